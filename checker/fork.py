"""Where a game in play can be picked up again, and where it first read each Ruling.

`automa impact` plays each seed under the readings in force, then under each
other reading measured. Two such games are one game until the first moment
the Ruling is read: before it, nothing the Ruling says has been asked, so
every move and every draw is the same. The game under the other reading
therefore need not be played from the start; it starts where the first
game stood just before it first read the Ruling.

An adapter's ``play`` takes part in two ways:

- playing with a ``Fork``, it calls ``mark(position)`` at every point it can
  resume from (before each decision, or each round, as its loop allows), and
  plays under Rulings that note every read into ``fork.heard``;
- given ``resume=`` one of those positions, it carries on from there and
  returns the whole game, the part before the position included.

A position is the adapter's own value, opaque here. Lists a log only appends
to are kept in it as `Held` (the list and its length at the mark), so that
marking costs the same whatever the game's length. A position is picked up
only once the game that marked it is over, so it may also hold what that game
learns only at its end (Woodcraft's and Wendake's logs of the rounds before it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Held(Generic[T]):
    """An append-only list as it stood at a mark: the list, and its length then."""

    items: list[T]
    length: int

    def back(self) -> list[T]:
        """A fresh copy of the list as it was at the mark."""
        return self.items[:self.length]


def held(items: list[T]) -> Held[T]:
    return Held(items, len(items))


@dataclass(frozen=True, slots=True)
class Start:
    """Where a game under another reading of a Ruling starts: the position
    marked last before the Ruling was first read (None: from the setup, the
    Ruling being read before the first mark), and that mark's number of all
    the game's marks (0 for the setup)."""

    position: object | None
    mark: int


class _FirstHeard(set[str]):
    """The Rulings read so far; the first read of each notes the fork's last mark."""

    def __init__(self, fork: Fork) -> None:
        super().__init__()
        self._fork = fork

    def add(self, ruling_id: str) -> None:
        if ruling_id not in self:
            self._fork.first[ruling_id] = Start(self._fork.here, self._fork.marks)
            super().add(ruling_id)

    # A remembered answer notes the Rulings its first asking read all at once
    # (spec/darwins_journey/achieve.py): each is a read, here and now.
    def update(self, *others: Iterable[str]) -> None:
        for ids in others:
            for ruling_id in ids:
                self.add(ruling_id)


class Fork:
    """A game in play, watched: its positions, and where each Ruling was first read."""

    def __init__(self) -> None:
        self.heard: set[str] = _FirstHeard(self)
        self.here: object | None = None
        self.marks = 0
        self.first: dict[str, Start] = {}

    def mark(self, position: object) -> None:
        """A point the game can be resumed from: the last one before a Ruling's
        first read is where a game under another reading of it starts."""
        self.here = position
        self.marks += 1

    def start(self, ruling_id: str) -> Start:
        """Where a game under another reading of ``ruling_id`` starts. A Ruling
        never read has no start of its own: its other readings play the very
        same game, and the caller need not play it (it starts, if asked, at the
        last mark)."""
        return self.first.get(ruling_id, Start(self.here, self.marks))

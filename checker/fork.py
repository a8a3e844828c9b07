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

Two games that part may meet again: under the other reading the game makes
the same move where the Ruling was read, and stands, a mark later, where the
first game stood. From such a mark the two are again one game until the
Ruling is next read (nothing else differs between them), so the game under
the other reading jumps to the first game's mark before that read, and when
the Ruling is never read again its end is the first game's end. ``play_other``
plays a game so; ``Watch`` is the fork it plays with, which compares each of
its positions with the first game's at the same mark. Only positions that
hold the whole game so far can be compared, and their class says so
(``MEETS = True``): the values of the game, and its logs by what they held at
the mark. Woodcraft's and Wendake's positions hold logs that only the game's
end tells, so those games are played on to their end, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True, eq=False)
class Held(Generic[T]):
    """An append-only list as it stood at a mark: the list, and its length then."""

    items: list[T]
    length: int

    def back(self) -> list[T]:
        """A fresh copy of the list as it was at the mark."""
        return self.items[:self.length]

    def __eq__(self, other: object) -> bool:
        # Equal when they held the same: what either list gained after its
        # mark is no part of the position.
        if not isinstance(other, Held) or self.length != other.length:
            return False
        return self.items is other.items or self.back() == other.back()

    def __hash__(self) -> int:
        # A value that holds a list: as unhashable as the list itself.
        raise TypeError(f"unhashable type: {type(self).__name__!r}")


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
    """The Rulings read so far; each read notes the fork's last mark."""

    def __init__(self, fork: Fork) -> None:
        super().__init__()
        self._reads = fork.reads
        self._positions = fork.positions

    def add(self, ruling_id: str) -> None:
        mark = len(self._positions)
        if ruling_id not in self:
            self._reads[ruling_id] = [mark]
            super().add(ruling_id)
        else:
            at = self._reads[ruling_id]
            if at[-1] != mark:
                at.append(mark)

    # A remembered answer notes the Rulings its first asking read all at once
    # (spec/darwins_journey/achieve.py): each is a read, here and now.
    def update(self, *others: Iterable[str]) -> None:
        for ids in others:
            for ruling_id in ids:
                self.add(ruling_id)


class Fork:
    """A game in play, watched: its positions, and where each Ruling was read."""

    def __init__(self) -> None:
        # Every mark's position, the first at [0]; and for each Ruling read,
        # the number of the last mark before each of its reads, in order
        # (0: before the first mark, while setting up).
        self.positions: list[object] = []
        self.reads: dict[str, list[int]] = {}
        self.heard: set[str] = _FirstHeard(self)

    @property
    def marks(self) -> int:
        return len(self.positions)

    def mark(self, position: object) -> None:
        """A point the game can be resumed from: the last one before a Ruling's
        first read is where a game under another reading of it starts."""
        self.positions.append(position)

    def start(self, ruling_id: str) -> Start:
        """Where a game under another reading of ``ruling_id`` starts. A Ruling
        never read has no start of its own: its other readings play the very
        same game, and the caller need not play it (it starts, if asked, at the
        last mark)."""
        reads = self.reads.get(ruling_id)
        mark = reads[0] if reads else self.marks
        return Start(self.positions[mark - 1] if mark else None, mark)


class _Met(Exception):
    """Raised out of a game by ``Watch``: it stands where the first game stood."""

    def __init__(self, mark: int) -> None:
        super().__init__(mark)
        self.mark = mark


class Watch(Fork):
    """The fork a game under another reading plays with (``play_other``): it
    counts its marks on from ``start``, the mark it was picked up at, and
    stops the game at a later mark whose position is the first game's, unless
    the Ruling is read right after that mark (the game plays on then)."""

    def __init__(self, first: Fork, ruling_id: str, start: int, meet: bool = True) -> None:
        super().__init__()
        self._first = first
        self._reads = set(first.reads.get(ruling_id, ()))
        self._start = start
        self._meets = meet and bool(first.positions) and getattr(first.positions[0], "MEETS",
                                                                 False)
        # A game picked up at mark ``start`` marks that position again first;
        # one played from the setup (``start`` 0) makes mark 1 first.
        self._at = start - 1 if start else 0

    def mark(self, position: object) -> None:
        self._at += 1
        k = self._at
        # (A game that parted may run longer than the first one.)
        if (self._meets and self._start < k <= len(self._first.positions)
                and k not in self._reads and position == self._first.positions[k - 1]):
            raise _Met(k)


def play_other(play: Callable[[Watch, object | None], T], first: Fork, ruling_id: str,
               first_end: T, meet: bool = True) -> tuple[T, int]:
    """The game under another reading of ``ruling_id``, ``first_end`` being the
    first game's (played with ``first``). ``play(watch, resume)`` plays it from
    ``resume`` (None: the setup) with ``watch`` as its fork, picked up where
    ``first`` first read the Ruling (``Fork.start``) and, with ``meet``,
    jumping on where it meets the first game again. Returns the game and how
    many times it met the first game."""
    start = first.start(ruling_id)
    at, mark = start.position, start.mark
    later_reads = first.reads.get(ruling_id, [])
    met = 0
    while True:
        try:
            return play(Watch(first, ruling_id, mark, meet), at), met
        except _Met as where:
            met += 1
            later = [k for k in later_reads if k > where.mark]
            if not later:
                # Never read again: from here on it is the first game.
                return first_end, met
            mark = later[0]
            at = first.positions[mark - 1]

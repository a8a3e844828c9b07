"""A move: one decision a player makes, small enough to list every legal one.

A turn is a chain of moves: place a worker; then perform the location's
icons one at a time, in any order, each with its own choices (which seal,
which route, which Envelope); achieve an Objective or a Crew card whenever
the rules allow; and say ``done`` to decline what is left. ``args`` holds the
choices, as plain strings and numbers, so a move reads the same in a trace,
a JSON answer and a situation file.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from spec.core.values import quick_init


class MoveKind(StrEnum):
    PLACE = "place"  # args: worker row, location id, Temporary Knowledge spent
    PERFORM = "perform"  # index of the icon in the open frame; args: its choices
    OBJECTIVE = "objective"  # args: Objective id, Objective space index
    CREW = "crew"  # args: Crew card number, worker row
    DONE = "done"  # decline what is left of the frame, or end the turn


Arg = str | int


@quick_init
@dataclass(frozen=True, slots=True)
class Move:
    kind: MoveKind
    index: int = -1  # PERFORM: which icon of the innermost frame
    option: int = 0  # PERFORM: which side of a slashed icon
    args: tuple[Arg, ...] = ()

    def text(self) -> str:
        """A short, stable description, e.g. ``perform 0 academy 4 1``."""
        parts: list[str] = [self.kind.value]
        if self.kind is MoveKind.PERFORM:
            parts.append(str(self.index))
            if self.option:
                parts.append(f"/{self.option}")
        parts.extend(str(a) for a in self.args)
        return " ".join(parts)


DONE = Move(MoveKind.DONE)


def place(row: int, location: str, knowledge: int = 0) -> Move:
    return Move(MoveKind.PLACE, args=(row, location, knowledge))


def parse(text: str) -> Move:
    """The move a ``Move.text()`` describes; raises ValueError on anything else.

    ``perform 2 /1 4`` performs icon 2's second option with argument 4; a
    number is read as an integer, anything else as a string.
    """
    words = text.split()
    if not words:
        raise ValueError("an empty move; expected e.g. 'place 1 academy-top 0' or 'done'")
    try:
        kind = MoveKind(words[0])
    except ValueError:
        raise ValueError(f"unknown move kind {words[0]!r}; expected one of: "
                         f"{', '.join(k.value for k in MoveKind)}") from None
    rest = words[1:]
    index, option = -1, 0
    if kind is MoveKind.PERFORM:
        if not rest or not rest[0].isdigit():
            raise ValueError(f"{text!r}: 'perform' needs the icon's index first")
        index, rest = int(rest[0]), rest[1:]
        if rest and rest[0].startswith("/") and rest[0][1:].isdigit():
            option, rest = int(rest[0][1:]), rest[1:]
    args = tuple(int(w) if w.lstrip("-").isdigit() else w for w in rest)
    return Move(kind, index, option, args)

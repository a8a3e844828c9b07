"""A move reads the same as text and as a value: ``parse`` undoes ``Move.text``
for every shape of move (a situation file and a JSON answer name moves so)."""

from __future__ import annotations

import pytest

from spec.darwins_journey.moves import DONE, Move, MoveKind, parse, place

MOVES = {
    "done": DONE,
    "place 1 academy-top 0": place(1, "academy-top", 0),
    "perform 0 A -1 A1 A2 A3": Move(MoveKind.PERFORM, 0, 0, ("A", -1, "A1", "A2", "A3")),
    "perform 12 /1 4": Move(MoveKind.PERFORM, 12, 1, (4,)),
    "perform 2 /13": Move(MoveKind.PERFORM, 2, 13),
    "objective silver-7 3": Move(MoveKind.OBJECTIVE, args=("silver-7", 3)),
    "crew 16 2": Move(MoveKind.CREW, args=(16, 2)),
}


@pytest.mark.parametrize("text", sorted(MOVES))
def test_parse_reads_back_what_text_writes(text: str) -> None:
    assert parse(text) == MOVES[text]
    assert MOVES[text].text() == text


@pytest.mark.parametrize("text, says", [
    ("", "an empty move"), ("jump 1", "unknown move kind 'jump'"),
    ("perform", "needs the icon's index first"), ("perform x", "needs the icon's index first"),
])
def test_a_move_text_that_is_no_move_is_refused(text: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        parse(text)

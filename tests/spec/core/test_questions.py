"""A question settled by a Ruling or an assumption points at it by id; one the
text answers, or that is moot, pending or none, points at nothing (the docs
link the first kind and print the second as words)."""

from __future__ import annotations

from spec.core.questions import Concern, answered, assumed, moot, none_open, pending, ruled


def test_only_a_ruling_or_an_assumption_is_a_reference() -> None:
    assert ruled(Concern.TIE, "Which?", "game.some-ruling").ref == "game.some-ruling"
    assert assumed(Concern.SCOPE, "How many?", "game.some-assumption").ref == \
        "game.some-assumption"
    for words in (answered(Concern.TIE, "Which?", "the first, says the text"),
                  moot(Concern.EMPTY, "Empty?", "it cannot run dry"),
                  pending(Concern.WORDING, "Each?", "the code reads it as every"),
                  none_open("nothing to ask")):
        assert words.ref is None

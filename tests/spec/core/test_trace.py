from __future__ import annotations

from spec.core.trace import Change, Step, Trace


def test_notes_and_changes_are_the_steps_their_fields_say() -> None:
    # Trace.note and Trace.change build their steps without Step's own
    # __init__ (it is slower); they must still be the same steps, every field set.
    t = Trace()
    coins = Change("player 1", "Coins", 5, 2)
    tiles = Change("the row", "tiles", ("a", "b"), ())
    t.note("x.note", "A note.")
    t.change("x.change", "Pays", coins)
    t.change("x.change", "", coins, tiles)
    assert t.steps == [
        Step("x.note", "A note."),
        Step("x.change", "Pays (player 1's Coins: 5 -> 2)", changes=(coins,)),
        Step("x.change", "player 1's Coins: 5 -> 2; the row's tiles: [a, b] -> none",
             changes=(coins, tiles)),
    ]
    assert [s.kind for s in t.steps] == ["note", "change", "change"]


def test_a_silent_trace_records_nothing() -> None:
    t = Trace(on=False)
    t.note("x.note", "A note.")
    t.change("x.change", "Pays", Change("player 1", "Coins", 5, 2))
    assert t.steps == []

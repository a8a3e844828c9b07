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


def test_a_check_records_the_outcome_the_code_branches_on() -> None:
    from spec.core.trace import Trace

    t = Trace()
    assert t.check("x.clause", "Is 3 more than 2?", 3 > 2, lambda: "3 against 2") is True
    assert t.check("x.clause", "Is 1 more than 2?", 1 > 2, "1 against 2") is False
    yes, no = t.steps
    assert (yes.kind, yes.winner, yes.rejected[0].candidate) == ("choice", "yes", "no")
    assert (no.winner, no.rejected[0].candidate) == ("no", "yes")
    assert yes.is_check and yes.text == "Is 3 more than 2? yes: 3 against 2"
    called: list[int] = []

    def because() -> str:
        called.append(1)
        return "built"

    off = Trace(on=False)
    assert off.check("x.clause", "?", False, because) is False
    # Tracing off: nothing recorded, and the reason is never built.
    assert off.steps == [] and called == []


def test_a_change_step_is_a_step_whatever_reads_it_first() -> None:
    # Its text is written when first read (a traced game records thousands of
    # changes few people read): read, hashed, copied or pickled first, it is
    # the step Trace.change always gave.
    import copy
    import pickle

    coins = Change("player 1", "Coins", 5, 2)
    made = [Trace(), Trace(), Trace(), Trace()]
    for t in made:
        t.change("x.change", "Pays", coins)
    plain = Step("x.change", "Pays (player 1's Coins: 5 -> 2)", changes=(coins,))
    first, second, third, fourth = (t.steps[0] for t in made)
    assert hash(first) == hash(plain)
    assert pickle.loads(pickle.dumps(second)) == plain
    assert copy.deepcopy(third) == plain and plain == third
    assert fourth.text == plain.text and {fourth, plain} == {plain}

from __future__ import annotations

from collections.abc import Sequence

import pytest

from spec.core.priority import Key, Ranking, UnsettledTie, first_feasible, ranking
from spec.core.rulings import Option, Reading, Rulings, RulingKind, ruling
from spec.core.trace import Trace


class Tie(Reading):
    LOWEST = "lowest"
    HIGHEST = "highest"


TIE = ruling(
    "test.priority-tie",
    "Two candidates tie on every key.",
    RulingKind.SILENT,
    (Option("lowest", "the alphabetically first", "test"),
     Option("highest", "the alphabetically last", "test")),
    Tie.LOWEST,
    (),
    "",
)

Item = tuple[str, int, int]


def _lowest(_: None, tied: Sequence[str]) -> str:
    return min(tied)


def _highest(_: None, tied: Sequence[str]) -> str:
    return max(tied)


COST_THEN_AGE: Ranking[None, Item] = ranking(
    "test.cost-then-age", "Cost, then age", "x", "Which item?",
    (Key("cost", "x.cost", lambda _, i: i[1]), Key("age", "x.age", lambda _, i: i[2],
                                                   better="higher")),
    label=lambda i: i[0], settled="test items never tie on both")
SAME: Ranking[None, str] = ranking("test.same", "All level", "x", "Which?", (Key("same", "x", lambda _, s: 0),),
               tie=TIE, tie_breaks={Tie.LOWEST: _lowest, Tie.HIGHEST: _highest})


def test_first_feasible_takes_the_first_option_that_can_be_done() -> None:
    trace = Trace()
    got = first_feasible(["rest", "diary", "deliver"], lambda o: "" if o == "diary" else "no",
                         clause="x", question="Which option?", trace=trace)
    assert got == "diary"
    step = trace.steps[0]
    assert step.winner == "diary"
    assert step.kind == "choice"
    assert [r.candidate for r in step.rejected] == ["rest"]


def test_first_feasible_returns_none_and_says_why_each_failed() -> None:
    trace = Trace()
    got = first_feasible(["a", "b"], lambda o: f"{o} is blocked", clause="x", question="Q?",
                         trace=trace)
    assert got is None
    assert [r.reason for r in trace.steps[0].rejected] == ["a is blocked", "b is blocked"]


def test_a_ranking_applies_its_keys_in_order_and_reports_the_values_that_beat_each_loser() -> None:
    trace = Trace()
    # Lowest cost wins; among the cheapest, the higher age.
    items: list[Item] = [("a", 2, 5), ("b", 1, 3), ("c", 1, 9)]
    got = COST_THEN_AGE.choose(None, items, Rulings(), trace)
    assert got == ("c", 1, 9)
    level, step = trace.steps
    assert level.text == "b, c: level on cost (1)" and level.clause == "x.cost"
    assert step.clause == "x.age"  # the key that settled it
    assert step.ruling == "" and step.tied == ()
    assert step.procedure == "test.cost-then-age"
    lost = {r.candidate: r for r in step.rejected}
    assert set(lost) == {"a", "b"}
    assert lost["a"].reason == "cost 2, against 1: the lower wins"
    assert lost["b"].reason == "age 3, against 9: the higher wins"
    assert lost["b"].values == (("cost", 1, 1), ("age", 3, 9))


@pytest.mark.parametrize("reading, winner", [(Tie.LOWEST, "a"), (Tie.HIGHEST, "c")])
def test_a_tie_the_keys_leave_goes_to_the_ruling(reading: Tie, winner: str) -> None:
    trace = Trace()
    got = SAME.choose(None, ["c", "a", "b"], Rulings.of({TIE.id: reading.value}), trace)
    assert got == winner
    assert trace.steps[-1].ruling == f"{TIE.id}={reading.value}"
    assert trace.steps[0].text == "c, a, b: level on same (0)"
    assert set(trace.steps[-1].tied) == {"a", "b", "c"}


def test_a_tie_in_a_ranking_without_a_ruling_is_never_picked_quietly() -> None:
    with pytest.raises(UnsettledTie) as raised:
        COST_THEN_AGE.choose(None, [("a", 1, 1), ("b", 1, 1)], Rulings(), Trace(on=False))
    assert raised.value.tied == ("a", "b")


def test_a_ranking_without_tie_ruling_must_say_why_it_settles() -> None:
    with pytest.raises(ValueError, match="does not say why"):
        ranking("test.unsure", "t", "x", "Q?", (Key("k", "x", lambda _, s: 0),))


def test_a_tie_ruling_needs_a_tie_break_for_every_reading() -> None:
    with pytest.raises(ValueError, match="tie-breaks"):
        ranking("test.half", "t", "x", "Q?", (Key("k", "x", lambda _, s: 0),), tie=TIE,
                tie_breaks={Tie.LOWEST: _lowest})


def test_ranking_with_tracing_off_records_nothing() -> None:
    trace = Trace(on=False)
    assert SAME.choose(None, ["b", "a"], Rulings(), trace) == "a"
    assert trace.steps == []


def test_readings_are_typed_and_checked_against_the_options_when_defined() -> None:
    class Two(Reading):
        ONE = "one"
        TWO = "two"

    with pytest.raises(ValueError, match="not the readings"):
        ruling("test.mismatch", "q", RulingKind.SILENT, (Option("one", "r", "w"),), Two.ONE,
               (), "")
    assert Rulings.of({TIE.id: "highest"})(TIE) is Tie.HIGHEST
    assert Rulings()(TIE) is Tie.LOWEST


def test_a_key_shows_a_tuple_value_item_by_item() -> None:
    # A trace shows numbers and words as they are, anything else as text; a
    # tuple value (a key of several parts) keeps its parts apart.
    key: Key[None, str] = Key("k", "x", lambda _, s: 0)
    assert key.shown(3) == 3 and key.shown("a") == "a"
    assert key.shown((1, "a", 1.5)) == (1, "a", "1.5")
    assert key.shown(1.5) == "1.5"

from __future__ import annotations

import pytest

from spec.core.priority import first_feasible, rank
from spec.core.rulings import Option, Rulings, RulingKind, ruling
from spec.core.trace import Trace

TIE = ruling(
    "test.priority-tie",
    "Two candidates tie on every key.",
    RulingKind.SILENT,
    (Option("lowest", "the alphabetically first", "test"),
     Option("highest", "the alphabetically last", "test")),
    "lowest",
    (),
    "",
)
BREAKS = {"lowest": lambda tied: min(tied), "highest": lambda tied: max(tied)}


def test_first_feasible_takes_the_first_option_that_can_be_done() -> None:
    trace = Trace()
    got = first_feasible(["rest", "diary", "deliver"], lambda o: "" if o == "diary" else "no",
                         clause="x", question="Which option?", trace=trace)
    assert got == "diary"
    step = trace.steps[0]
    assert step.winner == "diary"
    assert [r.candidate for r in step.rejected] == ["rest"]


def test_first_feasible_returns_none_and_says_why_each_failed() -> None:
    trace = Trace()
    got = first_feasible(["a", "b"], lambda o: f"{o} is blocked", clause="x", question="Q?",
                         trace=trace)
    assert got is None
    assert [r.reason for r in trace.steps[0].rejected] == ["a is blocked", "b is blocked"]


def test_rank_applies_keys_in_order_and_records_losers() -> None:
    trace = Trace()
    # Lowest first key wins; the second key breaks the tie among the rest.
    items = [("a", 2, 5), ("b", 1, 9), ("c", 1, 3)]
    got = rank(items, (("cost", lambda i: i[1]), ("age", lambda i: i[2])), clause="x",
               question="Q?", tie=TIE, tie_breaks={"lowest": min, "highest": max},
               rulings=Rulings(), label=lambda i: i[0], trace=trace)
    assert got == ("c", 1, 3)
    step = trace.steps[0]
    assert step.ruling == ""
    assert {r.candidate for r in step.rejected} == {"a", "b"}


@pytest.mark.parametrize("option, winner", [("lowest", "a"), ("highest", "c")])
def test_rank_routes_an_unresolved_tie_to_the_ruling(option: str, winner: str) -> None:
    trace = Trace()
    got = rank(["c", "a", "b"], (("same", lambda _: 0),), clause="x", question="Q?", tie=TIE,
               tie_breaks=BREAKS, rulings=Rulings.of({TIE.id: option}), trace=trace)
    assert got == winner
    assert trace.steps[0].ruling == f"{TIE.id}={option}"


def test_rank_with_tracing_off_records_nothing() -> None:
    trace = Trace(on=False)
    assert rank(["b", "a"], (("same", lambda _: 0),), clause="x", question="Q?", tie=TIE,
                tie_breaks=BREAKS, rulings=Rulings(), trace=trace) == "a"
    assert trace.steps == []

"""The open-question pass is made, and it agrees with the Rulings and assumptions.

Every clause records the questions put to it (spec.core.questions). Each
question's settlement must resolve: a Ruling or assumption it names exists
and names the clause back, so the clause pages and the rulings pages tell the
same story; a moot answer's test exists. And no Ruling or assumption stands
outside the pass: each is reached from a question of one of its clauses.
"""

from __future__ import annotations

import re

import pytest

from checker import games
from checker.games import ROOT
from spec.core import provenance, rulings
from spec.core.clauses import Clause, all_clauses
from spec.core.questions import Concern, Settled


def _clauses() -> list[Clause]:
    for name in games.names():
        games.load_rules(name)
    return list(all_clauses())


CLAUSES = _clauses()
ASSUMPTIONS = {a.id: a for a in provenance.all_assumptions() if a.game in games.names()}


def _problems(c: Clause) -> list[str]:
    problems = []
    if not c.asked:
        return ["no questions recorded: the pass has not reached this clause"]
    if any(q.concern is Concern.NONE for q in c.asked) and len(c.asked) > 1:
        problems.append("says no question applies, and also records questions")
    for q in c.asked:
        if not q.answer:
            problems.append(f"{q.concern}: no answer")
        if q.concern is not Concern.NONE and not q.question:
            problems.append(f"{q.concern}: no question")
        if q.settled is Settled.RULING:
            try:
                r = rulings.get(q.answer)
            except rulings.UnknownRuling:
                problems.append(f"{q.question!r}: no ruling {q.answer!r}")
                continue
            if c.id not in r.clauses:
                problems.append(f"{q.question!r}: ruling {r.id} does not name this clause")
        if q.settled is Settled.ASSUMPTION:
            a = ASSUMPTIONS.get(q.answer)
            if a is None:
                problems.append(f"{q.question!r}: no assumption {q.answer!r}")
            elif c.id not in a.clauses:
                problems.append(f"{q.question!r}: assumption {a.id} does not name this clause")
        if q.shown_by:
            path, _, name = q.shown_by.partition("::")
            file = ROOT / path
            if not (file.is_file() and re.search(rf"\bdef {re.escape(name)}\b",
                                                 file.read_text())):
                problems.append(f"{q.question!r}: shown_by {q.shown_by!r} names no test")
    return problems


@pytest.mark.parametrize("c", CLAUSES, ids=lambda c: c.id)
def test_every_clause_records_the_questions_asked_and_how_each_is_settled(c: Clause) -> None:
    assert _problems(c) == []


def _settlers() -> dict[str, set[str]]:
    """Ruling and assumption ids each clause's questions reach."""
    reached: dict[str, set[str]] = {}
    for c in CLAUSES:
        for q in c.asked:
            if q.ref:
                reached.setdefault(q.ref, set()).add(c.id)
    return reached


# Tests elsewhere register Rulings of made-up games; only the games' own count.
GAME_RULINGS = [r for r in rulings.all_rulings() if r.game in games.names()]


@pytest.mark.parametrize("r", GAME_RULINGS, ids=lambda r: r.id)
def test_every_ruling_settles_a_question_of_the_pass(r: rulings.AnyRuling) -> None:
    assert _settlers().get(r.id), f"{r.id}: no clause's question names it"


@pytest.mark.parametrize("a", list(ASSUMPTIONS.values()), ids=lambda a: a.id)
def test_every_assumption_settles_a_question_of_the_pass(a: provenance.Assumption) -> None:
    assert _settlers().get(a.id), f"{a.id}: no clause's question names it"


def test_a_question_that_names_no_ruling_is_reported() -> None:
    from spec.core.questions import ruled

    c = Clause("fake.x", "t", "text", (), asked=(ruled(Concern.TIE, "tie?", "fake.nothing"),))
    assert _problems(c) == ["'tie?': no ruling 'fake.nothing'"]

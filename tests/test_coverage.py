"""Every clause is encoded, cited by a test, and shown by an example (or says why
it cannot be); every citation names a real clause; every ruling has a witness
whose decision actually depends on it."""

from __future__ import annotations

import pytest

from checker import games
from checker.commands import run
from checker.coverage import coverage, unknown_citations
from checker.games import ROOT
from checker.situation import read
from spec.core.provenance import all_assumptions
from spec.core.rulings import AnyRuling, all_rulings

GAMES = games.names()


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_is_encoded_tested_and_shown(game: str) -> None:
    problems = [f"{c.clause}: {c.status}" for c in coverage(game) if c.status != "complete"]
    assert problems == []


def test_no_test_cites_an_unknown_clause() -> None:
    games.load_all()
    assert [f"{c.test} cites {c.clause}" for c in unknown_citations()] == []


def _rulings() -> list[AnyRuling]:
    games.load_all()
    return [r for g in GAMES for r in all_rulings(g)]


@pytest.mark.parametrize("ruling", _rulings(), ids=lambda r: r.id)
def test_every_ruling_has_a_witness_that_depends_on_it(ruling: AnyRuling) -> None:
    path = ROOT / ruling.witness
    assert path.exists(), f"{ruling.id}: witness {ruling.witness} is missing"
    situation = read(path)
    answers = {o.id: run(situation, situation.rulings.with_choice(ruling.id, o.id))
               for o in ruling.options}
    differs = {o: (d.answer, [s.ruling for s in d.trace.steps if s.ruling])
               for o, d in answers.items()}
    consulted = any(ruling.id in r for _, rs in differs.values() for r in rs)
    different_answers = len({repr(a) for a, _ in differs.values()}) > 1
    assert consulted or different_answers, f"{ruling.id}: the witness never meets the ruling"


@pytest.mark.parametrize("game", GAMES)
def test_assumptions_name_known_clauses(game: str) -> None:
    from spec.core.clauses import get

    games.get(game)
    for a in all_assumptions(game):
        for cid in a.clauses:
            get(cid)


def test_a_clause_acts_in_an_example_only_through_a_choice_or_a_change() -> None:
    from checker.coverage import example_citations

    tie = "examples/darwins-journey/alfred-location-tie.toml"
    cited = example_citations("darwins-journey")
    acting = example_citations("darwins-journey", acting=True)
    # The ranking chose the location: a choice step of the clause.
    assert tie in acting["darwins_journey.alfred.location.strongest"]
    # The list of candidate diaries is a note, whatever the state: cited, not acting.
    assert tie in cited["darwins_journey.alfred.option.main-diaries"]
    assert tie not in acting.get("darwins_journey.alfred.option.main-diaries", [])
    # The worker leaving his board is a change step.
    assert tie in acting["darwins_journey.alfred.turn.one-worker"]

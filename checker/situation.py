"""Situation files: a game, a named setup, overrides, and optionally the expected answer.

The common part of every file is read here; the game's adapter reads the rest.
"""

from __future__ import annotations

from pathlib import Path

from spec.core import clauses
from spec.core.rulings import DEFAULT_RULESET, Rulings, Ruleset, UnknownOption, UnknownRuling
from spec.core.trace import Trace

from . import games
from .errors import InputError
from .games import Decision, Json, Situation
from .toml_reader import Table, load

COMMON = ("game", "title", "question", "decide", "seed", "ruleset", "rulings", "expect")
MAX_SEED = 2**63 - 1


def read(path: Path) -> Situation:
    data, lines = load(path)
    doc = Table(data, "", str(path), lines)
    if not doc.has("game"):
        raise InputError(f"missing field; expected game = one of: {', '.join(games.names())}",
                         file=str(path), field="game", line=1)
    name = doc.string("game", "", games.names())
    game = games.get(name)
    title = doc.string("title", path.stem)
    question = doc.string("question", "")
    kind = doc.string("decide", game.kinds[0], game.kinds)
    named = doc.string("ruleset", DEFAULT_RULESET.value, tuple(r.value for r in Ruleset))
    rulings = read_rulings(doc.table("rulings"), Ruleset(named))
    expect_table = doc.table("expect")
    expect: dict[str, Json] = {}
    for key in expect_table.data:
        if key != "cites":
            expect[key] = _json(expect_table.raw(key))
    cites = expect_table.strings("cites", ())
    for cid in cites:
        try:
            clauses.get(cid)
        except clauses.UnknownClause:
            raise expect_table.error("cites", f"unknown clause id {cid!r}; `automa rules` "
                                              f"lists them") from None
    seed = doc.integer("seed", 1, 0, MAX_SEED)
    state = game.read_state(doc, kind, seed)
    doc.done(COMMON + game.fields)
    return Situation(str(path), name, title, question, kind, seed, state, rulings, expect,
                     expect_table, cites)


def read_rulings(table: Table, ruleset: Ruleset = DEFAULT_RULESET) -> Rulings:
    choices: dict[str, str] = {}
    for key in table.data:
        value = table.string(key, "")
        try:
            Rulings.of({key: value})
        except UnknownRuling:
            raise table.error(key, "unknown ruling id; `automa rules --rulings` lists them") from None
        except UnknownOption as e:
            raise table.error(key, str(e)) from None
        choices[key] = value
    return Rulings.of(choices, ruleset)


def _json(value: object) -> Json:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json(v) for k, v in value.items()}
    return str(value)


def check_expectations(situation: Situation, answer: dict[str, Json]) -> list[str]:
    """Each expected field that the answer contradicts, as a readable line."""
    problems = []
    for key, wanted in situation.expect.items():
        if key not in answer:
            assert situation.expect_table is not None
            err = situation.expect_table.error(
                key, f"the answer has no such field; it has: {', '.join(answer)}")
            problems.append(str(err))
        elif answer[key] != wanted:
            assert situation.expect_table is not None
            err = situation.expect_table.error(key, f"expected {wanted!r}, the spec gives "
                                                    f"{answer[key]!r}")
            problems.append(str(err))
    return problems


def check_citations(situation: Situation, trace: Trace) -> list[str]:
    """Each clause the file expects the trace to cite but that it does not."""
    cited = {step.clause for step in trace.steps}
    problems = []
    for cid in situation.expect_cites:
        if clauses.get(cid).id not in cited:
            assert situation.expect_table is not None
            problems.append(str(situation.expect_table.error(
                "cites", f"the trace does not cite {cid}")))
    return problems


def unmet_expectations(decision: Decision) -> list[str]:
    """Every way a traced decision falls short of its file's [expect]: answer
    fields that differ, and clauses the trace should cite but does not."""
    situation = decision.situation
    return (check_expectations(situation, decision.answer)
            + check_citations(situation, decision.trace))

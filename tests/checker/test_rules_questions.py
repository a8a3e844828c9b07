"""`automa rules` shows the open-question pass: a clause's questions and how
each is settled, in text and JSON, and `--open` lists the questions still
without a Ruling."""

from __future__ import annotations

import json

import pytest

from checker import games
from spec.core.clauses import all_clauses
from spec.core.questions import Settled

from .run_cli import automa

ATTACK = "wendake.solo.natives.attack"


def test_a_clause_shows_each_question_and_its_settlement(
        capsys: pytest.CaptureFixture[str]) -> None:
    games.load_rules("wendake")
    (clause,) = [c for c in all_clauses("wendake") if c.id == ATTACK]
    code, out, _ = automa(capsys, "rules", ATTACK)
    assert code == 0 and "questions asked of it, and how each is settled:" in out
    for q in clause.asked:
        assert q.question in out and q.answer in out
    code, out, _ = automa(capsys, "rules", ATTACK, "--json")
    (shown,) = json.loads(out)
    assert [(a["concern"], a["settled"], a["answer"]) for a in shown["asked"]] == [
        (q.concern.value, q.settled.value, q.answer) for q in clause.asked]


def test_open_lists_every_pending_question_of_the_game(
        capsys: pytest.CaptureFixture[str]) -> None:
    games.load_rules("darwins-journey")
    waiting = [(c.id, q.question) for c in all_clauses("darwins-journey") for q in c.asked
               if q.settled is Settled.PENDING]
    code, out, _ = automa(capsys, "rules", "--open", "darwins-journey")
    assert code == 0
    listed = out.split("(open questions the clause-by-clause pass found")[-1]
    for cid, question in waiting:
        assert f"{cid}  [" in listed and question in listed
    # Nothing settled appears there: a settled question is not open.
    settled = [q.question for c in all_clauses("darwins-journey") for q in c.asked
               if q.settled is Settled.TEXT and q.question]
    assert not any(f"  {q}\n" in listed for q in settled)

"""Every bundled example: it loads, its expected answer holds, its trace matches
the recorded golden trace (``<example>.trace.json`` beside it).

To re-record after a deliberate change of behaviour, run
``AUTOMA_UPDATE_GOLDEN=1 pytest tests/checker/test_examples.py`` (or
``nox -s golden``) and review the diff of the .trace.json files.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from checker import games
from checker.commands import run
from checker.games import ROOT
from checker.render import decision_json
from checker.situation import check_citations, check_expectations, read

EXAMPLES = [p for g in games.names() for p in games.examples(g)]
UPDATE = os.environ.get("AUTOMA_UPDATE_GOLDEN") == "1"


def golden_path(example: Path) -> Path:
    return example.with_suffix(".trace.json")


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_example_decides_as_expected(example: Path) -> None:
    situation = read(example)
    decision = run(situation, situation.rulings)
    assert check_expectations(situation, decision.answer) == []
    assert check_citations(situation, decision.trace) == []


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_example_matches_its_golden_trace(example: Path) -> None:
    situation = read(example.relative_to(ROOT) if example.is_relative_to(ROOT) else example)
    got = decision_json(run(situation, situation.rulings))
    # A golden pins the answer and its trace, not the release that gave them.
    del got["version"]
    path = golden_path(example)
    text = json.dumps(got, indent=2, ensure_ascii=False) + "\n"
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden trace for {example.name}; record it with AUTOMA_UPDATE_GOLDEN=1"
    assert json.loads(path.read_text(encoding="utf-8")) == got


def test_there_are_enough_examples() -> None:
    assert len(games.examples("woodcraft")) >= 8


@pytest.mark.parametrize("game", games.names())
def test_every_example_has_an_expected_answer(game: str) -> None:
    for example in games.examples(game):
        assert read(example).expect, f"{example.name} has no [expect] table"

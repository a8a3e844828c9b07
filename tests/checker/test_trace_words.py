"""Traces are read by people: no step of any bundled example shows a Python
list or tuple of strings (brackets and quotes) where words belong."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from checker import games
from checker.commands import run
from checker.situation import read
from spec.core.trace import listed

REPR = re.compile(r"[\[(]'|'[\])]")
EXAMPLES = [p for g in games.names() for p in games.examples(g)]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_no_step_shows_a_python_repr(path: Path) -> None:
    situation = read(path)
    decision = run(situation, situation.rulings)
    shown = [s.text for s in decision.trace.steps if REPR.search(s.text)]
    assert shown == []


def test_listed_names_items_in_words() -> None:
    assert listed(["green", "red"]) == "green, red"
    assert listed([], "no seals") == "no seals"
    assert REPR.search(str(["green"])) and not REPR.search(listed(["green"]))

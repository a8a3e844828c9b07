"""Which tests cite each clause, and which examples show it.

Tests cite clauses with ``@pytest.mark.cites("clause.id", ...)``; this module
reads the test files' syntax trees rather than importing them, so the docs
build and the coverage test need neither pytest nor a test run.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from spec.core.clauses import UnknownClause, all_clauses, encodings, get

from . import games
from .games import ROOT


@dataclass(frozen=True)
class Citation:
    clause: str
    test: str  # "tests/test_x.py::test_name"
    line: int


def _cites(decorator: ast.expr) -> list[str]:
    if not isinstance(decorator, ast.Call):
        return []
    fn = decorator.func
    if isinstance(fn, ast.Attribute) and fn.attr == "cites":
        return [a.value for a in decorator.args
                if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return []


def cited_by_tests(tests: Path = ROOT / "tests") -> list[Citation]:
    out: list[Citation] = []
    for path in sorted(tests.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                for deco in node.decorator_list:
                    for cid in _cites(deco):
                        rel = path.relative_to(tests.parent)
                        out.append(Citation(cid, f"{rel}::{node.name}", node.lineno))
    return out


def example_citations(game: str) -> dict[str, list[str]]:
    """Clause id → example files whose decision trace cites it."""
    from .commands import run
    from .situation import read

    out: dict[str, list[str]] = {}
    for path in games.examples(game):
        situation = read(path)
        decision = run(situation, situation.rulings)
        rel = str(path.relative_to(ROOT))
        for step in decision.trace.steps:
            files = out.setdefault(step.clause, [])
            if rel not in files:
                files.append(rel)
    return out


@dataclass(frozen=True)
class Coverage:
    clause: str
    encodings: tuple[str, ...]
    tests: tuple[str, ...]
    examples: tuple[str, ...]
    no_example: str

    @property
    def status(self) -> str:
        if not self.encodings:
            return "not encoded"
        if not self.tests:
            return "untested"
        if not self.examples and not self.no_example:
            return "no example"
        return "complete"


def coverage(game: str | None = None) -> list[Coverage]:
    names = (game,) if game else games.names()
    for n in names:
        games.get(n)
    cited: dict[str, list[str]] = {}
    for c in cited_by_tests():
        try:
            cid = get(c.clause).id
        except UnknownClause:
            continue
        cited.setdefault(cid, []).append(c.test)
    shown: dict[str, list[str]] = {}
    for n in names:
        for cid, files in example_citations(n).items():
            shown.setdefault(cid, []).extend(files)
    return [Coverage(c.id, encodings(c.id), tuple(cited.get(c.id, ())),
                     tuple(shown.get(c.id, ())), c.no_example)
            for n in names for c in all_clauses(n)]


def unknown_citations() -> list[Citation]:
    """Citations in tests that name no clause: a typo or a removed id."""
    bad = []
    for c in cited_by_tests():
        try:
            get(c.clause)
        except UnknownClause:
            bad.append(c)
    return bad


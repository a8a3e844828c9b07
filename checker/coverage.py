"""Which tests cite each clause, and which examples show it.

Tests cite clauses with ``@pytest.mark.cites("clause.id", ...)``; this module
reads the test files' syntax trees rather than importing them, so the docs
build and the coverage test need neither pytest nor a test run.
"""

from __future__ import annotations

import ast
import importlib
from dataclasses import dataclass
from pathlib import Path

from spec.core.clauses import Clause, UnknownClause, all_clauses, encodings, get

from . import games
from .games import ROOT


@dataclass(frozen=True)
class Citation:
    clause: str
    test: str  # "tests/test_x.py::test_name"
    line: int


def _modules(tree: ast.Module) -> dict[str, str]:
    """Local name → module, for the test file's ``import``/``from`` statements."""
    names: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for a in node.names:
                names[a.asname or a.name] = f"{node.module}.{a.name}"
        elif isinstance(node, ast.Import):
            for a in node.names:
                names[a.asname or a.name] = a.name
    return names


def _clause_id(arg: ast.expr, modules: dict[str, str]) -> str:
    """A citation argument: a string literal, or ``alias.NAME.id`` where alias
    is an imported clauses module; "" when it is neither."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if (isinstance(arg, ast.Attribute) and arg.attr == "id"
            and isinstance(arg.value, ast.Attribute)
            and isinstance(arg.value.value, ast.Name)
            and arg.value.value.id in modules):
        try:
            module = importlib.import_module(modules[arg.value.value.id])
        except ImportError:
            return ""
        found = getattr(module, arg.value.attr, None)
        return found.id if isinstance(found, Clause) else ""
    return ""


def cited_by_tests(tests: Path = ROOT / "tests") -> list[Citation]:
    out: list[Citation] = []
    for path in sorted(tests.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = _modules(tree)
        rel = path.relative_to(tests.parent)
        for node in ast.walk(tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            for deco in node.decorator_list:
                if (isinstance(deco, ast.Call) and isinstance(deco.func, ast.Attribute)
                        and deco.func.attr == "cites"):
                    for arg in deco.args:
                        cid = _clause_id(arg, modules) or ast.unparse(arg)
                        out.append(Citation(cid, f"{rel}::{node.name}", node.lineno))
    return out


def example_citations(game: str, acting: bool = False) -> dict[str, list[str]]:
    """Clause id → example files whose decision trace cites it; with
    ``acting``, only where a step of that clause records a choice or a change
    (a note fires whatever the state, so it shows less)."""
    return _citations(game)[1 if acting else 0]


def _citations(game: str) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    # Both maps from one run of every example: each example runs once.
    from .commands import run
    from .situation import read

    cited: dict[str, list[str]] = {}
    acting: dict[str, list[str]] = {}
    for path in games.examples(game):
        situation = read(path)
        decision = run(situation, situation.rulings)
        rel = str(path.relative_to(ROOT))
        for step in decision.trace.steps:
            for out in (cited, acting) if step.kind != "note" else (cited,):
                files = out.setdefault(step.clause, [])
                if rel not in files:
                    files.append(rel)
    return cited, acting


@dataclass(frozen=True)
class Coverage:
    clause: str
    encodings: tuple[str, ...]
    tests: tuple[str, ...]
    # Every example whose trace cites the clause, notes included.
    examples: tuple[str, ...]
    no_example: str
    # The examples where a step of the clause records a choice or a change:
    # only these show it, since a note could be written whatever the state.
    acting: tuple[str, ...] = ()

    @property
    def status(self) -> str:
        if not self.encodings:
            return "not encoded"
        if not self.tests:
            return "untested"
        if not self.acting and not self.no_example:
            return "no example"
        return "complete"


def coverage(game: str | None = None) -> list[Coverage]:
    names = (game,) if game else games.names()
    for n in names:
        games.load_rules(n)
    cited: dict[str, list[str]] = {}
    for c in cited_by_tests():
        try:
            cid = get(c.clause).id
        except UnknownClause:
            continue
        cited.setdefault(cid, []).append(c.test)
    shown: dict[str, list[str]] = {}
    acting: dict[str, list[str]] = {}
    for n in names:
        cited_here, acting_here = _citations(n)
        for cid, files in cited_here.items():
            shown.setdefault(cid, []).extend(files)
        for cid, files in acting_here.items():
            acting.setdefault(cid, []).extend(files)
    return [Coverage(c.id, encodings(c.id), tuple(cited.get(c.id, ())),
                     tuple(shown.get(c.id, ())), c.no_example, tuple(acting.get(c.id, ())))
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


"""Rulings are read through their typed readings, never by string.

A comparison such as ``rulings(R) == "left-most"`` is silently false when the
option is misspelt; ``rulings(R) is Tie.LEFT_MOST`` fails under mypy and when
it runs. This test walks the spec's source and fails on any comparison, or
lookup in a dict of string keys, of a value read from the active rulings.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[3] / "spec"


def _reads_rulings(node: ast.AST, names: set[str]) -> bool:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id == "rulings":
        return True
    return isinstance(node, ast.Name) and node.id in names


def _is_text(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def string_readings(source: str) -> list[int]:
    """Lines where a reading is compared with (or looks up) a string literal."""
    bad: list[int] = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, (ast.FunctionDef, ast.Module)):
            continue
        names: set[str] = set()
        for node in ast.walk(fn):
            if isinstance(node, ast.Assign) and _reads_rulings(node.value, names):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        for node in ast.walk(fn):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                if any(_reads_rulings(s, names) for s in sides) and any(
                        _is_text(s) or (isinstance(s, (ast.Tuple, ast.List, ast.Set))
                                        and any(_is_text(e) for e in s.elts)) for s in sides):
                    bad.append(node.lineno)
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict) \
                    and _reads_rulings(node.slice, names) \
                    and any(k is not None and _is_text(k) for k in node.value.keys):
                bad.append(node.lineno)
    return sorted(set(bad))


def test_the_scan_finds_what_it_looks_for() -> None:
    assert string_readings('def f(rulings):\n    return rulings(R) == "x"\n') == [2]
    assert string_readings('def f(rulings):\n    x = rulings(R)\n    return x in ("a", "b")\n'
                           ) == [3]
    assert string_readings('def f(rulings):\n    c = rulings(R)\n    return {"a": 1}[c]\n') == [3]
    assert string_readings("def f(rulings):\n    return rulings(R) is T.X\n") == []


@pytest.mark.parametrize("path", sorted(SPEC.rglob("*.py")), ids=lambda p: str(p.relative_to(SPEC)))
def test_no_reading_is_compared_with_a_string(path: Path) -> None:
    assert string_readings(path.read_text(encoding="utf-8")) == [], path

"""Mutation testing of the spec: do the tests notice a rule encoded wrong?

`python -m checker.mutate` (or `nox -s mutate`) makes small changes to spec
modules, one at a time: a comparison turned (``<`` to ``<=``), a sum into a
difference, a number one higher, a condition negated, ``and`` into ``or``.
Each changed module runs against its game's tests in a scratch copy of the
project; a change the tests fail on is *killed*, one they pass is *live*.
A live mutant is either a gap in the tests or *equivalent* (a change no
input can tell apart, such as ``<`` for ``<=`` where equality cannot
occur), which only a person can judge; each live one is printed with its
line so that a person can.

The mutants of a module are sampled (``--per-module``, ``--seed``), so a
run takes minutes, not hours; the score is reported per module. The project
tree is never touched: every mutant is written into the scratch copy.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from .games import ROOT

# Declarations, not logic: clause texts, Ruling readings, sources, data tables.
SKIP = ("clauses.py", "rulings.py", "texts.py", "sources.py", "data.py", "__init__.py",
        "components.py")

_SWAPS: dict[type[ast.AST], type[ast.AST]] = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE,
                            ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
                            ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot,
                            ast.IsNot: ast.Is, ast.Add: ast.Sub, ast.Sub: ast.Add,
                            ast.And: ast.Or, ast.Or: ast.And}
_SYMBOL = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==",
           ast.NotEq: "!=", ast.In: "in", ast.NotIn: "not in", ast.Is: "is",
           ast.IsNot: "is not", ast.Add: "+", ast.Sub: "-", ast.And: "and", ast.Or: "or"}


@dataclass(frozen=True, slots=True)
class Mutant:
    module: str  # path relative to the project root
    index: int  # the mutation point, in the order ``points`` finds them
    line: int
    what: str


def _docstring(node: ast.AST) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)


def points(tree: ast.Module) -> Iterator[tuple[ast.AST, str]]:
    """Every place a mutant can be made, with what it would change."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for op in node.ops:
                if type(op) in _SWAPS:
                    yield node, f"{_SYMBOL[type(op)]} → {_SYMBOL[_SWAPS[type(op)]]}"
        elif isinstance(node, (ast.BinOp, ast.AugAssign)) and type(node.op) in _SWAPS:
            yield node, f"{_SYMBOL[type(node.op)]} → {_SYMBOL[_SWAPS[type(node.op)]]}"
        elif isinstance(node, ast.BoolOp):
            yield node, f"{_SYMBOL[type(node.op)]} → {_SYMBOL[_SWAPS[type(node.op)]]}"
        elif isinstance(node, (ast.If, ast.IfExp, ast.While)):
            yield node, "condition negated"
        elif (isinstance(node, ast.Constant) and type(node.value) is int
              and not isinstance(node.value, bool)):
            yield node, f"{node.value} → {node.value + 1}"


class _Apply(ast.NodeTransformer):
    """Makes the ``index``-th mutation of ``points``, and no other."""

    def __init__(self, target: ast.AST, what: str) -> None:
        self.target = target
        self.what = what

    def generic_visit(self, node: ast.AST) -> ast.AST:
        super().generic_visit(node)
        if node is not self.target:
            return node
        if isinstance(node, ast.Compare):
            # The n-th swappable operator of this comparison, by its label.
            for i, op in enumerate(node.ops):
                if type(op) in _SWAPS and self.what.startswith(_SYMBOL[type(op)] + " "):
                    node.ops[i] = cast(ast.cmpop, _SWAPS[type(op)]())
                    break
        elif isinstance(node, (ast.BinOp, ast.AugAssign, ast.BoolOp)):
            setattr(node, "op", _SWAPS[type(node.op)]())
        elif isinstance(node, (ast.If, ast.IfExp, ast.While)):
            node.test = ast.UnaryOp(ast.Not(), node.test)
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            node.value = node.value + 1
        return node


def mutants(module: Path, root: Path = ROOT) -> list[Mutant]:
    tree = ast.parse(module.read_text())
    rel = str(module.relative_to(root))
    return [Mutant(rel, i, getattr(node, "lineno", 0), what)
            for i, (node, what) in enumerate(points(tree))]


def mutated_source(m: Mutant, root: Path = ROOT) -> str:
    tree = ast.parse((root / m.module).read_text())
    node, what = list(points(tree))[m.index]
    _Apply(node, what).visit(tree)
    return ast.unparse(ast.fix_missing_locations(tree))


def suite_for(module: str) -> list[str]:
    """The tests a spec module answers to: its game's spec tests, the
    examples' golden answers and the ledger of whole games (which fails a
    trace whose claimed change differs from the state's); for the core, every
    game's, and the positions saved from played games (the generator's)."""
    parts = Path(module).parts  # spec/<game>/...
    game = parts[1] if len(parts) > 2 else "core"
    if game == "core":
        return ["tests/spec", "tests/checker/test_examples.py", "tests/checker/test_save_at.py",
                "tests/test_ledger.py"]
    return [f"tests/spec/{game}", "tests/checker/test_examples.py", "tests/test_ledger.py",
            "-k", game.replace("_", "-") + " or " + game]


def run_tests(copy: Path, tests: list[str], timeout: float) -> str:
    """"killed", "live" or "timeout" for the tests in the scratch copy."""
    env = {**os.environ, "PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1"}
    try:
        done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p",
                               "no:cacheprovider", *tests], cwd=copy, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    return "live" if done.returncode == 0 else "killed"


def scratch_copy() -> Path:
    """A copy of what the tests need, for mutants to be written into."""
    copy = Path(tempfile.mkdtemp(prefix="automa-mutate-"))
    for name in ("spec", "checker", "tests", "examples"):
        shutil.copytree(ROOT / name, copy / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    return copy


def spec_modules(names: list[str]) -> list[Path]:
    if names:
        found = []
        for n in names:
            path = ROOT / (n.replace(".", "/") + ".py" if not n.endswith(".py") else n)
            if not path.is_file():
                raise SystemExit(f"mutate: no spec module {n!r} (give e.g. spec.woodcraft.cards)")
            found.append(path)
        return found
    return sorted(p for p in (ROOT / "spec").rglob("*.py") if p.name not in SKIP)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m checker.mutate", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("modules", nargs="*", metavar="MODULE",
                   help="spec modules to mutate, as spec.woodcraft.cards (default: every "
                        "module with logic in it)")
    p.add_argument("--per-module", type=int, default=6, metavar="N",
                   help="mutants sampled per module (default 6; 0 for all)")
    p.add_argument("--seed", type=int, default=1, help="which sample (default 1)")
    p.add_argument("--timeout", type=float, default=300.0, metavar="S",
                   help="seconds before one mutant's tests count as a timeout (killed)")
    p.add_argument("--json", type=Path, metavar="FILE",
                   help="also write every mutant's outcome to FILE (JSON lines)")
    args = p.parse_args(argv)
    rng = random.Random(args.seed)
    copy = scratch_copy()
    results: list[tuple[Mutant, str]] = []
    out = args.json.open("a") if args.json else None
    try:
        modules = spec_modules(args.modules)
        for tests in {tuple(suite_for(str(m.relative_to(ROOT)))) for m in modules}:
            # Unchanged, the tests must pass, or every mutant would look killed.
            if run_tests(copy, list(tests), args.timeout) != "live":
                print(f"mutate: the tests {' '.join(tests)} fail on the unchanged spec; "
                      "fix them first", file=sys.stderr)
                return 2
        for module in modules:
            every = mutants(module)
            chosen = (every if args.per_module == 0 or len(every) <= args.per_module
                      else sorted(rng.sample(every, args.per_module), key=lambda m: m.index))
            original = (copy / module.relative_to(ROOT)).read_text()
            for m in chosen:
                (copy / m.module).write_text(mutated_source(m))
                start = time.perf_counter()
                try:
                    outcome = run_tests(copy, suite_for(m.module), args.timeout)
                finally:
                    (copy / m.module).write_text(original)
                results.append((m, outcome))
                print(f"{m.module}:{m.line}: {m.what}: {outcome} "
                      f"({time.perf_counter() - start:.0f}s)", file=sys.stderr, flush=True)
                if out:
                    out.write(json.dumps({"module": m.module, "line": m.line, "what": m.what,
                                          "index": m.index, "outcome": outcome}) + "\n")
    finally:
        if out:
            out.close()
        shutil.rmtree(copy, ignore_errors=True)
    print(f"\n{'module':<44} {'run':>4} {'killed':>6} {'live':>4} {'score':>6}")
    by_module: dict[str, list[str]] = {}
    for m, outcome in results:
        by_module.setdefault(m.module, []).append(outcome)
    for name, outcomes in by_module.items():
        live = outcomes.count("live")
        score = (len(outcomes) - live) / len(outcomes)
        print(f"{name:<44} {len(outcomes):>4} {len(outcomes) - live:>6} {live:>4} "
              f"{score:>6.0%}")
    lives = [m for m, o in results if o == "live"]
    if lives:
        print("\nLive mutants (a gap in the tests, or a change no input can tell apart):")
        for m in lives:
            print(f"  {m.module}:{m.line}: {m.what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

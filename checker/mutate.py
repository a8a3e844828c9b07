"""Mutation testing of the spec: do the tests notice a rule encoded wrong?

`python -m checker.mutate` (or `nox -s mutate`) makes small changes to spec
modules, one at a time: a comparison turned (``<`` to ``<=``), a sum into a
difference, a number one higher, a condition negated, ``and`` into ``or``.
Each changed module runs against its game's tests in a scratch copy of the
project; a change the tests fail on is *killed*, one they pass is *live*.
A live mutant is either a gap in the tests or *equivalent* (a change no
input can tell apart, such as ``<`` for ``<=`` where equality cannot
occur), which only a person can judge; each live one is printed with its
line so that a person can. A person who has judged one equivalent writes
it, with the reason, into ``checker/mutants_equivalent.toml``; the report
then counts it apart and leaves it out of the score.

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
import tomllib
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


# Mutants a person has judged equivalent, each with the reason why no input
# can tell it apart from the unchanged rule.
EQUIVALENTS = Path(__file__).with_name("mutants_equivalent.toml")


@dataclass(frozen=True, slots=True)
class Equivalent:
    module: str  # path relative to the project root
    line: str  # the source line the mutation point starts on, stripped
    what: str
    reason: str
    # Which of the line's mutants with this change, counted from 1 in the
    # order ``points`` finds them, where a line has several (``pow(g, -1,
    # 1 << 64)`` has two "1 → 2"); 0 for every one of them.
    nth: int = 0

    def matches(self, m: Mutant, root: Path = ROOT) -> bool:
        if not (m.module == self.module and m.what == self.what
                and source_line(m, root) == self.line):
            return False
        if not self.nth:
            return True
        same = [x.index for x in mutants(root / m.module, root)
                if x.line == m.line and x.what == m.what]
        return len(same) >= self.nth and same[self.nth - 1] == m.index


def source_line(m: Mutant, root: Path = ROOT) -> str:
    """The stripped source line a mutant starts on: what an equivalent names,
    so that an entry follows its code when lines above it move, and stops
    matching when the line itself changes (then a person judges it again)."""
    lines = (root / m.module).read_text().splitlines()
    return lines[m.line - 1].strip() if 0 < m.line <= len(lines) else ""


def equivalents(path: Path = EQUIVALENTS) -> list[Equivalent]:
    """The committed list; an entry without all four fields is an error."""
    if not path.is_file():
        return []
    entries = tomllib.loads(path.read_text()).get("equivalent", [])
    out = []
    for i, e in enumerate(entries, 1):
        fields = ("module", "line", "what", "reason")
        missing = [f for f in fields if not isinstance(e.get(f), str) or not e[f].strip()]
        if missing:
            raise SystemExit(f"{path}: equivalent #{i}: field {missing[0]}: expected a "
                             "non-empty string")
        nth = e.get("nth", 0)
        if type(nth) is not int or nth < 0:
            raise SystemExit(f"{path}: equivalent #{i}: field nth: expected a whole number "
                             "from 1 (or none, for every mutant of the line with that change)")
        out.append(Equivalent(str(e["module"]), str(e["line"]), str(e["what"]),
                              str(e["reason"]), nth))
    return out


def judged(m: Mutant, known: list[Equivalent], root: Path = ROOT) -> Equivalent | None:
    return next((e for e in known if e.matches(m, root)), None)


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


def _row(m: Mutant, outcome: str) -> str:
    return json.dumps({"module": m.module, "line": m.line, "what": m.what, "index": m.index,
                       "outcome": outcome}, ensure_ascii=False) + "\n"


def recorded(path: Path) -> list[tuple[Mutant, str]]:
    """The mutants and outcomes a ``--json`` run wrote, each checked against
    the spec as it is now: a mutant whose point moved is an error, since its
    outcome no longer says anything about the code."""
    out = []
    found: dict[str, list[Mutant]] = {}
    for n, text in enumerate(path.read_text().splitlines(), 1):
        if not text.strip():
            continue
        row = json.loads(text)
        module = str(row["module"])
        if module not in found:
            if not (ROOT / module).is_file():
                raise SystemExit(f"{path}:{n}: module {module!r}: no such spec module")
            found[module] = mutants(ROOT / module)
        m = Mutant(module, int(row["index"]), int(row["line"]), str(row["what"]))
        every = found[module]
        if m.index >= len(every) or every[m.index] != m:
            raise SystemExit(f"{path}:{n}: {module}:{m.line}: {m.what}: the spec changed "
                             "since this run; sample again")
        out.append((m, str(row["outcome"])))
    return out


def report(results: list[tuple[Mutant, str]], known: list[Equivalent],
           root: Path = ROOT) -> str:
    """The score per module: killed over the sampled mutants not judged
    equivalent; then the live ones, and the equivalent ones with their reason."""
    lines = [f"{'module':<44} {'run':>4} {'killed':>6} {'live':>4} {'equiv':>5} {'score':>6}"]
    by_module: dict[str, list[tuple[Mutant, str]]] = {}
    for m, outcome in sorted(results, key=lambda r: (r[0].module, r[0].index)):
        by_module.setdefault(m.module, []).append((m, outcome))
    lives: list[Mutant] = []
    same: list[tuple[Mutant, Equivalent]] = []
    for name, rows in by_module.items():
        killed = sum(1 for _, o in rows if o != "live")
        equiv = [(m, e) for m, o in rows if o == "live" and (e := judged(m, known, root))]
        live = [m for m, o in rows if o == "live" and not judged(m, known, root)]
        lives += live
        same += equiv
        counted = len(rows) - len(equiv)
        score = f"{killed / counted:.0%}" if counted else "-"
        lines.append(f"{name:<44} {len(rows):>4} {killed:>6} {len(live):>4} {len(equiv):>5} "
                     f"{score:>6}")
    if lives:
        lines += ["", "Live mutants (a gap in the tests, or a change no input can tell apart):"]
        lines += [f"  {m.module}:{m.line}: {m.what}" for m in lives]
    if same:
        lines += ["", f"Equivalent mutants (judged so in {EQUIVALENTS.name}):"]
        lines += [f"  {m.module}:{m.line}: {m.what}: {' '.join(e.reason.split())}"
                  for m, e in same]
    return "\n".join(["", *lines])


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
    p.add_argument("--again", type=Path, metavar="FILE",
                   help="rerun the mutants recorded live in FILE (written by --json) and "
                        "report all of FILE's mutants, the killed ones as they were: the "
                        "score after new tests, without sampling again")
    p.add_argument("--report", type=Path, metavar="FILE",
                   help="run nothing: print the scores of the mutants recorded in FILE "
                        "(written by --json), with the equivalents list as it is now")
    args = p.parse_args(argv)
    if args.report:
        print(report(recorded(args.report), equivalents()))
        return 0
    rng = random.Random(args.seed)
    earlier = recorded(args.again) if args.again else []
    copy = scratch_copy()
    results: list[tuple[Mutant, str]] = []
    out = args.json.open("a") if args.json else None
    try:
        modules = (sorted({ROOT / m.module for m, _ in earlier}) if args.again
                   else spec_modules(args.modules))
        for tests in {tuple(suite_for(str(m.relative_to(ROOT)))) for m in modules}:
            # Unchanged, the tests must pass, or every mutant would look killed.
            if run_tests(copy, list(tests), args.timeout) != "live":
                print(f"mutate: the tests {' '.join(tests)} fail on the unchanged spec; "
                      "fix them first", file=sys.stderr)
                return 2
        for m, o in earlier:
            if o != "live":
                results.append((m, o))
                if out:
                    out.write(_row(m, o))
        for module in modules:
            every = mutants(module)
            if args.again:
                rel = str(module.relative_to(ROOT))
                chosen = [m for m, o in earlier if o == "live" and m.module == rel]
            else:
                chosen = (every if args.per_module == 0 or len(every) <= args.per_module
                          else sorted(rng.sample(every, args.per_module),
                                      key=lambda m: m.index))
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
                    out.write(_row(m, outcome))
                    out.flush()
    finally:
        if out:
            out.close()
        shutil.rmtree(copy, ignore_errors=True)
    print(report(results, equivalents()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

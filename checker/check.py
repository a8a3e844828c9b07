"""`automa check`: run property suites and z3 probes, report findings and proofs.

A property or probe that finds a hole returns ``Draft`` findings that carry
their witness as situation-file text; this module writes each witness to the
output folder (never overwriting a file), replays it through the spec to make
sure it loads and decides, and prints the report.
"""

from __future__ import annotations

import importlib
import os
import stat
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from spec.core.findings import Finding, FindingKind, Proof

from . import games, registry
from .errors import InputError
from .rulesets import in_force
from .games import Json
from .render import dumps

QUICK_EXAMPLES = 60
THOROUGH_EXAMPLES = 1000


@dataclass(frozen=True)
class Draft:
    """A finding before its witness is written: the witness is file text."""

    kind: FindingKind
    clauses: tuple[str, ...]
    summary: str
    witness_name: str  # file stem, e.g. "deck-moves-nothing"
    witness_toml: str
    ruling: str  # id of the Ruling that settles it, "" if none does


@dataclass(frozen=True)
class Outcome:
    """What one property or probe found."""

    drafts: tuple[Draft, ...] = ()
    proofs: tuple[Proof, ...] = ()
    examples: int = 0  # situations or games examined
    # What the check saw, one line each, for the report (not findings).
    details: tuple[str, ...] = ()


@dataclass(frozen=True)
class Check:
    """A property suite member or a z3 probe, registered per game."""

    id: str
    game: str
    kind: str  # "property" or "probe"
    question: str
    clauses: tuple[str, ...]
    run: Callable[[int], Outcome]  # max examples → outcome


_CHECKS: dict[str, Check] = {}


def register(check: Check) -> Check:
    if check.id in _CHECKS:
        raise ValueError(f"check {check.id!r} registered twice")
    _CHECKS[check.id] = check
    return check


def checks(game: str) -> tuple[Check, ...]:
    """The game's checks; importing its check modules (its registry entry
    names them) registers them."""
    for module in registry.entry(game).checks:
        importlib.import_module(module)
    if f"{game}.unsettled-ties" not in _CHECKS:
        # Every game with rankings gets the generic search for ties no Ruling settles.
        from spec.core.priority import all_rankings

        from .properties.ties import tie_check

        games.load_rules(game)
        if all_rankings(game):
            register(tie_check(game))
    if f"{game}.readings-matter" not in _CHECKS:
        # Every game with Rulings gets the generic search for readings that matter.
        from spec.core.rulings import all_rulings

        from .properties.readings import readings_check

        games.load_rules(game)
        if all_rulings(game):
            register(readings_check(game))
    if f"{game}.no-option-applies" not in _CHECKS:
        # Every game gets the generic search for decisions that run out of options.
        from .properties.dead_ends import dead_end_check

        register(dead_end_check(game))
    return tuple(c for c in _CHECKS.values() if c.game == game)


@dataclass
class Report:
    findings: list[Finding] = field(default_factory=list)
    proofs: list[Proof] = field(default_factory=list)
    ran: list[dict[str, Json]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def prepare_out(out: Path) -> None:
    """Make the witness folder, or say plainly why it cannot be (before any
    check has run, so no long run ends in an error)."""
    try:
        out.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise InputError("this is a file, not a folder; give --out a folder (it is made "
                         "if missing)", file=str(out), field="--out") from None
    except OSError as e:
        raise InputError(f"cannot make the witness folder ({e.strerror or e})",
                         file=str(out), field="--out") from None
    if not out.is_dir():
        raise InputError("not a folder; give --out a folder (it is made if missing)",
                         file=str(out), field="--out")
    if not os.access(out, os.W_OK | os.X_OK):
        raise InputError("the witness folder cannot be written to", file=str(out),
                         field="--out")


# Witnesses are created, never overwritten, and never through a link: a
# name already taken by anything (a file, a folder, a link, dangling or not)
# moves on to the next free name.
_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)


def write_witness(out: Path, name: str, text: str) -> Path:
    """Write ``text`` to ``out/name.toml``; if that name is taken by anything
    else, use ``name-2.toml`` and so on. An identical regular file is reused."""
    prepare_out(out)
    data = text.encode("utf-8")
    n = 1
    while True:
        path = out / (f"{name}.toml" if n == 1 else f"{name}-{n}.toml")
        try:
            fd = os.open(path, _CREATE, 0o644)
        except FileExistsError:
            if _holds(path, data):
                return path
            n += 1
            continue
        except OSError as e:
            raise InputError(f"cannot write a witness ({e.strerror or e})", file=str(path),
                             field="--out") from None
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        return path


def _holds(path: Path, data: bytes) -> bool:
    """Whether ``path`` is a regular file (not a link) that holds exactly ``data``."""
    try:
        if not stat.S_ISREG(path.lstat().st_mode):
            return False
        with path.open("rb") as f:
            return f.read(len(data) + 1) == data
    except OSError:
        return False


def _replay(path: Path) -> str:
    """Load and decide the witness; "" if it replays, else what went wrong."""
    from .commands import run
    from .situation import read, unmet_expectations

    try:
        situation = read(path)
        decision = run(situation, situation.rulings)
    except InputError as e:
        return f"witness does not load: {e}"
    problems = unmet_expectations(decision)
    return f"witness does not replay: {'; '.join(problems)}" if problems else ""


def collect(game_names: tuple[str, ...], thorough: bool, out: Path,
            progress: Callable[[str], None] = lambda _: None) -> Report:
    report = Report()
    examples = THOROUGH_EXAMPLES if thorough else QUICK_EXAMPLES
    for name in game_names:
        games.get(name)
        for check in checks(name):
            start = time.perf_counter()
            progress(f"{check.kind} {check.id} ...")
            try:
                outcome = check.run(examples)
            except AssertionError as e:
                report.errors.append(f"{check.id}: {e}")
                report.findings.append(Finding(FindingKind.INVARIANT_BROKEN, check.clauses,
                                               f"{check.question} Broken: {e}", "", "",
                                               check.id, in_force().ruleset))
                continue
            seconds = time.perf_counter() - start
            for draft in outcome.drafts:
                witness = ""
                if draft.witness_toml:  # a finding about a Ruling may have no situation
                    path = write_witness(out, draft.witness_name, draft.witness_toml)
                    witness = str(path)
                    problem = _replay(path)
                    if problem:
                        report.errors.append(f"{check.id}: {problem}")
                report.findings.append(Finding(draft.kind, draft.clauses, draft.summary,
                                               witness, draft.ruling, check.id,
                                               in_force().ruleset))
            report.proofs += outcome.proofs
            report.ran.append({"id": check.id, "kind": check.kind, "question": check.question,
                               "examples": outcome.examples,
                               "findings": len(outcome.drafts), "proofs": len(outcome.proofs),
                               "seconds": round(seconds, 2), "details": list(outcome.details)})
            progress(f"  done in {seconds:.1f}s: {outcome.examples} examples, "
                     f"{len(outcome.drafts)} finding(s), {len(outcome.proofs)} proof(s)")
            for line in outcome.details:
                progress(f"    {line}")
    return report


def collect_quick(game: str, out: str) -> tuple[Report, float]:
    """One game's quick checks and the seconds they took: what the docs build
    runs for each game in a worker process of its own, while it writes the
    other pages (so its name and arguments are plain, for pickling)."""
    start = time.perf_counter()
    report = collect((game,), False, Path(out))
    return report, time.perf_counter() - start


def finding_id(game: str, f: Finding) -> str:
    """A finding's id, made from what it is (its kind, check, clauses and
    witness's name), so it holds across runs and builds while the finding
    stands: the docs' anchor, `check`'s output, `automa rules ID`."""
    import hashlib

    what = "|".join((f.kind.value, f.source, *f.clauses, Path(f.witness).name if f.witness
                     else f.ruling))
    return f"finding-{game}-{hashlib.sha256(what.encode()).hexdigest()[:10]}"


def game_of_finding(f: Finding) -> str:
    """The game a finding is of: its check's id begins with the game's name."""
    return f.source.split(".", 1)[0]


def finding_json(f: Finding) -> dict[str, Json]:
    return {"id": finding_id(game_of_finding(f), f), "kind": f.kind.value,
            "clauses": list(f.clauses), "summary": f.summary,
            "witness": f.witness, "ruling": f.ruling, "source": f.source,
            "ruleset": f.ruleset.value}


def finding_text(f: Finding, witness: str | None = None) -> list[str]:
    """A finding as `check` and `rules` print it; ``witness`` says where its
    witness is when not at the path the finding holds."""
    settled = f"settled by ruling {f.ruling}" if f.ruling else "NOT settled by any ruling"
    where = (witness or "-") if witness is not None else (
        f"{f.witness}  (replay: automa decide {f.witness})" if f.witness else "-")
    return [f"FINDING [{f.kind.value}, {f.ruleset.value} ruleset] {f.summary}",
            f"  id: {finding_id(game_of_finding(f), f)}  (check {f.source})",
            f"  clauses: {', '.join(f.clauses)}",
            f"  witness: {where}",
            f"  {settled}", ""]


def proof_json(p: Proof) -> dict[str, Json]:
    return {"probe": p.probe, "question": p.question, "clauses": list(p.clauses),
            "argument": p.argument}


def run_check(game: str | None, thorough: bool, out: Path, as_json: bool,
              ruleset_name: str | None = None) -> int:
    from spec import __version__

    from .commands import parse_ruleset
    from .rulesets import under

    names = (game,) if game else games.names()
    if game:
        games.get(game)
    ruleset = parse_ruleset(ruleset_name).ruleset

    def progress(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    prepare_out(out)
    with under(ruleset):
        report = collect(names, thorough, out, progress)
    unsettled = [f for f in report.findings if not f.ruling]
    if as_json:
        print(dumps({"games": list(names), "mode": "thorough" if thorough else "quick",
                     "version": __version__, "ruleset": ruleset.value,
                     "findings": [finding_json(f) for f in report.findings],
                     "proofs": [proof_json(p) for p in report.proofs],
                     "checks": list(report.ran), "errors": list(report.errors)}))
    else:
        print(f"\n{len(report.ran)} checks on {', '.join(names)} under the {ruleset.value} "
              f"ruleset (Automa {__version__}): {len(report.findings)} finding(s), "
              f"{len(report.proofs)} proof(s)\n")
        for f in report.findings:
            print("\n".join(finding_text(f)))
        for p in report.proofs:
            print(f"PROOF {p.probe}: {p.question}\n  {p.argument}\n")
        for e in report.errors:
            print(f"ERROR {e}")
    return 1 if unsettled or report.errors else 0

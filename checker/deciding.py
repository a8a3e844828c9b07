"""`automa decide`: a situation file's decision, what it rests on (the other
readings that move it) and whether it meets the file's expectations; with the
reading of `--ruling` and `--ruleset` that every command shares. Kept apart
from the other commands (checker/commands.py) so that a decide loads only what
it runs."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Sequence
from pathlib import Path

from spec.core import rulings as ruling_registry
from spec.core.rulings import Ruleset, Rulings, UnknownOption, UnknownRuleset, UnknownRuling, ruleset
from spec.core.trace import Trace

from . import games
from .errors import InputError, did_you_mean
from .games import Decision, Expectation, Json, Situation
from .render import decision_json, decision_myst, decision_text, dumps
from .situation import in_force, read, ruling_mistake, unmet


def parse_rulings(values: Sequence[str], base: Rulings = Rulings()) -> Rulings:
    """``ID=OPTION`` strings from the command line, validated, on top of ``base``."""
    rulings = base
    for value in values:
        rid, sep, option = value.partition("=")
        if not sep:
            raise InputError(f"expected ID=OPTION, got {value!r}", field="--ruling")
        try:
            rulings = rulings.with_choice(rid.strip(), option.strip())
        except (UnknownRuling, UnknownOption) as e:
            raise InputError(ruling_mistake(e), field="--ruling") from None
    return rulings


def parse_ruleset(name: str | None, base: Rulings = Rulings()) -> Rulings:
    """``base`` under the ruleset ``--ruleset`` names; ``base`` when none is named."""
    if name is None:
        return base
    try:
        return base.under(ruleset(name))
    except UnknownRuleset as e:
        raise InputError(str(e) + did_you_mean(name, (r.value for r in Ruleset)),
                         field="--ruleset") from None


def run(situation: Situation, rulings: Rulings, traced: bool = True) -> Decision:
    game = games.get(situation.game)
    trace = Trace(on=traced)
    heard: set[str] = set()
    answer = game.decide(situation, rulings.listening(heard), trace)
    shown = dataclasses.replace(situation, rulings=rulings)
    return Decision(shown, answer, trace, frozenset(heard))


def decide(file: Path, ruling_args: list[str], fmt: str, ruleset_name: str | None = None) -> int:
    situation = read(file)
    rulings = parse_rulings(ruling_args, parse_ruleset(ruleset_name, situation.rulings))
    decision = run(situation, rulings)
    checked, skipped = in_force(situation, rulings)
    failing = {e.label: unmet(e, decision) for e in checked}
    problems = [p for ps in failing.values() for p in ps]
    if fmt == "json":
        print(dumps({**decision_json(decision), "rests_on": rests_on(decision),
                     "expectations": {"checked": [e.label for e in checked],
                                      "not_checked": [{"table": e.label, "why": why}
                                                      for e, why in skipped],
                                      "unmet": list(problems)}}))
    elif fmt == "myst":
        print(decision_myst(decision))
    else:
        print(decision_text(decision))
        print("\n".join(rests_on_text(rests_on(decision))))
        print("\n".join(expectations_text(failing, skipped)))
    for p in problems:
        print(f"automa: the file's expected answer differs: {p}", file=sys.stderr)
    return 1 if problems else 0


def expectations_text(failing: dict[str, list[str]],
                      skipped: Sequence[tuple[Expectation, str]]) -> list[str]:
    """Which of the file's expectations this answer was checked against."""
    if not failing and not skipped:
        return []
    lines = ["", "Expected answers:"]
    lines += [f"  {label}: checked, " + ("differs (see below)" if ps else "holds")
              for label, ps in failing.items()]
    lines += [f"  {e.label}: not checked, as {why}" for e, why in skipped]
    return lines


def rests_on(decision: Decision) -> dict[str, Json]:
    """What an answer rests on, found by running it again: each Ruling of the
    game whose other reading changes the answer (and the fields it changes),
    the Rulings the trace consulted that no other reading moves, and the
    assumptions behind the clauses the trace cites."""
    from spec.core.provenance import all_assumptions

    situation, rulings = decision.situation, decision.situation.rulings
    moved: list[Json] = []
    # Only a Ruling the decision read can move it: only those are played again.
    for r in ruling_registry.all_rulings(situation.game):
        if r.id not in decision.read:
            continue
        current = rulings(r).value
        for o in r.options:
            if o.id == current:
                continue
            try:
                other = run(situation, rulings.with_choice(r.id, o.id), traced=False).answer
            except InputError as e:
                # The file replays moves; under another reading one of them
                # may be illegal: the position itself then rests on the reading.
                moved.append({"ruling": r.id, "reading": current, "other": o.id,
                              "changes": [], "position_cannot_arise": f"{e.field}: {e.detail}"})
                continue
            fields: list[Json] = [k for k in decision.answer
                                  if other.get(k) != decision.answer[k]]
            if fields:
                moved.append({"ruling": r.id, "reading": current, "other": o.id,
                              "changes": fields})
    movers = {m["ruling"] for m in moved if isinstance(m, dict)}
    consulted = sorted({c.partition("=")[0] for c in decision.trace.rulings_consulted} - movers)
    cited = {step.clause for step in decision.trace.steps}
    assumed: list[Json] = [a.id for a in all_assumptions(situation.game)
                           if cited.intersection(a.clauses)]
    return {"rulings": moved, "consulted_without_effect": list(consulted),
            "assumptions": assumed}


def rests_on_text(basis: dict[str, Json]) -> list[str]:
    """``rests_on`` as the closing lines of `automa decide`."""
    moved, quiet, assumed = (basis["rulings"], basis["consulted_without_effect"],
                             basis["assumptions"])
    assert isinstance(moved, list) and isinstance(quiet, list) and isinstance(assumed, list)
    lines = ["", "Rests on:"]
    for m in moved:
        assert isinstance(m, dict) and isinstance(m["changes"], list)
        if "position_cannot_arise" in m:
            lines.append(f"  {m['ruling']}, read {m['reading']}: read {m['other']}, the "
                         f"position cannot arise ({m['position_cannot_arise']})")
            continue
        lines.append(f"  {m['ruling']}, read {m['reading']}: read {m['other']}, it changes "
                     + ", ".join(str(f).replace("_", " ") for f in m["changes"]))
    if not moved:
        lines.append("  no open question: no other reading of any ruling changes this answer")
    if quiet:
        lines.append("  consulted, but no other reading changes the answer: "
                     + ", ".join(map(str, quiet)))
    if assumed:
        lines.append("  assumptions behind the clauses it cites: " + ", ".join(map(str, assumed)))
    return lines

"""Traces and decisions as text (terminal), JSON (machines) and MyST (docs)."""

from __future__ import annotations

from spec.core.rulings import DEFAULT_RULESET
from spec.core.trace import Rejected, Step, Trace, Value

from .games import Decision, Json


def step_json(step: Step) -> dict[str, Json]:
    out: dict[str, Json] = {"clause": step.clause, "text": step.text}
    if step.question:
        out["question"] = step.question
    if step.candidates:
        out["candidates"] = list(step.candidates)
    if step.winner:
        out["winner"] = step.winner
    if step.rejected:
        out["rejected"] = [_rejected_json(r) for r in step.rejected]
    if step.tied:
        out["tied"] = list(step.tied)
    if step.ruling:
        out["ruling"] = step.ruling
    if step.changes:
        out["changes"] = [{"subject": c.subject, "quantity": c.quantity,
                           "before": _value(c.before), "after": _value(c.after)}
                          for c in step.changes]
    if step.procedure:
        out["procedure"] = step.procedure
    return out


def _value(v: Value) -> Json:
    return list(v) if isinstance(v, tuple) else v


def _rejected_json(r: Rejected) -> dict[str, Json]:
    out: dict[str, Json] = {"candidate": r.candidate, "reason": r.reason}
    if r.values:
        # Each key's value for this candidate against the winner's.
        out["keys"] = [{"key": k, "value": _value(v), "winner": _value(w)}
                       for k, v, w in r.values]
    return out


def trace_json(trace: Trace) -> list[Json]:
    return [step_json(s) for s in trace.steps]


def decision_json(decision: Decision) -> dict[str, Json]:
    s = decision.situation
    return {
        "game": s.game,
        "situation": s.file,
        "title": s.title,
        "question": s.question,
        "decide": s.kind,
        "version": _version(),
        "ruleset": s.rulings.ruleset.value,
        "rulings": dict(decision.situation.rulings.chosen),
        "decision": decision.answer,
        "trace": trace_json(decision.trace),
    }


def _version() -> str:
    from spec import __version__

    return __version__


def dumps(value: Json) -> str:
    import json  # only JSON output needs it

    return json.dumps(value, indent=2, ensure_ascii=False)


def plain(v: Json) -> str:
    """A JSON value as a person reads it: lists joined, yes/no, "none"."""
    if isinstance(v, dict):
        return "; ".join(f"{k.replace('_', ' ')} {plain(x)}" for k, x in v.items())
    if isinstance(v, list):
        if any(isinstance(x, (list, dict)) for x in v):
            return " | ".join(plain(x) for x in v)
        return ", ".join(plain(x) for x in v) if v else "none"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if v == "":
        return "none"
    return str(v)


def steps_text(trace: Trace, indent: str = "", first: int = 1) -> list[str]:
    """The steps as numbered lines, numbering from ``first``."""
    lines = []
    for n, step in enumerate(trace.steps, start=first):
        lines.append(f"{indent}{n:>2}. {step.text}  [{step.clause}]")
        # A check's other answer lost for the reason its line already gives.
        for r in () if step.is_check else step.rejected:
            lines.append(f"{indent}      - {r.candidate}: {r.reason}")
        if step.ruling:
            lines.append(f"{indent}      ruling in force: {step.ruling}")
    return lines


def decision_text(decision: Decision) -> str:
    s = decision.situation
    lines = [f"{s.title}  ({s.file})"]
    if s.question:
        lines.append(f"Q: {s.question}")
    lines.append(f"Answered under the {s.rulings.named} (Automa {_version()})")
    lines.append("")
    lines += steps_text(decision.trace)
    lines.append("")
    lines.append("Decision:")
    for key, value in decision.answer.items():
        lines.append(f"  {key.replace('_', ' ')}: {plain(value)}")
    return "\n".join(lines)


def decision_myst(decision: Decision) -> str:
    """Markdown for the docs: the question, the numbered steps with clause
    links, and the answer as a table."""
    s = decision.situation
    lines = []
    if s.question:
        lines += [f"**Question.** {s.question}", ""]
    if s.rulings.chosen:
        chosen = ", ".join(f"`{k}` = `{v}`" for k, v in s.rulings.chosen)
        lines += [f"**Ruleset:** {s.rulings.ruleset.value}; **readings chosen over it:** "
                  f"{chosen}", ""]
    elif s.rulings.ruleset is not DEFAULT_RULESET:
        lines += [f"**Ruleset:** {s.rulings.ruleset.value}", ""]
    for n, step in enumerate(decision.trace.steps, start=1):
        lines.append(f"{n}. {step.text} ({{ref}}`{step.clause} <{step.clause}>`)")
        for r in () if step.is_check else step.rejected:
            lines.append(f"   - *{r.candidate}*: {r.reason}")
        if step.ruling:
            rid = step.ruling.split("=", 1)[0]
            lines.append(f"   - ruling in force: {{ref}}`{step.ruling} <{rid}>`")
    lines += ["", "| field | answer |", "| --- | --- |"]
    for key, value in decision.answer.items():
        lines.append(f"| {key.replace('_', ' ')} | {plain(value)} |")
    return "\n".join(lines)

"""Traces and decisions as text (terminal), JSON (machines) and MyST (docs)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

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
        if isinstance(value, list) and any(isinstance(x, str) and ", " in x for x in value):
            # Items with commas of their own (moves in words): one a line.
            lines.append(f"  {key.replace('_', ' ')}:")
            lines += [f"    - {plain(x)}" for x in value]
            continue
        lines.append(f"  {key.replace('_', ' ')}: {plain(value)}")
    return "\n".join(lines)


# --------------------------------------------------------------------------
# MyST, as the docs show traces and answers

# Characters that would start MyST markup inside a paragraph or a table cell.
MYST_SPECIAL = "\\`*_[]<>|{}#"


def myst_escape(text: str) -> str:
    """Text from the spec, shown as written in a MyST paragraph, list item or
    table cell: every character that could start markup is escaped."""
    return "".join("\\" + ch if ch in MYST_SPECIAL else ch for ch in str(text))


def myst_cell(text: str) -> str:
    """A table cell's MyST on one line, its pipes escaped so that none can end
    the cell. A pipe already escaped (``\\|``) is escaped again: the table
    parser takes any pipe after a backslash as part of the cell and drops that
    one backslash, so both read as a pipe."""
    return " ".join(str(text).splitlines()).replace("|", "\\|")


def myst_table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    """A MyST table, then a blank line. Cells are MyST already (escape text with
    ``myst_escape``); each is made safe for the table with ``myst_cell``. A row
    whose number of cells differs from the header's is an error, since the
    table parser would silently drop (or invent) cells."""
    lines = ["| " + " | ".join(myst_cell(h) for h in header) + " |",
             "|" + " --- |" * len(header)]
    for row in rows:
        if len(row) != len(header):
            raise ValueError(f"a table row has {len(row)} cells for {len(header)} columns: "
                             f"{list(row)!r}")
        lines.append("| " + " | ".join(myst_cell(c) or " " for c in row) + " |")
    return lines + [""]


def myst_numbered(items: Iterable[tuple[str, Sequence[str]]], first: int = 1) -> list[str]:
    """A numbered list, each item a line of MyST and its sub-bullets. The
    sub-bullets are indented by the width of their item's marker ("9. " is 3
    wide, "10. " 4), so they stay inside the item whatever its number and the
    list never restarts."""
    lines = []
    for n, (text, subs) in enumerate(items, start=first):
        marker = f"{n}. "
        lines.append(marker + " ".join(text.splitlines()))
        lines += [" " * len(marker) + "- " + " ".join(s.splitlines()) for s in subs]
    return lines


def myst_ref(target: str, shown: str | None = None) -> str:
    """A {ref} role; the shown text may hold no backtick nor angle bracket."""
    text = target if shown is None else shown
    text = text.replace("`", "'").replace("<", "\u2039").replace(">", "\u203a")
    return f"{{ref}}`{text} <{target}>`"


def decision_myst(decision: Decision) -> str:
    """Markdown for the docs: the question, the numbered steps with clause
    links, and the answer as a table."""
    s = decision.situation
    lines = []
    if s.question:
        lines += [f"**Question.** {myst_escape(s.question)}", ""]
    if s.rulings.chosen:
        chosen = ", ".join(f"`{k}` = `{v}`" for k, v in s.rulings.chosen)
        lines += [f"**Ruleset:** {s.rulings.ruleset.value}; **readings chosen over it:** "
                  f"{chosen}", ""]
    elif s.rulings.ruleset is not DEFAULT_RULESET:
        lines += [f"**Ruleset:** {s.rulings.ruleset.value}", ""]
    steps = []
    for step in decision.trace.steps:
        subs = [f"*{myst_escape(r.candidate)}*: {myst_escape(r.reason)}"
                for r in (() if step.is_check else step.rejected)]
        if step.ruling:
            subs.append(f"ruling in force: {myst_ref(step.ruling.split('=', 1)[0], step.ruling)}")
        steps.append((f"{myst_escape(step.text)} ({myst_ref(step.clause, step.clause)})", subs))
    lines += myst_numbered(steps)
    lines += [""]
    lines += myst_table(("field", "answer"),
                        [(myst_escape(key.replace("_", " ")), myst_escape(plain(value)))
                         for key, value in decision.answer.items()])
    return "\n".join(lines).rstrip("\n")

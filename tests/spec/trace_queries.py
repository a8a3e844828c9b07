"""Reading a trace in tests: the changes it claims and the step that chose."""

from __future__ import annotations

from spec.core.trace import Change, Step, Trace


def changes(trace: Trace, clause: str | None = None) -> list[Change]:
    """Every Change the trace reports (of steps citing ``clause``, if given)."""
    return [ch for s in trace.steps if s.kind == "change" and (clause is None or
                                                               s.clause == clause)
            for ch in s.changes]


def change(trace: Trace, subject: str, quantity: str) -> Change:
    """The one Change of ``subject``'s ``quantity``."""
    (found,) = [ch for ch in changes(trace) if (ch.subject, ch.quantity) == (subject, quantity)]
    return found


def chosen_by(trace: Trace, procedure: str) -> Step:
    """The step of ``procedure`` that names the winner (a Ranking may also
    report the keys that left candidates level, in steps of their own)."""
    (step,) = [s for s in trace.steps if s.procedure == procedure and s.winner]
    return step

"""Traces: what a decision did, step by step, each step citing its clause.

A ``Trace`` is a collector passed down through a decision. With ``on`` false it
records nothing, and callers skip building step texts altogether (they guard
with ``if trace.on``), so an untraced decision costs almost nothing extra.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Rejected:
    """A candidate that lost, and why."""

    candidate: str
    reason: str


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a decision.

    ``text`` is the one-line account a player reads; ``question``,
    ``candidates``, ``winner`` and ``rejected`` are filled in when the step
    chose between options. ``ruling`` names the Ruling consulted (as
    ``id=option``) when the text alone did not settle the step.
    """

    clause: str
    text: str
    question: str = ""
    candidates: tuple[str, ...] = ()
    winner: str = ""
    rejected: tuple[Rejected, ...] = ()
    ruling: str = ""


@dataclass(slots=True)
class Trace:
    on: bool = True
    steps: list[Step] = field(default_factory=list)

    def add(self, step: Step) -> None:
        if self.on:
            self.steps.append(step)

    def note(self, clause: str, text: str) -> None:
        """Record a plain step: no choice was made."""
        if self.on:
            self.steps.append(Step(clause, text))

    @property
    def rulings_consulted(self) -> tuple[str, ...]:
        return tuple(s.ruling for s in self.steps if s.ruling)


def silent() -> Trace:
    """A trace that records nothing: for simulations and benchmarks."""
    return Trace(on=False)

"""Traces: what a decision did, step by step, each step citing its clause.

A step is one of three things, and says which (``Step.kind``):

- a **choice**: the candidates, the winner, and each loser with the values
  that beat it; written by the mechanism that chose (``Ranking``,
  ``first_feasible``, ``Procedure``, ``Trace.check``), never by hand beside
  it. A *check* is the smallest choice, between "yes" and "no": a rule's
  condition tested on the state, with the values it read, returning the
  outcome the code then acts on;
- a **change**: what changed in the state, before and after (``Change``);
  written where the change is made, from the values it is made with;
- a **note**: free text. Notes are the exception; they may say why, never
  claim that something changed.

A ``Trace`` is a collector passed down through a decision. With ``on`` false it
records nothing, and callers skip building step texts altogether (they guard
with ``if trace.on``), so an untraced decision costs almost nothing extra.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields

# What a key or a changed quantity reads as: a number, a name, or a tuple of them.
Value = int | str | tuple[int | str, ...]


@dataclass(frozen=True, slots=True)
class Rejected:
    """A candidate that lost, and why.

    ``values`` are the key values that beat it (``(key name, its value,
    the winner's value)``), when a ranking chose; empty when a condition
    failed (``reason`` says which).
    """

    candidate: str
    reason: str
    values: tuple[tuple[str, Value, Value], ...] = ()


@dataclass(frozen=True, slots=True)
class Change:
    """One quantity of one subject, before and after: "player 1", "coins", 5, 2."""

    subject: str
    quantity: str
    before: Value
    after: Value

    @property
    def text(self) -> str:
        b, a = self.before, self.after
        return (f"{self.subject}'s {self.quantity}: "
                f"{show_value(b) if b.__class__ is tuple else b} -> "
                f"{show_value(a) if a.__class__ is tuple else a}")


def listed(items: Iterable[object], none: str = "none") -> str:
    """Items as a trace's text names them: "green, green, red", or ``none``
    when there are none (never a Python list's brackets and quotes)."""
    words = [str(x) for x in items]
    return ", ".join(words) if words else none


def show_value(v: Value) -> str:
    """A key's or a quantity's value as a trace line prints it."""
    if isinstance(v, tuple):
        return "[" + ", ".join(map(str, v)) + "]" if v else "none"
    return str(v)


# Not slotted, unlike the other records here: a slotted dataclass cannot keep
# its defaults as class attributes, and whole traced games build thousands of
# steps that set only three fields (see ``_plain``).
@dataclass(frozen=True)
class Step:
    """One step of a decision.

    ``text`` is the one-line account a player reads; ``question``,
    ``candidates``, ``winner`` and ``rejected`` are filled in when the step
    chose between options; ``changes`` when it changed the state.
    ``ruling`` names the Ruling consulted (as ``id=option``) when the text
    alone did not settle the step; ``tied`` the candidates the keys left
    level before it did. ``procedure`` is the id of the Ranking or Procedure
    that made the choice.
    """

    clause: str
    text: str
    question: str = ""
    candidates: tuple[str, ...] = ()
    winner: str = ""
    rejected: tuple[Rejected, ...] = ()
    ruling: str = ""
    changes: tuple[Change, ...] = ()
    procedure: str = ""
    tied: tuple[str, ...] = ()

    @property
    def is_check(self) -> bool:
        """A condition tested (``Trace.check``): its one loser is the other
        answer, for the reason the text already gives."""
        return self.candidates == _YES_NO and len(self.rejected) == 1

    @property
    def kind(self) -> str:
        """"choice", "change" or "note"."""
        if self.changes:
            return "change"
        if self.question or self.candidates or self.ruling:
            return "choice"
        return "note"


_YES_NO = ("yes", "no")
_NO_YES = ("no", "yes")
_new = object.__new__


def _fast(**fields: object) -> Step:
    """``Step(**fields)``, built several times faster: whole traced games
    record thousands of notes, changes and checks, and a frozen dataclass's
    own ``__init__`` sets each of its ten fields through ``object.__setattr__``.
    The fields not given keep their class defaults."""
    step = _new(Step)
    step.__dict__.update(fields)
    return step


def _plain(clause: str, text: str, changes: tuple[Change, ...]) -> Step:
    """A note (no ``changes``) or a change step."""
    return _fast(clause=clause, text=text, changes=changes)


class _ChangeStep(Step):
    """A change step whose text is written out the first time it is read.

    A traced whole game records thousands of changes and most are never
    shown; the text is the head the rule gave and each change in words,
    exactly as ``Trace.change`` would have joined them at once."""

    # Equal to a Step with the same fields, as if it were one (a dataclass's
    # own __eq__ asks for the very same class).
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Step):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in _STEP_FIELDS)

    __hash__ = Step.__hash__

    def __getattr__(self, name: str) -> str:
        attrs = self.__dict__
        if name != "text" or "_head" not in attrs:
            raise AttributeError(name)
        head, changes = attrs["_head"], attrs["changes"]
        shown = changes[0].text if len(changes) == 1 else "; ".join(c.text for c in changes)
        attrs["text"] = text = f"{head} ({shown})" if head and shown else head or shown
        return text


_STEP_FIELDS = tuple(f.name for f in fields(Step))


def _change(clause: str, head: str, changes: tuple[Change, ...]) -> Step:
    step = _new(_ChangeStep)
    step.__dict__.update(clause=clause, _head=head, changes=changes)
    return step


@dataclass(slots=True)
class Trace:
    on: bool = True
    steps: list[Step] = field(default_factory=list)

    def add(self, step: Step) -> None:
        if self.on:
            self.steps.append(step)

    def note(self, clause: str, text: str) -> None:
        """Record a plain step: no choice was made, nothing is claimed to change."""
        if self.on:
            self.steps.append(_plain(clause, text, ()))

    def change(self, clause: str, text: str, *changes: Change) -> None:
        """Record a state change, as made: each ``Change`` from the values used."""
        if self.on:
            self.steps.append(_change(clause, text, changes) if changes else
                              _plain(clause, text, changes))

    def check(self, clause: str, question: str, holds: bool,
              because: str | Callable[[], str]) -> bool:
        """Record a rule's condition as tested on the state, and return
        ``holds`` so the caller branches on the very value recorded.

        The step is a choice between "yes" and "no": the winner is the outcome,
        and the other answer is rejected for ``because`` (the values the test
        read, as text; a callable is called only when tracing). Pass the
        condition the code acts on, never a constant: a step that could not
        have come out otherwise shows nothing.
        """
        if self.on:
            why = because() if callable(because) else because
            won, lost = _YES_NO if holds else _NO_YES
            self.steps.append(_fast(clause=clause, text=f"{question} {won}: {why}",
                                    question=question, candidates=_YES_NO, winner=won,
                                    rejected=(Rejected(lost, why),)))
        return holds

    @property
    def rulings_consulted(self) -> tuple[str, ...]:
        return tuple(s.ruling for s in self.steps if s.ruling)


def silent() -> Trace:
    """A trace that records nothing: for simulations and benchmarks."""
    return Trace(on=False)

"""The two helpers nearly every bot decision is made of.

``first_feasible`` tries options in order until one can be carried out.
``rank`` keeps the best candidates key by key; when the keys leave a tie it
never picks quietly: it asks the active Rulings which tie-break is in force,
and the trace records that a Ruling decided.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, TypeVar

from .rulings import Ruling, Rulings
from .trace import Rejected, Step, Trace

if TYPE_CHECKING:
    # Anything ``min`` can order: numbers, strings, tuples of them.
    from _typeshed import SupportsRichComparison as Comparable

T = TypeVar("T")


def first_feasible(
    options: Sequence[T],
    why_not: Callable[[T], str],
    *,
    clause: str,
    question: str,
    label: Callable[[T], str] = str,
    trace: Trace,
    otherwise: str = "none of the options is possible",
) -> T | None:
    """The first option for which ``why_not`` returns "" (it is feasible).

    ``why_not`` returns the reason an option cannot be carried out, or "".
    Returns None when no option is feasible; the trace says why each failed
    and what happens then (``otherwise``).
    """
    rejected: list[Rejected] = []
    for option in options:
        reason = why_not(option)
        if not reason:
            if trace.on:
                trace.add(
                    Step(
                        clause,
                        f"{question} {label(option)}.",
                        question,
                        tuple(label(o) for o in options),
                        label(option),
                        tuple(rejected),
                    )
                )
            return option
        if trace.on:
            rejected.append(Rejected(label(option), reason))
    if trace.on:
        trace.add(
            Step(
                clause,
                f"{question} {otherwise}.",
                question,
                tuple(label(o) for o in options),
                "",
                tuple(rejected),
            )
        )
    return None


def rank(
    candidates: Sequence[T],
    keys: Sequence[tuple[str, Callable[[T], Comparable]]],
    *,
    clause: str,
    question: str,
    tie: Ruling,
    tie_breaks: Mapping[str, Callable[[Sequence[T]], T]],
    rulings: Rulings,
    label: Callable[[T], str] = str,
    trace: Trace,
) -> T:
    """The best candidate: lowest value of each key in turn.

    Each key is ``(name, value)``; a smaller value is better. Candidates are
    kept only if they equal the best value of the current key. When more than
    one survives every key, ``tie`` is consulted and the tie-break registered
    for its active option picks the winner.
    """
    if not candidates:
        raise ValueError(f"{clause}: rank() needs at least one candidate")
    alive = list(candidates)
    rejected: list[Rejected] = []
    for name, value in keys:
        if len(alive) == 1:
            break
        best = min(value(c) for c in alive)
        kept = []
        for c in alive:
            v = value(c)
            if v == best:
                kept.append(c)
            elif trace.on:
                rejected.append(Rejected(label(c), f"{name} {v} (the best has {best})"))
        alive = kept
    ruling_used = ""
    if len(alive) == 1:
        winner = alive[0]
    else:
        choice = rulings(tie)
        winner = tie_breaks[choice](alive)
        ruling_used = f"{tie.id}={choice}"
        if trace.on:
            for c in alive:
                if c is not winner:
                    rejected.append(
                        Rejected(label(c), f"tied on every key; ruling {ruling_used} chose another")
                    )
    if trace.on:
        tied = f" (a tie, settled by ruling {ruling_used})" if ruling_used else ""
        trace.add(
            Step(
                clause,
                f"{question} {label(winner)}{tied}.",
                question,
                tuple(label(c) for c in candidates),
                label(winner),
                tuple(rejected),
                ruling_used,
            )
        )
    return winner

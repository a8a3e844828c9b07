"""Asking z3, for the probes of every game: an answer is "sat" or "unsat",
never "unknown", and a proof is reported only once its preconditions are
known to be satisfiable.

A probe may keep its models in a ``z3.Context`` of its own, so that what
z3 answers (the model it picks for a witness) does not depend on what other
probes asked before in the same process; the helpers here work in the
context of the constraints they are given.
"""

from __future__ import annotations

from collections.abc import Sequence

import z3

# A generous bound: the models are tiny, and an "unknown" must never pass
# for an answer.
TIMEOUT_MS = 20_000


def solver(ctx: z3.Context | None = None) -> z3.Solver:
    """A solver with the timeout, in ``ctx`` (z3's main context if None)."""
    s = z3.Solver(ctx=ctx)
    s.set("timeout", TIMEOUT_MS)
    return s


def answer(s: z3.Solver) -> str:
    """"sat" or "unsat" for the solver's constraints; "unknown" raises."""
    result = s.check()
    if result == z3.unknown:
        raise AssertionError(f"z3 could not decide ({s.reason_unknown()})")
    return "sat" if result == z3.sat else "unsat"


def solve(constraints: Sequence[z3.BoolRef]) -> str:
    """"sat" or "unsat"; anything else is an error, never an answer."""
    s = solver(constraints[0].ctx if constraints else None)
    s.add(*constraints)
    return answer(s)


def require_sat(preconditions: Sequence[z3.BoolRef], what: str) -> None:
    """Fail unless the preconditions alone can hold: a proof built on
    unsatisfiable preconditions would be vacuous."""
    if solve(preconditions) != "sat":
        raise AssertionError(f"{what}: the preconditions alone are unsat, so any proof "
                             f"would be vacuous")

"""Priority procedures as data: ordered branches that code runs and docs draw.

Many bot rules read "try this; if it cannot be done, try that; otherwise ...".
A ``Procedure`` lists those branches once. The spec runs it with ``follow``
(the first branch whose condition holds wins, and the trace says why each
earlier one failed), and the docs draw the same object as a flowchart, so the
diagram cannot drift from the code.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .clauses import game_of
from .priority import first_feasible
from .trace import Trace


@dataclass(frozen=True, slots=True)
class Branch:
    id: str
    condition: str  # the question, as a player would ask it
    outcome: str  # what happens when the answer is yes
    clause: str


@dataclass(frozen=True, slots=True)
class Procedure:
    id: str
    title: str
    clause: str
    branches: tuple[Branch, ...]
    otherwise: str  # what happens when no branch applies

    def branch(self, branch_id: str) -> Branch:
        for b in self.branches:
            if b.id == branch_id:
                return b
        raise KeyError(f"{self.id} has no branch {branch_id!r}")


_PROCEDURES: dict[str, Procedure] = {}


def procedure(id: str, title: str, clause: str, branches: tuple[Branch, ...],
              otherwise: str) -> Procedure:
    if id in _PROCEDURES:
        raise ValueError(f"procedure {id!r} is defined twice")
    new = Procedure(id, title, clause, branches, otherwise)
    _PROCEDURES[id] = new
    return new


def all_procedures(game: str | None = None) -> tuple[Procedure, ...]:
    return tuple(p for p in _PROCEDURES.values()
                 if game is None or game_of(p.id) == game)


def follow(proc: Procedure, why_not: Callable[[Branch], str], trace: Trace,
           question: str | Callable[[], str] = "", clause: str = "",
           only: Sequence[str] | None = None, cite_branch: bool = False) -> Branch | None:
    """The first branch whose condition holds (``why_not`` returns "").

    ``clause`` cites a more specific clause than the procedure's own, for a
    procedure shared by several rules (Women and Hunters, say);
    ``cite_branch`` cites the winning branch's own clause instead. ``only``
    names the branches this case has (a card with one option before Rest
    has no second to try), so the trace never lists a branch that is absent.
    ``question`` may be a function that writes it, called only when tracing.
    """
    branches = proc.branches if only is None else tuple(b for b in proc.branches
                                                        if b.id in only)
    return first_feasible(branches, why_not, clause=clause or proc.clause,
                          question=question or f"{proc.title}:",
                          label=lambda b: b.outcome, trace=trace, otherwise=proc.otherwise,
                          procedure=proc.id,
                          clause_of=(lambda b: b.clause) if cite_branch else None)

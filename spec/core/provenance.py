"""Provenance of data, and the assumptions the project had to make.

Every datum the rules lean on but do not state is recorded here as an
``Assumption`` with its provenance, so that the docs can list them and an
owner of the game can correct one in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .clauses import game_of


class Provenance(StrEnum):
    RULES_TEXT = "rules-text"  # stated in a seed
    COMMUNITY = "community"  # from the public reference data
    ASSUMED = "assumed"  # the project's own modelling choice


@dataclass(frozen=True, slots=True)
class Assumption:
    id: str
    statement: str
    provenance: Provenance
    clauses: tuple[str, ...]

    @property
    def game(self) -> str:
        return game_of(self.id)


_ASSUMPTIONS: dict[str, Assumption] = {}


def assume(id: str, statement: str, provenance: Provenance, *clauses: str) -> Assumption:
    if id in _ASSUMPTIONS:
        raise ValueError(f"assumption id {id!r} is defined twice")
    new = Assumption(id, " ".join(statement.split()), provenance, clauses)
    _ASSUMPTIONS[id] = new
    return new


def all_assumptions(game: str | None = None) -> tuple[Assumption, ...]:
    return tuple(a for a in _ASSUMPTIONS.values() if game is None or a.game == game)

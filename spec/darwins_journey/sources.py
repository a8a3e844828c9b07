"""Where each datum of Darwin's Journey comes from.

Every collection in this package is paired with a ``Source`` (its provenance,
where to look, and the assumptions that qualify it), and every single number
is a ``Sourced`` value. The three provenances are the project's own
(``spec.core.provenance``): ``rules-text`` is stated in the rulebook
(``shared/seeds/002_c2bb59e7f29bd312.txt``), ``community`` comes from the fan
data in ``shared/reference-data/darwins-journey-fan-engine``, ``assumed`` is a
choice this project made and registered with ``assume``.

Where the rulebook and the fan data disagree, the rulebook wins; the
disagreement is written in a comment in the module that holds the datum and
registered as an assumption (with provenance ``rules-text``, because the
value kept is the rulebook's), so that the docs list it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from spec.core.provenance import Provenance, assume

T = TypeVar("T")

# How a datum the rulebook states cites it: by the document, never its file.
RULEBOOK = "Darwin's Journey rulebook"
FAN_DATA = "fan data (reference-data/darwins-journey-fan-engine)"
ASSUMPTION_PREFIX = "darwins_journey.data."


@dataclass(frozen=True, slots=True)
class Source:
    """Where a datum or a whole collection comes from.

    ``assumptions`` names the registered assumptions that qualify it: a
    disagreement settled for the rulebook, a gap filled, or a reading chosen.
    """

    provenance: Provenance
    where: str
    assumptions: tuple[str, ...] = ()


def rulebook(section: str, *assumptions: str) -> Source:
    """A fact the rulebook states, in the named section."""
    return Source(Provenance.RULES_TEXT, f"{RULEBOOK}, {section}", assumptions)


def fan_data(file: str, *assumptions: str) -> Source:
    """A fact only the fan data gives, in the named file."""
    return Source(Provenance.COMMUNITY, f"{FAN_DATA}, {file}", assumptions)


def chosen(assumption: str) -> Source:
    """A value neither source gives: the project's choice, explained by the assumption."""
    return Source(Provenance.ASSUMED, assumption, (assumption,))


@dataclass(frozen=True, slots=True)
class Sourced(Generic[T]):
    """One value together with its source."""

    value: T
    source: Source

    @property
    def provenance(self) -> Provenance:
        return self.source.provenance


@dataclass(frozen=True, slots=True)
class ByPlayers:
    """A number that depends on the player count; ``solo`` is the one-player game."""

    solo: int
    two: int
    three: int
    four: int

    def __call__(self, players: int) -> int:
        if players == 1:
            return self.solo
        if players == 2:
            return self.two
        if players == 3:
            return self.three
        if players == 4:
            return self.four
        raise ValueError(f"Darwin's Journey is for 1 to 4 players, not {players}")


def register(name: str, statement: str, provenance: Provenance, *clauses: str) -> str:
    """Register a data assumption ``darwins_journey.data.<name>``, bearing on
    the clauses named by id, and return its id."""
    return assume(ASSUMPTION_PREFIX + name, statement, provenance, *clauses).id


MODEL_PREFIX = "darwins_journey.model."


def register_model(name: str, statement: str, *clauses: str) -> str:
    """Register a choice the rules engine makes where the rulebook is silent,
    ``darwins_journey.model.<name>``, bearing on the clauses named by id, and
    return its id."""
    return assume(MODEL_PREFIX + name, statement, Provenance.ASSUMED, *clauses).id

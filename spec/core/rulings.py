"""Rulings: where the text is ambiguous, silent or contradicts itself.

A Ruling lists its readings (options) and a default. Spec functions ask the
active ``Rulings`` which reading is in force; the CLI and the checker switch
them. Nothing in the spec picks a reading quietly.

Readings are typed: each Ruling names a ``Reading`` enumeration, one member
per option, so the spec compares ``rulings(R) is Wrap.LOOP`` and a misspelt
reading is a type error (and an ``AttributeError`` at run time), never a
string comparison that is silently false. ``ruling()`` checks, when the
rules module loads, that the enumeration and the options name the same
readings.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Generic, TypeVar

from .clauses import game_of


class RulingKind(StrEnum):
    AMBIGUOUS = "ambiguous"
    SILENT = "silent"
    CONTRADICTION = "contradiction"
    SOURCE_DIVERGENCE = "source-divergence"


class Reading(StrEnum):
    """The readings of one Ruling; each game's rulings subclass it once per Ruling."""


R = TypeVar("R", bound=Reading)
R_co = TypeVar("R_co", bound=Reading, covariant=True)


@dataclass(frozen=True, slots=True)
class Option:
    id: str
    reading: str
    rationale: str


@dataclass(frozen=True, slots=True)
class Ruling(Generic[R_co]):
    id: str
    question: str
    kind: RulingKind
    options: tuple[Option, ...]
    default: R_co
    clauses: tuple[str, ...]
    # Example file (relative to the project root) whose outcome depends on it.
    witness: str
    readings: type[R_co]

    def option(self, option_id: str) -> Option:
        for o in self.options:
            if o.id == option_id:
                return o
        raise UnknownOption(self, option_id)

    def reading(self, option_id: str) -> R_co:
        """The typed reading named ``option_id``; raises UnknownOption."""
        self.option(option_id)
        return self.readings(option_id)

    def cite(self, reading: Reading) -> str:
        """The notation a trace uses for this Ruling read one way: ``id=option``."""
        return f"{self.id}={reading.value}"

    @property
    def game(self) -> str:
        return game_of(self.id)


class UnknownRuling(LookupError):
    def __init__(self, ruling_id: str) -> None:
        super().__init__(f"no ruling is called {ruling_id!r}")
        self.ruling_id = ruling_id


class UnknownOption(LookupError):
    def __init__(self, ruling: Ruling[Reading], option_id: str) -> None:
        choices = ", ".join(o.id for o in ruling.options)
        super().__init__(
            f"ruling {ruling.id!r} has no option {option_id!r} (choose one of: {choices})"
        )
        self.ruling = ruling
        self.option_id = option_id


_RULINGS: dict[str, Ruling[Reading]] = {}


def ruling(
    id: str,
    question: str,
    kind: RulingKind,
    options: tuple[Option, ...],
    default: R,
    clauses: tuple[str, ...],
    witness: str,
) -> Ruling[R]:
    """Define a ruling and register it.

    ``default`` is a member of the Ruling's ``Reading`` enumeration; the
    options must name exactly that enumeration's members, in any order.
    """
    if id in _RULINGS:
        raise ValueError(f"ruling id {id!r} is defined twice")
    readings = type(default)
    named = [o.id for o in options]
    members = [m.value for m in readings]
    if sorted(named) != sorted(members) or len(set(named)) != len(named):
        raise ValueError(f"ruling {id!r}: its options {named} are not the readings "
                         f"{members} of {readings.__name__}")
    new = Ruling(id, " ".join(question.split()), kind, options, default, clauses, witness,
                 readings)
    _RULINGS[id] = new
    return new


def get(ruling_id: str) -> Ruling[Reading]:
    found = _RULINGS.get(ruling_id)
    if found is None:
        raise UnknownRuling(ruling_id)
    return found


def all_rulings(game: str | None = None) -> tuple[Ruling[Reading], ...]:
    return tuple(r for r in _RULINGS.values() if game is None or r.game == game)


@dataclass(frozen=True, slots=True)
class Rulings:
    """The readings in force: every ruling not named here uses its default."""

    chosen: tuple[tuple[str, str], ...] = ()

    @staticmethod
    def of(choices: Mapping[str, str]) -> Rulings:
        """Validated choices; raises UnknownRuling or UnknownOption."""
        for rid, oid in choices.items():
            get(rid).option(oid)
        return Rulings(tuple(sorted(choices.items())))

    def __call__(self, r: Ruling[R]) -> R:
        """The reading in force for ``r``."""
        for rid, oid in self.chosen:
            if rid == r.id:
                return r.readings(oid)
        return r.default

    def cite(self, r: Ruling[R]) -> str:
        """``id=option`` for the reading in force: how a trace names a consulted Ruling."""
        return r.cite(self(r))

    def with_choice(self, ruling_id: str, option_id: str) -> Rulings:
        return Rulings.of({**dict(self.chosen), ruling_id: option_id})


DEFAULTS = Rulings()

# A Ruling whatever its readings: what registries, reports and tests hold.
AnyRuling = Ruling[Reading]

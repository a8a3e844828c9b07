"""Rulings: where the text is ambiguous, silent or contradicts itself.

A Ruling lists its readings (options) and a default. Spec functions ask the
active ``Rulings`` which option is in force; the CLI and the checker switch
them. Nothing in the spec picks a reading quietly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from .clauses import game_of


class RulingKind(StrEnum):
    AMBIGUOUS = "ambiguous"
    SILENT = "silent"
    CONTRADICTION = "contradiction"
    SOURCE_DIVERGENCE = "source-divergence"


@dataclass(frozen=True, slots=True)
class Option:
    id: str
    reading: str
    rationale: str


@dataclass(frozen=True, slots=True)
class Ruling:
    id: str
    question: str
    kind: RulingKind
    options: tuple[Option, ...]
    default: str
    clauses: tuple[str, ...]
    # Example file (relative to the project root) whose outcome depends on it.
    witness: str

    def option(self, option_id: str) -> Option:
        for o in self.options:
            if o.id == option_id:
                return o
        raise UnknownOption(self, option_id)

    @property
    def game(self) -> str:
        return game_of(self.id)


class UnknownRuling(LookupError):
    def __init__(self, ruling_id: str) -> None:
        super().__init__(f"no ruling is called {ruling_id!r}")
        self.ruling_id = ruling_id


class UnknownOption(LookupError):
    def __init__(self, ruling: Ruling, option_id: str) -> None:
        choices = ", ".join(o.id for o in ruling.options)
        super().__init__(
            f"ruling {ruling.id!r} has no option {option_id!r} (choose one of: {choices})"
        )
        self.ruling = ruling
        self.option_id = option_id


_RULINGS: dict[str, Ruling] = {}


def ruling(
    id: str,
    question: str,
    kind: RulingKind,
    options: tuple[Option, ...],
    default: str,
    clauses: tuple[str, ...],
    witness: str,
) -> Ruling:
    """Define a ruling and register it."""
    if id in _RULINGS:
        raise ValueError(f"ruling id {id!r} is defined twice")
    new = Ruling(id, " ".join(question.split()), kind, options, default, clauses, witness)
    new.option(default)  # the default must be one of the options
    _RULINGS[id] = new
    return new


def get(ruling_id: str) -> Ruling:
    found = _RULINGS.get(ruling_id)
    if found is None:
        raise UnknownRuling(ruling_id)
    return found


def all_rulings(game: str | None = None) -> tuple[Ruling, ...]:
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

    def __call__(self, r: Ruling) -> str:
        """The option in force for ``r``."""
        for rid, oid in self.chosen:
            if rid == r.id:
                return oid
        return r.default

    def with_choice(self, ruling_id: str, option_id: str) -> Rulings:
        return Rulings.of({**dict(self.chosen), ruling_id: option_id})


DEFAULTS = Rulings()

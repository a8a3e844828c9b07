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

Rulesets, in the spirit of Ludii's named rulesets, bundle readings:
``printed`` reads every open question at its default, the text as printed;
``errata`` applies the publisher's corrections on top; ``faq`` adds the
community FAQ's answers where the publisher said nothing. A Ruling says
which reading each later ruleset picks (``errata=``, ``faq=``), and the
option picked must cite the correction or the FAQ entry it rests on, so
every option knows the rulesets that pick it (``Ruling.picked_by``).
``errata`` is the ruleset in force unless another is named: it is the game
a player at the table plays once the publisher has spoken.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Generic, TypeVar

from .clauses import game_of
from .sources import AnySource, Correction, FaqEntry


class Ruleset(StrEnum):
    """A named bundle of readings; each includes the ones before it."""

    PRINTED = "printed"
    ERRATA = "errata"
    FAQ = "faq"

    @property
    def meaning(self) -> str:
        return _MEANING[self]


# Read on every ruling asked, many times a game: on Python 3.11 an Enum
# class's attribute costs three times a module global (EnumType.__getattr__
# slows every lookup on the class), so the two members are named once here.
_PRINTED = Ruleset.PRINTED
_FAQ = Ruleset.FAQ

_MEANING = {
    Ruleset.PRINTED: "the texts as printed: every open question at its default reading",
    Ruleset.ERRATA: "the printed texts with the publisher's corrections applied",
    Ruleset.FAQ: "the publisher's corrections, and the community FAQ's answers where "
                 "the publisher said nothing",
}

# The ruleset in force when none is named.
DEFAULT_RULESET = Ruleset.ERRATA


class UnknownRuleset(LookupError):
    def __init__(self, name: str) -> None:
        super().__init__(f"no ruleset is called {name!r} (choose one of: "
                         f"{', '.join(r.value for r in Ruleset)})")
        self.name = name


def ruleset(name: str) -> Ruleset:
    """The ruleset called ``name``; raises UnknownRuleset."""
    try:
        return Ruleset(name)
    except ValueError:
        raise UnknownRuleset(name) from None


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
    # What the reading rests on beyond the rationale: a seed section, a
    # publisher's correction, a FAQ entry. Required of an option a later
    # ruleset picks.
    source: AnySource | None = None


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
    # The readings the later rulesets pick, where they differ from the one before.
    errata: R_co | None = None
    faq: R_co | None = None

    def picked(self, under: Ruleset) -> R_co:
        """The reading ``under`` picks: printed the default; errata the
        publisher's correction if any; faq the correction too, where there is
        one, else the FAQ's answer if any (the FAQ fills only the publisher's
        silences)."""
        if under is _PRINTED:
            return self.default
        if self.errata is not None:
            return self.errata
        if under is _FAQ and self.faq is not None:
            return self.faq
        return self.default

    def picked_by(self, option_id: str) -> tuple[Ruleset, ...]:
        """The rulesets that read this Ruling as ``option_id``."""
        return tuple(r for r in Ruleset if self.picked(r).value == option_id)

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
    *,
    errata: R | None = None,
    faq: R | None = None,
) -> Ruling[R]:
    """Define a ruling and register it.

    ``default`` is a member of the Ruling's ``Reading`` enumeration; the
    options must name exactly that enumeration's members, in any order.
    ``default`` is what the printed texts are read as; ``errata`` and ``faq``
    are the readings those rulesets pick instead, and each must cite its
    ground: the errata option a publisher's ``Correction``, the faq option a
    ``FaqEntry`` (or a correction).
    """
    if id in _RULINGS:
        raise ValueError(f"ruling id {id!r} is defined twice")
    readings = type(default)
    named = [o.id for o in options]
    members = [m.value for m in readings]
    if sorted(named) != sorted(members) or len(set(named)) != len(named):
        raise ValueError(f"ruling {id!r}: its options {named} are not the readings "
                         f"{members} of {readings.__name__}")
    for picked, grounds, what in ((errata, (Correction,), "a publisher's Correction"),
                                  (faq, (Correction, FaqEntry), "a FaqEntry or a Correction")):
        if picked is None:
            continue
        if type(picked) is not readings:
            raise ValueError(f"ruling {id!r}: {picked!r} is not a reading of {readings.__name__}")
        chosen = next(o for o in options if o.id == picked.value)
        if not isinstance(chosen.source, grounds):
            raise ValueError(f"ruling {id!r}: option {chosen.id!r} is picked by a later "
                             f"ruleset, so it must cite {what} as its source")
    new = Ruling(id, " ".join(question.split()), kind, options, default, clauses, witness,
                 readings, errata, faq)
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
    """The readings in force: a ruleset, and the readings chosen over it one
    by one; every ruling not named here reads as the ruleset picks."""

    chosen: tuple[tuple[str, str], ...] = ()
    ruleset: Ruleset = DEFAULT_RULESET
    # Where given, the id of every Ruling read is noted here, and readings
    # made from these (with_choice, under) note into it too. A Ruling never
    # read cannot have changed the answer: how a command learns which Rulings
    # to try the other readings of. It is no part of the value.
    heard: set[str] | None = field(default=None, compare=False, hash=False, repr=False)

    @staticmethod
    def of(choices: Mapping[str, str], ruleset: Ruleset = DEFAULT_RULESET,
           heard: set[str] | None = None) -> Rulings:
        """Validated choices; raises UnknownRuling or UnknownOption."""
        for rid, oid in choices.items():
            get(rid).option(oid)
        return Rulings(tuple(sorted(choices.items())), ruleset, heard)

    def listening(self, heard: set[str]) -> Rulings:
        """The same readings, noting every Ruling read into ``heard``."""
        return Rulings(self.chosen, self.ruleset, heard)

    def __call__(self, r: Ruling[R]) -> R:
        """The reading in force for ``r``."""
        if self.heard is not None:
            self.heard.add(r.id)
        if not self.chosen:  # the common case: the ruleset decides
            return r.picked(self.ruleset)
        for rid, oid in self.chosen:
            if rid == r.id:
                return r.readings(oid)
        return r.picked(self.ruleset)

    def reads_as(self, other: Rulings) -> bool:
        """Whether every Ruling reads the same here as under ``other``, however
        each names its readings (a ruleset, or a choice of what it picks)."""
        return all(self(r) is other(r) for r in _RULINGS.values())

    def under(self, ruleset: Ruleset) -> Rulings:
        """The same chosen readings over another ruleset."""
        return Rulings(self.chosen, ruleset, self.heard)

    @property
    def named(self) -> str:
        """How an answer names the readings it was given under: "errata
        ruleset", "printed ruleset, with x.y=z"."""
        extra = ", ".join(f"{rid}={oid}" for rid, oid in self.chosen)
        return f"{self.ruleset.value} ruleset" + (f", with {extra}" if extra else "")

    def cite(self, r: Ruling[R]) -> str:
        """``id=option`` for the reading in force: how a trace names a consulted Ruling."""
        return r.cite(self(r))

    def with_choice(self, ruling_id: str, option_id: str) -> Rulings:
        return Rulings.of({**dict(self.chosen), ruling_id: option_id}, self.ruleset, self.heard)


DEFAULTS = Rulings()

# A Ruling whatever its readings: what registries, reports and tests hold.
AnyRuling = Ruling[Reading]

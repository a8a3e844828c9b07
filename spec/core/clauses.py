"""Clauses: the smallest citable rules, and the code that carries each one out.

A clause is registered once, when its game's ``clauses`` module is imported.
Code that carries a clause out says so with ``@implements``; the registry then
answers "which functions encode this clause?" for the docs and the tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from .questions import Asked
# A clause's sources: a seed section, a publisher's correction, a FAQ entry.
from .sources import AnySource, Source

__all__ = ["AnySource", "Asked", "Clause", "Source", "UnknownClause", "all_clauses", "clause",
           "encodings", "game_of", "get", "implements"]


@dataclass(frozen=True, slots=True)
class Clause:
    """One rule in the project's own words, under an id that never changes."""

    id: str
    title: str
    # The rule as its clauses module writes it, over indented lines: ``text``
    # joins it into one when read, which a decide (citing ids) never does.
    written: str
    sources: tuple[AnySource, ...]
    # Why no worked example can show this clause, when none can.
    no_example: str = ""
    # Former ids, kept so that old citations still resolve.
    aliases: tuple[str, ...] = ()
    # The open-question pass: what a forum would ask of it, and how each is
    # settled (spec.core.questions).
    asked: tuple[Asked, ...] = ()

    @property
    def text(self) -> str:
        """The rule, its words on one line."""
        return " ".join(self.written.split())

    @property
    def game(self) -> str:
        return game_of(self.id)


def game_of(id: str) -> str:
    """The game an id (of a clause, ruling, assumption or procedure) belongs to.

    Ids are written as Python names (darwins_journey.x); games are named on
    the command line with hyphens (darwins-journey).
    """
    return id.split(".", 1)[0].replace("_", "-")


class UnknownClause(LookupError):
    """An id that names no clause (nor an alias of one)."""


_CLAUSES: dict[str, Clause] = {}
_ALIASES: dict[str, str] = {}
_ENCODINGS: dict[str, list[str]] = {}


def clause(
    id: str,
    title: str,
    text: str,
    *sources: AnySource,
    no_example: str = "",
    aliases: tuple[str, ...] = (),
    asked: tuple[Asked, ...] = (),
) -> Clause:
    """Define a clause and register it; ids must be unique across all games."""
    if id in _CLAUSES or id in _ALIASES:
        raise ValueError(f"clause id {id!r} is defined twice")
    if not sources:
        raise ValueError(f"clause {id!r} names no source")
    new = Clause(id, title, text, sources, no_example, aliases, asked)
    _CLAUSES[id] = new
    for alias in aliases:
        _ALIASES[alias] = id
    return new


def get(id: str) -> Clause:
    """The clause with this id or alias."""
    found = _CLAUSES.get(_ALIASES.get(id, id))
    if found is None:
        raise UnknownClause(id)
    return found


def all_clauses(game: str | None = None) -> tuple[Clause, ...]:
    """Every registered clause, in the order its game defines them."""
    return tuple(c for c in _CLAUSES.values() if game is None or c.game == game)


F = TypeVar("F", bound=Callable[..., object])


def implements(*clauses: Clause) -> Callable[[F], F]:
    """Mark a function as the encoding of these clauses; returns it unchanged."""

    def mark(fn: F) -> F:
        name = f"{fn.__module__}.{fn.__qualname__}"
        for c in clauses:
            _ENCODINGS.setdefault(c.id, []).append(name)
        return fn

    return mark


def encodings(clause_id: str) -> tuple[str, ...]:
    """Qualified names of the functions that carry this clause out."""
    return tuple(_ENCODINGS.get(get(clause_id).id, ()))

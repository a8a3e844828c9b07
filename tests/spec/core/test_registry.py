from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pytest

from spec.core import clauses
from spec.core.priority import all_rankings
from spec.core.procedure import all_procedures
from spec.core.provenance import all_assumptions
from spec.core.rulings import Rulings, UnknownOption, UnknownRuling
from spec.core.values import evolve
from spec.woodcraft import cards as _cards  # noqa: F401 - registers the encodings
from spec.woodcraft import clauses as wc
from spec.woodcraft import rulings as wr
from spec.woodcraft.model import Placed


def test_clause_ids_are_unique_and_resolvable() -> None:
    ids = [c.id for c in clauses.all_clauses()]
    assert len(ids) == len(set(ids))
    assert clauses.get(wc.NO_TILE_MOVED.id) is wc.NO_TILE_MOVED
    with pytest.raises(clauses.UnknownClause):
        clauses.get("woodcraft.no.such.clause")
    with pytest.raises(ValueError):
        clauses.clause(wc.NO_TILE_MOVED.id, "again", "text", wc.SPECIAL)


def test_implements_links_code_to_clauses() -> None:
    assert "spec.woodcraft.cards.solo_step" in clauses.encodings(wc.NO_TILE_MOVED.id)


def test_rulings_default_and_switch() -> None:
    assert Rulings()(wr.LAST_TILE_BLOCKED) == "skip"
    switched = Rulings.of({wr.LAST_TILE_BLOCKED.id: "farthest-that-can-move"})
    assert switched(wr.LAST_TILE_BLOCKED) == "farthest-that-can-move"
    with pytest.raises(UnknownRuling):
        Rulings.of({"woodcraft.nope": "x"})
    with pytest.raises(UnknownOption):
        Rulings.of({wr.LAST_TILE_BLOCKED.id: "maybe"})


def test_evolve_copies_and_changes_only_what_is_named() -> None:
    p = Placed("Cut", 3)
    q = evolve(p, moved_at=5)
    assert (p.tile, p.moved_at) == ("Cut", 3)
    assert (q.tile, q.moved_at) == ("Cut", 5)
    assert q == Placed("Cut", 5)


# Rankings, procedures and assumptions register themselves per game; asked
# for one game, each registry gives that game's and nothing else, and asked
# for none, every game's.
class _HasId(Protocol):
    @property
    def id(self) -> str: ...


REGISTRIES: dict[str, Callable[..., Sequence[_HasId]]] = {"rankings": all_rankings, "procedures": all_procedures,
              "assumptions": all_assumptions}


@pytest.mark.parametrize("kind", sorted(REGISTRIES))
def test_a_registry_asked_for_a_game_holds_that_games_only(kind: str) -> None:
    from spec.wendake import setup as _setup  # noqa: F401 - registers the Ghost's

    listed = REGISTRIES[kind]
    every = {x.id for x in listed()}
    wendake = {x.id for x in listed("wendake")}
    woodcraft = {x.id for x in listed("woodcraft")}
    assert wendake  # Woodcraft has rankings and assumptions, no procedures
    assert all(i.startswith("wendake.") for i in wendake)
    assert all(i.startswith("woodcraft.") for i in woodcraft)
    assert wendake | woodcraft <= every
    assert listed("no-such-game") == ()

from __future__ import annotations

import pytest

from spec.core import clauses
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

"""Bookkeeping that whole games lean on: every move of the wheel is stamped
with its own count, and no reputation tile is ever lost or doubled.

Both are invisible in one decision and decisive over a game: the farthest-
behind tile is the one with the oldest stamp (solo rules "The solo deck"),
and the counter's removals decide what you can still take ("Reputation")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.woodcraft import clauses as c
from spec.woodcraft import data
from spec.woodcraft import rulings as r
from spec.woodcraft.cards import advance_nonplayer, move_tiles
from spec.woodcraft.player import advance_player

from .build import state, wheel


@pytest.mark.cites(c.TWO_TILES.id)
@settings(max_examples=80, deadline=None)
@given(st.permutations(data.TILES), st.lists(st.integers(0, 3), min_size=7, max_size=7),
       st.integers(0, 50), st.lists(st.sampled_from(data.TILES), min_size=1, max_size=3))
def test_each_move_is_stamped_with_its_own_count(order: list[str], where: list[int],
                                                 clock: int, shown: list[str]) -> None:
    quadrants: list[list[str]] = [[], [], [], []]
    for tile, q in zip(order, where):
        quadrants[q].append(tile)
    w = wheel(quadrants, {t: min(clock, i) for i, t in enumerate(order)},
              capacity=max(len(q) for q in quadrants) + 1)
    after, end, moved, _ = move_tiles(w, clock, tuple(shown), c.TWO_TILES.id, Trace())
    assert end == clock + len(moved)
    stamps = {p.tile: p.moved_at for q in after.quadrants for p in q}
    # A tile shown twice moves twice and keeps its later stamp.
    last = {tile: clock + i for i, tile in enumerate(moved, start=1)}
    for tile, stamp in last.items():
        assert stamps[tile] == stamp
    # The latest move is the newest stamp on the wheel: no tile moved
    # earlier (or never) can look as recent as it.
    if moved:
        newest = last[moved[-1]]
        assert [t for t, s in stamps.items() if s >= newest] == [moved[-1]]


@pytest.mark.cites(c.NONPLAYER_REMOVES.id, c.FIRST_TO_REACH.id)
@pytest.mark.parametrize("option", [o.id for o in r.SAME_ROUND.options])
@pytest.mark.parametrize("pass_over", [o.id for o in r.PASS_OVER.options])
@pytest.mark.parametrize("player, nonplayer, spaces", [(5, 5, 1), (5, 4, 2), (2, 0, 2),
                                                       (8, 6, 2), (0, 0, 1)])
def test_every_reputation_tile_stays_on_the_track_with_you_or_removed(
        option: str, pass_over: str, player: int, nonplayer: int, spaces: int) -> None:
    s = state(player=player, nonplayer=nonplayer)
    rep, points = advance_player(s.reputation, Trace())  # you may take one this round
    s = evolve(s, reputation=rep, score=points)
    rulings = Rulings.of({r.SAME_ROUND.id: option, r.PASS_OVER.id: pass_over})
    after, _ = advance_nonplayer(s, spaces, c.ONE_TILE_PLUS_ONE.id, rulings, Trace())

    def every(x: object) -> list[int]:
        rp = getattr(x, "reputation")
        return sorted(t.space for t in (*rp.tiles, *rp.taken, *rp.removed))

    assert every(after) == every(s)
    # What you hold and your score move together.
    lost = sum(t.reward for t in s.reputation.taken) - sum(t.reward for t in
                                                           after.reputation.taken)
    assert s.score - after.score == lost

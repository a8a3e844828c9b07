"""The reputation race (seed section "Reputation tiles in solo")."""

from __future__ import annotations

import pytest

from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.woodcraft import clauses as c
from spec.woodcraft import data
from spec.woodcraft import rulings as r
from spec.woodcraft.cards import advance_nonplayer
from spec.woodcraft.player import advance_player

from .build import state


@pytest.mark.cites(c.FIRST_TO_REACH.id, c.TWO_PLAYER_REWARDS.id)
def test_you_take_a_tile_you_reach_first_and_score_its_reward() -> None:
    rep = state(player=2, nonplayer=1).reputation
    after, points = advance_player(rep, Trace())
    reward = {t.space: t.reward for t in data.REPUTATION_TILES}[3]
    assert points == reward == 2
    assert after.player == 3
    assert [t.space for t in after.taken] == [3]
    assert 3 not in [t.space for t in after.tiles]


@pytest.mark.cites(c.FIRST_TO_REACH.id)
def test_a_tile_the_counter_removed_gives_you_nothing() -> None:
    rep = state(player=2, nonplayer=4).reputation  # the counter passed space 3 already
    after, points = advance_player(rep, Trace())
    assert (after.player, points, after.taken) == (3, 0, ())


@pytest.mark.cites(c.NONPLAYER_REMOVES.id)
def test_the_counter_removes_a_tile_it_reaches_first() -> None:
    s = state(player=1, nonplayer=2)
    after, gone = advance_nonplayer(s, 1, c.ONE_TILE_PLUS_ONE.id, Rulings(), Trace())
    assert gone == (3,)
    assert [t.space for t in after.reputation.removed] == [3]
    assert after.score == s.score


@pytest.mark.cites(c.NONPLAYER_REMOVES.id)
@pytest.mark.parametrize("option, gone", [("passing-counts", (6,)), ("landing-only", ())])
def test_jumping_over_a_tile(option: str, gone: tuple[int, ...]) -> None:
    s = state(player=4, nonplayer=5)
    after, removed = advance_nonplayer(s, 2, c.LAST_TILE_PLUS_TWO.id,
                                       Rulings.of({r.PASS_OVER.id: option}), Trace())
    assert after.reputation.nonplayer == 7
    assert removed == gone


@pytest.mark.cites(c.NONPLAYER_REMOVES.id, c.FIRST_TO_REACH.id)
@pytest.mark.parametrize("option, kept", [("turn-order", True), ("tie-removes", False)])
def test_both_reach_a_tile_in_the_same_round(option: str, kept: bool) -> None:
    s = state(player=5, nonplayer=5)
    rep, points = advance_player(s.reputation, Trace())  # you step onto 6 this round
    s = evolve(s, reputation=rep, score=points)
    after, _ = advance_nonplayer(s, 1, c.ONE_TILE_PLUS_ONE.id,
                                 Rulings.of({r.SAME_ROUND.id: option}), Trace())
    taken = [t.space for t in after.reputation.taken]
    assert (6 in taken) is kept
    assert after.score == (3 if kept else 0)


@pytest.mark.cites(c.NONPLAYER_COUNTER.id)
def test_the_counter_stops_at_the_end_of_the_track() -> None:
    s = state(player=0, nonplayer=data.TRACK_LAST_SPACE - 1)
    after, _ = advance_nonplayer(s, 2, c.LAST_TILE_PLUS_TWO.id, Rulings(), Trace())
    assert after.reputation.nonplayer == data.TRACK_LAST_SPACE

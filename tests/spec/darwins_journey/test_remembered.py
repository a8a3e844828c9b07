"""The answers the engine remembers to play whole games faster (what a player
can achieve, the open locations, a copy of a value) are the answers it would
work out afresh, and note the same Rulings read."""

from __future__ import annotations

from dataclasses import fields

import pytest

from spec.core.rulings import Rulings
from spec.core.trace import silent
from spec.core.values import evolve
from spec.darwins_journey import achieve
from spec.darwins_journey.achieve import achievements, crew_moves, objective_moves
from spec.darwins_journey.play import apply, moves
from spec.darwins_journey.policies import POLICIES, policy_rng
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import Phase, Player


def test_a_remembered_achievement_list_is_the_fresh_one_and_notes_the_same_rulings() -> None:
    hits = read_hits = 0
    # Seeds up to 13: a remembered answer that read a Ruling (an Objective met
    # whose space costs more than the player has) first comes up in seed 13.
    for seed in range(14):
        heard: set[str] = set()
        rulings = Rulings().listening(heard)  # one Rulings object a game, as a campaign plays
        game, rng = setup(2, seed), policy_rng(seed)
        while game.phase is not Phase.OVER:
            known = achieve._ACHIEVABLE.get(game.me)
            hit = known is not None and known[1] is rulings
            hits += hit
            read_hits += hit and known is not None and bool(known[3])
            heard.clear()  # so that a remembered answer must note its reads again
            got = achievements(game, rulings)
            fresh_heard: set[str] = set()
            fresh = Rulings().listening(fresh_heard)
            assert got == objective_moves(game, fresh) + crew_moves(game, silent(), fresh)
            assert heard == fresh_heard
            move, rng = POLICIES["random"](game, moves(game, rulings), rng)
            game = apply(game, move, rulings)
    # Not idle: many answers came from memory, and some of them read a Ruling.
    assert hits > 100 and read_hits > 0


def test_an_answer_asked_under_other_readings_is_not_taken_from_memory() -> None:
    # The same player, under a Rulings object that reads otherwise: worked out again.
    game = setup(2, 0)
    first = Rulings()
    achievements(game, first)
    other = first.with_choice("darwins_journey.unpayable-red-cost", "pay-what-you-have")
    heard: set[str] = set()
    achievements(game, other.listening(heard))
    known = achieve._ACHIEVABLE.get(game.me)
    assert known is not None and known[1] is not first


def test_a_copy_has_every_field_of_the_value_and_its_own_class() -> None:
    p = setup(2, 1).players[0]
    q = evolve(p, coins=p.coins + 3)
    assert type(q) is Player
    assert q.coins == p.coins + 3
    assert all(getattr(q, f.name) == getattr(p, f.name) for f in fields(Player)
               if f.name != "coins")
    # Still frozen: the copy was written through a plain twin of the class.
    with pytest.raises(AttributeError):
        setattr(q, "coins", 0)
    assert q == evolve(q)  # and equal to its own copy

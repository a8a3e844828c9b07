"""The solo round and whole games (seed sections "A solo round", "Solo score")."""

from __future__ import annotations

import pytest

from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.woodcraft import clauses as c
from spec.woodcraft.game import play_game, play_round, rating
from spec.woodcraft.setup import setup
from spec.woodcraft.player import player_turn

from .build import state


@pytest.mark.cites(c.ROUND_ORDER.id, c.ADVANCE_ROUND.id)
def test_a_round_is_your_turn_then_a_solo_card_then_the_counter() -> None:
    trace = Trace()
    after, log = play_round(setup(4), Rulings(), trace)
    clauses = [s.clause for s in trace.steps]
    assert clauses.index(c.PLAYER_TURN.id) < clauses.index(c.DRAW_CARD.id)
    assert (log.round, after.round) == (1, 2)


@pytest.mark.cites(c.PLAYER_TURN.id)
def test_the_stand_in_player_takes_a_tile_that_can_move() -> None:
    s = state([["Upgrade"], ["Buy", "Cut", "Glue", "Choose Orders"], ["Hire Helpers", "Grow"],
               []])
    for seed in range(20):
        s2 = state([["Upgrade"], ["Buy", "Cut", "Glue", "Choose Orders"],
                    ["Hire Helpers", "Grow"], []], seed=seed)
        _, turn = player_turn(s2, Trace(on=False))
        assert turn.tile in s.wheel.movable()
        assert turn.tile != "Upgrade"


@pytest.mark.cites(c.FOURTEEN_ROUNDS.id, c.INCOME.id)
def test_a_game_has_fourteen_rounds_and_income_after_4_8_11_14() -> None:
    game = play_game(21, Rulings(), Trace(on=False))
    assert [r.round for r in game.rounds] == list(range(1, 15))
    assert [r.round for r in game.rounds if r.income] == [4, 8, 11, 14]
    assert game.final.round == 15


@pytest.mark.cites(c.CONTRACT_REMOVAL.id, c.TIMING_COUNTERS.id)
def test_in_a_whole_game_contracts_vanish_only_at_rounds_10_and_13() -> None:
    for seed in range(10):
        game = play_game(seed, Rulings(), Trace(on=False))
        rounds = [r.round for r in game.rounds if r.contract_removed]
        assert set(rounds) <= {10, 13}


@pytest.mark.cites(c.SCORE_GUIDE.id)
@pytest.mark.parametrize("score, word", [(0, "below good"), (109, "below good"), (110, "good"), (139, "good"),
                                         (140, "excellent")])
def test_score_guide(score: int, word: str) -> None:
    assert rating(score) == word


def test_same_seed_same_game_with_or_without_tracing() -> None:
    a = play_game(5, Rulings(), Trace(on=False))
    b = play_game(5, Rulings(), Trace())
    assert a == b
    assert play_game(6, Rulings(), Trace(on=False)) != a

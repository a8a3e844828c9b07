"""The solo round and whole games (seed sections "A solo round", "Solo score")."""

from __future__ import annotations

import pytest

from spec.core.rng import Rng
from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.woodcraft import clauses as c
from spec.woodcraft.game import play_game, play_round, rating
from spec.woodcraft.setup import setup
from spec.woodcraft.model import ContractState, SoloState
from spec.woodcraft.player import PlayerTurn, player_turn

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


# The stand-in's draws, as assumption woodcraft.player.policy states them:
# a uniform pick among the tiles that can move, 3 to 7 points, a step up the
# reputation track with chance 1/2, a claim of an open contract with chance 1/4.
SEEDS = range(400)


def _turns(s: SoloState) -> list[tuple[SoloState, PlayerTurn]]:
    return [player_turn(evolve(s, rng=Rng.seeded(seed)), Trace(on=False)) for seed in SEEDS]


@pytest.mark.cites(c.PLAYER_TURN.id)
def test_the_stand_in_takes_the_one_tile_that_can_move() -> None:
    # Capacity 1: quadrant 2 (Hire Helpers) and 3 (Grow) are full, so only
    # Grow can move, into the empty quadrant 4.
    s = state([["Upgrade", "Buy", "Cut", "Glue", "Choose Orders"], ["Hire Helpers"], ["Grow"],
               []], capacity=1)
    assert s.wheel.movable() == ("Grow",)
    for after, turn in _turns(s)[:40]:
        assert turn.tile == "Grow"
        assert after.clock == s.clock + 1
        assert after.wheel.placed("Grow").moved_at == after.clock  # the latest move


@pytest.mark.cites(c.PLAYER_TURN.id)
def test_the_stand_in_scores_3_to_7_points_a_turn() -> None:
    # Nothing else scores: its marker is on the last reputation space and no
    # public contract is open.
    s = state(player=setup(1).reputation.last_space)
    s = evolve(s, contracts=tuple(evolve(k, state=ContractState.CLAIMED) for k in s.contracts))
    points = {turn.points for _, turn in _turns(s)}
    assert points == {3, 4, 5, 6, 7}


@pytest.mark.cites(c.PLAYER_TURN.id)
def test_the_stand_in_steps_up_half_the_time_and_claims_a_quarter() -> None:
    s = state()
    turns = _turns(s)
    stepped = sum(1 for after, _ in turns if after.reputation.player > s.reputation.player)
    claimed = sum(1 for _, turn in turns if turn.claimed)
    # 400 turns: about 200 and 100, well within 3.5 standard deviations
    # (10 and 8.7); a chance of 1/4 or 1/8 for a step, of 1/8 or 1/2 for a
    # claim, falls outside.
    assert 165 <= stepped <= 235
    assert 70 <= claimed <= 130


@pytest.mark.cites(c.PLAYER_TURN.id)
def test_the_stand_ins_turn_reports_all_it_scored() -> None:
    # Its points are everything the turn added to the score, whatever the
    # score was before.
    s = evolve(state(), score=50)
    for after, turn in _turns(s)[:40]:
        assert turn.points == after.score - 50


@pytest.mark.cites(c.NONPLAYER_REMOVES.id)
def test_a_new_turn_starts_a_new_rounds_record_of_tiles_you_took() -> None:
    # You took the tile on space 6 in an earlier round: once your next turn
    # begins, the nonplayer counter no longer meets it as taken "this round".
    s = state(player=6)
    s = evolve(s, reputation=evolve(s.reputation, taken_this_round=(6,)))
    for after, _ in _turns(s)[:40]:
        assert 6 not in after.reputation.taken_this_round

"""The stand-in players of whole seeded games do what their docstrings say
(they are no rule: they exist so that the rules meet every kind of board).

The random policy: any move but ``done`` uniformly, and ``done`` only when it
is the only move or on one draw in four (the first of four values). The greedy
policy: the move whose result it values most, points first and a little for
what makes points later."""

from __future__ import annotations

from spec.core.rng import Rng
from spec.core.values import evolve
from spec.darwins_journey.icons import evolve as evolution
from spec.darwins_journey.moves import DONE, Move, MoveKind, place
from spec.darwins_journey.play import apply, moves
from spec.darwins_journey.policies import _value, greedy_policy, play_game, random_policy
from spec.darwins_journey.scoring import final_score
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import Pending, Phase

GAME = setup(2, 1)
SEEDS = range(400)


def _picks(legal: list[Move]) -> list[Move]:
    return [random_policy(GAME, legal, Rng.seeded(seed))[0] for seed in SEEDS]


def test_the_random_policy_declines_one_time_in_four() -> None:
    legal = [place(1, "academy-top"), place(2, "academy-top"), DONE]
    picks = _picks(legal)
    declined = picks.count(DONE)
    # 400 draws: about 100, within 3.5 standard deviations (8.7); declining on
    # three draws in four (about 300), or never, falls outside.
    assert 70 <= declined <= 130
    assert set(picks) == set(legal)


def test_the_random_policy_is_uniform_where_declining_is_not_legal() -> None:
    # Without done among the moves, the one-in-four draw has nothing to pick:
    # each of two moves comes up about half the time (200 of 400, standard
    # deviation 10). Giving the last move that draw as well would make it
    # about 250.
    picks = _picks([place(1, "academy-top"), place(2, "academy-top")])
    assert 165 <= picks.count(place(2, "academy-top")) <= 235


def test_the_random_policy_declines_only_when_told_to_or_forced() -> None:
    assert set(_picks([place(1, "academy-top")])) == {place(1, "academy-top")}
    assert set(_picks([DONE])) == {DONE}


def test_the_greedy_policy_takes_an_evolution_step_rather_than_decline() -> None:
    # Its value counts a little for what makes points later, Evolution steps
    # among them: with a step of Evolution to perform, nothing lost by it, it
    # performs it instead of saying done, even where the step adds no final
    # points yet (from step 4 to 5 the final score stays the same).
    me = GAME.active
    game = evolve(GAME, frames=((Pending(evolution(1), "test"),),), placed=True,
                  players=tuple(evolve(p, evolution=4) if p.seat == me else p
                                for p in GAME.players))
    after = apply(game, moves(game)[0])
    assert final_score(after, after.players[me]).total == \
        final_score(game, game.players[me]).total
    legal = moves(game)
    assert [m.kind for m in legal] == [MoveKind.PERFORM, MoveKind.DONE]
    for seed in range(5):
        assert greedy_policy(game, legal, Rng.seeded(seed))[0].kind is MoveKind.PERFORM


def test_the_greedy_worth_uses_the_weights_the_stand_ins_page_lists() -> None:
    # docs/stand-ins.md: 4 per final point, 1 per Coin, 3 per Wax Seal on a
    # worker row, 3 per Research token, 2 per Evolution step, 1 per Stamp sent,
    # 4 per Tent placed. Each count below differs from the others, so a wrong
    # weight on any one piece changes the sum.
    me = GAME.active
    player = evolve(GAME.players[me], coins=5, rows=(("s1", "s2"), ("s3",), ()),
                    research=frozenset({"r1", "r2"}), evolution=3,
                    stamps=(4, 3, 2), tents=3)
    game = evolve(GAME, players=tuple(player if p.seat == me else p for p in GAME.players))
    points = final_score(game, player).total
    # 5 Coins, 3 seals, 2 Research, 3 steps, 12 - 9 = 3 Stamps sent, 5 - 3 = 2 Tents.
    assert _value(game, me) == 4 * points + 5 * 1 + 3 * 3 + 2 * 3 + 3 * 2 + 3 * 1 + 2 * 4


def test_a_seeded_game_replays_from_the_salt_the_stand_ins_page_states() -> None:
    # docs/stand-ins.md: the stand-ins draw from Rng.seeded(seed XOR 0x5DEECE66D).
    # Replaying the random stand-in by hand from that generator gives the game
    # play_game plays, move for move.
    for seed in (0, 7):
        game = setup(2, seed)
        rng = Rng.seeded(seed ^ 0x5DEECE66D)
        while game.phase is not Phase.OVER:
            move, rng = random_policy(game, moves(game), rng)
            game = apply(game, move)
        assert game == play_game(2, seed, "random")


def test_the_random_policy_declines_on_the_first_of_four_values() -> None:
    # Its docstring: done on one draw in four, the draw of 0 of below(4).
    legal = [place(1, "academy-top"), DONE]
    for seed in SEEDS:
        drawn = Rng.seeded(seed).below(4)[0]
        picked = random_policy(GAME, legal, Rng.seeded(seed))[0]
        assert (picked == DONE) == (drawn == 0), seed


def test_the_greedy_policy_draws_among_moves_worth_the_same() -> None:
    # At the start, many placements leave the mover's position worth the same
    # (the worth counts seals in all rows together, and nothing is paid yet):
    # over 40 seeds it picks more than one of them, never a worse move.
    legal = moves(GAME)
    worth = {m: _value(apply(GAME, m), GAME.active) for m in legal}
    best = max(worth.values())
    tied = [m for m in legal if worth[m] == best]
    assert len(tied) > 1
    picks = {greedy_policy(GAME, legal, Rng.seeded(seed))[0] for seed in range(40)}
    assert len(picks) > 1 and picks <= set(tied)

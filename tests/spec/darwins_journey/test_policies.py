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
from spec.darwins_journey.policies import greedy_policy, random_policy
from spec.darwins_journey.scoring import final_score
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import Pending

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

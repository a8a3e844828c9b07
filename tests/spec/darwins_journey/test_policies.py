"""The stand-in players of whole seeded games do what their docstrings say
(they are no rule: they exist so that the rules meet every kind of board).

The random policy: any move but ``done`` uniformly, and ``done`` only when it
is the only move or on one draw in four (the first of four values)."""

from __future__ import annotations

from spec.core.rng import Rng
from spec.darwins_journey.moves import DONE, Move, place
from spec.darwins_journey.policies import random_policy
from spec.darwins_journey.setup import setup

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

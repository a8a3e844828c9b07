"""The open questions of Alfred's texts made Rulings: each witness run under
every reading, against answers worked out by hand (the derivations are in the
example files; the sources are the rulebook's "Darwin's Journey Solo Rules"
and the short description, ``shared/seeds/000_d5ef97f7cebc488e.txt``)."""

from __future__ import annotations

from typing import Any

import pytest

from checker.commands import run
from checker.games import ROOT
from checker.situation import read
from spec.core.rulings import AnyRuling
from spec.darwins_journey.alfred import clauses as cs
from spec.darwins_journey.alfred import rulings as rs
from spec.darwins_journey.alfred import tracks


def answer(ruling: AnyRuling, reading: str) -> dict[str, Any]:
    situation = read(ROOT / ruling.witness)
    decision = run(situation, situation.rulings.with_choice(ruling.id, reading))
    cited = [s.ruling for s in decision.trace.steps if s.ruling]
    assert f"{ruling.id}={reading}" in cited, "the trace records the reading where it decides"
    got = decision.answer
    assert isinstance(got, dict)
    return got


@pytest.mark.cites(cs.PRIORITY_COST.id, cs.MAIN_DIARY_PENALTY.id, cs.PRIORITY_COLOUR.id)
@pytest.mark.parametrize("reading, location, coins", [
    # Knowledge only: 0 against 0, yellow (his left-most matching seal) decides,
    # and he pays the 3-Coin penalty: 8 - 3.
    ("knowledge-only", "correspondence-top", 5),
    # Penalty counted: 3 against 0, the free navigation-top.
    ("knowledge-and-penalty", "navigation-top", 8),
])
def test_priority_cost_with_a_penalty(reading: str, location: str, coins: int) -> None:
    got = answer(rs.PRIORITY_COST, reading)
    assert (got["location"], got["coins"]) == (location, coins)


@pytest.mark.cites(cs.STRONGEST.id, cs.MAIN_DIARY_SEALS.id)
@pytest.mark.parametrize("reading, location, knowledge", [
    # His own yellow seals: correspondence-top, nothing to buy.
    ("selected-worker", "correspondence-top", 0),
    # Row B's red opens the Academy page: academy-middle (stronger), 2 to buy.
    ("any-row", "academy-middle", 2),
])
def test_matching_seal_from_another_row(reading: str, location: str, knowledge: int) -> None:
    got = answer(rs.MATCHING_SEAL, reading)
    assert (got["worker"], got["location"], got["knowledge"]) == ("A", location, knowledge)


@pytest.mark.cites(cs.SPECIAL_ACTION_BONUS.id, cs.BONUS_POINTS.id, cs.BONUS_WRAP.id)
@pytest.mark.parametrize("reading, bonus", [
    # One move of 4 from space 8 (on-landing wrap): 9, 10, 1, 2.
    ("four-spaces", 2),
    # Four moves of 1: 9; 10, back to 1 at once; 2; 3.
    ("four-times", 3),
])
def test_special_action_bonus_four_spaces_or_four_times(reading: str, bonus: int) -> None:
    got = answer(rs.SPECIAL_BONUS, reading)
    assert (got["location"], got["bonus"], got["points"]) == ("special-top-left", bonus, 10)


@pytest.mark.cites(cs.ACADEMY_SCROLL.id, cs.ACADEMY_FAILS.id, cs.ACADEMY_NO_FOURTH.id)
def test_academy_fallback_to_a_dearer_scroll() -> None:
    # Scroll 1 offers only a fourth yellow for row A.
    dearer = answer(rs.ACADEMY_FALLBACK, "dearer-scroll")
    # The rulebook: Scroll 2's green, 1 + 1 Coins; the 4th spot's bonus +3.
    assert (dearer["coins"], dearer["bonus"]) == (3, 4)
    assert dearer["rows"][0] == ["yellow", "yellow", "yellow", "green"]
    held = answer(rs.ACADEMY_FALLBACK, "cheapest-only")
    # The short description: held to Scroll 1, the action fails; nothing paid.
    assert (held["coins"], held["bonus"]) == (5, 1)
    assert held["rows"][0] == ["yellow", "yellow", "yellow"]


@pytest.mark.cites(cs.BONUS_POINTS.id, cs.BONUS_WRAP.id)
@pytest.mark.parametrize("reading, points", [("no-second-score", 0), ("scores-again", 10)])
def test_bonus_worker_moving_on_from_the_last_space(reading: str, points: int) -> None:
    # From space 10, +2 to space 2; scores-again: 4 lap points and white-2's 6.
    got = answer(rs.BONUS_FROM_LAST, reading)
    assert (got["bonus"], got["points"]) == (2, points)


@pytest.mark.cites(cs.BONUS_WRAP.id)
def test_on_landing_wrap_is_judged_where_a_move_ends() -> None:
    # The bonus-wrap ruling read on-landing: a move ending on the last space
    # goes back to the start; within a move the step after the last space is
    # the first. So +2 and +1, +1 from space 9 (index 8) part: space 1 against 2.
    assert tracks.bonus_moves(8, 2, wrap_on_landing=True) == (0, 1, (10,))
    at, laps, _ = tracks.bonus_moves(8, 1, wrap_on_landing=True)
    assert (at, laps) == (0, 1)
    assert tracks.bonus_moves(at, 1, wrap_on_landing=True) == (1, 0, ())
    # Read past-only, both end on space 1 (index 0), as one lap.
    assert tracks.bonus_moves(8, 2) == (0, 1, (10,))
    at, laps, _ = tracks.bonus_moves(8, 1)
    assert (at, laps) == (9, 1)
    assert tracks.bonus_moves(at, 1) == (0, 0, ())
    assert tracks.bonus_moves(at, 1, score_leaving=True) == (0, 1, (10,))


@pytest.mark.cites(cs.BONUS_POINTS.id)
def test_scoring_again_on_leaving_the_last_space_needs_a_move() -> None:
    # BONUS_FROM_LAST read scores-again: the worker scores once more as it
    # moves on from the last space (index 9). A move of no steps leaves it
    # standing there: no lap, no card set off.
    assert tracks.bonus_moves(9, 0, score_leaving=True) == (9, 0, ())
    assert tracks.bonus_moves(9, 1, score_leaving=True) == (0, 1, (10,))


@pytest.mark.cites(cs.LENS_PRIORITY.id, cs.LENS_TIEBREAK.id)
@pytest.mark.parametrize("reading, space", [("top-most-first", "navigation-middle"),
                                            ("most-seals-first", "exploration-bottom")])
def test_lens_order_top_most_or_most_seals(reading: str, space: str) -> None:
    got = answer(rs.LENS_ORDER, reading)
    assert got["lens"] == [space]
    assert got["coins"] >= 4  # 8 - 4 for the unlock, before its actions


# -- Alfred's Beagle score and the floor at zero -----------------------------------------------

@pytest.mark.cites(cs.BEAGLE.id, "darwins_journey.reward.lagging-floor")
def test_no_decision_turns_on_whether_alfreds_beagle_score_floors_at_zero() -> None:
    # His texts subtract every lagging penalty and do not restate the base
    # floor, so the question would be open if his score could go below zero.
    # It cannot: his Ship meets the most penalties on O0, and there his board's
    # value times the round still covers them (3 x r against 2, 4, 7, 10, 14).
    from spec.core.provenance import all_assumptions
    from spec.core.values import evolve
    from spec.darwins_journey.alfred.data import Level
    from spec.darwins_journey.alfred.game import setup_solo
    from spec.darwins_journey.alfred.tracks import his_player
    from spec.darwins_journey.economy import update
    from spec.darwins_journey.scoring import lagging_penalty

    worst = []
    for level in Level:
        game = setup_solo(level, 1)
        assert game.alfred is not None
        for rnd in range(1, 6):
            at = evolve(game, round=rnd, beagle=rnd - 1)
            at = update(at, evolve(his_player(at), ship="O0"))
            lag = lagging_penalty(at, his_player(at))
            worst.append(lag)
            assert game.alfred.beagle_value * rnd - lag >= 0, (level, rnd, lag)
    assert worst[:5] == [2, 4, 7, 10, 14]  # the assumed penalties, by hand
    assert "darwins_journey.model.alfred-beagle-floor" in {a.id for a in all_assumptions()}

"""The Reward Phase, the Cleanup Phase and final scoring.

Expected values are worked out by hand from the rulebook
(``shared/seeds/002_c2bb59e7f29bd312.txt``, sections "Reward Phase",
"Correspondence Majorities", "Score Beagle Goal Tile", "Lagging Penalties",
"Cleanup Phase" and "Final Scoring") and the data modules: the first-game
Correspondence tiles are 2, 4 and 5 (top to bottom: 4 Coins / 2 Coins,
Explore 2 / Explore 1, Navigate 2 / Navigate 1), the first-game Beagle Goal
tiles 7, 4, 10, 8 and 9; the Beagle spaces are O1, O4, O8, O14 and O21; the
assumed lagging penalties are one per Beagle space, 2 on O1 and O4, 3 on O8
and O14, 4 on O21, none elsewhere; the Theory of Evolution track
reaches 4 books on steps 4 and 5 and 6 books on step 8.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from spec.core.rulings import Rulings, Ruleset
from spec.core.trace import silent
from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey import play
from spec.darwins_journey import rulings as r
from spec.darwins_journey.icons import Action, ActionKind, Icon, coins, explore
from spec.darwins_journey.moves import DONE, Move, MoveKind
from spec.darwins_journey.scoring import (
    beagle_points,
    final_score,
    goal_count,
    lagging_penalty,
    museum_modifier,
    ranking,
)
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import (
    CAMPSITE_INDEX,
    LOCATION_INDEX,
    Game,
    Pending,
    Phase,
    Player,
    with_player,
)

DEFAULT = Rulings()
QUIET = silent()


def new_game(players: int = 2) -> Game:
    return setup(players, 1, first_game=True, crew="first-play")


def seat_with(game: Game, seat: int, **changes: Any) -> Game:
    return evolve(game, players=with_player(game, evolve(game.players[seat], **changes)))


def open_icons(game: Game) -> list[Icon]:
    return [p.icon for p in game.frames[-1]] if game.frames else []


def end_of_actions(game: Game) -> Game:
    """Everyone's workers are out and the last player has finished: 'done'
    ends the Action Phase."""
    for p in game.players:
        game = seat_with(game, p.seat, home=frozenset())
    game = evolve(game, active=game.turn_order[-1], placed=True, frames=())
    return play.apply(game, DONE)


def finish_round(game: Game) -> Game:
    """Decline every reward and achievement left until the round is over."""
    start = game.round
    while game.phase is Phase.REWARD and game.round == start:
        game = play.apply(game, DONE)
    return game


def envelopes(*rows: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(rows)


# --- Correspondence majorities --------------------------------------------------

def three(stamps: tuple[int, int, int], rulings: Rulings = DEFAULT
          ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    game = evolve(new_game(3), turn_order=(2, 0, 1),
                  envelopes=envelopes(stamps, (0, 0, 0), (0, 0, 0)))
    return play.majority(game, 0, rulings)


@pytest.mark.cites(c.MAJORITY_FIRST.id, c.MAJORITY_SECOND.id)
def test_most_and_second_most_stamps() -> None:
    assert three((3, 1, 0)) == ((0,), (1,))
    assert three((1, 0, 4)) == ((2,), (0,))


@pytest.mark.cites(c.MAJORITY_SECOND.id)
def test_no_stamps_no_reward() -> None:
    assert three((2, 0, 0)) == ((0,), ())
    assert three((0, 0, 0)) == ((), ())


@pytest.mark.cites(c.MAJORITY_TIES.id, c.REWARD_ORDER.id)
def test_tied_players_share_first_place_in_turn_order() -> None:
    # Turn order 2, 0, 1: seat 2 before seat 0.
    first, _ = three((3, 1, 3))
    assert first == (2, 0)


@pytest.mark.cites(c.MAJORITY_TIES.id)
def test_tied_players_share_second_place() -> None:
    assert three((1, 1, 3)) == ((2,), (0, 1))


@pytest.mark.cites(c.SECOND_AFTER_TIE.id, c.MAJORITY_TIES.id)
@pytest.mark.parametrize("option, second", [("next-count", (1,)), ("tied-also-second", (2, 0))])
def test_second_place_after_a_tie_for_first(option: str, second: tuple[int, ...]) -> None:
    rulings = Rulings.of({r.SECOND_AFTER_TIE.id: option})
    assert three((3, 1, 3), rulings) == ((2, 0), second)


@pytest.mark.cites(c.MAJORITY_HALVE_STAMPS.id)
def test_rewarded_players_lose_half_their_stamps_rounded_up() -> None:
    game = evolve(new_game(3), envelopes=envelopes((3, 4, 1), (0, 0, 0), (0, 0, 0)),
                  used_stamps=(0, 1, 0))
    after = play.halve(game, 0, (0, 2))
    assert after.envelopes[0] == (1, 4, 0)  # 3 lose 2, 1 loses 1; seat 1 keeps its 4
    assert after.used_stamps == (2, 1, 1)


def reward_flow() -> Game:
    """Three players, turn order 2, 0, 1. Envelope 1: seats 0 and 2 tie on 3,
    seat 1 has 1. Envelope 2: seat 0 alone with 2. Envelope 3: empty."""
    game = evolve(new_game(3), turn_order=(2, 0, 1),
                  envelopes=envelopes((3, 1, 3), (2, 0, 0), (0, 0, 0)))
    return end_of_actions(game)


@pytest.mark.cites(c.REWARD_ORDER.id, c.MAJORITY_TOP_DOWN.id, c.MAJORITY_FIRST.id,
                   c.MAJORITY_SECOND.id)
def test_majority_rewards_top_envelope_first_in_turn_order() -> None:
    game = reward_flow()
    assert game.phase is Phase.REWARD
    seen: list[tuple[int, list[Icon]]] = []
    while game.phase is Phase.REWARD and game.frames and len(seen) < 4:
        seen.append((game.active, open_icons(game)))
        game = play.apply(game, DONE)
    # Envelope 1 (tile 2): 4 Coins to seats 2 then 0, 2 Coins to seat 1;
    # then Envelope 2 (tile 4): Explore 2 to seat 0.
    assert seen == [(2, [coins(4)]), (0, [coins(4)]), (1, [coins(2)]), (0, [explore(2)])]


@pytest.mark.cites(c.MAJORITY_FIRST.id)
def test_the_reward_is_performed() -> None:
    game = reward_flow()
    assert game.active == 2
    after = play.apply(game, Move(MoveKind.PERFORM, 0, 0, ()))
    assert after.players[2].coins == 4 + 4


@pytest.mark.cites(c.MAJORITY_HALVE_STAMPS.id, c.MAJORITY_TOP_DOWN.id)
def test_stamps_are_halved_once_an_envelope_is_rewarded() -> None:
    game = reward_flow()
    for _ in range(3):  # the three rewards of Envelope 1, each one performed
        game = play.apply(game, Move(MoveKind.PERFORM, 0, 0, ()))
    assert game.envelopes[0] == (1, 0, 1)  # 3 -> 1, 1 -> 0, 3 -> 1
    assert game.envelopes[1] == (2, 0, 0)  # not yet
    # Seat 0 declines its Explore reward. As printed, only players who performed
    # a reward action halve, so it keeps both Stamps; the publisher's
    # correction (the errata ruleset, in force by default) halves every
    # majority winner: 2 -> 1.
    printed = play.apply(game, DONE, Rulings(ruleset=Ruleset.PRINTED))
    assert printed.envelopes[1][0] == 2
    assert play.apply(game, DONE).envelopes[1][0] == 1


@pytest.mark.cites(c.MAJORITY_HALVE_STAMPS.id)
@pytest.mark.parametrize("reading, left", [("performed", (3, 1, 3)), ("awarded", (1, 0, 1))])
def test_a_declined_reward_halves_only_if_the_ruling_says_so(reading: str,
                                                            left: tuple[int, ...]) -> None:
    rulings = Rulings.of({"darwins_journey.halve-stamps-who": reading})
    game = reward_flow()
    for _ in range(3):  # the three rewards of Envelope 1, all declined
        game = play.apply(game, DONE, rulings)
    assert game.envelopes[0] == left


# --- Beagle goals -------------------------------------------------------------

def goal(number: int, seat: int = 0, **changes: Any) -> tuple[Game, Player]:
    """The goal tile ``number`` under the Beagle on O1, the Ship level with it."""
    game = evolve(new_game(), beagle=0, beagle_goals=(number, 1, 2, 3, 5))
    game = seat_with(game, seat, ship="O1", **changes)
    return game, game.players[seat]


@pytest.mark.cites(c.GOAL_WAX_SEALS.id)
def test_goal_regular_wax_seals_four_each_purple_not_counted() -> None:
    # Tile 4: blue seals.
    game, p = goal(4, rows=((), ("blue", "purple"), ("blue", "red"), ("blue",), ()))
    assert goal_count(game, p, 4) == 3
    assert beagle_points(game, p)[0] == 12


@pytest.mark.cites(c.GOAL_SPECIMENS.id)
def test_goal_specimens_six_each_of_the_kind() -> None:
    # Tile 7: birds.
    game, p = goal(7, research=frozenset({"green-bird", "red-bird", "green-plant"}))
    assert beagle_points(game, p)[0] == 12


@pytest.mark.cites(c.GOAL_LENSES.id)
def test_goal_lenses_five_each_of_the_players_colour() -> None:
    game, p = goal(10)
    lens = list(game.lens)  # the two neutral Lenses are already on the board
    lens[LOCATION_INDEX["exploration-middle"]] = 0
    lens[LOCATION_INDEX["special-bottom-left"]] = 0
    lens[LOCATION_INDEX["navigation-middle"]] = 1
    game = evolve(game, lens=tuple(lens))
    assert beagle_points(game, p)[0] == 10


@pytest.mark.cites(c.GOAL_STAMP_STACKS.id)
def test_goal_empty_stamp_stacks_eight_each() -> None:
    game, p = goal(9, stamps=(0, 0, 3))
    assert beagle_points(game, p)[0] == 16


@pytest.mark.cites(c.GOAL_TENTS.id)
def test_goal_tents_four_each_on_the_board() -> None:
    game, p = goal(12, tents=2)
    tents = list(game.tents)
    tents[CAMPSITE_INDEX["campsite-A4"]] = (0, 1)
    tents[CAMPSITE_INDEX["campsite-O6"]] = (0, None)
    tents[CAMPSITE_INDEX["campsite-C3"]] = (None, 0)
    game = evolve(game, tents=tuple(tents))
    assert beagle_points(game, p)[0] == 12


@pytest.mark.cites(c.GOAL_OBJECTIVES.id)
def test_goal_objectives_three_each_achieved() -> None:
    # A tile lying face up on a space but not achieved does not count.
    game, p = goal(11, spots=("silver-5", "silver-6", "", "", "", "golden-13", "", "", "", ""),
                   achieved=frozenset({0, 5}))
    assert beagle_points(game, p)[0] == 6


@pytest.mark.cites(c.ACHIEVE_ANY_TIME.id, c.REWARD_ORDER.id)
def test_each_player_in_turn_order_may_achieve_in_the_reward_phase() -> None:
    # Both players can achieve an Objective from their reserve: seat 0
    # silver-11 (10 Coins and a plant Specimen), seat 1 start-silver-2 (an
    # empty Stamp stack and a reptile Specimen). No Envelope holds a Stamp,
    # so no majority reward comes first. The Reward Phase gives each of them,
    # in turn order, a moment to achieve before the Beagle goal is scored.
    game = new_game()
    game = seat_with(game, 0, reserve=("silver-11",), coins=10,
                     research=frozenset({"green-plant"}))
    game = seat_with(game, 1, reserve=("start-silver-2",), stamps=(0, 4, 4),
                     research=frozenset({"red-reptile"}))
    game = evolve(game, envelopes=envelopes((0, 0), (0, 0), (0, 0)))
    order = game.turn_order  # no worker on the Turn Order space: it stays
    game = end_of_actions(game)
    windows: list[int] = []
    while game.phase is Phase.REWARD and game.round == 1:
        assert any(m.kind is MoveKind.OBJECTIVE for m in play.moves(game))
        windows.append(game.active)
        game = play.apply(game, DONE)
    assert windows == list(order)


@pytest.mark.cites(c.BEAGLE_GOAL_SCORED.id, c.REWARD_ORDER.id)
def test_the_goal_under_the_beagle_is_scored_for_everyone() -> None:
    # First-game tiles: the Beagle's second position (O4) shows tile 4, blue seals.
    game = evolve(new_game(), beagle=1)
    for seat in (0, 1):
        game = seat_with(game, seat, ship="O4", points=10)
    # Seat 0 has one blue seal (row 1), seat 1 one (row 2).
    after = play.score_beagle(game, QUIET)
    assert [p.points for p in after.players] == [10 + 4, 10 + 4]


@pytest.mark.cites(c.LAGGING_PENALTY.id)
@pytest.mark.parametrize("ship, penalty", [
    ("O0", 4),  # O1 2, O4 2
    ("O1", 2),  # O4 (the Ship is on the Beagle's first space)
    ("O2", 2),  # O4 (O2 and O3 carry no penalty)
    ("O4", 0),  # level with the Beagle
    ("O7", 0),  # ahead of it
])
def test_lagging_penalty_sums_the_spaces_up_to_the_beagle(ship: str, penalty: int) -> None:
    game = evolve(new_game(), beagle=1)  # O4
    p = evolve(game.players[0], ship=ship)
    assert lagging_penalty(game, p) == penalty


@pytest.mark.cites(c.LAGGING_PENALTY.id, c.BEAGLE_GOAL_SCORED.id)
def test_lagging_penalty_reduces_the_goal_points() -> None:
    game, p = goal(7, research=frozenset({"green-bird", "red-bird"}))
    game = evolve(game, beagle=1, beagle_goals=(1, 7, 2, 3, 5))  # tile 7 under O4
    p = evolve(p, ship="O0")  # lagging O1 2 + O4 2 = 4
    assert beagle_points(game, p) == (12, 4, 8)


@pytest.mark.cites(c.LAGGING_FLOOR.id)
@pytest.mark.parametrize("birds, gained", [(0, 0), (1, 0), (2, 0), (3, 18 - 14)])
def test_lagging_never_takes_the_goal_below_zero(birds: int, gained: int) -> None:
    # The Beagle on O21 (tile 7 there); a Ship on O0 lags every Beagle space:
    # O1 2 + O4 2 + O8 3 + O14 3 + O21 4 = 14.
    found = frozenset(["green-bird", "red-bird", "blue-bird"][:birds])
    game, p = goal(7, research=found)
    game = evolve(game, beagle=4, beagle_goals=(1, 2, 3, 4, 7))
    p = evolve(p, ship="O0")
    assert beagle_points(game, p)[2] == gained
    after = play.score_beagle(seat_with(game, 0, ship="O0", points=5), QUIET)
    assert after.players[0].points == 5 + gained


@pytest.mark.cites(c.FLIP_GOAL_TILE.id, c.BEAGLE_GOAL_SCORED.id)
def test_each_goal_tile_is_scored_once_then_the_next_one_counts() -> None:
    # Round 1 scores tile 7 (birds) once; round 2 has tile 4 (blue seals) under the Beagle.
    game = seat_with(new_game(), 0, research=frozenset({"green-bird"}), ship="O1")
    game = seat_with(game, 1, ship="O1")
    game = finish_round(end_of_actions(game))
    assert game.round == 2 and game.phase is Phase.ACTION
    assert [p.points for p in game.players] == [6, 0]
    assert game.beagle_goals[game.beagle] == 4


# --- Cleanup ------------------------------------------------------------------

def cleaned(game: Game, rulings: Rulings = DEFAULT) -> Game:
    return play.cleanup(game, rulings, QUIET)


@pytest.mark.cites(c.BEAGLE_MOVES.id)
def test_the_beagle_moves_to_the_next_goal_position() -> None:
    game = evolve(new_game(), beagle=2)
    assert cleaned(game).beagle == 3


@pytest.mark.cites(c.WORKERS_RETURN.id)
def test_every_worker_returns_home() -> None:
    game = new_game()
    workers = list(game.workers)
    workers[LOCATION_INDEX["museum"]] = ((0, 1), (1, 2))
    workers[LOCATION_INDEX["exploration-top"]] = ((0, 0),)
    game = seat_with(evolve(game, workers=tuple(workers)), 0, home=frozenset({2, 3}))
    game = seat_with(game, 1, home=frozenset({0, 1, 3, 4}), fifth_worker=True)
    after = cleaned(game)
    assert all(w == () for w in after.workers)
    assert after.players[0].home == frozenset({0, 1, 2, 3})
    assert after.players[1].home == frozenset({0, 1, 2, 3, 4})


@pytest.mark.cites(c.OBJECTIVES_REPLACED.id)
def test_the_objective_display_is_replaced_by_two_of_each() -> None:
    game = new_game()
    game = evolve(game, silver_display=(game.silver_display[0], ""))
    after = cleaned(game)
    assert after.silver_display == game.silver_stack[:2]
    assert after.golden_display == game.golden_stack[:2]
    assert after.silver_stack == game.silver_stack[2:]
    assert after.golden_stack == game.golden_stack[2:]
    shown = set(after.silver_display + after.golden_display)
    assert not shown & {game.silver_display[0], *game.golden_display}


@pytest.mark.cites(c.OBJECTIVES_REPLACED.id)
@pytest.mark.parametrize("option, shown", [("leave-empty", 1), ("recycle-removed", 2)])
def test_objective_stack_running_out(option: str, shown: int) -> None:
    game = new_game()
    game = evolve(game, silver_stack=game.silver_stack[:1])
    after = cleaned(game, Rulings.of({r.OBJECTIVE_STACK_EMPTY.id: option}))
    assert sum(1 for t in after.silver_display if t) == shown
    assert after.silver_display[0] == game.silver_stack[0]


SCROLLS = ("yellow", "", "red", "blue", "", "green", "", "yellow", "", "red", "blue", "")


@pytest.mark.cites(c.TOP_SCROLL_CLEARED.id)
def test_the_top_scroll_is_emptied() -> None:
    game = evolve(new_game(), scrolls=SCROLLS)
    after = cleaned(game)
    assert Counter(after.seals_out) - Counter(game.seals_out) == Counter({"yellow": 1, "red": 1})


@pytest.mark.cites(c.SEALS_SHIFT.id)
def test_the_remaining_seals_move_up_with_no_gap_above_a_seal() -> None:
    # An empty pile, so that only the shifted seals are on the Scrolls afterwards.
    game = evolve(new_game(), scrolls=SCROLLS, seal_pile=())
    after = cleaned(game, Rulings.of({r.SEAL_PILE_EMPTY.id: "leave-empty"}))
    assert Counter(s for s in after.scrolls if s) == Counter(s for s in SCROLLS[3:] if s)
    # No empty spot above a seal, Scroll by Scroll (3 spots each).
    for i in range(9):
        assert after.scrolls[i] or not after.scrolls[i + 3], after.scrolls
    # The top Scroll is full again: 5 seals fill it and 2 of the next.
    assert all(after.scrolls[:3])


@pytest.mark.cites(c.SCROLLS_REFILL.id)
def test_the_scrolls_are_refilled_from_the_pile() -> None:
    game = evolve(new_game(), scrolls=SCROLLS)
    after = cleaned(game)
    assert all(after.scrolls)
    # 5 seals stayed; 7 came from the front of the pile.
    assert Counter(after.scrolls) == Counter(s for s in SCROLLS[3:] if s) + Counter(
        game.seal_pile[:7])
    assert after.seal_pile == game.seal_pile[7:]


@pytest.mark.cites(c.SCROLLS_REFILL.id)
@pytest.mark.parametrize("option, empty", [("leave-empty", 7 - 2), ("reshuffle-removed", 0)])
def test_seal_pile_running_out(option: str, empty: int) -> None:
    game = evolve(new_game(), scrolls=SCROLLS)
    game = evolve(game, seal_pile=game.seal_pile[:2])
    after = cleaned(game, Rulings.of({r.SEAL_PILE_EMPTY.id: option}))
    assert sum(1 for s in after.scrolls if not s) == empty


@pytest.mark.cites(c.CLEANUP_SKIPPED.id)
def test_no_cleanup_after_the_fifth_round() -> None:
    game = evolve(new_game(), round=5, beagle=4)
    workers = list(game.workers)
    workers[LOCATION_INDEX["museum"]] = ((0, 1),)
    game = finish_round(end_of_actions(evolve(game, workers=tuple(workers))))
    assert game.phase is Phase.OVER
    assert game.beagle == 4
    assert game.workers[LOCATION_INDEX["museum"]] == ((0, 1),)


@pytest.mark.cites(c.CLEANUP_SKIPPED.id, c.BEAGLE_MOVES.id, c.WORKERS_RETURN.id)
def test_cleanup_runs_after_rounds_one_to_four() -> None:
    game = evolve(new_game(), round=4, beagle=3)
    game = finish_round(end_of_actions(game))
    assert (game.phase, game.round, game.beagle) == (Phase.ACTION, 5, 4)
    assert all(p.home == frozenset({0, 1, 2, 3}) for p in game.players)


# --- Final scoring ------------------------------------------------------------

def scored(**changes: Any) -> tuple[Game, Player]:
    game = evolve(new_game(), museum=frozenset())
    game = seat_with(game, 0, **({"knowledge": 0, "coins": 0} | changes))
    return game, game.players[0]


ALL_SPOTS = ("silver-5",) * 5 + ("golden-13",) * 5


@pytest.mark.cites(c.SCORING_OBJECTIVES.id)
def test_achieved_objectives_score_their_spaces_and_the_pair() -> None:
    # Silver 1 (1 point), silver 5 (5) and golden 5 (8), with the pair bonus of 4.
    game, p = scored(spots=ALL_SPOTS, achieved=frozenset({0, 4, 9}))
    s = final_score(game, p)
    assert (s.objectives, s.paired) == (1 + 5 + 8, 4)


@pytest.mark.cites(c.SCORING_OBJECTIVES.id)
def test_no_pair_bonus_with_only_one_right_most_space() -> None:
    game, p = scored(spots=ALL_SPOTS, achieved=frozenset({4, 7}))
    s = final_score(game, p)
    assert (s.objectives, s.paired) == (5 + 2, 0)


@pytest.mark.cites(c.SCORING_WAX_SEALS.id)
def test_fifth_and_sixth_seals_score_three_and_seven() -> None:
    rows = ((), ("red",) * 5, ("blue",) * 6, ("green",) * 4, ())
    game, p = scored(rows=rows)
    assert final_score(game, p).seals == 3 + 10


@pytest.mark.cites(c.SCORING_TENTS.id)
def test_the_last_tent_scores_only_at_the_end() -> None:
    game = seat_with(new_game(), 0, tents=1, points=0)
    game = evolve(game, placed=True,
                  frames=((Pending(Action(ActionKind.ESTABLISH_ANY_CAMPSITE), "test"),),))
    game = play.apply(game, Move(MoveKind.PERFORM, 0, 0, ("campsite-O6", 0)))
    p = game.players[0]
    assert p.tents == 0 and p.points == 0
    offered = [x.icon for f in game.frames for x in f]
    assert offered == [Action(ActionKind.GAIN_OBJECTIVE), coins(3)]  # O6's icons only
    assert final_score(evolve(game, museum=frozenset()), p).tents == 5


@pytest.mark.cites(c.SCORING_TENTS.id)
@pytest.mark.parametrize("left, points", [(0, 5), (1, 0)])
def test_all_five_tents_score_five(left: int, points: int) -> None:
    game, p = scored(tents=left)
    assert final_score(game, p).tents == points


def full_rows(*rows: str) -> frozenset[str]:
    return frozenset(f"{colour}-{kind}" for colour in rows
                     for kind in ("reptile", "plant", "bird", "fossil"))


@pytest.mark.cites(c.MUSEUM_MODIFIER.id)
def test_museum_modifier_is_two_plus_complete_rows() -> None:
    game = new_game()
    assert museum_modifier(evolve(game, museum=frozenset())) == 2
    assert museum_modifier(evolve(game, museum=full_rows("green", "red"))) == 4
    column = frozenset(f"{colour}-bird" for colour in ("green", "blue", "red", "yellow"))
    assert museum_modifier(evolve(game, museum=column)) == 2
    almost = full_rows("blue") - {"blue-fossil"}
    assert museum_modifier(evolve(game, museum=almost)) == 2


@pytest.mark.cites(c.EVOLUTION_BOOKS.id, c.MUSEUM_MODIFIER.id)
def test_books_reached_times_the_museum_modifier() -> None:
    game, p = scored(evolution=8)
    assert final_score(game, p).evolution == 6 * 2
    game = evolve(game, museum=full_rows("yellow"))
    assert final_score(game, p).evolution == 6 * 3


@pytest.mark.cites(c.SCORING_COINS.id)
@pytest.mark.parametrize("coins_left, points", [(4, 0), (5, 1), (14, 2), (15, 3)])
def test_one_point_per_five_coins(coins_left: int, points: int) -> None:
    game, p = scored(coins=coins_left)
    assert final_score(game, p).coins == points


@pytest.mark.cites(c.SCORING_TEMPORARY_KNOWLEDGE.id)
def test_one_point_per_temporary_knowledge() -> None:
    game, p = scored(knowledge=3)
    assert final_score(game, p).knowledge == 3


@pytest.mark.cites(c.SCORING_COINS.id, c.SCORING_TEMPORARY_KNOWLEDGE.id, c.EVOLUTION_BOOKS.id,
                   c.SCORING_OBJECTIVES.id)
def test_the_total_adds_every_part() -> None:
    game, p = scored(points=20, coins=11, knowledge=2, evolution=4, tents=0,
                     spots=ALL_SPOTS, achieved=frozenset({4}))
    # 20 + 2 (Coins) + 2 (knowledge) + 4 books x 2 + 5 (Tents) + 5 (Objective).
    assert final_score(game, p).total == 20 + 2 + 2 + 8 + 5 + 5


def two_players(a: dict[str, Any], b: dict[str, Any]) -> Game:
    game = evolve(new_game(), museum=frozenset())
    game = seat_with(game, 0, **a)
    return seat_with(game, 1, **b)


@pytest.mark.cites(c.WINNER.id)
def test_most_points_wins() -> None:
    game = two_players({"points": 10}, {"points": 12})
    assert ranking(game) == ((1,), (0,))


@pytest.mark.cites(c.TIE_BREAKERS.id)
def test_a_tie_goes_to_the_farthest_evolution_marker() -> None:
    # Steps 5 and 4 both reach 4 books: equal totals, seat 0 is farther.
    game = two_players({"points": 10, "evolution": 5}, {"points": 10, "evolution": 4})
    totals = {final_score(game, p).total for p in game.players}
    assert len(totals) == 1
    assert ranking(game) == ((0,), (1,))


@pytest.mark.cites(c.TIE_BREAKERS.id)
def test_then_to_the_most_leftover_coins() -> None:
    # 3 and 4 Coins both score nothing.
    game = two_players({"points": 10, "coins": 3}, {"points": 10, "coins": 4})
    assert ranking(game) == ((1,), (0,))


@pytest.mark.cites(c.TIE_BREAKERS.id)
def test_players_still_tied_share_the_victory() -> None:
    game = two_players({"points": 10, "coins": 4}, {"points": 10, "coins": 4})
    assert ranking(game) == ((0, 1),)


"""The Board Actions of Darwin's Journey, checked against the rulebook.

Every expected value is worked out by hand from the rulebook
(``shared/seeds/002_c2bb59e7f29bd312.txt``, section "Board Actions") and the
data modules (Ocean and Island spaces in ``tracks``, Scroll and seal spot
costs in ``board`` and ``personal_board``, the Museum's 4 x 4 grid: rows by
colour green, blue, red, yellow; columns by kind reptile, plant, bird,
fossil).

The two-player first-game setup with seed 1 and first-play Crew cards is used
throughout; the parts a test is about are set by hand.
"""

from __future__ import annotations

from typing import Any

import pytest

from spec.core.rulings import Rulings
from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey import play
from spec.darwins_journey import rulings as r
from spec.darwins_journey.icons import (
    CAMPSITE,
    OBJECTIVE,
    Action,
    ActionKind,
    Icon,
    academy,
    act,
    coins,
    evolve as evolution,
    explore,
    navigate,
    points,
    stamps,
)
from spec.darwins_journey.moves import Arg, Move, MoveKind, place
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import (
    CAMPSITE_INDEX,
    LOCATION_INDEX,
    Game,
    Pending,
    Player,
    with_player,
)

DEFAULT = Rulings()
Args = tuple[Arg, ...]


def new_game(players: int = 2) -> Game:
    return setup(players, 1, first_game=True, crew="first-play")


def mine(game: Game) -> Player:
    """The first player: the one every test acts for (a turn with nothing left
    to perform ends, so the game's active seat may have moved on)."""
    return game.players[game.turn_order[0]]


def me_with(game: Game, **changes: Any) -> Game:
    """The game with some fields of the active player changed."""
    return evolve(game, players=with_player(game, evolve(game.me, **changes)))


def opened(game: Game, *pending: Pending) -> Game:
    """The active player, worker placed, with these icons open to perform."""
    return evolve(game, placed=True, frames=(tuple(pending),))


def with_icon(game: Game, icon: Icon, origin: str = "test", space: str = "",
              second: bool = False) -> Game:
    return opened(game, Pending(icon, origin, space=space, second=second))


def choices(game: Game, index: int = 0, rulings: Rulings = DEFAULT) -> list[Args]:
    """The argument sets of every legal way to perform icon ``index`` of the open frame."""
    return [m.args for m in play.moves(game, rulings)
            if m.kind is MoveKind.PERFORM and m.index == index]


def perform(game: Game, *args: Arg, index: int = 0, option: int = 0,
            rulings: Rulings = DEFAULT) -> Game:
    move = Move(MoveKind.PERFORM, index, option, tuple(args))
    assert move in play.moves(game, rulings), f"{move.text()} is not legal"
    return play.apply(game, move, rulings)


def open_icons(game: Game) -> list[Icon]:
    """The icons of the innermost open frame."""
    return [p.icon for p in game.frames[-1]] if game.frames else []


def last_stops(found: list[Args]) -> set[str]:
    """Where each route of a Navigation or Exploration choice ends."""
    return {str(args[-1]) for args in found}


# --- Victory points and Coins -------------------------------------------------

@pytest.mark.cites(c.VICTORY_POINTS.id)
def test_gain_victory_points_moves_the_marker_up_by_the_amount() -> None:
    game = perform(with_icon(me_with(new_game(), points=7), points(3)))
    assert mine(game).points == 10


@pytest.mark.cites(c.VICTORY_POINTS_FIFTY.id)
def test_points_past_fifty_keep_counting_in_the_total() -> None:
    # 48 + 5: the marker laps to 3 with the +50 book; the score is 53.
    game = perform(with_icon(me_with(new_game(), points=48), points(5)))
    assert mine(game).points == 53


@pytest.mark.cites(c.COINS.id)
def test_gain_coins_takes_the_amount_from_the_supply() -> None:
    game = perform(with_icon(new_game(), coins(3)))
    assert mine(game).coins == 4 + 3


@pytest.mark.cites(c.EVOLUTION_ADVANCE.id)
def test_evolution_icon_moves_the_marker_that_many_spaces() -> None:
    game = perform(with_icon(me_with(new_game(), evolution=3), evolution(2)))
    assert mine(game).evolution == 5


# --- Unlocking Lens locations -------------------------------------------------

def at_small_diary(coins_held: int) -> Game:
    game = me_with(new_game(), coins=coins_held)
    return play.apply(game, place(0, "small-left", 0))


LOCKED_AT_START = {
    # The middle space of each Main Diary page (the bottom one waits for it)
    # and the four lower Special Action spaces.
    "exploration-middle", "navigation-middle", "correspondence-middle", "academy-middle",
    "special-middle-left", "special-middle-right", "special-bottom-left",
    "special-bottom-right",
}


@pytest.mark.cites(c.UNLOCK_LENS.id, c.UNLOCK_ORDER.id)
def test_unlock_offers_the_locked_main_and_special_locations_top_first() -> None:
    game = at_small_diary(4)
    assert open_icons(game) == [act(ActionKind.UNLOCK_LENS)]
    assert {str(a[0]) for a in choices(game)} == LOCKED_AT_START


@pytest.mark.cites(c.UNLOCK_ORDER.id)
def test_bottom_space_of_a_page_unlocks_only_after_the_middle_one() -> None:
    game = at_small_diary(4)
    assert ("exploration-bottom",) not in choices(game)
    lens = list(game.lens)
    lens[LOCATION_INDEX["exploration-middle"]] = 1
    game = evolve(game, lens=tuple(lens))
    assert ("exploration-bottom",) in choices(game)
    # Other pages stay in order.
    assert ("navigation-bottom",) not in choices(game)


@pytest.mark.cites(c.UNLOCK_COST.id, c.UNLOCK_LENS.id)
def test_unlocking_pays_the_printed_coins_and_places_a_personal_lens() -> None:
    game = at_small_diary(5)
    seat = game.active
    after = perform(game, "navigation-middle")
    assert mine(after).coins == 5 - 4
    assert mine(after).lenses == 6 - 1
    assert after.lens[LOCATION_INDEX["navigation-middle"]] == seat


@pytest.mark.cites(c.UNLOCK_COST.id)
def test_no_unlock_without_the_coins_for_it() -> None:
    assert choices(at_small_diary(3)) == []


@pytest.mark.cites(c.UNLOCK_BONUS.id)
def test_unlocking_bonus_performs_the_location_ignoring_its_seals() -> None:
    # Worker 0 has only its purple seal; exploration-middle asks for 2 green.
    game = perform(at_small_diary(4), "exploration-middle")
    assert open_icons(game) == [explore(3)]
    assert choices(game) != []  # the Exploration itself can be carried out


@pytest.mark.cites(c.UNLOCK_LENS.id)
def test_an_unlocked_location_is_open_to_any_player() -> None:
    game = new_game()
    lens = list(game.lens)
    lens[LOCATION_INDEX["exploration-middle"]] = game.active
    other = game.turn_order[1]
    game = evolve(game, lens=tuple(lens), active=other)
    # Two green seals on worker 1 of the other player.
    rows = list(game.me.rows)
    rows[1] = ("green", "green")
    game = me_with(game, rows=tuple(rows))
    assert place(1, "exploration-middle", 0) in play.moves(game)


# --- Academy ------------------------------------------------------------------

def academy_game(row: tuple[str, ...], coins_held: int) -> Game:
    game = new_game()
    rows = list(game.me.rows)
    rows[1] = row
    return with_icon(me_with(game, rows=tuple(rows), coins=coins_held), academy())


@pytest.mark.cites(c.ACADEMY.id, c.ACADEMY_LEFTMOST_SPOT.id)
def test_academy_takes_a_seal_from_a_scroll_and_pays_the_scroll_row() -> None:
    game = academy_game(("blue",), 4)
    seal = game.scrolls[3]  # Scroll 2 costs 1 Coin
    after = perform(game, 3, 1)
    assert mine(after).rows[1] == ("blue", seal)  # next to the seal already there
    assert mine(after).coins == 4 - 1  # Scroll 2: 1; the row's 2nd spot: 0
    assert after.scrolls[3] == ""


@pytest.mark.cites(c.ACADEMY.id)
def test_academy_seal_may_go_on_any_worker_row_with_an_empty_spot() -> None:
    # The top worker has no empty spot and the fifth none at all.
    game = academy_game(("blue",), 4)
    assert {int(a[1]) for a in choices(game)} == {1, 2, 3}


@pytest.mark.cites(c.ACADEMY_SPOT_COST.id)
@pytest.mark.parametrize("row, scroll_spot, cost", [
    (("blue", "blue"), 0, 1),  # 3rd spot: 1 Coin; top Scroll: 0
    (("blue", "blue", "red"), 0, 1),  # 4th spot: 1 Coin
    (("blue", "blue", "red", "red"), 0, 2),  # 5th spot: 2 Coins
    (("blue", "blue", "red", "red", "red"), 6, 3 + 2),  # 6th spot: 3; Scroll 3: 2
])
def test_seal_spot_penalty_is_paid_on_top_of_the_scroll(
        row: tuple[str, ...], scroll_spot: int, cost: int) -> None:
    game = academy_game(row, 9)
    after = perform(game, scroll_spot, 1)
    assert mine(after).coins == 9 - cost


@pytest.mark.cites(c.ACADEMY_SPOT_COST.id, c.ACADEMY.id)
def test_academy_choice_needs_coins_for_scroll_and_spot() -> None:
    # Row 1 has 4 seals (next spot 2 Coins); Scroll 4 costs 3: 5 in all.
    game = academy_game(("blue", "blue", "red", "red"), 4)
    assert (9, 1) not in choices(game)
    assert (9, 2) in choices(game)  # row 2's 2nd spot is free: 3 Coins


# --- Navigation ---------------------------------------------------------------

@pytest.mark.cites(c.NAVIGATION.id)
def test_navigation_moves_the_ship_up_to_its_number_of_spaces() -> None:
    # From O0: O1, then O2 (detour) or O3.
    game = with_icon(new_game(), navigate(2))
    assert last_stops(choices(game)) == {"O1", "O2", "O3"}


@pytest.mark.cites(c.NAVIGATION.id)
def test_navigation_sets_the_ship_where_it_stops() -> None:
    game = perform(with_icon(new_game(), navigate(2)), -1, "O1", "O3")
    assert mine(game).ship == "O3"


@pytest.mark.cites(c.NAVIGATION_SHARED.id)
def test_ships_and_the_beagle_share_a_space() -> None:
    game = new_game()
    other = game.turn_order[1]
    players = with_player(game, evolve(game.players[other], ship="O1"))
    game = with_icon(evolve(game, players=players), navigate(1))  # the Beagle is on O1 too
    after = perform(game, -1, "O1")
    assert mine(after).ship == "O1" and after.players[other].ship == "O1"


@pytest.mark.cites(c.NAVIGATION_BANNER.id)
def test_crossing_a_silver_banner_places_an_explorer_on_that_island() -> None:
    # Island B's banner is on O8.
    game = with_icon(me_with(new_game(), ship="O7"), navigate(2))
    after = perform(game, -1, "O8", "O9")
    assert mine(after).explorers == ("A0", "B0", "")


@pytest.mark.cites(c.NAVIGATION_BANNER.id)
def test_explorers_share_an_island_start() -> None:
    game = new_game()
    other = game.turn_order[1]
    players = with_player(game, evolve(game.players[other], explorers=("A0", "B0", "")))
    game = with_icon(me_with(evolve(game, players=players), ship="O7"), navigate(2))
    after = perform(game, -1, "O8", "O9")
    assert mine(after).explorers[1] == "B0"


@pytest.mark.cites(c.NAVIGATION_STOP_ACTION.id)
def test_the_action_where_the_ship_stops_may_be_performed() -> None:
    game = perform(with_icon(me_with(new_game(), ship="O9"), navigate(1)), -1, "O10")
    assert open_icons(game) == [coins(4)]
    assert mine(perform(game)).coins == 4 + 4


@pytest.mark.cites(c.NAVIGATION_STOP_ACTION.id)
def test_the_action_of_a_space_only_passed_is_not_offered() -> None:
    game = perform(with_icon(me_with(new_game(), ship="O9"), navigate(2)), -1, "O10", "O11")
    assert game.frames == ()


@pytest.mark.cites(c.NAVIGATION_FIRST_TO_END.id)
def test_first_ship_at_the_end_scores_three() -> None:
    game = perform(with_icon(me_with(new_game(), ship="O25"), navigate(1)), -1, "O26")
    assert mine(game).points == 3  # O26's printed 3 points are still to perform
    assert open_icons(game) == [points(3)]


@pytest.mark.cites(c.NAVIGATION_FIRST_TO_END.id)
def test_a_later_ship_at_the_end_scores_no_bonus() -> None:
    game = evolve(new_game(), ends=frozenset({"ocean"}))
    game = perform(with_icon(me_with(game, ship="O25"), navigate(1)), -1, "O26")
    assert mine(game).points == 0


@pytest.mark.cites(c.NAVIGATION_BEAGLE_SPACE.id)
def test_stopping_on_a_beagle_space_does_nothing() -> None:
    game = with_icon(me_with(new_game(), ship="O3"), navigate(1))
    after = perform(game, -1, "O4")
    assert after.frames == ()
    assert (mine(after).coins, mine(after).points, mine(after).evolution) == (4, 0, 0)


# --- Exploration --------------------------------------------------------------

def exploring(n: int, at: str = "A0", other_at: str = "") -> Game:
    game = new_game()
    other = game.turn_order[1]
    if other_at:
        players = with_player(game, evolve(game.players[other], explorers=(other_at, "", "")))
        game = evolve(game, players=players)
    return with_icon(me_with(game, explorers=(at, "", "")), explore(n))


@pytest.mark.cites(c.EXPLORATION.id)
def test_exploration_moves_an_explorer_up_to_its_number_of_spots() -> None:
    assert last_stops(choices(exploring(2))) == {"A1", "A2"}


@pytest.mark.cites(c.EXPLORATION.id)
def test_exploration_needs_an_explorer_on_the_island() -> None:
    game = with_icon(me_with(new_game(), explorers=("", "", "")), explore(2))
    assert choices(game) == []


@pytest.mark.cites(c.EXPLORATION_SKIP_OCCUPIED.id, c.EXPLORATION_ONE_PER_SPOT.id)
def test_an_opponents_spot_is_skipped_and_not_counted() -> None:
    # The opponent on A1: two spots reach A2 and A3, never A1.
    assert last_stops(choices(exploring(2, other_at="A1"))) == {"A2", "A3"}


@pytest.mark.cites(c.EXPLORATION_ONE_PER_SPOT.id)
def test_the_last_spot_holds_any_number_of_explorers() -> None:
    assert last_stops(choices(exploring(1, at="A23", other_at="A24"))) == {"A24"}


@pytest.mark.cites(c.EXPLORATION_GOLDEN_RIBBON.id)
def test_first_explorer_across_a_golden_ribbon_scores_its_points() -> None:
    # A4 carries a 1-point ribbon.
    after = perform(exploring(2, at="A3"), "A", -1, "A4", "A5")
    assert mine(after).points == 1
    assert "A4" in after.ribbons


@pytest.mark.cites(c.EXPLORATION_GOLDEN_RIBBON.id)
def test_a_claimed_ribbon_scores_nothing_more() -> None:
    game = evolve(exploring(2, at="A3"), ribbons=frozenset({"A4"}))
    assert mine(perform(game, "A", -1, "A4", "A5")).points == 0


@pytest.mark.cites(c.EXPLORATION_STOP_ACTION.id)
def test_the_action_where_the_explorer_stops_is_performed() -> None:
    game = perform(exploring(1), "A", -1, "A1")
    assert open_icons(game) == [coins(4)]
    assert mine(perform(game)).coins == 4 + 4


@pytest.mark.cites(c.EXPLORATION_FIRST_TO_END.id)
def test_first_explorer_at_the_end_of_an_island_scores_three() -> None:
    game = with_icon(me_with(new_game(), explorers=("A0", "", "C9")), explore(1))
    after = perform(game, "C", -1, "C10")
    assert mine(after).points == 3
    assert open_icons(after) == [points(8)]
    later = perform(evolve(game, ends=frozenset({"C"})), "C", -1, "C10")
    assert mine(later).points == 0


# --- Specimens ----------------------------------------------------------------

@pytest.mark.cites(c.RESEARCH_GALAPAGOS_SPECIMEN.id)
def test_stopping_on_a_specimen_researches_that_specimen() -> None:
    game = new_game()
    found = dict(game.specimens)["A2"]
    game = perform(exploring(2), "A", -1, "A1", "A2")
    assert choices(game) == [(found,)]
    after = perform(game, found)
    assert mine(after).research == frozenset({found})
    assert after.research_supply == game.research_supply - 1


# --- Campsites ----------------------------------------------------------------

def at_campsite(space: str, tents_left: int = 5, coins_held: int = 4) -> Game:
    game = me_with(new_game(), tents=tents_left, coins=coins_held)
    return with_icon(game, CAMPSITE, space=space)


@pytest.mark.cites(c.CAMPSITE.id)
def test_campsite_offers_each_empty_tent_location_beside_the_icon() -> None:
    assert choices(at_campsite("A4")) == [("campsite-A4", 0), ("campsite-A4", 1)]


@pytest.mark.cites(c.CAMPSITE.id)
def test_campsite_moves_the_top_tent_and_pays_the_location() -> None:
    game = at_campsite("A4")
    after = perform(game, "campsite-A4", 1)
    assert mine(after).tents == 4
    assert mine(after).coins == 4 - 1
    assert after.tents[CAMPSITE_INDEX["campsite-A4"]] == (None, game.active)


@pytest.mark.cites(c.CAMPSITE.id)
def test_no_campsite_without_an_empty_tent_location() -> None:
    game = at_campsite("A4")
    tents = list(game.tents)
    tents[CAMPSITE_INDEX["campsite-A4"]] = (1, 1)
    assert choices(evolve(game, tents=tuple(tents))) == []


@pytest.mark.cites(c.CAMPSITE_ACTIONS.id)
def test_the_campsite_actions_follow_the_tent() -> None:
    after = perform(at_campsite("A4"), "campsite-A4", 0)
    assert open_icons(after) == [stamps(2)]


@pytest.mark.cites(c.CAMPSITE_REVEALED_ACTIONS.id)
def test_the_icon_under_the_removed_tent_is_offered_too() -> None:
    # The second Tent leaves 2 Coins uncovered.
    after = perform(at_campsite("A4", tents_left=4), "campsite-A4", 0)
    offered = [p.icon for f in after.frames for p in f]
    assert sorted(map(repr, offered)) == sorted(map(repr, [stamps(2), coins(2)]))


@pytest.mark.cites(c.CAMPSITE_SLASH.id)
def test_a_slashed_tent_icon_gives_one_option_only() -> None:
    # The third Tent uncovers Navigate 1 / Explore 1.
    after = perform(at_campsite("A4", tents_left=3), "campsite-A4", 0)
    after = play.apply(after, Move(MoveKind.DONE))  # decline the 2 Stamps
    slashed = open_icons(after)
    assert len(slashed) == 1
    options = {m.option for m in play.moves(after) if m.kind is MoveKind.PERFORM}
    assert options == {0, 1}
    done = perform(after, -1, "O1", index=0, option=0)
    assert not any(m.kind is MoveKind.PERFORM for m in play.moves(done))


# --- Correspondence -----------------------------------------------------------

def corresponding(n: int, stacks: tuple[int, int, int] = (4, 4, 4), tray: int = 0) -> Game:
    game = new_game()
    used = list(game.used_stamps)
    used[game.active] = tray
    game = evolve(game, used_stamps=tuple(used))
    return with_icon(me_with(game, stamps=stacks), stamps(n))


@pytest.mark.cites(c.CORRESPONDENCE.id)
def test_correspondence_puts_stamps_on_one_envelope_only() -> None:
    found = choices(corresponding(2))
    assert found
    for args in found:
        sent = [int(a) for a in args[:3]]
        assert sum(1 for n in sent if n) == 1 and 1 <= sum(sent) <= 2


@pytest.mark.cites(c.CORRESPONDENCE.id)
def test_correspondence_takes_stamps_from_any_mix_of_stacks() -> None:
    game = corresponding(2)
    after = perform(game, 0, 2, 0, 1, 0, 1, 0)
    assert mine(after).stamps == (3, 4, 3)
    assert after.envelopes[1][game.active] == 2


@pytest.mark.cites(c.CORRESPONDENCE_DEPLETED_STACK.id)
def test_emptying_a_stack_opens_the_action_beneath_it() -> None:
    # The first stack's icon is Explore 2.
    after = perform(corresponding(1, stacks=(1, 4, 4)), 1, 0, 0, 1, 0, 0, 0)
    assert mine(after).stamps == (0, 4, 4)
    assert open_icons(after) == [explore(2)]


@pytest.mark.cites(c.CORRESPONDENCE_DEPLETED_STACK.id)
def test_only_the_stack_emptied_now_opens_its_action() -> None:
    # The first stack was emptied earlier; the second (Academy -2) empties now.
    after = perform(corresponding(1, stacks=(0, 1, 4)), 1, 0, 0, 0, 1, 0, 0)
    assert open_icons(after) == [academy(discount=2)]


@pytest.mark.cites(c.CORRESPONDENCE_DEPLETED_STACK.id)
def test_a_stack_not_emptied_opens_nothing() -> None:
    after = perform(corresponding(1, stacks=(2, 4, 4)), 1, 0, 0, 1, 0, 0, 0)
    assert after.frames == ()


@pytest.mark.cites(c.CORRESPONDENCE_USED_STAMPS.id)
def test_stamps_from_the_used_tray_make_up_a_shortfall() -> None:
    game = corresponding(3, stacks=(0, 0, 1), tray=3)
    after = perform(game, 3, 0, 0, 0, 0, 1, 2)
    assert mine(after).stamps == (0, 0, 0)
    assert after.used_stamps[game.active] == 1
    assert after.envelopes[0][game.active] == 3


@pytest.mark.cites(c.CORRESPONDENCE_USED_STAMPS.id)
def test_the_used_tray_is_not_touched_while_the_stacks_suffice() -> None:
    found = choices(corresponding(3, stacks=(0, 0, 3), tray=3))
    assert found and all(int(args[-1]) == 0 for args in found)


@pytest.mark.cites(c.CORRESPONDENCE.id, c.CORRESPONDENCE_USED_STAMPS.id)
@pytest.mark.parametrize("option, most", [("as-many-as-you-have", 1), ("all-or-nothing", 0)])
def test_stamp_shortage_ruling(option: str, most: int) -> None:
    rulings = Rulings.of({r.STAMP_SHORTAGE.id: option})
    found = choices(corresponding(3, stacks=(0, 0, 1)), rulings=rulings)
    assert max((sum(int(a) for a in args[:3]) for args in found), default=0) == most


# --- The Museum ---------------------------------------------------------------

def museum(tiles: set[str], research: set[str], coins_held: int = 0,
           row_coins: tuple[bool, bool, bool, bool] = (True, True, True, True),
           second: bool = False) -> Game:
    game = evolve(new_game(), museum=frozenset(tiles), row_coins=row_coins)
    game = me_with(game, research=frozenset(research), coins=coins_held)
    return with_icon(game, act(ActionKind.DELIVER_SPECIMEN), origin="museum", second=second)


@pytest.mark.cites(c.DELIVER_SPECIMEN.id)
def test_only_researched_specimens_not_yet_in_the_museum_are_delivered() -> None:
    game = museum({"green-plant"}, {"blue-bird", "green-plant"})
    assert choices(game) == [("blue-bird",)]


@pytest.mark.cites(c.DELIVER_SPECIMEN.id, c.DELIVER_FIRST_IN_ROW.id, c.DELIVER_LINE_BONUS.id)
def test_delivery_into_an_empty_museum() -> None:
    # The row's Coin and 6 empty spaces in row and column: 7 Coins.
    after = perform(museum(set(), {"blue-bird"}), "blue-bird")
    assert mine(after).coins == 7 and mine(after).evolution == 0
    assert "blue-bird" in after.museum
    assert after.row_coins == (True, False, True, True)


@pytest.mark.cites(c.DELIVER_FIRST_IN_ROW.id)
def test_tiles_placed_at_setup_do_not_take_the_row_coin() -> None:
    # blue-reptile lies in row 2 from setup: the row Coin is still there.
    after = perform(museum({"blue-reptile"}, {"blue-bird"}), "blue-bird")
    # Row Coin 1; row 2: 1 filled, 2 empty; column 3: 3 empty.
    assert mine(after).coins == 1 + 2 + 3 and mine(after).evolution == 1


@pytest.mark.cites(c.DELIVER_FIRST_IN_ROW.id)
def test_a_later_delivery_in_the_row_takes_no_row_coin() -> None:
    after = perform(museum({"blue-reptile"}, {"blue-bird"},
                           row_coins=(True, False, True, True)), "blue-bird")
    assert mine(after).coins == 2 + 3


@pytest.mark.cites(c.DELIVER_LINE_BONUS.id)
def test_row_and_column_give_a_coin_per_empty_and_a_step_per_filled_space() -> None:
    # blue-bird: row 2 has blue-plant; column 3 has green-bird and yellow-bird.
    after = perform(museum({"blue-plant", "green-bird", "yellow-bird"}, {"blue-bird"}),
                    "blue-bird")
    assert mine(after).coins == 1 + 2 + 1  # row Coin, 2 empty in the row, 1 in the column
    assert mine(after).evolution == 1 + 2


@pytest.mark.cites(c.DELIVER_LAST_IN_ROW.id, c.DELIVER_LINE_BONUS.id)
def test_completing_a_row_moves_one_more_evolution_step() -> None:
    after = perform(museum({"blue-reptile", "blue-plant", "blue-fossil"}, {"blue-bird"},
                           row_coins=(True, False, True, True)), "blue-bird")
    assert mine(after).evolution == 3 + 1  # 3 filled in the row, then the completion
    assert mine(after).coins == 3  # the column's 3 empty spaces


@pytest.mark.cites(c.DELIVER_SECOND.id)
def test_a_museum_visit_delivers_a_second_specimen_for_three_coins() -> None:
    game = me_with(new_game(), coins=0, research=frozenset({"blue-bird", "red-fossil"}))
    game = evolve(game, museum=frozenset(), row_coins=(True, True, True, True))
    game = play.apply(game, place(1, "museum", 0))
    game = perform(game, "blue-bird")  # free: 7 Coins
    assert mine(game).coins == 7
    second = [i for i, p in enumerate(game.frames[-1])
              if isinstance(p.icon, Action) and p.icon.kind is ActionKind.DELIVER_SPECIMEN]
    assert len(second) == 1
    game = perform(game, "red-fossil", index=second[0])
    # Paid 3, then red-fossil: row 3's Coin and 6 empty spaces (blue-bird is in neither line).
    assert mine(game).coins == 7 - 3 + 7
    assert not any(isinstance(p.icon, Action) and p.icon.kind is ActionKind.DELIVER_SPECIMEN
                   for f in game.frames for p in f)


@pytest.mark.cites(c.DELIVER_SECOND.id)
@pytest.mark.parametrize("coins_held, allowed", [(2, False), (3, True)])
def test_the_second_delivery_needs_three_coins(coins_held: int, allowed: bool) -> None:
    game = museum(set(), {"blue-bird"}, coins_held=coins_held, second=True)
    assert (choices(game) == [("blue-bird",)]) is allowed
    if allowed:
        assert mine(perform(game, "blue-bird")).coins == coins_held - 3 + 7


@pytest.mark.cites(c.RESEARCH_MUSEUM_SPECIMEN.id)
def test_research_a_museum_specimen_then_a_second_for_three_coins() -> None:
    game = evolve(new_game(), museum=frozenset({"green-plant", "red-bird"}))
    game = me_with(game, coins=5, research=frozenset({"red-bird"}))
    game = with_icon(game, act(ActionKind.RESEARCH_MUSEUM_SPECIMEN), origin="museum")
    assert choices(game) == [("green-plant",)]
    game = perform(game, "green-plant")
    assert mine(game).research == frozenset({"red-bird", "green-plant"})
    assert mine(game).coins == 5  # the first is free
    game = evolve(game, museum=game.museum | {"yellow-fossil"})
    game = perform(game, "yellow-fossil")
    assert mine(game).coins == 5 - 3
    assert "yellow-fossil" in mine(game).research


# --- Reserve Turn Order -------------------------------------------------------

@pytest.mark.cites(c.RESERVE_TURN_ORDER.id)
@pytest.mark.parametrize("players, gain", [(2, 3), (3, 2), (4, 2)])
def test_reserve_turn_order_pays_by_player_count(players: int, gain: int) -> None:
    game = play.apply(new_game(players), place(1, "turn-order", 0))
    game = perform(game)
    assert mine(game).coins == 4 + gain


@pytest.mark.cites(c.RESERVE_TURN_ORDER.id)
def test_reserve_turn_order_workers_line_up_left_to_right() -> None:
    game = new_game()
    first = game.active
    game = play.apply(play.apply(game, place(1, "turn-order", 0)), Move(MoveKind.DONE))
    second = game.active
    game = play.apply(game, place(2, "turn-order", 0))
    assert game.workers[LOCATION_INDEX["turn-order"]] == ((first, 1), (second, 2))


# --- Gaining Objectives -------------------------------------------------------

def gaining(reserve: tuple[str, ...], coins_held: int = 4) -> Game:
    game = me_with(new_game(), reserve=reserve, coins=coins_held)
    return with_icon(game, OBJECTIVE)


@pytest.mark.cites(c.GAIN_OBJECTIVE.id)
def test_gain_objective_puts_a_display_tile_into_the_reserve() -> None:
    game = gaining(())
    shown = game.silver_display + game.golden_display
    assert sorted(choices(game)) == sorted((t, -1) for t in shown)
    after = perform(game, shown[0], -1)
    assert mine(after).reserve == (shown[0],)
    assert shown[0] not in after.silver_display + after.golden_display


@pytest.mark.cites(c.GAIN_OBJECTIVE.id)
def test_the_reserve_may_hold_two_tiles_of_one_colour() -> None:
    game = gaining(("silver-5",))
    silver = game.silver_display[0]
    after = perform(game, silver, -1)
    assert mine(after).reserve == ("silver-5", silver)


@pytest.mark.cites(c.GAIN_OBJECTIVE_FULL_RESERVE.id)
def test_with_a_full_reserve_the_tile_goes_on_an_empty_space_of_its_colour() -> None:
    game = gaining(("silver-5", "golden-13"), coins_held=4)
    silver = game.silver_display[0]
    # Silver spaces are 0-4; spaces 4 and 5 from the left (indices 3, 4) cost 1.
    assert sorted(int(a[1]) for a in choices(game) if a[0] == silver) == [0, 1, 2, 3, 4]
    after = perform(game, silver, 3)
    assert mine(after).spots[3] == silver and mine(after).coins == 3
    assert 3 not in mine(after).achieved
    assert mine(after).reserve == ("silver-5", "golden-13")


@pytest.mark.cites(c.GAIN_OBJECTIVE_FULL_RESERVE.id)
def test_a_space_whose_coins_cannot_be_paid_is_not_offered() -> None:
    game = gaining(("silver-5", "golden-13"), coins_held=0)
    golden = game.golden_display[0]
    assert sorted(int(a[1]) for a in choices(game) if a[0] == golden) == [5, 6, 7]


@pytest.mark.cites(c.GAIN_OBJECTIVE.id, c.GAIN_OBJECTIVE_FULL_RESERVE.id)
@pytest.mark.parametrize("option, to_reserve", [("in-reserve", False), ("apart", True)])
def test_starting_pair_and_the_reserve_ruling(option: str, to_reserve: bool) -> None:
    game = with_icon(new_game(), OBJECTIVE)  # the drafted pair lies beside the board
    assert len(mine(game).reserve) == 2
    rulings = Rulings.of({r.STARTING_PAIR.id: option})
    assert any(int(a[1]) == -1 for a in choices(game, rulings=rulings)) is to_reserve


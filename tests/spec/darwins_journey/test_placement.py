"""Worker placement, performing a location, the Action Phase and the modifier icons.

Expected values come from the rulebook (``shared/seeds/002_c2bb59e7f29bd312.txt``:
Key Concepts, Worker Placement, Perform Location Actions, Action Phase,
Modifier Icons) and, for the printed numbers the rulebook does not give (seal
requirements, Scroll and seal spot costs, track spaces), from the data modules,
read by hand. The placement penalty is 3 Coins with two players and 2 with
three or four.
"""

from __future__ import annotations

import random

import pytest

from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey import play
from spec.darwins_journey.board import (
    ACADEMY_SCROLLS,
    BOOKMARKED_DIARIES,
    LOCATIONS,
    SPECIMENS,
    Diary,
    Page,
    Shape,
    board_side,
    diary_section,
    location,
)
from spec.darwins_journey.icons import (
    Action,
    ActionKind,
    Timing,
    academy,
    explore,
    knowledge,
)
from spec.darwins_journey.moves import DONE, Move, MoveKind, place
from spec.darwins_journey.personal_board import WORKER_ROWS
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import (
    LOCATION_INDEX,
    PURPLE,
    Game,
    Pending,
    Phase,
    Player,
    with_player,
)
from spec.darwins_journey.tracks import CAMPSITES

COUNTS = (2, 3, 4)
PENALTY = {2: 3, 3: 2, 4: 2}
SEAL_SPOTS = WORKER_ROWS[1].spots  # the six seal spots of a lower worker row


# Helpers ----------------------------------------------------------------------

def edit(game: Game, player: Player) -> Game:
    return evolve(game, players=with_player(game, player))


def with_workers(game: Game, loc_id: str, *who: tuple[int, int]) -> Game:
    """Put workers (seat, row) on a location, as earlier turns would have."""
    workers = list(game.workers)
    i = LOCATION_INDEX[loc_id]
    workers[i] = workers[i] + who
    return evolve(game, workers=tuple(workers))


def with_lens(game: Game, loc_id: str, owner: int) -> Game:
    lens = list(game.lens)
    lens[LOCATION_INDEX[loc_id]] = owner
    return evolve(game, lens=tuple(lens))


def with_rows(game: Game, seat: int, *rows: tuple[str, ...]) -> Game:
    """Set the seals of worker rows 1 to 3 (row 0's purple seal is printed)."""
    p = game.players[seat]
    return edit(game, evolve(p, rows=((),) + tuple(rows) + ((),)))


def opening(game: Game, *icons: Action) -> Game:
    """The active player, having placed a worker, with these icons to perform."""
    frame = tuple(Pending(icon, "test") for icon in icons)
    return evolve(game, placed=True, frames=(frame,))


def placements(game: Game) -> set[tuple[int, str, int]]:
    out: set[tuple[int, str, int]] = set()
    for m in play.moves(game):
        if m.kind is MoveKind.PLACE:
            row, loc_id, spent = m.args
            assert isinstance(row, int) and isinstance(loc_id, str) and isinstance(spent, int)
            out.add((row, loc_id, spent))
    return out


def performs(game: Game) -> list[Move]:
    return [m for m in play.moves(game) if m.kind is MoveKind.PERFORM]


def finish_turn(game: Game) -> Game:
    """Decline whatever the active player has left, ending the turn."""
    seat = game.active
    while game.phase is Phase.ACTION and game.active == seat and game.placed:
        game = play.apply(game, DONE)
    return game


def coins_after_placing(game: Game, row: int, loc_id: str, spent: int = 0) -> int:
    seat = game.active
    return play.apply(game, place(row, loc_id, spent)).players[seat].coins


# Diaries and Diary Sections ------------------------------------------------------

@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.DIARIES.id, c.SMALL_DIARY.id)
def test_four_diaries_of_one_or_two_sections(players: int) -> None:
    diaries = {loc.diary for loc in LOCATIONS if loc.diary is not None}
    assert diaries == {Diary.MAIN_ONE, Diary.MAIN_TWO, Diary.SPECIAL_ACTION, Diary.SMALL}
    for diary in diaries:
        sections = {diary_section(loc, players) for loc in LOCATIONS if loc.diary is diary}
        assert len(sections) in (1, 2)
        if diary is Diary.SMALL:
            assert len(sections) == 1
    # Locations outside the Diaries (Museum, Turn Order) are in no section.
    assert diary_section(location("museum"), players) is None


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.BOOKMARK.id, c.PLACEMENT_PENALTY.id)
def test_a_bookmark_makes_two_sections(players: int) -> None:
    # Which side prints bookmarks is the project's assumption (board data);
    # the rule under test: a bookmarked Diary's pages are separate sections,
    # an unbookmarked Diary is one section.
    game = setup(players, 1)
    me = game.active
    game = with_rows(game, me, ("green",), ("blue",), ("yellow",))
    game = with_workers(game, "exploration-top", ((me + 1) % players, 1))  # left page
    bookmarked = Diary.MAIN_ONE in BOOKMARKED_DIARIES[board_side(players)].value
    expected = 0 if bookmarked else PENALTY[players]
    assert coins_after_placing(game, 2, "navigation-top") == 4 - expected  # right page


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.SMALL_DIARY.id, c.PLACEMENT_PENALTY.id, c.CIRCLE_LOCATION.id)
def test_the_small_diary_is_always_one_section(players: int) -> None:
    game = setup(players, 2)
    other = (game.active + 1) % players
    game = with_workers(game, "small-left", (other, 1))
    assert coins_after_placing(game, 1, "small-right") == 4 - PENALTY[players]


# Placement penalties and the shapes of locations --------------------------------

@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.PLACEMENT_PENALTY.id)
def test_the_first_worker_in_a_section_pays_nothing(players: int) -> None:
    game = setup(players, 3)
    assert coins_after_placing(game, 0, "small-left") == 4
    assert coins_after_placing(game, 0, "special-top-left") == 4


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.PLACEMENT_PENALTY.id)
def test_the_penalty_is_flat_and_counts_the_players_own_workers(players: int) -> None:
    game = setup(players, 4)
    me = game.active
    own = with_workers(game, "small-left", (me, 1))
    assert coins_after_placing(own, 0, "small-left") == 4 - PENALTY[players]
    crowded = with_workers(game, "small-left", (me, 1), ((me + 1) % players, 2),
                           ((me + 1) % players, 3))
    assert coins_after_placing(crowded, 0, "small-right") == 4 - PENALTY[players]


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.PLACEMENT_PENALTY.id, c.RED_COIN_COST.id)
def test_no_placement_without_the_coins_for_the_penalty(players: int) -> None:
    game = setup(players, 5)
    me = game.active
    game = with_workers(game, "small-left", ((me + 1) % players, 1))
    game = edit(game, evolve(game.players[me], coins=PENALTY[players] - 1))
    targets = {loc for _, loc, _ in placements(game)}
    assert "small-left" not in targets and "small-right" not in targets
    assert "museum" in targets  # a square costs nothing
    enough = edit(game, evolve(game.players[me], coins=PENALTY[players]))
    assert {"small-left", "small-right"} <= {loc for _, loc, _ in placements(enough)}


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.CIRCLE_LOCATION.id)
def test_a_circle_takes_several_workers_of_one_player(players: int) -> None:
    game = setup(players, 6)
    me = game.active
    game = with_workers(game, "small-left", (me, 1), (me, 2))
    assert (0, "small-left", 0) in placements(game)
    after = play.apply(game, place(0, "small-left"))
    assert after.workers[LOCATION_INDEX["small-left"]] == ((me, 1), (me, 2), (me, 0))


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("loc_id", ["museum", "turn-order"])
@pytest.mark.cites(c.SQUARE_LOCATION.id)
def test_a_square_takes_any_number_and_never_a_penalty(players: int, loc_id: str) -> None:
    assert location(loc_id).shape is Shape.SQUARE
    game = setup(players, 7)
    me = game.active
    game = with_workers(game, loc_id, (me, 1), ((me + 1) % players, 1), ((me + 1) % players, 2))
    assert (0, loc_id, 0) in placements(game)
    assert coins_after_placing(game, 0, loc_id) == 4


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.LENS_LOCATION.id)
def test_a_lens_holds_one_worker(players: int) -> None:
    game = setup(players, 8)
    me = game.active
    assert (0, "special-top-left", 0) in placements(game)
    taken = with_workers(game, "special-top-left", ((me + 1) % players, 1))
    assert not {m for m in placements(taken) if m[1] == "special-top-left"}
    mine = with_workers(game, "special-top-left", (me, 1))
    assert not {m for m in placements(mine) if m[1] == "special-top-left"}


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.LENS_LOCATION.id, c.PLACEMENT_PENALTY.id)
def test_a_lens_in_an_occupied_section_pays_the_penalty(players: int) -> None:
    game = setup(players, 9)
    me = game.active
    game = with_workers(game, "special-top-left", ((me + 1) % players, 1))
    bookmarked = Diary.SPECIAL_ACTION in BOOKMARKED_DIARIES[board_side(players)].value
    # special-middle-left is on the same page, so always the same section.
    game = with_lens(game, "special-middle-left", me)
    assert coins_after_placing(game, 0, "special-middle-left") == 4 - PENALTY[players]
    expected = 0 if bookmarked else PENALTY[players]
    assert coins_after_placing(game, 0, "special-top-right") == 4 - expected


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.LENS_LOCATION.id)
def test_a_locked_location_takes_workers_only_once_unlocked(players: int) -> None:
    game = setup(players, 10)
    me = game.active
    game = with_rows(game, me, ("green", "green"), ("red",), ("blue",))
    assert not {m for m in placements(game) if m[1] == "exploration-middle"}
    opened = with_lens(game, "exploration-middle", (me + 1) % players)
    assert (1, "exploration-middle", 0) in placements(opened)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.OPPONENT_LENS_COIN.id)
def test_an_opponents_lens_pays_its_owner_a_coin(players: int) -> None:
    game = setup(players, 11)
    me = game.active
    owner = (me + 1) % players
    game = with_lens(game, "special-middle-left", owner)
    after = play.apply(game, place(0, "special-middle-left"))
    assert after.players[owner].coins == 5
    assert after.players[me].coins == 4
    bystanders = [p.coins for p in after.players if p.seat not in (me, owner)]
    assert bystanders == [4] * (players - 2)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.OPPONENT_LENS_COIN.id)
def test_ones_own_lens_pays_nobody(players: int) -> None:
    game = setup(players, 12)
    me = game.active
    game = with_lens(game, "special-middle-left", me)
    after = play.apply(game, place(0, "special-middle-left"))
    assert [p.coins for p in after.players] == [4] * players


# Wax Seal requirements ------------------------------------------------------------

@pytest.mark.cites(c.SEAL_REQUIREMENT.id)
def test_each_worker_needs_the_seals_in_its_own_row() -> None:
    # exploration-middle asks for 2 green (board data). Rows 1 and 2 hold one
    # green each: together two, but neither worker qualifies on its own.
    game = setup(2, 13)
    me = game.active
    game = with_rows(game, me, ("green",), ("green",), ("green", "green"))
    game = with_lens(game, "exploration-middle", me)
    game = edit(game, evolve(game.players[me], knowledge=0))
    rows = {row for row, loc, _ in placements(game) if loc == "exploration-middle"}
    assert rows == {3}


@pytest.mark.cites(c.SEAL_REQUIREMENT.id)
def test_seals_of_other_colours_do_not_count() -> None:
    game = setup(2, 14)
    me = game.active
    game = with_rows(game, me, ("blue", "red", "yellow"), ("green",), ("red",))
    game = edit(game, evolve(game.players[me], knowledge=0))
    rows = {row for row, loc, _ in placements(game) if loc == "exploration-top"}
    assert rows == {0, 2}  # the top worker's purple seal, and the green row


@pytest.mark.cites(c.SEAL_REQUIREMENT.id, c.PURPLE_ANY_COLOUR.id)
def test_a_number_beside_the_seal_asks_for_that_many() -> None:
    # academy-bottom asks for 3 red. A purple seal stands in for one of them.
    game = setup(2, 15)
    me = game.active
    game = with_rows(game, me, ("red", "red"), ("red", "red", PURPLE), ("red", PURPLE, PURPLE))
    game = with_lens(game, "academy-bottom", me)
    game = edit(game, evolve(game.players[me], knowledge=0))
    rows = {row for row, loc, _ in placements(game) if loc == "academy-bottom"}
    assert rows == {2, 3}


@pytest.mark.cites(c.PURPLE_ANY_COLOUR.id)
def test_purple_seals_count_as_any_colour() -> None:
    game = setup(2, 16)
    me = game.active
    game = with_rows(game, me, (PURPLE, PURPLE), ("green", PURPLE), ("yellow",))
    game = edit(game, evolve(game.players[me], knowledge=0))
    for loc_id in ("exploration-middle", "navigation-middle", "correspondence-middle",
                   "academy-middle"):
        game = with_lens(game, loc_id, me)
    found = placements(game)
    # Two purple seals meet any two-seal requirement.
    for loc_id in ("exploration-middle", "navigation-middle", "correspondence-middle",
                   "academy-middle"):
        assert (1, loc_id, 0) in found
    # Green plus purple meets 2 green; for 2 blue it is one short.
    assert (2, "exploration-middle", 0) in found
    assert not {m for m in found if m[0] == 2 and m[1] == "navigation-middle"}


@pytest.mark.cites(c.TOP_WORKER.id, c.PURPLE_ANY_COLOUR.id)
def test_the_top_worker_has_one_purple_seal() -> None:
    game = setup(3, 17)
    me = game.active
    game = edit(game, evolve(game.players[me], knowledge=0))
    for loc_id in ("exploration-middle", "navigation-middle"):
        game = with_lens(game, loc_id, me)
    top = {loc for row, loc, _ in placements(game) if row == 0}
    # Each page's top space asks for one seal of its colour: purple serves.
    assert {"exploration-top", "navigation-top", "correspondence-top", "academy-top"} <= top
    # Two seals are beyond a single purple seal.
    assert not top & {"exploration-middle", "navigation-middle"}


@pytest.mark.cites(c.TOP_WORKER.id, c.WORKER_ROWS.id, c.FIFTH_WORKER_NO_SEALS.id)
def test_only_the_three_lower_rows_take_seals() -> None:
    game = setup(2, 18)
    me = game.active
    p = game.players[me]
    game = edit(game, evolve(p, fifth_worker=True, home=p.home | {4}, coins=20))
    rows = {m.args[1] for m in performs(opening(game, academy()))}
    assert rows == {1, 2, 3}
    rows = {m.args[0] for m in performs(opening(game, Action(ActionKind.SPECIAL_SEAL)))}
    assert rows == {1, 2, 3}


@pytest.mark.cites(c.WORKER_ROWS.id)
def test_a_lower_row_holds_six_seals_at_most() -> None:
    assert len(SEAL_SPOTS) == 6
    game = setup(2, 19)
    me = game.active
    game = with_rows(game, me, ("red",) * 6, ("red",) * 5, ("blue",))
    game = edit(game, evolve(game.players[me], coins=30))
    rows = {m.args[1] for m in performs(opening(game, academy()))}
    assert rows == {2, 3}


@pytest.mark.cites(c.FIFTH_WORKER_NO_SEALS.id, c.TEMPORARY_KNOWLEDGE.id)
def test_the_fifth_worker_meets_requirements_only_with_temporary_knowledge() -> None:
    game = setup(2, 20)
    me = game.active
    p = game.players[me]
    game = edit(game, evolve(p, fifth_worker=True, home=p.home | {4}, knowledge=1))
    fifth = {(loc, spent) for row, loc, spent in placements(game) if row == 4}
    assert ("exploration-top", 1) in fifth and ("exploration-top", 0) not in fifth
    assert ("museum", 0) in fifth and ("special-top-left", 0) in fifth
    broke = edit(game, evolve(game.players[me], knowledge=0))
    places = {loc for row, loc, _ in placements(broke) if row == 4}
    assert not places & {"exploration-top", "navigation-top", "correspondence-top",
                        "academy-top"}


@pytest.mark.cites(c.TEMPORARY_KNOWLEDGE.id)
def test_temporary_knowledge_stands_in_for_missing_seals() -> None:
    # exploration-bottom asks for 3 green; the top worker's purple seal gives
    # one, two Temporary Knowledge tokens the other two.
    game = setup(3, 21)
    me = game.active
    game = with_lens(game, "exploration-bottom", me)
    game = edit(game, evolve(game.players[me], knowledge=2))
    assert (0, "exploration-bottom", 2) in placements(game)
    supply = game.knowledge_supply
    after = play.apply(game, place(0, "exploration-bottom", 2))
    assert after.players[me].knowledge == 0
    assert after.knowledge_supply == supply + 2
    short = edit(game, evolve(game.players[me], knowledge=1))
    assert not {m for m in placements(short) if m[0] == 0 and m[1] == "exploration-bottom"}


@pytest.mark.cites(c.SEALS_PERMANENT.id)
def test_seals_are_never_removed_in_a_whole_game() -> None:
    for seed in range(3):
        game = setup(2 + seed, seed)
        chooser = random.Random(seed)
        rows = [p.rows for p in game.players]
        steps = 0
        while game.phase is not Phase.OVER and steps < 4000:
            game = play.apply(game, chooser.choice(play.moves(game)))
            for p in game.players:
                for before, now in zip(rows[p.seat], p.rows):
                    assert now[:len(before)] == before
            rows = [p.rows for p in game.players]
            steps += 1
        assert game.phase is Phase.OVER


# Performing a location's actions ---------------------------------------------------

def _two_icon_tile(players: int, seed: int) -> Game:
    """The active player before placing, with Special Action tile 2 (3 Coins and
    a Temporary Knowledge) on the top-left Special Action location."""
    game = setup(players, seed)
    tiles = (2,) + tuple(t for t in game.special_tiles if t != 2)[:5]
    return evolve(game, special_tiles=tiles)


@pytest.mark.cites(c.PERFORM_AFTER_PLACEMENT.id)
def test_actions_come_after_the_placement_and_its_penalty() -> None:
    game = _two_icon_tile(2, 22)
    me = game.active
    game = with_workers(game, "special-top-right", ((me + 1) % 2, 1))
    assert performs(game) == []
    placed = play.apply(game, place(0, "special-top-left"))
    assert placed.players[me].coins == 4 - 3  # the penalty is already paid
    assert len(performs(placed)) == 2


@pytest.mark.cites(c.PERFORM_ANY_ORDER.id)
def test_a_locations_icons_in_either_order() -> None:
    game = _two_icon_tile(3, 23)
    me = game.active
    game = play.apply(game, place(0, "special-top-left"))
    assert {m.index for m in performs(game)} == {0, 1}
    # Knowledge (icon 1) first, then the Coins.
    game = play.apply(game, next(m for m in performs(game) if m.index == 1))
    assert game.players[me].knowledge == 2
    coins = performs(game)
    assert len(coins) == 1
    game = play.apply(game, coins[0])
    assert game.players[me].coins == 4 + 3


@pytest.mark.cites(c.PERFORM_OPTIONAL.id)
def test_a_player_may_decline_the_actions() -> None:
    game = _two_icon_tile(3, 24)
    me = game.active
    game = play.apply(game, place(0, "special-top-left"))
    assert DONE in play.moves(game)
    game = play.apply(game, next(m for m in performs(game) if m.index == 0))  # the Coins only
    game = finish_turn(game)
    assert game.active != me
    assert game.players[me].coins == 7 and game.players[me].knowledge == 1


@pytest.mark.cites(c.SAME_TURN_GAINS.id)
def test_the_first_deliverys_coins_pay_for_the_second() -> None:
    # No Coins and an empty Museum. Delivering green-reptile (row 1, column 1)
    # gains the row's Coin, 3 for the empty spaces of its row and 3 for those
    # of its column: 7. The second delivery costs 3 of them; blue-plant (row 2,
    # column 2) then gains 1 + 3 + 3 = 7 more.
    game = setup(2, 25)
    me = game.active
    game = evolve(game, museum=frozenset())
    game = edit(game, evolve(game.players[me], coins=0,
                             research=frozenset({"green-reptile", "blue-plant"})))
    game = play.apply(game, place(0, "museum"))
    deliver = [m for m in performs(game) if m.args == ("green-reptile",)
               and game.frames[-1][m.index].icon == Action(ActionKind.DELIVER_SPECIMEN)]
    game = play.apply(game, deliver[0])
    assert game.players[me].coins == 7
    second = [m for m in performs(game) if m.args == ("blue-plant",)
              and game.frames[-1][m.index].second
              and isinstance(game.frames[-1][m.index].icon, Action)
              and game.frames[-1][m.index].icon == Action(ActionKind.DELIVER_SPECIMEN)]
    assert second
    game = play.apply(game, second[0])
    assert game.players[me].coins == 7 - 3 + 7


@pytest.mark.cites(c.IMMEDIATE_ACTIONS.id)
def test_an_activated_icon_is_performed_before_the_rest() -> None:
    # Two Exploration icons (as on Crew card 2). The first ends on A1, whose
    # 4 Coins are performed at once: the second Exploration waits.
    game = setup(2, 26)
    me = game.active
    game = opening(game, explore(2), explore(2))
    first = next(m for m in performs(game) if m.index == 0 and m.args == ("A", -1, "A1"))
    game = play.apply(game, first)
    now = performs(game)
    assert [game.frames[-1][m.index].icon for m in now] == [Action(ActionKind.COINS, 4)]
    game = play.apply(game, now[0])
    assert game.players[me].coins == 8
    assert any(m.args[:1] == ("A",) for m in performs(game))  # the second Exploration


@pytest.mark.cites(c.RED_COIN_COST.id)
def test_red_coins_are_paid_for_the_scroll_and_the_seal_spot() -> None:
    # A seal from Scroll k costs that Scroll's red Coins; covering the red
    # Coin of a seal spot costs those too. Row 1 holds 2 seals, so its next
    # seal covers spot 3; row 2 holds 1, its next seal spot 2.
    game = setup(2, 27)
    me = game.active
    game = with_rows(game, me, ("red", "red"), ("blue",), ("green",) * 6)
    game = edit(game, evolve(game.players[me], coins=10))
    game = opening(game, academy())
    for spot, row in ((0, 1), (4, 2), (10, 1), (10, 2)):
        scroll = ACADEMY_SCROLLS[spot // 3].cost
        covered = SEAL_SPOTS[len(game.players[me].rows[row])].cost
        after = play.apply(game, Move(MoveKind.PERFORM, 0, 0, (spot, row)))
        assert after.players[me].coins == 10 - scroll - covered
    assert SEAL_SPOTS[2].cost == 1 and ACADEMY_SCROLLS[3].cost == 3


@pytest.mark.cites(c.RED_COIN_COST.id)
def test_an_unaffordable_red_cost_cannot_be_paid() -> None:
    game = setup(2, 28)
    me = game.active
    game = with_rows(game, me, ("red", "red"), ("red", "red"), ("red", "red"))
    game = edit(game, evolve(game.players[me], coins=1))
    game = opening(game, academy())
    # Every row's next spot (the 3rd) costs 1 Coin: only the free Scroll works.
    spots = {m.args[0] for m in performs(game)}
    free = {s for s in range(12) if ACADEMY_SCROLLS[s // 3].cost == 0 and game.scrolls[s]}
    assert spots == free


# The Action Phase ----------------------------------------------------------------

@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.ONE_WORKER_PER_TURN.id, c.TURN_SEQUENCE.id)
def test_one_worker_a_turn_in_turn_order(players: int) -> None:
    game = setup(players, 29)
    order = game.turn_order
    seen = []
    for _ in range(2 * players):
        seen.append(game.active)
        me = game.active
        home = game.players[me].home
        game = play.apply(game, place(min(home), "turn-order"))
        assert not placements(game)  # no second worker this turn
        assert game.players[me].home == home - {min(home)} or game.active != me
        game = finish_turn(game)
    assert seen == list(order) * 2


@pytest.mark.cites(c.PASS_WHEN_EMPTY.id)
def test_a_player_without_workers_passes() -> None:
    # Three players; the second in turn order has sent every worker out. The
    # first player's turn is followed by the third's, then the first's again.
    game = setup(3, 30)
    a, b, z = game.turn_order
    game = edit(game, evolve(game.players[b], home=frozenset()))
    game = finish_turn(play.apply(game, place(0, "turn-order")))
    assert game.active == z
    game = finish_turn(play.apply(game, place(0, "turn-order")))
    assert game.active == a


@pytest.mark.cites(c.PASS_WHEN_EMPTY.id, c.ONE_WORKER_PER_TURN.id)
def test_the_last_player_with_workers_places_them_one_turn_at_a_time() -> None:
    game = setup(2, 31)
    a, b = game.turn_order
    game = edit(game, evolve(game.players[b], home=frozenset()))
    game = edit(game, evolve(game.players[a], home=frozenset({2, 3})))
    game = finish_turn(play.apply(game, place(2, "turn-order")))
    assert game.active == a and game.phase is Phase.ACTION and not game.placed
    assert game.players[a].home == frozenset({3})
    game = finish_turn(play.apply(game, place(3, "turn-order")))
    assert game.phase is not Phase.ACTION or game.round == 2  # the Action Phase is over


# Modifier icons ---------------------------------------------------------------------

@pytest.mark.cites(c.MOD_NUMBER.id)
def test_a_number_repeats_the_gain() -> None:
    game = setup(2, 32)
    me = game.active
    supply = game.knowledge_supply
    game = play.apply(opening(game, knowledge(2)), Move(MoveKind.PERFORM, 0, 0, ()))
    assert game.players[me].knowledge == 1 + 2
    assert game.knowledge_supply == supply - 2


@pytest.mark.cites(c.MOD_NUMBER.id)
def test_a_number_on_a_movement_is_how_far_at_most() -> None:
    game = opening(setup(2, 33), explore(2))
    routes = {m.args for m in performs(game)}
    assert routes == {("A", -1, "A1"), ("A", -1, "A1", "A2")}


@pytest.mark.parametrize("discount", [1, 2, 3])
@pytest.mark.cites(c.MOD_DISCOUNT.id)
def test_a_discount_comes_off_the_total_cost(discount: int) -> None:
    # Scroll 4 (3 Coins) onto a row's 3rd spot (1 Coin): 4 Coins, less the discount.
    game = setup(2, 34)
    me = game.active
    game = with_rows(game, me, ("red", "red"), ("blue",), ("green",))
    game = edit(game, evolve(game.players[me], coins=10))
    game = opening(game, academy(discount=discount))
    after = play.apply(game, Move(MoveKind.PERFORM, 0, 0, (9, 1)))
    assert after.players[me].coins == 10 - (3 + 1 - discount)


@pytest.mark.cites(c.MOD_DISCOUNT.id)
def test_a_discount_never_pays_the_player() -> None:
    game = setup(2, 35)
    me = game.active
    game = with_rows(game, me, ("red",), ("blue",), ("green",))
    game = opening(game, academy(discount=2))
    after = play.apply(game, Move(MoveKind.PERFORM, 0, 0, (0, 1)))  # 0 + 0 Coins
    assert after.players[me].coins == 4


@pytest.mark.cites(c.MOD_FREE.id)
def test_the_x_pays_no_coins_for_any_step() -> None:
    # Scroll 4 (3 Coins) onto a row's 6th spot (3 Coins): nothing to pay.
    game = setup(2, 36)
    me = game.active
    game = with_rows(game, me, ("red",) * 5, ("blue",), ("green",))
    game = edit(game, evolve(game.players[me], coins=1))
    game = opening(game, academy(free=True))
    assert (9, 1) in {m.args for m in performs(game)}
    after = play.apply(game, Move(MoveKind.PERFORM, 0, 0, (9, 1)))
    assert after.players[me].coins == 1
    assert len(after.players[me].rows[1]) == 6


@pytest.mark.cites(c.MOD_FREE.id)
def test_the_x_unlocks_a_lens_for_nothing() -> None:
    # Crew card 5's Unlock Lens has the X: the location's Coin cost is waived.
    game = setup(2, 37)
    me = game.active
    game = edit(game, evolve(game.players[me], coins=2))
    game = opening(game, Action(ActionKind.UNLOCK_LENS, free=True))
    assert ("exploration-middle",) in {m.args for m in performs(game)}
    after = play.apply(game, Move(MoveKind.PERFORM, 0, 0, ("exploration-middle",)))
    assert after.lens[LOCATION_INDEX["exploration-middle"]] == me
    assert after.players[me].coins == 2 and after.players[me].lenses == 5


@pytest.mark.cites(c.MOD_REPEAT.id)
def test_reactivating_a_tent_performs_its_campsite_again_for_free() -> None:
    # The player's Tent stands on the dearer place of the O6 Campsite
    # (3 Coins and an Objective); reactivating it pays nothing and offers the
    # Campsite's actions once more.
    site = next(s for s in CAMPSITES if s.space == "O6")
    k = CAMPSITES.index(site)
    game = setup(2, 38)
    me = game.active
    tents = list(game.tents)
    tents[k] = (None, me)
    game = evolve(game, tents=tuple(tents))
    game = edit(game, evolve(game.players[me], tents=4, coins=5))
    game = opening(game, Action(ActionKind.REACTIVATE_TENT))
    assert {m.args for m in performs(game)} == {(site.id, 1)}
    game = play.apply(game, performs(game)[0])
    assert game.players[me].coins == 5
    assert tuple(p.icon for p in game.frames[-1]) == site.actions


@pytest.mark.cites(c.MOD_INFINITY.id)
def test_an_infinity_effect_lasts_into_later_rounds() -> None:
    # Placement Penalty Reduction (infinity): from 3 Coins to 2 with two
    # players, this round and the next.
    game = setup(2, 39)
    me = game.active
    game = opening(game, Action(ActionKind.PLACEMENT_PENALTY_REDUCTION, 1,
                                timing=Timing.ONGOING))
    game = finish_turn(play.apply(game, Move(MoveKind.PERFORM, 0, 0, ())))
    while game.round == 1:
        moves = play.moves(game)
        pick = [m for m in moves if m.kind is MoveKind.PLACE and m.args[1] == "turn-order"]
        game = play.apply(game, pick[0] if pick else DONE)
    game = evolve(game, active=me)
    game = with_workers(game, "small-left", ((me + 1) % 2, 1))
    coins = game.players[me].coins
    assert coins_after_placing(game, 0, "small-right") == coins - 2


@pytest.mark.cites(c.MOD_FINAL_SCORING.id)
def test_arrow_to_bar_points_wait_for_final_scoring() -> None:
    # The last Tent to leave the personal board uncovers 5 points for final
    # scoring: placing it gains no points now.
    game = setup(2, 40)
    me = game.active
    game = edit(game, evolve(game.players[me], tents=1, coins=10))
    game = opening(game, Action(ActionKind.ESTABLISH_ANY_CAMPSITE))
    o6 = next(m for m in performs(game) if m.args == ("campsite-O6", 0))
    game = play.apply(game, o6)
    assert game.players[me].tents == 0
    assert game.players[me].points == 0
    assert not any(isinstance(p.icon, Action) and p.icon.kind is ActionKind.VICTORY_POINTS
                   and p.icon.amount == 5 for f in game.frames for p in f)


@pytest.mark.cites(c.MOD_EXPLORER_ISLAND.id)
def test_the_meeple_looks_only_at_islands_with_the_players_explorer() -> None:
    game = setup(2, 41)
    me = game.active
    on_a = {token for space, token in game.specimens if space.startswith("A")}
    game = opening(game, Action(ActionKind.RESEARCH_EXPLORER_SPECIMEN))
    assert {m.args[0] for m in performs(game)} == on_a
    # An Explorer on island C adds C's Specimens, never the Ocean's.
    game = edit(game, evolve(game.players[me], explorers=("A0", "", "C0")))
    on_ac = {token for space, token in game.specimens if space[0] in "AC"}
    assert {m.args[0] for m in performs(game)} == on_ac
    assert len(SPECIMENS) == 16

"""Distinctions, achieving Objectives and Crew cards, and the Turn Order Phase.

Expected values come from the rulebook (``shared/seeds/002_c2bb59e7f29bd312.txt``:
Distinctions, Achieving Objectives & Crew Cards, Objectives, Crew Cards, Turn
Order Phase, Key Concepts) and, where it prints no number (a location's
actions, a seal spot's Coins, an Objective tile's face), from the data modules,
read by hand.
"""

from __future__ import annotations

import pytest

from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey import play
from spec.darwins_journey.board import ACADEMY_SCROLLS
from spec.darwins_journey.cards import crew_card
from spec.darwins_journey.icons import Action, ActionKind, Seals
from spec.darwins_journey.moves import DONE, Move, MoveKind, place
from spec.darwins_journey.personal_board import OBJECTIVE_SPOTS, WORKER_ROWS
from spec.darwins_journey.play import new_turn_order
from spec.darwins_journey.scoring import final_score
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import (
    LOCATION_INDEX,
    PURPLE,
    Game,
    Phase,
    Player,
    with_player,
)

SEAL_SPOTS = WORKER_ROWS[1].spots


# Helpers ----------------------------------------------------------------------

def edit(game: Game, player: Player) -> Game:
    return evolve(game, players=with_player(game, player))


def with_rows(game: Game, seat: int, *rows: tuple[str, ...]) -> Game:
    """Set the seals of worker rows 1 to 3 (row 0's purple seal is printed)."""
    p = game.players[seat]
    return edit(game, evolve(p, rows=((),) + tuple(rows) + ((),)))


def with_workers(game: Game, loc_id: str, *who: tuple[int, int]) -> Game:
    workers = list(game.workers)
    i = LOCATION_INDEX[loc_id]
    workers[i] = workers[i] + who
    return evolve(game, workers=tuple(workers))


def performs(game: Game) -> list[Move]:
    return [m for m in play.moves(game) if m.kind is MoveKind.PERFORM]


def kinds(moves: list[Move]) -> set[MoveKind]:
    return {m.kind for m in moves}


def icons(game: Game) -> list[Action]:
    out: list[Action] = []
    for p in game.frames[-1]:
        assert isinstance(p.icon, Action)
        out.append(p.icon)
    return out


def four(colour: str) -> tuple[str, ...]:
    """A row with 4 seals, one of them of ``colour``: the silver distinction."""
    return (colour, "red", "blue", "yellow") if colour != "red" else ("red", "green",
                                                                       "blue", "yellow")


def six(colour: str) -> tuple[str, ...]:
    return four(colour) + ("green", "green")


def placed(players: int, seed: int, row_seals: tuple[str, ...], loc_id: str,
           coins: int = 4) -> tuple[Game, int]:
    """The active player with ``row_seals`` on worker row 1, just placed there."""
    game = setup(players, seed)
    me = game.active
    game = with_rows(game, me, row_seals, ("red",), ("blue",))
    game = edit(game, evolve(game.players[me], coins=coins))
    return play.apply(game, place(1, loc_id)), me


# Distinctions -----------------------------------------------------------------------

@pytest.mark.parametrize("seals, amount", [(1, 2), (3, 2), (4, 3), (5, 3), (6, 3)])
@pytest.mark.cites(c.SILVER_DISTINCTION.id, c.SILVER_EXPLORATION.id, c.GOLDEN_GETS_BOTH.id)
def test_silver_from_the_fourth_seal_adds_a_step_of_exploration(seals: int,
                                                                amount: int) -> None:
    row = ("green", "red", "blue", "yellow", "green", "green")[:seals]
    game, _ = placed(2, 1, row, "exploration-top")
    assert icons(game) == [Action(ActionKind.EXPLORATION, amount)]
    longest = max(len(m.args) - 2 for m in performs(game))
    assert longest == amount


@pytest.mark.cites(c.SILVER_DISTINCTION.id)
def test_the_distinction_belongs_to_the_worker_placed() -> None:
    # Row 1 has 4 seals, but the top worker (row 0) is the one placed.
    game = setup(2, 2)
    me = game.active
    game = with_rows(game, me, four("green"), ("red",), ("blue",))
    game = play.apply(game, place(0, "exploration-top"))
    assert icons(game) == [Action(ActionKind.EXPLORATION, 2)]


@pytest.mark.cites(c.SILVER_NAVIGATION.id)
def test_silver_adds_a_space_of_navigation() -> None:
    # navigation-top sails 2; from O0 that reaches O2 or O3 at most, 3 reaches O4.
    plain, _ = placed(2, 3, ("blue", "red", "green"), "navigation-top")
    silver, _ = placed(2, 3, four("blue"), "navigation-top")
    assert icons(plain) == [Action(ActionKind.NAVIGATION, 2)]
    assert icons(silver) == [Action(ActionKind.NAVIGATION, 3)]
    assert not any(m.args[-1] == "O4" for m in performs(plain))
    assert any(m.args[-1] == "O4" for m in performs(silver))


@pytest.mark.cites(c.SILVER_STAMP.id)
def test_silver_adds_a_stamp() -> None:
    def most(game: Game) -> int:
        return max(sum(int(a) for a in m.args[:3]) for m in performs(game))

    plain, _ = placed(3, 4, ("yellow", "red", "green"), "correspondence-top")
    silver, _ = placed(3, 4, four("yellow"), "correspondence-top")
    assert most(plain) == 2
    assert most(silver) == 3


@pytest.mark.cites(c.SILVER_WAX_SEAL.id)
def test_silver_adds_a_full_price_academy_action() -> None:
    game, me = placed(2, 5, four("red"), "academy-top", coins=10)
    academies = [p for p in game.frames[-1]
                 if isinstance(p.icon, Action) and p.icon.kind is ActionKind.ACADEMY]
    assert len(academies) == 2
    # The extra seal pays its Scroll and its seal spot: Scroll 4 (3 Coins)
    # onto row 2, whose 2nd spot is free.
    extra = next(i for i, p in enumerate(game.frames[-1]) if p is academies[1])
    after = play.apply(game, Move(MoveKind.PERFORM, extra, 0, (9, 2)))
    assert after.players[me].coins == 10 - ACADEMY_SCROLLS[3].cost - SEAL_SPOTS[1].cost
    assert ACADEMY_SCROLLS[3].cost == 3


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.cites(c.SILVER_COINS.id, c.GOLDEN_VICTORY_POINTS.id, c.GOLDEN_DISTINCTION.id,
                   c.GOLDEN_GETS_BOTH.id, c.MOD_IMMEDIATE.id)
def test_special_action_diary_pays_coins_for_silver_and_points_for_golden(players: int) -> None:
    # Gained at once on placement, before any of the tile's actions.
    plain, me = placed(players, 6, ("red", "blue", "yellow"), "special-top-left")
    assert (plain.players[me].coins, plain.players[me].points) == (4, 0)
    silver, me = placed(players, 6, four("red") + ("blue",), "special-top-left")
    assert (silver.players[me].coins, silver.players[me].points) == (6, 0)
    golden, me = placed(players, 6, six("red"), "special-top-left")
    assert (golden.players[me].coins, golden.players[me].points) == (6, 3)


@pytest.mark.cites(c.GOLDEN_EXTRA_STOP.id, c.GOLDEN_GETS_BOTH.id, c.GOLDEN_DISTINCTION.id)
def test_golden_lets_the_explorer_stop_on_the_way() -> None:
    # Golden: 3 spots (silver's extra step) and a stop. Walk A0 > A1 > A2 > A3,
    # stopping on A1 (4 Coins) and ending on A3 (1 Temporary Knowledge).
    golden, me = placed(2, 7, six("green"), "exploration-top")
    silver, _ = placed(2, 7, four("green"), "exploration-top")
    assert all(m.args[1] == -1 for m in performs(silver))
    move = next(m for m in performs(golden) if m.args == ("A", 0, "A1", "A2", "A3"))
    game = play.apply(golden, move)
    while performs(game):
        game = play.apply(game, performs(game)[0])
    assert game.players[me].coins == 4 + 4
    assert game.players[me].knowledge == 1 + 1
    assert game.players[me].explorers[0] == "A3"


@pytest.mark.cites(c.GOLDEN_EXTRA_STOP.id)
def test_golden_lets_the_ship_stop_on_the_way() -> None:
    golden, _ = placed(2, 8, six("blue"), "navigation-top")
    silver, _ = placed(2, 8, four("blue"), "navigation-top")
    assert any(m.args[0] >= 0 for m in performs(golden) if isinstance(m.args[0], int))
    assert all(m.args[0] == -1 for m in performs(silver))


@pytest.mark.cites(c.GOLDEN_SPLIT_STAMPS.id, c.GOLDEN_GETS_BOTH.id)
def test_golden_spreads_stamps_over_envelopes() -> None:
    def spread(game: Game) -> bool:
        return any(sum(1 for a in m.args[:3] if int(a) > 0) > 1 for m in performs(game))

    golden, me = placed(2, 9, six("yellow"), "correspondence-top")
    silver, _ = placed(2, 9, four("yellow"), "correspondence-top")
    assert not spread(silver)
    assert spread(golden)
    # Three Stamps (2 + silver's 1), one on each Envelope, all from stack 1.
    game = play.apply(golden, next(m for m in performs(golden)
                                   if m.args == (1, 1, 1, 3, 0, 0, 0)))
    assert [e[me] for e in game.envelopes] == [1, 1, 1]


@pytest.mark.cites(c.GOLDEN_SEAL_DISCOUNT.id, c.GOLDEN_GETS_BOTH.id)
def test_golden_takes_a_coin_off_each_academy_action() -> None:
    # Both Academy actions (the location's and silver's extra one) cost 1 less:
    # Scroll 4 (3 Coins) onto row 2's 2nd spot (free) costs 2.
    game, me = placed(2, 10, six("red"), "academy-top", coins=10)
    assert sum(1 for a in icons(game) if a.kind is ActionKind.ACADEMY) == 2
    first = play.apply(game, Move(MoveKind.PERFORM, 0, 0, (9, 2)))
    assert first.players[me].coins == 10 - (3 - 1)
    second = play.apply(first, Move(MoveKind.PERFORM, 0, 0, (10, 3)))
    assert second.players[me].coins == 10 - 2 - (3 - 1)


# Objectives ----------------------------------------------------------------------

def _objective_moves(game: Game) -> set[tuple[str, int]]:
    out: set[tuple[str, int]] = set()
    for m in play.moves(game):
        if m.kind is MoveKind.OBJECTIVE:
            tile, spot = m.args
            assert isinstance(tile, str) and isinstance(spot, int)
            out.add((tile, spot))
    return out


SILVER = tuple(i for i, s in enumerate(OBJECTIVE_SPOTS) if s.tier.value == "silver")
GOLDEN = tuple(i for i, s in enumerate(OBJECTIVE_SPOTS) if s.tier.value == "golden")


def _with_reserve(seed: int, reserve: tuple[str, ...]) -> tuple[Game, int]:
    game = setup(2, seed)
    me = game.active
    return edit(game, evolve(game.players[me], reserve=reserve)), me


@pytest.mark.cites(c.OBJECTIVE_REQUIREMENTS_MET.id)
def test_an_objective_is_met_not_paid_for() -> None:
    # silver-11 asks for 10 Coins and a plant Specimen researched.
    game, me = _with_reserve(11, ("silver-11",))
    game = edit(game, evolve(game.players[me], coins=9,
                             research=frozenset({"green-plant"})))
    assert not _objective_moves(game)
    game = edit(game, evolve(game.players[me], coins=10))
    assert ("silver-11", SILVER[0]) in _objective_moves(game)
    after = play.apply(game, Move(MoveKind.OBJECTIVE, args=("silver-11", SILVER[0])))
    assert after.players[me].coins == 10
    assert after.players[me].research == frozenset({"green-plant"})
    assert SILVER[0] in after.players[me].achieved


@pytest.mark.cites(c.OBJECTIVE_REQUIREMENTS_MET.id)
def test_every_requirement_must_be_met() -> None:
    # start-silver-2: an empty Stamp stack and a reptile Specimen.
    game, me = _with_reserve(12, ("start-silver-2",))
    game = edit(game, evolve(game.players[me], stamps=(0, 4, 4)))
    assert not _objective_moves(game)
    game = edit(game, evolve(game.players[me], research=frozenset({"red-reptile"})))
    assert _objective_moves(game)


@pytest.mark.cites(c.OBJECTIVE_FROM_RESERVE.id)
def test_from_the_reserve_to_an_empty_space_of_its_colour_paying_its_coins() -> None:
    game, me = _with_reserve(13, ("start-silver-2",))
    game = edit(game, evolve(game.players[me], stamps=(0, 4, 4), coins=4,
                             research=frozenset({"red-reptile"})))
    spots = list(game.players[me].spots)
    spots[SILVER[1]] = "silver-5"  # a tile already lies face up there
    game = edit(game, evolve(game.players[me], spots=tuple(spots)))
    offered = {spot for tile, spot in _objective_moves(game) if tile == "start-silver-2"}
    assert offered == {SILVER[0], SILVER[2], SILVER[3], SILVER[4]}
    for spot in offered:
        after = play.apply(game, Move(MoveKind.OBJECTIVE, args=("start-silver-2", spot)))
        p = after.players[me]
        assert p.coins == 4 - OBJECTIVE_SPOTS[spot].cost
        assert p.spots[spot] == "start-silver-2" and spot in p.achieved
        assert "start-silver-2" not in p.reserve
    # The two right-most silver spaces show a Coin penalty (personal board data).
    assert [OBJECTIVE_SPOTS[i].cost for i in SILVER] == [0, 0, 0, 1, 1]
    broke = edit(game, evolve(game.players[me], coins=0))
    assert {spot for _, spot in _objective_moves(broke)} == {SILVER[0], SILVER[2]}


@pytest.mark.cites(c.OBJECTIVE_FLIP.id)
def test_an_objective_on_a_space_is_flipped_there_at_no_cost() -> None:
    game, me = _with_reserve(14, ())
    spots = list(game.players[me].spots)
    spots[SILVER[3]] = "start-silver-2"  # placed face up earlier, its Coin paid then
    game = edit(game, evolve(game.players[me], spots=tuple(spots), stamps=(0, 4, 4),
                             research=frozenset({"red-reptile"}), coins=3))
    assert _objective_moves(game) == {("start-silver-2", SILVER[3])}
    after = play.apply(game, Move(MoveKind.OBJECTIVE, args=("start-silver-2", SILVER[3])))
    assert after.players[me].coins == 3
    assert after.players[me].achieved == frozenset({SILVER[3]})


@pytest.mark.cites(c.OBJECTIVE_LOCATION_REWARD.id, c.STARTING_WORKERS.id)
def test_the_left_most_golden_space_unlocks_the_fifth_worker() -> None:
    # start-golden-3: two plant Specimens and two Tents on Campsites.
    game, me = _with_reserve(15, ("start-golden-3",))
    game = edit(game, evolve(game.players[me], tents=3,
                             research=frozenset({"green-plant", "red-plant"})))
    game = play.apply(game, place(0, "turn-order"))
    game = play.apply(game, Move(MoveKind.OBJECTIVE, args=("start-golden-3", GOLDEN[0])))
    assert [a.kind for a in icons(game)] == [ActionKind.UNLOCK_FIFTH_WORKER]
    game = play.apply(game, performs(game)[0])
    p = game.players[me]
    # Usable this round: the fifth worker waits on the board with the others.
    assert p.fifth_worker and p.home == frozenset({1, 2, 3, 4})


@pytest.mark.cites(c.OBJECTIVE_LOCATION_REWARD.id, c.MOD_IMMEDIATE.id)
def test_the_second_golden_space_gives_a_purple_seal() -> None:
    # The purple seal is taken at once, in the turn the Objective is achieved,
    # and placed without paying the seal spot's Coins.
    game, me = _with_reserve(16, ("start-golden-3",))
    game = with_rows(game, me, ("red",), ("red", "blue", "green", "yellow"), ("blue",))
    game = edit(game, evolve(game.players[me], tents=3, coins=5,
                             research=frozenset({"green-plant", "red-plant"})))
    game = play.apply(game, place(0, "museum"))
    game = play.apply(game, Move(MoveKind.OBJECTIVE, args=("start-golden-3", GOLDEN[1])))
    assert [a.kind for a in icons(game)] == [ActionKind.SPECIAL_SEAL]
    before = game.players[me].rows[2]
    game = play.apply(game, next(m for m in performs(game) if m.args == (2,)))
    assert game.players[me].rows[2] == before + (PURPLE,)
    assert SEAL_SPOTS[4].cost == 2  # the spot it covers shows 2 red Coins
    assert game.players[me].coins == 5


@pytest.mark.cites(c.OBJECTIVE_POINTS_AT_END.id)
def test_objective_space_points_come_at_final_scoring() -> None:
    game, me = _with_reserve(17, ("start-golden-3",))
    game = edit(game, evolve(game.players[me], tents=3,
                             research=frozenset({"green-plant", "red-plant"})))
    game = play.apply(game, Move(MoveKind.OBJECTIVE, args=("start-golden-3", GOLDEN[0])))
    p = game.players[me]
    assert p.points == 0
    assert final_score(game, p).objectives == 4  # the left-most golden space's points


@pytest.mark.parametrize("achieved, paired", [
    ((4, 9), 4), ((4,), 0), ((9,), 0), ((3, 8), 0), ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9), 4)])
@pytest.mark.cites(c.OBJECTIVE_PAIRED_BONUS.id, c.OBJECTIVE_POINTS_AT_END.id)
def test_the_paired_bonus_needs_both_right_most_spaces(achieved: tuple[int, ...],
                                                       paired: int) -> None:
    assert (SILVER[4], GOLDEN[4]) == (4, 9)
    game = setup(2, 18)
    p = game.players[0]
    spots = tuple("x" if i in achieved else "" for i in range(10))
    p = evolve(p, spots=spots, achieved=frozenset(achieved))
    assert final_score(game, p).paired == paired


@pytest.mark.cites(c.ACHIEVE_ANY_TIME.id)
def test_achievements_are_offered_before_and_after_placing() -> None:
    game, me = _with_reserve(19, ("start-silver-2",))
    game = edit(game, evolve(game.players[me], stamps=(0, 4, 4),
                             research=frozenset({"red-reptile"})))
    before = play.moves(game)
    assert {MoveKind.PLACE, MoveKind.OBJECTIVE} <= kinds(before)
    game = play.apply(game, place(0, "special-top-left"))
    assert {MoveKind.PERFORM, MoveKind.OBJECTIVE} <= kinds(play.moves(game))


@pytest.mark.cites(c.ACHIEVE_ANY_TIME.id, c.CREW_ACHIEVE.id)
def test_a_crew_card_can_be_achieved_in_the_reward_phase() -> None:
    # Crew card 3 (1 yellow, 1 blue, 3 red: 5 Evolution steps). Nobody
    # achieves anything in the Action Phase; the Reward Phase still lets its owner.
    game = setup(2, 20)
    me = game.active
    game = with_rows(game, me, ("red", "yellow", "red", "blue", "red"), ("red",), ("blue",))
    game = edit(game, evolve(game.players[me], crew=(3,)))
    while game.phase is Phase.ACTION:
        moves = play.moves(game)
        pick = [m for m in moves if m.kind is MoveKind.PLACE and m.args[1] == "turn-order"]
        game = play.apply(game, pick[0] if pick else DONE)
    assert game.phase is Phase.REWARD and game.active == me
    assert Move(MoveKind.CREW, args=(3, 1)) in play.moves(game)
    game = play.apply(game, Move(MoveKind.CREW, args=(3, 1)))
    game = play.apply(game, performs(game)[0])
    assert game.players[me].evolution == 5
    assert game.players[me].crew_done == ((3, 1),)


@pytest.mark.cites(c.ACHIEVE_ANY_TIME.id, c.CREW_ACHIEVE.id)
def test_a_crew_card_achieved_before_placing_gives_its_actions_at_once() -> None:
    # Crew card 13 (1 blue, 1 green, 3 yellow): 2 Temporary Knowledge and 3 points.
    game = _crew(30, 13, ("yellow", "blue", "yellow", "green", "yellow"), ("red",), ("red",))
    me = game.active
    game = play.apply(game, Move(MoveKind.CREW, args=(13, 1)))
    assert game.players[me].crew_done == ((13, 1),)
    while performs(game):
        game = play.apply(game, performs(game)[0])
    assert game.players[me].knowledge == 2 and game.players[me].points == 3


@pytest.mark.cites(c.ACHIEVE_ANY_TIME.id, c.OBJECTIVE_LOCATION_REWARD.id)
def test_an_objective_achieved_before_placing_keeps_its_reward() -> None:
    # Achieved onto the left-most golden space before placing: unlocking the
    # fifth worker is offered at once.
    game, me = _with_reserve(31, ("start-golden-3",))
    game = edit(game, evolve(game.players[me], tents=3,
                             research=frozenset({"green-plant", "red-plant"})))
    game = play.apply(game, Move(MoveKind.OBJECTIVE, args=("start-golden-3", GOLDEN[0])))
    unlock = [m for m in performs(game)
              if game.frames[-1][m.index].icon == Action(ActionKind.UNLOCK_FIFTH_WORKER)]
    assert unlock
    game = play.apply(game, unlock[0])
    assert game.players[me].fifth_worker and 4 in game.players[me].home


# Crew cards ---------------------------------------------------------------------

def _crew(seed: int, card: int, *rows: tuple[str, ...], knowledge: int = 0) -> Game:
    game = setup(3, seed)
    me = game.active
    game = with_rows(game, me, *rows)
    return edit(game, evolve(game.players[me], crew=(card,), knowledge=knowledge))


def _crew_moves(game: Game) -> set[tuple[int, int]]:
    out: set[tuple[int, int]] = set()
    for m in play.moves(game):
        if m.kind is MoveKind.CREW:
            card, row = m.args
            assert isinstance(card, int) and isinstance(row, int)
            out.add((card, row))
    return out


@pytest.mark.cites(c.CREW_SEAL_REQUIREMENT.id)
def test_one_worker_must_hold_all_the_crew_cards_seals() -> None:
    assert crew_card(12).requirement == Seals(green=3, blue=2)
    # In any order on one row: achieved.
    game = _crew(21, 12, ("blue", "green", "blue", "green", "green"), ("red",), ("red",))
    assert _crew_moves(game) == {(12, 1)}
    # Split over two rows: not.
    game = _crew(21, 12, ("green", "green", "green"), ("blue", "blue"), ("red",))
    assert _crew_moves(game) == set()
    # One seal short: not.
    game = _crew(21, 12, ("green", "green", "blue", "blue", "red"), ("red",), ("red",))
    assert _crew_moves(game) == set()


@pytest.mark.cites(c.CREW_PURPLE_COUNTS.id)
def test_purple_seals_count_for_crew_cards() -> None:
    game = _crew(22, 12, ("green", "green", PURPLE, "blue", PURPLE), ("red",), ("red",))
    assert _crew_moves(game) == {(12, 1)}


@pytest.mark.cites(c.CREW_NO_TEMPORARY_KNOWLEDGE.id)
def test_temporary_knowledge_does_not_count_for_crew_cards() -> None:
    game = _crew(23, 12, ("green", "green", "blue", "blue"), ("red",), ("red",), knowledge=5)
    assert _crew_moves(game) == set()


@pytest.mark.cites(c.CREW_ONE_PER_WORKER.id)
def test_a_worker_achieves_one_crew_card_only() -> None:
    # Rows 1 and 2 both meet card 14 (2 green, 1 red, 2 blue); row 1 already
    # achieved card 12.
    row = ("green", "green", "green", "blue", "blue", "red")
    game = _crew(24, 14, row, row, ("red",))
    me = game.active
    game = edit(game, evolve(game.players[me], crew_done=((12, 1),)))
    assert _crew_moves(game) == {(14, 2)}


@pytest.mark.cites(c.CREW_ACHIEVE.id)
def test_achieving_a_crew_card_performs_its_actions() -> None:
    # Crew card 13: 1 blue, 1 green, 3 yellow; 2 Temporary Knowledge and 3 points.
    game = _crew(25, 13, ("yellow", "blue", "yellow", "green", "yellow"), ("red",), ("red",))
    me = game.active
    game = play.apply(game, place(2, "museum"))
    game = play.apply(game, Move(MoveKind.CREW, args=(13, 1)))
    assert game.players[me].crew == () and game.players[me].crew_done == ((13, 1),)
    assert icons(game) == list(crew_card(13).actions)
    while performs(game):
        game = play.apply(game, performs(game)[0])
    assert game.players[me].knowledge == 2 and game.players[me].points == 3


# Turn Order Phase -------------------------------------------------------------------

def _play_action_phase(game: Game, where: dict[int, str]) -> Game:
    """Every player sends every worker to the location given for their seat,
    declining everything else, to the start of the next round."""
    start = game.round
    while game.round == start:
        target = where[game.active]
        pick = [m for m in play.moves(game) if m.kind is MoveKind.PLACE and m.args[1] == target]
        game = play.apply(game, pick[0] if pick else DONE)
    return game


@pytest.mark.cites(c.TURN_ORDER_MODIFIED.id)
def test_workers_on_turn_order_move_to_the_front_in_their_order() -> None:
    game = setup(3, 26)
    a, b, z = game.turn_order
    after = _play_action_phase(game, {a: "museum", b: "turn-order", z: "turn-order"})
    assert after.round == 2
    assert after.turn_order == (b, z, a)


@pytest.mark.cites(c.TURN_ORDER_MODIFIED.id)
def test_one_worker_on_turn_order_takes_first_place_only() -> None:
    game = setup(4, 27)
    a, b, d, z = game.turn_order
    game = with_workers(game, "turn-order", (d, 1))
    assert new_turn_order(game) == (d, a, b, z)


@pytest.mark.cites(c.TURN_ORDER_MODIFIED.id)
def test_a_players_left_most_worker_sets_their_place() -> None:
    game = setup(3, 28)
    a, b, z = game.turn_order
    game = with_workers(game, "turn-order", (z, 1), (a, 1), (z, 2))
    assert new_turn_order(game) == (z, a, b)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.cites(c.TURN_ORDER_UNCHANGED.id)
def test_no_worker_on_turn_order_no_change(players: int) -> None:
    game = setup(players, 29)
    order = game.turn_order
    after = _play_action_phase(game, {seat: "museum" for seat in range(players)})
    assert after.round == 2
    assert after.turn_order == order


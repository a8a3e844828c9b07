"""Special Actions, Crew actions, Objective requirements and Objective actions.

Expected values are worked out by hand from the rulebook
(``shared/seeds/002_c2bb59e7f29bd312.txt``, sections "Special Actions & Crew
Actions", "Objective Requirements" and "Objective Actions") and the data
modules (Campsite costs in ``tracks``, Objective spaces in
``personal_board``: silver spaces are indices 0-4, golden 5-9, left to right;
the Museum grid in ``board``).
"""

from __future__ import annotations

from typing import Any

import pytest

from spec.core.rulings import Rulings
from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey import play
from spec.darwins_journey.achieve import meets, objective_met
from spec.darwins_journey.cards import Need, Requirement
from spec.darwins_journey.icons import (
    Action,
    ActionKind,
    Icon,
    SealColour,
    SpecimenColour,
    SpecimenKind,
    Timing,
    academy,
    act,
    explore,
    points,
)
from spec.darwins_journey.moves import Arg, Move, MoveKind, place
from spec.darwins_journey.personal_board import OBJECTIVE_SPOTS
from spec.darwins_journey.scoring import final_score, lagging_penalty
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import (
    CAMPSITE_INDEX,
    LOCATION_INDEX,
    Game,
    Pending,
    Player,
    with_player,
)
from spec.darwins_journey.tracks import CAMPSITES

DEFAULT = Rulings()
Args = tuple[Arg, ...]


def new_game() -> Game:
    return setup(2, 1, first_game=True, crew="first-play")


def mine(game: Game) -> Player:
    """The first player, for whom every test acts (a finished turn passes on)."""
    return game.players[game.turn_order[0]]


def me_with(game: Game, **changes: Any) -> Game:
    return evolve(game, players=with_player(game, evolve(game.me, **changes)))


def with_icon(game: Game, icon: Icon, origin: str = "test") -> Game:
    return evolve(game, placed=True, frames=((Pending(icon, origin),),))


def choices(game: Game, index: int = 0, rulings: Rulings = DEFAULT) -> list[Args]:
    return [m.args for m in play.moves(game, rulings)
            if m.kind is MoveKind.PERFORM and m.index == index]


def perform(game: Game, *args: Arg, index: int = 0, option: int = 0) -> Game:
    move = Move(MoveKind.PERFORM, index, option, tuple(args))
    assert move in play.moves(game), f"{move.text()} is not legal"
    return play.apply(game, move)


def open_icons(game: Game) -> list[Icon]:
    return [p.icon for p in game.frames[-1]] if game.frames else []


def achieve(game: Game, tile: str, spot: int) -> Game:
    move = Move(MoveKind.OBJECTIVE, args=(tile, spot))
    assert move in play.moves(game), f"{move.text()} is not legal"
    return play.apply(game, move)


# --- Special Actions ----------------------------------------------------------

ANY = act(ActionKind.ESTABLISH_ANY_CAMPSITE)


@pytest.mark.cites(c.ANY_CAMPSITE.id)
def test_any_campsite_offers_every_empty_tent_location_it_can_pay() -> None:
    rich = with_icon(me_with(new_game(), coins=5), ANY)
    every = {(site.id, j) for site in CAMPSITES for j in range(len(site.tent_costs))}
    assert set(choices(rich)) == every  # the dearest Tent location costs 5
    poor = with_icon(me_with(new_game(), coins=0), ANY)
    # The free Tent locations: the first place at O6, A4 and A7.
    assert set(choices(poor)) == {("campsite-O6", 0), ("campsite-A4", 0), ("campsite-A7", 0)}


@pytest.mark.cites(c.ANY_CAMPSITE.id)
def test_any_campsite_ignores_explorers_and_ship_and_pays_the_location() -> None:
    # The Explorer is on A0 and the Ship on O0, far from C3.
    game = with_icon(me_with(new_game(), coins=4, tents=4), ANY)
    after = perform(game, "campsite-C3", 0)
    assert mine(after).coins == 4 - 2
    assert after.tents[CAMPSITE_INDEX["campsite-C3"]][0] == game.active
    offered = [p.icon for f in after.frames for p in f]
    # C3's 8 points, and the 2 Coins under the second Tent.
    assert points(8) in offered and Action(ActionKind.COINS, 2) in offered


def repeat_game(tiles: set[str], research: set[str]) -> Game:
    game = evolve(new_game(), museum=frozenset(tiles), row_coins=(True, False, True, True))
    game = me_with(game, coins=0, research=frozenset(research))
    return with_icon(game, act(ActionKind.REPEAT_DELIVERY))


@pytest.mark.cites(c.REPEAT_DELIVERY.id)
def test_repeat_delivery_needs_a_delivered_specimen_with_a_research_token() -> None:
    game = repeat_game({"blue-bird", "red-plant"}, {"blue-bird", "green-fossil"})
    assert choices(game) == [("blue-bird",)]


@pytest.mark.cites(c.REPEAT_DELIVERY.id)
def test_repeat_delivery_gives_the_line_bonuses_but_not_the_row_coin() -> None:
    # blue-bird alone in the Museum; its row Coin was taken when first delivered.
    after = perform(repeat_game({"blue-bird"}, {"blue-bird"}), "blue-bird")
    assert (mine(after).coins, mine(after).evolution) == (3 + 3, 0)
    assert after.museum == frozenset({"blue-bird"})


@pytest.mark.cites(c.REPEAT_DELIVERY.id)
def test_repeat_delivery_of_a_full_rows_tile_gives_the_completion_step() -> None:
    row = {"blue-reptile", "blue-plant", "blue-bird", "blue-fossil"}
    after = perform(repeat_game(row, {"blue-bird"}), "blue-bird")
    # 3 filled in the row and the completion: 4 steps; 3 empty in the column.
    assert (mine(after).coins, mine(after).evolution) == (3, 4)


FULFIL = act(ActionKind.FULFIL_OBJECTIVE)


@pytest.mark.cites(c.FULFIL_OBJECTIVE.id)
def test_fulfil_an_objective_without_its_requirements() -> None:
    # silver-5 asks for 2 blue seals and a red Specimen; the player has neither.
    game = with_icon(me_with(new_game(), reserve=("silver-5",), coins=4), FULFIL)
    assert not objective_met(game, game.me, "silver-5")
    assert sorted(choices(game)) == [("silver-5", i) for i in range(5)]
    after = perform(game, "silver-5", 3)
    assert mine(after).spots[3] == "silver-5" and 3 in mine(after).achieved
    assert mine(after).coins == 4 - 1  # the fourth silver space costs 1
    assert mine(after).reserve == ()


@pytest.mark.cites(c.FULFIL_OBJECTIVE.id)
def test_fulfil_an_objective_takes_the_space_reward() -> None:
    # The second golden space gives a Special Wax Seal.
    game = with_icon(me_with(new_game(), reserve=("golden-13",)), FULFIL)
    after = perform(game, "golden-13", 6)
    assert open_icons(after) == [act(ActionKind.SPECIAL_SEAL)]


@pytest.mark.cites(c.FULFIL_OBJECTIVE.id)
def test_fulfil_only_offers_spaces_the_player_can_pay() -> None:
    game = with_icon(me_with(new_game(), reserve=("golden-13",), coins=0), FULFIL)
    assert sorted(choices(game)) == [("golden-13", i) for i in (5, 6, 7)]


@pytest.mark.cites(c.SPECIAL_PURPLE_SEAL.id)
def test_special_seal_goes_on_the_leftmost_spot_for_free() -> None:
    game = new_game()
    rows = list(game.me.rows)
    rows[2] = ("green", "green", "red", "red")  # the next spot costs 2 Coins
    game = with_icon(me_with(game, rows=tuple(rows), coins=0), act(ActionKind.SPECIAL_SEAL))
    assert {int(a[0]) for a in choices(game)} == {1, 2, 3}
    after = perform(game, 2)
    assert mine(after).rows[2] == ("green", "green", "red", "red", "purple")
    assert mine(after).coins == 0
    assert after.purple == game.purple - 1


@pytest.mark.cites(c.SPECIAL_PURPLE_SEAL.id)
def test_no_special_seal_for_a_full_row() -> None:
    game = new_game()
    rows = list(game.me.rows)
    rows[1] = ("blue",) * 6
    game = with_icon(me_with(game, rows=tuple(rows)), act(ActionKind.SPECIAL_SEAL))
    assert {int(a[0]) for a in choices(game)} == {2, 3}


@pytest.mark.cites(c.GAIN_TEMPORARY_KNOWLEDGE.id)
def test_gain_temporary_knowledge_from_the_supply() -> None:
    game = with_icon(new_game(), act(ActionKind.TEMPORARY_KNOWLEDGE))
    after = perform(game)
    assert mine(after).knowledge == 1 + 1
    assert after.knowledge_supply == game.knowledge_supply - 1


CONVERT = act(ActionKind.CONVERT_TEMPORARY_KNOWLEDGE, 7)


@pytest.mark.cites(c.CONVERT_TEMPORARY_KNOWLEDGE.id)
@pytest.mark.parametrize("into, coins, points_", [("coins", 4 + 7, 0), ("points", 4, 7)])
def test_convert_one_temporary_knowledge_into_seven(into: str, coins: int, points_: int) -> None:
    game = with_icon(me_with(new_game(), knowledge=2), CONVERT)
    assert sorted(choices(game)) == [("coins",), ("points",)]
    after = perform(game, into)
    assert (mine(after).knowledge, mine(after).coins, mine(after).points) == (1, coins, points_)


@pytest.mark.cites(c.CONVERT_TEMPORARY_KNOWLEDGE.id)
def test_no_conversion_without_temporary_knowledge() -> None:
    assert choices(with_icon(me_with(new_game(), knowledge=0), CONVERT)) == []


@pytest.mark.cites(c.PLACE_EXPLORER.id)
def test_place_explorer_on_an_island_without_one_of_yours() -> None:
    game = with_icon(new_game(), act(ActionKind.PLACE_EXPLORER))  # Explorer on island A
    assert sorted(choices(game)) == [("B",), ("C",)]
    after = perform(game, "C")
    assert mine(after).explorers == ("A0", "", "C0")


@pytest.mark.cites(c.PLACE_EXPLORER.id)
def test_no_explorer_left_to_place() -> None:
    game = with_icon(me_with(new_game(), explorers=("A3", "B0", "C1")),
                     act(ActionKind.PLACE_EXPLORER))
    assert choices(game) == []


LOCKED = act(ActionKind.PERFORM_LOCKED_ACTION)


@pytest.mark.cites(c.LOCKED_ACTION.id)
def test_locked_action_performs_a_locked_location_without_unlocking_it() -> None:
    game = with_icon(new_game(), LOCKED)
    found = {str(a[0]) for a in choices(game)}
    # Any locked Main Diary space, bottom ones included; not the open ones.
    assert {"exploration-middle", "exploration-bottom", "academy-bottom"} <= found
    assert not found & {"exploration-top", "special-top-left", "museum", "small-left"}
    after = perform(game, "exploration-bottom")
    assert open_icons(after) == [explore(4)]
    assert after.lens[LOCATION_INDEX["exploration-bottom"]] is None
    assert after.workers == game.workers
    assert (mine(after).coins, mine(after).lenses) == (4, 6)


@pytest.mark.cites(c.LOCKED_ACTION.id)
def test_an_unlocked_location_is_no_longer_a_locked_action() -> None:
    game = with_icon(new_game(), LOCKED)
    lens = list(game.lens)
    lens[LOCATION_INDEX["navigation-middle"]] = 1
    assert ("navigation-middle",) not in choices(evolve(game, lens=tuple(lens)))


@pytest.mark.cites(c.RESEARCH_ANY_SPECIMEN.id)
def test_research_any_empty_specimen_spot() -> None:
    game = with_icon(me_with(new_game(), research=frozenset({"green-bird"})),
                     act(ActionKind.RESEARCH_ANY_SPECIMEN))
    found = {str(a[0]) for a in choices(game)}
    assert len(found) == 15 and "green-bird" not in found
    after = perform(game, "yellow-fossil")
    assert mine(after).research == frozenset({"green-bird", "yellow-fossil"})


@pytest.mark.cites(c.MOVE_TO_BEAGLE.id)
def test_move_up_to_the_beagle() -> None:
    # The Beagle's third position is O8.
    game = with_icon(me_with(evolve(new_game(), beagle=2), ship="O3"),
                     act(ActionKind.MOVE_TO_BEAGLE))
    assert mine(perform(game)).ship == "O8"


@pytest.mark.cites(c.MOVE_TO_BEAGLE.id)
def test_a_ship_ahead_of_the_beagle_does_not_move_back() -> None:
    game = with_icon(me_with(new_game(), ship="O5"), act(ActionKind.MOVE_TO_BEAGLE))
    assert choices(game) == []


DISTRIBUTED = act(ActionKind.DISTRIBUTED_CORRESPONDENCE, 4)


@pytest.mark.cites(c.DISTRIBUTED_CORRESPONDENCE.id)
def test_distributed_correspondence_splits_up_to_four_stamps_freely() -> None:
    game = with_icon(new_game(), DISTRIBUTED)
    sent = {tuple(int(a) for a in args[:3]) for args in choices(game)}
    assert (2, 1, 1) in sent and (0, 3, 1) in sent and (1, 0, 0) in sent
    assert max(sum(s) for s in sent) == 4
    after = perform(game, 2, 1, 1, 0, 4, 0, 0)
    seat = game.active
    assert [e[seat] for e in after.envelopes] == [2, 1, 1]


@pytest.mark.cites(c.COPY_CREW_CARD.id)
def test_copy_any_unachieved_crew_card_on_the_table() -> None:
    game = new_game()
    other = game.turn_order[1]
    # The other player has achieved card 5.
    players = with_player(game, evolve(game.players[other], crew=(4, 6),
                                       crew_done=((5, 1),)))
    game = with_icon(evolve(game, players=players), act(ActionKind.COPY_CREW_CARD))
    assert sorted(int(a[0]) for a in choices(game)) == [1, 2, 3, 4, 6]
    after = perform(game, 4)  # card 4: Place an Explorer
    assert open_icons(after) == [act(ActionKind.PLACE_EXPLORER)]
    assert after.players[other].crew == (4, 6)


# --- Objective requirements ---------------------------------------------------

def holds(need: Requirement, **changes: Any) -> bool:
    game = me_with(new_game(), **changes)
    return meets(game, game.me, need)


@pytest.mark.cites(c.REQ_SINGLE.id)
def test_a_requirement_with_no_number_asks_for_one() -> None:
    need = Requirement(Need.TENTS)
    assert need.amount == 1
    assert holds(need, tents=4) and not holds(need, tents=5)


@pytest.mark.cites(c.REQ_EMPTY_STACKS.id)
def test_empty_stamp_stacks() -> None:
    need = Requirement(Need.EMPTY_STAMP_STACKS, 2)
    assert holds(need, stamps=(0, 0, 4))
    assert not holds(need, stamps=(0, 1, 4))


@pytest.mark.cites(c.REQ_SPECIMEN_SYMBOL.id)
def test_specimens_by_symbol() -> None:
    need = Requirement(Need.SPECIMENS, 2, specimen_kind=SpecimenKind.BIRD)
    assert holds(need, research=frozenset({"green-bird", "red-bird"}))
    assert not holds(need, research=frozenset({"green-bird", "green-plant"}))


@pytest.mark.cites(c.REQ_SPECIMEN_SHAPE.id)
def test_specimens_by_colour() -> None:
    need = Requirement(Need.SPECIMENS, 2, specimen_colour=SpecimenColour.GREEN)
    assert holds(need, research=frozenset({"green-bird", "green-plant"}))
    assert not holds(need, research=frozenset({"green-bird", "red-bird"}))


@pytest.mark.cites(c.REQ_EVOLUTION.id)
def test_evolution_counts_steps_not_books() -> None:
    # Step 8 reaches only 6 books.
    need = Requirement(Need.EVOLUTION_STEP, 8)
    assert holds(need, evolution=8) and holds(need, evolution=9)
    assert not holds(need, evolution=7)


@pytest.mark.cites(c.REQ_TENTS.id)
def test_tents_on_campsites() -> None:
    need = Requirement(Need.TENTS, 2)
    assert holds(need, tents=3) and not holds(need, tents=4)


@pytest.mark.cites(c.REQ_LENSES.id)
def test_lenses_placed() -> None:
    need = Requirement(Need.LENSES, 2)
    assert holds(need, lenses=4) and not holds(need, lenses=5)


@pytest.mark.cites(c.REQ_SHIP.id)
@pytest.mark.parametrize("ship, met", [("O3", False), ("O4", True), ("O5", True)])
def test_ship_level_with_or_past_the_beagle(ship: str, met: bool) -> None:
    game = me_with(evolve(new_game(), beagle=1), ship=ship)  # the Beagle on O4
    assert meets(game, game.me, Requirement(Need.SHIP_AT_BEAGLE)) is met


@pytest.mark.cites(c.REQ_WAX_SEALS.id)
@pytest.mark.parametrize("rows, knowledge, met", [
    (((), ("blue",), ("blue",), (), ()), 0, True),  # in different rows
    (((), ("blue", "purple"), (), (), ()), 0, False),  # purple does not count
    (((), ("blue",), (), (), ()), 3, False),  # nor Temporary Knowledge
])
def test_regular_wax_seals_in_any_rows(rows: tuple[tuple[str, ...], ...], knowledge: int,
                                       met: bool) -> None:
    need = Requirement(Need.REGULAR_SEALS, 2, seal=SealColour.BLUE)
    assert holds(need, rows=rows, knowledge=knowledge) is met


@pytest.mark.cites(c.REQ_WAX_SEALS.id, c.REQ_SPECIMEN_SHAPE.id)
def test_an_objective_whose_requirements_are_met_can_be_achieved() -> None:
    # silver-5: 2 blue seals and 1 red Specimen.
    game = me_with(new_game(), reserve=("silver-5",),
                   rows=((), ("blue",), ("red", "blue"), (), ()),
                   research=frozenset({"red-plant"}))
    assert Move(MoveKind.OBJECTIVE, args=("silver-5", 0)) in play.moves(game)
    short = me_with(game, research=frozenset({"blue-plant"}))
    assert not any(m.kind is MoveKind.OBJECTIVE for m in play.moves(short))


# --- Objective actions --------------------------------------------------------

def achieving(spot: int, **changes: Any) -> Game:
    """The first player achieves a silver or golden Objective on space ``spot``
    through an automatic fulfilment, so that no requirement matters."""
    tier_tile = "silver-5" if spot < 5 else "golden-13"
    game = with_icon(me_with(new_game(), reserve=(tier_tile,), coins=4, **changes), FULFIL)
    return perform(game, tier_tile, spot)


@pytest.mark.cites(c.REACTIVATE_TENT.id)
def test_reactivate_a_placed_tent_without_paying() -> None:
    game = new_game()
    tents = list(game.tents)
    tents[CAMPSITE_INDEX["campsite-O19"]] = (None, game.active)  # the 5-Coin place
    tents[CAMPSITE_INDEX["campsite-C3"]] = (1 - game.active, None)  # the opponent's
    game = evolve(game, tents=tuple(tents))
    game = with_icon(me_with(game, tents=4, coins=0), act(ActionKind.REACTIVATE_TENT))
    assert choices(game) == [("campsite-O19", 1)]
    after = perform(game, "campsite-O19", 1)
    assert open_icons(after) == [explore(2), points(5)]
    assert mine(after).coins == 0 and mine(after).tents == 4


@pytest.mark.cites(c.REACTIVATE_TENT.id)
def test_the_first_silver_space_gives_reactivate_tent() -> None:
    after = achieving(0)
    assert open_icons(after) == [act(ActionKind.REACTIVATE_TENT)]


@pytest.mark.cites(c.ACADEMY_DISCOUNT.id)
def test_academy_discount_is_set_by_the_second_silver_space() -> None:
    # An ongoing reward: gained with the space, nothing left open to perform.
    after = achieving(1)
    assert [i.kind for i in open_icons(after) if isinstance(i, Action)] == []
    assert mine(after).academy_discount


@pytest.mark.cites(c.ACADEMY_DISCOUNT.id)
@pytest.mark.parametrize("row, cost", [(("blue",), 0), (("blue", "blue"), 1)])
def test_academy_discount_waives_the_scroll_but_not_the_spot(
        row: tuple[str, ...], cost: int) -> None:
    # Scroll 4 (spots 9-11) costs 3; the row's next spot costs 0 or 1.
    game = new_game()
    rows = list(game.me.rows)
    rows[1] = row
    game = with_icon(me_with(game, rows=tuple(rows), coins=4, academy_discount=True), academy())
    assert mine(perform(game, 9, 1)).coins == 4 - cost


@pytest.mark.cites(c.RESEARCH_EXPLORER_SPECIMEN.id)
def test_research_a_specimen_found_on_an_island_with_your_explorer() -> None:
    game = new_game()
    on = dict(game.specimens)
    game = with_icon(me_with(game, explorers=("A3", "B0", "")),
                     act(ActionKind.RESEARCH_EXPLORER_SPECIMEN))
    islands_a_b = {on[s] for s in ("A2", "A5", "A9", "A12", "B2", "B6", "B11")}
    assert {str(a[0]) for a in choices(game)} == islands_a_b
    assert on["C1"] not in islands_a_b and on["O2"] not in islands_a_b
    after = perform(game, on["B6"])
    assert on["B6"] in mine(after).research


def _final(spot: int) -> int:
    return sum(a.amount for a in OBJECTIVE_SPOTS[spot].actions
               if isinstance(a, Action) and a.kind is ActionKind.VICTORY_POINTS
               and a.timing is Timing.FINAL_SCORING)


@pytest.mark.cites(c.BOOK_MULTIPLIER.id)
def test_book_multiplier_flag_adds_one_book_at_final_scoring() -> None:
    # Step 4 reaches 4 books; the empty-ish Museum of this setup has no full row.
    game = evolve(new_game(), museum=frozenset())
    p = evolve(game.me, evolution=4, book_bonus=1)
    assert final_score(game, p).evolution == (4 + 1) * 2


@pytest.mark.cites(c.BOOK_MULTIPLIER.id)
def test_achieving_the_book_multiplier_space_adds_a_book_at_final_scoring() -> None:
    after = achieving(3, evolution=4)
    after = evolve(after, museum=frozenset())
    me = mine(after)
    assert final_score(after, me).evolution == (4 + 1) * 2


@pytest.mark.cites(c.END_POINTS.id)
def test_the_right_most_spaces_give_five_and_eight_points_at_final_scoring() -> None:
    assert _final(4) == 5 and _final(9) == 8
    after = achieving(9)
    assert mine(after).points == 0  # not during the game
    base = final_score(after, evolve(mine(after), achieved=frozenset()))
    assert final_score(after, mine(after)).objectives - base.objectives == 8


@pytest.mark.cites(c.OBJECTIVE_PURPLE_SEAL.id)
def test_special_seal_reward_is_free_on_the_leftmost_spot() -> None:
    game = new_game()
    rows = list(game.me.rows)
    rows[3] = ("red", "red", "red", "red", "red")  # the 6th spot costs 3 Coins
    after = achieving(6, rows=tuple(rows))
    assert open_icons(after) == [act(ActionKind.SPECIAL_SEAL)]
    coins = mine(after).coins
    after = perform(after, 3)
    assert mine(after).rows[3][-1] == "purple" and len(mine(after).rows[3]) == 6
    assert mine(after).coins == coins


@pytest.mark.cites(c.UNLOCK_FIFTH_WORKER.id)
def test_the_fifth_worker_joins_this_round() -> None:
    after = achieving(5)
    assert open_icons(after) == [act(ActionKind.UNLOCK_FIFTH_WORKER)]
    after = perform(after)
    me = mine(after)
    assert me.fifth_worker and 4 in me.home
    # Its next turn it may place worker 4, spending Temporary Knowledge for seals.
    game = evolve(after, active=me.seat, placed=False, frames=())
    game = me_with(game, home=frozenset({4}), knowledge=1)
    placements = {m.args for m in play.moves(game) if m.kind is MoveKind.PLACE}
    assert (4, "exploration-top", 1) in placements
    assert (4, "museum", 0) in placements


@pytest.mark.cites(c.UNLOCK_FIFTH_WORKER.id)
def test_the_fifth_worker_never_takes_a_wax_seal() -> None:
    game = me_with(new_game(), fifth_worker=True)
    game = with_icon(game, academy())
    assert 4 not in {int(a[1]) for a in choices(game)}
    purple = with_icon(me_with(new_game(), fifth_worker=True), act(ActionKind.SPECIAL_SEAL))
    assert 4 not in {int(a[0]) for a in choices(purple)}


@pytest.mark.cites(c.PENALTY_REDUCTION.id)
def test_placement_penalty_reduction_lowers_the_penalty_by_one() -> None:
    after = achieving(7)
    me = mine(after)
    assert me.penalty_reduction == 1
    # Another worker in the Main Diary: 3 Coins with two players, 2 for this player.
    game = new_game()
    workers = list(game.workers)
    workers[LOCATION_INDEX["navigation-top"]] = ((1 - game.active, 1),)
    game = me_with(evolve(game, workers=tuple(workers)), penalty_reduction=1, coins=4)
    game = play.apply(game, place(0, "exploration-top", 0))
    assert mine(game).coins == 4 - 2


@pytest.mark.cites(c.PLACEMENT_PENALTY.id, c.PENALTY_REDUCTION.id)
def test_an_empty_diary_section_asks_no_penalty_to_reduce() -> None:
    # Nobody in the Main Diary yet: no penalty is due, so the Penalty it
    # reports has neither a base to pay nor a reduction to take off it
    # (both are 0 unless the section already holds a worker).
    from spec.darwins_journey.board import LOCATIONS
    from spec.darwins_journey.placement import placement_penalty

    game = me_with(new_game(), penalty_reduction=1)
    loc = LOCATIONS[LOCATION_INDEX["exploration-top"]]
    due = placement_penalty(game, mine(game), loc)
    assert (due.occupied, due.base, due.reduction, due.coins) == (False, 0, 0, 0)
    # With another worker in it: 3 Coins with two players, less 1.
    workers = list(game.workers)
    workers[LOCATION_INDEX["navigation-top"]] = ((1 - game.active, 1),)
    game = evolve(game, workers=tuple(workers))
    due = placement_penalty(game, mine(game), loc)
    assert (due.occupied, due.base, due.reduction, due.coins) == (True, 3, 1, 2)


@pytest.mark.cites(c.LAGGING_CAP.id)
def test_lagging_cap_limits_each_penalty_to_two() -> None:
    # The Beagle on O21; a Ship on O4 lags three zones, over the penalties of
    # O8 (3), O14 (3) and O21 (4) by the data: 10, or 2 + 2 + 2 = 6 capped.
    game = evolve(new_game(), beagle=4)  # O21
    me = evolve(game.me, ship="O4")
    assert lagging_penalty(game, me) == 3 + 3 + 4
    assert lagging_penalty(game, evolve(me, lagging_cap=True)) == 3 * 2


@pytest.mark.cites(c.LAGGING_CAP.id)
def test_the_fourth_golden_space_gives_the_cap() -> None:
    assert mine(achieving(8)).lagging_cap

"""What the base game's traces say: each claim made by the rule that decided it.

A trace step is a choice, a change or a note (``spec.core.trace``); a change
is recorded where the state changes, from the values the change is made
with, and a note never claims a change. These tests read the traces of
placements, of the ``moves`` listing and of actions, and check them against
the rulebook (``shared/seeds/002_c2bb59e7f29bd312.txt``, by hand): every
player starts with 4 Coins (Setup, Personal Area step 5); the placement
penalty is 3 Coins with two players, 2 with three or four, and applies to a
later worker in a Diary Section whoever's the first one is (Placement
Penalties); square locations never charge it (Worker Placement Locations);
the four Diaries are two Main, one Special Action and the Small Diary, so
the Museum is in none (Diary Sections).
"""

from __future__ import annotations

import random

import pytest

from spec.core.rulings import DEFAULTS
from spec.core.trace import Change, Step, Trace
from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey import play
from spec.darwins_journey.icons import navigate
from spec.darwins_journey.moves import Arg, Move, MoveKind, place
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import Game, Phase

from .test_board_actions import academy_game, me_with, museum, new_game, with_icon
from .test_placement import edit, with_lens, with_rows, with_workers

START_COINS = 4
PENALTY = {2: 3, 3: 2, 4: 2}


def traced(game: Game, move: Move) -> tuple[Game, list[Step]]:
    trace = Trace()
    after = play.apply(game, move, DEFAULTS, trace)
    return after, trace.steps


def listing(game: Game) -> list[Step]:
    trace = Trace()
    play.explain_moves(game, DEFAULTS, trace)
    return trace.steps


def citing(steps: list[Step], *clauses: str) -> list[Step]:
    return [s for s in steps if s.clause in clauses]


def coins_of(steps: list[Step], who: str) -> list[Change]:
    return [ch for s in steps for ch in s.changes if ch.subject == who and ch.quantity == "Coins"]


# Placement penalties, as paid ------------------------------------------------------

@pytest.mark.parametrize("players", (2, 3))
@pytest.mark.cites(c.PLACEMENT_PENALTY.id)
def test_a_penalty_paid_is_narrated_once_as_the_coins_paid(players: int) -> None:
    # Another player's worker is in Main Diary 1 (one section with 2 or 3
    # players): the second worker there pays the penalty, and the trace says
    # so once, as the Coins leaving the player, never as "no penalty".
    game = setup(players, 31)
    me = game.active
    game = with_rows(game, me, ("green",), ("blue",), ("yellow",))
    game = with_workers(game, "exploration-top", ((me + 1) % players, 1))
    after, steps = traced(game, place(2, "navigation-top"))
    paid = START_COINS - PENALTY[players]
    assert after.players[me].coins == paid
    penalty_steps = citing(steps, c.PLACEMENT_PENALTY.id)
    assert len(penalty_steps) == 1
    [step] = penalty_steps
    assert step.kind == "change"
    assert step.changes == (Change(f"player {me}", "Coins", START_COINS, paid),)


@pytest.mark.cites(c.PLACEMENT_PENALTY.id, c.PENALTY_REDUCTION.id)
def test_a_reduced_penalty_is_narrated_as_the_coins_paid() -> None:
    # Placement Penalty Reduction: 1 Coin less, so 3 - 1 = 2 with two players.
    game = setup(2, 32)
    me = game.active
    game = edit(game, evolve(game.players[me], penalty_reduction=1))
    game = with_workers(game, "small-left", ((me + 1) % 2, 1))
    after, steps = traced(game, place(1, "small-right"))
    assert after.players[me].coins == START_COINS - 2
    [step] = citing(steps, c.PLACEMENT_PENALTY.id)
    assert step.changes == (Change(f"player {me}", "Coins", START_COINS, START_COINS - 2),)


@pytest.mark.cites(c.PLACEMENT_PENALTY.id)
def test_the_first_worker_in_a_section_is_a_note_and_pays_nothing() -> None:
    game = setup(2, 33)
    me = game.active
    after, steps = traced(game, place(0, "special-top-left"))
    assert after.players[me].coins == START_COINS
    [step] = citing(steps, c.PLACEMENT_PENALTY.id)
    assert step.kind == "note"
    assert coins_of(steps, f"player {me}") == []


@pytest.mark.parametrize("players", (2, 4))
@pytest.mark.cites(c.SQUARE_LOCATION.id, c.DIARIES.id)
def test_the_museum_is_in_no_diary_section_and_the_trace_says_none(players: int) -> None:
    # The Museum is none of the four Diaries, and square: never a penalty,
    # however many workers it holds. Its placement says nothing of Diary
    # Sections and cites no penalty clause.
    game = setup(players, 34)
    me = game.active
    game = with_workers(game, "museum", ((me + 1) % players, 1))
    after, steps = traced(game, place(0, "museum"))
    assert after.players[me].coins == START_COINS
    assert citing(steps, c.SQUARE_LOCATION.id)
    assert citing(steps, c.PLACEMENT_PENALTY.id) == []
    assert not [s for s in steps if "Diary Section" in s.text]
    assert coins_of(steps, f"player {me}") == []


# The worker, Temporary Knowledge and the Lens owner's Coin, as changes ----------------

@pytest.mark.cites(c.ONE_WORKER_PER_TURN.id, c.TEMPORARY_KNOWLEDGE.id)
def test_the_worker_and_the_temporary_knowledge_are_recorded_as_changes() -> None:
    # Worker 1 (a green seal) goes to Navigation (top), 1 blue: one Temporary
    # Knowledge token goes back to the supply for the missing seal.
    game = setup(2, 35)
    me = game.active
    game = with_rows(game, me, ("green",), ("red",), ("yellow",))
    game = edit(game, evolve(game.players[me], knowledge=1))
    supply = game.knowledge_supply
    after, steps = traced(game, place(1, "navigation-top", 1))
    [moved] = citing(steps, c.ONE_WORKER_PER_TURN.id)
    assert moved.kind == "change"
    board = next(ch for ch in moved.changes if ch.subject == f"player {me}")
    assert (board.before, board.after) == ((0, 1, 2, 3), (0, 2, 3))
    spot = next(ch for ch in moved.changes if ch.subject == "navigation-top")
    assert spot.before == () and isinstance(spot.after, tuple) and len(spot.after) == 1
    [spent] = citing(steps, c.TEMPORARY_KNOWLEDGE.id)
    assert spent.changes == (Change(f"player {me}", "Temporary Knowledge", 1, 0),
                             Change("the supply", "Temporary Knowledge", supply, supply + 1))
    assert after.players[me].knowledge == 0 and after.knowledge_supply == supply + 1


@pytest.mark.cites(c.OPPONENT_LENS_COIN.id)
def test_the_lens_owners_coin_is_a_change_of_their_coins() -> None:
    game = setup(2, 36)
    me = game.active
    owner = (me + 1) % 2
    game = with_lens(game, "special-middle-left", owner)
    after, steps = traced(game, place(0, "special-middle-left"))
    [step] = citing(steps, c.OPPONENT_LENS_COIN.id)
    assert step.changes == (Change(f"player {owner}", "Coins", START_COINS, START_COINS + 1),)
    assert after.players[owner].coins == START_COINS + 1


# Distinctions ----------------------------------------------------------------------

@pytest.mark.cites(c.SILVER_COINS.id, c.GOLDEN_VICTORY_POINTS.id, c.GOLDEN_GETS_BOTH.id)
def test_distinction_coins_and_points_are_changes() -> None:
    # A golden worker (6 seals) on a Special Action location: both bonuses of
    # the box, 2 Coins and 3 points.
    game = setup(2, 37)
    me = game.active
    game = with_rows(game, me, ("red", "red", "blue", "blue", "green", "yellow"), ("blue",),
                     ("green",))
    after, steps = traced(game, place(1, "special-top-left"))
    [coins] = citing(steps, c.SILVER_COINS.id)
    assert coins.changes == (Change(f"player {me}", "Coins", START_COINS, START_COINS + 2),)
    [points] = citing(steps, c.GOLDEN_VICTORY_POINTS.id)
    assert points.changes == (Change(f"player {me}", "points", 0, 3),)
    assert after.players[me].coins == START_COINS + 2 and after.players[me].points == 3


@pytest.mark.cites(c.SILVER_DISTINCTION.id, c.SMALL_DIARY.id)
def test_no_bonus_is_claimed_where_the_board_has_no_distinction_box() -> None:
    # The project's board has no distinction box on the Small Diary (the
    # assumption darwins_journey.data.small-diary-no-distinction-box): a
    # silver worker there gains nothing, and the trace claims no bonus.
    game = setup(2, 38)
    me = game.active
    game = with_rows(game, me, ("red", "red", "blue", "blue"), ("blue",), ("green",))
    after, steps = traced(game, place(1, "small-left"))
    assert after.players[me].coins == START_COINS
    assert citing(steps, c.SILVER_DISTINCTION.id, c.GOLDEN_DISTINCTION.id) == []


# Wax Seal requirements -----------------------------------------------------------------

@pytest.mark.cites(c.PURPLE_ANY_COLOUR.id, c.SEAL_REQUIREMENT.id)
def test_purple_is_said_to_stand_in_only_where_it_does() -> None:
    # Exploration (top) asks for 1 green. A row holding green and purple meets
    # it with the green; a row holding only purple needs the purple. Either way
    # the question is asked of the row's purple seal, and answered as it is.
    game = setup(2, 39)
    me = game.active
    game = with_rows(game, me, ("green", "purple"), ("red",), ("yellow",))
    _, steps = traced(game, place(1, "exploration-top"))
    assert citing(steps, c.SEAL_REQUIREMENT.id)
    [asked] = citing(steps, c.PURPLE_ANY_COLOUR.id)
    assert asked.kind == "choice" and asked.winner == "no"
    game = with_rows(game, me, ("purple",), ("red",), ("yellow",))
    _, steps = traced(game, place(1, "exploration-top"))
    [asked] = citing(steps, c.PURPLE_ANY_COLOUR.id)
    assert asked.winner == "yes"
    # A row with no purple seal is not asked.
    game = with_rows(game, me, ("green",), ("red",), ("yellow",))
    _, steps = traced(game, place(1, "exploration-top"))
    assert citing(steps, c.PURPLE_ANY_COLOUR.id) == []


# The moves listing -----------------------------------------------------------------------

@pytest.mark.cites(c.PLACEMENT_PENALTY.id, c.SEAL_REQUIREMENT.id)
def test_the_moves_listing_cites_the_penalty_under_the_penalty_clause() -> None:
    # Two players, Main Diary 1 occupied: Navigation (top) costs 3 Coins. The
    # listing says so under the penalty clause; its seal-requirement steps
    # speak of seals only.
    game = setup(2, 40)
    me = game.active
    game = with_rows(game, me, ("green",), ("blue",), ("yellow",))
    game = with_workers(game, "exploration-top", ((me + 1) % 2, 1))
    steps = listing(game)
    about = [s for s in steps if s.text.startswith("navigation-top")]
    penalty = citing(about, c.PLACEMENT_PENALTY.id)
    assert penalty and all("3 Coins" in s.text for s in penalty)
    assert not [s for s in citing(steps, c.SEAL_REQUIREMENT.id) if "penalty" in s.text]
    # A location with no seal requirement and no penalty: the Museum.
    museum = [s for s in steps if s.text.startswith("museum")]
    assert citing(museum, c.PLACEMENT_PENALTY.id) == []
    assert not [s for s in museum if "Diary Section" in s.text]


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.cites(c.SEAL_REQUIREMENT.id, c.LENS_LOCATION.id)
def test_the_listing_names_exactly_the_workers_with_a_legal_placement(seed: int) -> None:
    # At every placement decision of a random game's first rounds, a
    # location's "may go here" lists the rows that placements offers there.
    game = setup(3, 50 + seed)
    rng = random.Random(seed)
    checked = 0
    for _ in range(120):
        moves = play.moves(game)
        if not moves:
            break
        if game.phase is Phase.ACTION and not game.placed and not game.frames:
            checked += 1
            legal = {(m.args[0], m.args[1]) for m in moves if m.kind is MoveKind.PLACE}
            for step in listing(game):
                if step.question != "which workers may go here?":
                    continue
                loc_id = step.text.split(":")[0]
                named = {int(w.split()[1]) for w in step.winner.split(", ") if w}
                assert named == {row for row, loc in legal if loc == loc_id}, step.text
        game = play.apply(game, rng.choice(moves))
    assert checked >= 8


@pytest.mark.cites(c.WORKER_ROWS.id, c.TOP_WORKER.id, c.FIFTH_WORKER_NO_SEALS.id)
def test_the_listing_says_which_rows_cannot_take_a_seal() -> None:
    # At the Academy: the top worker's row has no empty spot, a row with six
    # seals is full, the fifth worker has no spots (Wax Seal Requirements).
    game = setup(2, 41)
    me = game.active
    game = edit(game, evolve(game.players[me], fifth_worker=True,
                             home=game.players[me].home | {4}))
    game = with_rows(game, me, ("red", "red", "blue", "blue", "green", "yellow"), ("yellow",),
                     ("green",))
    game = play.apply(game, place(0, "academy-top"))  # the top worker's purple: any colour
    steps = listing(game)
    asked = citing(steps, c.WORKER_ROWS.id)
    assert [s.winner for s in asked] == ["no", "yes", "yes"]  # workers 1, 2 and 3
    full = asked[0]
    assert "worker 1" in full.text and "6" in full.text
    assert [s for s in citing(steps, c.TOP_WORKER.id) if "worker 0" in s.text]
    assert citing(steps, c.FIFTH_WORKER_NO_SEALS.id)
    # Placing a worker says nothing of how many seals a row can hold.
    _, placing = traced(setup(2, 41), place(0, "academy-top"))
    assert citing(placing, c.WORKER_ROWS.id) == []



@pytest.mark.cites(c.RED_COIN_COST.id, c.PERFORM_OPTIONAL.id)
def test_an_icon_is_said_to_be_barred_by_its_cost_only_when_coins_are_the_bar() -> None:
    # The Academy with every Scroll empty: no seal to take, whatever the
    # Coins. With seals on offer but no Coins for Scroll 2 (1 Coin) and a
    # row's 3rd spot (1 Coin), the red cost is what bars it.
    empty = evolve(academy_game(("blue", "blue"), 4), scrolls=("",) * 12)
    steps = listing(empty)
    assert [s for s in citing(steps, c.RED_COIN_COST.id) if "no legal way" in s.text] == []
    assert [s for s in citing(steps, c.PERFORM_OPTIONAL.id) if "no legal way" in s.text]
    game = academy_game(("blue", "blue"), 0)
    game = evolve(game, scrolls=("", "", "") + game.scrolls[3:])
    game = me_with(game, rows=((), ("blue", "blue"), ("red", "red"), ("green", "green"), ()))
    barred = [s for s in citing(listing(game), c.RED_COIN_COST.id) if "no legal way" in s.text]
    assert len(barred) == 1 and "0 Coins" in barred[0].text

# Actions: what they pay and gain, as changes -------------------------------------------

def performed(game: Game, *args: Arg, index: int = 0) -> tuple[Game, list[Step]]:
    move = Move(MoveKind.PERFORM, index, 0, tuple(args))
    assert move in play.moves(game), f"{move.text()} is not legal"
    return traced(game, move)


@pytest.mark.cites(c.ACADEMY.id, c.ACADEMY_LEFTMOST_SPOT.id, c.RED_COIN_COST.id)
def test_an_academy_seal_is_a_change_of_the_row_and_of_the_coins() -> None:
    # Scroll 2 costs 1 Coin, a row's 2nd seal spot nothing (board data, read by
    # hand): 4 -> 3 Coins, the Academy's spot 4 empties, and the seal joins the
    # row after its blue one, on its left-most empty spot.
    game = academy_game(("blue",), 4)
    seal = game.scrolls[3]
    seat = game.active
    _, steps = performed(game, 3, 1)
    taken = [s for s in citing(steps, c.ACADEMY.id) if s.kind == "change"]
    [placed] = citing(steps, c.ACADEMY_LEFTMOST_SPOT.id)
    assert {ch for s in taken for ch in s.changes} == {
        Change("the Academy", "spot 4", seal, "empty"), Change(f"player {seat}", "Coins", 4, 3)}
    assert placed.changes == (
        Change(f"player {seat}", "seals on row 1", ("blue",), ("blue", seal)),)


@pytest.mark.cites(c.DELIVER_FIRST_IN_ROW.id, c.DELIVER_LINE_BONUS.id)
def test_museum_bonuses_are_changes_as_each_is_taken() -> None:
    # blue-bird into an empty Museum: the row's Coin, then a Coin for each of
    # the 6 empty spaces of its row and column; no filled space, no step.
    game = museum(set(), {"blue-bird"})
    seat = game.active
    after, steps = performed(game, "blue-bird")
    [row_coin] = citing(steps, c.DELIVER_FIRST_IN_ROW.id)
    assert row_coin.changes == (Change(f"player {seat}", "Coins", 0, 1),)
    [line] = citing(steps, c.DELIVER_LINE_BONUS.id)
    assert Change(f"player {seat}", "Coins", 1, 7) in line.changes
    assert Change(f"player {seat}", "Evolution", 0, 0) in line.changes
    assert after.players[seat].coins == 7


@pytest.mark.cites(c.DELIVER_SECOND.id)
def test_the_second_delivery_of_a_visit_is_a_change_of_three_coins() -> None:
    game = museum(set(), {"blue-bird"}, coins_held=3, second=True)
    seat = game.active
    _, steps = performed(game, "blue-bird")
    [paid] = citing(steps, c.DELIVER_SECOND.id)
    assert paid.changes == (Change(f"player {seat}", "Coins", 3, 0),)


@pytest.mark.cites(c.NAVIGATION.id, c.NAVIGATION_FIRST_TO_END.id)
def test_sailing_and_the_end_of_the_ocean_are_changes() -> None:
    # The first Ship on the Ocean's last space: 3 points.
    game = with_icon(me_with(new_game(), ship="O25"), navigate(1))
    seat = game.active
    _, steps = performed(game, -1, "O26")
    [sailed] = [s for s in citing(steps, c.NAVIGATION.id) if s.kind == "change"]
    assert sailed.changes == (Change(f"player {seat}", "Ship", "O25", "O26"),)
    [end] = citing(steps, c.NAVIGATION_FIRST_TO_END.id)
    assert end.changes == (Change(f"player {seat}", "points", 0, 3),)


@pytest.mark.cites(c.NAVIGATION_BEAGLE_SPACE.id, c.NAVIGATION_STOP_ACTION.id)
@pytest.mark.parametrize("to, beagle", [("O4", True), ("O10", False)])
def test_stopping_on_a_beagle_space_is_a_check_and_opens_nothing(to: str, beagle: bool) -> None:
    # O1, O4, O8, O14 and O21 are the Beagle spaces, O10 shows 4 Coins (tracks.py); the
    # check's answer is what the Ship's stop then opens or not.
    game = with_icon(me_with(new_game(), ship=to[0] + str(int(to[1:]) - 1)), navigate(1))
    _, steps = performed(game, -1, to)
    [check] = citing(steps, c.NAVIGATION_BEAGLE_SPACE.id)
    assert check.kind == "choice" and check.winner == ("yes" if beagle else "no")
    opened = citing(steps, c.NAVIGATION_STOP_ACTION.id)
    assert (opened == []) is beagle


@pytest.mark.cites(c.LAGGING_PENALTY.id, c.LAGGING_FLOOR.id, c.GOAL_SPECIMENS.id)
def test_the_beagle_goal_is_tallied_apart_from_the_points_it_adds() -> None:
    # Tile 7 (birds, 6 points each) under the Beagle on O21; player 0 has one
    # bird and a Ship on O4, lagging O8 3, O14 3 and O21 4: 10 (tracks.py).
    # 6 - 10 stops at 0: the tally goes 0 -> 6 -> -4 -> 0, the points stay 5.
    game = evolve(new_game(), beagle=4, beagle_goals=(1, 2, 3, 4, 7))
    game = me_with(evolve(game, active=0), ship="O4", points=5,
                   research=frozenset({"green-bird"}))
    trace = Trace()
    after = play.score_beagle(game, trace)
    tally = [ch for st in trace.steps for ch in st.changes
             if ch.subject == "player 0's Beagle goal"]
    assert [(ch.before, ch.after) for ch in tally] == [(0, 6), (6, -4), (-4, 0)]
    assert [st.clause for st in trace.steps if any(ch in tally for ch in st.changes)] == [
        c.GOAL_SPECIMENS.id, c.LAGGING_PENALTY.id, c.LAGGING_FLOOR.id]
    assert after.players[0].points == 5


@pytest.mark.cites(c.SCORING_COINS.id, c.EVOLUTION_BOOKS.id, c.WINNER.id)
def test_the_final_score_is_tallied_from_the_points_of_the_game() -> None:
    # 20 points, 11 Coins (2 points), step 4 (4 books x modifier 2 = 8): 30;
    # the other player's 0 points and step 0 score nothing (Museum empty).
    from spec.darwins_journey import scoring

    game = evolve(new_game(), museum=frozenset())
    game = me_with(evolve(game, active=0), points=20, coins=11, evolution=4, knowledge=0)
    trace = Trace()
    [mine, _] = scoring.final_scores(game, trace)
    tally = [ch for st in trace.steps for ch in st.changes if ch.subject == "player 0"]
    assert [(ch.quantity, ch.before, ch.after) for ch in tally] == [
        ("final score", 20, 28), ("final score", 28, 30)]
    assert mine.total == 30 and game.players[0].points == 20
    scoring.ranking(game, trace)
    [winner] = citing(trace.steps, c.WINNER.id)
    assert winner.winner == "yes"


# Alfred's Navigation (his code is the lead's: spec/darwins_journey/alfred/) ------------

@pytest.mark.cites("darwins_journey.alfred.action.navigation-actions")
def test_alfreds_ship_researching_a_specimen_cites_navigation_not_exploration() -> None:
    # Solo rules, Navigation: Alfred's Ship performs every action it sails
    # through or lands on; a Specimen token on its way is researched under
    # that rule, not under Exploration's.
    from spec.darwins_journey.alfred import actions as alfred_actions
    from spec.darwins_journey.alfred import clauses as cs
    from spec.darwins_journey.alfred import game as solo
    from spec.darwins_journey.state import with_player

    game = evolve(solo.setup_solo("white", 1), active=1)
    game = evolve(game, players=with_player(game, evolve(game.players[1], ship="O4")),
                  specimens=(("O5", "green-reptile"),) + tuple(
                      (where, s) for where, s in game.specimens if s != "green-reptile"))
    trace = Trace()
    after = alfred_actions.resolve(game, (navigate(1),), "test", DEFAULTS, trace, 0)
    assert "green-reptile" in after.players[1].research
    [step] = [s for s in trace.steps if "green-reptile" in s.text]
    assert step.clause == cs.NAVIGATION_ACTIONS.id

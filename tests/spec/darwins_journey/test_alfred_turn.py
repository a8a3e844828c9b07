"""Alfred's setup, tracks and turn, checked by hand against the sources.

Every expected value below is worked out by hand from the rulebook's solo
section (``shared/seeds/002_c2bb59e7f29bd312.txt``, "Darwin's Journey Solo
Rules"), the short description (``shared/seeds/000_d5ef97f7cebc488e.txt``)
and, for component faces, ``shared/reference-data/alfred-components.md``
(tagged "components" in the comments). Alfred sits in seat 1; his worker
rows A-D are ``rows[0..3]``.

The white board (components): starting Coins 8, seals A YY, B RR, C G, D B,
4 VP a lap; card white-1 over space 5 (round 1 Nav 1, round 3 4 VP, round 4
5 VP), white-2 over space 10 (round 1 Acad 1, round 3 Corr 1 + Acad 1);
Tent 2 reveals bonus +1; Stamp stack 2 reveals bonus +1.

Main Diary location indices (``state.LOCATION_INDEX``): exploration 0-2,
navigation 3-5, correspondence 6-8, academy 9-11 (top, middle, bottom);
Special Action 12-17; Small Diary 18-19; Museum 20; Turn Order 21.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Any

import pytest

from spec.core.rulings import DEFAULTS, Rulings
from spec.core.trace import Step, Trace, silent
from spec.core.values import evolve
from spec.darwins_journey.actions import unlock_in_order
from spec.darwins_journey.board import LOCATIONS, PLACEMENT_PENALTY, Unlock, location
from spec.darwins_journey.cards import STARTING_OBJECTIVES, crew_card
from spec.darwins_journey.economy import seal_shortfall
from spec.darwins_journey.icons import Tier, academy, navigate, points, stamps
from spec.darwins_journey.moves import DONE, MoveKind, place
from spec.darwins_journey.placement import has_space, penalty
from spec.darwins_journey.play import apply, moves, new_turn_order
from spec.darwins_journey.alfred import actions, data, tracks, turn
from spec.darwins_journey.alfred import clauses as cs
from spec.darwins_journey.alfred import game as sg
from spec.darwins_journey.alfred import rulings as rs
from spec.darwins_journey.alfred.turn import Placement
from spec.darwins_journey.state import (
    CAMPSITE_INDEX,
    LOCATION_INDEX,
    PURPLE,
    AlfredState,
    Game,
    Phase,
    Player,
)

Y, R, G, B = "yellow", "red", "green", "blue"
ALFRED = 1
YOU = 0
EXPL_TOP, EXPL_MID, EXPL_BOT = 0, 1, 2
NAV_TOP, NAV_MID, NAV_BOT = 3, 4, 5
CORR_TOP, CORR_MID, CORR_BOT = 6, 7, 8
ACAD_TOP, ACAD_MID, ACAD_BOT = 9, 10, 11
SPECIAL_TOP_LEFT, SPECIAL_TOP_RIGHT = 12, 13
SMALL_LEFT, SMALL_RIGHT = 18, 19
MUSEUM = 20
TURN_ORDER = 21
Q: Trace = silent()


# --- helpers -------------------------------------------------------------------

def solo(level: str = "white", seed: int = 1) -> Game:
    # Card 1 over space 5, card 2 over space 10, whatever the seed drew.
    game = sg.setup_solo(level, seed)
    return evolve(game, alfred=evolve(al(game), cards=data.board(level).bonus_cards))


def al(game: Game) -> AlfredState:
    assert game.alfred is not None
    return game.alfred


def him(game: Game) -> Player:
    return game.players[ALFRED]


def you(game: Game) -> Player:
    return game.players[YOU]


def set_him(game: Game, **changes: Any) -> Game:
    players = list(game.players)
    players[ALFRED] = evolve(players[ALFRED], **changes)
    return evolve(game, players=tuple(players))


def set_you(game: Game, **changes: Any) -> Game:
    players = list(game.players)
    players[YOU] = evolve(players[YOU], **changes)
    return evolve(game, players=tuple(players))


def set_state(game: Game, **changes: Any) -> Game:
    return evolve(game, alfred=evolve(al(game), **changes))


def top_card(game: Game, number: int, drawn: tuple[int, ...] = ()) -> Game:
    """Alfred's next card is ``number``; the others lie below it."""
    rest = tuple(n for n in range(1, 9) if n != number and n not in drawn)
    return set_state(game, deck=(number,) + rest, drawn=drawn)


def occupy(game: Game, i: int, seat: int = YOU, row: int = 1) -> Game:
    workers = list(game.workers)
    workers[i] = workers[i] + ((seat, row),)
    return evolve(game, workers=tuple(workers))


def lens(game: Game, i: int, owner: int = YOU) -> Game:
    out = list(game.lens)
    out[i] = owner
    return evolve(game, lens=tuple(out))


def turn_of(game: Game, rulings: Rulings = DEFAULTS) -> Game:
    return turn.alfred_turn(game, rulings, Q)


def placed_rows(game: Game, i: int) -> tuple[tuple[int, int], ...]:
    return game.workers[i]


def alfred_on_board(game: Game) -> list[tuple[int, int]]:
    """(location, row) of every Alfred worker on the main board."""
    return [(i, row) for i, here in enumerate(game.workers) for seat, row in here
            if seat == ALFRED]


# --- Setup -----------------------------------------------------------------------

@pytest.mark.cites(cs.DIFFICULTY.id, cs.ALFRED_BOARD.id)
@pytest.mark.parametrize("level, difficulty", [
    ("white", "easy"), ("blue", "medium"), ("yellow", "advanced"), ("green", "advanced")])
def test_level_is_the_board_flipped(level: str, difficulty: str) -> None:
    game = solo(level)
    assert al(game).level == level and al(game).seat == ALFRED
    assert data.board(level).difficulty == difficulty


@pytest.mark.cites(cs.DIFFICULTY.id)
def test_no_other_level() -> None:
    with pytest.raises(ValueError):
        sg.setup_solo("red", 1)


@pytest.mark.cites(cs.TWO_PLAYER_BOARD.id, cs.PENALTY.id)
def test_main_board_as_for_two_players() -> None:
    game = solo()
    assert game.count == 2
    # 2 players: 2 Regular Wax Seals of each colour go back to the box; 6 Specimen
    # tokens are left over, so 6 Museum tiles start on the display.
    assert sorted(game.seals_out) == sorted([G, G, B, B, Y, Y, R, R])
    assert len(game.museum) == 6
    assert PLACEMENT_PENALTY.value(game.count) == 3


@pytest.mark.cites(cs.SPECIAL_TILES.id)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_four_special_action_tiles_bottom_row_empty(seed: int) -> None:
    game = solo(seed=seed)
    tiles = game.special_tiles
    assert len(tiles) == 6
    assert all(n > 0 for n in tiles[:4]) and len(set(tiles[:4])) == 4
    assert tiles[4:] == (0, 0)
    assert not has_space(game, 16) and not has_space(game, 17)


@pytest.mark.cites(cs.OBJECTIVE_DISPLAY.id)
def test_one_silver_one_golden_objective() -> None:
    game = solo()
    assert len(game.silver_display) == 1 and game.silver_display[0].startswith("silver")
    assert len(game.golden_display) == 1 and game.golden_display[0].startswith("golden")


@pytest.mark.cites(cs.TURN_ORDER_TOKEN.id, cs.ALFRED_FIRST.id)
def test_alfred_first_on_the_turn_order_track() -> None:
    game = solo()
    assert game.turn_order == (ALFRED, YOU)
    assert game.active == ALFRED


@pytest.mark.cites(cs.YOUR_SETUP.id, cs.PLAYER_BOARD.id)
def test_your_player_setup_is_unchanged() -> None:
    p = you(solo())
    # Player Setup: 4 workers, 5 Tents, 3 stacks of 4 Stamps, 6 Lenses, 4 Coins, 1 TK.
    assert p.home == frozenset({0, 1, 2, 3}) and not p.fifth_worker
    assert p.tents == 5 and p.stamps == (4, 4, 4) and p.lenses == 6
    assert p.coins == 4 and p.knowledge == 1


@pytest.mark.cites(cs.CREW_CARDS.id, cs.CREW_SEALS.id)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_three_crew_cards_and_their_seals(seed: int) -> None:
    game = solo(seed=seed)
    p = you(game)
    assert len(p.crew) == 3 and len(set(p.crew)) == 3
    # Each of the three lower workers holds one seal, in its left-most spot; the
    # top worker's seal is the printed purple one.
    assert p.rows[0] == ()
    assert all(len(p.rows[r]) == 1 for r in (1, 2, 3))
    assert sorted(p.rows[r][0] for r in (1, 2, 3)) == sorted(
        crew_card(n).seal.value for n in p.crew)
    # The seals came from the supply: of each colour's 14, 2 left the game for two
    # players; the other 12 are in the pile, on the Scrolls or on your rows.
    for colour in (G, B, Y, R):
        held = sum(row.count(colour) for row in p.rows)
        assert game.seal_pile.count(colour) + game.scrolls.count(colour) + held == 12


@pytest.mark.cites(cs.STARTING_OBJECTIVES.id)
def test_one_starting_pair() -> None:
    p = you(solo())
    assert len(p.reserve) == 2
    tiers = {t.id: t.tier for t in STARTING_OBJECTIVES}
    assert tiers[p.reserve[0]] is Tier.SILVER and tiers[p.reserve[1]] is Tier.GOLDEN


def test_a_solo_trace_names_alfred_by_name() -> None:
    # The layer names the seats: Alfred's by his name, yours as every player's.
    from spec.darwins_journey.layer import BASE
    from spec.darwins_journey.setup import setup

    game = solo()
    assert game.layer.seat_name(game, ALFRED) == tracks.subject(game) == "Alfred"
    assert game.layer.seat_name(game, YOU) == "player 0"
    two = setup(2, 1)
    assert two.layer is BASE and [BASE.seat_name(two, s) for s in (0, 1)] == [
        "player 0", "player 1"]
    # His Coins change under his name (Rest: 8 Coins + 7 = 15, capped at 12).
    t = Trace()
    turn._rest(game, data.ACTION_CARDS[0].options[-1], DEFAULTS, t)
    coins = [c for st in t.steps for c in st.changes if c.quantity == "Coins"]
    assert [(c.subject, c.before, c.after) for c in coins] == [("Alfred", 8, 12)]


@pytest.mark.cites(cs.ALFRED_PIECES.id)
def test_alfred_pieces_as_a_player() -> None:
    a = him(solo())
    assert a.tents == 5 and a.stamps == (4, 4, 4)


@pytest.mark.cites(cs.ALFRED_WORKERS.id)
def test_alfred_workers_and_bonus_worker() -> None:
    game = solo()
    assert him(game).home == frozenset({0, 1, 2, 3}) and not him(game).fifth_worker
    assert al(game).bonus == 0  # the left-most space
    assert al(game).hammocks == ()


@pytest.mark.cites(cs.ALFRED_COIN.id)
@pytest.mark.parametrize("level, coins", [("white", 8), ("blue", 7), ("yellow", 5),
                                          ("green", 5)])
def test_alfred_starting_coins(level: str, coins: int) -> None:
    # Components: the marked spot of each board's Coin track; no 4 Coins from supply.
    assert him(solo(level)).coins == coins


@pytest.mark.cites(cs.ACTION_DECK.id)
def test_action_deck_shuffled_no_knowledge() -> None:
    games = [solo(seed=s) for s in range(6)]
    for game in games:
        assert sorted(al(game).deck) == list(range(1, 9)) and al(game).drawn == ()
        assert him(game).knowledge == 0
    assert len({al(g).deck for g in games}) > 1  # shuffled, not a fixed order


@pytest.mark.cites(cs.BONUS_CARDS.id)
@pytest.mark.parametrize("level", ["white", "blue", "yellow", "green"])
def test_bonus_cards_of_alfreds_colour(level: str) -> None:
    assert sorted(data.board(level).bonus_cards) == [f"{level}-1", f"{level}-2"]


def _space_five_card(game: Game) -> tuple[object, ...]:
    # Round 1, the bonus worker from space 1 to space 5: the card above space 5.
    _, icons = tracks.bonus_icons(game, 4, Q)
    return icons


@pytest.mark.cites(cs.BONUS_CARDS.id)
def test_bonus_cards_placed_at_random() -> None:
    # White round 1: white-1 gives Nav 1, white-2 Acad 1. Over 16 seeds a random
    # placement puts each card above space 5 at least once (chance of failing 2^-15).
    seen = {_space_five_card(sg.setup_solo("white", s)) for s in range(16)}
    assert seen == {(navigate(1),), (academy(),)}


# --- General play --------------------------------------------------------------

@pytest.mark.cites(cs.TURN_ORDER_COINS.id)
def test_turn_order_location_gives_three_coins() -> None:
    game = evolve(solo(), active=YOU, turn_coins=4)
    assert game.turn_order_coins == 3
    game = apply(game, place(1, "turn-order"))
    if game.frames:  # perform the Reserve Turn Order icon
        perform = next(m for m in moves(game) if m.kind is MoveKind.PERFORM)
        game = apply(game, perform)
    assert you(game).coins == 4 + 3
    # ...and it changes nothing: Alfred still goes first.
    assert new_turn_order(game) == (ALFRED, YOU)


@pytest.mark.cites(cs.ALFRED_FIRST.id, cs.END_OF_TURN.id)
def test_alfred_starts_then_turns_alternate() -> None:
    game = solo()
    seen: list[int] = []
    for _ in range(40):
        if game.phase is not Phase.ACTION or len(seen) == 8:
            break
        seat = game.active
        before = len(alfred_on_board(game)) + len(al(game).hammocks) + len(
            [1 for here in game.workers for s, _ in here if s == YOU])
        if seat == ALFRED:
            game = sg.alfred_step(game, DEFAULTS, Q)
        else:
            while game.active == YOU and game.phase is Phase.ACTION:
                legal = moves(game)
                move = next((m for m in legal if m.kind is MoveKind.PLACE), None)
                if move is None:
                    move = next((m for m in legal if m.kind is MoveKind.DONE), DONE)
                game = apply(game, move)
        after = len(alfred_on_board(game)) + len(al(game).hammocks) + len(
            [1 for here in game.workers for s, _ in here if s == YOU])
        assert after == before + 1  # one worker a turn
        seen.append(seat)
    assert seen == [ALFRED, YOU] * 4


@pytest.mark.cites(cs.ALFRED_FIRST.id)
def test_alfred_first_even_after_you_take_turn_order() -> None:
    game = occupy(solo(), TURN_ORDER, YOU, 1)
    assert new_turn_order(game) == (ALFRED, YOU)


# --- Bonus track ---------------------------------------------------------------

@pytest.mark.cites(cs.BONUS_TRACK.id)
def test_bonus_icon_moves_bonus_worker() -> None:
    game = actions.bonus(solo(), 3, DEFAULTS, Q)
    assert al(game).bonus == 3  # space 1 + 3 = space 4
    assert him(game).points == 0


@pytest.mark.cites(cs.BONUS_POINTS.id, cs.BONUS_WRAP.id)
def test_bonus_moves_laps() -> None:
    # From space 8 (index 7), 3 steps: 9, 10 (lap; card 10), past the end to space 1.
    assert tracks.bonus_moves(7, 3) == (0, 1, (10,))
    # From space 10, 1 step: past the end, back to space 1; no new lap.
    assert tracks.bonus_moves(9, 1) == (0, 0, ())
    # From space 1, 20 steps: 5, 10 (lap), 5, 10 (lap), then space 1.
    assert tracks.bonus_moves(0, 20) == (0, 2, (5, 10, 5, 10))


@pytest.mark.cites(cs.BONUS_POINTS.id)
@pytest.mark.parametrize("level, lap", [("white", 4), ("blue", 6), ("yellow", 8),
                                        ("green", 8)])
def test_landing_on_last_space_scores(level: str, lap: int) -> None:
    game = set_state(solo(level), bonus=8)  # space 9
    game, icons = tracks.bonus_icons(game, 1, Q)  # lands on space 10
    assert al(game).bonus == 9
    assert him(game).points == lap


@pytest.mark.cites(cs.BONUS_CARD_ACTIONS.id)
@pytest.mark.parametrize("rnd, vp", [(3, 4), (4, 5)])
def test_space_five_card_current_round_row(rnd: int, vp: int) -> None:
    # White-1 over space 5: round 3 gives 4 VP, round 4 gives 5 VP.
    game = evolve(solo(), round=rnd)
    game = actions.bonus(game, 4, DEFAULTS, Q)  # space 1 -> space 5
    assert al(game).bonus == 4
    assert him(game).points == vp


@pytest.mark.cites(cs.BONUS_CARD_ACTIONS.id, cs.BONUS_TRACK.id)
def test_between_the_cards_nothing_happens() -> None:
    # From space 5, 4 steps: spaces 6-9, neither card.
    game = set_state(evolve(solo(), round=3), bonus=4)
    game = actions.bonus(game, 4, DEFAULTS, Q)
    assert al(game).bonus == 8 and him(game).points == 0


@pytest.mark.cites(cs.BONUS_CARD_BOTH.id, cs.BONUS_CARD_ACTIONS.id, cs.BONUS_WRAP.id)
def test_both_cards_in_the_order_crossed() -> None:
    game = evolve(solo(), round=3)
    # From space 4: 5 (white-1: 4 VP), ..., 10 (white-2: Corr 1 + Acad 1), space 1.
    after, icons = tracks.bonus_icons(set_state(game, bonus=3), 7, Q)
    assert icons == (points(4), stamps(1), academy())
    assert al(after).bonus == 0
    # From space 9: 10 first (white-2), round the end, then 5 (white-1); ends on 6.
    after, icons = tracks.bonus_icons(set_state(game, bonus=8), 7, Q)
    assert icons == (stamps(1), academy(), points(4))
    assert al(after).bonus == 5
    assert him(after).points == 4  # one lap


# --- Coin track -------------------------------------------------------------------

@pytest.mark.cites(cs.COIN_TRACK.id, cs.COIN_ZERO.id)
def test_coins_move_left_and_right() -> None:
    game = solo()  # 8 Coins
    game = tracks.pay_coins(game, 3, Q, cs.COIN_TRACK.id)
    assert him(game).coins == 5
    game = actions.coins(game, 4, DEFAULTS, Q)
    assert him(game).coins == 9 and al(game).bonus == 0
    game = tracks.pay_coins(game, 9, Q, cs.COIN_TRACK.id)
    assert him(game).coins == 0


@pytest.mark.cites(cs.COIN_CAP.id)
def test_coin_cap_excess_to_bonus() -> None:
    assert tracks.coin_excess(12) == (12, 0)
    assert tracks.coin_excess(15) == (12, 3)
    game = set_him(solo(), coins=10)
    game = actions.coins(game, 5, DEFAULTS, Q)  # 15: 12 kept, 3 bonus steps
    assert him(game).coins == 12 and al(game).bonus == 3


# --- Alfred's board: rows, Stamps, Tents ------------------------------------------

@pytest.mark.cites(cs.WORKER_ROWS.id)
def test_rows_split_by_the_bracket() -> None:
    p = him(solo())
    left = data.BRACKET
    assert 1 <= left < data.ROW_SPOTS  # a bracket between two spots
    full_left: tuple[str, ...] = tuple([Y] * left)
    past: tuple[str, ...] = tuple([R] * (left + 1))  # room only right of its bracket
    rows: tuple[tuple[str, ...], ...] = (full_left, past, (G,), (B,), ())
    assert actions.receiving_row(evolve(p, rows=rows)) == 2
    # No row has room left of its bracket: the top-most with room right of it.
    rows = (full_left, full_left, full_left, full_left, ())
    assert actions.receiving_row(evolve(p, rows=rows)) == 0


@pytest.mark.cites(cs.STAMP_STACKS.id)
def test_stamps_from_the_top_stack() -> None:
    game = set_him(solo(), stamps=(1, 4, 4))
    game, n, emptied = actions.take_stamps(game, 2)
    assert n == 2 and him(game).stamps == (0, 3, 4) and emptied == (0,)


@pytest.mark.cites(cs.STAMP_ICON.id, cs.STAMP_STACKS.id)
def test_emptied_stack_icon_acts() -> None:
    # White: stack 2 shows bonus +1. Correspondence 2 with stacks (0, 1, 4) takes
    # stack 2's last Stamp and one from stack 3.
    game = set_him(solo(), stamps=(0, 1, 4))
    game = actions.resolve(game, (stamps(2),), "test", DEFAULTS, Q)
    assert him(game).stamps == (0, 0, 3)
    assert al(game).bonus == 1


@pytest.mark.cites(cs.STAMP_ICON.id)
def test_the_free_seal_spots_icon_is_kept_and_traced_as_a_change() -> None:
    # The icon beside a Tent or Stamp stack of some boards: from now on he
    # pays no Coins for his seal spots. It is a change of his state, so the
    # trace shows it as one (before "yes", after "no").
    t = Trace()
    game = actions.resolve(solo(), (data.Step(data.AlfredAction.FREE_SEAL_SPOTS),), "test",
                           DEFAULTS, t)
    assert al(game).free_seal_spots and not al(solo()).free_seal_spots
    changes = [c for step in t.steps if step.clause == cs.STAMP_ICON.id for c in step.changes]
    assert [(c.quantity, c.before, c.after) for c in changes] == \
        [("pays for his seal spots", "yes", "no")]


@pytest.mark.cites(cs.STAMP_ICON.id)
def test_blue_stack_two_gives_four_coins() -> None:
    game = set_him(solo("blue"), stamps=(0, 2, 4), coins=0)
    game = actions.resolve(game, (stamps(2),), "test", DEFAULTS, Q)
    assert him(game).stamps == (0, 0, 4) and him(game).coins == 4


@pytest.mark.cites(cs.TENT_ORDER.id, cs.TENT_ICONS.id)
def test_tents_from_the_top_and_their_icons() -> None:
    # Campsite B4: places cost 1 and 3, action 3 Evolution steps.
    k = CAMPSITE_INDEX["campsite-B4"]
    game = solo()  # 8 Coins, 5 Tents
    first = actions.campsite(game, "B4", DEFAULTS, Q)
    assert him(first).tents == 4 and him(first).coins == 7 and him(first).evolution == 3
    assert first.tents[k][0] == ALFRED
    assert al(first).bonus == 0  # Tent 1 reveals no icon
    # With one Tent gone, Tent 2 leaves next: white shows bonus +1 beside it.
    second = actions.campsite(set_him(game, tents=4), "B4", DEFAULTS, Q)
    assert him(second).tents == 3 and al(second).bonus == 1


@pytest.mark.cites(cs.NO_DISTINCTIONS.id, cs.SPECIAL_ACTION_BONUS.id)
def test_no_distinction_coins() -> None:
    # Worker D has 4 seals (a player's worker would have the silver distinction and
    # take 2 Coins in the Special Action Diary). Card 6: the Small Diary is taken,
    # so Special Action left: D goes there, bonus +4 from space 5 to space 9.
    game = occupy(solo(), SMALL_RIGHT)
    game = set_state(top_card(game, 6), bonus=4)
    game = set_him(game, rows=((Y, Y), (R, R), (G,), (B, B, B, B), ()))
    after = turn_of(game)
    assert placed_rows(after, SPECIAL_TOP_LEFT) == ((ALFRED, 3),)
    assert him(after).coins == 8 and him(after).points == 0
    assert al(after).bonus == 8


# --- Alfred's turn: the card ------------------------------------------------------

@pytest.mark.cites(cs.DRAW_CARD.id)
def test_draw_top_card_and_display_it() -> None:
    game = set_state(solo(), deck=(2, 3), drawn=(7, 1))
    after, card = turn.draw(game, Q)
    assert card.number == 2
    assert al(after).deck == (3,) and al(after).drawn == (7, 1, 2)


@pytest.mark.cites(cs.RESHUFFLE.id, cs.DRAW_CARD.id)
def test_reshuffle_when_both_delivery_cards_out() -> None:
    game = set_state(solo(), deck=(2, 3, 4, 5, 6), drawn=(7, 8, 1))
    after, card = turn.draw(game, Q)
    a = al(after)
    assert a.drawn == (card.number,)
    assert len(a.deck) == 7 and sorted(a.deck + a.drawn) == list(range(1, 9))


@pytest.mark.cites(cs.RESHUFFLE.id)
def test_no_reshuffle_with_one_delivery_card_out() -> None:
    game = set_state(solo(), deck=(2, 3, 4, 5, 6, 8), drawn=(7, 1))
    after, card = turn.draw(game, Q)
    assert card.number == 2 and al(after).deck == (3, 4, 5, 6, 8)


# --- Options in order; Rest ---------------------------------------------------------

def _main_diaries_closed(game: Game) -> Game:
    # Your workers in both Main Diaries: every other space there costs 3 Coins.
    return occupy(occupy(game, EXPL_TOP, YOU, 1), CORR_TOP, YOU, 2)


@pytest.mark.cites(cs.REST.id, cs.REST_ALWAYS.id, cs.OPTIONS_IN_ORDER.id, cs.ONE_WORKER.id)
def test_rest_when_main_diary_fails() -> None:
    # Card 1: Main Diary (A, B, D, C), Rest. Alfred has 0 Coins and both Main
    # Diaries are occupied: no worker can pay the 3-Coin penalty, so he rests.
    game = set_him(top_card(_main_diaries_closed(solo()), 1), coins=0)
    after = turn_of(game)
    assert alfred_on_board(after) == []
    assert al(after).hammocks == (3,)  # the bottom-most worker, D
    assert him(after).home == frozenset({0, 1, 2})
    assert him(after).coins == 7 and al(after).bonus == 2


@pytest.mark.cites(cs.REST.id, cs.COIN_CAP.id, cs.BONUS_CARD_ACTIONS.id)
def test_rest_coins_over_twelve() -> None:
    # Your workers fill the four open (top) Main Diary spaces: card 1's Main Diary
    # option fails, whatever Alfred's Coins. He rests: 8 + 7 = 15 Coins: 12 kept,
    # 3 bonus steps, then Rest's 2: five steps from space 1 to space 6, over
    # space 5: white-1 in round 3 gives 4 VP.
    game = solo()
    for row, i in enumerate((EXPL_TOP, NAV_TOP, CORR_TOP, ACAD_TOP)):
        game = occupy(game, i, YOU, row)
    game = evolve(top_card(game, 1), round=3)
    game = set_him(game, coins=8)
    after = turn_of(game)
    assert al(after).hammocks == (3,)
    assert him(after).coins == 12 and al(after).bonus == 5 and him(after).points == 4


@pytest.mark.cites(cs.REST.id)
def test_rest_takes_the_bottom_most_available_worker() -> None:
    game = set_him(top_card(_main_diaries_closed(solo()), 1), coins=0,
                   home=frozenset({0, 1}))
    game = set_state(game, hammocks=(3, 2))
    after = turn_of(game)
    assert al(after).hammocks == (3, 2, 1)


@pytest.mark.cites(cs.OPTIONS_IN_ORDER.id, cs.ONE_ACTION.id, cs.ONE_WORKER.id,
                   cs.SMALL_DIARY.id)
def test_small_diary_taken_next_option() -> None:
    # Card 3: Small Diary, Main Diary (A, B, C, D), Rest. Your worker is on the
    # Small Diary, so Alfred takes the Main Diary option: A (YY) to the only open
    # space with a yellow seal, correspondence-top, and nothing else.
    game = top_card(occupy(solo(), SMALL_LEFT), 3)
    after = turn_of(game)
    assert alfred_on_board(after) == [(CORR_TOP, 0)]
    assert after.lens == game.lens and him(after).lenses == 6
    assert al(after).hammocks == ()
    assert him(after).home == frozenset({1, 2, 3})


@pytest.mark.cites(cs.END_OF_TURN.id, cs.ONE_WORKER.id)
def test_alfred_step_hands_the_turn_to_you() -> None:
    game = sg.alfred_step(solo(), DEFAULTS, Q)
    assert game.active == YOU and not game.placed and game.frames == ()
    assert len(alfred_on_board(game)) + len(al(game).hammocks) == 1


# --- Main Diary option ----------------------------------------------------------------

@pytest.mark.cites(cs.MAIN_DIARY_WORKERS.id, cs.MAIN_DIARIES.id, cs.STANDARD_RULES.id)
def test_main_diary_first_listed_worker() -> None:
    # Card 2: B, A, D, C. B (RR) goes to academy-top, the only open red space.
    after = turn_of(top_card(solo(), 2))
    assert (ACAD_TOP, 1) in alfred_on_board(after)
    assert len(alfred_on_board(after)) == 1


@pytest.mark.cites(cs.MAIN_DIARY_WORKERS.id)
def test_main_diary_skips_worker_not_home() -> None:
    # Card 2 with B already placed: A (YY) goes, to correspondence-top.
    game = set_him(top_card(solo(), 2), home=frozenset({0, 2, 3}))
    after = turn_of(game)
    assert alfred_on_board(after) == [(CORR_TOP, 0)]


@pytest.mark.cites(cs.MAIN_DIARY_WORKERS.id, cs.MAIN_DIARY_PENALTY.id, cs.PENALTY.id)
def test_main_diary_next_worker_when_one_cannot_go() -> None:
    # Card 2: B, A, D, C. Your worker on academy-top; Alfred has 2 Coins.
    # B (RR): academy-top taken, nothing else red open: cannot go.
    # A (YY): correspondence-top is in Main Diary 2, now occupied: 3 > 2 Coins.
    # D (B): navigation-top, in the empty Main Diary 1: no penalty. D goes.
    game = set_him(top_card(occupy(solo(), ACAD_TOP), 2), coins=2)
    after = turn_of(game)
    assert (NAV_TOP, 3) in alfred_on_board(after)
    assert len(alfred_on_board(after)) == 1
    assert him(after).home == frozenset({0, 1, 2})


@pytest.mark.cites(cs.MAIN_DIARY_PENALTY.id, cs.PENALTY.id)
def test_occupied_section_costs_three() -> None:
    # Your worker on exploration-top occupies Main Diary 1 (no bookmark for 2
    # players): D (B) can only go to navigation-top, for 3 Coins.
    game = occupy(solo(), EXPL_TOP)
    assert penalty(game, him(game), location("navigation-top")) == 3
    assert turn.strongest(game, 3, DEFAULTS, Q) == Placement(3, NAV_TOP, 0, 3)
    assert turn.strongest(set_him(game, coins=2), 3, DEFAULTS, Q) is None
    after = turn_of(set_him(top_card(game, 1), home=frozenset({3})))  # card 1: A, B, D, C
    assert alfred_on_board(after) == [(NAV_TOP, 3)]
    assert you(after).coins == you(game).coins  # the penalty goes to the supply


@pytest.mark.cites(cs.MAIN_DIARY_SEALS.id, cs.STRONGEST.id)
def test_only_spaces_with_a_matching_seal() -> None:
    game = solo()
    # White rows: A YY, B RR, C G, D B. Only top spaces are open.
    expect = {0: [CORR_TOP], 1: [ACAD_TOP], 2: [EXPL_TOP], 3: [NAV_TOP]}
    for row, spaces in expect.items():
        assert [p.location for p in turn.location_options(game, row, DEFAULTS)] == spaces


@pytest.mark.cites(cs.STRONGEST.id)
def test_locked_spaces_are_not_open() -> None:
    # A (YYY) meets correspondence-bottom's 3 yellow, but it is locked.
    game = set_him(solo(), rows=((Y, Y, Y), (R, R), (G,), (B,), ()))
    assert turn.strongest(game, 0, DEFAULTS, Q) == Placement(0, CORR_TOP, 0, 0)
    game = lens(lens(game, CORR_MID), CORR_BOT)
    assert turn.strongest(game, 0, DEFAULTS, Q) == Placement(0, CORR_BOT, 0, 0)


@pytest.mark.cites(cs.STRONGEST.id)
def test_strongest_must_be_empty() -> None:
    game = set_him(lens(lens(solo(), CORR_MID), CORR_BOT), rows=((Y, Y, Y), (R, R), (G,),
                                                                  (B,), ()))
    game = occupy(game, CORR_BOT)
    # Main Diary 2 is now occupied: the middle space costs the 3-Coin penalty.
    assert turn.strongest(game, 0, DEFAULTS, Q) == Placement(0, CORR_MID, 0, 3)


@pytest.mark.cites(cs.STRONGEST.id, cs.TEMPORARY_KNOWLEDGE.id, cs.PRIORITY_COST.id)
def test_strength_before_cost() -> None:
    # A (YY) with correspondence middle (YY) and bottom (YYY) unlocked: the bottom
    # (rank 1) is strongest though it needs 1 Temporary Knowledge (3 Coins).
    game = lens(lens(solo(), CORR_MID), CORR_BOT)
    assert turn.strongest(game, 0, DEFAULTS, Q) == Placement(0, CORR_BOT, 1, 0)


@pytest.mark.cites(cs.TEMPORARY_KNOWLEDGE.id, cs.COIN_ZERO.id, cs.LENS_COIN.id,
                   cs.STANDARD_RULES.id)
def test_buys_knowledge_at_three_coins_each() -> None:
    # A (Y) to correspondence-bottom (YYY): 2 Temporary Knowledge, 6 Coins, all he
    # has. Then Correspondence 4 empties white stack 1 (no icon): no Coins back.
    # The Lens there is yours: you gain 1 Coin.
    game = lens(lens(solo(), CORR_MID), CORR_BOT)
    game = set_him(top_card(game, 1), coins=6, rows=((Y,), (R, R), (G,), (B,), ()))
    assert turn.strongest(game, 0, DEFAULTS, Q) == Placement(0, CORR_BOT, 2, 0)
    after = turn_of(game)
    assert alfred_on_board(after) == [(CORR_BOT, 0)]
    assert him(after).coins == 0 and him(after).knowledge == 0
    assert you(after).coins == you(game).coins + 1


@pytest.mark.cites(cs.NEXT_STRONGEST.id, cs.TEMPORARY_KNOWLEDGE.id)
def test_unaffordable_knowledge_next_strongest() -> None:
    # A (Y), 5 Coins: the bottom needs 2 (6 Coins): no; the middle (YY) needs 1
    # (3 Coins): yes. He spends only the 3.
    game = lens(lens(solo(), CORR_MID), CORR_BOT)
    game = set_him(top_card(game, 1), coins=5, rows=((Y,), (R, R), (G,), (B,), ()))
    assert turn.strongest(game, 0, DEFAULTS, Q) == Placement(0, CORR_MID, 1, 0)
    after = turn_of(game)
    assert alfred_on_board(after) == [(CORR_MID, 0)]
    assert him(after).coins == 5 - 3


@pytest.mark.cites(cs.PRIORITY_COST.id)
def test_priority_cost_among_equal_strength() -> None:
    # A (Y, Y, G): exploration-middle (GG) needs 1 TK; correspondence-middle (YY)
    # none. Both are rank 2: the cheaper wins, though exploration is further left.
    game = lens(lens(solo(), EXPL_MID), CORR_MID)
    game = set_him(game, rows=((Y, Y, G), (R, R), (G,), (B,), ()))
    assert turn.strongest(game, 0, DEFAULTS, Q) == Placement(0, CORR_MID, 0, 0)
    # The mirror: G, G, Y: exploration-middle is free, correspondence needs 1.
    game = set_him(game, rows=((G, G, Y), (R, R), (G,), (B,), ()))
    assert turn.strongest(game, 0, DEFAULTS, Q) == Placement(0, EXPL_MID, 0, 0)


@pytest.mark.cites(cs.PRIORITY_COLOUR.id)
@pytest.mark.parametrize("seals, space", [((G, Y), EXPL_TOP), ((Y, G), CORR_TOP),
                                          ((R, B, Y), ACAD_TOP), ((B, R), NAV_TOP)])
def test_priority_colour_left_most_matching_seal(seals: tuple[str, ...], space: int) -> None:
    # Top spaces, all rank 3 and 1 seal: the one of the worker's left-most seal.
    game = set_him(solo(), rows=(seals, (R, R), (G,), (B,), ()))
    assert turn.strongest(game, 0, DEFAULTS, Q) == Placement(0, space, 0, 0)


@pytest.mark.cites(cs.PRIORITY_COLOUR.id)
@pytest.mark.parametrize("reading, space", [("left-most", EXPL_TOP),
                                            ("right-most", ACAD_TOP)])
def test_location_tie_ruling(reading: str, space: int) -> None:
    # A purple seal matches all four top spaces equally: the ruling decides.
    game = set_him(solo(), rows=((PURPLE,), (R, R), (G,), (B,), ()))
    rulings = Rulings.of({rs.LOCATION_TIE.id: reading})
    assert turn.strongest(game, 0, rulings, Q) == Placement(0, space, 0, 0)


@pytest.mark.cites(cs.TEMPORARY_KNOWLEDGE.id, cs.MAIN_DIARY_SEALS.id)
@pytest.mark.parametrize("reading, knowledge", [("shortfall-after-purple", 1),
                                                ("ignore-purple", 2)])
def test_knowledge_purchase_ruling(reading: str, knowledge: int) -> None:
    # Row (purple, G) at exploration-bottom (GGG): purple as any colour leaves 1
    # missing; counting green only, 2.
    game = lens(lens(solo(), EXPL_MID), EXPL_BOT)
    game = set_him(game, rows=((PURPLE, G), (R, R), (Y,), (B,), ()))
    rulings = Rulings.of({rs.KNOWLEDGE_PURCHASE.id: reading})
    options = turn.location_options(game, 0, rulings)
    bottom = next(p for p in options if p.location == EXPL_BOT)
    assert bottom.knowledge == knowledge
    assert turn.strongest(game, 0, rulings, Q) == Placement(0, EXPL_BOT, knowledge, 0)


# --- Special Action Diary option ------------------------------------------------------

@pytest.mark.cites(cs.SPECIAL_ACTION.id, cs.SPECIAL_ACTION_SPOT.id,
                   cs.SPECIAL_ACTION_BONUS.id)
@pytest.mark.parametrize("card, space", [(6, SPECIAL_TOP_LEFT), (8, SPECIAL_TOP_RIGHT)])
def test_special_action_spot_and_bonus(card: int, space: int) -> None:
    # Card 6: Small Diary / Special Action left; card 8: Deliver / Special Action
    # right. First options fail (Small Diary taken; nothing researched). Worker D
    # (B, no seals asked) to the top space of the card's side; bonus +4 from
    # space 5 to space 9; no Special Action tile performed.
    game = set_state(top_card(occupy(solo(), SMALL_LEFT), card), bonus=4)
    after = turn_of(game)
    assert alfred_on_board(after) == [(space, 3)]
    assert al(after).bonus == 8
    assert him(after).coins == 8 and him(after).points == 0
    assert him(after).evolution == 0 and him(after).stamps == (4, 4, 4)


@pytest.mark.cites(cs.SPECIAL_ACTION.id, cs.OPTIONS_IN_ORDER.id)
def test_special_action_only_when_empty() -> None:
    # Your worker already in the Special Action Diary: card 6 falls through to Rest.
    game = occupy(occupy(solo(), SMALL_LEFT), SPECIAL_TOP_RIGHT)
    after = turn_of(top_card(game, 6))
    assert alfred_on_board(after) == []
    assert al(after).hammocks == (3,)


@pytest.mark.cites(cs.SPECIAL_ACTION_SPOT.id)
def test_special_action_bottom_most_available_worker() -> None:
    game = set_him(top_card(occupy(solo(), SMALL_LEFT), 6), home=frozenset({0, 2}))
    after = turn_of(game)
    assert alfred_on_board(after) == [(SPECIAL_TOP_LEFT, 2)]


# --- Small Diary option ----------------------------------------------------------------

@pytest.mark.cites(cs.SMALL_DIARY.id, cs.SMALL_DIARY_WORKER.id, cs.LENS_PRIORITY.id,
                   cs.LENS_ACTIONS.id)
def test_small_diary_unlocks_and_performs() -> None:
    # Card 3. A (YY) satisfies only correspondence-middle (YY), the top-most
    # locked space there. D goes to the Small Diary; his Lens on it for 4 Coins
    # (8 -> 4); then its action: Correspondence 3 onto the top Envelope.
    game = top_card(solo(), 3)
    assert turn.lens_target(game, Q) == CORR_MID
    after = turn_of(game)
    assert [i for i, _ in alfred_on_board(after)] in ([SMALL_LEFT], [SMALL_RIGHT])
    assert [r for _, r in alfred_on_board(after)] == [3]
    assert after.lens[CORR_MID] == ALFRED and him(after).lenses == 5
    assert him(after).coins == 4
    assert him(after).stamps == (1, 4, 4) and after.envelopes[0][ALFRED] == 3
    assert after.workers[CORR_MID] == ()  # no worker goes on the unlocked space


@pytest.mark.cites(cs.SMALL_DIARY.id)
def test_small_diary_only_when_empty() -> None:
    game = occupy(solo(), SMALL_RIGHT)
    after = turn_of(top_card(game, 6))  # Small Diary fails: Special Action left
    assert after.lens == game.lens
    assert alfred_on_board(after) == [(SPECIAL_TOP_LEFT, 3)]


@pytest.mark.cites(cs.LENS_TIEBREAK.id)
@pytest.mark.parametrize("seals, target", [((G, G, Y, Y), EXPL_MID), ((Y, Y, G, G), CORR_MID)])
def test_lens_priority_colour(seals: tuple[str, ...], target: int) -> None:
    # Two middle spaces satisfied (GG and YY): the worker's leading colour wins.
    game = set_him(solo(), rows=(seals, (R, R), (G,), (B,), ()))
    assert turn.lens_target(game, Q) == target


@pytest.mark.cites(cs.LENS_NEXT_ROW.id)
def test_lens_next_worker_row() -> None:
    # A (Y) satisfies no locked space (all need 2); B (RR) satisfies academy-middle.
    game = set_him(solo(), rows=((Y,), (R, R), (G,), (B,), ()))
    assert turn.lens_target(game, Q) == ACAD_MID


@pytest.mark.cites(cs.LENS_CHEAPEST.id)
def test_lens_cheapest_left_most() -> None:
    # No row has two of a colour: every locked space costs 4; the left-most
    # (exploration, Main Diary 1's left page) in unlock order, its middle space.
    game = set_him(solo(), rows=((Y,), (R,), (G,), (B,), ()))
    assert turn.lens_target(game, Q) == EXPL_MID
    # With exploration's middle already unlocked, its bottom is next in order.
    assert turn.lens_target(lens(game, EXPL_MID), Q) == EXPL_BOT


_LENS_IDS = {turn.LENS.id, turn.LENS_SPACE.id, turn.LENS_SPACE_MOST_SEALS.id,
             turn.CHEAPEST_SPACE.id}
_ROW_KEY = "row on its page (1 is the top)"
_COLOUR_KEY = "in his priority colour"
_SEALS_KEY = "Wax Seals of his it uses"
_PLACE_KEY = "place of his left-most seal of its colour"
_LEFT_KEY = "page from the left (1 is the left-most)"
MIDDLES = (EXPL_MID, NAV_MID, CORR_MID, ACAD_MID)
BOTTOMS = (EXPL_BOT, NAV_BOT, CORR_BOT, ACAD_BOT)


def _lens_trace(game: Game, rulings: Rulings = DEFAULTS) -> tuple[int | None, list[Step]]:
    trace = Trace()
    target = turn.lens_target(game, trace, rulings)
    # Every Lens step is a choice the mechanism made, or one of the Lens
    # Rulings consulted: no hand-written note beside them.
    consulted = {rulings.cite(r) for r in (rs.LENS_ORDER, rs.LENS_KNOWLEDGE, rs.LENS_WORKER)}
    assert trace.steps and all((s.kind == "choice" and s.procedure in _LENS_IDS)
                               or s.ruling in consulted
                               for s in trace.steps)
    return target, trace.steps


def _ranked(steps: list[Step], ranking_id: str) -> Step:
    return next(s for s in steps if s.procedure == ranking_id and s.winner)


@pytest.mark.cites(cs.LENS_PRIORITY.id, cs.LENS_TIEBREAK.id)
def test_lens_step_names_the_priority_colour_that_beat_the_other_space() -> None:
    # A (Y, Y, R, R) meets correspondence-middle (YY) and academy-middle (RR),
    # both middle spaces using 2 seals; yellow, his left-most seal, is his
    # priority colour: correspondence-middle. A has no green or blue: the
    # other two middle spaces ask for 2 he lacks.
    game = set_him(solo(), rows=((Y, Y, R, R), (R, R), (G,), (B,), ()))
    target, steps = _lens_trace(game)
    assert target == CORR_MID
    step = _ranked(steps, turn.LENS_SPACE.id)
    assert step.clause == cs.LENS_TIEBREAK.id  # the key that parted them
    assert step.candidates == ("correspondence-middle", "academy-middle")
    lost = {r.candidate: r for r in step.rejected}
    assert lost["academy-middle"].reason == f"{_COLOUR_KEY} no, against yes: the higher wins"
    assert lost["academy-middle"].values == ((_ROW_KEY, 2, 2), (_COLOUR_KEY, "no", "yes"),
                                             (_SEALS_KEY, 2, 2), (_PLACE_KEY, 3, 1))
    assert lost["exploration-middle"].reason == "asks for 2 green seals: worker A's lack 2"
    assert lost["navigation-middle"].reason == "asks for 2 blue seals: worker A's lack 2"


@pytest.mark.cites(cs.LENS_PRIORITY.id, cs.LENS_TIEBREAK.id)
def test_lens_top_most_before_priority_colour_and_most_seals() -> None:
    # Your Lens on correspondence-middle: its page's next space is the bottom
    # (3 yellow). A (Y, Y, Y, G, G) meets it, in his priority colour and with 3
    # seals, and exploration-middle (GG) with 2. The rulebook's first test is
    # the top-most space: exploration-middle.
    game = set_him(lens(solo(), CORR_MID), rows=((Y, Y, Y, G, G), (R, R), (G,), (B,), ()))
    target, steps = _lens_trace(game)
    assert target == EXPL_MID
    step = _ranked(steps, turn.LENS_SPACE.id)
    assert step.clause == cs.LENS_PRIORITY.id
    lost = {r.candidate: r for r in step.rejected}
    assert lost["correspondence-bottom"].reason == f"{_ROW_KEY} 3, against 2: the lower wins"
    assert lost["correspondence-bottom"].values == (
        (_ROW_KEY, 3, 2), (_COLOUR_KEY, "yes", "no"), (_SEALS_KEY, 3, 2), (_PLACE_KEY, 1, 4))


@pytest.mark.cites(cs.LENS_TIEBREAK.id)
@pytest.mark.parametrize("seals, target, loser, places", [
    ((Y, G, G, B, B), EXPL_MID, "navigation-middle", (4, 2)),
    ((Y, B, B, G, G), NAV_MID, "exploration-middle", (4, 2))])
def test_lens_then_the_left_most_seal(seals: tuple[str, ...], target: int, loser: str,
                                      places: tuple[int, int]) -> None:
    # Your Lens on correspondence-middle; correspondence-bottom asks for 3
    # yellow and A has 1. A meets exploration-middle (GG) and navigation-middle
    # (BB): both middle, neither yellow (his priority colour), both 2 seals.
    # The short description's last key, the left-most seal: the colour of his
    # seal at place 2 beats the one at place 4.
    game = set_him(lens(solo(), CORR_MID), rows=(seals, (R, R), (G,), (B,), ()))
    target_, steps = _lens_trace(game)
    assert target_ == target
    lost = {r.candidate: r for r in _ranked(steps, turn.LENS_SPACE.id).rejected}
    assert lost[loser].reason == f"{_PLACE_KEY} {places[0]}, against {places[1]}: the lower wins"
    assert lost["correspondence-bottom"].reason == "asks for 3 yellow seals: worker A's lack 2"


@pytest.mark.cites(cs.LENS_TIEBREAK.id)
@pytest.mark.parametrize("reading, target", [("left-most", EXPL_MID), ("right-most", ACAD_MID)])
def test_lens_tie_goes_to_the_ruling(reading: str, target: int) -> None:
    # Your Lens on correspondence-middle. A (Y, Y, purple, purple): his two
    # purple seals meet each middle space he may unlock, exploration (GG),
    # navigation (BB) and academy (RR); yellow, yellow and a purple meet
    # correspondence-bottom (YYY), a row lower. The three middle spaces: none
    # yellow (his priority colour), each using 2 seals, and A holds no green,
    # blue or red seal. Level on every key: the ruling's page furthest left is
    # Exploration's, furthest right Academy's.
    game = set_him(lens(solo(), CORR_MID), rows=((Y, Y, PURPLE, PURPLE), (R, R), (G,), (B,),
                                                 ()))
    target_, steps = _lens_trace(game, Rulings.of({rs.LENS_TIE.id: reading}))
    assert target_ == target
    step = _ranked(steps, turn.LENS_SPACE.id)
    assert step.ruling == f"{rs.LENS_TIE.id}={reading}"
    assert step.clause == cs.LENS_TIEBREAK.id
    assert set(step.tied) == {"exploration-middle", "navigation-middle", "academy-middle"}
    lost = {r.candidate: r for r in step.rejected}
    assert lost["correspondence-bottom"].reason == f"{_ROW_KEY} 3, against 2: the lower wins"
    others = {"exploration-middle", "navigation-middle", "academy-middle"} - {step.winner}
    for name in others:
        assert lost[name].reason == (f"level on every key; ruling {rs.LENS_TIE.id}={reading} "
                                     f"takes {step.winner}")
        assert lost[name].values == ((_ROW_KEY, 2, 2), (_COLOUR_KEY, "no", "no"),
                                     (_SEALS_KEY, 2, 2), (_PLACE_KEY, "none", "none"))


def _key_values(seals: tuple[str, ...], i: int) -> tuple[object, ...]:
    row = turn.LensRow(seals)
    return tuple(k.value(row, i) for k in turn.LENS_SPACE.keys)


@pytest.mark.cites(cs.LENS_TIEBREAK.id)
def test_lens_keys_leave_a_tie_only_with_two_purple_seals() -> None:
    # Two spaces in the same row lie on different pages, so ask for different
    # colours and as many seals. A row meets a space of a colour it holds, and
    # the place of its first seal of that colour parts it from any other such
    # space; it meets one of a colour it lacks only with purple seals, 2 for a
    # middle space and 3 for a bottom one. So with one purple seal or none,
    # every row of up to 6 seals tells apart any two spaces it meets.
    for n in range(7):
        for seals in product((Y, R, G, B, PURPLE), repeat=n):
            if seals.count(PURPLE) > 1:
                continue
            for spaces in (MIDDLES, BOTTOMS):
                met = [i for i in spaces if seal_shortfall(seals, LOCATIONS[i].seals) == 0]
                for a, b in combinations(met, 2):
                    assert _key_values(seals, a) != _key_values(seals, b), (seals, a, b)
    # Two purple seals meet every middle space of a colour the row lacks, alike.
    two = (Y, Y, PURPLE, PURPLE)
    assert _key_values(two, EXPL_MID) == _key_values(two, NAV_MID) == _key_values(two, ACAD_MID)
    assert _key_values(two, CORR_MID) != _key_values(two, EXPL_MID)  # yellow: his colour


@pytest.mark.cites(cs.LENS_CHEAPEST.id)
def test_lens_cheapest_step_names_the_page_that_beat_each_space() -> None:
    # No row has two of a colour; every middle space costs 4 Coins: the page
    # from the left decides (Exploration 1, Navigation 2, Correspondence 3,
    # Academy 4).
    game = set_him(solo(), rows=((Y,), (R,), (G,), (B,), ()))
    target, steps = _lens_trace(game)
    assert target == EXPL_MID
    lens_step = next(s for s in steps if s.procedure == turn.LENS.id)
    assert lens_step.clause == cs.LENS_CHEAPEST.id and lens_step.winner == ""
    assert len(lens_step.rejected) == 4  # each worker row, with its reason
    step = _ranked(steps, turn.CHEAPEST_SPACE.id)
    assert step.clause == cs.LENS_CHEAPEST.id and step.ruling == ""
    assert {r.candidate: r.reason for r in step.rejected} == {
        name: f"{_LEFT_KEY} {n}, against 1: the lower wins"
        for name, n in (("navigation-middle", 2), ("correspondence-middle", 3),
                        ("academy-middle", 4))}


@pytest.mark.cites(cs.LENS_CHEAPEST.id)
def test_lens_cheapest_settled_reason_holds_over_the_whole_board() -> None:
    # The reason CHEAPEST_SPACE gives for needing no Ruling, checked: whatever
    # Lens tokens lie on the 8 locked Main Diary spaces, those he may unlock
    # (top to bottom on a page) lie one to a page, and the four pages stand
    # at different places from the left, so the keys part any two.
    locked = [i for i in range(12) if LOCATIONS[i].unlock is Unlock.LOCKED]
    assert locked == [EXPL_MID, EXPL_BOT, NAV_MID, NAV_BOT, CORR_MID, CORR_BOT, ACAD_MID,
                      ACAD_BOT]
    left = turn.CHEAPEST_SPACE.keys[-1]
    assert left.name == _LEFT_KEY
    assert [left.value(None, i) for i in MIDDLES] == [1, 2, 3, 4]
    assert [left.value(None, i) for i in BOTTOMS] == [1, 2, 3, 4]
    for opened in product((False, True), repeat=len(locked)):
        game = solo()
        for i, has_lens in zip(locked, opened):
            if has_lens:
                game = lens(game, i)
        free = [i for i in locked if game.lens[i] is None and unlock_in_order(game, i)]
        pages = [(LOCATIONS[i].diary, LOCATIONS[i].page) for i in free]
        assert len(set(pages)) == len(pages)
        assert len({left.value(None, i) for i in free}) == len(free)
        if free:  # never an UnsettledTie
            turn.CHEAPEST_SPACE.choose(None, free, DEFAULTS, Q)


@pytest.mark.cites(cs.LENS_NO_SPECIAL.id, cs.OPTIONS_IN_ORDER.id)
def test_lens_never_on_special_action() -> None:
    # Every locked Main Diary space already has a Lens; the Special Action
    # middle spaces are still locked, but Alfred never unlocks them.
    game = solo()
    for i in (1, 2, 4, 5, 7, 8, 10, 11):
        game = lens(game, i)
    assert turn.lens_target(game, Q) is None
    after = turn_of(top_card(game, 6))  # Small Diary fails: Special Action left
    assert after.lens == game.lens
    assert alfred_on_board(after) == [(SPECIAL_TOP_LEFT, 3)]


@pytest.mark.cites(cs.LENS_COIN.id, cs.COIN_CAP.id)
def test_your_worker_on_his_lens_pays_him() -> None:
    game = lens(evolve(solo(), active=YOU, turn_coins=4), CORR_MID, ALFRED)
    game = set_you(game, rows=((), (Y, Y), (Y,), (G,), ()))
    after = apply(game, place(1, "correspondence-middle", 0))
    assert him(after).coins == 9
    # At 12 Coins the extra Coin becomes a bonus step.
    game12 = set_him(game, coins=12)
    after = sg.settle(apply(game12, place(1, "correspondence-middle", 0)), DEFAULTS, Q)
    assert him(after).coins == 12 and al(after).bonus == 1


# --- Deliver option ----------------------------------------------------------------------

def _museum(game: Game, tiles: frozenset[str], theirs: frozenset[str] = frozenset(),
            mine: frozenset[str] = frozenset()) -> Game:
    game = evolve(game, museum=tiles, row_coins=(True, True, True, True))
    return set_you(set_him(game, research=mine), research=theirs)


@pytest.mark.cites(cs.DELIVER_VALID.id)
def test_only_specimens_whose_tile_is_out() -> None:
    game = _museum(solo(), frozenset({"blue-plant"}),
                   mine=frozenset({"green-reptile", "blue-plant"}))
    assert turn.deliveries(game) == ["green-reptile"]


@pytest.mark.cites(cs.DELIVER_COINS.id)
def test_most_coins_first() -> None:
    # Museum holds green-plant and green-bird; every row's Coin is there.
    # blue-fossil (row 2, col 4): row Coin 1 + 3 empty in row + 3 empty in col = 7.
    # red-bird (row 3, col 3): 1 + 3 + 2 (green-bird fills col 3) = 6.
    # green-reptile (row 1, col 1): 1 + 1 (only green-fossil empty) + 3 = 5.
    game = _museum(solo(), frozenset({"green-plant", "green-bird"}),
                   mine=frozenset({"green-reptile", "red-bird", "blue-fossil"}))
    assert turn.deliveries(game) == ["blue-fossil", "red-bird", "green-reptile"]


@pytest.mark.cites(cs.DELIVER_COINS.id)
def test_equal_coins_top_left_first() -> None:
    # Empty Museum: every Specimen earns 7. green-reptile (1, 1) before blue-plant
    # (2, 2); in row 1, green-plant (col 2) before green-fossil (col 4).
    game = _museum(solo(), frozenset(), mine=frozenset({"blue-plant", "green-reptile"}))
    assert turn.deliveries(game) == ["green-reptile", "blue-plant"]
    game = _museum(solo(), frozenset(), mine=frozenset({"green-fossil", "green-plant"}))
    assert turn.deliveries(game) == ["green-plant", "green-fossil"]


@pytest.mark.cites(cs.DELIVER_SHARED.id)
def test_shared_specimens_first() -> None:
    # As in test_most_coins_first, but you have researched green-reptile too.
    game = _museum(solo(), frozenset({"green-plant", "green-bird"}),
                   theirs=frozenset({"green-reptile"}),
                   mine=frozenset({"green-reptile", "red-bird", "blue-fossil"}))
    assert turn.deliveries(game)[0] == "green-reptile"
    assert turn.deliveries(game)[1:] == ["blue-fossil", "red-bird"]


@pytest.mark.cites(cs.DELIVER.id, cs.DELIVER_WORKER.id, cs.DELIVER_BONUS.id,
                   cs.DELIVER_COINS.id)
def test_deliver_two_second_costs_three() -> None:
    # Card 7: Deliver first. Alfred has 0 Coins. D to the Museum.
    # 1st: blue-fossil: 7 Coins (row Coin + 3 + 3), no filled space: 0 steps.
    # 2nd, recounted: red-bird 6 Coins (row Coin + 3 + 2), green-bird fills its
    # column: 1 step; green-reptile 5. He pays 3, gains 6: 7 - 3 + 6 = 10.
    game = _museum(top_card(solo(), 7), frozenset({"green-plant", "green-bird"}),
                   mine=frozenset({"green-reptile", "red-bird", "blue-fossil"}))
    game = set_him(game, coins=0)
    after = turn_of(game)
    assert alfred_on_board(after) == [(MUSEUM, 3)]
    assert after.museum == frozenset({"green-plant", "green-bird", "blue-fossil", "red-bird"})
    assert him(after).coins == 10 and him(after).evolution == 1
    assert after.row_coins == (True, False, False, True)


_ALL = frozenset(f"{c}-{k}" for c in (G, B, R, Y) for k in ("reptile", "plant", "bird",
                                                                 "fossil"))


@pytest.mark.cites(cs.DELIVER.id, cs.DELIVER_COINS.id)
@pytest.mark.parametrize("coins, delivered", [
    (0, {"green-reptile"}), (3, {"green-reptile", "blue-plant"})])
def test_second_delivery_needs_three_coins(coins: int, delivered: set[str]) -> None:
    # Museum full but for green-reptile, blue-plant and yellow-fossil; no row Coin
    # left. Every delivery earns 0 Coins (its row and column are full), so the
    # top-left one, green-reptile, goes first; the second (blue-plant) only if
    # Alfred can pay its 3 Coins.
    game = _museum(top_card(solo(), 7), _ALL - {"green-reptile", "blue-plant", "yellow-fossil"},
                   mine=frozenset({"green-reptile", "blue-plant"}))
    game = evolve(set_him(game, coins=coins), row_coins=(False, False, False, False))
    after = turn_of(game)
    assert after.museum - game.museum == delivered
    assert him(after).coins == 0
    # green-reptile: 6 filled neighbours and its row completed: 7 steps.
    assert him(after).evolution >= 7


@pytest.mark.cites(cs.DELIVER.id, cs.OPTIONS_IN_ORDER.id)
def test_nothing_to_deliver_next_option() -> None:
    # Card 7 with nothing researched: Main Diary (A, B, C, D): A to correspondence-top.
    after = turn_of(top_card(solo(), 7))
    assert alfred_on_board(after) == [(CORR_TOP, 0)]


@pytest.mark.cites(cs.DELIVER_WORKER.id)
def test_deliver_bottom_most_available_worker() -> None:
    game = _museum(top_card(solo(), 8), frozenset(), mine=frozenset({"green-reptile"}))
    game = set_him(game, home=frozenset({0, 1}))
    after = turn_of(game)
    assert alfred_on_board(after) == [(MUSEUM, 1)]
    assert "green-reptile" in after.museum



@pytest.mark.cites(cs.LENS_PRIORITY.id, cs.LENS_CHEAPEST.id, cs.OPTIONS_IN_ORDER.id)
def test_lens_only_where_he_can_pay() -> None:
    # Every locked Main Diary space costs 4 Coins; with 3 he can unlock none, so
    # card 3's Small Diary option fails and A goes to correspondence-top.
    game = set_him(top_card(solo(), 3), coins=3)
    assert turn.lens_target(game, Q) is None
    after = turn_of(game)
    assert after.lens == game.lens
    assert alfred_on_board(after) == [(CORR_TOP, 0)]


@pytest.mark.cites(cs.OPTIONS_IN_ORDER.id)
@pytest.mark.parametrize("card", range(1, 9))
def test_same_turn_with_trace_on(card: int) -> None:
    # Tracing records the steps; it must not change what Alfred does.
    game = top_card(solo(), card)
    assert turn.alfred_turn(game, DEFAULTS, Trace()) == turn_of(game)


@pytest.mark.cites(cs.DELIVER_PLAYER_CHOICE.id)
@pytest.mark.parametrize("reading, first", [("upper-first", "green-bird"),
                                            ("left-first", "blue-reptile")])
def test_a_tie_top_left_leaves_is_the_players_choice(reading: str, first: str) -> None:
    # Empty Museum: green-bird (row 1, column 3) and blue-reptile (row 2,
    # column 1) each earn the row's Coin and 3 + 3 empty spaces: 7 Coins.
    # Neither is both higher and further left, so the player chooses; the
    # ruling stands in for that choice.
    game = _museum(solo(), frozenset(), mine=frozenset({"green-bird", "blue-reptile"}))
    rulings = Rulings.of({rs.DELIVER_TIE.id: reading})
    order = turn.deliveries(game, rulings)
    assert order[0] == first
    trace = Trace()
    assert turn.next_delivery(game, rulings, trace) == first
    step = trace.steps[-1]
    assert set(step.tied) == {"green-bird", "blue-reptile"}
    assert step.ruling == f"{rs.DELIVER_TIE.id}={reading}"
    assert step.clause == cs.DELIVER_PLAYER_CHOICE.id


@pytest.mark.cites(cs.DELIVER_SHARED.id)
@pytest.mark.parametrize("reading, first", [("always", "blue-bird"),
                                            ("more-than-two", "green-reptile")])
def test_the_delivery_priority_with_two_valid_specimens(reading: str, first: str) -> None:
    # Two valid Specimens: green-reptile (row 1, column 1) and blue-bird, which
    # you researched too. The short description's one ranking puts the shared
    # one first; the rulebook keeps the priority for more than two, so
    # top-left decides.
    game = _museum(solo(), frozenset(), theirs=frozenset({"blue-bird"}),
                   mine=frozenset({"green-reptile", "blue-bird"}))
    rulings = Rulings.of({rs.DELIVER_SCOPE.id: reading})
    assert turn.deliveries(game, rulings)[0] == first

"""Alfred's component data against the community transcription, checked by hand.

Expected values are read by hand from ``shared/reference-data/alfred-components.md``
(its table is named in each test) or, where a comment says so, from the
rulebook's solo section (``shared/seeds/002_c2bb59e7f29bd312.txt``).
"""

from __future__ import annotations

import pytest

from spec.core.provenance import Provenance, all_assumptions
from spec.darwins_journey.board import Page
from spec.darwins_journey.icons import (
    OBJECTIVE,
    Action,
    ActionKind,
    SealColour,
    Timing,
    academy,
    coins,
    evolve,
    explore,
    navigate,
    points,
    stamps,
)
from spec.darwins_journey.alfred import data
from spec.darwins_journey.alfred.data import (
    AlfredAction,
    CardOption,
    Level,
    OptionKind,
    Step,
    board,
    bonus_card,
)
from spec.darwins_journey.sources import ASSUMPTION_PREFIX, Source, Sourced

G, B, Y, R = SealColour.GREEN, SealColour.BLUE, SealColour.YELLOW, SealColour.RED


def _bonus(n: int) -> Step:
    return Step(AlfredAction.BONUS, n)


# The 8 Alfred Action cards.

def test_eight_action_cards_numbered_one_to_eight() -> None:
    assert [c.number for c in data.ACTION_CARDS] == list(range(1, 9))


def test_card_6_small_diary_then_special_action_left_then_rest() -> None:
    card = data.ACTION_CARDS[5]
    assert card.number == 6
    assert card.options == (
        CardOption(OptionKind.SMALL_DIARY),
        CardOption(OptionKind.SPECIAL_ACTION, side=Page.LEFT, bonus=4),
        CardOption(OptionKind.REST),
    )


def test_card_8_delivers_then_special_action_right() -> None:
    card = data.ACTION_CARDS[7]
    assert [o.kind for o in card.options] == [
        OptionKind.DELIVER, OptionKind.SPECIAL_ACTION, OptionKind.REST]
    assert card.options[1].side is Page.RIGHT and card.options[1].bonus == 4


@pytest.mark.parametrize("number, first_main, workers", [
    (1, 0, ("A", "B", "D", "C")),
    (2, 0, ("B", "A", "D", "C")),
    (3, 1, ("A", "B", "C", "D")),
    (4, 1, ("A", "C", "B", "D")),
    (5, 1, ("B", "A", "C", "D")),
    (7, 1, ("A", "B", "C", "D")),
])
def test_main_diary_worker_priorities(number: int, first_main: int,
                                      workers: tuple[str, ...]) -> None:
    card = data.ACTION_CARDS[number - 1]
    option = card.options[first_main]
    assert option.kind is OptionKind.MAIN_DIARY and option.workers == workers
    # Every card names each worker once.
    assert sorted(option.workers) == list(data.WORKERS)


def test_cards_3_to_6_start_with_the_small_diary_and_7_8_with_delivery() -> None:
    firsts = {c.number: c.options[0].kind for c in data.ACTION_CARDS}
    assert {n for n, k in firsts.items() if k is OptionKind.SMALL_DIARY} == {3, 4, 5, 6}
    assert {n for n, k in firsts.items() if k is OptionKind.DELIVER} == {7, 8}


def test_every_card_ends_with_rest_and_only_there() -> None:
    # Rulebook, Alfred Turn Structure, Step 2: the bottom option is always Rest.
    for card in data.ACTION_CARDS:
        assert card.options[-1] == CardOption(OptionKind.REST)
        assert all(o.kind is not OptionKind.REST for o in card.options[:-1])
        assert 2 <= len(card.options) <= 3


def test_exactly_cards_7_and_8_show_delivery() -> None:
    assert {c.number for c in data.ACTION_CARDS if c.delivery} == {7, 8}


def test_option_fields_fit_their_kind() -> None:
    for card in data.ACTION_CARDS:
        for o in card.options:
            assert bool(o.workers) == (o.kind is OptionKind.MAIN_DIARY)
            assert (o.side is not None) == (o.kind is OptionKind.SPECIAL_ACTION)
            assert (o.bonus != 0) == (o.kind is OptionKind.SPECIAL_ACTION)


# The Bonus Track cards.

def test_eight_bonus_cards_of_five_rounds() -> None:
    ids = [c.id for c in data.BONUS_CARDS]
    assert ids == [f"{level}-{n}" for level in ("white", "blue", "yellow", "green")
                   for n in (1, 2)]
    assert all(len(c.rounds) == 5 and all(c.rounds) for c in data.BONUS_CARDS)


def test_yellow_2_round_5_is_12_points() -> None:
    assert bonus_card("yellow-2").rounds[4] == (points(12),)


def test_white_cards_by_hand() -> None:
    assert bonus_card("white-1").rounds == (
        (navigate(1),), (explore(2),), (points(4),), (points(5),), (evolve(4),))
    # "Corr 1 + Acad 1" is two icons, done in that order.
    assert bonus_card("white-2").rounds == (
        (academy(),), (evolve(1),), (stamps(1), academy()), (explore(2),), (points(6),))


@pytest.mark.parametrize("card_id, round_, icons", [
    ("blue-1", 2, (academy(), academy())),
    ("blue-1", 5, (points(9),)),
    ("blue-2", 1, (stamps(1),)),
    ("blue-2", 4, (navigate(3),)),
    ("yellow-1", 1, (stamps(2),)),
    ("yellow-1", 4, (stamps(3),)),
    ("yellow-2", 3, (academy(), academy())),
    ("green-1", 3, (academy(), academy())),
    ("green-1", 4, (points(8),)),
    ("green-2", 2, (stamps(2),)),
    ("green-2", 5, (points(9),)),
])
def test_bonus_card_rows_by_hand(card_id: str, round_: int,
                                 icons: tuple[Action, ...]) -> None:
    assert bonus_card(card_id).rounds[round_ - 1] == icons


def test_every_card_ends_with_evolution_4_or_points() -> None:
    # A pattern of the table: round 5 is ToE 4 or VP, never an action on the board.
    for card in data.BONUS_CARDS:
        (last,) = card.rounds[4]
        assert last == evolve(4) or (isinstance(last, Action)
                                     and last.kind is ActionKind.VICTORY_POINTS)


def test_unknown_bonus_card() -> None:
    with pytest.raises(KeyError):
        bonus_card("purple-1")


# The boards.

def test_four_boards_one_per_level() -> None:
    assert set(data.BOARDS) == set(Level)
    assert all(b.level is level for level, b in data.BOARDS.items())
    assert board("white") is board(Level.WHITE) is data.BOARDS[Level.WHITE]
    with pytest.raises(ValueError):
        board("purple")


@pytest.mark.parametrize("level, difficulty, coins_, beagle, lap", [
    ("white", "easy", 8, 3, 4),
    ("blue", "medium", 7, 4, 6),
    ("yellow", "advanced", 5, 4, 8),
    ("green", "advanced", 5, 4, 8),
])
def test_board_settings(level: str, difficulty: str, coins_: int, beagle: int,
                        lap: int) -> None:
    b = board(level)
    assert (b.difficulty, b.coins, b.beagle_value, b.lap_points) == \
        (difficulty, coins_, beagle, lap)
    # The same on every board; Rest and Temporary Knowledge are also the rulebook's.
    assert (b.rest_coins, b.rest_bonus, b.objective_bonus, b.knowledge_coins) == (7, 2, 3, 3)


def test_white_beagle_value_is_3() -> None:
    assert board("white").beagle_value == 3


def test_printed_seals_by_hand() -> None:
    assert board("white").printed_seals == ((Y, Y), (R, R), (G,), (B,))
    assert board("blue").printed_seals == ((G, G), (Y, Y), (B,), (R,))
    assert board("yellow").printed_seals == ((G, G), (B, B), (R,), (Y,))
    assert board("green").printed_seals == ((B, B), (G, G), (Y,), (R,))
    # Seal colour names compare as the plain strings of the transcription.
    assert board("white").printed_seals[0][0] == "yellow"


def test_distinction_bonus_by_hand() -> None:
    assert board("white").distinction_bonus == ((3, 4),) * 4
    assert board("blue").distinction_bonus == ((2, 4),) * 4
    assert board("yellow").distinction_bonus == ((2, 4),) * 4
    assert board("green").distinction_bonus == ((1, 2), (1, 3), (2, 4), (2, 4))


def test_green_row_a_bonus_is_1_then_2() -> None:
    assert board("green").distinction_bonus[0] == (1, 2)


def test_tents_by_hand() -> None:
    free = Step(AlfredAction.FREE_SEAL_SPOTS)
    assert board("white").tent_icons == (
        (), (_bonus(1),), (free,), (Action(ActionKind.MOVE_TO_BEAGLE),), (points(4),))
    assert board("blue").tent_icons == (
        (), (free,), (Step(AlfredAction.PROLIFIC_CORRESPONDENCE),),
        (Action(ActionKind.PLACEMENT_PENALTY_REDUCTION, timing=Timing.ONGOING),),
        (points(6),))
    assert board("yellow").tent_icons == (
        (), (OBJECTIVE,), (Action(ActionKind.BOOK_MULTIPLIER, timing=Timing.FINAL_SCORING),),
        (Action(ActionKind.SPECIAL_SEAL),), (points(8),))
    assert board("green").tent_icons == (
        (), (_bonus(1),), (academy(),), (explore(1),), (points(8),))


def test_blue_tent_3_is_prolific_correspondence() -> None:
    assert board("blue").tent_icons[2] == (Step(AlfredAction.PROLIFIC_CORRESPONDENCE),)


def test_stamp_stacks_by_hand() -> None:
    assert board("white").stamp_icons == (
        (), (_bonus(1),), (Action(ActionKind.LAGGING_PENALTY_CAP, 2, timing=Timing.ONGOING),))
    assert board("blue").stamp_icons == ((_bonus(1),), (coins(4),), (_bonus(3),))
    assert board("yellow").stamp_icons == (
        (_bonus(1),), (Step(AlfredAction.ADD_EXPLORER),), (_bonus(3),))
    assert board("green").stamp_icons == ((_bonus(1),), (_bonus(2),), (_bonus(3),))


def test_board_shapes() -> None:
    for b in data.BOARDS.values():
        assert len(b.printed_seals) == len(b.distinction_bonus) == len(data.WORKERS) == 4
        assert len(b.tent_icons) == data.TENTS.value == 5 and b.tent_icons[0] == ()
        assert len(b.stamp_icons) == 3
        # Every row keeps an empty spot left of its bracket and room to its 6th seal.
        assert all(1 <= len(row) < data.BRACKET < data.ROW_SPOTS for row in b.printed_seals)
        assert all(0 < silver < golden for silver, golden in b.distinction_bonus)


def test_every_boards_two_bonus_cards_exist_and_are_of_its_colour() -> None:
    used: list[str] = []
    for level, b in data.BOARDS.items():
        assert b.bonus_cards == (f"{level}-1", f"{level}-2")
        for card_id in b.bonus_cards:
            assert bonus_card(card_id).id == card_id
        used.extend(b.bonus_cards)
    assert sorted(used) == sorted(c.id for c in data.BONUS_CARDS)


def test_step_needs_a_positive_amount() -> None:
    with pytest.raises(ValueError):
        Step(AlfredAction.BONUS, 0)


# Tracks and the numbers the rulebook states.

def test_rulebook_numbers() -> None:
    # Solo rules: Bonus Track (5th and 10th spots), Coin Track (at most 12),
    # Rest (7 Coins, two spaces), Special Action Diary (4 times), Temporary
    # Knowledge (3 Coins per token).
    assert data.BONUS_CARD_SPACES.value == (5, 10)
    assert data.COIN_CAP.value == 12
    assert (data.REST_COINS.value, data.REST_BONUS.value) == (7, 2)
    assert data.SPECIAL_ACTION_BONUS.value == 4 and data.KNOWLEDGE_COINS.value == 3
    for sourced in (data.BONUS_CARD_SPACES, data.COIN_CAP, data.REST_COINS, data.REST_BONUS,
                    data.SPECIAL_ACTION_BONUS, data.KNOWLEDGE_COINS):
        assert sourced.provenance is Provenance.RULES_TEXT


def test_bonus_track_has_ten_spaces_the_last_holding_a_card() -> None:
    assert data.BONUS_TRACK_SPACES.value == 10 == max(data.BONUS_CARD_SPACES.value)
    assert data.BONUS_TRACK_SPACES.provenance is Provenance.COMMUNITY


def test_assumed_values() -> None:
    assert data.ROW_SPOTS == 6 == len(data.SEAL_SPOT_COSTS)
    assert data.SEAL_SPOT_COSTS == (0, 0, 1, 1, 2, 3)
    assert 0 < data.BRACKET < data.ROW_SPOTS
    assert data.HAMMOCKS == len(data.WORKERS) == 4


# Provenance.

def _sources() -> dict[str, Source]:
    return {k: v for k, v in vars(data).items() if isinstance(v, Source)}


def test_every_collection_has_a_source() -> None:
    sources = _sources()
    for name, value in vars(data).items():
        if name.isupper() and not name.startswith("_") and isinstance(value, (tuple, dict)):
            assert f"{name}_SOURCE" in sources, name
    assert sources["ACTION_CARDS_SOURCE"].provenance is Provenance.COMMUNITY
    assert sources["BONUS_CARDS_SOURCE"].provenance is Provenance.COMMUNITY
    assert sources["BOARDS_SOURCE"].provenance is Provenance.COMMUNITY
    assert "alfred-components.md" in sources["BOARDS_SOURCE"].where


@pytest.mark.parametrize("constant, name", [
    ("ROW_SPOTS", "alfred-row-spots"),
    ("BRACKET", "alfred-bracket"),
    ("SEAL_SPOT_COSTS", "alfred-seal-spot-costs"),
    ("HAMMOCKS", "alfred-hammocks"),
])
def test_assumed_constants_name_their_registered_assumption(constant: str, name: str) -> None:
    source = _sources()[f"{constant}_SOURCE"]
    assert source.provenance is Provenance.ASSUMED
    assert source.assumptions == (ASSUMPTION_PREFIX + name,)


def test_every_alfred_assumption_is_registered_assumed_and_used() -> None:
    registered = {a.id: a for a in all_assumptions("darwins-journey")
                  if a.id.startswith(ASSUMPTION_PREFIX + "alfred-")}
    named: set[str] = set()
    for value in vars(data).values():
        if isinstance(value, Source):
            named.update(value.assumptions)
        elif isinstance(value, Sourced):
            named.update(value.source.assumptions)
    assert named == set(registered) == {
        ASSUMPTION_PREFIX + n for n in (
            "alfred-row-spots", "alfred-bracket", "alfred-seal-spot-costs",
            "alfred-hammocks", "alfred-bonus-card-placement")}
    assert all(a.provenance is Provenance.ASSUMED and a.statement
               for a in registered.values())
    assert ASSUMPTION_PREFIX + "alfred-bonus-card-placement" in \
        _sources()["BOARDS_SOURCE"].assumptions

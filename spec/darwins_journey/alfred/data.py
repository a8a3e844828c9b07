"""Alfred's components: his 8 Action cards, 8 Bonus Track cards and 4 boards.

Alfred is the solo opponent of Darwin's Journey; his board is the back of a
player's personal board. The rulebook's solo section names these components
and what their icons do but prints none of their faces, so the faces come from
a community transcription (``shared/reference-data/alfred-components.md``),
tagged ``community``: it was not checked against the physical components.
Where the rulebook states a number itself (the Rest action's 7 Coins and two
bonus steps, the Special Action Diary's four, 3 Coins for Temporary
Knowledge, the 12-Coin cap, the cards above the 5th and 10th spaces), the
value is the rulebook's and the transcription agrees with it.

Four things neither source gives (how many seal spots an Alfred worker row
has, where its bracket is, the Coin penalty of each spot, and how many
hammocks the Rest area has) are the project's choices, registered as
assumptions; each is one constant here, so that it is easy to correct.

This module holds no rules: what an icon or an option does is for the solo
rules step.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

from spec.core.provenance import Provenance

from ..board import Page
from ..icons import (
    OBJECTIVE,
    Action,
    ActionKind,
    SealColour,
    Timing,
    academy,
    act,
    coins,
    evolve,
    explore,
    navigate,
    points,
    stamps,
)
from ..sources import Source, Sourced, chosen, register, rulebook

# Alfred's worker rows, top to bottom, by the letters his board prints.
LETTERS = "ABCD"


def alfred_data(what: str, *assumptions: str) -> Source:
    """A fact only the community transcription of Alfred's components gives."""
    return Source(
        Provenance.COMMUNITY,
        "Alfred component transcription (reference-data/alfred-components.md), " + what,
        assumptions,
    )


def _solo(section: str) -> Source:
    return rulebook("Darwin's Journey Solo Rules, " + section)


# Icons.

class AlfredAction(StrEnum):
    """The icons only Alfred's board and cards print (rulebook, solo rules)."""

    BONUS = "bonus"  # move the bonus worker ``amount`` spaces
    PROLIFIC_CORRESPONDENCE = "prolific-correspondence"
    ADD_EXPLORER = "add-explorer"
    FREE_SEAL_SPOTS = "free-seal-spots"  # ongoing: no Coin penalty on seal placement


@dataclass(frozen=True, slots=True)
class Step:
    """One of Alfred's own icons; ``amount`` is its number (1 where none is shown)."""

    kind: AlfredAction
    amount: int = 1

    def __post_init__(self) -> None:
        if self.amount < 1:
            raise ValueError(f"an Alfred icon needs amount >= 1: {self}")


# Everything the base game already knows stays an ``Action``, so that the
# engine resolves it with the base-game code.
AlfredIcon: TypeAlias = Action | Step


def bonus(n: int) -> Step:
    return Step(AlfredAction.BONUS, n)


# Numbers the rulebook's solo section states.

REST_COINS = Sourced(7, _solo("Alfred Turn Structure: Rest Action"))
REST_BONUS = Sourced(2, _solo("Alfred Turn Structure: Rest Action"))
SPECIAL_ACTION_BONUS = Sourced(4, _solo("Action Differences: Special Action Diary"))
KNOWLEDGE_COINS = Sourced(3, _solo("Action Differences: Gain Temporary Knowledge Token"))
COIN_CAP = Sourced(12, _solo("Alfred's Board Tracks: Coin Track"))
BONUS_CARD_SPACES = Sourced((5, 10), _solo("Alfred's Board Tracks: Bonus Track"))
# The rulebook names the 5th and 10th spots and a right-most one, but only
# the transcription says that the 10th is the right-most.
BONUS_TRACK_SPACES = Sourced(10, alfred_data("other facts: the Bonus track has spaces 1-10"))
WORKERS = ("A", "B", "C", "D")  # his 5th worker is the bonus worker, never a Diary worker
WORKERS_SOURCE = _solo("Setup: Alfred Setup, step 3")
TENTS = Sourced(5, alfred_data("other facts: 5 Tents"))
STAMPS_PER_STACK = Sourced(4, alfred_data("other facts: 12 Stamps in three stacks of 4"))


# The Action cards.

class OptionKind(StrEnum):
    MAIN_DIARY = "main-diary"
    SMALL_DIARY = "small-diary"
    SPECIAL_ACTION = "special-action"
    DELIVER = "deliver"
    REST = "rest"


@dataclass(frozen=True, slots=True)
class CardOption:
    """One option of an Action card.

    ``workers``: a Main Diary option's worker priority, highest first.
    ``side``: the top-row space a Special Action Diary option goes to.
    ``bonus``: the bonus steps a Special Action Diary option gives instead of
    the location's action.
    """

    kind: OptionKind
    workers: tuple[str, ...] = ()
    side: Page | None = None
    bonus: int = 0


@dataclass(frozen=True, slots=True)
class ActionCard:
    number: int
    options: tuple[CardOption, ...]  # tried top to bottom; the last is always Rest
    delivery: bool  # the Delivery icon: both face up triggers the reshuffle


def _main(workers: str) -> CardOption:
    return CardOption(OptionKind.MAIN_DIARY, workers=tuple(workers))


def _special(side: Page) -> CardOption:
    return CardOption(OptionKind.SPECIAL_ACTION, side=side, bonus=SPECIAL_ACTION_BONUS.value)


_SMALL = CardOption(OptionKind.SMALL_DIARY)
_DELIVER = CardOption(OptionKind.DELIVER)
_REST = CardOption(OptionKind.REST)

ACTION_CARDS = (
    ActionCard(1, (_main("ABDC"), _REST), delivery=False),
    ActionCard(2, (_main("BADC"), _REST), delivery=False),
    ActionCard(3, (_SMALL, _main("ABCD"), _REST), delivery=False),
    ActionCard(4, (_SMALL, _main("ACBD"), _REST), delivery=False),
    ActionCard(5, (_SMALL, _main("BACD"), _REST), delivery=False),
    ActionCard(6, (_SMALL, _special(Page.LEFT), _REST), delivery=False),
    ActionCard(7, (_DELIVER, _main("ABCD"), _REST), delivery=True),
    ActionCard(8, (_DELIVER, _special(Page.RIGHT), _REST), delivery=True),
)
ACTION_CARDS_SOURCE = alfred_data("the 8 Alfred Action cards")


# The Bonus Track cards.

@dataclass(frozen=True, slots=True)
class BonusCard:
    id: str  # "<board colour>-<1 or 2>"
    rounds: tuple[tuple[AlfredIcon, ...], ...]  # one row per round, round 1 first


BONUS_CARDS = (
    BonusCard("white-1", (
        (navigate(1),), (explore(2),), (points(4),), (points(5),), (evolve(4),))),
    BonusCard("white-2", (
        (academy(),), (evolve(1),), (stamps(1), academy()), (explore(2),), (points(6),))),
    BonusCard("blue-1", (
        (navigate(2),), (academy(), academy()), (explore(3),), (evolve(3),), (points(9),))),
    BonusCard("blue-2", (
        (stamps(1),), (evolve(2),), (points(6),), (navigate(3),), (evolve(4),))),
    BonusCard("yellow-1", (
        (stamps(2),), (points(6),), (points(8),), (stamps(3),), (evolve(4),))),
    BonusCard("yellow-2", (
        (explore(1),), (navigate(2),), (academy(), academy()), (evolve(3),), (points(12),))),
    BonusCard("green-1", (
        (academy(),), (points(6),), (academy(), academy()), (points(8),), (evolve(4),))),
    BonusCard("green-2", (
        (explore(2),), (stamps(2),), (evolve(3),), (navigate(2),), (points(9),))),
)
BONUS_CARDS_SOURCE = alfred_data("Bonus Track cards")

_BONUS_CARDS_BY_ID = {card.id: card for card in BONUS_CARDS}


def bonus_card(id: str) -> BonusCard:
    try:
        return _BONUS_CARDS_BY_ID[id]
    except KeyError:
        raise KeyError(f"no Alfred Bonus Track card {id!r}") from None


# What no source gives.

ROW_SPOTS_ID = register(
    "alfred-row-spots",
    """Each of Alfred's worker rows A-D has 6 Wax Seal spots, its printed
    starting seals included. No source gives the number; 6 is the player's
    row length, and Alfred's boards give bonus steps at a row's 4th and 6th
    seal, as the player's rows give distinctions at the 4th and 6th.""",
    Provenance.ASSUMED,
    "darwins_journey.alfred.board.worker-rows",
)
BRACKET_ID = register(
    "alfred-bracket",
    """On each of Alfred's worker rows the bracket stands after the 3rd Wax
    Seal spot: 3 spots lie left of it, 3 right. The rulebook says only that
    each row has a bracket between two seal spots; 3 puts it mid-row and
    leaves every row (2 printed seals at most) an empty spot on its left.""",
    Provenance.ASSUMED,
    "darwins_journey.alfred.board.worker-rows",
    "darwins_journey.alfred.action.academy-row",
)
SEAL_SPOT_COSTS_ID = register(
    "alfred-seal-spot-costs",
    """The Coin penalties of the spots of Alfred's worker rows, left to
    right, are those of the player's rows: 0, 0, 1, 1, 2, 3. The printed
    starting seals fill the first spots. No source gives these numbers; that
    some exist follows from the Tent icon which lifts the Coin penalty on
    seal placement.""",
    Provenance.ASSUMED,
    "darwins_journey.alfred.action.academy-scroll",
    "darwins_journey.alfred.action.academy-fails",
)
HAMMOCKS_ID = register(
    "alfred-hammocks",
    """Alfred's Rest area has 4 hammocks, one per worker A-D. No source gives
    the number; the rulebook says Rest can always be performed, which needs
    a free hammock for every worker he may still place in a round.""",
    Provenance.ASSUMED,
    "darwins_journey.alfred.turn.rest-always",
    "darwins_journey.alfred.option.rest",
)
BONUS_CARD_PLACEMENT_ID = register(
    "alfred-bonus-card-placement",
    """A board's two Bonus Track cards are numbered 1 and 2 by the community
    transcription; which lies above the 5th space and which above the 10th is
    drawn at random at setup, from the game's seed, as the rulebook says.""",
    Provenance.ASSUMED,
    "darwins_journey.alfred.setup.bonus-cards",
)

ROW_SPOTS = 6
ROW_SPOTS_SOURCE = chosen(ROW_SPOTS_ID)
BRACKET = 3
BRACKET_SOURCE = chosen(BRACKET_ID)
SEAL_SPOT_COSTS = (0, 0, 1, 1, 2, 3)
SEAL_SPOT_COSTS_SOURCE = chosen(SEAL_SPOT_COSTS_ID)
HAMMOCKS = 4
HAMMOCKS_SOURCE = chosen(HAMMOCKS_ID)


# The boards.

class Level(StrEnum):
    WHITE = "white"
    BLUE = "blue"
    YELLOW = "yellow"
    GREEN = "green"


@dataclass(frozen=True, slots=True)
class AlfredBoard:
    """One Alfred board.

    ``lap_points``: scored each time the bonus worker reaches or passes the
    last space. ``objective_bonus``: bonus steps of the Gain Objective icon.
    ``knowledge_coins``: Coins he takes instead of each Temporary Knowledge.
    ``distinction_bonus``: per row A-D, the bonus steps at its 4th and 6th
    seal. ``tent_icons`` and ``stamp_icons`` are revealed when that Tent
    leaves the board or that Stamp stack is emptied. ``bonus_cards``: the
    cards above the 5th and the 10th space, in that order.
    """

    level: Level
    difficulty: str
    coins: int
    beagle_value: int  # times the round number, in the Reward phase
    lap_points: int
    rest_coins: int
    rest_bonus: int
    objective_bonus: int
    knowledge_coins: int
    printed_seals: tuple[tuple[SealColour, ...], ...]
    distinction_bonus: tuple[tuple[int, int], ...]
    tent_icons: tuple[tuple[AlfredIcon, ...], ...]
    stamp_icons: tuple[tuple[AlfredIcon, ...], ...]
    bonus_cards: tuple[str, str]


_G, _B, _Y, _R = SealColour.GREEN, SealColour.BLUE, SealColour.YELLOW, SealColour.RED
_FREE_SEAL_SPOTS = Step(AlfredAction.FREE_SEAL_SPOTS)
# Shown the same on every board, the transcription says.
_OBJECTIVE_BONUS = 3


def _board(
    level: Level,
    difficulty: str,
    coins: int,
    beagle_value: int,
    lap_points: int,
    printed_seals: tuple[tuple[SealColour, ...], ...],
    distinction_bonus: tuple[tuple[int, int], ...],
    tent_icons: tuple[tuple[AlfredIcon, ...], ...],
    stamp_icons: tuple[tuple[AlfredIcon, ...], ...],
) -> AlfredBoard:
    return AlfredBoard(
        level, difficulty, coins, beagle_value, lap_points,
        REST_COINS.value, REST_BONUS.value, _OBJECTIVE_BONUS, KNOWLEDGE_COINS.value,
        printed_seals, distinction_bonus, tent_icons, stamp_icons,
        (f"{level}-1", f"{level}-2"),
    )


BOARDS: dict[Level, AlfredBoard] = {
    Level.WHITE: _board(
        Level.WHITE, "easy", coins=8, beagle_value=3, lap_points=4,
        printed_seals=((_Y, _Y), (_R, _R), (_G,), (_B,)),
        distinction_bonus=((3, 4), (3, 4), (3, 4), (3, 4)),
        tent_icons=((), (bonus(1),), (_FREE_SEAL_SPOTS,), (act(ActionKind.MOVE_TO_BEAGLE),),
                    (points(4),)),
        stamp_icons=((), (bonus(1),),
                     (Action(ActionKind.LAGGING_PENALTY_CAP, 2, timing=Timing.ONGOING),)),
    ),
    Level.BLUE: _board(
        Level.BLUE, "medium", coins=7, beagle_value=4, lap_points=6,
        printed_seals=((_G, _G), (_Y, _Y), (_B,), (_R,)),
        distinction_bonus=((2, 4), (2, 4), (2, 4), (2, 4)),
        tent_icons=((), (_FREE_SEAL_SPOTS,), (Step(AlfredAction.PROLIFIC_CORRESPONDENCE),),
                    # ONGOING, as the same icon on the player's golden Objective space.
                    (Action(ActionKind.PLACEMENT_PENALTY_REDUCTION, 1, timing=Timing.ONGOING),),
                    (points(6),)),
        stamp_icons=((bonus(1),), (coins(4),), (bonus(3),)),
    ),
    Level.YELLOW: _board(
        Level.YELLOW, "advanced", coins=5, beagle_value=4, lap_points=8,
        printed_seals=((_G, _G), (_B, _B), (_R,), (_Y,)),
        distinction_bonus=((2, 4), (2, 4), (2, 4), (2, 4)),
        tent_icons=((), (OBJECTIVE,),
                    (Action(ActionKind.BOOK_MULTIPLIER, timing=Timing.FINAL_SCORING),),
                    (act(ActionKind.SPECIAL_SEAL),), (points(8),)),
        stamp_icons=((bonus(1),), (Step(AlfredAction.ADD_EXPLORER),), (bonus(3),)),
    ),
    Level.GREEN: _board(
        Level.GREEN, "advanced", coins=5, beagle_value=4, lap_points=8,
        printed_seals=((_B, _B), (_G, _G), (_Y,), (_R,)),
        distinction_bonus=((1, 2), (1, 3), (2, 4), (2, 4)),
        tent_icons=((), (bonus(1),), (academy(),), (explore(1),), (points(8),)),
        stamp_icons=((bonus(1),), (bonus(2),), (bonus(3),)),
    ),
}
BOARDS_SOURCE = alfred_data("the four Alfred boards", BONUS_CARD_PLACEMENT_ID)


def board(level: Level | str) -> AlfredBoard:
    """The Alfred board of a level, by its colour (``"white"`` or ``Level.WHITE``)."""
    try:
        return BOARDS[Level(level)]
    except ValueError:
        raise ValueError(
            f"no Alfred board {level!r}: choose one of {', '.join(Level)}") from None

"""The main board: where workers go, the Academy scrolls and the Museum grid.

Worker placement locations live in four Diaries (rulebook, Diary Sections):
two Main Diaries, one Special Action Diary and the Small Diary; the Museum and
the Turn Order space stand outside them. The map at the bottom of the board
(Ocean and Island tracks, Campsites) is in ``tracks``.

Main Diary numbering. Each Main Diary page (Exploration, Navigation,
Correspondence, Academy) has three spaces, one above the other. The project
names each by its ``Row`` (top, middle, bottom) and numbers it with the
rulebook's solo ranking, ``Location.rank``: 1 is the bottom space (the
strongest, "1 is stronger than 2, and 2 is stronger than 3"), 3 the top one,
printed unlocked and asking for a single seal. The fan data numbers the other
way round: its ``MAIN1_EXPLORE_1`` is our ``exploration-top`` (rank 3) and its
``_3`` our ``*-bottom`` (rank 1). Unlocking goes top to bottom
(``UNLOCK_ORDER``), that is rank 3, then 2, then 1.

Provenance: the shape of the board (which Diaries, their sections, the
distinction bonuses, the neutral Lens tokens, the Academy's 4 scrolls of 3
seals, the 4 x 4 Museum with a Coin beside each row, placement penalties and
Turn Order Coins) is rules-text; the seal requirements, unlock costs, action
values, scroll costs and the Museum's layout come from the fan data.

Disagreements with the fan data, settled for the rulebook:

- Capacity of Diary locations. The fan data calls every Diary location a
  circular magnifying glass (any number of workers). The rulebook unlocks the
  locked ones with a Lens token, and an unlocked Lens holds one worker; its
  solo rules send Alfred to an "empty" Main Diary space. The project makes
  every Main and Special Action Diary location a Lens (one worker); only the
  Small Diary's Unlock Lens spaces are circles.
- The two top Special Action spaces: the fan data has them simply unlocked;
  the rulebook unlocks them at setup with the 2 neutral Lens tokens (a neutral
  Lens pays no Coin to anyone). ``Unlock.NEUTRAL_LENS`` keeps that.
- The Small Diary's distinction box: the rulebook says each Diary Section
  has distinction bonuses in a box at its top; the fan data gives the Small
  Diary none, and every bonus the rulebook lists is already used by the Main
  and Special Action Diaries. The project keeps no box for the Small Diary
  (``DISTINCTION_BOXES`` has none) and flags it.
- Reserve Turn Order: the fan data pays 3 Coins; the rulebook pays 2, and 3
  in a two-player game (the 2-player token covers the printed reward) and so
  in the solo game, which is played as a two-player game.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from spec.core.provenance import Provenance

from .icons import (
    ActionKind,
    DistinctionBonus,
    Icon,
    Seals,
    SealColour,
    SpecimenColour,
    SpecimenKind,
    academy,
    act,
    explore,
    navigate,
    stamps,
)
from .sources import ByPlayers, Source, Sourced, chosen, fan_data, register, rulebook


class Diary(StrEnum):
    MAIN_ONE = "main-diary-1"  # top left: Exploration (left page), Navigation (right page)
    MAIN_TWO = "main-diary-2"  # top middle: Correspondence (left page), Academy (right page)
    SPECIAL_ACTION = "special-action-diary"  # three rows of two Special Action tiles
    SMALL = "small-diary"  # two Unlock Lens spaces


MAIN_DIARIES = (Diary.MAIN_ONE, Diary.MAIN_TWO)


class Page(StrEnum):
    """The half of a Diary a location is on; a bookmark, where printed, runs between."""

    LEFT = "left"
    RIGHT = "right"


class Row(StrEnum):
    TOP = "top"
    MIDDLE = "middle"
    BOTTOM = "bottom"


# The rulebook's solo ranking of a Main Diary page's spaces.
RANK = {Row.BOTTOM: 1, Row.MIDDLE: 2, Row.TOP: 3}
UNLOCK_ORDER = (Row.TOP, Row.MIDDLE, Row.BOTTOM)  # "in order (from top to bottom)"


class Shape(StrEnum):
    """The three kinds of worker placement location (rulebook)."""

    LENS = "lens"  # one worker; a placement penalty in an occupied Diary Section
    CIRCLE = "circle"  # any number of workers; only in Diaries; penalty as a Lens
    SQUARE = "square"  # square or rectangular: any number of workers, never a penalty


class Unlock(StrEnum):
    """How a location is open for workers at the start of the game."""

    PRINTED = "printed"  # open from the start
    NEUTRAL_LENS = "neutral-lens"  # opened at setup by a neutral Lens token
    LOCKED = "locked"  # opened in play by a personal Lens token, for its Coin cost


@dataclass(frozen=True, slots=True)
class Location:
    """A worker placement location on the main board.

    ``seals`` is the worker's Wax Seal requirement (``Seals()``: none).
    ``unlock_cost`` is the Coin penalty shown on a locked location (0 when not
    locked). A Special Action location's actions come from the tile laid on it
    (``actions`` is empty).
    """

    id: str
    diary: Diary | None
    page: Page | None
    row: Row | None
    shape: Shape
    seals: Seals
    unlock: Unlock
    unlock_cost: int
    actions: tuple[Icon, ...]

    @property
    def rank(self) -> int | None:
        """Main Diary spaces only: 1 for the bottom (strongest) to 3 for the top."""
        if self.diary in MAIN_DIARIES and self.row is not None:
            return RANK[self.row]
        return None


BOARD_SIDE_ID = register(
    "board-side",
    """The board data (Diary locations, tracks, Campsites) is the fan data's,
    written for a two-player game, so it describes the one-to-three-player
    side of the main board. The four-player side is taken to be the same,
    apart from its bookmarks (``darwins_journey.data.bookmarks``) and the
    Specimen spaces the fan data lacks; its real layout is unknown.""",
    Provenance.ASSUMED,
    "darwins_journey.setup.board-side",
    "darwins_journey.diary.four-diaries",
)
DIARY_LOCATIONS_ID = register(
    "diary-locations-hold-one-worker",
    """Every Main Diary and Special Action Diary location holds one worker (a
    Lens). The fan data calls them circular magnifying glasses, which hold any
    number; the rulebook opens locked locations with a Lens token (one worker
    on an unlocked Lens) and its solo rules look for an "empty" Main Diary
    space. That the top, printed-unlocked Main Diary spaces are printed Lenses
    is the project's reading of "Lens action locations can be printed on the
    main board".""",
    Provenance.RULES_TEXT,
    "darwins_journey.placement.lens",
    "darwins_journey.placement.circle",
)
NEUTRAL_LENS_ID = register(
    "special-action-top-row-neutral-lens",
    """The two top Special Action spaces are opened at setup by the 2 neutral
    Lens tokens (rulebook); the fan data lists them as plainly unlocked.""",
    Provenance.RULES_TEXT,
    "darwins_journey.setup.neutral-lenses",
)
UNLOCK_COSTS_ID = register(
    "unlock-costs",
    """Every locked Main Diary and Special Action location costs 4 Coins to
    unlock (fan data). The rulebook gives no number; its solo rules speak of
    the "cheapest" Main Diary location to unlock, which hints that the printed
    costs may differ from space to space.""",
    Provenance.COMMUNITY,
    "darwins_journey.action.unlock-cost",
)
SPECIAL_SEALS_ID = register(
    "special-action-no-seals",
    """Special Action locations and tiles ask for no Wax Seals: the fan data
    gives none and the rulebook names no requirement for them.""",
    Provenance.COMMUNITY,
    "darwins_journey.placement.seal-requirement",
)
TURN_ORDER_COINS_ID = register(
    "turn-order-coins",
    """Reserve Turn Order pays 2 Coins, 3 in a two-player game and so in the
    solo game (rulebook); the fan data always pays 3.""",
    Provenance.RULES_TEXT,
    "darwins_journey.setup.two-player-turn-order-token",
    "darwins_journey.action.reserve-turn-order",
)
MUSEUM_ONE_LOCATION_ID = register(
    "museum-one-location",
    """Deliver Specimen and Research Museum Specimen are two actions of one
    square Museum location, as in the fan data (which says it combined them
    "for simplicity"). The rulebook describes the two actions and the worker
    going to "the Museum action" but not whether the board prints one square or
    two.""",
    Provenance.COMMUNITY,
    "darwins_journey.placement.square",
    "darwins_journey.action.deliver-specimen",
    "darwins_journey.action.research-museum-specimen",
)


def _main(page_action: str, diary: Diary, page: Page, colour: SealColour,
          icons: tuple[tuple[Icon, ...], tuple[Icon, ...], tuple[Icon, ...]]) -> tuple[
              Location, Location, Location]:
    # One Main Diary page, top to bottom: 1, 2 and 3 seals of the page's colour.
    top, middle, bottom = icons
    return (
        Location(f"{page_action}-top", diary, page, Row.TOP, Shape.LENS,
                 Seals.of(colour, 1), Unlock.PRINTED, 0, top),
        Location(f"{page_action}-middle", diary, page, Row.MIDDLE, Shape.LENS,
                 Seals.of(colour, 2), Unlock.LOCKED, 4, middle),
        Location(f"{page_action}-bottom", diary, page, Row.BOTTOM, Shape.LENS,
                 Seals.of(colour, 3), Unlock.LOCKED, 4, bottom),
    )


MAIN_DIARY_LOCATIONS: tuple[Location, ...] = (
    *_main("exploration", Diary.MAIN_ONE, Page.LEFT, SealColour.GREEN,
           ((explore(2),), (explore(3),), (explore(4),))),
    *_main("navigation", Diary.MAIN_ONE, Page.RIGHT, SealColour.BLUE,
           ((navigate(2),), (navigate(3),), (navigate(4),))),
    *_main("correspondence", Diary.MAIN_TWO, Page.LEFT, SealColour.YELLOW,
           ((stamps(2),), (stamps(3),), (stamps(4),))),
    # The lower Academy spaces take a second seal at a discount.
    *_main("academy", Diary.MAIN_TWO, Page.RIGHT, SealColour.RED,
           ((academy(),), (academy(), academy(discount=1)), (academy(), academy(discount=3)))),
)
MAIN_DIARY_LOCATIONS_SOURCE = fan_data(
    "main_board_actions.json", DIARY_LOCATIONS_ID, UNLOCK_COSTS_ID, BOARD_SIDE_ID)


def _special(row: Row, page: Page) -> Location:
    if row is Row.TOP:
        return Location(f"special-{row}-{page}", Diary.SPECIAL_ACTION, page, row, Shape.LENS,
                        Seals(), Unlock.NEUTRAL_LENS, 0, ())
    return Location(f"special-{row}-{page}", Diary.SPECIAL_ACTION, page, row, Shape.LENS,
                    Seals(), Unlock.LOCKED, 4, ())


# The solo game lays no tile on the bottom row (rulebook, solo Setup (A)).
SPECIAL_ACTION_LOCATIONS = tuple(_special(row, page) for row in Row for page in Page)
SPECIAL_ACTION_LOCATIONS_SOURCE = fan_data(
    "main_board_actions.json", DIARY_LOCATIONS_ID, NEUTRAL_LENS_ID, UNLOCK_COSTS_ID,
    SPECIAL_SEALS_ID, BOARD_SIDE_ID)

SMALL_DIARY_LOCATIONS = tuple(
    Location(f"small-{page}", Diary.SMALL, page, None, Shape.CIRCLE, Seals(), Unlock.PRINTED,
             0, (act(ActionKind.UNLOCK_LENS),))
    for page in Page
)
SMALL_DIARY_LOCATIONS_SOURCE = fan_data("main_board_actions.json")

MUSEUM = Location("museum", None, None, None, Shape.SQUARE, Seals(), Unlock.PRINTED, 0,
                  (act(ActionKind.DELIVER_SPECIMEN), act(ActionKind.RESEARCH_MUSEUM_SPECIMEN)))
MUSEUM_SOURCE = fan_data("main_board_actions.json", MUSEUM_ONE_LOCATION_ID)
# The rectangle above the Turn Order track; its Coins are TURN_ORDER_COINS.
TURN_ORDER = Location("turn-order", None, None, None, Shape.SQUARE, Seals(), Unlock.PRINTED, 0,
                      (act(ActionKind.RESERVE_TURN_ORDER),))
TURN_ORDER_SOURCE = rulebook("Board Actions: Reserve Turn Order", TURN_ORDER_COINS_ID)

LOCATIONS: tuple[Location, ...] = (
    *MAIN_DIARY_LOCATIONS, *SPECIAL_ACTION_LOCATIONS, *SMALL_DIARY_LOCATIONS, MUSEUM, TURN_ORDER)


def location(id: str) -> Location:
    for found in LOCATIONS:
        if found.id == id:
            return found
    raise KeyError(id)


# Diary Sections. A red bookmark splits a Diary into two sections; the Small
# Diary never has one. The rulebook says the number of sections depends on the
# player count, not which side prints bookmarks where.
class BoardSide(StrEnum):
    ONE_TO_THREE = "1-3 players"
    FOUR = "4 players"


def board_side(players: int) -> BoardSide:
    """The side of the main board for this player count (rulebook, Setup step 1)."""
    if players not in (1, 2, 3, 4):
        raise ValueError(f"Darwin's Journey is for 1 to 4 players, not {players}")
    return BoardSide.FOUR if players == 4 else BoardSide.ONE_TO_THREE


BOOKMARKS_ID = register(
    "bookmarks",
    """On the four-player side of the main board the two Main Diaries and the
    Special Action Diary each have a bookmark, so their left and right pages
    are separate Diary Sections; on the one-to-three-player side none has one,
    so each of them is a single Diary Section. The rulebook says only that a
    Diary has one or two sections depending on the player count, and that the
    Small Diary is always one.""",
    Provenance.ASSUMED,
    "darwins_journey.diary.four-diaries",
    "darwins_journey.diary.bookmark",
    "darwins_journey.placement.penalty",
)
BOOKMARKED_DIARIES = {
    BoardSide.ONE_TO_THREE: Sourced(frozenset[Diary](), chosen(BOOKMARKS_ID)),
    BoardSide.FOUR: Sourced(frozenset({Diary.MAIN_ONE, Diary.MAIN_TWO, Diary.SPECIAL_ACTION}),
                            chosen(BOOKMARKS_ID)),
}


def diary_section(loc: Location, players: int) -> tuple[Diary, Page | None] | None:
    """The Diary Section a location is in (None outside the Diaries).

    A section is a Diary with the page, where a bookmark splits it, or with
    None, where the whole Diary is one section.
    """
    if loc.diary is None:
        return None
    if loc.diary in BOOKMARKED_DIARIES[board_side(players)].value:
        return (loc.diary, loc.page)
    return (loc.diary, None)


PLACEMENT_PENALTY = Sourced(
    ByPlayers(solo=3, two=3, three=2, four=2),
    rulebook("Worker Placement: Placement Penalties; solo General Gameplay"))
TURN_ORDER_COINS = Sourced(
    ByPlayers(solo=3, two=3, three=2, four=2),
    rulebook("Board Actions: Reserve Turn Order; solo General Gameplay", TURN_ORDER_COINS_ID))


@dataclass(frozen=True, slots=True)
class DistinctionBox:
    """The distinction bonuses printed at the top of a Diary page."""

    diary: Diary
    page: Page
    silver: DistinctionBonus
    golden: DistinctionBonus


DISTINCTION_BOXES = (
    DistinctionBox(Diary.MAIN_ONE, Page.LEFT, DistinctionBonus.EXTRA_EXPLORATION,
                   DistinctionBonus.EXTRA_STOP),
    DistinctionBox(Diary.MAIN_ONE, Page.RIGHT, DistinctionBonus.EXTRA_NAVIGATION,
                   DistinctionBonus.EXTRA_STOP),
    DistinctionBox(Diary.MAIN_TWO, Page.LEFT, DistinctionBonus.EXTRA_STAMP,
                   DistinctionBonus.SPLIT_STAMPS),
    DistinctionBox(Diary.MAIN_TWO, Page.RIGHT, DistinctionBonus.EXTRA_WAX_SEAL,
                   DistinctionBonus.WAX_SEAL_DISCOUNT),
    DistinctionBox(Diary.SPECIAL_ACTION, Page.LEFT, DistinctionBonus.COINS,
                   DistinctionBonus.VICTORY_POINTS),
    DistinctionBox(Diary.SPECIAL_ACTION, Page.RIGHT, DistinctionBonus.COINS,
                   DistinctionBonus.VICTORY_POINTS),
)
SMALL_DIARY_BOX_ID = register(
    "small-diary-no-distinction-box",
    """The Small Diary has no distinction box, as in the fan data. The rulebook
    says each Diary Section has distinction bonuses, but every bonus it lists
    belongs to a Main or Special Action Diary page, none to an Unlock Lens
    action.""",
    Provenance.COMMUNITY,
    "darwins_journey.distinction.silver",
)
# Which box sits on which page is the fan data's; the bonuses themselves, and
# their pairing (the extra stop with Exploring or Navigating), are the rulebook's.
DISTINCTION_BOXES_SOURCE = fan_data("main_board_actions.json", SMALL_DIARY_BOX_ID)
DISTINCTION_COINS = Sourced(2, rulebook("Distinctions"))
DISTINCTION_POINTS = Sourced(3, rulebook("Distinctions"))
DISTINCTION_EXTRA = Sourced(1, rulebook("Distinctions"))  # one more space, Stamp or seal
DISTINCTION_SEAL_DISCOUNT = Sourced(1, rulebook("Distinctions"))  # Coins off each Academy action


# The Academy: 4 Scrolls of 3 Wax Seal spots (rulebook, Setup step 6).
@dataclass(frozen=True, slots=True)
class Scroll:
    position: int  # 1 is the top-most Scroll, emptied at Cleanup
    cost: int  # Coin penalty for taking a seal from it
    spots: int


SCROLL_ORDER_ID = register(
    "scroll-order",
    """The fan data's Scroll 1 (cost 0) is the top-most Scroll, the one the
    Cleanup Phase empties; costs rise by one per Scroll downwards. The fan
    data numbers the Scrolls but does not say which is at the top.""",
    Provenance.ASSUMED,
    "darwins_journey.setup.scroll-seals",
    "darwins_journey.cleanup.top-scroll-cleared",
    "darwins_journey.action.academy",
)
ACADEMY_SCROLLS = (Scroll(1, 0, 3), Scroll(2, 1, 3), Scroll(3, 2, 3), Scroll(4, 3, 3))
ACADEMY_SCROLLS_SOURCE = fan_data("academy_scrolls.json", SCROLL_ORDER_ID)


# The Museum: 16 Museum tiles, one per Specimen, in rows of four (rulebook:
# "rows with all four Museum tiles", a Coin beside each row).
@dataclass(frozen=True, slots=True)
class Specimen:
    """A Specimen: its token on the tracks, its Museum tile, its personal board icon."""

    id: str
    kind: SpecimenKind
    colour: SpecimenColour
    museum_row: int  # 1 (top) to 4
    museum_column: int  # 1 (left) to 4


MUSEUM_ROWS = Sourced(4, rulebook("Setup: Main Board, steps 10-11; Final Scoring"))
MUSEUM_COLUMNS = Sourced(4, rulebook("Final Scoring: Theory of Evolution Track Scoring"))
MUSEUM_SPECIMENS_PER_VISIT = Sourced(2, rulebook("Board Actions: Deliver Specimen"))
MUSEUM_SECOND_SPECIMEN_COINS = Sourced(3, rulebook("Board Actions: Deliver Specimen"))

_ROW_COLOURS = (SpecimenColour.GREEN, SpecimenColour.BLUE, SpecimenColour.RED,
                SpecimenColour.YELLOW)
_COLUMN_KINDS = (SpecimenKind.REPTILE, SpecimenKind.PLANT, SpecimenKind.BIRD,
                 SpecimenKind.FOSSIL)
SPECIMENS = tuple(
    Specimen(f"{colour}-{kind}", kind, colour, r, c)
    for r, colour in enumerate(_ROW_COLOURS, start=1)
    for c, kind in enumerate(_COLUMN_KINDS, start=1)
)
# One colour per row and one kind per column is the fan data's layout.
SPECIMENS_SOURCE: Source = fan_data("species.json")


_SPECIMEN = {s.id: s for s in SPECIMENS}


def specimen(id: str) -> Specimen:
    return _SPECIMEN[id]

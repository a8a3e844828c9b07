"""The faces of the cards and tiles: Crew cards, Objectives, Special Action
tiles, Correspondence tiles and Beagle Goal tiles.

The rulebook gives how many there are (``components``), what each new action
means, the list of Objective requirement symbols, and the points of each kind
of Beagle goal; it prints no face. The faces come from the fan data, numbered
as there (Crew cards, Special Action, Correspondence and Beagle Goal tiles by
the numbers the rulebook's first-game setup uses).

Disagreements with the fan data, and gaps:

- Objective tiles. The rulebook has 8 Starting Objectives (4 silver, 4
  golden) and 20 Objectives (10 silver, 10 golden). The fan data has 4
  starting silver tiles (its 1-4), 8 silver Objectives (5-12) and 10 golden
  Objectives (13-22), and its 4 starting golden tiles repeat the faces of the
  golden Objectives 13-16. The project keeps the fan faces: the starting
  golden tiles carry those repeated faces (flagged), and the silver stack
  holds the 8 known faces, 2 short of the rulebook's 10.
- Objective requirements. The rulebook's list of requirement symbols (empty
  Stamp stacks, Specimens by symbol or by shape/colour, Evolution step, Tents,
  Lenses, Ship level with the HMS Beagle, Regular Wax Seals) has no victory
  points, Coins or Temporary Knowledge, and places the Ship relative to the
  Beagle. Fan Objectives 7 and 19 ask for points, 11 and 18 for Coins, the
  starting silver 1 and golden 14 for Temporary Knowledge, and 10 and 22 for
  the Ship on a fixed Ocean space. They are kept, marked by the requirement
  kinds after ``# Not among the rulebook's symbols``, because the rulebook
  gives no faces to replace them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from spec.core.provenance import Provenance

from .icons import (
    OBJECTIVE,
    Action,
    ActionKind,
    Choice,
    Icon,
    SealColour,
    Seals,
    SpecimenColour,
    SpecimenKind,
    Tier,
    academy,
    act,
    coins,
    evolve,
    explore,
    knowledge,
    navigate,
    points,
)
from .sources import Sourced, fan_data, register, rulebook


# Crew cards.
@dataclass(frozen=True, slots=True)
class CrewCard:
    """A Crew card: the seal it gives at setup, the seals one worker needs to
    achieve it, and the actions then gained."""

    number: int
    seal: SealColour
    requirement: Seals
    actions: tuple[Icon, ...]


_G, _B, _Y, _R = SealColour.GREEN, SealColour.BLUE, SealColour.YELLOW, SealColour.RED
CREW_CARDS = (
    CrewCard(1, _B, Seals(blue=2, yellow=2, green=1), (coins(8),)),
    CrewCard(2, _G, Seals(green=4, red=1), (explore(2), explore(2))),
    CrewCard(3, _R, Seals(yellow=1, blue=1, red=3), (evolve(5),)),
    CrewCard(4, _R, Seals(green=2, yellow=1, red=2), (act(ActionKind.PLACE_EXPLORER),)),
    CrewCard(5, _B, Seals(blue=4, yellow=1), (Action(ActionKind.UNLOCK_LENS, free=True),)),
    CrewCard(6, _Y, Seals(yellow=4, blue=1), (act(ActionKind.DISTRIBUTED_CORRESPONDENCE, 4),)),
    CrewCard(7, _Y, Seals(red=2, blue=1, yellow=2), (act(ActionKind.COPY_CREW_CARD),)),
    CrewCard(8, _B, Seals(green=1, red=1, blue=3), (act(ActionKind.MOVE_TO_BEAGLE),)),
    CrewCard(9, _R, Seals(red=3, yellow=2), (act(ActionKind.PERFORM_LOCKED_ACTION),)),
    CrewCard(10, _Y, Seals(yellow=3, green=2), (act(ActionKind.ESTABLISH_ANY_CAMPSITE),)),
    CrewCard(11, _R, Seals(green=1, red=4), (act(ActionKind.SPECIAL_SEAL),)),
    CrewCard(12, _G, Seals(green=3, blue=2), (act(ActionKind.RESEARCH_ANY_SPECIMEN),)),
    CrewCard(13, _Y, Seals(blue=1, green=1, yellow=3), (knowledge(2), points(3))),
    CrewCard(14, _G, Seals(green=2, red=1, blue=2), (points(8),)),
    CrewCard(15, _G, Seals(yellow=1, green=3, red=1),
             (OBJECTIVE, act(ActionKind.FULFIL_OBJECTIVE))),
    CrewCard(16, _B, Seals(blue=3, red=2), (evolve(2), knowledge(), coins(3))),
)
CREW_CARDS_SOURCE = fan_data("crew_cards.json")


_CREW = {card.number: card for card in CREW_CARDS}


def crew_card(number: int) -> CrewCard:
    return _CREW[number]


# Objectives.
class Need(StrEnum):
    """A kind of Objective requirement (rulebook, Objective Requirements)."""

    EMPTY_STAMP_STACKS = "empty-stamp-stacks"
    SPECIMENS = "specimens"  # Research tokens on Specimens of a kind or a colour
    EVOLUTION_STEP = "evolution-step"  # the marker on or past this step
    TENTS = "tents"  # Tents placed on Campsites
    LENSES = "lenses"  # personal Lens tokens placed
    SHIP_AT_BEAGLE = "ship-at-beagle"  # level with the HMS Beagle or ahead
    REGULAR_SEALS = "regular-seals"  # of one colour, over all rows
    # Not among the rulebook's symbols; only in the fan data.
    VICTORY_POINTS = "victory-points"
    COINS = "coins"
    TEMPORARY_KNOWLEDGE = "temporary-knowledge"
    SHIP_ON_SPACE = "ship-on-space"  # the Ship on or past an Ocean space


RULEBOOK_NEEDS = frozenset({
    Need.EMPTY_STAMP_STACKS, Need.SPECIMENS, Need.EVOLUTION_STEP, Need.TENTS, Need.LENSES,
    Need.SHIP_AT_BEAGLE, Need.REGULAR_SEALS,
})


@dataclass(frozen=True, slots=True)
class Requirement:
    """One requirement of an Objective: at least ``amount`` of ``need``.

    ``seal`` for Regular Wax Seals; ``specimen_kind`` or ``specimen_colour``
    for Specimens; ``space`` (an Ocean space id) for SHIP_ON_SPACE.
    """

    need: Need
    amount: int = 1
    seal: SealColour | None = None
    specimen_kind: SpecimenKind | None = None
    specimen_colour: SpecimenColour | None = None
    space: str | None = None


@dataclass(frozen=True, slots=True)
class ObjectiveTile:
    id: str
    tier: Tier
    starting: bool  # a Starting Objective, drafted in pairs at setup
    requirements: tuple[Requirement, ...]


def _seals(colour: SealColour, n: int) -> Requirement:
    return Requirement(Need.REGULAR_SEALS, n, seal=colour)


def _kind(kind: SpecimenKind, n: int) -> Requirement:
    return Requirement(Need.SPECIMENS, n, specimen_kind=kind)


def _colour(colour: SpecimenColour, n: int) -> Requirement:
    return Requirement(Need.SPECIMENS, n, specimen_colour=colour)


_REPTILE, _PLANT, _BIRD, _FOSSIL = SpecimenKind
_GREEN_S, _BLUE_S, _RED_S, _YELLOW_S = SpecimenColour
_SILVER, _GOLDEN = Tier.SILVER, Tier.GOLDEN

STARTING_GOLDEN_ID = register(
    "starting-golden-objectives",
    """The four starting golden Objectives carry the faces the fan data gives
    them, which are the faces of its golden Objectives 13 to 16. The rulebook
    counts the 8 Starting Objectives apart from the 20 Objectives, so the real
    starting golden faces are probably different and unknown.""",
    Provenance.COMMUNITY,
    "darwins_journey.setup.starting-objectives-aside",
    "darwins_journey.setup.starting-objective-pairs",
)
SILVER_STACK_ID = register(
    "silver-objectives-short-by-two",
    """The silver Objective stack holds the 8 silver faces the fan data knows
    (its 5 to 12); the rulebook has 10 silver Objectives, and 2 faces are
    unknown. The golden stack has all 10 (13 to 22).""",
    Provenance.ASSUMED,
    "darwins_journey.components.list",
    "darwins_journey.setup.objective-stacks",
)
OBJECTIVE_NEEDS_ID = register(
    "objective-requirements-beyond-the-rulebook",
    """Six fan Objectives ask for something the rulebook's list of requirement
    symbols does not have: victory points (silver 7, golden 19), Coins (silver
    11, golden 18), Temporary Knowledge (starting silver 1, golden 14) or the
    Ship on a fixed Ocean space (silver 10: O8, golden 22: O14). They are kept
    as the fan data gives them, since the rulebook prints no faces.""",
    Provenance.COMMUNITY,
    "darwins_journey.objective.requirements-met",
    "darwins_journey.objective-requirement.ship",
)

STARTING_OBJECTIVES = (
    ObjectiveTile("start-silver-1", _SILVER, True, (
        Requirement(Need.SHIP_AT_BEAGLE), Requirement(Need.TEMPORARY_KNOWLEDGE, 2))),
    ObjectiveTile("start-silver-2", _SILVER, True, (
        Requirement(Need.EMPTY_STAMP_STACKS, 1), _kind(_REPTILE, 1))),
    ObjectiveTile("start-silver-3", _SILVER, True, (_seals(_B, 2), _colour(_YELLOW_S, 1))),
    ObjectiveTile("start-silver-4", _SILVER, True, (_seals(_R, 2), _colour(_RED_S, 1))),
    # The next four repeat golden 13 to 16 (STARTING_GOLDEN_ID).
    ObjectiveTile("start-golden-1", _GOLDEN, True, (_kind(_BIRD, 2), Requirement(Need.LENSES, 2))),
    ObjectiveTile("start-golden-2", _GOLDEN, True, (
        _colour(_GREEN_S, 2), Requirement(Need.TEMPORARY_KNOWLEDGE, 2))),
    ObjectiveTile("start-golden-3", _GOLDEN, True, (_kind(_PLANT, 2), Requirement(Need.TENTS, 2))),
    ObjectiveTile("start-golden-4", _GOLDEN, True, (
        _seals(_Y, 1), _seals(_G, 1), Requirement(Need.LENSES, 2))),
)
STARTING_OBJECTIVES_SOURCE = fan_data(
    "starting_objectives_tiles.json", STARTING_GOLDEN_ID, OBJECTIVE_NEEDS_ID)

SILVER_OBJECTIVES = (
    ObjectiveTile("silver-5", _SILVER, False, (_seals(_B, 2), _colour(_RED_S, 1))),
    ObjectiveTile("silver-6", _SILVER, False, (_seals(_R, 2), _colour(_YELLOW_S, 1))),
    ObjectiveTile("silver-7", _SILVER, False, (
        Requirement(Need.VICTORY_POINTS, 8), _kind(_BIRD, 1))),
    ObjectiveTile("silver-8", _SILVER, False, (_seals(_G, 2), _colour(_BLUE_S, 1))),
    ObjectiveTile("silver-9", _SILVER, False, (_seals(_Y, 2), _colour(_GREEN_S, 1))),
    ObjectiveTile("silver-10", _SILVER, False, (
        _kind(_FOSSIL, 1), Requirement(Need.SHIP_ON_SPACE, space="O8"))),
    ObjectiveTile("silver-11", _SILVER, False, (Requirement(Need.COINS, 10), _kind(_PLANT, 1))),
    ObjectiveTile("silver-12", _SILVER, False, (
        Requirement(Need.EVOLUTION_STEP, 4), _kind(_REPTILE, 1))),
)
SILVER_OBJECTIVES_SOURCE = fan_data("objective_tiles.json", SILVER_STACK_ID, OBJECTIVE_NEEDS_ID)

GOLDEN_OBJECTIVES = (
    ObjectiveTile("golden-13", _GOLDEN, False, (_kind(_BIRD, 2), Requirement(Need.LENSES, 2))),
    ObjectiveTile("golden-14", _GOLDEN, False, (
        _colour(_GREEN_S, 2), Requirement(Need.TEMPORARY_KNOWLEDGE, 2))),
    ObjectiveTile("golden-15", _GOLDEN, False, (_kind(_PLANT, 2), Requirement(Need.TENTS, 2))),
    ObjectiveTile("golden-16", _GOLDEN, False, (
        _seals(_Y, 1), _seals(_G, 1), Requirement(Need.LENSES, 2))),
    ObjectiveTile("golden-17", _GOLDEN, False, (_seals(_B, 2), Requirement(Need.TENTS, 2))),
    ObjectiveTile("golden-18", _GOLDEN, False, (_seals(_R, 2), Requirement(Need.COINS, 14))),
    ObjectiveTile("golden-19", _GOLDEN, False, (
        _colour(_YELLOW_S, 2), Requirement(Need.VICTORY_POINTS, 20))),
    ObjectiveTile("golden-20", _GOLDEN, False, (
        _seals(_R, 1), _seals(_B, 1), Requirement(Need.TENTS, 3))),
    ObjectiveTile("golden-21", _GOLDEN, False, (
        Requirement(Need.EMPTY_STAMP_STACKS, 2), Requirement(Need.EVOLUTION_STEP, 8))),
    ObjectiveTile("golden-22", _GOLDEN, False, (
        _colour(_RED_S, 2), Requirement(Need.SHIP_ON_SPACE, space="O14"))),
)
GOLDEN_OBJECTIVES_SOURCE = fan_data("objective_tiles.json", OBJECTIVE_NEEDS_ID)

OBJECTIVES = (*STARTING_OBJECTIVES, *SILVER_OBJECTIVES, *GOLDEN_OBJECTIVES)


# Special Action tiles: laid on the Special Action Diary's locations.
@dataclass(frozen=True, slots=True)
class SpecialActionTile:
    number: int
    actions: tuple[Icon, ...]


SPECIAL_ACTION_TILES = (
    SpecialActionTile(1, (act(ActionKind.FULFIL_OBJECTIVE),)),
    SpecialActionTile(2, (coins(3), knowledge())),
    SpecialActionTile(3, (act(ActionKind.REPEAT_DELIVERY),)),
    SpecialActionTile(4, (act(ActionKind.PLACE_EXPLORER),)),
    # One Temporary Knowledge for 7 Coins or 7 points (rulebook).
    SpecialActionTile(5, (act(ActionKind.CONVERT_TEMPORARY_KNOWLEDGE, 7),)),
    SpecialActionTile(6, (act(ActionKind.RESEARCH_ANY_SPECIMEN),)),
    SpecialActionTile(7, (act(ActionKind.SPECIAL_SEAL), coins(1))),
    SpecialActionTile(8, (act(ActionKind.ESTABLISH_ANY_CAMPSITE),)),
    SpecialActionTile(9, (act(ActionKind.PERFORM_LOCKED_ACTION),)),
    SpecialActionTile(10, (act(ActionKind.MOVE_TO_BEAGLE), points(1))),
    SpecialActionTile(11, (act(ActionKind.COPY_CREW_CARD),)),
    SpecialActionTile(12, (act(ActionKind.DISTRIBUTED_CORRESPONDENCE, 4),)),
)
SPECIAL_ACTION_TILES_SOURCE = fan_data("special_action_tiles.json")
CONVERT_TEMPORARY_KNOWLEDGE = Sourced(7, rulebook("Special Actions & Crew Actions"))
DISTRIBUTED_STAMPS = Sourced(4, rulebook("Special Actions & Crew Actions"))


# Correspondence tiles: one beside each of the three Envelopes.
@dataclass(frozen=True, slots=True)
class CorrespondenceTile:
    number: int
    first: tuple[Icon, ...]  # for the most Stamps on the Envelope
    second: tuple[Icon, ...]  # for the second most


CORRESPONDENCE_TILES = (
    CorrespondenceTile(1, (knowledge(), coins(2)), (coins(2),)),
    CorrespondenceTile(2, (coins(4),), (coins(2),)),
    CorrespondenceTile(3, (evolve(2),), (evolve(1),)),
    CorrespondenceTile(4, (explore(2),), (explore(1),)),
    CorrespondenceTile(5, (navigate(2),), (navigate(1),)),
    CorrespondenceTile(6, (academy(discount=2),), (academy(),)),
    CorrespondenceTile(7, (points(4),), (points(2),)),
    CorrespondenceTile(8, (explore(1), navigate(1)), (Choice((navigate(1), explore(1))),)),
)
CORRESPONDENCE_TILES_SOURCE = fan_data("correspondances_tiles.json")


# Beagle Goal tiles: scored in the Reward Phase under the HMS Beagle.
class Goal(StrEnum):
    """A Beagle goal's condition (rulebook, Score Beagle Goal Tile)."""

    REGULAR_SEALS = "regular-seals"  # of the indicated colour; purple seals do not count
    SPECIMENS = "specimens"  # Research tokens of the indicated Specimen kind
    LENSES = "lenses"  # personal Lens tokens on the main board
    EMPTY_STAMP_STACKS = "empty-stamp-stacks"
    TENTS = "tents"  # Tents on the main board
    OBJECTIVES = "objectives"  # achieved Objectives


# Points for each time the condition is met (rulebook).
GOAL_POINTS = {
    Goal.REGULAR_SEALS: 4, Goal.SPECIMENS: 6, Goal.LENSES: 5, Goal.EMPTY_STAMP_STACKS: 8,
    Goal.TENTS: 4, Goal.OBJECTIVES: 3,
}
GOAL_POINTS_SOURCE = rulebook("Reward Phase: Score Beagle Goal Tile")


@dataclass(frozen=True, slots=True)
class BeagleGoal:
    number: int
    goal: Goal
    seal: SealColour | None = None
    specimen_kind: SpecimenKind | None = None

    @property
    def points_each(self) -> int:
        return GOAL_POINTS[self.goal]


BEAGLE_GOALS = (
    BeagleGoal(1, Goal.REGULAR_SEALS, seal=_Y),
    BeagleGoal(2, Goal.REGULAR_SEALS, seal=_R),
    BeagleGoal(3, Goal.REGULAR_SEALS, seal=_G),
    BeagleGoal(4, Goal.REGULAR_SEALS, seal=_B),
    BeagleGoal(5, Goal.SPECIMENS, specimen_kind=_REPTILE),
    BeagleGoal(6, Goal.SPECIMENS, specimen_kind=_PLANT),
    BeagleGoal(7, Goal.SPECIMENS, specimen_kind=_BIRD),
    BeagleGoal(8, Goal.SPECIMENS, specimen_kind=_FOSSIL),
    BeagleGoal(9, Goal.EMPTY_STAMP_STACKS),
    BeagleGoal(10, Goal.LENSES),
    BeagleGoal(11, Goal.OBJECTIVES),
    BeagleGoal(12, Goal.TENTS),
)
# The points are the rulebook's (GOAL_POINTS); which tile shows which goal is the fan data's.
BEAGLE_GOALS_SOURCE = fan_data("beagles_goals.json")

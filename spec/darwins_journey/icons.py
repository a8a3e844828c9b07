"""The vocabulary the components print: seal colours, specimens and action icons.

Every board space, tile and card in this package lists what it does as a tuple
of ``Icon`` values: an ``Action`` (one action icon with its modifier) or a
``Choice`` (two icons with a slash between them: do one). The kinds of action
are the rulebook's: its "Board Actions", the new actions of "Special Actions &
Crew Actions", and the "Objective Actions". The modifiers are the rulebook's
"Modifier Icons": a number (how many, how far), a discount, the X (no Coins
paid), the infinity sign (ongoing) and the arrow to the bar (final scoring).

This module holds no rules: what an action does is for the rules step.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias


class SealColour(StrEnum):
    """The four colours of Regular Wax Seals (rulebook, Components)."""

    GREEN = "green"
    BLUE = "blue"
    YELLOW = "yellow"
    RED = "red"


@dataclass(frozen=True, slots=True)
class Seals:
    """A count of Regular Wax Seals per colour: a requirement, or what a row holds.

    A location or Crew card that needs no seal has ``Seals()``. Special (purple)
    seals are not a colour here: they stand for any colour, a rule for later.
    """

    green: int = 0
    blue: int = 0
    yellow: int = 0
    red: int = 0

    def __post_init__(self) -> None:
        if min(self.green, self.blue, self.yellow, self.red) < 0:
            raise ValueError(f"a seal count cannot be negative: {self}")

    @classmethod
    def of(cls, colour: SealColour, n: int) -> Seals:
        """``n`` seals of one colour."""
        return cls(**{colour.value: n})

    def count(self, colour: SealColour) -> int:
        if colour is SealColour.GREEN:
            return self.green
        if colour is SealColour.BLUE:
            return self.blue
        if colour is SealColour.YELLOW:
            return self.yellow
        return self.red

    @property
    def total(self) -> int:
        return self.green + self.blue + self.yellow + self.red

    def items(self) -> tuple[tuple[SealColour, int], ...]:
        """The colours asked for, with their counts, in the enum's order."""
        found = _ITEMS.get(self)
        if found is None:  # the board holds few requirements, each asked every turn
            found = _ITEMS[self] = tuple((c, self.count(c)) for c in SealColour
                                         if self.count(c) > 0)
        return found


_ITEMS: dict[Seals, tuple[tuple[SealColour, int], ...]] = {}


class SpecimenKind(StrEnum):
    """The Specimen symbol (fan data: four kinds, one per Museum column)."""

    REPTILE = "reptile"
    PLANT = "plant"
    BIRD = "bird"
    FOSSIL = "fossil"


class SpecimenColour(StrEnum):
    """The Specimen colour (fan data: four colours, one per Museum row)."""

    GREEN = "green"
    BLUE = "blue"
    RED = "red"
    YELLOW = "yellow"


class Timing(StrEnum):
    """When an icon takes effect, from its modifier (rulebook, Modifier Icons)."""

    NOW = "now"  # a plain icon, or the lightning bolt
    ONGOING = "ongoing"  # the infinity sign: for the rest of the game
    FINAL_SCORING = "final-scoring"  # the arrow to the bar: gained at final scoring


class ActionKind(StrEnum):
    # Board Actions (rulebook, Board Actions).
    VICTORY_POINTS = "victory-points"
    COINS = "coins"
    UNLOCK_LENS = "unlock-lens"
    ACADEMY = "academy"  # take one Wax Seal from a Scroll
    NAVIGATION = "navigation"
    EXPLORATION = "exploration"
    RESEARCH_SPECIMEN = "research-specimen"  # printed on every Specimen token
    EVOLUTION = "evolution"  # Theory of Evolution track advancement
    ESTABLISH_CAMPSITE = "establish-campsite"
    CORRESPONDENCE = "correspondence"  # amount: Stamps onto one Envelope
    DELIVER_SPECIMEN = "deliver-specimen"
    RESEARCH_MUSEUM_SPECIMEN = "research-museum-specimen"
    RESERVE_TURN_ORDER = "reserve-turn-order"
    GAIN_OBJECTIVE = "gain-objective"
    # The new actions of Special Action tiles and Crew cards (rulebook,
    # Special Actions & Crew Actions).
    ESTABLISH_ANY_CAMPSITE = "establish-any-campsite"
    REPEAT_DELIVERY = "repeat-delivery"
    FULFIL_OBJECTIVE = "fulfil-objective"  # automatically fulfil an Objective
    SPECIAL_SEAL = "special-seal"  # gain a Special (purple) Wax Seal
    TEMPORARY_KNOWLEDGE = "temporary-knowledge"
    CONVERT_TEMPORARY_KNOWLEDGE = "convert-temporary-knowledge"  # amount: Coins or points
    PLACE_EXPLORER = "place-explorer"
    PERFORM_LOCKED_ACTION = "perform-locked-action"
    RESEARCH_ANY_SPECIMEN = "research-any-specimen"
    MOVE_TO_BEAGLE = "move-to-beagle"
    DISTRIBUTED_CORRESPONDENCE = "distributed-correspondence"
    COPY_CREW_CARD = "copy-crew-card"
    # Objective Actions, printed on the personal board (rulebook, Objective
    # Actions). Points "during final scoring" are VICTORY_POINTS with
    # Timing.FINAL_SCORING.
    REACTIVATE_TENT = "reactivate-tent"
    ACADEMY_DISCOUNT = "academy-discount"
    RESEARCH_EXPLORER_SPECIMEN = "research-explorer-specimen"
    BOOK_MULTIPLIER = "book-multiplier"
    UNLOCK_FIFTH_WORKER = "unlock-fifth-worker"
    PLACEMENT_PENALTY_REDUCTION = "placement-penalty-reduction"
    LAGGING_PENALTY_CAP = "lagging-penalty-cap"


# The action kinds the rulebook introduces for Special Action tiles and Crew
# cards; each should appear on at least one of them.
SPECIAL_AND_CREW_ACTIONS = frozenset({
    ActionKind.ESTABLISH_ANY_CAMPSITE, ActionKind.REPEAT_DELIVERY,
    ActionKind.FULFIL_OBJECTIVE, ActionKind.SPECIAL_SEAL,
    ActionKind.TEMPORARY_KNOWLEDGE, ActionKind.CONVERT_TEMPORARY_KNOWLEDGE,
    ActionKind.PLACE_EXPLORER, ActionKind.PERFORM_LOCKED_ACTION,
    ActionKind.RESEARCH_ANY_SPECIMEN, ActionKind.MOVE_TO_BEAGLE,
    ActionKind.DISTRIBUTED_CORRESPONDENCE, ActionKind.COPY_CREW_CARD,
})


@dataclass(frozen=True, slots=True)
class Action:
    """One action icon and its modifier.

    ``amount`` is the icon's number: points, Coins, spaces moved, Stamps sent,
    Evolution steps, tokens gained (1 where the icon shows none). ``discount``
    is a "-N" modifier; ``free`` is the X modifier (no Coins paid for any step
    of the action).
    """

    kind: ActionKind
    amount: int = 1
    discount: int = 0
    free: bool = False
    timing: Timing = Timing.NOW

    def __post_init__(self) -> None:
        if self.amount < 1 or self.discount < 0:
            raise ValueError(f"an action needs amount >= 1 and discount >= 0: {self}")


@dataclass(frozen=True, slots=True)
class Choice:
    """Icons with a slash between them: the player performs only one."""

    options: tuple[Action, ...]


Icon: TypeAlias = Action | Choice


def kinds(icons: tuple[Icon, ...]) -> frozenset[ActionKind]:
    """Every action kind the icons show, options of a Choice included."""
    found: set[ActionKind] = set()
    for icon in icons:
        if isinstance(icon, Choice):
            found.update(option.kind for option in icon.options)
        else:
            found.add(icon.kind)
    return frozenset(found)


# Short constructors, so that the data tables read like the components.
def points(n: int, timing: Timing = Timing.NOW) -> Action:
    return Action(ActionKind.VICTORY_POINTS, n, timing=timing)


def coins(n: int) -> Action:
    return Action(ActionKind.COINS, n)


def explore(n: int) -> Action:
    return Action(ActionKind.EXPLORATION, n)


def navigate(n: int) -> Action:
    return Action(ActionKind.NAVIGATION, n)


def stamps(n: int) -> Action:
    return Action(ActionKind.CORRESPONDENCE, n)


def academy(discount: int = 0, free: bool = False) -> Action:
    return Action(ActionKind.ACADEMY, discount=discount, free=free)


def evolve(n: int) -> Action:
    return Action(ActionKind.EVOLUTION, n)


def knowledge(n: int = 1) -> Action:
    return Action(ActionKind.TEMPORARY_KNOWLEDGE, n)


def act(kind: ActionKind, n: int = 1) -> Action:
    return Action(kind, n)


CAMPSITE = Action(ActionKind.ESTABLISH_CAMPSITE)
OBJECTIVE = Action(ActionKind.GAIN_OBJECTIVE)


class Tier(StrEnum):
    """Silver or golden: of an Objective tile, and of an Objective space."""

    SILVER = "silver"
    GOLDEN = "golden"


class Distinction(StrEnum):
    """A worker's distinction: silver from its 4th seal, golden from its 6th."""

    SILVER = "silver"
    GOLDEN = "golden"


class DistinctionBonus(StrEnum):
    """The bonuses a Diary's distinction box shows (rulebook, Distinctions)."""

    # Silver.
    EXTRA_EXPLORATION = "extra-exploration"
    EXTRA_NAVIGATION = "extra-navigation"
    EXTRA_STAMP = "extra-stamp"
    EXTRA_WAX_SEAL = "extra-wax-seal"
    COINS = "coins"
    # Golden.
    EXTRA_STOP = "extra-stop"
    SPLIT_STAMPS = "split-stamps"
    WAX_SEAL_DISCOUNT = "wax-seal-discount"
    VICTORY_POINTS = "victory-points"

"""The personal board: worker rows with their seal spaces, Objectives, Tents, Stamps.

One board per player colour (its back is an Alfred board, which the solo
step will model). Rows are numbered from the top: row 0 is the top worker,
rows 1 to 3 the three workers that take a Crew card's seal at setup, row 4
the fifth worker, which enters play with the left-most golden Objective.

Provenance: the rulebook states the shape (one printed Special seal and no
empty spot on the top row; the setup seal and five empty spots on the next
three; none on the fifth; the silver distinction at the 4th seal and the
golden at the 6th; 3 and 7 points for the 5th and 6th seals; 5 Objective
spaces of each colour with the 4-point pair bonus on the right-most two; the
left-most golden space unlocks the fifth worker; 5 Tents and 5 points for
placing all; 3 Stamp stacks of 4). The fan data gives the Coin penalties of
the seal and Objective spaces, the other Objective rewards and points, and
the icons under the Tents and Stamp stacks. No disagreement was found.
"""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.provenance import Provenance

from .board import SPECIMENS
from .icons import (
    Action,
    ActionKind,
    Choice,
    Distinction,
    Icon,
    Tier,
    Timing,
    academy,
    act,
    coins,
    explore,
    navigate,
    points,
    stamps,
)
from .sources import Sourced, fan_data, register, rulebook


@dataclass(frozen=True, slots=True)
class SealSpot:
    """One Wax Seal spot of a worker row, left to right.

    ``cost``: Coins paid to place a seal here. ``distinction``: gained with
    the seal placed here. ``final_points``: scored at the end for a seal here.
    """

    cost: int
    distinction: Distinction | None = None
    final_points: int = 0


@dataclass(frozen=True, slots=True)
class WorkerRow:
    index: int  # 0 is the top row
    spots: tuple[SealSpot, ...]  # empty for the top row and the fifth worker
    printed_special_seal: bool  # the top worker's purple seal
    takes_crew_seal: bool  # the left-most spot takes a Crew card's seal at setup
    active_at_start: bool  # the fifth worker is not


_SEAL_ROW = (
    SealSpot(0),  # the Crew card's seal at setup
    SealSpot(0),
    SealSpot(1),
    SealSpot(1, Distinction.SILVER),
    SealSpot(2, final_points=3),
    SealSpot(3, Distinction.GOLDEN, final_points=7),
)
WORKER_ROWS = (
    WorkerRow(0, (), printed_special_seal=True, takes_crew_seal=False, active_at_start=True),
    WorkerRow(1, _SEAL_ROW, printed_special_seal=False, takes_crew_seal=True,
              active_at_start=True),
    WorkerRow(2, _SEAL_ROW, printed_special_seal=False, takes_crew_seal=True,
              active_at_start=True),
    WorkerRow(3, _SEAL_ROW, printed_special_seal=False, takes_crew_seal=True,
              active_at_start=True),
    WorkerRow(4, (), printed_special_seal=False, takes_crew_seal=False, active_at_start=False),
)
# The shape, distinctions and points are rules-text; the Coin costs are the fan data's.
WORKER_ROWS_SOURCE = fan_data("personal_board.json")
SEALS_PER_ROW = Sourced(6, rulebook("Worker Placement: Wax Seal Requirements"))
SILVER_DISTINCTION_AT = Sourced(4, rulebook("Distinctions"))  # the 4th seal of a row
GOLDEN_DISTINCTION_AT = Sourced(6, rulebook("Distinctions"))
FIFTH_SEAL_POINTS = Sourced(3, rulebook("Distinctions; Final Scoring"))
SIXTH_SEAL_POINTS = Sourced(7, rulebook("Distinctions; Final Scoring"))


@dataclass(frozen=True, slots=True)
class ObjectiveSpot:
    """An Objective space: an achieved Objective of its colour goes here.

    ``position`` 1 is the left-most. ``cost``: the Coin penalty to place a tile
    here from the reserve. ``actions``: the reward, including the points
    gained at final scoring.
    """

    tier: Tier
    position: int
    cost: int
    actions: tuple[Icon, ...]


def _final(n: int) -> Action:
    return points(n, Timing.FINAL_SCORING)


OBJECTIVE_SPOTS = (
    ObjectiveSpot(Tier.SILVER, 1, 0, (act(ActionKind.REACTIVATE_TENT), _final(1))),
    ObjectiveSpot(Tier.SILVER, 2, 0, (
        Action(ActionKind.ACADEMY_DISCOUNT, timing=Timing.ONGOING), _final(1))),
    ObjectiveSpot(Tier.SILVER, 3, 0, (act(ActionKind.RESEARCH_EXPLORER_SPECIMEN), _final(2))),
    ObjectiveSpot(Tier.SILVER, 4, 1, (
        Action(ActionKind.BOOK_MULTIPLIER, timing=Timing.FINAL_SCORING), _final(2))),
    ObjectiveSpot(Tier.SILVER, 5, 1, (_final(5),)),
    ObjectiveSpot(Tier.GOLDEN, 1, 0, (act(ActionKind.UNLOCK_FIFTH_WORKER), _final(4))),
    ObjectiveSpot(Tier.GOLDEN, 2, 0, (act(ActionKind.SPECIAL_SEAL), _final(4))),
    ObjectiveSpot(Tier.GOLDEN, 3, 0, (
        Action(ActionKind.PLACEMENT_PENALTY_REDUCTION, 1, timing=Timing.ONGOING), _final(2))),
    ObjectiveSpot(Tier.GOLDEN, 4, 1, (
        Action(ActionKind.LAGGING_PENALTY_CAP, 2, timing=Timing.ONGOING), _final(4))),
    ObjectiveSpot(Tier.GOLDEN, 5, 1, (_final(8),)),
)
OBJECTIVE_SPOTS_SOURCE = fan_data("personal_board.json")
OBJECTIVE_SPOTS_PER_TIER = Sourced(5, fan_data("personal_board.json"))
# Scored when both right-most Objective spaces (silver 5 and golden 5) are filled.
PAIRED_OBJECTIVE_POINTS = Sourced(4, rulebook("Objectives; Final Scoring"))


@dataclass(frozen=True, slots=True)
class TentSpot:
    """A Tent's place on the personal board, top to bottom; ``revealed``: the
    icons a player may use when this Tent leaves for a Campsite."""

    position: int  # 1 is the top-most Tent, the first to leave
    revealed: tuple[Icon, ...]


TENT_ORDER_ID = register(
    "tent-order",
    """The fan data's Tent slots are listed in the order the Tents leave the
    board, top-most first; the icon under the last Tent is the 5 points for
    having placed all five.""",
    Provenance.COMMUNITY,
    "darwins_journey.setup.starting-tents",
    "darwins_journey.scoring.all-tents",
    "darwins_journey.action.campsite",
)
TENT_SPOTS = (
    TentSpot(1, ()),
    TentSpot(2, (coins(2),)),
    TentSpot(3, (Choice((navigate(1), explore(1))),)),
    TentSpot(4, (Choice((stamps(1), academy(discount=2))),)),
    TentSpot(5, (_final(5),)),
)
TENT_SPOTS_SOURCE = fan_data("personal_board.json", TENT_ORDER_ID)
ALL_TENTS_POINTS = Sourced(5, rulebook("Final Scoring: Personal Board Scoring"))


@dataclass(frozen=True, slots=True)
class StampStack:
    """A stack of Stamps; ``emptied`` is the icon a player may use when it runs out."""

    position: int  # 1 is the first stack in the fan data's order
    stamps: int
    emptied: tuple[Icon, ...]


STAMP_STACKS = (
    StampStack(1, 4, (explore(2),)),
    StampStack(2, 4, (academy(discount=2),)),
    StampStack(3, 4, (navigate(2),)),
)
# Three stacks of 4 is rules-text; the icons and their order are the fan data's.
STAMP_STACKS_SOURCE = fan_data("personal_board.json")

# One Research spot per Specimen, laid out as the Museum.
RESEARCH_SPOTS = tuple(s.id for s in SPECIMENS)
RESEARCH_SPOTS_SOURCE = fan_data("personal_board.json")

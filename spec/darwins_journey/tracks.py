"""The map at the bottom of the main board, and the Theory of Evolution track.

The Ocean track carries the Ships and the HMS Beagle; three Island tracks carry
the Explorers. Every track is a directed graph of spaces that runs from one
start space to one end space; where a space lists two successors the track
forks, and the two ways join again further on (on the Ocean one way is always
a detour of the other: the fork's other successor is the join). A space's
``actions`` are the icons printed on it; a space with the Establish Campsite
icon has a ``Campsite`` beside it (``CAMPSITES``).

Ids are the project's: the Ocean's spaces are O0 (start) to O26 (end), Island
A's A0 to A24, B's B0 to B14, C's C0 to C10, in the fan data's order (its
``IA4`` is our ``A4``).

Provenance: the spaces, forks, icons, banners, Beagle spaces, golden ribbons,
Specimen spaces and Campsites come from the fan data; the rulebook states the
number of Beagle spaces (5, one per round), the 3 points for the first to
reach the end of a track, how many Specimen spaces are used per player count,
and that the first Explorer goes on the left-most island at setup.

Disagreements with the fan data, settled for the rulebook:

- Silver banners. The fan data has three: island A's on O1, B's on O8, C's on
  O14. But every player's first Explorer starts on the left-most island at
  setup, a player has 3 Explorers, and a banner places one on a "new" island.
  A banner for the left-most island could never place anyone, so the project
  keeps only the banners of islands B and C. (Dropping it changes no game.)
- Specimen spaces. The rulebook fills the flagged spaces with 10, 13 or 16 of
  the 16 Specimen tokens for 1-2, 3 or 4 players (some spaces are marked for
  more players). The fan data, written for two players, has 10 Specimen spaces
  and no player-count marks. The project keeps those 10 as the spaces used in
  every game; where the 3 more spaces of a three-player game and the 3 more of
  a four-player game lie is unknown, so three- and four-player setups cannot
  be built from this data yet.

Gaps in both sources: lagging penalties (the Ocean track's victory point
penalties between a lagging Ship and the HMS Beagle) are not in the fan data
and the rulebook gives no values; ``OceanSpace.lagging_penalty`` is the
project's choice, one penalty on each Beagle space (see the assumption
``darwins_journey.data.lagging-penalties``; the community FAQ's entry F8 shaped
it, ``darwins_journey.data.lagging-penalties-faq-f8``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from spec.core.provenance import Provenance

from .icons import (
    CAMPSITE,
    OBJECTIVE,
    Icon,
    academy,
    coins,
    evolve,
    explore,
    knowledge,
    navigate,
    points,
    stamps,
)
from .board import BOARD_SIDE_ID
from .sources import ByPlayers, Sourced, chosen, fan_data, register, rulebook


class Island(StrEnum):
    A = "A"
    B = "B"
    C = "C"


ISLAND_ORDER_ID = register(
    "island-order",
    """Island A of the fan data is the left-most island (where every player's
    first Explorer starts) and C the right-most: the fan data puts island A's
    banner first on the Ocean track, B's next and C's last, but does not name
    the islands' places on the map.""",
    Provenance.ASSUMED,
    "darwins_journey.setup.explorers-start",
)
ISLANDS_LEFT_TO_RIGHT = Sourced((Island.A, Island.B, Island.C), chosen(ISLAND_ORDER_ID))
LEFT_MOST_ISLAND = Island.A

END_OF_TRACK_POINTS = Sourced(3, rulebook("Board Actions: Navigation; Exploration"))


@dataclass(frozen=True, slots=True)
class OceanSpace:
    """A space of the Ocean track.

    ``beagle``: a Beagle position (a Beagle Goal tile lies below it).
    ``banner``: a silver banner; crossing it places an Explorer on that island.
    ``specimen``: a large round flagged space that holds a Specimen token.
    ``lagging_penalty``: the points a Ship lagging behind the HMS Beagle loses
    for this space (assumed, and only on Beagle spaces; counted for the spaces
    after the Ship's, up to and including the Beagle's).
    """

    id: str
    next: tuple[str, ...]
    actions: tuple[Icon, ...] = ()
    specimen: bool = False
    beagle: bool = False
    banner: Island | None = None
    lagging_penalty: int = 0


@dataclass(frozen=True, slots=True)
class IslandSpace:
    """A space of an Island track; ``ribbon`` is a golden ribbon's points, if any."""

    id: str
    next: tuple[str, ...]
    actions: tuple[Icon, ...] = ()
    specimen: bool = False
    ribbon: int | None = None


BANNERS_ID = register(
    "no-banner-for-the-left-most-island",
    """The Ocean track has silver banners for islands B (on O8) and C (on O14)
    only. The fan data also puts one for island A on O1; the rulebook places
    every player's first Explorer on the left-most island at setup and has a
    banner place an Explorer on a new island, so a banner for island A could
    never act, and is left out.""",
    Provenance.RULES_TEXT,
    "darwins_journey.setup.explorers-start",
    "darwins_journey.action.navigation-banner",
)
LAGGING_ID = register(
    "lagging-penalties",
    """Neither source gives the lagging penalties printed on the Ocean track, and
    the rulebook gives no values. The project puts one penalty on each Beagle
    space, closing the stretch of Ocean (a zone) that ends there: 2 points on
    O1 and O4, 3 on O8 and O14, 4 on O21; no other space has one. A Ship behind
    the HMS Beagle loses the penalties of the spaces after its own, up to and
    including the Beagle's: one per zone it lags. What constrains the values:
    the community FAQ (entry F8, citing the rulebook page 21) asks about a Ship
    several zones behind the Beagle and says that with the Objective that caps
    each penalty at 2 such a Ship can still lose 4 or 6 points in all. With one
    penalty per zone and every penalty at least 2, a capped Ship n zones behind
    loses exactly 2n: 4 for two zones, 6 for three (a printed 1 would give odd
    totals). The cap is only worth an Objective if some penalty is above 2; the
    values rise over the game as the zones grow longer (1, 3, 4, 6 and 7
    spaces) and the Beagle goals' points grow. The rulebook's gloss on the cap
    (each penalty "1 or 2" from then on) would also fit a printed 1, which this
    model does not have. With the Ships starting on O0 and the Beagle on O1, a
    player who has not sailed by the first Reward Phase loses 2 points.""",
    Provenance.ASSUMED,
    "darwins_journey.objective-action.lagging-cap",
    "darwins_journey.reward.lagging-penalty",
)
LAGGING_FAQ_ID = register(
    "lagging-penalties-faq-f8",
    """The community FAQ's answer F8 (v1.02, citing the rulebook page 21) was
    preferred to the project's former model of the lagging penalties, which it
    contradicts. That model put a penalty on every Ocean space of every route
    (1 point on O1 to O8, 2 on O9 to O14, 3 on O15 to O26, none on the detour
    spaces O2, O6, O10, O12, O17 and O20): a Ship on O0 with the Beagle on O14
    met 10 penalties, 14 points with or without the cap, and with the Beagle on
    O21 15 penalties, 24 points capped; the FAQ's capped Ship far behind loses
    4 or 6. The penalties are now one per Beagle space (the assumption
    darwins_journey.data.lagging-penalties), so that the FAQ's figures hold.""",
    Provenance.COMMUNITY,
    "darwins_journey.objective-action.lagging-cap",
    "darwins_journey.reward.lagging-penalty",
)

# The assumed lagging penalty of each Beagle space (see LAGGING_ID); 0 elsewhere.
_LAG = {1: 2, 4: 2, 8: 3, 14: 3, 21: 4}


def _lag(n: int) -> int:
    return _LAG.get(n, 0)


def _ocean(n: int, to: tuple[int, ...], actions: tuple[Icon, ...] = (), *,
           specimen: bool = False, beagle: bool = False,
           banner: Island | None = None) -> OceanSpace:
    return OceanSpace(f"O{n}", tuple(f"O{m}" for m in to), actions, specimen, beagle, banner,
                      _lag(n))


OCEAN: tuple[OceanSpace, ...] = (
    _ocean(0, (1,)),  # every Ship starts here
    _ocean(1, (2, 3), beagle=True),  # the HMS Beagle starts here
    _ocean(2, (3,), specimen=True),
    _ocean(3, (4,)),
    _ocean(4, (5,), beagle=True),
    _ocean(5, (6, 7)),
    _ocean(6, (7,), (CAMPSITE,)),
    _ocean(7, (8,)),
    _ocean(8, (9,), beagle=True, banner=Island.B),
    _ocean(9, (10, 11)),
    _ocean(10, (11,), (coins(4),)),
    _ocean(11, (12, 13)),
    _ocean(12, (13,), (CAMPSITE,)),
    _ocean(13, (14,)),
    _ocean(14, (15,), beagle=True, banner=Island.C),
    _ocean(15, (16,)),
    _ocean(16, (17, 18)),
    _ocean(17, (18,), (coins(3), evolve(2))),
    _ocean(18, (19,)),
    _ocean(19, (20, 21), (CAMPSITE,)),
    _ocean(20, (21,)),
    _ocean(21, (22,), beagle=True),
    _ocean(22, (23,), (points(2),)),
    _ocean(23, (24,), (points(3),)),
    _ocean(24, (25,), (points(4),)),
    _ocean(25, (26,), (points(5),)),
    # The end; the first Ship here also scores END_OF_TRACK_POINTS.
    _ocean(26, (), (points(3),)),
)
OCEAN_SOURCE = fan_data("ocean_tracks.json", BANNERS_ID, LAGGING_ID, LAGGING_FAQ_ID,
                        BOARD_SIDE_ID)
BEAGLE_SPACES = Sourced(5, rulebook("Setup: Main Board, step 15; Cleanup Phase"))


# The Beagle spaces' ids, left to right: Game.beagle indexes them.
BEAGLE_SPACE_IDS = tuple(s.id for s in OCEAN if s.beagle)


def ocean_step(space: str) -> int:
    """How far along the Ocean a space lies (a detour sits between its ends)."""
    return int(space[1:])


def ocean_space(id: str) -> OceanSpace:
    for space in OCEAN:
        if space.id == id:
            return space
    raise KeyError(id)


@dataclass(frozen=True, slots=True)
class IslandTrack:
    island: Island
    spaces: tuple[IslandSpace, ...]  # the start first, the end last

    @property
    def start(self) -> IslandSpace:
        return self.spaces[0]

    @property
    def end(self) -> IslandSpace:
        return self.spaces[-1]

    def space(self, id: str) -> IslandSpace:
        for space in self.spaces:
            if space.id == id:
                return space
        raise KeyError(id)


def _isle(island: Island, n: int, to: tuple[int, ...], actions: tuple[Icon, ...] = (), *,
          specimen: bool = False, ribbon: int | None = None) -> IslandSpace:
    return IslandSpace(f"{island}{n}", tuple(f"{island}{m}" for m in to), actions, specimen,
                       ribbon)


GAIN_SEAL_FREE_ID = register(
    "free-seal-is-a-free-academy-action",
    """The fan data's "gain any seal, free" icon (Island A space 20, Island B
    space 10, the Campsite on A14) is read as an Academy action with the X
    modifier: take a Wax Seal from any Scroll and place it, paying no Coins.""",
    Provenance.ASSUMED,
    "darwins_journey.modifier.free",
)
_A, _B, _C = Island.A, Island.B, Island.C
ISLAND_TRACKS: tuple[IslandTrack, ...] = (
    IslandTrack(_A, (
        _isle(_A, 0, (1,)),
        _isle(_A, 1, (2,), (coins(4),)),
        _isle(_A, 2, (3,), specimen=True),
        _isle(_A, 3, (4,), (knowledge(),)),
        _isle(_A, 4, (5, 8), (CAMPSITE,), ribbon=1),
        _isle(_A, 5, (6,), specimen=True),
        _isle(_A, 6, (7,), (OBJECTIVE,)),
        _isle(_A, 7, (8,), (CAMPSITE,)),
        _isle(_A, 8, (9,), (coins(2),)),
        _isle(_A, 9, (10,), specimen=True, ribbon=2),
        _isle(_A, 10, (11,), (OBJECTIVE, evolve(1))),
        _isle(_A, 11, (12, 13), (coins(3),)),
        _isle(_A, 12, (15,), specimen=True),
        _isle(_A, 13, (14,), (coins(5),)),
        _isle(_A, 14, (15,), (CAMPSITE,)),
        _isle(_A, 15, (16,), (points(3),)),
        _isle(_A, 16, (17,), (points(2), knowledge()), ribbon=3),
        _isle(_A, 17, (18,), (points(3),)),
        _isle(_A, 18, (19,), (evolve(2),)),
        _isle(_A, 19, (20,), (points(4),)),
        _isle(_A, 20, (21,), (academy(free=True),)),
        _isle(_A, 21, (22,), (coins(3), evolve(3)), ribbon=4),
        _isle(_A, 22, (23,), (stamps(3),)),
        _isle(_A, 23, (24,), (points(6),)),
        _isle(_A, 24, (), (points(4),)),
    )),
    IslandTrack(_B, (
        _isle(_B, 0, (1,)),
        _isle(_B, 1, (2,), (coins(5),)),
        _isle(_B, 2, (3, 5), specimen=True, ribbon=2),
        _isle(_B, 3, (4,), (OBJECTIVE, points(4))),
        _isle(_B, 4, (5,), (CAMPSITE,)),
        _isle(_B, 5, (6,), (coins(2), knowledge())),
        _isle(_B, 6, (7, 8), specimen=True, ribbon=3),
        # B7 is both the short way and the end of the detour B8-B9.
        _isle(_B, 7, (10,), (coins(4),)),
        _isle(_B, 8, (9,), (coins(3), OBJECTIVE)),
        _isle(_B, 9, (7,), (CAMPSITE,)),
        _isle(_B, 10, (11,), (academy(free=True),)),
        _isle(_B, 11, (12,), specimen=True, ribbon=4),
        _isle(_B, 12, (13,), (evolve(3),)),
        _isle(_B, 13, (14,), (points(6),)),
        _isle(_B, 14, (), (points(5),)),
    )),
    IslandTrack(_C, (
        _isle(_C, 0, (1,)),
        _isle(_C, 1, (2, 4), specimen=True),
        _isle(_C, 2, (3,), (points(3), knowledge())),
        _isle(_C, 3, (4,), (CAMPSITE,)),
        _isle(_C, 4, (5,), (stamps(2), points(3))),
        _isle(_C, 5, (6,), specimen=True),
        _isle(_C, 6, (7,), (points(5), OBJECTIVE)),
        _isle(_C, 7, (8,), (points(3), evolve(2)), ribbon=4),
        _isle(_C, 8, (9,), (points(6),)),
        _isle(_C, 9, (10,), (points(8),)),
        _isle(_C, 10, (), (points(8),)),
    )),
)
ISLAND_TRACKS_SOURCE = fan_data(
    "island_A_tracks.json, island_B_tracks.json, island_C_tracks.json",
    ISLAND_ORDER_ID, GAIN_SEAL_FREE_ID, BOARD_SIDE_ID)


def island_track(island: Island) -> IslandTrack:
    for track in ISLAND_TRACKS:
        if track.island is island:
            return track
    raise KeyError(island)


SPECIMEN_SPACES_ID = register(
    "specimen-spaces",
    """The rulebook fills 10, 13 or 16 flagged spaces with Specimen tokens for
    1-2, 3 or 4 players (some spaces are marked for more players); the fan
    data has 10 Specimen spaces (O2; A2, A5, A9, A12; B2, B6, B11; C1, C5) and
    no player-count marks. The rulebook's counts are kept; the 10 known spaces
    are taken as those used in every game, and the places of the 3 more
    spaces of a three-player game and the 3 more of a four-player game are
    unknown.""",
    Provenance.RULES_TEXT,
    "darwins_journey.setup.specimen-tokens",
)
# How many flagged spaces take a Specimen token: 16 tokens less those left over.
SPECIMEN_SPACES_USED = Sourced(
    ByPlayers(solo=10, two=10, three=13, four=16),
    rulebook("Setup: Main Board, step 16", SPECIMEN_SPACES_ID))


@dataclass(frozen=True, slots=True)
class Campsite:
    """The Tent locations beside a track space with the Establish Campsite icon.

    ``tent_costs``: the Coin penalty of each Tent location, in the fan data's
    order (cheapest first). ``actions``: what a Tent placed here does.
    """

    space: str
    tent_costs: tuple[int, ...]
    actions: tuple[Icon, ...]

    @property
    def id(self) -> str:
        return f"campsite-{self.space}"


CAMPSITES = (
    Campsite("O6", (0, 1), (OBJECTIVE, coins(3))),
    Campsite("O12", (1, 3), (points(1), stamps(3))),
    Campsite("O19", (3, 5), (explore(2), points(5))),
    Campsite("A4", (0, 1), (stamps(2),)),
    Campsite("A7", (0, 1), (navigate(2),)),
    Campsite("A14", (1, 2), (academy(free=True),)),
    Campsite("B4", (1, 3), (evolve(3),)),
    Campsite("B9", (2, 4), (knowledge(), points(4))),
    Campsite("C3", (2, 4), (points(8),)),
)
CAMPSITES_SOURCE = fan_data("campsites.json", GAIN_SEAL_FREE_ID, BOARD_SIDE_ID)


# The Theory of Evolution track. The marker starts on the large book before
# the first space; a space's ``books`` is how many Book Multiplier icons a
# marker there has reached or passed, which final scoring multiplies by the
# Museum modifier.
@dataclass(frozen=True, slots=True)
class EvolutionSpace:
    step: int  # steps from the start; Objectives ask for a step, not a book count
    books: int


EVOLUTION_START_ID = register(
    "evolution-track-start",
    """The Theory of Evolution track is the start (step 0, the large book,
    worth no books) and the fan data's 36 spaces; a marker that would go past
    step 36 stays there. The fan data lists only steps 1 to 36 and says
    nothing of the start or the end.""",
    Provenance.ASSUMED,
    "darwins_journey.setup.evolution-markers",
    "darwins_journey.objective-requirement.evolution",
    "darwins_journey.scoring.evolution-books",
    "darwins_journey.scoring.tie-breakers",
    "darwins_journey.action.evolution-advance",
)
_BOOKS = (0, 1, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11,
          12, 12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 15)
EVOLUTION_TRACK = tuple(EvolutionSpace(step, books) for step, books in enumerate(_BOOKS))
EVOLUTION_TRACK_SOURCE = fan_data("theory_of_evolution_track.json", EVOLUTION_START_ID)

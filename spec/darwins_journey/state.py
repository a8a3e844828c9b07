"""The state of a Darwin's Journey game: the main board and every player's board.

Everything is a frozen value; a rule is a function from one state to the next
(``play``). Board places are numbered once, here, so that the state can hold
plain tuples: ``LOCATIONS`` (worker placement locations), ``CAMPSITES``
(Tent locations), the three Envelopes, the Academy's 12 seal spots (Scroll by
Scroll, top to bottom, left to right), the ten Objective spaces of a personal
board (silver 1-5, then golden 1-5).

A turn in progress is a stack of ``Frame`` values: the icons a player may
still perform, innermost first. Placing a worker opens a frame with the
location's icons; an icon that triggers others (a track space stopped on, a
Tent placed, a Stamp stack emptied, an Objective achieved) opens a frame
above it, which is resolved or declined before the player goes back to the
icons below, since a triggered action is performed at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from spec.core.rng import Rng
from spec.core.values import quick_init

from .board import LOCATIONS, Location
from .icons import Icon, SealColour
from .layer import BASE, Layer
from .personal_board import OBJECTIVE_SPOTS
from .tracks import CAMPSITES, Campsite, Island

PURPLE = "purple"  # a Special Wax Seal on a worker row; acts as any colour
NEUTRAL = -1  # the owner of a neutral Lens token
ROUNDS = 5
ISLANDS = (Island.A, Island.B, Island.C)
LOCATION_INDEX = {loc.id: i for i, loc in enumerate(LOCATIONS)}
CAMPSITE_INDEX = {site.id: i for i, site in enumerate(CAMPSITES)}


def location_at(i: int) -> Location:
    return LOCATIONS[i]


def campsite_at(i: int) -> Campsite:
    return CAMPSITES[i]


class Phase(StrEnum):
    ACTION = "action"
    REWARD = "reward"  # majority rewards and the achievement window
    OVER = "over"  # final scoring done


@quick_init
@dataclass(frozen=True, slots=True)
class Pending:
    """One icon a player may still perform.

    ``origin`` says where it came from, for the trace. ``row`` is the worker
    placed this turn (for Academy discounts and the like), ``extra_stop`` and
    ``split`` are golden distinction bonuses, ``discount`` a silver or golden
    Coin discount added to the icon's own, ``second`` marks the Museum's
    second Specimen, which costs Coins.
    """

    icon: Icon
    origin: str
    extra_stop: bool = False
    split: bool = False
    discount: int = 0
    second: bool = False
    space: str = ""  # the track space an icon was activated on


Frame = tuple[Pending, ...]


@dataclass(frozen=True, slots=True)
class Player:
    """One player's board and pieces.

    ``rows``: the Wax Seals on each worker row, left to right, as colour
    names or ``PURPLE`` (row 0's printed purple seal is not a token and is not
    listed; ``seal_requirement`` adds it). ``home``: rows whose worker is on
    the personal board. ``spots``: the ten Objective spaces, each empty (""),
    or holding an Objective id; ``achieved`` the spaces whose tile is face
    down. ``explorers``: each island's Explorer space ("" where none).
    """

    seat: int
    coins: int
    points: int
    evolution: int
    knowledge: int
    rows: tuple[tuple[str, ...], ...]
    home: frozenset[int]
    fifth_worker: bool
    crew: tuple[int, ...]  # Crew cards not yet achieved
    crew_done: tuple[tuple[int, int], ...]  # (card, worker row)
    reserve: tuple[str, ...]  # face-up Objectives beside the board
    spots: tuple[str, ...]
    achieved: frozenset[int]
    research: frozenset[str]  # Specimen ids with a Research token
    tents: int  # Tents still on the personal board
    stamps: tuple[int, int, int]
    lenses: int  # personal Lens tokens still unplaced
    explorers: tuple[str, str, str]
    ship: str
    academy_discount: bool = False
    penalty_reduction: int = 0
    lagging_cap: bool = False
    book_bonus: int = 0

    def placed_tents(self) -> int:
        return 5 - self.tents


@dataclass(frozen=True, slots=True)
class Reward:
    """A majority reward waiting in the Reward Phase: whose, and what."""

    seat: int
    icons: tuple[Icon, ...]
    origin: str


@dataclass(frozen=True, slots=True)
class AlfredState:
    """Alfred's own board in a solo game (his pieces on the main board, his
    Coins, seals, Tents and Stamps are his ``Player`` at ``seat``).

    ``bonus``: the bonus worker's space, 0 the left-most. ``deck``: the Action
    cards face down, top first; ``drawn``: those face up, in the order drawn.
    ``hammocks``: the worker rows resting on his board.
    """

    level: str
    seat: int
    bonus: int
    deck: tuple[int, ...]
    drawn: tuple[int, ...]
    hammocks: tuple[int, ...]
    beagle_value: int
    cards: tuple[str, ...] = ()  # the Bonus Track cards above spaces 5 and 10
    free_seal_spots: bool = False


@dataclass(frozen=True)
class Game:
    """The whole table.

    Not slotted: a game state has over thirty fields and whole games copy it
    for every decision, and copying a ``__dict__`` costs a fraction of setting
    thirty slots (``spec.core.values.evolve``).
    """

    players: tuple[Player, ...]
    round: int
    phase: Phase
    turn_order: tuple[int, ...]  # seats, left to right
    active: int  # the seat deciding now
    frames: tuple[Frame, ...]  # the turn in progress, innermost last
    placed: bool  # the active player has placed this turn's worker
    turn_coins: int  # the active player's Coins when the worker was placed
    seal_pile: tuple[str, ...]  # face down; drawn from the front
    seals_out: tuple[str, ...]  # seals removed from the game (setup and Cleanup)
    scrolls: tuple[str, ...]  # the 12 Academy spots ("" when empty)
    purple: int  # Special Wax Seals in the supply
    knowledge_supply: int
    research_supply: int
    silver_stack: tuple[str, ...]
    golden_stack: tuple[str, ...]
    silver_display: tuple[str, ...]  # "" where a tile was taken
    golden_display: tuple[str, ...]
    objectives_out: tuple[str, ...]  # Objectives cleared from the display
    museum: frozenset[str]  # Museum tiles on the display
    row_coins: tuple[bool, bool, bool, bool]
    specimens: tuple[tuple[str, str], ...]  # (track space, Specimen id) tokens on the map
    special_tiles: tuple[int, ...]  # per Special Action location, top-left first
    lens: tuple[int | None, ...]  # per location: the Lens token's owner, NEUTRAL, or None
    workers: tuple[tuple[tuple[int, int], ...], ...]  # per location: (seat, row) in order
    correspondence: tuple[int, int, int]  # the tiles beside the Envelopes, top first
    envelopes: tuple[tuple[int, ...], ...]  # per Envelope, Stamps per seat
    used_stamps: tuple[int, ...]  # per seat, in the used Stamps tray
    tents: tuple[tuple[int | None, ...], ...]  # per Campsite, the seat on each Tent location
    beagle: int  # which Beagle space (0-4) the HMS Beagle is on
    beagle_goals: tuple[int, ...]  # the five tiles, left to right
    ribbons: frozenset[str]  # island spaces whose golden ribbon is claimed
    ends: frozenset[str]  # tracks ("ocean", "A", "B", "C") whose end bonus is claimed
    rewards: tuple[Reward, ...]  # majority rewards still to perform
    envelope: int  # the next Envelope whose majorities are resolved (3: all done)
    awarded: tuple[int, ...]  # seats rewarded for the Envelope just resolved
    performed: frozenset[int]  # of those, the seats that performed a reward action
    # Seats still to get a window to achieve: the Reward Phase's, or, under
    # reading any-turn of ruling darwins_journey.achieve-off-turn, one between
    # two Action Phase turns.
    window: tuple[int, ...]
    turn_order_coins: int
    rng: Rng
    # The Envelope's Stamps per seat when its majorities were resolved: what
    # the halving may count (ruling darwins_journey.reward-stamps-halved).
    scored: tuple[int, ...] = ()
    # Halvings put off until all three Envelopes are rewarded (ruling
    # darwins_journey.halve-stamps-when, after-all): per Envelope, top down,
    # (Envelope, the seats that halve, its Stamps per seat when scored).
    deferred: tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...] = ()
    # This turn's worker brought the golden Extra Stop bonus (for ruling
    # darwins_journey.extra-stop-scope: does it reach the turn's later moves?).
    stop_turn: bool = False
    # During an Action Phase achievement window (ruling achieve-off-turn): the
    # seat whose turn comes once the window is over; -1 outside one.
    resume: int = -1
    alfred: AlfredState | None = None  # the solo opponent, in a solo game
    layer: Layer = BASE  # what a solo bot changes in the base rules (layer.py)

    def seat_name(self, seat: int) -> str:
        """What a trace calls a seat: "player 1", or the bot's name (the layer's say)."""
        return self.layer.seat_name(self, seat)

    def worker_name(self, seat: int, row: int) -> str:
        """What a trace calls one worker of a seat, by its row."""
        return self.layer.worker_name(self, seat, row)

    @property
    def count(self) -> int:
        return len(self.players)

    def player(self, seat: int) -> Player:
        return self.players[seat]

    @property
    def me(self) -> Player:
        return self.players[self.active]


def with_player(game: Game, player: Player) -> tuple[Player, ...]:
    """The players with one replaced."""
    players = list(game.players)
    players[player.seat] = player
    return tuple(players)


def seal_colours() -> tuple[str, ...]:
    return tuple(c.value for c in SealColour)


SPOTS = OBJECTIVE_SPOTS  # index i of Player.spots is OBJECTIVE_SPOTS[i]

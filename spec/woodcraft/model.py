"""The base-game pieces the solo text leans on, as small explicit models.

No seed describes the action wheel, the displays or the reputation track, so
each is modelled here as plainly as possible; every choice the model makes is
an assumption listed in ``data``. The solo rules only ask this module a few
questions: can this tile move, where does it go, which tile is farthest
behind, refill this row, move this counter.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from spec.core.deck import Deck
from spec.core.rng import Rng
from spec.core.values import quick_init

QUADRANTS = 4


@quick_init
@dataclass(frozen=True, slots=True)
class Placed:
    """An action tile on the wheel, and the move count at which it last moved
    (0: not moved since setup)."""

    tile: str
    moved_at: int


@quick_init
@dataclass(frozen=True, slots=True)
class Wheel:
    """Four quadrants, each listing its tiles in the order of its spaces.

    A tile moves clockwise to the first free space of the next quadrant; it
    cannot move while that quadrant already holds ``capacity`` tiles. The
    start quadrant holds all seven tiles at setup, more than ``capacity``.
    """

    quadrants: tuple[tuple[Placed, ...], ...]
    capacity: int

    def where(self, tile: str) -> tuple[int, int]:
        """(quadrant, space) of a tile, both counted from 0."""
        for q, quadrant in enumerate(self.quadrants):
            for s, placed in enumerate(quadrant):
                if placed.tile == tile:
                    return q, s
        raise KeyError(f"tile {tile!r} is not on the wheel")

    def placed(self, tile: str) -> Placed:
        q, s = self.where(tile)
        return self.quadrants[q][s]

    def why_blocked(self, tile: str) -> str:
        """Why ``tile`` cannot move now, or "" when it can."""
        q, _ = self.where(tile)
        target = (q + 1) % QUADRANTS
        held = len(self.quadrants[target])
        if held >= self.capacity:
            return f"quadrant {target + 1} is full: {held} of {self.capacity} spaces"
        return ""

    def moved(self, tile: str, clock: int) -> Wheel:
        """The wheel after ``tile`` moves to the next quadrant at move ``clock``."""
        return self.move(tile, clock)[0]

    def move(self, tile: str, clock: int) -> tuple[Wheel, Placed, int, int]:
        """``moved``, with what the move did: the wheel after it, the tile as it
        stood before (its last move), and the quadrants it left and entered
        (counted from 0)."""
        q, s = self.where(tile)
        target = (q + 1) % QUADRANTS
        quadrants = list(self.quadrants)
        was = quadrants[q][s]
        quadrants[q] = quadrants[q][:s] + quadrants[q][s + 1 :]
        quadrants[target] += (Placed(tile, clock),)
        return Wheel(tuple(quadrants), self.capacity), was, q, target

    def movable(self) -> tuple[str, ...]:
        """Every tile that can move now, in wheel order.

        The rule of ``why_blocked``, applied a quadrant at a time: the
        stand-in player asks this every turn, and whole games should be fast.
        """
        out: list[str] = []
        for q, quadrant in enumerate(self.quadrants):
            if len(self.quadrants[(q + 1) % QUADRANTS]) < self.capacity:
                out.extend(p.tile for p in quadrant)
        return tuple(out)

    def tiles(self) -> tuple[str, ...]:
        """Every tile, in wheel order: quadrant by quadrant, space by space."""
        return tuple(p.tile for quadrant in self.quadrants for p in quadrant)


@quick_init
@dataclass(frozen=True, slots=True)
class Display:
    """A row of face-up cards (orders or helpers) with the pile that refills it.

    An empty place in the row is "". Refilling fills the empty places from
    left to right with the top cards of the pile.
    """

    row: tuple[str, ...]
    pile: tuple[str, ...]
    removed: tuple[str, ...] = ()

    def without(self, places: tuple[int, ...]) -> Display:
        """Remove the cards at these places (counted from 1); empty places stay empty."""
        row = list(self.row)
        removed = list(self.removed)
        for place in places:
            if 1 <= place <= len(row) and row[place - 1]:
                removed.append(row[place - 1])
                row[place - 1] = ""
        return Display(tuple(row), self.pile, tuple(removed))

    def refilled(self) -> Display:
        row = list(self.row)
        pile = list(self.pile)
        for i, card in enumerate(row):
            if not card and pile:
                row[i] = pile.pop(0)
        return Display(tuple(row), tuple(pile), self.removed)


@quick_init
@dataclass(frozen=True, slots=True)
class Die:
    colour: str
    value: int


@dataclass(frozen=True, slots=True)
class ReputationTile:
    space: int
    reward: int  # points, the two-player reward


@quick_init
@dataclass(frozen=True, slots=True)
class Reputation:
    """The reputation track: your marker, the nonplayer counter, and its tiles."""

    last_space: int
    player: int
    nonplayer: int
    tiles: tuple[ReputationTile, ...]  # still on the track
    taken: tuple[ReputationTile, ...] = ()  # by you
    removed: tuple[ReputationTile, ...] = ()  # by the nonplayer counter
    # Spaces whose tiles you took during the current round (for the
    # same-round ruling).
    taken_this_round: tuple[int, ...] = ()

    def tile_at(self, space: int) -> ReputationTile | None:
        for t in self.tiles:
            if t.space == space:
                return t
        return None


class ContractState(StrEnum):
    OPEN = "open"
    CLAIMED = "claimed"
    REMOVED = "removed"


@quick_init
@dataclass(frozen=True, slots=True)
class Contract:
    id: str
    points: int
    state: ContractState = ContractState.OPEN


class Effect(StrEnum):
    NONE = "none"
    REMOVE_ORDERS = "remove-orders"
    REMOVE_HELPERS = "remove-helpers"
    REROLL_DICE = "reroll-dice"
    ONE_TILE_PLUS_ONE = "one-tile-plus-one"
    LAST_TILE_PLUS_TWO = "last-tile-plus-two"


@dataclass(frozen=True, slots=True)
class SoloCard:
    """A solo card face.

    ``tiles`` are the action tiles shown, in order (one for +1 cards, none
    for the last-tile card). ``marked`` are the order or helper places the
    card marks (from 1); ``dice`` the colours of the dice it marks.
    """

    id: str
    tiles: tuple[str, ...]
    effect: Effect = Effect.NONE
    marked: tuple[int, ...] = ()
    dice: tuple[str, ...] = ()


@dataclass(frozen=True)
class SoloState:
    """Everything a solo game's rules read or change.

    Frozen but not slotted, unlike the smaller records: whole games copy it
    some 80 times, and copying its ``__dict__`` in one call is about three
    times faster than setting its 11 slots one by one.
    """

    round: int
    wheel: Wheel
    deck: Deck[SoloCard]
    orders: Display
    helpers: Display
    lumber_yard: tuple[Die, ...]
    reputation: Reputation
    contracts: tuple[Contract, ...]
    clock: int  # moves made on the wheel so far
    rng: Rng
    score: int  # your points so far (from the stand-in player)

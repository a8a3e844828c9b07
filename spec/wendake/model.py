"""The pieces the Ghost reads and changes, as small explicit models.

No seed prints the map, the Ghost cards or the Mask cards; ``data`` gives the
default faces (marked assumed) and a situation file can replace them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from spec.core.deck import Deck
from spec.core.rng import Rng
from spec.core.values import quick_init


class Kind(StrEnum):
    WARRIOR = "warrior"
    WOMAN = "woman"
    HUNTER = "hunter"


KINDS = (Kind.WARRIOR, Kind.WOMAN, Kind.HUNTER)
# Each kind by its word ("woman"): a dict lookup, where calling the Enum
# class costs some ten times as much, and the stand-in asks every turn.
KIND_OF = {k.value: k for k in KINDS}
# On Python 3.11 reading a member off its Enum class, or a member's
# ``value``, costs several times a module global; the methods below run at
# every Ghost turn, so they name the members once, here.
_WARRIOR, _WOMAN, _HUNTER = KINDS


class Flag(StrEnum):
    ENGLISH = "english"  # red
    FRENCH = "french"  # yellow


class Owner(StrEnum):
    GHOST = "ghost"
    PLAYER = "player"


_GHOST = Owner.GHOST


class Action(StrEnum):
    PROGRESS_UP = "progress-up"
    TAKE_PROGRESS = "take-progress"
    SCORE = "score"
    WARRIOR = "warrior"
    WOMAN = "woman"
    HUNTER = "hunter"


class Difficulty(StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


@quick_init
@dataclass(frozen=True, slots=True)
class Piece:
    """What sits on a field or forest: a Native (woman or hunter) or an Outpost."""

    owner: Owner
    what: str  # "woman", "hunter" or "outpost"


@quick_init
@dataclass(frozen=True, slots=True)
class Territory:
    """A flagged territory: its fields and forests (None: free) and its Guards."""

    id: str
    flag: Flag
    steps: int  # from the Ghost's Home
    fields: tuple[Piece | None, ...]
    forests: tuple[Piece | None, ...]
    ghost_guards: int = 0
    player_guards: int = 0

    def spaces(self, kind: Kind) -> tuple[Piece | None, ...]:
        """Fields for Women, forests for Hunters."""
        return self.fields if kind is _WOMAN else self.forests

    def with_spaces(self, kind: Kind, spaces: Sequence[Piece | None]) -> Territory:
        """This territory with its fields (Women) or forests (Hunters) replaced."""
        if kind is _WOMAN:
            return Territory(self.id, self.flag, self.steps, tuple(spaces), self.forests,
                             self.ghost_guards, self.player_guards)
        return Territory(self.id, self.flag, self.steps, self.fields, tuple(spaces),
                         self.ghost_guards, self.player_guards)

    def count(self, owner: Owner, kind: Kind) -> int:
        if kind is _WARRIOR:
            return self.ghost_guards if owner is _GHOST else self.player_guards
        # A Kind is a StrEnum: it equals its own word, as ``what`` holds it.
        return sum(1 for p in self.spaces(kind) if p is not None and p.owner is owner
                   and p.what == kind)


def replaced(territories: tuple[Territory, ...], new: Territory) -> tuple[Territory, ...]:
    """The map with ``new`` in place of the territory of its id."""
    return tuple([new if t.id == new.id else t for t in territories])


@dataclass(frozen=True, slots=True)
class GhostCard:
    """One side of a Ghost card: its printed points, Objective and action rows."""

    id: str  # e.g. "G1a": card 1, side a
    points: int
    objective: str  # a letter A-H
    rows: tuple[Action, ...]  # one action per Mask row


@dataclass(frozen=True, slots=True)
class MaskCard:
    id: str
    row: int  # which row of the Ghost cards it marks (from 0)
    blanket: Flag


@quick_init
@dataclass(frozen=True, slots=True)
class MaskSlot:
    """The Mask card under a Ghost card, face up or face down."""

    card: MaskCard
    face_up: bool


@quick_init
@dataclass(frozen=True, slots=True)
class Natives:
    """How many Natives of each kind (warrior, woman, hunter) a place holds."""

    warrior: int
    woman: int
    hunter: int

    def of(self, kind: Kind) -> int:
        return self.warrior if kind is _WARRIOR else self.woman if kind is _WOMAN \
            else self.hunter

    def plus(self, kind: Kind, n: int) -> Natives:
        return Natives(self.warrior + n * (kind is _WARRIOR),
                       self.woman + n * (kind is _WOMAN),
                       self.hunter + n * (kind is _HUNTER))


@dataclass(frozen=True)
class GhostState:
    """Everything a Ghost game's rules read or change.

    Frozen but, unlike the other state classes, not slotted: with 23 fields,
    copying its ``__dict__`` in one call is about five times faster than
    setting 23 slots, and whole games copy it some 80 times.
    """

    year: int  # 1-7; 8 once the game is over
    difficulty: Difficulty
    cards: tuple[GhostCard, ...]  # the three in play, left to right
    masks: tuple[tuple[MaskSlot, ...], ...]  # the Masks under each Ghost card, last on top
    mask_deck: Deck[MaskCard]
    turn: int  # Ghost actions taken this year, 0-3
    progress_disk: int  # Level 1-3
    progress: tuple[tuple[str, ...], ...]  # Progress tiles per level, leftmost first
    advanced: tuple[str, ...]  # face-up Advanced Action tiles, left to right
    advanced_disk: int  # index of the tile above the Ghost's disk
    mask_space: tuple[int, int]  # (row, space) of the Ghost's Mask disk, from 1
    score_disks: tuple[int, int]
    ghost_home: Natives
    player_home: Natives
    player_long_house: Natives  # your injured Natives
    player_outposts: int  # Outposts you still have to place
    territories: tuple[Territory, ...]
    player_first: bool  # whether you go first this year
    rng: Rng
    player_score: int  # your points so far (from the stand-in player)
    objectives_done: tuple[str, ...]  # Objective letters you have completed
    tribe_card: bool

    @property
    def printed_total(self) -> int:
        return sum(c.points for c in self.cards)

    @property
    def ghost_score(self) -> int:
        return self.score_disks[0] + self.score_disks[1]

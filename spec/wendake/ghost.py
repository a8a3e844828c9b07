"""The Ghost's turn: which action the Mask row shows, and carrying it out.

The choice points are made by the core mechanism, so the trace is written by
what chose: which territory, where a Native lands and which level a Progress
tile comes from are ``Procedure`` values (the code follows them and the docs
draw them); the near territory, the leftmost tile, the score disk, the
piece attacked and the space a Native lands on or leaves are ``Ranking``
values.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from spec.core.clauses import implements
from spec.core.priority import Key, Ranking, TieBreak, first_feasible, ranking
from spec.core.procedure import Branch, follow, procedure
from spec.core.rng import Rng
from spec.core.rulings import DEFAULTS, Reading, Rulings
from spec.core.trace import Change, Step, Trace
from spec.core.values import evolve, quick_init

from . import clauses as c
from . import rulings as r
from .model import (KIND_OF, Action, Flag, GhostState, Kind, MaskSlot, Owner, Piece, Territory,
                    replaced)

T = TypeVar("T")

TERRITORY = procedure(
    "wendake.territory",
    "Near or far",
    c.WARRIOR.id,
    (Branch("near", "Does the Ghost have no more of this kind in the near territory than in "
            "the far one?", "the near territory", c.WARRIOR.id),),
    "the far territory",
)
PLURAL = {Kind.WARRIOR: "Warriors", Kind.WOMAN: "Women", Kind.HUNTER: "Hunters"}
PLACEMENT = procedure(
    "wendake.placement",
    "Where the Woman or Hunter lands",
    c.WOMAN.id,
    (
        Branch("free", "Is a field (forest) of the chosen territory free?",
               "it goes on the free space", c.WOMAN.id),
        Branch("attack", "Are all taken, one by a piece of yours?",
               "the Ghost attacks that piece", c.ATTACK.id),
        Branch("both-full", "Do all fields (forests) of both flagged territories hold Ghost "
               "Natives?", "nothing happens", c.WOMAN.id),
    ),
    "the text is silent (ruling wendake.chosen-territory-full)",
)
PROGRESS_SOURCE = procedure(
    "wendake.progress-source",
    "Which Progress tile",
    c.TAKE_PROGRESS.id,
    (
        Branch("own-level", "Is there a tile on the level of the Ghost's disk?",
               "take its leftmost tile", c.TAKE_PROGRESS.id),
        Branch("next-lower", "Is there a tile on the next lower level?",
               "take that level's leftmost tile", c.TAKE_PROGRESS.id),
    ),
    "the text is silent (ruling wendake.progress-empty-levels)",
)


_KIND_CLAUSE = {Kind.WARRIOR: c.WARRIOR.id, Kind.WOMAN: c.WOMAN.id, Kind.HUNTER: c.HUNTER.id}

NEAR_TERRITORY: Ranking[None, Territory] = ranking(
    "wendake.near-territory", "The near territory of the flag", c.NEAR_FAR.id,
    "Which territory of the flag is the near one?",
    (Key("steps from the Ghost's Home", c.NEAR_FAR.id, lambda _, t: t.steps),),
    label=lambda t: t.id,
    settled="each flag has one near and one far territory, counted in steps from the Ghost's "
            "Home (wendake.solo.natives.near-far), so their steps differ; the map "
            "(assumption wendake.map.territories) puts them 1 and 2 steps away",
)

# A Progress tile with its place in its level's row, counted from the left from 1.
RowTile = tuple[int, str]

LEFTMOST_PROGRESS: Ranking[None, RowTile] = ranking(
    "wendake.leftmost-progress", "The leftmost Progress tile of a level", c.TAKE_PROGRESS.id,
    "Which Progress tile does the Ghost remove?",
    (Key("place from the left", c.TAKE_PROGRESS.id, lambda _, t: t[0]),),
    label=lambda t: t[1],
    settled="each tile of a level has its own place in the row, so exactly one is leftmost "
            "(wendake.solo.action.take-progress)",
)


SCORE_DISK: Ranking[tuple[int, int], int] = ranking(
    "wendake.score-disk", "The score disk the Ghost advances", c.SCORE_ACTION.id,
    "Which score disk does the Ghost advance?",
    (Key("points", c.SCORE_ACTION.id, lambda disks, i: disks[i]),
     Key("disk", c.SCORE_ACTION.id, lambda _, i: i + 1)),
    label=lambda i: f"score disk {i + 1}",
    settled="the text lets either disk advance, as only their sum counts; assumption "
            "wendake.score-disks.split advances the lower disk and, on a tie, the first, "
            "and the disk numbers always differ",
)


@dataclass(frozen=True, slots=True)
class Target:
    """A piece of yours the Ghost could attack: its space (from 0) and what it is."""

    space: int
    what: str  # "woman", "hunter" or "outpost"
    word: str  # "field" or "forest"

    @property
    def label(self) -> str:
        return f"your {self.what} on {self.word} {self.space + 1}"


def _first_space(_: None, tied: Sequence[Target]) -> Target:
    return min(tied, key=lambda t: t.space)


def _native_first(_: None, tied: Sequence[Target]) -> Target:
    return min(tied, key=lambda t: (t.what == "outpost", t.space))


def _outpost_first(_: None, tied: Sequence[Target]) -> Target:
    return min(tied, key=lambda t: (t.what != "outpost", t.space))


# The text gives no criterion at all: every piece of yours is level, and the
# tie Ruling picks (its readings are the tie-breaks).
ATTACK_PIECE: Ranking[None, Target] = ranking(
    "wendake.attack-piece", "Which of your pieces the Ghost attacks", c.ATTACK.id,
    "Which of your pieces does the Ghost attack?",
    (),
    label=lambda t: t.label,
    tie=r.ATTACK_TARGET,
    tie_breaks={r.AttackTarget.FIRST_SPACE: _first_space,
                r.AttackTarget.PREFER_NATIVE: _native_first,
                r.AttackTarget.PREFER_OUTPOST: _outpost_first},
)


@quick_init
@dataclass(frozen=True, slots=True)
class Space:
    """A field or forest of a territory (from 0), and what it holds."""

    index: int
    word: str  # "field" or "forest"
    holds: str  # as a trace shows it: "free", "Ghost woman"

    @property
    def label(self) -> str:
        return f"{self.word} {self.index + 1}" + ("" if self.holds == "free" else
                                                   f" ({self.holds})")


@dataclass(frozen=True, slots=True)
class _Draw:
    rng: list[Rng]  # the random tie-break draws from it and leaves the next state here


def _first(_: _Draw, tied: Sequence[Space]) -> Space:
    return min(tied, key=lambda x: x.index)


def _last(_: _Draw, tied: Sequence[Space]) -> Space:
    return max(tied, key=lambda x: x.index)


def _drawn(ctx: _Draw, tied: Sequence[T]) -> T:
    # The random reading of a tie: one candidate drawn from the state's generator.
    i, ctx.rng[0] = ctx.rng[0].below(len(tied))
    return tied[i]


_SPACE_BREAKS: dict[Reading, TieBreak[_Draw, Space]] = {
    r.SpaceInTerritory.FIRST: _first, r.SpaceInTerritory.LAST: _last,
    r.SpaceInTerritory.RANDOM: _drawn}

# The text names the territory and never the space: every candidate is level,
# and the tie Ruling picks (its readings are the tie-breaks).
LANDING_SPACE: Ranking[_Draw, Space] = ranking(
    "wendake.landing-space", "The free space a Woman or Hunter takes", c.WOMAN.id,
    "Which free space does the Ghost's Native take?", (), label=lambda x: x.label,
    tie=r.SPACE_IN_TERRITORY, tie_breaks=_SPACE_BREAKS)
LIFTED_SPACE: Ranking[_Draw, Space] = ranking(
    "wendake.lifted-space", "The space a Native is taken from", c.NATIVE_ACTION.id,
    "Which of its Natives does the Ghost take off the territory?", (),
    label=lambda x: x.label, tie=r.SPACE_IN_TERRITORY, tie_breaks=_SPACE_BREAKS)


def _leftmost_tile(_: _Draw, tied: Sequence[RowTile]) -> RowTile:
    return min(tied)


# Of the next lower level the text says only "a tile": every tile is level,
# and the tie Ruling picks (its readings are the tie-breaks).
LOWER_LEVEL_TILE: Ranking[_Draw, RowTile] = ranking(
    "wendake.lower-level-tile", "The Progress tile taken from the next lower level",
    c.TAKE_PROGRESS.id, "Which tile of the next lower level does the Ghost remove?", (),
    label=lambda t: t[1], tie=r.LOWER_TILE,
    tie_breaks={r.LowerTile.LEFTMOST: _leftmost_tile, r.LowerTile.RANDOM: _drawn})


def pick_space(state: GhostState, ranking_: Ranking[_Draw, Space], spaces: Sequence[Space],
               rulings: Rulings, trace: Trace, clause: str) -> tuple[int, GhostState, str]:
    """The space ``ranking_`` picks among ``spaces``, the state with the
    generator the pick left (a random reading draws from it), and the space's
    name when there was a choice ("" when it was the only one)."""
    if len(spaces) == 1:
        return spaces[0].index, state, ""
    ctx = _Draw([state.rng])
    chosen = ranking_.choose(ctx, spaces, rulings, trace, clause=clause)
    after = state if ctx.rng[0] is state.rng else evolve(state, rng=ctx.rng[0])
    return chosen.index, after, f"{chosen.word} {chosen.index + 1}"


@quick_init
@dataclass(frozen=True, slots=True)
class GhostTurn:
    """What one Ghost turn did: the decision ``automa decide`` reports."""

    card: str  # the Ghost card side the action came from
    action: Action
    # One line, e.g. "woman placed in english-far"; it names the field or
    # forest when the Ghost had several to choose from ("... on field 3").
    outcome: str
    territory: str  # where a Native went, "" if none
    attacked: str  # what of yours was attacked, "" if nothing
    progress_tile: str  # the Progress tile taken, "" if none


def this_years_mask(state: GhostState) -> tuple[int, MaskSlot]:
    """(index of the Ghost card, its face-up Mask) for the current year."""
    for i, stack in enumerate(state.masks):
        if stack and stack[-1].face_up:
            return i, stack[-1]
    raise ValueError("no face-up Mask card under the Ghost cards: start the year first")


@implements(c.MASK_ROW, c.GHOST_TURN)
def current_action(state: GhostState, trace: Trace) -> tuple[int, Action]:
    """The card and action of the Ghost's next turn: the Mask's row, on the card
    the Mask lies under, then the cards to its right, wrapping round."""
    start, slot = this_years_mask(state)
    row = slot.card.row
    n = len(state.cards)
    # The cards in the order the year's actions take them; the Ghost has
    # placed a marker on the first ``state.turn`` of them already.
    order = [(start + k) % n for k in range(n)]
    taken = order[:state.turn]
    index = first_feasible(
        order, lambda i: "its action was taken earlier this year" if i in taken else "",
        clause=c.MASK_ROW.id,
        question=lambda: f"Ghost turn {state.turn + 1} of the year: Mask {slot.card.id} lies "
                         f"under card {start + 1} and marks row {row + 1}; which card's action "
                         "is next?",
        label=lambda i: f"card {i + 1} ({state.cards[i].id}): {state.cards[i].rows[row].value}",
        trace=trace, otherwise="none: the Ghost has taken its three actions this year")
    if index is None:
        raise ValueError("the Ghost has taken all its actions this year: Restore first")
    return index, state.cards[index].rows[row]


@implements(c.PROGRESS_UP)
def progress_up(state: GhostState, trace: Trace) -> tuple[GhostState, str]:
    level = min(state.progress_disk + 1, 3)
    if trace.on:
        if level != state.progress_disk:
            trace.change(c.PROGRESS_UP.id, "The Ghost's Progress disk moves up one level",
                         Change("the Ghost's Progress disk", "level", state.progress_disk, level))
        else:
            trace.note(c.PROGRESS_UP.id, f"The Ghost's Progress disk is at Level {level} and "
                                         f"stays there.")
    return evolve(state, progress_disk=level), f"Progress disk at Level {level}"


@implements(c.TAKE_PROGRESS)
def take_progress(state: GhostState, rulings: Rulings, trace: Trace) -> tuple[GhostState, str]:
    level = state.progress_disk
    levels = state.progress
    lower = level - 1

    def why_not(b: Branch) -> str:
        at = level if b.id == "own-level" else lower
        if at < 1:
            return "there is no lower level"
        return "" if levels[at - 1] else f"Level {at} has no tile"

    branch = follow(PROGRESS_SOURCE, why_not, trace,
                    lambda: f"The Ghost's disk is on Level {level}; where does its tile come "
                            "from?")
    source = 0
    if branch is not None:
        source = level if branch.id == "own-level" else lower
    else:
        choice = rulings(r.PROGRESS_EMPTY)
        order = {
            r.ProgressEmpty.LOWER_LEVELS: list(range(lower - 1, 0, -1)),
            r.ProgressEmpty.NEXT_LOWER_ONLY: [],
            r.ProgressEmpty.ANY_LEVEL: [*range(lower - 1, 0, -1), *range(level + 1, 4)],
        }[choice]
        if trace.on:
            looks = (f"it looks at Level {', then Level '.join(map(str, order))}" if order
                     else "it looks at no other level")
            trace.add(Step(c.TAKE_PROGRESS.id, f"The text is silent; under this reading {looks}.",
                           ruling=r.PROGRESS_EMPTY.cite(choice)))
        if order:
            found = first_feasible(order, lambda lv: "" if levels[lv - 1] else
                                   f"Level {lv} has no tile", clause=c.TAKE_PROGRESS.id,
                                   question="Which level does the tile come from?",
                                   label=lambda lv: f"Level {lv}", trace=trace,
                                   otherwise="none: no tile is taken")
            source = found or 0
    tile = ""
    changes: list[Change] = []
    if source:
        row = levels[source - 1]
        tiles = tuple(enumerate(row, 1))
        if source == level:
            place, tile = LEFTMOST_PROGRESS.choose(None, tiles, rulings, trace)
        else:
            ctx = _Draw([state.rng])
            place, tile = LOWER_LEVEL_TILE.choose(ctx, tiles, rulings, trace)
            state = state if ctx.rng[0] is state.rng else evolve(state, rng=ctx.rng[0])
        levels = tuple(lv[:place - 1] + lv[place:] if i == source - 1 else lv
                       for i, lv in enumerate(levels))
        if trace.on:
            changes.append(Change(f"Progress Level {source}", "tiles", row, levels[source - 1]))
    if trace.on:
        took = f"The Ghost removes {tile}" if tile else "The Ghost takes no tile"
        if level != 1:
            changes.append(Change("the Ghost's Progress disk", "level", level, 1))
            disk = "its Progress disk returns to Level 1"
        else:
            disk = "its Progress disk is on Level 1 already"
        trace.change(c.TAKE_PROGRESS.id, f"{took}; {disk}", *changes)
    return evolve(state, progress=levels, progress_disk=1), tile


@implements(c.SCORE_ACTION)
def score(state: GhostState, trace: Trace) -> GhostState:
    disks = state.score_disks
    i = SCORE_DISK.choose(disks, (0, 1), DEFAULTS, trace)
    after = (disks[0] + 1, disks[1]) if i == 0 else (disks[0], disks[1] + 1)
    if trace.on:
        trace.change(c.SCORE_ACTION.id, f"The Ghost advances score disk {i + 1} by 1",
                     Change(f"score disk {i + 1}", "points", disks[i], after[i]),
                     Change("the Ghost", "score", sum(disks), sum(after)))
    return evolve(state, score_disks=after)


def piece_text(piece: Piece | None) -> str:
    """A field or forest as a trace shows it: "free", "your woman", "Ghost hunter"."""
    if piece is None:
        return "free"
    return f"{'your' if piece.owner is Owner.PLAYER else 'Ghost'} {piece.what}"


def _word(kind: Kind) -> str:
    return "field" if kind is Kind.WOMAN else "forest"


_OVALS = (Flag.ENGLISH, Flag.FRENCH)
_OVAL_COLOUR = {Flag.ENGLISH: "red", Flag.FRENCH: "yellow"}


@implements(c.BLANKET, c.NEAR_FAR)
def flagged(state: GhostState, trace: Trace) -> tuple[Territory, Territory]:
    """(near, far) territories of this year's blanket flag."""
    _, slot = this_years_mask(state)
    blanket = slot.card.blanket
    flag = first_feasible(
        _OVALS, lambda f: "" if f is blanket else f"the blanket lies on the {blanket.value} oval",
        clause=c.BLANKET.id,
        question=lambda: f"Which oval does the blanket on Mask {slot.card.id} lie on?",
        label=lambda f: f"{_OVAL_COLOUR[f]} ({f.value})", trace=trace)
    assert flag is not None  # a blanket lies on one of the two ovals
    pair = tuple([t for t in state.territories if t.flag is flag])
    a, b = pair  # each flag has one near and one far territory
    if trace.on:
        near = NEAR_TERRITORY.choose(None, pair, DEFAULTS, trace)
    else:
        # Untraced, the Ranking's answer for the same candidates and key
        # values is looked up rather than worked out again: whole games ask
        # it a dozen times with the same map.
        key = (a.id, a.steps, b.id, b.steps)
        near_id = _NEAR.get(key)
        if near_id is None:
            near_id = _NEAR[key] = NEAR_TERRITORY.choose(None, pair, DEFAULTS, trace).id
        near = a if a.id == near_id else b
    return near, (b if near is a else a)


# The near territory's id, by (id, steps) of the two territories of a flag.
_NEAR: dict[tuple[str, int, str, int], str] = {}


@implements(c.WARRIOR, c.WOMAN, c.HUNTER)
def choose_territory(near: Territory, far: Territory, kind: Kind, trace: Trace) -> Territory:
    n, f = near.count(Owner.GHOST, kind), far.count(Owner.GHOST, kind)
    branch = follow(TERRITORY, lambda b: "" if n <= f else f"{n} near against {f} far",
                    trace, lambda: f"Ghost {PLURAL[kind]}: {n} near, {f} far; which territory?",
                    _KIND_CLAUSE[kind])
    return near if branch is not None else far


def _attack_target(t: Territory, kind: Kind, rulings: Rulings, trace: Trace) -> int:
    spaces = t.spaces(kind)
    mine = [Target(i, p.what, _word(kind)) for i, p in enumerate(spaces)
            if p is not None and p.owner is Owner.PLAYER]
    if len(mine) == 1:
        return mine[0].space
    return ATTACK_PIECE.choose(None, mine, rulings, trace).space


@implements(c.ATTACK, c.NO_WARRIOR_NEEDED)
def attack(state: GhostState, t: Territory, kind: Kind, rulings: Rulings,
           trace: Trace) -> tuple[GhostState, str]:
    """The Ghost's Woman or Hunter attacks a piece of yours in ``t``."""
    if trace.on:
        guards = f"{t.ghost_guards} Ghost Guard{'' if t.ghost_guards == 1 else 's'}"
        trace.note(c.NO_WARRIOR_NEEDED.id, f"The Ghost {kind.value} attacks without the help "
                                           f"of a Warrior ({guards} in {t.id}; none is "
                                           f"needed).")
    index = _attack_target(t, kind, rulings, trace)
    target = t.spaces(kind)[index]
    assert target is not None
    where = f"{_word(kind)} {index + 1}"
    guarded = t.player_guards > 0
    if guarded and t.ghost_guards:
        # The text has your Guard step in "if it protects the territory": whether
        # the Ghost's own Guards there take that away is open.
        facing = rulings(r.GHOST_GUARDS)
        guarded = facing is r.GhostGuards.ANY_GUARD or t.player_guards > t.ghost_guards
        if trace.on:
            yours = f"{t.player_guards} Guard{'' if t.player_guards == 1 else 's'} of yours"
            theirs = f"{t.ghost_guards} Ghost Guard{'' if t.ghost_guards == 1 else 's'}"
            if facing is r.GhostGuards.ANY_GUARD:
                then = "any Guard of yours protects it, whatever the Ghost has there"
            elif guarded:
                then = "yours outnumber the Ghost's, so one is left over to protect it"
            else:
                then = "the Ghost's match yours, so none of yours protects it"
            trace.add(Step(c.ATTACK.id, f"{yours} and {theirs} stand in {t.id}; under this "
                                        f"reading {then}.",
                           ruling=r.GHOST_GUARDS.cite(facing)))
    if guarded and target.what == "outpost":
        # The text has the Guard keep "your Native": whether it keeps an Outpost is open.
        reading = rulings(r.GUARD_PROTECTS)
        guarded = reading is r.GuardProtects.ANY_PIECE
        if trace.on:
            then = ("the Guard protects it" if guarded
                    else "a Guard protects Natives only, so it does not step in")
            trace.add(Step(c.ATTACK.id, f"The attacked piece is your Outpost and a Guard of "
                                        f"yours stands in {t.id}; under this reading {then}.",
                           ruling=r.GUARD_PROTECTS.cite(reading)))
    if guarded:
        t2 = evolve(t, player_guards=t.player_guards - 1)
        long_house = state.player_long_house.plus(Kind.WARRIOR, 1)
        if trace.on:
            trace.change(c.ATTACK.id, f"Your Guard protects {t.id}: the Guard is injured and "
                                      f"your {target.what} stays; nothing is placed",
                         Change(t.id, "Guards of yours", t.player_guards, t2.player_guards),
                         Change("the player", "Warriors in the Long House",
                                state.player_long_house.warrior, long_house.warrior))
        return evolve(state, territories=replaced(state.territories, t2),
                      player_long_house=long_house), "guard"
    spaces = list(t.spaces(kind))
    if target.what == "outpost":
        spaces[index] = None
        home = state.ghost_home
        long_house = state.player_long_house
        outposts = state.player_outposts + 1
        if trace.on:
            trace.change(c.ATTACK.id, f"Your Outpost in {t.id} is injured; nothing is placed",
                         Change(t.id, where, piece_text(target), piece_text(None)),
                         Change("the player", "Outposts to place", state.player_outposts,
                                outposts))
    else:
        hurt = KIND_OF[target.what]
        spaces[index] = Piece(Owner.GHOST, kind.value)
        home = state.ghost_home.plus(kind, -1)
        long_house = state.player_long_house.plus(hurt, 1)
        outposts = state.player_outposts
        if trace.on:
            trace.change(c.ATTACK.id, f"Your {target.what} in {t.id} is injured and a Ghost "
                                      f"{kind.value} takes the space",
                         Change(t.id, where, piece_text(target), piece_text(spaces[index])),
                         Change("the player", f"{PLURAL[hurt]} in the Long House",
                                state.player_long_house.of(hurt), long_house.of(hurt)),
                         Change("the Ghost", f"{PLURAL[kind]} at Home",
                                state.ghost_home.of(kind), home.of(kind)))
    t2 = t.with_spaces(kind, spaces)
    return evolve(state, territories=replaced(state.territories, t2), ghost_home=home,
                  player_long_house=long_house, player_outposts=outposts), target.what


def _full_of_ghosts(t: Territory, kind: Kind) -> bool:
    return all(p is not None and p.owner is Owner.GHOST and p.what == kind
               for p in t.spaces(kind))


@implements(c.WOMAN, c.HUNTER)
def land(state: GhostState, chosen: Territory, other: Territory, kind: Kind,
         rulings: Rulings, trace: Trace,
         second_try: bool = False) -> tuple[GhostState, str, str, str]:
    """Steps 1-3 for a Woman or Hunter. Returns (state, territory, what was
    attacked, the free space taken when there were several to choose from)."""
    spaces = chosen.spaces(kind)
    word = _word(kind)

    def why_not(b: Branch) -> str:
        if b.id == "free":
            return "" if None in spaces else f"every {word} of {chosen.id} is taken"
        if b.id == "attack":
            mine = [p for p in spaces if p is not None and p.owner is Owner.PLAYER]
            if not mine:
                return f"none of {chosen.id}'s {word}s holds a piece of yours"
            if any(p.what != "outpost" for p in mine):
                return ""
            # Only Outposts of yours: "one holds your Native" is open here.
            reading = rulings(r.OUTPOST_ONLY)
            if trace.on:
                then = ("the Ghost attacks them" if reading is r.OutpostOnly.ATTACKED
                        else "the attack step needs a Native of yours, so it does not apply")
                trace.add(Step(c.ATTACK.id, f"The only pieces of yours in {chosen.id} are "
                                            f"Outposts; under this reading {then}.",
                               ruling=r.OUTPOST_ONLY.cite(reading)))
            if reading is r.OutpostOnly.ATTACKED:
                return ""
            return f"none of {chosen.id}'s {word}s holds a Native of yours, only Outposts"
        both = _full_of_ghosts(chosen, kind) and _full_of_ghosts(other, kind)
        return "" if both else f"{other.id} is not full of Ghost {PLURAL[kind]}"

    branch = follow(PLACEMENT, why_not, trace, lambda: f"Where does the Ghost {kind.value} "
                                                       f"land in {chosen.id}?",
                    _KIND_CLAUSE[kind])
    if branch is not None and branch.id == "free":
        free = [Space(i, word, "free") for i, p in enumerate(spaces) if p is None]
        index, state, picked = pick_space(state, LANDING_SPACE, free, rulings, trace,
                                          _KIND_CLAUSE[kind])
        new = list(spaces)
        new[index] = Piece(Owner.GHOST, kind.value)
        home = state.ghost_home.plus(kind, -1)
        if trace.on:
            trace.change(_KIND_CLAUSE[kind], f"A Ghost {kind.value} goes on a free {word} of "
                                             f"{chosen.id}",
                         Change(chosen.id, f"{word} {index + 1}", piece_text(None),
                                piece_text(new[index])),
                         Change("the Ghost", f"{PLURAL[kind]} at Home", state.ghost_home.of(kind),
                                home.of(kind)))
        state = evolve(state, territories=replaced(state.territories,
                                                   chosen.with_spaces(kind, new)),
                       ghost_home=home)
        return state, chosen.id, "", picked
    if branch is not None and branch.id == "attack":
        state, hit = attack(state, chosen, kind, rulings, trace)
        return state, chosen.id, hit, ""
    if branch is not None or second_try:
        return state, "", "", ""
    choice = rulings(r.FULL_OF_GHOSTS)
    if trace.on:
        then = (f"it tries {other.id} instead" if choice is r.FullOfGhosts.OTHER_TERRITORY
                else "nothing happens")
        full = (f"is full of Ghost {PLURAL[kind]}" if _full_of_ghosts(chosen, kind)
                else f"has no free {word} and no Native of yours")
        trace.add(Step(_KIND_CLAUSE[kind],
                       f"{chosen.id} {full} and none of the steps applies; {then}.",
                       ruling=r.FULL_OF_GHOSTS.cite(choice)))
    if choice is r.FullOfGhosts.NOTHING:
        return state, "", "", ""
    return land(state, other, chosen, kind, rulings, trace, second_try=True)


@implements(c.NATIVE_ACTION, c.WARRIOR)
def move_native(state: GhostState, kind: Kind, rulings: Rulings,
                trace: Trace) -> tuple[GhostState, str, str, str]:
    """Returns (state, territory the Native went to or "", what was attacked or
    "", and where on the board it went or came from when the Ghost had several
    spaces to choose from, as the turn's outcome words it, or "")."""
    near, far = flagged(state, trace)
    before = state
    source: Territory | None = None
    lifted: tuple[Change, ...] = ()
    taken = ""
    if state.ghost_home.of(kind) == 0:
        choice = rulings(r.NO_NATIVE_HOME)
        if trace.on:
            then = (f"it takes one of its {PLURAL[kind]} from a territory of the other flag, "
                    f"the first in map order" if choice is r.NoNativeHome.MOVE_FROM_BOARD
                    else "nothing happens")
            trace.add(Step(c.NATIVE_ACTION.id, f"The Ghost has no {kind.value} left in its "
                                               f"Home; under this reading {then}.",
                           ruling=r.NO_NATIVE_HOME.cite(choice)))
        if choice is r.NoNativeHome.NOTHING:
            return state, "", "", ""

        def why_not(t: Territory) -> str:
            if t.flag is near.flag:
                return f"it is {near.flag.value}, this year's flag"
            return "" if t.count(Owner.GHOST, kind) else f"no Ghost {PLURAL[kind]} there"

        source = first_feasible(state.territories, why_not, clause=c.NATIVE_ACTION.id,
                                question=f"Which territory does the Ghost take its "
                                         f"{kind.value} from?",
                                label=lambda t: t.id, trace=trace,
                                otherwise="none: nothing happens")
        if source is None:
            return state, "", "", ""
        state, lifted, taken = _lift(state, source, kind, rulings, trace)
        if taken:
            taken = f", taken off {taken} of {source.id}"
        near, far = (next(t for t in state.territories if t.id == x.id) for x in (near, far))
    chosen = choose_territory(near, far, kind, trace)
    other = far if chosen is near else near
    if kind is Kind.WARRIOR:
        t2 = evolve(chosen, ghost_guards=chosen.ghost_guards + 1)
        home = state.ghost_home.plus(kind, -1)
        if trace.on:
            trace.change(c.WARRIOR.id, f"A Ghost Warrior goes to {chosen.id} as a Guard; it "
                                       f"does not attack",
                         Change(chosen.id, "Ghost Guards", chosen.ghost_guards, t2.ghost_guards),
                         Change("the Ghost", "Warriors at Home", state.ghost_home.warrior,
                                home.warrior))
        return evolve(state, territories=replaced(state.territories, t2),
                      ghost_home=home), chosen.id, "", taken
    after, where, hit, picked = land(state, chosen, other, kind, rulings, trace)
    if source is not None and not where:
        # The Native taken from the board could not be placed: it stays put.
        if trace.on:
            trace.change(c.NATIVE_ACTION.id, f"The {kind.value} cannot be placed, so it stays "
                                             f"in {source.id}",
                         *(Change(x.subject, x.quantity, x.after, x.before) for x in lifted))
        return before, "", "", ""
    return after, where, hit, (f" on {picked}" if picked else "") + taken


def _lift(state: GhostState, t: Territory, kind: Kind, rulings: Rulings,
          trace: Trace) -> tuple[GhostState, tuple[Change, ...], str]:
    """Take one Ghost Native of ``kind`` off territory ``t`` back into its Home.

    Returns the state, the changes made when tracing (so that they can be
    undone in the trace as in the state), and the space it left when the Ghost
    had several to choose from ("" otherwise)."""
    home = state.ghost_home.plus(kind, 1)
    changes: tuple[Change, ...] = ()
    picked = ""
    if kind is Kind.WARRIOR:
        t2 = evolve(t, ghost_guards=t.ghost_guards - 1)
        if trace.on:
            changes = (Change(t.id, "Ghost Guards", t.ghost_guards, t2.ghost_guards),)
    else:
        spaces = list(t.spaces(kind))
        held = [Space(i, _word(kind), piece_text(p)) for i, p in enumerate(spaces)
                if p is not None and p.owner is Owner.GHOST and p.what == kind]
        i, state, picked = pick_space(state, LIFTED_SPACE, held, rulings, trace,
                                      c.NATIVE_ACTION.id)
        if trace.on:
            changes = (Change(t.id, f"{_word(kind)} {i + 1}", piece_text(spaces[i]),
                              piece_text(None)),)
        spaces[i] = None
        t2 = t.with_spaces(kind, spaces)
    if trace.on:
        changes += (Change("the Ghost", f"{PLURAL[kind]} at Home", state.ghost_home.of(kind),
                           home.of(kind)),)
        trace.change(c.NATIVE_ACTION.id, f"The Ghost takes a {kind.value} off {t.id}", *changes)
    return (evolve(state, territories=replaced(state.territories, t2), ghost_home=home), changes,
            picked)


@implements(c.GHOST_TURN)
def ghost_turn(state: GhostState, rulings: Rulings, trace: Trace) -> tuple[GhostState, GhostTurn]:
    """One Ghost turn: put a marker on the action shown and carry it out."""
    index, action = current_action(state, trace)
    card = state.cards[index].id
    if trace.on:
        trace.change(c.GHOST_TURN.id, f"The Ghost puts an Action marker on {action.value} on "
                                      f"card {index + 1} and carries it out",
                     Change("the Ghost", "Action markers placed this year", state.turn,
                            state.turn + 1))
    territory = attacked = tile = ""
    if action is Action.PROGRESS_UP:
        state, outcome = progress_up(state, trace)
    elif action is Action.TAKE_PROGRESS:
        state, tile = take_progress(state, rulings, trace)
        outcome = f"took {tile}" if tile else "took no tile"
    elif action is Action.SCORE:
        state = score(state, trace)
        outcome = f"score {state.ghost_score}"
    else:
        kind = KIND_OF[action.value]
        state, territory, attacked, where = move_native(state, kind, rulings, trace)
        if attacked == "guard":
            outcome = f"{kind.value} attack in {territory} taken by your Guard{where}"
        elif attacked:
            outcome = f"{kind.value} attacked your {attacked} in {territory}{where}"
        elif territory:
            outcome = f"{kind.value} placed in {territory}{where}"
        else:
            outcome = f"no {kind.value} placed"
    state = evolve(state, turn=state.turn + 1)
    return state, GhostTurn(card, action, outcome, territory, attacked, tile)

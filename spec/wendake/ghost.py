"""The Ghost's turn: which action the Mask row shows, and carrying it out.

The choice points (which territory, where a Native lands, where a Progress
tile comes from) are ``Procedure`` values: the code follows them and the docs
draw them.
"""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.procedure import Branch, follow, procedure
from spec.core.rulings import Rulings
from spec.core.trace import Step, Trace
from spec.core.values import evolve

from . import clauses as c
from . import rulings as r
from .model import Action, GhostState, Kind, MaskSlot, Owner, Piece, Territory

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


@dataclass(frozen=True, slots=True)
class GhostTurn:
    """What one Ghost turn did: the decision ``automa decide`` reports."""

    card: str  # the Ghost card side the action came from
    action: Action
    outcome: str  # one line, e.g. "woman placed in english-far"
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
    index = (start + state.turn) % len(state.cards)
    card = state.cards[index]
    action = card.rows[slot.card.row]
    if trace.on:
        trace.add(Step(c.MASK_ROW.id,
                       f"Ghost turn {state.turn + 1} of the year: Mask {slot.card.id} marks "
                       f"row {slot.card.row + 1}; card {index + 1} ({card.id}) shows "
                       f"{action.value}.", winner=action.value))
    return index, action


@implements(c.PROGRESS_UP)
def progress_up(state: GhostState, trace: Trace) -> tuple[GhostState, str]:
    level = min(state.progress_disk + 1, 3)
    if trace.on:
        what = (f"moves up to Level {level}" if level != state.progress_disk
                else "is at Level 3 and stays there")
        trace.note(c.PROGRESS_UP.id, f"The Ghost's Progress disk {what}.")
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
                    f"The Ghost's disk is on Level {level}; where does its tile come from?")
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
        source = next((lv for lv in order if levels[lv - 1]), 0)
        if trace.on:
            found = f"Level {source}" if source else "nowhere: no tile is taken"
            trace.add(Step(c.TAKE_PROGRESS.id, f"The text is silent; under this reading the "
                                               f"tile comes from {found}.",
                           ruling=r.PROGRESS_EMPTY.cite(choice)))
    tile = ""
    if source:
        tile = levels[source - 1][0]
        levels = tuple(lv[1:] if i == source - 1 else lv for i, lv in enumerate(levels))
        if trace.on:
            trace.note(c.TAKE_PROGRESS.id, f"The Ghost removes {tile}, the leftmost tile of "
                                           f"Level {source}.")
    if trace.on:
        trace.note(c.TAKE_PROGRESS.id, "The Ghost's Progress disk returns to Level 1.")
    return evolve(state, progress=levels, progress_disk=1), tile


@implements(c.SCORE_ACTION)
def score(state: GhostState, trace: Trace) -> GhostState:
    a, b = state.score_disks
    disks = (a + 1, b) if a <= b else (a, b + 1)
    if trace.on:
        trace.note(c.SCORE_ACTION.id, f"The Ghost advances a score disk: its score is now "
                                      f"{sum(disks)}.")
    return evolve(state, score_disks=disks)


def _steps(n: int) -> str:
    return f"{n} step" if n == 1 else f"{n} steps"


def _replace(territories: tuple[Territory, ...], new: Territory) -> tuple[Territory, ...]:
    return tuple(new if t.id == new.id else t for t in territories)


@implements(c.BLANKET, c.NEAR_FAR)
def flagged(state: GhostState, trace: Trace) -> tuple[Territory, Territory]:
    """(near, far) territories of this year's blanket flag."""
    _, slot = this_years_mask(state)
    flag = slot.card.blanket
    near, far = sorted((t for t in state.territories if t.flag is flag), key=lambda t: t.steps)
    if trace.on:
        trace.note(c.BLANKET.id, f"The blanket on Mask {slot.card.id} lies on the "
                                 f"{flag.value} oval.")
        trace.note(c.NEAR_FAR.id, f"Near: {near.id} ({_steps(near.steps)} from the Ghost's "
                                  f"Home); far: {far.id} ({_steps(far.steps)}).")
    return near, far


@implements(c.WARRIOR, c.WOMAN, c.HUNTER)
def choose_territory(near: Territory, far: Territory, kind: Kind, trace: Trace) -> Territory:
    n, f = near.count(Owner.GHOST, kind), far.count(Owner.GHOST, kind)
    branch = follow(TERRITORY, lambda b: "" if n <= f else f"{n} near against {f} far",
                    trace, f"Ghost {PLURAL[kind]}: {n} near, {f} far; which territory?",
                    _KIND_CLAUSE[kind])
    return near if branch is not None else far


def _is(piece: Piece | None, what: str) -> bool:
    return piece is not None and piece.what == what


def _attack_target(t: Territory, kind: Kind, rulings: Rulings, trace: Trace) -> int:
    spaces = t.spaces(kind)
    mine = [i for i, p in enumerate(spaces) if p is not None and p.owner is Owner.PLAYER]
    if len(mine) == 1:
        return mine[0]
    choice = rulings(r.ATTACK_TARGET)
    outposts = [i for i in mine if _is(spaces[i], "outpost")]
    natives = [i for i in mine if i not in outposts]
    order = {r.AttackTarget.FIRST_SPACE: mine, r.AttackTarget.PREFER_NATIVE: natives + outposts,
             r.AttackTarget.PREFER_OUTPOST: outposts + natives}[choice]
    if trace.on:
        pieces = ", ".join(f"{'outpost' if i in outposts else kind.value} on space {i + 1}"
                           for i in mine)
        trace.add(Step(c.ATTACK.id, f"Several pieces of yours could be attacked ({pieces}); "
                                    f"the Ghost attacks the one on space {order[0] + 1}.",
                       ruling=r.ATTACK_TARGET.cite(choice)))
    return order[0]


@implements(c.ATTACK, c.NO_WARRIOR_NEEDED)
def attack(state: GhostState, t: Territory, kind: Kind, rulings: Rulings,
           trace: Trace) -> tuple[GhostState, str]:
    """The Ghost's Woman or Hunter attacks a piece of yours in ``t``."""
    if trace.on:
        trace.note(c.NO_WARRIOR_NEEDED.id, f"The Ghost {kind.value} attacks without the help "
                                           f"of a Warrior.")
    index = _attack_target(t, kind, rulings, trace)
    target = t.spaces(kind)[index]
    assert target is not None
    if t.player_guards:
        t2 = evolve(t, player_guards=t.player_guards - 1)
        if trace.on:
            trace.note(c.ATTACK.id, f"Your Guard protects {t.id}: the Guard is injured and "
                                    f"your {target.what} stays; nothing is placed.")
        return evolve(state, territories=_replace(state.territories, t2),
                      player_long_house=state.player_long_house.plus(Kind.WARRIOR, 1)), "guard"
    spaces = list(t.spaces(kind))
    if target.what == "outpost":
        spaces[index] = None
        home = state.ghost_home
        if trace.on:
            trace.note(c.ATTACK.id, f"Your Outpost in {t.id} is injured; nothing is placed.")
        long_house = state.player_long_house
        outposts = state.player_outposts + 1
    else:
        spaces[index] = Piece(Owner.GHOST, kind.value)
        home = state.ghost_home.plus(kind, -1)
        long_house = state.player_long_house.plus(Kind(target.what), 1)
        outposts = state.player_outposts
        if trace.on:
            trace.note(c.ATTACK.id, f"Your {target.what} in {t.id} is injured and a Ghost "
                                    f"{kind.value} takes the space.")
    t2 = t.with_spaces(kind, spaces)
    return evolve(state, territories=_replace(state.territories, t2), ghost_home=home,
                  player_long_house=long_house, player_outposts=outposts), target.what


def _place(state: GhostState, t: Territory, kind: Kind, index: int) -> GhostState:
    spaces = list(t.spaces(kind))
    spaces[index] = Piece(Owner.GHOST, kind.value)
    t2 = t.with_spaces(kind, spaces)
    return evolve(state, territories=_replace(state.territories, t2),
                  ghost_home=state.ghost_home.plus(kind, -1))


def _full_of_ghosts(t: Territory, kind: Kind) -> bool:
    return all(p is not None and p.owner is Owner.GHOST and p.what == kind.value
               for p in t.spaces(kind))


@implements(c.WOMAN, c.HUNTER)
def land(state: GhostState, chosen: Territory, other: Territory, kind: Kind,
         rulings: Rulings, trace: Trace, second_try: bool = False) -> tuple[GhostState, str, str]:
    """Steps 1-3 for a Woman or Hunter. Returns (state, territory, what was attacked)."""
    spaces = chosen.spaces(kind)
    word = "field" if kind is Kind.WOMAN else "forest"

    def why_not(b: Branch) -> str:
        if b.id == "free":
            return "" if None in spaces else f"every {word} of {chosen.id} is taken"
        if b.id == "attack":
            mine = any(p is not None and p.owner is Owner.PLAYER for p in spaces)
            return "" if mine else f"none of {chosen.id}'s {word}s holds a piece of yours"
        both = _full_of_ghosts(chosen, kind) and _full_of_ghosts(other, kind)
        return "" if both else f"{other.id} is not full of Ghost {PLURAL[kind]}"

    branch = follow(PLACEMENT, why_not, trace, f"Where does the Ghost {kind.value} land in "
                                               f"{chosen.id}?", _KIND_CLAUSE[kind])
    if branch is not None and branch.id == "free":
        state = _place(state, chosen, kind, spaces.index(None))
        if trace.on:
            trace.note(c.WOMAN.id if kind is Kind.WOMAN else c.HUNTER.id,
                       f"A Ghost {kind.value} goes on a free {word} of {chosen.id}.")
        return state, chosen.id, ""
    if branch is not None and branch.id == "attack":
        state, hit = attack(state, chosen, kind, rulings, trace)
        return state, chosen.id, hit
    if branch is not None or second_try:
        return state, "", ""
    choice = rulings(r.FULL_OF_GHOSTS)
    if trace.on:
        then = (f"it tries {other.id} instead" if choice is r.FullOfGhosts.OTHER_TERRITORY
                else "nothing happens")
        trace.add(Step(c.HUNTER.id if kind is Kind.HUNTER else c.WOMAN.id,
                       f"{chosen.id} is full of Ghost {PLURAL[kind]} and none of the steps "
                       f"applies; {then}.", ruling=r.FULL_OF_GHOSTS.cite(choice)))
    if choice is r.FullOfGhosts.NOTHING:
        return state, "", ""
    return land(state, other, chosen, kind, rulings, trace, second_try=True)


@implements(c.NATIVE_ACTION, c.WARRIOR)
def move_native(state: GhostState, kind: Kind, rulings: Rulings,
                trace: Trace) -> tuple[GhostState, str, str]:
    """Returns (state, territory the Native went to or "", what was attacked or "")."""
    near, far = flagged(state, trace)
    before = state
    source: Territory | None = None
    if state.ghost_home.of(kind) == 0:
        choice = rulings(r.NO_NATIVE_HOME)
        # "Another territory": one of the other flag, so the Native really moves.
        source = next((t for t in state.territories
                       if t.flag is not near.flag and t.count(Owner.GHOST, kind)), None)
        if trace.on:
            then = (f"it takes one from {source.id}" if choice is r.NoNativeHome.MOVE_FROM_BOARD and source
                    else "nothing happens")
            trace.add(Step(c.NATIVE_ACTION.id, f"The Ghost has no {kind.value} left in its "
                                               f"Home; {then}.",
                           ruling=r.NO_NATIVE_HOME.cite(choice)))
        if choice is r.NoNativeHome.NOTHING or source is None:
            return state, "", ""
        state = _lift(state, source, kind)
        near, far = (next(t for t in state.territories if t.id == x.id) for x in (near, far))
    chosen = choose_territory(near, far, kind, trace)
    other = far if chosen is near else near
    if kind is Kind.WARRIOR:
        t2 = evolve(chosen, ghost_guards=chosen.ghost_guards + 1)
        if trace.on:
            trace.note(c.WARRIOR.id, f"A Ghost Warrior goes to {chosen.id} as a Guard; it "
                                     f"does not attack.")
        return evolve(state, territories=_replace(state.territories, t2),
                      ghost_home=state.ghost_home.plus(kind, -1)), chosen.id, ""
    after, where, hit = land(state, chosen, other, kind, rulings, trace)
    if source is not None and not where:
        # The Native taken from the board could not be placed: it stays put.
        if trace.on:
            trace.note(c.NATIVE_ACTION.id, f"The {kind.value} cannot be placed, so it stays "
                                           f"in {source.id}.")
        return before, "", ""
    return after, where, hit


def _lift(state: GhostState, t: Territory, kind: Kind) -> GhostState:
    """Take one Ghost Native of ``kind`` off territory ``t`` back into its Home."""
    if kind is Kind.WARRIOR:
        t2 = evolve(t, ghost_guards=t.ghost_guards - 1)
    else:
        spaces = list(t.spaces(kind))
        i = next(i for i, p in enumerate(spaces) if p is not None and p.owner is Owner.GHOST
                 and p.what == kind.value)
        spaces[i] = None
        t2 = t.with_spaces(kind, spaces)
    return evolve(state, territories=_replace(state.territories, t2),
                  ghost_home=state.ghost_home.plus(kind, 1))


@implements(c.GHOST_TURN)
def ghost_turn(state: GhostState, rulings: Rulings, trace: Trace) -> tuple[GhostState, GhostTurn]:
    """One Ghost turn: put a marker on the action shown and carry it out."""
    index, action = current_action(state, trace)
    card = state.cards[index].id
    if trace.on:
        trace.note(c.GHOST_TURN.id, f"The Ghost puts an Action marker on {action.value} on "
                                    f"card {index + 1} and carries it out.")
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
        kind = Kind(action.value)
        state, territory, attacked = move_native(state, kind, rulings, trace)
        if attacked == "guard":
            outcome = f"{kind.value} attack in {territory} taken by your Guard"
        elif attacked:
            outcome = f"{kind.value} attacked your {attacked} in {territory}"
        elif territory:
            outcome = f"{kind.value} placed in {territory}"
        else:
            outcome = f"no {kind.value} placed"
    state = evolve(state, turn=state.turn + 1)
    return state, GhostTurn(card, action, outcome, territory, attacked, tile)

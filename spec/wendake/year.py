"""Setup, the solo year, Restore, whole games and the final score."""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.deck import Deck
from spec.core.rng import Rng
from spec.core.rulings import Rulings
from spec.core.trace import Step, Trace
from spec.core.values import evolve

from . import clauses as c
from . import data
from . import rulings as r
from .ghost import GhostTurn, ghost_turn
from .model import Difficulty, GhostState, Kind, MaskSlot, Natives, Owner
from .player import player_action


@implements(c.DIFFICULTY, c.BOARD, c.GHOST_NATIVES, c.GHOST_CARDS, c.SCORE_DISKS,
            c.TRIBE_CARD, c.GHOST_DISKS, c.ACTION_MARKERS, c.TURN_ORDER_SETUP)
def setup(seed: int, difficulty: Difficulty = Difficulty.MEDIUM, tribe_card: bool = False,
          trace: Trace | None = None) -> GhostState:
    """A new Ghost game from a seed."""
    rng = Rng.seeded(seed)
    order, rng = rng.shuffled(tuple(range(len(data.GHOST_CARDS))))
    cards = []
    for i in order[: data.CARDS_IN_PLAY]:
        side, rng = rng.below(2)
        cards.append(data.GHOST_CARDS[i][side])
    masks, rng = Deck.shuffled_from(data.MASK_CARDS, rng)
    progress = []
    for pool in data.PROGRESS_POOL:
        tiles, rng = rng.shuffled(pool)
        progress.append(tuple(sorted(tiles[: data.PROGRESS_PER_LEVEL])))
    advanced, rng = rng.shuffled(data.ADVANCED_POOL)
    total = sum(k.points for k in cards)
    seven = data.NATIVES_PER_KIND
    state = GhostState(
        year=1,
        difficulty=difficulty,
        cards=tuple(cards),
        masks=((),) * len(cards),
        mask_deck=masks,
        turn=0,
        progress_disk=1,
        progress=tuple(progress),
        advanced=advanced[: data.ADVANCED_FACE_UP],
        advanced_disk=0,
        mask_space=(1, 1),
        score_disks=(total // 2, total - total // 2),
        ghost_home=Natives(seven, seven, seven),
        player_home=Natives(seven, seven, seven),
        player_long_house=Natives(0, 0, 0),
        player_outposts=data.PLAYER_OUTPOSTS,
        territories=data.TERRITORIES,
        player_first=True,
        rng=rng,
        player_score=0,
        objectives_done=(),
        tribe_card=tribe_card,
    )
    if trace is not None and trace.on:
        worth = data.OBJECTIVE_POINTS[difficulty]
        trace.note(c.DIFFICULTY.id, f"Difficulty {difficulty.value}: each completed "
                                    f"Objective is worth {worth} point(s).")
        trace.note(c.BOARD.id, "Board as for two players; Progress tiles: " + "; ".join(
            f"Level {i + 1}: {', '.join(lv)}" for i, lv in enumerate(progress)) + ".")
        trace.note(c.GHOST_NATIVES.id, f"The Ghost's {3 * seven} Natives ({seven} of each "
                                       f"kind) go into the other Home.")
        trace.note(c.GHOST_CARDS.id, f"Ghost cards, left to right: "
                                     f"{', '.join(k.id for k in cards)}; the fourth is boxed.")
        trace.note(c.SCORE_DISKS.id, f"Score disks at {state.score_disks[0]} and "
                                     f"{state.score_disks[1]}: the printed total {total}.")
        trace.note(c.TRIBE_CARD.id, "You keep a Tribe card." if tribe_card
                   else "No Tribe card (the option is not taken).")
        trace.note(c.GHOST_DISKS.id, f"Ghost disks: Progress at Level 1, Mask on space 1, "
                                     f"Advanced under {state.advanced[0]}.")
        trace.note(c.ACTION_MARKERS.id, "The 3 Ghost Action markers wait on the Ghost cards.")
        trace.note(c.TURN_ORDER_SETUP.id, "Turn order: you on space 1, the Ghost on space 2.")
    return state


@implements(c.MASK_CARD)
def year_start(state: GhostState, rulings: Rulings, trace: Trace) -> GhostState:
    """Draw a Mask card and slide it under the leftmost Ghost card without one."""
    deck, rng = state.mask_deck, state.rng
    if not deck.draw_pile:
        deck, rng = deck.reshuffled(rng)
    mask, deck = deck.draw()
    counts = rulings(r.FACE_DOWN_MASK) == "counts"
    free = [i for i, stack in enumerate(state.masks)
            if not stack or (not counts and not stack[-1].face_up)]
    index = free[0] if free else 0
    masks = tuple(stack + (MaskSlot(mask, True),) if i == index else stack
                  for i, stack in enumerate(state.masks))
    if trace.on:
        covered = [i + 1 for i, stack in enumerate(state.masks) if stack]
        note = ""
        if any(not s[-1].face_up for s in state.masks if s):
            note = f"{r.FACE_DOWN_MASK.id}={rulings(r.FACE_DOWN_MASK)}"
        trace.add(Step(c.MASK_CARD.id,
                       f"Year {state.year}: Mask {mask.id} (row {mask.row + 1}, blanket "
                       f"{mask.blanket.value}) goes under Ghost card {index + 1}"
                       + (f"; cards {covered} already have a Mask." if covered else "."),
                       ruling=note))
    return evolve(state, masks=masks, mask_deck=deck, rng=rng, turn=0)


@implements(c.RESTORE_TURN_ORDER, c.RESTORE_ADVANCED, c.RESTORE_MASK_DISK, c.NEW_YEAR,
            c.MASKS_AWAY, c.RESTORE_PROGRESS)
def restore(state: GhostState, trace: Trace) -> GhostState:
    """The solo Restore: steps 1 to 5."""
    if trace.on:
        trace.note(c.RESTORE_TURN_ORDER.id, "Restore 1: turn order does not change.")
    advanced = state.advanced
    if state.advanced_disk < len(advanced):
        gone = advanced[state.advanced_disk]
        advanced = advanced[: state.advanced_disk] + advanced[state.advanced_disk + 1:]
        if trace.on:
            under = (advanced[state.advanced_disk] if state.advanced_disk < len(advanced)
                     else "no tile")
            trace.note(c.RESTORE_ADVANCED.id, f"Restore 2: the Ghost removes {gone} from the "
                                              f"game; its disk moves under {under}.")
    row, space = state.mask_space
    if state.year == data.MASK_CLEAR_AFTER[0]:
        row, space = 2, 1
    else:
        space = min(space + 1, data.MASK_SPACES[row - 1])
    if trace.on:
        down = " (down to the second row)" if state.year == data.MASK_CLEAR_AFTER[0] else ""
        trace.note(c.RESTORE_MASK_DISK.id, f"Restore 3: the Ghost's Mask disk moves to row "
                                           f"{row}, space {space}{down}.")
    deck = state.mask_deck
    if state.year in data.MASK_CLEAR_AFTER:
        gone_masks = tuple(s.card for stack in state.masks for s in stack)
        deck = Deck(deck.draw_pile, gone_masks + deck.discard)
        masks: tuple[tuple[MaskSlot, ...], ...] = ((),) * len(state.masks)
        if trace.on:
            trace.note(c.MASKS_AWAY.id, f"After Year {state.year} the Masks "
                                        f"{', '.join(m.id for m in gone_masks)} go to the "
                                        f"bottom of the discard pile.")
    else:
        masks = tuple(stack[:-1] + (MaskSlot(stack[-1].card, False),) if stack and
                      stack[-1].face_up else stack for stack in state.masks)
    year = state.year + 1
    if trace.on:
        first = "the Ghost" if state.player_first else "you"
        end = " The game ends." if year > data.YEARS else ""
        trace.note(c.NEW_YEAR.id, f"Restore 5: Ghost markers back; the last Mask turned face "
                                  f"down; turn order swaps ({first} first next year).{end}")
    return evolve(state, advanced=advanced, mask_space=(row, space), mask_deck=deck,
                  masks=masks, year=year, turn=0, player_first=not state.player_first)


@dataclass(frozen=True, slots=True)
class YearLog:
    year: int
    mask: str
    player_first: bool
    ghost: tuple[GhostTurn, ...]
    player: tuple[str, ...]


@implements(c.ALTERNATE)
def play_year(state: GhostState, rulings: Rulings, trace: Trace) -> tuple[GhostState, YearLog]:
    """One year: the Mask, six alternating turns, then Restore."""
    year, first = state.year, state.player_first
    state = year_start(state, rulings, trace)
    mask = next(s[-1].card.id for s in state.masks if s and s[-1].face_up)
    if trace.on:
        who = "You go" if first else "The Ghost goes"
        trace.note(c.ALTERNATE.id, f"{who} first this year; turns alternate.")
    ghost: list[GhostTurn] = []
    mine: list[str] = []
    for _ in range(data.GHOST_TURNS_PER_YEAR):
        if first:
            state, done = player_action(state, trace)
            mine.append(done)
        state, turn = ghost_turn(state, rulings, trace)
        ghost.append(turn)
        if not first:
            state, done = player_action(state, trace)
            mine.append(done)
    state = restore(state, trace)
    return state, YearLog(year, mask, first, tuple(ghost), tuple(mine))


def _pieces(state: GhostState, owner: Owner, flag: str) -> int:
    total = 0
    for t in state.territories:
        if t.flag.value == flag:
            total += t.ghost_guards if owner is Owner.GHOST else t.player_guards
            total += sum(1 for p in t.fields + t.forests if p is not None and p.owner is owner)
    return total


def objective_met(letter: str, state: GhostState) -> bool:
    """The modelled Objective conditions (assumed; see data.OBJECTIVE_TEXTS)."""
    ts = state.territories
    mine = Owner.PLAYER
    if letter == "A":
        return sum(t.count(mine, Kind.WOMAN) for t in ts) >= 3
    if letter == "B":
        return sum(t.count(mine, Kind.HUNTER) for t in ts) >= 3
    if letter in "CD":
        flag = "english" if letter == "C" else "french"
        return sum(t.player_guards for t in ts if t.flag.value == flag) >= 2
    if letter == "E":
        return all(t.player_guards or any(p is not None and p.owner is mine
                                          for p in t.fields + t.forests) for t in ts)
    if letter in "FG":
        flag = "english" if letter == "F" else "french"
        return _pieces(state, mine, flag) > _pieces(state, Owner.GHOST, flag)
    if letter == "H":
        return state.player_long_house == Natives(0, 0, 0)
    raise ValueError(f"no Objective {letter!r}")


@dataclass(frozen=True, slots=True)
class FinalScore:
    player_points: int
    objectives: tuple[str, ...]
    objective_points: int
    player_total: int
    ghost_total: int
    printed_total: int
    player_wins: bool


@implements(c.OBJECTIVES, c.OBJECTIVE_POINTS, c.WIN, c.GOAL)
def final_score(state: GhostState, trace: Trace) -> FinalScore:
    letters = tuple(k.objective for k in state.cards)
    done = tuple(x for x in letters if x in state.objectives_done or objective_met(x, state))
    worth = data.OBJECTIVE_POINTS[state.difficulty]
    total = state.player_score + worth * len(done)
    ghost = state.ghost_score
    if trace.on:
        trace.note(c.OBJECTIVES.id, f"Objectives on the Ghost cards: {', '.join(letters)}; "
                                    f"completed: {', '.join(done) or 'none'}.")
        trace.note(c.OBJECTIVE_POINTS.id, f"{len(done)} completed x {worth} "
                                          f"({state.difficulty.value}) = {worth * len(done)}; "
                                          f"your total {total}.")
        trace.note(c.GOAL.id, f"The Ghost's score: printed {state.printed_total}, now {ghost}.")
        verdict = "you win" if total > ghost else "the Ghost wins"
        trace.note(c.WIN.id, f"Your {total} against the Ghost's {ghost}: {verdict}.")
    return FinalScore(state.player_score, done, worth * len(done), total, ghost,
                      state.printed_total, total > ghost)


@implements(c.TURTLE_TIP)
def turtle_points_now(level: int) -> bool:
    """The booklet's tip: score Turtle tiles of Levels 3 and 4 as you take them,
    Level 5 at the end. Either way the total is the same."""
    return level in (3, 4)


@dataclass(frozen=True, slots=True)
class GhostGame:
    seed: int
    final: GhostState
    years: tuple[YearLog, ...]
    score: FinalScore


@implements(c.SEVEN_YEARS)
def play_from(state: GhostState, rulings: Rulings,
              trace: Trace) -> tuple[GhostState, list[YearLog], FinalScore]:
    logs: list[YearLog] = []
    while state.year <= data.YEARS:
        state, log = play_year(state, rulings, trace)
        logs.append(log)
    if trace.on:
        trace.note(c.SEVEN_YEARS.id, f"Year {data.YEARS} is over: the game ends.")
    return state, logs, final_score(state, trace)


def play_game(seed: int, rulings: Rulings, trace: Trace,
              difficulty: Difficulty = Difficulty.MEDIUM) -> GhostGame:
    state = setup(seed, difficulty, trace=trace)
    final, logs, result = play_from(state, rulings, trace)
    return GhostGame(seed, final, tuple(logs), result)

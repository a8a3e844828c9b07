"""The solo year: the Mask card, alternating turns, Restore; whole games."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.deck import Deck
from spec.core.priority import first_feasible
from spec.core.rulings import Rulings
from spec.core.steps import finish
from spec.core.trace import Change, Step, Trace
from spec.core.values import evolve, quick_init

from . import clauses as c
from . import data
from . import rulings as r
from .ghost import GhostTurn, ghost_turn
from .model import Difficulty, GhostState, MaskSlot
from .player import player_action
from .scoring import FinalScore, final_score
from .setup import setup


@implements(c.MASK_CARD)
def year_start(state: GhostState, rulings: Rulings, trace: Trace) -> GhostState:
    """Draw a Mask card and slide it under the leftmost Ghost card without one."""
    deck, rng = state.mask_deck, state.rng
    if not deck.draw_pile:
        deck, rng = deck.reshuffled(rng)
        if trace.on:
            trace.change(c.MASK_CARD.id, "The Mask deck is empty: the discarded Mask cards are "
                                         "shuffled into a new deck",
                         Change("the Mask discard pile", "cards, bottom first",
                                tuple(m.id for m in state.mask_deck.discard),
                                tuple(m.id for m in deck.discard)))
    mask, deck = deck.draw()
    reading = rulings(r.FACE_DOWN_MASK)
    counts = reading is r.FaceDownMask.COUNTS
    if trace.on and any(not s[-1].face_up for s in state.masks if s):
        down = [i + 1 for i, stack in enumerate(state.masks) if stack and not stack[-1].face_up]
        says = "counts" if counts else "does not count"
        trace.add(Step(c.MASK_CARD.id,
                       f"Ghost card{'s' if len(down) > 1 else ''} "
                       f"{', '.join(map(str, down))} hold{'' if len(down) > 1 else 's'} a "
                       f"face-down Mask; under this reading a face-down Mask {says} as "
                       f"having one.", ruling=r.FACE_DOWN_MASK.cite(reading)))

    def why_not(i: int) -> str:
        stack = state.masks[i]
        if not stack:
            return ""
        top = stack[-1]
        if top.face_up:
            return f"it has Mask {top.card.id}"
        return f"it has Mask {top.card.id}, face down" if counts else ""

    free = first_feasible(range(len(state.masks)), why_not, clause=c.MASK_CARD.id,
                          question="Which Ghost card is the leftmost without a Mask?",
                          label=lambda i: f"Ghost card {i + 1}", trace=trace,
                          otherwise="none")
    if free is None:
        # Play never gets here: one Mask a year under a card of its own, and
        # all of them cleared after Years 3 and 6, leave at most two of the
        # three cards covered when a year starts. The text says nothing of a
        # year with none free, so the model decides nothing either.
        raise ValueError("every Ghost card already has a Mask at the start of a year, which "
                         "play never reaches: the Masks are cleared after Years 3 and 6")
    index = free
    masks = tuple(stack + (MaskSlot(mask, True),) if i == index else stack
                  for i, stack in enumerate(state.masks))
    if trace.on:
        trace.change(c.MASK_CARD.id,
                     f"Year {state.year}: Mask {mask.id} (row {mask.row + 1}, blanket "
                     f"{mask.blanket.value}) is drawn and slid under Ghost card {index + 1}",
                     Change(f"Ghost card {index + 1}", "Masks",
                            tuple(m.card.id for m in state.masks[index]),
                            tuple(m.card.id for m in masks[index])))
    return evolve(state, masks=masks, mask_deck=deck, rng=rng, turn=0)


@implements(c.RESTORE_MASK_DISK)
def next_mask_space(at: tuple[int, int]) -> tuple[int, int]:
    """The Mask space after ``at`` (row, space): along the row, then down to the
    second row once the first is done, which is the Restore that starts Year 4."""
    row, space = at
    if space < data.MASK_SPACES[row - 1]:
        return row, space + 1
    return (2, 1) if row == 1 else (row, space)


def mask_space_in(year: int) -> tuple[int, int]:
    """Where the Ghost's Mask disk stands during ``year``."""
    at = (1, 1)
    for _ in range(year - 1):
        at = next_mask_space(at)
    return at


@implements(c.RESTORE_TURN_ORDER, c.RESTORE_ADVANCED, c.RESTORE_MASK_DISK, c.NEW_YEAR,
            c.MASKS_AWAY, c.RESTORE_PROGRESS)
def restore(state: GhostState, trace: Trace) -> GhostState:
    """The solo Restore: steps 1 to 5."""
    if trace.on:
        first = "you" if state.player_first else "the Ghost"
        trace.note(c.RESTORE_TURN_ORDER.id, f"Restore 1: turn order does not change ({first} "
                                            f"first).")
    advanced = state.advanced
    if state.advanced_disk < len(advanced):
        gone = advanced[state.advanced_disk]
        advanced = advanced[: state.advanced_disk] + advanced[state.advanced_disk + 1:]
        if trace.on:
            under = (advanced[state.advanced_disk] if state.advanced_disk < len(advanced)
                     else "no tile")
            trace.change(c.RESTORE_ADVANCED.id, f"Restore 2: the Ghost removes {gone} from the "
                                                f"game; its disk moves under {under}",
                         Change("the Advanced Action row", "tiles", state.advanced, advanced),
                         Change("the Ghost's Advanced disk", "tile above it", gone, under))
    at = next_mask_space(state.mask_space)
    if trace.on and at == state.mask_space:
        trace.note(c.RESTORE_MASK_DISK.id, f"Restore 3: the Ghost's Mask disk is on the last "
                                           f"Mask space ({_space(at)}) and stays there.")
    elif trace.on:
        down = " (down to the second row)" if at[0] > state.mask_space[0] else ""
        trace.change(c.RESTORE_MASK_DISK.id, f"Restore 3: the Ghost's Mask disk moves on{down}",
                     Change("the Ghost's Mask disk", "space", _space(state.mask_space),
                            _space(at)))
    deck = state.mask_deck
    masks: tuple[tuple[MaskSlot, ...], ...]
    if state.year in data.MASK_CLEAR_AFTER:
        gone_masks = tuple(s.card for stack in state.masks for s in stack)
        deck = Deck(deck.draw_pile, gone_masks + deck.discard)
        masks = ((),) * len(state.masks)
        if trace.on:
            trace.change(c.MASKS_AWAY.id, f"After Year {state.year} the Masks under the Ghost "
                                          f"cards go to the bottom of the discard pile",
                         *(Change(f"Ghost card {i + 1}", "Masks",
                                  tuple(m.card.id for m in stack), ())
                           for i, stack in enumerate(state.masks) if stack),
                         Change("the Mask discard pile", "cards, bottom first",
                                tuple(m.id for m in state.mask_deck.discard),
                                tuple(m.id for m in deck.discard)))
    else:
        masks = tuple(stack[:-1] + (MaskSlot(stack[-1].card, False),) if stack and
                      stack[-1].face_up else stack for stack in state.masks)
        if trace.on:
            flipped = [stack[-1].card.id for stack in state.masks
                       if stack and stack[-1].face_up]
            if flipped:
                trace.change(c.NEW_YEAR.id, "Restore 5: the last Mask is turned face down",
                             *(Change(f"Mask {m}", "side", "face up", "face down")
                               for m in flipped))
    year = state.year + 1
    if trace.on:
        first, then = (("you", "the Ghost") if state.player_first else ("the Ghost", "you"))
        end = "; the game ends" if year > data.YEARS else ""
        markers: tuple[Change, ...] = (Change("the Ghost", "Action markers placed this year",
                                             state.turn, 0),)
        back = "the Ghost's Action markers go back on its cards; "
        if not state.turn:
            markers, back = (), ""
        trace.change(c.NEW_YEAR.id, f"Restore 5: {back}turn order swaps; the round marker "
                                    f"advances{end}",
                     *markers,
                     Change("turn order", "first", first, then),
                     Change("the round marker", "year", state.year, year))
    return evolve(state, advanced=advanced, mask_space=at, mask_deck=deck,
                  masks=masks, year=year, turn=0, player_first=not state.player_first)


def _space(at: tuple[int, int]) -> str:
    return f"row {at[0]}, space {at[1]}"


@quick_init
@dataclass(frozen=True, slots=True)
class YearLog:
    year: int
    mask: str
    player_first: bool
    ghost: tuple[GhostTurn, ...]
    player: tuple[str, ...]


@implements(c.ALTERNATE)
def year_steps(state: GhostState, rulings: Rulings,
               trace: Trace) -> Generator[GhostState, None, tuple[GhostState, YearLog]]:
    """One year, a step at a time: the Mask, six alternating turns, then
    Restore. Yields the state after each step and returns the state and the
    year's log (``play_year`` runs it through)."""
    year = state.year
    state = year_start(state, rulings, trace)
    mask = next(s[-1].card.id for s in state.masks if s and s[-1].face_up)
    # Turns alternate in turn order: who goes first this year, then the other.
    first = trace.check(c.ALTERNATE.id, f"Year {year}: do you go first?", state.player_first,
                        lambda: "your marker is on space "
                                f"{1 if state.player_first else 2} of the Turn Order area")
    yield state
    ghost: list[GhostTurn] = []
    mine: list[str] = []
    for _ in range(data.GHOST_TURNS_PER_YEAR):
        if first:
            state, done = player_action(state, trace)
            mine.append(done)
            yield state
        state, turn = ghost_turn(state, rulings, trace)
        ghost.append(turn)
        yield state
        if not first:
            state, done = player_action(state, trace)
            mine.append(done)
            yield state
    state = restore(state, trace)
    yield state
    return state, YearLog(year, mask, first, tuple(ghost), tuple(mine))


def play_year(state: GhostState, rulings: Rulings, trace: Trace) -> tuple[GhostState, YearLog]:
    """One year: the Mask, six alternating turns, then Restore."""
    return finish(year_steps(state, rulings, trace))


@dataclass(frozen=True, slots=True)
class GhostGame:
    seed: int
    final: GhostState
    years: tuple[YearLog, ...]
    score: FinalScore


@implements(c.SEVEN_YEARS)
def game_steps(state: GhostState, rulings: Rulings,
               trace: Trace) -> Generator[GhostState, None, tuple[GhostState, list[YearLog]]]:
    """Years until the 7th is over, a step at a time (``year_steps``); returns
    the final state and the years' logs."""
    logs: list[YearLog] = []
    while trace.check(c.SEVEN_YEARS.id, f"Is Year {state.year} one of the game's {data.YEARS} "
                                        f"years?", state.year <= data.YEARS,
                      lambda: f"the round marker is on {state.year}"):
        state, log = yield from year_steps(state, rulings, trace)
        logs.append(log)
    return state, logs


@implements(c.SEVEN_YEARS)
def play_from(state: GhostState, rulings: Rulings,
              trace: Trace) -> tuple[GhostState, list[YearLog], FinalScore]:
    state, logs = finish(game_steps(state, rulings, trace))
    return state, logs, final_score(state, trace)


def play_game(seed: int, rulings: Rulings, trace: Trace,
              difficulty: Difficulty = Difficulty.MEDIUM) -> GhostGame:
    state = setup(seed, difficulty, trace=trace, rulings=rulings)
    final, logs, result = play_from(state, rulings, trace)
    return GhostGame(seed, final, tuple(logs), result)

"""The Wendake Ghost property suite: what must hold in every solo game against
the Ghost, checked with Hypothesis over whole games (move by move) and over
generated situations; and the places where the Ghost text leaves a question
open, found by search and handed back as replayable witnesses.

Each property is a registered ``Check`` citing the clauses it checks. An
invariant that breaks raises AssertionError naming the smallest example
Hypothesis found (the spec disagrees with the rules text). A hole in the
text comes back as a ``Draft`` whose witness is a situation file on which at
least two readings of its Ruling give different answers; the witness is
replayed under every reading before it is reported.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

from hypothesis import strategies as st

from spec.core.findings import FindingKind
from spec.core.rulings import AnyRuling, Ruling, Rulings
from spec.core.trace import Trace, silent
from spec.wendake import clauses as c
from spec.wendake import data
from spec.wendake import rulings as r
from spec.wendake.ghost import GhostTurn, choose_territory, flagged, ghost_turn
from spec.wendake.model import KINDS, Action, GhostState, Kind, MaskCard, Owner, Piece
from spec.wendake.player import player_action
from spec.wendake.scoring import final_score
from spec.wendake.setup import setup
from spec.wendake.year import play_game, restore, year_start

from .. import check
from ..check import Check, Draft, Outcome
from ..rulesets import in_force
from ..strategies.shared import GameCase
from ..strategies.wendake import (
    GHOST_TURN,
    NATIVE_ACTIONS,
    YEAR_START,
    Case,
    Move,
    any_situation,
    games,
    situations,
    walk,
    witness,
)
from . import search as search_module
from .search import Search, describe_rulings

T = TypeVar("T")
GAME = "wendake"

# The numbers the Ghost text states, written out here rather than read from
# spec.wendake.data, so that the properties check the spec against the text
# and not against itself.
TEXT_YEARS = 7
TEXT_GHOST_ACTIONS = 3  # a year: one per Ghost card, along the Mask's row
TEXT_YOUR_ACTIONS = 3  # a year: you have only 3 Action markers
TEXT_NATIVES = 7  # of each kind, per tribe
TEXT_MASKS_AWAY_AFTER = (3, 6)
TEXT_GHOST_CARDS = 3  # laid in a row

PLURAL = {Kind.WARRIOR: "warriors", Kind.WOMAN: "women", Kind.HUNTER: "hunters"}


def search(strategy: st.SearchStrategy[T], problem: Callable[[T], str], max_examples: int,
           explicit: Sequence[T] = ()) -> Search[T]:
    """Look for an example on which ``problem`` complains (see ``search.search``)."""
    return search_module.search(strategy, problem, max_examples, explicit, game=GAME)


def hold(strategy: st.SearchStrategy[T], problem: Callable[[T], str], max_examples: int) -> int:
    """Check an invariant; raise AssertionError with the smallest counterexample."""
    return search_module.hold(strategy, problem, max_examples, describe, game=GAME)


def describe(value: object) -> str:
    """A one-line account of an example: its seed, readings and where it stands."""
    if isinstance(value, GameCase):
        return f"the game with seed {value.seed}, {describe_rulings(value.rulings)}"
    if isinstance(value, Case):
        s = value.state
        under = " | ".join(",".join(f"{m.card.id}{'' if m.face_up else '(down)'}" for m in st)
                           or "-" for st in s.masks)
        where = (f"Ghost turn {s.turn + 1}" if value.decide == GHOST_TURN
                 else "before the Mask is drawn")
        return (f"seed {value.seed}, Year {s.year}, {where}, {describe_rulings(value.rulings)}; "
                f"cards {[k.id for k in s.cards]}, Masks under them {under}")
    return repr(value)


def moves(game: GameCase, trace: Trace | None = None) -> Iterator[Move]:
    """Every move of a whole game, years and turns counted as the text counts
    them; ``same_seed_same_game`` checks that ``play_game`` plays the same."""
    return walk(setup(game.seed, rulings=game.rulings), game.rulings, TEXT_YEARS, TEXT_GHOST_ACTIONS, trace)


def _when(move: Move) -> str:
    what = {"year-start": "the Mask was drawn", "you": "your action",
            "ghost": "the Ghost's turn", "restore": "Restore"}[move.who]
    return f"Year {move.year}, after {what}"


def _ghost_step(case: Case, rulings: Rulings | None = None,
                trace: Trace | None = None) -> tuple[GhostState, GhostTurn]:
    return ghost_turn(case.state, case.rulings if rulings is None else rulings,
                      trace or silent())


# 1. Natives: 7 of each kind per tribe, never created or lost.


def natives_problem(state: GhostState, when: str) -> str:
    """"" if every Native is accounted for: the Ghost's in its Home or on the
    board; yours at home, on the board or in your Long House."""
    for kind in KINDS:
        ghost = sum(t.count(Owner.GHOST, kind) for t in state.territories)
        home = state.ghost_home.of(kind)
        if home < 0 or home + ghost != TEXT_NATIVES:
            return (f"{when}: the Ghost has {home} {kind.value}(s) at Home and {ghost} on the "
                    f"board, not {TEXT_NATIVES} in all")
        mine = sum(t.count(Owner.PLAYER, kind) for t in state.territories)
        at_home, hurt = state.player_home.of(kind), state.player_long_house.of(kind)
        if min(at_home, hurt) < 0 or at_home + mine + hurt != TEXT_NATIVES:
            return (f"{when}: you have {at_home} {kind.value}(s) at home, {mine} on the board "
                    f"and {hurt} in your Long House, not {TEXT_NATIVES} in all")
    for t in state.territories:
        for space, pieces in (("field", t.fields), ("forest", t.forests)):
            native = "woman" if space == "field" else "hunter"
            for p in pieces:
                if p is not None and p not in (Piece(Owner.GHOST, native),
                                               Piece(Owner.PLAYER, native),
                                               Piece(Owner.PLAYER, "outpost")):
                    return f"{when}: a {space} of {t.id} holds a {p.owner.value} {p.what}"
        if min(t.ghost_guards, t.player_guards) < 0:
            return f"{when}: {t.id} has a negative number of Guards"
    built = sum(1 for t in state.territories for p in t.fields + t.forests
                if p == Piece(Owner.PLAYER, "outpost"))
    if state.player_outposts < 0 or built + state.player_outposts != data.PLAYER_OUTPOSTS:
        return (f"{when}: {built} Outpost(s) of yours on the board and {state.player_outposts} "
                f"in your supply, not {data.PLAYER_OUTPOSTS}")
    return ""


def _natives_in_game(game: GameCase) -> str:
    problem = natives_problem(setup(game.seed, rulings=game.rulings), "at setup")
    if problem:
        return problem
    for move in moves(game):
        problem = natives_problem(move.after, _when(move))
        if problem:
            return problem
    return ""


def _natives_in_step(case: Case) -> str:
    after, turn = _ghost_step(case)
    problem = natives_problem(after, f"after the Ghost's {turn.action.value} ({turn.outcome})")
    if problem:
        return problem
    after, done = player_action(case.state, silent())
    return natives_problem(after, f"after your action ({done})")


def natives_conserved(max_examples: int) -> Outcome:
    n = hold(games(), _natives_in_game, max_examples)
    n += hold(any_situation(NATIVE_ACTIONS), _natives_in_step, max_examples)
    return Outcome(examples=n)


# 2. The Ghost's score: the printed total, plus one per score action.


def _score_in_game(game: GameCase) -> str:
    start = setup(game.seed, rulings=game.rulings)
    printed = sum(k.points for k in start.cards)
    if start.ghost_score != printed:
        return f"at setup the score disks show {start.ghost_score}, not the printed {printed}"
    scored = 0
    state = start
    for move in moves(game):
        rise = move.after.ghost_score - move.before.ghost_score
        is_score = move.ghost is not None and move.ghost.action is Action.SCORE
        scored += is_score
        if rise != int(is_score):
            what = move.ghost.action.value if move.ghost else move.who
            return f"{_when(move)}: the Ghost's score rose by {rise} on a {what}"
        if any(b < a for a, b in zip(move.before.score_disks, move.after.score_disks)):
            return f"{_when(move)}: a score disk moved back"
        state = move.after
    final = final_score(state, silent())
    if final.ghost_total != printed + scored or final.ghost_total < final.printed_total:
        return (f"the Ghost's final score is {final.ghost_total}: printed {printed} and "
                f"{scored} score action(s) make {printed + scored}")
    whole = play_game(game.seed, game.rulings, silent()).score.ghost_total
    if whole != final.ghost_total:
        return f"play_game gives the Ghost {whole}, move by move it has {final.ghost_total}"
    return ""


def _score_in_step(case: Case) -> str:
    after, turn = _ghost_step(case)
    rise = after.ghost_score - case.state.ghost_score
    if rise != int(turn.action is Action.SCORE):
        return f"the Ghost's score rose by {rise} on a {turn.action.value}"
    final = final_score(after, silent())
    if final.ghost_total != after.ghost_score or final.ghost_total < final.printed_total:
        return (f"the final score gives the Ghost {final.ghost_total}; its disks show "
                f"{after.ghost_score}, its cards print {final.printed_total}")
    return ""


def ghost_score(max_examples: int) -> Outcome:
    n = hold(games(), _score_in_game, max_examples)
    n += hold(any_situation((Action.SCORE,)), _score_in_step, max_examples)
    return Outcome(examples=n)


# 3. Three Ghost actions a year for seven years, along the Mask's row.


def _free_card(state: GhostState, rulings: Rulings) -> int | None:
    """The leftmost Ghost card 'that has no Mask', under the reading in force
    of whether a face-down Mask counts."""
    counts = rulings(r.FACE_DOWN_MASK) is r.FaceDownMask.COUNTS
    for i, stack in enumerate(state.masks):
        if not stack or (not counts and not stack[-1].face_up):
            return i
    return None


def this_years_mask(state: GhostState) -> tuple[int, MaskCard] | None:
    up = [(i, stack[-1].card) for i, stack in enumerate(state.masks)
          if stack and stack[-1].face_up]
    return up[0] if len(up) == 1 else None


def _turn_problem(state: GhostState, turn: GhostTurn, k: int) -> str:
    """The Ghost's ``k``-th turn of the year must come from the Mask's card and
    then the cards to its right, wrapping round, on the Mask's row."""
    found = this_years_mask(state)
    if found is None:
        return "a Ghost turn with no single face-up Mask"
    start, mask = found
    card = state.cards[(start + k) % len(state.cards)]
    if turn.card != card.id or turn.action is not card.rows[mask.row]:
        return (f"Ghost turn {k + 1} took {turn.action.value} from {turn.card}; Mask {mask.id} "
                f"under card {start + 1} points at {card.rows[mask.row].value} on {card.id}")
    return ""


def _actions_in_game(game: GameCase) -> str:
    laid = len(setup(game.seed, rulings=game.rulings).cards)
    if laid != TEXT_GHOST_CARDS:
        return f"setup lays {laid} Ghost cards, not {TEXT_GHOST_CARDS}"
    turns_by_year: dict[int, int] = {}
    for move in moves(game):
        if move.who == "year-start":
            expected = _free_card(move.before, game.rulings)
            found = this_years_mask(move.after)
            if found is None or found[0] != expected:
                where = "no single face-up Mask" if found is None else f"card {found[0] + 1}"
                return (f"Year {move.year}: the Mask went under {where}, not under the leftmost "
                        f"card without one ({'none' if expected is None else expected + 1})")
        if move.ghost is not None:
            k = turns_by_year.get(move.year, 0)
            turns_by_year[move.year] = k + 1
            problem = _turn_problem(move.before, move.ghost, k)
            if problem:
                return f"Year {move.year}: {problem}"
    whole = play_game(game.seed, game.rulings, silent())
    years = [y.year for y in whole.years]
    if years != list(range(1, TEXT_YEARS + 1)) or whole.final.year != TEXT_YEARS + 1:
        return f"the game played years {years}, not 1 to {TEXT_YEARS}"
    per_year = [len(y.ghost) for y in whole.years]
    if per_year != [TEXT_GHOST_ACTIONS] * TEXT_YEARS:
        return f"the Ghost took {per_year} actions in the years, not {TEXT_GHOST_ACTIONS} each"
    if sum(per_year) != TEXT_YEARS * TEXT_GHOST_ACTIONS:
        return f"the Ghost took {sum(per_year)} actions, not 21"
    return ""


def _actions_in_step(case: Case) -> str:
    after, turn = _ghost_step(case)
    if after.turn != case.state.turn + 1:
        return f"the Ghost's turn counter went from {case.state.turn} to {after.turn}"
    return _turn_problem(case.state, turn, case.state.turn)


def ghost_actions(max_examples: int) -> Outcome:
    n = hold(games(), _actions_in_game, max_examples)
    n += hold(any_situation(), _actions_in_step, max_examples)
    return Outcome(examples=n)


# 4. Mask cards: one face up at most, cleared after Years 3 and 6, none lost.


def _mask_cards(state: GhostState) -> Counter[MaskCard]:
    return Counter([s.card for stack in state.masks for s in stack]
                   + list(state.mask_deck.draw_pile) + list(state.mask_deck.discard))


def masks_problem(before: GhostState, after: GhostState, who: str, when: str) -> str:
    all_masks = Counter(data.MASK_CARDS)
    if _mask_cards(after) != all_masks:
        return f"{when}: deck, discard pile and the Masks under the cards are not the Mask deck"
    up = sum(1 for stack in after.masks for s in stack if s.face_up)
    if up > 1 or (who == "year-start" and up != 1) or (who == "restore" and up != 0):
        return f"{when}: {up} Masks lie face up"
    if who == "year-start":
        new = [s.card for stack in after.masks for s in stack if s.face_up]
        if before.mask_deck.draw_pile and new != [before.mask_deck.draw_pile[0]]:
            return f"{when}: the face-up Mask is {new}, not the top card of the Mask deck"
    if who != "restore":
        return ""
    under = [s.card for stack in before.masks for s in stack]
    old, new_discard = before.mask_deck.discard, after.mask_deck.discard
    if before.year in TEXT_MASKS_AWAY_AFTER:
        if any(after.masks):
            return f"{when}: Masks still lie under the Ghost cards after Year {before.year}"
        gone = new_discard[: len(under)]
        if Counter(gone) != Counter(under) or new_discard[len(under):] != old:
            return (f"{when}: the discard pile is {[m.id for m in new_discard]}; the Masks "
                    f"{[m.id for m in under]} should lie at its bottom, under "
                    f"{[m.id for m in old]} as they were")
    elif [[s.card for s in st] for st in after.masks] != [[s.card for s in st]
                                                         for st in before.masks]:
        return f"{when}: Restore moved Masks between the Ghost cards in Year {before.year}"
    elif new_discard != old:
        return f"{when}: Restore changed the Mask discard pile in Year {before.year}"
    return ""


def _masks_in_game(game: GameCase) -> str:
    for move in moves(game):
        problem = masks_problem(move.before, move.after, move.who, _when(move))
        if problem:
            return problem
    return ""


def _masks_in_step(case: Case) -> str:
    if case.decide == YEAR_START:
        after = year_start(case.state, case.rulings, silent())
        return masks_problem(case.state, after, "year-start", "after the Mask is drawn")
    after, _ = _ghost_step(case)
    problem = masks_problem(case.state, after, "ghost", "after the Ghost's turn")
    return problem or masks_problem(after, restore(after, silent()), "restore", "after Restore")


def masks_kept(max_examples: int) -> Outcome:
    n = hold(games(), _masks_in_game, max_examples)
    n += hold(st.one_of(any_situation(), situations(decide=YEAR_START)), _masks_in_step,
              max_examples)
    return Outcome(examples=n)


# 5. The same seed gives the same game.


def _same_game(game: GameCase) -> str:
    first = play_game(game.seed, game.rulings, silent())
    if play_game(game.seed, game.rulings, silent()) != first:
        return "two games from the same seed differ"
    traced = Trace(on=True)
    if play_game(game.seed, game.rulings, traced) != first:
        return "the same game differs with tracing on and off"
    again = Trace(on=True)
    play_game(game.seed, game.rulings, again)
    if again.steps != traced.steps:
        return "two traces of the same game differ"
    played = list(moves(game))
    if played[-1].after != first.final:
        return "playing move by move ends in another state than play_game"
    for log in first.years:
        ghost = tuple(m.ghost for m in played if m.year == log.year and m.ghost is not None)
        mine = tuple(m.done for m in played if m.year == log.year and m.who == "you")
        if log.ghost != ghost or log.player != mine:
            return f"Year {log.year}: play_game logs other turns than playing move by move"
    return ""


def _same_step(case: Case) -> str:
    first = _ghost_step(case)
    if _ghost_step(case) != first:
        return "the same Ghost turn gives two different results"
    if _ghost_step(case, trace=Trace(on=True)) != first:
        return "the Ghost's turn differs with tracing on and off"
    return ""


def same_seed_same_game(max_examples: int) -> Outcome:
    n = hold(games(), _same_game, max_examples)
    n += hold(any_situation(), _same_step, max_examples)
    return Outcome(examples=n)


# 6. Turn order: you first in Year 1, then alternating.


def turn_order(trace: Trace) -> list[str]:
    """Per year, who acted in what order, read off a whole game's trace: "Y"
    for each action of yours, "G" for each Ghost turn."""
    years: list[str] = []
    for step in trace.steps:
        # The Mask slid under a card (one change a year) opens the year.
        if step.clause == c.MASK_CARD.id and step.kind == "change":
            years.append("")
        elif years and step.clause == c.THREE_MARKERS.id:
            years[-1] += "Y"
        elif years and step.clause == c.MASK_ROW.id:
            years[-1] += "G"
    return years


def _order_in_game(game: GameCase) -> str:
    if not setup(game.seed, rulings=game.rulings).player_first:
        return "at setup the Ghost's marker is on the first Turn Order space"
    trace = Trace(on=True)
    whole = play_game(game.seed, game.rulings, trace)
    firsts = [y.player_first for y in whole.years]
    wanted = [year % 2 == 1 for year in range(1, TEXT_YEARS + 1)]
    if firsts != wanted:
        return f"you went first in years {[y.year for y in whole.years if y.player_first]}"
    for year, (order, you_first) in enumerate(zip(turn_order(trace), wanted), 1):
        pair = "YG" if you_first else "GY"
        if order != pair * TEXT_YOUR_ACTIONS:
            return f"Year {year} was played in the order {order}, not {pair * TEXT_YOUR_ACTIONS}"
    mine = [len(y.player) for y in whole.years]
    if mine != [TEXT_YOUR_ACTIONS] * TEXT_YEARS:
        return f"you took {mine} actions in the years, not {TEXT_YOUR_ACTIONS} each"
    return ""


def turn_order_alternates(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), _order_in_game, max_examples))


# 7. Holes in the text: situations where a Ruling decides, and its readings disagree.


def _decide(case: Case, rulings: Rulings, trace: Trace) -> object:
    """What the case's decision does under ``rulings``: all of it, state included."""
    if case.decide == YEAR_START:
        return year_start(case.state, rulings, trace)
    return ghost_turn(case.state, rulings, trace)


def consulted(case: Case, ruling: AnyRuling) -> bool:
    trace = Trace(on=True)
    _decide(case, case.rulings, trace)
    return any(s.ruling.partition("=")[0] == ruling.id for s in trace.steps)


def readings_disagree(ruling: AnyRuling, also: Callable[[Case], str] = lambda _: "",
                      ) -> Callable[[Case], str]:
    """A search problem: the case's decision consults ``ruling`` and at least
    two of its readings lead to different results (and ``also`` complains)."""

    def problem(case: Case) -> str:
        if not consulted(case, ruling):
            return ""
        results: list[object] = []
        for option in ruling.options:
            result = _decide(case, case.rulings.with_choice(ruling.id, option.id), silent())
            if result not in results:
                results.append(result)
        if len(results) < 2:
            return ""
        extra = also(case)
        return f"ruling {ruling.id} decides, and its readings disagree{extra}"

    return problem


def _find(strategy: st.SearchStrategy[Case], ruling: AnyRuling, max_examples: int,
          explicit: Sequence[Case] = ()) -> tuple[Case | None, int]:
    found = search(strategy, readings_disagree(ruling), max_examples, explicit)
    return (found.failure[0] if found.failure else None), found.examples


# 7a. The chosen territory is full of Ghost Natives; the other has room.

FULL = r.FULL_OF_GHOSTS


def full_territory(max_examples: int) -> Outcome:
    case, n = _find(situations((Action.HUNTER, Action.WOMAN), crowd="full"), FULL, max_examples)
    if case is None:
        return Outcome(examples=n)
    state = case.state
    after, turn = _ghost_step(case)
    kind = Kind(turn.action.value)
    near, far = flagged(state, silent())
    chosen = choose_territory(near, far, kind, silent())
    other = far if chosen is near else near
    space = "field" if kind is Kind.WOMAN else "forest"
    w = witness(case, FULL, f"A Ghost {kind.value} for a territory full of Ghost {PLURAL[kind]}",
                f"The Ghost's {kind.value} goes to {chosen.id} by the comparison, but every "
                f"{space} there holds a Ghost {kind.value}, and {other.id} still has room. "
                f"Where does it go?")
    summary = (
        f"A Ghost {kind.value} is due in the {near.flag.value} territories. The comparison "
        f"({near.count(Owner.GHOST, kind)} near, {far.count(Owner.GHOST, kind)} far) picks "
        f"{chosen.id}, where every {space} holds a Ghost {kind.value}; {other.id} is not full "
        f"of Ghost {PLURAL[kind]}. No step applies: no free {space}, nothing of yours to "
        f"attack, and not both territories full. The booklet's own Hunter example sends the "
        f"Native on to the other territory. Readings: {w.compare('outcome')}.")
    draft = Draft(FindingKind.GAP, (c.WOMAN.id, c.HUNTER.id), summary,
                  f"{kind.value}-territory-full", w.text, FULL.id)
    return Outcome(drafts=(draft,), examples=n)


# 7b. A Progress tile from a level and all lower levels that are empty.

PROGRESS = r.PROGRESS_EMPTY


def _levels(case: Case) -> str:
    """Complains (the search's ``also``) only when the disk's level and every
    level below it are empty while a higher level still holds a tile."""
    s = case.state
    below = s.progress[: s.progress_disk]
    above = s.progress[s.progress_disk:]
    return ": all levels up to the disk's are empty" if not any(below) and any(above) else ""


def progress_empty(max_examples: int) -> Outcome:
    found = search(situations((Action.TAKE_PROGRESS,)),
                   lambda k: readings_disagree(PROGRESS)(k) if _levels(k) else "", max_examples)
    if found.failure is None:
        return Outcome(examples=found.examples)
    case = found.failure[0]
    s = case.state
    level = s.progress_disk
    w = witness(case, PROGRESS, "The Ghost takes a Progress tile from empty levels",
                f"The Ghost must take a Progress tile. Its disk is on Level {level}, and that "
                f"level and every level below it are empty. Does it take a tile, and which?")
    higher = ", ".join(f"Level {i + 1}: {', '.join(lv)}" for i, lv in enumerate(s.progress)
                       if lv)
    summary = (
        f"The Ghost must take a Progress tile with its disk on Level {level}; that level "
        f"{'and every level below it are' if level > 1 else 'is'} empty, while tiles remain "
        f"higher up ({higher}). The text names only the next lower level. Readings: "
        f"{w.compare('progress_tile')}.")
    draft = Draft(FindingKind.GAP, (c.TAKE_PROGRESS.id,), summary, "progress-levels-empty",
                  w.text, PROGRESS.id)
    return Outcome(drafts=(draft,), examples=found.examples)


# 7c. A face-down Mask when the next Mask is slid under a card.

FACE_DOWN = r.FACE_DOWN_MASK


def face_down_mask(max_examples: int) -> Outcome:
    case, n = _find(situations(decide=YEAR_START), FACE_DOWN, max_examples)
    if case is None:
        return Outcome(examples=n)
    s = case.state
    down = [f"{stack[-1].card.id} under card {i + 1}" for i, stack in enumerate(s.masks)
            if stack and not stack[-1].face_up]
    w = witness(case, FACE_DOWN, f"Year {s.year}: where the new Mask goes",
                f"Year {s.year} begins; {', '.join(down)} lies face down. The new Mask goes "
                f"under the leftmost Ghost card that has none. Does a face-down Mask count?")
    summary = (
        f"Year {s.year} begins with {', '.join(down)} face down. The new Mask goes under 'the "
        f"leftmost Ghost card that has none', and the text does not say whether a face-down "
        f"Mask counts; the answer changes which card starts the year's actions. Readings: "
        f"{w.compare('under_card', 'actions')}.")
    draft = Draft(FindingKind.GAP, (c.MASK_CARD.id, c.NEW_YEAR.id), summary,
                  "face-down-mask", w.text, FACE_DOWN.id)
    return Outcome(drafts=(draft,), examples=n)


# 7d. A Native kind with none left in the Ghost's Home.

NO_NATIVE = r.NO_NATIVE_HOME


# Whole games are scanned seed by seed, this many per example asked for: a
# kind runs out in about one game in two hundred, too rarely for a random
# sample of seeds to meet it, while a game takes about a millisecond.
GAMES_PER_EXAMPLE = 10


def first_game_meeting(ruling: AnyRuling, games_to_play: int) -> tuple[int, str] | None:
    """(seed, the step) of the first whole game, with the default readings,
    in which ``ruling`` decides; None if none of the games does."""
    for seed in range(games_to_play):
        trace = Trace(on=True)
        play_game(seed, in_force(), trace)
        hit = next((s for s in trace.steps if s.ruling.partition("=")[0] == ruling.id), None)
        if hit is not None:
            return seed, hit.text
    return None


def no_native_at_home(max_examples: int) -> Outcome:
    case, n = _find(situations(NATIVE_ACTIONS), NO_NATIVE, max_examples)
    budget = GAMES_PER_EXAMPLE * max_examples
    played = first_game_meeting(NO_NATIVE, budget)
    n += budget if played is None else played[0] + 1
    if case is None:
        return Outcome(examples=n)
    after, turn = _ghost_step(case)
    kind = Kind(turn.action.value)
    on_board = [f"{t.count(Owner.GHOST, kind)} in {t.id}" for t in case.state.territories
                if t.count(Owner.GHOST, kind)]
    w = witness(case, NO_NATIVE, f"The Ghost must move a {kind.value} it has none of at Home",
                f"The Ghost's card shows a {kind.value}, but all its {TEXT_NATIVES} "
                f"{PLURAL[kind]} are on the board. What happens?")
    if played is not None:
        games_said = (f"Whole games with the default cards and the stand-in player reach "
                      f"it: the game from seed {played[0]} does ('{played[1]}'); the z3 "
                      f"probe wendake.home-runs-out says for which kinds it can happen.")
    else:
        games_said = (f"None of the {budget} whole games with the default cards played "
                      f"here (seeds 0 to {budget - 1}) reached it; the z3 probe "
                      f"wendake.home-runs-out answers whether any game can.")
    summary = (
        f"The Ghost's card shows a {kind.value} while all {TEXT_NATIVES} of its "
        f"{PLURAL[kind]} are on the board ({', '.join(on_board)}); the text says only that "
        f"it 'moves a Native', not from where. Readings: "
        f"{w.compare('outcome')}. {games_said}")
    draft = Draft(FindingKind.GAP, (c.NATIVE_ACTION.id, c.GHOST_NATIVES.id), summary,
                  f"no-{kind.value}-at-home", w.text, NO_NATIVE.id)
    return Outcome(drafts=(draft,), examples=n)


# 7e. Several pieces of yours to attack.

TARGET = r.ATTACK_TARGET


def attack_target(max_examples: int) -> Outcome:
    case, n = _find(situations((Action.WOMAN, Action.HUNTER), crowd="packed"), TARGET,
                    max_examples)
    if case is None:
        return Outcome(examples=n)
    after, turn = _ghost_step(case)
    kind = Kind(turn.action.value)
    place = next(t for t in case.state.territories if t.id == turn.territory)
    yours = [f"your {p.what} on {'field' if kind is Kind.WOMAN else 'forest'} {i + 1}"
             for i, p in enumerate(place.spaces(kind))
             if p is not None and p.owner is Owner.PLAYER]
    w = witness(case, TARGET, f"Which of your pieces the Ghost {kind.value} attacks",
                f"Every space of {place.id} is taken and several hold pieces of yours "
                f"({', '.join(yours)}). Which one does the Ghost {kind.value} attack?")
    summary = (
        f"A Ghost {kind.value} attacks in {place.id}, where every space is taken and "
        f"{len(yours)} hold pieces of yours ({', '.join(yours)}). The text says the Ghost "
        f"attacks 'by the normal rules' but not which piece. Readings: "
        f"{w.compare('attacked', 'outcome')}.")
    draft = Draft(FindingKind.UNRESOLVED_TIE, (c.WOMAN.id, c.ATTACK.id), summary,
                  "attack-target", w.text, TARGET.id)
    return Outcome(drafts=(draft,), examples=n)


# Registration.

for _check in (
    Check("wendake.natives-conserved", GAME, "property",
          f"Does each tribe keep its {TEXT_NATIVES} Natives of each kind, the Ghost's at Home "
          f"or on the board (injured ones back Home), yours at home, on the board or in "
          f"your Long House?",
          (c.GHOST_NATIVES.id, c.INJURED_GO_HOME.id, c.NATIVE_ACTION.id, c.WARRIOR.id,
           c.WOMAN.id, c.HUNTER.id, c.ATTACK.id),
          natives_conserved),
    Check("wendake.ghost-score", GAME, "property",
          "Is the Ghost's final score never below the total printed on its cards, and does "
          "it rise by exactly one per score action?",
          (c.SCORE_DISKS.id, c.SCORE_ACTION.id, c.GOAL.id, c.WIN.id),
          ghost_score),
    Check("wendake.ghost-actions", GAME, "property",
          f"Does the Ghost take exactly {TEXT_GHOST_ACTIONS} actions a year for "
          f"{TEXT_YEARS} years, each from the Mask's card and then the cards to its right, "
          f"wrapping round, on the Mask's row?",
          (c.SEVEN_YEARS.id, c.MASK_CARD.id, c.MASK_ROW.id, c.GHOST_TURN.id),
          ghost_actions),
    Check("wendake.masks", GAME, "property",
          "Are the Masks under the Ghost cards cleared to the bottom of the discard pile "
          "after Years 3 and 6, is at most one Mask face up at any time, and is no Mask "
          "card lost or duplicated?",
          (c.MASKS_AWAY.id, c.NEW_YEAR.id, c.MASK_CARD.id),
          masks_kept),
    Check("wendake.same-seed-same-game", GAME, "property",
          "Does the same seed always give the same game, with tracing on or off, and move "
          "by move as in one go?",
          (c.GHOST_CARDS.id, c.MASK_CARD.id, c.THREE_MARKERS.id, c.SEVEN_YEARS.id),
          same_seed_same_game),
    Check("wendake.turn-order", GAME, "property",
          "Do you go first in Year 1, does the first player alternate year by year, and do "
          "you and the Ghost take turns one action at a time?",
          (c.ALTERNATE.id, c.TURN_ORDER_SETUP.id, c.NEW_YEAR.id, c.RESTORE_TURN_ORDER.id,
           c.THREE_MARKERS.id),
          turn_order_alternates),
    Check("wendake.chosen-territory-full", GAME, "property",
          "Do the placement steps always say where a Ghost Woman or Hunter goes?",
          (c.WOMAN.id, c.HUNTER.id), full_territory),
    Check("wendake.progress-empty-levels", GAME, "property",
          "Does the take-Progress action always say which tile the Ghost takes?",
          (c.TAKE_PROGRESS.id,), progress_empty),
    Check("wendake.face-down-mask", GAME, "property",
          "Is it always clear which Ghost card a new Mask goes under?",
          (c.MASK_CARD.id, c.NEW_YEAR.id), face_down_mask),
    Check("wendake.no-native-in-home", GAME, "property",
          "Can the Ghost always move a Native of the kind its card shows?",
          (c.NATIVE_ACTION.id, c.GHOST_NATIVES.id), no_native_at_home),
    Check("wendake.attack-target", GAME, "property",
          "Does the text always say which of your pieces the Ghost attacks?",
          (c.WOMAN.id, c.ATTACK.id), attack_target),
):
    check.register(_check)

"""The Alfred property suite: what must hold in every solo game of Darwin's
Journey against Alfred, on each of his four boards, checked with Hypothesis
over whole games in which a seeded random stand-in plays you.

A game is named by Alfred's board, a seed and the readings in force
(``SoloCase``); ``solo_walk`` plays it the way ``game.play_solo`` does (the
same loop, step by step: Alfred's steps through ``alfred_step``, yours
through ``play.apply`` and ``settle``) and hands back every step with the
state before and after it. Walks are kept (``solo_walk`` caches them), so
every property looks at the same derandomized games; a test that patches
the spec calls ``forget`` first.

The numbers the solo rules state (12 Coins at most, never a 4th seal of one
colour in a row, one action a turn, four workers A-D) are written out here
rather than read from the spec's data, so that the properties check the
spec against the text and not against itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from hypothesis import strategies as st

from spec.core.rng import Rng
from spec.core.rulings import Rulings
from spec.core.trace import Trace, silent
from spec.darwins_journey.actions import beagle_space
from spec.darwins_journey.moves import Move
from spec.darwins_journey.play import apply, moves, score_beagle
from spec.darwins_journey.policies import POLICIES, policy_rng
from spec.darwins_journey.alfred import clauses as cs
from spec.darwins_journey.alfred import rulings as _solo_rulings  # noqa: F401 - registers them
from spec.darwins_journey.alfred.game import ALFRED, alfred_step, play_solo, settle, setup_solo
from spec.darwins_journey.state import LOCATION_INDEX, Game, Phase
from spec.darwins_journey.tracks import OCEAN

from .. import check
from ..check import Check, Outcome
from ..strategies.darwins_journey import GAME, SPEC
from ..strategies.shared import rulings_for, seeds
from . import search as search_module

# The solo rules' numbers (Alfred's Board Tracks, Alfred Turn Structure,
# Action Differences: Academy; Setup: Alfred Setup step 3), written out.
TEXT_LEVELS = ("white", "blue", "yellow", "green")
TEXT_COIN_CAP = 12
TEXT_SEALS_OF_A_COLOUR = 3  # never a 4th seal of the same colour in a row
TEXT_WORKERS = frozenset({0, 1, 2, 3})  # A, B, C and D; the 5th is the bonus worker
TEXT_COLOURS = ("green", "blue", "yellow", "red")
TEXT_ROUNDS = 5
LETTERS = "ABCD"


@dataclass(frozen=True)
class SoloCase:
    """A whole solo game: Alfred's board, the seed and the readings."""

    level: str
    seed: int
    rulings: Rulings

    def text(self) -> str:
        chosen = ", ".join(f"{rid}={oid}" for rid, oid in self.rulings.chosen)
        return (f"the solo game against the {self.level} Alfred with seed {self.seed}, "
                f"{'readings ' + chosen if chosen else 'default readings'}")


def solo_cases(readings: st.SearchStrategy[Rulings] | None = None
               ) -> st.SearchStrategy[SoloCase]:
    """Whole solo games: any board, any seed, by default any reading of every ruling."""
    return st.builds(SoloCase, st.sampled_from(TEXT_LEVELS), seeds(),
                     readings if readings is not None else rulings_for(GAME))


@dataclass(frozen=True)
class SoloStep:
    """One step of a solo game: Alfred's (``move`` None) or yours."""

    before: Game
    move: Move | None
    after: Game

    @property
    def alfred(self) -> bool:
        return self.move is None


@dataclass(frozen=True)
class SoloWalk:
    case: SoloCase
    steps: tuple[SoloStep, ...]
    final: Game


Chooser = Callable[[Game, list[Move], Rng], tuple[Move, Rng]]


def play_steps(level: str, seed: int, rulings: Rulings, choose: Chooser,
               trace: Trace | None = None) -> tuple[tuple[SoloStep, ...], Game]:
    """``play_solo``'s loop, step by step, with ``choose`` as you."""
    t = trace if trace is not None else silent()
    game = setup_solo(level, seed)
    rng = policy_rng(seed)
    steps: list[SoloStep] = []
    while game.phase is not Phase.OVER:
        if game.active == ALFRED:
            after = alfred_step(game, rulings, t)
            steps.append(SoloStep(game, None, after))
            game = after
            continue
        move, rng = choose(game, moves(game, rulings), rng)
        after = settle(apply(game, move, rulings, t), rulings, t)
        steps.append(SoloStep(game, move, after))
        game = after
    return tuple(steps), game


@lru_cache(maxsize=256)
def solo_walk(case: SoloCase) -> SoloWalk:
    steps, final = play_steps(case.level, case.seed, case.rulings, POLICIES["random"])
    return SoloWalk(case, steps, final)


def forget() -> None:
    """Drop the kept walks (a test that patches the spec must replay)."""
    solo_walk.cache_clear()


def search(strategy: st.SearchStrategy[SoloCase], problem: Callable[[SoloCase], str],
           max_examples: int) -> search_module.Search[SoloCase]:
    return search_module.search(strategy, problem, max_examples, game=SPEC)


def hold(problem: Callable[[SoloCase], str], max_examples: int) -> int:
    """Check an invariant over whole solo games; raise with the smallest counterexample."""
    return search_module.hold(solo_cases(), problem, max_examples,
                              lambda c: c.text(), game=SPEC)


def when(game: Game, alfred: bool | None = None) -> str:
    who = "" if alfred is None else (" (Alfred's step)" if alfred else " (your move)")
    return f"round {game.round}, {game.phase.value} phase{who}"


def him(game: Game) -> int:
    assert game.alfred is not None, "not a solo game"
    return game.alfred.seat


# 1. Coins: 0 to 12, after every step (your worker on his Lens included).


def coins_problem(case: SoloCase) -> str:
    w = solo_walk(case)
    for step in w.steps:
        coins = step.after.players[him(step.after)].coins
        if not 0 <= coins <= TEXT_COIN_CAP:
            return f"{when(step.before, step.alfred)}: Alfred holds {coins} Coins"
    return ""


def coins_capped(max_examples: int) -> Outcome:
    return Outcome(examples=hold(coins_problem, max_examples))


# 2. Never a 4th seal of one colour in one of his rows.


def seals_problem(case: SoloCase) -> str:
    for step in solo_walk(case).steps:
        rows = step.after.players[him(step.after)].rows
        for r in range(len(LETTERS)):
            for colour in TEXT_COLOURS:
                n = rows[r].count(colour)
                if n > TEXT_SEALS_OF_A_COLOUR:
                    return (f"{when(step.before, step.alfred)}: Alfred's row {LETTERS[r]} "
                            f"holds {n} {colour} seals: {list(rows[r])}")
    return ""


def no_fourth_seal(max_examples: int) -> Outcome:
    return Outcome(examples=hold(seals_problem, max_examples))


# 3. One decision per turn; each worker placed or resting once a round.


def one_draw(before: Game, after: Game) -> str:
    """"" if exactly one Action card was drawn between the two states."""
    a, b = before.alfred, after.alfred
    assert a is not None and b is not None
    if a.deck and b.drawn == a.drawn + (a.deck[0],) and b.deck == a.deck[1:]:
        return ""
    if len(b.drawn) == 1 and len(b.deck) == 7 and sorted(b.deck + b.drawn) == list(range(1, 9)):
        return ""  # reshuffled, then one card drawn
    return f"the Action cards went from {a.deck}/{a.drawn} to {b.deck}/{b.drawn}, not one draw"


def where_is(game: Game, row: int) -> list[str]:
    seat = him(game)
    out = [loc for loc, i in LOCATION_INDEX.items() if (seat, row) in game.workers[i]]
    assert game.alfred is not None
    return out + ["hammock"] * game.alfred.hammocks.count(row)


def turn_problem(step: SoloStep) -> str:
    before, after = step.before, step.after
    seat = him(before)
    turn = before.phase is Phase.ACTION and not before.placed and not before.frames
    if not step.alfred:
        a, b = before.alfred, after.alfred
        assert a is not None and b is not None
        if before.round == after.round and (a.deck, a.drawn, a.hammocks) != (
                b.deck, b.drawn, b.hammocks):
            return "your move drew an Action card or sent a worker of Alfred's to rest"
        return ""
    if before.phase is Phase.ACTION and not turn:
        return "Alfred was asked to act in the middle of a turn"
    if not turn:
        return ""
    drawn = one_draw(before, after)
    if drawn:
        return drawn
    left = before.players[seat].home - after.players[seat].home
    back = after.players[seat].home - before.players[seat].home
    if len(left) != 1 or back:
        return (f"Alfred's workers at home went from {sorted(before.players[seat].home)} to "
                f"{sorted(after.players[seat].home)}: not exactly one worker sent")
    row = next(iter(left))
    now = where_is(after, row)
    if len(now) != 1:
        return f"worker {LETTERS[row]} is now on {now}, not on exactly one place"
    if after.frames or after.placed:
        return "Alfred's turn left open icons or a placed flag behind"
    return ""


def rounds_problem(case: SoloCase) -> str:
    sent: dict[int, list[int]] = {}
    for step in solo_walk(case).steps:
        complaint = turn_problem(step)
        if complaint:
            return f"{when(step.before, step.alfred)}: {complaint}"
        b = step.before
        seat = him(b)
        if step.alfred and b.phase is Phase.ACTION:
            if b.round not in sent:
                a = b.alfred
                assert a is not None
                if b.players[seat].home != TEXT_WORKERS or a.hammocks:
                    return (f"{when(b)}: the round starts with Alfred's workers "
                            f"{sorted(b.players[seat].home)} at home and {a.hammocks} resting")
                sent[b.round] = []
            sent[b.round] += sorted(b.players[seat].home - step.after.players[seat].home)
    for r in range(1, TEXT_ROUNDS + 1):
        got = sorted(sent.get(r, []))
        if got != sorted(TEXT_WORKERS):
            return (f"round {r}: Alfred sent workers {[LETTERS[x] for x in got]}, not each of "
                    f"A, B, C and D once")
    return ""


def one_decision_per_turn(max_examples: int) -> Outcome:
    return Outcome(examples=hold(rounds_problem, max_examples))


# 4. The same seed and the same choices of yours give the same game.


def _replaying(recorded: tuple[Move, ...]) -> Chooser:
    """A stand-in that makes the recorded moves, in order."""
    left = list(recorded)

    def choose(game: Game, legal: list[Move], rng: Rng) -> tuple[Move, Rng]:
        move = left.pop(0)
        assert move in legal, f"the recorded move {move.text()} is not legal on replay"
        return move, rng

    return choose


def same_problem(case: SoloCase) -> str:
    first = play_solo(case.level, case.seed, "random", case.rulings)
    if play_solo(case.level, case.seed, "random", case.rulings) != first:
        return "two solo games from the same seed differ"
    traced = Trace(on=True)
    if play_solo(case.level, case.seed, "random", case.rulings, traced) != first:
        return "the same solo game differs with tracing on and off"
    w = solo_walk(case)
    if w.final != first:
        return "stepping through alfred_step, apply and settle ends elsewhere than play_solo"
    mine = tuple(s.move for s in w.steps if s.move is not None)
    _, again = play_steps(case.level, case.seed, case.rulings, _replaying(mine))
    if again != first:
        return "replaying the same choices of yours gives another game"
    return ""


def same_seed_same_game(max_examples: int) -> Outcome:
    return Outcome(examples=hold(same_problem, max_examples))


# 5. His Beagle points: value x round, less his lagging penalties, never below 0.

_OCEAN_ORDER = {s.id: k for k, s in enumerate(OCEAN)}


def text_lagging(game: Game, seat: int) -> int:
    """The penalties on the Ocean spaces after his Ship up to the HMS Beagle's."""
    p = game.players[seat]
    here, there = _OCEAN_ORDER[p.ship], _OCEAN_ORDER[beagle_space(game)]
    return sum(min(s.lagging_penalty, 2) if p.lagging_cap else s.lagging_penalty
               for s in OCEAN if here < _OCEAN_ORDER[s.id] <= there)


# (figures) the rounds whose Beagle penalties exceeded Alfred's value x round
FLOORED: set[tuple[SoloCase, int]] = set()


def beagle_problem(case: SoloCase) -> str:
    for step in solo_walk(case).steps:
        b = step.before
        seat = him(b)
        if step.after.players[seat].points < b.players[seat].points:
            return f"{when(b, step.alfred)}: Alfred's points went down"
        if b.phase is not Phase.REWARD:
            continue
        a = b.alfred
        assert a is not None
        gained = score_beagle(b, silent()).players[seat].points - b.players[seat].points
        gross, lag = a.beagle_value * b.round, text_lagging(b, seat)
        if gained < 0 or gained != max(0, gross - lag):
            return (f"{when(b)}: Alfred's Beagle scoring gives {gained}, not max(0, "
                    f"{a.beagle_value} x {b.round} - {lag})")
        if lag > gross:
            FLOORED.add((case, b.round))
    return ""


def beagle_never_negative(max_examples: int) -> Outcome:
    return Outcome(examples=hold(beagle_problem, max_examples))


# Registration.

for _check in (
    Check("darwins-journey.alfred.coins-capped", GAME, "property",
          f"Does Alfred always hold 0 to {TEXT_COIN_CAP} Coins, whatever he gains or pays "
          f"and whoever pays him?",
          (cs.COIN_CAP.id, cs.COIN_TRACK.id, cs.COIN_ZERO.id, cs.LENS_COIN.id), coins_capped),
    Check("darwins-journey.alfred.no-fourth-seal", GAME, "property",
          "Does no row of Alfred's ever hold a 4th Wax Seal of one colour?",
          (cs.ACADEMY_NO_FOURTH.id, cs.ACADEMY_ROW.id, cs.ACADEMY_COLOUR.id), no_fourth_seal),
    Check("darwins-journey.alfred.one-decision-per-turn", GAME, "property",
          "Does Alfred draw one card and send one worker (to one location or a hammock) per "
          "turn, and send each of A, B, C and D exactly once a round?",
          (cs.DRAW_CARD.id, cs.ONE_ACTION.id, cs.ONE_WORKER.id, cs.OPTIONS_IN_ORDER.id,
           cs.ALFRED_FIRST.id, cs.END_OF_TURN.id), one_decision_per_turn),
    Check("darwins-journey.alfred.same-seed-same-game", GAME, "property",
          "Do the same seed and the same choices of yours always give the same solo game, "
          "with tracing on or off?",
          (cs.ACTION_DECK.id, cs.RESHUFFLE.id, cs.DRAW_CARD.id), same_seed_same_game),
    Check("darwins-journey.alfred.beagle-never-negative", GAME, "property",
          "Does Alfred's Beagle scoring always give his board's value times the round less his "
          "lagging penalties, and never fewer than 0 points?",
          (cs.BEAGLE.id,), beagle_never_negative),
):
    check.register(_check)

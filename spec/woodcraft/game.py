"""The solo round and whole games: contract removal, rounds, the final rating."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.priority import first_feasible
from spec.core.rulings import Rulings
from spec.core.steps import finish
from spec.core.trace import Change, Rejected, Step, Trace, silent
from spec.core.values import evolve, quick_init

from . import clauses as c
from . import data
from .cards import SoloStepResult, solo_step
from .model import Contract, ContractState, SoloCard, SoloState
from .player import PlayerTurn, player_turn
from .setup import setup


@implements(c.CONTRACT_REMOVAL, c.NO_UNCLAIMED, c.TIMING_COUNTERS)
def round_start(state: SoloState, trace: Trace) -> tuple[SoloState, str]:
    """At a timing counter's round, one unclaimed public contract vanishes.

    Returns the id of the contract removed, or "".
    """
    if state.round not in data.TIMING_ROUNDS:
        return state, ""
    unclaimed = tuple(k for k in state.contracts if k.state is ContractState.OPEN)
    if trace.check(c.NO_UNCLAIMED.id, f"Round {state.round} has a timing counter; has every "
                                      f"public contract been claimed already?", not unclaimed,
                   lambda: _contract_states(state.contracts)):
        return state, ""
    gone, rng = state.rng.choice(unclaimed)
    contracts = tuple(
        Contract(k.id, k.points, ContractState.REMOVED) if k is gone else k for k in state.contracts
    )
    if trace.on:
        trace.add(Step(c.CONTRACT_REMOVAL.id,
                       f"Round {state.round} has a timing counter: {gone.id} is drawn at "
                       f"random from the unclaimed contracts.",
                       "Which unclaimed public contract is removed?",
                       tuple(k.id for k in unclaimed), gone.id,
                       tuple(Rejected(k.id, "not drawn") for k in unclaimed if k is not gone)))
        trace.change(c.CONTRACT_REMOVAL.id, f"{gone.id} is removed",
                     Change(gone.id, "state", gone.state.value, ContractState.REMOVED.value))
    return evolve(state, contracts=contracts, rng=rng), gone.id


def _contract_states(contracts: tuple[Contract, ...]) -> str:
    return ", ".join(f"{k.id} {k.state.value}" for k in contracts)


@quick_init
@dataclass(frozen=True, slots=True)
class RoundLog:
    round: int
    contract_removed: str
    player: PlayerTurn
    solo: SoloStepResult
    income: bool


@implements(c.ADVANCE_ROUND, c.INCOME)
def round_end(state: SoloState, trace: Trace) -> tuple[SoloState, bool]:
    """The end of a round: the stand-in player's income after the rounds that
    have it, then the round counter moves on. Returns whether there was income."""
    income = state.round in data.INCOME_AFTER
    score = state.score + data.INCOME_POINTS if income else state.score
    if trace.on:
        if income:
            trace.change(c.INCOME.id, f"Income phase after round {state.round}: the stand-in "
                                      f"player's income",
                         Change("the player", "score", state.score, score))
        trace.change(c.ADVANCE_ROUND.id, "The round counter moves on",
                     Change("the round counter", "round", state.round, state.round + 1))
    return evolve(state, round=state.round + 1, score=score), income


@implements(c.ROUND_ORDER)
def round_steps(state: SoloState, rulings: Rulings,
                trace: Trace) -> Generator[SoloState, None, tuple[SoloState, RoundLog]]:
    """One solo round, a step at a time: the timing counter's contract, your
    turn, the solo step, then the round's end. Yields the state after each step
    and returns the state and the round's log (``play_round`` runs it through)."""
    if trace.on:
        trace.note(c.ROUND_ORDER.id, f"Round {state.round}.")
    state, gone = round_start(state, trace)
    yield state
    state, turn = player_turn(state, trace)
    yield state
    state, solo = solo_step(state, rulings, trace)
    yield state
    played = state.round
    state, income = round_end(state, trace)
    yield state
    return state, RoundLog(played, gone, turn, solo, income)


def play_round(state: SoloState, rulings: Rulings, trace: Trace) -> tuple[SoloState, RoundLog]:
    """One solo round: your turn, a solo card, then the round counter."""
    return finish(round_steps(state, rulings, trace))


@dataclass(frozen=True, slots=True)
class GameResult:
    seed: int
    final: SoloState
    rounds: tuple[RoundLog, ...]
    rating: str


_UNTRACED = silent()

# The score guide's marks, best first: each the least score it asks for.
_MARKS = (("excellent", data.EXCELLENT_SCORE), ("good", data.GOOD_SCORE), ("below good", 0))


@implements(c.SCORE_GUIDE)
def rating(score: int, trace: Trace | None = None) -> str:
    """How the score guide rates a final score: the best mark it reaches."""
    mark = first_feasible(
        _MARKS, lambda m: "" if score >= m[1] else f"{score} is below its {m[1]}",
        clause=c.SCORE_GUIDE.id, question=f"How good is a final score of {score}?",
        label=lambda m: m[0],
        trace=trace if trace is not None else _UNTRACED)
    assert mark is not None  # "below good" asks for nothing
    return mark[0]


@implements(c.FOURTEEN_ROUNDS)
def game_steps(state: SoloState, rulings: Rulings,
               trace: Trace) -> Generator[SoloState, None, tuple[SoloState, list[RoundLog]]]:
    """Rounds until the 14th is over, a step at a time (``round_steps``);
    returns the final state and the rounds' logs."""
    logs: list[RoundLog] = []
    while trace.check(c.FOURTEEN_ROUNDS.id, f"Is round {state.round} one of the game's "
                                            f"{data.LAST_ROUND} rounds?",
                      state.round <= data.LAST_ROUND,
                      lambda: f"the round counter is on {state.round}"):
        state, log = yield from round_steps(state, rulings, trace)
        logs.append(log)
    return state, logs


@implements(c.FOURTEEN_ROUNDS, c.SCORE_GUIDE)
def play_from(state: SoloState, rulings: Rulings, trace: Trace) -> tuple[SoloState, list[RoundLog]]:
    """Play rounds until the 14th is over."""
    state, logs = finish(game_steps(state, rulings, trace))
    if trace.on:
        rating(state.score, trace)
    return state, logs


def play_game(
    seed: int,
    rulings: Rulings,
    trace: Trace,
    deck: tuple[SoloCard, ...] = data.DEFAULT_DECK,
) -> GameResult:
    """A whole solo game of 14 rounds, from a seed."""
    final, logs = play_from(setup(seed, deck, trace), rulings, trace)
    return GameResult(seed, final, tuple(logs), rating(final.score))

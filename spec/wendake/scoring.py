"""The end of the game: Objectives, their worth by difficulty, and who wins."""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.trace import Trace

from . import clauses as c
from . import data
from .model import GhostState, Kind, Natives, Owner


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

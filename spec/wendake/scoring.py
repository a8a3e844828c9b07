"""The end of the game: Objectives, their worth by difficulty, and who wins."""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.trace import Change, Trace

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
    done = tuple(x for x in letters if trace.check(
        c.OBJECTIVES.id, f"Is Objective {x} completed?",
        x in state.objectives_done or objective_met(x, state),
        lambda: _objective_read(x, state)))
    worth = data.OBJECTIVE_POINTS[state.difficulty]
    total = state.player_score + worth * len(done)
    ghost = state.ghost_score
    if trace.on and done:
        trace.change(c.OBJECTIVE_POINTS.id, f"{len(done)} completed Objective"
                                            f"{'' if len(done) == 1 else 's'} x {worth} "
                                            f"({state.difficulty.value}) added to your score",
                     Change("the player", "final total", state.player_score, total))
    elif trace.on:
        trace.note(c.OBJECTIVE_POINTS.id, f"No Objective completed: your total stays "
                                          f"{total}.")
    wins = trace.check(c.WIN.id, "Is your total higher than the Ghost's?", total > ghost,
                       lambda: f"yours {total}, the Ghost's {ghost} (its score disks "
                               f"{state.score_disks[0]} + {state.score_disks[1]})")
    return FinalScore(state.player_score, done, worth * len(done), total, ghost,
                      state.printed_total, wins)


def _objective_read(letter: str, state: GhostState) -> str:
    """What the check of Objective ``letter`` read, for the trace: the same
    counts ``objective_met`` compares."""
    wanted = f"wanted: {data.OBJECTIVE_TEXTS[letter]}"
    if letter in state.objectives_done:
        return f"you completed it during play ({wanted})"
    ts = state.territories
    mine = Owner.PLAYER
    if letter in "AB":
        kind, where = (Kind.WOMAN, "Women on fields") if letter == "A" else \
            (Kind.HUNTER, "Hunters in forests")
        got = f"{sum(t.count(mine, kind) for t in ts)} of your {where}"
    elif letter in "CD":
        flag = "english" if letter == "C" else "french"
        got = (f"{sum(t.player_guards for t in ts if t.flag.value == flag)} Guards of yours "
               f"in {flag} territories")
    elif letter == "E":
        empty = [t.id for t in ts if not (t.player_guards or any(
            p is not None and p.owner is mine for p in t.fields + t.forests))]
        got = f"no piece of yours in {', '.join(empty)}" if empty else \
            "a piece of yours in each"
    elif letter in "FG":
        flag = "english" if letter == "F" else "french"
        got = (f"in {flag} territories you have {_pieces(state, mine, flag)} pieces, the "
               f"Ghost {_pieces(state, Owner.GHOST, flag)}")
    else:
        hurt = state.player_long_house
        got = (f"your Long House holds {hurt.warrior} Warriors, {hurt.woman} Women, "
               f"{hurt.hunter} Hunters")
    return f"{got} ({wanted})"


@implements(c.TURTLE_TIP)
def turtle_points_now(level: int) -> bool:
    """The booklet's tip: score Turtle tiles of Levels 3 and 4 as you take them,
    Level 5 at the end. Either way the total is the same."""
    return level in (3, 4)

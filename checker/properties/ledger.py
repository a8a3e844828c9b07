"""The trace's claimed changes agree with the state, over whole games.

A trace step that records a change (``Change``: subject, quantity, before,
after) is written where the change is made, from the values used. This
property checks that claim against the states themselves: for every decision
of seeded whole games, and for every quantity the game promises to narrate in
full (its *ledger*), the claims about it chain (each one starts where the
last ended), the first starts from the state before the decision and the
last ends at the state after, and a quantity that changed is claimed at
least once. A change made without a claim, a claim that did not happen, or a
claim with the wrong figures all fail it.

The comparison (``disagreements``) and the run over whole games
(``ledger_check``) are shared; a game supplies its ledger (a state's
quantities, named by subject and quantity exactly as its trace names them)
and a stepper (seeded whole games, each as its decisions: the state before,
the state after and the trace of each).

Darwin's Journey's ledger: each seat's Coins, points, Theory of Evolution
steps and Temporary Knowledge, in the multiplayer game and against Alfred;
a decision is each move of a player and each turn of Alfred.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, TypeVar

from spec.core.rng import Rng
from spec.core.rulings import Rulings
from spec.core.trace import Change, Trace, Value

from spec.darwins_journey import clauses as dj

from ..check import Check, Outcome, register

if TYPE_CHECKING:
    from spec.darwins_journey.state import Game

# One quantity of one subject, as the trace names them: ("player 1", "Coins").
Entry = tuple[str, str]
S = TypeVar("S")
# A decision: the state before it, the state after it, and its trace.
Decision = tuple[S, S, Trace]


def disagreements(before: Mapping[Entry, Value], after: Mapping[Entry, Value],
                  trace: Trace) -> list[str]:
    """Where the trace's claims about the ledger's entries contradict the two
    states; [] when every claim holds and every change is claimed.

    An entry only one of the states has is not compared."""
    claims: dict[Entry, list[Change]] = {}
    for step in trace.steps:
        for c in step.changes:
            claims.setdefault((c.subject, c.quantity), []).append(c)
    out: list[str] = []
    for entry, was in before.items():
        if entry not in after:
            continue
        now, made = after[entry], claims.get(entry, [])
        who = f"{entry[0]}'s {entry[1]}"
        if not made:
            if now != was:
                out.append(f"{who} went {was} -> {now} with no step claiming it")
            continue
        chain = [made[0].before] + [c.after for c in made]
        if made[0].before != was:
            out.append(f"{who}: the first claim starts at {made[0].before}, the state at {was}")
        for a, b in zip(made, made[1:]):
            if a.after != b.before:
                out.append(f"{who}: a claim ends at {a.after}, the next starts at {b.before} "
                           f"(claims {chain})")
        if made[-1].after != now:
            out.append(f"{who}: the last claim ends at {made[-1].after}, the state at {now}")
    return out


def ledger_check(game: str, question: str, clauses: tuple[str, ...],
                 ledger: Callable[[S], dict[Entry, Value]],
                 games: Callable[[int], Iterable[tuple[str, Iterable[Decision[S]]]]],
                 examples_per_game: int = 20) -> Check:
    """Register ``GAME.ledger``: every decision of the games ``games(n)`` gives
    (``n`` of each setup, ``max_examples // examples_per_game`` and at least
    one; each game named, as "seed 3" or "solo white, seed 3") agrees with
    the states as ``ledger`` reads them. A disagreement fails the check with
    the game, the decision (counted from 1 in its game) and what disagreed."""

    def run(max_examples: int) -> Outcome:
        decisions = 0
        for where, steps in games(max(1, max_examples // examples_per_game)):
            read: tuple[object, dict[Entry, Value]] | None = None
            for n, (before, after, trace) in enumerate(steps, 1):
                decisions += 1
                # The state after one decision is the state before the next.
                was = read[1] if read is not None and read[0] is before else ledger(before)
                now = ledger(after)
                read = (after, now)
                wrong = disagreements(was, now, trace)
                if wrong:
                    raise AssertionError(f"{where}, decision {n}: " + "; ".join(wrong[:3]))
        return Outcome(examples=decisions)

    return register(Check(f"{game}.ledger", game, "property", question, clauses, run))


# Darwin's Journey.

def dj_ledger(state: Game) -> dict[Entry, Value]:
    out: dict[Entry, Value] = {}
    for p in state.players:
        who = f"player {p.seat}"
        out[who, "Coins"] = p.coins
        out[who, "points"] = p.points
        out[who, "Evolution"] = p.evolution
        out[who, "Temporary Knowledge"] = p.knowledge
    return out


def dj_decisions(seed: int, solo_level: str | None, players: int = 2
                 ) -> Iterator[Decision[Game]]:
    """(state before, state after, trace) for each decision of a seeded game:
    random stand-ins, and Alfred on ``solo_level`` when it is given."""
    from spec.darwins_journey.alfred.game import ALFRED, alfred_step, settle, setup_solo
    from spec.darwins_journey.play import apply, moves
    from spec.darwins_journey.policies import random_policy
    from spec.darwins_journey.setup import setup
    from spec.darwins_journey.state import Phase

    rulings = Rulings()
    game = setup_solo(solo_level, seed) if solo_level else setup(players, seed)
    rng = Rng.seeded(seed)
    while game.phase is not Phase.OVER:
        trace = Trace()
        if solo_level and game.active == ALFRED:
            after = alfred_step(game, rulings, trace)
        else:
            move, rng = random_policy(game, moves(game, rulings), rng)
            after = apply(game, move, rulings, trace)
            if solo_level:
                after = settle(after, rulings, trace)
        yield game, after, trace
        game = after


_DJ_SETUPS: tuple[tuple[str | None, int], ...] = (
    (None, 2), (None, 3), (None, 4), ("white", 1), ("green", 1), ("blue", 1), ("yellow", 1))


def _dj_games(games: int) -> Iterator[tuple[str, Iterator[Decision[Game]]]]:
    for level, players in _DJ_SETUPS:
        for seed in range(games):
            where = f"solo {level}" if level else f"{players} players"
            yield f"{where}, seed {seed}", dj_decisions(seed, level, players)


LEDGER = ledger_check(
    "darwins-journey",
    "Does every change a trace claims (Coins, points, Evolution, Temporary Knowledge) "
    "match the states, and is every such change claimed?",
    (dj.COINS.id, dj.VICTORY_POINTS.id, dj.EVOLUTION_ADVANCE.id, dj.GAIN_TEMPORARY_KNOWLEDGE.id),
    dj_ledger, _dj_games)


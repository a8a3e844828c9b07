"""The trace's claimed changes agree with the state, over whole games.

A trace step that records a change (``Change``: subject, quantity, before,
after) is written where the change is made, from the values used. This
property checks that claim against the states themselves: for every decision
of seeded whole games (each move of a player, each turn of the bot), and for
every quantity the game promises to narrate in full (its *ledger*), the
claims about it chain (each one starts where the last ended), the first
starts from the state before the decision and the last ends at the state
after, and a quantity that changed is claimed at least once. A change made
without a claim, a claim that did not happen, or a claim with the wrong
figures all fail it.

Darwin's Journey's ledger: each seat's Coins, points, Theory of Evolution
steps and Temporary Knowledge, in the multiplayer game and against Alfred.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from spec.core.rng import Rng
from spec.core.rulings import Rulings
from spec.core.trace import Change, Trace, Value

from spec.darwins_journey import clauses as c

from ..check import Check, Outcome, register

# One quantity of one subject, as the trace names them: ("player 1", "Coins").
Entry = tuple[str, str]
Ledger = Callable[[object], dict[Entry, Value]]


def disagreements(before: Mapping[Entry, Value], after: Mapping[Entry, Value],
                  trace: Trace) -> list[str]:
    """Where the trace's claims about the ledger's entries contradict the two
    states; [] when every claim holds and every change is claimed."""
    claims: dict[Entry, list[Change]] = {}
    for step in trace.steps:
        for c in step.changes:
            claims.setdefault((c.subject, c.quantity), []).append(c)
    out: list[str] = []
    for entry, was in before.items():
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


def _dj_ledger(state: object) -> dict[Entry, Value]:
    from spec.darwins_journey.state import Game

    assert isinstance(state, Game)
    out: dict[Entry, Value] = {}
    for p in state.players:
        who = f"player {p.seat}"
        out[who, "Coins"] = p.coins
        out[who, "points"] = p.points
        out[who, "Evolution"] = p.evolution
        out[who, "Temporary Knowledge"] = p.knowledge
    return out


def dj_decisions(seed: int, solo_level: str | None, players: int = 2
                 ) -> Iterator[tuple[object, object, Trace]]:
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


def _run(max_examples: int) -> Outcome:
    setups: list[tuple[str | None, int]] = [(None, 2), (None, 3), (None, 4), ("white", 1),
                                            ("green", 1), ("blue", 1), ("yellow", 1)]
    games = max(1, max_examples // 20)
    decisions = 0
    for level, players in setups:
        for seed in range(games):
            for before, after, trace in dj_decisions(seed, level, players):
                decisions += 1
                wrong = disagreements(_dj_ledger(before), _dj_ledger(after), trace)
                if wrong:
                    where = f"solo {level}" if level else f"{players} players"
                    raise AssertionError(f"{where}, seed {seed}, decision {decisions}: "
                                         + "; ".join(wrong[:3]))
    return Outcome(examples=decisions)


LEDGER = register(Check(
    "darwins-journey.ledger", "darwins-journey", "property",
    "Does every change a trace claims (Coins, points, Evolution, Temporary Knowledge) "
    "match the states, and is every such change claimed?",
    (c.COINS.id, c.VICTORY_POINTS.id, c.EVOLUTION_ADVANCE.id, c.GAIN_TEMPORARY_KNOWLEDGE.id),
    _run))

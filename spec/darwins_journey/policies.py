"""Stand-in players for whole games: seeded random, and a simple greedy one.

Neither is a strategy anyone should copy; they exist to drive the rules
through whole games (properties, benchmarks, ``automa play``). Both choose
only among ``play.moves``, so whatever they do is legal.
"""

from __future__ import annotations

from collections.abc import Callable

from spec.core.rng import Rng
from spec.core.rulings import DEFAULTS, Rulings
from spec.core.trace import Trace, silent

from .lookahead import lookahead_policy
from .moves import Move, MoveKind
from .play import apply, moves
from .scoring import final_score
from .setup import setup
from .state import Game, Phase

Policy = Callable[[Game, list[Move], Rng], tuple[Move, Rng]]


def random_policy(game: Game, legal: list[Move], rng: Rng) -> tuple[Move, Rng]:
    """Any legal move, uniformly; ``done`` only when it is the only move or
    one time in four, so that turns are not all declined."""
    doing = [m for m in legal if m.kind is not MoveKind.DONE]
    if not doing:
        return legal[0], rng
    roll, rng = rng.below(4)
    if roll == 0 and len(doing) < len(legal):
        return legal[-1], rng
    i, rng = rng.below(len(doing))
    return doing[i], rng


def _value(game: Game, seat: int) -> int:
    # Points now and at the end, and a little for what makes points later
    # (Coins, seals, Research, Evolution steps, Stamps sent): enough to prefer
    # building up to doing nothing.
    me = game.players[seat]
    later = (me.coins + 3 * sum(len(row) for row in me.rows) + 3 * len(me.research)
             + 2 * me.evolution + 12 - sum(me.stamps) + 4 * me.placed_tents())
    return final_score(game, me).total * 4 + later


def greedy_policy(game: Game, legal: list[Move], rng: Rng) -> tuple[Move, Rng]:
    """The move whose immediate result scores best for the mover; ties at random."""
    seat = game.active
    best: list[Move] = []
    top = -10**9
    for move in legal:
        value = _value(apply(game, move), seat) if move.kind is not MoveKind.DONE else _value(
            game, seat)
        if value > top:
            top, best = value, [move]
        elif value == top:
            best.append(move)
    i, rng = rng.below(len(best))
    return best[i], rng


POLICIES: dict[str, Policy] = {"random": random_policy, "greedy": greedy_policy,
                               "lookahead": lookahead_policy}


def play_game(players: int, seed: int, policy: str | tuple[str, ...] = "random",
              rulings: Rulings = DEFAULTS, trace: Trace | None = None,
              on_move: Callable[[Game, Move], None] | None = None,
              first_game: bool = False, crew: str = "draft") -> Game:
    """Set up with ``seed`` and play to the end; the policies' choices draw
    from their own generator, seeded from ``seed`` too, so a seed names a game."""
    names = (policy,) * players if isinstance(policy, str) else policy
    chosen = [POLICIES[n] for n in names]
    game = setup(players, seed, first_game, crew)
    rng = Rng.seeded(seed ^ 0x5DEECE66D)
    quiet = trace if trace is not None else silent()
    while game.phase is not Phase.OVER:
        legal = moves(game, rulings)
        move, rng = chosen[game.active](game, legal, rng)
        if on_move is not None:
            on_move(game, move)
        game = apply(game, move, rulings, quiet)
    return game

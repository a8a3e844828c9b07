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


# Asked of every legal move: an Enum class's attribute costs three times a
# module global on Python 3.11, so the member is named once, here.
_DONE = MoveKind.DONE


def random_policy(game: Game, legal: list[Move], rng: Rng) -> tuple[Move, Rng]:
    """Any legal move, uniformly; ``done`` only when it is the only move or
    one time in four, so that turns are not all declined."""
    doing = [m for m in legal if m.kind is not _DONE]
    if not doing:
        return legal[0], rng
    roll, rng = rng.below(4)
    if roll == 0 and len(doing) < len(legal):
        return legal[-1], rng
    i, rng = rng.below(len(doing))
    return doing[i], rng


# The greedy stand-in's weights, per piece of the mover's position: round
# numbers set once, never tuned, and listed in docs/stand-ins.md. A final
# point outweighs each piece that only makes points later.
GREEDY_WEIGHTS = {"final point": 4, "Coin": 1, "Wax Seal": 3, "Research token": 3,
                  "Evolution step": 2, "Stamp sent": 1, "Tent placed": 4}

# The stand-ins draw from their own generator, seeded with the game's seed
# XOR this salt (docs/stand-ins.md): not the setup's stream, and stated so
# that another tool can replay a seeded game move for move.
POLICY_SALT = 0x5DEECE66D


def policy_rng(seed: int) -> Rng:
    """The stand-ins' generator for the game of ``seed``."""
    return Rng.seeded(seed ^ POLICY_SALT)


def _value(game: Game, seat: int) -> int:
    me = game.players[seat]
    w = GREEDY_WEIGHTS
    return (w["final point"] * final_score(game, me).total + w["Coin"] * me.coins
            + w["Wax Seal"] * sum(len(row) for row in me.rows)
            + w["Research token"] * len(me.research)
            + w["Evolution step"] * me.evolution
            + w["Stamp sent"] * (12 - sum(me.stamps))
            + w["Tent placed"] * me.placed_tents())


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
    return play_on(setup(players, seed, first_game, crew), policy_rng(seed), names, rulings,
                   trace, on_move)


def play_on(game: Game, rng: Rng, policy: tuple[str, ...], rulings: Rulings = DEFAULTS,
            trace: Trace | None = None, on_move: Callable[[Game, Move], None] | None = None,
            at: Callable[[Game, Rng], None] | None = None) -> Game:
    """Play ``game`` to the end from where it stands, each seat's stand-in
    (``policy``, seat 0 first) drawing from ``rng``. ``on_move`` sees each
    move chosen, before it is made; ``at`` each position with the generator
    as it stands there, before anything is asked of it: ``play_on`` from
    that position and generator plays the same game on from there."""
    chosen = [POLICIES[n] for n in policy]
    quiet = trace if trace is not None else silent()
    while game.phase is not Phase.OVER:
        if at is not None:
            at(game, rng)
        legal = moves(game, rulings)
        move, rng = chosen[game.active](game, legal, rng)
        if on_move is not None:
            on_move(game, move)
        game = apply(game, move, rulings, quiet)
    return game

"""A stand-in that plays like a sensible player: it looks to the end of its turn.

``lookahead_policy`` tries every legal move; after each it plays the rest of
its own turn out in its head (each later move chosen by the same estimate, one
move ahead, first best in the order ``moves`` lists them) and scores the
position its turn ends in with ``estimate``: the points the spec's own final
scoring would give now, plus a small, fixed allowance for what makes points
later. The move whose turn ends best is played; ties go to the seeded
generator. Only its own turn is looked at: it does not guess what the other
seats (or Alfred) will do.

Why this is a fair stand-in for a person: a player at the table counts, for
each spot a worker could go, what the whole turn there brings (the location's
icons in their best order, the seals and Coins it costs), and prefers points
now to points maybe later; that is what this does. It does not plan rounds
ahead, bluff or track the Action deck, so it stands for a careful beginner,
not an expert.

It thinks with the default readings (``DEFAULTS``): the turns it imagines are
its estimate, never the game; what it plays is always one of ``legal``.
"""

from __future__ import annotations

from spec.core.rng import Rng
from spec.core.rulings import DEFAULTS
from spec.core.trace import silent

from .moves import Move
from .play import apply, moves
from .scoring import final_score
from .state import Game, Phase, Player
from .tracks import BEAGLE_SPACE_IDS, OCEAN, ocean_step

_QUIET = silent()
# A turn of Darwin's Journey is a few moves (place, then an icon or two and
# what they trigger); a longer imagined turn is cut off here.
TURN_LIMIT = 12

# What a piece is worth before it scores, in points: the allowance
# ``estimate`` adds to the final score. Small and round on purpose, so that a
# point now always beats an allowance; chosen by hand from how each piece
# turns into points in the rules (a seal makes a worker stronger for the rest
# of the game; a Research token is a Specimen to deliver; a Stamp sent counts
# for an Envelope's majority; a step forward on the Ocean or an island earns
# that track's spaces and keeps the Ship off the lagging penalty), and checked
# only by the strength table, not tuned to it.
SEAL = 3.0
RESEARCH = 2.0
STAMP = 1.0
TENT = 2.0
OCEAN_STEP = 1.0
ISLAND_STEP = 1.0
COIN = 0.25  # beyond the final scoring's 1 point per 5: Coins pay for actions
KNOWLEDGE = 0.5  # Temporary Knowledge stands in for a missing seal
# Rounds left in which a seal or a track step can still be used: the
# allowances shrink as the game ends, and are nothing once it is over.
ROUNDS = 5


def _lag_table(cap: bool) -> tuple[int, ...]:
    """Lagging penalties summed along the Ocean: entry k is what the spaces up
    to step k print (each at most 2 with the cap), so that a Ship's penalty is
    a difference of two entries, as ``scoring.lagging_penalty`` adds them."""
    per = [0] * (max(ocean_step(s.id) for s in OCEAN) + 1)
    for space in OCEAN:
        per[ocean_step(space.id)] += min(space.lagging_penalty, 2) if cap else space.lagging_penalty
    sums, total = [], 0
    for p in per:
        total += p
        sums.append(total)
    return tuple(sums)


_LAG = (_lag_table(False), _lag_table(True))
_STEP = {s.id: ocean_step(s.id) for s in OCEAN}


def lagging(game: Game, player: Player) -> int:
    """``scoring.lagging_penalty``, from a table: the estimate asks it of
    every position it weighs."""
    sums = _LAG[player.lagging_cap]
    there = _STEP[BEAGLE_SPACE_IDS[game.beagle]]
    here = _STEP[player.ship]
    return sums[there] - sums[here] if there > here else 0


def _explored(player: Player) -> int:
    """Steps walked on the islands: each Explorer on an island, and its
    space number, summed."""
    total = 0
    for space in player.explorers:
        if space:
            digits = "".join(ch for ch in space if ch.isdigit())
            total += 1 + (int(digits) if digits else 0)
    return total


def estimate(game: Game, seat: int) -> float:
    """A seat's final score if the game ended now, plus the allowance for what
    is still to score (weighted by the rounds left)."""
    me = game.players[seat]
    score = float(final_score(game, me).total)
    if game.phase is Phase.OVER:
        return score
    left = (ROUNDS - game.round + 1) / ROUNDS
    seals = sum(len(row) for row in me.rows)
    sent = 12 - sum(me.stamps)
    later = (SEAL * seals + RESEARCH * len(me.research) + STAMP * sent
             + TENT * me.placed_tents() + OCEAN_STEP * _STEP[me.ship]
             + ISLAND_STEP * _explored(me) + KNOWLEDGE * me.knowledge
             + COIN * me.coins)
    # The lagging penalty is paid at every Beagle scoring still to come.
    return score + left * later - lagging(game, me)


def _my_turn(game: Game, seat: int) -> bool:
    """Whether ``game`` is still the turn of ``seat`` that a move began: the
    same seat deciding, the game not over, and not a fresh placement."""
    if game.phase is Phase.OVER or game.active != seat:
        return False
    return game.phase is not Phase.ACTION or game.placed or bool(game.frames)


def _first_best(game: Game, seat: int, legal: list[Move]) -> Move:
    best, top = legal[0], -1e18
    for move in legal:
        value = estimate(apply(game, move, DEFAULTS, _QUIET), seat)
        if value > top:
            best, top = move, value
    return best


def turn_value(game: Game, move: Move, seat: int) -> float:
    """What ``move`` is worth to ``seat``: ``estimate`` where the rest of the
    turn, each move one ahead, leaves it."""
    game = apply(game, move, DEFAULTS, _QUIET)
    for _ in range(TURN_LIMIT):
        if not _my_turn(game, seat):
            break
        legal = moves(game, DEFAULTS)
        if not legal:
            break
        game = apply(game, _first_best(game, seat, legal), DEFAULTS, _QUIET)
    return estimate(game, seat)


def lookahead_policy(game: Game, legal: list[Move], rng: Rng) -> tuple[Move, Rng]:
    """The legal move whose whole turn ends best for the mover (``turn_value``);
    ties drawn from ``rng``."""
    seat = game.active
    if len(legal) == 1:
        return legal[0], rng
    best: list[Move] = []
    top = -1e18
    for move in legal:
        value = turn_value(game, move, seat)
        if value > top + 1e-9:
            top, best = value, [move]
        elif value >= top - 1e-9:
            best.append(move)
    i, rng = rng.below(len(best))
    return best[i], rng


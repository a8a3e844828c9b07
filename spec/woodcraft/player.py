"""The stand-in for the human player in whole games (an assumption).

The solo text says only "take your turn as usual". To play whole games the
project needs someone in that seat: this seeded policy takes a random tile
that can move, scores a few points, sometimes steps up the reputation track
and sometimes claims a public contract. It is not a strategy; it exists so
that the solo deck's rules run through every kind of situation.
"""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.trace import Change, Trace
from spec.core.values import evolve, quick_init

from . import clauses as c
from .data import ADVANCE_CHANCE, CLAIM_CHANCE, TURN_POINTS
from .model import Contract, ContractState, Reputation, SoloState


@quick_init
@dataclass(frozen=True, slots=True)
class PlayerTurn:
    tile: str  # "" when no tile could move
    points: int  # everything the turn scored
    reputation_to: int
    claimed: str  # id of a public contract claimed, "" if none


@implements(c.FIRST_TO_REACH, c.TWO_PLAYER_REWARDS)
def advance_player(rep: Reputation, trace: Trace) -> tuple[Reputation, int]:
    """Step your marker up one space; take the tile there if it is still there.

    Returns the track and the points scored.
    """
    if rep.player >= rep.last_space:
        return rep, 0
    space = rep.player + 1
    tile = rep.tile_at(space)
    if tile is None:
        if trace.on:
            trace.change(c.PLAYER_TURN.id, "You step up the reputation track",
                         Change("the player", "reputation space", rep.player, space))
        return evolve(rep, player=space), 0
    tiles = tuple(t for t in rep.tiles if t is not tile)
    taken = rep.taken + (tile,)
    if trace.on:
        trace.change(c.FIRST_TO_REACH.id, f"You reach space {space} first and take its tile, "
                                          f"whose two-player reward is {tile.reward} points",
                     Change("the player", "reputation space", rep.player, space),
                     Change("the reputation track", "tiles on spaces",
                            tuple(t.space for t in rep.tiles), tuple(t.space for t in tiles)),
                     Change("the player", "reputation tiles", tuple(t.space for t in rep.taken),
                            tuple(t.space for t in taken)))
    return evolve(
        rep,
        player=space,
        tiles=tiles,
        taken=taken,
        taken_this_round=rep.taken_this_round + (space,),
    ), tile.reward


@implements(c.PLAYER_TURN)
def player_turn(state: SoloState, trace: Trace) -> tuple[SoloState, PlayerTurn]:
    wheel, clock = state.wheel, state.clock
    movable = wheel.movable()
    low, high = TURN_POINTS
    spans = (max(len(movable), 1), high - low + 1, ADVANCE_CHANCE[1], CLAIM_CHANCE[1])
    # One draw decides the whole turn: its digits in mixed radix are the tile,
    # the points, the advance roll and the claim roll (each uniform).
    roll, rng = state.rng.below(spans[0] * spans[1] * spans[2] * spans[3])
    roll, pick = divmod(roll, spans[0])
    roll, extra = divmod(roll, spans[1])
    claim_roll, advance_roll = divmod(roll, spans[2])
    tile = ""
    points = low + extra
    score = state.score + points
    if movable:
        tile = movable[pick]
        clock += 1
        wheel, _, left, entered = wheel.move(tile, clock)
        if trace.on:
            trace.change(c.PLAYER_TURN.id, f"Your turn (stand-in player): you take {tile} and "
                                           f"score {points}",
                         Change(tile, "quadrant", left + 1, entered + 1),
                         Change("the player", "score", state.score, score))
    elif trace.on:
        trace.change(c.PLAYER_TURN.id, f"Your turn (stand-in player): you take no tile, as none "
                                       f"can move, and score {points}",
                     Change("the player", "score", state.score, score))
    # A new turn starts a new round's record of tiles you took.
    rep = state.reputation
    if rep.taken_this_round:
        rep = evolve(rep, taken_this_round=())
    if advance_roll < ADVANCE_CHANCE[0]:
        rep, reward = advance_player(rep, trace)
        if reward and trace.on:
            trace.change(c.TWO_PLAYER_REWARDS.id, "You score the tile's two-player reward",
                         Change("the player", "score", score, score + reward))
        score += reward
    contracts = state.contracts
    claimed = ""
    open_contracts = tuple(k for k in contracts if k.state is ContractState.OPEN)
    if claim_roll < CLAIM_CHANCE[0] and open_contracts:
        chosen, rng = rng.choice(open_contracts)
        claimed = chosen.id
        contracts = tuple(
            Contract(k.id, k.points, ContractState.CLAIMED) if k is chosen else k for k in contracts
        )
        if trace.on:
            trace.change(c.PLAYER_TURN.id, f"You claim {claimed}",
                         Change(claimed, "state", chosen.state.value,
                                ContractState.CLAIMED.value),
                         Change("the player", "score", score, score + chosen.points))
        score += chosen.points
    points = score - state.score
    state = evolve(state, wheel=wheel, clock=clock, rng=rng, reputation=rep,
                   contracts=contracts, score=score)
    return state, PlayerTurn(tile, points, rep.player, claimed)

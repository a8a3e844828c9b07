"""Achieving Objectives and Crew cards: their requirements and their rewards."""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.core.values import evolve

from . import clauses as c
from .cards import OBJECTIVES, ObjectiveTile, Need, Requirement, crew_card
from .economy import can_pay, pay, push, regular_seals, row_seals, seal_shortfall, update
from .icons import Action, Icon, Timing
from .moves import Move, MoveKind
from .board import specimen
from .state import SPOTS, Game, Player
from .tracks import OCEAN

_TILES = {t.id: t for t in OBJECTIVES}
_BEAGLE = tuple(s.id for s in OCEAN if s.beagle)


def tile(id: str) -> ObjectiveTile:
    return _TILES[id]


@implements(c.REQ_SINGLE, c.REQ_EMPTY_STACKS, c.REQ_SPECIMEN_SYMBOL, c.REQ_SPECIMEN_SHAPE,
            c.REQ_EVOLUTION, c.REQ_TENTS, c.REQ_LENSES, c.REQ_SHIP, c.REQ_WAX_SEALS)
def meets(game: Game, player: Player, need: Requirement) -> bool:
    """Whether a player meets one Objective requirement (an amount of 1 where
    the tile prints no number)."""
    n = need.amount
    kind = need.need
    if kind is Need.EMPTY_STAMP_STACKS:
        return sum(1 for s in player.stamps if s == 0) >= n
    if kind is Need.SPECIMENS:
        found = [specimen(s) for s in player.research]
        if need.specimen_kind is not None:
            return sum(1 for s in found if s.kind is need.specimen_kind) >= n
        return sum(1 for s in found if s.colour is need.specimen_colour) >= n
    if kind is Need.EVOLUTION_STEP:
        return player.evolution >= n
    if kind is Need.TENTS:
        return player.placed_tents() >= n
    if kind is Need.LENSES:
        return 6 - player.lenses >= n
    if kind is Need.SHIP_AT_BEAGLE:
        return int(player.ship[1:]) >= int(_BEAGLE[game.beagle][1:])
    if kind is Need.REGULAR_SEALS:
        assert need.seal is not None
        return regular_seals(player, need.seal.value) >= n
    if kind is Need.VICTORY_POINTS:
        return player.points >= n
    if kind is Need.COINS:
        return player.coins >= n
    if kind is Need.TEMPORARY_KNOWLEDGE:
        return player.knowledge >= n
    assert need.space is not None  # Need.SHIP_ON_SPACE
    return int(player.ship[1:]) >= int(need.space[1:])


@implements(c.OBJECTIVE_REQUIREMENTS_MET)
def objective_met(game: Game, player: Player, id: str) -> bool:
    """All the tile's requirements are met; nothing is spent."""
    return all(meets(game, player, need) for need in tile(id).requirements)


def objective_moves(game: Game, rulings: Rulings, check: bool = True) -> list[Move]:
    """Every Objective the active player can achieve now, and where it would go.

    With ``check`` false the requirements are waived (an automatic fulfilment).
    """
    me = game.me
    out: list[Move] = []
    for id in me.reserve:
        if check and not objective_met(game, me, id):
            continue
        for i, spot in enumerate(SPOTS):
            if spot.tier is tile(id).tier and not me.spots[i] and can_pay(me, spot.cost, rulings):
                out.append(Move(MoveKind.OBJECTIVE, args=(id, i)))
    for i, id in enumerate(me.spots):
        if id and i not in me.achieved and (not check or objective_met(game, me, id)):
            out.append(Move(MoveKind.OBJECTIVE, args=(id, i)))
    return out


@implements(c.OBJECTIVE_FLIP, c.OBJECTIVE_FROM_RESERVE, c.OBJECTIVE_LOCATION_REWARD,
            c.MOD_INFINITY, c.MOD_IMMEDIATE, c.OBJECTIVE_PURPLE_SEAL)
def achieve_objective(game: Game, id: str, i: int, t: Trace) -> Game:
    """Turn the Objective face down on space ``i`` (paying that space's Coins
    if it comes from the reserve) and open the space's reward icons; rewards
    marked for final scoring wait for it."""
    me = game.me
    spots = list(me.spots)
    if id in me.reserve:
        me = evolve(pay(me, SPOTS[i].cost), reserve=tuple(x for x in me.reserve if x != id))
    spots[i] = id
    me = evolve(me, spots=tuple(spots), achieved=me.achieved | {i})
    game = update(game, me)
    if t.on:
        t.note(c.OBJECTIVE_LOCATION_REWARD.id, f"achieved Objective {id} on "
               f"{SPOTS[i].tier} space {SPOTS[i].position}")
    now: tuple[Icon, ...] = tuple(a for a in SPOTS[i].actions
                                  if not isinstance(a, Action) or a.timing is not Timing.FINAL_SCORING)
    return push(game, now, f"Objective space {SPOTS[i].tier} {SPOTS[i].position}")


@implements(c.CREW_SEAL_REQUIREMENT, c.CREW_PURPLE_COUNTS, c.CREW_NO_TEMPORARY_KNOWLEDGE,
            c.CREW_ONE_PER_WORKER)
def crew_moves(game: Game) -> list[Move]:
    """Every Crew card the active player can achieve, with each worker row
    that qualifies: the row's seals (purple as any colour, no Temporary
    Knowledge) cover the card, and the row has no Crew card yet."""
    me = game.me
    used = {row for _, row in me.crew_done}
    out: list[Move] = []
    for number in me.crew:
        need = crew_card(number).requirement
        for row in (0, 1, 2, 3, 4):
            if row in used or (row == 4 and not me.fifth_worker):
                continue
            if seal_shortfall(row_seals(me, row), need) == 0:
                out.append(Move(MoveKind.CREW, args=(number, row)))
    return out


@implements(c.CREW_ACHIEVE)
def achieve_crew(game: Game, number: int, row: int, t: Trace) -> Game:
    me = game.me
    me = evolve(me, crew=tuple(n for n in me.crew if n != number),
                crew_done=me.crew_done + ((number, row),))
    game = update(game, me)
    if t.on:
        t.note(c.CREW_ACHIEVE.id, f"achieved Crew card {number} with worker {row}")
    return push(game, crew_card(number).actions, f"Crew card {number}")


@implements(c.ACHIEVE_ANY_TIME)
def achievements(game: Game, rulings: Rulings) -> list[Move]:
    """What the active player may achieve at this moment."""
    return objective_moves(game, rulings) + crew_moves(game)

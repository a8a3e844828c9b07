"""Achieving Objectives and Crew cards: their requirements and their rewards."""

from __future__ import annotations

from collections.abc import Callable

from spec.core.clauses import implements
from spec.core.rulings import DEFAULTS, Rulings
from spec.core.trace import Change, Trace, silent
from spec.core.values import evolve

from . import clauses as c
from .actions import ACTIONS, EFFECTS
from .cards import CREW_CARDS, OBJECTIVES, Need, ObjectiveTile, Requirement, crew_card
from .economy import can_pay, pay, push, regular_seals, row_seals, seal_shortfall, update
from .icons import Action, ActionKind, Icon, Timing
from .moves import Move, MoveKind
from .board import specimen
from .state import PURPLE, SPOTS, Game, Pending, Player
from .tracks import BEAGLE_SPACE_IDS, ocean_step

_TILES = {t.id: t for t in OBJECTIVES}
_FEWEST_CREW_SEALS = min(card.requirement.total for card in CREW_CARDS)



def tile(id: str) -> ObjectiveTile:
    return _TILES[id]


@implements(c.REQ_SINGLE, c.REQ_EMPTY_STACKS, c.REQ_SPECIMEN_SYMBOL, c.REQ_SPECIMEN_SHAPE,
            c.REQ_EVOLUTION, c.REQ_TENTS, c.REQ_LENSES, c.REQ_SHIP, c.REQ_WAX_SEALS)
def meets(game: Game, player: Player, need: Requirement) -> bool:
    """Whether a player meets one Objective requirement (an amount of 1 where
    the tile prints no number)."""
    return _MEETS[need.need](game, player, need)


def _specimens(game: Game, p: Player, need: Requirement) -> bool:
    found = [specimen(s) for s in p.research]
    if need.specimen_kind is not None:
        return sum(1 for s in found if s.kind is need.specimen_kind) >= need.amount
    return sum(1 for s in found if s.colour is need.specimen_colour) >= need.amount


def _seals(game: Game, p: Player, need: Requirement) -> bool:
    assert need.seal is not None
    return regular_seals(p, need.seal.value) >= need.amount


def _ship_on(game: Game, p: Player, need: Requirement) -> bool:
    assert need.space is not None
    return ocean_step(p.ship) >= ocean_step(need.space)


_MEETS: dict[Need, Callable[[Game, Player, Requirement], bool]] = {
    Need.EMPTY_STAMP_STACKS: lambda g, p, n: p.stamps.count(0) >= n.amount,
    Need.SPECIMENS: _specimens,
    Need.EVOLUTION_STEP: lambda g, p, n: p.evolution >= n.amount,
    Need.TENTS: lambda g, p, n: p.placed_tents() >= n.amount,
    Need.LENSES: lambda g, p, n: 6 - p.lenses >= n.amount,
    Need.SHIP_AT_BEAGLE: lambda g, p, n: (ocean_step(p.ship)
                                          >= ocean_step(BEAGLE_SPACE_IDS[g.beagle])),
    Need.REGULAR_SEALS: _seals,
    Need.VICTORY_POINTS: lambda g, p, n: p.points >= n.amount,
    Need.COINS: lambda g, p, n: p.coins >= n.amount,
    Need.TEMPORARY_KNOWLEDGE: lambda g, p, n: p.knowledge >= n.amount,
    Need.SHIP_ON_SPACE: _ship_on,
}


# Each tile's requirements with the test for each, looked up once: every
# decision asks about every Objective a player holds.
_CHECKS = {t.id: tuple((_MEETS[need.need], need) for need in t.requirements) for t in OBJECTIVES}


_NEED_CLAUSE = {
    Need.EMPTY_STAMP_STACKS: c.REQ_EMPTY_STACKS, Need.EVOLUTION_STEP: c.REQ_EVOLUTION,
    Need.TENTS: c.REQ_TENTS, Need.LENSES: c.REQ_LENSES, Need.SHIP_AT_BEAGLE: c.REQ_SHIP,
    Need.SHIP_ON_SPACE: c.REQ_SHIP, Need.REGULAR_SEALS: c.REQ_WAX_SEALS,
    Need.VICTORY_POINTS: c.OBJECTIVE_REQUIREMENTS_MET, Need.COINS: c.OBJECTIVE_REQUIREMENTS_MET,
    Need.TEMPORARY_KNOWLEDGE: c.OBJECTIVE_REQUIREMENTS_MET,
}


def explain_requirements(game: Game, player: Player, id: str, t: Trace) -> None:
    """Each requirement of an Objective, met or not, citing its clause."""
    for need in tile(id).requirements:
        if need.need is Need.SPECIMENS:
            clause = c.REQ_SPECIMEN_SYMBOL if need.specimen_kind is not None else c.REQ_SPECIMEN_SHAPE
            what = f"{need.amount} {need.specimen_kind or need.specimen_colour} Specimen(s)"
        else:
            clause = _NEED_CLAUSE[need.need]
            what = f"{need.amount} x {need.need.value}" + (f" ({need.seal.value})" if need.seal
                                                          else "")
        met = meets(game, player, need)
        t.note(clause.id, f"{id} asks for {what}: {'met' if met else 'not met'}")
        if need.amount == 1:
            t.note(c.REQ_SINGLE.id, f"{need.need.value} printed without a number: one")
        if need.need is Need.REGULAR_SEALS and any("purple" in r for r in player.rows):
            t.note(c.REQ_WAX_SEALS.id, "purple seals and Temporary Knowledge do not count here")


@implements(c.OBJECTIVE_REQUIREMENTS_MET)
def objective_met(game: Game, player: Player, id: str) -> bool:
    """All the tile's requirements are met; nothing is spent."""
    for check, need in _CHECKS[id]:
        if not check(game, player, need):
            return False
    return True


def objective_moves(game: Game, rulings: Rulings, check: bool = True) -> list[Move]:
    """Every Objective the active player can achieve now, and where it would go.

    With ``check`` false the requirements are waived (an automatic fulfilment).
    """
    me = game.me
    out: list[Move] = []
    if not me.reserve and len(me.achieved) == sum(1 for s in me.spots if s):
        return out  # nothing unachieved to look at
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
def achieve_objective(game: Game, id: str, i: int, t: Trace, waived: bool = False) -> Game:
    """Turn the Objective face down on space ``i`` (paying that space's Coins
    if it comes from the reserve) and open the space's reward icons; rewards
    marked for final scoring wait for it."""
    me = game.me
    if t.on:
        explain_requirements(game, me, id, t)
        t.note(c.FULFIL_OBJECTIVE.id if waived else c.OBJECTIVE_REQUIREMENTS_MET.id,
               "its requirements are waived" if waived else
               "every requirement is met; nothing is spent")
    spots = list(me.spots)
    if id in me.reserve:
        paid = evolve(pay(me, SPOTS[i].cost), reserve=tuple(x for x in me.reserve if x != id))
        if t.on:
            t.change(c.OBJECTIVE_FROM_RESERVE.id, f"{id} moves from the reserve face down onto "
                     f"{SPOTS[i].tier} space {SPOTS[i].position}, paying {SPOTS[i].cost} Coins",
                     Change(game.layer.seat_name(game, me.seat), "Coins", me.coins, paid.coins))
        me = paid
    elif t.on:
        t.note(c.OBJECTIVE_FLIP.id, f"{id} lies on its space already: it is turned face down")
    spots[i] = id
    me = evolve(me, spots=tuple(spots), achieved=me.achieved | {i})
    game = update(game, me)
    if t.on:
        t.note(c.OBJECTIVE_LOCATION_REWARD.id, f"achieved Objective {id} on "
               f"{SPOTS[i].tier} space {SPOTS[i].position}")
    now: list[Icon] = []
    for icon in SPOTS[i].actions:
        if isinstance(icon, Action) and icon.kind in _LASTING:
            # An ongoing effect, or a book kept for final scoring: gained with
            # the space, nothing to perform.
            game = EFFECTS[icon.kind](game, Pending(icon, "Objective space"), icon, (), DEFAULTS,
                                      silent())
            if t.on:
                t.note(_LASTING[icon.kind].id, f"{icon.kind.value}: kept from now on")
                if icon.timing is Timing.ONGOING:
                    t.note(c.MOD_INFINITY.id, "the infinity sign: it lasts the rest of the game")
        elif not isinstance(icon, Action) or icon.timing is not Timing.FINAL_SCORING:
            now.append(icon)
    if t.on and now:
        t.note(c.MOD_IMMEDIATE.id, "the space's reward is taken at once")
    return push(game, tuple(now), f"Objective space {SPOTS[i].tier} {SPOTS[i].position}")


# Rewards an Objective space keeps for the rest of the game (their rules say so).
_LASTING = {k: rule.clause for k, rule in ACTIONS.items() if rule.lasting}


@implements(c.CREW_SEAL_REQUIREMENT, c.CREW_PURPLE_COUNTS, c.CREW_NO_TEMPORARY_KNOWLEDGE,
            c.CREW_ONE_PER_WORKER)
def crew_moves(game: Game) -> list[Move]:
    """Every Crew card the active player can achieve, with each worker row
    that qualifies: the row's seals (purple as any colour, no Temporary
    Knowledge) cover the card, and the row has no Crew card yet."""
    me = game.me
    out: list[Move] = []
    if not me.crew or not any(len(row) >= _FEWEST_CREW_SEALS for row in me.rows):
        return out  # no row holds seals enough for any card: the common case
    used = {row for _, row in me.crew_done}
    for number in me.crew:
        need = crew_card(number).requirement
        for row in (0, 1, 2, 3, 4):
            if row in used or (row == 4 and not me.fifth_worker):
                continue
            seals = row_seals(me, row)
            if len(seals) >= need.total and seal_shortfall(seals, need) == 0:
                out.append(Move(MoveKind.CREW, args=(number, row)))
    return out


@implements(c.CREW_ACHIEVE)
def achieve_crew(game: Game, number: int, row: int, t: Trace) -> Game:
    me = game.me
    me = evolve(me, crew=tuple(n for n in me.crew if n != number),
                crew_done=me.crew_done + ((number, row),))
    game = update(game, me)
    if t.on:
        need = crew_card(number).requirement
        seals = row_seals(me, row)
        t.note(c.CREW_SEAL_REQUIREMENT.id, f"Crew card {number} asks one worker for "
               + ", ".join(f"{n} {colour.value}" for colour, n in need.items())
               + f"; worker {row} has {list(seals)}")
        if PURPLE in seals:
            t.note(c.CREW_PURPLE_COUNTS.id, "purple seals count as any colour for a Crew card")
        t.note(c.CREW_NO_TEMPORARY_KNOWLEDGE.id, "Temporary Knowledge cannot stand in here")
        t.note(c.CREW_ONE_PER_WORKER.id, f"worker {row} takes this card and no other")
        t.note(c.CREW_ACHIEVE.id, f"achieved Crew card {number} with worker {row}")
    return push(game, crew_card(number).actions, f"Crew card {number}")


@implements(c.ACHIEVE_ANY_TIME)
def achievements(game: Game, rulings: Rulings) -> list[Move]:
    """What the active player may achieve at this moment."""
    return objective_moves(game, rulings) + crew_moves(game)

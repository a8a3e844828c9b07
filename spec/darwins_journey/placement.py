"""Placing a worker: where it may go, what it costs, what it opens.

A worker may go to an open location (printed, or unlocked by a Lens token)
that has room (a Lens holds one worker), if its row has the seals the
location asks for, counting purple seals as any colour and spending
Temporary Knowledge for what is still missing, and if the player can pay the
placement penalty of an occupied Diary Section.
"""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.core.values import evolve

from . import clauses as c
from .board import (
    DISTINCTION_BOXES,
    DISTINCTION_COINS,
    DISTINCTION_POINTS,
    PLACEMENT_PENALTY,
    SPECIAL_ACTION_LOCATIONS,
    Diary,
    Location,
    Shape,
    Unlock,
    diary_section,
)
from .cards import SPECIAL_ACTION_TILES
from .economy import can_pay, gain_points, pay, row_seals, seal_shortfall, update
from .icons import Action, ActionKind, DistinctionBonus, Icon
from .moves import Move, MoveKind, place
from .personal_board import GOLDEN_DISTINCTION_AT, SILVER_DISTINCTION_AT
from .state import LOCATION_INDEX, NEUTRAL, Frame, Game, Pending, Player
from .board import LOCATIONS

_SPECIAL_INDEX = {loc.id: i for i, loc in enumerate(SPECIAL_ACTION_LOCATIONS)}


def actions_at(game: Game, loc: Location) -> tuple[Icon, ...]:
    """The icons of a location; a Special Action location's come from its tile."""
    if loc.diary is Diary.SPECIAL_ACTION:
        number = game.special_tiles[_SPECIAL_INDEX[loc.id]]
        return SPECIAL_ACTION_TILES[number - 1].actions
    return loc.actions


@implements(c.LENS_LOCATION)
def is_open(game: Game, i: int) -> bool:
    """Printed locations are open; a locked one opens with a Lens token on it."""
    return LOCATIONS[i].unlock is Unlock.PRINTED or game.lens[i] is not None


@implements(c.BOOKMARK, c.DIARIES, c.SMALL_DIARY)
def section_occupied(game: Game, loc: Location) -> bool:
    """Whether any worker, of any colour, is already in the location's Diary Section."""
    section = diary_section(loc, game.count)
    if section is None:
        return False
    for j, other in enumerate(LOCATIONS):
        if game.workers[j] and diary_section(other, game.count) == section:
            return True
    return False


@implements(c.PLACEMENT_PENALTY, c.SQUARE_LOCATION, c.CIRCLE_LOCATION)
def penalty(game: Game, player: Player, loc: Location) -> int:
    """The Coins due for placing here: none outside Diaries or in an empty Diary
    Section, else the player-count penalty less the player's reductions."""
    if loc.shape is Shape.SQUARE or not section_occupied(game, loc):
        return 0
    return max(0, PLACEMENT_PENALTY.value(game.count) - player.penalty_reduction)


def available_rows(player: Player) -> tuple[int, ...]:
    rows = (0, 1, 2, 3, 4) if player.fifth_worker else (0, 1, 2, 3)
    return tuple(row for row in rows if row in player.home)


@implements(c.LENS_LOCATION, c.TEMPORARY_KNOWLEDGE, c.WORKER_ROWS, c.TOP_WORKER, c.FIFTH_WORKER_NO_SEALS)
def placements(game: Game, rulings: Rulings) -> list[Move]:
    """Every legal placement of the active player's workers."""
    player = game.me
    moves: list[Move] = []
    rows = available_rows(player)
    for i, loc in enumerate(LOCATIONS):
        if not is_open(game, i):
            continue
        if loc.shape is Shape.LENS and game.workers[i]:
            continue
        cost = penalty(game, player, loc)
        if not can_pay(player, cost, rulings):
            continue
        need = loc.seals
        for row in rows:
            short = seal_shortfall(row_seals(player, row), need) if need.total else 0
            if short > player.knowledge:
                continue
            moves.append(place(row, loc.id, short))
    return moves


def distinction(player: Player, row: int) -> str:
    """"silver" from a row's 4th seal, "golden" from its 6th, else ""."""
    if row == 0 or row == 4:
        return ""
    n = len(player.rows[row])
    if n >= GOLDEN_DISTINCTION_AT.value:
        return "golden"
    if n >= SILVER_DISTINCTION_AT.value:
        return "silver"
    return ""


@implements(c.SILVER_DISTINCTION, c.GOLDEN_DISTINCTION, c.GOLDEN_GETS_BOTH,
            c.SILVER_EXPLORATION, c.SILVER_NAVIGATION, c.SILVER_STAMP, c.SILVER_WAX_SEAL,
            c.SILVER_COINS, c.GOLDEN_EXTRA_STOP, c.GOLDEN_SPLIT_STAMPS, c.GOLDEN_SEAL_DISCOUNT,
            c.GOLDEN_VICTORY_POINTS)
def with_distinction(player: Player, level: str, loc: Location,
                     frame: Frame) -> tuple[Player, Frame]:
    """Apply the bonuses of the location's distinction box for a worker with a
    silver or golden distinction: more movement, Stamps or seals, Coins,
    points, an extra stop, split Stamps, cheaper seals."""
    if not level or loc.diary is None:
        return player, frame
    box = next((b for b in DISTINCTION_BOXES if b.diary is loc.diary and b.page is loc.page), None)
    if box is None:
        return player, frame
    bonuses = [box.silver] + ([box.golden] if level == "golden" else [])
    out = list(frame)
    for bonus in bonuses:
        if bonus is DistinctionBonus.COINS:
            player = evolve(player, coins=player.coins + DISTINCTION_COINS.value)
        elif bonus is DistinctionBonus.VICTORY_POINTS:
            player = gain_points(player, DISTINCTION_POINTS.value)
        elif bonus is DistinctionBonus.EXTRA_WAX_SEAL:
            out.append(Pending(Action(ActionKind.ACADEMY), f"{loc.id} (silver distinction)"))
        else:
            out = [_boost(p, bonus) for p in out]
    return player, tuple(out)


_BOOSTED = {
    DistinctionBonus.EXTRA_EXPLORATION: ActionKind.EXPLORATION,
    DistinctionBonus.EXTRA_NAVIGATION: ActionKind.NAVIGATION,
    DistinctionBonus.EXTRA_STAMP: ActionKind.CORRESPONDENCE,
}


def _boost(p: Pending, bonus: DistinctionBonus) -> Pending:
    icon = p.icon
    if not isinstance(icon, Action):
        return p
    if bonus in _BOOSTED and icon.kind is _BOOSTED[bonus]:
        return evolve(p, icon=evolve(icon, amount=icon.amount + 1))
    if bonus is DistinctionBonus.EXTRA_STOP and icon.kind in (ActionKind.EXPLORATION,
                                                             ActionKind.NAVIGATION):
        return evolve(p, extra_stop=True)
    if bonus is DistinctionBonus.SPLIT_STAMPS and icon.kind is ActionKind.CORRESPONDENCE:
        return evolve(p, split=True)
    if bonus is DistinctionBonus.WAX_SEAL_DISCOUNT and icon.kind is ActionKind.ACADEMY:
        return evolve(p, discount=p.discount + 1)
    return p


@implements(c.ONE_WORKER_PER_TURN, c.OPPONENT_LENS_COIN, c.PERFORM_ANY_ORDER)
def place_worker(game: Game, move: Move, rulings: Rulings, trace: Trace) -> Game:
    """Put the worker down, pay the penalty and the Temporary Knowledge, pay
    the Lens token's owner, take distinction bonuses, and open the
    location's icons."""
    assert move.kind is MoveKind.PLACE
    row, loc_id, spent = move.args
    assert isinstance(row, int) and isinstance(loc_id, str) and isinstance(spent, int)
    i = LOCATION_INDEX[loc_id]
    loc = LOCATIONS[i]
    player = game.me
    cost = penalty(game, player, loc)
    player = pay(player, cost)
    player = evolve(player, knowledge=player.knowledge - spent,
                    home=player.home - {row})
    workers = list(game.workers)
    workers[i] = workers[i] + ((player.seat, row),)
    game = evolve(game, workers=tuple(workers), placed=True,
                  knowledge_supply=game.knowledge_supply + spent)
    owner = game.lens[i]
    if owner is not None and owner != NEUTRAL and owner != player.seat:
        paid = game.players[owner]
        game = update(game, evolve(paid, coins=paid.coins + 1))
    frame: Frame = tuple(Pending(icon, loc.id) for icon in actions_at(game, loc))
    player, frame = with_distinction(player, distinction(player, row), loc, frame)
    game = update(game, player)
    if trace.on:
        bits = [f"worker {row} to {loc.id}"]
        if cost:
            bits.append(f"paid {cost} Coins of placement penalty")
        if spent:
            bits.append(f"spent {spent} Temporary Knowledge")
        trace.note(c.ONE_WORKER_PER_TURN.id, "; ".join(bits))
    return evolve(game, frames=(frame,)) if frame else game

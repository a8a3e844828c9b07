"""Placing a worker: where it may go, what it costs, what it opens.

A worker may go to an open location (printed, or unlocked by a Lens token)
that has room (a Lens holds one worker), if its row has the seals the
location asks for, counting purple seals as any colour and spending
Temporary Knowledge for what is still missing, and if the player can pay the
placement penalty of an occupied Diary Section.
"""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.clauses import Clause, implements
from spec.core.memo import Memo
from spec.core.rulings import Rulings
from spec.core.trace import Change, Rejected, Step, Trace, listed, silent
from spec.core.values import evolve, quick_init

from . import clauses as c
from .board import (
    DISTINCTION_BOXES,
    DISTINCTION_COINS,
    DISTINCTION_POINTS,
    PLACEMENT_PENALTY,
    SPECIAL_ACTION_LOCATIONS,
    Diary,
    Location,
    Page,
    Shape,
    Unlock,
    diary_section,
)
from .cards import SPECIAL_ACTION_TILES
from .economy import gain_points, pay, row_seals, seal_shortfall
from .icons import Action, ActionKind, DistinctionBonus, Icon
from .moves import Move, MoveKind
from .personal_board import GOLDEN_DISTINCTION_AT, SILVER_DISTINCTION_AT
from .state import LOCATION_INDEX, NEUTRAL, PURPLE, Frame, Game, Pending, Player
from .board import LOCATIONS

_SPECIAL_INDEX = {loc.id: i for i, loc in enumerate(SPECIAL_ACTION_LOCATIONS)}
_QUIET = silent()
# Alfred's clause for a worker on his Lens (his clauses live with him, in solo).


def actions_at(game: Game, loc: Location) -> tuple[Icon, ...]:
    """The icons of a location; a Special Action location's come from its tile."""
    if loc.diary is Diary.SPECIAL_ACTION:
        number = game.special_tiles[_SPECIAL_INDEX[loc.id]]
        return SPECIAL_ACTION_TILES[number - 1].actions if number else ()
    return loc.actions


def has_space(game: Game, i: int) -> bool:
    """False for a Special Action location left without a tile (the solo game
    lays none on the bottom row): no worker, Lens or action goes there."""
    loc = LOCATIONS[i]
    return loc.diary is not Diary.SPECIAL_ACTION or game.special_tiles[_SPECIAL_INDEX[loc.id]] > 0


@implements(c.LENS_LOCATION)
def is_open(game: Game, i: int) -> bool:
    """Printed locations are open; a locked one opens with a Lens token on it."""
    return LOCATIONS[i].unlock is Unlock.PRINTED or game.lens[i] is not None


# Each location's Diary Section, per player count: asked for every location
# at every placement, so worked out once.
_SECTIONS = {n: tuple(diary_section(loc, n) for loc in LOCATIONS) for n in (1, 2, 3, 4)}


@implements(c.BOOKMARK, c.DIARIES, c.SMALL_DIARY)
def occupied_sections(game: Game) -> set[tuple[Diary, Page | None]]:
    """The Diary Sections holding any worker, of any colour."""
    sections = _SECTIONS[game.count]
    out: set[tuple[Diary, Page | None]] = set()
    for j, here in enumerate(game.workers):
        section = sections[j]
        if here and section is not None:
            out.add(section)
    return out


Section = tuple[Diary, Page | None]


@quick_init
@dataclass(frozen=True, slots=True)
class Penalty:
    """The placement penalty of one location for one player, and what decided it.

    ``section`` is the location's Diary Section (None when it lies in none);
    ``occupied`` whether that section already holds a worker; ``base`` the
    player-count penalty and ``reduction`` the player's Placement Penalty
    Reductions, both 0 unless the section is occupied. ``coins`` is what is
    due. The rule (``placement_penalty``) builds it; the trace reads it, so
    what is narrated is what was decided.
    """

    location: Location
    section: Section | None
    occupied: bool
    players: int
    base: int
    reduction: int
    coins: int

    @property
    def clause(self) -> Clause:
        return c.SQUARE_LOCATION if self.location.shape is Shape.SQUARE else c.PLACEMENT_PENALTY

    @property
    def text(self) -> str:
        loc = self.location.id
        if self.location.shape is Shape.SQUARE:
            return f"{loc} is a square location: never a placement penalty"
        if self.section is None:
            return f"{loc} lies in no Diary Section: no placement penalty"
        where = section_text(self.section)
        if not self.occupied:
            return f"{loc}: its Diary Section ({where}) holds no worker yet: no placement penalty"
        text = (f"{loc}: its Diary Section ({where}) already holds a worker: a placement "
                f"penalty of {self.base} Coins with {self.players} players")
        if self.reduction:
            text += f", less {self.reduction} for Placement Penalty Reduction: {self.coins}"
        return text


def _section_because(game: Game, section: Section) -> str:
    # What the Diary Section is, by the bookmark, and who is in it.
    diary, page = section
    what = (f"a bookmark splits {diary.value}: its {page.value} page is a Diary Section of its "
            "own" if page is not None else f"no bookmark splits {diary.value}: the whole Diary "
            "is one Diary Section")
    sections = _SECTIONS[game.count]
    there = [f"{game.worker_name(s, r)} on {LOCATIONS[j].id}"
             for j, here in enumerate(game.workers) if sections[j] == section for s, r in here]
    return f"{what}; workers there: {', '.join(there) or 'none'}"


def section_text(section: Section) -> str:
    diary, page = section
    return diary.value + (f", {page.value} page" if page is not None else "")


@implements(c.PLACEMENT_PENALTY, c.SQUARE_LOCATION, c.CIRCLE_LOCATION, c.BOOKMARK, c.DIARIES)
def placement_penalty(game: Game, player: Player, loc: Location,
                      occupied: set[Section] | None = None, trace: Trace = _QUIET) -> Penalty:
    """The Coins due for placing here, and why: none on a square location or
    in an empty Diary Section, else the player-count penalty less the
    player's reductions (never below 0). Traced, whether the Diary Section
    holds a worker is a step."""
    count = game.count
    if loc.shape is Shape.SQUARE:
        return Penalty(loc, None, False, count, 0, 0, 0)
    section = _SECTIONS[count][LOCATION_INDEX[loc.id]]
    if section is None:
        return Penalty(loc, None, False, count, 0, 0, 0)
    if occupied is None:
        occupied = occupied_sections(game)
    busy = section in occupied
    if trace.on:
        busy = trace.check((c.BOOKMARK if section[1] is not None else c.DIARIES).id,
                           f"{loc.id}: does its Diary Section already hold a worker?", busy,
                           lambda: _section_because(game, section))
    if not busy:
        return Penalty(loc, section, False, count, 0, 0, 0)
    base = PLACEMENT_PENALTY.value(count)
    return Penalty(loc, section, True, count, base, player.penalty_reduction,
                   max(0, base - player.penalty_reduction))


def penalty(game: Game, player: Player, loc: Location,
            occupied: set[Section] | None = None) -> int:
    """The Coins due for placing here (``placement_penalty``'s ``coins``)."""
    return placement_penalty(game, player, loc, occupied).coins


def available_rows(player: Player) -> tuple[int, ...]:
    """The player's workers on their personal board, by row, top first."""
    key = (player.home, player.fifth_worker)
    rows = _AT_HOME.get(key)
    if rows is None:
        every = (0, 1, 2, 3, 4) if player.fifth_worker else (0, 1, 2, 3)
        rows = _AT_HOME[key] = tuple(row for row in every if row in player.home)
    return rows


# The rows at home, by the set of them: asked at every placement and every
# turn's end, and there are only so many sets of five rows.
_AT_HOME: dict[tuple[frozenset[int], bool], tuple[int, ...]] = {}


@implements(c.LENS_LOCATION, c.TEMPORARY_KNOWLEDGE, c.WORKER_ROWS, c.TOP_WORKER, c.FIFTH_WORKER_NO_SEALS)
def placements(game: Game, rulings: Rulings) -> list[Move]:
    """Every legal placement of the active player's workers."""
    player = game.me
    moves: list[Move] = []
    rows = available_rows(player)
    if not rows:
        return moves
    sections = _SECTIONS[game.count]
    fee = max(0, PLACEMENT_PENALTY.value(game.count) - player.penalty_reduction)
    # The penalty is always paid in full: a player short of it is kept out of
    # every occupied Diary Section that charges it.
    occupied = occupied_sections(game) if fee > player.coins else None
    shorts = [(row, shortfalls(row_seals(player, row))) for row in rows]
    knowledge = player.knowledge
    workers = game.workers
    for i, loc in open_locations(game):
        if _ONE_WORKER[i] and workers[i]:
            continue
        if occupied is not None and not _SQUARE[i] and sections[i] in occupied:
            continue
        free = _FREE_PLACES[i]
        if not _NEEDS_SEALS[i]:
            moves.extend([free[row] for row in rows])
            continue
        for row, short_at in shorts:
            short = short_at[i]
            if not short:
                moves.append(free[row])
            elif short <= knowledge:
                moves.append(Move(MoveKind.PLACE, args=(row, loc.id, short)))
    return moves


def open_locations(game: Game) -> tuple[tuple[int, Location], ...]:
    """The locations a worker could go to, room aside: printed or unlocked by
    a Lens token (``is_open``), with a Special Action tile where they need
    one (``has_space``); by index, in board order."""
    lens, tiles = game.lens, game.special_tiles
    known = _OPEN.get(lens)
    if known is not None and known[0] is tiles:
        return known[1]
    found = tuple((i, loc) for i, loc in enumerate(LOCATIONS)
                  if is_open(game, i) and has_space(game, i))
    _OPEN.put(lens, (tiles, found))
    return found


# The open locations, remembered for the Lens tokens and Special Action tiles
# they were worked out from: copies of the state share those two tuples until
# a Lens is placed, so a whole Action Phase asks again only after an unlock.
# Each entry holds the tiles, so that their id cannot be reused while it stands.
_OPEN: Memo[tuple[int | None, ...], tuple[tuple[int, ...], tuple[tuple[int, Location], ...]]] = \
    Memo(64)


# Moves are values: the placements spending no Temporary Knowledge are made
# once, since listing them is most of the work of every placement decision.
_FREE_PLACES = tuple(tuple(Move(MoveKind.PLACE, args=(row, loc.id, 0)) for row in range(5))
                     for loc in LOCATIONS)


def shortfalls(seals: tuple[str, ...]) -> tuple[int, ...]:
    """What a row of seals lacks at each location (``seal_shortfall``), by
    location index; 0 where a location asks for no seals."""
    known = _SHORT.get(seals)
    if known is None:
        if len(_SHORT) >= 4096:
            _SHORT.clear()
        known = _SHORT[seals] = tuple(seal_shortfall(seals, loc.seals) if loc.seals.total else 0
                                      for loc in LOCATIONS)
    return known


# Shortfalls of a row of seals at every location, remembered: a game sees few
# distinct rows, and asks about each at every placement. The board is fixed,
# so a row's shortfalls never change.
_SHORT: dict[tuple[str, ...], tuple[int, ...]] = {}
_ONE_WORKER = tuple(loc.shape is Shape.LENS for loc in LOCATIONS)
_SQUARE = tuple(loc.shape is Shape.SQUARE for loc in LOCATIONS)
_NEEDS_SEALS = tuple(loc.seals.total > 0 for loc in LOCATIONS)


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
def with_distinction(player: Player, level: str, loc: Location, frame: Frame,
                     trace: Trace | None = None, row: int | None = None) -> tuple[Player, Frame]:
    """Apply the bonuses of the location's distinction box for a worker with a
    silver or golden distinction: more movement, Stamps or seals, Coins,
    points, an extra stop, split Stamps, cheaper seals."""
    if trace is None:
        trace = silent()
    # Untraced, a worker with no distinction needs no box: the common case.
    if (not level and not trace.on) or loc.diary is None:
        return player, frame
    box = next((b for b in DISTINCTION_BOXES if b.diary is loc.diary and b.page is loc.page), None)
    if box is None:
        return player, frame
    worker = f"worker {row}" if row is not None else "the worker"
    seals = len(player.rows[row]) if row is not None and 0 < row < 4 else 0
    if row is not None and 0 < row < 4:
        # Only the three middle rows hold seals, so only their workers earn distinctions.
        if not trace.check(c.SILVER_DISTINCTION.id, f"does {worker} have the silver "
                           f"distinction, {SILVER_DISTINCTION_AT.value} seals or more, for "
                           f"{loc.id}'s box?", bool(level),
                           lambda: f"its row holds {seals} seals"):
            return player, frame
    elif not level:
        return player, frame
    golden = trace.check(c.GOLDEN_DISTINCTION.id, f"does {worker} have the golden "
                         f"distinction too, {GOLDEN_DISTINCTION_AT.value} seals or more?",
                         level == "golden", lambda: f"its row holds {seals} seals")
    bonuses = [box.silver] + ([box.golden] if golden else [])
    if trace.on and golden:
        trace.change(c.GOLDEN_GETS_BOTH.id, "a golden worker earns both bonuses of the box",
                     Change(f"{worker} on {loc.id}", "distinction bonuses", (),
                            tuple(b.value for b in bonuses)))
    out = list(frame)
    # Only a player earns distinctions (the solo bot's board has none).
    who = f"player {player.seat}"
    for bonus in bonuses:
        clause = _BONUS_CLAUSE[bonus].id
        if bonus is DistinctionBonus.COINS:
            before = player
            player = evolve(player, coins=player.coins + DISTINCTION_COINS.value)
            if trace.on:
                trace.change(clause, f"distinction bonus: {DISTINCTION_COINS.value} Coins",
                             Change(who, "Coins", before.coins, player.coins))
        elif bonus is DistinctionBonus.VICTORY_POINTS:
            before = player
            player = gain_points(player, DISTINCTION_POINTS.value)
            if trace.on:
                trace.change(clause, f"distinction bonus: {DISTINCTION_POINTS.value} points",
                             Change(who, "points", before.points, player.points))
        elif bonus is DistinctionBonus.EXTRA_WAX_SEAL:
            academies = sum(1 for p in out if isinstance(p.icon, Action)
                            and p.icon.kind is ActionKind.ACADEMY)
            out.append(Pending(Action(ActionKind.ACADEMY), f"{loc.id} (silver distinction)"))
            if trace.on:
                trace.change(clause, f"distinction bonus: {bonus.value}",
                             Change(loc.id, "Academy actions to perform", academies,
                                    academies + 1))
        else:
            boosted = [_boost(p, bonus) for p in out]
            if trace.on:
                changes = [_boost_change(n, p, q, bonus)
                           for n, (p, q) in enumerate(zip(out, boosted), 1) if p != q]
                if changes:
                    trace.change(clause, f"distinction bonus: {bonus.value}", *changes)
                else:
                    trace.note(clause, f"distinction bonus: {bonus.value}, which no icon of "
                               f"{loc.id} takes")
            out = boosted
    return player, tuple(out)


def _boost_change(n: int, p: Pending, q: Pending, bonus: DistinctionBonus) -> Change:
    # What a distinction bonus changed in the ``n``th open icon.
    icon = p.icon
    assert isinstance(icon, Action) and isinstance(q.icon, Action)
    what = f"icon {n} ({icon.kind.value}" + (f" -{icon.discount}" if icon.discount else "") + ")"
    if bonus is DistinctionBonus.EXTRA_STOP:
        return Change(p.origin, f"{what} extra stop", "no", "yes")
    if bonus is DistinctionBonus.SPLIT_STAMPS:
        return Change(p.origin, f"{what} Stamps split over Envelopes", "no", "yes")
    if bonus is DistinctionBonus.WAX_SEAL_DISCOUNT:
        return Change(p.origin, f"{what} Coins off", p.discount, q.discount)
    reach = {ActionKind.NAVIGATION: "spaces", ActionKind.EXPLORATION: "spots"}
    return Change(p.origin, f"{what} {reach.get(icon.kind, 'Stamps')}", icon.amount,
                  q.icon.amount)


_BONUS_CLAUSE = {
    DistinctionBonus.EXTRA_EXPLORATION: c.SILVER_EXPLORATION,
    DistinctionBonus.EXTRA_NAVIGATION: c.SILVER_NAVIGATION,
    DistinctionBonus.EXTRA_STAMP: c.SILVER_STAMP,
    DistinctionBonus.EXTRA_WAX_SEAL: c.SILVER_WAX_SEAL,
    DistinctionBonus.COINS: c.SILVER_COINS,
    DistinctionBonus.EXTRA_STOP: c.GOLDEN_EXTRA_STOP,
    DistinctionBonus.SPLIT_STAMPS: c.GOLDEN_SPLIT_STAMPS,
    DistinctionBonus.WAX_SEAL_DISCOUNT: c.GOLDEN_SEAL_DISCOUNT,
    DistinctionBonus.VICTORY_POINTS: c.GOLDEN_VICTORY_POINTS,
}
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
    """Put the worker down, pay the Temporary Knowledge and the penalty, pay
    the Lens token's owner, take distinction bonuses, and open the
    location's icons. Each change is traced where it is made."""
    assert move.kind is MoveKind.PLACE
    row, loc_id, spent = move.args
    assert isinstance(row, int) and isinstance(loc_id, str) and isinstance(spent, int)
    i = LOCATION_INDEX[loc_id]
    loc = LOCATIONS[i]
    me = game.me
    seat = me.seat
    who = game.seat_name(seat) if trace.on else ""
    # Decided before the worker goes down: is it the first in its Diary Section?
    due = placement_penalty(game, me, loc, trace=trace)
    if trace.on:
        _explain_requirement(me, row, loc, trace)
    # What the placement changes is gathered here and the state copied once,
    # at the end: a whole game places some forty workers.
    player = evolve(me, home=me.home - {row})
    workers = list(game.workers)
    workers[i] = workers[i] + ((seat, row),)
    supply = game.knowledge_supply
    if trace.on:
        spot = Change(loc.id, "workers", workers_text(game, game.workers[i]),
                      workers_text(game, workers[i]))
        circle = loc.shape is Shape.CIRCLE
        trace.change(c.ONE_WORKER_PER_TURN.id, f"{who}: worker {row} to {loc.id}",
                     Change(who, "workers on the personal board", tuple(sorted(me.home)),
                            tuple(sorted(player.home))), *(() if circle else (spot,)))
        if circle:
            trace.change(c.CIRCLE_LOCATION.id, f"{loc.id} is a circle: it takes any number of "
                         "workers, the penalty as for its Diary Section", spot)
    if spent:
        before = player
        player = evolve(player, knowledge=player.knowledge - spent)
        if trace.on:
            trace.change(c.TEMPORARY_KNOWLEDGE.id, f"Temporary Knowledge returned for the "
                         f"seals worker {row} lacks",
                         Change(who, "Temporary Knowledge", before.knowledge, player.knowledge),
                         Change("the supply", "Temporary Knowledge", supply, supply + spent))
        supply += spent
    if due.coins:
        before = player
        player = pay(player, due.coins)
        if trace.on:
            trace.change(due.clause.id, due.text, Change(who, "Coins", before.coins,
                                                         player.coins))
    elif trace.on:
        trace.note(due.clause.id, due.text)
    players = list(game.players)
    owner = game.lens[i]
    if owner is not None and owner != NEUTRAL and owner != seat:
        paid = players[owner]
        players[owner] = evolve(paid, coins=paid.coins + 1)
        if trace.on:
            trace.change(c.OPPONENT_LENS_COIN.id, f"the Lens on {loc.id} is {game.seat_name(owner)}'s: "
                         "1 Coin to them from the supply",
                         Change(game.seat_name(owner), "Coins", paid.coins,
                                players[owner].coins))
            game.layer.on_lens_coin(game, owner, trace)
    frame: Frame = tuple(Pending(icon, loc.id) for icon in actions_at(game, loc))
    player, frame = with_distinction(player, distinction(player, row), loc, frame, trace, row)
    players[seat] = player
    game = evolve(game, players=tuple(players), workers=tuple(workers), placed=True,
                  knowledge_supply=supply, turn_coins=player.coins,
                  stop_turn=any(q.extra_stop for q in frame),
                  frames=game.frames + (frame,) if frame else game.frames)
    if trace.on and frame:
        trace.change(c.PERFORM_AFTER_PLACEMENT.id, f"the worker is placed: {loc.id}'s actions may "
                     "now be performed", Change(who, "icons to perform", (), _texts(frame)))
    return game


def _texts(frame: Frame) -> tuple[str, ...]:
    from .play import _icon_text  # play builds on this module

    return tuple(_icon_text(p.icon) for p in frame)


def workers_text(game: Game, here: tuple[tuple[int, int], ...]) -> tuple[str, ...]:
    """The workers on a location, by the names the game's layer gives them."""
    return tuple(game.worker_name(s, r) for s, r in here)


def _explain_requirement(me: Player, row: int, loc: Location, trace: Trace) -> None:
    # The seals a location asks for, against the worker's own row.
    if not loc.seals.total:
        return
    seals = row_seals(me, row)
    trace.note(c.SEAL_REQUIREMENT.id, f"{loc.id} asks for {_seal_text(loc)}; worker {row}'s "
               f"own row has {listed(seals, 'no seals')}")
    if PURPLE in seals:
        plain = seal_shortfall(tuple(s for s in seals if s != PURPLE), loc.seals)
        trace.check(c.PURPLE_ANY_COLOUR.id,
                    f"does worker {row}'s purple seal stand in for a colour it lacks?",
                    _purple_counted(seals, loc),
                    f"without purple the row lacks {plain} of {_seal_text(loc)}, with it "
                    f"{seal_shortfall(seals, loc.seals)}" + (
                        " (the top worker's purple seal is printed on its row)" if row == 0
                        else ""))


def _purple_counted(seals: tuple[str, ...], loc: Location) -> bool:
    """Whether the row's purple seals cover some of what its coloured seals lack."""
    if PURPLE not in seals:
        return False
    plain = tuple(s for s in seals if s != PURPLE)
    return seal_shortfall(seals, loc.seals) < seal_shortfall(plain, loc.seals)


def explain_placements(game: Game, legal: list[Move], rulings: Rulings, trace: Trace) -> None:
    """Say, location by location, what a worker pays there, which workers may
    go (the placements among ``legal``) and why the others may not."""
    if not trace.on:
        return
    player = game.me
    rows = available_rows(player)
    trace.note(c.ONE_WORKER_PER_TURN.id, f"{game.seat_name(player.seat)} places one worker; on the "
               f"personal board: {', '.join(f'worker {r}' for r in rows)}")
    if 4 in rows:
        trace.note(c.FIFTH_WORKER_NO_SEALS.id, "the fifth worker has no seals; it may spend "
                   "Temporary Knowledge")
    if 0 in rows:
        trace.note(c.TOP_WORKER.id, "the top worker's printed purple seal counts as any colour")
    allowed: dict[str, dict[int, int]] = {}
    for m in legal:
        if m.kind is MoveKind.PLACE:
            row, loc_id, spent = m.args
            assert isinstance(row, int) and isinstance(loc_id, str) and isinstance(spent, int)
            allowed.setdefault(loc_id, {})[row] = spent
    occupied = occupied_sections(game)
    for i, loc in enumerate(LOCATIONS):
        if not is_open(game, i) or not has_space(game, i):
            continue
        if loc.shape is Shape.LENS and game.workers[i]:
            trace.note(c.LENS_LOCATION.id, f"{loc.id}: its Lens already holds a worker")
            continue
        due = placement_penalty(game, player, loc, occupied, trace)
        trace.note(due.clause.id, due.text)
        if due.coins > player.coins:
            trace.note(c.PLACEMENT_PENALTY.id, f"{loc.id}: the penalty of {due.coins} Coins is "
                       f"more than {game.seat_name(player.seat)}'s {player.coins}: no worker may go here")
            continue
        here = allowed.get(loc.id, {})
        ok = [f"worker {row}" + (f" (spending {here[row]} Temporary Knowledge)" if here[row]
                                 else "") for row in rows if row in here]
        lost = [Rejected(f"worker {row}", _why_not(player, row, loc)) for row in rows
                if row not in here]
        clause = c.SEAL_REQUIREMENT if loc.seals.total else _shape_clause(loc)
        text = f"{loc.id}: " + (", ".join(ok) + " may go here" if ok else "no worker may go here")
        trace.add(Step(clause.id, text, "which workers may go here?", tuple(ok + [
            x.candidate for x in lost]), ", ".join(ok), tuple(lost)))
        if any(here.values()):
            trace.note(c.TEMPORARY_KNOWLEDGE.id, f"{loc.id}: Temporary Knowledge stands in for "
                       "missing seals")
        if any(_purple_counted(row_seals(player, r), loc) for r in here):
            trace.note(c.PURPLE_ANY_COLOUR.id, f"{loc.id}: purple seals count as any colour")
        owner = game.lens[i]
        if owner is not None and owner != NEUTRAL and owner != player.seat:
            trace.note(c.OPPONENT_LENS_COIN.id, f"{loc.id}: a worker here pays 1 Coin to "
                       f"{game.seat_name(owner)}, whose Lens it is")


def _why_not(player: Player, row: int, loc: Location) -> str:
    # Why a worker that may not go here may not: the seals it lacks.
    short = seal_shortfall(row_seals(player, row), loc.seals) if loc.seals.total else 0
    if short > player.knowledge:
        return (f"lacks {short} of the seals {_seal_text(loc)} with {player.knowledge} "
                "Temporary Knowledge")
    return "not among the legal placements"


def _shape_clause(loc: Location) -> Clause:
    if loc.shape is Shape.SQUARE:
        return c.SQUARE_LOCATION
    if loc.shape is Shape.CIRCLE:
        return c.SMALL_DIARY if loc.diary is Diary.SMALL else c.CIRCLE_LOCATION
    return c.LENS_LOCATION


def _seal_text(loc: Location) -> str:
    return ", ".join(f"{n} {colour.value}" for colour, n in loc.seals.items())

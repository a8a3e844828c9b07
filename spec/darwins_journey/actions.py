"""What each action icon lets a player do: its legal choices and its effect.

Each kind of action is declared once, in ``ACTIONS``, with its clause and two
functions: one lists every legal set of choices (``args``) for the icon in
this state, the other carries a chosen set out. An action whose Coin cost
cannot be paid has no legal choice, so it cannot be performed; the other
icons of the location stay available (``rulings.UNPAYABLE_COST``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import product

from spec.core.clauses import Clause, implements
from spec.core.rulings import Rulings
from spec.core.trace import Change, Step, Trace, listed
from spec.core.values import evolve

from . import clauses as c
from . import rulings as r
from .board import (
    ACADEMY_SCROLLS,
    LOCATIONS,
    MAIN_DIARIES,
    Location,
    MUSEUM_SECOND_SPECIMEN_COINS,
    SPECIMENS,
    UNLOCK_ORDER,
    Unlock,
    specimen,
)
from .cards import CONVERT_TEMPORARY_KNOWLEDGE, crew_card
from .economy import advance, can_pay, gain_points, pay, push, update
from .icons import Action, ActionKind, Icon, Tier
from .moves import Arg
from .sources import register_model
from .personal_board import STAMP_STACKS, TENT_SPOTS, WORKER_ROWS
from .placement import actions_at, distinction, has_space
from .state import (
    CAMPSITE_INDEX,
    ISLANDS,
    LOCATION_INDEX,
    PURPLE,
    SPOTS,
    Game,
    Pending,
    Player,
)
from .tracks import (
    BEAGLE_SPACE_IDS,
    CAMPSITES,
    END_OF_TRACK_POINTS,
    ISLAND_TRACKS,
    OCEAN,
    IslandSpace,
    OceanSpace,
    ocean_step,
)

Args = tuple[Arg, ...]
Choices = Callable[[Game, Pending, Action, Rulings], list[Args]]
Effect = Callable[[Game, Pending, Action, Args, Rulings, Trace], Game]

CROSSING_ID = register_model(
    "crossing-a-banner-or-ribbon",
    """A silver banner or a golden ribbon belongs to one track space; a Ship or
    Explorer crosses it by entering that space, whether it stops there or
    moves on. The rulebook speaks of crossing; the fan data ties each to a
    space.""",
    "darwins_journey.action.navigation-banner",
    "darwins_journey.action.exploration-golden-ribbon",
)
NO_LOOPS_ID = register_model(
    "no-copy-of-a-copy",
    """Copy Crew Card cannot copy a Crew card whose own action is Copy Crew
    Card, and Perform Locked Action cannot pick a locked location whose
    action is Perform Locked Action: either would repeat itself without end.""",
    "darwins_journey.special.copy-crew-card",
    "darwins_journey.special.locked-action",
)
BEAGLE_MOVE_ID = register_model(
    "move-up-to-the-beagle",
    """Move up to the HMS Beagle takes a Ship forward to the Beagle's space,
    so it can be performed only by a Ship behind the Beagle; a Ship it moves
    crosses banners as in Navigation, but performs no action where it stops.""",
    "darwins_journey.special.move-to-beagle",
)
REACTIVATE_ID = register_model(
    "reactivate-tent-campsite-only",
    """Reactivate Tent performs the actions of the Campsite the Tent stands on,
    free of Coin costs; not the personal-board icon uncovered when that Tent
    first left, since no Tent leaves the board again.""",
    "darwins_journey.objective-action.reactivate-tent",
    "darwins_journey.modifier.repeat",
)
REPEAT_SETUP_TILE_ID = register_model(
    "repeat-delivery-of-a-setup-tile",
    """Repeat Delivery may pick a Museum tile laid at setup (the player needs
    its Research token); like any delivery it takes the row's Coin if that
    Coin is still there. The rulebook speaks only of repeating a delivery.""",
    "darwins_journey.special.repeat-delivery",
)
SUPPLY_ID = register_model(
    "limited-supplies",
    """Temporary Knowledge (16), Research tokens (30) and Special Wax Seals (12)
    are limited to their component counts: a gain takes only what the supply
    still holds.""",
    "darwins_journey.setup.supply",
    "darwins_journey.setup.purple-seal-pile",
    "darwins_journey.objective-action.purple-seal",
    "darwins_journey.objective-action.research-explorer-specimen",
    "darwins_journey.action.research-galapagos-specimen",
    "darwins_journey.action.research-museum-specimen",
    "darwins_journey.special.purple-seal",
    "darwins_journey.special.gain-temporary-knowledge",
    "darwins_journey.special.research-any-specimen",
)
COINS_UNLIMITED_ID = register_model(
    "coins-unlimited",
    """The Coin supply never runs out: a gain of Coins is taken in full
    however many of the box's 40 Coins are in players' hands. The rulebook
    lists 40 Coins among the components and says nothing of their running
    out; Coins are not among the limited supplies
    (darwins_journey.model.limited-supplies).""",
    "darwins_journey.action.coins",
    "darwins_journey.setup.supply",
)
_OCEAN = {s.id: s for s in OCEAN}
_ISLAND = {s.id: s for t in ISLAND_TRACKS for s in t.spaces}
_ISLAND_OF = {s.id: t for t in ISLAND_TRACKS for s in t.spaces}
_SEAL_SPOTS = WORKER_ROWS[1].spots


def _at(space: str) -> str:
    # Where a Ship or Explorer is, as a trace shows it: "" is not on the board.
    return space or "not on the board"


def beagle_space(game: Game) -> str:
    return BEAGLE_SPACE_IDS[game.beagle]


def _free(_: Game, __: Pending, ___: Action, ____: Rulings) -> list[Args]:
    return [()]


def _open(game: Game, icons: tuple[Icon, ...], origin: str, clause: Clause, t: Trace,
          space: str = "") -> Game:
    """``push``, with the step saying which icons it opened and by which rule."""
    if t.on and icons:
        from .play import _icon_text  # play builds on this module

        t.change(clause.id, "", Change(origin, "icons to perform", (),
                                       tuple(_icon_text(i) for i in icons)))
    return push(game, icons, origin, space)


# --- Gains with no choice --------------------------------------------------

@implements(c.COINS)
def _gained(before: Game, after: Game, clause: str, quantity: str, t: Trace) -> Game:
    # The active player's gain, read off the two states: the step claims what happened.
    if t.on:
        was, now = getattr(before.me, _FIELD[quantity]), getattr(after.me, _FIELD[quantity])
        t.change(clause, "", Change(before.seat_name(before.active), quantity, was, now))
    return after


_FIELD = {"Coins": "coins", "points": "points", "Evolution": "evolution",
          "Temporary Knowledge": "knowledge"}


def _coins(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    after = update(game, evolve(game.me, coins=game.me.coins + a.amount))
    return _gained(game, after, c.COINS.id, "Coins", t)


def _points(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    before = game.me.points
    if t.on and (before + a.amount) // 50 > before // 50:
        now = before + a.amount
        t.change(c.VICTORY_POINTS_FIFTY.id, f"{before} + {a.amount} passes {now // 50 * 50}: "
                 "the spare cube goes on the +50 book, the marker starts again from 0",
                 Change(game.seat_name(game.active), "points on the +50 books", before // 50 * 50,
                        now // 50 * 50),
                 Change(game.seat_name(game.active), "points on the track", before % 50, now % 50))
    return _gained(game, update(game, gain_points(game.me, a.amount)), c.VICTORY_POINTS.id,
                   "points", t)


def _evolution(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
               t: Trace) -> Game:
    return _gained(game, update(game, advance(game.me, a.amount)), c.EVOLUTION_ADVANCE.id,
                   "Evolution", t)


@implements(c.GAIN_TEMPORARY_KNOWLEDGE)
def _knowledge(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
               t: Trace) -> Game:
    n = min(a.amount, game.knowledge_supply)
    after = evolve(game, knowledge_supply=game.knowledge_supply - n)
    after = update(after, evolve(after.me, knowledge=after.me.knowledge + n))
    # A number beside the icon: the gain is taken that many times.
    return _gained(game, after, (c.MOD_NUMBER if a.amount > 1 else c.GAIN_TEMPORARY_KNOWLEDGE).id,
                   "Temporary Knowledge", t)


def _convert_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    return [("coins",), ("points",)] if game.me.knowledge else []


@implements(c.CONVERT_TEMPORARY_KNOWLEDGE)
def _convert(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    n = CONVERT_TEMPORARY_KNOWLEDGE.value
    me = evolve(game.me, knowledge=game.me.knowledge - 1)
    me = evolve(me, coins=me.coins + n) if args[0] == "coins" else gain_points(me, n)
    after = evolve(update(game, me), knowledge_supply=game.knowledge_supply + 1)
    _gained(game, after, c.CONVERT_TEMPORARY_KNOWLEDGE.id, "Temporary Knowledge", t)
    return _gained(game, after, c.CONVERT_TEMPORARY_KNOWLEDGE.id,
                   "Coins" if args[0] == "coins" else "points", t)


# --- Wax Seals ---------------------------------------------------------------

@implements(c.TOP_WORKER, c.WORKER_ROWS, c.FIFTH_WORKER_NO_SEALS)
def _open_rows(player: Player, t: Trace | None = None) -> tuple[int, ...]:
    """The worker rows with an empty seal spot: never the top worker's or the
    fifth worker's, and of the other three only those with fewer than six.
    Traced, each of the three is a step."""
    if t is None or not t.on:
        return tuple(row for row in (1, 2, 3) if len(player.rows[row]) < len(_SEAL_SPOTS))
    return tuple(row for row in (1, 2, 3) if t.check(
        c.WORKER_ROWS.id, f"has worker {row}'s row an empty Wax Seal spot?",
        len(player.rows[row]) < len(_SEAL_SPOTS),
        lambda: f"it holds {len(player.rows[row])} seals on its {len(_SEAL_SPOTS)} spots"))


def explain_seal_rows(player: Player, trace: Trace) -> None:
    """Say which worker rows cannot take a new Wax Seal, and why: the rows
    ``_open_rows`` leaves out."""
    if not trace.on:
        return
    trace.note(c.TOP_WORKER.id, "worker 0, the top worker: its row has no empty seal spot")
    _open_rows(player, trace)
    if player.fifth_worker:
        trace.note(c.FIFTH_WORKER_NO_SEALS.id, "worker 4, the fifth worker: no seal spots")


def add_seal(player: Player, row: int, seal: str) -> Player:
    rows = list(player.rows)
    rows[row] = rows[row] + (seal,)
    return evolve(player, rows=tuple(rows))


def academy_cost(player: Player, p: Pending, a: Action, spot: int, row: int) -> int:
    """Coins for taking the seal in Academy spot ``spot`` onto ``row``."""
    if a.free:
        return 0
    scroll = 0 if player.academy_discount else ACADEMY_SCROLLS[spot // 3].cost
    place_cost = _SEAL_SPOTS[len(player.rows[row])].cost
    return max(0, scroll + place_cost - a.discount - p.discount)


def _academy_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    me = game.me
    out: list[Args] = []
    rows = _open_rows(me)
    for spot, seal in enumerate(game.scrolls):
        if not seal:
            continue
        for row in rows:
            if can_pay(me, academy_cost(me, p, a, spot, row), rulings):
                out.append((spot, row))
    return out


@implements(c.ACADEMY, c.ACADEMY_LEFTMOST_SPOT, c.ACADEMY_SPOT_COST, c.SEALS_PERMANENT)
def _academy(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    spot, row = args
    assert isinstance(spot, int) and isinstance(row, int)
    before = game.me
    cost = academy_cost(before, p, a, spot, row)
    seal = game.scrolls[spot]
    me = add_seal(pay(before, cost), row, seal)
    scrolls = list(game.scrolls)
    scrolls[spot] = ""
    if t.on and (a.free or a.discount):
        # The icon's own modifier: what the seal would cost without it.
        full = academy_cost(before, p, evolve(a, free=False, discount=0), spot, row)
        t.change((c.MOD_FREE if a.free else c.MOD_DISCOUNT).id,
                 "the X: no Coins for any step of it" if a.free else
                 f"the icon's discount of {a.discount} Coins on its total cost",
                 Change("the seal taken", "Coins due", full, cost))
    if t.on:
        who = game.seat_name(me.seat)
        scroll = 0 if before.academy_discount or a.free else ACADEMY_SCROLLS[spot // 3].cost
        place = 0 if a.free else _SEAL_SPOTS[len(before.rows[row])].cost
        t.change(c.ACADEMY.id, f"the {seal} seal from Scroll {spot // 3 + 1}",
                 Change("the Academy", f"spot {spot + 1}", seal, "empty"))
        t.change(c.ACADEMY_LEFTMOST_SPOT.id, f"onto row {row}'s left-most empty spot, number "
                 f"{len(me.rows[row])}",
                 Change(who, f"seals on row {row}", before.rows[row], me.rows[row]))
        if me.coins != before.coins:
            # The spot's own penalty, when it has one, is what the clause adds.
            t.change(c.ACADEMY_SPOT_COST.id if place else c.ACADEMY.id,
                     f"Scroll {spot // 3 + 1} costs {scroll}, the spot {place}"
                     + (f", less {a.discount + p.discount}" if a.discount + p.discount
                        else "") + f": {cost} Coins",
                     Change(who, "Coins", before.coins, me.coins))
        _distinction_gained(before, me, row, t)
        t.note(c.SEALS_PERMANENT.id, f"a seal on a worker row stays there: row {row} keeps "
               "every seal it had")
    return evolve(update(game, me), scrolls=tuple(scrolls))


def _distinction_gained(before: Player, me: Player, row: int, t: Trace) -> None:
    # A row's 4th seal gives its worker the silver distinction, its 6th the golden.
    was, now = distinction(before, row), distinction(me, row)
    if was != now:
        t.change((c.GOLDEN_DISTINCTION if now == "golden" else c.SILVER_DISTINCTION).id,
                 f"the row's seal number {len(me.rows[row])}",
                 Change(f"player {me.seat}'s worker {row}", "distinction", was or "none", now))


def _purple_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    if game.purple <= 0:
        return []
    return [(row,) for row in _open_rows(game.me)]


@implements(c.SPECIAL_PURPLE_SEAL)
def _purple(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    row = args[0]
    assert isinstance(row, int)
    before = game.me
    me = add_seal(before, row, PURPLE)
    if t.on:
        t.change((c.OBJECTIVE_PURPLE_SEAL if p.origin.startswith("Objective")
                  else c.SPECIAL_PURPLE_SEAL).id, f"a purple seal on row {row}'s left-most empty spot, "
                 f"number {len(me.rows[row])}, paying none of its Coins",
                 Change(game.seat_name(me.seat), f"seals on row {row}", before.rows[row],
                        me.rows[row]),
                 Change("the supply", "purple seals", game.purple, game.purple - 1))
        _distinction_gained(before, me, row, t)
    return evolve(update(game, me), purple=game.purple - 1)


# --- The map: Ships, Explorers, routes -------------------------------------

def ocean_routes(start: str, steps: int) -> list[tuple[str, ...]]:
    """Every route of 1 to ``steps`` spaces a Ship can sail from ``start``."""
    out: list[tuple[str, ...]] = []

    def walk(at: str, route: tuple[str, ...]) -> None:
        if route:
            out.append(route)
        if len(route) == steps:
            return
        for nxt in _OCEAN[at].next:
            walk(nxt, route + (nxt,))

    walk(start, ())
    return out


def island_routes(game: Game, island_index: int, start: str, steps: int) -> list[tuple[str, ...]]:
    """Every route of 1 to ``steps`` counted spots an Explorer can walk.

    A spot with an opponent's Explorer is passed over without being counted
    and cannot be stopped on, except the first and last spots of the track,
    which hold any number of Explorers.
    """
    track = ISLAND_TRACKS[island_index]
    end = track.end.id
    mine = game.active
    taken = {p.explorers[island_index] for p in game.players if p.seat != mine}
    out: list[tuple[str, ...]] = []

    def walk(at: str, route: tuple[str, ...], counted: int) -> None:
        for nxt in _ISLAND[at].next:
            step = route + (nxt,)
            if nxt in taken and nxt != end:
                walk(nxt, step, counted)  # skipped: does not count
                continue
            out.append(step)
            if counted + 1 < steps and nxt != end:
                walk(nxt, step, counted + 1)

    walk(start, (), 0)
    return out


def _stops(route: tuple[str, ...], occupied: set[str], end: str) -> list[int]:
    # Where an extra stop may be made: spaces of the route before the last
    # that could have been stopped on.
    return [i for i, s in enumerate(route[:-1]) if s not in occupied or s == end]


def _with_stops(routes: list[tuple[str, ...]], extra: bool, occupied: set[str],
                end: str) -> list[tuple[Args, tuple[str, ...]]]:
    out: list[tuple[Args, tuple[str, ...]]] = []
    for route in routes:
        out.append(((-1,), route))
        if extra:
            out.extend(((i,), route) for i in _stops(route, occupied, end))
    return out


def extra_stop(game: Game, p: Pending, rulings: Rulings) -> bool:
    """Whether this Exploring or Navigating may make the golden extra stop: the
    one the worker's location gave it, or, under ruling extra-stop-scope's
    other reading, any one this turn after a golden Extra Stop placement."""
    return p.extra_stop or (game.stop_turn and rulings(r.EXTRA_STOP_SCOPE)
                            is r.ExtraStopScope.EVERY_MOVE_THIS_TURN)


def _note_scope(game: Game, p: Pending, rulings: Rulings, t: Trace) -> None:
    # The reading decides only for a move the location did not give the bonus to.
    if t.on and game.stop_turn and not p.extra_stop:
        reading = rulings(r.EXTRA_STOP_SCOPE)
        t.add(Step(c.GOLDEN_EXTRA_STOP.id, f"{p.origin}: this move " + (
            "may make an extra stop too: the golden bonus covers the turn's every move"
            if reading is r.ExtraStopScope.EVERY_MOVE_THIS_TURN else
            "makes no extra stop: the golden bonus was for the location's own move"),
            "does the golden Extra Stop reach a later move of the turn?",
            ("placed-action", "every-move-this-turn"), reading.value,
            ruling=rulings.cite(r.EXTRA_STOP_SCOPE)))


def _navigation_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    end = OCEAN[-1].id
    return [(stop, *route)
            for (stop,), route in _with_stops(ocean_routes(game.me.ship, a.amount),
                                              extra_stop(game, p, rulings), set(), end)]


def specimen_at(game: Game, space: str) -> str:
    for where, found in game.specimens:
        if where == space:
            return found
    return ""


def stop_icons(game: Game, space: OceanSpace | IslandSpace) -> tuple[Action, ...]:
    """What a Ship or Explorer may do where it stops: the printed icons, and
    Research on a Specimen token there."""
    icons = tuple(i for i in space.actions if isinstance(i, Action))
    if specimen_at(game, space.id):
        icons += (Action(ActionKind.RESEARCH_SPECIMEN),)
    return icons


def first_to_end(game: Game, track: str, clause: Clause, who: str, t: Trace) -> Game:
    """The first piece to reach the end of a track scores its bonus; later ones do not."""
    if track in game.ends:
        return game
    before = game.me
    after = gain_points(before, END_OF_TRACK_POINTS.value)
    if t.on:
        t.change(clause.id, f"{who}: {END_OF_TRACK_POINTS.value} points",
                 Change(game.seat_name(before.seat), "points", before.points, after.points))
    return evolve(update(game, after), ends=game.ends | {track})


def arrive(game: Game, last: OceanSpace | IslandSpace, icons: tuple[Action, ...],
           extra: OceanSpace | IslandSpace | None, extra_icons: tuple[Action, ...],
           where: str, clause: Clause, t: Trace) -> Game:
    """Open the icons where a Ship or Explorer stopped, and above them those of
    an extra stop on the way, which are done first."""
    game = _open(game, icons, f"{where} {last.id}", clause, t, last.id)
    if extra is not None:
        game = _open(game, extra_icons, f"{where} {extra.id} (extra stop)",
                     c.GOLDEN_EXTRA_STOP, t, extra.id)
    return game


def _ocean_icons(game: Game, space: OceanSpace, t: Trace) -> tuple[Action, ...]:
    # What a Ship may do where it stops: nothing on a Beagle space.
    if t.check(c.NAVIGATION_BEAGLE_SPACE.id, f"is {space.id} a Beagle space, where stopping "
               "does nothing?", space.beagle,
               lambda: f"the Beagle spaces are {', '.join(BEAGLE_SPACE_IDS)}"):
        return ()
    return stop_icons(game, space)


def _ships_on(game: Game, space: str) -> tuple[str, ...]:
    # Who stands on an Ocean space, as a trace shows it.
    return tuple(game.seat_name(q.seat) for q in game.players if q.ship == space) + (
        ("the HMS Beagle",) if beagle_space(game) == space else ())


@implements(c.NAVIGATION_BANNER)
def cross_banners(game: Game, route: tuple[str, ...], t: Trace) -> Game:
    """A Ship that crosses a silver banner puts an Explorer on that island's start."""
    for space in route:
        banner = _OCEAN[space].banner
        if banner is None:
            continue
        k = ISLANDS.index(banner)
        me = game.me
        if me.explorers[k]:
            continue  # already there: the banner has no new island to offer
        explorers = list(me.explorers)
        explorers[k] = ISLAND_TRACKS[k].start.id
        game = update(game, evolve(me, explorers=(explorers[0], explorers[1], explorers[2])))
        if t.on:
            t.change(c.NAVIGATION_BANNER.id, f"crossed the banner of island {banner} on {space}: "
                     "an Explorer goes to its start",
                     Change(game.seat_name(me.seat), f"Explorer on island {banner}",
                            _at(me.explorers[k]), explorers[k]))
    return game


@implements(c.NAVIGATION, c.NAVIGATION_SHARED, c.NAVIGATION_STOP_ACTION, c.NAVIGATION_FIRST_TO_END, c.NAVIGATION_BEAGLE_SPACE)
def _navigate(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    _note_scope(game, p, rulings, t)
    stop = args[0]
    route = tuple(str(s) for s in args[1:])
    before = game.me
    game = update(game, evolve(before, ship=route[-1]))
    if t.on:
        t.change(c.NAVIGATION.id, f"sailed {' > '.join(route)}",
                 Change(game.seat_name(before.seat), "Ship", before.ship, game.me.ship))
    game = cross_banners(game, route, t)
    end = OCEAN[-1].id
    if route[-1] == end:
        game = first_to_end(game, "ocean", c.NAVIGATION_FIRST_TO_END, "first Ship at the end "
                            "of the Ocean", t)
    last = _OCEAN[route[-1]]
    if t.on:
        here = _ships_on(game, last.id)
        if len(here) > 1:
            t.change(c.NAVIGATION_SHARED.id, f"{last.id} is shared: any number of Ships, and "
                     "the HMS Beagle, may stand on one space",
                     Change(last.id, "Ships", tuple(x for x in here if x != f"player "
                                                    f"{game.active}"), here))
    extra = _OCEAN[route[stop]] if isinstance(stop, int) and stop >= 0 else None
    return arrive(game, last, _ocean_icons(game, last, t), extra,
                  _ocean_icons(game, extra, t) if extra is not None else (), "Ocean",
                  c.NAVIGATION_STOP_ACTION, t)


def _exploration_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    out: list[Args] = []
    me = game.me
    for k, at in enumerate(me.explorers):
        if not at:
            continue
        track = ISLAND_TRACKS[k]
        occupied = {q.explorers[k] for q in game.players if q.seat != me.seat}
        routes = island_routes(game, k, at, a.amount)
        for (stop,), route in _with_stops(routes, extra_stop(game, p, rulings), occupied,
                                          track.end.id):
            out.append((ISLANDS[k].value, stop, *route))
    return out


@implements(c.EXPLORATION, c.EXPLORATION_SKIP_OCCUPIED, c.EXPLORATION_ONE_PER_SPOT, c.EXPLORATION_GOLDEN_RIBBON,
            c.EXPLORATION_STOP_ACTION, c.EXPLORATION_FIRST_TO_END)
def _explore(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    _note_scope(game, p, rulings, t)
    island, stop = args[0], args[1]
    route = tuple(str(s) for s in args[2:])
    k = [i.value for i in ISLANDS].index(str(island))
    me = game.me
    track = ISLAND_TRACKS[k]
    holds: dict[str, int] = {}
    skipped: tuple[str, ...] = ()
    if t.on:
        holds = {q.explorers[k]: q.seat for q in game.players if q.seat != game.active}
        # Each spot passed on the way: one another's Explorer holds does not count.
        skipped = tuple(s for s in route[:-1] if not t.check(
            c.EXPLORATION_SKIP_OCCUPIED.id, f"does {s} count toward the move?",
            s not in holds or s == track.end.id,
            f"{game.seat_name(holds[s])}'s Explorer is there" if s in holds
            else "no other Explorer is there"))
    explorers = list(me.explorers)
    explorers[k] = route[-1]
    game = update(game, evolve(me, explorers=(explorers[0], explorers[1], explorers[2])))
    if t.on:
        t.change(c.EXPLORATION.id, f"explored island {island}: " + " > ".join(
                 f"({s} skipped)" if s in skipped else s for s in route),
                 Change(game.seat_name(me.seat), f"Explorer on island {island}",
                        _at(me.explorers[k]), explorers[k]))
    for space in route:
        ribbon = _ISLAND[space].ribbon
        if ribbon is not None and space not in game.ribbons:
            before = game.me
            game = evolve(update(game, gain_points(before, ribbon)),
                          ribbons=game.ribbons | {space})
            if t.on:
                t.change(c.EXPLORATION_GOLDEN_RIBBON.id, f"first across the golden ribbon on "
                         f"{space}: {ribbon} points",
                         Change(game.seat_name(before.seat), "points", before.points,
                                game.me.points))
    if route[-1] == track.end.id:
        game = first_to_end(game, str(island), c.EXPLORATION_FIRST_TO_END,
                            f"first Explorer at the end of island {island}", t)
    last = _ISLAND[route[-1]]
    if t.on and (skipped or last.id in holds):
        were = tuple(game.seat_name(q.seat) for q in game.players
                     if q.seat != game.active and q.explorers[k] == last.id)
        t.change(c.EXPLORATION_ONE_PER_SPOT.id,
                 f"{last.id}, the track's last spot, holds any number of Explorers"
                 if last.id == track.end.id else f"{last.id} holds one Explorer; a spot "
                 "another holds is passed over, never stopped on",
                 Change(last.id, "Explorers", were, tuple(
                     game.seat_name(q.seat) for q in game.players if q.explorers[k] == last.id)))
    extra = _ISLAND[route[stop]] if isinstance(stop, int) and stop >= 0 else None
    return arrive(game, last, stop_icons(game, last), extra,
                  stop_icons(game, extra) if extra is not None else (), "island space",
                  c.EXPLORATION_STOP_ACTION, t)


def _place_explorer_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    return [(ISLANDS[k].value,) for k, at in enumerate(game.me.explorers) if not at]


@implements(c.PLACE_EXPLORER)
def _place_explorer(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                    t: Trace) -> Game:
    k = [i.value for i in ISLANDS].index(str(args[0]))
    explorers = list(game.me.explorers)
    explorers[k] = ISLAND_TRACKS[k].start.id
    if t.on:
        t.change(c.PLACE_EXPLORER.id, f"an unused Explorer to the start of island {args[0]}",
                 Change(game.seat_name(game.active), f"Explorer on island {args[0]}",
                        _at(game.me.explorers[k]), explorers[k]))
    return update(game, evolve(game.me, explorers=(explorers[0], explorers[1], explorers[2])))


def _to_beagle_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    return [()] if ocean_step(game.me.ship) < ocean_step(beagle_space(game)) else []


@implements(c.MOVE_TO_BEAGLE)
def _to_beagle(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    here, there = ocean_step(game.me.ship), ocean_step(beagle_space(game))
    passed = tuple(s.id for s in OCEAN if here < ocean_step(s.id) <= there)
    if t.on:
        t.change(c.MOVE_TO_BEAGLE.id, "the Ship moves up to the HMS Beagle's space",
                 Change(game.seat_name(game.active), "Ship", game.me.ship, beagle_space(game)))
    game = update(game, evolve(game.me, ship=beagle_space(game)))
    return cross_banners(game, passed, t)


# --- Specimens and the Museum ---------------------------------------------

def research(game: Game, specimen_id: str) -> Game:
    """The active player's Research token on a Specimen, if not there yet and
    the supply has one."""
    me = game.me
    if specimen_id in me.research or game.research_supply <= 0:
        return game
    game = evolve(game, research_supply=game.research_supply - 1)
    return update(game, evolve(me, research=me.research | {specimen_id}))


def _researched(game: Game, specimen_id: str, clause: Clause, t: Trace) -> Game:
    # ``research``, with the step saying what it changed.
    after = research(game, specimen_id)
    if t.on and after is not game:
        t.change(clause.id, f"a Research token on {specimen_id}",
                 Change(game.seat_name(game.active), "Research tokens",
                        tuple(sorted(game.me.research)), tuple(sorted(after.me.research))),
                 Change("the supply", "Research tokens", game.research_supply,
                        after.research_supply))
    return after


def _research_here_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    found = specimen_at(game, p.space)
    if not found or found in game.me.research or game.research_supply <= 0:
        return []
    return [(found,)]


@implements(c.RESEARCH_GALAPAGOS_SPECIMEN)
def _research_here(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                   t: Trace) -> Game:
    return _researched(game, str(args[0]), c.RESEARCH_GALAPAGOS_SPECIMEN, t)


def _research_any_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    if game.research_supply <= 0:
        return []
    return [(s.id,) for s in SPECIMENS if s.id not in game.me.research]


@implements(c.RESEARCH_ANY_SPECIMEN)
def _research_any(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                  t: Trace) -> Game:
    return _researched(game, str(args[0]), c.RESEARCH_ANY_SPECIMEN, t)


def _explorer_specimen_choices(game: Game, p: Pending, a: Action,
                               rulings: Rulings) -> list[Args]:
    me = game.me
    islands = {ISLANDS[k].value for k, at in enumerate(me.explorers) if at}
    found = {s for where, s in game.specimens
             if where in _ISLAND_OF and _ISLAND_OF[where].island.value in islands}
    if game.research_supply <= 0:
        return []
    return [(s,) for s in sorted(found - me.research)]


@implements(c.RESEARCH_EXPLORER_SPECIMEN, c.MOD_EXPLORER_ISLAND)
def _explorer_specimen(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                       t: Trace) -> Game:
    where = {s: _ISLAND_OF[at].island.value for at, s in game.specimens if at in _ISLAND_OF}
    mine = {ISLANDS[k].value for k, at in enumerate(game.me.explorers) if at}
    if not t.check(c.MOD_EXPLORER_ISLAND.id, f"is {args[0]} on an island where player "
                   f"{game.active} has an Explorer?", where.get(str(args[0])) in mine,
                   lambda: f"it is on island {where.get(str(args[0]), 'none')}; the player's "
                   f"Explorers are on {listed(sorted(mine), 'no island')}"):
        raise ValueError(f"{args[0]} is on no island with {game.seat_name(game.active)}'s Explorer")
    after = research(game, str(args[0]))
    if t.on and after is not game:
        t.change(c.RESEARCH_EXPLORER_SPECIMEN.id, f"a Research token on {args[0]}",
                 Change(game.seat_name(game.active), "Research tokens",
                        tuple(sorted(game.me.research)), tuple(sorted(after.me.research))),
                 Change("the supply", "Research tokens", game.research_supply,
                        after.research_supply))
    return after


def _museum_cost(p: Pending) -> int:
    return MUSEUM_SECOND_SPECIMEN_COINS.value if p.second else 0


def _deliver_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    me = game.me
    if not can_pay(me, _museum_cost(p), rulings):
        return []
    return [(s,) for s in sorted(me.research - game.museum)]


def _repeat_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    return [(s,) for s in sorted(game.me.research & game.museum)]


@implements(c.DELIVER_FIRST_IN_ROW, c.DELIVER_LAST_IN_ROW, c.DELIVER_LINE_BONUS)
def museum_bonus(game: Game, specimen_id: str, t: Trace,
                 line: Clause = c.DELIVER_LINE_BONUS, row_step: bool = True) -> Game:
    """Place a Museum tile and take its bonuses: the row's Coin if still there,
    a step for completing the row (unless ``row_step`` is false), and per other
    space of its row and column a Coin if empty or a step if filled (``line``:
    the clause that grants these)."""
    placed = specimen(specimen_id)
    museum = game.museum | {specimen_id}
    me = game.me
    who = game.seat_name(me.seat)
    row_coins = list(game.row_coins)
    if row_coins[placed.museum_row - 1]:
        row_coins[placed.museum_row - 1] = False
        before, me = me, evolve(me, coins=me.coins + 1)
        if t.on:
            t.change(c.DELIVER_FIRST_IN_ROW.id, f"the first tile delivered to Museum row "
                     f"{placed.museum_row}: the row's Coin",
                     Change(who, "Coins", before.coins, me.coins))
    row = [s for s in SPECIMENS if s.museum_row == placed.museum_row]
    if row_step and all(s.id in museum for s in row):
        before, me = me, advance(me, 1)
        if t.on:
            t.change(c.DELIVER_LAST_IN_ROW.id, "the row's last tile: 1 Evolution step",
                     Change(who, "Evolution", before.evolution, me.evolution))
    coins = steps = 0
    for s in SPECIMENS:
        if s.id == specimen_id:
            continue
        if s.museum_row == placed.museum_row or s.museum_column == placed.museum_column:
            if s.id in game.museum:
                steps += 1
            else:
                coins += 1
    before, me = me, advance(evolve(me, coins=me.coins + coins), steps)
    if t.on:
        t.change(line.id, f"Museum tile {specimen_id}: in its row and "
                 f"column, empty spaces {coins} (a Coin each), tiles {steps} (a step each)",
                 Change(who, "Coins", before.coins, me.coins),
                 Change(who, "Evolution", before.evolution, me.evolution))
    return evolve(update(game, me), museum=museum,
                  row_coins=(row_coins[0], row_coins[1], row_coins[2], row_coins[3]))


@implements(c.DELIVER_SPECIMEN, c.DELIVER_SECOND)
def _deliver(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    game = _pay_second(game, p, c.DELIVER_SECOND, "the second Specimen delivered this visit", t)
    if t.on:
        placed = specimen(str(args[0]))
        t.change(c.DELIVER_SPECIMEN.id, f"the Museum tile of {placed.id}, which player "
                 f"{game.active} has researched, onto its space",
                 Change("the Museum", f"row {placed.museum_row}, column {placed.museum_column}",
                        "empty", placed.id))
    game = museum_bonus(game, str(args[0]), t)
    return _again(game, p)


def _pay_second(game: Game, p: Pending, clause: Clause, what: str, t: Trace) -> Game:
    # The Museum's second Specimen of a visit costs its Coins; the first is free.
    cost = _museum_cost(p)
    if not cost:
        return game
    before = game.me
    game = update(game, pay(before, cost))
    if t.on:
        t.change(clause.id, f"{what} costs {cost} Coins",
                 Change(game.seat_name(before.seat), "Coins", before.coins, game.me.coins))
    return game


def _again(game: Game, p: Pending) -> Game:
    # The Museum's first Specimen is free; a second may follow at a cost.
    if p.second or p.origin != "museum":
        return game
    again = evolve(p, second=True)
    if not game.frames:
        return evolve(game, frames=((again,),))
    return evolve(game, frames=game.frames[:-1] + ((*game.frames[-1], again),))


@implements(c.REPEAT_DELIVERY)
def _repeat(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    specimen_id = str(args[0])
    # The tile is already in the Museum: delivered again, its bonuses come again.
    # Whether a repeat in a full row is the row's last tile is Ruling
    # repeat-in-full-row; a row with a gap is not full after the repeat either.
    placed = specimen(specimen_id)
    row_step = True
    if all(s.id in game.museum for s in SPECIMENS if s.museum_row == placed.museum_row):
        row_step = rulings(r.REPEAT_FULL_ROW) is r.RepeatFullRow.STEP
        if t.on:
            t.add(Step(c.REPEAT_DELIVERY.id, f"Museum row {placed.museum_row} is full already: "
                       "the repeat " + ("is" if row_step else "is not") + " its last tile "
                       "to be delivered", ruling=rulings.cite(r.REPEAT_FULL_ROW)))
    return museum_bonus(evolve(game, museum=game.museum - {specimen_id}), specimen_id, t,
                        c.REPEAT_DELIVERY, row_step)


def _museum_research_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    me = game.me
    if game.research_supply <= 0 or not can_pay(me, _museum_cost(p), rulings):
        return []
    return [(s,) for s in sorted(game.museum - me.research)]


@implements(c.RESEARCH_MUSEUM_SPECIMEN)
def _museum_research(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                     t: Trace) -> Game:
    game = _pay_second(game, p, c.RESEARCH_MUSEUM_SPECIMEN,
                       "the second Specimen researched this visit", t)
    return _again(_researched(game, str(args[0]), c.RESEARCH_MUSEUM_SPECIMEN, t), p)


# --- Campsites ----------------------------------------------------------------

def _tent_choices(game: Game, sites: tuple[int, ...], rulings: Rulings) -> list[Args]:
    me = game.me
    if me.tents <= 0:
        return []
    out: list[Args] = []
    one_each = rulings(r.TENTS_PER_CAMPSITE) is r.TentsPerCampsite.ONE_PER_PLAYER
    for k in sites:
        if one_each and me.seat in game.tents[k]:
            continue
        for j, who in enumerate(game.tents[k]):
            if who is None and can_pay(me, CAMPSITES[k].tent_costs[j], rulings):
                out.append((CAMPSITES[k].id, j))
    return out


def _campsite_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    k = CAMPSITE_INDEX.get(f"campsite-{p.space}")
    return [] if k is None else _tent_choices(game, (k,), rulings)


@implements(c.ANY_CAMPSITE)
def _any_campsite_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    return _tent_choices(game, tuple(range(len(CAMPSITES))), rulings)


@implements(c.CAMPSITE, c.CAMPSITE_ACTIONS,
            c.CAMPSITE_REVEALED_ACTIONS, c.CAMPSITE_SLASH)
def _campsite(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    site_id, j = args
    assert isinstance(site_id, str) and isinstance(j, int)
    k = CAMPSITE_INDEX[site_id]
    site = CAMPSITES[k]
    before = game.me
    taken = 5 - before.tents  # the top-most Tent leaves first
    revealed = TENT_SPOTS[taken].revealed
    me = evolve(pay(before, site.tent_costs[j]), tents=before.tents - 1)
    tents = list(game.tents)
    row = list(tents[k])
    row[j] = me.seat
    tents[k] = tuple(row)
    game = evolve(update(game, me), tents=tuple(tents))
    if t.on:
        who = game.seat_name(me.seat)
        t.change(c.CAMPSITE.id, f"Tent to {site_id} place {j + 1} for "
                 f"{site.tent_costs[j]} Coins",
                 Change(who, "Tents on the personal board", before.tents, me.tents),
                 *((Change(who, "Coins", before.coins, me.coins),) if me.coins != before.coins
                   else ()))
        if a.kind is ActionKind.ESTABLISH_ANY_CAMPSITE:
            t.change(c.ANY_CAMPSITE.id, f"any Campsite, wherever {who}'s Ship and Explorers "
                     "are", Change(site_id, f"Tent place {j + 1}", "empty", who))
    # The personal board's revealed icons come after the Campsite's (both at once).
    now = tuple(i for i in revealed if not isinstance(i, Action) or i.timing.value == "now")
    game = _open(game, now, "personal board (Tent removed)", c.CAMPSITE_REVEALED_ACTIONS, t)
    game = _open(game, site.actions, site_id, c.CAMPSITE_ACTIONS, t)
    if now and site.actions:
        together = rulings(r.CAMPSITE_ORDER) is r.CampsiteOrder.ANY_ORDER
        if t.on:
            t.add(Step(c.CAMPSITE_REVEALED_ACTIONS.id,
                       "the uncovered icon and the Campsite's are open together, in any order"
                       if together else "the Campsite's icons come first; the uncovered icon "
                       "waits until they are done", ruling=rulings.cite(r.CAMPSITE_ORDER)))
        if together:
            # The two frames are one, in any order.
            *below, uncovered, campsite = game.frames
            game = evolve(game, frames=(*below, uncovered + campsite))
    return game


def _reactivate_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    return [(CAMPSITES[k].id, j) for k, row in enumerate(game.tents)
            for j, who in enumerate(row) if who == game.active]


@implements(c.REACTIVATE_TENT)
def _reactivate(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                t: Trace) -> Game:
    site = CAMPSITES[CAMPSITE_INDEX[str(args[0])]]
    if t.on:
        from .play import _icon_text  # play builds on this module

        t.change(c.REACTIVATE_TENT.id, f"the Tent on {site.id} place {int(args[1]) + 1}: its "
                 "Campsite's actions as if just placed, with no Coin penalty",
                 Change(f"{site.id} (reactivated)", "icons to perform", (),
                        tuple(_icon_text(i) for i in site.actions)))
    return push(game, site.actions, f"{site.id} (reactivated)")


# --- Correspondence -------------------------------------------------------------

def _takes(stacks: tuple[int, int, int], tray: int, k: int,
           rulings: Rulings) -> list[tuple[int, int, int, int]]:
    """Every way to take ``k`` Stamps: from the stacks, and from the used tray
    only when the stacks run short."""
    have = sum(stacks)
    if have >= k:
        return [(x, y, k - x - y, 0) for x in range(min(k, stacks[0]) + 1)
                for y in range(min(k - x, stacks[1]) + 1) if k - x - y <= stacks[2]]
    if have + tray >= k:
        return [(stacks[0], stacks[1], stacks[2], k - have)]
    return []


def stamps_left(game: Game, player: Player) -> int:
    """The Stamps a player can still place: the stacks and the used ones in the tray."""
    return sum(player.stamps) + game.used_stamps[player.seat]


def _stamp_counts(game: Game, n: int, rulings: Rulings) -> range:
    most = min(n, stamps_left(game, game.me))
    if most < n and rulings(r.STAMP_SHORTAGE) is r.StampShortage.ALL_OR_NOTHING:
        return range(n, n + 1) if most >= n else range(0)
    return range(1, most + 1)


def _own_words(a: Action, rulings: Rulings) -> bool:
    """Whether Correspondence's rules for the used tray and emptied stacks
    stay out of a Distributed Correspondence (ruling
    distributed-correspondence-rules)."""
    return (a.kind is ActionKind.DISTRIBUTED_CORRESPONDENCE
            and rulings(r.DISTRIBUTED_RULES) is r.DistributedRules.OWN_WORDS)


def _correspondence_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    me = game.me
    tray = 0 if _own_words(a, rulings) else game.used_stamps[me.seat]
    out: list[Args] = []
    for k in _stamp_counts(game, a.amount, rulings):
        takes = _takes(me.stamps, tray, k, rulings)
        splits: list[tuple[int, ...]]
        if p.split or a.kind is ActionKind.DISTRIBUTED_CORRESPONDENCE:
            splits = [(x, y, k - x - y) for x in range(k + 1) for y in range(k - x + 1)]
        else:
            splits = [tuple(k if e == i else 0 for i in range(3)) for e in range(3)]
        for split, take in product(splits, takes):
            out.append((*split, *take))
    return out


@implements(c.CORRESPONDENCE, c.CORRESPONDENCE_DEPLETED_STACK, c.CORRESPONDENCE_USED_STAMPS,
            c.DISTRIBUTED_CORRESPONDENCE)
def _correspondence(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                    t: Trace) -> Game:
    to = tuple(int(x) for x in args[:3])
    x, y, z, tray = (int(v) for v in args[3:])
    me = game.me
    seat = me.seat
    before = me.stamps
    stamps = (before[0] - x, before[1] - y, before[2] - z)
    game = update(game, evolve(me, stamps=stamps))
    used = list(game.used_stamps)
    used[seat] -= tray
    envelopes = [list(e) for e in game.envelopes]
    for e in range(3):
        envelopes[e][seat] += to[e]
    was = tuple(e[seat] for e in game.envelopes)
    game = evolve(game, used_stamps=tuple(used),
                  envelopes=tuple(tuple(e) for e in envelopes))
    if t.on:
        who = game.seat_name(seat)
        t.change((c.DISTRIBUTED_CORRESPONDENCE if a.kind is ActionKind.DISTRIBUTED_CORRESPONDENCE
                  else c.CORRESPONDENCE).id, f"Stamps to the Envelopes (top to bottom): {to}, taken "
                 f"from the stacks {(x, y, z)}",
                 Change(who, "Stamps in the stacks", before, stamps),
                 Change(who, "Stamps on the Envelopes", was,
                        tuple(e[seat] for e in game.envelopes)))
        if tray:
            t.change(c.CORRESPONDENCE_USED_STAMPS.id, f"the stacks ran short: {tray} Stamps "
                     "taken back from the used Stamps tray",
                     Change(who, "Stamps in the used tray", used[seat] + tray, used[seat]))
    emptied = tuple(icon for i, s in enumerate(STAMP_STACKS)
                    if before[i] > 0 and stamps[i] == 0 for icon in s.emptied)
    if emptied and a.kind is ActionKind.DISTRIBUTED_CORRESPONDENCE:
        own = _own_words(a, rulings)
        if t.on:
            t.add(Step(c.CORRESPONDENCE_DEPLETED_STACK.id,
                       "a stack emptied by a Distributed Correspondence gives nothing: the rule "
                       "is the Correspondence action's" if own else "a stack emptied by a "
                       "Distributed Correspondence opens its icons, as Correspondence's does",
                       ruling=rulings.cite(r.DISTRIBUTED_RULES)))
        if own:
            return game
    return _open(game, emptied, "personal board (Stamp stack emptied)",
                 c.CORRESPONDENCE_DEPLETED_STACK, t)


# --- Objectives, Crew cards, Lenses --------------------------------------------

def reserve_room(player: Player, rulings: Rulings) -> int:
    """How many more Objectives the reserve takes (2 at most)."""
    held = player.reserve
    if rulings(r.STARTING_PAIR) is r.StartingPair.APART:
        held = tuple(o for o in held if not o.startswith("start-"))
    return 2 - len(held)


def empty_spots(player: Player, tier: Tier) -> tuple[int, ...]:
    return tuple(i for i, spot in enumerate(SPOTS) if spot.tier is tier and not player.spots[i])


def _gain_objective_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    me = game.me
    out: list[Args] = []
    for tier, display in ((Tier.SILVER, game.silver_display), (Tier.GOLDEN, game.golden_display)):
        for tile in display:
            if not tile:
                continue
            if reserve_room(me, rulings) > 0:
                out.append((tile, -1))
            elif empty_spots(me, tier):
                out.extend((tile, i) for i in empty_spots(me, tier)
                           if can_pay(me, SPOTS[i].cost, rulings))
            elif rulings(r.FULL_RESERVE) is r.FullReserve.MAKE_ROOM:
                # No space of its colour is empty (ruling full-reserve-no-space):
                # a reserve tile is discarded to make room for it.
                out.extend((tile, -1, gone) for gone in dict.fromkeys(me.reserve))
    return out


@implements(c.GAIN_OBJECTIVE, c.GAIN_OBJECTIVE_FULL_RESERVE)
def _gain_objective(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                    t: Trace) -> Game:
    tile, where = str(args[0]), int(args[1])
    silver = tuple("" if x == tile else x for x in game.silver_display)
    golden = tuple("" if x == tile else x for x in game.golden_display)
    game = evolve(game, silver_display=silver, golden_display=golden)
    before = game.me
    if where < 0 and len(args) > 2:
        gone = str(args[2])
        held = list(before.reserve)
        held.remove(gone)
        me = evolve(before, reserve=tuple(held) + (tile,))
        game = evolve(game, objectives_out=game.objectives_out + (gone,))
        if t.on:
            t.add(Step(c.GAIN_OBJECTIVE_FULL_RESERVE.id, f"the reserve is full and no space of "
                       f"{tile}'s colour is empty: {gone} is discarded from the reserve "
                       f"to make room for {tile}",
                       "may a tile with no empty space of its colour still be taken?",
                       tuple(o.id for o in r.FULL_RESERVE.options), rulings(r.FULL_RESERVE).value,
                       ruling=rulings.cite(r.FULL_RESERVE)))
            t.change(c.GAIN_OBJECTIVE.id, f"{tile} from the display into the reserve",
                     Change(game.seat_name(me.seat), "Objectives in reserve", before.reserve,
                            me.reserve))
        return update(game, me)
    if where < 0:
        me = evolve(before, reserve=before.reserve + (tile,))
        if t.on:
            t.change(c.GAIN_OBJECTIVE.id, f"{tile} from the display into the reserve",
                     Change(game.seat_name(me.seat), "Objectives in reserve", before.reserve,
                            me.reserve))
        return update(game, me)
    spots = list(before.spots)
    spots[where] = tile
    me = evolve(pay(before, SPOTS[where].cost), spots=tuple(spots))
    if t.on:
        spot = SPOTS[where]
        t.change(c.GAIN_OBJECTIVE_FULL_RESERVE.id, f"the reserve is full: {tile} goes face up "
                 f"on {spot.tier} space {spot.position} for {spot.cost} Coins",
                 Change(game.seat_name(me.seat), f"{spot.tier} Objective space {spot.position}",
                        before.spots[where] or "empty", tile),
                 *((Change(game.seat_name(me.seat), "Coins", before.coins, me.coins),)
                   if me.coins != before.coins else ()))
    return update(game, me)


def _unlock_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    me = game.me
    if me.lenses <= 0:
        return []
    out: list[Args] = []
    for i, loc in enumerate(LOCATIONS):
        if loc.unlock is not Unlock.LOCKED or game.lens[i] is not None:
            continue
        if not has_space(game, i) or not unlock_in_order(game, i):
            continue
        if a.free or can_pay(me, loc.unlock_cost, rulings):
            out.append((loc.id,))
    return out


@implements(c.UNLOCK_ORDER)
def unlock_in_order(game: Game, i: int) -> bool:
    """On a Main Diary page, a space unlocks only once those above it are open."""
    lens = game.lens
    for above in _LOCKED_ABOVE[i]:
        if lens[above] is None:
            return False
    return True


def _locked_above(loc: Location) -> tuple[int, ...]:
    # The locked spaces above a Main Diary space on its page, top first: the
    # board is fixed, so this is worked out once per location.
    if loc.diary not in MAIN_DIARIES or loc.row is None:
        return ()
    return tuple(j for row in UNLOCK_ORDER[:UNLOCK_ORDER.index(loc.row)]
                 for j, other in enumerate(LOCATIONS)
                 if other.diary is loc.diary and other.page is loc.page and other.row is row
                 and other.unlock is Unlock.LOCKED)


_LOCKED_ABOVE = tuple(_locked_above(loc) for loc in LOCATIONS)


@implements(c.UNLOCK_LENS, c.UNLOCK_COST, c.UNLOCK_BONUS)
def _unlock(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    i = LOCATION_INDEX[str(args[0])]
    loc = LOCATIONS[i]
    before, before_game = game.me, game
    cost = 0 if a.free else loc.unlock_cost
    if t.on and a.free:
        t.change(c.MOD_FREE.id, "the X: no Coins for any step of it",
                 Change(f"{loc.id}'s red cost", "Coins due", loc.unlock_cost, cost))
    me = evolve(pay(before, cost), lenses=before.lenses - 1)
    lens = list(game.lens)
    was = lens[i]
    lens[i] = me.seat
    game = evolve(update(game, me), lens=tuple(lens))
    if t.on:
        who = game.seat_name(me.seat)
        t.change(c.UNLOCK_LENS.id, f"personal Lens token on {loc.id}; open to every worker from "
                 "now on", Change(who, "Lens tokens", before.lenses, me.lenses),
                 Change(loc.id, "Lens token", "none" if was is None else game.seat_name(was), who))
        text = f"{loc.id}'s red cost: {cost} Coins" + (" (the X: nothing paid)" if a.free else "")
        if me.coins != before.coins:
            t.change(c.UNLOCK_COST.id, text, Change(who, "Coins", before.coins, me.coins))
        else:
            t.note(c.UNLOCK_COST.id, text)
        if loc.diary in MAIN_DIARIES:
            _next_in_order(before_game, game, loc, t)
    return _open(game, actions_at(game, loc), f"{loc.id} (unlocking bonus)", c.UNLOCK_BONUS, t)


def _next_in_order(before: Game, after: Game, opened: Location, t: Trace) -> None:
    # The locked space below the one just opened may be unlocked from now on.
    for j, loc in enumerate(LOCATIONS):
        if (loc.diary is opened.diary and loc.page is opened.page and loc.row is not None
                and loc.unlock is Unlock.LOCKED and after.lens[j] is None):
            was, now = unlock_in_order(before, j), unlock_in_order(after, j)
            if was != now:
                t.change(c.UNLOCK_ORDER.id, f"{opened.id} is open: {loc.id}, below it on its "
                         "page, is next to unlock",
                         Change(loc.id, "unlocking", "allowed" if was else "barred",
                                "allowed" if now else "barred"))


def _locked_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    out: list[Args] = []
    for i, loc in enumerate(LOCATIONS):
        if loc.unlock is Unlock.LOCKED and game.lens[i] is None and has_space(game, i):
            icons = actions_at(game, loc)
            kinds = {x.kind for x in icons if isinstance(x, Action)}
            if ActionKind.PERFORM_LOCKED_ACTION not in kinds:
                out.append((loc.id,))
    return out


@implements(c.LOCKED_ACTION)
def _locked(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    loc = LOCATIONS[LOCATION_INDEX[str(args[0])]]
    return _open(game, actions_at(game, loc), f"{loc.id} (locked action performed)",
                 c.LOCKED_ACTION, t)


def _copy_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    held = sorted({n for q in game.players for n in q.crew})
    return [(n,) for n in held
            if ActionKind.COPY_CREW_CARD not in {x.kind for x in crew_card(n).actions
                                                 if isinstance(x, Action)}]


@implements(c.COPY_CREW_CARD)
def _copy(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    card = crew_card(int(args[0]))
    return _open(game, card.actions, f"Crew card {card.number} (copied)", c.COPY_CREW_CARD, t)


@implements(c.RESERVE_TURN_ORDER)
def _reserve_turn(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                  t: Trace) -> Game:
    after = update(game, evolve(game.me, coins=game.me.coins + game.turn_order_coins))
    return _gained(game, after, c.RESERVE_TURN_ORDER.id, "Coins", t)


@implements(c.ACADEMY_DISCOUNT, c.PENALTY_REDUCTION)
def _flag(name: str) -> Effect:
    def effect(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
               t: Trace) -> Game:
        me = game.me
        if name == "penalty_reduction":
            return update(game, evolve(me, penalty_reduction=me.penalty_reduction + 1))
        if name == "book_bonus":
            return update(game, evolve(me, book_bonus=me.book_bonus + 1))
        if name == "lagging_cap":
            return update(game, evolve(me, lagging_cap=True))
        return update(game, evolve(me, academy_discount=True))
    return effect


@implements(c.UNLOCK_FIFTH_WORKER)
def _fifth(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    me = game.me
    after = evolve(me, fifth_worker=True, home=me.home | {4})
    if t.on:
        t.change(c.UNLOCK_FIFTH_WORKER.id, "the fifth worker joins the player's workers, with "
                 "no Wax Seals", Change(game.seat_name(me.seat), "workers on the personal board",
                                        tuple(sorted(me.home)), tuple(sorted(after.home))))
    return update(game, after)


def _fulfil_choices(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
    from .achieve import objective_moves
    anywhere = rulings(r.FULFIL_WHERE) is r.FulfilWhere.ANY_SPACE
    return [m.args for m in objective_moves(game, rulings, check=False, any_tier=anywhere)]


@implements(c.FULFIL_OBJECTIVE)
def _fulfil(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings, t: Trace) -> Game:
    from .achieve import achieve_objective
    tile, i = str(args[0]), int(args[1])
    if t.on:
        spot = SPOTS[i]
        if tile in game.me.reserve:
            t.add(Step(c.FULFIL_OBJECTIVE.id, f"{tile} from the reserve may go on "
                       + ("any open Objective space, of either colour" if rulings(r.FULFIL_WHERE)
                          is r.FulfilWhere.ANY_SPACE else "an open space of its own colour")
                       + f": {spot.tier} space {spot.position}",
                       "may it go on a space of the other colour?", ("own-colour", "any-space"),
                       rulings(r.FULFIL_WHERE).value, ruling=rulings.cite(r.FULFIL_WHERE)))
        t.change(c.FULFIL_OBJECTIVE.id, f"{tile} is achieved without meeting its requirements",
                 Change(game.seat_name(game.active), f"Objective {tile}",
                        "in the reserve" if tile in game.me.reserve else
                        f"face up on {spot.tier} space {spot.position}",
                        f"achieved on {spot.tier} space {spot.position}"))
    return achieve_objective(game, tile, i, t, waived=True)


@dataclass(frozen=True, slots=True)
class ActionRule:
    """Everything the rules say about one kind of action, declared once.

    ``clause`` states it; ``choices`` lists every legal set of choices for an
    icon of the kind; ``effect`` carries one out; ``lasting`` marks a reward
    that, taken from an Objective space, is kept for the rest of the game.
    How a solo bot resolves the kind is the bot's own table, checked complete
    against this one (``spec.darwins_journey.alfred.actions``).
    """

    clause: Clause
    choices: Choices
    effect: Effect
    lasting: bool = False


ACTIONS: dict[ActionKind, ActionRule] = {
    ActionKind.VICTORY_POINTS: ActionRule(c.VICTORY_POINTS, _free, _points),
    ActionKind.COINS: ActionRule(c.COINS, _free, _coins),
    ActionKind.EVOLUTION: ActionRule(c.EVOLUTION_ADVANCE, _free, _evolution),
    ActionKind.TEMPORARY_KNOWLEDGE: ActionRule(c.GAIN_TEMPORARY_KNOWLEDGE, _free, _knowledge),
    ActionKind.CONVERT_TEMPORARY_KNOWLEDGE: ActionRule(
        c.CONVERT_TEMPORARY_KNOWLEDGE, _convert_choices, _convert),
    ActionKind.ACADEMY: ActionRule(c.ACADEMY, _academy_choices, _academy),
    ActionKind.SPECIAL_SEAL: ActionRule(c.SPECIAL_PURPLE_SEAL, _purple_choices, _purple),
    ActionKind.NAVIGATION: ActionRule(c.NAVIGATION, _navigation_choices, _navigate),
    ActionKind.EXPLORATION: ActionRule(c.EXPLORATION, _exploration_choices, _explore),
    ActionKind.PLACE_EXPLORER: ActionRule(
        c.PLACE_EXPLORER, _place_explorer_choices, _place_explorer),
    ActionKind.MOVE_TO_BEAGLE: ActionRule(c.MOVE_TO_BEAGLE, _to_beagle_choices, _to_beagle),
    ActionKind.RESEARCH_SPECIMEN: ActionRule(
        c.RESEARCH_GALAPAGOS_SPECIMEN, _research_here_choices, _research_here),
    ActionKind.RESEARCH_ANY_SPECIMEN: ActionRule(
        c.RESEARCH_ANY_SPECIMEN, _research_any_choices, _research_any),
    ActionKind.RESEARCH_EXPLORER_SPECIMEN: ActionRule(
        c.RESEARCH_EXPLORER_SPECIMEN, _explorer_specimen_choices, _explorer_specimen),
    ActionKind.DELIVER_SPECIMEN: ActionRule(c.DELIVER_SPECIMEN, _deliver_choices, _deliver),
    ActionKind.REPEAT_DELIVERY: ActionRule(c.REPEAT_DELIVERY, _repeat_choices, _repeat),
    ActionKind.RESEARCH_MUSEUM_SPECIMEN: ActionRule(
        c.RESEARCH_MUSEUM_SPECIMEN, _museum_research_choices, _museum_research),
    ActionKind.ESTABLISH_CAMPSITE: ActionRule(c.CAMPSITE, _campsite_choices, _campsite),
    ActionKind.ESTABLISH_ANY_CAMPSITE: ActionRule(
        c.ANY_CAMPSITE, _any_campsite_choices, _campsite),
    ActionKind.REACTIVATE_TENT: ActionRule(c.REACTIVATE_TENT, _reactivate_choices, _reactivate),
    ActionKind.CORRESPONDENCE: ActionRule(
        c.CORRESPONDENCE, _correspondence_choices, _correspondence),
    ActionKind.DISTRIBUTED_CORRESPONDENCE: ActionRule(
        c.DISTRIBUTED_CORRESPONDENCE, _correspondence_choices, _correspondence),
    ActionKind.GAIN_OBJECTIVE: ActionRule(
        c.GAIN_OBJECTIVE, _gain_objective_choices, _gain_objective),
    ActionKind.FULFIL_OBJECTIVE: ActionRule(c.FULFIL_OBJECTIVE, _fulfil_choices, _fulfil),
    ActionKind.UNLOCK_LENS: ActionRule(c.UNLOCK_LENS, _unlock_choices, _unlock),
    ActionKind.PERFORM_LOCKED_ACTION: ActionRule(c.LOCKED_ACTION, _locked_choices, _locked),
    ActionKind.COPY_CREW_CARD: ActionRule(c.COPY_CREW_CARD, _copy_choices, _copy),
    ActionKind.RESERVE_TURN_ORDER: ActionRule(c.RESERVE_TURN_ORDER, _free, _reserve_turn),
    ActionKind.ACADEMY_DISCOUNT: ActionRule(
        c.ACADEMY_DISCOUNT, _free, _flag("academy_discount"), lasting=True),
    ActionKind.BOOK_MULTIPLIER: ActionRule(
        c.BOOK_MULTIPLIER, _free, _flag("book_bonus"), lasting=True),
    ActionKind.UNLOCK_FIFTH_WORKER: ActionRule(c.UNLOCK_FIFTH_WORKER, _free, _fifth),
    ActionKind.PLACEMENT_PENALTY_REDUCTION: ActionRule(
        c.PENALTY_REDUCTION, _free, _flag("penalty_reduction"), lasting=True),
    ActionKind.LAGGING_PENALTY_CAP: ActionRule(
        c.LAGGING_CAP, _free, _flag("lagging_cap"), lasting=True),
}
if set(ACTIONS) != set(ActionKind):
    raise TypeError("no rule declared for: "
                    + ", ".join(sorted(k.value for k in ActionKind if k not in ACTIONS)))
# Lookups the game runs through on every move, built from the one declaration.
CHOICES: dict[ActionKind, Choices] = {k: r.choices for k, r in ACTIONS.items()}
EFFECTS: dict[ActionKind, Effect] = {k: r.effect for k, r in ACTIONS.items()}

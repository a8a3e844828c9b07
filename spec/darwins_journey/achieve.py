"""Achieving Objectives and Crew cards: their requirements and their rewards."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from spec.core.clauses import implements
from spec.core.memo import Memo
from spec.core.rulings import DEFAULTS, Rulings
from spec.core.priority import first_feasible
from spec.core.trace import Change, Step, Trace, listed, silent
from spec.core.values import evolve

from . import clauses as c
from . import rulings as r
from .actions import ACTIONS, EFFECTS
from .cards import CREW_CARDS, OBJECTIVES, Need, ObjectiveTile, Requirement, crew_card
from .economy import (can_pay, pay, purple_one_colour, push, regular_seals, row_seals,
                      seal_shortfall, update)
from .icons import Action, ActionKind, Icon, SpecimenColour, SpecimenKind, Timing
from .moves import Move, MoveKind
from .personal_board import PAIRED_OBJECTIVE_POINTS
from .board import SPECIMENS, specimen
from .state import PURPLE, SPOTS, Game, Pending, Player
from .tracks import BEAGLE_SPACE_IDS, ocean_step

_TILES = {t.id: t for t in OBJECTIVES}
_FEWEST_CREW_SEALS = min(card.requirement.total for card in CREW_CARDS)
_QUIET = silent()



def tile(id: str) -> ObjectiveTile:
    return _TILES[id]


@implements(c.REQ_SINGLE, c.REQ_EMPTY_STACKS, c.REQ_SPECIMEN_SYMBOL, c.REQ_SPECIMEN_SHAPE,
            c.REQ_EVOLUTION, c.REQ_TENTS, c.REQ_LENSES, c.REQ_SHIP, c.REQ_WAX_SEALS)
def meets(game: Game, player: Player, need: Requirement) -> bool:
    """Whether a player meets one Objective requirement (an amount of 1 where
    the tile prints no number)."""
    return _MEETS[need.need](game, player, need)


def _specimens(game: Game, p: Player, need: Requirement) -> bool:
    return len(p.research & _SPECIMENS_OF[need.specimen_kind or need.specimen_colour]) \
        >= need.amount


# The Specimen ids of each kind and of each colour: a requirement counts the
# player's Research tokens among them.
_SPECIMENS_OF: dict[object, frozenset[str]] = {
    **{k: frozenset(s.id for s in SPECIMENS if s.kind is k) for k in SpecimenKind},
    **{c: frozenset(s.id for s in SPECIMENS if s.colour is c) for c in SpecimenColour}}


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


def _asked(need: Requirement) -> str:
    """A requirement as a trace names it."""
    if need.need is Need.SPECIMENS:
        return f"{need.amount} {need.specimen_kind or need.specimen_colour} Specimen(s)"
    return f"{need.amount} x {need.need.value}" + (f" ({need.seal.value})" if need.seal else "")


def _held(game: Game, p: Player, need: Requirement) -> str:
    """What the player has of a requirement's kind: the values its test reads."""
    n = need.need
    if n is Need.SPECIMENS:
        found = [specimen(s) for s in sorted(p.research)]
        kind = [s.id for s in found if s.kind is need.specimen_kind
                or s.colour is need.specimen_colour]
        return f"Research tokens on {listed(kind, 'none of them')}"
    if n is Need.EMPTY_STAMP_STACKS:
        return f"Stamp stacks {list(p.stamps)}: {p.stamps.count(0)} empty"
    if n is Need.EVOLUTION_STEP:
        return f"the Evolution marker on step {p.evolution}"
    if n is Need.TENTS:
        return f"{p.placed_tents()} Tents on Campsites"
    if n is Need.LENSES:
        return f"{6 - p.lenses} personal Lenses placed"
    if n is Need.SHIP_AT_BEAGLE:
        return (f"the Ship on {p.ship} (step {ocean_step(p.ship)}), the HMS Beagle on "
                f"{BEAGLE_SPACE_IDS[game.beagle]} (step {ocean_step(BEAGLE_SPACE_IDS[game.beagle])})")
    if n is Need.SHIP_ON_SPACE:
        assert need.space is not None
        return f"the Ship on {p.ship} (step {ocean_step(p.ship)}, {need.space} is step " \
               f"{ocean_step(need.space)})"
    if n is Need.REGULAR_SEALS:
        assert need.seal is not None
        return (f"{regular_seals(p, need.seal.value)} regular {need.seal.value} seals in the rows "
                "(purple seals and Temporary Knowledge do not count)")
    if n is Need.VICTORY_POINTS:
        return f"{p.points} points"
    if n is Need.COINS:
        return f"{p.coins} Coins"
    return f"{p.knowledge} Temporary Knowledge"


def _clause_of(need: Requirement) -> str:
    if need.need is Need.SPECIMENS:
        return (c.REQ_SPECIMEN_SYMBOL if need.specimen_kind is not None else c.REQ_SPECIMEN_SHAPE).id
    return _NEED_CLAUSE[need.need].id


@implements(c.OBJECTIVE_REQUIREMENTS_MET)
def objective_met(game: Game, player: Player, id: str, t: Trace = _QUIET) -> bool:
    """All the tile's requirements are met; nothing is spent. Traced, each
    requirement is a step, every one tested, so the trace shows all a tile asks."""
    if not t.on:
        for check, need in _CHECKS[id]:
            if not check(game, player, need):
                return False
        return True
    met = [t.check(_clause_of(need), f"does {game.seat_name(player.seat)} meet {id}'s {_asked(need)}?",
                   check(game, player, need), lambda: _held(game, player, need))
           for check, need in _CHECKS[id]]
    return all(met)


def objective_moves(game: Game, rulings: Rulings, check: bool = True,
                    t: Trace = _QUIET, any_tier: bool = False) -> list[Move]:
    """Every Objective the active player can achieve now, and where it would go.

    With ``check`` false the requirements are waived (an automatic fulfilment);
    with ``any_tier`` a tile from the reserve may go on a space of either
    colour (Ruling fulfil-objective-space's other reading).
    """
    me = game.me
    out: list[Move] = []
    if not me.reserve and len(me.achieved) == len(me.spots) - me.spots.count(""):
        return out  # nothing unachieved to look at
    for id in me.reserve:
        if check and not objective_met(game, me, id, t):
            continue
        tier = tile(id).tier
        for i, spot in enumerate(SPOTS):
            if ((any_tier or spot.tier is tier) and not me.spots[i]
                    and can_pay(me, spot.cost, rulings)):
                out.append(Move(MoveKind.OBJECTIVE, args=(id, i)))
    for i, id in enumerate(me.spots):
        if id and i not in me.achieved and (not check or objective_met(game, me, id, t)):
            out.append(Move(MoveKind.OBJECTIVE, args=(id, i)))
    return out


@implements(c.OBJECTIVE_FLIP, c.OBJECTIVE_FROM_RESERVE, c.OBJECTIVE_LOCATION_REWARD,
            c.MOD_INFINITY, c.MOD_IMMEDIATE, c.MOD_FINAL_SCORING, c.OBJECTIVE_PURPLE_SEAL,
            c.OBJECTIVE_POINTS_AT_END, c.END_POINTS, c.OBJECTIVE_PAIRED_BONUS)
def achieve_objective(game: Game, id: str, i: int, t: Trace, waived: bool = False) -> Game:
    """Turn the Objective face down on space ``i`` (paying that space's Coins
    if it comes from the reserve) and open the space's reward icons; rewards
    marked for final scoring wait for it."""
    me = game.me
    who = game.seat_name(me.seat)
    if not waived and not objective_met(game, me, id, t):
        raise ValueError(f"{who} does not meet every requirement of {id}")
    if t.on and not waived:
        t.note(c.OBJECTIVE_REQUIREMENTS_MET.id, "every requirement is met; nothing is spent")
    spots = list(me.spots)
    spot = SPOTS[i]
    if id in me.reserve:
        paid = evolve(pay(me, spot.cost), reserve=tuple(x for x in me.reserve if x != id))
        if t.on:
            t.change(c.OBJECTIVE_FROM_RESERVE.id, f"{id} moves from the reserve face down onto "
                     f"{spot.tier} space {spot.position}, paying {spot.cost} Coins",
                     Change(who, "Coins", me.coins, paid.coins))
        me = paid
    elif t.on:
        t.change(c.OBJECTIVE_FLIP.id, f"{id} lies on its space already: it is turned face down "
                 "there", Change(who, f"{spot.tier} Objective space {spot.position}",
                                 f"{id} face up", f"{id} face down"))
    spots[i] = id
    was = me
    me = evolve(me, spots=tuple(spots), achieved=me.achieved | {i})
    game = update(game, me)
    if t.on:
        t.change(c.OBJECTIVE_LOCATION_REWARD.id, f"achieved Objective {id} on {spot.tier} space "
                 f"{spot.position}: the space's reward is earned",
                 Change(who, "Objective spaces achieved", _spaces(was.achieved),
                        _spaces(me.achieved)))
    now: list[Icon] = []
    for icon in spot.actions:
        if not isinstance(icon, Action):
            now.append(icon)
            continue
        # The icon's modifier says when its reward comes.
        timing = first_feasible(
            _TIMINGS, lambda when: "" if icon.timing is when else _NOT_SHOWN[when],
            clause=c.OBJECTIVE_LOCATION_REWARD.id, question=f"when does {icon.kind.value} of "
            f"{spot.tier} space {spot.position} take effect?", label=_WHEN.__getitem__,
            trace=t, clause_of=lambda when: _TIMING_CLAUSE[when].id)
        if icon.kind in _LASTING:
            # An ongoing effect, or a book kept for final scoring: gained with
            # the space, nothing to perform.
            before = game.me
            game = EFFECTS[icon.kind](game, Pending(icon, "Objective space"), icon, (), DEFAULTS,
                                      silent())
            if t.on:
                t.change(_LASTING[icon.kind].id, f"{icon.kind.value}: kept from now on",
                         *_kept(game, before, game.me))
        elif timing is not Timing.FINAL_SCORING:
            now.append(icon)
        elif t.on and icon.kind is ActionKind.VICTORY_POINTS:
            waiting = _final_points(me.achieved - {i})
            t.change((c.END_POINTS if spot.position == _RIGHT_MOST else
                      c.OBJECTIVE_POINTS_AT_END).id, f"the space's {icon.amount} points wait "
                     "for final scoring", Change(who, "Objective points for final scoring",
                                                 waiting, waiting + icon.amount))
    if t.on and _paired(me.achieved) and not _paired(me.achieved - {i}):
        now_waiting = _final_points(me.achieved)
        t.change(c.OBJECTIVE_PAIRED_BONUS.id, "both right-most Objective spaces are achieved: "
                 f"{PAIRED_OBJECTIVE_POINTS.value} more points at final scoring",
                 Change(who, "Objective points for final scoring",
                        now_waiting - PAIRED_OBJECTIVE_POINTS.value, now_waiting))
    if t.on and now:
        t.change(c.MOD_IMMEDIATE.id, f"the reward of {spot.tier} space {spot.position} is "
                 "taken at once", Change(
                     who, "icons to perform",
                     _texts(tuple(p.icon for f in game.frames[-1:] for p in f)), _texts(now)))
    return push(game, tuple(now), f"Objective space {spot.tier} {spot.position}")


def _spaces(achieved: frozenset[int]) -> tuple[str, ...]:
    return tuple(f"{SPOTS[i].tier} {SPOTS[i].position}" for i in sorted(achieved))


_RIGHT_MOST = max(spot.position for spot in SPOTS)


def _paired(achieved: frozenset[int]) -> bool:
    return all(i in achieved for i, spot in enumerate(SPOTS) if spot.position == _RIGHT_MOST)


def _final_points(achieved: frozenset[int]) -> int:
    # What the achieved Objective spaces will give at final scoring, the
    # paired bonus included.
    return sum(icon.amount for i in achieved for icon in SPOTS[i].actions
               if isinstance(icon, Action) and icon.kind is ActionKind.VICTORY_POINTS
               and icon.timing is Timing.FINAL_SCORING) + (
                   PAIRED_OBJECTIVE_POINTS.value if _paired(achieved) else 0)


def _texts(icons: Sequence[Icon]) -> tuple[str, ...]:
    from .play import _icon_text  # play builds on this module

    return tuple(_icon_text(i) for i in icons)


_TIMINGS = (Timing.ONGOING, Timing.FINAL_SCORING, Timing.NOW)
_WHEN = {Timing.ONGOING: "for the rest of the game", Timing.FINAL_SCORING: "at final scoring",
         Timing.NOW: "at once"}
_NOT_SHOWN = {Timing.ONGOING: "the icon shows no infinity sign",
              Timing.FINAL_SCORING: "the icon shows no arrow to a bar",
              Timing.NOW: "the icon's modifier puts it off"}
_TIMING_CLAUSE = {Timing.ONGOING: c.MOD_INFINITY, Timing.FINAL_SCORING: c.MOD_FINAL_SCORING,
                  Timing.NOW: c.MOD_IMMEDIATE}


def _kept(game: Game, before: Player, after: Player) -> tuple[Change, ...]:
    # What a lasting reward changed on the player's board.
    who = game.seat_name(before.seat)
    out = []
    for quantity, was, now in (
            ("Academy discount", "no" if not before.academy_discount else "yes",
             "no" if not after.academy_discount else "yes"),
            ("Placement Penalty Reductions", before.penalty_reduction, after.penalty_reduction),
            ("lagging penalty cap", "none" if not before.lagging_cap else "2 points",
             "none" if not after.lagging_cap else "2 points"),
            ("Book Multipliers from Objectives", before.book_bonus, after.book_bonus)):
        if was != now:
            out.append(Change(who, quantity, was, now))
    return tuple(out)


# Rewards an Objective space keeps for the rest of the game (their rules say so).
_LASTING = {k: rule.clause for k, rule in ACTIONS.items() if rule.lasting}


@implements(c.CREW_SEAL_REQUIREMENT, c.CREW_PURPLE_COUNTS, c.CREW_NO_TEMPORARY_KNOWLEDGE,
            c.CREW_ONE_PER_WORKER)
def crew_moves(game: Game, t: Trace = _QUIET, rulings: Rulings = DEFAULTS) -> list[Move]:
    """Every Crew card the active player can achieve, with each worker row
    that qualifies: the row's seals (purple as any colour, no Temporary
    Knowledge) cover the card, and the row has no Crew card yet."""
    me = game.me
    out: list[Move] = []
    if not me.crew or not any(len(row) >= _FEWEST_CREW_SEALS for row in me.rows):
        return out  # no row holds seals enough for any card: the common case
    for number in me.crew:
        for row in (0, 1, 2, 3, 4):
            if row == 4 and not me.fifth_worker:
                continue
            if crew_fits(me, number, row, t, rulings):
                out.append(Move(MoveKind.CREW, args=(number, row)))
    return out


def crew_fits(me: Player, number: int, row: int, t: Trace = _QUIET,
              rulings: Rulings = DEFAULTS) -> bool:
    """Whether worker ``row`` may achieve Crew card ``number``: it has no Crew
    card yet, and its own seals cover the card's. Traced, each test is a step."""
    need = crew_card(number).requirement
    seals = row_seals(me, row)
    if not t.on:
        return (all(r != row for _, r in me.crew_done) and len(seals) >= need.total
                and seal_shortfall(seals, need, purple_one_colour(rulings)) == 0)
    done = {r: n for n, r in me.crew_done}
    if not t.check(c.CREW_ONE_PER_WORKER.id, f"is worker {row} free to take Crew card "
                   f"{number}?", row not in done,
                   lambda: f"it achieved Crew card {done[row]}" if row in done else
                   "it has achieved no Crew card"):
        return False
    one = purple_one_colour(rulings)
    short = seal_shortfall(seals, need, one)
    asked = ", ".join(f"{n} {colour.value}" for colour, n in need.items())
    if PURPLE in seals:
        plain = seal_shortfall(tuple(x for x in seals if x != PURPLE), need)
        t.check(c.CREW_PURPLE_COUNTS.id, f"do worker {row}'s purple seals stand in for colours "
                f"Crew card {number} asks for?", short < plain,
                lambda: f"without purple the row lacks {plain} of {asked}, with it {short}")
        if seals.count(PURPLE) > 1 and len(need.items()) > 1:
            each = seal_shortfall(seals, need)
            if each != seal_shortfall(seals, need, True):
                t.add(Step(c.CREW_PURPLE_COUNTS.id, f"worker {row}'s {seals.count(PURPLE)} purple "
                           f"seals " + ("all stand for one colour" if one else
                                        "each stand for a colour of its own")
                           + f": {short} short", "may each purple seal be a colour of its own?",
                           ("each-any", "one-colour"), "one-colour" if one else "each-any",
                           ruling=rulings.cite(r.PURPLE_COLOURS)))
    # Where Temporary Knowledge would have covered the gap, that rule settles it.
    barred = 0 < short <= me.knowledge
    return t.check((c.CREW_NO_TEMPORARY_KNOWLEDGE if barred else c.CREW_SEAL_REQUIREMENT).id,
                   f"do worker {row}'s own seals cover Crew card {number} ({asked})?",
                   short == 0, lambda: f"worker {row} has {listed(seals, 'no seals')}"
                   + (f"; {short} short, and its {me.knowledge} Temporary Knowledge cannot "
                      "stand in" if barred else f"; {short} short" if short else ""))


@implements(c.CREW_ACHIEVE)
def achieve_crew(game: Game, number: int, row: int, t: Trace,
                 rulings: Rulings = DEFAULTS) -> Game:
    before = game.me
    if not crew_fits(before, number, row, t, rulings):
        raise ValueError(f"worker {row} of {game.seat_name(before.seat)} cannot achieve Crew card {number}")
    me = evolve(before, crew=tuple(n for n in before.crew if n != number),
                crew_done=before.crew_done + ((number, row),))
    game = update(game, me)
    actions = crew_card(number).actions
    if t.on:
        who = game.seat_name(me.seat)
        t.change(c.CREW_ACHIEVE.id, f"Crew card {number} is achieved with worker {row}: turned "
                 "over beside it, its actions follow",
                 Change(who, "Crew cards", before.crew, me.crew),
                 Change(who, "Crew cards achieved",
                        tuple(f"{n} (worker {r})" for n, r in before.crew_done),
                        tuple(f"{n} (worker {r})" for n, r in me.crew_done)),
                 Change(who, "icons to perform",
                        _texts(tuple(p.icon for f in game.frames[-1:] for p in f)),
                        _texts(actions)))
    return push(game, actions, f"Crew card {number}")


@implements(c.ACHIEVE_ANY_TIME)
def achievements(game: Game, rulings: Rulings, t: Trace = _QUIET) -> list[Move]:
    """What the active player may achieve at this moment (traced: each
    requirement tested, as a step)."""
    if t.on:
        return objective_moves(game, rulings, t=t) + crew_moves(game, t, rulings)
    me = game.me
    known = _ACHIEVABLE.get(me)
    if known is not None and known[0] == game.beagle and known[1] is rulings:
        if known[3] and rulings.heard is not None:
            rulings.heard.update(known[3])
        return list(known[2])
    # A caller who listens learns the Rulings read; so does the entry, to note
    # them again on every later answer it gives.
    listener, heard = rulings.heard, set[str]()
    asked = rulings if listener is None else rulings.listening(heard)
    found = objective_moves(game, asked) + crew_moves(game, _QUIET, asked)
    if listener is not None:
        listener.update(heard)
    _ACHIEVABLE.put(me, (game.beagle, rulings, tuple(found), frozenset(heard)))
    return found


# What a player could achieve, remembered for the Player value asked about: a
# player's turn is many moves, and between two of them the player is often the
# very same value (the other seat moved, or nothing of theirs changed). The
# answer reads nothing of the table but the player, the HMS Beagle's space
# (the Ship requirement) and the readings, so those three are the key; the
# entry holds the Rulings itself, so that its id cannot be reused while it
# stands, and the Rulings the first answer read, which a remembered answer
# notes again for a caller who listens (Rulings.listening).
_ACHIEVABLE: Memo[Player, tuple[int, Rulings, tuple[Move, ...], frozenset[str]]] = Memo(64)

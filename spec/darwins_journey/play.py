"""The round: whose decision it is, what they may do, and what follows.

``moves(game)`` lists every legal move of the player to decide;
``apply(game, move)`` carries one out and runs every step no one decides
(the Turn Order phase, Beagle scoring, Cleanup, final scoring) until the
next decision. A whole game is ``setup`` followed by ``apply`` until the
phase is ``OVER``.
"""

from __future__ import annotations

from spec.core.clauses import Clause, implements
from spec.core.rulings import DEFAULTS, Rulings
from spec.core.priority import first_feasible
from spec.core.trace import Change, Step, Trace, listed, silent
from spec.core.values import evolve

from . import clauses as c
from . import rulings as r
from .achieve import achieve_crew, achieve_objective, achievements, tile
from .actions import ACTIONS, CHOICES, EFFECTS, explain_seal_rows
from .board import LOCATIONS, TURN_ORDER
from .cards import CORRESPONDENCE_TILES
from .icons import Action, ActionKind, Choice, Icon, Tier
from .moves import DONE, Arg, Move, MoveKind
from .placement import available_rows, explain_placements, place_worker, placements
from .scoring import beagle_points, final_score, tally_beagle
from .sources import register_model
from .state import LOCATION_INDEX, ROUNDS, Frame, Game, Pending, Phase, Player, Reward

_TURN_ORDER = LOCATION_INDEX[TURN_ORDER.id]

WINDOW_ID = register_model(
    "reward-phase-achievements",
    """In the Reward Phase a player may achieve Objectives and Crew cards while
    performing a majority reward, and once more, in turn order, after all
    the Envelopes and before the Beagle goal is scored. The rulebook allows
    it "at any time" in that phase without saying when each player acts.""",
    "darwins_journey.concept.achieve-any-time",
    "darwins_journey.crew.achieve",
    "darwins_journey.reward.turn-order",
)
MAJORITY_ID = register_model(
    "majority-needs-a-stamp",
    """A player with no Stamp on an Envelope is never among its most or second
    most.""",
    "darwins_journey.reward.majority-first",
    "darwins_journey.reward.majority-second",
)
TOP_SCROLL_OUT_ID = register_model(
    "top-scroll-seals-leave-the-game",
    """The Wax Seals removed from the top-most Scroll at Cleanup leave the game:
    they do not go back into the seal pile. The rulebook says only that they
    are removed; the community FAQ (F4, v1.02, citing BoardGameGeek thread
    3066250) answers out of the game. Under Ruling seal-pile-empty's
    reshuffle-removed reading they come back only when the pile runs short.""",
    "darwins_journey.cleanup.top-scroll-cleared",
)
_QUIET = silent()
# Asked at every move: on Python 3.11 an Enum class's attribute costs three
# times a module global (EnumType.__getattr__ slows every lookup on the
# class), so the hot paths below name these members once, here.
_OVER, _ACTION, _REWARD = Phase.OVER, Phase.ACTION, Phase.REWARD
_PLACE, _PERFORM, _OBJECTIVE, _CREW = (MoveKind.PLACE, MoveKind.PERFORM, MoveKind.OBJECTIVE,
                                       MoveKind.CREW)


# The actions whose number the Modifier Icons and their own rules word
# differently (ruling modifier-number): a move's reach, a Correspondence's Stamps.
_COUNTED = frozenset({ActionKind.NAVIGATION, ActionKind.EXPLORATION, ActionKind.CORRESPONDENCE})


def one_time(action: Action, rulings: Rulings) -> Action:
    """What one performance of the icon does: the icon itself, or, under
    ruling modifier-number's ``times`` reading, a Navigation, Exploration or
    Correspondence of one (the rest of its number stays open)."""
    if counted(action) and rulings(r.NUMBER_MODIFIER) is r.NumberModifier.TIMES:
        return evolve(action, amount=1)
    return action


def counted(action: Action) -> bool:
    """Whether the icon's number is one the readings of modifier-number part on."""
    return action.amount > 1 and action.kind in _COUNTED


def icon_moves(game: Game, rulings: Rulings) -> list[Move]:
    """Every way to perform each icon of the innermost frame."""
    out: list[Move] = []
    for i, p in enumerate(game.frames[-1]):
        options = p.icon.options if isinstance(p.icon, Choice) else (p.icon,)
        for j, action in enumerate(options):
            made = _PERFORMS.get((i, j))
            if made is None:
                made = _PERFORMS[i, j] = {}
            for args in CHOICES[action.kind](game, p, one_time(action, rulings), rulings):
                move = made.get(args)
                if move is None:
                    move = made[args] = Move(_PERFORM, i, j, args)
                out.append(move)
    return out


# Moves are values, and a game offers the same few again and again: each is
# made once and handed out after (listing them is most of a decision's work).
# The keys are icon positions and plain choices, so the table stays small;
# a Correspondence or an Academy lists dozens of choices, so each icon
# position has a table of its own, looked up once per icon.
_PERFORMS: dict[tuple[int, int], dict[tuple[Arg, ...], Move]] = {}


@implements(c.PERFORM_OPTIONAL, c.SAME_TURN_GAINS)
def moves(game: Game, rulings: Rulings = DEFAULTS, trace: Trace = _QUIET) -> list[Move]:
    """Every legal move of the player to decide (none once the game is over).

    Before placing: a worker to place, or something to achieve. After: an
    icon to perform, something to achieve, or ``done`` to decline the rest.
    """
    if game.phase is _OVER:
        return []
    found = achievements(game, rulings, trace)
    if game.frames:
        # Icons are open: a location's, or the reward of something achieved,
        # even before the worker is placed; they are done (or declined) first.
        performs = icon_moves(game, rulings)
        if performs and _reward_frame(game):
            # A Crew card's or an Objective location's actions: may the player
            # leave some undone? Ruling reward-actions-optional.
            optional = rulings(r.REWARD_ACTIONS) is r.RewardActions.OPTIONAL
            if trace.on:
                trace.add(Step(c.PERFORM_OPTIONAL.id, f"{game.frames[-1][0].origin}: its "
                               "actions " + ("may be left undone, as a location's"
                                             if optional else "that can be performed must be"),
                               ruling=rulings.cite(r.REWARD_ACTIONS)))
            if not optional:
                return performs + found
        return performs + found + [DONE]
    if game.phase is _ACTION and not game.placed:
        return placements(game, rulings) + found
    return found + [DONE]


def _reward_frame(game: Game) -> bool:
    """Whether the innermost open icons are the reward of an achieved Crew card
    or Objective location (a copied Crew card's included)."""
    frame = game.frames[-1] if game.frames else ()
    return bool(frame) and frame[0].origin.startswith(("Crew card", "Objective space"))


def apply(game: Game, move: Move, rulings: Rulings = DEFAULTS, trace: Trace = _QUIET) -> Game:
    """The state after the deciding player makes ``move``, run on to the next decision."""
    if move.kind is _PLACE:
        game = place_worker(game, move, rulings, trace)
    elif move.kind is _PERFORM:
        game = perform(game, move, rulings, trace)
    elif move.kind is _OBJECTIVE:
        game = achieve_objective(game, str(move.args[0]), int(move.args[1]), trace)
    elif move.kind is _CREW:
        game = achieve_crew(game, int(move.args[0]), int(move.args[1]), trace, rulings)
    else:
        if game.frames:
            declined = game.frames[-1]
            game = evolve(game, frames=game.frames[:-1])
            if trace.on:
                trace.change(c.PERFORM_OPTIONAL.id, f"{game.seat_name(game.active)} is done: the icons left "
                             "are not performed", Change(game.seat_name(game.active), "icons to perform",
                                                         _icons(declined), _icons(*game.frames[-1:])))
            if game.frames or game.phase is not _ACTION or not game.placed:
                return _settle(game, rulings, trace)
        return end_turn(game, rulings, trace)
    return _settle(game, rulings, trace)


@implements(c.IMMEDIATE_ACTIONS, c.PERFORM_AFTER_PLACEMENT, c.MOD_NUMBER, c.MOD_DISCOUNT,
            c.MOD_FREE, c.MOD_REPEAT, c.MOD_EXPLORER_ISLAND)
def perform(game: Game, move: Move, rulings: Rulings, trace: Trace) -> Game:
    """Carry out one icon of the innermost frame with the chosen arguments;
    icons it triggers open a frame above, to be done at once."""
    frame = game.frames[-1]
    p = frame[move.index]
    action = p.icon.options[move.option] if isinstance(p.icon, Choice) else p.icon
    assert isinstance(action, Action)
    rest = frame[:move.index] + frame[move.index + 1:]
    once = one_time(action, rulings)
    if once is not action:
        # Read as that many actions of one: this is one; the others stay open.
        rest += (evolve(p, icon=evolve(action, amount=action.amount - 1)),)
        if trace.on:
            trace.add(Step(c.MOD_NUMBER.id, f"{_icon_text(action)}: {action.amount} actions "
                           f"of one; this is one, {action.amount - 1} stay open",
                           ruling=rulings.cite(r.NUMBER_MODIFIER)))
    elif trace.on and counted(action):
        trace.add(Step(c.MOD_NUMBER.id, f"{_icon_text(action)}: its number is how far, or how "
                       "many Stamps, in one action", ruling=rulings.cite(r.NUMBER_MODIFIER)))
    game = evolve(game, frames=game.frames[:-1] + (rest,))
    who = game.seat_name(game.active) if trace.on else ""
    if trace.on:
        if rest:
            trace.change(c.PERFORM_ANY_ORDER.id, f"{who} performs {_icon_text(action)} out of "
                         "the open icons, in the order they choose",
                         Change(who, "icons to perform", _icons(frame), _icons(rest)))
        _explain_icon(p, action, move, trace)
    if game.phase is _REWARD and p.origin.startswith("Envelope"):
        game = evolve(game, performed=game.performed | {game.active})
    depth = len(game.frames)
    before = game.me.coins
    game = EFFECTS[action.kind](game, p, once, move.args, rulings, trace)
    paid = before - game.me.coins
    if (trace.on and paid > 0 and game.phase is _ACTION and game.placed
            and paid > game.turn_coins):
        trace.note(c.SAME_TURN_GAINS.id, f"paid {paid} Coins, more than the "
                   f"{game.turn_coins} held at placement: this turn's gains pay for it")
    if trace.on and len(game.frames) > depth:
        repeat = action.kind is ActionKind.REACTIVATE_TENT
        trace.change(c.MOD_REPEAT.id if repeat else c.IMMEDIATE_ACTIONS.id,
                     ("the circular arrows: those actions are performed once more, at once"
                      if repeat else "the icons it activated are performed at once, before the "
                      "rest"), Change(who, "icons to perform", _icons(rest),
                                      _icons(game.frames[-1])))
    return game


def _icons(*frames: Frame) -> tuple[str, ...]:
    # A frame's icons as a trace shows them; no frame, no icons.
    return tuple(_icon_text(p.icon) for frame in frames for p in frame)


def _icon_text(icon: Icon) -> str:
    if isinstance(icon, Choice):
        return " / ".join(_icon_text(o) for o in icon.options)
    bits = [icon.kind.value]
    if icon.amount > 1:
        bits.append(str(icon.amount))
    if icon.discount:
        bits.append(f"-{icon.discount}")
    if icon.free:
        bits.append("X")
    return " ".join(bits)


def _explain_icon(p: Pending, action: Action, move: Move, trace: Trace) -> None:
    args = " ".join(str(a) for a in move.args)
    clause = KIND_CLAUSE[action.kind]
    if action.kind is ActionKind.SPECIAL_SEAL and p.origin.startswith("Objective"):
        clause = c.OBJECTIVE_PURPLE_SEAL
    trace.note(clause.id, f"{p.origin}: {_icon_text(action)}"
               + (f" ({args})" if args else ""))
    if isinstance(p.icon, Choice):
        trace.change(c.CAMPSITE_SLASH.id, f"of the slashed icons {_icon_text(p.icon)}, only "
                     f"{_icon_text(action)}",
                     Change(p.origin, _icon_text(p.icon), "to perform",
                            f"{_icon_text(action)} taken, the other lost"))
    if action.amount > 1 and action.kind is ActionKind.TEMPORARY_KNOWLEDGE:
        trace.note(c.MOD_NUMBER.id, f"the number {action.amount}: the gain is taken "
                   f"{action.amount} times")


KIND_CLAUSE: dict[ActionKind, Clause] = {k: r.clause for k, r in ACTIONS.items()}


def explain_moves(game: Game, rulings: Rulings, trace: Trace) -> list[Move]:
    """The legal moves, with the trace saying why each location and icon
    offers what it does."""
    # Traced, the listing records each requirement it tests on what the player may achieve.
    legal = moves(game, rulings, trace)
    if not trace.on or game.phase is Phase.OVER:
        return legal
    if game.phase is Phase.ACTION and not game.placed and not game.frames:
        explain_placements(game, legal, rulings, trace)
    elif game.frames:
        trace.note(c.PERFORM_ANY_ORDER.id, "the open icons may be performed in any order: "
                   + ", ".join(_icon_text(p.icon) for p in game.frames[-1]))
        if any(_places_seal(p.icon) for p in game.frames[-1]):
            explain_seal_rows(game.me, trace)
        for i, p in enumerate(game.frames[-1]):
            ways = sum(1 for m in legal if m.kind is MoveKind.PERFORM and m.index == i)
            if not ways and _coins_bar(game, p, rulings):
                trace.note(c.RED_COIN_COST.id, f"{_icon_text(p.icon)}: no legal way to perform "
                           f"it now: every way costs more than {game.seat_name(game.active)}'s "
                           f"{game.me.coins} Coins")
            elif not ways:
                trace.note(c.PERFORM_OPTIONAL.id, f"{_icon_text(p.icon)}: no legal way to "
                           "perform it now")
        if DONE in legal:
            trace.note(c.PERFORM_OPTIONAL.id, "'done' declines whatever is left")
        _explain_times(game, rulings, trace)
    _explain_readings(game, legal, rulings, trace)
    found = [m for m in legal if m.kind in (MoveKind.OBJECTIVE, MoveKind.CREW)]
    if found:
        trace.note(c.ACHIEVE_ANY_TIME.id, "may achieve now: " + ", ".join(m.text() for m in found))
    return legal


def _explain_times(game: Game, rulings: Rulings, trace: Trace) -> None:
    # An open icon whose number the readings of modifier-number part on:
    # say how its moves were listed, as one action of that reach or that
    # many actions of one, offered one at a time.
    for p in game.frames[-1]:
        options = p.icon.options if isinstance(p.icon, Choice) else (p.icon,)
        for action in options:
            if not counted(action):
                continue
            how = (f"{action.amount} actions of one, each offered one at a time"
                   if one_time(action, rulings) is not action
                   else f"one action of {action.amount}")
            trace.add(Step(c.MOD_NUMBER.id, f"{_icon_text(action)}: {how}",
                           ruling=rulings.cite(r.NUMBER_MODIFIER)))


# The rulings that can change which moves are legal, and the clause each reads.
_MOVE_RULINGS = ((r.UNPAYABLE_COST, c.RED_COIN_COST), (r.STAMP_SHORTAGE, c.CORRESPONDENCE),
                 (r.STARTING_PAIR, c.GAIN_OBJECTIVE_FULL_RESERVE),
                 (r.TENTS_PER_CAMPSITE, c.CAMPSITE),
                 (r.FULL_RESERVE, c.GAIN_OBJECTIVE_FULL_RESERVE))


def _explain_readings(game: Game, legal: list[Move], rulings: Rulings, trace: Trace) -> None:
    # Where another reading of a ruling would change the legal moves, say so:
    # the decision depends on it.
    for ruling, clause in _MOVE_RULINGS:
        chosen = rulings(ruling)
        for option in ruling.options:
            if option.id == chosen:
                continue
            other = moves(game, rulings.with_choice(ruling.id, option.id))
            if len(other) != len(legal) or set(other) != set(legal):
                trace.add(Step(clause.id, f"{len(legal)} legal moves under this reading; "
                               f"{len(other)} under '{option.id}'",
                               ruling=ruling.cite(chosen)))


def _places_seal(icon: Icon) -> bool:
    kinds = {o.kind for o in icon.options} if isinstance(icon, Choice) else {icon.kind}
    return bool(kinds & {ActionKind.ACADEMY, ActionKind.SPECIAL_SEAL})


def _coins_bar(game: Game, p: Pending, rulings: Rulings) -> bool:
    """Whether the Coins alone keep an icon from being performed: it has a
    legal way under the reading that lets a player pay what they have."""
    if rulings(r.UNPAYABLE_COST) is r.UnpayableCost.PAY_WHAT_YOU_HAVE:
        return False
    free = rulings.with_choice(r.UNPAYABLE_COST.id, r.UnpayableCost.PAY_WHAT_YOU_HAVE.value)
    options = p.icon.options if isinstance(p.icon, Choice) else (p.icon,)
    return any(CHOICES[a.kind](game, p, a, free) for a in options)


def reward_preview(game: Game, rulings: Rulings,
                   trace: Trace) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Who would take each Envelope's rewards, top to bottom, as the Stamps lie now."""
    if trace.on:
        trace.note(c.MAJORITY_TOP_DOWN.id, "Envelopes are settled from the top one down")
    out = []
    for e in range(3):
        if trace.on and not any(game.envelopes[e]):
            trace.note(c.MAJORITY_FIRST.id, f"Envelope {e + 1}: no Stamps, no rewards")
        out.append(majority(game, e, rulings, trace))
    if trace.on:
        for e, (first, second) in enumerate(out):
            stamps = game.envelopes[e]
            if len(first) > 1:
                trace.add(Step(c.SECOND_AFTER_TIE.id, f"Envelope {e + 1}: second reward to "
                               f"{list(second)}", ruling=rulings.cite(r.SECOND_AFTER_TIE)))
            if first:
                gone = {s: (stamps[s] + 1) // 2 for s in dict.fromkeys(first + second)}
                trace.note(c.MAJORITY_HALVE_STAMPS.id, f"Envelope {e + 1}: to the used tray "
                           f"afterwards {gone}")
        trace.note(c.REWARD_ORDER.id, f"rewards are taken in turn order {list(game.turn_order)}")
    return tuple(out)


def _settle(game: Game, rulings: Rulings, trace: Trace) -> Game:
    # Drop emptied frames. With nothing left to perform, the turn stays open
    # only if the player could still achieve something; otherwise 'done' is
    # the only move, and a move with no alternative is no decision.
    frames = game.frames
    while frames and not frames[-1]:
        frames = frames[:-1]
    if frames != game.frames:
        game = evolve(game, frames=frames)
    if frames or game.phase is _OVER or (game.phase is _ACTION and not game.placed):
        return game
    found = achievements(game, rulings)
    may = bool(found)
    if trace.on:
        may = trace.check(c.ACHIEVE_ANY_TIME.id, f"may {game.seat_name(game.active)} still achieve an "
                          "Objective or a Crew card before the turn ends?", may,
                          "within reach: " + ", ".join(m.text() for m in found) if found
                          else "nothing is within reach")
    if may:
        return game
    return end_turn(game, rulings, trace)


@implements(c.ONE_WORKER_PER_TURN, c.PASS_WHEN_EMPTY, c.TURN_SEQUENCE)
def end_turn(game: Game, rulings: Rulings, trace: Trace) -> Game:
    """Hand the turn on: the next seat in turn order with a worker left; when
    no one has one, the Action Phase is over."""
    if game.phase is _REWARD:
        return _next_reward(evolve(game, frames=()), rulings, trace)
    if game.resume >= 0:
        return _off_turn(game, rulings)
    order = game.turn_order
    at = order.index(game.active)
    seat = first_feasible(
        [order[(at + step) % len(order)] for step in range(1, len(order) + 1)],
        lambda s: "" if available_rows(game.players[s]) else "no worker left: passes",
        clause=c.PASS_WHEN_EMPTY.id, question=lambda: f"who is next in turn order {list(order)}?",
        label=lambda s: game.seat_name(s), trace=trace,
        otherwise="no one: no player has a worker left, and the Action Phase ends",
        clause_of=lambda s: c.TURN_SEQUENCE.id)
    if seat is not None:
        # The others, in turn order from the one whose turn ended: not the one
        # about to play, who achieves in their own turn.
        after = order[at + 1:] + order[:at]
        waiting = _could_achieve(game, [s for s in after if s != seat], rulings)
        if waiting and _window_between_turns(game, waiting, seat, rulings, trace):
            return _off_turn(evolve(game, window=tuple(waiting), resume=seat), rulings)
        return evolve(game, active=seat, placed=False, frames=(),
                      turn_coins=game.players[seat].coins, stop_turn=False)
    return _after_actions(evolve(game, placed=False, frames=(), stop_turn=False), rulings, trace)


def _could_achieve(game: Game, seats: list[int], rulings: Rulings) -> list[int]:
    """Those of ``seats`` who could achieve an Objective or a Crew card now."""
    return [s for s in seats if game.layer.may_achieve(game, s)
            and achievements(evolve(game, active=s, placed=True, frames=()), rulings)]


@implements(c.ACHIEVE_ANY_TIME)
def _window_between_turns(game: Game, waiting: list[int], seat: int, rulings: Rulings,
                          trace: Trace) -> bool:
    """Whether the players in ``waiting``, who could achieve now, get to before
    ``seat``'s turn: ruling achieve-off-turn (the two sections disagree)."""
    any_turn = rulings(r.ACHIEVE_OFF_TURN) is r.AchieveOffTurn.ANY_TURN
    if trace.on:
        who = listed(game.seat_name(s) for s in waiting)
        trace.add(Step(c.ACHIEVE_ANY_TIME.id, f"{who} could achieve before "
                       f"{game.seat_name(seat)}'s turn: " + (
                           "each gets a window, in turn order" if any_turn else
                           "only in their own turn, so not now"),
                       ruling=rulings.cite(r.ACHIEVE_OFF_TURN)))
    return any_turn


def _off_turn(game: Game, rulings: Rulings) -> Game:
    """The next seat of an Action Phase window who can still achieve gets to;
    once none is left, the turn the window came before begins."""
    window = game.window
    while window:
        seat, window = window[0], window[1:]
        if _could_achieve(game, [seat], rulings):
            return evolve(game, window=window, active=seat, placed=True, frames=(),
                          turn_coins=game.players[seat].coins, stop_turn=False)
    seat = game.resume
    return evolve(game, window=(), resume=-1, active=seat, placed=False, frames=(),
                  turn_coins=game.players[seat].coins, stop_turn=False)


@implements(c.TURN_ORDER_MODIFIED, c.TURN_ORDER_UNCHANGED)
def new_turn_order(game: Game, trace: Trace = _QUIET,
                   rulings: Rulings = DEFAULTS) -> tuple[int, ...]:
    """Players with workers on the Turn Order location go first, in the order
    of their left-most workers (or right-most: Ruling turn-order-two-workers);
    the others keep their relative order."""
    if not game.layer.turn_order_phase:
        return game.turn_order
    here = game.workers[_TURN_ORDER]
    if trace.check(c.TURN_ORDER_UNCHANGED.id, "is the Turn Order location empty, so that turn "
                   "order stays as it is?", not here,
                   lambda: f"workers there: {listed(game.seat_name(s) for s, _ in here)}"):
        return game.turn_order
    first: list[int] = []
    for seat, _ in here:
        if seat not in first:
            first.append(seat)
    seats = [seat for seat, _ in here]
    if len(seats) > len(first):  # a player has two workers or more there
        reading = rulings(r.TWO_ON_TURN_ORDER)
        if reading is r.TwoOnTurnOrder.RIGHT_MOST:
            last = {seat: i for i, seat in enumerate(seats)}
            first = sorted(first, key=lambda s: last[s])
        first.remove(seats[0])
        first.insert(0, seats[0])  # the left-most worker's player is first whatever the reading
        if trace.on:
            trace.add(Step(c.TURN_ORDER_MODIFIED.id, "a player has more than one worker on Turn "
                           f"Order ({listed(game.seat_name(s) for s in seats)}): players take "
                           f"the front places by their {reading.value} worker: "
                           f"{listed(game.seat_name(s) for s in first)}",
                           "which of a player's workers sets their place?",
                           ("left-most", "right-most"), reading.value,
                           ruling=rulings.cite(r.TWO_ON_TURN_ORDER)))
    return tuple(first) + tuple(s for s in game.turn_order if s not in first)


@implements(c.FOUR_PHASES, c.REWARD_ORDER)
def _after_actions(game: Game, rulings: Rulings, trace: Trace) -> Game:
    order = new_turn_order(game, trace, rulings)
    if trace.on and not game.layer.turn_order_phase:
        game.layer.on_no_turn_order(game, trace)
    if trace.on:
        trace.change(c.FOUR_PHASES.id, f"round {game.round}: the Action Phase is over; Turn "
                     "Order, Reward" + (" and Cleanup follow" if game.round < ROUNDS else
                                        " follow, then final scoring"),
                     Change("the game", "phase", game.phase.value, Phase.REWARD.value))
        if game.layer.turn_order_phase and game.workers[_TURN_ORDER]:
            trace.change(c.TURN_ORDER_MODIFIED.id, f"workers on Turn Order "
                         f"{[s for s, _ in game.workers[_TURN_ORDER]]} take the front places",
                         Change("the Turn Order track", "order", game.turn_order, order))
    game = evolve(game, turn_order=order, phase=Phase.REWARD, envelope=0, awarded=(),
                  rewards=(), window=order)
    return _next_reward(game, rulings, trace)


@implements(c.MAJORITY_TOP_DOWN, c.MAJORITY_FIRST, c.MAJORITY_TIES, c.MAJORITY_SECOND,
            c.SECOND_AFTER_TIE)
def majority(game: Game, envelope: int, rulings: Rulings, trace: Trace = _QUIET
             ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Seats with the most Stamps on an Envelope, and those with the second
    most, each in turn order. Everyone tied for the most is first."""
    stamps = game.envelopes[envelope]
    counts = sorted({n for n in stamps if n > 0}, reverse=True)
    if not counts:
        return (), ()
    e = envelope + 1
    # Only players with a Stamp there are asked (MAJORITY_ID).
    first = tuple(s for s in game.turn_order if stamps[s] and trace.check(
        c.MAJORITY_FIRST.id, f"Envelope {e}: does {game.seat_name(s)} have the most Stamps?",
        stamps[s] == counts[0], lambda: f"{stamps[s]} Stamps, the most {counts[0]}"))
    tied = trace.check(c.MAJORITY_TIES.id, f"Envelope {e}: do several players tie for the "
                       "most, each taking the first reward in turn order?", len(first) > 1,
                       lambda: f"the most, {counts[0]} Stamps: "
                       + ", ".join(game.seat_name(s) for s in first))
    also_second = tied and rulings(r.SECOND_AFTER_TIE) is r.SecondAfterTie.TIED_ALSO_SECOND
    if tied and trace.on:
        # A tie for the most leaves second place to the reading.
        trace.add(Step(c.SECOND_AFTER_TIE.id, f"Envelope {e}: after a tie for the most, "
                       + ("the tied players take the second reward too" if also_second else
                          "the second reward goes to the next lower count"),
                       ruling=rulings.cite(r.SECOND_AFTER_TIE)))
    if also_second:
        second = first
    else:
        second = tuple(s for s in game.turn_order if stamps[s] and s not in first and trace.check(
            c.MAJORITY_SECOND.id, f"Envelope {e}: does {game.seat_name(s)} have the second most Stamps?",
            len(counts) > 1 and stamps[s] == counts[1],
            lambda: f"{stamps[s]} Stamps, the second most "
            + (str(counts[1]) if len(counts) > 1 else "none")))
    return first, second


@implements(c.MAJORITY_HALVE_STAMPS)
def halve(game: Game, envelope: int, seats: tuple[int, ...],
          counted: tuple[int, ...] = ()) -> Game:
    """Rewarded players move half their Stamps there, rounded up, to the used
    tray: half of ``counted`` (each seat's Stamps when the majority was
    resolved) when given, else half of what they have there now."""
    stamps = list(game.envelopes[envelope])
    used = list(game.used_stamps)
    for seat in set(seats):
        gone = ((counted[seat] if counted else stamps[seat]) + 1) // 2
        stamps[seat] -= gone
        used[seat] += gone
    envelopes = list(game.envelopes)
    envelopes[envelope] = tuple(stamps)
    return evolve(game, envelopes=tuple(envelopes), used_stamps=tuple(used))


_HALVE_WHEN_CHOICES = tuple(o.id for o in r.HALVE_WHEN.options)


def _halve_envelope(game: Game, e: int, seats: tuple[int, ...], scored: tuple[int, ...],
                    rulings: Rulings, trace: Trace) -> Game:
    """The players ``seats`` rewarded for Envelope ``e`` move half their Stamps
    there to the used tray; ``scored``: the Stamps there when it was scored."""
    counted: tuple[int, ...] = ()
    if rulings(r.REWARD_STAMPS) is r.RewardStamps.SCORED_ONLY:
        counted = scored
    if trace.on and seats and scored and game.envelopes[e] != scored:
        # Rewards placed Stamps on this very Envelope: the reading decides.
        trace.add(Step(c.MAJORITY_HALVE_STAMPS.id, f"Envelope {e + 1} held "
                       f"{list(scored)} Stamps when scored and holds "
                       f"{list(game.envelopes[e])} now: "
                       + ("only the Stamps scored are halved" if counted else
                          "all the Stamps there are halved"),
                       ruling=rulings.cite(r.REWARD_STAMPS)))
    halved = halve(game, e, seats, counted)
    if trace.on and seats:
        trace.change(c.MAJORITY_HALVE_STAMPS.id, f"Envelope {e + 1}: each rewarded "
                     "player moves half their Stamps there, rounded up, to the used tray",
                     *(Change(game.seat_name(s), f"Stamps on Envelope {e + 1}",
                              game.envelopes[e][s], halved.envelopes[e][s])
                       for s in sorted(set(seats))),
                     *(Change(game.seat_name(s), "Stamps in the used tray",
                              game.used_stamps[s], halved.used_stamps[s])
                       for s in sorted(set(seats))))
    return halved


def _next_reward(game: Game, rulings: Rulings, trace: Trace) -> Game:
    # Majority rewards, Envelope by Envelope, then each player's window to
    # achieve, then the Beagle goal and Cleanup.
    while True:
        if game.rewards:
            reward, rest = game.rewards[0], game.rewards[1:]
            frame = tuple(_pending(reward))
            return evolve(game, rewards=rest, active=reward.seat, frames=(frame,))
        if game.awarded:
            seats = game.awarded
            if rulings(r.HALVE_WHO) is r.HalveWho.PERFORMED:
                seats = tuple(s for s in seats if s in game.performed)
            idle = [s for s in game.awarded if s not in game.performed]
            if trace.on and idle:
                # The reading decides only for a player who won a majority and
                # took none of its actions; the trace says so under either.
                trace.add(Step(c.MAJORITY_HALVE_STAMPS.id, f"players {idle} performed no "
                               "reward action and " + ("keep their Stamps" if seats !=
                                                       game.awarded else
                                                       "halve their Stamps all the same"),
                               ruling=rulings.cite(r.HALVE_WHO)))
            e = game.envelope - 1
            later = any(any(game.envelopes[k]) for k in range(e + 1, 3))
            if rulings(r.HALVE_WHEN) is r.HalveWhen.AFTER_ALL:
                if trace.on and seats:
                    trace.add(Step(c.MAJORITY_TOP_DOWN.id, f"Envelope {e + 1}'s rewards are "
                                   "done: its Stamps are halved once all three Envelopes are "
                                   "rewarded", "halved now, or after all three Envelopes?",
                                   _HALVE_WHEN_CHOICES, r.HalveWhen.AFTER_ALL.value,
                                   ruling=rulings.cite(r.HALVE_WHEN)))
                game = evolve(game, awarded=(), performed=frozenset(), scored=(),
                              deferred=game.deferred + ((e, seats, game.scored),))
            else:
                if trace.on and seats and later:
                    # A later Envelope's rewards may draw on the used tray or
                    # add Stamps here: when the halving happens matters.
                    trace.add(Step(c.MAJORITY_TOP_DOWN.id, f"Envelope {e + 1}'s rewards are "
                                   "done: its Stamps are halved now, before the next Envelope's "
                                   "rewards", "halved now, or after all three Envelopes?",
                                   _HALVE_WHEN_CHOICES, r.HalveWhen.EACH_ENVELOPE.value,
                                   ruling=rulings.cite(r.HALVE_WHEN)))
                game = _halve_envelope(game, e, seats, game.scored, rulings, trace)
                game = evolve(game, awarded=(), performed=frozenset(), scored=())
        if game.envelope < 3:
            e = game.envelope
            first, second = majority(game, e, rulings, trace)
            tile = CORRESPONDENCE_TILES[game.correspondence[e] - 1]
            rewards = tuple(Reward(s, tile.first, f"Envelope {e + 1}, most Stamps")
                            for s in first)
            rewards += tuple(Reward(s, tile.second, f"Envelope {e + 1}, second most")
                             for s in second)
            if rulings(r.REWARD_ORDER) is r.RewardOrder.TURN_ORDER and first and second:
                rank = {s: i for i, s in enumerate(game.turn_order)}
                rewards = tuple(sorted(rewards, key=lambda w: rank[w.seat]))
            if trace.on and first and second:
                trace.add(Step(c.REWARD_ORDER.id, f"Envelope {e + 1}: rewards in the order "
                               f"{[w.seat for w in rewards]}",
                               ruling=rulings.cite(r.REWARD_ORDER)))
            if trace.on:
                if rewards:
                    trace.change(c.MAJORITY_FIRST.id, f"Envelope {e + 1} (Stamps "
                                 f"{list(game.envelopes[e])}): the most, {list(first)}, take "
                                 + ", ".join(_icon_text(i) for i in tile.first)
                                 + (f"; the second most, {list(second)}, take "
                                    + ", ".join(_icon_text(i) for i in tile.second)
                                    if second else ""),
                                 Change(f"Envelope {e + 1}", "rewards to perform", (),
                                        tuple(f"{game.seat_name(w.seat)}: " + ", ".join(
                                            _icon_text(i) for i in w.icons) for w in rewards)))
                trace.change(c.MAJORITY_TOP_DOWN.id, f"Envelope {e + 1}'s majorities are "
                             "resolved" + ("; the next one down follows" if e < 2 else ""),
                             Change("the Reward Phase", "Envelopes resolved", e, e + 1))
            game = evolve(game, envelope=e + 1, rewards=rewards,
                          awarded=tuple(dict.fromkeys(first + second)),
                          scored=game.envelopes[e])
            continue
        if game.deferred:
            # Ruling halve-stamps-when, after-all: every Envelope's halving, top down.
            for e, seats, scored in game.deferred:
                game = _halve_envelope(game, e, seats, scored, rulings, trace)
            game = evolve(game, deferred=())
        while game.window:
            seat, rest_w = game.window[0], game.window[1:]
            game = evolve(game, window=rest_w, active=seat, frames=())
            if not game.layer.may_achieve(game, seat):
                continue
            if achievements(game, rulings):
                return game  # this player may achieve before the Beagle goal is scored
        return _end_round(game, rulings, trace)


def _pending(reward: Reward) -> list[Pending]:
    return [Pending(icon, reward.origin) for icon in reward.icons]


@implements(c.FLIP_GOAL_TILE)
def score_beagle(game: Game, trace: Trace) -> Game:
    """Every player scores the goal under the HMS Beagle, less lagging penalties."""
    players = list(game.players)
    for seat in game.turn_order:
        gross, lag, gained = beagle_points(game, players[seat])
        players[seat] = evolve(players[seat], points=players[seat].points + gained)
        if trace.on:
            changed = game.layer.beagle_rule(game, game.players[seat])
            if changed is None:
                game.layer.on_beagle_goal(game, seat, trace)
            tally_beagle(game, game.players[seat], (gross, lag, gained), trace)
            clause, how = (c.BEAGLE_GOAL_SCORED.id, f"goal {gross} points") if changed is None \
                else (changed[1], changed[2])
            trace.change(clause, f"{game.seat_name(seat)}: {how}, lagging {lag}, gains {gained}",
                         Change(game.seat_name(seat), "points", game.players[seat].points,
                                players[seat].points))
    if trace.on:
        trace.note(c.FLIP_GOAL_TILE.id, f"Beagle Goal tile {game.beagle_goals[game.beagle]} is "
                   "scored and turned face down")
    return evolve(game, players=tuple(players))


@implements(c.FIVE_ROUNDS, c.CLEANUP_SKIPPED)
def _end_round(game: Game, rulings: Rulings, trace: Trace) -> Game:
    game = score_beagle(game, trace)
    if trace.check(c.FIVE_ROUNDS.id, "was this the fifth and last round?", game.round == ROUNDS,
                   lambda: f"round {game.round} of {ROUNDS} is over"):
        if trace.on:
            trace.change(c.CLEANUP_SKIPPED.id, f"round {ROUNDS}: no Cleanup; final scoring "
                         "follows", Change("the game", "phase", game.phase.value,
                                           Phase.OVER.value))
        return evolve(game, phase=Phase.OVER, frames=(), active=game.turn_order[0])
    game = cleanup(game, rulings, trace)
    if trace.on:
        trace.change(c.FOUR_PHASES.id, f"Cleanup done: round {game.round + 1} begins with its "
                     "Action Phase", Change("the game", "round", game.round, game.round + 1),
                     Change("the game", "phase", game.phase.value, Phase.ACTION.value))
    return evolve(game, round=game.round + 1, phase=Phase.ACTION, active=game.turn_order[0],
                  placed=False, frames=())


@implements(c.BEAGLE_MOVES, c.WORKERS_RETURN, c.OBJECTIVES_REPLACED, c.TOP_SCROLL_CLEARED,
            c.SEALS_SHIFT, c.SCROLLS_REFILL)
def cleanup(game: Game, rulings: Rulings, trace: Trace) -> Game:
    """Move the Beagle on, bring the workers home, replace the Objectives,
    clear the top Scroll, shift the seals up and refill the Scrolls."""
    players = tuple(evolve(p, home=frozenset(range(5 if p.fifth_worker else 4)))
                    for p in game.players)
    gone = game.objectives_out + tuple(t for t in game.silver_display + game.golden_display if t)
    silver, golden = game.silver_stack, game.golden_stack
    shown = game.layer.objectives_shown
    if (len(silver) < shown or len(golden) < shown) and trace.on:
        trace.add(Step(c.OBJECTIVES_REPLACED.id, f"an Objective stack holds fewer than 2 tiles "
                       f"(silver {len(silver)}, golden {len(golden)})",
                       ruling=rulings.cite(r.OBJECTIVE_STACK_EMPTY)))
    if rulings(r.OBJECTIVE_STACK_EMPTY) is r.ObjectiveStackEmpty.RECYCLE_REMOVED:
        rng = game.rng
        if len(silver) < shown:
            more, rng = rng.shuffled(tuple(t for t in gone if tile(t).tier is Tier.SILVER))
            silver, gone = silver + more, tuple(t for t in gone if t not in more)
        if len(golden) < shown:
            more, rng = rng.shuffled(tuple(t for t in gone if tile(t).tier is Tier.GOLDEN))
            golden, gone = golden + more, tuple(t for t in gone if t not in more)
        game = evolve(game, rng=rng)
    drawn_s, drawn_g = silver[:shown], golden[:shown]
    # The top Scroll's seals leave the game; the rest shift up (SEALS_SHIFT).
    removed = tuple(s for s in game.scrolls[:3] if s)
    shifted = shift_up(("", "", "") + game.scrolls[3:], rulings)
    kept = [s for s in shifted if s]
    pile = game.seal_pile
    out = game.seals_out + removed
    need = 12 - len(kept)
    if len(pile) < need and trace.on:
        trace.add(Step(c.SCROLLS_REFILL.id, f"the seal pile holds {len(pile)} seals for {need} "
                       "empty Scroll spots", ruling=rulings.cite(r.SEAL_PILE_EMPTY)))
    if len(pile) < need and rulings(r.SEAL_PILE_EMPTY) is r.SealPileEmpty.RESHUFFLE_REMOVED:
        more, rng = game.rng.shuffled(out)
        pile, out = pile + more, ()
        game = evolve(game, rng=rng)
    fill = list(pile[:need])
    if len(fill) < need and trace.on:
        trace.note(c.SCROLLS_REFILL.id, f"the seal pile ran out: {need - len(fill)} Scroll "
                   "spots stay empty")
    refill = iter(fill)
    scrolls = tuple(seal or next(refill, "") for seal in shifted)
    if trace.on:
        trace.change(c.BEAGLE_MOVES.id, "the HMS Beagle sails to the next Beagle Goal position",
                     Change("the HMS Beagle", "Beagle space", game.beagle + 1, game.beagle + 2))
        placed = sum(len(here) for here in game.workers)
        back = [Change(game.seat_name(p.seat), "workers on the personal board",
                       tuple(sorted(p.home)), tuple(sorted(q.home)))
                for p, q in zip(game.players, players) if p.home != q.home]
        if placed or back:
            trace.change(c.WORKERS_RETURN.id, "every worker goes back to its personal board",
                         *((Change("the main board", "workers placed", placed, 0),) if placed
                           else ()), *back)
        else:
            trace.note(c.WORKERS_RETURN.id, "no worker is away from its personal board")
        trace.note(c.OBJECTIVES_REPLACED.id, f"new Objectives on display: silver "
                   f"{listed(drawn_s)}; golden {listed(drawn_g)}")
        trace.change(c.TOP_SCROLL_CLEARED.id, "the top Scroll's seals leave the game",
                     Change("the top Scroll", "seals", removed, ()))
        trace.add(Step(c.SEALS_SHIFT.id, f"the {len(kept)} other seals shift up: "
                       f"{listed(shifted)}", ruling=rulings.cite(r.SEALS_SHIFT)))
        trace.note(c.SCROLLS_REFILL.id, f"{len(fill)} seals drawn to refill; "
                   f"{len(pile) - len(fill)} left in the pile")
    return game.layer.after_cleanup(evolve(
        game, players=players, beagle=game.beagle + 1,
        workers=((),) * len(LOCATIONS),
        silver_display=tuple(drawn_s) + ("",) * (shown - len(drawn_s)),
        golden_display=tuple(drawn_g) + ("",) * (shown - len(drawn_g)),
        silver_stack=silver[shown:], golden_stack=golden[shown:], objectives_out=gone,
        scrolls=scrolls, seal_pile=pile[need:], seals_out=out,
    ), trace)


@implements(c.SEALS_SHIFT)
def shift_up(scrolls: tuple[str, ...], rulings: Rulings) -> tuple[str, ...]:
    """The 12 Academy spots after the seals shift up, by the reading in force."""
    if rulings(r.SEALS_SHIFT) is r.SealsShift.READING_ORDER:
        kept = [s for s in scrolls if s]
        return tuple(kept + [""] * (len(scrolls) - len(kept)))
    columns = [[scrolls[row * 3 + col] for row in range(4)] for col in range(3)]
    packed = [[s for s in column if s] + [""] * column.count("") for column in columns]
    return tuple(packed[col][row] for row in range(4) for col in range(3))


def winner_scores(game: Game) -> dict[int, int]:
    return {p.seat: final_score(game, p).total for p in game.players}


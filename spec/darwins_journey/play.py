"""The round: whose decision it is, what they may do, and what follows.

``moves(game)`` lists every legal move of the player to decide;
``apply(game, move)`` carries one out and runs every step no one decides
(the Turn Order phase, Beagle scoring, Cleanup, final scoring) until the
next decision. A whole game is ``setup`` followed by ``apply`` until the
phase is ``OVER``.
"""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.rulings import DEFAULTS, Rulings
from spec.core.trace import Trace, silent
from spec.core.values import evolve

from . import clauses as c
from . import rulings as r
from .achieve import achieve_crew, achieve_objective, achievements, tile
from .icons import Tier
from .actions import CHOICES, EFFECTS
from .board import LOCATIONS, TURN_ORDER
from .cards import CORRESPONDENCE_TILES
from .icons import Action, Choice
from .moves import DONE, Move, MoveKind
from .placement import available_rows, placements
from .scoring import beagle_points, final_score
from .state import LOCATION_INDEX, ROUNDS, Game, Pending, Phase, Reward

_TURN_ORDER = LOCATION_INDEX[TURN_ORDER.id]
_QUIET = silent()


def icon_moves(game: Game, rulings: Rulings) -> list[Move]:
    """Every way to perform each icon of the innermost frame."""
    out: list[Move] = []
    for i, p in enumerate(game.frames[-1]):
        options = p.icon.options if isinstance(p.icon, Choice) else (p.icon,)
        for j, action in enumerate(options):
            for args in CHOICES[action.kind](game, p, action, rulings):
                out.append(Move(MoveKind.PERFORM, i, j, args))
    return out


@implements(c.PERFORM_OPTIONAL, c.SAME_TURN_GAINS)
def moves(game: Game, rulings: Rulings = DEFAULTS) -> list[Move]:
    """Every legal move of the player to decide (none once the game is over).

    Before placing: a worker to place, or something to achieve. After: an
    icon to perform, something to achieve, or ``done`` to decline the rest.
    """
    if game.phase is Phase.OVER:
        return []
    found = achievements(game, rulings)
    if game.phase is Phase.ACTION and not game.placed:
        return placements(game, rulings) + found
    if game.frames:
        found = icon_moves(game, rulings) + found
    return found + [DONE]


def apply(game: Game, move: Move, rulings: Rulings = DEFAULTS, trace: Trace = _QUIET) -> Game:
    """The state after the deciding player makes ``move``, run on to the next decision."""
    if move.kind is MoveKind.PLACE:
        from .placement import place_worker
        game = place_worker(game, move, rulings, trace)
    elif move.kind is MoveKind.PERFORM:
        game = perform(game, move, rulings, trace)
    elif move.kind is MoveKind.OBJECTIVE:
        game = achieve_objective(game, str(move.args[0]), int(move.args[1]), trace)
    elif move.kind is MoveKind.CREW:
        game = achieve_crew(game, int(move.args[0]), int(move.args[1]), trace)
    else:
        if game.frames:
            game = evolve(game, frames=game.frames[:-1])
            if game.frames or game.phase is not Phase.ACTION:
                return _settle(game, rulings, trace)
        return _end_turn(game, rulings, trace)
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
    game = evolve(game, frames=game.frames[:-1] + (rest,))
    return EFFECTS[action.kind](game, p, action, move.args, rulings, trace)


def _settle(game: Game, rulings: Rulings, trace: Trace) -> Game:
    # Drop emptied frames; a player keeps the turn (to achieve, or say done).
    frames = game.frames
    while frames and not frames[-1]:
        frames = frames[:-1]
    if frames != game.frames:
        game = evolve(game, frames=frames)
    return game


@implements(c.ONE_WORKER_PER_TURN, c.PASS_WHEN_EMPTY, c.TURN_SEQUENCE)
def _end_turn(game: Game, rulings: Rulings, trace: Trace) -> Game:
    """Hand the turn on: the next seat in turn order with a worker left; when
    no one has one, the Action Phase is over."""
    if game.phase is Phase.REWARD:
        return _next_reward(evolve(game, frames=()), rulings, trace)
    order = game.turn_order
    at = order.index(game.active)
    for step in range(1, len(order) + 1):
        seat = order[(at + step) % len(order)]
        if available_rows(game.players[seat]):
            return evolve(game, active=seat, placed=False, frames=())
    return _after_actions(evolve(game, placed=False, frames=()), rulings, trace)


@implements(c.TURN_ORDER_MODIFIED, c.TURN_ORDER_UNCHANGED)
def new_turn_order(game: Game) -> tuple[int, ...]:
    """Players with workers on the Turn Order location go first, in the order
    of their left-most workers; the others keep their relative order."""
    first: list[int] = []
    for seat, _ in game.workers[_TURN_ORDER]:
        if seat not in first:
            first.append(seat)
    return tuple(first) + tuple(s for s in game.turn_order if s not in first)


@implements(c.FOUR_PHASES, c.REWARD_ORDER)
def _after_actions(game: Game, rulings: Rulings, trace: Trace) -> Game:
    order = new_turn_order(game)
    if trace.on and order != game.turn_order:
        trace.note(c.TURN_ORDER_MODIFIED.id, f"turn order now {list(order)}")
    game = evolve(game, turn_order=order, phase=Phase.REWARD, envelope=0, awarded=(),
                  rewards=(), window=order)
    return _next_reward(game, rulings, trace)


@implements(c.MAJORITY_TOP_DOWN, c.MAJORITY_FIRST, c.MAJORITY_TIES, c.MAJORITY_SECOND,
            c.SECOND_AFTER_TIE)
def majority(game: Game, envelope: int, rulings: Rulings) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Seats with the most Stamps on an Envelope, and those with the second
    most, each in turn order. Everyone tied for the most is first."""
    stamps = game.envelopes[envelope]
    counts = sorted({n for n in stamps if n > 0}, reverse=True)
    if not counts:
        return (), ()
    first = tuple(s for s in game.turn_order if stamps[s] == counts[0])
    if len(first) > 1 and rulings(r.SECOND_AFTER_TIE) == "tied-also-second":
        second = first
    else:
        second = tuple(s for s in game.turn_order if len(counts) > 1 and stamps[s] == counts[1])
    return first, second


@implements(c.MAJORITY_HALVE_STAMPS)
def halve(game: Game, envelope: int, seats: tuple[int, ...]) -> Game:
    """Rewarded players move half their Stamps there, rounded up, to the used tray."""
    stamps = list(game.envelopes[envelope])
    used = list(game.used_stamps)
    for seat in set(seats):
        gone = (stamps[seat] + 1) // 2
        stamps[seat] -= gone
        used[seat] += gone
    envelopes = list(game.envelopes)
    envelopes[envelope] = tuple(stamps)
    return evolve(game, envelopes=tuple(envelopes), used_stamps=tuple(used))


def _next_reward(game: Game, rulings: Rulings, trace: Trace) -> Game:
    # Majority rewards, Envelope by Envelope, then each player's window to
    # achieve, then the Beagle goal and Cleanup.
    while True:
        if game.rewards:
            reward, rest = game.rewards[0], game.rewards[1:]
            frame = tuple(_pending(reward))
            return evolve(game, rewards=rest, active=reward.seat, frames=(frame,))
        if game.awarded:
            game = evolve(halve(game, game.envelope - 1, game.awarded), awarded=())
        if game.envelope < 3:
            e = game.envelope
            first, second = majority(game, e, rulings)
            tile = CORRESPONDENCE_TILES[game.correspondence[e] - 1]
            rewards = tuple(Reward(s, tile.first, f"Envelope {e + 1}, most Stamps")
                            for s in first)
            rewards += tuple(Reward(s, tile.second, f"Envelope {e + 1}, second most")
                             for s in second)
            if trace.on and rewards:
                trace.note(c.MAJORITY_FIRST.id, f"Envelope {e + 1}: first {list(first)}, "
                           f"second {list(second)}")
            game = evolve(game, envelope=e + 1, rewards=rewards,
                          awarded=tuple(dict.fromkeys(first + second)))
            continue
        if game.window:
            seat, rest_w = game.window[0], game.window[1:]
            return evolve(game, window=rest_w, active=seat, frames=())
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
            trace.note(c.BEAGLE_GOAL_SCORED.id, f"player {seat}: goal {gross} points, lagging "
                       f"{lag}, gains {gained}")
    return evolve(game, players=tuple(players))


@implements(c.FIVE_ROUNDS, c.CLEANUP_SKIPPED)
def _end_round(game: Game, rulings: Rulings, trace: Trace) -> Game:
    game = score_beagle(game, trace)
    if game.round == ROUNDS:
        return evolve(game, phase=Phase.OVER, frames=(), active=game.turn_order[0])
    game = cleanup(game, rulings, trace)
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
    if (len(silver) < 2 or len(golden) < 2) and trace.on:
        trace.note(c.OBJECTIVES_REPLACED.id, "an Objective stack ran out: "
                   f"{rulings(r.OBJECTIVE_STACK_EMPTY)}")
    if rulings(r.OBJECTIVE_STACK_EMPTY) == "recycle-removed":
        rng = game.rng
        if len(silver) < 2:
            more, rng = rng.shuffled(tuple(t for t in gone if tile(t).tier is Tier.SILVER))
            silver, gone = silver + more, tuple(t for t in gone if t not in more)
        if len(golden) < 2:
            more, rng = rng.shuffled(tuple(t for t in gone if tile(t).tier is Tier.GOLDEN))
            golden, gone = golden + more, tuple(t for t in gone if t not in more)
        game = evolve(game, rng=rng)
    drawn_s, drawn_g = silver[:2], golden[:2]
    # The top Scroll's seals leave the game; the rest move up in reading order.
    removed = tuple(s for s in game.scrolls[:3] if s)
    kept = [s for s in game.scrolls[3:] if s]
    pile = game.seal_pile
    out = game.seals_out + removed
    need = 12 - len(kept)
    if len(pile) < need and rulings(r.SEAL_PILE_EMPTY) == "reshuffle-removed":
        more, rng = game.rng.shuffled(out)
        pile, out = pile + more, ()
        game = evolve(game, rng=rng)
    fill = list(pile[:need])
    if len(fill) < need and trace.on:
        trace.note(c.SCROLLS_REFILL.id, f"the seal pile ran out: {need - len(fill)} Scroll "
                   "spots stay empty")
    scrolls = tuple(kept + fill + [""] * (need - len(fill)))
    return evolve(
        game, players=players, beagle=game.beagle + 1,
        workers=((),) * len(LOCATIONS),
        silver_display=tuple(drawn_s) + ("",) * (2 - len(drawn_s)),
        golden_display=tuple(drawn_g) + ("",) * (2 - len(drawn_g)),
        silver_stack=silver[2:], golden_stack=golden[2:], objectives_out=gone,
        scrolls=scrolls, seal_pile=pile[need:], seals_out=out,
    )


def winner_scores(game: Game) -> dict[int, int]:
    return {p.seat: final_score(game, p).total for p in game.players}


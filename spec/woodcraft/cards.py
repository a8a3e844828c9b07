"""Step 2 of a solo round: draw a solo card, carry it out, discard it.

``solo_step`` is the decision a player at the table asks about: which card
comes up, which tiles it moves or skips, what its effect does, where the
nonplayer counter ends, and whether more cards must be drawn because nothing
moved.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.deck import Deck
from spec.core.priority import Key, Ranking, ranking
from spec.core.rng import Rng
from spec.core.rulings import Rulings
from spec.core.values import evolve, quick_init
from spec.core.trace import Change, Rejected, Step, Trace

from . import clauses as c
from . import rulings as r
from .data import DIE_FACES
from .model import Die, Display, Effect, ReputationTile, SoloCard, SoloState, Wheel


@quick_init
@dataclass(frozen=True, slots=True)
class SoloStepResult:
    """What step 2 did; the decision ``automa decide`` reports."""

    drawn: tuple[str, ...]
    moved: tuple[str, ...]
    skipped: tuple[str, ...]
    effects: tuple[str, ...]
    nonplayer: int
    tiles_removed: tuple[int, ...]
    reshuffles: int
    exhausted: bool  # the step ended without any tile moving
    dead_end: bool  # under the literal reading the step would never end


@quick_init
@dataclass(frozen=True, slots=True)
class _CardResult:
    state: SoloState
    moved: tuple[str, ...]
    skipped: tuple[str, ...]
    effects: tuple[str, ...]
    tiles_removed: tuple[int, ...]


@implements(c.TWO_TILES, c.NO_BONUSES, c.SKIP_BLOCKED)
def move_tiles(wheel: Wheel, clock: int, tiles: tuple[str, ...], clause: str,
               trace: Trace) -> tuple[Wheel, int, tuple[str, ...], tuple[str, ...]]:
    """Move a card's tiles in the order shown, each as if another player had
    taken it; skip a tile that cannot move.

    Returns the wheel, the move count, the tiles moved and the tiles skipped.
    The trace reports the moves made in one step, before any tile skipped
    after them.
    """
    moved: list[str] = []
    skipped: list[str] = []
    done: list[Change] = []  # moves made, not yet reported
    for tile in tiles:
        why = wheel.why_blocked(tile)
        if why:
            skipped.append(tile)
            if trace.on:
                _report_moves(done, clause, trace)
                trace.note(c.SKIP_BLOCKED.id, f"{tile} cannot move ({why}): the move is "
                                              f"skipped.")
            continue
        clock += 1
        wheel, _, left, entered = wheel.move(tile, clock)
        moved.append(tile)
        if trace.on:
            done.append(Change(tile, "quadrant", left + 1, entered + 1))
    if trace.on:
        _report_moves(done, clause, trace)
    return wheel, clock, tuple(moved), tuple(skipped)


def _report_moves(done: list[Change], clause: str, trace: Trace) -> None:
    if done:
        what = ("moves on, as if another player had taken it" if len(done) == 1
                else "move on, as if other players had taken them")
        trace.change(clause, f"{' then '.join(ch.subject for ch in done)} {what}", *done)
        done.clear()


@implements(c.LAST_TILE_PLUS_TWO)
def farthest_behind(wheel: Wheel, rng: Rng, rulings: Rulings, trace: Trace) -> tuple[str, Rng]:
    """The tile that has gone longest without moving; ties go to a Ruling."""
    candidates: Sequence[str] = wheel.tiles()
    left_out: tuple[Rejected, ...] = ()
    if rulings(r.LAST_TILE_BLOCKED) is r.LastTileBlocked.FARTHEST_THAT_CAN_MOVE:
        movable = wheel.movable()
        if movable and len(movable) < len(candidates):
            if trace.on:
                cite = r.LAST_TILE_BLOCKED.cite(r.LastTileBlocked.FARTHEST_THAT_CAN_MOVE)
                blocked = [t for t in candidates if t not in movable]
                are = "is" if len(blocked) == 1 else "are"
                trace.add(Step(c.LAST_TILE_PLUS_TWO.id,
                               f"Only tiles that can move are candidates: "
                               f"{', '.join(blocked)} cannot move and {are} left out.",
                               ruling=cite))
                left_out = tuple(Rejected(t, f"cannot move ({wheel.why_blocked(t)}); ruling "
                                             f"{cite} leaves it out") for t in blocked)
            candidates = movable
    last_moved = {p.tile: p.moved_at for quadrant in wheel.quadrants for p in quadrant}
    context = _Behind(wheel, last_moved, [rng])
    tile = FARTHEST_BEHIND.choose(context, candidates, rulings, trace, also_rejected=left_out)
    if trace.on and rulings(r.LAST_TILE_BLOCKED) is r.LastTileBlocked.SKIP:
        movable = wheel.movable()
        if movable and tile not in movable:
            # The reading decides here as much as under the other one: the
            # tile chosen cannot move while others could.
            trace.add(Step(c.LAST_TILE_PLUS_TWO.id,
                           f"{tile} is farthest behind and cannot move; it stays the tile "
                           f"chosen, though {', '.join(movable)} could move.",
                           ruling=rulings.cite(r.LAST_TILE_BLOCKED)))
    return tile, context.rng[0]


@dataclass(frozen=True, slots=True)
class _Behind:
    wheel: Wheel
    last_moved: dict[str, int]  # each tile's last move, read off the wheel once
    rng: list[Rng]  # the random tie-break draws from it and leaves the next state here


def _pick_random(ctx: _Behind, tied: Sequence[str]) -> str:
    i, ctx.rng[0] = ctx.rng[0].below(len(tied))
    return tied[i]


FARTHEST_BEHIND: Ranking[_Behind, str] = ranking(
    "woodcraft.farthest-behind", "The tile farthest behind", c.LAST_TILE_PLUS_TWO.id,
    "Which tile is farthest behind?",
    (Key("last moved at move", c.LAST_TILE_PLUS_TWO.id, lambda ctx, t: ctx.last_moved[t]),),
    tie=r.FARTHEST_TIE,
    tie_breaks={
        r.FarthestTie.WHEEL_ORDER: lambda ctx, tied: min(tied, key=ctx.wheel.where),
        r.FarthestTie.LAST_IN_WHEEL_ORDER: lambda ctx, tied: max(tied, key=ctx.wheel.where),
        r.FarthestTie.RANDOM: _pick_random,
    },
)


@implements(c.NONPLAYER_REMOVES, c.TWO_PLAYER_REWARDS)
def advance_nonplayer(
    state: SoloState, spaces: int, clause: str, rulings: Rulings, trace: Trace
) -> tuple[SoloState, tuple[int, ...]]:
    """Move the nonplayer counter up; it removes every tile it reaches first."""
    rep = state.reputation
    start = rep.nonplayer
    end = min(start + spaces, rep.last_space)
    tiles, removed, taken = rep.tiles, rep.removed, rep.taken
    score = state.score
    gone: list[int] = []
    if trace.on and end == start:
        trace.note(clause, f"The nonplayer counter is on the last space of the track "
                           f"({end}) and stays there.")
    elif trace.on:
        capped = " and stops at the end of the track" if start + spaces > end else ""
        trace.change(clause, f"The nonplayer counter advances {spaces}{capped}",
                     Change("the nonplayer counter", "space", start, end))
    landing_only = rulings(r.PASS_OVER) is r.PassOver.LANDING_ONLY
    for space in range(start + 1, end + 1):
        tile = rep.tile_at(space)
        if tile is None and space not in rep.taken_this_round:
            continue
        if landing_only and space != end:
            # Under this reading the counter does not reach a space it only
            # passes: neither a tile still there nor one you took this round.
            if trace.on:
                trace.add(Step(c.NONPLAYER_REMOVES.id,
                               f"The counter passes space {space} without stopping, so it "
                               f"does not reach it.",
                               ruling=r.PASS_OVER.cite(r.PassOver.LANDING_ONLY)))
            continue
        if tile is not None:
            kept = tuple(t for t in tiles if t is not tile)
            if trace.on:
                if space != end:
                    trace.add(Step(c.NONPLAYER_REMOVES.id,
                                   f"The counter passes space {space} on its way to {end}; "
                                   f"under this reading passing it reaches it.",
                                   ruling=r.PASS_OVER.cite(r.PassOver.PASSING_COUNTS)))
                trace.change(c.NONPLAYER_REMOVES.id,
                             f"The nonplayer counter reaches space {space} first: its tile "
                             f"({tile.reward} points) is removed",
                             Change("the reputation track", "tiles on spaces", _spaces(tiles),
                                    _spaces(kept)))
            tiles = kept
            removed = removed + (tile,)
            gone.append(space)
        elif space in rep.taken_this_round:
            if rulings(r.SAME_ROUND) is r.SameRound.TIE_REMOVES:
                mine = next(t for t in taken if t.space == space)
                left = tuple(t for t in taken if t is not mine)
                if trace.on:
                    trace.add(Step(c.NONPLAYER_REMOVES.id,
                                   f"You took the tile on space {space} this same round; "
                                   f"under this reading nobody was first.",
                                   ruling=r.SAME_ROUND.cite(r.SameRound.TIE_REMOVES)))
                    trace.change(c.NONPLAYER_REMOVES.id,
                                 f"The tile of space {space} is removed and you lose its "
                                 f"{mine.reward} points",
                                 Change("the player", "reputation tiles", _spaces(taken),
                                        _spaces(left)),
                                 Change("the player", "score", score, score - mine.reward))
                taken = left
                removed = removed + (mine,)
                score -= mine.reward
                gone.append(space)
            elif trace.on:
                trace.add(Step(c.FIRST_TO_REACH.id,
                               f"You took the tile on space {space} earlier this round, in "
                               f"your turn, so you were first.",
                               ruling=r.SAME_ROUND.cite(r.SameRound.TURN_ORDER)))
    new_rep = evolve(rep, nonplayer=end, tiles=tiles, removed=removed, taken=taken)
    return evolve(state, reputation=new_rep, score=score), tuple(gone)


def _spaces(tiles: tuple[ReputationTile, ...]) -> tuple[int, ...]:
    return tuple(t.space for t in tiles)


def _display_effect(display: Display, marked: tuple[int, ...]) -> tuple[Display, str]:
    emptied = display.without(marked)
    refilled = emptied.refilled()
    gone = [display.row[p - 1] for p in marked if 1 <= p <= len(display.row) and display.row[p - 1]]
    added = [card for old, card in zip(emptied.row, refilled.row) if not old and card]
    text = f"removed {', '.join(gone) or 'nothing'}; refilled with {', '.join(added) or 'nothing'}"
    return refilled, text


def _row(display: Display) -> tuple[str, ...]:
    """A row as a trace shows it: an empty place reads "empty"."""
    return tuple(card or "empty" for card in display.row)


@implements(c.REMOVE_ORDERS, c.REMOVE_HELPERS, c.REROLL_DICE, c.EFFECT_AFTER)
def card_effect(state: SoloState, card: SoloCard, trace: Trace) -> tuple[SoloState, str]:
    """The effect at the foot of a two-tile card."""
    changes: list[Change] = []
    if card.effect is Effect.REMOVE_ORDERS:
        orders, text = _display_effect(state.orders, card.marked)
        if trace.on:
            changes.append(Change("the orders row", "cards", _row(state.orders), _row(orders)))
        state = evolve(state, orders=orders)
        clause, text = c.REMOVE_ORDERS.id, f"orders {text}"
    elif card.effect is Effect.REMOVE_HELPERS:
        helpers, text = _display_effect(state.helpers, card.marked)
        if trace.on:
            changes.append(Change("the helpers row", "cards", _row(state.helpers),
                                  _row(helpers)))
        state = evolve(state, helpers=helpers)
        clause, text = c.REMOVE_HELPERS.id, f"helpers {text}"
    elif card.effect is Effect.REROLL_DICE:
        rng = state.rng
        dice: list[Die] = []
        rolled: list[str] = []
        for die in state.lumber_yard:
            if die.colour in card.dice:
                face, rng = rng.below(DIE_FACES)
                dice.append(Die(die.colour, face + 1))
                rolled.append(f"{die.colour} {die.value}→{face + 1}")
            else:
                dice.append(die)
        if trace.on and rolled:
            marked = [i for i, die in enumerate(state.lumber_yard) if die.colour in card.dice]
            changes.append(Change("the lumber yard", f"{' and '.join(card.dice)} dice",
                                  tuple(state.lumber_yard[i].value for i in marked),
                                  tuple(dice[i].value for i in marked)))
        state = evolve(state, lumber_yard=tuple(dice), rng=rng)
        clause, text = c.REROLL_DICE.id, f"dice rerolled: {', '.join(rolled) or 'none marked'}"
    else:
        return state, ""
    if trace.on:
        trace.change(clause, f"Effect: {text}", *changes)
    return state, text


@implements(c.DRAW_CARD, c.ONE_TILE_PLUS_ONE, c.NO_BONUSES)
def resolve_card(state: SoloState, card: SoloCard, deck: Deck[SoloCard], rng: Rng,
                 rulings: Rulings, trace: Trace) -> _CardResult:
    """Carry out one solo card: its tiles in order, then its effect; then discard it.

    ``deck`` and ``rng`` are those left by drawing ``card``.
    """
    effects: list[str] = []
    removed: tuple[int, ...] = ()
    plan: tuple[str, ...]
    if card.effect is Effect.LAST_TILE_PLUS_TWO:
        tile, rng = farthest_behind(state.wheel, rng, rulings, trace)
        plan, clause, advance = (tile,), c.LAST_TILE_PLUS_TWO.id, 2
    elif card.effect is Effect.ONE_TILE_PLUS_ONE:
        plan, clause, advance = card.tiles[:1], c.ONE_TILE_PLUS_ONE.id, 1
    else:
        plan, clause, advance = card.tiles, c.TWO_TILES.id, 0
    wheel, clock, moved, skipped = move_tiles(state.wheel, state.clock, plan, clause, trace)
    state = evolve(state, wheel=wheel, clock=clock, deck=deck, rng=rng)
    if moved and trace.on:
        trace.note(c.NO_BONUSES.id, f"Nobody gains the bonuses of {' or '.join(moved)}.")
    if advance:
        if moved or rulings(r.ADVANCE_WHEN_BLOCKED) is r.AdvanceWhenBlocked.ADVANCE:
            if not moved and trace.on:
                trace.add(Step(c.SKIP_BLOCKED.id, "The tile did not move, but the rest of the "
                                                  "card still happens: the counter advances.",
                               ruling=r.ADVANCE_WHEN_BLOCKED.cite(r.AdvanceWhenBlocked.ADVANCE)))
            state, removed = advance_nonplayer(state, advance, clause, rulings, trace)
            effects.append(f"nonplayer counter +{advance}")
        elif trace.on:
            trace.add(Step(c.SKIP_BLOCKED.id, f"The tile did not move, so the counter does not "
                                              f"advance {advance}.",
                           ruling=r.ADVANCE_WHEN_BLOCKED.cite(r.AdvanceWhenBlocked.NO_ADVANCE)))
    elif trace.check(c.EFFECT_AFTER.id, "The tiles are done; does the card show an effect "
                                        "at its foot?", card.effect is not Effect.NONE,
                     lambda: f"{card.id} shows {_foot(card)}; "
                             + ", ".join(f"{t} {'moved' if t in moved else 'skipped'}"
                                         for t in plan)):
        state, text = card_effect(state, card, trace)
        if text:
            effects.append(text)
    # Carried out: now the card goes on the discard pile.
    deck = state.deck.discarding(card)
    if trace.on:
        trace.change(c.DRAW_CARD.id, f"{card.id} goes on the solo discard pile",
                     Change("the solo discard pile", "cards", len(state.deck.discard),
                            len(deck.discard)))
    state = evolve(state, deck=deck)
    return _CardResult(state, moved, skipped, tuple(effects), removed)


@implements(c.RESHUFFLE, c.DRAW_CARD)
def draw(deck: Deck[SoloCard], rng: Rng, rulings: Rulings,
         trace: Trace) -> tuple[SoloCard, Deck[SoloCard], Rng, bool]:
    """The top solo card, reshuffling the discards when the deck runs out:
    first if a draw finds it empty, and, under ruling
    ``woodcraft.reshuffle-timing=when-emptied``, also as soon as the last card
    has been drawn (before that card is discarded).

    Returns the card, the deck and generator after the draw, and whether a
    reshuffle happened.
    """
    timing = rulings(r.RESHUFFLE_TIMING)
    reshuffled = not deck.draw_pile
    if reshuffled:
        old = deck
        deck, rng = deck.reshuffled(rng)
        if trace.on:
            _report_reshuffle(old, deck, "The solo deck is empty: the discarded cards are "
                                         "shuffled into a new deck", trace)
            if timing is r.ReshuffleTiming.WHEN_DRAWN:
                trace.add(Step(c.RESHUFFLE.id, "The deck runs out when a draw finds it empty, "
                                               "so every discarded card is in the new deck.",
                               ruling=r.RESHUFFLE_TIMING.cite(timing)))
    card, after = deck.draw()
    if trace.on:
        trace.change(c.DRAW_CARD.id, f"Draw {_describe(card)}",
                     Change("the solo deck", "cards to draw", len(deck.draw_pile),
                            len(after.draw_pile)))
    if not after.draw_pile and after.discard and timing is r.ReshuffleTiming.WHEN_DRAWN:
        if trace.on:
            trace.add(Step(c.RESHUFFLE.id,
                           f"{card.id} was the deck's last card; the deck runs out only when a "
                           f"draw finds it empty, so the discards wait, and {card.id} will be "
                           f"among them.",
                           ruling=r.RESHUFFLE_TIMING.cite(timing)))
    elif timing is r.ReshuffleTiming.WHEN_EMPTIED and not after.draw_pile and after.discard:
        old = after
        after, rng = after.reshuffled(rng)
        reshuffled = True
        if trace.on:
            trace.add(Step(c.RESHUFFLE.id,
                           f"{card.id} was the deck's last card: the deck runs out now, while "
                           f"{card.id} is carried out, so it is not among the cards shuffled.",
                           ruling=r.RESHUFFLE_TIMING.cite(timing)))
            _report_reshuffle(old, after, "The solo deck has run out: the discarded cards are "
                                          "shuffled into a new deck", trace)
    return card, after, rng, reshuffled


def _report_reshuffle(old: Deck[SoloCard], new: Deck[SoloCard], text: str, trace: Trace) -> None:
    trace.change(c.RESHUFFLE.id, text,
                 Change("the solo deck", "cards to draw", len(old.draw_pile), len(new.draw_pile)),
                 Change("the solo discard pile", "cards", len(old.discard), len(new.discard)))


def _foot(card: SoloCard) -> str:
    return "no effect" if card.effect is Effect.NONE else card.effect.value.replace("-", " ")


def _describe(card: SoloCard) -> str:
    if card.effect is Effect.LAST_TILE_PLUS_TWO:
        return f"{card.id} (last tile, +2)"
    tiles = " then ".join(card.tiles)
    extra = "" if card.effect is Effect.NONE else f", {card.effect.value}"
    if card.effect is Effect.ONE_TILE_PLUS_ONE:
        extra = ", +1"
    return f"{card.id} ({tiles}{extra})"


@implements(c.NO_TILE_MOVED, c.DRAW_CARD)
def solo_step(state: SoloState, rulings: Rulings, trace: Trace) -> tuple[SoloState, SoloStepResult]:
    """Draw and carry out solo cards until one has moved a tile (step 2)."""
    deck_size = len(state.deck.draw_pile) + len(state.deck.discard)
    redraw = rulings(r.REDRAW_EXHAUSTED)
    drawn: list[str] = []
    moved: list[str] = []
    skipped: list[str] = []
    effects: list[str] = []
    removed: list[int] = []
    reshuffles = 0
    exhausted = dead_end = False
    while True:
        if drawn and not state.deck.draw_pile and redraw is r.RedrawExhausted.STOP_AT_EMPTY_DECK:
            exhausted = True
            if trace.on:
                trace.add(Step(c.NO_TILE_MOVED.id, "No tile has moved, but the deck is empty; "
                                                   "under this reading the step ends here.",
                               ruling=r.REDRAW_EXHAUSTED.cite(redraw)))
            break
        if len(set(drawn)) >= deck_size:
            exhausted = True
            dead_end = redraw is r.RedrawExhausted.KEEP_DRAWING
            if trace.on:
                what = ("the text asks for yet another card, forever: a dead end"
                        if dead_end else "the step ends with no tile moved")
                trace.add(Step(c.NO_TILE_MOVED.id,
                               f"Every solo card has been drawn this step and none moved a "
                               f"tile; the wheel cannot change, so {what}.",
                               ruling=r.REDRAW_EXHAUSTED.cite(redraw)))
            break
        card, deck, rng, reshuffled = draw(state.deck, state.rng, rulings, trace)
        reshuffles += reshuffled
        drawn.append(card.id)
        result = resolve_card(state, card, deck, rng, rulings, trace)
        state = result.state
        moved += result.moved
        skipped += result.skipped
        effects += result.effects
        removed += result.tiles_removed
        if result.moved:
            break
        if trace.on:
            trace.note(c.NO_TILE_MOVED.id, f"{card.id} moved no tile: draw another card.")
    return state, SoloStepResult(
        tuple(drawn), tuple(moved), tuple(skipped), tuple(effects),
        state.reputation.nonplayer, tuple(removed), reshuffles, exhausted, dead_end,
    )

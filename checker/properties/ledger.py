"""The trace's claimed changes agree with the state, over whole games.

A trace step that records a change (``Change``: subject, quantity, before,
after) is written where the change is made, from the values used. This
property checks that claim against the states themselves: for every decision
of seeded whole games, and for every quantity the game promises to narrate in
full (its *ledger*), the claims about it chain (each one starts where the
last ended), the first starts from the state before the decision and the
last ends at the state after, and a quantity that changed is claimed at
least once. A change made without a claim, a claim that did not happen, or a
claim with the wrong figures all fail it.

The comparison (``disagreements``) and the run over whole games
(``ledger_check``) are shared; a game supplies its ledger (a state's
quantities, named by subject and quantity exactly as its trace names them)
and a stepper (seeded whole games, each as its decisions: the state before,
the state after and the trace of each).

Darwin's Journey's ledger: each seat's Coins, points, Theory of Evolution
steps and Temporary Knowledge, in the multiplayer game and against Alfred,
each seat named as the game's layer names it ("player 0", or "Alfred"); a
decision is each move of a player and each turn of Alfred.

Woodcraft's ledger: the player's score, reputation space and reputation
tiles; the tiles still on the reputation track; the nonplayer counter's
space; the cards to draw in the solo deck and on its discard pile; each
action tile's quadrant; each public contract's state; the orders and helpers
rows; the lumber yard's dice of each colour set a reroll card marks; the
round. A decision is each step of a round: the timing counter's contract,
your turn, the solo step and the round's end; games are played under the
default readings and under each other reading of each Woodcraft Ruling.

Wendake's ledger: the Ghost's score and each score disk; the Ghost's
Natives at Home; your Natives at home and in the Long House, Outposts to
place and score; each territory's Ghost Guards, Guards of yours, fields and
forests; the Progress tiles of each level and the Ghost's Progress disk; the
Advanced Action row and the tile above the Ghost's Advanced disk; the Mask
disk's space; the Masks under each Ghost card and the side of each; the
Mask discard pile; the Ghost's Action markers placed this year; turn order;
the year. A decision is each step of a year: the Mask card, each of your
actions and of the Ghost's turns, and Restore; games are played on each
difficulty and, on Medium, under each other reading of each Wendake Ruling.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, TypeVar

from spec.core.rng import Rng
from spec.core.rulings import Rulings, all_rulings
from spec.core.trace import Change, Trace, Value

from spec.darwins_journey import clauses as dj
from spec.wendake import clauses as wk
from spec.woodcraft import clauses as wc

from ..check import Check, Outcome, register
from ..rulesets import in_force

if TYPE_CHECKING:
    from spec.darwins_journey.state import Game
    from spec.wendake.model import GhostState
    from spec.woodcraft.model import SoloState

# One quantity of one subject, as the trace names them: ("player 1", "Coins").
Entry = tuple[str, str]
S = TypeVar("S")
# A decision: the state before it, the state after it, and its trace.
Decision = tuple[S, S, Trace]


def disagreements(before: Mapping[Entry, Value], after: Mapping[Entry, Value],
                  trace: Trace) -> list[str]:
    """Where the trace's claims about the ledger's entries contradict the two
    states; [] when every claim holds and every change is claimed.

    An entry only one of the states has (a Mask card that is under no Ghost
    card has no side) is not compared."""
    claims: dict[Entry, list[Change]] = {}
    for step in trace.steps:
        for c in step.changes:
            claims.setdefault((c.subject, c.quantity), []).append(c)
    out: list[str] = []
    for entry, was in before.items():
        if entry not in after:
            continue
        now, made = after[entry], claims.get(entry, [])
        who = f"{entry[0]}'s {entry[1]}"
        if not made:
            if now != was:
                out.append(f"{who} went {_shown(was)} -> {_shown(now)} with no step claiming it")
            continue
        chain = " -> ".join(_shown(v) for v in [made[0].before] + [c.after for c in made])
        if made[0].before != was:
            out.append(f"{who}: the first claim starts at {_shown(made[0].before)}, the state "
                       f"at {_shown(was)}")
        for a, b in zip(made, made[1:]):
            if a.after != b.before:
                out.append(f"{who}: a claim ends at {_shown(a.after)}, the next starts at "
                           f"{_shown(b.before)} (claims {chain})")
        if made[-1].after != now:
            out.append(f"{who}: the last claim ends at {_shown(made[-1].after)}, the state "
                       f"at {_shown(now)}")
    return out


def _shown(v: Value) -> str:
    """A value as a trace line shows it: a tuple as [a, b], an empty one as none."""
    if isinstance(v, tuple):
        return "[" + ", ".join(map(str, v)) + "]" if v else "none"
    return str(v)


def ledger_check(game: str, question: str, clauses: tuple[str, ...],
                 ledger: Callable[[S], dict[Entry, Value]],
                 games: Callable[[int], Iterable[tuple[str, Iterable[Decision[S]]]]],
                 examples_per_game: int = 20) -> Check:
    """Register ``GAME.ledger``: every decision of the games ``games(n)`` gives
    (``n`` of each setup, ``max_examples // examples_per_game`` and at least
    one; each game named, as "seed 3" or "solo white, seed 3") agrees with
    the states as ``ledger`` reads them. A disagreement fails the check with
    the game, the decision (counted from 1 in its game) and what disagreed."""

    def run(max_examples: int) -> Outcome:
        decisions = 0
        for where, steps in games(max(1, max_examples // examples_per_game)):
            read: tuple[object, dict[Entry, Value]] | None = None
            for n, (before, after, trace) in enumerate(steps, 1):
                decisions += 1
                # The state after one decision is the state before the next.
                was = read[1] if read is not None and read[0] is before else ledger(before)
                now = ledger(after)
                read = (after, now)
                wrong = disagreements(was, now, trace)
                if wrong:
                    raise AssertionError(f"{where}, decision {n}: " + "; ".join(wrong[:3]))
        return Outcome(examples=decisions)

    return register(Check(f"{game}.ledger", game, "property", question, clauses, run))


def stepwise(start: S, steps: Callable[[Trace], Generator[S, None, object]]
             ) -> Iterator[Decision[S]]:
    """The decisions of a game the spec plays step by step: ``steps(trace)``
    is the generator the spec's whole-game function runs through (it yields
    the state after each step), so the stepper plays the same game by the same
    code; each step's trace is what the generator recorded since the last."""
    trace = Trace()
    before = start
    for after in steps(trace):
        step, trace.steps = Trace(steps=trace.steps), []
        yield before, after, step
        before = after


def readings(game: str) -> list[tuple[str, Rulings]]:
    """The readings in force (checker.rulesets), then each other reading of each of the game's
    Rulings on its own: (a name for it, the rulings)."""
    from ..games import load_rules

    load_rules(game)  # every Ruling of the game registered
    base = in_force()
    out = [(f"the {base.named}", base)]
    for r in all_rulings(game):
        out += [(f"{r.id}={o.id}", base.with_choice(r.id, o.id))
                for o in r.options if o.id != base(r).value]
    return out


# Darwin's Journey.

def dj_ledger(state: Game) -> dict[Entry, Value]:
    out: dict[Entry, Value] = {}
    for p in state.players:
        who = state.layer.seat_name(state, p.seat)  # "player 0"; "Alfred" in a solo game
        out[who, "Coins"] = p.coins
        out[who, "points"] = p.points
        out[who, "Evolution"] = p.evolution
        out[who, "Temporary Knowledge"] = p.knowledge
    return out


def dj_decisions(seed: int, solo_level: str | None, players: int = 2
                 ) -> Iterator[Decision[Game]]:
    """(state before, state after, trace) for each decision of a seeded game:
    random stand-ins, and Alfred on ``solo_level`` when it is given."""
    from spec.darwins_journey.alfred.game import ALFRED, alfred_step, settle, setup_solo
    from spec.darwins_journey.play import apply, moves
    from spec.darwins_journey.policies import random_policy
    from spec.darwins_journey.setup import setup
    from spec.darwins_journey.state import Phase

    rulings = in_force()
    game = setup_solo(solo_level, seed) if solo_level else setup(players, seed)
    rng = Rng.seeded(seed)
    while game.phase is not Phase.OVER:
        trace = Trace()
        if solo_level and game.active == ALFRED:
            after = alfred_step(game, rulings, trace)
        else:
            move, rng = random_policy(game, moves(game, rulings), rng)
            after = apply(game, move, rulings, trace)
            if solo_level:
                after = settle(after, rulings, trace)
        yield game, after, trace
        game = after


_DJ_SETUPS: tuple[tuple[str | None, int], ...] = (
    (None, 2), (None, 3), (None, 4), ("white", 1), ("green", 1), ("blue", 1), ("yellow", 1))


def _dj_games(games: int) -> Iterator[tuple[str, Iterator[Decision[Game]]]]:
    for level, players in _DJ_SETUPS:
        for seed in range(games):
            where = f"solo {level}" if level else f"{players} players"
            yield f"{where}, seed {seed}", dj_decisions(seed, level, players)


LEDGER = ledger_check(
    "darwins-journey",
    "Does every change a trace claims (Coins, points, Evolution, Temporary Knowledge) "
    "match the states, and is every such change claimed?",
    (dj.COINS.id, dj.VICTORY_POINTS.id, dj.EVOLUTION_ADVANCE.id, dj.GAIN_TEMPORARY_KNOWLEDGE.id),
    dj_ledger, _dj_games)


# Woodcraft.

def woodcraft_ledger(state: SoloState) -> dict[Entry, Value]:
    from spec.woodcraft.model import Effect

    rep = state.reputation
    out: dict[Entry, Value] = {
        ("the player", "score"): state.score,
        ("the player", "reputation space"): rep.player,
        ("the player", "reputation tiles"): tuple(t.space for t in rep.taken),
        ("the reputation track", "tiles on spaces"): tuple(t.space for t in rep.tiles),
        ("the nonplayer counter", "space"): rep.nonplayer,
        ("the solo deck", "cards to draw"): len(state.deck.draw_pile),
        ("the solo discard pile", "cards"): len(state.deck.discard),
        ("the orders row", "cards"): tuple(card or "empty" for card in state.orders.row),
        ("the helpers row", "cards"): tuple(card or "empty" for card in state.helpers.row),
        ("the round counter", "round"): state.round,
    }
    for q, quadrant in enumerate(state.wheel.quadrants):
        for placed in quadrant:
            out[placed.tile, "quadrant"] = q + 1
    for k in state.contracts:
        out[k.id, "state"] = k.state.value
    # The dice are claimed as a reroll card names them: all the dice of the
    # colours it marks.
    for card in state.deck.draw_pile + state.deck.discard:
        if card.effect is Effect.REROLL_DICE:
            out["the lumber yard", f"{' and '.join(card.dice)} dice"] = tuple(
                d.value for d in state.lumber_yard if d.colour in card.dice)
    return out


def woodcraft_decisions(seed: int, rulings: Rulings) -> Iterator[Decision[SoloState]]:
    """(state before, state after, trace) for each step of a seeded solo game."""
    from spec.woodcraft.game import game_steps
    from spec.woodcraft.setup import setup

    start = setup(seed)
    return stepwise(start, lambda trace: game_steps(start, rulings, trace))


def _woodcraft_games(games: int) -> Iterator[tuple[str, Iterator[Decision[SoloState]]]]:
    for name, rulings in readings("woodcraft"):
        for seed in range(games):
            yield f"{name}, seed {seed}", woodcraft_decisions(seed, rulings)


WOODCRAFT_LEDGER = ledger_check(
    "woodcraft",
    "Does every change a trace claims (your score and reputation, the reputation track, the "
    "nonplayer counter, the solo deck and discard pile, the tiles on the wheel, the contracts, "
    "the orders and helpers rows, the dice, the round) match the states, and is every such "
    "change claimed?",
    (wc.PLAYER_TURN.id, wc.FIRST_TO_REACH.id, wc.NONPLAYER_REMOVES.id, wc.DRAW_CARD.id,
     wc.RESHUFFLE.id, wc.TWO_TILES.id, wc.CONTRACT_REMOVAL.id, wc.REMOVE_ORDERS.id,
     wc.REMOVE_HELPERS.id, wc.REROLL_DICE.id, wc.INCOME.id, wc.ADVANCE_ROUND.id),
    woodcraft_ledger, _woodcraft_games)


# Wendake.

def wendake_ledger(state: GhostState) -> dict[Entry, Value]:
    from spec.wendake.ghost import PLURAL, piece_text
    from spec.wendake.model import KINDS

    disk = state.advanced_disk
    row, space = state.mask_space
    out: dict[Entry, Value] = {
        ("the Ghost", "score"): state.ghost_score,
        ("score disk 1", "points"): state.score_disks[0],
        ("score disk 2", "points"): state.score_disks[1],
        ("the player", "score"): state.player_score,
        ("the player", "Outposts to place"): state.player_outposts,
        ("the Ghost's Progress disk", "level"): state.progress_disk,
        ("the Advanced Action row", "tiles"): state.advanced,
        ("the Ghost's Advanced disk", "tile above it"):
            state.advanced[disk] if disk < len(state.advanced) else "no tile",
        ("the Ghost's Mask disk", "space"): f"row {row}, space {space}",
        ("the Mask discard pile", "cards, bottom first"):
            tuple(m.id for m in state.mask_deck.discard),
        ("the Ghost", "Action markers placed this year"): state.turn,
        ("turn order", "first"): "you" if state.player_first else "the Ghost",
        ("the round marker", "year"): state.year,
    }
    for kind in KINDS:
        out["the Ghost", f"{PLURAL[kind]} at Home"] = state.ghost_home.of(kind)
        out["the player", f"{PLURAL[kind]} at home"] = state.player_home.of(kind)
        out["the player", f"{PLURAL[kind]} in the Long House"] = state.player_long_house.of(kind)
    for t in state.territories:
        out[t.id, "Ghost Guards"] = t.ghost_guards
        out[t.id, "Guards of yours"] = t.player_guards
        for word, spaces in (("field", t.fields), ("forest", t.forests)):
            for i, piece in enumerate(spaces):
                out[t.id, f"{word} {i + 1}"] = piece_text(piece)
    for i, tiles in enumerate(state.progress):
        out[f"Progress Level {i + 1}", "tiles"] = tiles
    for i, stack in enumerate(state.masks):
        out[f"Ghost card {i + 1}", "Masks"] = tuple(m.card.id for m in stack)
        for m in stack:
            out[f"Mask {m.card.id}", "side"] = "face up" if m.face_up else "face down"
    return out


def wendake_decisions(seed: int, difficulty: str, rulings: Rulings
                      ) -> Iterator[Decision[GhostState]]:
    """(state before, state after, trace) for each step of a seeded Ghost game."""
    from spec.wendake.model import Difficulty
    from spec.wendake.setup import setup
    from spec.wendake.year import game_steps

    start = setup(seed, Difficulty(difficulty))
    return stepwise(start, lambda trace: game_steps(start, rulings, trace))


def _wendake_games(games: int) -> Iterator[tuple[str, Iterator[Decision[GhostState]]]]:
    setups = [(level, f"the {in_force().named}", in_force()) for level in ("easy", "hard")]
    setups += [("medium", name, rulings) for name, rulings in readings("wendake")]
    for level, name, rulings in setups:
        for seed in range(games):
            yield f"{level}, {name}, seed {seed}", wendake_decisions(seed, level, rulings)


WENDAKE_LEDGER = ledger_check(
    "wendake",
    "Does every change a trace claims (the Ghost's score, Natives at Home and in the Long "
    "House, Guards, the territories' spaces, Outposts, Progress tiles and disk, the Advanced "
    "row, the Mask disk, the Masks, turn order, the year) match the states, and is every "
    "such change claimed?",
    (wk.SCORE_ACTION.id, wk.THREE_MARKERS.id, wk.WARRIOR.id, wk.WOMAN.id, wk.HUNTER.id,
     wk.ATTACK.id, wk.INJURED_GO_HOME.id, wk.NATIVE_ACTION.id, wk.PROGRESS_UP.id,
     wk.TAKE_PROGRESS.id, wk.MASK_CARD.id, wk.RESTORE_ADVANCED.id, wk.RESTORE_MASK_DISK.id,
     wk.MASKS_AWAY.id, wk.NEW_YEAR.id, wk.GHOST_TURN.id),
    wendake_ledger, _wendake_games)

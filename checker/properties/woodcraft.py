"""The Woodcraft property suite: what must hold in every solo game, checked
with Hypothesis over whole games and over generated solo-card situations.

Each property is a registered ``Check`` citing the clauses it checks. An
invariant that breaks raises AssertionError naming the smallest example
Hypothesis found (the spec disagrees with the rules text). A place where the
rules text itself breaks down (the solo deck cannot move any tile, a tie the
text does not settle) comes back as a ``Draft`` finding whose witness is a
situation file that ``automa decide`` replays.

The searches run through ``checker.properties.search``, shared by every
game's suite.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

from hypothesis import strategies as st

from spec.core.deck import Deck, EmptyDeck
from spec.core.findings import FindingKind
from spec.core.trace import Trace, silent
from spec.woodcraft import clauses as c
from spec.woodcraft import data
from spec.woodcraft import rulings as r
from spec.woodcraft.cards import SoloStepResult, solo_step
from spec.woodcraft.game import RoundLog, play_game, play_round
from spec.woodcraft.setup import setup
from spec.woodcraft.model import ContractState, Display, Effect, SoloCard, SoloState

from .. import check
from ..adapters.woodcraft import step_json
from ..check import Check, Draft, Outcome
from ..games import Json
from ..rulesets import in_force
from ..strategies.shared import GameCase
from ..strategies.woodcraft import (
    Case,
    build_state,
    default_decks,
    game_situations,
    games,
    replay_witness,
    rulings,
    situations,
    stuck_decks,
    witness_toml,
)
from . import search as search_module
from .search import Search, describe_rulings

T = TypeVar("T")
GAME = "woodcraft"

# The numbers the solo text states, written out here rather than read from
# spec.woodcraft.data, so that the properties check the spec against the text
# and not against itself.
TEXT_ROUNDS = 14
TEXT_INCOME_AFTER = (4, 8, 11, 14)
TEXT_TIMING_ROUNDS = (10, 13)
TEXT_DECK_SIZE = 10
TEXT_PUBLIC_CONTRACTS = 3

REDRAW = r.REDRAW_EXHAUSTED.id
TIE = r.FARTHEST_TIE.id


def search(strategy: st.SearchStrategy[T], problem: Callable[[T], str], max_examples: int,
           explicit: Sequence[T] = ()) -> Search[T]:
    """Look for an example on which ``problem`` complains (see ``search.search``)."""
    return search_module.search(strategy, problem, max_examples, explicit, game=GAME)


def hold(strategy: st.SearchStrategy[T], problem: Callable[[T], str], max_examples: int) -> int:
    """Check an invariant; raise AssertionError with the smallest counterexample."""
    return search_module.hold(strategy, problem, max_examples, describe, game=GAME)


def describe(value: object) -> str:
    """A one-line account of an example: its seed, readings, wheel and deck."""
    if isinstance(value, GameCase):
        return f"the game with seed {value.seed}, {describe_rulings(value.rulings)}"
    if isinstance(value, Case):
        state = value.state
        quadrants = " | ".join(
            ", ".join(f"{p.tile}@{p.moved_at}" for p in q) or "-" for q in state.wheel.quadrants)
        return (f"seed {value.seed}, round {state.round}, {describe_rulings(value.rulings)}; "
                f"wheel (capacity {state.wheel.capacity}) {quadrants}; deck draw "
                f"{[k.id for k in state.deck.draw_pile]}, discard "
                f"{[k.id for k in state.deck.discard]}")
    return repr(value)


def _rounds(game: GameCase) -> Iterator[tuple[SoloState, SoloState, RoundLog]]:
    """(state before, state after, log) for each round of a whole game,
    played round by round as ``play_game`` plays it."""
    state = setup(game.seed)
    while state.round <= data.LAST_ROUND:
        after, log = play_round(state, game.rulings, silent())
        yield state, after, log
        state = after


def _step(case: Case, trace: Trace | None = None) -> tuple[SoloState, SoloStepResult]:
    return solo_step(case.state, case.rulings, trace or silent())


def _any_situation() -> st.SearchStrategy[Case]:
    """Any situation: with any deck (default or made-up), any capacity and any
    readings, or one reached in a whole game."""
    made_up = situations(decks=lambda wheel: st.one_of(default_decks(), stuck_decks(wheel)),
                         capacities=st.integers(1, len(data.TILES)), readings=rulings())
    return st.one_of(made_up, game_situations(rulings()))


# 1. Fourteen rounds, income after 4, 8, 11 and 14.


def _game_length(game: GameCase) -> str:
    result = play_game(game.seed, game.rulings, silent())
    played = tuple(log.round for log in result.rounds)
    if played != tuple(range(1, TEXT_ROUNDS + 1)):
        return f"the game played rounds {list(played)}, not 1 to {TEXT_ROUNDS}"
    income = tuple(log.round for log in result.rounds if log.income)
    if income != TEXT_INCOME_AFTER:
        return f"income phases followed rounds {list(income)}, not {list(TEXT_INCOME_AFTER)}"
    if result.final.round != TEXT_ROUNDS + 1:
        return f"the round counter ended on {result.final.round}, not past round {TEXT_ROUNDS}"
    return ""


def game_length(max_examples: int) -> Outcome:
    default = hold(games(st.just(in_force())), _game_length, max_examples)
    any_reading = hold(games(), _game_length, max_examples)
    return Outcome(examples=default + any_reading)


# 2. The solo deck never runs dry and never gains or loses a card.


def _deck_in_game(game: GameCase) -> str:
    full = Counter(data.DEFAULT_DECK)
    try:
        for _, after, log in _rounds(game):
            if not log.solo.drawn:
                return f"round {log.round} drew no solo card"
            held = Counter(after.deck.draw_pile + after.deck.discard)
            if held != full or sum(held.values()) != TEXT_DECK_SIZE:
                return (f"after round {log.round} deck and discard hold "
                        f"{sorted(k.id for k in held.elements())}, not the 10 solo cards")
    except EmptyDeck:
        return "a solo card was drawn from an empty deck"
    return ""


def _deck_in_step(case: Case) -> str:
    before = Counter(case.state.deck.draw_pile + case.state.deck.discard)
    try:
        after, _ = _step(case)
    except EmptyDeck:
        return "a solo card was drawn from an empty deck"
    held = Counter(after.deck.draw_pile + after.deck.discard)
    if held != before:
        return (f"the step changed the cards of the deck from "
                f"{sorted(k.id for k in before.elements())} to "
                f"{sorted(k.id for k in held.elements())}")
    return ""


def deck_never_empty(max_examples: int) -> Outcome:
    n = hold(games(), _deck_in_game, max_examples)
    n += hold(_any_situation(), _deck_in_step, max_examples)
    return Outcome(examples=n)


# 3. Every solo step moves at least one tile.

# Readings under which the text's "must always move at least one tile" is
# honoured as far as it can be; stop-at-empty-deck gives it up by design.
HONOURING = {REDRAW: ["reshuffle-until-cycle", "keep-drawing"]}


def _step_moves(case: Case) -> str:
    _, step = _step(case)
    if not step.moved:
        return f"the solo step drew {list(step.drawn)} and moved no tile"
    return ""


def _game_steps_move(game: GameCase) -> str:
    for _, _, log in _rounds(game):
        if not log.solo.moved:
            return f"round {log.round}: the solo step drew {list(log.solo.drawn)}, moved no tile"
    return ""


def step_moves_a_tile(max_examples: int) -> Outcome:
    readings = rulings(HONOURING)
    domain = st.one_of(situations(readings=readings), game_situations(readings))
    n = hold(domain, _step_moves, max_examples)
    n += hold(games(readings), _game_steps_move, max_examples)
    return Outcome(examples=n)


def _card_text(card: SoloCard) -> str:
    shown = " then ".join(card.tiles) if card.tiles else "the tile farthest behind"
    return f"{card.id} ({shown}, {card.effect.value})"


def _blocked_text(state: SoloState) -> str:
    wheel = state.wheel
    blocked = [f"{t} ({wheel.why_blocked(t)})" for t in wheel.tiles() if wheel.why_blocked(t)]
    return "; ".join(blocked) or "none"


def _expect(step: SoloStepResult, *keys: str) -> dict[str, Json]:
    answer = step_json(step)
    return {k: answer[k] for k in keys}


def _stuck_deck_draft(case: Case, kind: FindingKind) -> Draft:
    state = case.state
    _, step = _step(case)
    cards = list(state.deck.draw_pile + state.deck.discard)
    deck_text = ", ".join(_card_text(k) for k in cards)
    if kind is FindingKind.DEAD_END:
        name = "custom-deck-dead-end"
        title = "A solo deck that can never move a tile, read literally"
        question = ("No card of this solo deck can move a tile. Read literally, the "
                    "special case says to draw another card after each one that moved "
                    "nothing. Does step 2 ever end?")
        summary = (f"Read literally (keep drawing), step 2 never ends: the solo deck "
                   f"({deck_text}) meets a wheel on which every tile its cards name is "
                   f"blocked ({_blocked_text(state)}), so no card can ever move a tile and "
                   f"'draw another' repeats forever. Ruling {REDRAW} gives readings that end.")
    else:
        name = "custom-deck-moves-nothing"
        title = "A solo deck that cannot move any tile"
        question = ("Every card of this solo deck names only tiles that cannot move. The "
                    "solo deck must always move at least one tile, so cards are drawn "
                    "until one does. When does step 2 end?")
        summary = (f"The solo deck ({deck_text}) meets a wheel on which every tile its "
                   f"cards name is blocked ({_blocked_text(state)}): no card can move a "
                   f"tile, so 'the solo deck must always move at least one tile' cannot be "
                   f"met and the text does not say when the redrawing stops. Under the "
                   f"default reading the step ends once every card has been drawn, with "
                   f"no tile moved.")
    text = witness_toml(title=title, question=question, seed=case.seed, state=state,
                        rulings=case.rulings,
                        expect=_expect(step, "drawn", "moved", "exhausted", "dead_end"))
    replay_witness(text)
    clauses = (c.NO_TILE_MOVED.id, c.SKIP_BLOCKED.id, c.RESHUFFLE.id)
    return Draft(kind, clauses, summary, name, text, REDRAW)


def _dead_end(case: Case) -> str:
    _, step = _step(case)
    return "step 2 never ends under the literal reading" if step.dead_end else ""


def custom_deck_moves_a_tile(max_examples: int) -> Outcome:
    drafts: list[Draft] = []
    gap = search(situations(decks=stuck_decks), _step_moves, max_examples)
    if gap.failure is not None:
        drafts.append(_stuck_deck_draft(gap.failure[0], FindingKind.GAP))
    literal = in_force().with_choice(REDRAW, "keep-drawing")
    dead = search(situations(decks=stuck_decks, readings=st.just(literal)), _dead_end,
                  max_examples)
    if dead.failure is not None:
        drafts.append(_stuck_deck_draft(dead.failure[0], FindingKind.DEAD_END))
    return Outcome(drafts=tuple(drafts), examples=gap.examples + dead.examples)


# 4. The nonplayer counter never moves back.


def _nonplayer_in_game(game: GameCase) -> str:
    last = data.TRACK_LAST_SPACE
    for before, after, log in _rounds(game):
        was, now = before.reputation.nonplayer, after.reputation.nonplayer
        if now < was:
            return f"round {log.round}: the nonplayer counter moved back from {was} to {now}"
        if now > last:
            return f"round {log.round}: the nonplayer counter is on {now}, past the last space"
        if log.solo.nonplayer != now:
            return (f"round {log.round}: the solo step reports the counter on "
                    f"{log.solo.nonplayer}, the state has it on {now}")
    return ""


def _nonplayer_in_step(case: Case) -> str:
    was = case.state.reputation.nonplayer
    after, step = _step(case)
    now = after.reputation.nonplayer
    if now < was:
        return f"the solo step moved the nonplayer counter back from {was} to {now}"
    if now > after.reputation.last_space:
        return f"the solo step moved the nonplayer counter past the last space, to {now}"
    if step.nonplayer != now:
        return f"the step reports the counter on {step.nonplayer}, the state has it on {now}"
    return ""


def nonplayer_never_back(max_examples: int) -> Outcome:
    n = hold(games(), _nonplayer_in_game, max_examples)
    n += hold(_any_situation(), _nonplayer_in_step, max_examples)
    return Outcome(examples=n)


# 5. Public contracts vanish only at rounds 10 and 13, one at a time, and
# never once claimed.


def _contracts_in_game(game: GameCase) -> str:
    for before, after, log in _rounds(game):
        if len(after.contracts) != TEXT_PUBLIC_CONTRACTS:
            return f"round {log.round}: {len(after.contracts)} public contracts, not 3"
        was = {k.id: k.state for k in before.contracts}
        now = {k.id: k.state for k in after.contracts}
        for kid, state in was.items():
            if state is not ContractState.OPEN and now[kid] is not state:
                return f"round {log.round}: {kid} went from {state.value} to {now[kid].value}"
        removed = sorted(k for k in now if now[k] is ContractState.REMOVED
                         and was[k] is not ContractState.REMOVED)
        unclaimed = [k for k in was if was[k] is ContractState.OPEN]
        if log.round not in TEXT_TIMING_ROUNDS:
            if removed or log.contract_removed:
                return f"round {log.round} has no timing counter, yet {removed} was removed"
            continue
        if len(removed) > 1:
            return f"round {log.round}: {removed} were removed, more than one"
        if removed != ([log.contract_removed] if log.contract_removed else []):
            return (f"round {log.round}: the log names {log.contract_removed!r} as removed, "
                    f"the state shows {removed}")
        if unclaimed and not removed:
            return (f"round {log.round} has a timing counter and {unclaimed} "
                    f"were unclaimed, yet nothing was removed")
        if log.player.claimed and log.player.claimed in removed:
            return f"round {log.round}: {log.player.claimed} was both claimed and removed"
    return ""


def contracts_vanish_on_time(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), _contracts_in_game, max_examples))


# 6. The same seed gives the same game.


def _same_game(game: GameCase) -> str:
    first = play_game(game.seed, game.rulings, silent())
    second = play_game(game.seed, game.rulings, silent())
    if first != second:
        return "two games from the same seed differ"
    traced = Trace(on=True)
    with_trace = play_game(game.seed, game.rulings, traced)
    if with_trace != first:
        return "the same game differs with tracing on and off"
    again = Trace(on=True)
    play_game(game.seed, game.rulings, again)
    if again.steps != traced.steps:
        return "two traces of the same game differ"
    stepwise = tuple(log for _, _, log in _rounds(game))
    if stepwise != first.rounds:
        return "playing round by round gives other rounds than playing the whole game"
    return ""


def _same_step(case: Case) -> str:
    first = _step(case)
    if _step(case) != first:
        return "the same solo step gives two different results"
    if _step(case, Trace(on=True)) != first:
        return "the solo step differs with tracing on and off"
    return ""


def same_seed_same_game(max_examples: int) -> Outcome:
    n = hold(games(), _same_game, max_examples)
    n += hold(_any_situation(), _same_step, max_examples)
    return Outcome(examples=n)


# 7. A tie for "the tile farthest behind" that the text does not settle.


def _last_tile_first(seed: int = 1) -> Case:
    """Round 1 with the last-tile card on top of the deck: no tile has moved
    yet, so all seven are equally far behind."""
    start = setup(seed)
    last = tuple(k for k in data.DEFAULT_DECK if k.effect is Effect.LAST_TILE_PLUS_TWO)
    rest = tuple(k for k in start.deck.draw_pile if k not in last)
    return Case(seed, build_state(seed, deck=Deck(last + rest)), in_force())


def consults_farthest_tie(case: Case) -> str:
    trace = Trace(on=True)
    _step(case, trace)
    for s in trace.steps:
        if s.ruling.partition("=")[0] == TIE:
            return f"the trace consults {s.ruling}"
    return ""


def _tie_draft(case: Case) -> Draft:
    state = case.state
    wheel = state.wheel
    trace = Trace(on=True)
    _, step = _step(case, trace)
    # Cards drawn before the last-tile card in the same step moved nothing, so
    # the wheel it saw is the wheel of the situation.
    oldest = min(wheel.placed(t).moved_at for t in wheel.tiles())
    tied = [t for t in wheel.tiles() if wheel.placed(t).moved_at == oldest]
    when = "since setup" if oldest == 0 else f"since move {oldest}"
    chosen = next(s.winner for s in trace.steps if s.ruling.partition("=")[0] == TIE)
    summary = (f"The last-tile card moves 'the tile farthest behind', but {len(tied)} tiles "
               f"({', '.join(tied)}) are equally far behind: none has moved {when}. The text "
               f"does not say which one moves; ruling {TIE} settles it (by default the first "
               f"on the wheel, here {chosen}).")
    text = witness_toml(
        title="Which tile is farthest behind when several tie?",
        question=("The last-tile card comes up while several tiles have not moved for "
                  "equally long. Which tile does it move?"),
        seed=case.seed, state=state, rulings=case.rulings,
        expect=_expect(step, "drawn", "moved"))
    replay_witness(text)
    return Draft(FindingKind.UNRESOLVED_TIE, (c.LAST_TILE_PLUS_TWO.id,), summary,
                 "last-tile-tie", text, TIE)


def tie_situations() -> st.SearchStrategy[Case]:
    """Where to look for ties: made-up situations and situations from play,
    under the default readings."""
    return st.one_of(situations(), game_situations(st.just(in_force())))


def farthest_behind_ties(max_examples: int) -> Outcome:
    found = search(tie_situations(), consults_farthest_tie, max_examples,
                   explicit=(_last_tile_first(),))
    drafts = (_tie_draft(found.failure[0]),) if found.failure is not None else ()
    return Outcome(drafts=drafts, examples=found.examples)


# Conservation: the wheel, the displays, the dice and the reputation tiles.


def _display_cards(display: Display) -> Counter[str]:
    return Counter([k for k in display.row if k] + list(display.pile) + list(display.removed))


def _pieces_problem(before: SoloState, after: SoloState, when: str) -> str:
    wheel = after.wheel
    tiles = wheel.tiles()
    if sorted(tiles) != sorted(data.TILES):
        return f"{when}: the wheel holds {sorted(tiles)}, not the 7 tiles once each"
    for q, quadrant in enumerate(wheel.quadrants):
        if q != data.START_QUADRANT and len(quadrant) > wheel.capacity:
            return (f"{when}: quadrant {q + 1} holds {len(quadrant)} tiles, more than its "
                    f"capacity {wheel.capacity}")
    for name, old, new in (("orders", before.orders, after.orders),
                           ("helpers", before.helpers, after.helpers)):
        if len(new.row) != len(old.row):
            return f"{when}: the {name} row has {len(new.row)} places, not {len(old.row)}"
        if _display_cards(new) != _display_cards(old):
            return f"{when}: the {name} (row, pile and removed) gained or lost cards"
    colours = sorted(d.colour for d in after.lumber_yard)
    if colours != sorted(d.colour for d in before.lumber_yard):
        return f"{when}: the lumber yard holds dice {colours}"
    if any(not 1 <= d.value <= data.DIE_FACES for d in after.lumber_yard):
        return f"{when}: a die shows a face outside 1 to {data.DIE_FACES}"
    rep = after.reputation
    spaces = sorted(t.space for t in rep.tiles + rep.taken + rep.removed)
    if spaces != sorted(t.space for t in data.REPUTATION_TILES):
        return f"{when}: the reputation tiles on, taken and removed are {spaces}"
    return ""


def _pieces_in_game(game: GameCase) -> str:
    start = setup(game.seed)
    if sorted(start.orders.row + start.orders.pile) != sorted(data.ORDER_PILE):
        return "setup does not lay out every order"
    if sorted(start.helpers.row + start.helpers.pile) != sorted(data.HELPER_PILE):
        return "setup does not lay out every helper"
    for before, after, log in _rounds(game):
        problem = _pieces_problem(before, after, f"round {log.round}")
        if problem:
            return problem
    return ""


def _pieces_in_step(case: Case) -> str:
    after, _ = _step(case)
    return _pieces_problem(case.state, after, "the solo step")


def pieces_conserved(max_examples: int) -> Outcome:
    n = hold(games(), _pieces_in_game, max_examples)
    n += hold(_any_situation(), _pieces_in_step, max_examples)
    return Outcome(examples=n)


# Registration.

for _check in (
    Check("woodcraft.game-length", GAME, "property",
          "Does every solo game last exactly 14 rounds, with income after rounds 4, 8, 11 "
          "and 14, under every reading of every ruling?",
          (c.FOURTEEN_ROUNDS.id, c.INCOME.id, c.ROUND_ORDER.id, c.ADVANCE_ROUND.id),
          game_length),
    Check("woodcraft.deck-never-empty", GAME, "property",
          "Is a solo card never drawn from an empty deck, and do deck and discard always "
          "hold the same cards?",
          (c.RESHUFFLE.id, c.DRAW_CARD.id, c.SOLO_DECK.id, c.NO_TILE_MOVED.id),
          deck_never_empty),
    Check("woodcraft.step-moves-a-tile", GAME, "property",
          "Does every solo step with the default deck move at least one tile?",
          (c.NO_TILE_MOVED.id, c.SKIP_BLOCKED.id, c.TWO_TILES.id, c.ONE_TILE_PLUS_ONE.id,
           c.LAST_TILE_PLUS_TWO.id),
          step_moves_a_tile),
    Check("woodcraft.custom-deck-moves-a-tile", GAME, "property",
          "Does every solo step move at least one tile, whatever the solo cards show?",
          (c.NO_TILE_MOVED.id, c.SKIP_BLOCKED.id, c.RESHUFFLE.id),
          custom_deck_moves_a_tile),
    Check("woodcraft.nonplayer-never-back", GAME, "property",
          "Does the nonplayer counter only ever move up the reputation track, and never "
          "past its last space?",
          (c.NONPLAYER_COUNTER.id, c.ONE_TILE_PLUS_ONE.id, c.LAST_TILE_PLUS_TWO.id,
           c.NONPLAYER_REMOVES.id),
          nonplayer_never_back),
    Check("woodcraft.contracts-vanish-on-time", GAME, "property",
          "Is exactly one unclaimed public contract removed at each of rounds 10 and 13 "
          "(none if all are claimed), none at other rounds, and never a claimed one?",
          (c.CONTRACT_REMOVAL.id, c.NO_UNCLAIMED.id, c.TIMING_COUNTERS.id,
           c.PUBLIC_CONTRACTS.id),
          contracts_vanish_on_time),
    Check("woodcraft.same-seed-same-game", GAME, "property",
          "Does the same seed always give the same game, with tracing on or off?",
          (c.SOLO_DECK.id, c.RESHUFFLE.id, c.CONTRACT_REMOVAL.id, c.REROLL_DICE.id),
          same_seed_same_game),
    Check("woodcraft.farthest-behind-ties", GAME, "property",
          "Does the text always single out 'the tile farthest behind' for the last-tile "
          "card?",
          (c.LAST_TILE_PLUS_TWO.id,),
          farthest_behind_ties),
    Check("woodcraft.pieces-conserved", GAME, "property",
          "Does the wheel always hold the 7 tiles once each within capacity, and are "
          "orders, helpers, dice and reputation tiles never created or lost?",
          (c.TWO_TILES.id, c.SKIP_BLOCKED.id, c.REMOVE_ORDERS.id, c.REMOVE_HELPERS.id,
           c.REROLL_DICE.id, c.NONPLAYER_REMOVES.id, c.FIRST_TO_REACH.id),
          pieces_conserved),
):
    check.register(_check)

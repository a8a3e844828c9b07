"""Hypothesis strategies for Woodcraft solo situations, and the witness files
built from them.

Every state generated here is one a situation file can state: ``build_state``
starts from ``setup(seed)`` and overrides exactly the fields the Woodcraft
adapter reads back (round, score, wheel, deck, reputation track, contracts),
so a witness written with ``witness_toml`` loads into an equal state and
``automa decide`` replays the very decision the property saw.

The strategies shrink towards the setup position (every tile in the start
quadrant, unmoved), the default deck in its printed order, an untouched
reputation track and open contracts, which keeps shrunk witnesses short.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from hypothesis import strategies as st

from spec.core.deck import Deck
from spec.core.rulings import Rulings
from spec.core.trace import silent
from spec.core.values import evolve
from spec.woodcraft import data
from spec.woodcraft import rulings as _rulings  # noqa: F401 - registers the rulings
from spec.woodcraft.game import play_round, round_start
from spec.woodcraft.setup import setup
from spec.woodcraft.model import (
    Contract,
    ContractState,
    Effect,
    Placed,
    Reputation,
    ReputationTile,
    SoloCard,
    SoloState,
    Wheel,
)
from spec.woodcraft.player import player_turn

from ..adapters.woodcraft import situation_toml
from ..games import Json
from ..rulesets import in_force
from .shared import GameCase, replay_text, rulings_for, seeds, witness_text

GAME = "woodcraft"


@dataclass(frozen=True)
class Case:
    """A generated solo-card situation: the state, the seed it was built on
    (dice, order and helper piles come from it) and the readings in force."""

    seed: int
    state: SoloState
    rulings: Rulings


def rulings(only: Mapping[str, Sequence[str]] | None = None) -> st.SearchStrategy[Rulings]:
    """A reading for every Woodcraft ruling; ``only`` narrows some of them."""
    return rulings_for(GAME, only)


@st.composite
def wheels(draw: st.DrawFn, capacity: int = data.QUADRANT_CAPACITY) -> Wheel:
    """Any wheel the rules allow: each quadrant but the start one holds at most
    ``capacity`` tiles; move times are distinct and leave room for the moves
    each tile's position needs; within a quadrant tiles stand in arrival order.

    Three times in four one quadrant is filled up first and a tile put in
    the quadrant before it, so that tiles which cannot move (the rare special
    case) are common rather than rare.
    """
    counts = [0] * 4
    where: dict[str, int] = {}
    others = [q for q in range(4) if q != data.START_QUADRANT]
    crowded = draw(st.sampled_from([None, *others]))
    if crowded is not None:
        order = draw(st.permutations(data.TILES))
        behind = (crowded - 1) % 4
        for tile in order[:capacity]:
            where[tile] = crowded
        for tile in order[capacity:capacity + 1]:
            where[tile] = behind
        for q in where.values():
            counts[q] += 1
    for tile in data.TILES:
        if tile in where:
            continue
        q = draw(st.integers(0, 3))
        # Falling back to the start quadrant (rather than filtering) keeps
        # small capacities cheap to generate and shrinks towards setup.
        if q != data.START_QUADRANT and counts[q] >= capacity:
            q = data.START_QUADRANT
        counts[q] += 1
        where[tile] = q
    moved = [t for t in data.TILES if where[t] != data.START_QUADRANT or draw(st.booleans())]
    ages: dict[str, int] = {}
    clock = 0
    for tile in draw(st.permutations(moved)):
        # Each tile's own moves come before its last move, and every move
        # takes one tick of the clock: a tile in quadrant q has moved at
        # least q times (4 if it went all the way round to the start).
        clock += fewest_moves(where[tile]) + draw(st.integers(0, 2))
        ages[tile] = clock
    return wheel_from(where, ages, capacity)


def fewest_moves(quadrant: int) -> int:
    """How many times, at least, a tile that has moved since setup and now
    stands in ``quadrant`` has moved."""
    return (quadrant - data.START_QUADRANT) % 4 or 4


def wheel_from(where: Mapping[str, int], ages: Mapping[str, int], capacity: int) -> Wheel:
    """The wheel with each tile in quadrant ``where[t]`` and last moved at
    ``ages[t]`` (0 or absent: not since setup), tiles in arrival order."""
    def arrival(tile: str) -> tuple[int, int]:
        return ages.get(tile, 0), data.TILES.index(tile)

    quadrants = tuple(
        tuple(Placed(t, ages.get(t, 0))
              for t in sorted((t for t in data.TILES if where[t] == q), key=arrival))
        for q in range(4)
    )
    return Wheel(quadrants, capacity)


def split_deck(cards: Sequence[SoloCard], in_discard: int) -> Deck[SoloCard]:
    """The deck with its last ``in_discard`` cards already on the discard pile."""
    cut = len(cards) - in_discard
    return Deck(tuple(cards[:cut]), tuple(cards[cut:]))


@st.composite
def default_decks(draw: st.DrawFn) -> Deck[SoloCard]:
    """The ten default cards in any order, any number of them already discarded."""
    order = draw(st.permutations(data.DEFAULT_DECK))
    return split_deck(order, draw(st.integers(0, len(order))))


@st.composite
def custom_cards(draw: st.DrawFn, favour: tuple[str, ...] = ()) -> SoloCard:
    """Any card face the situation files accept (its id is set by the deck).

    Tiles in ``favour`` are offered three times as often as all tiles
    together: the caller passes the tiles that cannot move, the faces that
    stress the redraw rule.
    """
    effect = draw(st.sampled_from(list(Effect)))
    tile = st.sampled_from(data.TILES)
    if favour:
        preferred = st.sampled_from(favour)
        tile = st.one_of(preferred, preferred, preferred, tile)
    tiles: tuple[str, ...]
    if effect is Effect.LAST_TILE_PLUS_TWO:
        tiles = ()
    elif effect is Effect.ONE_TILE_PLUS_ONE:
        tiles = (draw(tile),)
    else:
        tiles = tuple(draw(st.lists(tile, min_size=1, max_size=2, unique=True)))
    marked: tuple[int, ...] = ()
    dice: tuple[str, ...] = ()
    if effect in (Effect.REMOVE_ORDERS, Effect.REMOVE_HELPERS):
        row = data.ORDER_ROW if effect is Effect.REMOVE_ORDERS else data.HELPER_ROW
        marked = tuple(draw(st.lists(st.integers(1, row), max_size=row, unique=True)))
    elif effect is Effect.REROLL_DICE:
        dice = tuple(draw(st.lists(st.sampled_from(data.DICE_COLOURS), max_size=3, unique=True)))
    return SoloCard("", tiles, effect, marked, dice)


@st.composite
def custom_decks(draw: st.DrawFn, favour: tuple[str, ...] = ()) -> Deck[SoloCard]:
    """A deck of 1 to 10 made-up cards (ids X1, X2, ...), any number discarded."""
    faces = draw(st.lists(custom_cards(favour), min_size=1, max_size=data.SOLO_DECK_SIZE))
    cards = [evolve(face, id=f"X{i + 1}") for i, face in enumerate(faces)]
    return split_deck(cards, draw(st.integers(0, len(cards))))


def stuck_decks(wheel: Wheel) -> st.SearchStrategy[Deck[SoloCard]]:
    """Made-up decks whose cards often name the tiles that cannot move on ``wheel``."""
    return custom_decks(tuple(t for t in wheel.tiles() if wheel.why_blocked(t)))


@st.composite
def reputations(draw: st.DrawFn) -> Reputation:
    """Your marker and the nonplayer counter anywhere on the track; tiles
    above both are still there, the others were taken by you (only those at
    or below your marker) or removed."""
    last = data.TRACK_LAST_SPACE
    player = draw(st.integers(0, last))
    nonplayer = draw(st.integers(0, last))
    tiles: list[ReputationTile] = []
    taken: list[ReputationTile] = []
    removed: list[ReputationTile] = []
    for tile in data.REPUTATION_TILES:
        if tile.space > max(player, nonplayer):
            tiles.append(tile)
        elif tile.space <= player and draw(st.booleans()):
            taken.append(tile)
        else:
            removed.append(tile)
    this_round: tuple[int, ...] = ()
    if taken:
        took_last_this_round: bool = draw(st.booleans())
        if took_last_this_round:
            this_round = (taken[-1].space,)
    return Reputation(last, player, nonplayer, tuple(tiles), tuple(taken), tuple(removed),
                      this_round)


@st.composite
def contracts(draw: st.DrawFn) -> tuple[Contract, ...]:
    states = st.sampled_from(list(ContractState))
    return tuple(Contract(i, p, draw(states)) for i, p in data.CONTRACT_POINTS)


def build_state(
    seed: int,
    *,
    round: int = 1,
    score: int = 0,
    wheel: Wheel | None = None,
    deck: Deck[SoloCard] | None = None,
    reputation: Reputation | None = None,
    contract_states: tuple[Contract, ...] | None = None,
) -> SoloState:
    """``setup(seed)`` with the fields a situation file may override replaced,
    exactly as the adapter rebuilds them (the move count is the latest move
    time on the wheel)."""
    state = setup(seed)
    # ``is None`` rather than ``or``: a deck with an empty draw pile is falsy.
    wheel = state.wheel if wheel is None else wheel
    clock = max(p.moved_at for q in wheel.quadrants for p in q)
    return evolve(
        state,
        round=round,
        score=score,
        wheel=wheel,
        clock=clock,
        deck=state.deck if deck is None else deck,
        reputation=state.reputation if reputation is None else reputation,
        contracts=state.contracts if contract_states is None else contract_states,
    )


def before_solo_step(seed: int, rulings: Rulings, round: int) -> SoloState:
    """The state of the game from ``seed`` just before the solo card of
    ``round`` is drawn (after the timing counters and your turn)."""
    state = setup(seed)
    while state.round < round:
        state, _ = play_round(state, rulings, silent())
    state, _ = round_start(state, silent())
    state, _ = player_turn(state, silent())
    return state


# A deck strategy, or a function giving one for the wheel (decks built to suit it).
Decks = st.SearchStrategy[Deck[SoloCard]]
DeckSource = Decks | Callable[[Wheel], Decks]


@st.composite
def situations(
    draw: st.DrawFn,
    decks: DeckSource | None = None,
    capacities: st.SearchStrategy[int] | None = None,
    readings: st.SearchStrategy[Rulings] | None = None,
) -> Case:
    """A solo-card situation at any round: by default the default deck at the
    default capacity, under the default readings. ``decks`` may be a function
    of the wheel, for decks built to suit it."""
    seed = draw(seeds())
    capacity = draw(capacities if capacities is not None else st.just(data.QUADRANT_CAPACITY))
    wheel = draw(wheels(capacity))
    if decks is None:
        deck = draw(default_decks())
    elif isinstance(decks, st.SearchStrategy):
        deck = draw(decks)
    else:
        deck = draw(decks(wheel))
    state = build_state(
        seed,
        round=draw(st.integers(1, data.LAST_ROUND)),
        score=draw(st.integers(0, 200)),
        wheel=wheel,
        deck=deck,
        reputation=draw(reputations()),
        contract_states=draw(contracts()),
    )
    return Case(seed, state, draw(readings if readings is not None else st.just(in_force())))


@st.composite
def game_situations(draw: st.DrawFn, readings: st.SearchStrategy[Rulings] | None = None) -> Case:
    """Situations that arise in play: a whole game from a seed, stopped just
    before the solo card of some round.

    The state is rebuilt from the fields a situation file states (the
    displays, dice and generator come from the seed's setup), so that a
    witness replays exactly the situation that was checked.
    """
    game = draw(games(readings))
    played = before_solo_step(game.seed, game.rulings, draw(st.integers(1, data.LAST_ROUND)))
    state = build_state(game.seed, round=played.round, score=played.score, wheel=played.wheel,
                        deck=played.deck, reputation=played.reputation,
                        contract_states=played.contracts)
    return Case(game.seed, state, game.rulings)


def games(readings: st.SearchStrategy[Rulings] | None = None) -> st.SearchStrategy[GameCase]:
    """Whole games: a seed and, by default, any reading of every ruling."""
    return st.builds(GameCase, seeds(), readings if readings is not None else rulings())


# Witness files.


def witness_toml(
    *,
    title: str,
    question: str,
    seed: int,
    state: SoloState,
    rulings: Rulings | None = None,
    expect: Mapping[str, Json] | None = None,
) -> str:
    """The full text of a solo-card situation file that recreates ``state``.

    Only readings chosen over the ruleset are written under ``[rulings]``;
    ``expect`` becomes the file's ``[expect]`` table, so that ``automa
    decide`` fails loudly if the witness stops reproducing.
    """
    return witness_text(game=GAME, title=title, question=question, seed=seed,
                        decide="solo-card", tables=situation_toml(state),
                        rulings=in_force() if rulings is None else rulings, expect=expect)


def replay_witness(text: str) -> tuple[SoloState, dict[str, Json]]:
    """Load a witness the way ``automa decide`` does and check its [expect].

    Returns the state the file describes and the decision. Raises
    AssertionError if the file does not load or contradicts its [expect]:
    a witness that does not reproduce its finding is a checker bug.
    """
    state, answer = replay_text(text)
    assert isinstance(state, SoloState)
    return state, answer

"""Setting up a Ghost game: board, Natives, Ghost cards, disks and markers."""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.deck import Deck
from spec.core.rng import Rng
from spec.core.rulings import DEFAULTS, Rulings
from spec.core.trace import Change, Step, Trace

from . import clauses as c
from . import data
from . import rulings as r
from .ghost import PLURAL
from .model import KINDS, Difficulty, GhostCard, GhostState, Natives


@implements(c.DIFFICULTY, c.BOARD, c.GHOST_NATIVES, c.GHOST_CARDS, c.SCORE_DISKS,
            c.TRIBE_CARD, c.GHOST_DISKS, c.ACTION_MARKERS, c.TURN_ORDER_SETUP)
def setup(seed: int, difficulty: Difficulty = Difficulty.MEDIUM, tribe_card: bool = False,
          trace: Trace | None = None, rulings: Rulings = DEFAULTS) -> GhostState:
    """A new Ghost game from a seed."""
    rng = Rng.seeded(seed)
    order, rng = rng.shuffled(tuple(range(len(data.GHOST_CARDS))))
    sides = rulings(r.CARD_SIDES)
    cards = []
    for i in order[: data.CARDS_IN_PLAY]:
        # The side is drawn under every reading, so that the rest of the setup
        # (Masks, Progress and Advanced tiles) is the same whichever is read.
        side, rng = rng.below(2)
        cards.append(_side(data.GHOST_CARDS[i], side, sides))
    masks, rng = Deck.shuffled_from(data.MASK_CARDS, rng)
    progress = []
    for pool in data.PROGRESS_POOL:
        tiles, rng = rng.shuffled(pool)
        progress.append(tuple(sorted(tiles[: data.PROGRESS_PER_LEVEL])))
    advanced, rng = rng.shuffled(data.ADVANCED_POOL)
    total = sum(k.points for k in cards)
    seven = data.NATIVES_PER_KIND
    state = GhostState(
        year=1,
        difficulty=difficulty,
        cards=tuple(cards),
        masks=((),) * len(cards),
        mask_deck=masks,
        turn=0,
        progress_disk=1,
        progress=tuple(progress),
        advanced=advanced[: data.ADVANCED_FACE_UP],
        advanced_disk=0,
        mask_space=(1, 1),
        score_disks=(total // 2, total - total // 2),
        ghost_home=Natives(seven, seven, seven),
        player_home=Natives(seven, seven, seven),
        player_long_house=Natives(0, 0, 0),
        player_outposts=data.PLAYER_OUTPOSTS,
        territories=data.TERRITORIES,
        player_first=True,
        rng=rng,
        player_score=0,
        objectives_done=(),
        tribe_card=tribe_card,
    )
    if trace is not None and trace.on:
        _trace_setup(state, sides, trace)
    return state


def _side(card: tuple[GhostCard, GhostCard], drawn: int, sides: r.CardSides) -> GhostCard:
    """The side of ``card`` laid up: the one drawn, or by its printed points."""
    a, b = card
    if sides is r.CardSides.FEWER_POINTS:
        return b if b.points < a.points else a
    if sides is r.CardSides.MORE_POINTS:
        return b if b.points > a.points else a
    return card[drawn]


def _trace_setup(state: GhostState, sides: r.CardSides, trace: Trace) -> None:
    # Each change reads the state just built: before setup the table is empty.
    worth = data.OBJECTIVE_POINTS[state.difficulty]
    trace.change(c.DIFFICULTY.id, f"Each completed Objective will be worth {worth} "
                                  f"point{'' if worth == 1 else 's'}",
                 Change("the game", "difficulty", "not chosen", state.difficulty.value))
    trace.change(c.BOARD.id, "Board as for two players, with its Progress tiles and the "
                             "Advanced Action row",
                 *(Change(f"Progress Level {i + 1}", "tiles", (), tiles)
                   for i, tiles in enumerate(state.progress)),
                 Change("the Advanced Action row", "tiles", (), state.advanced))
    trace.change(c.GHOST_NATIVES.id, "The Ghost's Natives go into the other Home",
                 *(Change("the Ghost", f"{PLURAL[kind]} at Home", 0, state.ghost_home.of(kind))
                   for kind in KINDS))
    boxed = tuple(a.id[:-1] for a, b in data.GHOST_CARDS
                  if a not in state.cards and b not in state.cards)
    how = {r.CardSides.RANDOM: "each card's side is drawn at random",
           r.CardSides.FEWER_POINTS: "each card shows its side of fewer printed points",
           r.CardSides.MORE_POINTS: "each card shows its side of more printed points"}[sides]
    trace.add(Step(c.GHOST_CARDS.id, f"The text lets either side be up; under this reading "
                                     f"{how}.", ruling=r.CARD_SIDES.cite(sides)))
    trace.change(c.GHOST_CARDS.id, "Three Ghost cards are laid in a row; the fourth is boxed",
                 Change("the table", "Ghost cards, left to right", (),
                        tuple(k.id for k in state.cards)),
                 Change("the box", "Ghost cards", (), boxed))
    trace.change(c.SCORE_DISKS.id, f"The score disks show the printed total "
                                   f"{state.printed_total}",
                 Change("score disk 1", "points", 0, state.score_disks[0]),
                 Change("score disk 2", "points", 0, state.score_disks[1]),
                 Change("the Ghost", "score", 0, state.ghost_score))
    trace.note(c.TRIBE_CARD.id, "You keep a Tribe card." if state.tribe_card
               else "No Tribe card (the option is not taken).")
    row, space = state.mask_space
    under = (state.advanced[state.advanced_disk] if state.advanced_disk < len(state.advanced)
             else "no tile")
    trace.change(c.GHOST_DISKS.id, "The three Ghost disks go on the board",
                 Change("the Ghost's Progress disk", "level", "off the board",
                        state.progress_disk),
                 Change("the Ghost's Mask disk", "space", "off the board",
                        f"row {row}, space {space}"),
                 Change("the Ghost's Advanced disk", "tile above it", "off the board", under))
    trace.change(c.ACTION_MARKERS.id, "The Ghost Action markers go on the Ghost cards",
                 Change("the Ghost", "Action markers on its cards", 0,
                        data.GHOST_TURNS_PER_YEAR - state.turn))
    first, second = ("you", "the Ghost") if state.player_first else ("the Ghost", "you")
    trace.change(c.TURN_ORDER_SETUP.id, f"Turn order: {first} on space 1, {second} on space 2",
                 Change("turn order", "first", "not set", first))

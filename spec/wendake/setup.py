"""Setting up a Ghost game: board, Natives, Ghost cards, disks and markers."""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.deck import Deck
from spec.core.rng import Rng
from spec.core.trace import Trace

from . import clauses as c
from . import data
from .model import Difficulty, GhostState, Natives


@implements(c.DIFFICULTY, c.BOARD, c.GHOST_NATIVES, c.GHOST_CARDS, c.SCORE_DISKS,
            c.TRIBE_CARD, c.GHOST_DISKS, c.ACTION_MARKERS, c.TURN_ORDER_SETUP)
def setup(seed: int, difficulty: Difficulty = Difficulty.MEDIUM, tribe_card: bool = False,
          trace: Trace | None = None) -> GhostState:
    """A new Ghost game from a seed."""
    rng = Rng.seeded(seed)
    order, rng = rng.shuffled(tuple(range(len(data.GHOST_CARDS))))
    cards = []
    for i in order[: data.CARDS_IN_PLAY]:
        side, rng = rng.below(2)
        cards.append(data.GHOST_CARDS[i][side])
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
        # Each note reads the state just built, so it says what setup did.
        worth = data.OBJECTIVE_POINTS[state.difficulty]
        home = state.ghost_home
        trace.note(c.DIFFICULTY.id, f"Difficulty {state.difficulty.value}: each completed "
                                    f"Objective is worth {worth} point(s).")
        trace.note(c.BOARD.id, "Board as for two players; Progress tiles: " + "; ".join(
            f"Level {i + 1}: {', '.join(lv)}" for i, lv in enumerate(state.progress)) + ".")
        trace.note(c.GHOST_NATIVES.id, f"The Ghost's {home.warrior + home.woman + home.hunter} "
                                       f"Natives ({home.warrior} Warriors, {home.woman} Women, "
                                       f"{home.hunter} Hunters) go into the other Home.")
        boxed = [a.id[:-1] for a, b in data.GHOST_CARDS
                 if a not in state.cards and b not in state.cards]
        trace.note(c.GHOST_CARDS.id, f"Ghost cards, left to right: "
                                     f"{', '.join(k.id for k in state.cards)}; "
                                     f"{', '.join(boxed) or 'none'} boxed.")
        trace.note(c.SCORE_DISKS.id, f"Score disks at {state.score_disks[0]} and "
                                     f"{state.score_disks[1]}: the printed total "
                                     f"{state.printed_total}.")
        trace.note(c.TRIBE_CARD.id, "You keep a Tribe card." if state.tribe_card
                   else "No Tribe card (the option is not taken).")
        row, space = state.mask_space
        under = (state.advanced[state.advanced_disk] if state.advanced_disk < len(state.advanced)
                 else "no tile")
        trace.note(c.GHOST_DISKS.id, f"Ghost disks: Progress at Level {state.progress_disk}, "
                                     f"Mask on row {row}, space {space}, Advanced under "
                                     f"{under}.")
        trace.note(c.ACTION_MARKERS.id, f"The {data.GHOST_TURNS_PER_YEAR - state.turn} Ghost "
                                        f"Action markers wait on the Ghost cards.")
        first, second = ("you", "the Ghost") if state.player_first else ("the Ghost", "you")
        trace.note(c.TURN_ORDER_SETUP.id, f"Turn order: {first} on space 1, {second} on "
                                          f"space 2.")
    return state

"""Setting up a solo game: the shared pieces as for two players, one player board."""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.deck import Deck
from spec.core.rng import Rng
from spec.core.trace import Trace

from . import clauses as c
from . import data
from .model import Contract, Die, Display, Placed, Reputation, SoloCard, SoloState, Wheel


@implements(
    c.TWO_PLAYER_SETUP,
    c.OWN_BOARD_ONLY,
    c.PUBLIC_CONTRACTS,
    c.TIMING_COUNTERS,
    c.NONPLAYER_COUNTER,
    c.SOLO_DECK,
)
def setup(seed: int, deck: tuple[SoloCard, ...] = data.DEFAULT_DECK,
          trace: Trace | None = None) -> SoloState:
    """A new solo game: shared pieces as for two players, one player board."""
    rng = Rng.seeded(seed)
    solo_deck, rng = Deck.shuffled_from(deck, rng)
    orders, rng = rng.shuffled(data.ORDER_PILE)
    helpers, rng = rng.shuffled(data.HELPER_PILE)
    dice: list[Die] = []
    for colour in data.DICE_COLOURS:
        for _ in range(data.DICE_PER_COLOUR):
            face, rng = rng.below(data.DIE_FACES)
            dice.append(Die(colour, face + 1))
    start = tuple(Placed(t, 0) for t in data.TILES)
    quadrants = tuple(start if q == data.START_QUADRANT else () for q in range(4))
    state = SoloState(
        round=1,
        wheel=Wheel(quadrants, data.QUADRANT_CAPACITY),
        deck=solo_deck,
        orders=Display(orders[: data.ORDER_ROW], orders[data.ORDER_ROW :]),
        helpers=Display(helpers[: data.HELPER_ROW], helpers[data.HELPER_ROW :]),
        lumber_yard=tuple(dice),
        reputation=Reputation(data.TRACK_LAST_SPACE, 0, 0, data.REPUTATION_TILES),
        contracts=tuple(Contract(i, p) for i, p in data.CONTRACT_POINTS),
        clock=0,
        rng=rng,
        score=0,
    )
    if trace is not None and trace.on:
        # Each note reads the state just built, so it says what setup did.
        full = [q + 1 for q, tiles in enumerate(state.wheel.quadrants) if tiles]
        trace.note(c.TWO_PLAYER_SETUP.id, f"Shared pieces as for two players: the wheel with "
                                          f"all {len(state.wheel.tiles())} action tiles in "
                                          f"quadrant {', '.join(map(str, full))}, rows of "
                                          f"{len(state.orders.row)} orders and "
                                          f"{len(state.helpers.row)} helpers, "
                                          f"{len(state.lumber_yard)} dice in the lumber yard.")
        trace.note(c.PUBLIC_CONTRACTS.id, f"{len(state.contracts)} public contracts: "
                                          f"{', '.join(k.id for k in state.contracts)}.")
        trace.note(c.TIMING_COUNTERS.id, f"Timing counters on rounds "
                                         f"{' and '.join(map(str, data.TIMING_ROUNDS))}.")
        trace.note(c.NONPLAYER_COUNTER.id, f"The nonplayer counter starts on space "
                                           f"{state.reputation.nonplayer} of the reputation "
                                           f"track.")
        trace.note(c.SOLO_DECK.id, f"The {len(state.deck.draw_pile)} solo cards are shuffled: "
                                   f"{', '.join(k.id for k in state.deck.draw_pile)} "
                                   f"(top first).")
    return state

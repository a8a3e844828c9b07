"""Setting up a solo game: the shared pieces as for two players, one player board."""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.deck import Deck
from spec.core.rng import Rng
from spec.core.trace import Change, Trace

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
        # Each change reads the state just built: before setup nothing is on
        # the table, and the solo cards lie in the order they were given.
        full = [(q, tiles) for q, tiles in enumerate(state.wheel.quadrants) if tiles]
        trace.change(c.TWO_PLAYER_SETUP.id, "Shared pieces as for two players",
                     *(Change(f"quadrant {q + 1} of the wheel", "action tiles", (),
                              tuple(p.tile for p in tiles)) for q, tiles in full),
                     Change("the orders row", "cards", ("empty",) * len(state.orders.row),
                            tuple(state.orders.row)),
                     Change("the helpers row", "cards", ("empty",) * len(state.helpers.row),
                            tuple(state.helpers.row)),
                     Change("the lumber yard", "dice", 0, len(state.lumber_yard)))
        trace.change(c.PUBLIC_CONTRACTS.id, f"{len(state.contracts)} public contracts are laid "
                                            f"out",
                     *(Change(k.id, "state", "not laid out", k.state.value)
                       for k in state.contracts))
        trace.change(c.TIMING_COUNTERS.id, "The two timing counters go on the round track",
                     Change("the round track", "timing counters on rounds", (),
                            data.TIMING_ROUNDS))
        trace.change(c.NONPLAYER_COUNTER.id, "The nonplayer counter starts on the first space "
                                             "of the reputation track",
                     Change("the nonplayer counter", "space", "off the board",
                            state.reputation.nonplayer))
        trace.change(c.SOLO_DECK.id, f"The {len(state.deck.draw_pile)} solo cards are shuffled",
                     Change("the solo deck", "cards, top first", tuple(k.id for k in deck),
                            tuple(k.id for k in state.deck.draw_pile)))
    return state

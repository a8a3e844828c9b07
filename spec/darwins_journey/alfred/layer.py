"""Alfred as a layer on the base game: the base rules he changes, and how.

The base game asks ``Game.layer`` wherever a solo bot may play by other
rules (``spec.darwins_journey.layer``); ``ALFRED`` is his answer. Each entry
is marked with what it changes and the clause that says so; every rule not
named here is the base game's, unchanged.
"""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.trace import Change, Trace
from spec.core.values import evolve

from ..layer import Layer
from ..sources import register_model
from ..state import Game, Player
from . import clauses as cs
from .data import LETTERS


def _his(game: Game, seat: int) -> bool:
    return game.alfred is not None and seat == game.alfred.seat


@implements(cs.NO_TURN_ORDER)
def _no_turn_order(game: Game, trace: Trace) -> Game:
    # Changed: no Turn Order phase; Alfred goes first every round.
    trace.note(cs.NO_TURN_ORDER.id, "solo: no Turn Order phase; Alfred stays first")
    return game


# Alfred's texts subtract every lagging penalty from his board's value times
# the round and do not restate the base game's floor at zero; the spec applies
# the floor. No decision turns on it with the lagging data as assumed: his
# smallest value (3) times the round always covers the largest penalty a Ship
# on O0 can meet (2, 4, 7, 10, 14 in rounds 1 to 5), which a test checks.
BEAGLE_FLOOR_ID = register_model(
    "alfred-beagle-floor",
    """Alfred's Beagle score, his board's value times the round less his lagging
    penalties, is never taken below zero, as the base game's Beagle score is not.
    His texts do not say; no decision turns on it while his smallest board value
    times the round covers the largest lagging penalty a Ship can meet, as it does
    with the assumed penalties (darwins_journey.data.lagging-penalties).""",
    cs.BEAGLE.id,
)


@implements(cs.BEAGLE)
def _beagle_rule(game: Game, player: Player) -> tuple[int, str, str] | None:
    # Changed: Alfred ignores the Beagle Goal tile; his board's value times the round.
    if game.alfred is None or not _his(game, player.seat):
        return None
    gross = game.alfred.beagle_value * game.round
    return (gross, cs.BEAGLE.id, f"Alfred ignores the goal tile: his board's "
            f"{game.alfred.beagle_value} x round {game.round} = {gross} points")


@implements(cs.PLAYER_BEAGLE)
def _your_beagle(game: Game, seat: int, trace: Trace) -> None:
    # Unchanged for you, and said so: you score the tile as in the base game.
    trace.note(cs.PLAYER_BEAGLE.id, "you score the Beagle Goal tile as usual")


def _may_achieve(game: Game, seat: int) -> bool:
    # Changed: Alfred has no Objectives or Crew cards to achieve.
    return not _his(game, seat)


def _scores_all_tents(game: Game, seat: int) -> bool:
    # Changed: his own board prints its points under his fifth Tent, scored
    # when it leaves; the player board's 5 points are not his (registered as
    # the modelling choice "alfred-final-scoring").
    return not _his(game, seat)


@implements(cs.CLEANUP, cs.BONUS_CARDS_SLIDE)
def _after_cleanup(game: Game, trace: Trace) -> Game:
    # Changed: one Objective of each tier (``objectives_shown``); his
    # hammocks empty as the workers come home; his Bonus Track cards slide to
    # the next round's row (the row a card shows is the round's).
    a = game.alfred
    assert a is not None  # the layer is set only on solo games
    if trace.on and a.hammocks:
        name = game.seat_name(a.seat)
        trace.change(cs.CLEANUP.id, "the Cleanup as usual, with one new Objective of each "
                     "tier: his resting workers go home too",
                     Change(name, "workers resting", tuple("ABCD"[r] for r in a.hammocks), ()))
    if trace.on:
        trace.change(cs.BONUS_CARDS_SLIDE.id, "his Bonus Track cards slide under his board",
                     Change("Alfred's Bonus track", "card row showing", game.round,
                            game.round + 1))
    return evolve(game, alfred=evolve(a, hammocks=()))


@implements(cs.LENS_COIN)
def _lens_coin(game: Game, seat: int, trace: Trace) -> None:
    # Unchanged, and said so: the Coin for a worker on his Lens is his too.
    if _his(game, seat):
        trace.note(cs.LENS_COIN.id, "the solo rules pay Alfred this Coin as they would any "
                   "opponent")


def _seat_name(game: Game, seat: int) -> str:
    # Changed: a solo trace names Alfred's seat by his name, yours as usual.
    return "Alfred" if _his(game, seat) else f"player {seat}"


def _worker_name(game: Game, seat: int, row: int) -> str:
    # Changed: Alfred's workers go by his letters, a player's by number.
    if _his(game, seat):
        return f"Alfred worker {LETTERS[row]}"
    return f"player {seat} worker {row}"


ALFRED = Layer(
    "alfred",
    turn_order_phase=False,
    on_no_turn_order=_no_turn_order,
    beagle_rule=_beagle_rule,
    may_achieve=_may_achieve,
    scores_all_tents=_scores_all_tents,
    objectives_shown=1,
    after_cleanup=_after_cleanup,
    on_lens_coin=_lens_coin,
    on_beagle_goal=_your_beagle,
    seat_name=_seat_name,
    worker_name=_worker_name,
)

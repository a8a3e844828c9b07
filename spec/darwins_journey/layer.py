"""What a solo bot changes in the base game, as one value the base game calls.

The base game's phases never ask whether a bot is playing. Where a bot plays
by other rules, the base rule asks the game's ``Layer`` (``Game.layer``) and
the layer answers; the base game's own layer, ``BASE``, answers as the
rulebook does for players. A bot's layer lives in the bot's package
(Alfred's: ``spec.darwins_journey.alfred.layer``) and redefines only the
rules it changes, each one marked there with what changed, in the manner of
a consensus-specs fork.

Every field is a function of the game state (and the seat or player it is
asked about), so one Layer value serves every game it is set on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from spec.core.trace import Trace

if TYPE_CHECKING:
    from .state import Game, Player


def _keep(game: Game, trace: Trace) -> Game:
    return game


def _none(game: Game, player: Player) -> tuple[int, str, str] | None:
    return None


def _everyone(game: Game, seat: int) -> bool:
    return True


def _quiet(game: Game, seat: int, trace: Trace) -> None:
    return None


def _player_n(game: Game, seat: int) -> str:
    return f"player {seat}"


def _worker_n(game: Game, seat: int, row: int) -> str:
    return f"{game.seat_name(seat)} worker {row}"


@dataclass(frozen=True, slots=True)
class Layer:
    name: str
    # The Turn Order phase: does it run? (The solo game has none.)
    turn_order_phase: bool = True
    # Said in the trace where the Turn Order phase is skipped.
    on_no_turn_order: Callable[[Game, Trace], Game] = _keep
    # A player's Beagle goal points before lagging penalties, the clause that
    # states them and how they are reached; None: the goal tile's own count.
    beagle_rule: Callable[[Game, Player], tuple[int, str, str] | None] = _none
    # Who gets the Reward Phase's window to achieve Objectives and Crew cards.
    may_achieve: Callable[[Game, int], bool] = _everyone
    # Whether a player's empty Tent row scores the personal board's points.
    scores_all_tents: Callable[[Game, int], bool] = _everyone
    # How many Objectives of each tier Cleanup lays out.
    objectives_shown: int = 2
    # What the bot resets or says at Cleanup, after the base rules.
    after_cleanup: Callable[[Game, Trace], Game] = _keep
    # Said when a seat is paid the Coin for a worker on its Lens.
    on_lens_coin: Callable[[Game, int, Trace], None] = _quiet
    # Said when a seat scores its Beagle goal the base game's way.
    on_beagle_goal: Callable[[Game, int, Trace], None] = _quiet
    # What a trace calls a seat in a state change: "player 1", or the bot's name.
    seat_name: Callable[[Game, int], str] = _player_n
    # What it calls one worker of a seat (by its row): "player 0 worker 2".
    worker_name: Callable[[Game, int, int], str] = _worker_n


BASE = Layer("base")

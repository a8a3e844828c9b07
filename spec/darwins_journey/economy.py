"""Small rules every action leans on: paying Coins, gaining points and steps,
the Wax Seals a worker has, and opening a frame of icons to perform.
"""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.memo import Memo
from spec.core.rulings import Rulings
from spec.core.values import evolve

from . import clauses as c
from . import rulings as r
from .icons import Icon, Seals
from .state import PURPLE, Frame, Game, Pending, Player, with_player
from .tracks import EVOLUTION_TRACK

LAST_STEP = len(EVOLUTION_TRACK) - 1


@implements(c.RED_COIN_COST)
def can_pay(player: Player, cost: int, rulings: Rulings) -> bool:
    """A red Coin cost must be paid in full, unless the ruling lets a player
    pay what they have."""
    return cost <= player.coins or rulings(r.UNPAYABLE_COST) is r.UnpayableCost.PAY_WHAT_YOU_HAVE


def pay(player: Player, cost: int) -> Player:
    if cost <= 0:
        return player
    return evolve(player, coins=max(0, player.coins - cost))


@implements(c.VICTORY_POINTS, c.VICTORY_POINTS_FIFTY)
def gain_points(player: Player, n: int) -> Player:
    # The +50 book tokens only display a total above 50; the total is what counts.
    return evolve(player, points=player.points + n)


@implements(c.EVOLUTION_ADVANCE)
def advance(player: Player, steps: int) -> Player:
    return evolve(player, evolution=min(LAST_STEP, player.evolution + steps))


def update(game: Game, player: Player) -> Game:
    if game.players[player.seat] is player:
        return game  # the very same player: no copy of the table
    return evolve(game, players=with_player(game, player))


def push(game: Game, icons: tuple[Icon, ...], origin: str, space: str = "") -> Game:
    """Open a frame of icons above the current one: performed at once, in any order."""
    if not icons:
        return game
    frame: Frame = tuple(Pending(icon, origin, space=space) for icon in icons)
    return evolve(game, frames=game.frames + (frame,))


def row_seals(player: Player, row: int) -> tuple[str, ...]:
    """The seals on a worker row, the top worker's printed purple seal included."""
    if row == 0:
        return (PURPLE,)
    return player.rows[row]


_NEEDS: dict[Seals, tuple[tuple[str, int], ...]] = {}


@implements(c.SEAL_REQUIREMENT, c.PURPLE_ANY_COLOUR)
def seal_shortfall(seals: tuple[str, ...], need: Seals, one_colour: bool = False) -> int:
    """How many seals a row lacks for a requirement, once its purple seals
    have stood in for any colour: each for a colour of its own, or, with
    ``one_colour`` (the ``purple-seal-colours`` Ruling's other reading), all
    of the row's purple seals for one and the same colour."""
    wanted = _NEEDS.get(need)
    if wanted is None:  # asked every placement, so the colours are listed once
        wanted = _NEEDS[need] = tuple((colour.value, n) for colour, n in need.items())
    short = 0
    most = 0  # the largest shortfall in a single colour
    for colour, n in wanted:
        have = seals.count(colour)
        if have < n:
            short += n - have
            most = max(most, n - have)
    if short:
        purple = seals.count(PURPLE)
        short = max(0, short - (min(purple, most) if one_colour else purple))
    return short


def purple_one_colour(rulings: Rulings) -> bool:
    """Whether a row's purple seals all stand for one colour (the Ruling's reading)."""
    return rulings(r.PURPLE_COLOURS) is r.PurpleColours.ONE_COLOUR


def regular_seals(player: Player, colour: str) -> int:
    """Regular Wax Seals of one colour over all rows (purple never counts)."""
    rows = player.rows
    counts = _COUNTED.get(rows)
    if counts is None:
        counts = {}
        for row in rows:
            for seal in row:
                counts[seal] = counts.get(seal, 0) + 1
        _COUNTED.put(rows, counts)
    return counts.get(colour, 0)


# Each colour's seals over a player's rows, remembered for the rows value:
# Objective requirements ask at every move, and a player's rows change only
# when a seal is added (every other copy of the player shares the tuple).
_COUNTED: Memo[tuple[tuple[str, ...], ...], dict[str, int]] = Memo(256)

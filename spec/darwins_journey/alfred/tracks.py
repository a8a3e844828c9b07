"""Alfred's two tracks: Coins capped at 12, and the bonus worker that scores
laps and sets off the Bonus Track cards.

Every Coin Alfred gains goes through ``gain_coins``, so the cap is one rule in
one place; Coins over the cap become bonus steps, and bonus steps can set off
card actions, which ``resolve`` (in ``actions``) carries out.
"""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.rulings import DEFAULTS, Rulings
from spec.core.trace import Change, Step, Trace
from spec.core.values import evolve

from ..economy import update
from ..state import AlfredState, Game, Player
from . import clauses as cs
from . import rulings as rs
from .data import BONUS_CARD_SPACES, BONUS_TRACK_SPACES, COIN_CAP, AlfredIcon, board, bonus_card


def alfred(game: Game) -> AlfredState:
    assert game.alfred is not None, "not a solo game"
    return game.alfred


def his_player(game: Game) -> Player:
    """Alfred's Player, whoever is active (``Game.me`` is the active player's)."""
    return game.players[alfred(game).seat]


@implements(cs.COIN_CAP)
def coin_excess(coins: int) -> tuple[int, int]:
    """(Coins kept, bonus steps): at most 12 Coins, each one over a bonus step."""
    cap = COIN_CAP.value
    return min(coins, cap), max(0, coins - cap)


def bonus_moves(start: int, steps: int, wrap_on_landing: bool = False,
                score_leaving: bool = False) -> tuple[int, int, tuple[int, ...]]:
    """Where the bonus worker ends (0 the left-most space), how many times it
    reaches or passes the last space, and the card spaces (5, 10) it reaches
    or passes, in order.

    ``wrap_on_landing`` (the bonus-wrap ruling read on-landing) sends a worker
    that ends its move on the last space back to the start; it is judged at
    the end of each move only, so a move of 2 from the last space but one ends
    on the first space, and two moves of 1 end on the second. ``score_leaving``
    (BONUS_FROM_LAST read scores-again) scores a worker that starts the move
    standing on the last space once more as it moves on, and sets off the card
    above that space again."""
    size = BONUS_TRACK_SPACES.value
    leaves_last = score_leaving and steps > 0 and start == size - 1
    laps = 1 if leaves_last else 0
    crossed: list[int] = [size] if leaves_last and size in BONUS_CARD_SPACES.value else []
    at = start
    for _ in range(steps):
        at += 1
        if at + 1 in BONUS_CARD_SPACES.value:
            crossed.append(at + 1)
        if at == size - 1:
            laps += 1
        if at >= size:
            at = 0  # past the last space: back to the start
    if wrap_on_landing and at == size - 1:
        at = 0
    return at, laps, tuple(crossed)


@implements(cs.BONUS_TRACK, cs.BONUS_POINTS, cs.BONUS_CARD_ACTIONS, cs.BONUS_CARD_BOTH,
            cs.BONUS_WRAP, cs.BONUS_CARDS_SLIDE)
def bonus_icons(game: Game, steps: int, t: Trace, rulings: Rulings = DEFAULTS,
                clause: str = cs.BONUS_TRACK.id, why: str = ""
                ) -> tuple[Game, tuple[AlfredIcon, ...]]:
    """Move the bonus worker; score its laps; return the card actions it sets
    off (this round's row of each card reached or passed, in order). The move
    is cited under ``clause``, the rule that gave the steps (``why`` says so)."""
    a = alfred(game)
    spec = board(a.level)
    reading = rulings(rs.BONUS_WRAP)
    leaving = rulings(rs.BONUS_FROM_LAST)
    at, laps, crossed = bonus_moves(a.bonus, steps, reading is rs.BonusWrap.ON_LANDING,
                                    leaving is rs.BonusFromLast.SCORES_AGAIN)
    if t.on and steps and a.bonus == BONUS_TRACK_SPACES.value - 1:
        t.add(Step(cs.BONUS_POINTS.id, "the bonus worker moves on from the last space, where "
                   "it scored on landing: " + ("it scores, and its card acts, again" if leaving is
                                               rs.BonusFromLast.SCORES_AGAIN
                                               else "no second score"),
                   ruling=rs.BONUS_FROM_LAST.cite(leaving)))
    if t.on and laps and (a.bonus + steps) % BONUS_TRACK_SPACES.value == BONUS_TRACK_SPACES.value - 1:
        t.add(Step(cs.BONUS_WRAP.id, "the bonus worker lands on the last space: "
                   + ("it stays there" if reading is rs.BonusWrap.PAST_ONLY else "back to the start"),
                   ruling=rs.BONUS_WRAP.cite(reading)))
    game = evolve(game, alfred=evolve(a, bonus=at))
    if t.on:
        t.change(clause, f"{why + ': ' if why else ''}bonus worker +{steps}",
                 Change(subject(game), "bonus worker's space", a.bonus + 1, at + 1))
    if laps:
        before = his_player(game).points
        game = update(game, evolve(his_player(game), points=before + laps * spec.lap_points))
        if t.on:
            t.change(cs.BONUS_POINTS.id, f"reached or passed the last space {laps} time(s): "
                     f"{laps * spec.lap_points} points",
                     Change(subject(game), "points", before, his_player(game).points))
    cards = a.cards or spec.bonus_cards

    def row(space: int) -> tuple[AlfredIcon, ...]:
        # The card above the space, on its row for this round.
        return bonus_card(cards[BONUS_CARD_SPACES.value.index(space)]).rounds[game.round - 1]

    def where() -> str:
        return (f"from space {a.bonus + 1}, {steps} on: "
                + (", then ".join(f"space {x}" for x in crossed)
                   + f"; the row of round {game.round}" if crossed
                   else f"neither space {' nor '.join(map(str, BONUS_CARD_SPACES.value))}"))

    icons: tuple[AlfredIcon, ...] = ()
    if t.check(cs.BONUS_CARD_ACTIONS.id, "Does the bonus worker reach or pass a card's space, "
               "setting off the card's row for this round?", bool(crossed), where):
        icons = row(crossed[0])
        if t.check(cs.BONUS_CARD_BOTH.id, "Does the same move reach or pass another card's "
                   "space, whose row follows in the order crossed?", len(crossed) > 1, where):
            icons += tuple(i for space in crossed[1:] for i in row(space))
    return game, icons


def gain_coins(game: Game, n: int, t: Trace, clause: str = cs.COIN_TRACK.id,
               why: str = "") -> tuple[Game, int]:
    """Alfred gains ``n`` Coins, cited under ``clause`` (the rule that pays
    them; ``why`` says so); returns the bonus steps the cap turns the excess
    into (the caller moves the bonus worker)."""
    player = his_player(game)
    kept, excess = coin_excess(player.coins + n)
    if kept == player.coins and not excess:
        return game, 0  # no Coin gained or capped: nothing changes, nothing to record
    if t.on and (n or excess):
        t.change(cs.COIN_CAP.id if excess else clause,
                 (f"{why + ', ' if why else ''}Coins capped at {COIN_CAP.value}: {excess} "
                  "bonus step(s) instead") if excess else why,
                 Change(subject(game), "Coins", player.coins, kept))
    return update(game, evolve(player, coins=kept)), excess


@implements(cs.COIN_TRACK, cs.COIN_ZERO)
def pay_coins(game: Game, n: int, t: Trace, clause: str, why: str = "") -> Game:
    """Alfred pays ``n`` Coins (his Coin leaves the track at 0), the payment
    cited under the rule that asks for it (``why`` says what for)."""
    player = his_player(game)
    assert n <= player.coins, "Alfred never pays what he does not have"
    if not n:
        return game  # nothing to pay, nothing to record: most of his placements
    left = player.coins - n
    if t.on and n:
        t.change(clause, f"{why + ': ' if why else ''}pays {n} Coins",
                 Change(subject(game), "Coins", player.coins, left))
        if not left:
            t.change(cs.COIN_ZERO.id, "his last Coin is spent: his Coin leaves the track",
                     Change(subject(game), "Coin on his Coin track", f"on {player.coins}",
                            "off the track"))
    return update(game, evolve(player, coins=left))


def subject(game: Game) -> str:
    """How a trace names Alfred in a state change: as the layer names his seat."""
    return game.seat_name(alfred(game).seat)

"""A solo game: you (a seeded stand-in) against Alfred, set up and played out.

The base game runs as a two-player game with Alfred in seat 1: he always goes
first, his turns are ``turn.alfred_turn``, his majority rewards are resolved
by his rules, his Coins are capped after every move of yours (your worker on
his Lens pays him), and the base phases ask ``Game.alfred`` where the solo
game differs (no Turn Order phase, his Beagle score, one Objective of each
colour at Cleanup).
"""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.priority import Key, Ranking, ranking
from spec.core.rng import Rng
from spec.core.rulings import DEFAULTS, Rulings
from spec.core.trace import Trace, silent
from spec.core.values import evolve

from ..cards import CREW_CARDS, STARTING_OBJECTIVES, crew_card
from ..economy import update
from ..icons import Tier
from ..moves import Move
from ..play import apply, end_turn, moves
from ..policies import POLICIES
from ..scoring import final_score
from ..setup import setup
from ..state import AlfredState, Game, Phase, Player
from . import clauses as cs
from .actions import bonus, resolve
from .layer import ALFRED as ALFRED_LAYER
from .data import ACTION_CARDS, COIN_CAP, Level, board
from .tracks import his_player
from .turn import alfred_turn

ALFRED = 1  # Alfred's seat; yours is 0


@implements(cs.DIFFICULTY, cs.SPECIAL_TILES, cs.OBJECTIVE_DISPLAY, cs.TURN_ORDER_TOKEN,
            cs.CREW_CARDS, cs.STARTING_OBJECTIVES, cs.ALFRED_BOARD, cs.PLAYER_BOARD,
            cs.TWO_PLAYER_BOARD, cs.YOUR_SETUP, cs.CREW_SEALS, cs.ALFRED_PIECES, cs.BONUS_CARDS,
            cs.ALFRED_WORKERS, cs.ALFRED_COIN, cs.ACTION_DECK, cs.TURN_ORDER_COINS, cs.FIRELAND)
def setup_solo(level: Level | str, seed: int, trace: Trace | None = None) -> Game:
    """A two-player setup changed for Alfred: 4 Special Action tiles, one
    Objective of each colour, Alfred first; your 3 of 5 Crew cards and 1 of 2
    Starting pairs; Alfred's board, workers, Coins and shuffled Action deck."""
    spec = board(level)
    game = setup(2, seed)
    rng = game.rng
    # Your Crew cards: 5 drawn, 3 kept (the stand-in keeps the first three).
    deck, rng = rng.shuffled(tuple(c.number for c in CREW_CARDS))
    kept = tuple(sorted(deck[:3]))
    rows: list[tuple[str, ...]] = [()]
    pile = list(game.seal_pile) + [s for p in game.players for r in p.rows for s in r]
    for number in kept:
        colour = crew_card(number).seal.value
        pile.remove(colour)
        rows.append((colour,))
    rows.append(())
    pile_t, rng = rng.shuffled(tuple(pile))
    pairs = [(s.id, g.id) for s, g in zip(
        [t for t in STARTING_OBJECTIVES if t.tier is Tier.SILVER],
        [t for t in STARTING_OBJECTIVES if t.tier is Tier.GOLDEN])]
    shuffled_pairs, rng = rng.shuffled(tuple(pairs))
    you = evolve(game.players[0], crew=kept, rows=tuple(rows), reserve=shuffled_pairs[0])
    printed = tuple(tuple(s.value for s in row) for row in spec.printed_seals)
    him = evolve(game.players[ALFRED], coins=min(spec.coins, COIN_CAP.value), knowledge=0,
                 rows=printed + ((),), crew=(), reserve=(), home=frozenset({0, 1, 2, 3}))
    order, rng = rng.shuffled(tuple(c.number for c in ACTION_CARDS))
    cards, rng = rng.shuffled(spec.bonus_cards)  # placed at random over spaces 5 and 10
    game = evolve(
        game, players=(you, him), turn_order=(ALFRED, 0), active=ALFRED, seal_pile=pile_t,
        special_tiles=game.special_tiles[:4] + (0, 0),
        silver_display=game.silver_display[:1], golden_display=game.golden_display[:1],
        silver_stack=game.silver_stack + game.silver_display[1:],
        golden_stack=game.golden_stack + game.golden_display[1:],
        knowledge_supply=game.knowledge_supply + 1, rng=rng,
        alfred=AlfredState(level=spec.level.value, seat=ALFRED, bonus=0, deck=order, drawn=(),
                           hammocks=(), beagle_value=spec.beagle_value, cards=cards),
        layer=ALFRED_LAYER,
    )
    if trace is not None and trace.on:
        n = trace.note
        n(cs.DIFFICULTY.id, f"Alfred's {spec.level.value} board ({spec.difficulty})")
        n(cs.TWO_PLAYER_BOARD.id, "the main board as for two players, with the changes below")
        n(cs.SPECIAL_TILES.id, f"4 Special Action tiles: {list(game.special_tiles[:4])}; the "
          "bottom row stays empty")
        n(cs.OBJECTIVE_DISPLAY.id, f"one silver and one golden Objective: "
          f"{list(game.silver_display + game.golden_display)}")
        n(cs.TURN_ORDER_TOKEN.id, "the 2-player Turn Order token covers the track; Alfred first")
        n(cs.TURN_ORDER_COINS.id, f"Reserve Turn Order pays {game.turn_order_coins} Coins")
        n(cs.PENALTY.id, "an occupied Diary Section costs 3 Coins, as with two players")
        n(cs.CREW_CARDS.id, f"your Crew cards: 5 drawn, {list(kept)} kept")
        n(cs.CREW_SEALS.id, f"their seals on your workers 1-3: {[list(r) for r in rows[1:4]]}")
        n(cs.STARTING_OBJECTIVES.id, f"your Starting pair: {list(you.reserve)}; the other "
          "pair leaves the game")
        n(cs.ALFRED_BOARD.id, f"Alfred's board above yours; his printed seals A-D: "
          f"{[list(r) for r in printed]}")
        n(cs.ALFRED_PIECES.id, "his Explorers, Ship, Tents, Stamps and Lens tokens as a player's")
        n(cs.BONUS_CARDS.id, f"Bonus Track cards {list(cards)} at random above spaces 5 and 10")
        n(cs.ALFRED_WORKERS.id, "workers on A, B, C and D; the fifth on the Bonus track's first "
          "space")
        n(cs.ALFRED_COIN.id, f"{him.coins} Coins on his Coin track")
        n(cs.ACTION_DECK.id, "his 8 Action cards shuffled face down")
        n(cs.ALFRED_FIRST.id, "Alfred places first every round; then you alternate")
    return game


@implements(cs.LENS_COIN)
def settle(game: Game, rulings: Rulings, t: Trace) -> Game:
    """Alfred's Coins over the cap (from your worker on his Lens) become bonus steps."""
    over = his_player(game).coins - COIN_CAP.value
    if over <= 0:
        return game
    game = update(game, evolve(his_player(game), coins=COIN_CAP.value))
    if t.on:
        t.note(cs.COIN_CAP.id, f"Alfred's Coins over {COIN_CAP.value}: {over} bonus step(s)")
    return bonus(game, over, rulings, t)


@implements(cs.ALFRED_FIRST, cs.REWARD, cs.END_OF_TURN)
def alfred_step(game: Game, rulings: Rulings, t: Trace) -> Game:
    """Whatever Alfred does when it is his turn to decide: his worker in the
    Action Phase, his majority reward in the Reward Phase."""
    if game.phase is Phase.ACTION and not game.placed and not game.frames:
        game = alfred_turn(game, rulings, t)
        if t.on:
            t.note(cs.END_OF_TURN.id, "Alfred's turn is over")
        return end_turn(evolve(game, frames=()), rulings, t)
    icons = tuple(p.icon for p in game.frames[-1]) if game.frames else ()
    if icons:
        game = evolve(game, performed=game.performed | {game.active})  # he always performs it
    if icons and t.on:
        t.note(cs.REWARD.id, f"Alfred's majority reward, by his rules: "
               f"{len(icons)} icon(s)")
    game = resolve(evolve(game, frames=()), icons, "majority reward", rulings, t)
    return end_turn(game, rulings, t)


def _seat(game: Game, who: str) -> Player:
    return game.players[0 if who == "you" else ALFRED]


WINNER: Ranking[Game, str] = ranking(
    "darwins_journey.alfred.winner",
    "Who wins the solo game",
    cs.WINNER.id,
    "Who wins?",
    (Key("final score", cs.WINNER.id, lambda g, who: final_score(g, _seat(g, who)).total,
         better="higher"),
     Key("Theory of Evolution", cs.TIES.id, lambda g, who: _seat(g, who).evolution,
         better="higher"),
     Key("Coins", cs.TIES.id, lambda g, who: _seat(g, who).coins, better="higher"),
     Key("Alfred takes a tie", cs.TIES.id, lambda g, who: int(who == "Alfred"),
         better="higher", show=lambda v: "yes" if v else "no")),
    settled="the last tie-breaker gives any tie left to Alfred",
)


@implements(cs.WINNER, cs.TIES, cs.SCORING)
def winner(game: Game, t: Trace | None = None) -> str:
    """"you" or "Alfred" (``WINNER``): more points wins; then the Theory of
    Evolution track, then Coins; a tie after that goes to Alfred."""
    t = t if t is not None else silent()
    if t.on:
        totals = [final_score(game, _seat(game, who)).total for who in ("you", "Alfred")]
        t.note(cs.SCORING.id, f"final scores by the multiplayer rules: you {totals[0]}, "
               f"Alfred {totals[1]}")
    return WINNER.choose(game, ("you", "Alfred"), DEFAULTS, t)



def play_solo(level: Level | str, seed: int, policy: str = "random",
              rulings: Rulings = DEFAULTS, trace: Trace | None = None) -> Game:
    """A whole solo game: you as a seeded stand-in, Alfred by his rules."""
    game = setup_solo(level, seed, trace)
    t = trace if trace is not None else silent()
    choose = POLICIES[policy]
    rng = Rng.seeded(seed ^ 0x5DEECE66D)
    while game.phase is not Phase.OVER:
        if game.active == ALFRED:
            game = alfred_step(game, rulings, t)
            continue
        legal: list[Move] = moves(game, rulings)
        move, rng = choose(game, legal, rng)
        game = settle(apply(game, move, rulings, t), rulings, t)
    return game


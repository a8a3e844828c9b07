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
from spec.core.rulings import DEFAULTS, Rulings
from spec.core.trace import Change, Trace, silent
from spec.core.values import evolve

from ..cards import CREW_CARDS, STARTING_OBJECTIVES, crew_card
from ..economy import update
from ..icons import Tier
from ..moves import Move
from ..play import apply, end_turn, moves
from ..policies import POLICIES, policy_rng
from ..scoring import final_score
from ..setup import setup
from ..state import AlfredState, Game, Phase, Player
from . import clauses as cs
from .actions import bonus, resolve
from .layer import ALFRED as ALFRED_LAYER
from .data import ACTION_CARDS, COIN_CAP, Level, board
from .tracks import his_player, subject
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
    base = setup(2, seed)
    rng = base.rng
    # The solo setup draws your Crew cards and Starting pair itself, and
    # Alfred takes none of a player's: the two-player setup's go back (their
    # seals to the pile, his Temporary Knowledge to the supply).
    you = evolve(base.players[0], crew=(), rows=((),) * 5, reserve=())
    him = evolve(base.players[ALFRED], coins=0, knowledge=0, rows=((),) * 5, crew=(),
                 reserve=(), home=frozenset())
    # Your Crew cards: 5 drawn, 3 kept (the stand-in keeps the first three).
    deck, rng = rng.shuffled(tuple(c.number for c in CREW_CARDS))
    kept = tuple(sorted(deck[:3]))
    rows: list[tuple[str, ...]] = [()]
    pile = list(base.seal_pile) + [s for p in base.players for r in p.rows for s in r]
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
    printed = tuple(tuple(s.value for s in row) for row in spec.printed_seals)
    order, rng = rng.shuffled(tuple(c.number for c in ACTION_CARDS))
    cards, rng = rng.shuffled(spec.bonus_cards)  # placed at random over spaces 5 and 10
    yours = evolve(you, crew=kept, rows=tuple(rows), reserve=shuffled_pairs[0])
    his = evolve(him, coins=min(spec.coins, COIN_CAP.value), rows=printed + ((),),
                 home=frozenset({0, 1, 2, 3}))
    game = evolve(
        base, players=(yours, his), turn_order=(ALFRED, 0), active=ALFRED, seal_pile=pile_t,
        special_tiles=base.special_tiles[:4] + (0, 0),
        silver_display=base.silver_display[:1], golden_display=base.golden_display[:1],
        silver_stack=base.silver_stack + base.silver_display[1:],
        golden_stack=base.golden_stack + base.golden_display[1:],
        knowledge_supply=base.knowledge_supply + base.players[ALFRED].knowledge, rng=rng,
        alfred=AlfredState(level=spec.level.value, seat=ALFRED, bonus=0, deck=order, drawn=(),
                           hammocks=(), beagle_value=spec.beagle_value, cards=cards),
        layer=ALFRED_LAYER,
    )
    if trace is not None and trace.on:
        _explain(base, you, him, game, spec.difficulty, trace)
    return game


def _explain(base: Game, you: Player, him: Player, game: Game, difficulty: str,
             t: Trace) -> None:
    """The solo setup's changes to the two-player setup, each from the values
    ``setup_solo`` used."""
    a = game.alfred
    assert a is not None
    name = game.layer.seat_name
    yours, his = game.players[0], game.players[ALFRED]
    letters = "ABCD"
    t.change(cs.DIFFICULTY.id, f"Alfred plays the {a.level} board ({difficulty})",
             Change("Alfred", "board", "none", a.level))
    t.change(cs.TWO_PLAYER_BOARD.id, "the main board as for two players, with the changes "
             "below", Change("the main board", "set up for", "none", f"{base.count} players"))
    t.change(cs.SPECIAL_TILES.id, "only 4 Special Action tiles: the bottom row stays empty",
             Change("the Special Action Diary", "tiles", base.special_tiles, game.special_tiles))
    t.change(cs.OBJECTIVE_DISPLAY.id, "one silver and one golden Objective on display",
             Change("the silver Objective display", "tiles", base.silver_display,
                    game.silver_display),
             Change("the golden Objective display", "tiles", base.golden_display,
                    game.golden_display))
    t.change(cs.TURN_ORDER_TOKEN.id, "the 2-player Turn Order token covers the track, "
             "Alfred's marker first",
             Change("the Turn Order track", "order", tuple(name(game, s) for s in base.turn_order),
                    tuple(name(game, s) for s in game.turn_order)))
    t.change(cs.ALFRED_FIRST.id, "Alfred places first every round; then you alternate",
             Change("the game", "first to place", name(game, base.active),
                    name(game, game.active)))
    t.note(cs.TURN_ORDER_COINS.id, f"Reserve Turn Order pays {game.turn_order_coins} Coins, "
           "as the 2-player token does, and nothing else")
    t.note(cs.PENALTY.id, "an occupied Diary Section costs 3 Coins, as with two players")
    t.change(cs.CREW_CARDS.id, "you draw 5 Crew cards and keep 3",
             Change("the Crew deck", "cards", len(CREW_CARDS), len(CREW_CARDS) - 5),
             Change(name(game, 0), "Crew cards", you.crew, yours.crew))
    t.change(cs.CREW_SEALS.id, "their seals on your workers 1-3",
             *(Change(name(game, 0), f"seals on row {r}", you.rows[r], yours.rows[r])
               for r in range(1, 4)))
    t.change(cs.STARTING_OBJECTIVES.id, "your Starting pair; the other pair leaves the game",
             Change(name(game, 0), "Starting Objectives", you.reserve, yours.reserve))
    t.change(cs.ALFRED_BOARD.id, "Alfred's board above yours, its printed seals on his rows",
             *(Change(name(game, ALFRED), f"row {letters[r]}", him.rows[r], his.rows[r])
               for r in range(4)))
    t.note(cs.ALFRED_PIECES.id, "his Explorers, Ship, Tents, Stamps and Lens tokens as a "
           "player's")
    t.change(cs.BONUS_CARDS.id, "his Bonus Track cards, in random order, above spaces 5 and 10",
             Change("Alfred's Bonus track", "cards above spaces 5 and 10", "none", a.cards))
    t.change(cs.ALFRED_WORKERS.id, "his workers on A, B, C and D; the fifth, his bonus worker, "
             "on the Bonus track's first space",
             Change(name(game, ALFRED), "workers on his board",
                    tuple(letters[r] for r in sorted(him.home)),
                    tuple(letters[r] for r in sorted(his.home))),
             Change(name(game, ALFRED), "bonus worker's space", "none", a.bonus + 1))
    t.change(cs.ALFRED_COIN.id, "no starting Coins from the supply: his Coin on his Coin track",
             Change(name(game, ALFRED), "Coins", him.coins, his.coins))
    t.change(cs.ACTION_DECK.id, "no Temporary Knowledge token: his 8 Action cards, shuffled "
             "face down, instead",
             Change("Alfred's Action deck", "cards to draw", 0, len(a.deck)))


@implements(cs.LENS_COIN)
def settle(game: Game, rulings: Rulings, t: Trace) -> Game:
    """Alfred's Coins over the cap (from your worker on his Lens) become bonus steps."""
    had = his_player(game).coins
    over = had - COIN_CAP.value
    if over <= 0:
        return game
    game = update(game, evolve(his_player(game), coins=COIN_CAP.value))
    if t.on:
        t.change(cs.COIN_CAP.id, f"the Coins your workers paid him on his Lens take him over "
                 f"{COIN_CAP.value}: {over} bonus step(s) instead",
                 Change(subject(game), "Coins", had, COIN_CAP.value))
    return bonus(game, over, rulings, t, why="Coins over his cap")


@implements(cs.ALFRED_FIRST, cs.REWARD, cs.END_OF_TURN)
def alfred_step(game: Game, rulings: Rulings, t: Trace, turn: Game | None = None) -> Game:
    """Whatever Alfred does when it is his turn to decide: his worker in the
    Action Phase, his majority reward in the Reward Phase.

    ``turn``: ``alfred_turn(game, rulings, silent())`` when the caller has
    worked it out already (a logged game records each turn), so that an
    untraced step does not take it twice; a traced step takes it again, to
    record it."""
    if game.phase is Phase.ACTION and not game.placed and not game.frames:
        game = turn if turn is not None and not t.on else alfred_turn(game, rulings, t)
        # Every action his placement brought is done: the turn passes on.
        after = end_turn(evolve(game, frames=()), rulings, t)
        if t.on:
            name = game.layer.seat_name
            t.change(cs.END_OF_TURN.id, "Alfred's turn is over",
                     Change("the game", "seat to play", name(game, game.active),
                            name(after, after.active)),
                     *((Change("the game", "phase", game.phase.value, after.phase.value),)
                       if after.phase is not game.phase else ()))
        return after
    icons = tuple(p.icon for p in game.frames[-1]) if game.frames else ()
    if icons:  # he always performs it, which his Stamps' halving then counts
        after = evolve(game, performed=game.performed | {game.active})
        if t.on:
            name = game.layer.seat_name
            t.change(cs.REWARD.id, f"Alfred performs his majority reward ({len(icons)} icon(s)), "
                     "by his rules",
                     Change("the Reward Phase", "seats that performed a reward",
                            tuple(name(game, s) for s in sorted(game.performed)),
                            tuple(name(after, s) for s in sorted(after.performed))))
        game = after
    # His majority reward, by his rules; its plain gains cite the reward.
    game = resolve(evolve(game, frames=()), icons, "majority reward", rulings, t,
                   clause=cs.REWARD.id)
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
    rng = policy_rng(seed)
    while game.phase is not Phase.OVER:
        if game.active == ALFRED:
            game = alfred_step(game, rulings, t)
            continue
        legal: list[Move] = moves(game, rulings)
        move, rng = choose(game, legal, rng)
        game = settle(apply(game, move, rulings, t), rulings, t)
    return game


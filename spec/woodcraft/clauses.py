"""Every rule of the Woodcraft solo text, in reading order, in the project's words."""

from spec.core.clauses import Source, clause
from spec.core.sources import name_document

SEED = name_document("004_f662107e1848a04b.txt", "Woodcraft solo rules")
SETUP = Source(SEED, "Solo setup")
ROUND = Source(SEED, "A solo round")
CARDS = Source(SEED, "Solo cards")
SPECIAL = Source(SEED, "Rare special case")
REPUTATION = Source(SEED, "Reputation tiles in solo")
CONTRACTS = Source(SEED, "Public contracts in solo")
SCORE = Source(SEED, "Solo score")

TWO_PLAYER_SETUP = clause(
    "woodcraft.solo.setup.two-player",
    "Set up as a two-player game",
    """The shared components are laid out as for a two-player game; the solo
    rules below change only what they name.""",
    SETUP,
)
OWN_BOARD_ONLY = clause(
    "woodcraft.solo.setup.own-board-only",
    "Only your own player board",
    """You use only your own player board; no second player board is laid
    out for the solo deck.""",
    SETUP,
    no_example="A setup fact with no decision in it: every example starts from it, "
    "and the setup test checks that the solo state holds one player's pieces only.",
)
PUBLIC_CONTRACTS = clause(
    "woodcraft.solo.setup.public-contracts",
    "Three public contracts",
    "Three public contracts are laid out.",
    SETUP,
)
TIMING_COUNTERS = clause(
    "woodcraft.solo.setup.timing-counters",
    "Timing counters on rounds 10 and 13",
    """Take three counters of a colour nobody uses. Two of them, the timing
    counters, go on spaces 10 and 13 of the round track.""",
    SETUP,
)
NONPLAYER_COUNTER = clause(
    "woodcraft.solo.setup.nonplayer-counter",
    "The nonplayer counter",
    """The third counter starts on the first space of the reputation track. It
    is the nonplayer counter, your rival for the reputation tiles.""",
    SETUP,
)
SOLO_DECK = clause(
    "woodcraft.solo.setup.solo-deck",
    "The ten-card solo deck",
    "The 10 solo cards are shuffled to form the solo deck.",
    SETUP,
)
ROUND_ORDER = clause(
    "woodcraft.solo.round.order",
    "The three steps of a solo round",
    """A round has three steps in this order: you take your turn as in the
    normal game; then a solo card is drawn, carried out and discarded; then
    the round counter moves on.""",
    ROUND,
    no_example="The order is the shape of the round, not a quantity of the state: no "
    "choice is made and nothing changes by it. Every round example's trace shows it, your "
    "turn's steps before the solo card's and the round counter's last; the round test "
    "checks that order, and the ledger property plays each step against the states on "
    "either side of it.",
)
PLAYER_TURN = clause(
    "woodcraft.solo.round.player-turn",
    "Your turn as usual",
    """In step 1 you play a normal turn. The solo text adds nothing to it;
    whole games here model it with a simple seeded player (an assumption).""",
    ROUND,
)
DRAW_CARD = clause(
    "woodcraft.solo.round.draw-card",
    "Draw, carry out, discard",
    """In step 2 the top card of the solo deck is drawn, carried out, then put
    on the solo discard pile.""",
    ROUND,
)
ADVANCE_ROUND = clause(
    "woodcraft.solo.round.advance-round",
    "Move the round counter",
    "In step 3 the round counter moves to the next round.",
    ROUND,
)
RESHUFFLE = clause(
    "woodcraft.solo.deck.reshuffle",
    "Reshuffle when the deck runs out",
    """When the solo deck runs out, the discarded solo cards are shuffled to
    form a new deck. The text does not say whether that is when a draw finds
    the deck empty or as soon as its last card is drawn (before that card is
    discarded); ruling ``woodcraft.reshuffle-timing`` decides.""",
    ROUND,
)
FOURTEEN_ROUNDS = clause(
    "woodcraft.solo.game.fourteen-rounds",
    "Fourteen rounds",
    "A solo game lasts 14 rounds.",
    ROUND,
)
INCOME = clause(
    "woodcraft.solo.game.income",
    "Income after rounds 4, 8, 11 and 14",
    "There is an income phase after rounds 4, 8, 11 and 14.",
    ROUND,
)
TWO_TILES = clause(
    "woodcraft.solo.card.two-tiles",
    "Two tiles, in the order shown",
    """A card that shows two action tiles moves both, the first shown first,
    each as though another player had taken it.""",
    CARDS,
)
NO_BONUSES = clause(
    "woodcraft.solo.card.no-bonuses",
    "Nobody gains the bonuses",
    """Tiles moved by a solo card give their bonuses to nobody: the bonuses
    stay where they are.""",
    CARDS,
    no_example="Bonuses are left out of the model (assumption woodcraft.wheel.no-bonuses): "
    "the wheel has none, so that they stay in place cannot be shown or tested. What is "
    "left to check is that nobody gains anything: a solo card's tile moves change nobody's "
    "score or pieces. The solo card test checks that, and the ledger property over whole "
    "games fails any score change no step claims.",
)
EFFECT_AFTER = clause(
    "woodcraft.solo.card.effect-after",
    "The effect comes after the tiles",
    "After the tiles are moved, the effect at the foot of the card, if any, is carried out.",
    CARDS,
)
REMOVE_ORDERS = clause(
    "woodcraft.solo.effect.remove-orders",
    "Remove orders",
    """The orders at the marked places beside the scoreboard are removed and the
    row of orders is filled up again.""",
    CARDS,
)
REMOVE_HELPERS = clause(
    "woodcraft.solo.effect.remove-helpers",
    "Remove helpers",
    "The helpers at the marked places are removed and the row of helpers is filled up again.",
    CARDS,
)
REROLL_DICE = clause(
    "woodcraft.solo.effect.reroll-dice",
    "Reroll dice",
    """The marked dice are taken out of the lumber yard, rolled again, and put
    back.""",
    CARDS,
)
ONE_TILE_PLUS_ONE = clause(
    "woodcraft.solo.effect.one-tile-plus-one",
    "One tile, +1",
    """Only the tile shown is moved, and the nonplayer counter moves 1 space up
    the reputation track.""",
    CARDS,
)
LAST_TILE_PLUS_TWO = clause(
    "woodcraft.solo.effect.last-tile-plus-two",
    "Last tile, +2",
    """Only the tile that is farthest behind on the wheel is moved, and the
    nonplayer counter moves 2 spaces up the reputation track.""",
    CARDS,
)
SKIP_BLOCKED = clause(
    "woodcraft.solo.special.skip-blocked-tile",
    "A tile that cannot move is skipped",
    """When a card names a tile that may not move under the normal rules, that
    move is skipped and everything else on the card still happens; for
    example the orders are removed even when Choose Orders cannot move.""",
    SPECIAL,
)
NO_TILE_MOVED = clause(
    "woodcraft.solo.card.no-tile-moved",
    "A card that moved nothing is followed by another",
    """If a solo card ended without moving any tile, another card is drawn and
    carried out: after your turn the solo deck must move at least one tile.""",
    SPECIAL,
)
TWO_PLAYER_REWARDS = clause(
    "woodcraft.solo.reputation.two-player-rewards",
    "Two-player rewards",
    "The reputation tiles give their two-player rewards.",
    REPUTATION,
)
FIRST_TO_REACH = clause(
    "woodcraft.solo.reputation.first-to-reach",
    "You take a tile you reach first",
    """If you reach a reputation tile before the nonplayer counter does, you
    take it and score its two-player reward.""",
    REPUTATION,
)
NONPLAYER_REMOVES = clause(
    "woodcraft.solo.reputation.nonplayer-removes",
    "The nonplayer counter removes a tile it reaches first",
    """If the nonplayer counter reaches a reputation tile before you do, the
    tile is taken out of the game and its reward is lost.""",
    REPUTATION,
)
CONTRACT_REMOVAL = clause(
    "woodcraft.solo.contracts.timed-removal",
    "A public contract vanishes at rounds 10 and 13",
    """At the start of rounds 10 and 13, the rounds marked by the timing
    counters, one public contract that nobody has claimed is picked at random
    and removed.""",
    CONTRACTS,
)
NO_UNCLAIMED = clause(
    "woodcraft.solo.contracts.none-unclaimed",
    "Nothing to remove",
    "If every public contract has been claimed already, nothing is removed.",
    CONTRACTS,
)
SCORE_GUIDE = clause(
    "woodcraft.solo.score.guide",
    "How good was your score",
    """A solo score of 110 is good and 140 is excellent. How many bonuses the
    solo deck leaves behind on the wheel differs from game to game, so scores
    vary.""",
    SCORE,
)

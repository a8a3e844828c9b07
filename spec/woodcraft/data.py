"""Default components for the solo game, each with where it comes from.

The solo text gives the counts it changes (10 solo cards, 3 public contracts,
14 rounds); everything else below is either public background or the
project's own choice, and is registered as an assumption so the docs list it.
A situation file can replace any of it.
"""

from spec.core.provenance import Provenance, assume

from . import clauses as c
from .model import Effect, ReputationTile, SoloCard

A = Provenance.ASSUMED
COMMUNITY = Provenance.COMMUNITY
RULES = Provenance.RULES_TEXT

LAST_ROUND = 14
INCOME_AFTER = (4, 8, 11, 14)
TIMING_ROUNDS = (10, 13)
PUBLIC_CONTRACT_COUNT = 3
SOLO_DECK_SIZE = 10
GOOD_SCORE = 110
EXCELLENT_SCORE = 140
for _id, _text, _clause in (
    ("woodcraft.data.rounds", "The game lasts 14 rounds; income follows rounds 4, 8, 11 and 14.",
     c.FOURTEEN_ROUNDS.id),
    ("woodcraft.data.timing-rounds", "The timing counters sit on rounds 10 and 13.",
     c.TIMING_COUNTERS.id),
    ("woodcraft.data.solo-deck-size", "The solo deck has 10 cards.", c.SOLO_DECK.id),
    ("woodcraft.data.public-contracts", "Three public contracts are laid out.",
     c.PUBLIC_CONTRACTS.id),
    ("woodcraft.data.score-guide", "110 points is a good solo score, 140 an excellent one.",
     c.SCORE_GUIDE.id),
):
    assume(_id, _text, RULES, _clause)

# The wheel.
TILES = ("Buy", "Cut", "Glue", "Choose Orders", "Hire Helpers", "Grow", "Upgrade")
START_QUADRANT = 0
QUADRANT_CAPACITY = 4
assume(
    "woodcraft.wheel.quadrants",
    """The action wheel has four quadrants; at setup all seven action tiles sit
    in one of them, and a tile that is taken moves clockwise to the first free
    space of the next quadrant.""",
    COMMUNITY,
    c.TWO_TILES.id,
    c.TWO_PLAYER_SETUP.id,
)
assume(
    "woodcraft.wheel.tile-names",
    """The seven action tiles are called Buy, Cut, Glue, Choose Orders, Hire
    Helpers, Grow and Upgrade. Only Choose Orders is named by the solo text.""",
    A,
    c.TWO_TILES.id,
)
assume(
    "woodcraft.wheel.capacity",
    """A tile cannot move while the next quadrant already holds 4 tiles (the
    quadrant's capacity). Public sources say only that a full next quadrant
    blocks a tile; the number 4 is the project's choice. The start quadrant
    may hold all seven tiles at setup.""",
    A,
    c.SKIP_BLOCKED.id,
)
assume(
    "woodcraft.wheel.farthest-behind",
    """The tile farthest behind is the one that has gone longest without
    moving: the wheel remembers the move at which each tile last moved, and
    tiles not moved since setup count as oldest. A reading by position alone
    was considered and rejected: tiles circle the wheel, so a circle has no
    rear, and a tile that has lapped the others would count as behind them.
    Time since the last move is also what the wheel's bonus icons reward.""",
    A,
    c.LAST_TILE_PLUS_TWO.id,
)
assume(
    "woodcraft.wheel.no-bonuses",
    """The wheel model has no bonuses at all: no bonus icons beside the
    quadrants, no central saw bonus, nothing a tile's move could give or leave
    behind. The solo text has the solo deck move tiles without anyone gaining
    their bonuses, so the bonuses stay on the wheel, and says the number left
    there varies from game to game. Neither can be tested here: that a solo
    card's move leaves the bonuses in place (woodcraft.solo.card.no-bonuses),
    and how many the deck leaves on the wheel (the second sentence of
    woodcraft.solo.score.guide). Only the absence of any gain is checked.""",
    A,
    c.NO_BONUSES.id,
    c.SCORE_GUIDE.id,
)
assume(
    "woodcraft.wheel.arrival-order",
    """Within a quadrant, tiles keep the order in which they arrived; a tile
    that arrives goes after those already there.""",
    A,
    c.TWO_TILES.id,
)

# The displays.
ORDER_ROW = 4
HELPER_ROW = 4
ORDER_PILE = tuple(f"order-{i:02d}" for i in range(1, 31))
HELPER_PILE = tuple(f"helper-{i:02d}" for i in range(1, 21))
assume(
    "woodcraft.displays.rows",
    "The orders and the helpers are each shown in a row of 4 cards.",
    COMMUNITY,
    c.REMOVE_ORDERS.id,
    c.REMOVE_HELPERS.id,
    c.TWO_PLAYER_SETUP.id,
)
assume(
    "woodcraft.displays.refill",
    """Refilling a row fills its empty places from left to right with the top
    cards of its pile; a place stays empty when the pile is used up. There are
    30 orders and 20 helpers in the piles. Orders and helpers a solo card
    removes leave the game: they do not go back into the piles.""",
    A,
    c.REMOVE_ORDERS.id,
    c.REMOVE_HELPERS.id,
)
DICE_COLOURS = ("light", "red", "dark")
DICE_PER_COLOUR = 2
DIE_FACES = 6
assume(
    "woodcraft.lumber-yard.dice",
    """The lumber yard holds two dice of each colour (public sources); the
    colours light, red and dark and the six faces numbered 1 to 6 are the
    project's choice. A card marks dice by colour: every die of a marked
    colour is rerolled.""",
    A,
    c.REROLL_DICE.id,
    c.TWO_PLAYER_SETUP.id,
)

# The reputation track.
TRACK_LAST_SPACE = 20
REPUTATION_TILES = (
    ReputationTile(3, 2),
    ReputationTile(6, 3),
    ReputationTile(9, 4),
    ReputationTile(12, 5),
    ReputationTile(15, 6),
    ReputationTile(18, 8),
)
assume(
    "woodcraft.reputation.track",
    """The reputation track runs from space 0 to space 20, with reputation
    tiles on spaces 3, 6, 9, 12, 15 and 18 whose two-player rewards are 2, 3,
    4, 5, 6 and 8 points. A counter that would pass space 20 stops there.""",
    A,
    c.TWO_PLAYER_REWARDS.id,
    c.NONPLAYER_COUNTER.id,
    c.NONPLAYER_REMOVES.id,
)

# The public contracts.
CONTRACT_POINTS = (("contract-A", 6), ("contract-B", 8), ("contract-C", 10))
assume(
    "woodcraft.contracts.faces",
    "The three public contracts are worth 6, 8 and 10 points.",
    A,
    c.PUBLIC_CONTRACTS.id,
)

# The solo deck. No public source shows the card faces.
DEFAULT_DECK = (
    SoloCard("S1", ("Cut", "Glue"), Effect.REMOVE_ORDERS, marked=(1, 2)),
    SoloCard("S2", ("Buy", "Choose Orders"), Effect.REMOVE_HELPERS, marked=(1, 2)),
    SoloCard("S3", ("Grow", "Hire Helpers"), Effect.REROLL_DICE, dice=("light",)),
    SoloCard("S4", ("Upgrade", "Cut")),
    SoloCard("S5", ("Choose Orders", "Grow"), Effect.REMOVE_ORDERS, marked=(3, 4)),
    SoloCard("S6", ("Glue", "Hire Helpers"), Effect.REMOVE_HELPERS, marked=(3, 4)),
    SoloCard("S7", ("Buy", "Upgrade"), Effect.REROLL_DICE, dice=("red", "dark")),
    SoloCard("S8", ("Hire Helpers",), Effect.ONE_TILE_PLUS_ONE),
    SoloCard("S9", ("Glue",), Effect.ONE_TILE_PLUS_ONE),
    SoloCard("S10", (), Effect.LAST_TILE_PLUS_TWO),
)
assume(
    "woodcraft.solo-deck.faces",
    """The ten solo card faces are unknown. The default deck S1 to S10 has
    seven two-tile cards (three removing orders or helpers at two marked
    places, two rerolling dice, one with no effect), two one-tile +1 cards
    and one last-tile +2 card; every tile appears on at least two cards.""",
    A,
    c.SOLO_DECK.id,
    c.TWO_TILES.id,
    c.REMOVE_ORDERS.id,
    c.REMOVE_HELPERS.id,
    c.REROLL_DICE.id,
)

# The stand-in player for whole games.
TURN_POINTS = (3, 7)  # points a turn earns: a uniform draw in this range
INCOME_POINTS = 6
ADVANCE_CHANCE = (1, 2)  # chance to step up the reputation track each turn
CLAIM_CHANCE = (1, 4)  # chance to claim an open public contract each turn
assume(
    "woodcraft.player.policy",
    """Whole games model your turns with a seeded stand-in: it takes one action
    tile that can move, chosen at random (or none, when none can move); scores
    3 to 7 points; steps up the reputation track by one with chance 1/2; and
    claims a random open public contract with chance 1/4. Each income phase
    is worth 6 points. None of this is in the solo text.""",
    A,
    c.PLAYER_TURN.id,
    c.INCOME.id,
)
assume(
    "woodcraft.card.discard-before-redraw",
    """A card that moved no tile is discarded before the next card is drawn, so
    it can come back in a reshuffle during the same step.""",
    A,
    c.NO_TILE_MOVED.id,
)

# What the model leaves out of the player's side, stated so that a question
# that needs it is not answered quietly.
assume(
    "woodcraft.player.dice-stay-in-the-yard",
    """Every die stays in the lumber yard: the player of the model is a stand-in
    that takes no dice, and a situation file cannot take one out, so a reroll
    always finds every marked die there. Which dice a reroll fetches when some
    are in your hands is a question Automa cannot pose yet.""",
    A,
    c.REROLL_DICE.id,
)
assume(
    "woodcraft.player.one-step-at-a-time",
    """Your reputation marker moves up one space at a time (the stand-in player
    gains reputation a space at a time), so it never passes a space without
    stopping on it. Whether passing a tile's space reaches it is a question
    Automa cannot pose yet for your marker; for the nonplayer counter it is the
    Ruling woodcraft.reputation-pass-over.""",
    A,
    c.FIRST_TO_REACH.id,
)

"""The fields of a Woodcraft solo situation file, each declared once."""

from __future__ import annotations

from spec.woodcraft import data
from spec.woodcraft.model import Effect

from ..fields import Form, Integer, Integers, Shape, String, Strings, Sub

MAX_STEPS = 2**63 - 1  # TOML integers stop there
TRACK = data.TRACK_LAST_SPACE
SPACES = tuple(tile.space for tile in data.REPUTATION_TILES)

ROUND = Integer("round", "The round being played.", 1, data.LAST_ROUND, default=1,
                clause="woodcraft.solo.game.fourteen-rounds")
SCORE = Integer("score", "Your score so far.", 0, 1000, default=0)
RANDOM_STEPS = Integer(
    "random_steps", "How many steps the seed's random generator has taken since the setup "
    "(rerolls, reshuffles, random tie-breaks, the contract that vanishes). A file saved from "
    "a played game gives it, so that the same random draws follow.", 0, MAX_STEPS, default=0)
SETUP = String("setup", "The named setup the file starts from.", ("solo",), default="solo")

CARD_ID = String("id", 'The card\'s id, such as "X1"; a default card\'s id (S1 to S10) '
                 "changes that card.", required=True)
TILES = Strings("tiles", "The tiles the card shows, in order: one or two, exactly one for "
                "one-tile-plus-one, none for last-tile-plus-two.", data.TILES, default=(),
                clause="woodcraft.solo.card.two-tiles")
EFFECT = String("effect", "The card's special effect, carried out after its tiles move.",
                tuple(e.value for e in Effect), default="none",
                clause="woodcraft.solo.card.effect-after")
MARKED = Integers("marked", "For the remove effects, the places of the display the card marks.",
                  1, max(data.ORDER_ROW, data.HELPER_ROW), default=())
DICE = Strings("dice", "For reroll-dice, the colours of the dice the card marks.",
               data.DICE_COLOURS, default=())
CARD_FIELDS = Form("[[cards]]", "Defines a solo card, or changes a default one (give its id): one "
            "table per card. A file that defines new cards says where they are, with [deck].",
            (CARD_ID, TILES, EFFECT, MARKED, DICE))
CARDS = Sub("cards", "Solo cards defined or changed by the file.", CARD_FIELDS, many=True)

CAPACITY = Integer("capacity", "How many tiles a quadrant holds; a tile cannot move while the "
                   "next quadrant is full.", 1, len(data.TILES), default=4,
                   clause="woodcraft.wheel.capacity")
QUADRANTS = Shape(
    "quadrants", "Four lists of tile names, quadrant 1 first, each in the order the tiles "
    "arrived. Every tile is on the wheel once; quadrants 2 to 4 hold at most `capacity` tiles.",
    otherwise="all seven in quadrant 1, as at setup", clause="woodcraft.wheel.quadrants",
    words="list of 4 lists of tile names",
    shape={"type": "array", "minItems": 4, "maxItems": 4,
           "items": {"type": "array", "items": {"type": "string", "enum": list(data.TILES)},
                     "uniqueItems": True}})
MOVED_AT = Integer("moved_at", "The move at which the tile last moved, counting every tile "
                   "move of the game from 1; only the order matters (smaller is farther "
                   "behind).", 0, 10_000, default=0, clause="woodcraft.wheel.farthest-behind")
MOVED_AT_FIELDS = Form("[wheel.moved_at]", "For each tile, when it last moved. A tile left out "
                   "has not moved since setup (0). Write tile names with spaces in quotes: "
                   '`"Hire Helpers" = 6`.', each=MOVED_AT, keys=data.TILES, key_words="a tile")
WHEEL_MOVED_AT = Sub("moved_at", "When each tile last moved.", MOVED_AT_FIELDS)
WHEEL_FIELDS = Form("[wheel]", "The action tiles on the wheel.",
                    (CAPACITY, QUADRANTS, WHEEL_MOVED_AT))
WHEEL = Sub("wheel", "The action wheel.", WHEEL_FIELDS)

DRAW = Strings("draw", "The cards of the draw pile, top card first, by id (the default deck "
               "is S1 to S10, and cards the file defines).", open_choices=True, default=(),
               distinct=True)
DISCARD = Strings("discard", "The discard pile, by id.", open_choices=True,
                  otherwise="every default card not in draw", distinct=True)
DECK_FIELDS = Form("[deck]", "The solo deck. Without it, the seed's shuffled default deck, "
                   "nothing discarded. Each card is in one place only.", (DRAW, DISCARD))
DECK = Sub("deck", "The solo deck.", DECK_FIELDS)

PLAYER = Integer("player", "Your reputation marker's space.", 0, TRACK, default=0)
NONPLAYER = Integer("nonplayer", "The nonplayer counter's space.", 0, TRACK, default=0,
                    clause="woodcraft.solo.setup.nonplayer-counter")
REP_TILES = Integers("tiles", "The spaces whose reputation tiles are still on the track "
                     f"(tiles start on {', '.join(map(str, SPACES))}).", 0, TRACK,
                     otherwise="every tile above both markers",
                     clause="woodcraft.solo.reputation.nonplayer-removes")
TAKEN = Integers("taken", "The spaces of the tiles you took, each at or below your marker. A "
                 "tile neither on the track nor taken was removed by the counter.", 0, TRACK,
                 default=())
TAKEN_THIS_ROUND = Integers("taken_this_round", "Those of `taken` you took during this round's "
                            "turn: it matters when the counter reaches the same space in the "
                            "same round.", 0, TRACK, default=(),
                            clause="woodcraft.reputation-same-round")
REPUTATION_FIELDS = Form("[reputation]", "The reputation race.",
                         (PLAYER, NONPLAYER, REP_TILES, TAKEN, TAKEN_THIS_ROUND))
REPUTATION = Sub("reputation", "The reputation race.", REPUTATION_FIELDS)

CONTRACT_IDS = tuple(k for k, _ in data.CONTRACT_POINTS)
CLAIMED = Strings("claimed", "The public contracts you claimed.", CONTRACT_IDS, default=())
REMOVED_CONTRACTS = Strings("removed", "The public contracts that vanished.", CONTRACT_IDS,
                            default=(), clause="woodcraft.solo.contracts.timed-removal")
CONTRACTS_FIELDS = Form("[contracts]", "The public contracts; those neither claimed nor "
                        "removed are open.", (CLAIMED, REMOVED_CONTRACTS))
CONTRACTS = Sub("contracts", "The public contracts.", CONTRACTS_FIELDS)


ROW = Strings("row", f"The {data.ORDER_ROW} places of the display, left to right; the names "
              'are up to you, "" marks an empty place.', length=data.ORDER_ROW,
              otherwise="dealt from the seed", clause="woodcraft.displays.rows")
PILE = Strings("pile", "The cards that refill the row, top first.",
               otherwise="dealt from the seed", clause="woodcraft.displays.refill")
TAKEN_AWAY = Strings("removed", "The cards the solo deck's effects took out of the game, in "
                     "that order (a file saved from a played game gives it).", default=())


def _display(name: str, what: str) -> Sub:
    return Sub(name, f"The {what} display.",
               Form(f"[{name}]", f"The {what} display.", (ROW, PILE, TAKEN_AWAY)))


ORDERS = _display("orders", "order")
HELPERS = _display("helpers", "helper")

LUMBER_YARD_FIELDS = Form("[lumber_yard]", "The values of the dice, two per colour: "
                   "`light = [3, 5]`. A colour left out keeps the values rolled from the seed.",
                   tuple(Integers(c, f"The values of the two {c} dice.", 1, data.DIE_FACES,
                                  length=data.DICE_PER_COLOUR, otherwise="rolled from the seed",
                                  clause="woodcraft.lumber-yard.dice")
                         for c in data.DICE_COLOURS))
LUMBER_YARD = Sub("lumber_yard", "The dice of the lumber yard.", LUMBER_YARD_FIELDS)

# In the order `situation_toml` writes them (and the reader lists them).
FILE = Form("the top level", "Every table is "
            "optional, and every field in a table is optional unless marked required.", (
                SETUP, ROUND, SCORE, RANDOM_STEPS, CARDS, WHEEL, DECK, REPUTATION, CONTRACTS,
                ORDERS, HELPERS, LUMBER_YARD))

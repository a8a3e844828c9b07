"""The fields of a Wendake (the Ghost) situation file, each declared once."""

from __future__ import annotations

from spec.wendake import data
from spec.wendake.model import Action, Difficulty, Flag

from ..fields import Boolean, Form, Integer, Integers, Shape, String, Strings, Sub

MAX_STEPS = 2**63 - 1  # TOML integers stop there
LETTERS = tuple("ABCDEFGH")
PIECES = ("ghost-woman", "ghost-hunter", "player-woman", "player-hunter", "player-outpost")
TERRITORY_IDS = tuple(t.id for t in data.TERRITORIES)
SEVEN = data.NATIVES_PER_KIND

SETUP = String("setup", "The named setup the file starts from.", ("solo",), default="solo")
DIFFICULTY = String("difficulty", "What each Objective you complete is worth to you (easy 3, "
                    "medium 2, hard 1).", tuple(d.value for d in Difficulty), default="medium",
                    clause="wendake.solo.setup.difficulty")
TRIBE_CARD = Boolean("tribe_card", "True if you kept a Tribe card (no Ghost decision reads "
                     "it).", default=False, clause="wendake.solo.setup.tribe-card")
YEAR = Integer("year", "The year being played.", 1, data.YEARS, default=1,
               clause="wendake.solo.year.seven-years")
TURN = Integer("turn", "How many of this year's Ghost turns are done; the next turn's card is "
               "the Mask's card plus turn, wrapping round.", 0, data.GHOST_TURNS_PER_YEAR - 1,
               default=0, clause="wendake.solo.ghost.turn")
PLAYER_FIRST = Boolean("player_first", "True if you go first this year.", default=True,
                       clause="wendake.solo.restore.turn-order")
CARDS = Strings("cards", 'The three Ghost card sides in play, left to right, such as '
                '["G1a", "G2b", "G4a"]: three different cards, one side of each.',
                open_choices=True, length=data.CARDS_IN_PLAY, distinct=True,
                otherwise="dealt from the seed", clause="wendake.solo.setup.ghost-cards")
SCORE_DISKS = Integers("score_disks", "The Ghost's two score disks, such as [16, 17]; together "
                       "at least the points printed on its cards.", 0, 999, length=2,
                       otherwise="the printed total, split evenly",
                       clause="wendake.score-disks.split")
PLAYER_SCORE = Integer("player_score", "Your points so far, before Objectives.", 0, 999,
                       default=0)
PLAYER_OUTPOSTS = Integer("player_outposts", "The Outposts you still have to build; with those "
                          f"on the map, at most {data.PLAYER_OUTPOSTS}.", 0,
                          data.PLAYER_OUTPOSTS, otherwise="4 less the Outposts on the map")
OBJECTIVES_DONE = Strings("objectives_done", 'The Objective letters you have completed, such as '
                          '["A", "C"]; counted at the end besides those the model checks '
                          "itself.", LETTERS, default=(), clause="wendake.solo.end.objectives")
ADVANCED = Strings("advanced", "The face-up Advanced Action tiles, left to right; the Ghost's "
                   "disk is under the first.", data.ADVANCED_POOL, distinct=True,
                   otherwise="dealt from the seed", clause="wendake.solo.restore.advanced-tile")
RANDOM_STEPS = Integer(
    "random_steps", "How many steps the seed's random generator has taken since the setup "
    "(random tie-breaks, Mask reshuffles, the stand-in's draws). A file saved from a played "
    "game gives it, so that the same random draws follow.", 0, MAX_STEPS, default=0)

CARD_ID = String("id", 'The side\'s id, such as "X1"; a default side\'s id (G1a) replaces it.',
                 required=True)
POINTS = Integer("points", "The points printed on the side.", 0, 99, default=10)
OBJECTIVE = String("objective", "The Objective letter the side shows.", LETTERS, default="A")
ROWS = Strings("rows", "Four actions, one per Mask row, top first.",
               tuple(a.value for a in Action), length=data.MASK_ROWS, required=True,
               clause="wendake.ghost-card-sides")
GHOST_CARD_FIELDS = Form("[[ghost_cards]]", "Defines a Ghost card side, or replaces a default "
                         "one (give its id): one table per side. A new side is in play only if "
                         "`cards` names it.", (CARD_ID, POINTS, OBJECTIVE, ROWS))
GHOST_CARDS = Sub("ghost_cards", "Ghost card sides the file defines or replaces.",
                  GHOST_CARD_FIELDS, many=True)

MASK_ID = String("id", 'The Mask card\'s id, such as "X1"; a default one\'s (M1 to M8) '
                 "replaces it.", required=True)
MASK_ROW = Integer("row", "The row of the Ghost cards the Mask marks.", 1, data.MASK_ROWS,
                   default=1, clause="wendake.solo.year.mask-row")
BLANKET = String("blanket", "The blanket the Mask shows: the flag of the territories the "
                 "Ghost's Natives go to.", tuple(f.value for f in Flag), default="english",
                 clause="wendake.solo.natives.blanket")
MASK_CARD_FIELDS = Form("[[mask_cards]]", "Defines a Mask card, or replaces a default one.",
                        (MASK_ID, MASK_ROW, BLANKET))
MASK_CARDS = Sub("mask_cards", "Mask cards the file defines or replaces.", MASK_CARD_FIELDS,
                 many=True)

UNDER = Shape("under", "The Masks under each Ghost card, left to right, bottom Mask first. "
              'Three lists of Mask ids: under = [["M3"], ["M2"], []]. Only this year\'s Mask may '
              "lie face up, on top of its pile; a Mask card is in one place only.",
              otherwise="no Mask under any card, as before Year 1",
              clause="wendake.solo.year.mask-card", words="list of 3 lists of Mask ids",
              shape={"type": "array", "minItems": data.CARDS_IN_PLAY,
                     "maxItems": data.CARDS_IN_PLAY,
                     "items": {"type": "array", "items": {"type": "string"}}})
FACE_DOWN = Strings("face_down", "The Masks under the cards that lie face down.",
                    open_choices=True, default=(), clause="wendake.face-down-mask")
MASKS_FIELDS = Form("[masks]", "The Mask cards under the Ghost cards. A ghost-turn file needs "
                    "this year's Mask face up.", (UNDER, FACE_DOWN))
MASKS = Sub("masks", "The Masks under the Ghost cards.", MASKS_FIELDS)

MASK_DRAW = Strings("draw", "The Mask deck's draw pile, top card first.", open_choices=True,
                    otherwise="the seed's shuffled deck without the Masks named in [masks]")
MASK_DISCARD = Strings("discard", "The Mask deck's discard pile.", open_choices=True,
                       otherwise="every other default Mask when draw is given; else none")
MASK_DECK_FIELDS = Form("[mask_deck]", "The Mask deck.", (MASK_DRAW, MASK_DISCARD))
MASK_DECK = Sub("mask_deck", "The Mask deck.", MASK_DECK_FIELDS)

DISK = Integer("disk", "The level of the Ghost's disk beside the Progress tiles.", 1,
               data.PROGRESS_LEVELS, otherwise="1", clause="wendake.solo.action.progress-up")
LEVELS = tuple(Strings(f"level{i}", f"The Progress tiles still on level {i}, leftmost first; "
                       "any names will do, [] for an empty level.",
                       otherwise="dealt from the seed", clause="wendake.solo.action.take-progress")
               for i in range(1, data.PROGRESS_LEVELS + 1))
PROGRESS_FIELDS = Form("[progress]", "The Progress tiles and the Ghost's disk beside them.",
                       (DISK, *LEVELS))
PROGRESS = Sub("progress", "The Progress tiles.", PROGRESS_FIELDS)

NATIVES = tuple(Integer(kind, f"How many {plural}.", 0, SEVEN, otherwise="what the map and "
                        "the Long House do not hold")
                for kind, plural in (("warrior", "Warriors"), ("woman", "Women"),
                                     ("hunter", "Hunters")))


def _natives(name: str, meaning: str) -> Sub:
    return Sub(name, meaning, Form(f"[{name}]", meaning + f" Each tribe has {SEVEN} of each "
                                   "kind, at home, on the map (Guards count as Warriors) or, for "
                                   "you, injured in the Long House.", NATIVES))


GHOST_HOME = _natives("ghost_home", "The Ghost's Natives at home, by kind.")
PLAYER_HOME = _natives("player_home", "Your Natives at home, by kind.")
PLAYER_LONG_HOUSE = _natives("player_long_house", "Your injured Natives in the Long House, by "
                             "kind (none by default).")

FIELDS_LIST = Strings("fields", 'What stands on each field, one entry per field: "ghost-woman", '
                      '"player-woman" or "player-outpost", "" for a free one.',
                      ("",) + PIECES, otherwise="all free", clause="wendake.map.territories")
FORESTS_LIST = Strings("forests", 'What stands on each forest, one entry per forest: '
                       '"ghost-hunter", "player-hunter" or "player-outpost", "" for a free one.',
                       ("",) + PIECES, otherwise="all free", clause="wendake.map.territories")
FIELDS_COUNT = Integer("fields_count", "How many fields the territory has: the map's sizes are "
                       "the project's assumption; give the count to change one.", 0, 8,
                       otherwise="the assumed map's")
FORESTS_COUNT = Integer("forests_count", "How many forests the territory has (as fields_count).",
                        0, 8, otherwise="the assumed map's")
GHOST_GUARDS = Integer("ghost_guards", "The Ghost's Guards there.", 0, 7, otherwise="0",
                       clause="wendake.guard-against-ghost-guards")
PLAYER_GUARDS = Integer("player_guards", "Your Guards there.", 0, 7, otherwise="0",
                        clause="wendake.guard-protects-outpost")
TERRITORY_FIELDS = Form("[territories.<id>]", "One flagged territory.",
                        (FIELDS_COUNT, FORESTS_COUNT, FIELDS_LIST, FORESTS_LIST, GHOST_GUARDS,
                         PLAYER_GUARDS))
TERRITORY = Sub("territory", "One flagged territory: what stands on its spaces and its Guards. "
                "A territory or list left out is empty.", TERRITORY_FIELDS)
TERRITORIES_FIELDS = Form("[territories]", "The flagged territories, one table each, "
                          "[territories.french-near]; a territory left out is empty.",
                          each=TERRITORY, keys=TERRITORY_IDS, key_words="a territory id")
TERRITORIES = Sub("territories", "The flagged territories of the map.", TERRITORIES_FIELDS)

# In the order `situation_toml` writes them.
FILE = Form("the top level", "Every field is "
            "optional: what a file leaves out comes from the setup dealt by `seed`, which picks "
            "the Ghost cards and their sides, shuffles the Mask deck and deals the Progress and "
            "Advanced tiles.", (
                SETUP, DIFFICULTY, TRIBE_CARD, YEAR, TURN, PLAYER_FIRST, CARDS, SCORE_DISKS,
                PLAYER_SCORE, PLAYER_OUTPOSTS, OBJECTIVES_DONE, ADVANCED, RANDOM_STEPS,
                GHOST_CARDS, MASK_CARDS, MASKS, MASK_DECK, PROGRESS, GHOST_HOME, PLAYER_HOME,
                PLAYER_LONG_HOUSE, TERRITORIES))

"""The fields of a Darwin's Journey situation file, each declared once.

A file is a game for 2 to 4 (``players``) or the solo game against Alfred
(``solo``); the declarations hold the widest values either allows, and the
reader narrows them to the file's game (the seats of a 3-player game,
Alfred's Coin cap), as its messages say.
"""

from __future__ import annotations

from spec.darwins_journey.board import LOCATIONS, SPECIMENS, Unlock
from spec.darwins_journey.cards import CREW_CARDS, OBJECTIVES
from spec.darwins_journey.components import (
    PERSONAL_LENS_TOKENS,
    RESEARCH_TOKENS,
    SPECIAL_SEALS,
    STAMPS,
    TEMPORARY_KNOWLEDGE,
    TENTS,
)
from spec.darwins_journey.icons import SealColour
from spec.darwins_journey.setup import specimen_spaces
from spec.darwins_journey.state import PURPLE, ROUNDS
from spec.darwins_journey.tracks import CAMPSITES, EVOLUTION_TRACK, ISLAND_TRACKS, OCEAN

from ..fields import Boolean, Form, Integer, Integers, Shape, String, Strings, Sub

PLAYER_COUNTS = (2, 3, 4)
CREW_SETUPS = ("draft", "first-play")
LEVELS = ("white", "blue", "yellow", "green")  # Alfred's boards, easiest first
ALFRED_LETTERS = "ABCD"
COLOURS = tuple(c.value for c in SealColour)
ROW_SEALS = COLOURS + (PURPLE,)
SEAL_SPOTS = 6  # seal spots on each of the three middle worker rows
LOCATION_IDS = tuple(loc.id for loc in LOCATIONS)
LOCKABLE_IDS = tuple(loc.id for loc in LOCATIONS if loc.unlock is not Unlock.PRINTED)
SPECIMEN_IDS = tuple(s.id for s in SPECIMENS)
OBJECTIVE_TIER = {t.id: t.tier.value for t in OBJECTIVES}
SILVER = tuple(i for i, t in OBJECTIVE_TIER.items() if t == "silver")
GOLDEN = tuple(i for i, t in OBJECTIVE_TIER.items() if t == "golden")
CREW_NUMBERS = tuple(card.number for card in CREW_CARDS)
OCEAN_IDS = tuple(s.id for s in OCEAN)
ISLAND_IDS = tuple(tuple(s.id for s in t.spaces) for t in ISLAND_TRACKS)
ISLAND_NAMES = tuple(t.island.value for t in ISLAND_TRACKS)
RIBBON_IDS = tuple(s.id for t in ISLAND_TRACKS for s in t.spaces if s.ribbon is not None)
CAMPSITE_IDS = tuple(site.id for site in CAMPSITES)
ENDS = ("ocean",) + ISLAND_NAMES
SPECIMEN_SPACES = tuple(dict.fromkeys(s for n in PLAYER_COUNTS for s in specimen_spaces(n)))
MAX = 9999  # a bound for counts the rules leave open (Coins, points)
SEATS = max(PLAYER_COUNTS) - 1
# Alfred's board, as spec.darwins_journey.alfred.data gives it (a test holds
# these equal): that module loads only for a solo game, and these bounds are
# wanted before a file says whether it is one.
ALFRED_COIN_CAP = 12
ALFRED_BONUS_SPACES = 10
ALFRED_HAMMOCKS = 4
ALFRED_ROW_SPOTS = 6

_ISLANDS = ", ".join(f"island {n}: {ids[0]} to {ids[-1]}" for n, ids in
                     zip(ISLAND_NAMES, ISLAND_IDS))
_PAIR = {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "integer"}}

# --- The setup ----------------------------------------------------------------

SOLO = String("solo", "Alfred's board: the file is the solo game, you (seat 0) against Alfred "
              "(seat 1). Leave out players, first_game and crew.", LEVELS,
              otherwise="not a solo game", clause="darwins_journey.alfred.setup.alfred-board")
PLAYERS = Integer("players", "How many play (not in a solo game).", 2, 4, default=2)
FIRST_GAME = Boolean("first_game", "The first game's fixed tiles instead of dealt ones.",
                     default=False)
CREW = String("crew", "How the Crew cards are dealt: drafted, or the first play's fixed hands.",
              CREW_SETUPS, default="draft")

# --- The board ----------------------------------------------------------------

ROUND = Integer("round", "The round being played.", 1, ROUNDS, otherwise="the setup's (1)")
ACTIVE = Integer("active", "The seat to decide (seats count from 0).", 0, SEATS,
                 otherwise="the first seat of turn_order")
TURN_ORDER = Integers("turn_order", "The turn order, left to right: every seat once.", 0, SEATS,
                      distinct=True, otherwise="the setup's")
PLACED = Boolean("placed", "Whether the active seat's worker is already placed this turn.",
                 otherwise="the setup's (false)")
SCROLLS = Strings("scrolls", "The 12 Academy spots, top Scroll first, left to right.", COLOURS,
                  length=12, empty=True, otherwise="the setup's")
SEAL_PILE = Strings("seal_pile", "The face-down seal pile, top first. Where a file puts seals "
                    "elsewhere, the setup's pile gives them up.", COLOURS,
                    otherwise="the setup's, less the seals the file puts elsewhere")
SPECIAL_TILES = Integers("special_tiles", "The Special Action tiles in play (6; 4 in the solo "
                         "game).", 1, 12, distinct=True, otherwise="the setup's")
CORRESPONDENCE = Integers("correspondence", "The three Correspondence tiles in play.", 1, 8,
                          length=3, distinct=True, otherwise="the setup's")
BEAGLE = Integer("beagle", "The HMS Beagle's space: it must be round - 1.", 0, ROUNDS - 1,
                 otherwise="round - 1", clause="darwins_journey.cleanup.beagle-moves")
BEAGLE_GOALS = Integers("beagle_goals", "The five Beagle goal tiles.", 1, 12, length=5,
                        distinct=True, otherwise="the setup's")
MUSEUM = Strings("museum", 'The Museum tiles on display, as Specimen ids such as "blue-bird".',
                 SPECIMEN_IDS, distinct=True, otherwise="the setup's")
ROW_COINS = Shape("row_coins", "Whether the Coins beside each of the Museum's four rows are "
                  "still there.", otherwise="the setup's", words="list of 4 booleans",
                  shape={"type": "array", "minItems": 4, "maxItems": 4,
                         "items": {"type": "boolean"}})
SILVER_DISPLAY = Strings("silver_display", "The silver Objectives on offer (2; 1 in the solo "
                         'game), "" for an empty place.', SILVER, empty=True,
                         otherwise="the setup's")
GOLDEN_DISPLAY = Strings("golden_display", "The golden Objectives on offer (as silver).",
                         GOLDEN, empty=True, otherwise="the setup's")
SILVER_STACK = Strings("silver_stack", "The face-down silver Objective stack.", SILVER,
                       distinct=True, otherwise="the setup's, less what the file puts elsewhere")
GOLDEN_STACK = Strings("golden_stack", "The face-down golden Objective stack.", GOLDEN,
                       distinct=True, otherwise="the setup's, less what the file puts elsewhere")
ENVELOPES = Shape("envelopes", "The Stamps on each Envelope, top first: 3 lists of one count "
                  f"per seat, each 0 to {STAMPS.value}.", otherwise="the setup's (none)",
                  words="list of 3 lists of integers",
                  shape={"type": "array", "minItems": 3, "maxItems": 3,
                         "items": {"type": "array", "minItems": 2, "maxItems": 4, "items": {
                             "type": "integer", "minimum": 0, "maximum": STAMPS.value}}})
USED_STAMPS = Integers("used_stamps", "The Stamps in each seat's used tray, one count per seat.",
                       0, STAMPS.value, otherwise="what each seat's stacks and the Envelopes "
                       "do not hold")
RIBBONS = Strings("ribbons", "The island spaces whose golden ribbons are taken.", RIBBON_IDS,
                  distinct=True, otherwise="the setup's (none)")
TRACK_ENDS = Strings("ends", "The tracks whose end space someone has reached first.", ENDS,
                     distinct=True, otherwise="the setup's (none)")
PURPLE_SUPPLY = Integer("purple", "Purple Special Wax Seals in the supply.", 0,
                        SPECIAL_SEALS.value, otherwise="what no worker row holds")
KNOWLEDGE_SUPPLY = Integer("knowledge_supply", "Temporary Knowledge tokens in the supply.", 0,
                           TEMPORARY_KNOWLEDGE.value, otherwise="what no player holds")
RESEARCH_SUPPLY = Integer("research_supply", "Research tokens in the supply.", 0,
                          RESEARCH_TOKENS.value, otherwise="what no player holds")
MOVES = Strings("moves", "The moves played before the question, in order: in a player's words, "
                "as `automa decide` lists the legal moves, or in the engine's text.", default=())
ASK = Strings("ask", 'Moves to test for legality, in words or the engine\'s text (decide = '
              '"moves" only).', default=())
ALFRED_TURNS = Integer("alfred_turns", 'Solo, decide = "alfred-turn" only: the Action-Phase '
                       "turns Alfred takes after the last move, in a row, before the one asked "
                       "about.", 0, 99, default=0)

# --- The board's tables -----------------------------------------------------------

SPECIMEN = String("specimen", "The Specimen token on that track space.", SPECIMEN_IDS)
SPECIMENS_FIELDS = Form("[specimens]", "Specimen tokens by track space; the table replaces "
                        "every token of the setup's. The spaces a game uses depend on how many "
                        "play.", each=SPECIMEN, keys=SPECIMEN_SPACES,
                        key_words="a track space that takes a Specimen token")
SPECIMENS_TABLE = Sub("specimens", "Specimen tokens on the map.", SPECIMENS_FIELDS)

KEEP_NEUTRAL = Boolean("keep_neutral", "Whether the setup's neutral Lens tokens stay where they "
                       "are.", default=True)
LENS_OWNER = Integer("lens", "Whose Lens token opens that location: a seat, or -1 for a "
                     "neutral one.", -1, SEATS, clause="darwins_journey.action.unlock-lens")
LENS_FIELDS = Form("[lens]", "Lens tokens by location. A Main Diary page unlocks from top to "
                   "bottom.", (KEEP_NEUTRAL,), each=LENS_OWNER, keys=LOCKABLE_IDS,
                   key_words="a locked location")
LENS = Sub("lens", "Lens tokens on locked locations.", LENS_FIELDS)

WORKERS_AT = Shape("workers", "The workers there, as [seat, worker row] pairs (rows 0, the top "
                   "worker, to 4, the fifth).", words="list of [seat, row] pairs",
                   shape={"type": "array", "items": {
                       "type": "array", "minItems": 2, "maxItems": 2,
                       "prefixItems": [{"type": "integer", "minimum": 0, "maximum": SEATS},
                                       {"type": "integer", "minimum": 0, "maximum": 4}]}})
WORKERS_FIELDS = Form("[workers]", "Workers by location; the table replaces every worker of "
                      "the setup's.", each=WORKERS_AT, keys=LOCATION_IDS,
                      key_words="a location id")
WORKERS = Sub("workers", "Workers on the board.", WORKERS_FIELDS)

TENTS_AT = Integers("tents", "Who has a Tent on each place of that Campsite: a seat, or -1 "
                    "for none; one entry per place.", -1, SEATS)
TENTS_FIELDS = Form("[tents]", "Tents by Campsite; the table replaces every Tent of the "
                    "setup's.", each=TENTS_AT, keys=CAMPSITE_IDS, key_words="a Campsite id")
TENTS_TABLE = Sub("tents", "Tents on Campsites.", TENTS_FIELDS)

# --- Alfred's board (solo) -----------------------------------------------------------

BONUS = Integer("bonus", "The space of Alfred's bonus marker on his Bonus track.", 1,
                ALFRED_BONUS_SPACES, otherwise="the setup's",
                clause="darwins_journey.alfred.board.bonus-track")
DECK = Integers("deck", "Alfred's Action card deck, by card number.", 1, 8, distinct=True,
                otherwise="the cards not drawn")
DRAWN = Integers("drawn", "Alfred's face-up Action cards: with deck, each card 1 to 8 once.",
                 1, 8, distinct=True, otherwise="the cards not in deck")
BONUS_CARDS = Strings("cards", "His board's two Bonus Track cards, over spaces 5 and 10 in that "
                      "order.", open_choices=True, distinct=True,
                      hint="his board's two Bonus Track cards", otherwise="his board's",
                      clause="darwins_journey.alfred.board.bonus-card-actions")
HAMMOCKS = Strings("hammocks", 'Alfred\'s workers resting in his hammocks, "A" to "D".',
                   tuple(ALFRED_LETTERS), distinct=True, hint='Alfred\'s workers "A" to "D"',
                   otherwise="none")
FREE_SEAL_SPOTS = Boolean("free_seal_spots", "Whether Alfred's seal spots cost him no Coins from "
                          "now on: the icon of an emptied Stamp stack.",
                          otherwise="the setup's (false)",
                          clause="darwins_journey.alfred.board.stamp-icon")
ALFRED_FIELDS = Form("[alfred]", "Alfred's board in a solo game: his bonus worker, Action cards, "
                     "hammocks.", (BONUS, DECK, DRAWN, BONUS_CARDS, HAMMOCKS, FREE_SEAL_SPOTS))
ALFRED = Sub("alfred", "Alfred's board (solo only).", ALFRED_FIELDS)

# --- The players ---------------------------------------------------------------------

COINS = Integer("coins", "Coins (Alfred's track stops at 12).", 0, MAX, otherwise="the setup's")
POINTS = Integer("points", "Victory points so far.", 0, MAX, otherwise="the setup's")
EVOLUTION = Integer("evolution", "The space on the Evolution track.", 0,
                    len(EVOLUTION_TRACK) - 1, otherwise="the setup's")
KNOWLEDGE = Integer("knowledge", "Temporary Knowledge tokens held.", 0,
                    TEMPORARY_KNOWLEDGE.value, otherwise="the setup's")
_SEAL_ROW = {"type": "array", "maxItems": max(SEAL_SPOTS, ALFRED_ROW_SPOTS),
             "items": {"type": "string", "enum": list(ROW_SEALS)}}
ROWS = Shape("rows", "The seals on each worker row, top worker first, left to right; "
             '"purple" is a Special seal. One list per worker (the fifth worker\'s, always [], '
             "may be left out): your top worker's is [] (its purple seal is printed), Alfred's "
             "rows A to D start with the seals his board prints. Or a table naming only the "
             'rows that change: { 2 = ["red"] }, Alfred\'s also by letter: { C = ["red"] }.',
             otherwise="the setup's", words="list of lists of seals, or a table by worker",
             shape={"anyOf": [
                 {"type": "array", "minItems": 4, "maxItems": 5, "items": _SEAL_ROW},
                 {"type": "object", "propertyNames": {"pattern": "^([0-4]|[A-D])$"},
                  "additionalProperties": _SEAL_ROW}]})
HOME = Shape("home", 'The workers at home: rows 0 to 4 (Alfred\'s as letters "A" to "D" or '
             "rows 0 to 3). Workers neither on the board nor at home are an error.",
             otherwise="every worker not on the board", words="list of workers",
             shape={"type": "array", "uniqueItems": True, "items": {"anyOf": [
                 {"type": "integer", "minimum": 0, "maximum": 4},
                 {"type": "string", "enum": list(ALFRED_LETTERS)}]}})
FIFTH_WORKER = Boolean("fifth_worker", "Whether the fifth worker (row 4) is in play (never "
                       "Alfred's).", otherwise="the setup's (false)")
CREW_HELD = Integers("crew", "Crew cards held, by number.", 1, len(CREW_NUMBERS), distinct=True,
                     otherwise="the setup's")
CREW_DONE = Shape("crew_done", "Crew cards achieved, as [card, worker row] pairs; each worker "
                  "achieves at most one.", otherwise="the setup's (none)",
                  words="list of [card, row] pairs",
                  shape={"type": "array", "items": {
                      "type": "array", "minItems": 2, "maxItems": 2,
                      "prefixItems": [{"type": "integer", "minimum": 1,
                                       "maximum": len(CREW_NUMBERS)},
                                      {"type": "integer", "minimum": 0, "maximum": 4}]}})
RESERVE = Strings("reserve", "Objectives in the reserve (2, and the Starting pair under one "
                  "reading).", tuple(OBJECTIVE_TIER), distinct=True, hint="Objective ids",
                  otherwise="the setup's")
SPOTS = Strings("spots", 'The 10 Objective spaces of the personal board, silver first, then '
                'golden; "" for an empty one.', tuple(OBJECTIVE_TIER), length=10, empty=True,
                hint="Objective ids (silver spaces first, then golden)",
                otherwise="the setup's")
ACHIEVED = Integers("achieved", "The Objective spaces achieved (0 to 9); each holds an "
                    "Objective.", 0, 9, distinct=True, otherwise="the setup's (none)")
RESEARCH = Strings("research", "Research tokens held, as Specimen ids.", SPECIMEN_IDS,
                   distinct=True, hint='Specimen ids such as "blue-bird" (colour green, blue, '
                   "red or yellow; kind reptile, plant, bird or fossil)",
                   otherwise="the setup's (none)")
PLAYER_TENTS = Integer("tents", "Tents on the personal board; with those on Campsites, "
                       f"{TENTS.value}.", 0, TENTS.value,
                       otherwise="what the Campsites do not hold")
STAMPS_HELD = Integers("stamps", "The Stamps in each of the three stacks.", 0, 4, length=3,
                       otherwise="the setup's")
LENSES = Integer("lenses", "Lens tokens not yet placed; with those on the board, "
                 f"{PERSONAL_LENS_TOKENS.value}.", 0, PERSONAL_LENS_TOKENS.value,
                 otherwise="what the board does not hold")
EXPLORERS = Shape("explorers", f"The Explorers on islands A, B and C in that order ({_ISLANDS}), "
                  '"" for none.', otherwise="the setup's (none)",
                  words="list of 3 island spaces",
                  shape={"type": "array", "minItems": 3, "maxItems": 3,
                         "items": {"type": "string"}})
SHIP = String("ship", "The ship's space on the Ocean track.", OCEAN_IDS,
              otherwise="the setup's (O0)")
ACADEMY_DISCOUNT = Boolean("academy_discount", "An achieved Objective's effect: the Academy's "
                           "Scroll costs nothing.", otherwise="false")
LAGGING_CAP = Boolean("lagging_cap", "An achieved Objective's effect: each lagging penalty "
                      "behind the HMS Beagle costs at most 2 points.", otherwise="false",
                      clause="darwins_journey.objective-action.lagging-cap")
PENALTY_REDUCTION = Integer("penalty_reduction", "Placement Penalty Reductions gained from "
                            "achieved Objectives.", 0, 9, otherwise="0")
BOOK_BONUS = Integer("book_bonus", "Book Multipliers gained from achieved Objectives.", 0, 9,
                     otherwise="0")
PLAYER_FIELDS = Form("[[player]]", "One table per seat, in seat order (in a solo game, you "
                     "then Alfred). A seat without a table keeps the setup's.",
                     (COINS, POINTS, EVOLUTION, KNOWLEDGE, ROWS, HOME, FIFTH_WORKER, CREW_HELD,
                      CREW_DONE, RESERVE, SPOTS, ACHIEVED, RESEARCH, PLAYER_TENTS, STAMPS_HELD,
                      LENSES, EXPLORERS, SHIP, ACADEMY_DISCOUNT, LAGGING_CAP, PENALTY_REDUCTION,
                      BOOK_BONUS))
PLAYER = Sub("player", "The players' boards, one table per seat.", PLAYER_FIELDS, many=True)

SETUP_FIELDS = (SOLO, PLAYERS, FIRST_GAME, CREW)
# In the order `situation_toml` writes them.
FILE = Form("the top level", "Every "
            "field is optional; what a file leaves out comes from the setup dealt by `seed` for "
            "`players` (or the solo game's, with `solo`). Seats count from 0, worker rows from "
            "0 (the top worker) to 4 (the fifth). Totals the components fix are kept: the seal "
            "pile and the supplies give up what the file puts elsewhere.", (
                *SETUP_FIELDS, ROUND, ACTIVE, TURN_ORDER, PLACED, SCROLLS, SEAL_PILE,
                SPECIAL_TILES, CORRESPONDENCE, BEAGLE, BEAGLE_GOALS, MUSEUM, ROW_COINS,
                SILVER_DISPLAY, GOLDEN_DISPLAY, SILVER_STACK, GOLDEN_STACK, ENVELOPES,
                USED_STAMPS, RIBBONS, TRACK_ENDS, PURPLE_SUPPLY, KNOWLEDGE_SUPPLY,
                RESEARCH_SUPPLY, MOVES, ASK, ALFRED_TURNS, SPECIMENS_TABLE, LENS, WORKERS,
                TENTS_TABLE, ALFRED, PLAYER))

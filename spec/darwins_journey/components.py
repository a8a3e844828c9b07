"""How many of each component Darwin's Journey has, and the counts setup uses.

Everything here is stated by the rulebook's Components and Setup sections
(and, for the solo game, by its solo Setup), so every value is ``rules-text``
unless it says otherwise. The faces of the tiles and cards are in ``cards``,
the board in ``board`` and ``tracks``, the player board in ``personal_board``.

Disagreements with the fan data, settled for the rulebook:

- Regular Wax Seals: the rulebook has 14 of each colour (56 in all); the fan
  data uses 12 per colour. 12 is what a two-player (or solo) game keeps after
  setup removes 2 seals of each colour, so the fan engine, written for two
  players, most likely hard-coded the two-player count. The project keeps 14
  and the removal table ``SEALS_REMOVED_PER_COLOUR``.

Within the rulebook: the Components list has no book tokens, but the Gain
Victory Points action names +50, +100, +150 and +200 book tokens, and also
says that the cube kept beside the personal board marks the first 50. Both are
kept (``BOOK_TOKENS`` and the fourth cube in ``CUBES``); which one the rules
use is for the rules step.
"""

from __future__ import annotations

from spec.core.provenance import Provenance

from .sources import ByPlayers, Sourced, register, rulebook

COMPONENTS = rulebook("Components")
SETUP_BOARD = rulebook("Setup: Main Board")
SETUP_PLAYER = rulebook("Setup: Player Setup")
SETUP_CREW = rulebook("Setup: Gaining Crew Cards & Starting Objectives")
SOLO_SETUP = rulebook("Darwin's Journey Solo Rules: Setup")

SEALS_PER_COLOUR_ID = register(
    "seals-per-colour",
    """There are 14 Regular Wax Seals of each of the four colours (56 in all),
    as the rulebook's Components say; the fan data uses 12 per colour, which is
    the two-player count after setup removes 2 of each colour. The rulebook's
    14 is kept.""",
    Provenance.RULES_TEXT,
    "darwins_journey.components.list",
    "darwins_journey.setup.seals-removed",
)

PLAYER_COUNTS = Sourced((1, 2, 3, 4), rulebook("Setup: Main Board, step 1"))
ROUNDS = Sourced(5, rulebook("Overview"))
PHASES_PER_ROUND = Sourced(4, rulebook("Game Overview"))  # Action, Turn Order, Reward, Cleanup

# General components.
MAIN_BOARD = Sourced(1, COMPONENTS)  # two-sided: 1-3 players, 4 players
CREW_CARDS = Sourced(16, COMPONENTS)
REGULAR_SEALS_PER_COLOUR = Sourced(
    14, rulebook("Components", SEALS_PER_COLOUR_ID))
REGULAR_SEALS = Sourced(56, COMPONENTS)
TEMPORARY_KNOWLEDGE = Sourced(16, COMPONENTS)
SPECIAL_SEALS = Sourced(12, COMPONENTS)  # purple
MUSEUM_TILES = Sourced(16, COMPONENTS)
SPECIMEN_TOKENS = Sourced(16, COMPONENTS)
RESEARCH_TOKENS = Sourced(30, COMPONENTS)
NEUTRAL_LENS_TOKENS = Sourced(2, COMPONENTS)
COINS_OF_ONE = Sourced(28, COMPONENTS)
COINS_OF_FIVE = Sourced(12, COMPONENTS)
COINS = Sourced(40, COMPONENTS)
BEAGLE_GOAL_TILES = Sourced(12, COMPONENTS)
SPECIAL_ACTION_TILES = Sourced(12, COMPONENTS)
CORRESPONDENCE_TILES = Sourced(8, COMPONENTS)
HMS_BEAGLE = Sourced(1, COMPONENTS)
TWO_PLAYER_TURN_ORDER_TOKEN = Sourced(1, COMPONENTS)
STARTING_OBJECTIVES_SILVER = Sourced(4, COMPONENTS)
STARTING_OBJECTIVES_GOLDEN = Sourced(4, COMPONENTS)
OBJECTIVES_SILVER = Sourced(10, COMPONENTS)
OBJECTIVES_GOLDEN = Sourced(10, COMPONENTS)
PLAYER_AID = Sourced(1, COMPONENTS)
BOOK_TOKENS = Sourced((50, 100, 150, 200), rulebook("Board Actions: Gain Victory Points"))

# Player components, one set per colour.
PLAYER_COLOURS = Sourced(4, COMPONENTS)  # "Player components (x4)"
PERSONAL_BOARDS = Sourced(1, COMPONENTS)  # its back is an Alfred board
EXPLORERS = Sourced(3, COMPONENTS)
WORKERS = Sourced(5, COMPONENTS)
# Victory point marker, Evolution marker, Turn Order marker, and the one kept
# beside the personal board for the 50 icon.
CUBES = Sourced(4, COMPONENTS)
TENTS = Sourced(5, COMPONENTS)
SHIPS = Sourced(1, COMPONENTS)
PERSONAL_LENS_TOKENS = Sourced(6, COMPONENTS)
STAMPS = Sourced(12, COMPONENTS)

# Solo components.
ALFRED_BOARDS = Sourced(4, COMPONENTS)  # white, blue, yellow, green
ALFRED_ACTION_CARDS = Sourced(8, COMPONENTS)
ALFRED_BONUS_TRACK_CARDS = Sourced(8, COMPONENTS)  # 2 per Alfred board

# Main board setup.
SPECIAL_ACTION_TILES_IN_PLAY = Sourced(
    ByPlayers(solo=4, two=6, three=6, four=6),
    rulebook("Setup: Main Board, step 2; solo Setup (A)"))
CORRESPONDENCE_TILES_IN_PLAY = Sourced(3, rulebook("Setup: Main Board, step 4"))
# The solo game follows the two-player setup, and so removes 2 per colour too.
SEALS_REMOVED_PER_COLOUR = Sourced(
    ByPlayers(solo=2, two=2, three=1, four=0),
    rulebook("Setup: Main Board, step 5; solo Setup (Main Board)", SEALS_PER_COLOUR_ID))
ACADEMY_SEALS_AT_SETUP = Sourced(12, rulebook("Setup: Main Board, step 6"))
OBJECTIVES_FACE_UP_PER_COLOUR = Sourced(
    ByPlayers(solo=1, two=2, three=2, four=2),
    rulebook("Setup: Main Board, step 9; solo Setup (B)"))
MUSEUM_ROW_COINS = Sourced(1, rulebook("Setup: Main Board, step 11"))  # beside each row
BEAGLE_GOALS_IN_PLAY = Sourced(5, rulebook("Setup: Main Board, step 15"))
# Specimen tokens left over after the flagged spaces are filled; the solo game
# follows the two-player setup.
SPECIMEN_TOKENS_LEFT_OVER = Sourced(
    ByPlayers(solo=6, two=6, three=3, four=0), rulebook("Setup: Main Board, step 16"))
EXPLORERS_ON_BOARD_AT_SETUP = Sourced(1, rulebook("Setup: Main Board, step 18"))

# Player setup.
STARTING_WORKERS = Sourced(4, SETUP_PLAYER)  # the 5th waits for the left-most golden Objective
STAMP_STACKS = Sourced(3, SETUP_PLAYER)
STAMPS_PER_STACK = Sourced(4, SETUP_PLAYER)
STARTING_COINS = Sourced(4, SETUP_PLAYER)
STARTING_TEMPORARY_KNOWLEDGE = Sourced(1, SETUP_PLAYER)

# Crew cards and starting Objectives.
CREW_CARDS_PER_PLAYER = Sourced(3, SETUP_CREW)
CREW_CARDS_DEALT_FOR_DRAFT = Sourced(4, SETUP_CREW)  # standard setup: keep one, pass on
CREW_CARDS_DRAWN_SOLO = Sourced(5, rulebook("Darwin's Journey Solo Rules: Gaining Crew Cards"))
# First play: the Crew cards of the player in each Turn Order place, left to right.
FIRST_PLAY_CREW_CARDS = Sourced(
    ((1, 2, 3), (4, 5, 6), (7, 8, 9), (10, 11, 12)), SETUP_CREW)
STARTING_OBJECTIVES_PER_PLAYER = Sourced(2, SETUP_CREW)  # one silver and one golden, a pair
OBJECTIVE_RESERVE = Sourced(2, rulebook("Board Actions: Gain Objective"))

# The first game's fixed layouts, instead of random draws.
FIRST_GAME_SPECIAL_ACTION_TILES = Sourced(
    ((7, 8), (1, 9), (5, 12)), rulebook("Setup: Main Board, step 2"))  # rows top to bottom
FIRST_GAME_CORRESPONDENCE_TILES = Sourced(
    (2, 4, 5), rulebook("Setup: Main Board, step 4"))  # Envelopes top to bottom
FIRST_GAME_BEAGLE_GOALS = Sourced(
    (7, 4, 10, 8, 9), rulebook("Setup: Main Board, step 15"))  # left to right

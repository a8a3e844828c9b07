"""Every rule of the Darwin's Journey base game, in reading order, in our words.

The solo rules against Alfred are not here: they live with the bot.
"""

from spec.core.clauses import Source, clause
from spec.core.questions import Concern, answered, assumed, moot, none_open, pending, ruled

from . import texts
from .texts import SEED
OVERVIEW = Source(SEED, "Overview")
COMPONENTS = Source(SEED, "Components")
SETUP_BOARD = Source(SEED, "Setup: Main Board")
SETUP_PLAYER = Source(SEED, "Setup: Player Setup")
SETUP_CREW = Source(SEED, "Setup: Gaining Crew Cards & Starting Objectives")
GAME_OVERVIEW = Source(SEED, "Game Overview")
KEY_CONCEPTS = Source(SEED, "Key Concepts")
DIARY_SECTIONS = Source(SEED, "Diary Sections")
PENALTIES = Source(SEED, "Placement Penalties")
LOCATIONS = Source(SEED, "Worker Placement Locations")
SEAL_REQUIREMENTS = Source(SEED, "Wax Seal Requirements")
PERFORM = Source(SEED, "Perform Location Actions")
ROUND_STRUCTURE = Source(SEED, "Round Structure")
ACTION_PHASE = Source(SEED, "Action Phase")
MODIFIERS = Source(SEED, "Modifier Icons")
BOARD_ACTIONS = Source(SEED, "Board Actions")
SPECIAL_ACTIONS = Source(SEED, "Special Actions & Crew Actions")
DISTINCTIONS = Source(SEED, "Distinctions")
ACHIEVING = Source(SEED, "Achieving Objectives & Crew Cards")
OBJECTIVES = Source(SEED, "Objectives")
OBJECTIVE_REQUIREMENTS = Source(SEED, "Objective Requirements")
OBJECTIVE_ACTIONS = Source(SEED, "Objective Actions")
CREW_CARDS = Source(SEED, "Crew Cards")
TURN_ORDER_PHASE = Source(SEED, "Turn Order Phase")
REWARD_PHASE = Source(SEED, "Reward Phase")
MAJORITIES = Source(SEED, "Correspondence Majorities")
BEAGLE_GOAL = Source(SEED, "Score Beagle Goal Tile")
LAGGING = Source(SEED, "Lagging Penalties")
CLEANUP = Source(SEED, "Cleanup Phase")
FINAL_SCORING = Source(SEED, "Final Scoring")
PERSONAL_SCORING = Source(SEED, "Personal Board Scoring")
EVOLUTION_SCORING = Source(SEED, "Theory of Evolution Track Scoring")
LEFTOVERS = Source(SEED, "Coins & Temporary Knowledge")

# Overview and components ----------------------------------------------------

GOAL = clause(
    "darwins_journey.overview.goal",
    "Five rounds, most points wins",
    """A worker placement game over five rounds; whoever holds the most victory
    points at the end wins.""",
    OVERVIEW,
    no_example="A summary of the game; the round count and the winner are checked "
    "through the round-structure and final-scoring clauses.",
    asked=(
        none_open("A one-line summary of the game: the round count, the winner and its "
                  "tie-breakers are asked of the round-structure and final-scoring clauses."),
    ),
)
COMPONENT_LIST = clause(
    "darwins_journey.components.list",
    "Component counts",
    """The box holds 1 main board, 16 Crew cards, 56 Regular Wax Seals (14 each
    of yellow, red, blue and green), 12 purple Special Wax Seals, 16 Temporary
    Knowledge tokens, 16 Museum tiles, 16 Specimen tokens, 30 Research tokens,
    2 neutral Lens tokens, 40 Coins (28 worth 1, 12 worth 5), 12 Beagle Goal
    tiles, 12 Special Action tiles, 8 Correspondence tiles, the HMS Beagle, the
    2-player Turn Order Action token, 8 Starting Objective tiles (4 silver,
    4 golden) and 20 Objective tiles (10 silver, 10 golden); each of the four
    colours has 1 personal board, 3 Explorers, 5 workers, 4 cubes, 5 Tents,
    1 Ship, 6 personal Lens tokens and 12 Stamps.""",
    COMPONENTS,
    no_example="An inventory with no decision in it; the component data and its "
    "tests check the counts.",
    asked=(
        assumed(Concern.TEXTS_DIFFER, "The fan data has 12 Regular Wax Seals of each colour, "
                "the rulebook 14: how many are there?", "darwins_journey.data.seals-per-colour"),
        assumed(Concern.SCOPE, "The box holds 10 silver Objectives: are all their faces known?",
                "darwins_journey.data.silver-objectives-short-by-two"),
    ),
)

# Setup: main board -----------------------------------------------------------

BOARD_SIDE = clause(
    "darwins_journey.setup.board-side",
    "Setup 1: board side by player count",
    """The main board is laid with one side up for one to three players and the
    other side up for four players.""",
    SETUP_BOARD,
    asked=(
        assumed(Concern.SCOPE, "The board data comes from a two-player game: which side does it "
                "describe, and what of the other side?", "darwins_journey.data.board-side"),
        answered(Concern.SCOPE, "Which side does a solo game use?",
                 "The one-to-three-player side: the solo game's main board setup follows the "
                 "two-player one (Solo Rules, Setup: Main Board)."),
    ),
)
SPECIAL_ACTION_TILES = clause(
    "darwins_journey.setup.special-action-tiles",
    "Setup 2: six Special Action tiles",
    """Six of the 12 Special Action tiles, drawn at random, go face up on the
    Special Action Diary; the other six go back in the box.""",
    SETUP_BOARD,
    asked=(
        answered(Concern.SCOPE, "How many Special Action tiles in a solo game?",
                 "Four, and the bottom row of the Special Action Diary stays empty (Solo "
                 "Rules, Setup: Main Board, change A)."),
        moot(Concern.WORDING, "Does it matter which drawn tile goes on which space?",
             "The tiles are drawn at random, so no one chooses; a situation file states the "
             "tile on each space."),
    ),
)
FIRST_GAME_SPECIAL_TILES = clause(
    "darwins_journey.setup.first-game-special-tiles",
    "Setup 2: first-game Special Action tiles",
    """In a first game the Special Action tiles are fixed instead: 7 and 8 on the
    top row, 1 and 9 in the middle, 5 and 12 at the bottom.""",
    SETUP_BOARD,
    no_example="A fixed layout for learning the game; the setup test checks it and "
    "an example would only repeat the list.",
    asked=(
        none_open("A fixed list of tile numbers, row by row; nothing is chosen or drawn."),
    ),
)
NEUTRAL_LENSES = clause(
    "darwins_journey.setup.neutral-lenses",
    "Setup 3: neutral Lenses",
    """The two neutral Lens tokens go on the two top-most Special Action tiles,
    which are therefore unlocked from the start.""",
    SETUP_BOARD,
    asked=(
        assumed(Concern.TEXTS_DIFFER, "The fan data shows the two top Special Action spaces as "
                "plainly unlocked: are they neutral Lenses?",
                "darwins_journey.data.special-action-top-row-neutral-lens"),
        answered(Concern.SCOPE, "Does a worker on a neutral Lens pay anyone a Coin?",
                 "No: only a Lens token of an opponent's colour pays its owner (Worker "
                 "Placement Locations: Unlocked Lenses)."),
    ),
)
CORRESPONDENCE_TILES = clause(
    "darwins_journey.setup.correspondence-tiles",
    "Setup 4: three Correspondence tiles",
    """Three of the 8 Correspondence tiles, drawn at random, go face up on the
    three Envelope locations; the rest go back in the box.""",
    SETUP_BOARD,
    asked=(
        none_open("Three tiles drawn at random onto the three Envelopes; nothing is chosen and "
                  "nothing can tie."),
    ),
)
FIRST_GAME_CORRESPONDENCE = clause(
    "darwins_journey.setup.first-game-correspondence",
    "Setup 4: first-game Correspondence tiles",
    "In a first game, Correspondence tiles 2, 4 and 5 are used, from top to bottom.",
    SETUP_BOARD,
    no_example="A fixed layout for learning the game; the setup test checks it and "
    "an example would only repeat the list.",
    asked=(
        none_open("A fixed list of tile numbers, top to bottom; nothing is chosen or drawn."),
    ),
)
SEALS_REMOVED = clause(
    "darwins_journey.setup.seals-removed",
    "Setup 5: seals removed by player count",
    """With two players, 2 Regular Wax Seals of each colour go back in the box;
    with three players, 1 of each colour; with four, none.""",
    SETUP_BOARD,
    asked=(
        answered(Concern.SCOPE, "How many seals are removed in a solo game?",
                 "Two of each colour: the solo game's main board setup is the two-player one "
                 "(Solo Rules, Setup: Main Board)."),
        assumed(Concern.TEXTS_DIFFER, "Removed from how many? The fan data counts 12 of each "
                "colour.", "darwins_journey.data.seals-per-colour"),
    ),
)
SEAL_PILE = clause(
    "darwins_journey.setup.seal-pile",
    "Setup 5: shuffled seal pile",
    """All remaining Regular Wax Seals form one shuffled, face-down pile beside
    the board; new seals are drawn from it at random.""",
    SETUP_BOARD,
    asked=(
        moot(Concern.EMPTY, "Can the pile run short during setup?",
             "It holds 48 to 56 seals, of which the Scrolls take 12 and the Crew cards at most "
             "12; it can run short only at Cleanup, where cleanup.scrolls-refill asks it.",
             shown_by="tests/spec/darwins_journey/test_setup.py::"
             "test_the_scrolls_and_the_pile_share_the_regular_seals"),
    ),
)
SCROLL_SEALS = clause(
    "darwins_journey.setup.scroll-seals",
    "Setup 6: seals on the Scrolls",
    """A randomly drawn Regular Wax Seal goes face up on each of the 12 Wax Seal
    spots of the Academy's 4 Scrolls.""",
    SETUP_BOARD,
    asked=(
        assumed(Concern.WORDING, "Which of the fan data's numbered Scrolls is the top-most one, "
                "and what does each cost?", "darwins_journey.data.scroll-order"),
    ),
)
PURPLE_SEAL_PILE = clause(
    "darwins_journey.setup.purple-seal-pile",
    "Setup 7: purple seal pile",
    "All Special (purple) Wax Seals form a face-up supply on the silver plate.",
    SETUP_BOARD,
    asked=(
        assumed(Concern.EMPTY, "All 12 purple seals have been taken: what does the next gain "
                "give?", "darwins_journey.model.limited-supplies"),
    ),
)
STARTING_OBJECTIVES_ASIDE = clause(
    "darwins_journey.setup.starting-objectives-aside",
    "Setup 8: Starting Objectives set aside",
    """The 8 Starting Objective tiles are kept apart from the other Objectives
    until the players draft them.""",
    SETUP_BOARD,
    no_example="Physical handling: the tiles only wait for the draft, which has its "
    "own clause and examples.",
    asked=(
        assumed(Concern.SCOPE, "What faces do the Starting Objective tiles carry?",
                "darwins_journey.data.starting-golden-objectives"),
    ),
)
OBJECTIVE_STACKS = clause(
    "darwins_journey.setup.objective-stacks",
    "Setup 9: Objective stacks",
    """The silver and the golden Objective tiles are shuffled separately into two
    face-down stacks on their board locations.""",
    SETUP_BOARD,
    asked=(
        assumed(Concern.SCOPE, "Which silver faces does the stack hold?",
                "darwins_journey.data.silver-objectives-short-by-two"),
    ),
)
OBJECTIVE_DISPLAY = clause(
    "darwins_journey.setup.objective-display",
    "Setup 9: two silver and two golden on display",
    """Two silver and two golden Objective tiles are drawn and laid face up below
    their stacks; these four form the Objective display.""",
    SETUP_BOARD,
    asked=(
        answered(Concern.SCOPE, "How many Objectives go on display in a solo game?",
                 "One silver and one golden (Solo Rules, Setup: Main Board, change B)."),
        moot(Concern.EMPTY, "Can a stack be too short at setup?",
             "Each stack holds 8 or 10 tiles and setup draws 2; the stacks run short only at "
             "Cleanup, where cleanup.objectives-replaced asks it.",
             shown_by="tests/spec/darwins_journey/test_setup.py::"
             "test_objective_stacks_and_display"),
    ),
)
MUSEUM_TILES = clause(
    "darwins_journey.setup.museum-tiles",
    "Setup 10: Museum tiles beside the board",
    """The 16 Museum tiles wait beside the board, arranged like the Museum display
    they will be delivered to.""",
    SETUP_BOARD,
    asked=(
        none_open("The 16 tiles are set out in the Museum's own layout; nothing is chosen."),
    ),
)
MUSEUM_ROW_COINS = clause(
    "darwins_journey.setup.museum-row-coins",
    "Setup 11: a Coin beside each Museum row",
    "One Coin is placed to the right of each row of the Museum display.",
    SETUP_BOARD,
    asked=(
        answered(Concern.SCOPE, "A row already holds a tile laid at setup: is its Coin still "
                 "taken?",
                 "Yes: the Coin goes with the first tile delivered into the row, tiles placed "
                 "during setup not counting (Board Actions: Deliver Specimen)."),
    ),
)
VP_MARKERS = clause(
    "darwins_journey.setup.vp-markers",
    "Setup 12: victory point markers",
    """Each player's victory point marker (a cube) starts on the red book at the
    start of the victory point track: everyone begins with 0 points.""",
    SETUP_BOARD,
    asked=(
        none_open("Every marker starts at 0 points; nothing is chosen."),
    ),
)
EVOLUTION_MARKERS = clause(
    "darwins_journey.setup.evolution-markers",
    "Setup 13: Evolution markers",
    """Each player's Evolution marker (a cube) starts on the large book at the
    start of the Theory of Evolution track.""",
    SETUP_BOARD,
    asked=(
        assumed(Concern.WORDING, "Is the large book a step of the track, and is it worth a book?",
                "darwins_journey.data.evolution-track-start"),
    ),
)
RANDOM_TURN_ORDER = clause(
    "darwins_journey.setup.random-turn-order",
    "Setup 14: random turn order",
    """Each player's Turn Order marker (a cube) goes on the Turn Order track in
    a random order.""",
    SETUP_BOARD,
    asked=(
        answered(Concern.SCOPE, "Is turn order random in a solo game?",
                 "No: Alfred's marker takes the first place and the player's the second (Solo "
                 "Rules, Setup: Main Board, change C)."),
    ),
)
BEAGLE_GOAL_TILES = clause(
    "darwins_journey.setup.beagle-goal-tiles",
    "Setup 15: five Beagle Goal tiles",
    """Five of the 12 Beagle Goal tiles, drawn at random, go face up on the five
    goal locations below the map, one per round from left to right; the rest go
    back in the box.""",
    SETUP_BOARD,
    asked=(
        none_open("Five tiles drawn at random, one per Beagle position from left to right; "
                  "nothing is chosen."),
    ),
)
FIRST_GAME_BEAGLE_GOALS = clause(
    "darwins_journey.setup.first-game-beagle-goals",
    "Setup 15: first-game Beagle Goal tiles",
    """In a first game, Beagle Goal tiles 7, 4, 10, 8 and 9 are used, from left to
    right.""",
    SETUP_BOARD,
    no_example="A fixed layout for learning the game; the setup test checks it and "
    "an example would only repeat the list.",
    asked=(
        none_open("A fixed list of tile numbers, left to right; nothing is chosen or drawn."),
    ),
)
SPECIMEN_TOKENS = clause(
    "darwins_journey.setup.specimen-tokens",
    "Setup 16: Specimen tokens by player count",
    """The shuffled Specimen tokens go face up, one each, on the large round
    flagged locations of the Island and Ocean tracks, skipping locations marked
    for more players than are playing; 6, 3 or 0 tokens are left over with two,
    three or four players.""",
    SETUP_BOARD,
    asked=(
        assumed(Concern.SCOPE, "Which flagged spaces take a token with two players?",
                "darwins_journey.data.specimen-spaces"),
        assumed(Concern.SCOPE, "Where are the spaces marked for three and for four players?",
                "darwins_journey.model.extra-specimen-spaces"),
        answered(Concern.SCOPE, "How many tokens are left over in a solo game?",
                 "Six, as with two players: the solo main board setup is the two-player one "
                 "(Solo Rules, Setup: Main Board; Setup: Main Board, step 16)."),
    ),
)
SETUP_MUSEUM_TILES = clause(
    "darwins_journey.setup.leftover-museum-tiles",
    "Setup 16: leftover Specimens pre-fill the Museum",
    """For each leftover Specimen token, its matching Museum tile is placed on its
    location in the Museum display; the leftover tokens go back in the box.""",
    SETUP_BOARD,
    asked=(
        answered(Concern.EMPTY, "With four players no token is left over: what goes in the "
                 "Museum?",
                 "Nothing: the Museum starts empty, since there are 0 tokens left over with "
                 "four players (Setup: Main Board, step 16)."),
    ),
)
SUPPLY = clause(
    "darwins_journey.setup.supply",
    "Setup 17: the general supply",
    """Coins, Temporary Knowledge tokens and Research tokens form a general
    supply beside the board.""",
    SETUP_BOARD,
    no_example="Physical handling: the supply is where gains come from and costs go "
    "to; the clauses that gain and pay carry the checkable parts.",
    asked=(
        assumed(Concern.EMPTY, "The Temporary Knowledge or Research tokens run out: what does a "
                "gain give?", "darwins_journey.model.limited-supplies"),
        assumed(Concern.EMPTY, "The 40 Coins are all in players' hands: may a player still gain "
                "Coins?", "darwins_journey.model.coins-unlimited"),
    ),
)
EXPLORERS_START = clause(
    "darwins_journey.setup.explorers-start",
    "Setup 18: one Explorer on the first island",
    """One Explorer of each player starts on the starting location of the
    left-most island.""",
    SETUP_BOARD,
    asked=(
        assumed(Concern.WORDING, "Which of the islands is the left-most one?",
                "darwins_journey.data.island-order"),
        assumed(Concern.SCOPE, "Does a silver banner also place an Explorer on the left-most "
                "island?", "darwins_journey.data.no-banner-for-the-left-most-island"),
        answered(Concern.TIE, "Several players' Explorers on one starting location: allowed?",
                 "Yes: any number of Explorers may be on an island's starting location (Board "
                 "Actions: Navigation; Exploration)."),
    ),
)
SHIPS_START = clause(
    "darwins_journey.setup.ships-start",
    "Setup 19: Ships at the start of the Ocean track",
    "Each player's Ship starts on the leftmost position of the Ocean track.",
    SETUP_BOARD,
    asked=(
        answered(Concern.TIE, "Every Ship starts on one space: allowed?",
                 "Yes: any number of Ships, the HMS Beagle included, may share a location "
                 "(Board Actions: Navigation)."),
    ),
)
BEAGLE_START = clause(
    "darwins_journey.setup.beagle-start",
    "Setup 20: HMS Beagle on the first Beagle location",
    "The HMS Beagle starts on the left-most Beagle location of the Ocean track.",
    SETUP_BOARD,
    asked=(
        answered(Concern.TIMING, "Is the first round's goal the one below the Beagle's starting "
                 "space?",
                 "Yes: each Reward Phase scores the goal tile directly below the Beagle's "
                 "position, and the Beagle moves only at Cleanup (Score Beagle Goal Tile; "
                 "Cleanup Phase, step 1)."),
    ),
)
TWO_PLAYER_TURN_ORDER_TOKEN = clause(
    "darwins_journey.setup.two-player-turn-order-token",
    "Setup 21: 2-player Turn Order token",
    """With two players only, the 2-player Turn Order Action token covers the
    Coin reward printed at the Turn Order location.""",
    SETUP_BOARD,
    asked=(
        assumed(Concern.TEXTS_DIFFER, "How many Coins does Reserve Turn Order pay? The fan data "
                "always pays 3.", "darwins_journey.data.turn-order-coins"),
        answered(Concern.SCOPE, "Is the token used in a solo game?",
                 "Yes: the solo game is played as if for two players, and the player gains 3 "
                 "Coins there (Solo Rules, General Gameplay: Turn Order)."),
    ),
)

# Setup: players ---------------------------------------------------------------

PLAYER_PIECES = clause(
    "darwins_journey.setup.player-pieces",
    "Each player's pieces",
    """Each player takes, in their colour, a personal board, their 2 remaining
    Explorers, 5 workers, 5 Tents, 6 personal Lens tokens, 1 cube (kept for the
    50-point marker) and 12 Stamps.""",
    SETUP_PLAYER,
    asked=(
        none_open("An inventory of each player's pieces; nothing is chosen."),
    ),
)
STARTING_WORKERS = clause(
    "darwins_journey.setup.starting-workers",
    "Four workers; the fifth waits",
    """Four workers go on the worker spots of the personal board; the fifth
    enters play only when its owner achieves the left-most golden Objective.""",
    SETUP_PLAYER,
    asked=(
        answered(Concern.SCOPE, "Which Objective brings the fifth worker in?",
                 "The one achieved on the left-most golden Objective location, whose reward "
                 "unlocks it (Player Setup, step 2; Objective Actions: Unlock 5th Worker)."),
    ),
)
STARTING_TENTS = clause(
    "darwins_journey.setup.starting-tents",
    "Five Tents on the personal board",
    "The 5 Tents go on the Tent locations of the personal board.",
    SETUP_PLAYER,
    asked=(
        assumed(Concern.WORDING, "Which Tent is the top-most, and which icon lies under each?",
                "darwins_journey.data.tent-order"),
    ),
)
STAMP_STACKS = clause(
    "darwins_journey.setup.stamp-stacks",
    "Three stacks of four Stamps",
    """The 12 Stamps form three stacks of 4, one on each Stamp location of the
    personal board.""",
    SETUP_PLAYER,
    asked=(
        none_open("Three stacks of four Stamps; nothing is chosen."),
    ),
)
STARTING_COINS = clause(
    "darwins_journey.setup.starting-coins",
    "Four starting Coins",
    "Each player takes 4 Coins from the supply.",
    SETUP_PLAYER,
    asked=(
        answered(Concern.SCOPE, "Does Alfred take 4 Coins?",
                 "No: he skips the step, and one Coin goes on his Coin Track instead (Solo "
                 "Rules, Alfred Setup, change 4)."),
    ),
)
STARTING_TEMPORARY_KNOWLEDGE = clause(
    "darwins_journey.setup.starting-temporary-knowledge",
    "One starting Temporary Knowledge",
    "Each player takes 1 Temporary Knowledge token from the supply.",
    SETUP_PLAYER,
    asked=(
        answered(Concern.SCOPE, "Does Alfred take a Temporary Knowledge token?",
                 "No: he skips the step (Solo Rules, Alfred Setup, change 5)."),
        moot(Concern.EMPTY, "Can the supply be short at setup?",
             "It holds 16 tokens, and at most four players take one each.",
             shown_by="tests/spec/darwins_journey/test_setup.py::test_the_general_supply"),
    ),
)

# Setup: Crew cards and Starting Objectives ------------------------------------

CREW_FIRST_PLAY = clause(
    "darwins_journey.setup.crew-first-play",
    "Crew cards, first play",
    """Each player gets 3 Crew cards. In the first-play setup they are fixed by
    turn order: the first player takes cards 1-3, the second 4-6, the third 7-9,
    the fourth 10-12.""",
    SETUP_CREW,
    asked=(
        answered(Concern.SCOPE, "Which cards are given out with fewer than four players?",
                 "Those of the seats in play only, by their places on the Turn Order track "
                 "from the left (Gaining Crew Cards, Option 1)."),
        answered(Concern.SCOPE, "And in a solo game?",
                 "Five cards are drawn face up and the player keeps three (Solo Rules, Gaining "
                 "Crew Cards)."),
    ),
)
CREW_DRAFT = clause(
    "darwins_journey.setup.crew-draft",
    "Crew cards, standard draft",
    """In the standard setup each player is dealt 4 Crew cards, keeps one face
    down and passes the rest to the left, until everyone has kept 3; the kept
    cards are then revealed and all others go back in the box.""",
    SETUP_CREW,
    asked=(
        assumed(Concern.WORDING, "In a generated game, who sits to the left, and which card "
                "does each player keep?", "darwins_journey.model.setup-picks-at-random"),
        moot(Concern.EMPTY, "Does the deck hold enough cards?",
             "Four players are dealt 16 cards, the whole deck; fewer players leave cards over.",
             shown_by="tests/spec/darwins_journey/test_setup.py::"
             "test_draft_gives_three_different_cards_each"),
    ),
)
CREW_SEALS = clause(
    "darwins_journey.setup.crew-seals",
    "Crew seals start the workers' rows",
    """Each player takes from the seal pile the Regular Wax Seal shown in the
    corner of each of their 3 Crew cards and places them on the left-most empty
    spots so that each of the three lower workers starts with one seal.""",
    SETUP_CREW,
    asked=(
        assumed(Concern.WORDING, "Which Crew card's seal goes to which of the three workers?",
                "darwins_journey.model.crew-seal-rows"),
        assumed(Concern.EMPTY, "Every seal of a card's colour already lies on the Scrolls: what "
                "does that worker get?", "darwins_journey.model.missing-crew-seal"),
        answered(Concern.TIMING, "Are the Crew seals taken before or after the Scrolls are "
                 "filled?",
                 "After: the Scrolls are filled during the main board setup (step 6), the Crew "
                 "seals are taken from the pile during the player setup, and the pile is then "
                 "reshuffled (Gaining Crew Cards & Starting Objectives)."),
    ),
)
RESHUFFLE_SEAL_PILE = clause(
    "darwins_journey.setup.reshuffle-seal-pile",
    "Reshuffle the seal pile",
    """Once everyone has taken their Crew seals, the Regular Wax Seal pile is
    reshuffled.""",
    SETUP_CREW,
    no_example="Physical handling: the model draws each seal at random from a seeded "
    "generator, so a reshuffle changes nothing an example can show.",
    asked=(
        moot(Concern.TIMING, "Does it matter when the pile is reshuffled?",
             "The pile is face down and drawn at random; the reshuffle only changes which "
             "random seals come next, and a situation file states the pile's order."),
    ),
)
STARTING_OBJECTIVE_PAIRS = clause(
    "darwins_journey.setup.starting-objective-pairs",
    "Starting Objective pairs",
    """The silver and golden Starting Objectives are shuffled apart; one face-up
    silver tile per player is laid in a row, with a golden tile under each, and
    each silver-golden couple is a pair that stays together.""",
    SETUP_CREW,
    asked=(
        assumed(Concern.SCOPE, "What faces do the Starting Objectives carry?",
                "darwins_journey.data.starting-golden-objectives"),
        answered(Concern.SCOPE, "How many pairs in a solo game?",
                 "Two, as for two players; the player keeps one pair and the other leaves the "
                 "game (Solo Rules, Drafting Starting Personal Objective Tiles)."),
    ),
)
STARTING_OBJECTIVE_DRAFT = clause(
    "darwins_journey.setup.starting-objective-draft",
    "Drafting the Starting Objectives",
    """The player whose Turn Order marker is farthest right takes a pair first,
    then the others in turn from right to left; each puts its pair on the right
    of its personal board, beside the Objective rows. The text does not say
    whether the pair is then the Objective reserve, which lies in the same place;
    see Ruling starting-pair-in-reserve.""",
    SETUP_CREW,
    asked=(
        ruled(Concern.SCOPE, "Does the drafted pair fill the Objective reserve, which lies in "
              "the same place?", "darwins_journey.starting-pair-in-reserve"),
        assumed(Concern.WORDING, "Which pair does each player take in a generated game?",
                "darwins_journey.model.setup-picks-at-random"),
        answered(Concern.WORDING, "Who drafts first?",
                 "The player whose Turn Order marker is farthest right, then each player "
                 "leftwards along the track (Drafting Starting Personal Objective Tiles)."),
    ),
)

# Playing the game -------------------------------------------------------------

FIVE_ROUNDS = clause(
    "darwins_journey.round.five-rounds",
    "Five rounds",
    "The game lasts five rounds; after the fifth comes final scoring.",
    GAME_OVERVIEW, ROUND_STRUCTURE,
    asked=(
        answered(Concern.TIMING, "Does the fifth round still have its Reward Phase before final "
                 "scoring?",
                 "Yes: only the Cleanup Phase is skipped in the fifth round (Cleanup Phase)."),
    ),
)
FOUR_PHASES = clause(
    "darwins_journey.round.four-phases",
    "Four phases in order",
    """Every round has four phases played in this order: Action, Turn Order,
    Reward and Cleanup.""",
    GAME_OVERVIEW, ROUND_STRUCTURE,
    asked=(
        answered(Concern.SCOPE, "Is there a Turn Order Phase in a solo game?",
                 "No: it is ignored, as Alfred always goes first (Solo Phases: Turn Order "
                 "Phase)."),
    ),
)
IMMEDIATE_ACTIONS = clause(
    "darwins_journey.concept.immediate-actions",
    "Actions happen at once",
    "An action icon, once activated, is carried out immediately.",
    KEY_CONCEPTS,
    asked=(
        answered(Concern.TIMING, "An action activates another (a Tent's or a Stamp stack's "
                 "icon): before the location's icons still open?",
                 "Yes: an activated action is performed immediately (Key Concepts), so before "
                 "the icons still waiting."),
    ),
)
SAME_TURN_GAINS = clause(
    "darwins_journey.concept.same-turn-gains",
    "Gains pay for later actions",
    """Whatever one action gains may be used to pay the costs of the actions that
    follow it in the same turn.""",
    KEY_CONCEPTS, PERFORM,
    no_example="A permission no rule tests: every cost is checked against the Coins held "
    "at that moment (concept.red-coin-cost), so there is no step at which this rule decides; "
    "concept-gains-pay-later-costs shows its effect in the Coins changes, a gain then a cost "
    "it pays for, with a note comparing the Coins held at placement.",
    asked=(
        moot(Concern.SCOPE, "Does a Coin gained outside the player's turn (a Reward, a Lens "
             "Coin) pay for a later cost too?",
             "A player's Coins are one pool and nothing tells where a Coin came from, so "
             "whatever they hold when a cost falls due pays it, in any phase.",
             shown_by="tests/spec/darwins_journey/test_placement.py::"
             "test_the_first_deliverys_coins_pay_for_the_second"),
    ),
)
ACHIEVE_ANY_TIME = clause(
    "darwins_journey.concept.achieve-any-time",
    "Objectives and Crew cards at any time",
    """A player may achieve Objectives and Crew cards at any moment of their own
    turn in the Action Phase and at any moment of the Reward Phase, and takes
    the reward actions at once, even outside the Action Phase. Key Concepts
    words the Action Phase part as any point of it; whether that reaches
    other players' turns is Ruling achieve-off-turn.""",
    KEY_CONCEPTS, ACHIEVING,
    asked=(
        ruled(Concern.TEXTS_DIFFER, "Key Concepts allows achieving at any point of the Action "
              "Phase; the Achieving section says during the player's own turn. May a player "
              "achieve during an opponent's turn?", "darwins_journey.achieve-off-turn"),
        answered(Concern.TIMING, "May a player achieve before placing their worker?",
                 "Yes: any time during their turn (Achieving Objectives & Crew Cards)."),
        assumed(Concern.TIMING, "When in the Reward Phase does each player get to achieve?",
                "darwins_journey.model.reward-phase-achievements"),
    ),
)
RED_COIN_COST = clause(
    "darwins_journey.concept.red-coin-cost",
    "Red Coins are costs",
    """Performing an action marked with a red-numbered Coin, or covering such a
    Coin, costs that many Coins paid to the supply.""",
    KEY_CONCEPTS,
    asked=(
        ruled(Concern.UNAFFORDABLE, "The player cannot pay a red cost of one of the location's "
              "actions: may they perform it?", "darwins_journey.unpayable-red-cost"),
        answered(Concern.SCOPE, "Does covering a red Coin (a seal spot, a Tent location, an "
                 "Objective space) cost too?",
                 "Yes: performing an action with, or covering, a red-numbered Coin costs that "
                 "many Coins (Key Concepts)."),
    ),
)

# Worker placement -------------------------------------------------------------

DIARIES = clause(
    "darwins_journey.diary.four-diaries",
    "Four Diaries",
    """The board has 4 Diaries (2 Main, 1 Special Action and 1 Small), each made
    of one or two Diary Sections depending on the player count.""",
    DIARY_SECTIONS,
    asked=(
        assumed(Concern.SCOPE, "Which Diaries have one section and which two, at each player "
                "count?", "darwins_journey.data.bookmarks"),
        assumed(Concern.SCOPE, "Is the four-player side laid out like the other?",
                "darwins_journey.data.board-side"),
    ),
)
BOOKMARK = clause(
    "darwins_journey.diary.bookmark",
    "The bookmark splits a Diary",
    """Where a Diary shows a red bookmark, the locations left of it and those
    right of it are two separate Diary Sections; a Diary without a bookmark is a
    single section.""",
    DIARY_SECTIONS,
    asked=(
        assumed(Concern.WORDING, "Which Diaries show a bookmark, on which side of the board?",
                "darwins_journey.data.bookmarks"),
    ),
)
SMALL_DIARY = clause(
    "darwins_journey.diary.small-single-section",
    "The Small Diary is one section",
    "Whatever the player count, the Small Diary forms just one Diary Section.",
    DIARY_SECTIONS,
    asked=(
        answered(Concern.SCOPE, "Even with four players?",
                 "Yes: always one Diary Section, whatever the player count (Diary Sections)."),
    ),
)
PLACEMENT_PENALTY = clause(
    "darwins_journey.placement.penalty",
    "Placement penalty",
    """The first worker placed in a Diary Section costs nothing extra; any later
    worker there, whoever already occupies it (even the same player), costs a
    flat 3 Coins with two players or 2 Coins with three or four.""",
    PENALTIES,
    asked=(
        answered(Concern.SCOPE, "Does the player's own worker already in the section count?",
                 "Yes: workers of any colour, the active player's own included (Placement "
                 "Penalties)."),
        answered(Concern.WORDING, "Does the penalty grow with each worker already there?",
                 "No: it is the same however many workers are in the section (Placement "
                 "Penalties)."),
        answered(Concern.UNAFFORDABLE, "The player cannot pay the penalty: may the worker go "
                 "there?",
                 "No: the penalty is paid as the worker is placed, before any action "
                 "(Placement Penalties; Perform Location Actions), so a player who cannot pay "
                 "cannot place there."),
        answered(Concern.SCOPE, "What is the penalty in a solo game?",
                 "3 Coins: the solo game is played as if for two players (Solo Rules, General "
                 "Gameplay: Turn Order)."),
        assumed(Concern.SCOPE, "Are a Diary's two pages separate sections with four players, "
                "and with fewer?", "darwins_journey.data.bookmarks"),
        moot(Concern.WORDING, "Can Placement Penalty Reductions add up, or take the penalty "
             "below zero?",
             "The Reduction is the reward of one golden Objective space only, so a player holds "
             "it once at most, and the smallest penalty is 2 Coins.",
             shown_by="tests/spec/darwins_journey/test_open_question_pass_a.py::"
             "test_each_lasting_objective_reward_is_on_one_space_only"),
    ),
)
CIRCLE_LOCATION = clause(
    "darwins_journey.placement.circle",
    "Circular Magnifying Glass",
    """A circular location lies inside a Diary Section and takes any number of
    workers, several of one player included; the placement penalty applies.""",
    LOCATIONS,
    asked=(
        answered(Concern.SCOPE, "Where are the circles, and is their penalty the section's?",
                 "Only within Diary Sections, and a worker not the first in its section pays "
                 "the penalty (Worker Placement Locations)."),
        assumed(Concern.SCOPE, "The fan data calls the Main Diary spaces circles: do they take "
                "any number of workers?", "darwins_journey.data.diary-locations-hold-one-worker"),
    ),
)
SQUARE_LOCATION = clause(
    "darwins_journey.placement.square",
    "Square or rectangular Magnifying Glass",
    """A square or rectangular location takes any number of workers, several of
    one player included, and never charges a placement penalty.""",
    LOCATIONS,
    asked=(
        answered(Concern.WORDING, "A square location already holds workers: is there a penalty "
                 "now?",
                 "No: never, however many workers are there (Worker Placement Locations)."),
        assumed(Concern.SCOPE, "Is the Museum one square location or two?",
                "darwins_journey.data.museum-one-location"),
    ),
)
LENS_LOCATION = clause(
    "darwins_journey.placement.lens",
    "Unlocked Lens",
    """A Lens location (printed, neutral or personal) holds a single worker, and
    the placement penalty of its Diary Section applies.""",
    LOCATIONS,
    asked=(
        assumed(Concern.WORDING, "Are the printed, unlocked top spaces of each Main Diary page "
                "Lenses holding one worker?",
                "darwins_journey.data.diary-locations-hold-one-worker"),
        answered(Concern.TIMING, "May a worker go on a Lens unlocked earlier this round?",
                 "Yes: the location is unlocked for the rest of the game and any player may "
                 "place a worker there, if it is free (Board Actions: Unlock Lens Location)."),
    ),
)
OPPONENT_LENS_COIN = clause(
    "darwins_journey.placement.opponent-lens-coin",
    "A Coin for the Lens owner",
    """Placing a worker on an opponent's personal Lens token gives that opponent
    1 Coin from the supply; using one's own Lens pays nobody.""",
    LOCATIONS, BOARD_ACTIONS,
    asked=(
        answered(Concern.SCOPE, "A neutral Lens or a printed one: does anyone gain a Coin?",
                 "No: only a Lens token of an opponent's colour pays its owner; one's own pays "
                 "nobody (Worker Placement Locations: Unlocked Lenses)."),
        answered(Concern.TIMING, "May the owner spend that Coin at once?",
                 "Yes: it is theirs from the supply as soon as the worker is placed, and Coins "
                 "are one pool (Worker Placement Locations: Unlocked Lenses)."),
    ),
)
SEAL_REQUIREMENT = clause(
    "darwins_journey.placement.seal-requirement",
    "Wax Seal requirements",
    """A worker may go to a location only if its own row holds at least the
    number of Wax Seals of each colour the location shows (a number beside the
    icon means more than one).""",
    SEAL_REQUIREMENTS,
    asked=(
        ruled(Concern.WORDING, "A row holds two purple seals and the location lacks two "
              "colours: do they cover both?", "darwins_journey.purple-seal-colours"),
        answered(Concern.SCOPE, "Do seals on the player's other worker rows count?",
                 "No: only the row of the worker being placed (Wax Seal Requirements)."),
        assumed(Concern.SCOPE, "What do the Special Action locations ask for?",
                "darwins_journey.data.special-action-no-seals"),
    ),
)
PURPLE_ANY_COLOUR = clause(
    "darwins_journey.placement.purple-any-colour",
    "Purple seals are any colour",
    """A Special (purple) Wax Seal is treated as if it were any colour for
    placement requirements (how several share out colours: Ruling
    purple-seal-colours).""",
    SEAL_REQUIREMENTS,
    asked=(
        ruled(Concern.WORDING, "Two purple seals in one row: may each be a colour of its own?",
              "darwins_journey.purple-seal-colours"),
        answered(Concern.SCOPE, "Do purple seals count for Beagle goals and Objective "
                 "requirements?",
                 "No: both rules leave them out in so many words (Score Beagle Goal Tile; "
                 "Objective Requirements: Wax Seals); they count for placement and for Crew "
                 "cards."),
    ),
)
TOP_WORKER = clause(
    "darwins_journey.placement.top-worker",
    "The top worker",
    """The top worker's row holds a purple Special Wax Seal and has no empty Wax
    Seal spots, so it never gains another seal.""",
    SEAL_REQUIREMENTS,
    no_example="Structural: the top worker's row is printed with its purple seal and no "
    "spots, so no state can change what it holds or make it take a seal. Its printed seal "
    "is tested where it counts, under placement.purple-any-colour (worker 0 in "
    "placement-penalty-two-players), and the rows that can take a seal under "
    "placement.worker-rows.",
    asked=(
        answered(Concern.SCOPE, "Does its purple seal count as any colour for placement?",
                 "Yes: a Special Wax Seal is treated as if it were any colour (Wax Seal "
                 "Requirements)."),
        moot(Concern.SCOPE, "Can the top worker earn a distinction or achieve a Crew card?",
             "Its row holds one seal and no empty spot; distinctions begin at the 4th seal and "
             "every Crew card asks for 5.",
             shown_by="tests/spec/darwins_journey/test_open_question_pass_a.py::"
             "test_no_crew_card_fits_the_top_or_the_fifth_worker"),
    ),
)
WORKER_ROWS = clause(
    "darwins_journey.placement.worker-rows",
    "The other worker rows",
    """Each of the other three starting workers has its setup seal and five empty
    Wax Seal spots, so it can hold at most six seals.""",
    SEAL_REQUIREMENTS,
    asked=(
        answered(Concern.EMPTY, "A row holds six seals: may it take another?",
                 "No: a new seal goes onto the left-most empty spot of a row, and a full row "
                 "has none (Wax Seal Requirements; Board Actions: Academy)."),
        assumed(Concern.EMPTY, "A worker found no Crew seal of its colour at setup: what does "
                "its row hold?", "darwins_journey.model.missing-crew-seal"),
    ),
)
FIFTH_WORKER_NO_SEALS = clause(
    "darwins_journey.placement.fifth-worker-no-seals",
    "The fifth worker has no seals",
    "The fifth worker never has any Wax Seals; it is unlocked by an Objective.",
    SEAL_REQUIREMENTS, OBJECTIVE_ACTIONS,
    no_example="Structural: the fifth worker's row has no Wax Seal spots, so no action ever "
    "offers it a seal and its row is always empty; no state can make it come out otherwise. "
    "Its effect shows where the other rows are tested (placement.worker-rows in "
    "seals-no-room) and where it is unlocked (objective-action.unlock-fifth-worker).",
    asked=(
        answered(Concern.SCOPE, "May the fifth worker spend Temporary Knowledge?",
                 "Yes: seals never go next to it, but Temporary Knowledge may meet its "
                 "requirements (Objective Actions: Unlock 5th Worker)."),
        moot(Concern.SCOPE, "Can the fifth worker earn a distinction or achieve a Crew card?",
             "It never holds a seal; distinctions begin at the 4th seal and every Crew card "
             "asks for 5.",
             shown_by="tests/spec/darwins_journey/test_open_question_pass_a.py::"
             "test_no_crew_card_fits_the_top_or_the_fifth_worker"),
    ),
)
SEALS_PERMANENT = clause(
    "darwins_journey.placement.seals-permanent",
    "Seals stay",
    "A Wax Seal placed in a worker row is never removed.",
    SEAL_REQUIREMENTS,
    no_example="An invariant, not a step: no rule removes a seal from a worker row, so there "
    "is no point at which this one acts. The Academy's and the Special Wax Seal's changes "
    "show rows only growing, and the property darwins-journey.seals-conserved checks over "
    "whole games that every seal stays where the rules put it.",
    asked=(
        answered(Concern.SCOPE, "Does achieving a Crew card or an Objective use up seals?",
                 "No: both are achieved by having the seals, nothing is spent (Objectives; "
                 "Crew Cards), and seals are never removed from a row (Wax Seal Requirements)."),
    ),
)
TEMPORARY_KNOWLEDGE = clause(
    "darwins_journey.placement.temporary-knowledge",
    "Temporary Knowledge at placement",
    """While placing a worker, a player may return Temporary Knowledge tokens to
    the supply, each standing in for one Wax Seal of any colour for that
    placement's requirement.""",
    SEAL_REQUIREMENTS,
    asked=(
        answered(Concern.TIMING, "May Temporary Knowledge the location itself gives count for "
                 "this placement?",
                 "No: tokens are spent while the worker is placed, and the location's actions "
                 "come only after the placement (Wax Seal Requirements; Perform Location "
                 "Actions)."),
        answered(Concern.WORDING, "May several tokens be spent on one placement?",
                 "Yes: the tokens may be spent while placing a worker, each acting as a Wax "
                 "Seal of any colour (Wax Seal Requirements)."),
        answered(Concern.SCOPE, "Do they also count for Crew cards and Objective requirements?",
                 "No: both rules exclude Temporary Knowledge (Crew Cards; Objective "
                 "Requirements: Wax Seals)."),
    ),
)
PERFORM_AFTER_PLACEMENT = clause(
    "darwins_journey.perform.after-placement",
    "Actions follow placement",
    """Once the worker is placed and any Coin penalty paid, the player may carry
    out the actions of that location.""",
    PERFORM,
    asked=(
        answered(Concern.TIMING, "May Coins the location gives pay its placement penalty?",
                 "No: the actions come after the worker is placed and any Coin penalty paid "
                 "(Perform Location Actions)."),
    ),
)
PERFORM_ANY_ORDER = clause(
    "darwins_journey.perform.any-order",
    "Any order",
    "A location's several action icons may be carried out in any order.",
    PERFORM, ACTION_PHASE,
    asked=(
        answered(Concern.TIE, "A location has two icons: which comes first?",
                 "Whichever the player chooses (Perform Location Actions)."),
    ),
)
PERFORM_OPTIONAL = clause(
    "darwins_journey.perform.optional",
    "Actions are optional",
    "The player need not carry out every action of the location.",
    PERFORM,
    asked=(
        answered(Concern.WORDING, "Must every icon of the location be performed?",
                 "No: the player need not complete all the actions (Perform Location Actions)."),
        ruled(Concern.SCOPE, "May a player also leave out some of a Crew card's actions, or of "
              "an Objective location's reward, once achieved?",
              "darwins_journey.reward-actions-optional"),
    ),
)

# Action Phase -----------------------------------------------------------------

ONE_WORKER_PER_TURN = clause(
    "darwins_journey.action-phase.one-worker",
    "One worker per turn",
    """On their turn a player must place exactly one worker from their personal
    board onto a location of the main board.""",
    ACTION_PHASE,
    asked=(
        answered(Concern.WORDING, "May a player who still has a worker pass instead?",
                 "No: on their turn they must place a worker (Action Phase)."),
        moot(Concern.UNAFFORDABLE, "The player has a worker but no location it may go to?",
             "The Turn Order and Museum locations are square, ask for no seals and never charge "
             "a penalty, so every worker always has a legal placement.",
             shown_by="tests/spec/darwins_journey/test_open_question_pass_a.py::"
             "test_every_worker_can_always_go_to_a_square_location"),
    ),
)
PASS_WHEN_EMPTY = clause(
    "darwins_journey.action-phase.pass",
    "Pass when out of workers",
    """A player with no worker left must pass and takes no more turns in this
    Action Phase.""",
    ACTION_PHASE,
    asked=(
        answered(Concern.TIMING, "A player achieves the Unlock 5th Worker Objective on the turn "
                 "they place their last worker: do they get another turn?",
                 "Yes: a worker unlocked in the Action Phase may be used that round, and only "
                 "a player with no worker left passes (Objective Actions: Unlock 5th Worker; "
                 "Action Phase)."),
    ),
)
TURN_SEQUENCE = clause(
    "darwins_journey.action-phase.turn-sequence",
    "Turns follow the Turn Order track",
    """Players take turns from the left-most Turn Order marker to the right, one
    worker each, and repeat that order until every worker is placed.""",
    ACTION_PHASE,
    asked=(
        answered(Concern.TIMING, "A worker goes to the Turn Order location: does the order "
                 "change during this Action Phase?",
                 "No: the track is modified in the Turn Order Phase, after the Action Phase; "
                 "the workers there set the order for what follows (Turn Order Phase; Board "
                 "Actions: Reserve Turn Order)."),
        answered(Concern.SCOPE, "One player has a fifth worker: do they go on alone after the "
                 "others pass?",
                 "Yes: the order repeats until all workers are placed, players without workers "
                 "passing (Action Phase)."),
        answered(Concern.SCOPE, "Who starts in a solo game?",
                 "Alfred, always; he and the player then alternate (Solo Rules, General "
                 "Gameplay: Turn Order)."),
    ),
)

# Modifier icons ---------------------------------------------------------------

MOD_NUMBER = clause(
    "darwins_journey.modifier.number",
    "Number modifier",
    """A number beside an action says how many times it may be carried out this
    turn. The rules of Navigation, Exploration and Correspondence word their
    number otherwise: the spaces one move goes (up to) and the Stamps one action
    sends to a single Envelope; which holds for them: Ruling modifier-number.
    Where the number counts gains (Coins, points, Temporary Knowledge) the two
    readings give the same.""",
    MODIFIERS,
    asked=(
        answered(Concern.WORDING, """Coins 3, 5 points, Temporary Knowledge 2: is that one gain
            of 3, or a gain of one taken 3 times?""",
            """Both come to the same: the Modifier Icons read the number as how many times the
            action may be performed, and a gain of one taken that many times is the number
            shown. The code takes it as one gain of the number."""),
        ruled(Concern.TEXTS_DIFFER, """Navigation 3 or Correspondence 2: the Modifier Icons say the
            number counts how many times the action may be performed, the action's own rule says
            it counts spaces or Stamps. One move of up to 3 spaces (2 Stamps on one Envelope), or
            3 moves of one space (2 Correspondences of one Stamp, each to any Envelope)?""",
            "darwins_journey.modifier-number"),
    ),
)
MOD_DISCOUNT = clause(
    "darwins_journey.modifier.discount",
    "Discount modifier",
    """A negative number is a discount on the total Coin cost of that action; for
    an Academy action, the Scroll's cost and the seal spot's cost together (the
    community FAQ answers the same).""",
    MODIFIERS,
    texts.ACADEMY_DISCOUNT,
    asked=(
        answered(Concern.SCOPE, """An Academy icon with -2: does the discount come off the seal
            spot's Coins as well as the Scroll's?""",
            """Yes: the Modifier Icons call it a total discount for that action, and the community
            FAQ (F1) answers that it covers both the Scroll and the spot."""),
        answered(Concern.WORDING, """The discount is larger than the action's cost: are the spare
            Coins paid out?""",
            """No: a discount lowers what the action costs (Modifier Icons); nothing in the text
            pays Coins for it, so the least one pays is nothing."""),
    ),
)
MOD_FREE = clause(
    "darwins_journey.modifier.free",
    "X modifier",
    "An X means no Coins are paid for any step of that action.",
    MODIFIERS,
    asked=(
        answered(Concern.SCOPE, """Does the X also waive the placement penalty, or the seal spot's
            Coins?""",
            """The spot's Coins, yes: no Coins for any step of that action (Modifier Icons). The
            placement penalty, no: it is paid when the worker is placed, before any action
            (Perform Location Actions)."""),
        assumed(Concern.SCOPE, """The island spaces' "gain any seal, free" icon: is it an Academy
            action with the X?""", "darwins_journey.data.free-seal-is-a-free-academy-action"),
    ),
)
MOD_REPEAT = clause(
    "darwins_journey.modifier.repeat",
    "Repeat modifier",
    """Circular arrows mean the indicated action already performed is performed
    once more.""",
    MODIFIERS,
    asked=(
        answered(Concern.UNAFFORDABLE, """Reactivate Tent repeats a Campsite whose Tent place cost
            Coins: are they paid again?""",
            """No: the Objective Actions say no Coin penalties are paid for the reactivation."""),
        assumed(Concern.SCOPE, """Does the repeat include the personal-board icon that the Tent
            uncovered when it first left?""", "darwins_journey.model.reactivate-tent-campsite-only"),
    ),
)
MOD_INFINITY = clause(
    "darwins_journey.modifier.infinity",
    "Infinity modifier",
    "An infinity sign means the effect lasts for the rest of the game.",
    MODIFIERS,
    asked=(
        answered(Concern.TIMING, """From when does an infinity effect (Academy Discount, Placement
            Penalty Reduction) apply, and until when?""",
            """From the moment it is gained, for the rest of the game (Modifier Icons; Objective
            Actions word both as lasting for the rest of the game)."""),
    ),
)
MOD_FINAL_SCORING = clause(
    "darwins_journey.modifier.final-scoring",
    "Arrow-to-bar modifier",
    "An arrow to a bar means the action is gained only at final scoring.",
    MODIFIERS,
    asked=(
        answered(Concern.TIMING, """Points shown with the arrow to a bar, on an Objective space or
            under a Tent: scored now or at the end?""",
            """At final scoring (Modifier Icons); the Objectives section adds that every
            victory-point reward of the personal board is gained once the game is over."""),
    ),
)
MOD_IMMEDIATE = clause(
    "darwins_journey.modifier.immediate",
    "Lightning modifier",
    "A lightning bolt means the action or bonus is applied immediately.",
    MODIFIERS,
    asked=(
        answered(Concern.TIMING, """May a lightning reward be kept and used later in the turn, or
            in a later turn?""",
            """No: it is performed or applied at once (Modifier Icons); rewards of achievements
            are gained immediately (Key Concepts)."""),
    ),
)
MOD_EXPLORER_ISLAND = clause(
    "darwins_journey.modifier.explorer-island",
    "Meeple modifier",
    """A meeple means the reward is taken according to one island where the
    player has an Explorer.""",
    MODIFIERS,
    asked=(
        answered(Concern.SCOPE, """Explorers on two islands: from which island's Specimens is the
            reward taken, and does an Explorer still on an island's start count?""",
            """From one island of the player's choosing that holds one of their Explorers,
            wherever on that island it stands (Modifier Icons; Objective Actions, Research
            Explorer Specimen)."""),
        answered(Concern.EMPTY, """No Specimen token on those islands is one the player has not
            researched yet: what then?""",
            """Nothing is researched: the reward is a Research token on a Specimen that matches a
            token on such an island (Objective Actions), and there is none to match."""),
    ),
)

# Board actions ----------------------------------------------------------------

VICTORY_POINTS = clause(
    "darwins_journey.action.victory-points",
    "Gain victory points",
    "The player moves their marker up the victory point track by the points shown.",
    BOARD_ACTIONS,
    asked=(
        none_open("""A plain gain with nothing to choose, pay or run out of; passing 50 points is a
            clause of its own (darwins_journey.action.victory-points-fifty)."""),
    ),
)
VICTORY_POINTS_FIFTY = clause(
    "darwins_journey.action.victory-points-fifty",
    "Passing 50 points",
    """When a score passes 50, the player's spare cube goes on the +50 book and
    the track marker starts again from 0; each further lap moves the cube on to
    +100, +150 and +200.""",
    BOARD_ACTIONS,
    asked=(
        moot(Concern.EMPTY, """A player passes 250 points, beyond the +200 book: what then?""",
            """The books only display a total that the spec keeps as one number; no decision reads
            the books, so running out of them changes nothing.""",
            shown_by="tests/spec/darwins_journey/test_board_actions.py::test_points_past_fifty_keep_counting_in_the_total"),
    ),
)
COINS = clause(
    "darwins_journey.action.coins",
    "Gain Coins",
    "The player takes the Coins shown from the supply.",
    BOARD_ACTIONS,
    asked=(
        assumed(Concern.EMPTY, """The 40 Coins of the box are all in players' hands: can a player
            still gain Coins?""", "darwins_journey.model.coins-unlimited"),
    ),
)
UNLOCK_LENS = clause(
    "darwins_journey.action.unlock-lens",
    "Unlock a Lens location",
    """The player places one personal Lens token on a locked location of a Main
    or Special Action Diary; the location is unlocked for the rest of the game
    and any player may later place a worker there.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.EMPTY, """All six personal Lens tokens are on the board: can the player
            still unlock?""",
            """No: the action places one of the player's personal Lens tokens (six each,
            Components), and they have none left to place."""),
        answered(Concern.SCOPE, """May a Lens go on a locked Special Action location, or only on a
            Main Diary?""",
            """On a locked location of any Main or Special Action Diary (Board Actions, Unlock
            Lens Location)."""),
    ),
)
UNLOCK_COST = clause(
    "darwins_journey.action.unlock-cost",
    "Unlocking costs Coins",
    "The Coin penalty printed on a locked location is paid before the Lens is placed.",
    BOARD_ACTIONS,
    asked=(
        ruled(Concern.UNAFFORDABLE, """The player cannot pay the locked location's Coins: may they
            pay what they have and unlock it?""", "darwins_journey.unpayable-red-cost"),
        answered(Concern.TIMING, """May the Coins the unlocking bonus gives pay for the unlock?""",
            """No: the cost is paid before the Lens token is placed, and the bonus comes only
            once the location is unlocked (Board Actions, Unlock Lens Location)."""),
        assumed(Concern.WORDING, """How many Coins does each locked location cost?""",
            "darwins_journey.data.unlock-costs"),
    ),
)
UNLOCK_BONUS = clause(
    "darwins_journey.action.unlock-bonus",
    "Unlocking bonus",
    """On unlocking, the player may at once carry out all the actions of that
    location without placing a worker and ignoring its Wax Seal requirements.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.SCOPE, """Does the unlocking player pay a placement penalty for the bonus,
            or earn the location's distinction bonus?""",
            """Neither: no worker is placed there (Unlock Lens Location), and distinction bonuses
            come with placing a worker in a Diary area (Distinctions). The Small Diary visit's own
            penalty is paid as usual."""),
        answered(Concern.WORDING, """Must every action of the location be performed?""",
            """No: the player may perform them (Unlock Lens Location), as any location's actions
            are optional and in any order (Perform Location Actions)."""),
    ),
)
UNLOCK_ORDER = clause(
    "darwins_journey.action.unlock-order",
    "Unlock from top to bottom",
    """On each page of a Main Action Diary, the locked locations must be unlocked
    in order from top to bottom.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.SCOPE, """Does the top-to-bottom order also bind the Special Action Diary,
            or Perform Locked Action?""",
            """No: it binds the pages of the Main Action Diaries, and it is an order of unlocking;
            Perform Locked Action unlocks nothing (Special Actions & Crew Actions)."""),
    ),
)
ACADEMY = clause(
    "darwins_journey.action.academy",
    "Academy",
    """The player buys one Wax Seal from any Scroll of the Academy, paying the
    Coin penalty of that Scroll row, if any.""",
    BOARD_ACTIONS,
    asked=(
        ruled(Concern.UNAFFORDABLE, """The player cannot pay the Scroll row's Coins: may they pay
            what they have and take the seal?""", "darwins_journey.unpayable-red-cost"),
        answered(Concern.EMPTY, """Every Scroll spot is empty: what does the Academy give?""",
            """Nothing: the action buys a Wax Seal from a Scroll, and there is none to buy."""),
        assumed(Concern.WORDING, """Which Scroll is the top one, and what does each row cost?""",
            "darwins_journey.data.scroll-order"),
    ),
)
ACADEMY_LEFTMOST_SPOT = clause(
    "darwins_journey.action.academy-leftmost-spot",
    "The seal goes to the left-most spot",
    """The new seal goes on the left-most empty Wax Seal spot of any one worker
    row of the player's choosing.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.SCOPE, """Must the seal go to the worker placed on the Academy?""",
            """No: onto any worker's row (Board Actions, Academy), at its left-most empty
            spot."""),
        answered(Concern.EMPTY, """Every row the player could use is full: can they still buy a
            seal?""",
            """No: the seal must go on an empty spot of a worker's row; the top worker has none
            and the fifth worker takes no seals (Wax Seal Requirements; Objective Actions)."""),
    ),
)
ACADEMY_SPOT_COST = clause(
    "darwins_journey.action.academy-spot-cost",
    "Seal spot costs",
    "If that spot shows a Coin penalty, those Coins are paid too.",
    BOARD_ACTIONS,
    asked=(
        ruled(Concern.UNAFFORDABLE, """The spot the seal must go on costs more Coins than the player
            has left: may they pay what they have?""", "darwins_journey.unpayable-red-cost"),
    ),
)
NAVIGATION = clause(
    "darwins_journey.action.navigation",
    "Navigation",
    """The player moves their Ship forward along the Ocean track up to the number
    of spaces the action shows, and at least one (the community FAQ: a movement
    never moves zero spaces).""",
    BOARD_ACTIONS,
    texts.NO_ZERO_MOVE,
    asked=(
        answered(Concern.WORDING, """"Up to" the number: may the Ship stay where it is?""",
            """No: a movement never moves zero spaces (community FAQ, F3); otherwise any number
            from 1 to the number shown."""),
        answered(Concern.TIE, """The Ocean track forks: which way does the Ship go?""",
            """The player chooses: the action moves the Ship along the track up to the number of
            spaces, and names no route."""),
        ruled(Concern.TEXTS_DIFFER, """Navigation 3: one move of up to 3 spaces, or 3 moves of one
            space, each with the action where it stops?""", "darwins_journey.modifier-number"),
    ),
)
NAVIGATION_SHARED = clause(
    "darwins_journey.action.navigation-shared-spaces",
    "Ships share spaces",
    "Any number of Ships, and the HMS Beagle, may stand on the same space.",
    BOARD_ACTIONS,
    asked=(
        none_open("""Any number of Ships, the HMS Beagle among them, share a space: there is no
            capacity to run out and nothing to choose."""),
    ),
)
NAVIGATION_BANNER = clause(
    "darwins_journey.action.navigation-banner",
    "Silver banners bring Explorers",
    """When a Ship crosses a silver banner, its owner must place an Explorer from
    their personal area on the starting location of the island the banner
    shows; any number of Explorers may share a starting location.""",
    BOARD_ACTIONS,
    asked=(
        assumed(Concern.WORDING, """Does a Ship that stops on the banner's space "cross" it?""",
            "darwins_journey.model.crossing-a-banner-or-ribbon"),
        answered(Concern.EMPTY, """The player already has an Explorer on the banner's island: what
            does the banner give?""",
            """Nothing: it places an Explorer onto a new island (Navigation), and that island is
            not new to them."""),
        assumed(Concern.SCOPE, """Is there a banner for the left-most island?""",
            "darwins_journey.data.no-banner-for-the-left-most-island"),
    ),
)
NAVIGATION_STOP_ACTION = clause(
    "darwins_journey.action.navigation-stop-action",
    "Action where the Ship stops",
    "If the space where the Ship stops shows an action, the player may carry it out.",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.SCOPE, """Are the actions of spaces the Ship only passes performed?""",
            """No: only the action where the Ship stopped (Navigation); the golden Extra Stop is
            the one exception (Distinctions)."""),
    ),
)
NAVIGATION_FIRST_TO_END = clause(
    "darwins_journey.action.navigation-first-to-end",
    "First Ship to the end",
    """The first Ship to reach the last space of the Ocean track gains its owner 3
    points.""",
    BOARD_ACTIONS,
    asked=(
        moot(Concern.TIE, """Two Ships reach the last space at once: who scores the 3 points?""",
            """It cannot happen: players move one at a time, so one Ship always arrives first and
            later ones score nothing.""",
            shown_by="tests/spec/darwins_journey/test_board_actions.py::test_a_later_ship_at_the_end_scores_no_bonus"),
    ),
)
NAVIGATION_BEAGLE_SPACE = clause(
    "darwins_journey.action.navigation-beagle-space",
    "Beagle spaces do nothing",
    "Stopping on a Beagle space has no effect.",
    BOARD_ACTIONS,
    asked=(
        none_open("""Stopping there simply does nothing: no cost, choice or supply is involved."""),
    ),
)
EXPLORATION = clause(
    "darwins_journey.action.exploration",
    "Exploration",
    """The player moves one of their Explorers forward along its Island track up
    to the number of spots the action shows, and at least one (the community
    FAQ: a movement never moves zero spaces).""",
    BOARD_ACTIONS,
    texts.NO_ZERO_MOVE,
    asked=(
        answered(Concern.WORDING, """"Up to" the number: may the Explorer stay where it is?""",
            """No: a movement never moves zero spaces (community FAQ, F3)."""),
        answered(Concern.SCOPE, """With Explorers on several islands, which one moves, and may the
            move be split between them?""",
            """One single Explorer of the player's choosing moves along its own island (Board
            Actions, Exploration)."""),
        answered(Concern.TIE, """An Island track forks: which way?""",
            """The player chooses; the action names no route."""),
        ruled(Concern.TEXTS_DIFFER, """Exploration 3: one move of up to 3 spots, or 3 moves of one
            spot, each with the action where it stops?""", "darwins_journey.modifier-number"),
    ),
)
EXPLORATION_SKIP_OCCUPIED = clause(
    "darwins_journey.action.exploration-skip-occupied",
    "Occupied spots are skipped",
    """A spot holding an opponent's Explorer is jumped over and does not count
    toward the movement.""",
    BOARD_ACTIONS,
    asked=(
        moot(Concern.SCOPE, """Is a spot holding the player's own Explorer skipped too?""",
            """It cannot arise: a player has at most one Explorer per island (banners and Place
            Explorer put one only on an island where they have none), so only opponents' Explorers
            share its track."""),
        answered(Concern.WORDING, """The last spot holds an opponent's Explorer: is it skipped, so
            that the move ends short?""",
            """No: the first and last spots hold any number of Explorers (Exploration), so the last
            spot counts and may be stopped on."""),
    ),
)
EXPLORATION_ONE_PER_SPOT = clause(
    "darwins_journey.action.exploration-one-per-spot",
    "One Explorer per spot",
    """Each spot of an Island track holds one Explorer, except the first and the
    last, which hold any number.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.SCOPE, """May the move end on a spot another Explorer holds?""",
            """Only on the first or last spot of the track; any other held spot is passed over and
            cannot be stopped on (Exploration)."""),
    ),
)
EXPLORATION_GOLDEN_RIBBON = clause(
    "darwins_journey.action.exploration-golden-ribbon",
    "Golden ribbons",
    """A golden ribbon pays the points printed on it to the owner of the first
    Explorer that crosses it; later Explorers gain nothing there.""",
    BOARD_ACTIONS,
    asked=(
        assumed(Concern.WORDING, """Does an Explorer that stops on the ribbon's space "cross"
            it?""", "darwins_journey.model.crossing-a-banner-or-ribbon"),
    ),
)
EXPLORATION_STOP_ACTION = clause(
    "darwins_journey.action.exploration-stop-action",
    "Action where the Explorer stops",
    """After moving, the player carries out the action of the spot where the
    Explorer stopped.""",
    BOARD_ACTIONS,
    asked=(
        moot(Concern.TIMING, """Are ribbon points and the end-of-track bonus gained before or after
            the action where the Explorer stops?""",
            """No decision turns on it: both are points, gained during the same turn, and
            Objectives and Crew cards may be achieved at any point of the turn (Achieving
            Objectives & Crew Cards)."""),
        answered(Concern.SCOPE, """The Explorer stops on a Specimen token: what is the action?""",
            """Research that Specimen: the token's action (Research Galapagos Specimen)."""),
    ),
)
EXPLORATION_FIRST_TO_END = clause(
    "darwins_journey.action.exploration-first-to-end",
    "First Explorer to the end",
    """The first Explorer to reach the last spot of an Island track gains its
    owner 3 points.""",
    BOARD_ACTIONS,
    asked=(
        moot(Concern.TIE, """Two Explorers reach the last spot at once: who scores?""",
            """It cannot happen: one Explorer moves at a time, so one is always first."""),
    ),
)
RESEARCH_GALAPAGOS_SPECIMEN = clause(
    "darwins_journey.action.research-galapagos-specimen",
    "Research a Galapagos Specimen",
    """A Specimen token's action lets the player put a Research token on the
    matching Specimen of their personal board.""",
    BOARD_ACTIONS,
    asked=(
        assumed(Concern.EMPTY, """The 30 Research tokens are all placed: can the player still
            research?""", "darwins_journey.model.limited-supplies"),
        moot(Concern.SCOPE, """The player has already researched that Specimen: may they add a
            second token?""",
            """No decision can turn on it: the personal board has one icon per Specimen, and every
            requirement and goal counts Specimens researched, so a second token would count for
            nothing."""),
    ),
)
EVOLUTION_ADVANCE = clause(
    "darwins_journey.action.evolution-advance",
    "Advance on the Theory of Evolution",
    """The player moves their Evolution marker forward by the number of spaces
    shown; Book Multiplier spaces matter only at final scoring.""",
    BOARD_ACTIONS,
    asked=(
        assumed(Concern.EMPTY, """The marker would go past the last space of the Theory of
            Evolution track: what then?""", "darwins_journey.data.evolution-track-start"),
    ),
)
CAMPSITE = clause(
    "darwins_journey.action.campsite",
    "Establish Campsite",
    """Possible only with an empty Tent location beside the icon: the player moves
    the top-most Tent of their personal board there, paying any Coin penalty
    shown on that location.""",
    BOARD_ACTIONS,
    asked=(
        ruled(Concern.UNAFFORDABLE, """Every empty Tent place left costs more Coins than the player
            has: may they pay what they have?""", "darwins_journey.unpayable-red-cost"),
        ruled(Concern.SCOPE, """The player already has a Tent on this Campsite: may a second go on
            its free place?""", "darwins_journey.tents-per-campsite"),
        answered(Concern.EMPTY, """All five Tents are placed: what does the icon give?""",
            """Nothing: the action moves the top-most Tent of the personal board, and there is
            none."""),
        assumed(Concern.WORDING, """Which Tent is the "top-most", and what icon does each leave
            uncovered?""", "darwins_journey.data.tent-order"),
    ),
)
CAMPSITE_ACTIONS = clause(
    "darwins_journey.action.campsite-actions",
    "Campsite actions",
    "The player may carry out the actions shown where the Tent was placed.",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.WORDING, """Must all the Campsite's icons be performed?""",
            """No: the player may perform them (Establish Campsite)."""),
        ruled(Concern.TIMING, """Must the Campsite's icons be done before the icon the Tent
            uncovered on the personal board?""", "darwins_journey.campsite-icons-order"),
    ),
)
CAMPSITE_REVEALED_ACTIONS = clause(
    "darwins_journey.action.campsite-revealed-actions",
    "Revealed personal board actions",
    """After the Establish Campsite action, the player may carry out the actions
    beside the personal board spot the Tent left. (Whether they may come before
    the Campsite's own icons, the text does not say: Ruling
    campsite-icons-order.)""",
    BOARD_ACTIONS,
    asked=(
        ruled(Concern.TIMING, """May the icon uncovered on the personal board be performed before
            the Campsite's own icons, or between them?""", "darwins_journey.campsite-icons-order"),
        answered(Concern.TIMING, """The Tent uncovers points shown with the arrow to a bar: now or
            at the end?""",
            """At final scoring (Modifier Icons; Personal Board Scoring gives the 5 points for all
            five Tents then)."""),
    ),
)
CAMPSITE_SLASH = clause(
    "darwins_journey.action.campsite-slash",
    "A slash means one of two",
    """Where a personal board Tent action shows two options split by a slash, only
    one is taken.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.UNAFFORDABLE, """One of the two options cannot be performed: must the
            other be taken?""",
            """No: the player may perform one of the two (Establish Campsite), and every action is
            optional (Perform Location Actions)."""),
    ),
)
CORRESPONDENCE = clause(
    "darwins_journey.action.correspondence",
    "Correspondence",
    """The player moves up to the number of Stamps shown, taken from any mix of
    their personal board stacks, onto one single Envelope.""",
    BOARD_ACTIONS,
    asked=(
        ruled(Concern.UNAFFORDABLE, """The player holds fewer Stamps, stacks and used tray together,
            than the icon allows: may they send fewer?""", "darwins_journey.stamp-shortage"),
        answered(Concern.SCOPE, """May the Stamps be spread over several Envelopes?""",
            """No: only onto one Envelope (Correspondence), unless a golden worker's Split Stamp
            Locations applies (Distinctions)."""),
        ruled(Concern.TEXTS_DIFFER, """Correspondence 2: two Stamps onto one Envelope, or two
            Correspondences of one Stamp, each onto any Envelope?""", "darwins_journey.modifier-number"),
    ),
)
CORRESPONDENCE_DEPLETED_STACK = clause(
    "darwins_journey.action.correspondence-depleted-stack",
    "Emptied stacks give actions",
    """Once the Stamps are placed, the player may carry out the actions revealed
    under each stack whose last Stamp was just removed.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.TIE, """One action empties two stacks: which action comes first?""",
            """The player may perform the actions of every stack it emptied
            (Correspondence), in the order they choose, like any icons opened together."""),
        answered(Concern.SCOPE, """A stack emptied by an earlier action: does it give its action
            again?""",
            """No: only a stack whose final Stamp this action removed (Correspondence)."""),
        answered(Concern.TIMING, """May the revealed action be taken before all the Stamps are
            placed?""",
            """No: after the player has finished placing their Stamps (Correspondence)."""),
        ruled(Concern.SCOPE, """A Distributed Correspondence empties a stack: does it give the
            stack's action?""", "darwins_journey.distributed-correspondence-rules"),
    ),
)
CORRESPONDENCE_USED_STAMPS = clause(
    "darwins_journey.action.correspondence-used-stamps",
    "Drawing on the used Stamps tray",
    """If the personal board stacks run short, the player may make up the number
    with Stamps of their colour from the used Stamps tray.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.WORDING, """May the player take Stamps from the used tray while their
            stacks still hold enough?""",
            """No: only when the stacks do not hold enough for the action (Correspondence)."""),
        ruled(Concern.UNAFFORDABLE, """The stacks and the tray together still fall short: what
            then?""", "darwins_journey.stamp-shortage"),
        ruled(Concern.SCOPE, """May a Distributed Correspondence also take Stamps back from the
            used tray?""", "darwins_journey.distributed-correspondence-rules"),
        ruled(Concern.TIMING, """In the Reward Phase, a reward's Correspondence runs short: do the
            Stamps halved off an Envelope rewarded earlier that phase lie in the tray yet?""",
            "darwins_journey.halve-stamps-when"),
    ),
)
DELIVER_SPECIMEN = clause(
    "darwins_journey.action.deliver-specimen",
    "Deliver a Specimen",
    """The player may deliver a Specimen that bears one of their Research tokens
    and whose Museum tile is not yet in the Museum display, placing that tile on
    its location there.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.EMPTY, """No researched Specimen is missing from the Museum: what does the
            action give?""",
            """Nothing: a delivery needs a Research token on a Specimen whose tile is not yet in the
            display (Deliver Specimen)."""),
        assumed(Concern.SCOPE, """Are Deliver Specimen and Research Museum Specimen one location or
            two?""", "darwins_journey.data.museum-one-location"),
        answered(Concern.SCOPE, """Does delivering use up the Research token?""",
            """No: nothing in Deliver Specimen removes it, and Repeat Delivery asks for a
            Research token on a Specimen already delivered (Special Actions & Crew
            Actions)."""),
    ),
)
DELIVER_FIRST_IN_ROW = clause(
    "darwins_journey.action.deliver-first-in-row",
    "First in its row",
    """The first tile delivered into a Museum row (tiles placed at setup do not
    count) takes the Coin beside that row.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.SCOPE, """The row already holds tiles placed at setup: does the first
            delivery still take the Coin?""",
            """Yes: tiles placed at setup do not count (Deliver Specimen)."""),
    ),
)
DELIVER_LAST_IN_ROW = clause(
    "darwins_journey.action.deliver-last-in-row",
    "Last in its row",
    """The tile that completes a Museum row moves its deliverer 1 step on the
    Theory of Evolution.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.SCOPE, """Does a row completed by a setup tile give the step?""",
            """No: only the delivery that places the row's last tile gives it (Deliver
            Specimen)."""),
        ruled(Concern.SCOPE, """A Repeat Delivery of a tile whose row is already full: does it
            give the step again?""", "darwins_journey.repeat-in-full-row"),
    ),
)
DELIVER_LINE_BONUS = clause(
    "darwins_journey.action.deliver-row-column-bonus",
    "Row and column bonuses",
    """Every other space in the new tile's row and column gives 1 Coin if empty or
    1 Evolution step if it holds a tile; the new tile's own space gives
    nothing.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.WORDING, """Does the new tile's own space count among "each space in the
            row and column"?""",
            """No: the newly placed tile gives no bonus (Deliver Specimen)."""),
    ),
)
DELIVER_SECOND = clause(
    "darwins_journey.action.deliver-second",
    "A second delivery for 3 Coins",
    """One Museum visit may deliver two Specimens: the first free, the second for
    3 Coins, which may come from the first delivery's gains.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.TIMING, """May the first delivery's Coins pay the 3 Coins of the
            second?""", """Yes (Deliver Specimen)."""),
        ruled(Concern.UNAFFORDABLE, """The player has fewer than 3 Coins after the first: may they
            pay what they have?""", "darwins_journey.unpayable-red-cost"),
        answered(Concern.SCOPE, """May one visit deliver one Specimen and research another, each at
            its first price?""",
            """Each action has its own "up to 2": two deliveries, the second for 3 Coins (Deliver
            Specimen), and two researches, the second for 3 Coins (Research Museum Specimen)."""),
    ),
)
RESEARCH_MUSEUM_SPECIMEN = clause(
    "darwins_journey.action.research-museum-specimen",
    "Research a Museum Specimen",
    """The player picks a tile already in the Museum display and puts a Research
    token on the matching Specimen of their personal board; a second one in the
    same action costs 3 Coins.""",
    BOARD_ACTIONS,
    asked=(
        ruled(Concern.UNAFFORDABLE, """The player has fewer than 3 Coins for the second Specimen:
            may they pay what they have?""", "darwins_journey.unpayable-red-cost"),
        assumed(Concern.EMPTY, """The Research tokens have run out: what then?""",
            "darwins_journey.model.limited-supplies"),
        assumed(Concern.SCOPE, """Is the Museum one location for both actions?""",
            "darwins_journey.data.museum-one-location"),
    ),
)
RESERVE_TURN_ORDER = clause(
    "darwins_journey.action.reserve-turn-order",
    "Reserve Turn Order",
    """The worker goes on the left-most empty spot above the Turn Order track and
    the player gains 2 Coins, or 3 Coins with two players.""",
    BOARD_ACTIONS,
    asked=(
        assumed(Concern.SCOPE, """Solo: 2 Coins or 3?""", "darwins_journey.data.turn-order-coins"),
        answered(Concern.EMPTY, """Every spot above the Turn Order track is taken: can another
            worker go there?""",
            """Yes: it is a rectangular magnifying glass, which takes any number of workers (Worker
            Placement Locations); the worker goes on the left-most empty spot."""),
        ruled(Concern.SCOPE, """One player puts two workers there: which sets their place?""",
            "darwins_journey.turn-order-two-workers"),
    ),
)
GAIN_OBJECTIVE = clause(
    "darwins_journey.action.gain-objective",
    "Gain an Objective",
    """The player takes one Objective tile from the display into their reserve,
    which holds at most 2 tiles of either colour in any mix.""",
    BOARD_ACTIONS,
    asked=(
        answered(Concern.EMPTY, """The Objective display is empty: what does the action give?""",
            """Nothing: it takes one available tile from the display (Gain Objective)."""),
        ruled(Concern.SCOPE, """Does the drafted Starting Objective pair fill the reserve?""",
            "darwins_journey.starting-pair-in-reserve"),
    ),
)
GAIN_OBJECTIVE_FULL_RESERVE = clause(
    "darwins_journey.action.gain-objective-full-reserve",
    "A full reserve",
    """With 2 tiles already in reserve, the new tile goes face up on an empty
    Objective location of its colour, paying any Coin penalty printed there.
    (With no such location empty, the text does not say: Ruling
    full-reserve-no-space.)""",
    BOARD_ACTIONS,
    asked=(
        ruled(Concern.UNAFFORDABLE, """Every empty space of the tile's colour costs more Coins than
            the player has: may they pay what they have?""", "darwins_journey.unpayable-red-cost"),
        ruled(Concern.SCOPE, """Is the reserve already full with the Starting Objective pair?""",
            "darwins_journey.starting-pair-in-reserve"),
        ruled(Concern.EMPTY, """The reserve is full and no space of the tile's colour is empty:
            may the player take the tile and set it aside, or discard one?""",
            "darwins_journey.full-reserve-no-space"),
    ),
)

# Special and Crew actions -----------------------------------------------------

ANY_CAMPSITE = clause(
    "darwins_journey.special.any-campsite",
    "Establish Any Campsite",
    """The player places a Tent on any empty Tent location of any Campsite, wherever
    their Explorers and Ship are, pays its Coin penalty, and may carry out the
    Campsite's actions and those revealed on their personal board.""",
    SPECIAL_ACTIONS,
    asked=(
        ruled(Concern.SCOPE, """The player already has a Tent on the Campsite they pick: may a
            second go there?""", "darwins_journey.tents-per-campsite"),
        ruled(Concern.UNAFFORDABLE, """Every free Tent place costs more than the player has: may
            they pay what they have?""", "darwins_journey.unpayable-red-cost"),
        answered(Concern.EMPTY, """No Tent is left on the personal board: what then?""",
            """Nothing: a Tent is placed from the personal board (Establish Any Campsite; Establish
            Campsite), and there is none."""),
    ),
)
REPEAT_DELIVERY = clause(
    "darwins_journey.special.repeat-delivery",
    "Repeat Delivery",
    """The player, holding a Research token on it, delivers again a Specimen whose
    tile is already in the Museum, exactly as a first delivery, with the bonus
    for the last tile of its row to be delivered, but not the row's
    first-delivery Coin if that tile had taken it. Whether a repeat in a row
    that is already full counts as the row's last tile, the text does not say
    (Ruling repeat-in-full-row).""",
    SPECIAL_ACTIONS,
    asked=(
        assumed(Concern.SCOPE, """May the repeated tile be one laid in the Museum at setup, and does
            it then take the row's Coin?""", "darwins_journey.model.repeat-delivery-of-a-setup-tile"),
        ruled(Concern.WORDING, """The tile repeated sits in a row that is already full: is it
            "the last one of the row to be delivered", giving the Evolution step again?""",
            "darwins_journey.repeat-in-full-row"),
        answered(Concern.SCOPE, """Must the player hold a Research token on that Specimen?""",
            """Yes (Repeat Delivery)."""),
    ),
)
FULFIL_OBJECTIVE = clause(
    "darwins_journey.special.fulfil-objective",
    "Automatically Fulfil an Objective",
    """The player achieves one of their Objectives without meeting its
    requirements, placing it face down on any open Objective location (whether
    that includes a space of the other colour: Ruling fulfil-objective-space),
    paying its Coin penalty and taking that location's reward.""",
    SPECIAL_ACTIONS,
    asked=(
        ruled(Concern.SCOPE, """May a silver tile from the reserve go on an open golden space, as
            "any open Objective location" says?""", "darwins_journey.fulfil-objective-space"),
        ruled(Concern.UNAFFORDABLE, """Every open space the tile may go on costs more than the
            player has: may they pay what they have?""", "darwins_journey.unpayable-red-cost"),
        answered(Concern.EMPTY, """The player holds no unachieved Objective: what then?""",
            """Nothing: the action achieves one of their Objectives (Automatically Fulfill an
            Objective), and there is none."""),
    ),
)
SPECIAL_PURPLE_SEAL = clause(
    "darwins_journey.special.purple-seal",
    "Gain a Special Wax Seal",
    """The player puts a purple seal from the supply on the left-most empty Wax
    Seal spot of one worker row, paying no Coin penalty.""",
    SPECIAL_ACTIONS,
    asked=(
        assumed(Concern.EMPTY, """The 12 purple seals are all taken: what then?""",
            "darwins_journey.model.limited-supplies"),
        answered(Concern.EMPTY, """No worker row has an empty spot: what then?""",
            """Nothing: the seal goes on the left-most empty spot of a worker row (Gain Special Wax
            Seal), and there is none."""),
        answered(Concern.UNAFFORDABLE, """The spot shows a Coin penalty: is it paid?""",
            """No: the purple seal is placed without paying a Coin penalty (Gain Special Wax
            Seal)."""),
    ),
)
GAIN_TEMPORARY_KNOWLEDGE = clause(
    "darwins_journey.special.gain-temporary-knowledge",
    "Gain Temporary Knowledge",
    "The player takes one Temporary Knowledge token from the supply.",
    SPECIAL_ACTIONS,
    asked=(
        assumed(Concern.EMPTY, """The 16 Temporary Knowledge tokens are all taken: what then?""",
            "darwins_journey.model.limited-supplies"),
    ),
)
CONVERT_TEMPORARY_KNOWLEDGE = clause(
    "darwins_journey.special.convert-temporary-knowledge",
    "Convert Temporary Knowledge",
    """The player may return one Temporary Knowledge token for 7 Coins or 7 victory
    points.""",
    SPECIAL_ACTIONS,
    asked=(
        answered(Concern.WORDING, """May the player return two tokens for 14?""",
            """No: one token, for 7 Coins or 7 points (Convert Temporary Knowledge)."""),
        answered(Concern.UNAFFORDABLE, """The player holds no Temporary Knowledge: what then?""",
            """Nothing: there is no token to return."""),
    ),
)
PLACE_EXPLORER = clause(
    "darwins_journey.special.place-explorer",
    "Place an Explorer",
    """The player puts one unused Explorer on the starting location of any island
    where they have no Explorer yet.""",
    SPECIAL_ACTIONS,
    asked=(
        answered(Concern.EMPTY, """All three Explorers are on islands: what then?""",
            """Nothing: only an unused Explorer is placed (Place Explorer)."""),
        answered(Concern.SCOPE, """May it go on an island whose banner the Ship has not crossed?""",
            """Yes: any island where the player has no Explorer (Place Explorer)."""),
    ),
)
LOCKED_ACTION = clause(
    "darwins_journey.special.locked-action",
    "Perform a Locked Action",
    """The player carries out all the actions of a still-locked location, without
    unlocking it, placing a worker or meeting its seal requirements.""",
    SPECIAL_ACTIONS,
    asked=(
        assumed(Concern.SCOPE, """May it pick a locked location whose own action is Perform Locked
            Action?""", "darwins_journey.model.no-copy-of-a-copy"),
        answered(Concern.SCOPE, """Must it keep the top-to-bottom order of the Main Diary pages, or
            pay the location's unlock cost?""",
            """Neither: the player does not unlock the location (Perform Locked Action), and the
            order and the cost are rules of unlocking (Unlock Lens Location)."""),
        answered(Concern.EMPTY, """Every location is unlocked: what then?""",
            """Nothing: only a locked location without a Lens token can be picked."""),
    ),
)
RESEARCH_ANY_SPECIMEN = clause(
    "darwins_journey.special.research-any-specimen",
    "Research Any Specimen",
    """The player puts a Research token on any empty Specimen spot of their
    personal board.""",
    SPECIAL_ACTIONS,
    asked=(
        assumed(Concern.EMPTY, """The Research tokens have run out: what then?""",
            "darwins_journey.model.limited-supplies"),
        answered(Concern.SCOPE, """May it be a Specimen not on the board or in the Museum?""",
            """Yes: any empty Specimen spot of the personal board (Research Any Specimen)."""),
    ),
)
MOVE_TO_BEAGLE = clause(
    "darwins_journey.special.move-to-beagle",
    "Move up to the HMS Beagle",
    "The player's Ship moves to the space where the HMS Beagle stands.",
    SPECIAL_ACTIONS,
    asked=(
        assumed(Concern.SCOPE, """The Ship is level with or ahead of the HMS Beagle: does it move
            back? Does it cross banners, and act where it stops?""",
            "darwins_journey.model.move-up-to-the-beagle"),
    ),
)
DISTRIBUTED_CORRESPONDENCE = clause(
    "darwins_journey.special.distributed-correspondence",
    "Distributed Correspondence",
    "The player places up to 4 Stamps, split freely among any Envelopes.",
    SPECIAL_ACTIONS,
    asked=(
        answered(Concern.WORDING, """May the player place fewer than 4 Stamps?""",
            """Yes: up to 4 (Distributed Correspondence)."""),
        ruled(Concern.SCOPE, """Does it follow the Correspondence rules: the action under a stack
            it empties, and Stamps from the used tray when the stacks run short?""",
            "darwins_journey.distributed-correspondence-rules"),
    ),
)
COPY_CREW_CARD = clause(
    "darwins_journey.special.copy-crew-card",
    "Copy a Crew card",
    """The player gains and carries out at once the Crew actions of any
    unachieved Crew card in front of any player, their own included.""",
    SPECIAL_ACTIONS,
    asked=(
        assumed(Concern.SCOPE, """May it copy another Crew card whose action is Copy Crew
            Card?""", "darwins_journey.model.no-copy-of-a-copy"),
        answered(Concern.SCOPE, """Must the copying player meet the card's seal requirement?""",
            """No: they gain and perform the card's Crew actions (Copy Crew Card); only achieving a
            Crew card asks for the seals."""),
        answered(Concern.EMPTY, """No unachieved Crew card is left in front of any player: what
            then?""",
            """Nothing: only an unachieved card can be copied (Copy Crew Card)."""),
    ),
)

# Distinctions -----------------------------------------------------------------

SILVER_DISTINCTION = clause(
    "darwins_journey.distinction.silver",
    "Silver distinction at the 4th seal",
    """A worker with 4 Wax Seals has the silver distinction: placed in a Diary
    Section, it earns that section's silver bonus.""",
    DISTINCTIONS, BOARD_ACTIONS,
    asked=(
        assumed(Concern.SCOPE, """Does the Small Diary have a distinction box?""",
            "darwins_journey.data.small-diary-no-distinction-box"),
        answered(Concern.TIMING, """The placed worker gets its 4th seal from this turn's Academy:
            does it earn the silver bonus this turn?""",
            """No: the bonus is received when a worker with the distinction is placed
            (Distinctions)."""),
        answered(Concern.SCOPE, """Does a Temporary Knowledge token spent at placement count toward
            the 4 seals?""",
            """No: the distinction comes from the Wax Seals the worker has gained on its row
            (Distinctions); a token is spent to meet a requirement, not gained as a seal."""),
    ),
)
GOLDEN_DISTINCTION = clause(
    "darwins_journey.distinction.golden",
    "Golden distinction at the 6th seal",
    "A worker with 6 Wax Seals has the golden distinction.",
    DISTINCTIONS, BOARD_ACTIONS,
    asked=(
        answered(Concern.SCOPE, """Does the golden worker lose the silver bonus?""",
            """No: it receives both the silver and the golden bonuses (Distinctions)."""),
    ),
)
GOLDEN_GETS_BOTH = clause(
    "darwins_journey.distinction.golden-gets-both",
    "Golden earns both bonuses",
    """A worker with the golden distinction earns both the silver and the golden
    bonus of the Diary Section it is placed in.""",
    DISTINCTIONS,
    asked=(
        none_open("""The text names both bonuses of the box for a golden worker: nothing to choose,
            pay or run out of."""),
    ),
)
SILVER_EXPLORATION = clause(
    "darwins_journey.distinction.silver-exploration",
    "Silver: extra Exploration",
    "The section's Exploration may move up to one spot further.",
    DISTINCTIONS,
    asked=(
        answered(Concern.WORDING, """"Up to one": must the extra spot be used?""",
            """No: up to one more (Distinctions)."""),
        answered(Concern.SCOPE, """Does the extra spot reach an Exploration the turn leads to
            later, say through a Campsite?""",
            """No: it is added to the associated Exploration, the location's own (Distinctions)."""),
    ),
)
SILVER_NAVIGATION = clause(
    "darwins_journey.distinction.silver-navigation",
    "Silver: extra Navigation",
    "The section's Navigation may move up to one space further.",
    DISTINCTIONS,
    asked=(
        answered(Concern.WORDING, """"Up to one": must the extra space be used?""",
            """No: up to one more (Distinctions)."""),
        answered(Concern.SCOPE, """Does the extra space reach a Navigation the turn leads to
            later?""",
            """No: it is added to the associated Navigation, the location's own (Distinctions)."""),
    ),
)
SILVER_STAMP = clause(
    "darwins_journey.distinction.silver-stamp",
    "Silver: extra Stamp",
    "The section's Correspondence may move up to one more Stamp.",
    DISTINCTIONS,
    asked=(
        answered(Concern.WORDING, """"Up to one more Stamp": must it be sent?""",
            """No: up to one more, with this Correspondence action (Distinctions)."""),
    ),
)
SILVER_WAX_SEAL = clause(
    "darwins_journey.distinction.silver-wax-seal",
    "Silver: extra Wax Seal",
    """The section's Academy action may buy up to one more seal, paying its
    Scroll and personal board Coin penalties.""",
    DISTINCTIONS,
    asked=(
        ruled(Concern.UNAFFORDABLE, """The second seal's Scroll or spot costs more than the player
            has left: may they pay what they have?""", "darwins_journey.unpayable-red-cost"),
        answered(Concern.SCOPE, """May the second seal go to another worker's row?""",
            """Yes: it is gained with this Academy action, whose seal goes to any worker's row
            (Board Actions, Academy)."""),
    ),
)
SILVER_COINS = clause(
    "darwins_journey.distinction.silver-coins",
    "Silver: two Coins",
    "The player gains 2 Coins from the supply.",
    DISTINCTIONS,
    asked=(
        none_open("""A fixed gain of 2 Coins when the worker is placed: nothing to choose or pay;
            the Coin supply is the subject of darwins_journey.action.coins."""),
    ),
)
GOLDEN_EXTRA_STOP = clause(
    "darwins_journey.distinction.golden-extra-stop",
    "Golden: extra stop",
    """While Exploring or Navigating, the Explorer or Ship may stop on its way to
    carry out that spot's action, then finishes its move and carries out the
    action where it ends as usual. The bonus comes with the worker's placement,
    for the location's Exploration or Navigation; whether it reaches a move the
    turn leads to later: Ruling extra-stop-scope.""",
    DISTINCTIONS,
    asked=(
        ruled(Concern.SCOPE, """The turn leads to another Navigation or Exploration (a Campsite):
            may that move make an extra stop too?""", "darwins_journey.extra-stop-scope"),
        answered(Concern.WORDING, """May the extra stop be on a spot another Explorer holds?""",
            """No: it is a stop like any other, and a spot another Explorer holds cannot be stopped
            on, save the track's first and last (Exploration)."""),
        answered(Concern.TIMING, """Is the stop's action done before the move goes on?""",
            """Yes: the piece stops on its way to perform it before completing its movement, then
            performs the action of its last stop (Distinctions)."""),
    ),
)
GOLDEN_SPLIT_STAMPS = clause(
    "darwins_journey.distinction.golden-split-stamps",
    "Golden: split Stamps",
    "The section's Correspondence may spread its Stamps over several Envelopes.",
    DISTINCTIONS,
    asked=(
        answered(Concern.SCOPE, """Does the split cover the silver extra Stamp as well?""",
            """Yes: the Stamps placed with this Correspondence action, the extra one among them
            (Distinctions)."""),
    ),
)
GOLDEN_SEAL_DISCOUNT = clause(
    "darwins_journey.distinction.golden-seal-discount",
    "Golden: Wax Seal discount",
    """Each Academy action costs 1 Coin less, taken off either the Scroll cost or
    the personal board spot cost.""",
    DISTINCTIONS,
    asked=(
        answered(Concern.SCOPE, """With the silver extra seal, two Academy actions: is each 1 Coin
            cheaper?""", """Yes: 1 fewer Coin for each Academy action (Distinctions)."""),
        answered(Concern.WORDING, """The seal would cost nothing: is the Coin paid out?""",
            """No: it is a discount, paying 1 fewer Coin (Distinctions)."""),
    ),
)
GOLDEN_VICTORY_POINTS = clause(
    "darwins_journey.distinction.golden-victory-points",
    "Golden: three points",
    "The player gains 3 victory points at once.",
    DISTINCTIONS,
    asked=(
        none_open("""A fixed gain of 3 points when the worker is placed: nothing to choose, pay or
            run out of."""),
    ),
)

# Objectives -------------------------------------------------------------------

OBJECTIVE_REQUIREMENTS_MET = clause(
    "darwins_journey.objective.requirements-met",
    "Meet, don't spend",
    """An Objective is achieved by meeting all its requirements; nothing is spent
    to achieve it.""",
    OBJECTIVES,
    asked=(
        answered(Concern.WORDING, "Is anything spent to achieve an Objective?",
                 "No: the player only has to meet every requirement (Objectives)."),
        assumed(Concern.SCOPE, "Some known tiles ask for points, Coins, Temporary Knowledge or "
                "a fixed Ocean space: are those met or spent?",
                "darwins_journey.data.objective-requirements-beyond-the-rulebook"),
    ),
)
OBJECTIVE_FLIP = clause(
    "darwins_journey.objective.flip-in-place",
    "Flip it where it lies",
    "An achieved Objective already on an Objective location is turned face down there.",
    OBJECTIVES,
    asked=(
        answered(Concern.UNAFFORDABLE, "The tile lies on a space with a Coin cost: is it paid "
                 "again?",
                 "No: the cost is paid when a tile is put on a marked location, from the "
                 "display or the reserve; a tile already there is only turned face down "
                 "(Objectives; Board Actions: Gain Objective)."),
    ),
)
OBJECTIVE_FROM_RESERVE = clause(
    "darwins_journey.objective.from-reserve",
    "From the reserve to a location",
    """An achieved Objective from the reserve goes face down on an empty Objective
    location of its colour, paying any Coin penalty printed there.""",
    OBJECTIVES,
    asked=(
        answered(Concern.TIE, "Several empty locations of its colour: which one?",
                 "Any of them, the player's choice (Objectives)."),
        answered(Concern.EMPTY, "No empty location of its colour is left: can it be achieved?",
                 "No: the tile must go face down onto an empty location of its colour "
                 "(Objectives)."),
        ruled(Concern.UNAFFORDABLE, "The only free location of its colour costs more Coins than "
              "the player has: can it be achieved?", "darwins_journey.unpayable-red-cost"),
        ruled(Concern.SCOPE, "Automatically Fulfil an Objective: may the tile go onto a "
              "location of the other colour?", "darwins_journey.fulfil-objective-space"),
    ),
)
OBJECTIVE_LOCATION_REWARD = clause(
    "darwins_journey.objective.location-reward",
    "The location gives the reward",
    "Achieving an Objective earns the reward of the location it now lies on.",
    OBJECTIVES,
    asked=(
        ruled(Concern.WORDING, "The reward has actions to perform: may the player leave some "
              "undone?", "darwins_journey.reward-actions-optional"),
        answered(Concern.TIMING, "When is the location's reward gained?",
                 "As soon as the Objective is achieved; victory points on the personal board "
                 "wait for final scoring (Objectives)."),
    ),
)
OBJECTIVE_POINTS_AT_END = clause(
    "darwins_journey.objective.points-at-end",
    "Personal board points come at the end",
    "Victory points shown on the personal board are only gained at final scoring.",
    OBJECTIVES,
    asked=(
        answered(Concern.SCOPE, "Which points does this cover?",
                 "Every victory point reward on the personal board: Objective locations and "
                 "the Tent's 5 points alike are gained once the game is over (Objectives)."),
    ),
)
OBJECTIVE_PAIRED_BONUS = clause(
    "darwins_journey.objective.paired-bonus",
    "Paired Objective bonus",
    """Achieving both the right-most silver and the right-most golden Objective
    locations earns 4 more points at final scoring.""",
    OBJECTIVES, OBJECTIVE_ACTIONS,
    asked=(
        answered(Concern.SCOPE, "Is a tile lying unachieved on a right-most location enough?",
                 "No: both Objectives on the right-most locations must be achieved "
                 "(Objectives; Personal Board Scoring)."),
    ),
)
REQ_SINGLE = clause(
    "darwins_journey.objective-requirement.single",
    "No number means one",
    "A requirement symbol without a number asks for one of that kind.",
    OBJECTIVE_REQUIREMENTS,
    no_example="A reading of the printed tiles, made once in the tile data: a requirement "
    "printed without a number has the amount 1 there, and each requirement's own check (for "
    "example objective-requirement.ship, 1 x ship-at-beagle) shows the 1 it is tested "
    "against.",
    asked=(
        none_open("It defines what a symbol without a number asks for; what each symbol counts "
                  "is asked of that symbol's own clause."),
    ),
)
REQ_EMPTY_STACKS = clause(
    "darwins_journey.objective-requirement.empty-stamp-stacks",
    "Empty Stamp stacks",
    "The player must have at least the shown number of empty Stamp stacks.",
    OBJECTIVE_REQUIREMENTS,
    asked=(
        answered(Concern.WORDING, "Can an emptied stack fill up again?",
                 "No: Stamps leave the stacks for Envelopes, and Stamps from the used tray go "
                 "straight onto an Envelope, not back onto a stack (Board Actions: "
                 "Correspondence)."),
    ),
)
REQ_SPECIMEN_SYMBOL = clause(
    "darwins_journey.objective-requirement.specimen-symbol",
    "Specimens by symbol",
    """The player must have at least the shown number of Research tokens on
    Specimens bearing the shown symbol.""",
    OBJECTIVE_REQUIREMENTS,
    asked=(
        answered(Concern.SCOPE, "Does a Research token count after its Specimen is delivered?",
                 "Yes: delivering asks for the Research token and does not remove it (Board "
                 "Actions: Deliver Specimen; Special Actions: Repeat Delivery needs it still)."),
    ),
)
REQ_SPECIMEN_SHAPE = clause(
    "darwins_journey.objective-requirement.specimen-shape",
    "Specimens by shape or colour",
    """The player must have at least the shown number of Research tokens on
    Specimens of the shown shape or colour.""",
    OBJECTIVE_REQUIREMENTS,
    asked=(
        answered(Concern.WORDING, "A tile asks for a symbol and a shape: may one token count "
                 "for both?",
                 "Yes: each requirement is a condition the player meets, and nothing is spent "
                 "to achieve an Objective (Objectives), so a token that fits both counts for "
                 "both."),
    ),
)
REQ_EVOLUTION = clause(
    "darwins_journey.objective-requirement.evolution",
    "Theory of Evolution position",
    """The Evolution marker must have reached the shown position or beyond,
    counted in steps along the track, not in books.""",
    OBJECTIVE_REQUIREMENTS,
    asked=(
        answered(Concern.WORDING, "Steps or books?",
                 "Steps along the track, not books reached (Objective Requirements: Book / "
                 "Evolution)."),
        assumed(Concern.WORDING, "Is the large book at the start step 0?",
                "darwins_journey.data.evolution-track-start"),
    ),
)
REQ_TENTS = clause(
    "darwins_journey.objective-requirement.tents",
    "Tents on Campsites",
    "At least the shown number of the player's Tents must stand on Campsites.",
    OBJECTIVE_REQUIREMENTS,
    asked=(
        answered(Concern.WORDING, "Tents or Campsites?",
                 "Tents: the number of the player's Tents placed onto Campsites (Objective "
                 "Requirements: Tent)."),
    ),
)
REQ_LENSES = clause(
    "darwins_journey.objective-requirement.lenses",
    "Lenses placed",
    """The player must have unlocked at least the shown number of locations with
    personal Lenses.""",
    OBJECTIVE_REQUIREMENTS,
    asked=(
        answered(Concern.SCOPE, "Do neutral Lenses or an opponent's count?",
                 "No: only the player's own personal Lens tokens placed to unlock actions "
                 "(Objective Requirements: Lens)."),
    ),
)
REQ_SHIP = clause(
    "darwins_journey.objective-requirement.ship",
    "Ship level with the Beagle",
    """The player's Ship must stand on the HMS Beagle's space or further along the
    Ocean track.""",
    OBJECTIVE_REQUIREMENTS,
    asked=(
        moot(Concern.WORDING, "'The same position or farther' on a track that forks: how does a "
             "Ship on a side route compare?",
             "Every Beagle position lies on every route of the Ocean track, so a Ship is either "
             "before it or not, whatever route it took.",
             shown_by="tests/spec/darwins_journey/test_open_question_pass_a.py::"
             "test_every_ocean_route_passes_every_beagle_position"),
        assumed(Concern.SCOPE, "Some known tiles name a fixed Ocean space instead: how is it "
                "met?", "darwins_journey.data.objective-requirements-beyond-the-rulebook"),
    ),
)
REQ_WAX_SEALS = clause(
    "darwins_journey.objective-requirement.wax-seals",
    "Regular Wax Seals",
    """The player must have the shown Regular Wax Seals, in any rows; purple seals
    and Temporary Knowledge do not count.""",
    OBJECTIVE_REQUIREMENTS,
    asked=(
        answered(Concern.SCOPE, "Do purple seals or Temporary Knowledge count?",
                 "No, neither; the Regular seals may lie in any rows (Objective Requirements: "
                 "Wax Seals)."),
    ),
)
REACTIVATE_TENT = clause(
    "darwins_journey.objective-action.reactivate-tent",
    "Reactivate a Tent",
    """The player picks one of their placed Tents and carries out its actions as
    if just placed, paying no Coin penalties. Whether that includes the
    personal-board icon uncovered when the Tent left, the text does not say; see
    assumption reactivate-tent-campsite-only.""",
    OBJECTIVE_ACTIONS,
    asked=(
        assumed(Concern.SCOPE, "Does it also repeat the personal-board icon uncovered when that "
                "Tent left?", "darwins_journey.model.reactivate-tent-campsite-only"),
        answered(Concern.UNAFFORDABLE, "The Campsite's location has a Coin cost: is it paid "
                 "again?",
                 "No: no Coin penalties are paid for the re-activation (Objective Actions: "
                 "Reactivate Tent)."),
        moot(Concern.EMPTY, "The player has placed no Tent yet?",
             "There is no Tent to select and so nothing to choose: the reward does nothing."),
    ),
)
ACADEMY_DISCOUNT = clause(
    "darwins_journey.objective-action.academy-discount",
    "Academy discount",
    """For the rest of the game the player pays no Scroll row penalty in the
    Academy, but still pays for the personal board spot.""",
    OBJECTIVE_ACTIONS,
    asked=(
        answered(Concern.SCOPE, "Does it also waive the seal spot's cost on the personal board?",
                 "No: that cost is still paid (Objective Actions: Academy Discount)."),
    ),
)
RESEARCH_EXPLORER_SPECIMEN = clause(
    "darwins_journey.objective-action.research-explorer-specimen",
    "Research an Explorer's Specimen",
    """The player puts a Research token on a personal board Specimen matching a
    Specimen token on an island where they have an Explorer.""",
    OBJECTIVE_ACTIONS,
    asked=(
        answered(Concern.SCOPE, "Do Specimen tokens on the Ocean track count?",
                 "No: only tokens found on an island where the player has an Explorer "
                 "(Objective Actions: Research Explorer Specimen)."),
        assumed(Concern.EMPTY, "The Research tokens have run out?",
                "darwins_journey.model.limited-supplies"),
    ),
)
BOOK_MULTIPLIER = clause(
    "darwins_journey.objective-action.book-multiplier",
    "Book Multiplier",
    """At final scoring, the player counts one more Book Multiplier than they
    reached on the Theory of Evolution track.""",
    OBJECTIVE_ACTIONS, EVOLUTION_SCORING,
    asked=(
        answered(Concern.TIMING, "Is the extra book multiplied by the Museum modifier?",
                 "Yes: it is added to the books reached before the track is scored (Objective "
                 "Actions: Book Multiplier; Theory of Evolution Track Scoring)."),
    ),
)
END_POINTS = clause(
    "darwins_journey.objective-action.end-points",
    "Points at final scoring",
    "Some Objective locations give 5 or 8 victory points, gained at final scoring.",
    OBJECTIVE_ACTIONS,
    asked=(
        answered(Concern.TIMING, "When are the points gained?",
                 "At final scoring, as every victory point reward on the personal board "
                 "(Objective Actions; Objectives)."),
    ),
)
OBJECTIVE_PURPLE_SEAL = clause(
    "darwins_journey.objective-action.purple-seal",
    "Special Wax Seal reward",
    """The player puts a purple seal from the supply on the left-most empty spot
    of one worker row, paying no Coin penalty.""",
    OBJECTIVE_ACTIONS,
    asked=(
        answered(Concern.UNAFFORDABLE, "The left-most empty spot shows a Coin cost: is it paid?",
                 "No: no Coin penalty is paid for this placement (Objective Actions: Gain "
                 "Special Wax Seal)."),
        assumed(Concern.EMPTY, "No purple seal is left in the supply?",
                "darwins_journey.model.limited-supplies"),
        moot(Concern.EMPTY, "No row has an empty spot?",
             "There is nowhere to place the seal and so nothing to choose: the reward is lost."),
    ),
)
UNLOCK_FIFTH_WORKER = clause(
    "darwins_journey.objective-action.unlock-fifth-worker",
    "Unlock the fifth worker",
    """The fifth worker joins the player's workers, usable this round if unlocked
    in the Action Phase; it can take Temporary Knowledge but never Wax Seals.""",
    OBJECTIVE_ACTIONS,
    asked=(
        answered(Concern.TIMING, "Unlocked in the Reward Phase: usable at once?",
                 "From the next round: only an unlock during the Action Phase gives its use in "
                 "the current round (Objective Actions: Unlock 5th Worker)."),
    ),
)
PENALTY_REDUCTION = clause(
    "darwins_journey.objective-action.penalty-reduction",
    "Placement penalty reduction",
    "For the rest of the game the player's placement penalty is 1 Coin lower.",
    OBJECTIVE_ACTIONS,
    asked=(
        moot(Concern.WORDING, "Two Reductions, or a penalty taken below zero?",
             "The Reduction is on one golden Objective space only, so a player has it once at "
             "most, and the smallest penalty is 2 Coins.",
             shown_by="tests/spec/darwins_journey/test_open_question_pass_a.py::"
             "test_each_lasting_objective_reward_is_on_one_space_only"),
    ),
)
LAGGING_CAP = clause(
    "darwins_journey.objective-action.lagging-cap",
    "Lagging penalty cap",
    """From now on, when Beagle goals are scored, every lagging penalty behind the
    HMS Beagle costs this player at most 2 points: each penalty is capped, not
    their total (the community FAQ, citing the rulebook).""",
    OBJECTIVE_ACTIONS,
    texts.LAGGING_CAP,
    asked=(
        answered(Concern.WORDING, "Is the total capped, or each penalty?",
                 "Each Lagging penalty between the Ship and the Beagle (Objective Actions: "
                 "Lagging Penalty Cap); the community FAQ (F8) reads it the same."),
        assumed(Concern.SCOPE, "What penalties does the Ocean track print?",
                "darwins_journey.data.lagging-penalties"),
        assumed(Concern.TEXTS_DIFFER, "The project's earlier penalty model contradicts the "
                "FAQ's figures: which stands?", "darwins_journey.data.lagging-penalties-faq-f8"),
    ),
)

# Crew cards -------------------------------------------------------------------

CREW_SEAL_REQUIREMENT = clause(
    "darwins_journey.crew.seal-requirement",
    "One worker meets the card",
    """A Crew card is achieved through a single worker whose row holds at least
    the seals the card shows, in any order.""",
    CREW_CARDS,
    asked=(
        answered(Concern.WORDING, "Must the seals be in the card's order, or spread over rows?",
                 "Neither: one worker's row must hold at least the seals shown, in any order "
                 "(Crew Cards)."),
    ),
)
CREW_PURPLE_COUNTS = clause(
    "darwins_journey.crew.purple-counts",
    "Purple counts for Crew cards",
    """A purple Special Wax Seal acts as any colour for a Crew card (how several
    on one row share out colours: Ruling purple-seal-colours).""",
    CREW_CARDS,
    asked=(
        ruled(Concern.WORDING, "Two purple seals in one row, two colours lacking: do they cover "
              "both?", "darwins_journey.purple-seal-colours"),
    ),
)
CREW_NO_TEMPORARY_KNOWLEDGE = clause(
    "darwins_journey.crew.no-temporary-knowledge",
    "No Temporary Knowledge for Crew cards",
    "Temporary Knowledge cannot be spent toward a Crew card.",
    CREW_CARDS,
    asked=(
        answered(Concern.SCOPE, "May Temporary Knowledge stand in for a missing seal here?",
                 "No: it cannot be spent to fulfil a Crew card (Crew Cards)."),
    ),
)
CREW_ONE_PER_WORKER = clause(
    "darwins_journey.crew.one-per-worker",
    "One Crew card per worker",
    """An achieved Crew card is tied to the worker that achieved it, and that
    worker can achieve no other Crew card.""",
    CREW_CARDS,
    asked=(
        answered(Concern.TIE, "Two workers qualify for one card: which is used?",
                 "The player's choice: the card goes to the worker used to achieve it (Crew "
                 "Cards)."),
        answered(Concern.SCOPE, "May that worker later achieve a second card?",
                 "No: a worker achieves one Crew card only (Crew Cards)."),
    ),
)
CREW_ACHIEVE = clause(
    "darwins_journey.crew.achieve",
    "Achieving a Crew card",
    """In the Action or Reward Phase, the player carries out the card's actions
    and turns it over beside the worker used. Whether every one of those actions
    must be carried out the text does not say; see Ruling
    reward-actions-optional.""",
    CREW_CARDS,
    asked=(
        ruled(Concern.WORDING, "Must every action on the card be performed, or may some be left?",
              "darwins_journey.reward-actions-optional"),
        answered(Concern.TIMING, "When are the card's actions performed?",
                 "At once, as the card is achieved, even outside the Action Phase (Key "
                 "Concepts; Crew Cards)."),
        assumed(Concern.TIMING, "When in the Reward Phase may each player achieve one?",
                "darwins_journey.model.reward-phase-achievements"),
    ),
)

# Turn Order Phase -------------------------------------------------------------

TURN_ORDER_MODIFIED = clause(
    "darwins_journey.turn-order.modified",
    "Workers on Turn Order reorder the track",
    """The player with the left-most worker on the Turn Order location moves to
    place 1, and players with workers there take the front places matching the
    relative positions of their workers (which of a player's two workers counts:
    Ruling turn-order-two-workers); other markers keep their relative order.""",
    TURN_ORDER_PHASE,
    asked=(
        answered(Concern.TIMING, "Are this round's Reward Phase rewards already taken in the "
                 "new order?",
                 "Yes: the Turn Order Phase comes before the Reward Phase, whose rewards are "
                 "gained in the current turn order (Game Overview; Reward Phase)."),
        ruled(Concern.TIE, "One player has two workers there: which one sets their place?",
              "darwins_journey.turn-order-two-workers"),
        answered(Concern.SCOPE, "What of the players without a worker there?",
                 "Their markers move only relative to the others: they keep their order behind "
                 "the players who placed (Turn Order Phase)."),
    ),
)
TURN_ORDER_UNCHANGED = clause(
    "darwins_journey.turn-order.unchanged",
    "No workers, no change",
    "With no worker on the Turn Order location, turn order stays as it is.",
    TURN_ORDER_PHASE,
    asked=(
        answered(Concern.SCOPE, "And in a solo game?",
                 "The Turn Order Phase is ignored: Alfred always goes first (Solo Phases: Turn "
                 "Order Phase)."),
    ),
)

# Reward Phase -----------------------------------------------------------------

REWARD_ORDER = clause(
    "darwins_journey.reward.turn-order",
    "Rewards in turn order",
    """Correspondence majorities and the Beagle goal are rewarded in the current
    turn order.""",
    REWARD_PHASE,
    asked=(
        ruled(Concern.TIMING, """On one Envelope some take the first reward and others the second:
            all in turn order, or all first rewards first?""", "darwins_journey.reward-order"),
        assumed(Concern.TIMING, """When in the Reward Phase may each player achieve Objectives and
            Crew cards?""", "darwins_journey.model.reward-phase-achievements"),
    ),
)
MAJORITY_TOP_DOWN = clause(
    "darwins_journey.reward.majority-top-down",
    "Envelopes from top to bottom",
    """The three Envelopes' majorities are settled from the top one down.
    (Whether each Envelope's Stamps are halved before the next one is settled,
    the text does not say: Ruling halve-stamps-when.)""",
    MAJORITIES,
    asked=(
        ruled(Concern.TIMING, """Are the Stamps halved after each Envelope's rewards, or once all
            three Envelopes are rewarded?""", "darwins_journey.halve-stamps-when"),
    ),
)
MAJORITY_FIRST = clause(
    "darwins_journey.reward.majority-first",
    "First place",
    """Whoever leads an Envelope in Stamps carries out every action in the first
    section of that Envelope's Correspondence tile.""",
    MAJORITIES,
    asked=(
        assumed(Concern.EMPTY, """No one has a Stamp on the Envelope: is everyone tied for the
            most, with none?""", "darwins_journey.model.majority-needs-a-stamp"),
        answered(Concern.TIE, """Two players have the most: who takes the reward?""",
            """Both, in current turn order (Correspondence Majorities)."""),
    ),
)
MAJORITY_TIES = clause(
    "darwins_journey.reward.majority-ties",
    "Ties share the reward",
    """When several players tie for a place, each of them carries out that
    place's reward, in current turn order.""",
    MAJORITIES,
    asked=(
        answered(Concern.TIE, """In which order do tied players take their rewards?""",
            """In current turn order (Correspondence Majorities)."""),
        ruled(Concern.TIE, """After a tie for first, who takes the second reward?""",
            "darwins_journey.second-place-after-tie"),
    ),
)
MAJORITY_SECOND = clause(
    "darwins_journey.reward.majority-second",
    "Second place",
    """Whoever is runner-up in Stamps on an Envelope carries out every action in
    the second section of that Envelope's Correspondence tile.""",
    MAJORITIES,
    asked=(
        assumed(Concern.EMPTY, """Only one player has Stamps there: is a player with none
            second?""", "darwins_journey.model.majority-needs-a-stamp"),
        answered(Concern.TIE, """Two players tie for second: who takes it?""",
            """Both, in current turn order (Correspondence Majorities)."""),
        ruled(Concern.TIMING, """Does a second reward wait until every first reward is done?""",
            "darwins_journey.reward-order"),
    ),
)
SECOND_AFTER_TIE = clause(
    "darwins_journey.reward.second-after-tie",
    "Second place survives a tie for first",
    "A tie for first place does not cancel the second-place reward.",
    MAJORITIES,
    asked=(
        ruled(Concern.WORDING, """A tie for first "still" leaves the second reward: to the next
            count down, or to the tied players as well?""", "darwins_journey.second-place-after-tie"),
    ),
)
MAJORITY_HALVE_STAMPS = clause(
    "darwins_journey.reward.majority-halve-stamps",
    "Rewarded players lose half their Stamps",
    """Every player who performed an action as a majority reward for an Envelope
    moves half their Stamps on it, rounded up, to the used Stamps tray. (A
    player awarded who performed none: Ruling halve-stamps-who; Stamps the
    rewards placed there: Ruling reward-stamps-halved; right after that
    Envelope's rewards or once all three are rewarded: Ruling
    halve-stamps-when.)""",
    MAJORITIES,
    asked=(
        ruled(Concern.SCOPE, """A player won a majority but performed none of its actions: do they
            halve their Stamps?""", "darwins_journey.halve-stamps-who"),
        ruled(Concern.TIMING, """A reward placed Stamps on the Envelope being scored: are the new
            ones counted in the half?""", "darwins_journey.reward-stamps-halved"),
        ruled(Concern.TIMING, """A reward on a lower Envelope puts Stamps on an Envelope already
            rewarded: are they halved with it?""", "darwins_journey.halve-stamps-when"),
        answered(Concern.WORDING, """Half of 3 Stamps: 1 or 2?""",
            """2: half, rounding up (Correspondence Majorities)."""),
    ),
)
BEAGLE_GOAL_SCORED = clause(
    "darwins_journey.reward.beagle-goal",
    "Score the goal under the Beagle",
    """The Beagle Goal tile below the HMS Beagle is scored: each player gains its
    points once for each time they meet its condition.""",
    BEAGLE_GOAL,
    asked=(
        answered(Concern.TIMING, """Which tile is scored: the one under the Beagle now, or the next
            one?""",
            """The tile directly below the HMS Beagle, which moves on only in Cleanup (Score Beagle
            Goal Tile; Cleanup Phase)."""),
    ),
)
GOAL_WAX_SEALS = clause(
    "darwins_journey.reward.goal-wax-seals",
    "Goal: Wax Seals",
    """4 points per Regular Wax Seal of the shown colours on the personal board;
    purple seals score nothing.""",
    BEAGLE_GOAL,
    asked=(
        answered(Concern.SCOPE, """Do purple seals or Temporary Knowledge count?""",
            """No: Regular Wax Seals of the colour shown on the personal board; purple seals do
            not score (Goal Conditions), and a token is not a seal."""),
    ),
)
GOAL_SPECIMENS = clause(
    "darwins_journey.reward.goal-specimens",
    "Goal: Specimens",
    "6 points per Research token on the shown Specimen type.",
    BEAGLE_GOAL,
    asked=(
        answered(Concern.WORDING, """The Specimen "type": its symbol, or its shape and colour?""",
            """The type the tile indicates (Goal Conditions): a tile shows one type, and each
            Research token on a Specimen of that type counts. The tiles' faces are the fan
            data's, each naming one kind (bird, reptile, plant, fossil)."""),
    ),
)
GOAL_LENSES = clause(
    "darwins_journey.reward.goal-lenses",
    "Goal: Lenses",
    "5 points per personal Lens token of the player's colour on the main board.",
    BEAGLE_GOAL,
    asked=(
        answered(Concern.SCOPE, """Do the neutral Lens tokens, or Lens tokens other players placed,
            count?""",
            """No: personal Lens tokens of the player's colour on the main board (Goal
            Conditions)."""),
    ),
)
GOAL_STAMP_STACKS = clause(
    "darwins_journey.reward.goal-stamp-stacks",
    "Goal: empty Stamp stacks",
    "8 points per empty Stamp stack on the personal board.",
    BEAGLE_GOAL,
    asked=(
        none_open("""A count of the personal board's three stacks that are empty: nothing to choose
            or run out of."""),
    ),
)
GOAL_TENTS = clause(
    "darwins_journey.reward.goal-tents",
    "Goal: Tents",
    "4 points per Tent of the player's on the main board.",
    BEAGLE_GOAL,
    asked=(
        none_open("""A count of the player's Tents on the main board: nothing to choose or run out
            of."""),
    ),
)
GOAL_OBJECTIVES = clause(
    "darwins_journey.reward.goal-objectives",
    "Goal: Objectives",
    "3 points per achieved Objective.",
    BEAGLE_GOAL,
    asked=(
        answered(Concern.SCOPE, """Does a tile lying face up on a space, gained but not achieved,
            count?""",
            """No: only achieved Objectives (Goal Conditions), which lie face down (Objectives)."""),
    ),
)
LAGGING_PENALTY = clause(
    "darwins_journey.reward.lagging-penalty",
    "Lagging penalties",
    """A Ship behind the HMS Beagle loses, from its Beagle goal points, the sum of
    the penalties printed between the Ship and the Beagle.""",
    LAGGING, BEAGLE_GOAL,
    asked=(
        assumed(Concern.WORDING, """What penalties lie between the Ship and the HMS Beagle?""",
            "darwins_journey.data.lagging-penalties"),
        assumed(Concern.TEXTS_DIFFER, """The community FAQ's answer on the penalties and the
            project's earlier model disagree: which is kept?""",
            "darwins_journey.data.lagging-penalties-faq-f8"),
        answered(Concern.SCOPE, """A Ship level with or ahead of the Beagle: any penalty?""",
            """No: the penalty applies to a Ship behind the HMS Beagle (Lagging Penalties)."""),
    ),
)
LAGGING_FLOOR = clause(
    "darwins_journey.reward.lagging-floor",
    "Never below zero",
    "Lagging penalties can bring a Beagle goal's points to zero, never below.",
    LAGGING,
    asked=(
        answered(Concern.SCOPE, """Can the penalty take points the player already had?""",
            """No: it reduces only the points gained from the Beagle Goal tile, never below zero
            (Lagging Penalties)."""),
    ),
)
FLIP_GOAL_TILE = clause(
    "darwins_journey.reward.flip-goal-tile",
    "Flip the scored goal",
    "Once every player has scored it, the Beagle Goal tile is turned face down.",
    LAGGING,
    no_example="The spec gives a Beagle Goal tile no face-down side: only the tile under "
    "the HMS Beagle is ever scored, and the Beagle leaves it in Cleanup, so turning it over "
    "changes nothing a trace could show. That the tile is scored once is seen instead in "
    "each round's Beagle goal steps and in the Beagle's move (cleanup.beagle-moves).",
    asked=(
        none_open("""Turning the scored tile over only marks it as done: nothing to choose, pay or
            run out of."""),
    ),
)

# Cleanup Phase ----------------------------------------------------------------

CLEANUP_SKIPPED = clause(
    "darwins_journey.cleanup.skipped-last-round",
    "No cleanup in round 5",
    "After the fifth round the Cleanup Phase is skipped and final scoring follows.",
    CLEANUP,
    asked=(
        answered(Concern.TIMING, "Are the fifth round's Reward Phase and Beagle goal still "
                 "played?",
                 "Yes: only the Cleanup Phase is skipped, after the Reward Phase (Cleanup "
                 "Phase; Round Structure)."),
    ),
)
BEAGLE_MOVES = clause(
    "darwins_journey.cleanup.beagle-moves",
    "Cleanup 1: the Beagle sails on",
    "The HMS Beagle moves to the next Beagle Goal position of the Ocean track.",
    CLEANUP,
    asked=(
        moot(Concern.EMPTY, "What if there is no next Beagle position?",
             "The Beagle moves in the Cleanups of rounds one to four only, and the track has "
             "five positions, one per round.",
             shown_by="tests/spec/darwins_journey/test_data.py::"
             "test_the_beagle_has_one_space_per_round"),
    ),
)
WORKERS_RETURN = clause(
    "darwins_journey.cleanup.workers-return",
    "Cleanup 2: workers come home",
    "Every worker goes back to its owner's personal board.",
    CLEANUP,
    asked=(
        answered(Concern.SCOPE, "Does an unlocked fifth worker come home too?",
                 "Yes: all players return all their workers to their personal boards (Cleanup "
                 "Phase, step 2)."),
        answered(Concern.SCOPE, "Do Lens tokens go back too?",
                 "No: an unlocked location stays unlocked for the rest of the game (Board "
                 "Actions: Unlock Lens Location)."),
    ),
)
OBJECTIVES_REPLACED = clause(
    "darwins_journey.cleanup.objectives-replaced",
    "Cleanup 3: a new Objective display",
    """The Objectives left on the display are removed and 2 new silver and 2 new
    golden ones are drawn in their place.""",
    CLEANUP,
    asked=(
        answered(Concern.SCOPE, "Are Objectives in players' reserves or on their boards removed "
                 "too?",
                 "No: only those remaining on the main board's display (Cleanup Phase, step 3)."),
        ruled(Concern.EMPTY, "A stack holds fewer than 2 tiles: what goes on display?",
              "darwins_journey.objective-stack-empty"),
        answered(Concern.SCOPE, "How many are drawn in a solo game?",
                 "One silver and one golden (Solo Phases: Cleanup)."),
    ),
)
TOP_SCROLL_CLEARED = clause(
    "darwins_journey.cleanup.top-scroll-cleared",
    "Cleanup 4: clear the top Scroll",
    """Every Wax Seal left on the top-most Scroll is removed. The rulebook does
    not say where to; the community FAQ says out of the game, not back to the
    seal pile, and the project follows it (assumption
    top-scroll-seals-leave-the-game).""",
    CLEANUP,
    texts.TOP_ROW_SEALS,
    asked=(
        assumed(Concern.SCOPE, "Where do the removed seals go: back to the pile, or out of the "
                "game?", "darwins_journey.model.top-scroll-seals-leave-the-game"),
        assumed(Concern.WORDING, "Which Scroll is the top-most one?",
                "darwins_journey.data.scroll-order"),
    ),
)
SEALS_SHIFT = clause(
    "darwins_journey.cleanup.seals-shift",
    "Cleanup 4: seals move up",
    """The remaining seals move up toward the top-most positions until no empty
    spot lies above any seal.""",
    CLEANUP,
    asked=(
        ruled(Concern.WORDING, "Does each seal slide straight up its column, or do the seals "
              "close up in reading order?", "darwins_journey.seals-shift"),
    ),
)
SCROLLS_REFILL = clause(
    "darwins_journey.cleanup.scrolls-refill",
    "Cleanup 4: refill the Scrolls",
    "New seals drawn from the pile fill every empty spot on the Scrolls.",
    CLEANUP,
    asked=(
        ruled(Concern.EMPTY, "The pile holds fewer seals than there are empty spots: what fills "
              "the rest?", "darwins_journey.seal-pile-empty"),
    ),
)

# Final scoring ----------------------------------------------------------------

SCORING_OBJECTIVES = clause(
    "darwins_journey.scoring.objectives",
    "Objective points",
    """Each achieved Objective scores the points of its location, plus 4 if both
    right-most silver and golden locations are achieved.""",
    FINAL_SCORING, PERSONAL_SCORING,
    asked=(
        answered(Concern.SCOPE, "Does a tile lying unachieved on a location score?",
                 "No: only achieved Objectives award their points (Personal Board Scoring)."),
    ),
)
SCORING_WAX_SEALS = clause(
    "darwins_journey.scoring.wax-seals",
    "Points for full seal rows",
    """Each worker with a 5th Wax Seal scores 3 points, and with a 6th a further
    7, for 10 in all.""",
    DISTINCTIONS, PERSONAL_SCORING,
    asked=(
        answered(Concern.SCOPE, "Do purple seals count toward a row's five or six?",
                 "Yes: the rule counts the Wax Seals in the row and makes no exception for "
                 "Special ones (Personal Board Scoring), where the Beagle goals and Objective "
                 "requirements leave them out in so many words."),
    ),
)
SCORING_TENTS = clause(
    "darwins_journey.scoring.all-tents",
    "All five Tents placed",
    "A player who has placed all 5 Tents on Campsites scores 5 points.",
    PERSONAL_SCORING,
    asked=(
        assumed(Concern.WORDING, "Are these 5 points the icon under the last Tent, or more "
                "besides?", "darwins_journey.data.tent-order"),
    ),
)
MUSEUM_MODIFIER = clause(
    "darwins_journey.scoring.museum-modifier",
    "The Museum modifier",
    """The Museum modifier, the same for everyone, is 2 plus the number of
    Museum rows holding all four tiles.""",
    EVOLUTION_SCORING,
    asked=(
        answered(Concern.SCOPE, "Do tiles laid at setup count toward a full row?",
                 "Yes: a row counts when all four Museum tiles are placed on the board, "
                 "however they came there (Theory of Evolution Track Scoring)."),
    ),
)
EVOLUTION_BOOKS = clause(
    "darwins_journey.scoring.evolution-books",
    "Books times the modifier",
    """Each player scores the Museum modifier times the number of books their
    Evolution marker reached or passed.""",
    EVOLUTION_SCORING,
    asked=(
        answered(Concern.WORDING, "Does a marker on a book's space count that book?",
                 "Yes: the books reached or passed (Theory of Evolution Track Scoring)."),
        assumed(Concern.WORDING, "Does the large book at the start count, and where does the "
                "track end?", "darwins_journey.data.evolution-track-start"),
    ),
)
SCORING_COINS = clause(
    "darwins_journey.scoring.coins",
    "Leftover Coins",
    "Each complete set of 5 leftover Coins scores 1 point.",
    LEFTOVERS,
    asked=(
        answered(Concern.WORDING, "What of Coins left over beyond a set of five?",
                 "Nothing: 1 point per complete set of 5 Coins (Coins & Temporary Knowledge)."),
    ),
)
SCORING_TEMPORARY_KNOWLEDGE = clause(
    "darwins_journey.scoring.temporary-knowledge",
    "Leftover Temporary Knowledge",
    "Each leftover Temporary Knowledge token scores 1 point.",
    LEFTOVERS,
    asked=(
        none_open("One point per token left over; nothing is chosen and nothing can tie."),
    ),
)
WINNER = clause(
    "darwins_journey.scoring.winner",
    "Most points wins",
    "The player with the most victory points wins.",
    LEFTOVERS, OVERVIEW,
    asked=(
        answered(Concern.SCOPE, "Who wins a solo game?",
                 "The player, with a higher final score than Alfred's (Solo Rules: Endgame "
                 "Scoring)."),
    ),
)
TIE_BREAKERS = clause(
    "darwins_journey.scoring.tie-breakers",
    "Breaking ties",
    """A tie goes to the Evolution marker farthest along, then to the most
    leftover Coins; players still tied share the victory.""",
    LEFTOVERS,
    asked=(
        answered(Concern.TIE, "Tied on points, Evolution and Coins?",
                 "The tied players share the victory (Final Scoring)."),
        answered(Concern.TEXTS_DIFFER, "The solo rules break ties differently: which applies?",
                 "Against Alfred a tie left after Evolution and Coins goes to Alfred (Solo "
                 "Rules: Endgame Scoring); sharing the victory is the multiplayer rule."),
        assumed(Concern.TIE, "Two Evolution markers at the end of the track: farther?",
                "darwins_journey.data.evolution-track-start"),
    ),
)

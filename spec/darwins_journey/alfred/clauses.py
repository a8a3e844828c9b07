"""Every rule of Alfred, the Darwin's Journey solo bot, in reading order, in our words.

Two seeds describe Alfred: the rulebook's solo section and a shorter, separately
worded description. A clause cites both where both state its rule, one where only
one does. Where they say different things, the clause keeps to what both agree on
and the difference is settled by a Ruling (a source divergence), not here.
"""

from spec.core.clauses import Source, clause

from .. import texts

SEED_RULEBOOK = texts.SEED
SEED_SHORT = texts.SOLO_SUMMARY

_SOLO = "Darwin's Journey Solo Rules"
_TURN = f"{_SOLO}: Alfred Turn Structure"
_DIFFERENCES = f"{_TURN}: Action Differences"

# The rulebook's solo section ---------------------------------------------------
R_DIFFICULTY = Source(SEED_RULEBOOK, f"{_SOLO}: Setup: Select Alfred's Difficulty")
R_MAIN_BOARD = Source(SEED_RULEBOOK, f"{_SOLO}: Setup: Main Board")
R_PLAYER_SETUP = Source(SEED_RULEBOOK, f"{_SOLO}: Setup: Player Setup")
R_CREW = Source(SEED_RULEBOOK, f"{_SOLO}: Setup: Gaining Crew Cards")
R_STARTING_OBJECTIVES = Source(
    SEED_RULEBOOK, f"{_SOLO}: Setup: Drafting Starting Personal Objective Tiles"
)
R_ALFRED_SETUP = Source(SEED_RULEBOOK, f"{_SOLO}: Setup: Alfred Setup")
R_TURN_ORDER = Source(SEED_RULEBOOK, f"{_SOLO}: General Gameplay: Turn Order")
R_TRACKS = Source(SEED_RULEBOOK, f"{_SOLO}: General Gameplay: Alfred's Board Tracks")
R_BONUS_TRACK = Source(SEED_RULEBOOK, f"{_SOLO}: General Gameplay: Bonus Track")
R_COIN_TRACK = Source(SEED_RULEBOOK, f"{_SOLO}: General Gameplay: Coin Track")
R_TURN_STRUCTURE = Source(SEED_RULEBOOK, _TURN)
R_DRAW = Source(SEED_RULEBOOK, f"{_TURN}: Step 1: Draw Alfred Action Card")
R_PERFORM = Source(SEED_RULEBOOK, f"{_TURN}: Step 2: Perform One Action")
R_REST = Source(SEED_RULEBOOK, f"{_TURN}: Rest Action")
R_MAIN_DIARY = Source(SEED_RULEBOOK, f"{_TURN}: Main Diary Action")
R_STRONGEST = Source(SEED_RULEBOOK, f"{_TURN}: Strongest Placement Location")
R_PRIORITY_COST = Source(SEED_RULEBOOK, f"{_TURN}: Priority Cost")
R_PRIORITY_COLOR = Source(SEED_RULEBOOK, f"{_TURN}: Priority Color")
R_GAIN_OBJECTIVE = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Gain Objective")
R_TEMPORARY_KNOWLEDGE = Source(
    SEED_RULEBOOK, f"{_DIFFERENCES}: Gain Temporary Knowledge Token"
)
R_ACADEMY = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Academy")
R_CORRESPONDENCE = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Correspondence")
R_NAVIGATION = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Navigation")
R_EXPLORATION = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Exploration")
R_CAMPSITE = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Establish a Campsite")
R_SPECIAL_ACTION = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Special Action Diary")
R_SMALL_DIARY = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Small Diary Action")
R_DELIVER = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Deliver Specimens Action")
R_PROLIFIC = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Prolific Correspondence Action")
R_ADD_EXPLORER = Source(SEED_RULEBOOK, f"{_DIFFERENCES}: Add Explorer Action")
R_END_OF_TURN = Source(SEED_RULEBOOK, f"{_TURN}: Step 3: End of Turn")
R_TURN_ORDER_PHASE = Source(SEED_RULEBOOK, f"{_SOLO}: Solo Phases: Turn Order Phase")
R_REWARD = Source(SEED_RULEBOOK, f"{_SOLO}: Solo Phases: Reward Phase")
R_CLEANUP = Source(SEED_RULEBOOK, f"{_SOLO}: Solo Phases: Cleanup")
R_ENDGAME = Source(SEED_RULEBOOK, f"{_SOLO}: Solo Phases: Endgame Scoring")

# The shorter description -------------------------------------------------------
_TABLE = "Actions Alfred resolves differently"
S_SETUP = Source(SEED_SHORT, "Setup changes")
S_BONUS_TRACK = Source(SEED_SHORT, "Alfred's board: Bonus track")
S_COIN_TRACK = Source(SEED_SHORT, "Alfred's board: Coin track")
S_TURN = Source(SEED_SHORT, "Alfred's turn")
S_REST = Source(SEED_SHORT, "Rest action")
S_MAIN_DIARY = Source(SEED_SHORT, "Main Diary action")
S_STRONGEST = Source(SEED_SHORT, "Strongest location")
S_GAIN_OBJECTIVE = Source(SEED_SHORT, f"{_TABLE}: Gain Objective")
S_TEMPORARY_KNOWLEDGE = Source(SEED_SHORT, f"{_TABLE}: Gain Temporary Knowledge")
S_ACADEMY = Source(SEED_SHORT, f"{_TABLE}: Academy")
S_CORRESPONDENCE = Source(SEED_SHORT, f"{_TABLE}: Correspondence")
S_NAVIGATION = Source(SEED_SHORT, f"{_TABLE}: Navigation")
S_EXPLORATION = Source(SEED_SHORT, f"{_TABLE}: Exploration")
S_CAMPSITE = Source(SEED_SHORT, f"{_TABLE}: Establish a Campsite")
S_SPECIAL_ACTION = Source(SEED_SHORT, f"{_TABLE}: Special Action Diary")
S_SMALL_DIARY = Source(SEED_SHORT, f"{_TABLE}: Small Diary")
S_DELIVER = Source(SEED_SHORT, f"{_TABLE}: Deliver Specimens")
S_PROLIFIC = Source(SEED_SHORT, f"{_TABLE}: Prolific Correspondence")
S_ADD_EXPLORER = Source(SEED_SHORT, f"{_TABLE}: Add Explorer")
S_REWARD_CLEANUP = Source(SEED_SHORT, "Reward phase and cleanup")
S_END = Source(SEED_SHORT, "End of the game")
S_FIRELAND = Source(SEED_SHORT, "Fireland")

# Solo setup --------------------------------------------------------------------

DIFFICULTY = clause(
    "darwins_journey.alfred.setup.difficulty",
    "Alfred's level is the board you flip",
    """Alfred's level is chosen by which Alfred board is used: white is easy,
    blue is medium, and yellow and green are both advanced.""",
    R_DIFFICULTY, S_SETUP,
)
PLAYER_BOARD = clause(
    "darwins_journey.alfred.setup.player-board",
    "Your own board and both sets of pieces",
    """The boards not used for Alfred are turned to their player side and you take
    one of them; the pieces of your colour and of Alfred's colour are laid by
    their boards.""",
    R_DIFFICULTY,
    no_example="A choice of the player's own board and colours; nothing Alfred "
    "decides depends on it.",
)
TWO_PLAYER_BOARD = clause(
    "darwins_journey.alfred.setup.two-player-board",
    "The main board as for two players",
    """The main board is set up as in a two-player game, apart from the changes
    listed in the next clauses.""",
    R_MAIN_BOARD, S_SETUP,
)
SPECIAL_TILES = clause(
    "darwins_journey.alfred.setup.special-tiles",
    "Four Special Action tiles",
    """Only 4 Special Action tiles are drawn and revealed, so the bottom row of the
    Special Action Diary stays empty.""",
    R_MAIN_BOARD, S_SETUP,
)
OBJECTIVE_DISPLAY = clause(
    "darwins_journey.alfred.setup.objective-display",
    "One silver and one golden Objective on display",
    """After the Objective stacks are shuffled, only one silver and one golden
    Objective are laid face up on the board.""",
    R_MAIN_BOARD, S_SETUP,
)
TURN_ORDER_TOKEN = clause(
    "darwins_journey.alfred.setup.turn-order-token",
    "Turn Order token on the track, Alfred first",
    """Instead of a random Turn Order, the 2-player Turn Order Action token covers
    the Turn Order track; Alfred's marker takes the first place and yours the
    second.""",
    R_MAIN_BOARD, S_SETUP,
)
YOUR_SETUP = clause(
    "darwins_journey.alfred.setup.player-setup",
    "Your player setup is unchanged",
    "You set up your own personal board and pieces exactly as in the base game.",
    R_PLAYER_SETUP,
    no_example="The base game's player setup, unchanged; its own clauses and "
    "examples show it.",
)
CREW_CARDS = clause(
    "darwins_journey.alfred.setup.crew-cards",
    "Five Crew cards, keep three",
    """You draw 5 Crew cards from the shuffled deck, keep 3 of them and put the
    other 2 back in the box.""",
    R_CREW, S_SETUP,
)
CREW_SEALS = clause(
    "darwins_journey.alfred.setup.crew-seals",
    "Seals of your kept Crew cards",
    """For each kept Crew card you take its Regular Wax Seals from the supply and
    put them on the left-most empty Wax Seal spots beside your workers.""",
    R_CREW,
)
STARTING_OBJECTIVES = clause(
    "darwins_journey.alfred.setup.starting-objectives",
    "One of two Starting Objective pairs",
    """Two Starting Objective pairs are laid out as for two players; you take one
    pair for the right side of your board and the other pair leaves the game.""",
    R_STARTING_OBJECTIVES, S_SETUP,
)
ALFRED_BOARD = clause(
    "darwins_journey.alfred.setup.alfred-board",
    "Alfred's board above yours",
    """Alfred's personal board is set up Alfred side up, directly above your own
    board.""",
    R_ALFRED_SETUP, S_SETUP,
)
ALFRED_PIECES = clause(
    "darwins_journey.alfred.setup.alfred-pieces",
    "Alfred otherwise set up like a player",
    """Apart from the listed changes Alfred follows the standard player setup, so
    his Tents and his three stacks of 4 Stamps are placed on his board as
    usual.""",
    R_ALFRED_SETUP,
    no_example="No state differs by it: the solo setup keeps for Alfred's seat the Explorers, "
    "Ship, Tents, Stamps and Lens tokens the two-player setup gave it, and changes only what the "
    "other setup clauses say; test_alfred_turn checks his pieces.",
)
BONUS_CARDS = clause(
    "darwins_journey.alfred.setup.bonus-cards",
    "Two Bonus Track cards",
    """The 2 Alfred Bonus Track cards of Alfred's colour go, in random order, above
    the 5th and the 10th space of his Bonus track, one card above each.""",
    R_ALFRED_SETUP, S_SETUP,
)
ALFRED_WORKERS = clause(
    "darwins_journey.alfred.setup.workers",
    "Workers on A to D, the fifth on the Bonus track",
    """Four of Alfred's workers stand on his spots A, B, C and D; his fifth worker
    is the bonus worker and starts on the left-most space of the Bonus track.""",
    R_ALFRED_SETUP, S_SETUP,
)
ALFRED_COIN = clause(
    "darwins_journey.alfred.setup.coin",
    "One Coin on the Coin track",
    """Alfred takes no starting Coins from the supply; instead one Coin goes on
    the marked spot of his Coin track.""",
    R_ALFRED_SETUP, S_SETUP,
)
ACTION_DECK = clause(
    "darwins_journey.alfred.setup.action-deck",
    "The Alfred Action deck",
    """Alfred takes no Temporary Knowledge token; instead the 8 Alfred Action
    cards are shuffled and placed face down below your board as his deck.""",
    R_ALFRED_SETUP, S_SETUP,
)

# General play ------------------------------------------------------------------

PENALTY = clause(
    "darwins_journey.alfred.play.penalty",
    "Played as two players: penalty 3",
    """The game runs as a two-player game, so placing in an occupied Diary
    Section costs a penalty of 3 Coins.""",
    R_TURN_ORDER, S_TURN,
)
ALFRED_FIRST = clause(
    "darwins_journey.alfred.play.alfred-first",
    "Alfred starts, then turns alternate",
    """In every round Alfred takes the first turn; then you and Alfred alternate
    until every worker has been placed.""",
    R_TURN_ORDER, S_TURN,
)
TURN_ORDER_COINS = clause(
    "darwins_journey.alfred.play.turn-order-coins",
    "The Turn Order location gives 3 Coins and nothing else",
    """A worker placed on the 2-player Turn Order Action token earns 3 Coins
    rather than 2; it has no other effect, since Alfred always places first.""",
    R_TURN_ORDER,
    no_example="No state differs by it: the two-player setup's token already pays 3 Coins "
    "(setup.two-player-turn-order-token), and the place reserved does nothing "
    "because the solo game has no Turn Order phase (phase.no-turn-order).",
)

# Alfred's board ----------------------------------------------------------------

BONUS_TRACK = clause(
    "darwins_journey.alfred.board.bonus-track",
    "Bonus icons move the bonus worker",
    """Whenever Alfred activates a Bonus icon, his bonus worker moves right along
    the Bonus track by the number of spaces the icon shows.""",
    R_BONUS_TRACK, S_BONUS_TRACK,
)
BONUS_POINTS = clause(
    "darwins_journey.alfred.board.bonus-points",
    "Points at the end of the Bonus track",
    """Each time the bonus worker reaches or goes beyond the right-most space of
    the Bonus track, Alfred scores the victory points shown there. Whether a
    worker already standing on that space scores again as it moves on is the
    Ruling darwins_journey.alfred.bonus-from-last.""",
    R_BONUS_TRACK, S_BONUS_TRACK,
)
BONUS_WRAP = clause(
    "darwins_journey.alfred.board.bonus-wrap",
    "The bonus worker loops back",
    """A bonus worker that goes beyond the right-most space continues from the
    left-most space of the track.""",
    R_BONUS_TRACK, S_BONUS_TRACK,
)
BONUS_CARD_ACTIONS = clause(
    "darwins_journey.alfred.board.bonus-card-actions",
    "Bonus Track card actions on spaces 5 and 10",
    """When the bonus worker reaches or goes beyond the 5th or the 10th space,
    Alfred performs the action of the Bonus Track card above that space, on the
    card's row for the current round.""",
    R_BONUS_TRACK, S_BONUS_TRACK,
)
BONUS_CARD_BOTH = clause(
    "darwins_journey.alfred.board.bonus-card-both",
    "Both Bonus Track cards in one move",
    """If a single move takes the bonus worker past or onto both the 5th and the
    10th space, Alfred performs both cards' actions, in the order the spaces were
    crossed.""",
    R_BONUS_TRACK, S_BONUS_TRACK,
)
COIN_TRACK = clause(
    "darwins_journey.alfred.board.coin-track",
    "Coins on the Coin track",
    """Alfred's Coins are shown by a Coin on his Coin track: it moves left by the
    amount he pays and right by the amount he gains.""",
    R_TRACKS, R_COIN_TRACK, S_COIN_TRACK,
)
COIN_CAP = clause(
    "darwins_journey.alfred.board.coin-cap",
    "At most 12 Coins; the excess feeds the Bonus track",
    """Alfred holds no more than 12 Coins; every Coin he would gain beyond 12
    moves his bonus worker one space instead.""",
    R_COIN_TRACK, S_COIN_TRACK,
)
COIN_ZERO = clause(
    "darwins_journey.alfred.board.coin-zero",
    "Zero Coins: off the track",
    """When Alfred spends his last Coin, his Coin is set outside the track to show
    a value of 0.""",
    R_COIN_TRACK, S_COIN_TRACK,
)
WORKER_ROWS = clause(
    "darwins_journey.alfred.board.worker-rows",
    "Worker rows with a bracket",
    """Each of Alfred's worker rows has Wax Seal spots with a bracket between two
    of them, splitting the row's spots into a left part and a right part.""",
    R_ACADEMY, S_ACADEMY,
    no_example="A fact of his board, the bracket after spot 3 (data.BRACKET); it acts only "
    "through the Academy's receiving row (action.academy-row), whose choice names the bracket "
    "in alfred-action-academy-fails.toml.",
)
STAMP_STACKS = clause(
    "darwins_journey.alfred.board.stamp-stacks",
    "Stamps come from the top stack",
    """Whenever Alfred places Stamps, he takes them from the top-most stack on his
    board that still holds Stamps.""",
    R_CORRESPONDENCE, R_PROLIFIC, S_CORRESPONDENCE,
)
STAMP_ICON = clause(
    "darwins_journey.alfred.board.stamp-icon",
    "An emptied Stamp stack's icon",
    """When Alfred takes the last Stamp from a stack that has an icon beside it,
    that icon's effect becomes active for him.""",
    R_CORRESPONDENCE,
)
TENT_ORDER = clause(
    "darwins_journey.alfred.board.tent-order",
    "Tents come from the top",
    "Alfred always places the top-most Tent left on his board.",
    R_CAMPSITE, S_CAMPSITE,
)
TENT_ICONS = clause(
    "darwins_journey.alfred.board.tent-icons",
    "Icons uncovered by a Tent",
    """After placing a Tent, Alfred performs the icons on his own board to the
    right of the Tent he removed.""",
    R_CAMPSITE, S_CAMPSITE,
)
NO_DISTINCTIONS = clause(
    "darwins_journey.alfred.board.no-distinctions",
    "No distinctions",
    """Alfred's workers never gain distinctions, so he never uses the distinction
    effects printed on the main board.""",
    R_PERFORM, S_TURN,
    no_example="An absence: his placement never reads the distinction boxes, so no state makes "
    "the rule act; where his placed worker holds 4 seals or more the trace says so, and his "
    "rows' 4th and 6th spots print bonus icons instead (action.academy-covered-action).",
)

# Alfred's turn -----------------------------------------------------------------

ONE_WORKER = clause(
    "darwins_journey.alfred.turn.one-worker",
    "One worker a turn",
    """Each turn Alfred sends exactly one worker: to a main board location, or to
    the Rest area on his own board. Every option other than Rest that succeeds
    puts one of his workers on a main board action space.""",
    R_TURN_STRUCTURE, R_PERFORM,
)
RESHUFFLE = clause(
    "darwins_journey.alfred.turn.reshuffle",
    "Reshuffle when both Delivery cards are out",
    """Before Alfred draws, if both Alfred Action cards with the Delivery icon are
    among the cards drawn, all eight cards are shuffled into a new deck.""",
    R_DRAW, S_TURN,
)
DRAW_CARD = clause(
    "darwins_journey.alfred.turn.draw",
    "Draw and display one card",
    """Alfred draws the top card of his Action deck and lays it face up beside the
    cards drawn before, so every drawn card stays on display.""",
    R_DRAW, S_TURN,
)
ONE_ACTION = clause(
    "darwins_journey.alfred.turn.one-action",
    "One option a turn",
    "Alfred carries out only one of the card's options each turn.",
    R_PERFORM, S_TURN,
    no_example="Structural: his turn carries out only the option his card's procedure chose, so "
    "no state can make a second one run; the option step (turn.options-in-order, "
    "turn.rest-always) and the one-worker change (turn.one-worker) show the one option.",
)
OPTIONS_IN_ORDER = clause(
    "darwins_journey.alfred.turn.options-in-order",
    "Options from the top down",
    """Alfred tries the card's top option first; when he has no legal way to carry
    it out, he tries the next one down.""",
    R_PERFORM, S_TURN,
)
REST_ALWAYS = clause(
    "darwins_journey.alfred.turn.rest-always",
    "Rest is always the last option",
    """The bottom option of every Alfred Action card is Rest, which is always
    legal, so Alfred always does something.""",
    R_PERFORM, S_TURN,
)
STANDARD_RULES = clause(
    "darwins_journey.alfred.turn.standard-rules",
    "Standard rules unless stated",
    """An action Alfred performs follows the base game's rules for players except
    where a solo rule says otherwise.""",
    R_PERFORM,
    no_example="A default that every example of Alfred performing a base-game "
    "action relies on; no single situation isolates it.",
)
END_OF_TURN = clause(
    "darwins_journey.alfred.turn.end",
    "End of Alfred's turn",
    """Alfred's turn ends once every action his placement brought has been
    performed; then it is your turn.""",
    R_END_OF_TURN, S_TURN,
)

# The options on Alfred's cards -------------------------------------------------

REST = clause(
    "darwins_journey.alfred.option.rest",
    "Rest",
    """Alfred's bottom-most available worker goes to a free hammock of the Rest
    area on his board; Alfred gains 7 Coins and moves his bonus worker 2
    spaces.""",
    R_REST, S_REST,
)
MAIN_DIARY_WORKERS = clause(
    "darwins_journey.alfred.option.main-diary-workers",
    "Main Diary: workers in the card's letter order",
    """A Main Diary option lists Alfred's workers A to D in a priority order, left
    to right. Alfred uses the first listed worker still on his board that can
    legally go to a Main Diary; if none can, the option fails.""",
    R_MAIN_DIARY, S_MAIN_DIARY,
)
MAIN_DIARIES = clause(
    "darwins_journey.alfred.option.main-diaries",
    "Which Diaries are Main Diaries",
    """The Main Diaries are the Exploration, Navigation, Correspondence and Academy
    Diary Sections.""",
    R_MAIN_DIARY, S_MAIN_DIARY,
    no_example="A definition: the four Main Diary sections are where his Main Diary options "
    "look (board.MAIN_DIARIES), so no state makes another Diary a candidate; every "
    "strongest-location choice (location.strongest) lists only these spaces.",
)
MAIN_DIARY_SEALS = clause(
    "darwins_journey.alfred.option.main-diary-seals",
    "The selected worker must meet the seal requirement",
    """A Main Diary space can take Alfred's worker only if that worker meets its
    Wax Seal colour requirement, counting any Temporary Knowledge he buys.""",
    R_MAIN_DIARY, S_STRONGEST,
)
MAIN_DIARY_PENALTY = clause(
    "darwins_journey.alfred.option.main-diary-penalty",
    "Occupied sections cost 3 Coins",
    """Alfred pays 3 Coins to place in a Diary Section that already holds a worker;
    a section whose penalty he cannot pay is closed to him.""",
    R_MAIN_DIARY, S_MAIN_DIARY,
)

# Where a Main Diary worker goes ------------------------------------------------

STRONGEST = clause(
    "darwins_journey.alfred.location.strongest",
    "The strongest location",
    """Alfred goes to the strongest location open to his worker: the bottom-most
    unlocked, empty placement location (1 beats 2, 2 beats 3) for which he has
    at least one matching Wax Seal (the rulebook says Alfred, the short
    description the worker: the Ruling darwins_journey.alfred.matching-seal).""",
    R_STRONGEST, S_STRONGEST,
)
TEMPORARY_KNOWLEDGE = clause(
    "darwins_journey.alfred.location.temporary-knowledge",
    "Buying Temporary Knowledge at 3 Coins",
    """When the worker lacks seals for that location, Alfred buys Temporary
    Knowledge at 3 Coins each, as many as needed to meet the requirement.""",
    R_STRONGEST, S_STRONGEST,
)
NEXT_STRONGEST = clause(
    "darwins_journey.alfred.location.next-strongest",
    "Unaffordable: try the next strongest",
    """If Alfred cannot afford enough Temporary Knowledge to meet a location's
    requirement, he spends nothing on it and tries the next strongest
    location.""",
    R_STRONGEST, S_STRONGEST,
)
PRIORITY_COST = clause(
    "darwins_journey.alfred.location.priority-cost",
    "Priority cost",
    """Among equally strong locations, Alfred takes the one that needs fewer Coins
    of Temporary Knowledge. The texts do not say whether a placement penalty
    counts too (the Ruling darwins_journey.alfred.priority-cost).""",
    R_PRIORITY_COST, S_STRONGEST,
)
PRIORITY_COLOUR = clause(
    "darwins_journey.alfred.location.priority-colour",
    "Priority colour",
    """Among locations still tied on strength and cost, Alfred takes the one whose
    required colour matches his worker's seals, judged from the worker's
    left-most seal.""",
    R_PRIORITY_COLOR, S_STRONGEST,
)

# Special Action Diary ----------------------------------------------------------

SPECIAL_ACTION = clause(
    "darwins_journey.alfred.option.special-action",
    "Special Action Diary only when empty",
    """Alfred sends a worker to the Special Action Diary only if no worker is
    there yet; otherwise the option fails and he tries the next one.""",
    R_SPECIAL_ACTION, S_SPECIAL_ACTION,
)
SPECIAL_ACTION_SPOT = clause(
    "darwins_journey.alfred.option.special-action-spot",
    "Top-left or top-right spot",
    """Alfred's bottom-most available worker goes to the top-left or the top-right
    spot of the Special Action Diary, whichever side the card's option points to;
    no seals are needed.""",
    R_SPECIAL_ACTION, S_SPECIAL_ACTION,
)
SPECIAL_ACTION_BONUS = clause(
    "darwins_journey.alfred.option.special-action-bonus",
    "No Special Action, four bonus moves",
    """Alfred does not perform the Special Action tile there; instead his bonus
    worker moves 4 spaces (the short description) or '4 times' (the rulebook)
    on the Bonus track: the Ruling darwins_journey.alfred.special-action-bonus.""",
    R_SPECIAL_ACTION, S_SPECIAL_ACTION,
)

# Small Diary -------------------------------------------------------------------

SMALL_DIARY = clause(
    "darwins_journey.alfred.option.small-diary",
    "Small Diary only when empty",
    """Alfred sends a worker to the Small Diary to unlock a location only if no
    worker is on the Small Diary yet; otherwise the option fails.""",
    R_SMALL_DIARY, S_SMALL_DIARY,
)
SMALL_DIARY_WORKER = clause(
    "darwins_journey.alfred.small-diary.worker",
    "Bottom-most worker on an Unlock Lens spot",
    """Alfred's bottom-most available worker goes to either Unlock Lens spot of the
    Small Diary.""",
    R_SMALL_DIARY,
)
LENS_PRIORITY = clause(
    "darwins_journey.alfred.small-diary.lens-priority",
    "Which locked location gets the Lens",
    """Alfred puts a Lens on the top-most locked Main Diary location whose seal
    requirement his top-most worker can satisfy and whose Coin penalty he can
    pay.""",
    R_SMALL_DIARY, S_SMALL_DIARY,
)
LENS_TIEBREAK = clause(
    "darwins_journey.alfred.small-diary.lens-tiebreak",
    "Lens ties: priority colour, then most seals",
    """Among such locations, Alfred prefers the one matching his priority colour,
    and otherwise the one that uses the most of that worker's Wax Seals. With
    the top-most taken first, that last key never decides (the Ruling
    darwins_journey.alfred.lens-order).""",
    R_SMALL_DIARY, S_SMALL_DIARY,
)
LENS_NEXT_ROW = clause(
    "darwins_journey.alfred.small-diary.next-row",
    "Lens: down the worker rows",
    """If no locked location suits the top-most worker, Alfred applies the same
    test to the next worker row down, and so on.""",
    R_SMALL_DIARY, S_SMALL_DIARY,
)
LENS_CHEAPEST = clause(
    "darwins_journey.alfred.small-diary.cheapest",
    "Lens: else the cheapest locked location",
    """If no worker row suits any locked location, Alfred unlocks the cheapest
    locked Main Diary location, the left-most one if several tie.""",
    R_SMALL_DIARY, S_SMALL_DIARY,
)
LENS_NO_SPECIAL = clause(
    "darwins_journey.alfred.small-diary.no-special",
    "Never a Special Action location",
    "Alfred never unlocks a Special Action location.",
    R_SMALL_DIARY, S_SMALL_DIARY,
    no_example="A definition of the Lens's candidates: only locked Main Diary spaces are "
    "looked at, so no Special Action space is ever one and nothing can act; the Lens choices "
    "of alfred-option-small-diary-*.toml list the candidates.",
)
LENS_ACTIONS = clause(
    "darwins_journey.alfred.small-diary.actions",
    "Perform the unlocked location",
    """After placing the Lens, Alfred tries to perform every action of the location
    he has just unlocked.""",
    R_SMALL_DIARY, S_SMALL_DIARY,
)
LENS_COIN = clause(
    "darwins_journey.alfred.small-diary.lens-coin",
    "A Coin when you use Alfred's Lens",
    """Whenever you place a worker on one of Alfred's Lens tokens, Alfred gains 1
    Coin.""",
    R_SMALL_DIARY,
    no_example="The base game's Lens Coin, paid to Alfred as to any opponent: the base "
    "rule's change (placement.opponent-lens-coin) pays him in "
    "alfred-turn-after-your-move.toml, where his cap then turns it into a bonus step "
    "(board.coin-cap).",
)

# Deliver Specimens -------------------------------------------------------------

DELIVER = clause(
    "darwins_journey.alfred.option.deliver",
    "Deliver up to two Specimens",
    """Alfred delivers up to two Specimens by the base game's rules; the second
    delivery costs him 3 Coins.""",
    R_DELIVER, S_DELIVER,
)
DELIVER_VALID = clause(
    "darwins_journey.alfred.deliver.valid",
    "Only Specimens whose Museum tile is still out",
    """A Specimen counts as deliverable for Alfred only while its Museum tile is
    not yet in the Museum area.""",
    R_DELIVER,
)
DELIVER_WORKER = clause(
    "darwins_journey.alfred.deliver.worker",
    "Bottom-most worker to the Museum",
    "Alfred's bottom-most available worker goes to the Museum action.",
    R_DELIVER,
)
DELIVER_SHARED = clause(
    "darwins_journey.alfred.deliver.shared-first",
    "Shared Specimens first",
    """With more candidates than deliveries, Alfred first delivers Specimens that
    you have researched too.""",
    R_DELIVER, S_DELIVER,
)
DELIVER_COINS = clause(
    "darwins_journey.alfred.deliver.most-coins",
    "Then most Coins, then top-left",
    """Within that preference Alfred delivers the Specimens that earn the most
    Coins, and then the top-left-most ones.""",
    R_DELIVER, S_DELIVER,
)
DELIVER_PLAYER_CHOICE = clause(
    "darwins_journey.alfred.deliver.player-chooses",
    "You break a remaining tie",
    "If Specimens are still tied after those keys, you choose which Alfred delivers.",
    R_DELIVER, S_DELIVER,
)
DELIVER_BONUS = clause(
    "darwins_journey.alfred.deliver.museum-bonus",
    "Museum bonuses as usual",
    """Alfred takes the Museum's bonus Coin or Evolution advances as in the base
    game.""",
    R_DELIVER,
    no_example="The base game's Museum bonuses, unchanged: its own clauses' changes "
    "(action.deliver-first-in-row, action.deliver-row-column-bonus) show them for Alfred in "
    "alfred-deliver-*.toml; this clause adds no rule of its own to act.",
)

# Actions Alfred resolves differently -------------------------------------------

GAIN_OBJECTIVE = clause(
    "darwins_journey.alfred.action.gain-objective",
    "Gain Objective: discard one, golden first",
    """Instead of gaining an Objective, Alfred discards one from the main board if
    he can, the golden one when there is a choice.""",
    R_GAIN_OBJECTIVE, S_GAIN_OBJECTIVE,
)
GAIN_OBJECTIVE_BONUS = clause(
    "darwins_journey.alfred.action.gain-objective-bonus",
    "Gain Objective: the bonus worker always moves",
    """After a Gain Objective action Alfred moves his bonus worker forward, even
    when there was no Objective to discard.""",
    R_GAIN_OBJECTIVE, S_GAIN_OBJECTIVE,
)
ACTION_TEMPORARY_KNOWLEDGE = clause(
    "darwins_journey.alfred.action.temporary-knowledge",
    "Temporary Knowledge becomes 3 Coins",
    """Alfred never takes Temporary Knowledge tokens; for each one an action would
    give him, he gains 3 Coins.""",
    R_TEMPORARY_KNOWLEDGE, S_TEMPORARY_KNOWLEDGE,
)
ACADEMY_ROW = clause(
    "darwins_journey.alfred.action.academy-row",
    "Academy: where a new seal goes",
    """A new seal goes in the top-most worker row with an empty spot left of its
    bracket; if no row has one, in the top-most row with an empty spot right of
    its bracket.""",
    R_ACADEMY, S_ACADEMY,
)
ACADEMY_SCROLL = clause(
    "darwins_journey.alfred.action.academy-scroll",
    "Academy: the cheapest Scroll, paid in full",
    """Alfred takes his seal from the cheapest Academy Scroll and pays the Coins it
    shows.""",
    R_ACADEMY, S_ACADEMY,
)
ACADEMY_FREE = clause(
    "darwins_journey.alfred.action.academy-free",
    "Academy: free seal actions",
    """When the action says no Coins are spent, Alfred pays nothing and is not held
    to the cheapest Scroll.""",
    R_ACADEMY,
)
ACADEMY_COLOUR = clause(
    "darwins_journey.alfred.action.academy-colour",
    "Academy: the preferred colour",
    """When several seals are on offer, Alfred prefers the colour of the left-most
    seal in one of his worker rows, unless that colour already has three seals
    there; which row is looked at is settled by a Ruling.""",
    R_ACADEMY, S_ACADEMY,
)
ACADEMY_LEFTMOST = clause(
    "darwins_journey.alfred.action.academy-leftmost",
    "Academy: otherwise the left-most seal",
    "Without a preferred colour to take, Alfred takes the left-most seal on offer.",
    R_ACADEMY, S_ACADEMY,
)
ACADEMY_NO_FOURTH = clause(
    "darwins_journey.alfred.action.academy-no-fourth",
    "Academy: never a fourth seal of one colour",
    "Alfred never puts a fourth Wax Seal of the same colour into one worker row.",
    R_ACADEMY, S_ACADEMY,
)
ACADEMY_FAILS = clause(
    "darwins_journey.alfred.action.academy-fails",
    "Academy: when it cannot be done",
    """If no seal of an allowed colour is on offer, or Alfred cannot pay for the
    Scroll holding one, the Academy action cannot be performed. Only the
    rulebook lets him look past the cheapest Scroll for an allowed colour (the
    Ruling darwins_journey.alfred.academy-fallback).""",
    R_ACADEMY,
)
ACADEMY_COVERED_ACTION = clause(
    "darwins_journey.alfred.action.academy-covered-action",
    "Academy: a covered action triggers",
    """When the new seal is placed on a spot showing an action, Alfred performs
    that action at once.""",
    R_ACADEMY, S_ACADEMY,
)
CORRESPONDENCE = clause(
    "darwins_journey.alfred.action.correspondence",
    "Correspondence: take the majority",
    """Alfred puts all the Stamps on one Envelope: first choice is the top-most
    Envelope where they take the Stamp majority from you.""",
    R_CORRESPONDENCE, S_CORRESPONDENCE,
)
CORRESPONDENCE_NEW = clause(
    "darwins_journey.alfred.action.correspondence-new",
    "Correspondence: else a fresh Envelope",
    """Otherwise Alfred chooses the top-most Envelope that holds none of his
    Stamps.""",
    R_CORRESPONDENCE, S_CORRESPONDENCE,
)
CORRESPONDENCE_FEWEST = clause(
    "darwins_journey.alfred.action.correspondence-fewest",
    "Correspondence: else his weakest Envelope",
    """When all three Envelopes hold his Stamps, Alfred chooses the one with the
    fewest of them, the top-most if several tie.""",
    R_CORRESPONDENCE, S_CORRESPONDENCE,
)
NAVIGATION = clause(
    "darwins_journey.alfred.action.navigation",
    "Navigation: full distance, longest route",
    """Alfred's Ship always moves the full distance of the Navigation icon, and
    takes the longest route where paths split.""",
    R_NAVIGATION, S_NAVIGATION,
)
NAVIGATION_ACTIONS = clause(
    "darwins_journey.alfred.action.navigation-actions",
    "Navigation: every action on the way",
    """After moving, Alfred performs every action his Ship sailed through or
    stopped on.""",
    R_NAVIGATION, S_NAVIGATION,
)
NAVIGATION_BANNER = clause(
    "darwins_journey.alfred.action.navigation-banner",
    "Navigation: silver banners place Explorers",
    """When Alfred's Ship passes a silver banner, one of his Explorers goes on the
    starting location of that island, as in the multiplayer game.""",
    R_NAVIGATION, S_NAVIGATION,
)
EXPLORATION_ISLAND = clause(
    "darwins_journey.alfred.action.exploration-island",
    "Exploration: which Explorer moves",
    """Alfred moves his Explorer on the right-most island; if it already stands at
    the end of its Island track, he moves his Explorer on the next island to the
    left instead.""",
    R_EXPLORATION, S_EXPLORATION,
)
EXPLORATION_ROUTE = clause(
    "darwins_journey.alfred.action.exploration-route",
    "Exploration: full distance, longest route",
    """The Explorer moves the full distance of the Exploration icon by the route
    with the most spaces; movement beyond the end of the Island track is lost.""",
    R_EXPLORATION, S_EXPLORATION,
)
EXPLORATION_SPECIMENS = clause(
    "darwins_journey.alfred.action.exploration-specimens",
    "Exploration: research every Specimen",
    "Alfred researches every Specimen his Explorer meets on the way.",
    R_EXPLORATION, S_EXPLORATION,
)
EXPLORATION_RIBBONS = clause(
    "darwins_journey.alfred.action.exploration-ribbons",
    "Exploration: golden ribbons",
    """Alfred scores the victory points of each golden ribbon his Explorer passes,
    when it is the first Explorer to pass that ribbon.""",
    R_EXPLORATION, S_EXPLORATION,
)
EXPLORATION_LAST_TWO = clause(
    "darwins_journey.alfred.action.exploration-last-two",
    "Exploration: the last two actions",
    """After moving, Alfred performs the last two actions his Explorer moved over
    or stopped on, in the order it reached them.""",
    R_EXPLORATION, S_EXPLORATION,
)
EXPLORATION_SKIP_RESEARCH = clause(
    "darwins_journey.alfred.action.exploration-skip-research",
    "Exploration: a research action is skipped",
    """If one of those last two actions is researching a Specimen, Alfred skips
    that research action.""",
    R_EXPLORATION, S_EXPLORATION,
)
CAMPSITE = clause(
    "darwins_journey.alfred.action.campsite",
    "Campsite: the cheapest space he can pay",
    """Alfred places a Tent on the activated Campsite if it has a free space whose
    Coin penalty he can pay, choosing the cheapest space when there are
    several.""",
    R_CAMPSITE, S_CAMPSITE,
)
CAMPSITE_SKIPPED = clause(
    "darwins_journey.alfred.action.campsite-skipped",
    "Campsite: skipped, not replaced",
    """With no Tent left or no affordable space, the Campsite action is skipped and
    no other action takes its place.""",
    R_CAMPSITE, S_CAMPSITE,
)
CAMPSITE_ACTIONS = clause(
    "darwins_journey.alfred.action.campsite-actions",
    "Campsite: its actions",
    "After placing the Tent, Alfred performs the actions of that Campsite.",
    R_CAMPSITE, S_CAMPSITE,
)
PROLIFIC_CORRESPONDENCE = clause(
    "darwins_journey.alfred.action.prolific-correspondence",
    "Prolific Correspondence: one Stamp each",
    """Prolific Correspondence puts one of Alfred's Stamps on each of the three
    Envelopes of the main board.""",
    R_PROLIFIC, S_PROLIFIC,
)
ADD_EXPLORER = clause(
    "darwins_journey.alfred.action.add-explorer",
    "Add Explorer: the left-most new island",
    """Add Explorer puts one of Alfred's Explorers on the starting location of the
    left-most Island track that has none of his Explorers yet.""",
    R_ADD_EXPLORER, S_ADD_EXPLORER,
)

# Solo phases -------------------------------------------------------------------

NO_TURN_ORDER = clause(
    "darwins_journey.alfred.phase.no-turn-order",
    "No Turn Order phase",
    """The Turn Order phase is skipped, because Alfred always takes the first turn
    of a round.""",
    R_TURN_ORDER_PHASE, S_REWARD_CLEANUP,
    no_example="A phase removed: with the solo layer the base game skips the Turn Order "
    "phase, so no state changes and nothing is chosen; the trace says so, and the base "
    "game's own step keeps the order [Alfred, you] (turn-order.unchanged) in "
    "alfred-phase-reward.toml.",
)
REWARD = clause(
    "darwins_journey.alfred.phase.reward",
    "Envelopes scored as usual",
    """In the Reward phase you and Alfred score the Correspondence Envelopes as in
    the multiplayer game.""",
    R_REWARD, S_REWARD_CLEANUP,
)
PLAYER_BEAGLE = clause(
    "darwins_journey.alfred.phase.player-beagle",
    "You score the Beagle Goal tile",
    "You score the Beagle Goal tile as in the base game.",
    R_REWARD, S_REWARD_CLEANUP,
    no_example="Your Beagle score is the base game's, unchanged: the solo layer leaves it to the "
    "base rule, whose change (reward.beagle-goal) shows it in alfred-phase-reward.toml.",
)
BEAGLE = clause(
    "darwins_journey.alfred.phase.beagle",
    "Alfred's Beagle score",
    """Alfred ignores the Beagle Goal tile: he scores the value on his board times
    the current round number, less every lagging penalty between his Ship and the
    HMS Beagle.""",
    R_REWARD, S_REWARD_CLEANUP,
)
CLEANUP = clause(
    "darwins_journey.alfred.phase.cleanup",
    "Cleanup: one new Objective of each kind",
    """The Cleanup phase runs as usual, except that only one new silver and one
    new golden Objective are put out.""",
    R_CLEANUP, S_REWARD_CLEANUP,
)
BONUS_CARDS_SLIDE = clause(
    "darwins_journey.alfred.phase.bonus-cards-slide",
    "Cleanup: slide the Bonus Track cards",
    """Both Bonus Track cards slide under Alfred's board until the lowest row still
    showing is the one for the next round.""",
    R_CLEANUP, S_REWARD_CLEANUP,
)

# End of the game ---------------------------------------------------------------

SCORING = clause(
    "darwins_journey.alfred.end.scoring",
    "Final scoring as in the multiplayer game",
    "You and Alfred both score final points by the multiplayer rules.",
    R_ENDGAME, S_END,
    no_example="A pointer to the base game's final scoring, which both seats go through (only his "
    "Tent points differ, the modelling choice alfred-final-scoring); the base scoring "
    "clauses' steps and the winner's final-score key show the figures in "
    "alfred-end-tie-coins.toml.",
)
WINNER = clause(
    "darwins_journey.alfred.end.winner",
    "More points wins",
    "You win if your final score is higher than Alfred's.",
    R_ENDGAME, S_END,
)
TIES = clause(
    "darwins_journey.alfred.end.ties",
    "Ties: Evolution, then Coins, then Alfred",
    """On a tied score, you win if your Theory of Evolution marker is farther
    along than his; if that ties too, you win with more leftover Coins; any tie
    beyond that goes to Alfred.""",
    R_ENDGAME, S_END,
)
FIRELAND = clause(
    "darwins_journey.alfred.out-of-scope.fireland",
    "Fireland solo rules are out of scope",
    """The Fireland expansion adds solo rules for Alfred that neither source gives;
    they are not part of this reference.""",
    S_FIRELAND,
    no_example="Out of scope: no source states the rules, so nothing can be shown.",
)

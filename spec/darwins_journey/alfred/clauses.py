"""Every rule of Alfred, the Darwin's Journey solo bot, in reading order, in our words.

Two seeds describe Alfred: the rulebook's solo section and a shorter, separately
worded description. A clause cites both where both state its rule, one where only
one does. Where they say different things, the clause keeps to what both agree on
and the difference is settled by a Ruling (a source divergence), not here.
"""

from spec.core.clauses import Source, clause
from spec.core.questions import Concern, answered, assumed, moot, none_open, ruled

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
    asked=(
        answered(Concern.SCOPE, "Yellow and green are both advanced: is one of them harder?",
                 "Both texts class yellow and green alike as advanced (rulebook, Solo Rules: "
                 "Setup, Select Alfred's Difficulty; short description, Setup changes) and "
                 "rank them no further; only the values printed on their boards differ."),
    ),
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
    asked=(
        none_open("A choice of your own board and colours; nothing Alfred decides depends on it."),
    ),
)
TWO_PLAYER_BOARD = clause(
    "darwins_journey.alfred.setup.two-player-board",
    "The main board as for two players",
    """The main board is set up as in a two-player game, apart from the changes
    listed in the next clauses.""",
    R_MAIN_BOARD, S_SETUP,
    asked=(
        answered(Concern.SCOPE,
                 "Does 'as for two players' also remove 2 Regular Wax Seals of each colour?",
                 "Yes: the rulebook sets the main board up as for two players with only the "
                 "listed changes (Solo Rules: Setup, Main Board), and the removal is the "
                 "two-player game's step 5 of the Main Board setup, which no change touches."),
    ),
)
SPECIAL_TILES = clause(
    "darwins_journey.alfred.setup.special-tiles",
    "Four Special Action tiles",
    """Only 4 Special Action tiles are drawn and revealed, so the bottom row of the
    Special Action Diary stays empty.""",
    R_MAIN_BOARD, S_SETUP,
    asked=(
        answered(Concern.SCOPE, "Which Diary spaces stay without a tile?",
                 "The bottom row of the Special Action Diary: both texts reveal 4 tiles "
                 "instead of 6 and leave that row empty (rulebook, Solo Rules: Setup, Main "
                 "Board (A); short description, Setup changes)."),
    ),
)
OBJECTIVE_DISPLAY = clause(
    "darwins_journey.alfred.setup.objective-display",
    "One silver and one golden Objective on display",
    """After the Objective stacks are shuffled, only one silver and one golden
    Objective are laid face up on the board.""",
    R_MAIN_BOARD, S_SETUP,
    asked=(
        answered(Concern.SCOPE, "Is it one of each tier only at setup, or every round?",
                 "Setup lays one silver and one golden (rulebook, Solo Rules: Setup, Main "
                 "Board (B)); each Cleanup again puts out only one of each (Solo Phases: "
                 "Cleanup), the clause phase.cleanup."),
    ),
)
TURN_ORDER_TOKEN = clause(
    "darwins_journey.alfred.setup.turn-order-token",
    "Turn Order token on the track, Alfred first",
    """Instead of a random Turn Order, the 2-player Turn Order Action token covers
    the Turn Order track; Alfred's marker takes the first place and yours the
    second.""",
    R_MAIN_BOARD, S_SETUP,
    asked=(
        answered(Concern.WORDING,
                 "The token lies 'on top of the Turn Order track': is the Turn Order location "
                 "still there to use?",
                 "Yes: a worker placed there gains 3 Coins instead of 2 and nothing further, "
                 "since Alfred always places first (rulebook, Solo Rules: General Gameplay, "
                 "Turn Order), the clause play.turn-order-coins."),
    ),
)
YOUR_SETUP = clause(
    "darwins_journey.alfred.setup.player-setup",
    "Your player setup is unchanged",
    "You set up your own personal board and pieces exactly as in the base game.",
    R_PLAYER_SETUP,
    no_example="The base game's player setup, unchanged; its own clauses and "
    "examples show it.",
    asked=(
        none_open("The base game's player setup, unchanged by the solo rules; its own clauses "
                  "carry any question of it."),
    ),
)
CREW_CARDS = clause(
    "darwins_journey.alfred.setup.crew-cards",
    "Five Crew cards, keep three",
    """You draw 5 Crew cards from the shuffled deck, keep 3 of them and put the
    other 2 back in the box.""",
    R_CREW, S_SETUP,
    asked=(
        answered(Concern.TEXTS_DIFFER,
                 "The short description says only 'draw 5, keep 3': what becomes of the other "
                 "two?",
                 "The texts agree on keeping 3 of 5; the rulebook adds that the 2 others go "
                 "back to the box (Solo Rules: Setup, Gaining Crew Cards (B)), which the short "
                 "description leaves out without contradicting it."),
    ),
)
CREW_SEALS = clause(
    "darwins_journey.alfred.setup.crew-seals",
    "Seals of your kept Crew cards",
    """For each kept Crew card you take its Regular Wax Seals from the supply and
    put them on the left-most empty Wax Seal spots beside your workers.""",
    R_CREW,
    asked=(
        none_open("Your own setup, the base game's seal step after the solo deal; Alfred "
                  "decides nothing by it and the rulebook names the spots (left-most empty "
                  "ones)."),
    ),
)
STARTING_OBJECTIVES = clause(
    "darwins_journey.alfred.setup.starting-objectives",
    "One of two Starting Objective pairs",
    """Two Starting Objective pairs are laid out as for two players; you take one
    pair for the right side of your board and the other pair leaves the game.""",
    R_STARTING_OBJECTIVES, S_SETUP,
    asked=(
        answered(Concern.SCOPE, "Does Alfred take a Starting Objective pair too?",
                 "No: you select one of the two pairs and the other is removed from the game "
                 "(rulebook, Solo Rules: Setup, Drafting Starting Personal Objective Tiles); "
                 "Alfred holds no Objectives."),
    ),
)
ALFRED_BOARD = clause(
    "darwins_journey.alfred.setup.alfred-board",
    "Alfred's board above yours",
    """Alfred's personal board is set up Alfred side up, directly above your own
    board.""",
    R_ALFRED_SETUP, S_SETUP,
    asked=(
        none_open("Where his board lies on the table; nothing is decided by it."),
    ),
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
    asked=(
        answered(Concern.SCOPE, "Which of a player's pieces does Alfred get?",
                 "All of them, as the standard Player Setup gives them, apart from the five "
                 "listed changes (rulebook, Solo Rules: Setup, Alfred Setup): his Tents, "
                 "Stamps, Lens tokens, Explorers and Ship as a player's; his fifth worker on "
                 "the Bonus track instead."),
    ),
)
BONUS_CARDS = clause(
    "darwins_journey.alfred.setup.bonus-cards",
    "Two Bonus Track cards",
    """The 2 Alfred Bonus Track cards of Alfred's colour go, in random order, above
    the 5th and the 10th space of his Bonus track, one card above each.""",
    R_ALFRED_SETUP, S_SETUP,
    asked=(
        assumed(Concern.WORDING,
                "'Randomly place them above the two spots': which card goes above the 5th space?",
                "darwins_journey.data.alfred-bonus-card-placement"),
    ),
)
ALFRED_WORKERS = clause(
    "darwins_journey.alfred.setup.workers",
    "Workers on A to D, the fifth on the Bonus track",
    """Four of Alfred's workers stand on his spots A, B, C and D; his fifth worker
    is the bonus worker and starts on the left-most space of the Bonus track.""",
    R_ALFRED_SETUP, S_SETUP,
    asked=(
        answered(Concern.SCOPE, "Is the bonus worker ever placed on the main board?",
                 "No: it starts on the left-most space of his Bonus track (rulebook, Alfred "
                 "Setup (3)) and only moves along it (General Gameplay: Bonus Track); his "
                 "turns send workers A to D."),
    ),
)
ALFRED_COIN = clause(
    "darwins_journey.alfred.setup.coin",
    "One Coin on the Coin track",
    """Alfred takes no starting Coins from the supply; instead one Coin goes on
    the marked spot of his Coin track.""",
    R_ALFRED_SETUP, S_SETUP,
    asked=(
        answered(Concern.WORDING, "How many Coins does Alfred start with?",
                 "As many as the indicated spot of his board's Coin track shows (rulebook, "
                 "Alfred Setup (4)); the spot is printed per board, so the value differs by "
                 "level, and the board data gives it."),
    ),
)
ACTION_DECK = clause(
    "darwins_journey.alfred.setup.action-deck",
    "The Alfred Action deck",
    """Alfred takes no Temporary Knowledge token; instead the 8 Alfred Action
    cards are shuffled and placed face down below your board as his deck.""",
    R_ALFRED_SETUP, S_SETUP,
    asked=(
        answered(Concern.SCOPE, "Does Alfred ever hold a Temporary Knowledge token?",
                 "No: he skips the starting token (rulebook, Alfred Setup (5)) and gains 3 "
                 "Coins for each one an action would give him (Action Differences: Gain "
                 "Temporary Knowledge Token)."),
    ),
)

# General play ------------------------------------------------------------------

PENALTY = clause(
    "darwins_journey.alfred.play.penalty",
    "Played as two players: penalty 3",
    """The game runs as a two-player game, so placing in an occupied Diary
    Section costs a penalty of 3 Coins.""",
    R_TURN_ORDER, S_TURN,
    asked=(
        answered(Concern.SCOPE, "Is the 3-Coin penalty yours as well as Alfred's?",
                 "Yes: the game is played as for 2 players, so the placement penalty is 3 "
                 "Coins (rulebook, Solo Rules: General Gameplay, Turn Order) for whoever "
                 "places in an occupied Diary Section (Placement Penalties)."),
        answered(Concern.SCOPE,
                 "The blue board's fourth Tent gives Alfred a Placement Penalty Reduction: does "
                 "his penalty drop to 2?",
                 "Yes: the action lowers the penalty for an occupied Diary Section by one for "
                 "the rest of the game (Objective Actions: Placement Penalty Reduction), and "
                 "he performs it by the standard rules (Alfred Turn Structure, Step 2)."),
    ),
)
ALFRED_FIRST = clause(
    "darwins_journey.alfred.play.alfred-first",
    "Alfred starts, then turns alternate",
    """In every round Alfred takes the first turn; then you and Alfred alternate
    until every worker has been placed.""",
    R_TURN_ORDER, S_TURN,
    asked=(
        answered(Concern.TIMING, "One of you has no workers left: who places the rest?",
                 "Turns alternate until all workers have been played (rulebook, General "
                 "Gameplay, Turn Order); a player with no worker left passes for the rest of "
                 "the phase (Action Phase), so the other places the remaining workers one a "
                 "turn."),
    ),
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
    asked=(
        answered(Concern.SCOPE,
                 "Does your worker on the Turn Order location change next round's order?",
                 "No: it earns 3 Coins and has no further effect solo, as Alfred always places "
                 "first (rulebook, General Gameplay, Turn Order; Solo Phases: Turn Order "
                 "Phase)."),
    ),
)

# Alfred's board ----------------------------------------------------------------

BONUS_TRACK = clause(
    "darwins_journey.alfred.board.bonus-track",
    "Bonus icons move the bonus worker",
    """Whenever Alfred activates a Bonus icon, his bonus worker moves right along
    the Bonus track by the number of spaces the icon shows.""",
    R_BONUS_TRACK, S_BONUS_TRACK,
    asked=(
        answered(Concern.SCOPE, "Do the steps that Coins over 12 give count as a bonus move too?",
                 "Yes: each excess Coin moves his bonus worker one space on the Bonus track "
                 "(rulebook, General Gameplay, Coin Track), and a move along that track scores "
                 "and sets off the cards as any other (Bonus Track)."),
        answered(Concern.TIMING,
                 "A bonus icon in the middle of a location's actions: does the move, and any "
                 "card it sets off, happen at once?",
                 "Yes: an action icon is performed when it is activated (Key Concepts), and "
                 "the card's action is performed as the worker reaches the space (General "
                 "Gameplay, Bonus Track)."),
    ),
)
BONUS_POINTS = clause(
    "darwins_journey.alfred.board.bonus-points",
    "Points at the end of the Bonus track",
    """Each time the bonus worker reaches or goes beyond the right-most space of
    the Bonus track, Alfred scores the victory points shown there. Whether a
    worker already standing on that space scores again as it moves on is the
    Ruling darwins_journey.alfred.bonus-from-last.""",
    R_BONUS_TRACK, S_BONUS_TRACK,
    asked=(
        answered(Concern.WORDING, "One move passes the last space: how many times does he score?",
                 "Once for each time the worker lands on or goes beyond the right-most space "
                 "(rulebook and short description, Bonus Track): once a lap."),
        ruled(Concern.WORDING,
              "The worker stands on the last space after scoring there: does moving on from it "
              "score again?",
              "darwins_journey.alfred.bonus-from-last"),
    ),
)
BONUS_WRAP = clause(
    "darwins_journey.alfred.board.bonus-wrap",
    "The bonus worker loops back",
    """A bonus worker that goes beyond the right-most space continues from the
    left-most space of the track.""",
    R_BONUS_TRACK, S_BONUS_TRACK,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "The worker lands exactly on the last space: does it go back to the start at once "
              "(short description) or only when a later move passes it (rulebook)?",
              "darwins_journey.alfred.bonus-wrap"),
        ruled(Concern.TIMING,
              "Left standing on the last space, does its next move count as passing it?",
              "darwins_journey.alfred.bonus-from-last"),
    ),
)
BONUS_CARD_ACTIONS = clause(
    "darwins_journey.alfred.board.bonus-card-actions",
    "Bonus Track card actions on spaces 5 and 10",
    """When the bonus worker reaches or goes beyond the 5th or the 10th space,
    Alfred performs the action of the Bonus Track card above that space, on the
    card's row for the current round.""",
    R_BONUS_TRACK, S_BONUS_TRACK,
    asked=(
        answered(Concern.TIMING,
                 "The card is set off in the Reward phase or on your turn: which row acts?",
                 "The row for the current round number (rulebook and short description, Bonus "
                 "Track), whatever the phase or whose turn it is."),
        assumed(Concern.SCOPE,
                "A card's Academy asks for 'the selected worker's' seal, but no worker was "
                "placed for it: whose?",
                "darwins_journey.model.alfred-unplaced-worker"),
    ),
)
BONUS_CARD_BOTH = clause(
    "darwins_journey.alfred.board.bonus-card-both",
    "Both Bonus Track cards in one move",
    """If a single move takes the bonus worker past or onto both the 5th and the
    10th space, Alfred performs both cards' actions, in the order the spaces were
    crossed.""",
    R_BONUS_TRACK, S_BONUS_TRACK,
    asked=(
        answered(Concern.TIMING,
                 "One move crosses both the 5th and the 10th space: which card first?",
                 "Both act, in the order the spaces were crossed (rulebook, Bonus Track; short "
                 "description, Bonus track, which says both, in order)."),
    ),
)
COIN_TRACK = clause(
    "darwins_journey.alfred.board.coin-track",
    "Coins on the Coin track",
    """Alfred's Coins are shown by a Coin on his Coin track: it moves left by the
    amount he pays and right by the amount he gains.""",
    R_TRACKS, R_COIN_TRACK, S_COIN_TRACK,
    asked=(
        answered(Concern.UNAFFORDABLE, "Can Alfred pay Coins he does not have?",
                 "No: each of his rules that asks for Coins makes the space or action "
                 "unavailable when he cannot pay (rulebook, Main Diary Action, Strongest "
                 "Placement Location, Academy, Establish a Campsite, Deliver Specimens "
                 "Action), so his Coin never goes below 0."),
    ),
)
COIN_CAP = clause(
    "darwins_journey.alfred.board.coin-cap",
    "At most 12 Coins; the excess feeds the Bonus track",
    """Alfred holds no more than 12 Coins; every Coin he would gain beyond 12
    moves his bonus worker one space instead.""",
    R_COIN_TRACK, S_COIN_TRACK,
    asked=(
        answered(Concern.TIMING,
                 "He gains Coins and pays some in the same action: is the cap applied to what "
                 "is left, or as the Coins come in?",
                 "As they come in: each excess Coin gained moves his bonus worker instead "
                 "(rulebook, Coin Track; short description, Coin track: every Coin beyond 12); "
                 "the cap is on holding, so a Coin over 12 is never held to pay with."),
        answered(Concern.SCOPE,
                 "Do the Museum's Coins and the Coin you pay for his Lens count against the cap?",
                 "Yes: the cap applies to every Coin he gains (rulebook, Coin Track), whoever "
                 "pays it."),
    ),
)
COIN_ZERO = clause(
    "darwins_journey.alfred.board.coin-zero",
    "Zero Coins: off the track",
    """When Alfred spends his last Coin, his Coin is set outside the track to show
    a value of 0.""",
    R_COIN_TRACK, S_COIN_TRACK,
    asked=(
        none_open("How the board shows a value of 0; nothing turns on it."),
    ),
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
    asked=(
        assumed(Concern.WORDING, "'A bracket between two Wax Seal spots': between which two?",
                "darwins_journey.data.alfred-bracket"),
        assumed(Concern.SCOPE, "How many Wax Seal spots has each of his rows?",
                "darwins_journey.data.alfred-row-spots"),
    ),
)
STAMP_STACKS = clause(
    "darwins_journey.alfred.board.stamp-stacks",
    "Stamps come from the top stack",
    """Whenever Alfred places Stamps, he takes them from the top-most stack on his
    board that still holds Stamps.""",
    R_CORRESPONDENCE, R_PROLIFIC, S_CORRESPONDENCE,
    asked=(
        answered(Concern.EMPTY,
                 "All three of his stacks are empty: where do his Stamps come from?",
                 "From his Stamps in the used Stamps tray, as the base Correspondence rule "
                 "lets a player who lacks Stamps (Board Actions: Correspondence); the solo "
                 "rule only orders his stacks, top-most first."),
        answered(Concern.UNAFFORDABLE, "Fewer Stamps left, tray included, than the icon shows?",
                 "He places those he has: the icon gives the number of Stamps that may be "
                 "moved (Board Actions: Correspondence), a most, not a must."),
    ),
)
STAMP_ICON = clause(
    "darwins_journey.alfred.board.stamp-icon",
    "An emptied Stamp stack's icon",
    """When Alfred takes the last Stamp from a stack that has an icon beside it,
    that icon's effect becomes active for him.""",
    R_CORRESPONDENCE,
    asked=(
        answered(Concern.TIMING, "Does the icon act before his Stamps land on the Envelope?",
                 "After: the icon of an emptied stack acts once the Stamps have been placed "
                 "(Board Actions: Correspondence); Alfred's rule adds only that it becomes "
                 "active for him (Action Differences: Correspondence)."),
        answered(Concern.SCOPE,
                 "A stack emptied by Prolific Correspondence: does its icon act too?",
                 "Yes: the rule is worded for any removal of a stack's last Stamp (Action "
                 "Differences: Correspondence), and Prolific Correspondence takes its Stamps "
                 "from the same stacks (Prolific Correspondence Action)."),
    ),
)
TENT_ORDER = clause(
    "darwins_journey.alfred.board.tent-order",
    "Tents come from the top",
    "Alfred always places the top-most Tent left on his board.",
    R_CAMPSITE, S_CAMPSITE,
    asked=(
        none_open("It fixes the order his Tents leave his board: the top-most first, which "
                  "both texts say; no choice remains."),
    ),
)
TENT_ICONS = clause(
    "darwins_journey.alfred.board.tent-icons",
    "Icons uncovered by a Tent",
    """After placing a Tent, Alfred performs the icons on his own board to the
    right of the Tent he removed.""",
    R_CAMPSITE, S_CAMPSITE,
    asked=(
        answered(Concern.TIMING, "The Campsite's own actions or his board's icon first?",
                 "The Campsite's first: after placing the Tent he performs the Campsite's "
                 "actions and the board's icons (rulebook, Establish a Campsite), in the base "
                 "game's order, the personal board's icons after the Campsite action (Board "
                 "Actions: Establish Campsite)."),
        assumed(Concern.WORDING, "A slashed icon (one of two): which does Alfred take?",
                "darwins_journey.model.alfred-slashed-icon"),
    ),
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
    asked=(
        answered(Concern.SCOPE,
                 "A worker of his with 4 or 6 seals: does any distinction help it (the Wax Seal "
                 "Discount, an Extra Stop)?",
                 "No: his workers never gain distinctions and never use their effects "
                 "(rulebook, Alfred Turn Structure, Step 2; short description, Alfred's turn)."),
    ),
)

# Alfred's turn -----------------------------------------------------------------

ONE_WORKER = clause(
    "darwins_journey.alfred.turn.one-worker",
    "One worker a turn",
    """Each turn Alfred sends exactly one worker: to a main board location, or to
    the Rest area on his own board. Every option other than Rest that succeeds
    puts one of his workers on a main board action space.""",
    R_TURN_STRUCTURE, R_PERFORM,
    asked=(
        answered(Concern.SCOPE,
                 "Does an action set off by a Bonus Track card or an icon place another worker?",
                 "No: each turn he sends one worker, to a main board location or to his Rest "
                 "area (rulebook, Alfred Turn Structure); the actions that placement brings "
                 "are performed without a worker."),
    ),
)
RESHUFFLE = clause(
    "darwins_journey.alfred.turn.reshuffle",
    "Reshuffle when both Delivery cards are out",
    """Before Alfred draws, if both Alfred Action cards with the Delivery icon are
    among the cards drawn, all eight cards are shuffled into a new deck.""",
    R_DRAW, S_TURN,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "'Both Alfred Action cards show a Delivery icon' (rulebook) or 'both cards "
              "showing the Delivery icon are face up' (short description): the last two drawn, "
              "or any two on show?",
              "darwins_journey.alfred.reshuffle"),
        moot(Concern.EMPTY, "Can the deck run out before both Delivery cards are face up?",
             "Not as both texts' common reading has it: the eight cards hold both Delivery "
             "cards, so by the eighth draw both are face up and the next draw reshuffles; the "
             "other reading, under which it can run dry, is an option of the Ruling "
             "darwins_journey.alfred.reshuffle",
             shown_by="tests/test_checks_alfred.py::"
                      "test_the_deck_never_runs_dry_when_both_face_up_and_can_when_last_two"),
    ),
)
DRAW_CARD = clause(
    "darwins_journey.alfred.turn.draw",
    "Draw and display one card",
    """Alfred draws the top card of his Action deck and lays it face up beside the
    cards drawn before, so every drawn card stays on display.""",
    R_DRAW, S_TURN,
    asked=(
        answered(Concern.TIMING, "Are his face-up cards cleared at the end of a round?",
                 "No: every card drawn stays on display next to the others (rulebook, Step 1: "
                 "Draw Alfred Action Card); only the reshuffle gathers them, and neither text "
                 "clears them at Cleanup."),
    ),
)
ONE_ACTION = clause(
    "darwins_journey.alfred.turn.one-action",
    "One option a turn",
    "Alfred carries out only one of the card's options each turn.",
    R_PERFORM, S_TURN,
    no_example="Structural: his turn carries out only the option his card's procedure chose, so "
    "no state can make a second one run; the option step (turn.options-in-order, "
    "turn.rest-always) and the one-worker change (turn.one-worker) show the one option.",
    asked=(
        answered(Concern.SCOPE, "Does the Rest count as his one action for the turn?",
                 "Yes: he performs one action per turn, the first of the card's options that "
                 "can be done, and Rest is the card's bottom option (rulebook, Step 2: Perform "
                 "One Action)."),
    ),
)
OPTIONS_IN_ORDER = clause(
    "darwins_journey.alfred.turn.options-in-order",
    "Options from the top down",
    """Alfred tries the card's top option first; when he has no legal way to carry
    it out, he tries the next one down. The texts do not say whether that is
    judged on the placement alone or on every action it brings (the assumption
    darwins_journey.model.alfred-action-after-placement).""",
    R_PERFORM, S_TURN,
    asked=(
        assumed(Concern.WORDING,
                "'No legal way for Alfred to perform that action': judged on the placement "
                "alone, or on every action the placement brings?",
                "darwins_journey.model.alfred-action-after-placement"),
        answered(Concern.UNAFFORDABLE, "Neither option above Rest can be done?",
                 "He Rests: the bottom option of every card is Rest, which can always be "
                 "performed (rulebook, Step 2; short description, Alfred's turn)."),
    ),
)
REST_ALWAYS = clause(
    "darwins_journey.alfred.turn.rest-always",
    "Rest is always the last option",
    """The bottom option of every Alfred Action card is Rest, which is always
    legal, so Alfred always does something.""",
    R_PERFORM, S_TURN,
    asked=(
        assumed(Concern.UNAFFORDABLE, "Could every hammock be taken when he must Rest?",
                "darwins_journey.data.alfred-hammocks"),
    ),
)
STANDARD_RULES = clause(
    "darwins_journey.alfred.turn.standard-rules",
    "Standard rules unless stated",
    """An action Alfred performs follows the base game's rules for players except
    where a solo rule says otherwise.""",
    R_PERFORM,
    no_example="A default that every example of Alfred performing a base-game "
    "action relies on; no single situation isolates it.",
    asked=(
        answered(Concern.SCOPE,
                 "Does Alfred take the base game's extras (first to an Island or Ocean track's "
                 "end, a Museum row's Coin, your Lens Coin paid to you)?",
                 "Yes: unless a solo rule says otherwise he performs actions by the standard "
                 "rules for players (rulebook, Alfred Turn Structure, Step 2)."),
    ),
)
END_OF_TURN = clause(
    "darwins_journey.alfred.turn.end",
    "End of Alfred's turn",
    """Alfred's turn ends once every action his placement brought has been
    performed; then it is your turn.""",
    R_END_OF_TURN, S_TURN,
    asked=(
        answered(Concern.TIMING,
                 "His last icon moves his bonus worker onto a card: does his turn end before "
                 "the card acts?",
                 "No: his turn ends once every action his placement brought has been performed "
                 "(rulebook, Step 3: End of Turn), and the card's action is one of them (Bonus "
                 "Track)."),
    ),
)

# The options on Alfred's cards -------------------------------------------------

REST = clause(
    "darwins_journey.alfred.option.rest",
    "Rest",
    """Alfred's bottom-most available worker goes to a free hammock of the Rest
    area on his board; Alfred gains 7 Coins and moves his bonus worker 2
    spaces.""",
    R_REST, S_REST,
    asked=(
        assumed(Concern.EMPTY, "Is there always a free hammock?",
                "darwins_journey.data.alfred-hammocks"),
        answered(Concern.TIMING, "Coins first, or the two bonus spaces first?",
                 "The Coins, then the bonus move (rulebook, Rest Action: he gains 7 Coins and "
                 "then moves the bonus worker; short description, Rest action, in the same "
                 "order)."),
        answered(Concern.TEXTS_DIFFER,
                 "'Bottom-most available worker' (rulebook) and 'lowest available worker' "
                 "(short description): the same worker?",
                 "Yes: both name the lowest row whose worker is still on his board."),
    ),
)
MAIN_DIARY_WORKERS = clause(
    "darwins_journey.alfred.option.main-diary-workers",
    "Main Diary: workers in the card's letter order",
    """A Main Diary option lists Alfred's workers A to D in a priority order, left
    to right. Alfred uses the first listed worker still on his board that can
    legally go to a Main Diary; if none can, the option fails.""",
    R_MAIN_DIARY, S_MAIN_DIARY,
    asked=(
        answered(Concern.WORDING, "'The first available one': a listed worker already placed?",
                 "Passed over: he uses the highest-priority worker still on his board, then "
                 "the next (rulebook, Main Diary Action)."),
        answered(Concern.UNAFFORDABLE, "No listed worker can legally be placed?",
                 "The option cannot be performed and he attempts the next option (rulebook, "
                 "Main Diary Action)."),
    ),
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
    asked=(
        answered(Concern.SCOPE, "Is the Special Action Diary or the Small Diary a Main Diary?",
                 "No: the Main Diaries are the top-left and top-middle sections, holding the "
                 "Exploration, Navigation, Correspondence and Academy actions (rulebook, Main "
                 "Diary Action; short description, Main Diary action)."),
    ),
)
MAIN_DIARY_SEALS = clause(
    "darwins_journey.alfred.option.main-diary-seals",
    "The selected worker must meet the seal requirement",
    """A Main Diary space can take Alfred's worker only if that worker meets its
    Wax Seal colour requirement, counting any Temporary Knowledge he buys.""",
    R_MAIN_DIARY, S_STRONGEST,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "Must the matching seal be the selected worker's own, or any of his rows'?",
              "darwins_journey.alfred.matching-seal"),
        answered(Concern.SCOPE, "Does a purple seal meet a colour requirement for him?",
                 "Yes: Special Wax Seals are treated as any colour (Worker Placement: Wax Seal "
                 "Requirements), and no solo rule says otherwise."),
        moot(Concern.WORDING,
             "Two purple seals in one row: may each stand for a colour of its own, or do they "
             "all stand for one (the base game's Ruling darwins_journey.purple-seal-colours)?",
             "Every Main Diary space asks for seals of one colour only, so both readings leave "
             "the same shortfall; Alfred's placement reads that Ruling all the same",
             shown_by="tests/spec/darwins_journey/test_alfred_questions.py::"
                      "test_purple_readings_agree_on_every_main_diary_space"),
    ),
)
MAIN_DIARY_PENALTY = clause(
    "darwins_journey.alfred.option.main-diary-penalty",
    "Occupied sections cost 3 Coins",
    """Alfred pays 3 Coins to place in a Diary Section that already holds a worker;
    a section whose penalty he cannot pay is closed to him.""",
    R_MAIN_DIARY, S_MAIN_DIARY,
    asked=(
        answered(Concern.UNAFFORDABLE, "He cannot pay the 3-Coin penalty?",
                 "That worker cannot be placed in that section (rulebook, Main Diary Action; "
                 "short description, Main Diary action)."),
        answered(Concern.SCOPE, "Does his own worker already in the section make him pay?",
                 "Yes: the penalty is due when the section holds a worker of any colour, the "
                 "active player's included (Placement Penalties)."),
        ruled(Concern.WORDING,
              "Does the penalty count in the Priority Cost between equally strong spaces?",
              "darwins_journey.alfred.priority-cost"),
    ),
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
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "'At least one matching seal': Alfred's (rulebook) or the worker's (short "
              "description)?",
              "darwins_journey.alfred.matching-seal"),
        answered(Concern.WORDING, "'Bottom-most' and '1 is stronger than 2': what is counted?",
                 "The space's strength number: the bottom-most unlocked, empty space of a page "
                 "is the strongest, 1 before 2 before 3 (rulebook, Strongest Placement "
                 "Location; short description, Strongest location, the lowest open empty "
                 "space)."),
        answered(Concern.TIE, "Two spaces equally strong?",
                 "The Priority Cost and then the Priority Colour rank them (rulebook, Priority "
                 "Cost, Priority Color), the clauses location.priority-cost and "
                 "location.priority-colour."),
    ),
)
TEMPORARY_KNOWLEDGE = clause(
    "darwins_journey.alfred.location.temporary-knowledge",
    "Buying Temporary Knowledge at 3 Coins",
    """When the worker lacks seals for that location, Alfred buys Temporary
    Knowledge at 3 Coins each, as many as needed to meet the requirement.""",
    R_STRONGEST, S_STRONGEST,
    asked=(
        ruled(Concern.WORDING, "Do his purple seals count first, so that he buys fewer tokens?",
              "darwins_journey.alfred.knowledge-purchase"),
        answered(Concern.WORDING,
                 "'As many as they can afford until they reach the requirements': more than the "
                 "shortfall?",
                 "No: he buys until the requirement is reached, 3 Coins each, and no further "
                 "(rulebook, Strongest Placement Location; short description, Strongest "
                 "location: only as many as the requirement needs)."),
    ),
)
NEXT_STRONGEST = clause(
    "darwins_journey.alfred.location.next-strongest",
    "Unaffordable: try the next strongest",
    """If Alfred cannot afford enough Temporary Knowledge to meet a location's
    requirement, he spends nothing on it and tries the next strongest
    location.""",
    R_STRONGEST, S_STRONGEST,
    asked=(
        answered(Concern.UNAFFORDABLE,
                 "He can afford some of the tokens but not all: does he buy those?",
                 "No: if he cannot reach the requirement no Coins are spent and he goes on to "
                 "the next strongest location (rulebook, Strongest Placement Location)."),
        answered(Concern.SCOPE, "A space whose only cost is a penalty he cannot pay?",
                 "It is closed to that worker (Main Diary Action), so the next strongest is "
                 "looked at in the same way."),
    ),
)
PRIORITY_COST = clause(
    "darwins_journey.alfred.location.priority-cost",
    "Priority cost",
    """Among equally strong locations, Alfred takes the one that needs fewer Coins
    of Temporary Knowledge. The texts do not say whether a placement penalty
    counts too (the Ruling darwins_journey.alfred.priority-cost).""",
    R_PRIORITY_COST, S_STRONGEST,
    asked=(
        ruled(Concern.WORDING,
              "'Requires they spend less coins for Temporary Knowledge': is a placement penalty "
              "weighed too?",
              "darwins_journey.alfred.priority-cost"),
    ),
)
PRIORITY_COLOUR = clause(
    "darwins_journey.alfred.location.priority-colour",
    "Priority colour",
    """Among locations still tied on strength and cost, Alfred takes the one whose
    required colour matches his worker's seals, judged from the worker's
    left-most seal.""",
    R_PRIORITY_COLOR, S_STRONGEST,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "The worker's left-most matching seal (rulebook) or its left-most seal (short "
              "description)?",
              "darwins_journey.alfred.priority-colour"),
        ruled(Concern.TIE,
              "The left-most matching seal matches both spaces (a purple seal matches every "
              "colour): which one?",
              "darwins_journey.alfred.location-tie"),
    ),
)

# Special Action Diary ----------------------------------------------------------

SPECIAL_ACTION = clause(
    "darwins_journey.alfred.option.special-action",
    "Special Action Diary only when empty",
    """Alfred sends a worker to the Special Action Diary only if no worker is
    there yet; otherwise the option fails and he tries the next one.""",
    R_SPECIAL_ACTION, S_SPECIAL_ACTION,
    asked=(
        answered(Concern.WORDING, "'No other workers there': does a worker of his own count?",
                 "Yes: any worker in the Special Action Diary sends him to the next option "
                 "(rulebook, Special Action Diary: a single worker there is enough; short "
                 "description, Special Action Diary: only while no worker is there)."),
    ),
)
SPECIAL_ACTION_SPOT = clause(
    "darwins_journey.alfred.option.special-action-spot",
    "Top-left or top-right spot",
    """Alfred's bottom-most available worker goes to the top-left or the top-right
    spot of the Special Action Diary, whichever side the card's option points to;
    no seals are needed.""",
    R_SPECIAL_ACTION, S_SPECIAL_ACTION,
    asked=(
        answered(Concern.SCOPE, "Does he need seals, or pay a penalty, for that space?",
                 "Neither: no seals are needed (short description, Special Action Diary), and "
                 "he goes only to an empty Diary, so no placement penalty is due (Placement "
                 "Penalties)."),
        answered(Concern.WORDING, "Which worker goes?",
                 "The bottom-most available one (rulebook, Special Action Diary); the card's "
                 "arrow picks the left or right top space."),
    ),
)
SPECIAL_ACTION_BONUS = clause(
    "darwins_journey.alfred.option.special-action-bonus",
    "No Special Action, four bonus moves",
    """Alfred does not perform the Special Action tile there; instead his bonus
    worker moves 4 spaces (the short description) or '4 times' (the rulebook)
    on the Bonus track: the Ruling darwins_journey.alfred.special-action-bonus.""",
    R_SPECIAL_ACTION, S_SPECIAL_ACTION,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "'4 spaces' (short description) or '4 times' (rulebook): one move or four?",
              "darwins_journey.alfred.special-action-bonus"),
    ),
)

# Small Diary -------------------------------------------------------------------

SMALL_DIARY = clause(
    "darwins_journey.alfred.option.small-diary",
    "Small Diary only when empty",
    """Alfred sends a worker to the Small Diary to unlock a location only if no
    worker is on the Small Diary yet; otherwise the option fails.""",
    R_SMALL_DIARY, S_SMALL_DIARY,
    asked=(
        answered(Concern.WORDING, "'No other workers on the Small Diary': his own included?",
                 "Yes: with at least one worker of anyone there he attempts the next option "
                 "(rulebook, Small Diary Action)."),
        answered(Concern.UNAFFORDABLE,
                 "No locked Main Diary space left, none he can pay for, or no Lens token left?",
                 "Then there is no legal way to perform the option, and he attempts the next "
                 "one (rulebook, Step 2: Perform One Action)."),
    ),
)
SMALL_DIARY_WORKER = clause(
    "darwins_journey.alfred.small-diary.worker",
    "Bottom-most worker on an Unlock Lens spot",
    """Alfred's bottom-most available worker goes to either Unlock Lens spot of the
    Small Diary.""",
    R_SMALL_DIARY,
    asked=(
        moot(Concern.WORDING, "'Either Unlock Lens spot': which one?",
             "The Small Diary is one Diary Section and he goes only while it is empty, so both "
             "spots give the same unlocking, with no penalty; nothing turns on which he takes"),
    ),
)
LENS_PRIORITY = clause(
    "darwins_journey.alfred.small-diary.lens-priority",
    "Which locked location gets the Lens",
    """Alfred puts a Lens on the top-most locked Main Diary location whose seal
    requirement his top-most worker can satisfy and whose Coin penalty he can
    pay. The texts do not say whether Temporary Knowledge he could buy helps
    satisfy it (see Ruling darwins_journey.alfred.lens-knowledge), nor whether
    the top-most worker is row A's or the top-most still on his board (see
    Ruling darwins_journey.alfred.lens-worker).""",
    R_SMALL_DIARY, S_SMALL_DIARY,
    asked=(
        ruled(Concern.WORDING,
              "Is 'top-most' the first key, so that 'most of its seals' never decides?",
              "darwins_journey.alfred.lens-order"),
        ruled(Concern.WORDING,
              "'Requirements the top-most worker can satisfy': may he count Temporary "
              "Knowledge he could buy at 3 Coins, as at a Main Diary placement?",
              "darwins_journey.alfred.lens-knowledge"),
        ruled(Concern.SCOPE,
              "'The top-most worker': row A always, or the top-most worker still on his board?",
              "darwins_journey.alfred.lens-worker"),
        moot(Concern.WORDING,
             "Two purple seals in one row: one colour each, or one for all (the base game's "
             "Ruling darwins_journey.purple-seal-colours)?",
             "Every Main Diary space asks for one colour only, so both readings meet the same "
             "spaces; the Lens test reads that Ruling all the same",
             shown_by="tests/spec/darwins_journey/test_alfred_questions.py::"
                      "test_purple_readings_agree_on_every_main_diary_space"),
    ),
)
LENS_TIEBREAK = clause(
    "darwins_journey.alfred.small-diary.lens-tiebreak",
    "Lens ties: priority colour, then most seals",
    """Among such locations, Alfred prefers the one matching his priority colour,
    and otherwise the one that uses the most of that worker's Wax Seals. With
    the top-most taken first, that last key never decides (the Ruling
    darwins_journey.alfred.lens-order).""",
    R_SMALL_DIARY, S_SMALL_DIARY,
    asked=(
        ruled(Concern.TIE, "Two spaces level on every Lens key (met by purple seals alone)?",
              "darwins_journey.alfred.lens-tie"),
        ruled(Concern.WORDING, "Colour, then most seals, before or after 'top-most'?",
              "darwins_journey.alfred.lens-order"),
        moot(Concern.WORDING, "His priority colour when the row's left-most seal is purple?",
             "It cannot arise: every row of his starts with a printed regular seal in its "
             "left-most spot and seals fill spots from the left, so a row's left-most seal is "
             "never purple",
             shown_by="tests/spec/darwins_journey/test_alfred_questions.py::"
                      "test_no_row_of_alfreds_starts_with_a_purple_seal"),
    ),
)
LENS_NEXT_ROW = clause(
    "darwins_journey.alfred.small-diary.next-row",
    "Lens: down the worker rows",
    """If no locked location suits the top-most worker, Alfred applies the same
    test to the next worker row down, and so on. Whether a row whose worker is
    already out is tried, the texts do not say (see Ruling
    darwins_journey.alfred.lens-worker).""",
    R_SMALL_DIARY, S_SMALL_DIARY,
    asked=(
        answered(Concern.SCOPE, "Does the worker of the next row then go to the Small Diary?",
                 "No: the bottom-most available worker goes to the Small Diary (rulebook, "
                 "Small Diary Action); moving down through the rows only chooses the space his "
                 "Lens takes."),
        ruled(Concern.SCOPE, "On the way down, is a row whose worker is out on the board "
              "tried too, or passed over?", "darwins_journey.alfred.lens-worker"),
    ),
)
LENS_CHEAPEST = clause(
    "darwins_journey.alfred.small-diary.cheapest",
    "Lens: else the cheapest locked location",
    """If no worker row suits any locked location, Alfred unlocks the cheapest
    locked Main Diary location, the left-most one if several tie.""",
    R_SMALL_DIARY, S_SMALL_DIARY,
    asked=(
        answered(Concern.UNAFFORDABLE, "He cannot pay even the cheapest locked space?",
                 "Then he can pay for none, there is no legal way to perform the option, and "
                 "he attempts the next one (rulebook, Step 2: Perform One Action)."),
        moot(Concern.TIE, "Two locked spaces equally cheap and equally far left?",
             "Cannot arise: pages unlock from the top down, so the spaces he may unlock lie one "
             "to a page, and no two of the four pages stand equally far left",
             shown_by="tests/spec/darwins_journey/test_alfred_turn.py::"
                      "test_lens_cheapest_settled_reason_holds_over_the_whole_board"),
    ),
)
LENS_NO_SPECIAL = clause(
    "darwins_journey.alfred.small-diary.no-special",
    "Never a Special Action location",
    "Alfred never unlocks a Special Action location.",
    R_SMALL_DIARY, S_SMALL_DIARY,
    no_example="A definition of the Lens's candidates: only locked Main Diary spaces are "
    "looked at, so no Special Action space is ever one and nothing can act; the Lens choices "
    "of alfred-option-small-diary-*.toml list the candidates.",
    asked=(
        none_open("A limit on the Lens's candidates that both texts state outright; nothing is "
                  "left to choose."),
    ),
)
LENS_ACTIONS = clause(
    "darwins_journey.alfred.small-diary.actions",
    "Perform the unlocked location",
    """After placing the Lens, Alfred tries to perform every action of the location
    he has just unlocked.""",
    R_SMALL_DIARY, S_SMALL_DIARY,
    asked=(
        answered(Concern.TIMING, "Does he pay the unlock cost before the actions?",
                 "Yes: a locked location's Coin penalty must be paid before the Lens is placed "
                 "(Board Actions: Unlock Lens Location), and the actions follow the Lens "
                 "(rulebook, Small Diary Action)."),
        answered(Concern.SCOPE,
                 "Must his worker meet the unlocked space's seal requirement to do its actions?",
                 "No: the unlocking bonus performs the location's actions without a worker "
                 "there and ignoring Wax Seal requirements (Board Actions: Unlock Lens "
                 "Location)."),
    ),
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
    asked=(
        answered(Concern.SCOPE, "He is at 12 Coins when you use his Lens?",
                 "The Coin goes through his Coin track like any other: over 12 it moves his "
                 "bonus worker one space instead (rulebook, Coin Track)."),
    ),
)

# Deliver Specimens -------------------------------------------------------------

DELIVER = clause(
    "darwins_journey.alfred.option.deliver",
    "Deliver up to two Specimens",
    """Alfred delivers up to two Specimens by the base game's rules; the second
    delivery costs him 3 Coins.""",
    R_DELIVER, S_DELIVER,
    asked=(
        answered(Concern.WORDING, "'Up to two': does he always deliver a second when he can pay?",
                 "Yes: the rulebook's priority for 'more than two valid Specimens' chooses "
                 "which two he delivers (Deliver Specimens Action), so he delivers two when he "
                 "can; only the 3 Coins or a lack of valid Specimens stop the second."),
        answered(Concern.UNAFFORDABLE, "He cannot pay 3 Coins for the second?",
                 "He delivers only the first; the Coins the first delivery earns may pay for "
                 "the second (Board Actions: Deliver Specimen)."),
    ),
)
DELIVER_VALID = clause(
    "darwins_journey.alfred.deliver.valid",
    "Only Specimens whose Museum tile is still out",
    """A Specimen counts as deliverable for Alfred only while its Museum tile is
    not yet in the Museum area.""",
    R_DELIVER,
    asked=(
        answered(Concern.EMPTY, "He has no valid Specimen to deliver?",
                 "There is no legal way to perform the option, and he attempts the next "
                 "(rulebook, Step 2: Perform One Action), before any worker is moved."),
    ),
)
DELIVER_WORKER = clause(
    "darwins_journey.alfred.deliver.worker",
    "Bottom-most worker to the Museum",
    "Alfred's bottom-most available worker goes to the Museum action.",
    R_DELIVER,
    asked=(
        none_open("It names the worker, the bottom-most still on his board, a fixed choice."),
    ),
)
DELIVER_SHARED = clause(
    "darwins_journey.alfred.deliver.shared-first",
    "Shared Specimens first",
    """With more candidates than deliveries, Alfred first delivers Specimens that
    you have researched too.""",
    R_DELIVER, S_DELIVER,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "Does the priority apply only with more than two valid Specimens (rulebook) or to "
              "every delivery (short description)?",
              "darwins_journey.alfred.deliver-priority"),
    ),
)
DELIVER_COINS = clause(
    "darwins_journey.alfred.deliver.most-coins",
    "Then most Coins, then top-left",
    """Within that preference Alfred delivers the Specimens that earn the most
    Coins, and then the top-left-most ones. Whether the second Specimen's Coins
    are judged before or after the first is placed, the texts do not say (the
    Ruling darwins_journey.alfred.deliver-order).""",
    R_DELIVER, S_DELIVER,
    asked=(
        ruled(Concern.SCOPE,
              "With two valid Specimens or fewer, is 'most Coins' looked at at all?",
              "darwins_journey.alfred.deliver-priority"),
        ruled(Concern.TIMING,
              "Are the Coins of the second Specimen judged on the Museum as it stood before the "
              "first delivery, or after it?",
              "darwins_journey.alfred.deliver-order"),
    ),
)
DELIVER_PLAYER_CHOICE = clause(
    "darwins_journey.alfred.deliver.player-chooses",
    "You break a remaining tie",
    "If Specimens are still tied after those keys, you choose which Alfred delivers.",
    R_DELIVER, S_DELIVER,
    asked=(
        ruled(Concern.TIE,
              "A tie left after 'top-left-most' (one higher, the other further left): what does "
              "the model take for you?",
              "darwins_journey.alfred.deliver-tie"),
    ),
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
    asked=(
        none_open("A pointer to the base game's Museum bonuses, unchanged; nothing is left to "
                  "choose."),
    ),
)

# Actions Alfred resolves differently -------------------------------------------

GAIN_OBJECTIVE = clause(
    "darwins_journey.alfred.action.gain-objective",
    "Gain Objective: discard one, golden first",
    """Instead of gaining an Objective, Alfred discards one from the main board if
    he can, the golden one when there is a choice.""",
    R_GAIN_OBJECTIVE, S_GAIN_OBJECTIVE,
    asked=(
        answered(Concern.EMPTY, "No Objective on display?",
                 "Nothing is discarded and the bonus worker still moves (rulebook, Gain "
                 "Objective: he discards only when he can, and the bonus worker moves in any "
                 "case; short description, the same)."),
        moot(Concern.TIE, "Which of two Objectives of one tier?",
             "It cannot arise: the solo display holds at most one silver and one golden (Solo "
             "Rules: Setup, Main Board (B); Cleanup), and between those the golden goes",
             shown_by="tests/spec/darwins_journey/test_alfred_actions.py::"
                      "test_cleanup_one_new_silver_and_one_new_golden"),
        answered(Concern.TEXTS_DIFFER,
                 "'If there are multiple Objectives, the golden' (rulebook) and 'the golden one "
                 "if both are there' (short description): the same choice?",
                 "Yes: with one of each tier on display at most, 'multiple' can only be one "
                 "silver and one golden, and both texts then discard the golden."),
    ),
)
GAIN_OBJECTIVE_BONUS = clause(
    "darwins_journey.alfred.action.gain-objective-bonus",
    "Gain Objective: the bonus worker always moves",
    """After a Gain Objective action Alfred moves his bonus worker forward, even
    when there was no Objective to discard.""",
    R_GAIN_OBJECTIVE, S_GAIN_OBJECTIVE,
    asked=(
        answered(Concern.WORDING, "How far does the bonus worker move?",
                 "The texts say only 'forward'; the distance is the number on the action's "
                 "bonus icon on his board, +3 on every board by the component data "
                 "(reference-data, alfred-components)."),
    ),
)
ACTION_TEMPORARY_KNOWLEDGE = clause(
    "darwins_journey.alfred.action.temporary-knowledge",
    "Temporary Knowledge becomes 3 Coins",
    """Alfred never takes Temporary Knowledge tokens; for each one an action would
    give him, he gains 3 Coins.""",
    R_TEMPORARY_KNOWLEDGE, S_TEMPORARY_KNOWLEDGE,
    asked=(
        answered(Concern.SCOPE,
                 "Also when a majority reward, a Bonus Track card or a Campsite gives the token?",
                 "Yes: Alfred never takes Temporary Knowledge tokens and gains 3 Coins for "
                 "each he would have gained (rulebook, Gain Temporary Knowledge Token), "
                 "whatever gives it."),
    ),
)
ACADEMY_ROW = clause(
    "darwins_journey.alfred.action.academy-row",
    "Academy: where a new seal goes",
    """A new seal goes in the top-most worker row with an empty spot left of its
    bracket; if no row has one, in the top-most row with an empty spot right of
    its bracket.""",
    R_ACADEMY, S_ACADEMY,
    asked=(
        assumed(Concern.WORDING, "Where is the bracket that splits a row?",
                "darwins_journey.data.alfred-bracket"),
        moot(Concern.EMPTY, "Every spot of every row is taken?",
             "No spot is left for a seal, and no text gives anything in its stead, so no seal "
             "is taken and nothing is paid; the Academy simply cannot be carried out"),
        answered(Concern.SCOPE,
                 "Does the same row rule place a purple seal he gains (the yellow board's Tent)?",
                 "Yes: the rulebook words the row rule for every new seal Alfred takes, not "
                 "for the Academy's alone (Action Differences: Academy)."),
    ),
)
ACADEMY_SCROLL = clause(
    "darwins_journey.alfred.action.academy-scroll",
    "Academy: the cheapest Scroll, paid in full",
    """Alfred takes his seal from the cheapest Academy Scroll and pays the Coins it
    shows.""",
    R_ACADEMY, S_ACADEMY,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "The cheapest Scroll offers only colours he holds three of: does he go on to a "
              "dearer one (rulebook) or not (short description)?",
              "darwins_journey.alfred.academy-fallback"),
        moot(Concern.TIE, "Two Scrolls equally cheap?",
             "Cannot arise: the four Scrolls cost 0, 1, 2 and 3 Coins, so one is always cheapest"),
        assumed(Concern.WORDING,
                "Does he also pay the Coin penalty of his row's seal spot, and how much?",
                "darwins_journey.data.alfred-seal-spot-costs"),
    ),
)
ACADEMY_FREE = clause(
    "darwins_journey.alfred.action.academy-free",
    "Academy: free seal actions",
    """When the action says no Coins are spent, Alfred pays nothing and is not held
    to the cheapest Scroll.""",
    R_ACADEMY,
    asked=(
        assumed(Concern.WORDING, "Not held to the cheapest Scroll: which Scroll and seal then?",
                "darwins_journey.model.alfred-free-academy"),
        answered(Concern.SCOPE, "Does 'no Coins spent' also waive his seal spot's penalty?",
                 "Yes: the X modifier means no Coins are paid for every step of that action "
                 "(Modifier Icons: X)."),
    ),
)
ACADEMY_COLOUR = clause(
    "darwins_journey.alfred.action.academy-colour",
    "Academy: the preferred colour",
    """When several seals are on offer, Alfred prefers the colour of the left-most
    seal in one of his worker rows, unless that colour already has three seals
    there; which row is looked at is settled by a Ruling, and whether a purple
    seal counts as one of the three by the Ruling
    darwins_journey.alfred.purple-in-three.""",
    R_ACADEMY, S_ACADEMY,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "The selected worker's left-most seal (rulebook) or the receiving row's (short "
              "description)?",
              "darwins_journey.alfred.academy-colour"),
        assumed(Concern.SCOPE,
                "A Bonus Track card or majority reward gives the Academy, with no worker "
                "placed: whose left-most seal?",
                "darwins_journey.model.alfred-unplaced-worker"),
        moot(Concern.WORDING, "The left-most seal is purple: which colour does he prefer?",
             "It cannot arise: every row of his starts with a printed regular seal in its "
             "left-most spot and seals fill spots from the left",
             shown_by="tests/spec/darwins_journey/test_alfred_questions.py::"
                      "test_no_row_of_alfreds_starts_with_a_purple_seal"),
        ruled(Concern.WORDING,
              "'Unless that worker already has three of that colour': does a purple seal count "
              "as one of the three?",
              "darwins_journey.alfred.purple-in-three"),
    ),
)
ACADEMY_LEFTMOST = clause(
    "darwins_journey.alfred.action.academy-leftmost",
    "Academy: otherwise the left-most seal",
    "Without a preferred colour to take, Alfred takes the left-most seal on offer.",
    R_ACADEMY, S_ACADEMY,
    asked=(
        answered(Concern.WORDING,
                 "'The left-most Wax Seal': of the whole Academy or of one Scroll?",
                 "Of the seals to choose from, those of the Scroll he takes from, the cheapest "
                 "(rulebook, Academy: the choice among 'multiple Wax Seals' follows the "
                 "cheapest Scroll)."),
    ),
)
ACADEMY_NO_FOURTH = clause(
    "darwins_journey.alfred.action.academy-no-fourth",
    "Academy: never a fourth seal of one colour",
    """Alfred never puts a fourth Wax Seal of the same colour into one worker row.
    Whether a purple seal counts as one of the three, the texts do not say (the
    Ruling darwins_journey.alfred.purple-in-three).""",
    R_ACADEMY, S_ACADEMY,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "Only fourths on offer on the cheapest Scroll: a dearer Scroll, or no seal?",
              "darwins_journey.alfred.academy-fallback"),
        answered(Concern.SCOPE,
                 "A fourth in which row: the receiving row or the selected worker's?",
                 "The row the seal goes into: never a 4th seal of one colour 'within a row' "
                 "(rulebook, Academy; short description, Academy, the same)."),
        ruled(Concern.WORDING,
              "Does a purple seal in the row count as one of the three of a colour?",
              "darwins_journey.alfred.purple-in-three"),
    ),
)
ACADEMY_FAILS = clause(
    "darwins_journey.alfred.action.academy-fails",
    "Academy: when it cannot be done",
    """If no seal of an allowed colour is on offer, or Alfred cannot pay for the
    Scroll holding one, the Academy action cannot be performed. Only the
    rulebook lets him look past the cheapest Scroll for an allowed colour (the
    Ruling darwins_journey.alfred.academy-fallback).""",
    R_ACADEMY,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "Is he held to the cheapest Scroll when it offers no colour he may take?",
              "darwins_journey.alfred.academy-fallback"),
        assumed(Concern.TIMING,
                "The Academy fails after his worker is placed: does he try the card's next "
                "option instead?",
                "darwins_journey.model.alfred-action-after-placement"),
        assumed(Concern.UNAFFORDABLE, "What does the seal spot add to what he must afford?",
                "darwins_journey.data.alfred-seal-spot-costs"),
        answered(Concern.EMPTY, "Every Scroll is empty?",
                 "The action cannot be performed: it fails when no seal he may take is "
                 "available (rulebook, Academy: the action fails when no allowed seal is there "
                 "to take)."),
    ),
)
ACADEMY_COVERED_ACTION = clause(
    "darwins_journey.alfred.action.academy-covered-action",
    "Academy: a covered action triggers",
    """When the new seal is placed on a spot showing an action, Alfred performs
    that action at once.""",
    R_ACADEMY, S_ACADEMY,
    asked=(
        answered(Concern.TIMING,
                 "Does the covered action act before the rest of the location's actions?",
                 "At once: the covered action is performed immediately (rulebook, Academy; Key "
                 "Concepts, an activated icon is performed immediately)."),
    ),
)
CORRESPONDENCE = clause(
    "darwins_journey.alfred.action.correspondence",
    "Correspondence: take the majority",
    """Alfred puts all the Stamps on one Envelope: first choice is the top-most
    Envelope where they take the Stamp majority from you.""",
    R_CORRESPONDENCE, S_CORRESPONDENCE,
    asked=(
        answered(Concern.WORDING,
                 "His Stamps would only tie yours: does that 'take the majority away'?",
                 "No: tied players all take the first reward (Correspondence Majorities), so a "
                 "tie leaves you the majority; he takes it away only with more Stamps than "
                 "yours (rulebook and short description, Correspondence)."),
        answered(Concern.WORDING,
                 "He already holds the majority there, or you have no Stamps there: is that "
                 "Envelope a 'take the majority' choice?",
                 "No: there is no majority of yours to take away (rulebook, Correspondence: "
                 "the first choice takes your majority from you)."),
        answered(Concern.TEXTS_DIFFER,
                 "'Takes the majority away' (rulebook) and 'steals the majority' (short "
                 "description): the same test?",
                 "Yes: both ask for an Envelope where you hold the majority before and he after."),
    ),
)
CORRESPONDENCE_NEW = clause(
    "darwins_journey.alfred.action.correspondence-new",
    "Correspondence: else a fresh Envelope",
    """Otherwise Alfred chooses the top-most Envelope that holds none of his
    Stamps.""",
    R_CORRESPONDENCE, S_CORRESPONDENCE,
    asked=(
        answered(Concern.TIE, "Several Envelopes hold none of his Stamps?",
                 "The top-most of them (rulebook, Correspondence (2); short description, "
                 "Correspondence, the same)."),
    ),
)
CORRESPONDENCE_FEWEST = clause(
    "darwins_journey.alfred.action.correspondence-fewest",
    "Correspondence: else his weakest Envelope",
    """When all three Envelopes hold his Stamps, Alfred chooses the one with the
    fewest of them, the top-most if several tie.""",
    R_CORRESPONDENCE, S_CORRESPONDENCE,
    asked=(
        moot(Concern.TIE, "Two Envelopes hold equally few of his Stamps?",
             "The text names the top-most of them, and no two Envelopes share a place",
             shown_by="tests/spec/darwins_journey/test_alfred_actions.py::"
                      "test_correspondence_fewest_of_his_top_most_on_a_tie"),
    ),
)
NAVIGATION = clause(
    "darwins_journey.alfred.action.navigation",
    "Navigation: full distance, longest route",
    """Alfred's Ship always moves the full distance of the Navigation icon, and
    takes the longest route where paths split.""",
    R_NAVIGATION, S_NAVIGATION,
    asked=(
        ruled(Concern.TIE,
              "The distance runs out inside a fork, so both ways cover as many spaces: which "
              "route?",
              "darwins_journey.alfred.route-tie"),
        moot(Concern.WORDING, "'The full distance' runs past the end of the Ocean track?",
             "The track has no space beyond its end, so the steps left have nowhere to go; the "
             "Ship stops there",
             shown_by="tests/spec/darwins_journey/test_alfred_actions.py::"
                      "test_navigation_to_the_end_loses_the_rest_and_scores_first_to_end"),
    ),
)
NAVIGATION_ACTIONS = clause(
    "darwins_journey.alfred.action.navigation-actions",
    "Navigation: every action on the way",
    """After moving, Alfred performs every action his Ship sailed through or
    stopped on. When a silver banner's Explorer is placed against those
    actions, the texts do not say; no move of his can make it matter.""",
    R_NAVIGATION, S_NAVIGATION,
    asked=(
        answered(Concern.TIMING, "In which order are the spaces' actions performed?",
                 "In the order the Ship reached them (short description, Navigation: in order; "
                 "rulebook, Navigation: every action sailed through or landed on, once the "
                 "Ship has moved)."),
        moot(Concern.TIMING,
             "Is the Explorer of a silver banner placed before the actions the Ship sailed "
             "through are performed, or in its place among them?",
             "No decision turns on it: the order could matter only if one move crossed a banner "
             "and met an action using Explorers, and no route as long as his longest Navigation "
             "(4) holds both; the code places the banners' Explorers as the Ship advances",
             shown_by="tests/spec/darwins_journey/test_alfred_questions.py::"
                      "test_no_ship_move_of_alfreds_meets_a_banner_and_an_explorer_action"),
    ),
)
NAVIGATION_BANNER = clause(
    "darwins_journey.alfred.action.navigation-banner",
    "Navigation: silver banners place Explorers",
    """When Alfred's Ship passes a silver banner, one of his Explorers goes on the
    starting location of that island, as in the multiplayer game.""",
    R_NAVIGATION, S_NAVIGATION,
    asked=(
        answered(Concern.SCOPE, "A banner of an island where he already has an Explorer?",
                 "Nothing is placed: as in the multiplayer game the Explorer goes onto a new "
                 "island (Board Actions: Navigation), one without his Explorer."),
    ),
)
EXPLORATION_ISLAND = clause(
    "darwins_journey.alfred.action.exploration-island",
    "Exploration: which Explorer moves",
    """Alfred moves his Explorer on the right-most island; if it already stands at
    the end of its Island track, he moves his Explorer on the next island to the
    left instead. If that one too stands at its end, the texts do not say (the
    Ruling darwins_journey.alfred.next-island).""",
    R_EXPLORATION, S_EXPLORATION,
    asked=(
        answered(Concern.WORDING,
                 "'The right-most island': any island, or the right-most with his Explorer?",
                 "The right-most island holding his Explorer; if that Explorer is at its "
                 "track's end, the next island to the left (rulebook, Exploration)."),
        ruled(Concern.WORDING,
              "The right-most island's Explorer and the next one's are both at their tracks' "
              "ends: does he go on to the island left of that?",
              "darwins_journey.alfred.next-island"),
        moot(Concern.EMPTY, "Every Explorer of his is at its track's end?",
             "No Explorer of his can move, so nothing moves and nothing is researched or "
             "performed; no text gives anything in its stead"),
    ),
)
EXPLORATION_ROUTE = clause(
    "darwins_journey.alfred.action.exploration-route",
    "Exploration: full distance, longest route",
    """The Explorer moves the full distance of the Exploration icon by the route
    with the most spaces; movement beyond the end of the Island track is lost.""",
    R_EXPLORATION, S_EXPLORATION,
    asked=(
        ruled(Concern.TIE,
              "Both ways of a fork cover as many spaces before the distance runs out?",
              "darwins_journey.alfred.route-tie"),
        answered(Concern.WORDING, "Do spaces holding your Explorer count toward the distance?",
                 "No: a space occupied by an opponent's Explorer is skipped and not counted "
                 "(Board Actions: Exploration)."),
    ),
)
EXPLORATION_SPECIMENS = clause(
    "darwins_journey.alfred.action.exploration-specimens",
    "Exploration: research every Specimen",
    "Alfred researches every Specimen his Explorer meets on the way.",
    R_EXPLORATION, S_EXPLORATION,
    asked=(
        answered(Concern.SCOPE,
                 "A Specimen on a space he skips over (your Explorer stands there)?",
                 "Researched too: he researches all Specimens found along the way (rulebook, "
                 "Exploration; short description, Exploration: each Specimen he passes)."),
    ),
)
EXPLORATION_RIBBONS = clause(
    "darwins_journey.alfred.action.exploration-ribbons",
    "Exploration: golden ribbons",
    """Alfred scores the victory points of each golden ribbon his Explorer passes,
    when it is the first Explorer to pass that ribbon.""",
    R_EXPLORATION, S_EXPLORATION,
    asked=(
        answered(Concern.SCOPE, "A ribbon another Explorer crossed first?",
                 "No points: only the first Explorer to pass a ribbon scores it (rulebook, "
                 "Exploration; Board Actions: Exploration)."),
    ),
)
EXPLORATION_LAST_TWO = clause(
    "darwins_journey.alfred.action.exploration-last-two",
    "Exploration: the last two actions",
    """After moving, Alfred performs the last two actions his Explorer moved over
    or stopped on, in the order it reached them. Whether a space he is carried
    past uncounted (your Explorer on it) is one he moved over, the texts do not
    say (see Ruling darwins_journey.alfred.exploration-passed).""",
    R_EXPLORATION, S_EXPLORATION,
    asked=(
        answered(Concern.WORDING, "Do spaces without an action count among the 'last two'?",
                 "No: he performs the last two actions his Explorer moved over or landed on "
                 "(rulebook, Exploration), so a space without one is not one of them."),
        ruled(Concern.SCOPE,
              "A space he was carried past uncounted (your Explorer on it): is its action one "
              "he 'moved over'?",
              "darwins_journey.alfred.exploration-passed"),
    ),
)
EXPLORATION_SKIP_RESEARCH = clause(
    "darwins_journey.alfred.action.exploration-skip-research",
    "Exploration: a research action is skipped",
    """If one of those last two actions is researching a Specimen, Alfred skips
    that research action.""",
    R_EXPLORATION, S_EXPLORATION,
    asked=(
        ruled(Concern.TEXTS_DIFFER,
              "A research among the last two: only the other (rulebook), or reach back to the "
              "action before (short description)?",
              "darwins_journey.alfred.skip-research"),
    ),
)
CAMPSITE = clause(
    "darwins_journey.alfred.action.campsite",
    "Campsite: the cheapest space he can pay",
    """Alfred places a Tent on the activated Campsite if it has a free space whose
    Coin penalty he can pay, choosing the cheapest space when there are
    several.""",
    R_CAMPSITE, S_CAMPSITE,
    asked=(
        ruled(Concern.SCOPE,
              "He already has a Tent on that Campsite: may a second go on a free place?",
              "darwins_journey.tents-per-campsite"),
        moot(Concern.TIE, "Two free places cost the same?",
             "Places of equal cost are alike: nothing on the board or in the rules tells them "
             "apart, so which of them the Tent takes changes nothing"),
    ),
)
CAMPSITE_SKIPPED = clause(
    "darwins_journey.alfred.action.campsite-skipped",
    "Campsite: skipped, not replaced",
    """With no Tent left or no affordable space, the Campsite action is skipped and
    no other action takes its place.""",
    R_CAMPSITE, S_CAMPSITE,
    asked=(
        answered(Concern.SCOPE,
                 "A Campsite skipped during a Navigation or Exploration: do the other actions "
                 "still happen?",
                 "Yes: only the Campsite action is ignored, and no other action replaces it "
                 "(rulebook, Establish a Campsite); the rest of the move's actions go on."),
    ),
)
CAMPSITE_ACTIONS = clause(
    "darwins_journey.alfred.action.campsite-actions",
    "Campsite: its actions",
    "After placing the Tent, Alfred performs the actions of that Campsite.",
    R_CAMPSITE, S_CAMPSITE,
    asked=(
        assumed(Concern.WORDING,
                "A Campsite action with a slash (one of two): which does he take?",
                "darwins_journey.model.alfred-slashed-icon"),
    ),
)
PROLIFIC_CORRESPONDENCE = clause(
    "darwins_journey.alfred.action.prolific-correspondence",
    "Prolific Correspondence: one Stamp each",
    """Prolific Correspondence puts one of Alfred's Stamps on each of the three
    Envelopes of the main board.""",
    R_PROLIFIC, S_PROLIFIC,
    asked=(
        answered(Concern.EMPTY, "His stacks run out part-way?",
                 "He takes each Stamp from the top-most stack that still has one (rulebook, "
                 "Prolific Correspondence Action), then from his used Stamps as a player may "
                 "(Board Actions: Correspondence)."),
    ),
)
ADD_EXPLORER = clause(
    "darwins_journey.alfred.action.add-explorer",
    "Add Explorer: the left-most new island",
    """Add Explorer puts one of Alfred's Explorers on the starting location of the
    left-most Island track that has none of his Explorers yet.""",
    R_ADD_EXPLORER, S_ADD_EXPLORER,
    asked=(
        moot(Concern.EMPTY, "He already has an Explorer on every island?",
             "There is no new island to place one on, and no text gives anything in its stead, "
             "so nothing is placed; with three Explorers and three islands he then has no "
             "Explorer left anyway"),
    ),
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
    asked=(
        none_open("A phase removed, for the reason both texts give; nothing is left to decide."),
    ),
)
REWARD = clause(
    "darwins_journey.alfred.phase.reward",
    "Envelopes scored as usual",
    """In the Reward phase you and Alfred score the Correspondence Envelopes as in
    the multiplayer game.""",
    R_REWARD, S_REWARD_CLEANUP,
    asked=(
        answered(Concern.TIMING, "You and Alfred tie on an Envelope: who takes the reward first?",
                 "Tied players perform the reward in current turn order (Correspondence "
                 "Majorities), and Alfred is always first (Solo Rules: General Gameplay, Turn "
                 "Order)."),
        answered(Concern.SCOPE, "Does Alfred resolve a majority reward's actions his own way?",
                 "Yes: his Action Differences say how he performs each action, whenever he "
                 "performs it; everything else follows the standard rules (Alfred Turn "
                 "Structure, Step 2)."),
    ),
)
PLAYER_BEAGLE = clause(
    "darwins_journey.alfred.phase.player-beagle",
    "You score the Beagle Goal tile",
    "You score the Beagle Goal tile as in the base game.",
    R_REWARD, S_REWARD_CLEANUP,
    no_example="Your Beagle score is the base game's, unchanged: the solo layer leaves it to the "
    "base rule, whose change (reward.beagle-goal) shows it in alfred-phase-reward.toml.",
    asked=(
        none_open("Your Beagle score is the base game's, unchanged; its own clauses carry any "
                  "question of it."),
    ),
)
BEAGLE = clause(
    "darwins_journey.alfred.phase.beagle",
    "Alfred's Beagle score",
    """Alfred ignores the Beagle Goal tile: he scores the value on his board times
    the current round number, less every lagging penalty between his Ship and the
    HMS Beagle. His texts do not say whether that can fall below zero (the
    assumption darwins_journey.model.alfred-beagle-floor).""",
    R_REWARD, S_REWARD_CLEANUP,
    asked=(
        assumed(Concern.SCOPE,
                "The lagging penalties exceed his board's value times the round: can his Beagle "
                "score go below zero?",
                "darwins_journey.model.alfred-beagle-floor"),
        answered(Concern.SCOPE,
                 "Does a Lagging Penalty Cap (the white board's Stamp icon) reduce his penalties?",
                 "Yes: the cap is an action he gains as a player would (Objective Actions: "
                 "Lagging Penalty Cap), and his own score subtracts the lagging penalties "
                 "between his Ship and the HMS Beagle (Solo Phases: Reward Phase)."),
    ),
)
CLEANUP = clause(
    "darwins_journey.alfred.phase.cleanup",
    "Cleanup: one new Objective of each kind",
    """The Cleanup phase runs as usual, except that only one new silver and one
    new golden Objective are put out.""",
    R_CLEANUP, S_REWARD_CLEANUP,
    asked=(
        moot(Concern.EMPTY, "Can an Objective stack run out?",
             "No: each stack holds 10 tiles, and the solo game draws one of each tier at setup "
             "and at each of the four Cleanups, 5 in all"),
        answered(Concern.SCOPE, "Are the Objectives still on display removed first?",
                 "Yes: the standard Cleanup removes the remaining Objectives before new ones "
                 "are drawn (Cleanup Phase, step 3); the solo rule changes only how many are "
                 "drawn."),
    ),
)
BONUS_CARDS_SLIDE = clause(
    "darwins_journey.alfred.phase.bonus-cards-slide",
    "Cleanup: slide the Bonus Track cards",
    """Both Bonus Track cards slide under Alfred's board until the lowest row still
    showing is the one for the next round.""",
    R_CLEANUP, S_REWARD_CLEANUP,
    asked=(
        answered(Concern.TIMING, "After round 5?",
                 "No slide: the fifth round's Cleanup is skipped and final scoring follows "
                 "(Cleanup Phase)."),
    ),
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
    asked=(
        assumed(Concern.SCOPE,
                "Does Alfred score the personal board's 5 points for placing all Tents, and for "
                "rows of 5 and 6 seals?",
                "darwins_journey.model.alfred-final-scoring"),
        answered(Concern.SCOPE, "Does he score his leftover Coins?",
                 "Yes: 1 point for every complete set of 5, as both score by the multiplayer "
                 "rules (Solo Phases: Endgame Scoring; Final Scoring: Coins & Temporary "
                 "Knowledge)."),
    ),
)
WINNER = clause(
    "darwins_journey.alfred.end.winner",
    "More points wins",
    "You win if your final score is higher than Alfred's.",
    R_ENDGAME, S_END,
    asked=(
        none_open("A comparison of two totals; ties are the next clause's."),
    ),
)
TIES = clause(
    "darwins_journey.alfred.end.ties",
    "Ties: Evolution, then Coins, then Alfred",
    """On a tied score, you win if your Theory of Evolution marker is farther
    along than his; if that ties too, you win with more leftover Coins; any tie
    beyond that goes to Alfred.""",
    R_ENDGAME, S_END,
    asked=(
        answered(Concern.TIE, "Still tied after Evolution and Coins?",
                 "Alfred wins (rulebook, Endgame Scoring; short description, End of the game)."),
        answered(Concern.TEXTS_DIFFER,
                 "'Ties go to the Theory of Evolution track' (short description): farther along "
                 "wins, or the marker on more books?",
                 "Farther along: the rulebook says you win if your marker is farther than his "
                 "(Endgame Scoring), as the base game's tie-break is the marker advanced "
                 "farthest."),
    ),
)
FIRELAND = clause(
    "darwins_journey.alfred.out-of-scope.fireland",
    "Fireland solo rules are out of scope",
    """The Fireland expansion adds solo rules for Alfred that neither source gives;
    they are not part of this reference.""",
    S_FIRELAND,
    no_example="Out of scope: no source states the rules, so nothing can be shown.",
    asked=(
        none_open("Out of scope: no source states the Fireland solo rules, so there is nothing "
                  "to ask of them."),
    ),
)

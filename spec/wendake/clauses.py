"""Every rule of the Wendake Ghost text, in reading order, in the project's words."""

from spec.core.clauses import Source, clause
from spec.core.sources import name_document

SEED = name_document("001_1fa6a2a7bec31247.txt", "Wendake solo rules (the Ghost)")
OVERVIEW = Source(SEED, "Overview")
SETUP = Source(SEED, "Solo setup")
YEAR = Source(SEED, "A solo year")
YOURS = Source(SEED, "Your turns")
GHOSTS = Source(SEED, "The Ghost's turns")
RESTORE = Source(SEED, "Solo Restore")
ACTIONS = Source(SEED, "Ghost actions")
NATIVES = Source(SEED, "Where the Ghost's Natives go")
END = Source(SEED, "Objectives and the end")

GOAL = clause(
    "wendake.solo.overview.goal",
    "Beat the Ghost's score",
    """The Ghost's score is known from the start (the points on its three Ghost
    cards) and can only grow during play; you win by beating it.""",
    OVERVIEW, END,
    no_example="An overview: each of its parts is a clause of its own, shown where it acts. "
    "The score known from the start is setup's score disks (wendake.solo.setup.score-disks), "
    "its growth the Ghost's score action (wendake.solo.action.score), beating it the final "
    "comparison (wendake.solo.end.win)",
)
DIFFICULTY = clause(
    "wendake.solo.setup.difficulty",
    "Difficulty",
    """Choose Easy, Medium or Hard. The difficulty sets how much each completed
    Objective is worth to you.""",
    SETUP,
)
BOARD = clause(
    "wendake.solo.setup.board",
    "Board as for two players",
    """The board and your own pieces are set up as for two players, with 4
    random Progress tiles on each level and a single Turtle tile of each kind.""",
    SETUP,
)
GHOST_NATIVES = clause(
    "wendake.solo.setup.ghost-natives",
    "The Ghost's colour and Natives",
    """The Ghost takes a colour; all its 21 Natives, 7 of each kind, go into the
    Home you do not use.""",
    SETUP,
)
GHOST_CARDS = clause(
    "wendake.solo.setup.ghost-cards",
    "Three Ghost cards",
    """The 4 Ghost cards are shuffled and 3 are laid in a row, each on either
    side and in any order; the fourth goes back to the box. The text leaves
    the side to the player; which side a set-up game lays up is ruling
    wendake.ghost-card-sides.""",
    SETUP,
)
SCORE_DISKS = clause(
    "wendake.solo.setup.score-disks",
    "Two score disks show the printed total",
    """Two Ghost Tribe disks go on two Score Tracks so that together they show the
    sum of the points printed on the three Ghost cards.""",
    SETUP,
)
TRIBE_CARD = clause(
    "wendake.solo.setup.tribe-card",
    "An optional Tribe card",
    """Optionally, draw 2 Tribe cards and keep one; a Tribe power makes the Ghost
    easier to beat.""",
    SETUP,
    no_example="Tribe powers are yours, and no source lists them; the model only "
    "records whether you kept one, which no Ghost decision reads.",
)
GHOST_DISKS = clause(
    "wendake.solo.setup.ghost-disks",
    "The three Ghost disks",
    """One Ghost disk goes beside the Level 1 Progress tile costs, one on the
    first Mask space, and one under the first face-up Advanced Action tile.""",
    SETUP,
)
ACTION_MARKERS = clause(
    "wendake.solo.setup.action-markers",
    "Ghost Action markers",
    "The 3 Ghost Action markers go on their spaces on the Ghost cards.",
    SETUP,
)
TURN_ORDER_SETUP = clause(
    "wendake.solo.setup.turn-order",
    "Turn Order markers",
    """Your fourth Action marker goes on space 1 of the Turn Order area and the
    Ghost's on space 2.""",
    SETUP,
)
SEVEN_YEARS = clause(
    "wendake.solo.year.seven-years",
    "Seven years",
    "The game lasts seven years, as in the normal game.",
    YEAR,
)
MASK_CARD = clause(
    "wendake.solo.year.mask-card",
    "A Mask card under the next Ghost card",
    """At the start of each year a Mask card is drawn and slid under the leftmost
    Ghost card that does not have one yet.""",
    YEAR,
)
MASK_ROW = clause(
    "wendake.solo.year.mask-row",
    "The Mask's row gives the Ghost's three actions",
    """The row the Mask card marks gives the Ghost's three actions for the year:
    first on the card the Mask lies under, then on the cards to its right,
    wrapping round to the leftmost card.""",
    YEAR,
)
ALTERNATE = clause(
    "wendake.solo.year.alternate-turns",
    "Alternating turns",
    """You and the Ghost take turns one after the other, in turn order; you go
    first in Year 1.""",
    YEAR,
)
THREE_MARKERS = clause(
    "wendake.solo.player.three-markers",
    "You have three Action markers",
    """You play your turns as usual but with only 3 Action markers, and you only
    take actions: your fourth marker stays in the Turn Order area.""",
    YOURS,
)
INJURED_GO_HOME = clause(
    "wendake.solo.player.injured-ghost-natives",
    "Injured Ghost Natives go home",
    "A Ghost Native you injure goes back to the Ghost's Home, not to a Long House.",
    YOURS,
)
GHOST_TURN = clause(
    "wendake.solo.ghost.turn",
    "The Ghost's turn",
    """On its turn the Ghost puts an Action marker on the action that this year's
    Mask row shows on the current Ghost card, and carries that action out.""",
    GHOSTS,
)
MASKS_AWAY = clause(
    "wendake.solo.ghost.masks-away",
    "Masks leave after Years 3 and 6",
    """After Years 3 and 6 the Mask cards under the Ghost cards go to the bottom
    of the Mask discard pile.""",
    GHOSTS, RESTORE,
)
RESTORE_TURN_ORDER = clause(
    "wendake.solo.restore.turn-order",
    "Restore 1: turn order stays",
    "Turn order does not change in the first step of Restore.",
    RESTORE,
    no_example="The step changes nothing and asks nothing: the solo text only keeps the normal "
    "game's reordering from happening here, so there is no change or test to record. The "
    "one change of turn order in Restore is step 5's swap (wendake.solo.restore.new-year), "
    "which the ledger property checks is the only one claimed over whole games",
)
RESTORE_ADVANCED = clause(
    "wendake.solo.restore.advanced-tile",
    "Restore 2: the Ghost's Advanced tile",
    """While you adjust your action grid as usual, the Ghost takes the Advanced
    Action tile above its disk out of the game; once both of you have chosen,
    its disk moves under the next tile to the right.""",
    RESTORE,
)
RESTORE_MASK_DISK = clause(
    "wendake.solo.restore.mask-disk",
    "Restore 3: the Ghost's Mask disk",
    """Your Mask disk goes back to the Restore area; the Ghost's Mask disk moves
    to the next Mask space, dropping to the second row in Year 4.""",
    RESTORE,
)
RESTORE_PROGRESS = clause(
    "wendake.solo.restore.progress",
    "Restore 4: your Progress tiles",
    "You restore your Progress tiles as usual; the Ghost has nothing to do here.",
    RESTORE,
    no_example="This step is yours alone and the solo text adds nothing to it; the "
    "model has no Progress tiles of yours to restore.",
)
NEW_YEAR = clause(
    "wendake.solo.restore.new-year",
    "Restore 5: a new year",
    """The Ghost's Action markers go back on its cards; the last Mask card under
    the Ghost cards is turned face down (after Years 3 and 6 all of them are
    removed); the two Turn Order markers swap places, so whoever went first now
    goes second; the round marker advances, and the game ends after Year 7.""",
    RESTORE,
)
PROGRESS_UP = clause(
    "wendake.solo.action.progress-up",
    "Ghost action: Progress disk up",
    """The Ghost moves its disk beside the Progress tiles up one level; at Level 3
    it stays where it is.""",
    ACTIONS,
)
TAKE_PROGRESS = clause(
    "wendake.solo.action.take-progress",
    "Ghost action: take a Progress tile",
    """The Ghost removes the leftmost Progress tile of its disk's level, then its
    disk goes back to Level 1. If that level has no tile left, the tile comes
    from the next lower level.""",
    ACTIONS,
)
SCORE_ACTION = clause(
    "wendake.solo.action.score",
    "Ghost action: score",
    "The Ghost advances one of its score disks by 1, raising its final score by 1.",
    ACTIONS,
)
NATIVE_ACTION = clause(
    "wendake.solo.action.native",
    "Ghost action: move a Native",
    "The Ghost moves a Native of the kind shown into a flagged territory (see below).",
    ACTIONS,
)
BLANKET = clause(
    "wendake.solo.natives.blanket",
    "The blanket picks the flag",
    """The blanket at the foot of this year's Mask card lies on a red (English)
    or a yellow (French) oval: the Ghost's Natives go to territories of that
    flag.""",
    NATIVES,
)
NEAR_FAR = clause(
    "wendake.solo.natives.near-far",
    "Near and far territories",
    """Each flag has a near and a far territory, counted in steps from the
    Ghost's Home. From either Home the nearer English territory is the big one,
    and the nearer French territory is the one on the Ghost's side.""",
    NATIVES,
)
WARRIOR = clause(
    "wendake.solo.natives.warrior",
    "A Warrior becomes a Guard",
    """If the Ghost has no more Guards in the near territory than in the far one,
    its Warrior goes to the near territory as a Guard; otherwise to the far one.
    Ghost Warriors never attack.""",
    NATIVES,
)
WOMAN = clause(
    "wendake.solo.natives.woman",
    "Where a Woman goes",
    """The near or far territory is chosen by the same comparison, counting the
    Ghost's Women. There: a free field takes the Woman; if every field is taken
    and one holds your Native, the Ghost attacks by the normal rules; if every
    field of both flagged territories already holds a Ghost Native, nothing
    happens. Whether a territory where you have only Outposts is attacked is
    ruling wendake.outpost-only-attack.""",
    NATIVES,
)
ATTACK = clause(
    "wendake.solo.natives.attack",
    "How the Ghost attacks",
    """An attacked Woman of yours is injured and a Ghost Woman takes her place;
    an attacked Outpost of yours is injured and nothing is placed; if a Guard of
    yours protects the territory, the Guard is injured instead and your Native
    stays. Whether a Guard also keeps an attacked Outpost is ruling
    wendake.guard-protects-outpost.""",
    NATIVES,
)
HUNTER = clause(
    "wendake.solo.natives.hunter",
    "Where a Hunter goes",
    """As for Women, counting Hunters and using forests instead of fields. The far
    English territory has 2 forests and the near one 1, so with one Ghost Hunter
    in each, the next one goes to the far territory.""",
    NATIVES,
)
NO_WARRIOR_NEEDED = clause(
    "wendake.solo.natives.no-warrior-needed",
    "No Warrior needed to attack",
    "Ghost Women and Hunters attack without the help of a Warrior.",
    NATIVES,
    no_example="The rule takes a requirement away rather than adding a step: the Ghost's "
    "attack reads no Warrior of its own, so there is no test to record. It shows in the "
    "attacks themselves: in the examples woman-attacks-woman and attack-choice the Ghost "
    "attacks in a territory with no Ghost Guard, and the attack test places no Ghost "
    "Warrior on the board at all",
)
OBJECTIVES = clause(
    "wendake.solo.end.objectives",
    "Objectives on the Ghost cards",
    "Each Ghost card carries an Objective, a letter from A to H, checked at the end.",
    END,
)
OBJECTIVE_POINTS = clause(
    "wendake.solo.end.objective-points",
    "What an Objective is worth",
    """Score as in a normal game, then add each Objective you completed: 3 points
    on Easy, 2 on Medium, 1 on Hard.""",
    END,
)
WIN = clause(
    "wendake.solo.end.win",
    "Who wins",
    """You win if your total is higher than the Ghost's, which is its two score
    disks added together.""",
    END,
)
TURTLE_TIP = clause(
    "wendake.solo.end.turtle-tip",
    "The booklet's tip on Turtle points",
    """A tip, not a rule: count your Level 3 and 4 Turtle points as you take the
    tiles and leave only Level 5 for the end.""",
    END,
    no_example="A bookkeeping tip for you; it changes no decision of the Ghost and "
    "no total, which is what the encoding's test shows.",
)

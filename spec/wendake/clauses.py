"""Every rule of the Wendake Ghost text, in reading order, in the project's words."""

from spec.core.clauses import Source, clause
from spec.core.questions import Concern as Q
from spec.core.questions import answered, assumed, moot, pending, ruled
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
    cards) and can grow during play; you win by beating it.""",
    OVERVIEW, END,
    no_example="An overview: each of its parts is a clause of its own, shown where it acts. "
    "The score known from the start is setup's score disks (wendake.solo.setup.score-disks), "
    "its growth the Ghost's score action (wendake.solo.action.score), beating it the final "
    "comparison (wendake.solo.end.win)",
    asked=(
        answered(Q.TIE, "Your total equals the Ghost's: who wins?", """The Ghost: "Objectives
                 and the end" has you win only if your total beats the Ghost's."""),
        answered(Q.WORDING, """"It can grow": can the Ghost's score also go down?""", """No:
                 the only thing in the text that moves its score disks is its score action,
                 which advances one by 1 ("Ghost actions")."""),
    ),
)
DIFFICULTY = clause(
    "wendake.solo.setup.difficulty",
    "Difficulty",
    """Choose Easy, Medium or Hard. The difficulty sets how much each completed
    Objective is worth to you.""",
    SETUP,
    asked=(
        answered(Q.SCOPE, """Does the difficulty change anything besides the Objectives, such
                 as the Ghost's actions or its score?""", """No: "Solo setup" says it sets
                 what each Objective is worth, and "Objectives and the end" gives the three
                 values; nothing else in the text reads it."""),
    ),
)
BOARD = clause(
    "wendake.solo.setup.board",
    "Board as for two players",
    """The board and your own pieces are set up as for two players, with 4
    random Progress tiles on each level and a single Turtle tile of each kind.""",
    SETUP,
    asked=(
        assumed(Q.SCOPE, "How many Progress tiles per level, and how many levels?",
                "wendake.data.progress"),
        assumed(Q.WORDING, """"4 random Progress tiles per level": drawn from what, and how
                are they laid out in the row?""", "wendake.tiles.pools"),
        moot(Q.SCOPE, """"Only one Turtle tile per kind": which Turtle tiles, and does the
             Ghost ever take one?""", """The Ghost's rules never mention Turtle tiles, so no
             decision of the Ghost can turn on them; they are yours alone, and the model
             leaves them out."""),
    ),
)
GHOST_NATIVES = clause(
    "wendake.solo.setup.ghost-natives",
    "The Ghost's colour and Natives",
    """The Ghost takes a colour; all its 21 Natives, 7 of each kind, go into the
    Home you do not use.""",
    SETUP,
    asked=(
        assumed(Q.SCOPE, "How many Natives of each kind does the Ghost have?",
                "wendake.data.natives"),
        answered(Q.WORDING, """"The other Home": which one?""", """The Home you do not use:
                 "Solo setup" puts all the Ghost's Natives in the other Home, and "Where the
                 Ghost's Natives go" counts the near and far territories from it."""),
    ),
)
GHOST_CARDS = clause(
    "wendake.solo.setup.ghost-cards",
    "Three Ghost cards",
    """The 4 Ghost cards are shuffled and 3 are laid in a row, each on either
    side and in any order; the fourth goes back to the box. The text leaves
    the side and the order to the player; which side a set-up game lays up is
    ruling wendake.ghost-card-sides, and the order it lays them in is
    assumption wendake.setup.card-order.""",
    SETUP,
    asked=(
        ruled(Q.WORDING, """"Either side up": which side of each card is up when a game is
              set up?""", "wendake.ghost-card-sides"),
        assumed(Q.WORDING, """"In any order": in which order are the three cards laid, left
                to right, when a game is set up?""", "wendake.setup.card-order"),
        assumed(Q.SCOPE, """What is on each side of the four Ghost cards (points, Objective,
                action rows)?""", "wendake.ghost-cards.faces"),
        answered(Q.SCOPE, "Does the boxed fourth card's Objective count at the end?", """No:
                 "Solo setup" boxes it, and "Objectives and the end" checks the Objective of
                 each Ghost card laid out."""),
    ),
)
SCORE_DISKS = clause(
    "wendake.solo.setup.score-disks",
    "Two score disks show the printed total",
    """Two Ghost Tribe disks go on two Score Tracks so that together they show the
    sum of the points printed on the three Ghost cards.""",
    SETUP,
    asked=(
        assumed(Q.WORDING, """"Any two Score Tracks": how is the printed total split between
                the two disks?""", "wendake.score-disks.split"),
        moot(Q.WORDING, """"Any two Score Tracks": which two, and may both disks share a
             track?""", """No decision can turn on it: the Ghost's total is the two disks
             added together ("Objectives and the end"), whichever tracks they stand on, and
             nothing in the solo text reads a Ghost disk's track."""),
        answered(Q.SCOPE, """Do the Ghost's disks score by the normal rules for the Score
                 Tracks, or simply add up?""", """They add up: "Objectives and the end"
                 makes the Ghost's total its two score disks added together."""),
    ),
)
TRIBE_CARD = clause(
    "wendake.solo.setup.tribe-card",
    "An optional Tribe card",
    """Optionally, draw 2 Tribe cards and keep one; a Tribe power makes the Ghost
    easier to beat.""",
    SETUP,
    no_example="Tribe powers are yours, and no source lists them; the model only "
    "records whether you kept one, which no Ghost decision reads.",
    asked=(
        answered(Q.SCOPE, "Does the Ghost get a Tribe card too?", """No: "Solo setup" has you
                 draw two and keep one, and says a Tribe power makes the Ghost easier to
                 beat: the power is yours."""),
        moot(Q.SCOPE, "Which Tribe powers are there, and does any change the Ghost's turn?",
             """No source lists the powers, and the Ghost's rules read none: the model only
             records whether you kept a card.""",
             shown_by="tests/spec/wendake/test_setup_and_year.py::"
                      "test_the_tribe_card_is_optional_and_changes_no_ghost_decision"),
    ),
)
GHOST_DISKS = clause(
    "wendake.solo.setup.ghost-disks",
    "The three Ghost disks",
    """One Ghost disk goes beside the Level 1 Progress tile costs, one on the
    first Mask space, and one under the first face-up Advanced Action tile.""",
    SETUP,
    asked=(
        assumed(Q.WORDING, """"The first face-up Advanced Action tile": the leftmost of a row?
                How many lie face up?""", "wendake.tiles.pools"),
        assumed(Q.WORDING, """"The first Mask space": how many Mask spaces are there, and in
                which rows?""", "wendake.masks.cards"),
    ),
)
ACTION_MARKERS = clause(
    "wendake.solo.setup.action-markers",
    "Ghost Action markers",
    "The 3 Ghost Action markers go on their spaces on the Ghost cards.",
    SETUP,
    asked=(
        answered(Q.SCOPE, "Do the Ghost's Action markers take anything away from you?", """No:
                 "Solo setup" puts them on their spaces on the Ghost's own cards, and "The
                 Ghost's turns" places each on the action the Mask row shows there; they keep
                 count of the Ghost's three turns a year and nothing of yours."""),
    ),
)
TURN_ORDER_SETUP = clause(
    "wendake.solo.setup.turn-order",
    "Turn Order markers",
    """Your fourth Action marker goes on space 1 of the Turn Order area and the
    Ghost's on space 2.""",
    SETUP,
    asked=(
        answered(Q.TIMING, "Who plays first in Year 1?", """You: your marker is on space 1
                 ("Solo setup") and "A solo year" says you play first in Year 1."""),
    ),
)
SEVEN_YEARS = clause(
    "wendake.solo.year.seven-years",
    "Seven years",
    "The game lasts seven years, as in the normal game.",
    YEAR,
    asked=(
        assumed(Q.SCOPE, "How many years, and after which are the Masks cleared?",
                "wendake.data.years"),
        answered(Q.TIMING, "Is there a Restore after Year 7?", """"Solo Restore" step 5 ends the
                 game after Year 7, as the last step of that year's Restore; nothing of it
                 matters after the last year but the final score."""),
    ),
)
MASK_CARD = clause(
    "wendake.solo.year.mask-card",
    "A Mask card under the next Ghost card",
    """At the start of each year a Mask card is drawn and slid under the leftmost
    Ghost card that does not have one yet.""",
    YEAR,
    asked=(
        ruled(Q.WORDING, """From Year 2 on, the Mask under a card may lie face down: does
              that card still "have one"?""", "wendake.face-down-mask"),
        answered(Q.TIMING, """Is the Mask drawn before the first turn of the year, whoever
                 plays first?""", """Yes: "A solo year" draws it at the start of each year,
                 and its row gives the Ghost's actions for that whole year."""),
        assumed(Q.SCOPE, "What do the Mask cards show, and how many are there?",
                "wendake.masks.cards"),
        moot(Q.EMPTY, "The Mask deck is empty at the start of a year: what is drawn?", """It
             cannot happen: with the 12 Mask cards of assumption wendake.masks.cards and one
             drawn a year, seven years draw only 7, so the deck never runs out (the model
             would reshuffle the discards if it did).""",
             shown_by="tests/spec/wendake/test_open_questions.py::"
                      "test_the_mask_deck_never_runs_out_in_seven_years"),
        moot(Q.EMPTY, "Every Ghost card already has a Mask when a year starts: where does the "
             "new one go?", """It cannot happen: one Mask goes under a card each year and all
             are cleared after Years 3 and 6, so at most two of the three cards are covered
             when a year starts.""",
             shown_by="tests/spec/wendake/test_setup_and_year.py::"
                      "test_no_year_starts_with_every_ghost_card_masked"),
    ),
)
MASK_ROW = clause(
    "wendake.solo.year.mask-row",
    "The Mask's row gives the Ghost's three actions",
    """The row the Mask card marks gives the Ghost's three actions for the year:
    first on the card the Mask lies under, then on the cards to its right,
    wrapping round to the leftmost card.""",
    YEAR,
    asked=(
        assumed(Q.SCOPE, "Which row of the Ghost cards does each Mask card mark?",
                "wendake.masks.cards"),
        assumed(Q.SCOPE, "How many actions does the Ghost take a year?",
                "wendake.data.ghost-turns"),
        assumed(Q.SCOPE, "Which action is in each row of each Ghost card?",
                "wendake.ghost-cards.faces"),
        answered(Q.WORDING, """"Continues to the right, wrapping round": the Mask is under the
                 last card; which comes next?""", """The leftmost card: "A solo year" starts
                 with the card the Mask lies under, goes right and wraps round to the left, so
                 each of the three cards gives one action."""),
    ),
)
ALTERNATE = clause(
    "wendake.solo.year.alternate-turns",
    "Alternating turns",
    """You and the Ghost take turns one after the other, in turn order; you go
    first in Year 1.""",
    YEAR,
    asked=(
        answered(Q.TIMING, "Who goes first in Year 2 and after?", """Whoever went second the
                 year before: "Solo Restore" step 5 swaps the two Turn Order markers every
                 year."""),
        answered(Q.WORDING, """"Alternate turns": does each of you take all of one's actions in
                 a row?""", """No: one turn each in turn order ("A solo year"): you have 3
                 Action markers ("Your turns") and the Ghost takes one action a turn ("The
                 Ghost's turns"), so three turns each, one after the other."""),
    ),
)
THREE_MARKERS = clause(
    "wendake.solo.player.three-markers",
    "You have three Action markers",
    """You play your turns as usual but with only 3 Action markers, and you only
    take actions: your fourth marker stays in the Turn Order area.""",
    YOURS,
    asked=(
        assumed(Q.SCOPE, """What does your turn do in the whole games the project plays?""",
                "wendake.player.policy"),
        answered(Q.SCOPE, "Can you use the turn-order action with your fourth marker?", """No:
                 "Your turns" says you only take actions, and the fourth marker sits in the
                 Turn Order area."""),
    ),
)
INJURED_GO_HOME = clause(
    "wendake.solo.player.injured-ghost-natives",
    "Injured Ghost Natives go home",
    "A Ghost Native you injure goes back to the Ghost's Home, not to a Long House.",
    YOURS,
    asked=(
        answered(Q.SCOPE, """Can an injured Ghost Native come back onto the board later?""",
                 """Yes: it goes back to the Ghost's Home ("Your turns"), and the Ghost places
                 its Natives from there ("Ghost actions")."""),
        assumed(Q.TIE, """The stand-in player injures a Ghost Native in a territory with
                several: which one?""", "wendake.player.policy"),
    ),
)
GHOST_TURN = clause(
    "wendake.solo.ghost.turn",
    "The Ghost's turn",
    """On its turn the Ghost puts an Action marker on the action that this year's
    Mask row shows on the current Ghost card, and carries that action out.""",
    GHOSTS,
    asked=(
        answered(Q.UNAFFORDABLE, """Does the Ghost pay for its actions (a Progress tile's cost,
                 a Native's placement)?""", """No: "The Ghost's turns" has it place a marker
                 and carry the action out, and "Ghost actions" names no cost for any of
                 them."""),
        answered(Q.UNAFFORDABLE, """The action the Mask row shows cannot be carried out: does
                 the Ghost take another action instead?""", """No: the text gives it no other
                 action; its marker goes on the one the Mask row shows ("The Ghost's turns").
                 What that action does when it cannot be done in full is said action by
                 action: at Level 3 the disk stays; an empty level and an empty Home are
                 rulings wendake.progress-empty-levels and wendake.no-native-in-home."""),
        answered(Q.WORDING, """"The current Ghost card": which one is it on the Ghost's second
                 turn of a year?""", """The next card along: "A solo year" starts with the
                 card the Mask lies under and continues to the right, wrapping round."""),
    ),
)
MASKS_AWAY = clause(
    "wendake.solo.ghost.masks-away",
    "Masks leave after Years 3 and 6",
    """After Years 3 and 6 the Mask cards under the Ghost cards are cleared away.
    "The Ghost's turns" sends them to the bottom of the Mask discard pile;
    Restore step 5 says only that they are all removed. The model follows the
    first, and no decision can turn on the difference (see the questions
    below).""",
    GHOSTS, RESTORE,
    asked=(
        moot(Q.TEXTS_DIFFER, """"The Ghost's turns" sends the Masks under the Ghost cards to
             the bottom of the discard pile after Years 3 and 6; "Solo Restore" step 5 says to
             remove them all. Out of the game, or to the bottom of the discard pile?""",
             """No decision can turn on it: the discards come back only when the Mask deck
             runs out, and with the 12 Mask cards of assumption wendake.masks.cards and one
             drawn a year it never does. The model puts them at the bottom of the discard
             pile, as the first text says.""",
             shown_by="tests/spec/wendake/test_open_questions.py::"
                      "test_the_mask_deck_never_runs_out_in_seven_years"),
        answered(Q.TIMING, """"After Years 3 and 6": at which point of the Restore are the
                 Masks cleared?""", """In step 5, "New year": "Solo Restore" clears them there
                 (in place of turning the last one face down), before the next year's Mask is
                 drawn."""),
        moot(Q.WORDING, """In which order do the three Masks go to the bottom of the discard
             pile?""", """The same reason: the discard pile is never shuffled back in seven
             years, so its order is never read."""),
    ),
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
    asked=(
        answered(Q.TIMING, """Does turn order change at all between years, then?""", """Yes,
                 but only in step 5: "Solo Restore" keeps step 1 from changing it and swaps
                 the two markers in step 5, so whoever went first goes second."""),
    ),
)
RESTORE_ADVANCED = clause(
    "wendake.solo.restore.advanced-tile",
    "Restore 2: the Ghost's Advanced tile",
    """While you adjust your action grid as usual, the Ghost takes the Advanced
    Action tile above its disk out of the game; once both of you have chosen,
    its disk moves under the next tile to the right.""",
    RESTORE,
    asked=(
        assumed(Q.EMPTY, """The Ghost's disk has no tile to its right after the removal: where
                does it go?""", "wendake.tiles.pools"),
        answered(Q.WORDING, """"The next tile to the right": once the tile above the disk is
                 removed, is that the tile that stood right of it?""", """Yes: the disk moves
                 under the tile that follows the one the Ghost removed ("Solo Restore" step
                 2)."""),
        assumed(Q.TIMING, """You and the Ghost choose at the same time: may you take the very
                Advanced tile above the Ghost's disk, and if you do, what does the Ghost
                remove?""", "wendake.player.no-action-grid"),
    ),
)
RESTORE_MASK_DISK = clause(
    "wendake.solo.restore.mask-disk",
    "Restore 3: the Ghost's Mask disk",
    """Your Mask disk goes back to the Restore area; the Ghost's Mask disk moves
    to the next Mask space, dropping to the second row in Year 4.""",
    RESTORE,
    asked=(
        assumed(Q.WORDING, """"In Year 4 it moves down to the second row": at the Restore
                that ends Year 3, or during Year 4?""", "wendake.masks.cards"),
        moot(Q.SCOPE, "What does the Ghost's Mask disk do on its space?", """Nothing the
             Ghost decides reads it: the solo text only moves it. Whatever it blocks for you
             is a base-game matter the model leaves out."""),
    ),
)
RESTORE_PROGRESS = clause(
    "wendake.solo.restore.progress",
    "Restore 4: your Progress tiles",
    "You restore your Progress tiles as usual; the Ghost has nothing to do here.",
    RESTORE,
    no_example="This step is yours alone and the solo text adds nothing to it; the "
    "model has no Progress tiles of yours to restore.",
    asked=(
        answered(Q.EMPTY, """Are the Progress rows on the board refilled at Restore, where you
                 or the Ghost took tiles?""", """No: step 4 of "Solo Restore" restores only
                 your own Progress tiles ("restore yours"), nothing in the text lays a new
                 tile out, and "Ghost actions" expects a level to run empty. A tile taken is
                 gone."""),
        answered(Q.SCOPE, "Does the Ghost's Progress disk go back to Level 1 at Restore?",
                 """No: no Restore step moves it; only its take action sends it back to Level
                 1 ("Ghost actions")."""),
    ),
)
NEW_YEAR = clause(
    "wendake.solo.restore.new-year",
    "Restore 5: a new year",
    """The Ghost's Action markers go back on its cards; the last Mask card under
    the Ghost cards is turned face down (after Years 3 and 6 all of them are
    removed); the two Turn Order markers swap places, so whoever went first now
    goes second; the round marker advances, and the game ends after Year 7.""",
    RESTORE,
    asked=(
        ruled(Q.WORDING, """The Mask turned face down here: does it still count as the card's
              Mask when next year's Mask is slid under "the leftmost Ghost card that has
              none"?""", "wendake.face-down-mask"),
        answered(Q.WORDING, """"The last Mask card": which one?""", """The one slid under a
                 Ghost card at the start of this year ("A solo year"), the only one face
                 up."""),
    ),
)
PROGRESS_UP = clause(
    "wendake.solo.action.progress-up",
    "Ghost action: Progress disk up",
    """The Ghost moves its disk beside the Progress tiles up one level; at Level 3
    it stays where it is.""",
    ACTIONS,
    asked=(
        answered(Q.UNAFFORDABLE, "The disk is already at Level 3: what then?", """It stays
                 there: "Ghost actions" says so; the action is spent."""),
        answered(Q.SCOPE, "Does moving the disk up take a tile, or score?", """No: "Ghost
                 actions" has it move the disk only; the tile is taken by another action."""),
    ),
)
TAKE_PROGRESS = clause(
    "wendake.solo.action.take-progress",
    "Ghost action: take a Progress tile",
    """The Ghost removes the leftmost Progress tile of its disk's level, then its
    disk goes back to Level 1. If that level has no tile left, it takes a tile
    from the next lower level; the text does not say which tile of that level
    (ruling wendake.lower-level-tile).""",
    ACTIONS,
    asked=(
        ruled(Q.EMPTY, """The disk's level is empty, and so is the next lower level (or there
              is none): where does the tile come from, and does the disk still go back to
              Level 1?""", "wendake.progress-empty-levels"),
        ruled(Q.WORDING, """The disk's level is empty, so the Ghost "takes a tile from the
              next lower level": which tile of that level? The text says leftmost only of
              the disk's own level.""", "wendake.lower-level-tile"),
        answered(Q.EMPTY, """Is the gap left by a removed tile refilled from a pile?""", """No:
                 "Ghost actions" has the Ghost take from the next lower level when a level is
                 empty, so levels are expected to run out; nothing in the text refills them,
                 and "Solo Restore" restores only your own tiles."""),
        moot(Q.WORDING, """"Leftmost": after tiles have gone, do the rest slide left, or is
             the leftmost the first tile still there?""", """Either way the leftmost is the
             same tile, the first still in the row: sliding does not change their order."""),
        answered(Q.SCOPE, "Does the Ghost score or use the tile it takes?", """No: "Ghost
                 actions" only has it remove the tile; nothing gives it points or a power."""),
    ),
)
SCORE_ACTION = clause(
    "wendake.solo.action.score",
    "Ghost action: score",
    "The Ghost advances one of its score disks by 1, raising its final score by 1.",
    ACTIONS,
    asked=(
        assumed(Q.TIE, "Which of its two score disks does the Ghost advance?",
                "wendake.score-disks.split"),
    ),
)
NATIVE_ACTION = clause(
    "wendake.solo.action.native",
    "Ghost action: move a Native",
    "The Ghost moves a Native of the kind shown into a flagged territory (see below).",
    ACTIONS,
    asked=(
        ruled(Q.EMPTY, """The Ghost has no Native of the kind shown left in its Home: what
              happens?""", "wendake.no-native-in-home"),
        ruled(Q.TIE, """Under the reading that takes a Native off the board: which of several
              of its Natives in a territory does it take?""", "wendake.space-in-territory"),
        answered(Q.WORDING, """"A Native of that kind": which kind?""", """The one the symbol
                 shows: Warrior, Woman or Hunter ("Ghost actions"); "Where the Ghost's Natives
                 go" says where each kind goes."""),
    ),
)
BLANKET = clause(
    "wendake.solo.natives.blanket",
    "The blanket picks the flag",
    """The blanket at the foot of this year's Mask card lies on a red (English)
    or a yellow (French) oval: the Ghost's Natives go to territories of that
    flag.""",
    NATIVES,
    asked=(
        assumed(Q.SCOPE, "Which Mask cards put the blanket on which oval?",
                "wendake.masks.cards"),
        answered(Q.WORDING, """"This year's Mask card": in Year 2 there are two Masks under the
                 cards; whose blanket counts?""", """This year's, the one drawn at the start
                 of the year ("A solo year"); last year's lies face down ("Solo Restore" step
                 5)."""),
    ),
)
NEAR_FAR = clause(
    "wendake.solo.natives.near-far",
    "Near and far territories",
    """Each flag has a near and a far territory, counted in steps from the
    Ghost's Home. From either Home the nearer English territory is the big one,
    and the nearer French territory is the one on the Ghost's side.""",
    NATIVES,
    asked=(
        assumed(Q.SCOPE, """Which territories of each flag are they, and how many fields and
                forests has each?""", "wendake.map.territories"),
        answered(Q.TIE, """The two territories of a flag are equally many steps from the
                 Ghost's Home: which is near?""", """The text settles it without counting:
                 from either Home the big English territory is the near one and the French
                 one on the Ghost's side is the near one ("Where the Ghost's Natives go")."""),
    ),
)
WARRIOR = clause(
    "wendake.solo.natives.warrior",
    "A Warrior becomes a Guard",
    """If the Ghost has no more Guards in the near territory than in the far one,
    its Warrior goes to the near territory as a Guard; otherwise to the far one.
    Ghost Warriors never attack.""",
    NATIVES,
    asked=(
        answered(Q.TIE, "The Ghost has as many Guards near as far: where does the Warrior go?",
                 """Near: "Where the Ghost's Natives go" sends it near unless the Ghost has
                 more Guards near than far; equal is not more."""),
        answered(Q.SCOPE, "Does your Guard in the territory stop the Ghost's Warrior?", """No:
                 Ghost Warriors never attack ("Where the Ghost's Natives go"); the Warrior
                 simply goes there as a Guard."""),
        assumed(Q.EMPTY, "Is there a limit to the Guards a territory can hold?",
                "wendake.map.territories"),
    ),
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
    asked=(
        answered(Q.TIE, "The Ghost has as many Women near as far: which territory?", """Near:
                 the same comparison as for Warriors ("Where the Ghost's Natives go"); equal
                 is not more."""),
        ruled(Q.TIE, """Several fields of the chosen territory are free: which one does the
              Woman take?""", "wendake.space-in-territory"),
        ruled(Q.TIE, """Every field is taken and several hold your pieces: which one is
              attacked?""", "wendake.attack-target"),
        ruled(Q.WORDING, """"One holds your Native": is a territory where your only pieces
              are Outposts attacked?""", "wendake.outpost-only-attack"),
        ruled(Q.EMPTY, """The chosen territory is full of Ghost Natives while the other still
              has room: none of the three steps applies. What happens?""",
              "wendake.chosen-territory-full"),
        assumed(Q.SCOPE, "How many fields does each flagged territory have?",
                "wendake.map.territories"),
    ),
)
ATTACK = clause(
    "wendake.solo.natives.attack",
    "How the Ghost attacks",
    """An attacked Woman of yours is injured and a Ghost Woman takes her place;
    an attacked Outpost of yours is injured and nothing is placed; if a Guard of
    yours protects the territory, the Guard is injured instead and your Native
    stays. Whether a Guard also keeps an attacked Outpost is ruling
    wendake.guard-protects-outpost; the text does not say when your Guard
    "protects the territory", and whether Ghost Guards there stop it is ruling
    wendake.guard-against-ghost-guards.""",
    NATIVES,
    asked=(
        ruled(Q.TIE, """Several of your pieces are in the chosen territory's fields: which one
              does the Ghost attack?""", "wendake.attack-target"),
        ruled(Q.WORDING, """Your Guard protects the territory and the Ghost attacks your
              Outpost: does the Guard keep the Outpost too?""",
              "wendake.guard-protects-outpost"),
        ruled(Q.SCOPE, """Is an Outpost of yours attacked when it is your only piece in the
              territory?""", "wendake.outpost-only-attack"),
        assumed(Q.SCOPE, """Where do your injured Outpost and your injured Natives go?""",
                "wendake.attack.outpost-returns"),
        assumed(Q.SCOPE, "Where do Outposts stand: on the fields and forests?",
                "wendake.map.territories"),
        ruled(Q.WORDING, """"If your Guard protects the territory": does any Guard of yours
              there protect it, or can Ghost Guards in the same territory take that
              protection away?""", "wendake.guard-against-ghost-guards"),
        answered(Q.WORDING, """You have two Guards in the territory: how many are injured?""",
                 """One: "Where the Ghost's Natives go" speaks of the Guard being injured, one
                 attack and one Guard; your other Guards stay."""),
    ),
)
HUNTER = clause(
    "wendake.solo.natives.hunter",
    "Where a Hunter goes",
    """As for Women, counting Hunters and using forests instead of fields. The far
    English territory has 2 forests and the near one 1, so with one Ghost Hunter
    in each, the next one goes to the far territory.""",
    NATIVES,
    asked=(
        assumed(Q.SCOPE, "How many forests has each English territory?",
                "wendake.data.english-forests"),
        assumed(Q.SCOPE, "And the French territories?", "wendake.map.territories"),
        ruled(Q.TEXTS_DIFFER, """The booklet's example sends the next Hunter to the far
              territory when the near one's forest holds a Ghost Hunter, but the steps as
              written give no outcome there (no free forest, nothing of yours to attack, and
              not both territories full). Which holds?""", "wendake.chosen-territory-full"),
        ruled(Q.TIE, "Several forests are free: which one does the Hunter take?",
              "wendake.space-in-territory"),
        ruled(Q.WORDING, """Only Outposts of yours stand in the forests: does the Hunter
              attack?""", "wendake.outpost-only-attack"),
        answered(Q.TIE, "As many Ghost Hunters near as far: which territory?", """Near, by the
                 Warriors' comparison ("Where the Ghost's Natives go"): equal is not more.
                 The booklet's example, where the next Hunter goes far, is the case of a near
                 territory whose one forest is taken, which ruling
                 wendake.chosen-territory-full holds."""),
    ),
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
    asked=(
        answered(Q.SCOPE, """Must the Ghost have a Guard in the territory for its Woman or
                 Hunter to attack?""", """No: "Where the Ghost's Natives go" says they attack
                 without needing a Warrior."""),
        ruled(Q.SCOPE, """Then do Ghost Guards standing in the territory play any part in the
              attack, such as cancelling your Guard's protection?""",
              "wendake.guard-against-ghost-guards"),
    ),
)
OBJECTIVES = clause(
    "wendake.solo.end.objectives",
    "Objectives on the Ghost cards",
    "Each Ghost card carries an Objective, a letter from A to H, checked at the end.",
    END,
    asked=(
        assumed(Q.SCOPE, "What does each Objective A to H ask for?", "wendake.objectives.texts"),
        assumed(Q.SCOPE, "Which Objective is on which side of which card?",
                "wendake.ghost-cards.faces"),
        answered(Q.TIMING, """Is an Objective checked when you complete it, or only at the
                 end?""", """At the end: "Objectives and the end" says each is checked
                 then."""),
    ),
)
OBJECTIVE_POINTS = clause(
    "wendake.solo.end.objective-points",
    "What an Objective is worth",
    """Score as in a normal game, then add each Objective you completed: 3 points
    on Easy, 2 on Medium, 1 on Hard.""",
    END,
    asked=(
        assumed(Q.SCOPE, "What is a completed Objective worth on each level?",
                "wendake.data.objective-points"),
        answered(Q.SCOPE, "Does the Ghost score the Objectives you did not complete?", """No:
                 "Objectives and the end" adds completed Objectives to your score only; the
                 Ghost's total is its two score disks."""),
    ),
)
WIN = clause(
    "wendake.solo.end.win",
    "Who wins",
    """You win if your total is higher than the Ghost's, which is its two score
    disks added together.""",
    END,
    asked=(
        answered(Q.TIE, "Equal totals: who wins?", """The Ghost: you must beat its total
                 ("Objectives and the end")."""),
        answered(Q.WORDING, """"Its two score disks added together": added how, when each sits
                 on its own Score Track?""", """Simply summed: the points each disk shows,
                 added ("Objectives and the end")."""),
    ),
)
TURTLE_TIP = clause(
    "wendake.solo.end.turtle-tip",
    "The booklet's tip on Turtle points",
    """A tip, not a rule: count your Level 3 and 4 Turtle points as you take the
    tiles and leave only Level 5 for the end.""",
    END,
    no_example="A bookkeeping tip for you; it changes no decision of the Ghost and "
    "no total, which is what the encoding's test shows.",
    asked=(
        moot(Q.TIMING, """Does it matter whether you count your Level 3 and 4 Turtle points
             as you take them or at the end?""", """No: it is a bookkeeping tip; the total is
             the same either way and no Ghost decision reads it."""),
    ),
)

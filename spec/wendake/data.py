"""Default components for the Ghost game, each with where it comes from.

The seed gives the counts the solo game changes (3 of 4 Ghost cards, 21
Natives, 4 Progress tiles per level, 7 years, the Objective values) and one
fact about the map (the English forests). Card faces, Mask cards, the other
territory sizes and Objective texts are unknown: the defaults below are the
project's own and are registered as assumptions.
"""

from spec.core.provenance import Provenance, assume

from . import clauses as c
from .model import Action, Difficulty, Flag, GhostCard, MaskCard, Territory

A = Provenance.ASSUMED
COMMUNITY = Provenance.COMMUNITY
RULES = Provenance.RULES_TEXT

YEARS = 7
GHOST_TURNS_PER_YEAR = 3
PLAYER_ACTIONS_PER_YEAR = 3
MASK_CLEAR_AFTER = (3, 6)
NATIVES_PER_KIND = 7
PROGRESS_PER_LEVEL = 4
PROGRESS_LEVELS = 3
CARDS_IN_PLAY = 3
OBJECTIVE_POINTS = {Difficulty.EASY: 3, Difficulty.MEDIUM: 2, Difficulty.HARD: 1}
for _id, _text, _clause in (
    ("wendake.data.years", "The game lasts 7 years; Masks are cleared after Years 3 and 6.",
     c.SEVEN_YEARS.id),
    ("wendake.data.ghost-turns", "The Ghost takes 3 actions a year, one per Ghost card.",
     c.MASK_ROW.id),
    ("wendake.data.natives", "Each tribe has 21 Natives, 7 of each kind.", c.GHOST_NATIVES.id),
    ("wendake.data.progress", "4 Progress tiles lie on each of the 3 levels.", c.BOARD.id),
    ("wendake.data.objective-points", "A completed Objective is worth 3 points on Easy, 2 on "
     "Medium, 1 on Hard.", c.OBJECTIVE_POINTS.id),
    ("wendake.data.english-forests", "The far English territory has 2 forests, the near one 1.",
     c.HUNTER.id),
):
    assume(_id, _text, RULES, _clause)

# The Ghost cards: 4 cards, two sides each. Faces unknown.
GHOST_CARDS = (
    (GhostCard("G1a", 10, "A", (Action.WOMAN, Action.PROGRESS_UP, Action.SCORE, Action.HUNTER)),
     GhostCard("G1b", 12, "B", (Action.WARRIOR, Action.TAKE_PROGRESS, Action.WOMAN,
                                Action.SCORE))),
    (GhostCard("G2a", 11, "C", (Action.HUNTER, Action.WARRIOR, Action.TAKE_PROGRESS,
                                Action.PROGRESS_UP)),
     GhostCard("G2b", 9, "D", (Action.SCORE, Action.WOMAN, Action.HUNTER, Action.WARRIOR))),
    (GhostCard("G3a", 10, "E", (Action.PROGRESS_UP, Action.HUNTER, Action.WARRIOR,
                                Action.WOMAN)),
     GhostCard("G3b", 13, "F", (Action.TAKE_PROGRESS, Action.SCORE, Action.PROGRESS_UP,
                                Action.HUNTER))),
    (GhostCard("G4a", 11, "G", (Action.WARRIOR, Action.WOMAN, Action.SCORE,
                                Action.TAKE_PROGRESS)),
     GhostCard("G4b", 12, "H", (Action.WOMAN, Action.HUNTER, Action.PROGRESS_UP,
                                Action.WARRIOR))),
)
ALL_SIDES = tuple(side for card in GHOST_CARDS for side in card)
assume(
    "wendake.ghost-cards.faces",
    """The 4 Ghost cards (G1 to G4, sides a and b) print 9 to 13 points, one
    Objective letter per side (A to H in order), and 4 action rows each, one
    action per row. No public source shows the faces.""",
    A,
    c.GHOST_CARDS.id, c.MASK_ROW.id, c.OBJECTIVES.id,
)
assume(
    "wendake.setup.card-order",
    """The text lets you lay the three Ghost cards "in any order", a free choice
    the player makes. A game set up from a seed lays them left to right in the
    order the shuffle dealt them, which is a random order; a situation file
    names any order it likes. The order matters: the first Mask goes under the
    leftmost card, and each year's three actions run rightwards from the card
    the Mask lies under.""",
    A,
    c.GHOST_CARDS.id,
)

# The Mask cards.
MASK_ROWS = 4
MASK_CARDS = tuple(
    MaskCard(f"M{i + 1}", i % MASK_ROWS, Flag.ENGLISH if (i // MASK_ROWS) % 2 == 0
             else Flag.FRENCH)
    for i in range(12)
)
MASK_SPACES = (3, 4)  # spaces on the first and second row of the Mask track
assume(
    "wendake.masks.cards",
    """The Mask deck has 12 cards. Card Mn marks row (n-1) mod 4 of the Ghost
    cards; M1-M4 and M9-M12 have the blanket on the English oval, M5-M8 on the
    French one. The Mask track has 3 spaces on its first row and 4 on its
    second, so the Ghost's Mask disk drops to the second row at the Restore
    that starts Year 4 (the seed says only "in Year 4").""",
    A,
    c.MASK_CARD.id, c.BLANKET.id, c.RESTORE_MASK_DISK.id, c.GHOST_DISKS.id, c.MASK_ROW.id,
)

# The four flagged territories the Ghost uses.
TERRITORIES = (
    Territory("english-near", Flag.ENGLISH, 1, (None,) * 4, (None,) * 1),
    Territory("english-far", Flag.ENGLISH, 2, (None,) * 2, (None,) * 2),
    Territory("french-near", Flag.FRENCH, 1, (None,) * 2, (None,) * 1),
    Territory("french-far", Flag.FRENCH, 2, (None,) * 2, (None,) * 2),
)
assume(
    "wendake.map.territories",
    """Of the map the model keeps the four flagged territories the Ghost uses,
    with their distance in steps from the Ghost's Home (near 1, far 2). Fields:
    English near (the big one) 4, English far 2, French near (the Ghost's side)
    2, French far 2. Forests: French near 1, French far 2 (the English forests
    are in the seed). Each field or forest holds one piece; Guards are
    unlimited. Outposts stand on fields or forests.""",
    A,
    c.NEAR_FAR.id, c.WOMAN.id, c.HUNTER.id, c.ATTACK.id, c.WARRIOR.id,
)

# Progress and Advanced tiles.
PROGRESS_POOL = tuple(tuple(f"P{level}-{i:02d}" for i in range(1, 9)) for level in (1, 2, 3))
ADVANCED_POOL = tuple(f"A{i:02d}" for i in range(1, 13))
ADVANCED_FACE_UP = 8
assume(
    "wendake.tiles.pools",
    """Each Progress level draws its 4 tiles from 8 (named P1-01 and so on) and
    lays them in a row in the order of their names; 8 of 12 Advanced Action
    tiles lie face up in a row, left to right. When the
    Ghost's disk has no tile to its right it stays under nothing.""",
    A,
    c.BOARD.id, c.RESTORE_ADVANCED.id, c.GHOST_DISKS.id,
)
assume(
    "wendake.score-disks.split",
    """The two score disks split the printed total as evenly as possible; the
    Ghost's score action advances the lower disk (the first on a tie). Only
    their sum counts.""",
    A,
    c.SCORE_DISKS.id, c.SCORE_ACTION.id,
)

# Objectives. Their texts are unknown: these conditions are the project's own.
OBJECTIVE_TEXTS = {
    "A": "at least 3 of your Women on fields",
    "B": "at least 3 of your Hunters in forests",
    "C": "at least 2 of your Guards in English territories",
    "D": "at least 2 of your Guards in French territories",
    "E": "a piece of yours in every flagged territory",
    "F": "more pieces than the Ghost in the English territories",
    "G": "more pieces than the Ghost in the French territories",
    "H": "none of your Natives injured",
}
assume(
    "wendake.objectives.texts",
    "The Objectives A to H are modelled as: " + "; ".join(
        f"{k}: {v}" for k, v in OBJECTIVE_TEXTS.items()) + ".",
    A,
    c.OBJECTIVES.id,
)

# Your pieces and the stand-in player.
PLAYER_OUTPOSTS = 4
TURN_POINTS = (0, 2)
assume(
    "wendake.player.policy",
    """Whole games model your turns with a seeded stand-in. Each of your 3
    actions a year is one of, at random: place a Woman on a free field or a
    Hunter in a free forest of a flagged territory, place a Guard, place an
    Outpost (you have 4), take the leftmost Progress tile of a level, or injure
    a Ghost Native on the board (in the territory drawn, the first Ghost Woman,
    then Hunter, in the order of the spaces, else a Ghost Guard); each action
    scores 0 to 2 points. None of this is in the solo text.""",
    A,
    c.THREE_MARKERS.id, c.INJURED_GO_HOME.id,
)
assume(
    "wendake.attack.outpost-returns",
    """An Outpost of yours injured by the Ghost goes back to your supply; an
    injured Native or Guard goes to your Long House.""",
    A,
    c.ATTACK.id,
)

# What the model leaves out of the player's side, stated so that a question
# that needs it is not answered quietly.
assume(
    "wendake.player.no-action-grid",
    """The model has no action grid of yours: you never take an Advanced tile at
    Restore, so the Ghost always removes the tile above its disk. Whether you may
    take that very tile, and what the Ghost then removes, is a question Automa
    cannot pose yet.""",
    A,
    c.RESTORE_ADVANCED.id,
)

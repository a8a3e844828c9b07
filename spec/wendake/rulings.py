"""Where the Wendake Ghost text leaves a question open, and its readings."""

from spec.core.rulings import Option, Reading, RulingKind, ruling

from . import clauses as c

W = "examples/wendake/"


class FullOfGhosts(Reading):
    OTHER_TERRITORY = "other-territory"
    NOTHING = "nothing"


FULL_OF_GHOSTS = ruling(
    "wendake.chosen-territory-full",
    """The comparison picks a territory whose fields (or forests) all hold Ghost
    Natives, none of yours, while the other territory of the flag still has
    room. The steps as written give no outcome (no free space, nothing to
    attack, and not both territories full), yet the booklet's Hunter example
    sends the Native to the other territory. What happens?""",
    RulingKind.CONTRADICTION,
    (
        Option("other-territory", "The Native goes to the other territory of the flag, "
               "where the same steps apply (free space, else attack).",
               "The only reading that agrees with the booklet's own Hunter example."),
        Option("nothing", "Nothing happens: none of the three steps applies.",
               "The steps read literally, ignoring the example."),
    ),
    FullOfGhosts.OTHER_TERRITORY,
    (c.WOMAN.id, c.HUNTER.id),
    W + "hunter-example.toml",
)


class ProgressEmpty(Reading):
    LOWER_LEVELS = "lower-levels"
    NEXT_LOWER_ONLY = "next-lower-only"
    ANY_LEVEL = "any-level"


PROGRESS_EMPTY = ruling(
    "wendake.progress-empty-levels",
    """The Ghost must take a Progress tile but the level of its disk is empty,
    and so is the next lower level (or there is none, at Level 1). Where does
    the tile come from?""",
    RulingKind.SILENT,
    (
        Option("lower-levels", "Each lower level in turn; if all are empty, no tile is "
               "taken. The disk still returns to Level 1.",
               "Extends 'the next lower level' as far as it goes, and no further."),
        Option("next-lower-only", "Only the next lower level; if it is empty too, no "
               "tile is taken.",
               "The text names one level and no more."),
        Option("any-level", "Lower levels first, then the higher levels, from Level 1 "
               "up.",
               "The Ghost should not lose its action while tiles remain."),
    ),
    ProgressEmpty.LOWER_LEVELS,
    (c.TAKE_PROGRESS.id,),
    W + "progress-all-empty.toml",
)


class LowerTile(Reading):
    LEFTMOST = "leftmost"
    RANDOM = "random"


LOWER_TILE = ruling(
    "wendake.lower-level-tile",
    """The level of the Ghost's disk has no Progress tile left, so it takes a
    tile from the next lower level. The text says "leftmost" only of the disk's
    own level; of the lower level it says "a tile". Which tile of that level
    does the Ghost take?""",
    RulingKind.SILENT,
    (
        Option("leftmost", "The leftmost tile of that level, as on the disk's own level.",
               "The action has one rule for which tile goes, the leftmost; the lower level "
               "only changes where it looks, not how it picks."),
        Option("random", "One tile of that level, drawn at random.",
               "The text names the leftmost for the disk's level and, a clause later, only "
               "\"a tile\" for the lower one: read as deliberately open, so no tile is "
               "favoured; at the table, a die decides."),
    ),
    LowerTile.LEFTMOST,
    (c.TAKE_PROGRESS.id,),
    W + "take-progress-lower-tile.toml",
)


class FaceDownMask(Reading):
    COUNTS = "counts"
    DOES_NOT_COUNT = "does-not-count"


FACE_DOWN_MASK = ruling(
    "wendake.face-down-mask",
    """From Year 2 on, the Mask card under a Ghost card may lie face down. Does
    that card still count as 'having one' when the next Mask is slid under the
    leftmost card without one?""",
    RulingKind.AMBIGUOUS,
    (
        Option("counts", "Yes: a face-down Mask still counts, so the new Mask goes under "
               "the next card along.",
               "Makes the Ghost cards take turns as the first card of a year, which the "
               "clearing after Years 3 and 6 suggests."),
        Option("does-not-count", "No: only a face-up Mask counts, so the new Mask goes on "
               "top of the face-down one under the leftmost card.",
               "Reads 'has one' as 'shows one'."),
    ),
    FaceDownMask.COUNTS,
    (c.MASK_CARD.id, c.NEW_YEAR.id),
    W + "mask-year-two.toml",
)


class NoNativeHome(Reading):
    NOTHING = "nothing"
    MOVE_FROM_BOARD = "move-from-board"


NO_NATIVE_HOME = ruling(
    "wendake.no-native-in-home",
    """The Ghost must move a Native of a kind it has none left of in its Home.
    What happens?""",
    RulingKind.SILENT,
    (
        Option("nothing", "Nothing: the action is spent.",
               "Nothing can be moved from an empty Home."),
        Option("move-from-board", "The Ghost takes one of its Natives of that kind from a "
               "territory of the other flag (the first in map order) and places it by the "
               "usual steps; if there is none, nothing happens.",
               "'Moves a Native' need not mean 'from its Home'."),
    ),
    NoNativeHome.NOTHING,
    (c.NATIVE_ACTION.id,),
    W + "no-woman-at-home.toml",
)


class AttackTarget(Reading):
    FIRST_SPACE = "first-space"
    PREFER_NATIVE = "prefer-native"
    PREFER_OUTPOST = "prefer-outpost"


ATTACK_TARGET = ruling(
    "wendake.attack-target",
    """Every field (or forest) of the chosen territory is taken and several hold
    pieces of yours. Which one does the Ghost attack?""",
    RulingKind.SILENT,
    (
        Option("first-space", "The first of your pieces in the order of the territory's "
               "spaces.",
               "A fixed order anyone at the table can apply."),
        Option("prefer-native", "A Native of yours before an Outpost (first space among "
               "them).",
               "Attacking a Native gains the Ghost a space; an Outpost gains it nothing."),
        Option("prefer-outpost", "An Outpost of yours before a Native.",
               "Outposts are what you build the territory on; hurting them hurts most."),
    ),
    AttackTarget.FIRST_SPACE,
    (c.WOMAN.id, c.ATTACK.id),
    W + "attack-choice.toml",
)


class SpaceInTerritory(Reading):
    FIRST = "first"
    LAST = "last"
    RANDOM = "random"


SPACE_IN_TERRITORY = ruling(
    "wendake.space-in-territory",
    """The Ghost's Woman (Hunter) lands in a territory with several free fields
    (forests), or, under reading move-from-board of wendake.no-native-in-home,
    the Ghost takes one of several of its Natives of a kind off a territory.
    The text names the territory, never the space. Which space is it? The
    spaces are not interchangeable: under reading first-space of
    wendake.attack-target the Ghost attacks your first piece in the order of the
    spaces, and the space the Ghost fills or frees decides where in that order
    your later pieces can stand, and so which of them a later attack reaches.""",
    RulingKind.SILENT,
    (
        Option("first", "The first such space in the order of the territory's spaces: the "
               "first free one to land on, the first holding a Ghost Native of the kind to "
               "take from.",
               "One fixed order anyone at the table can apply, the order the attack-target "
               "reading first-space counts in."),
        Option("last", "The last such space in that order.",
               "Just as fixed; the text favours neither end of the row."),
        Option("random", "One of those spaces, drawn at random.",
               "The text favours no space, so the Ghost should not either; at the table, a "
               "die decides."),
    ),
    SpaceInTerritory.FIRST,
    (c.WOMAN.id, c.HUNTER.id, c.NATIVE_ACTION.id),
    W + "woman-which-field.toml",
)


class OutpostOnly(Reading):
    ATTACKED = "attacked"
    NATIVES_ONLY = "natives-only"


OUTPOST_ONLY = ruling(
    "wendake.outpost-only-attack",
    """Every field (forest) of the chosen territory is taken, and the only pieces
    of yours there are Outposts. The text has the Ghost attack when a field
    holds 'your Native', then lists an attacked Outpost among the outcomes. Is
    a territory where you have only Outposts attacked?""",
    RulingKind.AMBIGUOUS,
    (
        Option("attacked", "Yes: any piece of yours, a Native or an Outpost, lets the Ghost "
               "attack, and it attacks the Outpost.",
               "The outcomes the text lists include an injured Outpost, so an Outpost is a "
               "piece the Ghost attacks; 'your Native' is read loosely."),
        Option("natives-only", "No: the attack step needs a Native of yours in the "
               "territory. With only Outposts of yours there, none of the three steps "
               "applies, as when the territory is full of Ghost Natives, and ruling "
               "wendake.chosen-territory-full decides what happens. (Where a Native of yours "
               "is there too, the Ghost still attacks, and may attack an Outpost.)",
               "The condition read as written: one field holds your Native.",
               c.NATIVES),
    ),
    OutpostOnly.ATTACKED,
    (c.WOMAN.id, c.HUNTER.id, c.ATTACK.id),
    W + "woman-attacks-outpost.toml",
)


class GuardProtects(Reading):
    ANY_PIECE = "any-piece"
    NATIVES_ONLY = "natives-only"


GUARD_PROTECTS = ruling(
    "wendake.guard-protects-outpost",
    """The Ghost attacks an Outpost of yours in a territory where a Guard of yours
    stands. The text says that if your Guard protects the territory, the Guard
    is injured and 'your Native' stays. Does the Guard protect the Outpost?""",
    RulingKind.AMBIGUOUS,
    (
        Option("any-piece", "Yes: the Guard protects the territory, so it is injured "
               "whatever piece of yours was attacked, and the Outpost stays.",
               "The Guard protects the territory, not one piece; 'your Native stays' names "
               "the usual case."),
        Option("natives-only", "No: a Guard protects your Natives only; the Outpost is "
               "injured and the Guard stays.",
               "The text names only a Native as what the Guard keeps.",
               c.NATIVES),
    ),
    GuardProtects.ANY_PIECE,
    (c.ATTACK.id,),
    W + "guard-and-outpost.toml",
)


class CardSides(Reading):
    RANDOM = "random"
    FEWER_POINTS = "fewer-points"
    MORE_POINTS = "more-points"


CARD_SIDES = ruling(
    "wendake.ghost-card-sides",
    """The three Ghost cards are laid 'either side up and in any order': the
    text leaves the side of each card to the player, and the side sets the
    Ghost's printed points, so its score, and its actions. Which side is up
    when a game is set up (a situation file can always name the sides)?""",
    RulingKind.SILENT,
    (
        Option("random", "Each card's side at random (seeded), as a shuffled card falls.",
               "'Either side' read as: it does not matter which; the text asks for no "
               "choice, so none is made."),
        Option("fewer-points", "Each card with its side of fewer printed points up (on equal "
               "points, side a): the player picks the weaker Ghost.",
               "'Either side' read as the player's free choice, made for an easier game.",
               c.SETUP),
        Option("more-points", "Each card with its side of more printed points up (on equal "
               "points, side a): the player picks the stronger Ghost.",
               "'Either side' read as the player's free choice, made for a harder game.",
               c.SETUP),
    ),
    CardSides.RANDOM,
    (c.GHOST_CARDS.id,),
    W + "ghost-card-sides.toml",
)


class GhostGuards(Reading):
    ANY_GUARD = "any-guard"
    UNMATCHED_GUARD = "unmatched-guard"


GHOST_GUARDS = ruling(
    "wendake.guard-against-ghost-guards",
    """The Ghost's Woman (Hunter) attacks in a territory where a Guard of yours
    stands, and Ghost Guards stand there too. The text has your Guard injured,
    and your piece kept, 'if your Guard protects the territory', without saying
    when a Guard does. Does it protect the territory whatever Guards the Ghost
    has there?""",
    RulingKind.AMBIGUOUS,
    (
        Option("any-guard", "Yes: any Guard of yours in the territory protects it; the "
               "Ghost's Guards play no part in the attacks of its Women and Hunters.",
               "The solo text has the Ghost's Women and Hunters attack without needing a "
               "Warrior, so it gives the Ghost's Guards no role in their attacks; 'if your "
               "Guard protects the territory' names the case where you have one there.",
               c.NATIVES),
        Option("unmatched-guard", "Only if your Guards there outnumber the Ghost's: each "
               "Ghost Guard holds one of yours in check, and only a Guard of yours left over "
               "protects the territory. Otherwise the attack goes ahead as if you had no "
               "Guard there.",
               "'If your Guard protects the territory' is a condition, not a given: a Guard "
               "standing there does not protect it in every case, and a Ghost Guard facing "
               "it is the case the text leaves open."),
    ),
    GhostGuards.ANY_GUARD,
    (c.ATTACK.id, c.NO_WARRIOR_NEEDED.id),
    W + "guard-against-ghost-guard.toml",
)

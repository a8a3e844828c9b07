"""Where Alfred's two sources disagree or leave a question open, and the readings."""

from spec.core.clauses import Source
from spec.core.rulings import Option, Reading, RulingKind, ruling

from . import clauses as cs

W = "examples/darwins-journey/"


class AcademyColourSource(Reading):
    SELECTED_WORKER = "selected-worker"
    RECEIVING_ROW = "receiving-row"


ACADEMY_COLOUR_SOURCE = ruling(
    "darwins_journey.alfred.academy-colour",
    """Which leftmost seal sets the colour Alfred prefers at the Academy? The
    rulebook names the selected worker's leftmost seal; the short description
    names the leftmost seal of the row that receives the new seal.""",
    RulingKind.SOURCE_DIVERGENCE,
    (
        Option("selected-worker", "The leftmost seal of the worker Alfred placed.",
               "The rulebook's words."),
        Option("receiving-row", "The leftmost seal of the row the seal goes to.",
               "The short description's words; the row the seal joins."),
    ),
    AcademyColourSource.SELECTED_WORKER,
    (cs.ACADEMY_COLOUR.id,),
    W + "alfred-academy-colour.toml",
)


class LocationTie(Reading):
    LEFT_MOST = "left-most"
    RIGHT_MOST = "right-most"


LOCATION_TIE = ruling(
    "darwins_journey.alfred.location-tie",
    """Two Main Diary locations are equally strong, need the same Temporary
    Knowledge, and the worker's leftmost matching seal matches both (a purple
    seal matches every colour). Where does Alfred go?""",
    RulingKind.AMBIGUOUS,
    (
        Option("left-most", "The one first in board order (left page before right, "
               "Main Diary 1 before 2).", "A fixed, checkable order."),
        Option("right-most", "The one last in board order.",
               "The mirror order, to show the choice matters."),
    ),
    LocationTie.LEFT_MOST,
    (cs.PRIORITY_COLOUR.id,),
    W + "alfred-location-tie.toml",
)


class KnowledgePurchase(Reading):
    SHORTFALL_AFTER_PURPLE = "shortfall-after-purple"
    IGNORE_PURPLE = "ignore-purple"


KNOWLEDGE_PURCHASE = ruling(
    "darwins_journey.alfred.knowledge-purchase",
    """Alfred buys Temporary Knowledge 'until he reaches the requirements'. Do
    his purple seals count toward the requirement first, so that he buys fewer?""",
    RulingKind.AMBIGUOUS,
    (
        Option("shortfall-after-purple", "Yes: purple seals count as any colour, as for "
               "every worker; he buys only what is still missing.",
               "The base rule for purple seals applies to Alfred too."),
        Option("ignore-purple", "No: he buys one for each seal of the colour he lacks.",
               "Reads the purchase as counting matching colours only."),
    ),
    KnowledgePurchase.SHORTFALL_AFTER_PURPLE,
    (cs.TEMPORARY_KNOWLEDGE.id,),
    W + "alfred-knowledge-purple.toml",
)


class BonusWrap(Reading):
    PAST_ONLY = "past-only"
    ON_LANDING = "on-landing"


BONUS_WRAP = ruling(
    "darwins_journey.alfred.bonus-wrap",
    """The bonus worker lands exactly on the last space of the Bonus track. The
    rulebook loops it back to the start only when it goes past the last space;
    the short description loops it back whenever it lands on or passes it.""",
    RulingKind.SOURCE_DIVERGENCE,
    (
        Option("past-only", "It stays on the last space; it goes back to the start when a "
               "later move takes it past.", "The rulebook's words."),
        Option("on-landing", "It goes back to the start at once. This is judged where a "
               "move ends: within a move the step after the last space is the left-most "
               "space, so a move of 2 from space 9 ends on space 1 while two moves of 1 end "
               "on space 2.", "The short description's words."),
    ),
    BonusWrap.PAST_ONLY,
    (cs.BONUS_WRAP.id,),
    W + "alfred-bonus-lands-on-last.toml",
)


class ReshuffleWhen(Reading):
    BOTH_FACE_UP = "both-face-up"
    LAST_TWO_DRAWN = "last-two-drawn"


RESHUFFLE_WHEN = ruling(
    "darwins_journey.alfred.reshuffle",
    """When is Alfred's Action deck reshuffled? The short description: when both
    cards with the Delivery icon lie face up. The rulebook says 'if both Alfred
    Action cards show a Delivery icon', which can also be read as the last two
    cards drawn.""",
    RulingKind.SOURCE_DIVERGENCE,
    (
        Option("both-face-up", "When both Delivery cards are among the face-up cards.",
               "The short description's words; the only reading that can always be checked."),
        Option("last-two-drawn", "When the last two cards drawn are the two Delivery cards; "
               "a deck drawn to the end without that is reshuffled too, since the rules "
               "never leave Alfred without a card.",
               "The rulebook's 'both Alfred Action cards' read as the two on show."),
    ),
    ReshuffleWhen.BOTH_FACE_UP,
    (cs.RESHUFFLE.id,),
    W + "alfred-reshuffle.toml",
)


class ColourPriority(Reading):
    LEFTMOST_MATCHING = "leftmost-matching"
    LEFTMOST_SEAL = "leftmost-seal"


COLOUR_PRIORITY = ruling(
    "darwins_journey.alfred.priority-colour",
    """Equally strong locations needing the same Temporary Knowledge: the rulebook
    prefers the one matching the worker's left-most matching seal; the short
    description the one matching the worker's left-most seal, which may match
    none of them.""",
    RulingKind.SOURCE_DIVERGENCE,
    (
        Option("leftmost-matching", "The location whose colour is that of the worker's "
               "left-most seal that matches one of them.", "The rulebook's words."),
        Option("leftmost-seal", "The location whose colour is that of the worker's left-most "
               "seal; if none matches, the tie stays.", "The short description's words."),
    ),
    ColourPriority.LEFTMOST_MATCHING,
    (cs.PRIORITY_COLOUR.id,),
    W + "alfred-priority-colour.toml",
)


class SkipResearch(Reading):
    ONLY_THE_OTHER = "only-the-other"
    REACH_BACK = "reach-back"


SKIP_RESEARCH = ruling(
    "darwins_journey.alfred.skip-research",
    """After Exploring, Alfred does the last two actions he crossed; a research
    among them is skipped. Does he then do only the other one (the rulebook), or
    reach back to the action before (one reading of the short description)?""",
    RulingKind.SOURCE_DIVERGENCE,
    (
        Option("only-the-other", "Only the other of the last two actions.",
               "The rulebook's words."),
        Option("reach-back", "The last two actions that are not research.",
               "The short description's 'skipping a research' read as passing over it."),
    ),
    SkipResearch.ONLY_THE_OTHER,
    (cs.EXPLORATION_SKIP_RESEARCH.id,),
    W + "alfred-exploration-research.toml",
)


class DeliverTie(Reading):
    UPPER_FIRST = "upper-first"
    LEFT_FIRST = "left-first"


DELIVER_TIE = ruling(
    "darwins_journey.alfred.deliver-tie",
    """Two Specimens Alfred may deliver earn the same Coins, and neither is both
    higher and further left in the Museum (row 1, column 3 against row 2,
    column 1). Both sources let you, the player, choose. Which does the model
    take for you?""",
    RulingKind.AMBIGUOUS,
    (
        Option("upper-first", "The one in the upper row.",
               "Reads 'top-left-most' top first, as text is read."),
        Option("left-first", "The one in the left-most column.",
               "Reads 'top-left-most' left first: your other choice."),
    ),
    DeliverTie.UPPER_FIRST,
    (cs.DELIVER_PLAYER_CHOICE.id,),
    W + "alfred-deliver-tie.toml",
)


class DeliverScope(Reading):
    ALWAYS = "always"
    MORE_THAN_TWO = "more-than-two"


DELIVER_SCOPE = ruling(
    "darwins_journey.alfred.deliver-priority",
    """When does Alfred's delivery priority (Specimens you researched too, then
    the most Coins) apply? The rulebook gives it for more than two valid
    Specimens; the short description ranks every delivery by it. With two valid
    Specimens and Coins for only one delivery, the two readings can deliver
    different ones.""",
    RulingKind.SOURCE_DIVERGENCE,
    (
        Option("always", "Always: shared first, then the most Coins, then top-left.",
               "The short description's single ranking."),
        Option("more-than-two", "Only with more than two valid Specimens; with two or fewer "
               "he takes them top-left first.", "The rulebook's words."),
    ),
    DeliverScope.ALWAYS,
    (cs.DELIVER_SHARED.id, cs.DELIVER_COINS.id),
    W + "alfred-deliver-priority.toml",
)


class LensTie(Reading):
    LEFT_MOST = "left-most"
    RIGHT_MOST = "right-most"


LENS_TIE = ruling(
    "darwins_journey.alfred.lens-tie",
    """Two locked Main Diary spaces in the same row are level on every Lens key:
    the worker row meets both with its purple seals alone (two for a middle
    space, three for a bottom one), so neither is of his priority colour and
    no seal of his has its colour. Neither source says which gets his Lens.""",
    RulingKind.SILENT,
    (
        Option("left-most", "The one on the page further left (Exploration, Navigation, "
               "Correspondence, Academy, as the Main Diaries stand from the top left).",
               "The Lens rule's own last tie-break, left-most, for the cheapest space."),
        Option("right-most", "The one on the page further right.",
               "The mirror order, to show the choice matters."),
    ),
    LensTie.LEFT_MOST,
    (cs.LENS_TIEBREAK.id,),
    W + "alfred-lens-tie.toml",
)


class RouteTie(Reading):
    DETOUR = "detour"
    FURTHER_ALONG = "further-along"


ROUTE_TIE = ruling(
    "darwins_journey.alfred.route-tie",
    """Alfred's Ship or Explorer moves the full distance by the longest route.
    When the distance runs out before the two ways of a fork meet again, both
    routes cover as many spaces (from O5, three steps go O6, O7, O8 or O7, O8,
    O9). Which does he take?""",
    RulingKind.AMBIGUOUS,
    (
        Option("detour", "The route that takes the longer way at the fork, even if it "
               "ends less far along the track.",
               "Reads 'the longest route' as the longer of the two ways where paths "
               "split, as the rule names the place it applies."),
        Option("further-along", "The route that ends further along the track (the short "
               "way, when the steps run out inside the detour).",
               "Both routes move the full distance; the one that gets further is as "
               "long by count, and farther on."),
    ),
    RouteTie.DETOUR,
    (cs.NAVIGATION.id, cs.EXPLORATION_ROUTE.id),
    W + "alfred-action-navigation.toml",
)


class PriorityCost(Reading):
    KNOWLEDGE_ONLY = "knowledge-only"
    KNOWLEDGE_AND_PENALTY = "knowledge-and-penalty"


PRIORITY_COST = ruling(
    "darwins_journey.alfred.priority-cost",
    """Equally strong Main Diary spaces: both sources rank them by the Coins
    he spends on Temporary Knowledge, and say nothing of the 3-Coin placement
    penalty, which his affordability test adds in. Does the penalty count in
    the Priority Cost too? Read as printed, he pays 3 Coins for a penalised
    top space over a free one when its colour comes first.""",
    RulingKind.AMBIGUOUS,
    (
        Option("knowledge-only", "Only the Coins for Temporary Knowledge rank the spaces; a "
               "placement penalty is paid but never weighed.",
               "Both texts name only Temporary Knowledge in the Priority Cost.",
               source=cs.R_PRIORITY_COST),
        Option("knowledge-and-penalty", "Every Coin the space costs him ranks it: Temporary "
               "Knowledge and the placement penalty together.",
               "The rulebook's 'requires they spend less coins' read as all the Coins the "
               "placement asks, as the affordability test counts them."),
    ),
    PriorityCost.KNOWLEDGE_ONLY,
    (cs.PRIORITY_COST.id, cs.MAIN_DIARY_PENALTY.id),
    W + "alfred-priority-cost-penalty.toml",
)


class MatchingSeal(Reading):
    SELECTED_WORKER = "selected-worker"
    ANY_ROW = "any-row"


MATCHING_SEAL = ruling(
    "darwins_journey.alfred.matching-seal",
    """The strongest location needs 'at least one matching' Wax Seal. The
    rulebook says Alfred must have one; the short description says the worker
    must. Must the matching seal be the selected worker's own, or may it be in
    any of his rows (the worker then buying Temporary Knowledge for all it
    asks)?""",
    RulingKind.SOURCE_DIVERGENCE,
    (
        Option("selected-worker", "The selected worker's own seals (purple ones standing in).",
               "The short description's words, and the rulebook's own 'requirements that "
               "Alfred's selected worker must meet'.", source=cs.S_STRONGEST),
        Option("any-row", "A seal of the colour in any of his worker rows opens the space; "
               "the worker still meets the requirement with his own seals and Temporary "
               "Knowledge.", "The rulebook's 'for which Alfred has at least one Wax Seal "
               "matching' read literally.", source=cs.R_STRONGEST),
    ),
    MatchingSeal.SELECTED_WORKER,
    (cs.STRONGEST.id, cs.MAIN_DIARY_SEALS.id),
    W + "alfred-matching-seal-other-row.toml",
)


class SpecialBonus(Reading):
    FOUR_SPACES = "four-spaces"
    FOUR_TIMES = "four-times"


SPECIAL_BONUS = ruling(
    "darwins_journey.alfred.special-action-bonus",
    """At the Special Action Diary the short description moves his bonus
    worker 4 spaces (one move); the rulebook moves it '4 times'. The two
    differ where each move is judged on its own: when a move ends on the
    last space (the bonus-wrap ruling read on-landing).""",
    RulingKind.SOURCE_DIVERGENCE,
    (
        Option("four-spaces", "One bonus move of 4 spaces.", "The short description's words.",
               source=cs.S_SPECIAL_ACTION),
        Option("four-times", "Four bonus moves of 1 space each, one after the other.",
               "The rulebook's '4 times' read as four separate moves.",
               source=cs.R_SPECIAL_ACTION),
    ),
    SpecialBonus.FOUR_SPACES,
    (cs.SPECIAL_ACTION_BONUS.id,),
    W + "alfred-special-bonus-four-times.toml",
)


class AcademyFallback(Reading):
    DEARER_SCROLL = "dearer-scroll"
    CHEAPEST_ONLY = "cheapest-only"


ACADEMY_FALLBACK = ruling(
    "darwins_journey.alfred.academy-fallback",
    """The cheapest Scroll offers only colours his receiving row holds three
    of. The rulebook fails the action only when he 'cannot afford the scroll
    to gain a different color, or if none is available', so he goes on to a
    dearer Scroll; the short description names only the cheapest Scroll.""",
    RulingKind.SOURCE_DIVERGENCE,
    (
        Option("dearer-scroll", "He takes from the cheapest Scroll that offers a colour he "
               "may take, paying its price.", "The rulebook's words.",
               source=cs.R_ACADEMY),
        Option("cheapest-only", "Only the cheapest Scroll with seals on it; if none of its "
               "seals is allowed, the action fails.", "The short description's words.",
               source=cs.S_ACADEMY),
    ),
    AcademyFallback.DEARER_SCROLL,
    (cs.ACADEMY_SCROLL.id, cs.ACADEMY_FAILS.id, cs.ACADEMY_NO_FOURTH.id),
    W + "alfred-action-academy-fourth-seal.toml",
)


class BonusFromLast(Reading):
    NO_SECOND_SCORE = "no-second-score"
    SCORES_AGAIN = "scores-again"


BONUS_FROM_LAST = ruling(
    "darwins_journey.alfred.bonus-from-last",
    """Read past-only, the bonus worker can stand on the last space (it scored on
    landing there). When a later move takes it on, it 'surpasses' the last
    space, and the rulebook scores 'every time' it lands on or surpasses it,
    and sets off the card above a space it 'surpasses or lands on'. Does it
    score, and the card above space 10 act, again?""",
    RulingKind.AMBIGUOUS,
    (
        Option("no-second-score", "No: it scored on landing; leaving the last space is the "
               "same lap, and it goes back to the start; the card above it does not act.",
               "One lap scores once, as when it passes the last space in one move."),
        Option("scores-again", "Yes: leaving the last space passes it, and that scores too "
               "and sets off the card above it again.",
               "The rulebook's 'every time ... lands or surpasses' read literally.",
               source=cs.R_BONUS_TRACK),
    ),
    BonusFromLast.NO_SECOND_SCORE,
    (cs.BONUS_POINTS.id, cs.BONUS_WRAP.id),
    W + "alfred-bonus-from-last.toml",
)


class LensOrder(Reading):
    TOP_MOST_FIRST = "top-most-first"
    MOST_SEALS_FIRST = "most-seals-first"


LENS_ORDER = ruling(
    "darwins_journey.alfred.lens-order",
    """Both texts put the Lens on the top-most locked space the worker row can
    satisfy, then prefer his priority colour, then the space using most of
    his seals. Pages unlock from the top down, so the spaces of one row use
    the same number of seals: with top-most first, 'most of its seals' can
    never decide. Or does 'top-most' name the worker row only, the spaces
    being ranked by colour, then most seals (the deepest space he meets)?""",
    RulingKind.CONTRADICTION,
    (
        Option("top-most-first", "The top-most space first, then his priority colour, then "
               "his left-most seal's colour; 'most of its seals' never decides.",
               "Both texts' 'top-most locked location' / 'top locked space', read first.",
               source=cs.R_SMALL_DIARY),
        Option("most-seals-first", "His priority colour first, then the space using most of "
               "his seals, then his left-most seal's colour; 'top-most' names the worker.",
               "Gives every key the texts list a case it decides."),
    ),
    LensOrder.TOP_MOST_FIRST,
    (cs.LENS_PRIORITY.id, cs.LENS_TIEBREAK.id),
    W + "alfred-lens-most-seals.toml",
)


class PurpleInThree(Reading):
    REGULAR_ONLY = "regular-only"
    PURPLE_COUNTS = "purple-counts"


PURPLE_IN_THREE = ruling(
    "darwins_journey.alfred.purple-in-three",
    """At the Academy Alfred never puts a 4th seal of one colour in a row, and
    prefers his worker's colour only while it holds fewer than three of it.
    A row holds two red seals and a purple one (the yellow board's Tent gives
    him purple seals): does the purple seal make it three red? Neither text
    says; the base rules treat a purple seal as any colour for placement
    requirements, and count only regular seals for goals and Objectives.""",
    RulingKind.SILENT,
    (
        Option("regular-only", "No: only seals of that very colour count; a purple seal is "
               "no colour's seal for the count, so two reds and a purple are two reds.",
               "The rulebook makes a purple seal any colour 'for the purposes of worker "
               "placement Seal requirements'; counting a row's seals is no requirement, and "
               "where the base game counts seals of a colour (Beagle goals, Objectives) a "
               "purple one never counts.",
               source=Source(cs.SEED_RULEBOOK, "Special Actions & Crew Actions")),
        Option("purple-counts", "Yes: each purple seal counts as one of the colour being "
               "counted, whichever it is, so two reds and a purple are three reds.",
               "Special Wax Seals are 'treated as if they were any color' (Wax Seal "
               "Requirements), and the solo rules write no exception for the count.",
               source=Source(cs.SEED_RULEBOOK, "Wax Seal Requirements")),
    ),
    PurpleInThree.REGULAR_ONLY,
    (cs.ACADEMY_NO_FOURTH.id, cs.ACADEMY_COLOUR.id),
    W + "alfred-academy-purple-in-three.toml",
)


class DeliverOrder(Reading):
    ONE_AT_A_TIME = "one-at-a-time"
    BOTH_AT_ONCE = "both-at-once"


DELIVER_ORDER = ruling(
    "darwins_journey.alfred.deliver-order",
    """Alfred delivers the valid Specimens that earn the most Coins, up to two.
    His first delivery fills a Museum space, so every Specimen in its row or
    column earns a Coin less after it. Is his second Specimen chosen by the
    Coins it earns once the first is placed, or are both chosen together, by
    the Coins each earns on the Museum as it stood before? Neither text says.""",
    RulingKind.SILENT,
    (
        Option("one-at-a-time", "One at a time: the second is the one that earns the most "
               "Coins on the Museum as it stands after the first delivery.",
               "Each delivery follows the base game's rules in turn, and the Coins a "
               "delivery earns are those of the Museum when it is made.",
               source=cs.R_DELIVER),
        Option("both-at-once", "Both at once: the two are chosen before the first delivery, "
               "by the Coins each earns on the Museum as it stands then.",
               "Both texts name the Specimens, plural, that earn the most Coins, as one "
               "choice made when he visits the Museum.", source=cs.S_DELIVER),
    ),
    DeliverOrder.ONE_AT_A_TIME,
    (cs.DELIVER_COINS.id,),
    W + "alfred-deliver-order.toml",
)


class NextIsland(Reading):
    GO_ON_LEFT = "go-on-left"
    NEXT_ONLY = "next-only"


NEXT_ISLAND = ruling(
    "darwins_journey.alfred.next-island",
    """Alfred explores with his Explorer on the right-most island; if it is at
    the end of its track, with the one on the next island to the left. When
    that one too stands at its end, does he go on to the island left of it,
    or is the Exploration lost (the movement that an Explorer at its end
    cannot make is lost)? Neither text says.""",
    RulingKind.SILENT,
    (
        Option("go-on-left", "He goes on leftwards, to the first island whose Explorer of his "
               "can still move.",
               "The rule passes over an Explorer that cannot move; passing over a second one "
               "the same way keeps the Exploration an action he can carry out."),
        Option("next-only", "Only the next island to the left: if its Explorer too is at its "
               "end, no Explorer moves and the Exploration is lost.",
               "Both texts name one fallback, the next island to the left, and the rulebook "
               "loses the movement an Explorer at its track's end cannot make.",
               source=cs.R_EXPLORATION),
    ),
    NextIsland.GO_ON_LEFT,
    (cs.EXPLORATION_ISLAND.id,),
    W + "alfred-exploration-next-island-at-end.toml",
)


class LensKnowledge(Reading):
    OWN_SEALS = "own-seals"
    WITH_KNOWLEDGE = "with-knowledge"


LENS_KNOWLEDGE = ruling(
    "darwins_journey.alfred.lens-knowledge",
    """Alfred's Lens goes on the top-most locked space whose requirements his
    top-most worker 'can satisfy'. At a Main Diary placement a worker with
    one matching seal makes up the rest with Temporary Knowledge at 3 Coins
    each. Does a space the worker could meet that way count as one it can
    satisfy, for the Lens? Neither text says.""",
    RulingKind.AMBIGUOUS,
    (
        Option("own-seals", "No: only a space the row's own seals meet (purple ones standing "
               "in) counts; Temporary Knowledge plays no part.",
               "He places no worker on the space and buys nothing when he unlocks it; both "
               "texts speak of the worker's own Wax Seals ('uses the most of the top-most "
               "worker's Wax Seals'), and Temporary Knowledge comes only in the placement rule.",
               source=cs.R_SMALL_DIARY),
        Option("with-knowledge", "Yes: a space counts when the row holds at least one seal of "
               "its colour (a purple one does) and he has the Coins to unlock it and to buy, at "
               "3 Coins each, the Temporary Knowledge still missing; he buys none now.",
               "'Can satisfy' read as at a Main Diary placement, where a worker with one "
               "matching seal meets the requirement with Temporary Knowledge.",
               source=cs.R_STRONGEST),
    ),
    LensKnowledge.OWN_SEALS,
    (cs.LENS_PRIORITY.id,),
    W + "alfred-lens-temporary-knowledge.toml",
)


class LensWorker(Reading):
    FROM_ROW_A = "from-row-a"
    ON_BOARD = "on-board"


LENS_WORKER = ruling(
    "darwins_journey.alfred.lens-worker",
    """The Lens rule tries 'the top-most worker' first, then moves down
    through the worker rows. When row A's worker is already out on the main
    board, is the top-most worker still row A's (its seals stay on his
    board), or the top-most worker still on his board? Neither text says.""",
    RulingKind.AMBIGUOUS,
    (
        Option("from-row-a", "Row A first, then B, C and D, whether or not their workers are "
               "placed: each row is tried by its seals.",
               "The rulebook goes on 'moving down through worker rows': the test reads a row's "
               "seals, which stay on his board when its worker is out, and the space he "
               "unlocks serves later rounds too.", source=cs.R_SMALL_DIARY),
        Option("on-board", "Only the rows whose worker is on his board when the Lens is placed "
               "(the worker just sent to the Small Diary has left it), from the top down; if "
               "none of them satisfies a space, the cheapest one.",
               "'Worker' read as in 'the bottom-most available worker' a line before, and as "
               "the Main Diary action's worker 'available on their personal board': a worker "
               "that can still go somewhere this round.", source=cs.R_MAIN_DIARY),
    ),
    LensWorker.FROM_ROW_A,
    (cs.LENS_PRIORITY.id, cs.LENS_NEXT_ROW.id),
    W + "alfred-lens-worker-out.toml",
)


class ExplorationPassed(Reading):
    COUNTED_ONLY = "counted-only"
    PASSED_TOO = "passed-too"


EXPLORATION_PASSED = ruling(
    "darwins_journey.alfred.exploration-passed",
    """A space holding your Explorer is skipped and does not count toward
    the movement (base rules, Exploration). After exploring, Alfred performs
    the last two actions his Explorer 'moved over or landed on'. Is the
    action of a space he was carried past uncounted one he moved over?
    Neither text says.""",
    RulingKind.SILENT,
    (
        Option("counted-only", "No: only the spaces his move counted, and the one it ended on, "
               "hold actions he moved over; the skipped space's action is not among the last "
               "two.",
               "The base rules make the skipped space no step of the move; the spaces he moves "
               "over are those the movement counts.",
               source=Source(cs.SEED_RULEBOOK, "Board Actions")),
        Option("passed-too", "Yes: his Explorer went over that space on its way, so its action "
               "counts among the last two like any other he crossed.",
               "'Moved over' read as the path the Explorer took, as 'all Specimens found along "
               "the way' takes in that space's Specimen.", source=cs.R_EXPLORATION),
    ),
    ExplorationPassed.COUNTED_ONLY,
    (cs.EXPLORATION_LAST_TWO.id,),
    W + "alfred-exploration-skipped-space.toml",
)

"""Where Alfred's two sources disagree or leave a question open, and the readings."""

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
        Option("on-landing", "It goes back to the start at once.",
               "The short description's words."),
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

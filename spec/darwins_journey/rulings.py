"""Where the Darwin's Journey rulebook leaves a question open, and its readings.

Each ruling has a witness: a worked example whose answer changes with the
reading (``tests/test_coverage.py`` runs it under every option).
"""

from spec.core.clauses import Source
from spec.core.rulings import Option, Reading, RulingKind, ruling

from . import clauses as c
from . import texts

W = "examples/darwins-journey/"


class UnpayableCost(Reading):
    FORGO = "forgo"
    PAY_WHAT_YOU_HAVE = "pay-what-you-have"


UNPAYABLE_COST = ruling(
    "darwins_journey.unpayable-red-cost",
    """A location's actions are performed one at a time, and one of them has a
    red Coin cost (a Scroll or seal spot, a second Museum Specimen, a Tent
    location, an unlock cost, an Objective space) the player cannot pay at
    that point. May they perform it? (The placement penalty is not in
    question: it is paid in full before any action, or the worker cannot go
    there.)""",
    RulingKind.SILENT,
    (
        Option("forgo", "No: that action cannot be performed; the location's other "
               "actions stay available.",
               "A cost is paid in full or the action is not taken; nothing in the rules "
               "lets a player owe Coins."),
        Option("pay-what-you-have", "Yes: the player pays every Coin they have and "
               "performs it.",
               "A lenient table reading that never lets a placement's action go to waste."),
    ),
    UnpayableCost.FORGO,
    (
        c.RED_COIN_COST.id,
        c.OBJECTIVE_FROM_RESERVE.id,
        c.UNLOCK_COST.id,
        c.ACADEMY.id,
        c.ACADEMY_SPOT_COST.id,
        c.CAMPSITE.id,
        c.DELIVER_SECOND.id,
        c.RESEARCH_MUSEUM_SPECIMEN.id,
        c.GAIN_OBJECTIVE_FULL_RESERVE.id,
        c.ANY_CAMPSITE.id,
        c.FULFIL_OBJECTIVE.id,
        c.SILVER_WAX_SEAL.id,
    ),
    W + "unpayable-seal-spot.toml",
)


class StampShortage(Reading):
    AS_MANY_AS_YOU_HAVE = "as-many-as-you-have"
    ALL_OR_NOTHING = "all-or-nothing"


STAMP_SHORTAGE = ruling(
    "darwins_journey.stamp-shortage",
    """A Correspondence action lets a player send more Stamps than their stacks
    and their Stamps in the used tray hold together. May they send fewer?""",
    RulingKind.SILENT,
    (
        Option("as-many-as-you-have", "Yes: the icon's number is an upper limit; they "
               "send up to what they have.",
               "The icon says how many Stamps may be moved, not how many must be."),
        Option("all-or-nothing", "No: without enough Stamps for the full number the "
               "action cannot be performed.",
               "The tray rule takes Stamps 'until they have enough', as if the full "
               "number were required."),
    ),
    StampShortage.AS_MANY_AS_YOU_HAVE,
    (c.CORRESPONDENCE.id, c.CORRESPONDENCE_USED_STAMPS.id),
    W + "stamp-shortage.toml",
)


class StartingPair(Reading):
    IN_RESERVE = "in-reserve"
    APART = "apart"


STARTING_PAIR = ruling(
    "darwins_journey.starting-pair-in-reserve",
    """The drafted Starting Objective pair lies to the right of the personal board,
    where the Objective reserve (at most 2 tiles) also lies. Does the pair fill
    the reserve, so that the first Objective gained must go onto a space?""",
    RulingKind.AMBIGUOUS,
    (
        Option("in-reserve", "Yes: the pair is the reserve; a gained Objective goes onto "
               "an empty space of its colour (paying its Coins) until one is achieved.",
               "Both tiles sit in the very place the reserve is described."),
        Option("apart", "No: the pair lies apart; up to 2 gained Objectives may still go "
               "into the reserve.",
               "The reserve rule is about tiles taken from the display."),
    ),
    StartingPair.IN_RESERVE,
    (
        c.GAIN_OBJECTIVE_FULL_RESERVE.id,
        c.STARTING_OBJECTIVE_DRAFT.id,
        c.GAIN_OBJECTIVE.id,
    ),
    W + "objective-reserve-full.toml",
)


class SecondAfterTie(Reading):
    NEXT_COUNT = "next-count"
    TIED_ALSO_SECOND = "tied-also-second"


SECOND_AFTER_TIE = ruling(
    "darwins_journey.second-place-after-tie",
    """Two or more players tie for the most Stamps on an Envelope. The rules say
    the second-place reward is still performed: by whom?""",
    RulingKind.AMBIGUOUS,
    (
        Option("next-count", "By the players with the next lower number of Stamps (if "
               "anyone has fewer but more than none).",
               "Second place is the second-highest count; the tie only shares first."),
        Option("tied-also-second", "By the players tied for first, who take both "
               "rewards.",
               "Reads 'still performed' as the tied players going on to the second reward."),
    ),
    SecondAfterTie.NEXT_COUNT,
    (c.SECOND_AFTER_TIE.id, c.MAJORITY_TIES.id),
    W + "majority-tie-for-first.toml",
)


class SealPileEmpty(Reading):
    LEAVE_EMPTY = "leave-empty"
    RESHUFFLE_REMOVED = "reshuffle-removed"


SEAL_PILE_EMPTY = ruling(
    "darwins_journey.seal-pile-empty",
    """At Cleanup the shuffled seal pile holds fewer seals than the Scrolls have
    empty spots. What fills the rest?""",
    RulingKind.SILENT,
    (
        Option("leave-empty", "Nothing: the spots stay empty until a later Cleanup "
               "finds seals.",
               "Draws only what the pile holds; the rules add nothing to it. The community "
               "FAQ answers the same: seals are limited, and the spots stay empty.",
               texts.SEALS_RUN_OUT),
        Option("reshuffle-removed", "The seals removed from the game (by player count "
               "and from the top Scroll) are shuffled into a new pile first.",
               "Keeps the Academy full, as players at the table tend to."),
    ),
    SealPileEmpty.LEAVE_EMPTY,
    (c.SCROLLS_REFILL.id,),
    W + "seal-pile-runs-out.toml",
)


class ObjectiveStackEmpty(Reading):
    LEAVE_EMPTY = "leave-empty"
    RECYCLE_REMOVED = "recycle-removed"


OBJECTIVE_STACK_EMPTY = ruling(
    "darwins_journey.objective-stack-empty",
    """At Cleanup an Objective stack holds fewer than the 2 tiles to draw. What
    goes on the display?""",
    RulingKind.SILENT,
    (
        Option("leave-empty", "What the stack still has; the other places stay empty.",
               "Draws only what is there."),
        Option("recycle-removed", "The Objectives cleared from the display earlier are "
               "shuffled into a new stack first.",
               "Keeps 2 tiles of each colour on offer every round."),
    ),
    ObjectiveStackEmpty.LEAVE_EMPTY,
    (c.OBJECTIVES_REPLACED.id,),
    W + "objective-stack-runs-out.toml",
)


class SealsShift(Reading):
    STRAIGHT_UP = "straight-up"
    READING_ORDER = "reading-order"


SEALS_SHIFT = ruling(
    "darwins_journey.seals-shift",
    """At Cleanup the top Scroll is emptied and the remaining seals shift up
    until no empty spot lies above a seal. Does each seal slide straight up
    its column, or do the seals close up in reading order (Scroll by Scroll,
    left to right)? Both leave no gap above a seal, but they put different
    seals on the cheaper Scrolls.""",
    RulingKind.AMBIGUOUS,
    (
        Option("straight-up", "Each seal slides straight up in its column as far as it "
               "can; the empty spots left at the bottom are refilled.",
               "Shifting up, with nothing said of moving sideways."),
        Option("reading-order", "The seals close up in reading order, filling the top "
               "Scroll's spots left to right, then the next Scroll's.",
               "Fills the cheapest spots first, as a row of tokens pushed along."),
    ),
    SealsShift.STRAIGHT_UP,
    (c.SEALS_SHIFT.id,),
    W + "seals-shift-up.toml",
)


class HalveWho(Reading):
    PERFORMED = "performed"
    AWARDED = "awarded"


HALVE_WHO = ruling(
    "darwins_journey.halve-stamps-who",
    """After an Envelope's rewards, the players who performed an action as a
    majority reward move half their Stamps there to the used tray. What of a
    player who was given the reward but performed none of its actions?""",
    RulingKind.AMBIGUOUS,
    (
        Option("performed", "They keep their Stamps: only players who performed at least "
               "one reward action halve.",
               "The rule names the players who performed an action."),
        Option("awarded", "They halve too: every player who won a majority halves, whether "
               "or not they took the reward.",
               "The publisher corrected the rulebook's wording to this; declining a "
               "reward should not keep a majority for the next round.",
               texts.HALVING),
    ),
    HalveWho.PERFORMED,
    (c.MAJORITY_HALVE_STAMPS.id,),
    W + "reward-declined-keeps-stamps.toml",
    errata=HalveWho.AWARDED,
)


class RewardOrder(Reading):
    FIRST_THEN_SECOND = "first-then-second"
    TURN_ORDER = "turn-order"


REWARD_ORDER = ruling(
    "darwins_journey.reward-order",
    """On one Envelope, some players take the first reward and others the second.
    Rewards are taken in turn order: across both, or all first rewards before
    any second one? It matters when two rewards compete (an Academy seal, an
    island space).""",
    RulingKind.AMBIGUOUS,
    (
        Option("first-then-second", "Every first reward, in turn order, then every second "
               "reward, in turn order.",
               "The rulebook describes first place before second place."),
        Option("turn-order", "All the Envelope's rewards in turn order, whichever place "
               "each is for.",
               "The Reward Phase says rewards are gained in the current turn order."),
    ),
    RewardOrder.FIRST_THEN_SECOND,
    (c.REWARD_ORDER.id, c.MAJORITY_SECOND.id),
    W + "reward-order-on-one-envelope.toml",
)


class RewardStamps(Reading):
    ALL_THERE = "all-there"
    SCORED_ONLY = "scored-only"


REWARD_STAMPS = ruling(
    "darwins_journey.reward-stamps-halved",
    """A majority reward lets a player place Stamps on the very Envelope being
    scored. When that majority's players then move half their Stamps there to
    the used tray, do the newly placed Stamps count in that half?""",
    RulingKind.SILENT,
    (
        Option("all-there", "Yes: half of all the Stamps the player has on the Envelope "
               "once its rewards are done, new ones included.",
               "The rule halves the Stamps on the Envelope and says nothing of when they "
               "came."),
        Option("scored-only", "No: only the Stamps that were counted for the majority are "
               "halved; the new ones stay and count next round.",
               "The community FAQ's answer: Stamps placed on the Envelope being scored "
               "count from the next round and are not among those removed.",
               texts.REWARD_STAMPS),
    ),
    RewardStamps.ALL_THERE,
    (c.MAJORITY_HALVE_STAMPS.id,),
    W + "reward-stamps-on-the-scored-envelope.toml",
    faq=RewardStamps.SCORED_ONLY,
)


class TentsPerCampsite(Reading):
    ANY_FREE_PLACE = "any-free-place"
    ONE_PER_PLAYER = "one-per-player"


TENTS_PER_CAMPSITE = ruling(
    "darwins_journey.tents-per-campsite",
    """A Campsite has a free Tent location, and the player placing a Tent already
    has one of their Tents on that Campsite. May they place a second?""",
    RulingKind.SILENT,
    (
        Option("any-free-place", "Yes: any empty Tent location will do.",
               "The rulebook asks only for an empty Tent location beside the icon."),
        Option("one-per-player", "No: one Tent per player per Campsite; the placement is "
               "not possible there (Alfred's Campsite action is then skipped, as his rules "
               "skip a Campsite with no place for him).",
               "The community FAQ's answer.",
               texts.ONE_TENT),
    ),
    TentsPerCampsite.ANY_FREE_PLACE,
    # Alfred's Campsite rule reads it too (actions.campsite), named by id: his
    # clauses load after these.
    (c.CAMPSITE.id, c.ANY_CAMPSITE.id, "darwins_journey.alfred.action.campsite"),
    W + "campsite-second-tent.toml",
    faq=TentsPerCampsite.ONE_PER_PLAYER,
)


class PurpleColours(Reading):
    EACH_ANY = "each-any"
    ONE_COLOUR = "one-colour"


PURPLE_COLOURS = ruling(
    "darwins_journey.purple-seal-colours",
    """A worker row holds two or more purple Special Wax Seals, and a requirement
    (a Crew card's list of seals) lacks seals of two different colours. The
    rules treat a purple seal 'as if it were any colour': may each purple seal
    be a colour of its own, or do a row's purple seals all stand for one and the
    same colour? (A purple seal counting as one of several seals of one colour,
    say the second of 2 blue, is not in question: treated as blue it is a blue
    seal, and the requirement asks for a number of seals of that colour. Main
    Diary locations each ask for one colour only, so for them both readings
    agree.)""",
    RulingKind.AMBIGUOUS,
    (
        Option("each-any", "Each purple seal stands for a colour of its own: two purple "
               "seals may cover one missing yellow and one missing green.",
               "Each Special Wax Seal is a token of its own, and each is treated as if it "
               "were any colour; nothing ties one to another.",
               Source(texts.SEED, "Crew Cards")),
        Option("one-colour", "A row's purple seals all stand for one colour: two purple "
               "seals cover two missing seals of one colour, not one each of two.",
               "Reads 'any colour' as one colour the player names for the row's Special "
               "Wax Seals when the requirement is checked."),
    ),
    PurpleColours.EACH_ANY,
    (c.PURPLE_ANY_COLOUR.id, c.CREW_PURPLE_COUNTS.id, c.SEAL_REQUIREMENT.id),
    W + "crew-two-purple-seals.toml",
)


class FulfilWhere(Reading):
    OWN_COLOUR = "own-colour"
    ANY_SPACE = "any-space"


FULFIL_WHERE = ruling(
    "darwins_journey.fulfil-objective-space",
    """Automatically Fulfil an Objective lets the player place the achieved tile
    face down on 'any open Objective location' of their personal board. For a
    tile from the reserve, does 'any' include a space of the other colour (a
    silver tile on a golden space), where every other achievement puts a tile
    on a space of its own colour?""",
    RulingKind.AMBIGUOUS,
    (
        Option("own-colour", "No: any open space of the tile's own colour (silver or "
               "golden), paying its Coins; 'any' waives the choice of which, not the "
               "colour rule.",
               "Achieving an Objective always places the tile on a space of the matching "
               "colour; the special action waives the requirements, and says nothing of "
               "waiving the colour.",
               Source(texts.SEED, "Objectives")),
        Option("any-space", "Yes: any open Objective space, silver or golden, paying its "
               "Coins and taking its reward.",
               "The special action's own words: any open Objective location.",
               Source(texts.SEED, "Special Actions & Crew Actions")),
    ),
    FulfilWhere.OWN_COLOUR,
    (c.FULFIL_OBJECTIVE.id, c.OBJECTIVE_FROM_RESERVE.id),
    W + "special-fulfil-objective-other-colour.toml",
)


class TwoOnTurnOrder(Reading):
    LEFT_MOST = "left-most"
    RIGHT_MOST = "right-most"


TWO_ON_TURN_ORDER = ruling(
    "darwins_journey.turn-order-two-workers",
    """One player has two workers on the Turn Order location (the rules let any
    number of workers, several of one player, go on a square or rectangular
    location). The players there take the front places 'to match the relative
    position of the placed workers': which of that player's two workers sets
    their place? (If it is the left-most worker of all, that player is first
    whichever the reading.)""",
    RulingKind.SILENT,
    (
        Option("left-most", "Their left-most worker: the player takes the place of the "
               "first worker they put there; the second changes nothing.",
               "The player farthest left goes first, by the worker farthest left; each "
               "player's place comes from their first worker in the same way.",
               Source(texts.SEED, "Turn Order Phase")),
        Option("right-most", "Their right-most worker: a player is placed after every "
               "worker of another player that lies left of their last worker.",
               "Reads the markers as moved worker by worker from left to right, each move "
               "of the same marker replacing the one before."),
    ),
    TwoOnTurnOrder.LEFT_MOST,
    (c.TURN_ORDER_MODIFIED.id, c.RESERVE_TURN_ORDER.id),
    W + "turn-order-two-workers.toml",
)


class ExtraStopScope(Reading):
    PLACED_ACTION = "placed-action"
    EVERY_MOVE_THIS_TURN = "every-move-this-turn"


EXTRA_STOP_SCOPE = ruling(
    "darwins_journey.extra-stop-scope",
    """A worker with the golden distinction is placed on an Exploration or
    Navigation location and gains the Extra Stop: 'while Exploring or
    Navigating' the Explorer or Ship may stop on its way. The turn then leads to
    another move (a Campsite reached gives a Navigation or an Exploration).
    May that later move make an extra stop too? (The bonus comes with the
    worker's placement, so it never outlasts the turn; and the text speaks of
    one stop on the way, so each move makes at most one.)""",
    RulingKind.AMBIGUOUS,
    (
        Option("placed-action", "No: the extra stop belongs to the location's own "
               "Exploration or Navigation; a move the turn leads to later makes none.",
               "Distinction bonuses are the bonuses of the Diary area the worker is placed "
               "in, added to its associated action, as the silver bonuses add movement to "
               "'the associated' Exploration or Navigation.",
               Source(texts.SEED, "Distinctions")),
        Option("every-move-this-turn", "Yes: every Exploring or Navigating of that turn "
               "may make one extra stop.",
               "The bonus is worded 'while Exploring or Navigating', with no word tying it "
               "to the location's own icon."),
    ),
    ExtraStopScope.PLACED_ACTION,
    (c.GOLDEN_EXTRA_STOP.id,),
    W + "distinction-extra-stop-later-move.toml",
)


# Open-question pass, part A


class RewardActions(Reading):
    OPTIONAL = "optional"
    ALL_THAT_CAN = "all-that-can"


REWARD_ACTIONS = ruling(
    "darwins_journey.reward-actions-optional",
    """A player achieves a Crew card, or an Objective on a location with a
    reward, and gains its actions at once. May they perform some of those
    actions and leave the rest, as the rules let them leave a location's
    actions? (An action with no legal way to perform it lapses either way;
    victory points kept for final scoring and lasting effects are not in
    question.)""",
    RulingKind.SILENT,
    (
        Option("optional", "Yes: the player performs whichever of the actions they "
               "choose and may leave the others, as at a location.",
               "The only rule on leaving actions undone, that a player need not complete "
               "all of a location's actions, is the rule for carrying actions out; the "
               "actions of a card or location are gained as a reward, and nothing says a "
               "reward must be taken in full.",
               Source(texts.SEED, "Perform Location Actions")),
        Option("all-that-can", "No: every action of the card or location that can be "
               "performed must be; only one with no legal way lapses.",
               "A Crew card is achieved by performing the actions on it, and an achieved "
               "Objective's reward is gained; the leave-what-you-like rule is written for a "
               "location's actions only.",
               Source(texts.SEED, "Crew Cards")),
    ),
    RewardActions.OPTIONAL,
    (
        c.PERFORM_OPTIONAL.id,
        c.CREW_ACHIEVE.id,
        c.OBJECTIVE_LOCATION_REWARD.id,
    ),
    W + "reward-actions-left-undone.toml",
)


# Open-question pass, part B


class NumberModifier(Reading):
    AMOUNT = "amount"
    TIMES = "times"


NUMBER_MODIFIER = ruling(
    "darwins_journey.modifier-number",
    """A Navigation, Exploration or Correspondence icon shows a number (say
    Correspondence 2). The Modifier Icons say a number gives how many times
    the action may be performed this turn; the action's own rule says its
    number is the spaces one move goes, or the Stamps one action sends to a
    single Envelope. Is Correspondence 2 one action of up to 2 Stamps onto one
    Envelope, or 2 Correspondences of one Stamp, each onto any Envelope (and
    Navigation 3 three moves of one space, each with the action where the Ship
    stops)? (For a gain, Coins, points, Evolution steps or Temporary
    Knowledge, both readings give the same.)""",
    RulingKind.CONTRADICTION,
    (
        Option("amount", "One action: the number is how far the one move goes (up to) or "
               "how many Stamps the one action sends, all onto one Envelope.",
               "Each action's own rule names its number: Navigation the value in the icon's "
               "top right corner as its spaces, Exploration the spots of the action, "
               "Correspondence the Stamps it moves onto one Envelope; the golden Split Stamp "
               "Locations bonus would mean nothing if each Stamp were a Correspondence of "
               "its own.",
               Source(texts.SEED, "Board Actions")),
        Option("times", "That many actions of one: each moves one space or spot (and "
               "performs the action where it stops) or sends one Stamp to an Envelope of "
               "its own choosing; any not wanted may be left.",
               "The Modifier Icons give the number's meaning for every action: how many "
               "times it may be performed this turn.",
               Source(texts.SEED, "Modifier Icons")),
    ),
    NumberModifier.AMOUNT,
    (
        c.MOD_NUMBER.id,
        c.NAVIGATION.id,
        c.EXPLORATION.id,
        c.CORRESPONDENCE.id,
    ),
    W + "modifier-number-correspondence.toml",
)


class CampsiteOrder(Reading):
    CAMPSITE_FIRST = "campsite-first"
    ANY_ORDER = "any-order"


CAMPSITE_ORDER = ruling(
    "darwins_journey.campsite-icons-order",
    """A Tent goes on a Campsite: the player may perform the Campsite's icons,
    and, after the Establish Campsite action, the icon the Tent uncovered on
    the personal board. Does "after the Establish Campsite action" put the
    uncovered icon after the Campsite's icons, or may the player perform both
    sets in any order (say the uncovered 2 Coins first, to pay for what the
    Campsite gives)?""",
    RulingKind.AMBIGUOUS,
    (
        Option("campsite-first", "The Campsite's icons first (each may be declined); the "
               "uncovered icon once they are done.",
               "The Campsite's icons are part of the Establish Campsite action, and the "
               "uncovered icon comes after that action; Alfred's rules list them in the same "
               "order.",
               Source(texts.SEED, "Board Actions")),
        Option("any-order", "Both sets are open together, to be performed in any order.",
               "The Establish Campsite action is placing the Tent; everything it opens is "
               "then open at once, as a location's icons are performed in any order.",
               Source(texts.SEED, "Perform Location Actions")),
    ),
    CampsiteOrder.CAMPSITE_FIRST,
    (
        c.CAMPSITE_REVEALED_ACTIONS.id,
        c.CAMPSITE_ACTIONS.id,
    ),
    W + "campsite-uncovered-icon-order.toml",
)


class DistributedRules(Reading):
    AS_CORRESPONDENCE = "as-correspondence"
    OWN_WORDS = "own-words"


DISTRIBUTED_RULES = ruling(
    "darwins_journey.distributed-correspondence-rules",
    """Distributed Correspondence places up to 4 Stamps over any Envelopes. The
    rulebook gives two rules for the Correspondence action: a stack whose last
    Stamp it removes gives its action, and Stamps may be taken back from the
    used tray when the stacks run short. Do they hold for Distributed
    Correspondence too?""",
    RulingKind.SILENT,
    (
        Option("as-correspondence", "Yes: it is a Correspondence whose Stamps may be "
               "spread; an emptied stack gives its action and the used tray makes up a "
               "shortfall.",
               "It is listed among the actions that place Stamps on the Envelopes, and "
               "differs from Correspondence only in the spread; the stacks' icons reward "
               "emptying a stack, however it is emptied.",
               Source(texts.SEED, "Board Actions")),
        Option("own-words", "No: it places Stamps from the stacks only, and an emptied "
               "stack gives nothing.",
               "Both rules are stated for the Correspondence action alone; the special "
               "action says only that up to 4 Stamps are placed and spread freely.",
               Source(texts.SEED, "Special Actions & Crew Actions")),
    ),
    DistributedRules.AS_CORRESPONDENCE,
    (
        c.DISTRIBUTED_CORRESPONDENCE.id,
        c.CORRESPONDENCE_DEPLETED_STACK.id,
        c.CORRESPONDENCE_USED_STAMPS.id,
    ),
    W + "distributed-correspondence-empties-a-stack.toml",
)


class FullReserve(Reading):
    NOT_OFFERED = "not-offered"
    MAKE_ROOM = "make-room"


FULL_RESERVE = ruling(
    "darwins_journey.full-reserve-no-space",
    """A player gains an Objective with 2 tiles already in reserve, so the new
    tile must go face up on an empty Objective location of its colour; but
    every location of that colour is taken. The rulebook does not say what
    then (the community FAQ is silent too). May the player still take the
    tile?""",
    RulingKind.SILENT,
    (
        Option("not-offered", "No: the tile has nowhere it may go, so it cannot be taken; "
               "tiles of the other colour, or the action's other choices, stay open.",
               "The reserve holds at most 2 tiles and a further tile must go on an empty "
               "location of its colour: with neither, the action has no legal way for that "
               "tile.",
               Source(texts.SEED, "Board Actions")),
        Option("make-room", "Yes: the player discards one tile of their reserve out of the "
               "game and puts the new tile into the reserve in its place.",
               "A table reading that keeps the reserve's limit of 2 while never leaving the "
               "action empty; nothing in the text provides for a discard."),
    ),
    FullReserve.NOT_OFFERED,
    (c.GAIN_OBJECTIVE_FULL_RESERVE.id, c.GAIN_OBJECTIVE.id),
    W + "gain-objective-full-reserve-no-space.toml",
)


class HalveWhen(Reading):
    EACH_ENVELOPE = "each-envelope"
    AFTER_ALL = "after-all"


HALVE_WHEN = ruling(
    "darwins_journey.halve-stamps-when",
    """The Envelopes' majorities are settled from the top one down; "then" the
    rewarded players move half their Stamps to the used tray. Is each
    Envelope halved right after its own rewards, before the next Envelope is
    settled, or are all three halved once every Envelope is rewarded? It
    matters when a later Envelope's reward places Stamps (an Exploration or
    Navigation landing on a Correspondence, a Campsite's Correspondence): the
    used tray it may draw on, and the Stamps on an Envelope already
    rewarded.""",
    RulingKind.AMBIGUOUS,
    (
        Option("each-envelope", "Each Envelope on its own: its rewarded players halve right "
               "after its rewards, so the Stamps are in the used tray before the next "
               "Envelope's rewards.",
               "The section describes one Envelope's first reward, second reward and "
               "halving, 'from the corresponding Envelope', and the Envelopes are taken one "
               "after another from the top.",
               Source(texts.SEED, "Correspondence Majorities")),
        Option("after-all", "Once all three Envelopes are rewarded: each player then halves "
               "their Stamps on every Envelope they were rewarded for.",
               "'Then, all players who performed an action as a majority reward' follows "
               "the description of all the majorities, and speaks of all players, whatever "
               "the Envelope.",
               Source(texts.SEED, "Correspondence Majorities")),
    ),
    HalveWhen.EACH_ENVELOPE,
    (c.MAJORITY_TOP_DOWN.id, c.MAJORITY_HALVE_STAMPS.id, c.CORRESPONDENCE_USED_STAMPS.id),
    W + "reward-halving-before-the-next-envelope.toml",
)


class RepeatFullRow(Reading):
    STEP = "step"
    NO_STEP = "no-step"


REPEAT_FULL_ROW = ruling(
    "darwins_journey.repeat-in-full-row",
    """Repeat Delivery is done as if the Museum tile were placed for the first
    time, with the Evolution step for the last tile of its row. The row of the
    repeated tile is already full, so every other tile of it is in the Museum:
    is the repeat "the last one of the row to be delivered", and does the step
    come again? (A third reading, the step only if the repeated tile was the
    one whose first delivery filled the row, needs the order of deliveries,
    which no file and no state records; it is not modelled.)""",
    RulingKind.AMBIGUOUS,
    (
        Option("step", "Yes: placed as if for the first time, the repeated tile goes into a "
               "row whose other tiles are all there, so it is the row's last and the step "
               "comes again.",
               "Takes 'exactly as if placing the tile for the first time' at its word, bonus "
               "included.",
               Source(texts.SEED, "Special Actions & Crew Actions")),
        Option("no-step", "No: the row was filled once, by an earlier delivery; a repeat "
               "fills nothing, so it is not the last of its row to be delivered.",
               "'The last one of the row to be delivered' names the delivery that fills "
               "the row, and a full row cannot be filled again.",
               Source(texts.SEED, "Special Actions & Crew Actions")),
    ),
    RepeatFullRow.STEP,
    (c.REPEAT_DELIVERY.id, c.DELIVER_LAST_IN_ROW.id),
    W + "special-repeat-delivery.toml",
)


class AchieveOffTurn(Reading):
    OWN_TURN = "own-turn"
    ANY_TURN = "any-turn"


ACHIEVE_OFF_TURN = ruling(
    "darwins_journey.achieve-off-turn",
    """Key Concepts lets a player achieve Objectives and Crew cards at any point
    of the Action Phase; the section on achieving says any time during their
    own turn in the Action Phase. May a player achieve during another player's
    turn, for instance once their own workers are all placed? It matters when
    the reward competes with the others (an Objective taken from the display,
    an Exploration space, a Correspondence Stamp) or when a player with no
    worker left would otherwise wait for the Reward Phase.""",
    RulingKind.CONTRADICTION,
    (
        Option("own-turn", "Only during their own turn; between turns nobody achieves, and "
               "a player with no worker left waits for the Reward Phase.",
               "The section on achieving is the detailed rule and names the player's own "
               "turn; Key Concepts is a summary.",
               Source(texts.SEED, "Achieving Objectives & Crew Cards")),
        Option("any-turn", "During other players' turns too. The model gives every other "
               "player who could achieve a window, in turn order, between one turn and the "
               "next (not in the middle of another player's actions).",
               "Key Concepts says any point of the Action Phase, and explains that actions "
               "may then happen outside a player's own turn.",
               Source(texts.SEED, "Key Concepts")),
    ),
    AchieveOffTurn.OWN_TURN,
    (c.ACHIEVE_ANY_TIME.id,),
    W + "achieve-off-turn.toml",
)

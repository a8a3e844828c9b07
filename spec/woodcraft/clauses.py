"""Every rule of the Woodcraft solo text, in reading order, in the project's words."""

from spec.core.clauses import Source, clause
from spec.core.questions import Concern as Q
from spec.core.questions import answered, assumed, moot, ruled
from spec.core.sources import name_document

SEED = name_document("004_f662107e1848a04b.txt", "Woodcraft solo rules")
SETUP = Source(SEED, "Solo setup")
ROUND = Source(SEED, "A solo round")
CARDS = Source(SEED, "Solo cards")
SPECIAL = Source(SEED, "Rare special case")
REPUTATION = Source(SEED, "Reputation tiles in solo")
CONTRACTS = Source(SEED, "Public contracts in solo")
SCORE = Source(SEED, "Solo score")

TWO_PLAYER_SETUP = clause(
    "woodcraft.solo.setup.two-player",
    "Set up as a two-player game",
    """The shared components are laid out as for a two-player game; the solo
    rules below change only what they name.""",
    SETUP,
    asked=(
        assumed(Q.SCOPE, """"As for two players": no seed gives the two-player setup. How
                are the wheel and its seven action tiles laid out?""",
                "woodcraft.wheel.quadrants"),
        assumed(Q.SCOPE, """And the rows of orders and helpers beside the scoreboard: how
                many cards each?""", "woodcraft.displays.rows"),
        assumed(Q.SCOPE, "And the lumber yard: which dice, and how many?",
                "woodcraft.lumber-yard.dice"),
        answered(Q.SCOPE, """Which parts of the two-player setup does the solo game
                 change?""", """Only the ones "Solo setup" names: one player board (yours),
                 3 public contracts, the three counters of an unused colour and the solo
                 deck; the rest is laid out as for two players."""),
    ),
)
OWN_BOARD_ONLY = clause(
    "woodcraft.solo.setup.own-board-only",
    "Only your own player board",
    """You use only your own player board; no second player board is laid
    out for the solo deck.""",
    SETUP,
    no_example="A setup fact with no decision in it: every example starts from it, "
    "and the setup test checks that the solo state holds one player's pieces only.",
    asked=(
        answered(Q.SCOPE, """Does the solo deck get a player board, or pieces of its own to
                 collect things with?""", """No. "Solo setup" lays out only your own player
                 board; the rival's only pieces are the three counters of an unused colour,
                 and it takes nothing ("Solo cards": nobody gains the bonuses; "Reputation
                 tiles in solo": a tile it reaches is removed)."""),
    ),
)
PUBLIC_CONTRACTS = clause(
    "woodcraft.solo.setup.public-contracts",
    "Three public contracts",
    "Three public contracts are laid out.",
    SETUP,
    asked=(
        assumed(Q.SCOPE, """How many public contracts are out in solo? (The two-player game
                has a different number.)""", "woodcraft.data.public-contracts"),
        assumed(Q.SCOPE, "Which three contracts, and what is each worth?",
                "woodcraft.contracts.faces"),
        answered(Q.EMPTY, """You claim a public contract: is a new one laid out in its place,
                 so three stay on offer?""", """No. "Public contracts in solo" says that at
                 rounds 10 and 13 nothing happens when none is left unclaimed, a case that
                 can arise only if claimed contracts are not replaced; and no source names a
                 pile to replace them from. The three laid out at setup are all there
                 are."""),
    ),
)
TIMING_COUNTERS = clause(
    "woodcraft.solo.setup.timing-counters",
    "Timing counters on rounds 10 and 13",
    """Take three counters of a colour nobody uses. Two of them, the timing
    counters, go on spaces 10 and 13 of the round track.""",
    SETUP,
    asked=(
        assumed(Q.SCOPE, "On which spaces of the round track do the timing counters go?",
                "woodcraft.data.timing-rounds"),
        answered(Q.WORDING, """Do the timing counters move, or do anything besides marking
                 their rounds?""", """No. "Solo setup" places them on spaces 10 and 13 and
                 "Public contracts in solo" uses them only as the rounds where they sit:
                 each marks the start of a round at which one unclaimed contract goes."""),
        answered(Q.SCOPE, "Is the third counter of that colour a timing counter too?",
                 """No: "Solo setup" puts it on the start of the reputation track as the
                 nonplayer counter."""),
    ),
)
NONPLAYER_COUNTER = clause(
    "woodcraft.solo.setup.nonplayer-counter",
    "The nonplayer counter",
    """The third counter starts on the first space of the reputation track. It
    is the nonplayer counter, your rival for the reputation tiles.""",
    SETUP,
    asked=(
        assumed(Q.WORDING, """"The start of the reputation track": which space is that, and
                how long is the track?""", "woodcraft.reputation.track"),
        answered(Q.SCOPE, """Does the nonplayer counter score the tiles it reaches, or ever
                 go back down?""", """Neither. "Reputation tiles in solo": a tile it reaches
                 first is removed and its reward is lost, to everybody; the solo cards only
                 ever advance it ("One tile, +1", "Last tile, +2")."""),
    ),
)
SOLO_DECK = clause(
    "woodcraft.solo.setup.solo-deck",
    "The ten-card solo deck",
    "The 10 solo cards are shuffled to form the solo deck.",
    SETUP,
    asked=(
        assumed(Q.SCOPE, "What do the ten solo cards show?", "woodcraft.solo-deck.faces"),
        assumed(Q.SCOPE, "How many solo cards are there?", "woodcraft.data.solo-deck-size"),
    ),
)
ROUND_ORDER = clause(
    "woodcraft.solo.round.order",
    "The three steps of a solo round",
    """A round has three steps in this order: you take your turn as in the
    normal game; then a solo card is drawn, carried out and discarded; then
    the round counter moves on.""",
    ROUND,
    no_example="The order is the shape of the round, not a quantity of the state: no "
    "choice is made and nothing changes by it. Every round example's trace shows it, your "
    "turn's steps before the solo card's and the round counter's last; the round test "
    "checks that order, and the ledger property plays each step against the states on "
    "either side of it.",
    asked=(
        answered(Q.TIMING, """Does the solo card come before your turn or after it?""",
                 """After: "A solo round" puts your turn first, then the solo card, then the
                 round counter; "Rare special case" repeats it ("after your turn, the solo
                 deck must always move at least one tile")."""),
        answered(Q.TIMING, """At rounds 10 and 13, does the public contract go before your
                 turn, or after it?""", """Before: "Public contracts in solo" removes it at
                 the start of those rounds, so before step 1, your turn."""),
    ),
)
PLAYER_TURN = clause(
    "woodcraft.solo.round.player-turn",
    "Your turn as usual",
    """In step 1 you play a normal turn. The solo text adds nothing to it;
    whole games here model it with a simple seeded player (an assumption).""",
    ROUND,
    asked=(
        assumed(Q.SCOPE, """What does your turn do in the whole games the project plays
                (which tile, how many points, reputation, contracts)?""",
                "woodcraft.player.policy"),
        assumed(Q.UNAFFORDABLE, """No action tile you could take can move (every next
                quadrant is full): what is your turn then?""", "woodcraft.player.policy"),
        answered(Q.SCOPE, """Does the solo game change what you may do on your turn?""",
                 """No: "A solo round" has you take your turn as usual; the solo text's
                 changes are all to setup, the solo card, the reputation tiles and the
                 public contracts."""),
    ),
)
DRAW_CARD = clause(
    "woodcraft.solo.round.draw-card",
    "Draw, carry out, discard",
    """In step 2 the top card of the solo deck is drawn, carried out, then put
    on the solo discard pile.""",
    ROUND,
    asked=(
        ruled(Q.EMPTY, """The solo deck is empty when the card of step 2 is to be drawn; or
              its last card was just drawn: when are the discards reshuffled, and is the
              card being carried out among them?""", "woodcraft.reshuffle-timing"),
        answered(Q.TIMING, """Is the card discarded before its effect or after it?""",
                 """After: "A solo round" step 2 says draw it, do what it shows, discard
                 it."""),
        moot(Q.WORDING, """"The top solo card": may you look at it, or at the rest of the
             deck, before drawing?""", """Nothing the solo deck does depends on what you
             know of it: the card is drawn and carried out the same way whether or not you
             looked, so no decision of the bot can turn on it."""),
    ),
)
ADVANCE_ROUND = clause(
    "woodcraft.solo.round.advance-round",
    "Move the round counter",
    "In step 3 the round counter moves to the next round.",
    ROUND,
    asked=(
        answered(Q.EMPTY, """After round 14 there is no next round for the counter to move
                 to: what then?""", """The game is over: "A solo round" says the game lasts
                 14 rounds, the last income phase coming after round 14."""),
        moot(Q.TIMING, """After rounds 4, 8, 11 and 14, does the income phase come before the
             round counter moves, or after?""", """Nothing the solo rules do reads either:
             the income is yours, and no solo card, timing counter or reputation tile looks
             at your income or at the moment the counter moves; the next thing the solo
             rules do is at the start of the next round either way."""),
    ),
)
RESHUFFLE = clause(
    "woodcraft.solo.deck.reshuffle",
    "Reshuffle when the deck runs out",
    """When the solo deck runs out, the discarded solo cards are shuffled to
    form a new deck. The text does not say whether that is when a draw finds
    the deck empty or as soon as its last card is drawn (before that card is
    discarded); ruling ``woodcraft.reshuffle-timing`` decides.""",
    ROUND,
    asked=(
        ruled(Q.TIMING, """"When the solo deck runs out": when a draw finds it empty, or as
              soon as its last card leaves it, while that card is still being carried
              out?""", "woodcraft.reshuffle-timing"),
        ruled(Q.EMPTY, """The deck runs out during the extra draws of a round whose cards
              moved nothing: reshuffle and keep drawing, or stop?""",
              "woodcraft.redraw-exhausted"),
        moot(Q.EMPTY, """The deck is empty and so is the discard pile: what is shuffled?""",
             """It cannot happen: the ten solo cards are always either in the deck, in the
             discards or the one card being carried out, and a draw is only ever made from
             an empty deck with every card back in the discards.""",
             shown_by="tests/test_checks_woodcraft.py::test_no_card_is_drawn_from_an_empty_deck"),
    ),
)
FOURTEEN_ROUNDS = clause(
    "woodcraft.solo.game.fourteen-rounds",
    "Fourteen rounds",
    "A solo game lasts 14 rounds.",
    ROUND,
    asked=(
        assumed(Q.SCOPE, "How many rounds, and after which of them is income?",
                "woodcraft.data.rounds"),
        answered(Q.TIMING, """Is a solo card drawn in the last round, after your last
                 turn?""", """Yes: every round of "A solo round" has the three steps, round
                 14 included; the text makes no exception for it."""),
    ),
)
INCOME = clause(
    "woodcraft.solo.game.income",
    "Income after rounds 4, 8, 11 and 14",
    "There is an income phase after rounds 4, 8, 11 and 14.",
    ROUND,
    asked=(
        assumed(Q.SCOPE, """What is an income phase worth in the whole games the project
                plays?""", "woodcraft.player.policy"),
        answered(Q.SCOPE, """Does the solo deck or the nonplayer counter get anything at an
                 income phase?""", """No: the solo text gives the nonplayer counter only the
                 advances of the solo cards ("One tile, +1", "Last tile, +2"), and the
                 solo deck has no pieces to be paid."""),
    ),
)
TWO_TILES = clause(
    "woodcraft.solo.card.two-tiles",
    "Two tiles, in the order shown",
    """A card that shows two action tiles moves both, the first shown first,
    each as though another player had taken it.""",
    CARDS,
    asked=(
        assumed(Q.WORDING, """"As if two other players had taken them": where does each tile
                go on the wheel?""", "woodcraft.wheel.quadrants"),
        assumed(Q.WORDING, """Where in the next quadrant does a moved tile go, against the
                tiles already there?""", "woodcraft.wheel.arrival-order"),
        assumed(Q.SCOPE, "Which action tiles are there, and which does each card show?",
                "woodcraft.wheel.tile-names"),
        assumed(Q.SCOPE, "What exactly is on each of the ten cards?", "woodcraft.solo-deck.faces"),
        answered(Q.TIMING, """The first tile's move fills the quadrant the second one needs:
                 is the second checked before the first moves, or after?""", """After: "Solo
                 cards" has the tiles moved in the order shown, so the second is moved (or
                 found blocked, "Rare special case") on the wheel as the first left it."""),
        answered(Q.UNAFFORDABLE, "One of the two tiles cannot move: is the other still moved?",
                 """Yes: "Rare special case" skips only the movement that cannot be made and
                 still does the rest of the card."""),
    ),
)
NO_BONUSES = clause(
    "woodcraft.solo.card.no-bonuses",
    "Nobody gains the bonuses",
    """Tiles moved by a solo card give their bonuses to nobody: the bonuses
    stay where they are.""",
    CARDS,
    no_example="Bonuses are left out of the model (assumption woodcraft.wheel.no-bonuses): "
    "the wheel has none, so that they stay in place cannot be shown or tested. What is "
    "left to check is that nobody gains anything: a solo card's tile moves change nobody's "
    "score or pieces. The solo card test checks that, and the ledger property over whole "
    "games fails any score change no step claims.",
    asked=(
        assumed(Q.SCOPE, """Which bonuses are meant, the icons beside the quadrants, the
                central saw's, or both, and do they stay on the wheel for the next player to
                take?""", "woodcraft.wheel.no-bonuses"),
        answered(Q.SCOPE, "Does the nonplayer counter gain a tile's bonus instead?",
                 """No: "Solo cards" says nobody gains their bonuses, the nonplayer
                 included."""),
    ),
)
EFFECT_AFTER = clause(
    "woodcraft.solo.card.effect-after",
    "The effect comes after the tiles",
    "After the tiles are moved, the effect at the foot of the card, if any, is carried out.",
    CARDS,
    asked=(
        answered(Q.TIMING, "Is the effect at the bottom done before the tiles or after?",
                 """After: "Solo cards" has the tiles moved, then the effect done."""),
        answered(Q.UNAFFORDABLE, "Neither tile could move: is the effect still done?",
                 """Yes: "Rare special case" skips the movement and still does the rest of
                 the card, and names this very case (the orders are removed even if Choose
                 Orders cannot move)."""),
        answered(Q.WORDING, """"If any": a two-tile card with nothing at the bottom does
                 what?""", """Only its moves: "Solo cards" does the effect only if the card
                 shows one."""),
    ),
)
REMOVE_ORDERS = clause(
    "woodcraft.solo.effect.remove-orders",
    "Remove orders",
    """The orders at the marked places beside the scoreboard are removed and the
    row of orders is filled up again.""",
    CARDS,
    asked=(
        assumed(Q.WORDING, """"The marked orders": which places of the row does a card mark,
                and how many?""", "woodcraft.solo-deck.faces"),
        assumed(Q.SCOPE, "How many orders does the row hold?", "woodcraft.displays.rows"),
        assumed(Q.WORDING, """"Refill the row": do the remaining orders slide along, or are
                the gaps filled where they are?""", "woodcraft.displays.refill"),
        assumed(Q.EMPTY, """The pile of orders runs out while refilling, or a marked place is
                already empty: what then?""", "woodcraft.displays.refill"),
        assumed(Q.SCOPE, """Where do the removed orders go: out of the game, or back under
                the pile?""", "woodcraft.displays.refill"),
        answered(Q.UNAFFORDABLE, "Choose Orders cannot move: are the orders still removed?",
                 """Yes: "Rare special case" says so in so many words."""),
    ),
)
REMOVE_HELPERS = clause(
    "woodcraft.solo.effect.remove-helpers",
    "Remove helpers",
    "The helpers at the marked places are removed and the row of helpers is filled up again.",
    CARDS,
    asked=(
        assumed(Q.WORDING, """"The marked helpers": which places of the row does a card mark,
                and how many?""", "woodcraft.solo-deck.faces"),
        assumed(Q.SCOPE, "How many helpers does the row hold?", "woodcraft.displays.rows"),
        assumed(Q.WORDING, """"Refill the row": slide the rest along, or fill the gaps where
                they are?""", "woodcraft.displays.refill"),
        assumed(Q.EMPTY, "The pile of helpers runs out while refilling: what then?",
                "woodcraft.displays.refill"),
        assumed(Q.SCOPE, """Where do the removed helpers go: out of the game, or back under
                the pile?""", "woodcraft.displays.refill"),
        answered(Q.UNAFFORDABLE, """The card's tiles could not move: are the helpers still
                 removed?""", """Yes: "Rare special case" does the rest of the card when a
                 movement is skipped."""),
    ),
)
REROLL_DICE = clause(
    "woodcraft.solo.effect.reroll-dice",
    "Reroll dice",
    """The marked dice are taken out of the lumber yard, rolled again, and put
    back.""",
    CARDS,
    asked=(
        assumed(Q.WORDING, """"The marked dice": does a card mark dice by colour or by
                place, and which colours are there?""", "woodcraft.lumber-yard.dice"),
        assumed(Q.WORDING, "Which dice does each card mark?", "woodcraft.solo-deck.faces"),
        assumed(Q.EMPTY, """Some marked dice are not in the lumber yard (you took them
                earlier): reroll only those that are there, or fetch the others?""",
                "woodcraft.player.dice-stay-in-the-yard"),
        moot(Q.WORDING, """"Put them back": in the places they came from?""", """The
             lumber-yard model gives the dice no places, only colours and faces, and no solo
             rule reads where a die lies."""),
    ),
)
ONE_TILE_PLUS_ONE = clause(
    "woodcraft.solo.effect.one-tile-plus-one",
    "One tile, +1",
    """Only the tile shown is moved, and the nonplayer counter moves 1 space up
    the reputation track.""",
    CARDS,
    asked=(
        ruled(Q.UNAFFORDABLE, """The tile shown cannot move: does the nonplayer counter still
              advance 1?""", "woodcraft.advance-when-blocked"),
        ruled(Q.WORDING, """Several +1 (or +2) cards come up in one round because each one's
              tile could not move: does the counter advance for every one of them, with no
              cap on the round's total?""", "woodcraft.advance-when-blocked"),
        answered(Q.WORDING, """The counter lands on a reputation tile: does that give it a
                 further advance, or anything else?""", """No: "Reputation tiles in solo"
                 removes the tile and the reward is lost; nothing moves the counter again,
                 so an advance ends where it lands."""),
        moot(Q.TIMING, "Does the counter advance before the tile moves, or after?", """The
             two touch different pieces (the wheel, the reputation track) and neither reads
             the other, so the order changes nothing."""),
    ),
)
LAST_TILE_PLUS_TWO = clause(
    "woodcraft.solo.effect.last-tile-plus-two",
    "Last tile, +2",
    """Only the tile that is farthest behind on the wheel is moved, and the
    nonplayer counter moves 2 spaces up the reputation track.""",
    CARDS,
    asked=(
        assumed(Q.WORDING, """"The tile farthest behind": by position on the wheel, or by how
                long since it last moved?""", "woodcraft.wheel.farthest-behind"),
        ruled(Q.TIE, """Several tiles are equally far behind (not moved since setup): which
              one moves?""", "woodcraft.farthest-behind-tie"),
        ruled(Q.UNAFFORDABLE, """The tile farthest behind cannot move: skip it, or move the
              farthest behind that can?""", "woodcraft.last-tile-blocked"),
        ruled(Q.UNAFFORDABLE, """No tile moves: does the counter still advance 2?""",
              "woodcraft.advance-when-blocked"),
        ruled(Q.WORDING, """Advancing 2, the counter jumps over a reputation tile: did it get
              there?""", "woodcraft.reputation-pass-over"),
    ),
)
SKIP_BLOCKED = clause(
    "woodcraft.solo.special.skip-blocked-tile",
    "A tile that cannot move is skipped",
    """When a card names a tile that may not move under the normal rules, that
    move is skipped and everything else on the card still happens; for
    example the orders are removed even when Choose Orders cannot move.""",
    SPECIAL,
    asked=(
        assumed(Q.WORDING, """"Cannot legally move": when exactly is a tile blocked?""",
                "woodcraft.wheel.capacity"),
        ruled(Q.SCOPE, """On a +1 or +2 card the move is skipped: is the advance part of "the
              rest of the card"?""", "woodcraft.advance-when-blocked"),
        ruled(Q.SCOPE, """The last-tile card's tile is blocked: is that a skipped move, or
              does the card pick another tile?""", "woodcraft.last-tile-blocked"),
    ),
)
NO_TILE_MOVED = clause(
    "woodcraft.solo.card.no-tile-moved",
    "A card that moved nothing is followed by another",
    """If a solo card ended without moving any tile, another card is drawn and
    carried out: after your turn the solo deck must move at least one tile.""",
    SPECIAL,
    asked=(
        ruled(Q.EMPTY, """The extra cards move nothing either, and the deck runs out, or no
              card could move any tile at all: keep drawing for ever?""",
              "woodcraft.redraw-exhausted"),
        assumed(Q.TIMING, """Is the card that moved nothing discarded before the next one is
                drawn, so that a reshuffle during the extra draws includes it?""",
                "woodcraft.card.discard-before-redraw"),
        answered(Q.WORDING, """A two-tile card moved one tile and skipped the other: must
                 another card be drawn?""", """No: "Rare special case" asks for another only
                 if the card moved no tile at all; one tile is enough."""),
        answered(Q.SCOPE, """Is the extra card carried out in full, effect and advance
                 included, or only for its tiles?""", """In full: "Rare special case" says
                 to draw and resolve another card."""),
    ),
)
TWO_PLAYER_REWARDS = clause(
    "woodcraft.solo.reputation.two-player-rewards",
    "Two-player rewards",
    "The reputation tiles give their two-player rewards.",
    REPUTATION,
    asked=(
        assumed(Q.SCOPE, """Where do the reputation tiles lie, and what is each one's
                two-player reward?""", "woodcraft.reputation.track"),
    ),
)
FIRST_TO_REACH = clause(
    "woodcraft.solo.reputation.first-to-reach",
    "You take a tile you reach first",
    """If you reach a reputation tile before the nonplayer counter does, you
    take it and score its two-player reward.""",
    REPUTATION,
    asked=(
        ruled(Q.TIE, """You and the nonplayer counter both reach a tile in the same round:
              who was first?""", "woodcraft.reputation-same-round"),
        answered(Q.EMPTY, """You reach a space whose tile the nonplayer counter removed
                 earlier: do you get anything?""", """No: "Reputation tiles in solo" says
                 the reward of a tile the counter got to first is lost."""),
        assumed(Q.WORDING, """Your marker moves past a tile's space without stopping on it:
                did you reach it (and take it)?""", "woodcraft.player.one-step-at-a-time"),
    ),
)
NONPLAYER_REMOVES = clause(
    "woodcraft.solo.reputation.nonplayer-removes",
    "The nonplayer counter removes a tile it reaches first",
    """If the nonplayer counter reaches a reputation tile before you do, the
    tile is taken out of the game and its reward is lost.""",
    REPUTATION,
    asked=(
        ruled(Q.WORDING, """The counter jumps over a tile's space: did it "get there
              first"?""", "woodcraft.reputation-pass-over"),
        ruled(Q.TIE, """You took the tile earlier in the same round, and the counter reaches
              its space in step 2: who was first?""", "woodcraft.reputation-same-round"),
        assumed(Q.EMPTY, "The counter would go past the last space of the track: what then?",
                "woodcraft.reputation.track"),
    ),
)
CONTRACT_REMOVAL = clause(
    "woodcraft.solo.contracts.timed-removal",
    "A public contract vanishes at rounds 10 and 13",
    """At the start of rounds 10 and 13, the rounds marked by the timing
    counters, one public contract that nobody has claimed is picked at random
    and removed.""",
    CONTRACTS,
    asked=(
        answered(Q.TIE, "Which unclaimed contract goes?", """One chosen at random: "Public
                 contracts in solo" says so."""),
        answered(Q.TIMING, "Is it removed before your turn of round 10, or after?", """Before:
                 "Public contracts in solo" removes it at the start of rounds 10 and 13."""),
        answered(Q.SCOPE, """Can a contract you have claimed, or a private one, be the one
                 removed?""", """No: "Public contracts in solo" removes only an unclaimed
                 public contract."""),
    ),
)
NO_UNCLAIMED = clause(
    "woodcraft.solo.contracts.none-unclaimed",
    "Nothing to remove",
    "If every public contract has been claimed already, nothing is removed.",
    CONTRACTS,
    asked=(
        answered(Q.WORDING, """Round 10 removed nothing because every contract was claimed:
                 does round 13 remove two, or anything later?""", """No: "Public contracts
                 in solo" removes one contract at each timing round, and when none is left
                 unclaimed "nothing happens"; nothing is carried over."""),
    ),
)
SCORE_GUIDE = clause(
    "woodcraft.solo.score.guide",
    "How good was your score",
    """A solo score of 110 is good and 140 is excellent. How many bonuses the
    solo deck leaves behind on the wheel differs from game to game, so scores
    vary.""",
    SCORE,
    asked=(
        assumed(Q.SCOPE, "Which marks does the guide give?", "woodcraft.data.score-guide"),
        answered(Q.WORDING, """Is exactly 110 good, and is 130 good or excellent?""", """"Solo
                 score" calls 110 a good score and 140 an excellent one; read as marks, a
                 score that reaches 110 is good, one that reaches 140 excellent, and 130
                 reaches only the first."""),
        assumed(Q.SCOPE, """"How many bonuses the solo deck leaves on the wheel varies": how
                does that show in a game?""", "woodcraft.wheel.no-bonuses"),
        answered(Q.SCOPE, "Is there a way to lose the solo game?", """The text gives none: no
                 score is kept for the solo deck, and "Solo score" only rates your own."""),
    ),
)

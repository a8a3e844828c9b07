"""Where the Woodcraft solo text leaves a question open, and its readings."""

from spec.core.rulings import Option, Reading, RulingKind, ruling

from . import clauses as c

W = "examples/woodcraft/"


class FarthestTie(Reading):
    WHEEL_ORDER = "wheel-order"
    LAST_IN_WHEEL_ORDER = "last-in-wheel-order"
    RANDOM = "random"


FARTHEST_TIE = ruling(
    "woodcraft.farthest-behind-tie",
    """Several tiles are equally far behind (typically tiles that have not moved
    since setup). Which one does the last-tile card move?""",
    RulingKind.SILENT,
    (
        Option("wheel-order", "The tied tile that comes first on the wheel: the lowest "
               "quadrant, then the lowest space.",
               "Deterministic and easy to apply at the table; the start quadrant's "
               "first space holds the tile that has waited there longest."),
        Option("last-in-wheel-order", "The tied tile that comes last on the wheel.",
               "The last space of a quadrant is the one farthest from where the tiles "
               "are heading."),
        Option("random", "A tied tile chosen at random (seeded).",
               "The text names one tile but gives no way to single it out."),
    ),
    FarthestTie.WHEEL_ORDER,
    (c.LAST_TILE_PLUS_TWO.id,),
    W + "last-tile-tie-at-setup.toml",
)


class LastTileBlocked(Reading):
    SKIP = "skip"
    FARTHEST_THAT_CAN_MOVE = "farthest-that-can-move"


LAST_TILE_BLOCKED = ruling(
    "woodcraft.last-tile-blocked",
    """The tile farthest behind cannot move. Does the last-tile card skip it, or
    move the farthest-behind tile that can move?""",
    RulingKind.AMBIGUOUS,
    (
        Option("skip", "The card names the farthest-behind tile; it cannot move, so the "
               "move is skipped (and a card that moved nothing calls for another).",
               "Reads the two rules literally: the card picks the tile, the special "
               "case skips it."),
        Option("farthest-that-can-move", "Move the tile farthest behind among those that "
               "can move.",
               "A tile that cannot be taken is arguably not 'on offer', so it is not "
               "the last tile a player could take."),
    ),
    LastTileBlocked.SKIP,
    (c.LAST_TILE_PLUS_TWO.id, c.SKIP_BLOCKED.id),
    W + "last-tile-blocked.toml",
)


class AdvanceWhenBlocked(Reading):
    ADVANCE = "advance"
    NO_ADVANCE = "no-advance"


ADVANCE_WHEN_BLOCKED = ruling(
    "woodcraft.advance-when-blocked",
    """The tile of a +1 or +2 card cannot move. Does the nonplayer counter still
    advance?""",
    RulingKind.AMBIGUOUS,
    (
        Option("advance", "Yes: the counter advances; only the move is skipped.",
               "The special case says to skip the movement and still do the rest of "
               "the card; the advance is part of the rest."),
        Option("no-advance", "No: the advance belongs to the move and is lost with it.",
               "On these cards the effect is the move; with no move there is no effect."),
    ),
    AdvanceWhenBlocked.ADVANCE,
    (c.ONE_TILE_PLUS_ONE.id, c.LAST_TILE_PLUS_TWO.id, c.SKIP_BLOCKED.id),
    W + "plus-one-blocked.toml",
)


class RedrawExhausted(Reading):
    RESHUFFLE_UNTIL_CYCLE = "reshuffle-until-cycle"
    STOP_AT_EMPTY_DECK = "stop-at-empty-deck"
    KEEP_DRAWING = "keep-drawing"


REDRAW_EXHAUSTED = ruling(
    "woodcraft.redraw-exhausted",
    """A card moved no tile, so another must be drawn, and it moves nothing
    either, and so on. What happens when the deck runs out during these redraws,
    or when no card can move any tile at all?""",
    RulingKind.SILENT,
    (
        Option("reshuffle-until-cycle", "Reshuffle as usual and keep drawing, but stop once "
               "every solo card has been drawn in this step: the deck moves nothing this "
               "round.",
               "Honours 'must always move at least one tile' as far as it can be "
               "honoured, and always ends."),
        Option("stop-at-empty-deck", "Draw extra cards only from what is left of the deck; "
               "when it is empty the step ends without a reshuffle, even with the default "
               "deck and even when a card in the discards could have moved a tile.",
               "Reads the reshuffle rule as belonging to the normal draw of step 2; it "
               "gives up 'the deck must always move a tile' whenever the deck runs dry "
               "during the redraws."),
        Option("keep-drawing", "Keep drawing as the text says. When no card can move any "
               "tile this never ends: the checker reports a dead end.",
               "The literal text; useful to show where it breaks."),
    ),
    RedrawExhausted.RESHUFFLE_UNTIL_CYCLE,
    (c.NO_TILE_MOVED.id, c.RESHUFFLE.id),
    W + "deck-moves-nothing.toml",
)


class SameRound(Reading):
    TURN_ORDER = "turn-order"
    TIE_REMOVES = "tie-removes"


SAME_ROUND = ruling(
    "woodcraft.reputation-same-round",
    """You and the nonplayer counter both reach a reputation tile in the same
    round. Who reached it first?""",
    RulingKind.AMBIGUOUS,
    (
        Option("turn-order", "You: your turn (step 1) comes before the solo card (step 2), "
               "so you took the tile before the counter arrived.",
               "'First' read in the order things happen within the round."),
        Option("tie-removes", "Nobody reached it first; the tile is removed and you lose "
               "its reward.",
               "'First' read by rounds: a tie is not a first, and the tile is lost as it "
               "would be to the nonplayer counter."),
    ),
    SameRound.TURN_ORDER,
    (c.FIRST_TO_REACH.id, c.NONPLAYER_REMOVES.id),
    W + "reputation-same-round.toml",
)


class PassOver(Reading):
    PASSING_COUNTS = "passing-counts"
    LANDING_ONLY = "landing-only"


PASS_OVER = ruling(
    "woodcraft.reputation-pass-over",
    """The nonplayer counter moves 2 spaces and jumps over a reputation tile.
    Did it 'get there'?""",
    RulingKind.AMBIGUOUS,
    (
        Option("passing-counts", "Yes: passing a tile's space reaches it; the tile is "
               "removed.",
               "A counter moving 2 passes through the space between."),
        Option("landing-only", "No: only the space the counter stops on counts.",
               "'Gets there' read as ending its move there."),
    ),
    PassOver.PASSING_COUNTS,
    (c.NONPLAYER_REMOVES.id, c.LAST_TILE_PLUS_TWO.id),
    W + "plus-two-passes-tile.toml",
)


class ReshuffleTiming(Reading):
    WHEN_DRAWN = "when-drawn"
    WHEN_EMPTIED = "when-emptied"


RESHUFFLE_TIMING = ruling(
    "woodcraft.reshuffle-timing",
    """'When the solo deck runs out, shuffle the discards into a new deck.' Is
    that when a draw finds the deck empty, or at the moment the last card is
    drawn from it? It matters: at that moment the last card is still being
    carried out, not yet discarded, so under the second timing it misses the
    new deck and cannot come up in the next round; under the first it is
    shuffled in with the rest and can come up two rounds running.""",
    RulingKind.AMBIGUOUS,
    (
        Option("when-drawn", "When a draw finds the solo deck empty: every card, the last "
               "one drawn included, is in the discards and goes into the new deck.",
               "The deck has run out when a card is wanted and none is there; the text "
               "gives the reshuffle as the answer to that."),
        Option("when-emptied", "As soon as the last card is drawn: the discards (without "
               "the card being carried out) become the new deck, and that card is then "
               "discarded onto the new discard pile. A draw that still finds the deck empty "
               "(a deck of one card) reshuffles then.",
               "'Runs out' read as the moment the deck's last card leaves it."),
    ),
    ReshuffleTiming.WHEN_DRAWN,
    (c.RESHUFFLE.id, c.DRAW_CARD.id),
    W + "reshuffle-timing.toml",
)

"""Where Alfred's two sources disagree or leave a question open, and the readings."""

from spec.core.rulings import Option, RulingKind, ruling

from . import clauses as cs

W = "examples/darwins-journey/"

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
    "selected-worker",
    (cs.ACADEMY_COLOUR.id,),
    W + "alfred-academy-colour.toml",
)
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
    "left-most",
    (cs.PRIORITY_COLOUR.id,),
    W + "alfred-location-tie.toml",
)
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
    "shortfall-after-purple",
    (cs.TEMPORARY_KNOWLEDGE.id,),
    W + "alfred-knowledge-purple.toml",
)

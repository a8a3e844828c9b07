"""Wendake's docs fragments: the tables its hand-written page includes, and
the diagram of the Ghost's turn that heads its procedures page."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sphinx.errors import ExtensionError

from automa_docs import (GameFacts, check_clauses, clause_href, embed_svg, esc, lit,
                         procedure_href, ref, table)

if TYPE_CHECKING:
    from spec.core.clauses import Clause
    from spec.core.procedure import Procedure


def territories() -> str:
    """The four flagged territories, as the spec holds them."""
    from spec.wendake.data import TERRITORIES

    rows = []
    for t in TERRITORIES:
        rows.append((lit(t.id), t.flag.value.capitalize(), str(t.steps), str(len(t.fields)),
                     str(len(t.forests))))
    return "\n".join(table(("territory", "flag", "steps from the Ghost's Home", "fields",
                            "forests"), rows))


def ghost_cards() -> str:
    """The default Ghost cards, both sides of each."""
    from spec.wendake.data import ALL_SIDES, MASK_ROWS

    header = ("side", "points", "Objective", *(f"row {i + 1}" for i in range(MASK_ROWS)))
    rows = [(lit(k.id), str(k.points), k.objective, *(a.value for a in k.rows))
            for k in ALL_SIDES]
    return "\n".join(table(header, rows))


def masks() -> str:
    """The default Mask cards, grouped by the row they mark and their blanket."""
    from spec.wendake.data import MASK_CARDS, MASK_ROWS
    from spec.wendake.model import Flag

    rows = []
    for row in range(MASK_ROWS):
        cells = [", ".join(m.id for m in MASK_CARDS if m.row == row and m.blanket is flag)
                 or "-" for flag in Flag]
        rows.append((f"row {row + 1}", *cells))
    return "\n".join(table(("marks", *(f"blanket on the {f.value.capitalize()} oval"
                                        for f in Flag)), rows))


def objectives() -> str:
    """The Objectives of the Ghost cards, with what completes each."""
    from spec.wendake.data import OBJECTIVE_TEXTS

    return "\n".join(table(("Objective", "completed when you have (the project's guess)"),
                           [(k, esc(v)) for k, v in OBJECTIVE_TEXTS.items()]))


def ghost_turn(f: GameFacts) -> tuple[str, str, list[str]]:
    """The Ghost's turn, from the Mask to the action's procedure. The steps are
    described here, but the actions come from the spec's Action and the rules
    and procedures from the spec's own objects, so a new action or a renamed
    clause stops the build instead of leaving the diagram behind."""
    from automa_diagrams import Case, Node, fan
    from spec.wendake import clauses as c
    from spec.wendake.ghost import PLACEMENT, PROGRESS_SOURCE, TERRITORY
    from spec.wendake.model import Action

    def rule(text: str, clause: Clause) -> Node:
        return Node(text, clause.id, clause_href(clause.id))

    charted: dict[str, Procedure] = {}

    def chart(p: Procedure) -> Node:
        charted[procedure_href(p.id)] = p
        return Node("", f"\u2192 chart: {p.title}", procedure_href(p.id))

    natives = "the blanket picks the flag; "
    steps: dict[Action, tuple[Node, ...]] = {
        Action.PROGRESS_UP: (rule("its Progress disk goes up one level (at Level 3 it "
                                  "stays)", c.PROGRESS_UP),),
        Action.TAKE_PROGRESS: (rule("it removes a Progress tile; its disk returns to "
                                    "Level 1", c.TAKE_PROGRESS), chart(PROGRESS_SOURCE)),
        Action.SCORE: (rule("a score disk advances by 1: its final score is 1 higher",
                            c.SCORE_ACTION),),
        Action.WARRIOR: (rule(natives + "a Guard goes near or far; it never attacks",
                              c.WARRIOR), chart(TERRITORY)),
        Action.WOMAN: (rule(natives + "a Woman goes to a field, or attacks", c.WOMAN),
                       chart(TERRITORY), chart(PLACEMENT)),
        Action.HUNTER: (rule(natives + "a Hunter goes to a forest, or attacks", c.HUNTER),
                        chart(TERRITORY), chart(PLACEMENT)),
    }
    missing = [a.value for a in Action if a not in steps]
    if missing:
        raise ExtensionError("the diagram of the Ghost's turn does not say what these "
                             f"actions do: {', '.join(missing)} (docs/_ext/automa_fragments/wendake.py)")
    chain = (
        rule("This year's Mask card marks one row of the Ghost cards", c.MASK_CARD),
        rule("The Ghost card: on turn 1 the one the Mask lies under, then the next to the "
             "right, wrapping round", c.MASK_ROW),
        rule("The action in the Mask's row on that card: an Action marker goes on it",
             c.GHOST_TURN),
    )
    check_clauses(f, "the diagram of the Ghost's turn",
                   [n.link_text for n in chain] +
                   [n.link_text for ns in steps.values() for n in ns if n.text])
    svg = fan("ghost-turn", "The Ghost's turn", chain,
              [Case(a.value, steps[a]) for a in Action])
    rows = []
    for a in Action:
        first, *charts = steps[a]
        rows.append((lit(a.value), esc(first.text[0].upper() + first.text[1:]) + ".",
                     ref(first.link_text, first.link_text),
                     ", ".join(ref(f"procedure-{charted[n.href].id}", charted[n.href].title)
                               for n in charts) or "-"))
    name = "ghost-turn.svg"
    lines = [
        "(wendake-ghost-turn)=",
        "## The Ghost's turn",
        "",
        "Each year the Ghost takes three turns. Each turn starts from the Mask card of the "
        "year and ends in one of six actions; three of them hand over to a procedure "
        "charted below.",
        "",
        *embed_svg(f.name, name),
        *table(("action", "what the Ghost does", "rule", "charts"), rows),
    ]
    return name, svg, lines

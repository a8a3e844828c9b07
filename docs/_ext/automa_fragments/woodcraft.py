"""Woodcraft's docs fragments: the tables its hand-written page includes."""

from __future__ import annotations

from automa_docs import esc, lit, table


def deck() -> str:
    """The default solo deck, as the spec holds it."""
    from spec.woodcraft.data import DEFAULT_DECK
    from spec.woodcraft.model import Effect

    words = {
        Effect.NONE: "none",
        Effect.REMOVE_ORDERS: "remove orders",
        Effect.REMOVE_HELPERS: "remove helpers",
        Effect.REROLL_DICE: "reroll dice",
        Effect.ONE_TILE_PLUS_ONE: "one tile, +1",
        Effect.LAST_TILE_PLUS_TWO: "last tile, +2",
    }
    rows = []
    for card in DEFAULT_DECK:
        tiles = " then ".join(card.tiles) or "the tile farthest behind"
        marks = []
        if card.marked:
            marks.append("places " + " and ".join(map(str, card.marked)))
        if card.dice:
            marks.append(" and ".join(card.dice) + " dice")
        rows.append((lit(card.id), esc(tiles), words.get(card.effect, card.effect.value),
                     esc(", ".join(marks)) or "-"))
    return "\n".join(table(("card", "tiles, in order", "effect", "marks"), rows))

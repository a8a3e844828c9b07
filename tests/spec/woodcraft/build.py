"""Building Woodcraft solo states for tests, by hand, from the spec alone."""

from __future__ import annotations

from spec.core.deck import Deck
from spec.core.values import evolve
from spec.woodcraft import data
from spec.woodcraft.setup import setup
from spec.woodcraft.model import Placed, Reputation, SoloCard, SoloState, Wheel

CARDS = {c.id: c for c in data.DEFAULT_DECK}


def wheel(quadrants: list[list[str]], ages: dict[str, int] | None = None,
          capacity: int = data.QUADRANT_CAPACITY) -> Wheel:
    ages = ages or {}
    return Wheel(tuple(tuple(Placed(t, ages.get(t, 0)) for t in q) for q in quadrants), capacity)


def state(
    quadrants: list[list[str]] | None = None,
    ages: dict[str, int] | None = None,
    draw: list[str | SoloCard] | None = None,
    discard: list[str | SoloCard] | None = None,
    *,
    capacity: int = data.QUADRANT_CAPACITY,
    player: int = 0,
    nonplayer: int = 0,
    seed: int = 1,
    round: int = 5,
) -> SoloState:
    """A solo state: the default setup from ``seed`` with these overrides."""
    base = setup(seed)
    s = evolve(base, round=round)
    if quadrants is not None:
        w = wheel(quadrants, ages, capacity)
        s = evolve(s, wheel=w, clock=max((p.moved_at for q in w.quadrants for p in q), default=0))
    if draw is not None:
        def card(c: str | SoloCard) -> SoloCard:
            return CARDS[c] if isinstance(c, str) else c
        pile = tuple(card(c) for c in draw)
        rest = tuple(card(c) for c in discard) if discard is not None else tuple(
            c for c in data.DEFAULT_DECK if c not in pile)
        s = evolve(s, deck=Deck(pile, rest))
    rep: Reputation = s.reputation
    tiles = tuple(t for t in data.REPUTATION_TILES if t.space > max(player, nonplayer))
    s = evolve(s, reputation=evolve(rep, player=player, nonplayer=nonplayer, tiles=tiles))
    return s


# A wheel where quadrant 2 is full, so the lone tile in quadrant 1 (Upgrade)
# is blocked and every other tile can move.
BLOCKED_UPGRADE = [["Upgrade"], ["Buy", "Cut", "Glue", "Choose Orders"], ["Hire Helpers", "Grow"], []]
BLOCKED_UPGRADE_AGES = {"Buy": 1, "Cut": 2, "Glue": 3, "Choose Orders": 4, "Hire Helpers": 5,
                        "Grow": 6}

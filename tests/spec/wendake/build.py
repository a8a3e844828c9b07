"""Building Wendake Ghost states for tests, by hand, from the spec alone."""

from __future__ import annotations

from spec.core.values import evolve
from spec.wendake import data
from spec.wendake.model import GhostState, MaskSlot, Natives, Owner, Piece, Territory
from spec.wendake.setup import setup

SIDES = {k.id: k for k in data.ALL_SIDES}
MASKS = {m.id: m for m in data.MASK_CARDS}


def piece(text: str) -> Piece | None:
    if not text:
        return None
    owner, what = text.split("-")
    return Piece(Owner(owner), what)


def state(cards: tuple[str, str, str] = ("G1a", "G2a", "G3a"), mask: str = "M1",
          under: int = 0, *, year: int = 1, turn: int = 0, seed: int = 1,
          territories: dict[str, dict[str, object]] | None = None) -> GhostState:
    """A Ghost state with these cards, this year's Mask face up under card
    ``under``, and territories filled as given (Homes adjusted to keep 7)."""
    s = setup(seed)
    chosen = tuple(SIDES[i] for i in cards)
    masks = tuple((MaskSlot(MASKS[mask], True),) if i == under else () for i in range(3))
    total = sum(k.points for k in chosen)
    s = evolve(s, cards=chosen, masks=masks, year=year, turn=turn,
               score_disks=(total // 2, total - total // 2))
    new: list[Territory] = []
    for t in s.territories:
        spec = (territories or {}).get(t.id, {})
        fields = spec.get("fields")
        forests = spec.get("forests")
        new.append(evolve(
            t,
            fields=tuple(piece(x) for x in fields) if isinstance(fields, list) else t.fields,
            forests=tuple(piece(x) for x in forests) if isinstance(forests, list) else t.forests,
            ghost_guards=int(str(spec.get("ghost_guards", 0))),
            player_guards=int(str(spec.get("player_guards", 0))),
        ))
    s = evolve(s, territories=tuple(new))
    return evolve(s, ghost_home=home_left(s, Owner.GHOST), player_home=home_left(s, Owner.PLAYER))


def home_left(s: GhostState, owner: Owner) -> Natives:
    from spec.wendake.model import KINDS

    return Natives(*(7 - sum(t.count(owner, k) for t in s.territories) for k in KINDS))

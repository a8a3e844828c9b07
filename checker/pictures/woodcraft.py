"""A Woodcraft solo situation drawn: the wheel, the reputation race, the contracts.

The wheel's four quadrants run left to right in clockwise order (a tile
leaving quadrant 4 comes back to quadrant 1), each with its tiles in the
order of its spaces and when each last moved. For a solo card, the tiles the
answer moves are marked, the tiles it skips are marked blocked, and a second
wheel shows where the moved tiles end (moved with the spec's own
``Wheel.moved``). Below: the reputation track with your marker and the
nonplayer counter (and where the answer leaves the counter), and the public
contracts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spec.woodcraft.model import QUADRANTS, ContractState, SoloState, Wheel

from . import Picture
from .svg import (BLOCKED, BLOCKED_FILL, BODY, BOX_EDGE, CHANGE, CHANGE_FILL, EMPTY, HEAD,
                  INK, MUTED, SEATS, SEAT_FILLS, SMALL, WIDTH, Drawing, words)

if TYPE_CHECKING:
    from ..games import Json, Situation

MARGIN = 10.0
COL_GAP = 10.0
COL_W = (WIDTH - 2 * MARGIN - (QUADRANTS - 1) * COL_GAP) / QUADRANTS
TILE_H = 36.0


def _strings(value: Json | None) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


def _solo(answer: dict[str, Json]) -> dict[str, Json]:
    """The solo deck's part of the answer: the answer itself for a solo card,
    its ``solo`` table for a whole round, nothing otherwise."""
    if "moved" in answer:
        return answer
    solo = answer.get("solo")
    return solo if isinstance(solo, dict) else {}


def _wheel(d: Drawing, top: float, wheel: Wheel, label: str, moved: tuple[str, ...],
           blocked: tuple[str, ...], arrived: tuple[str, ...], stage: str) -> float:
    """One wheel, quadrant by quadrant; returns the bottom."""
    d.text(MARGIN, top + 14, label, HEAD, bold=True)
    d.text(WIDTH - MARGIN, top + 14, "clockwise: 1 → 2 → 3 → 4 → 1", SMALL, anchor="end",
           fill=MUTED)
    top += 22
    rows = max(max(len(q) for q in wheel.quadrants), wheel.capacity)
    for q, quadrant in enumerate(wheel.quadrants):
        x = MARGIN + q * (COL_W + COL_GAP)
        d.group({"quadrant": q + 1, "stage": stage, "tiles": len(quadrant)})
        d.text(x + COL_W / 2, top + 13, f"Quadrant {q + 1}", BODY, bold=True, anchor="middle")
        d.text(x + COL_W / 2, top + 28, f"{len(quadrant)} of {wheel.capacity} spaces",
               SMALL, anchor="middle", fill=MUTED)
        y = top + 36
        for s in range(rows):
            if s < len(quadrant):
                placed = quadrant[s]
                state = ("moves" if placed.tile in moved else "blocked" if placed.tile in blocked
                         else "arrived" if placed.tile in arrived else "")
                fill, stroke, width = {
                    "moves": (CHANGE_FILL, CHANGE, 2.0), "arrived": (CHANGE_FILL, CHANGE, 2.0),
                    "blocked": (BLOCKED_FILL, BLOCKED, 2.0)}.get(state, ("#ffffff", BOX_EDGE, 1.0))
                d.rect(x, y, COL_W, TILE_H, fill, stroke, width,
                       data={"tile": placed.tile, "space": s + 1, "mark": state or "none"})
                d.text(x + 8, y + 15, placed.tile, BODY, bold=True, width=COL_W - 16)
                note = {"moves": "moves on", "blocked": "blocked: cannot move",
                        "arrived": "just moved here"}.get(state, "")
                when = (f"moved at move {placed.moved_at}" if placed.moved_at
                        else "not moved yet")
                d.text(x + 8, y + 30, note or when, SMALL,
                       fill=CHANGE if state in ("moves", "arrived") else
                       BLOCKED if state == "blocked" else MUTED, width=COL_W - 16)
            elif s < wheel.capacity:
                d.rect(x, y, COL_W, TILE_H, "none", EMPTY, dashed=True)
                d.text(x + COL_W / 2, y + 23, "free space", SMALL, anchor="middle", fill=EMPTY,
                       italic=True)
            y += TILE_H + 4
        d.end()
        if q < QUADRANTS - 1:  # clockwise: on to the next quadrant
            ax, ay = x + COL_W + 1, top + 9
            d.path(f"M{ax:.1f},{ay - 5:.1f} L{ax + COL_GAP - 2:.1f},{ay:.1f} "
                   f"L{ax:.1f},{ay + 5:.1f} Z", MUTED, 1.0, MUTED)
    return top + 36 + rows * (TILE_H + 4)


def _reputation(d: Drawing, top: float, state: SoloState, after: int | None,
                removed: tuple[int, ...]) -> float:
    rep = state.reputation
    d.text(MARGIN, top + 14, "Reputation race", HEAD, bold=True)
    legend = ("orange: the tile the counter removes" if removed
              else "tiles still on the track show their reward")
    d.text(WIDTH - MARGIN, top + 14, legend, SMALL, anchor="end", fill=MUTED)
    top += 24
    spaces = rep.last_space + 1
    cell = (WIDTH - 2 * MARGIN) / spaces
    # Your marker above the track, the nonplayer counter below it.
    y_track = top + 20
    tiles = {t.space: t for t in rep.tiles}
    for space in range(spaces):
        x = MARGIN + space * cell
        tile = tiles.get(space)
        gone = space in removed
        d.rect(x, y_track, cell - 2, 34, CHANGE_FILL if gone else "#efe4cf" if tile else "#ffffff",
               CHANGE if gone else BOX_EDGE, 2.0 if gone else 1.0, rx=2,
               data={"reputation-space": space, "tile": tile.reward if tile else "",
                     "mark": "removed" if gone else "none"})
        d.text(x + (cell - 2) / 2, y_track + 14, str(space), SMALL, anchor="middle")
        if tile:
            d.text(x + (cell - 2) / 2, y_track + 29, f"{tile.reward}p", SMALL, anchor="middle",
                   fill=MUTED)

    def marker(space: int, y: float, text: str, colour: str, fill: str, who: str,
               below: bool) -> None:
        cx = MARGIN + space * cell + (cell - 2) / 2
        tip = y_track + 34 if below else y_track
        d.group({"marker": who, "space": space})
        base = tip + 7 if below else tip - 7
        d.path(f"M{cx - 6:.1f},{base:.1f} L{cx + 6:.1f},{base:.1f} L{cx:.1f},{tip:.1f} Z",
               colour, 1.0, fill)
        # Labels near the track's ends run inwards, so they stay on the card.
        anchor = "start" if space < 4 else "end" if space > spaces - 5 else "middle"
        tx = cx - 6 if anchor == "start" else cx + 6 if anchor == "end" else cx
        d.text(tx, y, text, SMALL, bold=True, anchor=anchor, fill=colour)
        d.end()

    marker(rep.player, top + 10, f"you: {rep.player}", SEATS[0], SEAT_FILLS[0], "you", False)
    below = y_track + 34 + 22
    marker(rep.nonplayer, below, f"nonplayer: {rep.nonplayer}", INK, "#d4d4d4", "nonplayer",
           True)
    bottom = below + 4
    if after is not None and after != rep.nonplayer:
        marker(after, below + 18, f"after: {after}", CHANGE, CHANGE_FILL, "nonplayer-after",
               True)
        bottom += 18
    return bottom


def _contracts(d: Drawing, top: float, state: SoloState, removed: str) -> float:
    d.text(MARGIN, top + 14, "Public contracts", HEAD, bold=True)
    top += 22
    n = len(state.contracts)
    w = (WIDTH - 2 * MARGIN - (n - 1) * COL_GAP) / max(n, 1)
    for i, k in enumerate(state.contracts):
        x = MARGIN + i * (w + COL_GAP)
        gone = k.id == removed
        open_ = k.state is ContractState.OPEN
        d.rect(x, top, w, 40, CHANGE_FILL if gone else "#ffffff" if open_ else "#ececec",
               CHANGE if gone else BOX_EDGE, 2.0 if gone else 1.0, dashed=not open_,
               data={"contract": k.id, "state": "removed now" if gone else k.state.value})
        d.text(x + 8, top + 16, f"{k.id}: {k.points} points", BODY, bold=True, width=w - 16)
        d.text(x + 8, top + 32, "removed now" if gone else k.state.value, SMALL,
               fill=CHANGE if gone else MUTED)
    return top + 40


def draw(situation: Situation, answer: dict[str, Json], uid: str) -> Picture:
    state = situation.state
    assert isinstance(state, SoloState)
    solo = _solo(answer)
    moved = _strings(solo.get("moved"))
    blocked = _strings(solo.get("skipped"))
    drawn = _strings(solo.get("drawn"))
    after_counter = solo.get("nonplayer")
    removed = answer.get("contract_removed")
    removed = removed if isinstance(removed, str) else ""

    wheel = state.wheel
    deck = ", ".join(c.id for c in state.deck.draw_pile[:6]) or "empty"
    more = len(state.deck.draw_pile) - 6
    shown = (f"Round {state.round}. Solo deck, top first: {deck}"
             + (f" and {more} more" if more > 0 else "")
             + (f". Drawn: {words(list(drawn))}." if drawn else "."))
    desc = [shown]
    for q, quadrant in enumerate(wheel.quadrants):
        desc.append(f"Quadrant {q + 1}: {words([p.tile for p in quadrant], 'empty')}.")
    if moved:
        desc.append(f"The answer moves {words(list(moved))}.")
    if blocked:
        desc.append(f"Blocked: {words(list(blocked))}.")
    rep = state.reputation
    desc.append(f"Reputation: you on space {rep.player}, the nonplayer counter on "
                f"{rep.nonplayer}" + (f", {after_counter} after" if isinstance(after_counter, int)
                                      and after_counter != rep.nonplayer else "") + ".")
    desc.append("Contracts: " + "; ".join(f"{k.id} {k.state.value}" for k in state.contracts)
                + ".")
    d = Drawing(uid, f"The situation: {situation.title}", " ".join(desc))
    d.text(MARGIN, 22, shown, BODY, width=WIDTH - 2 * MARGIN)
    y = _wheel(d, 32, wheel, "The wheel" + (" before the solo card" if moved or blocked else ""),
               moved, blocked, (), "before")
    # The wheel after the card, for a solo card only: a whole round also moves
    # your tile, which the answer does not say.
    if moved and "moved" in answer:
        after = wheel
        for i, tile in enumerate(moved, start=1):
            after = after.moved(tile, state.clock + i)
        y = _wheel(d, y + 10, after, "The wheel after it", (), (), moved, "after")
    counter = after_counter if isinstance(after_counter, int) else None
    gone = solo.get("tiles_removed")
    spaces = tuple(v for v in gone if isinstance(v, int)) if isinstance(gone, list) else ()
    y = _reputation(d, y + 12, state, counter, spaces)
    _contracts(d, y + 14, state, removed)

    parts = ["the wheel"]
    if moved or blocked:
        change = []
        if moved:
            change.append(f"{words(list(moved))} moving")
        if blocked:
            change.append(f"{words(list(blocked))} blocked")
        parts = [f"the wheel before and after the solo card ({'; '.join(change)})"
                 if moved and "moved" in answer else f"the wheel ({'; '.join(change)})"]
    parts += ["the reputation race", "the public contracts"]
    caption = f"The situation in round {state.round}: {words(parts)}."
    return Picture(d.svg(), caption)

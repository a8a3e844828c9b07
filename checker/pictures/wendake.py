"""A Wendake situation drawn: the Ghost cards with their Mask rows, the territories.

Top: the three Ghost cards left to right, each with its four action rows and
the Masks under it; this year's Mask row is banded across the cards, and the
action the answer takes is marked. Below: the four flagged territories, each
with its fields and forests (who stands on each) and both sides' Guards; the
territory the answer sends the Ghost to is marked. Last, the Ghost's Home and
what the answer leaves there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spec.wendake.model import Action, Flag, GhostState, Owner, Piece, Territory

from . import Picture
from .svg import (BODY, BOX_EDGE, CHANGE, CHANGE_FILL, EMPTY, HEAD, INK, MUTED, SEATS,
                  SEAT_FILLS, SMALL, WIDTH, Drawing, text_width, words)

if TYPE_CHECKING:
    from ..games import Json, Situation

MARGIN = 10.0
GAP = 10.0
ROW_H = 22.0
MASK_BAND = "#fef3c7"
MASK_EDGE = "#b45309"
FLAGS = {Flag.ENGLISH: ("#b91c1c", "English"), Flag.FRENCH: ("#a16207", "French")}
GHOST_FILL = "#e7e5e4"
ACTIONS = {
    Action.PROGRESS_UP: "Progress up", Action.TAKE_PROGRESS: "Take a Progress tile",
    Action.SCORE: "Score", Action.WARRIOR: "Warrior", Action.WOMAN: "Woman",
    Action.HUNTER: "Hunter",
}


def _mask(state: GhostState) -> tuple[int, int] | None:
    """(card index, row) of this year's face-up Mask, or None before the year starts."""
    for i, stack in enumerate(state.masks):
        if stack and stack[-1].face_up:
            return i, stack[-1].card.row
    return None


def _cards(d: Drawing, top: float, state: GhostState, chosen: str, action: str) -> float:
    n = len(state.cards)
    w = (WIDTH - 2 * MARGIN - (n - 1) * GAP) / n
    mask = _mask(state)
    order = [(mask[0] + k) % n for k in range(n)] if mask else []
    taken = set(order[:state.turn])
    d.text(MARGIN, top + 14, "Ghost cards", HEAD, bold=True)
    if mask:
        d.text(WIDTH - MARGIN, top + 14, f"this year's Mask marks row {mask[1] + 1}", SMALL,
               anchor="end", fill=MASK_EDGE, bold=True)
    top += 22
    bottom = top
    for i, card in enumerate(state.cards):
        x = MARGIN + i * (w + GAP)
        d.group({"card": card.id, "position": i + 1})
        picked = card.id == chosen
        d.text(x + 6, top + 14, f"Card {i + 1}: {card.id}", BODY, bold=True,
               fill=CHANGE if picked else INK)
        d.text(x + 6, top + 30, f"{card.points} points · Objective {card.objective}", SMALL,
               fill=MUTED)
        y = top + 38
        for r, act in enumerate(card.rows):
            on_mask = mask is not None and r == mask[1]
            now = picked and on_mask and act.value == action
            fill = CHANGE_FILL if now else MASK_BAND if on_mask else "#ffffff"
            stroke = CHANGE if now else MASK_EDGE if on_mask else BOX_EDGE
            d.rect(x, y, w, ROW_H, fill, stroke, 2.0 if now or on_mask else 1.0, rx=2,
                   data={"row": r + 1, "action": act.value,
                         "mark": "answer" if now else "mask" if on_mask else "none"})
            label = f"{r + 1}. {ACTIONS[act]}"
            if on_mask and i in taken:
                label += " (taken)"
            elif now:
                label += " (now)"
            d.text(x + 6, y + 15, label, SMALL, bold=now, width=w - 12)
            y += ROW_H + 2
        y += 4
        under = state.masks[i] if i < len(state.masks) else ()
        masks = [f"{m.card.id} " + (f"face up, {FLAGS[m.card.blanket][1]} blanket"
                                    if m.face_up else "face down") for m in under]
        d.text(x + 6, y + 12, "Masks under it:", SMALL, fill=MUTED)
        y += 16
        for line in masks or ["none"]:
            d.text(x + 6, y + 12, line, SMALL, width=w - 12)
            y += 16
        d.end()
        bottom = max(bottom, y)
    return bottom


def _piece_text(p: Piece) -> tuple[str, str]:
    return ("Ghost" if p.owner is Owner.GHOST else "You"), p.what.capitalize()


def _territory(d: Drawing, x: float, top: float, w: float, t: Territory, target: bool,
               attacked: str) -> float:
    colour = FLAGS[t.flag][0]
    slot_w, slot_h = 68.0, 36.0
    d.group({"territory": t.id, "mark": "answer" if target else "none"})
    h = 26 + 2 * (slot_h + 22) + 22
    d.rect(x, top, w, h, CHANGE_FILL if target else "#ffffff", CHANGE if target else BOX_EDGE,
           2.5 if target else 1.0, rx=6)
    d.rect(x, top, 8, h, colour, colour, rx=2)
    name = t.id.replace('-', ' ').capitalize()
    d.text(x + 16, top + 18, name, BODY, bold=True, fill=CHANGE if target else INK)
    steps = f"{t.steps} step" if t.steps == 1 else f"{t.steps} steps"
    room = w - 40 - text_width(name, BODY, True)
    d.text(x + w - 8, top + 18, f"{steps} from the Ghost's Home", SMALL, anchor="end",
           fill=MUTED, width=room)
    y = top + 26
    for label, spaces in (("Fields", t.fields), ("Forests", t.forests)):
        d.text(x + 16, y + 14, label, SMALL, fill=MUTED)
        sx = x + 16
        y += 20
        for s, piece in enumerate(spaces):
            kind = label[:-1].lower()
            if piece is None:
                d.rect(sx, y, slot_w, slot_h, "none", EMPTY, dashed=True,
                       data={"space": kind, "index": s + 1, "piece": ""})
                d.text(sx + slot_w / 2, y + 22, "free", SMALL, anchor="middle", fill=EMPTY,
                       italic=True)
            else:
                who, what = _piece_text(piece)
                ghost = piece.owner is Owner.GHOST
                d.rect(sx, y, slot_w, slot_h, GHOST_FILL if ghost else SEAT_FILLS[0],
                       INK if ghost else SEATS[0],
                       data={"space": kind, "index": s + 1,
                             "piece": f"{piece.owner.value}-{piece.what}"})
                d.text(sx + slot_w / 2, y + 15, who, SMALL, bold=True, anchor="middle",
                       fill=INK if ghost else SEATS[0])
                d.text(sx + slot_w / 2, y + 30, what, SMALL, anchor="middle")
            sx += slot_w + 4
        y += slot_h + 2
    guards = f"Guards: the Ghost {t.ghost_guards}, you {t.player_guards}"
    d.text(x + 16, y + 14, guards, SMALL, data={"ghost-guards": t.ghost_guards,
                                                 "player-guards": t.player_guards})
    if target and attacked:
        d.text(x + w - 8, y + 14, f"attacks your {attacked}", SMALL, bold=True, anchor="end",
               fill=CHANGE)
    d.end()
    return top + h


def _natives(n: object) -> str:
    from spec.wendake.model import Natives

    assert isinstance(n, Natives)
    return f"{n.warrior} Warriors, {n.woman} Women, {n.hunter} Hunters"


def draw(situation: Situation, answer: dict[str, Json], uid: str) -> Picture:
    state = situation.state
    assert isinstance(state, GhostState)
    chosen = answer.get("card")
    chosen = chosen if isinstance(chosen, str) else ""
    action = answer.get("action")
    action = action if isinstance(action, str) else ""
    target = answer.get("territory")
    target = target if isinstance(target, str) else ""
    attacked = answer.get("attacked")
    attacked = attacked if isinstance(attacked, str) else ""

    year = min(state.year, 7)
    head = (f"Year {year}, the Ghost's action {state.turn + 1} of 3 · {state.difficulty.value} · "
            f"Ghost score {state.ghost_score}, yours {state.player_score}"
            if state.turn < 3 else f"Year {year}, the Ghost's actions done · "
            f"Ghost score {state.ghost_score}, yours {state.player_score}")
    mask = _mask(state)
    desc = [head + "."]
    for i, card in enumerate(state.cards):
        desc.append(f"Card {i + 1}, {card.id}: rows {words([ACTIONS[a] for a in card.rows])}.")
    if mask:
        desc.append(f"This year's Mask lies under card {mask[0] + 1} and marks row {mask[1] + 1}.")
    if chosen:
        desc.append(f"The answer: {chosen}'s {action} action.")
    for t in state.territories:
        pieces = [f"{'Ghost' if p.owner is Owner.GHOST else 'your'} {p.what}"
                  for p in (*t.fields, *t.forests) if p is not None]
        desc.append(f"{t.id}: {words(pieces, 'no pieces')}; Guards: Ghost {t.ghost_guards}, "
                    f"you {t.player_guards}" + (" (the answer's territory)" if t.id == target
                                                else "") + ".")
    # The Progress tiles, level by level: the disk's level marked, and the tile
    # the answer takes, if any.
    taken = answer.get("progress_tile")
    taken = taken if isinstance(taken, str) else ""
    levels = []
    for level, row in enumerate(state.progress, start=1):
        disk = " (the Ghost's disk)" if level == state.progress_disk else ""
        tiles = ", ".join(f"{t} (taken now)" if t == taken else t for t in row) or "none left"
        levels.append(f"Progress Level {level}{disk}: {tiles}")
    desc += [line + "." for line in levels]
    d = Drawing(uid, f"The situation: {situation.title}", " ".join(desc))
    d.text(MARGIN, 22, head, BODY, width=WIDTH - 2 * MARGIN)
    y = _cards(d, 32, state, chosen, action) + 12
    d.text(MARGIN, y + 14, "Territories", HEAD, bold=True)
    y += 22
    w = (WIDTH - 2 * MARGIN - GAP) / 2
    for k in range(0, len(state.territories), 2):
        bottom = y
        for j, t in enumerate(state.territories[k:k + 2]):
            bottom = max(bottom, _territory(d, MARGIN + j * (w + GAP), y, w, t, t.id == target,
                                            attacked))
        y = bottom + GAP
    home = f"The Ghost's Home: {_natives(state.ghost_home)}"
    d.text(MARGIN, y + 12, home, SMALL, data={"home": "ghost"})
    after = answer.get("ghost_home")
    if isinstance(after, dict):
        now = (after.get("warrior"), after.get("woman"), after.get("hunter"))
        was = (state.ghost_home.warrior, state.ghost_home.woman, state.ghost_home.hunter)
        if now != was:
            d.text(WIDTH - MARGIN, y + 12, f"after: {now[0]} Warriors, {now[1]} Women, "
                   f"{now[2]} Hunters", SMALL, bold=True, anchor="end", fill=CHANGE)
    d.text(MARGIN, y + 30, f"Your Home: {_natives(state.player_home)} · Progress disk on "
           f"level {state.progress_disk}", SMALL, fill=MUTED)
    y += 30
    for level, line in enumerate(levels, start=1):
        y += 18
        here = bool(taken) and taken in state.progress[level - 1]
        d.text(MARGIN, y, line, SMALL, bold=here, fill=CHANGE if here else INK,
               width=WIDTH - 2 * MARGIN, data={"progress-level": str(level)})

    shown = ["the Ghost cards"]
    if mask:
        shown = [f"the Ghost cards with this year's Mask row ({mask[1] + 1})"]
    if chosen:
        shown.append(f"the action the Ghost takes ({chosen}: {action})")
    shown.append("the territories' pieces and Guards"
                 + (f", {target} marked as where it goes" if target else ""))
    shown.append("the Progress tiles" + (f", {taken} marked as taken" if taken else ""))
    caption = f"The situation in year {year}: {words(shown)}."
    return Picture(d.svg(), caption)

"""A Darwin's Journey situation drawn: where the workers stand, each seat's
resources, and Alfred's board in a solo game.

The main board's worker locations are laid out as on the board: the two Main
Diaries (Exploration, Navigation; Correspondence, Academy), each page's
spaces top to bottom, and the Special Action Diary; then the Small Diary,
the Museum and Turn Order. Each location says whether it is open, locked
(and its cost) or opened by whose Lens, and lists the workers on it. Below,
one line per seat (Coins, points, Knowledge, Evolution, Stamps, Tents) and its
Wax Seals row by row; in a solo game, Alfred's Bonus track and Action cards;
last, the Museum's sixteen spaces and each row's Coin.

What the answer changes is marked: the location Alfred's turn takes, or the
one the file's last placement goes to, the Museum tiles it delivers; the
values that turn changes are written "before → after"; for the legal moves
(``decide = "moves"``), the worker rows that may go to each location. For ``decide = "move"`` the board is the position
before that turn (the file's moves up to its last placement, replayed with
the adapter's own ``replay``), so the placement shows as a change.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from spec.core.trace import silent
from spec.darwins_journey.board import LOCATIONS, SPECIMENS, Row, Unlock
from spec.darwins_journey.icons import SealColour
from spec.darwins_journey.moves import MoveKind
from spec.darwins_journey.state import NEUTRAL, PURPLE, Game, Player

from . import Picture
from .svg import (BODY, BOX_EDGE, CHANGE, CHANGE_FILL, EMPTY, HEAD, INK, MUTED, SEATS,
                  SEAT_FILLS, SMALL, WIDTH, Drawing, text_width, words)

if TYPE_CHECKING:
    from ..games import Json, Situation

MARGIN = 10.0
GAP = 4.0
MAIN_PAGES = (("exploration", "Exploration"), ("navigation", "Navigation"),
              ("correspondence", "Correspondence"), ("academy", "Academy"))
MAIN_DIARIES = (("Main Diary 1", 0, 2), ("Main Diary 2", 2, 4))
SPECIAL = tuple(f"special-{row}-{side}" for row in ("top", "middle", "bottom")
                for side in ("left", "right"))
OTHERS = ("small-left", "small-right", "museum", "turn-order")
OTHER_NAMES = {"small-left": "Small Diary, left", "small-right": "Small Diary, right",
               "museum": "Museum", "turn-order": "Turn Order"}
SEAL_FILLS = {"green": ("#bbf7d0", "G"), "blue": ("#bfdbfe", "B"), "yellow": ("#fef08a", "Y"),
              "red": ("#fecaca", "R"), PURPLE: ("#e9d5ff", "P")}
INDEX = {loc.id: i for i, loc in enumerate(LOCATIONS)}
ROWS = (Row.TOP, Row.MIDDLE, Row.BOTTOM)


def _access(game: Game, i: int) -> str:
    loc, owner = LOCATIONS[i], game.lens[i]
    if owner == NEUTRAL:
        return "neutral Lens"
    if owner is not None:
        return f"{game.seat_name(owner)}'s Lens"
    if loc.unlock is Unlock.LOCKED:
        return f"locked: {loc.unlock_cost} Coins"
    return "open"


def _worker_lines(game: Game, seat: int, row: int) -> tuple[str, str]:
    """(seat, worker) as a location lists them: "Alfred", "worker A"."""
    seat_name = game.seat_name(seat)
    full = game.worker_name(seat, row)
    rest = full[len(seat_name):].strip() if full.startswith(seat_name) else full
    return seat_name, rest


def _cell(d: Drawing, game: Game, x: float, y: float, w: float, h: float, i: int,
          title: str, chosen: str, note: str = "", legal: str = "") -> None:
    loc = LOCATIONS[i]
    picked = loc.id == chosen
    workers = game.workers[i]
    access = _access(game, i)
    locked = access.startswith("locked")
    d.group({"location": loc.id, "workers": len(workers),
             "mark": "answer" if picked else "legal" if legal else "none"})
    d.rect(x, y, w, h, CHANGE_FILL if picked else "#f1f1f1" if locked else "#ffffff",
           CHANGE if picked else BOX_EDGE, 2.5 if picked else 1.0, dashed=locked)
    d.text(x + 5, y + 14, title, SMALL, bold=True, width=w - 10,
           fill=CHANGE if picked else INK)
    if note:
        d.text(x + 5, y + 29, note, SMALL, width=w - 10)
        y += 15
    if locked and text_width(access, SMALL) > w - 10:
        access = "locked"  # a narrow cell: the cost is the same as on the Main Diaries
    d.text(x + 5, y + 29, access, SMALL, fill=EMPTY if locked else MUTED, width=w - 10,
           italic=locked)
    if legal:
        d.text(x + 5, y + 44, f"legal: {legal}", SMALL, bold=True, fill=CHANGE, width=w - 10,
               data={"legal": legal})
        y += 15
    wy = y + 36
    for seat, row in workers:
        name, worker = _worker_lines(game, seat, row)
        label = f"{name} {worker}"
        if text_width(label, SMALL, True) > w - 20:  # a narrow cell: "Alfred: A"
            label = f"{name}: {worker.split()[-1]}"
        d.rect(x + 4, wy, w - 8, 17, SEAT_FILLS[seat % 4], SEATS[seat % 4], rx=8,
               data={"seat": seat, "row": row})
        d.text(x + 10, wy + 13, label, SMALL, fill=SEATS[seat % 4], bold=True, width=w - 20)
        wy += 19
    if picked and not workers:
        d.text(x + 5, wy + 13, "goes here", SMALL, bold=True, fill=CHANGE,
               width=w - 10)
    d.end()


def _cell_height(game: Game, indices: list[int], chosen: str, note: bool,
                 legal: dict[str, str]) -> float:
    most = max(len(game.workers[i]) + (LOCATIONS[i].id == chosen and not game.workers[i])
               for i in indices)
    extra = any(LOCATIONS[i].id in legal for i in indices)
    return 40 + 15 * (note + extra) + 19 * max(most, 1)


def _board(d: Drawing, top: float, game: Game, chosen: str, legal: dict[str, str]) -> float:
    d.text(MARGIN, top + 14, "Worker placement locations", HEAD, bold=True)
    y = top + 22
    w = (WIDTH - 2 * MARGIN - 3 * GAP) / 4
    for name, first, last in MAIN_DIARIES:
        x0 = MARGIN + first * (w + GAP)
        d.text(x0 + ((last - first) * (w + GAP) - GAP) / 2, y + 12, name, SMALL, bold=True,
               anchor="middle", fill=MUTED)
    y += 18
    for page, (_, name) in enumerate(MAIN_PAGES):
        d.text(MARGIN + page * (w + GAP) + w / 2, y + 12, f"{name} page", SMALL,
               anchor="middle", bold=True, width=w)
    y += 18
    for row in ROWS:
        indices = [INDEX[f"{stem}-{row.value}"] for stem, _ in MAIN_PAGES]
        h = _cell_height(game, indices, chosen, True, legal)
        for page, i in enumerate(indices):
            loc = LOCATIONS[i]
            need = ", ".join(f"{n} {c.value}" for c in SealColour if (n := loc.seals.count(c)))
            _cell(d, game, MARGIN + page * (w + GAP), y, w, h, i, row.value, chosen,
                  f"seals: {need}" if need else "", legal.get(loc.id, ""))
        y += h + GAP
    y += 8
    d.text(MARGIN + (WIDTH - 2 * MARGIN) / 2, y + 12, "Special Action Diary", SMALL, bold=True,
           anchor="middle", fill=MUTED)
    y += 18
    w6 = (WIDTH - 2 * MARGIN - 5 * GAP) / 6
    indices = [INDEX[k] for k in SPECIAL]
    h = _cell_height(game, indices, chosen, True, legal)
    for k, i in enumerate(indices):
        title = LOCATIONS[i].id.removeprefix("special-").replace("-", " ")
        tile = game.special_tiles[k] if k < len(game.special_tiles) else None
        # Tile 0: none laid there (the solo game leaves the bottom row bare).
        _cell(d, game, MARGIN + k * (w6 + GAP), y, w6, h, i, title, chosen,
              f"tile {tile}" if tile else "no tile", legal.get(LOCATIONS[i].id, ""))
    y += h + GAP + 8
    w4 = (WIDTH - 2 * MARGIN - 3 * GAP) / 4
    indices = [INDEX[k] for k in OTHERS]
    h = _cell_height(game, indices, chosen, False, legal)
    for k, i in enumerate(indices):
        where = LOCATIONS[i].id
        _cell(d, game, MARGIN + k * (w4 + GAP), y, w4, h, i, OTHER_NAMES[where], chosen, "",
              legal.get(where, ""))
    return y + h


def _value(now: object, after: Json | None) -> str:
    if after is None or after == now or isinstance(after, (dict, list)):
        return str(now)
    return f"{now} → {after}"


def _seats(d: Drawing, top: float, game: Game, changed: int, after: dict[str, Json],
           totals: dict[int, int]) -> float:
    d.text(MARGIN, top + 14, "Seats", HEAD, bold=True)
    y = top + 22
    for p in game.players:
        ch = after if p.seat == changed else {}
        colour = SEATS[p.seat % 4]
        name = game.seat_name(p.seat)
        active = " (to play)" if game.active == p.seat else ""
        d.group({"seat": p.seat, "coins": p.coins, "mark": "answer" if ch else "none"})
        d.rect(MARGIN, y, WIDTH - 2 * MARGIN, 46, SEAT_FILLS[p.seat % 4] if not ch else
               CHANGE_FILL, colour if not ch else CHANGE, 1.5 if ch else 1.0)
        d.text(MARGIN + 8, y + 16, f"{name}{active}", BODY, bold=True, fill=colour)
        total = totals.get(p.seat)
        if total is not None:
            d.text(WIDTH - MARGIN - 8, y + 37, f"final score {total}", SMALL, bold=True,
                   anchor="end", fill=CHANGE, data={"final-score": total})
        stamps = "/".join(map(str, p.stamps))
        facts = [("Coins", _value(p.coins, ch.get("coins"))),
                 ("points", _value(p.points, ch.get("points"))),
                 ("Knowledge", _value(p.knowledge, ch.get("knowledge") if p.seat == changed
                                      and "mover" in ch else None)),
                 ("Evolution", _value(p.evolution, ch.get("evolution"))),
                 ("Stamps", stamps), ("Tents", _value(p.tents, ch.get("tents")))]
        x = MARGIN + 8 + max(text_width(f"{name}{active}", BODY, True) + 14, 120)
        for label, value in facts:
            text = f"{label} {value}"
            moved = "→" in value
            d.text(x, y + 16, text, SMALL, bold=moved, fill=CHANGE if moved else INK,
                   width=WIDTH - MARGIN - 6 - x, data={"fact": label, "value": value})
            x += text_width(text, SMALL, moved) + 12
        _seals(d, MARGIN + 8, y + 24, game, p)
        d.end()
        y += 50
    return y


def _seals(d: Drawing, x: float, y: float, game: Game, p: Player) -> None:
    """Each worker row's Wax Seals as lettered squares (row 0's printed purple
    seal is not a token, so not drawn)."""
    d.text(x, y + 13, "Seals:", SMALL, fill=MUTED)
    x += 42
    alfred = game.alfred is not None and p.seat == game.alfred.seat
    # Alfred's fifth worker is his bonus worker, never on a row; a player's
    # fifth row counts once the fifth worker is won.
    rows = p.rows[:4] if alfred or not p.fifth_worker else p.rows
    for r, row in enumerate(rows):
        label = "ABCD"[r] if alfred else str(r)
        d.text(x, y + 13, label, SMALL, bold=True)
        x += 14
        for seal in row:
            fill, letter = SEAL_FILLS.get(seal, ("#ffffff", "?"))
            d.rect(x, y + 1, 15, 16, fill, MUTED, rx=2, data={"seal": seal, "worker-row": r})
            d.text(x + 7.5, y + 13, letter, SMALL, anchor="middle")
            x += 17
        x += 10
        if x > WIDTH - 60:
            break


def _alfred(d: Drawing, top: float, game: Game, after: dict[str, Json]) -> float:
    a = game.alfred
    assert a is not None
    d.text(MARGIN, top + 14, f"Alfred's board ({a.level})", HEAD, bold=True)
    y = top + 22
    d.text(MARGIN, y + 14, "Bonus track:", SMALL, fill=MUTED)
    cell = 40.0
    x0 = MARGIN + 80
    now = a.bonus + 1
    then = after.get("bonus")
    then = then if isinstance(then, int) else now
    cards = dict(zip((5, 10), a.cards))
    for space in range(1, 11):
        x = x0 + (space - 1) * cell
        here, there = space == now, space == then and then != now
        d.rect(x, y, cell - 3, 24, SEAT_FILLS[a.seat % 4] if here else CHANGE_FILL if there
               else "#ffffff", SEATS[a.seat % 4] if here else CHANGE if there else BOX_EDGE,
               2.0 if here or there else 1.0, rx=3,
               data={"bonus-space": space,
                     "mark": "bonus worker" if here else "after" if there else "none"})
        d.text(x + (cell - 3) / 2, y + 16, str(space), SMALL, bold=here or there,
               anchor="middle", fill=CHANGE if there else INK)
        if space in cards:
            d.text(x + (cell - 3) / 2, y + 38, f"card {cards[space]}", SMALL, anchor="middle",
                   fill=MUTED)
    legend = f"on {now}" + (f" → {then}" if then != now else "")
    d.text(MARGIN, y + 30, legend, SMALL, bold=then != now,
           fill=CHANGE if then != now else INK, width=x0 - MARGIN - 4)
    y += 48
    card = after.get("card")
    drawn = ", ".join(map(str, a.drawn)) or "none"
    line = (f"Action cards: {len(a.deck)} face down (next: {a.deck[0] if a.deck else '-'}), "
            f"drawn: {drawn}")
    if isinstance(card, int):
        line += f"; this turn draws {card}"
    hammocks = ", ".join("ABCD"[r] for r in a.hammocks) or "none"
    rested = after.get("hammocks")
    later = ", ".join(map(str, rested)) or "none" if isinstance(rested, list) else hammocks
    d.text(MARGIN, y + 12, line, SMALL, width=WIDTH - 2 * MARGIN)
    moved = later != hammocks
    d.text(MARGIN, y + 28, f"Resting in hammocks: {hammocks}" + (f" → {later}" if moved else ""),
           SMALL, bold=moved, fill=CHANGE if moved else MUTED, data={"hammocks": later})
    return y + 32


def _museum(d: Drawing, top: float, game: Game, after: dict[str, Json]) -> float:
    """The Museum: a row per colour, a column per kind, each space empty or
    holding its delivered tile; a tile the answer's turn delivers is marked."""
    then = after.get("museum")
    held = {str(t) for t in then} if isinstance(then, list) else set(game.museum)
    d.text(MARGIN, top + 14, "The Museum", HEAD, bold=True)
    d.text(WIDTH - MARGIN, top + 14, "a tile in a space has been delivered", SMALL,
           anchor="end", fill=MUTED)
    y = top + 22
    label_w, cell_w, cell_h = 60.0, 86.0, 20.0
    for c, kind in sorted({(s.museum_column, s.kind.value) for s in SPECIMENS}):
        d.text(MARGIN + label_w + (c - 1) * cell_w + (cell_w - 4) / 2, y + 12,
               kind.capitalize(), SMALL, bold=True, anchor="middle")
    coin_x = MARGIN + label_w + 4 * cell_w + 8
    d.text(coin_x, y + 12, "the row's Coin", SMALL, bold=True)
    y += 16
    rows = sorted({(s.museum_row, s.colour.value) for s in SPECIMENS})
    for r, colour in rows:
        ry = y + (r - 1) * (cell_h + 3)
        d.text(MARGIN, ry + 14, colour.capitalize(), SMALL)
        for s in (x for x in SPECIMENS if x.museum_row == r):
            x = MARGIN + label_w + (s.museum_column - 1) * cell_w
            was = s.id in game.museum
            now = not was and s.id in held
            d.rect(x, ry, cell_w - 4, cell_h, CHANGE_FILL if now else "#e7e5e4" if was
                   else "none", CHANGE if now else MUTED if was else EMPTY,
                   2.0 if now else 1.0, rx=2, dashed=not (was or now),
                   data={"museum-tile": s.id,
                         "mark": "delivered now" if now else "delivered" if was else "empty"})
            d.text(x + (cell_w - 4) / 2, ry + 14, "delivered" if now else "tile" if was
                   else "empty", SMALL, anchor="middle", bold=now,
                   fill=CHANGE if now else INK if was else EMPTY, italic=not (was or now))
        coin = game.row_coins[r - 1] if r - 1 < len(game.row_coins) else False
        d.text(coin_x, ry + 14, "still there" if coin else "taken", SMALL,
               fill=INK if coin else EMPTY)
    return y + len(rows) * (cell_h + 3)


def _totals(answer: dict[str, Json]) -> dict[int, int]:
    """For the final score: each seat's total."""
    scores = answer.get("scores")
    out: dict[int, int] = {}
    for row in scores if isinstance(scores, list) else ():
        if isinstance(row, dict) and isinstance(row.get("seat"), int) \
                and isinstance(row.get("total"), int):
            seat, total = row["seat"], row["total"]
            assert isinstance(seat, int) and isinstance(total, int)
            out[seat] = total
    return out


def _legal_places(game: Game, answer: dict[str, Json]) -> dict[str, str]:
    """For decide = "moves": each location a legal placement goes to, with the
    worker rows that may go there ("0,1,3"). The answer says its moves in a
    player's words; they are read back into moves in ``game``."""
    from spec.darwins_journey.move_words import WordsError, read

    rows: dict[str, list[str]] = {}
    moves = answer.get("moves")
    for text in moves if isinstance(moves, list) else ():
        try:
            move = read(game, str(text))
        except WordsError:
            continue
        if move.kind is MoveKind.PLACE:
            found = rows.setdefault(str(move.args[1]), [])
            if str(move.args[0]) not in found:
                found.append(str(move.args[0]))
    return {where: ",".join(found) for where, found in rows.items()}


def _before_last_turn(situation: Situation) -> tuple[Game, str]:
    """For decide = "move": the position before the file's last placement, and
    the location it goes to ("" with no placement: then the file's start)."""
    from ..adapters.darwins_journey import origin_of, replay

    state = situation.state
    assert isinstance(state, Game)
    origin = origin_of(state)
    if origin is None:
        return state, ""
    places = [k for k, m in enumerate(origin.moves) if m.kind is MoveKind.PLACE]
    cut = places[-1] if places else 0
    where = str(origin.moves[cut].args[1]) if places else ""
    short = replace(origin, moves=origin.moves[:cut], texts=origin.texts[:cut],
                    lines=origin.lines[:cut])
    before, _ = replay(short, situation.rulings, silent())
    return before, where


def draw(situation: Situation, answer: dict[str, Json], uid: str) -> Picture:
    state = situation.state
    assert isinstance(state, Game)
    game, chosen, changed = state, "", -1
    after: dict[str, Json] = {}
    kind = situation.kind
    if kind == "alfred-turn" and state.alfred is not None:
        where = answer.get("location")
        chosen = where if isinstance(where, str) else ""
        changed, after = state.alfred.seat, answer
    elif kind == "move":
        game, chosen = _before_last_turn(situation)
        mover = answer.get("mover")
        if isinstance(mover, int):
            changed, after = mover, answer

    legal = _legal_places(game, answer) if kind == "moves" else {}
    head = (f"Round {game.round}, {game.phase.value} phase · {game.seat_name(game.active)} "
            f"to play · turn order: {', '.join(game.seat_name(s) for s in game.turn_order)}")
    desc = [head + "."]
    for i, ws in enumerate(game.workers):
        if ws:
            names = [game.worker_name(s, r) for s, r in ws]
            desc.append(f"On {LOCATIONS[i].id}: {words(names)}.")
    for p in game.players:
        desc.append(f"{game.seat_name(p.seat)}: {p.coins} Coins, {p.points} points, "
                    f"{p.knowledge} Knowledge, seals "
                    + "; ".join(words(list(r), "none") for r in p.rows) + ".")
    if game.alfred is not None:
        desc.append(f"Alfred's bonus worker is on space {game.alfred.bonus + 1} of his Bonus "
                    "track.")
    if chosen in INDEX:
        desc.append(f"The answer's location: {chosen}.")
    elif chosen == "hammock":
        desc.append("The answer: Alfred rests a worker in a hammock.")
    d = Drawing(uid, f"The situation: {situation.title}", " ".join(desc))
    d.text(MARGIN, 22, head, BODY, width=WIDTH - 2 * MARGIN)
    y = _board(d, 30, game, chosen, legal)
    y = _seats(d, y + 12, game, changed, after, _totals(answer))
    if game.alfred is not None:
        y = _alfred(d, y + 6, game, after if kind == "alfred-turn" else {})
    y = _museum(d, y + 8, game, after)

    shown = ["where the workers stand", "each seat's resources and Wax Seals"]
    if game.alfred is not None:
        shown.append("Alfred's Bonus track and Action cards")
    shown.append("the Museum")
    what = words(shown)
    if kind == "alfred-turn" and chosen not in INDEX:
        what += ("; marked: what his turn changes" + (" (he rests a worker in a hammock)"
                                                      if chosen == "hammock" else ""))
    elif kind == "alfred-turn" and chosen:
        what += f"; marked: the location Alfred's turn takes ({chosen}) and what it changes"
    elif kind == "final-score" and _totals(answer):
        what += "; marked: each seat's final score"
    elif legal:
        what += ("; marked: where a worker may be placed now, with the worker rows that "
                 "may go there")
    elif kind == "move":
        what = (f"the position before the last turn's moves: {what}"
                + (f"; marked: where the worker goes ({chosen}) and what the turn changes"
                   if chosen else "; marked: what the moves change"))
    return Picture(d.svg(), f"The situation in round {game.round}: {what}.")

"""Flowcharts of the bots' decision procedures, drawn as SVG in pure Python.

The spec states each priority procedure once, as a ``spec.core.procedure.Procedure``:
ordered branches (a question and what happens when the answer is yes) and a
last resort. The spec's code follows that object and this module draws the
same object, so a diagram cannot drift from what the code does.

Nothing here needs graphviz, JavaScript or the network: text is measured with
a table of character widths (Helvetica's, widened to cover DejaVu Sans, the
widest common fallback; ``checker.pictures.svg`` holds it, for the situation
pictures too), wrapped to fit its box, and laid out top to bottom.
The SVG is embedded inline in the HTML, so its links work like any other.

A diagram is a list of shapes; ``Canvas.svg`` writes them out. Three charts
are drawn with them: a procedure (``flowchart``), a chain fanning out to cases
(``fan``) and a ranking (``ranking_chart``: the keys in order, then the tie).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

# Text is measured as the situation pictures measure it: one table of widths.
from checker.pictures.svg import FONT as FONT, svg_open, text_width as text_width

# Colours: quiet fills, darker borders; links in the theme's blue.
INK = "#222222"
LINE = "#555555"
LINK = "#1a5fb4"
STYLES = {
    "start": ("#e3ebf6", "#4a6fa5"),
    "question": ("#fff6dc", "#b8921f"),
    "outcome": ("#e5f3e8", "#3c8d4f"),
    "silent": ("#f8e7e7", "#b04848"),
    "step": ("#f2f2f2", "#777777"),
}


def _split_long(word: str, width: float, size: float, bold: bool) -> list[str]:
    """A word too long for the line, cut after dots or hyphens (ids), else anywhere."""
    parts = re.findall(r"[^.\-]+[.\-]?|[.\-]", word)
    out: list[str] = []
    cur = ""
    for part in parts:
        if cur and text_width(cur + part, size, bold) > width:
            out.append(cur)
            cur = ""
        while text_width(part, size, bold) > width:  # no break point: cut it
            n = len(part)
            while n > 1 and text_width(part[:n], size, bold) > width:
                n -= 1
            out.append(part[:n])
            part = part[n:]
        cur += part
    if cur:
        out.append(cur)
    return out


def wrap(text: str, width: float, size: float, bold: bool = False) -> list[str]:
    """Greedy word wrap so that every line measures at most ``width`` pixels."""
    lines: list[str] = []
    cur = ""
    for word in text.split():
        pieces = ([word] if text_width(word, size, bold) <= width
                  else _split_long(word, width, size, bold))
        for piece in pieces:
            trial = f"{cur} {piece}" if cur else piece
            if text_width(trial, size, bold) <= width:
                cur = trial
            else:
                if cur:
                    lines.append(cur)
                cur = piece
    if cur:
        lines.append(cur)
    return lines or [""]


@dataclass(frozen=True)
class Line:
    text: str
    size: float = 13.0
    bold: bool = False
    href: str = ""
    italic: bool = False

    @property
    def height(self) -> float:
        return self.size * 1.32


def para(text: str, width: float, size: float = 13.0, bold: bool = False, href: str = "",
         italic: bool = False) -> list[Line]:
    return [Line(t, size, bold, href, italic) for t in wrap(text, width, size, bold)]


def lines_height(lines: Sequence[Line]) -> float:
    return sum(x.height for x in lines)


def lines_width(lines: Sequence[Line]) -> float:
    return max((text_width(x.text, x.size, x.bold) for x in lines), default=0.0)


@dataclass
class Canvas:
    """Shapes in drawing order; ``uid`` keeps ids unique when several diagrams
    share one HTML page."""

    uid: str
    title: str
    description: str
    parts: list[str] = field(default_factory=list)
    width: float = 0.0
    height: float = 0.0

    def _text(self, lines: Sequence[Line], cx: float, top: float) -> None:
        y = top
        for ln in lines:
            baseline = y + ln.height / 2 + ln.size * 0.36
            attrs = (f'x="{cx:.1f}" y="{baseline:.1f}" font-size="{ln.size:g}" '
                     f'text-anchor="middle"')
            if ln.bold:
                attrs += ' font-weight="bold"'
            if ln.italic:
                attrs += ' font-style="italic"'
            body = escape(ln.text)
            if ln.href:
                self.parts.append(
                    f'<a href="{escape(ln.href, {chr(34): "&quot;"})}">'
                    f'<text {attrs} fill="{LINK}" text-decoration="underline">{body}</text></a>')
            else:
                self.parts.append(f'<text {attrs} fill="{INK}">{body}</text>')
            y += ln.height

    def box(self, x: float, y: float, w: float, h: float, lines: Sequence[Line], style: str,
            rounded: float = 8.0) -> None:
        fill, stroke = STYLES[style]
        self.parts.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" '
                          f'rx="{rounded:g}" fill="{fill}" stroke="{stroke}" '
                          f'stroke-width="1.5"/>')
        self._text(lines, x + w / 2, y + (h - lines_height(lines)) / 2)
        self._grow(x + w, y + h)

    def diamond(self, cx: float, cy: float, a: float, b: float, lines: Sequence[Line]) -> None:
        fill, stroke = STYLES["question"]
        pts = f"{cx:.1f},{cy - b:.1f} {cx + a:.1f},{cy:.1f} {cx:.1f},{cy + b:.1f} {cx - a:.1f},{cy:.1f}"
        self.parts.append(f'<polygon points="{pts}" fill="{fill}" stroke="{stroke}" '
                          f'stroke-width="1.5"/>')
        self._text(lines, cx, cy - lines_height(lines) / 2)
        self._grow(cx + a, cy + b)

    def arrow(self, points: Sequence[tuple[float, float]], label: str = "",
              label_at: tuple[float, float] | None = None, anchor: str = "start") -> None:
        d = " ".join(f"{'M' if i == 0 else 'L'}{x:.1f},{y:.1f}" for i, (x, y) in enumerate(points))
        self.parts.append(f'<path d="{d}" fill="none" stroke="{LINE}" stroke-width="1.5" '
                          f'marker-end="url(#{self.uid}-arrow)"/>')
        if label and label_at is not None:
            lx, ly = label_at
            self.parts.append(f'<text x="{lx:.1f}" y="{ly:.1f}" font-size="12" '
                              f'font-style="italic" text-anchor="{anchor}" '
                              f'fill="{LINE}">{escape(label)}</text>')

    def line(self, points: Sequence[tuple[float, float]]) -> None:
        d = " ".join(f"{'M' if i == 0 else 'L'}{x:.1f},{y:.1f}" for i, (x, y) in enumerate(points))
        self.parts.append(f'<path d="{d}" fill="none" stroke="{LINE}" stroke-width="1.5"/>')

    def _grow(self, x: float, y: float) -> None:
        self.width = max(self.width, x)
        self.height = max(self.height, y)

    def svg(self, margin: float = 10.0) -> str:
        w = round(self.width + margin)
        h = round(self.height + margin)
        uid = self.uid
        head, title, desc = svg_open("automa-diagram", w, h, uid, self.title, self.description,
                                     style=";margin:1em 0")
        defs = (
            f'{title}{desc}'
            f'<defs><marker id="{uid}-arrow" viewBox="0 0 10 10" refX="9" refY="5" '
            f'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
            f'<path d="M0,0 L10,5 L0,10 z" fill="{LINE}"/></marker></defs>'
        )
        return "\n".join([head, defs, *self.parts, "</svg>", ""])


# --------------------------------------------------------------------------
# A priority procedure as a flowchart


@dataclass(frozen=True)
class Node:
    """What a box says: its text, and an optional link line under it."""

    text: str
    link_text: str = ""
    href: str = ""


_RULING_IN_TEXT = re.compile(r"\s*\(ruling ([A-Za-z0-9_.\-]+)\)")


def split_ruling(text: str, known: Callable[[str], bool]) -> tuple[str, str]:
    """("the text is silent", "wendake.x") from "the text is silent (ruling wendake.x)";
    the id only when ``known`` accepts it."""
    m = _RULING_IN_TEXT.search(text)
    if not m or not known(m.group(1)):
        return text, ""
    return (text[: m.start()] + text[m.end():]).strip(), m.group(1)


# Geometry of a procedure chart (pixels). About 650 wide: the body of a page
# in the docs' theme, so the text shows at its real size.
MARGIN = 10.0
DIAMOND_A = 172.0  # half width of a question diamond
TEXT_W = 196.0  # wrap width of a question
GAP_X = 56.0  # from a diamond's right corner to its outcome box
OUT_W = 222.0  # outcome box width
GAP_Y = 34.0  # vertical gap between rows (room for "no")
BODY = 13.5
SMALL = 12.0  # link lines: no text of a chart is smaller


def _node_lines(node: Node, width: float, bold: bool = False, size: float = BODY) -> list[Line]:
    lines = para(node.text, width, size, bold) if node.text else []
    if node.link_text:
        lines += para(node.link_text, width, SMALL, href=node.href)
    return lines


@dataclass(frozen=True)
class Chart:
    """A procedure, ready to draw: start, (question, outcome) rows, otherwise."""

    uid: str
    title: str
    start: Node
    rows: tuple[tuple[str, Node], ...]
    otherwise: Node
    otherwise_silent: bool


def flowchart(chart: Chart) -> str:
    desc = f"{chart.start.text}. " + " ".join(
        f"{i}. {q} Yes: {o.text}. No: go on." for i, (q, o) in enumerate(chart.rows, 1)
    ) + f" Otherwise: {chart.otherwise.text}."
    cv = Canvas(chart.uid, f"Flowchart: {chart.title}", desc)
    cx = MARGIN + DIAMOND_A  # centre of the question column
    out_x = cx + DIAMOND_A + GAP_X

    # The start box.
    start_w = 2 * DIAMOND_A - 40
    start_lines = _node_lines(chart.start, start_w - 24, bold=True)
    start_h = lines_height(start_lines) + 18
    cv.box(cx - start_w / 2, MARGIN, start_w, start_h, start_lines, "start", rounded=start_h / 2)
    y = MARGIN + start_h + GAP_Y * 0.8
    above = MARGIN + start_h  # bottom of the shape the next arrow leaves
    first = True

    for question, outcome in chart.rows:
        q_lines = para(question, TEXT_W, BODY)
        th = lines_height(q_lines)
        tw = max(lines_width(q_lines), 1.0)
        # The text block's corners must sit inside the diamond:
        # (tw/2)/a + (th/2)/b <= 1, with some air.
        b = max((th / 2 + 4) / max(1 - (tw / 2 + 10) / DIAMOND_A, 0.2), 34.0)
        o_lines = _node_lines(outcome, OUT_W - 20)
        oh = lines_height(o_lines) + 16
        row_h = max(2 * b, oh)
        cy = y + row_h / 2
        # From the start box a plain arrow; from a question above, its "no".
        label = "" if first else "no"
        cv.arrow([(cx, above), (cx, cy - b)], label, (cx + 8, (above + cy - b) / 2 + 4))
        first = False
        cv.diamond(cx, cy, DIAMOND_A, b, q_lines)
        cv.box(out_x, cy - oh / 2, OUT_W, oh, o_lines, "outcome")
        cv.arrow([(cx + DIAMOND_A, cy), (out_x, cy)], "yes",
                 ((cx + DIAMOND_A + out_x) / 2, cy - 6), anchor="middle")
        above = cy + b
        y = cy + row_h / 2 + GAP_Y

    # The last resort.
    ow = 2 * DIAMOND_A - 40
    o_lines = _node_lines(chart.otherwise, ow - 24)
    oh = lines_height(o_lines) + 16
    top = y
    label = "no" if chart.rows else ""
    cv.arrow([(cx, above), (cx, top)], label, (cx + 8, (above + top) / 2 + 4))
    cv.box(cx - ow / 2, top, ow, oh, o_lines, "silent" if chart.otherwise_silent else "outcome")
    return cv.svg(MARGIN)


# --------------------------------------------------------------------------
# A fan-out: one chain of steps, then one row per case


@dataclass(frozen=True)
class Case:
    name: str  # shown bold in the case's box
    result: tuple[Node, ...]  # what follows, one line group per node


def fan(uid: str, title: str, chain: Sequence[Node], cases: Sequence[Case]) -> str:
    """Steps down the left, the last fanning out to one row per case."""
    desc = " then ".join(n.text for n in chain) + ": " + "; ".join(
        f"{c.name}: " + ", then ".join(n.text for n in c.result) for c in cases) + "."
    cv = Canvas(uid, title, desc)
    chain_w, case_w, res_w = 190.0, 118.0, 262.0
    bus_x = MARGIN + chain_w + 22
    case_x = bus_x + 18
    res_x = case_x + case_w + 30
    row_gap = 10.0

    # The cases first, to know how tall the fan is.
    rows = []
    for c in cases:
        n_lines = para(c.name, case_w - 16, BODY, bold=True)
        r_lines: list[Line] = []
        for node in c.result:
            r_lines += _node_lines(node, res_w - 20)
        h = max(lines_height(n_lines), lines_height(r_lines)) + 14
        rows.append((n_lines, r_lines, h))
    fan_h = sum(h for *_, h in rows) + row_gap * (len(rows) - 1)

    chain_lines = [_node_lines(n, chain_w - 20) for n in chain]
    chain_hs = [lines_height(ls) + 16 for ls in chain_lines]
    chain_gap = 26.0
    chain_h = sum(chain_hs) + chain_gap * (len(chain) - 1)
    top = MARGIN + max(0.0, (fan_h - chain_h) / 2)
    fan_top = MARGIN + max(0.0, (chain_h - fan_h) / 2)

    y = top
    last_mid = 0.0
    for i, (ls, h) in enumerate(zip(chain_lines, chain_hs)):
        if i:
            cv.arrow([(MARGIN + chain_w / 2, y - chain_gap), (MARGIN + chain_w / 2, y)])
        cv.box(MARGIN, y, chain_w, h, ls, "start" if i == 0 else "step")
        last_mid = y + h / 2
        y += h + chain_gap

    y = fan_top
    mids = []
    for n_lines, r_lines, h in rows:
        mid = y + h / 2
        mids.append(mid)
        cv.box(case_x, y, case_w, h, n_lines, "question", rounded=4)
        cv.arrow([(case_x + case_w, mid), (res_x, mid)])
        cv.box(res_x, y, res_w, h, r_lines, "outcome")
        y += h + row_gap
    # The bus: from the last chain step to every case.
    cv.line([(MARGIN + chain_w, last_mid), (bus_x, last_mid)])
    cv.line([(bus_x, min(mids + [last_mid])), (bus_x, max(mids + [last_mid]))])
    for mid in mids:
        cv.arrow([(bus_x, mid), (case_x, mid)])
    return cv.svg(MARGIN)


# --------------------------------------------------------------------------
# A ranking: the candidates kept key by key, then the tie


@dataclass(frozen=True)
class KeyNode:
    """One key of a ranking as its box says it."""

    name: str
    better: str  # "lower" or "higher": which value wins
    link_text: str  # the clause that states the key
    href: str


@dataclass(frozen=True)
class RankChart:
    """A ranking, ready to draw: its question, its keys in order, and what
    settles a tie: a Ruling (``tie``, a link, and one ``Case`` per reading:
    its id and what it picks) or, with no readings, why no tie can remain
    (``tie.text``)."""

    uid: str
    title: str
    start: Node
    keys: tuple[KeyNode, ...]
    tie: Node
    readings: tuple[Case, ...] = ()


def _key_lines(n: int, key: KeyNode, width: float) -> list[Line]:
    return (para(f"{n}. {key.name}", width, BODY, bold=True)
            + para(f"the {key.better} wins", width, 13.0, italic=True)
            + para(key.link_text, width, SMALL, href=key.href))


def ranking_chart(chart: RankChart) -> str:
    """Down the left: the candidates, each key keeping the best of those left,
    then "one left?"; to the right, the winner and, under it, the readings of
    the tie Ruling (or, with no Ruling, why a tie cannot happen)."""
    keys = "; then ".join(f"{k.name} (the {k.better} wins)" for k in chart.keys)
    if chart.readings:
        settle = (f"{chart.tie.text}: {chart.tie.link_text}, whose readings pick: "
                  + "; ".join(f"{c.name}: " + " ".join(n.text.rstrip(".") for n in c.result)
                              for c in chart.readings) + ".")
    else:
        settle = f"A tie cannot remain: {chart.tie.text.rstrip('.')}."
    desc = f"{chart.start.text} Keep the best by {keys}. One left wins. {settle}"
    cv = Canvas(chart.uid, f"Ranking: {chart.title}", desc)
    col_w = 2 * DIAMOND_A - 40  # the boxes down the left
    cx = MARGIN + DIAMOND_A
    out_x = cx + DIAMOND_A + GAP_X  # the column on the right
    inner = col_w - 24

    start_lines = _node_lines(chart.start, inner, bold=True)
    start_h = lines_height(start_lines) + 18
    cv.box(cx - col_w / 2, MARGIN, col_w, start_h, start_lines, "start", rounded=start_h / 2)
    above = MARGIN + start_h
    for n, key in enumerate(chart.keys, start=1):
        lines = _key_lines(n, key, inner)
        h = lines_height(lines) + 16
        top = above + GAP_Y
        label = "all the candidates" if n == 1 else "those level on it"
        cv.arrow([(cx, above), (cx, top)], label, (cx + 8, above + GAP_Y / 2 + 4))
        cv.box(cx - col_w / 2, top, col_w, h, lines, "step")
        above = top + h

    # One left?
    q_lines = para("Is one candidate left?", TEXT_W, BODY)
    b = 34.0
    cy = above + GAP_Y + b
    label = "those level on it" if chart.keys else ""
    cv.arrow([(cx, above), (cx, cy - b)], label, (cx + 8, above + GAP_Y / 2 + 4))
    cv.diamond(cx, cy, DIAMOND_A, b, q_lines)
    win_lines = para("It wins.", OUT_W - 20, BODY, bold=True)
    win_h = lines_height(win_lines) + 16
    cv.box(out_x, cy - win_h / 2, OUT_W, win_h, win_lines, "outcome")
    cv.arrow([(cx + DIAMOND_A, cy), (out_x, cy)], "yes",
             ((cx + DIAMOND_A + out_x) / 2, cy - 6), anchor="middle")

    # No: a tie on every key.
    top = cy + b + GAP_Y
    if not chart.readings:
        lines = (para("A tie cannot remain:", inner, BODY, bold=True)
                 + para(chart.tie.text, inner, 13.0)
                 + (para(chart.tie.link_text, inner, SMALL, href=chart.tie.href)
                    if chart.tie.link_text else []))
        h = lines_height(lines) + 16
        cv.arrow([(cx, cy + b), (cx, top)], "no", (cx + 8, cy + b + GAP_Y / 2 + 4))
        cv.box(cx - col_w / 2, top, col_w, h, lines, "step")
        return cv.svg(MARGIN)

    tie_lines = _node_lines(chart.tie, inner, bold=True)
    tie_h = lines_height(tie_lines) + 16
    rows = []
    for case in chart.readings:
        r_lines = para(case.name, OUT_W - 20, BODY, bold=True)
        for node in case.result:
            r_lines += _node_lines(node, OUT_W - 20, size=13.0)
        rows.append((r_lines, lines_height(r_lines) + 14))
    row_gap = 10.0
    stack_h = sum(h for _, h in rows) + row_gap * (len(rows) - 1)
    tie_top = top + max(0.0, (stack_h - tie_h) / 2)
    cv.arrow([(cx, cy + b), (cx, tie_top)], "no", (cx + 8, cy + b + GAP_Y / 2 + 4))
    cv.box(cx - col_w / 2, tie_top, col_w, tie_h, tie_lines, "silent")
    tie_mid = tie_top + tie_h / 2
    y = top + max(0.0, (tie_h - stack_h) / 2)
    mids = []
    for r_lines, h in rows:
        cv.box(out_x, y, OUT_W, h, r_lines, "outcome")
        mids.append(y + h / 2)
        y += h + row_gap
    # The bus: from the tie to each reading.
    bus_x = cx + col_w / 2 + (out_x - cx - col_w / 2) / 2
    cv.line([(cx + col_w / 2, tie_mid), (bus_x, tie_mid)])
    cv.line([(bus_x, min(mids + [tie_mid])), (bus_x, max(mids + [tie_mid]))])
    for mid in mids:
        cv.arrow([(bus_x, mid), (out_x, mid)])
    return cv.svg(MARGIN)

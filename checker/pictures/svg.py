"""A small kit for drawing situations as SVG text: boxes, labels, markers.

Pure strings, no library: a picture is a list of shapes written out once.
Text is measured with a table of advance widths (Helvetica's, widened to
cover DejaVu Sans, the widest common fallback), so a label can be fitted to
its box before the browser ever sees it; the docs' flowcharts measure their
text with the same table.

A picture is drawn on its own light card (a background rectangle), so its
fixed colours read the same in the site's light and dark modes. Shapes that
stand for something in the state carry ``data-*`` attributes (``data-tile``,
``data-location``, ...): they say nothing to a reader, but let a test find
the shape that shows a given piece and check it against the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

FONT = "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"

# Advance widths in 1/1000 em (Helvetica), ASCII 32-126.
_WIDTHS = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
_WIDEN = 1.12  # DejaVu Sans runs about this much wider than Helvetica
_BOLD = 1.07


def text_width(text: str, size: float, bold: bool = False) -> float:
    """The width in pixels ``text`` takes at ``size``, a little generous."""
    units = sum(_WIDTHS[ord(ch) - 32] if 32 <= ord(ch) < 127 else 600 for ch in text)
    return units * size / 1000 * _WIDEN * (_BOLD if bold else 1.0)


def fit(text: str, width: float, size: float, bold: bool = False) -> str:
    """``text``, cut short with an ellipsis if it is wider than ``width``."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "…"


# The picture's palette: dark ink on a light card, whatever the page's theme.
CARD = "#fbfaf6"
CARD_EDGE = "#c8c2b4"
INK = "#1f1f1f"
MUTED = "#4d4d4d"
EMPTY = "#8a8a8a"
BOX = "#ffffff"
BOX_EDGE = "#9a9a9a"
# What the answer changes: an orange edge on a pale orange fill.
CHANGE = "#c2410c"
CHANGE_FILL = "#ffedd5"
BLOCKED = "#b91c1c"
BLOCKED_FILL = "#fde8e8"
# Seats, in seat order; a seat's pieces are also labelled in words.
SEATS = ("#1d4ed8", "#b91c1c", "#15803d", "#7e22ce")
SEAT_FILLS = ("#dbeafe", "#fee2e2", "#dcfce7", "#f3e8ff")

SMALL = 12.0  # no text of a picture is smaller
BODY = 13.0
HEAD = 14.0
WIDTH = 640.0  # the docs' text column: the picture shows at its real size


def _n(v: float) -> str:
    """A coordinate, to a tenth of a pixel, without a trailing ".0"."""
    return f"{round(v, 1):g}"


def _attrs(data: Mapping[str, object] | None) -> str:
    if not data:
        return ""
    return "".join(f' data-{k}="{escape(str(v), {chr(34): "&quot;"})}"' for k, v in data.items())


@dataclass
class Drawing:
    """Shapes in drawing order. ``uid`` keeps the title's and description's ids
    unique when several pictures share one HTML page."""

    uid: str
    title: str
    description: str
    parts: list[str] = field(default_factory=list)
    height: float = 0.0

    def _grow(self, bottom: float) -> None:
        self.height = max(self.height, bottom)

    def rect(self, x: float, y: float, w: float, h: float, fill: str = BOX,
             stroke: str = BOX_EDGE, width: float = 1.0, rx: float = 4.0, dashed: bool = False,
             data: Mapping[str, object] | None = None) -> None:
        dash = ' stroke-dasharray="4 3"' if dashed else ""
        sw = f' stroke-width="{width:g}"' if width != 1.0 else ""
        self.parts.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" '
                          f'rx="{rx:g}" fill="{fill}" stroke="{stroke}"{sw}{dash}'
                          f'{_attrs(data)}/>')
        self._grow(y + h)

    def text(self, x: float, y: float, text: str, size: float = BODY, bold: bool = False,
             anchor: str = "start", fill: str = INK, italic: bool = False,
             width: float = 0.0, data: Mapping[str, object] | None = None) -> None:
        """A line of text whose baseline is at ``y``; cut to ``width`` if given."""
        if width:
            text = fit(text, width, size, bold)
        # The picture's defaults (12 px, ink, anchored at the start) are set
        # once on the <svg>; a text states only where it differs.
        style = (f' font-size="{size:g}"' if size != SMALL else "") + (
            f' text-anchor="{anchor}"' if anchor != "start" else "") + (
            f' fill="{fill}"' if fill != INK else "") + (
            ' font-weight="bold"' if bold else "") + (' font-style="italic"' if italic else "")
        self.parts.append(f'<text x="{_n(x)}" y="{_n(y)}"{style}{_attrs(data)}>'
                          f'{escape(text)}</text>')
        self._grow(y + size * 0.3)

    def circle(self, cx: float, cy: float, r: float, fill: str, stroke: str = INK,
               data: Mapping[str, object] | None = None) -> None:
        self.parts.append(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{r:g}" fill="{fill}" '
                          f'stroke="{stroke}" stroke-width="1"{_attrs(data)}/>')
        self._grow(cy + r)

    def path(self, d: str, stroke: str = MUTED, width: float = 1.5, fill: str = "none") -> None:
        self.parts.append(f'<path d="{d}" fill="{fill}" stroke="{stroke}" '
                          f'stroke-width="{width:g}"/>')

    def group(self, data: Mapping[str, object]) -> None:
        """Open a group: the shapes up to ``end`` show one piece of the state."""
        self.parts.append(f"<g{_attrs(data)}>")

    def end(self) -> None:
        self.parts.append("</g>")

    def svg(self, margin: float = 10.0) -> str:
        w = round(WIDTH)
        h = round(self.height + margin)
        return "\n".join([
            *svg_open("automa-picture", w, h, self.uid, self.title, self.description,
                      attrs=f'font-size="{SMALL:g}" fill="{INK}" '),
            f'<rect x="0.5" y="0.5" width="{w - 1}" height="{h - 1}" rx="8" fill="{CARD}" '
            f'stroke="{CARD_EDGE}"/>',
            *self.parts, "</svg>", ""])


def svg_open(css_class: str, width: int, height: int, uid: str, title: str,
             description: str, style: str = "", attrs: str = "") -> tuple[str, str, str]:
    """The opening of an SVG the site shows: the element, scaled down on a
    narrow screen, then its title and description, which a screen reader
    reads (pictures and flowcharts alike)."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" '
            f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
            f'style="max-width:100%;height:auto;display:block{style}" '
            f'font-family="{FONT}" {attrs}role="img" aria-labelledby="{uid}-title {uid}-desc">',
            f'<title id="{uid}-title">{escape(title)}</title>',
            f'<desc id="{uid}-desc">{escape(description)}</desc>')


def words(items: list[str] | tuple[str, ...], none: str = "none") -> str:
    """Items as a sentence lists them: "a", "a and b", "a, b and c"."""
    if not items:
        return none
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]

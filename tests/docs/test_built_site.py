"""The built site, read back: what a reader's browser gets.

The site is the one ``conftest.site`` builds. Every game's worked examples must show each answer
whole (no table cell dropped by the table parser) and each trace as one
numbered list (no list that restarts at step 10 because its sub-bullets fell
out); and no link, in a page, its raw HTML, an inline chart or a chart's own
SVG file, may land nowhere.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest
from automa_docs import broken_links, example_label, home

from checker import games
from checker.commands import run
from checker.games import ROOT
from checker.render import plain
from checker.situation import read

# --- Reading a page's tables and numbered lists ---------------------------------------


@dataclass
class Table:
    header: list[str]
    rows: list[list[str]] = field(default_factory=list)


@dataclass
class OrderedList:
    start: str | None  # the start attribute, if the list does not begin at 1
    items: int = 0
    depth: int = 0  # how many lists it sits in


class Page(HTMLParser):
    """The tables (header and rows, each cell's text) and the numbered lists of
    an HTML page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[Table] = []
        self.lists: list[OrderedList] = []
        self._open: list[str] = []  # the lists (ol, ul) we are inside
        self._ols: list[OrderedList] = []
        self._row: list[str] | None = None
        self._in_head = False
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self.tables.append(Table([]))
        elif tag == "thead":
            self._in_head = True
        elif tag == "tr" and self.tables:
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []
        elif tag in ("ol", "ul"):
            if tag == "ol":
                ol = OrderedList(dict(attrs).get("start"), depth=len(self._open))
                self.lists.append(ol)
                self._ols.append(ol)
            self._open.append(tag)
        elif tag == "li" and self._open and self._open[-1] == "ol":
            self._ols[-1].items += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "thead":
            self._in_head = False
        elif tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            table = self.tables[-1]
            if self._in_head:
                table.header = self._row
            else:
                table.rows.append(self._row)
            self._row = None
        elif tag in ("ol", "ul") and self._open:
            if self._open.pop() == "ol":
                self._ols.pop()

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def page(path: Path) -> Page:
    p = Page()
    p.feed(path.read_text(encoding="utf-8"))
    return p


# Sphinx's smart quotes and dashes, undone to compare with the spec's text.
_SMART = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                        "\u2013": "--", "\u2014": "---", "\u2026": "..."})


def as_shown(text: str) -> str:
    return " ".join(text.translate(_SMART).split())


def test_the_page_reader_sees_rows_lists_and_restarts() -> None:
    p = Page()
    p.feed("<table><thead><tr><th>field</th><th>answer</th></tr></thead><tbody>"
           "<tr><td><p>rows</p></td><td><p>a | <em>b</em></p></td></tr></tbody></table>"
           "<ol><li>one<ul><li>sub</li></ul></li><li>two</li></ol><ol start=\"3\"><li>x</li>"
           "<li><ol><li>inner</li></ol></li></ol>")
    assert p.tables == [Table(["field", "answer"], [["rows", "a | b"]])]
    assert [(o.start, o.items, o.depth) for o in p.lists] == [
        (None, 2, 0), ("3", 2, 0), (None, 1, 1)]


# --- The site ---------------------------------------------------------------------------


def example_pages(site: Path, game: str) -> list[Path]:
    """The page of each worked example of the game, in the order of its files."""
    return [site / (home("example", _rel(path)) + ".html") for path in games.examples(game)]


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("game", games.names())
def test_every_table_row_of_the_examples_has_a_cell_per_column(site: Path, game: str) -> None:
    tables = [t for p in example_pages(site, game) for t in page(p).tables]
    assert tables
    for t in tables:
        assert t.header, "a table without a header row"
        for row in t.rows:
            assert len(row) == len(t.header), (t.header, row)


@pytest.mark.parametrize("game", games.names())
def test_every_answer_is_shown_whole(site: Path, game: str) -> None:
    """Each example's answer table holds every field with its whole value: a
    nested list (Alfred's four rows, each seat's score) is not cut short at its
    first pipe."""
    answers = [t for p in example_pages(site, game) for t in page(p).tables
               if t.header == ["field", "answer"]]
    files = games.examples(game)
    assert len(answers) == len(files)
    for path, shown in zip(files, answers):
        situation = read(path)
        answer = run(situation, situation.rulings, traced=False).answer
        expected = [[k.replace("_", " "), as_shown(plain(v))] for k, v in answer.items()]
        assert [[k, as_shown(v)] for k, v in shown.rows] == expected, path.name


@pytest.mark.parametrize("game", games.names())
def test_every_trace_is_one_numbered_list(site: Path, game: str) -> None:
    """One list per example, starting at 1 and holding every step: the
    sub-bullets of step 10 and later stay inside their step."""
    lists = [o for p in example_pages(site, game) for o in page(p).lists]
    restarts = [o for o in lists if o.start not in (None, "1")]
    assert not restarts, f"{len(restarts)} numbered lists restart"
    steps = []
    for path in games.examples(game):
        situation = read(path)
        n = len(run(situation, situation.rulings).trace.steps)
        if n:
            steps.append(n)
    assert [o.items for o in lists if o.depth == 0] == steps


def test_no_link_of_the_built_site_lands_nowhere(site: Path) -> None:
    """Every href of every page (raw HTML and inline charts included) and of
    every chart's own SVG file leads to a file of the site, and to an anchor on
    it when it names one."""
    assert broken_links(site) == []
    charts = list(site.glob("_generated/*/diagrams/*.svg"))
    assert charts, "the charts' own SVG files are not on the site"
    for chart in charts:
        # Each is linked from its game's procedures page, and links to rules.
        procedures = (chart.parent.parent / "procedures.html").read_text(encoding="utf-8")
        assert f'href="diagrams/{chart.name}"' in procedures
        assert re.search(r'href="[^"#]*rules/[a-z0-9-]+\.html#', chart.read_text(encoding="utf-8")), \
            chart


def test_every_clause_ruling_and_assumption_is_an_object_other_sites_can_link(
        site: Path) -> None:
    """objects.inv lists each under its own type, at its own anchor, so that
    intersphinx can link `:std:ruling:` ids from another site."""
    import posixpath

    from sphinx.util.inventory import InventoryFile

    from spec.core.clauses import all_clauses
    from spec.core.provenance import all_assumptions
    from spec.core.rulings import all_rulings

    for name in games.names():
        games.load_rules(name)
    with (site / "objects.inv").open("rb") as f:
        inv = InventoryFile.load(f, "", posixpath.join)
    wanted = {"std:clause": {c.id for c in all_clauses()},
              "std:ruling": {r.id for r in all_rulings() if r.game in games.names()},
              "std:assumption": {a.id for a in all_assumptions() if a.game in games.names()}}
    for kind, ids in wanted.items():
        listed = inv.get(kind, {})
        assert ids <= set(listed), f"{kind}: {sorted(ids - set(listed))[:3]} missing"
        for ident in ids:
            uri = listed[ident].uri
            page, _, anchor = uri.partition("#")
            assert (site / page).is_file() and anchor.endswith(ident), uri


# --- Pages a browser is happy with ------------------------------------------------------

MAX_PAGE = 300 * 1024


def test_no_page_of_the_site_is_over_300_kb(site: Path) -> None:
    sizes = {p.relative_to(site).as_posix(): p.stat().st_size for p in site.rglob("*.html")
             if ".doctrees" not in p.parts}
    assert len(sizes) > 100, "the examples and rules sections have no pages of their own"
    big = {p: s for p, s in sizes.items() if s > MAX_PAGE}
    assert not big, f"pages over 300 KB: {big}"


def test_a_section_of_the_rules_is_named_by_its_words() -> None:
    from automa_docs import slug

    assert slug("Darwin's Journey Solo Rules: Setup: Main Board") == \
        "darwins-journey-solo-rules-setup-main-board"
    assert slug("Special Actions & Crew Actions") == "special-actions-crew-actions"
    assert slug("Alfred\u2019s Board Tracks") == "alfreds-board-tracks"


def _forwarding(page: Path) -> tuple[list[str], dict[str, int]]:
    """The pages and anchors of the script that sends a former anchor on."""
    import json

    text = page.read_text(encoding="utf-8")
    found = re.search(r"\}\)\((\{\"pages\".*?\})\);\s*</script>", text)
    assert found, f"{page.name} sends no anchor on"
    data = json.loads(found[1].replace("<\\/", "</"))
    return data["pages"], data["at"]


def _sent_to(pages: list[str], at: dict[str, int], anchor: str) -> str | None:
    """Where the script sends ``#anchor`` (as its JavaScript does)."""
    key = "-".join(re.findall(r"[a-z0-9]+", anchor.lower()))
    n = at.get(key)
    if n is None:
        n = at.get(re.sub(r"^(clause|ruling|assumption|finding)-", "", key))
    return None if n is None else pages[n]


def _ids(path: Path) -> set[str]:
    return set(re.findall(r'\bid="([^"]+)"', path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("game", games.names())
def test_a_link_to_a_former_one_page_list_is_sent_where_its_anchor_is(site: Path,
                                                                      game: str) -> None:
    """``rules.html#ID`` (a clause's id, an alias, its object id, its Sphinx
    label, its section) and ``examples.html#example-...`` reach the page that
    holds that very anchor."""
    from automa_docs import anchor_key as make_id  # what Sphinx makes of a label
    from automa_docs import rules_section
    from spec.core.clauses import all_clauses

    games.load_rules(game)
    folder = site / "_generated" / game
    pages, at = _forwarding(folder / "rules.html")
    for c in all_clauses(game):
        for anchor in (c.id, f"clause-{c.id}", make_id(c.id), *c.aliases,
                       make_id(rules_section(c))):
            to = _sent_to(pages, at, anchor)
            assert to is not None, f"rules.html#{anchor} is sent nowhere"
            assert to == posixpath.relpath(home("clause", c.id) + ".html",
                                           f"_generated/{game}"), anchor
            assert anchor in _ids(folder / to), f"{to} holds no #{anchor}"
    pages, at = _forwarding(folder / "examples.html")
    for path, shown in zip(games.examples(game), example_pages(site, game)):
        label = example_label(game, _rel(path))
        for anchor in (label, make_id(label)):
            to = _sent_to(pages, at, anchor)
            assert to is not None and folder / to == shown, (anchor, to)
        assert make_id(label) in _ids(shown)


def test_two_pages_of_one_name_stop_the_build(tmp_path: Path) -> None:
    """Two sections whose titles make one file name would write one page over
    the other: the build stops instead."""
    from automa_docs import Writer, section_doc
    from sphinx.errors import ExtensionError

    out = Writer(tmp_path)
    out.write_page(section_doc("woodcraft", "Solo setup"), "# Solo setup\n")
    with pytest.raises(ExtensionError, match="solo-setup"):
        out.write_page(section_doc("woodcraft", "Solo: setup"), "# Solo: setup\n")


@pytest.mark.parametrize("game", games.names())
def test_every_worked_example_shows_its_picture_with_a_caption(site: Path, game: str) -> None:
    """One captioned picture per example file, wherever its game's pages put
    the examples; its labels are its own (no id used twice on a page)."""
    import xml.etree.ElementTree as ET

    from automa_docs import example_label

    figure = re.compile(r'<figure class="automa-picture">\s*(<svg\b.*?</svg>)\s*'
                        r'<figcaption>([^<]+)</figcaption>\s*</figure>', re.S)
    shown: dict[str, str] = {}
    for html_page in (site / "_generated" / game).rglob("*.html"):
        text = html_page.read_text(encoding="utf-8")
        ids = re.findall(r'\bid="([^"]+)"', text)
        assert len(ids) == len(set(ids)), f"{html_page.name}: an id used twice"
        for svg, caption in figure.findall(text):
            title = ET.fromstring(svg).find("{http://www.w3.org/2000/svg}title")
            assert title is not None and caption.strip()
            shown[title.attrib["id"].removesuffix("-title")] = caption
    for path in games.examples(game):
        rel = str(path.relative_to(ROOT))
        assert example_label(game, rel) in shown, f"{rel}: no picture on the site"

"""Every Ranking drawn as a chain: its keys in order, linked to their clauses,
then its tie Ruling's readings or why no tie can remain.

The expectations about Alfred are read from the solo rules by hand
(shared/seeds/002_c2bb59e7f29bd312.txt): "Strongest Placement Location", then
"Priority Cost", then "Priority Color" for his Main Diary location, and
"Endgame Scoring" for who wins.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from automa_diagrams import text_width
from automa_docs import (GameFacts, Writer, broken_links, clause_href, home, page_procedures,
                         procedure_href, ranking_myst, ranking_svg, relative_url, relocate,
                         rules_section, ruling_href, slug)
from sphinx.errors import ExtensionError

from checker import games
from spec.core import priority
from spec.core.clauses import all_clauses
from spec.core.clauses import Source
from spec.core.clauses import get as clause
from spec.core.priority import Key, RankingInfo, all_rankings, ranking
from spec.core.rulings import all_rulings
from spec.core.rulings import get as get_ruling

DJ = "darwins-journey"
STRONGEST = "darwins_journey.alfred.strongest"
WINNER = "darwins_journey.alfred.winner"
LOCATION_TIE = "darwins_journey.alfred.location-tie"


def facts(game: str) -> GameFacts:
    """What the extension knows of a game, without running its examples."""
    rules = games.load_rules(game)
    return GameFacts(game, rules.title, clauses=all_clauses(game), rulings=all_rulings(game))


def info(game: str, ranking_id: str) -> RankingInfo:
    games.load_rules(game)
    return next(r for r in all_rankings(game) if r.id == ranking_id)


_TEXT = re.compile(r"<text\b([^>]*)>(.*?)</text>")


def texts(svg: str) -> list[str]:
    """The chart's lines of text, in drawing order."""
    return [html.unescape(body) for _, body in _TEXT.findall(svg)]


def hrefs(svg: str) -> list[str]:
    return [html.unescape(h) for h in re.findall(r'<a href="([^"]*)"', svg)]


def key_boxes(svg: str) -> list[tuple[str, str]]:
    """(name, "lower" or "higher") of each numbered key box, in order; a name
    wrapped over two lines is read as one."""
    joined = " ".join(texts(svg))
    found = re.findall(r"(\d+)\. (.+?) the (lower|higher) wins", joined)
    assert [int(n) for n, _, _ in found] == list(range(1, len(found) + 1))
    return [(name, better) for _, name, better in found]


# --- Alfred's strongest location: three keys in the rules' order, then a Ruling ---


def test_strongest_location_keys_in_the_order_of_the_solo_rules() -> None:
    svg = ranking_svg(facts(DJ), info(DJ, STRONGEST))
    boxes = key_boxes(svg)
    # Bottom-most first (space 1 beats 2), then fewer Coins for Temporary
    # Knowledge, then the left-most matching seal.
    assert len(boxes) == 3
    assert "strength" in boxes[0][0]
    assert "Temporary Knowledge" in boxes[1][0]
    assert "seal" in boxes[2][0] and "left-most" in boxes[2][0]
    # Space 1 (the lowest number) is strongest; fewer Coins; the left-most seal.
    assert [better for _, better in boxes] == ["lower", "lower", "lower"]


def test_strongest_location_keys_link_the_clauses_of_those_three_rules() -> None:
    r = info(DJ, STRONGEST)
    links = hrefs(ranking_svg(facts(DJ), r))
    sections = ["Strongest Placement Location", "Priority Cost", "Priority Color"]
    key_links = links[1:4]
    for href, section in zip(key_links, sections):
        page, _, anchor = href.partition("#")
        # The page of the clause's section of the game's rules, at the clause's anchor.
        assert page.startswith("/_generated/darwins-journey/rules/")
        assert page == f"/{home('clause', anchor)}.html"
        rulebook = [s.section for s in clause(anchor).sources
                    if isinstance(s, Source) and s.seed == "002_c2bb59e7f29bd312.txt"]
        assert rulebook and rulebook[0].endswith(section), (anchor, rulebook)
    # The question's own clause first, the tie Ruling last.
    assert links[0] == clause_href(r.clause)
    assert links[4:] == ["/_generated/darwins-journey/rulings/alfred-location-tie.html#"
                         + LOCATION_TIE]


def test_strongest_location_tie_shows_each_reading_of_the_ruling() -> None:
    svg = ranking_svg(facts(DJ), info(DJ, STRONGEST))
    lines = texts(svg)
    joined = " ".join(lines)
    assert f"ruling {LOCATION_TIE}" in lines
    tie = get_ruling(LOCATION_TIE)
    assert len(tie.options) == 2
    for option in tie.options:
        name = option.id + (" (default)" if option.id == tie.default else "")
        assert name in lines
        assert " ".join(option.reading.split()) in joined
    # The tie box is red, as the procedure charts mark a place a ruling decides.
    assert 'fill="#f8e7e7"' in svg
    # After the keys: the winner when one is left, else the tie.
    assert joined.index("one candidate left") < joined.index(f"ruling {LOCATION_TIE}")


def test_strongest_location_section_names_its_tie_ruling() -> None:
    text = "\n".join(ranking_myst(facts(DJ), info(DJ, STRONGEST)))
    assert f"(ranking-{STRONGEST})=" in text
    assert "**A tie on every key** goes to the ruling {ref}`" + LOCATION_TIE in text
    assert "ranking-darwins_journey-alfred-strongest.svg" in text


# --- Who wins: four keys, and the settled reason instead of a Ruling ---------------


def test_winner_keys_follow_endgame_scoring_and_the_settled_reason_is_drawn() -> None:
    r = info(DJ, WINNER)
    assert r.tie is None and r.settled
    svg = ranking_svg(facts(DJ), r)
    boxes = key_boxes(svg)
    # Higher score; then farther on Theory of Evolution; then more Coins; then Alfred.
    assert [better for _, better in boxes] == ["higher"] * 4
    assert "score" in boxes[0][0]
    assert "Theory of Evolution" in boxes[1][0]
    assert "Coins" in boxes[2][0]
    assert "Alfred" in boxes[3][0]
    joined = " ".join(texts(svg))
    assert "A tie cannot remain:" in joined and r.settled in joined
    assert not any("rulings.html" in h for h in hrefs(svg))
    assert 'fill="#f8e7e7"' not in svg  # no red box: no ruling decides
    text = "\n".join(ranking_myst(facts(DJ), r))
    assert f"**No tie can remain:** {r.settled.rstrip('.')}" in text


# --- Any Ranking: one registered here is drawn with no change to the docs ---------


@pytest.fixture
def own_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rankings registered by a test vanish with it."""
    games.load_rules("woodcraft")
    monkeypatch.setattr(priority, "_RANKINGS", dict(priority._RANKINGS))


@pytest.mark.usefixtures("own_registry")
def test_a_new_ranking_is_drawn_on_its_games_page(tmp_path: Path) -> None:
    c1, c2 = (c.id for c in all_clauses("woodcraft")[:2])

    def zeal(_: None, helper: str) -> int:
        return len(helper)

    ranking("woodcraft.test-zeal", "The keenest helper", c1, "Which helper is keenest?",
            (Key("zeal", c1, zeal, better="higher"), Key("age in rounds", c2, zeal)),
            settled="no two helpers are equally old")
    tie = get_ruling("woodcraft.farthest-behind-tie")
    ranking("woodcraft.test-tied", "A ranking that can tie", c2, "Which one?",
            (Key("colour", c2, lambda _, h: 0),),
            tie=tie, tie_breaks={tie.readings(o.id): (lambda _, tied: tied[0])
                                 for o in tie.options})
    page = page_procedures(facts("woodcraft"), Writer(tmp_path))
    assert page is not None
    assert "## Rankings" in page
    assert "(ranking-woodcraft.test-zeal)=" in page and "### The keenest helper" in page
    assert "*Which helper is keenest?*" in page

    svg = (tmp_path / "woodcraft/diagrams/ranking-woodcraft-test-zeal.svg").read_text()
    assert key_boxes(svg) == [("zeal", "higher"), ("age in rounds", "lower")]
    # The copy the procedures page includes links relative to that page.
    assert hrefs(svg) == [f"rules/{slug(rules_section(clause(c)))}.html#{c}"
                          for c in (c1, c1, c2)]
    assert "no two helpers are equally old" in " ".join(texts(svg))

    svg = (tmp_path / "woodcraft/diagrams/ranking-woodcraft-test-tied.svg").read_text()
    assert hrefs(svg)[-1] == "rulings/farthest-behind-tie.html#woodcraft.farthest-behind-tie"
    lines = texts(svg)
    assert all(any(line.startswith(o.id) for line in lines) for o in tie.options)


@pytest.mark.usefixtures("own_registry")
def test_a_ranking_citing_what_its_game_lacks_stops_the_build() -> None:
    c = all_clauses("woodcraft")[0].id
    ranking("woodcraft.test-stray", "Stray", c, "Which?",
            (Key("size", "woodcraft.no-such-clause", lambda _, h: 0),), settled="never")
    with pytest.raises(ExtensionError, match="no-such-clause"):
        ranking_svg(facts("woodcraft"), info("woodcraft", "woodcraft.test-stray"))
    other = get_ruling(LOCATION_TIE)  # a ruling of another game
    ranking("woodcraft.test-foreign", "Foreign", c, "Which?", (Key("size", c, lambda _, h: 0),),
            tie=other, tie_breaks={other.readings(o.id): (lambda _, tied: tied[0])
                                   for o in other.options})
    with pytest.raises(ExtensionError, match=LOCATION_TIE):
        ranking_svg(facts("woodcraft"), info("woodcraft", "woodcraft.test-foreign"))


@pytest.mark.usefixtures("own_registry")
def test_a_game_with_no_procedure_nor_ranking_has_no_procedures_page(tmp_path: Path) -> None:
    priority._RANKINGS.clear()
    assert page_procedures(facts("woodcraft"), Writer(tmp_path)) is None


# --- Sizes: legible and no wider than the text column, for every Ranking ----------


def number(pattern: str, text: str) -> float:
    m = re.search(pattern, text)
    assert m is not None, pattern
    return float(m.group(1))


def every_ranking() -> list[tuple[str, RankingInfo]]:
    found = []
    for game in games.names():
        games.load_rules(game)
        found += [(game, r) for r in all_rankings(game)]
    return found


@pytest.mark.parametrize(("game", "r"), every_ranking(), ids=lambda x: getattr(x, "id", x))
def test_every_ranking_chart_is_legible_and_fits_the_page(game: str, r: RankingInfo) -> None:
    svg = ranking_svg(facts(game), r)
    width = number(r'<svg[^>]*\bwidth="([\d.]+)"', svg)
    assert width <= 650
    sizes = [float(s) for s in re.findall(r'font-size="([\d.]+)"', svg)]
    assert sizes and min(sizes) >= 12
    for attrs, body in _TEXT.findall(svg):
        x = number(r'\bx="([\d.]+)"', attrs)
        size = number(r'font-size="([\d.]+)"', attrs)
        w = text_width(html.unescape(body), size, 'font-weight="bold"' in attrs)
        left = x - w / 2 if 'text-anchor="middle"' in attrs else x
        assert 0 <= left and left + w <= width, body


# --- Links: computed for the site's folders, and checked on the built pages -------


def test_hrefs_lead_to_the_folder_of_the_game_on_the_site() -> None:
    for game in games.names():
        f = facts(game)
        for c in f.clauses[:3]:
            # The page of its section (the first seed section that states it).
            section = next(s.section for s in c.sources if isinstance(s, Source))
            assert clause_href(c.id) == f"/_generated/{game}/rules/{slug(section)}.html#{c.id}"
        for ruling_ in f.rulings[:3]:
            # A page of its own, named by the id without the game's prefix.
            name = slug(ruling_.id.split(".", 1)[1])
            assert ruling_href(ruling_.id) == \
                f"/_generated/{game}/rulings/{name}.html#{ruling_.id}"
    assert procedure_href("wendake.placement") == \
        "/_generated/wendake/procedures.html#wendake.placement"


def test_site_links_are_made_relative_to_where_the_svg_is_served() -> None:
    page, own_file = "_generated/wendake", "_generated/wendake/diagrams"
    assert relative_url("/_generated/wendake/rules.html#w.a", page) == "rules.html#w.a"
    assert relative_url("/_generated/wendake/rules.html#w.a", own_file) == "../rules.html#w.a"
    assert relative_url("/_generated/darwins-journey/rules.html#d.a", own_file) == \
        "../../darwins-journey/rules.html#d.a"
    assert relative_url("/genindex.html", page) == "../../genindex.html"
    assert relative_url("/_generated/x/y/", "_generated") == "x/y/"  # a dirhtml URL
    for other in ("https://example.org/x", "#here", "rules.html", "//cdn.example.org/x"):
        assert relative_url(other, page) == other
    svg = ('<svg><a href="/_generated/g/rules.html#g.a&amp;b"><text>x</text></a>'
           '<a xlink:href="/_generated/h/rulings.html"/><a href="https://example.org/"/></svg>')
    assert hrefs(relocate(svg, "_generated/g/diagrams")) == [
        "../rules.html#g.a&b", "https://example.org/"]
    assert 'xlink:href="../../h/rulings.html"' in relocate(svg, "_generated/g/diagrams")


def test_the_build_reports_a_link_that_lands_nowhere(tmp_path: Path) -> None:
    (tmp_path / "g").mkdir()
    (tmp_path / "g" / "rules.html").write_text('<div id="g.a"></div>', encoding="utf-8")
    links = "".join(f'<a href="{h}"><text>x</text></a>' for h in (
        "rules.html#g.a", "rules.html#g.missing", "../h/rules.html#g.a", "#here",
        "https://example.org/x"))
    page = (f'<p id="here"></p><svg xmlns="http://www.w3.org/2000/svg" class="automa-diagram">'
            f'{links}</svg><a href="nowhere.html">raw HTML</a><a href="#gone">x</a>')
    (tmp_path / "g" / "page.html").write_text(page, encoding="utf-8")
    # A downloadable SVG is read as well: its links start from its own folder.
    (tmp_path / "g" / "diagrams").mkdir()
    (tmp_path / "g" / "diagrams" / "chart.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg"><a href="../rules.html#g.a"/>'
        '<a href="rules.html#g.a"/><a href="../../../etc/passwd"/></svg>', encoding="utf-8")
    assert broken_links(tmp_path) == [
        "g/diagrams/chart.svg: rules.html#g.a (no file rules.html)",
        "g/diagrams/chart.svg: ../../../etc/passwd (outside the site)",
        "g/page.html: rules.html#g.missing (no anchor #g.missing on rules.html)",
        "g/page.html: ../h/rules.html#g.a (no file ../h/rules.html)",
        "g/page.html: nowhere.html (no file nowhere.html)",
        "g/page.html: #gone (no anchor #gone on the page)",
    ]

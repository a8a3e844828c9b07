"""The built site in a real browser: Debian's Chromium, headless, driven by
Selenium through chromedriver, loading the site from a local HTTP server.

What a reader does: search for an id, follow a Ruling's link, follow a link
to the former one-page reference, read on a phone, follow the links of a
page. The Python checks of the HTML (test_built_site.py) read the files; these
read what the browser makes of them, the site's own JavaScript included.

Without Chromium and chromedriver the tests fail, saying which Debian packages
to install; ``AUTOMA_NO_BROWSER=1`` skips them instead, except in CI (``CI``
set), where they always run.
"""

from __future__ import annotations

import functools
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar, cast
from urllib.parse import quote, urldefrag

import pytest
from automa_docs import home, page_doc, ruling_href

from checker import games
from checker.commands import run
from checker.games import ROOT
from checker.render import plain
from checker.situation import read
from spec.core.clauses import get as clause
from spec.core.rulings import get as ruling
from tests.docs.test_built_site import as_shown

if TYPE_CHECKING:
    from selenium.webdriver.remote.webdriver import WebDriver

PACKAGES = "chromium chromium-driver"
# As a CI machine would run it: no sandbox (root in a container), nothing
# fetched from outside, a fresh profile.
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         # A container's small /dev/shm crashes the renderer on long pages.
         "--disable-dev-shm-usage", "--window-size=1280,900")
PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}

T = TypeVar("T")


def _program(name: str) -> str | None:
    return shutil.which(name) or next(
        (str(p) for p in (Path("/usr/bin") / name, Path("/usr/lib/chromium") / name)
         if p.is_file()), None)


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    if os.environ.get("AUTOMA_NO_BROWSER") == "1" and not os.environ.get("CI"):
        pytest.skip("AUTOMA_NO_BROWSER=1: the browser tests are switched off")
    chromium, driver = _program("chromium"), _program("chromedriver")
    if chromium is None or driver is None:
        missing = " and ".join(n for n, p in (("chromium", chromium), ("chromedriver", driver))
                               if p is None)
        pytest.fail(f"the browser tests need {missing}: install the Debian packages "
                    f"{PACKAGES} (apt-get install {PACKAGES}), or set AUTOMA_NO_BROWSER=1 to "
                    "skip them", pytrace=False)
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.fail("the browser tests need selenium: pip install -e '.[test]'", pytrace=False)
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in FLAGS:
        options.add_argument(flag)
    with tempfile.TemporaryDirectory(prefix="automa-chromium-") as profile:
        options.add_argument(f"--user-data-dir={profile}")
        # The driver named, so that Selenium looks nothing up on the network.
        chrome = webdriver.Chrome(options=options, service=Service(driver))
        try:
            yield chrome
        finally:
            chrome.quit()


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def base(site: Path) -> Iterator[str]:
    """The site served over HTTP (a browser runs no search from a file:// page),
    as its root URL."""
    server = ThreadingHTTPServer(("127.0.0.1", 0),
                                 functools.partial(_Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def desktop(browser: WebDriver) -> WebDriver:
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    return browser


@pytest.fixture
def phone(browser: WebDriver) -> Iterator[WebDriver]:
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    try:
        yield browser
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def until(what: Callable[[], T | None], seconds: float = 15.0) -> T:
    """What ``what`` returns once it returns something (neither None nor
    False), polled until ``seconds`` have passed."""
    end = time.monotonic() + seconds
    while True:
        got = what()
        if got is not None and got is not False:
            return got
        if time.monotonic() > end:
            raise AssertionError(f"waited {seconds:.0f} s in vain")
        time.sleep(0.05)


def js(driver: WebDriver, script: str, *args: object) -> object:
    return driver.execute_script(script, *args)


def where(driver: WebDriver, base: str) -> tuple[str, str]:
    """The page the browser shows (its path from the site's root) and the anchor."""
    url = driver.current_url
    assert url.startswith(base), url
    page, anchor = urldefrag(url[len(base):])
    return page, anchor


def on_screen(driver: WebDriver, anchor: str) -> bool:
    """Whether the element with this id starts within the window, once the
    page has settled (the browser scrolls to the anchor after load)."""
    def top() -> float | None:
        got = js(driver, "const e = document.getElementById(arguments[0]);"
                 "return e ? e.getBoundingClientRect().top : null;", anchor)
        return None if got is None else float(cast(float, got))

    # Where it stands once it stops moving (a late layout change can move it).
    now = until(top)
    for _ in range(20):
        time.sleep(0.1)
        was, now = now, until(top)
        if was == now:
            break
    height = float(cast(float, js(driver, "return window.innerHeight;")))
    return 0 <= now < height


# --- Search: an id finds its object first --------------------------------------------

# Ids a moderator would look up, of every game: three clauses and three Rulings.
SEARCHED = [("clause", "woodcraft.solo.card.no-tile-moved"),
            ("clause", "wendake.solo.setup.score-disks"),
            ("clause", "darwins_journey.placement.seal-requirement"),
            ("ruling", "darwins_journey.alfred.location-tie"),
            ("ruling", "woodcraft.farthest-behind-tie"),
            ("ruling", "wendake.chosen-territory-full")]


def search(driver: WebDriver, base: str, query: str) -> list[str]:
    """The links of the site's search results for ``query``, best first, once
    the search has finished."""
    driver.get(base + "search.html?q=" + quote(query))

    def finished() -> list[str] | None:
        return cast("list[str] | None", js(driver, """
            const summary = document.querySelector("#search-results .search-summary");
            if (!summary || !/found|did not match/i.test(summary.textContent)) return null;
            return [...document.querySelectorAll("#search-results ul.search > li > a")]
                .map(a => a.getAttribute("href"));"""))

    return until(finished)


@pytest.mark.parametrize(("kind", "ident"), SEARCHED, ids=[i for _, i in SEARCHED])
def test_a_search_for_an_id_lists_that_object_first(desktop: WebDriver, base: str,
                                                    kind: str, ident: str) -> None:
    for game in games.names():
        games.load_rules(game)
    (clause if kind == "clause" else ruling)(ident)  # a real id of the game
    results = search(desktop, base, ident)
    assert results, f"no result for {ident}"
    page, _, anchor = results[0].partition("#")
    assert page == home(kind, ident) + ".html", results[:3]
    assert anchor.endswith(ident), results[0]
    # And the result lands on it.
    desktop.get(base + results[0])
    assert on_screen(desktop, anchor)


# --- Links land where they say ------------------------------------------------------


@pytest.mark.parametrize("ident", ["darwins_journey.alfred.location-tie",
                                   "wendake.chosen-territory-full"])
def test_a_rulings_link_lands_on_the_ruling(desktop: WebDriver, base: str, ident: str) -> None:
    for game in games.names():
        games.load_rules(game)
    desktop.get(base + ruling_href(ident).lstrip("/"))
    page, anchor = where(desktop, base)
    assert (page, anchor) == (home("ruling", ident) + ".html", ident)
    assert on_screen(desktop, ident), f"the Ruling {ident} is not in the window"


# A clause in the rules' own words, a clause by its object id, an example's label.
FORMER = [("woodcraft", "rules", "woodcraft.solo.card.no-tile-moved"),
          ("darwins-journey", "rules", "clause-darwins_journey.alfred.setup.difficulty"),
          ("darwins-journey", "rules", "darwins-journey-placement-seal-requirement"),
          ("wendake", "examples", "example-wendake-attack-choice")]


@pytest.mark.parametrize(("game", "old", "anchor"), FORMER, ids=[a for _, _, a in FORMER])
def test_a_link_to_a_former_one_page_list_is_sent_on(desktop: WebDriver, base: str, site: Path,
                                                     game: str, old: str, anchor: str) -> None:
    """``rules.html#ID`` and ``examples.html#example-...`` were the pages'
    URLs before each section and example had a page of its own; a link to
    one lands on the same anchor, on the page that holds it now."""
    start = page_doc(game, old) + ".html"
    assert (site / start).is_file()
    desktop.get(f"{base}{start}#{anchor}")

    def moved() -> str | None:
        now = where(desktop, base)[0]
        return now if now != start else None

    page = until(moved)
    assert where(desktop, base)[1] == anchor
    assert page.startswith(page_doc(game, old) + "/"), page
    assert on_screen(desktop, anchor)


def test_the_former_one_page_list_still_lists_every_page(desktop: WebDriver, base: str) -> None:
    """Without an anchor (or without JavaScript) the page stays, and links each
    section of the rules."""
    desktop.get(base + page_doc("woodcraft", "rules") + ".html")
    links = cast(list[str], js(desktop, "return [...document.querySelectorAll('article a')]"
                               ".map(a => a.getAttribute('href'));"))
    assert any(h.startswith("rules/solo-cards.html") for h in links), links[:10]


def test_a_worked_examples_sidebar_says_where_the_reader_is(desktop: WebDriver,
                                                             base: str) -> None:
    """An example is listed on its game's examples page, not in the sidebar:
    the sidebar marks that page, inside its game's open branch."""
    desktop.get(base + "_generated/darwins-journey/examples/alfred-action-navigation.html")
    marked = cast(list[str], js(desktop, "return [...document.querySelectorAll("
                                "'.sidebar-tree a.current')].map(a => a.textContent.trim());"))
    assert marked == ["Darwin\u2019s Journey (2 to 4 players): worked examples"], marked
    opened = cast(list[str], js(desktop, "return [...document.querySelectorAll("
                                "'.sidebar-tree li.current.toctree-l1 > a')]"
                                ".map(a => a.textContent.trim());"))
    assert opened == ["Darwin\u2019s Journey: the base game"], opened
    assert js(desktop, "return [...document.querySelectorAll('.sidebar-tree a.current')]"
              ".every(a => a.offsetParent !== null);"), "the marked links are folded away"


# --- A phone ----------------------------------------------------------------------------


PHONE_PAGES = ["woodcraft/index.html", "darwins-journey/index.html",
               "_generated/darwins-journey/examples.html",
               "_generated/darwins-journey/examples/alfred-action-navigation.html",
               "_generated/woodcraft/rules/solo-cards.html"]


@pytest.mark.parametrize("path", PHONE_PAGES)
def test_at_phone_width_the_page_starts_on_the_first_screen(phone: WebDriver, base: str,
                                                            site: Path, path: str) -> None:
    assert (site / path).is_file(), path
    phone.get(base + path)
    width, height, top = cast(list[float], js(
        phone, "const h = document.querySelector('article h1');"
        "return [window.innerWidth, window.innerHeight, h.getBoundingClientRect().top];"))
    assert width == PHONE["width"]
    assert 0 <= top < height, f"the page's heading starts {top:.0f} px down, below {height} px"
    # Nothing makes the whole page wider than the screen (a wide table scrolls
    # in its own box).
    wide = cast(float, js(phone, "return document.documentElement.scrollWidth;"))
    assert wide <= width, f"the page is {wide} px wide on a {width} px screen"


# --- Every link of a few pages, followed ---------------------------------------------


SAMPLED = ["_generated/darwins-journey/procedures.html",
           "_generated/darwins-journey/examples/alfred-action-navigation.html",
           "_generated/woodcraft/rules.html",
           "_generated/wendake/rulings/attack-target.html"]


@pytest.mark.parametrize("path", SAMPLED)
def test_every_anchor_a_page_links_is_on_the_page_it_names(desktop: WebDriver, base: str,
                                                           path: str) -> None:
    """Each link of the page (its charts' SVG links too) to a place on the
    site: the page loads and holds the anchor."""
    desktop.get(base + path)
    hrefs = cast(list[str], js(desktop, """
        return [...document.querySelectorAll("a")].map(a => {
            const h = a.getAttribute("href") || a.getAttribute("xlink:href");
            return h ? new URL(h, location.href).href : null; }).filter(h => h);"""))
    wanted: dict[str, set[str]] = {}
    for href in hrefs:
        if not href.startswith(base):
            continue
        page, anchor = urldefrag(href)
        wanted.setdefault(page, set())
        if anchor:
            wanted[page].add(anchor)
    assert len(wanted) > 3, wanted
    missing = []
    for page, anchors in sorted(wanted.items()):
        desktop.get(page)
        # Looked for once the page is whole: on a loaded machine the check once
        # ran before a long page had finished loading.
        until(lambda: js(desktop, "return document.readyState;") == "complete")
        title = cast(str, js(desktop, "return document.title;"))
        assert "404" not in title and "not found" not in title.lower(), page

        def absent() -> list[str]:
            return [a for a in sorted(anchors)
                    if not js(desktop, "return !!document.getElementById(arguments[0]);", a)]

        gone = absent()
        if gone:  # asked again a moment later: an anchor missing for good stays missing
            time.sleep(1.0)
            gone = absent()
        missing += [f"{page}#{a}" for a in gone]
    assert not missing, missing[:5]


# --- An answer shown whole --------------------------------------------------------------


def test_no_answer_cell_is_empty_where_the_answer_has_a_value(desktop: WebDriver,
                                                              base: str) -> None:
    """Alfred's four rows (a nested list) and every other field of an example's
    answer, as the browser shows the table."""
    path = ROOT / "examples" / "darwins-journey" / "alfred-action-navigation.toml"
    situation = read(path)
    answer = run(situation, situation.rulings, traced=False).answer
    assert any(isinstance(v, list) and v and isinstance(v[0], list) for v in answer.values())
    desktop.get(base + home("example", path.relative_to(ROOT).as_posix()) + ".html")
    rows = cast(list[list[str]], js(desktop, """
        const table = [...document.querySelectorAll("article table")].find(t =>
            [...t.querySelectorAll("thead th")].map(th => th.innerText.trim()).join("|")
            === "field|answer");
        return [...table.querySelectorAll("tbody tr")].map(tr =>
            [...tr.querySelectorAll("td")].map(td => td.innerText));"""))
    assert [r[0].strip() for r in rows] == [k.replace("_", " ") for k in answer]
    for (key, value), row in zip(answer.items(), rows):
        assert len(row) == 2, row
        shown = plain(value)
        if shown.strip():
            assert row[1].strip(), f"{key}: the cell is empty, the answer is {shown!r}"
        assert as_shown(row[1]) == as_shown(shown), key

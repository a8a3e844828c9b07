"""The pictures of a situation show what the state holds.

The expected values are read from the example files and the rules by hand,
not from the drawing code: each known example's comment or question says
where the pieces are, and the rules say what the answer changes.
"""

from __future__ import annotations

import html
import importlib
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from types import ModuleType
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from checker import check, games, registry
from checker.commands import run
from checker.games import ROOT, Json, Situation
from checker.pictures import Picture, picture, picture_myst
from checker.pictures.svg import text_width
from checker.situation import read
from spec.darwins_journey.board import LOCATIONS
from spec.darwins_journey.state import Game
from spec.wendake.model import GhostState
from spec.woodcraft.model import SoloState

NS = "{http://www.w3.org/2000/svg}"
EXAMPLES = [p for g in games.names() for p in games.examples(g)]


@cache
def drawn(rel: str) -> tuple[Situation, dict[str, Json], Picture]:
    situation = read(ROOT / rel)
    answer = run(situation, situation.rulings).answer
    found = picture(situation, answer, "t-" + Path(rel).stem)
    assert found is not None
    return situation, answer, found


def root(p: Picture) -> ET.Element:
    return ET.fromstring(p.svg)


def tagged(el: ET.Element, key: str, value: str | None = None) -> list[ET.Element]:
    """Elements carrying ``data-key`` (equal to ``value``, if given), in drawing order."""
    return [e for e in el.iter() if f"data-{key}" in e.attrib
            and (value is None or e.attrib[f"data-{key}"] == value)]


def texts(el: ET.Element) -> list[str]:
    return [t.text or "" for t in el.iter(NS + "text")]


# --- Every example: a picture that parses, says what it shows, and is legible ---------


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_example_gets_an_accessible_legible_picture(example: Path) -> None:
    _, _, p = drawn(str(example.relative_to(ROOT)))
    svg = root(p)  # parses as XML
    assert svg.tag == NS + "svg" and svg.attrib["role"] == "img"
    title, desc = svg.find(NS + "title"), svg.find(NS + "desc")
    assert title is not None and desc is not None and title.text and desc.text
    # The label ids are the picture's own, so two pictures can share a page.
    assert svg.attrib["aria-labelledby"] == f"{title.attrib['id']} {desc.attrib['id']}"
    assert title.attrib["id"].startswith(f"t-{example.stem}")
    assert p.caption and "\n" not in p.caption and p.caption.endswith(".")
    width = float(svg.attrib["width"])
    assert width <= 650  # the docs' text column: shown at its real size
    default = float(svg.attrib["font-size"])
    for t in svg.iter(NS + "text"):
        size = float(t.attrib.get("font-size", default))
        assert size >= 12, t.text
        w = text_width(t.text or "", size, t.attrib.get("font-weight") == "bold")
        x = float(t.attrib["x"])
        anchor = t.attrib.get("text-anchor", "start")
        left = x - w / 2 if anchor == "middle" else x - w if anchor == "end" else x
        assert 0 <= left and left + w <= width, t.text
    # A light card under everything: fixed colours read the same in dark mode.
    first = svg.find(NS + "rect")
    assert first is not None and first.attrib["width"] == str(round(width) - 1)


# --- Woodcraft: the wheel before and after a solo card ----------------------------------


def wheel(svg: ET.Element, stage: str) -> list[list[str]]:
    return [[r.attrib["data-tile"] for r in tagged(q, "tile")]
            for q in tagged(svg, "stage", stage)]


def test_woodcraft_wheel_shows_the_files_quadrants_and_the_answers_moves() -> None:
    situation, _, p = drawn("examples/woodcraft/last-tile-blocked.toml")
    svg = root(p)
    # As the file puts them, quadrant 1 first.
    assert wheel(svg, "before") == [["Upgrade"], ["Buy", "Cut", "Glue", "Choose Orders"],
                                    ["Hire Helpers", "Grow"], []]
    state = situation.state
    assert isinstance(state, SoloState)
    assert wheel(svg, "before") == [[t.tile for t in q] for q in state.wheel.quadrants]
    # Upgrade has waited longest but quadrant 2 is full (4 of 4): it cannot move;
    # S3 moves Grow and Hire Helpers on to quadrant 4.
    before = {r.attrib["data-tile"]: r.attrib["data-mark"]
              for q in tagged(svg, "stage", "before") for r in tagged(q, "tile")}
    assert before["Upgrade"] == "blocked"
    assert before["Grow"] == before["Hire Helpers"] == "moves"
    assert before["Buy"] == "none"
    assert wheel(svg, "after") == [["Upgrade"], ["Buy", "Cut", "Glue", "Choose Orders"], [],
                                   ["Grow", "Hire Helpers"]]
    # The nonplayer counter starts at 0 and S10 moves it 2 spaces.
    counters = {g.attrib["data-marker"]: g.attrib["data-space"] for g in tagged(svg, "marker")}
    assert counters == {"you": "0", "nonplayer": "0", "nonplayer-after": "2"}


def test_woodcraft_round_start_marks_the_contract_the_round_removes() -> None:
    _, answer, p = drawn("examples/woodcraft/contract-removed-round-10.toml")
    gone = [r.attrib["data-contract"] for r in tagged(root(p), "state", "removed now")]
    assert gone == [answer["contract_removed"]] and gone[0].startswith("contract-")


def test_woodcraft_marks_the_reputation_tile_the_counter_removes() -> None:
    _, _, p = drawn("examples/woodcraft/one-tile-removes-reputation.toml")
    svg = root(p)
    # S9 moves the counter from 2 to 3, where a tile still lies: it leaves the track.
    assert [r.attrib["data-reputation-space"] for r in tagged(svg, "mark", "removed")] == ["3"]
    counters = {g.attrib["data-marker"]: g.attrib["data-space"] for g in tagged(svg, "marker")}
    assert counters["nonplayer"] == "2" and counters["nonplayer-after"] == "3"


# --- Wendake: the Mask row, the Ghost's action, its target territory ---------------------


def test_wendake_picture_marks_the_mask_row_the_action_and_the_territory() -> None:
    situation, _, p = drawn("examples/wendake/hunter-example.toml")
    svg = root(p)
    # The file: Mask M1 face up under the second card; M1 marks row 1 (data.py:
    # M1 to M4 mark rows 1 to 4); G2a's first row is a Hunter.
    marked = [(c.attrib["data-card"], r.attrib["data-row"], r.attrib["data-action"])
              for c in tagged(svg, "card") for r in tagged(c, "mark", "answer")]
    assert marked == [("G2a", "1", "hunter")]
    band = {(c.attrib["data-card"], r.attrib["data-row"]) for c in tagged(svg, "card")
            for r in tagged(c, "mark") if r.attrib["data-mark"] != "none"}
    assert band == {("G1a", "1"), ("G2a", "1"), ("G3a", "1")}
    # The near English forest is taken, so the Hunter goes to the far territory.
    assert [t.attrib["data-territory"] for t in tagged(svg, "mark", "answer")
            if "data-territory" in t.attrib] == ["english-far"]
    pieces = {t.attrib["data-territory"]: [s.attrib["data-piece"] for s in tagged(t, "piece")
                                           if s.attrib["data-space"] == "forest"]
              for t in tagged(svg, "territory")}
    assert pieces["english-near"] == ["ghost-hunter"]
    assert pieces["english-far"] == ["ghost-hunter", ""]
    state = situation.state
    assert isinstance(state, GhostState)
    for t in state.territories:  # every space of every territory, as the state holds it
        drawn_t = next(x for x in tagged(svg, "territory", t.id))
        got = [s.attrib["data-piece"] for s in tagged(drawn_t, "piece")]
        want = [f"{q.owner.value}-{q.what}" if q else "" for q in (*t.fields, *t.forests)]
        assert got == want


def test_wendake_guards_drawn_are_the_states() -> None:
    situation, _, p = drawn("examples/wendake/guard-against-ghost-guard.toml")
    state = situation.state
    assert isinstance(state, GhostState)
    svg = root(p)
    for t in state.territories:
        (line,) = [e for e in tagged(svg, "ghost-guards")
                   if e in list(next(iter(tagged(svg, "territory", t.id))).iter())]
        assert line.attrib["data-ghost-guards"] == str(t.ghost_guards)
        assert line.attrib["data-player-guards"] == str(t.player_guards)


# --- Darwin's Journey: Alfred's board, the workers, the chosen location ------------------


def test_alfred_turn_marks_his_location_bonus_worker_and_coins() -> None:
    situation, _, p = drawn("examples/darwins-journey/alfred-location-tie.toml")
    svg = root(p)
    state = situation.state
    assert isinstance(state, Game) and state.alfred is not None
    # The file gives no bonus position: his bonus worker starts on the first space.
    (space,) = tagged(svg, "mark", "bonus worker")
    assert space.attrib["data-bonus-space"] == "1" == str(state.alfred.bonus + 1)
    # Main Diary option: correspondence-middle (the default reading of the tie).
    assert [g.attrib["data-location"] for g in tagged(svg, "mark", "answer")
            if "data-location" in g.attrib] == ["correspondence-middle"]
    # Both middle spaces were opened by his Lens tokens ([lens] ... = 1, his seat).
    for where in ("correspondence-middle", "academy-middle"):
        (cell,) = tagged(svg, "location", where)
        assert "Alfred's Lens" in texts(cell)
    # 6 Coins, 3 spent on one Temporary Knowledge.
    coins = [t.attrib["data-value"] for t in tagged(svg, "fact", "Coins")]
    assert coins[1] == "6 → 3"


def test_alfred_resting_moves_his_bonus_worker_and_fills_a_hammock() -> None:
    _, _, p = drawn("examples/darwins-journey/alfred-reshuffle.toml")
    svg = root(p)
    # Every option fails, so he rests: C to a hammock, 2 + 7 Coins, bonus 1 to 3.
    assert [r.attrib["data-bonus-space"] for r in tagged(svg, "mark", "bonus worker")] == ["1"]
    assert [r.attrib["data-bonus-space"] for r in tagged(svg, "mark", "after")] == ["3"]
    assert [t.attrib["data-hammocks"] for t in tagged(svg, "hammocks")] == ["C"]
    assert [t.attrib["data-value"] for t in tagged(svg, "fact", "Coins")][1] == "2 → 9"
    assert not [g for g in tagged(svg, "mark", "answer") if "data-location" in g.attrib]
    # His workers out, as the file's comment lists them, by their letters.
    out = {g.attrib["data-location"]: [w.attrib["data-row"] for w in tagged(g, "seat")
                                       if w.attrib["data-seat"] == "1"]
           for g in tagged(svg, "location")}
    assert out["correspondence-top"] == ["0"] and out["academy-top"] == ["1"]
    assert out["special-top-right"] == ["3"]


@pytest.mark.parametrize("rel", [
    "examples/darwins-journey/alfred-location-tie.toml",
    "examples/darwins-journey/placement-penalty-two-players.toml",
    "examples/darwins-journey/turn-order-two-workers.toml",
    "examples/darwins-journey/alfred-reshuffle.toml",
    "examples/darwins-journey/reward-order-on-one-envelope.toml",
])
def test_workers_drawn_at_each_location_are_the_states(rel: str) -> None:
    situation, _, p = drawn(rel)
    svg = root(p)
    game = situation.state
    assert isinstance(game, Game)
    if situation.kind == "move":  # drawn before the last placement: one worker fewer
        placed = sum(len(ws) for ws in game.workers)
        shown = sum(len(tagged(g, "seat")) for g in tagged(svg, "location"))
        assert shown == placed - 1
        return
    for i, loc in enumerate(LOCATIONS):
        (cell,) = tagged(svg, "location", loc.id)
        want = [(str(s), str(r)) for s, r in game.workers[i]]
        got = [(w.attrib["data-seat"], w.attrib["data-row"]) for w in tagged(cell, "seat")]
        assert got == want and cell.attrib["data-workers"] == str(len(want))


def test_a_move_is_drawn_before_the_last_placement_with_its_changes() -> None:
    _, _, p = drawn("examples/darwins-journey/placement-penalty-two-players.toml")
    svg = root(p)
    # Player 0's worker 0 went to exploration-top first; player 1's worker 1
    # then goes to navigation-top and pays the 3-Coin penalty out of 4.
    (first,) = tagged(svg, "location", "exploration-top")
    assert [(w.attrib["data-seat"], w.attrib["data-row"]) for w in tagged(first, "seat")] == [
        ("0", "0")]
    (target,) = tagged(svg, "location", "navigation-top")
    assert target.attrib["data-mark"] == "answer" and not tagged(target, "seat")
    seats = {g.attrib["data-seat"]: g for g in tagged(svg, "seat") if "data-coins" in g.attrib}
    assert seats["1"].attrib["data-mark"] == "answer"
    assert [t.attrib["data-value"] for t in tagged(seats["1"], "fact", "Coins")] == ["4 → 1"]
    assert [t.attrib["data-value"] for t in tagged(seats["0"], "fact", "Coins")] == ["4"]


def test_legal_moves_mark_where_each_worker_may_go() -> None:
    _, _, p = drawn("examples/darwins-journey/placement-penalty-four-players-bookmark.toml")
    svg = root(p)
    legal = {g.attrib["data-location"]: t.attrib["data-legal"].split(",")
             for g in tagged(svg, "location") for t in tagged(g, "legal")}
    # The file's [expect] legal table: player 2 may put worker 2 on navigation-top
    # and worker 0 or 1 on exploration-middle (his Lens), not worker 2; worker 0
    # may go to the Small Diary.
    assert "2" in legal["navigation-top"] and "0" in legal["small-right"]
    assert {"0", "1"} <= set(legal["exploration-middle"])
    assert "2" not in legal["exploration-middle"]
    # A locked space with no Lens is no one's to take.
    assert "navigation-middle" not in legal


def test_the_museum_shows_the_tiles_alfreds_delivery_adds() -> None:
    _, _, p = drawn("examples/darwins-journey/alfred-deliver-order.toml")
    marks = {r.attrib["data-museum-tile"]: r.attrib["data-mark"]
             for r in tagged(root(p), "museum-tile")}
    assert len(marks) == 16
    # The file's Museum lacks four tiles; Alfred delivers green-reptile, then
    # (chosen after the first, the default) blue-bird.
    assert {t for t, m in marks.items() if m == "delivered now"} == {"green-reptile",
                                                                      "blue-bird"}
    assert {t for t, m in marks.items() if m == "empty"} == {"green-plant", "yellow-bird"}


def test_the_final_score_is_written_on_each_seat() -> None:
    _, _, p = drawn("examples/darwins-journey/final-complete-scoring.toml")
    # The file's hand derivation: 41 + 19 + 4 + 13 + 5 + 27 + 2 + 3 and 60 + 9 + 3 + 18.
    assert [t.attrib["data-final-score"] for t in tagged(root(p), "final-score")] == [
        "114", "90"]


# --- The one door: through the registry, and into the page ------------------------------


FAKE = "tests.checker.fake_game"


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """The test-only game, registered for one test (its check with it)."""
    monkeypatch.setattr(registry, "MODULES", (*registry.MODULES, FAKE))
    monkeypatch.setattr(registry, "_LOADED", {})
    monkeypatch.setattr(check, "_CHECKS", dict(check._CHECKS))
    yield importlib.import_module(FAKE)
    sys.modules.pop(FAKE, None)  # so that the next test imports it, and registers, afresh


def _fake_situation(module: ModuleType) -> Situation:
    from spec.core.rulings import Rulings

    return Situation("f.toml", module.ID, "A fake", "?", "game", 3, 3, Rulings(), {})


def tiny(situation: Situation, answer: dict[str, Json], uid: str) -> Picture:
    return Picture(f'<svg id="{uid}">{situation.seed}:{answer["seed"]}</svg>', "Three & more.")


def test_a_game_with_no_drawer_has_no_picture(fake: ModuleType) -> None:
    assert picture(_fake_situation(fake), {"seed": 3}, "u") is None
    assert picture_myst(_fake_situation(fake), {"seed": 3}, "u") == []


def test_a_game_registers_its_drawer_and_the_page_shows_it_captioned(
        fake: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fake, "ENTRY", replace(fake.ENTRY,
                                               picture="tests.checker.test_pictures:tiny"))
    lines = picture_myst(_fake_situation(fake), {"seed": 3}, "u7")
    assert lines[0] == "```{raw} html" and lines[-2] == "```"
    body = "\n".join(lines[1:-2])
    assert '<figure class="automa-picture">' in body
    assert '<svg id="u7">3:3</svg>' in body
    assert html.unescape(body.split("<figcaption>")[1].split("</figcaption>")[0]) == \
        "Three & more."


def test_every_registered_game_draws_its_situations() -> None:
    assert all(e.picture for e in registry.entries())


def test_the_ghosts_progress_tiles_are_drawn_with_the_one_it_takes() -> None:
    # The file: the disk on Level 2, Level 2 empty, Level 1 holding four tiles;
    # under the default reading of wendake.lower-level-tile it takes P1-01.
    _, _, p = drawn("examples/wendake/take-progress-lower-tile.toml")
    lines = {e.attrib["data-progress-level"]: e.text or "" for e in tagged(root(p),
                                                                      "progress-level")}
    assert lines["1"] == ("Progress Level 1: P1-01 (taken now), P1-02, P1-03, P1-04")
    assert lines["2"] == "Progress Level 2 (the Ghost's disk): none left"
    assert "taken now" not in lines["3"]

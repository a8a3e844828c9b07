"""The Rulings pages' plots: drawn from checker.impact's own campaign, one per
reading that changed a game and "no change" for the others, each chart an
accessible, self-contained inline SVG; the campaign cached by rules digest."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import automa_impact as ai
from checker import games, impact
from spec.core import rulings as registry_of_rulings


@pytest.fixture()
def pages(tmp_path: Path) -> Iterator[Path]:
    """The extension's settings, cleared before and after: a test sets the
    seeds (and stand-ins) it wants; the cache is its own folder."""
    ai._STATE.clear()
    ai._STATE["cache"] = tmp_path
    ai._CAMPAIGNS.clear()
    yield tmp_path
    ai._STATE.clear()
    ai._CAMPAIGNS.clear()


@pytest.fixture()
def small(pages: Path) -> Path:
    ai._STATE["seeds"] = {"woodcraft": 12}
    return pages


def test_a_chart_is_an_accessible_svg_whose_ids_are_its_own() -> None:
    alt = "Histograms of <the> difference"
    one = ai.plot_svg("g.r", "a", ["you", "Alfred"], [[0.0, 1.0, 0.0], [-2.0, 0.0, 3.0]], alt)
    two = ai.plot_svg("g.r", "b", ["you", "Alfred"], [[0.0, 1.0, 0.0], [-2.0, 0.0, 3.0]], alt)
    for svg in (one, two):
        assert svg.startswith('<svg role="img" aria-label="Histograms of &lt;the&gt; difference"')
        assert "<title>Histograms of &lt;the&gt; difference</title>" in svg
        assert "dc:date" not in svg.lower() and "<metadata>" not in svg
        ids = re.findall(r'\bid="([^"]+)"', svg)
        used = re.findall(r'(?:xlink:href="#|url\(#)([^")]+)', svg)
        assert used and set(used) <= set(ids)
        assert "you" in svg and "Alfred" in svg  # text kept as text
    # two charts on one page share no id
    assert not set(re.findall(r'\bid="([^"]+)"', one)) & set(re.findall(r'\bid="([^"]+)"', two))


def test_each_reading_is_drawn_when_it_changed_a_game_and_said_unchanged_otherwise(
        small: Path) -> None:
    games.load_rules("woodcraft")
    c, records, seconds = ai.records_for("woodcraft")
    assert seconds > 0 and len(records) == 12
    table = impact.summarize(c, records)
    changed: dict[str, int] = {}
    rulings = table["rulings"]
    assert isinstance(rulings, list)
    for row in rulings:
        assert isinstance(row, dict) and isinstance(row["readings"], list)
        for x in row["readings"]:
            assert isinstance(x, dict) and isinstance(x["result_changed_games"], int)
            changed[f"{row['ruling']}={x['reading']}"] = x["result_changed_games"]
    drawn = quiet = 0
    for r in registry_of_rulings.all_rulings("woodcraft"):
        text = "\n".join(ai.ruling_myst("woodcraft", r))
        assert "12 seeded games (against the solo deck" in text
        for o in r.options:
            key = f"{r.id}={o.id}"
            if key not in changed:
                continue
            part = text.split(f"**{o.id}** against the default", 1)[1].split("**", 1)[0]
            if changed[key]:
                assert "<svg role=\"img\"" in part and f"N = 12 games; the result changes in " \
                    f"{changed[key]} " in part
                # Woodcraft has no winner: what changes is the score guide's mark,
                # given with its interval.
                assert "the score guide's mark in " in part and "the winner" not in part
                assert re.search(r"\(95% interval \d+\.\d% to \d+\.\d% of games\)", part)
                drawn += 1
            else:
                assert "No change in 12 games" in part and "<svg" not in part
                quiet += 1
    assert drawn and drawn + quiet == len(changed)


def test_the_campaign_is_cached_by_rules_digest(small: Path) -> None:
    games.load_rules("woodcraft")
    _, first, _ = ai.records_for("woodcraft")
    cached = list(small.glob("woodcraft-12-*.json"))
    assert len(cached) == 1
    ai._CAMPAIGNS.clear()
    _, again, seconds = ai.records_for("woodcraft")
    assert seconds == 0.0 and again == first


def test_a_page_says_when_the_stand_in_never_won_so_no_winner_could_change(
        pages: Path) -> None:
    # The random stand-in has never beaten Alfred (docs/stand-ins.md): in these
    # four games he wins each, and the page says what that leaves a count of 0.
    # ("" asks for the game's default stand-in, random, in place of the
    # lookahead the pages use.)
    ai._STATE["seeds"] = {"darwins-journey": 4, "woodcraft": 4}
    ai._STATE["policy"] = {"darwins-journey": ""}
    games.load_rules("darwins-journey")
    _, records, _ = ai.records_for("darwins-journey")
    assert {rec["winner"] for rec in records} == {"Alfred"}
    r = registry_of_rulings.all_rulings("darwins-journey")[0]
    text = "\n".join(ai.ruling_myst("darwins-journey", r))
    assert "Alfred wins all 4 of these games" in text and "says little" in text
    games.load_rules("woodcraft")
    r = registry_of_rulings.all_rulings("woodcraft")[0]
    assert "wins all" not in "\n".join(ai.ruling_myst("woodcraft", r))


def test_each_game_draws_its_pages_with_the_stand_in_it_registers(pages: Path) -> None:
    # Darwin's Journey registers lookahead (random never beats Alfred); the
    # other games have one stand-in each and register none.
    from checker import registry

    for entry in registry.entries():
        games.load_rules(entry.id)
        c = ai.campaign_for(entry.id)
        if entry.docs_impact_policy:
            assert entry.docs_impact_policy in games.get(entry.id).policies
            assert c.policy == (entry.docs_impact_policy,) * c.players
            assert c.policy_arg == entry.docs_impact_policy
        else:
            assert c.policy == () and c.policy_arg is None
    assert registry.entry("darwins-journey").docs_impact_policy == "lookahead"
    ai._STATE["policy"] = {"darwins-journey": "random"}
    assert ai.campaign_for("darwins-journey").policy == ("random",)


def test_a_page_names_its_stand_in_and_the_command_that_plays_more(pages: Path) -> None:
    ai._STATE["seeds"] = {"darwins-journey": 1}
    games.load_rules("darwins-journey")
    r = registry_of_rulings.all_rulings("darwins-journey")[0]
    text = "\n".join(ai.ruling_myst("darwins-journey", r))
    assert "1 seeded games (against Alfred, white board; the `lookahead` stand-in;" in text
    assert (f"`automa impact darwins-journey --solo --policy lookahead --ruling {r.id} "
            "--games 1000`") in text

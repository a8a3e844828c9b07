"""`automa rules ID` looks up whatever the id names (a clause, a Ruling, an
assumption), `--rulings ID` shows that Ruling alone, a mistyped name gets the
closest known ones, and an id of another game than `--game` says whose it is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker import games
from checker.errors import did_you_mean
from checker.games import ROOT
from spec.core.clauses import get as clause
from spec.core.provenance import all_assumptions
from spec.core.rulings import Ruleset
from spec.core.rulings import all_rulings
from spec.core.rulings import get as ruling

from .run_cli import automa

LOCATION_TIE = "darwins_journey.alfred.location-tie"
# A Ruling the rulesets read differently, whose readings cite their sources.
TENTS = "darwins_journey.tents-per-campsite"
ROUNDS = "woodcraft.data.rounds"  # an assumption
LISTED_KEYS = {"id", "question", "kind", "default", "clauses", "witness", "options"}
OPTION_KEYS = {"id", "reading", "rationale", "picked_by", "source"}


@pytest.fixture(autouse=True)
def every_game_loaded() -> None:
    for name in games.names():
        games.load_rules(name)


# --- A Ruling by its id ----------------------------------------------------------------


def test_a_ruling_id_shows_the_ruling_in_full(capsys: pytest.CaptureFixture[str]) -> None:
    r = ruling(TENTS)
    code, out, err = automa(capsys, "rules", TENTS)
    assert code == 0 and err == ""
    assert out.startswith(f"{TENTS}  ({r.kind.value}, darwins-journey)")
    assert r.question in out
    for o in r.options:
        assert f"{o.id}: {o.reading}" in out
        assert f"why: {o.rationale}" in out
        if o.source is not None:
            assert f"source: {o.source.cite}" in out
    assert f"default (the texts as printed): {r.default.value}" in out
    assert "each ruleset picks: " + "; ".join(
        f"{x.value} {r.picked(x).value}" for x in Ruleset) in out
    assert f"witness: {r.witness}" in out
    for cid in r.clauses:
        assert f"    {cid}  {clause(cid).title}" in out
    # The reading in force under the default ruleset is marked.
    assert f"  * {r.picked(Ruleset.ERRATA).value}: " in out


def test_the_reported_ruling_is_found(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "rules", LOCATION_TIE)
    assert code == 0 and ruling(LOCATION_TIE).question in out


def test_a_ruling_id_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    r = ruling(TENTS)
    code, out, _ = automa(capsys, "rules", TENTS, "--json")
    (shown,) = json.loads(out)
    assert code == 0
    # The shape `rules --rulings --json` gives, with fields added, none renamed.
    assert LISTED_KEYS <= set(shown)
    assert shown["type"] == "ruling" and shown["game"] == "darwins-journey"
    assert shown["picks"] == {x.value: r.picked(x).value for x in Ruleset}
    assert [o["id"] for o in shown["options"]] == [o.id for o in r.options]
    assert all(OPTION_KEYS <= set(o) for o in shown["options"])


def test_rulings_with_an_id_shows_that_ruling_only(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "rules", "--rulings", LOCATION_TIE)
    assert code == 0
    others = [r.id for r in all_rulings() if r.id != LOCATION_TIE]
    assert out.startswith(LOCATION_TIE)
    assert not any(f"{i}  (" in out for i in others)
    code, out, _ = automa(capsys, "rules", "--rulings", LOCATION_TIE, "--json")
    assert [r["id"] for r in json.loads(out)] == [LOCATION_TIE]
    # With --game of its own game, the same.
    code, out, _ = automa(capsys, "rules", "--rulings", "--game", "darwins-journey",
                          LOCATION_TIE, "--json")
    assert code == 0 and [r["id"] for r in json.loads(out)] == [LOCATION_TIE]


def test_rulings_with_a_clause_id_shows_the_rulings_concerning_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    cid = ruling(LOCATION_TIE).clauses[0]
    code, out, _ = automa(capsys, "rules", "--rulings", cid, "--json")
    assert code == 0
    assert [r["id"] for r in json.loads(out)] == [
        r.id for r in all_rulings() if cid in r.clauses]


def test_the_listing_of_rulings_keeps_its_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "rules", "--rulings", "--json")
    listed = json.loads(out)
    assert code == 0 and len(listed) == len(all_rulings())
    for r in listed:
        assert LISTED_KEYS <= set(r) and all(OPTION_KEYS <= set(o) for o in r["options"])


# --- An assumption by its id -----------------------------------------------------------


def test_an_assumption_id_shows_the_assumption(capsys: pytest.CaptureFixture[str]) -> None:
    (a,) = [x for x in all_assumptions() if x.id == ROUNDS]
    code, out, _ = automa(capsys, "rules", ROUNDS)
    assert code == 0
    assert out.startswith(f"{ROUNDS}  [{a.provenance.value}, woodcraft]")
    assert a.statement in out
    assert all(f"    {cid}  {clause(cid).title}" in out for cid in a.clauses)
    code, out, _ = automa(capsys, "rules", ROUNDS, "--json")
    assert json.loads(out) == [{"type": "assumption", "id": ROUNDS, "game": "woodcraft",
                                "statement": a.statement, "provenance": a.provenance.value,
                                "clauses": list(a.clauses)}]
    code, out, _ = automa(capsys, "rules", "--assumptions", ROUNDS, "--json")
    assert [x["id"] for x in json.loads(out)] == [ROUNDS]


def test_a_clause_id_still_shows_the_clause(capsys: pytest.CaptureFixture[str]) -> None:
    cid = "woodcraft.solo.card.no-tile-moved"
    code, out, _ = automa(capsys, "rules", cid, "--json")
    (shown,) = json.loads(out)
    assert code == 0 and shown["id"] == cid
    assert {"id", "title", "text", "sources", "encodings", "rulings", "asked"} <= set(shown)
    assert shown["type"] == "clause" and shown["game"] == "woodcraft"


# --- Another game's id, under --game ------------------------------------------------------


@pytest.mark.parametrize(("ident", "kind", "owner"), [
    (LOCATION_TIE, "a ruling", "darwins-journey"),
    ("woodcraft.solo.card.no-tile-moved", "a clause", "woodcraft"),
    (ROUNDS, "an assumption", "woodcraft"),
])
def test_an_id_of_another_game_says_whose_it_is(ident: str, kind: str, owner: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    other = "wendake"
    for args in (["rules", "--game", other, ident], ["rules", "--rulings", "--game", other,
                                                     ident]):
        code, out, err = automa(capsys, *args)
        assert code == 2 and out == ""
        assert f"{ident!r} is {kind} of {owner}, not of {other}" in err
        assert "no clause matches" not in err


def test_another_games_id_is_found_even_when_only_one_game_is_loaded(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`--game woodcraft` loads only Woodcraft's spec; the lookup still finds a
    Darwin's Journey Ruling that is not registered yet."""
    from spec.core import rulings as registry

    saved = dict(registry._RULINGS)
    monkeypatch.setattr(registry, "_RULINGS",
                        {k: v for k, v in saved.items() if not k.startswith("darwins_journey.")})
    reloaded: list[str] = []

    def load(name: str) -> games.Game:
        if name == "darwins-journey":
            registry._RULINGS.update(saved)
            reloaded.append(name)
        return games.get(name)

    monkeypatch.setattr(games, "load_rules", load)
    code, _, err = automa(capsys, "rules", "--game", "woodcraft", LOCATION_TIE)
    assert code == 2 and reloaded
    assert "is a ruling of darwins-journey, not of woodcraft" in err


# --- Did you mean ...? --------------------------------------------------------------------


def test_did_you_mean() -> None:
    assert did_you_mean("errata", ["printed", "errata"]) == "; did you mean 'errata'?"
    assert did_you_mean("woodcraf", ["woodcraft", "wendake"]) == "; did you mean 'woodcraft'?"
    assert did_you_mean("zzz", ["woodcraft", "wendake"]) == ""


@pytest.mark.parametrize(("args", "mistake", "meant"), [
    (["rules", "woodcraft.solo.card.no-tile-movd"], "no clause matches",
     "woodcraft.solo.card.no-tile-moved"),
    (["rules", "darwins_journey.alfred.location-tei"], "nor does a ruling or an assumption",
     LOCATION_TIE),
    (["rules", "--rulings", "darwins_journey.alfred.location-tei"], "no ruling matches",
     LOCATION_TIE),
    (["rules", "woodcraft.data.rouds"], "no clause matches", ROUNDS),
    (["rules", "--assumptions", "woodcraft.data.rouds"], "no assumption matches", ROUNDS),
    (["rules", "--game", "darwins_journey"], "unknown game 'darwins_journey'",
     "darwins-journey"),
    (["rules", "--open", "wendak"], "unknown game 'wendak'", "wendake"),
    (["play", "woodcraf"], "unknown game 'woodcraf'", "woodcraft"),
    (["play", "wendake", "--level", "hrad"], "no level 'hrad'", "hard"),
    (["decide", str(ROOT / "examples/woodcraft/plus-one-blocked.toml"), "--ruling",
      "woodcraft.advance-when-blockd=no-advance"], "no ruling is called",
     "woodcraft.advance-when-blocked"),
    (["decide", str(ROOT / "examples/woodcraft/plus-one-blocked.toml"), "--ruling",
      "woodcraft.advance-when-blocked=no-advanc"], "has no option 'no-advanc'", "no-advance"),
    (["decide", str(ROOT / "examples/woodcraft/plus-one-blocked.toml"), "--ruleset", "erata"],
     "no ruleset is called 'erata'", "errata"),
])
def test_a_mistyped_name_gets_the_closest_known_ones(
        args: list[str], mistake: str, meant: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = automa(capsys, *args)
    # A lookup that finds nothing is an answer (exit 1, as grep); a name the
    # command cannot use is bad input (exit 2).
    assert code == (1 if "matches" in mistake or "nor does" in mistake else 2) and out == ""
    assert mistake in err
    assert "did you mean " in err and repr(meant) in err.split("did you mean ", 1)[1]
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(("text", "meant"), [
    ('game = "woodcraf"\n', "woodcraft"),
    ('game = "woodcraft"\n[rulings]\n"woodcraft.advance-when-blockd" = "no-advance"\n',
     "woodcraft.advance-when-blocked"),
    ('game = "woodcraft"\n[rulings]\n"woodcraft.advance-when-blocked" = "no-advanc"\n',
     "no-advance"),
    ('game = "woodcraft"\ntitel = "x"\n', "title"),
])
def test_a_mistyped_name_in_a_file_gets_the_closest_known_ones(
        text: str, meant: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "dispute.toml"
    path.write_text(text, encoding="utf-8")
    code, _, err = automa(capsys, "decide", str(path))
    assert code == 2
    assert f"did you mean {meant!r}" in err or f"or {meant!r}" in err, err


def test_a_finding_is_looked_up_by_the_id_check_gives_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "check", "woodcraft", "--quick", "--json",
                          "--out", str(tmp_path / "found"))
    findings = json.loads(out)["findings"]
    assert findings and all(f["id"].startswith("finding-woodcraft-") for f in findings)
    first = findings[0]
    code, out, err = automa(capsys, "rules", first["id"], "--json")
    assert code == 0, err
    (shown,) = json.loads(out)
    assert (shown["id"], shown["summary"], shown["clauses"]) == (
        first["id"], first["summary"], first["clauses"])
    # An id of that shape that no quick check finds is a lookup with no hit;
    # one of an unknown game is bad input.
    assert automa(capsys, "rules", "finding-woodcraft-0123456789")[0] == 1
    code, _, err = automa(capsys, "rules", "finding-chess-0123456789")
    assert code == 2 and "unknown game 'chess'" in err

"""The `automa` command on Wendake: the same JSON contract, the same errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.games import ROOT

from .run_cli import automa

EXAMPLE = ROOT / "examples" / "wendake" / "hunter-example.toml"
GOOD = EXAMPLE.read_text(encoding="utf-8")


def test_decide_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "decide", str(EXAMPLE), "--json")
    data = json.loads(out)
    assert code == 0
    assert data["game"] == "wendake"
    assert data["decision"]["territory"] == "english-far"
    assert all({"clause", "text"} <= set(step) for step in data["trace"])
    assert any(s.get("ruling") == "wendake.chosen-territory-full=other-territory"
               for s in data["trace"])


def test_diff_the_hunter_example(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "diff", str(EXAMPLE), "--json",
                          "--ruling", "wendake.chosen-territory-full=other-territory",
                          "--ruling", "wendake.chosen-territory-full=nothing")
    (d,) = json.loads(out)["diffs"]
    assert code == 0
    assert d["changed"]["territory"] == {"a": "english-far", "b": ""}


def test_play_wendake_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "play", "wendake", "--seed", "4", "--json", "--log")
    data = json.loads(out)
    assert code == 0 and data["seed"] == 4
    assert len(data["rounds"]) == 7
    assert data["result"]["ghost_actions"] == 21
    assert data["result"]["ghost_total"] >= data["result"]["printed_total"]


@pytest.mark.parametrize("level, worth", [("easy", 3), ("hard", 1)])
def test_play_wendake_at_a_level(level: str, worth: int,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "play", "wendake", "--seed", "4", "--level", level, "--json")
    result = json.loads(out)["result"]
    assert code == 0 and result["difficulty"] == level
    assert result["objective_points"] == worth * len(result["objectives"])


def test_a_file_can_resize_a_territory(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    # With a second forest in the near English territory, the booklet's
    # Hunter goes near: the near territory now has a free forest.
    path = tmp_path / "resized.toml"
    path.write_text(GOOD.replace('forests = ["ghost-hunter"]',
                                 'forests_count = 2\nforests = ["ghost-hunter", ""]'))
    code, out, _ = automa(capsys, "decide", str(path), "--json")
    assert code == 1  # the file's [expect] says far, which no longer holds
    assert json.loads(out)["decision"]["territory"] == "english-near"


def test_rules_for_wendake(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "rules", "--game", "wendake", "--json")
    ids = [c["id"] for c in json.loads(out)]
    assert code == 0
    assert "wendake.solo.natives.hunter" in ids
    assert all(i.startswith("wendake.") for i in ids)


BAD = {
    "unknown territory": (GOOD.replace("[territories.english-far]", "[territories.england]"),
                          "field territories.england", "no such territory"),
    "piece on the wrong space": (GOOD.replace('forests = ["ghost-hunter", ""]',
                                              'forests = ["ghost-woman", ""]'),
                                 "field territories.english-far.forests",
                                 "cannot stand on forests"),
    "too many spaces": (GOOD.replace('forests = ["ghost-hunter", ""]',
                                     'forests = ["ghost-hunter", "", ""]'),
                        "field territories.english-far.forests", "has 2 forests"),
    "spaces not matching a new size": (GOOD.replace('forests = ["ghost-hunter", ""]',
                                                    'forests_count = 1\nforests = ["", ""]'),
                                       "field territories.english-far.forests", "has 1 forests"),
    "natives do not add up": (GOOD + "\n[ghost_home]\nhunter = 7\n",
                              "field ghost_home.hunter", "must make 7"),
    "two face-up masks": (GOOD.replace('face_down = ["M6"]', "face_down = []"),
                          "field masks.under", "only this year's Mask lies face up"),
    "unknown card": (GOOD.replace('"G1a"', '"G9z"'), "field cards", "got 'G9z'"),
    "no mask this year": (GOOD.replace('under = [["M6"], ["M1"], []]', "under = [[], [], []]"),
                          "field masks", "a Ghost turn needs this year's Mask"),
    "too many outposts": (GOOD.replace("year = 2", "year = 2\nplayer_outposts = 4").replace(
        'forests = ["ghost-hunter"]', 'forests = ["player-outpost"]'),
        "field player_outposts", "from 0 to 3"),
    "the same card twice": (GOOD.replace('cards = ["G1a", "G2a", "G3a"]',
                                         'cards = ["G1a", "G1b", "G3a"]'),
                            "field cards", "must be different cards"),
    "a mask in two places": (GOOD.replace("[masks]", '[mask_deck]\ndraw = ["M1"]\n\n[masks]'),
                             "field mask_deck.draw", "M1 is in two places"),
    "a buried face-up mask": (GOOD.replace('under = [["M6"], ["M1"], []]',
                                           'under = [["M6", "M2"], ["M1"], []]').replace(
                                               'face_down = ["M6"]', 'face_down = ["M2"]'),
                              "field masks.under", "lies face up under another Mask"),
    "score below printed": (GOOD.replace("year = 2", "year = 2\nscore_disks = [1, 1]"),
                            "field score_disks",
                            "below the printed total"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_wendake_files(case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text, where, what = BAD[case]
    path = tmp_path / "bad.toml"
    path.write_text(text)
    code, out, err = automa(capsys, "decide", str(path))
    assert code == 2 and out == ""
    assert err.startswith(f"automa: error: {path}")
    assert where in err and what in err, err
    assert "Traceback" not in err


YEAR_START = ROOT / "examples" / "wendake" / "mask-year-two.toml"


@pytest.mark.parametrize("change, where, what", [
    (('under = [["M3"], [], []]', 'under = [["M3"], ["M6"], ["M7"]]'),
     "field masks", "every Ghost card already has a Mask"),
    (('draw = ["M2", "M4", "M5"]', "draw = []\ndiscard = []"),
     "field mask_deck", "0 Mask card(s) left to draw"),
])
def test_bad_year_starts(change: tuple[str, str], where: str, what: str, tmp_path: Path,
                         capsys: pytest.CaptureFixture[str]) -> None:
    text = YEAR_START.read_text(encoding="utf-8")
    assert change[0] in text
    path = tmp_path / "bad.toml"
    path.write_text(text.replace(*change).replace('face_down = ["M3"]',
                                                  'face_down = ["M3", "M6", "M7"]'))
    code, _, err = automa(capsys, "decide", str(path))
    assert code == 2 and where in err and what in err, err


@pytest.mark.parametrize("under, what", [
    ('[["M3"], ["M6"], ["M7"]]', "every Ghost card already has a Mask"),
    # Year 2 and 3 each slide a Mask under a card before the clearing.
    ('[["M3"], ["M6"], []]', "2 Ghost cards already have a Mask, but Years 2 to 3"),
])
def test_a_game_that_would_run_out_of_free_ghost_cards_is_refused(
        under: str, what: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = YEAR_START.read_text(encoding="utf-8")
    path = tmp_path / "bad.toml"
    path.write_text(text.replace('decide = "year-start"', 'decide = "game"')
                    .replace('under = [["M3"], [], []]', f"under = {under}")
                    .replace('face_down = ["M3"]', 'face_down = ["M3", "M6", "M7"]'))
    code, _, err = automa(capsys, "decide", str(path))
    assert code == 2 and "field masks" in err and what in err, err
    assert "Traceback" not in err

"""`[expect]` states a dispute: one field of one seat, a Ruling the trace must
consult, and what the answer should be under another reading; a key the
answer does not have is bad input (exit 2), and with `--ruling` only the
expectations stated for that reading are checked, and the output says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.games import ROOT

from .run_cli import automa

WOODCRAFT = (ROOT / "examples" / "woodcraft" / "last-tile-blocked.toml").read_text()
BLUE = (ROOT / "examples" / "darwins-journey" / "alfred-setup-blue.toml").read_text()
RULING = "woodcraft.last-tile-blocked"


def _file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "dispute.toml"
    path.write_text(text)
    return str(path)


def _expect(base: str, extra: str) -> str:
    """``base`` with its [expect] table replaced by ``extra``."""
    return base[:base.index("[expect]")] + extra


def test_one_field_of_one_seat_is_pinned_and_the_rest_left_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Setup against the blue Alfred (solo rules "Setup"): you, seat 0, start
    # with 4 Coins; nothing else of either seat is pinned.
    holds = _file(tmp_path, _expect(BLUE, "[expect]\nseats.0.coins = 4\n"))
    assert automa(capsys, "decide", holds)[0] == 0
    differs = _file(tmp_path, _expect(BLUE, "[expect.seats.0]\ncoins = 5\n"))
    code, out, err = automa(capsys, "decide", differs)
    assert code == 1
    assert "seats.0.coins: expected 5, the spec gives 4" in err
    assert "[expect]: checked, differs" in out


@pytest.mark.parametrize("extra, message", [
    ("[expect]\nmovd = ['Grow']\n", "field expect.movd: the answer has no such field"),
    ("[expect]\nseats.7.coins = 1\n", "is a list of 2"),
    ("[expect]\ncites = ['woodcraft.nothing-such']\n", "neither a clause id nor a ruling id"),
    ('[expect.when."woodcraft.last-tile-blocked=never"]\nmoved = []\n', "has no option 'never'"),
    ("[expect.when.nonsense]\nmoved = []\n", 'a table named "RULING=OPTION"'),
])
def test_a_misstated_expectation_is_bad_input(extra: str, message: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    base = BLUE if "seats" in extra else WOODCRAFT
    code, out, err = automa(capsys, "decide", _file(tmp_path, _expect(base, extra)))
    assert code == 2 and message in err and "Traceback" not in err


def test_a_ruling_the_trace_must_consult(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    consulted = _file(tmp_path, _expect(WOODCRAFT, f"[expect]\ncites = ['{RULING}']\n"))
    assert automa(capsys, "decide", consulted)[0] == 0
    # Whether the counter reaches a tile it only passes matters only where it
    # advances past one; here it starts at 0 and no tile lies on spaces 1-2.
    other = _file(tmp_path, _expect(WOODCRAFT,
                                    "[expect]\ncites = ['woodcraft.reputation-pass-over']\n"))
    code, _, err = automa(capsys, "decide", other)
    assert code == 1 and "does not consult ruling woodcraft.reputation-pass-over" in err


WHEN = f'''[expect]
moved = ["Grow", "Hire Helpers"]

[expect.when."{RULING}=skip"]
skipped = ["Upgrade"]

[expect.when."{RULING}=farthest-that-can-move"]
skipped = []
'''


def test_with_a_ruling_only_what_is_stated_for_that_reading_is_checked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path, _expect(WOODCRAFT, WHEN))
    code, out, _ = automa(capsys, "decide", path)
    assert code == 0
    assert "[expect]: checked, holds" in out
    assert f'[expect.when."{RULING}=skip"]: checked, holds' in out
    assert f'[expect.when."{RULING}=farthest-that-can-move"]: not checked' in out
    # Upgrade cannot move; under the other reading the farthest-behind tile
    # that can move goes instead, so nothing is skipped.
    code, out, _ = automa(capsys, "decide", path, "--json", "--ruling",
                          f"{RULING}=farthest-that-can-move")
    report = json.loads(out)["expectations"]
    assert code == 0
    assert report["checked"] == [f'[expect.when."{RULING}=farthest-that-can-move"]']
    assert [n["table"] for n in report["not_checked"]] == ["[expect]",
                                                           f'[expect.when."{RULING}=skip"]']
    assert report["unmet"] == []


def test_an_expectation_for_a_reading_can_fail(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    wrong = WHEN.replace("skipped = []", 'skipped = ["Upgrade"]')
    code, _, err = automa(capsys, "decide", _file(tmp_path, _expect(WOODCRAFT, wrong)),
                          "--ruling", f"{RULING}=farthest-that-can-move")
    assert code == 1 and "expected ['Upgrade'], the spec gives []" in err


def test_a_ruling_that_names_the_files_own_reading_keeps_expect_checked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The file reads woodcraft.last-tile-blocked as skip (its default): saying
    # so on the command line changes no reading, so [expect] still counts...
    path = _file(tmp_path, _expect(WOODCRAFT, WHEN))
    code, out, _ = automa(capsys, "decide", path, "--ruling", f"{RULING}=skip")
    assert code == 0 and "[expect]: checked, holds" in out
    # ...and can still fail: a wrong [expect] under that --ruling is exit 1.
    wrong = _file(tmp_path, _expect(WOODCRAFT, "[expect]\nmoved = ['nothing-like-this']\n"))
    code, _, err = automa(capsys, "decide", wrong, "--ruling", f"{RULING}=skip")
    assert code == 1, err

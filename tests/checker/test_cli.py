"""The `automa` command: its outputs, its JSON contract and its handling of bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from checker.games import ROOT

from .run_cli import automa

EXAMPLE = ROOT / "examples" / "woodcraft" / "last-tile-blocked.toml"
GOOD = EXAMPLE.read_text(encoding="utf-8")
DJ_EXAMPLE = ROOT / "examples" / "darwins-journey" / "alfred-lens-tie.toml"


# --- settling a dispute -------------------------------------------------------------------


def test_decide_prints_each_step_with_its_clause(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "decide", str(EXAMPLE))
    assert code == 0
    assert "[woodcraft.solo.special.skip-blocked-tile]" in out
    assert "moved: Grow, Hire Helpers" in out


def test_decide_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "decide", str(EXAMPLE), "--json")
    data = json.loads(out)
    assert code == 0
    assert data["game"] == "woodcraft"
    assert data["decision"]["moved"] == ["Grow", "Hire Helpers"]
    assert all({"clause", "text"} <= set(step) for step in data["trace"])
    skipped = [s for s in data["trace"] if s["clause"].endswith("skip-blocked-tile")]
    assert skipped and "Upgrade" in skipped[0]["text"]


def test_decide_with_a_ruling_switched(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "decide", str(EXAMPLE), "--json", "--ruling",
                          "woodcraft.last-tile-blocked=farthest-that-can-move")
    # The file's [expect] belongs to the default reading: not checked here.
    assert code == 0
    assert json.loads(out)["decision"]["moved"] == ["Buy"]


def test_decide_reports_an_expectation_that_fails(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "wrong.toml"
    bad.write_text(GOOD.replace('moved = ["Grow", "Hire Helpers"]', 'moved = ["Buy"]'))
    code, _, err = automa(capsys, "decide", str(bad))
    assert code == 1
    assert "expect.moved" in err and "['Buy']" in err


def test_diff_shows_where_two_readings_part(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "diff", str(EXAMPLE), "--json",
                          "--ruling", "woodcraft.last-tile-blocked=skip",
                          "--ruling", "woodcraft.last-tile-blocked=farthest-that-can-move")
    data = json.loads(out)
    assert code == 0
    (d,) = data["diffs"]
    assert d["changed"]["moved"] == {"a": ["Grow", "Hire Helpers"], "b": ["Buy"]}


def test_diff_without_rulings_compares_every_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "diff", str(EXAMPLE), "--json")
    data = json.loads(out)
    changed = {d["ruling"] for d in data["diffs"] if d["changed"]}
    assert code == 0
    # S3 is the last card of the draw pile: read "when-emptied", the deck is
    # reshuffled as soon as it is drawn, which "when-drawn" leaves for the next draw.
    assert changed == {"woodcraft.last-tile-blocked", "woodcraft.advance-when-blocked",
                       "woodcraft.reshuffle-timing"}


# --- looking up rules -----------------------------------------------------------------------


def test_rules_lists_and_finds(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "rules")
    assert code == 0 and "woodcraft.solo.deck.reshuffle" in out
    code, out, _ = automa(capsys, "rules", "woodcraft.solo.card.no-tile-moved")
    assert "encoded by: spec.woodcraft.cards.solo_step" in out
    assert "woodcraft.redraw-exhausted" in out
    code, out, _ = automa(capsys, "rules", "contract", "random", "--json")
    ids = [c["id"] for c in json.loads(out)]
    assert ids == ["woodcraft.solo.contracts.timed-removal"]


def test_rules_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = automa(capsys, "rules", "--json")
    clauses = json.loads(out)
    assert len(clauses) >= 29
    for c in clauses:
        assert {"id", "title", "text", "sources"} <= set(c)
        # Each source says what kind it is and how a player cites it; a seed
        # section also gives the file and heading, and the cite names the
        # document, never the file.
        for s in c["sources"]:
            assert {"kind", "cite"} <= set(s)
            if s["kind"] == "seed":
                assert {"seed", "section"} <= set(s) and s["seed"] not in s["cite"]


def test_rules_lists_rulings_and_assumptions(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = automa(capsys, "rules", "--rulings", "--json")
    assert {r["id"] for r in json.loads(out)} >= {"woodcraft.farthest-behind-tie",
                                                   "woodcraft.redraw-exhausted"}
    _, out, _ = automa(capsys, "rules", "--assumptions", "--json")
    provenances = {a["provenance"] for a in json.loads(out)}
    assert provenances == {"assumed", "community", "rules-text"}


# --- whole games ------------------------------------------------------------------------------


def test_play_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "play", "woodcraft", "--seed", "3", "--json", "--log")
    data = json.loads(out)
    assert code == 0
    assert data["seed"] == 3
    assert len(data["rounds"]) == 14
    assert data["result"]["rounds"] == 14 and data["result"]["income_phases"] == 4


def test_play_is_the_same_for_the_same_seed(capsys: pytest.CaptureFixture[str]) -> None:
    _, one, _ = automa(capsys, "play", "woodcraft", "--seed", "9", "--json", "--log")
    _, two, _ = automa(capsys, "play", "woodcraft", "--seed", "9", "--json", "--log")
    _, other, _ = automa(capsys, "play", "woodcraft", "--seed", "10", "--json", "--log")
    assert one == two != other


def test_play_trace_cites_clauses(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "play", "woodcraft", "--seed", "3", "--trace")
    assert code == 0
    assert "[woodcraft.solo.round.order]" in out and "Result:" in out


# --- bad input: message with file, line and field; exit code 2; no traceback -----------------

BAD_FILES = {
    "malformed TOML": ('game = "woodcraft"\nround = = 3\n', ":2:", "not valid TOML"),
    "unknown field": (GOOD.replace("round = 7", "rounds = 7"), ":7: field rounds",
                      "unknown field"),
    "wrong type": (GOOD.replace("round = 7", 'round = "seven"'), ":7: field round",
                   "expected an integer from 1 to 14"),
    "out of range": (GOOD.replace("round = 7", "round = 15"), ":7: field round",
                     "got 15"),
    "unknown tile": (GOOD.replace('["Upgrade"], ["Buy"', '["Upgrade"], ["Bye"'),
                     "field wheel.quadrants", "'Bye' is not a tile"),
    "unknown ruling": (GOOD + '\n[rulings]\n"woodcraft.no-such-ruling" = "x"\n',
                       "field rulings.woodcraft.no-such-ruling", "unknown ruling id"),
    "unknown ruling option": (GOOD + '\n[rulings]\n"woodcraft.last-tile-blocked" = "x"\n',
                              "field rulings.woodcraft.last-tile-blocked",
                              "choose one of: skip, farthest-that-can-move"),
    "unknown card in deck": (GOOD.replace('draw = ["S10", "S3"]', 'draw = ["S10", "S33"]'),
                             "field deck.draw", "got 'S33'"),
    "a card defined twice": (GOOD.replace("[wheel]", '[[cards]]\nid = "X1"\ntiles = ["Cut"]\n'
                                                   'effect = "one-tile-plus-one"\n\n'
                                                   '[[cards]]\nid = "X1"\ntiles = ["Glue"]\n'
                                                   'effect = "one-tile-plus-one"\n\n[wheel]'),
                             "field cards", "X1 is defined more than once"),
    "a tile the counter stands on": (GOOD + "\n[reputation]\nnonplayer = 3\ntiles = [3, 6]\n",
                                     "field reputation.tiles", "cannot still be there"),
    "unknown clause in expect": (GOOD + 'cites = ["woodcraft.solo.no-such-rule"]\n',
                                 "field expect.cites", "neither a clause id nor a ruling id"),
    "unknown game": (GOOD.replace('game = "woodcraft"', 'game = "chess"'), ":1: field game",
                     "expected one of woodcraft, wendake, darwins-journey, got 'chess'"),
    "wheel over capacity": (GOOD.replace('quadrants = [["Upgrade"], ["Buy", "Cut", "Glue", '
                                         '"Choose Orders"]',
                                         'quadrants = [[], ["Buy", "Cut", "Glue", '
                                         '"Choose Orders", "Upgrade"]'),
                            "field wheel.quadrants", "quadrant 2 holds 5 tiles"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_situation_files(case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text, where, what = BAD_FILES[case]
    path = tmp_path / "bad.toml"
    path.write_text(text)
    before = path.read_text()
    code, out, err = automa(capsys, "decide", str(path))
    assert code == 2
    assert out == ""
    assert err.startswith(f"automa: error: {path}")
    assert where in err and what in err
    assert "Traceback" not in err
    assert path.read_text() == before  # nothing the user wrote is touched


def test_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = automa(capsys, "decide", "no/such/file.toml")
    assert code == 2 and "no such file" in err


@pytest.mark.parametrize("args, message", [
    (["decide", str(EXAMPLE), "--ruling", "nonsense"], "expected ID=OPTION"),
    (["decide", str(EXAMPLE), "--ruling", "woodcraft.nope=x"], "no ruling is called"),
    (["play", "chess"], "unknown game 'chess'"),
    (["play", "woodcraft", "--seed", "-1"], "seed of 0 or more"),
    (["play", "woodcraft", "--seed", str(2**64)], "seed of at most"),
    (["play", "woodcraft", "--level", "hard"], "woodcraft has no level 'hard'"),
    (["play", "wendake", "--level", "extreme"], "expected one of: easy, medium, hard"),
    (["diff", str(EXAMPLE), "--ruling", "woodcraft.farthest-behind-tie=wheel-order",
      "--ruling", "woodcraft.farthest-behind-tie=random",
      "--ruling", "woodcraft.farthest-behind-tie=last-in-wheel-order"],
     "give exactly one ruling twice"),
    (["check", "chess"], "unknown game 'chess'"),
])
def test_bad_command_line_values(args: list[str], message: str,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = automa(capsys, *args)
    assert code == 2
    assert message in err and "Traceback" not in err


def test_a_lookup_with_no_hit_exits_1_and_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = automa(capsys, "rules", "woodcraft.solo.no.such.clause")
    assert code == 1 and out == ""
    assert "no clause matches" in err and "error" not in err and "Traceback" not in err
    assert automa(capsys, "rules", "--rulings", "zzzz-qqqq")[0] == 1
    assert automa(capsys, "rules", "--assumptions", "zzzz-qqqq")[0] == 1


def test_the_installed_command_exits_2_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('game = "woodcraft"\nround = "x"\n')
    done = subprocess.run([sys.executable, "-m", "checker.cli", "decide", str(path)],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 2
    assert done.stderr.strip() == (f"automa: error: {path}:2: field round: expected an integer "
                                   f"from 1 to 14, got a string 'x'")


# --- rulesets and the version -------------------------------------------------------------

HALVING_PRINTED = ROOT / "examples" / "darwins-journey" / "reward-declined-keeps-stamps.toml"
HALVING_ERRATA = ROOT / "examples" / "darwins-journey" / "reward-declined-halves-stamps-errata.toml"


def test_version_is_the_one_answers_carry(capsys: pytest.CaptureFixture[str]) -> None:
    from spec import __version__

    with pytest.raises(SystemExit) as stop:
        automa(capsys, "--version")
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"automa {__version__}"
    _, out, _ = automa(capsys, "decide", str(EXAMPLE), "--json")
    data = json.loads(out)
    assert (data["version"], data["ruleset"]) == (__version__, "errata")


def test_decide_names_the_ruleset_and_the_file_may_name_one(
        capsys: pytest.CaptureFixture[str]) -> None:
    # The file names the printed ruleset: the decliner keeps both Stamps.
    code, out, _ = automa(capsys, "decide", str(HALVING_PRINTED), "--json")
    data = json.loads(out)
    assert code == 0 and data["ruleset"] == "printed"
    assert data["decision"]["used_stamps"] == [3, 0]
    # --ruleset overrides the file: the publisher's correction halves them too.
    code, out, _ = automa(capsys, "decide", str(HALVING_PRINTED), "--json", "--ruleset", "errata")
    assert json.loads(out)["decision"]["used_stamps"] == [3, 1]
    _, out, _ = automa(capsys, "decide", str(HALVING_ERRATA))
    assert "Answered under the errata ruleset" in out


def test_diff_shows_where_two_rulesets_part(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "diff", str(HALVING_ERRATA), "--ruleset", "printed",
                          "--ruleset", "errata", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["rulings_read_differently"] == [
        {"ruling": "darwins_journey.halve-stamps-who", "a": "performed", "b": "awarded"}]
    assert data["changed"]["used_stamps"] == {"a": [3, 0], "b": [3, 1]}
    # A situation that no ruleset-dependent Ruling reaches decides the same.
    code, out, _ = automa(capsys, "diff", str(EXAMPLE), "--ruleset", "printed",
                          "--ruleset", "errata")
    assert code == 0 and "same decision under both rulesets" in out


@pytest.mark.parametrize("args", [("decide", str(EXAMPLE), "--ruleset", "erata"),
                                  ("diff", str(EXAMPLE), "--ruleset", "faq", "--ruleset", "faq"),
                                  ("play", "woodcraft", "--ruleset", "official"),
                                  ("check", "woodcraft", "--ruleset", "house")])
def test_a_bad_ruleset_is_bad_input(capsys: pytest.CaptureFixture[str],
                                    args: tuple[str, ...]) -> None:
    code, _, err = automa(capsys, *args)
    assert code == 2 and "ruleset" in err and "Traceback" not in err


def test_a_bad_ruleset_in_a_file_names_the_line(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(GOOD.replace('game = "woodcraft"', 'game = "woodcraft"\nruleset = "house"'),
                   encoding="utf-8")
    code, _, err = automa(capsys, "decide", str(bad))
    assert code == 2 and "ruleset" in err and "printed, errata, faq" in err


def test_play_json_names_its_ruleset(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "play", "woodcraft", "--json", "--ruleset", "printed")
    data = json.loads(out)
    assert code == 0 and data["ruleset"] == "printed" and "version" in data


# --- what an answer rests on ----------------------------------------------------------------


def test_decide_says_which_rulings_its_answer_rests_on(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "decide", str(HALVING_ERRATA), "--json")
    basis = json.loads(out)["rests_on"]
    assert code == 0
    # Read the printed way, the decliner keeps their Stamps: found by running it.
    assert {"ruling": "darwins_journey.halve-stamps-who", "reading": "awarded",
            "other": "performed", "changes": ["envelopes", "used_stamps"]} in basis["rulings"]
    assert "darwins_journey.halve-stamps-who" not in basis["consulted_without_effect"]
    # The Woodcraft example turns on its last-tile ruling and on nothing else.
    _, out, _ = automa(capsys, "decide", str(EXAMPLE))
    rests = out.split("Rests on:", 1)[1]
    assert "woodcraft.last-tile-blocked, read skip: read farthest-that-can-move" in rests


def test_rules_open_lists_one_games_open_questions(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "rules", "--open", "wendake")
    assert code == 0
    ids = [line.split()[0] for line in out.splitlines() if line and not line[0].isspace()
           and not line.startswith("(")]
    assert ids and all(i.startswith("wendake.") for i in ids)
    assert "[picked by: printed, errata, faq]" in out


def test_rules_lists_alfreds_assumptions_and_encodings(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = automa(capsys, "rules", "--assumptions", "--game", "darwins-journey")
    assert "darwins_journey.data.alfred-row-spots" in out
    _, out, _ = automa(capsys, "rules", "darwins_journey.alfred.turn.draw")
    assert "encoded by: spec.darwins_journey.alfred." in out


_COLLECTOR = """
import gc, io, sys
from checker.cli import main
before = gc.get_threshold(), gc.get_freeze_count()
out, sys.stdout = sys.stdout, io.StringIO()
main(["decide", sys.argv[1]])  # in-process, as the tests call it
given = gc.get_threshold(), gc.get_freeze_count()
sys.argv = ["automa", "rules", "--rulings"]
main()  # the command itself (not a decide, whose process main() ends: test_decide_exit.py)
sys.stdout = out
print(before == given, gc.get_threshold()[0] > before[0][0], gc.get_freeze_count() > 0)
"""


def test_only_the_command_itself_sets_the_collector_aside(tmp_path: Path) -> None:
    # main(argv) leaves the collector of the calling process as it was; the
    # command, whose process ends when main returns, raises its threshold
    # and freezes what it made.
    done = subprocess.run([sys.executable, "-c", _COLLECTOR, str(DJ_EXAMPLE)], cwd=ROOT,
                          env={**os.environ, "XDG_CACHE_HOME": str(tmp_path)},
                          capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["True", "True", "True"]


@pytest.mark.parametrize("argv", [
    ["decide", "f.toml"], ["decide", "f.toml", "--json"], ["decide", "--myst", "f.toml"],
    ["decide", "a dir/with = signs.toml"],
])
def test_a_plain_decide_is_read_as_the_parser_reads_it(argv: list[str]) -> None:
    from checker.cli import parser, plain_decide

    fast = plain_decide(argv)
    assert fast is not None
    # Every option of the decide parser, with its value or its default.
    assert vars(fast) == vars(parser("decide").parse_args(argv))


@pytest.mark.parametrize("argv", [
    [], ["decide"], ["decide", "-h"], ["decide", "f.toml", "--js"], ["decide", "-f.toml"],
    ["decide", "f.toml", "--json", "--myst"], ["decide", "f.toml", "--ruleset", "faq"],
    ["decide", "f.toml", "--ruling=x=y"], ["decide", "f.toml", "g.toml"],
    ["decide", "f.toml", "--json", "--json"], ["diff", "f.toml"], ["--version"],
])
def test_any_other_command_line_is_left_to_the_parser(argv: list[str]) -> None:
    from checker.cli import plain_decide

    assert plain_decide(argv) is None

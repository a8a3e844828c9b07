"""`automa impact`: paired games on Dask, a table that does not depend on the
number of workers, a campaign that resumes from its --out file, and the
readings that change results shown with a game that replays the change."""

from __future__ import annotations

import json
import logging
import random
import shlex
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from checker import impact, registry
from checker.games import ROOT, Json
from checker.impact import Campaign, run_seed, summarize
from checker.played import Moment
from spec.core.trace import Trace

from .run_cli import automa

GAMES = 24  # seeds 0 to 23: enough for Woodcraft's readings to show, in a second


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """One local Dask cluster of two worker processes for the whole module:
    starting one costs a few seconds."""
    from dask.distributed import LocalCluster

    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           dashboard_address=":0", silence_logs=logging.ERROR)
    try:
        yield str(cluster.scheduler_address)
    finally:
        cluster.close()


def _table(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[dict[str, Json], str]:
    code, out, err = automa(capsys, "impact", "woodcraft", "--json", *args)
    assert code == 0, err
    table = json.loads(out)
    assert isinstance(table, dict)
    return table, err


@pytest.fixture(scope="module")
def two_workers(scheduler: str) -> dict[str, Json]:
    """The table of the module's campaign on the shared two-worker cluster."""
    # capsys is for one test, not a module's fixture: capture by hand.
    import contextlib
    import io

    from checker.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["impact", "woodcraft", "--json", "--games", str(GAMES),
                     "--scheduler", scheduler])
    assert code == 0, err.getvalue()
    table = json.loads(out.getvalue())
    assert isinstance(table, dict)
    return table


def _readings(table: dict[str, Json]) -> dict[str, dict[str, Json]]:
    rulings = table["rulings"]
    assert isinstance(rulings, list)
    out: dict[str, dict[str, Json]] = {}
    for r in rulings:
        assert isinstance(r, dict) and isinstance(r["readings"], list)
        for x in r["readings"]:
            assert isinstance(x, dict)
            out[f"{r['ruling']}={x['reading']}"] = x
    return out


def test_one_worker_gives_the_table_two_workers_give(
        capsys: pytest.CaptureFixture[str], two_workers: dict[str, Json]) -> None:
    # The default path: the command starts its own LocalCluster, here of one worker.
    one, err = _table(capsys, "--games", str(GAMES), "--workers", "1")
    assert one == two_workers
    assert f"{GAMES}/{GAMES} games" in err  # the progress line, on stderr
    # Every reading of every Ruling of the game, each with the fields promised.
    readings = _readings(one)
    assert len(readings) == 9
    for x in readings.values():
        for key in ("consulted", "changed", "first_change_turn", "first_change_decision",
                    "result_changed", "score_effect", "winner_changed",
                    "winner_changed_interval", "witness_seed"):
            assert key in x
        effect = x["score_effect"]
        assert isinstance(effect, dict) and set(effect) == {"you"}
        you = effect["you"]
        assert isinstance(you, dict) and isinstance(you["interval"], list)
        low, high = you["interval"]
        assert isinstance(low, float) and isinstance(high, float) and isinstance(you["mean"], float)
        assert low <= you["mean"] <= high


def test_the_table_is_built_from_the_records_in_any_order() -> None:
    c = Campaign("woodcraft", None, 1, False, (), None, "errata", None,
                 (("woodcraft.farthest-behind-tie", "random"),
                  ("woodcraft.reshuffle-timing", "when-emptied")))
    records = [run_seed(c, s) for s in range(12)]
    shuffled = records[:]
    random.Random(3).shuffle(shuffled)
    assert summarize(c, shuffled) == summarize(c, records)


def test_an_interrupted_campaign_resumes_without_replaying_a_seed(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, scheduler: str,
        two_workers: dict[str, Json]) -> None:
    out = tmp_path / "campaign.jsonl"
    half, _ = _table(capsys, "--games", str(GAMES // 2), "--out", str(out),
                     "--scheduler", scheduler)
    assert half["games"] == GAMES // 2
    # An interrupted write leaves half a line: it is skipped, its seed played again.
    with out.open("a", encoding="utf-8") as f:
        f.write('{"seed": 9999, "roun')
    full, err = _table(capsys, "--games", str(GAMES), "--out", str(out), "--scheduler", scheduler)
    assert full == two_workers
    assert f"{GAMES // 2} of the {GAMES} games already in" in err
    assert "not a whole result" in err
    lines = out.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["automa_impact"] == 2 and header["campaign"]["game"] == "woodcraft"
    seeds = [json.loads(line)["seed"] for line in lines[1:] if line.endswith("}")
             and not line.startswith('{"seed": 9999')]
    assert sorted(seeds) == list(range(GAMES))  # each seed played once
    # Run again: everything is in the file, nothing is played.
    again, err = _table(capsys, "--games", str(GAMES), "--out", str(out))
    assert again == two_workers
    assert f"{GAMES} of the {GAMES} games already in" in err
    assert len(out.read_text(encoding="utf-8").splitlines()) == len(lines)


def test_a_ruling_whose_readings_change_nothing_has_no_witness(
        two_workers: dict[str, Json]) -> None:
    readings = _readings(two_workers)
    for key in ("woodcraft.redraw-exhausted=stop-at-empty-deck",
                "woodcraft.redraw-exhausted=keep-drawing"):
        x = readings[key]
        assert x["changed"] == 0 and x["winner_changed"] == 0 and x["result_changed"] == 0
        assert x["witness_seed"] is None and x["first_change_turn"] is None
        assert x["first_change_decision"] is None
        # No winner changed in 24 games, yet the share could be up to 13.8%:
        # at 0 of n, Wilson's upper end is z² / (n + z²) = 3.841459 / 27.841459.
        assert x["winner_changed_interval"] == [0.0, pytest.approx(0.137976, abs=1e-6)]
        assert x["score_effect"] == {"you": {"mean": 0.0, "sd": 0.0, "interval": [0.0, 0.0],
                                             "games": GAMES}}


def test_a_reading_that_changes_winners_names_a_game_that_replays_the_change(
        capsys: pytest.CaptureFixture[str], two_workers: dict[str, Json]) -> None:
    x = _readings(two_workers)["woodcraft.farthest-behind-tie=random"]
    changed = x["changed"]
    assert isinstance(changed, float) and changed > 0
    witness = x["witness"]
    assert isinstance(witness, dict) and witness["seed"] == x["witness_seed"]
    assert isinstance(witness["replay"], str) and isinstance(witness["against"], str)
    assert witness["replay"].endswith(f"--seed {x['witness_seed']} --ruling "
                                      "woodcraft.farthest-behind-tie=random")
    results = []
    for command in (witness["replay"], witness["against"]):
        code, out, _ = automa(capsys, *shlex.split(command)[1:], "--json")
        assert code == 0
        results.append(json.loads(out)["result"])
    assert results[0] != results[1]
    assert results[0]["rating"] != results[1]["rating"]  # the winner: the score guide's mark
    first = x["first_change_turn"]
    assert isinstance(first, dict) and isinstance(first["earliest"], int)
    interval, share = x["winner_changed_interval"], x["winner_changed"]
    assert isinstance(interval, list) and isinstance(share, float)
    low, high = interval
    assert isinstance(low, float) and isinstance(high, float) and low < share < high


@pytest.mark.parametrize("args, says", [
    (["--ruling", "woodcraft.no-such-ruling"], "woodcraft has no Ruling"),
    (["--ruling", "wendake.attack-target"], "is a Ruling of wendake, not of woodcraft"),
    (["--ruling", "woodcraft.last-tile-blocked=skip"], "is the reading in force"),
    (["--ruling", "woodcraft.last-tile-blocked=sideways"], "has no reading 'sideways'"),
    (["--games", "0"], "expected at least 1 game"),
    (["--workers", "0"], "expected at least 1 worker"),
    (["--seed", "-1"], "expected seeds from 0"),
    (["--players", "3"], "solo game"),
    (["--scheduler", "nonsense::"], "cannot reach a Dask scheduler"),
])
def test_bad_input_exits_2_with_one_line(capsys: pytest.CaptureFixture[str], args: list[str],
                                         says: str) -> None:
    code, out, err = automa(capsys, "impact", "woodcraft", *args)
    assert code == 2 and not out
    assert err.count("\n") == 1 and says in err, err


def test_an_out_file_that_is_not_this_campaigns_is_refused(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = automa(capsys, "impact", "woodcraft", "--out", str(tmp_path))
    assert code == 2 and err.count("\n") == 1 and "is a folder" in err
    code, _, err = automa(capsys, "impact", "woodcraft", "--out", str(tmp_path / "no" / "f"))
    assert code == 2 and err.count("\n") == 1 and "is not a folder" in err
    other = tmp_path / "notes.txt"
    other.write_text("my notes\n", encoding="utf-8")
    code, _, err = automa(capsys, "impact", "woodcraft", "--out", str(other))
    assert code == 2 and err.count("\n") == 1 and "is never overwritten" in err
    assert other.read_text(encoding="utf-8") == "my notes\n"
    campaign = tmp_path / "campaign.jsonl"
    code, _, err = automa(capsys, "impact", "woodcraft", "--games", "2", "--workers", "1",
                          "--ruling", "woodcraft.last-tile-blocked", "--out", str(campaign))
    assert code == 0, err
    before = campaign.read_text(encoding="utf-8")
    code, _, err = automa(capsys, "impact", "woodcraft", "--ruleset", "printed",
                          "--ruling", "woodcraft.last-tile-blocked", "--out", str(campaign))
    assert code == 2 and err.count("\n") == 1
    assert "different campaign" in err and "ruleset" in err
    assert campaign.read_text(encoding="utf-8") == before


def test_an_interrupted_campaign_keeps_what_it_played(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(c: Campaign, seeds: list[int], workers: int, scheduler: str | None,
                    each: Callable[[list[dict[str, Json]]], None],
                    ready: Callable[[], None]) -> None:
        ready()
        each([run_seed(c, s) for s in seeds[:3]])
        raise KeyboardInterrupt

    monkeypatch.setattr(impact, "play_on_dask", interrupted)
    out = tmp_path / "campaign.jsonl"
    code, printed, err = automa(capsys, "impact", "woodcraft", "--games", "10", "--out", str(out),
                                "--ruling", "woodcraft.last-tile-blocked")
    assert code == 130 and not printed
    assert "interrupted; the 3 played are in" in err and "run the same command again" in err
    assert len(out.read_text(encoding="utf-8").splitlines()) == 1 + 3


def test_no_other_command_imports_dask() -> None:
    example = ROOT / "examples" / "woodcraft" / "last-tile-blocked.toml"
    code = ("import sys\nfrom checker.cli import main\n"
            f"main(['decide', {str(example)!r}])\n"
            "assert not [m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')]")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("name", registry.ids())
def test_every_game_says_each_seats_score_and_the_winner(name: str) -> None:
    from checker import games
    from checker.properties.ties import setups
    from spec.core.rulings import Rulings
    from spec.core.trace import silent

    game = games.get(name)
    for _, level, players in setups(game):
        result = game.play(1, Rulings(), silent(), False, level, players).result
        standing = game.standing(result)
        seats = [seat for seat, _ in standing.scores]
        assert len(seats) == len(set(seats)) == (players if game.player_counts and players > 1
                                                 else len(seats))
        assert standing.winner and standing.winner_is
        if len(seats) > 1:  # the winner is a seat, or for a shared win, seats
            shared = standing.winner.removeprefix("seats ").split(" and ")
            assert standing.winner in seats or all(f"seat {w}" in seats for w in shared), \
                (name, standing)


@pytest.mark.parametrize(("game", "level", "players", "solo", "policy", "seeds"), [
    ("woodcraft", None, 1, False, (), range(12)),
    ("wendake", "medium", 1, False, (), range(12)),
    ("darwins-journey", None, 2, False, ("random", "random"), range(4)),
    ("darwins-journey", "white", 1, True, ("random",), range(6)),
])
def test_readings_not_read_are_not_played_and_the_rest_fork_and_nothing_changes(
        game: str, level: str | None, players: int, solo: bool, policy: tuple[str, ...],
        seeds: range) -> None:
    # run_seed plays another reading only of the Rulings the game under the
    # readings in force read (Rulings.listening), and picks it up where that
    # game first read the Ruling (checker/fork.py). Played the slow way, every
    # reading of every Ruling from the setup, the records are the very same.
    from dataclasses import replace

    from checker.impact import pairs_of
    from spec.core.rulings import Rulings

    impact._game(game)  # the game's Rulings registered
    c = Campaign(game, level, players, solo, policy, None, "errata", None,
                 pairs_of(game, [], Rulings()))
    slow = replace(c, skip_unread=False, fork=False)
    skipped = 0
    for seed in seeds:
        record = run_seed(c, seed)
        assert record == run_seed(slow, seed), seed
        heard: set[str] = set()
        impact._game(game).play(seed, Rulings().listening(heard), Trace(on=False), True, level,
                                players, policy)
        skipped += sum(1 for rid, _ in c.pairs if rid not in heard)
    # The skip is not idle: in these games some readings go unread.
    assert skipped > 0


def test_a_reading_changes_no_more_games_than_consulted_its_ruling(
        two_workers: dict[str, Json]) -> None:
    # A game that never consults a Ruling goes the same under its other
    # readings; a trace names a Ruling only where the game consulted it; and
    # a winner changes only where the result does.
    rulings = two_workers["rulings"]
    assert isinstance(rulings, list) and rulings
    for r in rulings:
        assert isinstance(r, dict) and isinstance(r["readings"], list)
        read, named = r["consulted_games"], r["named_games"]
        assert isinstance(read, int) and isinstance(named, int)
        assert named <= read <= GAMES
        for x in r["readings"]:
            assert isinstance(x, dict) and x["consulted"] == r["consulted"]
            assert _int(x["changed_games"]) <= read, (r["ruling"], x["reading"])
            assert _int(x["result_changed_games"]) <= read, (r["ruling"], x["reading"])
            assert _int(x["winner_changed_games"]) <= _int(x["result_changed_games"])
    # The bound is not idle: some Ruling is consulted in games whose traces do not name it.
    assert any(isinstance(r, dict) and _int(r["consulted_games"]) > _int(r["named_games"])
               for r in rulings)


def _int(value: Json) -> int:
    assert isinstance(value, int)
    return value


# --- the first decision that changed ---------------------------------------------


def _moments(*answers: str) -> tuple[Moment, ...]:
    return tuple(Moment(k, "move", None, f"move {k}", "?", {"move": a})
                 for k, a in enumerate(answers, start=1))


def test_the_first_changed_decision_is_the_first_answered_otherwise() -> None:
    from checker.impact import decided_at

    assert decided_at(_moments("a", "b", "c"), _moments("a", "b", "c")) is None
    assert decided_at(_moments("a", "b", "c"), _moments("a", "x", "c")) == 2
    assert decided_at(_moments("a", "b", "c"), _moments("a", "x", "y")) == 2
    # One game ends first: the first decision it lacks.
    assert decided_at(_moments("a", "b"), _moments("a", "b", "c")) == 3
    assert decided_at(_moments("a", "b", "c"), _moments("a")) == 2
    assert decided_at((), _moments("a")) == 1
    assert decided_at((), ()) is None


def test_a_changed_decision_is_where_the_saved_positions_get_other_answers(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # In 2-player Darwin's Journey a decision is a stand-in's move: the game
    # under the other reading makes another move at #K, and the same ones before.
    from checker.impact import pairs_of
    from spec.core.rulings import Rulings

    impact._game("darwins-journey")
    c = Campaign("darwins-journey", None, 2, False, ("random", "random"), None, "errata", None,
                 pairs_of("darwins-journey", ["darwins_journey.unpayable-red-cost"], Rulings()))
    (rid, oid), = c.pairs
    for seed in range(6):
        record = run_seed(c, seed)
        readings = record["readings"]
        assert isinstance(readings, dict)
        other = readings[f"{rid}={oid}"]
        assert isinstance(other, dict)
        k = other["decision"]
        if not isinstance(k, int):
            continue
        logs = []
        for ruling in ((), ("--ruling", f"{rid}={oid}")):
            code, out, err = automa(capsys, "play", "darwins-journey", "--seed", str(seed),
                                    "--json", "--log", *ruling)
            assert code == 0, err
            logs.append([m for row in json.loads(out)["rounds"] for m in row["moves"]])
        assert logs[0][:k - 1] == logs[1][:k - 1]
        assert logs[0][k - 1]["decision"] == k and logs[0][k - 1] != logs[1][k - 1]
        break
    else:
        pytest.fail("no seed of six changed a decision")


def test_a_process_started_while_the_cluster_starts_ignores_ctrl_c() -> None:
    # Workers half-way through their imports would each print a traceback for
    # a Ctrl-C: started under _interrupts_ignored, a process ignores it from the
    # first line, as a worker of our cluster must, and the command takes it
    # again once the cluster is up.
    import signal

    from checker.impact import _interrupts_ignored

    before = signal.getsignal(signal.SIGINT)
    probe = "import signal; print(signal.getsignal(signal.SIGINT) == signal.SIG_IGN)"
    with _interrupts_ignored():
        inside = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    outside = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert inside.stdout.strip() == "True"
    assert outside.stdout.strip() == "False"
    assert signal.getsignal(signal.SIGINT) is before

"""`automa play GAME --save-at K FILE`: a position from a played game, as a
short situation file that decides as the game did.

The property: over seeded games of every game (solo and several players, each
bot level, both stand-ins, a random reading), for the first, the last and
decisions in between, the file saved before decision #K reads back as that
very position, and `automa decide` on it gives the decision the game made
there. A stand-in's move is no rule's decision: there the file asks which moves
are legal, and the move played must be one of them.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from checker import games
from checker.commands import Setting, run, save_moment, saved_text
from checker.played import Moment
from checker.situation import read
from spec.core.rulings import Rulings
from spec.core.trace import Trace

from .run_cli import automa

# (game, seed, level, players, solo, stand-ins, readings)
Case = tuple[str, int, str | None, int, bool, tuple[str, ...], tuple[tuple[str, str], ...]]

RANDOM_TIE = (("woodcraft.farthest-behind-tie", "random"),)
RANDOM_SPACE = (("wendake.space-in-territory", "random"),)
RIGHT_MOST = (("darwins_journey.alfred.location-tie", "right-most"),)

CASES: list[Case] = (
    [("woodcraft", seed, None, 1, False, (), ()) for seed in (1, 2, 3, 4)]
    + [("woodcraft", seed, None, 1, False, (), RANDOM_TIE) for seed in (5, 6)]
    + [("wendake", seed, level, 1, False, (), ())
       for seed, level in ((1, "easy"), (2, "medium"), (3, "hard"), (4, None))]
    + [("wendake", seed, None, 1, False, (), RANDOM_SPACE) for seed in (5, 6)]
    + [("darwins-journey", seed, level, 1, True, (policy,), ())
       for seed, level, policy in ((1, "white", "random"), (2, "blue", "greedy"),
                                   (3, "yellow", "random"), (4, "green", "greedy"))]
    + [("darwins-journey", 5, "white", 1, True, ("random",), RIGHT_MOST)]
    + [("darwins-journey", seed, None, players, False, policy, ())
       for seed, players, policy in ((1, 2, ("random", "random")),
                                     (2, 3, ("greedy", "random", "greedy")),
                                     (3, 4, ("random",) * 4))]
)

# Decisions per game sampled beyond the first and last: every one up to
# this many, else evenly spread ones.
SAMPLE = 10


def _ks(count: int) -> list[int]:
    if count <= SAMPLE + 2:
        return list(range(1, count + 1))
    step = (count - 1) / (SAMPLE + 1)
    return sorted({1, count, *(1 + round(step * i) for i in range(1, SAMPLE + 1))})


def _played(case: Case) -> tuple[Setting, tuple[Moment, ...]]:
    name, seed, level, players, solo, seats, chosen = case
    game = games.get(name)
    rulings = Rulings.of(dict(chosen))
    shown = level or (game.levels[0] if solo else None)
    played = game.play(seed, rulings, Trace(on=False), True, shown, players, seats)
    setting = Setting(game, seed, level, players, solo, seats, ",".join(seats) or None, rulings,
                      [f"{r}={o}" for r, o in chosen], None, 0, Path("unused.toml"))
    return setting, played.decisions


def _decides_as_played(setting: Setting, moment: Moment, path: Path) -> None:
    text = saved_text(setting, moment)
    assert "only what differs from the setup" in text
    path.write_text(text, encoding="utf-8")
    situation = read(path)
    where = f"{setting.game.name} seed {setting.seed} #{moment.number} ({moment.where})"
    assert situation.state == moment.state, f"{where}: the file reads as another position"
    assert situation.kind == moment.kind and situation.rulings == setting.rulings
    answer = run(situation, situation.rulings, traced=False).answer
    if moment.kind == "moves":
        # A stand-in's move: who is to move, and the move played is legal.
        assert {k: answer[k] for k in ("player", "round", "phase")} == {
            k: moment.did[k] for k in ("player", "round", "phase")}, where
        assert answer["legal"] == {moment.did["move"]: True}, where
    else:
        assert answer == moment.did, f"{where}: decides otherwise than the game did"


def test_saved_positions_decide_as_the_game_did(tmp_path: Path) -> None:
    """Every case, the sampled K of each: the property above; it reports how
    many (game, seed, K) triples it checked and stays within seconds."""
    started = time.perf_counter()
    checked = 0
    for case in CASES:
        setting, moments = _played(case)
        assert moments, f"{case}: the log numbers no decisions"
        assert [m.number for m in moments] == list(range(1, len(moments) + 1))
        for k in _ks(len(moments)):
            _decides_as_played(setting, moments[k - 1], tmp_path / f"{checked}.toml")
            checked += 1
    took = time.perf_counter() - started
    print(f"{checked} (game, seed, K) triples over {len(CASES)} games in {took:.1f}s")
    assert checked >= 150
    assert took < 60


def test_save_at_through_the_command(capsys: pytest.CaptureFixture[str],
                                     tmp_path: Path) -> None:
    """The command prints the game as before, writes the file, and the file
    decides as the log says: here Woodcraft's round 5 solo card."""
    _, before, _ = automa(capsys, "play", "woodcraft", "--seed", "7")
    path = tmp_path / "round5.toml"
    code, out, err = automa(capsys, "play", "woodcraft", "--seed", "7", "--save-at", "5",
                            str(path))
    assert code == 0 and out == before
    assert "#5" in err and str(path) in err
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# A position from a played game")
    assert f"automa play woodcraft --seed 7 --save-at 5 {path}" in text
    assert 'decide = "solo-card"' in text and "seed = 7" in text
    row = next(line for line in before.splitlines() if line.startswith("round  5:"))
    code, out, _ = automa(capsys, "decide", str(path), "--json")
    assert code == 0
    import json

    drawn = json.loads(out)["decision"]["drawn"]
    assert f"#5 solo {', '.join(drawn)} moves" in row


@pytest.mark.parametrize("args", [
    ("wendake", "--seed", "3", "--level", "hard"),
    ("darwins-journey", "--solo", "--seed", "3", "--policy", "greedy"),
    ("darwins-journey", "--players", "3", "--seed", "2"),
])
def test_every_game_saves_and_decides(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                      args: tuple[str, ...]) -> None:
    path = tmp_path / "k.toml"
    code, out, _ = automa(capsys, "play", *args)
    assert code == 0 and "#3 " in out
    code, again, _ = automa(capsys, "play", *args, "--save-at", "3", str(path))
    assert code == 0 and again == out
    code, decided, err = automa(capsys, "decide", str(path))
    assert code == 0, err
    code, _, err = automa(capsys, "diff", str(path))
    assert code == 0, err


def test_never_overwrites(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text("# my notes\n", encoding="utf-8")
    code, out, err = automa(capsys, "play", "wendake", "--save-at", "2", str(path))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and str(path) in err and "not overwritten" in err
    assert path.read_text(encoding="utf-8") == "# my notes\n"
    code, _, err = automa(capsys, "play", "wendake", "--save-at", "2", str(tmp_path))
    assert code == 2 and "folder" in err and err.count("\n") == 1


@pytest.mark.parametrize("game, k, range_", [
    ("woodcraft", "0", "#1 to #14"), ("woodcraft", "15", "#1 to #14"),
    ("wendake", "22", "#1 to #21"), ("darwins-journey", "-1", "#1 to #"),
])
def test_k_out_of_range(capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str,
                        k: str, range_: str) -> None:
    path = tmp_path / "k.toml"
    code, out, err = automa(capsys, "play", game, "--save-at", k, str(path))
    assert code == 2 and out == "" and not path.exists()
    assert err.count("\n") == 1 and f"no decision #{k}" in err and range_ in err


def test_bad_k_and_unwritable_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = automa(capsys, "play", "woodcraft", "--save-at", "five", str(tmp_path / "a"))
    assert code == 2 and err.count("\n") == 1 and "'five'" in err
    missing = tmp_path / "no-such-folder" / "a.toml"
    code, _, err = automa(capsys, "play", "woodcraft", "--save-at", "2", str(missing))
    assert code == 2 and err.count("\n") == 1 and "cannot write" in err


def test_help_explains_save_at(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        automa(capsys, "play", "--help")
    out = capsys.readouterr().out
    assert "--save-at K FILE" in out
    assert "automa play woodcraft --seed 7 --save-at 5 round5.toml" in out
    assert "automa decide round5.toml" in out


def test_alfred_turns_must_reach_his_turn(capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    """``alfred_turns`` (his turns in a row after your last move, before the
    one asked about): one too many is bad input naming the field."""
    path = tmp_path / "a.toml"
    automa(capsys, "play", "darwins-journey", "--solo", "--seed", "3", "--save-at", "2",
           str(path))
    text = path.read_text(encoding="utf-8")
    assert "\nalfred_turns" not in text
    path.write_text(text + "alfred_turns = 1\n", encoding="utf-8")
    code, _, err = automa(capsys, "decide", str(path))
    assert code == 2 and "alfred_turns" in err and err.count("\n") == 1

"""`python -m checker.strength`: the cells measured, a
table that does not depend on the number of workers, bad input, and the
committed results file the docs read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker import games, registry, strength
from checker.intervals import wilson
from checker.strength import Cell, cells, measure


def test_every_bot_with_levels_and_every_stand_in_is_measured() -> None:
    found = {(c.game, c.policy, c.level) for c in cells()}
    for entry in registry.entries():
        if not entry.bot.levels:
            assert not any(g == entry.id for g, _, _ in found)
            continue
        for policy in games.get(entry.id).policies or ("",):
            for level in entry.bot.levels:
                assert (entry.id, policy, level) in found
    assert ("darwins-journey", "lookahead", "green") in found
    assert {c.solo for c in cells(["darwins-journey"])} == {True}
    assert cells(["darwins-journey"], ["lookahead"]) == [
        Cell("darwins-journey", level, "lookahead", True)
        for level in ("white", "blue", "yellow", "green")]


def test_the_table_is_the_same_for_one_worker_or_two() -> None:
    chosen = [Cell("wendake", "easy", "", False), Cell("darwins-journey", "white", "random", True)]
    one = measure(chosen, 30, 5, 1, progress=False)
    two = measure(chosen, 30, 5, 2, progress=False)
    assert one == two
    row = one[1]
    assert row["games"] == 30 and row["seeds"] == [5, 34]
    assert str(row["best_margin_game"]).startswith(
        "automa play darwins-journey --solo --level white --policy random --seed ")


def test_a_row_counts_the_games_the_stand_in_won() -> None:
    """Seed by seed, a row's wins are the games `automa play` says you won."""
    cell = Cell("darwins-journey", "white", "lookahead", True)
    played = strength.play_seeds(cell, range(3))
    game = games.get("darwins-journey")
    from spec.core.rulings import Rulings
    from spec.core.trace import silent

    for seed, won, mine, theirs in played:
        result = game.play(seed, Rulings(), silent(), False, "white", 1, ("lookahead",)).result
        assert won == (result["winner"] == "you")
        assert result["totals"] == [mine, theirs]


def test_bad_input_is_a_message_and_exit_2(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    assert strength.main(["--games", "0", "--out", str(tmp_path / "s.json")]) == 2
    assert "--games" in capsys.readouterr().err
    assert strength.main(["--game", "nosuch", "--out", str(tmp_path / "s.json")]) == 2
    assert "unknown game 'nosuch'" in capsys.readouterr().err
    assert strength.main(["--game", "woodcraft", "--out", str(tmp_path / "s.json")]) == 2
    other = tmp_path / "other.json"
    other.write_text('{"not": "ours"}', encoding="utf-8")
    assert strength.main(["--game", "wendake", "--games", "1", "--out", str(other)]) == 2
    assert "not a results file" in capsys.readouterr().err
    assert other.read_text(encoding="utf-8") == '{"not": "ours"}'


def test_a_run_replaces_its_own_rows_and_keeps_the_others(tmp_path: Path) -> None:
    out = tmp_path / "s.json"
    assert strength.main(["--game", "wendake", "--games", "3", "--workers", "1",
                          "--out", str(out)]) == 0
    assert strength.main(["--game", "wendake", "--games", "4", "--workers", "1",
                          "--out", str(out)]) == 0
    rows = json.loads(out.read_text(encoding="utf-8"))["rows"]
    assert [(r["level"], r["games"]) for r in rows] == [("easy", 4), ("medium", 4), ("hard", 4)]
    assert all(r["command"].endswith("--games=4 --seed=0") for r in rows)


def test_the_committed_results_cover_every_cell() -> None:
    """The docs' table is the file `nox -s strength` writes: every stand-in
    against every level, each over enough games for an interval a few points
    wide, and each row's interval the Wilson interval of its own counts."""
    data = strength.read()
    assert data is not None, "docs/_data/strength.json is missing: run nox -s strength"
    rows = data["rows"]
    assert isinstance(rows, list)
    by_cell = {(r["game"], r["policy"], r["level"]): r for r in rows if isinstance(r, dict)}
    for c in cells():
        row = by_cell[(c.game, c.policy or "stand-in", c.level)]
        n, wins = row["games"], row["wins"]
        assert isinstance(n, int) and isinstance(wins, int)
        assert n >= 1000
        lo, hi = wilson(wins, n)
        assert row["interval"] == [round(lo, 6), round(hi, 6)]
        assert hi - lo <= 0.06  # within 3 points either way

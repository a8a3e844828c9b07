"""One worker-row shape for both seats of Darwin's Journey: a list per worker,
top worker first, the fifth optional; or a table naming only the workers that
differ from the setup. The old forms (a player's five lists, Alfred's four)
stay accepted, and every form reads to the same state."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.situation import read
from spec.darwins_journey.state import Game

from .run_cli import automa

HEAD = 'game = "darwins-journey"\ndecide = "moves"\nseed = 1\n'


def _state(tmp_path: Path, body: str) -> Game:
    path = tmp_path / "rows.toml"
    path.write_text(HEAD + body, encoding="utf-8")
    state = read(path).state
    assert isinstance(state, Game)
    return state


def _rows(tmp_path: Path, body: str) -> tuple[tuple[tuple[str, ...], ...], ...]:
    return tuple(p.rows for p in _state(tmp_path, body).players)


PLAYER = {
    "five lists (as before)": '[[player]]\nrows = [[], ["blue"], ["yellow", "red"], ["green"], []]\n',
    "four lists, no fifth worker": '[[player]]\nrows = [[], ["blue"], ["yellow", "red"], ["green"]]\n',
}


@pytest.mark.parametrize("form", sorted(PLAYER))
def test_a_players_rows_read_alike_in_every_form(form: str, tmp_path: Path) -> None:
    state = _state(tmp_path, "players = 2\n" + PLAYER[form])
    assert state.players[0].rows == ((), ("blue",), ("yellow", "red"), ("green",), ())
    assert state == _state(tmp_path, "players = 2\n" + PLAYER["five lists (as before)"])


def test_a_table_names_only_the_rows_that_differ(tmp_path: Path) -> None:
    setup = _rows(tmp_path, "players = 2\n")[0]
    table = _rows(tmp_path, 'players = 2\n[[player]]\nrows = { 2 = ["yellow", "red"] }\n')[0]
    assert table == setup[:2] + (("yellow", "red"),) + setup[3:]


# Alfred's white board prints yellow, yellow on row A, red, red on B, green on C
# and blue on D (the board data, spec/darwins_journey/alfred/data.py).
ALFRED = {
    "four lists, A to D (as before)":
        '[[player]]\n\n[[player]]\nrows = [["yellow", "yellow"], ["red", "red"], '
        '["green", "red"], ["blue"]]\n',
    "five lists, the fifth empty, as a player's":
        '[[player]]\n\n[[player]]\nrows = [["yellow", "yellow"], ["red", "red"], '
        '["green", "red"], ["blue"], []]\n',
    "a table by letter": '[[player]]\n\n[[player]]\nrows = { C = ["green", "red"] }\n',
    "a table by number, as a player's": '[[player]]\n\n[[player]]\nrows = { 2 = ["green", "red"] }\n',
}


@pytest.mark.parametrize("form", sorted(ALFRED))
def test_alfreds_rows_read_alike_in_every_form(form: str, tmp_path: Path) -> None:
    state = _state(tmp_path, 'solo = "white"\n' + ALFRED[form])
    assert state.players[1].rows == (("yellow", "yellow"), ("red", "red"), ("green", "red"),
                                     ("blue",), ())
    assert state == _state(tmp_path, 'solo = "white"\n' + ALFRED["four lists, A to D (as before)"])


BAD = {
    "a player's worker named by a letter": (
        'players = 2\n[[player]]\nrows = { B = ["blue", "red"] }\n', "no worker 'B': name a worker 0 to 4"),
    "a worker that does not exist": (
        'solo = "white"\n[[player]]\n\n[[player]]\nrows = { E = [] }\n',
        "no worker 'E': name a worker 0 to 3 or A to D"),
    "a table row without its printed seals": (
        'solo = "white"\n[[player]]\n\n[[player]]\nrows = { C = ["red"] }\n',
        "row C of Alfred's white board starts with its printed seals green"),
    "seals on the top worker, in a table": (
        'players = 2\n[[player]]\nrows = { 0 = ["red"] }\n', "row 0 (the top worker) has no seal spots"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_rows_are_named(case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    body, what = BAD[case]
    path = tmp_path / "bad.toml"
    path.write_text(HEAD + body, encoding="utf-8")
    code, out, err = automa(capsys, "decide", str(path))
    assert code == 2 and out == "" and "Traceback" not in err
    assert "field player[" in err and "].rows: " in err and what in err, err

"""The fields' declarations (checker/fields.py) are what the readers read
and what the writers write: one place for each field's name, range, default
and meaning."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker import games
from checker.fields import Field, Form, Integer, Sub
from checker.situation import file_form, read
from checker.skeleton import skeleton
from spec.core import clauses

from .run_cli import automa


def _fields(form: Form) -> list[tuple[str, Field]]:
    """Every declaration under ``form``, with its table's path."""
    return [(f"{path}.{f.name}" if path else f.name, f) for path, sub in form.tables()
            for f in (*sub.fields, *((sub.each,) if sub.each else ()))]


@pytest.mark.parametrize("game", games.names())
def test_every_rule_a_field_bears_on_is_one_automa_rules_knows(game: str) -> None:
    """A clause, a Ruling or an assumption (a component fact no source
    states): `automa rules ID` shows each."""
    from spec.core import provenance, rulings

    games.load_rules(game)
    known = ({c.id for c in clauses.all_clauses()} | {r.id for r in rulings.all_rulings()}
             | {a.id for a in provenance.all_assumptions()})
    cited = [(where, f.clause) for where, f in _fields(file_form(game))
             if isinstance(f, Field) and f.clause]
    assert len(cited) >= 5
    assert [(where, c) for where, c in cited if c not in known] == []


def test_alfreds_bounds_in_the_declarations_are_his_boards() -> None:
    from checker.adapters import darwins_journey_fields as F
    from spec.darwins_journey.alfred import data

    assert F.ALFRED_COIN_CAP == data.COIN_CAP.value
    assert F.ALFRED_BONUS_SPACES == data.BONUS_TRACK_SPACES.value
    assert F.ALFRED_HAMMOCKS == data.HAMMOCKS
    assert F.ALFRED_ROW_SPOTS == data.ROW_SPOTS


def _written(text: str) -> list[tuple[str, list[str]]]:
    """A situation file's tables in order, each with its keys in order."""
    out: list[tuple[str, list[str]]] = [("", [])]
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            out.append((line.strip("[]").strip(), []))
        elif "=" in line and not line.startswith("#"):
            out[-1][1].append(line.split("=", 1)[0].strip().strip('"'))
    return out


def _in_order(written: list[str], declared: tuple[str, ...]) -> bool:
    positions = [declared.index(k) for k in written]
    return positions == sorted(positions)


@pytest.mark.parametrize("game", games.names())
def test_the_writer_writes_declared_fields_in_the_declared_order(game: str) -> None:
    adapter = games.get(game)
    form = adapter.form
    for path in games.examples(game)[:12]:
        situation = read(path)
        text = adapter.situation_toml(situation.state, situation.kind)
        tables = _written(text)
        top = [name.split(".")[0] for name, _ in tables[1:]]
        assert _in_order(tables[0][1] + list(dict.fromkeys(top)), form.names()), (path, text)
        for name, keys in tables[1:]:
            sub = form.find(name)
            assert sub is not None, (path, name)
            declared = sub.names() + (sub.keys if sub.each is not None else tuple(keys))
            assert set(keys) <= set(declared), (path, name, keys)
            # A key-value table's keys follow the position (the wheel's order).
            assert _in_order([k for k in keys if k in sub.names()], sub.names()), (path, name)


# Top-level integers read with their declared range and nothing narrower.
RANGED = [(g, f) for g in games.names() for f in games.get(g).form.fields
          if isinstance(f, Integer) and f.default is not None and f.high < 2**62
          and f.name != "players"]


@pytest.mark.parametrize("game, field", RANGED, ids=[f"{g}:{f.name}" for g, f in RANGED])
def test_the_reader_refuses_a_value_past_the_declared_range(
        game: str, field: Integer, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(f'game = "{game}"\n{field.name} = {field.high + 1}\n')
    code, _, err = automa(capsys, "decide", str(path))
    assert code == 2 and f":2: field {field.name}: expected an integer from {field.low} to " \
        f"{field.high}, got {field.high + 1}" in err, err


def test_the_skeleton_says_what_each_field_means() -> None:
    text = skeleton("woodcraft", "solo-card")
    line = next(x for x in text.splitlines() if x.startswith("# round = "))
    assert line.endswith("# The round being played (1 to 14)")
    # A table of keys (tile names) says what they hold once, not once a key.
    assert sum("The move at which the tile last moved" in x for x in text.splitlines()) == 1
    # The commented lines are still TOML once uncommented.
    import tomllib

    position = text.split("# --- The position")[1].split("# --- The answer")[0]
    body = "\n".join(x[2:] for x in position.splitlines()[1:] if x.startswith("# "))
    assert tomllib.loads(body)["round"] == 1


def test_every_table_of_a_file_is_declared_once() -> None:
    for game in games.names():
        form = file_form(game)
        paths = [p for p, _ in form.tables()]
        assert len(paths) == len(set(paths)), game
        for name, f in _fields(form):
            if isinstance(f, Sub):
                assert f.form.fields or f.form.each is not None or not f.form.closed, name

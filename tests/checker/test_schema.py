"""`automa schema GAME`: the JSON Schema of a game's situation files, from the
fields' declarations. Every bundled example validates against its game's
schema; hand-made bad files are rejected at the field at fault; the
committed field reference pages are what the declarations give."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from checker import games
from checker.games import ROOT
from checker.schema import json_schema, page, reference

from .run_cli import automa

EXAMPLES = [(g, p) for g in games.names() for p in games.examples(g)]


def _validator(game: str) -> Draft202012Validator:
    schema = json_schema(game)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


VALIDATORS = {g: _validator(g) for g in games.names()}


def test_every_game_has_examples_to_validate() -> None:
    for game in games.names():
        assert len(games.examples(game)) >= 5, game


@pytest.mark.parametrize("game, path", EXAMPLES,
                         ids=[f"{g}/{p.name}" for g, p in EXAMPLES])
def test_every_bundled_example_validates_against_its_games_schema(game: str,
                                                                  path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
              for e in VALIDATORS[game].iter_errors(data)]
    assert not errors, errors


# (game, file text, the path of the field the schema must name)
BAD = [
    ("woodcraft", 'game = "woodcraft"\nround = 15\n', "round"),
    ("woodcraft", 'game = "woodcraft"\n[reputation]\nplayer = 2\nnonplayr = 4\n', "reputation"),
    ("woodcraft", 'game = "woodcraft"\n[wheel]\nquadrants = [["Buy"], ["Hire helpers"], [], []]\n',
     "wheel/quadrants/1/0"),
    ("woodcraft", 'game = "woodcraft"\n[[cards]]\ntiles = ["Cut"]\n', "cards/0"),
    ("woodcraft", 'game = "woodcraft"\ndecide = "solo_card"\n', "decide"),
    ("woodcraft", 'game = "woodcraft"\n[rulings]\n"woodcraft.advance-when-blocked" = "yes"\n',
     "rulings/woodcraft.advance-when-blocked"),
    ("woodcraft", 'game = "wendake"\n', "game"),
    ("woodcraft", 'title = "no game"\n', ""),
    ("wendake", 'game = "wendake"\ndifficulty = "brutal"\n', "difficulty"),
    ("wendake", 'game = "wendake"\n[territories.french-middle]\nghost_guards = 1\n',
     "territories"),
    ("wendake", 'game = "wendake"\n[territories.french-far]\nfields = ["ghost-warrior"]\n',
     "territories/french-far/fields/0"),
    ("wendake", 'game = "wendake"\ncards = ["G1a", "G2a"]\n', "cards"),
    ("darwins-journey", 'game = "darwins-journey"\nplayers = 5\n', "players"),
    ("darwins-journey", 'game = "darwins-journey"\n[[player]]\ncoins = -1\n', "player/0/coins"),
    ("darwins-journey", 'game = "darwins-journey"\n[[player]]\ncoinz = 3\n', "player/0"),
    ("darwins-journey", 'game = "darwins-journey"\n[workers]\nnowhere = [[0, 1]]\n', "workers"),
    ("darwins-journey", 'game = "darwins-journey"\n[workers]\nmuseum = [[0, 7]]\n',
     "workers/museum/0/1"),
    ("darwins-journey", 'game = "darwins-journey"\nsolo = "red"\n', "solo"),
    ("darwins-journey", 'game = "darwins-journey"\n[[player]]\nrows = { 7 = ["red"] }\n',
     "player/0/rows"),
    ("darwins-journey", 'game = "darwins-journey"\n[[player]]\nrows = [[], ["pink"], [], []]\n',
     "player/0/rows"),
]

# Shapes a file may take that no bundled example happens to use.
GOOD = [
    ("darwins-journey", 'game = "darwins-journey"\n[[player]]\nrows = { 2 = ["red"] }\n'),
    ("darwins-journey", 'game = "darwins-journey"\n[[player]]\n'
                        'rows = [[], ["blue"], ["yellow", "red"], ["green"]]\n'),
    ("darwins-journey", 'game = "darwins-journey"\nsolo = "white"\nactive = 0\n[[player]]\n'
                        '[[player]]\nrows = { C = ["green", "red"] }\n'),
    ("wendake", 'game = "wendake"\ndecide = "final-score"\n[territories.french-far]\n'
                'fields_count = 3\nfields = ["", "", "ghost-woman"]\n'),
]


@pytest.mark.parametrize("game, text", GOOD, ids=[f"{g}:{i}" for i, (g, _) in enumerate(GOOD)])
def test_a_good_file_validates_and_reads(game: str, text: str, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    errors = [e.message for e in VALIDATORS[game].iter_errors(tomllib.loads(text))]
    assert errors == []
    path = tmp_path / "good.toml"
    path.write_text(text)
    code, _, err = automa(capsys, "decide", str(path))
    assert code == 0, err


@pytest.mark.parametrize("game, text, where", BAD, ids=[f"{g}:{w or 'top'}" for g, _, w in BAD])
def test_a_bad_file_is_rejected_at_the_field_at_fault(game: str, text: str, where: str,
                                                      tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    errors = list(VALIDATORS[game].iter_errors(tomllib.loads(text)))
    assert errors, text
    assert where in {"/".join(map(str, e.absolute_path)) for e in errors}, [
        ("/".join(map(str, e.absolute_path)), e.message) for e in errors]
    # What the schema rejects, `automa decide` rejects too (as bad input).
    path = tmp_path / "bad.toml"
    path.write_text(text)
    assert automa(capsys, "decide", str(path))[0] == 2


def test_unknown_keys_are_refused_where_the_reader_refuses_them() -> None:
    schema = json_schema("woodcraft")
    props = schema["properties"]
    assert isinstance(props, dict)
    assert schema["additionalProperties"] is False
    assert props["wheel"]["additionalProperties"] is False
    assert props["cards"]["items"]["additionalProperties"] is False
    # [expect] holds the answer's fields, which are the decision's, not the file's.
    assert props["expect"].get("additionalProperties") is None
    assert props["round"]["minimum"] == 1 and props["round"]["maximum"] == 14
    assert props["round"]["default"] == 1


def test_the_schema_command_prints_json_and_a_bad_game_gets_did_you_mean(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "schema", "wendake")
    assert code == 0 and json.loads(out)["$schema"].endswith("2020-12/schema")
    code, _, err = automa(capsys, "schema", "wendak")
    assert code == 2 and "did you mean 'wendake'?" in err and "Traceback" not in err
    code, _, err = automa(capsys, "schema")
    assert code == 2 and "give the game" in err


def test_schema_help_teaches_the_editor_setup(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        automa(capsys, "schema", "--help")
    out = capsys.readouterr().out
    assert "#:schema" in out and ".taplo.toml" in out and "automa schema GAME > GAME.schema.json" in out


@pytest.mark.parametrize("game", games.names())
def test_the_committed_field_reference_is_what_the_declarations_give(game: str) -> None:
    committed = page(game)
    assert committed.exists(), f"run: automa schema --write-docs"
    assert committed.read_text(encoding="utf-8") == reference(game), (
        f"{committed.relative_to(ROOT)} differs from the declarations; regenerate it with "
        "`automa schema --write-docs` and commit it")

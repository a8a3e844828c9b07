"""Input no situation file should be: each gives exit 2, one line naming the
file (and the line and field where the input has them), and no traceback;
`automa check --out` writes nothing outside its folder and never follows a
link. Each case here was a crash, a hang or a wrong line before."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from checker.check import write_witness
from checker.toml_reader import MAX_BYTES, locate_keys

from .run_cli import automa

GAME = 'game = "woodcraft"\n'


def _refused(capsys: pytest.CaptureFixture[str], path: str, *wanted: str) -> str:
    code, out, err = automa(capsys, "decide", path)
    assert (code, out) == (2, "")
    assert err.startswith(f"automa: error: {path}") and err.count("\n") == 1, err
    assert "Traceback" not in err
    for w in wanted:
        assert w in err, err
    return err


@pytest.mark.parametrize("value", [
    "[" * 100_000 + "]" * 100_000,  # past the TOML reader's own recursion
    "[" * 40 + "]" * 40,  # within it, but deeper than any field nests
    "{a = " * 40 + "1" + "}" * 40,
])
def test_deep_nesting_is_refused(value: str, tmp_path: Path,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deep.toml"
    path.write_text(GAME + f"x = {value}\n")
    _refused(capsys, str(path), "nested more")


def test_a_file_too_big_is_refused_without_reading_it_whole(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "big.toml"
    path.write_text(GAME + "# " + "x" * MAX_BYTES + "\n")
    _refused(capsys, str(path), "larger than 1 MiB")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_an_endless_device_is_refused(device: str, capsys: pytest.CaptureFixture[str]) -> None:
    _refused(capsys, device, "larger than 1 MiB")


def test_a_folder_and_binary_data_are_refused(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    _refused(capsys, str(tmp_path), "this is a folder")
    path = tmp_path / "bin.toml"
    path.write_bytes(GAME.encode() + b"title = '\xff\xfe'\n")
    _refused(capsys, str(path), "bin.toml:2:", "not UTF-8")


def test_a_huge_bad_value_is_not_echoed_whole(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "long.toml"
    path.write_text(GAME + f'round = "{"9" * 100_000}"\n')
    err = _refused(capsys, str(path), "long.toml:2: field round")
    assert len(err) < 500


def test_control_characters_never_reach_the_terminal(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "esc.toml"
    path.write_text(GAME + 'title = "red \\u001b[31m alert"\nround = "\\u001b[2J"\n')
    err = _refused(capsys, str(path), "esc.toml:3: field round")
    assert "\x1b" not in err and "\\x1b" in err


def test_control_characters_in_a_title_are_escaped_in_text_output(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from checker.games import ROOT

    example = ROOT / "examples" / "woodcraft" / "choose-orders-blocked.toml"
    text = example.read_text()
    assert 'title = "' in text
    path = tmp_path / "esc.toml"
    path.write_text(text.replace('title = "', 'title = "\\u001b[2J', 1))
    code, out, _ = automa(capsys, "decide", str(path))
    assert code in (0, 1) and out
    assert "\x1b" not in out and "\\x1b[2J" in out


@pytest.mark.parametrize("text, key, line", [
    ('a = 1\ns = """\nb = 2\n"""\nc = 3\n', "c", 5),  # a key-like line inside a string
    ('a = 1\ns = """\nb = 2\n"""\nc = 3\n', "b", None),
    ("a = 1\nrulings.x = 'y'\n", "rulings.x", 2),  # a dotted key
    ("a = 1\nrulings.x = 'y'\n", "rulings", 2),
    ("[[player]]\nseat = 1\n[[player]]\nseat = 2\n", "player[1].seat", 4),
    ("[t]\nu.v = 1\n", "t.u.v", 2),
])
def test_keys_are_located_on_the_line_that_writes_them(text: str, key: str,
                                                       line: int | None) -> None:
    assert locate_keys(text).get(key) == line


def test_a_dotted_key_error_names_its_line(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "dot.toml"
    path.write_text(GAME + "\nrulings.woodcraft-nothing = 'y'\n")
    _refused(capsys, str(path), "dot.toml:3: field rulings.woodcraft-nothing")


def test_an_unfinished_file_names_its_last_line(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "cut.toml"
    path.write_text(GAME + "round = 3\ncards = [\n")
    _refused(capsys, str(path), "cut.toml:3:", "not valid TOML")


# --- automa check --out ------------------------------------------------------------------


@pytest.mark.parametrize("how", ["a file", "under a file"])
def test_check_out_that_cannot_be_a_folder_is_refused_before_any_check_runs(
        how: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "taken"
    file.write_text("mine\n")
    out = file if how == "a file" else file / "findings"
    code, _, err = automa(capsys, "check", "woodcraft", "--out", str(out))
    assert code == 2 and "field --out" in err and "Traceback" not in err
    assert "..." not in err  # refused before the first check reported progress
    assert file.read_text() == "mine\n"


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to read-only folders")
def test_check_out_that_cannot_be_written_is_refused(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "ro"
    out.mkdir()
    out.chmod(0o500)
    try:
        code, _, err = automa(capsys, "check", "woodcraft", "--out", str(out))
    finally:
        out.chmod(0o700)
    assert code == 2 and "cannot be written" in err


def test_a_witness_never_follows_a_link_nor_replaces_what_holds_its_name(tmp_path: Path) -> None:
    outside = tmp_path / "outside.toml"
    out = tmp_path / "findings"
    out.mkdir()
    (out / "w.toml").symlink_to(outside)  # dangling: writing through it would land outside
    (out / "w-2.toml").mkdir()  # a folder holds the next name
    (out / "w-3.toml").write_text("someone's notes\n")
    path = write_witness(out, "w", "game = 'woodcraft'\n")
    assert path == out / "w-4.toml" and path.read_text() == "game = 'woodcraft'\n"
    assert not outside.exists()
    assert (out / "w-3.toml").read_text() == "someone's notes\n"
    # The same witness again reuses its own file rather than making a fifth.
    assert write_witness(out, "w", "game = 'woodcraft'\n") == path

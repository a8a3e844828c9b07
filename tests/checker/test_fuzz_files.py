"""Fuzzed situation files: whatever the bytes, `automa decide` answers, or says
exit 2 in one line that names the file, and never shows a traceback.

The files start from the bundled examples and are broken the ways real
files break: bytes changed, lines lost, doubled or swapped, a value of the
wrong type, a table from another game pasted in, a value nested very deep.
A few hundred per run; `pytest --thorough` runs thousands.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from checker import games
from checker.toml_reader import locate_keys

from .run_cli import automa

EXAMPLES = [p.read_text() for g in games.names() for p in games.examples(g)]
WRONG_VALUES = ['"x"', "-1", "999999999999", "3.5", "true", "[]", "[[1], 2]", "{}",
                "{ a = 1 }", '"\\u001b[2J"', "1979-05-27", '""', "[" * 60 + "]" * 60]
KEY = re.compile(r"^(\s*[A-Za-z0-9_\"'.\-]+\s*=\s*).*$")


@st.composite
def broken(draw: st.DrawFn) -> bytes:
    text = draw(st.sampled_from(EXAMPLES))
    lines = text.splitlines()
    how = draw(st.sampled_from(["bytes", "drop", "double", "swap", "type", "splice",
                                "nest", "cut"]))
    if how == "bytes":
        raw = bytearray(text.encode())
        for _ in range(draw(st.integers(1, 8))):
            at = draw(st.integers(0, len(raw) - 1))
            raw[at:at + draw(st.integers(0, 2))] = draw(st.binary(min_size=0, max_size=3))
        return bytes(raw)
    if how in ("drop", "double", "swap") and lines:
        i = draw(st.integers(0, len(lines) - 1))
        j = draw(st.integers(0, len(lines) - 1))
        if how == "drop":
            del lines[i]
        elif how == "double":
            lines.insert(i, lines[i])
        else:
            lines[i], lines[j] = lines[j], lines[i]
    elif how == "type":
        keyed = [i for i, line in enumerate(lines) if KEY.match(line)]
        if keyed:
            i = draw(st.sampled_from(keyed))
            lines[i] = KEY.sub(lambda m: m.group(1) + draw(st.sampled_from(WRONG_VALUES)),
                               lines[i])
    elif how == "splice":
        other = draw(st.sampled_from(EXAMPLES)).splitlines()
        start = draw(st.integers(0, len(other)))
        lines[draw(st.integers(0, len(lines))):0] = other[start:start + draw(st.integers(1, 12))]
    elif how == "nest":
        lines.append("deep = " + "[" * draw(st.integers(13, 3000)) + "]" * 3000)
    else:
        lines = lines[:draw(st.integers(0, len(lines)))]
    return ("\n".join(lines) + "\n").encode()


def test_fuzzed_files_exit_2_with_one_line_and_no_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], thorough: bool) -> None:
    path = tmp_path / "fuzzed.toml"
    outcomes: dict[int, int] = {}

    @settings(max_examples=3000 if thorough else 250, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(broken())
    def check(data: bytes) -> None:
        path.write_bytes(data)
        code, out, err = automa(capsys, "decide", str(path))
        outcomes[code] = outcomes.get(code, 0) + 1
        assert code in (0, 1, 2)
        assert "Traceback" not in out + err
        if code == 2:
            assert out == "" and err.startswith(f"automa: error: {path}"), err
            assert err.count("\n") == 1 and len(err) < 600, err
            # A message about a field the file writes on a line names that line.
            named = re.match(rf"automa: error: {re.escape(str(path))}(:\d+)?: field (\S+):", err)
            if named and not named.group(1):
                written = locate_keys(data.decode("utf-8", "replace")).get(named.group(2))
                assert written is None, f"field written on line {written}, not named: {err}"
        assert path.read_bytes() == data  # nothing the user wrote is touched

    check()
    print("fuzzed files by exit code:", dict(sorted(outcomes.items())))
    assert outcomes.get(2), "no fuzzed file was refused: the mutations are too mild"

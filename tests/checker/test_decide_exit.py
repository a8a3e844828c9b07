"""How a decide's process ends (checker.cli._end_decide): without taking
the interpreter apart, but with the same output, exit code and start-up
cache as a process that ends the usual way."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from checker.cli import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples/darwins-journey/alfred-lens-tie.toml"


def _process(*args: str, env: dict[str, str] | None = None,
             code: str = "from checker.cli import main; main()") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT,
                          env={**os.environ, **(env or {})}, capture_output=True, text=True,
                          check=False)


@pytest.mark.parametrize("expected", ["7", "8"])
def test_a_decide_process_prints_and_exits_as_main_returns(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], expected: str) -> None:
    # coins = 8 is not the answer: the [expect] fails, exit code 1, a line on stderr.
    file = tmp_path / "decide.toml"
    file.write_text(EXAMPLE.read_text().replace("coins = 7", f"coins = {expected}"))
    code = main(["decide", str(file)])
    out, err = capsys.readouterr()
    done = _process("decide", str(file), env={"XDG_CACHE_HOME": str(tmp_path / "cache")})
    assert (done.returncode, done.stdout, done.stderr) == (code, out, err)
    assert code == (0 if expected == "7" else 1) and len(out) > 1000


def test_the_process_of_another_command_ends_the_usual_way(tmp_path: Path) -> None:
    # Only a decide ends early: an atexit function of any other command runs.
    ending = ("import atexit, sys\n"
              "atexit.register(lambda: print('atexit ran'))\n"
              "from checker.cli import main\n"
              "sys.exit(main())")
    for args, ran in ((("rules", "--rulings"), True), (("decide", str(EXAMPLE)), False)):
        done = _process(*args, code=ending, env={"XDG_CACHE_HOME": str(tmp_path)})
        assert done.returncode == 0 and done.stdout.endswith("atexit ran\n") == ran, args


def test_a_decide_registers_no_atexit_function_but_the_cache_s(tmp_path: Path) -> None:
    # What the early end would skip: none but CodeCache.save, which it calls.
    spying = ("import atexit, sys\n"
              "real = atexit.register\n"
              "def spy(f, *a, **k):\n"
              "    print('registered', f.__qualname__, file=sys.stderr)\n"
              "    return real(f, *a, **k)\n"
              "atexit.register = spy\n"
              "from checker.cli import main\n"
              "main()")
    done = _process("decide", str(EXAMPLE), code=spying, env={"XDG_CACHE_HOME": str(tmp_path)})
    assert done.returncode == 0
    assert done.stderr.splitlines() == ["registered CodeCache.save"]

"""The start-up cache of dataclass methods (checker/code_cache.py): it hands
back the code a text compiles to, survives a bad or unwritable file, and
leaves every answer as it was."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from checker.code_cache import CodeCache, cache_path

SOURCE = "def __create_fn__():\n def f(x):\n  return x + 1\n return f\n"
EXAMPLE = "examples/darwins-journey/alfred-lens-tie.toml"
ROOT = Path(__file__).resolve().parents[2]


def _made(cache: CodeCache) -> int:
    ns: dict[str, Any] = {}
    cache.exec(SOURCE, {}, ns)
    f = ns["__create_fn__"]()
    return int(f(41))


def test_a_text_is_compiled_once_and_read_back_the_next_time(tmp_path: Path) -> None:
    path = tmp_path / "codes.marshal"
    first = CodeCache(path)
    assert _made(first) == 42 and first.compiled == 1
    first.save()
    assert path.exists()
    again = CodeCache(path)
    assert _made(again) == 42 and again.compiled == 0


def test_a_bad_cache_file_is_ignored_and_replaced(tmp_path: Path) -> None:
    path = tmp_path / "codes.marshal"
    path.write_bytes(b"\x00not marshal at all")
    cache = CodeCache(path)
    assert cache.codes == {}
    assert _made(cache) == 42
    cache.save()
    assert CodeCache(path).codes.keys() == {SOURCE}


def test_a_cache_that_cannot_be_written_is_simply_not_kept(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache folder would go")
    cache = CodeCache(blocker / "automa" / "codes.marshal")
    assert _made(cache) == 42
    cache.save()  # no error
    assert blocker.read_text().startswith("a file")


def _decide(env: dict[str, str]) -> str:
    done = subprocess.run([sys.executable, "-m", "checker.cli", "decide", EXAMPLE], cwd=ROOT,
                          env={**os.environ, **env}, capture_output=True, text=True, check=True)
    return done.stdout


def test_decide_answers_the_same_from_a_cold_cache_a_warm_one_and_none(tmp_path: Path) -> None:
    env = {"XDG_CACHE_HOME": str(tmp_path)}
    cold = _decide(env)
    files = list((tmp_path / "automa").iterdir())
    assert [f.name for f in files] == [cache_path().name]
    assert len(CodeCache(files[0]).codes) > 100  # the spec's dataclasses, one text a method
    assert _decide(env) == cold
    off = tmp_path / "off"
    assert _decide({"XDG_CACHE_HOME": str(off), "AUTOMA_CACHE": "off"}) == cold
    assert not off.exists()


def test_a_text_no_run_uses_ages_out_and_one_in_use_stays(tmp_path: Path) -> None:
    # An older spec's texts go after KEEP_WRITES writes that did not use them;
    # a text used by a run that writes is kept however many writes follow.
    from checker.code_cache import KEEP_WRITES

    path = tmp_path / "codes.marshal"
    first = CodeCache(path)
    _made(first)
    first.save()
    for n in range(KEEP_WRITES):
        run = CodeCache(path)
        run.exec(f"x = {n}", {}, {})  # something new to compile, so the run writes
        run.exec("kept = 1", {}, {})
        run.save()
        assert (SOURCE in CodeCache(path).codes) == (n < KEEP_WRITES - 1), n
    assert "kept = 1" in CodeCache(path).codes

"""The start-up cache of dataclass methods (checker/code_cache.py): it hands
back the code a text compiles to, survives a bad or unwritable file, and
leaves every answer as it was."""

from __future__ import annotations

import os
import re
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


# Every dataclass the decide built, with what `dataclasses` wrote for it from
# the texts the cache serves: the __doc__ of a class without one (written
# from its signature) and the annotations of every generated method.
_DUMP = """
import io, sys
from checker.cli import main
out, sys.stdout = sys.stdout, io.StringIO()
main(["decide", sys.argv[1]])
sys.stdout = out
import dataclasses  # only now: the command imports it its own way
for name, module in sorted(sys.modules.items()):
    if not name.startswith(("spec", "checker")):
        continue
    for cls in sorted((v for v in vars(module).values() if isinstance(v, type)
                       and dataclasses.is_dataclass(v) and v.__module__ == name),
                      key=lambda c: c.__qualname__):
        methods = sorted((k, repr(getattr(f, "__annotations__", None)))
                         for k, f in vars(cls).items() if k.startswith("__") and callable(f))
        print(name, cls.__qualname__, repr(cls.__doc__), methods)
print("inspect imported:", "inspect" in sys.modules)
"""


def _dump(env: dict[str, str]) -> list[str]:
    done = subprocess.run([sys.executable, "-c", _DUMP, EXAMPLE], cwd=ROOT,
                          env={**os.environ, **env}, capture_output=True, text=True, check=True)
    # A default that is a function prints its address, which no two runs share.
    return re.sub(r" at 0x[0-9a-f]+", " at 0x...", done.stdout).splitlines()


def test_the_classes_are_made_the_same_from_a_cold_cache_a_warm_one_and_none(
        tmp_path: Path) -> None:
    env = {"XDG_CACHE_HOME": str(tmp_path)}
    off = _dump({**env, "AUTOMA_CACHE": "off"})
    cold, warm = _dump(env), _dump(env)
    # A class without a docstring is there, and its __doc__ names its fields' types.
    assert any(" Option " in line and "Option(id: 'str'" in line for line in off), off[:5]
    assert cold[:-1] == off[:-1] and warm[:-1] == off[:-1]
    assert len(off) > 80  # the decide's dataclasses, not an empty listing
    # Cold, inspect writes the signatures the cache then keeps; warm, a
    # decide never imports it.
    assert off[-1] == cold[-1] == "inspect imported: True"
    assert warm[-1] == "inspect imported: False"


class _Plain:
    def __init__(self, name: str, count: int = 2, *, colour: str = "red") -> None:
        pass


def _keep() -> None:
    pass


class _WithAFunction:
    def __init__(self, name: str, then: object = _keep) -> None:
        pass


def test_a_signature_is_written_once_and_read_back_as_inspect_writes_it(tmp_path: Path) -> None:
    import inspect

    path = tmp_path / "codes.marshal"
    first = CodeCache(path)
    assert first.signature(_Plain) == str(inspect.signature(_Plain)) and first.signed == 1
    _made(first)
    first.save()
    again = CodeCache(path)
    assert again.signature(_Plain) == str(inspect.signature(_Plain)) and again.signed == 0


def _other() -> None:
    pass


class _WithAnother:
    def __init__(self, name: str, then: object = _other) -> None:
        pass


def test_a_signature_whose_defaults_print_differently_each_run_is_written_with_this_runs(
        tmp_path: Path) -> None:
    # A function's repr holds its address: the text is kept with a mark for
    # each default, and written with the reprs of the defaults of the moment.
    import inspect

    from checker.code_cache import signature_key

    assert signature_key(_WithAFunction) == signature_key(_WithAnother) is not None
    path = tmp_path / "codes.marshal"
    first = CodeCache(path)
    assert first.signature(_WithAFunction) == str(inspect.signature(_WithAFunction))
    assert "\0" in first.signatures[signature_key(_WithAFunction) or ""]
    first.save()
    again = CodeCache(path)
    for cls in (_WithAFunction, _WithAnother):
        text = again.signature(cls)
        assert text == str(inspect.signature(cls)) and "<function " in text
    assert again.signed == 0
    assert again.signature(_WithAnother) != again.signature(_WithAFunction)


def test_a_signature_key_changes_with_each_thing_the_text_is_written_from(
        tmp_path: Path) -> None:
    import inspect

    from checker.code_cache import signature_key

    class Other:  # another default: the same text but for its repr
        def __init__(self, name: str, count: int = 3, *, colour: str = "red") -> None:
            pass

    class Renamed:
        def __init__(self, name: str, total: int = 2, *, colour: str = "red") -> None:
            pass

    class Retyped:
        def __init__(self, name: str, count: float = 2, *, colour: str = "red") -> None:
            pass

    class Keyword:
        def __init__(self, name: str, *, count: int = 2, colour: str = "red") -> None:
            pass

    class Fewer:
        def __init__(self, name: str = "x", count: int = 2, *, colour: str = "red") -> None:
            pass

    keys = [signature_key(c) for c in (_Plain, Renamed, Retyped, Keyword, Fewer)]
    assert len(set(keys)) == 5 and None not in keys
    assert signature_key(Other) == signature_key(_Plain)
    cache = CodeCache(tmp_path / "codes.marshal")
    for cls in (_Plain, Other, Renamed, Retyped, Keyword, Fewer):
        assert cache.signature(cls) == str(inspect.signature(cls)), cls
    assert cache.signed == 5


def test_a_file_of_the_former_layout_is_ignored(tmp_path: Path) -> None:
    import marshal

    path = tmp_path / "codes.marshal"
    path.write_bytes(marshal.dumps((3, {SOURCE: (3, compile(SOURCE, "<string>", "exec"))})))
    cache = CodeCache(path)
    assert cache.codes == {} and _made(cache) == 42 and cache.compiled == 1



_DEFERRING = """
import sys
from checker.code_cache import install
install()
import dataclasses
before = [m for m in ("copy", "inspect") if m in sys.modules]

@dataclasses.dataclass
class Pair:
    left: list[int]
    right: int = 2

made = dataclasses.asdict(Pair([1, 2]))  # a deep copy: copy loads now
print(before, made, "copy" in sys.modules, Pair.__doc__)
"""


def test_dataclasses_loads_copy_and_inspect_only_when_first_used(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", _DEFERRING], cwd=ROOT,
                          env={**os.environ, "XDG_CACHE_HOME": str(tmp_path)},
                          capture_output=True, text=True, check=True)
    # The class has no docstring: its signature, written by inspect on this
    # cold cache, is its __doc__ as ever.
    assert done.stdout.strip() == ("[] {'left': [1, 2], 'right': 2} True "
                                   "Pair(left: list[int], right: int = 2)")


_COPYING = """
from checker.code_cache import install
cache = install()
from dataclasses import dataclass
from spec.core.values import evolve

@dataclass(frozen=True, slots=True)
class Pair:
    left: int
    right: int = 2

before = cache.compiled
print(evolve(Pair(1), right=3), cache.compiled - before)
"""


def test_the_copiers_of_evolve_are_compiled_once_and_read_back_the_next_time(
        tmp_path: Path) -> None:
    def run() -> str:
        return subprocess.run([sys.executable, "-c", _COPYING], cwd=ROOT,
                              env={**os.environ, "XDG_CACHE_HOME": str(tmp_path)},
                              capture_output=True, text=True, check=True).stdout.strip()

    assert run() == "Pair(left=1, right=3) 1"  # the copier's text, compiled
    assert run() == "Pair(left=1, right=3) 0"  # and served from the cache

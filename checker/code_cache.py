"""A disk cache of what `dataclasses` works out when the spec is imported.

Python 3.11's `dataclasses` writes each generated method (``__init__``,
``__eq__``, ``__repr__``, ...) as source text and compiles it while the class
is being made: for a Darwin's Journey `automa decide` that is over 500
compiles, about a third of the command's start-up. The compiled code of a
text is always the same, so the command keeps it in the user's cache folder
(``$XDG_CACHE_HOME/automa``, else ``~/.cache/automa``) and hands the compiled
code back the next time. Each code is kept marshalled until a run asks for
it, so the texts of the other games (and of older versions) cost a run
little more than their bytes.

`dataclasses` also imports `inspect` (with `ast`, `dis` and `tokenize`, some
5 ms) for one thing only: the ``__doc__`` of a class that has none, which it
writes from ``inspect.signature``. The cache keeps those texts too, under a
key made of everything the signature is written from, so a run whose every
text is in the cache never imports `inspect` for them; a class the key cannot
vouch for (a metaclass, a ``__new__`` of its own, a ``__signature__``) asks
`inspect` as before.

Only the `automa` command installs it: the spec is untouched and imports the
same without it, and a cache that cannot be read or written is simply not
used. ``AUTOMA_CACHE=off`` turns it off; deleting the folder is always safe.
"""

from __future__ import annotations

import atexit
import builtins
import importlib.util
import marshal
import os
import sys
from collections.abc import Mapping
from enum import Enum
from pathlib import Path
from types import CodeType, FunctionType, ModuleType
from typing import Any

# A text no run has used for this many of the cache's writes is dropped: the
# texts of an older spec age out, while each game's own (a run of one game
# uses none of another's) survive the runs of the others.
KEEP_WRITES = 8

# The file's layout; a file of another layout is not read (and is replaced).
LAYOUT = 2


def cache_path() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    # Compiled code is only valid for the interpreter that made it.
    tag = f"{sys.implementation.cache_tag}-{importlib.util.MAGIC_NUMBER.hex()}"
    return Path(base) / "automa" / f"dataclass-code.{tag}.marshal"


def _entries(loaded: object) -> dict[str, tuple[int, Any]]:
    """The ``{key: (last write that used it, value)}`` table of a loaded file."""
    return loaded if isinstance(loaded, dict) else {}


class CodeCache:
    """Source text to compiled code, and class to signature text, read from
    and written back to ``path``.

    The file holds ``(LAYOUT, writes, {text: (last write that used it,
    marshalled code)}, {signature key: (last write that used it, text)})``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.writes = 0
        # A code stays marshalled (bytes) until exec asks for it.
        self.codes: dict[str, CodeType | bytes] = {}
        self.signatures: dict[str, str] = {}
        self.last_used: dict[str, int] = {}
        self.used: set[str] = set()
        self.compiled = 0  # texts compiled in this run: the cache's misses
        self.signed = 0  # signatures written by inspect in this run: misses too
        try:
            loaded = marshal.loads(path.read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            loaded = None
        # Entries are not checked one by one here (that would cost every run
        # a pass over them all): each is checked as it is taken.
        if (isinstance(loaded, tuple) and len(loaded) == 4 and loaded[0] == LAYOUT
                and isinstance(loaded[1], int)):
            self.writes = loaded[1]
            for table, into in ((loaded[2], self.codes), (loaded[3], self.signatures)):
                for key, entry in _entries(table).items():
                    if isinstance(entry, tuple) and len(entry) == 2:
                        self.last_used[key], into[key] = entry

    def exec(self, source: Any, globals: dict[str, Any] | None = None,
             locals: Mapping[str, object] | None = None) -> None:
        """`exec` as `dataclasses` calls it, with the text's code from the cache."""
        if isinstance(source, str):
            code: object = self.codes.get(source)
            if isinstance(code, bytes):
                try:
                    code = marshal.loads(code)
                except (EOFError, ValueError, TypeError):
                    code = None
            if not isinstance(code, CodeType):
                # The same name `exec` would give, so tracebacks read the same;
                # and none of this module's __future__ flags, which `exec` in
                # dataclasses would not have (annotations would turn to text).
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.compiled += 1
            self.codes[source] = code
            self.used.add(source)
            source = code
        builtins.exec(source, globals, locals)

    def signature(self, cls: type) -> str:
        """``str(inspect.signature(cls))``, as `dataclasses` writes a class's
        missing ``__doc__`` from it; raises what `inspect` raises."""
        key = signature_key(cls)
        text: object = self.signatures.get(key) if key is not None else None
        if not isinstance(text, str):
            import inspect

            text = str(inspect.signature(cls))
            if key is not None:
                self.signatures[key] = text
                self.signed += 1
        if key is not None:
            self.used.add(key)
        return text

    def save(self) -> None:
        """Write the cache back if this run missed anything; never fail."""
        if not self.compiled and not self.signed:
            return
        now = self.writes + 1

        def kept(table: Mapping[str, object]) -> dict[str, tuple[int, object]]:
            return {key: (now if key in self.used else self.last_used.get(key, now),
                          marshal.dumps(value) if value.__class__ is CodeType else value)
                    for key, value in table.items()
                    if key in self.used or now - self.last_used.get(key, now) < KEEP_WRITES}

        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Written aside and moved over, so that a reader at the same
            # moment sees the old file or the new, never half of one.
            part = self.path.with_name(f"{self.path.name}.{os.getpid()}.part")
            part.write_bytes(marshal.dumps((LAYOUT, now, kept(self.codes),
                                            kept(self.signatures))))
            os.replace(part, self.path)
        except (OSError, ValueError):
            pass


_VARIADIC = 0x04 | 0x08  # CO_VARARGS | CO_VARKEYWORDS
# Values whose repr is the same in every run (a function's holds its address,
# a frozenset's order follows the run's string hashes).
_PLAIN = (type(None), bool, int, float, str, bytes)


def _same_every_run(value: object) -> bool:
    if value.__class__ is tuple:
        return all(_same_every_run(v) for v in value)
    return (value.__class__ in _PLAIN or isinstance(value, Enum)
            # dataclasses' mark of a default_factory, written "<factory>"
            or value.__class__.__name__ == "_HAS_DEFAULT_FACTORY_CLASS")


def signature_key(cls: type) -> str | None:
    """Everything ``str(inspect.signature(cls))`` is written from, for a class
    whose signature is that of its own ``__init__``; None for any other, or
    where that text would differ from run to run.

    For such a class `inspect` reads the parameters of ``__init__`` (names,
    kinds, defaults, annotations) and writes each default and annotation
    from its ``repr``: the same key, the same text."""
    init = cls.__dict__.get("__init__")
    if (type(cls) is not type or not isinstance(init, FunctionType)
            or getattr(cls, "__new__") is not object.__new__):
        return None
    for holder in (cls, init):
        if any(hasattr(holder, name) for name in ("__signature__", "__wrapped__",
                                                  "_partialmethod")):
            return None
    defaults = (init.__defaults__ or ()) + tuple((init.__kwdefaults__ or {}).values())
    notes = tuple(init.__annotations__.values())
    if not all(map(_same_every_run, defaults)) or not all(
            isinstance(n, (str, type)) or n is None for n in notes):
        return None
    code = init.__code__
    flags = code.co_flags & _VARIADIC
    count = code.co_argcount + code.co_kwonlyargcount + bin(flags).count("1")
    return repr((code.co_varnames[:count], code.co_argcount, code.co_posonlyargcount,
                 code.co_kwonlyargcount, flags, init.__defaults__, init.__kwdefaults__,
                 init.__annotations__))


class _Inspect(ModuleType):
    """`dataclasses`' view of `inspect`: signatures from the cache, anything
    else from the real module, imported when first asked for."""

    def __init__(self, cache: CodeCache) -> None:
        super().__init__("inspect")
        self.signature = cache.signature

    def __getattr__(self, name: str) -> object:
        import inspect

        return getattr(inspect, name)


def _dataclasses() -> ModuleType:
    """`dataclasses`, imported without making it import `inspect`: its one use
    of it is served by the cache."""
    if "dataclasses" in sys.modules or "inspect" in sys.modules:
        import dataclasses

        return dataclasses
    stand_in = ModuleType("inspect")
    sys.modules["inspect"] = stand_in
    try:
        import dataclasses
    finally:
        # Whoever imports inspect from now on gets the real one.
        if sys.modules.get("inspect") is stand_in:
            del sys.modules["inspect"]
    return dataclasses


_INSTALLED: list[CodeCache] = []


def install() -> CodeCache | None:
    """Serve `dataclasses` from the cache for the rest of this process (once,
    however often the command's ``main`` runs in it, as in the tests)."""
    if _INSTALLED:
        return _INSTALLED[0]
    if os.environ.get("AUTOMA_CACHE", "").lower() in ("off", "0", "no"):
        return None
    cache = CodeCache(cache_path())
    _INSTALLED.append(cache)
    dataclasses = _dataclasses()
    # Module globals named exec and inspect shadow the builtin and the
    # module for dataclasses' own calls.
    setattr(dataclasses, "exec", cache.exec)
    setattr(dataclasses, "inspect", _Inspect(cache))
    atexit.register(cache.save)
    return cache

"""A disk cache of what `dataclasses` works out as the command's modules load.

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
`inspect` as before. A default's repr can change from run to run (a
function's holds its address), so the text is kept with a mark where each
default goes, and each run writes in the reprs of its own.

The spec's own copies (``spec.core.values.evolve``) compile a small function
per class and set of changed fields the first time a run copies that way:
some fourteen for a Darwin's Journey decide, about 2 ms; and
``spec.core.values.quick_init`` compiles the ``__init__`` of each class that
wears it as its module loads. Those texts are served from the same table.

The regular expressions modules compile as they load are not cached: handing
`_sre` a kept program would lean on `re`'s private compiler, which changes
between Python versions. (A decide of a plain situation file no longer loads
`tomllib` or `string`, whose patterns were most of them: checker/toml_subset.py.)

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
from pathlib import Path
from types import CodeType, FunctionType, ModuleType
from typing import Any

# A text no run has used for this many of the cache's writes is dropped: the
# texts of an older spec age out, while each game's own (a run of one game
# uses none of another's) survive the runs of the others.
KEEP_WRITES = 8

# The file's layout; a file of another layout is not read (and is replaced).
LAYOUT = 3


def cache_path() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    # Compiled code is only valid for the interpreter that made it.
    tag = f"{sys.implementation.cache_tag}-{importlib.util.MAGIC_NUMBER.hex()}"
    # The layout in the name too: an Automa of another layout sharing the
    # folder keeps its own file rather than replacing this one at every run.
    return Path(base) / "automa" / f"start-up.v{LAYOUT}.{tag}.marshal"


class _Table:
    """One kind of entry the file keeps: key to value, and for each key the
    last of the cache's writes whose run used it."""

    def __init__(self, loaded: object) -> None:
        # {key: (last write that used it, value)}, as the file holds it: an
        # entry is checked as it is taken, not all of them on every run.
        self.entries: dict[Any, Any] = loaded if isinstance(loaded, dict) else {}
        self.taken: dict[Any, Any] = {}  # what this run used, or made
        self.missed = 0  # entries made in this run

    def take(self, key: object) -> object:
        value = self.taken.get(key)
        if value is None:
            entry = self.entries.get(key)
            if isinstance(entry, tuple) and len(entry) == 2:
                value = self.taken[key] = entry[1]
        return value

    def put(self, key: object, value: object) -> None:
        self.taken[key] = value
        self.missed += 1

    def all(self) -> dict[Any, Any]:
        """Every value, from the file or made in this run."""
        return {**{k: e[1] for k, e in self.entries.items()
                   if isinstance(e, tuple) and len(e) == 2}, **self.taken}

    def kept(self, now: int) -> dict[Any, tuple[int, object]]:
        """What the next file holds: what this run used, and the entries some
        run used within KEEP_WRITES writes."""
        kept = {key: entry for key, entry in self.entries.items()
                if key not in self.taken and isinstance(entry, tuple) and len(entry) == 2
                and isinstance(entry[0], int) and now - entry[0] < KEEP_WRITES}
        kept.update((key, (now, marshal.dumps(value) if value.__class__ is CodeType else value))
                    for key, value in self.taken.items())
        return kept


class CodeCache:
    """What `dataclasses` works out at import, read from and written back to
    ``path``: source text to compiled code, a class to the text of its
    signature.

    The file holds ``(LAYOUT, writes, codes, signatures)``, each table
    ``{key: (last write that used it, value)}``, a code marshalled."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.writes = 0
        try:
            loaded = marshal.loads(path.read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            loaded = None
        if not (isinstance(loaded, tuple) and len(loaded) == 4 and loaded[0] == LAYOUT
                and isinstance(loaded[1], int)):
            loaded = (LAYOUT, 0, None, None)
        self.writes = loaded[1]
        self._codes, self._signatures = (_Table(t) for t in loaded[2:])

    @property
    def codes(self) -> dict[str, CodeType | bytes]:
        """Source text to its code (bytes, marshalled, until exec asks for it)."""
        return self._codes.all()

    @property
    def signatures(self) -> dict[str, str]:
        return self._signatures.all()

    @property
    def compiled(self) -> int:
        """Texts compiled in this run: the cache's misses."""
        return self._codes.missed

    @property
    def signed(self) -> int:
        """Signatures written by inspect in this run: misses too."""
        return self._signatures.missed

    def exec(self, source: Any, globals: dict[str, Any] | None = None,
             locals: Mapping[str, object] | None = None) -> None:
        """`exec` as `dataclasses` calls it, with the text's code from the cache."""
        if source.__class__ is str:
            # _Table.take, written out: this runs for every method of every
            # dataclass a run makes.
            codes = self._codes
            code = codes.taken.get(source)
            if code is None:
                entry = codes.entries.get(source)
                if entry.__class__ is tuple and len(entry) == 2:
                    code = entry[1]
            if code.__class__ is bytes:
                try:
                    code = marshal.loads(code)
                except (EOFError, ValueError, TypeError):
                    code = None
            if code.__class__ is CodeType:
                codes.taken[source] = code
            else:
                # The same name `exec` would give, so tracebacks read the same;
                # and none of this module's __future__ flags, which `exec` in
                # dataclasses would not have (annotations would turn to text).
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self._codes.put(source, code)
            source = code
        builtins.exec(source, globals, locals)

    def signature(self, cls: type) -> str:
        """``str(inspect.signature(cls))``, as `dataclasses` writes a class's
        missing ``__doc__`` from it; raises what `inspect` raises.

        The cache keeps the text with a mark where each default goes, and
        writes in each default's ``repr`` as `inspect` would: a default's
        repr may change from run to run (a function's holds its address)."""
        key = signature_key(cls)
        if key is None:
            import inspect

            return str(inspect.signature(cls))
        template = self._signatures.take(key)
        if not isinstance(template, str):
            import inspect

            sig = inspect.signature(cls)
            template = str(sig.replace(parameters=[
                p if p.default is p.empty else p.replace(default=_Mark(p.name))
                for p in sig.parameters.values()]))
            self._signatures.put(key, template)
        for name, default in _defaults(cls.__dict__["__init__"]):
            template = template.replace(f"\0{name}\0", repr(default))
        return template

    def save(self) -> None:
        """Write the cache back if this run missed anything; never fail."""
        tables = (self._codes, self._signatures)
        if not any(t.missed for t in tables):
            return
        now = self.writes + 1
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Written aside and moved over, so that a reader at the same
            # moment sees the old file or the new, never half of one.
            part = self.path.with_name(f"{self.path.name}.{os.getpid()}.part")
            part.write_bytes(marshal.dumps((LAYOUT, now, *(t.kept(now) for t in tables))))
            os.replace(part, self.path)
        except (OSError, ValueError):
            pass


_VARIADIC = 0x04 | 0x08  # CO_VARARGS | CO_VARKEYWORDS


class _Mark:
    """Where a parameter's default goes in a signature's text: a NUL, which
    no repr writes as such, either side of its name."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"\0{self.name}\0"


def _defaults(init: FunctionType) -> list[tuple[str, object]]:
    """The parameters of ``init`` that have a default, in their order, with it."""
    code = init.__code__
    positional = init.__defaults__ or ()
    names = code.co_varnames[code.co_argcount - len(positional):code.co_argcount]
    keywords = init.__kwdefaults__ or {}
    kw_only = code.co_varnames[code.co_argcount:code.co_argcount + code.co_kwonlyargcount]
    return [*zip(names, positional), *((n, keywords[n]) for n in kw_only if n in keywords)]


def signature_key(cls: type) -> str | None:
    """Everything the text of ``inspect.signature(cls)`` is written from but
    its defaults, for a class whose signature is that of its own
    ``__init__``; None for any other.

    For such a class `inspect` reads the parameters of ``__init__`` (names,
    kinds, annotations, which have defaults) and writes each annotation from
    its ``repr`` (a type's, by its module and name): the same key, the same
    text, but for the reprs of the defaults."""
    init = cls.__dict__.get("__init__")
    if (type(cls) is not type or not isinstance(init, FunctionType)
            or getattr(cls, "__new__") is not object.__new__):
        return None
    for holder in (cls, init):
        if any(hasattr(holder, name) for name in ("__signature__", "__wrapped__",
                                                  "_partialmethod")):
            return None
    if not all(isinstance(n, (str, type)) or n is None
               for n in init.__annotations__.values()):
        return None
    code = init.__code__
    flags = code.co_flags & _VARIADIC
    count = code.co_argcount + code.co_kwonlyargcount + bin(flags).count("1")
    return repr((code.co_varnames[:count], code.co_argcount, code.co_posonlyargcount,
                 code.co_kwonlyargcount, flags, [n for n, _ in _defaults(init)],
                 init.__annotations__))


# Modules `dataclasses` imports for what a run seldom asks of it: inspect to
# write the __doc__ of a class that has none (the cache keeps those texts),
# copy for the deep copies of asdict() and astuple().
DEFERRED = ("inspect", "copy")


class _Deferred(ModuleType):
    """A module as `dataclasses` sees it: the real one, imported when first
    asked for."""

    def __getattr__(self, name: str) -> object:
        value = getattr(importlib.import_module(self.__name__), name)
        setattr(self, name, value)  # asked for again, it is found without this call
        return value


def _dataclasses() -> ModuleType:
    """`dataclasses`, imported without making it import the DEFERRED modules."""
    stand_ins = {name: ModuleType(name) for name in DEFERRED if name not in sys.modules}
    if "dataclasses" not in sys.modules:
        sys.modules.update(stand_ins)
    try:
        import dataclasses
    finally:
        # Whoever imports them from now on gets the real ones.
        for name, stand_in in stand_ins.items():
            if sys.modules.get(name) is stand_in:
                del sys.modules[name]
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
    # Module globals named exec, inspect and copy shadow the builtin and the
    # modules for dataclasses' own calls.
    setattr(dataclasses, "exec", cache.exec)
    for name in DEFERRED:
        setattr(dataclasses, name, _Deferred(name))
    setattr(dataclasses.inspect, "signature", cache.signature)
    # The copiers and quick_init's __init__s spec.core.values compiles,
    # likewise (their texts hold no annotations, so that module's __future__
    # flags make no difference).
    from spec.core import values

    setattr(values, "exec", cache.exec)
    atexit.register(cache.save)
    return cache

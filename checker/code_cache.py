"""A disk cache of the methods `dataclasses` writes when the spec is imported.

Python 3.11's `dataclasses` writes each generated method (``__init__``,
``__eq__``, ``__repr__``, ...) as source text and compiles it while the class
is being made: for a Darwin's Journey `automa decide` that is over 500
compiles, about a third of the command's start-up. The compiled code of a
text is always the same, so the command keeps it in the user's cache folder
(``$XDG_CACHE_HOME/automa``, else ``~/.cache/automa``) and hands the compiled
code back the next time. Only the `automa` command installs it: the spec is
untouched and imports the same without it, and a cache that cannot be read
or written is simply not used. ``AUTOMA_CACHE=off`` turns it off; deleting
the folder is always safe.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import importlib.util
import marshal
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from types import CodeType
from typing import Any

# Stale texts (from an older version of the spec) are dropped once the file
# holds this many: a run that adds a text then keeps only what it used.
MOST_TEXTS = 3000


def cache_path() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    # Compiled code is only valid for the interpreter that made it.
    tag = f"{sys.implementation.cache_tag}-{importlib.util.MAGIC_NUMBER.hex()}"
    return Path(base) / "automa" / f"dataclass-code.{tag}.marshal"


class CodeCache:
    """Source text to compiled code, read from and written back to ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.codes: dict[str, CodeType] = {}
        self.used: set[str] = set()
        self.compiled = 0  # texts compiled in this run: the cache's misses
        try:
            loaded = marshal.loads(path.read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            loaded = None
        if isinstance(loaded, dict):
            self.codes = {k: v for k, v in loaded.items()
                          if isinstance(k, str) and isinstance(v, CodeType)}

    def exec(self, source: Any, globals: dict[str, Any] | None = None,
             locals: Mapping[str, object] | None = None) -> None:
        """`exec` as `dataclasses` calls it, with the text's code from the cache."""
        if isinstance(source, str):
            code = self.codes.get(source)
            if code is None:
                # The same name `exec` would give, so tracebacks read the same.
                code = self.codes[source] = compile(source, "<string>", "exec")
                self.compiled += 1
            self.used.add(source)
            source = code
        builtins.exec(source, globals, locals)

    def save(self) -> None:
        """Write the cache back if this run compiled anything; never fail."""
        if not self.compiled:
            return
        keep = self.codes
        if len(keep) > MOST_TEXTS:
            keep = {k: v for k, v in keep.items() if k in self.used}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Written aside and moved over, so that a reader at the same
            # moment sees the old file or the new, never half of one.
            part = self.path.with_name(f"{self.path.name}.{os.getpid()}.part")
            part.write_bytes(marshal.dumps(keep))
            os.replace(part, self.path)
        except (OSError, ValueError):
            pass


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
    # A module global named exec shadows the builtin for dataclasses' own calls.
    setattr(dataclasses, "exec", cache.exec)
    atexit.register(cache.save)
    return cache

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

# A text no run has used for this many of the cache's writes is dropped: the
# texts of an older spec age out, while each game's own (a run of one game
# uses none of another's) survive the runs of the others.
KEEP_WRITES = 8


def cache_path() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    # Compiled code is only valid for the interpreter that made it.
    tag = f"{sys.implementation.cache_tag}-{importlib.util.MAGIC_NUMBER.hex()}"
    return Path(base) / "automa" / f"dataclass-code.{tag}.marshal"


class CodeCache:
    """Source text to compiled code, read from and written back to ``path``.

    The file holds ``(writes, {text: (last write that used it, code)})``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.writes = 0
        self.codes: dict[str, CodeType] = {}
        self.last_used: dict[str, int] = {}
        self.used: set[str] = set()
        self.compiled = 0  # texts compiled in this run: the cache's misses
        try:
            loaded = marshal.loads(path.read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            loaded = None
        # Entries are not checked one by one here (that would cost every run
        # a pass over them all): exec checks each as it takes it.
        if (isinstance(loaded, tuple) and len(loaded) == 2 and isinstance(loaded[0], int)
                and isinstance(loaded[1], dict)):
            self.writes, entries = loaded
            for text, entry in entries.items():
                if isinstance(entry, tuple) and len(entry) == 2:
                    self.last_used[text], self.codes[text] = entry

    def exec(self, source: Any, globals: dict[str, Any] | None = None,
             locals: Mapping[str, object] | None = None) -> None:
        """`exec` as `dataclasses` calls it, with the text's code from the cache."""
        if isinstance(source, str):
            code = self.codes.get(source)
            if code.__class__ is not CodeType:
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
        now = self.writes + 1
        keep = {text: (now if text in self.used else self.last_used.get(text, now), code)
                for text, code in self.codes.items()
                if text in self.used or now - self.last_used.get(text, now) < KEEP_WRITES}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Written aside and moved over, so that a reader at the same
            # moment sees the old file or the new, never half of one.
            part = self.path.with_name(f"{self.path.name}.{os.getpid()}.part")
            part.write_bytes(marshal.dumps((now, keep)))
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

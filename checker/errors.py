"""Errors in what a user gave us: reported as a message and exit code 2."""

from __future__ import annotations

from collections.abc import Iterable


class InputError(Exception):
    """Bad input: a file, a field or a command-line value.

    ``str()`` gives the one-line message the CLI prints, in the form
    ``FILE:LINE: field FIELD: what was wrong; what was expected``.
    """

    def __init__(self, message: str, *, file: str = "", line: int = 0, field: str = "") -> None:
        message = one_line(message)
        self.file = file
        self.line = line
        self.field = field
        self.detail = message
        where = file + (f":{line}" if line else "")
        parts = [p for p in (where, f"field {field}" if field else "") if p]
        super().__init__(": ".join(parts + [message]))


# Past this, a message is quoting something the user gave (a 1 MB value)
# rather than explaining; the explanation comes first, so the end is cut.
MAX_MESSAGE = 400



class NoHit(InputError):
    """A lookup that found nothing (``automa rules`` with no match). The query
    was well formed, so this is an answer, not bad input: the CLI exits 1, as
    grep does, and keeps exit 2 for what it cannot read."""

def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` safe for a terminal, on one line: control characters shown
    escaped (so none can move the cursor or change colours), cut at ``limit``."""
    text = escape_controls(text).replace("\n", "\\n")
    return text if len(text) <= limit else text[:limit - 1] + "…"


# C0 controls but tab and newline, DEL, and the C1 controls.
_CONTROLS = {c: f"\\x{c:02x}" for c in (*range(0x20), 0x7F, *range(0x80, 0xA0))
             if c not in (0x09, 0x0A)}


def escape_controls(text: str) -> str:
    """``text`` with every control character but tab and newline written as ``\\xNN``."""
    return text.translate(_CONTROLS)


def did_you_mean(word: str, known: Iterable[str], n: int = 3) -> str:
    """For a mistyped name: "; did you mean 'x'?" (or "'x' or 'y'") naming the
    closest of ``known`` (by ``difflib.get_close_matches``); "" when none is close."""
    import difflib

    close = difflib.get_close_matches(word, list(dict.fromkeys(known)), n=n)
    if not close:
        return ""
    return "; did you mean " + " or ".join(repr(c) for c in close) + "?"

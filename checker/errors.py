"""Errors in what a user gave us: reported as a message and exit code 2."""

from __future__ import annotations


class InputError(Exception):
    """Bad input: a file, a field or a command-line value.

    ``str()`` gives the one-line message the CLI prints, in the form
    ``FILE:LINE: field FIELD: what was wrong; what was expected``.
    """

    def __init__(self, message: str, *, file: str = "", line: int = 0, field: str = "") -> None:
        self.file = file
        self.line = line
        self.field = field
        self.detail = message
        where = file + (f":{line}" if line else "")
        parts = [p for p in (where, f"field {field}" if field else "") if p]
        super().__init__(": ".join(parts + [message]))

"""Reading situation files: TOML with errors that name the file, line and field.

``tomllib`` reports syntax errors with a line but forgets lines once parsing
succeeds, so ``locate_keys`` scans the text for where each dotted key was
written. ``Table`` then reads values with type and range checks, and reports
any key it was never asked about as unknown.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import TypeVar

from . import toml_subset
from .errors import InputError, did_you_mean

T = TypeVar("T")

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_PART = r"""(?:"[^"]*"|'[^']*'|[A-Za-z0-9_\-]+)"""
_KEY = re.compile(rf"""^\s*({_PART}(?:\s*\.\s*{_PART})*)\s*=""")
_SPLIT = re.compile(rf"\s*({_PART})\s*(?:\.|$)")
# A line that opens (or closes) a multi-line string: an odd number of
# triple quotes of one kind.
_TRIPLE = ('"""', "'''")


def _clean(key: str) -> str:
    return key.strip().strip("\"'")


def locate_keys(text: str) -> dict[str, int]:
    """Dotted key path → line number (1-based) of where it is written.

    Entries of an array of tables get their index: ``cards[0].tiles``.
    """
    lines: dict[str, int] = {}
    table = ""
    counts: dict[str, int] = {}
    inside = ""  # the quotes of the multi-line string this line is in, if any
    for number, line in enumerate(text.splitlines(), start=1):
        if inside:
            if line.count(inside) % 2:
                inside = ""
            continue
        opened = next((q for q in _TRIPLE if line.count(q) % 2), "")
        header = _HEADER.match(line)
        if header:
            name = ".".join(_clean(p) for p in _SPLIT.findall(header.group(2)))
            if header.group(1) == "[[":
                index = counts.get(name, 0)
                counts[name] = index + 1
                table = f"{name}[{index}]"
            else:
                table = name
            lines.setdefault(table, number)
            continue
        key = _KEY.match(line)
        if key:
            # A dotted key names its tables too: `rulings.x = 1` writes `rulings`.
            path = table
            for part in _SPLIT.findall(key.group(1)):
                path = f"{path}.{_clean(part)}" if path else _clean(part)
                lines.setdefault(path, number)
        inside = opened
    return lines


# A situation file is a few kilobytes; anything past this is not one (and
# reading a device such as /dev/zero whole would never end).
MAX_BYTES = 1 << 20


def read_text(path: Path) -> str:
    """The text of a situation file, at most MAX_BYTES of UTF-8; InputError otherwise."""
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise InputError("no such file; give the path of a situation file (.toml)",
                         file=str(path)) from None
    except IsADirectoryError:
        raise InputError("this is a folder; give the path of a situation file (.toml)",
                         file=str(path)) from None
    except OSError as e:
        raise InputError(f"cannot read the file ({e.strerror or e})", file=str(path)) from None
    if len(raw) > MAX_BYTES:
        raise InputError(f"the file is larger than {MAX_BYTES >> 20} MiB; a situation "
                         "file is a few kilobytes of TOML", file=str(path))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        raise InputError(f"not UTF-8 text (byte {e.start + 1} cannot be decoded); a "
                         "situation file is TOML text", file=str(path), line=line) from None


def load(path: Path) -> tuple[dict[str, object], dict[str, int]]:
    """Parse a TOML file; any failure becomes an InputError naming the file.

    The plain TOML situation files are written in is read without tomllib
    (checker/toml_subset.py, the same answer); anything else, tomllib reads."""
    text = read_text(path)
    data = toml_subset.loads(text)
    if data is None:
        data = _tomllib_loads(text, path)
    deep = _too_deep(data, MAX_DEPTH)
    if deep is not None:
        raise InputError(f"nested more than {MAX_DEPTH} levels deep; no field of a "
                         "situation file is", file=str(path), field=deep)
    return data, locate_keys(text)


def _tomllib_loads(text: str, path: Path) -> dict[str, object]:
    import tomllib

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        message = str(e)
        match = re.search(r"\(at line (\d+), column \d+\)", message)
        line = int(match.group(1)) if match else 0
        if "end of document" in message:
            line = text.count("\n") + (0 if text.endswith("\n") else 1)
        message = re.sub(r"\s*\(at line \d+, column \d+\)", "", message)
        raise InputError(f"not valid TOML: {message}", file=str(path), line=line) from None
    except RecursionError:
        raise InputError(f"nested more deeply than the TOML reader can follow; a situation "
                         f"file needs at most {MAX_DEPTH} levels", file=str(path)) from None


# No field of a situation file nests deeper than a few levels (a table of
# lists of lists); far deeper input is refused before anything walks it.
MAX_DEPTH = 12


def _too_deep(value: object, limit: int, path: str = "") -> str | None:
    """The path of the first value nested more than ``limit`` levels, if any."""
    stack: list[tuple[object, str, int]] = [(value, path, 0)]
    while stack:
        v, where, depth = stack.pop()
        if depth > limit:
            return where or "(top level)"
        if isinstance(v, dict):
            stack += [(x, f"{where}.{k}" if where else str(k), depth + 1) for k, x in v.items()]
        elif isinstance(v, list):
            stack += [(x, f"{where}[{i}]", depth + 1) for i, x in enumerate(v)]
    return None


def shown(value: object, limit: int = 60) -> str:
    """A value as an error message quotes it: its repr, cut short if long."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def kind(value: object) -> str:
    names = {bool: "a boolean", int: "an integer", str: "a string", list: "a list",
             dict: "a table", float: "a number"}
    return names.get(type(value), type(value).__name__)


class Table:
    """One TOML table being read, with the path used in error messages."""

    def __init__(self, data: dict[str, object], path: str, file: str,
                 lines: dict[str, int]) -> None:
        self.data = data
        self.path = path
        self.file = file
        self.lines = lines
        self.used: set[str] = set()

    def _field(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def error(self, key: str, message: str) -> InputError:
        field = self._field(key)
        line = self.lines.get(field) or self.lines.get(self.path, 0)
        return InputError(message, file=self.file, line=line, field=field)

    def has(self, key: str) -> bool:
        return key in self.data

    def _get(self, key: str, expected: type, what: str) -> object:
        self.used.add(key)
        value = self.data[key]
        if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
            raise self.error(key, f"expected {what}, got {kind(value)} {shown(value)}")
        return value

    def integer(self, key: str, default: int, low: int, high: int) -> int:
        if key not in self.data:
            return default
        value = self._get(key, int, f"an integer from {low} to {high}")
        assert isinstance(value, int)
        if not low <= value <= high:
            raise self.error(key, f"expected an integer from {low} to {high}, got {value}")
        return value

    def boolean(self, key: str, default: bool) -> bool:
        if key not in self.data:
            return default
        value = self._get(key, bool, "true or false")
        assert isinstance(value, bool)
        return value

    def string(self, key: str, default: str, choices: Iterable[str] | None = None) -> str:
        if key not in self.data:
            return default
        options = tuple(choices) if choices is not None else None
        what = f"one of {', '.join(options)}" if options else "a string"
        value = self._get(key, str, what)
        assert isinstance(value, str)
        if options is not None and value not in options:
            raise self.error(key, f"expected {what}, got {value!r}"
                                  + did_you_mean(value, options))
        return value

    def strings(self, key: str, default: tuple[str, ...],
                choices: Iterable[str] | None = None) -> tuple[str, ...]:
        if key not in self.data:
            return default
        options = tuple(choices) if choices is not None else None
        what = f"a list of strings from: {', '.join(options)}" if options else "a list of strings"
        value = self._get(key, list, what)
        assert isinstance(value, list)
        out: list[str] = []
        for item in value:
            if not isinstance(item, str) or (options is not None and item not in options):
                raise self.error(key, f"expected {what}, got {item!r}")
            out.append(item)
        return tuple(out)

    def integers(self, key: str, default: tuple[int, ...], low: int, high: int) -> tuple[int, ...]:
        if key not in self.data:
            return default
        what = f"a list of integers from {low} to {high}"
        value = self._get(key, list, what)
        assert isinstance(value, list)
        for item in value:
            if not isinstance(item, int) or isinstance(item, bool) or not low <= item <= high:
                raise self.error(key, f"expected {what}, got {item!r}")
        return tuple(value)

    def table(self, key: str) -> Table:
        """A sub-table (empty when absent)."""
        if key not in self.data:
            return Table({}, self._field(key), self.file, self.lines)
        value = self._get(key, dict, "a table")
        assert isinstance(value, dict)
        return Table(value, self._field(key), self.file, self.lines)

    def tables(self, key: str) -> list[Table]:
        """An array of tables, such as ``[[cards]]``."""
        if key not in self.data:
            return []
        value = self._get(key, list, "an array of tables ([[...]])")
        assert isinstance(value, list)
        out = []
        for i, item in enumerate(value):
            if not isinstance(item, dict):
                raise self.error(key, f"expected a table, got {kind(item)}")
            out.append(Table(item, f"{self._field(key)}[{i}]", self.file, self.lines))
        return out

    def raw(self, key: str) -> object:
        self.used.add(key)
        return self.data.get(key)

    def done(self, fields: Iterable[str]) -> None:
        """Complain about any key outside ``fields``: a typo or an unknown field."""
        allowed = tuple(fields)
        for key in self.data:
            if key not in allowed:
                raise self.error(key, f"unknown field; expected one of: {', '.join(allowed)}"
                                      + did_you_mean(key, allowed))

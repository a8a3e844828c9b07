"""Reading situation files: TOML with errors that name the file, line and field.

``tomllib`` reports syntax errors with a line but forgets lines once parsing
succeeds, so ``locate_keys`` scans the text for where each dotted key was
written. ``Table`` then reads values with type and range checks, and reports
any key it was never asked about as unknown.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import TypeVar

from .errors import InputError

T = TypeVar("T")

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"""^\s*("[^"]*"|'[^']*'|[A-Za-z0-9_\-]+)\s*=""")


def _clean(key: str) -> str:
    return key.strip().strip("\"'")


def locate_keys(text: str) -> dict[str, int]:
    """Dotted key path → line number (1-based) of where it is written.

    Entries of an array of tables get their index: ``cards[0].tiles``.
    """
    lines: dict[str, int] = {}
    table = ""
    counts: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            name = ".".join(_clean(p) for p in header.group(2).split("."))
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
            path = f"{table}.{_clean(key.group(1))}" if table else _clean(key.group(1))
            lines.setdefault(path, number)
    return lines


def load(path: Path) -> tuple[dict[str, object], dict[str, int]]:
    """Parse a TOML file; any failure becomes an InputError naming the file."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("no such file; give the path of a situation file (.toml)",
                         file=str(path)) from None
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"cannot read the file ({e})", file=str(path)) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        message = str(e)
        match = re.search(r"\(at line (\d+), column \d+\)", message)
        line = int(match.group(1)) if match else 0
        message = re.sub(r"\s*\(at line \d+, column \d+\)", "", message)
        raise InputError(f"not valid TOML: {message}", file=str(path), line=line) from None
    return data, locate_keys(text)


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
            raise self.error(key, f"expected {what}, got {kind(value)} {value!r}")
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
            raise self.error(key, f"expected {what}, got {value!r}")
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
                raise self.error(key, f"unknown field; expected one of: {', '.join(allowed)}")

"""Writing situation files back out: the few TOML values the adapters need."""

from __future__ import annotations

from collections.abc import Iterable


def quoted(s: str) -> str:
    """A TOML basic string; control characters, which a basic string may not
    hold as they are, written as escapes."""
    out = s.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + "".join(f"\\u{ord(ch):04x}" if ord(ch) < 0x20 or ord(ch) == 0x7F else ch
                         for ch in out) + '"'


def key(k: str) -> str:
    """A TOML key: bare where it may be, else quoted."""
    return k if k and k.replace("_", "").replace("-", "").isalnum() else quoted(k)


def value(v: object) -> str:
    """A TOML value for the plain data a situation file (or an answer) holds:
    booleans, numbers, strings, lists, and tables written inline."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return quoted(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{key(str(k))} = {value(x)}" for k, x in v.items()) + " }"
    raise TypeError(f"no TOML value for {v!r}")


def strings(items: Iterable[str]) -> str:
    """A TOML array of strings."""
    return "[" + ", ".join(quoted(i) for i in items) + "]"


def numbers(items: Iterable[int]) -> str:
    """A TOML array of integers."""
    return "[" + ", ".join(str(i) for i in items) + "]"


Section = tuple[str, list[str]]


def differences(sections: list[Section], base: list[Section],
                first: Iterable[str] = ()) -> list[Section]:
    """The parts of a situation file (``sections``: ("", top-level lines),
    then one section per table, named by its header) that differ from the
    same file written for ``base``: each top-level line not in the base's,
    each table whose lines differ, whole (a table's fields read their
    defaults from each other, so a changed table is written out in full).
    ``first`` goes before the top-level lines."""
    theirs = dict(base)
    top = [line for line in sections[0][1] if line and line not in theirs.get("", [])]
    out: list[Section] = [("", [*first, *top, ""] if [*first, *top] else [])]
    out += [(name, lines) for name, lines in sections[1:] if lines and theirs.get(name) != lines]
    return out

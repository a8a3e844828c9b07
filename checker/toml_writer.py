"""Writing situation files back out: the few TOML values the adapters need."""

from __future__ import annotations

from collections.abc import Iterable


def quoted(s: str) -> str:
    """A TOML basic string."""
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def strings(items: Iterable[str]) -> str:
    """A TOML array of strings."""
    return "[" + ", ".join(quoted(i) for i in items) + "]"


def numbers(items: Iterable[int]) -> str:
    """A TOML array of integers."""
    return "[" + ", ".join(str(i) for i in items) + "]"

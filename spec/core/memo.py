"""Answers remembered for the very value they were worked out for.

Whole games ask the same questions of the same state values again and again
(a player's achievable Objectives between two of their moves, the open
locations until a Lens is placed). A state value is immutable, so an answer
worked out for it stays right for as long as that value exists. The memo
looks a value up by identity, not equality: comparing two game states would
cost as much as the answer. Each entry holds its value, so that the value's
id cannot be reused by another while the entry stands; and the memo forgets
everything once it is full, since a game moves on and seldom asks of old
values again.
"""

from __future__ import annotations

from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Memo(Generic[K, V]):
    """Answers (``V``) remembered for at most ``size`` values (``K``), by identity."""

    __slots__ = ("_entries", "_size")

    def __init__(self, size: int) -> None:
        self._entries: dict[int, tuple[K, V]] = {}
        self._size = size

    def get(self, key: K) -> V | None:
        """The answer remembered for this very value, or None."""
        entry = self._entries.get(id(key))
        if entry is not None and entry[0] is key:
            return entry[1]
        return None

    def put(self, key: K, answer: V) -> V:
        """Remember ``answer`` for ``key``, and hand it back."""
        if len(self._entries) >= self._size:
            self._entries.clear()
        self._entries[id(key)] = (key, answer)
        return answer

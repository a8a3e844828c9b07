"""Seeded randomness held in the game state.

The generator is SplitMix64, written out here so that the same seed gives the
same game on every Python version and platform (``random`` promises no such
thing across versions). An ``Rng`` is an immutable value: drawing returns the
result and the next generator.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_TWO_64 = 1 << 64
# The rejection bound of ``Rng.below`` per small bound ``n``: the largest
# multiple of ``n`` at most 2**64 (draws at or above it are drawn again).
_LIMITS: dict[int, int] = {}
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(state: int) -> int:
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _factorial_bits(n: int) -> int:
    return math.factorial(n).bit_length()


_FACTORIAL_BITS = tuple(_factorial_bits(n) for n in range(64))


@dataclass(frozen=True, slots=True)
class Rng:
    state: int

    @staticmethod
    def seeded(seed: int) -> Rng:
        return Rng(seed & _MASK)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # By rejection, so that no value is favoured; ``_mix`` is written out
        # in place, since a whole game draws hundreds of times.
        limit = _LIMITS.get(n)
        if limit is None:
            limit = _TWO_64 - _TWO_64 % n
            if n < 1024:
                _LIMITS[n] = limit
        state = self.state
        while True:
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                rng = _new(Rng)
                _set_state(rng, "state", state)
                return z % n, rng

    def shuffled(self, items: tuple[T, ...]) -> tuple[tuple[T, ...], Rng]:
        """Fisher-Yates shuffle of ``items``.

        The swap positions are read as the digits, in factorial base, of one
        random integer at least 64 bits longer than log2(n!), so each order's
        probability is within 2**-64 of uniform while a 30-card shuffle needs
        3 draws instead of 29 (setup shuffles dominated whole-game time).
        """
        out = list(items)
        n = len(out)
        bits = _FACTORIAL_BITS[n] if n < len(_FACTORIAL_BITS) else _factorial_bits(n)
        state = self.state
        big = 0
        for _ in range((bits + 64 + 63) // 64):
            state = (state + _GOLDEN) & _MASK
            big = (big << 64) | _mix(state)
        for i in range(n - 1, 0, -1):
            big, j = divmod(big, i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), _next(state)

    def choice(self, items: tuple[T, ...]) -> tuple[T, Rng]:
        i, rng = self.below(len(items))
        return items[i], rng

    def steps_since(self, earlier: Rng) -> int:
        """How many steps the generator has taken since it was ``earlier``.

        Every step adds the same odd constant to the state (modulo 2**64), so
        the count is the difference times that constant's inverse. A position
        saved from a played game states it, so that the same draws follow.
        """
        return ((self.state - earlier.state) * _GOLDEN_INVERSE) & _MASK

    def advanced(self, steps: int) -> Rng:
        """The generator ``steps`` steps on, as if that many had been drawn."""
        return Rng((self.state + steps * _GOLDEN) & _MASK)


_GOLDEN_INVERSE = pow(_GOLDEN, -1, 1 << 64)
_new = object.__new__
_set_state = object.__setattr__


def _next(state: int) -> Rng:
    # What ``Rng(state)`` makes, without the generated __init__'s call: whole
    # games draw thousands of times, and each draw makes a generator.
    rng = _new(Rng)
    _set_state(rng, "state", state)
    return rng

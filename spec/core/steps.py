"""Play written step by step, so that a whole game and a look at each step share one path.

A game's round (or year) is written once, as a generator: it carries out the
round's steps in the order the rules give, yields the state after each one
and returns what the round did. The whole-game functions run it through with
``finish``; a tool that looks between the steps (the checker compares each
step's trace with the states on either side of it) iterates the same
generator, so both play the same game by the same code.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

R = TypeVar("R")


def finish(steps: Generator[object, None, R]) -> R:
    """Run a stepwise procedure to its end; what it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            result: R = done.value
            return result

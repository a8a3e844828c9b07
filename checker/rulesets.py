"""The ruleset `automa check` runs under.

`automa check --ruleset NAME` asks every property and probe its question
under that ruleset. The checks build their readings from ``in_force()``
rather than from the spec's defaults, and ``collect`` sets it for the run,
so a check written once runs under every ruleset.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from spec.core.rulings import DEFAULT_RULESET, Ruleset, Rulings

_IN_FORCE: ContextVar[Ruleset] = ContextVar("ruleset", default=DEFAULT_RULESET)


def in_force() -> Rulings:
    """The readings checks start from: the ruleset of this run, nothing chosen."""
    return Rulings(ruleset=_IN_FORCE.get())


@contextmanager
def under(ruleset: Ruleset) -> Iterator[None]:
    """Run the checks inside under ``ruleset``."""
    token = _IN_FORCE.set(ruleset)
    try:
        yield
    finally:
        _IN_FORCE.reset(token)

"""A bundled example's answer in tests, under the readings a test names."""

from __future__ import annotations

from typing import Any

from checker.commands import run
from checker.games import ROOT
from checker.situation import read
from spec.core.rulings import Ruleset


def answer(game: str, name: str, ruling: str = "", option: str = "",
           ruleset: Ruleset | None = None) -> Any:
    """The decision's JSON answer of ``examples/GAME/NAME``: under the file's
    readings, over ``ruleset`` if given, with ``ruling`` read as ``option``
    if given. Its fields are read by name, so it is typed loosely."""
    situation = read(ROOT / "examples" / game / name)
    rulings = situation.rulings if ruleset is None else situation.rulings.under(ruleset)
    if ruling:
        rulings = rulings.with_choice(ruling, option)
    return run(situation, rulings, traced=False).answer

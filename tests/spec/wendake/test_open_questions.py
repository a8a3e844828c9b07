"""Questions the Wendake Ghost text leaves open (issue 10): each witness run
under every reading, with the answers worked out by hand from the solo text
(seed 001)."""

from __future__ import annotations

from typing import Any

import pytest

from checker.commands import run
from checker.games import ROOT
from checker.situation import read
from spec.wendake import clauses as c
from spec.wendake import rulings as r

EXAMPLES = ROOT / "examples" / "wendake"


def _answer(name: str, ruling: str = "", option: str = "") -> Any:
    # The decision's JSON answer, under the file's rulings and one reading chosen.
    situation = read(EXAMPLES / name)
    rulings = situation.rulings.with_choice(ruling, option) if ruling else situation.rulings
    return run(situation, rulings, traced=False).answer


# -- wendake.outpost-only-attack --------------------------------------------------------

@pytest.mark.cites(c.WOMAN.id, c.ATTACK.id)
@pytest.mark.parametrize(("option", "territory", "attacked", "women_home"),
                         [("attacked", "french-near", "outpost", 5),
                          ("natives-only", "french-far", "", 4)])
def test_a_territory_with_only_your_outpost(option: str, territory: str, attacked: str,
                                            women_home: int) -> None:
    # french-near: a Ghost Woman and your Outpost; french-far: a Ghost Woman and a
    # free field. Attacked, the Outpost is injured and nothing is placed; read
    # natives-only, no step applies in french-near and (chosen-territory-full =
    # other-territory) the Woman takes french-far's free field.
    a = _answer("woman-attacks-outpost.toml", r.OUTPOST_ONLY.id, option)
    assert (a["territory"], a["attacked"]) == (territory, attacked)
    assert a["ghost_home"]["woman"] == women_home


# -- wendake.guard-protects-outpost -----------------------------------------------------

@pytest.mark.cites(c.ATTACK.id)
@pytest.mark.parametrize(("option", "attacked"), [("any-piece", "guard"),
                                                  ("natives-only", "outpost")])
def test_your_guard_and_your_outpost(option: str, attacked: str) -> None:
    a = _answer("guard-and-outpost.toml", r.GUARD_PROTECTS.id, option)
    assert a["territory"] == "french-near" and a["attacked"] == attacked
    # Either way nothing of the Ghost's is placed: 7 - 2 Women still at Home.
    assert a["ghost_home"]["woman"] == 5

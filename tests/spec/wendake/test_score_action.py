"""The Ghost's Score action adds exactly 1 to its score, on one disk, whichever
disk the choice lands on (solo rules "Ghost actions"; the disks split the
printed total only so that it can be shown)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spec.core.trace import Trace
from spec.core.values import evolve
from spec.wendake import clauses as c
from spec.wendake.ghost import score

from .build import state


@pytest.mark.cites(c.SCORE_ACTION.id)
@given(st.integers(0, 60), st.integers(0, 60))
def test_score_moves_one_disk_by_exactly_one(first: int, second: int) -> None:
    before = evolve(state(), score_disks=(first, second))
    after = score(before, Trace(on=False))
    steps = [b - a for a, b in zip(before.score_disks, after.score_disks)]
    assert sorted(steps) == [0, 1]
    assert after.ghost_score == before.ghost_score + 1

"""The modelled Objectives (assumption wendake.objectives.texts): each count is
met at its threshold and not one below it."""

from __future__ import annotations

import pytest

from spec.wendake import clauses as c
from spec.wendake.scoring import objective_met

from .build import state


def _women(n: int) -> dict[str, dict[str, object]]:
    # Women of yours on fields, two to a territory, over the four territories.
    names = ["english-near", "english-far", "french-near", "french-far"]
    out: dict[str, dict[str, object]] = {}
    for i in range(n):
        out.setdefault(names[i // 2], {"fields": []})
        fields = out[names[i // 2]]["fields"]
        assert isinstance(fields, list)
        fields.append("player-woman")
    return out


@pytest.mark.cites(c.OBJECTIVES.id)
@pytest.mark.parametrize("women, met", [(2, False), (3, True), (4, True)])
def test_objective_a_needs_three_women_on_fields(women: int, met: bool) -> None:
    assert objective_met("A", state(territories=_women(women))) is met


@pytest.mark.cites(c.OBJECTIVES.id)
@pytest.mark.parametrize("guards, met", [(1, False), (2, True)])
def test_objectives_c_and_d_need_two_guards_under_their_flag(guards: int, met: bool) -> None:
    english = state(territories={"english-near": {"player_guards": guards}})
    assert objective_met("C", english) is met
    assert objective_met("D", english) is False


@pytest.mark.cites(c.OBJECTIVES.id)
def test_objectives_f_and_g_count_each_sides_own_guards() -> None:
    # English territories: your 2 Guards against the Ghost's 1 Guard and 1 Woman.
    s = state(territories={"english-near": {"player_guards": 2, "ghost_guards": 1,
                                            "fields": ["ghost-woman"]}})
    assert objective_met("F", s) is False  # 2 pieces against 2: not more
    s = state(territories={"english-near": {"player_guards": 2, "ghost_guards": 0,
                                            "fields": ["ghost-woman"]}})
    assert objective_met("F", s) is True  # 2 against 1
    assert objective_met("G", s) is False  # nothing of yours in the French ones

"""Each kind of action is declared once: its clause, choices, effect, and whether it lasts."""

from __future__ import annotations

import pytest

from spec.darwins_journey import achieve, actions, play
from spec.darwins_journey import clauses as c
from spec.darwins_journey.icons import ActionKind


def test_every_action_kind_has_one_declaration_and_the_lookups_come_from_it() -> None:
    assert set(actions.ACTIONS) == set(ActionKind)
    for kind, rule in actions.ACTIONS.items():
        assert actions.CHOICES[kind] is rule.choices
        assert actions.EFFECTS[kind] is rule.effect
        assert play.KIND_CLAUSE[kind] is rule.clause


@pytest.mark.cites(c.ACADEMY_DISCOUNT.id, c.PENALTY_REDUCTION.id, c.LAGGING_CAP.id,
                   c.BOOK_MULTIPLIER.id)
def test_the_lasting_rewards_are_the_four_objective_actions_that_are_kept() -> None:
    # The Objective actions whose effect is kept, not performed once
    # (rulebook, Objective Actions): the Academy discount and the placement
    # penalty reduction carry the infinity sign; the book multiplier counts at
    # final scoring and the lagging penalty cap at every Beagle scoring.
    assert set(achieve._LASTING) == {
        ActionKind.ACADEMY_DISCOUNT, ActionKind.PLACEMENT_PENALTY_REDUCTION,
        ActionKind.LAGGING_PENALTY_CAP, ActionKind.BOOK_MULTIPLIER}

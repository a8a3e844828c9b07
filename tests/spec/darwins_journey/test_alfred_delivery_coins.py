"""Alfred ranks the Specimens he could deliver by the Coins each would earn;
that count must be the base game's own Museum payout, on every board
(rulebook "Museum", solo rules "Deliver"). A count that ignored whether a
row's Coin is still there would rank every row alike and fail here."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spec.core.trace import Trace
from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey.actions import museum_bonus
from spec.darwins_journey.alfred import clauses as cs
from spec.darwins_journey.alfred import turn
from spec.darwins_journey.board import SPECIMENS

from ..trace_queries import changes
from .test_board_actions import new_game

IDS = [s.id for s in SPECIMENS]


@pytest.mark.cites(cs.DELIVER_COINS.id, c.DELIVER_FIRST_IN_ROW.id, c.DELIVER_LINE_BONUS.id)
@settings(max_examples=60, deadline=None)
@given(st.sets(st.sampled_from(IDS), max_size=len(IDS) - 1),
       st.tuples(st.booleans(), st.booleans(), st.booleans(), st.booleans()),
       st.data())
def test_the_coins_he_ranks_by_are_the_coins_the_museum_pays(
        museum: set[str], row_coins: tuple[bool, bool, bool, bool], data: st.DataObject) -> None:
    game = evolve(new_game(), museum=frozenset(museum), row_coins=row_coins)
    s = data.draw(st.sampled_from(sorted(set(IDS) - museum)))
    trace = Trace()
    museum_bonus(game, s, trace)
    paid = sum(int(str(ch.after)) - int(str(ch.before)) for ch in changes(trace)
               if ch.quantity == "Coins")
    assert turn._delivery_coins(game, s) == paid

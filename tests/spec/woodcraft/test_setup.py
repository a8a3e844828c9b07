"""The solo setup (seed section "Solo setup")."""

from __future__ import annotations

from collections import Counter

import pytest

from spec.core.trace import Trace
from spec.core.values import evolve
from spec.woodcraft import clauses as c
from spec.woodcraft import data
from spec.woodcraft.game import round_start
from spec.woodcraft.setup import setup
from spec.woodcraft.model import ContractState

from .build import state


@pytest.mark.cites(c.TWO_PLAYER_SETUP.id, c.OWN_BOARD_ONLY.id)
def test_setup_lays_out_shared_pieces_and_one_player() -> None:
    s = setup(3)
    # All seven action tiles start together in one quadrant, unmoved.
    assert [len(q) for q in s.wheel.quadrants] == [7, 0, 0, 0]
    assert all(p.moved_at == 0 for p in s.wheel.quadrants[0])
    assert len(s.orders.row) == 4 and all(s.orders.row)
    assert len(s.helpers.row) == 4 and all(s.helpers.row)
    assert Counter(d.colour for d in s.lumber_yard) == {"light": 2, "red": 2, "dark": 2}
    # One player: one reputation marker, one score, nothing taken yet.
    assert (s.reputation.player, s.score, s.reputation.taken) == (0, 0, ())


@pytest.mark.cites(c.PUBLIC_CONTRACTS.id)
def test_three_public_contracts_start_open() -> None:
    s = setup(3)
    assert len(s.contracts) == 3
    assert all(k.state is ContractState.OPEN for k in s.contracts)


@pytest.mark.cites(c.NONPLAYER_COUNTER.id)
def test_nonplayer_counter_starts_at_the_start_of_the_track() -> None:
    s = setup(3)
    assert s.reputation.nonplayer == 0
    assert len(s.reputation.tiles) == len(data.REPUTATION_TILES)


@pytest.mark.cites(c.SOLO_DECK.id)
def test_solo_deck_is_the_ten_cards_shuffled() -> None:
    a, b = setup(1).deck, setup(2).deck
    assert len(a.draw_pile) == 10 and a.discard == ()
    assert sorted(x.id for x in a.draw_pile) == sorted(x.id for x in data.DEFAULT_DECK)
    assert [x.id for x in a.draw_pile] != [x.id for x in b.draw_pile]


@pytest.mark.cites(c.TIMING_COUNTERS.id, c.CONTRACT_REMOVAL.id)
def test_timing_counters_act_only_on_rounds_10_and_13() -> None:
    removed_at = []
    for rnd in range(1, 15):
        _, gone = round_start(state(round=rnd), Trace(on=False))
        if gone:
            removed_at.append(rnd)
    assert removed_at == [10, 13]


@pytest.mark.cites(c.CONTRACT_REMOVAL.id)
def test_the_removed_contract_is_an_unclaimed_one_chosen_at_random() -> None:
    seen = set()
    for seed in range(40):
        s = state(round=10, seed=seed)
        s = evolve(s, contracts=tuple(evolve(k, state=ContractState.CLAIMED) if k.id ==
                                      "contract-B" else k for k in s.contracts))
        after, gone = round_start(s, Trace(on=False))
        assert gone in {"contract-A", "contract-C"}
        states = {k.id: k.state for k in after.contracts}
        assert states[gone] is ContractState.REMOVED
        assert states["contract-B"] is ContractState.CLAIMED
        seen.add(gone)
    assert seen == {"contract-A", "contract-C"}


@pytest.mark.cites(c.NO_UNCLAIMED.id)
def test_nothing_is_removed_when_every_contract_is_claimed() -> None:
    s = state(round=13)
    s = evolve(s, contracts=tuple(evolve(k, state=ContractState.CLAIMED) for k in s.contracts))
    after, gone = round_start(s, Trace())
    assert gone == ""
    assert after.contracts == s.contracts

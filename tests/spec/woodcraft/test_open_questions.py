"""Questions the Woodcraft solo text leaves open, or settles only on a close
reading (issue 10): each witness run under every reading, with the answers
worked out by hand from the solo text (seed 004)."""

from __future__ import annotations

from typing import Any

import pytest

from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.woodcraft import clauses as c
from spec.woodcraft import rulings as r
from spec.woodcraft.game import play_game

from ..example_answers import answer


def _answer(name: str, ruling: str = "", option: str = "") -> Any:
    return answer("woodcraft", name, ruling, option)


# -- woodcraft.reshuffle-timing ---------------------------------------------------------

@pytest.mark.cites(c.RESHUFFLE.id, c.DRAW_CARD.id)
@pytest.mark.parametrize(("option", "reshuffles"), [("when-drawn", 0), ("when-emptied", 1)])
def test_the_last_card_of_the_deck_reshuffles_only_when_emptied(option: str,
                                                                reshuffles: int) -> None:
    # S4 is the deck's last card; it moves Upgrade then Cut either way. Only
    # when-emptied shuffles the nine discards at once.
    a = _answer("reshuffle-timing.toml", r.RESHUFFLE_TIMING.id, option)
    assert a["drawn"] == ["S4"] and a["moved"] == ["Upgrade", "Cut"]
    assert a["reshuffles"] == reshuffles


def _draws(seed: int, option: str) -> list[str]:
    rulings = Rulings().with_choice(r.RESHUFFLE_TIMING.id, option)
    game = play_game(seed, rulings, Trace(on=False))
    return [card for log in game.rounds for card in log.solo.drawn]


def _repeats(draws: list[str]) -> bool:
    return any(a == b for a, b in zip(draws, draws[1:]))


@pytest.mark.cites(c.RESHUFFLE.id)
def test_the_two_timings_give_different_games() -> None:
    # The assumption this Ruling replaced said both timings play the same. They
    # do not: under when-emptied the card being carried out misses the new deck,
    # so no card is ever drawn twice running; under when-drawn it can be.
    seeds = range(60)
    emptied = [_draws(s, "when-emptied") for s in seeds]
    drawn = [_draws(s, "when-drawn") for s in seeds]
    assert not any(_repeats(d) for d in emptied)
    # About one default game in ten (22 of the first 200 seeds) draws a card
    # two rounds running under when-drawn.
    repeating = sum(_repeats(d) for d in drawn)
    assert 0 < repeating < len(seeds) // 3


# -- chains of advances: settled by the text ------------------------------------------
# "Reputation tiles in solo": when the nonplayer counter gets to a tile first the
# tile is removed and "that reward is lost". The counter gains nothing from a
# tile, so an advance that lands on one ends there: it never advances again.

@pytest.mark.cites(c.NONPLAYER_REMOVES.id, c.ONE_TILE_PLUS_ONE.id)
def test_an_advance_that_lands_on_a_tile_ends_there() -> None:
    # S9 (+1) takes the counter from 2 to 3, onto a tile: exactly one space.
    a = _answer("one-tile-removes-reputation.toml")
    assert a["nonplayer"] == 3 and a["tiles_removed"] == [3] and a["drawn"] == ["S9"]


@pytest.mark.cites(c.NONPLAYER_REMOVES.id, c.LAST_TILE_PLUS_TWO.id)
def test_a_plus_two_onto_a_tile_moves_two_and_scores_nothing() -> None:
    from spec.woodcraft.cards import advance_nonplayer

    from .build import state

    s = state(nonplayer=4)  # tiles on 6, 9, ...: the +2 lands on 6
    after, gone = advance_nonplayer(s, 2, c.LAST_TILE_PLUS_TWO.id, Rulings(), Trace(on=False))
    assert after.reputation.nonplayer == 6 and gone == (6,)
    assert after.score == s.score and after.reputation.player == s.reputation.player


# -- claimed public contracts are not refilled: settled by the text -------------------
# "Public contracts in solo": at rounds 10 and 13 an unclaimed contract is removed,
# and "if none are left unclaimed, nothing happens". With three contracts laid
# out and no pile named, that case can arise only if a claimed contract is not
# replaced; the text expects it to arise.

@pytest.mark.cites(c.PUBLIC_CONTRACTS.id, c.NO_UNCLAIMED.id)
def test_a_claimed_contract_is_not_replaced() -> None:
    from spec.woodcraft.model import ContractState

    for seed in range(30):
        game = play_game(seed, Rulings(), Trace(on=False))
        ids = [k.id for k in game.final.contracts]
        assert ids == ["contract-A", "contract-B", "contract-C"]
        claimed = sum(1 for log in game.rounds if log.player.claimed)
        assert claimed == sum(k.state is ContractState.CLAIMED for k in game.final.contracts)
    a = _answer("contract-none-unclaimed.toml")
    assert a["contract_removed"] == "" and a["open_contracts"] == []

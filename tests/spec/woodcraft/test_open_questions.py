"""Questions the Woodcraft solo text leaves open, or settles only on a close
reading (issue 10): each witness run under every reading, with the answers
worked out by hand from the solo text (seed 004)."""

from __future__ import annotations

from typing import Any

import pytest

from checker.commands import run
from checker.games import ROOT
from checker.situation import read
from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.woodcraft import clauses as c
from spec.woodcraft import rulings as r
from spec.woodcraft.game import play_game

EXAMPLES = ROOT / "examples" / "woodcraft"


def _answer(name: str, ruling: str, option: str) -> Any:
    situation = read(EXAMPLES / name)
    return run(situation, situation.rulings.with_choice(ruling, option), traced=False).answer


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

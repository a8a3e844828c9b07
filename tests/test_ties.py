"""The generic tie search: every ranking of every game, in whole seeded games."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from checker import games
from checker.properties import ties
from spec.core.priority import Key, Ranking, ranking
from spec.core.rulings import Rulings
from spec.core.trace import Trace


def test_no_ranking_of_any_game_meets_a_tie_no_ruling_settles() -> None:
    report = ties.search(games.names(), games_each=2)
    assert report.unsettled == []
    assert report.games_played >= 2 * len(games.names())
    # The search reached the rankings Alfred uses every game: it is not vacuous.
    assert report.chosen["darwins_journey.alfred.winner"] >= 1
    assert report.chosen["darwins_journey.alfred.strongest"] >= 1


LEVEL: Ranking[None, str] = ranking("test.ties.level", "Always level", "x", "Which?",
                (Key("nothing", "x", lambda _, c: 0),), settled="(a deliberately false claim)")


def test_the_search_reports_a_tie_that_no_ruling_settles(monkeypatch: pytest.MonkeyPatch) -> None:
    def play(seed: int, rulings: Rulings, trace: Trace, *args: object) -> None:
        LEVEL.choose(None, ["a", "b"], rulings, trace)

    fake = SimpleNamespace(player_counts=(), levels=(), play=play)
    monkeypatch.setattr(games, "load_rules", lambda name: fake)
    report = ties.search(("fake",), games_each=1)
    assert [(g, seed) for g, _, seed, _ in report.unsettled] == [("fake", 0)]
    assert "a, b tied" in report.unsettled[0][3]


def test_automa_check_runs_the_tie_search_for_every_game() -> None:
    from checker.check import checks

    from spec.core.priority import all_rankings

    for name in games.names():
        ids = [c.id for c in checks(name)]
        assert (f"{name}.unsettled-ties" in ids) == bool(all_rankings(name))
    assert "darwins-journey.unsettled-ties" in [c.id for c in checks("darwins-journey")]

"""The generic search for decisions that run out of options: it finds a walk
that fell through, and calls it a dead end only where the code never said
what happens then."""

from __future__ import annotations

import pytest

from checker import games
from checker.played import Played
from checker.properties import dead_ends
from spec.core.priority import first_feasible
from spec.core.rulings import Rulings
from spec.core.trace import Trace


class Walks:
    """A stand-in game whose every play makes two walks that find nothing:
    one says what happens then, one does not."""

    player_counts = (2,)
    levels: tuple[str, ...] = ()

    def play(self, seed: int, rulings: Rulings, trace: Trace, log: bool,
             level: str | None, players: int) -> Played:
        first_feasible(["a", "b"], lambda o: "blocked", clause="fake.said", trace=trace,
                       question=f"Which of {seed} options?", otherwise="he rests")
        first_feasible(["c"], lambda o: "gone", clause="fake.unsaid", trace=trace,
                       question="Which card?")
        first_feasible(["d", "e"], lambda o: "" if o == "e" else "no", clause="fake.found",
                       trace=trace, question="Which way?")
        return Played(seed, [], {}, trace)


def test_a_fall_through_is_reported_and_a_dead_end_only_where_unsaid(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(games, "load_rules", lambda name: Walks())
    report = dead_ends.search("fake", games_each=3)
    assert report.games_played == 3
    # The seed in the question is the state of one game: all three are one question.
    assert report.reached == {("fake.said", "Which of N options?"): 3,
                              ("fake.unsaid", "Which card?"): 3}
    assert report.then[("fake.said", "Which of N options?")] == "he rests."
    assert report.unsaid() == [("fake.unsaid", "Which card?")]


@pytest.mark.parametrize("game", games.names())
def test_no_decision_of_a_bundled_game_runs_out_of_options_unsaid(game: str) -> None:
    report = dead_ends.search(game, games_each=2)
    assert report.unsaid() == [] and report.empty_rankings == []

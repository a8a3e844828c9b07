"""A logged solo game takes each of Alfred's turns once, for the log and the
step alike: the game it plays must be the very game an unlogged or a traced
run plays, and each logged turn what a fresh ``alfred_turn`` from its
position gives."""

from __future__ import annotations

import pytest

from checker.adapters.darwins_journey import DarwinsJourney, alfred_turn_json
from spec.core.rulings import Rulings
from spec.core.trace import Trace, silent
from spec.darwins_journey.alfred.game import play_solo
from spec.darwins_journey.scoring import final_scores
from spec.darwins_journey.state import Game


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_logged_unlogged_and_traced_solo_games_agree(seed: int) -> None:
    game = DarwinsJourney()
    logged = game.play(seed, Rulings(), silent(), True, "white", 1)
    quiet = game.play(seed, Rulings(), silent(), False, "white", 1)
    traced = game.play(seed, Rulings(), Trace(), True, "white", 1)
    assert logged.result == quiet.result == traced.result
    assert logged.rounds == traced.rounds
    assert len(logged.decisions) == len(traced.decisions) > 0
    # The spec's own whole game ends with the same scores.
    end = play_solo("white", seed)
    assert logged.result["totals"] == [s.total for s in final_scores(end, silent())]


def test_each_logged_alfred_turn_is_a_fresh_turn_from_its_position() -> None:
    played = DarwinsJourney().play(3, Rulings(), silent(), True, "white", 1)
    turns = [m for m in played.decisions if m.kind == "alfred-turn"]
    assert turns
    for moment in turns[:8]:
        assert isinstance(moment.state, Game)
        assert moment.did == alfred_turn_json(moment.state, Rulings(), silent())

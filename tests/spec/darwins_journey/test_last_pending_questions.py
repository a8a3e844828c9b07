"""The last questions the open-question pass had left pending (issue 10),
each now a Ruling: the witness under every reading against the answers worked
out by hand in its file, and the mechanics each reading needs."""

from __future__ import annotations

import pytest

from pathlib import Path
from typing import cast

from checker.games import ROOT
from checker.situation import read
from spec.core.rulings import DEFAULTS
from spec.darwins_journey import clauses as c
from spec.darwins_journey import rulings as r
from spec.darwins_journey.moves import MoveKind
from spec.darwins_journey.play import apply, moves
from spec.darwins_journey.policies import play_game
from spec.darwins_journey.state import Game, Phase

from ..example_answers import answer

OFF_TURN = "achieve-off-turn.toml"


@pytest.mark.cites(c.ACHIEVE_ANY_TIME.id)
def test_a_player_with_no_worker_left_achieves_between_turns_only_under_any_turn() -> None:
    own = answer("darwins-journey", OFF_TURN, r.ACHIEVE_OFF_TURN.id, "own-turn")
    any_ = answer("darwins-journey", OFF_TURN, r.ACHIEVE_OFF_TURN.id, "any-turn")
    # Own turn: player 1 (worker 4 still at home) places next; no Crew card.
    assert own["player"] == 1 and own["legal"] == {"crew 1 1": False}
    assert all(m.startswith("place worker 4 ") for m in own["moves"])
    # Any turn: player 0 gets the window, and may only achieve or decline.
    assert any_["player"] == 0 and any_["legal"] == {"crew 1 1": True}
    assert any_["moves"] == ["achieve Crew card 1 with worker 1", "done"]


@pytest.mark.cites(c.ACHIEVE_ANY_TIME.id, c.TURN_SEQUENCE.id)
def test_after_the_window_the_turn_it_came_before_begins(tmp_path: Path) -> None:
    # The witness before its moves (the file's moves run under its own readings).
    text = (ROOT / "examples" / "darwins-journey" / OFF_TURN).read_text()
    start = tmp_path / "start.toml"
    start.write_text(text.replace('moves = ["place 3 museum 0", "done"]\n', ""))
    game = cast(Game, read(start).state)
    rulings = DEFAULTS.with_choice(r.ACHIEVE_OFF_TURN.id, "any-turn")

    def play(text: str) -> Game:
        return apply(game, next(m for m in moves(game, rulings) if m.text() == text), rulings)

    assert game.active == 1
    game = play("place 3 museum 0")
    game = play("done")
    assert (game.active, game.resume, game.window) == (0, 1, ())
    game = play("done")
    # Player 0 declined: the window is over, and player 1 takes the turn it came before.
    assert (game.active, game.resume, game.placed) == (1, -1, False)


@pytest.mark.cites(c.ACHIEVE_ANY_TIME.id)
def test_whole_games_under_any_turn_open_windows_and_end_with_every_window_closed() -> None:
    rulings = DEFAULTS.with_choice(r.ACHIEVE_OFF_TURN.id, "any-turn")
    windows: list[int] = []

    def watch(g: Game, m: object) -> None:
        if g.resume >= 0:
            windows.append(g.active)
            # In a window the player may only achieve, take its reward, or decline.
            assert {x.kind for x in moves(g, rulings)} <= {
                MoveKind.OBJECTIVE, MoveKind.CREW, MoveKind.PERFORM, MoveKind.DONE}
            assert g.active != g.resume

    for seed in range(6):
        game = play_game(3, seed, "random", rulings, on_move=watch)
        assert game.phase is Phase.OVER and game.resume == -1
    # The random stand-in leaves achievements for later now and then (seed 4).
    assert windows


@pytest.mark.cites(c.REPEAT_DELIVERY.id, c.DELIVER_LAST_IN_ROW.id)
def test_a_repeat_in_a_full_row_gives_the_rows_step_only_under_step() -> None:
    name = "special-repeat-delivery.toml"
    step = answer("darwins-journey", name, r.REPEAT_FULL_ROW.id, "step")
    no_step = answer("darwins-journey", name, r.REPEAT_FULL_ROW.id, "no-step")
    # By hand (the file's comment): row 1 full again +1, row 1 tiles +3, column 4
    # blue-fossil +1; two empty column spaces +2 Coins under both readings.
    assert (step["coins"], step["evolution"]) == (6, 5)
    assert (no_step["coins"], no_step["evolution"]) == (6, 4)

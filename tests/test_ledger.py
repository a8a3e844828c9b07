"""The trace's claimed changes against the states, over whole games."""

from __future__ import annotations

import pytest

from checker.properties import ledger
from spec.core.trace import Change, Trace
from spec.core.values import evolve
from spec.core.rulings import Rulings
from spec.darwins_journey import actions
from spec.darwins_journey.actions import Args
from spec.darwins_journey.economy import update
from spec.darwins_journey.icons import Action, ActionKind
from spec.darwins_journey.state import Game, Pending
from spec.core.deck import Deck
from spec.wendake import data as wendake_data
from spec.wendake import ghost as ghost_module
from spec.wendake import rulings as wendake_rulings
from spec.wendake import year as wendake_year
from spec.wendake.model import GhostState
from spec.wendake.setup import setup as wendake_setup
from spec.woodcraft import clauses as wood_clauses
from spec.woodcraft import data as wood_data
from spec.woodcraft import game as wood_game
from spec.woodcraft.model import SoloState
from spec.woodcraft.setup import setup as wood_setup

from .spec.wendake.build import state as ghost_state

BEFORE = {("player 0", "Coins"): 5, ("player 0", "points"): 0}


def _trace(*changes: Change) -> Trace:
    t = Trace()
    for c in changes:
        t.change("x", "", c)
    return t


def test_claims_that_chain_from_state_to_state_agree() -> None:
    after = {("player 0", "Coins"): 2, ("player 0", "points"): 0}
    t = _trace(Change("player 0", "Coins", 5, 3), Change("player 0", "Coins", 3, 2))
    assert ledger.disagreements(BEFORE, after, t) == []


def test_a_change_no_step_claims_is_reported() -> None:
    after = {("player 0", "Coins"): 5, ("player 0", "points"): 4}
    (wrong,) = ledger.disagreements(BEFORE, after, Trace())
    assert wrong == "player 0's points went 0 -> 4 with no step claiming it"


def test_a_claim_with_the_wrong_figures_is_reported() -> None:
    after = {("player 0", "Coins"): 2, ("player 0", "points"): 0}
    t = _trace(Change("player 0", "Coins", 5, 3))  # says 3, the state says 2
    (wrong,) = ledger.disagreements(BEFORE, after, t)
    assert "the last claim ends at 3, the state at 2" in wrong


def test_a_gap_between_claims_is_reported() -> None:
    after = {("player 0", "Coins"): 1, ("player 0", "points"): 0}
    t = _trace(Change("player 0", "Coins", 5, 3), Change("player 0", "Coins", 2, 1))
    (wrong,) = ledger.disagreements(BEFORE, after, t)
    assert "a claim ends at 3, the next starts at 2" in wrong


def test_whole_games_claim_every_change_of_the_ledger() -> None:
    outcome = ledger.LEDGER.run(20)  # one game of each setup, multiplayer and solo
    assert outcome.examples > 7 * 50  # decisions examined: every setup played through


def test_an_effect_that_changes_coins_unclaimed_breaks_it(monkeypatch: pytest.MonkeyPatch) -> None:
    def silent_coins(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                     t: Trace) -> Game:
        return update(game, evolve(game.me, coins=game.me.coins + a.amount))

    monkeypatch.setitem(actions.EFFECTS, ActionKind.COINS, silent_coins)
    with pytest.raises(AssertionError, match="Coins went .* with no step claiming it"):
        ledger.LEDGER.run(20)


# Woodcraft: a decision is each step of a round.


def test_the_woodcraft_stepper_plays_the_game_play_from_plays() -> None:
    decisions = list(ledger.woodcraft_decisions(3, Rulings()))
    assert len(decisions) == 4 * wood_data.LAST_ROUND  # contract, your turn, solo step, round end
    whole = Trace()
    final, _ = wood_game.play_from(wood_setup(3), Rulings(), whole)
    stepped = [s for _, _, t in decisions for s in t.steps]
    assert decisions[-1][1] == final
    assert whole.steps[:len(stepped)] == stepped
    # The game's end (no 15th round, the score guide) changes nothing.
    assert [s.clause for s in whole.steps[len(stepped):]] == [wood_clauses.FOURTEEN_ROUNDS.id,
                                                              wood_clauses.SCORE_GUIDE.id]
    assert all(s.kind != "change" for s in whole.steps[len(stepped):])


def test_woodcraft_games_claim_every_change_of_the_ledger() -> None:
    outcome = ledger.WOODCRAFT_LEDGER.run(20)  # one game under each reading
    assert outcome.examples == 4 * wood_data.LAST_ROUND * len(ledger.readings("woodcraft"))


def test_a_round_counter_moved_unclaimed_breaks_it(monkeypatch: pytest.MonkeyPatch) -> None:
    def silent_end(state: SoloState, trace: Trace) -> tuple[SoloState, bool]:
        return evolve(state, round=state.round + 1), False

    monkeypatch.setattr(wood_game, "round_end", silent_end)
    with pytest.raises(AssertionError, match="the round counter's round went 1 -> 2 with no step "
                                             "claiming it"):
        ledger.WOODCRAFT_LEDGER.run(20)


# Wendake: a decision is each step of a year.


def test_the_wendake_stepper_plays_the_game_play_from_plays() -> None:
    decisions = list(ledger.wendake_decisions(3, "medium", Rulings()))
    # The Mask, your actions and the Ghost's turns, Restore.
    assert len(decisions) == wendake_data.YEARS * (2 + 2 * wendake_data.GHOST_TURNS_PER_YEAR)
    whole = Trace()
    final, _, _ = wendake_year.play_from(wendake_setup(3), Rulings(), whole)
    stepped = [s for _, _, t in decisions for s in t.steps]
    assert decisions[-1][1] == final
    assert whole.steps[:len(stepped)] == stepped
    # The game's end (no 8th year, the final score) changes nothing the
    # ledger holds: your final total is worked out, not kept in the state.
    end = whole.steps[len(stepped):]
    held = ledger.wendake_ledger(final)
    assert not [ch for s in end for ch in s.changes if (ch.subject, ch.quantity) in held]
    assert {ch.quantity for s in end for ch in s.changes} <= {"final total"}


def test_wendake_games_claim_every_change_of_the_ledger() -> None:
    outcome = ledger.WENDAKE_LEDGER.run(20)  # Easy, Hard, and Medium under each reading
    assert outcome.examples == 56 * (2 + len(ledger.readings("wendake")))


def test_a_ghost_score_with_the_wrong_figure_breaks_it(monkeypatch: pytest.MonkeyPatch) -> None:
    honest = ghost_module.score

    def generous(state: GhostState, trace: Trace) -> GhostState:
        after = honest(state, trace)  # claims the one point
        return evolve(after, score_disks=(after.score_disks[0] + 1, after.score_disks[1]))

    monkeypatch.setattr(ghost_module, "score", generous)
    with pytest.raises(AssertionError, match=r"the Ghost's score: the last claim ends at \d+, "
                                             r"the state at \d+"):
        ledger.WENDAKE_LEDGER.run(20)


@pytest.mark.parametrize("english_near, placed", [
    (["ghost-woman", "player-woman", "player-woman", ""], True),
    (["ghost-woman", "ghost-woman", "ghost-woman", "ghost-woman"], False),
])
def test_a_native_taken_from_the_board_is_claimed_off_and_on(english_near: list[str],
                                                              placed: bool) -> None:
    # No Woman left at Home; under move-from-board the Ghost lifts one from
    # french-near, and puts it back in the trace as in the state when it
    # cannot be placed. Whole games seldom reach it.
    fields: dict[str, dict[str, object]] = {
        "english-near": {"fields": english_near},
        "english-far": {"fields": ["ghost-woman", "ghost-woman"]},
        "french-near": {"fields": ["ghost-woman", "ghost-woman" if placed else ""]},
        "french-far": {"fields": ["ghost-woman", "ghost-woman"] if placed else ["", ""]},
    }
    s = ghost_state(territories=fields)
    assert s.ghost_home.woman == 0
    trace = Trace()
    after, _ = ghost_module.ghost_turn(s, Rulings.of({wendake_rulings.NO_NATIVE_HOME.id:
                                                      "move-from-board"}), trace)
    assert ledger.disagreements(ledger.wendake_ledger(s), ledger.wendake_ledger(after), trace) == []
    home = [c for step in trace.steps for c in step.changes
            if (c.subject, c.quantity) == ("the Ghost", "Women at Home")]
    assert [(c.before, c.after) for c in home] == [(0, 1), (1, 0)]
    assert (after.territories == s.territories) is not placed


def test_a_mask_deck_reshuffled_is_claimed() -> None:
    s = wendake_setup(1)
    s = evolve(s, mask_deck=Deck((), s.mask_deck.draw_pile))  # every Mask card discarded
    trace = Trace()
    after = wendake_year.year_start(s, Rulings(), trace)
    assert ledger.disagreements(ledger.wendake_ledger(s), ledger.wendake_ledger(after), trace) == []
    (pile,) = [c for step in trace.steps for c in step.changes
               if c.subject == "the Mask discard pile"]
    assert isinstance(pile.before, tuple) and len(pile.before) == len(wendake_data.MASK_CARDS)
    assert pile.after == ()

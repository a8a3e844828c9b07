"""The trace of a solo step says what chose and what changed.

Each choice step is written by the mechanism that chose (a Ranking here):
it lists the candidates, the winner and, for each loser, the key values that
beat it. Each change step carries the quantities before and after, and they
must be the state's own before and after. The wheels and tracks below are
set up by hand, so the expected winners and values are read off the rules
text and the situation, not off the code.
"""

from __future__ import annotations

import pytest

from spec.core.rulings import Rulings
from spec.core.trace import Change, Trace
from spec.core.values import evolve
from spec.woodcraft import clauses as c
from spec.woodcraft import rulings as r
from spec.woodcraft.cards import advance_nonplayer, draw, move_tiles, solo_step
from spec.woodcraft import data
from spec.woodcraft.game import play_from, play_round, rating, round_start
from spec.woodcraft.setup import setup
from spec.woodcraft.model import ContractState, Die, Display, SoloState
from spec.woodcraft.player import advance_player, player_turn

from ..trace_queries import change, changes, chosen_by as ranked
from .build import BLOCKED_UPGRADE, BLOCKED_UPGRADE_AGES, state, wheel


DEFAULT = Rulings()
FARTHEST = "woodcraft.farthest-behind"


# Choices.


@pytest.mark.cites(c.LAST_TILE_PLUS_TWO.id)
def test_farthest_behind_lists_every_tile_and_the_move_that_beat_each_loser() -> None:
    # Upgrade has not moved since setup (move 0); the others last moved at the
    # moves given: Upgrade is farthest behind (the skip reading moves nothing).
    s = state(BLOCKED_UPGRADE, BLOCKED_UPGRADE_AGES, draw=["S10", "S4"])
    trace = Trace()
    solo_step(s, DEFAULT, trace)
    step = ranked(trace, FARTHEST)
    assert step.clause == c.LAST_TILE_PLUS_TWO.id
    assert set(step.candidates) == {"Upgrade", *BLOCKED_UPGRADE_AGES}
    assert step.winner == "Upgrade"
    lost = {x.candidate: x for x in step.rejected}
    assert set(lost) == set(BLOCKED_UPGRADE_AGES)
    for tile, moved_at in BLOCKED_UPGRADE_AGES.items():
        assert lost[tile].values == (("last moved at move", moved_at, 0),)


@pytest.mark.cites(c.LAST_TILE_PLUS_TWO.id, c.SKIP_BLOCKED.id)
def test_farthest_that_can_move_ranks_only_movable_tiles_and_says_why_the_others_are_out() -> None:
    # Upgrade cannot move (quadrant 2 is full); among the rest Buy (move 1)
    # waited longest.
    s = state(BLOCKED_UPGRADE, BLOCKED_UPGRADE_AGES, draw=["S10", "S4"])
    trace = Trace()
    reading = Rulings.of({r.LAST_TILE_BLOCKED.id: "farthest-that-can-move"})
    solo_step(s, reading, trace)
    step = ranked(trace, FARTHEST)
    assert set(step.candidates) == set(BLOCKED_UPGRADE_AGES)
    assert step.winner == "Buy"
    lost = {x.candidate: x for x in step.rejected}
    assert lost["Upgrade"].values == () and "cannot move" in lost["Upgrade"].reason
    for tile, moved_at in BLOCKED_UPGRADE_AGES.items():
        if tile != "Buy":
            assert lost[tile].values == (("last moved at move", moved_at, 1),)
    assert f"{r.LAST_TILE_BLOCKED.id}=farthest-that-can-move" in trace.rulings_consulted


@pytest.mark.cites(c.LAST_TILE_PLUS_TWO.id)
def test_farthest_that_can_move_leaves_nothing_out_when_every_tile_can_move() -> None:
    # Nothing is blocked: the reading has no tile to leave out, so no step
    # says one is, and every tile stays a candidate.
    s = state(draw=["S10", "S4"])
    assert sorted(s.wheel.movable()) == sorted(s.wheel.tiles())
    trace = Trace()
    solo_step(s, Rulings.of({r.LAST_TILE_BLOCKED.id: "farthest-that-can-move"}), trace)
    assert set(ranked(trace, FARTHEST).candidates) == set(s.wheel.tiles())
    assert not [x for x in trace.steps if "Only tiles that can move" in x.text]


@pytest.mark.cites(c.CONTRACT_REMOVAL.id)
def test_the_contract_draw_lists_the_unclaimed_contracts_and_the_one_removed() -> None:
    s = state(round=10)
    s = evolve(s, contracts=tuple(evolve(k, state=ContractState.CLAIMED) if k.id ==
                                  "contract-B" else k for k in s.contracts))
    trace = Trace()
    after, gone = round_start(s, trace)
    (step,) = [x for x in trace.steps if x.clause == c.CONTRACT_REMOVAL.id
               and x.kind == "choice"]
    assert set(step.candidates) == {"contract-A", "contract-C"}
    assert step.winner == gone
    assert [x.candidate for x in step.rejected] == [k for k in step.candidates if k != gone]
    assert change(trace, gone, "state") == Change(gone, "state", "open", "removed")
    assert {k.id: k.state for k in after.contracts}[gone] is ContractState.REMOVED


# Changes: each before/after is the state's own.


@pytest.mark.cites(c.TWO_TILES.id)
def test_tile_moves_report_each_quadrant_before_and_after_in_the_order_shown() -> None:
    w = wheel([["Cut", "Glue"], ["Buy"], [], []], {"Buy": 1})
    trace = Trace()
    after, clock, moved, _ = move_tiles(w, 1, ("Glue", "Cut"), c.TWO_TILES.id, trace)
    assert moved == ("Glue", "Cut")
    reported = changes(trace)
    assert [(ch.subject, ch.quantity) for ch in reported] == [("Glue", "quadrant"),
                                                              ("Cut", "quadrant")]
    for ch in reported:
        assert (ch.before, ch.after) == (w.where(ch.subject)[0] + 1,
                                         after.where(ch.subject)[0] + 1)
        # Clockwise, from quadrant 1 to quadrant 2.
        assert (ch.before, ch.after) == (1, 2)
    assert clock == 3


@pytest.mark.cites(c.SKIP_BLOCKED.id, c.TWO_TILES.id)
def test_a_skipped_tile_reports_no_change_and_comes_after_the_move_before_it() -> None:
    # Quadrant 2 has one free space: Cut (shown first) takes it, Glue is blocked.
    w = wheel([["Cut", "Glue"], ["Buy", "Choose Orders", "Grow"], ["Hire Helpers"], ["Upgrade"]],
              {"Buy": 1, "Choose Orders": 2, "Grow": 3, "Hire Helpers": 4, "Upgrade": 5})
    trace = Trace()
    after, _, moved, skipped = move_tiles(w, 5, ("Cut", "Glue"), c.TWO_TILES.id, trace)
    assert (moved, skipped) == (("Cut",), ("Glue",))
    assert [ch.subject for ch in changes(trace)] == ["Cut"]
    assert [s.kind for s in trace.steps] == ["change", "note"]
    assert "Glue cannot move" in trace.steps[1].text
    assert after.where("Glue")[0] == w.where("Glue")[0] == 0


@pytest.mark.cites(c.ONE_TILE_PLUS_ONE.id, c.NONPLAYER_REMOVES.id)
def test_the_counter_and_the_tile_it_removes_are_reported_as_the_state_changes() -> None:
    # Counter on 2, +1: it reaches space 3 first and removes that tile.
    s = state(player=1, nonplayer=2)
    trace = Trace()
    after, gone = advance_nonplayer(s, 1, c.ONE_TILE_PLUS_ONE.id, DEFAULT, trace)
    counter = change(trace, "the nonplayer counter", "space")
    assert (counter.before, counter.after) == (s.reputation.nonplayer,
                                               after.reputation.nonplayer) == (2, 3)
    track = change(trace, "the reputation track", "tiles on spaces")
    assert track.before == tuple(t.space for t in s.reputation.tiles)
    assert track.after == tuple(t.space for t in after.reputation.tiles)
    assert set(track.before) - set(track.after) == {3} == set(gone)


@pytest.mark.cites(c.NONPLAYER_REMOVES.id, c.FIRST_TO_REACH.id)
def test_a_same_round_tie_that_removes_your_tile_reports_your_tiles_and_score() -> None:
    s = state(player=5, nonplayer=5)
    rep, points = advance_player(s.reputation, Trace())  # you take space 6 this round
    s = evolve(s, reputation=rep, score=10 + points)
    trace = Trace()
    after, _ = advance_nonplayer(s, 1, c.ONE_TILE_PLUS_ONE.id,
                                 Rulings.of({r.SAME_ROUND.id: "tie-removes"}), trace)
    score = change(trace, "the player", "score")
    assert (score.before, score.after) == (s.score, after.score) == (13, 10)
    mine = change(trace, "the player", "reputation tiles")
    assert mine.before == tuple(t.space for t in s.reputation.taken) == (6,)
    assert mine.after == tuple(t.space for t in after.reputation.taken) == ()


@pytest.mark.cites(c.FIRST_TO_REACH.id)
def test_your_marker_and_the_tile_you_take_are_reported_as_they_change() -> None:
    rep = state(player=2, nonplayer=1).reputation
    trace = Trace()
    after, _ = advance_player(rep, trace)
    marker = change(trace, "the player", "reputation space")
    assert (marker.before, marker.after) == (rep.player, after.player) == (2, 3)
    mine = change(trace, "the player", "reputation tiles")
    assert (mine.before, mine.after) == ((), (3,))
    assert mine.after == tuple(t.space for t in after.taken)


@pytest.mark.cites(c.REMOVE_ORDERS.id)
def test_removed_orders_report_the_row_before_and_after() -> None:
    s = state([["Cut", "Glue"], [], [], []], draw=["S1"])  # S1 removes orders 1 and 2
    s = evolve(s, orders=Display(("o1", "o2", "o3", "o4"), ("o5", "o6")))
    trace = Trace()
    after, _ = solo_step(s, DEFAULT, trace)
    row = change(trace, "the orders row", "cards")
    assert (row.before, row.after) == (s.orders.row, after.orders.row)
    assert row.after == ("o5", "o6", "o3", "o4")


@pytest.mark.cites(c.REROLL_DICE.id)
def test_rerolled_dice_report_their_faces_before_and_after() -> None:
    s = state([["Buy", "Upgrade"], [], [], []], draw=["S7"])  # S7 rerolls red and dark
    s = evolve(s, lumber_yard=(Die("light", 1), Die("red", 2), Die("red", 3), Die("dark", 4)))
    trace = Trace()
    after, _ = solo_step(s, DEFAULT, trace)
    (dice,) = changes(trace, c.REROLL_DICE.id)
    assert (dice.subject, dice.quantity) == ("the lumber yard", "red and dark dice")
    # The red, red and dark dice, in the lumber yard's order; light is not marked.
    assert dice.before == (2, 3, 4)
    assert dice.after == tuple(d.value for d in after.lumber_yard[1:])
    assert after.lumber_yard[0] == s.lumber_yard[0]


@pytest.mark.cites(c.RESHUFFLE.id, c.DRAW_CARD.id)
def test_a_reshuffle_and_a_draw_report_the_pile_sizes_before_and_after() -> None:
    s = state(draw=[], discard=["S1", "S2", "S3"])
    trace = Trace()
    _, deck, _, reshuffled = draw(s.deck, s.rng, Rulings(), trace)
    assert reshuffled
    pile = [ch for ch in changes(trace) if ch.subject == "the solo deck"]
    # Reshuffled: 0 to 3 cards to draw; then one is drawn: 3 to 2.
    assert [(ch.before, ch.after) for ch in pile] == [(0, 3), (3, 2)]
    assert pile[-1].after == len(deck.draw_pile)
    discard = change(trace, "the solo discard pile", "cards")
    assert (discard.before, discard.after) == (len(s.deck.discard), len(deck.discard)) == (3, 0)


@pytest.mark.cites(c.INCOME.id, c.ADVANCE_ROUND.id)
def test_income_and_the_round_counter_are_reported_as_the_state_changes() -> None:
    s = state(round=4)
    trace = Trace()
    after, log = play_round(s, DEFAULT, trace)
    assert log.income
    income = changes(trace, c.INCOME.id)
    (counter,) = changes(trace, c.ADVANCE_ROUND.id)
    assert (counter.before, counter.after) == (s.round, after.round) == (4, 5)
    # The stand-in's income is the last score change of the round.
    (paid,) = income
    assert paid.after == after.score
    # Income is worth 6 to the stand-in (assumption woodcraft.player.policy).
    assert isinstance(paid.before, int) and paid.after == paid.before + 6


@pytest.mark.cites(c.PLAYER_TURN.id)
def test_the_stand_in_turn_reports_the_tile_it_took_and_its_score() -> None:
    s: SoloState = state(BLOCKED_UPGRADE, BLOCKED_UPGRADE_AGES)
    trace = Trace()
    after, turn = player_turn(s, trace)
    # Each score change starts where the one before it ended, from the
    # score before the turn to the score after it.
    scores = [ch for ch in changes(trace) if (ch.subject, ch.quantity) == ("the player", "score")]
    assert scores[0].before == s.score and scores[-1].after == after.score
    assert all(a.after == b.before for a, b in zip(scores, scores[1:]))
    moved = change(trace, turn.tile, "quadrant")
    assert (moved.before, moved.after) == (s.wheel.where(turn.tile)[0] + 1,
                                           after.wheel.where(turn.tile)[0] + 1)


# Setup: each change from the table before setup to the state it built.


@pytest.mark.cites(c.TWO_PLAYER_SETUP.id, c.PUBLIC_CONTRACTS.id, c.TIMING_COUNTERS.id,
                   c.NONPLAYER_COUNTER.id, c.SOLO_DECK.id)
def test_setup_reports_what_it_laid_out_as_changes_ending_at_the_state() -> None:
    trace = Trace()
    s = setup(7, trace=trace)
    assert all(step.kind == "change" for step in trace.steps)
    wheel_ = change(trace, "quadrant 1 of the wheel", "action tiles")
    assert wheel_.after == tuple(p.tile for p in s.wheel.quadrants[0]) == data.TILES
    assert change(trace, "the orders row", "cards").after == s.orders.row
    assert change(trace, "the helpers row", "cards").after == s.helpers.row
    assert change(trace, "the lumber yard", "dice").after == 6
    for k in s.contracts:
        assert change(trace, k.id, "state") == Change(k.id, "state", "not laid out", "open")
    assert change(trace, "the round track", "timing counters on rounds").after == (10, 13)
    assert change(trace, "the nonplayer counter", "space").after == 0
    deck = change(trace, "the solo deck", "cards, top first")
    # The same ten cards, now in the shuffled order the deck is drawn in.
    assert deck.before == tuple(k.id for k in data.DEFAULT_DECK)
    assert deck.after == tuple(k.id for k in s.deck.draw_pile)
    assert sorted(deck.after) == sorted(deck.before) and len(deck.after) == 10


# Checks: the condition the code acts on, with the values it read.


@pytest.mark.cites(c.NO_UNCLAIMED.id, c.CONTRACT_REMOVAL.id)
@pytest.mark.parametrize("claimed", [("contract-A", "contract-B", "contract-C"),
                                     ("contract-A",)])
def test_the_timing_counter_first_asks_whether_any_contract_is_unclaimed(
        claimed: tuple[str, ...]) -> None:
    s = state(round=13)
    s = evolve(s, contracts=tuple(evolve(k, state=ContractState.CLAIMED) if k.id in claimed
                                  else k for k in s.contracts))
    trace = Trace()
    after, gone = round_start(s, trace)
    (check,) = [x for x in trace.steps if x.clause == c.NO_UNCLAIMED.id]
    every = len(claimed) == 3
    assert check.winner == ("yes" if every else "no")
    assert "contract-B open" in check.rejected[0].reason or every
    # All claimed: nothing removed; otherwise one unclaimed contract goes.
    assert (gone == "") == every
    assert (after.contracts == s.contracts) == every


@pytest.mark.cites(c.EFFECT_AFTER.id)
@pytest.mark.parametrize(("card", "effect"), [("S1", True), ("S4", False)])
def test_after_the_tiles_the_card_is_asked_for_its_effect(card: str, effect: bool) -> None:
    # S1: Cut, Glue, then remove orders; S4: Upgrade, Cut, no effect.
    s = state([["Buy", "Cut", "Glue", "Choose Orders", "Hire Helpers", "Grow", "Upgrade"],
               [], [], []], draw=[card])
    trace = Trace()
    solo_step(s, DEFAULT, trace)
    clauses = [x.clause for x in trace.steps]
    (check,) = [x for x in trace.steps if x.clause == c.EFFECT_AFTER.id]
    assert check.winner == ("yes" if effect else "no")
    # Asked once both tiles have moved, before any effect is carried out.
    moves = [i for i, x in enumerate(trace.steps) if x.clause == c.TWO_TILES.id]
    assert moves and max(moves) < clauses.index(c.EFFECT_AFTER.id)
    assert (c.REMOVE_ORDERS.id in clauses) == effect
    if effect:
        assert clauses.index(c.EFFECT_AFTER.id) < clauses.index(c.REMOVE_ORDERS.id)


@pytest.mark.cites(c.FOURTEEN_ROUNDS.id, c.SCORE_GUIDE.id)
def test_a_game_asks_before_each_round_whether_it_is_one_of_the_fourteen() -> None:
    s = evolve(state(round=13), score=120)
    trace = Trace()
    after, logs = play_from(s, DEFAULT, trace)
    asked = [x for x in trace.steps if x.clause == c.FOURTEEN_ROUNDS.id]
    # Rounds 13 and 14 are played; round 15 is not one of the fourteen.
    assert [x.winner for x in asked] == ["yes", "yes", "no"]
    assert len(logs) == 2 and after.round == 15
    (guide,) = [x for x in trace.steps if x.clause == c.SCORE_GUIDE.id]
    assert guide.winner == rating(after.score)


@pytest.mark.cites(c.SCORE_GUIDE.id)
@pytest.mark.parametrize(("score", "mark"), [(140, "excellent"), (139, "good"),
                                             (109, "below good")])
def test_the_score_guide_gives_the_best_mark_the_score_reaches(score: int, mark: str) -> None:
    trace = Trace()
    rating(score, trace)
    (step,) = trace.steps
    assert step.winner == mark
    # Each better mark is rejected for the score it asks for.
    assert [x.reason for x in step.rejected] == [
        f"{score} is below its {least}" for least in (140, 110) if score < least]

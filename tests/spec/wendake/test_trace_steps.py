"""The trace of the Ghost's turn says what chose and what changed.

Each choice step is written by the mechanism that chose (a Ranking, a
Procedure or ``first_feasible``): it lists the candidates, the winner and,
for a Ranking's losers, the key values that beat them. Each change step
carries the quantities before and after, and they must be the state's own.
The boards below are set up by hand; the expected winners and values are
read off the Ghost text and the situation, not off the code.
"""

from __future__ import annotations

import pytest

from spec.core.rulings import Rulings
from spec.core.trace import Change, Step, Trace
from spec.core.values import evolve
from spec.wendake import clauses as c
from spec.wendake import rulings as r
from spec.wendake.ghost import (current_action, flagged, ghost_turn, progress_up, score,
                                take_progress)
from spec.wendake.model import Action, Difficulty, Kind, MaskSlot, Owner
from spec.wendake.player import injure
from spec.wendake.scoring import final_score
from spec.wendake.setup import setup
from spec.wendake.year import play_from, play_year, restore, year_start

from ..trace_queries import change, changes, chosen_by
from .build import MASKS, state


DEFAULT = Rulings()


def asked(trace: Trace, question: str) -> Step:
    (step,) = [s for s in trace.steps if s.question == question]
    return step


def losers(step: Step) -> dict[str, tuple[tuple[str, object, object], ...]]:
    return {x.candidate: x.values for x in step.rejected}


# Choices.


@pytest.mark.cites(c.NEAR_FAR.id, c.BLANKET.id)
@pytest.mark.parametrize("mask, near, far", [("M1", "english-near", "english-far"),
                                             ("M5", "french-near", "french-far")])
def test_the_near_territory_is_ranked_by_steps_from_the_ghosts_home(mask: str, near: str,
                                                                     far: str) -> None:
    trace = Trace()
    flagged(state(mask=mask), trace)
    step = chosen_by(trace, "wendake.near-territory")
    assert set(step.candidates) == {near, far}
    assert step.winner == near
    # The map: near territories 1 step from the Ghost's Home, far ones 2.
    assert losers(step) == {far: (("steps from the Ghost's Home", 2, 1),)}


@pytest.mark.cites(c.TAKE_PROGRESS.id)
def test_the_leftmost_progress_tile_beats_the_others_by_its_place() -> None:
    s = evolve(state(), progress_disk=2, progress=(("a",), ("b1", "b2", "b3"), ("c",)))
    trace = Trace()
    take_progress(s, DEFAULT, trace)
    step = chosen_by(trace, "wendake.leftmost-progress")
    assert step.candidates == ("b1", "b2", "b3")
    assert step.winner == "b1"
    assert losers(step) == {"b2": (("place from the left", 2, 1),),
                            "b3": (("place from the left", 3, 1),)}


@pytest.mark.cites(c.SCORE_ACTION.id)
@pytest.mark.parametrize("disks, winner, values", [
    ((14, 15), "score disk 1", (("points", 15, 14), ("disk", 2, 1))),
    ((16, 15), "score disk 2", (("points", 16, 15), ("disk", 1, 2))),
    ((15, 15), "score disk 1", (("points", 15, 15), ("disk", 2, 1))),
])
def test_the_lower_score_disk_advances_the_first_on_a_tie(
        disks: tuple[int, int], winner: str,
        values: tuple[tuple[str, int, int], ...]) -> None:
    trace = Trace()
    score(evolve(state(), score_disks=disks), trace)
    step = chosen_by(trace, "wendake.score-disk")
    assert step.candidates == ("score disk 1", "score disk 2")
    assert step.winner == winner
    (loser,) = [k for k in step.candidates if k != winner]
    assert losers(step) == {loser: values}
    assert step.ruling == ""


@pytest.mark.cites(c.ATTACK.id, c.WOMAN.id)
@pytest.mark.parametrize("option, winner", [
    ("first-space", "your outpost on field 1"),
    ("prefer-native", "your woman on field 2"),
    ("prefer-outpost", "your outpost on field 1"),
])
def test_which_piece_is_attacked_is_a_tie_the_ruling_breaks(option: str, winner: str) -> None:
    # Near French: your Outpost on field 1, your Woman on field 2.
    s = state(mask="M5", territories={"french-near": {"fields": ["player-outpost",
                                                                 "player-woman"]},
                                      "french-far": {"fields": ["ghost-woman", ""]}})
    trace = Trace()
    ghost_turn(s, Rulings.of({r.ATTACK_TARGET.id: option}), trace)
    step = chosen_by(trace, "wendake.attack-piece")
    assert set(step.candidates) == set(step.tied) == {"your outpost on field 1",
                                                      "your woman on field 2"}
    assert step.winner == winner
    assert step.ruling == f"{r.ATTACK_TARGET.id}={option}"
    # The text gives no key, so the loser is beaten by no value, only the ruling.
    (loser,) = step.rejected
    assert loser.values == () and option in loser.reason


@pytest.mark.cites(c.MASK_CARD.id)
@pytest.mark.parametrize("down, says", [
    (1, "Ghost card 1 holds a face-down Mask"),
    (2, "Ghost cards 1, 2 hold a face-down Mask")])
def test_the_face_down_masks_are_named_before_the_ruling_on_them(down: int, says: str) -> None:
    # Year 3: the Masks of earlier years lie face down under the first cards.
    masks = tuple((MaskSlot(MASKS[m], False),) if i < down else ()
                  for i, m in enumerate(("M3", "M4", "M5")))
    s = evolve(state(), year=down + 1, masks=masks)
    trace = Trace()
    year_start(s, DEFAULT, trace)
    (step,) = [x for x in trace.steps if x.ruling.startswith(r.FACE_DOWN_MASK.id)]
    assert step.text.startswith(says + ";")


@pytest.mark.cites(c.MASK_CARD.id)
@pytest.mark.parametrize("option, winner", [("counts", "Ghost card 2"),
                                            ("does-not-count", "Ghost card 1")])
def test_the_mask_goes_under_the_first_card_whose_mask_does_not_count(option: str,
                                                                      winner: str) -> None:
    s = evolve(state(), year=2, masks=((MaskSlot(MASKS["M3"], False),), (), ()))
    trace = Trace()
    after = year_start(s, Rulings.of({r.FACE_DOWN_MASK.id: option}), trace)
    step = asked(trace, "Which Ghost card is the leftmost without a Mask?")
    assert step.candidates == ("Ghost card 1", "Ghost card 2", "Ghost card 3")
    assert step.winner == winner
    rejected = [x.candidate for x in step.rejected]
    assert rejected == (["Ghost card 1"] if option == "counts" else [])
    assert f"{r.FACE_DOWN_MASK.id}={option}" in trace.rulings_consulted
    index = int(winner[-1]) - 1
    masks = change(trace, winner, "Masks")
    assert masks.before == tuple(m.card.id for m in s.masks[index])
    assert masks.after == tuple(m.card.id for m in after.masks[index])
    assert masks.after[-1] == s.mask_deck.draw_pile[0].id


@pytest.mark.cites(c.TAKE_PROGRESS.id)
def test_under_any_level_the_ghost_looks_higher_and_the_trace_names_the_level() -> None:
    # Disk on Level 2; Levels 2 and 1 empty; Level 3 has a tile.
    s = evolve(state(), progress_disk=2, progress=((), (), ("c",)))
    trace = Trace()
    after, tile = take_progress(s, Rulings.of({r.PROGRESS_EMPTY.id: "any-level"}), trace)
    step = asked(trace, "Which level does the tile come from?")
    assert (step.candidates, step.winner) == (("Level 3",), "Level 3")
    assert tile == "c"
    row = change(trace, "Progress Level 3", "tiles")
    assert (row.before, row.after) == (s.progress[2], after.progress[2]) == (("c",), ())


@pytest.mark.cites(c.NATIVE_ACTION.id)
def test_a_native_taken_from_the_board_comes_from_the_first_territory_of_the_other_flag() -> None:
    # All 7 Ghost Women are on the board; the blanket is English (M1).
    s = state(territories={
        "english-near": {"fields": ["ghost-woman", "player-woman", "player-woman", ""]},
        "english-far": {"fields": ["ghost-woman", "ghost-woman"]},
        "french-near": {"fields": ["ghost-woman", "ghost-woman"]},
        "french-far": {"fields": ["ghost-woman", "ghost-woman"]}})
    trace = Trace()
    after, _ = ghost_turn(s, Rulings.of({r.NO_NATIVE_HOME.id: "move-from-board"}), trace)
    step = asked(trace, "Which territory does the Ghost take its woman from?")
    assert step.winner == "french-near"
    assert [x.candidate for x in step.rejected] == ["english-near", "english-far"]
    lifted = change(trace, "french-near", "field 1")
    assert (lifted.before, lifted.after) == ("Ghost woman", "free")
    assert after.territories[2].fields[0] is None


# Changes: each before/after is the state's own.


@pytest.mark.cites(c.PROGRESS_UP.id)
def test_progress_up_reports_the_disk_level() -> None:
    s = evolve(state(), progress_disk=1)
    trace = Trace()
    after, _ = progress_up(s, trace)
    disk = change(trace, "the Ghost's Progress disk", "level")
    assert (disk.before, disk.after) == (s.progress_disk, after.progress_disk) == (1, 2)


@pytest.mark.cites(c.PROGRESS_UP.id)
def test_progress_up_at_level_3_reports_no_change() -> None:
    trace = Trace()
    progress_up(evolve(state(), progress_disk=3), trace)
    assert changes(trace) == []


@pytest.mark.cites(c.TAKE_PROGRESS.id)
def test_taking_a_tile_reports_the_level_row_and_the_disk() -> None:
    s = evolve(state(), progress_disk=2, progress=(("a",), ("b1", "b2"), ("c",)))
    trace = Trace()
    after, _ = take_progress(s, DEFAULT, trace)
    row = change(trace, "Progress Level 2", "tiles")
    assert (row.before, row.after) == (s.progress[1], after.progress[1]) == (("b1", "b2"), ("b2",))
    disk = change(trace, "the Ghost's Progress disk", "level")
    assert (disk.before, disk.after) == (s.progress_disk, after.progress_disk) == (2, 1)


@pytest.mark.cites(c.SCORE_ACTION.id)
def test_the_score_action_reports_the_disk_and_the_total() -> None:
    s = evolve(state(), score_disks=(14, 15))
    trace = Trace()
    after = score(s, trace)
    disk = change(trace, "score disk 1", "points")
    assert (disk.before, disk.after) == (s.score_disks[0], after.score_disks[0]) == (14, 15)
    total = change(trace, "the Ghost", "score")
    assert (total.before, total.after) == (s.ghost_score, after.ghost_score) == (29, 30)


@pytest.mark.cites(c.WARRIOR.id)
def test_a_warrior_reports_the_guards_and_the_home() -> None:
    # G1b row 1 is a Warrior; M1: English. No Guards yet: it goes near.
    s = state(("G1b", "G2a", "G3a"), "M1")
    trace = Trace()
    after, _ = ghost_turn(s, DEFAULT, trace)
    guards = change(trace, "english-near", "Ghost Guards")
    assert (guards.before, guards.after) == (s.territories[0].ghost_guards,
                                             after.territories[0].ghost_guards) == (0, 1)
    home = change(trace, "the Ghost", "Warriors at Home")
    assert (home.before, home.after) == (s.ghost_home.warrior, after.ghost_home.warrior) == (7, 6)


@pytest.mark.cites(c.WOMAN.id)
def test_a_woman_on_a_free_field_reports_the_field_and_the_home() -> None:
    s = state(territories={"english-near": {"fields": ["player-woman", "", "", ""]}})
    trace = Trace()
    after, _ = ghost_turn(s, DEFAULT, trace)
    field = change(trace, "english-near", "field 2")
    assert (field.before, field.after) == ("free", "Ghost woman")
    assert after.territories[0].fields[1] is not None
    assert after.territories[0].fields[1].owner is Owner.GHOST
    home = change(trace, "the Ghost", "Women at Home")
    assert (home.before, home.after) == (s.ghost_home.woman, after.ghost_home.woman)


@pytest.mark.cites(c.ATTACK.id)
def test_an_attack_on_your_woman_reports_the_field_your_long_house_and_the_home() -> None:
    s = state(mask="M5", territories={"french-near": {"fields": ["ghost-woman", "player-woman"]},
                                      "french-far": {"fields": ["ghost-woman", ""]}})
    trace = Trace()
    after, _ = ghost_turn(s, DEFAULT, trace)
    field = change(trace, "french-near", "field 2")
    assert (field.before, field.after) == ("your woman", "Ghost woman")
    hurt = change(trace, "the player", "Women in the Long House")
    assert (hurt.before, hurt.after) == (s.player_long_house.woman,
                                         after.player_long_house.woman) == (0, 1)
    home = change(trace, "the Ghost", "Women at Home")
    assert (home.before, home.after) == (s.ghost_home.woman, after.ghost_home.woman)


@pytest.mark.cites(c.ATTACK.id)
def test_a_guard_that_takes_the_blow_is_reported() -> None:
    s = state(mask="M5", territories={"french-near": {"fields": ["ghost-woman", "player-woman"],
                                                      "player_guards": 1},
                                      "french-far": {"fields": ["ghost-woman", ""]}})
    trace = Trace()
    after, _ = ghost_turn(s, DEFAULT, trace)
    guards = change(trace, "french-near", "Guards of yours")
    assert (guards.before, guards.after) == (1, after.territories[2].player_guards) == (1, 0)
    hurt = change(trace, "the player", "Warriors in the Long House")
    assert (hurt.before, hurt.after) == (0, after.player_long_house.warrior) == (0, 1)


@pytest.mark.cites(c.NATIVE_ACTION.id, c.WOMAN.id)
def test_a_native_that_cannot_be_placed_is_put_back_in_the_trace_as_in_the_state() -> None:
    # No Ghost Woman at Home; the English territories are full of Ghost Women,
    # so the one taken from the French board cannot be placed and stays.
    s = state(territories={
        "english-near": {"fields": ["ghost-woman"] * 4},
        "english-far": {"fields": ["ghost-woman"] * 2},
        "french-near": {"fields": ["ghost-woman", ""]}})
    assert s.ghost_home.woman == 0
    trace = Trace()
    after, turn = ghost_turn(s, Rulings.of({r.NO_NATIVE_HOME.id: "move-from-board"}), trace)
    assert turn.territory == "" and after.territories == s.territories
    moves = [ch for ch in changes(trace, c.NATIVE_ACTION.id) if ch.subject == "french-near"]
    assert [(ch.before, ch.after) for ch in moves] == [("Ghost woman", "free"),
                                                      ("free", "Ghost woman")]


@pytest.mark.cites(c.RESTORE_ADVANCED.id, c.RESTORE_MASK_DISK.id, c.NEW_YEAR.id)
def test_restore_reports_the_advanced_row_the_mask_disk_turn_order_and_year() -> None:
    s = evolve(state(), year=2, turn=3)
    trace = Trace()
    after = restore(s, trace)
    row = change(trace, "the Advanced Action row", "tiles")
    assert (row.before, row.after) == (s.advanced, after.advanced)
    # The tile above the disk (the first, at setup) leaves the game.
    assert row.after == s.advanced[1:]
    disk = change(trace, "the Ghost's Mask disk", "space")
    assert (disk.before, disk.after) == ("row 1, space 1", "row 1, space 2")
    assert after.mask_space == (1, 2)
    order = change(trace, "turn order", "first")
    assert (order.before, order.after) == ("you", "the Ghost")
    assert not after.player_first
    year = change(trace, "the round marker", "year")
    assert (year.before, year.after) == (s.year, after.year) == (2, 3)
    flipped = change(trace, "Mask M1", "side")
    assert (flipped.before, flipped.after) == ("face up", "face down")
    assert after.masks[0][-1].face_up is False


@pytest.mark.cites(c.MASKS_AWAY.id)
def test_masks_cleared_after_year_3_are_reported_card_by_card() -> None:
    s = evolve(state(), year=3, masks=((MaskSlot(MASKS["M1"], False),),
                                       (MaskSlot(MASKS["M2"], False),),
                                       (MaskSlot(MASKS["M3"], True),)))
    trace = Trace()
    after = restore(s, trace)
    for i, mask in enumerate(("M1", "M2", "M3")):
        gone = change(trace, f"Ghost card {i + 1}", "Masks")
        assert (gone.before, gone.after) == ((mask,), ())
    pile = change(trace, "the Mask discard pile", "cards, bottom first")
    assert pile.after == tuple(m.id for m in after.mask_deck.discard)
    assert pile.after[:3] == ("M1", "M2", "M3")


@pytest.mark.cites(c.INJURED_GO_HOME.id)
def test_an_injured_ghost_native_is_reported_going_home() -> None:
    s = state(territories={"english-far": {"fields": ["ghost-woman", ""]}})
    trace = Trace()
    after = injure(s, s.territories[1], trace)
    field = change(trace, "english-far", "field 1")
    assert (field.before, field.after) == ("Ghost woman", "free")
    home = change(trace, "the Ghost", "Women at Home")
    assert (home.before, home.after) == (s.ghost_home.woman, after.ghost_home.woman) == (6, 7)
    assert after.territories[1].count(Owner.GHOST, Kind.WOMAN) == 0


# Setup: each change from the empty table to the state it built.


@pytest.mark.cites(c.DIFFICULTY.id, c.BOARD.id, c.GHOST_NATIVES.id, c.GHOST_CARDS.id,
                   c.SCORE_DISKS.id, c.GHOST_DISKS.id, c.ACTION_MARKERS.id,
                   c.TURN_ORDER_SETUP.id)
def test_setup_reports_what_it_laid_out_as_changes_ending_at_the_state() -> None:
    trace = Trace()
    s = setup(21, Difficulty.HARD, trace=trace)
    assert change(trace, "the game", "difficulty").after == "hard"
    for i in range(3):
        assert change(trace, f"Progress Level {i + 1}", "tiles").after == s.progress[i]
    assert change(trace, "the Advanced Action row", "tiles").after == s.advanced
    for kind in ("Warriors", "Women", "Hunters"):
        assert change(trace, "the Ghost", f"{kind} at Home") == \
            Change("the Ghost", f"{kind} at Home", 0, 7)
    shown = change(trace, "the table", "Ghost cards, left to right").after
    boxed = change(trace, "the box", "Ghost cards").after
    assert shown == tuple(k.id for k in s.cards)
    # Three cards in play, one of each number, and the fourth number boxed.
    assert isinstance(shown, tuple) and isinstance(boxed, tuple)
    assert sorted(str(x)[:2] for x in shown + boxed) == ["G1", "G2", "G3", "G4"]
    disks = (change(trace, "score disk 1", "points"), change(trace, "score disk 2", "points"))
    assert tuple(d.after for d in disks) == s.score_disks
    assert change(trace, "the Ghost", "score").after == s.printed_total
    assert change(trace, "the Ghost's Progress disk", "level").after == 1
    assert change(trace, "the Ghost's Mask disk", "space").after == "row 1, space 1"
    assert change(trace, "the Ghost's Advanced disk", "tile above it").after == s.advanced[0]
    assert change(trace, "the Ghost", "Action markers on its cards").after == 3
    assert change(trace, "turn order", "first").after == "you"


# Checks and the year's choices.


@pytest.mark.cites(c.MASK_ROW.id, c.GHOST_TURN.id)
def test_the_years_actions_start_under_the_mask_and_wrap_round() -> None:
    # M2 marks row 2 and lies under card 2 (G2a); two actions are taken, so
    # the third comes from card 1 (G1a), wrapping round: its row 2 is
    # progress-up.
    s = state(mask="M2", under=1, turn=2)
    trace = Trace()
    index, action = current_action(s, trace)
    assert (index, action) == (0, Action.PROGRESS_UP)
    (step,) = [x for x in trace.steps if x.clause == c.MASK_ROW.id]
    assert step.candidates == ("card 2 (G2a): warrior", "card 3 (G3a): hunter",
                               "card 1 (G1a): progress-up")
    assert step.winner == "card 1 (G1a): progress-up"
    assert [x.candidate for x in step.rejected] == list(step.candidates[:2])


@pytest.mark.cites(c.BLANKET.id)
@pytest.mark.parametrize("mask, oval, flag", [("M1", "red (english)", "english"),
                                              ("M5", "yellow (french)", "french")])
def test_the_blanket_picks_the_oval_and_the_territories_are_of_its_flag(
        mask: str, oval: str, flag: str) -> None:
    trace = Trace()
    near, far = flagged(state(mask=mask), trace)
    (step,) = [x for x in trace.steps if x.clause == c.BLANKET.id]
    assert step.winner == oval and len(step.candidates) == 2
    assert near.flag.value == far.flag.value == flag


@pytest.mark.cites(c.ALTERNATE.id, c.NEW_YEAR.id)
@pytest.mark.parametrize("you_first", [True, False])
def test_the_year_asks_who_goes_first_and_alternates_from_there(you_first: bool) -> None:
    s = evolve(state(), player_first=you_first, masks=((), (), ()))
    trace = Trace()
    play_year(s, DEFAULT, trace)
    (check,) = [x for x in trace.steps if x.clause == c.ALTERNATE.id]
    assert check.winner == ("yes" if you_first else "no")
    # Your actions and the Ghost's turns alternate, starting with who is first.
    turns = [x.clause for x in trace.steps if x.clause in (c.THREE_MARKERS.id, c.GHOST_TURN.id)
             and x.kind == "change"]
    starts, then = ((c.THREE_MARKERS.id, c.GHOST_TURN.id) if you_first else
                    (c.GHOST_TURN.id, c.THREE_MARKERS.id))
    assert turns == [starts, then] * 3


@pytest.mark.cites(c.SEVEN_YEARS.id)
def test_a_game_asks_before_each_year_whether_it_is_one_of_the_seven() -> None:
    s = evolve(state(year=7), masks=((), (), ()))
    trace = Trace()
    after, logs, _ = play_from(s, DEFAULT, trace)
    asked_ = [x for x in trace.steps if x.clause == c.SEVEN_YEARS.id]
    assert [x.winner for x in asked_] == ["yes", "no"]
    assert len(logs) == 1 and after.year == 8


@pytest.mark.cites(c.OBJECTIVES.id, c.OBJECTIVE_POINTS.id, c.WIN.id)
def test_the_end_checks_each_objective_adds_their_worth_and_compares_totals() -> None:
    # Cards G1a, G2a, G3a carry Objectives A, C and E. Three Women of yours on
    # fields complete A; nothing completes C (no Guards) or E (two territories
    # hold nothing of yours). Medium: 2 points each.
    s = state(territories={"english-near": {"fields": ["player-woman", "player-woman",
                                                       "player-woman", ""]},
                           "french-near": {"player_guards": 1}})
    s = evolve(s, player_score=29, score_disks=(15, 16))
    trace = Trace()
    result = final_score(s, trace)
    checks = {x.question: x for x in trace.steps if x.clause == c.OBJECTIVES.id}
    assert {q: x.winner for q, x in checks.items()} == {
        "Is Objective A completed?": "yes", "Is Objective C completed?": "no",
        "Is Objective E completed?": "no"}
    assert "3 of your Women on fields" in checks["Is Objective A completed?"].text
    assert "english-far, french-far" in checks["Is Objective E completed?"].text
    assert change(trace, "the player", "final total") == Change("the player", "final total",
                                                                29, 31)
    (win,) = [x for x in trace.steps if x.clause == c.WIN.id]
    # 31 against 15 + 16 = 31: not higher, so the Ghost wins.
    assert win.winner == "no" and not result.player_wins


@pytest.mark.cites(c.OBJECTIVE_POINTS.id)
def test_no_objective_completed_claims_no_change_of_your_total() -> None:
    s = evolve(state(), player_score=12)
    trace = Trace()
    result = final_score(s, trace)
    assert result.player_total == 12
    assert not changes(trace, c.OBJECTIVE_POINTS.id)


@pytest.mark.cites(c.OBJECTIVES.id)
def test_the_check_of_objectives_f_g_and_h_reads_what_each_compares() -> None:
    # Cards G3b, G4a, G4b carry Objectives F, G and H. In the English
    # territories you have 2 Guards, the Ghost 1 Woman; in the French ones
    # nothing of either side; your Long House is empty at the start.
    s = state(("G3b", "G4a", "G4b"),
              territories={"english-near": {"player_guards": 2, "fields": ["ghost-woman"]}})
    trace = Trace()
    final_score(s, trace)
    checks = {x.question: x for x in trace.steps if x.clause == c.OBJECTIVES.id}
    f, g, h = (checks[f"Is Objective {x} completed?"] for x in "FGH")
    assert (f.winner, g.winner, h.winner) == ("yes", "no", "yes")
    assert "in english territories you have 2 pieces, the Ghost 1" in f.text
    assert "in french territories you have 0 pieces, the Ghost 0" in g.text
    assert "your Long House holds 0 Warriors, 0 Women, 0 Hunters" in h.text

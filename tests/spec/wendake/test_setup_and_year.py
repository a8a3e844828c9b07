"""Setup, the year, Restore and the end (seed sections "Solo setup", "A solo year",
"Your turns", "The Ghost's turns", "Solo Restore", "Objectives and the end")."""

from __future__ import annotations

import pytest

from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.wendake import clauses as c
from spec.wendake import data
from spec.wendake import rulings as r
from spec.wendake.ghost import current_action
from spec.wendake.model import Difficulty, Kind, MaskSlot, Natives, Owner
from spec.wendake.player import injure
from spec.wendake.scoring import final_score, turtle_points_now
from spec.wendake.setup import setup
from spec.wendake.year import play_from, play_game, play_year, restore, year_start

from .build import MASKS, state


@pytest.mark.cites(c.DIFFICULTY.id, c.OBJECTIVE_POINTS.id)
@pytest.mark.parametrize("difficulty, worth", [("easy", 3), ("medium", 2), ("hard", 1)])
def test_difficulty_sets_what_an_objective_is_worth(difficulty: str, worth: int) -> None:
    s = evolve(state(), difficulty=Difficulty(difficulty), objectives_done=("A", "C"),
               player_score=10)
    result = final_score(s, Trace())
    # Cards G1a, G2a, G3a carry Objectives A, C and E; A and C are done.
    assert result.objectives == ("A", "C")
    assert result.player_total == 10 + 2 * worth


@pytest.mark.cites(c.BOARD.id)
def test_four_progress_tiles_per_level() -> None:
    s = setup(3)
    assert [len(level) for level in s.progress] == [4, 4, 4]
    assert all(t.startswith(f"P{i + 1}-") for i, level in enumerate(s.progress) for t in level)


@pytest.mark.cites(c.BOARD.id)
def test_your_pieces_start_as_for_two_players_with_nothing_scored() -> None:
    # Your own pieces as in a two-player game: 7 of each kind at Home, none
    # on the board or in the Long House, and no points yet.
    s = setup(3)
    assert s.player_score == 0
    assert s.player_home == Natives(7, 7, 7)
    assert s.player_long_house == Natives(0, 0, 0)
    assert all(t.count(Owner.PLAYER, k) == 0 and t.player_guards == 0
               for t in s.territories for k in Kind)


@pytest.mark.cites(c.GHOST_NATIVES.id)
def test_the_ghost_starts_with_seven_of_each_kind_at_home() -> None:
    s = setup(3)
    assert s.ghost_home == Natives(7, 7, 7)
    assert all(t.count(Owner.GHOST, k) == 0 for t in s.territories for k in Kind)


@pytest.mark.cites(c.GHOST_CARDS.id)
def test_three_of_the_four_ghost_cards_either_side() -> None:
    seen_sides = set()
    for seed in range(30):
        cards = setup(seed).cards
        numbers = [k.id[1] for k in cards]
        assert len(cards) == 3 and len(set(numbers)) == 3
        seen_sides |= {k.id[2] for k in cards}
    assert seen_sides == {"a", "b"}


@pytest.mark.cites(c.SCORE_DISKS.id, c.GOAL.id)
def test_score_disks_show_the_printed_total() -> None:
    s = setup(8)
    assert sum(s.score_disks) == sum(k.points for k in s.cards) == s.printed_total


@pytest.mark.cites(c.TRIBE_CARD.id)
def test_the_tribe_card_is_optional_and_changes_no_ghost_decision() -> None:
    assert setup(4, tribe_card=True).tribe_card and not setup(4).tribe_card
    # The same game with and without the card: the Ghost decides alike.
    with_card = play_from(setup(4, tribe_card=True), Rulings(), Trace(on=False))
    without = play_from(setup(4), Rulings(), Trace(on=False))
    assert with_card[1] == without[1]
    assert with_card[2] == without[2]


@pytest.mark.cites(c.GHOST_DISKS.id, c.ACTION_MARKERS.id, c.TURN_ORDER_SETUP.id)
def test_ghost_disks_markers_and_turn_order_at_setup() -> None:
    s = setup(9)
    assert s.progress_disk == 1
    assert s.mask_space == (1, 1)
    assert s.advanced_disk == 0 and len(s.advanced) == 8
    assert s.turn == 0  # no Ghost Action marker placed yet
    assert s.player_first


@pytest.mark.cites(c.MASK_CARD.id)
def test_the_mask_goes_under_the_leftmost_card_without_one() -> None:
    s = evolve(state(), year=2, masks=((MaskSlot(MASKS["M3"], False),), (), ()))
    after = year_start(s, Rulings(), Trace())
    assert [len(stack) for stack in after.masks] == [1, 1, 0]
    assert after.masks[1][-1].face_up


@pytest.mark.cites(c.MASK_CARD.id)
@pytest.mark.parametrize("option, index", [("counts", 1), ("does-not-count", 0)])
def test_whether_a_face_down_mask_counts(option: str, index: int) -> None:
    s = evolve(state(), year=2, masks=((MaskSlot(MASKS["M3"], False),), (), ()))
    after = year_start(s, Rulings.of({r.FACE_DOWN_MASK.id: option}), Trace())
    assert after.masks[index][-1].face_up


@pytest.mark.cites(c.MASK_CARD.id, c.MASKS_AWAY.id, c.NEW_YEAR.id, c.SEVEN_YEARS.id)
@pytest.mark.parametrize("option", ["counts", "does-not-count"])
def test_no_year_starts_with_every_ghost_card_masked(option: str) -> None:
    # One Mask a year goes under the leftmost card without one (mask-card);
    # Restore turns it face down (new-year) and clears them all after Years
    # 3 and 6 (masks-away); the game has seven years. So Years 1, 4 and 7
    # start with no card covered, 2 and 5 with one, 3 and 6 with two: there
    # are three cards, and one is always free. When a face-down Mask does not
    # count, every Mask lies face down when a year starts, so card 1 is free.
    rulings = Rulings.of({r.FACE_DOWN_MASK.id: option})
    for seed in range(12):
        s = setup(seed)
        while s.year <= data.YEARS:
            covered = sum(1 for stack in s.masks if stack)
            if option == "counts":
                assert covered == (s.year - 1) % 3 < len(s.masks)
            else:
                assert covered <= 1 and not any(m.face_up for st in s.masks for m in st)
            s, _ = play_year(s, rulings, Trace(on=False))


@pytest.mark.cites(c.MASK_CARD.id)
def test_a_year_with_every_card_masked_is_refused_not_decided() -> None:
    # Only a state play never reaches has no card free; the text says nothing
    # of it, so the model decides nothing and says so.
    down = tuple((MaskSlot(MASKS[m], False),) for m in ("M3", "M4", "M6"))
    s = evolve(state(), year=2, masks=down)
    with pytest.raises(ValueError, match="which play never reaches"):
        year_start(s, Rulings(), Trace())


@pytest.mark.cites(c.MASK_ROW.id, c.GHOST_TURN.id)
def test_the_mask_row_runs_right_and_wraps() -> None:
    # M2 marks row 2, under card 2: actions from cards 2, 3, then 1.
    s = state(("G1a", "G2a", "G3a"), "M2", under=1)
    got = [current_action(evolve(s, turn=t), Trace(on=False)) for t in range(3)]
    assert [i for i, _ in got] == [1, 2, 0]
    assert [a.value for _, a in got] == ["warrior", "hunter", "progress-up"]


@pytest.mark.cites(c.ALTERNATE.id, c.SEVEN_YEARS.id)
def test_seven_years_alternating_who_starts() -> None:
    game = play_game(2, Rulings(), Trace(on=False))
    assert [y.year for y in game.years] == list(range(1, 8))
    assert [y.player_first for y in game.years] == [True, False] * 3 + [True]
    assert all(len(y.ghost) == 3 and len(y.player) == 3 for y in game.years)


@pytest.mark.cites(c.ALTERNATE.id)
def test_turns_alternate_within_a_year() -> None:
    trace = Trace()
    play_game(2, Rulings(), trace)
    movers = [s.clause for s in trace.steps if s.clause in (c.THREE_MARKERS.id, c.MASK_ROW.id)]
    first_year = movers[:6]
    assert first_year == [c.THREE_MARKERS.id, c.MASK_ROW.id] * 3


@pytest.mark.cites(c.THREE_MARKERS.id)
def test_you_take_three_actions_a_year() -> None:
    game = play_game(6, Rulings(), Trace(on=False))
    assert sum(len(y.player) for y in game.years) == 21


@pytest.mark.cites(c.INJURED_GO_HOME.id)
def test_an_injured_ghost_native_goes_home() -> None:
    s = state(territories={"english-far": {"fields": ["ghost-woman", ""]}})
    assert s.ghost_home.woman == 6
    after = injure(s, s.territories[1], Trace())
    assert after.ghost_home.woman == 7
    assert after.territories[1].count(Owner.GHOST, Kind.WOMAN) == 0


@pytest.mark.cites(c.RESTORE_TURN_ORDER.id, c.NEW_YEAR.id)
def test_restore_keeps_turn_order_then_swaps_it_for_the_new_year() -> None:
    s = evolve(state(), year=2, player_first=False, turn=3)
    trace = Trace()
    after = restore(s, trace)
    clauses = [st.clause for st in trace.steps]
    assert clauses[0] == c.RESTORE_TURN_ORDER.id
    assert (after.year, after.player_first, after.turn) == (3, True, 0)
    assert after.masks[0][-1].face_up is False


@pytest.mark.cites(c.RESTORE_ADVANCED.id)
def test_restore_removes_the_advanced_tile_above_the_disk() -> None:
    s = state()
    first, second = s.advanced[0], s.advanced[1]
    after = restore(s, Trace())
    assert first not in after.advanced
    assert after.advanced[after.advanced_disk] == second


@pytest.mark.cites(c.RESTORE_MASK_DISK.id)
def test_the_mask_disk_drops_to_the_second_row_in_year_4() -> None:
    spaces = []
    s = state()
    for year in range(1, 7):
        s = restore(evolve(s, year=year), Trace(on=False))
        spaces.append(s.mask_space)
    assert spaces == [(1, 2), (1, 3), (2, 1), (2, 2), (2, 3), (2, 4)]


@pytest.mark.cites(c.MASKS_AWAY.id, c.NEW_YEAR.id)
@pytest.mark.parametrize("year, cleared", [(2, False), (3, True), (6, True), (7, False)])
def test_masks_leave_after_years_3_and_6(year: int, cleared: bool) -> None:
    s = evolve(state(), year=year, masks=((MaskSlot(MASKS["M1"], False),),
                                          (MaskSlot(MASKS["M2"], False),),
                                          (MaskSlot(MASKS["M3"], True),)))
    after = restore(s, Trace())
    assert (after.masks == ((), (), ())) is cleared
    if cleared:
        assert [m.id for m in after.mask_deck.discard[:3]] == ["M1", "M2", "M3"]


@pytest.mark.cites(c.NEW_YEAR.id, c.SEVEN_YEARS.id)
def test_the_game_ends_after_year_7() -> None:
    after = restore(evolve(state(), year=7), Trace())
    assert after.year == data.YEARS + 1


@pytest.mark.cites(c.RESTORE_PROGRESS.id)
def test_restore_leaves_the_progress_tiles_alone() -> None:
    s = state()
    assert restore(s, Trace(on=False)).progress == s.progress


@pytest.mark.cites(c.OBJECTIVES.id, c.WIN.id)
def test_you_must_beat_the_ghost_a_tie_is_not_enough() -> None:
    s = evolve(state(), player_score=31, objectives_done=())  # printed total 31
    assert not final_score(s, Trace()).player_wins
    assert final_score(evolve(s, player_score=32), Trace()).player_wins


@pytest.mark.cites(c.OBJECTIVES.id)
def test_only_the_objectives_of_the_cards_in_play_count() -> None:
    # B, D, F and H are on cards that are not in play (G1a, G2a, G3a carry A,
    # C and E), and the empty board meets none of A, C and E.
    s = evolve(state(), objectives_done=("B", "D", "F", "H"))
    assert final_score(s, Trace()).objectives == ()
    assert final_score(evolve(s, objectives_done=("C",)), Trace()).objectives == ("C",)


@pytest.mark.cites(c.TURTLE_TIP.id)
def test_turtle_tip_levels_3_and_4_now_level_5_at_the_end() -> None:
    # The booklet's tip, level by level: score 3 and 4 as taken, keep 5.
    assert [turtle_points_now(level) for level in (3, 4, 5)] == [True, True, False]


@pytest.mark.cites(c.NEW_YEAR.id, c.SEVEN_YEARS.id)
@pytest.mark.parametrize("year, ends", [(1, False), (6, False), (7, True)])
def test_restore_says_the_game_ends_only_after_the_seventh_year(year: int, ends: bool) -> None:
    trace = Trace()
    restore(evolve(state(), year=year), trace)
    (step,) = [s for s in trace.steps if s.clause == c.NEW_YEAR.id and "round marker" in s.text]
    assert ("the game ends" in step.text) is ends

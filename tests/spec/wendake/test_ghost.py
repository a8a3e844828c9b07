"""The Ghost's actions and where its Natives go (seed sections "Ghost actions",
"Where the Ghost's Natives go")."""

from __future__ import annotations

import pytest

from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.wendake import clauses as c
from spec.wendake import rulings as r
from spec.wendake.ghost import (flagged, ghost_turn, move_native, progress_up, score,
                                take_progress)
from spec.wendake.model import Kind, Natives, Owner

from .build import state

DEFAULT = Rulings()


@pytest.mark.cites(c.PROGRESS_UP.id)
@pytest.mark.parametrize("before, after", [(1, 2), (2, 3), (3, 3)])
def test_progress_disk_up_one_level_staying_at_3(before: int, after: int) -> None:
    s, _ = progress_up(evolve(state(), progress_disk=before), Trace())
    assert s.progress_disk == after


@pytest.mark.cites(c.TAKE_PROGRESS.id)
def test_take_the_leftmost_tile_of_the_disk_level_then_back_to_level_1() -> None:
    s = evolve(state(), progress_disk=2, progress=(("a",), ("b1", "b2"), ("c",)))
    after, tile = take_progress(s, DEFAULT, Trace())
    assert tile == "b1"
    assert after.progress == (("a",), ("b2",), ("c",))
    assert after.progress_disk == 1


@pytest.mark.cites(c.TAKE_PROGRESS.id)
def test_an_empty_level_gives_way_to_the_next_lower() -> None:
    s = evolve(state(), progress_disk=3, progress=(("a",), ("b1", "b2"), ()))
    _, tile = take_progress(s, DEFAULT, Trace())
    assert tile == "b1"


@pytest.mark.cites(c.TAKE_PROGRESS.id)
@pytest.mark.parametrize("option, tile", [("lower-levels", "a"), ("next-lower-only", ""),
                                          ("any-level", "a")])
def test_two_empty_levels(option: str, tile: str) -> None:
    # Disk at 3; Levels 3 and 2 empty; Level 1 has a tile.
    s = evolve(state(), progress_disk=3, progress=(("a",), (), ()))
    after, got = take_progress(s, Rulings.of({r.PROGRESS_EMPTY.id: option}), Trace())
    assert got == tile
    assert after.progress_disk == 1


@pytest.mark.cites(c.TAKE_PROGRESS.id)
@pytest.mark.parametrize("option, tile", [("lower-levels", ""), ("any-level", "b")])
def test_level_1_empty_with_higher_levels_full(option: str, tile: str) -> None:
    s = evolve(state(), progress_disk=1, progress=((), ("b",), ("c",)))
    _, got = take_progress(s, Rulings.of({r.PROGRESS_EMPTY.id: option}), Trace())
    assert got == tile


@pytest.mark.cites(c.TAKE_PROGRESS.id)
@pytest.mark.parametrize("option", ["lower-levels", "next-lower-only", "any-level"])
def test_no_tile_on_any_level(option: str) -> None:
    # Disk at 3 and every level empty: whichever levels a reading looks at,
    # there is no tile to take; the disk still returns to Level 1.
    s = evolve(state(), progress_disk=3, progress=((), (), ()))
    after, got = take_progress(s, Rulings.of({r.PROGRESS_EMPTY.id: option}), Trace())
    assert got == ""
    assert after.progress == ((), (), ()) and after.progress_disk == 1


@pytest.mark.cites(c.NATIVE_ACTION.id, c.WARRIOR.id)
def test_a_warrior_taken_from_the_board_leaves_its_territory() -> None:
    # All 7 Ghost Warriors stand as Guards: 3 in english-far, 4 in french-near.
    # This year's blanket (Mask M1) is English. Read move-from-board, the Ghost
    # takes one from the first territory of the other flag, french-near (4 to
    # 3), and places it by the Warrior rule: English near 0, far 3, so near.
    s = state(territories={"english-far": {"ghost_guards": 3},
                           "french-near": {"ghost_guards": 4}})
    assert s.ghost_home.warrior == 0
    after, where, _, _ = move_native(s, Kind.WARRIOR,
                                     Rulings.of({r.NO_NATIVE_HOME.id: "move-from-board"}),
                                     Trace())
    guards = {t.id: t.ghost_guards for t in after.territories}
    assert where == "english-near"
    assert guards == {"english-near": 1, "english-far": 3, "french-near": 3, "french-far": 0}
    assert after.ghost_home.warrior == 0


@pytest.mark.cites(c.SCORE_ACTION.id)
def test_score_adds_one_to_the_ghost_total() -> None:
    s = state()
    after = score(s, Trace())
    assert after.ghost_score == s.ghost_score + 1 == s.printed_total + 1


@pytest.mark.cites(c.BLANKET.id, c.NEAR_FAR.id)
@pytest.mark.parametrize("mask, near, far", [("M1", "english-near", "english-far"),
                                             ("M5", "french-near", "french-far")])
def test_the_blanket_picks_the_flag_and_steps_pick_near(mask: str, near: str, far: str) -> None:
    n, f = flagged(state(mask=mask), Trace())
    assert (n.id, f.id) == (near, far)
    assert n.steps < f.steps


@pytest.mark.cites(c.NEAR_FAR.id)
def test_the_near_english_territory_is_the_big_one() -> None:
    n, f = flagged(state(mask="M1"), Trace())
    assert len(n.fields) + len(n.forests) > len(f.fields) + len(f.forests)


@pytest.mark.cites(c.WARRIOR.id, c.NATIVE_ACTION.id)
@pytest.mark.parametrize("near, far, goes", [(0, 0, "english-near"), (1, 1, "english-near"),
                                             (1, 2, "english-near"), (2, 1, "english-far")])
def test_warrior_goes_near_unless_the_ghost_has_more_guards_there(near: int, far: int,
                                                                  goes: str) -> None:
    # G1b row 1 is a Warrior; M1 marks row 1 with the English blanket.
    s = state(("G1b", "G2a", "G3a"), "M1", territories={
        "english-near": {"ghost_guards": near}, "english-far": {"ghost_guards": far}})
    after, turn = ghost_turn(s, DEFAULT, Trace())
    assert turn.territory == goes and turn.attacked == ""
    t = {x.id: x for x in after.territories}[goes]
    assert t.ghost_guards == (near if goes == "english-near" else far) + 1
    assert after.ghost_home.warrior == s.ghost_home.warrior - 1


@pytest.mark.cites(c.WARRIOR.id)
def test_ghost_warriors_never_attack() -> None:
    # Your Guards and Women fill the near territory: the Warrior still just stands.
    s = state(("G1b", "G2a", "G3a"), "M1", territories={
        "english-near": {"fields": ["player-woman"] * 4, "player_guards": 2}})
    after, turn = ghost_turn(s, DEFAULT, Trace())
    assert turn.attacked == ""
    assert after.player_long_house == Natives(0, 0, 0)
    assert after.territories[0].fields == s.territories[0].fields


@pytest.mark.cites(c.WOMAN.id)
def test_a_woman_takes_the_first_free_field() -> None:
    s = state(territories={"english-near": {"fields": ["player-woman", "", "", ""]}})
    after, turn = ghost_turn(s, DEFAULT, Trace())  # G1a row 1: Woman
    assert turn.territory == "english-near"
    assert [p.owner.value if p else "" for p in after.territories[0].fields] == \
        ["player", "ghost", "", ""]


@pytest.mark.cites(c.WOMAN.id, c.ATTACK.id, c.NO_WARRIOR_NEEDED.id)
def test_a_woman_attacks_your_woman_without_a_warrior() -> None:
    # French blanket (M5): near French has 2 fields, far French 2.
    s = state(mask="M5", territories={"french-near": {"fields": ["ghost-woman", "player-woman"]},
                                      "french-far": {"fields": ["ghost-woman", ""]}})
    assert s.ghost_home.warrior == 7  # no Ghost Warrior anywhere
    after, turn = ghost_turn(s, DEFAULT, Trace())
    assert turn.attacked == "woman"
    assert after.territories[2].count(Owner.GHOST, Kind.WOMAN) == 2
    assert after.player_long_house == Natives(0, 1, 0)
    assert after.ghost_home.woman == s.ghost_home.woman - 1


@pytest.mark.cites(c.ATTACK.id)
def test_an_attacked_outpost_is_injured_and_nothing_is_placed() -> None:
    s = state(mask="M5", territories={"french-near": {"fields": ["ghost-woman",
                                                                 "player-outpost"]},
                                      "french-far": {"fields": ["ghost-woman", ""]}})
    after, turn = ghost_turn(s, DEFAULT, Trace())
    assert turn.attacked == "outpost"
    assert after.territories[2].fields[1] is None
    assert after.ghost_home == s.ghost_home
    assert after.player_outposts == s.player_outposts + 1


@pytest.mark.cites(c.ATTACK.id)
def test_your_guard_takes_the_blow_and_your_piece_stays() -> None:
    s = state(mask="M5", territories={"french-near": {"fields": ["ghost-woman", "player-woman"],
                                                      "player_guards": 1},
                                      "french-far": {"fields": ["ghost-woman", ""]}})
    after, turn = ghost_turn(s, DEFAULT, Trace())
    assert turn.attacked == "guard"
    assert after.territories[2].player_guards == 0
    assert after.territories[2].fields == s.territories[2].fields
    assert after.player_long_house == Natives(1, 0, 0)


@pytest.mark.cites(c.WOMAN.id)
def test_nothing_happens_when_both_territories_are_full_of_ghosts() -> None:
    s = state(territories={"english-near": {"fields": ["ghost-woman"] * 4},
                           "english-far": {"fields": ["ghost-woman"] * 2}})
    after, turn = ghost_turn(s, DEFAULT, Trace())
    assert turn.territory == "" and after.territories == s.territories


@pytest.mark.cites(c.HUNTER.id)
@pytest.mark.parametrize("option, goes", [("other-territory", "english-far"), ("nothing", "")])
def test_the_booklet_hunter_example(option: str, goes: str) -> None:
    # One Ghost Hunter in each English territory: near (1 forest) is full.
    # G2a row 1 is a Hunter.
    s = state(("G2a", "G1a", "G3a"), "M1", territories={
        "english-near": {"forests": ["ghost-hunter"]},
        "english-far": {"forests": ["ghost-hunter", ""]}})
    trace = Trace()
    _, turn = ghost_turn(s, Rulings.of({r.FULL_OF_GHOSTS.id: option}), trace)
    assert turn.action.value == "hunter"
    assert turn.territory == goes
    assert f"{r.FULL_OF_GHOSTS.id}={option}" in trace.rulings_consulted


@pytest.mark.cites(c.WOMAN.id, c.ATTACK.id)
@pytest.mark.parametrize("option, hit", [("first-space", "outpost"), ("prefer-native", "woman"),
                                         ("prefer-outpost", "outpost")])
def test_which_of_your_pieces_is_attacked(option: str, hit: str) -> None:
    s = state(mask="M5", territories={"french-near": {"fields": ["player-outpost",
                                                                 "player-woman"]},
                                      "french-far": {"fields": ["ghost-woman", ""]}})
    _, turn = ghost_turn(s, Rulings.of({r.ATTACK_TARGET.id: option}), Trace())
    assert turn.attacked == hit


@pytest.mark.cites(c.NATIVE_ACTION.id)
@pytest.mark.parametrize("option, placed", [("nothing", False), ("move-from-board", True)])
def test_no_native_of_the_kind_at_home(option: str, placed: bool) -> None:
    s = state(territories={
        "english-near": {"fields": ["ghost-woman", "player-woman", "player-woman", ""]},
        "english-far": {"fields": ["ghost-woman", "ghost-woman"]},
        "french-near": {"fields": ["ghost-woman", "ghost-woman"]},
        "french-far": {"fields": ["ghost-woman", "ghost-woman"]}})
    assert s.ghost_home.woman == 0
    after, turn = ghost_turn(s, Rulings.of({r.NO_NATIVE_HOME.id: option}), Trace())
    assert bool(turn.territory) is placed
    # Either way no Native is created: still 7 Ghost Women in all.
    on_board = sum(t.count(Owner.GHOST, Kind.WOMAN) for t in after.territories)
    assert on_board + after.ghost_home.woman == 7

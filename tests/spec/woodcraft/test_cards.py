"""Solo cards: tiles, effects, the rare special case (seed sections "Solo cards",
"Rare special case")."""

from __future__ import annotations

import pytest

from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.woodcraft import clauses as c
from spec.woodcraft import rulings as r
from spec.woodcraft.cards import solo_step
from spec.woodcraft.model import Display, Effect, SoloCard

from .build import BLOCKED_UPGRADE, BLOCKED_UPGRADE_AGES, state

DEFAULT = Rulings()
START = [["Buy", "Cut", "Glue", "Choose Orders", "Hire Helpers", "Grow", "Upgrade"], [], [], []]


def where(s: object, tile: str) -> int:
    from spec.woodcraft.model import SoloState

    assert isinstance(s, SoloState)
    return s.wheel.where(tile)[0]


@pytest.mark.cites(c.TWO_TILES.id, c.DRAW_CARD.id)
def test_two_tile_card_moves_both_tiles_in_order_and_is_discarded() -> None:
    s = state(START, draw=["S4"])  # S4: Upgrade then Cut, no effect
    after, step = solo_step(s, DEFAULT, Trace())
    assert step.drawn == ("S4",) and step.moved == ("Upgrade", "Cut")
    # Both went to quadrant 2, Upgrade first: it arrived first.
    assert [p.tile for p in after.wheel.quadrants[1]] == ["Upgrade", "Cut"]
    assert after.deck.discard[-1].id == "S4"
    assert "S4" not in [x.id for x in after.deck.draw_pile]


@pytest.mark.cites(c.TWO_TILES.id, c.SKIP_BLOCKED.id)
def test_the_first_tile_can_block_the_second() -> None:
    # Quadrant 2 has one free space: Cut (shown first) takes it, Glue is blocked.
    s = state([["Cut", "Glue"], ["Buy", "Choose Orders", "Grow"], ["Hire Helpers"], ["Upgrade"]],
              {"Buy": 1, "Choose Orders": 2, "Grow": 3, "Hire Helpers": 4, "Upgrade": 5},
              draw=["S1"])
    _, step = solo_step(s, DEFAULT, Trace())
    assert step.moved == ("Cut",) and step.skipped == ("Glue",)


@pytest.mark.cites(c.NO_BONUSES.id)
def test_solo_moves_give_nobody_anything() -> None:
    s = state(START, draw=["S4"])
    after, _ = solo_step(s, DEFAULT, Trace())
    assert after.score == s.score
    assert after.reputation == s.reputation
    assert after.contracts == s.contracts
    assert (after.orders, after.helpers, after.lumber_yard) == (s.orders, s.helpers,
                                                                 s.lumber_yard)


@pytest.mark.cites(c.EFFECT_AFTER.id, c.REMOVE_ORDERS.id)
def test_remove_orders_after_the_tiles_and_refill_from_the_pile() -> None:
    s = state(START, draw=["S1"])  # S1: Cut, Glue; remove orders 1 and 2
    s = evolve(s, orders=Display(("o1", "o2", "o3", "o4"), ("o5", "o6", "o7")))
    trace = Trace()
    after, step = solo_step(s, DEFAULT, trace)
    assert after.orders.row == ("o5", "o6", "o3", "o4")
    assert after.orders.pile == ("o7",)
    assert after.orders.removed == ("o1", "o2")
    clauses = [st.clause for st in trace.steps]
    assert clauses.index(c.REMOVE_ORDERS.id) > clauses.index(c.TWO_TILES.id)


@pytest.mark.cites(c.REMOVE_HELPERS.id)
def test_remove_helpers_leaves_a_place_empty_when_the_pile_is_used_up() -> None:
    s = state(START, draw=["S2"])  # S2: Buy, Choose Orders; remove helpers 1 and 2
    s = evolve(s, helpers=Display(("h1", "h2", "h3", "h4"), ("h5",)))
    after, _ = solo_step(s, DEFAULT, Trace())
    assert after.helpers.row == ("h5", "", "h3", "h4")
    assert after.helpers.pile == ()


@pytest.mark.cites(c.REMOVE_HELPERS.id)
def test_a_marked_place_already_empty_removes_nothing() -> None:
    # Place 2 was left empty by a used-up pile: removing helpers 1 and 2
    # removes h1 only, and with no pile left both places stay empty.
    s = state(START, draw=["S2"])  # S2: Buy, Choose Orders; remove helpers 1 and 2
    s = evolve(s, helpers=Display(("h1", "", "h3", "h4"), ()))
    after, _ = solo_step(s, DEFAULT, Trace())
    assert after.helpers.row == ("", "", "h3", "h4")
    assert after.helpers.removed == ("h1",)


@pytest.mark.cites(c.REROLL_DICE.id)
def test_reroll_touches_only_the_marked_colours() -> None:
    changed = 0
    for seed in range(20):
        s = state(START, draw=["S7"], seed=seed)  # S7 marks red and dark
        after, _ = solo_step(s, DEFAULT, Trace(on=False))
        assert [d.colour for d in after.lumber_yard] == [d.colour for d in s.lumber_yard]
        for old, new in zip(s.lumber_yard, after.lumber_yard):
            assert 1 <= new.value <= 6
            if old.colour == "light":
                assert new == old
            elif new != old:
                changed += 1
    assert changed > 0


@pytest.mark.cites(c.ONE_TILE_PLUS_ONE.id)
def test_one_tile_card_moves_only_its_tile_and_advances_one() -> None:
    s = state(START, draw=["S9"], nonplayer=4)  # S9: Glue, +1
    after, step = solo_step(s, DEFAULT, Trace())
    assert step.moved == ("Glue",)
    assert [p.tile for p in after.wheel.quadrants[1]] == ["Glue"]
    assert step.nonplayer == 5


@pytest.mark.cites(c.LAST_TILE_PLUS_TWO.id)
def test_last_tile_moves_the_tile_that_waited_longest() -> None:
    ages = {"Buy": 4, "Cut": 2, "Glue": 6, "Choose Orders": 7, "Hire Helpers": 8, "Grow": 9,
            "Upgrade": 10}
    s = state([["Glue", "Buy"], ["Cut", "Choose Orders"], ["Hire Helpers", "Grow"], ["Upgrade"]],
              ages, draw=["S10"], nonplayer=1)
    _, step = solo_step(s, DEFAULT, Trace())
    assert step.moved == ("Cut",)
    assert step.nonplayer == 3
    assert step.tiles_removed == (3,)


@pytest.mark.cites(c.LAST_TILE_PLUS_TWO.id)
@pytest.mark.parametrize("option, tile", [("wheel-order", "Cut"), ("last-in-wheel-order",
                                                                    "Upgrade")])
def test_a_tie_for_farthest_behind_is_settled_by_the_ruling(option: str, tile: str) -> None:
    s = state([["Cut", "Glue", "Choose Orders", "Hire Helpers", "Grow", "Upgrade"], ["Buy"], [],
               []], {"Buy": 1}, draw=["S10"])
    trace = Trace()
    _, step = solo_step(s, Rulings.of({r.FARTHEST_TIE.id: option}), trace)
    assert step.moved == (tile,)
    assert f"{r.FARTHEST_TIE.id}={option}" in trace.rulings_consulted


@pytest.mark.cites(c.LAST_TILE_PLUS_TWO.id)
def test_a_random_tie_break_is_seeded_and_picks_among_the_tied() -> None:
    picks = set()
    for seed in range(30):
        s = state([["Cut", "Glue", "Choose Orders", "Hire Helpers", "Grow", "Upgrade"], ["Buy"],
                   [], []], {"Buy": 1}, draw=["S10"], seed=seed)
        rulings = Rulings.of({r.FARTHEST_TIE.id: "random"})
        _, one = solo_step(s, rulings, Trace(on=False))
        _, two = solo_step(s, rulings, Trace(on=False))
        assert one == two
        picks.add(one.moved[0])
    assert "Buy" not in picks and len(picks) > 2


@pytest.mark.cites(c.SKIP_BLOCKED.id, c.LAST_TILE_PLUS_TWO.id)
@pytest.mark.parametrize("option, drawn, moved", [
    ("skip", ("S10", "S4"), ("Cut",)),
    ("farthest-that-can-move", ("S10",), ("Buy",)),
])
def test_last_tile_blocked_readings(option: str, drawn: tuple[str, ...],
                                    moved: tuple[str, ...]) -> None:
    # Upgrade waited longest but cannot move; Buy is next oldest and can.
    s = state(BLOCKED_UPGRADE, BLOCKED_UPGRADE_AGES, draw=["S10", "S4"])
    _, step = solo_step(s, Rulings.of({r.LAST_TILE_BLOCKED.id: option}), Trace())
    assert step.drawn == drawn
    assert step.moved == moved


@pytest.mark.cites(c.SKIP_BLOCKED.id, c.ONE_TILE_PLUS_ONE.id)
@pytest.mark.parametrize("option, nonplayer", [("advance", 3), ("no-advance", 2)])
def test_advance_when_the_tile_cannot_move(option: str, nonplayer: int) -> None:
    card = SoloCard("X", ("Upgrade",), Effect.ONE_TILE_PLUS_ONE)
    s = state(BLOCKED_UPGRADE, BLOCKED_UPGRADE_AGES, draw=[card, "S4"], discard=[],
              nonplayer=2)
    _, step = solo_step(s, Rulings.of({r.ADVANCE_WHEN_BLOCKED.id: option}), Trace())
    # The +1 card moved nothing, so S4 follows and moves Cut (Upgrade is blocked).
    assert step.drawn == ("X", "S4")
    assert step.nonplayer == nonplayer
    assert step.tiles_removed == ((3,) if nonplayer == 3 else ())


@pytest.mark.cites(c.SKIP_BLOCKED.id, c.REMOVE_ORDERS.id)
def test_orders_go_even_when_choose_orders_cannot_move() -> None:
    s = state([["Choose Orders"], ["Buy", "Cut", "Glue", "Upgrade"], ["Grow"], ["Hire Helpers"]],
              {"Buy": 1, "Cut": 2, "Glue": 3, "Upgrade": 4, "Grow": 5, "Hire Helpers": 6},
              draw=["S5"])
    s = evolve(s, orders=Display(("o1", "o2", "o3", "o4"), ("o5", "o6")))
    after, step = solo_step(s, DEFAULT, Trace())
    assert step.skipped == ("Choose Orders",) and step.moved == ("Grow",)
    assert after.orders.row == ("o1", "o2", "o5", "o6")


@pytest.mark.cites(c.NO_TILE_MOVED.id)
def test_a_card_that_moved_nothing_is_followed_by_another() -> None:
    blocked = SoloCard("X", ("Upgrade",), Effect.REMOVE_ORDERS, marked=(1,))
    s = state(BLOCKED_UPGRADE, BLOCKED_UPGRADE_AGES, draw=[blocked, "S9", "S1"], discard=[])
    after, step = solo_step(s, DEFAULT, Trace())
    assert step.drawn == ("X", "S9")
    assert step.moved == ("Glue",)
    assert [x.id for x in after.deck.discard] == ["X", "S9"]


NOTHING = [SoloCard("X1", ("Upgrade",), Effect.ONE_TILE_PLUS_ONE),
           SoloCard("X2", ("Upgrade",), Effect.NONE)]


@pytest.mark.cites(c.NO_TILE_MOVED.id, c.RESHUFFLE.id)
@pytest.mark.parametrize("option, drawn_count, dead_end", [
    ("reshuffle-until-cycle", None, False),
    ("stop-at-empty-deck", 1, False),
    ("keep-drawing", None, True),
])
def test_a_deck_that_can_move_nothing(option: str, drawn_count: int | None,
                                      dead_end: bool) -> None:
    s = state(BLOCKED_UPGRADE, BLOCKED_UPGRADE_AGES, draw=[NOTHING[0]], discard=[NOTHING[1]])
    _, step = solo_step(s, Rulings.of({r.REDRAW_EXHAUSTED.id: option}), Trace())
    assert step.moved == () and step.exhausted
    assert step.dead_end is dead_end
    if drawn_count is not None:
        assert len(step.drawn) == drawn_count
    else:
        assert set(step.drawn) == {"X1", "X2"} and step.reshuffles == 1


@pytest.mark.cites(c.NO_TILE_MOVED.id)
def test_stopping_at_the_empty_deck_is_said_under_its_ruling() -> None:
    # Read stop-at-empty-deck: X1 moves nothing and the draw pile is empty,
    # so the step ends there, and the trace says that the Ruling decided.
    s = state(BLOCKED_UPGRADE, BLOCKED_UPGRADE_AGES, draw=[NOTHING[0]], discard=[NOTHING[1]])
    trace = Trace()
    solo_step(s, Rulings.of({r.REDRAW_EXHAUSTED.id: "stop-at-empty-deck"}), trace)
    said = [x for x in trace.steps if x.ruling == f"{r.REDRAW_EXHAUSTED.id}=stop-at-empty-deck"]
    assert [x.clause for x in said] == [c.NO_TILE_MOVED.id]


@pytest.mark.cites(c.RESHUFFLE.id)
def test_an_empty_deck_is_reshuffled_before_drawing() -> None:
    s = state(START, draw=[], discard=["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9",
                                       "S10"])
    after, step = solo_step(s, DEFAULT, Trace())
    assert step.reshuffles == 1
    assert len(after.deck.draw_pile) + len(after.deck.discard) == 10
    assert len(after.deck.discard) == len(step.drawn)

"""Questions the rulebook leaves open (issue 10), each a Ruling: its witness
is run under every reading and the answers are checked against the ones
worked out by hand in the example file; and questions the text does settle,
pinned to the text's answer.
"""

from __future__ import annotations

from typing import Any

import pytest

from spec.core.rulings import AnyRuling
from spec.darwins_journey import clauses as c
from spec.darwins_journey import rulings as r
from spec.darwins_journey.economy import seal_shortfall
from spec.darwins_journey.icons import Seals

from ..example_answers import answer


def _answer(name: str, ruling: AnyRuling, option: str) -> Any:
    return answer("darwins-journey", name, ruling.id, option)


# Question 1: purple seals.
@pytest.mark.cites(c.CREW_PURPLE_COUNTS.id, c.PURPLE_ANY_COLOUR.id)
def test_two_purple_seals_for_two_colours_under_each_reading() -> None:
    name = "crew-two-purple-seals.toml"
    each = _answer(name, r.PURPLE_COLOURS, "each-any")
    one = _answer(name, r.PURPLE_COLOURS, "one-colour")
    assert each["legal"] == {"crew 1 1": True, "crew 1 2": False}
    assert one["legal"] == {"crew 1 1": False, "crew 1 2": False}


@pytest.mark.cites(c.SEAL_REQUIREMENT.id, c.PURPLE_ANY_COLOUR.id)
def test_a_purple_seal_counts_as_one_of_several_seals_of_a_colour_under_both_readings() -> None:
    # Settled by the text (Wax Seal Requirements): a purple seal is treated as a
    # seal of the colour asked, and the requirement counts seals of that colour.
    two_blue = Seals(blue=2)
    for one in (False, True):
        assert seal_shortfall(("blue", "purple"), two_blue, one) == 0
        assert seal_shortfall(("red", "purple"), two_blue, one) == 1
        assert seal_shortfall(("purple", "purple"), two_blue, one) == 0
    # Two colours short: the readings part.
    both = Seals(blue=1, red=1)
    assert seal_shortfall(("purple", "purple"), both) == 0
    assert seal_shortfall(("purple", "purple"), both, True) == 1


# Question 2: where Automatically Fulfil an Objective may put a tile.
@pytest.mark.cites(c.FULFIL_OBJECTIVE.id, c.OBJECTIVE_FROM_RESERVE.id)
def test_fulfil_objective_space_under_each_reading() -> None:
    name = "special-fulfil-objective-other-colour.toml"
    own = _answer(name, r.FULFIL_WHERE, "own-colour")
    anywhere = _answer(name, r.FULFIL_WHERE, "any-space")
    assert own["legal"] == {"perform 0 golden-17 6": True, "perform 0 golden-17 1": False}
    assert own["count"] == 6  # golden spaces 1-5, and done
    assert anywhere["legal"] == {"perform 0 golden-17 6": True, "perform 0 golden-17 1": True}
    assert anywhere["count"] == 11  # all ten spaces, and done


# Question 4: two workers of one player on the Turn Order location.
@pytest.mark.cites(c.TURN_ORDER_MODIFIED.id, c.SQUARE_LOCATION.id)
def test_two_workers_on_turn_order_under_each_reading() -> None:
    name = "turn-order-two-workers.toml"
    left = _answer(name, r.TWO_ON_TURN_ORDER, "left-most")
    right = _answer(name, r.TWO_ON_TURN_ORDER, "right-most")
    # Round 2 opens with player 1 (farthest left) under both; then 0, or 2.
    assert (left["mover"], left["round"], left["active"]) == (1, 2, 0)
    assert (right["mover"], right["round"], right["active"]) == (1, 2, 2)


@pytest.mark.cites(c.SQUARE_LOCATION.id, c.RESERVE_TURN_ORDER.id)
def test_a_player_may_place_a_second_worker_on_turn_order() -> None:
    # Settled by the text (Worker Placement Locations): a square or rectangular
    # location takes any number of workers, several of one player among them.
    from spec.darwins_journey.moves import Move, MoveKind
    from spec.darwins_journey.play import apply, moves
    from spec.darwins_journey.setup import setup
    from spec.core.rulings import DEFAULTS

    game = setup(2, 3)
    me = game.active
    game = apply(game, Move(MoveKind.PLACE, args=(1, "turn-order", 0)), DEFAULTS)
    while game.active == me:
        game = apply(game, moves(game, DEFAULTS)[-1], DEFAULTS)
    other = game.active
    game = apply(game, Move(MoveKind.PLACE, args=(1, "museum", 0)), DEFAULTS)
    while game.active == other:
        game = apply(game, moves(game, DEFAULTS)[-1], DEFAULTS)
    assert game.active == me
    assert Move(MoveKind.PLACE, args=(2, "turn-order", 0)) in moves(game, DEFAULTS)


# Question 5: how far the golden Extra Stop reaches.
@pytest.mark.cites(c.GOLDEN_EXTRA_STOP.id)
def test_extra_stop_scope_under_each_reading() -> None:
    name = "distinction-extra-stop-later-move.toml"
    placed = _answer(name, r.EXTRA_STOP_SCOPE, "placed-action")
    every = _answer(name, r.EXTRA_STOP_SCOPE, "every-move-this-turn")
    assert placed["count"] == 6
    assert placed["legal"] == {"perform 0 -1 O10 O11": True, "perform 0 0 O10 O11": False}
    assert every["count"] == 9
    assert every["legal"] == {"perform 0 -1 O10 O11": True, "perform 0 0 O10 O11": True}


@pytest.mark.cites(c.GOLDEN_EXTRA_STOP.id)
def test_the_extra_stop_ends_with_the_turn_under_either_reading() -> None:
    # Settled by the text (Distinctions): the bonus comes with the worker's
    # placement; the next turn starts without it.
    from spec.core.rulings import Rulings
    from spec.darwins_journey.moves import Move, MoveKind
    from spec.darwins_journey.play import apply, moves
    from spec.darwins_journey.setup import setup
    from spec.core.values import evolve

    game = setup(2, 3)
    me = game.active
    rows = list(game.me.rows)
    rows[1] = ("green", "green", "blue", "blue", "red", "yellow")
    players = list(game.players)
    players[me] = evolve(game.me, rows=tuple(rows))
    game = evolve(game, players=tuple(players))
    for reading in ("placed-action", "every-move-this-turn"):
        rulings = Rulings.of({r.EXTRA_STOP_SCOPE.id: reading})
        after = apply(game, Move(MoveKind.PLACE, args=(1, "exploration-top", 0)), rulings)
        assert after.stop_turn
        while after.active == me:
            after = apply(after, moves(after, rulings)[-1], rulings)
        assert not after.stop_turn


# Question 3: the number modifier. The Modifier Icons read a number as how
# many times the action may be performed; Navigation ("up to the number of
# spaces associated with the value shown in the top right corner of the
# icon"), Exploration ("up to the number of spots associated with the action")
# and Correspondence ("the action's icon indicates the number of Stamps", "only
# place them onto one Envelope") read it as the amount of one action. Ruling
# modifier-number holds both; its default, pinned here, is the amount.
@pytest.mark.cites(c.MOD_NUMBER.id, c.CORRESPONDENCE.id)
def test_modifier_number_under_each_reading() -> None:
    name = "modifier-number-correspondence.toml"
    amount = _answer(name, r.NUMBER_MODIFIER, "amount")
    times = _answer(name, r.NUMBER_MODIFIER, "times")
    assert amount["count"] == 7
    assert amount["legal"] == {"perform 0 1 0 0 0 0 1 0": True, "perform 0 2 0 0 0 0 2 0": True}
    assert times["count"] == 4
    assert times["legal"] == {"perform 0 1 0 0 0 0 1 0": True, "perform 0 2 0 0 0 0 2 0": False}


@pytest.mark.cites(c.MOD_NUMBER.id, c.CORRESPONDENCE.id)
def test_read_as_times_the_second_stamp_may_go_to_another_envelope() -> None:
    from spec.core.rulings import Rulings
    from spec.darwins_journey.moves import Move, MoveKind
    from spec.darwins_journey.play import apply, moves
    from spec.darwins_journey.setup import setup

    times = Rulings.of({r.NUMBER_MODIFIER.id: "times"})
    game = setup(2, 3)
    game = apply(game, Move(MoveKind.PLACE, args=(1, "correspondence-top", 0)), times)
    first = next(m for m in moves(game, times) if m.kind is MoveKind.PERFORM and m.args[0] == 1)
    game = apply(game, first, times)
    # One Stamp sent to Envelope 1; the second Correspondence of one is still open.
    sent = [m.args[:3] for m in moves(game, times) if m.kind is MoveKind.PERFORM]
    assert (0, 1, 0) in sent and all(sum(int(n) for n in to) == 1 for to in sent)


@pytest.mark.cites(c.MOD_NUMBER.id, c.NAVIGATION.id, c.CORRESPONDENCE.id)
def test_a_number_on_navigation_and_correspondence_is_one_action_s_amount() -> None:
    from spec.core.rulings import DEFAULTS
    from spec.darwins_journey.actions import ocean_routes
    from spec.darwins_journey.moves import Move, MoveKind
    from spec.darwins_journey.play import apply, moves
    from spec.darwins_journey.setup import setup

    # Navigation 3 from O0: one move of 1 to 3 spaces (the Ship acts only where
    # it ends), never three moves of one space each.
    routes = ocean_routes("O0", 3)
    assert {len(route) for route in routes} == {1, 2, 3}
    game = setup(2, 3)
    game = apply(game, Move(MoveKind.PLACE, args=(1, "navigation-top", 0)), DEFAULTS)
    sailed = [m for m in moves(game, DEFAULTS) if m.kind is MoveKind.PERFORM]
    assert sailed and all(len(m.args) - 1 <= 2 for m in sailed)  # Navigation 2: one move
    game = setup(2, 3)
    game = apply(game, Move(MoveKind.PLACE, args=(1, "correspondence-top", 0)), DEFAULTS)
    sent = [m.args[:3] for m in moves(game, DEFAULTS) if m.kind is MoveKind.PERFORM]
    # Every choice puts all its Stamps on one Envelope: one action, not one per Stamp.
    assert sent and all(sum(1 for n in to if n) == 1 for to in sent)
    assert max(sum(int(n) for n in to) for to in sent) == 2  # Correspondence 2


# Question 4: the icon a Tent uncovers, against the Campsite's own icons.
@pytest.mark.cites(c.CAMPSITE_REVEALED_ACTIONS.id, c.CAMPSITE_ACTIONS.id)
def test_campsite_icons_order_under_each_reading() -> None:
    name = "campsite-uncovered-icon-order.toml"
    first = _answer(name, r.CAMPSITE_ORDER, "campsite-first")
    any_order = _answer(name, r.CAMPSITE_ORDER, "any-order")
    assert first["count"] == 4
    assert first["legal"] == {"perform 0": False, "perform 0 -1 O1": True}
    assert any_order["count"] == 5
    assert any_order["legal"] == {"perform 0": True, "perform 0 -1 O1": False}


# Question 5: Distributed Correspondence and the Correspondence action's rules.
@pytest.mark.cites(c.DISTRIBUTED_CORRESPONDENCE.id, c.CORRESPONDENCE_DEPLETED_STACK.id)
def test_distributed_correspondence_rules_under_each_reading() -> None:
    name = "distributed-correspondence-empties-a-stack.toml"
    as_correspondence = _answer(name, r.DISTRIBUTED_RULES, "as-correspondence")
    own_words = _answer(name, r.DISTRIBUTED_RULES, "own-words")
    assert as_correspondence["open"] == ["exploration 2"]
    assert own_words["open"] == []
    assert as_correspondence["stamps"] == own_words["stamps"] == [0, 4, 4]


@pytest.mark.cites(c.DISTRIBUTED_CORRESPONDENCE.id, c.CORRESPONDENCE_USED_STAMPS.id)
def test_read_in_its_own_words_distributed_correspondence_leaves_the_tray() -> None:
    from spec.core.rulings import Rulings
    from spec.core.values import evolve
    from spec.darwins_journey.actions import CHOICES
    from spec.darwins_journey.icons import Action, ActionKind
    from spec.darwins_journey.setup import setup
    from spec.darwins_journey.state import Pending

    game = setup(2, 3)
    me = evolve(game.me, stamps=(0, 0, 1))
    players = list(game.players)
    players[me.seat] = me
    used = list(game.used_stamps)
    used[me.seat] = 3
    game = evolve(game, players=tuple(players), used_stamps=tuple(used))
    icon = Action(ActionKind.DISTRIBUTED_CORRESPONDENCE, 4)
    p = Pending(icon, "test")
    sent = {r_: {sum(int(n) for n in args[:3])
                 for args in CHOICES[icon.kind](game, p, icon,
                                                Rulings.of({r.DISTRIBUTED_RULES.id: r_}))}
            for r_ in ("as-correspondence", "own-words")}
    assert sent == {"as-correspondence": {1, 2, 3, 4}, "own-words": {1}}


def _variant(tmp_path: Any, name: str, replace: dict[str, str],
             readings: dict[str, str]) -> Any:
    """The answer of a copy of example NAME with some of its lines replaced,
    under the readings given."""
    from pathlib import Path

    from checker.commands import run
    from checker.games import ROOT
    from checker.situation import read

    text = (ROOT / "examples" / "darwins-journey" / name).read_text(encoding="utf-8")
    for old, new in replace.items():
        assert old in text
        text = text.replace(old, new)
    # The readings go into the file: its moves are checked as it is read.
    text += "\n[rulings]\n" + "".join(f'"{k}" = "{v}"\n' for k, v in readings.items())
    path = Path(tmp_path) / name
    path.write_text(text, encoding="utf-8")
    situation = read(path)
    return run(situation, situation.rulings, traced=False).answer


# A full reserve, and no empty space of the gained tile's colour.
@pytest.mark.cites(c.GAIN_OBJECTIVE_FULL_RESERVE.id)
def test_full_reserve_with_no_space_of_its_colour_under_each_reading() -> None:
    name = "gain-objective-full-reserve-no-space.toml"
    offered = _answer(name, r.FULL_RESERVE, "not-offered")
    room = _answer(name, r.FULL_RESERVE, "make-room")
    assert offered["count"] == 10
    assert offered["legal"] == {"perform 0 silver-5 -1 start-silver-1": False,
                                "perform 0 silver-5 -1 start-golden-2": False,
                                "perform 0 golden-13 5": True}
    assert room["count"] == 14
    assert room["legal"] == {"perform 0 silver-5 -1 start-silver-1": True,
                             "perform 0 silver-5 -1 start-golden-2": True,
                             "perform 0 golden-13 5": True}


@pytest.mark.cites(c.GAIN_OBJECTIVE_FULL_RESERVE.id, c.GAIN_OBJECTIVE.id)
def test_making_room_discards_the_reserve_tile_chosen(tmp_path: Any) -> None:
    # Under make-room the discarded tile leaves the game and the new one takes
    # its place in the reserve; no Coin is paid, no Objective space changes.
    got = _variant(tmp_path, "gain-objective-full-reserve-no-space.toml", {
        'decide = "moves"': 'decide = "move"',
        'moves = ["crew 15 1"]': 'moves = ["crew 15 1", '
                                 '"perform 0 silver-5 -1 start-golden-2", "done"]',
        'ask = ["perform 0 silver-5 -1 start-silver-1"': '#',
        '       "perform 0 golden-13 5"]': '#',
        "[expect]\nplayer = 0\ncount = 10\n": "[expect]\nmover = 0\n#",
    }, {r.FULL_RESERVE.id: "make-room"})
    assert got["reserve"] == ["start-silver-1", "silver-5"]
    assert got["coins"] == 0
    assert got["spots"] == ["silver-7", "silver-8", "silver-9", "silver-10", "silver-11",
                            "", "", "", "", ""]


# When an Envelope's Stamps are halved: after its own rewards, or after all three.
@pytest.mark.cites(c.MAJORITY_TOP_DOWN.id, c.MAJORITY_HALVE_STAMPS.id,
                   c.CORRESPONDENCE_USED_STAMPS.id)
def test_halving_timing_under_each_reading() -> None:
    name = "reward-halving-before-the-next-envelope.toml"
    each = _answer(name, r.HALVE_WHEN, "each-envelope")
    after = _answer(name, r.HALVE_WHEN, "after-all")
    assert each["count"] == 8
    assert each["legal"] == {"perform 0 2 0 0 0 0 0 2": True, "perform 1": True}
    assert after["count"] == 2
    assert after["legal"] == {"perform 0 2 0 0 0 0 0 2": False, "perform 1": True}


@pytest.mark.cites(c.MAJORITY_TOP_DOWN.id, c.MAJORITY_HALVE_STAMPS.id)
def test_both_timings_halve_alike_when_no_reward_touches_the_stamps() -> None:
    # reward-halve-stamps.toml: points and Coins only. Both timings end the
    # round with the same Stamps on the Envelopes and in the tray.
    name = "reward-halve-stamps.toml"
    each = _answer(name, r.HALVE_WHEN, "each-envelope")
    after = _answer(name, r.HALVE_WHEN, "after-all")
    for got in (each, after):
        assert got["envelopes"] == [[2, 1], [0, 1], [0, 0]]
        assert got["used_stamps"] == [3, 3]
        assert got["round"] == 2
    assert each == after


@pytest.mark.cites(c.MAJORITY_TOP_DOWN.id, c.MAJORITY_HALVE_STAMPS.id)
def test_stamps_put_on_an_envelope_already_rewarded_under_each_timing(tmp_path: Any) -> None:
    # Player 0 keeps 2 Stamps in the bottom stack (5 + 5 on Envelopes 1-2, tray
    # empty). Envelope 1 (Stamps [5, 1]): 4 and 2 Coins. Envelope 2's
    # Exploration lands on C4, whose Correspondence puts the 2 Stamps on
    # Envelope 1; the emptied stack's icon, C4's points and player 1's
    # Exploration are declined.
    # - each-envelope: Envelope 1 was halved before (5 -> 2, 3 to the tray), so
    #   the 2 new Stamps stay whole: 4 there; Envelope 2: 5 -> 2. Tray 3 + 3.
    # - after-all, all-there: Envelope 1 holds 7 when halved: 4 go, 3 stay.
    # - after-all, scored-only: half of the 5 scored, 3 go: 4 stay, as above.
    replace = {
        "envelopes = [[6, 1], [6, 1], [0, 0]]": "envelopes = [[5, 1], [5, 1], [0, 0]]",
        'decide = "moves"': 'decide = "move"',
        'moves = ["done", "perform 0", "perform 0", "perform 0 C -1 C3 C4"]':
            'moves = ["done", "perform 0", "perform 0", "perform 0 C -1 C3 C4", '
            '"perform 0 2 0 0 0 0 2 0", "done", "done", "done"]',
        "stamps = [0, 0, 0]": "stamps = [0, 0, 2]",
        'ask = ["perform 0 2 0 0 0 0 0 2", "perform 1"]': "",
        "[expect]\nplayer = 0\ncount = 8\n": "[expect]\nmover = 1\n#",
    }
    name = "reward-halving-before-the-next-envelope.toml"
    each = _variant(tmp_path, name, replace, {r.HALVE_WHEN.id: "each-envelope"})
    all_there = _variant(tmp_path, name, replace, {r.HALVE_WHEN.id: "after-all",
                                                    r.REWARD_STAMPS.id: "all-there"})
    scored = _variant(tmp_path, name, replace, {r.HALVE_WHEN.id: "after-all",
                                                 r.REWARD_STAMPS.id: "scored-only"})
    assert each["round"] == all_there["round"] == scored["round"] == 2
    assert each["envelopes"] == [[4, 0], [2, 0], [0, 0]]
    assert each["used_stamps"] == [6, 2]
    assert all_there["envelopes"] == [[3, 0], [2, 0], [0, 0]]
    assert all_there["used_stamps"] == [7, 2]
    assert scored["envelopes"] == each["envelopes"]
    assert scored["used_stamps"] == each["used_stamps"]

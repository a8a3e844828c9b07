"""What the open-question pass of Alfred's clauses rests on: each question
called moot is shown to be so here, and the Rulings the passes added
(purple-in-three, deliver-order; then lens-knowledge, lens-worker and
exploration-passed for the questions the first pass left pending) are
checked by hand.

By hand from the rulebook (``shared/seeds/002_c2bb59e7f29bd312.txt``: Wax Seal
Requirements, Deliver Specimen; Darwin's Journey Solo Rules, Action
Differences: Academy, Navigation, Deliver Specimens Action) and the component
data (``shared/reference-data/alfred-components.md``).
"""

from __future__ import annotations

from itertools import product
from typing import Any

import pytest

from spec.core.rulings import AnyRuling, Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.darwins_journey import rulings as base
from spec.darwins_journey.actions import add_seal
from spec.darwins_journey.board import LOCATIONS, MAIN_DIARIES
from spec.darwins_journey.economy import seal_shortfall
from spec.darwins_journey.icons import academy
from spec.darwins_journey.state import PURPLE
from spec.darwins_journey.alfred import clauses as cs
from spec.darwins_journey.alfred import rulings as rs
from spec.darwins_journey.alfred import turn
from spec.darwins_journey.alfred.data import ACTION_CARDS, BOARDS, ROW_SPOTS, OptionKind

from .test_alfred_actions import him, rows, run, scrolls, solo_game

COLOURS = ("green", "blue", "yellow", "red", PURPLE)


def test_purple_readings_agree_on_every_main_diary_space() -> None:
    # The base Ruling darwins_journey.purple-seal-colours asks whether a row's
    # purple seals may stand for different colours. Every Main Diary space
    # asks for seals of one colour, so for every row of up to 6 seals the two
    # readings leave the same shortfall: no decision of Alfred's placement or
    # Lens turns on it.
    spaces = [loc for loc in LOCATIONS if loc.diary in MAIN_DIARIES]
    assert spaces and all(len(loc.seals.items()) == 1 for loc in spaces)
    for n in range(ROW_SPOTS + 1):
        for row in product(COLOURS, repeat=n):
            for loc in spaces:
                assert seal_shortfall(row, loc.seals) == seal_shortfall(row, loc.seals, True)


def test_alfreds_placement_and_lens_give_the_same_under_both_purple_readings() -> None:
    # He reads the base Ruling, and it never changes his choice: a row of
    # two purple seals and a red has the same open spaces and Lens target.
    game = solo_game(rows=rows(("red", PURPLE, PURPLE), ("green",), ("blue",), ("yellow",)),
                     coins=9)
    each = Rulings.of({base.PURPLE_COLOURS.id: "each-any"})
    one = Rulings.of({base.PURPLE_COLOURS.id: "one-colour"})
    assert turn.location_options(game, 0, each) == turn.location_options(game, 0, one)
    assert turn.lens_target(game, Trace(), each) == turn.lens_target(game, Trace(), one)


def test_no_row_of_alfreds_starts_with_a_purple_seal() -> None:
    # Every row of every board starts with a printed regular seal (components),
    # and a new seal goes on the row's left-most empty spot, after those: a
    # row's left-most seal is never purple.
    for spec in BOARDS.values():
        for printed in spec.printed_seals:
            assert printed and printed[0] != PURPLE
    game = solo_game()
    first = him(game).rows[0][0]
    assert first != PURPLE
    assert add_seal(him(game), 0, PURPLE).rows[0][0] == first


REGULAR = Rulings.of({rs.PURPLE_IN_THREE.id: "regular-only"})
COUNTS = Rulings.of({rs.PURPLE_IN_THREE.id: "purple-counts"})
R, G, B, Y = "red", "green", "blue", "yellow"


@pytest.mark.cites(cs.ACADEMY_NO_FOURTH.id, cs.ACADEMY_COLOUR.id)
@pytest.mark.parametrize("reading, taken", [(REGULAR, R), (COUNTS, G)],
                         ids=["regular-only", "purple-counts"])
def test_a_purple_seal_among_two_reds(reading: Rulings, taken: str) -> None:
    # Row A is full; row B (red, red, purple) has no spot left of its bracket
    # (after spot 3), nor has any row, so B receives, right of its bracket.
    # Worker B is placed: his preferred colour is B's left-most seal, red.
    # Scroll 1 (free) offers green, red, blue. Regular seals only: B holds two
    # reds, so red is preferred and no fourth: he takes the red. The purple
    # counted: three reds already, so no red; no preferred colour; the
    # left-most seal he may take, green.
    full = (Y, Y, G, B, R, G)
    game = scrolls(solo_game(rows=rows(full, (R, R, PURPLE), (G, B, B), (B, G, Y)), coins=5),
                   G, R, B)
    t = Trace()
    after = run(game, academy(), rulings=reading, row=1, trace=t)
    assert him(after).rows[1] == (R, R, PURPLE, taken)
    assert him(after).rows[0] == full
    assert any(rs.PURPLE_IN_THREE.id in s.ruling for s in t.steps)


@pytest.mark.cites(cs.ACADEMY_COLOUR.id, cs.ACADEMY_NO_FOURTH.id)
@pytest.mark.parametrize("reading, taken", [(REGULAR, R), (COUNTS, G)],
                         ids=["regular-only", "purple-counts"])
def test_a_purple_seal_in_the_selected_workers_row(reading: Rulings, taken: str) -> None:
    # Worker C (red, red, purple) is placed; row B (green, blue, yellow)
    # receives (A is full, no row has a spot left of its bracket). Scroll 1
    # offers green, red, blue. His preferred colour is C's left-most, red:
    # with regular seals only C holds two reds and he takes the red; with the
    # purple counted C holds three, so he takes the left-most seal, green.
    full = (Y, Y, G, B, R, G)
    game = scrolls(solo_game(rows=rows(full, (G, B, Y), (R, R, PURPLE), (B, G, Y)), coins=5),
                   G, R, B)
    t = Trace()
    after = run(game, academy(), rulings=reading, row=2, trace=t)
    assert him(after).rows[1] == (G, B, Y, taken)
    assert any(rs.PURPLE_IN_THREE.id in s.ruling for s in t.steps)


@pytest.mark.cites(cs.ACADEMY_COLOUR.id)
@pytest.mark.parametrize("reading", [REGULAR, COUNTS], ids=["regular-only", "purple-counts"])
def test_three_reds_and_a_purple_leave_nothing_to_the_purple_count(reading: Rulings) -> None:
    # Worker C holds three reds besides its purple: under either reading it
    # has three of its preferred colour, so he takes the left-most seal,
    # green, and the count of the purple decides nothing: no step cites it.
    full = (Y, Y, G, B, R, G)
    game = scrolls(solo_game(rows=rows(full, (G, B, Y), (R, R, R, PURPLE), (B, G, Y)),
                             coins=5), G, R, B)
    t = Trace()
    after = run(game, academy(), rulings=reading, row=2, trace=t)
    assert him(after).rows[1] == (G, B, Y, G)
    assert not [s for s in t.steps if s.ruling and rs.PURPLE_IN_THREE.id in s.ruling]


@pytest.mark.cites(cs.ACADEMY_NO_FOURTH.id)
@pytest.mark.parametrize("reading", [REGULAR, COUNTS], ids=["regular-only", "purple-counts"])
def test_a_purple_in_the_receiving_row_making_three_of_a_colour_on_offer_is_cited(
        reading: Rulings) -> None:
    # Worker C (red, green, blue) is placed; row B (yellow, yellow, purple)
    # receives. Scroll 1 offers green, yellow, blue: the purple would make
    # B's third yellow, so whether it counts is asked (and cited) though his
    # preferred colour, C's red, is not on offer. Either way he takes the
    # left-most seal he may take, green.
    full = (Y, Y, G, B, R, G)
    game = scrolls(solo_game(rows=rows(full, (Y, Y, PURPLE), (R, G, B), (B, G, Y)), coins=5),
                   G, Y, B)
    t = Trace()
    after = run(game, academy(), rulings=reading, row=2, trace=t)
    assert him(after).rows[1] == (Y, Y, PURPLE, G)
    cited = [s for s in t.steps if s.ruling and rs.PURPLE_IN_THREE.id in s.ruling]
    assert len(cited) == 1 and "three of yellow" in cited[0].text


def test_the_purple_count_is_cited_only_where_it_turns() -> None:
    # Rows without purple seals: no step cites the Ruling.
    game = scrolls(solo_game(), G, Y, R)
    t = Trace()
    run(game, academy(), row=1, trace=t)
    assert not [s for s in t.steps if s.ruling and rs.PURPLE_IN_THREE.id in s.ruling]


def _kinds(x: object, out: list[object]) -> None:
    # Every Action inside icons, choices, rows and tuples of them.
    if isinstance(x, (tuple, list)):
        for y in x:
            _kinds(y, out)
    elif hasattr(x, "options"):
        _kinds(getattr(x, "options"), out)
    elif hasattr(x, "kind"):
        out.append(x)


def test_no_ship_move_of_alfreds_meets_a_banner_and_an_explorer_action() -> None:
    # When a silver banner's Explorer is placed against the actions his Ship
    # sailed through could matter only if one move crossed a banner and met
    # an action that uses Explorers (Exploration, at the O19 Campsite). The
    # longest Navigation any of his sources gives is 4 spaces; no route of 4
    # spaces or fewer from any Ocean space holds both.
    from spec.darwins_journey.board import LOCATIONS as LOCS
    from spec.darwins_journey.cards import CORRESPONDENCE_TILES
    from spec.darwins_journey.icons import ActionKind
    from spec.darwins_journey.tracks import CAMPSITES, OCEAN
    from spec.darwins_journey.alfred.data import BONUS_CARDS

    found: list[object] = []
    _kinds([getattr(loc, "actions", ()) for loc in LOCS], found)
    _kinds([(t.first, t.second) for t in CORRESPONDENCE_TILES], found)
    _kinds([c.rounds for c in BONUS_CARDS], found)
    _kinds([(b.tent_icons, b.stamp_icons) for b in BOARDS.values()], found)
    _kinds([c.actions for c in CAMPSITES], found)
    longest = max(getattr(a, "amount") for a in found
                  if getattr(a, "kind") is ActionKind.NAVIGATION)
    assert longest == 4
    explorer_kinds = {ActionKind.EXPLORATION, ActionKind.PLACE_EXPLORER,
                      ActionKind.RESEARCH_EXPLORER_SPECIMEN}
    campsite_at = {c.space: c for c in CAMPSITES}

    def uses_explorers(space: object) -> bool:
        here: list[object] = []
        _kinds(getattr(space, "actions"), here)
        site = campsite_at.get(getattr(space, "id"))
        if site is not None:
            _kinds(site.actions, here)
        return any(getattr(a, "kind") in explorer_kinds for a in here)

    ocean = {s.id: s for s in OCEAN}
    assert any(uses_explorers(s) for s in OCEAN)  # the test is not vacuous

    def routes(at: str, left: int) -> list[tuple[str, ...]]:
        if left == 0 or not ocean[at].next:
            return [()]
        return [(n,) + r for n in ocean[at].next for r in routes(n, left - 1)]

    for start in ocean:
        for route in routes(start, longest):
            spaces = [ocean[x] for x in route]
            assert not (any(s.banner is not None for s in spaces)
                        and any(uses_explorers(s) for s in spaces)), (start, route)


@pytest.mark.cites(cs.DELIVER_COINS.id)
@pytest.mark.parametrize("reading, second, coins", [("one-at-a-time", "blue-bird", 4),
                                                    ("both-at-once", "green-plant", 3)])
def test_the_second_delivery_before_or_after_the_first(reading: str, second: str,
                                                       coins: int) -> None:
    # By hand (alfred-deliver-order.toml): green-reptile, green-plant and
    # blue-bird each earn 1 Coin; green-reptile, top-left-most, goes first and
    # leaves green-plant earning none. After it, blue-bird (1 Coin); chosen
    # with it, green-plant (higher and further left).
    from spec.core.values import evolve
    from spec.darwins_journey.board import SPECIMENS
    out = {"green-reptile", "green-plant", "blue-bird", "yellow-bird"}
    game = solo_game(coins=5, research=frozenset(out - {"yellow-bird"}))
    game = evolve(game, museum=frozenset(s.id for s in SPECIMENS if s.id not in out),
                  row_coins=(False,) * 4)
    rulings = Rulings.of({rs.DELIVER_ORDER.id: reading})
    option = next(o for c in ACTION_CARDS for o in c.options if o.kind is OptionKind.DELIVER)
    after, why = turn._deliver(game, option, rulings, Trace())
    assert not why
    assert "green-reptile" in after.museum and second in after.museum
    assert him(after).coins == coins


@pytest.mark.cites(cs.EXPLORATION_ISLAND.id)
@pytest.mark.parametrize("reading, island", [("go-on-left", 0), ("next-only", None)])
def test_two_explorers_at_their_ends(reading: str, island: int | None) -> None:
    # C and B at their ends, A on A22: go on to A, or the Exploration is lost.
    from spec.core.values import evolve
    from spec.darwins_journey.alfred import actions
    p = evolve(him(solo_game()), explorers=("A22", "B14", "C10"))
    rulings = Rulings.of({rs.NEXT_ISLAND.id: reading})
    assert actions.explorer_island(p, Trace(), rulings) == island
    # With only C at its end, both readings take B.
    q = evolve(p, explorers=("A22", "B3", "C10"))
    assert actions.explorer_island(q, Trace(), rulings) == 1


# --- The three Rulings of the second pass: lens-knowledge, lens-worker and
# exploration-passed, each witness run under both readings against the answers
# worked out by hand in its file (solo rules, Action Differences: Small Diary
# Action, Exploration; base rules, Board Actions: Exploration).

def _witness(ruling: AnyRuling, reading: str) -> tuple[dict[str, Any], list[str]]:
    from checker.commands import run as decide
    from checker.games import ROOT
    from checker.situation import read

    situation = read(ROOT / ruling.witness)
    decision = decide(situation, situation.rulings.with_choice(ruling.id, reading))
    got = decision.answer
    assert isinstance(got, dict)
    return got, [s.ruling for s in decision.trace.steps if s.ruling]


def _main_index(id: str) -> int:
    return next(i for i, loc in enumerate(LOCATIONS) if loc.id == id)


@pytest.mark.cites(cs.LENS_PRIORITY.id, cs.LENS_NEXT_ROW.id)
@pytest.mark.parametrize("reading, space, explorers", [
    # Own seals: A's two greens meet nothing; B's yellows meet
    # correspondence-middle: Stamps onto Envelope 1, 10 - 4 Coins.
    ("own-seals", "correspondence-middle", ["A0", "", ""]),
    # With Temporary Knowledge: A's greens and one bought green meet
    # exploration-bottom (4 + 3 of his 10 Coins); its Exploration 4 takes his
    # Explorer from A0 to A4.
    ("with-knowledge", "exploration-bottom", ["A4", "", ""]),
])
def test_lens_counts_temporary_knowledge_or_not(reading: str, space: str,
                                                explorers: list[str]) -> None:
    got, cited = _witness(rs.LENS_KNOWLEDGE, reading)
    assert f"{rs.LENS_KNOWLEDGE.id}={reading}" in cited
    assert (got["worker"], got["location"], got["lens"]) == ("D", "small-left", [space])
    assert got["explorers"] == explorers
    if reading == "own-seals":
        assert (got["coins"], got["envelopes"]) == (6, [3, 0, 0])


@pytest.mark.cites(cs.LENS_PRIORITY.id)
@pytest.mark.parametrize("coins, reading, space", [
    # White board: A holds one green, B two reds. Own seals: B's academy-middle.
    (8, "own-seals", "academy-middle"),
    # Knowledge counted: A's green and one bought, 4 + 3 = 7 of 8 Coins:
    # exploration-middle.
    (8, "with-knowledge", "exploration-middle"),
    # With 6 Coins he cannot unlock it and buy the green too: B's, as by default.
    (6, "with-knowledge", "academy-middle"),
])
def test_lens_knowledge_needs_a_seal_and_the_coins(coins: int, reading: str, space: str) -> None:
    game = solo_game(rows=rows((G,), (R, R), (G,), (B,)), coins=coins)
    t = Trace()
    target = turn.lens_target(game, t, Rulings.of({rs.LENS_KNOWLEDGE.id: reading}))
    assert target == _main_index(space)
    # Cited only where the reading can turn: not when he could not pay.
    assert any(rs.LENS_KNOWLEDGE.id in s.ruling for s in t.steps) == (coins == 8)
    # A row with no seal of a page's colour is never helped by knowledge: a
    # single yellow meets no middle space, and no Lens goes to correspondence.
    yellow = solo_game(rows=rows((Y,), (R, R), (G,), (B,)), coins=20)
    with_knowledge = Rulings.of({rs.LENS_KNOWLEDGE.id: "with-knowledge"})
    assert turn.lens_target(yellow, Trace(), with_knowledge) == _main_index("correspondence-middle")
    assert turn.lens_target(yellow, Trace()) == _main_index("academy-middle")


@pytest.mark.cites(cs.LENS_PRIORITY.id, cs.LENS_NEXT_ROW.id)
@pytest.mark.parametrize("reading, space, coins", [
    # Row A, its worker out: exploration-middle; Exploration 3 to A3, where
    # A3's 3 Coins follow the skipped research: 7 - 4 + 3.
    ("from-row-a", "exploration-middle", 6),
    # B, the top-most at home: correspondence-middle, 7 - 4.
    ("on-board", "correspondence-middle", 3),
])
def test_lens_top_most_worker_when_a_is_out(reading: str, space: str, coins: int) -> None:
    got, cited = _witness(rs.LENS_WORKER, reading)
    assert f"{rs.LENS_WORKER.id}={reading}" in cited
    assert (got["worker"], got["location"], got["lens"], got["coins"]) == \
        ("D", "small-left", [space], coins)
    assert got["envelopes"] == ([3, 0, 0] if reading == "on-board" else [0, 0, 0])


@pytest.mark.cites(cs.LENS_PRIORITY.id, cs.LENS_CHEAPEST.id)
def test_lens_with_no_worker_left_on_his_board() -> None:
    # White board, every worker out (the last just sent to the Small Diary):
    # by row A first, A's yellows meet correspondence-middle; with only the
    # rows on his board tried there are none, and the cheapest, left-most
    # space takes the Lens: exploration-middle.
    game = solo_game(home=frozenset())
    on_board = Rulings.of({rs.LENS_WORKER.id: "on-board"})
    assert turn.lens_target(game, Trace()) == _main_index("correspondence-middle")
    t = Trace()
    assert turn.lens_target(game, t, on_board) == _main_index("exploration-middle")
    assert f"{rs.LENS_WORKER.id}=on-board" in [s.ruling for s in t.steps]
    # All at home: the reading never turns, and is not cited.
    t = Trace()
    assert turn.lens_target(solo_game(), t, on_board) == _main_index("correspondence-middle")
    assert not [s for s in t.steps if rs.LENS_WORKER.id in s.ruling]


@pytest.mark.cites(cs.EXPLORATION_LAST_TWO.id)
@pytest.mark.parametrize("reading, coins", [
    # Counted spaces only: A2 (nothing there) and A3's 3 Coins: 2 + 3.
    ("counted-only", 5),
    # A1, skipped under your Explorer, counted as moved over: 2 + 4 + 3.
    ("passed-too", 9),
])
def test_exploration_past_your_explorer(reading: str, coins: int) -> None:
    got, cited = _witness(rs.EXPLORATION_PASSED, reading)
    assert f"{rs.EXPLORATION_PASSED.id}={reading}" in cited
    assert (got["location"], got["explorers"], got["coins"]) == \
        ("exploration-top", ["A3", "", ""], coins)


@pytest.mark.cites(cs.EXPLORATION_LAST_TWO.id)
def test_a_skipped_space_without_an_action_is_not_cited() -> None:
    # Your Explorer on A2, with no Specimen there: the skipped space has no
    # action, so both readings do A1's 4 Coins and A3's 3 and none cites it.
    from spec.darwins_journey.icons import explore

    from .test_alfred_actions import with_you
    game = with_you(evolve(solo_game(coins=2), specimens=()), explorers=("A2", "", ""))
    for reading in ("counted-only", "passed-too"):
        t = Trace()
        after = run(game, explore(2), rulings=Rulings.of({rs.EXPLORATION_PASSED.id: reading}),
                    trace=t)
        assert him(after).explorers[0] == "A3" and him(after).coins == 9
        assert not [s for s in t.steps if rs.EXPLORATION_PASSED.id in s.ruling]

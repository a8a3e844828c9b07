"""The Darwin's Journey data against what the rulebook states and the fan data shows.

Expected values are taken by hand from the rulebook
(``shared/seeds/002_c2bb59e7f29bd312.txt``; the section is named in each
test) or, where a comment says so, counted by hand in the fan data files.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import ModuleType

import pytest

from spec.core.provenance import Provenance, all_assumptions
from spec.darwins_journey import board, cards, components, personal_board, tracks
from spec.darwins_journey.board import Diary, Page, Row, Shape, Unlock
from spec.darwins_journey.cards import Goal, Need
from spec.darwins_journey.icons import (
    Action,
    ActionKind,
    Distinction,
    DistinctionBonus,
    SealColour,
    Seals,
    SpecimenColour,
    SpecimenKind,
    Tier,
    Timing,
    academy,
    explore,
    kinds,
    navigate,
)
from spec.darwins_journey.alfred import data as alfred_data
from spec.darwins_journey.sources import ASSUMPTION_PREFIX, MODEL_PREFIX, ByPlayers, Source, Sourced

MODULES = (board, cards, components, personal_board, tracks, alfred_data)
# Collections joined from others that each have a source.
UNIONS = {"LOCATIONS", "OBJECTIVES"}


# Components (rulebook, Components).

def test_fourteen_regular_seals_of_each_of_four_colours() -> None:
    assert components.REGULAR_SEALS_PER_COLOUR.value == 14
    assert components.REGULAR_SEALS_PER_COLOUR.provenance is Provenance.RULES_TEXT
    assert len(SealColour) == 4
    assert components.REGULAR_SEALS.value == 56 == 14 * len(SealColour)


@pytest.mark.parametrize("players, left", [(1, 12), (2, 12), (3, 13), (4, 14)])
def test_seals_left_per_colour_after_setup(players: int, left: int) -> None:
    # Setup step 5: two players remove 2 per colour, three players 1; the solo
    # game follows the two-player setup. Two players keep 12: the fan data's count.
    removed = components.SEALS_REMOVED_PER_COLOUR.value(players)
    assert components.REGULAR_SEALS_PER_COLOUR.value - removed == left


def test_coins_are_28_ones_and_12_fives() -> None:
    assert components.COINS_OF_ONE.value + components.COINS_OF_FIVE.value == \
        components.COINS.value == 40
    assert components.COINS_OF_ONE.value == 28 and components.COINS_OF_FIVE.value == 12


def test_component_counts_the_rulebook_lists() -> None:
    stated = {
        components.CREW_CARDS: 16, components.TEMPORARY_KNOWLEDGE: 16,
        components.SPECIAL_SEALS: 12, components.MUSEUM_TILES: 16,
        components.SPECIMEN_TOKENS: 16, components.RESEARCH_TOKENS: 30,
        components.NEUTRAL_LENS_TOKENS: 2, components.BEAGLE_GOAL_TILES: 12,
        components.SPECIAL_ACTION_TILES: 12, components.CORRESPONDENCE_TILES: 8,
        components.STARTING_OBJECTIVES_SILVER: 4, components.STARTING_OBJECTIVES_GOLDEN: 4,
        components.OBJECTIVES_SILVER: 10, components.OBJECTIVES_GOLDEN: 10,
        components.EXPLORERS: 3, components.WORKERS: 5, components.CUBES: 4,
        components.TENTS: 5, components.SHIPS: 1, components.PERSONAL_LENS_TOKENS: 6,
        components.STAMPS: 12, components.ALFRED_ACTION_CARDS: 8,
        components.ALFRED_BONUS_TRACK_CARDS: 8,
    }
    assert {id(k): k.value for k in stated} == {id(k): v for k, v in stated.items()}
    assert all(k.provenance is Provenance.RULES_TEXT for k in stated)


@pytest.mark.parametrize("table, expected", [
    # Placement Penalties: 3 Coins for two players, 2 for three or four; solo
    # is played as a two-player game.
    (board.PLACEMENT_PENALTY, (3, 3, 2, 2)),
    # Reserve Turn Order: 2 Coins, 3 in a two-player game (and so in solo).
    (board.TURN_ORDER_COINS, (3, 3, 2, 2)),
    # Setup step 2: 6 Special Action tiles; solo (A): 4.
    (components.SPECIAL_ACTION_TILES_IN_PLAY, (4, 6, 6, 6)),
    # Setup step 9: 2 silver and 2 golden face up; solo (B): 1 and 1.
    (components.OBJECTIVES_FACE_UP_PER_COLOUR, (1, 2, 2, 2)),
    # Setup step 16: 6, 3 or 0 Specimen tokens left over for 2, 3, 4 players.
    (components.SPECIMEN_TOKENS_LEFT_OVER, (6, 6, 3, 0)),
    (tracks.SPECIMEN_SPACES_USED, (10, 10, 13, 16)),
])
def test_player_count_tables(table: Sourced[ByPlayers], expected: tuple[int, ...]) -> None:
    assert tuple(table.value(n) for n in (1, 2, 3, 4)) == expected
    assert table.provenance is Provenance.RULES_TEXT


def test_specimen_spaces_plus_leftovers_are_all_sixteen_tokens() -> None:
    for n in (1, 2, 3, 4):
        assert tracks.SPECIMEN_SPACES_USED.value(n) + \
            components.SPECIMEN_TOKENS_LEFT_OVER.value(n) == components.SPECIMEN_TOKENS.value


@pytest.mark.parametrize("players", [0, 5])
def test_player_counts_outside_one_to_four_are_refused(players: int) -> None:
    with pytest.raises(ValueError):
        board.PLACEMENT_PENALTY.value(players)
    with pytest.raises(ValueError):
        board.board_side(players)


# Main board locations (rulebook, Worker Placement; solo Alfred Turn Structure).

def test_every_location_has_a_valid_seal_requirement() -> None:
    for loc in board.LOCATIONS:
        # A worker row holds at most 6 seals, so no location may ask for more.
        assert 0 <= loc.seals.total <= personal_board.SEALS_PER_ROW.value, loc.id
    for loc in board.MAIN_DIARY_LOCATIONS:
        # Alfred needs "at least one Wax Seal matching the requirements" of a
        # Main Diary space: every one asks for seals; the fan data asks for
        # one colour per page (counted by hand: 1, 2, 3 from the top).
        assert len(loc.seals.items()) == 1, loc.id
        assert loc.seals.total == {Row.TOP: 1, Row.MIDDLE: 2, Row.BOTTOM: 3}[loc.row or Row.TOP]


def test_main_diaries_hold_the_four_main_actions_on_four_pages_of_three() -> None:
    assert len(board.MAIN_DIARY_LOCATIONS) == 12
    pages = {(loc.diary, loc.page) for loc in board.MAIN_DIARY_LOCATIONS}
    assert pages == {(d, p) for d in board.MAIN_DIARIES for p in Page}
    shown = frozenset().union(*(kinds(loc.actions) for loc in board.MAIN_DIARY_LOCATIONS))
    assert shown == {ActionKind.EXPLORATION, ActionKind.NAVIGATION, ActionKind.CORRESPONDENCE,
                     ActionKind.ACADEMY}
    for diary, page in pages:
        on_page = [x for x in board.MAIN_DIARY_LOCATIONS if (x.diary, x.page) == (diary, page)]
        assert len({kinds(x.actions) for x in on_page}) == 1  # one action per page


# Each Main Diary space's icons, typed by hand from the fan engine's board data
# (main_board_actions.json, MAIN1_* and MAIN2_*): the number the icon shows, and
# for the lower Academy spaces the discount of their second seal.
MAIN_DIARY_ICONS = {
    "exploration-top": [("exploration", 2, 0)], "exploration-middle": [("exploration", 3, 0)],
    "exploration-bottom": [("exploration", 4, 0)],
    "navigation-top": [("navigation", 2, 0)], "navigation-middle": [("navigation", 3, 0)],
    "navigation-bottom": [("navigation", 4, 0)],
    "correspondence-top": [("correspondence", 2, 0)],
    "correspondence-middle": [("correspondence", 3, 0)],
    "correspondence-bottom": [("correspondence", 4, 0)],
    "academy-top": [("academy", 1, 0)],
    "academy-middle": [("academy", 1, 0), ("academy", 1, 1)],
    "academy-bottom": [("academy", 1, 0), ("academy", 1, 3)],
}


def test_main_diary_spaces_show_the_icons_of_the_board_data() -> None:
    shown = {loc.id: [(a.kind.value, a.amount, a.discount) for a in loc.actions
                      if isinstance(a, Action)] for loc in board.MAIN_DIARY_LOCATIONS}
    assert shown == MAIN_DIARY_ICONS


def test_main_diary_numbering_is_the_rulebook_solo_ranking() -> None:
    # "The strongest location is the bottom-most ... (1 is stronger than 2)".
    for loc in board.MAIN_DIARY_LOCATIONS:
        assert loc.rank == {Row.BOTTOM: 1, Row.MIDDLE: 2, Row.TOP: 3}[loc.row or Row.TOP]
    assert board.location("exploration-bottom").rank == 1
    assert board.location("exploration-top").rank == 3
    assert board.MUSEUM.rank is None and board.location("special-top-left").rank is None


def test_main_diary_pages_unlock_from_the_top_down() -> None:
    # Unlock Lens Location: on each page "all actions must be unlocked in order
    # (from top to bottom)", and every locked location shows a Coin penalty.
    assert board.UNLOCK_ORDER == (Row.TOP, Row.MIDDLE, Row.BOTTOM)
    for loc in board.MAIN_DIARY_LOCATIONS:
        if loc.row is Row.TOP:
            assert loc.unlock is Unlock.PRINTED and loc.unlock_cost == 0, loc.id
        else:
            assert loc.unlock is Unlock.LOCKED and loc.unlock_cost > 0, loc.id


def test_special_action_diary_has_three_rows_of_two_with_neutral_lenses_on_top() -> None:
    special = board.SPECIAL_ACTION_LOCATIONS
    assert len(special) == components.SPECIAL_ACTION_TILES_IN_PLAY.value(2) == 6
    assert {(x.row, x.page) for x in special} == {(r, p) for r in Row for p in Page}
    top = [x for x in special if x.unlock is Unlock.NEUTRAL_LENS]
    assert len(top) == components.NEUTRAL_LENS_TOKENS.value
    assert {x.row for x in top} == {Row.TOP}
    assert all(x.unlock is Unlock.LOCKED and x.unlock_cost > 0 for x in special if x not in top)
    # Solo: the bottom row stays empty, leaving as many spaces as tiles.
    assert len([x for x in special if x.row is not Row.BOTTOM]) == \
        components.SPECIAL_ACTION_TILES_IN_PLAY.value(1)


def test_location_shapes() -> None:
    for loc in board.LOCATIONS:
        if loc.shape is Shape.CIRCLE:
            assert loc.diary is not None, loc.id  # circles "only appear within Diary Sections"
        if loc.diary in (*board.MAIN_DIARIES, Diary.SPECIAL_ACTION):
            assert loc.shape is Shape.LENS, loc.id  # unlocked with a Lens: one worker
    # Museum and Turn Order: square or rectangular, never a penalty.
    assert board.MUSEUM.shape is Shape.SQUARE and board.MUSEUM.diary is None
    assert board.TURN_ORDER.shape is Shape.SQUARE and board.TURN_ORDER.diary is None
    assert len(board.SMALL_DIARY_LOCATIONS) == 2  # Alfred goes to "either Unlock Lens spot"
    assert all(kinds(x.actions) == {ActionKind.UNLOCK_LENS} for x in board.SMALL_DIARY_LOCATIONS)


def test_there_are_four_diaries_and_the_small_one_is_always_one_section() -> None:
    # Diary Sections: 4 Diaries; one or two sections each depending on the
    # player count; the Small Diary is always a single section.
    assert len(Diary) == 4 and len(board.MAIN_DIARIES) == 2
    for n in (1, 2, 3, 4):
        sections = {board.diary_section(x, n) for x in board.SMALL_DIARY_LOCATIONS}
        assert sections == {(Diary.SMALL, None)}
        assert board.diary_section(board.MUSEUM, n) is None

    def count(n: int) -> int:
        return len({board.diary_section(x, n) for x in board.LOCATIONS} - {None})

    assert len({count(n) for n in (1, 2, 3, 4)}) > 1


def test_distinction_boxes_pair_the_rulebook_bonuses() -> None:
    # Distinctions: Extra Exploration / Navigation / Stamp / Wax Seal, Coins
    # (silver); Extra Stop "while Exploring or Navigating", Split Stamps,
    # Wax Seal Discount "for each Academy action", Victory Points (golden).
    page_action = {(x.diary, x.page): kinds(x.actions) for x in board.MAIN_DIARY_LOCATIONS}
    expected = {
        frozenset({ActionKind.EXPLORATION}): (DistinctionBonus.EXTRA_EXPLORATION,
                                              DistinctionBonus.EXTRA_STOP),
        frozenset({ActionKind.NAVIGATION}): (DistinctionBonus.EXTRA_NAVIGATION,
                                             DistinctionBonus.EXTRA_STOP),
        frozenset({ActionKind.CORRESPONDENCE}): (DistinctionBonus.EXTRA_STAMP,
                                                 DistinctionBonus.SPLIT_STAMPS),
        frozenset({ActionKind.ACADEMY}): (DistinctionBonus.EXTRA_WAX_SEAL,
                                          DistinctionBonus.WAX_SEAL_DISCOUNT),
    }
    for box in board.DISTINCTION_BOXES:
        if box.diary is Diary.SPECIAL_ACTION:
            assert (box.silver, box.golden) == (DistinctionBonus.COINS,
                                                DistinctionBonus.VICTORY_POINTS)
        else:
            assert (box.silver, box.golden) == expected[page_action[box.diary, box.page]]
    used = {b for box in board.DISTINCTION_BOXES for b in (box.silver, box.golden)}
    assert used == set(DistinctionBonus)
    assert board.DISTINCTION_COINS.value == 2 and board.DISTINCTION_POINTS.value == 3


def test_academy_has_four_scrolls_of_three_seals() -> None:
    # Setup step 6: 12 Wax Seal spots on the 4 Scrolls.
    assert len(board.ACADEMY_SCROLLS) == 4
    assert sum(s.spots for s in board.ACADEMY_SCROLLS) == components.ACADEMY_SEALS_AT_SETUP.value
    assert all(s.spots == 3 for s in board.ACADEMY_SCROLLS)
    # Alfred takes from "the cheapest Academy Scroll": costs differ (0 to 3 in the fan data).
    assert [s.cost for s in board.ACADEMY_SCROLLS] == [0, 1, 2, 3]
    # academy_scrolls.json, by hand: scroll_row 1 to 4, top to bottom, in that order
    # (assumption scroll-order: row 1 is the top-most, emptied at Cleanup).
    assert [s.position for s in board.ACADEMY_SCROLLS] == [1, 2, 3, 4]


def test_museum_is_four_rows_of_four() -> None:
    # 16 Museum tiles; "rows with all four Museum tiles"; a Coin beside each row.
    assert board.MUSEUM_ROWS.value * board.MUSEUM_COLUMNS.value == components.MUSEUM_TILES.value
    cells = {(s.museum_row, s.museum_column) for s in board.SPECIMENS}
    assert cells == {(r, c) for r in range(1, 5) for c in range(1, 5)}
    assert len(board.SPECIMENS) == components.SPECIMEN_TOKENS.value
    assert {(s.kind, s.colour) for s in board.SPECIMENS} == \
        {(k, c) for k in SpecimenKind for c in SpecimenColour}
    assert board.MUSEUM_SPECIMENS_PER_VISIT.value == 2
    assert board.MUSEUM_SECOND_SPECIMEN_COINS.value == 3


# Tracks.

TrackGraph = Mapping[str, tuple[str, ...]]


def _graphs() -> list[tuple[str, TrackGraph, str, str]]:
    found: list[tuple[str, TrackGraph, str, str]] = [
        ("ocean", {s.id: s.next for s in tracks.OCEAN}, tracks.OCEAN[0].id,
         tracks.OCEAN[-1].id)]
    for t in tracks.ISLAND_TRACKS:
        found.append((f"island {t.island}", {s.id: s.next for s in t.spaces}, t.start.id,
                      t.end.id))
    return found


def _reach(graph: TrackGraph, frm: str) -> set[str]:
    seen, todo = {frm}, [frm]
    while todo:
        for nxt in graph[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def _topological(graph: TrackGraph) -> list[str]:
    indegree = {s: 0 for s in graph}
    for nexts in graph.values():
        for n in nexts:
            indegree[n] += 1
    order, ready = [], [s for s, d in indegree.items() if d == 0]
    while ready:
        s = ready.pop()
        order.append(s)
        for n in graph[s]:
            indegree[n] -= 1
            if indegree[n] == 0:
                ready.append(n)
    return order


@pytest.mark.parametrize("name, graph, start, end", _graphs(), ids=lambda v: str(v)[:12])
def test_tracks_run_from_one_start_to_one_end(name: str, graph: TrackGraph, start: str,
                                               end: str) -> None:
    assert all(n in graph for nexts in graph.values() for n in nexts), name
    assert len(_topological(graph)) == len(graph), f"{name} has a loop"
    assert [s for s, nexts in graph.items() if not nexts] == [end]
    assert _reach(graph, start) == set(graph)
    assert all(end in _reach(graph, s) for s in graph)
    assert all(len(nexts) <= 2 for nexts in graph.values())


def _join(graph: TrackGraph, fork: str) -> str:
    # The first space every way out of the fork passes through.
    order = _topological(graph)
    common = set.intersection(*(_reach(graph, n) for n in graph[fork]))
    return min(common, key=order.index)


def test_every_fork_joins_up_again_before_the_end() -> None:
    # Counted by hand in the fan data (ocean_tracks.json, island_*_tracks.json).
    expected = {
        "O1": "O3", "O5": "O7", "O9": "O11", "O11": "O13", "O16": "O18", "O19": "O21",
        "A4": "A8", "A11": "A15", "B2": "B5", "B6": "B7", "C1": "C4",
    }
    joins = {fork: _join(graph, fork) for _, graph, _, _ in _graphs()
             for fork, nexts in graph.items() if len(nexts) == 2}
    assert joins == expected


def test_the_beagle_has_one_space_per_round() -> None:
    # Five Beagle Goal tiles under the Beagle positions; the Beagle moves to the
    # next one in each of the four Cleanup Phases.
    beagle = [s.id for s in tracks.OCEAN if s.beagle]
    assert len(beagle) == tracks.BEAGLE_SPACES.value == components.BEAGLE_GOALS_IN_PLAY.value
    assert len(beagle) == components.ROUNDS.value
    # Ships start on the left-most space, the Beagle on the left-most Beagle space.
    assert not tracks.OCEAN[0].beagle and beagle[0] == "O1"


def test_banners_place_the_explorers_not_placed_at_setup() -> None:
    # 3 Explorers; 1 on the left-most island at setup; a banner puts one on a
    # new island.
    banners = [s.banner for s in tracks.OCEAN if s.banner is not None]
    left = components.EXPLORERS.value - components.EXPLORERS_ON_BOARD_AT_SETUP.value
    assert len(banners) == left == 2
    assert tracks.LEFT_MOST_ISLAND not in banners
    assert banners == [i for i in tracks.ISLANDS_LEFT_TO_RIGHT.value
                       if i is not tracks.LEFT_MOST_ISLAND]


def test_specimen_spaces_are_the_two_player_ten() -> None:
    # Counted by hand in the fan data: O2; A2, A5, A9, A12; B2, B6, B11; C1, C5.
    found = {s.id for s in tracks.OCEAN if s.specimen} | {
        s.id for t in tracks.ISLAND_TRACKS for s in t.spaces if s.specimen}
    assert found == {"O2", "A2", "A5", "A9", "A12", "B2", "B6", "B11", "C1", "C5"}
    assert len(found) == components.SPECIMEN_TOKENS.value - \
        components.SPECIMEN_TOKENS_LEFT_OVER.value(2)


def test_each_campsite_icon_has_its_tent_locations() -> None:
    with_icon = {s.id for s in tracks.OCEAN if ActionKind.ESTABLISH_CAMPSITE in kinds(s.actions)}
    with_icon |= {s.id for t in tracks.ISLAND_TRACKS for s in t.spaces
                  if ActionKind.ESTABLISH_CAMPSITE in kinds(s.actions)}
    assert {c.space for c in tracks.CAMPSITES} == with_icon
    assert len(tracks.CAMPSITES) == len(with_icon) == 9  # counted by hand in campsites.json
    assert all(c.tent_costs and min(c.tent_costs) >= 0 for c in tracks.CAMPSITES)
    # A player can place all 5 Tents (the 5-point bonus is reachable).
    assert sum(len(c.tent_costs) for c in tracks.CAMPSITES) >= components.TENTS.value


def test_first_to_the_end_of_a_track_scores_three() -> None:
    assert tracks.END_OF_TRACK_POINTS.value == 3


# Read by hand in island_A/B/C_tracks.json: the spaces that give Coins
# (GAIN_COINS) and points (GAIN_VP), with their amounts.
ISLAND_COINS = {"A1": 4, "A8": 2, "A11": 3, "A13": 5, "A21": 3,
                "B1": 5, "B5": 2, "B7": 4, "B8": 3}
ISLAND_POINTS = {"A15": 3, "A16": 2, "A17": 3, "A19": 4, "A23": 6, "A24": 4,
                 "B3": 4, "B13": 6, "B14": 5,
                 "C2": 3, "C4": 3, "C6": 5, "C7": 3, "C8": 6, "C9": 8, "C10": 8}


@pytest.mark.parametrize("kind, expected", [(ActionKind.COINS, ISLAND_COINS),
                                            (ActionKind.VICTORY_POINTS, ISLAND_POINTS)],
                         ids=["coins", "points"])
def test_island_spaces_give_the_coins_and_points_of_the_fan_data(
        kind: ActionKind, expected: dict[str, int]) -> None:
    found = {s.id: a.amount for t in tracks.ISLAND_TRACKS for s in t.spaces
             for a in s.actions if isinstance(a, Action) and a.kind is kind}
    assert found == expected


def test_ribbons_lie_on_islands() -> None:
    # Counted by hand in the island files: A 1, 2, 3, 4; B 2, 3, 4; C 4.
    ribbons = {t.island: [s.ribbon for s in t.spaces if s.ribbon is not None]
               for t in tracks.ISLAND_TRACKS}
    assert ribbons == {tracks.Island.A: [1, 2, 3, 4], tracks.Island.B: [2, 3, 4],
                       tracks.Island.C: [4]}


def test_theory_of_evolution_track() -> None:
    steps = tracks.EVOLUTION_TRACK
    assert [s.step for s in steps] == list(range(len(steps)))
    assert all(0 <= b.books - a.books <= 1 for a, b in zip(steps, steps[1:]))
    # theory_of_evolution_track.json, by hand: 36 spaces, 1 book at the first, 15 at the last.
    assert len(steps) == 37 and steps[1].books == 1 and steps[36].books == 15
    # The Objectives' Evolution steps lie on the track.
    asked = [r.amount for o in cards.OBJECTIVES for r in o.requirements
             if r.need is Need.EVOLUTION_STEP]
    assert asked and all(a < len(steps) for a in asked)


# The personal board (rulebook, Wax Seal Requirements, Distinctions, Final Scoring).

def test_worker_rows() -> None:
    rows = personal_board.WORKER_ROWS
    assert len(rows) == components.WORKERS.value
    assert sum(r.active_at_start for r in rows) == components.STARTING_WORKERS.value
    top, fifth = rows[0], rows[-1]
    # The top worker: a Special seal and no empty spot. The fifth: no seals ever.
    assert top.printed_special_seal and top.spots == ()
    assert fifth.spots == () and not fifth.active_at_start and not fifth.printed_special_seal
    middle = rows[1:-1]
    assert len(middle) == 3 == components.CREW_CARDS_PER_PLAYER.value
    for row in middle:
        # The seal from setup and five empty spots.
        assert row.takes_crew_seal and len(row.spots) == 1 + 5
        assert [s.distinction for s in row.spots].index(Distinction.SILVER) == 4 - 1
        assert [s.distinction for s in row.spots].index(Distinction.GOLDEN) == 6 - 1
        # 3 points for the 5th seal, 7 more for the 6th: 10 in all.
        assert [s.final_points for s in row.spots] == [0, 0, 0, 0, 3, 7]
        assert all(s.cost >= 0 for s in row.spots) and row.spots[0].cost == 0


def test_objective_spaces() -> None:
    spots = personal_board.OBJECTIVE_SPOTS
    for tier in Tier:
        assert [s.position for s in spots if s.tier is tier] == [1, 2, 3, 4, 5]
    golden_1 = next(s for s in spots if s.tier is Tier.GOLDEN and s.position == 1)
    # "The 5th worker will only enter play once the left-most golden Objective is achieved."
    assert ActionKind.UNLOCK_FIFTH_WORKER in kinds(golden_1.actions)
    # Objective Actions list both "Gain 5" and "Gain 8 victory points during final scoring".
    finals = sorted(a.amount for s in spots for a in s.actions
                    if isinstance(a, Action) and a.timing is Timing.FINAL_SCORING
                    and a.kind is ActionKind.VICTORY_POINTS)
    assert 5 in finals and 8 in finals
    rulebook_actions = {ActionKind.REACTIVATE_TENT, ActionKind.ACADEMY_DISCOUNT,
                        ActionKind.RESEARCH_EXPLORER_SPECIMEN, ActionKind.BOOK_MULTIPLIER,
                        ActionKind.SPECIAL_SEAL, ActionKind.UNLOCK_FIFTH_WORKER,
                        ActionKind.PLACEMENT_PENALTY_REDUCTION, ActionKind.LAGGING_PENALTY_CAP}
    shown = [k for s in spots for k in kinds(s.actions) if k is not ActionKind.VICTORY_POINTS]
    assert sorted(shown) == sorted(rulebook_actions)
    assert personal_board.PAIRED_OBJECTIVE_POINTS.value == 4


def test_tents_and_stamps() -> None:
    tents = personal_board.TENT_SPOTS
    assert len(tents) == components.TENTS.value
    # Numbered from the top, the first to leave: 1 to 5.
    assert [t.position for t in tents] == [1, 2, 3, 4, 5]
    last = tents[-1].revealed
    assert len(last) == 1 and isinstance(last[0], Action)
    assert (last[0].kind, last[0].amount, last[0].timing) == \
        (ActionKind.VICTORY_POINTS, personal_board.ALL_TENTS_POINTS.value, Timing.FINAL_SCORING)
    assert personal_board.ALL_TENTS_POINTS.value == 5
    stacks = personal_board.STAMP_STACKS
    assert len(stacks) == components.STAMP_STACKS.value == 3
    assert all(s.stamps == components.STAMPS_PER_STACK.value == 4 for s in stacks)
    assert sum(s.stamps for s in stacks) == components.STAMPS.value
    # personal_board.json, by hand: stamp slots 0, 1, 2 reveal Explore 2, an
    # Academy 2 Coins cheaper, Navigate 2; the spec numbers them from 1.
    assert [s.position for s in stacks] == [1, 2, 3]
    assert [s.emptied for s in stacks] == [(explore(2),), (academy(discount=2),),
                                           (navigate(2),)]
    assert len(personal_board.RESEARCH_SPOTS) == components.SPECIMEN_TOKENS.value


# Cards and tiles.

def test_crew_cards() -> None:
    crew = cards.CREW_CARDS
    assert [c.number for c in crew] == list(range(1, components.CREW_CARDS.value + 1))
    first_play = [n for seat in components.FIRST_PLAY_CREW_CARDS.value for n in seat]
    assert sorted(first_play) == list(range(1, 13))
    for card in crew:
        # One worker must hold all the seals, and a row holds 6.
        assert 0 < card.requirement.total <= personal_board.SEALS_PER_ROW.value
    # Counted by hand in crew_cards.json: each card asks for 5 seals, and four
    # cards give each colour (blue 1, 5, 8, 16; green 2, 12, 14, 15; red 3, 4,
    # 9, 11; yellow 6, 7, 10, 13).
    assert all(c.requirement.total == 5 for c in crew)
    by_colour = {colour: [c.number for c in crew if c.seal is colour] for colour in SealColour}
    assert by_colour == {SealColour.BLUE: [1, 5, 8, 16], SealColour.GREEN: [2, 12, 14, 15],
                         SealColour.RED: [3, 4, 9, 11], SealColour.YELLOW: [6, 7, 10, 13]}


def test_every_new_special_or_crew_action_is_on_a_tile_or_card() -> None:
    # "The following are new actions that appear on Special Action tiles and Crew cards".
    from spec.darwins_journey.icons import SPECIAL_AND_CREW_ACTIONS

    shown = frozenset().union(*(kinds(t.actions) for t in cards.SPECIAL_ACTION_TILES),
                              *(kinds(c.actions) for c in cards.CREW_CARDS))
    assert SPECIAL_AND_CREW_ACTIONS <= shown
    assert len(SPECIAL_AND_CREW_ACTIONS) == 12
    assert cards.CONVERT_TEMPORARY_KNOWLEDGE.value == 7
    assert cards.DISTRIBUTED_STAMPS.value == 4


def test_objective_tiles() -> None:
    start = cards.STARTING_OBJECTIVES
    assert len([o for o in start if o.tier is Tier.SILVER]) == \
        components.STARTING_OBJECTIVES_SILVER.value
    assert len([o for o in start if o.tier is Tier.GOLDEN]) == \
        components.STARTING_OBJECTIVES_GOLDEN.value
    assert all(o.starting for o in start)
    assert all(o.tier is Tier.SILVER and not o.starting for o in cards.SILVER_OBJECTIVES)
    assert all(o.tier is Tier.GOLDEN and not o.starting for o in cards.GOLDEN_OBJECTIVES)
    assert len(cards.GOLDEN_OBJECTIVES) == components.OBJECTIVES_GOLDEN.value
    # Two silver faces are unknown (the fan data has 8 of the rulebook's 10).
    assert len(cards.SILVER_OBJECTIVES) == components.OBJECTIVES_SILVER.value - 2
    assert len({o.id for o in cards.OBJECTIVES}) == len(cards.OBJECTIVES)
    assert all(o.requirements for o in cards.OBJECTIVES)


def test_objective_requirements_outside_the_rulebook_list_are_the_flagged_ones() -> None:
    outside = {o.id for o in cards.OBJECTIVES for r in o.requirements
               if r.need not in cards.RULEBOOK_NEEDS}
    # The six fan tiles named in the assumption, and start-golden-2 (a copy of 14).
    assert outside == {"silver-7", "golden-19", "silver-11", "golden-18", "start-silver-1",
                       "golden-14", "start-golden-2", "silver-10", "golden-22"}
    ocean = {s.id for s in tracks.OCEAN}
    for o in cards.OBJECTIVES:
        for r in o.requirements:
            assert (r.space in ocean) if r.need is Need.SHIP_ON_SPACE else r.space is None
            if r.need is Need.SPECIMENS:
                assert (r.specimen_kind is None) != (r.specimen_colour is None), o.id
            assert (r.seal is not None) == (r.need is Need.REGULAR_SEALS), o.id


def test_special_action_correspondence_and_beagle_tiles_are_numbered() -> None:
    assert [t.number for t in cards.SPECIAL_ACTION_TILES] == \
        list(range(1, components.SPECIAL_ACTION_TILES.value + 1))
    assert [t.number for t in cards.CORRESPONDENCE_TILES] == \
        list(range(1, components.CORRESPONDENCE_TILES.value + 1))
    assert [t.number for t in cards.BEAGLE_GOALS] == \
        list(range(1, components.BEAGLE_GOAL_TILES.value + 1))
    # First-game layouts name existing, distinct tiles of the right number.
    special = [n for row in components.FIRST_GAME_SPECIAL_ACTION_TILES.value for n in row]
    assert len(set(special)) == 6 and set(special) <= {t.number for t in cards.SPECIAL_ACTION_TILES}
    assert len(components.FIRST_GAME_CORRESPONDENCE_TILES.value) == \
        components.CORRESPONDENCE_TILES_IN_PLAY.value
    assert len(set(components.FIRST_GAME_BEAGLE_GOALS.value)) == \
        components.BEAGLE_GOALS_IN_PLAY.value
    assert all(t.first and t.second for t in cards.CORRESPONDENCE_TILES)


def test_beagle_goal_points_are_the_rulebook_values() -> None:
    # Goal Conditions: 4 per seal, 6 per Research token, 5 per Lens, 8 per
    # empty Stamp stack, 4 per Tent, 3 per achieved Objective.
    assert cards.GOAL_POINTS == {Goal.REGULAR_SEALS: 4, Goal.SPECIMENS: 6, Goal.LENSES: 5,
                                 Goal.EMPTY_STAMP_STACKS: 8, Goal.TENTS: 4, Goal.OBJECTIVES: 3}
    goals = cards.BEAGLE_GOALS
    assert {g.seal for g in goals if g.goal is Goal.REGULAR_SEALS} == set(SealColour)
    assert {g.specimen_kind for g in goals if g.goal is Goal.SPECIMENS} == set(SpecimenKind)
    assert all(g.points_each == cards.GOAL_POINTS[g.goal] for g in goals)


# Ids and provenance.

def test_ids_are_unique() -> None:
    groups: dict[str, Sequence[str]] = {
        "locations": [x.id for x in board.LOCATIONS],
        "track spaces": [s.id for s in tracks.OCEAN]
        + [s.id for t in tracks.ISLAND_TRACKS for s in t.spaces],
        "campsites": [c.id for c in tracks.CAMPSITES],
        "objectives": [o.id for o in cards.OBJECTIVES],
        "specimens": [s.id for s in board.SPECIMENS],
    }
    for name, ids in groups.items():
        assert len(set(ids)) == len(ids), name


def _sources(module: ModuleType) -> dict[str, Source]:
    return {k: v for k, v in vars(module).items() if isinstance(v, Source)}


def test_every_collection_has_a_source_and_every_source_names_registered_assumptions() -> None:
    registered = {a.id for a in all_assumptions("darwins-journey")
                  if not a.id.startswith(MODEL_PREFIX)}
    assert registered and all(a.startswith(ASSUMPTION_PREFIX) for a in registered)
    all_sources = {name for module in MODULES for name in _sources(module)}
    named: set[str] = set()
    for module in MODULES:
        for name, value in vars(module).items():
            if name.isupper() and not name.startswith("_") and isinstance(value, tuple) and value \
                    and not isinstance(value[0], (str, int)) and name not in UNIONS:
                assert f"{name}_SOURCE" in all_sources, f"{module.__name__}.{name} has no source"
            for item in (value.values() if isinstance(value, dict) else (value,)):
                if isinstance(item, Sourced):
                    named.update(item.source.assumptions)
            if isinstance(value, Source):
                named.update(value.assumptions)
    for source_assumption in named:
        assert source_assumption in registered
    # Every registered assumption qualifies some datum.
    assert registered == named


@pytest.mark.parametrize("name", [
    "seals-per-colour", "turn-order-coins", "diary-locations-hold-one-worker",
    "special-action-top-row-neutral-lens", "no-banner-for-the-left-most-island",
    "specimen-spaces",
])
def test_disagreements_settled_for_the_rulebook_are_registered_as_rules_text(name: str) -> None:
    found = {a.id: a for a in all_assumptions("darwins-journey")}
    assert found[ASSUMPTION_PREFIX + name].provenance is Provenance.RULES_TEXT


def test_seals_value_type() -> None:
    assert Seals(green=2, red=1).items() == ((SealColour.GREEN, 2), (SealColour.RED, 1))
    assert Seals.of(SealColour.BLUE, 3) == Seals(blue=3)
    with pytest.raises(ValueError):
        Seals(green=-1)

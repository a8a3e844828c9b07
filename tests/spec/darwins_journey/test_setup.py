"""Darwin's Journey setup, components and the round structure, against the rulebook.

Every expected value below is read off the rulebook
(``shared/seeds/002_c2bb59e7f29bd312.txt``: Overview, Components, Setup,
Game Overview, Round Structure) or counted by hand in the data modules; none is
copied from what the spec computes.
"""

from __future__ import annotations

from collections import Counter
from typing import TypeVar

import pytest

from spec.core.rng import Rng
from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey import components, play
from spec.darwins_journey import setup as setup_code
from spec.darwins_journey.board import (
    LOCATIONS,
    SPECIAL_ACTION_LOCATIONS,
    SPECIMENS,
    BoardSide,
    board_side,
    location,
)
from spec.darwins_journey.cards import (
    BEAGLE_GOALS,
    CORRESPONDENCE_TILES,
    CREW_CARDS,
    GOLDEN_OBJECTIVES,
    SILVER_OBJECTIVES,
    SPECIAL_ACTION_TILES,
    STARTING_OBJECTIVES,
    crew_card,
)
from spec.darwins_journey.icons import SealColour, Tier
from spec.darwins_journey.moves import DONE, Move, MoveKind, place
from spec.darwins_journey.placement import actions_at
from spec.darwins_journey.scoring import ranking
from spec.darwins_journey.setup import draft_crew, setup
from spec.darwins_journey.state import NEUTRAL, PURPLE, Game, Phase
from spec.darwins_journey.tracks import (
    EVOLUTION_TRACK,
    ISLAND_TRACKS,
    ISLANDS_LEFT_TO_RIGHT,
    OCEAN,
    Island,
)

T = TypeVar("T")
COUNTS = (2, 3, 4)
SEEDS = range(12)
COLOURS = tuple(colour.value for colour in SealColour)


class FirstPick(Rng):
    """A generator for tests: every shuffle keeps its order and every pick
    takes the first choice, so a setup can be worked out by hand."""

    @staticmethod
    def seeded(seed: int) -> Rng:
        return FirstPick(0)

    def below(self, n: int) -> tuple[int, Rng]:
        return 0, self

    def shuffled(self, items: tuple[T, ...]) -> tuple[tuple[T, ...], Rng]:
        return items, self


SHUFFLED: list[tuple[object, ...]] = []


class Recording(Rng):
    """The seeded generator, noting every tuple it shuffles in ``SHUFFLED``."""

    @staticmethod
    def seeded(seed: int) -> Rng:
        return Recording(Rng.seeded(seed).state)

    def below(self, n: int) -> tuple[int, Rng]:
        value, nxt = Rng.below(self, n)
        return value, Recording(nxt.state)

    def shuffled(self, items: tuple[T, ...]) -> tuple[tuple[T, ...], Rng]:
        SHUFFLED.append(tuple(items))
        out, nxt = Rng.shuffled(self, items)
        return out, Recording(nxt.state)


def _loc(game: Game, loc_id: str) -> int:
    return next(i for i, loc in enumerate(LOCATIONS) if loc.id == loc_id)


def _all_seals(game: Game) -> Counter[str]:
    """Every Regular Wax Seal still in the game: Scrolls, pile and worker rows."""
    held = [s for p in game.players for row in p.rows for s in row]
    return Counter([s for s in game.scrolls if s] + list(game.seal_pile) + held)


# Overview and components ------------------------------------------------------

@pytest.mark.cites(c.COMPONENT_LIST.id)
def test_general_component_counts() -> None:
    # Components: 16 Crew cards, 12 Special Action tiles, 8 Correspondence tiles,
    # 12 Beagle Goal tiles, 16 Museum tiles / Specimen tokens, 8 Starting
    # Objectives (4 silver, 4 golden), 56 Regular Wax Seals (14 per colour),
    # 12 purple seals, 16 Temporary Knowledge, 30 Research tokens, 2 neutral
    # Lenses, 40 Coins (28 ones, 12 fives).
    assert len(CREW_CARDS) == components.CREW_CARDS.value == 16
    assert len(SPECIAL_ACTION_TILES) == components.SPECIAL_ACTION_TILES.value == 12
    assert len(CORRESPONDENCE_TILES) == components.CORRESPONDENCE_TILES.value == 8
    assert len(BEAGLE_GOALS) == components.BEAGLE_GOAL_TILES.value == 12
    assert len(SPECIMENS) == components.MUSEUM_TILES.value == components.SPECIMEN_TOKENS.value == 16
    assert len(STARTING_OBJECTIVES) == 8
    assert sum(1 for t in STARTING_OBJECTIVES if t.tier is Tier.SILVER) == 4
    assert sum(1 for t in STARTING_OBJECTIVES if t.tier is Tier.GOLDEN) == 4
    assert components.OBJECTIVES_SILVER.value == components.OBJECTIVES_GOLDEN.value == 10
    assert len(GOLDEN_OBJECTIVES) == 10
    assert components.REGULAR_SEALS_PER_COLOUR.value * len(SealColour) == 56
    assert components.SPECIAL_SEALS.value == 12
    assert components.TEMPORARY_KNOWLEDGE.value == 16
    assert components.RESEARCH_TOKENS.value == 30
    assert components.NEUTRAL_LENS_TOKENS.value == 2
    assert components.COINS_OF_ONE.value == 28 and components.COINS_OF_FIVE.value == 12
    assert components.HMS_BEAGLE.value == components.TWO_PLAYER_TURN_ORDER_TOKEN.value == 1


@pytest.mark.cites(c.COMPONENT_LIST.id)
def test_player_component_counts() -> None:
    # Player components (x4): 3 Explorers, 5 workers, 4 cubes, 5 Tents, 1 Ship,
    # 6 personal Lens tokens, 12 Stamps.
    assert components.PLAYER_COLOURS.value == 4
    assert components.EXPLORERS.value == 3
    assert components.WORKERS.value == 5
    assert components.CUBES.value == 4
    assert components.TENTS.value == 5
    assert components.SHIPS.value == 1
    assert components.PERSONAL_LENS_TOKENS.value == 6
    assert components.STAMPS.value == 12


@pytest.mark.parametrize("players, side", [
    (1, BoardSide.ONE_TO_THREE), (2, BoardSide.ONE_TO_THREE), (3, BoardSide.ONE_TO_THREE),
    (4, BoardSide.FOUR)])
@pytest.mark.cites(c.BOARD_SIDE.id)
def test_board_side_by_player_count(players: int, side: BoardSide) -> None:
    assert board_side(players) is side


@pytest.mark.parametrize("players", [0, 5])
@pytest.mark.cites(c.BOARD_SIDE.id)
def test_no_board_side_outside_one_to_four_players(players: int) -> None:
    with pytest.raises(ValueError):
        board_side(players)


# Main board setup --------------------------------------------------------------

@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.SPECIAL_ACTION_TILES.id)
def test_six_different_special_action_tiles_drawn_at_random(players: int) -> None:
    drawn = set()
    for seed in SEEDS:
        tiles = setup(players, seed).special_tiles
        assert len(tiles) == 6 and len(set(tiles)) == 6
        assert set(tiles) <= set(range(1, 13))
        drawn.add(frozenset(tiles))
    assert len(drawn) > 1  # not the same six every game


@pytest.mark.cites(c.SPECIAL_ACTION_TILES.id, c.FIRST_GAME_SPECIAL_TILES.id)
def test_first_game_special_action_tiles_by_row() -> None:
    # Top row 7 & 8, middle row 1 & 9, bottom row 5 & 12; each location then
    # offers its tile's actions.
    game = setup(2, 3, first_game=True)
    laid = {"special-top-left": 7, "special-top-right": 8, "special-middle-left": 1,
            "special-middle-right": 9, "special-bottom-left": 5, "special-bottom-right": 12}
    for loc_id, number in laid.items():
        assert actions_at(game, location(loc_id)) == SPECIAL_ACTION_TILES[number - 1].actions


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.NEUTRAL_LENSES.id)
def test_neutral_lenses_open_the_two_top_special_action_tiles(players: int) -> None:
    game = setup(players, 4)
    top = {"special-top-left", "special-top-right"}
    for loc in SPECIAL_ACTION_LOCATIONS:
        assert (game.lens[_loc(game, loc.id)] == NEUTRAL) == (loc.id in top)
    assert sum(1 for owner in game.lens if owner == NEUTRAL) == 2
    # Only the top row is open for workers at the start.
    targets = {m.args[1] for m in play.moves(game) if m.kind is MoveKind.PLACE}
    assert top <= targets
    assert not targets & {loc.id for loc in SPECIAL_ACTION_LOCATIONS if loc.id not in top}


@pytest.mark.cites(c.NEUTRAL_LENSES.id)
def test_a_worker_on_a_neutral_lens_pays_nobody() -> None:
    game = setup(3, 2)
    coins = [p.coins for p in game.players]
    me = game.active
    after = play.apply(game, place(0, "special-top-left"))
    assert [p.coins for p in after.players if p.seat != me] == \
        [coins[p.seat] for p in game.players if p.seat != me]


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.CORRESPONDENCE_TILES.id)
def test_three_different_correspondence_tiles(players: int) -> None:
    drawn = set()
    for seed in SEEDS:
        tiles = setup(players, seed).correspondence
        assert len(set(tiles)) == 3 and set(tiles) <= set(range(1, 9))
        drawn.add(tiles)
    assert len(drawn) > 1


@pytest.mark.cites(c.FIRST_GAME_CORRESPONDENCE.id)
def test_first_game_correspondence_tiles_top_to_bottom() -> None:
    assert setup(3, 9, first_game=True).correspondence == (2, 4, 5)


@pytest.mark.parametrize("players, removed, kept", [(2, 2, 12), (3, 1, 13), (4, 0, 14)])
@pytest.mark.cites(c.SEALS_REMOVED.id)
def test_seals_removed_by_player_count(players: int, removed: int, kept: int) -> None:
    # 14 of each colour; two players put 2 of each back in the box, three put 1.
    game = setup(players, 5)
    assert _all_seals(game) == Counter({colour: kept for colour in COLOURS})
    assert Counter(game.seals_out) == Counter({colour: removed for colour in COLOURS
                                               if removed})


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.SEAL_PILE.id, c.SCROLL_SEALS.id)
def test_the_scrolls_and_the_pile_share_the_regular_seals(players: int) -> None:
    kept = 14 - {2: 2, 3: 1, 4: 0}[players]
    game = setup(players, 6)
    assert len(game.scrolls) == 12 and all(s in COLOURS for s in game.scrolls)
    # The pile: every remaining seal not on a Scroll nor given for a Crew card.
    assert set(game.seal_pile) <= set(COLOURS)
    assert len(game.seal_pile) == 4 * kept - 12 - 3 * players


@pytest.mark.cites(c.SEAL_PILE.id, c.SCROLL_SEALS.id)
def test_the_seals_are_shuffled() -> None:
    scrolls = {setup(2, seed).scrolls for seed in SEEDS}
    piles = {setup(2, seed).seal_pile for seed in SEEDS}
    assert len(scrolls) > 1 and len(piles) > 1


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.PURPLE_SEAL_PILE.id)
def test_all_twelve_purple_seals_form_the_supply(players: int) -> None:
    assert setup(players, 1).purple == 12


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.STARTING_OBJECTIVES_ASIDE.id, c.OBJECTIVE_STACKS.id, c.OBJECTIVE_DISPLAY.id)
def test_objective_stacks_and_display(players: int) -> None:
    game = setup(players, 7)
    start = {t.id for t in STARTING_OBJECTIVES}
    silver = game.silver_stack + game.silver_display
    golden = game.golden_stack + game.golden_display
    # Every non-starting Objective is in its own stack or on display, once.
    assert sorted(silver) == sorted(t.id for t in SILVER_OBJECTIVES)
    assert sorted(golden) == sorted(t.id for t in GOLDEN_OBJECTIVES)
    assert not (set(silver) | set(golden)) & start
    # Two of each colour face up.
    assert len(game.silver_display) == 2 and all(game.silver_display)
    assert len(game.golden_display) == 2 and all(game.golden_display)


@pytest.mark.cites(c.OBJECTIVE_STACKS.id)
def test_objective_stacks_are_shuffled() -> None:
    silver = {setup(2, seed).silver_stack for seed in SEEDS}
    golden = {setup(2, seed).golden_stack for seed in SEEDS}
    assert len(silver) > 1 and len(golden) > 1


@pytest.mark.cites(c.MUSEUM_TILES.id)
def test_sixteen_museum_tiles_fill_a_four_by_four_display() -> None:
    places = [(s.museum_row, s.museum_column) for s in SPECIMENS]
    assert sorted(places) == [(r, col) for r in range(1, 5) for col in range(1, 5)]
    assert len({s.id for s in SPECIMENS}) == 16


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.MUSEUM_ROW_COINS.id)
def test_a_coin_beside_each_museum_row(players: int) -> None:
    assert setup(players, 2).row_coins == (True, True, True, True)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.VP_MARKERS.id, c.EVOLUTION_MARKERS.id)
def test_points_and_evolution_start_at_zero(players: int) -> None:
    game = setup(players, 8)
    assert [p.points for p in game.players] == [0] * players
    assert [p.evolution for p in game.players] == [0] * players
    # The large book at the start of the track has reached no Book Multiplier.
    assert EVOLUTION_TRACK[0].books == 0


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.RANDOM_TURN_ORDER.id)
def test_turn_order_is_random(players: int) -> None:
    orders = set()
    for seed in SEEDS:
        game = setup(players, seed)
        assert sorted(game.turn_order) == list(range(players))
        assert game.active == game.turn_order[0]
        orders.add(game.turn_order)
    assert len(orders) > 1


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.BEAGLE_GOAL_TILES.id)
def test_five_different_beagle_goals(players: int) -> None:
    drawn = set()
    for seed in SEEDS:
        goals = setup(players, seed).beagle_goals
        assert len(goals) == 5 and len(set(goals)) == 5 and set(goals) <= set(range(1, 13))
        drawn.add(goals)
    assert len(drawn) > 1


@pytest.mark.cites(c.FIRST_GAME_BEAGLE_GOALS.id)
def test_first_game_beagle_goals_left_to_right() -> None:
    assert setup(2, 11, first_game=True).beagle_goals == (7, 4, 10, 8, 9)


@pytest.mark.parametrize("players, left_over", [(2, 6), (3, 3), (4, 0)])
@pytest.mark.cites(c.SPECIMEN_TOKENS.id, c.SETUP_MUSEUM_TILES.id)
def test_specimen_tokens_and_the_museum_by_player_count(players: int, left_over: int) -> None:
    game = setup(players, 10)
    spaces = [space for space, _ in game.specimens]
    tokens = [token for _, token in game.specimens]
    assert len(game.specimens) == 16 - left_over
    assert len(set(spaces)) == len(spaces) and len(set(tokens)) == len(tokens)
    # Each left-over token's Museum tile is already in the Museum display.
    assert game.museum == frozenset(s.id for s in SPECIMENS) - set(tokens)
    assert len(game.museum) == left_over


@pytest.mark.cites(c.SPECIMEN_TOKENS.id)
def test_specimen_tokens_are_shuffled() -> None:
    assert len({setup(2, seed).specimens for seed in SEEDS}) > 1


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.SUPPLY.id, c.STARTING_TEMPORARY_KNOWLEDGE.id)
def test_the_general_supply(players: int) -> None:
    # 16 Temporary Knowledge less the one each player takes; 30 Research tokens.
    game = setup(players, 3)
    assert game.knowledge_supply == 16 - players
    assert game.research_supply == 30


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.EXPLORERS_START.id, c.SHIPS_START.id, c.BEAGLE_START.id)
def test_explorers_ships_and_the_beagle_start_on_the_left(players: int) -> None:
    game = setup(players, 12)
    left_most = ISLANDS_LEFT_TO_RIGHT.value[0]
    assert left_most is Island.A
    start = next(t for t in ISLAND_TRACKS if t.island is left_most).start.id
    first_ocean = OCEAN[0].id
    # The leftmost Ocean space: no other space leads to it.
    assert all(first_ocean not in s.next for s in OCEAN)
    first_beagle = next(i for i, s in enumerate(OCEAN) if s.beagle)
    for p in game.players:
        assert p.explorers == (start, "", "")
        assert p.ship == first_ocean
    assert game.beagle == 0
    assert OCEAN[first_beagle].id == "O1"


@pytest.mark.parametrize("players, coins", [(2, 3), (3, 2), (4, 2)])
@pytest.mark.cites(c.TWO_PLAYER_TURN_ORDER_TOKEN.id)
def test_reserve_turn_order_pays_three_only_with_two_players(players: int, coins: int) -> None:
    # The 2-player token covers the printed Coin reward: 3 Coins instead of 2.
    game = setup(players, 1)
    me = game.active
    before = game.players[me].coins
    game = play.apply(game, place(0, "turn-order"))
    perform = next(m for m in play.moves(game) if m.kind is MoveKind.PERFORM)
    game = play.apply(game, perform)
    assert game.players[me].coins == before + coins


# Player setup -------------------------------------------------------------------

@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.PLAYER_PIECES.id, c.STARTING_TENTS.id, c.STAMP_STACKS.id,
                   c.STARTING_COINS.id, c.STARTING_TEMPORARY_KNOWLEDGE.id)
def test_each_players_pieces(players: int) -> None:
    for p in setup(players, 13).players:
        assert p.lenses == 6
        assert p.tents == 5 and p.placed_tents() == 0
        assert p.stamps == (4, 4, 4)
        assert p.explorers.count("") == 2  # two Explorers wait beside the board
        assert p.coins == 4
        assert p.knowledge == 1
        assert p.points == 0


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.STARTING_WORKERS.id, c.PLAYER_PIECES.id)
def test_four_workers_start_and_the_fifth_waits(players: int) -> None:
    game = setup(players, 14)
    for p in game.players:
        assert p.home == frozenset({0, 1, 2, 3})
        assert not p.fifth_worker
    rows = {m.args[0] for m in play.moves(game) if m.kind is MoveKind.PLACE}
    assert rows == {0, 1, 2, 3}


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.CREW_FIRST_PLAY.id)
def test_first_play_crew_cards_follow_turn_order(players: int) -> None:
    for seed in range(4):
        game = setup(players, seed, crew="first-play")
        for place_in_order, seat in enumerate(game.turn_order):
            first = 3 * place_in_order + 1
            assert game.players[seat].crew == (first, first + 1, first + 2)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.CREW_DRAFT.id)
def test_draft_gives_three_different_cards_each(players: int) -> None:
    for seed in SEEDS:
        game = setup(players, seed)
        hands = [p.crew for p in game.players]
        cards = [n for hand in hands for n in hand]
        assert all(len(hand) == 3 for hand in hands)
        assert len(set(cards)) == 3 * players
        assert set(cards) <= set(range(1, 17))


@pytest.mark.cites(c.CREW_DRAFT.id)
def test_draft_keeps_one_and_passes_the_rest() -> None:
    # Worked by hand, with the deck in order 1..16 and every player keeping the
    # first card of the hand they hold. Two players: A is dealt 1-4, B 5-8.
    # A keeps 1, B keeps 5; hands swap: A holds 6,7,8, B holds 2,3,4.
    # A keeps 6, B keeps 2; hands swap: A holds 3,4, B holds 7,8.
    # A keeps 3, B keeps 7. Cards 4 and 8, and the undealt 9-16, are unused.
    kept, _ = draft_crew((0, 1), FirstPick(0))
    assert kept == {0: (1, 3, 6), 1: (2, 5, 7)}


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.CREW_SEALS.id)
def test_crew_seals_start_the_three_lower_rows(players: int) -> None:
    for seed in SEEDS:
        game = setup(players, seed)
        for p in game.players:
            assert [len(p.rows[row]) for row in (1, 2, 3)] == [1, 1, 1]
            assert p.rows[4] == ()  # the fifth worker never has seals
            given = sorted(s for row in (1, 2, 3) for s in p.rows[row])
            assert given == sorted(crew_card(n).seal.value for n in p.crew)
            assert PURPLE not in given


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.RESHUFFLE_SEAL_PILE.id, c.CREW_SEALS.id)
def test_the_seal_pile_is_reshuffled_once_the_crew_seals_are_taken(
        players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # The pile left after the Scrolls are filled and every player has taken a
    # seal per Crew card (4 x kept - 12 - 3 x players seals) is shuffled again.
    SHUFFLED.clear()
    monkeypatch.setattr(setup_code, "Rng", Recording)
    game = setup(players, 5)
    kept = 14 - {2: 2, 3: 1, 4: 0}[players]
    assert len(game.seal_pile) == 4 * kept - 12 - 3 * players
    left = Counter(game.seal_pile)
    assert any(len(items) == len(game.seal_pile) and Counter(items) == left
               for items in SHUFFLED)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.STARTING_OBJECTIVE_PAIRS.id, c.STARTING_OBJECTIVE_DRAFT.id)
def test_each_player_drafts_one_silver_and_one_golden_starting_objective(players: int) -> None:
    start = {t.id: t.tier for t in STARTING_OBJECTIVES}
    for seed in SEEDS:
        game = setup(players, seed)
        taken = [o for p in game.players for o in p.reserve]
        assert len(set(taken)) == len(taken) == 2 * players
        for p in game.players:
            assert sorted(start[o] for o in p.reserve) == [Tier.GOLDEN, Tier.SILVER]
            assert all(not spot for spot in p.spots)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.STARTING_OBJECTIVE_PAIRS.id, c.STARTING_OBJECTIVE_DRAFT.id)
def test_starting_pairs_stay_together_and_are_drafted_from_the_right(
        players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # Unshuffled, the pairs laid out are (silver 1, golden 1), (silver 2,
    # golden 2), ...; the turn order is seat 0, 1, ... from the left. The player
    # farthest right chooses first and, taking the first pair left each time,
    # gets pair 1; the next player to the left gets pair 2, and so on.
    monkeypatch.setattr(setup_code, "Rng", FirstPick)
    game = setup(players, 0)
    assert game.turn_order == tuple(range(players))
    for k, seat in enumerate(reversed(game.turn_order), start=1):
        assert sorted(game.players[seat].reserve) == [f"start-golden-{k}", f"start-silver-{k}"]


# Round structure ------------------------------------------------------------

def _turn_order_move(game: Game) -> Move:
    """Place on the Turn Order rectangle (always open, never a penalty), or decline."""
    for m in play.moves(game):
        if m.kind is MoveKind.PLACE and m.args[1] == "turn-order":
            return m
    return DONE


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.cites(c.FIVE_ROUNDS.id, c.GOAL.id)
def test_the_game_lasts_five_rounds(players: int) -> None:
    game = setup(players, 21)
    rounds = {game.round}
    while game.phase is not Phase.OVER:
        game = play.apply(game, _turn_order_move(game))
        rounds.add(game.round)
    assert rounds == {1, 2, 3, 4, 5}
    assert play.moves(game) == []
    # Whoever has the most points wins.
    scores = play.winner_scores(game)
    top = max(scores.values())
    assert set(ranking(game)[0]) <= {seat for seat, total in scores.items() if total == top}


@pytest.mark.cites(c.FOUR_PHASES.id)
def test_action_then_turn_order_then_reward_then_cleanup() -> None:
    # Two players, A first. A sends every worker to the Museum, B every worker
    # to the Turn Order rectangle: after the Action Phase B moves to first
    # place (Turn Order Phase) before the Reward Phase starts, and the workers
    # stay on the board until the Cleanup Phase. B has a Stamp on the top
    # Envelope, so B has a majority reward to take in the Reward Phase.
    game = setup(2, 4)
    a, b = game.turn_order
    top = tuple(1 if seat == b else 0 for seat in range(2))
    game = evolve(game, envelopes=(top, game.envelopes[1], game.envelopes[2]))
    while game.phase is Phase.ACTION:
        target = "museum" if game.active == a else "turn-order"
        moves = [m for m in play.moves(game) if m.kind is MoveKind.PLACE and m.args[1] == target]
        game = play.apply(game, moves[0] if moves else DONE)
    assert game.phase is Phase.REWARD
    assert game.active == b
    assert game.turn_order == (b, a)
    assert game.round == 1 and game.beagle == 0
    assert sum(len(w) for w in game.workers) == 8  # not yet returned
    while game.phase is Phase.REWARD:
        game = play.apply(game, DONE)
    # Cleanup: the Beagle sails on and the workers come home for round 2.
    assert game.phase is Phase.ACTION and game.round == 2
    assert game.beagle == 1
    assert sum(len(w) for w in game.workers) == 0
    assert all(p.home == frozenset({0, 1, 2, 3}) for p in game.players)
    assert game.active == b


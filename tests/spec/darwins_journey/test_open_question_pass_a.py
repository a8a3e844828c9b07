"""Questions of the open-question pass (base game, part A) that cannot arise.

Each test shows why a question asked of a clause is moot: the board and the
personal board, as the data modules give them, leave no room for it. The
expected facts were read by hand from the rulebook (Placement Penalties,
Crew Cards, Distinctions, Objective Actions, Objective Requirements: Ship)
and from the data modules.
"""

from __future__ import annotations

from collections.abc import Iterator

from spec.core.values import evolve
from spec.darwins_journey import play
from spec.darwins_journey.achieve import crew_fits
from spec.darwins_journey.board import LOCATIONS, PLACEMENT_PENALTY, Shape, Unlock, location
from spec.darwins_journey.cards import CORRESPONDENCE_TILES, CREW_CARDS, SPECIAL_ACTION_TILES
from spec.darwins_journey.icons import Action, ActionKind, Choice, Icon
from spec.darwins_journey.moves import MoveKind
from spec.darwins_journey.personal_board import (
    OBJECTIVE_SPOTS,
    SILVER_DISTINCTION_AT,
    STAMP_STACKS,
    TENT_SPOTS,
)
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import LOCATION_INDEX, with_player
from spec.darwins_journey.tracks import BEAGLE_SPACE_IDS, CAMPSITES, ISLAND_TRACKS, OCEAN

# The rewards an Objective space keeps for the rest of the game, or for final scoring.
LASTING = (ActionKind.PLACEMENT_PENALTY_REDUCTION, ActionKind.ACADEMY_DISCOUNT,
           ActionKind.LAGGING_PENALTY_CAP, ActionKind.BOOK_MULTIPLIER,
           ActionKind.UNLOCK_FIFTH_WORKER)


def _kinds(icons: tuple[Icon, ...]) -> Iterator[ActionKind]:
    for icon in icons:
        for option in (icon.options if isinstance(icon, Choice) else (icon,)):
            if isinstance(option, Action):
                yield option.kind


def _everywhere_but_objective_spaces() -> Iterator[ActionKind]:
    # Every other icon a player can gain: locations, tiles, cards, tracks, Campsites,
    # the personal board's Tents and Stamp stacks.
    for loc in LOCATIONS:
        yield from _kinds(loc.actions)
    for tile in SPECIAL_ACTION_TILES:
        yield from _kinds(tile.actions)
    for card in CREW_CARDS:
        yield from _kinds(card.actions)
    for env in CORRESPONDENCE_TILES:
        yield from _kinds(env.first + env.second)
    for space in OCEAN:
        yield from _kinds(space.actions)
    for track in ISLAND_TRACKS:
        for spot in track.spaces:
            yield from _kinds(spot.actions)
    for site in CAMPSITES:
        yield from _kinds(site.actions)
    for tent in TENT_SPOTS:
        yield from _kinds(tent.revealed)
    for stack in STAMP_STACKS:
        yield from _kinds(stack.emptied)


def test_each_lasting_objective_reward_is_on_one_space_only() -> None:
    # Placement Penalty Reduction (and each other lasting reward) lies on one
    # Objective space and nowhere else, so a player holds it at most once; and
    # the smallest placement penalty is 2 Coins, so one Reduction never takes it
    # below zero.
    elsewhere = set(_everywhere_but_objective_spaces())
    for kind in LASTING:
        on_spaces = [s for s in OBJECTIVE_SPOTS if kind in set(_kinds(s.actions))]
        assert len(on_spaces) == 1, kind
        assert kind not in elsewhere, kind
    assert min(PLACEMENT_PENALTY.value(n) for n in (1, 2, 3, 4)) == 2


def test_no_crew_card_fits_the_top_or_the_fifth_worker() -> None:
    # The top worker holds one printed purple seal and no empty spot; the fifth
    # worker never holds a seal. Every Crew card asks for 5 seals, and the
    # silver distinction begins at the 4th.
    assert {card.requirement.total for card in CREW_CARDS} == {5}
    assert SILVER_DISTINCTION_AT.value == 4
    game = setup(2, seed=3)
    me = evolve(game.players[game.active], fifth_worker=True, crew=tuple(
        card.number for card in CREW_CARDS))
    for card in CREW_CARDS:
        assert not crew_fits(me, card.number, 0)
        assert not crew_fits(me, card.number, 4)


def _routes(at: str) -> Iterator[tuple[str, ...]]:
    space = next(s for s in OCEAN if s.id == at)
    if not space.next:
        yield (at,)
    for n in space.next:
        for rest in _routes(n):
            yield (at,) + rest


def test_every_ocean_route_passes_every_beagle_position() -> None:
    # However a Ship forks along the Ocean track, it passes every Beagle
    # position, so a Ship is either at or past the Beagle or behind it.
    routes = list(_routes(OCEAN[0].id))
    assert len(routes) > 1  # the track does fork
    for route in routes:
        assert set(BEAGLE_SPACE_IDS) <= set(route), route


def test_every_worker_can_always_go_to_a_square_location() -> None:
    # Turn Order and the Museum are printed square locations asking for no
    # seals and never charging a penalty: a worker with no Coins and no
    # Temporary Knowledge may go there even with both already occupied.
    for loc_id in ("turn-order", "museum"):
        loc = location(loc_id)
        assert loc.shape is Shape.SQUARE and loc.unlock is Unlock.PRINTED
        assert loc.seals.total == 0
    game = setup(3, seed=5)
    me = evolve(game.players[game.active], coins=0, knowledge=0)
    workers = list(game.workers)
    for loc_id in ("turn-order", "museum"):
        workers[LOCATION_INDEX[loc_id]] = ((game.active, 0), ((game.active + 1) % 3, 1))
    game = evolve(game, players=with_player(game, me), workers=tuple(workers))
    rows = {row for row in (1, 2, 3)}
    game = evolve(game, players=with_player(game, evolve(me, home=frozenset(rows))))
    placed = {(m.args[0], m.args[1]) for m in play.moves(game) if m.kind is MoveKind.PLACE}
    for row in rows:
        assert (row, "turn-order") in placed
        assert (row, "museum") in placed

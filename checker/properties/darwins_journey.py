"""The Darwin's Journey property suite: what must hold in every base game of
2, 3 or 4 players, checked with Hypothesis over whole games of seeded random
players, state by state and move by move.

Each property is a registered ``Check`` citing the clauses it checks. The
counts the rulebook states (56 Regular Wax Seals, 12 purple ones, 5 Tents, 12
Stamps, 30 Research tokens, 16 Museum tiles, the placement penalty by player
count, five rounds) are written out here rather than read from the spec's
data, so that the properties check the spec against the text and not
against itself. An invariant that breaks raises AssertionError naming the
smallest game Hypothesis found.

Two searches look for holes in the text instead: a red Coin cost a player
cannot pay in the middle of a location's actions, and a Correspondence
action with fewer Stamps left than its number. Each comes back as a
``Draft`` whose witness is a situation file (a turn start and the moves
played since) whose legal moves change with the reading of its Ruling.

Every property looks at the same derandomized games, so a game is played
once and its walk kept (``checker.strategies.darwins_journey.walk``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

from hypothesis import strategies as st

from spec.core.findings import FindingKind
from spec.core.rulings import AnyRuling, Ruling, Rulings
from spec.core.trace import Trace, silent
from spec.darwins_journey import clauses as c
from spec.darwins_journey import rulings as r
from spec.darwins_journey.board import LOCATIONS, SPECIMENS, Diary, Shape, Unlock, diary_section, location
from spec.darwins_journey.moves import Move, MoveKind
from spec.darwins_journey.personal_board import OBJECTIVE_SPOTS
from spec.darwins_journey.play import apply, moves
from spec.darwins_journey.policies import play_game, policy_rng, random_policy
from spec.darwins_journey.scoring import final_score, museum_modifier, ranking
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import PURPLE, Game, Phase, Player
from spec.darwins_journey.tracks import EVOLUTION_TRACK, ISLAND_TRACKS
from spec.darwins_journey.icons import Action, ActionKind, Choice, Timing

from .. import check
from ..check import Check, Draft, Outcome
from ..rulesets import in_force
from ..strategies.darwins_journey import (
    SPEC,
    Case,
    Step,
    Walk,
    Witness,
    from_turn_start,
    games,
    play,
    stamp_hungry,
    walk,
    witness,
)
from . import search as search_module
from .search import Search

T = TypeVar("T")
GAME = "darwins-journey"

# The numbers the rulebook states (Components, Setup, Placement Penalties,
# Overview, Final Scoring), written out rather than read from the spec.
TEXT_ROUNDS = 5
TEXT_LAST_BEAGLE_SPACE = 4  # five Beagle spaces, 0 to 4, one per round
TEXT_SEALS_PER_COLOUR = 14
TEXT_SEAL_COLOURS = ("green", "blue", "yellow", "red")
TEXT_PURPLE_SEALS = 12
TEXT_TENTS = 5
TEXT_STAMPS = 12
TEXT_EXPLORERS = 3  # one per island
TEXT_WORKERS = 4  # a fifth joins with the left-most golden Objective
TEXT_MUSEUM_TILES = 16
TEXT_RESEARCH_TOKENS = 30
TEXT_PENALTY = {2: 3, 3: 2, 4: 2}  # Coins for an occupied Diary Section
TEXT_DISTINCTION_COINS = 2  # the Special Action Diary's silver distinction
TEXT_SEAL_SPOTS = 6  # on each of the three middle worker rows
TEXT_FIFTH_SEAL_POINTS, TEXT_SIXTH_SEAL_POINTS = 3, 7
TEXT_ALL_TENTS_POINTS = 5
TEXT_PAIRED_POINTS = 4
TEXT_COINS_PER_POINT = 5
TEXT_MUSEUM_BASE = 2  # the modifier: 2, plus one per full Museum row


def search(strategy: st.SearchStrategy[T], problem: Callable[[T], str], max_examples: int,
           explicit: Sequence[T] = ()) -> Search[T]:
    """Look for an example on which ``problem`` complains (see ``search.search``)."""
    return search_module.search(strategy, problem, max_examples, explicit, game=SPEC)


def hold(strategy: st.SearchStrategy[T], problem: Callable[[T], str], max_examples: int) -> int:
    """Check an invariant; raise AssertionError with the smallest counterexample."""
    return search_module.hold(strategy, problem, max_examples, describe, game=SPEC)


def describe(value: object) -> str:
    return value.text() if isinstance(value, Case) else repr(value)


def when(game: Game, move: Move | None = None) -> str:
    """Where a game stands, for a complaint."""
    at = f"round {game.round}, {game.phase.value} phase, player {game.active} deciding"
    return at + (f" (move '{move.text()}')" if move is not None else "")


def states(w: Walk) -> Iterator[tuple[Game, Move | None]]:
    """Every state of a game, each with the move made from it (None at the end)."""
    for step in w.steps:
        yield step.before, step.move
    yield w.final, None


def every_state(problem: Callable[[Game], str]) -> Callable[[Case], str]:
    """A search problem: the first state of the game on which ``problem`` complains."""
    def in_game(case: Case) -> str:
        for game, move in states(walk(case)):
            complaint = problem(game)
            if complaint:
                return f"{when(game, move)}: {complaint}"
        return ""

    return in_game


def every_step(problem: Callable[[Step, Case], str]) -> Callable[[Case], str]:
    """A search problem: the first move of the game on which ``problem`` complains."""
    def in_game(case: Case) -> str:
        for step in walk(case).steps:
            complaint = problem(step, case)
            if complaint:
                return f"{when(step.before, step.move)}: {complaint}"
        return ""

    return in_game


# 1. Coins.


def coins_problem(game: Game) -> str:
    broke = [p.seat for p in game.players if p.coins < 0]
    return f"players {broke} have fewer than 0 Coins" if broke else ""


def coins_never_negative(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), every_state(coins_problem), max_examples))


# 2. Conservation: seals, Tents, Stamps, Research tokens.


def regular_seals(game: Game) -> Counter[str]:
    """Every Regular Wax Seal, wherever it is: pile, Scrolls, worker rows, out of the game."""
    found: Counter[str] = Counter(game.seal_pile)
    found.update(s for s in game.scrolls if s)
    found.update(s for p in game.players for row in p.rows for s in row if s != PURPLE)
    found.update(game.seals_out)
    return found


def seals_problem(game: Game) -> str:
    found = regular_seals(game)
    wrong = {colour: n for colour, n in found.items() if colour not in TEXT_SEAL_COLOURS}
    if wrong:
        return f"seals of no Regular colour: {wrong}"
    for colour in TEXT_SEAL_COLOURS:
        if found[colour] != TEXT_SEALS_PER_COLOUR:
            where = (f"{game.seal_pile.count(colour)} in the pile, "
                     f"{game.scrolls.count(colour)} on the Scrolls, "
                     f"{sum(row.count(colour) for p in game.players for row in p.rows)} on "
                     f"worker rows, {game.seals_out.count(colour)} out of the game")
            return (f"{found[colour]} {colour} Regular Wax Seals ({where}), not "
                    f"{TEXT_SEALS_PER_COLOUR}")
    on_rows = sum(row.count(PURPLE) for p in game.players for row in p.rows)
    if game.purple < 0 or on_rows + game.purple != TEXT_PURPLE_SEALS:
        return (f"{on_rows} purple Special Wax Seals on worker rows and {game.purple} in the "
                f"supply, not {TEXT_PURPLE_SEALS}")
    for p in game.players:
        for i, row in enumerate(p.rows):
            spots = TEXT_SEAL_SPOTS if i in (1, 2, 3) else 0
            if len(row) > spots:
                return f"player {p.seat}'s worker row {i} holds {len(row)} seals on {spots} spots"
    return ""


def seals_conserved(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), every_state(seals_problem), max_examples))


def tents_problem(game: Game) -> str:
    for p in game.players:
        placed = sum(1 for site in game.tents for who in site if who == p.seat)
        if p.tents < 0 or p.tents + placed != TEXT_TENTS:
            return (f"player {p.seat} has {p.tents} Tents on the personal board and {placed} on "
                    f"Campsites, not {TEXT_TENTS}")
    return ""


def tents_conserved(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), every_state(tents_problem), max_examples))


def stamps_problem(game: Game) -> str:
    for p in game.players:
        sent = [e[p.seat] for e in game.envelopes]
        used = game.used_stamps[p.seat]
        if min(*p.stamps, *sent, used) < 0 or sum(p.stamps) + sum(sent) + used != TEXT_STAMPS:
            return (f"player {p.seat} has Stamps {list(p.stamps)} in stacks, {sent} on the "
                    f"Envelopes and {used} in the used tray, not {TEXT_STAMPS} in all")
    return ""


def stamps_conserved(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), every_state(stamps_problem), max_examples))


def research_problem(game: Game) -> str:
    held = sum(len(p.research) for p in game.players)
    if game.research_supply < 0 or held + game.research_supply != TEXT_RESEARCH_TOKENS:
        return (f"{held} Research tokens on personal boards and {game.research_supply} in the "
                f"supply, not {TEXT_RESEARCH_TOKENS}")
    known = {s.id for s in SPECIMENS}
    for p in game.players:
        if not p.research <= known:
            return f"player {p.seat} researched {sorted(p.research - known)}, no Specimens"
    return ""


def research_conserved(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), every_state(research_problem), max_examples))


# 3. Explorers: at most 3 per player, one per island, one per spot but the
# first and last; they only move on along their track.

_SPACES = tuple(frozenset(s.id for s in t.spaces) for t in ISLAND_TRACKS)


def _ahead(track: int) -> dict[str, frozenset[str]]:
    """Each space of an island track with every space reachable from it (itself too)."""
    spaces = ISLAND_TRACKS[track].spaces
    nxt = {s.id: s.next for s in spaces}
    out: dict[str, frozenset[str]] = {}

    def reach(at: str) -> frozenset[str]:
        if at not in out:
            found = {at}
            for n in nxt[at]:
                found |= reach(n)
            out[at] = frozenset(found)
        return out[at]

    for s in spaces:
        reach(s.id)
    return out


_AHEAD = tuple(_ahead(k) for k in range(len(ISLAND_TRACKS)))


def explorers_problem(game: Game) -> str:
    for p in game.players:
        if len(p.explorers) != TEXT_EXPLORERS:
            return f"player {p.seat} has {len(p.explorers)} Explorer places, not one per island"
        for k, at in enumerate(p.explorers):
            if at and at not in _SPACES[k]:
                return (f"player {p.seat}'s Explorer of island "
                        f"{ISLAND_TRACKS[k].island.value} stands on {at}, off its track")
    for k, track in enumerate(ISLAND_TRACKS):
        ends = (track.start.id, track.end.id)
        spots = [p.explorers[k] for p in game.players if p.explorers[k] not in ("", *ends)]
        twice = sorted({s for s in spots if spots.count(s) > 1})
        if twice:
            return f"two Explorers share {twice[0]}, which is neither an island's first nor last"
    return ""


def explorer_moved_problem(step: Step, case: Case) -> str:
    for before, after in zip(step.before.players, step.after.players):
        for k in range(len(ISLAND_TRACKS)):
            was, now = before.explorers[k], after.explorers[k]
            if was and not now:
                return f"player {before.seat}'s Explorer left island {ISLAND_TRACKS[k].island}"
            if was and now not in _AHEAD[k][was]:
                return f"player {before.seat}'s Explorer went back from {was} to {now}"
    return ""


def _explorers_in_game(case: Case) -> str:
    return every_state(explorers_problem)(case) or every_step(explorer_moved_problem)(case)


def explorers_kept(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), _explorers_in_game, max_examples))


# 4. Workers: 4 or 5 each, at home or on exactly one location; one per Lens.


def workers_problem(game: Game) -> str:
    for p in game.players:
        rows = set(range(TEXT_WORKERS + 1 if p.fifth_worker else TEXT_WORKERS))
        placed = [(LOCATIONS[i].id, row) for i, here in enumerate(game.workers)
                  for seat, row in here if seat == p.seat]
        on_board = [row for _, row in placed]
        twice = sorted({row for row in on_board if on_board.count(row) > 1})
        if twice:
            where = [loc for loc, row in placed if row == twice[0]]
            return f"player {p.seat}'s worker {twice[0]} is on {len(where)} locations: {where}"
        if p.home & set(on_board):
            return (f"player {p.seat}'s worker {sorted(p.home & set(on_board))[0]} is both at "
                    f"home and on the board")
        if p.home | set(on_board) != rows:
            return (f"player {p.seat} has workers {sorted(p.home)} at home and {sorted(on_board)} "
                    f"on the board, not {len(rows)} workers {sorted(rows)}")
    if game.phase is Phase.ACTION and not game.placed:
        if not game.players[game.active].home:
            return f"player {game.active} is to place a worker and has none at home"
    return ""


def lens_problem(game: Game) -> str:
    for i, loc in enumerate(LOCATIONS):
        here = game.workers[i]
        if loc.shape is Shape.LENS and len(here) > 1:
            return f"{len(here)} workers on the Lens location {loc.id}"
        if here and loc.unlock is Unlock.LOCKED and game.lens[i] is None:
            return f"a worker on {loc.id}, which no Lens token has unlocked"
    return ""


def workers_kept(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), every_state(workers_problem), max_examples))


def one_worker_per_lens(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), every_state(lens_problem), max_examples))


# 5. Museum tiles: on the display or set aside (for the Specimens on the map),
# 16 in all; a tile reaches the display only by a delivery.


def _museum_in_game(case: Case) -> str:
    w = walk(case)
    known = frozenset(s.id for s in SPECIMENS)
    start = w.start
    if len(known) != TEXT_MUSEUM_TILES:
        return f"{len(known)} Specimens, not {TEXT_MUSEUM_TILES} Museum tiles"
    aside = known - start.museum
    mapped = {s for _, s in start.specimens}
    if aside != mapped:
        return (f"at setup the tiles set aside {sorted(aside)} are not those of the Specimens "
                f"on the map {sorted(mapped)}")
    for step in w.steps:
        before, after = step.before.museum, step.after.museum
        if not after <= known:
            return f"{when(step.before, step.move)}: no such Museum tile: {sorted(after - known)}"
        if not before <= after:
            return (f"{when(step.before, step.move)}: Museum tiles {sorted(before - after)} left "
                    f"the display")
        new = after - before
        if len(new) > 1:
            return f"{when(step.before, step.move)}: {len(new)} Museum tiles placed at once"
        for tile in new:
            mover = step.before.players[step.before.active]
            kind = step.move.kind
            if tile not in aside:
                return f"{when(step.before, step.move)}: Museum tile {tile} placed twice"
            if tile not in mover.research:
                return (f"{when(step.before, step.move)}: Museum tile {tile} delivered by a "
                        f"player with no Research token on it")
            if kind is not MoveKind.PERFORM:
                return f"{when(step.before, step.move)}: Museum tile {tile} placed by a {kind} move"
            aside -= {tile}
        if len(after) + len(aside) != TEXT_MUSEUM_TILES:
            return (f"{when(step.before, step.move)}: {len(after)} Museum tiles on the display "
                    f"and {len(aside)} set aside, not {TEXT_MUSEUM_TILES}")
    return ""


def museum_tiles(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), _museum_in_game, max_examples))


# 6. The placement penalty.


def section_taken(game: Game, loc_id: str) -> bool:
    """Whether a worker of any colour is already in the Diary Section of ``loc_id``."""
    section = diary_section(location(loc_id), game.count)
    if section is None:
        return False
    return any(here and diary_section(LOCATIONS[i], game.count) == section
               for i, here in enumerate(game.workers))


def expected_penalty(game: Game, player: Player, loc_id: str) -> int:
    """The text's penalty: none on a square location or in an empty Diary
    Section, else 3 Coins with 2 players and 2 with 3 or 4, less the
    player's reductions, never below 0."""
    if location(loc_id).shape is Shape.SQUARE or not section_taken(game, loc_id):
        return 0
    return max(0, TEXT_PENALTY[game.count] - player.penalty_reduction)


def penalty_problem(step: Step, case: Case) -> str:
    if step.move.kind is not MoveKind.PLACE:
        return ""
    row, loc_id = int(step.move.args[0]), str(step.move.args[1])
    seat = step.before.active
    me, after = step.before.players[seat], step.after.players[seat]
    due = expected_penalty(step.before, me, loc_id)
    loc = location(loc_id)
    bonus = (TEXT_DISTINCTION_COINS if loc.diary is Diary.SPECIAL_ACTION and row in (1, 2, 3)
             and len(me.rows[row]) >= 4 else 0)
    paid = me.coins - after.coins + bonus
    if due > me.coins:
        # The penalty is paid before the location's actions: whatever the
        # reading of darwins_journey.unpayable-red-cost (which is about those
        # actions), a player who cannot pay it cannot place there.
        return (f"a worker went to {loc_id} with {me.coins} Coins for a penalty of {due} "
                f"(reading {r.UNPAYABLE_COST.id}={case.rulings(r.UNPAYABLE_COST)})")
    if paid != due:
        return f"placing on {loc_id} cost {paid} Coins; the penalty is {due}"
    return ""


def placement_penalty(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), every_step(penalty_problem), max_examples))


# 7. Five rounds.


def _rounds_in_game(case: Case) -> str:
    w = walk(case)
    seen: list[int] = []
    for game, move in states(w):
        if not seen or seen[-1] != game.round:
            seen.append(game.round)
        if game.phase is not Phase.OVER and game.beagle != game.round - 1:
            return f"{when(game, move)}: the HMS Beagle is on space {game.beagle}"
    if seen != list(range(1, TEXT_ROUNDS + 1)):
        return f"the game went through rounds {seen}, not 1 to {TEXT_ROUNDS}"
    end = w.final
    if end.phase is not Phase.OVER:
        return f"the game stopped in the {end.phase.value} phase"
    if end.round != TEXT_ROUNDS or end.beagle != TEXT_LAST_BEAGLE_SPACE:
        return f"the game ended in round {end.round} with the HMS Beagle on space {end.beagle}"
    if moves(end, case.rulings):
        return "moves are still offered once the game is over"
    return ""


def five_rounds(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), _rounds_in_game, max_examples))


# 8. Final scoring.


def _objective_points(player: Player) -> int:
    total = 0
    for i in player.achieved:
        for icon in OBJECTIVE_SPOTS[i].actions:
            if (isinstance(icon, Action) and icon.kind is ActionKind.VICTORY_POINTS
                    and icon.timing is Timing.FINAL_SCORING):
                total += icon.amount
    return total


def score_problem(game: Game) -> str:
    full_rows = sum(1 for row in range(1, 5)
                    if all(s.id in game.museum for s in SPECIMENS if s.museum_row == row))
    modifier = TEXT_MUSEUM_BASE + full_rows
    if museum_modifier(game) != modifier:
        return f"the Museum modifier is {museum_modifier(game)}, not {modifier}"
    right = [i for i, spot in enumerate(OBJECTIVE_SPOTS) if spot.position == 5]
    for p in game.players:
        s = final_score(game, p)
        parts = (s.during_game, s.objectives, s.paired, s.seals, s.tents, s.evolution,
                 s.coins, s.knowledge)
        if s.total != sum(parts):
            return f"player {p.seat}: the total {s.total} is not the sum of its parts {parts}"
        seals = sum(TEXT_FIFTH_SEAL_POINTS * (len(row) >= 5) + TEXT_SIXTH_SEAL_POINTS
                    * (len(row) >= 6) for row in p.rows)
        wanted = {
            "during_game": p.points,
            "objectives": _objective_points(p),
            "paired": TEXT_PAIRED_POINTS if all(i in p.achieved for i in right) else 0,
            "seals": seals,
            "tents": TEXT_ALL_TENTS_POINTS if p.tents == 0 else 0,
            "evolution": (EVOLUTION_TRACK[p.evolution].books + p.book_bonus) * modifier,
            "coins": p.coins // TEXT_COINS_PER_POINT,
            "knowledge": p.knowledge,
        }
        for part, value in wanted.items():
            if getattr(s, part) != value:
                return f"player {p.seat} scores {getattr(s, part)} for {part}, not {value}"
    places = ranking(game)
    seats = [seat for group in places for seat in group]
    if sorted(seats) != list(range(game.count)):
        return f"the ranking {places} does not place every player once"

    def key(seat: int) -> tuple[int, int, int]:
        p = game.players[seat]
        return final_score(game, p).total, p.evolution, p.coins

    for better, worse in zip(places, places[1:]):
        if not min(key(s) for s in better) > max(key(s) for s in worse):
            return f"the ranking {places} puts a worse score above a better one"
    for group in places:
        if len({key(s) for s in group}) != 1:
            return f"players {list(group)} share a place with different scores"
    return ""


def _score_in_game(case: Case) -> str:
    w = walk(case)
    complaint = score_problem(w.final)
    return f"at the end: {complaint}" if complaint else ""


def final_score_adds_up(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), _score_in_game, max_examples))


# 9. The same seed gives the same game.


def _same_game(case: Case) -> str:
    first = play_game(case.players, case.seed, "random", case.rulings)
    if play_game(case.players, case.seed, "random", case.rulings) != first:
        return "two games from the same seed differ"
    traced = Trace(on=True)
    if play_game(case.players, case.seed, "random", case.rulings, traced) != first:
        return "the same game differs with tracing on and off"
    again = Trace(on=True)
    play_game(case.players, case.seed, "random", case.rulings, again)
    if again.steps != traced.steps:
        return "two traces of the same game differ"
    # Step by step, with the spec's own pieces.
    game = setup(case.players, case.seed)
    rng = policy_rng(case.seed)
    while game.phase is not Phase.OVER:
        move, rng = random_policy(game, moves(game, case.rulings), rng)
        game = apply(game, move, case.rulings, silent())
    if game != first:
        return "stepping through moves and apply ends in another state than play_game"
    if walk(case).final != first:
        return "the on_move hook changed the game"
    return ""


def same_seed_same_game(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), _same_game, max_examples))


# 10. Every legal move can be made, and whoever decides always has one.


def _moves_in_game(case: Case) -> str:
    for game, move in states(walk(case)):
        legal = moves(game, case.rulings)
        if game.phase is Phase.OVER:
            if legal:
                return f"{when(game)}: {len(legal)} moves offered after the game is over"
            continue
        if not legal:
            return f"{when(game)}: the deciding player has no legal move"
        if move is not None and move not in legal:
            return f"{when(game, move)}: the move made was not among the legal moves"
        for m in legal:
            try:
                apply(game, m, case.rulings)
            except Exception as e:  # noqa: BLE001 - any crash is the complaint
                return f"{when(game, m)}: the legal move raised {type(e).__name__}: {e}"
    return ""


def every_move_applies(max_examples: int) -> Outcome:
    return Outcome(examples=hold(games(), _moves_in_game, max_examples))


# 11. Holes in the text: places where a Ruling decides which moves are legal.


def _legal_by_reading(game: Game, rulings: Rulings, ruling: AnyRuling) -> dict[str, list[Move]]:
    return {o.id: moves(game, rulings.with_choice(ruling.id, o.id)) for o in ruling.options}


def _kinds(game: Game, index: int) -> set[ActionKind]:
    p = game.frames[-1][index]
    return {o.kind for o in (p.icon.options if isinstance(p.icon, Choice) else (p.icon,))}


def differing_icons(game: Game, legal: dict[str, list[Move]]) -> list[int]:
    """The open icons that some reading lets be performed in a way another does not."""
    return sorted({m.index for ms in legal.values() for m in ms if m.kind is MoveKind.PERFORM
                   and any(m not in other for other in legal.values())})


def first_disagreement(steps: Sequence[Step], rulings: Rulings, ruling: AnyRuling,
                       kinds: frozenset[ActionKind]) -> int | None:
    """The first step of a game taken inside a turn (a worker placed, or a
    reward being taken) whose legal moves change with the reading of
    ``ruling`` for an open icon of one of ``kinds``; None if there is none."""
    for i, step in enumerate(steps):
        g = step.before
        if not g.frames:
            continue
        legal = _legal_by_reading(g, rulings, ruling)
        if any(_kinds(g, k) & kinds for k in differing_icons(g, legal)):
            return i
    return None


def _differs_in(play_steps: Callable[[Case], Sequence[Step]], ruling: AnyRuling,
                kinds: frozenset[ActionKind]) -> Callable[[Case], str]:
    def problem(case: Case) -> str:
        found = first_disagreement(play_steps(case), case.rulings, ruling, kinds)
        return "" if found is None else f"the readings of {ruling.id} differ at move {found}"

    return problem


def _walked(case: Case) -> Sequence[Step]:
    return walk(case).steps


def _stamp_hungry_steps(case: Case) -> Sequence[Step]:
    return play(case.players, case.seed, stamp_hungry, case.rulings)[1]


def _icon_text(game: Game, index: int) -> str:
    p = game.frames[-1][index]
    options = p.icon.options if isinstance(p.icon, Choice) else (p.icon,)
    bits = []
    for a in options:
        bit = a.kind.value + (f" {a.amount}" if a.amount > 1 else "")
        bit += f" -{a.discount + p.discount}" if a.discount + p.discount else ""
        bits.append(bit + (" (the Museum's second Specimen)" if p.second else ""))
    return f"{' / '.join(bits)} from {p.origin}"


def _disagreement(case: Case, steps: Sequence[Step], index: int, ruling: AnyRuling,
                  title: str, question: str) -> tuple[Witness, str]:
    """The witness of the state before step ``index`` (from its turn start)
    and a description of which icons the readings treat differently."""
    game = steps[index].before
    start, played = from_turn_start(steps, index)
    legal = _legal_by_reading(game, case.rulings, ruling)
    counts = {o: sum(1 for m in ms if m.kind is MoveKind.PERFORM) for o, ms in legal.items()}
    what = "; ".join(_icon_text(game, i) for i in differing_icons(game, legal))
    w = witness(title=title, question=question, seed=case.seed, kind="moves", start=start,
                played=played, rulings=case.rulings, ruling=ruling, keys=("count", "moves"))
    told = ", ".join(f"{o}: {n} ways to perform an icon" for o, n in counts.items())
    return w, f"the open icon(s) {what} ({told})"


UNPAYABLE = r.UNPAYABLE_COST
# The ruling's first case: a seal spot (with its Scroll's cost) the player
# cannot pay for. Tent locations, unlock costs, Objective spaces and the
# Museum's second Specimen meet it too.
SEAL_ACTIONS = frozenset({ActionKind.ACADEMY})
STAMP_ACTIONS = frozenset({ActionKind.CORRESPONDENCE, ActionKind.DISTRIBUTED_CORRESPONDENCE})


def unpayable_cost(max_examples: int) -> Outcome:
    found = search(games(readings=st.just(in_force())),
                   _differs_in(_walked, UNPAYABLE, SEAL_ACTIONS), max_examples)
    if found.failure is None:
        return Outcome(examples=found.examples)
    case = found.failure[0]
    steps = walk(case).steps
    index = first_disagreement(steps, case.rulings, UNPAYABLE, SEAL_ACTIONS)
    assert index is not None
    game = steps[index].before
    me = game.players[game.active]
    w, what = _disagreement(
        case, steps, index, UNPAYABLE,
        f"Player {me.seat} cannot pay a red Coin cost mid-location",
        f"Player {me.seat} has {me.coins} Coins and open icons whose costs exceed them. May "
        f"they still perform them?")
    summary = (
        f"In {case.text()}, round {game.round}, player {me.seat} has {me.coins} Coins with "
        f"{what}: some ways to perform cost more Coins than the player has. The rules say a "
        f"red Coin cost is paid, not what happens when it cannot be. Readings: "
        f"{w.compare('count')}.")
    draft = Draft(FindingKind.GAP, (c.RED_COIN_COST.id, c.ACADEMY_SPOT_COST.id,
                                    c.PERFORM_OPTIONAL.id),
                  summary, "unpayable-red-cost", w.text, UNPAYABLE.id)
    return Outcome(drafts=(draft,), examples=found.examples)


SHORTAGE = r.STAMP_SHORTAGE


def stamp_shortage(max_examples: int) -> Outcome:
    # Random players seldom run out of Stamps; a stand-in that sends every
    # Stamp it can does, now and then with 4 players.
    found = search(games(readings=st.just(in_force())),
                   _differs_in(_stamp_hungry_steps, SHORTAGE, STAMP_ACTIONS), max_examples)
    if found.failure is None:
        return Outcome(examples=found.examples)
    case = found.failure[0]
    steps = _stamp_hungry_steps(case)
    index = first_disagreement(steps, case.rulings, SHORTAGE, STAMP_ACTIONS)
    assert index is not None
    game = steps[index].before
    me = game.players[game.active]
    left = sum(me.stamps) + game.used_stamps[me.seat]
    w, what = _disagreement(
        case, steps, index, SHORTAGE,
        f"Player {me.seat} has too few Stamps for a Correspondence action",
        f"Player {me.seat} has {list(me.stamps)} Stamps in stacks and "
        f"{game.used_stamps[me.seat]} in the used tray, fewer than the Correspondence action "
        f"sends. May they send what they have?")
    summary = (
        f"In {case.text()} played by a stand-in that sends every Stamp it can, round "
        f"{game.round}: player {me.seat} has {left} Stamps in stacks and used tray together, "
        f"with {what}. The rules take Stamps from the tray 'until they have enough', and do "
        f"not say what happens when even that is not enough. Readings: {w.compare('count')}.")
    draft = Draft(FindingKind.GAP, (c.CORRESPONDENCE.id, c.CORRESPONDENCE_USED_STAMPS.id),
                  summary, "stamp-shortage", w.text, SHORTAGE.id)
    return Outcome(drafts=(draft,), examples=found.examples)


# Registration.

for _check in (
    Check("darwins-journey.coins-never-negative", GAME, "property",
          "Does every player always hold 0 Coins or more, whatever they pay for?",
          (c.RED_COIN_COST.id, c.PLACEMENT_PENALTY.id, c.ACADEMY_SPOT_COST.id,
           c.DELIVER_SECOND.id, c.CAMPSITE.id, c.UNLOCK_COST.id),
          coins_never_negative),
    Check("darwins-journey.seals-conserved", GAME, "property",
          f"Are the {TEXT_SEALS_PER_COLOUR} Regular Wax Seals of each colour always in the pile, "
          f"on the Scrolls, on worker rows or out of the game, and the {TEXT_PURPLE_SEALS} "
          f"purple ones on rows or in the supply?",
          (c.COMPONENT_LIST.id, c.SEALS_REMOVED.id, c.SEAL_PILE.id, c.SCROLL_SEALS.id,
           c.CREW_SEALS.id, c.ACADEMY.id, c.SPECIAL_PURPLE_SEAL.id, c.TOP_SCROLL_CLEARED.id,
           c.SCROLLS_REFILL.id, c.SEALS_PERMANENT.id),
          seals_conserved),
    Check("darwins-journey.tents-conserved", GAME, "property",
          f"Does every player always have {TEXT_TENTS} Tents, on the personal board or on "
          f"Campsites?",
          (c.STARTING_TENTS.id, c.CAMPSITE.id, c.ANY_CAMPSITE.id, c.REACTIVATE_TENT.id),
          tents_conserved),
    Check("darwins-journey.stamps-conserved", GAME, "property",
          f"Does every player always have {TEXT_STAMPS} Stamps, in stacks, on the Envelopes "
          f"or in the used tray?",
          (c.STAMP_STACKS.id, c.CORRESPONDENCE.id, c.CORRESPONDENCE_USED_STAMPS.id,
           c.MAJORITY_HALVE_STAMPS.id, c.DISTRIBUTED_CORRESPONDENCE.id),
          stamps_conserved),
    Check("darwins-journey.explorers", GAME, "property",
          f"Does every player have at most {TEXT_EXPLORERS} Explorers, one per island, each on "
          f"its island's track, moving only forward, never two on a spot but the first and "
          f"last?",
          (c.EXPLORERS_START.id, c.NAVIGATION_BANNER.id, c.PLACE_EXPLORER.id,
           c.EXPLORATION.id, c.EXPLORATION_ONE_PER_SPOT.id, c.EXPLORATION_SKIP_OCCUPIED.id),
          explorers_kept),
    Check("darwins-journey.workers", GAME, "property",
          f"Does every player always have {TEXT_WORKERS} workers ({TEXT_WORKERS + 1} once the "
          f"fifth joins), each either at home or on exactly one location?",
          (c.STARTING_WORKERS.id, c.ONE_WORKER_PER_TURN.id, c.WORKERS_RETURN.id,
           c.UNLOCK_FIFTH_WORKER.id, c.PASS_WHEN_EMPTY.id),
          workers_kept),
    Check("darwins-journey.one-worker-per-lens", GAME, "property",
          "Does a Lens location never hold more than one worker, and does no worker stand on "
          "a location no Lens has unlocked?",
          (c.LENS_LOCATION.id, c.UNLOCK_LENS.id),
          one_worker_per_lens),
    Check("darwins-journey.museum-tiles", GAME, "property",
          f"Are the {TEXT_MUSEUM_TILES} Museum tiles always on the display or set aside, each "
          f"once, the set-aside ones reaching the display only when a player who researched "
          f"them delivers them?",
          (c.MUSEUM_TILES.id, c.SETUP_MUSEUM_TILES.id, c.DELIVER_SPECIMEN.id,
           c.REPEAT_DELIVERY.id),
          museum_tiles),
    Check("darwins-journey.research-tokens", GAME, "property",
          f"Are the {TEXT_RESEARCH_TOKENS} Research tokens always in the supply or on "
          f"personal boards?",
          (c.COMPONENT_LIST.id, c.RESEARCH_GALAPAGOS_SPECIMEN.id, c.RESEARCH_ANY_SPECIMEN.id,
           c.RESEARCH_MUSEUM_SPECIMEN.id, c.RESEARCH_EXPLORER_SPECIMEN.id),
          research_conserved),
    Check("darwins-journey.placement-penalty", GAME, "property",
          "Does a worker placed in an occupied Diary Section cost 3 Coins with 2 players and "
          "2 with 3 or 4 (less the player's reductions), and nothing elsewhere?",
          (c.PLACEMENT_PENALTY.id, c.DIARIES.id, c.BOOKMARK.id, c.SMALL_DIARY.id,
           c.SQUARE_LOCATION.id, c.CIRCLE_LOCATION.id, c.PENALTY_REDUCTION.id),
          placement_penalty),
    Check("darwins-journey.five-rounds", GAME, "property",
          f"Does every game end after exactly {TEXT_ROUNDS} rounds, with the HMS Beagle on its "
          f"last space and no move left?",
          (c.FIVE_ROUNDS.id, c.FOUR_PHASES.id, c.BEAGLE_MOVES.id, c.CLEANUP_SKIPPED.id),
          five_rounds),
    Check("darwins-journey.final-score", GAME, "property",
          "Do the parts of the final score add up to the total, each as the text counts it, "
          "and does the ranking follow points, then evolution, then Coins?",
          (c.SCORING_OBJECTIVES.id, c.OBJECTIVE_PAIRED_BONUS.id, c.SCORING_WAX_SEALS.id,
           c.SCORING_TENTS.id, c.MUSEUM_MODIFIER.id, c.EVOLUTION_BOOKS.id,
           c.SCORING_COINS.id, c.SCORING_TEMPORARY_KNOWLEDGE.id, c.WINNER.id,
           c.TIE_BREAKERS.id),
          final_score_adds_up),
    Check("darwins-journey.same-seed-same-game", GAME, "property",
          "Does the same seed always give the same game, with tracing on or off, and move by "
          "move as in one go?",
          (c.RANDOM_TURN_ORDER.id, c.SEAL_PILE.id, c.OBJECTIVE_STACKS.id, c.CREW_DRAFT.id),
          same_seed_same_game),
    Check("darwins-journey.every-move-applies", GAME, "property",
          "Can every move the spec lists as legal be made, and does the player to decide "
          "always have one until the game is over?",
          (c.PERFORM_OPTIONAL.id, c.ONE_WORKER_PER_TURN.id, c.TURN_SEQUENCE.id,
           c.ACHIEVE_ANY_TIME.id),
          every_move_applies),
    Check("darwins-journey.unpayable-red-cost", GAME, "property",
          "Does the text always say whether a location's action can be performed when its red "
          "Coin cost is more than the player has?",
          (c.RED_COIN_COST.id, c.ACADEMY_SPOT_COST.id, c.PERFORM_OPTIONAL.id),
          unpayable_cost),
    Check("darwins-journey.stamp-shortage", GAME, "property",
          "Does the text always say how many Stamps a Correspondence action sends when the "
          "player's stacks and used tray hold fewer than its number?",
          (c.CORRESPONDENCE.id, c.CORRESPONDENCE_USED_STAMPS.id),
          stamp_shortage),
):
    check.register(_check)

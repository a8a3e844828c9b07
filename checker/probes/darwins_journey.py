"""z3 probes of the Darwin's Journey base game: one question per model.

- ``darwins-journey.seal-pile``: can the shuffled seal pile run short when
  the Scrolls are refilled at Cleanup, with 2, 3 and 4 players? The model
  counts the pile after setup (56 seals, less those removed by player count,
  the 12 on the Scrolls and each player's Crew seals), the seals each Cleanup
  draws (the 3 spots of the cleared top Scroll, plus every spot emptied
  lower down that round) and bounds what players can take (see
  ``SealPlan``).
- ``darwins-journey.majority``: does ``play.majority`` give the first-place
  reward to exactly the seats with the most Stamps on an Envelope, and the
  second to exactly those with the next lower count, under both readings of
  darwins_journey.second-place-after-tie? And can three or more seats tie
  for first?
- ``darwins-journey.objective-stacks``: can an Objective stack hold fewer
  than the 2 tiles a Cleanup draws?
- ``darwins-journey.exploration-dead-end``: can an Explorer not on the last
  spot of its island be left with nowhere to go, however the spots ahead are
  occupied?

Before an UNSAT answer is reported as a ``Proof`` the probe checks that its
preconditions alone are satisfiable, so that no proof is vacuous; the
proof's argument says so. Every model is checked against the spec on the
concrete cases it covers (all of them where they are few), so that a proof
speaks for the spec and not only for the model. A SAT answer is made
concrete as a situation file (a state met in a game played by a stand-in
player where one is found, else one built from a played state) and is
reported as a ``Draft`` only if the file replays and its answer changes
with the reading of the Ruling that settles it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import z3

from spec.core.findings import FindingKind, Proof
from spec.core.rulings import Rulings
from spec.core.trace import silent
from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey import rulings as r
from spec.darwins_journey.board import DISTINCTION_BOXES, LOCATIONS, Diary
from spec.darwins_journey.cards import GOLDEN_OBJECTIVES, SILVER_OBJECTIVES, SPECIAL_ACTION_TILES
from spec.darwins_journey.icons import Action, ActionKind, DistinctionBonus, Icon
from spec.darwins_journey.moves import Move, MoveKind
from spec.darwins_journey.actions import island_routes
from spec.darwins_journey.play import apply, cleanup, majority, moves
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import PURPLE, Game, Phase, Player
from spec.darwins_journey.tracks import ISLAND_TRACKS, IslandTrack

from .. import check
from ..check import Check, Draft, Outcome
from ..rulesets import in_force
from ..strategies.darwins_journey import (
    GAME,
    Case,
    Walk,
    play,
    seal_hungry,
    turn_start,
    walk,
    witness,
)
from .solve import TIMEOUT_MS, answer, require_sat, solver

# The numbers the rulebook states (Components; Setup: Main Board steps 5, 6
# and 9; Player Setup; Cleanup Phase), written out rather than read from the
# spec's data.
TEXT_SEALS = 56
TEXT_COLOURS = 4
TEXT_REMOVED_PER_COLOUR = {2: 2, 3: 1, 4: 0}
TEXT_SCROLL_SPOTS = 12
TEXT_TOP_SCROLL = 3  # the top Scroll's spots, cleared at every Cleanup
TEXT_CREW_SEALS = 3  # one per Crew card, on rows 1 to 3
TEXT_ROW_SPOTS = 3 * 6  # three worker rows of six seal spots
TEXT_WORKERS = (4, 5)
TEXT_ROUNDS = 5
TEXT_CLEANUPS = TEXT_ROUNDS - 1  # no Cleanup after the fifth round
TEXT_OBJECTIVES_DRAWN = 2  # per colour, at setup and at each Cleanup
TEXT_RULEBOOK_OBJECTIVES = {"silver": 10, "golden": 10}
TEXT_STAMPS = 12  # a player's Stamps: at most this many on one Envelope
PLAYER_COUNTS = (2, 3, 4)
WITNESS_SEED = 1
# Seeds scanned for a state met in play before one is built.
SCAN_SEEDS = 40


def _ctx_int(name: str, ctx: z3.Context) -> z3.ArithRef:
    return z3.Int(name, ctx)


def _sum(xs: Sequence[z3.ArithRef], ctx: z3.Context) -> z3.ArithRef:
    return z3.Sum(*xs) if xs else z3.IntVal(0, ctx)


# (1) The seal pile.

SEAL_QUESTION = "Can the shuffled seal pile run short when the Scrolls are refilled at Cleanup?"
SEAL_CLAUSES = (c.SCROLLS_REFILL.id, c.SEAL_PILE.id, c.SEALS_REMOVED.id, c.TOP_SCROLL_CLEARED.id,
                c.SEALS_SHIFT.id, c.CREW_SEALS.id)
SEAL = r.SEAL_PILE_EMPTY


def academy_icons(icons: Sequence[Icon]) -> int:
    return sum(1 for i in icons if isinstance(i, Action) and i.kind is ActionKind.ACADEMY)


def seals_per_placement() -> int:
    """The most Academy icons one worker placement opens from its location:
    the location's own (or, on a Special Action location, its tile's), plus
    one where its Diary page's silver distinction adds a Wax Seal."""
    most = 0
    for loc in LOCATIONS:
        own = (max(academy_icons(t.actions) for t in SPECIAL_ACTION_TILES)
               if loc.diary is Diary.SPECIAL_ACTION else academy_icons(loc.actions))
        box = next((b for b in DISTINCTION_BOXES if b.diary is loc.diary and b.page is loc.page),
                   None)
        extra = 1 if own and box is not None and box.silver is DistinctionBonus.EXTRA_WAX_SEAL else 0
        most = max(most, own + extra)
    return most


class SealPlan:
    """How many seals each player takes from the lower Scrolls in each round
    before a Cleanup, and what the Cleanups then draw.

    Sound bounds only: a Regular Wax Seal reaches a worker row only by an
    Academy action, which takes it from a Scroll; the Scrolls are refilled
    only at Cleanup, so in a round at most the 9 seals below the top Scroll
    can be taken from there (those taken from the top Scroll would have left
    at Cleanup anyway, and do not change what is drawn). Over the game a
    player holds at most 18 seals on three rows of six, one of them the Crew
    seal (a Crew card whose colour is all on the Scrolls at setup gives
    none: ``crew`` is 0 to 3). The model looks for the first Cleanup that
    runs short, so every earlier Cleanup filled the Scrolls.
    """

    def __init__(self, players: int, ctx: z3.Context) -> None:
        self.players, self.ctx = players, ctx
        self.crew = [_ctx_int(f"crew[{p}]", ctx) for p in range(players)]
        # taken[p][k]: seals player p takes from the lower Scrolls in round k + 1.
        self.taken = [[_ctx_int(f"taken[{p}][{k}]", ctx) for k in range(TEXT_CLEANUPS)]
                      for p in range(players)]
        removed = TEXT_REMOVED_PER_COLOUR[players] * TEXT_COLOURS
        self.pile0 = TEXT_SEALS - removed - TEXT_SCROLL_SPOTS - _sum(self.crew, ctx)

    def need(self, k: int) -> z3.ArithRef:
        """Seals Cleanup ``k + 1`` draws: the top Scroll's spots and each spot emptied below."""
        return TEXT_TOP_SCROLL + _sum([self.taken[p][k] for p in range(self.players)], self.ctx)

    def left(self, k: int) -> z3.ArithRef:
        """Seals in the pile before Cleanup ``k + 1``."""
        return self.pile0 - _sum([self.need(j) for j in range(k)], self.ctx)

    def legal(self) -> list[z3.BoolRef]:
        out: list[z3.BoolRef] = []
        lower = TEXT_SCROLL_SPOTS - TEXT_TOP_SCROLL
        for p in range(self.players):
            out += [self.crew[p] >= 0, self.crew[p] <= TEXT_CREW_SEALS]
            out += [t >= 0 for t in self.taken[p]]
            out.append(_sum(self.taken[p], self.ctx) <= TEXT_ROW_SPOTS - self.crew[p])
        for k in range(TEXT_CLEANUPS):
            out.append(_sum([self.taken[p][k] for p in range(self.players)], self.ctx) <= lower)
        return out

    def short_first_at(self, k: int) -> list[z3.BoolRef]:
        """The pile runs short at Cleanup ``k + 1`` and at none before."""
        return ([self.left(j) >= self.need(j) for j in range(k)]
                + [self.left(k) < self.need(k)])

    def values(self, m: z3.ModelRef) -> tuple[list[int], list[list[int]]]:
        crew = [int(m.eval(x, model_completion=True).as_long()) for x in self.crew]
        taken = [[int(m.eval(x, model_completion=True).as_long()) for x in row]
                 for row in self.taken]
        return crew, taken


def _pile_after_setup(players: int, crew: Sequence[int]) -> int:
    return (TEXT_SEALS - TEXT_REMOVED_PER_COLOUR[players] * TEXT_COLOURS - TEXT_SCROLL_SPOTS
            - sum(crew))


def _agree_setup(players: int, seeds: int) -> None:
    """The model's pile after setup is the spec's, game by game."""
    for seed in range(seeds):
        game = setup(players, seed)
        crew = [sum(1 for row in p.rows for s in row if s != PURPLE) for p in game.players]
        if len(game.seal_pile) != _pile_after_setup(players, crew):
            raise AssertionError(
                f"the seal-pile model and the spec disagree: a {players}-player setup from seed "
                f"{seed} leaves {len(game.seal_pile)} seals in the pile, the model "
                f"{_pile_after_setup(players, crew)}")


def _agree_cleanup(w: Walk) -> None:
    """Each Cleanup of a played game draws what the model says: 3 plus the
    seals taken that round from below the top Scroll (while the pile lasts).
    Checked where the round ends on a 'done', which takes no seal."""
    for step in w.steps:
        before, after = step.before, step.after
        if (after.round != before.round and after.phase is Phase.ACTION
                and step.move.kind is MoveKind.DONE):
            emptied = sum(1 for s in before.scrolls[TEXT_TOP_SCROLL:] if not s)
            drawn = len(before.seal_pile) - len(after.seal_pile)
            wanted = min(TEXT_TOP_SCROLL + emptied, len(before.seal_pile))
            if drawn != wanted and w.case.rulings(SEAL) == "leave-empty":
                raise AssertionError(
                    f"the seal-pile model and the spec disagree: Cleanup after round "
                    f"{before.round} of {w.case.text()} drew {drawn} seals, the model {wanted}")


def _last_turn_start(w: Walk, round_: int) -> int:
    """The index of the last step of ``round_`` that starts a turn in the
    Action Phase (a state a situation file can state)."""
    found = -1
    for i, step in enumerate(w.steps):
        if step.before.round == round_ and turn_start(step.before):
            found = i
    if found < 0:
        raise AssertionError(f"{w.case.text()} has no turn start in round {round_}")
    return found


def _trigger(w: Walk, round_: int) -> int:
    """The index of the step whose move ends ``round_`` (and runs its Cleanup)."""
    for i, step in enumerate(w.steps):
        if step.before.round == round_ and step.after.round != round_:
            return i
    raise AssertionError(f"{w.case.text()}: round {round_} never ends")


@dataclass(frozen=True)
class Built:
    """A state a situation file states, the moves then played, and the state
    they reach."""

    start: Game
    moves: tuple[Move, ...]
    end: Game
    note: str


def replay_moves(start: Game, played: Sequence[Move], rulings: Rulings) -> Game | None:
    """The state after ``played`` from ``start``, or None if one is not legal."""
    game = start
    for move in played:
        if move not in moves(game, rulings):
            return None
        game = apply(game, move, rulings)
    return game


def _short(game: Game) -> bool:
    kept = sum(1 for s in game.scrolls[TEXT_TOP_SCROLL:] if s)
    return len(game.seal_pile) < TEXT_SCROLL_SPOTS - kept


def _add_seal(player: Player, row: int, seal: str) -> Player:
    rows = list(player.rows)
    rows[row] = rows[row] + (seal,)
    return evolve(player, rows=tuple(rows))


def drain(game: Game) -> Game | None:
    """``game`` with seals moved onto the players' worker rows (left-most
    empty spots, player by player) until the pile is short for the next
    Cleanup: first the seals below the top Scroll (as Academy actions would
    take them), then seals from the pile (as if drawn at an earlier Cleanup
    and taken since). Every count the rules fix is kept. None if the rows
    have no room for enough of them."""
    players = list(game.players)
    scrolls = list(game.scrolls)
    pile = list(game.seal_pile)
    seat = 0

    def room() -> tuple[int, int] | None:
        nonlocal seat
        for k in range(len(players)):
            p = players[(seat + k) % len(players)]
            for row in (1, 2, 3):
                if len(p.rows[row]) < TEXT_ROW_SPOTS // 3:
                    seat = (p.seat + 1) % len(players)
                    return p.seat, row
        return None

    while len(pile) >= TEXT_SCROLL_SPOTS - sum(1 for s in scrolls[TEXT_TOP_SCROLL:] if s):
        spot = room()
        if spot is None:
            return None
        lower = [i for i in range(TEXT_TOP_SCROLL, TEXT_SCROLL_SPOTS) if scrolls[i]]
        if lower:
            seal, scrolls[lower[-1]] = scrolls[lower[-1]], ""
        else:
            seal, pile = pile[0], pile[1:]
        players[spot[0]] = _add_seal(players[spot[0]], spot[1], seal)
    return evolve(game, players=tuple(players), scrolls=tuple(scrolls), seal_pile=tuple(pile))


def seal_witness(players: int, round_: int) -> tuple[Built, Case]:
    """A state right before Cleanup ``round_`` with the pile short: a game of
    the seeded random stand-in from its last turn start in that round, with
    seals moved onto worker rows (``drain``), then the round's remaining
    moves but the one that runs Cleanup (dropped if they stop being legal)."""
    case = Case(players, WITNESS_SEED, in_force())
    w = walk(case)
    i, j = _last_turn_start(w, round_), _trigger(w, round_)
    built = drain(w.steps[i].before)
    if built is None:
        raise AssertionError(f"no room on the worker rows of {case.text()} to drain the pile "
                             f"before Cleanup {round_}")
    rest = tuple(s.move for s in w.steps[i:j])
    end = replay_moves(built, rest, in_force())
    if end is None or not _short(end):
        rest, end = (), built
    played = len(rest)
    note = (f"{case.text()}, stopped at the last turn of round {round_}"
            + (f" and played on for {played} moves to just before Cleanup" if played else "")
            + "; seals were moved onto worker rows (rows now hold "
            + ", ".join(f"player {p.seat}: {sum(len(x) for x in p.rows[1:4])}"
                        for p in end.players)
            + f" seals) so that the pile holds {len(end.seal_pile)}")
    return Built(built, rest, end, note), case


def _cleanup_text(game: Game, rulings: Rulings) -> tuple[tuple[str, ...], int]:
    after = cleanup(game, rulings, silent())
    return after.scrolls, len(after.seal_pile)


def hungry_surplus(players: int, games: int) -> int:
    """The smallest surplus (seals left in the pile after a refill) that the
    seal-hungry stand-in leaves at any Cleanup in ``games`` games."""
    low = 10**6
    for seed in range(games):
        _, steps = play(players, seed, seal_hungry)
        for step in steps:
            if step.after.round != step.before.round and step.after.phase is Phase.ACTION:
                kept = sum(1 for s in step.before.scrolls[TEXT_TOP_SCROLL:] if s)
                low = min(low, len(step.before.seal_pile) - (TEXT_SCROLL_SPOTS - kept))
    return low


def seal_pile(max_examples: int) -> Outcome:
    drafts: list[Draft] = []
    proofs: list[Proof] = []
    examples = 0
    per_placement = seals_per_placement()
    for n in PLAYER_COUNTS:
        _agree_setup(n, max_examples)
        games = max(1, max_examples // 10)
        for seed in range(games):
            _agree_cleanup(walk(Case(n, seed, in_force())))
        examples += max_examples + games
        ctx = z3.Context()
        plan = SealPlan(n, ctx)
        require_sat(plan.legal(), f"the seal pile with {n} players")
        earliest = None
        for k in range(TEXT_CLEANUPS):
            s = solver(ctx)
            s.add(*plan.legal(), *plan.short_first_at(k))
            examples += 1
            if answer(s) == "sat":
                earliest = k
                break
        bound = (f"Bounds (sound): at most the 9 seals below the top Scroll can be taken in a "
                 f"round, since only an Academy action moves a Regular Wax Seal onto a worker "
                 f"row and the Scrolls are refilled only at Cleanup; each player holds at most "
                 f"{TEXT_ROW_SPOTS} seals, less the Crew seals. The workers are not the limit: "
                 f"each of a player's {TEXT_WORKERS[0]}-{TEXT_WORKERS[1]} workers opens at most "
                 f"{per_placement} Academy icons from its location (the lower Academy spaces' "
                 f"two and the silver distinction's extra seal), {TEXT_WORKERS[1] * per_placement}"
                 f" a round, more than the Scrolls hold")
        if earliest is None:
            proofs.append(Proof(
                "darwins-journey.seal-pile", f"{SEAL_QUESTION} ({n} players: no)", SEAL_CLAUSES,
                f"Preconditions checked first: legal plans of seals taken are satisfiable "
                f"(z3: sat), so the proof is not vacuous. {bound}. With {n} players no plan runs "
                f"the pile short at any of the {TEXT_CLEANUPS} Cleanups (z3: unsat)."))
            continue
        opt = z3.Optimize(ctx=ctx)
        opt.set("timeout", TIMEOUT_MS)
        opt.add(*plan.legal(), *plan.short_first_at(earliest))
        opt.minimize(_sum([t for row in plan.taken for t in row], ctx))
        if opt.check() != z3.sat:
            raise AssertionError("z3 found a plan, then could not find the smallest one")
        crew, taken = plan.values(opt.model())
        least = sum(sum(row[: earliest + 1]) for row in taken)
        pile0 = _pile_after_setup(n, crew)
        built, case = seal_witness(n, earliest + 1)
        end = built.end
        readings = {o.id: _cleanup_text(end, in_force().with_choice(SEAL.id, o.id))
                    for o in SEAL.options}
        if len(set(readings.values())) < 2:
            raise AssertionError(f"the built seal-pile state gives the same Cleanup under every "
                                 f"reading: {built.note}")
        empties = sum(1 for s in end.scrolls[TEXT_TOP_SCROLL:] if not s) + TEXT_TOP_SCROLL
        w = witness(
            title=f"The seal pile runs short at Cleanup {earliest + 1} ({n} players)",
            question=(f"The Scrolls have {empties} empty spots after the top Scroll is cleared, "
                      f"and the seal pile holds {len(end.seal_pile)}. What fills the rest?"),
            seed=case.seed, kind="cleanup", start=built.start, played=built.moves,
            rulings=in_force(), ruling=SEAL,
            keys=("scrolls", "seal_pile"))
        hungry = hungry_surplus(n, max(1, max_examples // 20))
        summary = (
            f"{n} players: the pile holds {pile0} seals after setup ({TEXT_SEALS} less "
            f"{TEXT_REMOVED_PER_COLOUR[n] * TEXT_COLOURS} removed, {TEXT_SCROLL_SPOTS} on the "
            f"Scrolls, {sum(crew)} Crew seals). Each Cleanup draws "
            f"3 for the top Scroll plus one per seal taken below it that round. z3 finds the "
            f"pile can run short as early as Cleanup {earliest + 1}, if players take {least} "
            f"seals from below the top Scroll in rounds 1 to {earliest + 1} (sat). {bound}. The "
            f"rules do not say what fills the spots left. Witness: {built.note}. Readings: "
            f"{w.compare('scrolls', 'seal_pile')}. Whether real play gets there is not shown: "
            f"a seal-hungry stand-in kept at least {hungry} seals to spare at every Cleanup.")
        drafts.append(Draft(FindingKind.GAP, SEAL_CLAUSES, summary,
                            f"seal-pile-runs-out-{n}-players", w.text, SEAL.id))
    return Outcome(drafts=tuple(drafts), proofs=tuple(proofs), examples=examples)


# (2) Correspondence majorities.

MAJORITY_QUESTION = ("Does the first-place reward of an Envelope go to exactly the players with "
                     "the most Stamps on it, and the second-place reward to exactly those with "
                     "the next lower count, as each reading of the tie rule says?")
MAJORITY_CLAUSES = (c.MAJORITY_FIRST.id, c.MAJORITY_TIES.id, c.MAJORITY_SECOND.id,
                    c.SECOND_AFTER_TIE.id)
TIE = r.SECOND_AFTER_TIE

OrderType = tuple[tuple[int, ...], int]  # each seat's rank by count (0: most), zero's rank or -1
Table = dict[OrderType, tuple[frozenset[int], frozenset[int]]]


def order_type(counts: Sequence[int]) -> OrderType:
    """How the counts compare, and no more: each seat's rank among the
    distinct counts (0 for the most) and the rank of 0, if anyone has none."""
    distinct = sorted(set(counts), reverse=True)
    return tuple(distinct.index(n) for n in counts), (distinct.index(0) if 0 in distinct else -1)


def spec_table(players: int, rulings: Rulings) -> tuple[Table, int]:
    """``play.majority`` on every Stamp count from 0 to 12 per seat, by order
    type; raises if its answer depends on more than the order type, or if a
    group is not listed in turn order. Returns the table and the cases run."""
    base = setup(players, WITNESS_SEED)
    empty = (0,) * players
    table: Table = {}
    n = 0
    for counts in itertools.product(range(TEXT_STAMPS + 1), repeat=players):
        game = evolve(base, envelopes=(counts, empty, empty))
        first, second = majority(game, 0, rulings)
        n += 1
        for group in (first, second):
            if list(group) != [s for s in game.turn_order if s in group]:
                raise AssertionError(f"play.majority lists {list(group)} out of turn order "
                                     f"{list(game.turn_order)} for Stamps {counts}")
        key = order_type(counts)
        got = (frozenset(first), frozenset(second))
        if table.setdefault(key, got) != got:
            raise AssertionError(f"the majority model and the spec disagree: play.majority's "
                                 f"answer for Stamps {counts} depends on more than which counts "
                                 f"are larger")
    return table, n


class MajorityModel:
    """One Envelope's Stamp counts in z3 and who takes its rewards: the
    spec's answers by order type (``spec_table``), and the text's."""

    def __init__(self, players: int, table: Table, tied_also_second: bool,
                 ctx: z3.Context) -> None:
        self.ctx, self.n = ctx, players
        self.counts = [_ctx_int(f"stamps[{s}]", ctx) for s in range(players)]
        self.table = table
        self.tied_also_second = tied_also_second

    def domain(self) -> list[z3.BoolRef]:
        return [z3.And(x >= 0, x <= TEXT_STAMPS) for x in self.counts]

    def is_type(self, t: OrderType) -> z3.BoolRef:
        ranks, zero = t
        cs = self.counts
        parts = [cs[a] > cs[b] if ranks[a] < ranks[b] else cs[a] == cs[b]
                 for a in range(self.n) for b in range(self.n) if ranks[a] <= ranks[b] and a != b]
        parts += [cs[s] == 0 if ranks[s] == zero else cs[s] > 0 for s in range(self.n)]
        return z3.And(*parts)

    def covered(self) -> z3.BoolRef:
        return z3.Or(*[self.is_type(t) for t in self.table])

    def spec(self, seat: int, place: int) -> z3.BoolRef:
        """The spec gives ``seat`` the first (``place`` 0) or second reward."""
        return z3.Or(*[self.is_type(t) for t, got in self.table.items() if seat in got[place]],
                     z3.BoolVal(False, self.ctx))

    def most(self) -> z3.ArithRef:
        top = self.counts[0]
        for x in self.counts[1:]:
            top = z3.If(x > top, x, top)
        return top

    def text_first(self, seat: int) -> z3.BoolRef:
        """The text: the most Stamps, and more than none."""
        x = self.counts[seat]
        return z3.And(x > 0, x == self.most())

    def tie(self) -> z3.BoolRef:
        return _sum([z3.If(self.text_first(s), 1, 0) for s in range(self.n)], self.ctx) >= 2

    def text_second(self, seat: int) -> z3.BoolRef:
        """The text: the next lower count after the most, and more than none;
        under tied-also-second, a tie for first takes both rewards."""
        x, top = self.counts[seat], self.most()
        below = z3.And(x > 0, x < top, *[z3.Implies(y < top, y <= x) for y in self.counts])
        if self.tied_also_second:
            return z3.If(self.tie(), self.text_first(seat), below)
        return below

    def violations(self) -> z3.BoolRef:
        """The spec differs from the text, or gives a seat both rewards where
        the reading does not."""
        both_ok = z3.And(self.tie(), z3.BoolVal(self.tied_also_second, self.ctx))
        return z3.Or(*[z3.Or(self.spec(s, 0) != self.text_first(s),
                             self.spec(s, 1) != self.text_second(s),
                             z3.And(self.spec(s, 0), self.spec(s, 1), z3.Not(both_ok)))
                       for s in range(self.n)])

    def firsts(self) -> z3.ArithRef:
        return _sum([z3.If(self.spec(s, 0), 1, 0) for s in range(self.n)], self.ctx)


def _tie_counts(players: int, table: Table) -> list[int]:
    """The fewest Stamps with three or more seats tied for first (z3 Optimize)."""
    ctx = z3.Context()
    model = MajorityModel(players, table, False, ctx)
    opt = z3.Optimize(ctx=ctx)
    opt.set("timeout", TIMEOUT_MS)
    opt.add(*model.domain(), model.firsts() >= 3)
    opt.minimize(_sum(model.counts, ctx))
    for x in model.counts:
        opt.minimize(x)
    if opt.check() != z3.sat:
        raise AssertionError("z3 found a three-way tie, then could not find the smallest one")
    m = opt.model()
    return [int(m.eval(x, model_completion=True).as_long()) for x in model.counts]


def _tie_in_play(seeds: int) -> tuple[Case, Game, int] | None:
    """The first turn start met in games of the random stand-in (3 then 4
    players) where three or more seats tie for the most Stamps on an Envelope."""
    for players in (3, 4):
        for seed in range(seeds):
            case = Case(players, seed, in_force())
            for step in walk(case).steps:
                g = step.before
                if g.phase is not Phase.ACTION or g.placed or g.frames:
                    continue
                for e in range(3):
                    if len(majority(g, e, in_force())[0]) >= 3:
                        return case, g, e
    return None


def _tie_built(counts: Sequence[int]) -> tuple[Case, Game, int]:
    """A setup with ``counts`` Stamps on the top Envelope, taken from the stacks."""
    players = len(counts)
    base = setup(players, WITNESS_SEED)
    people = []
    for p in base.players:
        n = counts[p.seat]
        stacks = list(p.stamps)
        for i in range(3):
            take = min(n, stacks[i])
            stacks[i] -= take
            n -= take
        people.append(evolve(p, stamps=(stacks[0], stacks[1], stacks[2])))
    empty = (0,) * players
    game = evolve(base, players=tuple(people), envelopes=(tuple(counts), empty, empty))
    return Case(players, WITNESS_SEED, in_force()), game, 0


def majorities(max_examples: int) -> Outcome:
    examples = 0
    checked: list[str] = []
    tables: dict[int, Table] = {}
    for n in PLAYER_COUNTS:
        for option in TIE.options:
            table, ran = spec_table(n, in_force().with_choice(TIE.id, option.id))
            examples += ran
            if option.id == TIE.default:
                tables[n] = table
            ctx = z3.Context()
            model = MajorityModel(n, table, option.id == "tied-also-second", ctx)
            require_sat(model.domain(), f"Stamp counts for {n} players")
            s = solver(ctx)
            s.add(*model.domain(), z3.Not(model.covered()))
            if answer(s) != "unsat":
                raise AssertionError(f"the order types of {n} seats' Stamps leave a case out")
            s = solver(ctx)
            s.add(*model.domain(), model.violations())
            if answer(s) != "unsat":
                m = s.model()
                got = [m.eval(x, model_completion=True) for x in model.counts]
                raise AssertionError(f"play.majority breaks the text ({option.id}) with {n} "
                                     f"players and Stamps {got}")
            checked.append(f"{n} players under {option.id} ({len(table)} orderings)")
    proof = Proof(
        "darwins-journey.majority", MAJORITY_QUESTION, MAJORITY_CLAUSES,
        f"Preconditions checked first: Stamp counts 0 to {TEXT_STAMPS} per seat are "
        f"satisfiable (z3: sat), so the proof is not vacuous. play.majority was run on every "
        f"count ({examples} cases) and its answer depends only on how the counts compare (their "
        f"order type), each group in turn order; z3 shows the order types cover every count "
        f"(unsat otherwise) and that no count makes the spec's first or second place differ "
        f"from the text's (the most Stamps, more than none; the next lower count, more than "
        f"none) or give a seat both rewards where the reading does not (unsat) for "
        f"{'; '.join(checked)}.")
    # Three or more seats tied for first.
    ties = {n: _tie_counts(n, tables[n]) for n in PLAYER_COUNTS if n >= 3}
    found = _tie_in_play(SCAN_SEEDS)
    where = "met in play"
    if found is None:
        found = _tie_built(ties[3])
        where = "built from z3's counts on a setup"
    case, game, e = found
    stamps = list(game.envelopes[e])
    w = witness(
        title=f"Three players tie for the most Stamps on Envelope {e + 1}",
        question=(f"Envelope {e + 1} holds Stamps {stamps} (by seat). Several players tie for "
                  f"the most. Who takes the second-place reward?"),
        seed=case.seed, kind="rewards", start=game, rulings=in_force(), ruling=TIE,
        keys=("envelopes",))
    tie_text = "; ".join(f"{n} players: Stamps {counts}" for n, counts in ties.items())
    summary = (
        f"Three or more players can tie for the most Stamps on an Envelope (z3: sat; the fewest "
        f"Stamps: {tie_text}). The rules give all of them the first-place reward and say the "
        f"second-place reward 'will still be performed', but not by whom: by the next lower "
        f"count, or by the tied players. Witness ({where}: {case.text()}, Envelope {e + 1} with "
        f"Stamps {stamps}). Readings: {w.compare('envelopes')}.")
    draft = Draft(FindingKind.UNRESOLVED_TIE, MAJORITY_CLAUSES, summary,
                  "majority-three-way-tie", w.text, TIE.id)
    return Outcome(drafts=(draft,), proofs=(proof,), examples=examples)


# (3) The Objective stacks.

OBJECTIVE_QUESTION = "Does each Objective stack hold the 2 tiles every Cleanup draws?"
OBJECTIVE_CLAUSES = (c.OBJECTIVES_REPLACED.id, c.OBJECTIVE_STACKS.id, c.OBJECTIVE_DISPLAY.id)
STACK = r.OBJECTIVE_STACK_EMPTY


def _short_cleanups(faces: int) -> tuple[str, int | None]:
    """z3: the first Cleanup at which a stack of ``faces`` tiles, 2 drawn at
    setup and 2 at each Cleanup, holds fewer than 2 (None: never)."""
    ctx = z3.Context()
    k = _ctx_int("cleanup", ctx)
    left = faces - TEXT_OBJECTIVES_DRAWN - TEXT_OBJECTIVES_DRAWN * (k - 1)
    domain = [k >= 1, k <= TEXT_CLEANUPS]
    require_sat(domain, "the Cleanups")
    opt = z3.Optimize(ctx=ctx)
    opt.set("timeout", TIMEOUT_MS)
    opt.add(*domain, left < TEXT_OBJECTIVES_DRAWN)
    opt.minimize(k)
    result = opt.check()
    if result == z3.unknown:
        raise AssertionError(f"z3 could not decide ({opt.reason_unknown()})")
    if result == z3.unsat:
        return "unsat", None
    return "sat", int(opt.model().eval(k).as_long())


def _agree_stacks(w: Walk, faces: dict[str, int]) -> None:
    start = w.start
    sizes = {"silver": len(start.silver_stack), "golden": len(start.golden_stack)}
    for tier, size in sizes.items():
        if size != faces[tier] - TEXT_OBJECTIVES_DRAWN:
            raise AssertionError(f"the Objective-stack model and the spec disagree: the {tier} "
                                 f"stack holds {size} after setup, not {faces[tier]} less 2")
    for step in w.steps:
        if step.after.round != step.before.round and step.after.phase is Phase.ACTION:
            for tier, stack in (("silver", step.after.silver_stack),
                                ("golden", step.after.golden_stack)):
                wanted = max(0, sizes[tier] - TEXT_OBJECTIVES_DRAWN)
                if w.case.rulings(STACK) == "leave-empty" and len(stack) != wanted:
                    raise AssertionError(
                        f"the Objective-stack model and the spec disagree: after the Cleanup "
                        f"of round {step.before.round} the {tier} stack holds {len(stack)}, "
                        f"the model {wanted}")
                sizes[tier] = len(stack)


def _stack(game: Game, tier: str) -> int:
    return len(game.silver_stack if tier == "silver" else game.golden_stack)


def objective_stacks(max_examples: int) -> Outcome:
    faces = {"silver": len(SILVER_OBJECTIVES), "golden": len(GOLDEN_OBJECTIVES)}
    for seed in range(max(1, max_examples // 10)):
        for n in PLAYER_COUNTS:
            _agree_stacks(walk(Case(n, seed, in_force())), faces)
    verdicts = {tier: _short_cleanups(f) for tier, f in faces.items()}
    rulebook = {tier: _short_cleanups(f) for tier, f in TEXT_RULEBOOK_OBJECTIVES.items()}
    proofs: list[Proof] = []
    drafts: list[Draft] = []
    for tier, (verdict, first) in verdicts.items():
        if verdict == "unsat":
            proofs.append(Proof(
                "darwins-journey.objective-stacks",
                f"Does the {tier} Objective stack hold the 2 tiles every Cleanup draws?",
                OBJECTIVE_CLAUSES,
                f"Preconditions checked first: Cleanups 1 to {TEXT_CLEANUPS} are satisfiable "
                f"(z3: sat), so the proof is not vacuous. The {tier} stack has {faces[tier]} "
                f"faces; 2 are drawn at setup and 2 at each of the {TEXT_CLEANUPS} Cleanups, "
                f"and no Cleanup finds fewer than 2 (z3: unsat)."))
            continue
        assert first is not None
        case = Case(2, WITNESS_SEED, in_force())
        w = walk(case)
        i, j = _last_turn_start(w, first), _trigger(w, first)
        start, played = w.steps[i].before, tuple(s.move for s in w.steps[i:j])
        wit = witness(
            title=f"The {tier} Objective stack is empty at Cleanup {first}",
            question=(f"Cleanup {first} draws 2 {tier} Objectives, and the {tier} stack holds "
                      f"{_stack(w.steps[j].before, tier)}. What goes on the display?"),
            seed=case.seed, kind="cleanup", start=start, played=played, rulings=in_force(),
            ruling=STACK, keys=(f"{tier}_display", f"{tier}_stack"))
        book, _ = rulebook[tier]
        summary = (
            f"The {tier} Objective stack holds the {faces[tier]} faces the project knows "
            f"(the rulebook counts {TEXT_RULEBOOK_OBJECTIVES[tier]}); 2 are drawn at setup and "
            f"2 at each Cleanup, so at Cleanup {first} it holds fewer than 2 (z3: sat; with "
            f"the rulebook's {TEXT_RULEBOOK_OBJECTIVES[tier]} it never does, z3: {book}). The "
            f"rules do not say what the display gets then. Witness: {case.text()}, just before "
            f"Cleanup {first}. Readings: {wit.compare(f'{tier}_display')}.")
        drafts.append(Draft(FindingKind.GAP, OBJECTIVE_CLAUSES, summary,
                            f"{tier}-objective-stack-runs-out", wit.text, STACK.id))
    return Outcome(drafts=tuple(drafts), proofs=tuple(proofs), examples=len(faces))


# (6) Exploration dead ends.

EXPLORE_QUESTION = ("Can an Explorer that is not on the last spot of its island be left with "
                    "no legal move, however the spots ahead are occupied?")
EXPLORE_CLAUSES = (c.EXPLORATION.id, c.EXPLORATION_SKIP_OCCUPIED.id,
                   c.EXPLORATION_ONE_PER_SPOT.id)


class TrackModel:
    """An island track in z3: which spots other players' Explorers occupy
    (any of them, the first and last excepted, which hold any number), and
    where an Exploration of 1 can end from each spot: occupied spots are
    passed over without being counted and cannot be stopped on."""

    def __init__(self, track: IslandTrack, ctx: z3.Context) -> None:
        self.track, self.ctx = track, ctx
        self.end = track.end.id
        self.next = {s.id: s.next for s in track.spaces}
        self.inner = [s.id for s in track.spaces if s.id not in (track.start.id, self.end)]
        self.occupied = {s: z3.Bool(f"occupied[{s}]", ctx) for s in self.inner}
        self._stuck: dict[str, z3.BoolRef] = {}
        self._to_end: dict[str, z3.BoolRef] = {}

    def blocked(self, space: str) -> z3.BoolRef:
        return self.occupied[space] if space in self.occupied else z3.BoolVal(False, self.ctx)

    def stuck(self, space: str) -> z3.BoolRef:
        """No route from ``space``: every way on meets only occupied spots."""
        if space not in self._stuck:
            ways = [z3.And(self.blocked(n), self.stuck(n)) if n != self.end
                    else z3.BoolVal(False, self.ctx) for n in self.next[space]]
            self._stuck[space] = z3.And(*ways) if ways else z3.BoolVal(True, self.ctx)
        return self._stuck[space]

    def to_end(self, space: str) -> z3.BoolRef:
        """Some route from ``space`` ends on the last spot."""
        if space not in self._to_end:
            ways = [z3.BoolVal(True, self.ctx) if n == self.end
                    else z3.And(self.blocked(n), self.to_end(n)) for n in self.next[space]]
            self._to_end[space] = z3.Or(*ways) if ways else z3.BoolVal(False, self.ctx)
        return self._to_end[space]

    def ahead(self, space: str) -> list[str]:
        seen: list[str] = []
        todo = list(self.next[space])
        while todo:
            n = todo.pop()
            if n not in seen:
                seen.append(n)
                todo += self.next[n]
        return [s for s in seen if s in self.occupied]

    def decide(self, expr: z3.BoolRef, occupied: frozenset[str]) -> bool:
        pairs = [(v, z3.BoolVal(k in occupied, self.ctx)) for k, v in self.occupied.items()]
        value = z3.simplify(z3.substitute(expr, *pairs))
        if not (z3.is_true(value) or z3.is_false(value)):
            raise AssertionError(f"the track model of {self.track.island} does not decide {expr}")
        return bool(z3.is_true(value))


def _spec_routes(base: Game, track: int, at: str, occupied: frozenset[str]) -> list[tuple[str, ...]]:
    """The spec's Exploration 1 routes for an Explorer on ``at`` with other
    players' Explorers on ``occupied`` (as many other players as it takes)."""
    me = base.players[0]
    others = []
    for i, spot in enumerate(sorted(occupied)):
        where = ["", "", ""]
        where[track] = spot
        others.append(evolve(me, seat=i + 1, explorers=(where[0], where[1], where[2])))
    mine = ["", "", ""]
    mine[track] = at
    people = (evolve(me, explorers=(mine[0], mine[1], mine[2])), *others)
    game = evolve(base, players=people, active=0)
    return island_routes(game, track, at, 1)


def _occupancies(model: TrackModel, at: str) -> Iterator[frozenset[str]]:
    """What the spec is checked on: nothing ahead occupied, every spot ahead
    occupied, each single spot ahead, and every spot ahead but one."""
    ahead = model.ahead(at)
    yield frozenset()
    yield frozenset(ahead)
    for s in ahead:
        yield frozenset({s})
        yield frozenset(ahead) - {s}


def exploration_dead_end(max_examples: int) -> Outcome:
    base = setup(2, WITNESS_SEED)
    agreed = 0
    tracks: list[str] = []
    for k, track in enumerate(ISLAND_TRACKS):
        ctx = z3.Context()
        model = TrackModel(track, ctx)
        starts = [s.id for s in track.spaces if s.id != model.end]
        for at in starts:
            for occupied in _occupancies(model, at):
                routes = _spec_routes(base, k, at, occupied)
                stuck = model.decide(model.stuck(at), occupied)
                to_end = model.decide(model.to_end(at), occupied)
                if stuck != (not routes) or to_end != any(rt[-1] == model.end for rt in routes):
                    raise AssertionError(
                        f"the exploration model and the spec disagree on island "
                        f"{track.island}: from {at} with {sorted(occupied)} occupied the spec "
                        f"has routes {routes}, the model says stuck {stuck}, to the end {to_end}")
                agreed += 1
        where = z3.Int("at", ctx)
        on = [where == i for i in range(len(starts))]
        require_sat([z3.Or(*on)], f"Explorer places on island {track.island}")
        s = solver(ctx)
        s.add(z3.Or(*[z3.And(on[i], model.stuck(at)) for i, at in enumerate(starts)]))
        if answer(s) != "unsat":
            raise AssertionError(f"an Explorer on island {track.island} can be stuck: "
                                 f"{s.model()}")
        s = solver(ctx)
        s.add(z3.Or(*[z3.And(on[i], *[model.occupied[x] for x in model.ahead(at)],
                             z3.Not(model.to_end(at))) for i, at in enumerate(starts)]))
        if answer(s) != "unsat":
            raise AssertionError(f"an Explorer on island {track.island} with every spot ahead "
                                 f"occupied cannot reach the last spot: {s.model()}")
        tracks.append(f"island {track.island.value} ({len(track.spaces)} spots, "
                      f"{len(model.inner)} that hold one Explorer)")
    proof = Proof(
        "darwins-journey.exploration-dead-end", EXPLORE_QUESTION, EXPLORE_CLAUSES,
        f"Preconditions checked first: an Explorer's places on each island are satisfiable "
        f"(z3: sat), so the proof is not vacuous. The model lets any spots but the first and "
        f"last be occupied, more than three opponents can, and was checked against the spec's "
        f"routes on {agreed} placements. For {', '.join(tracks)}: no place short of the last "
        f"spot leaves an Exploration of 1 without a route (z3: unsat), and with every spot "
        f"ahead occupied some route ends on the shared last spot (z3: unsat otherwise), since "
        f"occupied spots are passed over uncounted and every way on leads to the last spot.")
    return Outcome(proofs=(proof,), examples=agreed)


# Registration.

for _check in (
    Check("darwins-journey.seal-pile", GAME, "probe", SEAL_QUESTION, SEAL_CLAUSES, seal_pile),
    Check("darwins-journey.majority", GAME, "probe", MAJORITY_QUESTION, MAJORITY_CLAUSES,
          majorities),
    Check("darwins-journey.objective-stacks", GAME, "probe", OBJECTIVE_QUESTION,
          OBJECTIVE_CLAUSES, objective_stacks),
    Check("darwins-journey.exploration-dead-end", GAME, "probe", EXPLORE_QUESTION,
          EXPLORE_CLAUSES, exploration_dead_end),
):
    check.register(_check)

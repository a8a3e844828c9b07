"""z3 probes of the Woodcraft solo rules: one question per model.

Each probe models the wheel (7 tiles, 4 quadrants, a capacity that only the
start quadrant may exceed, the move at which each tile last moved) and asks
z3 whether a situation with some property can arise.

- Before an UNSAT answer is reported as a ``Proof`` the probe checks that
  the preconditions alone are satisfiable, so that no proof is vacuous; the
  proof's argument says so.
- Proofs use an over-approximation: any wheel that respects the capacity,
  reachable in play or not. That is what makes "impossible" cover every game.
- A SAT answer is made concrete by a second model: the shortest sequence of
  legal moves from the setup position after which the wheel has the property
  (bounded model checking). The moves are replayed through the spec's wheel,
  the resulting situation through ``solo_step``, and it is reported as a
  ``Draft`` with a witness file only if the spec confirms what z3 claimed. A
  disagreement between model and spec raises AssertionError.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import z3

from spec.core.deck import Deck
from spec.core.findings import FindingKind, Proof
from spec.core.trace import silent
from spec.woodcraft import clauses as c
from spec.woodcraft import data
from spec.woodcraft import rulings as r
from spec.woodcraft.cards import SoloStepResult, farthest_behind, solo_step
from spec.woodcraft.setup import setup
from spec.woodcraft.model import Effect, SoloCard, SoloState, Wheel

from .. import check
from ..adapters.woodcraft import step_json
from ..check import Check, Draft, Outcome
from ..games import Json
from ..rulesets import in_force
from ..strategies.woodcraft import build_state, replay_witness, witness_toml
from .solve import TIMEOUT_MS
from .solve import solve as _solve

GAME = "woodcraft"
TILES = data.TILES
QUADRANTS = 4
# The longest move sequence searched for a witness; the witnesses found so
# far need 6 to 8 moves, about three rounds of play.
MAX_MOVES = 16
WITNESS_SEED = 1


class WheelModel:
    """A wheel in z3: each tile's quadrant and the move at which it last moved.

    Free variables by default (any wheel); a move sequence passes in the
    expressions its last step leaves.
    """

    def __init__(self, capacity: z3.ArithRef, quadrant: Sequence[z3.ArithRef] | None = None,
                 age: Sequence[z3.ArithRef] | None = None) -> None:
        self.capacity = capacity
        self.quadrant = list(quadrant) if quadrant is not None else [
            z3.Int(f"quadrant[{t}]") for t in TILES]
        self.age = list(age) if age is not None else [z3.Int(f"moved_at[{t}]") for t in TILES]

    def count(self, q: int) -> z3.ArithRef:
        return z3.Sum([z3.If(x == q, 1, 0) for x in self.quadrant])

    def legal(self) -> list[z3.BoolRef]:
        """Any wheel the capacity allows (the over-approximation of play)."""
        out = [z3.And(0 <= q, q < QUADRANTS) for q in self.quadrant]
        out += [self.count(q) <= self.capacity
                for q in range(QUADRANTS) if q != data.START_QUADRANT]
        for q, a in zip(self.quadrant, self.age):
            # A tile outside the start quadrant has moved at least once.
            out.append(z3.If(q == data.START_QUADRANT, a >= 0, a >= 1))
        n = len(TILES)
        for i in range(n):
            for j in range(i + 1, n):
                # One tile moves per move: only "never moved" (0) is shared.
                out.append(z3.Or(self.age[i] != self.age[j],
                                 z3.And(self.age[i] == 0, self.age[j] == 0)))
        return out

    def blocked(self, i: int) -> z3.BoolRef:
        """Tile ``i`` cannot move: the next quadrant holds ``capacity`` tiles or more."""
        return z3.Or([z3.And(self.quadrant[i] == q,
                             self.count((q + 1) % QUADRANTS) >= self.capacity)
                      for q in range(QUADRANTS)])

    def oldest(self, i: int) -> z3.BoolRef:
        """Tile ``i`` is among the tiles farthest behind (a tie allowed)."""
        return z3.And([self.age[i] <= a for a in self.age])

    def strictly_oldest(self, i: int) -> z3.BoolRef:
        return z3.And([self.age[i] < a for j, a in enumerate(self.age) if j != i])

    def moves_nothing(self, card: SoloCard) -> z3.BoolRef:
        """The card, resolved now, moves no tile.

        A card's first tile failing to move leaves the wheel unchanged, so a
        card moves nothing exactly when every tile it would move is blocked
        now. The last-tile card is read as the default reading of
        woodcraft.last-tile-blocked (skip) would: it moves nothing when the
        tile farthest behind is blocked. Any of several tied oldest tiles may
        be that tile, which covers every tie-break.
        """
        if card.effect is Effect.LAST_TILE_PLUS_TWO:
            return z3.Or([z3.And(self.oldest(i), self.blocked(i)) for i in range(len(TILES))])
        shown = card.tiles[:1] if card.effect is Effect.ONE_TILE_PLUS_ONE else card.tiles
        return z3.And([self.blocked(TILES.index(t)) for t in shown])


Question = Callable[[WheelModel], list[z3.BoolRef]]


@dataclass(frozen=True)
class Reached:
    """A wheel reached from the setup position by legal moves, in the spec."""

    wheel: Wheel
    moves: tuple[str, ...]

    def account(self) -> str:
        return (f"reached from the setup position in {len(self.moves)} legal moves: "
                f"{', '.join(self.moves)}")


def reach(capacity: int, question: Question) -> Reached | None:
    """The shortest sequence of legal moves from setup (at most MAX_MOVES)
    after which the wheel answers ``question``, replayed through the spec.

    Any tile that can move may move next: your turn may take any tile, and
    the solo cards between them name every tile.
    """
    cap = z3.IntVal(capacity)
    solver = z3.Solver()
    solver.set("timeout", TIMEOUT_MS)
    quadrant: list[z3.ArithRef] = [z3.IntVal(data.START_QUADRANT) for _ in TILES]
    age: list[z3.ArithRef] = [z3.IntVal(0) for _ in TILES]
    chosen: list[z3.ArithRef] = []
    for length in range(MAX_MOVES + 1):
        if length:
            # One more move: any tile that can move now.
            move = z3.Int(f"move[{length}]")
            now = WheelModel(cap, quadrant, age)
            solver.add(z3.Or([z3.And(move == i, z3.Not(now.blocked(i)))
                              for i in range(len(TILES))]))
            quadrant = [z3.If(move == i, z3.If(q == QUADRANTS - 1, 0, q + 1), q)
                        for i, q in enumerate(quadrant)]
            age = [z3.If(move == i, length, a) for i, a in enumerate(age)]
            chosen.append(move)
        solver.push()
        solver.add(*question(WheelModel(cap, quadrant, age)))
        answer = solver.check()
        if answer == z3.unknown:
            raise AssertionError(f"z3 could not decide ({solver.reason_unknown()})")
        if answer == z3.sat:
            model = solver.model()
            moves = tuple(TILES[int(model.eval(m, model_completion=True).as_long())]
                          for m in chosen)
            return _replay_moves(capacity, moves)
        solver.pop()
    return None


def _replay_moves(capacity: int, moves: tuple[str, ...]) -> Reached:
    wheel = Wheel(setup(WITNESS_SEED).wheel.quadrants, capacity)
    for clock, tile in enumerate(moves, 1):
        why = wheel.why_blocked(tile)
        if why:
            raise AssertionError(f"z3's move {clock} ({tile}) is illegal in the spec: {why}")
        wheel = wheel.moved(tile, clock)
    return Reached(wheel, moves)


def _round_for(moves: int) -> int:
    """A round at which this many moves can have been made just before the
    solo card: two or three per round played, plus your turn this round."""
    return min(data.LAST_ROUND, 1 + (moves + 1) // 3)


def _expect(step: SoloStepResult, *keys: str) -> dict[str, Json]:
    answer = step_json(step)
    return {k: answer[k] for k in keys}


def _quadrants(wheel: Wheel) -> str:
    return "; ".join(f"quadrant {q + 1}: {', '.join(p.tile for p in quad) or '-'}"
                     for q, quad in enumerate(wheel.quadrants))


# (a) Can the default deck be left with nothing to move?

NO_CARD_QUESTION = ("Can a situation arise in which no card of the default deck can move "
                    "any tile, so that 'the solo deck must always move at least one tile' "
                    "cannot be met?")
NO_CARD_CLAUSES = (c.NO_TILE_MOVED.id, c.SKIP_BLOCKED.id, c.LAST_TILE_PLUS_TWO.id)


def _stuck(model: WheelModel) -> list[z3.BoolRef]:
    return [model.moves_nothing(k) for k in data.DEFAULT_DECK]


def _why_no_card(capacity: int) -> str:
    """The argument in words, stated only when it applies to the data."""
    named = {t for k in data.DEFAULT_DECK for t in k.tiles}
    if named != set(TILES) or QUADRANTS * capacity <= len(TILES):
        return ""
    return (f" In words: the two-tile and one-tile cards between them name all {len(TILES)} "
            f"tiles, so every tile would have to be blocked; a blocked tile needs the next "
            f"quadrant to hold {capacity} tiles, whose tiles must be blocked in turn, so all "
            f"{QUADRANTS} quadrants would hold at least {capacity} tiles: "
            f"{QUADRANTS * capacity} > {len(TILES)}.")


def _stuck_draft(capacity: int, summary: str) -> Draft:
    """Reach a wheel on which no default card moves anything, replay it, and
    report it; ``summary`` is completed with the witness's wheel."""
    reached = reach(capacity, _stuck)
    if reached is None:
        raise AssertionError(f"z3 says a stuck wheel exists at capacity {capacity}, but none "
                             f"is reached within {MAX_MOVES} moves from setup")
    state = build_state(WITNESS_SEED, round=_round_for(len(reached.moves)), wheel=reached.wheel,
                        deck=Deck(data.DEFAULT_DECK))
    _, step = solo_step(state, in_force(), silent())
    if step.moved or not step.exhausted:
        raise AssertionError(f"z3 says no card can move a tile at capacity {capacity}, but "
                             f"the spec's solo step moved {list(step.moved)}")
    text = witness_toml(
        title=f"No solo card can move a tile (quadrant capacity {capacity})",
        question=("Every tile on this wheel is blocked, so no card of the solo deck can "
                  "move one. The solo deck must always move at least one tile: when does "
                  "step 2 end?"),
        seed=WITNESS_SEED, state=state,
        expect=_expect(step, "drawn", "moved", "exhausted", "dead_end"))
    replay_witness(text)
    summary += (f" Witness at capacity {capacity}: {_quadrants(reached.wheel)}, "
                f"{reached.account()}.")
    return Draft(FindingKind.GAP, NO_CARD_CLAUSES, summary,
                 f"no-card-can-move-capacity-{capacity}", text, r.REDRAW_EXHAUSTED.id)


def no_card_can_move(max_examples: int) -> Outcome:
    """Probe (a) at the project's capacity: expected UNSAT, a proof."""
    capacity = data.QUADRANT_CAPACITY
    model = WheelModel(z3.IntVal(capacity))
    legal = model.legal()
    if _solve(legal) != "sat":
        raise AssertionError("the wheel model admits no wheel at all: any proof would be vacuous")
    alone = [k.id for k in data.DEFAULT_DECK if _solve(legal + [model.moves_nothing(k)]) != "sat"]
    if _solve(legal + _stuck(model)) == "sat":
        draft = _stuck_draft(capacity, f"At quadrant capacity {capacity} a wheel can block "
                                       f"every tile any card of the default deck names, so "
                                       f"the solo deck cannot move a tile.")
        return Outcome(drafts=(draft,), examples=1)
    each = ("each card on its own can be left with nothing to move (sat for every card)"
            if not alone else f"cards {', '.join(alone)} can never be left with nothing to "
                               f"move, even alone")
    argument = (
        f"Preconditions checked first: a legal wheel (the {len(TILES)} tiles each in one of "
        f"{QUADRANTS} quadrants, at most {capacity} tiles in every quadrant but the start "
        f"one, distinct move times) is satisfiable (z3: sat), so the proof is not vacuous; "
        f"and {each}. With every card of the default deck "
        f"({', '.join(k.id for k in data.DEFAULT_DECK)}) required to move nothing at once, "
        f"z3 answers unsat: at capacity {capacity} some card can always move a tile, so a "
        f"solo step under the default reading always ends with a tile moved. The model "
        f"allows every wheel the capacity allows, reachable in play or not, so the answer "
        f"covers every game. The last-tile card is read as the default of "
        f"{r.LAST_TILE_BLOCKED.id} (skip), allowing any tied oldest tile, which covers every "
        f"tie-break; the other reading needs every tile blocked, a stronger condition."
        f"{_why_no_card(capacity)}"
    )
    proof = Proof("woodcraft.no-card-can-move", NO_CARD_QUESTION, NO_CARD_CLAUSES, argument)
    return Outcome(proofs=(proof,), examples=1)


def no_card_can_move_any_capacity(max_examples: int) -> Outcome:
    """Probe (a) with the capacity free: which capacities allow a stuck deck?"""
    capacity = z3.Int("capacity")
    model = WheelModel(capacity)
    legal = model.legal() + [1 <= capacity, capacity <= len(TILES)]
    if _solve(legal) != "sat":
        raise AssertionError("the wheel model admits no wheel at all: any proof would be vacuous")
    possible: list[int] = []
    solver = z3.Solver()
    solver.set("timeout", TIMEOUT_MS)
    solver.add(*legal, *_stuck(model))
    while True:
        answer = solver.check()
        if answer == z3.unknown:
            raise AssertionError(f"z3 could not decide ({solver.reason_unknown()})")
        if answer == z3.unsat:
            break
        found = int(solver.model().eval(capacity, model_completion=True).as_long())
        possible.append(found)
        solver.add(capacity != found)
    possible.sort()
    asked = f"1 to {len(TILES)}"
    question = (f"For which quadrant capacities ({asked}) can a situation arise in which no "
                f"card of the default deck can move any tile?")
    if not possible:
        proof = Proof("woodcraft.no-card-can-move-any-capacity", question, NO_CARD_CLAUSES,
                      f"Preconditions checked first: legal wheels exist for capacities {asked} "
                      f"(z3: sat), so the proof is not vacuous. Requiring every default card "
                      f"to move nothing is unsat for every capacity in that range.")
        return Outcome(proofs=(proof,), examples=1)
    impossible = [k for k in range(1, len(TILES) + 1) if k not in possible]
    summary = (
        f"With a quadrant capacity of {', '.join(map(str, possible))} (z3 was asked about "
        f"{asked}) the wheel can block every tile, so no card of the default deck can move "
        f"one and 'the solo deck must always move at least one tile' cannot be met; the "
        f"text does not say what happens then. At capacities "
        f"{', '.join(map(str, impossible)) or 'none'} it cannot happen. The capacity of "
        f"{data.QUADRANT_CAPACITY} is the project's assumption (woodcraft.wheel.capacity), "
        f"so the text's promise rests on it.")
    return Outcome(drafts=(_stuck_draft(possible[0], summary),), examples=len(possible))


# (b) Can the tile farthest behind be blocked while another tile can move?

LAST_TILE_QUESTION = ("Can the tile farthest behind be unable to move while some other tile "
                      "can move?")
LAST_TILE_CLAUSES = (c.LAST_TILE_PLUS_TWO.id, c.SKIP_BLOCKED.id, c.NO_TILE_MOVED.id)


def _oldest_blocked_others_free(model: WheelModel) -> list[z3.BoolRef]:
    """Every tile among those farthest behind is blocked, and some tile can move.

    Asking it of every tied oldest tile makes the answer independent of the
    tie ruling (woodcraft.farthest-behind-tie): whichever it picks is blocked.
    """
    n = len(TILES)
    return [z3.And([z3.Implies(model.oldest(i), model.blocked(i)) for i in range(n)]),
            z3.Or([z3.Not(model.blocked(j)) for j in range(n)])]


def last_tile_blocked(max_examples: int) -> Outcome:
    capacity = data.QUADRANT_CAPACITY
    model = WheelModel(z3.IntVal(capacity))
    legal = model.legal()
    if _solve(legal) != "sat":
        raise AssertionError("the wheel model admits no wheel at all: any proof would be vacuous")
    if _solve(legal + _oldest_blocked_others_free(model)) == "unsat":
        proof = Proof("woodcraft.last-tile-blocked", LAST_TILE_QUESTION, LAST_TILE_CLAUSES,
                      "Preconditions checked first: legal wheels exist (z3: sat), so the "
                      "proof is not vacuous. Requiring the tiles farthest behind blocked "
                      "while another tile can move is unsat, so the two readings of "
                      f"{r.LAST_TILE_BLOCKED.id} never differ.")
        return Outcome(proofs=(proof,), examples=1)
    reached = reach(capacity, _oldest_blocked_others_free)
    if reached is None:
        raise AssertionError(f"z3 says the tile farthest behind can be blocked while others "
                             f"move, but no such wheel is reached within {MAX_MOVES} moves")
    wheel = reached.wheel
    last = tuple(k for k in data.DEFAULT_DECK if k.effect is Effect.LAST_TILE_PLUS_TWO)
    rest = tuple(k for k in data.DEFAULT_DECK if k not in last)
    state = build_state(WITNESS_SEED, round=_round_for(len(reached.moves)), wheel=wheel,
                        deck=Deck(last + rest))
    oldest, _ = farthest_behind(state.wheel, state.rng, in_force(), silent())
    movable = [t for t in wheel.movable() if t != oldest]
    if not wheel.why_blocked(oldest) or not movable:
        raise AssertionError(f"z3's wheel does not replay: the spec's tile farthest behind is "
                             f"{oldest}, blocked: {wheel.why_blocked(oldest) or 'no'}; other "
                             f"tiles that can move: {movable}")
    other = r.LAST_TILE_BLOCKED.option("farthest-that-can-move").id
    skip = solo_step(state, in_force(), silent())[1]
    alt = solo_step(state, in_force().with_choice(r.LAST_TILE_BLOCKED.id, other), silent())[1]
    if step_json(skip) == step_json(alt):
        raise AssertionError(f"the two readings of {r.LAST_TILE_BLOCKED.id} give the same "
                             f"step on z3's wheel")
    age = wheel.placed(oldest).moved_at
    since = "has not moved since setup" if age == 0 else f"last moved at move {age}"
    tied = [t for t in wheel.tiles() if t != oldest and wheel.placed(t).moved_at == age]
    also = (f"; so have {', '.join(tied)}, which cannot move either, so the tie ruling "
            f"does not matter here" if tied else "")
    summary = (
        f"The tile farthest behind, {oldest} ({since}{also}), cannot move "
        f"({wheel.why_blocked(oldest)}) while {', '.join(movable)} can. The text does not "
        f"say whether 'the tile farthest behind' ranges over tiles that cannot move. Read "
        f"with the skip rule ({r.LAST_TILE_BLOCKED.default}), the last-tile card skips "
        f"{oldest} and, having moved nothing, is followed by "
        f"{', '.join(skip.drawn[1:]) or 'no other card'} (moving "
        f"{', '.join(skip.moved) or 'nothing'}; counter to {skip.nonplayer}); read as the "
        f"farthest-behind tile that can move ({other}), it moves "
        f"{', '.join(alt.moved) or 'nothing'} (counter to {alt.nonplayer}). Both readings "
        f"obey every rule, so this is a gap in the text rather than a contradiction; ruling "
        f"{r.LAST_TILE_BLOCKED.id} settles it. Witness: {_quadrants(wheel)}, "
        f"{reached.account()}.")
    text = witness_toml(
        title="The last-tile card when the tile farthest behind cannot move",
        question=(f"The last-tile card comes up. The tile farthest behind, {oldest}, cannot "
                  f"move, but other tiles can. Is {oldest} skipped (and another card "
                  f"drawn), or does the farthest-behind tile that can move go instead? "
                  f"Compare: automa diff FILE --ruling {r.LAST_TILE_BLOCKED.id}="
                  f"{r.LAST_TILE_BLOCKED.default} --ruling {r.LAST_TILE_BLOCKED.id}={other}"),
        seed=WITNESS_SEED, state=state,
        expect=_expect(skip, "drawn", "moved", "skipped", "nonplayer"))
    replay_witness(text)
    draft = Draft(FindingKind.GAP, LAST_TILE_CLAUSES, summary, "last-tile-blocked", text,
                  r.LAST_TILE_BLOCKED.id)
    return Outcome(drafts=(draft,), examples=1)


for _check in (
    Check("woodcraft.no-card-can-move", GAME, "probe", NO_CARD_QUESTION, NO_CARD_CLAUSES,
          no_card_can_move),
    Check("woodcraft.no-card-can-move-any-capacity", GAME, "probe",
          "For which quadrant capacities (1 to 7) can a situation arise in which no card of "
          "the default deck can move any tile?",
          NO_CARD_CLAUSES, no_card_can_move_any_capacity),
    Check("woodcraft.last-tile-blocked", GAME, "probe", LAST_TILE_QUESTION, LAST_TILE_CLAUSES,
          last_tile_blocked),
):
    check.register(_check)

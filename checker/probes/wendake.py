"""z3 probes of the Wendake Ghost rules: one question per model.

- ``wendake.placement-decides``: do the steps for placing a Ghost Native
  always reach a decision? The model counts, per flagged territory, the
  spaces (fields for Women, forests for Hunters) that are free, hold a Ghost
  Native or hold a piece of yours, with the capacities of
  ``spec.wendake.data.TERRITORIES``; it applies the near/far comparison and
  steps 1-3, and asks for a state where no step applies. Warriors (Guards
  have no limit) are asked the same.
- ``wendake.warrior-one-territory``: does the Warrior comparison always pick
  exactly one territory (never neither, never both)?
- ``wendake.home-runs-out``: can a game with the default Ghost cards ask the
  Ghost for a Native of a kind its Home has run out of? The model counts the
  actions of each kind over 7 years from the cards' rows and the Mask rows.

Before an UNSAT answer is reported as a ``Proof`` the probe checks that the
preconditions alone are satisfiable, so that no proof is vacuous; the
proof's argument says so. Every model is first checked against the spec on
every small case it covers (each model's conditions evaluated on concrete
counts against what ``ghost_turn`` does), so that a proof speaks for the
spec and not just for the model. A SAT answer is made concrete and replayed
through the spec, and reported as a ``Draft`` only if the spec confirms it;
a disagreement between model and spec raises AssertionError.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import z3

from spec.core.deck import Deck
from spec.core.findings import FindingKind, Proof
from spec.core.trace import Trace, silent
from spec.core.values import evolve
from spec.wendake import clauses as c
from spec.wendake import data
from spec.wendake import rulings as r
from spec.wendake.ghost import choose_territory, ghost_turn, land
from spec.wendake.model import (
    KINDS,
    Action,
    Flag,
    GhostCard,
    GhostState,
    Kind,
    MaskCard,
    MaskSlot,
    Natives,
    Owner,
    Piece,
    Territory,
)
from spec.wendake.setup import setup

from .. import check
from ..check import Check, Draft, Outcome
from ..rulesets import in_force
from ..strategies.wendake import Case, Move, loaded, walk, witness
from .solve import TIMEOUT_MS, answer, require_sat, solve, solver

GAME = "wendake"
# The numbers the Ghost text states (see checker.properties.wendake).
TEXT_NATIVES = 7
TEXT_YEARS = 7
TEXT_GHOST_ACTIONS = 3
TEXT_GHOST_CARDS = 3
WITNESS_SEED = 1
# Seeds tried when a plan z3 found is played out with the stand-in player,
# whose actions (injuring Ghost Natives among them) come from the seed.
PLAY_SEEDS = 300
PLURAL = {Kind.WARRIOR: "Warriors", Kind.WOMAN: "Women", Kind.HUNTER: "Hunters"}
SPACE = {Kind.WOMAN: "field", Kind.HUNTER: "forest"}


def flag_territories(flag: Flag) -> tuple[Territory, Territory]:
    """(near, far): the default territories of ``flag``, by steps from the Ghost's Home."""
    near, far = sorted((t for t in data.TERRITORIES if t.flag is flag), key=lambda t: t.steps)
    return near, far


def _is_true(expr: z3.BoolRef, values: dict[str, int]) -> bool:
    """``expr`` with its variables (by name) set to ``values``, decided by z3."""
    s = solver(expr.ctx)
    s.add(*[z3.Int(name, expr.ctx) == v for name, v in values.items()], z3.Not(expr))
    return answer(s) == "unsat"


# The spec's side: concrete Ghost turns.


def _side_with(action: Action) -> tuple[GhostCard, int, int]:
    """(card side, row, physical card) of the first default side showing ``action``."""
    for index, card in enumerate(data.GHOST_CARDS):
        for side in card:
            if action in side.rows:
                return side, side.rows.index(action), index
    raise AssertionError(f"no default Ghost card shows {action.value}")


def turn_state(action: Action, flag: Flag, territories: Sequence[Territory],
               seed: int = WITNESS_SEED) -> GhostState:
    """Year 1, the Ghost's first turn: its card shows ``action`` and the Mask's
    blanket lies on ``flag``; the board is ``territories``, each Home holds
    the rest of its Natives."""
    side, row, index = _side_with(action)
    mask = next(m for m in data.MASK_CARDS if m.row == row and m.blanket is flag)
    others = tuple(card[0] for i, card in enumerate(data.GHOST_CARDS) if i != index)
    cards = (side, *others[: TEXT_GHOST_CARDS - 1])
    start = setup(seed)
    printed = sum(k.points for k in cards)
    ts = tuple(territories)

    def left(owner: Owner) -> Natives:
        return Natives(*(TEXT_NATIVES - sum(t.count(owner, k) for t in ts) for k in KINDS))

    return evolve(start, year=1, turn=0, player_first=True, cards=cards,
                  masks=((MaskSlot(mask, True),),) + ((),) * (TEXT_GHOST_CARDS - 1),
                  mask_deck=Deck(tuple(m for m in data.MASK_CARDS if m != mask)),
                  score_disks=(printed // 2, printed - printed // 2), territories=ts,
                  ghost_home=left(Owner.GHOST), player_home=left(Owner.PLAYER))


def _filled(t: Territory, kind: Kind, ghost: int, yours: int) -> Territory:
    """``t`` with its fields (Women) or forests (Hunters) holding ``ghost``
    Ghost Natives, then ``yours`` Natives of yours, the rest free."""
    n = len(t.spaces(kind))
    spaces = ((Piece(Owner.GHOST, kind.value),) * ghost + (Piece(Owner.PLAYER, kind.value),) * yours
              + (None,) * (n - ghost - yours))
    return evolve(t, fields=spaces) if kind is Kind.WOMAN else evolve(t, forests=spaces)


def _board(changed: Sequence[Territory]) -> tuple[Territory, ...]:
    by_id = {t.id: t for t in changed}
    return tuple(by_id.get(t.id, t) for t in data.TERRITORIES)


# (a) Do the placement steps always reach a decision?

PLACEMENT_QUESTION = "Do the placement steps always say where a Ghost Native goes?"
PLACEMENT_CLAUSES = (c.WOMAN.id, c.HUNTER.id, c.WARRIOR.id, c.ATTACK.id)
FULL = r.FULL_OF_GHOSTS


@dataclass(frozen=True)
class Spaces:
    """One territory's fields (or forests) in z3: how many are free, hold a
    Ghost Native of the kind, or hold a piece of yours (Native or Outpost)."""

    name: str
    capacity: int
    ctx: z3.Context

    @property
    def free(self) -> z3.ArithRef:
        return z3.Int(f"{self.name}.free", self.ctx)

    @property
    def ghost(self) -> z3.ArithRef:
        return z3.Int(f"{self.name}.ghost", self.ctx)

    @property
    def yours(self) -> z3.ArithRef:
        return z3.Int(f"{self.name}.yours", self.ctx)

    def legal(self) -> list[z3.BoolRef]:
        return [self.free >= 0, self.ghost >= 0, self.yours >= 0,
                self.free + self.ghost + self.yours == self.capacity]

    def values(self, free: int, ghost: int, yours: int) -> dict[str, int]:
        return {f"{self.name}.free": free, f"{self.name}.ghost": ghost,
                f"{self.name}.yours": yours}


class Placement:
    """A Ghost Woman or Hunter due in the two territories of one flag."""

    def __init__(self, kind: Kind, flag: Flag, ctx: z3.Context) -> None:
        self.kind, self.flag = kind, flag
        self.near_t, self.far_t = flag_territories(flag)
        self.near = Spaces(self.near_t.id, len(self.near_t.spaces(kind)), ctx)
        self.far = Spaces(self.far_t.id, len(self.far_t.spaces(kind)), ctx)

    def legal(self) -> list[z3.BoolRef]:
        # At least one Native of the kind is still at Home (else another
        # ruling applies): at most 6 of the 7 on the board.
        return (self.near.legal() + self.far.legal()
                + [self.near.ghost + self.far.ghost <= TEXT_NATIVES - 1])

    def near_chosen(self) -> z3.BoolRef:
        """'No more in the near territory than in the far one.'"""
        return self.near.ghost <= self.far.ghost

    def step_free(self, t: Spaces) -> z3.BoolRef:
        return t.free >= 1

    def step_attack(self, t: Spaces) -> z3.BoolRef:
        return z3.And(t.free == 0, t.yours >= 1)

    def step_both_full(self) -> z3.BoolRef:
        return z3.And(self.near.ghost == self.near.capacity,
                      self.far.ghost == self.far.capacity)

    def steps(self) -> dict[str, z3.BoolRef]:
        """Each step, applied to the territory the comparison chose."""
        near = self.near_chosen()
        return {"free": z3.If(near, self.step_free(self.near), self.step_free(self.far)),
                "attack": z3.If(near, self.step_attack(self.near),
                                self.step_attack(self.far)),
                "both-full": self.step_both_full()}

    def gap(self) -> list[z3.BoolRef]:
        return [z3.Not(step) for step in self.steps().values()]

    def configurations(self) -> Iterator[tuple[tuple[int, int, int], tuple[int, int, int]]]:
        """Every legal (free, ghost, yours) of near and far."""
        def splits(n: int) -> Iterator[tuple[int, int, int]]:
            for ghost in range(n + 1):
                for yours in range(n - ghost + 1):
                    yield n - ghost - yours, ghost, yours

        for a in splits(self.near.capacity):
            for b in splits(self.far.capacity):
                if a[1] + b[1] <= TEXT_NATIVES - 1:
                    yield a, b

    def state(self, near: tuple[int, int, int], far: tuple[int, int, int]) -> GhostState:
        board = _board([_filled(self.near_t, self.kind, near[1], near[2]),
                        _filled(self.far_t, self.kind, far[1], far[2])])
        return turn_state(Action(self.kind.value), self.flag, board)


def spec_step(state: GhostState) -> tuple[str, str]:
    """Which step the spec's Ghost turn took (free, attack, both-full, or gap:
    it had to consult wendake.chosen-territory-full) and where the Native went."""
    trace = Trace(on=True)
    _, turn = ghost_turn(state, in_force(), trace)
    if any(s.ruling.partition("=")[0] == FULL.id for s in trace.steps):
        return "gap", turn.territory
    if turn.attacked:
        return "attack", turn.territory
    return ("free" if turn.territory else "both-full"), turn.territory


def _agree(model: Placement) -> int:
    """Check the model against the spec on every configuration; returns how many."""
    n = 0
    for near, far in model.configurations():
        values = {**model.near.values(*near), **model.far.values(*far)}
        says = next((name for name, step in model.steps().items() if _is_true(step, values)),
                    "gap")
        chosen = model.near_t if _is_true(model.near_chosen(), values) else model.far_t
        spec, where = spec_step(model.state(near, far))
        if says != spec or (says in ("free", "attack") and where != chosen.id):
            raise AssertionError(
                f"the placement model and the spec disagree for a Ghost {model.kind.value} in "
                f"the {model.flag.value} territories with (free, ghost, yours) {near} near and "
                f"{far} far: the model says {says} in {chosen.id}, the spec's Ghost turn "
                f"{spec} in {where or 'no territory'}")
        n += 1
    return n


def _smallest_gap(model: Placement) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The gap with the fewest pieces on the board (z3 Optimize), the first
    of them in a fixed order."""
    opt = z3.Optimize(ctx=model.near.ctx)
    opt.set("timeout", TIMEOUT_MS)
    opt.add(*model.legal(), *model.gap())
    opt.minimize(model.near.ghost + model.near.yours + model.far.ghost + model.far.yours)
    # Then the first in a fixed order, so that the witness does not depend on
    # z3's search (objectives are lexicographic, in the order given).
    for t in (model.near, model.far):
        for x in (t.ghost, t.yours):
            opt.minimize(x)
    if opt.check() != z3.sat:
        raise AssertionError("z3 found a gap, then could not find the smallest one")
    m = opt.model()

    def counts(t: Spaces) -> tuple[int, int, int]:
        free, ghost, yours = (int(m.eval(x, model_completion=True).as_long())
                              for x in (t.free, t.ghost, t.yours))
        return free, ghost, yours

    return counts(model.near), counts(model.far)


def _counts_text(t: Territory, kind: Kind, counts: tuple[int, int, int]) -> str:
    free, ghost, yours = counts
    n = len(t.spaces(kind))
    natives = kind.value if ghost == 1 else PLURAL[kind].lower()
    return (f"{t.id} ({n} {SPACE[kind]}{'s' if n != 1 else ''}: {ghost} Ghost {natives}, "
            f"{yours} of yours, {free} free)")


def _gap_draft(model: Placement, flags_with_gap: Sequence[Flag]) -> Draft:
    """The smallest gap z3 finds for ``model``, replayed through the spec
    under both readings, as a finding with its witness."""
    near, far = _smallest_gap(model)
    state = model.state(near, far)
    kind = model.kind
    case = Case(WITNESS_SEED, loaded(WITNESS_SEED, state), in_force())
    board = {t.id: t for t in case.state.territories}
    n_t, f_t = board[model.near_t.id], board[model.far_t.id]
    chosen = choose_territory(n_t, f_t, kind, silent())
    other = f_t if chosen is n_t else n_t
    # Straight through the placement steps, under each reading.
    literal = land(case.state, chosen, other, kind, in_force().with_choice(FULL.id, "nothing"),
                   silent())
    onward = land(case.state, chosen, other, kind,
                  in_force().with_choice(FULL.id, "other-territory"), silent())
    if literal[1] != "" or onward[1] != other.id:
        raise AssertionError(f"z3's gap does not replay: land() sends the {kind.value} to "
                             f"{literal[1]!r} (nothing) and {onward[1]!r} (other-territory)")
    w = witness(case, FULL, f"No placement step applies to a Ghost {kind.value}",
                f"The comparison sends the Ghost's {kind.value} to {chosen.id}, whose "
                f"{SPACE[kind]}s all hold Ghost {PLURAL[kind]}, while {other.id} still has "
                f"room. Where does it go?")
    where = " and ".join(f.value for f in flags_with_gap)
    summary = (
        f"z3 finds states where no placement step applies to a Ghost {kind.value} (in the "
        f"{where} territories). Smallest: {_counts_text(model.near_t, kind, near)} near and "
        f"{_counts_text(model.far_t, kind, far)} far; the comparison picks {chosen.id}, which "
        f"is full of Ghost {PLURAL[kind]}, with nothing of yours to attack, while "
        f"{other.id} is not. Replayed through the spec's placement: {w.compare('outcome')}.")
    return Draft(FindingKind.GAP, (c.WOMAN.id, c.HUNTER.id), summary,
                 f"placement-gap-{kind.value}", w.text, FULL.id)


class WarriorModel:
    """The Ghost's Guards in the near and far territory of a flag."""

    def __init__(self, ctx: z3.Context) -> None:
        self.near = z3.Int("near.guards", ctx)
        self.far = z3.Int("far.guards", ctx)

    def legal(self) -> list[z3.BoolRef]:
        return [self.near >= 0, self.far >= 0, self.near + self.far <= TEXT_NATIVES - 1]

    def goes_near(self) -> z3.BoolRef:
        """'No more Guards in the near territory than in the far one.'"""
        return z3.Not(self.near > self.far)

    def goes_far(self) -> z3.BoolRef:
        """'Otherwise': more Guards near than far."""
        return self.near > self.far

    def configurations(self) -> Iterator[tuple[int, int]]:
        for a in range(TEXT_NATIVES):
            for b in range(TEXT_NATIVES - a):
                yield a, b

    def values(self, near: int, far: int) -> dict[str, int]:
        return {"near.guards": near, "far.guards": far}


def _warrior_state(flag: Flag, near: int, far: int) -> GhostState:
    n_t, f_t = flag_territories(flag)
    board = _board([evolve(n_t, ghost_guards=near), evolve(f_t, ghost_guards=far)])
    return turn_state(Action.WARRIOR, flag, board)


def _warriors_agree(model: WarriorModel) -> int:
    n = 0
    for flag in Flag:
        near_t, _ = flag_territories(flag)
        for near, far in model.configurations():
            says_near = _is_true(model.goes_near(), model.values(near, far))
            _, turn = ghost_turn(_warrior_state(flag, near, far), in_force(), silent())
            if not turn.territory or (turn.territory == near_t.id) != says_near:
                raise AssertionError(
                    f"the Warrior model and the spec disagree with {near} Guards near and "
                    f"{far} far ({flag.value}): the model sends the Warrior "
                    f"{'near' if says_near else 'far'}, the spec to {turn.territory or 'nowhere'}")
            n += 1
    return n


def placement_decides(max_examples: int) -> Outcome:
    ctx = z3.Context()
    drafts: list[Draft] = []
    proofs: list[Proof] = []
    examples = 0
    for kind in (Kind.HUNTER, Kind.WOMAN):
        sat: list[Flag] = []
        unsat: list[Flag] = []
        for flag in Flag:
            model = Placement(kind, flag, ctx)
            examples += _agree(model)
            require_sat(model.legal(), f"placing a {kind.value} ({flag.value})")
            (sat if solve(model.legal() + model.gap()) == "sat" else unsat).append(flag)
        if sat:
            drafts.append(_gap_draft(Placement(kind, sat[0], ctx), sat))
        if unsat:
            sizes = "; ".join(f"{t.id} {len(t.spaces(kind))}"
                              for flag in unsat for t in flag_territories(flag))
            proofs.append(Proof(
                "wendake.placement-decides", f"Do the placement steps always say where a Ghost "
                f"{kind.value} goes in the {' and '.join(f.value for f in unsat)} territories?",
                (c.WOMAN.id if kind is Kind.WOMAN else c.HUNTER.id,),
                f"Preconditions checked first: the counts of free, Ghost and your "
                f"{SPACE[kind]}s in each territory ({sizes} {SPACE[kind]}s, as assumed in "
                f"wendake.map.territories), with at least one {kind.value} at the Ghost's "
                f"Home, are satisfiable (z3: sat), so the proof is not vacuous. Asking for the "
                f"territory the comparison picks to have no free {SPACE[kind]} and nothing of "
                f"yours, while the two territories are not both full of Ghost "
                f"{PLURAL[kind]}, z3 answers unsat: one of steps 1-3 always applies. The "
                f"model was checked against the spec's Ghost turn on every configuration."))
    warriors = WarriorModel(ctx)
    examples += _warriors_agree(warriors)
    require_sat(warriors.legal(), "placing a Warrior")
    # Guards have no limit (wendake.map.territories), so a chosen territory
    # always takes the Guard: the Warrior lands unless no territory is chosen.
    lands = z3.Or(warriors.goes_near(), warriors.goes_far())
    if solve(warriors.legal() + [z3.Not(lands)]) != "unsat":
        raise AssertionError("z3 finds a Warrior that lands nowhere")
    proofs.append(Proof(
        "wendake.placement-decides", "Does a Ghost Warrior always land?", (c.WARRIOR.id,),
        "Preconditions checked first: Guard counts near and far (at most 6 on the board, so "
        "one Warrior is at Home) are satisfiable (z3: sat), so the proof is not vacuous. "
        "Asking for a state where the Warrior goes neither near (no more Guards near than "
        "far) nor far (otherwise), z3 answers unsat; a territory takes any number of Guards "
        "(wendake.map.territories), so the Warrior always lands. The model was checked "
        "against the spec's Ghost turn for every Guard count in both flags."))
    return Outcome(drafts=tuple(drafts), proofs=tuple(proofs), examples=examples)


# (b) Does the Warrior rule always pick exactly one territory?

ONE_QUESTION = "Does the Warrior rule always pick exactly one territory?"


def warrior_one_territory(max_examples: int) -> Outcome:
    model = WarriorModel(z3.Context())
    legal = model.legal()
    require_sat(legal, "the Warrior comparison")
    for name, branch in (("near", model.goes_near()), ("far", model.goes_far())):
        if solve(legal + [branch]) != "sat":
            raise AssertionError(f"the Warrior can never go {name}: the model is wrong")
    neither = solve(legal + [z3.Not(model.goes_near()), z3.Not(model.goes_far())])
    both = solve(legal + [model.goes_near(), model.goes_far()])
    n = _warriors_agree(model)
    if neither != "unsat" or both != "unsat":
        raise AssertionError(f"the Warrior comparison picks no territory ({neither}) or both "
                             f"({both}) for some Guard counts")
    for flag in Flag:
        near_t, far_t = flag_territories(flag)
        for a, b in model.configurations():
            n_t, f_t = evolve(near_t, ghost_guards=a), evolve(far_t, ghost_guards=b)
            if choose_territory(n_t, f_t, Kind.WARRIOR, silent()) not in (n_t, f_t):
                raise AssertionError("choose_territory picked a territory not of the flag")
    proof = Proof(
        "wendake.warrior-one-territory", ONE_QUESTION, (c.WARRIOR.id,),
        "Preconditions checked first: Guard counts near and far (0 or more, at most 6 "
        "together) are satisfiable (z3: sat), and each branch alone is satisfiable (the "
        "Warrior can go near, and can go far), so the proof is not vacuous. With the near "
        "branch read as 'no more Guards near than far' and the far branch as 'more near than "
        "far', z3 answers unsat both to 'neither branch applies' and to 'both apply': the "
        "rule always picks exactly one territory. The Woman and Hunter comparison is the "
        "same condition on their own counts. The model was checked against the spec's "
        "comparison for every Guard count in both flags.")
    return Outcome(proofs=(proof,), examples=n)


# (c) Can the Ghost's Home run out of a kind in a game with the default cards?

RUN_OUT_QUESTION = ("Can a game with the default Ghost cards ask the Ghost to move a Native of "
                    "a kind its Home has run out of?")
RUN_OUT_CLAUSES = (c.NATIVE_ACTION.id, c.GHOST_NATIVES.id, c.MASK_ROW.id, c.GHOST_CARDS.id)
NO_NATIVE = r.NO_NATIVE_HOME


class ActionCount:
    """Which Ghost cards are in play (either side up) and which Mask row each
    year shows: enough to count the Ghost's actions of each kind in a game."""

    def __init__(self, ctx: z3.Context) -> None:
        n = len(data.GHOST_CARDS)
        self.ctx = ctx
        self.play = [z3.Bool(f"in-play[G{i + 1}]", ctx) for i in range(n)]
        self.side = [z3.Int(f"side[G{i + 1}]", ctx) for i in range(n)]
        self.row = [z3.Int(f"row[year {y + 1}]", ctx) for y in range(TEXT_YEARS)]

    def legal(self) -> list[z3.BoolRef]:
        out = [z3.Sum([z3.If(p, 1, 0) for p in self.play]) == TEXT_GHOST_CARDS]
        out += [z3.Or(s == 0, s == 1) for s in self.side]
        out += [z3.And(0 <= row, row < data.MASK_ROWS) for row in self.row]
        # Seven Masks are drawn from the deck and none returns to the draw
        # pile within a game, so a row comes up at most as often as Mask
        # cards show it.
        for v in range(data.MASK_ROWS):
            have = sum(1 for m in data.MASK_CARDS if m.row == v)
            out.append(z3.Sum([z3.If(row == v, 1, 0) for row in self.row]) <= have)
        return out

    def shows(self, card: int, row: z3.ArithRef, action: Action) -> z3.BoolRef:
        a, b = data.GHOST_CARDS[card]
        return z3.Or([z3.And(row == k, z3.If(self.side[card] == 0,
                                             z3.BoolVal(a.rows[k] is action, self.ctx),
                                             z3.BoolVal(b.rows[k] is action, self.ctx)))
                      for k in range(data.MASK_ROWS)])

    def count(self, kind: Kind) -> z3.ArithRef:
        """The Ghost's actions of ``kind`` over the game: in a year, one per card
        in play whose side shows ``kind`` on the year's row."""
        action = Action(kind.value)
        return z3.Sum([z3.If(z3.And(self.play[i], self.shows(i, row, action)), 1, 0)
                       for row in self.row for i in range(len(data.GHOST_CARDS))])


def board_room(kind: Kind) -> int | None:
    """How many Ghost Natives of ``kind`` the board can hold (None: no limit)."""
    if kind is Kind.WARRIOR:
        return None
    return sum(len(t.spaces(kind)) for t in data.TERRITORIES)


@dataclass(frozen=True)
class Plan:
    """A game start z3 picked: the cards in play and the Mask rows, year by year."""

    cards: tuple[GhostCard, ...]
    rows: tuple[int, ...]
    actions: int  # actions of the kind over the game

    def masks(self, variant: int) -> tuple[MaskCard, ...]:
        """A Mask deck dealing these rows; ``variant`` varies the blankets."""
        left = list(data.MASK_CARDS)
        dealt: list[MaskCard] = []
        for year, row in enumerate(self.rows):
            options = [m for m in left if m.row == row]
            pick = options[(variant >> year) % len(options)]
            dealt.append(pick)
            left.remove(pick)
        return tuple(dealt + left)


def _plan(model: ActionCount, kind: Kind) -> Plan:
    """The plan with the most actions of ``kind`` (z3 Optimize), the first of
    them in a fixed order."""
    opt = z3.Optimize(ctx=model.ctx)
    opt.set("timeout", TIMEOUT_MS)
    opt.add(*model.legal())
    total = model.count(kind)
    opt.maximize(total)
    # Then the first plan in a fixed order, so that the witness does not
    # depend on z3's search (objectives are lexicographic, in the order given).
    for play in model.play:
        opt.maximize(z3.If(play, 1, 0))
    for x in model.side + model.row:
        opt.minimize(x)
    if opt.check() != z3.sat:
        raise AssertionError("z3 could not maximise the actions of a kind")
    m = opt.model()
    cards = tuple(data.GHOST_CARDS[i][int(m.eval(model.side[i], model_completion=True)
                                          .as_long())]
                  for i in range(len(data.GHOST_CARDS))
                  if z3.is_true(m.eval(model.play[i], model_completion=True)))
    rows = tuple(int(m.eval(row, model_completion=True).as_long()) for row in model.row)
    return Plan(cards, rows, int(m.eval(total, model_completion=True).as_long()))


def _start(plan: Plan, seed: int, variant: int) -> GhostState:
    """The game start of ``plan`` from ``seed``: the cards laid as planned
    (setup lets you choose them), the Masks in the order that deals its rows."""
    printed = sum(k.points for k in plan.cards)
    state = evolve(setup(seed), cards=plan.cards, mask_deck=Deck(plan.masks(variant)),
                   score_disks=(printed // 2, printed - printed // 2))
    return loaded(seed, state, "game")


def _meets(plan: Plan, kind: Kind) -> tuple[int, int, Move] | None:
    """(seed, variant, the Ghost's move) of the first game of ``plan`` in which
    the Ghost must move a ``kind`` with none at Home, over the seeds tried."""
    action = Action(kind.value)
    for seed in range(1, PLAY_SEEDS + 1):
        variant = seed - 1
        for move in walk(_start(plan, seed, variant), in_force(), TEXT_YEARS, TEXT_GHOST_ACTIONS):
            if (move.ghost is not None and move.ghost.action is action
                    and move.before.ghost_home.of(kind) == 0):
                return seed, variant, move
    return None


def _run_out_draft(plan: Plan, kind: Kind, seed: int, variant: int, move: Move) -> Draft:
    case = Case(seed, loaded(seed, move.before), in_force())
    w = witness(case, NO_NATIVE, f"Year {move.year}: the Ghost has no {kind.value} left",
                f"In a game with the default cards the Ghost's card shows a {kind.value}, "
                f"but all its {TEXT_NATIVES} {PLURAL[kind]} are on the board. What happens?")
    deck = ", ".join(m.id for m in plan.masks(variant)[:TEXT_YEARS])
    summary = (
        f"Yes, for {PLURAL[kind]}: z3 finds that the cards "
        f"{', '.join(k.id for k in plan.cards)} with Masks of rows "
        f"{', '.join(str(v + 1) for v in plan.rows)} in Years 1-{TEXT_YEARS} ask the Ghost "
        f"for {plan.actions} {PLURAL[kind]}, more than its {TEXT_NATIVES}. Played out with "
        f"the stand-in player from seed {seed} (Masks dealt {deck}), in Year {move.year} the "
        f"Ghost's card shows a {kind.value} while all {TEXT_NATIVES} are on the board. "
        f"Readings: {w.compare('outcome')}.")
    return Draft(FindingKind.GAP, RUN_OUT_CLAUSES, summary, f"ghost-home-out-of-{kind.value}",
                 w.text, NO_NATIVE.id)


def home_runs_out(max_examples: int) -> Outcome:
    model = ActionCount(z3.Context())
    legal = model.legal()
    require_sat(legal, "the cards and Mask rows of a game")
    drafts: list[Draft] = []
    proofs: list[Proof] = []
    unplayed: list[str] = []
    examples = 0
    for kind in KINDS:
        question = (f"Can a game with the default Ghost cards ask the Ghost to move a "
                    f"{kind.value} when its Home has none?")
        more = model.count(kind) >= TEXT_NATIVES + 1
        # When the Home has run out, all 7 are on the board: as many as
        # the board has room for, if it has a limit.
        on_board = z3.Int(f"on-board[{kind.value}]", model.ctx)
        room = board_room(kind)
        fits = [on_board == TEXT_NATIVES] + ([on_board <= room] if room is not None else [])
        examples += 1
        if solve(legal + [more]) == "unsat":
            proofs.append(Proof(
                "wendake.home-runs-out", question, RUN_OUT_CLAUSES,
                f"Preconditions checked first: three of the four default cards, either side "
                f"up, and seven Mask rows (each row at most as often as the Mask cards show "
                f"it) are satisfiable (z3: sat), so the proof is not vacuous. Asking for "
                f"{TEXT_NATIVES + 1} or more {kind.value} actions in {TEXT_YEARS} years, z3 "
                f"answers unsat: the Ghost never needs more than its {TEXT_NATIVES} "
                f"{PLURAL[kind]}."))
            continue
        if solve(legal + [more] + fits) == "unsat":
            proofs.append(Proof(
                "wendake.home-runs-out", question, RUN_OUT_CLAUSES,
                f"Preconditions checked first: three of the four default cards, either side "
                f"up, and seven Mask rows (each row at most as often as the Mask cards show "
                f"it) with {TEXT_NATIVES + 1} or more {kind.value} actions among them are "
                f"satisfiable (z3: sat), so the proof is not vacuous: the cards can ask for "
                f"more {PLURAL[kind]} than the Ghost has. Adding that all {TEXT_NATIVES} are "
                f"on the board when the Home is empty, and that the board holds at most "
                f"{room} Ghost {PLURAL[kind]} (one per {SPACE.get(kind, 'space')}, "
                f"wendake.map.territories), z3 answers unsat: at least one {kind.value} "
                f"always stays at Home, so ruling {NO_NATIVE.id} is never met for "
                f"{PLURAL[kind]}."))
            continue
        plan = _plan(model, kind)
        found = _meets(plan, kind)
        examples += PLAY_SEEDS if found is None else found[0]
        if found is None:
            unplayed.append(f"{PLURAL[kind]} (cards {', '.join(k.id for k in plan.cards)}, "
                            f"{plan.actions} actions)")
            continue
        drafts.append(_run_out_draft(plan, kind, *found))
    if unplayed:
        raise AssertionError(f"z3 finds games that ask for more Natives than the Ghost has "
                             f"of {', '.join(unplayed)}, but none of {PLAY_SEEDS} games "
                             f"played out reached it")
    return Outcome(drafts=tuple(drafts), proofs=tuple(proofs), examples=examples)


for _check in (
    Check("wendake.placement-decides", GAME, "probe", PLACEMENT_QUESTION, PLACEMENT_CLAUSES,
          placement_decides),
    Check("wendake.warrior-one-territory", GAME, "probe", ONE_QUESTION, (c.WARRIOR.id,),
          warrior_one_territory),
    Check("wendake.home-runs-out", GAME, "probe", RUN_OUT_QUESTION, RUN_OUT_CLAUSES,
          home_runs_out),
):
    check.register(_check)

"""z3 probes of Alfred, the Darwin's Journey solo bot: one question per model.

- ``darwins-journey.alfred.deck``: can Alfred's Action deck be drawn from
  empty? Every order of the 8 cards (8! = 40320) is drawn with the spec's
  ``draw`` under both readings of RESHUFFLE_WHEN. Model: p7 and p8, the
  positions (0-7) of the two Delivery cards in the order. Under
  "both-face-up" the deck is reshuffled before the draw after the later of
  the two, and the deck is empty only once all 8 are face up, both Delivery
  cards among them: a dry deck needs max(p7, p8) >= 8, unsat. Under
  "last-two-drawn" the deck runs dry unless the two are drawn one after the
  other: |p7 - p8| != 1 is sat (30240 orders of 40320), and only the spec's
  ``or not a.deck`` fallback, which no reading states, reshuffles.
- ``darwins-journey.alfred.location-tie``: can strength, Temporary Knowledge
  and the leftmost matching seal leave two Main Diary locations tied?
- ``darwins-journey.alfred.knowledge-purchase``: when do the two readings
  of KNOWLEDGE_PURCHASE buy different numbers of Temporary Knowledge?
- ``darwins-journey.alfred.rest``: can Alfred have a worker at home and no
  free hammock?
- ``darwins-journey.alfred.coin-cap``: what does one Coin gain over the cap
  do when its bonus steps cross the Bonus Track cards?
- ``darwins-journey.alfred.lens-coin``: does Alfred's worker on your Lens
  pay you 1 Coin?

As in the base game's probes, a proof is reported only once its
preconditions are known to be satisfiable, every model is checked against
the spec on the concrete cases it covers (all of them where they are few),
and a SAT answer becomes a situation file (``decide = "alfred-turn"``,
written by the Darwin's Journey adapter) that replays and, for a finding a
Ruling settles, answers differently under each reading.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import z3

from spec.core.findings import FindingKind, Proof
from spec.core.rulings import Rulings
from spec.core.trace import silent
from spec.core.values import evolve
from spec.darwins_journey.board import LOCATIONS, MAIN_DIARIES, Unlock, diary_section
from spec.darwins_journey.alfred import clauses as cs
from spec.darwins_journey.alfred import rulings as rs
from spec.darwins_journey.alfred.data import (
    BONUS_CARD_SPACES,
    BONUS_TRACK_SPACES,
    HAMMOCKS,
    board,
)
from spec.darwins_journey.alfred.game import ALFRED, setup_solo
from spec.darwins_journey.alfred.tracks import bonus_moves, gain_coins
from spec.darwins_journey.alfred.turn import alfred_turn, draw, location_options, strongest
from spec.darwins_journey.state import LOCATION_INDEX, PURPLE, Game, Phase, Player

from .. import check
from ..check import Check, Draft, Outcome
from ..properties.alfred import (
    TEXT_COIN_CAP,
    TEXT_LEVELS,
    TEXT_WORKERS,
    SoloCase,
    solo_walk,
)
from ..rulesets import in_force
from ..strategies.darwins_journey import GAME, replay_witness, witness, witness_toml
from .solve import answer, solver

WITNESS_SEED = 1
SCAN_SEEDS = 40  # games per board scanned for a state met in play
TEXT_CARDS = 8
TEXT_DELIVERY = frozenset({7, 8})  # the two cards with the Delivery icon
TEXT_KNOWLEDGE_COINS = 3
TEXT_REST_COINS, TEXT_REST_STEPS = 7, 2
COLOURS = ("green", "blue", "yellow", "red", PURPLE)  # as z3 integers 0-4
P = 4
_MAIN = tuple(i for i, loc in enumerate(LOCATIONS) if loc.diary in MAIN_DIARIES)


def not_vacuous(pre: str) -> str:
    return f"Preconditions checked first ({pre}; z3: sat), so the proof is not vacuous"


# --- Helpers for concrete states -------------------------------------------------


def with_player(game: Game, player: Player) -> Game:
    players = list(game.players)
    players[player.seat] = player
    return evolve(game, players=tuple(players))


def place_yours(game: Game, where: Sequence[str]) -> Game:
    """Your workers (rows 0, 1, ...) on the locations ``where``."""
    workers = list(game.workers)
    you = game.players[0]
    for row, loc in enumerate(where):
        workers[LOCATION_INDEX[loc]] = workers[LOCATION_INDEX[loc]] + ((0, row),)
    home = you.home - set(range(len(where)))
    return with_player(evolve(game, workers=tuple(workers)), evolve(you, home=frozenset(home)))


def top_card(game: Game, number: int) -> Game:
    a = game.alfred
    assert a is not None
    rest = tuple(c for c in range(1, TEXT_CARDS + 1) if c != number)
    return evolve(game, alfred=evolve(a, deck=(number,) + rest, drawn=()))


def alfred_row_a(game: Game, seals: Sequence[str], coins: int) -> Game:
    him = game.players[ALFRED]
    rows = (tuple(seals),) + him.rows[1:]
    purple = sum(1 for s in seals if s == PURPLE)
    return evolve(with_player(game, evolve(him, rows=rows, coins=coins)),
                  purple=game.purple - purple)


# --- (1) The Action deck ---------------------------------------------------------

DECK_QUESTION = "Can Alfred's Action deck be drawn from when it is empty?"
DECK_CLAUSES = (cs.RESHUFFLE.id, cs.DRAW_CARD.id, cs.ACTION_DECK.id)
RESHUFFLE = rs.RESHUFFLE_WHEN


def deck_run(base: Game, order: tuple[int, ...], rulings: Rulings) -> tuple[int, bool]:
    """Draw from a fresh deck in ``order`` with the spec's ``draw`` until it
    reshuffles: (cards drawn before the reshuffle, whether the text's rule
    called for it; False means the deck was simply empty)."""
    a = base.alfred
    assert a is not None
    game = evolve(base, alfred=evolve(a, deck=order, drawn=()))
    last_two = rulings(RESHUFFLE) == "last-two-drawn"
    for k in range(TEXT_CARDS + 1):
        now = game.alfred
        assert now is not None
        shown = set(now.drawn[-2:]) if last_two else set(now.drawn)
        due = TEXT_DELIVERY <= shown
        game, card = draw(game, silent(), rulings)
        after = game.alfred
        assert after is not None
        if after.drawn == (card.number,) and k > 0:
            return k, due
        if due:
            raise AssertionError(f"the deck model and the spec disagree: the deck {order} was "
                                 f"due a reshuffle after {k} cards ({RESHUFFLE.id}="
                                 f"{rulings(RESHUFFLE)}) and the spec drew on")
        if card.number != order[k]:
            raise AssertionError(f"the deck model and the spec disagree: the spec drew card "
                                 f"{card.number}, not the top card {order[k]}")
    raise AssertionError(f"the deck model and the spec disagree: the deck {order} was never "
                         f"reshuffled")


def _deck_model(last_two: bool) -> tuple[list[z3.BoolRef], list[z3.BoolRef]]:
    ctx = z3.Context()
    p7, p8 = z3.Int("p7", ctx), z3.Int("p8", ctx)
    pre = [p7 >= 0, p7 < TEXT_CARDS, p8 >= 0, p8 < TEXT_CARDS, p7 != p8]
    if last_two:
        # Reshuffled before draw k (k >= 2 cards drawn) iff cards k-2, k-1 are the two.
        due = [z3.Or(z3.And(p7 == k - 2, p8 == k - 1), z3.And(p8 == k - 2, p7 == k - 1))
               for k in range(2, TEXT_CARDS + 1)]
        dry = [z3.Not(z3.Or(*due))]
    else:
        # Before the draw after all 8 (the only one that meets an empty deck) the
        # face-up cards are all 8; reshuffled iff both positions are below 8.
        dry = [z3.Not(z3.And(p7 < TEXT_CARDS, p8 < TEXT_CARDS))]
    return pre, dry


def _solve(constraints: Sequence[z3.BoolRef]) -> str:
    s = solver(constraints[0].ctx)
    s.add(*constraints)
    return answer(s)


def _dry_witness() -> tuple[str, SoloCase, Game]:
    """A state met in play under "last-two-drawn": Alfred's turn, his deck empty,
    the two Delivery cards not the last two drawn."""
    readings = in_force().with_choice(RESHUFFLE.id, "last-two-drawn")
    for seed in range(SCAN_SEEDS):
        for level in TEXT_LEVELS:
            case = SoloCase(level, seed, readings)
            for step in solo_walk(case).steps:
                g = step.before
                a = g.alfred
                assert a is not None
                if (step.alfred and g.phase is Phase.ACTION and not g.placed and not g.frames
                        and not a.deck and not TEXT_DELIVERY <= set(a.drawn[-2:])):
                    text = witness_toml(
                        title="Alfred's Action deck is empty and no reading reshuffles it",
                        question=("Alfred's deck is empty and the last two cards drawn are "
                                  "not both Delivery cards. What does he draw?"),
                        seed=seed, kind="alfred-turn", start=g, rulings=readings)
                    answer = replay_witness(text)
                    keys = {k: answer[k] for k in ("card", "reshuffled")}
                    full = witness_toml(
                        title="Alfred's Action deck is empty and no reading reshuffles it",
                        question=("Alfred's deck is empty and the last two cards drawn are "
                                  "not both Delivery cards. What does he draw?"),
                        seed=seed, kind="alfred-turn", start=g, rulings=readings, expect=keys)
                    replay_witness(full)
                    return full, case, g
    raise AssertionError("no game met an empty deck under last-two-drawn")


def deck(max_examples: int) -> Outcome:
    base = setup_solo(TEXT_LEVELS[0], WITNESS_SEED)
    orders = list(itertools.permutations(range(1, TEXT_CARDS + 1)))
    proofs: list[Proof] = []
    drafts: list[Draft] = []
    for option in RESHUFFLE.options:
        rulings = in_force().with_choice(RESHUFFLE.id, option.id)
        last_two = option.id == "last-two-drawn"
        dry_orders = 0
        for order in orders:
            _, due = deck_run(base, order, rulings)
            p7, p8 = order.index(7), order.index(8)
            model_dry = abs(p7 - p8) != 1 if last_two else False
            if model_dry == due:
                raise AssertionError(f"the deck model and the spec disagree on the order {order} "
                                     f"({RESHUFFLE.id}={option.id})")
            dry_orders += not due
        pre, dry = _deck_model(last_two)
        if _solve(pre) != "sat":
            raise AssertionError("the deck model's preconditions are unsat")
        result = _solve(pre + dry)
        if result == "unsat":
            assert dry_orders == 0
            proofs.append(Proof(
                "darwins-journey.alfred.deck",
                f"{DECK_QUESTION} ({RESHUFFLE.id}={option.id})", DECK_CLAUSES,
                f"{not_vacuous('two distinct positions p7, p8 of the Delivery cards among 8')}. "
                f"The deck is empty only before the 9th draw since the last reshuffle, when all "
                f"8 cards are face up, the two Delivery cards with them, so the reshuffle is "
                f"due: a dry deck needs max(p7, p8) >= 8, which is unsat. Checked on all "
                f"{len(orders)} orders with the spec's draw(): every one is reshuffled by the "
                f"rule, never by the empty-deck fallback."))
            continue
        assert last_two and dry_orders > 0
        text, case, g = _dry_witness()
        a = g.alfred
        assert a is not None
        drafts.append(Draft(
            FindingKind.DEAD_END, DECK_CLAUSES,
            f"Under {RESHUFFLE.id}=last-two-drawn Alfred's deck runs dry in {dry_orders} of the "
            f"{len(orders)} orders of the 8 cards (z3: sat, |p7 - p8| != 1: the two Delivery "
            f"cards not drawn one after the other): after 8 draws the last two cards are not "
            f"both Delivery cards, so no reshuffle is due, and there is no card to draw. That "
            f"reading therefore reshuffles a deck drawn to the end as well. First met in "
            f"{case.text()}, round {g.round}: drawn {list(a.drawn)}, deck empty.",
            "alfred-deck-runs-dry", text, RESHUFFLE.id))
    return Outcome(drafts=tuple(drafts), proofs=tuple(proofs), examples=len(orders) * 2)


# --- (2) and (3) The Main Diary locations ---------------------------------------


@dataclass(frozen=True)
class Diaries:
    """The z3 model of one Main Diary choice for Alfred's worker A.

    Row A: his board's 2 printed seals, then up to 4 more (never a 4th of a
    colour); each Main Diary location: unlocked (top ones printed, a lower one
    only below an unlocked one), maybe taken by one of your 3 workers; a
    taken Diary (both pages, with 2 players) costs 3 Coins; he has 0-12
    Coins. A location is an option when unlocked, empty, matched by a seal
    (purple matches all) and its penalty plus 3 Coins per Temporary
    Knowledge is affordable; its key is (strength, Temporary Knowledge,
    position of the leftmost matching seal).
    """

    level: z3.ArithRef
    seals: tuple[z3.ArithRef, ...]
    n: z3.ArithRef
    coins: z3.ArithRef
    unlocked: tuple[z3.BoolRef, ...]
    taken: tuple[z3.BoolRef, ...]
    pre: tuple[z3.BoolRef, ...]
    ctx: z3.Context

    def colour(self, i: int) -> int:
        return COLOURS.index(LOCATIONS[i].seals.items()[0][0].value)

    def count(self, c: int) -> z3.ArithRef:
        return z3.Sum(*[z3.If(z3.And(k < self.n, s == c), 1, 0)
                        for k, s in enumerate(self.seals)])

    def short(self, i: int, reading: str) -> z3.ArithRef:
        need = LOCATIONS[i].seals.total
        have = self.count(self.colour(i))
        if reading == "ignore-purple":
            lack = need - have
        else:
            lack = need - have - self.count(P)
        return z3.If(lack > 0, lack, 0)

    def penalty(self, i: int) -> z3.ArithRef:
        section = diary_section(LOCATIONS[i], 2)
        same = [self.taken[k] for k, j in enumerate(_MAIN)
                if diary_section(LOCATIONS[j], 2) == section]
        return z3.If(z3.Or(*same), 3, 0)

    def first_match(self, i: int) -> z3.ArithRef:
        c = self.colour(i)
        out: z3.ArithRef = self.n
        for k in reversed(range(len(self.seals))):
            s = self.seals[k]
            out = z3.If(z3.And(k < self.n, z3.Or(s == c, s == P)), k, out)
        return out

    def option(self, i: int, reading: str) -> z3.BoolRef:
        k = _MAIN.index(i)
        return z3.And(self.unlocked[k], z3.Not(self.taken[k]),
                      self.first_match(i) < self.n,
                      self.penalty(i) + TEXT_KNOWLEDGE_COINS * self.short(i, reading)
                      <= self.coins)

    def key(self, i: int, reading: str) -> tuple[int, z3.ArithRef, z3.ArithRef]:
        rank = LOCATIONS[i].rank
        assert rank is not None
        return (rank, self.short(i, reading), self.first_match(i))

    def best(self, i: int, reading: str) -> z3.BoolRef:
        """Location ``i`` is an option and no option's key is smaller."""
        a = self.key(i, reading)
        below = []
        for j in _MAIN:
            b = self.key(j, reading)
            smaller = z3.Or(b[0] < a[0], z3.And(b[0] == a[0], b[1] < a[1]),
                            z3.And(b[0] == a[0], b[1] == a[1], b[2] < a[2]))
            below.append(z3.Not(z3.And(self.option(j, reading), smaller)))
        return z3.And(self.option(i, reading), *below)


def diaries() -> Diaries:
    ctx = z3.Context()
    level = z3.Int("level", ctx)
    seals = tuple(z3.Int(f"seal{k}", ctx) for k in range(6))
    n = z3.Int("n", ctx)
    coins = z3.Int("coins", ctx)
    unlocked = tuple(z3.Bool(f"unlocked[{LOCATIONS[i].id}]", ctx) for i in _MAIN)
    taken = tuple(z3.Bool(f"taken[{LOCATIONS[i].id}]", ctx) for i in _MAIN)
    pre: list[z3.BoolRef] = [level >= 0, level < len(TEXT_LEVELS), n >= 2, n <= 6,
                         coins >= 0, coins <= TEXT_COIN_CAP]
    for k, s in enumerate(seals):
        pre += [s >= 0, s <= P]
    for lv, name in enumerate(TEXT_LEVELS):
        printed = board(name).printed_seals[0]
        for k, seal in enumerate(printed):
            pre.append(z3.Implies(level == lv, seals[k] == COLOURS.index(seal.value)))
    model = Diaries(level, seals, n, coins, unlocked, taken, (), ctx)
    for c in range(4):
        pre.append(model.count(c) <= 3)
    for k, i in enumerate(_MAIN):
        loc = LOCATIONS[i]
        if loc.unlock is not Unlock.LOCKED:
            pre.append(unlocked[k])
        else:
            above = next(j for j in _MAIN if LOCATIONS[j].diary is loc.diary
                         and LOCATIONS[j].page is loc.page
                         and LOCATIONS[j].rank == (loc.rank or 0) + 1)
            pre.append(z3.Implies(unlocked[k], unlocked[_MAIN.index(above)]))
        pre.append(z3.Implies(taken[k], unlocked[k]))
    pre.append(z3.Sum(*[z3.If(t, 1, 0) for t in taken]) <= 3)
    return Diaries(level, seals, n, coins, unlocked, taken, tuple(pre), ctx)


@dataclass(frozen=True)
class Concrete:
    level: str
    seals: tuple[str, ...]
    coins: int
    unlocked: tuple[str, ...]  # locked locations opened (by your Lens)
    taken: tuple[str, ...]

    def state(self) -> Game:
        game = setup_solo(self.level, WITNESS_SEED)
        lens = list(game.lens)
        for loc in self.unlocked:
            lens[LOCATION_INDEX[loc]] = 0
        you = game.players[0]
        game = with_player(evolve(game, lens=tuple(lens)),
                           evolve(you, lenses=you.lenses - len(self.unlocked)))
        game = place_yours(game, self.taken)
        return top_card(alfred_row_a(game, self.seals, self.coins), 1)


def concrete(m: Diaries, constraints: Sequence[z3.BoolRef]) -> Concrete:
    """A small model: the fewest seals, then the fewest of your workers."""
    s = solver(m.ctx)
    s.add(*m.pre, *constraints)
    taken = z3.Sum(*[z3.If(t, 1, 0) for t in m.taken])
    for size in range(2, 7):
        for workers in range(4):
            s.push()
            s.add(m.n == size, taken == workers)
            if answer(s) == "sat":
                return _concrete(m, s.model())
            s.pop()
    raise AssertionError("no model for the concrete witness")


def _concrete(m: Diaries, md: z3.ModelRef) -> Concrete:

    def val(x: z3.ArithRef) -> int:
        v = md.eval(x, model_completion=True)
        assert isinstance(v, z3.IntNumRef)
        return int(v.as_long())

    def on(x: z3.BoolRef) -> bool:
        return bool(z3.is_true(md.eval(x, model_completion=True)))

    n = val(m.n)
    return Concrete(
        TEXT_LEVELS[val(m.level)], tuple(COLOURS[val(x)] for x in m.seals[:n]), val(m.coins),
        tuple(LOCATIONS[i].id for k, i in enumerate(_MAIN)
              if on(m.unlocked[k]) and LOCATIONS[i].unlock is Unlock.LOCKED),
        tuple(LOCATIONS[i].id for k, i in enumerate(_MAIN) if on(m.taken[k])))


def _agree(c: Concrete, m_keys: dict[str, tuple[int, int, int]], rulings: Rulings) -> None:
    """The spec's options and keys for worker A are the model's."""
    game = c.state()
    got: dict[str, tuple[int, int, int]] = {}
    seals = game.players[ALFRED].rows[0]
    for p in location_options(game, 0, rulings):
        loc = LOCATIONS[p.location]
        colour = loc.seals.items()[0][0].value
        first = next((k for k, s in enumerate(seals) if s in (colour, PURPLE)), len(seals))
        assert loc.rank is not None
        got[loc.id] = (loc.rank, p.knowledge, first)
    if got != m_keys:
        raise AssertionError(f"the Main Diary model and the spec disagree on {c}: spec {got}, "
                             f"model {m_keys}")


def _model_keys(c: Concrete, reading: str) -> dict[str, tuple[int, int, int]]:
    """The options and keys the text gives for the concrete state, worked out directly."""
    seals = c.seals
    out: dict[str, tuple[int, int, int]] = {}
    taken_diaries = {diary_section(LOCATIONS[LOCATION_INDEX[x]], 2) for x in c.taken}
    for i in _MAIN:
        loc = LOCATIONS[i]
        colour = loc.seals.items()[0][0].value
        if loc.unlock is Unlock.LOCKED and loc.id not in c.unlocked or loc.id in c.taken:
            continue
        first = next((k for k, s in enumerate(seals) if s in (colour, PURPLE)), None)
        if first is None:
            continue
        lack = loc.seals.total - seals.count(colour)
        if reading != "ignore-purple":
            lack -= seals.count(PURPLE)
        short = max(0, lack)
        pen = 3 if diary_section(loc, 2) in taken_diaries else 0
        if pen + TEXT_KNOWLEDGE_COINS * short > c.coins:
            continue
        assert loc.rank is not None
        out[loc.id] = (loc.rank, short, first)
    return out


TIE = rs.LOCATION_TIE
TIE_CLAUSES = (cs.STRONGEST.id, cs.PRIORITY_COST.id, cs.PRIORITY_COLOUR.id)


def location_tie(max_examples: int) -> Outcome:
    m = diaries()
    if _solve(list(m.pre)) != "sat":
        raise AssertionError("the Main Diary model's preconditions are unsat")
    pairs = [(i, j) for i, j in itertools.combinations(_MAIN, 2)
             if LOCATIONS[i].rank == LOCATIONS[j].rank]
    reading = in_force()(rs.KNOWLEDGE_PURCHASE)
    tie = [z3.Or(*[z3.And(m.best(i, reading), m.best(j, reading)) for i, j in pairs])]
    if _solve(list(m.pre) + tie) == "unsat":
        return Outcome(proofs=(Proof(
            "darwins-journey.alfred.location-tie", "Can two Main Diary locations tie?",
            TIE_CLAUSES, f"{not_vacuous('rows of seals, open locations, Coins')}. No two "
            f"locations share strength, Temporary Knowledge and the leftmost matching seal: "
            f"unsat."),), examples=1)
    # A purple seal ahead of every matching seal: the simplest kind of tie.
    c = concrete(m, tie)
    keys = _model_keys(c, reading)
    _agree(c, keys, in_force())
    best = min(keys.values())
    tied = [loc for loc, k in keys.items() if k == best]
    assert len(tied) >= 2, (c, keys)
    game = c.state()
    chosen = {o.id: strongest(game, 0, in_force().with_choice(TIE.id, o.id), silent())
              for o in TIE.options}
    where = {o: LOCATIONS[p.location].id for o, p in chosen.items() if p is not None}
    w = witness(title="Two Main Diary locations tie for Alfred's worker A",
                question=(f"Alfred's worker A has seals {list(c.seals)}; {', '.join(tied)} "
                          f"are equally strong, need the same Temporary Knowledge and match "
                          f"the same leftmost seal. Where does he go?"),
                seed=WITNESS_SEED, kind="alfred-turn", start=game, rulings=in_force(),
                ruling=TIE, keys=("location",))
    seal_text = ("a purple seal, which matches every colour" if c.seals[best[2]] == PURPLE
                 else c.seals[best[2]])
    summary = (f"Alfred's worker A with seals {list(c.seals)} and {c.coins} Coins "
               f"(the {c.level} board; z3: sat) finds {', '.join(tied)} equally strong "
               f"(strength {best[0]}), needing {best[1]} Temporary Knowledge, with the same "
               f"leftmost matching seal (position {best[2]}, {seal_text}). "
               f"The text breaks no further tie. Spec: {where}. Readings: "
               f"{w.compare('location')}.")
    draft = Draft(FindingKind.UNRESOLVED_TIE, TIE_CLAUSES, summary, "alfred-location-tie",
                  w.text, TIE.id)
    return Outcome(drafts=(draft,), examples=len(pairs))


PURCHASE = rs.KNOWLEDGE_PURCHASE
PURCHASE_CLAUSES = (cs.TEMPORARY_KNOWLEDGE.id, cs.PRIORITY_COST.id, cs.MAIN_DIARY_SEALS.id)


def knowledge_purchase(max_examples: int) -> Outcome:
    m = diaries()
    a, b = (o.id for o in PURCHASE.options)
    purple = m.count(P)
    differ_any = []
    for i in _MAIN:
        differs = m.short(i, a) != m.short(i, b)
        text = z3.And(purple > 0, m.count(m.colour(i)) < LOCATIONS[i].seals.total)
        # The readings differ for a location exactly when the row holds a purple
        # seal and fewer seals of the location's colour than it needs.
        if _solve(list(m.pre) + [differs != text]) != "unsat":
            raise AssertionError(f"the Temporary Knowledge characterisation fails at "
                                 f"{LOCATIONS[i].id}")
        differ_any.append(z3.And(m.best(i, a), m.best(i, b), differs))
    proof = Proof(
        "darwins-journey.alfred.knowledge-purchase",
        "When do the two readings of the Temporary Knowledge purchase differ?",
        PURCHASE_CLAUSES,
        f"{not_vacuous('rows of seals, open locations, Coins')}. For every Main Diary location "
        f"the two readings buy a different number of Temporary Knowledge exactly when the "
        f"worker's row holds a purple seal and fewer seals of the location's colour than it "
        f"needs: the negation is unsat.")
    found = z3.Or(*differ_any)
    if _solve(list(m.pre) + [found]) != "sat":
        return Outcome(proofs=(proof,), examples=len(_MAIN))
    c = concrete(m, [found])
    for o in PURCHASE.options:
        _agree(c, _model_keys(c, o.id), in_force().with_choice(PURCHASE.id, o.id))
    game = c.state()
    w = witness(title="Alfred buys Temporary Knowledge with a purple seal in the row",
                question=(f"Alfred's worker A has seals {list(c.seals)} and {c.coins} Coins. "
                          f"Does his purple seal count before he buys Temporary Knowledge?"),
                seed=WITNESS_SEED, kind="alfred-turn", start=game, rulings=in_force(),
                ruling=PURCHASE, keys=("location", "knowledge", "coins"))
    summary = (f"Alfred's worker A with seals {list(c.seals)} and {c.coins} Coins (the "
               f"{c.level} board; z3: sat): 'as many as he can afford until he reaches the "
               f"requirements' buys a different number of Temporary Knowledge depending on "
               f"whether his purple seal counts first. Readings: "
               f"{w.compare('location', 'knowledge', 'coins')}.")
    draft = Draft(FindingKind.GAP, PURCHASE_CLAUSES, summary,
                  "alfred-knowledge-purple", w.text, PURCHASE.id)
    return Outcome(drafts=(draft,), proofs=(proof,), examples=len(_MAIN))


# --- (4) Rest ----------------------------------------------------------------------

REST_CLAUSES = (cs.REST.id, cs.REST_ALWAYS.id, cs.ONE_WORKER.id)
REST_PRE = "a worker at home; the 4 workers A-D each at home, on a location or resting"


def rest(max_examples: int) -> Outcome:
    ctx = z3.Context()
    home, resting, placed = (z3.Int(x, ctx) for x in ("home", "resting", "placed"))
    workers = len(TEXT_WORKERS)
    pre = [home >= 1, resting >= 0, placed >= 0, home + resting + placed == workers]
    if _solve(pre) != "sat":
        raise AssertionError("the Rest model's preconditions are unsat")
    stuck = pre + [resting >= HAMMOCKS]
    if _solve(stuck) == "sat":
        raise AssertionError(f"with {HAMMOCKS} hammocks Alfred can have a worker at home and "
                             f"none free")
    # The model's premise, in play: every worker at home, on one location or in
    # one hammock (no worker in two); checked at every turn of Alfred's.
    turns = 0
    for level in TEXT_LEVELS:
        for seed in range(max(1, max_examples // 8)):
            for step in solo_walk(SoloCase(level, seed, in_force())).steps:
                g = step.before
                a = g.alfred
                assert a is not None
                if not step.alfred or g.phase is not Phase.ACTION:
                    continue
                turns += 1
                me = g.players[ALFRED]
                if len(set(a.hammocks)) != len(a.hammocks) or set(a.hammocks) & me.home:
                    raise AssertionError(f"the Rest model and the spec disagree: hammocks "
                                         f"{a.hammocks}, home {sorted(me.home)}")
                if len(a.hammocks) + len(me.home) > workers:
                    raise AssertionError("more workers at home and resting than Alfred has")
    return Outcome(proofs=(Proof(
        "darwins-journey.alfred.rest",
        "Can Alfred have a worker at home and no free hammock to rest it in?",
        REST_CLAUSES,
        f"{not_vacuous(REST_PRE)}. Resting workers are at most 4 minus those at home, so at "
        f"most 3, "
        f"fewer than the {HAMMOCKS} hammocks: unsat. The proof rests on the assumption "
        f"'alfred-hammocks' (4 hammocks; no source gives the number); checked against the "
        f"spec on {turns} of Alfred's turns."),), examples=turns)


# --- (5) The Coin cap during one gain ------------------------------------------------

CAP_CLAUSES = (cs.COIN_CAP.id, cs.BONUS_TRACK.id, cs.BONUS_CARD_ACTIONS.id,
               cs.BONUS_CARD_BOTH.id, cs.BONUS_WRAP.id, cs.REST.id)
WRAP = rs.BONUS_WRAP
MAX_GAIN = 30


def text_crossed(start: int, steps: int) -> tuple[int, ...]:
    """The card spaces (5, 10) reached or passed, in order, walking 1-based."""
    out = []
    at = start + 1  # 1-based
    for _ in range(steps):
        at = at + 1 if at < BONUS_TRACK_SPACES.value else 1
        if at in BONUS_CARD_SPACES.value:
            out.append(at)
    return tuple(out)


def rest_forced(game: Game) -> Game:
    """Card 6 on top (Small Diary, Special Action Diary, Rest), both Diaries taken."""
    return top_card(place_yours(game, ("small-left", "special-top-left")), 6)


def coin_cap(max_examples: int) -> Outcome:
    ctx = z3.Context()
    c, n = z3.Int("coins", ctx), z3.Int("gain", ctx)
    kept = z3.If(c + n > TEXT_COIN_CAP, TEXT_COIN_CAP, c + n)
    steps = z3.If(c + n > TEXT_COIN_CAP, c + n - TEXT_COIN_CAP, 0)
    pre = [c >= 0, c <= TEXT_COIN_CAP, n >= 0]
    if _solve(pre) != "sat":
        raise AssertionError("the Coin cap model's preconditions are unsat")
    lost = z3.Or(kept + steps != c + n, kept > TEXT_COIN_CAP,
                 z3.And(steps > 0, kept < TEXT_COIN_CAP))
    if _solve(pre + [lost]) != "unsat":
        raise AssertionError("the Coin cap loses or makes Coins")
    # The model is the spec's gain_coins on every case, and its bonus steps
    # reach the cards the text names.
    game = setup_solo(TEXT_LEVELS[0], WITNESS_SEED)
    cases = 0
    for have in range(TEXT_COIN_CAP + 1):
        him = evolve(game.players[ALFRED], coins=have)
        g = with_player(game, him)
        for gain in range(MAX_GAIN + 1):
            after, excess = gain_coins(g, gain, silent())
            got = after.players[ALFRED].coins
            if (got, excess) != (min(TEXT_COIN_CAP, have + gain), max(0, have + gain - 12)):
                raise AssertionError(f"the Coin cap model and the spec disagree: {have} + "
                                     f"{gain} gives {got} Coins and {excess} steps")
            cases += 1
    for start in range(BONUS_TRACK_SPACES.value):
        for k in range(MAX_GAIN + 1):
            _, _, crossed = bonus_moves(start, k)
            if crossed != text_crossed(start, k):
                raise AssertionError(f"the bonus track and the text disagree: from space "
                                     f"{start + 1}, {k} steps cross {crossed}, not "
                                     f"{text_crossed(start, k)}")
            cases += 1
    proof = Proof(
        "darwins-journey.alfred.coin-cap",
        "Does one Coin gain over Alfred's cap lose or make a Coin?", CAP_CLAUSES,
        f"{not_vacuous('Coins 0-12 and a gain of 0 or more')}. He keeps min(12, c + n) and "
        f"moves his bonus worker c + n - 12 spaces when that is positive: kept + steps = c + n, "
        f"kept <= 12, and steps only at the cap; the negation is unsat. Checked against the "
        f"spec's gain_coins for every c in 0-12 and n in 0-{MAX_GAIN}, and its bonus track "
        f"against the text's 5th and 10th spaces for every start and up to {MAX_GAIN} steps.")
    # The witness: 12 Coins, his bonus worker on space 3; he must Rest: 7 Coins
    # are 7 bonus steps that cross the 5th space and land on the 10th (both
    # cards act, in order), and then the Rest's own 2 steps.
    start = 2
    excess = TEXT_REST_COINS
    assert text_crossed(start, excess) == BONUS_CARD_SPACES.value
    base = setup_solo("blue", WITNESS_SEED)
    a = base.alfred
    assert a is not None
    state = rest_forced(with_player(evolve(base, alfred=evolve(a, bonus=start)),
                                    evolve(base.players[ALFRED], coins=TEXT_COIN_CAP)))
    after = alfred_turn(state, in_force(), silent())
    assert after.alfred is not None
    resting = after.alfred.hammocks
    if len(resting) != 1:
        raise AssertionError("the Coin cap witness does not rest")
    w = witness(title="Rest at 12 Coins: the Coins become bonus steps over both cards",
                question=("Alfred holds 12 Coins, his bonus worker is on space 3, and he "
                          "rests: 7 Coins over the cap, then 2 bonus steps. Where does his "
                          "bonus worker end, and what do the cards do?"),
                seed=WITNESS_SEED, kind="alfred-turn", start=state, rulings=in_force(),
                ruling=WRAP, keys=("option", "coins", "bonus", "points", "ship", "envelopes"))
    summary = (f"One gain over the cap (Rest at 12 Coins, bonus worker on space 3): the 7 Coins "
               f"are 7 bonus steps in one move, crossing the 5th space and landing on the "
               f"10th, so both Bonus Track cards act, in the order crossed, before the Rest's "
               f"own 2 steps; Coins stay at 12 and none is lost (proved). Where the excess "
               f"lands on the last space the reading of {WRAP.id} decides where the 2 steps "
               f"start. Readings: {w.compare('bonus', 'points', 'ship', 'envelopes')}.")
    draft = Draft(FindingKind.SOURCE_DIVERGENCE, CAP_CLAUSES, summary,
                  "alfred-coin-cap-crosses-cards", w.text, WRAP.id)
    return Outcome(drafts=(draft,), proofs=(proof,), examples=cases)


# --- (6) Alfred on your Lens ------------------------------------------------------

LENS_CLAUSES = (cs.LENS_COIN.id, cs.STRONGEST.id)


def lens_state() -> Game:
    """The blue Alfred's worker A (green, green) and your Lens on exploration-middle:
    the strongest location open to him."""
    game = setup_solo("blue", WITNESS_SEED)
    lens = list(game.lens)
    lens[LOCATION_INDEX["exploration-middle"]] = 0
    you = game.players[0]
    game = with_player(evolve(game, lens=tuple(lens)), evolve(you, lenses=you.lenses - 1))
    return top_card(game, 1)


def lens_coin_witness() -> str:
    """A situation file: Alfred's worker goes to your Lens location."""
    state = lens_state()
    kind = "alfred-turn"
    text = witness_toml(title="Alfred's worker on your Lens", question=(
        "Your Lens opened exploration-middle, the strongest location for Alfred's worker A. "
        "Where does he go, and who gains a Coin?"), seed=WITNESS_SEED, kind=kind, start=state,
        rulings=in_force())
    answer = replay_witness(text)
    full = witness_toml(title="Alfred's worker on your Lens", question=(
        "Your Lens opened exploration-middle, the strongest location for Alfred's worker A. "
        "Where does he go, and who gains a Coin?"), seed=WITNESS_SEED, kind=kind, start=state,
        rulings=in_force(), expect={"location": answer["location"], "coins": answer["coins"]})
    replay_witness(full)
    return full


def lens_coin(max_examples: int) -> Outcome:
    state = lens_state()
    after = alfred_turn(state, in_force(), silent())
    i = LOCATION_INDEX["exploration-middle"]
    if (ALFRED, 0) not in after.workers[i]:
        raise AssertionError("the Lens witness: Alfred's worker A did not go to your Lens")
    if after.players[0].coins != state.players[0].coins + 1:
        raise AssertionError(f"Alfred's worker on your Lens paid you "
                             f"{after.players[0].coins - state.players[0].coins} Coins, not 1")
    # In play: each of his turns pays you 1 Coin exactly when his worker lands
    # on your Lens, and nothing otherwise.
    seen, paid = 0, 0
    for level in TEXT_LEVELS:
        for seed in range(max(1, max_examples // 4)):
            for step in solo_walk(SoloCase(level, seed, in_force())).steps:
                b, a = step.before, step.after
                if not step.alfred or b.phase is not Phase.ACTION:
                    continue
                seen += 1
                new = [k for k, ws in enumerate(a.workers)
                       if any(s == ALFRED for s, _ in ws) and ws != b.workers[k]]
                due = sum(1 for k in new if a.lens[k] == 0)
                got = a.players[0].coins - b.players[0].coins
                if got != due:
                    raise AssertionError(f"{SoloCase(level, seed, in_force()).text()}, round "
                                         f"{b.round}: Alfred's turn paid you {got} Coins; "
                                         f"your Lens under his worker: {due}")
                paid += due
    return Outcome(examples=seen + 1)


# Registration.

for _check in (
    Check("darwins-journey.alfred.deck", GAME, "probe", DECK_QUESTION, DECK_CLAUSES, deck),
    Check("darwins-journey.alfred.location-tie", GAME, "probe",
          "Can strength, Temporary Knowledge and the leftmost matching seal leave two Main "
          "Diary locations tied for Alfred's worker?", TIE_CLAUSES, location_tie),
    Check("darwins-journey.alfred.knowledge-purchase", GAME, "probe",
          "When do the two readings of Alfred's Temporary Knowledge purchase buy different "
          "numbers of tokens?", PURCHASE_CLAUSES, knowledge_purchase),
    Check("darwins-journey.alfred.rest", GAME, "probe",
          "Can Alfred have a worker at home and no free hammock to rest it in?", REST_CLAUSES,
          rest),
    Check("darwins-journey.alfred.coin-cap", GAME, "probe",
          "What does one Coin gain over Alfred's cap do when its bonus steps cross the Bonus "
          "Track cards?", CAP_CLAUSES, coin_cap),
    Check("darwins-journey.alfred.lens-coin", GAME, "probe",
          "Does Alfred's worker on your Lens always pay you 1 Coin, and only then?",
          LENS_CLAUSES, lens_coin),
):
    check.register(_check)

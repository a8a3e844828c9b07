"""Hypothesis strategies for Darwin's Journey: whole games of 2 to 4 seeded
random players, walked move by move, and the witness files built from
states met on the way.

A game is named by its player count, its seed and the readings in force
(``Case``); ``walk`` plays it with the spec's own ``policies.play_game``
and hands back every decision: the state, the move the stand-in player made
and the state after it. Walks are kept (``walk`` caches them), because
every property of the suite looks at the same derandomized games; a test
that patches the spec calls ``forget`` first.

``play`` is the same loop with a stand-in of the checker's own: a
seal-hungry one tries to drain the Academy (the seal-pile probe), a
stamp-hungry one to run out of Stamps (the Stamp shortage search). Whatever
a stand-in picks comes from ``play.moves``, so a game it plays is a legal
game.

Witness files are written by the Darwin's Journey adapter
(``situation_toml``): a file states a state at the start of a turn in the
Action Phase, and reaches one inside a turn, or in the Reward Phase, by the
moves played since (``from_turn_start``). They are read back as ``automa
decide`` reads them, and kept only when their answer changes with the
reading of their Ruling.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from hypothesis import strategies as st

from spec.core.rng import Rng
from spec.core.rulings import AnyRuling, Ruling, Rulings
from spec.darwins_journey import rulings as _rulings  # noqa: F401 - registers the rulings
from spec.darwins_journey.icons import ActionKind, Choice
from spec.darwins_journey.moves import Move, MoveKind
from spec.darwins_journey.play import apply, moves
from spec.darwins_journey.policies import play_game, policy_rng
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import PURPLE, Game, Phase

from ..games import Json
from ..rulesets import in_force
from .shared import replay_text, rulings_for, rulings_toml, seeds, toml_value

GAME = "darwins-journey"  # the checker's name for the game
SPEC = "darwins_journey"  # the spec package (Hypothesis draws only its constants)
PLAYER_COUNTS = (2, 3, 4)

Policy = Callable[[Game, list[Move], Rng], tuple[Move, Rng]]


@dataclass(frozen=True)
class Case:
    """A whole game to play: how many players, the seed and the readings."""

    players: int
    seed: int
    rulings: Rulings

    def text(self) -> str:
        chosen = ", ".join(f"{rid}={oid}" for rid, oid in self.rulings.chosen)
        return (f"the {self.players}-player game with seed {self.seed}, "
                f"{'readings ' + chosen if chosen else 'default readings'}")


def rulings(only: Mapping[str, Sequence[str]] | None = None) -> st.SearchStrategy[Rulings]:
    """A reading for every Darwin's Journey ruling; ``only`` narrows some of them."""
    return rulings_for(GAME, only)


def games(players: Sequence[int] = PLAYER_COUNTS,
          readings: st.SearchStrategy[Rulings] | None = None) -> st.SearchStrategy[Case]:
    """Whole games: 2, 3 or 4 players, any seed, by default any reading of every ruling."""
    return st.builds(Case, st.sampled_from(tuple(players)), seeds(),
                     readings if readings is not None else rulings())


# Whole games, move by move.


@dataclass(frozen=True)
class Step:
    """One decision of a game: the state, the move made, the state after it."""

    before: Game
    move: Move
    after: Game


@dataclass(frozen=True)
class Walk:
    """A whole game: every decision in order, and the final state."""

    case: Case
    steps: tuple[Step, ...]
    final: Game

    @property
    def start(self) -> Game:
        return self.steps[0].before if self.steps else self.final


@lru_cache(maxsize=128)
def walk(case: Case) -> Walk:
    """The game ``case`` names, as ``policies.play_game`` plays it with seeded
    random players, recorded through its ``on_move`` hook."""
    seen: list[tuple[Game, Move]] = []
    final = play_game(case.players, case.seed, "random", case.rulings,
                      on_move=lambda game, move: seen.append((game, move)))
    afters = [g for g, _ in seen[1:]] + [final]
    return Walk(case, tuple(Step(g, m, a) for (g, m), a in zip(seen, afters)), final)


def forget() -> None:
    """Drop the kept walks (a test that patches the spec must replay)."""
    walk.cache_clear()


def play(players: int, seed: int, policy: Policy,
         rulings: Rulings | None = None) -> tuple[Game, tuple[Step, ...]]:
    """A whole game from ``setup(players, seed)`` with ``policy`` choosing
    every move among ``play.moves``, as ``play_game`` does; under the
    readings the checks run with unless ``rulings`` are given."""
    rulings = in_force() if rulings is None else rulings
    game = setup(players, seed)
    rng = policy_rng(seed)
    steps: list[Step] = []
    while game.phase is not Phase.OVER:
        legal = moves(game, rulings)
        move, rng = policy(game, legal, rng)
        after = apply(game, move, rulings)
        steps.append(Step(game, move, after))
        game = after
    return game, tuple(steps)


def greedy(value: Callable[[Game, int], int]) -> Policy:
    """A stand-in that makes the legal move whose result ``value`` rates
    best for the mover (saying 'done' rates one less than staying put), ties
    at random."""
    def choose(game: Game, legal: list[Move], rng: Rng) -> tuple[Move, Rng]:
        seat = game.active
        rated = [(value(game, seat) - 1 if m.kind is MoveKind.DONE
                  else value(apply(game, m), seat), i) for i, m in enumerate(legal)]
        top = max(v for v, _ in rated)
        best = [legal[i] for v, i in rated if v == top]
        k, rng = rng.below(len(best))
        return best[k], rng

    return choose


def _pending(game: Game, seat: int, kinds: frozenset[ActionKind]) -> int:
    """The numbers on the icons of ``kinds`` that ``seat`` still has open."""
    if game.active != seat:
        return 0
    total = 0
    for frame in game.frames:
        for p in frame:
            options = p.icon.options if isinstance(p.icon, Choice) else (p.icon,)
            total += sum(o.amount for o in options if o.kind in kinds)
    return total


_ACADEMY = frozenset({ActionKind.ACADEMY})
_STAMPS = frozenset({ActionKind.CORRESPONDENCE, ActionKind.DISTRIBUTED_CORRESPONDENCE})


def _seal_value(game: Game, seat: int) -> int:
    p = game.players[seat]
    seals = sum(1 for row in p.rows for s in row if s != PURPLE)
    return seals * 100 + _pending(game, seat, _ACADEMY) * 90 + min(p.coins, 12)


def _stamp_value(game: Game, seat: int) -> int:
    p = game.players[seat]
    left = sum(p.stamps) + game.used_stamps[seat]
    return -left * 10 + _pending(game, seat, _STAMPS) * 9


# Seal-hungry: takes every Wax Seal it can (Coins break ties); stamp-hungry:
# sends every Stamp it can, to run its stacks and tray dry.
seal_hungry = greedy(_seal_value)
stamp_hungry = greedy(_stamp_value)


# Witness files.


def adapter_toml(start: Game, kind: str, played: Sequence[Move] = ()) -> str:
    """The game's own tables of a situation file that states ``start`` and
    then plays ``played``, written by the Darwin's Journey adapter. A file
    states a state at the start of a turn in the Action Phase; a state inside
    a turn or past the Action Phase is reached by moves from one."""
    from .. import games as registry

    if not played:
        return registry.get(GAME).situation_toml(start, kind)
    registry.get(GAME)
    from ..adapters.darwins_journey import situation_toml

    return situation_toml(start, kind, moves=[m.text() for m in played])


def witness_toml(*, title: str, question: str, seed: int, kind: str, start: Game,
                 played: Sequence[Move] = (), rulings: Rulings,
                 expect: Mapping[str, Json] | None = None) -> str:
    """The full text of a situation file: the common fields, the adapter's
    tables (which name the player count), the readings that differ from
    their defaults and the expected answer."""
    head = [f"game = {toml_value(GAME)}", f"title = {toml_value(title)}",
            f"question = {toml_value(question)}", f"seed = {seed}",
            f"decide = {toml_value(kind)}"]
    ruleset, table = rulings_toml(rulings)
    parts = ["\n".join(head + ruleset), adapter_toml(start, kind, played)]
    if table:
        parts.append("\n".join(table) + "\n")
    if expect:
        parts.append("\n".join(["[expect]"] + [f"{k} = {toml_value(v)}"
                                               for k, v in expect.items()]) + "\n")
    return "\n".join(parts)


def replay_witness(text: str, rulings: Rulings | None = None) -> dict[str, Json]:
    """Load a witness as ``automa decide`` does and return its answer; check
    its [expect] (under the file's readings) or decide it under ``rulings``."""
    return replay_text(text, rulings)[1]


@dataclass(frozen=True)
class Witness:
    """A witness file and its answers under every reading of its Ruling."""

    text: str
    ruling: AnyRuling
    answers: dict[str, dict[str, Json]]  # option id → the decision's answer

    def compare(self, *keys: str) -> str:
        """What each reading answers, for a finding's summary."""
        def said(option: str) -> str:
            answer = self.answers[option]
            shown = [f"{k} {answer[k]!r}" for k in keys if k in answer]
            return "; ".join(shown) or "nothing"

        return "; ".join(f"{o.id}{' (default)' if o.id == self.ruling.default else ''}: "
                         f"{said(o.id)}" for o in self.ruling.options)


def witness(*, title: str, question: str, seed: int, kind: str, start: Game,
            played: Sequence[Move] = (), rulings: Rulings, ruling: AnyRuling,
            keys: Sequence[str]) -> Witness:
    """Write ``start`` and the moves ``played`` from it as a situation file
    with the ``keys`` of the answer it gives under ``rulings`` in [expect];
    replay it under every reading of ``ruling`` and insist that at least two
    answers differ."""
    def text(expect: Mapping[str, Json] | None) -> str:
        return witness_toml(title=title, question=question, seed=seed, kind=kind, start=start,
                            played=played, rulings=rulings, expect=expect)

    answer = replay_witness(text(None))
    full = text({k: answer[k] for k in keys})
    replay_witness(full)
    answers = {o.id: replay_witness(full, rulings.with_choice(ruling.id, o.id))
               for o in ruling.options}
    if len({repr(a) for a in answers.values()}) < 2:
        raise AssertionError(f"the witness for {ruling.id} gives the same answer under every "
                             f"reading:\n{full}")
    return Witness(full, ruling, answers)


def turn_start(game: Game) -> bool:
    """Whether a situation file can state ``game`` as it is: the Action
    Phase, between two turns."""
    return game.phase is Phase.ACTION and not game.placed and not game.frames


def from_turn_start(steps: Sequence[Step], index: int) -> tuple[Game, tuple[Move, ...]]:
    """The state before step ``index`` of a game, as a file states it: the
    last turn start at or before it, and the moves played since."""
    i = index
    while not turn_start(steps[i].before):
        i -= 1
        if i < 0:
            raise AssertionError(f"no turn start before step {index}")
    return steps[i].before, tuple(s.move for s in steps[i:index])

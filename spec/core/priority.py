"""The two helpers nearly every bot decision and rule choice is made of.

``first_feasible`` tries options in order until one can be carried out.
A ``Ranking`` keeps the best candidates key by key. Each ``Key`` names
itself, so the trace reports, for every loser, the value that beat it; when
the keys leave a tie the Ranking never picks quietly: it consults its tie
Ruling, whose reading selects the tie-break, and the trace records that a
Ruling decided. A Ranking with no tie Ruling claims its keys always settle;
a tie there raises ``UnsettledTie``, which the checker hunts for in every
game (``checker.properties.ties``). Rankings are registered, like
procedures, so the docs draw each one and the checker lists them all.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from .clauses import game_of
from .rulings import AnyRuling, Reading, Rulings
from .trace import Rejected, Step, Trace, Value, show_value

if TYPE_CHECKING:
    # Anything ``min`` can order: numbers, strings, tuples of them.
    from _typeshed import SupportsRichComparison as Comparable

T = TypeVar("T")
C = TypeVar("C")


def first_feasible(
    options: Sequence[T],
    why_not: Callable[[T], str],
    *,
    clause: str,
    question: str | Callable[[], str],
    label: Callable[[T], str] = str,
    trace: Trace,
    otherwise: str = "none of the options is possible",
    procedure: str = "",
    clause_of: Callable[[T], str] | None = None,
) -> T | None:
    """The first option for which ``why_not`` returns "" (it is feasible).

    ``why_not`` returns the reason an option cannot be carried out, or "".
    Returns None when no option is feasible; the trace says why each failed
    and what happens then (``otherwise``). With ``clause_of``, the step cites
    the clause of the option that was taken. ``question`` may be a function
    that writes it, called only when tracing.
    """
    if not trace.on:
        # The same walk, with nothing to record.
        for option in options:
            if not why_not(option):
                return option
        return None
    if callable(question):
        question = question()
    rejected: list[Rejected] = []
    for option in options:
        reason = why_not(option)
        if not reason:
            cited = clause_of(option) if clause_of is not None else clause
            trace.add(Step(cited, f"{question} {label(option)}.", question,
                           tuple(label(o) for o in options), label(option),
                           tuple(rejected), procedure=procedure))
            return option
        rejected.append(Rejected(label(option), reason))
    trace.add(Step(clause, f"{question} {otherwise}.", question,
                   tuple(label(o) for o in options), "", tuple(rejected),
                   procedure=procedure))
    return None


@dataclass(frozen=True, slots=True)
class Key(Generic[C, T]):
    """One criterion of a Ranking: its name, where it is stated, its value.

    ``value(context, candidate)`` is compared with ``<``; ``better`` says
    whether the lower or the higher value wins. ``show`` turns a value into
    what the trace prints (default: the value itself).
    """

    name: str
    clause: str
    value: Callable[[C, T], Comparable]
    better: str = "lower"  # or "higher"
    show: Callable[[Comparable], Value] | None = None

    def shown(self, v: Comparable) -> Value:
        if self.show is not None:
            return self.show(v)
        if isinstance(v, (int, str)):
            return v
        if isinstance(v, tuple):
            return tuple(x if isinstance(x, (int, str)) else str(x) for x in v)
        return str(v)


class NoCandidates(ValueError):
    """A Ranking asked to choose among nothing: the caller met a dead end it
    did not say how to leave (the checker's dead-end search reports it)."""


class UnsettledTie(RuntimeError):
    """A Ranking with no tie Ruling met candidates its keys cannot separate.

    That is a hole in the text (or in the encoding): the checker reports it
    as a finding rather than let the code pick.
    """

    def __init__(self, ranking: str, tied: Sequence[str]) -> None:
        super().__init__(f"{ranking}: the keys leave {', '.join(tied)} tied and no Ruling "
                         "settles it")
        self.ranking = ranking
        self.tied = tuple(tied)


# A tie-break: picks one of the tied candidates (in their given order).
TieBreak = Callable[[C, Sequence[T]], T]


@dataclass(frozen=True, slots=True)
class Ranking(Generic[C, T]):
    """A rule that picks the best of several candidates, key by key.

    ``tie`` is the Ruling consulted when every key leaves more than one
    candidate; ``tie_breaks`` maps each of its readings to the tie-break it
    means. With no tie Ruling, ``settled`` says why the keys always settle.
    """

    id: str
    title: str
    clause: str
    question: str
    keys: tuple[Key[C, T], ...]
    label: Callable[[T], str] = str
    tie: AnyRuling | None = None
    tie_breaks: Mapping[str, TieBreak[C, T]] = field(default_factory=dict)
    settled: str = ""
    tie_clause: str = ""  # the clause a tie settled by the Ruling is cited under

    def choose(self, context: C, candidates: Sequence[T], rulings: Rulings, trace: Trace,
               also_rejected: Sequence[Rejected] = (), clause: str = "") -> T:
        """The best candidate; the trace step lists each loser with the values
        that beat it (and ``also_rejected``: candidates ruled out before
        ranking, with their reasons)."""
        if not candidates:
            raise NoCandidates(f"{self.id}: a ranking needs at least one candidate")
        alive = list(candidates)
        beaten: list[tuple[T, Key[C, T], Comparable, Comparable]] = []
        level: list[Step] = []  # keys that left several candidates level
        for key in self.keys:
            if len(alive) == 1:
                break
            values = [key.value(context, c) for c in alive]
            best = min(values) if key.better == "lower" else max(values)
            kept = []
            for c, v in zip(alive, values):
                if v == best:
                    kept.append(c)
                elif trace.on:
                    beaten.append((c, key, v, best))
            alive = kept
            if trace.on and len(alive) > 1:
                names = ", ".join(self.label(c) for c in alive)
                level.append(Step(key.clause, f"{names}: level on {key.name} "
                                  f"({show_value(key.shown(best))})", self.question,
                                  tuple(self.label(c) for c in alive), procedure=self.id,
                                  tied=tuple(self.label(c) for c in alive)))
        ruling_used = ""
        if len(alive) == 1:
            winner = alive[0]
        elif self.tie is None:
            raise UnsettledTie(self.id, [self.label(c) for c in alive])
        else:
            reading = rulings(self.tie)
            winner = self.tie_breaks[reading](context, alive)
            if trace.on:
                ruling_used = self.tie.cite(reading)
        if trace.on:
            # The step cites the rule that settled it: the tie Ruling's
            # clause, else the last key that parted the candidates.
            deciding = beaten[-1][1].clause if beaten else self.clause
            for step in level:
                trace.add(step)
            tied_clause = self.tie_clause or self.clause
            trace.add(self._step(context, candidates, winner, alive, beaten, also_rejected,
                                 ruling_used, clause or (tied_clause if ruling_used else
                                                         deciding)))
        return winner

    def _step(self, context: C, candidates: Sequence[T], winner: T, alive: Sequence[T],
              beaten: Sequence[tuple[T, Key[C, T], Comparable, Comparable]],
              also_rejected: Sequence[Rejected], ruling_used: str, clause: str) -> Step:
        mine = tuple(k.shown(k.value(context, winner)) for k in self.keys)
        rejected: list[Rejected] = []
        for c, key, v, best in beaten:
            word = "lower" if key.better == "lower" else "higher"
            rejected.append(Rejected(
                self.label(c),
                f"{key.name} {show_value(key.shown(v))}, against {show_value(key.shown(best))}: the {word} "
                "wins",
                self._values(context, c, mine)))
        for c in alive:
            if c is not winner:
                rejected.append(Rejected(self.label(c), f"level on every key; ruling "
                                         f"{ruling_used} takes {self.label(winner)}",
                                         self._values(context, c, mine)))
        tied = tuple(self.label(c) for c in alive) if len(alive) > 1 else ()
        settled = f" (a tie, settled by ruling {ruling_used})" if ruling_used else ""
        wins = ", ".join(f"{k.name} {show_value(v)}" for k, v in zip(self.keys, mine))
        return Step(clause, f"{self.question} {self.label(winner)}"
                    f"{': ' + wins if wins else ''}{settled}.",
                    self.question, tuple(self.label(c) for c in candidates),
                    self.label(winner), tuple(rejected) + tuple(also_rejected), ruling_used,
                    procedure=self.id, tied=tied)

    def _values(self, context: C, loser: T,
                mine: tuple[Value, ...]) -> tuple[tuple[str, Value, Value], ...]:
        # Each key's value for the loser against the winner's (``mine``).
        return tuple((k.name, k.shown(k.value(context, loser)), w)
                     for k, w in zip(self.keys, mine))

    @property
    def game(self) -> str:
        return game_of(self.id)


class KeyInfo(Protocol):
    """A Key as the docs draw it, whatever it ranks."""

    @property
    def name(self) -> str: ...
    @property
    def clause(self) -> str: ...
    @property
    def better(self) -> str: ...


class RankingInfo(Protocol):
    """A Ranking as the docs draw it and the checker lists it, whatever it ranks."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def clause(self) -> str: ...
    @property
    def question(self) -> str: ...
    @property
    def keys(self) -> Sequence[KeyInfo]: ...
    @property
    def tie(self) -> AnyRuling | None: ...
    @property
    def settled(self) -> str: ...
    @property
    def game(self) -> str: ...


_RANKINGS: dict[str, RankingInfo] = {}


def ranking(id: str, title: str, clause: str, question: str, keys: tuple[Key[C, T], ...], *,
            label: Callable[[T], str] = str, tie: AnyRuling | None = None,
            tie_breaks: Mapping[Reading, TieBreak[C, T]] | None = None,
            settled: str = "", tie_clause: str = "") -> Ranking[C, T]:
    """Define a Ranking and register it.

    A tie Ruling must map every one of its readings to a tie-break; without
    one, ``settled`` must say why no tie can remain. Checked here, when the
    rules module loads.
    """
    if id in _RANKINGS:
        raise ValueError(f"ranking {id!r} is defined twice")
    breaks: dict[str, TieBreak[C, T]] = {r.value: f for r, f in (tie_breaks or {}).items()}
    if tie is not None:
        missing = [o.id for o in tie.options if o.id not in breaks]
        if missing or len(breaks) != len(tie.options):
            raise ValueError(f"ranking {id!r}: the tie-breaks {sorted(breaks)} do not match "
                             f"the readings of {tie.id}")
    elif not settled:
        raise ValueError(f"ranking {id!r} has no tie Ruling and does not say why its keys "
                         "always settle")
    new = Ranking(id, title, clause, question, keys, label, tie, breaks, settled, tie_clause)
    _RANKINGS[id] = new
    return new


def all_rankings(game: str | None = None) -> tuple[RankingInfo, ...]:
    return tuple(r for r in _RANKINGS.values() if game is None or r.game == game)

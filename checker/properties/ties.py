"""Ties no Ruling settles, searched for in every ranking of every game at once.

Every choice among candidates in the spec goes through a ``Ranking``; one
with no tie Ruling claims its keys always settle, and raises
``UnsettledTie`` when they do not. So one generic search answers, for every
ranking of every game, "can this end in a tie that no Ruling settles?":
play seeded whole games of each registered game, at each level and player
count, and catch the raise. The same run counts, per ranking, how often it
chose, how often the keys left a tie, and which Ruling settled it, so a
reader sees which rankings were exercised at all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from spec.core.priority import UnsettledTie, all_rankings
from spec.core.trace import Trace

from .. import games
from ..check import Check, Outcome
from ..rulesets import in_force


@dataclass
class TieReport:
    games_played: int = 0
    chosen: Counter[str] = field(default_factory=Counter)  # ranking id -> choices made
    tied: Counter[str] = field(default_factory=Counter)  # ranking id -> ties a Ruling settled
    unsettled: list[tuple[str, str, int, str]] = field(default_factory=list)
    # (game, setup, seed, message) for every game that met a tie no Ruling settles

    def never_exercised(self) -> list[str]:
        """Registered rankings the games never reached: the search says nothing of them."""
        return [r.id for r in all_rankings() if r.id not in self.chosen]


def setups(game: games.Game) -> list[tuple[str, str | None, int]]:
    """(name, level, players) for every way `automa play` can start the game."""
    counts = game.player_counts or (1,)
    out: list[tuple[str, str | None, int]] = [(f"{n} players", None, n) for n in counts]
    if game.player_counts and game.levels:  # a multiplayer game with a solo bot
        out += [(f"solo {lv}", lv, 1) for lv in game.levels]
    elif game.levels:
        out = [(lv, lv, 1) for lv in game.levels]
    return out


def seeded(game: games.Game, games_each: int,
           first_seed: int = 0) -> Iterator[tuple[str, str | None, int, int]]:
    """(setup, level, players, seed) of each whole game the generic searches
    play: ``games_each`` seeds at every setup."""
    for setup, level, players in setups(game):
        for seed in range(first_seed, first_seed + games_each):
            yield setup, level, players, seed


def search(names: tuple[str, ...], games_each: int, first_seed: int = 0) -> TieReport:
    report = TieReport()
    for name in names:
        game = games.load_rules(name)
        rankings = frozenset(r.id for r in all_rankings())  # registered as the game loads
        for setup, level, players, seed in seeded(game, games_each, first_seed):
            trace = Trace()
            try:
                game.play(seed, in_force(), trace, False, level, players)
            except UnsettledTie as e:
                report.unsettled.append((name, setup, seed, str(e)))
            report.games_played += 1
            for step in trace.steps:
                if step.procedure and step.winner and step.procedure in rankings:
                    report.chosen[step.procedure] += 1
                    if step.ruling and step.tied:
                        report.tied[f"{step.procedure} ({step.ruling})"] += 1
    return report


def tie_check(game: str) -> Check:
    """The generic check `automa check GAME` runs for every game: whole seeded
    games at every setup, failing on a tie that no Ruling settles."""

    def run(max_examples: int) -> Outcome:
        # A quick pass plays a few games a setup; a thorough one many more.
        report = search((game,), games_each=max(2, max_examples // 12))
        if report.unsettled:
            where = "; ".join(f"{setup} seed {seed}: {message}"
                              for _, setup, seed, message in report.unsettled[:3])
            raise AssertionError(f"a tie no Ruling settles ({len(report.unsettled)} games), "
                                 f"e.g. {where}; replay with automa play {game} --seed N --trace")
        return Outcome(examples=report.games_played)

    games.load_rules(game)  # registers the game's rankings
    clauses = tuple(dict.fromkeys(r.clause for r in all_rankings(game)))
    return Check(f"{game}.unsettled-ties", game, "property",
                 "Can any ranking of the game end in a tie that no Ruling settles?", clauses,
                 run)

"""Does each reading of each Ruling matter? Searched for in every game at once.

A Ruling is worth its place when some game goes differently under another
of its readings. One generic search asks that of every Ruling of a game,
without a probe written for it: play seeded whole games at every setup under
the readings in force, note which Rulings each trace names, and replay each
game under every other reading of each Ruling (the same seed and the same
stand-in players, so only the reading differs). A reading that changes the
result of some game *matters*, and the search gives the command that replays
the smallest such game; a Ruling that no game consulted, or whose readings
never changed a result, is reported *moot* in these games: a finding that
says the search could not show the Ruling at work, not a hole in the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spec.core.findings import FindingKind
from spec.core.rulings import AnyRuling, all_rulings
from spec.core.trace import Trace, silent

from .. import games
from ..check import Check, Draft, Outcome
from ..rulesets import in_force
from .ties import seeded


@dataclass
class Reach:
    """What the games showed of one reading of one Ruling."""

    ruling: str
    reading: str
    consulted: int = 0  # games whose trace (under the readings in force) names the Ruling
    changed: int = 0  # games whose result this reading changes
    # The first game it changed: (setup, level, players, seed).
    witness: tuple[str, str | None, int, int] | None = None


@dataclass
class ReadingsReport:
    games_played: int = 0
    reach: dict[tuple[str, str], Reach] = field(default_factory=dict)

    def ruling_reach(self, r: AnyRuling) -> list[Reach]:
        return [x for (rid, _), x in self.reach.items() if rid == r.id]


def replay_command(game: str, r: Reach) -> str:
    from ..commands import play_command

    assert r.witness is not None
    setup, level, players, seed = r.witness
    several = bool(games.get(game).player_counts)  # a game for several, perhaps played solo
    return play_command(game, seed, level=level, players=players,
                        solo=bool(level) and players == 1 and several,
                        ruling=f"{r.ruling}={r.reading}")


def search(name: str, games_each: int, first_seed: int = 0) -> ReadingsReport:
    report = ReadingsReport()
    game = games.load_rules(name)
    base = in_force()
    rulings = all_rulings(name)
    for r in rulings:
        for o in r.options:
            if o.id != base(r).value:
                report.reach[(r.id, o.id)] = Reach(r.id, o.id)
    for setup, level, players, seed in seeded(game, games_each, first_seed):
        trace = Trace()
        result = game.play(seed, base, trace, False, level, players).result
        report.games_played += 1
        consulted = {c.partition("=")[0] for c in trace.rulings_consulted}
        for (rid, oid), reach in report.reach.items():
            # Replayed whether or not the trace names the Ruling: some are
            # read where no step records them (the legal moves offered).
            reach.consulted += rid in consulted
            other = game.play(seed, base.with_choice(rid, oid), silent(), False, level,
                              players).result
            if other != result:
                reach.changed += 1
                if reach.witness is None:
                    reach.witness = (setup, level, players, seed)
    return report


def readings_check(name: str) -> Check:
    """The generic check `automa check GAME` runs for every game with Rulings."""

    def run(max_examples: int) -> Outcome:
        # A quick pass (60 examples) plays 10 games a setup; a thorough one many more.
        report = search(name, games_each=max(2, max_examples // 6))
        drafts = []
        for r in all_rulings(name):
            reach = report.ruling_reach(r)
            if any(x.changed for x in reach):
                continue
            met = max((x.consulted for x in reach), default=0)
            summary = (f"{r.id}: no reading changed the result of any of "
                       f"{report.games_played} seeded whole games (named in the trace of {met}); the "
                       f"search cannot show this Ruling at work, its witness "
                       f"{r.witness} does")
            drafts.append(Draft(FindingKind.MOOT_RULING, r.clauses, summary, "", "", r.id))
        details = tuple(
            f"{x.ruling}={x.reading}: changes the result of {x.changed} of "
            f"{report.games_played} games (named in the trace of {x.consulted})"
            + (f"; replay: {replay_command(name, x)}" if x.witness else "")
            for x in report.reach.values())
        return Outcome(drafts=tuple(drafts), examples=report.games_played, details=details)

    games.load_rules(name)
    clauses = tuple(dict.fromkeys(c for r in all_rulings(name) for c in r.clauses))
    return Check(f"{name}.readings-matter", name, "property",
                 "Does every reading of every Ruling change some seeded whole game?",
                 clauses, run)

"""Where no option applies: searched for in every bot and rule decision at once.

Every "try this, else that" of the spec, a bot's priority list or a rule's
fallback, goes through ``first_feasible`` (or a ``Procedure``, which runs
on it), and a walk that finds no feasible option records a step with its
candidates and no winner, saying what happens then. So one generic search
answers, for every such decision of every game, "can it happen that no
option applies, and does the code say what happens then?": play seeded whole
games at every setup, traced, and collect each fall-through.

A fall-through is a *dead end* (a finding) when the code that reached it
never said what happens next: its step ends with the helper's default
wording rather than an ``otherwise`` of its own. A Ranking asked to choose
among no candidates at all is a dead end too. The others are listed in the
check's report, each with how often the games reached it, so a reader sees
which fall-backs were exercised at all.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from spec.core.findings import FindingKind
from spec.core.priority import NoCandidates
from spec.core.trace import Trace

from .. import games
from ..check import Check, Draft, Outcome
from ..rulesets import in_force
from .ties import seeded

# What ``first_feasible`` says when its caller gave no ``otherwise``.
UNSAID = "none of the options is possible."


@dataclass
class DeadEndReport:
    games_played: int = 0
    # (clause, question) -> games that reached it, and what happened then
    reached: Counter[tuple[str, str]] = field(default_factory=Counter)
    then: dict[tuple[str, str], str] = field(default_factory=dict)
    # The first game that reached each: (setup, seed)
    first: dict[tuple[str, str], tuple[str, int]] = field(default_factory=dict)
    # (setup, seed, message) for each game a Ranking met with no candidates
    empty_rankings: list[tuple[str, int, str]] = field(default_factory=list)

    def unsaid(self) -> list[tuple[str, str]]:
        return [k for k, then in self.then.items() if then.endswith(UNSAID)]


def _shape(question: str) -> str:
    """A question with the values of one game taken out, so that the same
    decision met in many states counts as one: "who is next in turn order
    [1, 0]?" and "[2, 0, 1]" are the same question."""
    return re.sub(r"\d+", "N", re.sub(r"\[[^\]]*\]", "[…]", question))


def search(name: str, games_each: int, first_seed: int = 0) -> DeadEndReport:
    report = DeadEndReport()
    game = games.load_rules(name)
    for setup, level, players, seed in seeded(game, games_each, first_seed):
        trace = Trace()
        try:
            game.play(seed, in_force(), trace, False, level, players)
        except NoCandidates as e:
            report.empty_rankings.append((setup, seed, str(e)))
        report.games_played += 1
        seen = set()
        for step in trace.steps:
            # Every option tried and rejected: a walk that fell through
            # (a Ranking's steps, and checks, reject fewer than they list).
            if (step.candidates and not step.winner and not step.is_check
                    and len(step.rejected) == len(step.candidates)):
                key = (step.clause, _shape(step.question))
                report.then[key] = step.text[len(step.question):].strip()
                report.first.setdefault(key, (setup, seed))
                seen.add(key)
        report.reached.update(seen)
    return report


GENERIC = (".unsettled-ties", ".readings-matter", ".no-option-applies")


def probed_clauses(name: str) -> set[str]:
    """The clauses the game's hand-written checks cite: what a generic search
    finds outside them, no one had thought to ask about."""
    from ..check import checks

    return {c for ch in checks(name) if not ch.id.endswith(GENERIC) for c in ch.clauses}


def dead_end_check(name: str) -> Check:
    """The generic check `automa check GAME` runs for every game."""

    def run(max_examples: int) -> Outcome:
        # A quick pass (60 examples) plays 10 games a setup; a thorough one many more.
        report = search(name, games_each=max(2, max_examples // 6))
        drafts = []
        for clause, question in report.unsaid():
            setup, seed = report.first[(clause, question)]
            drafts.append(Draft(
                FindingKind.DEAD_END, (clause,),
                f"{question!r}: no option applied in {report.reached[(clause, question)]} of "
                f"{report.games_played} seeded games ({setup}, first at seed {seed}), and the "
                "code does not say what happens then", "", "", ""))
        for setup, seed, message in report.empty_rankings[:1]:
            drafts.append(Draft(FindingKind.DEAD_END, (), f"{message} ({setup}, seed {seed}; "
                                f"{len(report.empty_rankings)} games in all)", "", "", ""))
        asked = probed_clauses(name)
        details = tuple(
            f"{clause}: {question!r} found no option in {n} of {report.games_played} games; "
            f"then: {report.then[(clause, question)]}"
            + ("" if clause in asked else " (no hand-written check cites this clause)")
            for (clause, question), n in sorted(report.reached.items()))
        return Outcome(drafts=tuple(drafts), examples=report.games_played,
                       details=details or ("no decision of these games ran out of options",))

    # The decisions it watches are made through procedures and rankings (and
    # first_feasible walks no registry lists): it cites their clauses.
    from spec.core.priority import all_rankings
    from spec.core.procedure import all_procedures

    games.load_rules(name)
    clauses = tuple(dict.fromkeys([p.clause for p in all_procedures(name)]
                                  + [r.clause for r in all_rankings(name)]))
    return Check(f"{name}.no-option-applies", name, "property",
                 "Can a priority list or a rule's fall-back run out of options, and does the "
                 "code then say what happens?", clauses, run)

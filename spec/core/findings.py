"""Findings: what the checker reports about the rules, and proofs it found."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .rulings import DEFAULT_RULESET, Ruleset


class FindingKind(StrEnum):
    UNRESOLVED_TIE = "unresolved-tie"
    GAP = "gap"
    DEAD_END = "dead-end"
    CONTRADICTION = "contradiction"
    SOURCE_DIVERGENCE = "source-divergence"
    INVARIANT_BROKEN = "invariant-broken"
    # Not a hole in the rules: a Ruling no searched game showed at work.
    MOOT_RULING = "moot-ruling"


@dataclass(frozen=True, slots=True)
class Finding:
    """A situation where the text breaks down, with a witness that replays it.

    ``witness`` is the path of a situation file that ``automa decide`` replays;
    ``ruling`` is the Ruling that resolves the case, if the project has one.
    """

    kind: FindingKind
    clauses: tuple[str, ...]
    summary: str
    witness: str
    ruling: str
    source: str  # the property or probe that found it
    # The ruleset the check ran under: a finding may hold under one and not another.
    ruleset: Ruleset = DEFAULT_RULESET


@dataclass(frozen=True, slots=True)
class Proof:
    """A question a z3 probe answered "impossible" (UNSAT), after checking
    that its preconditions can hold (so the proof is not vacuous)."""

    probe: str
    question: str
    clauses: tuple[str, ...]
    argument: str

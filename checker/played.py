"""What a whole game gives (`automa play`, `impact`, `strength`): its log and
result, the positions before its decisions, how it ended. Part of the interface
every adapter meets (``checker.games.Game``), kept apart from the rest of it
because a decide never plays a game, and so need not make these classes."""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.trace import Trace

from .games import Json


@dataclass(frozen=True)
class Moment:
    """The position just before one decision of a played game, numbered as
    the game's log numbers it (``#K``): what `automa play --save-at K FILE`
    writes as a situation file."""

    number: int  # K, from 1
    kind: str  # the decision kind the situation file asks for (decide = ...)
    state: object  # the position, as the adapter's ``situation_toml`` writes it
    where: str  # where in the game, in its words: "round 5", "Year 2, the Ghost's action 1"
    question: str  # the file's question, in the game's words
    # What the game did there: the decision's answer, as `automa decide`
    # gives it for the saved file (a stand-in's move is not a rule's
    # decision: there, the move played and who played it).
    did: dict[str, Json]


@dataclass(frozen=True)
class Played:
    """A whole game: its per-round log (JSON rows) and its result; with the
    log, the position before each decision the log numbers."""

    seed: int
    rounds: list[Json]
    result: dict[str, Json]
    trace: Trace
    decisions: tuple[Moment, ...] = ()


@dataclass(frozen=True)
class Standing:
    """How a played game ended, as `automa impact` compares two games: each
    seat's final score, and who won. A solo game scored against a guide,
    with no opponent's score (Woodcraft), has no winner: there ``winner`` is
    the verdict its rules give (the score guide's mark). Each adapter derives
    it from its ``Played.result`` in one place (``Game.standing``)."""

    scores: tuple[tuple[str, float], ...]  # (seat, final score), in seat order
    winner: str  # who won, in the game's words; a shared win names every winner
    winner_is: str = "who wins"  # what ``winner`` means, for a report to say

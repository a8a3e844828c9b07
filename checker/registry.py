"""The games the tools know: each game registers one entry, and this module finds them.

An entry says everything the CLI, the checker, the docs and the bench need to
know about a game and its solo bot, so that none of them keeps a table per
game. Entries live next to their game's adapter (``checker/adapters/<game>_entry.py``)
and import nothing heavy: the adapter, the spec and the docs fragments load
only when something calls them, so reading the registry costs `automa
decide` next to nothing. A new game is one more line in ``MODULES``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from .games import Game

# One module per game, each with an ``ENTRY``, in the order the tools list them.
MODULES: tuple[str, ...] = (
    "checker.adapters.woodcraft_entry",
    "checker.adapters.wendake_entry",
    "checker.adapters.darwins_journey_entry",
)


@dataclass(frozen=True)
class Bot:
    """The solo bot that plays a game's other seat: a layer on its host game."""

    id: str
    name: str  # as a sentence names it: "Alfred", "the Ghost"
    # The levels `automa play --level` accepts, in the rules' order; empty for
    # a bot without levels.
    levels: tuple[str, ...] = ()
    default_level: str = ""
    level_noun: str = ""  # what the rules call a level: "board", "difficulty"

    def __post_init__(self) -> None:
        if self.levels and self.default_level not in self.levels:
            raise ValueError(f"bot {self.id}: default level {self.default_level!r} is not one "
                             f"of its levels {self.levels}")


@dataclass(frozen=True)
class Target:
    """A speed target: one figure of a workload against its limit."""

    label: str  # as the bench prints it, e.g. "wendake games/s"
    figure: str  # the key of the figure the workload returns
    op: Literal["<=", ">="]
    limit: float

    def met(self, value: float) -> bool:
        return value <= self.limit if self.op == "<=" else value >= self.limit


@dataclass(frozen=True)
class Workload:
    """A timed job of `python -m checker.bench`: it takes a batch size (how many
    games) and returns named figures, some of which have targets."""

    name: str  # for the progress line, e.g. "whole Wendake games"
    run: Callable[[int], dict[str, float]]
    targets: tuple[Target, ...]
    # Slow workloads take ``--games // batch_divisor`` games, so that the default
    # run still ends in minutes.
    batch_divisor: int = 1
    # Figures printed without a target: (label, figure, unit).
    shown: tuple[tuple[str, str, str], ...] = ()
    # Rates (higher is better) that `python -m checker.bench --baseline DIR`
    # measures again on DIR's spec, in the same run, for a before/after
    # figure ``<figure>_before`` and ``<figure>_speedup`` (after / before).
    compared: tuple[str, ...] = ()
    # Targets on those speed-ups; checked only when a baseline is given.
    speedup_targets: tuple[Target, ...] = ()


@dataclass(frozen=True)
class GameEntry:
    """One game and its bot, as every tool of the project sees it."""

    id: str  # as the command line and situation files name it
    name: str  # for prose, e.g. "Darwin's Journey"
    title: str  # as `automa play` and the docs head it; the adapter's ``title``
    spec: str  # the game's spec package, every module of which the docs load
    adapter: Callable[[], Game]  # imports the adapter only when called
    bot: Bot
    # How many may play, the default first; empty for a solo game, where the
    # bot plays the only other seat.
    player_counts: tuple[int, ...] = ()
    # The stand-in players `automa play --policy` accepts, the default first.
    policies: tuple[str, ...] = ()
    checks: tuple[str, ...] = ()  # modules of `automa check`'s properties and probes
    # Lines of `automa play --help`'s examples: (arguments after `automa play`,
    # comment; a newline in the comment starts a new line of it).
    play_examples: tuple[tuple[str, str], ...] = ()
    # Docs fragments only this game's hand-written pages include: file name ->
    # "module:function" in docs/_ext, the function returning MyST text.
    docs_fragments: Mapping[str, str] = field(default_factory=dict)
    # "module:function" in docs/_ext drawing the diagram that heads the game's
    # procedures page, or "" for none.
    docs_overview: str = ""
    # "module:function" drawing a situation of the game as an SVG
    # (``checker.pictures``: the situation, the decision's answer, an id
    # prefix -> a ``Picture``), or "" for none.
    picture: str = ""
    # Situation files the docs' error page shows failing: (title, file text).
    bad_files: tuple[tuple[str, str], ...] = ()
    # An example whose `automa decide` the bench times at start-up ("" for none).
    bench_decide: str = ""
    bench: tuple[Workload, ...] = ()
    check_seconds: float = 60.0  # the target for `automa check GAME --quick`
    # Seeds of the small paired campaign (`automa impact`'s, played in the
    # docs build) whose score differences the Rulings page draws; 0 for none.
    # Sized so that every game's together keep the docs build short.
    docs_impact_seeds: int = 50
    # The stand-in of that campaign (one of ``policies``), or "" for the
    # game's default: a stand-in that plays like a person, where the default
    # does not, so that the pages show what a reading does to real play.
    docs_impact_policy: str = ""

    @property
    def solo(self) -> bool:
        """A solo game: one person against the bot, no player count."""
        return not self.player_counts

    @property
    def levels(self) -> tuple[str, ...]:
        return self.bot.levels


_LOADED: dict[tuple[str, ...], tuple[GameEntry, ...]] = {}


def entries() -> tuple[GameEntry, ...]:
    """Every registered game, in ``MODULES`` order."""
    # Keyed by the module list itself, so that a test that registers a game by
    # replacing MODULES sees it without clearing anything.
    modules = MODULES
    if modules not in _LOADED:
        found: list[GameEntry] = []
        for name in modules:
            entry = importlib.import_module(name).ENTRY
            if not isinstance(entry, GameEntry):
                raise TypeError(f"{name}.ENTRY is not a GameEntry")
            if any(e.id == entry.id for e in found):
                raise ValueError(f"game {entry.id!r} registered twice ({name})")
            found.append(entry)
        _LOADED[modules] = tuple(found)
    return _LOADED[modules]


def ids() -> tuple[str, ...]:
    return tuple(e.id for e in entries())


def entry(game: str) -> GameEntry:
    found = next((e for e in entries() if e.id == game), None)
    if found is None:
        from .errors import InputError, did_you_mean

        raise InputError(f"unknown game {game!r}; expected one of: {', '.join(ids())}"
                         + did_you_mean(game, ids()), field="game")
    return found


def resolve(target: str) -> Callable[..., object]:
    """The function a "module:function" reference names, imported now. The docs
    extension resolves its fragments so, with docs/_ext on the import path."""
    module, sep, name = target.partition(":")
    if not sep:
        raise ValueError(f"expected module:function, got {target!r}")
    found: Callable[..., object] = getattr(importlib.import_module(module), name)
    return found

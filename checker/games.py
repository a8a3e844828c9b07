"""The games the tool knows, behind one interface.

Each game has an adapter in ``checker/adapters/`` that turns a situation file
into spec values, runs the spec's decision, and plays whole games. The CLI,
the checker and the docs only ever talk to this interface; which games there
are, and where their adapters are, the registry (``checker.registry``) says.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from spec.core.rulings import Rulings
from spec.core.trace import Trace

from . import registry
from .toml_reader import Table

Json = None | bool | int | float | str | list["Json"] | dict[str, "Json"]

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Situation:
    """A situation file, validated: the state is the game's own spec value."""

    file: str
    game: str
    title: str
    question: str
    kind: str  # which decision the file asks about
    seed: int
    state: object
    rulings: Rulings
    expect: dict[str, Json]
    expect_table: Table | None = field(default=None, compare=False)
    # Clauses the decision's trace must cite and Rulings it must consult
    # ([expect] cites = [...]).
    expect_cites: tuple[str, ...] = ()
    # Expectations stated for other readings ([expect.when."ID=OPTION"]).
    expect_when: tuple[Expectation, ...] = ()
    # The readings the file itself names: [expect] holds under these.
    own_rulings: Rulings | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Expectation:
    """What a file expects under some readings: answer fields (a table names
    only the parts it pins: one field of one seat), clauses the trace must
    cite, Rulings it must consult."""

    label: str  # how messages name it: [expect], [expect.when."x=y"]
    when: tuple[tuple[str, str], ...]  # the readings it is stated for; () = the file's own
    fields: dict[str, Json]
    cites: tuple[str, ...]
    table: Table = field(compare=False)


@dataclass(frozen=True)
class Decision:
    situation: Situation
    answer: dict[str, Json]
    trace: Trace
    # The Rulings deciding read (Rulings.listening): only these can move the answer.
    read: frozenset[str]


if TYPE_CHECKING:
    from .fields import Form
    from .fork import Fork
    from .played import Moment, Played, Standing

    # The interface every adapter meets. Only the type checker needs it: at run
    # time it would only cost `automa decide` start-up.
    class Game(Protocol):
        # Properties: read-only, so an adapter may hold narrower values (a
        # tuple of five kinds is a tuple of kinds).
        @property
        def name(self) -> str: ...
        @property
        def title(self) -> str: ...
        @property
        def kinds(self) -> tuple[str, ...]: ...  # decision kinds a situation file may ask for
        # The fields of its situation files besides the common ones, each
        # declared once (checker/fields.py): the reader, the field reference,
        # `automa new`'s comments and `automa schema` all come from it.
        @property
        def form(self) -> Form: ...

        def read_state(self, doc: Table, kind: str, seed: int) -> object:
            """Build the spec state from the file's tables (all but the common ones)."""
            ...

        def decide(self, situation: Situation, rulings: Rulings, trace: Trace) -> dict[str, Json]:
            ...

        @property
        def levels(self) -> tuple[str, ...]: ...  # levels `automa play --level` accepts
        # Player counts `automa play --players` accepts, the default first; empty
        # for a solo game, which takes no player count.
        @property
        def player_counts(self) -> tuple[int, ...]: ...
        # Stand-in players `automa play --policy` accepts, the default first;
        # empty where the game has a single fixed stand-in.
        @property
        def policies(self) -> tuple[str, ...]: ...

        def play(self, seed: int, rulings: Rulings, trace: Trace, log: bool,
                 level: str | None, players: int, policy: tuple[str, ...] = (),
                 fork: Fork | None = None, resume: object | None = None) -> Played:
            """A whole game; ``players`` is one of ``player_counts`` (1 for a solo
            game); ``policy`` names each seat's stand-in (empty: the default).
            With ``log``, the rows number each decision ``#K`` and ``decisions``
            holds the position before each, K = 1 first. With ``fork``, each
            point it can be picked up from is marked; with ``resume``, one of
            those positions, the same game carries on from there under
            ``rulings`` (checker/fork.py; ``trace`` then holds only the rest)."""
            ...

        def standing(self, result: dict[str, Json]) -> Standing:
            """Each seat's final score and the winner, from ``play``'s result."""
            ...

        def round_text(self, row: Json) -> str:
            """One line of `automa play`'s log for a row of ``Played.rounds``."""
            ...

        def situation_toml(self, state: object, kind: str, seed: int | None = None) -> str:
            """The game-specific tables of a situation file that recreates ``state``;
            with ``seed``, only what differs from that seed's setup (the file
            then says ``seed = ...`` and the reader starts from that setup)."""
            ...


_LOADED: dict[str, Game] = {}


def names() -> tuple[str, ...]:
    return registry.ids()


def get(name: str) -> Game:
    """The adapter for a game; importing it registers the game's clauses."""
    if name not in _LOADED:
        _LOADED[name] = registry.entry(name).adapter()
    return _LOADED[name]


def load_rules(name: str) -> Game:
    """The adapter, with every module of the game's spec package imported.

    Adapters import some spec modules only when a decision needs them, to
    keep `automa decide` fast; the coverage report and the docs need every
    encoding registered, so they load the whole package.
    """
    import pkgutil

    game = get(name)
    package = importlib.import_module(registry.entry(name).spec)
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)
    return game


def load_all() -> tuple[Game, ...]:
    return tuple(get(n) for n in names())


def examples(game: str) -> tuple[Path, ...]:
    return tuple(sorted((ROOT / "examples" / game).glob("*.toml")))

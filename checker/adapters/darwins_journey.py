"""Darwin's Journey situations (2 to 4 players, or solo against Alfred):
reading them, deciding them, writing them back.

A file starts from ``setup(players, seed, first_game, crew)`` and overrides
parts of that state (``GAME_FIELDS``, ``[[player]]`` tables in seat order);
its ``moves`` are then played in order, each checked against the legal moves
of the moment, and played again at decision time under the readings in force.
The tables ``[specimens]``, ``[workers]`` and ``[tents]`` replace everything
of their kind on the board; ``[lens]`` keeps the setup's neutral Lens tokens
unless it says ``keep_neutral = false``.

Counts the rules keep constant are checked: 14 Regular Wax Seals a colour, 12
purple seals, 16 Temporary Knowledge, 30 Research tokens, 12 Stamps, 5 Tents
and 6 Lens tokens a player, each worker at home or on the board. Where a file
states one side of such a count, the other is worked out: the seal pile loses
(from its bottom) the seals the file puts on rows or Scrolls, the seals out of
the game are what is left, the supplies hold what the players do not, the
used Stamps tray what the stacks and Envelopes do not, Tents, Lens tokens and
workers not on the board are on the personal board. An Objective stack the
file does not give loses the Objectives the file puts elsewhere.

The state a file describes is a ``FileState``: a ``Game`` (equal to the plain
``Game`` with the same fields) that remembers its file's ``Origin``, so that
``situation_toml`` writes a file back with its moves.

A file with ``solo = "white"`` (or blue, yellow, green: Alfred's board) is a
solo game: it starts from ``setup_solo(level, seed)``, seat 0 is you and seat 1
Alfred, whose own board is the ``[alfred]`` table. Its moves are yours; Alfred
acts whenever it is his turn between them (his Action-Phase turns and his
majority rewards), and after the last one, except that for
``decide = "alfred-turn"`` he stops at his next Action-Phase turn: the one the
decision is about. A file without moves is left as written.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from spec.core.rulings import Rulings
from spec.core.trace import Trace, silent
from spec.core.values import evolve
from spec.darwins_journey import clauses as _clauses  # noqa: F401 - registers the clauses
# Imported here, before the modules below, though a decide about Alfred's turn
# calls neither: the order the spec's modules load in is the order their
# assumptions and encodings are listed in (`automa decide`'s "assumptions
# behind the clauses it cites", `automa rules`).
from spec.darwins_journey import play, scoring
from spec.darwins_journey import rulings as _rulings  # noqa: F401 - registers the rulings
from spec.darwins_journey.alfred import clauses as _solo_clauses  # noqa: F401 - Alfred's clauses
from spec.darwins_journey.alfred import rulings as _solo_rulings  # noqa: F401 - Alfred's rulings
from spec.darwins_journey.board import LOCATIONS, MAIN_DIARIES, UNLOCK_ORDER, Shape, Unlock
from spec.darwins_journey.cards import OBJECTIVES
from spec.darwins_journey.components import (
    REGULAR_SEALS_PER_COLOUR,
    STAMPS,
    TENTS,
    PERSONAL_LENS_TOKENS,
    NEUTRAL_LENS_TOKENS,
)
from spec.darwins_journey.icons import Action, Choice, Icon
from spec.darwins_journey.moves import Move
from spec.darwins_journey.scoring import FinalScore
from spec.darwins_journey.setup import setup, specimen_spaces
from spec.darwins_journey.state import (
    CAMPSITE_INDEX,
    LOCATION_INDEX,
    NEUTRAL,
    PURPLE,
    ROUNDS,
    SPOTS,
    AlfredState,
    Game,
    Pending,
    Phase,
    Player,
)
from spec.darwins_journey.tracks import CAMPSITES, ISLAND_TRACKS

from ..errors import InputError
from ..fields import Integer, Integers, Strings
from ..games import Json, Situation
from ..toml_reader import Table, kind as kind_of
from . import darwins_journey_fields as F

if TYPE_CHECKING:
    from ..fork import Fork
    from ..played import Played, Standing

from .darwins_journey_fields import (ALFRED_LETTERS, CAMPSITE_IDS, COLOURS, CREW_NUMBERS, ENDS,
                                     ISLAND_IDS, ISLAND_NAMES, LEVELS, LOCATION_IDS,
                                     OBJECTIVE_TIER, PLAYER_COUNTS, ROW_SEALS, SEAL_SPOTS)

NAME = "darwins-journey"
KINDS = ("moves", "move", "rewards", "cleanup", "final-score", "setup", "game", "alfred-turn",
         "solo-game")
SOLO_KINDS = ("alfred-turn", "solo-game")  # decisions only a solo game has
ALFRED = 1  # Alfred's seat in a solo game; yours is 0
# The fields that choose the setup; every other game field overrides part of it.
SETUP_FIELDS = tuple(f.name for f in F.SETUP_FIELDS)
FIELDS = F.FILE.names()


@dataclass(frozen=True)
class Origin:
    """How a situation file reaches its state: the setup choices, the state
    the file sets up, and the moves then played. The moves are played again
    at decision time, under the readings in force, which may make one illegal."""

    players: int
    first_game: bool
    crew: str
    start: Game
    moves: tuple[Move, ...]
    texts: tuple[str, ...]  # the moves as the file wrote them
    lines: tuple[int, ...]  # the line of each move in the file
    ask: tuple[str, ...]
    file: str
    after: Game  # the state after the moves, under the file's own readings
    solo: str = ""  # Alfred's board in a solo game; "" otherwise
    kind: str = ""  # the decision asked for
    # decide = "alfred-turn": the Action-Phase turns Alfred takes after the
    # last move (in a row, as when you have no worker left) before the one
    # asked about.
    alfred_turns: int = 0


def _game_fields(game: Game) -> dict[str, object]:
    return {k: v for k, v in game.__dict__.items() if k != "origin"}


@dataclass(frozen=True, eq=False)
class FileState(Game):
    """The state a situation file describes (after its moves): a ``Game``
    like any other, equal to a plain ``Game`` with the same fields, with the
    file's ``Origin`` attached."""

    origin: Origin | None = field(default=None, repr=False)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return _game_fields(self) == _game_fields(other)

    __hash__ = Game.__hash__


def _tagged(game: Game, origin: Origin) -> FileState:
    state = object.__new__(FileState)
    state.__dict__.update(game.__dict__)
    object.__setattr__(state, "origin", origin)
    return state


def origin_of(state: object) -> Origin | None:
    """The file's origin of a state read from a file, if it is that very state
    (not a state the spec went on to derive from it, which keeps the tag)."""
    if not isinstance(state, FileState) or state.origin is None:
        return None
    return state.origin if _game_fields(state) == _game_fields(state.origin.after) else None


# --- Reading values ---------------------------------------------------------

def _list(t: Table, key: str, what: str) -> list[object] | None:
    if not t.has(key):
        return None
    value = t.raw(key)
    if not isinstance(value, list):
        raise t.error(key, f"expected {what}, got {kind_of(value)} {value!r}")
    return value


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _ints(t: Table, f: Integers, high: int | None = None,
          length: int | None = None) -> tuple[int, ...] | None:
    """A declared list of integers, None when the file leaves it out; ``high``
    and ``length`` where the file's game narrows them."""
    return _int_list(t, f.name, f.low, f.high if high is None else high,
                     f.length if length is None else length, f.distinct)


def _strs(t: Table, f: Strings, choices: Sequence[str] | None = None,
          length: int | None = None, hint: str | None = None) -> tuple[str, ...] | None:
    """A declared list of strings, None when the file leaves it out."""
    return _str_list(t, f.name, f.choices if choices is None else choices,
                     f.length if length is None else length, f.empty,
                     f.hint if hint is None else hint, f.distinct)


def _int_list(t: Table, key: str, low: int, high: int, length: int | None = None,
              distinct: bool = False) -> tuple[int, ...] | None:
    size = f"{length} " if length is not None else ""
    what = f"a list of {size}integers from {low} to {high}"
    items = _list(t, key, what)
    if items is None:
        return None
    out: list[int] = []
    for item in items:
        if not isinstance(item, int) or isinstance(item, bool) or not low <= item <= high:
            raise t.error(key, f"expected {what}, got {item!r}")
        out.append(item)
    if length is not None and len(out) != length:
        raise t.error(key, f"expected {what}, got {len(out)} of them")
    if distinct:
        _no_twice(t, key, [str(i) for i in out])
    return tuple(out)


def _str_list(t: Table, key: str, choices: Sequence[str], length: int | None = None,
              empty: bool = False, hint: str = "", distinct: bool = False
              ) -> tuple[str, ...] | None:
    size = f"{length} " if length is not None else ""
    allowed = hint or ", ".join(choices)
    what = f"a list of {size}strings, each one of: {allowed}" + (' or "" (none)' if empty else "")
    items = _list(t, key, what)
    if items is None:
        return None
    out: list[str] = []
    for item in items:
        if not isinstance(item, str) or not ((empty and item == "") or item in choices):
            raise t.error(key, f"expected {what}; got {item!r}")
        out.append(item)
    if length is not None and len(out) != length:
        raise t.error(key, f"expected {what}; got {len(out)} of them")
    if distinct:
        _no_twice(t, key, [s for s in out if s])
    return tuple(out)


def _no_twice(t: Table, key: str, items: list[str]) -> None:
    twice = sorted({i for i in items if items.count(i) > 1})
    if twice:
        raise t.error(key, f"{', '.join(twice)} is listed more than once")


def _pairs(t: Table, key: str, first: tuple[int, int], second: tuple[int, int],
           what: str) -> tuple[tuple[int, int], ...] | None:
    items = _list(t, key, f"a list of {what} pairs such as [[3, 1]]")
    if items is None:
        return None
    out: list[tuple[int, int]] = []
    for item in items:
        if (not isinstance(item, list) or len(item) != 2 or not _is_int(item[0])
                or not _is_int(item[1])):
            raise t.error(key, f"expected a list of {what} pairs such as [[3, 1]]; got "
                               f"{item!r}")
        a, b = int(item[0]), int(item[1])
        if not first[0] <= a <= first[1] or not second[0] <= b <= second[1]:
            raise t.error(key, f"expected {what} pairs with the first from {first[0]} to "
                               f"{first[1]} and the second from {second[0]} to {second[1]}; "
                               f"got {item!r}")
        out.append((a, b))
    return tuple(out)


def _count(seq: Iterable[str]) -> Counter[str]:
    return Counter(s for s in seq if s)


# --- The players --------------------------------------------------------------

@dataclass
class _PlayerRead:
    """One [[player]] table: the player as the file gives it, and which of
    the derived counts the file states."""

    player: Player
    table: Table
    tents_given: bool
    lenses_given: bool
    home_given: bool


def _row_lists(t: Table, default: tuple[tuple[str, ...], ...], count: int, letters: str,
               what: str) -> list[object] | None:
    """The worker rows in the one shape both seats share: a list with one list
    of seals per worker, top worker first, the fifth worker's last and optional
    (it holds no seals); or a table naming only the workers whose rows differ
    from the setup (``rows = { 2 = ["red", "red"] }``), each worker by its
    number (0 is the top one) or, Alfred's, also by its letter A to D."""
    if not t.has("rows"):
        return None
    value = t.raw("rows")
    if isinstance(value, dict):
        items: list[object] = [list(row) for row in default[:count]]
        for key, row in value.items():
            if key.isdigit() and int(key) < count:
                items[int(key)] = row
            elif key in tuple(letters):
                items[letters.index(key)] = row
            else:
                names = f"0 to {count - 1}" + (f" or {letters[0]} to {letters[-1]}"
                                               if letters else "")
                raise t.error("rows", f"no worker {key!r}: name a worker {names}")
        return items
    given = _list(t, "rows", what)
    if given is not None and len(given) == 4 and count == 5:
        given = given + [[]]  # the fifth worker left out: it holds no seals
    return given


def _rows(t: Table, default: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    what = (f"a list of lists of seals, one per worker row, top first (5, or 4 without "
            f"the fifth worker's), or a table by worker such as {{ 2 = [\"red\"] }}; "
            f"each seal one of: {', '.join(ROW_SEALS)}")
    items = _row_lists(t, default, 5, "", what)
    if items is None:
        return default
    if len(items) != 5:
        raise t.error("rows", f"expected {what}; got {len(items)} rows")
    if not all(isinstance(r, list) for r in items):
        raise t.error("rows", f"expected {what}; got {items!r}")
    rows: list[tuple[str, ...]] = []
    for i, row in enumerate(items):
        assert isinstance(row, list)
        for seal in row:
            if seal not in ROW_SEALS:
                raise t.error("rows", f"row {i}: {seal!r} is not a seal; expected one of: "
                                      f"{', '.join(ROW_SEALS)}")
        if i == 0 and row:
            raise t.error("rows", "row 0 (the top worker) has no seal spots; its purple seal "
                                  "is printed and not listed: give []")
        if i == 4 and row:
            raise t.error("rows", "row 4 (the fifth worker) has no seal spots: give []")
        if len(row) > SEAL_SPOTS:
            raise t.error("rows", f"row {i} has {len(row)} seals; a worker row has "
                                  f"{SEAL_SPOTS} seal spots")
        rows.append(tuple(str(s) for s in row))
    return tuple(rows)


def _alfred_rows(t: Table, default: tuple[tuple[str, ...], ...],
                 printed: tuple[tuple[str, ...], ...], level: str) -> tuple[tuple[str, ...], ...]:
    """Alfred's worker rows A, B, C and D: every row holds seals (row A too),
    starting with the seals his board prints."""
    from spec.darwins_journey.alfred.data import ROW_SPOTS

    what = (f"a list of 4 lists of seals (Alfred's worker rows A, B, C, D, top first; a "
            f"fifth, [], may follow), or a table by worker such as {{ C = [\"red\"] }}; each "
            f"seal one of: {', '.join(ROW_SEALS)}")
    items = _row_lists(t, default, 4, ALFRED_LETTERS, what)
    if items is None:
        return default
    if len(items) == 5 and items[4] == []:
        items = items[:4]
    if len(items) == 5:
        raise t.error("rows", "a fifth list would be a fifth worker: Alfred's fifth worker is "
                              "the bonus worker, with no seal spots: give [] or leave it out")
    if len(items) != 4 or not all(isinstance(r, list) for r in items):
        raise t.error("rows", f"expected {what}; got {items!r}")
    rows: list[tuple[str, ...]] = []
    for i, row in enumerate(items):
        assert isinstance(row, list)
        letter = ALFRED_LETTERS[i]
        for seal in row:
            if seal not in ROW_SEALS:
                raise t.error("rows", f"row {letter}: {seal!r} is not a seal; expected one of: "
                                      f"{', '.join(ROW_SEALS)}")
        if len(row) > ROW_SPOTS:
            raise t.error("rows", f"row {letter} has {len(row)} seals; an Alfred worker row has "
                                  f"{ROW_SPOTS} seal spots")
        seals = tuple(str(s) for s in row)
        if seals[:len(printed[i])] != printed[i]:
            raise t.error("rows", f"row {letter} of Alfred's {level} board starts with its "
                                  f"printed seals {', '.join(printed[i])}: list them first; "
                                  f"got {list(seals)}")
        rows.append(seals)
    return tuple(rows) + ((),)


def _alfred_home(t: Table) -> tuple[int, ...] | None:
    """Alfred's workers at home, as letters ("A" to "D") or rows (0 to 3)."""
    what = 'a list of Alfred\'s workers at home, as letters "A" to "D" (or rows 0 to 3)'
    items = _list(t, "home", what)
    if items is None:
        return None
    out: list[int] = []
    for item in items:
        if isinstance(item, str) and item in tuple(ALFRED_LETTERS):
            out.append(ALFRED_LETTERS.index(item))
        elif isinstance(item, int) and not isinstance(item, bool) and 0 <= item <= 3:
            out.append(item)
        else:
            raise t.error("home", f"expected {what}; got {item!r}")
    _no_twice(t, "home", [ALFRED_LETTERS[r] for r in out])
    return tuple(out)


def _explorers(t: Table, default: tuple[str, str, str]) -> tuple[str, str, str]:
    hint = ", ".join(f"island {n}: {ids[0]} to {ids[-1]}" for n, ids in
                     zip(ISLAND_NAMES, ISLAND_IDS))
    what = f'a list of 3 island spaces, islands A, B and C in that order ({hint}), "" for none'
    items = _list(t, "explorers", what)
    if items is None:
        return default
    if len(items) != 3 or not all(isinstance(s, str) for s in items):
        raise t.error("explorers", f"expected {what}; got {items!r}")
    out: list[str] = []
    for k, space in enumerate(items):
        assert isinstance(space, str)
        if space and space not in ISLAND_IDS[k]:
            where = next((ISLAND_NAMES[j] for j, ids in enumerate(ISLAND_IDS) if space in ids),
                         None)
            also = f" ({space} is on island {where})" if where else ""
            raise t.error("explorers", f"entry {k + 1} is island {ISLAND_NAMES[k]}'s Explorer; "
                                       f"{space!r} is not one of its spaces{also}; expected "
                                       f"{ISLAND_IDS[k][0]} to {ISLAND_IDS[k][-1]} or \"\"")
        out.append(space)
    return (out[0], out[1], out[2])


def _spots(t: Table, default: tuple[str, ...]) -> tuple[str, ...]:
    spots = _strs(t, F.SPOTS)
    if spots is None:
        return default
    for i, id in enumerate(spots):
        tier = SPOTS[i].tier.value
        if id and OBJECTIVE_TIER[id] != tier:
            raise t.error("spots", f"space {i} is a {tier} Objective space; {id} is "
                                   f"{OBJECTIVE_TIER[id]}")
    return spots


def _player(t: Table, base: Player, alfred: tuple[tuple[str, ...], ...] | None = None,
            level: str = "") -> _PlayerRead:
    """A [[player]] table; with ``alfred`` (his board's printed seals), Alfred's
    table in a solo game: rows A-D, Coins up to 12, home as letters."""
    fifth = F.FIFTH_WORKER.read(t, base.fifth_worker)
    if alfred is not None and fifth:
        raise t.error("fifth_worker", "Alfred's fifth worker is the bonus worker ([alfred] "
                                      "bonus), never a Diary worker: give false")
    crew = _ints(t, F.CREW_HELD)
    crew = base.crew if crew is None else crew
    done = _pairs(t, F.CREW_DONE.name, (1, len(CREW_NUMBERS)), (0, 4), "[Crew card, worker row]")
    done = base.crew_done if done is None else done
    _no_twice(t, "crew_done", [str(card) for card, _ in done])
    rows_done = [row for _, row in done]
    if len(set(rows_done)) != len(rows_done):
        raise t.error("crew_done", "each worker achieves at most one Crew card")
    if 4 in rows_done and not fifth:
        raise t.error("crew_done", "worker 4 (the fifth worker) is not in play: set "
                                   "fifth_worker = true")
    both = sorted(set(crew) & {card for card, _ in done})
    if both:
        raise t.error("crew_done", f"Crew card {both[0]} is both held (crew) and achieved")
    reserve = _strs(t, F.RESERVE)
    reserve = base.reserve if reserve is None else reserve
    if len(reserve) > 4:
        raise t.error("reserve", f"{len(reserve)} Objectives in the reserve; it holds 2 (and "
                                 f"the Starting pair, under one reading)")
    spots = _spots(t, base.spots)
    held = [s for s in spots if s]
    twice = sorted(set(held) & set(reserve)) or sorted({s for s in held if held.count(s) > 1})
    if twice:
        raise t.error("spots", f"Objective {twice[0]} is in two places")
    achieved = _ints(t, F.ACHIEVED)
    achieved_set = base.achieved if achieved is None else frozenset(achieved)
    for i in sorted(achieved_set):
        if not spots[i]:
            raise t.error("achieved" if achieved is not None else "spots",
                          f"Objective space {i} is achieved but holds no Objective")
    research = _strs(t, F.RESEARCH)
    home = _int_list(t, F.HOME.name, 0, 4, distinct=True) if alfred is None else _alfred_home(t)
    if home is not None and 4 in home and not fifth:
        raise t.error("home", "worker 4 (the fifth worker) is not in play: set fifth_worker "
                              "= true")
    stamps = _ints(t, F.STAMPS_HELD)
    player = evolve(
        base,
        coins=F.COINS.read(t, base.coins, high=None if alfred is None else _coin_cap()),
        points=F.POINTS.read(t, base.points),
        evolution=F.EVOLUTION.read(t, base.evolution),
        knowledge=F.KNOWLEDGE.read(t, base.knowledge),
        rows=_rows(t, base.rows) if alfred is None else _alfred_rows(t, base.rows, alfred, level),
        home=base.home if home is None else frozenset(home),
        fifth_worker=fifth,
        crew=crew, crew_done=done, reserve=reserve, spots=spots, achieved=achieved_set,
        research=base.research if research is None else frozenset(research),
        tents=F.PLAYER_TENTS.read(t, base.tents),
        stamps=base.stamps if stamps is None else (stamps[0], stamps[1], stamps[2]),
        lenses=F.LENSES.read(t, base.lenses),
        explorers=_explorers(t, base.explorers),
        ship=F.SHIP.read(t, base.ship),
        academy_discount=F.ACADEMY_DISCOUNT.read(t, base.academy_discount),
        lagging_cap=F.LAGGING_CAP.read(t, base.lagging_cap),
        penalty_reduction=F.PENALTY_REDUCTION.read(t, base.penalty_reduction),
        book_bonus=F.BOOK_BONUS.read(t, base.book_bonus),
    )
    F.PLAYER_FIELDS.done(t)
    return _PlayerRead(player, t, t.has("tents"), t.has("lenses"), home is not None)


def _coin_cap() -> int:
    from spec.darwins_journey.alfred.data import COIN_CAP

    return COIN_CAP.value


# --- The board tables -----------------------------------------------------------

def _lens(t: Table, default: tuple[int | None, ...], players: int) -> tuple[int | None, ...]:
    """The [lens] table: the setup's neutral Lens tokens stay where they are
    (``keep_neutral = false`` clears them) and each location named gets a
    Lens of its owner: a seat, or -1 for a neutral one."""
    if not t.data:
        return default
    keep = F.KEEP_NEUTRAL.read(t)
    lens: list[int | None] = [owner if keep and owner == NEUTRAL else None for owner in default]
    for key in t.data:
        if key == "keep_neutral":
            continue
        if key not in LOCATION_INDEX:
            raise t.error(key, f"no such location; expected one of: {', '.join(LOCATION_IDS)}")
        loc = LOCATIONS[LOCATION_INDEX[key]]
        if loc.unlock is Unlock.PRINTED:
            lockable = ", ".join(x.id for x in LOCATIONS if x.unlock is not Unlock.PRINTED)
            raise t.error(key, f"{key} is printed open and takes no Lens token; a Lens goes on "
                               f"a locked location: {lockable}")
        lens[LOCATION_INDEX[key]] = F.LENS_OWNER.at(key).read(t, 0, high=players - 1)
    neutral = sum(1 for owner in lens if owner == NEUTRAL)
    if neutral > NEUTRAL_LENS_TOKENS.value:
        raise t.error(next(iter(t.data)), f"{neutral} neutral Lens tokens (-1); there are "
                                          f"{NEUTRAL_LENS_TOKENS.value}")
    for i, loc in enumerate(LOCATIONS):
        if lens[i] is None or loc.diary not in MAIN_DIARIES or loc.row is None:
            continue
        for row in UNLOCK_ORDER[:UNLOCK_ORDER.index(loc.row)]:
            above = next(x for x in LOCATIONS if x.diary is loc.diary and x.page is loc.page
                         and x.row is row)
            if above.unlock is Unlock.LOCKED and lens[LOCATION_INDEX[above.id]] is None:
                raise t.error(loc.id, f"{loc.id} has a Lens but {above.id} above it is still "
                                      f"locked; a Main Diary page unlocks from top to bottom")
    return tuple(lens)


def _workers(t: Table, game: Game) -> tuple[tuple[tuple[int, int], ...], ...]:
    if not t.data:
        return game.workers
    workers: list[tuple[tuple[int, int], ...]] = [()] * len(LOCATIONS)
    seen: dict[tuple[int, int], str] = {}
    for key in t.data:
        if key not in LOCATION_INDEX:
            raise t.error(key, f"no such location; expected one of: {', '.join(LOCATION_IDS)}")
        i = LOCATION_INDEX[key]
        loc = LOCATIONS[i]
        pairs = _pairs(t, key, (0, game.count - 1), (0, 4), "[seat, worker row]")
        assert pairs is not None
        if pairs and loc.unlock is not Unlock.PRINTED and game.lens[i] is None:
            raise t.error(key, f"{key} is locked: a worker goes there only once a Lens token "
                               f"opens it (give it in [lens])")
        if loc.shape is Shape.LENS and len(pairs) > 1:
            raise t.error(key, f"{key} is a Lens and holds one worker; got {len(pairs)}")
        for seat, row in pairs:
            p = game.players[seat]
            if row == 4 and not p.fifth_worker:
                raise t.error(key, f"player {seat}'s fifth worker (row 4) is not in play; set "
                                   f"fifth_worker = true in their [[player]] table")
            if (seat, row) in seen:
                raise t.error(key, f"player {seat}'s worker {row} is also on {seen[seat, row]}")
            seen[seat, row] = key
        workers[i] = pairs
    return tuple(workers)


def _tents(t: Table, game: Game) -> tuple[tuple[int | None, ...], ...]:
    if not t.data:
        return game.tents
    tents: list[tuple[int | None, ...]] = [(None,) * len(s.tent_costs) for s in CAMPSITES]
    for key in t.data:
        if key not in CAMPSITE_INDEX:
            raise t.error(key, f"no such Campsite; expected one of: {', '.join(CAMPSITE_IDS)}")
        k = CAMPSITE_INDEX[key]
        size = len(CAMPSITES[k].tent_costs)
        places = _ints(t, F.TENTS_AT.at(key), game.count - 1, size)
        assert places is not None
        tents[k] = tuple(None if p < 0 else p for p in places)
    return tuple(tents)


def _specimens(t: Table, players: int) -> tuple[tuple[str, str], ...] | None:
    if not t.data:
        return None
    spaces = specimen_spaces(players)
    out: list[tuple[str, str]] = []
    for key in t.data:
        if key not in spaces:
            raise t.error(key, f"{key} takes no Specimen token in a {players}-player game; "
                               f"expected one of: {', '.join(spaces)}")
        out.append((key, F.SPECIMEN.at(key).read(t, "")))
    ids = [s for _, s in out]
    twice = sorted({s for s in ids if ids.count(s) > 1})
    if twice:
        raise t.error(next(k for k, s in out if s == twice[0]),
                      f"Specimen {twice[0]} is on the map twice")
    order = {s: i for i, s in enumerate(spaces)}
    return tuple(sorted(out, key=lambda pair: order[pair[0]]))


# --- Reading the whole file -----------------------------------------------------

def _no_overrides(doc: Table, kind: str) -> None:
    given = ("solo",) if doc.has("solo") else ("players", "first_game", "crew")
    for key in doc.data:
        if key in FIELDS and key not in SETUP_FIELDS:
            what = "[[player]] tables" if key == "player" else key
            raise doc.error(key, f"decide = {kind!r} starts from the setup itself: only "
                                 f"{', '.join(given)} may be given, not {what}")


def _solo_level(doc: Table, kind: str) -> str:
    """Alfred's board if the file is a solo game (its ``solo`` field), else ""."""
    levels = ", ".join(f'"{x}"' for x in LEVELS)
    if not doc.has("solo"):
        if kind in SOLO_KINDS:
            raise doc.error("decide", f"decide = {kind!r} is a decision of the solo game: give "
                                      f"solo = one of {levels} (Alfred's board)")
        if doc.has("alfred"):
            raise doc.error("alfred", f"the [alfred] table is Alfred's board in a solo game: "
                                      f"give solo = one of {levels}")
        return ""
    if doc.has("players"):
        raise doc.error("players", "solo = ... is you against Alfred, seats 0 and 1: leave out "
                                   "players")
    for key in ("first_game", "crew"):
        if doc.has(key):
            raise doc.error(key, f"the solo setup chooses its own tiles and draws your Crew "
                                 f"cards (5 drawn, 3 kept): leave out {key}")
    if kind == "game":
        raise doc.error("decide", 'decide = "game" plays 2 to 4 stand-ins; for a whole solo '
                                  'game against Alfred, ask decide = "solo-game"')
    return F.SOLO.read(doc, "white")


def read_state(doc: Table, kind: str, seed: int) -> FileState:
    if doc.has("players"):
        value = doc.raw("players")
        if not _is_int(value) or value not in PLAYER_COUNTS:
            raise doc.error("players", f"expected 2, 3 or 4 players, got {value!r} (for the "
                                       f"solo game against Alfred, give solo = \"white\", "
                                       f"\"blue\", \"yellow\" or \"green\" instead)")
    solo = _solo_level(doc, kind)
    players = F.PLAYERS.read(doc)
    first_game = F.FIRST_GAME.read(doc)
    crew = F.CREW.read(doc)
    if kind in ("setup", "game", "solo-game"):
        _no_overrides(doc, kind)
    if solo:
        from spec.darwins_journey.alfred.game import setup_solo

        base = setup_solo(solo, seed)
    else:
        base = setup(players, seed, first_game, crew)
    game = _overrides(doc, base, players)
    file = doc.file
    # The moves are words a player uses, or the engine's text; what they name
    # depends on the icons open when each is made, so replay reads them.
    texts = F.MOVES.read(doc)
    lines = tuple(_element_line(doc, "moves", i) for i in range(len(texts)))
    ask = F.ASK.read(doc)
    if doc.has("ask") and kind != "moves":
        raise doc.error("ask", 'ask lists moves to check, for decide = "moves" only')
    if kind == "move" and not texts:
        raise doc.error("moves" if doc.has("moves") else "decide",
                        'decide = "move" answers what the last of the file\'s moves did: give '
                        'moves = ["..."]')
    from ..situation import read_rulings

    alfred_turns = F.ALFRED_TURNS.read(doc)
    if doc.has("alfred_turns") and kind != "alfred-turn":
        raise doc.error("alfred_turns", 'alfred_turns counts the turns Alfred takes before the '
                                        'one asked about: for decide = "alfred-turn" only')
    origin = Origin(players, first_game, crew, game, (), texts, lines, ask, file, game,
                    solo, kind, alfred_turns)
    read: list[Move] = []
    after, _ = replay(origin, read_rulings(doc.table("rulings")), silent(), read)
    origin = replace(origin, moves=tuple(read))
    for i, text in enumerate(ask):
        # Moves in words are read only where a file has some: the phrases'
        # patterns are compiled on import, which a plain decide need not pay.
        from spec.darwins_journey import move_words as words

        try:
            words.read(after, text)
        except words.NoSuchIcon:
            pass  # a move's words, for a move not legal here: the answer says so
        except words.WordsError as e:
            raise InputError(f"ask[{i}] {text!r}: {e}", file=file,
                             line=_element_line(doc, "ask", i), field="ask") from None
    if kind == "alfred-turn":
        problem = not_alfreds_turn(after)
        if problem:
            blame = next((k for k in ("moves", "active", "placed", "workers", "alfred")
                          if doc.has(k)), "decide")
            raise doc.error(blame, problem)
    if kind == "cleanup" and after.round == ROUNDS:
        raise doc.error("round" if doc.has("round") else "decide",
                        f"round {ROUNDS} has no Cleanup Phase: the game ends with final scoring")
    return _tagged(after, replace(origin, after=after))


_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"|\'[^\']*\'')


def _element_line(doc: Table, key: str, index: int) -> int:
    """The line of the ``index``-th string of a list of strings (or the key's line)."""
    start = doc.lines.get(key, 0)
    try:
        source = Path(doc.file).read_text(encoding="utf-8").splitlines()
    except OSError:
        return start
    seen = 0
    for number in range(max(start, 1), len(source) + 1):
        line = source[number - 1]
        if number == start:
            line = line.split("=", 1)[1] if "=" in line else line
        elif re.match(r"\s*([\[A-Za-z0-9_\-]+.*=|\[)", line):
            break  # the next key or table: the list is over
        seen += len(_QUOTED.findall(line))
        if seen > index:
            return number
    return start


def _overrides(doc: Table, base: Game, players: int) -> Game:
    seats = players - 1
    # Players first: the board tables check against them.
    tables = F.PLAYER.read_all(doc)
    if len(tables) > players:
        extra = tables[players]
        message = (f"a {players}-player game has seats 0 to {seats}; this is one [[player]] "
                   f"table too many") if base.alfred is None else (
                   "a solo game has two [[player]] tables, you (seat 0) and Alfred (seat 1); "
                   "this is one too many")
        if extra.data:
            raise extra.error(next(iter(extra.data)), message)
        raise InputError(message, file=doc.file, line=doc.lines.get(extra.path, 0),
                         field=extra.path)
    printed = _printed(base)
    read = [_player(t, base.players[i], printed if i == ALFRED and base.alfred else None,
                    base.alfred.level if base.alfred else "") for i, t in enumerate(tables)]
    people = [r.player for r in read] + list(base.players[len(read):])
    _check_crew(doc, people, read)

    round_ = F.ROUND.read(doc, base.round)
    turn_order = _ints(doc, F.TURN_ORDER, seats, players)
    order = base.turn_order if turn_order is None else turn_order
    active = F.ACTIVE.read(doc, order[0], high=seats)
    beagle = F.BEAGLE.read(doc, round_ - 1)
    if beagle != round_ - 1:
        raise doc.error("beagle", f"the HMS Beagle moves one space at each Cleanup, so in "
                                  f"round {round_} it is on space {round_ - 1}, not {beagle}")
    scrolls = _strs(doc, F.SCROLLS)
    pile = _strs(doc, F.SEAL_PILE)
    # The solo game lays 4 Special Action tiles; the bottom row stays empty (0).
    laid = 4 if base.alfred else 6
    special = _ints(doc, F.SPECIAL_TILES, length=laid)
    special = special + (0,) * (6 - laid) if special is not None else None
    corr = _ints(doc, F.CORRESPONDENCE)
    goals = _ints(doc, F.BEAGLE_GOALS)
    museum = _strs(doc, F.MUSEUM)
    row_coins = _bools(doc, F.ROW_COINS.name, 4)
    shown = len(base.silver_display)  # 2, or 1 in the solo game
    silver_display = _strs(doc, F.SILVER_DISPLAY, length=shown)
    golden_display = _strs(doc, F.GOLDEN_DISPLAY, length=shown)
    silver_stack = _strs(doc, F.SILVER_STACK)
    golden_stack = _strs(doc, F.GOLDEN_STACK)
    envelopes = _envelopes(doc, players)
    used = _ints(doc, F.USED_STAMPS, length=players)
    ribbons = _strs(doc, F.RIBBONS)
    ends = _strs(doc, F.TRACK_ENDS)
    game = evolve(
        base, players=tuple(people), round=round_, turn_order=order, active=active,
        placed=F.PLACED.read(doc, base.placed), beagle=beagle,
        scrolls=base.scrolls if scrolls is None else scrolls,
        special_tiles=base.special_tiles if special is None else special,
        correspondence=base.correspondence if corr is None else (corr[0], corr[1], corr[2]),
        beagle_goals=base.beagle_goals if goals is None else goals,
        museum=base.museum if museum is None else frozenset(museum),
        row_coins=base.row_coins if row_coins is None else (
            row_coins[0], row_coins[1], row_coins[2], row_coins[3]),
        silver_display=base.silver_display if silver_display is None else silver_display,
        golden_display=base.golden_display if golden_display is None else golden_display,
        silver_stack=base.silver_stack if silver_stack is None else silver_stack,
        golden_stack=base.golden_stack if golden_stack is None else golden_stack,
        envelopes=base.envelopes if envelopes is None else envelopes,
        ribbons=base.ribbons if ribbons is None else frozenset(ribbons),
        ends=base.ends if ends is None else frozenset(ends),
    )
    specimens = _specimens(F.SPECIMENS_TABLE.read(doc), players)
    if specimens is not None:
        game = evolve(game, specimens=specimens)
    game = evolve(game, lens=_lens(F.LENS.read(doc), game.lens, players))
    game = evolve(game, workers=_workers(F.WORKERS.read(doc), game))
    game = evolve(game, tents=_tents(F.TENTS_TABLE.read(doc), game))
    if game.alfred is not None:
        game = evolve(game, alfred=_alfred(F.ALFRED.read(doc), game.alfred, game))
    game = _stacks(doc, game)
    _check_objectives(doc, game, read)
    game = _objectives_out(game)
    game = _seals(doc, game, pile, read, printed)
    game = _supplies(doc, game, read)
    game = _stamps(doc, game, used, read)
    game = _pieces(doc, game, read)
    _check_explorers(doc, game, read)
    if not game.placed and not _at_home(game.players[game.active]):
        blame = next((k for k in ("active", "placed", "workers", "alfred") if doc.has(k)),
                     "player")
        if game.alfred is not None and game.active == game.alfred.seat:
            raise doc.error(blame, "Alfred is to place a worker but has none at home; set "
                                   "placed = true, or bring a worker home ([workers], [alfred] "
                                   "hammocks)")
        raise doc.error(blame, f"player {game.active} is to place a worker but has none at "
                               f"home; set placed = true, or bring a worker home ([workers])")
    return game


def _printed(game: Game) -> tuple[tuple[str, ...], ...]:
    """The seals Alfred's board prints on his rows A-D (none without Alfred)."""
    if game.alfred is None:
        return ()
    from spec.darwins_journey.alfred.data import board

    return tuple(tuple(s.value for s in row) for row in board(game.alfred.level).printed_seals)


def _alfred(t: Table, base: AlfredState, game: Game) -> AlfredState:
    """The [alfred] table: his bonus worker, Action cards, hammocks and the
    ongoing Tent icon that frees his seal spots."""
    from spec.darwins_journey.alfred.data import BONUS_TRACK_SPACES, HAMMOCKS

    spaces = BONUS_TRACK_SPACES.value
    bonus = F.BONUS.read(t, base.bonus + 1, high=spaces) - 1
    cards = tuple(range(1, 9))
    deck = _ints(t, F.DECK)
    drawn = _ints(t, F.DRAWN)
    if deck is not None and drawn is not None:
        if sorted(deck + drawn) != list(cards):
            missing = sorted(set(cards) - set(deck) - set(drawn))
            both = sorted(set(deck) & set(drawn))
            detail = (f"card {both[0]} is both in the deck and face up" if both else
                      f"card {missing[0]} is in neither")
            raise t.error("drawn", f"deck and drawn together hold each Action card 1 to 8 "
                                   f"once; {detail}")
    elif drawn is not None:
        deck = tuple(c for c in base.deck + base.drawn if c not in drawn)
    elif deck is not None:
        drawn = tuple(c for c in cards if c not in deck)
    printed = _bonus_cards(base)
    placed = _strs(t, F.BONUS_CARDS, printed,
                   hint=f"his board's two Bonus Track cards, {' and '.join(sorted(printed))}, "
                        "over spaces 5 and 10 in that order")
    cards_placed = base.cards if placed is None else tuple(placed)
    if placed is not None and (len(placed) != 2 or set(placed) != set(printed)):
        raise t.error("cards", f"expected his board's two Bonus Track cards, "
                               f"{' and '.join(sorted(printed))}, over spaces 5 and 10 in that "
                               f"order; got {list(placed)}")
    letters = _strs(t, F.HAMMOCKS)
    hammocks = base.hammocks if letters is None else tuple(ALFRED_LETTERS.index(x)
                                                           for x in letters)
    if len(hammocks) > HAMMOCKS:
        raise t.error("hammocks", f"Alfred's Rest area has {HAMMOCKS} hammocks")
    for row in hammocks:
        on = next((LOCATIONS[i].id for i, ws in enumerate(game.workers)
                   if (base.seat, row) in ws), None)
        if on is not None:
            raise t.error("hammocks", f"worker {ALFRED_LETTERS[row]} rests in a hammock and is "
                                      f"also on {on} ([workers])")
    F.ALFRED_FIELDS.done(t)
    return evolve(base, bonus=bonus, deck=base.deck if deck is None else deck,
                  drawn=base.drawn if drawn is None else drawn, cards=cards_placed,
                  hammocks=hammocks,
                  free_seal_spots=F.FREE_SEAL_SPOTS.read(t, base.free_seal_spots))


def not_alfreds_turn(game: Game) -> str:
    """Why Alfred has no Action-Phase turn to take now ("" when he has)."""
    if game.alfred is None:
        return "not a solo game"
    if game.phase is Phase.OVER:
        return "the game is over"
    if game.active != game.alfred.seat:
        return (f"it is your turn (active = {game.active}), not Alfred's (seat "
                f"{game.alfred.seat}): set active = {game.alfred.seat}")
    if game.phase is not Phase.ACTION or game.frames:
        return f"Alfred is in the {game.phase.value} phase, not at the start of an Action turn"
    if game.placed:
        return "Alfred has already placed a worker this turn: set placed = false"
    if not any(r in game.players[game.alfred.seat].home for r in range(4)):
        return ("Alfred has no worker at home (every worker is on the board or in a "
                "hammock): bring one home ([workers], [alfred] hammocks)")
    return ""


def _at_home(p: Player) -> tuple[int, ...]:
    rows = (0, 1, 2, 3, 4) if p.fifth_worker else (0, 1, 2, 3)
    return tuple(r for r in rows if r in p.home)


def _bools(t: Table, key: str, length: int) -> tuple[bool, ...] | None:
    what = f"a list of {length} booleans (true or false)"
    items = _list(t, key, what)
    if items is None:
        return None
    if len(items) != length or not all(isinstance(b, bool) for b in items):
        raise t.error(key, f"expected {what}; got {items!r}")
    return tuple(bool(b) for b in items)


def _envelopes(doc: Table, players: int) -> tuple[tuple[int, ...], ...] | None:
    what = (f"3 lists (the Envelopes, top first) of {players} Stamp counts (one per seat), "
            f"each from 0 to {STAMPS.value}")
    items = _list(doc, "envelopes", what)
    if items is None:
        return None
    if len(items) != 3:
        raise doc.error("envelopes", f"expected {what}; got {len(items)} lists")
    out: list[tuple[int, ...]] = []
    for e in items:
        if (not isinstance(e, list) or len(e) != players
                or not all(_is_int(n) and 0 <= int(n) <= STAMPS.value for n in e)):
            raise doc.error("envelopes", f"expected {what}; got {e!r}")
        out.append(tuple(int(n) for n in e))
    return tuple(out)


def _check_crew(doc: Table, people: list[Player], read: list[_PlayerRead]) -> None:
    owner: dict[int, int] = {}
    for p in people:
        for card in list(p.crew) + [card for card, _ in p.crew_done]:
            if card in owner:
                t = read[p.seat].table if p.seat < len(read) else doc
                raise t.error("crew" if t is not doc else "player",
                              f"Crew card {card} is held by players {owner[card]} and {p.seat}; "
                              f"there is one of each")
            owner[card] = p.seat


def _check_objectives(doc: Table, game: Game, read: list[_PlayerRead]) -> None:
    """Each Objective is in one place: a display, a stack, a reserve or a space."""
    places: list[tuple[str, Table, str, Iterable[str]]] = [
        ("the silver display", doc, "silver_display", game.silver_display),
        ("the golden display", doc, "golden_display", game.golden_display),
        ("the silver stack", doc, "silver_stack", game.silver_stack),
        ("the golden stack", doc, "golden_stack", game.golden_stack)]
    for p in game.players:
        t = read[p.seat].table if p.seat < len(read) else doc
        key = ("spots" if t.has("spots") else "reserve") if t is not doc else "player"
        places.append((f"player {p.seat}'s board", t, key, (*p.reserve, *p.spots)))
    where: dict[str, str] = {}
    given = [(t, key) for _, t, key, _ in places if t.has(key)]
    for place, t, key, ids in places:
        for id in ids:
            if id and id in where:
                blame_t, blame_key = (t, key) if t.has(key) else given[0] if given else (
                    doc, key)
                raise blame_t.error(blame_key, f"Objective {id} is in two places: {where[id]} "
                                               f"and {place}")
            where[id] = place


def _stacks(doc: Table, game: Game) -> Game:
    """A stack the file does not give loses the Objectives it puts elsewhere
    (the stacks are face down: a player writing a situation cannot know them)."""
    elsewhere = set(game.silver_display) | set(game.golden_display)
    for p in game.players:
        elsewhere |= set(p.reserve) | set(p.spots)
    silver = game.silver_stack if doc.has("silver_stack") else tuple(
        t for t in game.silver_stack if t not in elsewhere)
    golden = game.golden_stack if doc.has("golden_stack") else tuple(
        t for t in game.golden_stack if t not in elsewhere)
    return evolve(game, silver_stack=silver, golden_stack=golden)


def _objectives_out(game: Game) -> Game:
    # Objectives on no display, stack or player board left the game at a Cleanup.
    held = set(game.silver_display) | set(game.golden_display) | set(game.silver_stack) | set(
        game.golden_stack)
    for p in game.players:
        held |= set(p.reserve) | set(p.spots)
    out = tuple(t.id for t in OBJECTIVES if not t.starting and t.id not in held)
    return evolve(game, objectives_out=out)


def _seals(doc: Table, game: Game, pile: tuple[str, ...] | None,
           read: list[_PlayerRead], printed: tuple[tuple[str, ...], ...]) -> Game:
    """The seal pile (the setup's, less what the file put elsewhere, unless the
    file gives it) and the seals out of the game (what is left of 14 a colour).
    Alfred's printed seals are part of his board, not of the 14."""
    on_rows = _count(s for p in game.players for row in p.rows for s in row if s != PURPLE)
    on_rows.subtract(_count(s for row in printed for s in row))
    on_scrolls = _count(game.scrolls)
    drawn = list(game.seal_pile if pile is None else pile)
    total = REGULAR_SEALS_PER_COLOUR.value
    out: list[str] = []
    for colour in COLOURS:
        surplus = on_rows[colour] + on_scrolls[colour] + drawn.count(colour) - total
        if surplus > 0 and pile is None:
            # Take the file's extra seals out of the setup's pile, from the bottom.
            for i in range(len(drawn) - 1, -1, -1):
                if surplus and drawn[i] == colour:
                    del drawn[i]
                    surplus -= 1
        if surplus > 0:
            field = "seal_pile" if pile is not None else "scrolls" if doc.has("scrolls") else None
            message = (f"{total + surplus} {colour} seals in play ({on_rows[colour]} on worker "
                       f"rows, {on_scrolls[colour]} on the Scrolls, {drawn.count(colour)} in the "
                       f"pile); there are {total}")
            if field is None:
                t = next((r.table for r in read if r.table.has("rows")
                          and any(colour in row for row in r.player.rows)), doc)
                raise t.error("rows" if t is not doc else "player", message)
            raise doc.error(field, message)
        out += [colour] * (-surplus)
    return evolve(game, seal_pile=tuple(drawn), seals_out=tuple(out))


def _supply(doc: Table, declared: Integer, used: int, what: str,
            read: list[_PlayerRead], player_key: str) -> int:
    key, total = declared.name, declared.high
    if doc.has(key):
        supply = declared.read(doc, 0)
        if supply + used > total:
            raise doc.error(key, f"{supply} in the supply and {used} with the players make "
                                 f"{supply + used}; there are {total} {what}")
        return supply
    if used > total:
        t = read[0].table if read else doc
        raise t.error(player_key, f"the players hold {used} {what}; there are {total}")
    return total - used


def _supplies(doc: Table, game: Game, read: list[_PlayerRead]) -> Game:
    purple = sum(row.count(PURPLE) for p in game.players for row in p.rows)
    knowledge = sum(p.knowledge for p in game.players)
    research = sum(len(p.research) for p in game.players)
    return evolve(
        game,
        purple=_supply(doc, F.PURPLE_SUPPLY, purple, "purple Special Wax Seals", read, "rows"),
        knowledge_supply=_supply(doc, F.KNOWLEDGE_SUPPLY, knowledge,
                                 "Temporary Knowledge tokens", read, "knowledge"),
        research_supply=_supply(doc, F.RESEARCH_SUPPLY, research, "Research tokens", read,
                                "research"),
    )


def _stamps(doc: Table, game: Game, used: tuple[int, ...] | None,
            read: list[_PlayerRead]) -> Game:
    total = STAMPS.value
    tray = list(game.used_stamps)
    for p in game.players:
        sent = sum(e[p.seat] for e in game.envelopes)
        kept = sum(p.stamps)
        if used is None:
            tray[p.seat] = total - kept - sent
        else:
            tray[p.seat] = used[p.seat]
        if kept + sent + tray[p.seat] != total:
            if used is not None:
                t, field = doc, "used_stamps"
            elif doc.has("envelopes"):
                t, field = doc, "envelopes"
            else:
                t = read[p.seat].table if p.seat < len(read) else doc
                field = "stamps" if t is not doc else "player"
            raise t.error(field, f"player {p.seat} has {kept} Stamps in stacks, {sent} on the "
                                 f"Envelopes and {max(0, tray[p.seat])} used: a player has "
                                 f"{total}")
    return evolve(game, used_stamps=tuple(tray))


def _pieces(doc: Table, game: Game, read: list[_PlayerRead]) -> Game:
    """Tents, Lens tokens and workers: on the board or on the personal board."""
    people = list(game.players)
    for p in game.players:
        r = read[p.seat] if p.seat < len(read) else None
        tents = sum(1 for site in game.tents for who in site if who == p.seat)
        lenses = sum(1 for owner in game.lens if owner == p.seat)
        placed = {row for loc in game.workers for seat, row in loc if seat == p.seat}
        rows = {0, 1, 2, 3, 4} if p.fifth_worker else {0, 1, 2, 3}
        resting = set(game.alfred.hammocks) if game.alfred and p.seat == game.alfred.seat else set()
        home = frozenset(rows - placed - resting)
        if r is not None and r.tents_given and p.tents + tents != TENTS.value:
            raise r.table.error("tents", f"{p.tents} Tents on the personal board and {tents} on "
                                         f"Campsites ([tents]); a player has {TENTS.value}")
        if tents > TENTS.value:
            raise doc.error("tents", f"player {p.seat} has {tents} Tents on Campsites; a player "
                                     f"has {TENTS.value}")
        if r is not None and r.lenses_given and p.lenses + lenses != PERSONAL_LENS_TOKENS.value:
            raise r.table.error("lenses", f"{p.lenses} Lens tokens unplaced and {lenses} on the "
                                          f"board ([lens]); a player has "
                                          f"{PERSONAL_LENS_TOKENS.value}")
        if lenses > PERSONAL_LENS_TOKENS.value:
            raise doc.error("lens", f"player {p.seat} has {lenses} Lens tokens on the board; a "
                                    f"player has {PERSONAL_LENS_TOKENS.value}")
        if r is not None and r.home_given and p.home != home:
            both = sorted(p.home & placed)
            tired = sorted(p.home & resting)
            detail = (f"worker {both[0]} is both at home and on the board" if both else
                      f"worker {ALFRED_LETTERS[tired[0]]} is both at home and in a hammock "
                      f"([alfred] hammocks)" if tired else
                      f"worker {sorted(home - p.home)[0]} is neither at home nor on the board "
                      f"([workers])")
            raise r.table.error("home", detail)
        people[p.seat] = evolve(p, tents=TENTS.value - tents,
                                lenses=PERSONAL_LENS_TOKENS.value - lenses, home=home)
    return evolve(game, players=tuple(people))


def _check_explorers(doc: Table, game: Game, read: list[_PlayerRead]) -> None:
    for k, track in enumerate(ISLAND_TRACKS):
        seen: dict[str, int] = {}
        for p in game.players:
            at = p.explorers[k]
            if not at or at in (track.start.id, track.end.id):
                continue
            if at in seen:
                t = read[p.seat].table if p.seat < len(read) else doc
                raise t.error("explorers", f"players {seen[at]} and {p.seat} both have an "
                                           f"Explorer on {at}; only an island's first and last "
                                           f"spaces hold more than one")
            seen[at] = p.seat


def _bonus_cards(a: AlfredState) -> tuple[str, ...]:
    """The Bonus Track cards over spaces 5 and 10: as setup placed them, or
    as printed on his board where no setup did."""
    from spec.darwins_journey.alfred.data import board

    return a.cards or board(a.level).bonus_cards


# --- Playing the file's moves --------------------------------------------------

def replay(s: Origin, rulings: Rulings, trace: Trace,
           read: list[Move] | None = None) -> tuple[Game, int]:
    """The state after the file's moves, and the seat that made the last (-1: none).
    With ``read``, the moves are read from the file's words, each in the state
    it is made in, and collected there."""
    game, mover = s.start, -1
    if s.solo and s.texts:
        game = _alfred_acts(game, rulings, trace, False)  # your moves wait for his turns
    for i in range(len(s.texts)):
        from spec.darwins_journey import move_words as words

        legal = play.moves(game, rulings)
        text = s.texts[i]
        try:
            move = words.resolve(game, text, legal) if read is not None else s.moves[i]
            if move not in legal:
                raise words.NotLegal(move, words.describe_any(game, move), (),
                                     " under these readings")
        except words.WordsError as e:
            said = f" ({e.said})" if isinstance(e, words.NotLegal) and e.said != text else ""
            problem = (f" is not a legal move{said}{e.why}" if isinstance(e, words.NotLegal)
                       else f": {e}")
            near = ("; did you mean: " + " | ".join(repr(w) for w in e.near)) if e.near else ""
            raise InputError(f"moves[{i}] {text!r}{problem} (player {game.active}, round "
                             f"{game.round}, {game.phase.value} phase; decide = \"moves\" "
                             f"there lists every legal move)"
                             f"{near}", file=s.file, line=s.lines[i], field="moves") from None
        if read is not None:
            read.append(move)
        mover = game.active
        game = play.apply(game, move, rulings, trace)
        if s.solo:
            from spec.darwins_journey.alfred.game import settle

            game = settle(game, rulings, trace)
            game = _alfred_acts(game, rulings, trace,
                                s.kind == "alfred-turn" and i == len(s.texts) - 1)
    if s.solo and s.kind == "alfred-turn" and s.alfred_turns:
        from spec.darwins_journey.alfred.game import alfred_step

        for turn in range(s.alfred_turns):
            game = _alfred_acts(game, rulings, trace, True)
            problem = not_alfreds_turn(game)
            if problem:
                raise InputError(f"alfred_turns = {s.alfred_turns}, but before his turn "
                                 f"{turn + 1} after the moves: {problem}", file=s.file,
                                 field="alfred_turns")
            game = alfred_step(game, rulings, trace)
        game = _alfred_acts(game, rulings, trace, True)
    return game, mover


def _alfred_acts(game: Game, rulings: Rulings, trace: Trace, stop: bool) -> Game:
    """Alfred's steps while it is his turn: his Action-Phase turns and his
    majority rewards; with ``stop``, up to his next Action-Phase turn."""
    from spec.darwins_journey.alfred.game import alfred_step

    while game.active == ALFRED and game.phase is not Phase.OVER:
        if stop and not not_alfreds_turn(game):
            break
        game = alfred_step(game, rulings, trace)
    return game


def _asked(game: Game, text: str, file: str) -> Move | None:
    """The move an ``ask`` entry names, in the state the question is about
    (None: an icon's words, and no open icon does that)."""
    from spec.darwins_journey import move_words as words

    try:
        return words.read(game, text)
    except words.NoSuchIcon:
        return None
    except words.WordsError as e:
        raise InputError(f"ask {text!r}: {e}", file=file, field="ask") from None


# --- Answers ---------------------------------------------------------------------

def icon_text(icon: Icon) -> str:
    if isinstance(icon, Choice):
        return " / ".join(icon_text(o) for o in icon.options)
    assert isinstance(icon, Action)
    parts = [icon.kind.value]
    if icon.amount != 1:
        parts.append(str(icon.amount))
    if icon.discount:
        parts.append(f"-{icon.discount}")
    if icon.free:
        parts.append("free")
    if icon.timing.value != "now":
        parts.append(f"({icon.timing.value})")
    return " ".join(parts)


def pending_text(p: Pending) -> str:
    extras = [x for x, on in (("extra stop", p.extra_stop), ("split", p.split),
                              (f"-{p.discount} Coins", bool(p.discount)),
                              ("second, 3 Coins", p.second)) if on]
    return icon_text(p.icon) + (f" [{', '.join(extras)}]" if extras else "")


def player_json(p: Player) -> dict[str, Json]:
    return {
        "seat": p.seat, "coins": p.coins, "points": p.points, "evolution": p.evolution,
        "knowledge": p.knowledge, "rows": [list(row) for row in p.rows],
        "research": _sorted(p.research), "stamps": list(p.stamps), "tents": p.tents,
        "ship": p.ship, "explorers": list(p.explorers), "lenses": p.lenses,
        "reserve": list(p.reserve), "spots": list(p.spots), "achieved": _sorted_ints(p.achieved),
        "crew": list(p.crew), "crew_done": [[card, row] for card, row in p.crew_done],
    }


def score_json(s: FinalScore) -> dict[str, Json]:
    return {"seat": s.seat, "during_game": s.during_game, "objectives": s.objectives,
            "paired": s.paired, "seals": s.seals, "tents": s.tents, "evolution": s.evolution,
            "coins": s.coins, "knowledge": s.knowledge, "total": s.total}


def scores_json(game: Game, trace: Trace) -> dict[str, Json]:
    out: dict[str, Json] = {
        "museum_modifier": scoring.museum_modifier(game),
        "scores": [score_json(s) for s in scoring.final_scores(game, trace)]}
    if game.alfred is not None:
        # Solo: no shared victory, so no shared ranking; the tie-breakers end
        # with Alfred.
        from spec.darwins_journey.alfred.game import winner

        out["winner"] = winner(game, trace)
    else:
        out["ranking"] = [list(group) for group in scoring.ranking(game, trace)]
    return out


def setup_json(game: Game) -> dict[str, Json]:
    return {
        "players": game.count, "turn_order": list(game.turn_order),
        "turn_order_coins": game.turn_order_coins,
        "special_tiles": list(game.special_tiles), "correspondence": list(game.correspondence),
        "beagle_goals": list(game.beagle_goals), "scrolls": list(game.scrolls),
        "seal_pile": len(game.seal_pile), "seals_out": len(game.seals_out),
        "specimens": len(game.specimens), "museum": _sorted(game.museum),
        "silver_display": list(game.silver_display),
        "golden_display": list(game.golden_display),
        "seats": [{"seat": p.seat, "coins": p.coins, "knowledge": p.knowledge,
                   "rows": [list(row) for row in p.rows], "crew": list(p.crew),
                   "reserve": list(p.reserve)} for p in game.players],
    }


def _sorted(items: Iterable[str]) -> list[Json]:
    return [x for x in sorted(items)]


def _sorted_ints(items: Iterable[int]) -> list[Json]:
    return [x for x in sorted(items)]


def _home(game: Game) -> list[Json]:
    return [_sorted_ints(p.home) for p in game.players]


def _whole_game(players: int, seed: int, first_game: bool, crew: str, rulings: Rulings,
                trace: Trace) -> Game:
    """A whole game with the seeded random stand-in in every seat."""
    from spec.darwins_journey.policies import play_game

    return play_game(players, seed, "random", rulings, trace, None, first_game, crew)


def alfred_json(game: Game) -> dict[str, Json]:
    """Alfred's own board: bonus worker (space 1 to 10), Action cards, hammocks."""
    a = game.alfred
    assert a is not None
    return {"level": a.level, "bonus": a.bonus + 1, "deck": list(a.deck),
            "drawn": list(a.drawn), "hammocks": [ALFRED_LETTERS[r] for r in a.hammocks],
            "free_seal_spots": a.free_seal_spots}


def _option_kind(location: str) -> str:
    """Which option of his card put Alfred's worker on ``location``."""
    from spec.darwins_journey.board import SMALL_DIARY_LOCATIONS, SPECIAL_ACTION_LOCATIONS

    if location == "hammock":
        return "rest"
    if location == "museum":
        return "deliver"
    if location in {loc.id for loc in SMALL_DIARY_LOCATIONS}:
        return "small-diary"
    if location in {loc.id for loc in SPECIAL_ACTION_LOCATIONS}:
        return "special-action"
    return "main-diary"


def alfred_turn_json(game: Game, rulings: Rulings, trace: Trace,
                     after_game: Game | None = None) -> dict[str, Json]:
    """Alfred's next turn from ``game``: what changed on his board and the
    table, and the Temporary Knowledge his Main Diary placement bought (the
    shortfall the spec's own ``location_options`` priced the location at).
    ``after_game``: the state after that turn, when the caller has it."""
    from spec.darwins_journey.alfred.turn import alfred_turn, location_options

    before = game.alfred
    assert before is not None
    if after_game is None:
        after_game = alfred_turn(game, rulings, trace)
    after = after_game.alfred
    assert after is not None
    seat = before.seat
    him = after_game.players[seat]
    left = sorted(game.players[seat].home - him.home)
    row = left[0] if left else -1
    placed = next((i for i, ws in enumerate(after_game.workers)
                   if (seat, row) in ws and (seat, row) not in game.workers[i]), None)
    where = (LOCATIONS[placed].id if placed is not None else
             "hammock" if row in after.hammocks else "")
    option = _option_kind(where) if where else ""
    knowledge = 0
    if option == "main-diary" and placed is not None:
        knowledge = next((x.knowledge for x in location_options(game, row, rulings)
                          if x.location == placed), 0)
    return {
        "card": after.drawn[-1], "reshuffled": bool(before.drawn) and len(after.drawn) == 1,
        "option": option, "worker": ALFRED_LETTERS[row] if row >= 0 else "",
        "location": where, "knowledge": knowledge, "coins": him.coins,
        "bonus": after.bonus + 1, "points": him.points,
        "rows": [list(r) for r in him.rows[:4]], "explorers": list(him.explorers),
        "ship": him.ship, "envelopes": [e[seat] for e in after_game.envelopes],
        "lens": [LOCATIONS[i].id for i, owner in enumerate(after_game.lens) if owner == seat],
        "scrolls": list(after_game.scrolls),
        "hammocks": [ALFRED_LETTERS[r] for r in after.hammocks],
        "museum": _sorted(after_game.museum), "evolution": him.evolution,
        "research": _sorted(him.research),
    }


class DarwinsJourney:
    name = NAME
    title = "Darwin's Journey (2 to 4 players)"
    kinds = KINDS
    form = F.FILE
    # Alfred's boards: `automa play darwins-journey --solo --level LEVEL` only.
    levels: tuple[str, ...] = LEVELS
    player_counts = PLAYER_COUNTS
    policies = ("random", "greedy", "lookahead")

    def read_state(self, doc: Table, kind: str, seed: int) -> FileState:
        return read_state(doc, kind, seed)

    def decide(self, situation: Situation, rulings: Rulings, trace: Trace) -> dict[str, Json]:
        state = situation.state
        assert isinstance(state, Game)
        s = origin_of(state)
        kind = situation.kind
        players, first_game, crew = (s.players, s.first_game, s.crew) if s else (
            state.count, False, "draft")
        if s and s.solo:
            solo = self._decide_solo(situation, s, rulings, trace)
            if solo is not None:
                return solo
        if kind == "setup":
            return setup_json(setup(players, situation.seed, first_game, crew, trace=trace))
        if kind == "game":
            final = _whole_game(players, situation.seed, first_game, crew, rulings, trace)
            return {"players": players, "rounds": final.round, **scores_json(final, trace)}
        game, mover = replay(s, rulings, trace) if s else (
            state, -1)
        if kind == "move":
            if mover < 0:
                raise InputError('decide = "move" needs the moves that led here',
                                 file=situation.file, field="moves")
            me = game.players[mover]
            return {
                "mover": mover, **{k: v for k, v in player_json(me).items() if k != "seat"},
                "players": [player_json(p) for p in game.players],
                "scrolls": list(game.scrolls), "museum": _sorted(game.museum),
                "envelopes": [list(e) for e in game.envelopes],
                "used_stamps": list(game.used_stamps), "phase": game.phase.value,
                "round": game.round, "active": game.active,
                "open": [pending_text(p) for p in game.frames[-1]] if game.frames else [],
            }
        if kind == "rewards":
            preview = play.reward_preview(game, rulings, trace)
            beagle = scoring.beagle_scores(game, trace)
            return {
                "envelopes": [{"first": list(first), "second": list(second)}
                              for first, second in preview],
                "beagle_goal": game.beagle_goals[game.beagle],
                "beagle": [{"seat": seat, "goal": goal, "lagging": lag, "gained": gained}
                           for seat, (goal, lag, gained) in enumerate(beagle)],
            }
        if kind == "cleanup":
            if game.round == ROUNDS:
                raise InputError(f"round {ROUNDS} has no Cleanup Phase: the game ends with "
                                 f"final scoring", file=situation.file, field="decide")
            after = play.cleanup(game, rulings, trace)
            return {"beagle": after.beagle, "scrolls": list(after.scrolls),
                    "seal_pile": len(after.seal_pile),
                    "silver_display": list(after.silver_display),
                    "golden_display": list(after.golden_display),
                    "silver_stack": len(after.silver_stack),
                    "golden_stack": len(after.golden_stack), "home": _home(after)}
        if kind == "final-score":
            return scores_json(game, trace)
        if game.alfred is not None and game.active == ALFRED and game.phase is not Phase.OVER:
            raise InputError(f"it is Alfred's turn (seat {ALFRED}), and your moves are asked "
                             f"for: ask decide = \"alfred-turn\", or set active = 0",
                             file=situation.file, field="active")
        from spec.darwins_journey import move_words as words

        legal = play.explain_moves(game, rulings, trace)
        answer: dict[str, Json] = {"player": game.active, "round": game.round,
                                   "phase": game.phase.value, "count": len(legal),
                                   "moves": [words.describe(game, m) for m in legal]}
        if s and s.ask:
            answer["legal"] = {text: _asked(game, text, situation.file) in legal
                               for text in s.ask}
        return answer

    def _decide_solo(self, situation: Situation, s: Origin, rulings: Rulings,
                     trace: Trace) -> dict[str, Json] | None:
        """The decisions that differ in a solo game (None: as in the base game)."""
        kind = situation.kind
        if kind == "setup":
            from spec.darwins_journey.alfred.game import setup_solo

            game = setup_solo(s.solo, situation.seed, trace)
            assert game.alfred is not None
            return {"solo": s.solo, **setup_json(game), "alfred": alfred_json(game)}
        if kind == "solo-game":
            from spec.darwins_journey.alfred.game import play_solo, winner

            final = play_solo(s.solo, situation.seed, "random", rulings, trace)
            return {"level": s.solo, "rounds": final.round,
                    "scores": [score_json(x) for x in scoring.final_scores(final, trace)],
                    "winner": winner(final, trace)}
        if kind == "alfred-turn":
            game, _ = replay(s, rulings, trace)
            problem = not_alfreds_turn(game)
            if problem:
                raise InputError(problem + " (under these readings)", file=situation.file,
                                 field="decide")
            return alfred_turn_json(game, rulings, trace)
        return None

    def play(self, seed: int, rulings: Rulings, trace: Trace, log: bool, level: str | None,
             players: int, policy: tuple[str, ...] = (), fork: Fork | None = None,
             resume: object | None = None) -> Played:
        from .darwins_journey_play import play_table, solo_game

        if players == 1:
            return solo_game(seed, rulings, trace, log, level or LEVELS[0],
                             policy[0] if policy else "random", fork, resume)
        return play_table(seed, rulings, trace, log, players, policy, fork, resume)

    def standing(self, result: dict[str, Json]) -> Standing:
        from ..played import Standing

        totals = result["totals"]
        assert isinstance(totals, list)
        points = [float(t) for t in totals if isinstance(t, (int, float))]
        if "winner" in result:  # solo: you in seat 0, Alfred in the other
            winner = result["winner"]
            assert isinstance(winner, str)
            return Standing(tuple(("you" if seat == 0 else "Alfred", p)
                                  for seat, p in enumerate(points)), winner)
        winners = result["winners"]
        assert isinstance(winners, list)
        return Standing(tuple((f"seat {seat}", p) for seat, p in enumerate(points)),
                        "seat " + " and ".join(str(w) for w in winners) if len(winners) == 1
                        else "seats " + " and ".join(str(w) for w in winners))

    def round_text(self, row: Json) -> str:
        assert isinstance(row, dict)
        if "alfred" in row:
            turns = row.get("alfred_turns", [])
            assert isinstance(turns, list)
            return (f"round {row['round']}: you {row['you']} points; Alfred {row['alfred']} "
                    f"points, {row['alfred_coins']} Coins, bonus worker on space "
                    f"{row['bonus']}." + "".join(
                        f"\n  #{t['decision']} Alfred: card {t['card']}, {t['option']}, "
                        f"worker {t['worker'] or '-'} to {t['location'] or '-'}"
                        for t in turns if isinstance(t, dict)))
        people = row["players"]
        assert isinstance(people, list)
        order = row["turn_order"]
        assert isinstance(order, list)
        parts = [f"seat {p['seat']}: {p['points']} points, {p['coins']} Coins, evolution "
                 f"{p['evolution']}" for p in people if isinstance(p, dict)]
        moves = row.get("moves", [])
        assert isinstance(moves, list)
        return (f"round {row['round']}: turn order {', '.join(str(x) for x in order)}; "
                + "; ".join(parts) + "." + "".join(
                    f"\n  #{m['decision']} seat {m['seat']}: {m['move']}"
                    for m in moves if isinstance(m, dict)))

    def situation_toml(self, state: object, kind: str, seed: int | None = None) -> str:
        origin = origin_of(state)
        if origin is not None:
            # With the seed, and a file that starts from that seed's setup,
            # the setup's fields and the moves say it all.
            short = seed is not None and origin.start == _setup_of(origin, seed)
            return situation_toml(origin.start, kind, origin.first_game, origin.crew,
                                  origin.texts, origin.ask, origin.alfred_turns, short)
        assert isinstance(state, Game)
        return situation_toml(state, kind)


# --- Writing situation files ------------------------------------------------------

def _setup_of(origin: Origin, seed: int) -> Game:
    """The setup a file with ``origin``'s setup fields starts from, for ``seed``."""
    if origin.solo:
        from spec.darwins_journey.alfred.game import setup_solo

        return setup_solo(origin.solo, seed)
    return setup(origin.players, seed, origin.first_game, origin.crew)


def _moves_toml(key: str, texts: Sequence[str]) -> list[str]:
    """A list of moves, one a line when there are several."""
    from ..toml_writer import quoted, strings

    if len(texts) < 2:
        return [f"{key} = {strings(texts)}"]
    return [f"{key} = ["] + [f"  {quoted(t)}," for t in texts] + ["]"]


def situation_toml(game: Game, kind: str, first_game: bool = False, crew: str = "draft",
                   moves: Sequence[str] = (), ask: Sequence[str] = (), alfred_turns: int = 0,
                   short: bool = False) -> str:
    """The game fields and tables of a situation file that recreates ``game``;
    the caller writes the common fields (game, title, seed, decide). With
    ``short`` (``game`` is the setup the file's seed and setup fields name),
    only the setup fields and the moves."""
    from ..toml_writer import numbers, quoted, strings
    from ..toml_writer import value as _value

    a = game.alfred
    lines = [f"solo = {quoted(a.level)}"] if a is not None else [
        f"players = {game.count}", f"first_game = {_value(first_game)}", f"crew = {quoted(crew)}"]
    if kind in ("setup", "game", "solo-game"):
        return "\n".join(lines) + "\n"
    if short:
        if moves:
            lines += _moves_toml("moves", moves)
        if ask:
            lines.append(f"ask = {strings(ask)}")
        if alfred_turns:
            lines.append(f"alfred_turns = {alfred_turns}")
        return "\n".join(lines) + "\n"
    if game.frames or game.phase.value != "action" or game.resume >= 0:
        lines.append("# The state had an open turn or was past the Action Phase, which a file "
                     "cannot state; replay the moves that led there instead.")
    lines += [
        f"round = {game.round}", f"active = {game.active}",
        f"turn_order = {numbers(game.turn_order)}", f"placed = {_value(game.placed)}",
        f"scrolls = {strings(game.scrolls)}", f"seal_pile = {strings(game.seal_pile)}",
        f"special_tiles = {numbers(game.special_tiles[:4] if a else game.special_tiles)}",
        f"correspondence = {numbers(game.correspondence)}", f"beagle = {game.beagle}",
        f"beagle_goals = {numbers(game.beagle_goals)}", f"museum = {strings(sorted(game.museum))}",
        f"row_coins = {_value(list(game.row_coins))}",
        f"silver_display = {strings(game.silver_display)}",
        f"golden_display = {strings(game.golden_display)}",
        f"silver_stack = {strings(game.silver_stack)}",
        f"golden_stack = {strings(game.golden_stack)}",
        f"envelopes = {_value([list(e) for e in game.envelopes])}",
        f"used_stamps = {numbers(game.used_stamps)}",
        f"ribbons = {strings(sorted(game.ribbons))}",
        f"ends = {strings(e for e in ENDS if e in game.ends)}",
        f"purple = {game.purple}", f"knowledge_supply = {game.knowledge_supply}",
        f"research_supply = {game.research_supply}",
    ]
    if moves:
        lines.append(f"moves = {strings(moves)}")
    if ask:
        lines.append(f"ask = {strings(ask)}")
    if alfred_turns:
        lines.append(f"alfred_turns = {alfred_turns}")
    lines += ["", "[specimens]"] + [f"{space} = {quoted(s)}" for space, s in game.specimens]
    # Every Lens is written, so the setup's neutral ones are not kept as well.
    lines += ["", "[lens]", "keep_neutral = false"] + [
        f"{LOCATIONS[i].id} = {owner}" for i, owner in enumerate(game.lens) if owner is not None]
    lines += ["", "[workers]"] + [f"{LOCATIONS[i].id} = {_value([list(w) for w in ws])}"
                                  for i, ws in enumerate(game.workers) if ws]
    lines += ["", "[tents]"] + [
        f"{CAMPSITES[k].id} = {numbers(-1 if who is None else who for who in row)}"
        for k, row in enumerate(game.tents) if any(who is not None for who in row)]
    if a is not None:
        lines += ["", "[alfred]", f"bonus = {a.bonus + 1}", f"deck = {numbers(a.deck)}",
                  f"drawn = {numbers(a.drawn)}", f"cards = {strings(_bonus_cards(a))}",
                  f"hammocks = {strings(ALFRED_LETTERS[r] for r in a.hammocks)}",
                  f"free_seal_spots = {_value(a.free_seal_spots)}"]
    for p in game.players:
        lines += [
            "", "[[player]]", f"coins = {p.coins}", f"points = {p.points}",
            f"evolution = {p.evolution}", f"knowledge = {p.knowledge}",
            f"rows = {_value([list(r) for r in p.rows])}", f"home = {numbers(sorted(p.home))}",
            f"fifth_worker = {_value(p.fifth_worker)}", f"crew = {numbers(p.crew)}",
            f"crew_done = {_value([list(d) for d in p.crew_done])}",
            f"reserve = {strings(p.reserve)}", f"spots = {strings(p.spots)}",
            f"achieved = {numbers(sorted(p.achieved))}",
            f"research = {strings(sorted(p.research))}", f"tents = {p.tents}",
            f"stamps = {numbers(p.stamps)}", f"lenses = {p.lenses}",
            f"explorers = {strings(p.explorers)}", f"ship = {quoted(p.ship)}",
            f"academy_discount = {_value(p.academy_discount)}",
            f"lagging_cap = {_value(p.lagging_cap)}",
            f"penalty_reduction = {p.penalty_reduction}", f"book_bonus = {p.book_bonus}",
        ]
    return "\n".join(lines) + "\n"


def adapter() -> DarwinsJourney:
    return DarwinsJourney()

"""checker/fork.py: a game under another reading of a Ruling, picked up where
the game under the readings in force first read it, is the very game played
from the setup under that reading; and the pick-up point is right."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from checker import games
from checker.fork import Fork, Held, Start, Watch, held, play_other
from checker.impact import pairs_of
from spec.core.rulings import Rulings
from spec.core.trace import Trace, silent

# Every kind of game a campaign plays, each with the point its adapter marks.
KINDS = [
    ("woodcraft", None, 1, (), range(4)),  # each round's start
    ("wendake", "medium", 1, (), range(4)),  # each year's start
    ("darwins-journey", None, 2, ("random", "random"), range(2)),  # each move
    ("darwins-journey", "white", 1, ("random",), range(3)),  # each move and Alfred turn
]


@pytest.mark.parametrize(("game", "level", "players", "policy", "seeds"), KINDS)
def test_a_game_picked_up_at_the_first_read_is_the_game_played_from_the_setup(
        game: str, level: str | None, players: int, policy: tuple[str, ...],
        seeds: range) -> None:
    adapter = games.load_rules(game)
    pairs = pairs_of(game, [], Rulings())
    later = 0
    for seed in seeds:
        fork = Fork()
        # Traced, as a campaign plays it: the trace must not move a first read.
        adapter.play(seed, Rulings().listening(fork.heard), Trace(), True, level, players,
                     policy, fork)
        assert fork.marks > 1
        for rid, oid in pairs:
            if rid not in fork.heard:
                continue
            rulings = Rulings().with_choice(rid, oid)
            start = fork.start(rid)
            picked = adapter.play(seed, rulings, silent(), True, level, players, policy,
                                  resume=start.position)
            whole = adapter.play(seed, rulings, silent(), True, level, players, policy)
            assert picked.rounds == whole.rounds, (seed, rid, oid)
            assert picked.result == whole.result, (seed, rid, oid)
            assert picked.decisions == whole.decisions, (seed, rid, oid)
            later += start.mark > 1
    # Not idle: some Ruling is first read after the game's first mark, so the
    # game under its other reading starts part way through.
    assert later > 0


def test_the_start_is_the_last_mark_before_the_first_read() -> None:
    fork = Fork()
    rulings = fork.heard
    fork.mark("setup")
    fork.mark("move 1")
    rulings.add("a")  # read during move 1
    fork.mark("move 2")
    rulings.add("a")  # read again: the start stays
    rulings.add("b")
    assert fork.start("a") == Start("move 1", 2)
    assert fork.start("b") == Start("move 2", 3)
    # Never read: the last mark (its other readings play this same game).
    assert fork.start("c") == Start("move 2", 3)
    assert fork.heard == {"a", "b"}


def test_a_ruling_read_before_the_first_mark_starts_from_the_setup() -> None:
    fork = Fork()
    fork.heard.add("setup-ruling")  # read while setting up
    fork.mark("move 1")
    assert fork.start("setup-ruling") == Start(None, 0)


def test_held_gives_back_the_list_as_it_was() -> None:
    rows = [1, 2]
    at = held(rows)
    rows.append(3)
    copy = at.back()
    assert copy == [1, 2]
    copy.append(9)  # a copy: the held list is untouched
    assert rows == [1, 2, 3] and at.back() == [1, 2]


def test_reads_noted_all_at_once_are_first_reads_too() -> None:
    # A remembered answer notes the Rulings it read with one update.
    fork = Fork()
    fork.mark("move 1")
    fork.heard.update({"a", "b"})
    fork.mark("move 2")
    fork.heard.update(["b", "c"])
    assert fork.start("a") == fork.start("b") == Start("move 1", 1)
    assert fork.start("c") == Start("move 2", 2)


def test_reads_note_the_mark_before_each_read_once() -> None:
    fork = Fork()
    fork.heard.add("a")  # during the setup: mark 0
    fork.mark("move 1")
    fork.heard.add("a")
    fork.heard.add("a")  # twice in one move: noted once
    fork.mark("move 2")
    fork.mark("move 3")
    fork.heard.update(["a", "b"])
    assert fork.reads == {"a": [0, 1, 3], "b": [3]}
    assert fork.positions == ["move 1", "move 2", "move 3"]


def test_held_values_are_equal_when_they_held_the_same() -> None:
    mine, theirs = [1, 2, 3], [1, 2]
    assert held(mine) != held(theirs)
    at_two = Held(mine, 2)
    assert at_two == held(theirs)  # what the list gained after its mark is no part of it
    theirs.append(9)
    assert at_two == Held(theirs, 2) and Held(mine, 3) != Held(theirs, 3)


@dataclass(frozen=True)
class _At:
    """A toy position: the move about to be made and the totals so far."""

    MEETS: ClassVar[bool] = True
    move: int
    totals: tuple[int, ...]


def _toy(adds: dict[int, int], fork: Fork, resume: object | None, moves: int = 6) -> list[int]:
    """A toy game of ``moves`` moves: each adds 1 to the total, or
    ``adds[move]`` where the Ruling is read (as the reading has it); marks
    before each move; returns the totals after each move, the whole game."""
    out: list[int] = []
    start = 0
    if resume is not None:
        assert isinstance(resume, _At)
        start, out = resume.move, list(resume.totals)
    for move in range(start, moves):
        fork.mark(_At(move, tuple(out)))
        total = out[-1] if out else 0
        if move in adds:
            fork.heard.add("r")
            out.append(total + adds[move])
        else:
            out.append(total + 1)
    return out


def test_a_game_that_meets_the_first_again_jumps_to_the_next_read() -> None:
    first = Fork()
    # The Ruling is read at moves 1 and 4 (marks 2 and 5); under the readings
    # in force it adds 1 there.
    end = _toy({1: 1, 4: 1}, first, None)
    assert first.reads["r"] == [2, 5]
    played: list[object | None] = []

    def other(adds: dict[int, int]) -> tuple[list[int], int]:
        def play(watch: Watch, at: object | None) -> list[int]:
            played.append(at)
            return _toy(adds, watch, at)
        return play_other(play, first, "r", end)

    # The other reading adds 1 as well: the game meets the first at mark 3,
    # jumps to mark 5 (before the next read), meets again and ends as it.
    assert other({1: 1, 4: 1}) == (end, 2)
    assert played == [first.positions[1], first.positions[4]]
    # It adds 2 at move 4 only: the two part there for good.
    played.clear()
    result, met = other({1: 1, 4: 2})
    assert met == 1 and played == [first.positions[1], first.positions[4]]
    assert result == [1, 2, 3, 4, 6, 7] != end
    # Read at moves 1 and 2, the second time adding 5: the games stand alike
    # before move 2, but the Ruling is read there, so the game plays on.
    first = Fork()
    end = _toy({1: 1, 2: 1}, first, None)
    assert other({1: 1, 2: 5}) == ([1, 2, 7, 8, 9, 10], 0)
    first = Fork()
    end = _toy({1: 1, 4: 1}, first, None)
    played.clear()
    # It adds 5 at move 1: they never meet, and the game plays to its end.
    played.clear()
    assert other({1: 5, 4: 1}) == ([1, 6, 7, 8, 9, 10], 0)
    assert played == [first.positions[1]]


def test_positions_that_do_not_say_they_meet_are_never_compared() -> None:
    @dataclass(frozen=True)
    class Opaque:
        move: int
        total: int

        def __eq__(self, other: object) -> bool:
            raise AssertionError("compared")

    first = Fork()
    for move in range(3):
        first.mark(Opaque(move, move))
    first.heard.add("r")
    watch = Watch(first, "r", 1)
    for move in range(3):
        watch.mark(Opaque(move, move))  # no comparison, no stop


def test_a_game_longer_than_the_first_is_watched_to_its_end() -> None:
    first = Fork()
    end = _toy({0: 1}, first, None, moves=3)
    result, met = play_other(lambda watch, at: _toy({0: 2}, watch, at, moves=3 + 2),
                             first, "r", end)
    assert (result, met) == ([2, 3, 4, 5, 6], 0)


@pytest.mark.parametrize(("game", "level", "players", "policy", "seeds"), KINDS[2:])
def test_a_game_that_meets_the_first_again_is_the_game_played_from_the_setup(
        game: str, level: str | None, players: int, policy: tuple[str, ...],
        seeds: range) -> None:
    adapter = games.load_rules(game)
    pairs = pairs_of(game, [], Rulings())
    met = 0
    for seed in seeds:
        fork = Fork()
        first = adapter.play(seed, Rulings().listening(fork.heard), Trace(), True, level,
                             players, policy, fork)
        for rid, oid in pairs:
            if rid not in fork.heard:
                continue
            rulings = Rulings().with_choice(rid, oid)
            other, times = play_other(
                lambda watch, at: adapter.play(seed, rulings, silent(), True, level, players,
                                               policy, watch, at), fork, rid, first)
            whole = adapter.play(seed, rulings, silent(), True, level, players, policy)
            assert other.rounds == whole.rounds, (seed, rid, oid)
            assert other.result == whole.result, (seed, rid, oid)
            assert other.decisions == whole.decisions, (seed, rid, oid)
            met += times
    # Not idle: games under other readings do meet the first again.
    assert met > 0


def test_a_ruling_never_read_asked_all_the_same_is_the_first_game() -> None:
    first = Fork()
    end = _toy({}, first, None)
    played: list[object | None] = []

    def play(watch: Watch, at: object | None) -> list[int]:
        played.append(at)
        return _toy({}, watch, at)

    assert play_other(play, first, "r", end) == (end, 0)
    assert played == [first.positions[-1]]  # the last mark, played out alike

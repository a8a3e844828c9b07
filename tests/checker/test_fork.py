"""checker/fork.py: a game under another reading of a Ruling, picked up where
the game under the readings in force first read it, is the very game played
from the setup under that reading; and the pick-up point is right."""

from __future__ import annotations

import pytest

from checker import games
from checker.fork import Fork, Start, held
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

"""What an answer rests on, as `automa decide` reports it, is what trying
every other reading of every Ruling of the game finds.

`rests_on` plays the other readings only of the Rulings the decision reads
(``Rulings.listening``); these tests play all of them, the slow way, on every
bundled example, and ask for the same list."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker import games
from checker.commands import rests_on, run
from checker.errors import InputError
from checker.situation import read
from spec.core import rulings as ruling_registry
from spec.core.rulings import Rulings

EXAMPLES = [p for g in games.names() for p in games.examples(g)]


def every_reading_tried(example: Path) -> list[tuple[str, str, tuple[str, ...]]]:
    situation = read(example)
    decision = run(situation, situation.rulings)
    found: list[tuple[str, str, tuple[str, ...]]] = []
    for r in ruling_registry.all_rulings(situation.game):
        current = situation.rulings(r).value
        for o in r.options:
            if o.id == current:
                continue
            try:
                other = run(situation, situation.rulings.with_choice(r.id, o.id),
                            traced=False).answer
            except InputError:
                found.append((r.id, o.id, ("position cannot arise",)))
                continue
            changed = tuple(k for k in decision.answer if other.get(k) != decision.answer[k])
            if changed:
                found.append((r.id, o.id, changed))
    return found


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_rests_on_finds_what_every_reading_tried_finds(example: Path) -> None:
    situation = read(example)
    basis = rests_on(run(situation, situation.rulings))
    reported: list[tuple[str, str, tuple[str, ...]]] = []
    moved = basis["rulings"]
    assert isinstance(moved, list)
    for m in moved:
        assert isinstance(m, dict) and isinstance(m["changes"], list)
        changes = (("position cannot arise",) if "position_cannot_arise" in m
                   else tuple(str(c) for c in m["changes"]))
        reported.append((str(m["ruling"]), str(m["other"]), changes))
    assert reported == every_reading_tried(example)


def test_a_listening_reading_notes_what_is_read_and_passes_it_on() -> None:
    heard: set[str] = set()
    rulings = Rulings().listening(heard)
    some = ruling_registry.all_rulings("woodcraft")[:2]
    rulings(some[0])
    assert heard == {some[0].id}
    # A reading made from a listening one listens too: the spec makes them
    # (Rulings.with_choice) to ask what another reading would allow.
    other = some[1].options[-1].id
    rulings.with_choice(some[1].id, other)(some[1])
    assert heard == {some[0].id, some[1].id}
    # The ear is no part of the value.
    assert rulings == Rulings() and hash(rulings) == hash(Rulings())

"""The mutation tool makes exactly the change it names, and nothing else."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from checker.games import ROOT
from checker.mutate import Equivalent, equivalents, mutants, mutated_source, report, suite_for

SOURCE = '''
def f(a, b):
    if a < b and b == 2:
        return a + 1
    return b
'''


def test_each_mutant_changes_one_thing_as_it_says(tmp_path: Path) -> None:
    module = tmp_path / "spec" / "game" / "m.py"
    module.parent.mkdir(parents=True)
    module.write_text(SOURCE)
    found = {m.what: mutated_source(m, tmp_path) for m in mutants(module, tmp_path)}
    body = "def f(a, b):\n    if {}:\n        return {}\n    return b"
    assert found == {
        "condition negated": body.format("not (a < b and b == 2)", "a + 1"),
        "and → or": body.format("a < b or b == 2", "a + 1"),
        "< → <=": body.format("a <= b and b == 2", "a + 1"),
        "== → !=": body.format("a < b and b != 2", "a + 1"),
        "2 → 3": body.format("a < b and b == 3", "a + 1"),
        "+ → -": body.format("a < b and b == 2", "a - 1"),
        "1 → 2": body.format("a < b and b == 2", "a + 2"),
    }
    for text in found.values():
        ast.parse(text)


def test_a_game_module_answers_to_its_games_tests() -> None:
    assert suite_for("spec/woodcraft/cards.py")[:2] == ["tests/spec/woodcraft",
                                                        "tests/checker/test_examples.py"]
    assert suite_for("spec/core/priority.py")[0] == "tests/spec"


def _module(root: Path) -> Path:
    module = root / "spec" / "game" / "m.py"
    module.parent.mkdir(parents=True, exist_ok=True)
    module.write_text(SOURCE)
    return module


def test_a_judged_equivalent_is_counted_apart_from_the_score(tmp_path: Path) -> None:
    every = {m.what: m for m in mutants(_module(tmp_path), tmp_path)}
    judged = Equivalent("spec/game/m.py", "if a < b and b == 2:", "< → <=",
                        "b is never equal to a here")
    results = [(every["< → <="], "live"), (every["+ → -"], "live"),
               (every["1 → 2"], "killed"), (every["and → or"], "killed")]
    text = report(results, [judged], tmp_path)
    # 2 killed of the 3 not judged equivalent; the equivalent one is listed
    # with its reason, not as live.
    assert "spec/game/m.py                                  4      2    1     1    67%" in text
    live = text.split("Live mutants")[1].split("Equivalent mutants")[0]
    assert "+ → -" in live and "< → <=" not in live
    assert "spec/game/m.py:3: < → <=: b is never equal to a here" in text


def test_an_equivalent_stops_matching_when_its_line_changes(tmp_path: Path) -> None:
    module = _module(tmp_path)
    judged = Equivalent("spec/game/m.py", "if a < b and b == 2:", "< → <=", "why")
    m = next(m for m in mutants(module, tmp_path) if m.what == "< → <=")
    assert judged.matches(m, tmp_path)
    module.write_text(SOURCE.replace("b == 2", "b == 3"))
    assert not judged.matches(m, tmp_path)


def test_the_equivalents_list_wants_every_field(tmp_path: Path) -> None:
    listed = tmp_path / "eq.toml"
    listed.write_text('[[equivalent]]\nmodule = "spec/x.py"\nline = "x"\nwhat = "1 → 2"\n')
    with pytest.raises(SystemExit, match="equivalent #1: field reason"):
        equivalents(listed)


def test_every_committed_equivalent_names_a_live_point_of_the_spec() -> None:
    """A stale entry (its line edited away) would quietly excuse nothing; it
    must be judged again, so the list holds only entries that match."""
    for e in equivalents():
        found = [m for m in mutants(ROOT / e.module) if e.matches(m)]
        assert found, f"{e.module}: {e.line!r} ({e.what}) matches no mutant any more"


def test_an_equivalent_can_name_one_of_several_alike_on_its_line(tmp_path: Path) -> None:
    module = tmp_path / "spec" / "game" / "m.py"
    module.parent.mkdir(parents=True)
    module.write_text("X = pow(3, -1, 1 << 64)\n")
    alike = [m for m in mutants(module, tmp_path) if m.what == "1 → 2"]
    assert len(alike) == 2
    second = Equivalent("spec/game/m.py", "X = pow(3, -1, 1 << 64)", "1 → 2", "why", nth=2)
    assert [second.matches(m, tmp_path) for m in alike] == [False, True]


def test_a_recorded_run_is_read_back_only_while_the_spec_is_unchanged(tmp_path: Path) -> None:
    from checker.mutate import recorded

    m = mutants(ROOT / "spec" / "core" / "deck.py")[0]
    row = {"module": m.module, "line": m.line, "what": m.what, "index": m.index,
           "outcome": "live"}
    saved = tmp_path / "run.jsonl"
    saved.write_text(json.dumps(row) + "\n")
    assert recorded(saved) == [(m, "live")]
    saved.write_text(json.dumps({**row, "line": m.line + 1}) + "\n")
    with pytest.raises(SystemExit, match="the spec changed since this run"):
        recorded(saved)

"""The mutation tool makes exactly the change it names, and nothing else."""

from __future__ import annotations

import ast
from pathlib import Path

from checker.mutate import mutants, mutated_source, suite_for

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

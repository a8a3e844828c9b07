"""The generic search for readings that matter: every Ruling of a game is
replayed under each other reading over seeded whole games; a reading that
changes a result comes with a command that replays it, and a Ruling no game
shows at work is reported moot."""

from __future__ import annotations

import json
import shlex

import pytest

from checker.properties.readings import readings_check, replay_command, search
from spec.core.findings import FindingKind

from .run_cli import automa


def test_a_reading_that_matters_replays_with_a_different_result(
        capsys: pytest.CaptureFixture[str]) -> None:
    report = search("woodcraft", games_each=6)
    moving = [r for r in report.reach.values() if r.changed]
    assert moving, "no Woodcraft reading changed any of six seeded games"
    for reach in moving:
        args = shlex.split(replay_command("woodcraft", reach))[1:]
        _, out, _ = automa(capsys, *args, "--json")
        other = json.loads(out)["result"]
        without = [a for a in args if a != "--ruling" and not a.startswith(reach.ruling)]
        _, out, _ = automa(capsys, *without, "--json")
        assert json.loads(out)["result"] != other, replay_command("woodcraft", reach)


def test_every_ruling_is_shown_at_work_or_reported_moot() -> None:
    outcome = readings_check("wendake").run(12)
    moot = {d.ruling for d in outcome.drafts}
    assert all(d.kind is FindingKind.MOOT_RULING and not d.witness_toml for d in outcome.drafts)
    shown = {line.split("=", 1)[0] for line in outcome.details if "; replay: " in line}
    from spec.core.rulings import all_rulings

    # Each Ruling is one or the other, never both.
    assert moot | shown == {r.id for r in all_rulings("wendake")}
    assert not moot & shown

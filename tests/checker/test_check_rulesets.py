"""`automa check --ruleset`: every check runs under the ruleset it is given,
its findings say so, and the witness files it writes replay under it."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker import check
from checker.check import Check, Draft, Outcome, collect
from checker.rulesets import in_force, under
from checker.strategies.shared import over_ruleset, rulings_toml
from spec.core.findings import FindingKind
from spec.core.rulings import DEFAULT_RULESET, Ruleset, Rulings
from spec.darwins_journey import rulings as dj

HALVE = dj.HALVE_WHO.id


def test_checks_start_from_the_ruleset_they_run_under() -> None:
    assert in_force().ruleset is DEFAULT_RULESET
    with under(Ruleset.PRINTED):
        assert in_force()(dj.HALVE_WHO) is dj.HalveWho.PERFORMED
        # A reading the ruleset picks anyway is not a choice of its own.
        assert over_ruleset({HALVE: "performed"}).chosen == ()
        assert over_ruleset({HALVE: "awarded"}).chosen == ((HALVE, "awarded"),)
    assert in_force()(dj.HALVE_WHO) is dj.HalveWho.AWARDED


def test_a_witness_names_its_ruleset_and_each_reading_chosen_over_it() -> None:
    assert rulings_toml(Rulings()) == ([], [])
    head, table = rulings_toml(Rulings.of({HALVE: "performed"}, Ruleset.PRINTED))
    assert head == ['ruleset = "printed"'] and table == []
    head, table = rulings_toml(Rulings.of({HALVE: "performed"}))
    # Under errata, the printed reading is a choice the file must state.
    assert head == [] and table == ["[rulings]", f'"{HALVE}" = "performed"']


def _ruleset_seen() -> Outcome:
    seen = in_force().ruleset.value
    witness = f'game = "fake"\ntitle = "under {seen}"\n'
    return Outcome(drafts=(Draft(FindingKind.GAP, (), f"ran under {seen}", "seen", witness,
                                 ""),))


def test_findings_name_the_ruleset_they_were_found_under(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    probe = Check("woodcraft.ruleset-seen", "woodcraft", "property", "Which ruleset?", (),
                  lambda n: _ruleset_seen())
    monkeypatch.setattr(check, "checks", lambda game: (probe,))
    with under(Ruleset.FAQ):
        report = collect(("woodcraft",), False, tmp_path)
    [finding] = report.findings
    assert finding.ruleset is Ruleset.FAQ and finding.summary == "ran under faq"
    assert check.finding_json(finding)["ruleset"] == "faq"

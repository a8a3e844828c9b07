"""The Wendake property suite and z3 probes: each invariant holds, and a
deliberately broken spec trips it; each hole in the text is found, with a
witness that replays through the CLI's own path and whose answer changes
with the reading of its Ruling; each proof is not vacuous, and the models
agree with the spec.

The whole quick pass runs once (a module fixture) and the finding tests
read its report; invariants run with few examples. The searches are
derandomized, so the outcomes are the same on every run.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import strategies as st

import spec.wendake.ghost as ghost_module
import spec.wendake.player as player_module
import spec.wendake.year as year_module
from checker import check
from checker.check import Check, Outcome, Report, collect
from checker.commands import run
from checker.games import Json
from checker.probes import wendake as probes
from checker.properties import wendake as properties
from checker.properties.search import search
from checker.situation import check_expectations, read
from checker.strategies import wendake as strategies
from checker.strategies.shared import GameCase
from spec.core.findings import Finding, FindingKind, Proof
from spec.core.rulings import AnyRuling, DEFAULTS, Ruling
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.wendake import clauses as c
from spec.wendake import data
from spec.wendake import rulings as r
from spec.wendake.model import Action, Flag, GhostState, Kind, Owner, Territory

FEW = 15  # examples per invariant search

PROPERTIES = {
    "wendake.unsettled-ties", "wendake.readings-matter", "wendake.no-option-applies", "wendake.natives-conserved", "wendake.ghost-score", "wendake.ghost-actions",
    "wendake.masks", "wendake.same-seed-same-game", "wendake.turn-order",
    "wendake.chosen-territory-full", "wendake.progress-empty-levels",
    "wendake.face-down-mask", "wendake.no-native-in-home", "wendake.attack-target",
    "wendake.ledger",
}
PROBES = {"wendake.placement-decides", "wendake.warrior-one-territory",
          "wendake.home-runs-out"}


def get(check_id: str) -> Check:
    return {k.id: k for k in check.checks("wendake")}[check_id]


def holds(check_id: str) -> Outcome:
    outcome = get(check_id).run(FEW)
    assert outcome.drafts == () and outcome.proofs == ()
    assert outcome.examples >= FEW
    return outcome


def breaks(check_id: str, message: str) -> None:
    with pytest.raises(AssertionError, match=message):
        get(check_id).run(FEW)


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Report:
    """`automa check wendake --quick`, once for the whole file."""
    return collect(("wendake",), False, tmp_path_factory.mktemp("wendake-check"))


def found(report: Report, source: str) -> list[Finding]:
    return [f for f in report.findings if f.source == source]


def answers(finding: Finding, ruling: AnyRuling) -> dict[str, dict[str, Json]]:
    """The witness's answer under each reading of ``ruling``."""
    situation = read(Path(finding.witness))
    return {o.id: dict(run(situation, situation.rulings.with_choice(ruling.id, o.id)).answer)
            for o in ruling.options}


def differs(finding: Finding, ruling: AnyRuling) -> dict[str, dict[str, Json]]:
    """Check a finding's witness: it names ``ruling``, replays its [expect],
    and its answer changes with the reading."""
    assert finding.ruling == ruling.id
    situation = read(Path(finding.witness))
    assert situation.expect
    assert check_expectations(situation, run(situation, situation.rulings).answer) == []
    got = answers(finding, ruling)
    assert len({repr(a) for a in got.values()}) >= 2, got
    return got


# The registry and the generators.


def test_the_suite_registers_every_property_and_probe_with_known_clauses() -> None:
    from spec.core.clauses import get as clause

    registered = check.checks("wendake")
    assert {k.id for k in registered if k.kind == "property"} == PROPERTIES
    assert {k.id for k in registered if k.kind == "probe"} == PROBES
    for k in registered:
        assert k.game == "wendake" and k.question.endswith("?") and k.clauses
        for cid in k.clauses:
            assert clause(cid).game == "wendake"


@pytest.mark.cites(c.GHOST_NATIVES.id, c.MASK_CARD.id, c.BOARD.id)
def test_generated_situations_round_trip_through_situation_files(tmp_path: Path) -> None:
    cases = st.one_of(strategies.situations(readings=strategies.rulings()),
                      strategies.situations(decide=strategies.YEAR_START),
                      strategies.game_situations(strategies.rulings()))
    seen: list[strategies.Case] = []

    def same(case: strategies.Case) -> str:
        seen.append(case)
        path = tmp_path / "case.toml"
        path.write_text(strategies.witness_toml(title="t", question="q", case=case),
                        encoding="utf-8")
        situation = read(path)
        if situation.state != case.state or situation.rulings != case.rulings:
            return "the file does not rebuild the state"
        return properties.natives_problem(case.state, "generated")

    assert search(cases, same, 40).failure is None
    assert any(k.rulings.chosen for k in seen) and any(k.state.year > 3 for k in seen)
    assert any(k.decide == strategies.YEAR_START for k in seen)


def test_generated_states_differ_from_what_they_drew_only_where_a_file_is_silent() -> None:
    drawn: list[GhostState] = []

    def keep(state: GhostState) -> str:
        drawn.append(state)
        return ""

    states = strategies.situations().map(lambda k: k.state)
    assert search(states, keep, 10).failure is None
    for state in drawn:
        again = strategies.loaded(1, state)
        for f in dataclasses.fields(GhostState):
            if f.name not in strategies.UNSTATED:
                assert getattr(again, f.name) == getattr(state, f.name), f.name


@pytest.mark.cites(c.WARRIOR.id, c.WOMAN.id)
def test_crowded_boards_are_common_and_keep_every_count() -> None:
    boards: list[tuple[Territory, ...]] = []

    def legal(board: tuple[Territory, ...]) -> str:
        boards.append(board)
        for owner in Owner:
            on = strategies.on_board(board, owner)
            if max(on.warrior, on.woman, on.hunter) > 7:
                return f"{owner.value} has more than 7 of a kind on the board"
        return "" if strategies.outposts_on_board(board) <= 4 else "too many Outposts"

    assert search(strategies.boards(), legal, 60).failure is None
    ghost = [strategies.on_board(b, Owner.GHOST) for b in boards]
    assert any(n.warrior == 7 for n in ghost) and any(n.woman == 7 for n in ghost)


# 1. Natives are conserved.


@pytest.mark.cites(c.GHOST_NATIVES.id, c.INJURED_GO_HOME.id, c.ATTACK.id, c.NATIVE_ACTION.id)
def test_every_native_is_accounted_for(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("wendake.natives-conserved")
    honest = player_module.injure

    def lost(state: GhostState, t: Territory, trace: Trace) -> GhostState:
        # The injured Ghost Native leaves the board but never reaches Home.
        return evolve(honest(state, t, trace), ghost_home=state.ghost_home)

    monkeypatch.setattr(player_module, "injure", lost)
    breaks("wendake.natives-conserved", r"the Ghost has \d+ \w+\(s\) at Home and \d+ on the "
                                        r"board, not 7")


# 2. The Ghost's score.


@pytest.mark.cites(c.SCORE_ACTION.id, c.SCORE_DISKS.id, c.GOAL.id, c.WIN.id)
def test_the_ghost_score_is_the_printed_total_plus_one_per_score_action(
        monkeypatch: pytest.MonkeyPatch) -> None:
    holds("wendake.ghost-score")
    honest = ghost_module.score

    def double(state: GhostState, trace: Trace) -> GhostState:
        return honest(honest(state, trace), trace)

    monkeypatch.setattr(ghost_module, "score", double)
    breaks("wendake.ghost-score", "score rose by 2 on a score")


# 3. Three actions a year, along the Mask's row.


@pytest.mark.cites(c.MASK_ROW.id, c.GHOST_TURN.id, c.SEVEN_YEARS.id, c.MASK_CARD.id)
def test_three_ghost_actions_a_year_from_the_masks_card_rightwards(
        monkeypatch: pytest.MonkeyPatch) -> None:
    holds("wendake.ghost-actions")
    monkeypatch.setattr(data, "GHOST_TURNS_PER_YEAR", 2)
    breaks("wendake.ghost-actions", r"the Ghost took \[2, 2, 2, 2, 2, 2, 2\] actions")


@pytest.mark.cites(c.MASK_ROW.id)
def test_turning_leftwards_breaks_the_action_order(monkeypatch: pytest.MonkeyPatch) -> None:
    honest = ghost_module.current_action

    def leftwards(state: GhostState, trace: Trace) -> tuple[int, Action]:
        index, _ = honest(evolve(state, turn=0), trace)
        index = (index - state.turn) % len(state.cards)
        return index, state.cards[index].rows[ghost_module.this_years_mask(state)[1].card.row]

    monkeypatch.setattr(ghost_module, "current_action", leftwards)
    breaks("wendake.ghost-actions", "Mask .* points at")


# 4. Masks.


@pytest.mark.cites(c.MASKS_AWAY.id, c.NEW_YEAR.id, c.MASK_CARD.id)
def test_masks_leave_after_years_3_and_6_and_one_at_most_lies_face_up(
        monkeypatch: pytest.MonkeyPatch) -> None:
    holds("wendake.masks")
    monkeypatch.setattr(data, "MASK_CLEAR_AFTER", (3, 5))
    breaks("wendake.masks", "in Year 5")


@pytest.mark.cites(c.MASKS_AWAY.id)
def test_masks_cleared_onto_the_top_of_the_discard_pile_break_the_property(
        monkeypatch: pytest.MonkeyPatch) -> None:
    honest = year_module.restore

    def on_top(state: GhostState, trace: Trace) -> GhostState:
        after = honest(state, trace)
        deck = after.mask_deck
        if state.year in (3, 6) and state.mask_deck.discard:
            gone = deck.discard[: len(deck.discard) - len(state.mask_deck.discard)]
            deck = dataclasses.replace(deck, discard=state.mask_deck.discard + gone)
        return evolve(after, mask_deck=deck)

    monkeypatch.setattr(strategies, "restore", on_top)
    breaks("wendake.masks", "should lie at its bottom")


# 5. Same seed, same game.


@pytest.mark.cites(c.GHOST_CARDS.id, c.THREE_MARKERS.id)
def test_the_same_seed_gives_the_same_game(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("wendake.same-seed-same-game")
    honest = player_module.player_action
    calls = [0]

    def restless(state: GhostState, trace: Trace) -> tuple[GhostState, str]:
        # A player whose score depends on how often it was asked.
        calls[0] += 1
        after, done = honest(state, trace)
        return evolve(after, player_score=after.player_score + calls[0]), done

    monkeypatch.setattr(year_module, "player_action", restless)
    breaks("wendake.same-seed-same-game", "differ")


# 6. Turn order.


@pytest.mark.cites(c.ALTERNATE.id, c.TURN_ORDER_SETUP.id, c.NEW_YEAR.id,
                   c.RESTORE_TURN_ORDER.id)
def test_you_go_first_in_year_1_then_the_first_player_alternates(
        monkeypatch: pytest.MonkeyPatch) -> None:
    holds("wendake.turn-order")
    honest = year_module.restore

    def no_swap(state: GhostState, trace: Trace) -> GhostState:
        return evolve(honest(state, trace), player_first=state.player_first)

    monkeypatch.setattr(year_module, "restore", no_swap)
    breaks("wendake.turn-order", r"you went first in years \[1, 2, 3")


@pytest.mark.cites(c.ALTERNATE.id, c.THREE_MARKERS.id)
def test_the_turn_order_is_read_off_the_trace() -> None:
    trace = Trace(on=True)
    year_module.play_game(3, DEFAULTS, trace)
    assert properties.turn_order(trace) == ["YGYGYG", "GYGYGY"] * 3 + ["YGYGYG"]


# 7. Holes in the text: each found, with a witness whose answer changes.


@pytest.mark.cites(c.HUNTER.id, c.WOMAN.id)
def test_a_territory_full_of_ghost_natives_is_found_by_search(report: Report) -> None:
    (finding,) = found(report, "wendake.chosen-territory-full")
    assert finding.kind is FindingKind.GAP
    got = differs(finding, r.FULL_OF_GHOSTS)
    assert got["nothing"]["territory"] == "" and got["other-territory"]["territory"] != ""


@pytest.mark.cites(c.TAKE_PROGRESS.id)
def test_a_progress_take_from_empty_levels(report: Report) -> None:
    (finding,) = found(report, "wendake.progress-empty-levels")
    got = differs(finding, r.PROGRESS_EMPTY)
    assert got["lower-levels"]["progress_tile"] == ""
    assert got["any-level"]["progress_tile"] != ""
    state = read(Path(finding.witness)).state
    assert isinstance(state, GhostState)
    assert not any(state.progress[: state.progress_disk])


@pytest.mark.cites(c.MASK_CARD.id, c.NEW_YEAR.id)
def test_a_face_down_mask_in_year_2_or_later(report: Report) -> None:
    (finding,) = found(report, "wendake.face-down-mask")
    got = differs(finding, r.FACE_DOWN_MASK)
    assert got["counts"]["under_card"] != got["does-not-count"]["under_card"]
    state = read(Path(finding.witness)).state
    assert isinstance(state, GhostState) and state.year >= 2


@pytest.mark.cites(c.NATIVE_ACTION.id, c.GHOST_NATIVES.id)
def test_a_native_kind_with_none_left_at_home(report: Report) -> None:
    (finding,) = found(report, "wendake.no-native-in-home")
    got = differs(finding, r.NO_NATIVE_HOME)
    assert str(got["nothing"]["outcome"]).startswith("no ")
    assert "whole games with the default cards" in finding.summary.lower()


@pytest.mark.cites(c.ATTACK.id, c.WOMAN.id)
def test_several_of_your_pieces_to_attack(report: Report) -> None:
    (finding,) = found(report, "wendake.attack-target")
    assert finding.kind is FindingKind.UNRESOLVED_TIE
    got = differs(finding, r.ATTACK_TARGET)
    assert len({str(a["attacked"]) for a in got.values()}) == 2


# z3 probes.


def proofs(report: Report, probe: str) -> list[Proof]:
    return [p for p in report.proofs if p.probe == probe]


def not_vacuous(proof: Proof) -> None:
    assert "preconditions checked first" in proof.argument.lower()
    assert "(z3: sat)" in proof.argument and "not vacuous" in proof.argument
    assert "unsat" in proof.argument


@pytest.mark.cites(c.HUNTER.id, c.WOMAN.id, c.WARRIOR.id)
def test_the_placement_steps_leave_hunters_and_english_women_without_a_decision(
        report: Report) -> None:
    drafts = found(report, "wendake.placement-decides")
    assert sorted(Path(f.witness).stem for f in drafts) == [
        "placement-gap-hunter", "placement-gap-woman"]
    for finding in drafts:
        got = differs(finding, r.FULL_OF_GHOSTS)
        assert got["nothing"]["outcome"] in ("no hunter placed", "no woman placed")
    # The smallest hunter gap is the booklet's own example: one Hunter in each
    # English territory.
    hunter = next(f for f in drafts if "hunter" in f.witness)
    assert "english-near (1 forest: 1 Ghost hunter" in hunter.summary
    assert "english-far (2 forests: 1 Ghost hunter" in hunter.summary
    women, warriors = proofs(report, "wendake.placement-decides")
    assert "french" in women.question and "Warrior" in warriors.question
    for p in (women, warriors):
        not_vacuous(p)


@pytest.mark.cites(c.WOMAN.id)
def test_with_three_fields_in_the_big_english_territory_women_always_land(
        monkeypatch: pytest.MonkeyPatch) -> None:
    smaller = tuple(evolve(t, fields=(None,) * 3) if t.id == "english-near" else t
                    for t in data.TERRITORIES)
    monkeypatch.setattr(data, "TERRITORIES", smaller)
    outcome = probes.placement_decides(FEW)
    assert [d.witness_name for d in outcome.drafts] == ["placement-gap-hunter"]
    assert any("woman goes in the english and french territories" in p.question
               for p in outcome.proofs)


@pytest.mark.cites(c.WARRIOR.id, c.WOMAN.id)
def test_a_model_that_disagrees_with_the_spec_is_an_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def strict(near: Territory, far: Territory, kind: Kind, trace: Trace) -> Territory:
        # "fewer near than far" instead of "no more near than far"
        return near if near.count(Owner.GHOST, kind) < far.count(Owner.GHOST, kind) else far

    monkeypatch.setattr(ghost_module, "choose_territory", strict)
    with pytest.raises(AssertionError, match="model and the spec disagree"):
        probes.placement_decides(FEW)


@pytest.mark.cites(c.WARRIOR.id)
def test_the_warrior_rule_picks_exactly_one_territory(report: Report) -> None:
    (proof,) = proofs(report, "wendake.warrior-one-territory")
    not_vacuous(proof)
    assert "neither" in proof.argument and "both" in proof.argument


@pytest.mark.cites(c.NATIVE_ACTION.id, c.GHOST_NATIVES.id, c.MASK_ROW.id)
def test_games_with_the_default_cards_can_run_the_home_out_of_warriors_and_women(
        report: Report) -> None:
    drafts = found(report, "wendake.home-runs-out")
    assert sorted(Path(f.witness).stem for f in drafts) == [
        "ghost-home-out-of-warrior", "ghost-home-out-of-woman"]
    for finding in drafts:
        differs(finding, r.NO_NATIVE_HOME)
        assert "Played out with the stand-in player from seed" in finding.summary
    (hunters,) = proofs(report, "wendake.home-runs-out")
    not_vacuous(hunters)
    assert "hunter" in hunters.question and "at most 6 Ghost Hunters" in hunters.argument


# The whole pass, as `automa check wendake --quick` runs it.


@pytest.mark.cites(c.WOMAN.id, c.TAKE_PROGRESS.id, c.NATIVE_ACTION.id)
def test_the_quick_pass_settles_every_finding_and_replays_every_witness(report: Report) -> None:
    assert report.errors == []
    assert all(f.ruling for f in report.findings)
    holes = [f for f in report.findings if f.kind is not FindingKind.MOOT_RULING]
    assert len(holes) == 9 and len(report.proofs) == 4
    assert {r.FULL_OF_GHOSTS.id, r.PROGRESS_EMPTY.id, r.FACE_DOWN_MASK.id, r.NO_NATIVE_HOME.id,
            r.ATTACK_TARGET.id} == {f.ruling for f in holes}
    # The Rulings the seeded games never show at work are named, each once.
    moot = [f.ruling for f in report.findings if f.kind is FindingKind.MOOT_RULING]
    assert len(moot) == len(set(moot))
    # How long the pass takes is a figure of `nox -s bench`, never a test.


def test_each_flag_has_a_near_and_a_far_territory_for_the_probes() -> None:
    for flag in Flag:
        near, far = probes.flag_territories(flag)
        assert near.steps < far.steps and near.flag is far.flag is flag


@pytest.mark.cites(c.SEVEN_YEARS.id, c.THREE_MARKERS.id)
def test_a_game_move_by_move_has_the_texts_shape() -> None:
    played = list(properties.moves(GameCase(5, DEFAULTS)))
    assert [m.who for m in played[:8]] == ["year-start", "you", "ghost", "you", "ghost", "you",
                                          "ghost", "restore"]
    assert len(played) == 7 * 8 and played[-1].after.year == 8


def test_a_games_searches_draw_no_constants_from_another_games_code() -> None:
    # Hypothesis draws literals from the project's source now and then; a
    # Woodcraft search must not see Wendake's, so that its witnesses do not
    # depend on whether Wendake is loaded too.
    from hypothesis.internal.conjecture import providers

    from checker.properties.search import game_constants_only

    seen: dict[str | None, bool] = {}
    for game in ("woodcraft", "wendake", None):
        with game_constants_only(game):
            seen[game] = "english-near" in providers._get_local_constants().strings
    assert seen == {"woodcraft": False, "wendake": True, None: False}

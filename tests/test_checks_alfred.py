"""The Alfred property suite and z3 probes: each invariant holds over whole
solo games on every board, and a deliberately broken spec trips it; each
hole in the text is found, with a witness that replays through the CLI's own
path and whose answer changes with the reading of its Ruling; each proof is
not vacuous, and the models agree with the spec.

The Alfred checks run once (a module fixture, as `automa check` runs them:
witnesses written and replayed) and the finding tests read that report;
invariants run with few examples. Solo games are kept between checks
(``properties.solo_walk``), so every test starts and ends with them
forgotten.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import spec.darwins_journey.play as play_module
import spec.darwins_journey.alfred.actions as solo_actions
import spec.darwins_journey.alfred.game as solo_game
import spec.darwins_journey.alfred.tracks as solo_tracks
import spec.darwins_journey.alfred.turn as solo_turn
from checker import check
from checker.check import Check, Outcome, write_witness
from checker.commands import run
from checker.games import Json
from checker.probes import alfred as probes
from checker.properties import alfred as properties
from checker.situation import check_expectations, read
from spec.core.findings import FindingKind, Proof
from spec.core.rulings import AnyRuling, DEFAULTS, Ruling, Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.darwins_journey.alfred import clauses as cs
from spec.darwins_journey.alfred import rulings as rs
from spec.darwins_journey.alfred.data import ActionCard
from spec.darwins_journey.alfred.game import play_solo
from spec.darwins_journey.scoring import lagging_penalty
from spec.darwins_journey.state import Game, Player

GAME = "darwins-journey"
FEW = 15  # examples per invariant search
PROPERTIES = {"darwins-journey.alfred.coins-capped", "darwins-journey.alfred.no-fourth-seal",
              "darwins-journey.alfred.one-decision-per-turn",
              "darwins-journey.alfred.same-seed-same-game",
              "darwins-journey.alfred.beagle-never-negative"}
PROBES = {"darwins-journey.alfred.deck", "darwins-journey.alfred.location-tie",
          "darwins-journey.alfred.knowledge-purchase", "darwins-journey.alfred.rest",
          "darwins-journey.alfred.coin-cap", "darwins-journey.alfred.lens-coin"}


@pytest.fixture(autouse=True)
def fresh_games() -> Iterator[None]:
    properties.forget()
    yield
    properties.forget()


def alfred_checks() -> list[Check]:
    return [k for k in check.checks(GAME) if k.id in PROPERTIES | PROBES]


def get(check_id: str) -> Check:
    return {k.id: k for k in alfred_checks()}[check_id]


def holds(check_id: str) -> Outcome:
    outcome = get(check_id).run(FEW)
    assert outcome.drafts == () and outcome.proofs == ()
    assert outcome.examples >= FEW
    return outcome


def breaks(check_id: str, message: str) -> None:
    properties.forget()
    with pytest.raises(AssertionError, match=message):
        get(check_id).run(FEW)


class Ran:
    """What the quick pass of the Alfred checks found: the outcome of each
    check and the witness file of each finding."""

    def __init__(self, out: Path) -> None:
        self.outcomes: dict[str, Outcome] = {}
        self.witnesses: dict[str, Path] = {}
        for k in alfred_checks():
            outcome = k.run(check.QUICK_EXAMPLES)
            self.outcomes[k.id] = outcome
            for draft in outcome.drafts:
                self.witnesses[draft.witness_name] = write_witness(out, draft.witness_name,
                                                                   draft.witness_toml)


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Ran:
    """The Alfred checks of `automa check darwins-journey --quick`, once for the file."""
    properties.forget()
    return Ran(tmp_path_factory.mktemp("alfred-check"))


def answers(path: Path, ruling: AnyRuling) -> dict[str, dict[str, Json]]:
    situation = read(path)
    return {o.id: dict(run(situation, situation.rulings.with_choice(ruling.id, o.id)).answer)
            for o in ruling.options}


def replays(path: Path) -> dict[str, Json]:
    """The witness loads, decides and meets its [expect] under its own readings."""
    situation = read(path)
    assert situation.expect
    answer = dict(run(situation, situation.rulings).answer)
    assert check_expectations(situation, answer) == []
    return answer


def differs(report: Ran, check_id: str, ruling: AnyRuling) -> dict[str, dict[str, Json]]:
    (draft,) = report.outcomes[check_id].drafts
    assert draft.ruling == ruling.id
    path = report.witnesses[draft.witness_name]
    replays(path)
    got = answers(path, ruling)
    assert len({repr(a) for a in got.values()}) >= 2, got
    return got


def not_vacuous(proof: Proof) -> None:
    assert "preconditions checked first" in proof.argument.lower()
    assert "(z3: sat)" in proof.argument.lower() or "z3: sat" in proof.argument
    assert "not vacuous" in proof.argument and "unsat" in proof.argument


# The registry and the games.


def test_every_alfred_check_is_registered_with_known_clauses() -> None:
    from spec.core.clauses import get as clause

    registered = alfred_checks()
    assert {k.id for k in registered if k.kind == "property"} == PROPERTIES
    assert {k.id for k in registered if k.kind == "probe"} == PROBES
    for k in registered:
        assert k.game == GAME and k.question.endswith("?") and k.clauses
        for cid in k.clauses:
            assert clause(cid).game == GAME


def test_solo_games_are_drawn_for_every_board_and_reading() -> None:
    seen: list[properties.SoloCase] = []

    def keep(case: properties.SoloCase) -> str:
        seen.append(case)
        return ""

    assert properties.search(properties.solo_cases(), keep, 40).failure is None
    assert {k.level for k in seen} == set(properties.TEXT_LEVELS)
    assert any(k.rulings.chosen for k in seen) and any(not k.rulings.chosen for k in seen)


@pytest.mark.cites(cs.ALFRED_FIRST.id, cs.END_OF_TURN.id)
def test_a_solo_walk_is_the_game_play_solo_plays() -> None:
    case = properties.SoloCase("green", 7, DEFAULTS)
    w = properties.solo_walk(case)
    assert w.final == play_solo("green", 7)
    assert w.steps[0].alfred  # Alfred goes first
    for step, following in zip(w.steps, w.steps[1:]):
        assert step.after is following.before
    assert properties.solo_walk(case) is w  # kept
    properties.forget()
    assert properties.solo_walk(case) is not w


# 1. Coins.


@pytest.mark.cites(cs.COIN_CAP.id, cs.COIN_TRACK.id)
def test_alfreds_coins_stay_between_0_and_12(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.alfred.coins-capped")
    monkeypatch.setattr(solo_tracks, "coin_excess", lambda coins: (coins, 0))
    breaks("darwins-journey.alfred.coins-capped", "Alfred holds 1[3-9]|Alfred holds [2-9][0-9]")


# 2. Seals.


@pytest.mark.cites(cs.ACADEMY_NO_FOURTH.id)
def test_no_row_of_alfreds_gets_a_fourth_seal_of_a_colour(
        monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.alfred.no-fourth-seal")

    def four(player: Player, row: int, seal: str) -> Player:
        rows = list(player.rows)
        rows[row] = rows[row] + (seal,) * 4
        return evolve(player, rows=tuple(rows))

    monkeypatch.setattr(solo_actions, "add_seal", four)
    breaks("darwins-journey.alfred.no-fourth-seal", "holds [4-9] .* seals")


# 3. One decision a turn.


@pytest.mark.cites(cs.DRAW_CARD.id, cs.ONE_ACTION.id, cs.ONE_WORKER.id)
def test_alfred_draws_one_card_and_sends_one_worker_a_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.alfred.one-decision-per-turn")
    original = solo_turn.draw

    def twice(game: Game, t: Trace, rulings: Rulings = DEFAULTS) -> tuple[Game, ActionCard]:
        game, _ = original(game, t, rulings)
        return original(game, t, rulings)

    monkeypatch.setattr(solo_turn, "draw", twice)
    breaks("darwins-journey.alfred.one-decision-per-turn", "not one draw")


# 4. Determinism.


@pytest.mark.cites(cs.ACTION_DECK.id, cs.RESHUFFLE.id)
def test_the_same_seed_and_choices_give_the_same_solo_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.alfred.same-seed-same-game")
    original = solo_turn.alfred_turn
    calls = [0]

    def drifting(game: Game, rulings: Rulings, t: Trace) -> Game:
        calls[0] += 1
        after = original(game, rulings, t)
        him = after.players[1]
        players = (after.players[0], evolve(him, points=him.points + calls[0]))
        return evolve(after, players=players)

    monkeypatch.setattr(solo_game, "alfred_turn", drifting)
    breaks("darwins-journey.alfred.same-seed-same-game", "differ")


# 5. The Beagle.


@pytest.mark.cites(cs.BEAGLE.id)
def test_alfreds_beagle_points_are_never_negative(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.alfred.beagle-never-negative")

    from spec.darwins_journey.scoring import beagle_points as real

    def no_floor(game: Game, player: Player) -> tuple[int, int, int]:
        # A broken Beagle score: no floor at zero, and 50 points worse.
        gross, lag, gained = real(game, player)
        return gross, lag, gross - lag - 50

    monkeypatch.setattr(play_module, "beagle_points", no_floor)
    breaks("darwins-journey.alfred.beagle-never-negative", "points went down|Beagle scoring")


# The probes.


@pytest.mark.cites(cs.RESHUFFLE.id, cs.DRAW_CARD.id)
def test_the_deck_never_runs_dry_when_both_face_up_and_can_when_last_two(report: Ran) -> None:
    outcome = report.outcomes["darwins-journey.alfred.deck"]
    (proof,) = outcome.proofs
    not_vacuous(proof)
    assert "both-face-up" in proof.question and "40320" in proof.argument
    (draft,) = outcome.drafts
    assert draft.kind is FindingKind.DEAD_END and draft.ruling == rs.RESHUFFLE_WHEN.id
    assert "30240 of the 40320" in draft.summary and "last-two-drawn" in draft.summary
    answer = replays(report.witnesses[draft.witness_name])
    assert answer["reshuffled"] is True  # that reading's own fallback: a dry deck is reshuffled


def test_a_deck_model_that_disagrees_with_the_spec_is_an_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def no_rule(game: Game, t: Trace, rulings: Rulings = DEFAULTS) -> tuple[Game, ActionCard]:
        # Reshuffles only an empty deck, whatever is face up.
        return original(game, t, rulings.with_choice(rs.RESHUFFLE_WHEN.id, "last-two-drawn"))

    original = solo_turn.draw
    monkeypatch.setattr(probes, "draw", no_rule)
    with pytest.raises(AssertionError, match="deck model and the spec disagree"):
        probes.deck(FEW)


@pytest.mark.cites(cs.PRIORITY_COLOUR.id, cs.STRONGEST.id)
def test_two_main_diary_locations_can_tie_for_alfreds_worker(report: Ran) -> None:
    got = differs(report, "darwins-journey.alfred.location-tie", rs.LOCATION_TIE)
    assert got["left-most"]["location"] != got["right-most"]["location"]
    (draft,) = report.outcomes["darwins-journey.alfred.location-tie"].drafts
    assert draft.kind is FindingKind.UNRESOLVED_TIE and "purple" in draft.summary


@pytest.mark.cites(cs.TEMPORARY_KNOWLEDGE.id)
def test_the_knowledge_purchase_readings_differ_only_with_a_purple_seal(report: Ran) -> None:
    outcome = report.outcomes["darwins-journey.alfred.knowledge-purchase"]
    (proof,) = outcome.proofs
    not_vacuous(proof)
    got = differs(report, "darwins-journey.alfred.knowledge-purchase", rs.KNOWLEDGE_PURCHASE)
    assert got["shortfall-after-purple"]["knowledge"] != got["ignore-purple"]["knowledge"]


@pytest.mark.cites(cs.REST.id, cs.REST_ALWAYS.id)
def test_alfred_always_has_a_free_hammock(report: Ran) -> None:
    (proof,) = report.outcomes["darwins-journey.alfred.rest"].proofs
    not_vacuous(proof)
    assert "alfred-hammocks" in proof.argument


def test_three_hammocks_would_leave_alfred_unable_to_rest(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(probes, "HAMMOCKS", 3)
    with pytest.raises(AssertionError, match="none free"):
        probes.rest(FEW)


@pytest.mark.cites(cs.COIN_CAP.id, cs.BONUS_CARD_BOTH.id, cs.BONUS_WRAP.id)
def test_one_gain_over_the_cap_crosses_both_cards(report: Ran) -> None:
    outcome = report.outcomes["darwins-journey.alfred.coin-cap"]
    (proof,) = outcome.proofs
    not_vacuous(proof)
    got = differs(report, "darwins-journey.alfred.coin-cap", rs.BONUS_WRAP)
    assert {a["coins"] for a in got.values()} == {12}
    assert {a["option"] for a in got.values()} == {"rest"}


def test_a_coin_cap_that_keeps_the_excess_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(probes, "gain_coins",
                        lambda game, n, t: (game, 0))
    with pytest.raises(AssertionError, match="Coin cap model and the spec disagree"):
        probes.coin_cap(FEW)


@pytest.mark.cites(cs.LENS_COIN.id)
def test_alfred_on_your_lens_pays_you_one_coin(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    outcome = get("darwins-journey.alfred.lens-coin").run(FEW)
    assert outcome.drafts == () and outcome.proofs == () and outcome.examples > FEW
    path = write_witness(tmp_path, "alfred-lens-coin", probes.lens_coin_witness())
    assert replays(path)["location"] == "exploration-middle"
    original = solo_turn._place

    def unpaid(game: Game, row: int, i: int, t: Trace, clause: str, knowledge: int = 0,
               fee: int = 0) -> Game:
        after = original(game, row, i, t, clause, knowledge, fee)
        return evolve(after, players=(game.players[0],) + after.players[1:])

    monkeypatch.setattr(solo_turn, "_place", unpaid)
    properties.forget()
    with pytest.raises(AssertionError, match="paid you 0 Coins"):
        probes.lens_coin(FEW)


# The whole pass.


def test_the_quick_pass_settles_every_hole(report: Ran) -> None:
    drafts = [d for o in report.outcomes.values() for d in o.drafts]
    assert {d.ruling for d in drafts} == {rs.RESHUFFLE_WHEN.id, rs.LOCATION_TIE.id,
                                          rs.KNOWLEDGE_PURCHASE.id, rs.BONUS_WRAP.id}
    assert sum(len(o.proofs) for o in report.outcomes.values()) == 4
    # How long the pass takes is a figure of `nox -s bench`, never a test.

"""The Darwin's Journey property suite and z3 probes: each invariant holds, and
a deliberately broken spec trips it; each hole in the text is found, with a
witness that replays through the CLI's own path and whose answer changes
with the reading of its Ruling; each proof is not vacuous, and the models
agree with the spec.

The whole quick pass runs once (a module fixture) and the finding tests read
its report; invariants run with few examples. Games are kept between checks
(``strategies.walk``), so every test starts and ends with them forgotten: a
test that patches the spec must not see, nor leave, games played without
its patch. The searches are derandomized, so the outcomes are the same on
every run.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
import spec.darwins_journey.actions as actions_module
import spec.darwins_journey.play as play_module
import spec.darwins_journey.policies as policies_module
import spec.darwins_journey.scoring as scoring_module
from checker import check
from checker.check import Check, Outcome, Report, collect
from checker.commands import run
from checker.games import Json
from checker.probes import darwins_journey as probes
from checker.probes.solve import answer, solver
from checker.properties import darwins_journey as properties
from checker.situation import check_expectations, read
from checker.strategies import darwins_journey as strategies
from spec.core.findings import Finding, FindingKind, Proof
from spec.core.rulings import AnyRuling, DEFAULTS, Ruling, Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey import rulings as r
from spec.darwins_journey.actions import Args, island_routes
from spec.darwins_journey.economy import update
from spec.darwins_journey.icons import Action, ActionKind
from spec.darwins_journey.moves import Move, MoveKind, place
from spec.darwins_journey.placement import available_rows, placements
from spec.darwins_journey.play import apply, majority
from spec.darwins_journey.policies import play_game
from spec.darwins_journey.state import LOCATION_INDEX, Game, Pending, Phase

GAME = "darwins-journey"
FEW = 15  # examples per invariant search

PROPERTIES = {
    "darwins-journey.unsettled-ties", "darwins-journey.readings-matter",
    "darwins-journey.no-option-applies", "darwins-journey.ledger",
    "darwins-journey.coins-never-negative", "darwins-journey.seals-conserved",
    "darwins-journey.tents-conserved", "darwins-journey.stamps-conserved",
    "darwins-journey.explorers", "darwins-journey.workers",
    "darwins-journey.one-worker-per-lens", "darwins-journey.museum-tiles",
    "darwins-journey.research-tokens", "darwins-journey.placement-penalty",
    "darwins-journey.five-rounds", "darwins-journey.final-score",
    "darwins-journey.same-seed-same-game", "darwins-journey.every-move-applies",
    "darwins-journey.unpayable-red-cost", "darwins-journey.stamp-shortage",
}
PROBES = {"darwins-journey.seal-pile", "darwins-journey.majority",
          "darwins-journey.objective-stacks", "darwins-journey.exploration-dead-end"}
# The one invariant the spec breaks today (see
# test_the_placement_penalty_is_paid_in_full_under_every_reading).
PENALTY = "darwins-journey.placement-penalty"
ALFRED = "darwins-journey.alfred."
FORGO = strategies.rulings({r.UNPAYABLE_COST.id: ["forgo"]})


@pytest.fixture(autouse=True)
def fresh_games() -> Iterator[None]:
    strategies.forget()
    yield
    strategies.forget()


def get(check_id: str) -> Check:
    return {k.id: k for k in check.checks(GAME)}[check_id]


def holds(check_id: str) -> Outcome:
    outcome = get(check_id).run(FEW)
    assert outcome.drafts == () and outcome.proofs == ()
    assert outcome.examples >= FEW
    return outcome


def breaks(check_id: str, message: str) -> None:
    strategies.forget()
    with pytest.raises(AssertionError, match=message):
        get(check_id).run(FEW)


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Report:
    """`automa check darwins-journey --quick`, once for the whole file."""
    strategies.forget()
    return collect((GAME,), False, tmp_path_factory.mktemp("darwins-journey-check"))


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


def proofs(report: Report, probe: str) -> list[Proof]:
    return [p for p in report.proofs if p.probe == probe]


def not_vacuous(proof: Proof) -> None:
    assert "preconditions checked first" in proof.argument.lower()
    assert "(z3: sat)" in proof.argument and "not vacuous" in proof.argument
    assert "unsat" in proof.argument


# The registry and the games.


def test_the_suite_registers_every_property_and_probe_with_known_clauses() -> None:
    from spec.core.clauses import get as clause

    # Alfred's checks register under the same game; tests/test_checks_alfred.py has them.
    registered = [k for k in check.checks(GAME) if not k.id.startswith(ALFRED)]
    assert {k.id for k in registered if k.kind == "property"} == PROPERTIES
    assert {k.id for k in registered if k.kind == "probe"} == PROBES
    for k in registered:
        assert k.game == GAME and k.question.endswith("?") and k.clauses
        for cid in k.clauses:
            assert clause(cid).game == GAME


def test_games_are_drawn_for_every_player_count_and_reading() -> None:
    seen: list[strategies.Case] = []

    def keep(case: strategies.Case) -> str:
        seen.append(case)
        return ""

    assert properties.search(strategies.games(), keep, 40).failure is None
    assert {k.players for k in seen} == {2, 3, 4}
    assert any(k.rulings.chosen for k in seen) and any(not k.rulings.chosen for k in seen)


@pytest.mark.cites(c.FIVE_ROUNDS.id, c.ONE_WORKER_PER_TURN.id)
def test_a_walk_is_the_game_play_game_plays() -> None:
    case = strategies.Case(3, 7, DEFAULTS)
    w = strategies.walk(case)
    assert w.final == play_game(3, 7)
    assert w.start.round == 1 and w.start.phase is Phase.ACTION
    for step, following in zip(w.steps, w.steps[1:]):
        assert step.after is following.before
    assert strategies.walk(case) is w  # kept
    strategies.forget()
    assert strategies.walk(case) is not w


def test_a_turn_start_and_the_moves_since_reach_a_state_inside_a_turn() -> None:
    w = strategies.walk(strategies.Case(2, 3, DEFAULTS))
    index = next(i for i, s in enumerate(w.steps) if s.before.frames)
    start, played = strategies.from_turn_start(w.steps, index)
    assert strategies.turn_start(start) and played
    assert probes.replay_moves(start, played, DEFAULTS) == w.steps[index].before


def test_a_witness_whose_answer_does_not_change_is_refused() -> None:
    start = strategies.walk(strategies.Case(2, 1, DEFAULTS)).start
    with pytest.raises(AssertionError, match="same answer under every reading"):
        strategies.witness(title="t", question="q", seed=1, kind="moves", start=start,
                           rulings=DEFAULTS, ruling=r.SEAL_PILE_EMPTY, keys=("moves",))


# 1. Coins.


@pytest.mark.cites(c.RED_COIN_COST.id, c.PLACEMENT_PENALTY.id)
def test_coins_never_go_below_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.coins-never-negative")

    def unchecked(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                  t: Trace) -> Game:
        # Coins taken whatever the player holds.
        return update(game, evolve(game.me, coins=game.me.coins - 5))

    monkeypatch.setitem(actions_module.EFFECTS, ActionKind.COINS, unchecked)
    breaks("darwins-journey.coins-never-negative", "fewer than 0 Coins")


# 2. Conservation.


@pytest.mark.cites(c.TOP_SCROLL_CLEARED.id, c.SEALS_REMOVED.id, c.SCROLLS_REFILL.id)
def test_every_wax_seal_is_accounted_for(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.seals-conserved")
    honest = play_module.cleanup

    def lost(game: Game, rulings: Rulings, trace: Trace) -> Game:
        # The top Scroll's seals are cleared but never put out of the game.
        return evolve(honest(game, rulings, trace), seals_out=game.seals_out)

    monkeypatch.setattr(play_module, "cleanup", lost)
    breaks("darwins-journey.seals-conserved", r"Regular Wax Seals \(.*\), not 14")


@pytest.mark.cites(c.STARTING_TENTS.id, c.CAMPSITE.id)
def test_every_tent_is_accounted_for(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.tents-conserved")
    honest = actions_module.EFFECTS[ActionKind.ESTABLISH_CAMPSITE]

    def kept(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
             t: Trace) -> Game:
        # The Tent goes on the Campsite and stays on the personal board too.
        after = honest(game, p, a, args, rulings, t)
        return update(after, evolve(after.me, tents=game.me.tents))

    monkeypatch.setitem(actions_module.EFFECTS, ActionKind.ESTABLISH_CAMPSITE, kept)
    monkeypatch.setitem(actions_module.EFFECTS, ActionKind.ESTABLISH_ANY_CAMPSITE, kept)
    breaks("darwins-journey.tents-conserved", "Tents on the personal board and")


@pytest.mark.cites(c.MAJORITY_HALVE_STAMPS.id, c.CORRESPONDENCE.id)
def test_every_stamp_is_accounted_for(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.stamps-conserved")
    honest = play_module.halve

    def dropped(game: Game, envelope: int, seats: tuple[int, ...],
                counted: tuple[int, ...] = ()) -> Game:
        # Halved Stamps leave the Envelope but never reach the used tray.
        return evolve(honest(game, envelope, seats, counted), used_stamps=game.used_stamps)

    monkeypatch.setattr(play_module, "halve", dropped)
    breaks("darwins-journey.stamps-conserved", "not 12 in all")


@pytest.mark.cites(c.RESEARCH_ANY_SPECIMEN.id, c.RESEARCH_GALAPAGOS_SPECIMEN.id)
def test_every_research_token_is_accounted_for(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.research-tokens")

    def endless(game: Game, specimen_id: str) -> Game:
        me = game.me
        return update(game, evolve(me, research=me.research | {specimen_id}))

    monkeypatch.setattr(actions_module, "research", endless)
    breaks("darwins-journey.research-tokens", "not 30")


# 3. Explorers.


@pytest.mark.cites(c.EXPLORATION.id, c.EXPLORATION_ONE_PER_SPOT.id)
def test_explorers_stay_on_their_islands_and_only_move_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.explorers")
    honest = actions_module.island_routes

    def crowding(game: Game, k: int, start: str, steps: int) -> list[tuple[str, ...]]:
        # Routes that ignore the other players' Explorers.
        alone = tuple(p if p.seat == game.active else evolve(p, explorers=("", "", ""))
                      for p in game.players)
        return honest(evolve(game, players=alone), k, start, steps)

    monkeypatch.setattr(actions_module, "island_routes", crowding)
    breaks("darwins-journey.explorers", "two Explorers share")


# 4. Workers and Lenses.


@pytest.mark.cites(c.WORKERS_RETURN.id, c.STARTING_WORKERS.id)
def test_every_worker_is_at_home_or_on_one_location(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.workers")
    honest = play_module.cleanup

    def stay_out(game: Game, rulings: Rulings, trace: Trace) -> Game:
        # Every worker comes home, and those on the Turn Order space stay there too.
        after = honest(game, rulings, trace)
        i = LOCATION_INDEX["turn-order"]
        return evolve(after, workers=after.workers[:i] + (game.workers[i],)
                      + after.workers[i + 1:])

    monkeypatch.setattr(play_module, "cleanup", stay_out)
    breaks("darwins-journey.workers", "both at home and on the board")


@pytest.mark.cites(c.LENS_LOCATION.id)
def test_a_lens_holds_one_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.one-worker-per-lens")
    honest = placements

    def crowded(game: Game, rulings: Rulings) -> list[Move]:
        # The top Special Action Lenses take a second worker.
        out = honest(game, rulings)
        for loc in ("special-top-left", "special-top-right"):
            if game.workers[LOCATION_INDEX[loc]]:
                out += [place(row, loc, 0) for row in available_rows(game.me)]
        return out

    monkeypatch.setattr(play_module, "placements", crowded)
    breaks("darwins-journey.one-worker-per-lens", "2 workers on the Lens location special-top")


# 5. Museum tiles.


@pytest.mark.cites(c.MUSEUM_TILES.id, c.DELIVER_SPECIMEN.id)
def test_museum_tiles_reach_the_display_once_and_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.museum-tiles")
    honest = actions_module.museum_bonus

    def swap(game: Game, specimen_id: str, t: Trace) -> Game:
        # The new tile pushes the first one of the display off it.
        after = honest(game, specimen_id, t)
        return evolve(after, museum=after.museum - {min(game.museum)})

    monkeypatch.setattr(actions_module, "museum_bonus", swap)
    breaks("darwins-journey.museum-tiles", "left the display")


# 6. The placement penalty.


@pytest.mark.cites(c.PLACEMENT_PENALTY.id, c.DIARIES.id, c.SQUARE_LOCATION.id)
def test_the_placement_penalty_follows_the_player_count(
        monkeypatch: pytest.MonkeyPatch) -> None:
    problem = properties.every_step(properties.penalty_problem)
    assert properties.hold(strategies.games(readings=FORGO), problem, FEW) >= FEW
    # The three- and four-player penalty charged with two players too.
    monkeypatch.setitem(properties.TEXT_PENALTY, 2, 2)
    strategies.forget()
    with pytest.raises(AssertionError, match="the penalty is 2"):
        properties.hold(strategies.games(players=(2,), readings=FORGO), problem, FEW)


@pytest.mark.cites(c.PLACEMENT_PENALTY.id, c.RED_COIN_COST.id)
def test_the_placement_penalty_is_paid_in_full_under_every_reading() -> None:
    holds(PENALTY)


# 7. Five rounds.


@pytest.mark.cites(c.FIVE_ROUNDS.id, c.BEAGLE_MOVES.id, c.CLEANUP_SKIPPED.id)
def test_every_game_lasts_five_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.five-rounds")
    monkeypatch.setattr(play_module, "ROUNDS", 4)
    breaks("darwins-journey.five-rounds", r"rounds \[1, 2, 3, 4\], not 1 to 5")


# 8. Final scoring.


@pytest.mark.cites(c.MUSEUM_MODIFIER.id, c.EVOLUTION_BOOKS.id, c.TIE_BREAKERS.id)
def test_the_final_score_adds_up_as_the_text_counts_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.final-score")
    monkeypatch.setattr(scoring_module, "museum_modifier", lambda game: 9)
    breaks("darwins-journey.final-score", "for evolution, not")


# 9. Same seed, same game.


@pytest.mark.cites(c.RANDOM_TURN_ORDER.id, c.SEAL_PILE.id)
def test_the_same_seed_gives_the_same_game(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.same-seed-same-game")
    honest = apply
    calls = [0]

    def restless(game: Game, move: Move, rulings: Rulings = DEFAULTS,
                 trace: Trace = play_module._QUIET) -> Game:
        # A game whose points depend on how often a move was made before.
        calls[0] += 1
        after = honest(game, move, rulings, trace)
        if calls[0] % 97 == 0:
            after = update(after, evolve(after.me, points=after.me.points + 1))
        return after

    monkeypatch.setattr(policies_module, "apply", restless)
    breaks("darwins-journey.same-seed-same-game", "differ|another state")


# 10. Every legal move can be made.


@pytest.mark.cites(c.PERFORM_OPTIONAL.id, c.ACHIEVE_ANY_TIME.id)
def test_every_legal_move_can_be_made(monkeypatch: pytest.MonkeyPatch) -> None:
    holds("darwins-journey.every-move-applies")
    honest = actions_module.CHOICES[ActionKind.COINS]

    def offered(game: Game, p: Pending, a: Action, rulings: Rulings) -> list[Args]:
        return honest(game, p, a, rulings) + [("twice",)]

    def refused(game: Game, p: Pending, a: Action, args: Args, rulings: Rulings,
                t: Trace) -> Game:
        if args:
            raise ValueError("no such way to take Coins")
        return update(game, evolve(game.me, coins=game.me.coins + a.amount))

    monkeypatch.setitem(actions_module.CHOICES, ActionKind.COINS, offered)
    monkeypatch.setitem(actions_module.EFFECTS, ActionKind.COINS, refused)
    breaks("darwins-journey.every-move-applies", "raised ValueError: no such way")


# 11. Holes in the text, found by search.


@pytest.mark.cites(c.RED_COIN_COST.id, c.ACADEMY_SPOT_COST.id)
def test_a_seal_spot_the_player_cannot_pay_for(report: Report) -> None:
    (finding,) = found(report, "darwins-journey.unpayable-red-cost")
    assert finding.kind is FindingKind.GAP
    got = differs(finding, r.UNPAYABLE_COST)
    forgo, lenient = got["forgo"], got["pay-what-you-have"]
    assert isinstance(forgo["count"], int) and isinstance(lenient["count"], int)
    assert lenient["count"] > forgo["count"]
    assert "academy" in finding.summary
    situation = read(Path(finding.witness))
    assert isinstance(situation.state, Game) and situation.state.frames


@pytest.mark.cites(c.CORRESPONDENCE.id, c.CORRESPONDENCE_USED_STAMPS.id)
def test_a_correspondence_action_with_too_few_stamps(report: Report) -> None:
    (finding,) = found(report, "darwins-journey.stamp-shortage")
    got = differs(finding, r.STAMP_SHORTAGE)
    some, none = got["as-many-as-you-have"]["moves"], got["all-or-nothing"]["moves"]
    assert isinstance(some, list) and isinstance(none, list)
    # Moves are said in words: a placement, an achievement or "done", or else
    # the performing of an open icon (here, the Correspondence's Stamps).
    def performs(moves: Sequence[object]) -> list[str]:
        return [str(m) for m in moves if not str(m).startswith(("place ", "achieve ", "done"))]

    assert any("Stamp" in m for m in performs(some))
    assert not performs(none)
    state = read(Path(finding.witness)).state
    assert isinstance(state, Game)
    me = state.players[state.active]
    assert 0 < sum(me.stamps) + state.used_stamps[me.seat] < 4


# z3 probes.


@pytest.mark.cites(c.SCROLLS_REFILL.id, c.SEAL_PILE.id, c.SEALS_REMOVED.id)
def test_the_seal_pile_can_run_short_with_2_3_and_4_players(report: Report) -> None:
    drafts = found(report, "darwins-journey.seal-pile")
    assert sorted(Path(f.witness).stem for f in drafts) == [
        f"seal-pile-runs-out-{n}-players" for n in (2, 3, 4)]
    assert proofs(report, "darwins-journey.seal-pile") == []
    for finding, pile in zip(sorted(drafts, key=lambda f: f.witness), (30, 31, 32)):
        assert f"the pile holds {pile} seals after setup" in finding.summary
        assert "as early as Cleanup 3" in finding.summary
        got = differs(finding, r.SEAL_PILE_EMPTY)
        empty, refilled = got["leave-empty"]["scrolls"], got["reshuffle-removed"]["scrolls"]
        assert isinstance(empty, list) and isinstance(refilled, list)
        assert "" in empty and "" not in refilled
        state = read(Path(finding.witness)).state
        assert isinstance(state, Game) and probes._short(state)


def test_the_seal_plan_bounds_are_the_scrolls_and_the_rows() -> None:
    assert probes.seals_per_placement() == 3
    # Nine seals lie below the top Scroll: at most 27 taken from there in three rounds.
    import z3

    ctx = z3.Context()
    plan = probes.SealPlan(2, ctx)
    s = solver(ctx)
    s.add(*plan.legal(), probes._sum([t for row in plan.taken for t in row[:3]], ctx) > 27)
    assert answer(s) == "unsat"


@pytest.mark.cites(c.SCROLLS_REFILL.id)
def test_a_seal_model_that_disagrees_with_the_spec_is_an_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    honest = play_module.cleanup

    def greedy(game: Game, rulings: Rulings, trace: Trace) -> Game:
        # Cleanup draws one seal too many.
        return evolve(honest(game, rulings, trace), seal_pile=honest(
            game, rulings, trace).seal_pile[1:])

    monkeypatch.setattr(play_module, "cleanup", greedy)
    strategies.forget()
    with pytest.raises(AssertionError, match="seal-pile model and the spec disagree"):
        probes.seal_pile(FEW)


@pytest.mark.cites(c.MAJORITY_FIRST.id, c.MAJORITY_SECOND.id, c.SECOND_AFTER_TIE.id)
def test_majorities_follow_the_text_and_three_can_tie_for_first(report: Report) -> None:
    (proof,) = proofs(report, "darwins-journey.majority")
    not_vacuous(proof)
    assert "4 players under tied-also-second (150 orderings)" in proof.argument
    (finding,) = found(report, "darwins-journey.majority")
    assert finding.kind is FindingKind.UNRESOLVED_TIE
    got = differs(finding, r.SECOND_AFTER_TIE)
    tied = got["tied-also-second"]["envelopes"]
    assert isinstance(tied, list)
    assert any(isinstance(e, dict) and isinstance(e["first"], list) and len(e["first"]) >= 3
               and e["second"] == e["first"] for e in tied)
    assert "3 players: Stamps [1, 1, 1]" in finding.summary


@pytest.mark.cites(c.MAJORITY_TIES.id)
def test_a_majority_rule_that_breaks_ties_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    honest = majority

    def one_winner(game: Game, envelope: int, rulings: Rulings,
                   ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        first, second = honest(game, envelope, rulings)
        return first[:1], second

    monkeypatch.setattr(probes, "majority", one_winner)
    with pytest.raises(AssertionError, match="play.majority breaks the text"):
        probes.majorities(FEW)


def test_order_types_say_which_counts_are_larger_and_which_are_none() -> None:
    assert probes.order_type((2, 2, 0, 1)) == ((0, 0, 2, 1), 2)
    assert probes.order_type((3, 1, 1)) == ((0, 1, 1), -1)


@pytest.mark.cites(c.OBJECTIVES_REPLACED.id, c.OBJECTIVE_STACKS.id)
def test_the_silver_objective_stack_runs_out_at_the_last_cleanup(report: Report) -> None:
    (finding,) = found(report, "darwins-journey.objective-stacks")
    assert Path(finding.witness).stem == "silver-objective-stack-runs-out"
    assert "at Cleanup 4" in finding.summary and "rulebook's 10 it never does" in finding.summary
    got = differs(finding, r.OBJECTIVE_STACK_EMPTY)
    assert got["leave-empty"]["silver_display"] == ["", ""]
    assert "" not in str(got["recycle-removed"]["silver_display"]).split("'")[1::2]
    (golden,) = proofs(report, "darwins-journey.objective-stacks")
    not_vacuous(golden)
    assert "golden" in golden.question


@pytest.mark.cites(c.EXPLORATION.id, c.EXPLORATION_SKIP_OCCUPIED.id)
def test_no_explorer_is_ever_stuck(report: Report) -> None:
    (proof,) = proofs(report, "darwins-journey.exploration-dead-end")
    not_vacuous(proof)
    assert "island A" in proof.argument and "island C" in proof.argument


@pytest.mark.cites(c.EXPLORATION_SKIP_OCCUPIED.id)
def test_an_exploration_model_that_disagrees_with_the_spec_is_an_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    honest = island_routes

    def blocked(game: Game, k: int, start: str, steps: int) -> list[tuple[str, ...]]:
        # Occupied spots block the way instead of being passed over.
        taken = {p.explorers[k] for p in game.players if p.seat != game.active}
        return [rt for rt in honest(game, k, start, steps) if not taken & set(rt)]

    monkeypatch.setattr(probes, "island_routes", blocked)
    with pytest.raises(AssertionError, match="exploration model and the spec disagree"):
        probes.exploration_dead_end(FEW)


# The whole pass, as `automa check darwins-journey --quick` runs it.


def test_the_quick_pass_settles_every_hole_and_replays_every_witness(report: Report) -> None:
    # Every invariant holds and every hole is settled by a ruling; the base
    # game's own findings and proofs (Alfred's are in tests/test_checks_alfred.py).
    assert report.errors == []
    assert [f for f in report.findings if not f.ruling] == []
    settled = [f for f in report.findings if f.ruling and not f.source.startswith(ALFRED)
               and f.kind is not FindingKind.MOOT_RULING]
    proofs = [p for p in report.proofs if not p.probe.startswith(ALFRED)]
    assert len(settled) == 7 and len(proofs) == 3
    assert {f.ruling for f in settled} == {
        r.UNPAYABLE_COST.id, r.STAMP_SHORTAGE.id, r.SEAL_PILE_EMPTY.id,
        r.SECOND_AFTER_TIE.id, r.OBJECTIVE_STACK_EMPTY.id}
    # How long the pass takes is a figure of `nox -s bench`, never a test.


def test_a_games_searches_draw_no_constants_from_another_games_code() -> None:
    from hypothesis.internal.conjecture import providers

    from checker.properties.search import game_constants_only

    with game_constants_only(strategies.SPEC):
        constants = providers._get_local_constants().strings
    assert "english-near" not in constants  # a Wendake territory


def test_what_a_step_of_a_turn_offers_is_listed_for_the_open_icons() -> None:
    w = strategies.walk(strategies.Case(2, 0, DEFAULTS))
    step = next(s for s in w.steps if s.before.frames and s.move.kind is MoveKind.PERFORM)
    legal = properties._legal_by_reading(step.before, DEFAULTS, r.UNPAYABLE_COST)
    assert set(legal) == {"forgo", "pay-what-you-have"}
    assert step.move in legal["forgo"]

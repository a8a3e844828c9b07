"""Beagle goals in the Reward Phase, and final scoring with its tie-breakers."""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.trace import Trace, silent

from . import clauses as c
from .board import SPECIMENS, specimen
from .cards import BEAGLE_GOALS, Goal
from .economy import regular_seals
from .icons import Action, ActionKind, Timing
from .personal_board import (
    ALL_TENTS_POINTS,
    FIFTH_SEAL_POINTS,
    PAIRED_OBJECTIVE_POINTS,
    SIXTH_SEAL_POINTS,
)
from .state import SPOTS, Game, Player
from .tracks import BEAGLE_SPACE_IDS, EVOLUTION_TRACK, OCEAN, ocean_step



@implements(c.GOAL_WAX_SEALS, c.GOAL_SPECIMENS, c.GOAL_LENSES, c.GOAL_STAMP_STACKS,
            c.GOAL_TENTS, c.GOAL_OBJECTIVES)
def goal_count(game: Game, player: Player, number: int) -> int:
    """How many times a player meets a Beagle goal's condition."""
    goal = BEAGLE_GOALS[number - 1]
    if goal.goal is Goal.REGULAR_SEALS:
        assert goal.seal is not None
        return regular_seals(player, goal.seal.value)
    if goal.goal is Goal.SPECIMENS:
        return sum(1 for s in player.research if specimen(s).kind is goal.specimen_kind)
    if goal.goal is Goal.LENSES:
        return sum(1 for owner in game.lens if owner == player.seat)
    if goal.goal is Goal.EMPTY_STAMP_STACKS:
        return sum(1 for s in player.stamps if s == 0)
    if goal.goal is Goal.TENTS:
        return sum(1 for site in game.tents for who in site if who == player.seat)
    return len(player.achieved)


@implements(c.LAGGING_PENALTY, c.LAGGING_CAP)
def lagging_penalty(game: Game, player: Player) -> int:
    """The penalties printed on the Ocean spaces after the Ship's, up to and
    including the HMS Beagle's; each at most 2 for a player with the cap."""
    here = ocean_step(player.ship)
    there = ocean_step(BEAGLE_SPACE_IDS[game.beagle])
    total = 0
    for space in OCEAN:
        if here < ocean_step(space.id) <= there:
            total += min(space.lagging_penalty, 2) if player.lagging_cap else space.lagging_penalty
    return total


@implements(c.BEAGLE_GOAL_SCORED, c.LAGGING_FLOOR)
def beagle_points(game: Game, player: Player) -> tuple[int, int, int]:
    """(goal points, lagging penalty, points gained, never below zero)."""
    number = game.beagle_goals[game.beagle]
    changed = game.layer.beagle_rule(game, player)
    if changed is not None:
        gross = changed[0]
    else:
        gross = goal_count(game, player, number) * BEAGLE_GOALS[number - 1].points_each
    lag = lagging_penalty(game, player)
    return gross, lag, max(0, gross - lag)


@dataclass(frozen=True, slots=True)
class FinalScore:
    """Every part of one player's final score; ``total`` is their sum plus the
    points scored during the game."""

    seat: int
    during_game: int
    objectives: int
    paired: int
    seals: int
    tents: int
    evolution: int
    coins: int
    knowledge: int

    @property
    def total(self) -> int:
        return (self.during_game + self.objectives + self.paired + self.seals + self.tents
                + self.evolution + self.coins + self.knowledge)


@implements(c.MUSEUM_MODIFIER)
def museum_modifier(game: Game) -> int:
    """2, plus one for each Museum row with all four tiles."""
    rows = {s.museum_row for s in SPECIMENS}
    full = sum(1 for row in rows
               if all(s.id in game.museum for s in SPECIMENS if s.museum_row == row))
    return 2 + full


@implements(c.SCORING_OBJECTIVES, c.OBJECTIVE_POINTS_AT_END, c.OBJECTIVE_PAIRED_BONUS,
            c.END_POINTS, c.SCORING_WAX_SEALS, c.SCORING_TENTS, c.EVOLUTION_BOOKS,
            c.BOOK_MULTIPLIER, c.SCORING_COINS, c.SCORING_TEMPORARY_KNOWLEDGE,
            c.MOD_FINAL_SCORING)
def final_score(game: Game, player: Player) -> FinalScore:
    objectives = 0
    for i in player.achieved:
        for icon in SPOTS[i].actions:
            if (isinstance(icon, Action) and icon.kind is ActionKind.VICTORY_POINTS
                    and icon.timing is Timing.FINAL_SCORING):
                objectives += icon.amount
    right = [i for i, s in enumerate(SPOTS) if s.position == 5]
    paired = PAIRED_OBJECTIVE_POINTS.value if all(i in player.achieved for i in right) else 0
    seals = 0
    for row in player.rows:
        if len(row) >= 5:
            seals += FIFTH_SEAL_POINTS.value
        if len(row) >= 6:
            seals += SIXTH_SEAL_POINTS.value
    scores = game.layer.scores_all_tents(game, player.seat)
    tents = ALL_TENTS_POINTS.value if player.tents == 0 and scores else 0
    books = EVOLUTION_TRACK[player.evolution].books + player.book_bonus
    return FinalScore(
        seat=player.seat, during_game=player.points, objectives=objectives, paired=paired,
        seals=seals, tents=tents, evolution=books * museum_modifier(game),
        coins=player.coins // 5, knowledge=player.knowledge,
    )


_SILENT = silent()


@implements(c.WINNER, c.TIE_BREAKERS)
def ranking(game: Game, trace: Trace = _SILENT) -> tuple[tuple[int, ...], ...]:
    """Seats grouped by place, best first: most points, then farthest on the
    Theory of Evolution track, then most Coins; still tied players share."""
    def key(p: Player) -> tuple[int, int, int]:
        return (final_score(game, p).total, p.evolution, p.coins)

    keys = sorted({key(p) for p in game.players}, reverse=True)
    places = tuple(tuple(p.seat for p in game.players if key(p) == k) for k in keys)
    totals = [k[0] for k in keys]
    if trace.on and (any(len(group) > 1 for group in places) or len(set(totals)) < len(totals)):
        trace.note(c.TIE_BREAKERS.id, "ties broken by the Evolution track, then Coins: "
                   + "; ".join(f"place {n}: " + ", ".join(f"player {seat}" for seat in group)
                               for n, group in enumerate(places, start=1)))
    return places


def beagle_scores(game: Game, trace: Trace) -> tuple[tuple[int, int, int], ...]:
    """Per seat: (goal points, lagging penalty, points gained), as the state stands."""
    number = game.beagle_goals[game.beagle]
    goal = BEAGLE_GOALS[number - 1]
    out = tuple(beagle_points(game, p) for p in game.players)
    if trace.on:
        trace.note(c.BEAGLE_GOAL_SCORED.id, f"the HMS Beagle is over goal tile {number} "
                   f"({goal.goal.value}, {goal.points_each} points each)")
        for p, (gross, lag, gained) in zip(game.players, out):
            changed = game.layer.beagle_rule(game, p)
            if changed is not None:
                trace.note(changed[1], f"player {p.seat}: {changed[2]}")
            else:
                count = goal_count(game, p, number)
                trace.note(_GOAL_CLAUSE[goal.goal].id, f"player {p.seat} meets it {count} "
                           f"times: {gross} points")
            if lag:
                trace.note(c.LAGGING_PENALTY.id, f"player {p.seat}'s Ship on {p.ship} lags the "
                           f"Beagle: penalty {lag}" + (" (each capped at 2)" if p.lagging_cap
                                                        else ""))
            if lag > gross:
                trace.note(c.LAGGING_FLOOR.id, f"player {p.seat} gains 0, not {gross - lag}")
    return out


_GOAL_CLAUSE = {
    Goal.REGULAR_SEALS: c.GOAL_WAX_SEALS, Goal.SPECIMENS: c.GOAL_SPECIMENS,
    Goal.LENSES: c.GOAL_LENSES, Goal.EMPTY_STAMP_STACKS: c.GOAL_STAMP_STACKS,
    Goal.TENTS: c.GOAL_TENTS, Goal.OBJECTIVES: c.GOAL_OBJECTIVES,
}


def final_scores(game: Game, trace: Trace) -> tuple[FinalScore, ...]:
    """Every player's final score, each part explained in the trace."""
    out = tuple(final_score(game, p) for p in game.players)
    if not trace.on:
        return out
    modifier = museum_modifier(game)
    trace.note(c.MUSEUM_MODIFIER.id, f"Museum modifier {modifier}: 2 plus "
               f"{modifier - 2} complete Museum rows")
    for p, s in zip(game.players, out):
        who = f"player {p.seat}"
        if s.objectives:
            trace.note(c.SCORING_OBJECTIVES.id, f"{who}: {s.objectives} points from achieved "
                       "Objective spaces")
            trace.note(c.OBJECTIVE_POINTS_AT_END.id, f"{who}: the spaces' points wait for final "
                       "scoring, as their arrow-to-bar icons say")
            trace.note(c.MOD_FINAL_SCORING.id, f"{who}: arrow-to-bar rewards are gained now")
            for i in sorted(p.achieved):
                if SPOTS[i].position == 5:
                    points = sum(a.amount for a in SPOTS[i].actions if isinstance(a, Action))
                    trace.note(c.END_POINTS.id, f"{who}: the right-most {SPOTS[i].tier} space "
                               f"gives {points} points")
        if s.paired:
            trace.note(c.OBJECTIVE_PAIRED_BONUS.id, f"{who}: both right-most Objective spaces "
                       f"achieved, {s.paired} points")
        if s.seals:
            trace.note(c.SCORING_WAX_SEALS.id, f"{who}: {s.seals} points for rows with 5 or 6 seals")
        if s.tents:
            trace.note(c.SCORING_TENTS.id, f"{who}: all 5 Tents placed, {s.tents} points")
        books = EVOLUTION_TRACK[p.evolution].books
        trace.note(c.EVOLUTION_BOOKS.id, f"{who}: step {p.evolution} reaches {books} books"
                   + (f" plus {p.book_bonus} from the Book Multiplier Objective"
                      if p.book_bonus else "") + f", times {modifier}: {s.evolution} points")
        if p.book_bonus:
            trace.note(c.BOOK_MULTIPLIER.id, f"{who}: the Objective adds {p.book_bonus} book")
        trace.note(c.SCORING_COINS.id, f"{who}: {p.coins} Coins make {s.coins} points")
        if s.knowledge:
            trace.note(c.SCORING_TEMPORARY_KNOWLEDGE.id, f"{who}: {s.knowledge} points for "
                       "Temporary Knowledge")
        trace.note(c.WINNER.id, f"{who}: {s.during_game} points during the game, {s.total} "
                   "in all")
    return out

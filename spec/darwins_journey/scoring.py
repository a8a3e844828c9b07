"""Beagle goals in the Reward Phase, and final scoring with its tie-breakers."""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.trace import Change, Trace, silent

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
    objectives = sum(_final_points(i) for i in player.achieved)
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
    totals = {p.seat: final_score(game, p).total for p in game.players}

    def key(p: Player) -> tuple[int, int]:
        return (p.evolution, p.coins)

    def names(seats: tuple[int, ...]) -> str:
        return ", ".join(game.seat_name(s) for s in seats)

    places: list[tuple[int, ...]] = []
    best = max(totals.values())
    for total in sorted(set(totals.values()), reverse=True):
        level = tuple(p.seat for p in game.players if totals[p.seat] == total)
        if total == best:
            alone = trace.check(c.WINNER.id, "does one player alone have the most points?",
                                len(level) == 1, lambda: "the most, " + str(best) + ": "
                                + names(level) + "; " + ", ".join(
                                    f"{game.seat_name(s)} {n}" for s, n in totals.items()))
        else:
            alone = len(level) == 1
        if alone:
            places.append(level)
            continue
        keys = sorted({key(game.players[s]) for s in level}, reverse=True)
        if trace.check(c.TIE_BREAKERS.id, f"do the Evolution track, then Coins, part "
                       f"{names(level)}, level on {total} points?", len(keys) > 1,
                       lambda: "; ".join(f"{game.seat_name(s)}: step {game.players[s].evolution}, "
                                         f"{game.players[s].coins} Coins" for s in level)):
            places.extend(tuple(s for s in level if key(game.players[s]) == k) for k in keys)
        else:
            places.append(level)
    return tuple(places)


def beagle_scores(game: Game, trace: Trace) -> tuple[tuple[int, int, int], ...]:
    """Per seat: (goal points, lagging penalty, points gained), as the state stands."""
    number = game.beagle_goals[game.beagle]
    goal = BEAGLE_GOALS[number - 1]
    out = tuple(beagle_points(game, p) for p in game.players)
    if trace.on:
        trace.note(c.BEAGLE_GOAL_SCORED.id, f"the HMS Beagle is over goal tile {number} "
                   f"({goal.goal.value}, {goal.points_each} points each)")
        for p, scored in zip(game.players, out):
            tally_beagle(game, p, scored, trace)
    return out


def tally_beagle(game: Game, player: Player, scored: tuple[int, int, int], trace: Trace) -> None:
    """The trace of one player's Beagle goal points (``beagle_points``), part by
    part: the goal, less the lagging penalty, never below zero. The tally is its
    own quantity; the points it adds are the player's in ``score_beagle``."""
    gross, lag, gained = scored
    tally = f"{game.seat_name(player.seat)}'s Beagle goal"
    who = game.seat_name(player.seat)
    changed = game.layer.beagle_rule(game, player)
    # A layer that scores the goal its own way (Alfred's board) states its
    # lagging penalties in the same rule, so that step cites it; the floor is
    # the base game's rule either way (Alfred's texts do not restate it).
    lagging = c.LAGGING_PENALTY.id
    if changed is not None:
        clause, text = changed[1], changed[2]
        lagging = clause
    else:
        number = game.beagle_goals[game.beagle]
        goal = BEAGLE_GOALS[number - 1]
        clause = _GOAL_CLAUSE[goal.goal].id
        text = (f"{who} meets it {goal_count(game, player, number)} times (goal tile "
                f"{number}), {goal.points_each} points each")
    if gross:
        trace.change(clause, text, Change(tally, "points", 0, gross))
    else:
        trace.note(clause, f"{text}: no points")
    if lag:
        trace.change(lagging, f"{who}'s Ship on {player.ship} lags the Beagle"
                     + (" (each penalty capped at 2)" if player.lagging_cap else ""),
                     Change(tally, "points", gross, gross - lag))
    if gross - lag < gained:
        trace.change(c.LAGGING_FLOOR.id, "never below zero",
                     Change(tally, "points", gross - lag, gained))


_GOAL_CLAUSE = {
    Goal.REGULAR_SEALS: c.GOAL_WAX_SEALS, Goal.SPECIMENS: c.GOAL_SPECIMENS,
    Goal.LENSES: c.GOAL_LENSES, Goal.EMPTY_STAMP_STACKS: c.GOAL_STAMP_STACKS,
    Goal.TENTS: c.GOAL_TENTS, Goal.OBJECTIVES: c.GOAL_OBJECTIVES,
}


def final_scores(game: Game, trace: Trace) -> tuple[FinalScore, ...]:
    """Every player's final score, each part explained in the trace.

    The trace tallies each player's "final score" from the points of the game
    on, one change a part; the players' own points stay as the game left them."""
    out = tuple(final_score(game, p) for p in game.players)
    if not trace.on:
        return out
    modifier = museum_modifier(game)
    if modifier > 2:
        trace.change(c.MUSEUM_MODIFIER.id, f"2 plus {modifier - 2} complete Museum rows",
                     Change("the Museum modifier", "value", 2, modifier))
    else:
        trace.note(c.MUSEUM_MODIFIER.id, "Museum modifier 2: no Museum row holds all four tiles")
    for p, s in zip(game.players, out):
        who = game.seat_name(p.seat)
        total = s.during_game

        def tally(clause: str, text: str, points: int) -> None:
            nonlocal total
            trace.change(clause, f"{who}: {text}", Change(who, "final score", total,
                                                          total + points))
            total += points

        if s.objectives:
            trace.note(c.OBJECTIVE_POINTS_AT_END.id, f"{who}: the spaces' points wait for final "
                       "scoring, as their arrow-to-bar icons say")
            trace.note(c.MOD_FINAL_SCORING.id, f"{who}: arrow-to-bar rewards are gained now")
            for i in sorted(p.achieved):
                points = _final_points(i)
                if points:
                    tally(c.END_POINTS.id if SPOTS[i].position == 5 else c.SCORING_OBJECTIVES.id,
                          f"achieved {SPOTS[i].tier} Objective space {SPOTS[i].position}, "
                          f"{points} points", points)
        if s.paired:
            tally(c.OBJECTIVE_PAIRED_BONUS.id, f"both right-most Objective spaces achieved, "
                  f"{s.paired} points", s.paired)
        if s.seals:
            tally(c.SCORING_WAX_SEALS.id, f"{s.seals} points for rows with 5 or 6 seals",
                  s.seals)
        if s.tents:
            tally(c.SCORING_TENTS.id, f"all 5 Tents placed, {s.tents} points", s.tents)
        books = EVOLUTION_TRACK[p.evolution].books
        if books:
            tally(c.EVOLUTION_BOOKS.id, f"step {p.evolution} reaches {books} books, times "
                  f"{modifier}", books * modifier)
        if p.book_bonus:
            tally(c.BOOK_MULTIPLIER.id, f"{p.book_bonus} more book from the Book Multiplier "
                  f"Objective, times {modifier}", p.book_bonus * modifier)
        if s.coins:
            tally(c.SCORING_COINS.id, f"{p.coins} Coins make {s.coins} points", s.coins)
        if s.knowledge:
            tally(c.SCORING_TEMPORARY_KNOWLEDGE.id, f"{s.knowledge} points for Temporary "
                  "Knowledge", s.knowledge)
        assert total == s.total, "the tally adds up to the score"
    return out


def _final_points(spot: int) -> int:
    """The points an Objective space gives at final scoring."""
    return sum(icon.amount for icon in SPOTS[spot].actions
               if isinstance(icon, Action) and icon.kind is ActionKind.VICTORY_POINTS
               and icon.timing is Timing.FINAL_SCORING)

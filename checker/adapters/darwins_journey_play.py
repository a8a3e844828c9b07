"""Whole Darwin's Journey games as `automa play` plays them, with their logs and
the positions `automa impact` and ``--save-at`` pick up from: the part of the
adapter a decide never calls, kept apart so that a decide does not load it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from spec.core.rulings import Rulings
from spec.core.trace import Trace, silent
from spec.darwins_journey import play, scoring
from spec.darwins_journey.moves import Move
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import Game, Phase

from ..fork import Fork, Held, held
from ..games import Json
from ..played import Moment, Played
from .darwins_journey import (ALFRED, Origin, _tagged, alfred_turn_json, not_alfreds_turn,
                              score_json)

if TYPE_CHECKING:
    from spec.core.rng import Rng


def round_row(game: Game, round_: int, order: tuple[int, ...]) -> Json:
    """One round of a whole game: its turn order, and where each player stands
    once it is over."""
    return {"round": round_, "turn_order": list(order),
            "players": [{"seat": p.seat, "points": p.points, "coins": p.coins,
                         "evolution": p.evolution} for p in game.players]}


def solo_round_row(game: Game, round_: int) -> Json:
    """One round of a solo game, as it ends: both scores, Alfred's Coins and
    his bonus worker's space (1 to 10)."""
    assert game.alfred is not None
    him = game.players[game.alfred.seat]
    return {"round": round_, "you": game.players[0].points, "alfred": him.points,
            "alfred_coins": him.coins, "bonus": game.alfred.bonus + 1}


@dataclass(frozen=True, slots=True)
class _TableAt:
    """A game of 2 to 4 in play, as ``DarwinsJourney.play`` resumes it (checker.fork)."""

    # It holds all the game so far: two games standing at equal ones go on alike.
    MEETS: ClassVar[bool] = True
    game: Game
    rng: Rng
    count: int
    first: Game  # the setup, which every saved position starts from
    orders: tuple[tuple[int, tuple[int, ...]], ...]
    rows: Held[Json]
    moments: Held[Moment]
    made: Held[Move]
    texts: Held[str]
    by_round: tuple[tuple[int, Held[Json]], ...]


@dataclass(frozen=True, slots=True)
class _SoloAt:
    """A solo game in play, as ``solo_game`` resumes it (checker.fork)."""

    MEETS: ClassVar[bool] = True  # as _TableAt
    game: Game
    rng: Rng
    start: Game
    count: int
    last: int
    since: int
    rows: Held[Json]
    moments: Held[Moment]
    made: Held[Move]
    texts: Held[str]
    turns: Held[Json]


def solo_game(seed: int, rulings: Rulings, trace: Trace, log: bool, level: str,
              policy: str, fork: Fork | None = None, resume: object | None = None) -> Played:
    """A whole solo game, move for move as ``play_solo``, logging each round;
    with ``fork``, marking the position before each step, and with
    ``resume``, carrying on from one (checker.fork)."""
    # Imported here, as they were when this was the adapter's: the order the
    # spec's modules load in is the order their assumptions are listed in.
    from spec.darwins_journey import move_words as words
    from spec.darwins_journey.policies import POLICIES, policy_rng
    from spec.darwins_journey.alfred.game import alfred_step, settle, setup_solo, winner
    from spec.darwins_journey.alfred.turn import alfred_turn

    choose = POLICIES[policy]
    # With the log: the position before each of Alfred's Action-Phase turns,
    # as your moves so far (and his turns since the last of them) reach it.
    moments: list[Moment]
    made: list[Move]
    texts: list[str]
    turns: list[Json]  # this round's, numbered
    if resume is None:
        game = setup_solo(level, seed, trace)
        start, rng, count, last, since = game, policy_rng(seed), 0, game.round, 0
        rows: list[Json] = []
        moments, made, texts, turns = [], [], [], []
    else:
        assert isinstance(resume, _SoloAt)
        game, rng, start, count = resume.game, resume.rng, resume.start, resume.count
        last, since = resume.last, resume.since
        rows, moments, made = resume.rows.back(), resume.moments.back(), resume.made.back()
        texts, turns = resume.texts.back(), resume.turns.back()
    while game.phase is not Phase.OVER:
        if fork is not None:
            fork.mark(_SoloAt(game, rng, start, count, last, since, held(rows), held(moments),
                              held(made), held(texts), held(turns)))
        if game.round != last:
            if log:
                rows.append({**_dict(solo_round_row(game, last)), "alfred_turns": turns})
                turns = []
            last = game.round
        if game.active == ALFRED:
            turn: Game | None = None
            if log and not not_alfreds_turn(game):
                k = len(moments) + 1
                # Worked out once, for the log and (untraced) for the step.
                turn = alfred_turn(game, rulings, silent())
                did = alfred_turn_json(game, rulings, silent(), turn)
                where = f"round {game.round}, Alfred's turn {len(turns) + 1} of the round"
                origin = Origin(2, False, "draft", start, tuple(made), tuple(texts),
                                (0,) * len(texts), (), "", game, level, "alfred-turn", since)
                moments.append(Moment(k, "alfred-turn", _tagged(game, origin), where,
                                      f"Round {game.round}, Alfred's turn {len(turns) + 1} of "
                                      f"the round: what does Alfred do now?", did))
                turns.append({"decision": k, "card": did["card"], "option": did["option"],
                              "worker": did["worker"], "location": did["location"]})
                since += 1
            game = alfred_step(game, rulings, trace, turn)
            continue
        legal = play.moves(game, rulings)
        move, rng = choose(game, legal, rng)
        count += 1
        if log:
            made.append(move)
            texts.append(words.describe(game, move))  # a saved file says it in words
            since = 0
        game = settle(play.apply(game, move, rulings, trace), rulings, trace)
    if log:
        rows.append({**_dict(solo_round_row(game, game.round)), "alfred_turns": turns})
    scores = scoring.final_scores(game, silent())
    result: dict[str, Json] = {
        "level": level, "rounds": game.round, "moves": count,
        "totals": [x.total for x in scores], "scores": [score_json(x) for x in scores],
        "winner": winner(game, trace),  # the trace ends with why he won
    }
    return Played(seed, rows, result, trace, tuple(moments))


def play_table(seed: int, rulings: Rulings, trace: Trace, log: bool, players: int,
               policy: tuple[str, ...] = (), fork: Fork | None = None,
               resume: object | None = None) -> Played:
    """A whole game of 2 to 4 stand-ins, as ``DarwinsJourney.play`` plays it."""
    from spec.darwins_journey import move_words as words
    from spec.darwins_journey.policies import play_on, policy_rng

    orders: dict[int, tuple[int, ...]]  # each round's turn order
    # With the log: the position before each move, as the moves so far reach it.
    moments: list[Moment]
    made: list[Move]
    texts: list[str]
    by_round: dict[int, list[Json]]
    if resume is None:
        game = setup(players, seed, False, "draft")
        rng, count, first, orders = policy_rng(seed), [0], game, {}
        rows: list[Json] = []
        moments, made, texts, by_round = [], [], [], {}
    else:
        assert isinstance(resume, _TableAt)
        game, rng, count, first = resume.game, resume.rng, [resume.count], resume.first
        orders = dict(resume.orders)
        rows, moments, made = resume.rows.back(), resume.moments.back(), resume.made.back()
        texts = resume.texts.back()
        by_round = {r: moves.back() for r, moves in resume.by_round}

    def on_move(game: Game, move: Move) -> None:
        count[0] += 1
        if game.round not in orders:
            # The first move of a round: the last one is over, its Beagle goal scored.
            if orders and log:
                last = max(orders)
                rows.append({**_dict(round_row(game, last, orders[last])),
                             "moves": by_round.get(last, [])})
            orders[game.round] = game.turn_order
        if log:
            text = words.describe(game, move)  # the log and a saved file say it in words
            origin = Origin(players, False, "draft", first, tuple(made),
                            tuple(texts), (0,) * len(texts), (text,), "", game, "", "moves")
            seat, where = game.active, f"round {game.round}, move {count[0]}"
            moments.append(Moment(count[0], "moves", _tagged(game, origin), where,
                                  f"Round {game.round}, {game.phase.value} phase: what may "
                                  f"player {seat} do now? (the stand-in played {text!r})",
                                  {"player": seat, "round": game.round,
                                   "phase": game.phase.value, "move": text}))
            by_round.setdefault(game.round, []).append(
                {"decision": count[0], "seat": seat, "move": text})
            made.append(move)
            texts.append(text)

    def at(game: Game, rng: Rng) -> None:
        assert fork is not None
        fork.mark(_TableAt(game, rng, count[0], first, tuple(orders.items()), held(rows),
                           held(moments), held(made), held(texts),
                           tuple((r, held(moves)) for r, moves in by_round.items())))

    final = play_on(game, rng, policy or ("random",) * players, rulings, trace, on_move,
                    at if fork is not None else None)
    if log and orders:
        rows.append({**_dict(round_row(final, final.round, orders[final.round])),
                     "moves": by_round.get(final.round, [])})
    scores = scoring.final_scores(final, silent())
    ranking = scoring.ranking(final)
    result: dict[str, Json] = {
        "players": players, "rounds": final.round, "moves": count[0],
        "totals": [s.total for s in scores],
        "scores": [score_json(s) for s in scores],
        "ranking": [list(group) for group in ranking],
        "winners": list(ranking[0]),
    }
    return Played(seed, rows, result, trace, tuple(moments))


def _dict(row: Json) -> dict[str, Json]:
    assert isinstance(row, dict)
    return row

"""The `automa` command on Darwin's Journey solo against Alfred: solo
situation files (``solo``, ``[alfred]``, Alfred's ``[[player]]`` table), the
``alfred-turn`` and ``solo-game`` decisions, `automa play --solo`, and bad
input.

The expected numbers are worked out by hand from the solo rules (the seed
file 002, "Darwin's Journey Solo Rules"), not read back from the spec.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker import games
from spec.darwins_journey.alfred import clauses as cs

from .run_cli import automa

HEAD = ('game = "darwins-journey"\ntitle = "t"\nseed = 3\ndecide = "{kind}"\n'
        'solo = "{level}"\n')


def situation(tmp_path: Path, kind: str, body: str, level: str = "white",
              name: str = "s.toml") -> Path:
    path = tmp_path / name
    path.write_text(HEAD.format(kind=kind, level=level) + body, encoding="utf-8")
    return path


def decide(capsys: pytest.CaptureFixture[str], path: Path, *more: str) -> dict[str, object]:
    code, out, err = automa(capsys, "decide", str(path), "--json", *more)
    assert code == 0, err
    answer = json.loads(out)["decision"]
    assert isinstance(answer, dict)
    return answer


# Your workers block the Small Diary and the Special Action Diary, so that
# Action card 6 (Small Diary / Special Action Diary / Rest) leaves Alfred only
# his Rest.
BLOCKED = ("[workers]\nsmall-left = [[0, 1]]\nspecial-top-left = [[0, 2]]\n\n")


# --- Alfred's turn ------------------------------------------------------------------

@pytest.mark.cites(cs.DRAW_CARD.id, cs.OPTIONS_IN_ORDER.id, cs.REST.id, cs.COIN_CAP.id,
                   cs.BONUS_TRACK.id, cs.BONUS_CARD_ACTIONS.id)
def test_a_rest_caps_his_coins_and_turns_the_excess_into_bonus_steps(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # He draws the deck's top card, 6. Its Small Diary and Special Action Diary
    # options are blocked, so he Rests: his bottom-most worker (D) to a
    # hammock, 7 Coins and 2 bonus steps. 10 + 7 = 17 Coins, capped at 12: the
    # 5 over are 5 more bonus steps, so the bonus worker goes 7 spaces, from
    # space 1 to space 8. Passing space 5 sets off this round's row (round 3)
    # of the white board's card above it: 4 points.
    answer = decide(capsys, situation(tmp_path, "alfred-turn", "round = 3\n" + BLOCKED
                                      + "[alfred]\ndeck = [6, 1, 2, 3, 4, 5, 7, 8]\n"
                                      "drawn = []\n\n[[player]]\n\n[[player]]\ncoins = 10\n"))
    assert answer["card"] == 6 and answer["reshuffled"] is False
    assert answer["option"] == "rest"
    assert answer["worker"] == "D" and answer["location"] == "hammock"
    assert answer["hammocks"] == ["D"]
    assert answer["coins"] == 12
    assert answer["bonus"] == 8
    assert answer["points"] == 4


@pytest.mark.cites(cs.REST.id)
def test_a_rest_below_the_cap_keeps_every_coin(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    # 3 + 7 = 10 Coins, under the cap: only the Rest's 2 bonus steps, from
    # space 2 to space 4, short of the card above space 5.
    answer = decide(capsys, situation(tmp_path, "alfred-turn", BLOCKED
                                      + "[alfred]\nbonus = 2\ndeck = [6, 1, 2, 3, 4, 5, 7, 8]\n"
                                      "\n[[player]]\n\n[[player]]\ncoins = 3\n"))
    assert answer["option"] == "rest" and answer["coins"] == 10 and answer["bonus"] == 4
    assert answer["points"] == 0


@pytest.mark.cites(cs.DRAW_CARD.id)
@pytest.mark.parametrize("top", [1, 4, 8])
def test_the_card_drawn_is_the_top_of_the_deck(top: int, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    deck = [top] + [n for n in range(1, 9) if n != top]
    answer = decide(capsys, situation(tmp_path, "alfred-turn", f"[alfred]\ndeck = {deck}\n"))
    assert answer["card"] == top and answer["reshuffled"] is False
    assert answer["worker"] in ("A", "B", "C", "D")


@pytest.mark.cites(cs.RESHUFFLE.id)
def test_both_delivery_cards_face_up_reshuffle_the_deck(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Action cards 7 and 8 carry the Delivery icon: with both face up, all
    # eight cards are shuffled into a new deck before he draws.
    path = situation(tmp_path, "alfred-turn", "[alfred]\ndeck = [1, 2, 3, 4, 5, 6]\n"
                                              "drawn = [7, 8]\n")
    answer = decide(capsys, path)
    assert answer["reshuffled"] is True
    # Without the reshuffle he would draw card 1.
    plain = decide(capsys, situation(tmp_path, "alfred-turn", "[alfred]\ndeck = [1, 2, 3, 4, 5, "
                                     "6, 8]\ndrawn = [7]\n", name="one.toml"))
    assert plain["card"] == 1 and plain["reshuffled"] is False


def test_alfred_acts_between_your_moves(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    # Alfred goes first: he plays card 1 before your move, so the turn asked
    # for after your move is his second, card 2.
    path = situation(tmp_path, "alfred-turn", 'moves = ["place 1 turn-order 0", "perform 0"]\n'
                                              "[alfred]\ndeck = [1, 2, 3, 4, 5, 6, 7, 8]\n")
    answer = decide(capsys, path)
    assert answer["card"] == 2
    # The same moves with decide = "move": Alfred has answered your move.
    moved = decide(capsys, situation(tmp_path, "move", 'moves = ["place 1 turn-order 0", '
                                     '"perform 0"]\n', name="m.toml"))
    assert moved["mover"] == 0 and moved["active"] == 0


def test_alfred_rows_and_hammocks_in_a_file(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    # Row A may hold seals past its printed ones; workers C and D rest, so his
    # bottom-most worker at home is B.
    answer = decide(capsys, situation(
        tmp_path, "alfred-turn", BLOCKED + '[alfred]\ndeck = [6, 1, 2, 3, 4, 5, 7, 8]\n'
        'hammocks = ["C", "D"]\n\n[[player]]\n\n[[player]]\ncoins = 0\nhome = ["A", "B"]\n'
        'rows = [["yellow", "yellow", "blue"], ["red", "red"], ["green"], ["blue"]]\n'))
    assert answer["worker"] == "B" and answer["hammocks"] == ["C", "D", "B"]
    assert answer["rows"] == [["yellow", "yellow", "blue"], ["red", "red"], ["green"],
                              ["blue"]]
    assert answer["coins"] == 7


# --- Whole solo games -------------------------------------------------------------------

@pytest.mark.cites(cs.WINNER.id)
def test_a_solo_game_names_a_winner(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    answer = decide(capsys, situation(tmp_path, "solo-game", "", "blue"))
    assert answer["level"] == "blue" and answer["rounds"] == 5
    assert answer["winner"] in ("you", "Alfred")
    scores = answer["scores"]
    assert isinstance(scores, list) and [s["seat"] for s in scores] == [0, 1]
    you, him = (s["total"] for s in scores)
    # More points wins; a tie on points goes on to other tie-breakers.
    if you != him:
        assert answer["winner"] == ("you" if you > him else "Alfred")


def test_a_solo_setup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Yellow board: 5 Coins; 4 Special Action tiles; one Objective of each
    # colour on display; Alfred first.
    answer = decide(capsys, situation(tmp_path, "setup", "", "yellow"))
    assert answer["solo"] == "yellow" and answer["turn_order"] == [1, 0]
    tiles = answer["special_tiles"]
    assert isinstance(tiles, list) and len([t for t in tiles if t]) == 4
    assert isinstance(answer["silver_display"], list) and len(answer["silver_display"]) == 1
    seats = answer["seats"]
    assert isinstance(seats, list) and seats[1]["coins"] == 5
    alfred = answer["alfred"]
    assert isinstance(alfred, dict) and alfred["bonus"] == 1
    assert sorted(alfred["deck"]) == list(range(1, 9)) and alfred["drawn"] == []


def test_play_solo(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = automa(capsys, "play", "darwins-journey", "--solo", "--level", "blue",
                            "--seed", "3")
    assert code == 0, err
    assert "winner: " in out and ("winner: Alfred" in out or "winner: you" in out)
    assert sum(1 for line in out.splitlines() if line.startswith("round ")) == 5
    again = automa(capsys, "play", "darwins-journey", "--solo", "--level", "blue", "--seed", "3")
    assert again == (0, out, "")


def test_play_solo_json_matches_the_spec(capsys: pytest.CaptureFixture[str]) -> None:
    from spec.core.trace import silent
    from spec.darwins_journey.scoring import final_scores
    from spec.darwins_journey.alfred.game import play_solo, winner

    code, out, _ = automa(capsys, "play", "darwins-journey", "--solo", "--seed", "4", "--json",
                          "--log")
    data = json.loads(out)
    final = play_solo("white", 4)
    assert code == 0 and data["result"]["level"] == "white"
    assert data["result"]["totals"] == [s.total for s in final_scores(final, silent())]
    assert data["result"]["winner"] == winner(final)
    rows = data["rounds"]
    assert [r["round"] for r in rows] == [1, 2, 3, 4, 5]
    assert all(1 <= r["bonus"] <= 10 and 0 <= r["alfred_coins"] <= 12 for r in rows)


def test_solo_files_recreate_states(tmp_path: Path) -> None:
    from checker.situation import read
    from spec.core.rng import Rng
    from spec.core.rulings import DEFAULTS
    from spec.core.trace import silent
    from spec.darwins_journey import play
    from spec.darwins_journey.policies import POLICIES
    from spec.darwins_journey.alfred.game import alfred_step, settle, setup_solo
    from spec.darwins_journey.state import Game, Phase

    adapter = games.get("darwins-journey")
    game = setup_solo("green", 7)
    rng = Rng.seeded(11)
    seen: list[Game] = []
    while game.phase is not Phase.OVER:
        if game.active == 1:
            if game.phase is Phase.ACTION and not game.placed and not game.frames:
                seen.append(game)
            game = alfred_step(game, DEFAULTS, silent())
            continue
        move, rng = POLICIES["random"](game, play.moves(game, DEFAULTS), rng)
        game = settle(play.apply(game, move, DEFAULTS, silent()), DEFAULTS, silent())
    for state in seen[::5]:
        path = tmp_path / "w.toml"
        text = adapter.situation_toml(state, "alfred-turn")
        path.write_text('game = "darwins-journey"\nseed = 7\ndecide = "alfred-turn"\n' + text)
        got = read(path).state
        assert isinstance(got, Game)
        for name in ("players", "round", "active", "placed", "scrolls", "seal_pile", "purple",
                     "knowledge_supply", "museum", "special_tiles", "lens", "workers",
                     "envelopes", "used_stamps", "tents", "alfred", "silver_display",
                     "golden_display"):
            assert getattr(got, name) == getattr(state, name), name
        assert sorted(got.seals_out) == sorted(state.seals_out)
        assert adapter.situation_toml(got, "alfred-turn") == text


# --- Bad input --------------------------------------------------------------------------

BAD: dict[str, tuple[str, str, str, str]] = {
    # name: (decide, body, where (line and field), what)
    "deck not a permutation": (
        "alfred-turn", "[alfred]\ndeck = [1, 2, 3]\ndrawn = [4, 5]\n", ":8: field alfred.drawn",
        "card 6 is in neither"),
    "a card in the deck and face up": (
        "alfred-turn", "[alfred]\ndeck = [1, 2, 3, 4, 5, 6, 7]\ndrawn = [7, 8]\n",
        ":8: field alfred.drawn", "card 7 is both in the deck and face up"),
    "card 9": (
        "alfred-turn", "[alfred]\ndeck = [9]\n", ":7: field alfred.deck",
        "integers from 1 to 8"),
    "bonus 11": (
        "alfred-turn", "[alfred]\nbonus = 11\n", ":7: field alfred.bonus",
        "expected an integer from 1 to 10, got 11"),
    "hammock E": (
        "alfred-turn", '[alfred]\nhammocks = ["E"]\n', ":7: field alfred.hammocks",
        'Alfred\'s workers "A" to "D"'),
    "unknown [alfred] field": (
        "alfred-turn", "[alfred]\ncoins = 3\n", ":7: field alfred.coins", "unknown field"),
    "Alfred coins 13": (
        "alfred-turn", "[[player]]\n\n[[player]]\ncoins = 13\n", ":9: field player[1].coins",
        "expected an integer from 0 to 12, got 13"),
    "Alfred without his printed seals": (
        "alfred-turn", '[[player]]\n\n[[player]]\nrows = [[], [], [], []]\n',
        ":9: field player[1].rows", "row A of Alfred's white board starts with its printed "
                                    "seals yellow, yellow"),
    "seven seals on Alfred's row": (
        "alfred-turn", '[[player]]\n\n[[player]]\nrows = [["yellow", "yellow", "red", "red", '
                       '"red", "red", "red"], ["red", "red"], ["green"], ["blue"]]\n',
        ":9: field player[1].rows", "row A has 7 seals"),
    "seals on Alfred's fifth row": (
        "alfred-turn", '[[player]]\n\n[[player]]\nrows = [["yellow", "yellow"], ["red", "red"],'
                       ' ["green"], ["blue"], ["red"]]\n', ":9: field player[1].rows",
        "bonus worker"),
    "Alfred's worker home and resting": (
        "alfred-turn", '[alfred]\nhammocks = ["D"]\n\n[[player]]\n\n[[player]]\n'
                       'home = ["A", "B", "C", "D"]\n', ":12: field player[1].home",
        "worker D is both at home and in a hammock"),
    "a resting worker on the board": (
        "alfred-turn", '[workers]\nmuseum = [[1, 3]]\n\n[alfred]\nhammocks = ["D"]\n',
        ":10: field alfred.hammocks", "worker D rests in a hammock and is also on museum"),
    "not his turn": (
        "alfred-turn", "active = 0\n", ":6: field active", "it is your turn (active = 0)"),
    "no worker at home": (
        "alfred-turn", '[alfred]\nhammocks = ["A", "B", "C", "D"]\n', ":6: field alfred",
        "Alfred is to place a worker but has none at home"),
    "players with solo": (
        "alfred-turn", "players = 2\n", ":6: field players", "leave out players"),
    "crew with solo": (
        "setup", 'crew = "first-play"\n', ":6: field crew", "leave out crew"),
    "level 'red'": (
        "setup", "", ":5: field solo", "expected one of white, blue, yellow, green"),
    "a third [[player]]": (
        "moves", "[[player]]\n\n[[player]]\n\n[[player]]\ncoins = 1\n", ":11: field player[2]",
        "a solo game has two [[player]] tables"),
    "your moves on Alfred's turn": (
        "moves", "", "field active", "it is Alfred's turn (seat 1)"),
    "solo-game with overrides": (
        "solo-game", "round = 2\n", ":6: field round", "starts from the setup itself"),
    "decide game in a solo file": (
        "game", "", ":4: field decide", 'ask decide = "solo-game"'),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_solo_files(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    kind, body, where, what = BAD[name]
    level = "red" if name == "level 'red'" else "white"
    path = situation(tmp_path, kind, body, level)
    code, out, err = automa(capsys, "decide", str(path))
    assert code == 2 and out == "", err
    assert "Traceback" not in err
    assert err.startswith(f"automa: error: {path}")
    assert where in err and what in err, err


@pytest.mark.parametrize("kind, body, where", [
    ("alfred-turn", "", ":4: field decide"),
    ("solo-game", "", ":4: field decide"),
    ("moves", "\n[alfred]\nbonus = 2\n", ":6: field alfred"),
])
def test_solo_parts_without_solo(kind: str, body: str, where: str, tmp_path: Path,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.toml"
    path.write_text(f'game = "darwins-journey"\ntitle = "t"\nseed = 3\ndecide = "{kind}"\n'
                    + body, encoding="utf-8")
    code, out, err = automa(capsys, "decide", str(path))
    assert code == 2 and out == "" and "Traceback" not in err
    assert where in err and "solo = " in err, err


@pytest.mark.parametrize("args, message", [
    (["play", "darwins-journey", "--solo", "--players", "2"],
     "field --players: --solo plays you against the bot"),
    (["play", "darwins-journey", "--level", "blue"],
     "field --level: level 'blue' is a board of the solo game's bot: add --solo"),
    (["play", "darwins-journey", "--solo", "--level", "hard"],
     "field --level: darwins-journey has no solo level 'hard'"),
    (["play", "woodcraft", "--solo"], "field --solo: woodcraft is a solo game already"),
    (["play", "wendake", "--solo", "--level", "easy"], "field --solo: wendake is a solo game"),
    (["play", "darwins-journey", "--solo", "--policy", "greedy,random"],
     "field --policy: 2 policies for the solo game"),
])
def test_bad_solo_play_arguments(args: list[str], message: str,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = automa(capsys, *args)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_a_solo_final_score_names_one_winner_and_no_shared_ranking(
        capsys: pytest.CaptureFixture[str]) -> None:
    # Hand-checked in the example's comments: 47 each, Evolution level, you
    # have 9 Coins to his 5: you win (only a tie on all three goes to Alfred).
    code, out, _ = automa(capsys, "decide", "examples/darwins-journey/alfred-end-tie-coins.toml",
                          "--json")
    data = json.loads(out)
    assert code == 0
    assert data["decision"]["winner"] == "you"
    assert "ranking" not in data["decision"]
    *level, step = [s for s in data["trace"]
                    if s.get("procedure") == "darwins_journey.alfred.winner"]
    assert [s["clause"] for s in level] == ["darwins_journey.alfred.end.winner",
                                           "darwins_journey.alfred.end.ties"]
    assert step["winner"] == "you" and step["clause"] == "darwins_journey.alfred.end.ties"
    (alfred,) = step["rejected"]
    assert alfred["candidate"] == "Alfred" and alfred["reason"].startswith("Coins 5, against 9")

"""The `automa` command on Darwin's Journey: situation files for 2 to 4
players, every decision kind, whole games with --players, and bad input.

The expected numbers are worked out by hand from the rulebook (the seed
file 002), not read back from the spec.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker import games
from spec.darwins_journey import clauses as c

from .run_cli import automa

HEAD = 'game = "darwins-journey"\ntitle = "t"\nseed = 3\ndecide = "{kind}"\n'


def situation(tmp_path: Path, kind: str, body: str, name: str = "s.toml") -> Path:
    path = tmp_path / name
    path.write_text(HEAD.format(kind=kind) + body, encoding="utf-8")
    return path


def decide(capsys: pytest.CaptureFixture[str], path: Path, *more: str) -> dict[str, object]:
    code, out, err = automa(capsys, "decide", str(path), "--json", *more)
    assert code == 0, err
    answer = json.loads(out)["decision"]
    assert isinstance(answer, dict)
    return answer


# --- Setup -----------------------------------------------------------------------

@pytest.mark.cites(c.SEALS_REMOVED.id, c.STARTING_COINS.id, c.STARTING_TEMPORARY_KNOWLEDGE.id,
                   c.SPECIMEN_TOKENS.id, c.SETUP_MUSEUM_TILES.id)
@pytest.mark.parametrize("players, removed, tokens, museum", [
    (2, 8, 10, 6), (3, 4, 13, 3), (4, 0, 16, 0)])
def test_setup_by_player_count(players: int, removed: int, tokens: int, museum: int,
                               tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Setup step 5: 2 seals of each colour go back with two players, 1 with
    # three, none with four; step 16: 6, 3 or 0 Specimen tokens of the 16 are
    # left over, and their Museum tiles go into the Museum. Player setup: 4
    # Coins and 1 Temporary Knowledge each.
    answer = decide(capsys, situation(tmp_path, "setup", f"players = {players}\n"))
    assert answer["players"] == players
    assert answer["seals_out"] == removed
    assert answer["specimens"] == tokens
    assert isinstance(answer["museum"], list) and len(answer["museum"]) == museum
    seats = answer["seats"]
    assert isinstance(seats, list) and len(seats) == players
    assert all(s["coins"] == 4 and s["knowledge"] == 1 for s in seats)
    scrolls = answer["scrolls"]
    assert isinstance(scrolls, list) and len(scrolls) == 12 and all(scrolls)
    # Every one of the 56 Regular Wax Seals is somewhere: box, pile, Scrolls, rows.
    on_rows = sum(len(row) for s in seats for row in s["rows"])
    pile = answer["seal_pile"]
    assert isinstance(pile, int) and pile + removed + 12 + on_rows == 56


def test_first_game_setup_lays_the_fixed_tiles(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    # Setup steps 2, 4 and 15: Special Action tiles 7 & 8, 1 & 9, 5 & 12;
    # Correspondence tiles 2, 4, 5; Beagle Goal tiles 7, 4, 10, 8, 9.
    answer = decide(capsys, situation(tmp_path, "setup", "first_game = true\ncrew = "
                                                         '"first-play"\n'))
    assert answer["special_tiles"] == [7, 8, 1, 9, 5, 12]
    assert answer["correspondence"] == [2, 4, 5]
    assert answer["beagle_goals"] == [7, 4, 10, 8, 9]
    # First play: the first player in turn order has Crew cards 1, 2 and 3.
    order = answer["turn_order"]
    seats = answer["seats"]
    assert isinstance(order, list) and isinstance(seats, list)
    assert seats[order[0]]["crew"] == [1, 2, 3]
    assert seats[order[1]]["crew"] == [4, 5, 6]


# --- Moves and their effects -------------------------------------------------------

@pytest.mark.cites(c.RESERVE_TURN_ORDER.id, c.TWO_PLAYER_TURN_ORDER_TOKEN.id)
@pytest.mark.parametrize("players, coins", [(2, 4 + 3), (3, 4 + 2)])
def test_reserve_turn_order_pays_3_coins_with_two_players(
        players: int, coins: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    order = list(range(players))
    path = situation(tmp_path, "move", f"players = {players}\nturn_order = {order}\n"
                                       'moves = ["place 0 turn-order 0", "perform 0"]\n')
    answer = decide(capsys, path)
    assert answer["mover"] == 0
    assert answer["coins"] == coins


@pytest.mark.cites(c.PLACEMENT_PENALTY.id)
@pytest.mark.parametrize("players, penalty", [(2, 3), (3, 2), (4, 2)])
def test_placement_in_an_occupied_diary_section(
        players: int, penalty: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Exploration and Navigation share Main Diary 1; without a bookmark (1 to 3
    # players) it is one Diary Section, so the second worker there pays.
    # With four players the bookmark splits it, so Navigation stays free.
    order = list(range(players))
    body = (f"players = {players}\nturn_order = {order}\nmoves = [\n"
            '  "place 0 exploration-top 0",\n  "done",\n  "place 0 navigation-top 0",\n]\n')
    answer = decide(capsys, situation(tmp_path, "move", body))
    people = answer["players"]
    assert isinstance(people, list)
    assert answer["mover"] == 1
    assert people[0]["coins"] == 4  # the first worker in the Diary pays nothing
    assert answer["coins"] == (4 if players == 4 else 4 - penalty)
    assert answer["open"] == ["navigation 2"]


@pytest.mark.cites(c.LENS_LOCATION.id)
def test_moves_and_asked_moves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # A Lens location holds one worker; the Museum (a square) holds any number.
    body = ('turn_order = [0, 1]\nmoves = ["place 0 exploration-top 0", "done"]\n'
            'ask = ["place 0 exploration-top 0", "place 0 museum 0", "perform 0"]\n')
    answer = decide(capsys, situation(tmp_path, "moves", body))
    assert answer["player"] == 1 and answer["round"] == 1 and answer["phase"] == "action"
    moves = answer["moves"]
    assert isinstance(moves, list) and answer["count"] == len(moves)
    # The answer says the moves in words; the engine's text is still read.
    assert "place worker 0 on the Museum" in moves
    assert not any("top Exploration space" in str(m) for m in moves)
    assert answer["legal"] == {"place 0 exploration-top 0": False, "place 0 museum 0": True,
                               "perform 0": False}


def test_moves_and_asks_in_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The same question as above, in a player's words.
    body = ('turn_order = [0, 1]\nmoves = ["place worker 0 on the top Exploration space", '
            '"done"]\nask = ["place worker 0 on the top Exploration space", '
            '"Place worker 0 on the Museum.", "gain 2 Coins"]\n')
    answer = decide(capsys, situation(tmp_path, "moves", body))
    assert answer["player"] == 1
    assert answer["legal"] == {"place worker 0 on the top Exploration space": False,
                               "Place worker 0 on the Museum.": True, "gain 2 Coins": False}


def test_a_reading_that_makes_a_move_illegal(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    # Player 0 has no Coin; the one seal left lies on Scroll 2 (1 Coin) and
    # row 1's next spot is free: the seal costs 1. Legal only when a red cost
    # may be paid with what one has.
    body = ('turn_order = [0, 1]\nscrolls = ["", "", "", "red", "", "", "", "", "", "", "", ""]\n'
            'moves = [\n  "place 0 academy-top 0",\n  "perform 0 3 1",\n]\n\n'
            '[[player]]\ncoins = 0\n\n'
            '[rulings]\n"darwins_journey.unpayable-red-cost" = "pay-what-you-have"\n')
    path = situation(tmp_path, "move", body)
    answer = decide(capsys, path)
    assert answer["coins"] == 0 and answer["rows"] == [[], ["blue", "red"], ["yellow"],
                                                        ["green"], []]
    # The answer rests on that reading: under the other, the position cannot arise.
    _, out, _ = automa(capsys, "decide", str(path), "--json")
    [basis] = [m for m in json.loads(out)["rests_on"]["rulings"]
               if m["ruling"] == "darwins_journey.unpayable-red-cost"]
    assert basis["other"] == "forgo" and "not a legal move" in basis["position_cannot_arise"]
    code, out, err = automa(capsys, "decide", str(path), "--ruling",
                            "darwins_journey.unpayable-red-cost=forgo")
    assert code == 2 and out == ""
    assert f"{path}:9: field moves: moves[1] 'perform 0 3 1' is not a legal move" in err
    assert "Traceback" not in err


# --- The Reward Phase, Cleanup and final scoring --------------------------------------

@pytest.mark.cites(c.MAJORITY_FIRST.id, c.MAJORITY_SECOND.id, c.MAJORITY_TIES.id,
                   c.GOAL_SPECIMENS.id, c.LAGGING_FLOOR.id)
def test_rewards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    body = """players = 3
turn_order = [1, 0, 2]
beagle_goals = [7, 4, 10, 8, 9]
envelopes = [[2, 2, 1], [0, 3, 1], [0, 0, 0]]

[[player]]
stamps = [4, 4, 2]
research = ["blue-bird", "red-bird"]
ship = "O1"

[[player]]
stamps = [4, 1, 2]

[[player]]
stamps = [4, 4, 2]
"""
    answer = decide(capsys, situation(tmp_path, "rewards", body))
    # Tied players both take the first reward, in turn order (1 before 0);
    # second place still goes to the next count.
    assert answer["envelopes"] == [{"first": [1, 0], "second": [2]},
                                   {"first": [1], "second": [2]},
                                   {"first": [], "second": []}]
    # Tile 7 asks for birds: 6 points per Research token on one.
    assert answer["beagle_goal"] == 7
    beagle = answer["beagle"]
    assert isinstance(beagle, list)
    assert beagle[0] == {"seat": 0, "goal": 12, "lagging": 0, "gained": 12}
    # No birds: a lagging Ship's penalty takes nothing below zero.
    assert beagle[1]["goal"] == 0 and beagle[1]["gained"] == 0


# The Scrolls top to bottom, three spots each; the spot after "red" is empty.
SCROLLS = ["green", "blue", "yellow", "red", "", "green", "blue", "yellow", "red", "green", "blue",
           "yellow"]


@pytest.mark.cites(c.BEAGLE_MOVES.id, c.WORKERS_RETURN.id, c.OBJECTIVES_REPLACED.id,
                   c.TOP_SCROLL_CLEARED.id, c.SEALS_SHIFT.id, c.SCROLLS_REFILL.id)
@pytest.mark.parametrize("reading, scrolls", [
    # Each seal slides up its own column; the gaps left, in reading order,
    # take red, red, green, blue from the pile.
    ("straight-up", ["red", "yellow", "green", "blue", "blue", "red", "green", "red", "yellow",
                     "red", "green", "blue"]),
    # The eight seals close up in reading order; the last four spots are refilled.
    ("reading-order", ["red", "green", "blue", "yellow", "red", "green", "blue", "yellow",
                       "red", "red", "green", "blue"]),
])
def test_cleanup(reading: str, scrolls: list[str], tmp_path: Path,
                 capsys: pytest.CaptureFixture[str]) -> None:
    body = f"""scrolls = {json.dumps(SCROLLS)}
seal_pile = ["red", "red", "green", "blue", "yellow"]
silver_display = ["silver-5", ""]
silver_stack = ["silver-8", "silver-9", "silver-10"]

[workers]
museum = [[0, 1], [1, 2]]
"""
    answer = decide(capsys, situation(tmp_path, "cleanup", body), "--ruling",
                    f"darwins_journey.seals-shift={reading}")
    assert answer["beagle"] == 1
    # The top Scroll's three seals leave the game, the rest shift up, and
    # four seals drawn from the pile fill the empty spots.
    assert answer["scrolls"] == scrolls
    assert answer["seal_pile"] == 1
    # The display's Objectives go; the next two of the stack replace them.
    assert answer["silver_display"] == ["silver-8", "silver-9"]
    assert answer["silver_stack"] == 1
    assert answer["home"] == [[0, 1, 2, 3], [0, 1, 2, 3]]


@pytest.mark.cites(c.SCORING_WAX_SEALS.id, c.SCORING_TENTS.id, c.SCORING_COINS.id,
                   c.SCORING_TEMPORARY_KNOWLEDGE.id, c.MUSEUM_MODIFIER.id,
                   c.OBJECTIVE_PAIRED_BONUS.id)
def test_final_score(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    body = """museum = ["green-reptile", "green-plant", "green-bird", "green-fossil"]
silver_display = ["silver-6", "silver-7"]
golden_display = ["golden-14", "golden-15"]

[tents]
campsite-O6 = [0, -1]
campsite-O12 = [0, -1]
campsite-O19 = [0, -1]
campsite-A4 = [0, -1]
campsite-A7 = [0, -1]

[[player]]
points = 7
coins = 12
knowledge = 2
rows = [[], ["red", "red", "green", "green", "blue"], ["yellow", "yellow", "blue", "blue", "green", "green"], ["red"], []]
reserve = []
spots = ["", "", "", "", "silver-5", "", "", "", "", "golden-13"]
achieved = [4, 9]
"""
    answer = decide(capsys, situation(tmp_path, "final-score", body))
    assert answer["museum_modifier"] == 3  # 2, plus the full green row
    scores = answer["scores"]
    assert isinstance(scores, list)
    mine = scores[0]
    assert mine["during_game"] == 7
    assert mine["paired"] == 4
    assert mine["seals"] == 3 + 10  # a 5-seal row and a 6-seal row
    assert mine["tents"] == 5
    assert mine["coins"] == 2  # 12 Coins: two sets of 5
    assert mine["knowledge"] == 2
    assert mine["evolution"] == 0
    assert mine["total"] == sum(mine[k] for k in ("during_game", "objectives", "paired",
                                                  "seals", "tents", "evolution", "coins",
                                                  "knowledge"))
    assert answer["ranking"] == [[0], [1]]


def test_whole_game_kind_and_play_agree(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.toml"
    path.write_text('game = "darwins-journey"\nseed = 5\ndecide = "game"\nplayers = 3\n')
    answer = decide(capsys, path)
    code, out, _ = automa(capsys, "play", "darwins-journey", "--players", "3", "--seed", "5",
                          "--json")
    result = json.loads(out)["result"]
    assert code == 0
    assert answer["players"] == 3 and answer["rounds"] == 5
    assert answer["ranking"] == result["ranking"]
    scores = answer["scores"]
    assert isinstance(scores, list)
    assert [s["total"] for s in scores] == result["totals"]


# --- Whole games: automa play --players ---------------------------------------------

def test_play_three_players(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = automa(capsys, "play", "darwins-journey", "--players", "3", "--seed", "5")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Darwin's Journey (2 to 4 players), seed 5, 3 players; errata ruleset"
    rounds = [line for line in lines if line.startswith("round ")]
    assert [line.split(":")[0] for line in rounds] == [f"round {n}" for n in range(1, 6)]
    assert all(line.count("seat ") == 3 for line in rounds)
    # Under each round, its moves, numbered #1, #2, ... as --save-at counts them.
    numbered = [line.split()[0] for line in lines if line.startswith("  #")]
    assert numbered == [f"#{k}" for k in range(1, len(numbered) + 1)] and numbered
    assert "Result:" in lines and any(line.startswith("  ranking: ") for line in lines)
    again = automa(capsys, "play", "darwins-journey", "--players", "3", "--seed", "5")
    assert again == (code, out, err)


def test_play_json_log_and_default_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "play", "darwins-journey", "--seed", "2", "--json", "--log")
    data = json.loads(out)
    assert code == 0 and data["game"] == "darwins-journey" and data["seed"] == 2
    result = data["result"]
    assert result["players"] == 2 and result["rounds"] == 5
    assert sorted(s for group in result["ranking"] for s in group) == [0, 1]
    assert result["winners"] == result["ranking"][0]
    assert [r["round"] for r in data["rounds"]] == [1, 2, 3, 4, 5]
    assert all(len(r["players"]) == 2 for r in data["rounds"])
    # The log's last row is where the players stand at the end of round 5.
    last = data["rounds"][-1]["players"]
    assert [p["points"] for p in last] == [s["during_game"] for s in result["scores"]]


def test_play_trace_cites_clauses(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "play", "darwins-journey", "--seed", "2", "--trace")
    assert code == 0
    assert "[darwins_journey.action-phase.one-worker]" in out


@pytest.mark.parametrize("args, message", [
    (["play", "darwins-journey", "--players", "5"],
     "field --players: darwins-journey is played by 2, 3 or 4 players, not 5"),
    (["play", "darwins-journey", "--players", "1"], "by 2, 3 or 4 players, not 1"),
    (["play", "woodcraft", "--players", "2"],
     "field --players: woodcraft is a solo game and takes no player count"),
    (["play", "wendake", "--players", "3"], "wendake is a solo game"),
    (["play", "darwins-journey", "--level", "hard"],
     "darwins-journey has no level 'hard'; expected none (it has no levels)"),
])
def test_bad_play_arguments(args: list[str], message: str,
                            capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = automa(capsys, *args)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_play_help_explains_players(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        automa(capsys, "play", "--help")
    assert done.value.code == 0
    out = "".join(capsys.readouterr().out.split())  # however the terminal wraps it
    assert "--playersN" in out
    assert "(darwins-journey:2,3or4;default2)" in out
    assert "thesologames(woodcraft,wendake)takenone" in out


def test_rules_for_darwins_journey(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "rules", "--game", "darwins-journey", "--json")
    ids = [x["id"] for x in json.loads(out)]
    assert code == 0
    assert c.PLACEMENT_PENALTY.id in ids
    assert all(i.startswith("darwins_journey.") for i in ids)
    code, out, _ = automa(capsys, "rules", "--game", "darwins-journey", "--rulings", "--json")
    assert code == 0 and json.loads(out)
    assert all(r["id"].startswith("darwins_journey.") for r in json.loads(out))


# --- Witness files: what the adapter writes, it reads back --------------------------

def test_situation_files_recreate_states(tmp_path: Path) -> None:
    from checker.situation import read
    from spec.darwins_journey.policies import play_game
    from spec.darwins_journey.moves import Move
    from spec.darwins_journey.state import Game, Phase

    adapter = games.get("darwins-journey")
    for players in (2, 3, 4):
        seen: list[Game] = []

        def keep(game: Game, move: Move) -> None:
            if game.phase is Phase.ACTION and not game.frames:
                seen.append(game)

        play_game(players, 7, on_move=keep)
        for state in seen[::9]:
            path = tmp_path / "w.toml"
            path.write_text(HEAD.format(kind="moves").replace("seed = 3", "seed = 7")
                            + adapter.situation_toml(state, "moves"))
            got = read(path).state
            assert isinstance(got, Game)
            for name in ("players", "round", "turn_order", "active", "placed", "scrolls",
                         "seal_pile", "purple", "knowledge_supply", "research_supply",
                         "silver_stack", "golden_stack", "silver_display", "golden_display",
                         "museum", "row_coins", "specimens", "special_tiles", "lens", "workers",
                         "correspondence", "envelopes", "used_stamps", "tents", "beagle",
                         "beagle_goals", "ribbons", "ends"):
                assert getattr(got, name) == getattr(state, name), name
            assert sorted(got.seals_out) == sorted(state.seals_out)
            assert sorted(got.objectives_out) == sorted(state.objectives_out)
            # A file read back writes the same file again, moves and all.
            assert adapter.situation_toml(got, "moves") == adapter.situation_toml(state,
                                                                                  "moves")


def test_a_file_with_moves_is_written_with_its_moves(tmp_path: Path) -> None:
    from checker.situation import read

    path = situation(tmp_path, "move", 'turn_order = [0, 1]\n'
                                       'moves = ["place 0 turn-order 0", "perform 0"]\n')
    text = games.get("darwins-journey").situation_toml(read(path).state, "move")
    assert 'moves = ["place 0 turn-order 0", "perform 0"]' in text
    again = situation(tmp_path, "move", text, "again.toml")
    assert read(again).state == read(path).state


# --- Bad files ----------------------------------------------------------------------

TWELVE_RED = ", ".join(['"red"'] * 12)
TEN_SPOTS = ", ".join(['""'] * 9)
BAD: dict[str, tuple[str, str, str, str]] = {
    # name: (decide, body, where (line and field), what)
    "unknown location in [lens]": (
        "moves", "[lens]\nexploration-top-left = 0\n", ":6: field lens.exploration-top-left",
        "no such location; expected one of: exploration-top,"),
    "a Lens on a printed location": (
        "moves", "[lens]\nexploration-top = 0\n", ":6: field lens.exploration-top",
        "printed open and takes no Lens token"),
    "seals on row 0": (
        "moves", '[[player]]\nrows = [["red"], [], [], [], []]\n', ":6: field player[0].rows",
        "row 0 (the top worker) has no seal spots"),
    "seven seals in a row": (
        "moves", "[[player]]\nrows = [[], [" + ", ".join(['"red"'] * 7) + "], [], [], []]\n",
        ":6: field player[0].rows", "row 1 has 7 seals; a worker row has 6 seal spots"),
    "an illegal move": (
        "moves", 'turn_order = [0, 1]\nmoves = [\n  "place 0 exploration-top 0",\n  "done",\n'
                 '  "place 0 exploration-top 0",\n]\n', ":9: field moves",
        "moves[2] 'place 0 exploration-top 0' is not a legal move (place worker 0 on the top "
        "Exploration space) (player 1, round 1, action phase; decide = \"moves\" there lists "
        "every legal move); did you mean: 'place worker 0 on the top Navigation space' | "),
    "a malformed move": (
        "moves", 'moves = ["fly 1 2"]\n', ":5: field moves",
        "moves[0] 'fly 1 2': these are no move's words; no legal move starts with 'fly' "
        "(player "),
    "words that stop fitting": (
        "moves", 'turn_order = [0, 1]\nmoves = ["place worker 0 on the top Acadamy space"]\n',
        ":6: field moves",
        "these are no move's words; they agree with a legal move up to 'place worker 0 on the "
        "top', not from 'Acadamy space' (player 0, round 1, action phase; decide = \"moves\" "
        "there lists every legal move); did you mean: 'place worker 0 on the top Academy "
        "space'"),
    "an ask in no move's words": (
        "moves", 'ask = [\n  "done",\n  "fly to the moon",\n]\n', ":7: field ask",
        "ask[1] 'fly to the moon': these are no move's words"),
    "a wrong type": (
        "moves", '[[player]]\ncoins = "many"\n', ":6: field player[0].coins",
        "expected an integer from 0 to 9999, got a string 'many'"),
    "an unknown specimen": (
        "moves", '[[player]]\nresearch = ["pink-bird"]\n', ":6: field player[0].research",
        "Specimen ids such as \"blue-bird\""),
    "an Explorer on the wrong island": (
        "moves", '[[player]]\nexplorers = ["B3", "", ""]\n', ":6: field player[0].explorers",
        "'B3' is not one of its spaces (B3 is on island B); expected A0 to A24"),
    "one player": (
        "moves", "players = 1\n", ":5: field players", "expected 2, 3 or 4 players, got 1"),
    "a golden Objective on a silver space": (
        "moves", f'[[player]]\nspots = ["golden-13", {TEN_SPOTS}]\n',
        ":6: field player[0].spots", "space 0 is a silver Objective space; golden-13 is golden"),
    "an unknown Objective": (
        "moves", '[[player]]\nreserve = ["silver-99"]\n', ":6: field player[0].reserve",
        "got 'silver-99'"),
    "a Crew card held twice": (
        "moves", "[[player]]\ncrew = [1, 2, 3]\n\n[[player]]\ncrew = [1, 5, 6]\n",
        ":9: field player[1].crew", "Crew card 1 is held by players 0 and 1"),
    "Stamps that do not add up": (
        "moves", "envelopes = [[1, 0], [0, 0], [0, 0]]\nused_stamps = [0, 0]\n",
        ":6: field used_stamps",
        "player 0 has 12 Stamps in stacks, 1 on the Envelopes and 0 used: a player has 12"),
    "a worker on a locked location": (
        "moves", "[workers]\nexploration-middle = [[0, 1]]\n",
        ":6: field workers.exploration-middle", "exploration-middle is locked"),
    "two workers on a Lens": (
        "moves", "[workers]\nexploration-top = [[0, 1], [1, 1]]\n",
        ":6: field workers.exploration-top", "is a Lens and holds one worker; got 2"),
    "the Beagle out of step": (
        "moves", "round = 3\nbeagle = 0\n", ":6: field beagle",
        "in round 3 it is on space 2, not 0"),
    "an override for a setup summary": (
        "setup", "round = 2\n", ":5: field round",
        "only players, first_game, crew may be given, not round"),
    "one [[player]] too many": (
        "moves", "[[player]]\ncoins = 1\n[[player]]\ncoins = 2\n[[player]]\ncoins = 3\n",
        ":10: field player[2].coins", "a 2-player game has seats 0 to 1"),
    "too many red seals": (
        "moves", f'scrolls = [{TWELVE_RED}]\nseal_pile = ["red", "red", "red"]\n',
        ":6: field seal_pile", "red seals in play"),
    "Cleanup in round 5": (
        "cleanup", "round = 5\n", ":5: field round", "round 5 has no Cleanup Phase"),
    "a Specimen on a space without a flag": (
        "moves", '[specimens]\nO3 = "blue-bird"\n', ":6: field specimens.O3",
        "O3 takes no Specimen token in a 2-player game"),
    "a seat twice in turn order": (
        "moves", "turn_order = [0, 0]\n", ":5: field turn_order", "0 is listed more than once"),
    "ask for another decision": (
        "rewards", 'ask = ["done"]\n', ":5: field ask", 'for decide = "moves" only'),
    "a move decision without moves": (
        "move", "players = 2\n", ":4: field decide", 'give moves = ["..."]'),
    "an unknown player field": (
        "moves", "[[player]]\ncash = 3\n", ":6: field player[0].cash",
        "unknown field; expected one of: coins,"),
    "an Objective in two places": (
        "moves", 'silver_display = ["silver-5", ""]\n\n[[player]]\nreserve = ["silver-5"]\n',
        ":8: field player[0].reserve",
        "Objective silver-5 is in two places: the silver display and player 0's board"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_darwins_journey_files(case: str, tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    kind, body, where, what = BAD[case]
    path = situation(tmp_path, kind, body, "bad.toml")
    code, out, err = automa(capsys, "decide", str(path))
    assert code == 2 and out == ""
    assert err.startswith(f"automa: error: {path}{where}: "), err
    assert what in err, err
    assert "Traceback" not in err


def test_diff_reports_a_reading_under_which_the_position_cannot_arise(
        capsys: pytest.CaptureFixture[str]) -> None:
    # The file's reserve already holds the two Starting Objectives, so the
    # Objective gained goes face up on golden space 5 ("perform 0 golden-22 9").
    # Read "apart", the starting pair is not the reserve, the Objective may go
    # into the reserve instead, and that move is not among the legal ones: a
    # difference the reading makes, not bad input.
    path = games.ROOT / "examples" / "darwins-journey" / \
        "exploration-extra-stop-specimen-objective.toml"
    code, out, err = automa(capsys, "diff", str(path), "--json")
    assert code == 0, err
    [entry] = [d for d in json.loads(out)["diffs"]
               if d["ruling"] == "darwins_journey.starting-pair-in-reserve"]
    assert entry["b"] == "apart" and "not a legal move" in entry["position_cannot_arise"]


def test_a_played_games_result_names_who_scored_what_and_lists_records_a_line_each(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "play", "darwins-journey", "--solo", "--seed", "2", "--json")
    result = json.loads(out)["result"]
    you, alfred = result["totals"]
    code, out, _ = automa(capsys, "play", "darwins-journey", "--solo", "--seed", "2")
    text = out.split("Result:\n", 1)[1].splitlines()
    assert code == 0
    assert text[0] == (f"  final scores: you {you}, Alfred {alfred}; who wins: "
                       f"{result['winner']}")
    # One line per seat's score record, not one long line joined with bars.
    shown = [line for line in text if line.startswith("    seat ")]
    assert len(shown) == 2 and all(len(line) < 120 for line in text)


@pytest.mark.parametrize(("players", "policy"), [(2, ()), (3, ("greedy", "random", "random"))])
def test_a_logged_game_is_the_spec_s_whole_game(players: int, policy: tuple[str, ...]) -> None:
    # The adapter plays through policies.play_on, as play_game does, keeping the log
    # (and the positions it can be picked up from) on the way: the same game.
    from spec.core.rulings import Rulings
    from spec.core.trace import silent
    from spec.darwins_journey.policies import play_game
    from spec.darwins_journey.scoring import final_scores

    adapter = games.get("darwins-journey")
    for seed in range(3):
        moves: list[object] = []
        final = play_game(players, seed, policy or "random",
                          on_move=lambda game, move: moves.append(move))
        played = adapter.play(seed, Rulings(), silent(), True, None, players, policy)
        assert played.result["totals"] == [s.total for s in final_scores(final, silent())]
        assert played.result["moves"] == len(moves) == len(played.decisions)
        assert played.result["rounds"] == final.round

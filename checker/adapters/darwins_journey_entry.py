"""Darwin's Journey's entry in the registry, with its solo bot Alfred: what the
tools need to know of them without importing the adapter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..registry import Bot, GameEntry, Target, Workload

if TYPE_CHECKING:
    from ..games import Game


def _adapter() -> Game:
    from .darwins_journey import adapter

    return adapter()


def _whole_games(games: int) -> dict[str, float]:
    """Whole 2-player games between seeded random players."""
    from spec.darwins_journey.policies import play_game

    from ..bench import best_rate

    return {"darwins_journey_games_per_s_trace_off": best_rate(lambda seed: play_game(2, seed),
                                                               games)}


def _alfred(games: int) -> dict[str, float]:
    """Alfred's turns timed alone, on the states where he was about to take
    one in whole solo games."""
    import time

    from spec.core.rulings import DEFAULTS
    from spec.core.trace import silent
    from spec.darwins_journey.play import apply, moves
    from spec.darwins_journey.policies import POLICIES, policy_rng
    from spec.darwins_journey.alfred.game import alfred_step, settle, setup_solo
    from spec.darwins_journey.alfred.turn import alfred_turn
    from spec.darwins_journey.state import Game, Phase

    quiet = silent()
    states: list[Game] = []
    for seed in range(max(1, games // 5)):
        game = setup_solo("white", seed)
        rng = policy_rng(seed)
        while game.phase is not Phase.OVER:
            if game.active == 1:
                if game.phase is Phase.ACTION and not game.placed and not game.frames:
                    states.append(game)
                game = alfred_step(game, DEFAULTS, quiet)
                continue
            move, rng = POLICIES["random"](game, moves(game, DEFAULTS), rng)
            game = settle(apply(game, move, DEFAULTS, quiet), DEFAULTS, quiet)
    decisions = 0.0
    for _ in range(3):
        start = time.perf_counter()
        for state in states:
            alfred_turn(state, DEFAULTS, quiet)
        decisions = max(decisions, len(states) / (time.perf_counter() - start))
    return {"alfred_decisions_per_s": decisions, "alfred_states": float(len(states))}


def _solo_games(games: int) -> dict[str, float]:
    """Whole solo games against Alfred on his white board, a seeded random
    stand-in for you. Apart from Alfred's turns, so that it calls nothing an
    older spec lacks: `--baseline` times it on the code before issue 14 too."""
    from spec.darwins_journey.alfred.game import play_solo

    from ..bench import best_rate

    return {"solo_games_per_s": best_rate(lambda seed: play_solo("white", seed), games)}


def _impact_solo(games: int) -> dict[str, float]:
    """`automa impact darwins-journey --solo`: against Alfred on his white board."""
    from ..bench import impact_campaign

    return impact_campaign("darwins-journey", games, level="white", players=1,
                           key="alfred")


ENTRY = GameEntry(
    id="darwins-journey",
    name="Darwin's Journey",
    title="Darwin's Journey (2 to 4 players)",
    spec="spec.darwins_journey",
    adapter=_adapter,
    bot=Bot(id="alfred", name="Alfred", levels=("white", "blue", "yellow", "green"),
            default_level="white", level_noun="board"),
    player_counts=(2, 3, 4),
    policies=("random", "greedy", "lookahead"),
    checks=("checker.properties.darwins_journey", "checker.probes.darwins_journey",
            "checker.properties.alfred", "checker.probes.alfred", "checker.properties.ledger"),
    play_examples=(
        ("darwins-journey --players 3 --seed 5",
         "three seeded random players; a log\nof each round and the final ranking"),
        ("darwins-journey --policy greedy,random", "a greedy player against a random one"),
        ("darwins-journey --solo --level blue --seed 3",
         "you (a seeded random stand-in)\nagainst Alfred on his blue board"),
        ("darwins-journey --solo --policy greedy --json --log", "against Alfred (white), as JSON"),
    ),
    picture="checker.pictures.darwins_journey:draw",
    docs_fragments={"darwins-journey-data.md": "automa_fragments.darwins_journey:data_sources",
                    "darwins-journey-strength.md": "automa_fragments.strength:darwins_journey"},
    bad_files=(
        ("A move that is not legal at its point",
         'game = "darwins-journey"\ndecide = "move"\nmoves = ["place 1 academy-bottom 0"]\n'),
        ("A location the board does not have",
         'game = "darwins-journey"\n\n[lens]\nacademy-basement = 0\n'),
        ("Seals on the top worker's row",
         'game = "darwins-journey"\n\n[[player]]\nrows = [["red"], [], [], [], []]\n'),
        ("Five players",
         'game = "darwins-journey"\nplayers = 5\n'),
    ),
    # Alfred's turn: a decide that loads the base game and the bot on it.
    bench_decide="examples/darwins-journey/alfred-lens-tie.toml",
    bench=(
        # Issue 14's goals on one core of a quiet machine: 2-player games at
        # 500/s and solo games at 400/s, each at least twice the rate of the
        # code before that issue (measured with --baseline in the same run).
        Workload(
            "whole Darwin's Journey games", _whole_games,
            (Target("darwins-journey games/s", "darwins_journey_games_per_s_trace_off", ">=",
                    500.0),),
            batch_divisor=10,
            compared=("darwins_journey_games_per_s_trace_off",),
            speedup_targets=(Target("darwins-journey games speed-up", "darwins_journey_games_"
                                    "per_s_trace_off_speedup", ">=", 2.0),),
        ),
        Workload(
            "Alfred's decisions", _alfred,
            (Target("alfred decisions/s", "alfred_decisions_per_s", ">=", 5000.0),),
            batch_divisor=10,
            shown=(("alfred states timed", "alfred_states", "(from solo games)"),),
            compared=("alfred_decisions_per_s",),
        ),
        Workload(
            "whole solo games against Alfred", _solo_games,
            (Target("solo games/s (white)", "solo_games_per_s", ">=", 400.0),),
            batch_divisor=10,
            compared=("solo_games_per_s",),
            speedup_targets=(Target("solo games speed-up", "solo_games_per_s_speedup", ">=",
                                    2.0),),
        ),
        # The campaign users wait for most: every Ruling against Alfred. No
        # target of its own; its scaling target is Wendake's.
        Workload(
            "automa impact darwins-journey --solo on 1 and 2 Dask workers", _impact_solo, (),
            batch_divisor=50,
            shown=(("alfred impact 1 worker", "impact_alfred_paired_per_s_per_worker",
                    "paired games/s"),
                   ("alfred impact 2 workers", "impact_alfred_paired_per_s_2_workers",
                    "paired games/s"),
                   ("alfred impact per CPU s", "impact_alfred_paired_per_cpu_s",
                    "paired games (1 worker)"),
                   ("alfred impact 2w CPU", "impact_alfred_cpu_pct_2_workers", "%"),
                   ("alfred 1->2 wall", "impact_alfred_speedup_1_to_2", "x"),
                   ("alfred 1->2 per CPU", "impact_alfred_speedup_per_cpu", "x")),
        ),
    ),
    check_seconds=90.0,
    # A seed of the Rulings pages' campaign is some 45 solo games against
    # Alfred, one per reading: few seeds, to keep the docs build short. The
    # random stand-in has never beaten Alfred; the lookahead plays as a
    # player would (docs/stand-ins.md), at about five seconds a seed.
    docs_impact_seeds=12,
    docs_impact_policy="lookahead",
)

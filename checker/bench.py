"""Speed figures for the project's targets: `python -m checker.bench` (or `nox -s bench`).

Targets (from the issues):
  1. `automa decide` on an example: median wall time at most 3x a bare `python -c pass`;
  2. whole games, Woodcraft solo and Wendake Ghost: 2,000 or more per second on
     one core, tracing off;
  3. tracing on costs at most 2x tracing off (Woodcraft);
  4. `automa check GAME --quick` within 60 s for each game (90 s for Darwin's
     Journey);
  5. whole 2-player Darwin's Journey games with seeded random players: 200 or
     more per second on one core, tracing off;
  6. Alfred's decisions (``turn.alfred_turn`` on states from solo games): 5,000
     or more per second, tracing off;
  7. whole solo games against Alfred (white board, seeded random you): 100 or
     more per second, tracing off.

Prints each figure and whether it meets its target; exits 1 if one does not.
Benchmarks are never run as timed tests: timings on a shared machine are noise
to a test suite, but useful figures to a person.
"""

from __future__ import annotations

import argparse
import compileall
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from .games import ROOT

EXAMPLES = (ROOT / "examples" / "woodcraft" / "last-tile-blocked.toml",
            ROOT / "examples" / "wendake" / "hunter-example.toml")


def _wall(cmd: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def startup(runs: int) -> dict[str, float]:
    # An installed package runs from compiled bytecode (pip compiles it); an
    # editable checkout under PYTHONDONTWRITEBYTECODE would recompile every
    # module on every run and time the compiler instead of the tool.
    for package in ("spec", "checker"):
        compileall.compile_dir(ROOT / package, quiet=1)
    script = shutil.which("automa") or str(Path(sys.executable).parent / "automa")
    bare = _wall([sys.executable, "-c", "pass"], runs)
    # The slower of the two games' examples is the figure that counts.
    decide = max(_wall([script, "decide", str(example)], runs) for example in EXAMPLES)
    return {"python_pass_ms": bare * 1000, "decide_ms": decide * 1000, "ratio": decide / bare}


def games_per_second(games: int) -> dict[str, float]:
    from spec.core.rulings import Rulings
    from spec.core.trace import Trace
    from spec.wendake.year import play_game as play_wendake
    from spec.woodcraft.game import play_game as play_woodcraft

    def rate(play: Callable[[int, Rulings, Trace], object], traced: bool) -> float:
        best = 0.0
        for _ in range(3):  # best of three batches: the least disturbed by other load
            start = time.perf_counter()
            for seed in range(games):
                play(seed, Rulings(), Trace(on=traced))
            best = max(best, games / (time.perf_counter() - start))
        return best

    off, on = rate(play_woodcraft, False), rate(play_woodcraft, True)
    ghost_off, ghost_on = rate(play_wendake, False), rate(play_wendake, True)
    return {"games_per_s_trace_off": off, "games_per_s_trace_on": on, "trace_cost": off / on,
            "wendake_games_per_s_trace_off": ghost_off,
            "wendake_games_per_s_trace_on": ghost_on,
            "wendake_trace_cost": ghost_off / ghost_on}


def darwins_journey_games_per_second(games: int) -> dict[str, float]:
    from spec.darwins_journey.policies import play_game

    best = 0.0
    for _ in range(3):
        start = time.perf_counter()
        for seed in range(games):
            play_game(2, seed)
        best = max(best, games / (time.perf_counter() - start))
    return {"darwins_journey_games_per_s_trace_off": best}


def alfred_per_second(games: int) -> dict[str, float]:
    """Alfred's turns timed alone, on the states where he was about to take
    one in whole solo games; and whole solo games."""
    from spec.core.rng import Rng
    from spec.core.rulings import DEFAULTS
    from spec.core.trace import silent
    from spec.darwins_journey.play import apply, moves
    from spec.darwins_journey.policies import POLICIES
    from spec.darwins_journey.alfred.game import alfred_step, play_solo, settle, setup_solo
    from spec.darwins_journey.alfred.turn import alfred_turn
    from spec.darwins_journey.state import Game, Phase

    quiet = silent()
    states: list[Game] = []
    for seed in range(max(1, games // 5)):
        game = setup_solo("white", seed)
        rng = Rng.seeded(seed ^ 0x5DEECE66D)
        while game.phase is not Phase.OVER:
            if game.active == 1:
                if game.phase is Phase.ACTION and not game.placed and not game.frames:
                    states.append(game)
                game = alfred_step(game, DEFAULTS, quiet)
                continue
            move, rng = POLICIES["random"](game, moves(game, DEFAULTS), rng)
            game = settle(apply(game, move, DEFAULTS, quiet), DEFAULTS, quiet)
    decisions = 0.0
    solo_games = 0.0
    for _ in range(3):
        start = time.perf_counter()
        for state in states:
            alfred_turn(state, DEFAULTS, quiet)
        decisions = max(decisions, len(states) / (time.perf_counter() - start))
        start = time.perf_counter()
        for seed in range(games):
            play_solo("white", seed)
        solo_games = max(solo_games, games / (time.perf_counter() - start))
    return {"alfred_decisions_per_s": decisions, "alfred_states": float(len(states)),
            "solo_games_per_s": solo_games}


def check_quick(game: str) -> float:
    script = shutil.which("automa") or str(Path(sys.executable).parent / "automa")
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        subprocess.run([script, "check", game, "--quick", "--out", out],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        return time.perf_counter() - start


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=21, help="start-up runs (median)")
    p.add_argument("--games", type=int, default=2000, help="games per batch")
    p.add_argument("--skip-check", action="store_true", help="skip the check timing")
    p.add_argument("--json", action="store_true", help="print figures as JSON")
    args = p.parse_args()
    figures: dict[str, float] = {}
    print("start-up ...", file=sys.stderr, flush=True)
    figures.update(startup(args.runs))
    print("whole games ...", file=sys.stderr, flush=True)
    figures.update(games_per_second(args.games))
    print("whole Darwin's Journey games ...", file=sys.stderr, flush=True)
    figures.update(darwins_journey_games_per_second(max(1, args.games // 10)))
    print("Alfred's decisions and whole solo games ...", file=sys.stderr, flush=True)
    figures.update(alfred_per_second(max(1, args.games // 10)))
    targets = [
        ("decide start-up ratio", figures["ratio"], "<=", 3.0),
        ("woodcraft games/s", figures["games_per_s_trace_off"], ">=", 2000.0),
        ("woodcraft trace cost", figures["trace_cost"], "<=", 2.0),
        ("wendake games/s", figures["wendake_games_per_s_trace_off"], ">=", 2000.0),
        ("darwins-journey games/s", figures["darwins_journey_games_per_s_trace_off"], ">=",
         200.0),
        ("alfred decisions/s", figures["alfred_decisions_per_s"], ">=", 5000.0),
        ("solo games/s (white)", figures["solo_games_per_s"], ">=", 100.0),
    ]
    if not args.skip_check:
        for game, limit in (("woodcraft", 60.0), ("wendake", 60.0), ("darwins-journey", 90.0)):
            print(f"automa check {game} --quick ...", file=sys.stderr, flush=True)
            key = f"check_{game.replace('-', '_')}_quick_s"
            figures[key] = check_quick(game)
            targets.append((f"check {game} --quick, s", figures[key], "<=", limit))
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"python -c pass        {figures['python_pass_ms']:8.1f} ms (median)")
        print(f"automa decide         {figures['decide_ms']:8.1f} ms (median, slower game)")
        print(f"woodcraft traced      {figures['games_per_s_trace_on']:8.0f} games/s")
        print(f"wendake traced        {figures['wendake_games_per_s_trace_on']:8.0f} games/s")
        print(f"alfred states timed   {figures['alfred_states']:8.0f} (from solo games)")
    missed = 0
    for name, value, op, limit in targets:
        ok = value <= limit if op == "<=" else value >= limit
        missed += not ok
        if not args.json:
            print(f"{name:<26}{value:9.2f}   target {op} {limit:g}   "
                  f"{'met' if ok else 'MISSED'}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())

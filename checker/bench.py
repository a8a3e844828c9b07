"""Speed figures for the project's targets: `python -m checker.bench` (or `nox -s bench`).

Two targets hold for every game: `automa decide` on an example starts within
3x a bare `python -c pass` (the slowest game's example counts), and
`automa check GAME --quick` ends within the game's limit. Every other figure
and target is a workload of a game's registry entry (``checker.registry``);
`--help` lists them all.

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

from . import registry
from .games import ROOT
from .registry import Target

STARTUP_RATIO = Target("decide start-up ratio", "ratio", "<=", 3.0)


def best_rate(play: Callable[[int], object], count: int) -> float:
    """Calls per second of ``play(seed)`` over seeds 0 to ``count - 1``: the
    best of three batches, the one least disturbed by other load."""
    best = 0.0
    for _ in range(3):
        start = time.perf_counter()
        for seed in range(count):
            play(seed)
        best = max(best, count / (time.perf_counter() - start))
    return best


def impact_campaign(game: str, seeds: int) -> dict[str, float]:
    """`automa impact GAME`'s throughput: paired games (a seed under one other
    reading) per second, on a local Dask cluster of one worker and of two.
    Each cluster is started and its workers load the game before the clock
    starts; the best of three campaigns counts. With each rate, the share of
    the wall time its workers had a core (their CPU time over workers x wall
    time): a speed-up below 2 with a share well below 1 says that other work
    held the cores, not that the campaign does not scale."""
    import logging

    from dask.distributed import Client, LocalCluster
    from spec.core.rulings import Rulings

    from . import games
    from .impact import Campaign, gather, pairs_of, warm

    entry = registry.entry(game)
    games.load_rules(game)  # registers its Rulings
    pairs = pairs_of(game, (), Rulings())
    c = Campaign(game, None, entry.player_counts[0] if entry.player_counts else 1, False, (),
                 None, Rulings().ruleset.value, None, pairs)
    rates: dict[int, float] = {}
    busy: dict[int, float] = {}
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                          dashboard_address=":0", silence_logs=logging.ERROR) as cluster, \
                Client(cluster) as client:
            client.run(warm, game)
            best = 0.0
            for _ in range(3):
                cpu = client.run(time.process_time)
                start = time.perf_counter()
                gather(client, c, range(seeds), workers, lambda batch: None)
                wall = time.perf_counter() - start
                used = sum(client.run(time.process_time).values()) - sum(cpu.values())
                if seeds * len(pairs) / wall > best:
                    best = seeds * len(pairs) / wall
                    busy[workers] = used / (workers * wall)
            rates[workers] = best
    key = game.replace("-", "_")
    return {f"impact_{key}_paired_per_s_per_worker": rates[1],
            f"impact_{key}_paired_per_s_2_workers": rates[2],
            f"impact_{key}_speedup_1_to_2": rates[2] / rates[1],
            f"impact_{key}_cpu_pct_1_worker": 100 * busy[1],
            f"impact_{key}_cpu_pct_2_workers": 100 * busy[2]}


def _wall(cmd: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _script() -> str:
    return shutil.which("automa") or str(Path(sys.executable).parent / "automa")


def startup(runs: int) -> dict[str, float]:
    # An installed package runs from compiled bytecode (pip compiles it); an
    # editable checkout under PYTHONDONTWRITEBYTECODE would recompile every
    # module on every run and time the compiler instead of the tool.
    for package in ("spec", "checker"):
        compileall.compile_dir(ROOT / package, quiet=1)
    bare = _wall([sys.executable, "-c", "pass"], runs)
    examples = [ROOT / e.bench_decide for e in registry.entries() if e.bench_decide]
    decide = max(_wall([_script(), "decide", str(example)], runs) for example in examples)
    return {"python_pass_ms": bare * 1000, "decide_ms": decide * 1000, "ratio": decide / bare}


def check_quick(game: str) -> float:
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        subprocess.run([_script(), "check", game, "--quick", "--out", out],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        return time.perf_counter() - start


def _check_target(entry: registry.GameEntry) -> Target:
    return Target(f"check {entry.id} --quick, s", f"check_{entry.id.replace('-', '_')}_quick_s",
                  "<=", entry.check_seconds)


def _targets_text() -> str:
    lines = ["targets:", f"  {STARTUP_RATIO.label} {STARTUP_RATIO.op} {STARTUP_RATIO.limit:g}"]
    for entry in registry.entries():
        for work in entry.bench:
            lines += [f"  {t.label} {t.op} {t.limit:g}" for t in work.targets]
    for entry in registry.entries():
        target = _check_target(entry)
        lines.append(f"  {target.label} {target.op} {target.limit:g}")
    return "\n".join(lines)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0], epilog=_targets_text(),
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=21, help="start-up runs (median)")
    p.add_argument("--games", type=int, default=2000, help="games per batch")
    p.add_argument("--skip-check", action="store_true", help="skip the check timing")
    p.add_argument("--json", action="store_true", help="print figures as JSON")
    args = p.parse_args()
    figures: dict[str, float] = {}
    print("start-up ...", file=sys.stderr, flush=True)
    figures.update(startup(args.runs))
    targets = [STARTUP_RATIO]
    shown: list[tuple[str, str, str]] = []
    for entry in registry.entries():
        for work in entry.bench:
            print(f"{work.name} ...", file=sys.stderr, flush=True)
            figures.update(work.run(max(1, args.games // work.batch_divisor)))
            targets += work.targets
            shown += work.shown
    if not args.skip_check:
        for entry in registry.entries():
            print(f"automa check {entry.id} --quick ...", file=sys.stderr, flush=True)
            target = _check_target(entry)
            figures[target.figure] = check_quick(entry.id)
            targets.append(target)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"python -c pass        {figures['python_pass_ms']:8.1f} ms (median)")
        print(f"automa decide         {figures['decide_ms']:8.1f} ms (median, slower game)")
        for label, figure, unit in shown:
            print(f"{label:<22}{figures[figure]:8.0f} {unit}")
    missed = 0
    for target in targets:
        value = figures[target.figure]
        ok = target.met(value)
        missed += not ok
        if not args.json:
            print(f"{target.label:<26}{value:9.2f}   target {target.op} {target.limit:g}   "
                  f"{'met' if ok else 'MISSED'}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())

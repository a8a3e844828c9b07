"""Speed figures for the project's targets: `python -m checker.bench` (or `nox -s bench`).

Two targets hold for every game: `automa decide` on an example starts within
3x a bare `python -c pass` (the slowest game's example counts; bare: the
interpreter of a new, empty virtual environment), and
`automa check GAME --quick` ends within the game's limit. Every other figure
and target is a workload of a game's registry entry (``checker.registry``);
`--help` lists them all.

Prints each figure and whether it meets its target; exits 1 if one does not.
With ``--baseline DIR`` (a checkout of older code) the workloads' compared
rates run on DIR's spec as well, alternating with ours in the same run, and
their speed-ups are figures with targets of their own.
Benchmarks are never run as timed tests: timings on a shared machine are noise
to a test suite, but useful figures to a person.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import venv
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


def impact_campaign(game: str, seeds: int, level: str | None = None,
                    players: int | None = None, key: str = "") -> dict[str, float]:
    """`automa impact GAME`'s throughput: paired games (a seed under one other
    reading) per second, on a local Dask cluster of one worker and of two
    (``players``: the game's least by default; ``key`` names the figures,
    the game's id by default).

    Both clusters are started, and their workers load the game, before the
    clock starts; then campaigns alternate between them, three each, and the
    best of each counts, so that a change in the machine's other load falls
    on both alike. With each rate, the share of the wall time its workers had
    a core (their CPU time over workers x wall time): a speed-up below 2
    with a share well below 1 says that other work held the cores, not that
    the campaign does not scale. ``speedup_per_cpu`` is the speed-up two
    free cores would give were the workers never idle: paired games per CPU
    second of the workers, two workers against one, times two; and
    ``busy_pct`` (from Dask's task stream) says how nearly they are never
    idle: the share of the wall time each worker spent inside a task, the
    rest being the scheduler's hand-overs and the last batches' tail."""
    import logging
    from contextlib import ExitStack

    from dask.distributed import Client, LocalCluster, get_task_stream
    from spec.core.rulings import Rulings

    from . import games
    from .impact import Campaign, gather, pairs_of, warm

    entry = registry.entry(game)
    games.load_rules(game)  # registers its Rulings
    pairs = pairs_of(game, (), Rulings())
    if players is None:
        players = entry.player_counts[0] if entry.player_counts else 1
    c = Campaign(game, level, players, False, (), None, Rulings().ruleset.value, None, pairs)
    paired = seeds * len(pairs)
    rates = {1: 0.0, 2: 0.0}
    busy = {1: 0.0, 2: 0.0}
    per_cpu = {1: 0.0, 2: 0.0}
    in_task = {1: 0.0, 2: 0.0}
    with ExitStack() as stack:
        clients: dict[int, Client] = {}
        for workers in (1, 2):
            cluster = stack.enter_context(LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True,
                dashboard_address=":0", silence_logs=logging.CRITICAL))
            clients[workers] = stack.enter_context(Client(cluster))
            clients[workers].run(warm, game)
        for _ in range(3):
            for workers, client in clients.items():
                cpu = client.run(time.process_time)
                with get_task_stream(client) as stream:
                    start = time.perf_counter()
                    gather(client, c, range(seeds), workers, lambda batch: None)
                    wall = time.perf_counter() - start
                used = sum(client.run(time.process_time).values()) - sum(cpu.values())
                computing = sum(s["stop"] - s["start"] for task in stream.data
                                for s in task["startstops"] if s["action"] == "compute")
                if paired / wall > rates[workers]:
                    rates[workers] = paired / wall
                    busy[workers] = used / (workers * wall)
                    in_task[workers] = computing / (workers * wall)
                per_cpu[workers] = max(per_cpu[workers], paired / max(used, 1e-9))
    key = key or game.replace("-", "_")
    return {f"impact_{key}_paired_per_s_per_worker": rates[1],
            f"impact_{key}_paired_per_s_2_workers": rates[2],
            f"impact_{key}_speedup_1_to_2": rates[2] / rates[1],
            f"impact_{key}_speedup_per_cpu": 2 * per_cpu[2] / per_cpu[1],
            f"impact_{key}_paired_per_cpu_s": per_cpu[1],
            f"impact_{key}_cpu_pct_1_worker": 100 * busy[1],
            f"impact_{key}_cpu_pct_2_workers": 100 * busy[2],
            f"impact_{key}_busy_pct_1_worker": 100 * in_task[1],
            f"impact_{key}_busy_pct_2_workers": 100 * in_task[2]}


def _wall(cmd: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _script() -> str:
    return shutil.which("automa") or str(Path(sys.executable).parent / "automa")


def _clean_python(where: Path) -> str:
    """A new virtual environment's interpreter, with nothing installed in it.

    This environment's own `python -c pass` is not bare when the project is
    installed editable (the README's way): setuptools' import hook loads at
    every start, pathlib and re with it, and roughly doubles the start-up of
    an empty program. A ratio against that flatters the tool.
    """
    venv.EnvBuilder(with_pip=False, symlinks=os.name != "nt").create(where)
    return str(where / ("Scripts" if os.name == "nt" else "bin") / "python")


def startup(runs: int) -> dict[str, float]:
    # An installed package runs from compiled bytecode (pip compiles it); an
    # editable checkout under PYTHONDONTWRITEBYTECODE would recompile every
    # module on every run and time the compiler instead of the tool.
    for package in ("spec", "checker"):
        compileall.compile_dir(ROOT / package, quiet=1)
    with tempfile.TemporaryDirectory() as empty:
        bare = _wall([_clean_python(Path(empty)), "-c", "pass"], runs)
    here = _wall([sys.executable, "-c", "pass"], runs)
    examples = [ROOT / e.bench_decide for e in registry.entries() if e.bench_decide]
    decide = max(_wall([_script(), "decide", str(example)], runs) for example in examples)
    return {"python_pass_ms": bare * 1000, "python_pass_here_ms": here * 1000,
            "decide_ms": decide * 1000, "ratio": decide / bare, "ratio_here": decide / here}


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
            lines += [f"  {t.label} {t.op} {t.limit:g} (with --baseline)"
                      for t in work.speedup_targets]
    for entry in registry.entries():
        target = _check_target(entry)
        lines.append(f"  {target.label} {target.op} {target.limit:g}")
    return "\n".join(lines)


def _workloads(only: list[str]) -> list[registry.Workload]:
    found = [w for e in registry.entries() for w in e.bench]
    return [w for w in found if not only or any(o.lower() in w.name.lower() for o in only)]


def _root(module: str, file: str) -> str:
    # The folder that holds the top package: spec.a.b in ROOT/spec/a/b.py, or
    # spec.a in ROOT/spec/a/__init__.py, is ROOT.
    path = Path(file).resolve()
    depth = module.count(".") + (path.stem == "__init__")
    return str(path.parents[depth])


def run_one(name: str, games: int) -> int:
    """``--run-workload``: one workload's figures as JSON, with the spec that
    ran them (the baseline's or ours): the folders of every spec module it
    loaded, so that a module found elsewhere (an editable install's finder
    fills in what an older spec lacks) does not pass for the baseline's."""
    work = next(w for w in _workloads([]) if w.name == name)
    figures = work.run(max(1, games // work.batch_divisor))
    roots = sorted({_root(n, m.__file__) for n, m in list(sys.modules.items())
                    if (n == "spec" or n.startswith("spec.")) and m.__file__})
    print(json.dumps({"spec": roots, "figures": figures}))
    return 0


class BaselineFailed(Exception):
    """One workload could not run on one side: the others still can."""


def before_after(work: registry.Workload, games: int, baseline: Path,
                 rounds: int) -> dict[str, float]:
    """The workload's ``compared`` rates on ``baseline``'s spec and on ours, each
    in a fresh process of its own, the two alternating ``rounds`` times; the
    best of each counts. Only ``spec`` comes from the baseline: the workload
    (the checker) is ours, so both sides run the very same timed loop."""
    spec_dir = (baseline / "spec").resolve()
    if not (spec_dir / "__init__.py").is_file():
        raise SystemExit(f"--baseline {baseline}: no spec/ package there")
    best: dict[str, dict[str, float]] = {"after": {}, "before": {}}
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "spec").symlink_to(spec_dir, target_is_directory=True)
        # `python -m` puts its working directory first on the path: each side
        # runs in the directory whose ``spec`` it is to load.
        places = {"after": (str(ROOT), str(ROOT)),
                  "before": (tmp, os.pathsep.join((tmp, str(ROOT))))}
        for _ in range(rounds):
            for side, (cwd, path) in places.items():
                env = {**os.environ, "PYTHONPATH": path}
                done = subprocess.run([sys.executable, "-m", "checker.bench", "--run-workload",
                                       work.name, "--games", str(games)], env=env, cwd=cwd,
                                      capture_output=True, text=True)
                if done.returncode:
                    # An older spec may lack what the workload calls: say so, and where.
                    last = (done.stderr.strip().splitlines() or ["no message"])[-1]
                    raise BaselineFailed(f"{work.name}: the {side} run failed ({last})")
                ran = json.loads(done.stdout)
                wanted = str((spec_dir if side == "before" else ROOT / "spec").resolve().parent)
                if ran["spec"] != [wanted]:
                    raise BaselineFailed(f"{work.name}: the {side} run loaded spec modules from "
                                     f"{', '.join(ran['spec'])}, not only from {wanted}")
                for figure in work.compared:
                    best[side][figure] = max(best[side].get(figure, 0.0), ran["figures"][figure])
    out: dict[str, float] = {}
    for figure in work.compared:
        out[f"{figure}_after"] = best["after"][figure]
        out[f"{figure}_before"] = best["before"][figure]
        out[f"{figure}_speedup"] = best["after"][figure] / best["before"][figure]
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0], epilog=_targets_text(),
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=21, help="start-up runs (median)")
    p.add_argument("--games", type=int, default=2000, help="games per batch")
    p.add_argument("--skip-check", action="store_true", help="skip the check timing")
    p.add_argument("--skip-startup", action="store_true", help="skip the start-up timing")
    p.add_argument("--only", action="append", default=[], metavar="WORDS",
                   help="only the workloads whose name holds WORDS (any number of times)")
    p.add_argument("--baseline", type=Path, metavar="DIR",
                   help="a checkout of older code (e.g. `git worktree add DIR main`): each "
                   "workload's compared rates are measured on DIR's spec too, in the same run, "
                   "for a before/after speed-up")
    p.add_argument("--rounds", type=int, default=3,
                   help="with --baseline: how many times the two alternate (best counts)")
    p.add_argument("--run-workload", metavar="NAME", help=argparse.SUPPRESS)
    p.add_argument("--json", action="store_true", help="print figures as JSON")
    args = p.parse_args()
    if args.run_workload:
        return run_one(args.run_workload, args.games)
    figures: dict[str, float] = {}
    load = os.getloadavg()[0]
    targets: list[Target] = []
    if not args.skip_startup:
        print("start-up ...", file=sys.stderr, flush=True)
        figures.update(startup(args.runs))
        targets.append(STARTUP_RATIO)
    shown: list[tuple[str, str, str]] = []
    for work in _workloads(args.only):
        print(f"{work.name} ...", file=sys.stderr, flush=True)
        figures.update(work.run(max(1, args.games // work.batch_divisor)))
        targets += work.targets
        shown += work.shown
        if args.baseline is not None and work.compared:
            print(f"{work.name}, before and after ...", file=sys.stderr, flush=True)
            try:
                figures.update(before_after(work, args.games, args.baseline, args.rounds))
            except BaselineFailed as failed:
                # Older code may lack what a workload calls; the rest still compare.
                print(f"{failed}: no before and after for it", file=sys.stderr, flush=True)
                continue
            targets += work.speedup_targets
            shown += [(f"{f} before", f"{f}_before", "/s") for f in work.compared]
            shown += [(f"{f} after", f"{f}_after", "/s") for f in work.compared]
    if not args.skip_check and not args.only:
        for entry in registry.entries():
            print(f"automa check {entry.id} --quick ...", file=sys.stderr, flush=True)
            target = _check_target(entry)
            figures[target.figure] = check_quick(entry.id)
            targets.append(target)
    # How busy the machine was: the figures are only as good as its quiet.
    figures["load_average_start"] = load
    figures["load_average_end"] = os.getloadavg()[0]
    figures["cpus"] = float(os.cpu_count() or 1)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"load average {figures['load_average_start']:.2f} at the start, "
              f"{figures['load_average_end']:.2f} at the end, on {os.cpu_count()} CPUs")
        if "decide_ms" in figures:
            print(f"python -c pass        {figures['python_pass_ms']:8.1f} ms (median, a new "
                  "empty venv)")
            print(f"  in this environment {figures['python_pass_here_ms']:8.1f} ms (median; the "
                  f"ratio against it: {figures['ratio_here']:.2f})")
            print(f"automa decide         {figures['decide_ms']:8.1f} ms (median, slowest game)")
        for label, figure, unit in shown:
            print(f"{label:<22}{figures[figure]:8.2f} {unit}")
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

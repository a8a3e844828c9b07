"""How strong each stand-in player is: its win rate against each game's bot.

For every registered game whose bot has levels (Alfred's boards, the Ghost's
difficulties) and every stand-in the game offers, seeded whole games are
played against the bot at each level, and the share the stand-in wins is
given with its 95% Wilson score interval. The games are the ones `automa
play GAME [--solo] --level L --policy P --seed S` plays, seed by seed, so any
of them can be replayed.

    python -m checker.strength                       every game, 1000 seeds a cell
    python -m checker.strength --game wendake --games 2000
    nox -s strength                                  the same, into docs/_data/strength.json

The results go to a JSON file (``--out``, by default the one the docs read,
``docs/_data/strength.json``), each row as soon as it is complete: a run for
some games or stand-ins (``--game``, ``--policy``) replaces their rows and
keeps the others', and each row says the command, version and rules digest
that measured it. Seeds are played on a pool of worker processes
(``--workers``); the counts are sums over seeds, so they do not depend on
how many workers played them.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from spec.core.rulings import Rulings
from spec.core.trace import silent

from . import games, registry
from .errors import InputError
from .games import ROOT, Json
from .intervals import wilson

OUT = ROOT / "docs" / "_data" / "strength.json"
FORMAT = 1
HEADER_KEY = "automa_strength"
DEFAULT_GAMES = 1000
INTERVAL = ("95% Wilson score interval of the win rate: (p + z²/2n ± z·√(p(1-p)/n + "
            "z²/4n²)) / (1 + z²/n), z = 1.96, p the share of games won, n the games")


def sources_hash() -> str:
    """A digest of every source file of ``spec/``: what a measured figure was
    measured on (a change to the rules can change it)."""
    digest = hashlib.sha256()
    for path in sorted((ROOT / "spec").rglob("*.py")):
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


@dataclass(frozen=True)
class Cell:
    """One row of the table: a stand-in against one bot at one level."""

    game: str
    level: str
    policy: str  # "" for a game with a single, unnamed stand-in
    solo: bool  # the game is played by several and this is its solo mode

    def command(self, seed: int) -> str:
        from .commands import play_command

        return play_command(self.game, seed, level=self.level, solo=self.solo,
                            policy=self.policy or None)


def cells(game_ids: Sequence[str] = (), policies: Sequence[str] = (),
          levels: Sequence[str] = ()) -> list[Cell]:
    """Every (game, level, stand-in) to measure: the games whose bot has
    levels, or those named; every stand-in and level, or those named."""
    out: list[Cell] = []
    for entry in registry.entries():
        if game_ids and entry.id not in game_ids:
            continue
        if not entry.bot.levels:
            continue
        game = games.get(entry.id)
        for policy in game.policies or ("",):
            if policies and (policy or "stand-in") not in policies:
                continue
            for level in entry.bot.levels:
                if levels and level not in levels:
                    continue
                out.append(Cell(entry.id, level, policy, bool(entry.player_counts)))
    return out


def play_seeds(cell: Cell, seeds: Sequence[int]) -> list[tuple[int, bool, float, float]]:
    """What a worker does: (seed, the stand-in won, its score, the bot's score)
    for each seed, from the adapter's own ``play`` and ``standing``."""
    from .commands import seat_count

    game = games.get(cell.game)
    level, count, seats = seat_count(game, cell.level, cell.solo, None, cell.policy or None)
    out = []
    for seed in seeds:
        played = game.play(seed, Rulings(), silent(), False, level, count, seats)
        standing = game.standing(played.result)
        (you, mine), (_, theirs) = standing.scores[0], standing.scores[1]
        out.append((seed, standing.winner == you, mine, theirs))
    return out


def _chunks(seeds: Sequence[int], size: int) -> list[list[int]]:
    return [list(seeds[i:i + size]) for i in range(0, len(seeds), size)]


def measure(chosen: Sequence[Cell], count: int, first_seed: int, workers: int,
            each: Callable[[dict[str, Json]], None] = lambda row: None,
            progress: bool = True) -> list[dict[str, Json]]:
    """Play ``count`` seeds from ``first_seed`` for every cell; one row each,
    handed to ``each`` as soon as its cell is complete."""
    seeds = range(first_seed, first_seed + count)
    start = time.perf_counter()
    done = 0
    rows: list[dict[str, Json]] = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [(cell, [pool.submit(play_seeds, cell, chunk) for chunk in _chunks(seeds, 25)])
                   for cell in chosen]
        total = sum(len(f) for _, f in futures)
        for cell, parts in futures:
            played: list[tuple[int, bool, float, float]] = []
            for future in parts:
                played += future.result()
                done += 1
                if progress and (done % 10 == 0 or done == total):
                    print(f"automa strength: {done}/{total} batches, "
                          f"{time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
            rows.append(_row(cell, sorted(played)))
            each(rows[-1])
    return rows


def _row(cell: Cell, played: list[tuple[int, bool, float, float]]) -> dict[str, Json]:
    n = len(played)
    wins = sum(1 for _, won, _, _ in played if won)
    lo, hi = wilson(wins, n)
    mean_you = sum(p[2] for p in played) / n
    mean_bot = sum(p[3] for p in played) / n
    best = max(played, key=lambda p: (p[2] - p[3], -p[0]))
    return {"game": cell.game, "level": cell.level, "policy": cell.policy or "stand-in",
            "games": n, "wins": wins, "win_rate": round(wins / n, 6),
            "interval": [round(lo, 6), round(hi, 6)],
            "seeds": [played[0][0], played[-1][0]],
            "mean_score": round(mean_you, 3), "mean_bot_score": round(mean_bot, 3),
            "best_margin": round(best[2] - best[3], 3),
            "best_margin_game": cell.command(best[0])}


def read(path: Path = OUT) -> dict[str, Json] | None:
    """The table a results file holds, or None when there is none."""
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise InputError(f"cannot read {path}: {e}", field="--out") from None
    if not isinstance(data, dict) or data.get(HEADER_KEY) != FORMAT:
        raise InputError(f"{path} is not a results file of `python -m checker.strength`",
                         field="--out")
    return data


def _key(row: Json) -> tuple[str, str, str]:
    return (str(_get(row, "game")), str(_get(row, "level")), str(_get(row, "policy")))


def write(path: Path, rows: Sequence[dict[str, Json]], command: str) -> None:
    """Write rows into the table, each with what measured it; the rows of
    other games, levels and stand-ins are kept."""
    from spec import __version__

    old = read(path)
    new = {_key(r): {**r, "command": command, "version": __version__, "spec": sources_hash()}
           for r in rows}
    kept: list[Json] = []
    if old is not None and isinstance(old.get("rows"), list):
        found = old["rows"]
        assert isinstance(found, list)
        kept = [r for r in found if isinstance(r, dict) and _key(r) not in new]
    order = {g: i for i, g in enumerate(registry.ids())}

    def place(row: Json) -> tuple[int, str, str]:
        game, level, policy = _key(row)
        levels = registry.entry(game).bot.levels if game in order else ()
        policies = games.get(game).policies if game in order else ()
        return (order.get(game, len(order)),
                f"{policies.index(policy) if policy in policies else 99:02d}",
                f"{levels.index(level) if level in levels else 99:02d}")

    every: list[Json] = sorted([*kept, *new.values()], key=place)
    data: dict[str, Json] = {HEADER_KEY: FORMAT, "interval": INTERVAL, "rows": every}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def _get(row: Json, key: str) -> Json:
    return row.get(key) if isinstance(row, dict) else None


def table_text(rows: Sequence[dict[str, Json]]) -> str:
    lines = [f"{'game':<16} {'level':<8} {'stand-in':<10} {'games':>6} {'won':>6}  "
             f"{'95% interval':<16} {'score':>7} {'bot':>7}"]
    for r in rows:
        iv = r["interval"]
        rate = r["win_rate"]
        assert isinstance(iv, list) and isinstance(rate, float | int)
        lo, hi = (float(v) if isinstance(v, float | int) else math.nan for v in iv)
        lines.append(f"{r['game']:<16} {r['level']:<8} {r['policy']:<10} {r['games']:>6} "
                     f"{100 * rate:>5.1f}%  [{100 * lo:4.1f}, {100 * hi:4.1f}]%"
                     f"   {r['mean_score']:>7} {r['mean_bot_score']:>7}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    from .impact import default_workers

    parser = argparse.ArgumentParser(
        prog="python -m checker.strength",
        description="Each stand-in's win rate against each bot, at each level, with its "
                    "95% Wilson interval; written to a JSON file the docs read.")
    parser.add_argument("--game", action="append", default=[],
                        help="a game to measure (any number of times; default every game "
                             "whose bot has levels)")
    parser.add_argument("--policy", action="append", default=[],
                        help="a stand-in to measure (any number of times; default every one)")
    parser.add_argument("--level", action="append", default=[],
                        help="a level to measure (any number of times; default every one)")
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES,
                        help=f"seeds per stand-in and level (default {DEFAULT_GAMES})")
    parser.add_argument("--seed", type=int, default=0, help="the first seed (default 0)")
    parser.add_argument("--workers", type=int, default=None,
                        help="worker processes (default: the machine's cores)")
    parser.add_argument("--out", type=Path, default=OUT,
                        help="the results file (default docs/_data/strength.json)")
    args = parser.parse_args(argv)
    try:
        for g in args.game:
            registry.entry(g)
        if args.games < 1:
            raise InputError(f"expected at least 1 game, got {args.games}", field="--games")
        if args.seed < 0:
            raise InputError(f"expected a seed of 0 or more, got {args.seed}", field="--seed")
        chosen = cells(args.game, args.policy, args.level)
        if not chosen:
            raise InputError("nothing to measure: no game whose bot has levels, with the "
                             "stand-ins and levels named", field="--game")
        read(args.out)  # refuse a file that is not ours before playing anything
    except InputError as e:
        print(f"automa: error: {e}", file=sys.stderr)
        return 2
    words = ["python", "-m", "checker.strength", *(f"--game={g}" for g in args.game),
             *(f"--policy={p}" for p in args.policy), *(f"--level={v}" for v in args.level),
             f"--games={args.games}",
             f"--seed={args.seed}"]
    # Each row is written as soon as it is complete: a long run interrupted
    # keeps what it finished.
    rows = measure(chosen, args.games, args.seed, args.workers or default_workers(),
                   lambda row: write(args.out, [row], " ".join(words)))
    print(table_text(rows))
    print(f"written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

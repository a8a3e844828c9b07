"""`automa impact GAME`: what each reading of each Ruling changes, by simulation.

For every seed of a campaign the game is played once under the readings in
force (traced, to see which Rulings it consults) and once more under each
other reading of each Ruling measured: *paired games*, the same seed and the
same stand-in decisions, only the one reading switched. Each seed gives one
record (``run_seed``); the table (``summarize``) is built from the records
alone, sorted by seed, so it does not depend on how many workers played them
or in which order they came back.

The seeds are played on Dask: a ``LocalCluster`` the command starts and
stops itself, or a running cluster by address (``--scheduler``). Dask is
imported only here, inside the function that uses it, so that no other
command pays for it.

With ``--out FILE`` each record is appended to FILE as a JSON line as soon as
it comes back, after a first line naming the campaign; a later run of the
same campaign reads FILE, skips the seeds it holds and appends the rest.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, TextIO

from spec.core import rulings as ruling_registry
from spec.core.clauses import game_of
from spec.core.rulings import AnyRuling, Ruleset, Rulings, UnknownRuling
from spec.core.trace import Trace, silent

from . import games
from .fork import Fork, play_other
from .errors import InputError
from .games import Json
from .intervals import MEAN_INTERVAL, SHARE_INTERVAL, mean_interval, wilson

if TYPE_CHECKING:
    from dask.distributed import Client

    from .played import Moment

DEFAULT_GAMES = 200
# The first line of an --out file: this key, holding the campaign it was written for.
HEADER_KEY = "automa_impact"
# 2: a seed's record names the Rulings its game consulted ("consulted", once
# "read") and those its trace names ("named", once "consulted"); each
# reading's, the first decision that changed ("decision") and whether the
# result did ("result_changed", once "changed").
FORMAT = 2


def default_workers() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@dataclass(frozen=True)
class Campaign:
    """What a campaign plays: everything but the seeds. Plain values only, so
    that it travels to Dask workers as it is."""

    game: str
    level: str | None
    players: int  # 1 for a solo game, or a game played solo against its bot
    solo: bool  # --solo: a game for several played against its bot
    policy: tuple[str, ...]  # each seat's stand-in; () for the game's default
    policy_arg: str | None  # --policy as given, for the replay command
    ruleset: str
    ruleset_arg: str | None  # --ruleset as given, for the replay command
    pairs: tuple[tuple[str, str], ...]  # (Ruling, other reading), in the order measured
    # Off only in the tests that check skipping, and forking, change nothing.
    skip_unread: bool = True
    fork: bool = True
    rejoin: bool = True  # with fork: where the games meet again, jump on (checker/fork.py)

    def identity(self) -> dict[str, Json]:
        """What an --out file must have been written for to be resumed."""
        from spec import __version__

        return {"game": self.game, "level": self.level, "players": self.players,
                "solo": self.solo, "policy": list(self.policy), "ruleset": self.ruleset,
                "readings": [f"{rid}={oid}" for rid, oid in self.pairs],
                "version": __version__}

    def base(self) -> Rulings:
        return Rulings(ruleset=Ruleset(self.ruleset))

    def replay(self, seed: int, ruling: str | None = None, reading: str | None = None) -> str:
        """The `automa play` command that plays one of the campaign's games."""
        from .commands import play_command

        return play_command(self.game, seed, level=self.level, players=self.players,
                            solo=self.solo, policy=self.policy_arg, ruleset=self.ruleset_arg,
                            ruling=None if ruling is None else f"{ruling}={reading}")


# --- one seed: the paired games ------------------------------------------------

_READY: dict[str, games.Game] = {}


def _game(name: str) -> games.Game:
    """The adapter with every Ruling of the game registered, once per process."""
    if name not in _READY:
        _READY[name] = games.load_rules(name)
    return _READY[name]


def parted_at(a: Sequence[Json], b: Sequence[Json], changed: bool) -> int | None:
    """The first round (row of the per-round log, from 1) where two games part;
    None when they never do. Games whose rounds all agree but whose results
    differ part at the final scoring, reported as their last round."""
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i + 1
    if len(a) != len(b):
        return min(len(a), len(b)) + 1
    return max(len(a), 1) if changed else None


def decided_at(a: Sequence[Moment], b: Sequence[Moment]) -> int | None:
    """The first numbered decision (#K, as the game's log numbers it) that two
    games answer differently: the answer `automa decide` gives for the saved
    position, which shows what the decision does to the table. When one game
    runs out of decisions first, the first it lacks; None when every decision
    is answered alike (the games may still end apart: a reading can change
    what a rule gives without changing any decision)."""
    for x, y in zip(a, b):
        if x.did != y.did:
            return x.number
    if len(a) != len(b):
        shorter = a if len(a) < len(b) else b
        return shorter[-1].number + 1 if shorter else 1
    return None


def run_seed(c: Campaign, seed: int) -> dict[str, Json]:
    """One seed's record: the game under the readings in force, and under each
    other reading measured."""
    game = _game(c.game)
    base = c.base()
    trace = Trace()
    # Every Ruling the game reads, under the readings in force, and the
    # position just before its first read (checker/fork.py). A Ruling it never
    # reads cannot make it go otherwise: under another reading of one, the
    # game is this same game, so it is not played again. Under another
    # reading of a Ruling it does read, the game is this one up to that
    # position, so it is picked up from there.
    fork = Fork()
    try:
        played = game.play(seed, base.listening(fork.heard), trace, True, c.level, c.players,
                           c.policy, fork if c.fork else None)
    except Exception as e:  # a game that cannot be played is a result, not a crash
        return {"seed": seed, "error": f"{type(e).__name__}: {e}"}
    heard = set(fork.heard)
    measured = {rid for rid, _ in c.pairs}
    named = sorted({x.partition("=")[0] for x in trace.rulings_consulted} & measured)
    standing = game.standing(played.result)
    same: dict[str, Json] = {"result_changed": False, "parted_at": None, "decision": None,
                             "scores": [s for _, s in standing.scores], "winner": standing.winner}
    readings: dict[str, Json] = {}
    for rid, oid in c.pairs:
        if rid not in heard and c.skip_unread:
            readings[f"{rid}={oid}"] = same
            continue
        other_rulings = base.with_choice(rid, oid)
        try:
            if c.fork:
                # Picked up at the first read; where it meets this game again,
                # on at this game's next read, or this game's end (checker/fork.py).
                other, _ = play_other(
                    lambda watch, at: game.play(seed, other_rulings, silent(), True, c.level,
                                                c.players, c.policy, watch, at),
                    fork, rid, played, meet=c.rejoin)
            else:
                other = game.play(seed, other_rulings, silent(), True, c.level, c.players,
                                  c.policy)
        except Exception as e:
            readings[f"{rid}={oid}"] = {"error": f"{type(e).__name__}: {e}"}
            continue
        changed = other.result != played.result
        o = game.standing(other.result)
        readings[f"{rid}={oid}"] = {"result_changed": changed,
                                    "parted_at": parted_at(played.rounds, other.rounds, changed),
                                    "decision": decided_at(played.decisions, other.decisions),
                                    "scores": [s for _, s in o.scores], "winner": o.winner}
    return {"seed": seed, "rounds": len(played.rounds), "decisions": len(played.decisions),
            "seats": [seat for seat, _ in standing.scores],
            "scores": [s for _, s in standing.scores], "winner": standing.winner,
            "winner_is": standing.winner_is,
            "consulted": list[Json](sorted(heard & measured)), "named": list[Json](named),
            "readings": readings}


def run_batch(c: Campaign, seeds: Sequence[int]) -> list[dict[str, Json]]:
    """What a Dask task does: the records of a few seeds."""
    return [run_seed(c, s) for s in seeds]


# --- the table -------------------------------------------------------------------

def _share(count: int, total: int) -> float | None:
    return round(count / total, 6) if total else None


def _effect(diffs: list[float]) -> dict[str, Json]:
    n = len(diffs)
    got = mean_interval(diffs)
    if got is None:
        return {"mean": round(diffs[0], 6) if diffs else None, "sd": None, "interval": None,
                "games": n}
    mean, sd, low, high = got
    return {"mean": round(mean, 6), "sd": round(sd, 6),
            "interval": [round(low, 6), round(high, 6)], "games": n}


def _ints(record: dict[str, Json], key: str) -> int:
    value = record[key]
    assert isinstance(value, int)
    return value


def _strings(value: Json) -> list[str]:
    assert isinstance(value, list)
    return [v for v in value if isinstance(v, str)]


def _floats(value: Json) -> list[float]:
    assert isinstance(value, list)
    return [float(v) for v in value if isinstance(v, (int, float))]


def summarize(c: Campaign, records: Sequence[dict[str, Json]]) -> dict[str, Json]:
    """The campaign's table, from its per-seed records (in any order)."""
    from spec import __version__

    ordered = sorted(records, key=lambda r: _ints(r, "seed"))
    ok = [r for r in ordered if "error" not in r]
    seats: list[Json] = list(ok[0]["seats"]) if ok and isinstance(ok[0]["seats"], list) else []
    base = c.base()
    table: list[Json] = []
    by_ruling: dict[str, list[str]] = {}
    for rid, oid in c.pairs:
        by_ruling.setdefault(rid, []).append(oid)
    for rid, others in by_ruling.items():
        r = ruling_registry.get(rid)
        # Consulted: some rule the game reached asked how the Ruling reads.
        # Named: the trace also says so; a Ruling read where no step records
        # it (which moves are legal, say) is consulted without being named.
        heard = sum(1 for rec in ok if rid in _strings(rec["consulted"]))
        named = sum(1 for rec in ok if rid in _strings(rec["named"]))
        rows: list[Json] = [_reading_row(c, rid, oid, ok, seats, heard) for oid in others]
        table.append({"ruling": rid, "in_force": base(r).value,
                      "consulted": _share(heard, len(ok)), "consulted_games": heard,
                      "named": _share(named, len(ok)), "named_games": named,
                      "readings": rows})
    span: list[Json] = [_ints(r, "seed") for r in (ordered[:1] + ordered[-1:])]
    failed: list[Json] = [_ints(r, "seed") for r in ordered if "error" in r]
    return {"game": c.game, "version": __version__, "campaign": c.identity(),
            "seeds": span, "games": len(ok), "failed_seeds": failed,
            "seats": seats, "winner_is": ok[0]["winner_is"] if ok else None,
            "interval": MEAN_INTERVAL, "share_interval": SHARE_INTERVAL, "rulings": table}


def _first(at: list[int]) -> dict[str, Json] | None:
    """Where a change first shows, over the games where it does: the earliest,
    the median and how many games."""
    return ({"earliest": at[0], "median": float(statistics.median(at)), "games": len(at)}
            if at else None)


def _reading_row(c: Campaign, rid: str, oid: str, ok: Sequence[dict[str, Json]],
                 seats: list[Json], heard: int) -> dict[str, Json]:
    key = f"{rid}={oid}"
    pairs: list[tuple[dict[str, Json], dict[str, Json]]] = []
    failed = 0
    for rec in ok:
        readings = rec["readings"]
        assert isinstance(readings, dict)
        other = readings.get(key)
        if not isinstance(other, dict) or "error" in other:
            failed += 1
            continue
        pairs.append((rec, other))
    n = len(pairs)
    decided = sorted(d for _, o in pairs for d in (o["decision"],) if isinstance(d, int))
    results = sum(1 for _, o in pairs if o["result_changed"])
    parted = sorted(p for _, o in pairs for p in (o["parted_at"],) if isinstance(p, int))
    flipped = [(_ints(rec, "rounds"), _ints(rec, "decisions"), _ints(rec, "seed"), rec, o)
               for rec, o in pairs if o["winner"] != rec["winner"]]
    effect: dict[str, Json] = {}
    for i, seat in enumerate(seats):
        effect[str(seat)] = _effect([_floats(o["scores"])[i] - _floats(rec["scores"])[i]
                                     for rec, o in pairs])
    witness: dict[str, Json] | None = None
    if flipped:
        rounds, decisions, seed, rec, o = min(flipped, key=lambda f: f[:3])
        witness = {"seed": seed, "rounds": rounds, "decisions": decisions,
                   "winner": {"in_force": rec["winner"], "other": o["winner"]},
                   "replay": c.replay(seed, rid, oid), "against": c.replay(seed)}
    flips: list[Json] | None = [round(v, 6) for v in wilson(len(flipped), n)] if n else None
    return {"reading": oid, "games": n, "failed": failed,
            "consulted": _share(heard, len(ok)),
            "changed": _share(len(decided), n), "changed_games": len(decided),
            "first_change_decision": _first(decided),
            "result_changed": _share(results, n), "result_changed_games": results,
            "parted": _share(len(parted), n),
            "first_change_turn": _first(parted),
            "score_effect": effect,
            "winner_changed": _share(len(flipped), n), "winner_changed_games": len(flipped),
            "winner_changed_interval": flips,
            "witness_seed": witness["seed"] if witness else None, "witness": witness}


def _pct(share: Json) -> str:
    return "-" if not isinstance(share, (int, float)) else f"{100 * share:.1f}%"


def table_text(t: dict[str, Json]) -> str:
    """The table as a person reads it."""
    campaign = t["campaign"]
    assert isinstance(campaign, dict) and isinstance(t["rulings"], list)
    seeds = t["seeds"]
    assert isinstance(seeds, list)
    span = f"seeds {seeds[0]} to {seeds[-1]}" if seeds else "no seeds"
    readings = campaign["readings"]
    assert isinstance(readings, list)
    others = ("the 1 other reading" if len(readings) == 1
              else f"each of {len(readings)} other readings")
    lines = [f"{t['game']}: {t['games']} games ({span}), each played under the "
             f"{campaign['ruleset']} ruleset and again under {others} (same seed, same "
             f"stand-in moves); Automa {t['version']}",
             "score: mean difference, other reading minus reading in force [95% interval, "
             f"Student's t]; winner: {t['winner_is']} [95% Wilson interval]; decision #K: "
             "`automa play ... --save-at K` saves the position"]
    failed = t["failed_seeds"]
    if isinstance(failed, list) and failed:
        lines.append(f"games that could not be played under the readings in force (left "
                     f"out): seeds {', '.join(map(str, failed[:10]))}")
    for r in t["rulings"]:
        assert isinstance(r, dict) and isinstance(r["readings"], list)
        lines += ["", f"{r['ruling']} (in force: {r['in_force']}; consulted in "
                      f"{_pct(r['consulted'])} of games, named by the trace in "
                      f"{_pct(r['named'])})"]
        for x in r["readings"]:
            assert isinstance(x, dict)
            first = x["first_change_decision"]
            where = (f", first at decision #{first['earliest']} (median #{first['median']:g})"
                     if isinstance(first, dict) else "")
            flips = x["winner_changed_interval"]
            spread = (f" [{_pct(flips[0])}, {_pct(flips[1])}]" if isinstance(flips, list) else "")
            lines.append(f"  {x['reading']}: changes a decision in {_pct(x['changed'])} of games"
                         f"{where}; the result in {_pct(x['result_changed'])}; the winner in "
                         f"{_pct(x['winner_changed'])}{spread}")
            effect = x["score_effect"]
            assert isinstance(effect, dict)
            parts = []
            for seat, e in effect.items():
                assert isinstance(e, dict)
                iv = e["interval"]
                shown = (f" [{iv[0]:+.2f}, {iv[1]:+.2f}]" if isinstance(iv, list)
                         and all(isinstance(v, (int, float)) for v in iv) else "")
                mean = e["mean"]
                parts.append(f"{seat} {mean:+.2f}{shown}" if isinstance(mean, (int, float))
                             else f"{seat} -")
            lines.append("    score: " + "; ".join(parts))
            if x["failed"]:
                lines.append(f"    {x['failed']} games could not be played under this reading")
            w = x["witness"]
            if isinstance(w, dict):
                lines.append(f"    smallest game where the winner changes: seed {w['seed']} "
                             f"({w['rounds']} rounds, {w['decisions']} decisions): "
                             f"{w['replay']}")
    return "\n".join(lines)


# --- the --out file ---------------------------------------------------------------

def _differences(found: Json, wanted: dict[str, Json]) -> str:
    if not isinstance(found, dict):
        return "its first line names no campaign"
    keys = [k for k in wanted if found.get(k) != wanted[k]]
    keys += [k for k in found if k not in wanted]
    shown = []
    for k in keys:
        a, b = found.get(k), wanted.get(k)
        if k == "readings" and isinstance(a, list) and isinstance(b, list):
            shown.append(f"readings ({len(a)} there, {len(b)} here)")
        else:
            shown.append(f"{k} ({json.dumps(a)} there, {json.dumps(b)} here)")
    return ", ".join(shown)


def read_out(path: Path, c: Campaign, warn: TextIO) -> dict[int, dict[str, Json]]:
    """The records an --out file already holds for this campaign (none when it
    does not exist yet); refuses a file written for anything else."""
    if path.is_dir():
        raise InputError(f"{path} is a folder; give a file for the per-seed results "
                         f"(JSON lines)", field="--out")
    if not path.exists():
        if not path.parent.is_dir():
            raise InputError(f"{path.parent} is not a folder; cannot write {path}",
                             field="--out")
        return {}
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"cannot read {path}: {e}", field="--out") from None
    if not text:
        return {}
    lines = text.split("\n")
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError:
        header = None
    if not isinstance(header, dict) or HEADER_KEY not in header:
        raise InputError(f"{path} is not the results file of an `automa impact` campaign and "
                         f"is never overwritten; give another --out", field="--out")
    wanted = c.identity()
    if header.get(HEADER_KEY) != FORMAT:
        raise InputError(f"{path} holds results in format {header.get(HEADER_KEY)}, written "
                         f"by another version of Automa; this one reads format {FORMAT}. Give "
                         f"another --out (the file is never overwritten)", field="--out")
    if header.get("campaign") != wanted:
        raise InputError(f"{path} holds the results of a different campaign (differs in: "
                         f"{_differences(header.get('campaign'), wanted)}); give another "
                         f"--out, or the options it was written with", field="--out")
    found: dict[int, dict[str, Json]] = {}
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            record = None
        if not isinstance(record, dict) or not isinstance(record.get("seed"), int):
            print(f"automa: line {number} of {path} is not a whole result (an interrupted "
                  f"write?); its seed is played again", file=warn)
            continue
        found.setdefault(record["seed"], record)
    return found


class _Sink:
    """Appends records to the --out file as they come back."""

    def __init__(self, path: Path | None, c: Campaign) -> None:
        self.file: IO[str] | None = None
        if path is None:
            return
        try:
            self.file = path.open("a", encoding="utf-8")
        except OSError as e:
            raise InputError(f"cannot write {path}: {e.strerror or e}", field="--out") from None
        if self.file.tell() == 0:
            self.file.write(json.dumps({HEADER_KEY: FORMAT, "campaign": c.identity()}) + "\n")
        else:
            with path.open("rb") as f:
                f.seek(-1, os.SEEK_END)
                if f.read(1) != b"\n":  # an interrupted line: start afresh after it
                    self.file.write("\n")
        self.file.flush()

    def add(self, records: Sequence[dict[str, Json]]) -> None:
        if self.file is not None:
            self.file.write("".join(json.dumps(r, separators=(",", ":")) + "\n"
                                    for r in records))
            self.file.flush()

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


# --- Dask ------------------------------------------------------------------------

class Progress:
    """Games done / total and the rate, on stderr."""

    def __init__(self, total: int, done: int, pairs: int, stream: TextIO) -> None:
        self.total, self.done, self.pairs, self.stream = total, done, pairs, stream
        self.start = time.perf_counter()  # reset when the cluster is up
        self.played = 0
        self.shown = 0.0
        self.tty = stream.isatty()

    def begin(self) -> None:
        self.start = time.perf_counter()

    def add(self, count: int) -> None:
        self.done += count
        self.played += count
        now = time.perf_counter()
        if now - self.shown < (0.2 if self.tty else 2.0) and self.done < self.total:
            return
        self.shown = now
        elapsed = max(now - self.start, 1e-9)
        line = (f"automa impact: {self.done}/{self.total} games, "
                f"{self.played / elapsed:.1f} games/s, "
                f"{self.played * self.pairs / elapsed:.0f} paired games/s")
        print(("\r" + line) if self.tty else line, file=self.stream,
              end="" if self.tty and self.done < self.total else "\n", flush=True)


def batches(seeds: Sequence[int], workers: int, pairs: int = 1) -> list[list[int]]:
    """Seeds cut into tasks: a few per worker, so that the work spreads and the
    progress moves, each small enough (at most some 500 games) to lose little
    if interrupted."""
    size = max(1, min(500 // (pairs + 1), math.ceil(len(seeds) / (4 * max(workers, 1)))))
    return [list(seeds[i:i + size]) for i in range(0, len(seeds), size)]


def gather(client: Client, c: Campaign, seeds: Sequence[int], workers: int,
           each: Callable[[list[dict[str, Json]]], None]) -> None:
    """Submit the seeds in batches to a connected Dask client, calling ``each``
    with each batch's records as it comes back."""
    from dask.distributed import as_completed

    futures = [client.submit(run_batch, c, b, pure=False) for b in batches(seeds, workers, len(c.pairs))]
    try:
        for future in as_completed(futures):
            each(future.result())
    except KeyboardInterrupt:
        client.cancel(futures)  # the batches under way end; no other starts
        raise


def _ignore_interrupts() -> None:
    """In a worker of our own cluster: a Ctrl-C at the terminal reaches every
    process of the command, and is the command's to handle, not the workers'."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def _interrupts_ignored() -> Iterator[None]:
    """While our cluster starts, Ctrl-C is ignored: it would otherwise reach
    worker processes half-way through their imports, each printing its
    traceback. An ignored signal is the one state a new process inherits and
    Python keeps; a caught one would become a KeyboardInterrupt in each
    worker again. The start takes a second or two; after it, Ctrl-C stops
    the command, which keeps what it played."""
    import signal

    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def warm(game: str) -> None:
    """Load a game's rules in a worker (``client.run(warm, game)``)."""
    _game(game)


def play_on_dask(c: Campaign, seeds: Sequence[int], workers: int, scheduler: str | None,
                 each: Callable[[list[dict[str, Json]]], None],
                 ready: Callable[[], None] = lambda: None) -> None:
    """Play the seeds on a cluster, calling ``each`` with every batch of
    records as it comes back: a LocalCluster of ``workers`` processes (one
    thread each) started and stopped here, or the running cluster at
    ``scheduler``."""
    import logging

    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise InputError("automa impact plays its games on Dask, which is not installed: "
                         "pip install 'automa[impact]'", field="impact") from None

    cluster: LocalCluster | None = None
    client: Client | None = None
    if scheduler is not None:
        try:
            client = Client(scheduler, timeout="10s")
        except (OSError, TimeoutError, ValueError) as e:
            # The half-made Client closes itself when collected; collected
            # later, inside the start of another cluster's event loop, its
            # close waits on that loop's lock and hangs the process. Collect
            # it now, while no loop is starting.
            import gc

            gc.collect()
            raise InputError(f"cannot reach a Dask scheduler at {scheduler}: {e}",
                             field="--scheduler") from None
        workers = max(1, len(client.scheduler_info().get("workers", {})))
    try:
        if client is None:
            # Quiet: a task's error reaches us through its result anyway, and
            # a Ctrl-C, which reaches the workers too, would fill the terminal.
            with _interrupts_ignored():
                cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                       dashboard_address=":0", silence_logs=logging.CRITICAL)
                client = Client(cluster)
                client.run(_ignore_interrupts)
        ready()
        gather(client, c, seeds, workers, each)
    except KeyboardInterrupt:
        logging.getLogger("distributed").setLevel(logging.CRITICAL + 1)
        raise
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()


# --- the command ------------------------------------------------------------------

def pairs_of(game: str, ruling_args: Sequence[str], base: Rulings) -> tuple[tuple[str, str], ...]:
    """(Ruling, other reading) to measure: every other reading of each Ruling
    named (ID), one reading (ID=OPTION), or of every Ruling of the game."""
    if not ruling_args:
        chosen: list[tuple[AnyRuling, str | None]] = [
            (r, None) for r in ruling_registry.all_rulings(game)]
    else:
        chosen = []
        for value in ruling_args:
            rid, sep, option = (part.strip() for part in value.partition("="))
            owner = game_of(rid)
            if owner != game:
                known = owner in games.names()
                if known:
                    games.load_rules(owner)
                if known and any(r.id == rid for r in ruling_registry.all_rulings(owner)):
                    raise InputError(f"{rid} is a Ruling of {owner}, not of {game}",
                                     field="--ruling")
                raise InputError(f"{game} has no Ruling {rid!r}; `automa rules --open {game}` "
                                 f"lists them", field="--ruling")
            try:
                r = ruling_registry.get(rid)
            except UnknownRuling:
                raise InputError(f"{game} has no Ruling {rid!r}; `automa rules --open {game}` "
                                 f"lists them", field="--ruling") from None
            if sep:
                if option not in {o.id for o in r.options}:
                    raise InputError(f"{rid} has no reading {option!r}; expected one of: "
                                     f"{', '.join(o.id for o in r.options)}", field="--ruling")
                if option == base(r).value:
                    raise InputError(f"{rid}={option} is the reading in force: give another "
                                     f"reading, or the Ruling alone", field="--ruling")
            chosen.append((r, option if sep else None))
    out: list[tuple[str, str]] = []
    for r, only in chosen:
        for o in r.options:
            if o.id != base(r).value and only in (None, o.id) and (r.id, o.id) not in out:
                out.append((r.id, o.id))
    if not out:
        raise InputError(f"{game} has no Ruling with another reading to measure",
                         field="--ruling")
    return tuple(out)


def impact(game_name: str, ruling_args: Sequence[str], level: str | None, solo: bool,
           players: int | None, policy: str | None, count: int, first_seed: int,
           workers: int | None, ruleset_name: str | None, as_json: bool, out: Path | None,
           scheduler: str | None) -> int:
    from .commands import parse_ruleset, seat_count
    from .render import dumps
    from .situation import MAX_SEED

    game = _game(game_name)
    if count < 1:
        raise InputError(f"expected at least 1 game, got {count}", field="--games")
    if workers is not None and workers < 1:
        raise InputError(f"expected at least 1 worker, got {workers}", field="--workers")
    if first_seed < 0 or first_seed + count - 1 > MAX_SEED:
        raise InputError(f"expected seeds from 0 to {MAX_SEED}, got {first_seed} to "
                         f"{first_seed + count - 1}", field="--seed")
    level, players, seats = seat_count(game, level, solo, players, policy)
    base = parse_ruleset(ruleset_name)
    c = Campaign(game_name, level, players, solo, seats, policy, base.ruleset.value,
                 ruleset_name, pairs_of(game_name, ruling_args, base))
    seeds = range(first_seed, first_seed + count)
    held = read_out(out, c, sys.stderr) if out is not None else {}
    records = {s: held[s] for s in seeds if s in held}
    todo = [s for s in seeds if s not in records]
    sink = _Sink(out, c)
    if held and out is not None:
        print(f"automa impact: {len(records)} of the {count} games already in {out}; "
              f"playing the other {len(todo)}", file=sys.stderr)
    progress = Progress(count, len(records), len(c.pairs), sys.stderr)

    def each(batch: list[dict[str, Json]]) -> None:
        sink.add(batch)
        for rec in batch:
            records[_ints(rec, "seed")] = rec
        progress.add(len(batch))

    try:
        if todo:
            play_on_dask(c, todo, workers or default_workers(), scheduler, each, progress.begin)
    except KeyboardInterrupt:
        kept = f"; the {len(records)} played are in {out}: run the same command again to " \
               f"resume" if out is not None else ""
        print(("\n" if progress.tty else "") + f"automa impact: interrupted{kept}",
              file=sys.stderr)
        return 130
    finally:
        sink.close()
    table = summarize(c, list(records.values()))
    if as_json:
        print(dumps(table))
    else:
        print(table_text(table))
    return 0

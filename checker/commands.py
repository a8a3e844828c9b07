"""The commands behind `automa rules`, `decide`, `diff` and `play`."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Sequence
from pathlib import Path

from spec.core import clauses as clause_registry
from spec.core import rulings as ruling_registry
from spec.core.rulings import Rulings, UnknownOption, UnknownRuling
from spec.core.trace import Trace

from . import games
from .errors import InputError
from .games import Decision, Json, Situation
from .render import decision_json, decision_myst, decision_text, dumps, plain, steps_text
from .situation import MAX_SEED, read, unmet_expectations


def parse_rulings(values: Sequence[str], base: Rulings = Rulings()) -> Rulings:
    """``ID=OPTION`` strings from the command line, validated, on top of ``base``."""
    rulings = base
    for value in values:
        rid, sep, option = value.partition("=")
        if not sep:
            raise InputError(f"expected ID=OPTION, got {value!r}", field="--ruling")
        try:
            rulings = rulings.with_choice(rid.strip(), option.strip())
        except (UnknownRuling, UnknownOption) as e:
            raise InputError(str(e), field="--ruling") from None
    return rulings


def run(situation: Situation, rulings: Rulings, traced: bool = True) -> Decision:
    game = games.get(situation.game)
    trace = Trace(on=traced)
    answer = game.decide(situation, rulings, trace)
    shown = dataclasses.replace(situation, rulings=rulings)
    return Decision(shown, answer, trace)


def rules(query: list[str], game: str | None, show_rulings: bool, show_assumptions: bool,
          as_json: bool) -> int:
    if game:
        games.get(game)
    else:
        games.load_all()
    if show_rulings:
        items = ruling_registry.all_rulings(game)
        if as_json:
            print(dumps([{"id": r.id, "question": r.question, "kind": r.kind.value,
                          "default": r.default, "clauses": list(r.clauses),
                          "witness": r.witness,
                          "options": [{"id": o.id, "reading": o.reading,
                                       "rationale": o.rationale} for o in r.options]}
                         for r in items]))
            return 0
        for r in items:
            print(f"{r.id}  ({r.kind.value})\n  {r.question}")
            for o in r.options:
                mark = "*" if o.id == r.default else " "
                print(f"  {mark} {o.id}: {o.reading}")
            print(f"  witness: {r.witness}\n")
        return 0
    if show_assumptions:
        from spec.core.provenance import all_assumptions

        found = all_assumptions(game)
        if as_json:
            print(dumps([{"id": a.id, "statement": a.statement, "provenance": a.provenance.value,
                          "clauses": list(a.clauses)} for a in found]))
            return 0
        for a in found:
            print(f"{a.id}  [{a.provenance.value}]\n  {a.statement}\n")
        return 0
    everything = clause_registry.all_clauses(game)
    words = [w.lower() for w in query]
    if len(words) == 1:
        try:
            found_clauses: tuple[clause_registry.Clause, ...] = (clause_registry.get(query[0]),)
        except clause_registry.UnknownClause:
            found_clauses = ()
    else:
        found_clauses = ()
    if not found_clauses:
        found_clauses = tuple(
            c for c in everything
            if all(w in f"{c.id} {c.title} {c.text}".lower() for w in words)
        )
    if not found_clauses:
        raise InputError(f"no clause matches {' '.join(query)!r}; `automa rules` lists them all",
                         field="query")
    full = bool(query)
    if as_json:
        print(dumps([{"id": c.id, "title": c.title, "text": c.text,
                      "sources": [{"seed": s.seed, "section": s.section} for s in c.sources],
                      "encodings": list(clause_registry.encodings(c.id)),
                      "rulings": [r.id for r in ruling_registry.all_rulings()
                                  if c.id in r.clauses]}
                     for c in found_clauses]))
        return 0
    for c in found_clauses:
        if not full:
            print(f"{c.id:<48} {c.title}")
            continue
        print(f"{c.id}\n  {c.title}\n\n  {c.text}\n")
        for s in c.sources:
            print(f"  source: {s.seed}, section \"{s.section}\"")
        for e in clause_registry.encodings(c.id):
            print(f"  encoded by: {e}")
        for r in ruling_registry.all_rulings():
            if c.id in r.clauses:
                print(f"  open question: {r.id} (default: {r.default})")
        print()
    return 0


def decide(file: Path, ruling_args: list[str], fmt: str) -> int:
    situation = read(file)
    rulings = parse_rulings(ruling_args, situation.rulings)
    decision = run(situation, rulings)
    if fmt == "json":
        print(dumps(decision_json(decision)))
    elif fmt == "myst":
        print(decision_myst(decision))
    else:
        print(decision_text(decision))
    if rulings == situation.rulings and (situation.expect or situation.expect_cites):
        problems = unmet_expectations(decision)
        for p in problems:
            print(f"automa: the file's expected answer differs: {p}", file=sys.stderr)
        return 1 if problems else 0
    return 0


def _pairs(situation: Situation, ruling_args: list[str]) -> list[tuple[str, str, str]]:
    """(ruling id, option A, option B) to compare."""
    if not ruling_args:
        out: list[tuple[str, str, str]] = []
        for r in ruling_registry.all_rulings(situation.game):
            current = situation.rulings(r)
            out += [(r.id, current, o.id) for o in r.options if o.id != current]
        return out
    seen: dict[str, list[str]] = {}
    for value in ruling_args:
        rid, sep, option = value.partition("=")
        if not sep:
            raise InputError(f"expected ID=OPTION, got {value!r}", field="--ruling")
        parse_rulings([value])
        seen.setdefault(rid.strip(), []).append(option.strip())
    twice = [(rid, opts) for rid, opts in seen.items() if len(opts) == 2]
    if len(twice) != 1 or any(len(o) > 2 for o in seen.values()):
        raise InputError("give exactly one ruling twice, once per reading to compare, e.g. "
                         "--ruling ID=A --ruling ID=B", field="--ruling")
    return [(twice[0][0], twice[0][1][0], twice[0][1][1])]


def diff(file: Path, ruling_args: list[str], as_json: bool) -> int:
    situation = read(file)
    fixed = [v for v in ruling_args
             if sum(1 for w in ruling_args if w.partition("=")[0] == v.partition("=")[0]) == 1]
    base = parse_rulings(fixed, situation.rulings)
    report: list[Json] = []
    for rid, a, b in _pairs(situation, [v for v in ruling_args if v not in fixed]):
        da = run(situation, base.with_choice(rid, a))
        db = run(situation, base.with_choice(rid, b))
        changed: dict[str, dict[str, Json]] = {
            k: {"a": da.answer[k], "b": db.answer.get(k)} for k in da.answer
            if da.answer[k] != db.answer.get(k)
        }
        same_trace = da.trace.steps == db.trace.steps
        first = next((i for i, (x, y) in enumerate(zip(da.trace.steps, db.trace.steps))
                      if x != y), min(len(da.trace.steps), len(db.trace.steps)))
        entry: dict[str, Json] = {"ruling": rid, "a": a, "b": b,
                                  "changed": {k: dict(v) for k, v in changed.items()},
                                  "first_different_step": None if same_trace else first + 1}
        report.append(entry)
        if as_json:
            continue
        print(f"{rid}: {a}  vs  {b}")
        if not changed:
            print("  same decision under both readings\n")
            continue
        for key, both in changed.items():
            print(f"  {key}: {both['a']!r}  vs  {both['b']!r}")
        print(f"  the traces part at step {first + 1}:")
        for label, d in ((a, da), (b, db)):
            print(f"  [{label}]")
            for line in steps_text(Trace(True, d.trace.steps[first:first + 4]), "    ", first + 1):
                print(line)
        print()
    if as_json:
        print(dumps({"game": situation.game, "situation": situation.file, "diffs": report}))
    return 0


def _policies(game: games.Game, policy: str | None, count: int) -> tuple[str, ...]:
    """Each seat's stand-in from ``--policy``: one name for every seat, or one
    name per seat separated by commas."""
    if policy is None:
        return ()
    if not game.policies:
        raise InputError(f"{game.name} has a single stand-in player; leave out --policy",
                         field="--policy")
    names = tuple(n.strip() for n in policy.split(","))
    for name in names:
        if name not in game.policies:
            raise InputError(f"no stand-in {name!r}; expected one of: "
                             f"{', '.join(game.policies)}", field="--policy")
    if len(names) == 1:
        return names * count
    if len(names) != count:
        if count == 1:
            raise InputError(f"{len(names)} policies for the solo game; give one, for you (the "
                             "bot plays by its own rules)", field="--policy")
        raise InputError(f"{len(names)} policies for {count} players; give one, or one per "
                         "seat", field="--policy")
    return names


def _solo_level(game: games.Game, level: str | None, solo: bool,
                players: int | None) -> str | None:
    """The level to play. A game played by several people whose adapter has
    levels has a solo mode against a bot (`--solo`), and the levels are its
    boards; the solo games take their levels without `--solo`."""
    solo_mode = bool(game.player_counts and game.levels)
    if solo:
        if not game.player_counts:
            raise InputError(f"{game.name} is a solo game already; leave out --solo",
                             field="--solo")
        if not solo_mode:
            raise InputError(f"{game.name} has no solo mode against a bot; leave out --solo",
                             field="--solo")
        if players is not None:
            raise InputError("--solo plays you against the bot, two seats: leave out --players",
                             field="--players")
        if level is not None and level not in game.levels:
            raise InputError(f"{game.name} has no solo level {level!r}; expected one of: "
                             f"{', '.join(game.levels)}", field="--level")
        return level or game.levels[0]
    if level is None:
        return None
    if solo_mode:
        if level in game.levels:
            raise InputError(f"level {level!r} is a board of the solo game's bot: add --solo",
                             field="--level")
        raise InputError(f"{game.name} has no level {level!r}; expected none (it has no levels) "
                         f"but with --solo: {', '.join(game.levels)}", field="--level")
    if level not in game.levels:
        choices = f"one of: {', '.join(game.levels)}" if game.levels else "none (it has no levels)"
        raise InputError(f"{game.name} has no level {level!r}; expected {choices}",
                         field="--level")
    return level


def play(game_name: str, seed: int, level: str | None, ruling_args: list[str], traced: bool,
         log: bool, as_json: bool, players: int | None = None, policy: str | None = None,
         solo: bool = False) -> int:
    game = games.get(game_name)
    if seed < 0:
        raise InputError(f"expected a seed of 0 or more, got {seed}", field="--seed")
    if seed > MAX_SEED:
        raise InputError(f"expected a seed of at most {MAX_SEED}, got {seed}", field="--seed")
    level = _solo_level(game, level, solo, players)
    counts = game.player_counts
    if players is not None and not counts:
        raise InputError(f"{game.name} is a solo game and takes no player count; leave out "
                         f"--players", field="--players")
    if players is not None and players not in counts:
        choices = ", ".join(str(n) for n in counts[:-1]) + f" or {counts[-1]}"
        raise InputError(f"{game.name} is played by {choices} players, not {players}",
                         field="--players")
    # A solo game against the bot has one stand-in: you (``players`` 1).
    count = 1 if solo else players if players is not None else counts[0] if counts else 1
    seats = _policies(game, policy, count)
    rulings = parse_rulings(ruling_args)
    played = game.play(seed, rulings, Trace(on=traced), log or not as_json, level, count, seats)
    if as_json:
        out: dict[str, Json] = {"game": game.name, "seed": seed, "result": played.result}
        if log:
            out["rounds"] = played.rounds
        if traced:
            from .render import trace_json

            out["trace"] = trace_json(played.trace)
        print(dumps(out))
        return 0
    seats_text = (f", solo against the bot ({level} level)" if solo else
                  f", {count} players" if counts else "")
    print(f"{game.title}, seed {seed}{seats_text}")
    if traced:
        for line in steps_text(played.trace):
            print(line)
    else:
        for row in played.rounds:
            print(game.round_text(row))
    print("Result:")
    for key, value in played.result.items():
        print(f"  {key.replace('_', ' ')}: {plain(value)}")
    return 0

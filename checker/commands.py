"""The commands behind `automa rules`, `decide`, `diff` and `play`."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Sequence
from pathlib import Path

from spec.core import clauses as clause_registry
from spec.core import rulings as ruling_registry
from spec.core.provenance import Assumption
from spec.core.questions import Asked, Concern, Settled
from spec.core.rulings import DEFAULT_RULESET, Ruleset, Rulings, UnknownRuling, ruleset
from spec.core.trace import Trace

from . import games
from .errors import InputError, NoHit, did_you_mean, escape_controls
from .games import Decision, Json, Situation
from .played import Moment, Played
from .render import dumps, plain, steps_text
from .situation import MAX_SEED, in_force, read

# `automa decide`'s own functions, which the other commands (and their
# callers) use too: named here as ever.
from .deciding import decide as decide
from .deciding import expectations_text as expectations_text
from .deciding import parse_ruleset as parse_ruleset
from .deciding import parse_rulings as parse_rulings
from .deciding import rests_on as rests_on
from .deciding import rests_on_text as rests_on_text
from .deciding import run as run


def _source_json(s: object) -> Json:
    from spec.core.sources import Correction, FaqEntry, Source

    if isinstance(s, Source):
        return {"kind": s.kind.value, "cite": s.cite, "seed": s.seed, "section": s.section}
    if isinstance(s, (Correction, FaqEntry)):
        return {"kind": s.kind.value, "cite": s.cite}
    return None


# What `automa rules ID` can name: a clause, a Ruling or an assumption.
Entry = clause_registry.Clause | ruling_registry.Ruling[ruling_registry.Reading] | Assumption


def _kind(item: Entry) -> str:
    if isinstance(item, clause_registry.Clause):
        return "clause"
    return "ruling" if isinstance(item, ruling_registry.Ruling) else "assumption"


def _by_id(ident: str) -> Entry | None:
    """The clause (or the clause an alias names), Ruling or assumption called
    ``ident``, among those registered."""
    from spec.core.provenance import all_assumptions

    try:
        return clause_registry.get(ident)
    except clause_registry.UnknownClause:
        pass
    try:
        return ruling_registry.get(ident)
    except UnknownRuling:
        pass
    return next((a for a in all_assumptions() if a.id == ident), None)


def _known_ids(game: str | None, kinds: Sequence[str] = ("clause", "ruling", "assumption")
               ) -> list[str]:
    from spec.core.provenance import all_assumptions

    known: list[str] = []
    if "clause" in kinds:
        for c in clause_registry.all_clauses(game):
            known += [c.id, *c.aliases]
    if "ruling" in kinds:
        known += [r.id for r in ruling_registry.all_rulings(game)]
    if "assumption" in kinds:
        known += [a.id for a in all_assumptions(game)]
    return known


def lookup(ident: str, game: str | None) -> Entry | None:
    """What ``ident`` names, if it names anything. With ``game``, an id of
    another game is bad input that names the game it belongs to (its spec is
    loaded to find out), not an unknown id."""
    found = _by_id(ident)
    if found is None and game is not None:
        for name in games.names():
            games.load_rules(name)
        found = _by_id(ident)
    if found is not None and game is not None and found.game != game:
        kind = _kind(found)
        raise InputError(f"{ident!r} is {'an' if kind[0] in 'aeiou' else 'a'} {kind} of "
                         f"{found.game}, not of {game}; "
                         f"give --game {found.game}, or leave out --game", field="query")
    return found


def _no_match(query: Sequence[str], game: str | None, what: str,
              kinds: Sequence[str] = ("clause", "ruling", "assumption")) -> NoHit:
    """The error for a query that matched nothing, with the closest ids when the
    query is one word."""
    near = did_you_mean(query[0], _known_ids(game, kinds)) if len(query) == 1 else ""
    listing = {"clause": "`automa rules` lists them all",
               "ruling": "`automa rules --rulings` lists them all",
               "assumption": "`automa rules --assumptions` lists them all"}[kinds[0]]
    return NoHit(f"{what} ({listing}){near}", field="query")


def _finding(ident: str, as_json: bool) -> int:
    """A finding by its id (``finding-GAME-HASH``, as `check` and the docs give
    it): findings are what the checks see, so a quick check of its game is
    run, its witnesses written to a scratch folder, and the one found shown."""
    import re
    import tempfile

    from .check import collect, finding_id, finding_json, finding_text
    from .rulesets import in_force

    shape = re.fullmatch(r"finding-(.+)-([0-9a-f]{10})", ident)
    if shape is None:
        raise NoHit(f"{ident!r} is not a finding id; a finding id reads "
                    "finding-GAME-XXXXXXXXXX (ten hex digits), as `automa check` prints it",
                    field="query")
    game = games.get(shape[1]).name
    print(f"looking for {ident} in a quick check of {game} ...", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        report = collect((game,), False, Path(scratch) / "findings")
        found = [f for f in report.findings if finding_id(game, f) == ident]
        if not found:
            raise NoHit(f"no finding {ident!r} in a quick check of {game} under the "
                        f"{in_force().ruleset.value} ruleset: it may come from a thorough check "
                        f"(`automa check {game} --thorough`), another ruleset or an older "
                        "version", field="query")
        if as_json:
            print(dumps([finding_json(f) for f in found]))
        else:
            for f in found:
                # The scratch folder is gone once this returns: name the file
                # `check` writes instead.
                print("\n".join(finding_text(f, f"{Path(f.witness).name} (written by `automa "
                                                f"check {game}` into its --out folder)"
                                                if f.witness else "")))
    return 0


def _words_in(words: Sequence[str], text: str) -> bool:
    text = text.lower()
    return all(w.lower() in text for w in words)


def _ruling_json(r: ruling_registry.Ruling[ruling_registry.Reading]) -> Json:
    return {"type": "ruling", "id": r.id, "game": r.game, "question": r.question,
            "kind": r.kind.value, "default": r.default.value, "clauses": list(r.clauses),
            "witness": r.witness,
            "options": [{"id": o.id, "reading": o.reading, "rationale": o.rationale,
                         "picked_by": [x.value for x in r.picked_by(o.id)],
                         "source": _source_json(o.source)} for o in r.options],
            "picks": {x.value: r.picked(x).value for x in Ruleset}}


def _assumption_json(a: Assumption) -> Json:
    return {"type": "assumption", "id": a.id, "game": a.game, "statement": a.statement,
            "provenance": a.provenance.value, "clauses": list(a.clauses)}


def _clause_json(c: clause_registry.Clause) -> Json:
    return {"id": c.id, "title": c.title, "text": c.text,
            "sources": [_source_json(s) for s in c.sources],
            "encodings": list(clause_registry.encodings(c.id)),
            "rulings": [r.id for r in ruling_registry.all_rulings() if c.id in r.clauses],
            "asked": [_asked_json(q) for q in c.asked],
            "type": "clause", "game": c.game}


def _clause_title(cid: str) -> str:
    try:
        return clause_registry.get(cid).title
    except clause_registry.UnknownClause:
        return "(no such clause)"


def ruling_text(r: ruling_registry.Ruling[ruling_registry.Reading]) -> list[str]:
    """One Ruling in full, as `automa rules ID` prints it."""
    lines = [f"{r.id}  ({r.kind.value}, {r.game})", f"  {r.question}", "",
             f"  readings (* the one in force under the {DEFAULT_RULESET.value} ruleset, "
             "the default):"]
    for o in r.options:
        mark = "*" if o.id == r.picked(DEFAULT_RULESET).value else " "
        picked = ", ".join(x.value for x in r.picked_by(o.id)) or "no ruleset"
        lines += [f"  {mark} {o.id}: {o.reading}", f"      why: {o.rationale}"]
        if o.source is not None:
            lines.append(f"      source: {o.source.cite}")
        lines.append(f"      picked by: {picked}")
    lines += ["", f"  default (the texts as printed): {r.default.value}",
              "  each ruleset picks: " + "; ".join(f"{x.value} {r.picked(x).value}"
                                                  for x in Ruleset),
              f"  witness: {r.witness} (automa diff {r.witness} compares the readings)",
              "  clauses:"]
    lines += [f"    {cid}  {_clause_title(cid)}" for cid in r.clauses]
    return lines + [""]


def assumption_text(a: Assumption) -> list[str]:
    """One assumption in full, as `automa rules ID` prints it."""
    lines = [f"{a.id}  [{a.provenance.value}, {a.game}]", f"  {a.statement}"]
    if a.clauses:
        lines += ["  clauses:", *(f"    {cid}  {_clause_title(cid)}" for cid in a.clauses)]
    return lines + [""]


def _select_rulings(query: Sequence[str], game: str | None
                    ) -> tuple[ruling_registry.Ruling[ruling_registry.Reading], ...]:
    """The Rulings a query names: one by its id, those concerning a clause by the
    clause's id, else those whose id, question or readings hold every word."""
    found = lookup(query[0], game) if len(query) == 1 else None
    if isinstance(found, ruling_registry.Ruling):
        return (found,)
    if isinstance(found, clause_registry.Clause):
        concerned = tuple(r for r in ruling_registry.all_rulings() if found.id in r.clauses)
        if not concerned:
            raise NoHit(f"no ruling concerns the clause {found.id!r}; `automa rules "
                        f"{found.id}` shows it", field="query")
        return concerned
    matched = tuple(r for r in ruling_registry.all_rulings(game) if _words_in(
        query, " ".join([r.id, r.question, *(f"{o.id} {o.reading}" for o in r.options)])))
    if not matched:
        raise _no_match(query, game, f"no ruling matches {' '.join(query)!r}", ("ruling",))
    return matched


def rules(query: list[str], game: str | None, show_rulings: bool, show_assumptions: bool,
          as_json: bool) -> int:
    # Every module of the game's spec, so that every encoding and every
    # assumption (Alfred's among them) is registered before it is listed.
    for name in (game,) if game else games.names():
        games.load_rules(name)
    if show_rulings:
        items = _select_rulings(query, game) if query else ruling_registry.all_rulings(game)
        if as_json:
            print(dumps([_ruling_json(r) for r in items]))
            return 0
        if query:
            for r in items:
                print("\n".join(ruling_text(r)))
            return 0
        print("(picked by: the rulesets that read the question that way; errata is in "
              "force unless --ruleset names another)\n")
        for r in items:
            print(f"{r.id}  ({r.kind.value})\n  {r.question}")
            for o in r.options:
                picked = ", ".join(x.value for x in r.picked_by(o.id))
                mark = "*" if o.id == r.picked(DEFAULT_RULESET) else " "
                print(f"  {mark} {o.id}: {o.reading}" + (f" [picked by: {picked}]" if picked
                                                         else ""))
                if o.source is not None:
                    print(f"      source: {o.source.cite}")
            print(f"  witness: {r.witness}\n")
        waiting = _pending(game)
        if waiting:
            print("(open questions the clause-by-clause pass found that have no Ruling "
                  "yet, each with what the code does meanwhile)\n")
            for cid, q in waiting:
                print(f"{cid}  [{q.concern.value}, pending]\n  {q.question}\n  meanwhile: "
                      f"{q.answer}\n")
        return 0
    if show_assumptions:
        from spec.core.provenance import all_assumptions

        found = all_assumptions(game)
        if query:
            one = lookup(query[0], game) if len(query) == 1 else None
            found = (one,) if isinstance(one, Assumption) else tuple(
                a for a in found if _words_in(query, f"{a.id} {a.statement}"))
            if not found:
                raise _no_match(query, game, f"no assumption matches {' '.join(query)!r}",
                                ("assumption",))
        if as_json:
            print(dumps([_assumption_json(a) for a in found]))
            return 0
        for a in found:
            if query:
                print("\n".join(assumption_text(a)))
            else:
                print(f"{a.id}  [{a.provenance.value}]\n  {a.statement}\n")
        return 0
    if len(query) == 1 and query[0].startswith("finding-"):
        return _finding(query[0], as_json)
    everything = clause_registry.all_clauses(game)
    words = [w.lower() for w in query]
    entry = lookup(query[0], game) if len(query) == 1 else None
    if isinstance(entry, ruling_registry.Ruling):
        print(dumps([_ruling_json(entry)]) if as_json else "\n".join(ruling_text(entry)))
        return 0
    if isinstance(entry, Assumption):
        print(dumps([_assumption_json(entry)]) if as_json
              else "\n".join(assumption_text(entry)))
        return 0
    found_clauses: tuple[clause_registry.Clause, ...] = (entry,) if entry else ()
    if not found_clauses:
        found_clauses = tuple(
            c for c in everything
            if all(w in f"{c.id} {c.title} {c.text}".lower() for w in words)
        )
    if not found_clauses:
        raise _no_match(query, game, f"no clause matches {' '.join(query)!r}, nor does a "
                        "ruling or an assumption")
    full = bool(query)
    if as_json:
        print(dumps([_clause_json(c) for c in found_clauses]))
        return 0
    for c in found_clauses:
        if not full:
            print(f"{c.id:<48} {c.title}")
            continue
        print(f"{c.id}\n  {c.title}\n\n  {c.text}\n")
        for s in c.sources:
            print(f"  source: {s.cite}")
        for e in clause_registry.encodings(c.id):
            print(f"  encoded by: {e}")
        for r in ruling_registry.all_rulings():
            if c.id in r.clauses:
                print(f"  open question: {r.id} (printed: {r.default.value}; errata: "
                      f"{r.picked(DEFAULT_RULESET).value})")
        if c.asked:
            print("\n  questions asked of it, and how each is settled:")
        for q in c.asked:
            print("    - " + asked_text(q))
        print()
    return 0


def asked_text(q: Asked) -> str:
    """One question of the open-question pass, in a line: "tie: Q — ruling X"."""
    if q.concern is Concern.NONE:
        return f"none apply: {q.answer}"
    shown = f" (shown by {q.shown_by})" if q.shown_by else ""
    return f"{q.concern.value}: {q.question} — {q.settled.says}: {q.answer}{shown}"


def _asked_json(q: Asked) -> Json:
    return {"concern": q.concern.value, "question": q.question, "settled": q.settled.value,
            "answer": q.answer, "shown_by": q.shown_by or None}


def _pending(game: str | None) -> list[tuple[str, Asked]]:
    return [(c.id, q) for c in clause_registry.all_clauses(game) for q in c.asked
            if q.settled is Settled.PENDING]


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


def _first_parting(a: Trace, b: Trace) -> int | None:
    """The index of the first step where two traces differ; None when none does."""
    if a.steps == b.steps:
        return None
    return next((i for i, (x, y) in enumerate(zip(a.steps, b.steps)) if x != y),
                min(len(a.steps), len(b.steps)))


def _print_parting(first: int | None, sides: Sequence[tuple[str, Decision]]) -> None:
    """The first steps where two traces part, side by side."""
    if first is None:
        return
    print(f"  the traces part at step {first + 1}:")
    for label, d in sides:
        print(f"  [{label}]")
        for line in steps_text(Trace(True, d.trace.steps[first:first + 4]), "    ", first + 1):
            print(line)


def diff_rulesets(situation: Situation, names: list[str], ruling_args: list[str],
                  as_json: bool) -> int:
    """Where two rulesets part on one situation: the answer fields, and the
    Rulings both traces consulted that the rulesets read differently."""
    if len(names) != 2 or names[0] == names[1]:
        raise InputError("give --ruleset twice, with two different rulesets, e.g. "
                         "--ruleset printed --ruleset errata", field="--ruleset")
    ra, rb = (parse_rulings(ruling_args, parse_ruleset(n, situation.rulings)) for n in names)
    da, db = run(situation, ra), run(situation, rb)
    changed = {k: {"a": da.answer[k], "b": db.answer.get(k)} for k in da.answer
               if da.answer[k] != db.answer.get(k)}
    consulted = {c.partition("=")[0] for d in (da, db) for c in d.trace.rulings_consulted}
    parted: list[dict[str, Json]] = [{"ruling": rid, "a": ra(r).value, "b": rb(r).value}
              for rid in sorted(consulted)
              for r in (ruling_registry.get(rid),) if ra(r) != rb(r)]
    first = _first_parting(da.trace, db.trace)
    if as_json:
        from spec import __version__

        print(dumps({"game": situation.game, "situation": situation.file,
                     "version": __version__, "rulesets": [ra.named, rb.named],
                     "changed": {k: dict(v) for k, v in changed.items()},
                     "rulings_read_differently": [dict(p) for p in parted],
                     "first_different_step": None if first is None else first + 1}))
        return 0
    print(f"{ra.named}  vs  {rb.named}")
    for part in parted:
        print(f"  {part['ruling']} is read {part['a']}  vs  {part['b']}")
    if not changed:
        print("  same decision under both rulesets" + ("" if parted else
              ": no Ruling the decision consults is read differently"))
        return 0
    for key, both in changed.items():
        print(f"  {key}: {plain(both['a'])}  vs  {plain(both['b'])}")
    _print_parting(first, ((names[0], da), (names[1], db)))
    return 0


def diff(file: Path, ruling_args: list[str], as_json: bool,
         ruleset_names: Sequence[str] = ()) -> int:
    situation = read(file)
    if len(ruleset_names) > 1:
        return diff_rulesets(situation, list(ruleset_names), ruling_args, as_json)
    fixed = [v for v in ruling_args
             if sum(1 for w in ruling_args if w.partition("=")[0] == v.partition("=")[0]) == 1]
    base = parse_rulings(fixed, parse_ruleset(ruleset_names[0] if ruleset_names else None,
                                              situation.rulings))
    report: list[Json] = []
    # Without a ruling to compare, every other reading of every ruling is
    # tried and only those that change the decision are shown in full.
    every = not [v for v in ruling_args if v not in fixed]
    unmoved: list[str] = []
    for rid, a, b in _pairs(dataclasses.replace(situation, rulings=base),
                            [v for v in ruling_args if v not in fixed]):
        try:
            da = run(situation, base.with_choice(rid, a))
            db = run(situation, base.with_choice(rid, b))
        except InputError as e:
            # The file replays moves, and under one reading a move is illegal:
            # a difference to report, not bad input.
            report.append({"ruling": rid, "a": a, "b": b, "changed": {},
                           "first_different_step": None,
                           "position_cannot_arise": f"{e.field}: {e.detail}"})
            if not as_json:
                print(f"{rid}: {a}  vs  {b}\n  under one reading the position cannot arise: "
                      f"{e.field}: {e.detail}\n")
            continue
        changed: dict[str, dict[str, Json]] = {
            k: {"a": da.answer[k], "b": db.answer.get(k)} for k in da.answer
            if da.answer[k] != db.answer.get(k)
        }
        first = _first_parting(da.trace, db.trace)
        entry: dict[str, Json] = {"ruling": rid, "a": a, "b": b,
                                  "changed": {k: dict(v) for k, v in changed.items()},
                                  "first_different_step": None if first is None else first + 1}
        report.append(entry)
        if as_json:
            continue
        if not changed and every:
            unmoved.append(f"{rid}={b}")
            continue
        print(f"{rid}: {a}  vs  {b}")
        if not changed:
            print("  same decision under both readings\n")
            continue
        for key, both in changed.items():
            print(f"  {key}: {plain(both['a'])}  vs  {plain(both['b'])}")
        _print_parting(first, ((a, da), (b, db)))
        print()
    if as_json:
        from spec import __version__

        print(dumps({"game": situation.game, "situation": situation.file,
                     "version": __version__, "rulesets": base.named, "diffs": report}))
    elif every:
        shown = len(report) - len(unmoved)
        print(f"{shown} of the {len(report)} other readings change this decision "
              f"(under the {base.named})." + (f" The {len(unmoved)} that change nothing: "
                                              + ", ".join(unmoved) if unmoved else ""))
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
                             f"{', '.join(game.policies)}{did_you_mean(name, game.policies)}",
                             field="--policy")
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
                             f"{', '.join(game.levels)}{did_you_mean(level, game.levels)}",
                             field="--level")
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
        raise InputError(f"{game.name} has no level {level!r}; expected {choices}"
                         + did_you_mean(level, game.levels), field="--level")
    return level


def seat_count(game: games.Game, level: str | None, solo: bool, players: int | None,
               policy: str | None) -> tuple[str | None, int, tuple[str, ...]]:
    """The level, the number of seats and each seat's stand-in that `automa
    play`'s --level, --solo, --players and --policy ask for, checked."""
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
    return level, count, _policies(game, policy, count)


def play(game_name: str, seed: int, level: str | None, ruling_args: list[str], traced: bool,
         log: bool, as_json: bool, players: int | None = None, policy: str | None = None,
         solo: bool = False, ruleset_name: str | None = None,
         save_at: Sequence[str] | None = None) -> int:
    game = games.get(game_name)
    target = _save_target(save_at) if save_at is not None else None
    if seed < 0:
        raise InputError(f"expected a seed of 0 or more, got {seed}", field="--seed")
    if seed > MAX_SEED:
        raise InputError(f"expected a seed of at most {MAX_SEED}, got {seed}", field="--seed")
    level, count, seats = seat_count(game, level, solo, players, policy)
    counts = game.player_counts
    rulings = parse_rulings(ruling_args, parse_ruleset(ruleset_name))
    played = game.play(seed, rulings, Trace(on=traced), log or not as_json or bool(target),
                       level, count, seats)
    if target is not None:
        k, path = target
        moment = _moment(game, played, k)
        setting = Setting(game, seed, level, count, solo, seats, policy, rulings, ruling_args,
                           ruleset_name, k, path)
        save_moment(setting, moment)
    if as_json:
        from spec import __version__

        out: dict[str, Json] = {"game": game.name, "seed": seed, "version": __version__,
                                "ruleset": rulings.ruleset.value,
                                "rulings": dict(rulings.chosen), "result": played.result}
        if log:
            out["rounds"] = played.rounds
        if traced:
            from .render import trace_json

            out["trace"] = trace_json(played.trace)
        print(dumps(out))
        return 0
    seats_text = (f", solo against the bot ({level} level)" if solo else
                  f", {count} players" if counts else "")
    print(f"{game.title}, seed {seed}{seats_text}; {rulings.named}")
    if traced:
        for line in steps_text(played.trace):
            print(line)
    else:
        for row in played.rounds:
            print(game.round_text(row))
    print("Result:")
    print("\n".join(result_text(game, played.result)))
    return 0


def play_command(game: str, seed: int, *, level: str | None = None, players: int = 1,
                 solo: bool = False, policy: str | None = None, ruleset: str | None = None,
                 ruling: str | None = None) -> str:
    """The `automa play` command that plays one seeded game again: the one
    place replay commands are written (checks, impact campaigns)."""
    import shlex

    words = ["automa", "play", game]
    if solo:
        words.append("--solo")
    if level is not None:
        words += ["--level", level]
    if games.get(game).player_counts and not solo:
        words += ["--players", str(players)]
    if policy is not None:
        words += ["--policy", policy]
    if ruleset is not None:
        words += ["--ruleset", ruleset]
    words += ["--seed", str(seed)]
    if ruling is not None:
        words += ["--ruling", ruling]
    return " ".join(shlex.quote(w) for w in words)


def result_text(game: games.Game, result: dict[str, Json]) -> list[str]:
    """A played game's result as a person reads it: who scored what and who
    won, in words, first; then each field, a list of records one per line
    rather than one long line."""
    standing = game.standing(result)
    lines = ["  final scores: " + ", ".join(f"{seat} {score:g}" for seat, score
                                           in standing.scores)
             + f"; {standing.winner_is}: {standing.winner}"]
    for key, value in result.items():
        name = key.replace("_", " ")
        if isinstance(value, list) and value and all(isinstance(x, dict) for x in value):
            lines.append(f"  {name}:")
            lines += [f"    {plain(x)}" for x in value]
        else:
            lines.append(f"  {name}: {plain(value)}")
    return lines


# --- `automa play --save-at K FILE` --------------------------------------------

def _save_target(save_at: Sequence[str]) -> tuple[int, Path]:
    """K and FILE of ``--save-at K FILE``, checked before the game is played."""
    k_text, file_text = save_at
    try:
        k = int(k_text)
    except ValueError:
        raise InputError(f"expected K, the number of a decision as the log shows it (#K), "
                         f"then FILE; got K = {k_text!r}", field="--save-at") from None
    path = Path(file_text)
    if path.is_dir():
        raise InputError(f"{path} is a folder; give the name of a new situation file (.toml)",
                         field="--save-at")
    if path.exists() or path.is_symlink():
        raise InputError(f"{path} already exists and is not overwritten; give a new file "
                         f"name", field="--save-at")
    return k, path


def _moment(game: games.Game, played: Played, k: int) -> Moment:
    count = len(played.decisions)
    if not count:
        raise InputError(f"{game.name}'s log numbers no decisions; there is nothing to save",
                         field="--save-at")
    if not 1 <= k <= count:
        raise InputError(f"there is no decision #{k}: this game's log numbers its decisions "
                         f"#1 to #{count}", field="--save-at")
    return played.decisions[k - 1]


@dataclasses.dataclass(frozen=True)
class Setting:
    """How a game was played: what the saved file's header says."""

    game: games.Game
    seed: int
    level: str | None
    count: int
    solo: bool
    seats: tuple[str, ...]
    policy: str | None  # as --policy gave it
    rulings: Rulings
    ruling_args: Sequence[str]
    ruleset_name: str | None
    k: int
    path: Path

    def command(self) -> str:
        import shlex

        words = ["automa", "play", self.game.name, "--seed", str(self.seed)]
        if self.solo:
            words.append("--solo")
        if self.level is not None:
            words += ["--level", self.level]
        if self.game.player_counts and not self.solo:
            words += ["--players", str(self.count)]
        if self.policy is not None:
            words += ["--policy", self.policy]
        if self.ruleset_name is not None:
            words += ["--ruleset", self.ruleset_name]
        for value in self.ruling_args:
            words += ["--ruling", value]
        words += ["--save-at", str(self.k), str(self.path)]
        return " ".join(shlex.quote(w) for w in words)

    def seats_text(self) -> str:
        from .registry import entry

        g = self.game
        bot = entry(g.name).bot
        level = self.level or bot.default_level
        if self.solo:
            return f"solo against {bot.name}, level {level}"
        if not g.player_counts:
            return f"solo against {bot.name}" + (f", level {level}" if g.levels else
                                                 " (no levels)")
        return f"{self.count} players, no bot (levels: none)"

    def stand_ins_text(self) -> str:
        g = self.game
        if not g.policies:
            return "the game's one stand-in player"
        names = self.seats or (g.policies[0],) * self.count
        if self.solo:
            return f"you: {names[0]}" + ("" if self.seats else " (the default)")
        if len(set(names)) == 1:
            return f"{names[0]} in every seat" + ("" if self.seats else " (the default)")
        return ", ".join(f"seat {i}: {n}" for i, n in enumerate(names))


def saved_text(setting: Setting, moment: Moment, full: bool = False) -> str:
    """The situation file for ``moment``: a header saying where it came from,
    the common fields, and the adapter's tables (only what differs from the
    seed's setup, unless ``full``)."""
    from spec import __version__

    from .fields import annotate
    from .situation import file_form
    from .toml_writer import quoted

    import shlex

    g, r = setting.game, setting.rulings
    file = shlex.quote(str(setting.path))
    shown = "the whole position" if full else \
        "only what differs from the setup that seed names"
    header = [
        f"# A position from a played game, saved by Automa {__version__}.",
        f"#   game: {g.name}, {g.title}; seed {setting.seed}; {setting.seats_text()}",
        f"#   stand-ins: {setting.stand_ins_text()}",
        f"#   readings: {r.named}",
        f"#   decision #{moment.number} of the log: {moment.where}",
        f"# To play the game again and save this file: {setting.command()}",
        f"# Below: the common fields, then {shown}.",
        f"# `automa decide {file}` answers the question; `automa diff {file}` shows "
        f"which readings would change the answer.",
    ]
    # A comment ends at a line break: none may come from a file name.
    lines = [escape_controls(h).replace("\n", "\\n") for h in header] + [
        f"game = {quoted(g.name)}",
        f"title = {quoted(f'Seed {setting.seed}, decision #{moment.number}: {moment.where}')}",
        f"question = {quoted(moment.question)}",
        f"decide = {quoted(moment.kind)}",
        f"seed = {setting.seed}",
        f"ruleset = {quoted(r.ruleset.value)}",
        "",
        *annotate(g.situation_toml(moment.state, moment.kind, None if full else setting.seed)
                  .rstrip("\n").splitlines(), file_form(g.name), prefix=""),
    ]
    if r.chosen:
        lines += ["", "[rulings]"] + [f"{quoted(rid)} = {quoted(oid)}" for rid, oid in r.chosen]
    return "\n".join(lines) + "\n"


def save_moment(setting: Setting, moment: Moment) -> None:
    """Write the file, never over an existing one, and check that it reads
    back as the position it was saved from; if the short form does not, the
    whole position is written instead."""
    path = setting.path
    text = saved_text(setting, moment)
    _create(path, text)
    try:
        same = read(path).state == moment.state
    except InputError:
        same = False
    if not same:
        path.write_text(saved_text(setting, moment, full=True), encoding="utf-8")
    import shlex

    shown = escape_controls(shlex.quote(str(path))).replace("\n", "\\n")
    print(f"saved the position before decision #{moment.number} ({moment.where}) to {shown}; "
          f"`automa decide {shown}` answers it", file=sys.stderr)


def _create(path: Path, text: str) -> None:
    try:
        with path.open("x", encoding="utf-8") as f:
            f.write(text)
    except FileExistsError:
        raise InputError(f"{path} already exists and is not overwritten; give a new file name",
                         field="--save-at") from None
    except OSError as e:
        raise InputError(f"cannot write {path}: {e.strerror or e}", field="--save-at") from None

"""Situation files: a game, a named setup, overrides, and optionally the expected answer.

The common part of every file is read here; the game's adapter reads the rest.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from spec.core import clauses
from spec.core import rulings as ruling_registry
from spec.core.rulings import DEFAULT_RULESET, Rulings, Ruleset, UnknownOption, UnknownRuling
from spec.core.trace import Trace

from . import games
from .errors import InputError, did_you_mean
from .games import Decision, Expectation, Json, Situation
from .fields import Form, Integer, Shape, String, Strings, Sub
from .toml_reader import Table, load

MAX_SEED = 2**63 - 1

# The fields every situation file may have, whatever its game.
GAME = String("game", "The game the file is about.", required=True)
TITLE = String("title", "A short name for the file.", otherwise="the file's name")
QUESTION = String("question", "The question in your words; shown above the answer.",
                  default="")
DECIDE = String("decide", "Which decision to make: the question the file asks.",
                otherwise="the game's first decision")
SEED = Integer("seed", "A whole number that drives every shuffle and random draw of the game, "
               "from the setup on.", 0, MAX_SEED, default=1)
RULESET = String("ruleset", "The bundle of readings the question is asked under: printed (the "
                 "texts as printed), errata (with the publisher's corrections) or faq (and the "
                 "community FAQ's answers).", tuple(r.value for r in Ruleset),
                 default=DEFAULT_RULESET.value)
RULING = String("ruling", "The option to read the Ruling by (`automa rules --rulings` lists "
                "them).")
CITES = Strings("cites", "Clause ids the trace must cite and Ruling ids it must consult.",
                default=())
ANSWER = Shape("answer", "A field of the answer, as `automa decide FILE --json` names it: the "
               "expected value (a table pins only the keys it names).", words="any value")
WHEN = Shape("when", "The answer expected under other readings: one table per set of "
             'readings, named "RULING=OPTION" (several joined by commas), with the keys of '
             "[expect].", words="table of tables",
             shape={"type": "object", "additionalProperties": {"type": "object"}})
EXPECT_FIELDS = Form("[expect]", "The answer you expect; leave out the fields you do not "
                     "dispute. Any answer field may be given, besides these two.",
                     (CITES, WHEN),
                     closed=False)
EXPECT = Sub("expect", "The answer you expect: `automa decide` checks it (exit code 1 when it "
             "differs).", EXPECT_FIELDS)


def rulings_form(game: str) -> Form:
    """The [rulings] table of a file of ``game``: each of its Rulings, read
    by one of its options."""
    found = ruling_registry.all_rulings(game)
    return Form("[rulings]", "Readings of open questions, one line per Ruling to switch, its "
                'id in quotes (it holds dots): "RULING" = "OPTION". '
                f"`automa rules --open {game}` and the game's rulings page list each Ruling "
                "with its options; the JSON Schema lists them too.",
                tuple(String(r.id, r.question, tuple(o.id for o in r.options),
                             otherwise="as the ruleset reads it") for r in found),
                listed=False)


RULINGS = Sub("rulings", "Readings of open questions; `automa rules --rulings` lists them.",
              Form("[rulings]", "", each=RULING, key_words="a Ruling id"))
COMMON_FIELDS = (GAME, TITLE, QUESTION, DECIDE, SEED, RULESET, RULINGS, EXPECT)
COMMON = tuple(f.name for f in COMMON_FIELDS)


def file_form(game: str) -> Form:
    """Every field of a file of ``game``: the common ones, with the values
    this game allows, then its own."""
    entry = games.get(game)
    common = {f.name: f for f in COMMON_FIELDS}
    common.update(game=replace(GAME, choices=(game,)),
                  decide=replace(DECIDE, choices=tuple(entry.kinds)),
                  rulings=replace(RULINGS, form=rulings_form(game)))
    return Form(f"A {entry.title} situation file", "A situation file names the game and the "
                "decision to make, and states only what the question depends on; what it "
                f"leaves out comes from the setup. {entry.form.meaning}",
                tuple(common.values()) + entry.form.fields)


def read(path: Path) -> Situation:
    data, lines = load(path)
    doc = Table(data, "", str(path), lines)
    if not doc.has("game"):
        raise InputError(f"missing field; expected game = one of: {', '.join(games.names())}",
                         file=str(path), field="game", line=1)
    name = GAME.read(doc, "", games.names())
    game = games.get(name)
    title = TITLE.read(doc, path.stem)
    question = QUESTION.read(doc)
    kind = DECIDE.read(doc, game.kinds[0], game.kinds)
    named = RULESET.read(doc)
    rulings = read_rulings(doc.table("rulings"), Ruleset(named))
    expect_table = EXPECT.read(doc)
    base = read_expectation(expect_table, "[expect]", ())
    when_table = expect_table.table("when")
    whens = [read_expectation(when_table.table(key), f'[expect.when."{key}"]',
                              _readings(when_table, key)) for key in when_table.data]
    seed = SEED.read(doc)
    state = game.read_state(doc, kind, seed)
    doc.done(COMMON + game.form.names())
    return Situation(str(path), name, title, question, kind, seed, state, rulings,
                     base.fields, expect_table, base.cites, tuple(whens), rulings)


def read_expectation(table: Table, label: str, when: tuple[tuple[str, str], ...]) -> Expectation:
    """An [expect] table: answer fields to match, and ``cites``: clauses the
    trace must cite and Rulings it must consult."""
    fields = {key: _json(table.raw(key)) for key in table.data if key not in ("cites", "when")}
    cites = CITES.read(table)
    for cid in cites:
        try:
            clauses.get(cid)
        except clauses.UnknownClause:
            try:
                ruling_registry.get(cid)
            except ruling_registry.UnknownRuling:
                known = [c.id for c in clauses.all_clauses()] + [
                    r.id for r in ruling_registry.all_rulings()]
                raise table.error("cites", f"{cid!r} is neither a clause id nor a ruling id"
                                           f"{did_you_mean(cid, known)}; `automa rules` and "
                                           "`automa rules --rulings` list them") from None
    return Expectation(label, when, fields, cites, table)


def _readings(table: Table, key: str) -> tuple[tuple[str, str], ...]:
    """The readings an [expect.when."ID=OPTION,ID=OPTION"] table is stated for."""
    pairs = []
    for part in key.split(","):
        rid, eq, oid = part.strip().partition("=")
        if not eq:
            raise table.error(key, 'expected a table named "RULING=OPTION" (several joined '
                                   'by commas), as in [expect.when."woodcraft.x=skip"]')
        try:
            Rulings.of({rid: oid})
        except (UnknownRuling, UnknownOption) as e:
            raise table.error(key, ruling_mistake(e)) from None
        pairs.append((rid, oid))
    return tuple(pairs)


def ruling_mistake(e: UnknownRuling | UnknownOption) -> str:
    """The message for a mistyped ruling id or option, with the closest names."""
    if isinstance(e, UnknownOption):
        return str(e) + did_you_mean(e.option_id, (o.id for o in e.ruling.options))
    return str(e) + did_you_mean(e.ruling_id, (r.id for r in ruling_registry.all_rulings()))


def read_rulings(table: Table, ruleset: Ruleset = DEFAULT_RULESET) -> Rulings:
    choices: dict[str, str] = {}
    for key in table.data:
        value = RULING.at(key).read(table, "")
        try:
            Rulings.of({key: value})
        except UnknownRuling:
            known = (r.id for r in ruling_registry.all_rulings())
            raise table.error(key, f"unknown ruling id{did_you_mean(key, known)}; "
                                   "`automa rules --rulings` lists them") from None
        except UnknownOption as e:
            raise table.error(key, ruling_mistake(e)) from None
        choices[key] = value
    return Rulings.of(choices, ruleset)


def _json(value: object) -> Json:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json(v) for k, v in value.items()}
    return str(value)


def in_force(situation: Situation, rulings: Rulings) -> tuple[list[Expectation],
                                                               list[tuple[Expectation, str]]]:
    """The file's expectations stated for ``rulings`` (checked), and the others
    with why not: [expect] is stated for the file's own readings; each
    [expect.when."ID=OPTION"] for every set of readings that reads ID so."""
    checked: list[Expectation] = []
    skipped: list[tuple[Expectation, str]] = []
    base = _base(situation)
    if base is not None:
        own = situation.own_rulings or situation.rulings
        # A --ruling that names the reading the file already reads changes
        # nothing: [expect] is still stated for these readings.
        if rulings.reads_as(own):
            checked.append(base)
        else:
            skipped.append((base, f"it is stated for the file's own readings ({own.named}), "
                                  f"not for {rulings.named}"))
    for e in situation.expect_when:
        off = [f"{rid} reads {rulings(ruling_registry.get(rid)).value}" for rid, oid in e.when
               if rulings(ruling_registry.get(rid)).value != oid]
        if off:
            skipped.append((e, "; ".join(off)))
        else:
            checked.append(e)
    return checked, skipped


def _base(situation: Situation) -> Expectation | None:
    if not (situation.expect or situation.expect_cites):
        return None
    assert situation.expect_table is not None
    return Expectation("[expect]", (), situation.expect, situation.expect_cites,
                       situation.expect_table)


def check_fields(e: Expectation, answer: dict[str, Json]) -> list[str]:
    """Each field of ``e`` the answer contradicts. A table pins only the keys
    it names (``[expect.scores]`` with ``alfred = 30`` leaves the other seats
    alone). A field the answer does not have is bad input, not a difference."""
    problems = []
    for key, wanted in e.fields.items():
        if key not in answer:
            raise e.table.error(key, f"the answer has no such field; it has: "
                                     f"{', '.join(answer)}")
        for where, want, got in _mismatches(key, wanted, answer[key], e.table):
            problems.append(str(e.table.error(key, f"{e.label}: {where}: expected "
                                                   f"{want!r}, the spec gives {got!r}")))
    return problems


def _mismatches(where: str, wanted: Json, got: Json,
                table: Table) -> list[tuple[str, Json, Json]]:
    if isinstance(wanted, dict) and isinstance(got, list):
        # A table over a list pins items by their index: seats.1.coins = 3.
        out = []
        for k, w in wanted.items():
            if not (k.isdigit() and int(k) < len(got)):
                raise table.error(where, f"the answer's {where} is a list of {len(got)}; "
                                         f"pin an item by its index, 0 to {len(got) - 1}, "
                                         f"not {k!r}")
            out += _mismatches(f"{where}.{k}", w, got[int(k)], table)
        return out
    if isinstance(wanted, dict) and isinstance(got, dict):
        out = []
        for k, w in wanted.items():
            if k not in got:
                raise table.error(where, f"the answer's {where} has no field {k!r}; it has: "
                                         f"{', '.join(got) or 'none'}")
            out += _mismatches(f"{where}.{k}", w, got[k], table)
        return out
    return [] if wanted == got else [(where, wanted, got)]


def check_expectations(situation: Situation, answer: dict[str, Json]) -> list[str]:
    """Each field of the file's [expect] that the answer contradicts."""
    base = _base(situation)
    return check_fields(base, answer) if base is not None else []


def check_citations(situation: Situation, trace: Trace) -> list[str]:
    """Each clause the file's [expect] has the trace cite, or Ruling consult,
    that it does not."""
    base = _base(situation)
    return check_cites(base, trace) if base is not None else []


def check_cites(e: Expectation, trace: Trace) -> list[str]:
    cited = {step.clause for step in trace.steps}
    consulted = {step.ruling.split("=", 1)[0] for step in trace.steps if step.ruling}
    problems = []
    for cid in e.cites:
        try:
            if clauses.get(cid).id not in cited:
                problems.append(str(e.table.error("cites", f"the trace does not cite {cid}")))
        except clauses.UnknownClause:
            if cid not in consulted:
                problems.append(str(e.table.error("cites",
                                                  f"the trace does not consult ruling {cid}")))
    return problems


def unmet_expectations(decision: Decision) -> list[str]:
    """Every way a traced decision falls short of the expectations its file
    states for the readings it was made under: answer fields that differ,
    clauses the trace should cite, Rulings it should consult."""
    checked, _ = in_force(decision.situation, decision.situation.rulings)
    return [p for e in checked for p in unmet(e, decision)]


def unmet(e: Expectation, decision: Decision) -> list[str]:
    """How ``decision`` falls short of one expectation."""
    return check_fields(e, decision.answer) + check_cites(e, decision.trace)

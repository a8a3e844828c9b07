"""Sphinx extension: the pages that the spec itself writes.

On ``builder-inited`` this module runs the spec and writes MyST pages into
``docs/_generated/`` (git-ignored):

* per game, under ``_generated/<game>/``: the rules reference, the decision
  procedures (each ``spec.core.procedure.Procedure`` drawn as an SVG
  flowchart by ``automa_diagrams``, into ``diagrams/``, and each Ranking of
  ``spec.core.priority`` as a chain of its keys; no page for a game with
  neither), the worked examples (each situation file run into its
  trace), the rulings (with what each reading makes the witness do), the
  assumptions, and the findings of ``automa check`` ("no checks registered
  yet" while a game's check modules are not written); plus an overview page
  when ``docs/<game>/index.md`` is not written by hand;
* ``_generated/clause-index.md``: every clause of every game with its status;
* fragments under ``_generated/_include/`` that hand-written pages include:
  the games' toctree, the CLI's ``--help`` texts, the situation-file errors,
  each game's component tables, and the trace of every situation file in
  ``docs/situations/``.

Which games there are, and what is particular to each (its bad situation
files, its component tables, a diagram heading its procedures page), this
module reads from the registry (``checker.registry``); a game's own
fragments are in ``automa_fragments/<game>.py``.

A file is written only when its text changed, so an unchanged spec rebuilds
nothing. The build fails (``ExtensionError``) when a clause has no encoding,
when an example file does not load, or when an example's ``[expect]`` no
longer matches what the spec decides. When the build finishes, each
diagram's own SVG file is written into the site (``_generated/<game>/diagrams/``)
and every link of the built site (pages, raw HTML, inline charts, SVG files)
is read back: one that lands on no file or anchor is a warning, so ``-W``
fails the build.

Set ``automa_run_checks = False`` (``-D automa_run_checks=0``) to skip the
property suites and probes while editing prose; the findings pages then say so.
"""

from __future__ import annotations

import argparse
import contextlib
import html
import os
import posixpath
import re
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, cast

from sphinx.application import Sphinx
from sphinx.errors import ExtensionError
from sphinx.util import logging

import automa_impact

if TYPE_CHECKING:  # the project's modules load lazily, once the build starts
    from checker.check import Report
    from checker.coverage import Coverage
    from checker.games import Decision, Json, Situation
    from spec.core.clauses import Clause
    from spec.core.priority import RankingInfo
    from spec.core.procedure import Procedure
    from spec.core.findings import Finding
    from spec.core.provenance import Assumption
    from spec.core.questions import Asked
    from spec.core.rulings import AnyRuling

logger = logging.getLogger(__name__)

GENERATED = "_generated"
INCLUDE = "_include"  # fragments: included by hand-written pages, never documents

PROVENANCE_TEXT = {
    "rules-text": (
        "Stated by the rules text",
        "The solo text gives these numbers; they are recorded as data so that "
        "every rule reads them from one place.",
    ),
    "community": (
        "From public reference data",
        "The solo text leans on these but does not state them; they come from "
        "public descriptions of the base game.",
    ),
    "assumed": (
        "Assumed by the project",
        "No source states these. The project chose them so that the rules can "
        "run; a situation file can replace most of them, and a game owner can "
        "correct each one in one place.",
    ),
}


# --------------------------------------------------------------------------
# Small MyST helpers


def esc(text: str) -> str:
    """Text from the spec, made safe for a MyST paragraph or table cell."""
    from checker.render import myst_escape

    return myst_escape(text)


def lit(text: str) -> str:
    """Inline code that survives backticks in the text."""
    text = str(text)
    ticks = "`"
    while ticks in text:
        ticks += "`"
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def fence(text: str, lang: str = "") -> list[str]:
    """A fenced code block whose fence is longer than any backtick run inside."""
    n = 3
    while "`" * n in text:
        n += 1
    f = "`" * n
    return [f"{f}{lang}", text.rstrip("\n"), f]


def ref(label: str, title: str | None = None) -> str:
    """A {ref} role to a label, shown as ``title`` (the label itself if none)."""
    from checker.render import myst_ref

    return myst_ref(label, title)


def html_anchor(anchor: str) -> list[str]:
    """An HTML id exactly equal to a clause or ruling id, so that a link such as
    ``rules.html#woodcraft.solo.card.no-tile-moved`` works as written (Sphinx's
    own anchor for the label turns the dots into hyphens)."""
    safe = "".join(ch for ch in anchor if ch.isalnum() or ch in ".-_")
    return [f'<div id="{safe}"></div>', ""]


def details(summary: str, body: list[str]) -> list[str]:
    return [f"<details><summary>{summary}</summary>", "", *body, "", "</details>", ""]


def value_text(v: object) -> str:
    """An answer field as a reader sees it (as the CLI's text output)."""
    if isinstance(v, list):
        items = [value_text(x) for x in v]
        # Items that contain commas themselves are kept apart with a dot.
        return (" · " if any("," in i or ";" in i for i in items) else ", ").join(items) or "none"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if v == "" or v is None:
        return "none"
    if isinstance(v, dict):
        return ", ".join(f"{k}: {value_text(x)}" for k, x in v.items()) or "none"
    return str(v)


def heading(title: str, what: str) -> str:
    """A page title: "Woodcraft solo: rules reference", but "Wendake: the Ghost —
    rules reference" when the game's title has a colon of its own."""
    return f"{title} — {what}" if ":" in title else f"{title}: {what}"


def table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    """A MyST table of MyST cells; the one table builder of the CLI's ``--myst``
    output and of these pages, so that no cell can be lost (see
    ``checker.render.myst_table``)."""
    from checker.render import myst_table

    try:
        return myst_table(header, rows)
    except ValueError as e:
        raise ExtensionError(str(e)) from None


def numbered(items: Iterable[tuple[str, Sequence[str]]]) -> list[str]:
    """A numbered list of MyST items, each with its sub-bullets (see
    ``checker.render.myst_numbered``)."""
    from checker.render import myst_numbered

    return myst_numbered(items)


def example_label(game: str, rel: str) -> str:
    stem = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in Path(rel).stem.lower())
    return f"example-{game}-{stem}"


def doc_ref(docname: str, title: str) -> str:
    """A {doc} role to a page, shown as ``title``."""
    shown = title.replace("`", "'").replace("<", "\u2039").replace(">", "\u203a")
    return f"{{doc}}`{shown} </{docname}>`"


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


# --------------------------------------------------------------------------
# Where each object lives: one place that every link to a clause, Ruling,
# assumption, procedure, ranking or worked example is made from (pages,
# charts, objects.inv through the labels, and the anchors that the former
# one-page URLs send on), so that no page is named by hand.


# The pages a game's objects of each kind live on, but for clauses (a page per
# section of the rules) and worked examples (a page each).
HOMES = {"ruling": "rulings", "assumption": "assumptions", "finding": "findings",
         "procedure": "procedures", "ranking": "procedures"}

BEYOND_THE_TEXT = "Beyond the printed text"


def slug(text: str) -> str:
    """A page's file name from its title: the words, lower case, joined by hyphens."""
    words = re.findall(r"[a-z0-9]+", text.lower().replace("'", "").replace("\u2019", ""))
    return "-".join(words) or "page"


def rules_section(c: Clause) -> str:
    """The section of the rules a clause is listed under: the first seed section
    that states it."""
    from spec.core.clauses import Source

    return next((s.section for s in c.sources if isinstance(s, Source)), BEYOND_THE_TEXT)


def section_doc(game: str, section: str) -> str:
    return page_doc(game, "rules/" + slug(section))


def home(kind: str, ident: str) -> str:
    """The docname of the page that holds an object: a clause (or an alias of
    one) by its id, a worked example by its file's path from the project root,
    anything else of ``HOMES`` by its id."""
    from spec.core.clauses import game_of, get

    if kind == "clause":
        c = get(ident)
        return section_doc(c.game, rules_section(c))
    if kind == "example":
        game = Path(ident).parent.name
        return page_doc(game, "examples/" + slug(Path(ident).stem))
    if kind == "ruling":
        # A page per Ruling, named by its id without the game's prefix.
        return page_doc(game_of(ident), "rulings/" + slug(ident.split(".", 1)[-1]))
    return page_doc(game_of(ident), HOMES[kind])


def anchor_key(anchor: str) -> str:
    """An anchor as the forwarding script looks it up: lower case, each run of
    other characters a hyphen. It is what Sphinx makes of a label (``a.b_c`` is
    ``a-b-c``), so one key serves an id and its label alike."""
    return "-".join(re.findall(r"[a-z0-9]+", anchor.lower()))


def titled(pages: Iterable[tuple[str, str]]) -> dict[str, str]:
    """The anchors Sphinx made of headings (``title`` to docname) that are worth
    forwarding: those of a title no other heading shares (the others were
    numbered by position)."""
    pages = list(pages)
    keys = [anchor_key(t) for t, _ in pages]
    return {t: d for (t, d), k in zip(pages, keys) if keys.count(k) == 1}


def forward_anchors(here: str, targets: dict[str, str]) -> list[str]:
    """A script that sends a link to an anchor this page held before its
    objects got pages of their own (``rules.html#CLAUSE-ID``,
    ``examples.html#example-...``) on to the page that holds the anchor now,
    keeping the anchor. ``targets`` maps each anchor to the docname that holds
    it; the script also finds an anchor written as Sphinx writes its label, or
    as an object's own id (``clause-`` and the id)."""
    if not targets:
        return []
    import json

    at = folder_of(here)
    prefixes = "|".join(kind for kind, _ in OBJECT_TYPES)
    pages = sorted(set(targets.values()))
    where: dict[str, int] = {}
    for a, d in targets.items():  # the first anchor of a key wins: ids before titles
        where.setdefault(anchor_key(a), pages.index(d))
    data = json.dumps({"pages": [relative_url(doc_url(d), at) for d in pages], "at": where},
                      separators=(",", ":")).replace("</", "<\\/")
    return ["```{raw} html",
            "<script>",
            "(function (map) {",
            "  var id = decodeURIComponent(location.hash.slice(1));",
            "  if (!id || document.getElementById(id)) return;",
            "  var key = id.toLowerCase().replace(/[^a-z0-9]+/g, \"-\").replace(/^-+|-+$/g, \"\");",
            "  var page = map.at[key];",
            "  if (page === undefined) page = map.at[key.replace("
            f"/^({prefixes})-/, \"\")];",
            "  if (page !== undefined) location.replace(map.pages[page] + location.hash);",
            f"}})({data});",
            "</script>",
            "```",
            ""]


# --------------------------------------------------------------------------
# What the spec knows about one game, computed once per build


@dataclass
class Example:
    rel: str  # path from the project root
    label: str
    situation: Situation
    decision: Decision
    text: str  # the file's TOML
    expect_ok: bool


@dataclass
class GameFacts:
    name: str
    title: str
    clauses: tuple[Clause, ...] = ()
    coverage: dict[str, Coverage] = field(default_factory=dict)  # by clause id
    rulings: tuple[AnyRuling, ...] = ()
    assumptions: tuple[Assumption, ...] = ()
    examples: list[Example] = field(default_factory=list)

    def example(self, rel: str) -> Example | None:
        return next((e for e in self.examples if e.rel == rel), None)


def _rel(path: Path, root: Path) -> str:
    try:
        return str(path.resolve().relative_to(root))
    except ValueError:
        return str(path)


def gather(name: str) -> GameFacts:
    from checker import games
    from checker.commands import run
    from checker.coverage import coverage
    from checker.errors import InputError
    from checker.situation import read, unmet_expectations
    from spec.core.clauses import all_clauses, encodings
    from spec.core.provenance import all_assumptions
    from spec.core.rulings import all_rulings

    game = games.load_rules(name)
    facts = GameFacts(name, game.title)
    facts.clauses = all_clauses(name)
    missing = [c.id for c in facts.clauses if not encodings(c.id)]
    if missing:
        raise ExtensionError(
            f"{name}: {plural(len(missing), 'clause')} with no encoding "
            f"(no function is marked @implements for it): {', '.join(missing)}"
        )
    facts.rulings = all_rulings(name)
    facts.assumptions = all_assumptions(name)

    for path in games.examples(name):
        rel = _rel(path, games.ROOT)
        try:
            situation = read(path)
        except InputError as e:
            raise ExtensionError(f"example {rel} does not load: {e}") from None
        decision = run(situation, situation.rulings)
        problems = unmet_expectations(decision)
        if problems:
            raise ExtensionError(
                f"example {rel}: the expected answer no longer matches the spec:\n  "
                + "\n  ".join(problems)
            )
        facts.examples.append(Example(rel, example_label(name, rel), situation, decision,
                                      path.read_text(encoding="utf-8"), bool(situation.expect)))
    facts.coverage = {c.clause: c for c in coverage(name)}
    return facts


# --------------------------------------------------------------------------
# Per-game pages


def rules_sections(f: GameFacts) -> list[tuple[str, list[Clause]]]:
    """The game's clauses by section of the rules (``rules_section``), each
    section in reading order of its first clause, its clauses in reading order."""
    sections: dict[str, list[Clause]] = {}
    for c in f.clauses:
        sections.setdefault(rules_section(c), []).append(c)
    return list(sections.items())


def page_rules(f: GameFacts) -> str:
    """The rules reference of a game: what a clause is, how far they are
    backed, and every section of the rules with its clauses, each section a
    page of its own (``page_rules_section``). A link to a clause on the former
    one-page reference (``rules.html#CLAUSE-ID``) is sent on to its section."""
    cov = f.coverage
    n = len(f.clauses)
    tested = sum(1 for c in f.clauses if cov[c.id].tests)
    shown = sum(1 for c in f.clauses if cov[c.id].acting)
    reasoned = sum(1 for c in f.clauses if not cov[c.id].acting and cov[c.id].no_example)
    complete = sum(1 for c in f.clauses if cov[c.id].status == "complete")
    sections = rules_sections(f)
    here = page_doc(f.name, "rules")
    moved = {a: home("clause", c.id) for c in f.clauses for a in (c.id, *c.aliases)}
    moved.update({section: section_doc(f.name, section) for section, _ in sections})
    moved.update(titled((c.title, home("clause", c.id)) for c in f.clauses))
    example = f.clauses[0].id if f.clauses else "ID"
    lines = [
        f"({f.name}-rules)=",
        f"# {heading(f.title, 'rules reference')}",
        "",
        *forward_anchors(here, moved),
        f"Every rule of {esc(f.title)}, in reading order, as the project states it, a "
        "page for each section of the rules. Each rule is a *clause* with a stable id: "
        f"cite it in a forum post, look it up with {lit('automa rules ID')}, or link to "
        f"it with the id as the anchor: {lit('rules.html#' + example)} on this page "
        "sends you on to the section that holds it.",
        "",
        f"Each clause lists the functions that carry it out, the tests that check it, "
        "the worked examples whose traces apply it, and the open questions (rulings) "
        "and modelling assumptions that bear on it.",
        "",
        f"**{n} clauses**: all encoded; {tested} cited by a test; "
        f"{shown} shown by a worked example; {reasoned} with a written reason why no "
        f"example can show them; {complete} complete.",
        "",
        "An example shows a clause only where a step of its trace that cites the clause "
        "records a choice (the candidates, the winner, what beat each loser; a rule's "
        "condition tested, with the values it read) or a state change (before and "
        "after). A note, which could be written whatever the state, does not count.",
        "",
        *pass_summary(f.clauses),
        "```{toctree}",
        ":hidden:",
        "",
        *(f"/{section_doc(f.name, section)}" for section, _ in sections),
        "```",
        "",
        f"## The sections ({len(sections)})",
        "",
    ]
    for section, clauses in sections:
        lines.append(f"- {doc_ref(section_doc(f.name, section), section)} "
                     f"({plural(len(clauses), 'clause')})")
        lines += [f"  - {ref(c.id, c.title)} ({lit(c.id)})" for c in clauses]
    return "\n".join(lines + [""])


def page_rules_section(f: GameFacts, section: str, clauses: Sequence[Clause],
                       place: tuple[int, int]) -> str:
    """One section of a game's rules: its clauses in reading order, each with
    its id as its anchor (and each former id too), its sources, encoding,
    tests, examples, open questions and assumptions."""
    from spec.core.clauses import encodings

    cov = f.coverage
    number, of = place
    lines = [f"# {esc(section)}", "",
             f"Section {number} of {of} of the "
             f"{ref(f.name + '-rules', heading(f.title, 'rules reference'))}: "
             f"{plural(len(clauses), 'clause')}.", ""]
    rulings_of = {c.id: [r for r in f.rulings if c.id in r.clauses] for c in clauses}
    assumptions_of = {c.id: [a for a in f.assumptions if c.id in a.clauses] for c in clauses}
    for c in clauses:
        co = cov[c.id]
        # Former ids stay valid anchors: old links and citations still land here.
        lines += [*html_anchor(c.id), *(x for a in c.aliases for x in html_anchor(a)),
                  f"({c.id})=", *(f"({a})=" for a in c.aliases), f"## {esc(c.title)}", ""]
        lines += object_myst("clause", c.id)
        lines += [f"status: **{co.status}**", ""]
        lines += [esc(c.text), ""]
        if c.aliases:
            lines += ["Also cited as", ": " + ", ".join(lit(a) for a in c.aliases), ""]
        src = "; ".join(esc(s.cite) for s in c.sources)
        lines += ["Source" + ("s" if len(c.sources) > 1 else ""), f": {src}", ""]
        lines += ["Encoded by", ": " + ", ".join(lit(e) for e in encodings(c.id)), ""]
        lines += ["Tests", ": " + (", ".join(lit(t) for t in co.tests) or "none yet"), ""]
        if co.acting:
            shown_in = []
            for rel in co.acting:
                ex = f.example(rel)
                shown_in.append(ref(ex.label, ex.situation.title) if ex else lit(rel))
            lines += ["Examples", ": " + ", ".join(shown_in), ""]
        elif co.no_example:
            lines += ["Examples", f": none can show it. {esc(co.no_example)}", ""]
        else:
            lines += ["Examples", ": none yet", ""]
        if rulings_of[c.id]:
            lines += ["Open questions", ": " + ", ".join(
                f"{ref(r.id)} (default: {lit(r.default)})" for r in rulings_of[c.id]), ""]
        if assumptions_of[c.id]:
            lines += ["Assumptions", ": " + ", ".join(
                f"{ref(a.id)} ({a.provenance.value})" for a in assumptions_of[c.id]), ""]
        lines += asked_myst(c.asked)
    return "\n".join(lines)


def asked_myst(asked: Sequence[Asked]) -> list[str]:
    """A clause's questions from the open-question pass, one bullet each."""
    from spec.core.questions import Concern, Settled

    if not asked:
        return ["Questions asked", ": none recorded yet: the open-question pass has not "
                "reached this clause.", ""]
    if asked[0].concern is Concern.NONE:
        return ["Questions asked", f": none apply, because {esc(asked[0].answer)}", ""]
    lines = ["Questions asked", f": {plural(len(asked), 'question')}, each settled:", ""]
    for q in asked:
        answer = ref(q.answer) if q.ref else esc(q.answer)
        shown = f" (shown by {lit(q.shown_by)})" if q.shown_by else ""
        says = q.settled.says
        if q.settled is Settled.PENDING:  # in plain sight: it is the open one
            says = says.replace("open, no Ruling yet", "**open, no Ruling yet**")
        lines.append(f"  - *{q.concern.value}*: {esc(q.question)} — {says}: {answer}{shown}")
    return lines + [""]


def pass_summary(clauses: Sequence[Clause]) -> list[str]:
    """How the open-question pass settled what it asked of these clauses: a
    table of kinds of question against ways of settling them."""
    from spec.core.questions import Concern, Settled

    asked = [q for c in clauses for q in c.asked if q.concern is not Concern.NONE]
    none = sum(1 for c in clauses if c.asked and c.asked[0].concern is Concern.NONE)
    missing = sum(1 for c in clauses if not c.asked)
    lines = ["**The open-question pass.** Each clause was asked what a rules forum would "
             "ask of it: a tie, a cost that cannot be paid, an empty pile, what a word "
             "means here, when it happens, whether two texts differ, whom it covers. "
             f"{plural(len(asked), 'question')} were asked of "
             f"{plural(len(clauses) - none - missing, 'clause')}"
             + (f"; {plural(none, 'clause')} raise none, each with the reason why"
                if none else "")
             + (f"; {missing} not reached yet" if missing else "") + ". Each clause below "
             "lists its questions and how each is settled; a question the texts leave open "
             "with no Ruling yet is marked as such, never answered quietly.",
             ""]
    if not asked:
        return lines
    settled = [v.value for v in Settled]
    kinds = [k for k in Concern if k is not Concern.NONE]
    rows = []
    for k in kinds:
        row = [sum(1 for q in asked if q.concern is k and q.settled.value == v) for v in settled]
        if any(row):
            rows.append([f"{k.value} ({esc(k.meaning)})", *map(str, row)])
    rows.append(["all", *(str(sum(1 for q in asked if q.settled.value == v)) for v in settled)])
    return lines + table(["question", *settled], rows)


def page_examples(f: GameFacts) -> str:
    """The game's worked examples: what they are, and a list of them by the
    decision each asks for (title, question, readings switched), each linked to
    its own page (``page_example``). A link to an example on the former one-page
    list (``examples.html#example-...``) is sent on to that page."""
    from checker import games

    lines = [
        f"({f.name}-examples)=",
        f"# {heading(f.title, 'worked examples')}",
        "",
    ]
    moved = {ex.label: home("example", ex.rel) for ex in f.examples}
    moved.update(titled((ex.situation.title, home("example", ex.rel)) for ex in f.examples))
    lines += forward_anchors(page_doc(f.name, "examples"), moved)
    lines += [
        f"Each example is a situation file from {lit('examples/' + f.name + '/')}, run "
        "through the spec when these pages were built. Each has a page of its own with "
        f"what {lit('automa decide FILE --myst')} prints: the question, every step of the "
        "decision linked to the clause it applies, and the answer.",
        "",
        "Where a file states the answer it expects (an `[expect]` table), the build "
        "checks it: these pages cannot be published with an answer the spec no longer "
        "gives.",
        "",
    ]
    if not f.examples:
        return "\n".join(lines + ["No example files yet.", ""])
    lines += ["```{toctree}", ":hidden:", "",
              *(f"/{home('example', ex.rel)}" for ex in f.examples), "```", ""]
    kinds = list(games.get(f.name).kinds)
    kinds += sorted({ex.situation.kind for ex in f.examples} - set(kinds))
    for kind in kinds:
        shown = [ex for ex in f.examples if ex.situation.kind == kind]
        if not shown:
            continue
        lines += [f"## Decides {lit(kind)} ({len(shown)})", ""]
        # A list, not a table: on a phone a four-column table runs off the
        # screen and centres each title in a tall cell.
        for ex in shown:
            s = ex.situation
            switched = ", ".join(lit(f"{k}={v}") for k, v in s.rulings.chosen)
            notes = [f"readings {switched}" if switched else "default readings",
                     "expected answer checked" if ex.expect_ok else "no expected answer"]
            question = esc(" ".join(s.question.split()))
            lines.append(f"- **{ref(ex.label, s.title)}**" + (f" — {question}" if question
                                                              else "")
                         + f" *({'; '.join(notes)})*")
        lines += [""]
    return "\n".join(lines)


def page_example(f: GameFacts, ex: Example, srcdir: Path) -> str:
    """One worked example's page: its title, a line back to the game's list,
    and the example (``example_myst``)."""
    lines = [f"({ex.label})=", f"# {esc(ex.situation.title)}", "",
             f"A worked example of {esc(f.title)}; all of them are listed on "
             f"{ref(f.name + '-examples', 'the worked examples page')}.", ""]
    return "\n".join(lines + example_myst(f, ex, srcdir))


def example_myst(f: GameFacts, ex: Example, srcdir: Path) -> list[str]:
    """One worked example as it is shown: its file, the situation, the decision
    with its trace and answer, and whether the file's expected answer holds."""
    from checker.games import ROOT
    from checker.pictures import picture_myst
    from checker.render import decision_myst

    s = ex.situation
    lines: list[str] = []
    # A download path starting with "/" is read from the docs' source folder.
    source = "/" + os.path.relpath(ROOT / ex.rel, srcdir).replace(os.sep, "/")
    lines += [
        f"File {{download}}`{ex.rel} <{source}>` · decides {lit(s.kind)} · "
        f"replay with {lit('automa decide ' + ex.rel)}",
        "",
    ]
    lines += picture_myst(s, ex.decision.answer, ex.label)
    lines += details("The situation file", fence(ex.text, "toml"))
    lines += [decision_myst(ex.decision), ""]
    if ex.expect_ok:
        fields = ", ".join(lit(k) for k in s.expect)
        lines += [f"The file's expected answer ({fields}) matches.", ""]
    return lines


def _differences(answers: list[dict[str, Json]]) -> list[str]:
    keys: list[str] = []
    for a in answers:
        for k in a:
            if k not in keys:
                keys.append(k)
    return [k for k in keys if len({repr(a.get(k)) for a in answers}) > 1]


def _consulted(f: GameFacts) -> dict[str, list[Example]]:
    """Per Ruling id, the worked examples whose trace consults it."""
    consulted: dict[str, list[Example]] = {}
    for ex in f.examples:
        for step in ex.decision.trace.steps:
            if step.ruling:
                rid = step.ruling.split("=", 1)[0]
                if ex not in consulted.setdefault(rid, []):
                    consulted[rid].append(ex)
    return consulted


def page_rulings(f: GameFacts) -> str:
    """The game's Rulings: what a Ruling is, how to switch one, and a list of
    them, each linked to its own page (``page_ruling``). A link to a Ruling on
    the former one-page list (``rulings.html#ID``) is sent on to that page."""
    lines = [
        f"({f.name}-rulings)=",
        f"# {heading(f.title, 'rulings')}",
        "",
        "A ruling marks a place where the text is ambiguous, silent or contradicts "
        "itself. Each lists its readings (options); the spec follows the default "
        "unless you switch it, in a situation file's `[rulings]` table or on the "
        "command line:",
        "",
        *fence(f"automa decide FILE --ruling {f.rulings[0].id}={f.rulings[0].options[-1].id}"
               if f.rulings else "automa decide FILE --ruling ID=OPTION", "text"),
        "",
        "Whenever a decision depends on a ruling, its trace says which reading was in "
        "force. Each ruling below has a page of its own with its witness: a situation "
        "whose outcome depends on the reading, replayed there under every option.",
        "",
    ]
    if not f.rulings:
        return "\n".join(lines + ["This game has no rulings.", "", *pending_myst(f)])
    lines[3:3] = forward_anchors(page_doc(f.name, "rulings"),
                                 {r.id: home("ruling", r.id) for r in f.rulings})
    lines += ["```{toctree}", ":hidden:", "",
              *(f"/{home('ruling', r.id)}" for r in f.rulings), "```", ""]
    lines += [f"## {plural(len(f.rulings), 'ruling')}", ""]
    for r in f.rulings:
        question = esc(" ".join(r.question.split()))
        lines.append(f"- **{ref(r.id, r.id)}** ({r.kind.value}; default "
                     f"{lit(r.default.value)}) — {question}")
    lines += [""]
    return "\n".join(lines + pending_myst(f))


def page_ruling(f: GameFacts, r: AnyRuling, consulted: Sequence[Example]) -> str:
    """One Ruling's page: its question, readings, witness under every reading,
    the impact plot, and the examples that consult it."""
    from checker.commands import run
    from checker.errors import InputError
    from checker.games import ROOT
    from checker.situation import read

    lines = [*html_anchor(r.id), f"({r.id})=", f"# {lit(r.id)}", "",
             *object_myst("ruling", r.id),
             f"A Ruling of {esc(f.title)}; all of them are listed on "
             f"{ref(f.name + '-rulings', 'the rulings page')}.", ""]
    lines += [f"**{esc(r.question)}**", ""]
    lines += [f"Kind: {r.kind.value} · default (as printed): {lit(r.default.value)}", ""]
    lines += ["Clauses concerned", ": " + ", ".join(ref(c) for c in r.clauses), ""]
    lines += ["## Readings", ""]
    for o in r.options:
        picked = ", ".join(x.value for x in r.picked_by(o.id))
        mark = f" (picked by: {picked})" if picked else ""
        lines += [f"{lit(o.id)}{mark}", f": {esc(o.reading)}", "", f"  *Why:* {esc(o.rationale)}", ""]
        if o.source is not None:
            lines += [f"  *Source:* {esc(o.source.cite)}", ""]
    lines += ["## Witness", ""]
    witness = f.example(r.witness)
    path = ROOT / r.witness
    if not path.is_file():
        logger.warning("ruling %s: its witness file %s does not exist", r.id, r.witness,
                       type="automa", subtype="witness")
        lines += [f"The witness file {lit(r.witness)} is missing.", ""]
    else:
        where = (f"the worked example {ref(witness.label, witness.situation.title)}"
                 if witness else f"the situation file {lit(r.witness)}")
        try:
            situation = read(path)
        except InputError as e:
            raise ExtensionError(f"ruling {r.id}: witness {r.witness} does not load: {e}") from None
        answers = [run(situation, situation.rulings.with_choice(r.id, o.id), traced=False).answer
                   for o in r.options]
        diff = _differences(answers)
        lines += [f"The outcome of {where} ({lit(r.witness)}) depends on this ruling.", ""]
        if diff:
            header = ["field"] + [lit(o.id) + (" (default)" if o.id == r.default.value else "")
                                  for o in r.options]
            rows = [[k.replace("_", " ")] + [esc(value_text(a.get(k))) for a in answers]
                    for k in diff]
            lines += ["What the witness decides under each reading (only the fields "
                      "that differ):", ""]
            lines += table(header, rows)
        else:
            logger.warning("ruling %s: its witness %s decides the same under every "
                           "option, so it witnesses nothing", r.id, r.witness,
                           type="automa", subtype="witness")
            lines += ["The witness decides the same under every reading.", ""]
        lines += ["Compare two readings step by step with:", ""]
        others = [o.id for o in r.options if o.id != r.default]
        lines += fence(f"automa diff {r.witness} \\\n"
                       f"    --ruling {r.id}={r.default} \\\n"
                       f"    --ruling {r.id}={others[0] if others else r.default}", "text")
        lines += [""]
    lines += automa_impact.ruling_myst(f.name, r)
    if consulted:
        lines += ["Consulted in the examples", ": " + ", ".join(
            ref(e.label, e.situation.title) for e in consulted), ""]
    return "\n".join(lines)


def pending_myst(f: GameFacts) -> list[str]:
    """The open questions the clause-by-clause pass found that no Ruling holds yet."""
    from spec.core.questions import Settled

    waiting = [(c, q) for c in f.clauses for q in c.asked if q.settled is Settled.PENDING]
    if not waiting:
        return []
    lines = ["## Open, not yet a Ruling", "",
             "The open-question pass found these questions the texts leave open, on which "
             "a decision can turn, and that no Ruling holds yet. Until one does, the code "
             "does what each entry says; treat an answer that rests on one of them as "
             "open.", ""]
    for c, q in waiting:
        lines += [f"- {ref(c.id)} (*{q.concern.value}*): {esc(q.question)} Meanwhile: "
                  f"{esc(q.answer)}"]
    return lines + [""]


def page_assumptions(f: GameFacts) -> str:
    lines = [
        f"({f.name}-assumptions)=",
        f"# {heading(f.title, 'assumptions and data')}",
        "",
        "The rules lean on facts they do not all state: how many spaces a board "
        "area has, what a card shows, how the other player plays. Each such fact is "
        "recorded once, with where it comes from, so that you can see what the "
        "project had to decide and a game owner can correct it.",
        "",
    ]
    groups: dict[str, list[Assumption]] = {}
    for a in f.assumptions:
        groups.setdefault(a.provenance.value, []).append(a)
    order = [p for p in PROVENANCE_TEXT if p in groups] + [p for p in groups if p not in PROVENANCE_TEXT]
    counts = ", ".join(f"{len(groups[p])} {p}" for p in order)
    lines += [f"**{plural(len(f.assumptions), 'entry', 'entries')}**: {counts}.", ""]
    for p in order:
        group_title, intro = PROVENANCE_TEXT.get(p, (p, ""))
        lines += [f"## {group_title} ({lit(p)})", "", intro, ""]
        for a in groups[p]:
            lines += [f"({a.id})=", f"### {lit(a.id)}", "", *object_myst("assumption", a.id),
                      esc(a.statement), ""]
            if a.clauses:
                lines += ["Clauses", ": " + ", ".join(ref(c) for c in a.clauses), ""]
    return "\n".join(lines)


def _example_by_text(f: GameFacts, text: str) -> Example | None:
    return next((e for e in f.examples if e.text.strip() == text.strip()), None)


def _replay_myst(path: Path, uid: str) -> tuple[str, list[str]]:
    """A witness replayed into its trace, and its picture; "" and none if it
    does not load (the checker reports that as an error of its own)."""
    from checker.commands import run
    from checker.errors import InputError
    from checker.pictures import picture_myst
    from checker.render import decision_myst
    from checker.situation import read

    try:
        situation = read(path)
    except InputError:
        return "", []
    decision = run(situation, situation.rulings)
    return decision_myst(decision), picture_myst(situation, decision.answer, uid)


class QuickChecks:
    """Every game's quick checks, run in worker processes (one a core, at most
    one a game) from the start of the build, while the other pages are
    written: they are most of a fresh build's time, and independent of each
    other. Their witnesses are written under ``root``, which lasts the build."""

    def __init__(self, names: Sequence[str], root: Path) -> None:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        from checker.check import collect_quick

        workers = max(1, min(len(names), os.cpu_count() or 1))
        # A fresh interpreter per worker: Sphinx's process has threads, and a
        # forked copy of a threaded process may hang.
        self.pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
        self.futures = {name: self.pool.submit(collect_quick, name, str(root / name))
                        for name in names}

    def report(self, name: str) -> tuple[Report, float]:
        try:
            return self.futures[name].result()
        except Exception as e:  # not hidden: the build stops and says why
            raise ExtensionError(f"automa check {name} failed: {e!r}") from e

    def close(self) -> None:
        self.pool.shutdown(cancel_futures=True)


def page_findings(f: GameFacts, run_checks: bool, quick: QuickChecks | None = None
                  ) -> tuple[str, float, list[tuple[str, str]]]:
    """The findings page, the seconds the checks took, and the page (docname,
    text) of each finding's witness (``quick``: the checks already under way
    in worker processes)."""
    lines = [
        f"({f.name}-findings)=",
        f"# {heading(f.title, 'findings and proofs')}",
        "",
        f"{lit('automa check')} searches the rules for holes: property suites try many "
        "generated situations, and z3 probes ask one precise question each. A **finding** "
        "is a situation where the text breaks down, with a small witness file that "
        f"replays it through {lit('automa decide')}. A **proof** is a question z3 showed "
        "can never arise.",
        "",
        f"This page is the quick pass ({lit('automa check ' + f.name + ' --quick')}), run "
        "when these pages were built.",
        "",
    ]
    if not run_checks:
        return "\n".join(lines + [
            "```{note}",
            "The checks were skipped in this build (`automa_run_checks` is off).",
            "```",
            "",
        ]), 0.0, []
    from checker import check as check_mod
    from checker import registry

    try:
        registered = check_mod.checks(f.name)
    except ModuleNotFoundError as e:
        # A game's property or probe module that is not written yet means "no
        # checks yet"; any other missing module (z3, a typo in an import) is a
        # real error and stops the build.
        if e.name not in registry.entry(f.name).checks:
            raise
        return "\n".join(lines + [
            f"No checks registered yet: the module {lit(str(e.name))} does not exist yet, "
            "so nothing was run for this game.", ""]), 0.0, []
    if not registered:
        return "\n".join(lines + ["No checks registered yet for this game.", ""]), 0.0, []

    with contextlib.ExitStack() as stack:
        if quick is not None:
            report, seconds = quick.report(f.name)
        else:
            tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="automa-docs-findings-"))
            try:
                report, seconds = check_mod.collect_quick(f.name, tmp)
            except Exception as e:  # not hidden: the build stops and says why
                raise ExtensionError(f"automa check {f.name} failed: {e!r}") from e
        witness_text: dict[str, str] = {}
        replayed: dict[str, str] = {}
        pictured: dict[str, list[str]] = {}
        for finding in report.findings:
            path = Path(finding.witness) if finding.witness else None
            if path is not None and path.is_file():
                witness_text[finding.witness] = path.read_text(encoding="utf-8")
                replayed[finding.witness], pictured[finding.witness] = _replay_myst(
                    path, finding_label(f.name, finding))

    from spec.core.findings import FindingKind

    holes = [x for x in report.findings if x.kind is not FindingKind.MOOT_RULING]
    moot = [x for x in report.findings if x.kind is FindingKind.MOOT_RULING]
    unsettled = [x for x in holes if not x.ruling]
    lines += [
        f"**{plural(len(report.ran), 'check')} ran: "
        f"{plural(len(holes), 'finding')} "
        f"({len(unsettled)} not settled by any ruling), "
        f"{plural(len(report.proofs), 'proof')}; "
        f"{plural(len(moot), 'ruling')} not shown at work by the seeded games.**",
        "",
    ]
    if report.errors:
        lines += ["```{error}", "The checker reported errors:", ""]
        lines += [f"- {esc(e)}" for e in report.errors]
        lines += ["```", ""]
    if report.ran:
        rows = [(esc(str(c["question"])), f"{lit(str(c['id']))} ({c['kind']})",
                 str(c["examples"]), str(c["findings"]), str(c["proofs"])) for c in report.ran]
        lines += ["## Checks", ""]
        lines += ["Each check asks one question; *tried* counts the situations or games it "
                  "examined.", ""]
        lines += table(("question", "check", "tried", "findings", "proofs"), rows)
        seen = [c for c in report.ran if c["details"]]
        if seen:
            lines += ["### What the checks saw", "",
                      "Beyond findings, some checks say what they met: each reading's reach, "
                      "each decision that ran out of options and what happens then.", ""]
            for c in seen:
                said = c["details"]
                assert isinstance(said, list)
                lines += details(f"{html.escape(str(c['id']))}: {plural(len(said), 'line')}",
                                 [f"- {esc(str(d))}" for d in said])
    lines += ["## Findings", ""]
    witness_pages: list[tuple[str, str]] = []
    if not holes:
        lines += ["None: the quick pass found no hole.", ""]
    for x in holes:
        label = finding_label(f.name, x)
        # The label is already anchor-shaped, so the target's own id is the
        # label: no raw anchor beside it (one id twice on a page).
        lines += [f"({label})=",
                  f"### {x.kind.value.replace('-', ' ').capitalize()}: {lit(x.source)}", "",
                  *object_myst("finding", label), esc(x.summary), ""]
        lines += ["Link", f": {lit('#' + label)} (the same in every build while the finding "
                          "stands)", ""]
        lines += [f"Kind: {lit(x.kind.value)}", ""]
        lines += ["Clauses", ": " + (", ".join(ref(c) for c in x.clauses) or "none named"), ""]
        lines += ["Settled by", ": " + (f"the ruling {ref(x.ruling)}" if x.ruling
                                        else "**no ruling: this hole is still open**"), ""]
        lines += ["Found by", f": {lit(x.source)}", ""]
        text = witness_text.get(x.witness)
        if text is not None:
            name = Path(x.witness).name
            cli_path = f"automa-findings/{name}"
            same = _example_by_text(f, text)
            lines += ["Witness", f": {lit(cli_path)}, written by {lit('automa check ' + f.name)}; "
                      f"replay it with {lit('automa decide ' + cli_path)}"
                      + (f". It is the worked example {ref(same.label, same.situation.title)}."
                         if same else "."), ""]
            # The witness pictured and replayed has a page of its own: with
            # every finding's on it, a findings page ran to most of a megabyte.
            page = page_doc(f.name, "findings/" + label)
            lines += [f"{ref(label + '-witness', 'The witness, pictured and replayed')}.", ""]
            witness_pages.append((page, "\n".join([
                f"({label}-witness)=",
                f"# The witness of a {x.kind.value.replace('-', ' ')}: {lit(x.source)}", "",
                f"The situation {lit(cli_path)} that {ref(label, 'this finding')} of "
                f"{esc(f.title)} rests on; all of them are on "
                f"{ref(f.name + '-findings', 'the findings page')}.", "",
                *pictured.get(x.witness, []),
                *details(f"The witness {esc(name)}", fence(text, "toml")),
                *(details("What the spec decides with it", [replayed[x.witness]])
                  if replayed.get(x.witness) else []),
            ])))
        else:
            lines += ["Witness", ": none (the check broke before it could write one)", ""]
    if moot:
        lines += ["## Rulings the seeded games do not show at work", "",
                  f"{lit(f.name + '.readings-matter')} replays seeded whole games under every "
                  "other reading of every Ruling. No reading of these changed any of those "
                  "games; each Ruling's own witness still shows it deciding (see the rulings "
                  "page). They are not holes in the rules: the stand-in players rarely reach "
                  "the situations they settle.", ""]
        lines += [f"- {ref(x.ruling)}: {esc(x.summary.split(': ', 1)[-1])}" for x in moot]
        lines += [""]
    lines += ["## Proofs", ""]
    if not report.proofs:
        lines += ["None yet.", ""]
    for p in report.proofs:
        lines += [f"### {esc(p.question)}", ""]
        lines += ["**Answer: impossible.** z3 reports the question UNSAT: no situation the "
                  "model allows can make it happen. The probe first checked that its "
                  "preconditions can hold, so the proof is not vacuous.", ""]
        lines += [f"**Argument.** {esc(p.argument)}", ""]
        lines += ["Clauses", ": " + (", ".join(ref(c) for c in p.clauses) or "none named"), ""]
        lines += ["Probe", f": {lit(p.probe)}", ""]
    if witness_pages:
        lines += ["```{toctree}", ":hidden:", "", *(f"/{d}" for d, _ in witness_pages),
                  "```", ""]
    return "\n".join(lines), seconds, witness_pages


def finding_label(game: str, x: Finding) -> str:
    """A finding's anchor: its id (``checker.check.finding_id``), made from what
    it is, so a link to it holds across builds while the finding stands."""
    from checker.check import finding_id

    return finding_id(game, x)


def page_game_index(f: GameFacts, pages: Sequence[str]) -> str:
    """An overview for a game that has no hand-written one yet."""
    return "\n".join([
        f"# {f.title}",
        "",
        f"{plural(len(f.clauses), 'clause')}, {plural(len(f.rulings), 'ruling')}, "
        f"{plural(len(f.examples), 'worked example')}.",
        "",
        *game_toctree(f.name, pages),
        "",
    ])


def game_toctree(name: str, pages: Sequence[str]) -> list[str]:
    return [
        "```{toctree}",
        ":maxdepth: 1",
        "",
        *(f"/{page_doc(name, p)}" for p in pages),
        "```",
    ]


GAME_PAGES = ("rules", "procedures", "examples", "rulings", "assumptions", "findings")


# --------------------------------------------------------------------------
# Decision procedures, drawn from the spec


# Every link a diagram holds is made here, from the docnames the pages are
# written under (``page_doc``) and the builder's own URL for a docname, never
# spelled by hand. A chart is drawn once with site links (from the site's root,
# "/_generated/..."); ``relocate`` then makes them relative for each place the
# SVG is served from: inline in its page, and as a file of its own.


def page_doc(game: str, page: str) -> str:
    """The docname of one of a game's generated pages (``GAME_PAGES``, "index")."""
    return f"{GENERATED}/{game}/{page}"


def diagram_path(game: str, name: str) -> str:
    """A diagram's SVG, from the docs' source folder and from the built site's root:
    the inline copy its page includes, and the file readers download."""
    return f"{GENERATED}/{game}/diagrams/{name}"


def _html_uri(docname: str) -> str:
    return docname + ".html"


# The builder's URL of a docname, from the site's root; set when the build starts.
_target_uri: Callable[[str], str] = _html_uri


def doc_url(docname: str, anchor: str = "") -> str:
    """A site link ("/" and the path from the site's root) to a page and an anchor."""
    return "/" + _target_uri(docname) + (f"#{anchor}" if anchor else "")


def folder_of(docname: str) -> str:
    """The folder, from the site's root, that a page's relative links start from."""
    uri = _target_uri(docname)
    return uri.rstrip("/") if uri.endswith("/") else posixpath.dirname(uri)


def clause_href(clause_id: str) -> str:
    """The site link to the clause's anchor on the page of its section of its
    game's rules (``home``)."""
    return doc_url(home("clause", clause_id), clause_id)


def ruling_href(ruling_id: str) -> str:
    """The site link to the ruling's anchor on its game's rulings page."""
    return doc_url(home("ruling", ruling_id), ruling_id)


def procedure_href(procedure_id: str) -> str:
    """The site link to a procedure's chart on its game's procedures page."""
    return doc_url(home("procedure", procedure_id), procedure_id)


def relative_url(url: str, at: str) -> str:
    """A site link ("/path#anchor") as a link relative to the folder ``at``
    (from the site's root); any other link as it is."""
    if not url.startswith("/") or url.startswith("//"):
        return url
    path, sep, anchor = url[1:].partition("#")
    rel = posixpath.relpath(path or ".", at or ".")
    if path.endswith("/") and not rel.endswith("/"):
        rel += "/"
    return rel + sep + anchor


_SITE_HREF = re.compile(r'(\b(?:xlink:)?href=")(/[^/"][^"]*|/)(")')


def relocate(svg: str, at: str) -> str:
    """The SVG with each of its site links made relative to the folder ``at`` it
    is served from."""
    return _SITE_HREF.sub(
        lambda m: m[1] + html.escape(relative_url(html.unescape(m[2]), at)) + m[3], svg)


def _svg_name(ident: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in ident) + ".svg"


# The diagrams' own SVG files, by path from the site's root: written into the
# built site when the build finishes (``write_site_files``).
_SITE_FILES: dict[str, str] = {}


def write_diagram(out: Writer, game: str, name: str, svg: str) -> None:
    """A diagram drawn with site links: the copy its procedures page includes,
    with links relative to that page, and its own file, with links relative to
    where the file is served."""
    path = diagram_path(game, name)
    out.write(posixpath.relpath(path, GENERATED),
              relocate(svg, folder_of(page_doc(game, "procedures"))))
    _SITE_FILES[path] = relocate(svg, posixpath.dirname(path))


def embed_svg(game: str, name: str) -> list[str]:
    """The SVG inline in its game's procedures page (so its links work), and a
    link to its own file."""
    doc = page_doc(game, "procedures")
    source = posixpath.relpath(diagram_path(game, name), posixpath.dirname(doc))
    served = relative_url("/" + diagram_path(game, name), folder_of(doc))
    return [
        "```{raw} html",
        f":file: {source}",
        "```",
        "",
        "```{raw} html",
        f'<p>The chart as an <a class="reference external" href="{html.escape(served)}">'
        "SVG file</a>.</p>",
        "```",
        "",
    ]


def check_clauses(f: GameFacts, where: str, ids: Iterable[str]) -> None:
    known = {c.id for c in f.clauses}
    unknown = [i for i in ids if i not in known]
    if unknown:
        raise ExtensionError(f"{where} cites {', '.join(unknown)}, which is no clause of "
                             f"{f.name}")


def procedure_svg(f: GameFacts, proc: Procedure) -> str:
    from automa_diagrams import Chart, Node, flowchart, split_ruling

    check_clauses(f, f"procedure {proc.id}", [proc.clause, *(b.clause for b in proc.branches)])
    known = {r.id for r in f.rulings}
    text, ruling_id = split_ruling(proc.otherwise, known.__contains__)
    otherwise = Node(text, f"ruling {ruling_id}" if ruling_id else "",
                     ruling_href(ruling_id) if ruling_id else "")
    chart = Chart(
        uid="proc-" + _svg_name(proc.id)[:-4],
        title=proc.title,
        start=Node(proc.title, proc.clause, clause_href(proc.clause)),
        rows=tuple((b.condition, Node(b.outcome, b.clause, clause_href(b.clause)))
                   for b in proc.branches),
        otherwise=otherwise,
        otherwise_silent=bool(ruling_id),
    )
    return flowchart(chart)


def procedure_myst(f: GameFacts, proc: Procedure) -> list[str]:
    from automa_diagrams import split_ruling

    known = {r.id for r in f.rulings}
    name = _svg_name(proc.id)
    lines = [*html_anchor(proc.id), f"(procedure-{proc.id})=", f"## {esc(proc.title)}", ""]
    lines += [f"Procedure {lit(proc.id)}, for the rule {ref(proc.clause)}. The questions "
              "are asked in order and the first *yes* decides:", ""]
    lines += embed_svg(f.name, name)
    lines += numbered(
        (f"{esc(b.condition)} **Yes:** {esc(b.outcome)} ({ref(b.clause, b.clause)}). "
         f"**No:** {f'go on to {n + 1}' if n < len(proc.branches) else 'see below'}.", ())
        for n, b in enumerate(proc.branches, start=1))
    text, ruling_id = split_ruling(proc.otherwise, known.__contains__)
    settled = (f" The ruling {ref(ruling_id, ruling_id)} gives the readings and the default."
               if ruling_id else "")
    lines += ["", f"**Otherwise:** {esc(text)}.{settled}", ""]
    return lines


def _tie_ruling(f: GameFacts, r: RankingInfo, where: str) -> AnyRuling | None:
    """The Ranking's tie Ruling, which must be one of the game's rulings."""
    if r.tie is not None and r.tie.id not in {x.id for x in f.rulings}:
        raise ExtensionError(f"{where}: its tie ruling {r.tie.id} is no ruling of {f.name}")
    return r.tie


def ranking_svg(f: GameFacts, r: RankingInfo) -> str:
    """A Ranking drawn as a chain: the candidates, each key, then one left or a tie."""
    from automa_diagrams import Case, KeyNode, Node, RankChart, ranking_chart

    where = f"ranking {r.id}"
    check_clauses(f, where, [r.clause, *(k.clause for k in r.keys)])
    tie = _tie_ruling(f, r, where)
    if tie is None:
        tie_node = Node(r.settled)
        readings: tuple[Case, ...] = ()
    else:
        tie_node = Node("A tie on every key: a ruling decides", f"ruling {tie.id}",
                        ruling_href(tie.id))
        readings = tuple(
            Case(o.id + (" (default)" if o.id == tie.default else ""), (Node(o.reading),))
            for o in tie.options)
    chart = RankChart(
        uid="rank-" + _svg_name(r.id)[:-4],
        title=r.title,
        start=Node(r.question, r.clause, clause_href(r.clause)),
        keys=tuple(KeyNode(k.name, k.better, k.clause, clause_href(k.clause)) for k in r.keys),
        tie=tie_node,
        readings=readings,
    )
    return ranking_chart(chart)


def ranking_myst(f: GameFacts, r: RankingInfo) -> list[str]:
    """A Ranking's section: its question, the chart, its keys as a list, and what
    settles a tie."""
    tie = _tie_ruling(f, r, f"ranking {r.id}")
    lines = [*html_anchor(r.id), f"(ranking-{r.id})=", f"### {esc(r.title)}", ""]
    lines += [f"Ranking {lit(r.id)}, for the rule {ref(r.clause)}: *{esc(r.question)}* "
              "Each key keeps only the candidates best on it, and the next key looks at "
              "those left:", ""]
    lines += embed_svg(f.name, "ranking-" + _svg_name(r.id))
    lines += numbered((f"**{esc(k.name)}**: the {k.better} wins ({ref(k.clause, k.clause)}).",
                       ()) for k in r.keys)
    lines += [""]
    if tie is None:
        lines += [f"**No tie can remain:** {esc(r.settled.rstrip('.'))}. Should one remain, "
                  "the spec stops rather than pick, and the checker searches whole games for "
                  "one.", ""]
    else:
        readings = "; ".join(
            f"{lit(o.id)}{' (the default)' if o.id == tie.default else ''} picks: "
            f"{esc(o.reading.rstrip('.'))}" for o in tie.options)
        lines += [f"**A tie on every key** goes to the ruling {ref(tie.id, tie.id)}. "
                  f"{esc(tie.question)} Its readings: {readings}.", ""]
    return lines


def page_procedures(f: GameFacts, out: Writer) -> str | None:
    """The game's decision procedures, each a flowchart drawn from the spec and
    the same branches as a list, then its Rankings, each a chain of keys; None
    for a game that has neither."""
    from checker import registry
    from spec.core.priority import all_rankings
    from spec.core.procedure import all_procedures

    procs = all_procedures(f.name)
    rankings = all_rankings(f.name)
    # The diagram that heads the page, if the game's entry names one.
    target = registry.entry(f.name).docs_overview
    overview = registry.resolve(target) if target else None
    if not procs and not rankings and overview is None:
        return None
    anchors = [p.id for p in procs] + [r.id for r in rankings]
    twice = sorted({a for a in anchors if anchors.count(a) > 1})
    if twice:
        raise ExtensionError(f"{f.name}: a procedure and a ranking share the id "
                             f"{', '.join(twice)}")
    lines = [
        f"({f.name}-procedures)=",
        f"# {heading(f.title, 'decision procedures')}",
        "",
    ]
    if procs or overview is not None:
        lines += [
            "Where the bot chooses, the spec lists its options as a *procedure*: questions "
            "asked in order, the first *yes* deciding. The code follows these procedures and "
            "the charts below are drawn from the very same objects each time the pages are "
            "built, so a chart cannot say something the code does not do. A trace shows the "
            "same questions: each option that lost, with the reason, under the step that "
            "chose.",
            "",
            "Click a rule id in a chart to read the rule; a red box is a place where the text "
            "gives no answer and a ruling decides.",
            "",
        ]
    else:
        lines += ["This game's choices among candidates are the rankings below.", ""]
    if overview is not None:
        # The entry's function returns (file name, SVG, MyST lines).
        name, svg, more = cast("tuple[str, str, list[str]]", overview(f))
        write_diagram(out, f.name, name, svg)
        lines += more
    for p in procs:
        write_diagram(out, f.name, _svg_name(p.id), procedure_svg(f, p))
        lines += procedure_myst(f, p)
    if rankings:
        lines += [
            f"({f.name}-rankings)=",
            "## Rankings",
            "",
            "Where a rule picks the best of several candidates, the spec states it as a "
            "*ranking*: keys compared in order, each keeping only the candidates that are "
            "best on it, until one is left. The code ranks with these very objects, and "
            "the trace names, for each candidate that lost, the key and the values that "
            "beat it. When every key leaves a tie, the ranking never picks quietly: a "
            "ruling decides (a red box, with what each of its readings picks), or the "
            "spec states why no tie can remain, and the checker looks for one.",
            "",
            "Click a rule id in a chart to read the rule, a ruling id to read the ruling.",
            "",
        ]
        for r in rankings:
            write_diagram(out, f.name, f"ranking-{_svg_name(r.id)}", ranking_svg(f, r))
            lines += ranking_myst(f, r)
    return "\n".join(lines)


# --------------------------------------------------------------------------
# Pages and fragments across games


def page_clause_index(all_facts: list[GameFacts]) -> str:
    lines = [
        "(clause-index)=",
        "# Clause index",
        "",
        "Every clause of every game, with how far it is backed. A clause is "
        "**complete** when code carries it out, a test cites it, and a worked example "
        "shows it (or the reference says why no example can).",
        "",
    ]
    for f in all_facts:
        lines += [f"## {esc(f.title)}", ""]
        rows = []
        for c in f.clauses:
            co = f.coverage[c.id]
            ex = str(len(co.acting)) if co.acting or not co.no_example else "n/a"
            rows.append((ref(c.id), esc(c.title), "yes" if co.encodings else "**no**",
                         str(len(co.tests)), ex, co.status))
        lines += table(("clause", "title", "encoded", "tests", "examples", "status"), rows)
    return "\n".join(lines)


def fragment_games(all_facts: list[GameFacts], srcdir: Path) -> str:
    entries = []
    for f in all_facts:
        hand = srcdir / f.name / "index.md"
        entries.append(f"/{f.name}/index" if hand.is_file() else f"/{page_doc(f.name, 'index')}")
    return "\n".join(["```{toctree}", ":maxdepth: 2", ":caption: Games", "", *entries, "```", ""])


@contextlib.contextmanager
def _env(**values: str) -> Iterator[None]:
    old = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def fragment_rulesets(all_facts: list[GameFacts]) -> str:
    """The rulesets: what each means, the Rulings they read differently, and
    how many worked examples answer differently under printed and errata."""
    from checker.commands import run
    from spec.core.rulings import DEFAULT_RULESET, Ruleset
    from spec.core.sources import Correction, FaqEntry

    lines = table(("ruleset", "what it reads"),
                  [(lit(r.value) + (" (the default)" if r is DEFAULT_RULESET else ""),
                    esc(r.meaning)) for r in Ruleset])
    rows = []
    for f in all_facts:
        for r in f.rulings:
            picks = [r.picked(x) for x in Ruleset]
            if len(set(picks)) > 1:
                rows.append((ref(r.id), *(lit(p.value) for p in picks),
                             esc("; ".join(dict.fromkeys(
                                 o.source.cite for o in r.options if o.source is not None)))))
    lines += ["", "The open questions the rulesets read differently; every other Ruling "
              "reads the same under all three (its default):", ""]
    lines += table(("ruling", *(r.value for r in Ruleset), "resting on"), rows) if rows else [
        "None yet.", ""]
    lines += ["", "## Beyond the printed texts, entry by entry", "",
              "Every publisher's correction and community FAQ answer the project knows, "
              "and where it is encoded: as a source of a clause (the printed rules already "
              "say the same, so every ruleset reads it so) or as a reading of a ruling (the "
              "rulesets named pick it). Where community data corrected the project's own "
              "data (the Darwin's Journey lagging penalties), the assumption that says so "
              "is on that game's assumptions page, with provenance `community`.", ""]
    from spec.core.sources import SourceKind

    beyond: dict[object, tuple[list[str], list[str]]] = {}

    def shown_by(f: GameFacts, rels: Iterable[str]) -> list[str]:
        out = []
        for rel in list(rels)[:2]:
            ex = f.example(rel)
            out.append(ref(ex.label, ex.situation.title) if ex else lit(rel))
        return out

    for f in all_facts:
        for cl in f.clauses:
            for src in cl.sources:
                if src.kind is not SourceKind.SEED:
                    where, shown = beyond.setdefault(src, ([], []))
                    where.append(f"clause {ref(cl.id)} (every ruleset)")
                    shown += shown_by(f, f.coverage[cl.id].acting)
        for r in f.rulings:
            for o in r.options:
                if o.source is not None and o.source.kind is not SourceKind.SEED:
                    picked = ", ".join(x.value for x in r.picked_by(o.id)) or "no ruleset"
                    where, shown = beyond.setdefault(o.source, ([], []))
                    where.append(f"reading {lit(o.id)} of {ref(r.id)} ({picked})")
                    shown += shown_by(f, [r.witness])
    rows_beyond = [(esc(src.cite), "publisher's correction" if src.kind is
                    SourceKind.PUBLISHER_ERRATA else "community FAQ", "; ".join(where),
                    ", ".join(dict.fromkeys(shown)) or "none")
                   for src, (where, shown) in beyond.items()
                   if isinstance(src, (Correction, FaqEntry))]
    lines += table(("source", "kind", "encoded as", "worked examples"), rows_beyond) \
        if rows_beyond else ["None.", ""]
    parted = []
    total = 0
    for f in all_facts:
        for ex in f.examples:
            total += 1
            s = ex.situation
            # The example's own decision already answers under its own ruleset.
            a, b = (ex.decision.answer if s.rulings.ruleset is x else
                    run(s, s.rulings.under(x), traced=False).answer
                    for x in (Ruleset.PRINTED, Ruleset.ERRATA))
            if a != b:
                parted.append(ref(ex.label, s.title))
    lines += ["", f"Of the {total} worked examples, {len(parted)} answer differently under "
              f"{lit('printed')} and {lit('errata')}" + (": " + ", ".join(parted) if parted
                                                           else "."), ""]
    return "\n".join(lines)


def fragment_cli_help() -> str:
    from checker.cli import parser as make_parser

    with _env(COLUMNS="88", NO_COLOR="1"):
        parser = make_parser()
        blocks = [("automa", parser.format_help())]
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    blocks.append((f"automa {name}", sub.format_help()))
    lines = []
    for title, text in blocks:
        label = "cli-" + title.replace(" ", "-")
        lines += [f"({label})=", f"### {lit(title)}", "", *fence(text, "text"), ""]
    return "\n".join(lines)


def fragment_errors(game: str) -> str:
    """Each bad situation file of the game's registry entry, with the message the
    reader should expect. The real reader computes the message, so the page
    cannot drift from it."""
    from checker import registry
    from checker.errors import InputError
    from checker.situation import read

    cases = registry.entry(game).bad_files
    lines: list[str] = []
    with tempfile.TemporaryDirectory(prefix="automa-docs-errors-") as tmp:
        for title, text in cases:
            path = Path(tmp) / "my-dispute.toml"
            path.write_text(text, encoding="utf-8")
            try:
                read(path)
            except InputError as e:
                message = f"automa: error: {e}".replace(str(path), "my-dispute.toml")
            else:
                raise ExtensionError(f"the docs show {title!r} as an error, but the file loads")
            lines += [f"**{title}**", "", *fence(text, "toml"), "", *fence(message, "text"), ""]
    return "\n".join(lines)


def fragment_decisions(f: GameFacts) -> str:
    """Each decision a situation file can ask for, with the answer's fields as
    the examples show them."""
    from checker import games

    rows = []
    for kind in games.get(f.name).kinds:
        shown = [e for e in f.examples if e.situation.kind == kind]
        fields: list[str] = []
        for e in shown:
            fields += [k for k in e.decision.answer if k not in fields]
        links = ", ".join(ref(e.label, e.situation.title) for e in shown[:2])
        if len(shown) > 2:
            links += f" and {len(shown) - 2} more"
        rows.append((lit(kind), ", ".join(lit(k) for k in fields) or "(no example yet)",
                     links or "none yet"))
    return "\n".join(table(("decide", "fields of the answer", "examples"), rows))


def fragment_tutorial(path: Path) -> tuple[str, str]:
    """The trace of a situation file shown on a hand-written page (the tutorial
    files on the writing-situations page), and its picture; its [expect] must hold."""
    from checker.commands import run
    from checker.errors import InputError
    from checker.pictures import picture_myst
    from checker.render import decision_myst
    from checker.situation import read, unmet_expectations

    try:
        situation = read(path)
    except InputError as e:
        raise ExtensionError(f"situation {path.name} does not load: {e}") from None
    decision = run(situation, situation.rulings)
    problems = unmet_expectations(decision)
    if problems:
        raise ExtensionError(f"situation {path.name}: " + "; ".join(problems))
    shown = picture_myst(situation, decision.answer, f"situation-{path.stem}")
    return decision_myst(decision) + "\n", "\n".join(shown)


# --------------------------------------------------------------------------
# Writing the files


class Writer:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.kept: set[Path] = set()
        self.changed: list[str] = []

    def write(self, rel: str, text: str) -> None:
        path = self.root / rel
        self.kept.add(path)
        if path.is_file() and path.read_text(encoding="utf-8") == text:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        self.changed.append(rel)

    def write_page(self, docname: str, text: str) -> None:
        """A page, by its docname (``page_doc``); the Writer's root is the
        generated pages' folder. Two pages of one name (two sections of the
        rules, or two example files, whose names make the same file name) stop
        the build rather than one hiding the other."""
        rel = posixpath.relpath(docname, GENERATED) + ".md"
        if self.root / rel in self.kept:
            raise ExtensionError(f"two generated pages would both be {docname}: give one "
                                 "of them another name")
        self.write(rel, text)

    def prune(self) -> None:
        """Remove generated files this build did not write (a removed game or page)."""
        for path in sorted(self.root.rglob("*"), reverse=True):
            if path.is_file() and path not in self.kept:
                path.unlink()
                self.changed.append(f"{path.relative_to(self.root)} (removed)")
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()


def generate(app: Sphinx) -> None:
    from checker import games

    global _target_uri
    start = time.perf_counter()
    srcdir = Path(app.srcdir)
    # Links are the builder's URLs for the docnames the pages are written under.
    _target_uri = app.builder.get_target_uri if app.builder.format == "html" else _html_uri
    _SITE_FILES.clear()
    stack = contextlib.ExitStack()
    quick: QuickChecks | None = None
    if app.config.automa_run_checks:
        scratch = Path(stack.enter_context(tempfile.TemporaryDirectory(
            prefix="automa-docs-findings-")))
        quick = QuickChecks(games.names(), scratch)
        stack.callback(quick.close)
    with stack:
        _generate(app, srcdir, start, quick)


def _generate(app: Sphinx, srcdir: Path, start: float, quick: QuickChecks | None) -> None:
    from checker import games, registry

    out = Writer(srcdir / GENERATED)
    all_facts = [gather(name) for name in games.names()]
    check_seconds = 0.0
    for f in all_facts:
        out.write_page(page_doc(f.name, "rules"), page_rules(f))
        sections = rules_sections(f)
        for n, (section, clauses) in enumerate(sections, start=1):
            out.write_page(section_doc(f.name, section),
                           page_rules_section(f, section, clauses, (n, len(sections))))
        out.write_page(page_doc(f.name, "examples"), page_examples(f))
        for ex in f.examples:
            out.write_page(home("example", ex.rel), page_example(f, ex, srcdir))
        out.write_page(page_doc(f.name, "rulings"), page_rulings(f))
        consulted = _consulted(f)
        for r in f.rulings:
            out.write_page(home("ruling", r.id), page_ruling(f, r, consulted.get(r.id, [])))
        out.write_page(page_doc(f.name, "assumptions"), page_assumptions(f))
        text, seconds, witnesses = page_findings(f, bool(app.config.automa_run_checks), quick)
        check_seconds += seconds
        out.write_page(page_doc(f.name, "findings"), text)
        for docname, page in witnesses:
            out.write_page(docname, page)
        pages = list(GAME_PAGES)
        procedures = page_procedures(f, out)
        if procedures is None:
            pages.remove("procedures")
        else:
            out.write_page(page_doc(f.name, "procedures"), procedures)
        if not (srcdir / f.name / "index.md").is_file():
            out.write_page(page_doc(f.name, "index"), page_game_index(f, pages))
        out.write(f"{INCLUDE}/{f.name}-situation-errors.md", fragment_errors(f.name))
        out.write(f"{INCLUDE}/{f.name}-decisions.md", fragment_decisions(f))
        for file_name, target in registry.entry(f.name).docs_fragments.items():
            out.write(f"{INCLUDE}/{file_name}", str(registry.resolve(target)()))
    out.write("clause-index.md", page_clause_index(all_facts))
    out.write(f"{INCLUDE}/games-toctree.md", fragment_games(all_facts, srcdir))
    out.write(f"{INCLUDE}/cli-help.md", fragment_cli_help())
    out.write(f"{INCLUDE}/rulesets.md", fragment_rulesets(all_facts))
    # The situation files the hand-written pages show, each run into its trace
    # and drawn.
    for tutorial in sorted((srcdir / "situations").glob("*.toml")):
        trace, drawing = fragment_tutorial(tutorial)
        out.write(f"{INCLUDE}/{tutorial.stem}-trace.md", trace)
        out.write(f"{INCLUDE}/{tutorial.stem}-picture.md", drawing)
    out.prune()
    logger.info("automa: generated pages in %.1fs (checks %.1fs); changed: %s",
                time.perf_counter() - start, check_seconds, ", ".join(out.changed) or "none")


# --------------------------------------------------------------------------
# The diagrams' files, and every link of the built site, checked


def write_site_files(app: Sphinx, exception: BaseException | None) -> None:
    """Each diagram's own SVG file into the built site, where its page links to it."""
    if exception is not None or app.builder.format != "html":
        return
    for rel, text in _SITE_FILES.items():
        path = Path(app.outdir) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")


class _Links(HTMLParser):
    """The links (``href``, ``xlink:href``) and the anchors (``id``, ``name``) of an
    HTML page or an SVG file."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.hrefs: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for key, value in attrs:
            if value is None:
                continue
            if key in ("href", "xlink:href"):
                self.hrefs.append(value)
            elif key == "id" or (key == "name" and tag == "a"):
                self.ids.add(value)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)


def broken_links(outdir: Path) -> list[str]:
    """Each link on the built site (every HTML page, raw HTML and inline SVG
    included, and every SVG file) whose file or anchor does not exist, as
    "file: href (what is missing)". Sphinx checks the references it makes, but
    a link inside raw HTML or an SVG is only text to it; so the built files are
    read back, whoever wrote the link."""
    from urllib.parse import unquote, urlsplit

    parsed: dict[Path, _Links] = {}

    def read(path: Path) -> _Links:
        if path not in parsed:
            parsed[path] = _Links()
            parsed[path].feed(path.read_text(encoding="utf-8", errors="replace"))
        return parsed[path]

    root = outdir.resolve()
    broken = []
    files = sorted(p for p in root.rglob("*") if p.suffix in (".html", ".svg") and p.is_file()
                   and ".doctrees" not in p.parts)
    for page in files:
        for href in read(page).hrefs:
            url = urlsplit(href)
            if url.scheme or url.netloc:
                continue  # another site (or mailto:): not ours to check
            path = unquote(url.path)
            target = (page.parent / path).resolve() if path else page
            if path.endswith("/") or target.is_dir():
                target = target / "index.html"
            where = f"{page.relative_to(root).as_posix()}: {href}"
            if not target.is_relative_to(root):
                problem = f"{where} (outside the site)"
            elif not target.is_file():
                problem = f"{where} (no file {path})"
            elif (url.fragment and target.suffix in (".html", ".svg")
                  and unquote(url.fragment) not in read(target).ids):
                problem = f"{where} (no anchor #{url.fragment} on {path or 'the page'})"
            else:
                continue
            if problem not in broken:
                broken.append(problem)
    return broken


def check_links(app: Sphinx, exception: BaseException | None) -> None:
    """A warning, which ``-W`` makes fail the build, for each link of the built
    site that lands nowhere."""
    if exception is not None or app.builder.format != "html":
        return
    for problem in broken_links(Path(app.outdir)):
        logger.warning("a link lands nowhere: %s", problem, type="automa", subtype="link")


# What the site names as objects of its own: each has one canonical anchor,
# an index entry, a place in the search results ahead of whole pages, and an
# entry in objects.inv, so another Sphinx site can link it by intersphinx
# (:std:clause:`woodcraft.solo.card.no-tile-moved`).
OBJECT_TYPES = (("clause", "rule clause"), ("ruling", "Ruling"),
                ("assumption", "assumption"), ("finding", "finding"))


def object_myst(kind: str, ident: str) -> list[str]:
    """The directive that makes ``ident`` an object of ``kind`` on its page."""
    return [f"```{{{kind}}} {ident}", "```", ""]


def sidebar_of_visible_pages(app: Sphinx, pagename: str, templatename: str,
                             context: dict[str, object], doctree: object) -> None:
    """The sidebar lists every page but those of hidden toctrees: a rules
    section and a worked example are listed on their game's rules and examples
    pages, and reached from there. Listed in the sidebar, the hundreds of them
    would be written into every page (some 50 KB each) and parsed again for each
    page by the theme. On such a page the sidebar marks the page that lists it
    as where the reader is, and opens its game."""
    toctree = context.get("toctree")
    if not callable(toctree):
        return
    parent = app.env.collect_relations().get(pagename, [None])[0]

    def visible(**kwargs: object) -> object:
        tree = toctree(**{**kwargs, "includehidden": False})
        if not isinstance(tree, str) or "current-page" in tree or parent is None:
            return tree
        return mark_current(tree, app.builder.get_relative_uri(pagename, parent))

    context["toctree"] = visible


def mark_current(tree: str, href: str) -> str:
    """The sidebar's list with the link to ``href`` marked as the current
    place, and each list item around it, as Sphinx marks the current page."""
    from bs4 import BeautifulSoup, Tag

    soup = BeautifulSoup(tree, "html.parser")
    link = soup.find("a", href=href)
    if not isinstance(link, Tag):
        return tree
    for node in (link, *link.find_parents("li")):
        node["class"] = " ".join([*node.get_attribute_list("class"), "current"])
    return str(soup)


def setup(app: Sphinx) -> dict[str, object]:
    for kind, name in OBJECT_TYPES:
        app.add_object_type(kind, kind, objname=name, indextemplate=f"pair: %s; {name}")
    app.add_config_value("automa_run_checks", True, "env", types=(bool, int))
    automa_impact.setup(app)
    app.connect("builder-inited", generate)
    # Before the theme builds its sidebar from the page's toctree (priority 500).
    app.connect("html-page-context", sidebar_of_visible_pages, priority=400)
    # In this order: the diagrams' files first, so that their links are checked too.
    app.connect("build-finished", write_site_files, priority=400)
    app.connect("build-finished", check_links, priority=600)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}

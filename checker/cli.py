"""The `automa` command.

Heavy libraries (Hypothesis, z3) are imported only by `automa check`, so that
`automa decide` starts about as fast as Python itself.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO, cast
from pathlib import Path
from types import SimpleNamespace

from .errors import InputError, NoHit, escape_controls

if TYPE_CHECKING:
    # Imported by parser(), once the start-up cache is in (argparse brings
    # gettext, which compiles a pattern as it loads).
    import argparse

EPILOG_RULES = """\
examples:
  automa rules                                  every clause, one line each
  automa rules woodcraft.solo.card.no-tile-moved  one clause in full
  automa rules reshuffle deck                   clauses mentioning all these words
  automa rules darwins_journey.alfred.location-tie  one Ruling in full (an assumption
                                                too: any id the docs cite)
  automa rules --rulings                        the open questions and their readings
  automa rules --rulings woodcraft.solo.card.no-tile-moved  the Rulings of one clause
  automa rules --open wendake                   the same, of one game
  automa rules --assumptions                    data no source states
"""
EPILOG_DECIDE = """\
A situation file (TOML) names a game and a named setup, then overrides only
what the dispute is about. See examples/woodcraft/*.toml.

examples:
  automa decide examples/woodcraft/plus-one-blocked.toml
  automa decide FILE --ruling woodcraft.advance-when-blocked=no-advance
  automa decide FILE --ruleset printed   the rulebook as printed, no errata
  automa decide FILE --json > answer.json

Every answer names the ruleset it was given under (errata unless the file or
--ruleset names another) and the version of Automa (automa --version).

exit codes: 0 answer given (and it matches the file's [expect], if any);
1 the answer contradicts the file's [expect]; 2 bad input.
"""
EPILOG_NEW = """\
Writes a situation file that already reads and decides, with every field of
the position commented out at its setup value, and the answer the spec gives
it as a commented [expect]: uncomment and edit what your question is about.

examples:
  automa new wendake                            the decisions Wendake files can ask
  automa new woodcraft solo-card my-card.toml   a skeleton to edit
  automa new darwins-journey alfred-turn        printed, to read first
"""
EPILOG_SCHEMA = """\
Prints the JSON Schema (draft 2020-12) of a game's situation files: every
field with its title, meaning, default, allowed values and ranges; an
unknown field is an error, as it is for `automa decide`. An editor that
knows the schema checks a file as you type and completes field names.

With Even Better TOML (VS Code) or Taplo, save the schema beside your files
and name it on the first line of each file:

  automa schema GAME > GAME.schema.json
  #:schema ./GAME.schema.json                   (first line of the .toml file)

or associate it once, for a whole folder, in a .taplo.toml beside it:

  [[rule]]
  include = ["GAME/**/*.toml"]
  [rule.schema]
  path = "./GAME.schema.json"

A schema checks the shape of each field; `automa decide FILE` checks the
rest (totals the components fix, what the decision needs) and names the
file, line and field of a mistake.

examples:
  automa schema woodcraft                       the JSON Schema
  automa schema wendake --markdown              the field reference (docs/fields/)
  automa schema --write-docs                    rewrite docs/fields/*.md from the code
"""
EPILOG_DIFF = """\
Give one ruling twice to compare two readings, or no ruling to compare every
option of every ruling of the game against the reading in force. Give
--ruleset twice to see where two rulesets part.

examples:
  automa diff FILE --ruleset printed --ruleset errata
  automa diff FILE --ruling woodcraft.last-tile-blocked=skip \\
                   --ruling woodcraft.last-tile-blocked=farthest-that-can-move
  automa diff FILE
"""
EPILOG_CHECK = """\
Runs the game's property suites (Hypothesis) and z3 probes, prints findings
(situations where the rules break down) and proofs (questions z3 showed can
never arise), and writes each finding's witness situation file into --out.

examples:
  automa check --quick               every game, a quick pass
  automa check woodcraft --thorough  more examples per property
  automa check --ruleset printed     the same questions of the texts as printed
  automa check --json

exit codes: 0 every finding is settled by a Ruling; 1 a finding has no Ruling
or a property broke; 2 bad input.
"""


EPILOG_IMPACT = """\
What each reading of each Ruling changes, over many seeded whole games. Each
seed is played under the readings in force and once more under every other
reading measured: paired games, the same seed and the same stand-in moves,
only the one reading differs. For each reading: the share of games that
consult the Ruling; the share in which a decision changes, and the first
decision #K that does (`automa play ... --save-at K` saves that position);
the share whose result changes; the mean effect on each seat's final score
with its 95% confidence interval (Student's t); the share whose winner
changes, with its 95% Wilson interval; and the smallest game where the
winner changes, as a replay command. In a solo game where nothing scores
against you, the verdict of its rules (a score guide's mark) stands in for
the winner.

The games run on Dask: a local cluster of --workers processes that the
command starts and stops itself, or a running cluster (--scheduler ADDRESS;
its workers need Automa installed). The table does not depend on the number
of workers. --out FILE keeps each seed's result as a JSON line; run the same
command again and it plays only the seeds FILE does not hold yet.

examples:
  automa impact woodcraft                       every Ruling, 200 games
  automa impact wendake --ruling wendake.attack-target --games 1000
  automa impact woodcraft --ruling woodcraft.last-tile-blocked=farthest-that-can-move
  automa impact darwins-journey --solo --level white --games 100 --workers 4
  automa impact wendake --games 5000 --out wendake.jsonl   interrupt, rerun: it resumes
  automa impact wendake --scheduler tcp://10.0.0.5:8786    a running Dask cluster
  automa impact woodcraft --json > impact.json

exit codes: 0 the table printed; 2 bad input; 130 interrupted (--out keeps
what was played).
"""


COMMANDS = ("rules", "new", "schema", "decide", "diff", "play", "check", "impact")

SAVE_AT = """\
A disputed move from a real game: the log numbers each decision of the bot
(#1, #2, ...; of the stand-in players where the game has no bot). --save-at K
FILE writes the position just before decision #K as a short situation file
(the seed's setup and only what changed since), whose question is what the bot
does now; FILE must not exist yet.
examples:
  automa play woodcraft --seed 7                      find the move: #5 ...
  automa play woodcraft --seed 7 --save-at 5 round5.toml
  automa decide round5.toml                           the decision, step by step
  automa diff round5.toml                             the readings that change it"""


# `automa play`'s help names each game's levels, player counts and stand-ins.
# It is written from the registry, so that a new game, or a changed level,
# shows here without an edit.


def _or(items: Sequence[object]) -> str:
    """"a, b or c"."""
    words = [str(i) for i in items]
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)


def _among(parts: Sequence[str], sep: str = "; ") -> str:
    """A parenthesis listing ``parts``, with a space before it; "" when empty."""
    return f" ({sep.join(parts)})" if parts else ""


class _PlayHelp:
    """The per-game parts of `automa play --help`."""

    def __init__(self) -> None:
        from .registry import entries

        self.entries = entries()
        several = [e for e in self.entries if not e.solo]
        self.game = f"the game: {_or([e.id for e in self.entries])}"
        self.level = "the bot's level, for games whose bot has levels" + _among([
            f"{e.id}{'' if e.solo else ' with --solo'}: {e.bot.name}'s {e.bot.level_noun} "
            f"{_or(e.levels)}; default {e.bot.default_level}"
            for e in self.entries if e.levels])
        self.solo = ("play a game for several people solo against its bot"
                     + _among([f"{e.id}: {e.bot.name}" for e in several if e.levels])
                     + "; not with --players")
        self.players = ("how many play, for games that are not solo"
                        + _among([f"{e.id}: {_or(e.player_counts)}; default {e.player_counts[0]}"
                                  for e in several])
                        + "; every seat is a seeded stand-in player (see --policy)")
        self.policy = ("the stand-ins, for games with several"
                       + _among([f"{e.id}: {_or(e.policies)}; default {e.policies[0]}"
                                 for e in self.entries if e.policies])
                       + ": one name for every seat, or one per seat")
        self.epilog = (self._examples() + "\n" + self._seats() + "\n\n" + SAVE_AT + "\n")

    def _examples(self) -> str:
        lines = ["examples:"]
        column = 48
        for e in self.entries:
            for args, comment in e.play_examples:
                command = f"  automa play {args}"
                first, *more = comment.split("\n") if comment else [""]
                if len(command) + 2 > column:
                    lines.append(command)
                    more = [first, *more]
                else:
                    lines.append(f"{command:<{column}}{first}".rstrip())
                lines += [" " * column + line for line in more]
        return "\n".join(lines) + "\n"

    def _seats(self) -> str:
        import textwrap

        several = [e for e in self.entries if not e.solo]
        solo = [e.id for e in self.entries if e.solo]
        text = ("--players is for the games played by several people"
                + _among([f"{e.id}: {_or(e.player_counts)}, default {e.player_counts[0]}"
                          for e in several])
                + (f"; the solo games{_among(solo, ', ')} take none." if solo else "."))
        bots = [f"{e.id}: {e.bot.name}" + (f", whose {e.bot.level_noun} is --level "
                                             f"{_or(e.levels)}; default {e.bot.default_level}"
                                             if e.levels else "")
                for e in several if e.levels]
        if bots:
            text += (" --solo plays such a game against its solo bot instead"
                     + _among(bots) + ".")
        return textwrap.fill(text, 76, break_on_hyphens=False)


def _version() -> str:
    from spec import __version__

    return __version__


RULESET_HELP = ("the bundle of readings to answer under: printed (the texts as printed), "
                "errata (with the publisher's corrections; the default) or faq (and the "
                "community FAQ's answers)")


def parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command-line parser; with ``only``, just that subcommand is built
    (building all five costs a few milliseconds of every `automa decide`)."""
    import argparse

    from .help_format import Raw, Wrapping

    p = argparse.ArgumentParser(
        prog="automa",
        formatter_class=Wrapping,
        description="Automa: an executable rules reference for solo-mode bots. "
        "Look up a rule, settle a dispute from a situation file, play whole "
        "games, and probe the rules for holes.",
    )
    p.add_argument("--version", action="version", version=f"automa {_version()}",
                   help="print the version to pin an answer to, and exit")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    fmt = Raw

    if only in (None, "rules"):
        r = sub.add_parser("rules", help="look up rule clauses, rulings and assumptions",
                           epilog=EPILOG_RULES, formatter_class=fmt)
        r.add_argument("query", nargs="*", help="a clause, ruling or assumption id, or words "
                       "that must all appear")
        r.add_argument("--game", help="only this game's clauses (rulings, assumptions)")
        r.add_argument("--rulings", action="store_true", help="list rulings instead of clauses")
        r.add_argument("--open", nargs="?", const="", default=None, metavar="GAME",
                       help="every open question (ruling) with its readings, which ruleset "
                       "picks each and what each rests on; of one game if given")
        r.add_argument("--assumptions", action="store_true", help="list assumptions instead")
        r.add_argument("--json", action="store_true", help="machine-readable output")

    if only in (None, "new"):
        n = sub.add_parser("new", help="start a situation file: a commented skeleton that "
                           "already decides", epilog=EPILOG_NEW, formatter_class=fmt)
        from .registry import ids as game_ids

        n.add_argument("game", help=f"the game: {_or(game_ids())}")
        n.add_argument("decision", nargs="?", metavar="DECISION",
                       help="what the file asks (leave out to list them)")
        n.add_argument("file", nargs="?", type=Path, metavar="FILE",
                       help="where to write it; never overwritten (leave out to print it)")

    if only in (None, "schema"):
        from .registry import ids as schema_ids

        s = sub.add_parser("schema", help="the JSON Schema of a game's situation files, for "
                           "editors (or their field reference)", epilog=EPILOG_SCHEMA,
                           formatter_class=fmt)
        s.add_argument("game", nargs="?", metavar="GAME", help=f"the game: {_or(schema_ids())}")
        s.add_argument("--markdown", action="store_true",
                       help="print the field reference as Markdown instead")
        s.add_argument("--write-docs", action="store_true",
                       help="write every game's field reference to docs/fields/GAME.md")

    if only in (None, "decide"):
        d = sub.add_parser("decide", help="what the bot does in a situation, step by step",
                           epilog=EPILOG_DECIDE, formatter_class=fmt)
        d.add_argument("file", type=Path, help="a situation file (.toml)")
        d.add_argument("--ruleset", metavar="NAME",
                       help=RULESET_HELP + "; overrides the file's ruleset")
        d.add_argument("--ruling", action="append", default=[], metavar="ID=OPTION",
                       help="read an open question this way (repeatable)")
        out = d.add_mutually_exclusive_group()
        out.add_argument("--json", action="store_true", help="machine-readable output")
        out.add_argument("--myst", action="store_true", help="Markdown (MyST) as in the docs")

    if only in (None, "diff"):
        f = sub.add_parser("diff", help="where two readings of a ruling change the decision",
                           epilog=EPILOG_DIFF, formatter_class=fmt)
        f.add_argument("file", type=Path, help="a situation file (.toml)")
        f.add_argument("--ruleset", action="append", default=[], metavar="NAME",
                       help="once: the ruleset to compare readings under; twice: compare "
                       "the two rulesets (printed, errata, faq)")
        f.add_argument("--ruling", action="append", default=[], metavar="ID=OPTION",
                       help="an option to compare (give one ruling twice)")
        f.add_argument("--json", action="store_true", help="machine-readable output")

    if only in (None, "play"):
        play_help = _PlayHelp()
        g = sub.add_parser("play", help="play a whole game from a seed",
                           epilog=play_help.epilog, formatter_class=fmt)
        g.add_argument("game", help=play_help.game)
        g.add_argument("--seed", type=int, default=1, help="the game's seed (default 1)")
        g.add_argument("--level", help=play_help.level)
        g.add_argument("--solo", action="store_true", help=play_help.solo)
        g.add_argument("--players", type=int, metavar="N", help=play_help.players)
        g.add_argument("--policy", metavar="NAME[,NAME...]", help=play_help.policy)
        g.add_argument("--ruleset", metavar="NAME", help=RULESET_HELP)
        g.add_argument("--ruling", action="append", default=[], metavar="ID=OPTION",
                       help="read an open question this way (repeatable)")
        g.add_argument("--trace", action="store_true", help="print every step with its clause")
        g.add_argument("--log", action="store_true", help="include the per-round log in --json")
        g.add_argument("--json", action="store_true", help="machine-readable output")
        g.add_argument("--save-at", nargs=2, metavar=("K", "FILE"),
                       help="also write the position just before decision #K of the log "
                       "(the log numbers each bot decision #1, #2, ...) as a situation file "
                       "FILE, for `automa decide FILE`; never over an existing file")

    if only in (None, "check"):
        c = sub.add_parser("check", help="probe the rules for holes (Hypothesis and z3)",
                           epilog=EPILOG_CHECK, formatter_class=fmt)
        from .registry import ids

        c.add_argument("game", nargs="?",
                       help=f"one game: {_or(ids())} (default: every game)")
        depth = c.add_mutually_exclusive_group()
        depth.add_argument("--quick", action="store_true", help="a fast pass (the default)")
        depth.add_argument("--thorough", action="store_true", help="many more examples")
        c.add_argument("--out", type=Path, default=Path("automa-findings"),
                       help="folder for witness files (default ./automa-findings); "
                       "existing files are never overwritten")
        c.add_argument("--ruleset", metavar="NAME", help=RULESET_HELP + "; every check and "
                       "every witness file it writes is under it")
        c.add_argument("--json", action="store_true", help="machine-readable output")

    if only in (None, "impact"):
        from .registry import ids as impact_ids

        m = sub.add_parser("impact", help="what each reading of each Ruling changes, over "
                           "many seeded games (on Dask)", epilog=EPILOG_IMPACT,
                           formatter_class=fmt)
        m.add_argument("game", help=f"the game: {_or(impact_ids())}")
        m.add_argument("--ruling", action="append", default=[], metavar="ID[=OPTION]",
                       help="a Ruling to measure, every other reading of it (or just OPTION); "
                       "repeatable; default every Ruling of the game")
        m.add_argument("--level", help="the bot's level, as for `automa play`")
        m.add_argument("--solo", action="store_true",
                       help="a game for several played solo against its bot, as for "
                       "`automa play`")
        m.add_argument("--players", type=int, metavar="N", help="how many play, as for "
                       "`automa play`")
        m.add_argument("--policy", metavar="NAME[,NAME...]", help="the stand-ins, as for "
                       "`automa play`")
        m.add_argument("--games", type=int, default=200, metavar="N",
                       help="how many seeds (default 200)")
        m.add_argument("--seed", type=int, default=0, metavar="S",
                       help="the first seed (default 0): seeds S to S+N-1")
        m.add_argument("--workers", type=int, metavar="N",
                       help="processes of the local Dask cluster (default: the machine's "
                       "cores)")
        m.add_argument("--scheduler", metavar="ADDRESS",
                       help="use the running Dask cluster at ADDRESS (e.g. tcp://host:8786) "
                       "instead of starting one")
        m.add_argument("--ruleset", metavar="NAME", help=RULESET_HELP + "; the readings in "
                       "force that every other reading is measured against")
        m.add_argument("--out", type=Path, metavar="FILE",
                       help="keep each seed's result in FILE (JSON lines); an interrupted "
                       "campaign resumes from what FILE holds; a FILE of another campaign "
                       "is refused, never overwritten")
        m.add_argument("--json", action="store_true", help="machine-readable output")
    return p


class _Escaping:
    """A text stream that writes control characters escaped: a title or a
    move in a situation file can hold any character, and none of them may
    move the terminal's cursor or change its colours. JSON is unaffected,
    as it escapes control characters itself."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(escape_controls(text))

    def __getattr__(self, name: str) -> object:
        return getattr(self.stream, name)


def main(argv: Sequence[str] | None = None) -> int:
    """The `automa` command on ``argv``; without it, the process itself (the
    console script, ``python -m checker.cli``), which ends when this returns."""
    if argv is not None:
        return _main(argv)
    import gc

    # Nearly every object the command makes while it starts (modules, classes,
    # the games' tables) lives until it ends: the collector's passes over them
    # are wasted, some 10 ms of a decide at the default first threshold of 700.
    gc.set_threshold(100_000)
    try:
        code = _main(sys.argv[1:])
    finally:
        # Nor does the last collection, as the interpreter exits, free anything
        # that matters once the process ends (another 10 ms): it skips what
        # freeze() set aside. Output is flushed and atexit runs as before.
        gc.freeze()
    if sys.argv[1:2] == ["decide"]:
        _end_decide(code)
    return code


def _end_decide(code: int) -> None:
    """End a decide's process here, as the interpreter would but without
    taking every module and object apart first (1 to 2 ms that change
    nothing once the process ends): the output flushed, the start-up cache
    written, the exit code. A decide starts no thread, holds no other file
    open and registers no other atexit function (tested). Should the output
    not flush (a closed pipe), it returns, and the interpreter ends the
    process and reports it as ever."""
    from .code_cache import install

    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is None:
                return
            stream.flush()
    except (OSError, ValueError):
        return
    cache = install()  # the one this process installed (None: turned off)
    if cache is not None:
        cache.save()
    os._exit(code)


def plain_decide(argv: Sequence[str]) -> SimpleNamespace | None:
    """What the parser reads from ``decide FILE`` with at most one of
    ``--json`` and ``--myst``, the question asked at the table; None for any
    other command line, which the parser reads.

    Building argparse's parser (with gettext, which imports locale to look
    for translations) is some 6 ms of a decide; a test holds this reading
    equal to the parser's, option by option."""
    if not argv or argv[0] != "decide" or len(argv) > 3:
        return None
    words = list(argv[1:])
    fmt = [w for w in words if w in ("--json", "--myst")]
    files = [w for w in words if w not in fmt]
    if len(fmt) > 1 or len(files) != 1 or files[0].startswith("-"):
        return None
    return SimpleNamespace(command="decide", file=Path(files[0]), ruleset=None, ruling=[],
                           json=fmt == ["--json"], myst=fmt == ["--myst"])


def _main(argv: Sequence[str]) -> int:
    from .code_cache import install

    install()  # before the spec is imported: its dataclasses start from the cache
    argv = list(argv)
    args = plain_decide(argv) or parser(
        argv[0] if argv and argv[0] in COMMANDS else None).parse_args(argv)
    stdout = sys.stdout
    sys.stdout = cast(TextIO, _Escaping(stdout))
    try:
        return _run(args)
    finally:
        sys.stdout = stdout


def _run(args: argparse.Namespace | SimpleNamespace) -> int:
    try:
        if args.command == "rules":
            from .commands import rules

            if args.open is not None:
                return rules([], args.open or args.game, True, False, args.json)
            return rules(args.query, args.game, args.rulings, args.assumptions, args.json)
        if args.command == "new":
            from .skeleton import new

            return new(args.game, args.decision, args.file)
        if args.command == "schema":
            from .schema import schema

            return schema(args.game, args.markdown, args.write_docs)
        if args.command == "decide":
            from .deciding import decide

            return decide(args.file, args.ruling, "json" if args.json else
                          "myst" if args.myst else "text", args.ruleset)
        if args.command == "diff":
            from .commands import diff

            return diff(args.file, args.ruling, args.json, args.ruleset)
        if args.command == "play":
            from .commands import play

            return play(args.game, args.seed, args.level, args.ruling, args.trace, args.log,
                        args.json, args.players, args.policy, args.solo, args.ruleset,
                        args.save_at)
        if args.command == "impact":
            from .impact import impact

            return impact(args.game, args.ruling, args.level, args.solo, args.players,
                          args.policy, args.games, args.seed, args.workers, args.ruleset,
                          args.json, args.out, args.scheduler)
        from .check import run_check

        return run_check(args.game, args.thorough, args.out, args.json, args.ruleset)
    except NoHit as e:
        print(f"automa: {e}", file=sys.stderr)
        return 1
    except InputError as e:
        print(f"automa: error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())

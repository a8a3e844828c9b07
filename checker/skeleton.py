"""`automa new`: a commented skeleton of a situation file, for any decision.

A skeleton is a file that already reads and decides. The fields that set
the position follow, commented out, holding the values of the setup the file
names (the seed's setup, or a worked example where a bare file cannot ask
the question), so a user only uncomments and edits what the dispute is
about. The answer comes last, commented out too, as `[expect]` with the
answer the spec gives the skeleton itself, so its field names and shapes are
right.

One mechanism for every game: the skeleton is made from what each game's
adapter already does (read a file, decide it, write a state as TOML), so a
new game gets `automa new` with no code of its own.
"""

from __future__ import annotations

import difflib
import tempfile
from pathlib import Path

from . import games
from .errors import InputError
from .fields import annotate
from .games import ROOT
from .toml_writer import key, value

QUESTION = "What does the bot do now?"


def _commented(text: str) -> list[str]:
    return [f"# {line}" if line.strip() else "#" for line in text.rstrip("\n").splitlines()]


def _example_of(game: str, kind: str) -> Path | None:
    """The first worked example that asks for this decision."""
    from .situation import read

    for path in games.examples(game):
        if read(path).kind == kind:
            return path
    return None


def _without(text: str, keys: tuple[str, ...]) -> str:
    """A file's text with its top-level ``keys``, its [expect] tables and its
    comments (the example's own derivation, which would mislead here) left out."""
    out, skipping, multiline = [], False, False
    for line in text.splitlines():
        if multiline:
            multiline = line.count('"""') % 2 == 0
            continue
        stripped = line.strip()
        if stripped.startswith("#"):
            continue
        if stripped.startswith("["):
            skipping = stripped.startswith("[expect")
        key = stripped.split("=", 1)[0].strip()
        if not skipping and "=" in stripped and key in keys and not stripped.startswith("["):
            multiline = stripped.count('"""') == 1
            continue
        if not skipping:
            out.append(line)
    return "\n".join(out).strip("\n") + "\n"


def skeleton(game_name: str, kind: str) -> str:
    """The text of a new situation file asking ``kind`` of ``game_name``."""
    from .commands import run
    from .situation import file_form, read

    game = games.get(game_name)
    if kind not in game.kinds:
        close = difflib.get_close_matches(kind, game.kinds, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        raise InputError(f"{game.name} has no decision {kind!r}{hint} (choose one of: "
                         f"{', '.join(game.kinds)})", field="DECISION")
    head = [f"# A {game.title} situation asking for the decision {kind!r}.",
            "# It reads and decides as it stands: `automa decide FILE`. Uncomment and edit",
            "# only what your question is about; every field left out keeps the setup's value.",
            f"# Every field and what it means: docs/fields/{game.name}.md; for an editor that",
            f"# checks the file as you type: automa schema {game.name} --help.", ""]
    bare = (f'game = "{game.name}"\ntitle = "My question"\nquestion = "{QUESTION}"\n'
            f'decide = "{kind}"\nseed = 1\n')
    with tempfile.TemporaryDirectory(prefix="automa-new-") as folder:
        scratch = Path(folder) / "new.toml"
        scratch.write_text(bare, encoding="utf-8")
        try:
            situation = read(scratch)
            body, origin = bare, "the setup dealt from seed 1"
        except InputError as e:
            example = _example_of(game.name, kind)
            if example is None:
                raise InputError(f"a bare file cannot ask for {kind!r} ({e.detail}) and no "
                                 "worked example does either", field="DECISION") from None
            rel = example.relative_to(ROOT)
            head += [f"# A bare file cannot ask this ({e.detail});",
                     f"# this one starts from the worked example {rel}.", ""]
            body = (f'game = "{game.name}"\ntitle = "My question"\nquestion = "{QUESTION}"\n'
                    + _without(example.read_text(encoding="utf-8"),
                               ("game", "title", "question")))
            scratch.write_text(body, encoding="utf-8")
            situation = read(scratch)
            origin = f"the worked example {rel}"
    answer = run(situation, situation.rulings, traced=False).answer
    lines = head + body.rstrip("\n").splitlines()
    lines += ["", "# ruleset = \"errata\"   # printed | errata | faq (errata unless you say)",
              "# [rulings]             # read an open question another way: automa rules --open",
              f"#   \"{game.name.replace('-', '_')}.RULING\" = \"OPTION\"", "",
              f"# --- The position: every field you can set, with the value of {origin}. ---", ""]
    # Each field with what it means beside it: the file explains itself.
    lines += annotate(_commented(game.situation_toml(situation.state, kind)),
                      file_form(game.name))
    lines += ["", "# --- The answer you expect, as the spec answers this file now; uncomment",
              "# the fields you dispute (a table pins only the keys it names). ---", "",
              "# [expect]"]
    lines += [f"# {key(k)} = {value(v)}" for k, v in answer.items()]
    return "\n".join(lines) + "\n"


def new(game_name: str, kind: str | None, file: Path | None) -> int:
    """`automa new`: list the decisions, or write (or print) a skeleton."""
    game = games.get(game_name)
    if kind is None:
        from .situation import read

        print(f"{game.title}: the decisions a situation file can ask for "
              f"(automa new {game.name} DECISION [FILE]):")
        for k in game.kinds:
            shown = [p.name for p in games.examples(game.name) if read(p).kind == k]
            example = f"e.g. examples/{game.name}/{shown[0]}" if shown else "(no bundled example)"
            print(f"  {k:<14}  {example}")
        return 0
    text = skeleton(game.name, kind)
    if file is None:
        print(text, end="")
        return 0
    try:
        with file.open("x", encoding="utf-8") as f:
            f.write(text)
    except FileExistsError:
        raise InputError("already exists; automa new never overwrites a file: give a new "
                         "name, or leave FILE out to print the skeleton", file=str(file)) from None
    except OSError as e:
        raise InputError(f"cannot write the file ({e.strerror or e})", file=str(file)) from None
    print(f"wrote {file}: edit it, then `automa decide {file}`")
    return 0

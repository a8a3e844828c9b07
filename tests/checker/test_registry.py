"""The registry: every game's entry is complete and agrees with its adapter,
the CLI's help is written from it, a game registered in a test shows up
everywhere, and no tool keeps a per-game table of its own."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from checker import check, games, registry
from checker.errors import InputError
from checker.games import ROOT
from checker.registry import GameEntry
from checker.situation import read

from .run_cli import automa

ENTRIES = registry.entries()
FAKE = "tests.checker.fake_game"


def entry_id(e: GameEntry) -> str:
    return e.id


def _or(items: tuple[object, ...]) -> str:
    """"a, b or c", as the help lists choices."""
    words = [str(i) for i in items]
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)


def play_help(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    """`automa play --help`, wide enough that no line wraps inside a help text."""
    monkeypatch.setenv("COLUMNS", "2000")
    with pytest.raises(SystemExit) as done:
        automa(capsys, "play", "--help")
    assert done.value.code == 0
    return capsys.readouterr().out


def epilog(help_text: str) -> str:
    """The help's text after its usage, on one line: it wraps at 76 columns."""
    return " ".join(help_text.split("\n\n", 1)[-1].split())


# --- Each entry is complete and agrees with its adapter ---------------------------


@pytest.mark.parametrize("e", ENTRIES, ids=entry_id)
def test_entry_is_complete(e: GameEntry) -> None:
    assert re.fullmatch(r"[a-z][a-z0-9]*(-[a-z0-9]+)*", e.id)
    assert e.name and e.title and e.bot.id and e.bot.name
    if e.levels:
        assert e.bot.default_level in e.levels and e.bot.level_noun
    assert e.checks and e.play_examples and e.bad_files and e.bench
    assert all(args.split()[0] == e.id for args, _ in e.play_examples)
    if e.bench_decide:
        assert (ROOT / e.bench_decide).is_file()
        assert Path(e.bench_decide).parent == Path("examples", e.id)
    assert e.check_seconds > 0


@pytest.mark.parametrize("e", ENTRIES, ids=entry_id)
def test_entry_agrees_with_its_adapter(e: GameEntry) -> None:
    game = games.get(e.id)
    assert (game.name, game.title) == (e.id, e.title)
    assert game.levels == e.levels
    assert game.player_counts == e.player_counts
    assert game.policies == e.policies
    assert games.load_rules(e.id) is game  # the spec package the entry names imports
    assert games.examples(e.id), f"no examples/{e.id}/*.toml"


@pytest.mark.parametrize("e", ENTRIES, ids=entry_id)
def test_entry_checks_register_checks_of_the_game(e: GameEntry) -> None:
    registered = check.checks(e.id)
    assert registered and all(c.game == e.id for c in registered)


@pytest.mark.parametrize("e", ENTRIES, ids=entry_id)
def test_bad_files_do_not_load(e: GameEntry, tmp_path: Path) -> None:
    for title, text in e.bad_files:
        path = tmp_path / "bad.toml"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(InputError):
            read(path)
        assert title


@pytest.mark.parametrize("e", ENTRIES, ids=entry_id)
def test_docs_references_resolve(e: GameEntry, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(ROOT / "docs" / "_ext"))
    for name, target in e.docs_fragments.items():
        assert name.startswith(e.id + "-") and name.endswith(".md")
        assert callable(registry.resolve(target))
    if e.docs_overview:
        assert callable(registry.resolve(e.docs_overview))


@pytest.mark.parametrize("e", ENTRIES, ids=entry_id)
def test_bench_workloads_give_the_figures_their_targets_read(e: GameEntry) -> None:
    for work in e.bench:
        figures = work.run(1)
        for target in work.targets:
            assert target.figure in figures, (work.name, target.label)
            assert target.label.split()[0] in (e.id, e.bot.id, "solo")
        assert all(figure in figures for _, figure, _ in work.shown)


# --- The entry's levels, player counts and stand-ins are what `automa play` takes --


def play(capsys: pytest.CaptureFixture[str], e: GameEntry, *args: str) -> tuple[int, str]:
    code, out, err = automa(capsys, "play", e.id, "--seed", "3", *args)
    return code, out or err


@pytest.mark.parametrize("e", [e for e in ENTRIES if e.levels], ids=entry_id)
def test_play_takes_the_entry_levels(e: GameEntry, capsys: pytest.CaptureFixture[str]) -> None:
    solo = () if e.solo else ("--solo",)
    for level in e.levels:
        assert play(capsys, e, *solo, "--level", level)[0] == 0, level
    code, err = play(capsys, e, *solo, "--level", "no-such-level")
    assert code == 2 and "no-such-level" in err
    assert play(capsys, e, *solo) == play(capsys, e, *solo, "--level", e.bot.default_level)


@pytest.mark.parametrize("e", [e for e in ENTRIES if not e.levels], ids=entry_id)
def test_play_takes_no_level_where_the_entry_has_none(e: GameEntry,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert play(capsys, e, "--level", "hard")[0] == 2


@pytest.mark.parametrize("e", ENTRIES, ids=entry_id)
def test_play_takes_the_entry_player_counts(e: GameEntry,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    for n in e.player_counts:
        assert play(capsys, e, "--players", str(n))[0] == 0, n
    code, _ = play(capsys, e, "--players", str(max(e.player_counts, default=1) + 1))
    assert code == 2
    if e.player_counts:
        assert play(capsys, e) == play(capsys, e, "--players", str(e.player_counts[0]))


@pytest.mark.parametrize("e", ENTRIES, ids=entry_id)
def test_play_takes_the_entry_policies(e: GameEntry, capsys: pytest.CaptureFixture[str]) -> None:
    for policy in e.policies:
        assert play(capsys, e, "--policy", policy)[0] == 0, policy
    assert play(capsys, e, "--policy", "no-such-player")[0] == 2
    if e.policies:
        assert play(capsys, e) == play(capsys, e, "--policy", e.policies[0])


@pytest.mark.parametrize("e", ENTRIES, ids=entry_id)
def test_play_help_examples_run(e: GameEntry, capsys: pytest.CaptureFixture[str]) -> None:
    for args, _ in e.play_examples:
        code, _, err = automa(capsys, "play", *args.split())
        assert code == 0, (args, err)


# --- The help is written from the registry ------------------------------------------


def test_play_help_lists_every_game_level_player_count_and_policy(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    text = play_help(capsys, monkeypatch)
    assert f"the game: {_or(registry.ids())}" in text
    for e in ENTRIES:
        if e.levels:
            assert f"{e.id}{'' if e.solo else ' with --solo'}: {e.bot.name}'s " \
                   f"{e.bot.level_noun} {_or(e.levels)}; default {e.bot.default_level}" in text
        if e.player_counts:
            assert f"{e.id}: {_or(e.player_counts)}; default {e.player_counts[0]}" in text
        if e.policies:
            assert f"{e.id}: {_or(e.policies)}; default {e.policies[0]}" in text
        for args, _ in e.play_examples:
            assert f"  automa play {args}" in text
    solo = [e.id for e in ENTRIES if e.solo]
    assert f"the solo games ({', '.join(solo)}) take none" in epilog(text)


def test_play_help_states_the_rules_levels(capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Checked by hand against the rules, not generated from the registry."""
    text = play_help(capsys, monkeypatch)
    # The Wendake solo rules: "Choose Easy, Medium or Hard".
    assert "wendake: the Ghost's difficulty easy, medium or hard; default medium" in text
    # Alfred's four boards, and Darwin's Journey for 2 to 4 players.
    assert "Alfred's board white, blue, yellow or green; default white" in text
    assert "(darwins-journey: 2, 3 or 4; default 2)" in text
    assert "the solo games (woodcraft, wendake) take none" in epilog(text)


def test_check_help_lists_every_game(capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "2000")
    with pytest.raises(SystemExit):
        automa(capsys, "check", "--help")
    assert f"one game: {_or(registry.ids())} (default: every game)" in capsys.readouterr().out


# --- A game registered in a test is picked up with no edit elsewhere ----------------


@pytest.fixture
def fake_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[GameEntry]:
    monkeypatch.setattr(registry, "MODULES", (*registry.MODULES, FAKE))
    monkeypatch.setattr(registry, "_LOADED", dict(registry._LOADED))
    monkeypatch.setattr(games, "_LOADED", dict(games._LOADED))
    monkeypatch.setattr(check, "_CHECKS", dict(check._CHECKS))
    yield registry.entry("fake-game")
    sys.modules.pop(FAKE, None)  # so that the next test imports it, and registers, afresh


def test_a_registered_game_shows_in_the_play_help(
        fake_game: GameEntry, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    text = play_help(capsys, monkeypatch)
    assert f"the game: woodcraft, wendake, darwins-journey or {fake_game.id}" in text
    assert "fake-game with --solo: Robo's chassis tin or iron; default tin" in text
    assert "fake-game: 2 or 5; default 2" in text
    assert "fake-game: lazy or eager; default lazy" in text
    assert "darwins-journey: Alfred; fake-game: Robo" in text
    assert "automa play fake-game --solo --level iron" in text
    assert "fake-game: Robo, whose chassis is --level tin or iron; default tin" in epilog(text)


def test_a_registered_game_plays_and_is_checked(
        fake_game: GameEntry, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert games.names()[-1] == fake_game.id
    code, out, _ = automa(capsys, "play", "fake-game", "--solo", "--level", "iron", "--json")
    assert code == 0 and json.loads(out)["result"]["level"] == "iron"
    code, out, _ = automa(capsys, "play", "fake-game", "--players", "3")
    assert code == 2
    code, out, _ = automa(capsys, "check", "fake-game", "--json", "--out", str(tmp_path))
    report = json.loads(out)
    assert code == 0 and report["games"] == ["fake-game"]
    # Its own check, and the generic search every game gets (it has no
    # rankings and no Rulings, so not the searches for ties and readings).
    assert [c["id"] for c in report["checks"]] == ["fake-game.always-fine",
                                                   "fake-game.no-option-applies"]


def test_an_unknown_game_names_the_registered_ones(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = automa(capsys, "play", "no-such-game")
    assert code == 2 and f"expected one of: {', '.join(registry.ids())}" in err


# --- No per-game table is left in the tools -----------------------------------------

# The tools that serve every game; per-game code lives in checker's subpackages
# (adapters, properties, probes, strategies, the pictures' drawers) and in
# docs/_ext/automa_fragments.
SHARED = sorted([*(ROOT / "checker").glob("*.py"), *(ROOT / "docs" / "_ext").glob("*.py"),
                 ROOT / "checker" / "pictures" / "__init__.py",
                 ROOT / "checker" / "pictures" / "svg.py"])


def game_words() -> tuple[str, ...]:
    return tuple(w for e in ENTRIES for w in (e.id, e.bot.id, e.bot.name))


def per_game_literals(source: str, words: tuple[str, ...]) -> list[str]:
    """String literals of ``source`` that name a game or a bot as a word of
    their own: a table key, a list in a help text. Docstrings are prose, and
    lines in an "examples:" block of a help text must name some game; a name
    inside a path, a clause id or a longer word ("examples/woodcraft/",
    "woodcraft.last-tile-blocked", "wendake-territories.md") is no table."""
    tree = ast.parse(source)
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    pattern = re.compile(r"(?<![\w./-])(" + "|".join(map(re.escape, words)) + r")(?![\w./-])")
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        if id(node) in docstrings:
            continue
        in_examples = False
        for line in node.value.splitlines():
            if line.strip() == "examples:":
                in_examples = True
            elif not line.strip():
                in_examples = False
            elif not in_examples and pattern.search(line):
                found.append(f"line {node.lineno}: {line.strip()!r}")
    return found


def test_the_scan_finds_tables_and_spares_prose_and_examples() -> None:
    words = ("woodcraft", "darwins-journey", "Alfred")
    assert per_game_literals('T = {"woodcraft": 1}\n', words)
    assert per_game_literals('H = "the solo games (woodcraft, wendake)"\n', words)
    assert per_game_literals('H = f"(darwins-journey: {x})"\n', words)
    assert per_game_literals('H = "against Alfred"\n', words)
    assert not per_game_literals('"""About woodcraft."""\ndef f() -> None:\n'
                                 '    """Alfred too."""\n', words)
    assert not per_game_literals('E = """\\nexamples:\\n  automa check woodcraft\\n"""\n', words)
    assert not per_game_literals('P = "examples/woodcraft/x.toml woodcraft.rule '
                                 'woodcraft-deck.md"\n', words)


@pytest.mark.parametrize("path", SHARED, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_per_game_table_in_the_shared_tools(path: Path) -> None:
    words = game_words()
    # The registry's module list names the entry modules, never a game.
    assert per_game_literals(path.read_text(encoding="utf-8"), words) == [], path


def test_every_entry_module_is_registered() -> None:
    on_disk = {f"checker.adapters.{p.stem}"
               for p in (ROOT / "checker" / "adapters").glob("*_entry.py")}
    assert on_disk == set(registry.MODULES)


# --- The bench measures what it says -----------------------------------------------


def test_bench_times_a_bare_interpreter_apart_from_this_environment(tmp_path: Path) -> None:
    # This environment's python loads the editable install's import hook (and
    # the project importable through it); the bare one must load neither.
    from checker import bench

    bare = bench._clean_python(tmp_path / "venv")
    probe = "import sys; print(sys.prefix); import spec"
    done = subprocess.run([bare, "-c", probe], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode != 0 and "No module named 'spec'" in done.stderr
    assert Path(done.stdout.strip()).resolve() == (tmp_path / "venv").resolve()


def test_a_workload_an_older_spec_cannot_run_is_reported_not_fatal(tmp_path: Path) -> None:
    from checker import bench

    (tmp_path / "spec").mkdir()
    (tmp_path / "spec" / "__init__.py").write_text("")
    work = next(w for e in ENTRIES for w in e.bench if w.compared)
    # Its spec lacks every game: the workload fails there, or finds the game's
    # modules elsewhere (an editable install's finder), which is no baseline.
    with pytest.raises(bench.BaselineFailed, match="the before run"):
        bench.before_after(work, 1, tmp_path, 1)

"""The TOML a situation file is written in, read without tomllib
(checker/toml_subset.py): whatever it returns, tomllib returns the same, key
order and types included; whatever it cannot vouch for, it leaves to tomllib."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.toml_subset import loads

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted([*ROOT.glob("examples/**/*.toml"), *ROOT.glob("docs/**/*.toml"),
                *ROOT.glob("tests/**/*.toml")])


def _same_as_tomllib(text: str) -> bool:
    """The subset's answer is tomllib's, or it has none (tomllib decides)."""
    quick = loads(text)
    try:
        full = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError):
        return quick is None
    # repr: dict order, and True is not 1.
    return quick is None or repr(quick) == repr(full)


def test_every_bundled_file_reads_as_tomllib_reads_it() -> None:
    assert len(FILES) > 150
    for path in FILES:
        assert _same_as_tomllib(path.read_text(encoding="utf-8")), path


def test_the_situation_files_are_read_without_tomllib() -> None:
    # The point of it: the bundled situations, quotes in their questions,
    # inline tables and arrays of tables, all within the subset.
    examples = [p for p in FILES if p.is_relative_to(ROOT / "examples")]
    assert len(examples) > 150
    assert all(loads(p.read_text(encoding="utf-8")) is not None for p in examples)


LEFT_TO_TOMLLIB = [
    'a = "tab\\tescaped"', "a = 'literal'", "a = 1.5", "a = 1e3", "a = 1_000", "a = 0x1f",
    "a = 012", "a = 1979-05-27", "a = 07:32:00", "a = inf", "a = nan", "a.b = 1",
    '"a.b" = 1\n"a.b" = 2', "a = 1\na = 2", "[t]\n[t]", "[t]\nx = 1\n[t]", "a = {}\n[a]",
    "a = [1]\n[[a]]", "[[a]]\n[a]", "[a]\n[[a]]", "[[a]]\n[a.b]", "[[a.b]]", "a = { b = 1, }",
    "a = { b = 1\n}", "a = 1\r\n", "a = \"x\u0001\"", "\ufeffa = 1", 'a = """x""""', "a = tru",
    "a = truex", "a = 1 2", 'a = "x" y', "[a] b = 1", "[ [a]]", "[[a] ]", '"" = 1',
    "a = [1,,2]", "a = [", 'a = """never closed', "= 1", "a =", "a = {b = 1, b = 2}",
    "[a.b]\n[a]\nb = 1", "a = [[1], [[2]]]\n[a]", "a = { b = { c = 1 } }\n[a.b]",
    'a = "\\u00e9"', "a = -", "a = +", "[a]\n[a.b]\n[a.b]",
]


@pytest.mark.parametrize("text", LEFT_TO_TOMLLIB)
def test_what_the_subset_cannot_vouch_for_goes_to_tomllib(text: str) -> None:
    assert loads(text) is None
    assert _same_as_tomllib(text)


READ_HERE = [
    "", "# only a comment", "a = 1", "a = -0", "a = +7", "a = true\nb = false",
    'a = ""', 'a = "é, and a tab\there"', 'q = """\nline one\n"line" two"""', '"a key" = 1',
    "a = [1, [2, 3], [],]", "a = [\n  1, # one\n  2,\n]", "a = { b = 1, c = [1, { d = 2 }] }",
    "[t]\nx = 1\n[u]\n[t.sub]\ny = 2", "[a.b]\n[a]\nc = 1", "[[p]]\n[[p]]\nx = 1\n[q]",
    "  [ a . \"b c\" ]  # note\n  k=1", "a = 1 # trailing\n\n\n", "[t]\na = 1\n[w.x]\n[w.y]",
    "a = [1, 2] # c\n[[b]]\nc = 3",
]


@pytest.mark.parametrize("text", READ_HERE)
def test_what_the_subset_reads_it_reads_as_tomllib_does(text: str) -> None:
    assert loads(text) is not None
    assert _same_as_tomllib(text)


_KEYS = st.sampled_from(["a", "b", "c", "player", "1", '"x y"', '"a.b"', "a.b", "-", '""'])
_VALUES = st.recursive(
    st.sampled_from(["1", "-0", "+3", "007", "1.5", "true", "false", "tru", '"s"', '""',
                     '"q\\"uote"', "'lit'", '"""m\nl"""', '"""a"b"""', '""""x""""', "1979-05-27",
                     "[]", "{}", "0x10", "1_0"]),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3).map(lambda vs: "[" + ", ".join(vs) + "]"),
        st.lists(inner, max_size=3).map(lambda vs: "[\n  " + ",\n  # c\n  ".join(vs) + ",\n]"),
        st.lists(st.tuples(_KEYS, inner), max_size=3).map(
            lambda kvs: "{ " + ", ".join(f"{k} = {v}" for k, v in kvs) + " }")),
    max_leaves=6)
_PATHS = st.lists(_KEYS, min_size=1, max_size=3).map(".".join)
_STATEMENTS = st.one_of(
    st.tuples(_KEYS, _VALUES).map(lambda kv: f"{kv[0]} = {kv[1]}"),
    _PATHS.map(lambda p: f"[{p}]"), _PATHS.map(lambda p: f"[[{p}]]"),
    st.just("# a comment"), st.just(""), st.just("   "))
_DOCUMENTS = st.lists(_STATEMENTS, max_size=8).map("\n".join)


@settings(max_examples=400, deadline=None)
@given(_DOCUMENTS)
def test_generated_documents_read_as_tomllib_reads_them(text: str) -> None:
    assert _same_as_tomllib(text)


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(FILES), st.integers(0, 10**6), st.integers(0, 10**6),
       st.sampled_from(['"', "'", "\\", "[", "]", "{", "}", ",", "=", ".", "#", "\n", " ",
                        "\r", "\x00", "0", "a", "-", ":", "é", '"""', "", "[[", "]]"]))
def test_a_bundled_file_with_a_change_reads_as_tomllib_reads_it(
        path: Path, at: int, cut: int, put: str) -> None:
    text = path.read_text(encoding="utf-8")
    at %= len(text) + 1
    changed = text[:at] + put + text[at + cut % 4:]
    assert _same_as_tomllib(changed)

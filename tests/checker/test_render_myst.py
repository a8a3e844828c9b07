"""The MyST a trace and an answer are written as (``automa decide --myst`` and the
worked examples), read back by the parser the docs use: no table cell is lost,
no numbered list restarts."""

from __future__ import annotations

import re

import pytest
from markdown_it import MarkdownIt

from checker.commands import run
from checker.games import ROOT
from checker.render import (decision_myst, myst_cell, myst_escape, myst_numbered, myst_table,
                            plain)
from checker.situation import read

MD = MarkdownIt("commonmark").enable("table")


def cells(html: str) -> list[list[str]]:
    """Each table row's cells (header first), as text."""
    rows = re.findall(r"<tr>(.*?)</tr>", html, re.S)
    return [[re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<t[hd]>(.*?)</t[hd]>", r, re.S)]
            for r in rows]


def test_a_pipe_in_a_cell_stays_in_the_cell() -> None:
    lines = myst_table(("field", "answer"), [
        ("rows", "none | green, red | blue"),          # a nested list, as plain() joins it
        ("escaped", myst_escape("a | b")),             # already escaped by myst_escape
        ("code", "`x | y`"),                           # a pipe inside inline code
        ("two lines", "one\ntwo"),
        ("empty", ""),
    ])
    assert lines[-1] == ""
    assert cells(MD.render("\n".join(lines))) == [
        ["field", "answer"],
        ["rows", "none | green, red | blue"],
        ["escaped", "a | b"],
        ["code", "x | y"],
        ["two lines", "one two"],
        ["empty", ""],
    ]


def test_a_row_of_the_wrong_width_is_an_error_not_a_lost_cell() -> None:
    with pytest.raises(ValueError, match="3 cells for 2 columns"):
        myst_table(("a", "b"), [("1", "2", "3")])
    with pytest.raises(ValueError, match="1 cells for 2 columns"):
        myst_table(("a", "b"), [("1",)])


def test_cells_and_escapes() -> None:
    assert myst_cell("a|b\nc") == "a\\|b c"
    assert myst_escape("*x* [y] <z> a_b `c` {d} #e | f \\") == \
        "\\*x\\* \\[y\\] \\<z\\> a\\_b \\`c\\` \\{d\\} \\#e \\| f \\\\"
    assert MD.renderInline(myst_escape("*x* [y](z) <b> `c`")) == "*x* [y](z) &lt;b&gt; `c`"


@pytest.mark.parametrize("first", [1, 8, 95, 998])
def test_sub_bullets_stay_in_their_step_whatever_its_number(first: int) -> None:
    items = [(f"step {n}", [f"lost {n}", f"ruling {n}"]) for n in range(first, first + 5)]
    lines = myst_numbered(items, first)
    html = MD.render("\n".join(lines))
    assert html.count("<ol") == 1  # one list: no restart
    assert html.count("<ul>") == 5  # each step its own sub-list
    outer = re.sub(r"<ul>.*?</ul>", "", html, flags=re.S)
    assert re.findall(r"<li>(step \d+)", outer) == [f"step {n}" for n in range(first, first + 5)]
    # "10. " is four wide, so its sub-bullets are indented four.
    ten = myst_numbered([("x", ["y"])], 10)
    assert ten == ["10. x", "    - y"]


def test_a_long_trace_renders_as_one_list_and_its_answer_whole() -> None:
    """A Darwin's Journey example with more than ten steps and a nested answer
    (Alfred's rows): the MyST parses into one numbered list holding every step,
    and a table holding every field whole."""
    path = ROOT / "examples" / "darwins-journey" / "alfred-location-tie.toml"
    situation = read(path)
    decision = run(situation, situation.rulings)
    steps = decision.trace.steps
    assert any(n >= 10 and step.ruling for n, step in enumerate(steps, start=1))
    html = MD.render(decision_myst(decision))
    top = re.sub(r"<ul>.*?</ul>", "", html, flags=re.S)
    assert top.count("<ol") == 1 and top.count("<li>") == len(steps)
    rows = cells(html)
    assert rows[0] == ["field", "answer"]
    assert [r[1] for r in rows[1:]] == [
        re.sub(r"<[^>]+>", "", MD.renderInline(myst_escape(plain(v))))
        for v in decision.answer.values()]
    nested = [k for k, v in decision.answer.items()
              if isinstance(v, list) and any(isinstance(x, list) for x in v)]
    assert nested, "the example should hold a nested answer"

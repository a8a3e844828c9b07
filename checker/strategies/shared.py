"""What the strategies of every game share: seeds, readings of the rulings,
and witness files (writing one, and replaying it as `automa decide` would).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from hypothesis import strategies as st

from spec.core import rulings as ruling_registry
from spec.core.rulings import DEFAULT_RULESET, Rulings

from ..games import Json
from ..rulesets import in_force


@dataclass(frozen=True)
class GameCase:
    """A whole game to play: its seed and the readings in force."""

    seed: int
    rulings: Rulings

# Seeds a situation file accepts (the adapters' limit).
MAX_SEED = 2**63 - 1


def seeds() -> st.SearchStrategy[int]:
    return st.integers(0, MAX_SEED)


def rulings_for(game: str,
                only: Mapping[str, Sequence[str]] | None = None) -> st.SearchStrategy[Rulings]:
    """A reading for every ruling of ``game``; ``only`` narrows some of them.

    The default option is offered first so that shrinking heads for the
    default readings and a witness names only the rulings it needs.
    """
    only = only or {}
    parts: list[st.SearchStrategy[tuple[str, str, bool]]] = []
    for r in ruling_registry.all_rulings(game):
        allowed = tuple(only.get(r.id, [o.id for o in r.options]))
        for option in allowed:
            r.option(option)  # a typo in ``only`` fails here, not silently
        # The ruleset's own reading first (checks run under one, see
        # checker.rulesets), so that shrinking heads for it.
        picked = in_force()(r).value
        ordered = sorted(allowed, key=lambda o: o != picked)
        parts.append(st.sampled_from([(r.id, o) for o in ordered]))
    return st.tuples(*parts).map(lambda chosen: over_ruleset(dict(chosen)))


def over_ruleset(choices: Mapping[str, str]) -> Rulings:
    """``choices`` over the ruleset in force, leaving out each reading the
    ruleset picks anyway, so that equal readings give equal Rulings values."""
    base = in_force()
    return Rulings.of({rid: oid for rid, oid in choices.items()
                       if base(ruling_registry.get(rid)).value != oid}, base.ruleset)


def rulings_toml(rulings: Rulings) -> tuple[list[str], list[str]]:
    """A situation file's lines for ``rulings``: the top-level ``ruleset``
    line (none for the default ruleset) and the ``[rulings]`` table of each
    reading chosen over the ruleset (none when nothing is)."""
    base = Rulings(ruleset=rulings.ruleset)
    head = [] if rulings.ruleset is DEFAULT_RULESET else [
        f"ruleset = {toml_value(rulings.ruleset.value)}"]
    chosen = [(rid, oid) for rid, oid in rulings.chosen
              if base(ruling_registry.get(rid)).value != oid]
    table = ["[rulings]"] + [f"{json.dumps(rid)} = {json.dumps(oid)}"
                             for rid, oid in chosen] if chosen else []
    return head, table


def toml_value(value: Json) -> str:
    """A TOML literal for the JSON values decisions are made of."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(f"no TOML literal is written for {value}")
        return repr(value)
    if isinstance(value, str):
        # A JSON string literal is also a valid TOML basic string.
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if value is None:
        raise ValueError("TOML has no null")
    body = ", ".join(f"{json.dumps(k)} = {toml_value(v)}" for k, v in value.items())
    return "{" + body + "}"


def witness_text(
    *,
    game: str,
    title: str,
    question: str,
    seed: int,
    decide: str,
    tables: str,
    rulings: Rulings,
    expect: Mapping[str, Json] | None = None,
) -> str:
    """The full text of a situation file: the common fields, the game's own
    ``tables`` (from its adapter), the readings and the expected answer.

    Only readings chosen over the ruleset are written under ``[rulings]``;
    ``expect`` becomes the file's ``[expect]`` table, so that
    ``automa decide`` fails loudly if the witness stops reproducing.
    """
    head = [
        f"game = {toml_value(game)}",
        f"title = {toml_value(title)}",
        f"question = {toml_value(question)}",
        'setup = "solo"',
        f"seed = {seed}",
        f"decide = {toml_value(decide)}",
    ]
    ruleset, table = rulings_toml(rulings)
    # The state's own top-level keys must precede every table.
    parts = ["\n".join(head + ruleset), tables]
    if table:
        parts.append("\n".join(table) + "\n")
    if expect:
        parts.append("\n".join(["[expect]"] + [f"{k} = {toml_value(v)}"
                                               for k, v in expect.items()]) + "\n")
    return "\n".join(parts)


def replay_text(text: str, rulings: Rulings | None = None) -> tuple[object, dict[str, Json]]:
    """Load a witness the way ``automa decide`` does and check its [expect].

    Returns the state the file describes and the decision, under the file's
    readings or under ``rulings`` if given (then [expect] is not checked: it
    records the file's own readings). Raises AssertionError if the file does
    not load or contradicts its [expect]: a witness that does not reproduce
    its finding is a checker bug.
    """
    from ..commands import run
    from ..errors import InputError
    from ..situation import check_expectations, read

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "witness.toml"
        path.write_text(text, encoding="utf-8")
        try:
            situation = read(path)
        except InputError as e:
            raise AssertionError(f"the witness does not load: {e}\n{text}") from None
        decision = run(situation, situation.rulings if rulings is None else rulings,
                       traced=False)
    if rulings is None:
        problems = check_expectations(situation, decision.answer)
        if problems:
            raise AssertionError("the witness does not reproduce: " + "; ".join(problems))
    return situation.state, decision.answer

"""The fields of a situation file, each declared once.

A declaration says what a field is called, what kind of value it takes, what
a file that leaves it out gets, which values it allows, what it means in a
player's words and the clause it bears on. From the declarations come the
reader (each adapter reads a field through its declaration, so the range a
message names is the range declared), the field reference pages under
docs/fields/, the comments of `automa new`'s skeletons and the JSON Schema
`automa schema GAME` prints.

A value whose shape is more than a list of names or numbers (a wheel's four
quadrants, a worker row's seals) is a ``Shape``: its declaration gives the
meaning and the JSON Schema, and the adapter's own code reads it, as the
checks its messages name (no tile twice, the start quadrant) are the game's.
Where the reader narrows a range to the position (seats of a 3-player game),
the declaration holds the widest one, which the schema states.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import KW_ONLY, dataclass, field, replace
from typing import TypeVar

from .toml_reader import Table

SchemaValue = dict[str, object]
F = TypeVar("F", bound="Field")
DRAFT = "https://json-schema.org/draft/2020-12/schema"


@dataclass(frozen=True)
class Field:
    """One key of a table of a situation file."""

    name: str
    meaning: str  # in a player's words; the first sentence is the short help
    _: KW_ONLY
    # In words, what a file that leaves the field out gets where that is not
    # one fixed value: "dealt from the seed".
    otherwise: str = ""
    # The rule the field bears on, if one: a clause, a Ruling or an
    # assumption (`automa rules ID` shows it).
    clause: str = ""
    required: bool = False

    @property
    def fixed_default(self) -> object:
        """The value a file that leaves the field out gets, if always the same."""
        return None

    def at(self: F, key: str) -> F:
        """This declaration for one key of a key-value table ([wheel.moved_at]'s "Cut")."""
        return replace(self, name=key)

    def kind(self) -> str:
        """The kind of value, in words, for the field reference."""
        return "a value"

    def allowed(self) -> str:
        """The values allowed, in words ("" when the kind says it all)."""
        return ""

    def default_text(self) -> str:
        if self.required:
            return "required"
        if self.otherwise:
            return self.otherwise
        fixed = self.fixed_default
        if fixed is None:
            return "none"
        from .toml_writer import value

        return f"`{value(fixed)}`"

    def help(self) -> str:
        """One line: the meaning's first sentence, and the values allowed."""
        first = _first_clause(self.meaning)
        allowed = self.allowed()
        # A long list of names is for the reference, not for a line's comment.
        if not allowed or allowed in first or len(allowed) > 60:
            return first
        return f"{first} ({allowed})"

    def value_schema(self) -> SchemaValue:
        return {}

    def schema(self) -> SchemaValue:
        out: SchemaValue = {"title": self.name, "description": self.meaning}
        out.update(self.value_schema())
        if self.fixed_default is not None:
            out["default"] = _json(self.fixed_default)
        return out


def _first_clause(text: str) -> str:
    """The text up to its first full stop or semicolon outside brackets."""
    depth = 0
    for i, ch in enumerate(text):
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(ch, 0)
        if depth == 0 and ch in ".;" and text[i + 1:i + 2] in (" ", ""):
            return text[:i]
    return text


def _json(v: object) -> object:
    return list(v) if isinstance(v, tuple) else v


def _or(items: Iterable[str]) -> str:
    shown = [f'"{i}"' for i in items]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " or " + shown[-1]


@dataclass(frozen=True)
class Integer(Field):
    low: int
    high: int
    default: int | None = None

    @property
    def fixed_default(self) -> object:
        return self.default

    def kind(self) -> str:
        return "integer"

    def allowed(self) -> str:
        return f"{self.low} to {self.high}"

    def value_schema(self) -> SchemaValue:
        return {"type": "integer", "minimum": self.low, "maximum": self.high}

    def read(self, t: Table, default: int | None = None, low: int | None = None,
             high: int | None = None) -> int:
        """The field's value; ``default``, ``low`` and ``high`` where the
        position sets them (a seat of this game, the setup's value)."""
        given = self.default if default is None else default
        assert given is not None, f"{self.name}: no default declared or given"
        return t.integer(self.name, given, self.low if low is None else low,
                         self.high if high is None else high)


@dataclass(frozen=True)
class Boolean(Field):
    default: bool | None = None

    @property
    def fixed_default(self) -> object:
        return self.default

    def kind(self) -> str:
        return "boolean"

    def value_schema(self) -> SchemaValue:
        return {"type": "boolean"}

    def read(self, t: Table, default: bool | None = None) -> bool:
        given = self.default if default is None else default
        assert given is not None, f"{self.name}: no default declared or given"
        return t.boolean(self.name, given)


@dataclass(frozen=True)
class String(Field):
    choices: tuple[str, ...] = ()
    default: str | None = None
    # Choices the reader takes from the game's data when it reads (card ids,
    # which a file may add to); the schema then allows any string.
    open_choices: bool = False

    @property
    def fixed_default(self) -> object:
        return self.default

    def kind(self) -> str:
        return "string"

    def allowed(self) -> str:
        return _or(self.choices) if self.choices and not self.open_choices else ""

    def value_schema(self) -> SchemaValue:
        out: SchemaValue = {"type": "string"}
        if self.choices and not self.open_choices:
            out["enum"] = list(self.choices)
        return out

    def read(self, t: Table, default: str | None = None,
             choices: Iterable[str] | None = None) -> str:
        given = self.default if default is None else default
        assert given is not None, f"{self.name}: no default declared or given"
        options = tuple(choices) if choices is not None else (self.choices or None)
        return t.string(self.name, given, options)


@dataclass(frozen=True)
class Strings(Field):
    """A list of strings, each (if ``choices``) one of the choices."""

    choices: tuple[str, ...] = ()
    length: int | None = None
    distinct: bool = False
    empty: bool = False  # "" allowed besides the choices (a free place)
    hint: str = ""  # the choices in words where listing them all would not help
    open_choices: bool = False
    default: tuple[str, ...] | None = None

    @property
    def fixed_default(self) -> object:
        return self.default

    def kind(self) -> str:
        size = f"{self.length} " if self.length is not None else ""
        return f"list of {size}strings"

    def allowed(self) -> str:
        if self.hint:
            return self.hint
        if self.choices and not self.open_choices:
            return "each " + _or(self.choices) + (' or "" (none)' if self.empty else "")
        return ""

    def value_schema(self) -> SchemaValue:
        item: SchemaValue = {"type": "string"}
        if self.choices and not self.open_choices:
            item["enum"] = list(self.choices) + ([""] if self.empty else [])
        out: SchemaValue = {"type": "array", "items": item}
        if self.length is not None:
            out["minItems"] = out["maxItems"] = self.length
        if self.distinct and not self.empty:
            out["uniqueItems"] = True
        return out

    def read(self, t: Table, default: tuple[str, ...] | None = None,
             choices: Iterable[str] | None = None) -> tuple[str, ...]:
        """The list as ``Table.strings`` reads it (no length or repeat check:
        the adapter says what a wrong length means in the game)."""
        given = self.default if default is None else default
        assert given is not None, f"{self.name}: no default declared or given"
        options = tuple(choices) if choices is not None else (self.choices or None)
        return t.strings(self.name, given, options)


@dataclass(frozen=True)
class Integers(Field):
    low: int
    high: int
    length: int | None = None
    distinct: bool = False
    default: tuple[int, ...] | None = None

    @property
    def fixed_default(self) -> object:
        return self.default

    def kind(self) -> str:
        size = f"{self.length} " if self.length is not None else ""
        return f"list of {size}integers"

    def allowed(self) -> str:
        return f"each {self.low} to {self.high}"

    def value_schema(self) -> SchemaValue:
        out: SchemaValue = {"type": "array", "items": {"type": "integer", "minimum": self.low,
                                                       "maximum": self.high}}
        if self.length is not None:
            out["minItems"] = out["maxItems"] = self.length
        if self.distinct:
            out["uniqueItems"] = True
        return out

    def read(self, t: Table, default: tuple[int, ...] | None = None, low: int | None = None,
             high: int | None = None) -> tuple[int, ...]:
        given = self.default if default is None else default
        assert given is not None, f"{self.name}: no default declared or given"
        return t.integers(self.name, given, self.low if low is None else low,
                          self.high if high is None else high)


@dataclass(frozen=True)
class Shape(Field):
    """A value the adapter reads itself; the declaration gives its JSON Schema."""

    shape: SchemaValue = field(default_factory=dict)
    words: str = "a value"  # its kind, in words

    def kind(self) -> str:
        return self.words

    def value_schema(self) -> SchemaValue:
        return dict(self.shape)


@dataclass(frozen=True)
class Sub(Field):
    """A table: ``[name]`` (or, with ``many``, an array of tables ``[[name]]``)."""

    form: Form
    many: bool = False

    def kind(self) -> str:
        return "array of tables" if self.many else "table"

    def value_schema(self) -> SchemaValue:
        table = self.form.schema()
        # The field's own meaning describes it; the form's, each table.
        if not self.many:
            table.pop("description", None)
        return {"type": "array", "items": table} if self.many else table

    def read(self, t: Table) -> Table:
        assert not self.many
        return t.table(self.name)

    def read_all(self, t: Table) -> list[Table]:
        assert self.many
        return t.tables(self.name)


@dataclass(frozen=True)
class Form:
    """A table of a situation file: its fields in the order files write them,
    or (with ``each``) keys the game names (locations, tiles), each holding a
    value as ``each`` declares. Unknown keys are errors unless ``closed`` is
    false (the answer fields of [expect])."""

    title: str  # as the reference heads it: "[wheel]", "[[cards]]", "the top level"
    meaning: str
    fields: tuple[Field, ...] = ()
    each: Field | None = None
    keys: tuple[str, ...] = ()  # the keys ``each`` applies to; () = any key
    key_words: str = ""  # what a key is, in words: "a location id"
    closed: bool = True
    # False where another page lists the fields (the Rulings of [rulings]):
    # the field reference then gives only the meaning, and so need not be
    # written again each time one is added.
    listed: bool = True

    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields)

    def __getitem__(self, name: str) -> Field:
        found = next((f for f in self.fields if f.name == name), None)
        if found is None:
            raise KeyError(name)
        return found

    def done(self, t: Table) -> None:
        """Complain about any key of ``t`` this form does not declare."""
        t.done(self.names() + (self.keys if self.each is not None else ()))

    def tables(self) -> list[tuple[str, Form]]:
        """This form and every form under it, each with the dotted path a
        file's header names it by ("" for this one; "territories.*" for the
        tables under a key-value table)."""
        out: list[tuple[str, Form]] = [("", self)]
        subs = [(f.name, f) for f in self.fields if isinstance(f, Sub)]
        if isinstance(self.each, Sub):
            subs.append(("*", self.each))
        for name, sub in subs:
            out += [(f"{name}.{p}" if p else name, form) for p, form in sub.form.tables()]
        return out

    def find(self, path: str) -> Form | None:
        """The form of the table a header names: "wheel.moved_at", "cards",
        "territories.french-far"."""
        forms = dict(self.tables())
        if path in forms:
            return forms[path]
        head, _, _ = path.rpartition(".")
        return forms.get(f"{head}.*") if head else None

    def schema(self) -> SchemaValue:
        out: SchemaValue = {"type": "object", "description": self.meaning}
        props: dict[str, object] = {f.name: f.schema() for f in self.fields}
        required = [f.name for f in self.fields if f.required]
        if required:
            out["required"] = required
        # Unknown keys are refused, as the reader refuses them, unless every
        # key is the game's to name (each then says what it holds).
        out["additionalProperties"] = not self.closed
        if self.each is not None:
            value = self.each.value_schema()
            value["description"] = self.each.meaning
            if self.keys:
                props.update({k: value for k in self.keys if k not in props})
                out["additionalProperties"] = False
            else:
                out["additionalProperties"] = value
        if props:
            out["properties"] = props
        if out["additionalProperties"] is True:
            del out["additionalProperties"]
        return out


# --- What the declarations give ---------------------------------------------

def file_schema(title: str, form: Form) -> SchemaValue:
    """The JSON Schema (draft 2020-12) of a whole situation file."""
    return {"$schema": DRAFT, "title": title, **form.schema()}


def annotate(lines: list[str], form: Form, prefix: str = "# ") -> list[str]:
    """TOML lines (commented with ``prefix`` or not) with each field's short
    help after it, as `automa new` shows the position: the file a player
    edits says what each field means."""
    table = ""
    width = max((len(line) for line in lines if "=" in line), default=0)
    width = min(width, 48)
    out: list[str] = []
    keyed = False  # the current key-value table's one help is written
    for line in lines:
        text = line[len(prefix):] if line.startswith(prefix) else line
        stripped = text.strip()
        if stripped.startswith("["):
            table = stripped.strip("[]").strip().replace('"', "")
            keyed = False
            out.append(line)
            continue
        key = stripped.split("=", 1)[0].strip().strip('"') if "=" in stripped else ""
        here = form.find(table) if table else form
        declared: Field | None = None
        if key and here is not None:
            if key in here.names():
                declared = here[key]
            elif here.each is not None and (not here.keys or key in here.keys) and not keyed:
                # Every key holds the same kind of value: said once, at the first.
                declared, keyed = here.each, True
        if declared is not None and not (here is form and key in _COMMON_NAMES):
            out.append(f"{line:<{width}}  # {declared.help()}")
        else:
            out.append(line)
    return out


_COMMON_NAMES = ("game", "title", "question", "decide", "seed")


def markdown(title: str, intro: str, form: Form, generator: str) -> str:
    """The field reference of a game's situation files, as a Markdown page."""
    lines = [f"# {title}", "",
             f"<!-- Generated by `{generator}` from the declarations in the code; do not "
             "edit: a test fails when this page and the declarations differ. -->", "",
             intro, ""]
    for path, sub in form.tables():
        if path:
            header = f"[[{path}]]" if _many(form, path) else f"[{path}]"
            header = header.replace(".*", ".<key>")
            lines += [f"## `{header}`", ""]
        else:
            lines += ["## The top level", ""]
        lines += [sub.meaning, ""]
        rows = list(sub.fields) if sub.listed else []
        if rows:
            lines += ["| field | value | if left out | what it means |",
                      "| --- | --- | --- | --- |"]
            for f in rows:
                allowed = f.allowed()
                value = f.kind() + (f": {allowed}" if allowed else "")
                meaning = f.meaning + (f" See `automa rules {f.clause}`." if f.clause else "")
                lines.append(f"| `{f.name}` | {_cell(value)} | {_cell(f.default_text())} | "
                             f"{_cell(meaning)} |")
            lines.append("")
        if sub.each is not None:
            keys = ", ".join(f"`{k}`" for k in sub.keys) if sub.keys else "any"
            allowed = sub.each.allowed()
            value = sub.each.kind() + (f": {allowed}" if allowed else "")
            lines += [f"Each key is {sub.key_words or 'a name'} ({keys}); its value is "
                      f"{value}: {sub.each.meaning}", ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def _many(form: Form, path: str) -> bool:
    parent, _, name = path.rpartition(".")
    holder = form.find(parent) if parent else form
    if holder is None:
        return False
    f = next((x for x in holder.fields if x.name == name), None)
    return isinstance(f, Sub) and f.many


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


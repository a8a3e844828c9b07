"""The plain TOML situation files are written in, read without `tomllib`.

`tomllib` (with the `datetime` and `string` modules it imports, and the
patterns it compiles as it loads) is some 4 ms of an `automa decide`, the
largest import the command has. Situation files use little of TOML: tables,
arrays of tables, keys bare or in plain double quotes, strings without
escapes (a question on several lines in triple quotes), integers, booleans,
arrays and inline tables. ``loads`` reads exactly that and returns what
``tomllib.loads`` returns for it, key order included; for anything else (any
escape, literal string, float, date, dotted key, a table declared twice, a
key given twice, a stray character, a control character) it returns None,
and the caller asks `tomllib`, which then gives the answer or the error
message it always gave. It never raises.

A test holds the two equal on every bundled file and on generated and
mutated documents: whatever this reader returns, `tomllib` returns the same.
"""

from __future__ import annotations

_WS = " \t"
# Where a value ends: whitespace, a separator, a comment, the line's end.
_AFTER = frozenset(" \t,]}#\n")
_BARE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
_DIGITS = frozenset("0123456789")
# The control characters TOML allows nowhere but the newline and the tab (a
# carriage return among them: a file with one goes to tomllib), as a table
# that deletes them. (No pattern: compiling one costs more than this scan.)
_CONTROL = dict.fromkeys([*range(0x09), *range(0x0B, 0x20), 0x7F])
# Deeper than this, an array or inline table goes to tomllib (which reports
# what it reports of deep nesting).
_DEPTH = 32


class _Unsure(Exception):
    """Not in the subset: tomllib reads it."""


def loads(text: str) -> dict[str, object] | None:
    """``tomllib.loads(text)`` for a document in the subset; None otherwise."""
    if len(text.translate(_CONTROL)) != len(text):
        return None
    try:
        return _Reader(text).document()
    except Exception:  # _Unsure, or anything unforeseen: tomllib decides
        return None


class _Reader:
    def __init__(self, text: str) -> None:
        self.src = text
        self.pos = 0
        # Tables a header may still declare: made as the prefix of another
        # header's path and never declared themselves.
        self.implicit: set[int] = set()
        # Tables a header may never reach: inline tables, and any in an array.
        self.frozen: set[int] = set()
        # Arrays of tables, which [[key]] extends (not arrays given as values).
        self.appendable: set[int] = set()

    def document(self) -> dict[str, object]:
        src = self.src
        root: dict[str, object] = {}
        table = root
        end = len(src)
        while True:
            self.skip(_WS)
            if self.pos >= end:
                return root
            char = src[self.pos]
            if char == "\n":
                self.pos += 1
                continue
            if char == "[":
                table = self.header(root)
            elif char != "#":
                self.pair(table, 0)
            self.skip(_WS)
            self.comment()
            if self.pos < end:
                self.expect("\n")

    def pair(self, table: dict[str, object], depth: int) -> None:
        """``key = value`` into ``table``; a key given twice is tomllib's to report."""
        key = self.key()
        if key in table:
            raise _Unsure
        self.skip(_WS)
        self.expect("=")
        self.skip(_WS)
        table[key] = self.value(depth)

    def header(self, root: dict[str, object]) -> dict[str, object]:
        src = self.src
        many = src.startswith("[[", self.pos)
        self.pos += 2 if many else 1
        self.skip(_WS)
        path = [self.key()]
        self.skip(_WS)
        while src.startswith(".", self.pos):
            self.pos += 1
            self.skip(_WS)
            path.append(self.key())
            self.skip(_WS)
        self.expect("]]" if many else "]")
        if many:
            if len(path) > 1:
                raise _Unsure
            items = root.get(path[0])
            if items is None:
                items = root[path[0]] = []
                self.appendable.add(id(items))
            elif not (isinstance(items, list) and id(items) in self.appendable):
                raise _Unsure
            new: dict[str, object] = {}
            items.append(new)
            return new
        table = root
        for key in path[:-1]:
            inner = table.get(key)
            if inner is None:
                inner = table[key] = {}
                self.implicit.add(id(inner))
            elif not isinstance(inner, dict) or id(inner) in self.frozen:
                raise _Unsure
            table = inner
        last = table.get(path[-1])
        if last is None:
            last = table[path[-1]] = {}
        elif isinstance(last, dict) and id(last) in self.implicit:
            self.implicit.discard(id(last))
        else:
            raise _Unsure  # declared before, or not a table
        return last

    def key(self) -> str:
        src = self.src
        if src.startswith('"', self.pos):
            close = src.find('"', self.pos + 1)
            text = src[self.pos + 1:close]
            if close < 0 or not text or "\\" in text or "\n" in text:
                raise _Unsure
            self.pos = close + 1
            return text
        start = end = self.pos
        while end < len(src) and src[end] in _BARE:
            end += 1
        if end == start:
            raise _Unsure
        self.pos = end
        return src[start:end]

    def value(self, depth: int) -> object:
        src = self.src
        pos = self.pos
        char = src[pos:pos + 1]
        if char == '"':
            if src.startswith('"""', pos):
                close = src.find('"""', pos + 3)
                text = src[pos + 3:close]
                if close < 0 or "\\" in text:
                    raise _Unsure
                self.pos = close + 3
                if src.startswith('"', self.pos):  # quotes of its own before the closing ones
                    raise _Unsure
                return text[1:] if text.startswith("\n") else text
            close = src.find('"', pos + 1)
            text = src[pos + 1:close]
            if close < 0 or "\\" in text or "\n" in text:
                raise _Unsure
            self.pos = close + 1
            return text
        if depth >= _DEPTH:
            raise _Unsure
        if char == "[":
            return self.array(depth + 1)
        if char == "{":
            return self.inline(depth + 1)
        if src.startswith("true", pos):
            self.pos = pos + 4
            self.delimited()
            return True
        if src.startswith("false", pos):
            self.pos = pos + 5
            self.delimited()
            return False
        # An integer: a sign, then 0 or digits that do not start with 0.
        end = pos + 1 if char in "+-" and char else pos
        start = end
        while end < len(src) and src[end] in _DIGITS:
            end += 1
        if end == start or (src[start] == "0" and end > start + 1):
            raise _Unsure
        self.pos = end
        self.delimited()
        return int(src[pos:end])

    def array(self, depth: int) -> list[object]:
        src = self.src
        self.pos += 1
        items: list[object] = []
        self.frozen.add(id(items))
        while True:
            self.skip_array_space()
            if src.startswith("]", self.pos):
                self.pos += 1
                return items
            item = self.value(depth)
            if isinstance(item, dict):
                self.frozen.add(id(item))
            items.append(item)
            self.skip_array_space()
            if src.startswith("]", self.pos):
                self.pos += 1
                return items
            self.expect(",")

    def inline(self, depth: int) -> dict[str, object]:
        src = self.src
        self.pos += 1
        table: dict[str, object] = {}
        self.frozen.add(id(table))
        self.skip(_WS)
        if src.startswith("}", self.pos):
            self.pos += 1
            return table
        while True:
            self.pair(table, depth)
            self.skip(_WS)
            if src.startswith("}", self.pos):
                self.pos += 1
                return table
            self.expect(",")
            self.skip(_WS)

    def skip(self, chars: str) -> None:
        src, pos = self.src, self.pos
        while pos < len(src) and src[pos] in chars:
            pos += 1
        self.pos = pos

    def comment(self) -> None:
        if self.src.startswith("#", self.pos):
            end = self.src.find("\n", self.pos)
            self.pos = len(self.src) if end < 0 else end

    def skip_array_space(self) -> None:
        while True:
            self.skip(" \t\n")
            if not self.src.startswith("#", self.pos):
                return
            self.comment()

    def expect(self, token: str) -> None:
        if not self.src.startswith(token, self.pos):
            raise _Unsure
        self.pos += len(token)

    def delimited(self) -> None:
        if self.pos < len(self.src) and self.src[self.pos] not in _AFTER:
            raise _Unsure

"""A fast ``dataclasses.replace`` for the frozen, slotted state classes.

Whole-game simulations copy the state a few hundred times per game, and the
standard ``replace`` (which re-walks ``fields()`` on every call) dominated
their run time. Type checkers see the standard function, so every call is
still checked field by field; at run time a copier generated once per class
runs instead. It supports only slotted dataclasses without ``__post_init__``,
which is what the spec's state classes are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dataclasses import replace as evolve
else:
    _COPIERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}

    def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
        lines = ["def copy(obj, changes):", "    new = new_(cls)"]
        for name in cls.__slots__:
            lines.append(f"    set_(new, {name!r}, obj.{name})")
        lines += ["    for name, value in changes.items():", "        set_(new, name, value)"]
        lines.append("    return new")
        scope: dict[str, Any] = {"new_": object.__new__, "set_": object.__setattr__, "cls": cls}
        exec("\n".join(lines), scope)  # noqa: S102 - source built from the class's own slot names
        fn: Callable[[Any, dict[str, Any]], Any] = scope["copy"]
        _COPIERS[cls] = fn
        return fn

    def evolve(obj: Any, /, **changes: Any) -> Any:
        cls = obj.__class__
        copy = _COPIERS.get(cls) or _copier(cls)
        return copy(obj, changes)

__all__ = ["evolve"]

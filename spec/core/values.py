"""A fast ``dataclasses.replace`` for the frozen, slotted state classes.

Whole-game simulations copy the state a few hundred times per game, and the
standard ``replace`` (which re-walks ``fields()`` on every call) dominated
their run time. Type checkers see the standard function, so every call is
still checked field by field. At run time a slotted class is copied by a
function generated once per class and set of changed fields; a class with a
``__dict__`` (the few large game states, where a slot-by-slot copy costs
more than copying the dict) by copying its dict. Neither runs
``__post_init__``, which the spec's state classes do not have.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dataclasses import replace as evolve
else:
    _COPIERS: dict[tuple[type, tuple[str, ...]], Callable[..., object]] = {}

    def _copier(cls: type, changed: tuple[str, ...]) -> Callable[..., object]:
        # One function per class and set of changed fields: it copies the
        # unchanged slots and takes the changed values as positional arguments,
        # so a copy costs one attribute read and write per field, nothing more.
        # Each write calls the slot's own setter, bound once here: that skips
        # the frozen class's __setattr__ and the name's lookup on the class
        # (half the cost of ``object.__setattr__(new, name, value)``).
        args = [f"v{i}" for i in range(len(changed))]
        lines = [f"def copy(obj, {', '.join(args)}):", "    new = new_(cls)"]
        scope: dict[str, object] = {"new_": object.__new__, "cls": cls}
        for i, name in enumerate(cls.__slots__):
            scope[f"set{i}"] = cls.__dict__[name].__set__
            if name in changed:
                lines.append(f"    set{i}(new, v{changed.index(name)})")
            else:
                lines.append(f"    set{i}(new, obj.{name})")
        lines.append("    return new")
        exec("\n".join(lines), scope)  # noqa: S102 - source built from the class's own slot names
        fn = scope["copy"]
        assert callable(fn)
        _COPIERS[cls, changed] = fn
        return fn

    _new = object.__new__

    def evolve(obj: object, /, **changes: object) -> object:
        cls = obj.__class__
        if "__slots__" not in cls.__dict__:
            # A frozen dataclass with a __dict__: copying the dict is one C call.
            new = _new(cls)
            attrs = new.__dict__
            attrs.update(obj.__dict__)
            attrs.update(changes)
            return new
        key = (cls, tuple(changes))
        copy = _COPIERS.get(key) or _copier(*key)
        return copy(obj, *changes.values())

__all__ = ["evolve"]

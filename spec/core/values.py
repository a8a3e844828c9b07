"""A fast ``dataclasses.replace`` for the frozen, slotted state classes.

Whole-game simulations copy the state a few hundred times per game, and the
standard ``replace`` (which re-walks ``fields()`` on every call) dominated
their run time. Type checkers see the standard function, so every call is
still checked field by field. At run time a slotted class is copied by a
function generated once per class and set of changed fields, which writes
the slots of a plain twin of the class and then gives the copy the frozen
class; a class with a ``__dict__`` (the few large game states, where a
slot-by-slot copy costs more than copying the dict) by copying its dict.
Neither runs ``__post_init__``, which the spec's state classes do not have.
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
        # The writes go to a plain twin of the class (the same slots, no frozen
        # __setattr__), where each is one fast slot store, and the copy then
        # takes the frozen class: the two have one memory layout, so Python
        # lets the object change class. That is a quarter of the cost of
        # calling each slot's setter, and whole games copy players hundreds of
        # times. The copy is frozen before anyone else sees it.
        slots = cls.__slots__
        args = [f"v{i}" for i in range(len(changed))]
        twin = _twin(cls)
        lines = [f"def copy(obj, {', '.join(args)}):", "    new = new_(twin)"]
        scope: dict[str, object] = {"new_": object.__new__, "cls": cls, "twin": twin}
        for i, name in enumerate(slots):
            scope[f"set{i}"] = cls.__dict__[name].__set__
            value = f"v{changed.index(name)}" if name in changed else f"obj.{name}"
            lines.append(f"    new.{name} = {value}" if twin is not cls
                         else f"    set{i}(new, {value})")
        if twin is not cls:
            lines.append("    new.__class__ = cls")
        lines.append("    return new")
        exec("\n".join(lines), scope)  # noqa: S102 - source built from the class's own slot names
        fn = scope["copy"]
        assert callable(fn)
        _COPIERS[cls, changed] = fn
        return fn

    def _twin(cls: type) -> type:
        # The plain class with ``cls``'s slots, or ``cls`` itself where Python
        # would not let an object change between the two (another base class,
        # a layout of its own): then each slot's setter writes the copy.
        if cls.__bases__ != (object,) or not isinstance(cls.__slots__, tuple):
            return cls
        twin = type(f"_{cls.__name__}Copy", (), {"__slots__": cls.__slots__})
        try:
            probe = object.__new__(twin)
            probe.__class__ = cls
        except TypeError:
            return cls
        return twin

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

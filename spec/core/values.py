"""A fast ``dataclasses.replace`` for the frozen, slotted state classes, and
a fast ``__init__`` for the small records whole games build by the thousand.

Whole-game simulations copy the state a few hundred times per game, and the
standard ``replace`` (which re-walks ``fields()`` on every call) dominated
their run time. Type checkers see the standard function, so every call is
still checked field by field. At run time a slotted class is copied by a
function generated once per class and set of changed fields, which writes
the slots of a plain twin of the class and then gives the copy the frozen
class; a class with a ``__dict__`` (the few large game states, where a
slot-by-slot copy costs more than copying the dict) by copying its dict.
Neither runs ``__post_init__``, which the spec's state classes do not have.

``quick_init`` gives a frozen, slotted dataclass an ``__init__`` that writes
each slot through the slot's own descriptor: the one a frozen dataclass
writes goes through ``object.__setattr__`` field by field, which looks the
slot up by name each time and costs about twice as much. The signature,
the defaults and the frozen instance are the same; a class whose fields
need more (a default factory, ``__post_init__``, keyword-only or non-init
fields) is refused rather than built differently.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import FunctionType
from typing import TYPE_CHECKING, Any, TypeVar, cast

T = TypeVar("T")

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


def quick_init(cls: type[T]) -> type[T]:
    """``cls`` (a frozen, slotted dataclass) with the faster ``__init__``: put
    it above ``@dataclass`` on a record whole games make thousands of."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"quick_init: {cls.__name__} is not a frozen, slotted dataclass")
    fields = dataclasses.fields(cast(Any, cls))
    if hasattr(cls, "__post_init__") or any(
            not f.init or f.kw_only or f.default_factory is not dataclasses.MISSING
            for f in fields):
        raise TypeError(f"quick_init: {cls.__name__}'s fields need the dataclass __init__ (a "
                        "default factory, __post_init__, or keyword-only or non-init fields)")
    scope: dict[str, object] = {}
    params_text = []
    for i, f in enumerate(fields):
        scope[f"set{i}"] = cls.__dict__[f.name].__set__
        if f.default is dataclasses.MISSING:
            params_text.append(f.name)
        else:
            scope[f"default{i}"] = f.default
            params_text.append(f"{f.name}=default{i}")
    body = [f"    set{i}(self, {f.name})" for i, f in enumerate(fields)] or ["    pass"]
    # Built from the class's own field names, like dataclasses' own __init__.
    exec("\n".join([f"def __init__(self, {', '.join(params_text)}):", *body]),  # noqa: S102
         scope)
    init = scope["__init__"]
    assert isinstance(init, FunctionType)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    # The dataclass one's annotations, so that a signature reads the same.
    init.__annotations__ = dict(getattr(cls.__init__, "__annotations__", {}))
    setattr(cls, "__init__", init)
    return cls


__all__ = ["evolve", "quick_init"]

"""``quick_init``: the faster ``__init__`` builds the very value the dataclass
one builds, stays frozen, and refuses classes it would build differently."""

from __future__ import annotations

import dataclasses
import pickle
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from spec.core.deck import Deck
from spec.core.values import evolve, quick_init
from spec.wendake.model import Flag, Natives, Territory
from spec.woodcraft.model import Contract, ContractState, Placed


@dataclass(frozen=True, slots=True)
class _Plain:
    name: str
    count: int
    tags: tuple[str, ...] = ()
    note: str = "none"


@quick_init
@dataclass(frozen=True, slots=True)
class _Quick:
    name: str
    count: int
    tags: tuple[str, ...] = ()
    note: str = "none"


def _fields(x: object) -> tuple[object, ...]:
    return tuple(getattr(x, f.name) for f in dataclasses.fields(x))  # type: ignore[arg-type]


@pytest.mark.parametrize("args, kwargs", [
    (("a", 1), {}),
    (("a", 1, ("x",)), {}),
    (("a",), {"count": 2, "note": "n"}),
    ((), {"name": "b", "count": 3, "tags": ("y", "z"), "note": "m"}),
])
def test_the_same_fields_as_the_dataclass_init(args: tuple[object, ...],
                                                kwargs: dict[str, object]) -> None:
    quick, plain = _Quick(*args, **kwargs), _Plain(*args, **kwargs)  # type: ignore[arg-type]
    assert _fields(quick) == _fields(plain)
    assert repr(quick) == repr(plain).replace("_Plain", "_Quick")


def test_defaults_are_the_dataclass_s_own_objects() -> None:
    assert _Quick("a", 1).tags is _Plain("a", 1).tags == ()


def test_bad_calls_fail_as_the_dataclass_init_does() -> None:
    calls: list[Callable[[Any], object]] = [
        lambda c: c("a"), lambda c: c("a", 1, (), "n", "extra"), lambda c: c("a", 1, colour="red")]
    for call in calls:
        with pytest.raises(TypeError):
            call(_Plain)
        with pytest.raises(TypeError):
            call(_Quick)


def test_still_frozen_equal_hashable_picklable_and_replaceable() -> None:
    q = _Quick("a", 1, ("x",))
    with pytest.raises(dataclasses.FrozenInstanceError):
        q.count = 2  # type: ignore[misc]
    assert q == _Quick("a", 1, ("x",)) and hash(q) == hash(_Quick("a", 1, ("x",)))
    assert pickle.loads(pickle.dumps(q)) == q
    assert dataclasses.replace(q, count=5) == _Quick("a", 5, ("x",)) == evolve(q, count=5)


def test_the_signature_names_the_fields() -> None:
    import inspect

    assert str(inspect.signature(_Quick)) == str(inspect.signature(_Plain))
    assert _Quick.__init__.__qualname__ == "_Quick.__init__"


def test_the_init_is_its_own_not_the_dataclass_one() -> None:
    # The dataclass one writes through object.__setattr__, field by field.
    def names(cls: type) -> set[str]:
        code = cls.__init__.__code__  # type: ignore[misc]
        return {*code.co_names, *code.co_freevars}

    assert "__dataclass_builtins_object__" in names(_Plain)
    assert "__dataclass_builtins_object__" not in names(_Quick)
    assert "__dataclass_builtins_object__" not in names(Natives)


def test_the_spec_s_records_built_quickly_are_whole() -> None:
    # Classes of the spec that wear it: each value has every field as given.
    assert _fields(Natives(1, 2, 3)) == (1, 2, 3)
    assert _fields(Placed("a", 4)) == ("a", 4)
    assert Contract("k", 5).state is ContractState.OPEN
    assert _fields(Deck((1, 2))) == ((1, 2), ())
    t = Territory("t", Flag.ENGLISH, 2, (None,), (None, None))
    assert (t.ghost_guards, t.player_guards, t.forests) == (0, 0, (None, None))


def test_refuses_what_it_would_build_differently() -> None:
    with pytest.raises(TypeError, match="not a frozen, slotted dataclass"):
        @quick_init
        @dataclass(frozen=True)
        class _Unslotted:
            a: int
    with pytest.raises(TypeError, match="not a frozen, slotted dataclass"):
        @quick_init
        @dataclass(slots=True)
        class _Thawed:
            a: int
    with pytest.raises(TypeError, match="default factory"):
        @quick_init
        @dataclass(frozen=True, slots=True)
        class _Factory:
            a: tuple[int, ...] = field(default_factory=tuple)
    with pytest.raises(TypeError, match="default factory"):
        @quick_init
        @dataclass(frozen=True, slots=True)
        class _Post:
            a: int

            def __post_init__(self) -> None:
                pass
    with pytest.raises(TypeError, match="default factory"):
        @quick_init
        @dataclass(frozen=True, slots=True, kw_only=True)
        class _KeywordOnly:
            a: int

"""spec/core/memo.py: an answer is remembered for the very value, not an equal one."""

from __future__ import annotations

from spec.core.memo import Memo


def test_an_answer_is_found_for_the_same_value_only() -> None:
    memo: Memo[tuple[int, ...], str] = Memo(4)
    key = tuple(range(3))
    assert memo.put(key, "three") == "three"
    assert memo.get(key) == "three"
    equal = tuple(range(3))
    assert equal == key and equal is not key
    assert memo.get(equal) is None  # equal, but another value


def test_a_full_memo_forgets_and_starts_again() -> None:
    memo: Memo[tuple[int, ...], int] = Memo(2)
    keys = [tuple(range(n)) for n in (1, 2, 3)]
    for n, key in enumerate(keys):
        memo.put(key, n)
    # The third entry found the memo full: the first two are forgotten.
    assert [memo.get(k) for k in keys] == [None, None, 2]

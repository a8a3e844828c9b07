from __future__ import annotations

from collections import Counter

import pytest

from spec.core.deck import Deck, EmptyDeck
from spec.core.rng import Rng


def test_splitmix64_matches_the_reference_sequence() -> None:
    # First outputs of the reference SplitMix64 seeded with 0 (Vigna's C code):
    # below(2**64) takes one draw and cannot reject, so it exposes them.
    rng = Rng.seeded(0)
    first, rng = rng.below(2**64)
    second, rng = rng.below(2**64)
    assert first == 0xE220A8397B1DCDAF
    assert second == 0x6E789E6AA1B965F4


def test_below_is_uniform_enough_and_in_range() -> None:
    rng = Rng.seeded(42)
    counts: Counter[int] = Counter()
    for _ in range(6000):
        value, rng = rng.below(6)
        counts[value] += 1
    assert set(counts) == set(range(6))
    assert all(900 < n < 1100 for n in counts.values())


_M = (1 << 64) - 1


def _unshift(x: int, k: int) -> int:
    # Undo x ^ (x >> k): each pass recovers k more of the high bits.
    y = x
    for _ in range(64 // k + 1):
        y = x ^ (y >> k)
    return y


def _state_drawing(raw: int) -> Rng:
    """The generator whose next draw is ``raw``: SplitMix64's output function
    run backwards (xor-shifts and odd multipliers are invertible mod 2**64),
    less the step it adds before mixing. Vigna's constants."""
    z = _unshift(raw, 31)
    z = _unshift((z * pow(0x94D049BB133111EB, -1, 1 << 64)) & _M, 27)
    z = _unshift((z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & _M, 30)
    return Rng((z - 0x9E3779B97F4A7C15) & _M)


def test_below_rejects_only_the_draws_past_the_last_whole_run() -> None:
    # 2**64 leaves remainder 1 by 3: the one top draw, 2**64 - 1, would favour
    # 0, so it is drawn again; 2**64 - 2 is kept, and is 2 modulo 3.
    top = _state_drawing(_M)
    raw, one_step = top.below(2**64)
    assert raw == _M  # the inversion is right
    next_raw, two_steps = one_step.below(2**64)
    assert top.below(3) == (next_raw % 3, two_steps)
    kept, one_step = _state_drawing(_M - 1).below(3)
    assert kept == 2 and one_step == _state_drawing(_M - 1).below(2**64)[1]


def test_shuffle_is_a_permutation_and_depends_on_the_seed() -> None:
    items = tuple(range(30))
    a, _ = Rng.seeded(1).shuffled(items)
    b, _ = Rng.seeded(2).shuffled(items)
    again, _ = Rng.seeded(1).shuffled(items)
    assert sorted(a) == list(items)
    assert a == again
    assert a != b


def test_shuffle_gives_every_order_of_three_about_equally() -> None:
    counts = Counter(Rng.seeded(s).shuffled((1, 2, 3))[0] for s in range(6000))
    assert len(counts) == 6
    assert all(850 < n < 1150 for n in counts.values())


def test_deck_draw_discard_and_reshuffle_keep_every_card() -> None:
    deck: Deck[str] = Deck(("a", "b"), ("c",))
    card, deck = deck.draw()
    assert card == "a"
    deck = deck.discarding(card)
    card, deck = deck.draw()
    deck = deck.discarding(card)
    with pytest.raises(EmptyDeck):
        deck.draw()
    deck, _ = deck.reshuffled(Rng.seeded(3))
    assert sorted(deck.draw_pile) == ["a", "b", "c"]
    assert deck.discard == ()


@pytest.mark.parametrize("steps", [0, 1, 2, 7, 1000, 2**40 + 3])
def test_steps_since_counts_the_steps_advanced_takes(steps: int) -> None:
    # A saved position states how far the game's generator has gone: counted
    # back from the states alone, the count is the one taken.
    start = Rng.seeded(2026)
    assert start.advanced(steps).steps_since(start) == steps


def test_steps_since_counts_real_draws() -> None:
    # Each uniform draw that no rejection repeats is one step of the generator.
    start = rng = Rng.seeded(11)
    for _ in range(25):
        _, rng = rng.below(2)  # a power of two: never rejected
    assert rng.steps_since(start) == 25

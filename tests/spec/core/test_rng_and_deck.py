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

"""Decks as explicit values: a draw pile (top first) and a discard pile."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from .rng import Rng
from .values import quick_init

T = TypeVar("T")


class EmptyDeck(LookupError):
    """A draw from an empty pile: the rules must reshuffle before this happens."""


@quick_init
@dataclass(frozen=True, slots=True)
class Deck(Generic[T]):
    draw_pile: tuple[T, ...]
    discard: tuple[T, ...] = ()

    def __len__(self) -> int:
        return len(self.draw_pile)

    def draw(self) -> tuple[T, Deck[T]]:
        if not self.draw_pile:
            raise EmptyDeck("draw from an empty pile")
        return self.draw_pile[0], Deck(self.draw_pile[1:], self.discard)

    def discarding(self, card: T) -> Deck[T]:
        return Deck(self.draw_pile, self.discard + (card,))

    def reshuffled(self, rng: Rng) -> tuple[Deck[T], Rng]:
        """The discards shuffled and put under the draw pile (which is usually empty)."""
        shuffled, rng = rng.shuffled(self.discard)
        return Deck(self.draw_pile + shuffled, ()), rng

    @staticmethod
    def shuffled_from(cards: tuple[T, ...], rng: Rng) -> tuple[Deck[T], Rng]:
        pile, rng = rng.shuffled(cards)
        return Deck(pile), rng

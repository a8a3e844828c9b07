"""Moves in a player's words (spec/darwins_journey/move_words.py).

The round trip is the contract: over whole seeded games, under the readings
that change which moves are legal, every legal move's words read back to
exactly that move, and no two legal moves of one decision share words. The
hand-written cases check the words against the rulebook's names."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from spec.core.rulings import DEFAULTS, Rulings
from spec.darwins_journey import play
from spec.darwins_journey import rulings as r
from spec.core.rng import Rng
from spec.core.trace import silent
from spec.darwins_journey.alfred.game import ALFRED, alfred_step, settle, setup_solo
from spec.darwins_journey.icons import Action, ActionKind, academy
from spec.darwins_journey.move_words import (
    SAYS,
    NoSuchIcon,
    NotLegal,
    WordsError,
    describe,
    read,
    resolve,
)
from spec.darwins_journey.moves import DONE, Move, MoveKind, place
from spec.darwins_journey.policies import POLICIES, play_game
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import Game, Pending, Phase
from spec.core.values import evolve

# Readings that change which moves exist, so their shapes are said too.
READINGS: tuple[Rulings, ...] = (
    DEFAULTS,
    DEFAULTS.with_choice(r.NUMBER_MODIFIER.id, r.NumberModifier.TIMES.value),
    DEFAULTS.with_choice(r.FULL_RESERVE.id, r.FullReserve.MAKE_ROOM.value),
    DEFAULTS.with_choice(r.FULFIL_WHERE.id, r.FulfilWhere.ANY_SPACE.value),
)


def _decisions(players: int, seed: int,
               rulings: Rulings) -> Iterator[tuple[Game, list[Move]]]:
    seen: list[tuple[Game, list[Move]]] = []

    def on_move(game: Game, move: Move) -> None:
        seen.append((game, play.moves(game, rulings)))

    play_game(players, seed, "random", rulings, on_move=on_move)
    yield from seen


def _check(game: Game, legal: list[Move]) -> int:
    said = [describe(game, m) for m in legal]
    assert len(set(said)) == len(said), "two legal moves read alike"
    for move, words in zip(legal, said):
        assert read(game, words) == move, f"{words!r} reads back as another move"
    if legal:  # case does not matter, nor a closing full stop
        assert resolve(game, said[-1].upper() + ".", legal) == legal[-1]
    return len(legal)


@pytest.mark.parametrize("rulings", READINGS, ids=lambda x: x.named if x is DEFAULTS
                         else ",".join(f"{k}={v}" for k, v in x.chosen))
def test_every_legal_move_reads_back_from_its_words(rulings: Rulings) -> None:
    games = checked = 0
    kinds: set[str] = set()
    for players in (2, 3, 4):
        for seed in range(2):
            games += 1
            for game, legal in _decisions(players, seed, rulings):
                checked += _check(game, legal)
                kinds |= {m.kind.value for m in legal}
    assert games == 6 and checked > 5_000
    # Crew cards are rarely achieved by the stand-ins: their words are checked by hand.
    assert kinds >= {"place", "perform", "objective", "done"}


def test_the_solo_players_moves_read_back_too() -> None:
    # The solo game's stand-in makes its moves as a player does, as play_solo
    # plays them; Alfred's turns are his own and make none.
    checked = 0
    for level in ("white", "blue", "yellow", "green"):
        game = setup_solo(level, 2)
        rng = Rng.seeded(2)
        while game.phase is not Phase.OVER:
            if game.active == ALFRED:
                game = alfred_step(game, DEFAULTS, silent())
                continue
            legal = play.moves(game)
            checked += _check(game, legal)
            move, rng = POLICIES["random"](game, legal, rng)
            game = settle(play.apply(game, move), DEFAULTS, silent())
    assert checked > 1_500


def test_every_kind_of_action_has_words() -> None:
    assert set(SAYS) == set(ActionKind)


# --- The words, checked by hand against the rulebook ------------------------------

def _first() -> Game:
    return setup(2, 1)


def test_placements_name_the_diary_spaces_as_the_rulebook_does() -> None:
    # Main Diary spaces by page (Exploration, Navigation, Correspondence,
    # Academy) and row; the others by their Diary and place.
    game = _first()
    assert describe(game, place(2, "correspondence-top")) == \
        "place worker 2 on the top Correspondence space"
    assert describe(game, place(1, "exploration-middle", 1)) == \
        "place worker 1 on the middle Exploration space, spending 1 Temporary Knowledge"
    assert describe(game, place(0, "special-top-left")) == \
        "place worker 0 on the top-left Special Action space"
    assert describe(game, place(3, "small-right")) == "place worker 3 on the right Small Diary space"
    assert describe(game, place(3, "turn-order")) == "place worker 3 on the Turn Order space"
    assert describe(game, DONE) == "done"
    crew = Move(MoveKind.CREW, args=(15, 1))
    assert describe(game, crew) == "achieve Crew card 15 with worker 1"
    assert read(game, "achieve crew card 15 with worker 1") == crew
    objective = Move(MoveKind.OBJECTIVE, args=("silver-6", 7))  # silver 1-5 are 0-4
    assert describe(game, objective) == "achieve Objective silver-6 on golden space 3"
    assert read(game, "achieve Objective silver-6 on golden space 3") == objective


def test_words_are_read_loosely_but_not_guessed() -> None:
    game = _first()
    assert read(game, "  Place worker 2 on the TOP correspondence space. ") == \
        place(2, "correspondence-top")
    assert read(game, "place worker 2 on correspondence-top") == place(2, "correspondence-top")
    assert read(game, "pass") == DONE and read(game, "end the turn") == DONE
    # The rulebook's "Automatically Fulfill an Objective", in either spelling.
    fulfil = read(evolve(game, frames=((Pending(Action(ActionKind.FULFIL_OBJECTIVE), "x"),),)),
                  "Fulfill Objective start-silver-1 on silver space 2")
    assert fulfil == Move(MoveKind.PERFORM, 0, 0, ("start-silver-1", 1))
    with pytest.raises(WordsError, match="no move's words"):
        read(game, "place worker 2 on the top Correspondance space")


def test_the_engine_text_is_still_read() -> None:
    game = _first()
    assert read(game, "place 1 academy-top 0") == place(1, "academy-top")
    assert read(game, "objective silver-6 4") == Move(MoveKind.OBJECTIVE, args=("silver-6", 4))
    assert read(game, "perform 0 A -1 A1 A2") == Move(MoveKind.PERFORM, 0, 0, ("A", -1, "A1", "A2"))


def _at_academy(*icons: Action) -> Game:
    # Player 0 with the Academy's icons open; Scroll 1 holds red, green, yellow.
    game = _first()
    frame = tuple(Pending(i, "academy-bottom") for i in icons)
    return evolve(game, active=0, placed=True, frames=(frame,),
                  scrolls=("red", "green", "yellow") + ("",) * 9)


def test_an_academy_seal_says_its_colour_spot_and_cost() -> None:
    # Scroll 2 costs 1 Coin, the row's second seal spot nothing (fan data); the
    # bottom Academy space's second icon takes 3 Coins off.
    game = _at_academy(academy())
    game = evolve(game, scrolls=("", "", "", "blue") + ("",) * 8)
    move = Move(MoveKind.PERFORM, 0, 0, (3, 1))
    words = describe(game, move)
    assert words == "take the blue seal in Academy spot 4 (Scroll 2) for worker 1, paying 1 Coin"
    assert read(game, words) == move
    # What it costs may be left out, but not misstated.
    assert read(game, "take the blue seal in Academy spot 4 (Scroll 2) for worker 1") == move
    with pytest.raises(NoSuchIcon, match="would read"):
        read(game, "take the red seal in Academy spot 4 (Scroll 2) for worker 1")


def test_two_open_icons_that_read_alike_are_told_apart() -> None:
    # Two plain Academy icons (as after a distinction's extra seal): the words
    # name the icon; without it, the reader asks which.
    game = _at_academy(academy(), academy())
    first, second = Move(MoveKind.PERFORM, 0, 0, (0, 1)), Move(MoveKind.PERFORM, 1, 0, (0, 1))
    assert describe(game, first) == "icon 1: take the red seal in Academy spot 1 (Scroll 1) for worker 1"
    assert read(game, describe(game, second)) == second
    with pytest.raises(WordsError, match="more than one open icon"):
        read(game, "take the red seal in Academy spot 1 (Scroll 1) for worker 1")
    # With a discount on one, the Coins tell them apart, once said.
    game = _at_academy(academy(), academy(discount=3))
    game = evolve(game, scrolls=("",) * 9 + ("red", "", ""))
    full, cheap = Move(MoveKind.PERFORM, 0, 0, (9, 1)), Move(MoveKind.PERFORM, 1, 0, (9, 1))
    assert describe(game, full) == \
        "take the red seal in Academy spot 10 (Scroll 4) for worker 1, paying 3 Coins"
    assert describe(game, cheap) == "take the red seal in Academy spot 10 (Scroll 4) for worker 1"
    assert read(game, describe(game, cheap)) == cheap


def test_an_illegal_move_in_words_names_the_nearest_legal_ones() -> None:
    game = _first()
    legal = play.moves(game)
    occupied = "place worker 9 on the top Exploration space"
    with pytest.raises(NotLegal) as e:
        resolve(game, occupied, legal)
    assert e.value.near and all(w.startswith("place worker") for w in e.value.near)
    with pytest.raises(WordsError, match="up to 'place worker 1 on the', not from 'Musem'"):
        resolve(game, "place worker 1 on the Musem", legal)

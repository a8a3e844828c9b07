"""Questions the Wendake Ghost text leaves open (issue 10): each witness run
under every reading, with the answers worked out by hand from the solo text
(seed 001)."""

from __future__ import annotations

from typing import Any

import pytest

from spec.wendake import clauses as c
from spec.wendake import rulings as r

from ..example_answers import answer


def _answer(name: str, ruling: str = "", option: str = "") -> Any:
    return answer("wendake", name, ruling, option)


# -- wendake.outpost-only-attack --------------------------------------------------------

@pytest.mark.cites(c.WOMAN.id, c.ATTACK.id)
@pytest.mark.parametrize(("option", "territory", "attacked", "women_home"),
                         [("attacked", "french-near", "outpost", 5),
                          ("natives-only", "french-far", "", 4)])
def test_a_territory_with_only_your_outpost(option: str, territory: str, attacked: str,
                                            women_home: int) -> None:
    # french-near: a Ghost Woman and your Outpost; french-far: a Ghost Woman and a
    # free field. Attacked, the Outpost is injured and nothing is placed; read
    # natives-only, no step applies in french-near and (chosen-territory-full =
    # other-territory) the Woman takes french-far's free field.
    a = _answer("woman-attacks-outpost.toml", r.OUTPOST_ONLY.id, option)
    assert (a["territory"], a["attacked"]) == (territory, attacked)
    assert a["ghost_home"]["woman"] == women_home


# -- wendake.guard-protects-outpost -----------------------------------------------------

@pytest.mark.cites(c.ATTACK.id)
@pytest.mark.parametrize(("option", "attacked"), [("any-piece", "guard"),
                                                  ("natives-only", "outpost")])
def test_your_guard_and_your_outpost(option: str, attacked: str) -> None:
    a = _answer("guard-and-outpost.toml", r.GUARD_PROTECTS.id, option)
    assert a["territory"] == "french-near" and a["attacked"] == attacked
    # Either way nothing of the Ghost's is placed: 7 - 2 Women still at Home.
    assert a["ghost_home"]["woman"] == 5


# -- wendake.guard-against-ghost-guards -------------------------------------------------

@pytest.mark.cites(c.ATTACK.id, c.NO_WARRIOR_NEEDED.id)
@pytest.mark.parametrize(("option", "attacked", "women_home", "your_guards"),
                         [("any-guard", "guard", 5, 0), ("unmatched-guard", "woman", 4, 1)])
def test_your_guard_facing_a_ghost_guard(option: str, attacked: str, women_home: int,
                                         your_guards: int) -> None:
    # french-near: a Ghost Woman and your Woman, one Guard of yours, one Ghost Guard.
    # Any Guard of yours protects: it is injured and your Woman stays. Read
    # unmatched, the Ghost's Guard matches yours: your Woman is injured, a Ghost
    # Woman takes her field, and your Guard stays.
    a = _answer("guard-against-ghost-guard.toml", r.GHOST_GUARDS.id, option)
    assert a["territory"] == "french-near" and a["attacked"] == attacked
    assert a["ghost_home"] == {"warrior": 6, "woman": women_home, "hunter": 7}


@pytest.mark.cites(c.ATTACK.id)
def test_your_guards_that_outnumber_the_ghosts_protect_under_either_reading() -> None:
    from spec.core.rulings import Rulings
    from spec.core.trace import Trace
    from spec.core.values import evolve
    from spec.wendake.ghost import attack
    from spec.wendake.model import Kind, Owner, Piece

    from .build import state

    s = state()
    t = next(x for x in s.territories if x.id == "french-near")
    t = evolve(t.with_spaces(Kind.WOMAN, (Piece(Owner.GHOST, "woman"),
                                          Piece(Owner.PLAYER, "woman"))),
               player_guards=2, ghost_guards=1)
    for option in r.GHOST_GUARDS.options:
        rulings = Rulings().with_choice(r.GHOST_GUARDS.id, option.id)
        _, hit = attack(s, t, Kind.WOMAN, rulings, Trace(on=False))
        assert hit == "guard", option.id


# -- wendake.ghost-card-sides -----------------------------------------------------------

@pytest.mark.cites(c.GHOST_CARDS.id, c.SCORE_DISKS.id)
@pytest.mark.parametrize(("option", "cards", "disks"),
                         [("random", ["G2b", "G3b", "G4b"], [17, 17]),
                          ("fewer-points", ["G2b", "G3a", "G4a"], [15, 15]),
                          ("more-points", ["G2a", "G3b", "G4b"], [18, 18])])
def test_the_side_each_ghost_card_is_laid(option: str, cards: list[str],
                                          disks: list[int]) -> None:
    a = _answer("ghost-card-sides.toml", r.CARD_SIDES.id, option)
    assert a["cards"] == cards and a["score_disks"] == disks
    assert a["printed_total"] == sum(disks)


@pytest.mark.cites(c.GHOST_CARDS.id)
def test_the_sides_change_nothing_else_of_the_setup() -> None:
    from spec.core.rulings import Rulings
    from spec.wendake.setup import setup

    states = [setup(5, rulings=Rulings().with_choice(r.CARD_SIDES.id, o.id))
              for o in r.CARD_SIDES.options]
    assert len({(s.progress, s.advanced, s.mask_deck) for s in states}) == 1
    assert len({tuple(k.id[:2] for k in s.cards) for s in states}) == 1


# -- Progress rows are not refilled: settled by the text ---------------------------------
# "Ghost actions": if the level of the Ghost's disk is empty, it takes a tile from
# the next lower level; the text expects a level to run out. "Solo Restore" step 4
# restores only your own Progress tiles ("restore yours"), and nothing else in the
# text lays a new tile out. So a tile taken is gone and its place stays empty.

@pytest.mark.cites(c.TAKE_PROGRESS.id, c.RESTORE_PROGRESS.id)
def test_progress_rows_are_not_refilled() -> None:
    from spec.core.rulings import Rulings
    from spec.core.trace import Trace
    from spec.wendake.setup import setup
    from spec.wendake.year import play_game, restore

    a = _answer("take-progress.toml")
    assert a["progress_tile"] == "P2-03"
    for seed in range(20):
        start = setup(seed)
        game = play_game(seed, Rulings(), Trace(on=False))
        for before, after in zip(start.progress, game.final.progress):
            assert set(after) <= set(before)  # nothing new was laid out
        assert sum(map(len, game.final.progress)) < sum(map(len, start.progress))
        assert restore(start, Trace(on=False)).progress == start.progress


# -- the Mask deck never runs out: settles two questions as moot -----------------------
# One Mask card is drawn a year ("A solo year") and the cleared ones go to the
# bottom of the discard pile ("The Ghost's turns"); with the 12 cards of assumption
# wendake.masks.cards, seven years draw 7 and never need the discards. So whether
# the cleared Masks leave the game or go to the discard pile (Restore step 5 and
# "The Ghost's turns" word it differently), and in what order, is never read.

@pytest.mark.cites(c.MASK_CARD.id, c.MASKS_AWAY.id)
def test_the_mask_deck_never_runs_out_in_seven_years() -> None:
    from spec.core.rulings import Rulings
    from spec.core.trace import Trace
    from spec.wendake import data
    from spec.wendake.setup import setup
    from spec.wendake.year import play_year

    assert len(data.MASK_CARDS) > data.YEARS
    for seed in range(20):
        for option in r.FACE_DOWN_MASK.options:
            s = setup(seed)
            rulings = Rulings().with_choice(r.FACE_DOWN_MASK.id, option.id)
            while s.year <= data.YEARS:
                assert len(s.mask_deck.draw_pile) == len(data.MASK_CARDS) - (s.year - 1)
                s, _ = play_year(s, rulings, Trace(on=False))

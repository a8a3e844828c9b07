"""The lagging penalties against the community FAQ's entry F8.

The FAQ (``shared/reference-data/darwins-journey-faq.md``, F8, citing the
rulebook page 21) says that with the Objective that caps each lagging penalty
at 2, "a Ship far behind can still lose -4 or -6 in all": two or three
penalties of 2 between the Ship and the HMS Beagle. The rulebook
(``shared/seeds/002_c2bb59e7f29bd312.txt``, "Lagging Penalties" and the
Objective "Lagging Penalty Cap") gives no values. The assumed data
(``darwins_journey.data.lagging-penalties``) puts one penalty on each Beagle
space, 2 on O1 and O4, 3 on O8 and O14, 4 on O21, counted for the spaces after
the Ship's up to and including the Beagle's.

Every expected value below is worked out by hand from those values. The
former data (a penalty on every Ocean space of every route: 1 on O1-O8, 2 on
O9-O14, 3 from O15, none on the detours) fails these tests: a Ship on O0 with
the Beagle on O4 met O1, O3 and O4 (3 penalties, 3 points capped), with the
Beagle on O14 ten penalties (14 points, capped or not).
"""

from __future__ import annotations

import pytest

from spec.core.values import evolve
from spec.darwins_journey import clauses as c
from spec.darwins_journey.scoring import lagging_penalty
from spec.darwins_journey.setup import setup
from spec.darwins_journey.state import Game, Player
from spec.darwins_journey.tracks import BEAGLE_SPACE_IDS, OCEAN, ocean_step


def beagle_on(k: int) -> Game:
    """A first game with the HMS Beagle on its k-th space (1 to 5)."""
    return evolve(setup(2, 1, first_game=True, crew="first-play"), beagle=k - 1)


def ship(game: Game, space: str, *, cap: bool) -> Player:
    return evolve(game.players[0], ship=space, lagging_cap=cap)


def penalties_met(ship_on: str, beagle_on: str) -> int:
    """How many printed penalties lie after the Ship's space, up to and including
    the Beagle's (the data read directly, not through the scoring code)."""
    here, there = ocean_step(ship_on), ocean_step(beagle_on)
    return sum(1 for s in OCEAN if here < ocean_step(s.id) <= there and s.lagging_penalty)


@pytest.mark.cites(c.LAGGING_PENALTY.id, c.LAGGING_CAP.id)
def test_a_capped_ship_far_behind_loses_4_or_6_as_the_faq_says() -> None:
    # The FAQ's -4 and -6 are two and three penalties of 2 (each capped at 2).
    # A Ship on O0 with the Beagle on its 2nd space (O4) meets O1 and O4: two
    # penalties, 2 + 2 = -4 capped; on its 3rd space (O8) O1, O4 and O8:
    # 2 + 2 + 2 = -6 capped.
    assert lagging_penalty(beagle_on(2), ship(beagle_on(2), "O0", cap=True)) == 4
    assert lagging_penalty(beagle_on(3), ship(beagle_on(3), "O0", cap=True)) == 6
    # A Ship that never left the Beagle's first space (O1), with the Beagle on
    # its 3rd space (O8), meets O4 and O8: -4; on its 4th space (O14), O4, O8
    # and O14: -6.
    assert lagging_penalty(beagle_on(3), ship(beagle_on(3), "O1", cap=True)) == 4
    assert lagging_penalty(beagle_on(4), ship(beagle_on(4), "O1", cap=True)) == 6


@pytest.mark.cites(c.LAGGING_PENALTY.id, c.LAGGING_CAP.id)
def test_a_ship_on_o0_meets_one_penalty_per_beagle_space_up_to_the_beagle() -> None:
    # The Ship on O0, the Beagle on its 1st to 5th space (O1, O4, O8, O14, O21):
    # 1 to 5 penalties, never more (the former data: 1, 3, 6, 10 and 15), and
    # capped at 2 each: 2, 4, 6, 8, 10 (the former data: 1, 3, 6, 14, 24).
    met = [penalties_met("O0", space) for space in BEAGLE_SPACE_IDS]
    assert met == [1, 2, 3, 4, 5]
    capped = [lagging_penalty(beagle_on(k), ship(beagle_on(k), "O0", cap=True))
              for k in range(1, 6)]
    assert capped == [2, 4, 6, 8, 10]
    # Uncapped: 2; 2 + 2 = 4; + 3 = 7; + 3 = 10; + 4 = 14. The cap bites from
    # the 3rd space on (O8's 3 becomes 2): some printed penalty is above 2.
    uncapped = [lagging_penalty(beagle_on(k), ship(beagle_on(k), "O0", cap=False))
                for k in range(1, 6)]
    assert uncapped == [2, 4, 7, 10, 14]


@pytest.mark.cites(c.LAGGING_PENALTY.id, c.LAGGING_CAP.id)
@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_with_the_cap_every_zone_behind_costs_exactly_2(k: int) -> None:
    # Every printed penalty is at least 2, so with the cap a Ship loses 2 for
    # each Beagle space after its own up to the Beagle's, wherever it stands
    # (on a detour, between Beagle spaces, on one): the FAQ's totals are
    # always even. The former data had penalties of 1 (a Ship on O3 with the
    # Beagle on O4 lost 1).
    game = beagle_on(k)
    there = ocean_step(BEAGLE_SPACE_IDS[k - 1])
    for space in OCEAN:
        zones = sum(1 for b in BEAGLE_SPACE_IDS
                    if ocean_step(space.id) < ocean_step(b) <= there)
        assert lagging_penalty(game, ship(game, space.id, cap=True)) == 2 * zones, space.id

"""The answers players rely on beyond the printed rulebook: the publisher's
correction and the community FAQ (reference data, FAQ v1.02), entry by
entry, each checked under the rulesets that read it differently.

The expected numbers are worked out by hand from the FAQ's answers and the
rulebook, not read back from the spec.
"""

from __future__ import annotations

from typing import Any

import pytest

from spec.core.rulings import Ruleset
from spec.core.sources import Correction, FaqEntry
from spec.darwins_journey import clauses as c
from spec.darwins_journey import rulings as r
from spec.darwins_journey import texts
from spec.darwins_journey.actions import island_routes, ocean_routes
from spec.darwins_journey.setup import setup
from spec.darwins_journey.tracks import ISLAND_TRACKS, OCEAN

from ..example_answers import answer


def _answer(name: str, ruleset: Ruleset) -> Any:
    return answer("darwins-journey", name, ruleset=ruleset)


def test_every_faq_entry_rests_on_what_the_faq_cites() -> None:
    entries = [v for v in vars(texts).values() if isinstance(v, (FaqEntry, Correction))]
    # F1 to F8: seven community answers and the publisher's one correction.
    assert len(entries) == 8
    assert [e for e in entries if isinstance(e, Correction)] == [texts.HALVING]
    assert all(e.version == "1.02" for e in entries if isinstance(e, FaqEntry))


# F3: a movement moves at least one space.
@pytest.mark.cites(c.NAVIGATION.id, c.EXPLORATION.id)
def test_no_movement_moves_zero_spaces() -> None:
    for space in OCEAN:
        for steps in range(1, 6):
            assert all(len(route) >= 1 for route in ocean_routes(space.id, steps))
    game = setup(2, 1)
    for k, track in enumerate(ISLAND_TRACKS):
        for spot in track.spaces[:-1]:
            routes = island_routes(game, k, spot.id, 3)
            assert routes and all(len(route) >= 1 for route in routes)
    assert texts.NO_ZERO_MOVE in c.NAVIGATION.sources and texts.NO_ZERO_MOVE in c.EXPLORATION.sources


# F5: the seal pile runs out at Cleanup: the spots stay empty.
@pytest.mark.cites(c.SCROLLS_REFILL.id)
def test_an_empty_seal_pile_leaves_the_spots_empty_under_every_ruleset() -> None:
    for ruleset in Ruleset:
        assert r.SEAL_PILE_EMPTY.picked(ruleset) is r.SealPileEmpty.LEAVE_EMPTY
    assert r.SEAL_PILE_EMPTY.option("leave-empty").source == texts.SEALS_RUN_OUT


# F6: Stamps a majority reward puts on the Envelope being scored.
@pytest.mark.cites(c.MAJORITY_HALVE_STAMPS.id)
def test_stamps_placed_on_the_scored_envelope_are_not_halved_under_the_faq() -> None:
    # Player 0 had 3 Stamps on the top Envelope when it was scored and put 2
    # more there with his Exploration reward: 5. Halving all 5 takes 3 (2
    # stay); halving only the 3 scored takes 2, and the 2 new ones stay (3).
    name = "reward-stamps-on-the-scored-envelope.toml"
    for ruleset in (Ruleset.PRINTED, Ruleset.ERRATA):
        answer = _answer(name, ruleset)
        assert answer["envelopes"][0][0] == 2 and answer["used_stamps"][0] == 5
    answer = _answer(name, Ruleset.FAQ)
    assert answer["envelopes"][0][0] == 3 and answer["used_stamps"][0] == 4


# F7: the publisher's correction: every majority winner halves.
@pytest.mark.cites(c.MAJORITY_HALVE_STAMPS.id)
def test_a_declined_reward_halves_the_stamps_once_the_publisher_corrected_it() -> None:
    # Player 1 came second with 2 Stamps and declined the reward: as printed
    # they keep both; corrected, they move half (1) to the used tray.
    name = "reward-declined-halves-stamps-errata.toml"
    assert _answer(name, Ruleset.PRINTED)["used_stamps"] == [3, 0]
    for ruleset in (Ruleset.ERRATA, Ruleset.FAQ):
        assert _answer(name, ruleset)["used_stamps"] == [3, 1]


# F2: one Tent per player per Campsite, Alfred's included.
@pytest.mark.cites(c.CAMPSITE.id)
def test_a_second_tent_on_a_campsite_is_offered_only_as_printed() -> None:
    # The player's first Tent stands on the A7 Campsite's 0-Coin location and
    # the 1-Coin one is free: the printed rule offers it, the FAQ does not.
    name = "campsite-second-tent.toml"
    for ruleset in (Ruleset.PRINTED, Ruleset.ERRATA):
        assert ("put a Tent on the Campsite at A7, Tent place 2, paying 1 Coin"
                in _answer(name, ruleset)["moves"])
    assert _answer(name, Ruleset.FAQ)["moves"] == ["done"]


@pytest.mark.cites("darwins_journey.alfred.action.campsite-skipped")
def test_alfreds_campsite_action_is_skipped_where_his_tent_stands_under_the_faq() -> None:
    from spec.core.rulings import Rulings
    from spec.core.trace import Trace
    from spec.core.values import evolve
    from spec.darwins_journey.alfred.actions import campsite
    from spec.darwins_journey.alfred.game import setup_solo
    from spec.darwins_journey.alfred.tracks import his_player
    from spec.darwins_journey.tracks import CAMPSITES

    game = setup_solo("white", 1)
    seat = his_player(game).seat
    k = next(i for i, site in enumerate(CAMPSITES) if site.space == "A7")
    tents = list(game.tents)
    tents[k] = (seat, None)  # his Tent on the 0-Coin place; the 1-Coin one free
    game = evolve(game, tents=tuple(tents))
    before = his_player(game)
    assert before.coins >= 1 and before.tents >= 1
    printed = campsite(game, "A7", Rulings(ruleset=Ruleset.PRINTED), Trace())
    assert printed.tents[k] == (seat, seat) and his_player(printed).tents == before.tents - 1
    trace = Trace()
    faq = campsite(game, "A7", Rulings(ruleset=Ruleset.FAQ), trace)
    assert faq.tents[k] == (seat, None) and his_player(faq).tents == before.tents
    assert any(s.ruling == "darwins_journey.tents-per-campsite=one-per-player"
               for s in trace.steps)


def test_every_entry_is_encoded_as_a_clause_source_or_a_ruling_reading() -> None:
    from checker import games
    from spec.core.clauses import all_clauses
    from spec.core.rulings import all_rulings

    games.load_rules("darwins-journey")
    cited = {s for cl in all_clauses("darwins-journey") for s in cl.sources}
    cited |= {o.source for ru in all_rulings("darwins-journey") for o in ru.options
              if o.source is not None}
    entries = [v for v in vars(texts).values() if isinstance(v, (FaqEntry, Correction))]
    assert [e for e in entries if e not in cited] == []

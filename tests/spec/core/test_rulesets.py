"""Rulesets: printed reads each open question at its default, errata applies
the publisher's corrections, faq the community FAQ's answers too; every
option knows which rulesets pick it, and a later ruleset's pick must cite
what it rests on."""

from __future__ import annotations

import pytest

from spec.core.rulings import (
    DEFAULT_RULESET,
    Option,
    Reading,
    Rulings,
    Ruleset,
    RulingKind,
    UnknownRuleset,
    ruleset,
    ruling,
)
from spec.core.sources import FaqEntry, Source
from spec.darwins_journey import rulings as dj

# The publisher corrected who halves their Stamps after a majority reward
# (reference data, FAQ entry F7): the printed rule halves those who performed
# a reward action, the correction every player who won a majority.


@pytest.mark.cites("darwins_journey.reward.majority-halve-stamps")
def test_each_ruleset_reads_the_stamp_halving_its_own_way() -> None:
    assert Rulings(ruleset=Ruleset.PRINTED)(dj.HALVE_WHO) is dj.HalveWho.PERFORMED
    assert Rulings(ruleset=Ruleset.ERRATA)(dj.HALVE_WHO) is dj.HalveWho.AWARDED
    # faq adds the FAQ's answers where the publisher said nothing; here it did.
    assert Rulings(ruleset=Ruleset.FAQ)(dj.HALVE_WHO) is dj.HalveWho.AWARDED
    assert dj.HALVE_WHO.picked_by("performed") == (Ruleset.PRINTED,)
    assert dj.HALVE_WHO.picked_by("awarded") == (Ruleset.ERRATA, Ruleset.FAQ)


def test_the_ruleset_in_force_by_default_is_errata() -> None:
    assert DEFAULT_RULESET is Ruleset.ERRATA
    assert Rulings()(dj.HALVE_WHO) is dj.HalveWho.AWARDED


def test_a_reading_chosen_by_hand_wins_over_the_ruleset() -> None:
    chosen = Rulings.of({dj.HALVE_WHO.id: "performed"})
    assert chosen(dj.HALVE_WHO) is dj.HalveWho.PERFORMED
    assert chosen.under(Ruleset.FAQ)(dj.HALVE_WHO) is dj.HalveWho.PERFORMED
    assert chosen.under(Ruleset.PRINTED).named == (
        f"printed ruleset, with {dj.HALVE_WHO.id}=performed")


def test_a_ruling_without_later_picks_reads_the_same_under_every_ruleset() -> None:
    every = {Rulings(ruleset=r)(dj.REWARD_ORDER) for r in Ruleset}
    assert every == {dj.REWARD_ORDER.default}
    assert dj.REWARD_ORDER.picked_by(dj.REWARD_ORDER.default.value) == tuple(Ruleset)


class _Toy(Reading):
    A = "a"
    B = "b"


def test_an_option_a_later_ruleset_picks_must_cite_its_ground() -> None:
    seed = Source("seed.txt", "Somewhere")
    options = (Option("a", "as printed", "the text"), Option("b", "corrected", "why", seed))
    with pytest.raises(ValueError, match="must cite a publisher's Correction"):
        ruling("toy.errata-without-correction", "?", RulingKind.AMBIGUOUS, options, _Toy.A,
               (), "", errata=_Toy.B)
    faq_only = FaqEntry("A FAQ", "1", "2024-01-01", "Q?", "a thread")
    options = (Option("a", "as printed", "the text"), Option("b", "FAQ", "why", faq_only))
    with pytest.raises(ValueError, match="must cite a publisher's Correction"):
        ruling("toy.errata-from-a-faq", "?", RulingKind.AMBIGUOUS, options, _Toy.A,
               (), "", errata=_Toy.B)


def test_an_unknown_ruleset_names_the_ones_there_are() -> None:
    assert ruleset("printed") is Ruleset.PRINTED
    with pytest.raises(UnknownRuleset, match="printed, errata, faq"):
        ruleset("erata")


class _Three(Reading):
    A = "a"
    B = "b"
    C = "c"


def test_the_faq_fills_only_the_publishers_silences() -> None:
    from spec.core.sources import Correction

    seed = Source("seed.txt", "Somewhere")
    fix = Correction("A publisher", "2024-01-01", "website", seed)
    faq = FaqEntry("A FAQ", "1", "2024-01-01", "Q?", "a thread")
    options = (Option("a", "as printed", "the text"), Option("b", "corrected", "why", fix),
               Option("c", "the FAQ's", "why", faq))
    from spec.core import rulings as registry

    both = ruling("toy.corrected-and-answered", "?", RulingKind.AMBIGUOUS, options, _Three.A,
                  (), "", errata=_Three.B, faq=_Three.C)
    try:
        assert [both.picked(r) for r in Ruleset] == [_Three.A, _Three.B, _Three.B]
        assert both.picked_by("c") == ()
    finally:
        # A toy Ruling must not reach the registries other tests list.
        registry._RULINGS.pop(both.id)

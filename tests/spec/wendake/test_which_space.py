"""Which field or forest of a territory the Ghost uses (ruling
wendake.space-in-territory).

The text names the territory a Ghost Native goes to or is taken from, never
the space. The spaces of one kind are not interchangeable: the attack-target
reading first-space attacks your first piece in their order, and the space the
Ghost fills decides where your later pieces can stand. The first test shows a
later attack that depends on it; the property shows that the space changes
nothing else, not even the turn it is chosen in.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.strategies.wendake import NATIVE_ACTIONS, Case, any_situation
from spec.core.rulings import Rulings
from spec.core.trace import Trace, silent
from spec.core.values import evolve
from spec.wendake import clauses as c
from spec.wendake import rulings as r
from spec.wendake.ghost import ghost_turn
from spec.wendake.model import GhostState, Kind, Owner, Piece

from .build import home_left, state

SPACE = r.SPACE_IN_TERRITORY.id
READINGS = [o.id for o in r.SPACE_IN_TERRITORY.options]


def _with(reading: str, **others: str) -> Rulings:
    return Rulings.of({SPACE: reading, **others})


def _fields(s: GhostState, territory: str) -> list[str]:
    t = next(t for t in s.territories if t.id == territory)
    return [f"{p.owner.value}-{p.what}" if p else "" for p in t.fields]


@pytest.mark.cites(c.WOMAN.id, c.ATTACK.id)
@pytest.mark.parametrize("reading, lands, attacked", [("first", 0, "outpost"),
                                                       ("last", 3, "woman")])
def test_the_field_the_ghost_takes_decides_a_later_attack(reading: str, lands: int,
                                                          attacked: str) -> None:
    # M1: English blanket; G1a's row 1 is a Woman; no Ghost Woman in either
    # English territory, so she goes near, where fields 1, 3 and 4 are free
    # and field 2 holds your Outpost.
    s = state(territories={"english-near": {"fields": ["", "player-outpost", "", ""]}})
    s, _ = ghost_turn(s, _with(reading), Trace())
    assert _fields(s, "english-near")[lands] == "ghost-woman"
    # You then put a Woman on the first free field; Ghost Women take the last
    # free one and both far fields. Your Woman now stands before the Outpost
    # or after it, by where the first Ghost Woman went.
    spaces = list(s.territories[0].fields)
    spaces[spaces.index(None)] = Piece(Owner.PLAYER, "woman")
    spaces = [p or Piece(Owner.GHOST, "woman") for p in spaces]
    ghost = Piece(Owner.GHOST, "woman")
    s = evolve(s, turn=0, territories=(s.territories[0].with_spaces(Kind.WOMAN, spaces),
                                       evolve(s.territories[1], fields=(ghost, ghost)),
                                       *s.territories[2:]))
    s = evolve(s, ghost_home=home_left(s, Owner.GHOST), player_home=home_left(s, Owner.PLAYER))
    # 2 Ghost Women near against 2 far: near again, every field taken; under
    # first-space the Ghost attacks your first piece there.
    _, turn = ghost_turn(s, _with(reading), Trace())
    assert (turn.territory, turn.attacked) == ("english-near", attacked)


@pytest.mark.cites(c.WOMAN.id, c.HUNTER.id)
@pytest.mark.parametrize("reading", READINGS)
def test_a_native_lands_on_a_free_space_the_reading_picks_and_the_trace_says_so(
        reading: str) -> None:
    s = state(territories={"english-near": {"fields": ["", "player-outpost", "", ""]}})
    trace = Trace()
    after, turn = ghost_turn(s, _with(reading), trace)
    (step,) = [x for x in trace.steps if x.procedure == "wendake.landing-space"]
    assert step.candidates == ("field 1", "field 3", "field 4")
    assert step.ruling == f"{SPACE}={reading}"
    placed = int(step.winner.split()[1]) - 1
    assert _fields(after, "english-near")[placed] == "ghost-woman"
    # The turn's outcome names the field, as there were several.
    assert turn.outcome == f"woman placed in english-near on {step.winner}"
    if reading != "random":
        assert placed == {"first": 0, "last": 3}[reading]


@pytest.mark.cites(c.NATIVE_ACTION.id)
@pytest.mark.parametrize("reading, freed", [("first", 0), ("last", 3)])
def test_a_native_taken_off_the_board_leaves_the_space_the_reading_picks(
        reading: str, freed: int) -> None:
    # All 7 Ghost Women are on the board; the French blanket (M5) asks for a
    # Woman, and reading move-from-board takes one off the first English
    # territory that has one: english-near, whose four fields all hold one.
    s = state(mask="M5", territories={
        "english-near": {"fields": ["ghost-woman"] * 4},
        "english-far": {"fields": ["ghost-woman", "ghost-woman"]},
        "french-near": {"fields": ["ghost-woman", ""]}})
    assert s.ghost_home.woman == 0
    after, turn = ghost_turn(s, _with(reading, **{r.NO_NATIVE_HOME.id: "move-from-board"}),
                             Trace())
    left = _fields(after, "english-near")
    assert left[freed] == "" and left.count("ghost-woman") == 3
    # 1 Ghost Woman near French, 0 far: she goes far, where both fields are
    # free; the outcome names both spaces the Ghost chose.
    assert turn.territory == "french-far"
    lands = {"first": 1, "last": 2}[reading]
    assert turn.outcome == (f"woman placed in french-far on field {lands}, taken off field "
                            f"{freed + 1} of english-near")


def _unplaced(outcome: str) -> str:
    """A turn's outcome without the space it names ("... on field 3", "...,
    taken off forest 2 of french-far")."""
    return outcome.split(", taken off ")[0].split(" on ")[0]


def _kept(s: GhostState) -> list[tuple[str, Counter[Piece | None], Counter[Piece | None],
                                       int, int]]:
    """The board with the order of the spaces forgotten: what each territory
    holds of each kind, and its Guards."""
    return [(t.id, Counter(t.fields), Counter(t.forests), t.ghost_guards, t.player_guards)
            for t in s.territories]


@pytest.mark.cites(c.WOMAN.id, c.HUNTER.id, c.NATIVE_ACTION.id, c.ATTACK.id)
@settings(max_examples=60, deadline=None)
@given(any_situation(NATIVE_ACTIONS), st.sampled_from(READINGS))
def test_the_space_changes_nothing_of_the_turn_but_where_the_piece_stands(
        case: Case, reading: str) -> None:
    # The same turn under the default reading and under another: the same
    # answer but for the space the outcome names, and the same board but for
    # the order of the spaces.
    base = case.rulings.with_choice(SPACE, "first")
    other = case.rulings.with_choice(SPACE, reading)
    a, turn_a = ghost_turn(case.state, base, silent())
    b, turn_b = ghost_turn(case.state, other, silent())
    assert evolve(turn_a, outcome=_unplaced(turn_a.outcome)) == \
        evolve(turn_b, outcome=_unplaced(turn_b.outcome))
    assert _kept(a) == _kept(b)
    assert (a.ghost_home, a.player_long_house, a.player_outposts, a.ghost_score) == \
        (b.ghost_home, b.player_long_house, b.player_outposts, b.ghost_score)

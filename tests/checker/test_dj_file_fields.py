"""Darwin's Journey files say only what they mean: a [lens] table adds Lens
tokens without clearing the setup's neutral ones, and a solo file can place
Alfred's two Bonus Track cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.situation import read
from spec.darwins_journey import clauses as c
from spec.darwins_journey.alfred.data import board
from spec.darwins_journey.board import LOCATIONS
from spec.darwins_journey.state import NEUTRAL

from .run_cli import automa

BASE = 'game = "darwins-journey"\ndecide = "moves"\nseed = 3\n'


def _lenses(tmp_path: Path, text: str) -> dict[str, int]:
    path = tmp_path / "lens.toml"
    path.write_text(text)
    state = read(path).state
    return {LOCATIONS[i].id: owner for i, owner in enumerate(getattr(state, "lens"))
            if owner is not None}


@pytest.mark.cites(c.NEUTRAL_LENSES.id)
def test_a_lens_table_keeps_the_setups_neutral_lenses(tmp_path: Path) -> None:
    setup = _lenses(tmp_path, BASE)
    neutral = {loc for loc, owner in setup.items() if owner == NEUTRAL}
    # Setup lays the two neutral Lens tokens (rulebook "Setup: Main Board").
    assert len(neutral) == 2
    added = _lenses(tmp_path, BASE + "[lens]\nexploration-middle = 0\n")
    assert added == {**setup, "exploration-middle": 0}
    cleared = _lenses(tmp_path, BASE + "[lens]\nkeep_neutral = false\nexploration-middle = 0\n")
    assert cleared == {"exploration-middle": 0}


SOLO = 'game = "darwins-journey"\nsolo = "blue"\ndecide = "alfred-turn"\nseed = 2\n'


def test_a_solo_file_places_the_bonus_track_cards(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    first, second = board("blue").bonus_cards
    path = tmp_path / "cards.toml"
    for order in ((first, second), (second, first)):
        path.write_text(SOLO + f'\n[alfred]\ncards = ["{order[0]}", "{order[1]}"]\n')
        alfred = getattr(read(path).state, "alfred")
        assert alfred.cards == order
    path.write_text(SOLO + f'\n[alfred]\ncards = ["{first}"]\n')
    code, _, err = automa(capsys, "decide", str(path))
    assert code == 2 and "field alfred.cards" in err and "two Bonus Track cards" in err

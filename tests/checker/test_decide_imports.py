"""What `automa decide` on a question about Alfred's turn leaves unimported:
the modules that play, score or write whole games, and the other commands
(each some tenths of a millisecond of start-up), which such a decide never
calls."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = "examples/darwins-journey/alfred-lens-tie.toml"
UNUSED = ("spec.darwins_journey.play", "spec.darwins_journey.achieve",
          "spec.darwins_journey.scoring", "spec.darwins_journey.policies",
          "spec.darwins_journey.lookahead", "checker.fork", "checker.toml_writer",
          "checker.commands", "checker.adapters.darwins_journey_play", "tomllib")

_RUN = f"""
import io, sys
from checker.cli import main
out, sys.stdout = sys.stdout, io.StringIO()
code = main(["decide", sys.argv[1]])
sys.stdout = out
print(code, [m for m in {UNUSED!r} if m in sys.modules])
"""


def test_a_decide_about_alfreds_turn_imports_none_of_the_whole_game_modules() -> None:
    done = subprocess.run([sys.executable, "-c", _RUN, EXAMPLE], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "0 []"


def test_they_are_imported_when_a_decide_needs_them() -> None:
    # The legal moves of a 2-player position: the same command line, a
    # question that plays.
    done = subprocess.run([sys.executable, "-c", _RUN,
                           "examples/darwins-journey/achieve-off-turn.toml"],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    assert "'spec.darwins_journey.play'" in done.stdout, done.stdout

"""What `automa decide` on a question about Alfred's turn leaves unimported:
the checker's modules that play or write whole games, the other commands and
tomllib (each some tenths of a millisecond of start-up, tomllib more), which
such a decide never calls."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = "examples/darwins-journey/alfred-lens-tie.toml"
# Not the spec's whole-game modules (play, scoring, policies): the order the
# spec's modules load in is the order their assumptions are listed in, so a
# decide loads them as it always did.
UNUSED = ("checker.fork", "checker.toml_writer", "checker.commands",
          "checker.adapters.darwins_journey_play", "checker.played", "tomllib")

_RUN = f"""
import io, sys
from checker.cli import main
out, sys.stdout = sys.stdout, io.StringIO()
code = main(["decide", sys.argv[1]])
sys.stdout = out
print(code, [m for m in {UNUSED!r} if m in sys.modules])
"""


def test_a_decide_about_alfreds_turn_imports_none_of_them() -> None:
    done = subprocess.run([sys.executable, "-c", _RUN, EXAMPLE], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "0 []"

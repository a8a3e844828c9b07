"""The docs extension's modules import as top-level names, as ``docs/conf.py``
puts ``docs/_ext`` on the path; the tests here do the same."""

from __future__ import annotations

import sys

from checker.games import ROOT

EXT = str(ROOT / "docs" / "_ext")
if EXT not in sys.path:
    sys.path.insert(0, EXT)

"""The docs extension's modules import as top-level names, as ``docs/conf.py``
puts ``docs/_ext`` on the path; the tests here do the same.

The built site (``site``) is built once for the whole session (the checks
skipped, as for a quick build), or read from ``AUTOMA_DOCS_HTML`` when that
names a site already built from this checkout: the Python checks of its HTML
and the browser tests read the same files."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from checker.games import ROOT

EXT = str(ROOT / "docs" / "_ext")
if EXT not in sys.path:
    sys.path.insert(0, EXT)


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    given = os.environ.get("AUTOMA_DOCS_HTML")
    if given:
        path = Path(given)
        assert (path / "index.html").is_file(), f"AUTOMA_DOCS_HTML={given} holds no built site"
        return path
    from sphinx.cmd.build import build_main

    out = tmp_path_factory.mktemp("site") / "html"
    code = build_main(["-q", "-D", "automa_run_checks=0", "-b", "html", str(ROOT / "docs"),
                       str(out)])
    assert code == 0
    return out

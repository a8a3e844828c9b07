"""Sphinx configuration for the Automa documentation.

Pages under _generated/ are written by the extension in _ext/automa_docs.py
each time the docs build: it runs the spec, the examples and the checker.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "_ext"))
sys.path.insert(0, str(HERE.parent))  # spec/ and checker/, even without an install

from spec import __version__  # noqa: E402
from spec.core.rulings import DEFAULT_RULESET  # noqa: E402

project = "Automa"
# Every page names the version and the ruleset its answers were given under,
# so a forum post can cite "Automa 0.2.0, errata ruleset" and be checked later.
version = release = __version__
author = "the Automa project"
copyright = "the Automa project"

extensions = ["myst_parser", "automa_docs", "sphinx_copybutton", "sphinxext.opengraph"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "_generated/_include", "situations"]

myst_enable_extensions = ["colon_fence", "deflist"]
# Let {ref} resolve only through labels we write; a heading alone is no target.
myst_heading_anchors = 0

# Run `automa check` (property suites and z3 probes) while building; turn it off
# for a fast build while editing prose: sphinx-build -D automa_run_checks=0 ...
automa_run_checks = True

# A maintained theme that puts the content first on a phone, follows the
# reader's light or dark setting, and lists every page of every game. Its
# title, on every page (the header on a phone), names the version and the
# ruleset answers are given under.
html_theme = "furo"
html_title = f"Automa {release} · {DEFAULT_RULESET.value} ruleset"
html_theme_options = {
    "sidebar_hide_name": False,
    "navigation_with_keys": True,
}
# The copy button leaves out prompts and the comments written beside commands.
copybutton_prompt_text = r"\$ "
copybutton_prompt_is_regexp = True
copybutton_only_copy_prompt_lines = False
# A link to a page in a forum shows a preview: title, description, site name.
ogp_site_name = f"Automa {release}"
ogp_description_length = 200
ogp_enable_meta_description = True
ogp_type = "website"
ogp_social_cards = {"enable": False}  # cards need matplotlib; the text preview is enough
html_static_path = ["_static"]
# A search for an id lists that clause, Ruling, assumption or finding first.
html_search_scorer = str(HERE / "_ext" / "search_scorer.js")
# One index page per letter: the whole index on one page is over 200 KB.
html_split_index = True
html_css_files = ["automa.css"]
nitpicky = True

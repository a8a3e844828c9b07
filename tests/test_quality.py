"""The whole suite includes the static type check and the docs build."""

from __future__ import annotations

from pathlib import Path

from checker.games import ROOT


def test_mypy_strict_passes_over_spec_checker_and_tests() -> None:
    from mypy import api

    out, err, code = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                              str(ROOT / "spec"), str(ROOT / "checker"), str(ROOT / "tests")])
    assert code == 0, out + err


def test_no_type_ignore_and_spec_imports_only_the_standard_library() -> None:
    import sys

    marker = "type: " + "ignore"  # spelt in two parts so this file does not match itself
    for path in (ROOT / "spec").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert marker not in text, path
        for line in text.splitlines():
            words = line.split()
            if words[:1] in (["import"], ["from"]) and len(words) > 1:
                top = words[1].split(".")[0]
                # _typeshed: the standard library's type stubs, imported only
                # under TYPE_CHECKING.
                assert top in ("spec", "__future__", "_typeshed") or \
                    top in sys.stdlib_module_names or \
                    words[1].startswith("."), f"{path}: {line.strip()}"
    for path in [*(ROOT / "checker").rglob("*.py"), *(ROOT / "tests").rglob("*.py")]:
        assert marker not in path.read_text(encoding="utf-8"), path


def test_docs_build_with_warnings_as_errors(tmp_path: Path) -> None:
    from sphinx.cmd.build import build_main

    code = build_main(["-W", "--keep-going", "-q", "-b", "html", str(ROOT / "docs"),
                       str(tmp_path / "html")])
    assert code == 0
    assert (tmp_path / "html" / "index.html").exists()

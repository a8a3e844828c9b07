"""The whole suite includes the static type check and the docs build."""

from __future__ import annotations

from pathlib import Path

from checker.games import ROOT


def test_mypy_strict_passes_over_spec_checker_tests_and_the_docs_extension() -> None:
    from mypy import api

    out, err, code = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                              str(ROOT / "spec"), str(ROOT / "checker"), str(ROOT / "tests"),
                              str(ROOT / "docs" / "_ext")])
    assert code == 0, out + err


def test_no_type_ignore_and_spec_imports_only_the_standard_library() -> None:
    import ast
    import sys

    marker = "type: " + "ignore"  # spelt in two parts so this file does not match itself
    # _typeshed: the standard library's type stubs, imported only under TYPE_CHECKING.
    allowed = {"spec", "__future__", "_typeshed"} | set(sys.stdlib_module_names)
    for path in (ROOT / "spec").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert marker not in text, path
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Import):
                tops = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                tops = [node.module.split(".")[0]]
            else:
                continue
            assert set(tops) <= allowed, f"{path}:{node.lineno} imports {tops}"
    for path in [*(ROOT / "checker").rglob("*.py"), *(ROOT / "tests").rglob("*.py"),
                 *(ROOT / "docs" / "_ext").rglob("*.py")]:
        assert marker not in path.read_text(encoding="utf-8"), path


def test_docs_build_with_warnings_as_errors(tmp_path: Path) -> None:
    from sphinx.cmd.build import build_main

    code = build_main(["-W", "--keep-going", "-q", "-b", "html", str(ROOT / "docs"),
                       str(tmp_path / "html")])
    assert code == 0
    assert (tmp_path / "html" / "index.html").exists()

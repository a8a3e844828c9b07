"""Running the `automa` command in-process for tests."""

from __future__ import annotations

import pytest

from checker.cli import main


def automa(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of ``automa ARGS``."""
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err

"""Suite-wide options."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--thorough", action="store_true",
                     help="run the fuzz tests over thousands of files instead of hundreds")


@pytest.fixture
def thorough(request: pytest.FixtureRequest) -> bool:
    """Whether the run asked for the long version of the fuzz tests."""
    return bool(request.config.getoption("--thorough"))

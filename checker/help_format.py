"""The formatters of `automa --help`: argparse's, measuring the terminal with os alone.

argparse makes a formatter for every argument it adds, and the default one
measures the terminal with shutil, whose import (with bz2 and lzma) costs
every `automa decide` a few milliseconds.
"""

from __future__ import annotations

import argparse
import os
import sys


def columns() -> int:
    """The terminal's width, as shutil.get_terminal_size would give it."""
    try:
        return int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        pass
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns if sys.__stdout__ else 80
    except (ValueError, OSError):
        return 80


class Wrapping(argparse.HelpFormatter):
    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=columns())


class Raw(argparse.RawDescriptionHelpFormatter):
    """Keeps the examples in the epilogs as written."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=columns())

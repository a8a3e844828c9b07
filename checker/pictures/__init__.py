"""Pictures of a situation: the parts of the state a question is about, as SVG.

Each game draws its own (``checker/pictures/<game>.py``) and says so in its
registry entry (``GameEntry.picture``, a "module:function"); this module is
the one door every tool goes through, so the docs never ask which game a
situation is. A drawer reads the spec state the situation file loaded, never
the file's text, and may mark on it what the decision's answer changes (a
chosen space, a moved tile, a target territory); it does no I/O.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from .. import registry

if TYPE_CHECKING:
    from ..games import Json, Situation


@dataclass(frozen=True)
class Picture:
    """An SVG of a situation and the one line a page shows beside it."""

    svg: str
    caption: str  # what the picture shows, in a sentence


Drawer = Callable[["Situation", "dict[str, Json]", str], Picture]


def drawer(game: str) -> Drawer | None:
    """The game's drawer, imported now; None for a game that draws none."""
    target = registry.entry(game).picture
    return cast(Drawer, registry.resolve(target)) if target else None


def picture(situation: Situation, answer: dict[str, Json], uid: str) -> Picture | None:
    """The picture of ``situation`` with ``answer`` marked on it; ``uid`` makes
    the SVG's ids unique on its page. None for a game that draws none."""
    draw = drawer(situation.game)
    return draw(situation, answer, uid) if draw is not None else None


def picture_myst(situation: Situation, answer: dict[str, Json], uid: str) -> list[str]:
    """The picture as MyST lines: the SVG inline (its title and description
    read by screen readers) in a figure captioned with what it shows."""
    found = picture(situation, answer, uid)
    if found is None:
        return []
    return [
        "```{raw} html",
        '<figure class="automa-picture">',
        found.svg.rstrip("\n"),
        f"<figcaption>{html.escape(found.caption)}</figcaption>",
        "</figure>",
        "```",
        "",
    ]

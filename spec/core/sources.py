"""Sources: where a rule, a reading or a datum is stated, in words a player can cite.

Three kinds, each naming itself so that a forum post can point at it:

- a **seed section** (``Source``): a section of one of the texts the project
  implements, cited by the document's name ("Darwin's Journey rulebook,
  section “Reward Phase”"), never by its file name;
- a **publisher's correction** (``Correction``): who gave it, when, where, and
  which printed section it corrects;
- a **community FAQ entry** (``FaqEntry``): the document, its version and date,
  the entry, and the thread or page the entry itself cites.

A game names each seed's document once (``name_document``), in its clauses
module, so the id of a file never reaches a reader.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class SourceKind(StrEnum):
    SEED = "seed"
    PUBLISHER_ERRATA = "publisher-errata"
    COMMUNITY_FAQ = "community-faq"


_DOCUMENTS: dict[str, str] = {}


def name_document(seed: str, title: str) -> str:
    """Give a seed file the name players know its text by; returns the seed."""
    if _DOCUMENTS.get(seed, title) != title:
        raise ValueError(f"seed {seed!r} is already named {_DOCUMENTS[seed]!r}")
    _DOCUMENTS[seed] = title
    return seed


def document(seed: str) -> str:
    """The name of a seed's text, or the file name if no game named it."""
    return _DOCUMENTS.get(seed, seed)


@dataclass(frozen=True, slots=True)
class Source:
    """A section of a seed text: the file and the heading of its section."""

    seed: str
    section: str

    @property
    def kind(self) -> SourceKind:
        return SourceKind.SEED

    @property
    def cite(self) -> str:
        return f"{document(self.seed)}, section “{self.section}”"


@dataclass(frozen=True, slots=True)
class Correction:
    """A correction the publisher gave to a printed text."""

    publisher: str
    given: str  # the date, as YYYY-MM-DD
    where: str  # where it was given: "Discord server", "website FAQ"
    corrects: Source  # the printed section it corrects
    # Where a player finds it reported, when not at first hand.
    reported_in: str = ""

    @property
    def kind(self) -> SourceKind:
        return SourceKind.PUBLISHER_ERRATA

    @property
    def cite(self) -> str:
        seen = f"; reported in {self.reported_in}" if self.reported_in else ""
        return (f"{self.publisher}, correction to {self.corrects.cite}, given on its "
                f"{self.where} on {self.given}{seen}")


@dataclass(frozen=True, slots=True)
class FaqEntry:
    """An answer of a community FAQ, and what that answer rests on."""

    document: str
    version: str
    dated: str  # YYYY-MM-DD
    entry: str  # the entry's question, shortened
    rests_on: str  # the thread, article or rulebook page the entry cites

    @property
    def kind(self) -> SourceKind:
        return SourceKind.COMMUNITY_FAQ

    @property
    def cite(self) -> str:
        return (f"{self.document} v{self.version} ({self.dated}), “{self.entry}”, "
                f"citing {self.rests_on}")


AnySource = Source | Correction | FaqEntry

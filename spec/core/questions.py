"""The open-question pass: what a forum would ask of each clause, and how it is settled.

Every clause records the questions put to it (``Clause.asked``), so a reader
sees that the pass was made and what it found. A question is one of a few
kinds (``Concern``): two candidates tie, it cannot be paid, a pile is empty,
what a word such as "up to", "each" or "next" means here, when it happens
against its neighbours, the two texts of one bot word it differently.

Each question is settled one of four ways (``Settled``):

- the **text** answers it, and the answer says where;
- a **Ruling** holds the readings, because the texts leave it open;
- an **assumption** states what the project supplies, because no source does;
- it is **moot**: the situation cannot arise, or no decision can turn on it,
  and the answer says why (and which test shows it, where one can);
- it is **pending**: the pass found a question the texts leave open that has
  no Ruling yet; the answer says what the code does meanwhile, so the gap is
  in plain sight (the docs and ``automa rules --open`` list it) rather than
  decided quietly.

A clause no forum question applies to records that too (``none_open``), with
the reason: "open questions: none, because …" is an answer.

Rulings and assumptions are named by id, not imported, because they are
defined after the clauses they bear on; the test suite checks that every id
resolves and that the Ruling or assumption names the clause back.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Concern(StrEnum):
    """The kinds of question the pass puts to every clause."""

    NONE = "none"
    TIE = "tie"
    UNAFFORDABLE = "unaffordable"
    EMPTY = "empty"
    WORDING = "wording"
    TIMING = "timing"
    TEXTS_DIFFER = "texts-differ"
    SCOPE = "scope"

    @property
    def meaning(self) -> str:
        return _MEANING[self]


_MEANING = {
    Concern.NONE: "no forum question applies",
    Concern.TIE: "two or more candidates tie",
    Concern.UNAFFORDABLE: "it cannot be paid or carried out",
    Concern.EMPTY: "the pile, deck, row, track or supply it draws on is empty",
    Concern.WORDING: "what a word such as “up to”, “each”, “any”, “next”, “lowest” "
                     "or “top” means here",
    Concern.TIMING: "exactly when it happens against the steps around it",
    Concern.TEXTS_DIFFER: "two texts word it differently",
    Concern.SCOPE: "whom or what it applies to, and what it leaves out",
}


class Settled(StrEnum):
    """How a question is settled."""

    TEXT = "text"
    RULING = "ruling"
    ASSUMPTION = "assumption"
    MOOT = "moot"
    PENDING = "pending"

    @property
    def says(self) -> str:
        """How an answer settled this way is introduced: "the text says: …"."""
        return _SAYS[self]


_SAYS = {Settled.TEXT: "the text says", Settled.RULING: "Ruling",
         Settled.ASSUMPTION: "assumption", Settled.MOOT: "moot",
         Settled.PENDING: "open, no Ruling yet; meanwhile"}


@dataclass(frozen=True, slots=True)
class Asked:
    """One question put to a clause, and its settlement."""

    concern: Concern
    # The question and the answer as the clauses module writes them, over
    # indented lines: ``question`` and ``answer`` join each into one when read.
    asked: str
    settled: Settled
    # The text's answer (TEXT), why it cannot matter (MOOT), or the reason
    # no question applies (NONE); the id of the Ruling or assumption otherwise.
    given: str
    # A test or probe that shows a MOOT answer, where one can.
    shown_by: str = ""

    @property
    def question(self) -> str:
        return _words(self.asked)

    @property
    def answer(self) -> str:
        return _words(self.given)

    @property
    def ref(self) -> str | None:
        """The id of the Ruling or assumption that settles it, if one does."""
        return self.answer if self.settled in (Settled.RULING, Settled.ASSUMPTION) else None


def _words(text: str) -> str:
    return " ".join(text.split())


def answered(concern: Concern, question: str, answer: str) -> Asked:
    """The text settles it: ``answer`` says what the text says, and where."""
    return Asked(concern, question, Settled.TEXT, answer)


def ruled(concern: Concern, question: str, ruling_id: str) -> Asked:
    """The texts leave it open; the Ruling ``ruling_id`` holds the readings."""
    return Asked(concern, question, Settled.RULING, ruling_id)


def assumed(concern: Concern, question: str, assumption_id: str) -> Asked:
    """No source answers it; the assumption ``assumption_id`` supplies the answer."""
    return Asked(concern, question, Settled.ASSUMPTION, assumption_id)


def moot(concern: Concern, question: str, because: str, shown_by: str = "") -> Asked:
    """It cannot arise, or no decision can turn on it, ``because``; ``shown_by``
    names the test or probe that shows it, where one can."""
    return Asked(concern, question, Settled.MOOT, because, shown_by)


def pending(concern: Concern, question: str, meanwhile: str) -> Asked:
    """Open, with no Ruling yet; ``meanwhile`` says what the code does until one exists."""
    return Asked(concern, question, Settled.PENDING, meanwhile)


def none_open(because: str) -> Asked:
    """No forum question applies to the clause, ``because``."""
    return Asked(Concern.NONE, "", Settled.TEXT, because)

"""The texts Darwin's Journey's rules come from, as sources that clauses,
Ruling options and assumptions cite.

Two printed texts (the rulebook, and a shorter summary of the solo rules
against Alfred), and what players rely on beyond them: the publisher's
correction and the community FAQ's answers.

The FAQ is the community document "Darwin's Journey Unofficial FAQ / Errata",
version 1.02 of 2024-07-15. Each of its answers rests on a BoardGameGeek rules
thread, a rulebook page or, once, an answer from the publisher, which the FAQ
reports as errata; each source below says which, in the FAQ's own citation.
The ``faq`` ruleset reads the open questions as these answers do, the
``errata`` ruleset only where the publisher answered.
"""

from spec.core.sources import Correction, FaqEntry, Source, name_document

SEED = name_document("002_c2bb59e7f29bd312.txt", "Darwin's Journey rulebook")
SOLO_SUMMARY = name_document("000_d5ef97f7cebc488e.txt", "Darwin's Journey solo summary (Alfred)")

FAQ = "Darwin's Journey Unofficial FAQ / Errata"
FAQ_VERSION = "1.02"
FAQ_DATED = "2024-07-15"


def _entry(question: str, rests_on: str) -> FaqEntry:
    return FaqEntry(FAQ, FAQ_VERSION, FAQ_DATED, question, rests_on)


# F7: the one answer that comes from the publisher.
HALVING = Correction(
    "ThunderGryph Games (the publisher)", "2024-07-15", "Discord server",
    Source(SEED, "Correspondence Majorities"),
    reported_in=f"{FAQ} v{FAQ_VERSION}, “May a player skip a majority reward to keep "
                "their Stamps?”",
)

# F1
ACADEMY_DISCOUNT = _entry("Does an Academy discount also apply to the seal spot's cost?",
                          "BoardGameGeek thread 3106394, article 42512545")
# F2
ONE_TENT = _entry("May a player have two Tents on the same Campsite?",
                  "BoardGameGeek thread 3056016, article 41999370")
# F3
NO_ZERO_MOVE = _entry("May an Explorer or Ship movement move zero spaces?",
                      "BoardGameGeek thread 3058801, article 42069877")
# F4
TOP_ROW_SEALS = _entry("Where do the seals cleared from the top Academy row go?",
                       "BoardGameGeek thread 3066250, article 42103598")
# F5
SEALS_RUN_OUT = _entry("What if the seal pile runs out while the Academy is refilled?",
                       "BoardGameGeek thread 3126416, article 42702999")
# F6
REWARD_STAMPS = _entry("Where do Stamps placed by a majority reward count?",
                       "BoardGameGeek thread 2591355, articles 41343085 and 36880355")
# F8
LAGGING_CAP = _entry("Does the Objective that caps a Lagging Penalty cap the total or "
                     "each penalty?", "the rulebook, page 21")

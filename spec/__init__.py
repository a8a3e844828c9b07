"""Automa's executable specification: the rules, pure and standard-library only."""

# The version players pin: every answer (text and JSON) and every docs page
# names it with the ruleset, so "Automa 0.2.0, errata ruleset" can be
# reproduced later. Raise it whenever an answer may change.
__version__ = "0.2.0"

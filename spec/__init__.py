"""Automa's executable specification: the rules, pure and standard-library only."""

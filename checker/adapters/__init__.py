"""One adapter per game: situation files in, spec decisions and whole games
out; beside each, ``<game>_entry.py``, the game's entry in the registry."""

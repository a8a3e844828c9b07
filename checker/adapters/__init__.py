"""One adapter per game: situation files in, spec decisions and whole games out."""

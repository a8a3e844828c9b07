"""The shared vocabulary every game is written in.

clauses   citable rules and the code that carries them out
trace     the steps a decision records, each citing a clause
priority  the two helpers bots are built from: first feasible option, rank by keys
rulings   open questions in the text, their options and the active choice
provenance where each datum comes from; assumptions the project made
rng, deck seeded randomness held in the state; decks as explicit values
findings  what the checker reports back
"""

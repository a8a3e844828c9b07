"""Wendake's solitaire game against the Ghost tribe.

clauses   every rule of the Ghost text, with ids
rulings   the places where that text leaves a question open
model     the board pieces the Ghost reads and changes (territories, Progress
          tiles, Masks, score disks), kept as small as the rules allow
data      default components (Ghost cards, Mask cards, the four flagged
          territories), with provenance
setup     a new Ghost game from a seed
ghost     the Ghost's turn: its four actions and where its Natives go
year      the solo year, Restore and whole games
scoring   the Objectives and the final score
player    the seeded stand-in for the human player (an assumption)
"""

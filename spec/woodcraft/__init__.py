"""Woodcraft's solo mode: the solo deck, the reputation race, vanishing contracts.

clauses   every rule of the solo text, with ids
rulings   the places where that text leaves a question open
model     the base-game pieces the solo text leans on (wheel, displays, track)
data      default components: tile names, the solo deck, the track; with provenance
cards     resolving one solo card, with the redraw rule
setup     a new solo game from a seed
game      the solo round, contract removal, whole games and the final score
player    the seeded stand-in for the human player (an assumption)
"""

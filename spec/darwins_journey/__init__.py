"""Darwin's Journey, the base game: the data the rules will be written on.

This first step holds only the components and the board, as typed data in
the project's own words, each datum with its provenance (rules-text from the
rulebook, community from the fan data in ``shared/reference-data``, or
assumed). The base-game rules, and Alfred the solo bot, come in later steps.

sources         Source and Sourced: where a datum comes from; player-count tables
icons           the vocabulary the components print: seal colours, specimens,
                action icons and their modifiers, distinction bonuses
components      how many of each component there are, and the setup counts
board           the main board: Diary locations (seal requirements, unlock
                costs), distinction boxes, Academy scrolls, Museum grid
tracks          the Ocean and Island tracks (branches, banners, ribbons,
                Beagle spaces, Specimen spaces), Campsites, the Theory of
                Evolution track
personal_board  the player board: worker rows and their seal spaces,
                Objective spaces, Tents, Stamp stacks
cards           Crew cards, Objective tiles, Special Action tiles,
                Correspondence tiles, Beagle Goal tiles

Numbering of the Main Diary spaces: the project keeps the rulebook's solo
ranking, ``rank`` 1 for the bottom (strongest) space of a page up to 3 for the
top (printed unlocked) one; see ``board``.
"""

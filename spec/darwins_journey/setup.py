"""Setting up the main board and the players for 2 to 4 players.

Every random step draws from the game's own seeded generator, in the
rulebook's order, so a seed names one setup. The setup choices a player
makes (which Crew card to keep in the draft, which Starting Objective pair to
take) are made at random here too; a situation file can override any of them.
"""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.rng import Rng
from spec.core.trace import Change, Trace

from . import clauses as c
from .board import LOCATIONS, SPECIAL_ACTION_LOCATIONS, SPECIMENS, TURN_ORDER_COINS, board_side
from .cards import CREW_CARDS, GOLDEN_OBJECTIVES, SILVER_OBJECTIVES, STARTING_OBJECTIVES, crew_card
from .components import (
    FIRST_GAME_BEAGLE_GOALS,
    FIRST_GAME_CORRESPONDENCE_TILES,
    FIRST_GAME_SPECIAL_ACTION_TILES,
    MUSEUM_TILES,
    REGULAR_SEALS_PER_COLOUR,
    SEALS_REMOVED_PER_COLOUR,
)
from .icons import SealColour, Tier
from .sources import register_model
from .state import LOCATION_INDEX, NEUTRAL, Game, Phase, Player
from .tracks import CAMPSITES, ISLAND_TRACKS, LEFT_MOST_ISLAND, OCEAN, island_track

EXTRA_SPECIMEN_SPACES_ID = register_model(
    "extra-specimen-spaces",
    """Three- and four-player games use 3 and 6 more Specimen spaces than the
    10 the fan data knows. Neither source says where they are; the project
    puts them on empty Ocean spaces: O5, O9 and O15 from three players, and O7,
    O13 and O18 as well with four.""",
    "darwins_journey.setup.specimen-tokens",
)
CREW_SEAL_ROWS_ID = register_model(
    "crew-seal-rows",
    """Each of a player's three Crew cards gives its seal to one of the three
    middle workers; the project gives the lowest-numbered card's seal to the
    first of them (row 1), and so on. The rulebook leaves the pairing to the
    player.""",
    "darwins_journey.setup.crew-seals",
)
MISSING_CREW_SEAL_ID = register_model(
    "missing-crew-seal",
    """If every seal of a Crew card's colour already lies on the Scrolls when
    the Crew seals are taken, that worker starts without one. The rulebook
    gives each worker a seal and does not foresee the shortage, which needs
    at least 10 seals of one colour among the 12 drawn for the Scrolls.""",
    "darwins_journey.setup.crew-seals",
    "darwins_journey.placement.worker-rows",
)
SETUP_PICKS_ID = register_model(
    "setup-picks-at-random",
    """A generated setup makes the players' setup choices (the Crew card kept
    at each pass of the draft, the Starting Objective pair taken) at random
    from the game's seed; a situation file can state them instead. In the
    draft each hand passes to the next player in turn order, which stands in
    for the player on the left.""",
    "darwins_journey.setup.crew-draft",
    "darwins_journey.setup.starting-objective-draft",
)

_KNOWN_SPECIMEN_SPACES = tuple(s.id for s in OCEAN if s.specimen) + tuple(
    s.id for t in ISLAND_TRACKS for s in t.spaces if s.specimen)
_EXTRA = {2: (), 3: ("O5", "O9", "O15"), 4: ("O5", "O9", "O15", "O7", "O13", "O18")}


def specimen_spaces(players: int) -> tuple[str, ...]:
    """The track spaces that take a Specimen token with this many players."""
    return _KNOWN_SPECIMEN_SPACES + _EXTRA[players]


def _first_game_crew(order: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    return {seat: (3 * i + 1, 3 * i + 2, 3 * i + 3) for i, seat in enumerate(order)}


@implements(c.CREW_DRAFT)
def draft_crew(order: tuple[int, ...], rng: Rng) -> tuple[dict[int, tuple[int, ...]], Rng]:
    """Deal 4 Crew cards to each player; keep one and pass the rest left, until
    each has three. Seats pass to the next seat in turn order."""
    deck, rng = rng.shuffled(tuple(card.number for card in CREW_CARDS))
    hands = {seat: list(deck[4 * i:4 * i + 4]) for i, seat in enumerate(order)}
    kept: dict[int, list[int]] = {seat: [] for seat in order}
    for _ in range(3):
        for seat in order:
            pick, rng = rng.below(len(hands[seat]))
            kept[seat].append(hands[seat].pop(pick))
        # pass to the left: each seat takes the hand of the seat before it
        passed = [hands[order[i - 1]] for i in range(len(order))]
        hands = {seat: passed[i] for i, seat in enumerate(order)}
    return {seat: tuple(sorted(cards)) for seat, cards in kept.items()}, rng


@implements(c.GOAL, c.COMPONENT_LIST, c.FIRST_GAME_SPECIAL_TILES, c.FIRST_GAME_CORRESPONDENCE,
            c.STARTING_OBJECTIVES_ASIDE, c.FIRST_GAME_BEAGLE_GOALS, c.SUPPLY, c.RESHUFFLE_SEAL_PILE,
            c.BOARD_SIDE, c.SPECIAL_ACTION_TILES, c.NEUTRAL_LENSES, c.CORRESPONDENCE_TILES,
            c.SEALS_REMOVED, c.SEAL_PILE, c.SCROLL_SEALS, c.PURPLE_SEAL_PILE, c.OBJECTIVE_STACKS,
            c.MUSEUM_TILES, c.MUSEUM_ROW_COINS, c.VP_MARKERS, c.EVOLUTION_MARKERS,
            c.RANDOM_TURN_ORDER, c.BEAGLE_GOAL_TILES, c.SPECIMEN_TOKENS, c.EXPLORERS_START, c.SHIPS_START,
            c.BEAGLE_START, c.TWO_PLAYER_TURN_ORDER_TOKEN, c.PLAYER_PIECES, c.STARTING_WORKERS, c.STARTING_TENTS,
            c.STAMP_STACKS, c.STARTING_COINS, c.STARTING_TEMPORARY_KNOWLEDGE, c.CREW_FIRST_PLAY,
            c.CREW_SEALS, c.STARTING_OBJECTIVE_PAIRS, c.STARTING_OBJECTIVE_DRAFT, c.OBJECTIVE_DISPLAY, c.SETUP_MUSEUM_TILES)
def setup(players: int, seed: int, first_game: bool = False, crew: str = "draft",
          trace: Trace | None = None) -> Game:
    """A new game, ready for the first turn of round 1.

    ``first_game`` lays the rulebook's fixed Special Action tiles,
    Correspondence tiles and Beagle Goal tiles; ``crew`` is ``"first-play"``
    (fixed cards by turn order) or ``"draft"``.
    """
    if players not in (2, 3, 4):
        raise ValueError(f"a multiplayer game is for 2 to 4 players, not {players}")
    board_side(players)
    rng = Rng.seeded(seed)
    # Special Action tiles, top row first, left then right.
    tiles: tuple[int, ...]
    if first_game:
        tiles = tuple(n for row in FIRST_GAME_SPECIAL_ACTION_TILES.value for n in row)
    else:
        shuffled_tiles, rng = rng.shuffled(tuple(range(1, 13)))
        tiles = shuffled_tiles[:6]
    lens: list[int | None] = [None] * len(LOCATIONS)
    for loc in SPECIAL_ACTION_LOCATIONS[:2]:
        lens[LOCATION_INDEX[loc.id]] = NEUTRAL
    correspondence: tuple[int, ...]
    if first_game:
        correspondence = FIRST_GAME_CORRESPONDENCE_TILES.value
    else:
        shuffled_env, rng = rng.shuffled(tuple(range(1, 9)))
        correspondence = shuffled_env[:3]
    # Seals: remove some by player count, shuffle, fill the 12 Scroll spots.
    removed = SEALS_REMOVED_PER_COLOUR.value(players)
    per_colour = REGULAR_SEALS_PER_COLOUR.value - removed
    pile_in = tuple(colour.value for colour in SealColour for _ in range(per_colour))
    seals_out = tuple(colour.value for colour in SealColour for _ in range(removed))
    pile, rng = rng.shuffled(pile_in)
    scrolls, pile = pile[:12], pile[12:]
    # Objectives.
    silver_stack, rng = rng.shuffled(tuple(t.id for t in SILVER_OBJECTIVES))
    golden_stack, rng = rng.shuffled(tuple(t.id for t in GOLDEN_OBJECTIVES))
    # Turn order is random.
    order, rng = rng.shuffled(tuple(range(players)))
    goals: tuple[int, ...]
    if first_game:
        goals = FIRST_GAME_BEAGLE_GOALS.value
    else:
        shuffled_goals, rng = rng.shuffled(tuple(range(1, 13)))
        goals = shuffled_goals[:5]
    # Specimen tokens onto the used spaces; the rest go to the Museum.
    tokens, rng = rng.shuffled(tuple(s.id for s in SPECIMENS))
    spaces = specimen_spaces(players)
    specimens = tuple(zip(spaces, tokens))
    museum = frozenset(tokens[len(spaces):])
    # Crew cards, then their seals from the pile (which is reshuffled).
    if crew == "first-play":
        hands = _first_game_crew(order)
    elif crew == "draft":
        hands, rng = draft_crew(order, rng)
    else:
        raise ValueError(f"crew setup is 'draft' or 'first-play', not {crew!r}")
    pile_list = list(pile)
    rows_of: dict[int, tuple[tuple[str, ...], ...]] = {}
    for seat in order:
        rows: list[tuple[str, ...]] = [()]
        for number in hands[seat]:
            colour = crew_card(number).seal.value
            if colour in pile_list:
                pile_list.remove(colour)
                rows.append((colour,))
            else:  # every seal of that colour is on the Scrolls
                rows.append(())
        rows.append(())
        rows_of[seat] = tuple(rows)
    pile, rng = rng.shuffled(tuple(pile_list))
    # Starting Objective pairs, drafted from the right of the Turn Order track.
    silvers, rng = rng.shuffled(tuple(t.id for t in STARTING_OBJECTIVES if t.tier is Tier.SILVER))
    goldens, rng = rng.shuffled(tuple(t.id for t in STARTING_OBJECTIVES if t.tier is Tier.GOLDEN))
    pairs = list(zip(silvers[:players], goldens[:players]))
    pair_of: dict[int, tuple[str, str]] = {}
    for seat in reversed(order):
        pick, rng = rng.below(len(pairs))
        pair_of[seat] = pairs.pop(pick)
    explorer = island_track(LEFT_MOST_ISLAND).start.id
    people = tuple(
        Player(
            seat=seat, coins=4, points=0, evolution=0, knowledge=1, rows=rows_of[seat],
            home=frozenset({0, 1, 2, 3}), fifth_worker=False, crew=hands[seat], crew_done=(),
            reserve=pair_of[seat], spots=("",) * 10, achieved=frozenset(), research=frozenset(),
            tents=5, stamps=(4, 4, 4), lenses=6, explorers=(explorer, "", ""), ship=OCEAN[0].id,
        )
        for seat in range(players)
    )
    game = Game(
        players=people, round=1, phase=Phase.ACTION, turn_order=order, active=order[0],
        frames=(), placed=False, turn_coins=0, seal_pile=pile, seals_out=seals_out, scrolls=scrolls,
        purple=12, knowledge_supply=16 - players, research_supply=30,
        silver_stack=silver_stack[2:], golden_stack=golden_stack[2:],
        silver_display=silver_stack[:2], golden_display=golden_stack[:2],
        museum=museum, row_coins=(True, True, True, True), specimens=specimens,
        special_tiles=tuple(tiles), lens=tuple(lens),
        workers=((),) * len(LOCATIONS), correspondence=(correspondence[0], correspondence[1],
                                                        correspondence[2]),
        envelopes=((0,) * players,) * 3, used_stamps=(0,) * players,
        tents=tuple((None,) * len(site.tent_costs) for site in CAMPSITES),
        beagle=0, beagle_goals=tuple(goals), ribbons=frozenset(), ends=frozenset(),
        rewards=(), envelope=3, awarded=(), performed=frozenset(), objectives_out=(), window=(),
        turn_order_coins=TURN_ORDER_COINS.value(players), rng=rng,
    )
    if trace is not None and trace.on:
        explain(game, first_game, crew, trace)
    return game


def explain(game: Game, first_game: bool, crew: str, trace: Trace) -> None:
    """The setup, step by step, each citing its clause.

    Before setup nothing is on the table and no player has a board, so every
    change starts from nothing: none, or 0."""
    n = game.count
    note, change = trace.note, trace.change
    note(c.GOAL.id, f"{n} players, five rounds; the most points wins")
    side = board_side(n).value
    change(c.BOARD_SIDE.id, f"the main board comes out of the box with its side for {side} up",
           Change("the main board", "side up", (), side))
    change(c.FIRST_GAME_SPECIAL_TILES.id if first_game else c.SPECIAL_ACTION_TILES.id,
           "Special Action tiles, top row first, onto the empty Special Action Diary",
           Change("the Special Action Diary", "Special Action tiles", (), game.special_tiles))
    change(c.NEUTRAL_LENSES.id, "neutral Lens tokens on the two top Special Action tiles, "
           "which had none", Change("the main board", "neutral Lens tokens on", (), tuple(
               loc.id for i, loc in enumerate(LOCATIONS) if game.lens[i] == NEUTRAL)))
    change(c.FIRST_GAME_CORRESPONDENCE.id if first_game else c.CORRESPONDENCE_TILES.id,
           "Correspondence tiles beside the empty Envelopes, top first",
           Change("the main board", "Correspondence tiles", (), game.correspondence))
    # The seal pile as the setup builds it: the seals left after those put
    # back in the box, less the 12 on the Scrolls, less the Crew seals.
    removed = SEALS_REMOVED_PER_COLOUR.value(n)
    change(c.SEALS_REMOVED.id, f"{removed} Regular Wax Seals of each colour go back in the box",
           Change("the box", "Regular Wax Seals put back", 0, len(game.seals_out)))
    pile = len(SealColour) * (REGULAR_SEALS_PER_COLOUR.value - removed)
    change(c.SEAL_PILE.id, "the rest form the shuffled, face-down pile, which starts empty",
           Change("the seal pile", "seals", 0, pile))
    change(c.SCROLL_SEALS.id, "one seal from the pile on each empty Scroll spot",
           Change("the Academy", "seals on the Scrolls", (), game.scrolls),
           Change("the seal pile", "seals", pile, pile - len(game.scrolls)))
    pile -= len(game.scrolls)
    note(c.RESHUFFLE_SEAL_PILE.id, "the pile is reshuffled after the Crew seals are taken")
    change(c.PURPLE_SEAL_PILE.id, "the Special Wax Seals face up on the empty silver plate",
           Change("the silver plate", "Special Wax Seals", 0, game.purple))
    note(c.STARTING_OBJECTIVES_ASIDE.id, "the 8 Starting Objectives wait for the player setup")
    stacks = (("silver", game.silver_stack, game.silver_display),
              ("golden", game.golden_stack, game.golden_display))
    change(c.OBJECTIVE_STACKS.id, "the silver and the golden Objectives, shuffled apart, face "
           "down on their empty locations", *(
               Change(f"the {tier} Objective stack", "tiles", 0, len(stack) + len(shown))
               for tier, stack, shown in stacks))
    change(c.OBJECTIVE_DISPLAY.id, "two of each drawn face up below their stacks", *(
        x for tier, stack, shown in stacks for x in (
            Change(f"the {tier} Objective display", "tiles", (), shown),
            Change(f"the {tier} Objective stack", "tiles", len(stack) + len(shown), len(stack)))))
    beside = MUSEUM_TILES.value
    change(c.MUSEUM_TILES.id, "the Museum tiles come out of the box to wait beside the board",
           Change("the table", "Museum tiles beside the board", 0, beside))
    change(c.MUSEUM_ROW_COINS.id, "a Coin beside each Museum row, where none was",
           Change("the Museum", "Coins beside its rows", 0, sum(game.row_coins)))
    for p in game.players:
        change(c.VP_MARKERS.id, f"player {p.seat}'s victory point marker, from the box, on "
               "the red book", Change(f"player {p.seat}", "points", (), p.points))
    for p in game.players:
        change(c.EVOLUTION_MARKERS.id, f"player {p.seat}'s Evolution marker, from the box, on "
               "the large book", Change(f"player {p.seat}", "Evolution", (), p.evolution))
    change(c.RANDOM_TURN_ORDER.id, "the Turn Order markers onto the empty track in a random "
           "order", Change("the Turn Order track", "order", (), game.turn_order))
    change(c.FIRST_GAME_BEAGLE_GOALS.id if first_game else c.BEAGLE_GOAL_TILES.id,
           "Beagle Goal tiles on the empty goal locations, left to right",
           Change("the main board", "Beagle Goal tiles", (), game.beagle_goals))
    change(c.SPECIMEN_TOKENS.id, "Specimen tokens on the empty flagged spaces for this player "
           "count", Change("the map", "Specimen tokens", 0, len(game.specimens)))
    change(c.SETUP_MUSEUM_TILES.id, f"the Museum tiles of the {len(game.museum)} tokens left "
           "over go into the empty Museum",
           Change("the Museum", "tiles", (), tuple(sorted(game.museum))),
           Change("the table", "Museum tiles beside the board", beside,
                  beside - len(game.museum)))
    note(c.SUPPLY.id, "Coins, Temporary Knowledge and Research tokens form the supply")
    for p in game.players:
        change(c.EXPLORERS_START.id, f"player {p.seat}: an Explorer from the box on the "
               "left-most island's start", Change(f"player {p.seat}", "Explorers on the map",
                                                  (), tuple(e for e in p.explorers if e)))
    for p in game.players:
        change(c.SHIPS_START.id, f"player {p.seat}: the Ship from the box on the Ocean's "
               "left-most space", Change(f"player {p.seat}", "Ship", (), p.ship))
    change(c.BEAGLE_START.id, "the HMS Beagle from the box on the first Beagle space",
           Change("the HMS Beagle", "Beagle space", (), game.beagle + 1))
    if n == 2:
        printed = TURN_ORDER_COINS.value(4)  # the board's own figure, which the token covers
        change(c.TWO_PLAYER_TURN_ORDER_TOKEN.id, "the 2-player token covers the Coins printed "
               "at Turn Order", Change("Reserve Turn Order", "Coins it pays", printed,
                                       game.turn_order_coins))
    for p in game.players:
        who = f"player {p.seat}"
        change(c.PLAYER_PIECES.id, f"{who} takes a personal board and their pieces from the box",
               Change(who, "personal Lens tokens", 0, p.lenses))
        change(c.STARTING_WORKERS.id, f"{who}: 4 workers on the empty personal board; the "
               "fifth waits for its Objective",
               Change(who, "workers on the personal board", (), tuple(sorted(p.home))))
        change(c.STARTING_TENTS.id, f"{who}: the Tents on their empty locations",
               Change(who, "Tents on the personal board", 0, p.tents))
        change(c.STAMP_STACKS.id, f"{who}: the Stamps in stacks of 4 on the empty Stamp "
               "locations", Change(who, "Stamps in the stacks", (), p.stamps))
    supply = game.knowledge_supply + sum(p.knowledge for p in game.players)
    for p in game.players:
        change(c.STARTING_COINS.id, f"player {p.seat}, who had none, takes Coins from the "
               "supply", Change(f"player {p.seat}", "Coins", 0, p.coins))
    for p in game.players:
        change(c.STARTING_TEMPORARY_KNOWLEDGE.id, f"player {p.seat}, who had none, takes "
               "Temporary Knowledge from the supply",
               Change(f"player {p.seat}", "Temporary Knowledge", 0, p.knowledge),
               Change("the supply", "Temporary Knowledge", supply, supply - p.knowledge))
        supply -= p.knowledge
    for p in game.players:
        who = f"player {p.seat}"
        change(c.CREW_FIRST_PLAY.id if crew == "first-play" else c.CREW_DRAFT.id,
               f"{who}, who had none, keeps Crew cards",
               Change(who, "Crew cards", (), p.crew))
        taken = sum(len(r) for r in p.rows[1:4])
        change(c.CREW_SEALS.id, f"{who}: each Crew card's corner seal from the pile onto one "
               "of the empty workers 1-3",
               Change(who, "seals on workers 1-3", (), tuple(r[0] if r else "none"
                                                               for r in p.rows[1:4])),
               Change("the seal pile", "seals", pile, pile - taken))
        pile -= taken
    pairs = n
    change(c.STARTING_OBJECTIVE_PAIRS.id, "one silver and one golden Starting Objective per "
           "pair, laid in a row by the board", Change("the table",
                                                      "Starting Objective pairs", 0, pairs))
    for seat in reversed(game.turn_order):
        p = game.players[seat]
        change(c.STARTING_OBJECTIVE_DRAFT.id, f"player {seat}, next from the right of the Turn "
               "Order track, takes a pair into the empty reserve",
               Change(f"player {seat}", "Objective reserve", (), p.reserve),
               Change("the table", "Starting Objective pairs", pairs, pairs - 1))
        pairs -= 1
    note(c.COMPONENT_LIST.id, "component counts as in the box")

"""Alfred's turn: draw an Action card, then try its options top to bottom.

Each option is a branch of ``TURN``: its condition says when it cannot be
done, and the first that can is carried out. The Main Diary option chooses
a worker by the card's letters and, for it, the strongest location
(``strongest``); the Small Diary option a location to unlock (``lens_target``);
the Deliver option its Specimens (``deliveries``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.priority import Key, Ranking, TieBreak, first_feasible, ranking
from spec.core.procedure import Branch, Procedure, follow, procedure
from spec.core.rulings import DEFAULTS, Reading, Rulings
from spec.core.trace import Change, Rejected, Step, Trace, listed, silent
from spec.core.values import evolve

from ..board import (
    LOCATIONS,
    MAIN_DIARIES,
    MUSEUM_SECOND_SPECIMEN_COINS,
    SMALL_DIARY_LOCATIONS,
    SPECIAL_ACTION_LOCATIONS,
    SPECIMENS,
    UNLOCK_ORDER,
    Location,
    Page,
    Row,
    Unlock,
    specimen,
)
from ..economy import purple_one_colour, seal_shortfall, update
from ..icons import SealColour
from ..placement import actions_at, occupied_sections, penalty, workers_text
from ..state import LOCATION_INDEX, NEUTRAL, PURPLE, Game
from ..actions import museum_bonus, unlock_in_order
from .. import clauses as c
from . import clauses as cs
from . import rulings as rs
from .actions import bonus, coins, resolve
from .data import (ACTION_CARDS, HAMMOCKS, LETTERS, ROW_SPOTS, ActionCard, CardOption, OptionKind,
                   board)
from .tracks import alfred, his_player, pay_coins, subject

KNOWLEDGE_COINS = 3  # Alfred buys a Temporary Knowledge for 3 Coins
_MAIN = tuple(i for i, loc in enumerate(LOCATIONS) if loc.diary in MAIN_DIARIES)
_MUSEUM = LOCATION_INDEX["museum"]


@dataclass(frozen=True, slots=True)
class Placement:
    """Where a worker goes and what it costs him before any action."""

    row: int
    location: int
    knowledge: int = 0  # Temporary Knowledge bought, 3 Coins each
    penalty: int = 0


# --- Drawing ------------------------------------------------------------------

@implements(cs.RESHUFFLE, cs.DRAW_CARD)
def draw(game: Game, t: Trace, rulings: Rulings = DEFAULTS) -> tuple[Game, ActionCard]:
    """Reshuffle all eight cards when both Delivery cards lie face up, then
    draw the top card."""
    a = alfred(game)
    deliveries = {c.number for c in ACTION_CARDS if c.delivery}
    reading = rulings(rs.RESHUFFLE_WHEN)
    shown = set(a.drawn) if reading is rs.ReshuffleWhen.BOTH_FACE_UP else set(a.drawn[-2:])
    if t.on and deliveries <= set(a.drawn) and not deliveries <= set(a.drawn[-2:]):
        t.add(Step(cs.RESHUFFLE.id, "both Delivery cards are face up, but not the last two "
                   "drawn", ruling=rs.RESHUFFLE_WHEN.cite(reading)))
    if deliveries <= shown or not a.deck:
        deck, rng = game.rng.shuffled(tuple(c.number for c in ACTION_CARDS))
        game = evolve(game, rng=rng)
        if t.on:
            why = ("both Delivery cards are " + ("face up" if reading is rs.ReshuffleWhen.BOTH_FACE_UP else
                                                 "the last two drawn")
                   if deliveries <= shown else "the deck is drawn to the end")
            changes = (Change(_DECK, "cards to draw", len(a.deck), len(deck)),
                       Change(_DECK, "cards face up", a.drawn, ()))
            t.add(Step(cs.RESHUFFLE.id, f"{why}: all eight cards are reshuffled into a new deck "
                       f"({'; '.join(c.text for c in changes)})",
                       ruling="" if deliveries <= shown else
                       rs.RESHUFFLE_WHEN.cite(reading), changes=changes))
        a = evolve(a, deck=deck, drawn=())
    number = a.deck[0]
    game = evolve(game, alfred=evolve(a, deck=a.deck[1:], drawn=a.drawn + (number,)))
    card = ACTION_CARDS[number - 1]
    if t.on:
        t.change(cs.DRAW_CARD.id, f"Alfred draws Action card {number}: "
                 + " / ".join(_option_text(o) for o in card.options),
                 Change(_DECK, "cards to draw", len(a.deck), len(a.deck) - 1),
                 Change(_DECK, "cards face up", a.drawn, a.drawn + (number,)))
    return game, card


_DECK = "Alfred's Action deck"


def _option_text(o: CardOption) -> str:
    if o.kind is OptionKind.MAIN_DIARY:
        return f"Main Diary ({', '.join(o.workers)})"
    if o.kind is OptionKind.SPECIAL_ACTION:
        return f"Special Action Diary ({o.side.value if o.side else ''}, bonus +{o.bonus})"
    return o.kind.value.replace("-", " ").capitalize()


# --- Workers and places ---------------------------------------------------------

def bottom_worker(game: Game, t: Trace | None = None, clause: str = "") -> int | None:
    """The bottom-most of Alfred's workers still on his board; the trace cites
    ``clause``, the rule that sends that worker."""
    home = his_player(game).home
    return first_feasible((3, 2, 1, 0), lambda r: "" if r in home else "not on his board",
                          clause=clause or cs.ONE_WORKER.id,
                          question="Which is his bottom-most worker still on his board?",
                          label=lambda r: f"worker {LETTERS[r]}", trace=t or silent(),
                          otherwise="none: every worker of his is out")


@implements(cs.NO_DISTINCTIONS)
def _place(game: Game, row: int, i: int, t: Trace, clause: str, knowledge: int = 0,
           fee: int = 0) -> Game:
    """Alfred's worker on location ``i`` (the step cites ``clause``, the rule
    that sends it there): buys ``knowledge`` Temporary Knowledge, pays the
    placement penalty ``fee``, pays the Lens owner. No distinction bonus:
    his workers never gain one."""
    seat = alfred(game).seat
    before = game.workers[i]
    game = update(game, evolve(his_player(game), home=his_player(game).home - {row}))
    workers = list(game.workers)
    workers[i] = workers[i] + ((seat, row),)
    game = evolve(game, workers=tuple(workers), placed=True)
    if t.on:
        t.change(clause, f"worker {LETTERS[row]} to {LOCATIONS[i].id}",
                 Change(LOCATIONS[i].id, "workers", workers_text(game, before),
                        workers_text(game, game.workers[i])))
        n = len(his_player(game).rows[row])
        if n >= 4:  # where a player's worker would hold a distinction
            t.note(cs.NO_DISTINCTIONS.id, f"worker {LETTERS[row]} holds {n} seals, but his "
                   "workers never gain distinctions: no distinction bonus")
    game = pay_coins(game, KNOWLEDGE_COINS * knowledge, t, cs.TEMPORARY_KNOWLEDGE.id,
                     f"{knowledge} Temporary Knowledge at {KNOWLEDGE_COINS} Coins each, just "
                     "enough for the requirement" if t.on else "")
    game = pay_coins(game, fee, t, cs.PENALTY.id, "its Diary Section already holds a worker")
    owner = game.lens[i]
    if owner is not None and owner != NEUTRAL and owner != seat:
        paid = game.players[owner]
        players = list(game.players)
        players[owner] = evolve(paid, coins=paid.coins + 1)
        game = evolve(game, players=tuple(players))
        if t.on:
            t.change(c.OPPONENT_LENS_COIN.id, f"{LOCATIONS[i].id} is your Lens: you gain 1 Coin",
                     Change(game.seat_name(owner), "Coins", paid.coins, paid.coins + 1))
    return game


def _page_colour(loc: Location) -> SealColour:
    return loc.seals.items()[0][0]


@implements(cs.STRONGEST, cs.TEMPORARY_KNOWLEDGE, cs.MAIN_DIARY_PENALTY, cs.MAIN_DIARIES,
            cs.MAIN_DIARY_SEALS, cs.PENALTY, cs.NEXT_STRONGEST)
def location_options(game: Game, row: int, rulings: Rulings,
                     t: Trace | None = None) -> list[Placement]:
    """Every Main Diary location the worker in ``row`` may take: unlocked,
    empty, with at least one matching seal, its Temporary Knowledge and any
    penalty affordable. The trace records, space by space, the seal test and
    (where something is due) the payment test."""
    t = t or silent()
    player = his_player(game)
    seals = player.rows[row]  # Alfred's row A is rows[0]; it has no printed purple
    occupied = occupied_sections(game)
    out: list[Placement] = []
    matches: dict[str, bool] = {}  # a page's spaces share its colour: one test a colour
    any_row = rulings(rs.MATCHING_SEAL) is rs.MatchingSeal.ANY_ROW
    # The base game's Ruling on a row's purple seals (each its own colour, or
    # one for all): every Main Diary space asks for one colour only, so both
    # readings leave the same shortfall; it is read all the same.
    one_colour = purple_one_colour(rulings)
    for i in _MAIN:
        loc = LOCATIONS[i]
        if loc.unlock is Unlock.LOCKED and game.lens[i] is None:
            continue
        if game.workers[i]:
            continue
        colour = _page_colour(loc).value
        if colour not in matches:
            matches[colour] = t.check(
                cs.MAIN_DIARY_SEALS.id, "Does the worker hold a seal of the page's colour?",
                colour in seals or PURPLE in seals,
                lambda: f"{loc.id.split('-')[0]}, {colour}; worker {LETTERS[row]} holds "
                f"{', '.join(seals) or 'no seal'}"
                + (" (purple matches every colour)" if PURPLE in seals else ""))
            if not matches[colour] and _matches_elsewhere(player.rows, row, colour):
                # Another row of his holds the colour: the matching-seal reading decides.
                matches[colour] = any_row
                if t.on:
                    t.add(Step(cs.STRONGEST.id, f"another row of his holds a seal for "
                               f"{colour}: " + ("it opens the page to this worker" if any_row
                                                else "only the worker's own seals count"),
                               ruling=rulings.cite(rs.MATCHING_SEAL)))
        if not matches[colour]:
            continue
        if rulings(rs.KNOWLEDGE_PURCHASE) is rs.KnowledgePurchase.IGNORE_PURPLE:
            short = max(0, loc.seals.total - seals.count(colour))
        else:
            short = seal_shortfall(seals, loc.seals, one_colour)
        cost = penalty(game, player, loc, occupied)
        due = cost + KNOWLEDGE_COINS * short
        # A space with Temporary Knowledge to buy gives way to the next
        # strongest when he cannot pay; one with only a penalty is closed.
        if due and not t.check(cs.NEXT_STRONGEST.id if short else cs.MAIN_DIARY_PENALTY.id,
                               "Can he pay what the space costs him?", due <= player.coins,
                               lambda: f"{loc.id}: {short} Temporary Knowledge "
                               f"({KNOWLEDGE_COINS * short} Coins) and a penalty of {cost}, "
                               f"{due} in all; he has {player.coins}"):
            continue
        out.append(Placement(row, i, short, cost))
    return out


def _matches_elsewhere(rows: Sequence[tuple[str, ...]], row: int, colour: str) -> bool:
    # A row of his other than ``row`` holds a seal of the colour (or a purple one).
    return any(colour in r or PURPLE in r for k, r in enumerate(rows) if k != row)


def _out_of_reach(game: Game, row: int, options: list[Placement],
                  rulings: Rulings = DEFAULTS) -> tuple[Rejected, ...]:
    # Open, empty spaces with a matching seal that he cannot pay for: shown in
    # the trace, so a reader sees why a stronger space lost.
    player = his_player(game)
    seals = player.rows[row]
    taken = {p.location for p in options}
    out: list[Rejected] = []
    for i in _MAIN:
        loc = LOCATIONS[i]
        if i in taken or game.workers[i] or (loc.unlock is Unlock.LOCKED and game.lens[i] is None):
            continue
        colour = _page_colour(loc).value
        if colour not in seals and PURPLE not in seals and not (
                rulings(rs.MATCHING_SEAL) is rs.MatchingSeal.ANY_ROW
                and _matches_elsewhere(player.rows, row, colour)):
            continue
        short = seal_shortfall(seals, loc.seals, purple_one_colour(rulings))
        fee = penalty(game, player, loc)
        out.append(Rejected(loc.id, f"strength {loc.rank}: {short} Temporary Knowledge "
                            f"({KNOWLEDGE_COINS * short} Coins) and a penalty of {fee}; he has "
                            f"{player.coins}"))
    return tuple(out)


def _matching_place(w: _Worker, p: Placement) -> int:
    # The place, counted from 1, of the worker's left-most seal that matches
    # the location (a purple seal matches every colour): earlier is better.
    colour = _page_colour(LOCATIONS[p.location]).value
    seals = his_player(w.game).rows[w.row]
    return next((k + 1 for k, seal in enumerate(seals) if seal in (colour, PURPLE)),
                len(seals) + 1)


def _leftmost_matches(w: _Worker, p: Placement) -> int:
    # 1 when the worker's left-most seal matches the location, else 0.
    seals = his_player(w.game).rows[w.row]
    return 1 if seals and seals[0] in (_page_colour(LOCATIONS[p.location]).value, PURPLE) else 0


@dataclass(frozen=True, slots=True)
class _Worker:
    """What the strongest-location ranking looks at: the board and his worker."""

    game: Game
    row: int


def _strength(w: _Worker, p: Placement) -> int:
    rank = LOCATIONS[p.location].rank
    assert rank is not None  # every Main Diary space has a strength
    return rank


_KNOWLEDGE_COST: Key[_Worker, Placement] = Key(
    "Temporary Knowledge to buy", cs.PRIORITY_COST.id, lambda w, p: p.knowledge)
_ALL_COINS_COST: Key[_Worker, Placement] = Key(
    "Coins it costs him (Temporary Knowledge and penalty)", cs.PRIORITY_COST.id,
    lambda w, p: KNOWLEDGE_COINS * p.knowledge + p.penalty)


def _strongest(id: str, title: str, colour: Key[_Worker, Placement],
               cost: Key[_Worker, Placement] = _KNOWLEDGE_COST) -> Ranking[_Worker, Placement]:
    # The two sources judge the priority colour differently (COLOUR_PRIORITY),
    # and the Priority Cost may or may not weigh the penalty (PRIORITY_COST):
    # one ranking for each pair of readings, its keys named in their words.
    return ranking(
        id, title, cs.STRONGEST.id, "Which location is strongest?",
        (Key("strength rank (1 is strongest)", cs.STRONGEST.id, _strength),
         cost,
         colour),
        label=lambda p: LOCATIONS[p.location].id,
        tie=rs.LOCATION_TIE,
        tie_breaks={rs.LocationTie.LEFT_MOST: lambda w, tied: tied[0],
                    rs.LocationTie.RIGHT_MOST: lambda w, tied: tied[-1]},
    )


_MATCHING_COLOUR: Key[_Worker, Placement] = Key(
    "place of his left-most matching seal (the rulebook's colour priority)",
    cs.PRIORITY_COLOUR.id, _matching_place)
_LEFTMOST_COLOUR: Key[_Worker, Placement] = Key(
    "his left-most seal matches it (the short description's colour priority)",
    cs.PRIORITY_COLOUR.id, _leftmost_matches, better="higher",
    show=lambda v: "yes" if v else "no")
STRONGEST = _strongest(
    "darwins_journey.alfred.strongest", "Alfred's strongest Main Diary location",
    _MATCHING_COLOUR)
STRONGEST_LEFTMOST_SEAL = _strongest(
    "darwins_journey.alfred.strongest-leftmost-seal",
    "Alfred's strongest Main Diary location, by the short description's colour priority",
    _LEFTMOST_COLOUR)
STRONGEST_ALL_COINS = _strongest(
    "darwins_journey.alfred.strongest-all-coins",
    "Alfred's strongest Main Diary location, the penalty counted in the Priority Cost",
    _MATCHING_COLOUR, _ALL_COINS_COST)
STRONGEST_LEFTMOST_SEAL_ALL_COINS = _strongest(
    "darwins_journey.alfred.strongest-leftmost-seal-all-coins",
    "Alfred's strongest Main Diary location, by the short description's colour priority, "
    "the penalty counted in the Priority Cost",
    _LEFTMOST_COLOUR, _ALL_COINS_COST)
_BY_READINGS = {
    (rs.ColourPriority.LEFTMOST_MATCHING, rs.PriorityCost.KNOWLEDGE_ONLY): STRONGEST,
    (rs.ColourPriority.LEFTMOST_SEAL, rs.PriorityCost.KNOWLEDGE_ONLY): STRONGEST_LEFTMOST_SEAL,
    (rs.ColourPriority.LEFTMOST_MATCHING, rs.PriorityCost.KNOWLEDGE_AND_PENALTY):
        STRONGEST_ALL_COINS,
    (rs.ColourPriority.LEFTMOST_SEAL, rs.PriorityCost.KNOWLEDGE_AND_PENALTY):
        STRONGEST_LEFTMOST_SEAL_ALL_COINS,
}


@implements(cs.PRIORITY_COST, cs.PRIORITY_COLOUR, cs.NEXT_STRONGEST)
def strongest(game: Game, row: int, rulings: Rulings, t: Trace) -> Placement | None:
    """The strongest location for the worker (``STRONGEST``): the bottom-most
    space (rank 1 beats 2 beats 3), then the fewest Coins for Temporary
    Knowledge (and the placement penalty, by the other reading of
    ``PRIORITY_COST``), then the location of the worker's left-most matching seal (or,
    by the short description's reading of ``COLOUR_PRIORITY``, the one his
    left-most seal matches: ``STRONGEST_LEFTMOST_SEAL``); a tie left after
    that goes to the reading of ``LOCATION_TIE``."""
    if t.on:
        t.note(cs.MAIN_DIARIES.id, "candidates: the Exploration, Navigation, Correspondence "
               "and Academy spaces, unlocked and empty")
    options = location_options(game, row, rulings, t)
    if not options:
        return None
    if t.on:
        seals = his_player(game).rows[row]
        if PURPLE in seals and any(p.knowledge for p in options):
            t.add(Step(cs.TEMPORARY_KNOWLEDGE.id, "his purple seals and the Temporary Knowledge "
                       "he buys", ruling=rulings.cite(rs.KNOWLEDGE_PURCHASE)))
        best = min(LOCATIONS[p.location].rank or 0 for p in options)
        if len({p.penalty for p in options if LOCATIONS[p.location].rank == best}) > 1:
            # Equally strong spaces, one with a penalty: the Priority Cost's reading decides
            t.add(Step(cs.PRIORITY_COST.id, "equally strong spaces, one of them with a "
                       "placement penalty: does the penalty count in the Priority Cost?",
                       ruling=rulings.cite(rs.PRIORITY_COST)))
    return _BY_READINGS[rulings(rs.COLOUR_PRIORITY), rulings(rs.PRIORITY_COST)].choose(
        _Worker(game, row), options, rulings, t,
        also_rejected=_out_of_reach(game, row, options, rulings) if t.on else ())


# --- The options ----------------------------------------------------------------

@implements(cs.MAIN_DIARY_WORKERS)
def _main_diary(game: Game, option: CardOption, rulings: Rulings,
                t: Trace) -> tuple[Game, str]:
    home = his_player(game).home
    found: dict[str, Placement] = {}

    def why_not(letter: str) -> str:
        row = LETTERS.index(letter)
        if row not in home:
            return "not on his board"
        chosen = strongest(game, row, rulings, silent())
        if chosen is None:
            return "no Main Diary location it can take or pay for"
        found[letter] = chosen
        return ""

    letter = first_feasible(option.workers, why_not, clause=cs.MAIN_DIARY_WORKERS.id,
                            question="Which worker goes, by the card's order?",
                            label=lambda x: f"worker {x}", trace=t,
                            otherwise="none: the option fails")
    if letter is None:
        return game, "no worker of " + ", ".join(option.workers) + " can go to a Main Diary"
    row, chosen = LETTERS.index(letter), found[letter]
    if t.on:
        strongest(game, row, rulings, t)  # the same choice, now with its trace
    loc = LOCATIONS[chosen.location]
    game = _place(game, row, chosen.location, t, cs.STRONGEST.id, chosen.knowledge,
                  chosen.penalty)
    return resolve(game, actions_at(game, loc), loc.id, rulings, t, row), ""


def _worker_in(game: Game, spaces: Sequence[Location]) -> str:
    # Whose workers stand on the spaces, as the trace names them.
    return ", ".join(f"{loc.id}: {', '.join(workers_text(game, here))}"
                     for loc in spaces if (here := game.workers[LOCATION_INDEX[loc.id]])) \
        or "no worker there"


# The options that take Alfred only to an empty Diary: its clause, name and spaces.
_EMPTY_DIARY = {
    OptionKind.SPECIAL_ACTION: (cs.SPECIAL_ACTION.id, "Special Action Diary",
                                SPECIAL_ACTION_LOCATIONS),
    OptionKind.SMALL_DIARY: (cs.SMALL_DIARY.id, "Small Diary", SMALL_DIARY_LOCATIONS),
}


@implements(cs.SPECIAL_ACTION, cs.SMALL_DIARY, cs.DELIVER_VALID)
def _ready(game: Game, option: CardOption, t: Trace) -> str:
    """Why the option cannot start ("" if it can): the Special Action Diary
    and the Small Diary take him only while empty, the Museum only with a
    Specimen to deliver. The trace records the test either way; untraced, the
    option itself tests the same (``_OPTIONS``), so nothing is done twice."""
    if not t.on:
        return ""
    diary = _EMPTY_DIARY.get(option.kind)
    if diary is not None:
        clause, name, locations = diary
        if not t.check(clause, f"Is the {name} free of workers?",
                       not any(game.workers[LOCATION_INDEX[loc.id]] for loc in locations),
                       lambda: _worker_in(game, locations)):
            return f"a worker is already in the {name}"
    elif option.kind is OptionKind.DELIVER:
        m = _museum_view(game)
        done = sorted(his_player(game).research)
        if not t.check(cs.DELIVER_VALID.id, "Has he researched a Specimen whose Museum tile is "
                       "still to deliver?", bool(m.valid),
                       lambda: f"researched: {', '.join(done) or 'none'}"
                       + (f"; to deliver: {', '.join(m.valid)}" if m.valid else
                          "; every such tile is in the Museum" if done else "")):
            return "no researched Specimen whose Museum tile is still to deliver"
    return ""


@implements(cs.SPECIAL_ACTION, cs.SPECIAL_ACTION_SPOT, cs.SPECIAL_ACTION_BONUS)
def _special(game: Game, option: CardOption, rulings: Rulings, t: Trace) -> tuple[Game, str]:
    spaces = [LOCATION_INDEX[loc.id] for loc in SPECIAL_ACTION_LOCATIONS]
    if any(game.workers[i] for i in spaces):
        return game, "a worker is already in the Special Action Diary"
    row = bottom_worker(game, t, cs.SPECIAL_ACTION_SPOT.id)
    assert row is not None
    target = next(LOCATION_INDEX[loc.id] for loc in SPECIAL_ACTION_LOCATIONS
                  if loc.row is Row.TOP and loc.page is option.side)
    game = _place(game, row, target, t, cs.SPECIAL_ACTION_SPOT.id)
    reading = rulings(rs.SPECIAL_BONUS)
    if t.on:
        t.add(Step(cs.SPECIAL_ACTION_BONUS.id, f"the bonus worker moves {option.bonus} "
                   + ("spaces in one move" if reading is rs.SpecialBonus.FOUR_SPACES
                      else "times, 1 space each"), ruling=rulings.cite(rs.SPECIAL_BONUS)))
    if reading is rs.SpecialBonus.FOUR_TIMES:
        for _ in range(option.bonus):
            game = bonus(game, 1, rulings, t, cs.SPECIAL_ACTION_BONUS.id,
                         "no Special Action there, instead")
        return game, ""
    return bonus(game, option.bonus, rulings, t, cs.SPECIAL_ACTION_BONUS.id,
                 "no Special Action there, instead"), ""


LENS: Procedure = procedure(
    "darwins_journey.alfred.lens",
    "Where Alfred's Lens goes from the Small Diary",
    cs.LENS_PRIORITY.id,
    tuple(Branch(f"worker-{letter.lower()}", f"Does worker {letter} satisfy a locked Main "
                 "Diary space he can pay to unlock?",
                 f"worker {letter}'s: the top-most such space; its priority colour, then "
                 "most of its seals, then its left-most seal's colour",
                 cs.LENS_PRIORITY.id if letter == "A" else cs.LENS_NEXT_ROW.id)
          for letter in LETTERS),
    "the cheapest locked Main Diary space he can pay for, left-most if tied",
)


@dataclass(frozen=True, slots=True)
class LensRow:
    """What the Lens ranking looks at: the seals of the worker row being tried."""

    seals: tuple[str, ...]
    one_colour: bool = False  # the base game's purple-seal Ruling read one-colour

    @property
    def priority_colour(self) -> str:
        # The row's left-most seal that is not purple ("" for a row of purple only).
        return next((x for x in self.seals if x != PURPLE), "")


def _from_left(i: int) -> int:
    """Where a Main Diary space's page stands on the board, counted from the
    left: the Main Diaries are the top-left and top-middle sections, each a
    left and a right page: 1 Exploration, 2 Navigation, 3 Correspondence,
    4 Academy."""
    loc = LOCATIONS[i]
    assert loc.diary in MAIN_DIARIES and loc.page is not None
    return 2 * MAIN_DIARIES.index(loc.diary) + (1 if loc.page is Page.LEFT else 2)


def _row_from_top(r: LensRow, i: int) -> int:
    row = LOCATIONS[i].row
    assert row is not None  # every Main Diary space stands in a row of its page
    return UNLOCK_ORDER.index(row) + 1


def _is_priority_colour(r: LensRow, i: int) -> int:
    return 1 if _page_colour(LOCATIONS[i]).value == r.priority_colour else 0


def _seals_used(r: LensRow, i: int) -> int:
    # A row that meets a space's requirement uses as many of its seals (purple
    # ones standing in) as the space asks for; one that would make up the rest
    # with Temporary Knowledge (the with-knowledge reading of LENS_KNOWLEDGE)
    # uses only the seals it holds toward it.
    need = LOCATIONS[i].seals
    return need.total - seal_shortfall(r.seals, need, r.one_colour)


_NO_SEAL = ROW_SPOTS + 1  # past every seal spot: the row has no seal of that colour


def _colour_place(r: LensRow, i: int) -> int:
    # The short description's last key, "then the leftmost seal": the space
    # whose colour comes first among the row's seals. Counted from 1.
    colour = _page_colour(LOCATIONS[i]).value
    return r.seals.index(colour) + 1 if colour in r.seals else _NO_SEAL


# The Lens keys after the row: both readings of the Lens order rank by them.
_LENS_TIEBREAK_KEYS: tuple[Key[LensRow, int], ...] = (
    Key("in his priority colour", cs.LENS_TIEBREAK.id, _is_priority_colour, better="higher",
        show=lambda v: "yes" if v else "no"),
    Key("Wax Seals of his it uses", cs.LENS_TIEBREAK.id, _seals_used, better="higher"),
    Key("place of his left-most seal of its colour", cs.LENS_TIEBREAK.id,
        _colour_place, show=lambda v: "none" if v == _NO_SEAL else v if isinstance(v, int)
        else str(v)),
)


def _lens_ranking(id: str, title: str, keys: tuple[Key[LensRow, int], ...]
                  ) -> Ranking[LensRow, int]:
    return ranking(
        id, title, cs.LENS_PRIORITY.id, "Which locked space gets his Lens?", keys,
        label=lambda i: LOCATIONS[i].id,
        tie=rs.LENS_TIE,
        tie_breaks={rs.LensTie.LEFT_MOST: lambda r, tied: min(tied, key=_from_left),
                    rs.LensTie.RIGHT_MOST: lambda r, tied: max(tied, key=_from_left)},
        tie_clause=cs.LENS_TIEBREAK.id,
    )


LENS_SPACE = _lens_ranking(
    "darwins_journey.alfred.lens-space",
    "Which locked Main Diary space a worker row gives Alfred's Lens",
    (Key("row on its page (1 is the top)", cs.LENS_PRIORITY.id, _row_from_top),)
    + _LENS_TIEBREAK_KEYS)
LENS_SPACE_MOST_SEALS = _lens_ranking(
    "darwins_journey.alfred.lens-space-most-seals",
    "Which locked Main Diary space a worker row gives Alfred's Lens, most seals before "
    "top-most",
    _LENS_TIEBREAK_KEYS)
_LENS_BY_ORDER = {rs.LensOrder.TOP_MOST_FIRST: LENS_SPACE,
                  rs.LensOrder.MOST_SEALS_FIRST: LENS_SPACE_MOST_SEALS}


CHEAPEST_SPACE: Ranking[None, int] = ranking(
    "darwins_journey.alfred.lens-cheapest",
    "Which locked Main Diary space Alfred's Lens takes when no worker row meets one",
    cs.LENS_CHEAPEST.id,
    "Which is the cheapest locked space?",
    (Key("Coins to unlock it", cs.LENS_CHEAPEST.id, lambda _, i: LOCATIONS[i].unlock_cost),
     Key("page from the left (1 is the left-most)", cs.LENS_CHEAPEST.id,
         lambda _, i: _from_left(i))),
    label=lambda i: LOCATIONS[i].id,
    settled="a Main Diary page unlocks from the top down, so the spaces he may unlock lie "
    "one to a page, and no two of the four pages stand equally far left",
)


def _lens_row(branch: Branch) -> int:
    return LETTERS.index(branch.id[-1].upper())


@implements(cs.LENS_PRIORITY, cs.LENS_TIEBREAK, cs.LENS_NEXT_ROW, cs.LENS_CHEAPEST,
            cs.LENS_NO_SPECIAL)
def lens_target(game: Game, t: Trace, rulings: Rulings = DEFAULTS) -> int | None:
    """The locked Main Diary location Alfred unlocks (``LENS``): for each worker
    row from the top, the space ``LENS_SPACE`` ranks first among those it
    satisfies and he can pay (top-most, his priority colour, the most of its
    seals, his left-most seal's colour; a tie left goes to ``LENS_TIE``); if no
    row satisfies one, the cheapest, left-most he can pay (``CHEAPEST_SPACE``);
    None if none. Whether Temporary Knowledge he could buy helps a row satisfy
    a space is ``LENS_KNOWLEDGE``'s; whether a row whose worker is off his
    board is tried, ``LENS_WORKER``'s (his board as it stands when the Lens is
    placed, the worker sent to the Small Diary gone from it)."""
    player = his_player(game)
    locked = [i for i in _MAIN if LOCATIONS[i].unlock is Unlock.LOCKED and game.lens[i] is None
              and unlock_in_order(game, i) and LOCATIONS[i].unlock_cost <= player.coins]
    if not locked or player.lenses <= 0:
        return None
    one_colour = purple_one_colour(rulings)  # the base game's purple-seal Ruling
    knowledge = rulings(rs.LENS_KNOWLEDGE) is rs.LensKnowledge.WITH_KNOWLEDGE
    on_board = rulings(rs.LENS_WORKER) is rs.LensWorker.ON_BOARD

    def short(row: int, i: int) -> int:
        # Alfred's row A is rows[0]; it has no printed purple
        return seal_shortfall(player.rows[row], LOCATIONS[i].seals, one_colour)

    def buyable(row: int, i: int) -> bool:
        # A seal of the space's colour to start from, and Coins for the unlock
        # and the Temporary Knowledge still missing.
        seals = player.rows[row]
        return (_page_colour(LOCATIONS[i]).value in seals or PURPLE in seals) and \
            LOCATIONS[i].unlock_cost + KNOWLEDGE_COINS * short(row, i) <= player.coins

    def fits(row: int, with_knowledge: bool = knowledge) -> list[int]:
        return [i for i in locked if short(row, i) == 0 or (with_knowledge and buyable(row, i))]

    def why_not(branch: Branch) -> str:
        row = _lens_row(branch)
        if on_board and row not in player.home:
            return f"worker {LETTERS[row]} is not on his board"
        if fits(row):
            return ""
        return f"his seals {listed(player.rows[row])} satisfy no locked space he can pay for" \
            + (", even with Temporary Knowledge" if knowledge else "")

    if t.on:
        tried = [r for r in range(len(LETTERS)) if not on_board or r in player.home]
        first = next((r for r in tried if fits(r, True)), None)
        if first is not None and fits(first, False) != fits(first, True):
            # Temporary Knowledge would let this row satisfy more: the reading decides.
            more = [LOCATIONS[i].id for i in fits(first, True) if i not in fits(first, False)]
            t.add(Step(cs.LENS_PRIORITY.id, f"worker {LETTERS[first]}'s seals fall short of "
                       f"{', '.join(more)} by Temporary Knowledge he could buy: does that "
                       "count toward what the worker can satisfy?",
                       ruling=rulings.cite(rs.LENS_KNOWLEDGE)))
        top = next((r for r in range(len(LETTERS)) if fits(r)), None)
        if top is not None and top not in player.home:
            # The first row to satisfy a space has its worker out: the reading decides.
            t.add(Step(cs.LENS_PRIORITY.id, f"worker {LETTERS[top]} satisfies a locked space "
                       "but is not on his board: is the top-most worker row "
                       f"{LETTERS[top]}'s, or the top-most still on his board?",
                       ruling=rulings.cite(rs.LENS_WORKER)))
    chosen = follow(LENS, why_not, t, "Alfred's Lens:", clause=cs.LENS_CHEAPEST.id,
                    cite_branch=True)
    if chosen is None:
        return CHEAPEST_SPACE.choose(None, locked, rulings, t)
    row = _lens_row(chosen)
    seals = player.rows[row]
    candidates = fits(row)
    unmet: list[Rejected] = []
    if t.on:
        for i in locked:
            lack = short(row, i)
            if i not in candidates:
                colour, n = LOCATIONS[i].seals.items()[0]
                unmet.append(Rejected(LOCATIONS[i].id, f"asks for {n} {colour.value} seals: "
                                      f"worker {LETTERS[row]}'s lack {lack}"))
    if t.on and len({LOCATIONS[i].row for i in candidates}) > 1:
        # Spaces in different rows of their pages: top-most first, or most seals first?
        t.add(Step(cs.LENS_PRIORITY.id, "the spaces he meets stand in different rows: is the "
                   "top-most first, or the one using most of his seals?",
                   ruling=rulings.cite(rs.LENS_ORDER)))
    return _LENS_BY_ORDER[rulings(rs.LENS_ORDER)].choose(LensRow(seals, one_colour), candidates,
                                                         rulings, t, also_rejected=unmet)


@implements(cs.SMALL_DIARY, cs.SMALL_DIARY_WORKER, cs.LENS_ACTIONS)
def _small(game: Game, option: CardOption, rulings: Rulings, t: Trace) -> tuple[Game, str]:
    spaces = [LOCATION_INDEX[loc.id] for loc in SMALL_DIARY_LOCATIONS]
    if any(game.workers[i] for i in spaces):
        return game, "a worker is already in the Small Diary"
    if lens_target(game, silent(), rulings) is None:
        return game, "no locked Main Diary location he can unlock and pay for"
    row = bottom_worker(game, t, cs.SMALL_DIARY_WORKER.id)
    assert row is not None
    game = _place(game, row, spaces[0], t, cs.SMALL_DIARY_WORKER.id)
    if t.on:
        t.note(cs.LENS_NO_SPECIAL.id, "only Main Diary locations are candidates, never a "
               "Special Action")
    target = lens_target(game, t, rulings)
    # Placing his worker changes neither the locked spaces nor his Coins, so a
    # space is still found (under LENS_WORKER's on-board reading the rows tried
    # are those left on his board now).
    assert target is not None
    loc = LOCATIONS[target]
    lenses = his_player(game).lenses
    lens = list(game.lens)
    lens[target] = alfred(game).seat
    game = evolve(update(game, evolve(his_player(game), lenses=lenses - 1)), lens=tuple(lens))
    if t.on:
        t.change(cs.LENS_ACTIONS.id, f"his Lens on {loc.id}; then he performs its actions",
                 Change(subject(game), "Lens tokens", lenses, lenses - 1),
                 Change(loc.id, "Lens token", "none", subject(game)))
    game = pay_coins(game, loc.unlock_cost, t, cs.LENS_ACTIONS.id,
                     f"{loc.id}'s red cost" if t.on else "")
    return resolve(game, actions_at(game, loc), f"{loc.id} (unlocked)", rulings, t, row,
                   cs.LENS_ACTIONS.id), ""


def _delivery_coins(game: Game, s: str) -> int:
    placed = specimen(s)
    n = 1 if game.row_coins[placed.museum_row - 1] else 0
    for other in SPECIMENS:
        if other.id != s and other.id not in game.museum and (
                other.museum_row == placed.museum_row
                or other.museum_column == placed.museum_column):
            n += 1
    return n


@dataclass(frozen=True, slots=True)
class _Museum:
    """What Alfred's delivery choice looks at: the board and the Specimens he may deliver."""

    game: Game
    theirs: frozenset[str]  # Specimens another player has researched
    valid: tuple[str, ...]


def _shared(m: _Museum, s: str) -> int:
    return 1 if s in m.theirs else 0


def _coins_for(m: _Museum, s: str) -> int:
    return _delivery_coins(m.game, s)


def _beaten_top_left(m: _Museum, s: str) -> int:
    # How many candidates still level with ``s`` on the earlier keys lie both
    # at least as high and at least as far left: 0 is top-left-most. Two with
    # 0 (one higher, the other further left) are the tie the player breaks.
    a = specimen(s)
    level = [o for o in m.valid if o != s and _shared(m, o) == _shared(m, s)
             and _coins_for(m, o) == _coins_for(m, s)]
    return sum(1 for o in level if specimen(o).museum_row <= a.museum_row
               and specimen(o).museum_column <= a.museum_column)


def _upper_first(m: _Museum, tied: Sequence[str]) -> str:
    return min(tied, key=lambda s: (specimen(s).museum_row, specimen(s).museum_column))


def _left_first(m: _Museum, tied: Sequence[str]) -> str:
    return min(tied, key=lambda s: (specimen(s).museum_column, specimen(s).museum_row))


_TOP_LEFT: Key[_Museum, str] = Key("Specimens at once higher and further left",
                                   cs.DELIVER_COINS.id, _beaten_top_left)
_TIE_BREAKS: dict[Reading, TieBreak[_Museum, str]] = {rs.DeliverTie.UPPER_FIRST: _upper_first, rs.DeliverTie.LEFT_FIRST: _left_first}

DELIVERY: Ranking[_Museum, str] = ranking(
    "darwins_journey.alfred.delivery",
    "Which Specimen Alfred delivers",
    cs.DELIVER_SHARED.id,
    "Which Specimen does Alfred deliver?",
    (Key("researched by you too", cs.DELIVER_SHARED.id, _shared, better="higher",
         show=lambda v: "yes" if v else "no"),
     Key("Coins it earns", cs.DELIVER_COINS.id, _coins_for, better="higher"),
     _TOP_LEFT),
    tie=rs.DELIVER_TIE, tie_breaks=_TIE_BREAKS, tie_clause=cs.DELIVER_PLAYER_CHOICE.id,
)
DELIVERY_TOP_LEFT: Ranking[_Museum, str] = ranking(
    "darwins_journey.alfred.delivery-top-left",
    "Which Specimen Alfred delivers, top-left only",
    cs.DELIVER_COINS.id,
    "Which Specimen does Alfred deliver (top-left first)?",
    (_TOP_LEFT,),
    tie=rs.DELIVER_TIE, tie_breaks=_TIE_BREAKS, tie_clause=cs.DELIVER_PLAYER_CHOICE.id,
)


def _museum_view(game: Game) -> _Museum:
    player = his_player(game)
    theirs = frozenset().union(*(p.research for p in game.players if p.seat != player.seat))
    return _Museum(game, theirs, tuple(sorted(s for s in player.research
                                              if s not in game.museum)))


def _delivery_ranking(m: _Museum, rulings: Rulings) -> Ranking[_Museum, str]:
    ranked = len(m.valid) > 2 or rulings(rs.DELIVER_SCOPE) is rs.DeliverScope.ALWAYS
    return DELIVERY if ranked else DELIVERY_TOP_LEFT


@implements(cs.DELIVER, cs.DELIVER_VALID, cs.DELIVER_SHARED, cs.DELIVER_COINS,
            cs.DELIVER_PLAYER_CHOICE)
def next_delivery(game: Game, rulings: Rulings, t: Trace) -> str | None:
    """The Specimen Alfred delivers next (``DELIVERY``): those the player has
    researched too first, then the most Coins, then the top-left-most; where
    neither of two is both higher and further left, the player's choice
    (``DELIVER_TIE``). With two valid Specimens or fewer, ``DELIVER_SCOPE``
    says whether the first two keys apply. None when there is none to deliver."""
    m = _museum_view(game)
    if not m.valid:
        return None
    return _delivery_ranking(m, rulings).choose(m, m.valid, rulings, t)


def deliveries(game: Game, rulings: Rulings = DEFAULTS) -> list[str]:
    """Every valid Specimen, in the order Alfred's ranking takes them (as if
    each were delivered in turn, on the board as it stands)."""
    m = _museum_view(game)
    ranking_ = _delivery_ranking(m, rulings)
    left, order = list(m.valid), []
    while left:
        pick = ranking_.choose(evolve(m, valid=tuple(left)), left, rulings, silent())
        order.append(pick)
        left.remove(pick)
    return order


def _second_delivery(game: Game, before: _Museum, first: str, order: Reading,
                     rulings: Rulings, t: Trace) -> str:
    """Alfred's second Specimen: ranked on the Museum after the first delivery,
    or (the other reading of ``DELIVER_ORDER``) chosen with the first, on the
    Museum as it stood before it. The trace cites the Ruling where the two
    readings pick different Specimens."""
    # Chosen with the first, the second is one valid when he came (a Specimen
    # researched since, by a card his bonus worker set off, was not there to
    # choose); with none such, he ranks on the Museum as it stands.
    now = set(_museum_view(game).valid)
    rest = tuple(s for s in before.valid if s != first and s in now)

    def with_first(trace: Trace) -> str:
        return _delivery_ranking(before, rulings).choose(evolve(before, valid=rest), rest,
                                                         rulings, trace)

    def after_first(trace: Trace) -> str:
        chosen = next_delivery(game, rulings, trace)
        assert chosen is not None  # the caller found one valid
        return chosen

    if not rest:
        return after_first(t)
    at_once = order is rs.DeliverOrder.BOTH_AT_ONCE
    chosen, other = (with_first, after_first) if at_once else (after_first, with_first)
    pick = chosen(t)
    if t.on:
        alt = other(silent())
        if alt != pick:
            t.add(Step(cs.DELIVER_COINS.id, f"the second Specimen: {pick}, chosen "
                       + ("with the first, on the Museum as it stood" if at_once
                          else "on the Museum after the first delivery")
                       + "; chosen " + ("after it" if at_once else "with the first")
                       + f", it would be {alt}", ruling=rulings.cite(rs.DELIVER_ORDER)))
    return pick


@implements(cs.DELIVER_WORKER, cs.DELIVER_BONUS)
def _deliver(game: Game, option: CardOption, rulings: Rulings, t: Trace) -> tuple[Game, str]:
    if not _museum_view(game).valid:
        return game, "no researched Specimen whose Museum tile is still to deliver"
    row = bottom_worker(game, t, cs.DELIVER_WORKER.id)
    assert row is not None
    game = _place(game, row, _MUSEUM, t, cs.DELIVER_WORKER.id)
    seat = game.active
    before = _museum_view(game)  # the Museum as it stands when he visits it
    order = rulings(rs.DELIVER_ORDER)
    first = ""
    for n in range(2):
        if not _museum_view(game).valid:
            break
        if n == 1:
            if his_player(game).coins < MUSEUM_SECOND_SPECIMEN_COINS.value:
                break
            game = pay_coins(game, MUSEUM_SECOND_SPECIMEN_COINS.value, t, cs.DELIVER.id,
                             "a second Specimen")
        m = _museum_view(game)
        if t.on and len(m.valid) <= 2 and len(m.valid) > 1:
            t.add(Step(cs.DELIVER_SHARED.id, "two valid Specimens or fewer: does the priority "
                       "apply?", ruling=rulings.cite(rs.DELIVER_SCOPE)))
        if n == 0:
            chosen = next_delivery(game, rulings, t)
            assert chosen is not None
            first = chosen
        else:
            chosen = _second_delivery(game, before, first, order, rulings, t)
        if t.on:
            t.change(cs.DELIVER.id, f"delivers {chosen}",
                     Change("the Museum", "tiles", len(game.museum),
                            len(game.museum | {chosen})))
        if t.on:
            t.note(cs.DELIVER_BONUS.id, "the Museum's Coins and Evolution steps as in the base "
                   "game")
        game = evolve(museum_bonus(evolve(game, active=alfred(game).seat), chosen, t),
                      active=seat)
        # The Museum's Coins go through his Coin track's cap.
        game = coins(game, 0, rulings, t)
    return game, ""


@implements(cs.REST)
def _rest(game: Game, option: CardOption, rulings: Rulings, t: Trace) -> tuple[Game, str]:
    a = alfred(game)
    if len(a.hammocks) >= HAMMOCKS:  # never: he has no more workers than hammocks
        return game, "no free hammock"
    row = bottom_worker(game, t, cs.REST.id)
    assert row is not None
    spec = board(a.level)
    game = evolve(game, alfred=evolve(a, hammocks=a.hammocks + (row,)), placed=True)
    game = update(game, evolve(his_player(game), home=his_player(game).home - {row}))
    if t.on:
        t.change(cs.REST.id, f"worker {LETTERS[row]} rests in a hammock",
                 Change(subject(game), "workers resting", _letters(a.hammocks),
                        _letters(a.hammocks + (row,))))
    game = coins(game, spec.rest_coins, rulings, t,
                 why=f"Rest: {spec.rest_coins} Coins" if t.on else "")
    return bonus(game, spec.rest_bonus, rulings, t, why="Rest"), ""


def _letters(rows: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(LETTERS[r] for r in rows)


Option = Callable[[Game, CardOption, Rulings, Trace], tuple[Game, str]]
_OPTIONS: dict[OptionKind, Option] = {
    OptionKind.MAIN_DIARY: _main_diary,
    OptionKind.SPECIAL_ACTION: _special,
    OptionKind.SMALL_DIARY: _small,
    OptionKind.DELIVER: _deliver,
    OptionKind.REST: _rest,
}

TURN: Procedure = procedure(
    "darwins_journey.alfred.turn",
    "Alfred's turn: the drawn card's options, top to bottom",
    cs.OPTIONS_IN_ORDER.id,
    (
        Branch("top", "Can Alfred carry out the card's top option?",
               "the top option", cs.OPTIONS_IN_ORDER.id),
        Branch("second", "Is there a second option before Rest, and can he carry it out?",
               "the second option", cs.OPTIONS_IN_ORDER.id),
    ),
    "Rest, always possible: the bottom-most worker to a hammock; Coins and bonus steps",
)


@implements(cs.OPTIONS_IN_ORDER, cs.ONE_ACTION, cs.REST_ALWAYS, cs.ONE_WORKER)
def alfred_turn(game: Game, rulings: Rulings, t: Trace) -> Game:
    """Draw a card and carry out its first option that can be done (``TURN``)."""
    game, card = draw(game, t, rulings)
    tries = card.options[:-1]  # every card ends with Rest
    results: dict[str, Game] = {}

    def why_not(branch: Branch) -> str:
        option = tries[0 if branch.id == "top" else 1]
        reason = _ready(game, option, t)
        if not reason:
            after, reason = _OPTIONS[option.kind](game, option, rulings, silent())
            results[branch.id] = after
        return f"{_option_text(option)}: {reason}" if reason else ""

    # Rest, the card's last option, is always legal: it is what follows
    # when neither option before it can be carried out.
    chosen = follow(TURN, why_not, t, "Alfred's option:", clause=cs.REST_ALWAYS.id,
                    only=("top", "second")[:len(tries)], cite_branch=True)
    option = tries[0 if chosen.id == "top" else 1] if chosen is not None else card.options[-1]
    if t.on:
        t.note(cs.ONE_ACTION.id, f"Alfred carries out this one option: {_option_text(option)}")
    if not t.on and chosen is not None:
        return results[chosen.id]
    after, reason = _OPTIONS[option.kind](game, option, rulings, t)
    assert not reason, "Rest can always be carried out"
    if t.on:
        # Read off the two states, so the step can only say what happened.
        def home(g: Game) -> tuple[str, ...]:
            return tuple(LETTERS[r] for r in sorted(his_player(g).home))
        t.change(cs.ONE_WORKER.id, "one option, one worker out: to the board or to his Rest "
                 "area", Change(subject(game), "workers on his board", home(game), home(after)))
    return after


"""How Alfred carries out an action: no choices are asked, his rules decide.

``resolve`` takes any icon Alfred activates (a location's, a track space's, a
Campsite's, a Bonus Track card's, one of his own board's) and carries it out
by his rules where they differ from a player's, and by the base rules where
they do not. Icons an action sets off are resolved at once, in order.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from spec.core.clauses import implements
from spec.core.priority import Key, Ranking, first_feasible, ranking
from spec.core.procedure import Branch, Procedure, follow, procedure
from spec.core.rulings import DEFAULTS, Rulings
from spec.core.trace import Step as Step_
from spec.core.trace import Change, Trace, silent
from spec.core.values import evolve

from ..actions import (
    _ISLAND,
    _OCEAN,
    EFFECTS,
    add_seal,
    beagle_space,
    cross_banners,
    first_to_end,
    research,
    specimen_at,
    stamps_left,
    stop_icons,
)
from ..board import ACADEMY_SCROLLS
from ..economy import advance, gain_points, update
from ..icons import Action, ActionKind, Choice, Icon
from ..state import ISLANDS, PURPLE, Game, Pending, Player
from ..sources import register_model
from ..tracks import (
    CAMPSITES,
    ISLAND_TRACKS,
    OCEAN,
    Campsite,
    IslandSpace,
    OceanSpace,
    ocean_step,
)
from .. import rulings as base_rulings
from . import clauses as cs
from . import rulings as rs
from .data import (
    BRACKET,
    ROW_SPOTS,
    SEAL_SPOT_COSTS,
    AlfredAction,
    AlfredIcon,
    Step,
    board,
)
from .tracks import alfred, bonus_icons, gain_coins, his_player, pay_coins, subject

_CAMPSITE_AT = {site.space: k for k, site in enumerate(CAMPSITES)}

register_model(
    "alfred-unplaced-worker",
    """An action Alfred performs with no worker placed for it (a Bonus Track
    card, a majority reward, his Rest) reads worker A as 'the selected worker'
    where his rules ask for one (the Academy colour). Neither text says.""",
    cs.BONUS_CARD_ACTIONS.id,
    cs.ACADEMY_COLOUR.id,
)
register_model(
    "alfred-action-after-placement",
    """Alfred's Main Diary placement is chosen by the placement rules alone
    (worker, seals, Coins); an action that then cannot be carried out (an
    Academy seal he cannot pay for) is lost, and he does not try the card's
    next option. The rulebook's 'no legal way to perform that action' is read
    as no legal placement.""",
    cs.OPTIONS_IN_ORDER.id,
    cs.ACADEMY_FAILS.id,
)
register_model(
    "alfred-free-academy",
    """A free Academy action (no Coins spent) lets Alfred take from any Scroll:
    the seal of his preferred colour found first, top Scroll first and left to
    right, else the first seal he may take.""",
    cs.ACADEMY_FREE.id,
)
register_model(
    "alfred-slashed-icon",
    """Of a slashed icon (do one of two), Alfred takes the first; and his Beagle
    score, like a player's, never goes below zero.""",
    cs.TENT_ICONS.id,
    cs.CAMPSITE_ACTIONS.id,
    cs.BEAGLE.id,
)
register_model(
    "alfred-final-scoring",
    """Alfred scores the personal board's points for rows of 5 and 6 seals like
    a player, but not the player board's 5 points for placing all Tents: his
    own board prints points under its fifth Tent, scored when it leaves.""",
    cs.SCORING.id,
)


# Carries out one action kind Alfred's way: (game, action, origin, rulings, trace,
# worker row, the clause of the rule that set the action off).
Handler = Callable[[Game, Action, str, Rulings, Trace, int, str], Game]


@implements(cs.STANDARD_RULES)
def resolve(game: Game, icons: tuple[AlfredIcon | Icon, ...], origin: str, rulings: Rulings,
            t: Trace, row: int = 0, clause: str = cs.STANDARD_RULES.id) -> Game:
    """Carry out each icon in order, Alfred's way; ``row`` is the worker placed.

    A plain gain (points, Coins, Evolution, a purple seal) is cited under
    ``clause``, the rule that made him perform the icon (his Tent's, a
    Campsite's, a Bonus Track card's ...); an action with rules of its own
    cites those.

    Alfred may act on your turn (Coins over his cap move his bonus worker onto
    a card); the base rules that credit "the active player" then still credit
    him, so he is made active while his icons resolve.
    """
    seat, active = alfred(game).seat, game.active
    if active != seat:
        game = evolve(game, active=seat)
    for icon in icons:
        game = _one(game, icon, origin, rulings, t, row, clause)
    return game if active == seat else evolve(game, active=active)


def _one(game: Game, icon: AlfredIcon | Icon, origin: str, rulings: Rulings, t: Trace,
         row: int, clause: str = cs.STANDARD_RULES.id) -> Game:
    if isinstance(icon, Choice):
        icon = icon.options[0]  # a slashed icon: Alfred takes the first option
    if isinstance(icon, Step):
        return _step(game, icon, origin, rulings, t)
    handler = HOW_ALFRED_RESOLVES[icon.kind]
    if isinstance(handler, NeverMet):
        raise UnhandledAction(f"{origin}: Alfred met {icon.kind.value}, declared never met "
                              f"({handler.why})")
    return handler(game, icon, origin, rulings, t, row, clause)


def bonus(game: Game, steps: int, rulings: Rulings, t: Trace,
          clause: str = cs.BONUS_TRACK.id, why: str = "") -> Game:
    """Move the bonus worker and carry out the card actions it sets off; the
    move is cited under ``clause``, the rule that gave the steps."""
    game, icons = bonus_icons(game, steps, t, rulings, clause, why)
    return resolve(game, icons, "Bonus Track card", rulings, t, clause=cs.BONUS_CARD_ACTIONS.id)


def coins(game: Game, n: int, rulings: Rulings, t: Trace, clause: str = cs.COIN_TRACK.id,
          why: str = "") -> Game:
    game, excess = gain_coins(game, n, t, clause, why)
    return bonus(game, excess, rulings, t, why="Coins over his cap") if excess else game


def _step(game: Game, step: Step, origin: str, rulings: Rulings, t: Trace) -> Game:
    if step.kind is AlfredAction.BONUS:
        return bonus(game, step.amount, rulings, t, why=origin)
    if step.kind is AlfredAction.PROLIFIC_CORRESPONDENCE:
        return prolific(game, rulings, t)
    if step.kind is AlfredAction.ADD_EXPLORER:
        return add_explorer(game, t)
    if t.on:
        t.change(cs.STAMP_ICON.id, "no Coins for seal spots from now on",
                 Change(subject(game), "pays for his seal spots", "yes", "no"))
    return evolve(game, alfred=evolve(alfred(game), free_seal_spots=True))


def _points(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
            clause: str) -> Game:
    if a.timing.value != "now":
        return game  # final-scoring points are counted at the end
    after = update(game, gain_points(his_player(game), a.amount))
    if t.on:
        t.change(clause, f"{origin}: {a.amount} points",
                 Change(subject(game), "points", his_player(game).points,
                        his_player(after).points))
    return after


def _coins(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
           clause: str) -> Game:
    # Coins, whatever set them off, move his Coin on its track (COIN_TRACK).
    return coins(game, a.amount, rulings, t, why=f"{origin}: {a.amount} Coins" if t.on else "")


def _evolution(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
               clause: str) -> Game:
    after = update(game, advance(his_player(game), a.amount))
    if t.on:
        t.change(clause, f"{origin}: {a.amount} Evolution steps",
                 Change(subject(game), "Evolution", his_player(game).evolution,
                        his_player(after).evolution))
    return after


@implements(cs.ACTION_TEMPORARY_KNOWLEDGE)
def _knowledge(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
               clause: str) -> Game:
    n = board(alfred(game).level).knowledge_coins * a.amount
    return coins(game, n, rulings, t, cs.ACTION_TEMPORARY_KNOWLEDGE.id,
                 f"{origin}: no Temporary Knowledge for Alfred, {n} Coins instead" if t.on else "")


@implements(cs.GAIN_OBJECTIVE, cs.GAIN_OBJECTIVE_BONUS)
def _objective(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
               clause: str) -> Game:
    """Discard the golden Objective on display, else the silver; then bonus steps."""
    shown = {"golden": game.golden_display, "silver": game.silver_display}
    tier = first_feasible(("golden", "silver"),
                          lambda x: "" if any(shown[x]) else "none on display",
                          clause=cs.GAIN_OBJECTIVE.id,
                          question=f"{origin}: which Objective does Alfred discard?",
                          label=lambda x: f"the {x} one", trace=t,
                          otherwise="none: no Objective is on display")
    if tier is not None:
        display = shown[tier]
        gone = next(x for x in display if x)
        after = tuple("" if x == gone else x for x in display)
        game = evolve(game, objectives_out=game.objectives_out + (gone,))
        game = (evolve(game, golden_display=after) if tier == "golden" else
                evolve(game, silver_display=after))
        if t.on:
            t.change(cs.GAIN_OBJECTIVE.id, f"{gone} leaves the game",
                     Change(f"the {tier} Objective display", "tiles",
                            tuple(x for x in display if x), tuple(x for x in after if x)))
    steps = board(alfred(game).level).objective_bonus
    return bonus(game, steps, rulings, t, cs.GAIN_OBJECTIVE_BONUS.id,
                 "discarded or not" if tier is not None else "nothing discarded, and still")


# --- Academy -----------------------------------------------------------------

_ROW_PARTS = tuple((row, part) for part in ("left", "right") for row in range(4))


@implements(cs.ACADEMY_ROW, cs.WORKER_ROWS)
def receiving_row(player: Player, t: Trace | None = None) -> int | None:
    """The top-most row with an empty spot left of its bracket; else the
    top-most with one right of it; None when every row is full."""
    def why_not(option: tuple[int, str]) -> str:
        row, part = option
        n = len(player.rows[row])
        if part == "left":
            return f"{n} seals: no room left of its bracket" if n >= BRACKET else ""
        return f"all {ROW_SPOTS} spots taken" if n >= ROW_SPOTS else ""

    chosen = first_feasible(
        _ROW_PARTS, why_not, clause=cs.ACADEMY_ROW.id, question="Where does his new seal go?",
        label=lambda o: f"row {'ABCD'[o[0]]}, {o[1]} of its bracket (after spot {BRACKET})",
        trace=t or silent(), otherwise="nowhere: every seal spot on his rows is taken")
    return None if chosen is None else chosen[0]


@implements(cs.ACADEMY_SCROLL, cs.ACADEMY_COLOUR, cs.ACADEMY_NO_FOURTH, cs.ACADEMY_FREE,
            cs.ACADEMY_LEFTMOST, cs.ACADEMY_FAILS)
def choose_seal(game: Game, a: Action, p: Pending, worker: int, rulings: Rulings,
                t: Trace) -> tuple[int, int, int] | None:
    """(Academy spot, receiving row, cost) of the seal Alfred takes, or None.

    The cheapest Scroll that still offers a colour the receiving row does not
    hold three of; on it, the colour of a leftmost seal (whose: the ruling
    ``ACADEMY_COLOUR_SOURCE``) unless that row already has three, else the
    left-most seal.
    """
    player = his_player(game)
    row = receiving_row(player, t)
    if row is None:
        return None
    held = player.rows[row]
    reading = rulings(rs.ACADEMY_COLOUR_SOURCE)
    guide = player.rows[worker] if reading is rs.AcademyColourSource.SELECTED_WORKER else held
    whose = ("the selected worker" if reading is rs.AcademyColourSource.SELECTED_WORKER
             else f"row {'ABCD'[row]}")
    prefer = next((s for s in guide if s != PURPLE), "")
    free = alfred(game).free_seal_spots or a.free
    # Whether a purple seal counts as one of three of a colour: the Ruling
    # PURPLE_IN_THREE, cited where the count turns on it.
    purple_counts = rulings(rs.PURPLE_IN_THREE) is rs.PurpleInThree.PURPLE_COUNTS

    def of(seals: tuple[str, ...], colour: str) -> int:
        return seals.count(colour) + (seals.count(PURPLE) if purple_counts else 0)
    # The cheapest Scroll first; an action that costs nothing may take from
    # any Scroll, so all of them count as one.
    groups = ((tuple(range(12)),) if a.free else
              tuple(tuple(range(k * 3, k * 3 + 3))
                    for k in sorted(range(4), key=lambda k: ACADEMY_SCROLLS[k].cost)))

    def allowed(group: tuple[int, ...]) -> list[int]:
        return [k for k in group if game.scrolls[k] and of(held, game.scrolls[k]) < 3]

    def offers(group: tuple[int, ...]) -> str:
        on_offer = [game.scrolls[k] for k in group if game.scrolls[k]]
        if not on_offer:
            return "it is empty"
        if not allowed(group):
            return (f"row {'ABCD'[row]} already holds three of each colour on it "
                    f"({', '.join(on_offer)}): never a fourth")
        return ""

    def scroll_name(group: tuple[int, ...]) -> str:
        return "any Scroll (no Coins spent)" if a.free else f"Scroll {group[0] // 3 + 1}"

    if t.on and (PURPLE in held or PURPLE in guide):
        # A purple seal that would make three of a colour on offer, or of his
        # preferred colour: the count turns on whether it counts.
        offered = {game.scrolls[k] for g in groups for k in g if game.scrolls[k]}
        turns = sorted(x for x in offered | {prefer} if x and (
            (x in offered and held.count(x) < 3 <= held.count(x) + held.count(PURPLE))
            or (x == prefer and guide.count(x) < 3 <= guide.count(x) + guide.count(PURPLE))))
        if turns:
            t.add(Step_(cs.ACADEMY_NO_FOURTH.id, "a purple seal would make three of "
                        f"{', '.join(turns)}: " + ("it counts as one of them" if purple_counts
                                                   else "only seals of the colour count"),
                        ruling=rulings.cite(rs.PURPLE_IN_THREE)))
    stocked = [g for g in groups if any(game.scrolls[k] for k in g)]
    if not a.free and stocked and not allowed(stocked[0]):
        # The cheapest Scroll with seals offers none he may take: does he go on?
        fallback = rulings(rs.ACADEMY_FALLBACK)
        if t.on:
            t.add(Step_(cs.ACADEMY_SCROLL.id, f"{scroll_name(stocked[0])}, the cheapest with "
                        "seals, offers none he may take: "
                        + ("he goes on to a dearer Scroll"
                           if fallback is rs.AcademyFallback.DEARER_SCROLL
                           else "he is held to it"), ruling=rulings.cite(rs.ACADEMY_FALLBACK)))
        if fallback is rs.AcademyFallback.CHEAPEST_ONLY:
            groups = tuple(stocked[:1])
    group = first_feasible(groups, offers, clause=cs.ACADEMY_FAILS.id,
                           question="Which Scroll is his seal from?", label=scroll_name, trace=t,
                           otherwise="none offers a seal he may take: the Academy action "
                           "cannot be performed",
                           clause_of=lambda g: cs.ACADEMY_FREE.id if a.free else
                           cs.ACADEMY_SCROLL.id)
    if group is None:
        return None
    cost = _seal_cost(player, a, p, group[0] // 3, len(held), free)
    if cost and not t.check(cs.ACADEMY_FAILS.id, "Can he pay for the seal, or is the Academy "
                            "action lost?", cost <= player.coins,
                            lambda: f"{scroll_name(group)} costs him {cost}; he has "
                            f"{player.coins} Coins"):
        return None
    on_offer = [k for k in group if game.scrolls[k]]
    spots = on_offer
    if len(held) >= 3:  # only then can the row hold three of a colour

        def three(colour: str) -> bool:
            return t.check(cs.ACADEMY_NO_FOURTH.id, "Does the receiving row hold three of the "
                           "colour already, so that he never takes a fourth?",
                           of(held, colour) >= 3,
                           lambda: f"{colour} on {scroll_name(group)}; row {'ABCD'[row]} holds "
                           f"{', '.join(held)}")

        colours = dict.fromkeys(game.scrolls[k] for k in on_offer)
        full = {colour: three(colour) for colour in colours}
        spots = [k for k in on_offer if not full[game.scrolls[k]]]

    def why_not(branch: Branch) -> str:
        if branch.id == "leftmost":
            return ""
        if not prefer:
            return f"{whose} has no coloured seal to prefer"
        if of(guide, prefer) >= 3:
            return f"{whose} already holds three {prefer}"
        if not any(game.scrolls[k] == prefer for k in spots):
            return f"no {prefer} seal he may take on {scroll_name(group)}"
        return ""

    chosen = follow(SEAL_CHOICE, why_not, t, "Which seal does Alfred take?", cite_branch=True)
    assert chosen is not None  # the left-most seal is always there to take
    spot = (next(k for k in spots if game.scrolls[k] == prefer) if chosen.id == "preferred"
            else spots[0])
    if t.on:
        t.add(Step_(cs.ACADEMY_COLOUR.id, f"the preferred colour is that of {whose}'s leftmost "
                    f"seal: {prefer or 'none'}", ruling=rs.ACADEMY_COLOUR_SOURCE.cite(reading)))
    return spot, row, cost


SEAL_CHOICE: Procedure = procedure(
    "darwins_journey.alfred.academy-seal",
    "Which seal Alfred takes at the Academy",
    cs.ACADEMY_COLOUR.id,
    (
        Branch("preferred", "Is a seal of his preferred colour on offer, and does the row "
               "that sets the colour hold fewer than three of it?",
               "the first seal of that colour", cs.ACADEMY_COLOUR.id),
        Branch("leftmost", "Is there a seal he may take on that Scroll?", "the left-most one",
               cs.ACADEMY_LEFTMOST.id),
    ),
    "the left-most seal he may take",
)


def _seal_cost(player: Player, a: Action, p: Pending, scroll: int, filled: int,
               free: bool) -> int:
    if a.free:
        return 0
    place = 0 if free else SEAL_SPOT_COSTS[filled]
    return max(0, ACADEMY_SCROLLS[scroll].cost + place - a.discount - p.discount)


@implements(cs.ACADEMY_COVERED_ACTION)
def _academy(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
             clause: str) -> Game:
    choice = choose_seal(game, a, Pending(a, origin), row, rulings, t)
    if choice is None:
        return game
    spot, to, cost = choice
    seal = game.scrolls[spot]
    scrolls = list(game.scrolls)
    scrolls[spot] = ""
    game = evolve(pay_coins(game, cost, t, cs.ACADEMY_SCROLL.id), scrolls=tuple(scrolls))
    held = his_player(game).rows[to]
    player = add_seal(his_player(game), to, seal)
    game = update(game, player)
    n = len(player.rows[to])
    if t.on:
        t.change(cs.ACADEMY_SCROLL.id, f"{origin}: the {seal} seal from Scroll {spot // 3 + 1}",
                 Change(subject(game), f"row {'ABCD'[to]}", held, player.rows[to]))
    fourth, sixth = board(alfred(game).level).distinction_bonus[to]
    steps = fourth if n == 4 else sixth if n == 6 else 0
    if steps:
        game = bonus(game, steps, rulings, t, cs.ACADEMY_COVERED_ACTION.id,
                     f"the seal covers the bonus icon of spot {n}" if t.on else "")
    return game


def _purple(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
            clause: str) -> Game:
    if game.purple <= 0:
        return game
    to = receiving_row(his_player(game), t)
    if to is None:
        return game
    after = evolve(update(game, add_seal(his_player(game), to, PURPLE)), purple=game.purple - 1)
    if t.on:
        t.change(clause, f"{origin}: a purple seal",
                 Change(subject(game), f"row {'ABCD'[to]}", his_player(game).rows[to],
                        his_player(after).rows[to]))
    return after


# --- Stamps ------------------------------------------------------------------

@implements(cs.STAMP_STACKS)
def take_stamps(game: Game, n: int) -> tuple[Game, int, tuple[int, ...]]:
    """Take up to ``n`` Stamps from the top-most stacks, then from the used
    tray; returns the game, how many were taken and the stacks emptied."""
    player = his_player(game)
    stacks = list(player.stamps)
    taken, emptied = 0, []
    for k in range(3):
        while stacks[k] and taken < n:
            stacks[k] -= 1
            taken += 1
            if stacks[k] == 0:
                emptied.append(k)
    used = list(game.used_stamps)
    from_tray = min(n - taken, used[player.seat])
    used[player.seat] -= from_tray
    game = evolve(update(game, evolve(player, stamps=(stacks[0], stacks[1], stacks[2]))),
                  used_stamps=tuple(used))
    return game, taken + from_tray, tuple(emptied)


ENVELOPE: Procedure = procedure(
    "darwins_journey.alfred.envelope",
    "Where Alfred's Stamps go",
    cs.CORRESPONDENCE.id,
    (
        Branch("majority", "Is there an Envelope where his Stamps take the majority from you?",
               "the top-most such Envelope", cs.CORRESPONDENCE.id),
        Branch("fresh", "Is there an Envelope without any of his Stamps?",
               "the top-most such Envelope", cs.CORRESPONDENCE_NEW.id),
    ),
    "the Envelope with the fewest of his Stamps, the top-most of those",
)


@dataclass(frozen=True, slots=True)
class _Post:
    """What Alfred's Stamp choice looks at: the board and the Stamps he places."""

    game: Game
    seat: int
    n: int

    def his(self, e: int) -> int:
        return self.game.envelopes[e][self.seat]

    def yours(self, e: int) -> int:
        return max(v for s, v in enumerate(self.game.envelopes[e]) if s != self.seat)


FEWEST: Ranking[_Post, int] = ranking(
    "darwins_journey.alfred.envelope-fewest",
    "His weakest Envelope",
    cs.CORRESPONDENCE_FEWEST.id,
    "Which Envelope holds the fewest of his Stamps?",
    (Key("his Stamps", cs.CORRESPONDENCE_FEWEST.id, lambda post, e: post.his(e)),
     Key("place from the top", cs.CORRESPONDENCE_FEWEST.id, lambda post, e: e + 1)),
    label=lambda e: f"Envelope {e + 1}",
    settled="the text names the top-most of equals, and no two Envelopes share a place",
)


def _takes_majority(post: _Post, e: int) -> str:
    mine, yours = post.his(e), post.yours(e)
    if yours == 0:
        return "you have no Stamps there: no majority to take"
    if mine > yours:
        return f"the majority is already his ({mine} against {yours})"
    if mine + post.n <= yours:
        return f"{mine} + {post.n} against your {yours}: not more than yours"
    return ""


@implements(cs.CORRESPONDENCE, cs.CORRESPONDENCE_NEW, cs.CORRESPONDENCE_FEWEST)
def envelope_for(game: Game, n: int, t: Trace) -> int:
    """Where Alfred's ``n`` Stamps go (``ENVELOPE``): the top Envelope where
    they take the majority from the player; else the top one without his
    Stamps; else the one with fewest of his (the top one of those)."""
    post = _Post(game, alfred(game).seat, n)
    envelopes = (0, 1, 2)
    found: dict[str, int] = {}

    def label(e: int) -> str:
        return f"Envelope {e + 1}"

    def why_not(branch: Branch) -> str:
        # Each branch is itself a choice among the Envelopes, top first.
        test = ((lambda e: _takes_majority(post, e)) if branch.id == "majority" else
                (lambda e: "" if post.his(e) == 0 else f"{post.his(e)} of his Stamps there"))
        e = first_feasible(envelopes, test, clause=branch.clause, question=branch.condition,
                           label=label, trace=t, otherwise="none")
        if e is None:
            return "no Envelope qualifies"
        found[branch.id] = e
        return ""

    chosen = follow(ENVELOPE, why_not, t, f"Alfred's {n} Stamps go to")
    if chosen is not None:
        return found[chosen.id]
    return FEWEST.choose(post, envelopes, DEFAULTS, t)


def _send(game: Game, e: int, n: int) -> Game:
    seat = alfred(game).seat
    envelopes = [list(x) for x in game.envelopes]
    envelopes[e][seat] += n
    return evolve(game, envelopes=tuple(tuple(x) for x in envelopes))


@implements(cs.STAMP_ICON)
def _emptied(game: Game, emptied: tuple[int, ...], rulings: Rulings, t: Trace) -> Game:
    icons = board(alfred(game).level).stamp_icons
    for k in emptied:
        if t.check(cs.STAMP_ICON.id, "Has the Stamp stack he emptied an icon beside it, which "
                   "now acts?", bool(icons[k]),
                   lambda: f"stack {k + 1}: his {alfred(game).level} board prints "
                   + (f"{len(icons[k])} icon(s) beside it" if icons[k] else "none beside it")):
            game = resolve(game, icons[k], f"Alfred's Stamp stack {k + 1}", rulings, t,
                           clause=cs.STAMP_ICON.id)
    return game


def _correspondence(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
                    clause: str) -> Game:
    # The majority test counts the Stamps he will place, not the icon's number.
    n = min(a.amount, stamps_left(game, his_player(game)))
    if not n:
        if t.on:
            t.note(cs.STAMP_STACKS.id, f"{origin}: Alfred has no Stamps left to place")
        return game
    e = envelope_for(game, n, t)
    before = game
    game, n, emptied = take_stamps(game, n)
    game = _send(game, e, n)
    if t.on:
        seat = alfred(game).seat
        t.change(cs.STAMP_STACKS.id, f"{origin}: {n} Stamps from his top-most stacks",
                 Change(subject(game), "Stamp stacks", his_player(before).stamps,
                        his_player(game).stamps),
                 Change(subject(game), f"Stamps on Envelope {e + 1}",
                        before.envelopes[e][seat], game.envelopes[e][seat]))
    return _emptied(game, emptied, rulings, t)


@implements(cs.PROLIFIC_CORRESPONDENCE)
def prolific(game: Game, rulings: Rulings, t: Trace) -> Game:
    all_emptied: tuple[int, ...] = ()
    before = game
    for e in range(3):
        game, n, emptied = take_stamps(game, 1)
        if n:
            game = _send(game, e, 1)
        all_emptied += emptied
    if t.on:
        seat = alfred(game).seat
        t.change(cs.PROLIFIC_CORRESPONDENCE.id, "one Stamp on each Envelope",
                 Change(subject(game), "Stamps on the Envelopes",
                        tuple(x[seat] for x in before.envelopes),
                        tuple(x[seat] for x in game.envelopes)))
    return _emptied(game, all_emptied, rulings, t)


@implements(cs.ADD_EXPLORER)
def add_explorer(game: Game, t: Trace) -> Game:
    player = his_player(game)
    for k, at in enumerate(player.explorers):
        if not at:
            explorers = list(player.explorers)
            explorers[k] = ISLAND_TRACKS[k].start.id
            if t.on:
                t.change(cs.ADD_EXPLORER.id, f"an Explorer on island {ISLANDS[k].value}'s start",
                         Change(subject(game), f"Explorer on island {ISLANDS[k].value}",
                                "none", explorers[k]))
            return update(game, evolve(player, explorers=(explorers[0], explorers[1],
                                                               explorers[2])))
    return game


# --- Ship and Explorers ---------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Track:
    """A track's ways on from each space; how far a space is from the track's
    end is worked out only when a tie needs it."""

    after: Mapping[str, tuple[str, ...]]
    memo: dict[str, int]

    def to_end(self, x: str) -> int:
        """Spaces from ``x`` to the end of the track, by its shortest way on."""
        if x not in self.memo:
            nexts = self.after[x]
            self.memo[x] = 0 if not nexts else 1 + min(self.to_end(y) for y in nexts)
        return self.memo[x]


def _detour_first(track: _Track, tied: Sequence[tuple[str, ...]]) -> tuple[str, ...]:
    # At the first fork where the routes part, the way with more spaces on to
    # the end of the track: the longer way round.
    return min(tied, key=lambda r: tuple(-track.to_end(x) for x in r))


def _further_along(track: _Track, tied: Sequence[tuple[str, ...]]) -> tuple[str, ...]:
    return min(tied, key=lambda r: track.to_end(r[-1]))


ROUTE: Ranking[_Track, tuple[str, ...]] = ranking(
    "darwins_journey.alfred.route",
    "Alfred's route for a Ship or an Explorer",
    cs.NAVIGATION.id,
    "Which route does he take?",
    (Key("spaces covered", cs.NAVIGATION.id, lambda track, r: len(r), better="higher"),),
    label=lambda r: " > ".join(r),
    tie=rs.ROUTE_TIE,
    tie_breaks={rs.RouteTie.DETOUR: _detour_first, rs.RouteTie.FURTHER_ALONG: _further_along},
)


def longest(start: str, steps: int, after: Mapping[str, tuple[str, ...]],
            blocked: frozenset[str] = frozenset(), end: str = "",
            rulings: Rulings = DEFAULTS, t: Trace | None = None,
            clause: str = "") -> tuple[str, ...]:
    """The route of up to ``steps`` counted spaces that covers the most spaces
    (``ROUTE``; two that cover as many go to ``ROUTE_TIE``); spaces in
    ``blocked`` are passed over uncounted. Stops early only at the end of the
    track. () when there is no space to move to."""
    routes: list[tuple[str, ...]] = []

    def walk(at: str, route: tuple[str, ...], counted: int) -> None:
        if counted == steps or not after[at]:
            if route:
                routes.append(route)
            return
        for nxt in after[at]:
            walk(nxt, route + (nxt,), counted if nxt in blocked and nxt != end else counted + 1)

    walk(start, (), 0)
    if not routes:
        return ()
    return ROUTE.choose(_Track(after, {}), routes, rulings, t or silent(), clause=clause)


_OCEAN_NEXT = {s.id: s.next for s in OCEAN}


@implements(cs.NAVIGATION, cs.NAVIGATION_ACTIONS, cs.NAVIGATION_BANNER)
def _navigate(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
              clause: str) -> Game:
    """The full distance by the longest route; every space's action on the way,
    in order; banners as usual."""
    start = his_player(game).ship
    route = longest(start, a.amount, _OCEAN_NEXT, rulings=rulings, t=t,
                    clause=cs.NAVIGATION.id)
    if not route:
        return game
    game = update(game, evolve(his_player(game), ship=route[-1]))
    if t.on:
        t.change(cs.NAVIGATION.id, f"{origin}: sails up to {a.amount} by the longest route: "
                 f"{' > '.join(route)}", Change(subject(game), "Ship", start, route[-1]))
    explorers = his_player(game).explorers
    banners = [(s, b) for s in route if (b := _OCEAN[s].banner) is not None
               and not explorers[ISLANDS.index(b)]]
    if t.check(cs.NAVIGATION_BANNER.id, "Does his Ship cross a silver banner of an island "
               "without his Explorer, which puts one on its start as usual?", bool(banners),
               lambda: ", ".join(f"{s}: island {b}" for s, b in banners) if banners else
               "no such banner on " + " > ".join(route)):
        game = cross_banners(game, route, t)
    if route[-1] == OCEAN[-1].id:
        game = first_to_end(game, "ocean", cs.NAVIGATION, "Alfred's Ship first at the end", t)
    acting = [s for s in route if stop_icons(game, _OCEAN[s])]
    if t.check(cs.NAVIGATION_ACTIONS.id, "Does his Ship sail through or land on actions, "
               "which he performs in order?", bool(acting),
               lambda: ", ".join(acting) if acting else "no action on " + " > ".join(route)):
        for space in route:
            game = _at_space(game, _OCEAN[space], rulings, t, row, cs.NAVIGATION_ACTIONS.id)
    return game


def _at_space(game: Game, space: OceanSpace | IslandSpace, rulings: Rulings, t: Trace,
              row: int, clause: str) -> Game:
    # A Campsite icon acts on the space's own Campsite; research on its token
    # and the plain gains are cited under the rule (Navigation's or
    # Exploration's) that has him perform the space.
    for icon in stop_icons(game, space):
        if icon.kind is ActionKind.ESTABLISH_CAMPSITE:
            game = campsite(game, space.id, rulings, t)
        elif icon.kind is ActionKind.RESEARCH_SPECIMEN:
            game = _research_at(game, space.id, t, clause)
        else:
            game = _one(game, icon, f"space {space.id}", rulings, t, row, clause)
    return game


def _research_at(game: Game, space: str, t: Trace,
                 clause: str = cs.EXPLORATION_SPECIMENS.id) -> Game:
    """Research the Specimen on ``space``; ``clause`` is the move's that met it."""
    # Alfred is the active player while his icons resolve (``resolve``).
    found = specimen_at(game, space)
    if not found or found in his_player(game).research:
        return game
    before = his_player(game).research
    game = research(game, found)
    if t.on:
        t.change(clause, f"researches {found} on {space}",
                 Change(subject(game), "research", tuple(sorted(before)),
                        tuple(sorted(his_player(game).research))))
    return game


@implements(cs.EXPLORATION_ISLAND)
def explorer_island(player: Player, t: Trace | None = None,
                    rulings: Rulings = DEFAULTS) -> int | None:
    """The right-most island whose Explorer is not at its end (C, then B, then
    A); by the other reading of ``NEXT_ISLAND``, only the right-most island
    with his Explorer and the next one left of it are tried."""
    t = t or silent()
    reading = rulings(rs.NEXT_ISLAND)
    held = [k for k in (2, 1, 0) if player.explorers[k]]

    def at_end(k: int) -> bool:
        return player.explorers[k] == ISLAND_TRACKS[k].end.id

    if t.on and len(held) > 2 and at_end(held[0]) and at_end(held[1]) \
            and not at_end(held[2]):
        # Two Explorers at their ends: does he go on past the next island?
        t.add(Step_(cs.EXPLORATION_ISLAND.id, f"his Explorers on islands "
                    f"{ISLANDS[held[0]].value} and {ISLANDS[held[1]].value} both stand at their "
                    "ends: " + ("he goes on to the next island left" if reading is
                                rs.NextIsland.GO_ON_LEFT else "the Exploration is lost"),
                    ruling=rulings.cite(rs.NEXT_ISLAND)))
    tried = (2, 1, 0) if reading is rs.NextIsland.GO_ON_LEFT else tuple(held[:2])

    def why_not(k: int) -> str:
        at = player.explorers[k]
        if not at:
            return "no Explorer of his there"
        return "his Explorer stands at the end of its track" if at_end(k) else ""

    return first_feasible(tried, why_not, clause=cs.EXPLORATION_ISLAND.id,
                          question="Which Explorer moves, the right-most that still can?",
                          label=lambda k: f"the one on island {ISLANDS[k].value}",
                          trace=t, otherwise="none: no Explorer of his can move")


@implements(cs.EXPLORATION_ROUTE, cs.EXPLORATION_SPECIMENS, cs.EXPLORATION_LAST_TWO,
            cs.EXPLORATION_RIBBONS, cs.EXPLORATION_SKIP_RESEARCH)
def _explore(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
             clause: str) -> Game:
    player = his_player(game)
    k = explorer_island(player, t, rulings)
    if k is None:
        return game
    track = ISLAND_TRACKS[k]
    after = {s.id: s.next for s in track.spaces}
    blocked = frozenset(q.explorers[k] for q in game.players if q.seat != player.seat)
    route = longest(player.explorers[k], a.amount, after, blocked, track.end.id, rulings, t,
                    cs.EXPLORATION_ROUTE.id)
    explorers = list(player.explorers)
    explorers[k] = route[-1]
    game = update(game, evolve(player, explorers=(explorers[0], explorers[1], explorers[2])))
    if t.on:
        t.change(cs.EXPLORATION_ROUTE.id, f"up to {a.amount} by the longest route: "
                 f"{' > '.join(route)}", Change(subject(game), f"Explorer on island "
                                                f"{ISLANDS[k].value}", player.explorers[k],
                                                route[-1]))
    crossed: list[IslandSpace] = []
    passed: list[IslandSpace] = []  # every space on the way, counted or not
    for space_id in route:
        space = _ISLAND[space_id]
        game = _research_at(game, space_id, t)  # every Specimen along the way, passed or not
        passed.append(space)
        if space_id in blocked and space_id != track.end.id:
            continue
        if space.ribbon is not None and space_id not in game.ribbons:
            before = his_player(game).points
            game = evolve(update(game, gain_points(his_player(game), space.ribbon)),
                          ribbons=game.ribbons | {space_id})
            if t.on:
                t.change(cs.EXPLORATION_RIBBONS.id, f"first across the golden ribbon on "
                         f"{space_id}: {space.ribbon} points",
                         Change(subject(game), "points", before, his_player(game).points))
        crossed.append(space)
    if route[-1] == track.end.id:
        game = first_to_end(game, ISLANDS[k].value, cs.EXPLORATION_ROUTE,
                            "Alfred's Explorer first at the end", t)
    def acts(s: IslandSpace) -> bool:
        return any(i.kind is not ActionKind.RESEARCH_SPECIMEN for i in stop_icons(game, s))

    reading = rulings(rs.SKIP_RESEARCH)

    def last_two(moved: list[IslandSpace]) -> list[IslandSpace]:
        if reading is rs.SkipResearch.REACH_BACK:
            return [s for s in moved if acts(s)][-2:]
        # the last two spaces with an action; a research among them is ignored
        return [s for s in [s for s in moved if stop_icons(game, s)][-2:] if acts(s)]

    # A space he was carried past uncounted (another's Explorer on it): is
    # its action one he moved over? EXPLORATION_PASSED decides; the trace
    # cites it wherever the two readings give different last two actions.
    if t.on and last_two(crossed) != last_two(passed):
        skipped = [s.id for s in passed if s not in crossed and stop_icons(game, s)]
        t.add(Step_(cs.EXPLORATION_LAST_TWO.id, f"he was carried past {', '.join(skipped)} "
                    "uncounted (another's Explorer there): is its action one he moved over?",
                    ruling=rulings.cite(rs.EXPLORATION_PASSED)))
    if rulings(rs.EXPLORATION_PASSED) is rs.ExplorationPassed.PASSED_TOO:
        crossed = passed
    acted = last_two(crossed)
    if t.on and len(acted) < 2 and len([s for s in crossed if acts(s)]) >= 2:
        t.add(Step_(cs.EXPLORATION_SKIP_RESEARCH.id, "a research among the last two is skipped",
                   ruling=rs.SKIP_RESEARCH.cite(reading)))
    if t.on:
        t.note(cs.EXPLORATION_LAST_TWO.id, "the last two actions crossed, research aside: "
               + (", ".join(s.id for s in acted) or "none"))
    for space in acted:
        game = _at_space(game, space, rulings, t, row, cs.EXPLORATION_LAST_TWO.id)
    return game


# --- Campsites and the rest --------------------------------------------------------

@implements(cs.CAMPSITE, cs.CAMPSITE_SKIPPED, cs.CAMPSITE_ACTIONS, cs.TENT_ORDER,
            cs.TENT_ICONS)
def campsite(game: Game, space: str, rulings: Rulings, t: Trace) -> Game:
    """Alfred's top Tent onto the cheapest place he can pay; then the
    Campsite's actions and the icon his board uncovers. Otherwise nothing."""
    k = _CAMPSITE_AT.get(space)
    if k is None:
        return game
    player = his_player(game)
    site = CAMPSITES[k]
    free = [j for j, who in enumerate(game.tents[k]) if who is None]
    if free and player.seat in game.tents[k]:
        # He has a Tent here already: whether a second may join it is open.
        one_each = rulings(base_rulings.TENTS_PER_CAMPSITE) is \
            base_rulings.TentsPerCampsite.ONE_PER_PLAYER
        if t.on:
            t.add(Step_(cs.CAMPSITE.id, f"Alfred already has a Tent on {site.id}: "
                        + ("one Tent per player, so no place here is his" if one_each else
                           "a second Tent may go on a free place"),
                        ruling=rulings.cite(base_rulings.TENTS_PER_CAMPSITE)))
        if one_each:
            free = []
    places = [j for j in free if site.tent_costs[j] <= player.coins]

    def why() -> str:
        costs = ", ".join(f"place {j + 1} {site.tent_costs[j]}" for j in free) or "none"
        return f"{site.id}: {player.tents} Tent(s) on his board; free places and their " \
            f"Coins: {costs}; he has {player.coins} Coins"

    if t.check(cs.CAMPSITE_SKIPPED.id, "Is the Campsite skipped, with no Tent left or no free "
               "place he can pay for, and nothing in its stead?",
               player.tents <= 0 or not places, why):
        return game
    j = TENT_PLACE.choose(site, places, rulings, t)
    tent = 5 - player.tents  # the top-most Tent leaves first
    game = pay_coins(game, site.tent_costs[j], t, cs.CAMPSITE.id)
    game = update(game, evolve(his_player(game), tents=his_player(game).tents - 1))
    tents = list(game.tents)
    places_now = list(tents[k])
    places_now[j] = player.seat
    tents[k] = tuple(places_now)
    game = evolve(game, tents=tuple(tents))
    if t.on:
        t.change(cs.CAMPSITE.id, f"a Tent to {site.id}, place {j + 1}",
                 Change(subject(game), "Tents on his board", player.tents,
                        his_player(game).tents))
        t.change(cs.TENT_ORDER.id, "his top-most Tent left leaves first",
                 Change(f"Alfred's Tent {tent + 1}", "place", "his board",
                        f"{site.id}, place {j + 1}"))
    game = resolve(game, site.actions, site.id, rulings, t, clause=cs.CAMPSITE_ACTIONS.id)
    icons = board(alfred(game).level).tent_icons[tent]
    if t.check(cs.TENT_ICONS.id, "Does the Tent's place on his board uncover icons, which he "
               "now performs?", bool(icons),
               lambda: f"Tent {tent + 1}: " + (f"{len(icons)} icon(s)" if icons else "none")):
        game = resolve(game, icons, f"Alfred's Tent {tent + 1}", rulings, t,
                       clause=cs.TENT_ICONS.id)
    return game


TENT_PLACE: Ranking[Campsite, int] = ranking(
    "darwins_journey.alfred.tent-place",
    "Where on a Campsite Alfred's Tent goes",
    cs.CAMPSITE.id,
    "Which place on the Campsite?",
    (Key("Coins", cs.CAMPSITE.id, lambda site, j: site.tent_costs[j]),
     Key("place from the left", cs.CAMPSITE.id, lambda site, j: j + 1)),
    label=lambda j: f"place {j + 1}",
    settled="places of equal cost are alike: nothing on the board or in the rules tells "
    "them apart, so which of them the Tent takes changes nothing",
)


def _campsite_icon(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
                   clause: str) -> Game:
    return game  # a Campsite icon acts where it stands: see _at_space


def _to_beagle(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
               clause: str) -> Game:
    if ocean_step(his_player(game).ship) >= ocean_step(beagle_space(game)):
        return game  # only a Ship behind the Beagle moves up to it
    return _base(game, a, origin, rulings, t, row, clause)


def _base(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
          clause: str) -> Game:
    # An action Alfred carries out as a player would, with no choice to make.
    return EFFECTS[a.kind](game, Pending(a, origin), a, (), rulings, t)


def _deliver(game: Game, a: Action, origin: str, rulings: Rulings, t: Trace, row: int,
             clause: str) -> Game:
    return game  # the Deliver option carries out its own deliveries (choice.deliver)


@dataclass(frozen=True, slots=True)
class NeverMet:
    """An action kind Alfred never meets, and why; meeting one is an error."""

    why: str


class UnhandledAction(RuntimeError):
    """Alfred met an action kind his rules were declared never to meet."""


_OBJECTIVE = NeverMet("an Objective action of the personal board: Alfred holds no Objectives")
_SPECIAL = NeverMet("a Special Action tile's or Crew card's action: his Special Action "
                    "placement takes no action, and he has no Crew cards")

# How Alfred resolves each action kind of the base game: one entry per kind,
# checked complete below, so a kind added to the base game without saying how
# Alfred resolves it stops the rules from loading instead of doing nothing.
HOW_ALFRED_RESOLVES: dict[ActionKind, Handler | NeverMet] = {
    ActionKind.VICTORY_POINTS: _points,
    ActionKind.COINS: _coins,
    ActionKind.EVOLUTION: _evolution,
    ActionKind.TEMPORARY_KNOWLEDGE: _knowledge,
    ActionKind.GAIN_OBJECTIVE: _objective,
    ActionKind.ACADEMY: _academy,
    ActionKind.SPECIAL_SEAL: _purple,
    ActionKind.CORRESPONDENCE: _correspondence,
    ActionKind.NAVIGATION: _navigate,
    ActionKind.EXPLORATION: _explore,
    ActionKind.ESTABLISH_CAMPSITE: _campsite_icon,
    ActionKind.MOVE_TO_BEAGLE: _to_beagle,
    ActionKind.PLACEMENT_PENALTY_REDUCTION: _base,
    ActionKind.BOOK_MULTIPLIER: _base,
    ActionKind.LAGGING_PENALTY_CAP: _base,
    ActionKind.DELIVER_SPECIMEN: _deliver,
    ActionKind.RESEARCH_SPECIMEN: NeverMet("a Specimen token's research: resolved where his "
                                           "Ship or Explorer reaches the token"),
    ActionKind.UNLOCK_LENS: NeverMet("the Small Diary's unlocking: his Small Diary option "
                                     "places his Lens itself"),
    ActionKind.RESEARCH_MUSEUM_SPECIMEN: NeverMet("the Museum's own actions: his Deliver option "
                                                  "resolves his Museum visit"),
    ActionKind.RESERVE_TURN_ORDER: NeverMet("the Turn Order location: none of his options "
                                            "goes there"),
    ActionKind.ACADEMY_DISCOUNT: _OBJECTIVE,
    ActionKind.RESEARCH_EXPLORER_SPECIMEN: _OBJECTIVE,
    ActionKind.REACTIVATE_TENT: _OBJECTIVE,
    ActionKind.UNLOCK_FIFTH_WORKER: _OBJECTIVE,
    ActionKind.CONVERT_TEMPORARY_KNOWLEDGE: _SPECIAL,
    ActionKind.COPY_CREW_CARD: _SPECIAL,
    ActionKind.DISTRIBUTED_CORRESPONDENCE: _SPECIAL,
    ActionKind.ESTABLISH_ANY_CAMPSITE: _SPECIAL,
    ActionKind.FULFIL_OBJECTIVE: _SPECIAL,
    ActionKind.PERFORM_LOCKED_ACTION: _SPECIAL,
    ActionKind.PLACE_EXPLORER: _SPECIAL,
    ActionKind.REPEAT_DELIVERY: _SPECIAL,
    ActionKind.RESEARCH_ANY_SPECIMEN: _SPECIAL,
}


def complete(table: Mapping[ActionKind, object]) -> None:
    """Raise unless ``table`` says, for every action kind, how Alfred resolves it."""
    missing = sorted(k.value for k in ActionKind if k not in table)
    if missing:
        raise TypeError("Alfred's rules do not say how he resolves: " + ", ".join(missing))


complete(HOW_ALFRED_RESOLVES)

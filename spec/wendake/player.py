"""The stand-in for the human player in whole Ghost games (an assumption).

Each of your actions is one of a few simple moves, picked at random from a
seeded generator: place a Woman or Hunter, place a Guard or an Outpost, take a
Progress tile, or injure a Ghost Native. It is not a strategy; it exists so
that the Ghost's rules meet every kind of board.
"""

from __future__ import annotations

from spec.core.clauses import implements
from spec.core.trace import Change, Trace, Value
from spec.core.values import evolve

from . import clauses as c
from .data import TURN_POINTS
from .ghost import PLURAL, piece_text
from .model import KIND_OF, KINDS, GhostState, Kind, Owner, Piece, Territory, replaced

MOVES = ("woman", "hunter", "guard", "outpost", "progress", "injure")


def _put(t: Territory, kind: Kind, piece: Piece) -> Territory | None:
    spaces = list(t.spaces(kind))
    if None not in spaces:
        return None
    spaces[spaces.index(None)] = piece
    return t.with_spaces(kind, spaces)


@implements(c.INJURED_GO_HOME)
def injure(state: GhostState, t: Territory, trace: Trace) -> GhostState:
    """You injure a Ghost Native in ``t``: it goes back to the Ghost's Home.

    Which one is the stand-in player's pick (an assumption): the first Ghost
    Woman or Hunter in the order of the spaces, else a Ghost Guard.
    """
    for kind in (Kind.WOMAN, Kind.HUNTER):
        spaces = list(t.spaces(kind))
        for i, p in enumerate(spaces):
            if p is not None and p.owner is Owner.GHOST:
                spaces[i] = None
                t2 = t.with_spaces(kind, spaces)
                home = state.ghost_home.plus(kind, 1)
                if trace.on:
                    word = "field" if kind is Kind.WOMAN else "forest"
                    trace.change(c.INJURED_GO_HOME.id, f"You injure a Ghost {kind.value} in "
                                                       f"{t.id}; it goes back to the Ghost's Home",
                                 Change(t.id, f"{word} {i + 1}", f"Ghost {p.what}", "free"),
                                 Change("the Ghost", f"{PLURAL[kind]} at Home",
                                        state.ghost_home.of(kind), home.of(kind)))
                return evolve(state, territories=replaced(state.territories, t2),
                              ghost_home=home)
    if t.ghost_guards:
        t2 = evolve(t, ghost_guards=t.ghost_guards - 1)
        home = state.ghost_home.plus(Kind.WARRIOR, 1)
        if trace.on:
            trace.change(c.INJURED_GO_HOME.id, f"You injure a Ghost Guard in {t.id}; it goes "
                                               f"back to the Ghost's Home",
                         Change(t.id, "Ghost Guards", t.ghost_guards, t2.ghost_guards),
                         Change("the Ghost", "Warriors at Home", state.ghost_home.warrior,
                                home.warrior))
        return evolve(state, territories=replaced(state.territories, t2), ghost_home=home)
    return state


@implements(c.THREE_MARKERS)
def player_action(state: GhostState, trace: Trace) -> tuple[GhostState, str]:
    """One of your 3 actions a year, by the stand-in player."""
    low, high = TURN_POINTS
    n = len(state.territories)
    roll, rng = state.rng.below(len(MOVES) * n * (high - low + 1))
    roll, move_i = divmod(roll, len(MOVES))
    extra, where = divmod(roll, n)
    move = MOVES[move_i]
    t = state.territories[where]
    points = low + extra
    # Whole games copy the state once per action: collect the changes first.
    territories, home, outposts, progress = (state.territories, state.player_home,
                                             state.player_outposts, state.progress)
    placed: Territory | None = None
    done = ""
    if move in ("woman", "hunter") and home.of(kind := KIND_OF[move]):
        placed = _put(t, kind, Piece(Owner.PLAYER, move))
        if placed is not None:
            home = home.plus(kind, -1)
            done = f"place a {move} in {t.id}"
    elif move == "guard" and home.warrior:
        placed = evolve(t, player_guards=t.player_guards + 1)
        home = home.plus(Kind.WARRIOR, -1)
        done = f"place a Guard in {t.id}"
    elif move == "outpost" and outposts:
        placed = _put(t, Kind.WOMAN, Piece(Owner.PLAYER, "outpost")) or \
            _put(t, Kind.HUNTER, Piece(Owner.PLAYER, "outpost"))
        if placed is not None:
            outposts -= 1
            done = f"build an Outpost in {t.id}"
    elif move == "progress":
        level = where % len(progress)
        if progress[level]:
            done = f"take Progress tile {progress[level][0]}"
            progress = tuple(lv[1:] if i == level else lv for i, lv in enumerate(progress))
    elif move == "injure":
        before = state.ghost_home
        state = injure(state, t, trace)
        territories = state.territories
        if state.ghost_home != before:
            done = f"injure a Ghost Native in {t.id}"
    if placed is not None:
        territories = replaced(territories, placed)
    done = done or "score points"
    if trace.on:
        changes = [Change(x.id, what, b, a) for x, y in zip(state.territories, territories)
                   if x is not y for what, b, a in _differences(x, y)]
        changes += [Change("the player", f"{PLURAL[k]} at home", state.player_home.of(k),
                           home.of(k)) for k in KINDS if home.of(k) != state.player_home.of(k)]
        if outposts != state.player_outposts:
            changes.append(Change("the player", "Outposts to place", state.player_outposts,
                                  outposts))
        if progress is not state.progress:
            changes += [Change(f"Progress Level {i + 1}", "tiles", b, a)
                        for i, (b, a) in enumerate(zip(state.progress, progress)) if b != a]
        trace.change(c.THREE_MARKERS.id, f"Your action (stand-in player): {done}, scoring "
                                         f"{points}",
                     *changes,
                     Change("the player", "score", state.player_score,
                            state.player_score + points))
    return evolve(state, territories=territories, player_home=home, player_outposts=outposts,
                  progress=progress, rng=rng, player_score=state.player_score + points), done


def _differences(old: Territory, new: Territory) -> list[tuple[str, Value, Value]]:
    """What the stand-in's action changed in a territory: spaces and Guards."""
    out: list[tuple[str, Value, Value]] = []
    for word, a, b in (("field", old.fields, new.fields), ("forest", old.forests, new.forests)):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                out.append((f"{word} {i + 1}", piece_text(x), piece_text(y)))
    if old.player_guards != new.player_guards:
        out.append(("Guards of yours", old.player_guards, new.player_guards))
    return out

"""Hypothesis strategies for Wendake Ghost situations, whole games, and the
witness files built from them.

Every state generated here is one a situation file can state: each starts
from ``setup(seed)`` and overrides exactly the fields the Wendake adapter
reads back (year, turn, cards, Masks, Progress tiles, score disks, Homes,
Long House, Outposts, territories) and is then read back by the adapter
itself (``loaded``), so a witness written with
``witness_toml`` loads into an equal state and ``automa decide`` replays the
very decision the property saw. What no file states (the Advanced row, the
Mask disk, the generator) comes from the seed's setup.

The generated boards keep every count the rules allow (at most 7 Natives of
a kind per tribe, 4 Outposts of yours, one piece per space); the Ghost's
Home holds the rest of its Natives, as the adapter computes it. Layouts of
the Masks follow the default reading of wendake.face-down-mask (each year's
Mask under the next card), which is how the default game lays them.

``walk`` plays whole games move by move from the spec's own pieces (the
Mask, your actions, the Ghost's turns, Restore), so that properties can look
at the state after every single move.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from hypothesis import strategies as st

from spec.core.deck import Deck
from spec.core.rulings import AnyRuling, Ruling, Rulings
from spec.core.trace import Trace, silent
from spec.core.values import evolve
from spec.wendake import data
from spec.wendake import rulings as _rulings  # noqa: F401 - registers the rulings
from spec.wendake.ghost import GhostTurn, ghost_turn
from spec.wendake.model import (
    KINDS,
    Action,
    Difficulty,
    Flag,
    GhostCard,
    GhostState,
    Kind,
    MaskCard,
    MaskSlot,
    Natives,
    Owner,
    Piece,
    Territory,
)
from spec.wendake.player import player_action
from spec.wendake.setup import setup
from spec.wendake.year import play_year, restore, year_start

from ..adapters.wendake import Wendake, situation_toml
from ..games import Json
from ..rulesets import in_force
from ..toml_reader import Table, locate_keys
from .shared import GameCase, replay_text, rulings_for, seeds, witness_text

GAME = "wendake"
GHOST_TURN = "ghost-turn"
YEAR_START = "year-start"
NATIVE_ACTIONS = (Action.WARRIOR, Action.WOMAN, Action.HUNTER)


@dataclass(frozen=True)
class Case:
    """A generated situation: the state, the seed it was built on (what no
    file states comes from it), the readings in force and the decision the
    situation asks about (``ghost-turn`` or ``year-start``)."""

    seed: int
    state: GhostState
    rulings: Rulings
    decide: str = GHOST_TURN


def rulings(only: Mapping[str, Sequence[str]] | None = None) -> st.SearchStrategy[Rulings]:
    """A reading for every Wendake ruling; ``only`` narrows some of them."""
    return rulings_for(GAME, only)


def games(readings: st.SearchStrategy[Rulings] | None = None) -> st.SearchStrategy[GameCase]:
    """Whole games: a seed and, by default, any reading of every ruling."""
    return st.builds(GameCase, seeds(), readings if readings is not None else rulings())


# Whole games, move by move.


@dataclass(frozen=True)
class Move:
    """One move of a game: the Mask drawn, one action of yours, one Ghost
    turn, or Restore, with the state before and after it."""

    year: int
    who: str  # "year-start", "you", "ghost" or "restore"
    before: GhostState
    after: GhostState
    ghost: GhostTurn | None = None  # what the Ghost's turn did
    done: str = ""  # what your action did


def walk(state: GhostState, rulings: Rulings, years: int, turns: int,
         trace: Trace | None = None) -> Iterator[Move]:
    """The moves of ``years`` years from ``state``: each year the Mask, then
    ``turns`` rounds of your action and the Ghost's turn (in the order the
    state's turn-order markers give), then Restore."""
    tr = trace or silent()
    for _ in range(years):
        year = state.year
        after = year_start(state, rulings, tr)
        yield Move(year, "year-start", state, after)
        state = after
        order = ("you", "ghost") if state.player_first else ("ghost", "you")
        for _ in range(turns):
            for who in order:
                if who == "you":
                    after, done = player_action(state, tr)
                    yield Move(year, who, state, after, done=done)
                else:
                    after, turn = ghost_turn(state, rulings, tr)
                    yield Move(year, who, state, after, ghost=turn)
                state = after
        after = restore(state, tr)
        yield Move(year, "restore", state, after)
        state = after


# Situations.


# What a situation file cannot state: it comes from the seed's setup (or,
# for the Mask disk, from the year) when the file is read.
UNSTATED = ("rng", "advanced", "advanced_disk", "mask_space", "tribe_card")


def loaded(seed: int, state: GhostState, decide: str = GHOST_TURN) -> GhostState:
    """The state a situation file written from ``state`` loads into, read by
    the adapter itself (from text, without a file): what the file states
    comes from ``state``, the rest as ``automa decide`` would rebuild it."""
    text = situation_toml(state)
    doc = Table(tomllib.loads(text), "", "<generated situation>", locate_keys(text))
    return Wendake().read_state(doc, decide, seed)


@st.composite
def ghost_cards(draw: st.DrawFn) -> tuple[GhostCard, ...]:
    """Three of the four default Ghost cards, either side up, in any order."""
    order = draw(st.permutations(range(len(data.GHOST_CARDS))))
    return tuple(data.GHOST_CARDS[i][draw(st.integers(0, 1))]
                 for i in order[: data.CARDS_IN_PLAY])


def masks_before(year: int) -> tuple[int, int]:
    """(Masks under the Ghost cards, Masks on the discard pile) before the
    Mask of ``year`` is drawn, under the default reading: one more under the
    next card each year, all cleared after Years 3 and 6."""
    cleared = max((y for y in data.MASK_CLEAR_AFTER if y < year), default=0)
    return year - 1 - cleared, cleared


@st.composite
def mask_layouts(draw: st.DrawFn, year: int, this_year: MaskCard | None,
                 ) -> tuple[tuple[tuple[MaskSlot, ...], ...], Deck[MaskCard]]:
    """Masks under the cards and the Mask deck in ``year``: with
    ``this_year`` its Mask lies face up under the next card (the year has
    begun); without, the year's Mask is still to be drawn."""
    under, cleared = masks_before(year)
    rest = draw(st.permutations([m for m in data.MASK_CARDS if m != this_year]))
    earlier = [MaskSlot(m, False) for m in rest[:under]]
    if this_year is not None:
        earlier.append(MaskSlot(this_year, True))
    stacks = tuple((earlier[i],) if i < len(earlier) else () for i in range(data.CARDS_IN_PLAY))
    deck = Deck(tuple(rest[under + cleared:]), tuple(rest[under: under + cleared]))
    return stacks, deck


def _fix_counts(spaces: list[Piece | None], limit: int, owner: Owner, what: str) -> None:
    """Free the last spaces holding ``owner``'s ``what`` beyond ``limit``."""
    held = [i for i, p in enumerate(spaces) if p == Piece(owner, what)]
    for i in held[limit:]:
        spaces[i] = None


CROWDS = ("none", "full", "packed", "guards", "women")


@st.composite
def boards(draw: st.DrawFn, crowd: str | None = None,
           focus: tuple[Flag, Kind] | None = None) -> tuple[Territory, ...]:
    """The four flagged territories with any pieces the counts allow.

    ``crowd`` makes rare boards common: ``full`` fills the fields or forests
    of one territory with Ghost Natives; ``packed`` leaves no free space in
    the territories of one flag; ``guards`` puts all 7 Ghost Warriors on the
    board, ``women`` 7 Ghost Women. Drawn when not given. ``focus`` (this
    year's flag, the kind the Ghost moves next) aims ``full`` and ``packed``
    at the territories the Ghost's next Native goes to.
    """
    crowd = crowd if crowd is not None else draw(st.sampled_from(CROWDS))
    flag = focus[0] if focus else draw(st.sampled_from(list(Flag)))
    kind = focus[1] if focus and focus[1] is not Kind.WARRIOR else draw(
        st.sampled_from([Kind.HUNTER, Kind.WOMAN]))
    aimed = [i for i, t in enumerate(data.TERRITORIES) if t.flag is flag]
    full = draw(st.sampled_from(aimed)) if crowd == "full" else None
    fields: list[Piece | None] = []
    forests: list[Piece | None] = []
    for i, t in enumerate(data.TERRITORIES):
        for space_kind, spaces in ((Kind.WOMAN, fields), (Kind.HUNTER, forests)):
            native = space_kind.value
            choices: list[Piece | None] = [None, Piece(Owner.GHOST, native),
                                           Piece(Owner.PLAYER, native),
                                           Piece(Owner.PLAYER, "outpost")]
            if crowd == "packed" and i in aimed and space_kind is kind:
                choices = choices[1:]
            for _ in t.spaces(space_kind):
                if (i, space_kind) == (full, kind):
                    spaces.append(Piece(Owner.GHOST, native))
                else:
                    spaces.append(draw(st.sampled_from(choices)))
    if crowd == "women":
        keep = draw(st.permutations(range(len(fields))))[:data.NATIVES_PER_KIND]
        for j in keep:
            fields[j] = Piece(Owner.GHOST, "woman")
    seven = data.NATIVES_PER_KIND
    _fix_counts(fields, seven, Owner.GHOST, "woman")
    _fix_counts(fields, seven, Owner.PLAYER, "woman")
    outposts = [j for j, p in enumerate(fields + forests) if p == Piece(Owner.PLAYER, "outpost")]
    for j in outposts[data.PLAYER_OUTPOSTS:]:
        if j < len(fields):
            fields[j] = None
        else:
            forests[j - len(fields)] = None
    n = len(data.TERRITORIES)
    if crowd == "guards":
        cuts = sorted(draw(st.lists(st.integers(0, seven), min_size=n - 1, max_size=n - 1)))
        ghost_guards = [b - a for a, b in zip([0, *cuts], [*cuts, seven])]
    else:
        ghost_guards = [draw(st.integers(0, 2)) for _ in range(n)]
    player_guards = [draw(st.integers(0, 2)) for _ in range(n)]
    for guards in (ghost_guards, player_guards):
        for i in reversed(range(n)):
            guards[i] -= max(0, min(guards[i], sum(guards) - seven))
    out: list[Territory] = []
    for i, t in enumerate(data.TERRITORIES):
        f0 = sum(len(x.fields) for x in data.TERRITORIES[:i])
        h0 = sum(len(x.forests) for x in data.TERRITORIES[:i])
        out.append(evolve(t, fields=tuple(fields[f0:f0 + len(t.fields)]),
                          forests=tuple(forests[h0:h0 + len(t.forests)]),
                          ghost_guards=ghost_guards[i], player_guards=player_guards[i]))
    return tuple(out)


def on_board(territories: Sequence[Territory], owner: Owner) -> Natives:
    return Natives(*(sum(t.count(owner, k) for t in territories) for k in KINDS))


def outposts_on_board(territories: Sequence[Territory]) -> int:
    return sum(1 for t in territories for p in t.fields + t.forests
               if p == Piece(Owner.PLAYER, "outpost"))


@st.composite
def situations(draw: st.DrawFn, actions: Sequence[Action] = (),
               readings: st.SearchStrategy[Rulings] | None = None,
               crowd: str | None = None, decide: str = GHOST_TURN) -> Case:
    """A situation in any year: for ``ghost-turn`` before one of the Ghost's
    turns (its Mask face up), for ``year-start`` before the year's Mask is
    drawn. ``actions`` makes the Ghost's next action one of them wherever
    the card it acts from shows one (the Mask's row is picked to suit)."""
    seed = draw(seeds())
    year = draw(st.integers(1, data.YEARS))
    turn = draw(st.integers(0, data.GHOST_TURNS_PER_YEAR - 1)) if decide == GHOST_TURN else 0
    cards = draw(ghost_cards())
    this_year: MaskCard | None = None
    under, _ = masks_before(year)
    acting = cards[(under + turn) % len(cards)]
    if decide == GHOST_TURN:
        rows = list(range(data.MASK_ROWS))
        if actions:
            wanted = draw(st.sampled_from(list(actions)))
            rows = [r for r in rows if acting.rows[r] is wanted] or rows
        row = draw(st.sampled_from(rows))
        this_year = draw(st.sampled_from([m for m in data.MASK_CARDS if m.row == row]))
    masks, deck = draw(mask_layouts(year, this_year))
    focus = None
    if this_year is not None and acting.rows[this_year.row] in NATIVE_ACTIONS:
        focus = (this_year.blanket, Kind(acting.rows[this_year.row].value))
    territories = draw(boards(crowd, focus))
    seven = data.NATIVES_PER_KIND
    ghost_board = on_board(territories, Owner.GHOST)
    mine = on_board(territories, Owner.PLAYER)
    long_house = Natives(*(draw(st.integers(0, seven - mine.of(k))) for k in KINDS))
    progress = tuple(tuple(draw(st.lists(st.sampled_from(pool), unique=True,
                                         max_size=data.PROGRESS_PER_LEVEL)))
                     for pool in data.PROGRESS_POOL)
    printed = sum(k.points for k in cards)
    low, high = draw(st.integers(0, 10)), draw(st.integers(0, 10))
    difficulty = draw(st.sampled_from([Difficulty.MEDIUM, Difficulty.EASY, Difficulty.HARD]))
    # Only what a file states is set; ``loaded`` fills in the rest.
    state = evolve(
        setup(seed, difficulty),
        year=year, turn=turn, player_first=year % 2 == 1, cards=cards, masks=masks,
        mask_deck=deck, progress_disk=draw(st.integers(1, data.PROGRESS_LEVELS)),
        progress=progress, score_disks=(printed // 2 + low, printed - printed // 2 + high),
        ghost_home=Natives(*(seven - ghost_board.of(k) for k in KINDS)),
        player_home=Natives(*(seven - mine.of(k) - long_house.of(k) for k in KINDS)),
        player_long_house=long_house,
        player_outposts=data.PLAYER_OUTPOSTS - outposts_on_board(territories),
        territories=territories, player_score=draw(st.integers(0, 60)))
    return Case(seed, loaded(seed, state, decide),
                draw(readings if readings is not None else st.just(in_force())), decide)


@st.composite
def game_situations(draw: st.DrawFn, readings: st.SearchStrategy[Rulings] | None = None,
                    ) -> Case:
    """Situations that arise in play: a whole game from a seed, stopped just
    before one of the Ghost's turns, rebuilt from what a file states."""
    game = draw(games(readings))
    year = draw(st.integers(1, data.YEARS))
    turn = draw(st.integers(0, data.GHOST_TURNS_PER_YEAR - 1))
    state = setup(game.seed, rulings=game.rulings)
    while state.year < year:
        state, _ = play_year(state, game.rulings, silent())
    for move in walk(state, game.rulings, 1, data.GHOST_TURNS_PER_YEAR):
        if move.who == "ghost" and move.before.turn == turn:
            return Case(game.seed, loaded(game.seed, move.before), game.rulings)
    raise AssertionError(f"the game from seed {game.seed} never reached Ghost turn "
                         f"{turn + 1} of Year {year}")


def any_situation(actions: Sequence[Action] = ()) -> st.SearchStrategy[Case]:
    """Any Ghost-turn situation, made up or from play, under any readings."""
    return st.one_of(situations(actions, rulings()), game_situations(rulings()))


# Witness files.


def witness_toml(*, title: str, question: str, case: Case,
                 expect: Mapping[str, Json] | None = None) -> str:
    """The full text of a situation file that recreates the case's state and
    asks its decision under its readings."""
    return witness_text(game=GAME, title=title, question=question, seed=case.seed,
                        decide=case.decide, tables=situation_toml(case.state),
                        rulings=case.rulings, expect=expect)


def replay_witness(text: str, rulings: Rulings | None = None,
                   ) -> tuple[GhostState, dict[str, Json]]:
    """Load a witness as ``automa decide`` does; check its [expect] (under
    the file's readings) or decide it under ``rulings``."""
    state, answer = replay_text(text, rulings)
    assert isinstance(state, GhostState)
    return state, answer


# The answers a witness records in its [expect], per decision.
ANSWER_KEYS = {GHOST_TURN: ("card", "action", "outcome", "territory", "attacked",
                            "progress_tile"),
               YEAR_START: ("mask", "under_card", "actions")}


@dataclass(frozen=True)
class Witness:
    """A witness file and its answers under every reading of its Ruling."""

    text: str
    ruling: AnyRuling
    answers: dict[str, dict[str, Json]]  # option id → the decision's answer

    def said(self, option: str, *keys: str) -> str:
        answer = self.answers[option]
        return "; ".join(f"{k} {answer[k]!r}" for k in keys if answer[k] not in ("", []))

    def compare(self, *keys: str) -> str:
        """What each reading answers, for a finding's summary."""
        return "; ".join(f"{o.id}{' (default)' if o.id == self.ruling.default else ''}: "
                         f"{self.said(o.id, *keys) or 'nothing'}" for o in self.ruling.options)


def witness(case: Case, ruling: AnyRuling, title: str, question: str) -> Witness:
    """Write the case as a situation file with the answer it gives under the
    case's readings in [expect]; replay it under every reading of ``ruling``
    and insist that at least two answers differ."""
    keys = ANSWER_KEYS[case.decide]
    bare = witness_toml(title=title, question=question, case=case)
    _, answer = replay_witness(bare)
    text = witness_toml(title=title, question=question, case=case,
                        expect={k: answer[k] for k in keys})
    replay_witness(text)
    answers = {o.id: replay_witness(text, case.rulings.with_choice(ruling.id, o.id))[1]
               for o in ruling.options}
    if len({repr(a) for a in answers.values()}) < 2:
        raise AssertionError(f"the witness for {ruling.id} gives the same answer under every "
                             f"reading:\n{text}")
    return Witness(text, ruling, answers)

"""Wendake Ghost situations: reading them, deciding them, writing them back."""

from __future__ import annotations

from dataclasses import dataclass

from spec.core.deck import Deck
from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.wendake import clauses as _clauses  # noqa: F401 - registers the clauses
from spec.wendake import data
from spec.wendake import rulings as _rulings  # noqa: F401 - registers the rulings
from spec.wendake.ghost import GhostTurn, current_action, ghost_turn
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
from spec.wendake.scoring import FinalScore, final_score
from spec.wendake.setup import setup
from spec.wendake.year import (GhostGame, YearLog, game_steps, mask_space_in, play_from, restore,
                               year_start)

from ..fork import Fork, Held, held
from ..games import Json, Situation
from ..played import Moment, Played, Standing
from ..toml_writer import Section, differences, quoted, strings
from ..fields import Sub
from ..toml_reader import Table
from . import wendake_fields as F

KINDS_OF_DECISION = ("ghost-turn", "year-start", "restore", "setup", "game", "final-score")


def _piece(text: str) -> Piece | None:
    if not text:
        return None
    owner, what = text.split("-", 1)
    return Piece(Owner(owner), what)


def _piece_text(p: Piece | None) -> str:
    return "" if p is None else f"{p.owner.value}-{p.what}"


def _ghost_card(t: Table) -> GhostCard:
    card_id = F.CARD_ID.read(t, "")
    if not card_id:
        raise t.error("id", "expected a card id such as \"X1\"")
    rows = F.ROWS.read(t, ())
    if len(rows) != data.MASK_ROWS:
        raise t.error("rows", f"expected {data.MASK_ROWS} actions, one per Mask row, got "
                              f"{len(rows)}")
    card = GhostCard(card_id, F.POINTS.read(t), F.OBJECTIVE.read(t),
                     tuple(Action(x) for x in rows))
    F.GHOST_CARD_FIELDS.done(t)
    return card


def _mask_card(t: Table) -> MaskCard:
    mask_id = F.MASK_ID.read(t, "")
    if not mask_id:
        raise t.error("id", "expected a Mask card id such as \"X1\"")
    card = MaskCard(mask_id, F.MASK_ROW.read(t) - 1, Flag(F.BLANKET.read(t)))
    F.MASK_CARD_FIELDS.done(t)
    return card


def _no_repeats(doc: Table, key: str, ids: list[str]) -> None:
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise doc.error(key, f"card id {', '.join(twice)} is defined more than once")


def _natives(doc: Table, sub: Sub, default: Natives) -> Natives:
    t = sub.read(doc)
    warrior, woman, hunter = F.NATIVES
    out = Natives(warrior.read(t, default.warrior), woman.read(t, default.woman),
                  hunter.read(t, default.hunter))
    sub.form.done(t)
    return out


def _territory(t: Table, base: Territory) -> Territory:
    def spaces(key: str, default: tuple[Piece | None, ...]) -> tuple[Piece | None, ...]:
        # The map's sizes are assumed data: `fields_count = 3` replaces one.
        count = (F.FIELDS_COUNT if key == "fields" else F.FORESTS_COUNT).read(t, len(default))
        if not t.has(key):
            return default if count == len(default) else (None,) * count
        got = (F.FIELDS_LIST if key == "fields" else F.FORESTS_LIST).read(t, ())
        if len(got) != count:
            raise t.error(key, f"{base.id} has {count} {key}; give {count} entries (\"\" for "
                               f"a free one), or set {key}_count")
        bad = [g for g in got if g and g.split("-", 1)[1] not in
               ("outpost", "woman" if key == "fields" else "hunter")]
        if bad:
            raise t.error(key, f"{bad[0]!r} cannot stand on {key}; expected women (fields) or "
                               f"hunters (forests), or an outpost")
        return tuple(_piece(g) for g in got)

    out = evolve(base, fields=spaces("fields", base.fields),
                 forests=spaces("forests", base.forests),
                 ghost_guards=F.GHOST_GUARDS.read(t, base.ghost_guards),
                 player_guards=F.PLAYER_GUARDS.read(t, base.player_guards))
    F.TERRITORY_FIELDS.done(t)
    return out


def _on_board(territories: tuple[Territory, ...], owner: Owner) -> Natives:
    return Natives(*(sum(t.count(owner, k) for t in territories) for k in KINDS))


@dataclass(frozen=True, slots=True)
class _YearAt:
    """A game at the start of a year, as ``Wendake.play`` resumes it
    (checker.fork): the state, the Ghost's turns so far, how many years are
    over, and (filled in when the game that marked it ends) that game's year logs."""

    state: GhostState
    turns: Held[tuple[GhostState, GhostState]]
    years: int
    logs_of: list[list[YearLog]]


class Wendake:
    name = "wendake"
    title = "Wendake: the Ghost"
    kinds = KINDS_OF_DECISION
    form = F.FILE
    levels = tuple(d.value for d in Difficulty)
    player_counts: tuple[int, ...] = ()  # a solo game
    policies: tuple[str, ...] = ()

    def read_state(self, doc: Table, kind: str, seed: int) -> GhostState:
        F.SETUP.read(doc)
        difficulty = Difficulty(F.DIFFICULTY.read(doc))
        state = setup(seed, difficulty, F.TRIBE_CARD.read(doc))
        sides = {k.id: k for k in data.ALL_SIDES}
        default_ids = set(sides)
        custom = [_ghost_card(t) for t in F.GHOST_CARDS.read_all(doc)]
        _no_repeats(doc, "ghost_cards", [k.id for k in custom])
        sides.update((k.id, k) for k in custom)
        if doc.has("cards"):
            ids = F.CARDS.read(doc, (), tuple(sides))
            if len(ids) != data.CARDS_IN_PLAY:
                raise doc.error("cards", f"expected {data.CARDS_IN_PLAY} Ghost cards, left to "
                                         f"right, got {len(ids)}")
            # A default side's physical card is its id without the side letter.
            physical = [i[:-1] if i in default_ids else i for i in ids]
            if len(set(physical)) != len(physical):
                raise doc.error("cards", "the three Ghost cards must be different cards (one "
                                         "side of each); got " + ", ".join(ids))
            cards = tuple(sides[i] for i in ids)
            total = sum(k.points for k in cards)
            # The disks show the printed total of the cards actually in play.
            state = evolve(state, cards=cards, score_disks=(total // 2, total - total // 2))
        masks = {m.id: m for m in data.MASK_CARDS}
        custom_masks = [_mask_card(t) for t in F.MASK_CARDS.read_all(doc)]
        _no_repeats(doc, "mask_cards", [m.id for m in custom_masks])
        masks.update((m.id, m) for m in custom_masks)
        year = F.YEAR.read(doc)
        # The Ghost's Mask disk moves one space a year, so the year fixes it.
        state = evolve(state, year=year, mask_space=mask_space_in(year),
                       turn=F.TURN.read(doc), player_first=F.PLAYER_FIRST.read(doc),
                       player_score=F.PLAYER_SCORE.read(doc),
                       objectives_done=F.OBJECTIVES_DONE.read(doc))
        state = self._masks(doc, state, masks)
        face_up = any(st and st[-1].face_up for st in state.masks)
        if kind == "ghost-turn" and not face_up:
            raise doc.error("masks", "a Ghost turn needs this year's Mask: give [masks] under "
                                     "= [...] with one face-up Mask card")
        if kind == "year-start" and face_up:
            raise doc.error("masks", "a year starts with every Mask face down or gone; list "
                                     "the Masks under the cards in face_down")
        if kind in ("year-start", "game"):
            # Masks still to be drawn before the next clearing (or the end).
            year = state.year
            clear = min(y for y in (*data.MASK_CLEAR_AFTER, data.YEARS) if y >= year)
            needed = 1 if kind == "year-start" else clear - year + 1
            # Each of them goes under a card with none (or on card 1's face-down
            # one); play never covers all three cards before they are cleared.
            covered = sum(1 for st in state.masks if st)
            if covered == len(state.masks):
                raise doc.error("masks", "every Ghost card already has a Mask; they are "
                                         "cleared after Years 3 and 6, so a year cannot "
                                         "start like this")
            if covered + needed > len(state.masks):
                raise doc.error("masks", f"{covered} Ghost cards already have a Mask, but "
                                         f"Years {year} to {clear} each slide one more under "
                                         f"a card before the Masks are cleared; play covers "
                                         f"one card a year from Years 1, 4 and 7")
            available = len(state.mask_deck.draw_pile) + len(state.mask_deck.discard)
            if available < needed:
                raise doc.error("mask_deck", f"{available} Mask card(s) left to draw, but the "
                                             f"years ahead draw {needed} before the Masks are "
                                             f"cleared")
        if doc.has("advanced"):
            row = F.ADVANCED.read(doc, ())
            if len(set(row)) != len(row):
                raise doc.error("advanced", "an Advanced Action tile is listed twice")
            state = evolve(state, advanced=row, advanced_disk=0)
        state = self._progress(F.PROGRESS.read(doc), state)
        if doc.has("score_disks"):
            disks = F.SCORE_DISKS.read(doc, ())
            if len(disks) != 2:
                raise doc.error("score_disks", "expected two numbers, one per score disk")
            if sum(disks) < state.printed_total:
                raise doc.error("score_disks", f"the disks add up to {sum(disks)}, below the "
                                               f"printed total {state.printed_total}; the "
                                               f"Ghost's score never falls below it")
            state = evolve(state, score_disks=(disks[0], disks[1]))
        table = F.TERRITORIES.read(doc)
        by_id = {t.id: t for t in state.territories}
        for key in table.data:
            if key not in by_id:
                raise table.error(key, f"no such territory; expected one of: "
                                       f"{', '.join(by_id)}")
        territories = tuple(_territory(F.TERRITORY.at(t.id).read(table), t)
                            for t in state.territories)
        F.TERRITORIES_FIELDS.done(table)
        state = evolve(state, territories=territories)
        built = sum(1 for t in territories for p in t.fields + t.forests
                    if p is not None and p.owner is Owner.PLAYER and p.what == "outpost")
        if built > data.PLAYER_OUTPOSTS:
            raise doc.error("territories", f"{built} Outposts of yours on the map; you have "
                                           f"{data.PLAYER_OUTPOSTS}")
        outposts = F.PLAYER_OUTPOSTS.read(doc, data.PLAYER_OUTPOSTS - built,
                                          high=data.PLAYER_OUTPOSTS - built)
        state = evolve(state, player_outposts=outposts)
        seven = data.NATIVES_PER_KIND
        for owner, sub in ((Owner.GHOST, F.GHOST_HOME), (Owner.PLAYER, F.PLAYER_HOME)):
            board = _on_board(territories, owner)
            lh = (self._long_house(doc) if owner is Owner.PLAYER else Natives(0, 0, 0))
            default = Natives(*(seven - board.of(k) - lh.of(k) for k in KINDS))
            for k in KINDS:
                if default.of(k) < 0:
                    raise doc.error("territories", f"more than {seven} {owner.value} "
                                                   f"{k.value}s on the board")
            home = _natives(doc, sub, default)
            for k in KINDS:
                if home.of(k) + board.of(k) + lh.of(k) != seven:
                    raise sub.read(doc).error(
                        k.value, f"{home.of(k)} at home + {board.of(k)} on the board"
                        + (f" + {lh.of(k)} injured" if owner is Owner.PLAYER else "")
                        + f" must make {seven}")
            if owner is Owner.GHOST:
                state = evolve(state, ghost_home=home)
            else:
                state = evolve(state, player_home=home, player_long_house=lh)
        # A position saved from a played game says how far the seeded
        # generator has moved since the setup, so that the same random draws
        # (tie-breaks, reshuffles) follow.
        steps = F.RANDOM_STEPS.read(doc)
        return evolve(state, rng=state.rng.advanced(steps)) if steps else state

    def _long_house(self, doc: Table) -> Natives:
        return _natives(doc, F.PLAYER_LONG_HOUSE, Natives(0, 0, 0))

    def _masks(self, doc: Table, state: GhostState, faces: dict[str, MaskCard]) -> GhostState:
        t = F.MASKS.read(doc)
        stacks = list(state.masks)
        used: list[str] = []
        if t.has("under"):
            raw = t.raw("under")
            if not isinstance(raw, list) or len(raw) != len(stacks) or not all(
                    isinstance(x, list) and all(isinstance(y, str) for y in x) for x in raw):
                raise t.error("under", f"expected {len(stacks)} lists of Mask ids, one per "
                                       f"Ghost card, bottom Mask first")
            face_down = F.FACE_DOWN.read(t, (), tuple(faces))
            for i, ids in enumerate(raw):
                assert isinstance(ids, list)
                for mask_id in ids:
                    if mask_id not in faces:
                        raise t.error("under", f"no Mask card {mask_id!r}")
                    used.append(str(mask_id))
                stacks[i] = tuple(MaskSlot(faces[str(m)], str(m) not in face_down) for m in ids)
            buried = [m.card.id for st in stacks for m in st[:-1] if m.face_up]
            if buried:
                raise t.error("under", f"{', '.join(buried)} lies face up under another Mask; "
                                       f"only the top Mask of a card can be face up")
            up = [s[-1].card.id for s in stacks if s and s[-1].face_up]
            if len(up) > 1:
                raise t.error("under", f"only this year's Mask lies face up; {', '.join(up)} "
                                       f"are; list the others in face_down")
        F.MASKS_FIELDS.done(t)
        deck = F.MASK_DECK.read(doc)
        rest = tuple(k for k in faces if k not in used)
        draw = F.MASK_DRAW.read(deck, tuple(m.id for m in state.mask_deck.draw_pile
                                            if m.id not in used), tuple(faces))
        discard = F.MASK_DISCARD.read(deck, tuple(k for k in rest if k not in draw
                                                  and k in {m.id for m in data.MASK_CARDS}),
                                      tuple(faces))
        F.MASK_DECK_FIELDS.done(deck)
        everywhere = used + list(draw) + list(discard)
        twice = sorted({m for m in everywhere if everywhere.count(m) > 1})
        if twice:
            raise deck.error("draw", f"Mask card {', '.join(twice)} is in two places (under a "
                                     f"Ghost card, in the draw pile, in the discard pile)")
        return evolve(state, masks=tuple(stacks),
                      mask_deck=Deck(tuple(faces[k] for k in draw),
                                     tuple(faces[k] for k in discard)))

    def _progress(self, t: Table, state: GhostState) -> GhostState:
        disk = F.DISK.read(t, state.progress_disk)
        levels = tuple(F.LEVELS[i].read(t, lv) for i, lv in enumerate(state.progress))
        F.PROGRESS_FIELDS.done(t)
        return evolve(state, progress_disk=disk, progress=levels)

    def decide(self, situation: Situation, rulings: Rulings, trace: Trace) -> dict[str, Json]:
        state = situation.state
        assert isinstance(state, GhostState)
        kind = situation.kind
        if kind == "setup":
            s = setup(situation.seed, state.difficulty, state.tribe_card, trace, rulings)
            return {"cards": [k.id for k in s.cards], "score_disks": list(s.score_disks),
                    "printed_total": s.printed_total, "ghost_home": _natives_json(s.ghost_home),
                    "progress_disk": s.progress_disk, "mask_space": list(s.mask_space),
                    "advanced_disk_under": s.advanced[0], "player_first": s.player_first}
        if kind == "year-start":
            s = year_start(state, rulings, trace)
            under = next(i for i, st in enumerate(s.masks) if st and st[-1].face_up)
            actions: list[Json] = []
            probe = s
            for turn in range(data.GHOST_TURNS_PER_YEAR):
                probe = evolve(probe, turn=turn)
                index, action = current_action(probe, trace)
                actions.append(f"{probe.cards[index].id}: {action.value}")
            return {"year": s.year, "mask": s.masks[under][-1].card.id,
                    "under_card": under + 1, "blanket": s.masks[under][-1].card.blanket.value,
                    "actions": actions}
        if kind == "restore":
            s = restore(state, trace)
            removed = [a for a in state.advanced if a not in s.advanced]
            return {"advanced_removed": removed[0] if removed else "",
                    "advanced_disk_under": (s.advanced[s.advanced_disk]
                                            if s.advanced_disk < len(s.advanced) else ""),
                    "mask_space": list(s.mask_space),
                    "masks_under_cards": [[m.card.id for m in st] for st in s.masks],
                    "face_up_masks": [m.card.id for st in s.masks for m in st if m.face_up],
                    "next_year": s.year, "player_first_next": s.player_first,
                    "game_over": s.year > data.YEARS}
        if kind == "game":
            final, logs, result = play_from(state, rulings, trace)
            return {"years_played": len(logs), **_score_json(result)}
        if kind == "final-score":
            return _score_json(final_score(state, trace))
        after, done = ghost_turn(state, rulings, trace)
        return _ghost_answer(done, after)

    def play(self, seed: int, rulings: Rulings, trace: Trace, log: bool,
             level: str | None, players: int = 1, policy: tuple[str, ...] = (),
             fork: Fork | None = None, resume: object | None = None) -> Played:
        difficulty = Difficulty(level or Difficulty.MEDIUM.value)
        # The steps of ``play_game`` one at a time, to keep the position
        # before each Ghost turn (the step that adds one to ``turn``). A year
        # starts after the step that moves the year on (Restore): there the
        # game can be picked up again.
        turns: list[tuple[GhostState, GhostState]]
        logs_of: list[list[YearLog]] = []
        if resume is None:
            start = setup(seed, difficulty, trace=trace, rulings=rulings)
            turns, years = [], 0
        else:
            assert isinstance(resume, _YearAt)
            start, turns, years = resume.state, resume.turns.back(), resume.years
        steps = game_steps(start, rulings, trace)
        last = start
        new_year = True
        while True:
            if fork is not None and new_year:
                fork.mark(_YearAt(last, held(turns), years, logs_of))
            try:
                now = next(steps)
            except StopIteration as over:
                end, logs = over.value
                break
            if log and now.year == last.year and now.turn == last.turn + 1:
                turns.append((last, now))
            new_year = now.year != last.year
            years += new_year
            last = now
        if resume is not None:
            assert isinstance(resume, _YearAt)
            logs = resume.logs_of[0][:resume.years] + logs
        logs_of.append(logs)  # the positions marked learn the years before them
        game = GhostGame(seed, end, tuple(logs), final_score(end, trace))
        result: dict[str, Json] = {"years": len(game.years),
                                   "difficulty": game.final.difficulty.value,
                                   **_score_json(game.score),
                                   "ghost_actions": sum(len(y.ghost) for y in game.years)}
        rounds: list[Json] = []
        moments: list[Moment] = []
        if log:
            done = [(y.year, i, t) for y in game.years for i, t in enumerate(y.ghost, start=1)]
            for k, ((year, i, turn), (before, after)) in enumerate(zip(done, turns), start=1):
                where = f"Year {year}, the Ghost's action {i}"
                moments.append(Moment(k, "ghost-turn", before, where,
                                      f"{where}: what does the Ghost do now?",
                                      _ghost_answer(turn, after)))
            numbers = iter(range(1, len(done) + 1))
            for y in game.years:
                row = _year_json(y)
                assert isinstance(row, dict) and isinstance(row["ghost"], list)
                rounds.append({**row, "ghost": [{**t, "decision": next(numbers)}
                                                for t in row["ghost"] if isinstance(t, dict)]})
        return Played(seed, rounds, result, trace, tuple(moments))

    def standing(self, result: dict[str, Json]) -> Standing:
        you, ghost, won = result["player_total"], result["ghost_total"], result["player_wins"]
        assert isinstance(you, int) and isinstance(ghost, int) and isinstance(won, bool)
        return Standing((("you", you), ("the Ghost", ghost)), "you" if won else "the Ghost")

    def round_text(self, row: Json) -> str:
        assert isinstance(row, dict)
        ghost = row["ghost"]
        assert isinstance(ghost, list)
        first = "you first" if row["player_first"] else "Ghost first"
        moves = "; ".join((f"#{t['decision']} " if "decision" in t else "") + str(t["outcome"])
                          for t in ghost if isinstance(t, dict))
        return f"year {row['year']}: Mask {row['mask']}, {first}; the Ghost: {moves}."

    def situation_toml(self, state: object, kind: str, seed: int | None = None) -> str:
        assert isinstance(state, GhostState)
        return situation_toml(state, seed)


def _ghost_answer(done: GhostTurn, after: GhostState) -> dict[str, Json]:
    """A ghost-turn decision's answer: the turn, and the Ghost as it ends."""
    return {**_turn_json(done), "ghost_score": after.ghost_score,
            "progress_disk": after.progress_disk,
            "ghost_home": _natives_json(after.ghost_home)}


def _natives_json(n: Natives) -> Json:
    return {"warrior": n.warrior, "woman": n.woman, "hunter": n.hunter}


def _turn_json(t: GhostTurn) -> dict[str, Json]:
    return {"card": t.card, "action": t.action.value, "outcome": t.outcome,
            "territory": t.territory, "attacked": t.attacked, "progress_tile": t.progress_tile}


def _score_json(s: FinalScore) -> dict[str, Json]:
    return {"objectives": list(s.objectives), "objective_points": s.objective_points,
            "player_total": s.player_total, "ghost_total": s.ghost_total,
            "printed_total": s.printed_total, "player_wins": s.player_wins}


def _year_json(y: YearLog) -> Json:
    return {"year": y.year, "mask": y.mask, "player_first": y.player_first,
            "ghost": [_turn_json(t) for t in y.ghost], "player": list(y.player)}


def situation_toml(state: GhostState, seed: int | None = None) -> str:
    """The tables of a situation file that recreate ``state``; the caller
    writes the common fields (game, title, seed, decide). With ``seed``, only
    the fields and tables that differ from that seed's setup (at the state's
    difficulty), and how far the seeded generator has moved since it."""
    if seed is None:
        return _toml(_sections(state))
    base = setup(seed, state.difficulty, state.tribe_card)
    first = [f"difficulty = {quoted(state.difficulty.value)}"] if (
        state.difficulty is not Difficulty.MEDIUM) else []
    first += ["tribe_card = true"] if state.tribe_card else []
    steps = state.rng.steps_since(base.rng)
    first += [f"random_steps = {steps}"] if steps else []
    return _toml(differences(_sections(state, True), _sections(base, True), first))


def _toml(sections: list[Section]) -> str:
    return "\n".join(line for _, lines in sections for line in lines)


def _sections(state: GhostState, saved: bool = False) -> list[Section]:
    """The file as sections: ("", top-level lines) first, then each table
    as one section, named by its header. ``saved`` (a position saved from a
    played game) adds the Advanced Action row, which the checker's generated
    files leave to the seed's setup."""
    default_sides = {k.id: k for k in data.ALL_SIDES}
    default_masks = {m.id: m for m in data.MASK_CARDS}
    out: list[Section] = [("", [
        f"difficulty = {quoted(state.difficulty.value)}", f"year = {state.year}",
        f"turn = {state.turn}", f"player_first = {str(state.player_first).lower()}",
        f"cards = {strings([k.id for k in state.cards])}",
        f"score_disks = [{state.score_disks[0]}, {state.score_disks[1]}]",
        f"player_score = {state.player_score}",
        f"player_outposts = {state.player_outposts}",
        f"objectives_done = {strings(state.objectives_done)}",
        # A file's Advanced row puts the Ghost's disk under its first tile.
        *([f"advanced = {strings(state.advanced)}"] if saved and state.advanced_disk == 0
          else []),
        ""])]
    lines: list[str] = []
    for card in state.cards:
        if default_sides.get(card.id) != card:
            lines += ["[[ghost_cards]]", f"id = {quoted(card.id)}", f"points = {card.points}",
                      f"objective = {quoted(card.objective)}",
                      f"rows = {strings([a.value for a in card.rows])}", ""]
    out.append(("[[ghost_cards]]", lines))
    lines = []
    all_masks = [s.card for st in state.masks for s in st] + list(
        state.mask_deck.draw_pile) + list(state.mask_deck.discard)
    for m in all_masks:
        if default_masks.get(m.id) != m:
            lines += ["[[mask_cards]]", f"id = {quoted(m.id)}", f"row = {m.row + 1}",
                      f"blanket = {quoted(m.blanket.value)}", ""]
    out.append(("[[mask_cards]]", lines))
    under = ", ".join(strings([s.card.id for s in st]) for st in state.masks)
    down = [s.card.id for st in state.masks for s in st if not s.face_up]
    # The Masks and the Mask deck read their defaults from each other: one section.
    out.append(("[masks]", ["[masks]", f"under = [{under}]", f"face_down = {strings(down)}", "",
                            "[mask_deck]",
                            f"draw = {strings([m.id for m in state.mask_deck.draw_pile])}",
                            f"discard = {strings([m.id for m in state.mask_deck.discard])}",
                            ""]))
    out.append(("[progress]", ["[progress]", f"disk = {state.progress_disk}"]
                + [f"level{i + 1} = {strings(lv)}" for i, lv in enumerate(state.progress)]
                + [""]))
    for key, n in (("ghost_home", state.ghost_home), ("player_home", state.player_home),
                   ("player_long_house", state.player_long_house)):
        out.append((f"[{key}]", [f"[{key}]", f"warrior = {n.warrior}", f"woman = {n.woman}",
                                 f"hunter = {n.hunter}", ""]))
    sizes = {t.id: (len(t.fields), len(t.forests)) for t in data.TERRITORIES}
    for t in state.territories:
        lines = [f"[territories.{t.id}]"]
        default = sizes.get(t.id)
        if default is None or default[0] != len(t.fields):
            lines.append(f"fields_count = {len(t.fields)}")
        if default is None or default[1] != len(t.forests):
            lines.append(f"forests_count = {len(t.forests)}")
        lines += [f"fields = {strings([_piece_text(p) for p in t.fields])}",
                  f"forests = {strings([_piece_text(p) for p in t.forests])}",
                  f"ghost_guards = {t.ghost_guards}", f"player_guards = {t.player_guards}", ""]
        out.append((f"[territories.{t.id}]", lines))
    return out


def adapter() -> Wendake:
    return Wendake()

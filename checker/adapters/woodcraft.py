"""Woodcraft solo situations: reading them, deciding them, writing them back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from spec.core.deck import Deck
from spec.core.rulings import Rulings
from spec.core.trace import Trace
from spec.core.values import evolve
from spec.woodcraft import clauses as _clauses  # noqa: F401 - registers the clauses
from spec.woodcraft import data
from spec.woodcraft import rulings as _rulings  # noqa: F401 - registers the rulings
from spec.woodcraft.cards import SoloStepResult, solo_step
from spec.woodcraft.setup import setup
from spec.woodcraft.model import (
    Contract,
    ContractState,
    Die,
    Display,
    Effect,
    Placed,
    Reputation,
    SoloCard,
    SoloState,
    Wheel,
)

from ..fork import Fork, Held, held
from ..games import Json, Situation
from ..played import Moment, Played, Standing
from ..render import plain
from ..toml_writer import differences, quoted, strings
from ..fields import Integers, Sub
from ..toml_reader import Table
from . import woodcraft_fields as F

if TYPE_CHECKING:
    from spec.woodcraft.game import RoundLog

KINDS = ("solo-card", "round-start", "round", "setup", "game")


def _card(t: Table) -> SoloCard:
    card_id = F.CARD_ID.read(t, "")
    if not card_id:
        raise t.error("id", "expected a card id such as \"X1\"")
    effect = Effect(F.EFFECT.read(t))
    tiles = F.TILES.read(t)
    wanted = {Effect.ONE_TILE_PLUS_ONE: 1, Effect.LAST_TILE_PLUS_TWO: 0}.get(effect)
    if wanted is not None and len(tiles) != wanted:
        raise t.error("tiles", f"a {effect.value} card shows {wanted} tile(s), got {len(tiles)}")
    if wanted is None and not 1 <= len(tiles) <= 2:
        raise t.error("tiles", f"a {effect.value} card shows 1 or 2 tiles, got {len(tiles)}")
    places = data.HELPER_ROW if effect is Effect.REMOVE_HELPERS else data.ORDER_ROW
    card = SoloCard(
        card_id,
        tiles,
        effect,
        marked=F.MARKED.read(t, high=places),
        dice=F.DICE.read(t),
    )
    F.CARD_FIELDS.done(t)
    return card


def _wheel(t: Table, wheel: Wheel) -> Wheel:
    capacity = F.CAPACITY.read(t, wheel.capacity)
    quadrants = wheel.quadrants
    if t.has("quadrants"):
        raw = t.raw("quadrants")
        if not isinstance(raw, list) or len(raw) != 4 or not all(isinstance(q, list) for q in raw):
            raise t.error("quadrants", "expected a list of 4 lists of tile names, quadrant 1 first")
        seen: list[str] = []
        for q, names in enumerate(raw):
            assert isinstance(names, list)
            for name in names:
                if name not in data.TILES:
                    raise t.error("quadrants", f"quadrant {q + 1}: {name!r} is not a tile; "
                                               f"expected one of: {', '.join(data.TILES)}")
                if name in seen:
                    raise t.error("quadrants", f"{name!r} is on the wheel twice")
                seen.append(name)
            if len(names) > capacity and q != data.START_QUADRANT:
                raise t.error("quadrants", f"quadrant {q + 1} holds {len(names)} tiles but its "
                                           f"capacity is {capacity}; only the start quadrant "
                                           f"(1) may hold more, as at setup")
        missing = [n for n in data.TILES if n not in seen]
        if missing:
            raise t.error("quadrants", f"every tile must be on the wheel; missing: "
                                       f"{', '.join(missing)}")
        quadrants = tuple(tuple(Placed(str(n), 0) for n in names) for names in raw
                          if isinstance(names, list))
    moved = F.WHEEL_MOVED_AT.read(t)
    if moved.data:
        ages = {name: F.MOVED_AT.at(name).read(moved) for name in data.TILES}
        F.MOVED_AT_FIELDS.done(moved)
        quadrants = tuple(tuple(Placed(p.tile, ages[p.tile]) for p in q) for q in quadrants)
    F.WHEEL_FIELDS.done(t)
    return Wheel(quadrants, capacity)


def _display(doc: Table, sub: Sub, display: Display, size: int) -> Display:
    t = sub.read(doc)
    row = F.ROW.read(t, display.row)
    if len(row) != size:
        raise t.error("row", f"expected {size} places (use \"\" for an empty one), got {len(row)}")
    pile = F.PILE.read(t, display.pile)
    # The cards the solo deck's effects took out of the game, in that order.
    removed = F.TAKEN_AWAY.read(t, display.removed)
    sub.form.done(t)
    return Display(row, pile, removed)


def _lumber_yard(t: Table, dice: tuple[Die, ...]) -> tuple[Die, ...]:
    """``light = [3, 5]``: the values of each colour's dice."""
    out = list(dice)
    for declared in F.LUMBER_YARD_FIELDS.fields:
        colour = declared.name
        assert isinstance(declared, Integers)
        values = declared.read(t, ())
        if not t.has(colour):
            continue
        if len(values) != data.DICE_PER_COLOUR:
            raise t.error(colour, f"expected {data.DICE_PER_COLOUR} values, got {len(values)}")
        mine = iter(values)
        out = [Die(d.colour, next(mine)) if d.colour == colour else d for d in out]
    F.LUMBER_YARD_FIELDS.done(t)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class _RoundAt:
    """A game at the start of a round, as ``Woodcraft.play`` resumes it
    (checker.fork): the state, the steps so far, how many rounds are over,
    and (filled in when the game that marked it ends) that game's round logs."""

    state: SoloState
    states: Held[SoloState]
    rounds: int
    logs_of: list[list[RoundLog]]


class Woodcraft:
    name = "woodcraft"
    title = "Woodcraft solo"
    kinds = KINDS
    form = F.FILE
    levels: tuple[str, ...] = ()
    player_counts: tuple[int, ...] = ()  # a solo game
    policies: tuple[str, ...] = ()

    def read_state(self, doc: Table, kind: str, seed: int) -> SoloState:
        F.SETUP.read(doc)
        faces = {c.id: c for c in data.DEFAULT_DECK}
        custom = [_card(t) for t in F.CARDS.read_all(doc)]
        ids = [k.id for k in custom]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise doc.error("cards", f"card id {', '.join(twice)} is defined more than once")
        faces.update((k.id, k) for k in custom)
        state = setup(seed)
        state = evolve(state, round=F.ROUND.read(doc), score=F.SCORE.read(doc))
        state = evolve(state, wheel=_wheel(F.WHEEL.read(doc), state.wheel))
        state = evolve(state, clock=max(p.moved_at for q in state.wheel.quadrants for p in q))
        state = evolve(state, deck=self._deck(doc, faces, state.deck))
        state = evolve(state, reputation=self._reputation(F.REPUTATION.read(doc), state))
        state = evolve(state, contracts=self._contracts(F.CONTRACTS.read(doc), state))
        state = evolve(state, orders=_display(doc, F.ORDERS, state.orders, data.ORDER_ROW),
                       helpers=_display(doc, F.HELPERS, state.helpers, data.HELPER_ROW),
                       lumber_yard=_lumber_yard(F.LUMBER_YARD.read(doc), state.lumber_yard))
        # A position saved from a played game says how far the seeded
        # generator has moved since the setup, so that the same random
        # tie-breaks, dice and reshuffles follow.
        steps = F.RANDOM_STEPS.read(doc)
        return evolve(state, rng=state.rng.advanced(steps)) if steps else state

    def _deck(self, doc: Table, faces: dict[str, SoloCard], deck: Deck[SoloCard]) -> Deck[SoloCard]:
        t = F.DECK.read(doc)
        default_ids = {c.id for c in data.DEFAULT_DECK}
        custom = [k for k in faces if k not in default_ids]
        if not t.data:
            if custom:
                raise doc.error("cards", "cards are defined but no [deck] uses them; add "
                                         "[deck] draw = [...] naming the deck's cards")
            return deck
        ids = tuple(faces)
        draw = F.DRAW.read(t, choices=ids)
        if t.has("discard"):
            discard = F.DISCARD.read(t, (), ids)
        else:
            discard = tuple(k for k in ids if k not in draw and k not in custom)
        F.DECK_FIELDS.done(t)
        both = draw + discard
        for card_id in both:
            if both.count(card_id) > 1:
                raise t.error("draw", f"card {card_id!r} is in the deck more than once")
        if not both:
            raise t.error("draw", "the solo deck needs at least one card")
        return Deck(tuple(faces[k] for k in draw), tuple(faces[k] for k in discard))

    def _reputation(self, t: Table, state: SoloState) -> Reputation:
        rep = state.reputation
        last = rep.last_space
        player = F.PLAYER.read(t, rep.player, high=last)
        nonplayer = F.NONPLAYER.read(t, rep.nonplayer, high=last)
        spaces = tuple(tile.space for tile in data.REPUTATION_TILES)
        default_left = tuple(s for s in spaces if s > max(player, nonplayer))
        left = F.REP_TILES.read(t, default_left, high=last)
        for s in left:
            if s not in spaces:
                raise t.error("tiles", f"no reputation tile starts on space {s}; tiles start on "
                                       f"{', '.join(map(str, spaces))}")
            if s == nonplayer or s <= player:
                raise t.error("tiles", f"the tile on space {s} cannot still be there: a marker "
                                       f"that reached its space took or removed it")
        taken_spaces = F.TAKEN.read(t, high=last)
        this_round = F.TAKEN_THIS_ROUND.read(t, high=last)
        F.REPUTATION_FIELDS.done(t)
        for s in taken_spaces:
            if s in left or s not in spaces or s > player:
                raise t.error("taken", f"space {s}: a tile you took must be one of the track's "
                                       f"tiles, off the track, and at or below your marker "
                                       f"({player})")
        for s in this_round:
            if s not in taken_spaces:
                raise t.error("taken_this_round", f"space {s} is not in `taken`")
        tiles = tuple(x for x in data.REPUTATION_TILES if x.space in left)
        taken = tuple(x for x in data.REPUTATION_TILES if x.space in taken_spaces)
        removed = tuple(x for x in data.REPUTATION_TILES
                        if x.space not in left and x.space not in taken_spaces)
        return evolve(rep, player=player, nonplayer=nonplayer, tiles=tiles, taken=taken,
                      removed=removed, taken_this_round=this_round)

    def _contracts(self, t: Table, state: SoloState) -> tuple[Contract, ...]:
        ids = tuple(k.id for k in state.contracts)
        claimed = F.CLAIMED.read(t, choices=ids)
        removed = F.REMOVED_CONTRACTS.read(t, choices=ids)
        F.CONTRACTS_FIELDS.done(t)
        both = set(claimed) & set(removed)
        if both:
            raise t.error("removed", f"{', '.join(sorted(both))} cannot be both claimed and removed")
        def status(k: Contract) -> ContractState:
            if k.id in claimed:
                return ContractState.CLAIMED
            return ContractState.REMOVED if k.id in removed else ContractState.OPEN
        return tuple(Contract(k.id, k.points, status(k)) for k in state.contracts)

    def decide(self, situation: Situation, rulings: Rulings, trace: Trace) -> dict[str, Json]:
        state = situation.state
        assert isinstance(state, SoloState)
        if situation.kind == "solo-card":
            return step_json(solo_step(state, rulings, trace)[1])
        if situation.kind == "setup":
            seed = situation.seed
            after = setup(seed, data.DEFAULT_DECK, trace)
            return {
                "quadrants": [[p.tile for p in q] for q in after.wheel.quadrants],
                "solo_deck": [k.id for k in after.deck.draw_pile],
                "contracts": [k.id for k in after.contracts],
                "timing_rounds": list(data.TIMING_ROUNDS),
                "nonplayer": after.reputation.nonplayer,
            }
        # Whole rounds and games need the round module; a solo card does not,
        # and `automa decide` starts faster without it.
        from spec.woodcraft.game import play_from, play_round, rating, round_start

        if situation.kind == "round":
            after, log = play_round(state, rulings, trace)
            row = round_json(log)
            assert isinstance(row, dict)
            return {**row, "next_round": after.round, "score": after.score}
        if situation.kind == "game":
            after, logs = play_from(state, rulings, trace)
            return {
                "rounds_played": len(logs),
                "last_round": after.round - 1,
                "income_after": [r.round for r in logs if r.income],
                "score": after.score,
                "rating": rating(after.score),
                "nonplayer": after.reputation.nonplayer,
            }
        after, gone = round_start(state, trace)
        return {
            "round": after.round,
            "contract_removed": gone,
            "open_contracts": [k.id for k in after.contracts if k.state is ContractState.OPEN],
        }

    def play(self, seed: int, rulings: Rulings, trace: Trace, log: bool,
             level: str | None, players: int = 1, policy: tuple[str, ...] = (),
             fork: Fork | None = None, resume: object | None = None) -> Played:
        from spec.woodcraft.game import GameResult, game_steps, rating

        # The steps of ``play_game`` one at a time, to keep the position
        # before each solo card (the second of a round's four steps). A round
        # starts at every fourth step: there the game can be picked up again.
        logs_of: list[list[RoundLog]] = []
        if resume is None:
            start, states, done_rounds = setup(seed, data.DEFAULT_DECK, trace), [], 0
        else:
            assert isinstance(resume, _RoundAt)
            start, states, done_rounds = resume.state, resume.states.back(), resume.rounds
        steps = game_steps(start, rulings, trace)
        while True:
            if fork is not None and len(states) % 4 == 0:
                fork.mark(_RoundAt(states[-1] if states else start, held(states),
                                   len(states) // 4, logs_of))
            try:
                states.append(next(steps))
            except StopIteration as done:
                end, logs = done.value
                break
        if resume is not None:
            assert isinstance(resume, _RoundAt)
            logs = resume.logs_of[0][:done_rounds] + logs
        logs_of.append(logs)  # the positions marked learn the rounds before them
        if trace.on:
            rating(end.score, trace)
        game = GameResult(seed, end, tuple(logs), rating(end.score))
        final = game.final
        rep = final.reputation
        result: dict[str, Json] = {
            "score": final.score,
            "rating": game.rating,
            "rounds": len(game.rounds),
            "income_phases": sum(1 for r in game.rounds if r.income),
            "nonplayer": rep.nonplayer,
            "reputation": rep.player,
            "reputation_tiles_taken": [t.space for t in rep.taken],
            "reputation_tiles_removed": [t.space for t in rep.removed],
            "contracts": {k.id: k.state.value for k in final.contracts},
            "solo_cards_drawn": sum(len(r.solo.drawn) for r in game.rounds),
        }
        rounds: list[Json] = []
        moments: list[Moment] = []
        if log:
            for k, (r, before) in enumerate(zip(game.rounds, states[1::4]), start=1):
                row = round_json(r)
                assert isinstance(row, dict)
                rounds.append({**row, "decision": k})
                moments.append(Moment(k, "solo-card", before, f"round {r.round}, the solo card",
                                      f"Round {r.round}, after your turn: what does the solo "
                                      f"deck do now (which card, which action tiles move)?",
                                      step_json(r.solo)))
        return Played(seed, rounds, result, trace, tuple(moments))

    def standing(self, result: dict[str, Json]) -> Standing:
        # The solo deck scores nothing: there is no winner, only the score
        # guide's mark for your score.
        score, mark = result["score"], result["rating"]
        assert isinstance(score, int) and isinstance(mark, str)
        return Standing((("you", score),), mark,
                        "the score guide's mark (the solo deck scores nothing: no winner)")

    def round_text(self, row: Json) -> str:
        assert isinstance(row, dict)
        player, solo = row["player"], row["solo"]
        assert isinstance(player, dict) and isinstance(solo, dict)
        removed = f" contract removed: {row['contract_removed']};" if row["contract_removed"] \
            else ""
        skipped = f" skips {plain(solo['skipped'])}" if solo["skipped"] else ""
        income = " income." if row["income"] else ""
        number = f"#{row['decision']} " if "decision" in row else ""
        return (f"round {row['round']:>2}:{removed} you take {player['tile'] or '-'}; {number}solo "
                f"{plain(solo['drawn'])} moves {plain(solo['moved'])}{skipped}; nonplayer "
                f"at {solo['nonplayer']}.{income}")

    def situation_toml(self, state: object, kind: str, seed: int | None = None) -> str:
        assert isinstance(state, SoloState)
        return situation_toml(state, seed)


def step_json(step: SoloStepResult) -> dict[str, Json]:
    return {
        "drawn": list(step.drawn),
        "moved": list(step.moved),
        "skipped": list(step.skipped),
        "effects": list(step.effects),
        "nonplayer": step.nonplayer,
        "tiles_removed": list(step.tiles_removed),
        "reshuffles": step.reshuffles,
        "exhausted": step.exhausted,
        "dead_end": step.dead_end,
    }


def round_json(log: object) -> Json:
    from spec.woodcraft.game import RoundLog

    assert isinstance(log, RoundLog)
    return {
        "round": log.round,
        "contract_removed": log.contract_removed,
        "player": {"tile": log.player.tile, "points": log.player.points,
                   "reputation": log.player.reputation_to, "claimed": log.player.claimed},
        "solo": step_json(log.solo),
        "income": log.income,
    }


def situation_toml(state: SoloState, seed: int | None = None) -> str:
    """The tables of a situation file that recreate ``state``; the caller
    writes the common fields (game, title, seed, decide). With ``seed``, only
    the fields and tables that differ from that seed's setup, and how far the
    seeded generator has moved since it."""
    if seed is None:
        return _toml(_sections(state))
    base = setup(seed)
    steps = state.rng.steps_since(base.rng)
    top = [f"random_steps = {steps}"] if steps else []
    return _toml(differences(_sections(state, True), _sections(base, True), top))


def _toml(sections: list[tuple[str, list[str]]]) -> str:
    return "\n".join(line for _, lines in sections for line in lines)


def _sections(state: SoloState, saved: bool = False) -> list[tuple[str, list[str]]]:
    """The file as sections: ("", top-level lines) first, then each table
    (with its sub-tables) as one section, named by its header. ``saved`` (a
    position saved from a played game) adds the order and helper cards the
    solo deck removed, which the checker's generated files leave out."""
    wheel = state.wheel
    default = {c.id: c for c in data.DEFAULT_DECK}
    out: list[tuple[str, list[str]]] = [("", [f"round = {state.round}",
                                              f"score = {state.score}", ""])]
    cards = list(state.deck.draw_pile) + list(state.deck.discard)
    lines: list[str] = []
    for card in cards:
        if default.get(card.id) != card:
            lines += ["[[cards]]", f"id = {quoted(card.id)}", f"tiles = {strings(card.tiles)}",
                      f"effect = {quoted(card.effect.value)}"]
            if card.marked:
                lines.append(f"marked = [{', '.join(map(str, card.marked))}]")
            if card.dice:
                lines.append(f"dice = {strings(card.dice)}")
            lines.append("")
    out.append(("[[cards]]", lines))
    quadrants = ", ".join(strings([p.tile for p in q]) for q in wheel.quadrants)
    lines = ["[wheel]", f"capacity = {wheel.capacity}", f"quadrants = [{quadrants}]",
             "", "[wheel.moved_at]"]
    lines += [f"{quoted(p.tile)} = {p.moved_at}" for q in wheel.quadrants for p in q]
    out.append(("[wheel]", lines + [""]))
    out.append(("[deck]", ["[deck]", f"draw = {strings([c.id for c in state.deck.draw_pile])}",
                           f"discard = {strings([c.id for c in state.deck.discard])}", ""]))
    rep = state.reputation
    out.append(("[reputation]", [
        "[reputation]", f"player = {rep.player}", f"nonplayer = {rep.nonplayer}",
        f"tiles = [{', '.join(str(t.space) for t in rep.tiles)}]",
        f"taken = [{', '.join(str(t.space) for t in rep.taken)}]",
        f"taken_this_round = [{', '.join(map(str, rep.taken_this_round))}]", ""]))
    claimed = [k.id for k in state.contracts if k.state is ContractState.CLAIMED]
    removed = [k.id for k in state.contracts if k.state is ContractState.REMOVED]
    out.append(("[contracts]", ["[contracts]", f"claimed = {strings(claimed)}",
                                f"removed = {strings(removed)}", ""]))
    for name, display in (("orders", state.orders), ("helpers", state.helpers)):
        gone = [f"removed = {strings(display.removed)}"] if saved and display.removed else []
        out.append((f"[{name}]", [f"[{name}]", f"row = {strings(display.row)}",
                                  f"pile = {strings(display.pile)}", *gone, ""]))
    lines = ["[lumber_yard]"]
    for colour in data.DICE_COLOURS:
        values = [str(d.value) for d in state.lumber_yard if d.colour == colour]
        lines.append(f"{colour} = [{', '.join(values)}]")
    out.append(("[lumber_yard]", lines + [""]))
    return out


def adapter() -> Woodcraft:
    return Woodcraft()


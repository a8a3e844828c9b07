"""A game that exists only for tests: registered by adding this module to
``checker.registry.MODULES``, it must show in the CLI and `automa check`
with no edit anywhere else. Importing it also registers its one check."""

from __future__ import annotations

from typing import TYPE_CHECKING

from checker import check
from checker.check import Check, Outcome
from checker.games import Json, Situation
from checker.played import Played, Standing
from checker.registry import Bot, GameEntry
from checker.fields import Form
from checker.fork import Fork
from checker.toml_reader import Table
from spec.core.rulings import Rulings
from spec.core.trace import Trace

if TYPE_CHECKING:
    from checker.games import Game

ID = "fake-game"


class FakeGame:
    name = ID
    title = "The fake game"
    kinds: tuple[str, ...] = ("game",)
    form: Form = Form("the top level", "A game for tests, with no fields of its own.")
    levels: tuple[str, ...] = ("tin", "iron")
    player_counts: tuple[int, ...] = (2, 5)
    policies: tuple[str, ...] = ("lazy", "eager")

    def read_state(self, doc: Table, kind: str, seed: int) -> object:
        return seed

    def decide(self, situation: Situation, rulings: Rulings, trace: Trace) -> dict[str, Json]:
        return {"seed": situation.seed}

    def play(self, seed: int, rulings: Rulings, trace: Trace, log: bool,
             level: str | None, players: int, policy: tuple[str, ...] = (),
             fork: Fork | None = None, resume: object | None = None) -> Played:
        # Marks nothing, so a campaign never asks it to resume (checker/fork.py).
        result: dict[str, Json] = {"level": level or "none", "players": players,
                                   "policies": list(policy)}
        return Played(seed, [{"round": 1}], result, trace)

    def standing(self, result: dict[str, Json]) -> Standing:
        return Standing((("you", 0),), "nobody")

    def round_text(self, row: Json) -> str:
        return f"a fake round: {row}"

    def situation_toml(self, state: object, kind: str, seed: int | None = None) -> str:
        return ""


def _adapter() -> Game:
    return FakeGame()


ENTRY = GameEntry(
    id=ID,
    name="Fake",
    title=FakeGame.title,
    spec="tests",
    adapter=_adapter,
    bot=Bot(id="robot", name="Robo", levels=FakeGame.levels, default_level="tin",
            level_noun="chassis"),
    player_counts=FakeGame.player_counts,
    policies=FakeGame.policies,
    checks=(__name__,),
    play_examples=((f"{ID} --solo --level iron", "Robo in his iron chassis"),),
)

check.register(Check(f"{ID}.always-fine", ID, "property", "Is the fake game fine?", (),
                     lambda examples: Outcome(examples=examples)))

"""Woodcraft solo's entry in the registry: what the tools need to know of it
without importing its adapter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..registry import Bot, GameEntry, Target, Workload

if TYPE_CHECKING:
    from ..games import Game


def _adapter() -> Game:
    from .woodcraft import adapter

    return adapter()


def _whole_games(games: int) -> dict[str, float]:
    from spec.core.rulings import Rulings
    from spec.core.trace import Trace
    from spec.woodcraft.game import play_game

    from ..bench import best_rate

    off = best_rate(lambda seed: play_game(seed, Rulings(), Trace(on=False)), games)
    on = best_rate(lambda seed: play_game(seed, Rulings(), Trace(on=True)), games)
    # The first game timed: its figures keep the names they had before there
    # were others.
    return {"games_per_s_trace_off": off, "games_per_s_trace_on": on, "trace_cost": off / on}


ENTRY = GameEntry(
    id="woodcraft",
    name="Woodcraft",
    title="Woodcraft solo",
    spec="spec.woodcraft",
    adapter=_adapter,
    bot=Bot(id="solo-deck", name="the solo deck"),
    checks=("checker.properties.woodcraft", "checker.probes.woodcraft", "checker.properties.ledger"),
    play_examples=(
        ("woodcraft --seed 7", ""),
        ("woodcraft --seed 7 --trace", "every step, each citing its clause"),
        ("woodcraft --seed 7 --json --log", "per-round log as JSON"),
    ),
    picture="checker.pictures.woodcraft:draw",
    docs_fragments={"woodcraft-deck.md": "automa_fragments.woodcraft:deck"},
    bad_files=(
        ("A value out of range",
         'game = "woodcraft"\nround = 15\n'),
        ("A misspelt field",
         'game = "woodcraft"\n\n[reputation]\nplayer = 2\nnonplayr = 4\n'),
        ("A tile name the game does not have",
         'game = "woodcraft"\n\n[wheel]\nquadrants = [["Buy", "Cut", "Glue", "Grow"], '
         '["Hire helpers"], ["Upgrade", "Choose Orders"], []]\n'),
        ("A ruling option that does not exist",
         'game = "woodcraft"\n\n[rulings]\n"woodcraft.advance-when-blocked" = "yes"\n'),
        ("Broken TOML",
         'game = "woodcraft"\ntitle = "Missing quote\n'),
    ),
    bench_decide="examples/woodcraft/last-tile-blocked.toml",
    docs_impact_seeds=200,
    bench=(
        Workload(
            "whole Woodcraft solo games", _whole_games,
            (Target("woodcraft games/s", "games_per_s_trace_off", ">=", 2000.0),
             Target("woodcraft trace cost", "trace_cost", "<=", 2.0)),
            shown=(("woodcraft traced", "games_per_s_trace_on", "games/s"),),
            compared=("games_per_s_trace_off", "games_per_s_trace_on"),
        ),
    ),
)

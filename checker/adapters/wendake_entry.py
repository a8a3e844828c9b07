"""Wendake's entry in the registry, with its solo bot the Ghost: what the tools
need to know of them without importing the adapter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..registry import Bot, GameEntry, Target, Workload

if TYPE_CHECKING:
    from ..games import Game


def _adapter() -> Game:
    from .wendake import adapter

    return adapter()


def _whole_games(games: int) -> dict[str, float]:
    from spec.core.rulings import Rulings
    from spec.core.trace import Trace
    from spec.wendake.year import play_game

    from ..bench import best_rate

    off = best_rate(lambda seed: play_game(seed, Rulings(), Trace(on=False)), games)
    on = best_rate(lambda seed: play_game(seed, Rulings(), Trace(on=True)), games)
    return {"wendake_games_per_s_trace_off": off, "wendake_games_per_s_trace_on": on,
            "wendake_trace_cost": off / on}


def _impact(games: int) -> dict[str, float]:
    from ..bench import impact_campaign

    return impact_campaign("wendake", games)


ENTRY = GameEntry(
    id="wendake",
    name="Wendake",
    title="Wendake: the Ghost",
    spec="spec.wendake",
    adapter=_adapter,
    # wendake.solo.setup.difficulty: "Choose Easy, Medium or Hard"; the adapter
    # plays Medium when no level is given.
    bot=Bot(id="ghost", name="the Ghost", levels=("easy", "medium", "hard"),
            default_level="medium", level_noun="difficulty"),
    checks=("checker.properties.wendake", "checker.probes.wendake", "checker.properties.ledger"),
    play_examples=(("wendake --seed 7 --level hard", "the Ghost on Hard"),),
    picture="checker.pictures.wendake:draw",
    docs_fragments={
        "wendake-territories.md": "automa_fragments.wendake:territories",
        "wendake-ghost-cards.md": "automa_fragments.wendake:ghost_cards",
        "wendake-masks.md": "automa_fragments.wendake:masks",
        "wendake-objectives.md": "automa_fragments.wendake:objectives",
        "wendake-strength.md": "automa_fragments.strength:wendake",
    },
    docs_overview="automa_fragments.wendake:ghost_turn",
    bad_files=(
        ("A territory the model does not have",
         'game = "wendake"\n\n[territories.huron-village]\nfields = ["ghost-woman"]\n'),
        ("A piece on the wrong kind of space",
         'game = "wendake"\n\n[territories.english-far]\nfields = ["ghost-hunter", ""]\n'),
        ("Too few spaces for the territory",
         'game = "wendake"\n\n[territories.french-far]\nforests = ["player-hunter"]\n'),
        ("Natives that do not add up to seven",
         'game = "wendake"\n\n[ghost_home]\nwoman = 7\n\n'
         '[territories.french-near]\nfields = ["ghost-woman", ""]\n'),
        ("Score disks below the printed total",
         'game = "wendake"\nscore_disks = [5, 5]\n'),
    ),
    bench_decide="examples/wendake/hunter-example.toml",
    docs_impact_seeds=100,
    bench=(
        Workload(
            "whole Wendake games", _whole_games,
            (Target("wendake games/s", "wendake_games_per_s_trace_off", ">=", 2000.0),),
            shown=(("wendake traced", "wendake_games_per_s_trace_on", "games/s"),),
            compared=("wendake_games_per_s_trace_off",),
        ),
        # `automa impact wendake`, every Ruling, on a local Dask cluster: the
        # speed-up from one worker to two (on a machine with two free cores).
        Workload(
            "automa impact wendake on 1 and 2 Dask workers", _impact,
            (Target("wendake impact speed-up 1->2 workers", "impact_wendake_speedup_1_to_2", ">=",
                    1.8),),
            batch_divisor=10,
            shown=(("wendake impact 1 worker", "impact_wendake_paired_per_s_per_worker",
                    "paired games/s"),
                   ("wendake impact 2 workers", "impact_wendake_paired_per_s_2_workers",
                    "paired games/s"),
                   ("wendake impact per CPU s", "impact_wendake_paired_per_cpu_s",
                    "paired games (1 worker)"),
                   # The share of the wall time the workers had a core.
                   ("wendake impact 1w CPU", "impact_wendake_cpu_pct_1_worker", "%"),
                   ("wendake impact 2w CPU", "impact_wendake_cpu_pct_2_workers", "%"),
                   # The share of the wall time the workers were inside a task
                   # (the rest: the scheduler's hand-overs, the last batches' tail).
                   ("wendake impact 1w busy", "impact_wendake_busy_pct_1_worker", "%"),
                   ("wendake impact 2w busy", "impact_wendake_busy_pct_2_workers", "%"),
                   # The speed-up two free cores would give, never idle.
                   ("wendake 1->2 per CPU", "impact_wendake_speedup_per_cpu", "x")),
        ),
    ),
)

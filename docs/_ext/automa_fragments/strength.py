"""The stand-ins' strength tables, from the committed results of
``python -m checker.strength`` (``docs/_data/strength.json``): each game
registers its own fragment, which the stand-ins page includes."""

from __future__ import annotations

from automa_docs import esc, lit, table


def _pct(x: object) -> str:
    return f"{100 * x:.1f}%" if isinstance(x, int | float) else "-"


def _points(x: object) -> str:
    return f"{x:.1f}" if isinstance(x, int | float) else "-"


def _number(x: object) -> float:
    return float(x) if isinstance(x, int | float) else 0.0


def strength_table(game: str) -> str:
    """The game's rows: each stand-in against its bot at each level."""
    from checker import games, registry, strength
    from checker.games import ROOT

    data = strength.read()
    rows = data.get("rows") if data else None
    mine = [r for r in rows if isinstance(r, dict) and r.get("game") == game] \
        if isinstance(rows, list) else []
    if not mine or data is None:
        return (f"No strength figures for {esc(registry.entry(game).name)} yet: run "
                f"`nox -s strength -- --game {game}`.\n")
    bot = registry.entry(game).bot
    body = []
    for r in mine:
        iv = r.get("interval")
        shown = (f"{_pct(iv[0])} to {_pct(iv[1])}" if isinstance(iv, list) and len(iv) == 2
                 else "-")
        policy = str(r["policy"])
        body.append((lit(policy) if policy in games.get(game).policies else "its one stand-in",
                     esc(str(r["level"])), str(r["games"]), str(r["wins"]),
                     _pct(r["win_rate"]), shown, _points(r["mean_score"]),
                     _points(r["mean_bot_score"])))
    lines = table(("stand-in", bot.level_noun or "level", "games", "won", "win rate",
                   "95% interval (Wilson)", "its mean score", f"{esc(bot.name)}'s mean score"),
                  body)
    seeds = mine[0].get("seeds")
    first = seeds[0] if isinstance(seeds, list) and seeds else 0
    counts = sorted({r["games"] for r in mine if isinstance(r["games"], int)})
    strongest = max(mine, key=lambda r: (_number(r.get("win_rate")),
                                         _number(r.get("mean_score"))))
    lines += ["", f"Each row: {' or '.join(map(str, counts))} games from seed {first}, "
              f"each replayable with `automa play`; for example the game in which the "
              f"strongest row's stand-in did best against {esc(bot.name)}: "
              f"`{strongest['best_margin_game']}`."]
    current = strength.sources_hash()
    commands = sorted({str(r.get("command")) for r in mine})
    versions = sorted({str(r.get("version")) for r in mine})
    digests = sorted({str(r.get("spec")) for r in mine})
    same = digests == [current]
    lines += ["", "Measured with " + "; ".join(f"`{c}`" for c in commands)
              + f" on Automa {', '.join(versions)} (rules digest "
              + ", ".join(f"`{d}`" for d in digests)
              + (", the rules these pages are built from)." if same else
                 f"; these pages are built from `{current}`: the rules have changed since, "
                 f"run `nox -s strength -- --game {game}` again)."),
              "", f"Results file: `{strength.OUT.relative_to(ROOT)}`."]
    return "\n".join(lines) + "\n"


def darwins_journey() -> str:
    return strength_table("darwins-journey")


def wendake() -> str:
    return strength_table("wendake")

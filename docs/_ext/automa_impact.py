"""What each reading changes in whole games, drawn on the Rulings pages.

For each game a small campaign of paired games is played at build time by
``checker.impact`` itself, in this process (``run_batch``, no Dask): every
seed once under the default readings and once more under each other reading
of each Ruling, the same stand-in moves in both (the stand-in the game
registers for its pages, ``docs_impact_policy``, else its default; the
config value ``automa_impact_policy`` overrides it). Per Ruling and reading,
``ruling_myst`` gives the distribution of the score difference (the reading
minus the default) for each seat, drawn with matplotlib as an inline SVG,
with the number of games and the 95% interval of the mean beside it; a
reading that changed no game says so instead of drawing an empty plot.

The campaign's records are cached in the build's doctree folder, keyed by the
game, the number of seeds and a digest of ``spec/``'s sources
(``checker.strength.sources_hash``): a rebuild with unchanged rules plays
nothing. Each game registers its campaign's size (``docs_impact_seeds`` in
``checker.registry``); the config value ``automa_impact_seeds`` (game ->
seeds, 0 to skip a game) overrides it.
"""

from __future__ import annotations

import html
import io
import json
import re
import time
from pathlib import Path
from typing import TYPE_CHECKING

from sphinx.application import Sphinx
from sphinx.util import logging

if TYPE_CHECKING:
    from checker.games import Json
    from checker.impact import Campaign
    from spec.core.rulings import AnyRuling

logger = logging.getLogger(__name__)

_STATE: dict[str, object] = {}
_CAMPAIGNS: dict[str, tuple[Campaign, list[dict[str, Json]], float]] = {}


def _configure(app: Sphinx) -> None:
    _STATE["cache"] = Path(app.doctreedir) / "automa-impact"
    _STATE["seeds"] = dict(app.config.automa_impact_seeds)
    _STATE["policy"] = dict(app.config.automa_impact_policy)
    _CAMPAIGNS.clear()


def _override(setting: str, game: str) -> object:
    """The game's entry in a config value (``automa_impact_seeds``,
    ``automa_impact_policy``), or None where it has none."""
    given = _STATE.get(setting)
    return given.get(game) if isinstance(given, dict) else None


def seeds_for(game: str) -> int:
    """The campaign's seeds: as the game registers them
    (``docs_impact_seeds``), unless ``automa_impact_seeds`` says otherwise."""
    from checker import registry

    value = _override("seeds", game)
    return value if isinstance(value, int) else registry.entry(game).docs_impact_seeds


def campaign_for(game: str) -> Campaign:
    """The campaign drawn for a game: against its bot where the game is for
    several (at the bot's first level), else the game's default setting;
    the stand-in the game registers for it (``docs_impact_policy``), else
    its default; the default ruleset; every other reading."""
    from checker import impact, registry
    from checker.commands import parse_ruleset, seat_count

    adapter = impact._game(game)
    entry = registry.entry(game)
    solo = bool(entry.player_counts and entry.bot.levels)
    policy = policy_for(game)
    level, players, seats = seat_count(adapter, None, solo, None, policy)
    base = parse_ruleset(None)
    return impact.Campaign(game, level, players, solo, seats, policy, base.ruleset.value, None,
                           impact.pairs_of(game, [], base))


def policy_for(game: str) -> str | None:
    """The campaign's stand-in, as ``--policy`` would name it: the game's
    ``docs_impact_policy``, unless ``automa_impact_policy`` says otherwise
    ("" there for the game's default); None for the default."""
    from checker import registry

    value = _override("policy", game)
    name = value if isinstance(value, str) else registry.entry(game).docs_impact_policy
    return name or None


def records_for(game: str) -> tuple[Campaign, list[dict[str, Json]], float]:
    """The campaign, its per-seed records, and the seconds it took to play
    them here (0 when read from the cache)."""
    if game in _CAMPAIGNS:
        return _CAMPAIGNS[game]
    from checker.impact import FORMAT, run_batch
    from checker.strength import sources_hash
    from spec import __version__

    c = campaign_for(game)
    n = seeds_for(game)
    cache = _STATE.get("cache")
    # The records' format is the checker's: a new one is played anew.
    key = f"{game}-{n}-{__version__}-f{FORMAT}-{sources_hash()}.json"
    path = cache / key if isinstance(cache, Path) else None
    records: list[dict[str, Json]] | None = None
    if path is not None and path.is_file():
        try:
            loaded = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            loaded = None
        if isinstance(loaded, dict) and loaded.get("campaign") == c.identity() and \
                isinstance(loaded.get("records"), list):
            records = [r for r in loaded["records"] if isinstance(r, dict)]
    seconds = 0.0
    if records is None:
        start = time.perf_counter()
        records = run_batch(c, range(n)) if n > 0 else []
        seconds = time.perf_counter() - start
        logger.info("automa: %s: %d paired seeds played for the Rulings plots in %.1fs",
                    game, n, seconds)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps({"campaign": c.identity(), "records": records}),
                            encoding="utf-8")
    _CAMPAIGNS[game] = (c, records, seconds)
    return _CAMPAIGNS[game]


def _differences(records: list[dict[str, Json]], key: str, seats: int) -> list[list[float]]:
    """Per seat, each game's score under the reading minus under the default:
    what the histograms draw (the counts and intervals are the table's)."""
    out: list[list[float]] = [[] for _ in range(seats)]
    for rec in records:
        readings = rec.get("readings")
        scores = rec.get("scores")
        if "error" in rec or not isinstance(readings, dict) or not isinstance(scores, list):
            continue
        other = readings.get(key)
        if not isinstance(other, dict) or "error" in other:
            continue
        theirs = other.get("scores")
        if not isinstance(theirs, list):
            continue
        for i in range(seats):
            a, b = scores[i], theirs[i]
            if isinstance(a, int | float) and isinstance(b, int | float):
                out[i].append(float(b) - float(a))
    return out


def _rows(c: Campaign, rid: str, records: list[dict[str, Json]]) -> dict[str, dict[str, Json]]:
    """The impact table's row of each other reading of Ruling ``rid``, as
    `automa impact` gives it for these records, by reading."""
    from dataclasses import replace

    from checker.impact import summarize

    table = summarize(replace(c, pairs=tuple(p for p in c.pairs if p[0] == rid)), records)
    rulings = table["rulings"]
    assert isinstance(rulings, list)
    return {str(x["reading"]): x for row in rulings if isinstance(row, dict)
            and isinstance(row["readings"], list) for x in row["readings"]
            if isinstance(x, dict)}


def _effect_text(seat: str, effect: Json) -> str:
    """A seat's mean score difference and its 95% interval, from the table."""
    if isinstance(effect, dict):
        mean, iv = effect.get("mean"), effect.get("interval")
        if isinstance(mean, float | int) and isinstance(iv, list):
            low, high = (v for v in iv if isinstance(v, float | int))
            return f"{seat} {_signed(mean)} [{_signed(low)}, {_signed(high)}]"
    return f"{seat}: too few games"


def _seats(records: list[dict[str, Json]]) -> list[str]:
    for rec in records:
        seats = rec.get("seats")
        if isinstance(seats, list):
            return [str(s) for s in seats]
    return []


_IDS = re.compile(r'\b(id|xlink:href|href|clip-path)="(#?)(url\(#)?([^")]+)(\)?)"')


def plot_svg(ruling: str, reading: str, seats: list[str], diffs: list[list[float]],
             alt: str) -> str:
    """One histogram per seat of the score differences, side by side, as an
    SVG to put inline: text kept as text, no date, ids unique to the reading
    (several charts share a page), and the alt text as its accessible name."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    salt = f"{ruling}={reading}"
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": salt,
                                "font.size": 8}):
        fig, axes = plt.subplots(1, len(seats), figsize=(2.6 * len(seats), 1.9),
                                 squeeze=False, sharey=True)
        for ax, seat, values in zip(axes[0], seats, diffs):
            lo, hi = (min(values), max(values)) if values else (0.0, 0.0)
            # One bar per whole point where the spread is small, else about 20.
            width = max(1.0, (hi - lo) / 20)
            edges = [lo - 0.5 + k * width for k in range(int((hi - lo) / width) + 2)]
            ax.hist(values, bins=edges, color="#4a78b0", edgecolor="white", linewidth=0.4)
            ax.axvline(0, color="#444444", linewidth=0.6)
            ax.set_title(seat, fontsize=8)
            ax.set_xlabel("score difference", fontsize=7)
            ax.tick_params(labelsize=7)
        axes[0][0].set_ylabel("games", fontsize=7)
        fig.tight_layout()
        buffer = io.StringIO()
        fig.savefig(buffer, format="svg", metadata={"Date": None, "Creator": None})
        plt.close(fig)
    svg = buffer.getvalue()
    svg = svg[svg.index("<svg"):]
    # Element ids made unique on the page: matplotlib numbers them per chart.
    prefix = re.sub(r"[^A-Za-z0-9]+", "-", salt) + "-"
    svg = _IDS.sub(lambda m: f'{m[1]}="{m[2]}{m[3] or ""}{prefix}{m[4]}{m[5]}"'
                   if m[1] == "id" or m[2] or m[3] else m[0], svg)
    # Only the ids something refers to are kept; the metadata and the
    # indentation go: a page holds dozens of these charts.
    used = set(re.findall(r'(?:xlink:href="#|url\(#)([^")]+)', svg))
    svg = re.sub(r'\s+id="([^"]+)"', lambda m: m[0] if m[1] in used else "", svg)
    svg = re.sub(r"<metadata>.*?</metadata>", "", svg, flags=re.S)
    svg = re.sub(r"\s*\n\s*", " ", svg).replace("> <", "><")
    label = html.escape(alt, quote=True)
    svg = svg.replace("<svg ", f'<svg role="img" aria-label="{label}" '
                      'style="max-width: 100%; height: auto" ', 1)
    end = svg.index(">", svg.index("<svg")) + 1
    return svg[:end] + f"<title>{html.escape(alt)}</title>" + svg[end:]


def _signed(x: float) -> str:
    return f"{x:+.2f}"


def ruling_myst(game: str, r: AnyRuling) -> list[str]:
    """The Rulings page's section on what each other reading of ``r``
    changes in the game's small campaign."""
    n = seeds_for(game)
    lines = ["### What each reading changes in whole games", ""]
    if n <= 0:
        return lines + ["No campaign is played for this game in this build "
                        "(`automa_impact_seeds`).", ""]
    c, records, _ = records_for(game)
    ok = [rec for rec in records if "error" not in rec]
    seats = _seats(ok)
    from checker import games, registry

    bot = registry.entry(game).bot
    level = c.level or bot.default_level
    noun = bot.level_noun or "level"
    against = f"against {bot.name}" + (f", {level} {noun}" if level else "")
    policies = games.get(game).policies
    stand_in = c.policy_arg or (policies[0] if policies else "")
    who = f"the `{stand_in}` stand-in" if stand_in else "its stand-in"
    lines += [f"{len(ok)} seeded games ({against}; {who}; the {c.ruleset} ruleset), each played again under every other reading: the same seed and "
              f"the same stand-in moves, so a difference is the reading's alone. The "
              f"campaign is small, to keep the docs build short; "
              f"`automa impact {game}{' --solo' if c.solo else ''}"
              f"{f' --policy {c.policy_arg}' if c.policy_arg else ''} --ruling {r.id} --games 1000` "
              f"plays a larger one.", ""]
    # What a changed "winner" is in this game: who wins, or the mark a
    # solo score earns where nothing scores against you (Woodcraft).
    winner_is = str(ok[0].get("winner_is", "who wins")) if ok else "who wins"
    verdict = "the winner" if winner_is == "who wins" else winner_is.split(" (")[0]
    winners = {str(rec.get("winner")) for rec in ok}
    if len(ok) > 1 and len(winners) == 1 and verdict == "the winner":
        # A stand-in that never wins leaves a winner count with little to say.
        lines += [f"Under the readings in force, {winners.pop()} wins all {len(ok)} of these "
                  "games, so the winner changes only where a reading turns a game around: a "
                  "count of 0 below says little about real play "
                  "({ref}`how strong the stand-ins are <stand-ins>`).", ""]
    others = [o for o in r.options if o.id != c.base()(r).value]
    rows = _rows(c, r.id, ok)
    for o in others:
        row = rows.get(o.id)
        if row is None:
            continue
        changed, flipped, games_n = (row["result_changed_games"], row["winner_changed_games"],
                                     row["games"])
        flips = row["winner_changed_interval"]
        assert isinstance(changed, int) and isinstance(flipped, int) and isinstance(games_n, int)
        lines += [f"**{o.id}** against the default", ""]
        if changed == 0:
            lines += [f"No change in {games_n} games: every game ends with the same result "
                      "under both readings.", ""]
            continue
        effects = row["score_effect"]
        assert isinstance(effects, dict) and isinstance(flips, list)
        parts = [_effect_text(seat, effects.get(seat)) for seat in seats]
        diffs = _differences(ok, f"{r.id}={o.id}", len(seats))
        alt = (f"Histograms of the final score difference, {o.id} minus the default, for "
               f"each seat ({', '.join(seats)}), over {games_n} paired games of {game}; "
               f"{changed} games changed. Mean difference and 95% interval: "
               + "; ".join(parts) + ".")
        lines += ["```{raw} html",
                  '<figure class="automa-impact">',
                  plot_svg(r.id, o.id, seats, diffs, alt),
                  "</figure>",
                  "```", ""]
        low, high = (float(v) if isinstance(v, float | int) else 0.0 for v in flips)
        lines += [f"N = {games_n} games; the result changes in {changed} "
                  f"({100 * changed / games_n:.0f}%), {verdict} in {flipped} (95% interval "
                  f"{100 * low:.1f}% to {100 * high:.1f}% of games). Mean score "
                  f"difference ({o.id} minus default) with its 95% interval: "
                  + "; ".join(parts) + ".", ""]
    return lines


def cost(game: str) -> float:
    """Seconds this build spent playing the game's campaign (0 if cached)."""
    return _CAMPAIGNS[game][2] if game in _CAMPAIGNS else 0.0


def setup(app: Sphinx) -> None:
    """Called from ``automa_docs.setup``: the config value and the cache folder."""
    app.add_config_value("automa_impact_seeds", {}, "env", types=(dict,))
    app.add_config_value("automa_impact_policy", {}, "env", types=(dict,))
    app.connect("builder-inited", _configure, priority=400)

"""Running Hypothesis for the property suites of every game.

A property is a function from an example to a complaint ("" when the example
is fine). ``search`` looks for an example with a complaint and returns the
smallest one Hypothesis found; ``hold`` turns a complaint into an
AssertionError, for invariants that must never break.

Runs are reproducible: examples are derandomized, no example database is
kept, Hypothesis's own cache goes to a temporary folder rather than the
user's working directory, and the examples do not depend on which of the
other games happen to be loaded (see ``game_constants_only``).
"""

from __future__ import annotations

import copy
import sys
import tempfile
from pathlib import Path
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Generic, TypeVar

from hypothesis import HealthCheck, Phase, Verbosity, example, given, settings
from hypothesis import configuration as hypothesis_configuration
from hypothesis import strategies as st

from spec.core.rulings import Rulings

T = TypeVar("T")


@contextmanager
def private_storage() -> Iterator[None]:
    """Point Hypothesis's cache at a temporary folder for the duration.

    Even with no example database, Hypothesis caches constants it reads from
    local source files under ``./.hypothesis``; `automa check` must not leave
    that behind in whatever folder the user ran it from.
    """
    before = hypothesis_configuration.storage_directory(intent_to_write=False).home_directory
    with tempfile.TemporaryDirectory(prefix="automa-hypothesis-") as folder:
        hypothesis_configuration.set_hypothesis_home_dir(folder)
        try:
            yield
        finally:
            hypothesis_configuration.set_hypothesis_home_dir(before)


def _games() -> set[str]:
    """The games the spec holds: its packages other than ``core``."""
    import spec

    root = Path(spec.__file__).parent
    return {p.name for p in root.iterdir() if (p / "__init__.py").exists()} - {"core"}


@contextmanager
def game_constants_only(game: str | None) -> Iterator[None]:
    """For the duration, let Hypothesis draw only the constants of the
    project's shared code and of ``game``'s own modules, not those of other
    games (nor of any other local code, such as the docs' extensions).

    Hypothesis reads the literals of every module loaded from outside
    site-packages and now and then draws one of them, so the examples (and
    the witnesses) would change with which other games happen to be loaded
    (checking one game or all of them, or under pytest) and with every edit
    to another game's code. This uses a private hook of Hypothesis; if a
    version lacks it, nothing changes.
    """
    try:
        from hypothesis.internal.conjecture import providers
        from hypothesis.internal.constants_ast import (
            Constants,
            constants_from_module,
            is_local_module_file,
        )
    except ImportError:
        yield
        return
    hook = getattr(providers, "_get_local_constants", None)
    cache = getattr(getattr(providers, "CONSTANTS_CACHE", None), "cache", None)
    if hook is None or not isinstance(cache, dict):
        yield
        return
    template = getattr(providers, "_local_constants", None)
    if template is None:
        yield
        return
    others = _games() - {game}
    # Hypothesis's own sorted sets, emptied: their order makes draws
    # independent of hash seeds.
    pool: Constants = copy.deepcopy(template)
    for kind in ("integers", "floats", "bytes", "strings"):
        getattr(pool, kind).clear()
    seen: set[str] = set()

    def constants() -> Constants:
        # Like Hypothesis: modules loaded since the last call add theirs.
        if len(seen) != len(sys.modules):
            grown = False
            for name, module in list(sys.modules.items()):
                if name in seen:
                    continue
                seen.add(name)
                path = getattr(module, "__file__", None)
                parts = name.split(".")
                if (isinstance(path, str) and parts[0] in ("spec", "checker")
                        and not others & set(parts) and is_local_module_file(path)):
                    before = len(pool)
                    for value in constants_from_module(module):
                        pool.add(value)
                    grown = grown or len(pool) > before
            if grown:
                cache.clear()
        return pool

    setattr(providers, "_get_local_constants", constants)
    # Cached choices were computed from the full pool.
    cache.clear()
    try:
        yield
    finally:
        setattr(providers, "_get_local_constants", hook)
        cache.clear()


def search_settings(max_examples: int) -> settings:
    return settings(
        max_examples=max_examples,
        # Whole games take a few milliseconds each; a slow example is not a
        # failure here, and neither is a strategy Hypothesis finds slow.
        deadline=None,
        suppress_health_check=list(HealthCheck),
        # The same examples on every run and every machine, so that CI and a
        # user see the same findings; found cases live on as witness files,
        # not in an example database.
        derandomize=True,
        database=None,
        # Findings are reported by the checker, never printed by Hypothesis
        # (`automa check --json` must print JSON only).
        verbosity=Verbosity.quiet,
        print_blob=False,
        # One witness per search: the smallest failure, with no time spent
        # on a second bug or on explaining the first.
        report_multiple_bugs=False,
        phases=(Phase.explicit, Phase.generate, Phase.shrink),
    )


@dataclass(frozen=True)
class Search(Generic[T]):
    """What a search found: the smallest failing example and why it fails."""

    examples: int
    failure: tuple[T, str] | None


def search(strategy: st.SearchStrategy[T], problem: Callable[[T], str],
           max_examples: int, explicit: Sequence[T] = (), game: str | None = None,
           ) -> Search[T]:
    """Look for an example on which ``problem`` returns a complaint.

    ``problem`` returns "" when the example is fine. A crash inside it counts
    as a complaint, so that a spec exception is shrunk like any other
    failure. Hypothesis replays the smallest failing example last, so the
    last one recorded is the witness. ``explicit`` examples run first, as
    with ``@example``: known cases frozen as regressions. ``game`` names the
    game searched, whose constants Hypothesis may draw (with the shared
    code's; see ``game_constants_only``).
    """
    failures: list[tuple[T, str]] = []
    runs = 0

    def test(value: T) -> None:
        nonlocal runs
        runs += 1
        try:
            reason = problem(value)
        except Exception as e:  # noqa: BLE001 - any spec crash is a failure to shrink
            reason = f"the spec raised {type(e).__name__}: {e}"
        if reason:
            failures.append((value, reason))
            raise AssertionError(reason)

    run = given(strategy)(test)
    for value in reversed(explicit):
        run = example(value)(run)
    run = search_settings(max_examples)(run)
    with private_storage(), game_constants_only(game):
        try:
            run()
        except AssertionError:
            if not failures:
                raise
    return Search(runs, failures[-1] if failures else None)


def hold(strategy: st.SearchStrategy[T], problem: Callable[[T], str], max_examples: int,
         describe: Callable[[T], str] = repr, game: str | None = None) -> int:
    """Check an invariant; raise AssertionError with the smallest counterexample,
    told by ``describe``. Returns the number of examples run."""
    found = search(strategy, problem, max_examples, game=game)
    if found.failure is not None:
        value, reason = found.failure
        raise AssertionError(f"{reason} (smallest example: {describe(value)})")
    return found.examples


def describe_rulings(rulings: Rulings) -> str:
    if not rulings.chosen:
        return "default readings"
    return "readings " + ", ".join(f"{rid}={oid}" for rid, oid in rulings.chosen)

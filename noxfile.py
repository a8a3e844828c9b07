"""Developer sessions. `nox` alone runs tests, typecheck and docs.

    nox -s tests       the pytest suite (which also runs mypy and the docs build)
    nox -s typecheck   mypy --strict over spec, checker and tests
    nox -s docs        the Sphinx site, warnings as errors, into docs/_build/html
    nox -s check       automa check --quick on every game
    nox -s bench       the speed targets, printed as figures
    nox -s strength    each stand-in's win rate against each bot (docs/_data/strength.json)
    nox -s mutate      mutation testing of the spec, sampled: do the tests notice?
    nox -s golden      re-record the examples' golden traces (review the diff!)
"""

from __future__ import annotations

import nox

nox.options.sessions = ["tests", "typecheck", "docs"]
nox.options.reuse_existing_virtualenvs = True


def _install(session: nox.Session) -> None:
    session.install("-e", ".[test]")


@nox.session
def tests(session: nox.Session) -> None:
    _install(session)
    session.run("pytest", *session.posargs)


@nox.session
def typecheck(session: nox.Session) -> None:
    _install(session)
    session.run("mypy")


@nox.session
def docs(session: nox.Session) -> None:
    _install(session)
    session.run("sphinx-build", "-W", "--keep-going", "-b", "html", "docs", "docs/_build/html")


@nox.session
def check(session: nox.Session) -> None:
    _install(session)
    session.run("automa", "check", "--quick", *session.posargs)


@nox.session
def bench(session: nox.Session) -> None:
    _install(session)
    session.run("python", "-m", "checker.bench", *session.posargs)


@nox.session
def strength(session: nox.Session) -> None:
    _install(session)
    session.run("python", "-m", "checker.strength", *session.posargs)


@nox.session
def mutate(session: nox.Session) -> None:
    _install(session)
    session.run("python", "-m", "checker.mutate", *session.posargs)


@nox.session
def golden(session: nox.Session) -> None:
    _install(session)
    session.run("pytest", "tests/checker/test_examples.py", env={"AUTOMA_UPDATE_GOLDEN": "1"})

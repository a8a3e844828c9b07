"""`automa new`: a skeleton for every decision of every game reads and decides,
its commented [expect] is the answer it gets, and no file is overwritten."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker import games
from checker.skeleton import skeleton

from .run_cli import automa

# A whole solo game of Darwin's Journey needs Alfred's board named, and no
# worked example asks for one (its trace would be a whole game): `automa
# new` says what to add instead of guessing a board.
NO_SKELETON = {("darwins-journey", "solo-game")}
KINDS = [(g, k) for g in games.names() for k in games.get(g).kinds
         if (g, k) not in NO_SKELETON]


def _expect_uncommented(text: str) -> str:
    head, _, tail = text.partition("# [expect]\n")
    return head + "[expect]\n" + "".join(line[2:] + "\n" for line in tail.splitlines())


@pytest.mark.parametrize("game, kind", KINDS, ids=[f"{g}-{k}" for g, k in KINDS])
def test_every_skeleton_decides_and_its_expect_holds(game: str, kind: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    text = skeleton(game, kind)
    path = tmp_path / "new.toml"
    path.write_text(text)
    code, out, err = automa(capsys, "decide", str(path))
    assert code == 0 and out, err
    # Uncommented, the answer it shows is the one the spec gives: a file a
    # user edits starts from a true [expect].
    path.write_text(_expect_uncommented(text))
    code, out, err = automa(capsys, "decide", str(path))
    assert code == 0 and "[expect]: checked, holds" in out, err


@pytest.mark.parametrize("game, kind", sorted(NO_SKELETON))
def test_a_decision_no_skeleton_can_ask_says_what_is_missing(
        game: str, kind: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = automa(capsys, "new", game, kind)
    assert code == 2 and "a bare file cannot ask" in err and "give solo = one of" in err


def test_new_writes_a_file_once_and_never_overwrites(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mine.toml"
    assert automa(capsys, "new", "woodcraft", "solo-card", str(path))[0] == 0
    assert path.read_text().startswith("# A Woodcraft solo situation")
    path.write_text("my own notes\n")
    code, _, err = automa(capsys, "new", "woodcraft", "solo-card", str(path))
    assert code == 2 and "never overwrites" in err
    assert path.read_text() == "my own notes\n"


def test_new_lists_decisions_and_suggests_a_near_miss(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = automa(capsys, "new", "wendake")
    assert code == 0 and all(k in out for k in games.get("wendake").kinds)
    code, out, _ = automa(capsys, "new", "darwins-journey")
    # Each decision names a bundled example of it, or says it has none.
    for k in games.get("darwins-journey").kinds:
        line = next(x for x in out.splitlines() if x.split()[:1] == [k])
        assert "e.g. examples/darwins-journey/" in line or "(no bundled example)" in line
    code, _, err = automa(capsys, "new", "wendake", "ghost-trun")
    assert code == 2 and "did you mean 'ghost-turn'?" in err

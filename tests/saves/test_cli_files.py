"""Files and folders named on the command line: one clear line and exit code 2 before any
window opens, never a traceback or a hang; ``simulate`` lists each game once even when its
save cannot be written."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from finspan.app import launch
from finspan.cli import main
from finspan.engine import Game, Setup, position_text
from finspan.saves import SaveError, SaveStore


@pytest.fixture
def no_window(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Replace the window run; records the arguments it was given."""
    runs: list[Any] = []
    monkeypatch.setattr(launch, "run", lambda args: runs.append(args) or 0)
    return runs


def one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("finspan: ") and "Traceback" not in err
    return err


def test_a_screenshot_into_a_missing_folder_gives_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "no" / "such" / "shot.png"
    assert main(["--screenshot", str(target), "--scene", "title"]) == 2
    assert "does not exist" in one_line(capsys)
    assert not target.parent.exists()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("week = ", "not valid TOML"),
        ('format = "finspan-position/1"\nseed = -4\n[[player]]\nname = "A"\n', "seed"),
        (b"\xff\xfe", "not UTF-8"),
    ],
)
def test_a_bad_position_file_is_refused_before_the_window_opens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_window: list[Any],
    content: str | bytes, problem: str,
) -> None:  # fmt: skip
    path = tmp_path / "bad.toml"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    assert main(["--position", str(path)]) == 2
    assert problem in one_line(capsys)
    assert no_window == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes need POSIX")
def test_a_named_pipe_as_the_position_file_is_refused_without_waiting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_window: list[Any]
) -> None:
    pipe = tmp_path / "pos.toml"
    os.mkfifo(pipe)
    assert main(["--position", str(pipe)]) == 2
    assert "named pipe" in one_line(capsys) and no_window == []


def test_a_good_position_file_is_loaded_once_and_handed_to_the_window(
    tmp_path: Path, no_window: list[Any]
) -> None:
    game = Game(Setup.multiplayer(2), 8)
    path = tmp_path / "good.toml"
    path.write_text("\ufeff" + position_text(game), encoding="utf-8")  # a BOM is fine
    assert main(["--position", str(path)]) == 0
    (args,) = no_window
    assert args.position_game.players[0].hand == game.players[0].hand


def test_simulate_into_a_folder_that_cannot_be_made_gives_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    code = main(["simulate", "--players", "2", "--games", "2", "--seed", "1",
                 "--save-dir", str(blocker / "saves")])  # fmt: skip
    assert code == 2
    assert "cannot be created" in one_line(capsys)


def test_simulate_lists_each_game_once_when_its_save_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(self: SaveStore, game: Game, name: str) -> Path:
        raise SaveError(self.directory / f"{name}.json", "could not be written (disk full)")

    monkeypatch.setattr(SaveStore, "write_game", refuse)
    code = main(["simulate", "--players", "2", "--games", "3", "--seed", "1",
                 "--save-dir", str(tmp_path / "saves")])  # fmt: skip
    out = capsys.readouterr().out
    assert code == 1
    for seed in (1, 2, 3):
        (line,) = [x for x in out.splitlines() if x.startswith(f"  seed {seed}:")]
        assert "scores" in line and "NOT SAVED" in line and "disk full" in line
    assert out.startswith("3 games, 0 errors")


def test_a_screenshot_onto_a_folder_gives_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_window: list[Any]
) -> None:
    assert main(["--screenshot", str(tmp_path)]) == 2
    assert "is a folder" in one_line(capsys) and no_window == []

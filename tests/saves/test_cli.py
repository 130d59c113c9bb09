"""The command line's save commands: ``finspan save-info`` and ``simulate --save-dir``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from finspan.cli import main
from finspan.saves import SCHEMA_VERSION, SaveStore, load_file

from .conftest import finished_game, game_after


def test_save_info_prints_a_json_summary_and_exits_0(
    store: SaveStore, capsys: pytest.CaptureFixture[str]
) -> None:
    game = game_after("solo with Ravel", 3, 40)
    path = store.save_named(game, "Solo")
    assert main(["save-info", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["schema_version"] == SCHEMA_VERSION and out["game"] == "finspan"
    assert out["mode"] == "solo difficulty 3 (Ravel 3)"
    assert out["players"] == ["Player", "Nautoma"]
    assert out["week"] == game.week
    assert out["scores"] == [game.outcome().totals[0], game.outcome().totals[1]]
    assert out["phase"] == "play" and out["winners"] is None and out["kind"] == "named"


def test_save_info_of_a_finished_game_names_the_winners(
    store: SaveStore, capsys: pytest.CaptureFixture[str]
) -> None:
    game = finished_game("4 players, board B", 5)
    assert main(["save-info", str(store.write_game(game, "done"))]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["phase"] == "over" and out["winners"] == list(game.outcome().winners)
    assert out["mode"] == "4 players" and out["board"] == "B" and out["kind"] == "final"


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b'{"schema_version": 1, "kind": "named"', "is truncated"),
        (b"\x89PNG\r\n\x1a\n", "is corrupt"),
        (b'{"schema_version": 99}', "made by a newer version of Finspan"),
        (b"[]", "is not a Finspan save"),
        (b'{"schema_version": 1, "kind": "named"}', "field app_version: is missing"),
    ],
)
def test_save_info_of_a_broken_file_prints_one_line_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, problem: str
) -> None:
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    assert main(["save-info", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"finspan: {path}: ") and problem in lines[0]


def test_save_info_of_a_missing_file_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["save-info", str(tmp_path / "nope.json")]) == 2
    assert capsys.readouterr().err == f"finspan: {tmp_path / 'nope.json'}: does not exist\n"


def test_simulate_writes_a_loadable_final_save_per_game_named_by_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "sim"
    argv = ["simulate", "--solo", "--difficulty", "2", "--ravel", "2", "--games", "3"]
    assert main([*argv, "--seed", "40", "--json", "--save-dir", str(folder)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert sorted(p.name for p in folder.iterdir()) == [
        "seed-40.json",
        "seed-41.json",
        "seed-42.json",
    ]
    for r in result["results"]:
        loaded = load_file(folder / f"seed-{r['seed']}.json")
        assert loaded.game.is_over and loaded.model.kind == "final"
        assert len(loaded.game.history) == r["decisions"]
        assert [s["total"] for s in r["scores"]] == loaded.summary.scores
        assert main(["save-info", str(loaded.path)]) == 0
        assert json.loads(capsys.readouterr().out)["winners"] == r["winners"]
    assert [e.file_name for e in SaveStore(folder).list_saves() if not e.broken]

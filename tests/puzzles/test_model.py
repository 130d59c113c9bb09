"""The puzzle file: its shape, how it is read, and what a bad file says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from finspan.puzzles.model import (
    FORMAT,
    PuzzleFileError,
    dump_puzzles,
    parse_puzzles,
    read_puzzles,
    shipped,
)

from .helpers import small_file, some


def test_the_shipped_file_holds_at_least_300_puzzles_of_flip_and_ids_match_their_game() -> None:
    found = shipped()
    assert len(found.of_game("flip")) >= 300
    assert len(found.of_game("finspan")) >= 1
    for p in found.puzzles:
        assert p.id.startswith(p.game + "-")
        assert p.themes and p.solution and 100 <= p.rating <= 4000


def test_a_file_written_reads_back_to_the_same_puzzles(tmp_path: Path) -> None:
    puzzles = some("flip") + some("finspan")
    path = small_file(tmp_path, puzzles)
    again = read_puzzles(path)
    assert again.format == FORMAT
    assert sorted(again.puzzles, key=lambda p: p.id) == sorted(puzzles, key=lambda p: p.id)
    assert dump_puzzles(again.puzzles, {}) == path.read_text("utf-8")


def test_a_file_that_is_not_json_says_so_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "finspan-puzzles/1", "puzzles": [', encoding="utf-8")
    with pytest.raises(PuzzleFileError, match=r"bad\.json is not valid JSON") as err:
        read_puzzles(path)
    assert "\n" not in str(err.value)


def test_a_wrong_field_is_named_with_its_place(tmp_path: Path) -> None:
    data = json.loads(small_file(tmp_path, some("flip", 2)).read_text("utf-8"))
    data["puzzles"][1]["rating"] = "hard"
    with pytest.raises(PuzzleFileError, match=r"puzzles\.1\.rating: Input should be a valid int"):
        parse_puzzles(json.dumps(data))


def test_a_solution_that_is_not_strictly_best_is_refused() -> None:
    data = json.loads(dump_puzzles(some("flip", 1), {}))
    data["puzzles"][0]["check"]["next_best"] = data["puzzles"][0]["check"]["best"]
    with pytest.raises(PuzzleFileError, match="not strictly the best"):
        parse_puzzles(json.dumps(data))


def test_unknown_keys_duplicate_ids_and_missing_files_are_refused(tmp_path: Path) -> None:
    data = json.loads(dump_puzzles(some("flip", 1), {}))
    data["puzzles"][0]["extra"] = 1
    with pytest.raises(PuzzleFileError, match="extra: Extra inputs are not permitted"):
        parse_puzzles(json.dumps(data))
    data["puzzles"][0].pop("extra")
    data["puzzles"].append(data["puzzles"][0])
    with pytest.raises(PuzzleFileError, match="two puzzles have the id"):
        parse_puzzles(json.dumps(data))
    with pytest.raises(PuzzleFileError, match="no such file"):
        read_puzzles(tmp_path / "none.json")


def test_a_deeply_nested_file_is_refused_before_parsing() -> None:
    with pytest.raises(PuzzleFileError, match="nested too deeply"):
        parse_puzzles("[" * 50 + "]" * 50)

"""Puzzles for the tests: the shipped ones, and a small file of a few of them."""

from __future__ import annotations

from pathlib import Path

from finspan.puzzles.model import Puzzle, dump_puzzles, shipped


def some(game: str, n: int = 3) -> list[Puzzle]:
    """The first ``n`` shipped puzzles of ``game``."""
    return shipped().of_game(game)[:n]


def small_file(folder: Path, puzzles: list[Puzzle]) -> Path:
    path = folder / "puzzles.json"
    path.write_text(dump_puzzles(puzzles, {}), encoding="utf-8")
    return path

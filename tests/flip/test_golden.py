"""Whole games compared with their golden transcripts (see `tests.flip.golden_games` for
what they hold and how to write them again after an intended rule change)."""

from __future__ import annotations

import difflib

import pytest

from .golden_games import FOLDER, GAMES, transcript


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_whole_game_matches_its_golden_transcript(name):
    setup, seed = GAMES[name]
    expected = (FOLDER / f"{name}.txt").read_text(encoding="utf-8")
    actual = transcript(setup, seed)
    if actual != expected:
        diff = difflib.unified_diff(
            expected.splitlines(), actual.splitlines(), "golden", "now", lineterm="", n=2
        )
        pytest.fail("the game differs from its transcript:\n" + "\n".join(list(diff)[:60]))

"""Stable names and seeds: a puzzle's id from its content, a run's deals from its seed, and
a day's seed from its date. Every hash is sha256 (never Python's ``hash``, which changes
from one process to the next)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence


def digest(*parts: str) -> bytes:
    """sha256 of the parts joined by newlines."""
    return hashlib.sha256("\n".join(parts).encode("utf-8")).digest()


def puzzle_id(game: str, position: str, solution: Sequence[str]) -> str:
    """'flip-3fa9c2d1': the game and 8 hex digits of the position and solution's hash."""
    return f"{game}-{digest(game, position, *solution).hex()[:8]}"


def deal_seed(seed: int, index: int) -> int:
    """The deal of game ``index`` of a generation run from ``seed`` (63 bits)."""
    return int.from_bytes(digest("deal", str(seed), str(index))[:8], "big") >> 1

"""The New game screen's fields, checked without pygame: the seed and the seats' names.

Pure functions (but `random_seed`, which asks the operating system); `SetupScene` shows their
messages beside the fields.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

#: Seeds are whole numbers from 0 to this (the engine's generator keeps 64 bits).
MAX_SEED = 2**64 - 1
DIFFICULTY_WORDS: dict[int, str] = {1: "1 · easiest", 2: "2 · recommended", 5: "5 · hardest"}


def random_seed() -> int:
    """A fresh seed from the operating system's generator (never the engine's)."""
    return random.SystemRandom().randrange(2**32)


def parse_seed(text: str) -> tuple[int | None, str | None]:
    """``(seed, None)`` for a valid seed text, ``(None, None)`` for blank (= random), or
    ``(None, message)`` for anything else. Pure."""
    text = text.strip()
    if not text:
        return None, None
    if not (text.isascii() and text.isdigit()):
        return None, "The seed must be a whole number such as 1234 (or blank for a random game)."
    seed = int(text)
    if seed > MAX_SEED:
        return None, "That seed is too large: use at most 20 digits."
    return seed, None


def name_errors(names: Sequence[str], reserved: Sequence[str] = ()) -> dict[int, str]:
    """A message per seat index whose name is empty, a repeat of an earlier seat's name
    (ignoring case and spaces at the ends) or one of ``reserved``. Pure."""
    errors: dict[int, str] = {}
    seen: dict[str, int] = {}
    taken = {r.casefold() for r in reserved}
    for i, name in enumerate(names):
        key = name.strip().casefold()
        if not key:
            errors[i] = "Enter a name."
        elif key in taken:
            errors[i] = f"{name.strip()} is Nautoma's name; choose another."
        elif key in seen:
            errors[i] = f"Player {seen[key] + 1} already has this name."
        else:
            seen[key] = i
    return errors


def difficulty_words(level: int) -> str:
    """The words beside a difficulty level on the New game screen."""
    return DIFFICULTY_WORDS.get(level, str(level))

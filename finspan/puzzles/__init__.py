"""Puzzles and the game of the day, for both games: the engine and command-line side (no
screens, no pygame)."""

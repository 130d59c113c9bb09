"""The names the headless commands accept, kept apart so that building the ``finspan``
command line imports nothing else of the package."""

from __future__ import annotations

#: The computer players' levels.
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
#: The policies of ``finspan flip simulate``: "greedy" frees the most this turn (no
#: look-ahead, no loss avoidance), "hint" is the hint's search (Hard).
POLICIES: tuple[str, ...] = ("random", "greedy", "hint")
#: The entrants of ``finspan flip tournament``.
ENTRANTS: tuple[str, ...] = (*LEVELS, "greedy", "random")
#: ``--difficulty``: the cooperative waste; "advanced" is the difficult mix with metal and oil.
DIFFICULTIES: tuple[str, ...] = ("normal", "difficult", "advanced")

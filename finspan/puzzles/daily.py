"""The game of the day: one deal per game and date, the same for everybody, and the line a
player shares (without spoilers).

The seed is the first 8 bytes of sha256 of ``"<game>:<YYYY-MM-DD>"`` (never Python's
``hash``, which changes from one process to the next), less its lowest bit: a whole number
below 2**63. The setup is fixed per game: Finspan solo against Nautoma at difficulty
`FINSPAN_DIFFICULTY` (side A, no Ravel); Fish'n'Flip cooperative, one player, normal waste
(the animals drawn from the seed).

Pure: the caller says which date it is (no clock here).
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from ..games import game_definition
from .ids import digest

GAMES = ("finspan", "flip")
#: How many days back a game is still known as its day's daily game (one begun one day and
#: finished after midnight, or continued days later, still counts for the day it was dealt).
DAYS_BACK = 31
TITLES = {"finspan": "Finspan", "flip": "Fish'n'Flip"}
#: Nautoma's difficulty in the daily Finspan game (the rulebook's calm side, 4 per fish).
FINSPAN_DIFFICULTY = 3
SEPARATOR = " · "


def daily_games() -> tuple[str, ...]:
    """The games that have a game of the day."""
    return GAMES


def daily_seed(game: str, day: date) -> int:
    """The seed of ``game``'s deal on ``day`` (see the module). Raises ValueError for an
    unknown game."""
    _known(game)
    return int.from_bytes(digest(f"{game}:{day.isoformat()}")[:8], "big") >> 1


def _known(game: str) -> None:
    if game not in GAMES:
        raise ValueError(f"the daily games are finspan and flip, not {game!r}")


def daily_setup(game: str) -> Any:
    """The fixed setup of ``game``'s daily deal (its engine's `Setup`)."""
    _known(game)
    if game == "finspan":
        from finspan.engine import Setup

        return Setup.solo_game(FINSPAN_DIFFICULTY, 0)
    from finspan.flip import Setup as FlipSetup

    return FlipSetup.cooperative(1)


def daily_game(game: str, day: date) -> Any:
    """A new game of ``game`` dealt for ``day`` (its engine's `Game`)."""
    return game_definition(game).new_game(daily_setup(game), daily_seed(game, day))


def setup_words(game: str) -> str:
    """'solo against Nautoma at difficulty 3' or 'cooperative, one player, normal waste'."""
    _known(game)
    if game == "finspan":
        return f"solo against Nautoma at difficulty {FINSPAN_DIFFICULTY}"
    return "cooperative, one player, normal waste"


def daily_info(game: str, day: date) -> dict[str, Any]:
    """What ``finspan daily --json`` prints: the game, date, seed and setup."""
    return {
        "game": game, "title": TITLES[game], "date": day.isoformat(),
        "seed": daily_seed(game, day), "setup": daily_setup(game).to_dict(),
        "words": setup_words(game),
    }  # fmt: skip


def share_line(game: str, day: date, finished: Any) -> str:
    """The line to share for a finished daily game (no spoilers): 'Fish'n'Flip · 2026-12-01 ·
    3 animals left · 2 Fish'n'Flips' or 'Finspan · 2026-12-01 · 104 points · won against
    Nautoma (difficulty 3)'. Raises ValueError when the game is not over."""
    _known(game)
    if not finished.is_over:
        raise ValueError("only a finished game has a line to share")
    result = finished.outcome()
    parts = [TITLES[game], day.isoformat()]
    if game == "finspan":
        seat = next(p.seat for p in finished.players if not p.is_nautoma)
        parts.append(f"{result.totals[seat]} points")
        verb = "won against" if seat in result.winners else "lost to"
        parts.append(f"{verb} Nautoma (difficulty {finished.setup.difficulty})")
    else:
        if result.lost:
            parts.append("lost: the net overflowed")
        else:
            left = result.animals_left
            parts.append(f"{left} animal{'s' if left != 1 else ''} left")
        flips = len(result.fish_n_flip_turns)
        parts.append(f"{flips} Fish'n'Flip{'s' if flips != 1 else ''}")
    return SEPARATOR.join(parts)


def daily_result(game: str, finished: Any) -> tuple[bool, int | None]:
    """(won, score) of a finished daily game: Finspan's points and whether Nautoma was
    beaten; Fish'n'Flip's animals left (None once lost) and whether the net held."""
    _known(game)
    result = finished.outcome()
    if game == "finspan":
        seat = next(p.seat for p in finished.players if not p.is_nautoma)
        return seat in result.winners, int(result.totals[seat])
    return bool(result.won), result.animals_left


def daily_day(game: str, played: Any, today: date, days_back: int = DAYS_BACK) -> date | None:
    """The day whose daily deal ``played`` (a game of ``game``) is: its setup is the daily
    setup and its seed that day's, ``today`` or up to ``days_back`` days before; None for any
    other game (and for a game that has no daily deal)."""
    if game not in GAMES or getattr(played, "setup", None) != daily_setup(game):
        return None
    seed = getattr(played, "seed", None)
    for back in range(days_back + 1):
        day = today - timedelta(days=back)
        if daily_seed(game, day) == seed:
            return day
    return None


def result_rank(game: str, won: bool, score: int | None) -> tuple[bool, float]:
    """How good a daily result is (higher is better): a win before a loss, then Finspan's
    points, Fish'n'Flip's fewest animals left (None: lost)."""
    _known(game)
    if game == "finspan":
        return won, float(score or 0)
    return won, -float(score) if score is not None else float("-inf")

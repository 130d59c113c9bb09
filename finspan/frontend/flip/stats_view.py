"""Fish'n'Flip's numbers on the Statistics screen: the rows of its two tables and the
values of its charts, from `finspan.flip_stats`, and its two views of the screen
(`views`).

Cooperative: per difficulty and player count, games, wins, win rate and the best result (the
fewest animals left in a game won). Competitive: per person and per computer level, games,
wins and win rate.
"""

from __future__ import annotations

from typing import Any

import pygame

from finspan.flip_stats import CoopLine, FlipSummary, WinLine, flip_summary, load_flip_records

from ..look.theme import UI
from ..ui.charts import Series, bars_with_legend

COOP_HEADER = ("Difficulty", "Players", "Games", "Wins", "Win %", "Best")
COOP_WIDTHS = (0.3, 0.14, 0.14, 0.13, 0.14, 0.15)
COMPETITIVE_HEADER = ("Seat", "Games", "Wins", "Win %")
COMPETITIVE_WIDTHS = (0.46, 0.18, 0.18, 0.18)


def _rate(line: CoopLine | WinLine) -> str:
    return f"{round(line.wins * 100 / line.games)}%" if line.games else "–"


def coop_rows(summary: FlipSummary) -> list[list[str]]:
    """Cooperative rows: difficulty in words, players, games, wins, win %, best."""
    return [
        [words.capitalize(), str(players), str(line.games), str(line.wins), _rate(line),
         "–" if line.best is None else str(line.best)]
        for (words, players), line in summary.coop.items()
    ]  # fmt: skip


def competitive_rows(summary: FlipSummary) -> list[list[str]]:
    """Competitive rows: each person by name, then each computer level."""
    computers = summary.computers.items()
    seats = [*summary.people.items(),
             *((f"Computer · {level.title()}", line) for level, line in computers)]  # fmt: skip
    return [[name, str(line.games), str(line.wins), _rate(line)] for name, line in seats]


def coop_games(summary: FlipSummary) -> tuple[int, int]:
    """(cooperative games, games won)."""
    return (sum(line.games for line in summary.coop.values()),
            sum(line.wins for line in summary.coop.values()))  # fmt: skip


def coop_heading(summary: FlipSummary) -> str:
    games, wins = coop_games(summary)
    best = "" if summary.best is None else f" · best: {summary.best} left"
    return f"Fish'n'Flip together: {games} game{'s' * (games != 1)}, {wins} won{best}"


def competitive_heading(summary: FlipSummary) -> str:
    games = summary.games - coop_games(summary)[0]
    return f"Fish'n'Flip bidding: {games} game{'s' * (games != 1)}"


def best_by_difficulty(summary: FlipSummary) -> tuple[list[str], list[float | None]]:
    """The chart of the cooperative view: per difficulty (any player count), the fewest
    animals left in a game won (None: not won yet)."""
    names: list[str] = []
    best: list[float | None] = []
    for (words, _), line in summary.coop.items():
        if words not in names:
            names.append(words)
            best.append(None)
        i = names.index(words)
        if line.best is not None:
            best[i] = line.best if best[i] is None else min(best[i] or 0, line.best)
    return names, best


def wins_by_seat(summary: FlipSummary) -> tuple[list[str], list[float | None], list[float | None]]:
    """The chart of the competitive view: per seat (people, then levels), games and wins."""
    rows = competitive_rows(summary)
    return ([r[0] for r in rows], [float(r[1]) for r in rows], [float(r[2]) for r in rows])


# --- The views of the Statistics screen ---------------------------------------------------------

FLIP_COOP_VIEW = "flip_coop"
FLIP_COMPETITIVE_VIEW = "flip_competitive"
#: At most this many seats in the bidding chart (those with the most games).
CHART_SEATS = 8


class Numbers:
    """Fish'n'Flip's statistics as last read: both views show them."""

    def __init__(self) -> None:
        self.summary = flip_summary(())

    def load(self) -> str | None:
        """Read the file again (repairing it if need be); a message, or None."""
        try:
            found = load_flip_records()
        except OSError as exc:
            self.summary = flip_summary(())
            return f"Could not read Fish'n'Flip's statistics: {exc}"
        self.summary = flip_summary(found.records)
        return found.message


class CoopView:
    """Fish'n'Flip played together."""

    key, label = FLIP_COOP_VIEW, "Fish'n'Flip together"
    header, widths = COOP_HEADER, COOP_WIDTHS
    aligns = ("left", "right", "right", "right", "right", "right")
    on_empty = ("No Fish'n'Flip games played together yet. Best: the fewest animals left in "
                "a game won.")  # fmt: skip

    def __init__(self, numbers: Numbers) -> None:
        self.numbers = numbers

    def load(self) -> str | None:
        return self.numbers.load()

    def rows(self) -> list[list[str]]:
        return coop_rows(self.numbers.summary)

    def has_games(self) -> bool:
        return bool(self.numbers.summary.coop)

    def heading(self) -> str:
        return coop_heading(self.numbers.summary)

    def draw_charts(self, surface: pygame.Surface, area: pygame.Rect, theme: Any) -> None:
        """The fewest animals left in a game won, one bar per row of the table (difficulty
        and players)."""
        coop = self.numbers.summary.coop
        names = [f"{words.capitalize()}, {players}p" for words, players in coop]
        best = [line.best for line in coop.values()]
        series = [Series("best", [None if b is None else float(b) for b in best],
                         UI["chart_2"], "outline")]  # fmt: skip
        bars_with_legend(surface, area, "Fewest animals left in a game won", names, series,
                         "No Fish'n'Flip games played together yet", theme)  # fmt: skip


class CompetitiveView:
    """Fish'n'Flip's bidding game."""

    key, label = FLIP_COMPETITIVE_VIEW, "Fish'n'Flip bidding"
    header, widths = COMPETITIVE_HEADER, COMPETITIVE_WIDTHS
    aligns = ("left", "right", "right", "right")
    on_empty = "No Fish'n'Flip bidding games finished yet."

    def __init__(self, numbers: Numbers) -> None:
        self.numbers = numbers

    def load(self) -> str | None:
        return self.numbers.load()

    def rows(self) -> list[list[str]]:
        return competitive_rows(self.numbers.summary)

    def has_games(self) -> bool:
        s = self.numbers.summary
        return bool(s.people or s.computers)

    def heading(self) -> str:
        return competitive_heading(self.numbers.summary)

    def draw_charts(self, surface: pygame.Surface, area: pygame.Rect, theme: Any) -> None:
        """Games and wins per seat (people, then computer levels)."""
        seats, games, wins = wins_by_seat(self.numbers.summary)
        series = [Series("games", games[:CHART_SEATS], UI["chart_1"], "filled"),
                  Series("wins", wins[:CHART_SEATS], UI["chart_2"], "outline")]  # fmt: skip
        bars_with_legend(surface, area, "Games and wins per seat", seats[:CHART_SEATS], series,
                         "No Fish'n'Flip bidding games yet", theme)  # fmt: skip


def views() -> list[Any]:
    """Fish'n'Flip's views: together, then bidding."""
    numbers = Numbers()
    return [CoopView(numbers), CompetitiveView(numbers)]

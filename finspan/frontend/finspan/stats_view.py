"""Finspan's views on the Statistics screen (`finspan.frontend.kit.front.StatsView`): against
Nautoma (per difficulty and Ravel strength, the score by difficulty, the last solo games) and
hot-seat (per player, the computer players by level, the people against each level), from
`finspan.stats`."""

from __future__ import annotations

from typing import Any

import pygame

from ... import stats
from ..look.theme import UI
from ..ui.charts import (
    Series,
    bars_with_legend,
    chart_empty,
    chart_title,
    draw_bar_chart,
    draw_legend,
    draw_line_chart,
    legend_height,
)

SOLO_VIEW = "solo"
HOTSEAT_VIEW = "hotseat"
#: At most this many players in the hot-seat chart (those with the most games).
CHART_PLAYERS = 8


def _avg(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}"


def _num(value: int | None) -> str:
    return "–" if value is None else str(value)


def _rate(line: stats.ScoreLine) -> str:
    return "–" if line.win_rate is None else f"{round(line.win_rate * 100)}%"


def solo_rows(summary: stats.Summary) -> list[list[str]]:
    """Table rows against Nautoma: difficulty, Ravel, games, wins, win rate, best, average."""
    rows = []
    for (difficulty, ravel), line in summary.solo.items():
        rows.append(
            [str(difficulty), "off" if not ravel else str(ravel), str(line.games), str(line.wins),
             _rate(line), _num(line.best), _avg(line.average)]
        )  # fmt: skip
    return rows


def hotseat_rows(summary: stats.Summary) -> list[list[str]]:
    """Table rows of hot-seat players: name, games, wins, win rate, best, average; then the
    computer players per level, and the people's results against each level."""
    named = [
        *summary.hotseat.items(),
        *((f"Computer · {level.title()}", line) for level, line in summary.computers.items()),
        *((f"People vs {level.title()}", line)
          for level, line in summary.against_computers.items()),
    ]  # fmt: skip
    return [
        [name, str(line.games), str(line.wins), _rate(line), _num(line.best), _avg(line.average)]
        for name, line in named
    ]


class Numbers:
    """Finspan's statistics as last read: both views show them."""

    def __init__(self) -> None:
        self.summary = stats.summary(())

    def load(self) -> str | None:
        """Read the file again (repairing it if need be); a message, or None."""
        try:
            found = stats.load_records()
        except OSError as exc:
            self.summary = stats.summary(())
            return f"Could not read the statistics: {exc}"
        if found.notice:
            stats.acknowledge_notice()  # a stored notice is shown once
        self.summary = stats.summary(found.records)
        return found.message

    def hints(self, heading: str) -> str:
        s = self.summary.hints
        return heading + (f" · {s} hint{'s' * (s != 1)}" if s else "")


class SoloView:
    """Against Nautoma."""

    key, label = SOLO_VIEW, "Against Nautoma"
    header = ("Level", "Ravel", "Games", "Wins", "Win %", "Best", "Avg.")
    widths = (0.14, 0.14, 0.15, 0.13, 0.14, 0.13, 0.17)
    aligns = ("left", "left", "right", "right", "right", "right", "right")
    on_empty = ("No solo games finished yet. Finish a game against Nautoma and its result "
                "appears here.")  # fmt: skip

    def __init__(self, numbers: Numbers) -> None:
        self.numbers = numbers

    def load(self) -> str | None:
        return self.numbers.load()

    def rows(self) -> list[list[str]]:
        return solo_rows(self.numbers.summary)

    def has_games(self) -> bool:
        return bool(self.numbers.summary.solo)

    def heading(self) -> str:
        solo = self.numbers.summary.solo.values()
        games, wins = sum(line.games for line in solo), sum(line.wins for line in solo)
        return self.numbers.hints(
            f"Against Nautoma: {games} game{'s' * (games != 1)}, {wins} won")

    def draw_charts(self, surface: pygame.Surface, area: pygame.Rect, theme: Any) -> None:
        """The score by difficulty (average and best), then the last solo games."""
        s = self.numbers.summary
        half = area.h // 2
        y = chart_title(surface, "Your score by difficulty", area.topleft, theme)
        by = s.solo_by_difficulty
        series = [
            Series("average", [by[d].average if d in by else None for d in range(1, 6)],
                   UI["chart_1"], "filled"),
            Series("best", [by[d].best if d in by else None for d in range(1, 6)],
                   UI["chart_2"], "outline"),
        ]  # fmt: skip
        draw_legend(surface, series, (area.x, y), theme)
        legend_h = legend_height(theme)
        chart = pygame.Rect(area.x, y + legend_h, area.w, half - (y + legend_h - area.y))
        if by:
            draw_bar_chart(surface, chart, [f"level {d}" for d in range(1, 6)], series, theme)
        else:
            chart_empty(surface, "No solo games yet", chart, theme)
        recent = s.recent_solo
        words = ("Your solo game" if len(recent) == 1
                 else f"Your last {len(recent) or ''} solo games".replace("  ", " "))  # fmt: skip
        y = chart_title(surface, words, (area.x, area.y + half + theme.px(8)), theme)
        lines = [
            Series("you (hollow: lost)", [g.score for g in recent], UI["chart_1"], "circle"),
            Series("Nautoma", [g.nautoma for g in recent], UI["chart_3"], "square"),
        ]
        draw_legend(surface, lines, (area.x, y), theme)
        chart = pygame.Rect(area.x, y + legend_h, area.w, area.bottom - y - legend_h)
        if recent:
            draw_line_chart(surface, chart, lines, theme, hollow=[not g.won for g in recent])
        else:
            chart_empty(surface, "No solo games yet", chart, theme)


class HotseatView:
    """Hot-seat, and games with computer players."""

    key, label = HOTSEAT_VIEW, "Hot-seat"
    header = ("Player", "Games", "Wins", "Win %", "Best", "Avg.")
    widths = (0.32, 0.14, 0.12, 0.13, 0.12, 0.17)
    aligns = ("left", "right", "right", "right", "right", "right")
    on_empty = "No hot-seat games finished yet."

    def __init__(self, numbers: Numbers) -> None:
        self.numbers = numbers

    def load(self) -> str | None:
        return self.numbers.load()

    def rows(self) -> list[list[str]]:
        return hotseat_rows(self.numbers.summary)

    def has_games(self) -> bool:
        return bool(self.numbers.summary.hotseat)

    def heading(self) -> str:
        s = self.numbers.summary
        games = s.games - sum(line.games for line in s.solo.values())
        return self.numbers.hints(f"Hot-seat: {games} game{'s' * (games != 1)}")

    def draw_charts(self, surface: pygame.Surface, area: pygame.Rect, theme: Any) -> None:
        """Each player's average and best score (those with the most games)."""
        people = list(self.numbers.summary.hotseat.items())[:CHART_PLAYERS]
        series = [
            Series("average", [line.average for _, line in people], UI["chart_1"], "filled"),
            Series("best", [line.best for _, line in people], UI["chart_2"], "outline"),
        ]
        bars_with_legend(surface, area, "Average and best score per player",
                         [name for name, _ in people], series, "No hot-seat games yet",
                         theme)  # fmt: skip


def views() -> list[Any]:
    """Finspan's views: against Nautoma, then hot-seat (one read of the file between them)."""
    numbers = Numbers()
    return [SoloView(numbers), HotseatView(numbers)]

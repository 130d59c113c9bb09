"""The Statistics screen's view of a game that brings none of its own: its finished games,
each player's games and wins (`finspan.game_stats`' basic records), a table and a chart."""

from __future__ import annotations

from typing import Any

import pygame

from ... import game_stats
from ..look.theme import UI
from ..ui.charts import Series, bars_with_legend

#: At most this many players in the chart (those with the most games).
CHART_PLAYERS = 8


class BasicView:
    """A game's finished games, by player."""

    header = ("Player", "Games", "Wins", "Win %")
    widths = (0.46, 0.18, 0.18, 0.18)
    aligns = ("left", "right", "right", "right")

    def __init__(self, name: str, title: str) -> None:
        self.name, self.title = name, title
        self.key, self.label = f"{name}_games", title
        self.on_empty = f"No {title} games finished yet."
        self.lines: list[game_stats.BasicLine] = []
        self.games = 0

    def load(self) -> str | None:
        try:
            found = game_stats.load_basic(self.name)
        except OSError as exc:
            self.lines, self.games = [], 0
            return f"Could not read {self.title}'s statistics: {exc}"
        self.lines = game_stats.basic_summary(found.records)
        self.games = len(found.records)
        return found.message

    def rows(self) -> list[list[str]]:
        return [[line.name, str(line.games), str(line.wins),
                 f"{round(line.wins * 100 / line.games)}%"] for line in self.lines]  # fmt: skip

    def has_games(self) -> bool:
        return self.games > 0

    def heading(self) -> str:
        return f"{self.title}: {self.games} game{'s' * (self.games != 1)}"

    def draw_charts(self, surface: pygame.Surface, area: pygame.Rect, theme: Any) -> None:
        shown = self.lines[:CHART_PLAYERS]
        series = [Series("games", [float(x.games) for x in shown], UI["chart_1"], "filled"),
                  Series("wins", [float(x.wins) for x in shown], UI["chart_2"], "outline")]
        bars_with_legend(surface, area, "Games and wins per player", [x.name for x in shown],
                         series, f"No {self.title} games yet", theme)  # fmt: skip


def basic_views(name: str, title: str) -> list[Any]:
    """The one view of a game with no views of its own."""
    return [BasicView(name, title)]

"""The Statistics screen's views of puzzles and of the game of the day (`kit.front.StatsView`):
for each game that has puzzles, its tries by theme (solved and not) with the player's rating
over the tries as a chart; and one view of every game's daily record (days played and won,
the streak, the longest, the best result).

They are here, beside the Puzzles room, not in each game's folder: the record is one file for
every game (`finspan.puzzles.record`) and the views are the same for every game that has
puzzles; a game brings puzzles as data, not code. The navigator puts them after the games'
own views.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pygame

from ...games import registration
from ...puzzles import Record, daily_summary, load_record, theme_words
from ..look.theme import UI
from ..ui.charts import (
    Series,
    bars_with_legend,
    chart_empty,
    chart_title,
    draw_legend,
    draw_line_chart,
    legend_height,
)
from .daily_room import daily_names
from .progress import puzzle_games


class _RecordView:
    """A view read from the puzzle record (never raises: a problem is a message)."""

    def __init__(self) -> None:
        self.record = Record()

    def load(self) -> str | None:
        try:
            loaded = load_record()
        except OSError as exc:
            self.record = Record()
            return f"Could not read the puzzle record: {exc}"
        self.record = loaded.record
        return loaded.message


class PuzzleView(_RecordView):
    """One game's puzzles: solved and not solved by theme, the rating over the tries."""

    header = ("Theme", "Solved", "Not solved", "Solved %")
    widths = (0.46, 0.18, 0.18, 0.18)
    aligns = ("left", "right", "right", "right")

    def __init__(self, name: str, title: str) -> None:
        super().__init__()
        self.name, self.title = name, title
        self.key, self.label = f"{name}_puzzles", f"{title} puzzles"
        self.on_empty = f"No {title} puzzle tried yet: Puzzles, on the title screen."

    def _tallies(self) -> list[tuple[str, int, int]]:
        themes = self.record.game(self.name).themes
        found = [(t, x.solved, x.failed) for t, x in themes.items()]
        return sorted(found, key=lambda x: (-(x[1] + x[2]), x[0]))

    def rows(self) -> list[list[str]]:
        return [[theme_words(t), str(s), str(f), f"{round(s * 100 / max(1, s + f))}%"]
                for t, s, f in self._tallies()]  # fmt: skip

    def has_games(self) -> bool:
        return bool(self.record.game(self.name).history)

    def heading(self) -> str:
        g = self.record.game(self.name)
        tries = len(g.history)
        return (f"{self.title} puzzles: rating {round(g.player.rating)}, {tries} "
                f"tr{'ies' if tries != 1 else 'y'}")  # fmt: skip

    def draw_charts(self, surface: pygame.Surface, area: pygame.Rect, theme: Any) -> None:
        half = area.h // 2
        top = pygame.Rect(area.x, area.y, area.w, half - theme.px(8))
        self._rating_chart(surface, top, theme)
        below = pygame.Rect(area.x, area.y + half, area.w, area.h - half)
        shown = self._tallies()[:6]
        series = [Series("solved", [float(s) for _t, s, _f in shown], UI["chart_1"], "filled"),
                  Series("not solved", [float(f) for _t, _s, f in shown], UI["chart_2"],
                         "outline")]  # fmt: skip
        bars_with_legend(surface, below, "By theme (the most tried)",
                         [theme_words(t) for t, _s, _f in shown], series,
                         "No puzzle tried yet", theme)  # fmt: skip

    def _rating_chart(self, surface: pygame.Surface, area: pygame.Rect, theme: Any) -> None:
        """The player's rating after each try (a hollow marker: not solved)."""
        history = self.record.game(self.name).history[-60:]
        y = chart_title(surface, "Your rating, try by try", area.topleft, theme)
        series = Series("rating", [p.rating for p in history], UI["chart_1"], "circle")
        draw_legend(surface, [series], (area.x, y), theme)
        chart = pygame.Rect(area.x, y + legend_height(theme), area.w,
                            area.bottom - y - legend_height(theme))  # fmt: skip
        if not history:
            chart_empty(surface, "No try yet", chart, theme)
            return
        floor = max(0, int(min(p.rating for p in history) - 50) // 100 * 100)
        draw_line_chart(surface, chart, [series], theme,
                        hollow=[not p.solved for p in history], floor=floor)  # fmt: skip


class DailyView(_RecordView):
    """Every game's game of the day: days played and won, the streaks, the best result."""

    key, label = "daily", "Game of the day"
    header = ("Game", "Days", "Won", "Streak", "Longest", "Best")
    widths = (0.2, 0.1, 0.1, 0.13, 0.16, 0.31)
    aligns = ("left", "right", "right", "right", "right", "left")
    on_empty = "No game of the day played yet: Game of the day, on the title screen."

    def __init__(self, today: date) -> None:
        super().__init__()
        self.today = today

    def _summaries(self) -> list[tuple[str, Any]]:
        return [(registration(n).title, daily_summary(self.record, n, self.today))
                for n in daily_names()]  # fmt: skip

    def rows(self) -> list[list[str]]:
        out = []
        for title, s in self._summaries():
            if not s.days:
                continue
            # the best day's result: the share line's first part after its date ("50 points",
            # "3 animals left"; the rest, who won or the Fish'n'Flip turns, leaves the table room)
            best = s.best.line.split(" · ")[2] if s.best is not None else ""
            out.append([title, str(s.days), str(s.won), str(s.streak), str(s.longest), best])
        return out

    def has_games(self) -> bool:
        return any(s.days for _t, s in self._summaries())

    def heading(self) -> str:
        days = sum(s.days for _t, s in self._summaries())
        return f"Game of the day: {days} day{'s' if days != 1 else ''} played"

    def draw_charts(self, surface: pygame.Surface, area: pygame.Rect, theme: Any) -> None:
        found = self._summaries()
        series = [Series("days played", [float(s.days) for _t, s in found], UI["chart_1"],
                         "filled"),
                  Series("won", [float(s.won) for _t, s in found], UI["chart_2"], "outline")]
        bars_with_legend(surface, area, "Days played and won", [t for t, _s in found], series,
                         "No game of the day played yet", theme)  # fmt: skip


def views(today: date) -> list[Any]:
    """The puzzle views (one per game that has puzzles) and the game of the day's."""
    out: list[Any] = [PuzzleView(r.name, r.title) for r in puzzle_games()]
    return [*out, DailyView(today)] if daily_names() else out

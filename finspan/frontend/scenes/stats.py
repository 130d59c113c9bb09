"""The Statistics screen: finished games of Finspan (against Nautoma, hot-seat) and of
Fish'n'Flip (together, bidding), as tables and charts.

Owns `StatsScene` and the two small chart painters it uses (`draw_bar_chart`,
`draw_line_chart`). The numbers come from `finspan.stats` and `finspan.flip_stats` (read
when the screen opens or comes back to the top; Fish'n'Flip's rows from `flip.stats_view`);
a problem with a statistics file is shown as a message, never raised. Charts tell series
apart by shape and fill as well as colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from finspan import flip_stats, stats

from ..flip import stats_view as flip_view
from ..look import theme as th
from ..look.theme import UI, Colour, FontRole, Theme
from ..shell.scene import AppContext, Scene
from ..ui.widgets import Button, Choice, FocusGroup, Label, Tooltip, rel
from .backdrop import Backdrop, columns, grid
from .common import WAKING_EVENTS, TextTable, hint, message_box, message_height, panel

SOLO_VIEW = "solo"
HOTSEAT_VIEW = "hotseat"
FLIP_COOP_VIEW = "flip_coop"
FLIP_COMPETITIVE_VIEW = "flip_competitive"
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


# --- Charts -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Series:
    """One data series: ``style`` is ``filled`` or ``outline`` (bars), ``circle`` or
    ``square`` (line markers); None values are gaps."""

    name: str
    values: Sequence[float | None]
    colour: Colour
    style: str


def _scale_max(values: Sequence[float | None]) -> int:
    top = max([v for v in values if v is not None] or [0])
    step = 10 if top <= 100 else 20
    return max(step, int((top + step - 1) // step * step) or step)


def _axes(
    surface: pygame.Surface, rect: pygame.Rect, top: int, theme: Theme
) -> tuple[pygame.Rect, int]:
    """Grid lines and y labels; returns the plot area and the label column width."""
    small = FontRole.SMALL
    label_w = theme.font(small).size(str(top))[0] + theme.px(8)
    plot = pygame.Rect(rect.x + label_w, rect.y, rect.w - label_w, rect.h)
    steps = 4
    for i in range(steps + 1):
        value = top * i // steps
        y = plot.bottom - round(plot.h * i / steps)
        pygame.draw.line(surface, UI["chart_grid"], (plot.x, y), (plot.right, y), 1)
        img = theme.text(str(value), small, UI["text_dim"])
        surface.blit(img, img.get_rect(midright=(plot.x - theme.px(4), y)))
    return plot, label_w


def draw_legend(
    surface: pygame.Surface, series: Sequence[Series], pos: tuple[int, int], theme: Theme
) -> None:
    """Each series' marker and name in a row starting at ``pos``."""
    x, y = pos
    size = theme.px(12)
    for s in series:
        box = pygame.Rect(x, y, size, size)
        _marker(surface, s, box, theme)
        img = theme.text(s.name, FontRole.SMALL, UI["text"])
        surface.blit(img, (box.right + theme.px(5), box.centery - img.get_height() // 2))
        x = box.right + theme.px(5) + img.get_width() + theme.px(18)


def _marker(surface: pygame.Surface, s: Series, box: pygame.Rect, theme: Theme) -> None:
    width = max(2, theme.px(2))
    if s.style in ("filled", "square"):
        pygame.draw.rect(surface, s.colour, box)
    elif s.style == "outline":
        pygame.draw.rect(surface, s.colour, box, width)
    else:
        pygame.draw.circle(surface, s.colour, box.center, box.w // 2)


def draw_bar_chart(
    surface: pygame.Surface, rect: pygame.Rect, categories: Sequence[str],
    series: Sequence[Series], theme: Theme,
) -> None:  # fmt: skip
    """Grouped bars, one group per category, with value labels; changes only ``surface``."""
    small = FontRole.SMALL
    label_h = theme.font(small).get_linesize()
    top = _scale_max([v for s in series for v in s.values])
    area = pygame.Rect(rect.x, rect.y + label_h, rect.w, rect.h - 2 * label_h - theme.px(4))
    plot, _ = _axes(surface, area, top, theme)
    n = max(1, len(categories))
    group_w = plot.w / n
    bar_w = max(4, round(group_w * 0.7 / max(1, len(series))))
    for i, name in enumerate(categories):
        gx = plot.x + group_w * i + (group_w - bar_w * len(series)) / 2
        for k, s in enumerate(series):
            value = s.values[i] if i < len(s.values) else None
            if value is None:
                continue
            h = round(plot.h * value / top)
            bar = pygame.Rect(round(gx + k * bar_w), plot.bottom - h, bar_w - theme.px(2), h)
            if s.style == "outline":
                pygame.draw.rect(surface, s.colour, bar, max(2, theme.px(3)))
            else:
                pygame.draw.rect(surface, s.colour, bar)
            img = theme.text(f"{value:.0f}", small, UI["text"])
            surface.blit(img, img.get_rect(midbottom=(bar.centerx, bar.top - 1)))
        room = round(group_w) - 4  # a name made smaller down to its 100 % size, then shortened
        px = th.fit_text(name, small, theme.font_px(small), room, theme.least_px(small))
        img = th.text(th.shorten(name, th.font(small, px), room), small, px, UI["text"])
        surface.blit(img, img.get_rect(midtop=(plot.x + group_w * (i + 0.5), plot.bottom + 2)))


def draw_line_chart(
    surface: pygame.Surface, rect: pygame.Rect, series: Sequence[Series], theme: Theme,
    hollow: Sequence[bool] = (),
) -> None:  # fmt: skip
    """Lines with markers over game 1..N (``hollow[i]`` draws the first series' i-th marker
    hollow, e.g. a lost game); changes only ``surface``."""
    small = FontRole.SMALL
    label_h = theme.font(small).get_linesize()
    top = _scale_max([v for s in series for v in s.values])
    area = pygame.Rect(rect.x, rect.y + label_h // 2, rect.w, rect.h - label_h - theme.px(4))
    plot, _ = _axes(surface, area, top, theme)
    n = max((len(s.values) for s in series), default=0)
    if n == 0:
        return
    step = plot.w / max(1, n)
    r = max(3, theme.px(5))
    for index, s in enumerate(series):
        points = [
            (round(plot.x + step * (i + 0.5)), plot.bottom - round(plot.h * v / top))
            for i, v in enumerate(s.values)
            if v is not None
        ]
        if len(points) > 1:
            pygame.draw.lines(surface, s.colour, False, points, max(2, theme.px(2)))
        for i, p in enumerate(points):
            box = pygame.Rect(0, 0, 2 * r, 2 * r)
            box.center = p
            if s.style == "square":
                pygame.draw.rect(surface, s.colour, box)
            elif index == 0 and i < len(hollow) and hollow[i]:
                pygame.draw.circle(surface, UI["background"], p, r)
                pygame.draw.circle(surface, s.colour, p, r, max(2, theme.px(2)))
            else:
                pygame.draw.circle(surface, s.colour, p, r)
    for i in range(n):
        if n <= 10 or i % 5 == 4 or i == 0:
            img = theme.text(str(i + 1), small, UI["text_dim"])
            surface.blit(img, img.get_rect(midtop=(plot.x + step * (i + 0.5), plot.bottom + 2)))


# --- The scene ---------------------------------------------------------------------------------


class StatsScene(Scene):
    """Finished games: against Nautoma per difficulty and Ravel strength, or hot-seat per
    player, as a table and charts. Keyboard: Left/Right on "Show" switches the view, Tab
    reaches the table when it scrolls, Esc goes back."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(app)
        theme = app.theme
        self.summary = stats.summary(())
        self.message: str | None = None
        self.tooltip = Tooltip(theme=theme)
        self.title = Label("Statistics", FontRole.TITLE, theme=theme)
        self.back = Button("Back", app.pop, tooltip="Back (Esc)", theme=theme)
        self.flip_summary = flip_stats.flip_summary(())
        self.view = Choice(
            "Show", [(SOLO_VIEW, "Against Nautoma"), (HOTSEAT_VIEW, "Hot-seat"),
                     (FLIP_COOP_VIEW, "Fish'n'Flip together"),
                     (FLIP_COMPETITIVE_VIEW, "Fish'n'Flip bidding")],
            self._on_view, theme=theme,
        )  # fmt: skip
        self.solo_table = TextTable(
            ["Level", "Ravel", "Games", "Wins", "Win %", "Best", "Avg."],
            [0.14, 0.14, 0.15, 0.13, 0.14, 0.13, 0.17],
            ["left", "left", "right", "right", "right", "right", "right"],
            on_empty="No solo games finished yet. Finish a game against Nautoma and its "
            "result appears here.",
            theme=theme,
        )  # fmt: skip
        self.hotseat_table = TextTable(
            ["Player", "Games", "Wins", "Win %", "Best", "Avg."],
            [0.32, 0.14, 0.12, 0.13, 0.12, 0.17],
            ["left", "right", "right", "right", "right", "right"],
            on_empty="No hot-seat games finished yet.",
            theme=theme,
        )  # fmt: skip
        self.flip_coop_table = TextTable(
            flip_view.COOP_HEADER, flip_view.COOP_WIDTHS,
            ["left", "right", "right", "right", "right", "right"],
            on_empty="No Fish'n'Flip games played together yet. Best: the fewest animals left "
            "in a game won.", theme=theme,
        )  # fmt: skip
        self.flip_competitive_table = TextTable(
            flip_view.COMPETITIVE_HEADER, flip_view.COMPETITIVE_WIDTHS,
            ["left", "right", "right", "right"],
            on_empty="No Fish'n'Flip bidding games finished yet.", theme=theme,
        )  # fmt: skip
        self.tables = {SOLO_VIEW: self.solo_table, HOTSEAT_VIEW: self.hotseat_table,
                       FLIP_COOP_VIEW: self.flip_coop_table,
                       FLIP_COMPETITIVE_VIEW: self.flip_competitive_table}  # fmt: skip
        self.focus = FocusGroup([self.view, self.solo_table, self.back])
        self.focus.focus(self.view)

    # data -----------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the statistics file again (repairing it if needed) and show any message."""
        loaded: stats.Loaded | None = None
        try:
            found = stats.load_records()
        except OSError as exc:
            self.message = f"Could not read the statistics: {exc}"
        else:  # a repair message stays while the screen is open
            loaded = found
            self.message = found.message or self.message
            if found.notice:
                stats.acknowledge_notice()  # a stored notice is shown once
        records = loaded.records if loaded is not None else ()
        self.summary = stats.summary(records)
        self.solo_table.set_rows(solo_rows(self.summary))
        self.hotseat_table.set_rows(hotseat_rows(self.summary))
        try:
            flip_loaded = flip_stats.load_flip_records()
        except OSError as exc:
            self.message = f"Could not read Fish'n'Flip's statistics: {exc}"
            flip_records: tuple = ()
        else:
            self.message = flip_loaded.message or self.message
            flip_records = flip_loaded.records
        self.flip_summary = flip_stats.flip_summary(flip_records)
        self.flip_coop_table.set_rows(flip_view.coop_rows(self.flip_summary))
        self.flip_competitive_table.set_rows(flip_view.competitive_rows(self.flip_summary))
        self.resize(self.size)
        self.app.request_redraw()

    @property
    def table(self) -> TextTable:
        return self.tables[self.view.value]

    def _on_view(self, _value: str) -> None:
        self.focus = FocusGroup([self.view, self.table, self.back])
        self.focus.focus(self.view)
        self.resize(self.size)
        self.app.request_redraw()

    # lifecycle --------------------------------------------------------------------------------
    def enter(self) -> None:
        self.reload()
        if self.summary.solo:
            return
        # no solo games: the first view that has games (hot-seat, then Fish'n'Flip's)
        flip = self.flip_summary
        for view, has in ((HOTSEAT_VIEW, self.summary.hotseat), (FLIP_COOP_VIEW, flip.coop),
                          (FLIP_COMPETITIVE_VIEW, flip.people or flip.computers)):  # fmt: skip
            if has:
                self.view.set_value(view)
                self._on_view(view)
                return

    def resume(self) -> None:
        self.reload()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        theme = self.app.theme
        w, h = size
        title = rel(size, 0.03, 0.02, 0.3, 0.08)
        title.x = grid(theme, 3)  # on the spacing grid, as the panels
        self.title.layout(title)
        view = rel(size, 0.34, 0.018, 0.34, 0.075)
        view.h = max(view.h, Choice.height_for(theme))
        self.view.layout(view)
        back = rel(size, 0.85, 0.03, 0.12, 0.06)
        self.back.layout(back.move(w - grid(theme, 3) - back.right, 0))  # on the grid
        top = round(h * 0.115)
        bottom = h - theme.font(FontRole.SMALL).get_linesize() - theme.px(12)
        self.banner = pygame.Rect(round(w * 0.025), top, round(w * 0.95), 0)
        if self.message:
            self.banner.h = message_height(self.message, self.banner.w, theme)
            top = self.banner.bottom + theme.px(10)
        self.left_panel, self.right_panel = columns(size, theme, top, bottom, (0.48, 0.52))
        inner = self.left_panel.inflate(-2 * theme.px(14), -2 * theme.px(14))
        heading = theme.font(FontRole.HEADING).get_linesize() + theme.px(6)
        for table in self.tables.values():
            table.layout(pygame.Rect(inner.x, inner.y + heading, inner.w, inner.h - heading))

    # frame ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in WAKING_EVENTS:
            self.backdrop.wake()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if self.focus.handle_event(event):
            return True
        return self.table.handle_event(event)  # the wheel scrolls the table wherever focus is

    def update(self, dt: float) -> None:
        if self.tooltip.update(dt):
            self.app.request_redraw()
        self.backdrop.update(dt)

    @property
    def animating(self) -> bool:
        return self.tooltip.pending or self.backdrop.moving

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        self.backdrop.draw(surface)
        self.title.draw(surface)
        if self.message:
            message_box(surface, self.message, self.banner, theme, colour=UI["provisional"])
        panel(surface, self.left_panel, theme)
        panel(surface, self.right_panel, theme)
        inner = self.left_panel.inflate(-2 * theme.px(14), -2 * theme.px(14))
        s = self.summary
        solo_games = sum(line.games for line in s.solo.values())
        if self.view.value == FLIP_COOP_VIEW:
            heading = flip_view.coop_heading(self.flip_summary)
        elif self.view.value == FLIP_COMPETITIVE_VIEW:
            heading = flip_view.competitive_heading(self.flip_summary)
        elif self.view.value == SOLO_VIEW:
            wins = sum(line.wins for line in s.solo.values())
            heading = f"Against Nautoma: {solo_games} game{'s' * (solo_games != 1)}, {wins} won"
        else:
            heading = f"Hot-seat: {s.games - solo_games} game{'s' * (s.games - solo_games != 1)}"
        if s.hints and self.view.value in (SOLO_VIEW, HOTSEAT_VIEW):  # hints in all games
            heading += f" · {s.hints} hint{'s' * (s.hints != 1)}"
        heading = th.shorten(heading, theme.font(FontRole.HEADING), inner.w)
        surface.blit(theme.text(heading, FontRole.HEADING, UI["text"]), inner.topleft)
        self.focus.draw(surface)
        if self.table not in self.focus.widgets:
            self.table.draw(surface)
        self._draw_charts(surface)
        hint(surface, "Left/Right: switch view · Tab: next · Esc: back", self.size, theme)

    def _draw_charts(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        area = self.right_panel.inflate(-2 * theme.px(18), -2 * theme.px(14))
        s = self.summary
        head_h = theme.font(FontRole.BODY_BOLD).get_linesize()
        legend_h = theme.px(12) + theme.px(8)

        def title(text: str, y: int) -> int:
            surface.blit(theme.text(text, FontRole.BODY_BOLD, UI["text"]), (area.x, y))
            return y + head_h + theme.px(2)

        def empty(text: str, rect: pygame.Rect) -> None:
            img = theme.text(text, FontRole.BODY, UI["text_dim"], wraplength=rect.w)
            surface.blit(img, img.get_rect(center=rect.center))

        if self.view.value in (FLIP_COOP_VIEW, FLIP_COMPETITIVE_VIEW):
            self._draw_flip_chart(surface, area, title, empty)
            return
        if self.view.value == SOLO_VIEW:
            half = area.h // 2
            y = title("Your score by difficulty", area.y)
            by = s.solo_by_difficulty
            series = [
                Series("average", [by[d].average if d in by else None for d in range(1, 6)],
                       UI["chart_1"], "filled"),
                Series("best", [by[d].best if d in by else None for d in range(1, 6)],
                       UI["chart_2"], "outline"),
            ]  # fmt: skip
            draw_legend(surface, series, (area.x, y), theme)
            chart = pygame.Rect(area.x, y + legend_h, area.w, half - (y + legend_h - area.y))
            if by:
                draw_bar_chart(surface, chart, [f"level {d}" for d in range(1, 6)], series, theme)
            else:
                empty("No solo games yet", chart)
            y = title(f"Your last {len(s.recent_solo) or ''} solo games".replace("  ", " "),
                      area.y + half + theme.px(8))  # fmt: skip
            recent = s.recent_solo
            lines = [
                Series("you (hollow: lost)", [g.score for g in recent], UI["chart_1"], "circle"),
                Series("Nautoma", [g.nautoma for g in recent], UI["chart_3"], "square"),
            ]
            draw_legend(surface, lines, (area.x, y), theme)
            chart = pygame.Rect(area.x, y + legend_h, area.w, area.bottom - y - legend_h)
            if recent:
                draw_line_chart(surface, chart, lines, theme, hollow=[not g.won for g in recent])
            else:
                empty("No solo games yet", chart)
            return
        y = title("Average and best score per player", area.y)
        people = list(s.hotseat.items())[:CHART_PLAYERS]
        series = [
            Series("average", [line.average for _, line in people], UI["chart_1"], "filled"),
            Series("best", [line.best for _, line in people], UI["chart_2"], "outline"),
        ]
        draw_legend(surface, series, (area.x, y), theme)
        chart = pygame.Rect(area.x, y + legend_h, area.w, area.bottom - y - legend_h)
        if people:
            draw_bar_chart(surface, chart, [name for name, _ in people], series, theme)
        else:
            empty("No hot-seat games yet", chart)

    def _draw_flip_chart(self, surface: pygame.Surface, area: pygame.Rect, title, empty) -> None:
        """Fish'n'Flip's chart: the best result per difficulty (together), or games and wins
        per seat (bidding)."""
        theme = self.app.theme
        legend_h = theme.px(12) + theme.px(8)
        if self.view.value == FLIP_COOP_VIEW:
            y = title("Fewest animals left in a game won", area.y)
            names, best = flip_view.best_by_difficulty(self.flip_summary)
            series = [Series("best", best, UI["chart_2"], "outline")]
            categories = [n.capitalize() for n in names]
            nothing = "No Fish'n'Flip games played together yet"
        else:
            y = title("Games and wins per seat", area.y)
            seats, games, wins = flip_view.wins_by_seat(self.flip_summary)
            series = [Series("games", games[:CHART_PLAYERS], UI["chart_1"], "filled"),
                      Series("wins", wins[:CHART_PLAYERS], UI["chart_2"], "outline")]  # fmt: skip
            categories = seats[:CHART_PLAYERS]
            nothing = "No Fish'n'Flip bidding games yet"
        draw_legend(surface, series, (area.x, y), theme)
        chart = pygame.Rect(area.x, y + legend_h, area.w, area.bottom - y - legend_h)
        if any(v is not None for s in series for v in s.values):
            draw_bar_chart(surface, chart, categories, series, theme)
        else:
            empty(nothing, chart)

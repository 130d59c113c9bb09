"""The Statistics screen: every game's finished games, as tables and charts, a view each
(Finspan against Nautoma and hot-seat, Fish'n'Flip together and bidding, or a game's basic
view), chosen with "Show".

Owns `StatsScene`; the views are the games' own (`finspan.frontend.kit.front.StatsView`,
given by the navigator: ``app.nav.stats_views()``), read when the screen opens or comes back
to the top. A problem with a statistics file is shown as a message, never raised.
"""

from __future__ import annotations

import pygame

from ..look import theme as th
from ..look.theme import UI, FontRole
from ..shell.scene import AppContext, Scene
from ..ui.backdrop import WAKING_EVENTS, Backdrop, columns
from ..ui.widgets import Button, Choice, FocusGroup, Label, Tooltip, rel
from .common import TextTable, hint, lay_heading, message_box, message_height, panel


class StatsScene(Scene):
    """Finished games, a view at a time: a table and its charts. Keyboard: Left/Right on
    "Show" switches the view, Tab reaches the table when it scrolls, Esc goes back."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(app)
        theme = app.theme
        self.views = {v.key: v for v in app.nav.stats_views()}
        self.message: str | None = None
        self.heading_lines: list[str] = []  # the view's heading as laid out
        self.tooltip = Tooltip(theme=theme)
        self.title = Label("Statistics", FontRole.TITLE, theme=theme)
        self.back = Button("Back", app.pop, tooltip="Back (Esc)", theme=theme)
        self.view = Choice("Show", [(k, v.label) for k, v in self.views.items()],
                           self._on_view, theme=theme)  # fmt: skip
        self.tables = {
            k: TextTable(list(v.header), list(v.widths), list(v.aligns), on_empty=v.on_empty,
                         theme=theme)
            for k, v in self.views.items()
        }  # fmt: skip
        self.focus = FocusGroup([self.view, self.table, self.back])
        self.focus.focus(self.view)

    # data -----------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read every view's statistics again (repairing a file if need be) and show what
        went wrong, each message once."""
        messages: list[str] = []
        for key, view in self.views.items():
            told = view.load()
            if told and told not in messages:
                messages.append(told)
            self.tables[key].set_rows(view.rows())
        self.message = " ".join(messages) or self.message
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
        """Read the statistics and show the first view that has games."""
        self.reload()
        for key, view in self.views.items():
            if view.has_games():
                if key != self.view.value:
                    self.view.set_value(key)
                    self._on_view(key)
                return

    def resume(self) -> None:
        self.reload()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        theme = self.app.theme
        w, h = size
        lay_heading(self.title, self.back, size, theme)
        view = rel(size, 0.34, 0.018, 0.34, 0.075)
        view.h = max(view.h, Choice.height_for(theme))
        self.view.layout(view)
        top = round(h * 0.115)
        bottom = h - theme.font(FontRole.SMALL).get_linesize() - theme.px(12)
        self.banner = pygame.Rect(round(w * 0.025), top, round(w * 0.95), 0)
        if self.message:
            self.banner.h = message_height(self.message, self.banner.w, theme)
            top = self.banner.bottom + theme.px(10)
        self.left_panel, self.right_panel = columns(size, theme, top, bottom, (0.48, 0.52))
        inner = self.left_panel.inflate(-2 * theme.px(14), -2 * theme.px(14))
        self.heading_lines = self._heading_lines(inner.w)
        face = theme.font(FontRole.HEADING)
        heading = len(self.heading_lines) * face.get_linesize() + theme.px(6)
        for table in self.tables.values():
            table.layout(pygame.Rect(inner.x, inner.y + heading, inner.w, inner.h - heading))

    def _heading_lines(self, width: int) -> list[str]:
        """The view's heading wrapped in ``width``: two lines at most (the second shortened
        with "…" only if even they do not hold it)."""
        face = self.app.theme.font(FontRole.HEADING)
        lines = th.wrap(self.views[self.view.value].heading(), face, width)
        if len(lines) > 2 or any(face.size(line)[0] > width for line in lines):
            lines = [th.shorten(lines[0], face, width),
                     *([th.shorten(" ".join(lines[1:]), face, width)] if len(lines) > 1 else [])]
        return lines

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
        view = self.views[self.view.value]
        y = inner.y
        for line in self.heading_lines:
            surface.blit(theme.text(line, FontRole.HEADING, UI["text"]), (inner.x, y))
            y += theme.font(FontRole.HEADING).get_linesize()
        self.focus.draw(surface)
        if self.table not in self.focus.widgets:
            self.table.draw(surface)
        area = self.right_panel.inflate(-2 * theme.px(18), -2 * theme.px(14))
        view.draw_charts(surface, area, theme)
        hint(surface, "Left/Right: switch view · Tab: next · Esc: back", self.size, theme)

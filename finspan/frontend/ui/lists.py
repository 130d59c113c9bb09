"""Scrolling widgets: a `Grid` of cells drawn by a callback, a `ScrollList` of text rows, and a
`RowPager` that shows as many whole rows of other widgets as fit and scrolls the rest.

Built on `widgets.Widget` (focus, hover); like every widget they never import scenes and report
through callbacks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..look.theme import UI, FontRole, Theme, get_theme, shorten
from .widgets import ACTIVATE_KEYS, Widget, event_pos


class Grid(Widget):
    """A scrolling grid of ``count`` cells drawn by a callback; arrows move the selection.

    ``draw_cell(surface, index, rect, selected)`` draws one visible cell (with ``selected``
    True for the selection while the grid has focus); ``on_activate(index)`` on Enter/Space or
    click; ``on_select(index)`` when the selection moves. The wheel scrolls.
    """

    def __init__(
        self, draw_cell: Callable[[pygame.Surface, int, pygame.Rect, bool], None],
        on_activate: Callable[[int], None], *, on_select: Callable[[int], None] | None = None,
        cell_size: tuple[int, int] = (110, 150), gap: int = 10, theme: Theme | None = None,
    ) -> None:  # fmt: skip
        super().__init__(theme=theme)
        self.draw_cell = draw_cell
        self.on_activate = on_activate
        self.on_select = on_select
        self.cell_size = cell_size
        self.gap = gap
        self.count = 0
        self.selected = 0
        self.scroll = 0  # pixels scrolled down

    # geometry -----------------------------------------------------------------------------
    @property
    def columns(self) -> int:
        return max(1, (self.rect.w + self.gap) // (self.cell_size[0] + self.gap))

    @property
    def rows(self) -> int:
        return (self.count + self.columns - 1) // self.columns

    @property
    def content_height(self) -> int:
        return max(0, self.rows * (self.cell_size[1] + self.gap) - self.gap)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.rect.h)

    def cell_rect(self, index: int) -> pygame.Rect:
        """The rect of a cell on screen (it may lie outside the visible area)."""
        cols = self.columns
        used = cols * self.cell_size[0] + (cols - 1) * self.gap
        left = self.rect.x + (self.rect.w - used) // 2
        row, col = divmod(index, cols)
        return pygame.Rect(
            left + col * (self.cell_size[0] + self.gap),
            self.rect.y + row * (self.cell_size[1] + self.gap) - self.scroll,
            *self.cell_size,
        )

    @property
    def focus_rect(self) -> pygame.Rect:
        """The selected cell, as far as it shows (the focus ring is on it)."""
        if not self.count:
            return self.rect
        return self.cell_rect(self.selected).clip(self.rect)

    def index_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        for i in self.visible_indices():
            if self.cell_rect(i).collidepoint(pos):
                return i
        return None

    def visible_indices(self) -> range:
        step = self.cell_size[1] + self.gap
        first_row = max(0, self.scroll // step)
        last_row = (self.scroll + self.rect.h) // step
        return range(first_row * self.columns, min(self.count, (last_row + 1) * self.columns))

    # state --------------------------------------------------------------------------------
    def set_count(self, count: int) -> None:
        """New number of cells: keeps the selection in range and the scroll valid."""
        self.count = count
        self.selected = min(self.selected, max(0, count - 1))
        self.scroll = min(self.scroll, self.max_scroll)

    def select(self, index: int) -> None:
        if self.count == 0:
            return
        index = max(0, min(self.count - 1, index))
        changed = index != self.selected
        self.selected = index
        self.scroll_to(index)
        if changed and self.on_select is not None:
            self.on_select(index)

    def scroll_to(self, index: int) -> None:
        """Scroll the least amount that shows cell ``index`` whole."""
        r = self.cell_rect(index)
        if r.top < self.rect.top:
            self.scroll -= self.rect.top - r.top
        elif r.bottom > self.rect.bottom:
            self.scroll += r.bottom - self.rect.bottom
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.scroll + pixels, self.max_scroll))

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL:
            pos = event_pos(event) or pygame.mouse.get_pos()
            if self.rect.collidepoint(pos) or self.focused:
                self.scroll_by(-round(getattr(event, "y", 0) * (self.cell_size[1] + self.gap) / 2))
                return True
            return False
        if event.type == pygame.KEYDOWN and self.focused and self.count:
            cols = self.columns
            page = max(1, self.rect.h // (self.cell_size[1] + self.gap)) * cols
            moves = {
                pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -cols, pygame.K_DOWN: cols,
                pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
            }  # fmt: skip
            if event.key in moves:
                target = self.selected + moves[event.key]
                if event.key == pygame.K_UP and target < 0:
                    return False  # let focus leave the grid upwards
                self.select(target)
                return True
            if event.key == pygame.K_HOME:
                self.select(0)
                return True
            if event.key == pygame.K_END:
                self.select(self.count - 1)
                return True
            if event.key in ACTIVATE_KEYS:
                self.on_activate(self.selected)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            at = event_pos(event)
            return at is not None and self.index_at(at) is not None
        if self.clicked(event):
            index = self.index_at(event_pos(event))  # type: ignore[arg-type]
            if index is not None:
                self.select(index)
                self.on_activate(index)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        # a row scrolled part-way out shows no further than the list (text below stays clear)
        surface.set_clip(self.rect.inflate(self.theme.px(8), 0).clip(clip))
        for i in self.visible_indices():
            self.draw_cell(surface, i, self.cell_rect(i), self.focused and i == self.selected)
        surface.set_clip(clip)
        if self.max_scroll > 0:  # scroll bar
            bar = pygame.Rect(
                self.rect.right + self.theme.px(3), self.rect.y, self.theme.px(5), self.rect.h
            )
            pygame.draw.rect(surface, UI["panel"], bar, border_radius=3)
            thumb_h = max(self.theme.px(24), bar.h * self.rect.h // max(1, self.content_height))
            thumb_y = bar.y + (bar.h - thumb_h) * self.scroll // max(1, self.max_scroll)
            pygame.draw.rect(
                surface, UI["accent"], (bar.x, thumb_y, bar.w, thumb_h), border_radius=3
            )


class ScrollList(Grid):
    """A vertical list of text rows: a one-column `Grid` drawing each item's text."""

    def __init__(
        self, items: Sequence[str], on_activate: Callable[[int], None], *,
        on_select: Callable[[int], None] | None = None, theme: Theme | None = None,
    ) -> None:  # fmt: skip
        theme = theme or get_theme()
        super().__init__(self._draw_row, on_activate, on_select=on_select, theme=theme)
        self.items: list[str] = []
        self.set_items(items)

    def set_items(self, items: Sequence[str]) -> None:
        self.items = list(items)
        self.set_count(len(self.items))

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.gap = self.theme.px(2)
        self.cell_size = (rect.w, self.theme.font(FontRole.BODY).get_linesize() + self.theme.px(8))

    def _draw_row(
        self, surface: pygame.Surface, index: int, rect: pygame.Rect, selected: bool
    ) -> None:
        colour = UI["selected"] if index == self.selected else UI["panel"]
        pygame.draw.rect(surface, colour, rect, border_radius=self.theme.px(4))
        pad = self.theme.px(8)  # a row too narrow for its words shortens them ("…")
        words = shorten(self.items[index], self.theme.font(FontRole.BODY), rect.w - 2 * pad)
        img = self.theme.text(words, FontRole.BODY, UI["text"])
        surface.blit(img, (rect.x + pad, rect.centery - img.get_height() // 2))
        if selected:
            pygame.draw.rect(
                surface, UI["focus"], rect, max(2, self.theme.px(2)), border_radius=self.theme.px(4)
            )


class RowPager:
    """A column of widgets (choices, buttons) of one row height, of which as many whole rows
    as fit ``rect`` show; the others have no place (an empty rect: not drawn, not hit) until
    scrolled to. Text keeps its size: a small window or large text scrolls instead.

    ``top`` is the first row shown (setting it places the rows again); `follow` scrolls the
    least that shows a widget (the focused one); the wheel over the rows scrolls them.
    Not itself focusable: the scene's `FocusGroup` holds the widgets.
    """

    def __init__(self, widgets: Sequence[Widget], theme: Theme | None = None) -> None:
        self.widgets = list(widgets)
        self.theme = theme or get_theme()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.row_h, self.gap = 0, 0
        self._top = 0

    @property
    def per_page(self) -> int:
        """Whole rows that fit (at least one)."""
        return max(1, (self.rect.h + self.gap) // max(1, self.row_h + self.gap))

    @property
    def max_top(self) -> int:
        return max(0, len(self.widgets) - self.per_page)

    @property
    def top(self) -> int:
        return self._top

    @top.setter
    def top(self, row: int) -> None:
        self._top = max(0, min(self.max_top, row))
        self._place()

    @property
    def used(self) -> pygame.Rect:
        """The part of ``rect`` the shown rows take."""
        shown = min(self.per_page, len(self.widgets))
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w,
                           shown * (self.row_h + self.gap) - self.gap)  # fmt: skip

    def layout(self, rect: pygame.Rect, row_h: int, gap: int) -> None:
        """Rows of ``row_h`` with ``gap`` between them in ``rect`` (the scroll is kept)."""
        self.rect, self.row_h, self.gap = pygame.Rect(rect), row_h, gap
        self.top = self._top

    def _place(self) -> None:
        bar = self.theme.px(10) if self.max_top else 0  # room for the scroll bar
        for i, w in enumerate(self.widgets):
            row = i - self._top
            if 0 <= row < self.per_page:
                y = self.rect.y + row * (self.row_h + self.gap)
                w.layout(pygame.Rect(self.rect.x, y, self.rect.w - bar, self.row_h))
            else:
                w.layout(pygame.Rect(0, 0, 0, 0))
                w.hovered = False

    def follow(self, widget: Widget | None) -> bool:
        """Scroll the least that shows ``widget`` whole (if it is a row); True if it moved."""
        if widget not in self.widgets:
            return False
        i, before = self.widgets.index(widget), self._top  # type: ignore[arg-type]
        if i < self._top:
            self.top = i
        elif i >= self._top + self.per_page:
            self.top = i - self.per_page + 1
        return self._top != before

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The wheel over the rows scrolls them a row at a time; True if it was used."""
        if event.type != pygame.MOUSEWHEEL or not self.max_top:
            return False
        pos = event_pos(event) or pygame.mouse.get_pos()
        if not self.rect.collidepoint(pos):
            return False
        self.top = self._top - int(getattr(event, "y", 0))
        return True

    def _shown_line(self) -> pygame.Surface | None:
        """The line saying which rows show, if some are hidden and it fits below them."""
        if not self.max_top:
            return None
        t = self.theme
        shown = f"{self._top + 1}–{self._top + self.per_page} of {len(self.widgets)} · scroll"
        img = t.text(shown, FontRole.SMALL, UI["text_dim"])
        return img if self.rect.bottom - self.used.bottom >= img.get_height() + t.px(4) else None

    @property
    def bottom(self) -> int:
        """Where what the pager draws ends: its rows, and the line below them that says which
        rows show (when it does); what follows goes below this."""
        line = self._shown_line()
        return self.used.bottom + (line.get_height() + self.theme.px(4) if line else 0)

    def draw(self, surface: pygame.Surface) -> None:
        """The scroll bar beside the rows, when some are hidden, and which rows show (below
        them, if there is room); the rows draw themselves."""
        if not self.max_top:
            return
        t = self.theme
        img = self._shown_line()
        if img is not None:
            surface.blit(img, img.get_rect(topright=(self.rect.right, self.used.bottom + t.px(4))))
        bar = pygame.Rect(self.rect.right - t.px(5), self.rect.y, t.px(5), self.used.h)
        pygame.draw.rect(surface, UI["panel"], bar, border_radius=3)
        n = len(self.widgets)
        thumb_h = max(t.px(24), bar.h * self.per_page // n)
        thumb_y = bar.y + (bar.h - thumb_h) * self._top // max(1, self.max_top)
        pygame.draw.rect(surface, UI["accent"], (bar.x, thumb_y, bar.w, thumb_h), border_radius=3)

"""The How to play screen of either game: its rules document with a table of contents,
scrolled by keyboard or mouse.

Owns `RulesScene` (showing one game's `document.RulesBook`, which the game's registration
gives), the `DocumentView` widget that shows a laid-out
document, and `layout_document`, which turns a book's sections into positioned text, tags
and table lines for a width and theme (done once per window size; drawing only blits the
visible part, from the theme's text cache). Provisional values carry the provisional tag.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from ..document import Picture, RulesBook, Section, Table, Text
from ..look import theme as th
from ..look.theme import UI, Colour, FontRole, Theme
from ..shell.scene import AppContext, Scene
from ..ui.backdrop import WAKING_EVENTS, Backdrop, columns
from ..ui.lists import ScrollList
from ..ui.widgets import (
    ACTIVATE_KEYS,
    Button,
    FocusGroup,
    Label,
    Tooltip,
    Widget,
    event_pos,
)
from .common import (
    PROVISIONAL_HELP,
    Piece,
    Run,
    chip_size,
    draw_pieces,
    flow_text,
    hint,
    lay_heading,
    panel,
)

# --- Layout ------------------------------------------------------------------------------------


@dataclass(slots=True)
class Box:
    """A filled or outlined rectangle of the document (table cells, rules, heading bars)."""

    rect: pygame.Rect
    colour: Colour
    width: int = 0  # 0 = filled


@dataclass(slots=True)
class Placed:
    """An illustration of the document: which (`rules_pictures`) and where."""

    kind: str
    rect: pygame.Rect


@dataclass
class DocLayout:
    """A document laid out for one width: pieces and boxes in document coordinates, the top
    of each section, and the total height. Drawing culls by ``y``."""

    width: int
    height: int = 0
    pieces: list[Piece] = field(default_factory=list)
    boxes: list[Box] = field(default_factory=list)
    pictures: list[Placed] = field(default_factory=list)
    section_tops: dict[str, int] = field(default_factory=dict)
    chips: int = 0  # how many provisional tags were placed (for tests)

    def section_at(self, y: int, order: Sequence[str]) -> str:
        """The id of the section being read when the view's top is at ``y``."""
        current = order[0]
        for sid in order:
            if self.section_tops.get(sid, 0) <= y:
                current = sid
        return current


def _place(layout: DocLayout, pieces: list[Piece], dx: int, dy: int) -> None:
    for p in pieces:
        p.x += dx
        p.y += dy
        layout.pieces.append(p)
        layout.chips += p.chip


def layout_document(
    sections: Sequence[Section], width: int, theme: Theme, book: RulesBook
) -> DocLayout:
    """Lay ``sections`` out in a column ``width`` pixels wide at the theme's current size;
    pictures are as tall as ``book`` draws them."""
    doc = DocLayout(width)
    para_gap = theme.px(8)
    y = 0
    text_c, accent_c = UI["text"], UI["accent"]
    float_bottom = float_w = 0  # a picture at the right: text beside it is narrower
    for index, section in enumerate(sections):
        y = max(y, float_bottom)
        if index:
            y += theme.px(22)
        doc.section_tops[section.id] = y
        pieces, h = flow_text([Run(section.title, FontRole.HEADING, text_c)], width, theme)
        _place(doc, pieces, 0, y)
        y += h + theme.px(3)
        doc.boxes.append(Box(pygame.Rect(0, y, width, max(2, theme.px(2))), accent_c))
        y += theme.px(10)
        for block in section.blocks:
            if isinstance(block, Picture):
                y, float_bottom, float_w = _layout_picture(doc, block, y, width, theme, book)
                continue
            if isinstance(block, Table):
                y = max(y, float_bottom)
                y = _layout_table(doc, block, y, theme) + para_gap
                continue
            beside = width - float_w if y < float_bottom else width
            y = _layout_text(doc, block, y, beside, theme) + (
                theme.px(4) if block.kind in ("bullet", "step") else para_gap
            )
            if block.kind == "h2":
                y -= theme.px(4)
    doc.height = max(y, float_bottom) + theme.px(30)
    return doc


#: Below this column width (at 100 %) a picture takes the column's width, text below it.
FLOAT_FROM = 700
#: A picture's width beside the text, the least width left to that text, and a picture's
#: width across the column (at 720 px and 100 %; they grow with the text).
FLOAT_W, FLOAT_TEXT, PICTURE_W = 400, 300, 520


def _layout_picture(
    doc: DocLayout, block: Picture, y: int, width: int, theme: Theme, book: RulesBook
) -> tuple[int, int, int]:
    """Place a picture and its caption: at the right with the text flowing beside it when
    the column is wide, else across the column with the text below. Returns (where the
    text goes on, the bottom of the floating picture or 0, the width it takes from the
    text beside it or 0)."""
    gap = theme.px(16)
    floating = width >= theme.px(FLOAT_FROM)
    # the picture grows with the text size (its card's words with it), never shrinks: beside
    # the text it leaves that text at least FLOAT_TEXT wide; across the column it takes up to
    # PICTURE_W
    if floating:
        pw = min(theme.px(FLOAT_W), width - theme.px(FLOAT_TEXT))
    else:
        pw = min(width, theme.px(PICTURE_W))
    ph = book.height_for(block.kind, pw)
    x = width - pw if floating else 0
    doc.pictures.append(Placed(block.kind, pygame.Rect(x, y, pw, ph)))
    runs = [Run(block.caption, FontRole.SMALL, UI["text_dim"])]
    pieces, h = flow_text(runs, pw, theme, chip=block.provisional)
    _place(doc, pieces, x, y + ph + theme.px(4))
    bottom = y + ph + theme.px(4) + h + gap
    if floating:
        return y, bottom, pw + gap
    return bottom, 0, 0


def _layout_text(doc: DocLayout, block: Text, y: int, width: int, theme: Theme) -> int:
    text_c = UI["text"]
    if block.kind == "h2":
        y += theme.px(6)
        runs = [Run(block.text, FontRole.BODY_BOLD, UI["accent"])]
        pieces, h = flow_text(runs, width, theme, chip=block.provisional)
        _place(doc, pieces, 0, y)
        return y + h
    if block.kind == "note":
        runs = [Run(block.text, FontRole.SMALL, UI["text_dim"])]
        pieces, h = flow_text(runs, width, theme, chip=block.provisional)
        _place(doc, pieces, 0, y)
        return y + h
    indent = 0
    if block.kind in ("bullet", "step"):
        indent = theme.px(26)
        label_role = FontRole.BODY_BOLD
        label = th.text(block.label, label_role, theme.font_px(label_role), UI["accent"])
        doc.pieces.append(
            Piece(theme.px(8), y, label.get_width(), label.get_height(), block.label, label_role,
                  theme.font_px(label_role), UI["accent"])
        )  # fmt: skip
    runs = []
    if block.term:
        runs.append(Run(block.term + " ", FontRole.BODY_BOLD, text_c))
    runs.append(Run(block.text, FontRole.BODY, text_c))
    pieces, h = flow_text(runs, width - indent, theme, chip=block.provisional)
    _place(doc, pieces, indent, y)
    return y + h


def _column_edges(table: Table, width: int, theme: Theme) -> list[int]:
    """The x of each column's edges: each its share of ``width``, but a column holding a
    provisional tag at least as wide as the tag (at a larger text size it is wider than a
    narrow column's share), the room taken from the widest column."""
    pad = theme.px(6)
    widths = [round(width * share) for share in table.widths]
    widths[-1] = width - sum(widths[:-1])
    least = chip_size(theme)[0] + theme.px(5) + 2 * pad  # (flow_text puts it 5 px in)
    for col in range(len(widths)):
        if widths[col] < least and any(row[col].provisional for row in table.rows):
            widest = max((c for c in range(len(widths)) if c != col), key=widths.__getitem__)
            short = min(least - widths[col], widths[widest] - least)
            widths[col] += short
            widths[widest] -= short
    xs = [0]
    for w in widths:
        xs.append(xs[-1] + w)
    return xs


def _layout_table(doc: DocLayout, table: Table, y: int, theme: Theme) -> int:
    width = doc.width
    pad = theme.px(6)
    xs = _column_edges(table, width, theme)
    edge = UI["panel_edge"]
    top = y
    rows: list[tuple[list[tuple[str, bool]], bool]] = [
        ([(h, False) for h in table.header], True),
        *(([(c.text, c.provisional) for c in row], False) for row in table.rows),
    ]
    for i, (cells, header) in enumerate(rows):
        laid = []
        row_h = 0
        for col, (words, provisional) in enumerate(cells):
            role = FontRole.BODY_BOLD if header else FontRole.BODY
            cell_w = xs[col + 1] - xs[col] - 2 * pad
            pieces, h = flow_text([Run(words, role, UI["text"])], cell_w, theme, chip=provisional)
            laid.append(pieces)
            row_h = max(row_h, h)
        row_h += 2 * pad
        if header:
            doc.boxes.append(Box(pygame.Rect(0, y, width, row_h), UI["panel"]))
        elif i % 2 == 0:
            doc.boxes.append(
                Box(pygame.Rect(0, y, width, row_h), th.lerp(UI["background"], UI["panel"], 0.5))
            )
        for col, pieces in enumerate(laid):
            _place(doc, pieces, xs[col] + pad, y + pad)
        y += row_h
        doc.boxes.append(Box(pygame.Rect(0, y - 1, width, 1), edge))
    doc.boxes.append(Box(pygame.Rect(0, top, width, y - top), edge, 1))
    for x in xs[1:-1]:
        doc.boxes.append(Box(pygame.Rect(x, top, 1, y - top), edge))
    return y


# --- Widgets -----------------------------------------------------------------------------------


class DocumentView(Widget):
    """A scrolling view of a `DocLayout`: Up/Down scroll a few lines, Page Up/Down and Space a
    page, Home/End the ends; the wheel scrolls when the pointer is over it."""

    def __init__(self, book: RulesBook, theme: Theme | None = None) -> None:
        super().__init__(theme=theme)
        self.doc = DocLayout(1)
        self.scroll = 0
        #: Whose pictures the document shows (default: Finspan's).
        self.book = book

    @property
    def inner(self) -> pygame.Rect:
        """Where the text goes (the rect less its padding)."""
        pad = self.theme.px(18)
        return self.rect.inflate(-2 * pad, -2 * pad)

    @property
    def max_scroll(self) -> int:
        return max(0, self.doc.height - self.inner.h)

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.max_scroll, int(y)))

    def scroll_by(self, dy: int) -> None:
        self.scroll_to(self.scroll + dy)

    @property
    def line(self) -> int:
        return self.theme.font(FontRole.BODY).get_linesize()

    def page_keys(self, key: int) -> bool:
        """Scroll for Page Up / Page Down (used whatever has the focus); True if handled."""
        page = round(self.inner.h * 0.9)
        if key == pygame.K_PAGEDOWN:
            self.scroll_by(page)
            return True
        if key == pygame.K_PAGEUP:
            self.scroll_by(-page)
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL:
            at = event_pos(event) or pygame.mouse.get_pos()
            if self.rect.collidepoint(at) or self.focused:
                self.scroll_by(-round(getattr(event, "y", 0) * self.line * 3))
                return True
            return False
        if event.type == pygame.KEYDOWN and self.focused:
            key = event.key
            if key == pygame.K_DOWN:
                self.scroll_by(self.line * 2)
                return True
            if key == pygame.K_UP:
                self.scroll_by(-self.line * 2)
                return True
            if key == pygame.K_SPACE:
                shift = getattr(event, "mod", 0) & pygame.KMOD_SHIFT
                return self.page_keys(pygame.K_PAGEUP if shift else pygame.K_PAGEDOWN)
            if key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if key == pygame.K_END:
                self.scroll_to(self.max_scroll)
                return True
            return self.page_keys(key)
        return event.type == pygame.MOUSEBUTTONDOWN and bool(
            (pos := event_pos(event)) and self.rect.collidepoint(pos)
        )

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        panel(surface, self.rect, theme)
        inner = self.inner
        top, bottom = self.scroll, self.scroll + inner.h
        ox, oy = inner.x, inner.y - self.scroll
        clip = surface.get_clip()
        surface.set_clip(inner.inflate(theme.px(4), theme.px(4)).clip(clip) if clip else inner)
        for box in self.doc.boxes:
            if box.rect.bottom >= top and box.rect.top <= bottom:
                pygame.draw.rect(surface, box.colour, box.rect.move(ox, oy), box.width)
        for placed in self.doc.pictures:
            if placed.rect.bottom >= top and placed.rect.top <= bottom:
                pic = self.book.picture(placed.kind, placed.rect.w, theme)
                surface.blit(pic, placed.rect.move(ox, oy))
        visible = [p for p in self.doc.pieces if p.y + p.h >= top and p.y <= bottom]
        draw_pieces(surface, visible, (ox, oy), theme)
        surface.set_clip(clip)
        if self.max_scroll:  # scroll bar
            bar = pygame.Rect(self.rect.right - theme.px(9), inner.y, theme.px(5), inner.h)
            pygame.draw.rect(surface, UI["panel"], bar, border_radius=3)
            thumb_h = max(theme.px(24), bar.h * inner.h // max(1, self.doc.height))
            thumb_y = bar.y + (bar.h - thumb_h) * self.scroll // max(1, self.max_scroll)
            pygame.draw.rect(surface, UI["accent"], (bar.x, thumb_y, bar.w, thumb_h),
                             border_radius=3)  # fmt: skip
        self.draw_focus(surface)


class Contents(ScrollList):
    """The table of contents: Up/Down choose a section; Right (or Enter) goes to the text."""

    def __init__(self, items, on_activate, *, on_select=None, theme: Theme | None = None) -> None:
        super().__init__(items, on_activate, on_select=on_select, theme=theme)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return False  # let the focus group move to the text
        return super().handle_event(event)


# --- The scene ---------------------------------------------------------------------------------


class RulesScene(Scene):
    """How to play one game (``book``; default: Finspan's): contents on the left, the rules
    on the right.

    ``section`` opens at that section (e.g. `rules_text.FIRST_TURN`, which the table's guided
    first turn links to; None or an unknown id: the book's first). Keyboard: Tab or
    Left/Right between the contents, the text and Back; Up/Down choose a section or scroll;
    Page Up/Down scroll from anywhere; Esc goes back. Mouse: click a section, wheel over the text.
    """

    def __init__(
        self, app: AppContext, book: RulesBook, section: str | None = None
    ) -> None:
        super().__init__(app)
        theme = app.theme
        self.book = book
        self.sections = tuple(self.book.sections())
        self.order = [s.id for s in self.sections]
        self.title = Label(self.book.title, FontRole.TITLE, theme=theme)
        self.back = Button("Back", app.pop, tooltip="Back (Esc)", theme=theme)
        self.contents = Contents(
            [s.short_title for s in self.sections], self._open_section, on_select=self._jump,
            theme=theme,
        )  # fmt: skip
        self.view = DocumentView(self.book, theme=theme)
        self.focus = FocusGroup([self.contents, self.view, self.back])
        self.start_section = section if section in self.order else self.book.first
        self._layout_key: tuple | None = None
        self.backdrop = Backdrop(app)
        self.tooltip = Tooltip(theme=theme)  # what an "our reading" tag means, on hover

    # navigation ---------------------------------------------------------------------------
    def _jump(self, index: int) -> None:
        """Show section ``index`` at the top of the text (the contents selection moved)."""
        self.view.scroll_to(self.view.doc.section_tops.get(self.order[index], 0))
        self.app.request_redraw()

    def _open_section(self, index: int) -> None:
        self._jump(index)
        self.focus.focus(self.view)

    def show_section(self, section_id: str) -> None:
        """Scroll to a section by id and select it in the contents."""
        index = self.order.index(section_id)
        self.contents.select(index)
        self._jump(index)

    @property
    def current_section(self) -> str:
        return self.view.doc.section_at(self.view.scroll + self.app.theme.px(4), self.order)

    def _follow(self) -> None:
        """Keep the contents' selection on the section being read (no jump)."""
        index = self.order.index(self.current_section)
        if index != self.contents.selected:
            self.contents.selected = index
            self.contents.scroll_to(index)

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        self.show_section(self.start_section)
        self.focus.focus(self.view)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        theme = self.app.theme
        h = size[1]
        lay_heading(self.title, self.back, size, theme)
        top = round(h * 0.115)
        bottom = h - theme.font(FontRole.SMALL).get_linesize() - theme.px(12)
        self.side_panel, view = columns(size, theme, top, bottom, (0.225, 0.775), gap_units=2)
        inner = self.side_panel.inflate(-2 * theme.px(10), -2 * theme.px(10))
        self.legend, legend_h = flow_text(
            [Run(self.book.legend, FontRole.SMALL, UI["text_dim"])], inner.w, theme, chip=True
        )
        self.legend_pos = (inner.x, inner.bottom - legend_h)
        self.contents.layout(
            pygame.Rect(inner.x, inner.y, inner.w, inner.h - legend_h - theme.px(16))
        )
        self.contents.set_count(len(self.order))
        self.contents.scroll_to(self.contents.selected)
        self.view.layout(view)
        key = (self.view.inner.w, theme.scale)
        if key != self._layout_key:
            reading = self.current_section if self._layout_key else None
            self.view.doc = layout_document(self.sections, self.view.inner.w, theme, self.book)
            self._layout_key = key
            if reading:  # after a resize, show the start of the section being read
                self.view.scroll_to(self.view.doc.section_tops.get(reading, 0))
        self.view.scroll_to(self.view.scroll)

    # frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        if self.tooltip.update(dt):
            self.app.request_redraw()

    @property
    def animating(self) -> bool:
        return self.backdrop.moving or self.tooltip.pending

    def tag_at(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """The "our reading" tag under ``pos`` (in the text as scrolled, or the legend's)."""
        inner = self.view.inner
        if inner.collidepoint(pos):
            for p in self.view.doc.pieces:
                if p.chip:
                    rect = pygame.Rect(inner.x + p.x, inner.y - self.view.scroll + p.y, p.w, p.h)
                    if rect.collidepoint(pos):
                        return rect
        for p in self.legend:
            rect = pygame.Rect(self.legend_pos[0] + p.x, self.legend_pos[1] + p.y, p.w, p.h)
            if p.chip and rect.collidepoint(pos):
                return rect
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in WAKING_EVENTS:
            self.backdrop.wake()
        if event.type == pygame.MOUSEMOTION:
            tag = self.tag_at(event.pos)
            if tag is None:
                self.tooltip.hide()
            else:
                self.tooltip.show(PROVISIONAL_HELP, tag, screen=self.size)
        elif event.type == pygame.MOUSEWHEEL:
            self.tooltip.hide()
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
                return True
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) and not self.view.focused:
                self.view.page_keys(event.key)
                self._follow()
                return True
            if self.contents.focused and event.key in ACTIVATE_KEYS:
                self._open_section(self.contents.selected)
                return True
        if self.focus.handle_event(event):
            if self.view.focused or event.type == pygame.MOUSEWHEEL:
                self._follow()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        self.backdrop.draw(surface)
        self.title.draw(surface)
        panel(surface, self.side_panel, theme)
        self.focus.draw(surface)
        draw_pieces(surface, self.legend, self.legend_pos, theme)
        hint(
            surface,
            "Up/Down: section or scroll · Left/Right or Tab: contents / text · "
            "Page Up/Down: page · Esc: back",
            self.size, theme,
        )  # fmt: skip
        self.tooltip.draw(surface)

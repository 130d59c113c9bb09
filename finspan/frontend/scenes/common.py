"""Pieces shared by the menu scenes (title, new game, rules, settings, statistics).

Owns: flowing rich text (runs of differently styled words wrapped to a width, with an
optional "provisional" tag) as positioned pieces a scene draws later; the provisional tag;
the primary (Start) button; a scrolling, focusable table of text; panel, header and hint
drawing. Everything reads colours and fonts from the theme; nothing here knows a scene.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..look import theme as th
from ..look.theme import UI, Colour, FontRole, Theme
from ..shell.scene import Scene
from ..ui.backdrop import WAKING_EVENTS, Backdrop, grid, shadowed_panel
from ..ui.prompts import draw_hint
from ..ui.widgets import Button, FocusGroup, Tooltip, Widget, event_pos, rel

#: The tag on a value the printed rules do not give (the engine's provisional marks), in a
#: player's words (issue 34: "provisional" told a player nothing), and its help on hover.
PROVISIONAL_WORD = "our reading"
PROVISIONAL_HELP = ("Our reading of the rules: the printed rules do not give this, so the "
                    "game uses its best reading. The printed card may differ.")
#: Input that wakes a screen's drifting backdrop (see `backdrop.Backdrop`).

# --- Flowing text --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Run:
    """Words in one style."""

    text: str
    role: FontRole
    colour: Colour


@dataclass(slots=True)
class Piece:
    """A positioned piece of a laid-out text: words in one style, or (``chip``) the
    provisional tag. ``x``/``y`` are relative to the text's origin."""

    x: int
    y: int
    w: int
    h: int
    text: str = ""
    role: FontRole = FontRole.BODY
    px: int = 16
    colour: Colour = (0, 0, 0)
    chip: bool = False


_WORDS = re.compile(r"\S+\s*")


def chip_size(theme: Theme) -> tuple[int, int]:
    """Width and height of the provisional tag at the theme's current size."""
    img = _chip_text(theme)
    return img.get_width() + 2 * theme.px(5), img.get_height() + theme.px(2)


def _chip_text(theme: Theme) -> pygame.Surface:
    px = max(th.MIN_FONT_PX, theme.font_px(FontRole.SMALL) - 1)
    return th.text(PROVISIONAL_WORD, FontRole.BODY_BOLD, px, UI["provisional_ink"])


def draw_chip(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The provisional tag: the word on an amber pill (a word, so it needs no colour)."""
    pygame.draw.rect(surface, UI["provisional"], rect, border_radius=rect.h // 2)
    img = _chip_text(theme)
    surface.blit(img, img.get_rect(center=rect.center))


def flow_text(
    runs: Sequence[Run],
    width: int,
    theme: Theme,
    *,
    first_x: int = 0,
    hang: int = 0,
    chip: bool = False,
) -> tuple[list[Piece], int]:
    """Lay ``runs`` out in lines no wider than ``width``; returns (pieces, height).

    The first line starts at ``first_x``, later lines at ``hang``. With ``chip`` the
    provisional tag follows the last word (on a new line if it does not fit). Pure apart
    from font measuring.
    """
    lines: list[list[Piece]] = [[]]
    x = first_x
    for run in runs:
        px = theme.font_px(run.role)
        font = th.font(run.role, px)
        for token in _WORDS.findall(run.text):
            word_w = font.size(token.rstrip())[0]
            full_w = font.size(token)[0]
            line = lines[-1]
            if line and x + word_w > width:
                lines.append([])
                line = lines[-1]
                x = hang
            last = line[-1] if line else None
            if (
                last is not None
                and not last.chip
                and (last.role, last.colour, last.px) == (run.role, run.colour, px)
            ):
                last.text += token
                last.w = x + full_w - last.x
            else:
                h = font.get_linesize()
                line.append(Piece(x, 0, full_w, h, token, run.role, px, run.colour))
            x += full_w
    if chip:
        cw, ch = chip_size(theme)
        if lines[-1] and x + cw > width:
            lines.append([])
            x = hang
        lines[-1].append(Piece(x + theme.px(5), 0, cw, ch, chip=True))
    pieces: list[Piece] = []
    y = 0
    body_h = th.font(FontRole.BODY, theme.font_px(FontRole.BODY)).get_linesize()
    for line in lines:
        if not line:
            continue
        text_h = [p.h for p in line if not p.chip]
        # a line is at least as high as its chip (it would otherwise reach into the line
        # above at a large text size)
        line_h = max(max(text_h) if text_h else body_h, *(p.h for p in line))
        for p in line:
            p.y = y + (line_h - p.h) // 2 if p.chip else y + (line_h - p.h)
            pieces.append(p)
        y += line_h
    for p in pieces:
        p.text = p.text.rstrip()
    return pieces, y


def draw_pieces(
    surface: pygame.Surface, pieces: Sequence[Piece], origin: tuple[int, int], theme: Theme
) -> None:
    """Draw laid-out pieces with their origin at ``origin`` (changes only ``surface``)."""
    ox, oy = origin
    for p in pieces:
        if p.chip:
            draw_chip(surface, pygame.Rect(ox + p.x, oy + p.y, p.w, p.h), theme)
        elif p.text:
            surface.blit(th.text(p.text, p.role, p.px, p.colour), (ox + p.x, oy + p.y))


def wrapped(
    surface: pygame.Surface, text: str, rect: pygame.Rect, theme: Theme, *,
    role: FontRole = FontRole.SMALL, colour: Colour = UI["text_dim"], chip: bool = False,
) -> int:  # fmt: skip
    """Draw ``text`` wrapped into ``rect`` (clipped to it); returns the height used."""
    pieces, height = flow_text([Run(text, role, colour)], rect.w, theme, chip=chip)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    draw_pieces(surface, pieces, rect.topleft, theme)
    surface.set_clip(clip)
    return height


# --- Panels, headers, hints ------------------------------------------------------------------


def panel(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, *, alpha: int = 255) -> None:
    """A rounded panel a little lighter than the background, with a soft shadow (it floats
    over the backdrop; see `backdrop.shadowed_panel`)."""
    shadowed_panel(surface, rect, theme, alpha=alpha)


def hint(surface: pygame.Surface, text: str, size: tuple[int, int], theme: Theme) -> None:
    """A one-line key hint centred along the bottom edge, written with the keyboard's keys
    and shown with the controller's buttons when one was used last (`ui.prompts`)."""
    draw_hint(surface, text, size, theme)


def message_box(
    surface: pygame.Surface, text: str, rect: pygame.Rect, theme: Theme, *,
    colour: Colour = UI["danger"],
) -> None:  # fmt: skip
    """A framed message (a warning by default): a coloured edge and wrapped body text."""
    pad = theme.px(10)
    pieces, height = flow_text([Run(text, FontRole.BODY, UI["text"])], rect.w - 2 * pad, theme)
    box = pygame.Rect(rect.x, rect.y, rect.w, height + 2 * pad)
    pygame.draw.rect(surface, UI["panel"], box, border_radius=theme.px(6))
    pygame.draw.rect(surface, colour, box, max(2, theme.px(2)), border_radius=theme.px(6))
    draw_pieces(surface, pieces, (box.x + pad, box.y + pad), theme)


def lay_heading(title: Widget, back: Widget, size: tuple[int, int], theme: Theme, *,
                width: float = 0.3, back_h: int = 0) -> None:  # fmt: skip
    """A screen's heading: its ``title`` at the top left, ``width`` of the window wide, and its
    Back button at the top right (at least ``back_h`` high), both on the spacing grid as the
    panels under them."""
    title_rect = rel(size, 0.03, 0.02, width, 0.08)
    title_rect.x = grid(theme, 3)
    title.layout(title_rect)
    back_rect = rel(size, 0.85, 0.03, 0.12, 0.06)
    back_rect.h = max(back_rect.h, back_h)
    back.layout(back_rect.move(size[0] - grid(theme, 3) - back_rect.right, 0))


def message_height(text: str, width: int, theme: Theme) -> int:
    """The height `message_box` needs for ``text`` at ``width``."""
    pad = theme.px(10)
    _, height = flow_text([Run(text, FontRole.BODY, UI["text"])], width - 2 * pad, theme)
    return height + 2 * pad


# --- Widgets -----------------------------------------------------------------------------------


class PrimaryButton(Button):
    """The main action of a screen (Start): larger text on the primary colour."""

    def draw(self, surface: pygame.Surface) -> None:
        colour = UI["primary_active"] if self.hovered or self.focused else UI["primary"]
        radius = self.theme.px(10)
        pygame.draw.rect(surface, colour, self.rect, border_radius=radius)
        pygame.draw.rect(surface, UI["legal"], self.rect, 1, border_radius=radius)
        role = FontRole.HEADING
        px = th.fit_text(
            self.text, role, round(self.theme.font_px(role) * 1.2), self.rect.w - 16, 12
        )
        img = th.text(self.text, role, px, UI["text"] if self.enabled else UI["text_dim"])
        surface.blit(img, img.get_rect(center=self.rect.center))
        self.draw_focus(surface)


class TextTable(Widget):
    """A table of text with a header row that scrolls by rows (arrows, Page keys, wheel).

    ``aligns`` per column: ``left`` or ``right``; ``widths`` are column shares (sum 1).
    Focusable so that the keyboard can scroll it; ``on_empty`` is shown when there are no rows.
    """

    def __init__(
        self, header: Sequence[str], widths: Sequence[float], aligns: Sequence[str], *,
        on_empty: str = "", theme: Theme | None = None,
    ) -> None:  # fmt: skip
        super().__init__(theme=theme)
        self.header = list(header)
        self.widths = list(widths)
        self.aligns = list(aligns)
        self.rows: list[list[str]] = []
        self.on_empty = on_empty
        self.top = 0  # first row shown
        self.px = self.theme.font_px(FontRole.BODY)  # one text size for every body cell
        self.header_px = self.px

    def set_rows(self, rows: Sequence[Sequence[str]]) -> None:
        self.rows = [list(r) for r in rows]
        self.top = min(self.top, self.max_top)
        self._fit()

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._fit()

    def _fit(self) -> None:
        """The columns' widths: each at least what its widest cell needs at the body size
        where the table is wide enough for all of them (the rest shared as ``widths`` say),
        else as ``widths`` say. Then the largest sizes (up to the body size, down to its size
        at 100 % text) at which every header cell, and every body cell, fits its column: one
        size for the header, one for the body. A cell that does not fit even then is
        shortened ("…")."""
        pad = self._pad
        self.rooms = self._rooms(pad)
        least = self.theme.least_px(FontRole.BODY)
        sizes = []
        for rows, role in (([self.header], FontRole.BODY_BOLD), (self.rows, FontRole.BODY)):
            px = self.theme.font_px(FontRole.BODY)
            for row in rows:
                for col, text in enumerate(row):
                    px = th.fit_text(text, role, px, self._room(col) - 2 * pad, least)
            sizes.append(px)
        self.header_px, self.px = sizes

    def _rooms(self, pad: int) -> list[int]:
        """Each column's width: what its widest cell needs at the largest size (down to
        the body's size at 100 % text) at which every column has what it needs, the rest
        shared by ``widths``; ``widths`` alone where even the least size does not fit."""
        shares = [round(self.rect.w * share) for share in self.widths]
        if not self.rect.w:
            return shares
        needs: list[int] = []
        for px in range(self.theme.font_px(FontRole.BODY), self.theme.least_px(FontRole.BODY) - 1,
                        -1):  # fmt: skip
            needs = []
            for col in range(len(self.widths)):
                cells = [(self.header[col], FontRole.BODY_BOLD)] + [
                    (row[col], FontRole.BODY) for row in self.rows if col < len(row)]
                needs.append(max(th.font(role, px).size(text)[0] for text, role in cells)
                             + 2 * pad)  # fmt: skip
            if sum(needs) <= self.rect.w:
                break
        if not needs or sum(needs) > self.rect.w:
            return shares
        rooms = [max(need, share) for need, share in zip(needs, shares, strict=True)]
        over = sum(rooms) - self.rect.w  # taken back from the columns wider than they need
        slack = [room - need for room, need in zip(rooms, needs, strict=True)]
        total = sum(slack)
        if over > 0 and total:
            rooms = [room - over * spare // total for room, spare in zip(rooms, slack, strict=True)]
        return rooms

    def _room(self, col: int) -> int:
        rooms = getattr(self, "rooms", None)
        if rooms is not None and col < len(rooms):
            return rooms[col]
        return round(self.rect.w * self.widths[col])

    @property
    def _pad(self) -> int:
        """A cell's margin: as at 100 % text (the columns' room goes to larger words)."""
        return max(2, round(self.theme.px(8) / self.theme.ui_scale))

    @property
    def row_h(self) -> int:
        return self.theme.font(FontRole.BODY).get_linesize() + self.theme.px(8)

    @property
    def visible_rows(self) -> int:
        """Rows that fit below the header and above the "rows a-b of n" line."""
        footer = self.theme.font(FontRole.SMALL).get_linesize()
        return max(1, (self.rect.h - self.row_h - footer) // self.row_h)

    @property
    def max_top(self) -> int:
        return max(0, len(self.rows) - self.visible_rows)

    @property
    def focusable(self) -> bool:  # type: ignore[override]
        """Only a table with more rows than fit takes the focus (to scroll it)."""
        return self.max_top > 0

    def scroll(self, rows: int) -> None:
        self.top = max(0, min(self.max_top, self.top + rows))

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL:
            pos = event_pos(event) or pygame.mouse.get_pos()
            if self.rect.collidepoint(pos) and self.max_top:
                self.scroll(-int(getattr(event, "y", 0)) * 2)
                return True
            return False
        if event.type == pygame.KEYDOWN and self.focused:
            page = self.visible_rows
            moves: dict[int, int] = {
                pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page, pygame.K_HOME: -len(self.rows),
                pygame.K_END: len(self.rows),
            }  # fmt: skip
            if event.key in moves:
                before = self.top
                self.scroll(moves[event.key])
                # at an end, let the arrow keys move the focus on
                return self.top != before or event.key not in (pygame.K_UP, pygame.K_DOWN)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        pad = self._pad
        row_h = self.row_h
        xs = [self.rect.x]
        for col in range(len(self.widths)):
            xs.append(xs[-1] + self._room(col))

        def cell(text: str, col: int, y: int, role: FontRole, colour: Colour) -> None:
            px = self.header_px if role is FontRole.BODY_BOLD else self.px
            words = th.shorten(text, th.font(role, px), self._room(col) - 2 * pad)
            img = th.text(words, role, px, colour)
            r = img.get_rect(centery=y + row_h // 2)
            if self.aligns[col] == "right":
                r.right = xs[col + 1] - pad
            else:
                r.left = xs[col] + pad
            surface.blit(img, r)

        head = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, row_h)
        pygame.draw.rect(surface, UI["hover"], head, border_radius=theme.px(4))
        for col, title in enumerate(self.header):
            cell(title, col, head.y, FontRole.BODY_BOLD, UI["text"])
        if not self.rows and self.on_empty:
            img = theme.text(self.on_empty, FontRole.BODY, UI["text_dim"],
                             wraplength=self.rect.w - 2 * pad)  # fmt: skip
            surface.blit(img, (self.rect.x + pad, head.bottom + pad))
        y = head.bottom
        for i, row in enumerate(self.rows[self.top : self.top + self.visible_rows]):
            if (self.top + i) % 2:
                band = pygame.Rect(self.rect.x, y, self.rect.w, row_h)
                pygame.draw.rect(surface, UI["panel"], band)
            for col, text in enumerate(row):
                cell(text, col, y, FontRole.BODY, UI["text"])
            y += row_h
        if self.max_top:
            more = f"rows {self.top + 1}–{self.top + self.visible_rows} of {len(self.rows)}"
            img = theme.text(more, FontRole.SMALL, UI["text_dim"])
            surface.blit(img, img.get_rect(bottomright=(self.rect.right, self.rect.bottom)))
        self.draw_focus(surface)


class MenuScene(Scene):
    """A scene of widgets in a `FocusGroup` (``self.focus``) with a `Tooltip` (``self.tooltip``):
    Esc goes back, the focus group gets the input, and the tooltip of what the mouse is over
    appears after its delay. Subclasses set ``focus`` and ``tooltip`` in ``__init__`` and may
    handle more events before calling `handle_event` here."""

    focus: FocusGroup
    tooltip: Tooltip
    _drift: Backdrop | None = None

    @property
    def backdrop(self) -> Backdrop:
        """The underwater scene behind this screen (drawn by the subclass's `draw` with
        ``self.backdrop.draw(surface)``; it drifts a few seconds after each input)."""
        if self._drift is None:
            self._drift = Backdrop(self.app)
        return self._drift

    def on_escape(self) -> None:
        """Esc: back to the scene beneath (the title screen overrides this)."""
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._drift is not None and event.type in WAKING_EVENTS:
            self._drift.wake()
        if event.type == pygame.WINDOWLEAVE:  # the pointer left the window: so does its help
            self.focus.unhover()
            self.tooltip.hide()
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
            return True
        if self.focus.handle_event(event):
            self._aim_tooltip()
            return True
        if event.type == pygame.MOUSEMOTION:
            self._aim_tooltip()
        return False

    def _aim_tooltip(self) -> None:
        """Show the help of the control under the pointer, placed clear of the focused
        control and, where there is room, of every other control (`widgets.place_help`)."""
        hovered = self.focus.hovered_tooltip()
        if hovered is None:
            self.tooltip.hide()
            return
        text, anchor = hovered
        focused = self.focus.focused
        others = [w.focus_rect for w in self.focus.widgets if w.rect != anchor and w.rect.w]
        ring = focused.focus_rect if focused is not None else None
        self.tooltip.show(text, anchor, screen=self.size, avoid=others, keep_clear=ring)

    def update(self, dt: float) -> None:
        if self.tooltip.update(dt):
            self.app.request_redraw()
        if self._drift is not None:
            self._drift.update(dt)

    @property
    def animating(self) -> bool:
        drifting = self._drift is not None and self._drift.moving
        return self.tooltip.pending or drifting

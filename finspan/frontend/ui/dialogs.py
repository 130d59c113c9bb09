"""Overlays as scenes, the same for every screen: a confirm dialog, a text prompt with its
buttons, a menu and a help card. Each is pushed on the app's stack over the screen that asked,
takes all input while it is on top (clicks never reach the screen beneath), pops itself, then
reports through the callback it was given. They import no scene and open none themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..look.theme import UI, FontRole, shorten, wrap
from ..shell.scene import AppContext, Scene
from .prompts import for_device, glyph_row, pad_buttons
from .widgets import ACTIVATE_KEYS, Button, FocusGroup, TextInput, Widget, event_pos


class Overlay(Scene):
    """A dimmed screen with a centred panel of ``width`` (a share of the window) holding a
    title, some words and a row of buttons (``self.buttons``, laid out by `layout_buttons`).
    Esc calls `cancel`."""

    transparent = True
    modal = True
    width = 0.42

    def __init__(self, app: AppContext, title: str, words: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.words = words
        self.buttons: list[Widget] = []
        self.focus = FocusGroup([])
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []

    def cancel(self) -> None:
        self.app.pop()

    def body_height(self) -> int:
        """Height of what sits between the words and the buttons (none here)."""
        return 0

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        t = self.app.theme
        pad = t.px(20)
        w = max(t.px(360), round(size[0] * self.width))
        inner = w - 2 * pad
        self.lines = wrap(self.words, t.font(FontRole.BODY), inner) if self.words else []
        button_h = t.font(FontRole.BODY_BOLD).get_linesize() + t.px(16)
        h = (pad + t.font(FontRole.HEADING).get_linesize() + t.px(8)
             + len(self.lines) * t.font(FontRole.BODY).get_linesize()
             + self.body_height() + t.px(16) + button_h + pad)  # fmt: skip
        self.panel = pygame.Rect(0, 0, w, min(h, size[1] - t.px(20)))
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.layout_buttons(button_h)

    def layout_buttons(self, button_h: int) -> None:
        """The buttons side by side at the bottom of the panel, each as wide as its words."""
        t = self.app.theme
        pad = t.px(20)
        x = self.panel.x + pad
        y = self.panel.bottom - pad - button_h
        face = t.font(FontRole.BODY_BOLD)
        room = (self.panel.w - 2 * pad - t.px(12) * (len(self.buttons) - 1)) // max(
            1, len(self.buttons)
        )
        for b in self.buttons:
            text = getattr(b, "text", "")
            w = min(room, max(t.px(110), face.size(text)[0] + t.px(32)))
            if hasattr(b, "text"):
                b.text = shorten(b.text, face, w - t.px(12))
            b.layout(pygame.Rect(x, y, w, button_h))
            x += w + t.px(12)

    def content_top(self) -> int:
        t = self.app.theme
        return (self.panel.y + t.px(20) + t.font(FontRole.HEADING).get_linesize() + t.px(8)
                + len(self.lines) * t.font(FontRole.BODY).get_linesize())  # fmt: skip

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        self.focus.handle_event(event)
        return True  # modal: nothing reaches the screen beneath

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(UI["overlay"])
        surface.blit(veil, (0, 0))
        pygame.draw.rect(surface, UI["panel"], self.panel, border_radius=t.px(12))
        pygame.draw.rect(surface, UI["panel_edge"], self.panel, 2, border_radius=t.px(12))
        pad = t.px(20)
        x, y = self.panel.x + pad, self.panel.y + pad
        title = shorten(self.title, t.font(FontRole.HEADING), self.panel.w - 2 * pad)
        surface.blit(t.text(title, FontRole.HEADING, UI["text"]), (x, y))
        y += t.font(FontRole.HEADING).get_linesize() + t.px(8)
        for line in self.lines:
            surface.blit(t.text(line, FontRole.BODY, UI["text_dim"]), (x, y))
            y += t.font(FontRole.BODY).get_linesize()
        self.draw_body(surface)
        self.focus.draw(surface)

    def draw_body(self, surface: pygame.Surface) -> None:
        """What sits between the words and the buttons (nothing here)."""


class Confirm(Overlay):
    """A yes-or-no question: Enter, Y or the first button answers yes; Esc, N or the second no.
    ``on_answer(yes)`` is called after the dialog has left the stack."""

    def __init__(
        self, app: AppContext, title: str, words: str, on_answer: Callable[[bool], object], *,
        yes: str = "Yes (Enter)", no: str = "Go back (Esc)",
    ) -> None:  # fmt: skip
        super().__init__(app, title, words)
        self.on_answer = on_answer
        self.buttons = [Button(yes, lambda: self.answer(True), theme=app.theme),
                        Button(no, lambda: self.answer(False), theme=app.theme)]  # fmt: skip
        self.focus = FocusGroup(self.buttons)
        self.focus.focus(0)

    def answer(self, yes: bool) -> None:
        self.app.pop()
        self.on_answer(yes)

    def cancel(self) -> None:
        self.answer(False)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_y, pygame.K_n):
            self.answer(event.key == pygame.K_y)  # Y and N answer too
            return True
        return super().handle_event(event)


class Notice(Overlay):
    """A message with one button: Enter, Space, Esc or the button closes it (a click beside it
    does not, so a stray click loses nothing); ``on_close()`` after it has left the stack."""

    def __init__(
        self, app: AppContext, title: str, words: str,
        on_close: Callable[[], object] = lambda: None, *, button: str = "Go on (Enter)",
    ) -> None:  # fmt: skip
        super().__init__(app, title, words)
        self.on_close = on_close
        self.buttons = [Button(button, self.cancel, theme=app.theme)]
        self.focus = FocusGroup(self.buttons)
        self.focus.focus(0)

    def cancel(self) -> None:
        self.app.pop()
        self.on_close()


class TextPrompt(Overlay):
    """A line of text to type, with a submit button (e.g. Save) and Cancel. The text starts
    selected, so typing replaces it; Ctrl+A selects it all again. Enter or the submit button
    calls ``on_submit(text)`` (after the prompt has left); empty text is refused with
    ``empty_message`` and the prompt stays. Opened after a controller was used, the focus is
    on the submit button."""

    def __init__(
        self, app: AppContext, title: str, text: str, on_submit: Callable[[str], None], *,
        submit: str = "Save", empty_message: str = "Type a name first.", max_length: int = 60,
    ) -> None:  # fmt: skip
        super().__init__(app, title)
        self.on_submit = on_submit
        self.empty_message = empty_message
        self.problem = ""
        self.field = TextInput("", self._edited, on_submit=lambda _t: self.submit(),
                               max_length=max_length, theme=app.theme, label=title)  # fmt: skip
        self.field.set_text(text, notify=False)
        self.field.select_all()
        self.buttons = [Button(submit, self.submit, theme=app.theme),
                        Button("Cancel", self.cancel, theme=app.theme)]  # fmt: skip
        self.focus = FocusGroup([self.field, *self.buttons])
        # with a controller used last, on the submit button: South takes the offered text
        # as it is (Up to the field and South for the on-screen keyboard)
        self.focus.focus(self.buttons[0] if app.theme.pad_layout else self.field)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.focus.focus(self.field)  # typing goes to the field wherever the focus is
        return super().handle_event(event)

    def _edited(self, _text: str) -> None:
        self.problem = ""

    def body_height(self) -> int:
        t = self.app.theme
        return (
            t.font(FontRole.BODY).get_linesize() + t.px(20) + t.font(FontRole.SMALL).get_linesize()
        )

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        t = self.app.theme
        pad = t.px(20)
        h = t.font(FontRole.BODY).get_linesize() + t.px(16)
        self.field.layout(pygame.Rect(self.panel.x + pad, self.content_top(),
                                      self.panel.w - 2 * pad, h))  # fmt: skip

    def submit(self) -> None:
        text = self.field.text.strip()
        if not text:
            self.problem = self.empty_message
            self.app.request_redraw()
            return
        self.app.pop()
        self.on_submit(text)

    def draw_body(self, surface: pygame.Surface) -> None:
        if self.problem:
            t = self.app.theme
            words = shorten(self.problem, t.font(FontRole.SMALL), self.field.rect.w)
            img = t.text(words, FontRole.SMALL, UI["danger"])
            surface.blit(img, (self.field.rect.x, self.field.rect.bottom + t.px(4)))


class Menu(Overlay):
    """A list of actions, one per line: Up/Down/Tab move, Enter or a click chooses, Esc closes.
    The menu leaves the stack before the chosen action runs (so what it opens goes on top of
    the screen beneath, and a Quit that clears the stack clears it too)."""

    width = 0.26

    def __init__(
        self, app: AppContext, title: str, items: Sequence[tuple[str, Callable[[], object]]]
    ) -> None:
        super().__init__(app, title)
        self.items = list(items)
        self.rows = [Button(label, self._chooser(action), theme=app.theme)
                     for label, action in self.items]  # fmt: skip
        self.focus = FocusGroup(self.rows)
        self.focus.focus(0)

    def _chooser(self, action: Callable[[], object]) -> Callable[[], None]:
        def choose() -> None:
            self.app.pop()
            action()

        return choose

    def body_height(self) -> int:
        t = self.app.theme
        return len(self.rows) * (t.font(FontRole.BODY_BOLD).get_linesize() + t.px(18)) - t.px(16)

    def layout_buttons(self, button_h: int) -> None:
        t = self.app.theme
        pad = t.px(20)
        y = self.content_top()
        face = t.font(FontRole.BODY_BOLD)
        for b, (label, _) in zip(self.rows, self.items, strict=True):
            b.text = shorten(label, face, self.panel.w - 2 * pad - t.px(16))
            b.layout(pygame.Rect(self.panel.x + pad, y, self.panel.w - 2 * pad, button_h))
            y += button_h + t.px(2)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        t = self.app.theme
        button_h = t.font(FontRole.BODY_BOLD).get_linesize() + t.px(16)
        rows_h = len(self.rows) * (button_h + t.px(2))
        h = t.px(20) + t.font(FontRole.HEADING).get_linesize() + t.px(8) + rows_h + t.px(20)
        self.panel = pygame.Rect(0, 0, self.panel.w, min(h, size[1] - t.px(20)))
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.layout_buttons(button_h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.focus.move(-1 if event.key == pygame.K_UP else 1)
            return True
        if (event.type == pygame.MOUSEBUTTONUP and (pos := event_pos(event)) is not None
                and not self.panel.collidepoint(pos)):  # fmt: skip
            self.cancel()  # a click beside the menu closes it
            return True
        return super().handle_event(event)


class Help(Overlay):
    """Rows of keys and what they do, and a closing remark. The text keeps its size: the rows
    go in one column, or two side by side on a wider panel, or, if even that does not fit
    the window, in smaller text (never smaller than body text at 100 %); failing all that,
    one column of whole rows that scrolls (Up/Down, Page Up/Down, the wheel). Any other key
    or a click closes it."""

    width = 0.6
    #: (body role, key role, columns, panel width as a share of the window), tried in turn.
    LAYOUTS = (
        (FontRole.BODY, FontRole.BODY_BOLD, 1, 0.6),
        (FontRole.BODY, FontRole.BODY_BOLD, 2, 0.94),
        (FontRole.SMALL, FontRole.BODY_BOLD, 2, 0.94),
    )
    SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                   pygame.K_HOME, pygame.K_END)  # fmt: skip

    def __init__(
        self, app: AppContext, title: str, rows: Sequence[tuple[str, str]], remark: str = ""
    ) -> None:
        #: A controller was used last: the rows its buttons do, with their glyphs (`prompts`).
        self.pad = app.theme.pad_layout
        if self.pad:
            title = title.replace("Keyboard shortcuts", "Controller buttons")
            rows = [(k, w) for k, w in rows if pad_buttons(k) is not None]
        super().__init__(app, title)
        self.rows = list(rows)
        self.remark = for_device(remark, app.theme)  # "Hover any card…" in the pad's words
        self.role, self.key_role, self.columns = FontRole.BODY, FontRole.BODY_BOLD, 1
        self.scrolls = False  # one column of whole rows, scrolled
        self._top = 0
        self.per_page = len(self.rows)
        self.buttons = [Button("Close (Esc)", self.cancel, theme=app.theme)]
        self.focus = FocusGroup(self.buttons)
        self.focus.focus(0)

    def resize(self, size: tuple[int, int]) -> None:
        room = size[1] - self.app.theme.px(20)
        self.scrolls, self.per_page = False, len(self.rows)
        for role, key_role, columns, width in self.LAYOUTS:
            self.role, self.key_role, self.columns, self.width = role, key_role, columns, width
            super().resize(size)
            if self.panel.h < room:
                return  # it all fits
        # nothing fits: one column of body text, as many whole rows as fit, scrolled
        self.role, self.key_role, self.columns, self.width = (
            FontRole.BODY, FontRole.BODY_BOLD, 1, 0.94)  # fmt: skip
        self.scrolls = True
        self.per_page = len(self.rows)
        super().resize(size)
        while self.per_page > 1 and self.panel.h >= room:
            self.per_page -= 1
            super().resize(size)
        self.top = self._top

    @property
    def max_top(self) -> int:
        """The last first row a scrolled sheet can show (0: it does not scroll)."""
        return max(0, len(self.rows) - self.per_page) if self.scrolls else 0

    @property
    def top(self) -> int:
        return self._top

    @top.setter
    def top(self, row: int) -> None:
        self._top = max(0, min(self.max_top, row))

    def _column_w(self, panel_w: int) -> int:
        gap = self.app.theme.px(24)
        return (panel_w - self.app.theme.px(40) - gap * (self.columns - 1)) // self.columns

    def _key_width(self, column_w: int) -> int:
        face = self.app.theme.font(self.key_role)
        if self.pad:
            widest = max(self._glyphs(k).get_width() for k, _ in self.rows)
        else:
            widest = max(face.size(k)[0] for k, _ in self.rows)
        return min(round(column_w * 0.4), widest)

    def _glyphs(self, keys: str) -> pygame.Surface:
        """A row's keys as the buttons of the controller used last, one line high."""
        height = self.app.theme.font(self.key_role).get_linesize()
        return glyph_row(pad_buttons(keys) or (), height, self.app.theme)

    def _shown_rows(self) -> list[tuple[str, str]]:
        return self.rows[self._top : self._top + self.per_page] if self.scrolls else self.rows

    def _lines(self, panel_w: int) -> tuple[list[list[tuple[list[str], list[str]]]], list[str]]:
        """The shown rows as columns of (wrapped keys, wrapped words), and the remark's
        lines."""
        t = self.app.theme
        column_w = self._column_w(panel_w)
        key_w = self._key_width(column_w)
        words_w = column_w - key_w - t.px(16)
        rows = [([k] if self.pad else wrap(k, t.font(self.key_role), key_w),
                 wrap(w, t.font(self.role), words_w)) for k, w in self._shown_rows()]  # fmt: skip
        per_column = -(-len(rows) // self.columns)
        columns = [rows[i * per_column : (i + 1) * per_column] for i in range(self.columns)]
        remark = wrap(self.remark, t.font(FontRole.SMALL), panel_w - t.px(40)) if (
            self.remark) else []  # fmt: skip
        return columns, remark

    def _row_h(self, keys: list[str], parts: list[str]) -> int:
        """A row's height: its keys' lines or its words' lines, whichever are taller."""
        t = self.app.theme
        lower = max(0, t.font(self.key_role).get_ascent() - t.font(self.role).get_ascent())
        return max(len(keys) * t.font(self.key_role).get_linesize(),
                   lower + len(parts) * t.font(self.role).get_linesize()) + t.px(2)  # fmt: skip

    def body_height(self) -> int:
        t = self.app.theme
        panel_w = max(t.px(360), round(self.size[0] * self.width))
        columns, remark = self._lines(panel_w)
        tallest = max((sum(self._row_h(keys, parts) for keys, parts in column)
                       for column in columns), default=0)  # fmt: skip
        more = t.font(FontRole.SMALL).get_linesize() if self.scrolls else 0
        return tallest + more + t.px(8) + len(remark) * t.font(FontRole.SMALL).get_linesize()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.scrolls and event.type == pygame.MOUSEWHEEL:
            self.top = self._top - int(getattr(event, "y", 0))
            self.app.request_redraw()
            return True
        if event.type == pygame.KEYDOWN and self.scrolls and event.key in self.SCROLL_KEYS:
            page = max(1, self.per_page - 1)
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page,
                    pygame.K_PAGEDOWN: page, pygame.K_HOME: -len(self.rows),
                    pygame.K_END: len(self.rows)}[event.key]  # fmt: skip
            self.top = self._top + step
            self.app.request_redraw()
            return True
        if event.type == pygame.KEYDOWN and (
            event.key in (pygame.K_ESCAPE, pygame.K_F1, *ACTIVATE_KEYS)
        ):
            self.cancel()
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            self.cancel()
        return True

    def draw_body(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        x0 = self.panel.x + t.px(20)
        top = self.content_top()
        column_w = self._column_w(self.panel.w)
        key_w = self._key_width(column_w)
        columns, remark = self._lines(self.panel.w)
        key_line, word_line = t.font(self.key_role).get_linesize(), t.font(self.role).get_linesize()
        lower = max(0, t.font(self.key_role).get_ascent() - t.font(self.role).get_ascent())
        bottom = top
        for c, column in enumerate(columns):
            x, y = x0 + c * (column_w + t.px(24)), top
            for keys, parts in column:
                for i, part in enumerate(keys):
                    if self.pad:
                        glyphs = self._glyphs(part)
                        surface.blit(glyphs, (x, y), glyphs.get_rect(w=key_w))
                        continue
                    label = shorten(part, t.font(self.key_role), key_w)  # a word too long
                    surface.blit(t.text(label, self.key_role, UI["accent"]), (x, y + i * key_line))
                for i, part in enumerate(parts):
                    img = t.text(part, self.role, UI["text"])
                    surface.blit(img, (x + key_w + t.px(16), y + lower + i * word_line))
                y += self._row_h(keys, parts)
            bottom = max(bottom, y)
        y = bottom
        if self.scrolls:
            first, last = self._top + 1, self._top + len(self._shown_rows())
            more = f"keys {first}–{last} of {len(self.rows)} · Up/Down or the wheel: more"
            surface.blit(t.text(more, FontRole.SMALL, UI["text_dim"]), (x0, y))
            y += t.font(FontRole.SMALL).get_linesize()
        y += t.px(8)
        for part in remark:
            surface.blit(t.text(part, FontRole.SMALL, UI["text_dim"]), (x0, y))
            y += t.font(FontRole.SMALL).get_linesize()

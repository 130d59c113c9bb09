"""The on-screen keyboard: typing into a text field without a keyboard (a controller, a touch
screen). A dialog over the screen that asked, for one `TextInput`.

Opened by the navigator when a text field asks for it (`pads.KEYBOARD_WANTED`: South on a
focused field with a controller used last, or a tap on it). The D-pad moves over the keys,
South (Enter) types the focused key, West (the pad's H) deletes the last character, Start
(F10) or the "Done" key puts the text in the field, East (Esc) or "Cancel" leaves the field
unchanged. Keys are clicked or tapped as buttons; a real keyboard types into it too.
Changes only the field it was given, and only on Done.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ..look.theme import UI, FontRole, shorten
from ..shell import audio
from ..shell.scene import AppContext
from .dialogs import Overlay
from .prompts import draw_hint
from .widgets import TextInput, event_pos

#: The character keys, row by row: digits, letters, and the marks names and save names use.
ROWS = ("1234567890", "qwertyuiop", "asdfghjkl'", "zxcvbnm-.&")
#: The wide keys of the last row, as (label, action name).
WIDE = (("Aa", "shift"), ("Space", "space"), ("Delete", "delete"), ("Done", "done"),
        ("Cancel", "cancel"))  # fmt: skip
#: The hint under the keys, in keyboard words (a controller shows its buttons instead).
HINT = "Enter: type · H: delete · F10: done · Esc: cancel"


@dataclass
class Key:
    """One key: the character it types (or an action: shift, space, delete, done, cancel)."""

    label: str
    action: str
    rect: pygame.Rect


class ScreenKeyboard(Overlay):
    """An on-screen keyboard for ``field``; the field's text changes only on Done."""

    width = 0.62

    def __init__(self, app: AppContext, field: TextInput, title: str = "") -> None:
        super().__init__(app, title or field.label or "Type")
        self.field = field
        self.text = field.text
        self.upper = not field.text  # a name starts with a capital
        self.keys: list[list[Key]] = [
            [Key(c, c, pygame.Rect(0, 0, 0, 0)) for c in row] for row in ROWS
        ]
        self.keys.append([Key(label, action, pygame.Rect(0, 0, 0, 0)) for label, action in WIDE])
        self.at = (0, 0)  # the focused key (row, column)
        self.text_rect = pygame.Rect(0, 0, 0, 0)

    # the keys ----------------------------------------------------------------------------
    @property
    def focused(self) -> Key:
        row, col = self.at
        return self.keys[row][col]

    def typed(self, key: Key) -> str:
        """What a character key types now (capital after Aa)."""
        return key.label.upper() if self.upper else key.label

    def press(self, key: Key) -> None:
        """Do what ``key`` does."""
        actions: dict[str, Callable[[], None]] = {
            "shift": self.shift, "space": lambda: self.type(" "), "delete": self.delete,
            "done": self.done, "cancel": self.cancel,
        }  # fmt: skip
        audio.play("button_click")
        actions.get(key.action, lambda: self.type(self.typed(key)))()

    def type(self, chars: str) -> None:
        room = self.field.max_length - len(self.text)
        if room > 0 and chars:
            self.text += chars[:room]
            if self.upper and chars.strip():
                self.upper = False  # one capital, as a phone's keyboard does
        self.app.request_redraw()

    def delete(self) -> None:
        self.text = self.text[:-1]
        self.upper = self.upper or not self.text  # a new name starts with a capital
        self.app.request_redraw()

    def shift(self) -> None:
        self.upper = not self.upper
        self.app.request_redraw()

    def done(self) -> None:
        """Put the text in the field (its ``on_change`` is told) and close."""
        self.app.pop()
        if self.text != self.field.text:
            self.field.set_text(self.text)

    def move(self, rows: int, cols: int) -> None:
        """Move the focus by ``cols`` along its row or ``rows`` to the key nearest below or
        above (wrapping around)."""
        row, col = self.at
        if cols:
            self.at = (row, (col + cols) % len(self.keys[row]))
        else:
            x = self.focused.rect.centerx
            row = (row + rows) % len(self.keys)
            near = min(range(len(self.keys[row])),
                       key=lambda i: abs(self.keys[row][i].rect.centerx - x))  # fmt: skip
            self.at = (row, near)
        self.app.request_redraw()

    # layout ------------------------------------------------------------------------------
    def body_height(self) -> int:
        t = self.app.theme
        return self._text_h() + t.px(12) + len(self.keys) * (self._key_h() + t.px(6))

    def _key_h(self) -> int:
        return self.app.theme.font(FontRole.BODY_BOLD).get_linesize() + self.app.theme.px(16)

    def _text_h(self) -> int:
        return self.app.theme.font(FontRole.BODY).get_linesize() + self.app.theme.px(16)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        t = self.app.theme
        pad, gap = t.px(20), t.px(6)
        hint_h = t.font(FontRole.SMALL).get_linesize() + t.px(8)
        # no row of buttons under the keys (they are the buttons): the hint's room instead
        self.panel.h = min(size[1] - t.px(20), self.panel.h - t.px(16) - self._key_h() + hint_h)
        self.panel.center = (size[0] // 2, size[1] // 2)
        inner = self.panel.w - 2 * pad
        y = self.content_top()
        self.text_rect = pygame.Rect(self.panel.x + pad, y, inner, self._text_h())
        y += self._text_h() + t.px(12)
        key_h = self._key_h()
        for row in self.keys:
            shares = [3 if k.action == "space" else 2 if len(k.label) > 1 else 1 for k in row]
            unit = (inner - gap * (len(row) - 1)) / sum(shares)  # each row spans the width
            x = float(self.panel.x + pad)
            for key, share in zip(row, shares, strict=True):
                w = unit * share
                key.rect = pygame.Rect(round(x), y, round(w), key_h)
                x += w + gap
            y += key_h + gap

    # input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.type(getattr(event, "text", ""))
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION and (pos := event_pos(event)) is not None:
            self._point(pos)
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            pos = event_pos(event)
            if pos is not None and self._point(pos):
                self.press(self.focused)
        return True  # modal: nothing reaches the screen beneath

    def _key(self, event: pygame.event.Event) -> None:
        key, pad = event.key, getattr(event, "pad", False)
        moves = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1),
                 pygame.K_RIGHT: (0, 1), pygame.K_TAB: (0, 1)}  # fmt: skip
        if key in moves:
            back = key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT
            self.move(*((0, -1) if back else moves[key]))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press(self.focused)
        elif key == pygame.K_BACKSPACE or (pad and key == pygame.K_h):
            self.delete()  # the pad's West (X / square) deletes
        elif key == pygame.K_F10:
            self.done()  # Start
        elif key == pygame.K_ESCAPE:
            self.cancel()
        elif pad and key == pygame.K_e:
            self.shift()  # the pad's North (Y / triangle)

    def _point(self, pos: tuple[int, int]) -> bool:
        """Focus the key under ``pos``; True if there is one."""
        for r, row in enumerate(self.keys):
            for c, key in enumerate(row):
                if key.rect.collidepoint(pos):
                    if self.at != (r, c):
                        self.at = (r, c)
                        self.app.request_redraw()
                    return True
        return False

    # drawing -----------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        pygame.draw.rect(surface, UI["input"], self.text_rect, border_radius=t.px(6))
        pygame.draw.rect(surface, UI["panel_edge"], self.text_rect, 1, border_radius=t.px(6))
        pad = t.px(10)
        face = t.font(FontRole.BODY)
        room = self.text_rect.w - 2 * pad - t.px(4)
        shown = self.text
        while shown and face.size(shown)[0] > room:
            shown = shown[1:]  # the end of a long text, where the typing is
        img = t.text(shown or self.field.placeholder, FontRole.BODY,
                     UI["text"] if shown else UI["text_dim"])  # fmt: skip
        y = self.text_rect.centery - img.get_height() // 2
        surface.blit(img, (self.text_rect.x + pad, y))
        caret_x = self.text_rect.x + pad + (face.size(shown)[0] if shown else 0)
        pygame.draw.line(surface, UI["focus"], (caret_x, y + 2),
                         (caret_x, y + img.get_height() - 2), 2)  # fmt: skip
        bold = t.font(FontRole.BODY_BOLD)
        for r, row in enumerate(self.keys):
            for c, key in enumerate(row):
                focused = (r, c) == self.at
                colour = UI["button_active"] if focused else UI["button"]
                if key.action == "shift" and self.upper:
                    colour = UI["selected"]
                pygame.draw.rect(surface, colour, key.rect, border_radius=t.px(6))
                pygame.draw.rect(surface, UI["panel_edge"], key.rect, 1, border_radius=t.px(6))
                label = key.label if len(key.label) > 1 else self.typed(key)
                label = shorten(label, bold, key.rect.w - t.px(6))
                img = t.text(label, FontRole.BODY_BOLD, UI["text"])
                surface.blit(img, img.get_rect(center=key.rect.center))
                if focused:
                    width = max(2, t.px(3))
                    pygame.draw.rect(surface, UI["focus"], key.rect.inflate(2 * width, 2 * width),
                                     width, border_radius=t.px(8))  # fmt: skip
        draw_hint(surface, HINT, (self.panel.right + self.panel.x, self.panel.bottom), t)

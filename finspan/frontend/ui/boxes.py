"""The tables' plain boxes: a panel's box, a plain button, and the game log (its last messages
wrapped into a box, scrolled by whole messages, and their painter). Shared by the tables of
every game; draw what they are given and change nothing.
"""

from __future__ import annotations

import pygame

from ..look.theme import UI, Colour, FontRole, Theme, shorten, wrap
from .prompts import label_with_buttons

#: A log line and its colour (RGB).
LogLine = tuple[str, Colour]


def panel_box(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    pygame.draw.rect(surface, UI["panel"], rect, border_radius=theme.px(8))
    pygame.draw.rect(surface, UI["panel_edge"], rect, 1, border_radius=theme.px(8))


def button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    theme: Theme,
    role,
    *,
    lit: bool = False,
    ink=None,
) -> None:
    """A plain button: its box (lighter when ``lit``) and its label centred (a key named in
    brackets, "Hint (H)", shown as the controller's button while one is used)."""
    pygame.draw.rect(
        surface, UI["button_active"] if lit else UI["button"], rect, border_radius=theme.px(5)
    )
    img = label_with_buttons(label, role, ink or UI["text"], theme)
    surface.blit(img, img.get_rect(center=rect.center))


def log_lines(
    log: list[LogLine], box: pygame.Rect, theme: Theme, scroll: int
) -> tuple[list[LogLine], int]:
    """The wrapped lines of the log's last messages that fit in ``box``, ``scroll`` messages
    up from the end, and the largest scroll that still shows something (for the input room
    to clamp to). Each message shows from its first word (never the tail of one): the newest
    whole, the oldest shown, if it does not fit whole, its beginning shortened with "…"."""
    t = theme
    small = t.font(FontRole.SMALL)
    rows = max(1, (box.h - t.px(8)) // small.get_linesize())
    width = box.w - t.px(16)
    limit = max(0, len(log) - 1)
    scroll = max(0, min(scroll, limit))
    lines: list[LogLine] = []
    for text_line, colour in reversed(log[: len(log) - scroll]):
        parts = wrap(text_line, small, width)
        left = rows - len(lines)
        if len(parts) > left:  # its beginning, in the lines left
            kept = list(parts[:left])
            kept[-1] = shorten(" ".join(parts[left - 1 :]), small, width)
            lines = [(part, colour) for part in kept] + lines
            break
        lines = [(part, colour) for part in parts] + lines
        if len(lines) == rows:
            break
    return lines, limit


def paint_log(surface: pygame.Surface, box: pygame.Rect, log: list[LogLine], scroll: int,
              theme: Theme) -> None:  # fmt: skip
    """The log in its panel box: the lines `log_lines` gives, each in its colour."""
    t = theme
    panel_box(surface, box, t)
    lines, _ = log_lines(log, box, t, scroll)
    y = box.y + t.px(4)
    for part, colour in lines:
        surface.blit(t.text(part, FontRole.SMALL, colour), (box.x + t.px(8), y))
        y += t.font(FontRole.SMALL).get_linesize()

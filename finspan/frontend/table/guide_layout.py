"""Where the guided first turn's box goes: over the game log, grown upward rather than lose
its words, with its buttons (Next keeps its place while the step waits for an action).
Computed from the table's panel rects and the text scale, outside drawing."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..ui.theme import FontRole, Theme, wrap


@dataclass
class GuideBox:
    """The guided first turn's box over the log: its lines and its buttons (Next is left out
    while the step waits for an action, and keeps its place)."""

    box: pygame.Rect
    lines: list[tuple[str, tuple[int, int]]]
    buttons: dict[str, pygame.Rect]
    next_rect: pygame.Rect  # where Next stands, clickable or greyed


GUIDE_BUTTONS = (("next", "Next (N)"), ("close", "Skip guide (X)"), ("read", "Read more"))


def guide_box(
    rects: dict[str, pygame.Rect],
    title: str,
    words: str,
    region: str,
    waiting: bool,
    theme: Theme,
) -> GuideBox:
    """The guide's box: over the log, grown upward (not over the hand while the step is about
    the hand) rather than lose its words."""
    t = theme
    box = rects["log"].copy()
    small, bold = t.font(FontRole.SMALL), t.font(FontRole.BODY_BOLD)
    line_h = small.get_linesize()
    lines = wrap(words, small, box.w - t.px(20))
    button_h = t.px(26)
    needed = t.px(6) + bold.get_linesize() + len(lines) * line_h + button_h + t.px(14)
    if needed > box.h:
        limit = box.y if region == "hand" else rects["hand"].y
        top = max(limit, box.bottom - needed)
        box = pygame.Rect(box.x, top, box.w, box.bottom - top)
    x, y = box.x + t.px(10), box.y + t.px(6) + bold.get_linesize()
    placed = []
    for line in lines:
        if y + line_h > box.bottom - button_h - t.px(8):
            break
        placed.append((line, (x, y)))
        y += line_h
    buttons: dict[str, pygame.Rect] = {}
    bx = x
    next_rect = pygame.Rect(0, 0, 0, 0)
    for name, label in GUIDE_BUTTONS:
        rect = pygame.Rect(
            bx, box.bottom - button_h - t.px(6), small.size(label)[0] + t.px(20), button_h
        )
        if name == "next":
            next_rect = rect
        if not (name == "next" and waiting):
            buttons[name] = rect
        bx = rect.right + t.px(8)
    return GuideBox(box, placed, buttons, next_rect)

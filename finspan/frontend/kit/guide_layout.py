"""Where the guided first turn's box goes, at every game's table: over the game log, which the
table makes tall enough for the box's whole text (`guide_height`; the rest gives way, never
the words), with its buttons at its foot (they keep their places from step to step; Next is
greyed while the step waits for an action, and the box says what it waits for). Computed
from the table's rects and the text scale, outside drawing; `paint_guide` draws it."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..look.theme import UI, FontRole, Theme, wrap


@dataclass
class GuideBox:
    """The guided first turn's box over the log: its title, words and, while Next waits,
    why (each line with its place), and its buttons (Next is left out while the step waits
    for an action, and keeps its place)."""

    box: pygame.Rect
    lines: list[tuple[str, tuple[int, int]]]
    buttons: dict[str, pygame.Rect]
    next_rect: pygame.Rect  # where Next stands, clickable or greyed
    title: list[tuple[str, tuple[int, int]]] = field(default_factory=list)
    until: list[tuple[str, tuple[int, int]]] = field(default_factory=list)


GUIDE_BUTTONS = (("next", "Next (N)"), ("close", "Skip guide (X)"), ("read", "Read more"))


def _text_width(width: int, theme: Theme) -> int:
    return width - theme.px(20)


def _button_rows(width: int, theme: Theme) -> list[list[tuple[str, int]]]:
    """The buttons in rows that fit ``width`` (name and width of each)."""
    t = theme
    small = t.font(FontRole.SMALL)
    rows: list[list[tuple[str, int]]] = [[]]
    used = 0
    for name, label in GUIDE_BUTTONS:
        w = small.size(label)[0] + t.px(20)
        if rows[-1] and used + t.px(8) + w > _text_width(width, t):
            rows.append([])
            used = 0
        used += (t.px(8) if rows[-1] else 0) + w
        rows[-1].append((name, w))
    return rows


def button_h(theme: Theme) -> int:
    return max(theme.px(26), theme.font(FontRole.SMALL).get_linesize() + theme.px(6))


def guide_height(width: int, title: str, words: str, until: str, theme: Theme) -> int:
    """The height of the guide's box ``width`` wide with all of its text and buttons."""
    t = theme
    small, bold = t.font(FontRole.SMALL), t.font(FontRole.BODY_BOLD)
    room = _text_width(width, t)
    lines = len(wrap(words, small, room)) + (len(wrap(until, small, room)) if until else 0)
    rows = len(_button_rows(width, t))
    return (t.px(6) + len(wrap(title, bold, room)) * bold.get_linesize()
            + lines * small.get_linesize() + t.px(6)
            + rows * (button_h(t) + t.px(6)) + t.px(4))  # fmt: skip


def guide_box(
    rects: dict[str, pygame.Rect],
    title: str,
    words: str,
    until: str,
    waiting: bool,
    theme: Theme,
) -> GuideBox:
    """The guide's box over the log (as tall as its text needs, from the log's bottom):
    its title, words, what Next waits for (``until``, while ``waiting``) and buttons."""
    t = theme
    log = rects["log"]
    until = until if waiting else ""
    needed = guide_height(log.w, title, words, until, t)
    box = pygame.Rect(log.x, min(log.y, log.bottom - needed), log.w, max(log.h, needed))
    small, bold = t.font(FontRole.SMALL), t.font(FontRole.BODY_BOLD)
    room = _text_width(box.w, t)
    x, y = box.x + t.px(10), box.y + t.px(6)
    heading = []
    for line in wrap(title, bold, room):
        heading.append((line, (x, y)))
        y += bold.get_linesize()
    placed = []
    for line in wrap(words, small, room):
        placed.append((line, (x, y)))
        y += small.get_linesize()
    why = []
    for line in wrap(until, small, room) if until else []:
        why.append((line, (x, y)))
        y += small.get_linesize()
    rows = _button_rows(box.w, t)
    y = box.bottom - t.px(4) - len(rows) * (button_h(t) + t.px(6))  # they keep their place
    buttons: dict[str, pygame.Rect] = {}
    next_rect = pygame.Rect(0, 0, 0, 0)
    for row in rows:
        bx = x
        for name, w in row:
            rect = pygame.Rect(bx, y, w, button_h(t))
            if name == "next":
                next_rect = rect
            if not (name == "next" and waiting):
                buttons[name] = rect
            bx = rect.right + t.px(8)
        y += button_h(t) + t.px(6)
    return GuideBox(box, placed, buttons, next_rect, heading, why)


def paint_guide(
    surface: pygame.Surface, theme: Theme, box: GuideBox, target: pygame.Rect | None
) -> None:
    """The guide's current step in its box (its title, words, what Next waits for), and a
    ring around the part of the table it means."""
    t = theme
    if target is not None:
        pygame.draw.rect(
            surface, UI["focus"], target.inflate(t.px(6), t.px(6)), t.px(3), border_radius=t.px(10)
        )
    pygame.draw.rect(surface, UI["panel"], box.box, border_radius=t.px(8))
    pygame.draw.rect(surface, UI["focus"], box.box, 2, border_radius=t.px(8))
    for line, pos in box.title:
        surface.blit(t.text(line, FontRole.BODY_BOLD, UI["focus"]), pos)
    for line, pos in box.lines:
        surface.blit(t.text(line, FontRole.SMALL, UI["text"]), pos)
    for line, pos in box.until:
        surface.blit(t.text(line, FontRole.SMALL, UI["accent"]), pos)
    labels = dict(GUIDE_BUTTONS)
    waiting = "next" not in box.buttons
    for name in labels:
        rect = box.next_rect if name == "next" else box.buttons[name]
        grey = name == "next" and waiting
        pygame.draw.rect(
            surface,
            UI["button_active"] if name == "next" and not grey else UI["button"],
            rect,
            border_radius=t.px(5),
        )
        img = t.text(labels[name], FontRole.SMALL, UI["text_dim"] if grey else UI["text"])
        surface.blit(img, img.get_rect(center=rect.center))

"""Where the puzzle's box goes at every game's table: over the game log, as the guided first
turn's box does (`kit.guide_layout`), the table making the log tall enough for the whole box
(the rest gives way, never the words): its heading, the goal, what the move got, the rating,
and its buttons at its foot. Computed from the table's rects and the text size, outside
drawing; `paint_box` draws it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from ..look.theme import UI, Colour, FontRole, Theme, shorten, wrap

#: A line of the box: its words, their role and colour.
Line = tuple[str, FontRole, Colour]


@dataclass
class PuzzleBox:
    """The box over the log: its lines placed (words, role, colour, where), and its buttons
    (name, words, rect) in order."""

    box: pygame.Rect
    lines: list[tuple[str, FontRole, Colour, tuple[int, int]]] = field(default_factory=list)
    buttons: list[tuple[str, str, pygame.Rect]] = field(default_factory=list)

    def button_at(self, pos: tuple[int, int]) -> str | None:
        return next((name for name, _w, r in self.buttons if r.collidepoint(pos)), None)


def _room(width: int, theme: Theme) -> int:
    return width - theme.px(20)


#: The role of the buttons' words (small, as the guide's: the box takes the log's room).
BUTTON_ROLE = FontRole.SMALL


def button_h(theme: Theme) -> int:
    return max(theme.px(26), theme.font(BUTTON_ROLE).get_linesize() + theme.px(6))


def _rows(width: int, buttons: Sequence[tuple[str, str]], theme: Theme
          ) -> list[list[tuple[str, str, int]]]:  # fmt: skip
    """The buttons in rows that fit ``width`` (name, words, width)."""
    face = theme.font(BUTTON_ROLE)
    gap = theme.px(8)
    rows: list[list[tuple[str, str, int]]] = [[]]
    used = 0
    for name, words in buttons:
        w = min(face.size(words)[0] + theme.px(14), _room(width, theme))
        if rows[-1] and used + gap + w > _room(width, theme):
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append((name, words, w))
    return [r for r in rows if r]


def box_height(width: int, lines: Sequence[Line], buttons: Sequence[tuple[str, str]],
               theme: Theme) -> int:  # fmt: skip
    """The height of the box ``width`` wide with all of its lines and buttons."""
    t = theme
    room = _room(width, t)
    text = sum(len(wrap(words, t.font(role), room)) * t.font(role).get_linesize()
               for words, role, _c in lines if words)  # fmt: skip
    rows = len(_rows(width, buttons, t))
    return t.px(8) + text + t.px(6) + rows * (button_h(t) + t.px(6)) + t.px(4)


def puzzle_box(log: pygame.Rect, lines: Sequence[Line], buttons: Sequence[tuple[str, str]],
               theme: Theme) -> PuzzleBox:  # fmt: skip
    """The box over ``log`` (as tall as its lines need, from the log's bottom): its lines
    from the top, its buttons at the foot."""
    t = theme
    needed = box_height(log.w, lines, buttons, t)
    box = pygame.Rect(log.x, min(log.y, log.bottom - needed), log.w, max(log.h, needed))
    room = _room(box.w, t)
    x, y = box.x + t.px(10), box.y + t.px(8)
    placed = []
    for words, role, colour in lines:
        if not words:
            continue
        face = t.font(role)
        for line in wrap(words, face, room):
            placed.append((line, role, colour, (x, y)))
            y += face.get_linesize()
    rows = _rows(box.w, buttons, t)
    y = box.bottom - t.px(4) - len(rows) * (button_h(t) + t.px(6))
    found = []
    for row in rows:
        bx = x
        for name, words, w in row:
            rect = pygame.Rect(bx, y, w, button_h(t))
            found.append((name, words, rect))
            bx = rect.right + t.px(8)
        y += button_h(t) + t.px(6)
    return PuzzleBox(box, placed, found)


def paint_box(surface: pygame.Surface, theme: Theme, box: PuzzleBox, focus: str | None) -> None:
    """The box, its lines and its buttons (``focus``: the button with the keyboard's focus,
    ringed)."""
    t = theme
    pygame.draw.rect(surface, UI["panel"], box.box, border_radius=t.px(8))
    pygame.draw.rect(surface, UI["accent"], box.box, 2, border_radius=t.px(8))
    for words, role, colour, pos in box.lines:
        surface.blit(t.text(words, role, colour), pos)
    face = t.font(BUTTON_ROLE)
    for name, words, rect in box.buttons:
        pygame.draw.rect(surface, UI["button_active"] if name == focus else UI["button"], rect,
                         border_radius=t.px(5))  # fmt: skip
        if name == focus:
            pygame.draw.rect(surface, UI["focus"], rect, 2, border_radius=t.px(5))
        img = t.text(shorten(words, face, rect.w - t.px(8)), BUTTON_ROLE, UI["text"])
        surface.blit(img, img.get_rect(center=rect.center))

"""The "thinking…" indicator of a computer seat: three bubbles rising in turn before a line of
words ("Coral is thinking…", or the notice of its last choice), and the dots that count up.
Shared by the tables of every game; draws what it is given and changes nothing.
"""

from __future__ import annotations

import pygame

from ..look.theme import UI, FontRole, Theme, shorten, wrap


def thinking_words(words: str, thinking: bool, think_time: float) -> str:
    """``words`` with their closing "…" counting up one to three dots while ``thinking``."""
    if thinking and words.endswith("…"):
        return words[:-1] + "." * (int(think_time * 4) % 3 + 1)
    return words


def paint_thinking(
    surface: pygame.Surface, box: pygame.Rect, words: str, theme: Theme, *,
    bubbles: bool, think_time: float = 0.0, colour: tuple[int, int, int] | None = None,
) -> None:  # fmt: skip
    """Over ``box`` (filled with the panel's colour): with ``bubbles``, three bubbles rising
    in turn (the step changes four times a second of ``think_time``), then ``words`` in small
    text, wrapped where the box is high enough for them (`thinking_lines`), else shortened
    with "…" to fit."""
    t = theme
    ink = colour or UI["accent"]
    font = t.font(FontRole.SMALL)
    r = max(2, font.get_height() // 7)
    lead = 6 * r + t.px(10) if bubbles else 0
    pygame.draw.rect(surface, UI["panel"], box)  # over the line's words, with bubbles
    if bubbles:
        step = int(think_time * 4) % 4
        for k in range(3):
            lift = r if step == k else (r // 2 if step == (k + 1) % 4 else 0)
            centre = (box.x + r + k * (2 * r + t.px(2)), round(box.centery - lift))
            pygame.draw.circle(surface, ink, centre, r)
    lines = thinking_lines(words, t, box.w)
    if len(lines) > 1 and len(lines) * font.get_linesize() <= box.h:
        y = box.y + (box.h - len(lines) * font.get_linesize()) // 2
        for line in lines:
            surface.blit(t.text(line, FontRole.SMALL, ink), (box.x + lead, y))
            y += font.get_linesize()
        return
    img = t.text(shorten(words, font, box.w - lead), FontRole.SMALL, ink)
    surface.blit(img, (box.x + lead, box.centery - img.get_height() // 2))


def thinking_lines(words: str, theme: Theme, width: int) -> list[str]:
    """``words`` wrapped beside the bubbles in a line ``width`` wide (for a box made as high
    as they need: a computer's notice whole, "Coral frees 3 octopuses swimming left")."""
    font = theme.font(FontRole.SMALL)
    lead = 6 * max(2, font.get_height() // 7) + theme.px(10)
    return wrap(words, font, max(1, width - lead)) if words else [""]

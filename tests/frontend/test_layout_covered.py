"""Around the tables at the large text sizes (150 % on a laptop's or a Steam Deck's screen,
TV's 175 % on large ones): no text is covered by something drawn after it (a button laid over
an explanation, a tag over the line above), which the layout audit's overlap rule does not
see (it compares texts with texts)."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.frontend.look.theme import TV_SCALE, text_scale
from finspan.frontend.shell.settings import Settings

from . import audit
from .test_layout_audit import AROUND_THE_TABLES, MINE

CASES = [(name, size, scale) for name in AROUND_THE_TABLES
         for size, scale in (((1280, 720), 1.5), ((1280, 800), 1.5), ((1920, 1080), TV_SCALE),
                             ((2560, 1440), TV_SCALE))]  # fmt: skip


def covered(name: str, size: tuple[int, int], scale: float) -> list[str]:
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, animation_speed=0.0),
                   headless=True)  # fmt: skip
    try:
        with audit.recording():
            MINE[name](app)
            app.theme.window_height = size[1]
            app.theme.ui_scale = text_scale(scale, size)
            app.stack.resize(size)
            surface = audit.RecordingSurface(size)
            app.stack.draw(surface)
        return [f"{text.words!r} at {tuple(text.rect)} is under {tuple(cover)}"
                for text, cover in surface.records.covered]  # fmt: skip
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(("name", "size", "scale"), CASES,
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else None)
def test_no_text_around_the_tables_is_covered_at_a_large_text_size(name, size, scale):
    found = covered(name, size, scale)
    assert found == [], f"{name} at {size[0]}x{size[1]}, text {scale:.0%}:\n" + "\n".join(found)

"""The glyphs of keys and controller buttons that prompts show (`art.glyphs`)."""

from __future__ import annotations

import pygame
import pytest

from finspan.frontend.art.glyphs import BUTTONS, FACE_BUTTONS, LAYOUTS, key_glyph, pad_glyph
from finspan.frontend.look.theme import UI

from .test_colours import contrast


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_button_of_every_layout_is_drawn_at_the_height_asked(layout):
    for button in BUTTONS:
        for height in (18, 40):
            assert pad_glyph(layout, button, height).get_height() == height


def test_the_face_buttons_look_different_on_each_layout():
    for button in FACE_BUTTONS:
        pictures = {pygame.image.tobytes(pad_glyph(lay, button, 32), "RGBA") for lay in LAYOUTS}
        assert len(pictures) == len(LAYOUTS)


def test_the_four_face_buttons_of_one_layout_differ():
    for layout in LAYOUTS:
        pictures = {pygame.image.tobytes(pad_glyph(layout, b, 32), "RGBA") for b in FACE_BUTTONS}
        assert len(pictures) == 4


def test_a_keycap_is_wide_enough_for_its_label():
    assert key_glyph("Enter", 24).get_width() > key_glyph("H", 24).get_width()
    assert key_glyph("H", 24).get_width() >= 24


def test_an_unknown_layout_or_button_is_refused():
    with pytest.raises(ValueError):
        pad_glyph("sega", "south", 20)
    with pytest.raises(ValueError):
        pad_glyph("xbox", "paddle", 20)


#: The dark grounds prompts are drawn on: the screen, panels, buttons (resting and hovered),
#: text fields.
DARK_GROUNDS = ("background", "panel", "button", "hover", "input")


def _edge_colours(glyph: pygame.Surface) -> list[tuple[int, int, int]]:
    """The colours of a glyph's outline: its opaque pixels beside a see-through one."""
    w, h = glyph.get_size()

    def clear(x: int, y: int) -> bool:
        return not (0 <= x < w and 0 <= y < h) or glyph.get_at((x, y)).a < 128

    beside = ((1, 0), (-1, 0), (0, 1), (0, -1))
    return [tuple(glyph.get_at((x, y)))[:3] for x in range(w) for y in range(h)
            if not clear(x, y) and any(clear(x + dx, y + dy) for dx, dy in beside)]  # fmt: skip


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_button_glyph_has_an_outline_seen_on_the_dark_panels(layout):
    # WCAG 2.1 (1.4.11): a control's shape contrasts at least 3:1 with what is around it
    for button in BUTTONS:
        for height in (18, 28):
            edge = sorted(_edge_colours(pad_glyph(layout, button, height)), key=sum)
            assert edge, (layout, button)
            middle = edge[len(edge) // 2]
            for ground in DARK_GROUNDS:
                ratio = contrast(middle, UI[ground])
                assert ratio >= 3.0, f"{layout} {button} at {height} px on {ground}: {ratio:.2f}"

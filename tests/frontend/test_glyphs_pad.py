"""The glyphs of keys and controller buttons that prompts show (`art.glyphs`)."""

from __future__ import annotations

import pygame
import pytest

from finspan.frontend.art.glyphs import BUTTONS, FACE_BUTTONS, LAYOUTS, key_glyph, pad_glyph


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

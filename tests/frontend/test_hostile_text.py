"""Text from files reaches the screen safely: control characters never crash the renderer,
and a save dated at the edge of the calendar never crashes the Load list."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from finspan.frontend.look import theme as th
from finspan.frontend.scenes import load
from finspan.saves import SaveEntry


@pytest.mark.parametrize("name", ["Ada\x00", "\x00", "Grace\x07\x1b[31m", "a\u2028b", "tab\there"])
def test_a_control_character_in_a_name_renders_instead_of_crashing(name: str) -> None:
    pygame.font.init()
    surface = th.text(name, th.FontRole.BODY, 20, (0, 0, 0))
    assert surface.get_width() > 0


@pytest.mark.parametrize(
    "date", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00"]
)
def test_a_save_dated_at_the_edge_of_the_calendar_shows_its_date(date: str) -> None:
    entry = SaveEntry("x.json", Path("x.json"), kind="named", name="x", updated=date)
    assert date[:4].lstrip("0") in load._when(entry)

"""The ocean's mat kept (`art.board.draw_ocean`): an ocean drawn from its kept mat is pixel
for pixel the ocean drawn whole, the mat never reaches outside the ocean's rect, and a diver,
a bonus taken or a new text size draws a new mat."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from finspan.engine import Setup
from finspan.frontend.art import board
from finspan.frontend.art.board import OceanLayout, draw_ocean
from finspan.frontend.finspan.launch import demo_game
from finspan.frontend.look.theme import Theme

SIZE = (900, 700)


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    board._MATS.clear()
    yield
    board._MATS.clear()
    pygame.display.quit()


def _whole(layout: OceanLayout, player, theme: Theme) -> pygame.Surface:
    """The ocean drawn as before the mat was kept: the mat, then the slots, unclipped."""
    surface = pygame.Surface(SIZE)
    surface.fill((200, 40, 90))
    board._draw_mat(surface, layout, player, theme, True)
    for slot, r in enumerate(layout.slots):
        board.draw_slot(surface, r, slot, player.ocean[slot], theme, least=layout.least)
    return surface


def _drawn(layout: OceanLayout, player, theme: Theme) -> pygame.Surface:
    surface = pygame.Surface(SIZE)
    surface.fill((200, 40, 90))
    draw_ocean(surface, layout, player, theme)
    return surface


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_an_ocean_from_its_kept_mat_is_the_ocean_drawn_whole(scale):
    game = demo_game(Setup.multiplayer(3), 3, week=3)
    theme = Theme(window_height=1080, ui_scale=scale)
    layout = OceanLayout.fit(pygame.Rect(40, 30, 600, 620), 60)
    for player in game.public_state().players:
        whole = _whole(layout, player, theme)
        first = _drawn(layout, player, theme)  # drawn, and its mat kept
        kept = _drawn(layout, player, theme)  # from the kept mat
        assert _same(first, whole) and _same(kept, whole)
    assert len(board._MATS) == len(game.players)


def test_what_the_mat_shows_draws_a_new_one():
    game = demo_game(Setup.multiplayer(3), 3, week=3)
    theme = Theme(window_height=1080)
    layout = OceanLayout.fit(pygame.Rect(40, 30, 600, 620))
    player = game.public_state().players[0]
    dived = dataclasses.replace(player, divers=(*player.divers, "green", "green"))
    taken = dataclasses.replace(player, bottoms=tuple(not b for b in player.bottoms))
    for changed in (dived, taken):
        _drawn(layout, player, theme)
        assert not _same(_drawn(layout, changed, theme), _drawn(layout, player, theme))
        assert _same(_drawn(layout, changed, theme), _whole(layout, changed, theme))
    larger = Theme(window_height=1080, ui_scale=1.5)
    assert _same(_drawn(layout, player, larger), _whole(layout, player, larger))


def test_at_most_a_few_mats_are_kept_the_least_recently_drawn_going_first():
    game = demo_game(Setup.multiplayer(3), 3, week=3)
    theme = Theme(window_height=1080)
    player = game.public_state().players[0]
    layouts = [OceanLayout.fit(pygame.Rect(10 + i, 30, 600, 620)) for i in range(13)]
    kept = len(layouts) - 1 - board.MATS_KEPT  # the oldest of those kept after the first 12
    for layout in layouts[:12]:
        _drawn(layout, player, theme)
    _drawn(layouts[kept], player, theme)  # drawn again: now the most recent
    _drawn(layouts[12], player, theme)  # one more: the least recently drawn goes
    rects = [key[0] for key in board._MATS.kept()]
    assert len(rects) == board.MATS_KEPT
    assert tuple(layouts[kept].rect) in rects and tuple(layouts[kept + 1].rect) not in rects
    assert rects[-1] == tuple(layouts[12].rect)


def test_a_mat_is_kept_as_it_was_made_in_the_format_of_the_surface_drawn_on():
    game = demo_game(Setup.multiplayer(3), 3, week=3)
    layout = OceanLayout.fit(pygame.Rect(40, 30, 600, 620))
    surface = pygame.Surface(SIZE).convert()  # (a display is set: caches convert by default)
    draw_ocean(surface, layout, game.public_state().players[0], Theme(window_height=1080))
    (key,) = board._MATS.kept()
    mat = board._MATS.get(key)
    assert mat is not None and not mat.get_flags() & pygame.SRCALPHA
    assert mat.get_bitsize() == surface.get_bitsize()


def test_an_ocean_past_the_surfaces_edge_is_drawn_and_not_kept():
    game = demo_game(Setup.multiplayer(3), 3, week=3)
    theme = Theme(window_height=1080)
    layout = OceanLayout.fit(pygame.Rect(500, 30, 600, 620))  # past the right edge
    player = game.public_state().players[0]
    assert _same(_drawn(layout, player, theme), _whole(layout, player, theme))
    assert not board._MATS

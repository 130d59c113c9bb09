"""How to play is illustrated by the game's own painters: every picture the document asks for
is placed, drawn when its section is shown, and text flows beside it (wide) or below it
(narrow) without running into it."""

from __future__ import annotations

import pygame
import pytest

from finspan import engine as E
from finspan.app import make_app
from finspan.frontend.finspan import rules_pictures
from finspan.frontend.finspan.rules_book import finspan_rules_book
from finspan.frontend.finspan.rules_doc import PICTURES, Picture
from finspan.frontend.finspan.rules_text import (
    ACHIEVEMENTS,
    DIVE,
    NAUTOMA,
    PLAY,
    SCHOOLS,
    plain_text,
    rules_document,
)
from finspan.frontend.look.theme import UI
from finspan.frontend.scenes.rules import RulesScene, layout_document
from finspan.frontend.shell.settings import Settings

WHERE = {"play": PLAY, "dive": DIVE, "school": SCHOOLS, "achievement": ACHIEVEMENTS,
         "nautoma": NAUTOMA}  # fmt: skip


def test_each_illustrated_section_asks_for_its_picture_and_the_text_names_it():
    asked = {s.id: [b.kind for b in s.blocks if isinstance(b, Picture)] for s in rules_document()}
    for kind, section in WHERE.items():
        assert asked[section] == [kind]
    assert sorted(k for kinds in asked.values() for k in kinds) == sorted(PICTURES)
    assert plain_text().count("[picture: ") == len(PICTURES)
    nautoma = next(b for s in rules_document() for b in s.blocks
                   if isinstance(b, Picture) and b.kind == "nautoma")  # fmt: skip
    assert nautoma.provisional  # her decision cards are provisional values


@pytest.mark.parametrize("kind", PICTURES)
def test_every_picture_is_drawn_at_its_size_and_cached(app, kind):
    pic = rules_pictures.picture(kind, 400, app.theme)
    assert pic.get_size() == (400, rules_pictures.height_for(kind, 400))
    colours = {tuple(pic.get_at((x, y)))[:3] for x in range(0, 400, 7)
               for y in range(0, pic.get_height(), 7)}  # fmt: skip
    assert len(colours) > 40  # a picture, not an empty panel
    assert rules_pictures.picture(kind, 400, app.theme) is pic  # built once


def test_the_example_counts_what_the_engine_scored():
    game, scored = rules_pictures.example()
    assert isinstance(scored, E.AchievementScored) and scored.player == 0 and scored.units >= 2
    assert scored.points == scored.units * game.achievement_tile(scored.week).points
    assert rules_pictures.example() == (game, scored)  # played once


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.5), ((2560, 1440), 1.0)])
def test_text_flows_beside_or_below_each_picture_without_touching_it(size, scale):
    app = make_app(Settings(ui_scale=scale), headless=True)
    try:
        app.theme.window_height = size[1]
        width = round(size[0] * 0.748) - 2 * app.theme.px(18)
        doc = layout_document(rules_document(), width, app.theme, finspan_rules_book())
        assert sorted(p.kind for p in doc.pictures) == sorted(PICTURES)
        for placed in doc.pictures:
            assert placed.rect.x >= 0 and placed.rect.right <= width
            for piece in doc.pieces:
                r = pygame.Rect(piece.x, piece.y, piece.w, piece.h)
                assert not r.colliderect(placed.rect), (placed.kind, piece.text)
        floating = [p for p in doc.pictures if p.rect.x > 0]
        beside = [p for p in doc.pieces for f in floating
                  if f.rect.top <= p.y < f.rect.bottom and p.x + p.w <= f.rect.x]  # fmt: skip
        if size[0] >= 2560:
            assert floating and beside  # a wide column: the text flows beside the pictures
    finally:
        pygame.display.quit()


def test_showing_each_illustrated_section_draws_its_picture(app):
    scene = RulesScene(app, finspan_rules_book())
    app.push(scene)
    app.step([], 1 / 60)
    for kind, section in WHERE.items():
        scene.show_section(section)
        surface = pygame.Surface(app.size)
        surface.fill((0, 0, 0))
        scene.draw(surface)
        placed = next(p for p in scene.view.doc.pictures if p.kind == kind)
        inner = scene.view.inner
        at = placed.rect.move(inner.x, inner.y - scene.view.scroll).clip(inner)
        assert at.h > 20, kind  # on screen
        pic = rules_pictures.picture(kind, placed.rect.w, app.theme)
        left, top = placed.rect.x + inner.x, placed.rect.y + inner.y - scene.view.scroll
        probe = (at.centerx, at.centery)
        expected = pic.get_at((probe[0] - left, probe[1] - top))
        assert surface.get_at(probe) == expected, kind
        assert surface.get_at(probe)[:3] != UI["background"][:3]

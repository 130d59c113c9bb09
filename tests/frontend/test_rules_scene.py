"""How to play: the rules document is built from the engine's tables, marks every provisional
value, and the screen is navigable by keyboard and mouse."""

from __future__ import annotations

import pygame
import pytest

from finspan.engine import DIFFICULTY, PROVISIONAL, SIDE_A, TILE_WORDS
from finspan.frontend.finspan.rules_book import finspan_rules_book
from finspan.frontend.finspan.rules_text import (
    ACHIEVEMENTS,
    DIVE,
    FIRST_TURN,
    NAUTOMA,
    PROVISIONAL_MARK,
    RAVEL,
    Table,
    difficulty_line,
    plain_text,
    rules_document,
)
from finspan.frontend.scenes.rules import RulesScene, layout_document

from .helpers import click, key


def _section(section_id):
    return next(s for s in rules_document() if s.id == section_id)


def _table_rows(section_id, first_header):
    tables = [b for b in _section(section_id).blocks if isinstance(b, Table)]
    table = next(t for t in tables if t.header[0] == first_header)
    return table.rows


def test_the_document_starts_with_the_first_turn_guide_and_covers_every_topic():
    ids = [s.id for s in rules_document()]
    assert ids[0] == FIRST_TURN
    for topic in ("turn", "play", "dive", "schools", "achievements", "game_end", "empty_deck",
                  "nautoma", "ravel"):  # fmt: skip
        assert topic in ids


def test_every_side_b_tile_is_listed_with_its_points_and_marked_provisional():
    text = plain_text()
    rows = _table_rows(ACHIEVEMENTS, "week")  # the first table is side A
    side_b = [t for t in _section(ACHIEVEMENTS).blocks if isinstance(t, Table)][1].rows
    assert len(side_b) == len(PROVISIONAL.achievement_tiles_b) == 18
    for tile, row in zip(PROVISIONAL.achievement_tiles_b, side_b, strict=True):
        week, unit, points = row
        assert (week.text, unit.text, points.text) == (
            str(tile.week), TILE_WORDS[tile.id], str(tile.points),
        )  # fmt: skip
        assert points.provisional
        assert f"{tile.week} | {TILE_WORDS[tile.id]} | {tile.points} {PROVISIONAL_MARK}" in text
    assert [r[1].text for r in rows] == [TILE_WORDS[SIDE_A[w].id] for w in (1, 2, 3)]
    assert not any(c.provisional for r in rows for c in r)  # side A is printed, not provisional


def test_dive_site_bonuses_come_from_the_provisional_table_and_only_confirmed_ones_are_unmarked():
    rows = _table_rows(DIVE, "where")
    marked = {
        (column, i) for i, row in enumerate(rows)
        for column, cell in zip(("blue", "purple", "green"), row[1:], strict=True)
        if cell.provisional
    }  # fmt: skip
    assert len(marked) == 9  # 12 bonuses, 3 confirmed by the sample dive
    assert ("purple", 0) not in marked and ("purple", 1) not in marked
    assert ("purple", 2) in marked and ("purple", 3) not in marked
    assert rows[0][1].text == "draw 1 card"
    assert PROVISIONAL.dive_site_bonuses["green"]["above_midnight"] == "move"
    assert "move" in rows[2][3].text


def test_nautoma_section_lists_difficulties_decision_cards_and_base_values():
    section = _section(NAUTOMA)
    cards = _table_rows(NAUTOMA, "card")
    assert [r[0].text for r in cards] == [c.id for c in PROVISIONAL.decision_cards]
    assert all(r[1].provisional and r[2].provisional for r in cards)
    difficulty = _table_rows(NAUTOMA, "difficulty")
    for level, row in zip(sorted(DIFFICULTY), difficulty, strict=True):
        rules = DIFFICULTY[level]
        assert row[2].text == str(rules.fish_points) and row[3].text == str(rules.school_points)
    base = _table_rows(NAUTOMA, "week")
    assert len(base) == 18
    assert all(r[3].provisional and not r[2].provisional for r in base)  # stormy only
    assert section.provisional


def test_ravel_cards_are_marked_except_the_rulebooks_example():
    rows = _table_rows(RAVEL, "card")
    assert [r[0].text for r in rows] == [c.id for c in PROVISIONAL.ravel_cards]
    for row in rows:
        assert row[1].provisional == (row[0].text != "R6")


def test_difficulty_lines_say_what_each_level_means():
    assert "no achievements" in difficulty_line(1)
    assert difficulty_line(2).startswith("Recommended")
    assert "+3" in difficulty_line(5)


def test_layout_places_a_provisional_tag_for_every_marked_value(app):
    sections = rules_document()
    marks = plain_text(sections).count(PROVISIONAL_MARK)
    doc = layout_document(sections, 900, app.theme, finspan_rules_book())
    assert doc.chips == marks > 30
    tops = [doc.section_tops[s.id] for s in sections]
    assert tops == sorted(tops) and doc.height > tops[-1]


@pytest.fixture
def scene(app):
    s = RulesScene(app, finspan_rules_book())
    app.push(s)
    app.run_frames(1)
    return s


def test_page_down_scrolls_and_the_contents_follow(app, scene):
    assert scene.view.scroll == 0 and scene.current_section == FIRST_TURN
    for _ in range(6):
        app.run_frames(1, [key(pygame.K_PAGEDOWN)])
    assert scene.view.scroll > 0
    assert scene.contents.selected == scene.order.index(scene.current_section) > 0
    app.run_frames(1, [key(pygame.K_HOME)])
    assert scene.view.scroll == 0


def test_choosing_a_section_in_the_contents_jumps_to_it(app, scene):
    app.run_frames(1, [key(pygame.K_LEFT)])  # from the text to the contents
    assert scene.focus.focused is scene.contents
    app.run_frames(1, [key(pygame.K_DOWN)] * 5)
    assert scene.current_section == scene.order[5]
    app.run_frames(1, [key(pygame.K_RIGHT)])
    assert scene.focus.focused is scene.view
    before = scene.view.scroll
    app.run_frames(1, [key(pygame.K_DOWN)])
    assert scene.view.scroll > before


def test_clicking_a_section_and_the_wheel_scroll_the_text(app, scene):
    index = scene.order.index(NAUTOMA)
    row = scene.contents.cell_rect(index)
    app.run_frames(1, click(row.center))
    assert scene.current_section == NAUTOMA
    top = scene.view.scroll
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, pos=scene.view.rect.center)
    app.run_frames(1, [wheel])
    assert scene.view.scroll > top


def test_the_scene_can_open_at_a_section_and_keeps_it_across_a_resize(app, tmp_path):
    scene = RulesScene(app, finspan_rules_book(), section=NAUTOMA)
    app.push(scene)
    assert scene.current_section == NAUTOMA
    app.set_ui_scale(1.5)
    assert scene.current_section == NAUTOMA
    app.screenshot(tmp_path / "rules.png", (1920, 1080))
    assert scene.current_section == NAUTOMA


def test_escape_goes_back(app):
    app.push(RulesScene(app, finspan_rules_book()))
    app.push(RulesScene(app, finspan_rules_book()))
    app.run_frames(1, [key(pygame.K_ESCAPE)])
    assert len(app.stack) == 1


def test_the_first_turn_names_the_options_as_the_table_lists_them():
    from finspan.engine import Dive, Game, Setup, option_words

    game = Game(Setup.solo_game(2), 3)
    words = plain_text([_section(FIRST_TURN)])
    assert option_words(game, Dive(0)) in words  # "Dive at the blue dive site"
    plays = [option_words(game, o) for o in game.options if str(o).startswith("play")]
    assert plays and all(w.startswith("Play ") for w in plays)
    assert "says Play and a card's name" in words and "Choose Play a fish" not in words


def test_what_provisional_means_is_said_once_in_plain_words():
    text = plain_text()
    assert text.count("not printed in the rulebooks this game follows") == 1
    first = plain_text([_section(FIRST_TURN)])
    assert f"They are marked like this: {PROVISIONAL_MARK}" in first


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("game", ["finspan", "flip"])
def test_every_provisional_tag_stays_inside_its_table_column(game, scale):
    """The real window (Fish'n'Flip's How to play, 1280x720, text 150 %): the "our reading"
    tag of the action cards' table ran past the right edge of its narrow "Cards" column."""
    from finspan.frontend.flip.rules_book import flip_rules_book
    from finspan.frontend.look.theme import Theme

    theme = Theme(720, scale)
    book = finspan_rules_book() if game == "finspan" else flip_rules_book()
    width = 850  # the text column of How to play at 1280x720
    doc = layout_document(book.sections(), width, theme, book)
    lines = [b.rect for b in doc.boxes if b.rect.w == 1 and b.rect.h > 1]  # column edges
    tags = [p for p in doc.pieces if p.chip]
    assert tags
    for tag in tags:
        edges = [r.x for r in lines if r.top <= tag.y < r.bottom] + [width]
        right = min(x for x in edges if x > tag.x)
        assert tag.x + tag.w <= right, (game, scale, tag.x, tag.w, right)

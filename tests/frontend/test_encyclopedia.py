"""The card encyclopedia: filters, search, sort, keyboard use and the large view."""

from __future__ import annotations

import pygame
import pytest

from finspan.engine import CATALOG, Size, Trigger, Zone
from finspan.frontend.art import cards
from finspan.frontend.finspan.encyclopedia import (
    CardDetailScene,
    CardQuery,
    EncyclopediaScene,
    query_fish,
)  # fmt: skip

from .helpers import click, key, text


def test_no_filter_shows_all_138_fish():
    assert len(query_fish(CardQuery())) == 138


def test_midnight_and_predator_give_exactly_the_catalogs_midnight_predators():
    got = query_fish(CardQuery(zone="midnight", tag="predator"))
    expected = [f for f in CATALOG.all if Zone.MIDNIGHT in f.zones and f.tags.predator]
    assert sorted(f.number for f in got) == sorted(f.number for f in expected)
    assert len(got) == 25


@pytest.mark.parametrize(
    ("query", "rule"),
    [
        (CardQuery(site="green"), lambda f: f.band is not None and f.band.label == "green"),
        (CardQuery(site="none"), lambda f: f.band is None),
        (CardQuery(size="large"), lambda f: f.size is Size.LARGE),
        (CardQuery(tag="uber"), lambda f: f.tags.predator == 2),
        (CardQuery(tag="electrolocation"), lambda f: f.tags.electric >= 1),
        (CardQuery(tag="none"), lambda f: not f.tags.words),
        (CardQuery(trigger="game_end"), lambda f: f.trigger is Trigger.GAME_END),
        (CardQuery(trigger="none"), lambda f: f.ability is None),
        (CardQuery(all_players="yes"), lambda f: f.all_players),
        (CardQuery(cost="consume"), lambda f: f.cost.consume),
        (CardQuery(cost="schools"), lambda f: f.cost.schools > 0),
        (CardQuery(cost="free"), lambda f: f.cost.is_free),
        (CardQuery(points="7-99"), lambda f: f.points >= 7),
        (CardQuery(group="starter"), lambda f: f.group == "starter"),
    ],
)
def test_each_filter_keeps_exactly_the_matching_fish(query, rule):
    assert {f.number for f in query_fish(query)} == {f.number for f in CATALOG.all if rule(f)}


def test_search_matches_common_and_scientific_names_ignoring_case():
    assert [f.name for f in query_fish(CardQuery(text="WHALE SH"))] == ["Whale Shark"]
    assert [f.name for f in query_fish(CardQuery(text="mola mola"))] == ["Ocean Sunfish"]


def test_sorting_by_points_and_by_length_puts_the_biggest_first():
    by_points = query_fish(CardQuery(sort="points"))
    assert by_points[0].name == "Whale Shark"
    assert [f.points for f in by_points] == sorted((f.points for f in by_points), reverse=True)
    by_length = query_fish(CardQuery(sort="length"))
    assert by_length[0].length_cm == max(f.length_cm for f in CATALOG.all)
    by_name = query_fish(CardQuery(sort="name"))
    assert [f.name.casefold() for f in by_name] == sorted(f.name.casefold() for f in by_name)


@pytest.fixture
def scene(app):
    s = EncyclopediaScene(app)
    app.push(s)
    app.run_frames(1)
    return s


def test_enter_on_the_grid_opens_the_large_view_and_escape_closes_it(app, scene):
    assert scene.focus.focused is scene.grid
    app.run_frames(2, [key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RETURN)])
    detail = app.stack.top
    assert isinstance(detail, CardDetailScene)
    assert detail.current is scene.results[2]
    app.run_frames(2, [key(pygame.K_RIGHT)])
    assert detail.current is scene.results[3]
    app.run_frames(2, [key(pygame.K_ESCAPE)])
    assert app.stack.top is scene
    assert scene.grid.selected == 3, "the grid follows the card browsed to"


def test_escape_on_the_encyclopedia_goes_back(app, scene):
    app.run_frames(2, [key(pygame.K_ESCAPE)])
    assert scene not in app.stack.scenes


def test_typing_anywhere_searches(app, scene):
    app.run_frames(2, [text("s"), text("word")])
    assert scene.search.text == "sword"
    assert [f.name for f in scene.results] == ["Swordfish"]
    assert scene.count.text == "1 of 138 fish"


def test_a_filter_is_changed_with_tab_and_the_arrow_keys(app, scene):
    # focus order: search, sort, zone, ...; Shift+Tab from the grid goes to "Clear filters"
    app.run_frames(1, [key(pygame.K_TAB, pygame.KMOD_SHIFT)] * 10)
    assert scene.focus.focused is scene.filters["zone"]
    app.run_frames(1, [key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RIGHT)])
    assert scene.query.zone == "midnight"
    assert all(Zone.MIDNIGHT in f.zones for f in scene.results)


def test_clear_filters_keeps_the_search_and_sort(app, scene):
    scene.set_query(CardQuery(zone="twilight", size="small", text="fish", sort="points"))
    scene.clear_filters()
    assert scene.query == CardQuery(text="fish", sort="points")
    assert scene.filters["zone"].value == "any"


def test_clicking_a_card_opens_it(app, scene):
    target = scene.grid.cell_rect(1)
    app.run_frames(2, click(target.center))
    assert isinstance(app.stack.top, CardDetailScene)
    assert app.stack.top.current is scene.results[1]


def test_the_mouse_wheel_scrolls_the_grid(app, scene):
    app.run_frames(
        2, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, pos=scene.grid.rect.center)]
    )
    assert scene.grid.scroll > 0


def test_the_scene_can_open_directly_on_a_fish(app):
    scene = EncyclopediaScene(app, fish_number=57)
    app.push(scene)
    assert isinstance(app.stack.top, CardDetailScene)
    assert app.stack.top.current.name == "Great White Shark"
    app.run_frames(2, [key(pygame.K_ESCAPE)])
    assert scene.selected_fish.name == "Great White Shark"


def test_the_encyclopedia_lays_out_at_1920_by_1080_and_150_percent(app, scene):
    app.set_ui_scale(1.5)
    surface = app.render_scene((1920, 1080))
    assert surface.get_size() == (1920, 1080)
    assert scene.grid.cell_size[1] == round(720 * scene.CARD_HEIGHT * 1.5)
    app.theme.window_height = 1440
    scene.resize((2560, 1440))
    assert cards.layout_for(scene.grid.cell_size[1]) == "normal"


def test_no_match_shows_an_empty_grid(app, scene):
    scene.set_query(CardQuery(text="no such fish"))
    assert scene.results == [] and scene.grid.count == 0
    app.render_scene()


def test_hovering_a_filter_shows_its_tooltip_after_the_delay(app, scene):
    target = scene.filters["size"].rect.center
    app.run_frames(
        1, [pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0))]
    )
    assert scene.animating and not scene.tooltip.visible
    app.run_frames(40)
    assert scene.tooltip.visible and "30 cm" in scene.tooltip.text
    assert not scene.animating

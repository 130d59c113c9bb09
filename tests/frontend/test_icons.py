"""Every cost, effect, tag, zone, dive site and size has an icon with plain words."""

from __future__ import annotations

import pygame
import pytest

from finspan.engine import CATALOG, COLUMNS, ZONES, Cost, Location, Size, Tags, Trigger
from finspan.frontend.art import icons
from finspan.frontend.look.theme import Theme

ALL_EFFECTS = sorted({e for f in CATALOG.all if f.ability for e in f.ability.effects}, key=repr)


@pytest.mark.parametrize("name", sorted(icons.ICONS))
def test_every_icon_draws_at_its_size_and_has_words(name):
    surf = icons.icon(name, 24)
    assert surf.get_size() == (24, 24)
    assert surf.get_bounding_rect().w > 0, "the icon draws something"
    assert icons.icon_words(name).strip()


@pytest.mark.parametrize("effect", ALL_EFFECTS, ids=lambda e: e.notation)
def test_every_effect_in_the_catalog_has_an_icon(effect):
    names = icons.effect_icon_names(effect)
    assert all(n in icons.ICONS for n in names)
    assert icons.effect_icon(effect, 20).get_size() == (20, 20)


def test_every_location_and_characteristic_has_an_icon():
    for loc in Location:
        assert f"loc.{loc.value}" in icons.ICONS
    for char in ("predator", "small", "medium", "large"):
        assert f"char.{char}" in icons.ICONS


def test_cost_icons_cover_every_kind_of_cost_in_printed_order():
    cost = Cost(cards=1, eggs=2, young=1, schools=1, consume=True)
    assert icons.cost_icon_names(cost) == [
        ("cost.card", 1), ("cost.egg", 2), ("cost.young", 1), ("cost.school", 1),
        ("cost.consume", 1),
    ]  # fmt: skip
    assert icons.cost_icon_names(Cost()) == []


def test_tag_icons_tell_uber_predators_and_electric_discharge_apart():
    assert icons.tag_icon_names(Tags(predator=2, electric=2)) == [
        "tag.uber_predator", "tag.electric_discharge",
    ]  # fmt: skip
    every = Tags(predator=1, bioluminescent=1, camouflage=1, electric=1, venomous=1)
    assert icons.tag_icon_names(every) == [
        "tag.predator", "tag.bioluminescent", "tag.camouflage", "tag.electrolocation",
        "tag.venomous",
    ]  # fmt: skip


def test_zones_sites_sizes_and_triggers_have_icons():
    for zone in ZONES:
        assert icons.zone_icon_name(zone) in icons.ICONS
    for column in COLUMNS:
        assert icons.site_icon_name(column) in icons.ICONS
    for size in Size:
        assert icons.size_icon_name(size) in icons.ICONS
    for trigger in Trigger:
        assert icons.trigger_icon_name(trigger) in icons.ICONS
    assert "all_players" in icons.ICONS


def test_icons_are_cached_by_name_and_size():
    assert icons.icon("cost.egg", 30) is icons.icon("cost.egg", 30)
    assert icons.icon("cost.egg", 30) is not icons.icon("cost.egg", 31)


def test_colour_blind_mode_patterns_the_dive_sites():
    normal = icons.icon("site.blue", 48, Theme())
    patterned = icons.icon("site.blue", 48, Theme(colour_blind=True))
    assert pygame.image.tobytes(normal, "RGBA") != pygame.image.tobytes(patterned, "RGBA")

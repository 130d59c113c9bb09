"""Fish'n'Flip's card pictures: every face draws at every size, the same each time; the animals
and their two directions tell apart; the four background colours stay apart for colour-blind
players (and their patterns do without colour at all); text never goes below the theme's
smallest size; the caches hand back the same surface."""

from __future__ import annotations

import itertools
from enum import StrEnum

import pygame
import pytest

from finspan.frontend.art import animals, flip_cards, flip_patterns, flip_pictograms, flip_things
from finspan.frontend.art.animal_bodies import PUPIL
from finspan.frontend.art.animals import ANIMALS, DIRECTIONS, OPPOSITE, animal_picture
from finspan.frontend.art.flip_cards import BACKGROUNDS, GRADIENT, PAINT, card_face
from finspan.frontend.look import theme as th
from finspan.frontend.look.theme import Theme, lerp, shade

from .test_colours import contrast, difference

SIZES = [(48, 38), (64, 51), (90, 72), (180, 144), (400, 320), (100, 140)]

FACES: list[tuple[str, dict]] = (
    [("animal", {"what": a, "direction": d, "colour": "kelp"})
     for a in ANIMALS for d in DIRECTIONS[a]]
    + [("waste", {"what": k}) for k in flip_cards.WASTE_LABELS]
    + [("action", {"what": k}) for k in flip_cards.ACTIONS]
    + [("power", {"what": a}) for a in ANIMALS]
    + [("back", {}), ("boat", {})]
)  # fmt: skip


def _face_id(face: tuple[str, dict]) -> str:
    kind, args = face
    return "-".join([kind, *(str(v) for v in args.values())])


def _clear_caches() -> None:
    for module in (animals, flip_cards, flip_pictograms, flip_things):
        module._CACHE.clear()
    flip_cards._BADGE_CACHE.clear()


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def _mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean absolute difference per channel (0-255) of two surfaces of the same size."""
    pa, pb = _pixels(a), _pixels(b)
    return sum(abs(x - y) for x, y in zip(pa, pb, strict=True)) / len(pa)


# --- Colour-vision deficiencies (Machado, Oliveira & Fernandes 2009, severity 1) ----------------

_CVD = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}  # fmt: skip


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _encoded(v: float) -> int:
    v = min(1.0, max(0.0, v))
    return round(255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055))


def seen_with(rgb, deficiency: str) -> tuple[int, int, int]:
    """How ``rgb`` looks to a person with ``deficiency`` (a standard simulation matrix)."""
    lin = [_linear(c) for c in rgb[:3]]
    m = _CVD[deficiency]
    return tuple(_encoded(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def _luminance(rgb) -> float:
    r, g, b = (_linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


# --- Every face draws -----------------------------------------------------------------------


@pytest.mark.parametrize("face", FACES, ids=_face_id)
def test_every_face_draws_at_every_size_from_48_px_to_400_px(face):
    kind, args = face
    for w, h in SIZES:
        surf = card_face(kind, w, h, **args)
        assert surf.get_size() == (w, h)
        assert surf.get_bounding_rect().size == (w, h), "the card fills its rectangle"


@pytest.mark.parametrize("face", FACES, ids=_face_id)
def test_every_face_is_drawn_the_same_twice(face):
    kind, args = face
    for theme in (Theme(), Theme(colour_blind=True, ui_scale=1.5)):
        _clear_caches()
        first = [_pixels(card_face(kind, w, h, theme=theme, **args)) for w, h in SIZES[:4]]
        _clear_caches()
        again = [_pixels(card_face(kind, w, h, theme=theme, **args)) for w, h in SIZES[:4]]
        assert first == again


def test_a_card_without_a_height_takes_the_painters_proportion():
    assert flip_cards.back_card(100).get_size() == (100, flip_cards.card_height(100))
    assert flip_cards.card_height(100) == 80


def test_unknown_names_are_refused():
    with pytest.raises(ValueError):
        card_face("animal", 80, what="narwhal", direction="left", colour="kelp")
    with pytest.raises(ValueError):
        card_face("animal", 80, what="jellyfish", direction="left", colour="kelp")
    with pytest.raises(ValueError):
        card_face("animal", 80, what="whale", direction="up", colour="kelp")
    with pytest.raises(ValueError):
        card_face("animal", 80, what="whale", direction="left", colour="mauve")
    with pytest.raises(ValueError):
        card_face("waste", 80, what="glass")
    with pytest.raises(ValueError):
        card_face("action", 80, what="flip_everything")
    with pytest.raises(ValueError):
        card_face("power", 80, what="seal")
    with pytest.raises(ValueError):
        card_face("joker", 80)


def test_enums_whose_values_are_the_words_name_cards_too():
    class Animal(StrEnum):
        WHALE = "whale"

    class Direction(StrEnum):
        LEFT = "left"

    by_enum = flip_cards.animal_card(Animal.WHALE, Direction.LEFT, "sand", 90)
    assert by_enum is flip_cards.animal_card("whale", "left", "sand", 90)


def test_card_face_gives_the_surface_of_each_kinds_own_painter():
    assert card_face("waste", 90, what="oil") is flip_cards.waste_card("oil", 90)
    assert card_face("action", 90, what="switch") is flip_cards.action_card("switch", 90)
    assert card_face("power", 90, what="ray") is flip_cards.power_card("ray", 90)
    assert card_face("back", 90) is flip_cards.back_card(90)
    assert card_face("boat", 90) is flip_cards.boat_card(90)


# --- Animals and directions -------------------------------------------------------------------


@pytest.mark.parametrize("animal", ANIMALS)
def test_an_animals_two_directions_are_mirror_images_that_differ(animal):
    first, second = DIRECTIONS[animal]
    a = animal_picture(animal, first, 96, 76)
    b = animal_picture(animal, second, 96, 76)
    vertical = animal == "jellyfish"
    mirrored = pygame.transform.flip(b, not vertical, vertical)
    assert _pixels(mirrored) == _pixels(a)
    assert _mean_difference(a, b) > 8, "the picture is not symmetric: its direction shows"


def _pupils(surf: pygame.Surface) -> tuple[float, float]:
    """The mean position of the eyes' pupils (their exact colour) in a picture."""
    w, h = surf.get_size()
    found = [(x, y) for x in range(w) for y in range(h) if surf.get_at((x, y)) == PUPIL]
    assert found, "the animal has an eye"
    return sum(x for x, _ in found) / len(found), sum(y for _, y in found) / len(found)


@pytest.mark.parametrize("animal", ANIMALS)
def test_the_head_is_on_the_side_the_animal_swims_towards(animal):
    w, h = 200, 160
    for direction in DIRECTIONS[animal]:
        x, y = _pupils(animal_picture(animal, direction, w, h))
        where = {"left": x < w / 2, "right": x > w / 2, "up": y < h / 2, "down": y > h / 2}
        assert where[direction], f"a {animal} swimming {direction} has its eyes at {x, y}"


def test_jellyfish_swim_up_or_down_and_every_other_animal_left_or_right():
    for animal in ANIMALS:
        expected = ("up", "down") if animal == "jellyfish" else ("left", "right")
        assert DIRECTIONS[animal] == expected
    assert all(OPPOSITE[OPPOSITE[d]] == d != OPPOSITE[d] for d in OPPOSITE)


def test_the_eight_animals_differ_from_each_other_at_64_px():
    pictures = {a: animal_picture(a, DIRECTIONS[a][1], 64, 51) for a in ANIMALS}
    noise = _mean_difference(pictures["whale"], animal_picture("whale", "right", 64, 51))
    assert noise == 0
    for a, b in itertools.combinations(ANIMALS, 2):
        assert _mean_difference(pictures[a], pictures[b]) > 20, f"{a} and {b} look alike"


def test_the_arrow_badge_points_each_way():
    badges = {d: _pixels(flip_cards.arrow_badge(d, 16)) for d in OPPOSITE}
    assert len(set(badges.values())) == 4
    right = flip_cards.arrow_badge("right", 40)
    left = flip_cards.arrow_badge("left", 40)

    # the arrow's head is on its side: more ink in the right half when pointing right
    def ink_in(surf, half):
        w, h = surf.get_size()
        xs = range(w // 2, w - 6) if half == "right" else range(6, w // 2)
        return sum(1 for x in xs for y in range(6, h - 6) if surf.get_at((x, y))[0] < 100)

    assert ink_in(right, "right") > ink_in(right, "left")
    assert ink_in(left, "left") > ink_in(left, "right")


# --- Layout and text ---------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_an_animal_cards_arrow_and_name_lie_inside_it_and_apart(size):
    w, h = size
    card = pygame.Rect(0, 0, w, h)
    for direction in OPPOSITE:
        for scale in th.UI_SCALES:
            lay = flip_cards.animal_layout(w, h, direction, Theme(ui_scale=scale))
            assert card.contains(lay.arrow) and card.contains(lay.art)
            assert lay.arrow.w >= 14, "the arrow reads at 48 px"
            if lay.name is not None:
                assert card.contains(lay.name)
                assert not lay.name.colliderect(lay.arrow)
                assert lay.name_px is not None and lay.name_px >= th.MIN_FONT_PX


def test_the_name_is_left_out_on_the_smallest_cards_and_shown_on_larger_ones():
    assert flip_cards.animal_layout(48, 38, "left").name is None
    assert flip_cards.animal_layout(180, 144, "left").name is not None


def test_text_is_never_smaller_than_the_themes_smallest_size_nor_wider_than_its_card(
    monkeypatch,
):
    drawn: list[tuple[str, int, int]] = []
    real_text = th.text

    def recording_text(content, role, px, colour, wraplength=0):
        surf = real_text(content, role, px, colour, wraplength)
        drawn.append((content, px, surf.get_width()))
        return surf

    monkeypatch.setattr(th, "text", recording_text)
    for scale in th.UI_SCALES:
        theme = Theme(ui_scale=scale)
        _clear_caches()
        for (w, h), (kind, args) in itertools.product(SIZES, FACES):
            drawn.clear()
            card_face(kind, w, h, theme=theme, **args)
            for content, px, width in drawn:
                assert px >= th.MIN_FONT_PX, f"{content!r} at {px} px on a {w} px {kind} card"
                assert width <= w, f"{content!r} is wider than its {w} px card"


def test_a_name_too_long_for_its_card_is_shortened_not_shrunk_below_its_size(monkeypatch):
    drawn: list[tuple[str, int]] = []
    real_text = th.text

    def recording_text(content, role, px, colour, wraplength=0):
        drawn.append((content, px))
        return real_text(content, role, px, colour, wraplength)

    monkeypatch.setattr(th, "text", recording_text)
    monkeypatch.setitem(flip_cards.ANIMAL_LABELS, "whale", "Whale of a remarkably long name")
    _clear_caches()
    lay = flip_cards.animal_layout(120, 96, "left")
    flip_cards.animal_card("whale", "left", "sand", 120, 96)
    ((shown, px),) = drawn
    assert shown.endswith("…") and shown.startswith("Whale")
    assert px == lay.name_px


# --- Colours -------------------------------------------------------------------------------------


def _ends(rgb) -> list[tuple[int, int, int]]:
    """The lightest and darkest colour of a card's gradient."""
    return [shade(rgb, GRADIENT[0]), shade(rgb, GRADIENT[1])]


def test_every_two_background_colours_are_clearly_different():
    for (n1, b1), (n2, b2) in itertools.combinations(BACKGROUNDS.items(), 2):
        assert difference(b1.rgb, b2.rgb) >= 30, f"{n1} and {n2} look alike"


@pytest.mark.parametrize("deficiency", sorted(_CVD))
def test_every_two_background_colours_stay_apart_for_colour_blind_eyes(deficiency):
    for (n1, b1), (n2, b2) in itertools.combinations(BACKGROUNDS.items(), 2):
        seen = difference(seen_with(b1.rgb, deficiency), seen_with(b2.rgb, deficiency))
        assert seen >= 20, f"{n1} and {n2} look alike with {deficiency} (ΔE {seen:.1f})"


def test_ink_reads_on_every_background_and_on_its_name_band():
    ink = PAINT["ink"]
    for name, bg in BACKGROUNDS.items():
        for end in _ends(bg.rgb):
            assert contrast(ink, end) >= 4.5, f"ink on {name}"
        band = lerp(bg.rgb, PAINT["paper"], 0.72)
        assert contrast(ink, band) >= 7, f"the name on {name}'s band"
    assert contrast(ink, PAINT["paper"]) >= 7, "the arrow on its badge"
    for end in (PAINT["back_top"], PAINT["back_bottom"]):
        assert contrast(PAINT["paper"], end) >= 4.5, "the title on the back"


def test_every_pattern_shows_on_its_colour_for_colour_blind_eyes():
    for name, bg in BACKGROUNDS.items():
        lines = flip_patterns.ink_for(bg.rgb)
        for deficiency in _CVD:
            for end in _ends(bg.rgb):
                seen = difference(seen_with(lines, deficiency), seen_with(end, deficiency))
                assert seen >= 10, f"{name}'s {bg.pattern} fades with {deficiency}"


def test_each_background_has_its_own_pattern():
    assert sorted(bg.pattern for bg in BACKGROUNDS.values()) == sorted(flip_patterns.PATTERNS)


def _lightness_without_mean(surf: pygame.Surface) -> list[float]:
    """The luminance of each pixel less the mean: what is left once colour and overall
    lightness are taken away is the pattern."""
    raw = _pixels(surf)
    lum = [_luminance(raw[i : i + 3]) for i in range(0, len(raw), 4)]
    mean = sum(lum) / len(lum)
    return [v - mean for v in lum]


def test_in_colour_blind_mode_the_patterns_tell_the_colours_apart_without_any_colour():
    theme = Theme(colour_blind=True)
    patterns = {
        name: _lightness_without_mean(flip_cards.colour_swatch(name, 120, 96, theme=theme))
        for name in BACKGROUNDS
    }
    for name, lum in patterns.items():
        spread = (sum(v * v for v in lum) / len(lum)) ** 0.5
        assert spread > 0.02, f"{name}'s pattern is too faint to see"
    for (n1, l1), (n2, l2) in itertools.combinations(patterns.items(), 2):
        apart = sum(abs(a - b) for a, b in zip(l1, l2, strict=True)) / len(l1)
        assert apart > 0.02, f"{n1} and {n2} have patterns alike"


def test_without_colour_blind_mode_the_backgrounds_are_plain():
    plain = flip_cards.colour_swatch("coral", 120, 96, theme=Theme())
    lum = _lightness_without_mean(plain)
    # only the gentle top-to-bottom gradient and the edge
    inner = [lum[y * 120 + x] for y in range(10, 86) for x in range(10, 110) if x % 7 == 0]
    assert max(inner) - min(inner) < 0.08


# --- Caches ----------------------------------------------------------------------------------


def test_the_caches_hand_back_the_same_surface_for_the_same_key():
    theme = Theme()
    assert animal_picture("ray", "left", 80, 60) is animal_picture("ray", "left", 80, 60)
    assert animal_picture("ray", "left", 80, 60) is not animal_picture("ray", "right", 80, 60)
    card = flip_cards.animal_card("ray", "left", "sand", 80, theme=theme)
    assert card is flip_cards.animal_card("ray", "left", "sand", 80, theme=theme)
    assert card is not flip_cards.animal_card(
        "ray", "left", "sand", 80, theme=Theme(colour_blind=True)
    )
    assert flip_cards.power_card("octopus", 90) is flip_cards.power_card("octopus", 90)
    assert flip_things.thing_picture("oil", 50, 40) is flip_things.thing_picture("oil", 50, 40)
    assert flip_pictograms.pictogram("back", 30) is flip_pictograms.pictogram("back", 30)

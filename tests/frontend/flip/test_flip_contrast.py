"""Colour contrast of Fish'n'Flip's cards, measured on the rendered cards (not on the nominal
colours): each animal drawing and each card's words against the background behind them, and
the four backgrounds apart from one another for colour-blind eyes.

The thresholds are WCAG 2.1's, with relative luminance as WCAG defines it:
* an animal drawing is a graphic needed to understand the card: SC 1.4.11 (non-text
  contrast) asks 3:1 against what is next to it. A drawing has many colours (a blue whale on the
  blue lagoon), so what must reach 3:1 is its outline: along at least `EDGE_SHARE` of the
  drawing's silhouette there is a pixel within 2 px at 3:1 or more from the background behind
  it (measured at 120 x 96 px: 75 % to 97 %; the rest are the pale speed lines at the tail);
* the card's words (its name, the action's and power's titles) are small text: SC 1.4.3 asks
  4.5:1, and SC 1.4.6 (AAA) 7:1; the name's strokes, against the band behind them, reach 7:1;
* the direction arrow is a graphic: its ink against the badge's paper reaches 4.5:1, above
  the 3:1 asked, since the direction decides every group;
* the four backgrounds differ by CIE76 ΔE >= 20 from one another as rendered, also under
  simulated deuteranopia and protanopia (and in colour-blind mode each has its own pattern:
  `test_flip_art`'s pattern tests).
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from finspan.frontend.art import flip_cards
from finspan.frontend.art.animals import ANIMALS, DIRECTIONS
from finspan.frontend.art.flip_cards import BACKGROUNDS, WASTE_LABELS
from finspan.frontend.look.theme import Theme

from ..test_colours import difference
from ..test_flip_art import seen_with

W, H = 120, 96
EDGE_SHARE = 0.7
DRAWING = 3.0  # SC 1.4.11
WORDS = 7.0  # SC 1.4.6
ARROW = 4.5
APART = 20.0  # CIE76 ΔE: clearly different
THEMES = {"plain": Theme(), "colour-blind": Theme(colour_blind=True)}


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def luminance(rgb) -> float:
    """WCAG's relative luminance of an sRGB colour."""
    r, g, b = (_linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: float, b: float) -> float:
    """WCAG's contrast ratio of two luminances."""
    high, low = max(a, b), min(a, b)
    return (high + 0.05) / (low + 0.05)


class Pixels:
    """A rendered surface's pixels (over a black ground where it is transparent)."""

    def __init__(self, surf: pygame.Surface) -> None:
        flat = pygame.Surface(surf.get_size())
        flat.blit(surf, (0, 0))
        self.w, self.h = flat.get_size()
        self.raw = pygame.image.tobytes(flat, "RGB")

    def at(self, x: int, y: int) -> tuple[int, int, int]:
        i = 3 * (y * self.w + x)
        return self.raw[i], self.raw[i + 1], self.raw[i + 2]

    def mean(self, rect: pygame.Rect) -> tuple[int, int, int]:
        points = [self.at(x, y) for y in range(rect.top, rect.bottom)
                  for x in range(rect.left, rect.right)]  # fmt: skip
        return tuple(round(sum(p[i] for p in points) / len(points)) for i in range(3))  # type: ignore[return-value]


def _drawing(card: Pixels, ground: Pixels, art: pygame.Rect, skip: pygame.Rect) -> dict:
    """The drawing's pixels (where the card differs from its bare background), each with its
    contrast against the background behind it."""
    found = {}
    for y in range(art.top, art.bottom):
        for x in range(art.left, art.right):
            if skip.collidepoint(x, y):
                continue
            p, q = card.at(x, y), ground.at(x, y)
            if sum(abs(p[i] - q[i]) for i in range(3)) > 40:
                found[(x, y)] = ratio(luminance(p), luminance(q))
    return found


def outlined_share(drawing: dict) -> float:
    """The share of the drawing's silhouette with a pixel at `DRAWING` contrast within 2 px."""
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1))
    edge = [(x, y) for (x, y) in drawing
            if any((x + dx, y + dy) not in drawing for dx, dy in steps)]  # fmt: skip
    near = range(-2, 3)
    outlined = sum(1 for x, y in edge
                   if max(drawing.get((x + dx, y + dy), 0.0) for dx in near for dy in near)
                   >= DRAWING)  # fmt: skip
    return outlined / len(edge)


def _strongest(pixels: Pixels, rect: pygame.Rect, behind: tuple[int, int, int]) -> float:
    """The highest contrast of a pixel in ``rect`` against ``behind``: a stroke's core."""
    base = luminance(behind)
    return max(ratio(luminance(pixels.at(x, y)), base) for y in range(rect.top, rect.bottom)
               for x in range(rect.left, rect.right))  # fmt: skip


@pytest.fixture(autouse=True)
def _fresh_pictures():
    yield
    flip_cards._CACHE.clear()


@pytest.mark.parametrize("theme", THEMES, ids=str)
@pytest.mark.parametrize("colour", BACKGROUNDS)
def test_every_animal_drawing_is_outlined_at_3_to_1_against_every_background(colour, theme):
    t = THEMES[theme]
    ground = Pixels(flip_cards.colour_swatch(colour, W, H, theme=t))
    for animal in ANIMALS:
        for direction in DIRECTIONS[animal]:
            card = Pixels(flip_cards.animal_card(animal, direction, colour, W, H, theme=t))
            lay = flip_cards.animal_layout(W, H, direction, t)
            drawing = _drawing(card, ground, lay.art, lay.arrow.inflate(4, 4))
            assert len(drawing) > W * H // 20, f"{animal} is hardly drawn on {colour}"
            share = outlined_share(drawing)
            assert share >= EDGE_SHARE, (
                f"{animal} swimming {direction} on {colour} ({theme}): only {share:.0%} of its "
                f"outline reaches {DRAWING}:1")


@pytest.mark.parametrize("theme", THEMES, ids=str)
def test_every_cards_name_reads_at_7_to_1_on_its_band(theme):
    t = THEMES[theme]
    faces = [(f"{a} on {c}", flip_cards.animal_card(a, DIRECTIONS[a][0], c, W, H, theme=t))
             for a in ANIMALS for c in BACKGROUNDS]  # fmt: skip
    faces += [(w, flip_cards.waste_card(w, W, H, theme=t)) for w in WASTE_LABELS]
    lay = flip_cards.animal_layout(W, H, "left", t)
    assert lay.name is not None
    band = lay.name.inflate(-4, -4)
    for name, face in faces:
        pixels = Pixels(face)
        behind = pixels.at(band.x + 1, band.centery)  # the band's paint at its left end
        assert _strongest(pixels, band, behind) >= WORDS, f"the name of {name} ({theme})"


@pytest.mark.parametrize("theme", THEMES, ids=str)
def test_the_titles_of_action_and_power_cards_read_at_7_to_1(theme):
    """An action card's title is written at its foot, a power card's at its head."""
    t = THEMES[theme]
    foot, head = range(H - H // 5, H - 4), range(4, H // 5)
    faces = [(k, flip_cards.action_card(k, W, H, theme=t), foot) for k in flip_cards.ACTIONS]
    faces += [(a, flip_cards.power_card(a, W, H, theme=t), head) for a in ANIMALS]
    for name, face, rows in faces:
        pixels = Pixels(face)
        band = pygame.Rect(10, rows.start, W - 20, len(rows))
        paper = _most_common(pixels, band)
        assert _strongest(pixels, band, paper) >= WORDS, f"the title of {name} ({theme})"


def _most_common(pixels: Pixels, rect: pygame.Rect) -> tuple[int, int, int]:
    """The paint of most of ``rect``: what its words are written on."""
    counts: dict[tuple[int, int, int], int] = {}
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            p = pixels.at(x, y)
            counts[p] = counts.get(p, 0) + 1
    return max(counts, key=lambda p: counts[p])


def test_the_direction_arrow_reads_at_4_5_to_1_on_its_badge():
    for direction in ("left", "right", "up", "down"):
        pixels = Pixels(flip_cards.arrow_badge(direction, 32))
        centre = pygame.Rect(8, 8, 16, 16)
        paper = _most_common(pixels, centre)
        assert _strongest(pixels, centre, paper) >= ARROW, direction


@pytest.mark.parametrize("deficiency", ["none", "deuteranopia", "protanopia"])
def test_the_four_rendered_backgrounds_stay_apart_also_for_colour_blind_eyes(deficiency):
    seen = {}
    for colour in BACKGROUNDS:
        pixels = Pixels(flip_cards.colour_swatch(colour, W, H, theme=Theme()))
        mean = pixels.mean(pygame.Rect(8, 8, W - 16, H - 16))
        seen[colour] = mean if deficiency == "none" else seen_with(mean, deficiency)
    for (a, ca), (b, cb) in itertools.combinations(seen.items(), 2):
        apart = difference(ca, cb)
        assert apart >= APART, f"{a} and {b} look alike ({deficiency}: ΔE {apart:.1f})"

"""Seat colours can be told apart: from the water behind them and from each other."""

from __future__ import annotations

import itertools

from finspan.engine import DIVER_COLOURS as ENGINE_COLOURS
from finspan.frontend.art.palette import NAUTOMA_COLOUR
from finspan.frontend.look.theme import DIVER_COLOURS, UI


def _luminance(rgb) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """The WCAG contrast ratio of two colours (1 = the same, 21 = black on white)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _lab(rgb) -> tuple[float, float, float]:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def difference(a, b) -> float:
    """CIE76 colour difference (about 2.3 is just noticeable; 20+ is clearly different)."""
    return sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b), strict=True)) ** 0.5


SEATS = [*DIVER_COLOURS, NAUTOMA_COLOUR]


def test_every_seat_colour_stands_out_from_the_background_and_the_panels():
    for name, rgb in SEATS:
        for behind in ("background", "panel"):
            assert contrast(rgb, UI[behind]) >= 3.0, f"{name} on {behind}"


def test_every_two_seat_colours_are_clearly_different():
    for (n1, c1), (n2, c2) in itertools.combinations(SEATS, 2):
        assert difference(c1, c2) >= 25, f"{n1} and {n2} look alike"


def test_the_engines_seat_colours_are_the_ones_the_theme_draws():
    assert tuple(name for name, _ in DIVER_COLOURS) == ENGINE_COLOURS

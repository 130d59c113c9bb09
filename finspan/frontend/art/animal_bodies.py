"""Drawing Fish'n'Flip's eight marine animals, each facing right (the jellyfish: up), in the flat
style of Finspan's fish: smooth filled parts, a lighter belly, detail lines and a big eye. Draws
on the `Canvas` it is given, in design units (x from the tail towards the head, y downwards,
both in widths of the canvas box); the frame, the outline around the whole animal, the wake,
the mirroring and the cache are `animals`' business. Chooses nothing at random.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from ..look.theme import Colour, lerp, shade
from .fish_bodies import Canvas

Point = tuple[float, float]

#: Ink of the detail lines (mouths, gills, scutes); the outline round the animal is darker.
DETAIL = (26, 34, 48)
EYE_WHITE = (250, 250, 250)
PUPIL = (15, 15, 20)


# --- Shapes ----------------------------------------------------------------------------------


def smooth(pts: Sequence[Point], closed: bool = True, steps: int = 7) -> list[Point]:
    """A Catmull-Rom curve through ``pts``; a point given twice makes a sharp corner there."""
    n = len(pts)
    out: list[Point] = []
    last = n if closed else n - 1
    for i in range(last):
        p0 = pts[(i - 1) % n] if closed else pts[max(i - 1, 0)]
        p1, p2 = pts[i], pts[(i + 1) % n]
        p3 = pts[(i + 2) % n] if closed else pts[min(i + 2, n - 1)]
        for s in range(steps):
            t = s / steps
            t2, t3 = t * t, t * t * t
            out.append(
                tuple(  # type: ignore[arg-type]
                    0.5
                    * (
                        2 * p1[k]
                        + (-p0[k] + p2[k]) * t
                        + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2
                        + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3
                    )
                    for k in range(2)
                )
            )
    if not closed:
        out.append(pts[-1])
    return out


def oval(cx: float, cy: float, rx: float, ry: float, n: int = 36, tilt: float = 0.0) -> list[Point]:
    """Points round an ellipse, turned by ``tilt`` radians."""
    ct, st = math.cos(tilt), math.sin(tilt)
    pts = []
    for k in range(n):
        a = 2 * math.pi * k / n
        x, y = rx * math.cos(a), ry * math.sin(a)
        pts.append((cx + x * ct - y * st, cy + x * st + y * ct))
    return pts


def ribbon(path: Sequence[Point], w0: float, w1: float) -> list[Point]:
    """A tapering band along ``path``: half-width ``w0`` at its start, ``w1`` at its end."""
    left, right = [], []
    n = len(path)
    for i, (x, y) in enumerate(path):
        ax, ay = path[max(0, i - 1)]
        bx, by = path[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        d = math.hypot(dx, dy) or 1.0
        w = w0 + (w1 - w0) * i / max(1, n - 1)
        left.append((x - dy / d * w, y + dx / d * w))
        right.append((x + dy / d * w, y - dx / d * w))
    return left + right[::-1]


def wave(
    x0: float, y0: float, x1: float, y1: float, amp: float, turns: float, n: int = 24
) -> list[Point]:
    """Points on a line from (x0, y0) to (x1, y1), swinging sideways by ``amp``."""
    dx, dy = x1 - x0, y1 - y0
    d = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / d, dx / d
    return [
        (
            x0 + dx * t + nx * amp * math.sin(t * turns * 2 * math.pi),
            y0 + dy * t + ny * amp * math.sin(t * turns * 2 * math.pi),
        )
        for t in (k / (n - 1) for k in range(n))
    ]


def fill(
    c: Canvas, pts: Sequence[Point], colour: Colour, edge: Colour | None = None, w: float = 0.0
) -> None:
    """A filled polygon, with an edge line of ``w`` design units if ``edge`` is given."""
    c.poly(list(pts), colour)
    if edge is not None:
        c.line([*pts, pts[0]], edge, w)


def eye(c: Canvas, x: float, y: float, r: float, look: float = 0.25) -> None:
    """A cartoon eye looking forward (to the right): white, pupil, highlight."""
    c.circle(x, y, r * 1.18, DETAIL)
    c.circle(x, y, r, EYE_WHITE)
    c.circle(x + r * look, y, r * 0.6, PUPIL)
    c.circle(x + r * look - r * 0.18, y - r * 0.3, r * 0.22, EYE_WHITE)


def inside(c: Canvas, shape: Sequence[Point], paint: Callable[[Canvas], None]) -> None:
    """Run ``paint`` on a layer of its own and keep only what falls inside ``shape``."""
    layer = pygame.Surface(c.s.get_size(), pygame.SRCALPHA)
    paint(Canvas(layer, c.box))
    mask = pygame.Surface(c.s.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    Canvas(mask, c.box).poly(list(shape), (255, 255, 255, 255))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    c.s.blit(layer, (0, 0))


def _belly(c: Canvas, body: list[Point], line: Callable[[float], float], colour: Colour) -> None:
    """The part of ``body`` below the curve y = ``line(x)`` in ``colour`` (countershading)."""
    xs = [x for x, _ in body]
    lo, hi = min(xs) - 0.05, max(xs) + 0.05
    edge = [(lo + (hi - lo) * k / 40, line(lo + (hi - lo) * k / 40)) for k in range(41)]
    inside(c, body, lambda lc: lc.poly([*edge, (hi, 2.0), (lo, 2.0)], colour))


# --- The animals (facing right) ---------------------------------------------------------------


def draw_whale(c: Canvas) -> None:
    """A humpback-like whale: a huge blunt head, throat grooves, long flipper, flukes, spout."""
    body_col, belly_col = (62, 92, 142), (206, 218, 232)
    body = smooth([
        (1.0, 0.03), (0.97, -0.12), (0.84, -0.22), (0.62, -0.23), (0.4, -0.16), (0.2, -0.09),
        (0.09, -0.07), (0.06, -0.08), (0.06, -0.08), (0.1, -0.02), (0.26, 0.08), (0.5, 0.2),
        (0.78, 0.22), (0.95, 0.14),
    ])  # fmt: skip
    flukes = smooth([
        (0.12, -0.05), (0.04, -0.12), (-0.02, -0.22), (-0.02, -0.22), (-0.01, -0.14),
        (-0.06, -0.06), (-0.13, -0.04), (-0.13, -0.04), (-0.04, -0.02), (0.06, -0.01),
    ])  # fmt: skip
    fill(c, flukes, shade(body_col, 0.85))
    fill(c, body, body_col)
    _belly(c, body, lambda x: 0.07 - 0.1 * max(0.0, x - 0.85), belly_col)
    # throat grooves under the jaw
    for k in range(4):
        y = 0.1 + k * 0.025
        c.line(smooth([(0.93 - k * 0.02, y), (0.78, y + 0.03), (0.56 + k * 0.03, y + 0.02)],
                      closed=False), shade(belly_col, 0.7), 0.008)  # fmt: skip
    c.line(smooth([(0.995, 0.05), (0.9, 0.07), (0.74, 0.07)], closed=False), DETAIL, 0.012)
    flipper = smooth([(0.66, 0.12), (0.6, 0.2), (0.46, 0.31), (0.46, 0.31), (0.56, 0.17)])
    fill(c, flipper, shade(body_col, 0.8), DETAIL, 0.008)
    for x, y in ((0.62, -0.17), (0.48, -0.15), (0.34, -0.1)):  # barnacle bumps
        c.circle(x, y + 0.04, 0.012, shade(body_col, 1.25))
    eye(c, 0.82, 0.0, 0.036)
    # the spout from the blowhole, blown back by the swim
    spout = (150, 210, 240)
    for dx in (-0.08, -0.01, 0.06):
        pts = smooth([(0.66, -0.22), (0.65 + dx * 0.4, -0.31), (0.62 + dx, -0.38)], closed=False)
        c.line(pts, spout, 0.018)
        c.circle(0.62 + dx * 1.25 - 0.01, -0.4, 0.016, spout)


def draw_swordfish(c: Canvas) -> None:
    """A swordfish: a long straight sword, a tall sickle dorsal fin and a crescent tail."""
    back, belly_col, fin = (86, 62, 120), (204, 206, 222), (70, 48, 100)
    tail = smooth([
        (0.18, -0.02), (0.08, -0.12), (0.02, -0.2), (0.02, -0.2), (0.07, -0.06), (0.06, 0.0),
        (0.07, 0.06), (0.02, 0.2), (0.02, 0.2), (0.08, 0.12), (0.18, 0.02),
    ])  # fmt: skip
    fill(c, tail, fin)
    dorsal = smooth([(0.5, -0.08), (0.54, -0.2), (0.5, -0.27), (0.5, -0.27), (0.6, -0.18),
                     (0.66, -0.09)])  # fmt: skip
    fill(c, dorsal, fin)
    sword = [(0.68, -0.035), (1.0, -0.002), (1.0, 0.004), (0.7, 0.02)]
    fill(c, sword, (96, 104, 122))
    body = smooth([
        (0.16, -0.02), (0.3, -0.05), (0.5, -0.085), (0.66, -0.075), (0.74, -0.03), (0.75, 0.0),
        (0.72, 0.035), (0.6, 0.07), (0.4, 0.07), (0.22, 0.035), (0.16, 0.02),
    ])  # fmt: skip
    fill(c, body, back)
    _belly(c, body, lambda x: 0.01, belly_col)
    fill(c, [(0.36, 0.06), (0.31, 0.11), (0.29, 0.06)], fin)  # anal fin
    fill(c, smooth([(0.6, 0.03), (0.5, 0.14), (0.5, 0.14), (0.56, 0.03)]), fin)  # pectoral
    c.line([(0.7, 0.012), (0.66, 0.02)], DETAIL, 0.007)
    c.line(smooth([(0.63, -0.05), (0.61, 0.0), (0.63, 0.05)], closed=False), DETAIL, 0.006)
    eye(c, 0.675, -0.022, 0.024)


def draw_octopus(c: Canvas) -> None:
    """An octopus jetting forward: the round mantle leads, eight arms stream out behind."""
    skin, dark = (214, 88, 60), (176, 62, 46)
    sucker = (250, 204, 180)
    arms = []
    for k in range(6):
        y0 = -0.08 + k * 0.032
        y1 = -0.22 + k * 0.088
        turns = 1.2 + 0.15 * (k % 3)
        path = wave(0.62, y0, 0.02 + 0.03 * (k % 2), y1, 0.035, turns, 22)
        arms.append(path)
    for k, path in enumerate(arms):
        fill(c, ribbon(path, 0.034, 0.006), dark if k % 2 else skin)
    for path in arms[2:4]:
        for x, y in path[3:14:3]:
            c.circle(x, y + 0.012, 0.008, sucker)
    mantle = oval(0.8, -0.05, 0.19, 0.13, tilt=-0.12)
    fill(c, mantle, skin)
    c.poly(oval(0.85, -0.09, 0.09, 0.045, tilt=-0.12), lerp(skin, (255, 255, 255), 0.25))
    for x, y, r in ((0.74, -0.12, 0.022), (0.88, -0.02, 0.018), (0.68, 0.0, 0.015)):
        c.circle(x, y, r, dark)
    fill(c, oval(0.62, 0.0, 0.07, 0.085), skin)  # the head behind the eyes
    eye(c, 0.65, -0.02, 0.04, look=0.35)
    c.line(smooth([(0.6, -0.075), (0.65, -0.085), (0.7, -0.07)], closed=False), DETAIL, 0.01)


def draw_turtle(c: Canvas) -> None:
    """A sea turtle seen from above: the head out in front, long front flippers swept back."""
    skin, shell, plate = (178, 160, 72), (112, 84, 48), (166, 128, 70)
    spots = shade(skin, 0.75)
    for s in (-1, 1):
        front = smooth([(0.66, s * 0.14), (0.62, s * 0.3), (0.5, s * 0.43), (0.44, s * 0.45),
                        (0.44, s * 0.45), (0.53, s * 0.3), (0.56, s * 0.16)])  # fmt: skip
        fill(c, front, skin)
        c.circle(0.57, s * 0.29, 0.016, spots)
        c.circle(0.52, s * 0.37, 0.012, spots)
        rear = smooth([(0.3, s * 0.12), (0.2, s * 0.22), (0.14, s * 0.23), (0.14, s * 0.23),
                       (0.22, s * 0.12)])  # fmt: skip
        fill(c, rear, skin)
    fill(c, [(0.2, -0.025), (0.09, 0.0), (0.2, 0.025)], skin)  # tail
    fill(c, smooth([(0.74, -0.05), (0.82, -0.06), (0.82, 0.06), (0.74, 0.05)]), skin)  # neck
    head = oval(0.86, 0.0, 0.085, 0.068)
    fill(c, head, skin)
    for x, y in ((0.87, 0.0), (0.83, -0.035), (0.83, 0.035)):
        c.circle(x, y, 0.012, spots)
    for s in (-1, 1):
        eye(c, 0.9, s * 0.048, 0.018, look=0.4)
    body = oval(0.48, 0.0, 0.3, 0.22)
    fill(c, body, shell)
    fill(c, oval(0.48, 0.0, 0.25, 0.175), plate)
    # scutes: a middle row of three and the plates beside them
    edge = shade(shell, 0.7)
    for x in (0.34, 0.48, 0.62):
        hexagon = [(x - 0.06, 0.0), (x - 0.035, -0.06), (x + 0.035, -0.06), (x + 0.06, 0.0),
                   (x + 0.035, 0.06), (x - 0.035, 0.06)]  # fmt: skip
        fill(c, hexagon, shade(plate, 1.12), edge, 0.008)
    for x in (0.41, 0.55):
        for s in (-1, 1):
            c.line([(x, s * 0.06), (x, s * 0.17)], edge, 0.008)
    c.line([(0.27, -0.06), (0.26, -0.14)], edge, 0.008)
    c.line([(0.27, 0.06), (0.26, 0.14)], edge, 0.008)
    c.line([(0.69, -0.06), (0.7, -0.14)], edge, 0.008)
    c.line([(0.69, 0.06), (0.7, 0.14)], edge, 0.008)


def draw_dolphin(c: Canvas) -> None:
    """A dolphin: a short beak under a rounded melon, a hooked dorsal fin, a smile, flukes."""
    grey, belly_col = (104, 146, 192), (222, 232, 242)
    flukes = smooth([(0.15, -0.02), (0.07, -0.07), (0.0, -0.14), (0.0, -0.14), (0.03, -0.03),
                     (0.0, 0.08), (0.0, 0.08), (0.08, 0.02), (0.15, 0.02)])  # fmt: skip
    fill(c, flukes, shade(grey, 0.85))
    dorsal = smooth([(0.46, -0.13), (0.47, -0.22), (0.4, -0.3), (0.4, -0.3), (0.56, -0.22),
                     (0.62, -0.14)])  # fmt: skip
    fill(c, dorsal, shade(grey, 0.85))
    body = smooth([
        (1.0, 0.06), (0.93, 0.035), (0.9, -0.02), (0.84, -0.1), (0.7, -0.15), (0.5, -0.15),
        (0.32, -0.1), (0.17, -0.04), (0.13, -0.02), (0.13, 0.015), (0.2, 0.04), (0.4, 0.12),
        (0.62, 0.15), (0.8, 0.13), (0.92, 0.09), (0.99, 0.078),
    ])  # fmt: skip
    fill(c, body, grey)
    _belly(c, body, lambda x: 0.045 + 0.14 * max(0.0, 0.8 - x), belly_col)
    smile = smooth([(0.995, 0.07), (0.93, 0.075), (0.88, 0.068), (0.86, 0.05)], closed=False)
    c.line(smile, DETAIL, 0.01)
    fill(c, smooth([(0.72, 0.1), (0.62, 0.22), (0.62, 0.22), (0.67, 0.11)]), shade(grey, 0.8))
    eye(c, 0.83, -0.025, 0.03)


def draw_jellyfish(c: Canvas) -> None:
    """A jellyfish rising: the bell on top, frilly arms and long tentacles trailing below."""
    bell_col, inner = (200, 172, 244), (148, 112, 214)
    arm_col = (178, 148, 236)
    for k, x in enumerate((0.18, 0.3, 0.7, 0.82)):
        path = wave(x, 0.0, x + (0.06 if k % 2 else -0.06) * 0.5, 0.86, 0.03, 1.6)
        c.line(path, shade(bell_col, 0.9), 0.014)
    for k, x in enumerate((0.4, 0.5, 0.6)):
        path = wave(x, 0.02, x + (k - 1) * 0.08, 0.7 - 0.06 * (k == 1), 0.05, 1.3 + 0.2 * k)
        fill(c, ribbon(path, 0.045, 0.012), arm_col)
        c.line(path[:-3], shade(arm_col, 0.8), 0.008)
    dome = [(0.08, 0.02)]
    dome += [(0.5 - 0.42 * math.cos(a), 0.02 - 0.48 * math.sin(a))
             for a in (k * math.pi / 24 for k in range(1, 24))]  # fmt: skip
    dome.append((0.92, 0.02))
    for k in range(8, -1, -1):  # the scalloped rim
        x = 0.08 + 0.84 * k / 8
        dome.append((x, 0.02 + (0.045 if k % 2 else 0.0)))
    fill(c, dome, bell_col)
    c.poly(oval(0.36, -0.3, 0.1, 0.05, tilt=-0.5), lerp(bell_col, (255, 255, 255), 0.55))
    for x in (0.36, 0.5, 0.64):  # the four rings of the moon jelly, three seen
        c.circle(x, -0.08, 0.045, inner, max(1, round(0.012 * c.box.w)))
    for x in (0.38, 0.62):
        eye(c, x, -0.2, 0.04, look=0.0)
    c.line(smooth([(0.45, -0.12), (0.5, -0.1), (0.55, -0.12)], closed=False), DETAIL, 0.01)


def draw_ray(c: Canvas) -> None:
    """A manta ray seen from above: wide swept wings, head fins in front, a whip tail behind."""
    top, patch = (58, 70, 100), (214, 222, 232)
    c.line(smooth([(0.38, 0.0), (0.2, 0.02), (0.04, -0.02), (-0.04, 0.0)], closed=False),
           shade(top, 0.8), 0.014)  # fmt: skip
    wings = []
    for s in (1, -1):
        half = [(0.94, s * 0.06), (0.84, s * 0.13), (0.7, s * 0.27), (0.52, s * 0.44),
                (0.52, s * 0.44), (0.5, s * 0.3), (0.42, s * 0.14), (0.36, s * 0.03)]  # fmt: skip
        wings.append(half if s > 0 else half[::-1])
    fill(c, smooth([(0.98, 0.0), *wings[0], *wings[1]]), top)
    for s in (-1, 1):
        horn = smooth([(0.95, s * 0.06), (1.04, s * 0.07), (1.05, s * 0.04), (0.97, s * 0.025)])
        fill(c, horn, shade(top, 0.75))
        c.poly(oval(0.72, s * 0.13, 0.08, 0.045, tilt=s * 0.6), patch)
    fill(c, oval(0.44, 0.0, 0.06, 0.03), shade(top, 1.2))
    for s in (-1, 1):
        eye(c, 0.9, s * 0.075, 0.02, look=0.45)


def draw_shark(c: Canvas) -> None:
    """A shark: a pointed snout, gill slits, a tall triangular dorsal fin, a toothy grin."""
    grey, belly_col, fin = (112, 124, 142), (238, 238, 236), (96, 106, 124)
    tail = smooth([(0.16, -0.02), (0.08, -0.12), (0.0, -0.26), (0.0, -0.26), (0.05, -0.1),
                   (0.08, 0.0), (0.03, 0.12), (0.03, 0.12), (0.12, 0.03)])  # fmt: skip
    fill(c, tail, fin)
    dorsal = smooth([(0.5, -0.1), (0.5, -0.2), (0.47, -0.31), (0.47, -0.31), (0.58, -0.2),
                     (0.66, -0.11)])  # fmt: skip
    fill(c, dorsal, fin)
    fill(c, [(0.25, -0.05), (0.22, -0.1), (0.29, -0.06)], fin)  # second dorsal
    fill(c, [(0.28, 0.04), (0.25, 0.09), (0.32, 0.05)], fin)  # anal fin
    body = smooth([
        (1.0, -0.005), (0.95, -0.06), (0.84, -0.1), (0.62, -0.12), (0.4, -0.085), (0.22, -0.04),
        (0.12, -0.015), (0.12, 0.015), (0.24, 0.045), (0.5, 0.095), (0.76, 0.09), (0.92, 0.05),
    ])  # fmt: skip
    fill(c, body, grey)
    _belly(c, body, lambda x: 0.03 - 0.25 * max(0.0, x - 0.84), belly_col)
    pectoral = smooth([(0.7, 0.06), (0.6, 0.2), (0.56, 0.22), (0.56, 0.22), (0.64, 0.07)])
    fill(c, pectoral, fin)
    for k in range(3):  # gill slits
        x = 0.74 - k * 0.03
        c.line(smooth([(x, -0.045), (x - 0.012, 0.0), (x, 0.04)], closed=False), DETAIL, 0.008)
    # the grin with teeth
    mouth = smooth([(0.95, 0.035), (0.88, 0.06), (0.8, 0.045)], closed=False)
    c.poly([*mouth, (0.88, 0.045)], (90, 20, 30))
    for k in range(4):
        x = 0.82 + k * 0.032
        c.poly([(x, 0.047 + 0.004 * k), (x + 0.013, 0.07 - 0.004 * k), (x + 0.026, 0.05)],
               (255, 255, 255))  # fmt: skip
    c.line(mouth, DETAIL, 0.008)
    eye(c, 0.88, -0.04, 0.022, look=0.3)
    c.line([(0.85, -0.075), (0.91, -0.06)], DETAIL, 0.01)  # a frowning brow


#: How each animal is drawn, and the part of design space its drawing covers (x0, y0, x1, y1).
DRAWINGS: dict[str, tuple[Callable[[Canvas], None], tuple[float, float, float, float]]] = {
    "whale": (draw_whale, (-0.14, -0.41, 1.0, 0.32)),
    "swordfish": (draw_swordfish, (0.0, -0.28, 1.0, 0.21)),
    "octopus": (draw_octopus, (0.0, -0.27, 1.0, 0.3)),
    "turtle": (draw_turtle, (0.08, -0.46, 0.96, 0.46)),
    "dolphin": (draw_dolphin, (-0.01, -0.31, 1.0, 0.23)),
    "jellyfish": (draw_jellyfish, (0.06, -0.5, 0.94, 0.9)),
    "ray": (draw_ray, (-0.05, -0.46, 1.06, 0.46)),
    "shark": (draw_shark, (0.0, -0.32, 1.0, 0.23)),
}

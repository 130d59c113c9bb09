"""Drawing a fish from its `Look`: the body outline, tail, fins, pattern, eye, teeth, lures and
sparks, for the side-on body plans and the ray, flatfish and seahorse. Draws on the layer it
is given, in fish space (x from tail tip to snout); chooses nothing itself.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from ..look.theme import Colour, lerp, shade
from .fish_looks import Look

if TYPE_CHECKING:
    from finspan.engine import Fish

# --- Drawing ---------------------------------------------------------------------------------


class Canvas:
    """Fish-space drawing helpers: x from 0 (tail tip) to 1 (snout), y in body heights."""

    def __init__(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        self.s = surface
        self.box = box

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.box.left + x * self.box.w), round(self.box.centery + y * self.box.w))

    def poly(self, pts, colour, width: int = 0) -> None:
        if len(pts) >= 3:
            pygame.draw.polygon(self.s, colour, [self.p(x, y) for x, y in pts], width)

    def circle(self, x, y, r, colour, width: int = 0) -> None:
        pygame.draw.circle(self.s, colour, self.p(x, y), max(1, round(r * self.box.w)), width)

    def line(self, pts, colour, width: float) -> None:
        pygame.draw.lines(
            self.s, colour, False, [self.p(x, y) for x, y in pts], max(1, round(width * self.box.w))
        )


def _profile(x: float, a: float, b: float) -> float:
    """Body half-thickness shape on 0..1 with its maximum 1 at a / (a + b)."""
    if x <= 0 or x >= 1:
        return 0.0
    peak = a / (a + b)
    return (x**a * (1 - x) ** b) / (peak**a * (1 - peak) ** b)


_PROFILE: dict[str, tuple[float, float]] = {
    "eel": (0.25, 0.25), "oarfish": (0.2, 0.3), "gulper": (0.6, 0.25), "tadpole": (1.6, 0.45),
    "shark": (0.9, 0.6), "tuna": (1.0, 0.65), "box": (0.25, 0.25), "puffer": (0.7, 0.7),
    "angler": (1.1, 0.35), "fangtooth": (1.0, 0.4), "blob": (1.3, 0.5), "trumpet": (0.4, 0.4),
    "dragon": (0.5, 0.4), "croc": (0.6, 0.5), "mola": (0.5, 0.5), "disc": (0.9, 0.7),
}  # fmt: skip


def _outline(look: Look, tail_len: float, n: int = 28) -> tuple[list, list]:
    """Upper and lower body outline points from the tail base to the snout."""
    a, b = _PROFILE.get(look.plan, (0.95, 0.55))
    top, bottom = [], []
    belly = 1.1 if look.plan in ("angler", "puffer", "blob", "tadpole") else 0.95
    for i in range(n + 1):
        t = i / n
        x = tail_len + t * (1 - tail_len)
        th_ = _profile(0.04 + 0.95 * t, a, b) * look.aspect * (1 - tail_len) / 2
        th_ = max(th_, look.aspect * 0.04 if look.plan not in ("eel", "gulper") else 0.008)
        top.append((x, -th_))
        bottom.append((x, th_ * belly))
    return top, bottom


def _body_surface(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def _clip_to(layer: pygame.Surface, mask_layer: pygame.Surface) -> None:
    """Keep only the parts of ``layer`` where ``mask_layer`` is opaque."""
    mask = pygame.mask.from_surface(mask_layer, 127).to_surface(
        setcolor=(255, 255, 255, 255), unsetcolor=(255, 255, 255, 0)
    )
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def _draw_pattern(c: Canvas, look: Look, rng: random.Random, tail_len: float) -> None:
    accent = look.accent
    if look.pattern == "stripes":
        for k in range(3):
            y = -look.aspect * 0.22 + k * look.aspect * 0.16
            c.line([(tail_len, y * 0.8), (0.5, y), (0.95, y * 0.7)], accent, 0.018)
    elif look.pattern == "bars":
        for k in range(3 + rng.randrange(3)):
            x = tail_len + 0.12 + k * (0.8 - tail_len) / 4
            c.poly([(x, -0.6), (x + 0.045, -0.6), (x + 0.03, 0.6), (x - 0.015, 0.6)], accent)
    elif look.pattern == "spots":
        for _ in range(16):
            x = rng.uniform(tail_len, 0.9)
            y = rng.uniform(-look.aspect / 2, look.aspect / 2)
            c.circle(x, y, rng.uniform(0.012, 0.024), accent)
    elif look.pattern == "line":
        c.line(
            [(tail_len, 0.0), (0.55, -look.aspect * 0.05), (0.9, -look.aspect * 0.08)],
            accent,
            0.014,
        )
    elif look.pattern == "mottled":
        for _ in range(22):
            x = rng.uniform(tail_len - 0.05, 1.0)
            y = rng.uniform(-look.aspect / 2, look.aspect / 2)
            r = rng.uniform(0.02, 0.05)
            tone = rng.choice((shade(look.body, 0.6), shade(look.body, 1.3), (120, 110, 70)))
            c.circle(x, y, r, tone)


def _tail(c: Canvas, look: Look, tail_len: float, top: list, colour: Colour) -> None:
    base_h = abs(top[0][1]) or 0.02
    span = max(look.aspect * 0.45, base_h * 2.2, 0.08)
    x0 = tail_len + 0.02
    if look.tail == "forked":
        c.poly(
            [(x0, -base_h), (0.0, -span), (tail_len * 0.55, 0), (0.0, span), (x0, base_h)], colour
        )
    elif look.tail == "lunate":
        c.poly(
            [(x0, -base_h), (0.0, -span * 1.15), (tail_len * 0.35, -span * 0.3),
             (tail_len * 0.55, 0), (tail_len * 0.35, span * 0.3), (0.0, span * 1.15),
             (x0, base_h)],
            colour,
        )  # fmt: skip
    elif look.tail == "round":
        # a fan spreading from the tail base
        reach = tail_len * 0.9
        pts = [(x0, -base_h)]
        for k in range(11):
            ang = math.radians(-38 + 76 * k / 10)
            pts.append((x0 - 0.02 - reach * math.cos(ang), min(span, reach) * 1.25 * math.sin(ang)))
        pts.append((x0, base_h))
        c.poly(pts, colour)
    elif look.tail == "heterocercal":
        c.poly(
            [(x0, -base_h), (0.0, -span * 1.3), (tail_len * 0.45, -base_h * 0.2),
             (tail_len * 0.35, span * 0.55), (x0, base_h)],
            colour,
        )  # fmt: skip
    else:  # point: the body itself tapers; add a thin fin fringe
        c.poly([(x0, -base_h * 1.6), (0.0, 0.0), (x0, base_h * 1.6)], colour)


def _dorsal(c: Canvas, look: Look, top: list, colour: Colour, spiny: bool, rng) -> None:
    n = len(top)
    if look.dorsal == "none":
        return
    i0, i1 = int(n * 0.35), int(n * 0.75)
    if look.dorsal == "sail":
        i0, i1 = int(n * 0.2), int(n * 0.82)
    if look.dorsal == "low":
        i0, i1 = int(n * 0.25), int(n * 0.7)
    seg = top[i0:i1]
    if not seg:
        return
    height = {"sail": 0.3, "low": 0.05, "normal": 0.13, "spiny": 0.14}[look.dorsal]
    height *= max(0.6, look.aspect * 2.2) if look.dorsal == "sail" else 1.0
    height = min(height, 0.42)
    if spiny or look.dorsal == "spiny":
        height = min(height, 0.06 + look.aspect * 0.12)
        for k, (x, y) in enumerate(seg[:: max(1, len(seg) // 6)]):
            tip = (x - 0.02, y - height * (1.25 if k % 2 == 0 else 1.0))
            c.poly([(x - 0.025, y + 0.01), tip, (x + 0.02, y + 0.01)], colour)
        return
    pts = [seg[0]]
    for k, (x, y) in enumerate(seg):
        f = math.sin(math.pi * (k + 0.5) / len(seg)) ** 0.6
        if look.dorsal == "sail":
            f = (k + 1) / len(seg) * 0.6 + 0.4 if k < len(seg) * 0.7 else f
        pts.append((x - 0.02, y - height * f))
    pts.append(seg[-1])
    c.poly(pts, colour)


def _teeth(c: Canvas, x: float, y: float, w: float, h: float, n: int, colour=(250, 250, 240)):
    """A row of fangs in an open mouth at (x, y) of width w, pointing down (h > 0) or up."""
    for k in range(n):
        tx = x + w * (k + 0.5) / n
        c.poly([(tx - w / n * 0.4, y), (tx, y + h), (tx + w / n * 0.4, y)], colour)


def _spark(c: Canvas, x: float, y: float, s: float, colour: Colour) -> None:
    c.line(
        [(x, y), (x + s * 0.4, y + s * 0.5), (x + s * 0.1, y + s * 0.55), (x + s * 0.5, y + s)],
        colour,
        0.012,
    )


def draw_side_fish(c: Canvas, fish: Fish, look: Look, rng: random.Random) -> None:
    """A fish seen from the side, facing right."""
    tail_len = {"eel": 0.04, "gulper": 0.04, "oarfish": 0.03, "tadpole": 0.03}.get(look.plan, 0.2)
    if look.plan in ("shark", "sturgeon", "billfish", "tuna", "mahi"):
        tail_len = 0.22
    top, bottom = _outline(look, tail_len)
    fin = shade(look.body, 0.78) if not look.dark else lerp(shade(look.body, 1.5), look.glow, 0.3)
    if look.plan in ("eel", "oarfish", "gulper", "tadpole"):
        # wavy body: shift the outline on a sine wave
        amp = 0.05 if look.plan != "tadpole" else 0.02
        top = [(x, y + amp * math.sin(x * 7.5)) for x, y in top]
        bottom = [(x, y + amp * math.sin(x * 7.5)) for x, y in bottom]
    spiny = bool(fish.tags.venomous)
    # fins behind the body
    _tail(c, look, tail_len, top, fin)
    _dorsal(c, look, top, (150, 60, 170) if spiny and look.dark else fin, spiny, rng)
    if look.plan == "oarfish":
        for x, y in top[::2]:
            c.poly([(x - 0.01, y), (x, y - 0.06), (x + 0.01, y)], (220, 60, 60))
        c.line([(0.92, top[-3][1]), (0.9, -0.28), (0.86, -0.22)], (220, 60, 60), 0.012)
    n = len(bottom)
    anal = bottom[int(n * 0.3) : int(n * 0.5)]
    if anal and look.plan not in ("eel", "gulper", "seahorse"):
        c.poly([anal[0]] + [(x, y + 0.06) for x, y in anal[1:-1]] + [anal[-1]], fin)
    if look.plan == "tripod":
        base = bottom[int(n * 0.55)]
        c.line([base, (base[0] - 0.05, 0.3)], fin, 0.008)
        c.line([bottom[int(n * 0.3)], (tail_len - 0.02, 0.3)], fin, 0.008)
    # body with two-tone belly
    body = top + bottom[::-1]
    layer = _body_surface(c.s.get_size())
    lc = Canvas(layer, c.box)
    lc.poly(body, look.body)
    lc.poly([(x, y * 0.15) for x, y in top] + bottom[::-1], look.belly)
    _draw_pattern(lc, look, rng, tail_len)
    if look.plan == "box":
        for k in range(12):
            x = tail_len + 0.1 + (k % 4) * 0.16
            y = -look.aspect * 0.3 + (k // 4) * look.aspect * 0.25
            lc.circle(x, y, 0.035, shade(look.body, 0.7), max(1, layer.get_width() // 300))
    _clip_to(layer, _mask_layer(c, body))
    c.s.blit(layer, (0, 0))
    c.poly(body, shade(look.body, 0.45), max(1, c.box.w // 140))
    # pectoral fin
    px, py = tail_len + (1 - tail_len) * 0.68, look.aspect * 0.08
    if look.plan == "flyer":
        c.poly([(px + 0.05, py - 0.02), (px - 0.42, -0.32), (px - 0.3, 0.02)], (200, 220, 240))
        c.poly([(px + 0.05, py - 0.02), (px - 0.42, -0.32), (px - 0.3, 0.02)], fin, 1)
    elif look.plan in ("guitar",):
        c.poly([(0.8, 0.0), (0.45, look.aspect * 0.9), (0.35, 0.0)], fin)
    else:
        c.poly([(px + 0.03, py), (px - 0.09, py + 0.07), (px - 0.07, py - 0.015)], fin)
    head_x = 0.985
    snout_y = top[-1][1] * 0.3 + bottom[-1][1] * 0.7 if look.plan != "angler" else 0.02
    # snout extras
    if look.plan == "billfish":
        c.poly([(0.98, -0.012), (1.28, 0.005), (0.98, 0.02)], shade(look.body, 0.7))
    if look.plan == "trumpet":
        c.poly([(0.95, -0.02), (1.12, -0.008), (1.12, 0.012), (0.95, 0.02)], look.body)
    if look.plan == "remora":
        c.poly([(0.72, top[-8][1] - 0.005), (0.93, top[-3][1] - 0.005)], (0, 0, 0))
        for k in range(6):
            x = 0.74 + k * 0.035
            c.line([(x, top[int(len(top) * (x - tail_len) / (1 - tail_len)) - 1][1] - 0.012),
                    (x + 0.012, top[int(len(top) * (x - tail_len) / (1 - tail_len)) - 1][1])],
                   shade(look.body, 0.4), 0.006)  # fmt: skip
    if look.plan == "sturgeon":
        for k in range(7):
            x = 0.3 + k * 0.09
            i = min(len(top) - 1, int(len(top) * (x - tail_len) / (1 - tail_len)))
            c.poly(
                [(x - 0.02, top[i][1]), (x, top[i][1] - 0.03), (x + 0.02, top[i][1])],
                (226, 220, 200),
            )
        c.line([(0.96, 0.03), (0.95, 0.07)], (60, 50, 40), 0.005)
    if look.plan == "barreleye":
        c.circle(0.86, top[-4][1] + 0.015, 0.035, (150, 230, 210))
        c.circle(0.86, top[-4][1] + 0.015, 0.035, (40, 120, 110), 1)
    # eye
    height = max(0.04, look.aspect * (1 - tail_len))
    ex = 0.88 if look.plan not in ("eel", "gulper", "oarfish") else 0.95
    ey = top[-5][1] * 0.45 if look.plan not in ("angler", "fangtooth") else top[-4][1] * 0.55
    er = max(0.013, height * look.eye)
    if look.plan in ("flat",):
        er *= 0.8
    eye_white = (250, 250, 250) if not look.dark else look.glow
    c.circle(ex, ey, er, eye_white)
    c.circle(ex + er * 0.2, ey, er * 0.55, (15, 15, 20))
    c.circle(ex + er * 0.05, ey - er * 0.35, er * 0.2, (255, 255, 255))
    # mouth
    predator = fish.tags.predator
    big_mouth = look.plan in ("angler", "fangtooth", "gulper", "dragon") or predator > 1
    if predator or big_mouth:
        mw = 0.16 if big_mouth else 0.09
        mh = height * (0.28 if big_mouth else 0.16)
        if look.plan == "gulper":
            mw, mh = 0.3, 0.18
        jaw = [(head_x + 0.01, snout_y - mh * 0.45), (head_x - mw, snout_y)]
        c.poly([*jaw, (head_x + 0.01, snout_y + mh * 0.55)], (60, 10, 20))
        teeth = 4 + predator * 2
        _teeth(c, head_x - mw * 0.85, snout_y - mh * 0.35, mw * 0.85, mh * 0.35, teeth)
        _teeth(c, head_x - mw * 0.8, snout_y + mh * 0.45, mw * 0.8, -mh * 0.35, teeth - 1)
    else:
        c.line(
            [(head_x - 0.005, snout_y), (head_x - 0.045, snout_y + 0.006)],
            shade(look.body, 0.35),
            0.006,
        )
    if predator > 1:  # Über predator: a jagged battle-scarred dorsal edge
        seg = top[int(len(top) * 0.45) : int(len(top) * 0.6)]
        for x, y in seg[::2]:
            c.poly(
                [(x - 0.012, y + 0.005), (x, y - 0.04), (x + 0.012, y + 0.005)],
                shade(look.body, 0.5),
            )
    # tags
    if fish.tags.bioluminescent or look.dark:
        # photophores along the belly
        for x, y in bottom[int(len(bottom) * 0.25) : -3 : 3]:
            c.circle(x, y * 0.7, 0.009, look.glow)
    if fish.tags.bioluminescent:
        stalk_base = (0.9, top[-6][1])
        if look.plan == "dragon":  # a chin barbel lure
            end = (0.84, bottom[-5][1] + 0.2)
            c.line([(0.93, bottom[-4][1]), (0.9, bottom[-4][1] + 0.1), end], (180, 180, 200), 0.006)
        else:
            end = (1.04, top[-6][1] - 0.18)
            c.line([stalk_base, (0.98, top[-6][1] - 0.2), end], (180, 180, 200), 0.007)
        halo = pygame.Surface(c.s.get_size(), pygame.SRCALPHA)
        hc = Canvas(halo, c.box)
        for r, a in ((0.07, 40), (0.05, 70), (0.032, 120)):
            hc.circle(end[0], end[1], r, (*look.glow, a))
        c.s.blit(halo, (0, 0))
        c.circle(end[0], end[1], 0.018, (255, 255, 240))
    if fish.tags.electric:
        for k in range(2 + fish.tags.electric):
            x = 0.2 + k * 0.25
            _spark(c, x, -look.aspect * 0.5 - 0.12, 0.1, (255, 230, 60))
    if fish.tags.venomous:
        for x, y in top[int(len(top) * 0.35) : int(len(top) * 0.75) : 3]:
            c.circle(x - 0.02, y - 0.15, 0.008, (150, 240, 90))


def _mask_layer(c: Canvas, pts) -> pygame.Surface:
    m = _body_surface(c.s.get_size())
    Canvas(m, c.box).poly(pts, (255, 255, 255))
    return m


def draw_ray(c: Canvas, fish: Fish, look: Look, rng: random.Random) -> None:
    """A ray or skate seen from above, swimming to the right."""
    w = 0.38 if "manta" in fish.name.casefold() or "devil" in fish.name.casefold() else 0.3
    wings = [(1.0, 0.0), (0.7, -w), (0.52, -w * 0.95), (0.35, -0.06), (0.3, 0.0), (0.35, 0.06),
             (0.52, w * 0.95), (0.7, w)]  # fmt: skip
    if "manta" in fish.name.casefold() or "devil" in fish.name.casefold():
        c.poly([(1.0, -0.05), (1.08, -0.07), (1.02, -0.02)], shade(look.body, 0.6))
        c.poly([(1.0, 0.05), (1.08, 0.07), (1.02, 0.02)], shade(look.body, 0.6))
        wings[0] = (0.98, 0.0)
    c.line([(0.32, 0.0), (0.02, 0.01)], shade(look.body, 0.6), 0.012)
    if fish.tags.venomous:
        c.poly([(0.18, -0.01), (0.1, -0.035), (0.14, 0.0)], (150, 240, 90))
    layer = _body_surface(c.s.get_size())
    lc = Canvas(layer, c.box)
    lc.poly(wings, look.body)
    lc.poly([(0.95, 0.0), (0.7, -w * 0.4), (0.4, 0.0), (0.7, w * 0.4)], shade(look.body, 1.12))
    _draw_pattern(lc, look, rng, 0.3)
    _clip_to(layer, _mask_layer(c, wings))
    c.s.blit(layer, (0, 0))
    c.poly(wings, shade(look.body, 0.45), max(1, c.box.w // 140))
    for y in (-0.05, 0.05):
        c.circle(0.82, y, 0.018, (250, 250, 250))
        c.circle(0.825, y, 0.01, (15, 15, 20))
    if fish.tags.electric:
        for k in range(3):
            _spark(c, 0.45 + k * 0.15, -w - 0.1, 0.08, (255, 230, 60))


def draw_flat(c: Canvas, fish: Fish, look: Look, rng: random.Random) -> None:
    """A flatfish lying on the bottom, both eyes up."""
    layer = _body_surface(c.s.get_size())
    lc = Canvas(layer, c.box)
    oval = [
        (0.2 + 0.4 * (1 + math.cos(a)), 0.26 * math.sin(a))
        for a in (k * math.pi / 18 for k in range(36))
    ]
    c.poly([(0.22, 0.0), (0.02, -0.14), (0.06, 0.0), (0.02, 0.14)], shade(look.body, 0.75))
    fringe = [
        (0.2 + 0.42 * (1 + math.cos(a)), 0.3 * math.sin(a))
        for a in (k * math.pi / 18 for k in range(36))
    ]
    c.poly(fringe, shade(look.body, 0.75))
    lc.poly(oval, look.body)
    _draw_pattern(lc, look, rng, 0.2)
    for _ in range(10):
        lc.circle(rng.uniform(0.3, 0.9), rng.uniform(-0.2, 0.2), 0.03, shade(look.body, 1.35), 2)
    _clip_to(layer, _mask_layer(c, oval))
    c.s.blit(layer, (0, 0))
    c.poly(oval, shade(look.body, 0.45), max(1, c.box.w // 140))
    for ex, ey in ((0.86, -0.08), (0.9, -0.01)):
        c.circle(ex, ey, 0.025, (250, 250, 250))
        c.circle(ex + 0.005, ey, 0.013, (15, 15, 20))


def draw_seahorse(c: Canvas, fish: Fish, look: Look, rng: random.Random) -> None:
    """An upright seahorse or sea dragon (head to the right at the top)."""
    spine = []
    for k in range(40):
        t = k / 39
        y = -0.42 + t * 0.78
        x = 0.55 + 0.12 * math.sin(t * math.pi * 1.4) - (0.1 if t > 0.8 else 0.0) * (t - 0.8) * 5
        spine.append((x, y, 0.075 * math.sin(math.pi * min(1.0, t * 1.3 + 0.08)) + 0.012))
    tail_curl = [
        (0.45 - 0.07 * math.cos(a), 0.38 + 0.07 * math.sin(a)) for a in (k * 0.4 for k in range(12))
    ]
    if fish.tags.camouflage:
        for x, y, _r in spine[5:35:4]:
            c.poly([(x, y), (x - 0.2, y - 0.08), (x - 0.14, y + 0.02)], (150, 170, 80))
            c.poly([(x, y), (x + 0.2, y - 0.04), (x + 0.12, y + 0.04)], (170, 160, 80))
    c.line(tail_curl, look.body, 0.025)
    for x, y, r in spine:
        c.circle(x, y, r, look.body)
    for x, y, r in spine[4::3]:
        c.line([(x - r, y), (x + r, y)], shade(look.body, 0.65), 0.006)
    hx, hy, _ = spine[2]
    c.poly(
        [(hx, hy - 0.03), (hx + 0.2, hy + 0.03), (hx + 0.2, hy + 0.06), (hx, hy + 0.05)], look.body
    )
    c.circle(hx + 0.03, hy, 0.022, (250, 250, 250))
    c.circle(hx + 0.035, hy, 0.011, (15, 15, 20))
    c.poly(
        [(hx - 0.03, hy - 0.06), (hx - 0.01, hy - 0.12), (hx + 0.02, hy - 0.05)],
        shade(look.body, 0.7),
    )

"""Fish'n'Flip's sound effects, synthesised with the building blocks of ``make_sounds.py``
(which renders them with the others: ``python assets/make_sounds.py card_flip``).

`effects(m)` takes that module (its noise comes from its seeded stream, so each sound is the
same from run to run) and gives each effect's maker and peak level. The names are the ones
`finspan.frontend.shell.audio` lists and the Fish'n'Flip table's animations play
(`finspan.frontend.flip.animate.SOUNDS`).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import numpy as np

Maker = Callable[[], np.ndarray]


def effects(m: ModuleType) -> dict[str, tuple[Maker, float]]:
    """Each Fish'n'Flip effect's maker and peak (dB), built on ``m`` (``make_sounds``)."""

    def card_flip() -> np.ndarray:
        """A card turned over: a quick papery flutter, a short rise then a fall."""
        s = 0.2
        t = m.times(s)
        flutter = m.band(m.noise(s), 2000, 8000) * (1 + 0.6 * np.sin(2 * np.pi * 38 * t))
        flutter *= np.sin(np.pi * t / s) ** 2
        sweep = m.tone(700 + 900 * np.sin(np.pi * t / s), s) * m.decay(s, 0.07)
        return m.fade_edges(flutter + 0.2 * sweep)

    def cards_switch() -> np.ndarray:
        """Two cards trading places: two soft swishes crossing, one up and one down."""
        s = 0.34
        out = np.zeros(round(s * m.SR))
        for at, (f0, f1) in ((0.0, (900, 1600)), (0.09, (1600, 900))):
            d = 0.22
            t = m.times(d)
            swish = m.band(m.noise(d), 1500, 6000) * np.sin(np.pi * t / d) ** 2
            m.place(out, swish + 0.25 * m.tone(f0 + (f1 - f0) * t / d, d) * m.decay(d, 0.08), at)
        return m.fade_edges(out)

    def whale_sinking() -> np.ndarray:
        """The whale sinking to the bottom: a deep falling hum with slow bubbles rising."""
        s = 0.9
        t = m.times(s)
        hum = m.tone(220 * np.exp(-1.1 * t), s, shape="triangle") * m.decay(s, 0.45, 0.04)
        out = 0.8 * hum + 0.3 * m.band(m.noise(s), 80, 600) * m.decay(s, 0.3, 0.05)
        for i in range(4):
            m.place(out, 0.25 * m.bubble(500 + 110 * i, 0.1), 0.18 + 0.15 * i)
        return m.fade_edges(out, end=0.08)

    def animal_step() -> np.ndarray:
        """A turtle or a jellyfish stepping one place: a soft plop and a small bubble."""
        s = 0.2
        t = m.times(s)
        plop = m.tone(380 - 160 * t / s, s) * m.decay(s, 0.05, 0.002)
        out = plop + 0.3 * m.band(m.noise(s), 300, 1500) * m.decay(s, 0.02)
        m.place(out, 0.4 * m.bubble(900, 0.08), 0.07)
        return m.fade_edges(out)

    def animals_swim_free() -> np.ndarray:
        """Freed animals swimming out of the net: a rising stream of bubbles over a light
        upward bell."""
        s = 0.8
        out = np.zeros(round(s * m.SR))
        for i in range(9):
            m.place(out, 0.35 * m.bubble(600 + 90 * i + 40 * (i % 3), 0.08), 0.05 * i)
        m.place(out, 0.5 * m.bell(m.note("A5"), 0.5, 0.16, 0.4), 0.08)
        m.place(out, 0.5 * m.bell(m.note("E6"), 0.5, 0.18, 0.4), 0.22)
        return m.fade_edges(m.reverb(out, 0.3, 0.08, 0.2)[: round(1.0 * m.SR)], end=0.06)

    def cards_falling() -> np.ndarray:
        """Cards falling down their columns: a short downward swish ending in a soft tap."""
        s = 0.3
        t = m.times(s)
        swish = m.band(m.noise(s), 900, 4000) * np.sin(np.pi * t / s) ** 2
        tap = np.zeros(round(s * m.SR))
        m.place(tap, m.tone(160, 0.1) * m.decay(0.1, 0.025, 0.001), 0.2)
        fall = m.tone(1300 - 800 * t / s, s) * m.decay(s, 0.12)
        return m.fade_edges(0.7 * swish + 0.2 * fall + 0.8 * tap)

    def card_dealt() -> np.ndarray:
        """A card dealt from the pile onto the net: a flick and a light slap."""
        s = 0.16
        t = m.times(s)
        flick = m.band(m.noise(s), 2500, 8000) * m.decay(s, 0.03, 0.001)
        slap = np.zeros(round(s * m.SR))
        m.place(slap, m.band(m.noise(0.06), 400, 3000) * m.decay(0.06, 0.012, 0.0005), 0.06)
        return m.fade_edges(0.6 * flick + slap + 0.15 * m.tone(1800 - 600 * t / s, s)
                            * m.decay(s, 0.04))  # fmt: skip

    def net_tearing() -> np.ndarray:
        """A 7th card tearing the net: a ragged rip of strands snapping, then a low boom."""
        s = 1.2
        out = np.zeros(round(s * m.SR))
        for i in range(7):
            d = 0.05
            snap = m.band(m.noise(d), 1500, 6000) * m.decay(d, 0.012, 0.0005)
            m.place(out, (0.9 - 0.08 * i) * snap, 0.03 + 0.045 * i + 0.01 * (i % 2))
        t = m.times(0.9)
        boom = m.tone(90 * np.exp(-0.8 * t), 0.9) * m.decay(0.9, 0.35, 0.01)
        m.place(out, 0.9 * boom, 0.3)
        m.place(out, 0.4 * m.bell(m.note("D4"), 0.8, 0.3, 0.2), 0.35)
        return m.fade_edges(m.reverb(out, 0.5, 0.15, 0.25)[: round(1.5 * m.SR)], end=0.1)

    def fish_n_flip() -> np.ndarray:
        """"Fish'n'Flip!": a bright rising arpeggio with a splash and a burst of bubbles."""
        s = 1.6
        out = np.zeros(round(s * m.SR))
        for i, name in enumerate(("G5", "B5", "D6", "G6")):
            m.place(out, 0.8 * m.bell(m.note(name), 0.9, 0.3, 0.6), 0.08 * i)
        splash = m.band(m.noise(0.4), 1200, 9000) * m.decay(0.4, 0.1, 0.005)
        m.place(out, 0.5 * splash, 0.3)
        for i in range(8):
            m.place(out, 0.25 * m.bubble(800 + 130 * i, 0.07), 0.35 + 0.06 * i)
        return m.fade_edges(m.reverb(out, 0.7, 0.2, 0.3)[: round(2.0 * m.SR)], end=0.12)

    def bid_made() -> np.ndarray:
        """A bid raised: a short bright knock going up (a step higher)."""
        s = 0.28
        out = np.zeros(round(s * m.SR))
        m.place(out, m.bell(m.note("C6"), 0.15, 0.04, 0.3), 0.0)
        m.place(out, m.bell(m.note("G6"), 0.2, 0.06, 0.3), 0.07)
        return m.fade_edges(out)

    def bid_passed() -> np.ndarray:
        """A pass: a soft, low, falling double tone (stepping back)."""
        s = 0.34
        out = np.zeros(round(s * m.SR))
        m.place(out, m.tone(m.note("E4"), 0.14) * m.decay(0.14, 0.05), 0.0)
        m.place(out, m.tone(m.note("B3"), 0.2) * m.decay(0.2, 0.07), 0.1)
        return m.fade_edges(m.band(out, 0, 2500))

    return {
        "card_flip": (card_flip, -6.0),
        "cards_switch": (cards_switch, -6.0),
        "whale_sinking": (whale_sinking, -5.0),
        "animal_step": (animal_step, -7.0),
        "animals_swim_free": (animals_swim_free, -5.0),
        "cards_falling": (cards_falling, -7.0),
        "card_dealt": (card_dealt, -8.0),
        "net_tearing": (net_tearing, -3.0),
        "fish_n_flip": (fish_n_flip, -3.0),
        "bid_made": (bid_made, -7.0),
        "bid_passed": (bid_passed, -8.0),
    }

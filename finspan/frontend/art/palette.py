"""Finspan's look: the colours of its zones, dive sites, tokens and card triggers, the
patterns that tell dive sites apart without colour, Nautoma's colour and its cards'
proportions and text sizes. The frontend's game-neutral colours, fonts and sizes are in
`look.theme`; this module is Finspan's own (Fish'n'Flip's are in `art.flip_cards` and its
neighbours)."""

from __future__ import annotations

from finspan.engine import Column, Trigger, Zone

from ..look.theme import WATER_MIDNIGHT, WATER_SUNLIT, WATER_TWILIGHT, Colour, Theme

#: Water of each zone (RULES.md 2): sunlit, twilight and midnight.
ZONE_WATER: dict[Zone, Colour] = {
    Zone.SUNLIGHT: WATER_SUNLIT,
    Zone.TWILIGHT: WATER_TWILIGHT,
    Zone.MIDNIGHT: WATER_MIDNIGHT,
}
#: A lighter tint of each zone, for chips and sidebars on light card paper.
ZONE_CHIP: dict[Zone, Colour] = {
    Zone.SUNLIGHT: (250, 206, 72),
    Zone.TWILIGHT: (92, 110, 196),
    Zone.MIDNIGHT: (28, 30, 62),
}
ZONE_LABEL: dict[Zone, str] = {
    Zone.SUNLIGHT: "Sunlight",
    Zone.TWILIGHT: "Twilight",
    Zone.MIDNIGHT: "Midnight",
}

_DIVE_SITE: dict[Column, Colour] = {
    Column.BLUE: (40, 118, 214),
    Column.PURPLE: (142, 84, 196),
    Column.GREEN: (52, 160, 74),
}
#: Okabe-Ito colours, safe for the common colour-vision deficiencies.
_DIVE_SITE_CB: dict[Column, Colour] = {
    Column.BLUE: (0, 114, 178),
    Column.PURPLE: (204, 121, 167),
    Column.GREEN: (0, 158, 115),
}
#: Pattern of each dive site in colour-blind mode.
DIVE_SITE_PATTERN: dict[Column, str] = {
    Column.BLUE: "stripes",
    Column.PURPLE: "dots",
    Column.GREEN: "crosshatch",
}

_TOKEN: dict[str, Colour] = {
    "egg": (246, 178, 60),
    "young": (120, 206, 196),
    "school": (232, 110, 88),
}
_TOKEN_CB: dict[str, Colour] = {
    "egg": (230, 159, 0),
    "young": (86, 180, 233),
    "school": (213, 94, 0),
}

#: Card frame / ability colour by trigger; ``None`` is a fish without ability (forage fish).
TRIGGER_COLOUR: dict[Trigger | None, Colour] = {
    Trigger.WHEN_PLAYED: (226, 232, 236),
    Trigger.IF_ACTIVATED: (140, 92, 52),
    Trigger.GAME_END: (236, 196, 62),
    None: (104, 122, 140),
}
#: Text colour that reads on each trigger colour.
TRIGGER_INK: dict[Trigger | None, Colour] = {
    Trigger.WHEN_PLAYED: (30, 36, 44),
    Trigger.IF_ACTIVATED: (255, 246, 232),
    Trigger.GAME_END: (40, 30, 6),
    None: (245, 248, 250),
}
TRIGGER_LABEL: dict[Trigger | None, str] = {
    Trigger.WHEN_PLAYED: "WHEN PLAYED",
    Trigger.IF_ACTIVATED: "IF ACTIVATED",
    Trigger.GAME_END: "GAME END",
    None: "FORAGE FISH",
}

NAUTOMA_COLOUR: tuple[str, Colour] = ("steel", (122, 140, 163))


def dive_site(theme: Theme, column: Column) -> Colour:
    """The colour of a dive site (Okabe-Ito in colour-blind mode)."""
    return (_DIVE_SITE_CB if theme.colour_blind else _DIVE_SITE)[column]


def token(theme: Theme, kind: str) -> Colour:
    """Colour of an ``egg``, ``young`` or ``school`` token."""
    return (_TOKEN_CB if theme.colour_blind else _TOKEN)[kind]


#: Card text sizes as a share of the card's height, by layout (compact, normal, large).
CARD_TEXT: dict[str, dict[str, float]] = {
    "compact": {"name": 0.12, "points": 0.16, "min": 9},
    "normal": {"name": 0.087, "points": 0.1, "label": 0.062, "words": 0.07, "small": 0.066,
               "min": 9},
    "large": {"name": 0.05, "points": 0.055, "label": 0.03, "words": 0.029, "small": 0.026,
              "scientific": 0.03, "min": 11},
}  # fmt: skip
#: Card heights below which the compact, and at or above which the large layout is used.
CARD_COMPACT_BELOW = 112
CARD_LARGE_FROM = 330
#: Width / height of a card.
CARD_ASPECT = 110 / 150

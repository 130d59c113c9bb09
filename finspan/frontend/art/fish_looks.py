"""The look of each fish, decided from its facts before anything is drawn: a body plan from
its name (eel, shark, ray, flatfish, angler, billfish, seahorse, ...) or, failing that, its
length; colours from its zones and the colour words in its name; a pattern, fins and tail.
Pure and deterministic (a local generator seeded from the fish number and name); draws nothing.
"""

from __future__ import annotations

import math
import random
import zlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from finspan.engine import Zone

from ..look.theme import Colour, lerp, shade

if TYPE_CHECKING:
    from finspan.engine import Fish

# --- Body plans ------------------------------------------------------------------------------

#: Name keyword -> body plan, checked in order (first match wins).
_PLAN_KEYWORDS: tuple[tuple[str, str], ...] = (
    ("seahorse", "seahorse"), ("seadragon", "seahorse"),
    ("manta", "ray"), ("devil ray", "ray"), ("stingray", "ray"), ("cownose", "ray"),
    ("skate", "ray"), ("angelshark", "ray"), ("guitarfish", "guitar"),
    ("flounder", "flat"), ("plate fish", "flat"),
    ("sailfish", "billfish"), ("marlin", "billfish"), ("swordfish", "billfish"),
    ("flying fish", "flyer"),
    ("trumpetfish", "trumpet"),
    ("whale shark", "shark"), ("shark", "shark"), ("spurdog", "shark"), ("chimaera", "chimaera"),
    ("sturgeon", "sturgeon"), ("kaluga", "sturgeon"),
    ("pelican eel", "gulper"), ("swallower", "gulper"),
    ("eel", "eel"), ("moray", "eel"), ("hagfish", "eel"), ("oarfish", "oarfish"),
    ("lancetfish", "eel"), ("cusk", "tadpole"), ("snailfish", "tadpole"), ("grenadier", "tadpole"),
    ("halosaur", "tadpole"), ("blob", "blob"), ("sculpin", "blob"),
    ("seadevil", "angler"), ("anglerfish", "angler"), ("footballfish", "angler"),
    ("whipnose", "angler"), ("wolftrap", "angler"), ("angler", "angler"), ("sargassum", "angler"),
    ("dragonfish", "dragon"), ("viperfish", "dragon"), ("loosejaw", "dragon"),
    ("snaggletooth", "dragon"), ("lizardfish", "dragon"), ("fangtooth", "fangtooth"),
    ("hatchetfish", "hatchet"), ("spiderfish", "tripod"), ("tripodfish", "tripod"),
    ("puffer", "puffer"), ("porcupinefish", "puffer"), ("boxfish", "box"), ("sunfish", "mola"),
    ("butterflyfish", "disc"), ("tang", "disc"), ("unicornfish", "disc"), ("coralfish", "disc"),
    ("batfish", "disc"), ("damselfish", "deep"), ("anemonefish", "deep"), ("dory", "disc"),
    ("roughy", "deep"), ("triggerfish", "deep"), ("cardinalfish", "deep"), ("porkfish", "deep"),
    ("lionfish", "scorpion"), ("scorpionfish", "scorpion"), ("stonefish", "scorpion"),
    ("stargazer", "scorpion"), ("crocodilefish", "croc"),
    ("sharksucker", "remora"), ("suckerfish", "remora"),
    ("tuna", "tuna"), ("bonito", "tuna"), ("kawakawa", "tuna"), ("mackerel", "tuna"),
    ("trevally", "tuna"), ("mahi", "mahi"), ("barreleye", "barreleye"), ("spookfish", "barreleye"),
    ("wolffish", "eel"), ("whalefish", "blob"),
)  # fmt: skip

_COLOUR_WORDS: tuple[tuple[str, Colour], ...] = (
    ("whale shark", (60, 84, 120)),
    ("bluefin", (40, 70, 140)), ("yellowtail", (236, 200, 60)), ("blue", (44, 110, 220)),
    ("yellow", (246, 204, 40)), ("red", (214, 60, 50)), ("black", (34, 34, 42)),
    ("orange", (240, 120, 40)), ("silver", (184, 196, 214)), ("green", (70, 150, 80)),
    ("gray", (128, 134, 142)), ("pale", (214, 206, 214)), ("white", (226, 230, 232)),
    ("mandarin", (230, 120, 40)), ("clown", (240, 110, 30)), ("humphead", (60, 150, 130)),
)  # fmt: skip

_SUNLIGHT_HUES: tuple[Colour, ...] = (
    (250, 196, 40), (244, 128, 40), (226, 76, 70), (40, 112, 220), (30, 168, 170),
    (140, 196, 60), (196, 80, 160), (140, 176, 214), (96, 140, 200), (220, 150, 90),
)  # fmt: skip
_TWILIGHT_HUES: tuple[Colour, ...] = (
    (92, 112, 176), (122, 100, 172), (162, 172, 196), (72, 92, 136), (114, 82, 124),
    (130, 150, 190),
)  # fmt: skip
_MIDNIGHT_HUES: tuple[Colour, ...] = (
    (36, 34, 46), (62, 24, 34), (44, 34, 60), (24, 34, 46), (66, 44, 34), (50, 50, 60),
)  # fmt: skip
_SHARK_HUES: tuple[Colour, ...] = ((120, 134, 150), (96, 116, 140), (140, 132, 120), (80, 100, 124))
_GLOW: tuple[Colour, ...] = ((110, 230, 255), (150, 255, 200), (190, 160, 255), (255, 220, 120))


@dataclass(frozen=True)
class Look:
    """Everything decided about a fish's picture before drawing it."""

    plan: str
    body: Colour
    belly: Colour
    accent: Colour
    glow: Colour
    pattern: str  # plain, stripes, bars, spots, line, mottled
    aspect: float  # body height / body length
    fill: float  # share of the picture's width the fish spans
    eye: float  # eye radius relative to body height
    tail: str  # forked, lunate, round, point, heterocercal
    dorsal: str  # normal, sail, spiny, low, none
    dark: bool  # a midnight fish (draw glowing bits)


def fish_hash(fish: Fish) -> int:
    return zlib.crc32(f"{fish.number}:{fish.name}".encode())


def plan_of(fish: Fish) -> str:
    """The body plan of a fish: from its name, or from its length if the name says nothing."""
    name = fish.name.casefold()
    for word, plan in _PLAN_KEYWORDS:
        if word in name:
            return plan
    h = fish_hash(fish)
    if fish.length_cm >= 150:
        return ("tuna", "shark", "eel")[h % 3]
    if fish.length_cm < 20:
        return ("deep", "fusiform", "barreleye")[h % 3]
    return ("fusiform", "deep", "tuna", "fusiform")[h % 4]


_PLAN_SHAPE: dict[str, tuple[float, str, str]] = {
    # plan: (aspect, tail, dorsal)
    "fusiform": (0.36, "forked", "normal"),
    "tuna": (0.3, "lunate", "low"),
    "mahi": (0.32, "forked", "sail"),
    "deep": (0.52, "round", "normal"),
    "disc": (0.72, "round", "sail"),
    "box": (0.55, "round", "none"),
    "puffer": (0.62, "round", "low"),
    "mola": (0.95, "round", "sail"),
    "eel": (0.11, "point", "low"),
    "oarfish": (0.09, "point", "none"),
    "shark": (0.24, "heterocercal", "normal"),
    "chimaera": (0.26, "point", "normal"),
    "sturgeon": (0.2, "heterocercal", "low"),
    "billfish": (0.24, "lunate", "sail"),
    "flyer": (0.26, "forked", "low"),
    "trumpet": (0.1, "round", "low"),
    "remora": (0.2, "forked", "low"),
    "angler": (0.6, "round", "spiny"),
    "fangtooth": (0.55, "round", "normal"),
    "gulper": (0.12, "point", "none"),
    "dragon": (0.16, "round", "low"),
    "hatchet": (0.7, "forked", "normal"),
    "barreleye": (0.34, "forked", "normal"),
    "tripod": (0.2, "forked", "normal"),
    "tadpole": (0.3, "point", "low"),
    "blob": (0.5, "round", "low"),
    "scorpion": (0.4, "round", "spiny"),
    "croc": (0.2, "round", "low"),
    "seahorse": (0.3, "point", "none"),
    "ray": (0.7, "point", "none"),
    "guitar": (0.3, "heterocercal", "normal"),
    "flat": (0.62, "round", "none"),
}


def look_of(fish: Fish) -> Look:
    """Decide plan, colours and pattern of a fish (pure, deterministic)."""
    rng = random.Random(fish_hash(fish))
    plan = plan_of(fish)
    aspect, tail, dorsal = _PLAN_SHAPE[plan]
    aspect *= rng.uniform(0.9, 1.12)
    zone = fish.zones[0]
    dark = zone is Zone.MIDNIGHT or (
        Zone.MIDNIGHT in fish.zones and Zone.SUNLIGHT not in fish.zones
    )
    twilight_only = not dark and Zone.SUNLIGHT not in fish.zones
    if dark:
        body = rng.choice(_MIDNIGHT_HUES)
    elif twilight_only:
        body = rng.choice(_TWILIGHT_HUES)
    else:
        body = rng.choice(_SUNLIGHT_HUES)
    name = fish.name.casefold()
    if plan in ("shark", "chimaera", "sturgeon", "guitar") and not dark:
        body = rng.choice(_SHARK_HUES)
    for word, colour in _COLOUR_WORDS:
        if word in name:
            body = colour if not dark else shade(colour, 0.45)
            break
    if len(fish.zones) == 3 and not dark:
        body = lerp(body, (70, 80, 100), 0.35)  # wide-ranging fish: more muted
    belly = shade(body, 1.55) if not dark else shade(body, 1.25)
    accent = rng.choice(
        [(255, 255, 255), (30, 30, 40), shade(body, 0.55), (250, 210, 60), (40, 90, 200)]
    )
    if accent == body:
        accent = (255, 255, 255)
    pattern = rng.choice(("plain", "stripes", "bars", "spots", "line", "plain"))
    if "spot" in name or "speckled" in name or "whale shark" in name:
        pattern = "spots"
    elif "strip" in name or "band" in name or "streak" in name or "lionfish" in name:
        pattern = "bars" if "band" in name or "lionfish" in name else "stripes"
    elif "clown" in name or "saddleback" in name or "pork" in name:
        pattern = "bars"
    if plan in ("shark", "chimaera", "sturgeon") and pattern in ("bars", "stripes"):
        pattern = "line"
    if fish.tags.camouflage:
        pattern = "mottled"
    if "whale shark" in name:
        accent = (240, 240, 240)
    if dark and pattern in ("bars", "stripes"):
        pattern = "plain"
    if pattern in ("bars", "stripes") and sum(accent) > 600 and sum(body) > 600:
        accent = shade(body, 0.45)
    size = math.log(max(fish.length_cm, 1)) / math.log(900)
    fill = 0.5 + 0.44 * min(1.0, max(0.0, size))
    if plan in ("ray", "flat", "seahorse", "mola", "disc"):
        fill = min(fill, 0.8)
    eye = 0.13 if dark or plan in ("barreleye", "hatchet", "deep") else 0.1
    return Look(
        plan=plan,
        body=body,
        belly=belly,
        accent=accent,
        glow=rng.choice(_GLOW),
        pattern=pattern,
        aspect=aspect,
        fill=fill,
        eye=eye * rng.uniform(0.85, 1.2),
        tail=tail,
        dorsal=dorsal,
        dark=dark,
    )

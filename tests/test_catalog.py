"""The project's catalog against the shared reference facts (never loaded at run time)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from finspan.cli import cards_json
from finspan.engine import CATALOG, PROVISIONAL, Size, slot_name

REFERENCE = (
    Path(__file__).resolve().parents[1].parent / "shared" / "reference" / "finspan-cards.json"
)

pytestmark = pytest.mark.skipif(not REFERENCE.exists(), reason=f"no reference file at {REFERENCE}")

_COST_PREFIX = {"card": "cards", "egg": "eggs", "young": "young", "schoolFish": "schools"}
_TRIGGERS = {"WhenPlayed": "when_played", "IfActivated": "if_activated", "GameEnd": "game_end"}
_TAGS = {"Predator": "predator", "Bioluminescent": "bioluminescent", "Camouflage": "camouflage",
         "Electric": "electric", "Venomous": "venomous"}  # fmt: skip
_PLACE = {"[Estuary]": "estuary", "[PlayFishBottomRow]": "deepwater", "[Sun]": "sunlight",
          "[FlipperBlue]": "blue", "[FlipperPurple]": "purple", "[FlipperGreen]": "green",
          "[Predator]": "predator", "[FishLengthSmall]": "small",
          "[FishLengthMedium]": "medium", "[FishLengthLarge]": "large"}  # fmt: skip
_ICON = {
    "[DrawCard]": "draw", "[Discard]": "retrieve", "[FishEgg]": "egg", "[FishHatch]": "hatch",
    "[YoungFish]": "young", "[SchoolFeederMove]": "move", "[ConsumeFish1]": "tuck",
}  # fmt: skip


def _reference() -> list[dict]:
    data = json.loads(REFERENCE.read_text(encoding="utf-8"))
    return data["main"] + data["starter"] + data["forage"]


def _expected_effects(ability: str | None) -> list[str]:
    """The reference icon notation, read into the project's effect notation."""
    if not ability:
        return []
    text = ability.replace("(all players)", "").replace("[AllPlayers]", "").strip()
    m = re.match(r"(\d+) \[Wave\] if (.*)$", text)
    if m:
        return [f"{m.group(1)} points"]
    icons = re.findall(r"\[[A-Za-z0-9]+\]", text.replace(" on each", ""))
    out, i = [], 0
    while i < len(icons):
        if i + 2 < len(icons) and icons[i + 1] == "[ArrowDown]":
            verb = "play a fish into" if icons[i] == "[FishFromHand]" else "egg on each"
            out.append(f"{verb} {_PLACE[icons[i + 2]]}")
            i += 3
        else:
            out.append(_ICON[icons[i]])
            i += 1
    return out


def test_catalog_has_125_main_10_starter_and_3_forage_fish():
    groups = [f.group for f in CATALOG.all]
    assert (groups.count("main"), groups.count("starter"), groups.count("forage")) == (125, 10, 3)


def test_cards_json_matches_the_reference_exactly():
    ours = {c["name"]: c for c in cards_json()}
    reference = _reference()
    assert set(ours) == {r["name"] for r in reference}
    differences = []
    for r in reference:
        c = ours[r["name"]]
        zones = [z for z in ("sunlight", "twilight", "midnight") if r[z]]
        expected = {
            "group": r["group"],
            "points": r["points"],
            "length_cm": r["length"],
            "zones": zones,
            "deepwater_only": r["midnight"] == 2.0,
            "band": r["band"],
            "cost": {
                "cards": 0,
                "eggs": 0,
                "young": 0,
                "schools": 0,
                "consume": bool(r["consuming"]),
            },
            "tags": {ours_name: int(r[ref_name] or 0) for ref_name, ours_name in _TAGS.items()},
            "trigger": _TRIGGERS.get(r["abilityType"]),
            "all_players": bool(r["ability"] and "AllPlayers" in r["ability"]),
        }
        for key, value in r.items():
            if key.endswith("Cost") and key[:-4] in _COST_PREFIX:
                expected["cost"][_COST_PREFIX[key[:-4]]] = int(value or 0)
        for key, value in expected.items():
            if c[key] != value:
                differences.append(f"{r['name']}.{key}: ours {c[key]!r}, reference {value!r}")
    assert not differences, "\n".join(differences)


def test_every_ability_has_the_reference_icons_in_order():
    differences = []
    for r in _reference():
        fish = CATALOG.by_name(r["name"])
        ours = []
        if fish.ability is not None:
            for e in fish.ability.effects:
                ours.append(f"{e.points} points" if e.kind == "points" else e.notation)
        expected = _expected_effects(r["ability"])
        if ours != expected:
            differences.append(f"{r['name']}: ours {ours}, reference {expected}")
    assert not differences, "\n".join(differences)


def test_points_conditions_read_like_the_reference():
    for r in _reference():
        fish = CATALOG.by_name(r["name"])
        if fish.ability is None or not fish.ability.scores:
            continue
        (effect,) = fish.ability.effects
        assert r["ability"].startswith(f"{effect.points} [Wave] if")


def test_scientific_names_match_the_reference():
    for r in _reference():
        assert CATALOG.by_name(r["name"]).scientific_name == r["latin"]


def test_size_classes_agree_with_the_provisional_thresholds():
    classes = PROVISIONAL.size_classes
    for fish in CATALOG.all:
        if fish.length_cm < classes.small_below_cm:
            expected = Size.SMALL
        elif fish.length_cm < classes.large_from_cm:
            expected = Size.MEDIUM
        else:
            expected = Size.LARGE
        assert fish.size is expected, fish.name


def test_forage_fish_sit_where_the_provisional_values_put_them():
    where = {f.fish.name: (slot_name(f.slot), f.start_token) for f in CATALOG.forage}
    assert where == {
        "Glasshead Grenadier": ("B5", "egg"),
        "Showy Bristlemouth": ("P4", "young"),
        "Catalina Goby": ("G2", "egg"),
    }

"""RULES.md 2 and 6, diving: the dive-site bonuses, where they are available, IF ACTIVATED
abilities in row order, consumed fish, and the bottom bonus once per column per week."""

from __future__ import annotations

import pytest

from finspan.engine.events import AbilityActivated, BonusReached, CardDrawn, DiverMoved
from finspan.engine.ocean import Zone, parse_slot, slot_name, zone_of

from .helpers import game, num, of, play, player, slot, texts

# A fish in every zone of every dive site, none with an IF ACTIVATED ability, and tokens so
# that every bonus has something to do.
FULL_OCEAN = {
    "B1": "Clown Anemonefish, egg",
    "P1": "Leafy Seadragon, egg",
    "G1": "Angelshark, egg",
    "B4": "Pale Chimaera, young",
    "G4": "Common Fangtooth",
    "P5": "Abyssal Anglerfish",
    "G5": "Cookiecutter Shark, young",
    "G2": "Catalina Goby, egg",
    "B5": "Glasshead Grenadier, egg",
    "P4": "Showy Bristlemouth, young",
}

OPTION_VERB = {
    "draw": "draw",
    "egg": "egg",
    "hatch": "hatch",
    "move": "move",
    "retrieve": "retrieve",
}

BONUSES = {
    "blue": ["draw", "draw", "draw", "retrieve"],
    "purple": ["egg", "egg", "egg", "egg"],
    "green": ["hatch", "hatch", "move", "move"],
}


def test_the_ocean_mat_has_3_dive_sites_and_6_rows_in_3_zones():
    assert [slot_name(s) for s in range(18)][:6] == ["B1", "P1", "G1", "B2", "P2", "G2"]
    assert parse_slot("G6") == 17 and parse_slot("b1") == 0
    zones = [zone_of(parse_slot(f"P{row}")) for row in range(1, 7)]
    assert zones == [Zone.SUNLIGHT] * 3 + [Zone.TWILIGHT] + [Zone.MIDNIGHT] * 2


@pytest.mark.parametrize("site", ["blue", "purple", "green"])
def test_each_dive_site_offers_its_bonuses_above_each_zone_and_at_the_bottom(site):
    g = game(player("Ada", ocean=FULL_OCEAN, discard=["Haddock"]))
    events = play(g, f"dive {site}")
    offered = []
    while g.decision.kind == "benefit":
        assert g.decision.source == "bonus"
        verbs = {o.split()[0] for o in texts(g)[:-1]}
        assert len(verbs) == 1
        offered.append(verbs.pop())
        events += play(g, "skip")
    reached = of(events, BonusReached)
    assert [e.place for e in reached] == [
        "above_sunlight", "above_twilight", "above_midnight", "bottom",
    ]  # fmt: skip
    assert [e.benefit for e in reached] == BONUSES[site]
    assert all(e.available for e in reached)
    assert offered == [OPTION_VERB[b] for b in BONUSES[site]]


def test_the_blue_bottom_bonus_takes_any_card_from_the_discard_pile():
    g = game(player("Ada", discard=["Haddock", "Escolar"]))
    play(g, "dive blue", "skip")  # the Midnight draw (Glasshead Grenadier)
    assert texts(g) == ["retrieve Haddock", "retrieve Escolar", "skip"]
    play(g, "retrieve Escolar")
    assert g.players[0].hand == [num("Escolar")]
    assert g.players[0].discard == [num("Haddock")]


def test_the_blue_bottom_bonus_draws_a_card_when_the_discard_pile_is_empty():
    g = game(player("Ada"), deck=["Haddock"])
    play(g, "dive blue", "skip")
    assert texts(g) == ["draw", "skip"]
    events = play(g, "draw")
    assert of(events, CardDrawn) == [CardDrawn(0, num("Haddock"))]


def test_a_zone_bonus_needs_a_fish_in_that_zone_of_the_dive_site():
    # young on empty Sunlight slots are not fish; the Angelshark is in another dive site
    g = game(player("Ada", ocean={"B1": "young", "B2": "young", "P1": "Angelshark"}))
    events = play(g, "dive blue")
    reached = [(e.place, e.available) for e in of(events, BonusReached)]
    assert reached[:2] == [("above_sunlight", False), ("above_twilight", False)]


def test_a_consumed_fish_in_the_zone_is_not_needed_the_visible_fish_counts():
    g = game(player("Ada", ocean={"G2": "Angelshark over Catalina Goby, egg"}))
    events = play(g, "dive green")
    assert of(events, BonusReached)[0].available is True
    assert texts(g) == ["hatch G2", "skip"]


def test_if_activated_abilities_resolve_top_to_bottom_each_right_after_the_diver_reaches_it():
    ocean = {
        "B1": "False Cleanerfish",
        "B2": "Sailfin Flying Fish",
        "B3": "Gray Triggerfish",
        "B4": "Giant Hatchetfish",
        "B5": "Footballfish over Glasshead Grenadier",
        "B6": "Wolftrap Angler",
        "P2": "young",
    }
    g = game(player("Ada", ocean=ocean))
    events = play(g, "dive blue")
    while g.decision.kind == "benefit":
        events += play(g, "skip")
    sequence = [
        e.place if isinstance(e, DiverMoved) else e.card
        for e in events
        if isinstance(e, DiverMoved | AbilityActivated)
    ]
    assert sequence == [
        "above_sunlight",
        "row1", num("False Cleanerfish"),
        "row2", num("Sailfin Flying Fish"),
        "row3", num("Gray Triggerfish"),
        "above_twilight",
        "row4", num("Giant Hatchetfish"),
        "above_midnight",
        "row5", num("Footballfish"),
        "row6", num("Wolftrap Angler"),
        "bottom",
    ]  # fmt: skip


def test_abilities_of_consumed_fish_never_trigger():
    g = game(player("Ada", ocean={"P2": "Bigeye Tuna over Porkfish"}))
    events = play(g, "dive purple")
    while g.decision.kind == "benefit":
        events += play(g, "skip")
    assert [e.card for e in of(events, AbilityActivated)] == [num("Bigeye Tuna")]


def test_the_bottom_bonus_is_per_player_another_players_first_dive_there_still_gets_it():
    g = game(player("Ada"), player("Bob"))
    play(g, "dive purple", "skip")  # Ada: the Twilight egg (Showy Bristlemouth), declined
    assert g.decision.source == "bonus"  # she takes her purple bottom circle: egg
    play(g, "egg P4")
    assert slot(g, 0, "P4").egg == 1
    events = play(g, "dive purple", "skip")  # Bob, on his own ocean mat
    assert [e.available for e in of(events, BonusReached) if e.place == "bottom"] == [True]
    assert g.decision.player == 1
    play(g, "egg P4")
    assert slot(g, 1, "P4").egg == 1
    assert g.players[0].bottoms == [False, True, False]
    assert g.players[1].bottoms == [False, True, False]


def test_the_bottom_bonus_is_per_column_a_first_dive_in_another_column_still_gets_it():
    g = game(player("Ada", divers=["purple"]), player("Bob", divers=["blue"]), turn=2)
    assert g.players[0].bottoms == [False, True, False]
    events = play(g, "dive green")
    while g.decision.kind == "benefit" and g.decision.player == 0:
        events += play(g, "skip")
    assert [(e.place, e.available) for e in of(events, BonusReached)][-1] == ("bottom", True)


def test_declining_the_bottom_bonus_still_takes_the_bottom_circle():
    g = game(player("Ada"), player("Bob"))
    play(g, "dive purple", "skip", "skip")  # Ada declines the Twilight and bottom eggs
    play(g, "dive blue", "skip", "skip")  # Bob: Midnight draw, bottom retrieve/draw
    events = play(g, "dive purple", "skip")
    assert [e.available for e in of(events, BonusReached) if e.place == "bottom"] == [False]


def test_a_dive_is_always_offered_in_all_three_dive_sites():
    g = game(player("Ada", divers=["blue", "purple", "green"], ocean={"B1": "young"}), turn=3)
    assert texts(g) == ["dive blue", "dive purple", "dive green"]
    assert g.decision.kind == "turn"

"""RULES.md 7, benefits and abilities: each benefit, partial and any-order resolution,
"all players" (owner first, then clockwise, even after a decline), "egg on each X" and the
school rules, each from a position."""

from __future__ import annotations

import pytest

from finspan.engine import CATALOG
from finspan.engine.catalog import Size
from finspan.engine.events import (
    AbilityActivated,
    BenefitOffered,
    CardDrawn,
    CardTucked,
    DiverPlaced,
    EggLaid,
    FishChosen,
    FishPlayed,
    SchoolFormed,
)
from finspan.engine.ocean import SLOT_NAMES, parse_slot

from .helpers import game, num, of, play, player, slot, texts

EGGS = {"G2": "Catalina Goby, egg", "B5": "Glasshead Grenadier, egg"}


def when_played(card: str, *, hand=(), ocean=None, others=(), **kw):
    """Ada plays ``card`` on B1 (else its first legal slot), paying with the first option
    offered when there is a choice: the game at its WHEN PLAYED decision."""
    g = game(
        player("Ada", hand=[card, *hand], ocean=ocean if ocean is not None else EGGS), *others, **kw
    )
    play(g, f"play {card}")
    play(g, texts(g)[0] if "place B1" not in texts(g) else "place B1")
    while g.decision.kind == "pay":
        play(g, texts(g)[0])
    assert g.decision.card == num(card), g.decision.prompt
    return g


# --- Each benefit -----------------------------------------------------------------------------


def test_draw_takes_the_top_card_of_the_fish_deck_into_hand():
    g = when_played("Mandarinfish", hand=["Haddock"], deck=["Escolar", "Snipe Eel"])
    events = play(g, "draw", "draw")
    assert of(events, CardDrawn) == [CardDrawn(0, num("Escolar")), CardDrawn(0, num("Snipe Eel"))]
    assert g.players[0].hand == [num("Escolar"), num("Snipe Eel")]


def test_egg_goes_only_on_a_fish_without_an_egg():
    ocean = {"G2": "Catalina Goby, egg", "B3": "young", "P1": "Porkfish"}
    g = when_played("Smoothcheek Lanternfish", hand=["Haddock", "Escolar"], ocean=ocean)
    eggs = [o for o in texts(g) if o.startswith("egg ")]
    # fish without an egg: Smoothcheek (B1), Porkfish (P1), Bristlemouth (P4), Grenadier (B5)
    assert eggs == ["egg B1", "egg P1", "egg P4", "egg B5"]


def test_hatch_flips_an_egg_into_a_young_on_the_same_slot():
    g = when_played("Abyssal Spiderfish", hand=["Haddock", "Escolar"])
    assert texts(g) == ["hatch G2", "hatch B5", "skip"]
    play(g, "hatch B5")
    s = slot(g, 0, "B5")
    assert (s.egg, s.young) == (0, 1)


def test_hatching_a_third_young_onto_a_slot_forms_a_school_at_once():
    ocean = {"G2": "Catalina Goby, egg, 2 young"}
    g = when_played("Abyssal Spiderfish", hand=["Haddock", "Escolar"], ocean=ocean)
    events = play(g, "hatch G2")
    assert of(events, SchoolFormed) == [SchoolFormed(0, parse_slot("G2"))]
    s = slot(g, 0, "G2")
    assert (s.egg, s.young, s.school) == (0, 0, 1)


def test_young_goes_on_any_fish_or_empty_slot():
    g = when_played(
        "Giant Manta Ray", hand=["Haddock", "Escolar"], ocean={"P4": "Showy Bristlemouth, young"}
    )
    assert texts(g) == [f"young {name}" for name in SLOT_NAMES] + ["skip"]
    play(g, "young G6", "young B1", "skip")  # taken in part: 2 of 3
    assert (slot(g, 0, "G6").young, slot(g, 0, "B1").young) == (1, 1)


def test_a_third_young_placed_on_a_slot_forms_a_school():
    ocean = {"G6": "2 young", "P4": "Showy Bristlemouth, young"}
    g = when_played("Giant Manta Ray", hand=["Haddock", "Escolar"], ocean=ocean)
    events = play(g, "young G6")
    assert of(events, SchoolFormed) == [SchoolFormed(0, parse_slot("G6"))]
    assert (slot(g, 0, "G6").young, slot(g, 0, "G6").school) == (0, 1)


def test_move_goes_any_number_of_slots_along_a_row_or_a_column_never_diagonally():
    ocean = {**EGGS, "P3": "young"}
    g = when_played("Blue Tang", ocean=ocean)
    moves = sorted(o.split()[-1] for o in texts(g) if o.startswith("move young P3"))
    assert moves == sorted(["P1", "P2", "P4", "P5", "P6", "B3", "G3"])
    play(g, "move young P3 P6")
    assert (slot(g, 0, "P3").young, slot(g, 0, "P6").young) == (0, 1)


def test_retrieve_takes_any_card_from_the_discard_pile():
    g = when_played("Spiny Seadevil", ocean={**EGGS}, hand=[])
    # Spiny Seadevil: retrieve x3; the discard pile is empty, so each retrieve draws instead
    assert texts(g) == ["draw", "skip"]
    g = game(player("Ada", hand=["Spiny Seadevil"], discard=["Haddock", "Escolar"], ocean=EGGS))
    play(g, "play Spiny Seadevil", "place B6")
    assert texts(g) == ["retrieve Haddock", "retrieve Escolar", "skip"]
    play(g, "retrieve Escolar", "retrieve Haddock")
    assert g.players[0].hand == [num("Escolar"), num("Haddock")]
    assert texts(g) == ["draw", "skip"]  # the third retrieve: the pile is empty, so draw


def test_tuck_puts_a_shorter_card_from_hand_under_this_fish_as_a_consumed_fish():
    # Live Sharksucker (110 cm): tuck, tuck. Haddock is 110 cm too, Pygmy Seahorse 2 cm.
    g = when_played("Live Sharksucker", hand=["Haddock", "Pygmy Seahorse", "Escolar"])
    assert texts(g) == ["tuck Pygmy Seahorse", "skip"]  # not Haddock (equal), Escolar (longer)
    events = play(g, "tuck Pygmy Seahorse")
    assert of(events, CardTucked) == [CardTucked(0, num("Pygmy Seahorse"), 0)]
    assert slot(g, 0, "B1").fish == [num("Pygmy Seahorse"), num("Live Sharksucker")]
    assert g.outcome().scores[0].consumed == 1
    assert g.decision.kind == "turn"  # nothing left to tuck: the second tuck is not asked


def test_play_a_fish_into_x_pays_the_cost_obeys_placement_and_uses_no_diver():
    ocean = {**EGGS, "P4": "Showy Bristlemouth, egg"}
    g = game(player("Ada", hand=["Chola Guitarfish", "Porkfish", "Leafy Seadragon"], ocean=ocean))
    events = play(g, "play Chola Guitarfish", "place B1", "pay egg G2", "pay egg B5")
    assert g.decision.card == num("Chola Guitarfish")
    # into purple: Porkfish (purple band) and Leafy Seadragon (any column) both may go there
    assert texts(g) == ["play Porkfish", "play Leafy Seadragon", "skip"]
    events = play(g, "play Leafy Seadragon")
    assert of(events, FishChosen) == [FishChosen(0, num("Leafy Seadragon"), "purple")]
    assert texts(g) == ["place P1", "place P2", "place P3"]
    events += play(g, "place P2")  # pays the Bristlemouth's egg: the only one left
    assert slot(g, 0, "P2").fish == [num("Leafy Seadragon")]
    assert slot(g, 0, "P4").egg == 0
    assert of(events, DiverPlaced) == []
    assert g.players[0].divers == ["play"]


def test_a_fish_played_into_x_resolves_its_own_when_played_ability():
    g = game(player("Ada", hand=["Abyssal Halosaur", "Grideye Fish"], ocean={
        "P4": "Showy Bristlemouth, young", "G2": "Catalina Goby, egg",
        "B5": "Glasshead Grenadier, egg", "P1": "Porkfish",
    }))  # fmt: skip
    play(g, "play Abyssal Halosaur", "place B6")  # its young cost: the only young
    assert texts(g) == ["play Grideye Fish", "skip"]
    play(g, "play Grideye Fish")
    assert texts(g) == ["place P6", "place G6"]  # deepwater only; B6 holds the longer Halosaur
    events = play(g, "place G6")  # pays both eggs (G2, B5)
    assert [e.card for e in of(events, AbilityActivated)] == [num("Grideye Fish")]
    assert texts(g) == ["egg on each deepwater", "egg on some deepwater", "skip"]
    events = play(g, "egg on each deepwater")
    assert sorted(e.slot for e in of(events, EggLaid)) == [parse_slot("B6"), parse_slot("G6")]


def test_a_play_a_fish_benefit_without_a_playable_card_is_not_offered():
    g = game(player("Ada", hand=["Chola Guitarfish", "Whale Shark"], ocean=EGGS))
    play(g, "play Chola Guitarfish", "place B1")
    assert g.decision.kind == "turn"  # nothing could go into purple: no decision


# --- Partial, any order -----------------------------------------------------------------------


def test_benefits_of_one_ability_may_be_taken_in_any_order():
    g = when_played("Blue Tang", ocean={**EGGS, "P3": "young"})
    assert g.decision.remaining == ("move", "young")
    assert {o.split()[0] for o in texts(g)} == {"move", "young", "skip"}
    play(g, "young G6")  # the second icon first
    assert g.decision.remaining == ("move",)
    play(g, "move young G6 G5")
    assert slot(g, 0, "G5").young == 1 and slot(g, 0, "P3").young == 1


def test_skip_gives_up_the_rest_of_an_ability():
    g = when_played("Pacific Sardine", hand=["Haddock", "Escolar", "Snipe Eel"], ocean={})
    play(g, "egg B1", "skip")
    assert g.decision.kind == "turn"
    assert g.players[0].count("egg") == 1 and g.players[0].count("young") == 0


# --- All players ------------------------------------------------------------------------------


def test_all_players_ability_the_owner_resolves_first_then_each_other_player_clockwise():
    # Ada is seat 1 of 3 and plays Whale Shark (WHEN PLAYED, all players: egg on each green).
    g = game(
        player("Bob", ocean={"G1": "Angelshark"}),
        player("Ada", hand=["Whale Shark"], ocean={"B3": "school"}),
        player("Cy", ocean={"G3": "Hogfish"}),
        first_player=1,
    )
    events = play(g, "play Whale Shark", "place B1")
    assert [(e.player, e.owner) for e in of(events, BenefitOffered)] == [(2, 1), (0, 1)]
    asked = []
    while g.decision.kind == "benefit":
        asked.append((g.decision.player, g.decision.source))
        play(g, "skip")
    assert asked == [(1, "ability"), (2, "all_players"), (0, "all_players")]


def test_all_players_ability_each_other_player_gains_it_in_their_own_ocean_after_a_decline():
    g = game(
        player("Ada", hand=["Whale Shark"], ocean={"B3": "school"}),
        player("Bob", ocean={"G1": "Angelshark"}),
    )
    play(g, "play Whale Shark", "place B1", "skip")  # Ada declines
    assert g.decision.player == 1
    assert texts(g) == ["egg on each green", "egg on some green", "skip"]
    events = play(g, "egg on each green")
    assert sorted(e.slot for e in of(events, EggLaid)) == [parse_slot("G1"), parse_slot("G2")]
    assert all(e.player == 1 for e in of(events, EggLaid))
    assert g.players[0].count("egg") == 0


def test_all_players_ability_is_still_offered_to_the_others_after_the_owner_takes_it():
    g = game(
        player("Ada", hand=["Whale Shark"], ocean={"B3": "school"}),
        player("Bob", ocean={"G1": "Angelshark"}),
    )
    play(g, "play Whale Shark", "place B1", "egg on each green")
    assert g.decision.player == 1
    assert texts(g) == ["egg on each green", "egg on some green", "skip"]


def test_all_players_ability_is_still_offered_to_the_third_player_after_the_second_takes_it():
    g = game(
        player("Ada", hand=["Whale Shark"], ocean={"B3": "school"}),
        player("Bob", ocean={"G1": "Angelshark"}),
        player("Cy", ocean={"G3": "Hogfish"}),
    )
    play(g, "play Whale Shark", "place B1", "skip", "egg on each green")
    assert g.decision.player == 2 and texts(g) == ["egg on each green", "egg on some green", "skip"]


# --- Egg on each X ----------------------------------------------------------------------------


def test_egg_on_each_estuary_of_european_flounder_puts_an_egg_on_each_estuary_fish():
    ocean = {"P1": "Clown Anemonefish", "G1": "Pygmy Seahorse", "G2": "Catalina Goby"}
    g = when_played("European Flounder", hand=["Haddock", "Escolar"], ocean=ocean)
    assert texts(g) == ["egg on each estuary", "egg on some estuary", "skip"]
    events = play(g, "egg on each estuary")
    assert sorted(e.slot for e in of(events, EggLaid)) == [0, 1, 2]  # B1, P1, G1


def test_egg_on_each_blue_of_kawakawa_puts_an_egg_on_each_fish_in_the_blue_dive_site():
    ocean = {
        "B3": "Stonefish",
        "B4": "young",  # not a fish
        "B6": "Abyssal Anglerfish, egg",  # has one already
        "G2": "Catalina Goby, egg",
        "P4": "Showy Bristlemouth, egg",
    }
    g = when_played("Kawakawa", hand=["Haddock"], ocean=ocean)
    events = play(g, "egg on each blue")
    laid = sorted(e.slot for e in of(events, EggLaid))
    assert laid == [parse_slot("B1"), parse_slot("B3"), parse_slot("B5")]
    assert slot(g, 0, "B4").egg == 0


def test_egg_on_each_predator_counts_predators_and_uber_predators():
    ocean = {
        "B3": "Angelshark",  # predator
        "P5": "Deepsea Lizardfish",  # Über predator
        "P1": "Clown Anemonefish",  # no tag
        "P4": "Showy Bristlemouth, young",
    }
    g = when_played("Arabian Carpetshark", ocean=ocean)  # itself a predator, on B1
    events = play(g, "egg on each predator")
    laid = sorted(e.slot for e in of(events, EggLaid))
    assert laid == [parse_slot("B1"), parse_slot("B3"), parse_slot("P5")]


def test_egg_on_each_small_counts_small_cards_and_forage_fish():
    ocean = {
        "P1": "Clown Anemonefish",  # 11 cm
        "G1": "Pygmy Seahorse",  # 2 cm
        "B3": "Stonefish",  # 60 cm: medium
        "G2": "Catalina Goby, egg",  # pays for Maltese Ray, then small and eggless
        "B5": "Glasshead Grenadier, egg",
    }
    g = when_played("Maltese Ray", ocean=ocean)  # 40 cm: medium
    events = play(g, "egg on each small")
    laid = sorted(e.slot for e in of(events, EggLaid))
    assert laid == sorted(parse_slot(s) for s in ("P1", "G1", "G2", "P4", "B5"))


@pytest.mark.parametrize(
    ("card", "target", "slots"),
    [
        ("European Anchovy", "estuary", ["B1", "P1", "G1"]),
        ("Largetooth Flounder", "green", ["G1", "G2", "G3"]),
    ],
)
def test_game_end_egg_on_each_of_the_four_cards_puts_an_egg_on_each_matching_fish(
    card, target, slots
):
    ocean = {
        "B1": "Clown Anemonefish",
        "P1": "Leafy Seadragon",
        "G1": "Pygmy Seahorse",
        "G3": "Hogfish",
        "B3": card if card == "European Anchovy" else "Stonefish",
        "P3": card if card == "Largetooth Flounder" else "Blue Tang",
    }
    g = game(player("Ada", ocean=ocean, divers=["play"] * 6), week=4, turn=6)
    where = "B3" if card == "European Anchovy" else "P3"
    assert texts(g) == [f"activate {where}", "skip"]
    play(g, f"activate {where}")
    events = play(g, f"egg on each {target}")
    assert sorted(e.slot for e in of(events, EggLaid)) == sorted(parse_slot(s) for s in slots)
    assert g.is_over


# --- Size classes -----------------------------------------------------------------------------


@pytest.mark.parametrize("number", [*CATALOG.main, *CATALOG.starter])
def test_each_cards_size_class_follows_its_length(number):
    fish = CATALOG[number]
    expected = (
        Size.SMALL if fish.length_cm < 30 else Size.MEDIUM if fish.length_cm < 100 else Size.LARGE
    )
    assert fish.size is expected


def test_forage_fish_are_played_over_like_any_fish():
    g = game(
        player(
            "Ada",
            hand=["Banggai Cardinalfish"],
            ocean={"G2": "Catalina Goby, egg", "B5": "Glasshead Grenadier, egg"},
        )
    )
    events = play(g, "play Banggai Cardinalfish", "place G2", "pay egg B5")
    assert of(events, FishPlayed)[0].consumed == num("Catalina Goby")


# --- Gaining all or part of a benefit: "egg on each X" (RULES.md 7) ----------------------------


def test_egg_on_each_may_be_taken_in_part_choosing_which_matching_fish_get_an_egg():
    # Bob gains Ada's Whale Shark's "egg on each green" and wants an egg on G1 only.
    g = game(
        player("Ada", hand=["Whale Shark"], ocean={"B3": "school"}),
        player("Bob", ocean={"G1": "Angelshark", "G3": "Hogfish"}),
    )
    play(g, "play Whale Shark", "place B1", "skip")
    play(g, "egg on some green")
    assert g.decision.kind == "egg_some" and g.decision.player == 1
    assert texts(g) == ["egg G1", "egg G2", "egg G3", "skip"]
    events = play(g, "egg G1")
    assert texts(g) == ["egg G2", "egg G3", "skip"]
    events += play(g, "skip")
    assert [e.slot for e in of(events, EggLaid)] == [parse_slot("G1")]
    assert [slot(g, 1, s).egg for s in ("G1", "G2", "G3")] == [1, 0, 0]


def test_egg_on_each_taken_in_part_may_end_with_every_matching_fish_or_none():
    g = game(
        player("Ada", hand=["Whale Shark"], ocean={"B3": "school"}),
        player("Bob", ocean={"G1": "Angelshark"}),
    )
    play(g, "play Whale Shark", "place B1", "skip", "egg on some green")
    events = play(g, "egg G2", "egg G1")  # the last one ends it without asking
    assert g.decision is None or g.decision.player != 1 or g.decision.kind != "egg_some"
    assert sorted(e.slot for e in of(events, EggLaid)) == [parse_slot("G1"), parse_slot("G2")]
    h = game(
        player("Ada", hand=["Whale Shark"], ocean={"B3": "school"}),
        player("Bob", ocean={"G1": "Angelshark"}),
    )
    play(h, "play Whale Shark", "place B1", "skip", "egg on some green", "skip")
    assert h.players[1].count("egg") == 0


def test_egg_on_each_with_one_matching_fish_offers_no_part_to_choose():
    g = game(player("Ada", hand=["Whale Shark"], ocean={"B3": "school"}), player("Bob"))
    play(g, "play Whale Shark", "place B1", "skip")
    assert texts(g) == ["egg on each green", "skip"]  # only Bob's G2 forage fish matches

"""RULES.md 5, playing a fish: the diver, costs, placement (zones, estuary and deepwater rows,
bands, deepwater-only fish, consuming) and tokens staying on the slot."""

from __future__ import annotations

import pytest

from finspan.engine import IllegalOption
from finspan.engine.events import (
    AbilityActivated,
    CardDiscarded,
    DiverPlaced,
    FishChosen,
    FishPlayed,
    SchoolFormed,
    TokenPaid,
)
from finspan.engine.ocean import parse_slot

from .helpers import game, num, of, play, player, slot, texts

CARDS = ["Haddock", "Spookfish", "Snipe Eel"]  # spare cards to pay card costs with


def place_options(g, card: str) -> list[str]:
    """The slots offered for ``card`` (on a clone, so ``g`` is untouched)."""
    h = g.clone()
    h.apply(f"play {card}")
    assert h.decision.kind == "place"
    return [o.removeprefix("place ") for o in texts(h)]


def test_playing_a_fish_places_a_diver_in_the_play_a_fish_box():
    g = game(player("Ada", hand=["Porkfish"], ocean={"G2": "Catalina Goby, egg"}))
    events = play(g, "play Porkfish", "place P1")
    assert of(events, DiverPlaced) == [DiverPlaced(0, "play")]
    assert of(events, FishChosen) == [FishChosen(0, num("Porkfish"), None)]
    assert g.players[0].divers == ["play"]
    assert num("Porkfish") not in g.players[0].hand


def test_the_play_a_fish_box_holds_any_number_of_divers():
    g = game(
        player("Ada", hand=["Porkfish"], divers=["play"] * 5, ocean={"G2": "Catalina Goby, egg"}),
        player("Bob", divers=["blue"] * 5),
        turn=10,
    )
    play(g, "play Porkfish", "place P1")
    assert g.players[0].divers == ["play"] * 6
    assert g.decision.player == 1 and g.week == 1


# --- Placement --------------------------------------------------------------------------------


def test_a_midnight_fish_goes_only_in_rows_5_and_6_including_the_deepwater_row():
    g = game(player("Ada", hand=["Abyssal Anglerfish", *CARDS], ocean={"G2": "Catalina Goby, egg"}))
    assert place_options(g, "Abyssal Anglerfish") == ["B5", "P5", "G5", "B6", "P6", "G6"]


def test_a_twilight_fish_goes_only_in_row_4():
    eggs = {"G2": "Catalina Goby, egg", "B5": "Glasshead Grenadier, egg"}
    g = game(player("Ada", hand=["Escolar", *CARDS], ocean=eggs))
    assert place_options(g, "Escolar") == ["B4", "P4", "G4"]


def test_a_sunlight_fish_goes_in_rows_1_to_3_including_the_estuary_row():
    g = game(player("Ada", hand=["Leafy Seadragon"], ocean={"G2": "Catalina Goby, egg"}))
    expected = ["B1", "P1", "G1", "B2", "P2", "G2", "B3", "P3", "G3"]
    assert place_options(g, "Leafy Seadragon") == expected


def test_a_fish_with_a_colour_band_goes_only_in_that_dive_site():
    g = game(player("Ada", hand=["Porkfish"], ocean={"G2": "Catalina Goby, egg"}))
    assert place_options(g, "Porkfish") == ["P1", "P2", "P3"]


def test_faceless_cusk_goes_only_in_the_deepwater_row():
    g = game(player("Ada", hand=["Faceless Cusk", *CARDS]))
    assert place_options(g, "Faceless Cusk") == ["B6", "P6", "G6"]


def test_mariana_snailfish_goes_only_in_the_deepwater_row():
    g = game(player("Ada", hand=["Mariana Snailfish", *CARDS]))
    assert place_options(g, "Mariana Snailfish") == ["B6", "P6", "G6"]


def test_a_fish_may_consume_only_a_strictly_shorter_fish():
    # Pacific Sardine and Maltese Ray are both 40 cm; Leafy Seadragon is 35 cm, Haddock 110 cm.
    ocean = {
        "B1": "Pacific Sardine",
        "P1": "Leafy Seadragon",
        "G1": "Haddock",
        "G2": "Catalina Goby, egg",
        "B5": "Glasshead Grenadier, egg",
    }
    g = game(player("Ada", hand=["Maltese Ray"], ocean=ocean))
    offered = place_options(g, "Maltese Ray")
    assert "B1" not in offered  # equal length
    assert "G1" not in offered  # longer
    assert "P1" in offered and "G2" in offered  # shorter fish: consumed by choice
    assert {"B2", "P2", "B3", "P3", "G3", "B4", "G4"} <= set(offered)  # empty slots


def test_a_consumed_fish_stays_under_the_new_fish_with_everything_already_under_it():
    ocean = {"G2": "Pygmy Seahorse over Catalina Goby, egg", "B5": "Glasshead Grenadier, egg"}
    g = game(player("Ada", hand=["Maltese Ray"], ocean=ocean))
    events = play(g, "play Maltese Ray", "place G2")
    assert of(events, FishPlayed) == [
        FishPlayed(0, num("Maltese Ray"), parse_slot("G2"), num("Pygmy Seahorse"))
    ]
    assert slot(g, 0, "G2").fish == [
        num("Catalina Goby"),
        num("Pygmy Seahorse"),
        num("Maltese Ray"),
    ]
    assert g.outcome().scores[0].consumed == 2


def test_a_fish_with_the_consume_cost_must_be_placed_over_a_shorter_fish():
    g = game(player("Ada", hand=["Atlantic Bonito"]))
    assert place_options(g, "Atlantic Bonito") == ["G2"]  # only over the Catalina Goby


def test_a_fish_with_the_consume_cost_and_no_shorter_fish_where_it_may_go_is_not_offered():
    g = game(
        player("Ada", hand=["Atlantic Bonito"], ocean={"G2": "Giant Oarfish over Catalina Goby"})
    )
    assert texts(g) == ["dive blue", "dive purple", "dive green"]


def test_consuming_by_choice_makes_common_fangtooth_score_its_3_game_end_points():
    # The last turn of the game: Common Fangtooth (no consume cost) consumes the Bristlemouth.
    g = game(
        player(
            "Ada",
            hand=["Common Fangtooth", "Haddock"],
            divers=["play"] * 5,
            ocean={"G2": "Catalina Goby, egg", "B5": "Glasshead Grenadier, egg"},
        ),
        week=4,
        turn=5,
    )
    assert "P4" in place_options(g, "Common Fangtooth")
    play(g, "play Common Fangtooth", "place P4")
    assert g.is_over
    assert slot(g, 0, "P4").fish == [num("Showy Bristlemouth"), num("Common Fangtooth")]
    assert g.outcome().scores[0].game_end == 3


def test_a_slot_not_offered_cannot_be_chosen_and_nothing_changes():
    g = game(player("Ada", hand=["Porkfish"], ocean={"G2": "Catalina Goby, egg"}))
    play(g, "play Porkfish")
    before = g.to_dict()
    with pytest.raises(IllegalOption):
        g.apply("place B1")
    assert g.to_dict() == before


# --- Costs ------------------------------------------------------------------------------------


def test_a_card_cost_is_paid_with_other_cards_from_hand():
    # Haddock costs 1 card and 2 eggs: alone in hand it cannot pay with itself.
    eggs = {"G2": "Catalina Goby, egg", "B5": "Glasshead Grenadier, egg"}
    g = game(player("Ada", hand=["Haddock"], ocean=eggs))
    assert "play Haddock" not in texts(g)
    g = game(player("Ada", hand=["Haddock", "Escolar"], ocean=eggs))
    assert "play Haddock" in texts(g)


def test_a_card_cost_with_exactly_enough_other_cards_is_paid_automatically():
    eggs = {"G2": "Catalina Goby, egg", "B5": "Glasshead Grenadier, egg"}
    g = game(player("Ada", hand=["Haddock", "Escolar"], ocean=eggs))
    events = play(g, "play Haddock", "place B1")
    assert of(events, CardDiscarded) == [CardDiscarded(0, num("Escolar"))]
    assert sorted(e.slot for e in of(events, TokenPaid)) == [parse_slot("G2"), parse_slot("B5")]
    assert g.players[0].discard == [num("Escolar")]
    assert g.players[0].count("egg") == 0
    assert slot(g, 0, "B1").fish == [num("Haddock")]


def test_a_card_cost_is_paid_with_the_cards_the_player_chooses():
    g = game(
        player("Ada", hand=["Pacific Sardine", "Haddock", "Escolar", "Snipe Eel", "Spookfish"])
    )
    play(g, "play Pacific Sardine", "place B1")
    assert g.decision.kind == "pay"
    assert texts(g) == [
        "discard Haddock",
        "discard Escolar",
        "discard Snipe Eel",
        "discard Spookfish",
    ]
    play(g, "discard Spookfish", "discard Haddock")
    assert texts(g) == ["discard Escolar", "discard Snipe Eel"]
    play(g, "discard Escolar")
    assert g.players[0].discard == [num("Spookfish"), num("Haddock"), num("Escolar")]
    assert g.players[0].hand == [num("Snipe Eel")]


def test_an_egg_cost_removes_eggs_from_anywhere_in_the_ocean_of_the_players_choice():
    ocean = {
        "G2": "Catalina Goby, egg",
        "B5": "Glasshead Grenadier, egg",
        "P4": "Showy Bristlemouth, egg",
    }
    g = game(player("Ada", hand=["Haddock", "Escolar"], ocean=ocean))
    play(g, "play Haddock", "place B1")
    assert texts(g) == ["pay egg G2", "pay egg P4", "pay egg B5"]
    play(g, "pay egg P4")
    assert texts(g) == ["pay egg G2", "pay egg B5"]
    play(g, "pay egg G2")
    assert [slot(g, 0, s).egg for s in ("G2", "P4", "B5")] == [0, 0, 1]


def test_a_young_cost_removes_young_not_in_a_school_from_anywhere():
    ocean = {"P4": "Showy Bristlemouth, young", "B3": "school, young", "G3": "school"}
    g = game(player("Ada", hand=["Wolftrap Angler"], ocean=ocean))
    play(g, "play Wolftrap Angler", "place B6")
    assert texts(g) == ["pay young B3", "pay young P4"]
    play(g, "pay young B3")
    assert [(slot(g, 0, s).young, slot(g, 0, s).school) for s in ("B3", "P4", "G3")] == [
        (0, 1), (1, 0), (0, 1),
    ]  # fmt: skip


def test_a_school_cost_removes_a_school_token_of_the_players_choice():
    g = game(player("Ada", hand=["Whale Shark"], ocean={"B3": "school", "G6": "school, young"}))
    play(g, "play Whale Shark", "place B1")
    assert texts(g) == ["pay school B3", "pay school G6"]
    events = play(g, "pay school G6")
    assert of(events, TokenPaid) == [TokenPaid(0, parse_slot("G6"), "school")]
    assert (slot(g, 0, "G6").school, slot(g, 0, "G6").young) == (0, 1)
    assert slot(g, 0, "B3").school == 1


def test_paying_a_school_from_a_slot_with_3_young_forms_a_new_school_there():
    g = game(player("Ada", hand=["Whale Shark"], ocean={"B3": "school, 3 young"}))
    events = play(g, "play Whale Shark", "place B1")
    assert of(events, TokenPaid) == [TokenPaid(0, parse_slot("B3"), "school")]
    assert of(events, SchoolFormed) == [SchoolFormed(0, parse_slot("B3"))]
    assert (slot(g, 0, "B3").school, slot(g, 0, "B3").young) == (1, 0)


def test_a_token_cost_with_exactly_enough_tokens_is_paid_automatically():
    g = game(player("Ada", hand=["Whale Shark"], ocean={"B3": "school"}))
    events = play(g, "play Whale Shark", "place B1")
    assert of(events, TokenPaid) == [TokenPaid(0, parse_slot("B3"), "school")]
    assert g.players[0].count("school") == 0
    assert g.decision.kind in ("benefit", "turn")  # no "pay" decision was posed


@pytest.mark.parametrize(
    ("card", "ocean"),
    [
        ("Porkfish", {}),  # 1 egg, none in the ocean
        ("Wolftrap Angler", {"B3": "school"}),  # 1 young: only a school
        ("Whale Shark", {"B3": "2 young"}),  # 1 school
        ("Great White Shark", {"B3": "young"}),  # 2 young and consume
        ("Atlantic Mackerel", {"G2": "Catalina Goby, egg"}),  # 1 card and 2 eggs
    ],
)
def test_a_card_whose_cost_cannot_be_paid_is_not_offered(card, ocean):
    g = game(player("Ada", hand=[card, "Haddock"], ocean=ocean))
    assert f"play {card}" not in texts(g)


def test_a_player_with_no_playable_card_must_dive():
    g = game(player("Ada", hand=["Porkfish", "Whale Shark"]))
    assert texts(g) == ["dive blue", "dive purple", "dive green"]


# --- Tokens and WHEN PLAYED -------------------------------------------------------------------


def test_tokens_on_an_empty_slot_stay_there_and_belong_to_the_fish_played_on_it():
    g = game(player("Ada", hand=["Porkfish"], ocean={"P2": "2 young", "G2": "Catalina Goby, egg"}))
    play(g, "play Porkfish", "place P2")
    s = slot(g, 0, "P2")
    assert (s.fish, s.young) == ([num("Porkfish")], 2)


def test_a_when_played_ability_resolves_after_the_fish_is_placed_and_paid_for():
    g = game(
        player(
            "Ada",
            hand=["Shortspine Spurdog", "Haddock", "Escolar"],
            ocean={"G2": "Catalina Goby, egg"},
        )
    )
    events = play(g, "play Shortspine Spurdog", "place B1")
    order = [
        type(e)
        for e in events
        if isinstance(e, CardDiscarded | TokenPaid | FishPlayed | AbilityActivated)
    ]
    assert order == [CardDiscarded, CardDiscarded, TokenPaid, FishPlayed, AbilityActivated]
    assert g.decision.kind == "benefit" and g.decision.card == num("Shortspine Spurdog")
    play(g, "young B1")
    assert slot(g, 0, "B1").young == 1

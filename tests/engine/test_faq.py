"""The reference manual's FAQ (seeds/003) and the rulebook's notes on schools (seeds/000),
one test per answer, each from a position."""

from __future__ import annotations

from finspan.engine import CATALOG
from finspan.engine.events import (
    AbilityActivated,
    BonusReached,
    CardDrawn,
    CardKept,
    DeckReshuffled,
    DiverMoved,
    DrawLost,
    FishPlayed,
    SchoolFormed,
    TokenMoved,
)
from finspan.engine.scoring import measure

from .helpers import game, names, num, of, play, player, slot, texts

ALL_MAIN = names(CATALOG.main)


def at_stonefish_move(ocean: dict[str, str], **kw):
    """Ada dives blue past the Stonefish on B1 (IF ACTIVATED: move): at its move decision."""
    g = game(player("Ada", ocean={"B1": "Stonefish", **ocean}), **kw)
    play(g, "dive blue", "skip")  # the Sunlight bonus (draw) is declined
    assert g.decision.card == num("Stonefish")
    return g


# --- Playing fish -----------------------------------------------------------------------------


def test_faq_a_fish_played_on_a_slot_with_a_school_keeps_the_school():
    g = game(player("Ada", hand=["Porkfish"], ocean={"P2": "school", "G2": "Catalina Goby, egg"}))
    events = play(g, "play Porkfish", "place P2")  # its egg cost is paid from G2, the only egg
    assert of(events, FishPlayed)[0].consumed is None
    s = slot(g, 0, "P2")
    assert (s.fish, s.school, s.young, s.egg) == ([num("Porkfish")], 1, 0, 0)


def test_faq_consuming_a_fish_with_tokens_transfers_them_to_the_new_fish():
    g = game(
        player(
            "Ada",
            hand=["Pygmy Seahorse", "Haddock"],
            ocean={"G2": "Catalina Goby, egg, 2 young"},
        )
    )
    events = play(g, "play Pygmy Seahorse", "place G2")  # pays by discarding the Haddock
    assert of(events, FishPlayed)[0].consumed == num("Catalina Goby")
    s = slot(g, 0, "G2")
    assert s.fish == [num("Catalina Goby"), num("Pygmy Seahorse")]
    assert (s.egg, s.young, s.school) == (1, 2, 0)
    assert g.players[0].discard == [num("Haddock")]


# --- Diving -----------------------------------------------------------------------------------


def test_faq_diving_a_column_without_fish_above_midnight_still_walks_to_the_bottom():
    # The blue dive site holds only its forage fish, Glasshead Grenadier, in row 5.
    g = game(player("Ada", discard=["Haddock"]), player("Bob"))
    events = play(g, "dive blue")
    places = [e.place for e in of(events, DiverMoved)]
    assert places[:7] == [
        "above_sunlight", "row1", "row2", "row3", "above_twilight", "row4", "above_midnight",
    ]  # fmt: skip
    reached = [(e.place, e.available) for e in of(events, BonusReached)]
    assert reached == [
        ("above_sunlight", False),
        ("above_twilight", False),
        ("above_midnight", True),
    ]
    play(g, "skip")  # the Midnight bonus (draw)
    assert g.decision.prompt.startswith("Ada: the blue dive site's bonus at the bottom")
    events = play(g, "retrieve Haddock")
    assert g.players[0].hand == [num("Haddock")]
    assert g.decision.player == 1


def test_faq_an_if_activated_fish_activates_only_once_per_dive():
    g = game(player("Ada", ocean={"P1": "Porkfish", "P2": "Snaggletooth", "B3": "young"}))
    events = play(g, "dive purple", "skip", "skip", "move young B3 B1", "move young B1 G1")
    events += play(g, "skip")  # the Twilight bonus
    snaggle = [e for e in of(events, AbilityActivated) if e.card == num("Snaggletooth")]
    assert len(snaggle) == 1
    assert g.decision.source == "bonus" and g.decision.card is None  # the bottom egg
    play(g, "skip")
    assert g.decision.kind == "turn"


# --- Schools ----------------------------------------------------------------------------------


def test_faq_schools_never_break_up_into_young():
    g = game(player("Ada", hand=["Wolftrap Angler"], ocean={"B1": "Stonefish", "P3": "school"}))
    assert texts(g) == ["dive blue", "dive purple", "dive green"]  # its 1-young cost: no young
    play(g, "dive blue", "skip")
    assert all(o.startswith("move school P3") for o in texts(g)[:-1])
    play(g, "move school P3 P6")
    s = slot(g, 0, "P6")
    assert (s.school, s.young) == (1, 0)


def test_faq_a_young_moving_through_a_slot_with_2_young_forms_a_school_there_and_stops():
    g = at_stonefish_move({"B3": "young", "P3": "2 young"})
    from_b3 = [o for o in texts(g) if o.startswith("move young B3")]
    assert "move young B3 P3" in from_b3
    assert "move young B3 G3" not in from_b3  # beyond the 2 young: not offered
    events = play(g, "move young B3 P3")
    assert of(events, SchoolFormed) == [SchoolFormed(0, 7)]
    assert [(slot(g, 0, s).young, slot(g, 0, s).school) for s in ("B3", "P3", "G3")] == [
        (0, 0), (0, 1), (0, 0),
    ]  # fmt: skip


def test_faq_a_young_may_pass_a_slot_with_2_young_and_a_school():
    g = at_stonefish_move({"B3": "young", "P3": "2 young, school"})
    assert "move young B3 G3" in texts(g)
    events = play(g, "move young B3 G3")
    assert of(events, SchoolFormed) == []
    assert slot(g, 0, "G3").young == 1


def test_faq_a_school_cannot_enter_or_pass_through_a_slot_with_a_school():
    g = at_stonefish_move({"B3": "school", "P3": "school", "B5": "Glasshead Grenadier, school"})
    from_b3 = [o.split()[-1] for o in texts(g) if o.startswith("move school B3")]
    assert from_b3 == ["B1", "B2", "B4"]  # not P3/G3 (school) nor B5/B6 (school at B5)


def test_faq_moving_a_school_off_a_slot_with_3_young_forms_a_new_school_there():
    g = at_stonefish_move({"B3": "school, 3 young"})
    events = play(g, "move school B3 P3")
    assert of(events, TokenMoved) == [TokenMoved(0, "school", 6, 7)]
    assert of(events, SchoolFormed) == [SchoolFormed(0, 6)]
    assert [(slot(g, 0, s).young, slot(g, 0, s).school) for s in ("B3", "P3")] == [(0, 1), (0, 1)]


def test_faq_3_young_on_a_slot_with_a_school_form_nothing():
    # green dive: the Catalina Goby (Sunlight) allows the top bonus, hatch 1 egg
    g = game(player("Ada", ocean={"G2": "Catalina Goby, egg, school, 2 young"}))
    events = play(g, "dive green", "hatch G2")
    assert of(events, SchoolFormed) == []
    s = slot(g, 0, "G2")
    assert (s.egg, s.young, s.school) == (0, 3, 1)


# --- Empty fish deck --------------------------------------------------------------------------


def empty_deck_game(ada_discard: list[str], bob_discard: list[str], **kw):
    """Ada (Pilotfish in blue Sunlight) to dive blue; every other main card is in Bob's hand
    or a discard pile, so the fish deck is empty."""
    placed = {"Pilotfish", *ada_discard, *bob_discard}
    bob_hand = [n for n in ALL_MAIN if n not in placed]
    g = game(
        player("Ada", discard=ada_discard, ocean={"B1": "Pilotfish"}),
        player("Bob", hand=bob_hand, discard=bob_discard),
        **kw,
    )
    assert g.deck == []
    return g


def test_faq_an_empty_fish_deck_is_remade_from_all_players_discard_piles():
    g = empty_deck_game(["Haddock", "Escolar"], ["Spookfish"])
    events = play(g, "dive blue", "draw")
    assert of(events, DeckReshuffled) == [DeckReshuffled(3, (None, None))]
    drawn = of(events, CardDrawn)[0].card
    assert drawn in {num("Haddock"), num("Escolar"), num("Spookfish")}
    assert g.players[0].hand == [drawn]
    assert g.players[0].discard == [] and g.players[1].discard == []
    assert len(g.deck) == 2 and drawn not in g.deck


def test_faq_empty_deck_official_variant_each_player_may_keep_1_card_in_their_pile():
    g = empty_deck_game(["Haddock", "Escolar"], ["Spookfish", "Paraliparis"], keep_one_card=True)
    play(g, "dive blue", "draw")
    assert g.decision.kind == "keep" and g.decision.player == 0  # the drawing player first
    assert texts(g) == ["keep Haddock", "keep Escolar", "skip"]
    events = play(g, "keep Escolar")
    assert g.decision.kind == "keep" and g.decision.player == 1
    events += play(g, "keep Paraliparis")
    assert of(events, CardKept) == [CardKept(0, num("Escolar")), CardKept(1, num("Paraliparis"))]
    assert of(events, DeckReshuffled) == [DeckReshuffled(2, (num("Escolar"), num("Paraliparis")))]
    assert g.players[0].discard == [num("Escolar")]
    assert g.players[1].discard == [num("Paraliparis")]
    assert of(events, CardDrawn)[0].card in {num("Haddock"), num("Spookfish")}


def test_faq_empty_deck_with_nothing_left_to_shuffle_the_draw_is_lost():
    g = empty_deck_game(["Haddock"], ["Spookfish"], keep_one_card=True)
    events = play(g, "dive blue", "draw", "keep Haddock", "keep Spookfish")
    assert of(events, DeckReshuffled) == [DeckReshuffled(0, (num("Haddock"), num("Spookfish")))]
    assert of(events, DrawLost) == [DrawLost(0)]
    assert of(events, CardDrawn) == []
    assert g.players[0].hand == []
    assert g.players[0].discard == [num("Haddock")]


def test_faq_empty_deck_and_empty_discard_piles_offer_no_draw():
    g = empty_deck_game([], [])
    play(g, "dive blue")
    # the Sunlight draw is not offered at all; the diver goes on to the Midnight bonus (draw
    # too, not offered), then the bottom (retrieve, or draw when the pile is empty): nothing
    assert g.decision.kind == "turn" and g.decision.player == 1


# --- Abilities are optional -------------------------------------------------------------------


def test_faq_abilities_are_optional_every_benefit_decision_offers_skip():
    g = game(
        player("Ada", hand=["Pacific Sardine", "Haddock", "Escolar", "Snipe Eel"]),
    )
    play(g, "play Pacific Sardine", "place B1")  # pays its 3 cards automatically
    assert g.decision.kind == "benefit" and texts(g)[-1] == "skip"
    events = play(g, "skip")  # declines all 4 of egg, egg, hatch, hatch
    assert g.decision.kind == "turn"
    assert g.players[0].count("egg") == 0 and g.players[0].count("young") == 0
    assert [type(e).__name__ for e in events] == ["BenefitDeclined", "TurnStarted"]


def test_faq_forage_fish_count_as_fish_for_achievements_and_dive_bonuses():
    g = game(player("Ada"))
    assert measure(g.players[0], "fish") == 3
    events = play(g, "dive purple")  # only the Showy Bristlemouth (Twilight) is in purple
    reached = [(e.place, e.available) for e in of(events, BonusReached)]
    assert reached == [("above_sunlight", False), ("above_twilight", True)]

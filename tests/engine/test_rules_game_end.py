"""RULES.md 10, the end of the game: non-scoring GAME END abilities first (including fish
played during that step), the score breakdown, and the winner (tie-break on cards in hand,
then a shared victory)."""

from __future__ import annotations

import pytest

from finspan.engine import GameOver
from finspan.engine.events import (
    AbilityActivated,
    EggHatched,
    EggLaid,
    FishPlayed,
    GameEnded,
)
from finspan.engine.ocean import parse_slot

from .helpers import game, num, of, play, player, slot, texts

LAST = {"divers": ["play"] * 6}  # every diver used: the position is the end of week 4


def final(*players: str, **kw):
    return game(*players, week=4, turn=6 * len(players), **kw)


def test_game_end_abilities_that_award_no_points_are_resolved_before_scoring():
    ocean = {
        "B1": "Speckled Butterflyfish",
        "G2": "Catalina Goby, egg",
        "B5": "Glasshead Grenadier, egg",
    }
    g = final(player("Ada", ocean=ocean, **LAST))
    assert not g.is_over
    assert g.decision.kind == "game_end" and texts(g) == ["activate B1", "skip"]
    before = g.outcome().scores[0]
    events = play(g, "activate B1", "hatch G2", "hatch B5", "skip")
    assert [e.card for e in of(events, AbilityActivated)] == [num("Speckled Butterflyfish")]
    assert len(of(events, EggHatched)) == 2
    assert g.is_over
    after = g.outcome().scores[0]
    assert (before.eggs, before.young) == (2, 0) and (after.eggs, after.young) == (0, 2)
    assert of(events, GameEnded) == [GameEnded((0,), (after.total,))]


def test_game_end_abilities_may_be_resolved_in_any_order():
    ocean = {
        "B1": "Speckled Butterflyfish",
        "G1": "Yellowtail Snapper",  # egg on each purple
        "P1": "Leafy Seadragon",
    }
    g = final(player("Ada", ocean=ocean, **LAST))
    assert texts(g) == ["activate B1", "activate G1", "skip"]
    events = play(g, "activate G1", "egg on each purple")
    assert sorted(e.slot for e in of(events, EggLaid)) == [parse_slot("P1"), parse_slot("P4")]
    assert texts(g) == ["activate B1", "skip"]  # the Snapper is done; the other is left
    play(g, "activate B1", "hatch P1", "skip")
    assert g.is_over


def test_skipping_ends_a_players_game_end_step():
    g = final(
        player("Ada", ocean={"B1": "Speckled Butterflyfish", "G1": "Yellowtail Snapper"}, **LAST)
    )
    play(g, "skip")
    assert g.is_over


def test_each_player_resolves_game_end_abilities_clockwise_from_the_first_player():
    g = final(
        player("Ada", ocean={"G1": "Yellowtail Snapper"}, **LAST),
        player("Bob", ocean={"B1": "Speckled Butterflyfish"}, **LAST),
        player("Cy", ocean={"P1": "Largetooth Flounder"}, **LAST),
        first_player=1,
    )
    asked = []
    while not g.is_over:
        if g.decision.kind == "game_end":
            asked.append(g.decision.player)
        play(g, "skip")
    assert asked == [1, 2, 0]


def test_a_fish_played_during_game_end_resolves_its_non_scoring_game_end_ability_too():
    # Atlantic Salmon: GAME END, play a fish into the estuary; European Anchovy: GAME END, egg
    # on each estuary fish.
    g = final(
        player(
            "Ada",
            hand=["European Anchovy", "Haddock", "Escolar", "Snipe Eel"],
            ocean={"B2": "Atlantic Salmon", "P1": "Clown Anemonefish"},
            **LAST,
        )
    )
    play(g, "activate B2", "play European Anchovy")
    assert texts(g) == ["place B1", "place P1", "place G1"]  # the estuary row only
    events = play(g, "place G1")  # pays its 3 cards automatically
    assert of(events, FishPlayed) == [FishPlayed(0, num("European Anchovy"), 2, None)]
    assert texts(g) == ["activate G1", "skip"]
    events = play(g, "activate G1", "egg on each estuary")
    assert sorted(e.slot for e in of(events, EggLaid)) == [parse_slot("P1"), parse_slot("G1")]
    assert g.is_over
    s = g.outcome().scores[0]
    assert s.fish == 5 + 2 + 3  # Salmon, Clown Anemonefish, European Anchovy
    assert s.eggs == 2


def test_a_fish_played_during_game_end_resolves_its_when_played_ability():
    g = final(
        player(
            "Ada",
            hand=["European Flounder", "Haddock", "Escolar"],
            ocean={"B2": "Atlantic Salmon", "P1": "Clown Anemonefish"},
            **LAST,
        )
    )
    play(g, "activate B2", "play European Flounder", "place B1")
    assert g.decision.card == num("European Flounder")
    events = play(g, "egg on each estuary")
    assert sorted(e.slot for e in of(events, EggLaid)) == [parse_slot("B1"), parse_slot("P1")]
    assert g.is_over


def test_game_end_abilities_of_consumed_fish_are_not_resolved_or_scored():
    ocean = {
        "B1": "Angelshark over Speckled Butterflyfish",
        "B5": "Pudgy Cusk-Eel over Abyssal Anglerfish over Glasshead Grenadier",
    }
    g = final(player("Ada", ocean=ocean, **LAST))
    # Pudgy Cusk-Eel (GAME END: egg on each blue) is visible; the others are consumed
    assert texts(g) == ["activate B5", "skip"]
    play(g, "skip")
    assert g.outcome().scores[0].game_end == 0  # not Angelshark (3 under: no) nor the Anglerfish


def test_final_score_adds_game_end_points_fish_consumed_eggs_young_schools_and_achievements():
    ocean = {
        "B1": "Angelshark over Leafy Seadragon over Clown Anemonefish over Pygmy Seahorse, egg",
        "P1": "Porkfish, 2 young",
        "G2": "Catalina Goby",
        "P4": "Showy Bristlemouth, school",
        "B6": "school, young",
        "B5": "Glasshead Grenadier, egg",
    }
    g = final(player("Ada", ocean=ocean, achievements=[4, 2, 6], bonuses=[0, 3, 0], **LAST))
    s = g.outcome().scores[0]
    assert s.game_end == 10  # Angelshark: 3+ fish under it
    assert s.fish == 2 + 2  # Angelshark, Porkfish; forage fish and consumed fish score 0
    assert s.consumed == 3
    assert (s.eggs, s.young, s.schools) == (2, 3, 12)
    assert (s.achievements, s.bonus) == (12, 3)
    assert s.total == 10 + 4 + 3 + 2 + 3 + 12 + 12 + 3
    assert s.to_dict()["total"] == s.total


def test_the_player_with_the_most_points_wins():
    g = final(
        player("Ada", achievements=[5, 0, 0], **LAST),
        player("Bob", achievements=[4, 0, 0], hand=["Haddock", "Escolar"], **LAST),
    )
    assert g.outcome().winners == (0,)
    assert of(g.start_events, GameEnded)[0].winners == (0,)


def test_a_tie_goes_to_the_tied_player_with_the_most_cards_in_hand():
    g = final(
        player("Ada", achievements=[5, 0, 0], hand=["Haddock"], **LAST),
        player("Bob", achievements=[5, 0, 0], hand=["Escolar", "Snipe Eel"], **LAST),
        player("Cy", achievements=[1, 0, 0], hand=["Spookfish", "Hogfish", "Porkfish"], **LAST),
    )
    assert g.outcome().winners == (1,)


def test_players_still_tied_on_cards_in_hand_share_the_victory():
    g = final(
        player("Ada", achievements=[5, 0, 0], hand=["Haddock"], **LAST),
        player("Bob", achievements=[5, 0, 0], hand=["Escolar"], **LAST),
        player("Cy", achievements=[4, 0, 0], hand=["Spookfish", "Hogfish"], **LAST),
    )
    assert g.outcome().winners == (0, 1)
    assert of(g.start_events, GameEnded)[0].winners == (0, 1)


def test_an_ended_game_has_no_decision_and_refuses_every_option():
    g = final(player("Ada", **LAST))
    assert g.is_over and g.decision is None and g.options == ()
    before = g.to_dict()
    with pytest.raises(GameOver):
        g.apply("dive blue")
    assert g.to_dict() == before
    assert slot(g, 0, "G2").fish == [num("Catalina Goby")]

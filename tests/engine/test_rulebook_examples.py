"""The multiplayer rulebook's worked examples (seeds/000): the sample dive turn, the three
end-of-week achievement examples and the end-of-game scoring example, each from a position.
"""

from __future__ import annotations

from finspan.engine.events import (
    AbilityActivated,
    AchievementScored,
    BenefitOffered,
    BonusReached,
    DiverMoved,
    EggHatched,
    EggLaid,
    GameEnded,
)
from finspan.engine.ocean import parse_slot
from finspan.engine.scoring import SIDE_A, achievement_points, achievement_units, measure

from .helpers import game, num, of, play, player, slot, texts

# The rulebook's sample dive: the middle (purple) dive site holds Porkfish, Skipjack Tuna and
# Shortspine Spurdog in the Sunlight zone, the Showy Bristlemouth (forage) in the Twilight
# zone and nothing in the Midnight zone. The Spurdog carries an egg so that there is
# something to hatch.
SAMPLE_OCEAN = {
    "P1": "Porkfish",
    "P2": "Skipjack Tuna",
    "P3": "Shortspine Spurdog, egg",
    "P4": "Showy Bristlemouth, young",
}


def sample_dive(*others: str, **kw):
    return game(player("Ada", ocean=SAMPLE_OCEAN), *others, **kw)


def test_sample_dive_middle_site_top_egg_porkfish_egg_skipjack_hatch_twilight_egg_bottom_egg():
    g = sample_dive(player("Bob"))  # Bob has no egg: the hatch is nothing to him
    events = play(g, "dive purple")
    assert g.decision.source == "bonus"  # 1: the topmost bonus, there is a fish in Sunlight
    assert "egg P1" in texts(g)
    events += play(g, "egg P1")
    assert g.decision.card == num("Porkfish")  # 2: Porkfish's IF ACTIVATED egg
    events += play(g, "egg P2")
    assert g.decision.card == num("Skipjack Tuna")  # 3: Skipjack Tuna's hatch
    assert texts(g) == ["hatch P1", "hatch P2", "hatch P3", "skip"]
    events += play(g, "hatch P3")
    # 4: the Spurdog gives nothing; 5: the Twilight bonus (the Bristlemouth is a fish there)
    assert g.decision.source == "bonus"
    assert g.decision.prompt.endswith("put an egg on one of your fish that has none")
    events += play(g, "egg P3")
    # 6: the Bristlemouth gives nothing; 7: no Midnight bonus; 8: the bottom bonus
    assert g.decision.source == "bonus" and g.decision.player == 0
    events += play(g, "egg P4")
    assert g.decision.kind == "turn" and g.decision.player == 1

    reached = [(e.place, e.benefit, e.available) for e in of(events, BonusReached)]
    assert reached == [
        ("above_sunlight", "egg", True),
        ("above_twilight", "egg", True),
        ("above_midnight", "egg", False),
        ("bottom", "egg", True),
    ]
    places = [e.place for e in of(events, DiverMoved)]
    assert places == [
        "above_sunlight", "row1", "row2", "row3", "above_twilight", "row4",
        "above_midnight", "row5", "row6", "bottom",
    ]  # fmt: skip
    activated = [e.card for e in of(events, AbilityActivated)]
    assert activated == [num("Porkfish"), num("Skipjack Tuna")]
    assert [e.slot for e in of(events, EggLaid)] == [
        parse_slot(s) for s in ("P1", "P2", "P3", "P4")
    ]
    assert [e.slot for e in of(events, EggHatched)] == [parse_slot("P3")]
    assert [(e.player, e.card) for e in of(events, BenefitOffered)] == [(1, num("Skipjack Tuna"))]
    assert [(slot(g, 0, s).egg, slot(g, 0, s).young) for s in ("P1", "P2", "P3", "P4")] == [
        (1, 0), (1, 0), (1, 1), (1, 1),
    ]  # fmt: skip
    assert g.players[0].divers == ["purple"]
    assert g.players[0].bottoms == [False, True, False]


def test_sample_dive_shortspine_spurdog_gives_nothing_because_its_ability_is_when_played():
    g = sample_dive(player("Bob"))
    events = play(g, "dive purple", "egg P1", "egg P2", "skip")
    spurdog = num("Shortspine Spurdog")
    assert spurdog not in [e.card for e in of(events, AbilityActivated)]
    # the next decision is already the Twilight bonus: nothing was asked at row 3
    assert g.decision.source == "bonus" and g.decision.card is None
    assert [e.place for e in of(events, DiverMoved)][-2:] == ["row3", "above_twilight"]


def test_sample_dive_midnight_bonus_is_ignored_without_a_fish_in_purple_rows_5_and_6():
    g = sample_dive(player("Bob"))
    events = play(g, "dive purple", "skip", "skip", "skip", "skip")
    midnight = [e for e in of(events, BonusReached) if e.place == "above_midnight"]
    assert [e.available for e in midnight] == [False]
    assert g.decision.prompt.endswith("put an egg on one of your fish that has none")
    assert [e.place for e in of(events, DiverMoved)][-1] == "bottom"


def test_sample_dive_skipjack_tuna_hatch_is_offered_to_the_other_player_if_the_diver_declines():
    g = sample_dive(player("Bob", ocean={"G2": "Catalina Goby, egg"}))
    play(g, "dive purple", "skip", "skip", "skip")  # top bonus, Porkfish, Skipjack Tuna
    assert g.decision.player == 1 and g.decision.source == "all_players"
    assert g.decision.card == num("Skipjack Tuna")
    assert texts(g) == ["hatch G2", "skip"]
    play(g, "hatch G2")
    assert (slot(g, 1, "G2").egg, slot(g, 1, "G2").young) == (0, 1)
    assert g.decision.player == 0 and g.decision.source == "bonus"  # Ada's dive goes on


def test_sample_dive_skipjack_tuna_hatch_is_offered_to_the_other_player_after_the_diver_hatches():
    g = sample_dive(player("Bob", ocean={"G2": "Catalina Goby, egg"}))
    play(g, "dive purple", "skip", "skip", "hatch P3")
    assert g.decision.player == 1 and g.decision.source == "all_players"
    assert texts(g) == ["hatch G2", "skip"]


def test_sample_dive_skipjack_tuna_hatch_is_offered_to_every_other_player_in_clockwise_order():
    # Ada (seat 2) is first this week; the others are offered Skipjack Tuna's hatch in
    # clockwise order after her: Dee (3), Bob (0), Cy (1).
    g = game(
        player("Bob", ocean={"G2": "Catalina Goby, egg"}),
        player("Cy", ocean={"G2": "Catalina Goby, egg"}),
        player("Ada", ocean=SAMPLE_OCEAN),
        player("Dee", ocean={"G2": "Catalina Goby, egg"}),
        first_player=2,
    )
    play(g, "dive purple", "skip", "skip", "hatch P3")
    asked = []
    while g.decision.source == "all_players":
        asked.append(g.decision.player)
        play(g, "hatch G2")
    assert asked == [3, 0, 1]
    assert [slot(g, seat, "G2").young for seat in (0, 1, 3)] == [1, 1, 1]


def test_sample_dive_second_dive_in_the_same_column_that_week_gets_no_bottom_bonus():
    g = sample_dive(player("Bob"))
    play(g, "dive purple", "skip", "skip", "skip", "skip", "egg P4")  # bottom egg
    play(g, "dive green")  # Bob
    events = play(g, "dive purple", "skip", "skip", "skip", "skip")
    bottom = [e for e in of(events, BonusReached) if e.place == "bottom"]
    assert [e.available for e in bottom] == [False]
    assert g.decision.kind == "turn" and g.decision.player == 1  # no bottom egg was offered
    assert g.players[0].divers == ["purple", "purple"]


def test_sample_dive_bottom_bonus_is_available_again_the_next_week():
    # Ada has taken 5 turns, one of them a purple dive; Bob has taken 6.
    g = game(
        player("Ada", ocean=SAMPLE_OCEAN, divers=["purple", "play", "play", "play", "play"]),
        player("Bob", divers=["green"] * 6),
        first_player=1,
        turn=11,
    )
    events = play(g, "dive purple", "skip", "skip", "skip", "skip")
    assert [e.available for e in of(events, BonusReached) if e.place == "bottom"] == [False]
    assert g.week == 2 and g.decision.player == 0  # the token passed from Bob to Ada
    events = play(g, "dive purple", "skip", "skip", "skip", "skip")
    assert [e.available for e in of(events, BonusReached) if e.place == "bottom"] == [True]


# --- End of week examples ------------------------------------------------------------------


def week_end(week: int, ocean: dict[str, str]):
    """A one-player position where the last turn of ``week`` has been taken."""
    return game(
        player("Ada", ocean=ocean, divers=["play"] * 6, achievements=[0] * (week - 1)),
        week=week,
        turn=6,
    )


FIVE_EGGS_TWO_YOUNG = {
    "P1": "Porkfish, egg",
    "P2": "Skipjack Tuna, egg",
    "G2": "Catalina Goby, egg",
    "B5": "Glasshead Grenadier, egg",
    "P3": "Shortspine Spurdog, egg, young",
    "P4": "Showy Bristlemouth, young",
}


def test_end_of_week_example_5_eggs_and_2_young_score_7_points_in_week_1():
    tile = SIDE_A[1]
    g = week_end(1, FIVE_EGGS_TWO_YOUNG)
    assert measure(g.players[0], "eggs") == 5 and measure(g.players[0], "young") == 2
    assert achievement_points(achievement_units(g.players[0], tile), tile) == 7
    assert of(g.start_events, AchievementScored) == [
        AchievementScored(0, 1, "eggs_and_young", 7, 7)
    ]
    assert g.players[0].achievements == [7]
    assert g.week == 2


THREE_FULL_ROWS = {
    # rows 2, 4 and 5 hold a visible fish in all 3 dive sites (cards and forage)
    "B2": "Blue Tang",
    "P2": "Porkfish",
    "B4": "Haddock",
    "G4": "Escolar",
    "P5": "Abyssal Anglerfish",
    "G5": "Common Fangtooth",
    # row 1 and row 3 are missing one fish each; row 6 is empty
    "B1": "Pilotfish",
    "P1": "Leafy Seadragon",
    "B3": "Stonefish",
    "G3": "Hogfish",
}


def test_end_of_week_example_3_rows_filled_with_fish_score_6_points_in_week_2():
    tile = SIDE_A[2]
    g = week_end(2, THREE_FULL_ROWS)
    assert measure(g.players[0], "rows_of_fish") == 3
    assert achievement_points(achievement_units(g.players[0], tile), tile) == 6
    assert of(g.start_events, AchievementScored) == [AchievementScored(0, 2, "rows_of_fish", 3, 6)]
    assert g.players[0].achievements == [0, 6]


FOUR_SCHOOLS = {
    "B1": "school",
    "P4": "Showy Bristlemouth, school, 2 young",
    "G2": "Catalina Goby, egg, school",
    "B6": "school, young",
}


def test_end_of_week_example_4_schools_score_8_points_in_week_3():
    tile = SIDE_A[3]
    g = week_end(3, FOUR_SCHOOLS)
    assert measure(g.players[0], "schools") == 4
    assert achievement_points(achievement_units(g.players[0], tile), tile) == 8
    assert of(g.start_events, AchievementScored) == [AchievementScored(0, 3, "schools", 4, 8)]
    assert g.players[0].achievements == [0, 0, 8]
    assert g.week == 4


# --- End of game example -------------------------------------------------------------------

# 3 (Abyssal Anglerfish, no tokens) + 46 printed + 4 consumed (the 3 forage fish and Plate
# Fish under the Atlantic Wolffish) + 7 eggs and young + 18 (3 schools).
FINAL_OCEAN = {
    "B1": "Atlantic Sailfish, egg",  # 8
    "P1": "Bigeye Tuna, egg, school",  # 8
    "G1": "Atlantic Wolffish over Plate Fish, egg",  # 5, consumed a card
    "B2": "Mahi-Mahi, 2 young, school",  # 7
    "G2": "Giant Hawkfish over Catalina Goby, egg",  # 4, consumed a forage fish
    "B4": "Haddock",  # 7
    "P4": "Skipjack Tuna over Showy Bristlemouth, egg, school",  # 5, consumed a forage fish
    "B5": "Abyssal Anglerfish over Glasshead Grenadier",  # 2, consumed a forage fish
}


def test_end_of_game_example_scores_3_game_end_46_fish_4_consumed_7_eggs_and_young_18_schools():
    g = game(
        player("Ada", ocean=FINAL_OCEAN, divers=["play"] * 6, achievements=[7, 6, 8]),
        week=4,
        turn=6,
    )
    assert g.is_over
    s = g.outcome().scores[0]
    assert (s.game_end, s.fish, s.consumed, s.eggs + s.young, s.schools) == (3, 46, 4, 7, 18)
    assert (s.eggs, s.young, s.achievements, s.bonus) == (5, 2, 21, 0)
    assert s.total == 3 + 46 + 4 + 7 + 18 + 21
    assert of(g.start_events, GameEnded) == [GameEnded((0,), (s.total,))]


def test_end_of_game_example_anglerfish_scores_nothing_once_a_token_is_on_it():
    ocean = dict(FINAL_OCEAN, B5="Abyssal Anglerfish over Glasshead Grenadier, young")
    g = game(player("Ada", ocean=ocean, divers=["play"] * 6), week=4, turn=6)
    assert g.outcome().scores[0].game_end == 0

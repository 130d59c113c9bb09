"""RULES.md 1-4 and 8: components and setup, the turn structure (4 weeks of 6 turns,
clockwise, the first-player token) and the end of week (side A, every side B tile, the +3
bonus)."""

from __future__ import annotations

import pytest

from finspan.engine import CATALOG, Game, Setup
from finspan.engine.events import (
    AchievementScored,
    BonusScored,
    FirstPlayerPassed,
    TurnStarted,
    WeekEnded,
    WeekStarted,
)
from finspan.engine.ocean import parse_slot
from finspan.engine.provisional import PROVISIONAL
from finspan.engine.scoring import measure

from .helpers import game, of, player

# --- Components and setup (RULES.md 1-3) ------------------------------------------------------


def test_the_fish_deck_has_125_main_cards_and_the_starter_deck_10_each_unique():
    assert len(CATALOG.main) == 125 and len(CATALOG.starter) == 10
    assert len(set(CATALOG.main) | set(CATALOG.starter)) == 135


@pytest.mark.parametrize(
    ("name", "slot_name", "length", "token"),
    [
        ("Catalina Goby", "G2", 1, "egg"),
        ("Showy Bristlemouth", "P4", 3, "young"),
        ("Glasshead Grenadier", "B5", 9, "egg"),
    ],
)
def test_forage_fish_are_printed_on_the_mat_with_their_starting_token(
    name, slot_name, length, token
):
    fish = CATALOG.by_name(name)
    assert (fish.length_cm, fish.points, fish.ability) == (length, 0, None)
    assert not any(fish.tags.as_dict().values())
    g = Game(Setup.multiplayer(2), seed=3)
    for p in g.players:
        s = p.ocean[parse_slot(slot_name)]
        assert s.fish == [fish.number]
        assert (s.egg, s.young, s.school) == ((1, 0, 0) if token == "egg" else (0, 1, 0))


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_setup_deals_2_starter_cards_and_3_fish_deck_cards_and_removes_unused_starters(n):
    g = Game(Setup.multiplayer(n), seed=10 + n)
    starters = set(CATALOG.starter)
    for p in g.players:
        assert len(p.hand) == 5
        assert sum(1 for c in p.hand if c in starters) == 2
        assert p.divers == [] and p.discard == []
        assert sum(1 for s in p.ocean if s.fish) == 3  # only the forage fish
    assert len(g.out_of_game) == 10 - 2 * n and set(g.out_of_game) <= starters
    assert len(g.deck) == 125 - 3 * n
    assert g.week == 1


def test_setup_picks_a_random_first_player():
    firsts = {Game(Setup.multiplayer(4), seed=s).first_player for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert Game(Setup.multiplayer(4, first_player=2), seed=1).first_player == 2


def test_side_b_setup_draws_one_random_tile_for_each_of_weeks_1_to_3():
    seen: list[set[str]] = [set(), set(), set()]
    for s in range(60):
        g = Game(Setup.multiplayer(2, board="B"), seed=s)
        for week, tile_id in enumerate(g.tiles, start=1):
            assert PROVISIONAL.tile(tile_id).week == week
            seen[week - 1].add(tile_id)
    for week in (1, 2, 3):
        assert len(seen[week - 1]) == 6  # every option of that week turns up


# --- Turn structure (RULES.md 4) --------------------------------------------------------------


def dive_through(g: Game) -> list:
    """Play to the end: every turn dives blue and every benefit is skipped."""
    events = list(g.start_events)
    while not g.is_over:
        events += g.apply("dive blue" if g.decision.kind == "turn" else "skip")
    return events


def test_a_game_is_4_weeks_of_6_turns_each_in_clockwise_order_from_the_first_player():
    g = Game(Setup.multiplayer(3, first_player=1), seed=5)
    events = dive_through(g)
    weeks = [e for e in events if isinstance(e, WeekStarted)]
    assert [(e.week, e.first_player) for e in weeks] == [(1, 1), (2, 2), (3, 0), (4, 1)]
    turns = of(events, TurnStarted)
    assert len(turns) == 4 * 6 * 3
    for week, first in ((1, 1), (2, 2), (3, 0), (4, 1)):
        seats = [e.player for e in turns if e.week == week]
        order = [(first + i) % 3 for i in range(3)]
        assert seats == order * 6
        assert [e.turn for e in turns if e.week == week] == [t for t in range(1, 7) for _ in order]
    assert [e.week for e in of(events, WeekEnded)] == [1, 2, 3, 4]


def test_the_first_player_token_passes_clockwise_at_the_end_of_each_week():
    g = game(
        player("Ada", divers=["blue"] * 6),
        player("Bob", divers=["blue"] * 6),
        player("Cy", divers=["blue"] * 6),
        first_player=2,
        turn=18,
    )
    assert of(g.start_events, FirstPlayerPassed) == [FirstPlayerPassed(0)]
    assert g.first_player == 0 and g.decision.player == 0 and g.week == 2


def test_the_end_of_week_retrieves_divers_and_resets_the_bottom_circles():
    g = game(player("Ada", divers=["blue", "purple", "green", "play", "play", "play"]), turn=6)
    assert g.players[0].divers == []
    assert g.players[0].bottoms == [False, False, False]
    assert g.week == 2


def test_week_4_ends_the_game_without_an_achievement():
    g = game(player("Ada", divers=["play"] * 6, achievements=[1, 2, 3]), week=4, turn=6)
    assert of(g.start_events, AchievementScored) == []
    assert g.is_over and g.players[0].achievements == [1, 2, 3]


# --- Side A (RULES.md 8) ----------------------------------------------------------------------


def test_side_a_week_2_rows_count_only_rows_with_a_visible_fish_in_all_three_dive_sites():
    ocean = {
        "B1": "Clown Anemonefish",
        "P1": "young",  # a young on an empty slot is not a fish
        "G1": "Pygmy Seahorse",
        "B2": "Leafy Seadragon",
        "P2": "Porkfish",  # row 2: the Catalina Goby completes it
    }
    g = game(player("Ada", ocean=ocean, divers=["play"] * 6, achievements=[0]), week=2, turn=6)
    assert of(g.start_events, AchievementScored) == [AchievementScored(0, 2, "rows_of_fish", 1, 2)]


# --- Side B tiles (RULES.md 8) ----------------------------------------------------------------

# eggs 3, young 4, schools 2, visible fish 8 (small 4, medium 3, large 1), predator tags 3
# (Angelshark 1, the Über predator Deepsea Lizardfish 2), other tags 4 (Angelshark and
# Pygmy Seahorse camouflage, Whitemargin Stargazer electric discharge and venomous),
# consumed 1, full rows 1, fish with tokens 5, without 3, IF ACTIVATED cards 3.
TILE_OCEAN = {
    "B1": "Angelshark over Clown Anemonefish, egg",
    "P1": "Porkfish, young",
    "G1": "Pygmy Seahorse",
    "G2": "Catalina Goby, egg",
    "B3": "Whitemargin Stargazer, egg",
    "P4": "Showy Bristlemouth, 2 young, school",
    "P5": "Deepsea Lizardfish",
    "B6": "school",
    "G6": "young",
}

TILES = [
    ("eggs_and_young", 7, 7),
    ("small_fish", 4, 8),
    ("fish", 8, 8),
    ("young_w1", 4, 8),
    ("predator_tags", 3, 6),
    ("consumed_fish", 1, 2),
    ("rows_of_fish", 1, 2),
    ("young_w2", 4, 8),
    ("fish_with_tokens", 5, 5),
    ("other_tags", 4, 8),
    ("every_2_eggs", 1, 3),
    ("medium_fish", 3, 6),
    ("schools", 2, 4),
    ("young_w3", 4, 12),
    ("every_3_eggs", 1, 2),
    ("large_fish", 1, 2),
    ("fish_without_tokens", 3, 3),
    ("if_activated_cards", 3, 6),
]


def test_the_side_b_table_lists_6_tiles_for_each_week():
    assert sorted(t.id for t in PROVISIONAL.achievement_tiles_b) == sorted(t for t, _, _ in TILES)


@pytest.mark.parametrize(("tile_id", "units", "points"), TILES)
def test_side_b_tile_scores_points_per_unit_at_the_end_of_its_week(tile_id, units, points):
    week = PROVISIONAL.tile(tile_id).week
    tiles = ["fish", "rows_of_fish", "schools"]
    tiles[week - 1] = tile_id
    g = game(
        player("Ada", ocean=TILE_OCEAN, divers=["play"] * 6, achievements=[0] * (week - 1)),
        week=week,
        turn=6,
        board="B",
        tiles=tiles,
    )
    assert of(g.start_events, AchievementScored) == [
        AchievementScored(0, week, tile_id, units, points)
    ]
    assert g.players[0].achievements[-1] == points


@pytest.mark.parametrize(("tile_id", "units", "points"), TILES)
def test_achievement_now_is_what_the_weeks_end_will_score(tile_id, units, points):
    week = PROVISIONAL.tile(tile_id).week
    tiles = ["fish", "rows_of_fish", "schools"]
    tiles[week - 1] = tile_id
    ada = player("Ada", ocean=TILE_OCEAN, divers=["play"] * 5, achievements=[0] * (week - 1))
    g = game(ada, week=week, turn=5, board="B", tiles=tiles)
    assert not of(g.start_events, AchievementScored)  # the week's last turn is still to come
    assert g.achievement_now(0) == points


def test_achievement_now_is_0_in_week_4():
    ada = player("Ada", ocean=TILE_OCEAN, divers=["play"] * 5, achievements=[1, 2, 3])
    g = game(ada, week=4, turn=5)
    assert g.achievement_now(0) == 0


def test_score_now_is_each_seats_total_in_the_outcome():
    for setup in (Setup.solo_game(4), Setup.multiplayer(3)):
        g = Game(setup, 5)
        while not g.is_over:
            assert [g.score_now(s) for s in range(len(g.players))] == list(g.outcome().totals)
            g.apply(g.options[-1])
        assert [g.score_now(s) for s in range(len(g.players))] == list(g.outcome().totals)


def test_an_electric_discharge_tag_counts_as_electrolocation_for_tag_achievements():
    g = game(player("Ada", ocean={"B3": "Whitemargin Stargazer"}))
    assert measure(g.players[0], "other_tags") == 2  # electric discharge + venomous


def test_consumed_fish_are_not_fish_for_achievements():
    g = game(player("Ada", ocean={"B1": "Angelshark over Clown Anemonefish"}))
    p = g.players[0]
    assert measure(p, "fish") == 4  # Angelshark and the 3 forage fish
    assert measure(p, "small_fish") == 3
    assert measure(p, "consumed_fish") == 1


# --- The +3 bonus (RULES.md 8.2) --------------------------------------------------------------


def week_1_end(ada: dict[str, str], bob: dict[str, str], board: str = "B"):
    tiles = ["eggs_and_young", "rows_of_fish", "schools"] if board == "B" else None
    return game(
        player("Ada", ocean=ada, divers=["blue"] * 6),
        player("Bob", ocean=bob, divers=["blue"] * 6),
        turn=12,
        board=board,
        tiles=tiles,
    )


def test_side_b_the_player_with_the_most_achievement_points_gains_3():
    g = week_1_end({"G2": "Catalina Goby, egg", "B5": "Glasshead Grenadier, egg"}, {"B1": "young"})
    assert of(g.start_events, BonusScored) == [BonusScored(0, 1, 3)]
    assert (g.players[0].bonuses, g.players[1].bonuses) == ([3], [0])
    assert (g.outcome().scores[0].bonus, g.outcome().scores[1].bonus) == (3, 0)


def test_side_b_players_tied_for_the_most_achievement_points_all_gain_3():
    g = week_1_end({"B1": "young"}, {"G1": "young"})
    assert of(g.start_events, BonusScored) == [BonusScored(0, 1, 3), BonusScored(1, 1, 3)]


def test_side_b_nobody_gains_the_bonus_when_the_most_is_0():
    g = week_1_end({}, {})
    assert of(g.start_events, BonusScored) == []
    assert (g.players[0].bonuses, g.players[1].bonuses) == ([0], [0])


def test_side_a_has_no_weekly_bonus():
    g = week_1_end({"B1": "young"}, {}, board="A")
    assert of(g.start_events, BonusScored) == []
    assert g.players[0].achievements == [1] and g.players[0].bonuses == [0]


def test_weekly_achievement_points_count_in_the_final_score():
    g = game(
        player("Ada", divers=["play"] * 6, achievements=[7, 6, 8], bonuses=[3, 0, 3]),
        week=4,
        turn=6,
    )
    s = g.outcome().scores[0]
    assert (s.achievements, s.bonus) == (21, 6)
    assert g.is_over
    assert g.outcome().totals[0] == s.total


def test_the_difficulty_tables_achievement_bonus_column_is_read_from_the_data_file():
    from importlib import resources

    from finspan.engine import provisional

    text = resources.files("finspan.engine").joinpath("data/provisional.toml").read_text()
    line = "achievement_bonus_difficulties = [5]"
    assert line in text
    changed = provisional.parse(text.replace(line, "achievement_bonus_difficulties = [4, 5]"))
    assert changed.nautoma_bonus_difficulties == frozenset({4, 5})
    with pytest.raises(provisional.ProvisionalError):
        provisional.parse(text.replace(line, "achievement_bonus_difficulties = [6]"))

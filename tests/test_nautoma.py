"""Nautoma, the solo opponent: the rulebook's examples and each rule of RULES.md 11."""

from __future__ import annotations

import pytest

from finspan import engine as E
from finspan.engine import (
    PROVISIONAL,
    Game,
    Setup,
    load_position,
    parse_slot,
    play_game,
    ravel_points,
)


def solo_position(
    *, nautoma_table: str, turn: int = 1, week: int = 1, divers: str = '["blue"]', ocean: str = "",
    hand: str = "[]", deck: str = "", board: str = "A", achievements: str = "[]",
) -> str:  # fmt: skip
    """A solo position text; by default at Nautoma's first turn of week 1."""
    deck_line = f"deck = {deck}" if deck else ""
    return f"""
format = "finspan-position/1"
board = "{board}"
week = {week}
turn = {turn}
seed = 3
{deck_line}

[[player]]
name = "Ada"
hand = {hand}
divers = {divers}
achievements = {achievements}

[player.ocean]
{ocean}

[nautoma]
{nautoma_table}
"""


def events_of(game: Game, kind: type) -> list:
    return [e for e in game.start_events if isinstance(e, kind)]


# --- The rulebook's examples ------------------------------------------------------------------


def test_week_2_example_base_0_plus_2_markers_for_rows_of_fish_scores_4():
    text = solo_position(
        week=2, turn=12, divers='["blue", "blue", "blue", "blue", "blue", "blue"]',
        achievements="[0]",
        nautoma_table='difficulty = 2\nmarkers = 2\ndeck = []\nachievements = [0]',
    )  # fmt: skip
    game = load_position(text)
    scored = [e for e in events_of(game, E.AchievementScored) if e.player == 1]
    assert scored == [E.AchievementScored(1, 2, "rows_of_fish", 2, 4, base=0)]  # base 0 + 2 markers
    assert game.players[1].achievements == [0, 4]
    assert game.nautoma.markers == 0  # her markers return after scoring


RAVEL_OCEAN = """
G1 = "Banggai Cardinalfish"
G3 = "Blue Tang"
P2 = "Bluespine Unicornfish"
B3 = "Yellow Boxfish"
"""


@pytest.mark.parametrize(("strength", "points"), [(2, 2), (4, 8)])
def test_ravel_example_card_r6_three_fish_in_green_and_four_in_rows_2_3(strength, points):
    game = load_position(
        solo_position(
            ocean=RAVEL_OCEAN,
            nautoma_table=f'difficulty = 2\nravel = {strength}\nravel_card = "R6"',
        )
    )
    assert ravel_points(game, "R6", strength) == (3 * strength, 4, points)


def test_a_ravel_week_that_would_go_negative_scores_0():
    ocean = 'B2 = "Yellow Boxfish"\nP3 = "Blue Tang"\nB3 = "Bluespine Unicornfish"'
    game = load_position(solo_position(ocean=ocean, nautoma_table="difficulty = 2\nravel = 2"))
    # Green column: only the Catalina Goby (G2, itself in row 2); rows 2-3: 4 fish.
    assert ravel_points(game, "R6", 2) == (2, 4, 0)


def test_ravel_points_are_added_at_the_end_of_weeks_1_to_3():
    text = solo_position(
        ocean=RAVEL_OCEAN, turn=12, divers='["blue", "blue", "blue", "blue", "blue", "blue"]',
        nautoma_table='difficulty = 2\nravel = 2\nravel_card = "R6"\ndeck = []',
    )  # fmt: skip
    game = load_position(text)
    assert events_of(game, E.RavelScored) == [E.RavelScored(1, 1, 6, 4, 2)]
    assert game.nautoma.ravel_points == [2]
    assert game.outcome().scores[1].ravel == 2


# --- Her turn: each decision card ---------------------------------------------------------------


def nautoma_turn(card: str, table: str = "difficulty = 3", **kw) -> Game:
    return load_position(solo_position(nautoma_table=f'{table}\ndeck = ["{card}"]', **kw))


def test_decision_card_n1_places_a_marker_and_takes_a_fish():
    game = nautoma_turn("N1", deck='["Haddock"]')
    assert game.nautoma.markers == 1
    assert game.nautoma.fish == [game_fish("Haddock")]
    assert events_of(game, E.NautomaCardRevealed) == [E.NautomaCardRevealed(1, "N1")]


def test_decision_card_n2_takes_a_fish_without_touching_markers():
    game = nautoma_turn("N2", "difficulty = 3\nmarkers = 1", deck='["Pilotfish"]')
    assert game.nautoma.markers == 1
    assert game.nautoma.fish == [game_fish("Pilotfish")]


def test_decision_card_n3_removes_a_marker_and_takes_a_fish():
    game = nautoma_turn("N3", "difficulty = 3\nmarkers = 2", deck='["Pilotfish"]')
    assert game.nautoma.markers == 1
    assert len(game.nautoma.fish) == 1


def test_removing_a_marker_when_there_is_none_does_nothing():
    game = nautoma_turn("N3", "difficulty = 3\nmarkers = 0", deck='["Pilotfish"]')
    assert game.nautoma.markers == 0
    assert events_of(game, E.NautomaMarker) == [E.NautomaMarker(1, 0, 0, False)]


def test_decision_card_n4_places_a_marker_then_school_hatch_and_gain_eggs_in_order():
    game = nautoma_turn("N4", "difficulty = 3\neggs = 3\nyoung = 3")
    n = game.nautoma
    assert (n.markers, n.schools, n.young, n.eggs) == (1, 1, 3, 2)
    reasons = [e.reason for e in events_of(game, E.NautomaTokens)]
    assert reasons == ["school", "hatch", "gain_eggs"]


def test_decision_card_n5_hatches_then_gains_eggs():
    game = nautoma_turn("N5", "difficulty = 3\neggs = 2\nyoung = 1")
    n = game.nautoma
    assert (n.markers, n.schools, n.young, n.eggs) == (0, 0, 3, 2)


def test_decision_card_n6_forms_a_school_then_gains_eggs():
    game = nautoma_turn("N6", "difficulty = 3\neggs = 0\nyoung = 4")
    n = game.nautoma
    assert (n.schools, n.young, n.eggs) == (1, 1, 2)


def test_decision_card_n7_places_a_marker_and_gains_eggs():
    game = nautoma_turn("N7", "difficulty = 3\neggs = 0\nyoung = 0")
    n = game.nautoma
    assert (n.markers, n.eggs, n.young, n.schools) == (1, 2, 0, 0)


def test_the_school_conversion_happens_once_per_turn_even_with_6_young():
    game = nautoma_turn("N6", "difficulty = 3\neggs = 0\nyoung = 6")
    assert (game.nautoma.schools, game.nautoma.young) == (1, 3)


def test_with_fewer_than_3_young_no_school_forms():
    game = nautoma_turn("N6", "difficulty = 3\neggs = 0\nyoung = 2")
    assert (game.nautoma.schools, game.nautoma.young) == (0, 2)


def test_hatching_flips_at_most_4_eggs():
    game = nautoma_turn("N5", "difficulty = 3\neggs = 6\nyoung = 0")
    assert (game.nautoma.young, game.nautoma.eggs) == (4, 2 + 2)


def test_difficulty_1_ignores_the_marker_step():
    game = nautoma_turn("N1", "difficulty = 1", deck='["Pilotfish"]')
    assert game.nautoma.markers == 0
    assert events_of(game, E.NautomaMarker)[0].ignored


def test_week_4_ignores_the_marker_step():
    game = nautoma_turn("N7", "difficulty = 5", week=4, achievements="[0, 0, 0]")
    assert game.nautoma.markers == 0
    assert events_of(game, E.NautomaMarker)[0].ignored


def test_markers_stop_at_6():
    game = nautoma_turn("N7", "difficulty = 3\nmarkers = 6")
    assert game.nautoma.markers == 6


def game_fish(name: str) -> int:
    from finspan.engine import CATALOG

    return CATALOG.by_name(name).number


# --- All-players abilities ------------------------------------------------------------------------


def test_the_human_may_gain_the_all_players_benefit_of_her_fish_once_now():
    ocean = 'P1 = "Porkfish, egg"'
    game = nautoma_turn("N2", deck='["Skipjack Tuna"]', ocean=ocean)
    d = game.decision
    assert (d.player, d.kind, d.source) == (0, "benefit", "gift")
    assert d.remaining == ("hatch",)
    game.apply("hatch P1")
    assert game.players[0].ocean[parse_slot("P1")].young == 1
    # Once: the next decision is the human's turn.
    assert game.decision.kind == "turn"


def test_her_fish_without_an_all_players_ability_offers_nothing():
    game = nautoma_turn("N2", deck='["Pilotfish"]')
    assert game.decision.kind == "turn"
    assert not events_of(game, E.NautomaGift)


def test_an_if_activated_all_players_fish_of_hers_is_offered_whatever_its_trigger():
    game = nautoma_turn("N2", deck='["Giant Hatchetfish"]')  # IF ACTIVATED, all players: draw
    assert game.decision.source == "gift"
    assert game.decision.remaining == ("draw",)


def test_the_human_activating_an_if_activated_all_players_ability_gives_her_1_egg():
    ocean = 'B1 = "Bonefish"\nP1 = "Porkfish, egg"'  # Bonefish: IF ACTIVATED all players egg
    text = solo_position(nautoma_table="difficulty = 2\neggs = 0\nyoung = 0", ocean=ocean,
                         turn=0, divers="[]")  # fmt: skip
    game = load_position(text)
    game.apply("dive blue")
    assert game.decision.remaining == ("draw",)  # the blue bonus above the Sunlight zone
    game.apply("skip")
    # Row 1: the Bonefish activates; she gains an egg at once, Ada decides on her benefit.
    assert game.nautoma.eggs == 1
    assert game.decision.card == game_fish("Bonefish")
    assert PROVISIONAL.nautoma_gain_if_activated == "egg"


def test_the_human_playing_a_when_played_all_players_fish_gives_her_1_young():
    ocean = 'B5 = "Glasshead Grenadier, egg"\nG2 = "egg"'
    text = solo_position(
        nautoma_table="difficulty = 2\neggs = 0\nyoung = 0", ocean=ocean, turn=0, divers="[]",
        hand='["Bearded Seadevil", "Pilotfish", "Porkfish"]',
    )  # fmt: skip
    game = load_position(text)
    # Bearded Seadevil: 2 cards + 1 young; no young in the ocean, so it is not playable yet.
    assert "play Bearded Seadevil" not in [str(o) for o in game.options]
    text = text.replace('G2 = "egg"', 'G2 = "egg, young"')
    game = load_position(text)
    game.apply("play Bearded Seadevil")
    game.apply("place P5")
    assert game.nautoma.young == 1


# --- Scoring --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("difficulty", "fish_points", "school_points"),
    [(1, 3, 5), (2, 3, 5), (3, 4, 6), (4, 4, 6), (5, 4, 6)],
)
def test_each_difficulty_scores_her_fish_and_schools_per_the_table(
    difficulty, fish_points, school_points
):
    table = (
        f"difficulty = {difficulty}\neggs = 5\nyoung = 3\nschools = 2\n"
        'fish = ["Haddock", "Pilotfish", "Blue Tang"]\nachievements = [4]\nravel = 2\n'
        "ravel_points = [3]"
    )
    game = load_position(solo_position(nautoma_table=table, week=2, turn=2, achievements="[0]"))
    s = game.outcome().scores[1]
    assert (s.fish, s.schools, s.young, s.eggs) == (3 * fish_points, 2 * school_points, 3, 2)
    assert (s.achievements, s.ravel) == (4, 3)
    assert s.total == 3 * fish_points + 2 * school_points + 3 + 2 + 4 + 3


@pytest.mark.parametrize(
    ("difficulty", "expected"),
    [(1, 0), (2, 3 * 1), (3, 3 * 1), (4, 5 * 1), (5, 5 * 1)],
)
def test_her_week_1_achievement_uses_calm_or_stormy_base_by_difficulty(difficulty, expected):
    text = solo_position(
        turn=12, divers='["blue", "blue", "blue", "blue", "blue", "blue"]',
        nautoma_table=f"difficulty = {difficulty}\ndeck = []",
    )  # fmt: skip
    game = load_position(text)
    assert game.players[1].achievements == [expected]


def test_at_difficulty_5_the_most_achievement_points_gain_3_even_on_side_a():
    ocean = 'G2 = "egg"\nB5 = "egg"\nP4 = "young"'  # Ada: 2 eggs + 1 young = 3 points
    text = solo_position(
        ocean=ocean, turn=12, divers='["blue", "blue", "blue", "blue", "blue", "blue"]',
        nautoma_table="difficulty = 5\ndeck = []",
    )  # fmt: skip
    game = load_position(text)
    # Nautoma stormy base for eggs and young: 5 > Ada's 3.
    assert game.players[1].bonuses == [3]
    assert game.players[0].bonuses == [0]


@pytest.mark.parametrize("difficulty", [2, 3, 4])
def test_below_difficulty_5_nobody_gets_the_weekly_bonus_even_on_side_b(difficulty):
    text = solo_position(
        turn=12,
        divers='["blue", "blue", "blue", "blue", "blue", "blue"]',
        board="B",
        nautoma_table=f"difficulty = {difficulty}\ndeck = []",
    ).replace('board = "B"', 'board = "B"\ntiles = ["fish", "young_w2", "schools"]')
    game = load_position(text)
    assert game.players[0].bonuses == [0] and game.players[1].bonuses == [0]


def test_a_tie_goes_to_the_human():
    game = play_game(Setup.solo_game(2), seed=11, policy="greedy")
    human = game.outcome().scores[0].total
    # Force her score to equal the human's by editing her supply, then ask for the winners.
    n = game.nautoma
    n.fish, n.schools, n.young, n.eggs, n.ravel_points = [], 0, 0, 0, []
    game.players[1].achievements = [0, 0, 0]
    game.players[1].bonuses = [0, 0, 0]
    n.young = human
    assert game.outcome().scores[1].total == human
    assert game.outcome().winners == (0,)


# --- The decision deck ----------------------------------------------------------------------


def test_her_decision_deck_is_reshuffled_with_the_set_aside_card_after_every_week():
    game = Game(Setup.solo_game(3), seed=5)
    n = game.nautoma
    assert len(n.deck) == 6 and len(n.set_aside) == 1
    assert sorted(n.deck + n.set_aside) == sorted(c.id for c in PROVISIONAL.decision_cards)
    while game.week == 1:
        game.apply(game.options[-1])  # dive green every turn
    assert len(n.deck) == 6 and len(n.set_aside) == 1 and n.revealed == []
    assert sorted(n.deck + n.set_aside) == sorted(c.id for c in PROVISIONAL.decision_cards)


def test_setup_gives_her_2_eggs_and_1_young_and_the_human_goes_first_every_week():
    game = Game(Setup.solo_game(3), seed=5)
    assert (game.nautoma.eggs, game.nautoma.young, game.nautoma.schools) == (2, 1, 0)
    firsts = []
    while not game.is_over:
        events = game.apply(game.options[-1])
        firsts += [e.first_player for e in events if isinstance(e, E.WeekStarted)]
    assert firsts == [0, 0, 0]


@pytest.mark.parametrize("difficulty", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("ravel", [0, 2, 3, 4])
def test_random_solo_games_finish_with_consistent_scores(difficulty, ravel):
    game = play_game(Setup.solo_game(difficulty, ravel, board="B"), seed=difficulty * 10 + ravel)
    s = game.outcome().scores[1]
    assert s.total == sum(v for k, v in s.to_dict().items() if k != "total")
    assert len(game.players[1].achievements) == 3
    assert len(game.nautoma.ravel_points) == (3 if ravel else 0)
    if difficulty == 1:
        assert game.players[1].achievements == [0, 0, 0]

"""Glicko-2 (Glickman, "Example of the Glicko-2 system") and choosing a puzzle at a level."""

from __future__ import annotations

import pytest

from finspan.puzzles.rating import Rating, choose, expected, rate_try, update


def test_glickmans_worked_example_gives_his_numbers() -> None:
    player = Rating(1500, 200, 0.06)
    games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = update(player, games)
    # the paper rounds its intermediate values: 1464.06, 151.52, 0.05999
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_new_rating_is_1500_350_and_006() -> None:
    assert Rating() == Rating(1500, 350, 0.06)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = update(Rating(1600, 100, 0.06), [])
    assert after.rating == 1600
    assert after.rd == pytest.approx((100**2 + (0.06 * 173.7178) ** 2) ** 0.5, abs=0.01)


def test_solving_raises_the_player_and_lowers_the_puzzle() -> None:
    player, puzzle = rate_try(Rating(), Rating(1500, 200), solved=True)
    assert player.rating > 1500 and puzzle.rating < 1500
    assert player.rd < 350 and puzzle.rd < 200
    failed, harder = rate_try(Rating(), Rating(1500, 200), solved=False)
    assert failed.rating < 1500 < harder.rating


def test_expected_is_one_half_between_equals_and_more_for_the_stronger() -> None:
    assert expected(Rating(1500), Rating(1500)) == pytest.approx(0.5)
    assert expected(Rating(1700), Rating(1500, 50)) > 0.7


def test_the_chosen_puzzle_is_the_nearest_unsolved_with_the_theme() -> None:
    puzzles = {"a": (1400, ["power"]), "b": (1550, ["cascade"]), "c": (1490, ["cascade"]),
               "d": (1505, ["power"])}  # fmt: skip

    def pick(solved: set[str], theme: str | None = None) -> str | None:
        return choose(puzzles, Rating(1500), lambda p: puzzles[p][0], lambda p: p in solved,
                      lambda p: puzzles[p][1], theme)  # fmt: skip

    assert pick(set()) == "d"
    assert pick({"d"}) == "c"
    assert pick({"d"}, "power") == "a"
    assert pick({"a", "b", "c", "d"}) is None

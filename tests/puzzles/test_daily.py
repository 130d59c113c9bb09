"""The game of the day: one deal per game and date, the same everywhere, and its share line."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date

from finspan.cli import main
from finspan.engine import Rng, greedy_policy
from finspan.puzzles.daily import (
    FINSPAN_DIFFICULTY,
    daily_game,
    daily_info,
    daily_result,
    daily_seed,
    share_line,
)

DAY = date(2026, 12, 1)


def test_a_date_has_the_same_seed_on_every_call() -> None:
    assert daily_seed("finspan", DAY) == daily_seed("finspan", date(2026, 12, 1))
    assert daily_seed("flip", DAY) == daily_seed("flip", DAY)


def test_another_process_finds_the_same_seed() -> None:
    code = (
        "from datetime import date; from finspan.puzzles.daily import daily_seed; "
        "d = date(2026, 12, 1); print(daily_seed('finspan', d), daily_seed('flip', d))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "123"})  # fmt: skip
    assert out.stdout.split() == [str(daily_seed("finspan", DAY)), str(daily_seed("flip", DAY))]


def test_the_next_day_and_the_other_game_have_other_seeds() -> None:
    seeds = {daily_seed("finspan", DAY), daily_seed("finspan", date(2026, 12, 2)),
             daily_seed("flip", DAY)}  # fmt: skip
    assert len(seeds) == 3
    assert all(0 <= s < 2**63 for s in seeds)


def test_the_deal_is_the_same_game_for_everybody() -> None:
    a, b = daily_game("flip", DAY), daily_game("flip", DAY)
    assert a.public_state() == b.public_state() and a.pile == b.pile
    c, d = daily_game("finspan", DAY), daily_game("finspan", DAY)
    assert c.to_dict() == d.to_dict()
    assert c.nautoma is not None and c.setup.difficulty == FINSPAN_DIFFICULTY


def test_a_finished_finspan_daily_has_its_points_and_verdict_in_the_share_line() -> None:
    game = daily_game("finspan", DAY)
    while not game.is_over:
        game.apply(greedy_policy(game, Rng(0)))
    line = share_line("finspan", DAY, game)
    won, score = daily_result("finspan", game)
    verb = "won against" if won else "lost to"
    assert line == f"Finspan · 2026-12-01 · {score} points · {verb} Nautoma (difficulty 3)"


def test_a_finished_flip_daily_counts_animals_left_and_fish_n_flips() -> None:
    from finspan.flip_ai import chooser

    game = daily_game("flip", DAY)
    play = chooser("greedy", 1)
    while not game.is_over:
        game.apply(play(game))
    result = game.outcome()
    line = share_line("flip", DAY, game)
    flips = len(result.fish_n_flip_turns)
    tail = f"{flips} Fish'n'Flip{'s' if flips != 1 else ''}"
    if result.lost:
        assert line == f"Fish'n'Flip · 2026-12-01 · lost: the net overflowed · {tail}"
    else:
        left = result.animals_left
        assert line == (f"Fish'n'Flip · 2026-12-01 · {left} animal{'s' if left != 1 else ''} "
                        f"left · {tail}")  # fmt: skip


def test_an_unfinished_game_has_no_share_line() -> None:
    import pytest

    with pytest.raises(ValueError):
        share_line("flip", DAY, daily_game("flip", DAY))


def test_the_daily_command_prints_the_seed_and_setup(capsys) -> None:
    assert main(["daily", "--game", "flip", "--date", "2026-12-01", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == daily_info("flip", DAY)
    assert out["seed"] == daily_seed("flip", DAY)
    assert out["setup"]["mode"] == "coop" and out["setup"]["difficulty"] == "normal"


def test_a_daily_game_is_known_by_its_day_and_no_other_game_is() -> None:
    from finspan.flip import Game as FlipGame
    from finspan.puzzles.daily import daily_day, daily_setup

    game = daily_game("flip", DAY)
    assert daily_day("flip", game, DAY) == DAY
    assert daily_day("flip", game, date(2026, 12, 20)) == DAY  # continued days later
    assert daily_day("flip", game, date(2027, 2, 1)) is None  # long past: any game
    assert daily_day("flip", game, date(2026, 11, 30)) is None  # not dealt yet
    assert daily_day("flip", FlipGame(daily_setup("flip"), 7), DAY) is None
    assert daily_day("finspan", game, DAY) is None
    assert daily_day("chess", game, DAY) is None

"""The final scores count up category by category to exactly the engine's Outcome, a key shows
them at once, the celebration stops by itself, the winner's ocean is the one shown, and a
personal best or first win is named."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from finspan import stats
from finspan.app import make_app
from finspan.engine import Setup
from finspan.frontend.finspan.final import ROWS, FinalScene
from finspan.frontend.finspan.launch import finished_game
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings
from finspan.frontend.ui import celebration

from .helpers import key


@pytest.fixture
def app() -> App:
    application = make_app(Settings(animation_speed=1.0), headless=True)
    yield application
    pygame.display.quit()


def _expected(scene: FinalScene, seat: int) -> dict[str, int | None]:
    """The engine's figures for ``seat``, by row label (None where the row is not its)."""
    score = scene.game.outcome().scores[seat].to_dict()
    nautoma = scene.game.players[seat].is_nautoma
    out: dict[str, int | None] = {}
    for label, k, nk in scene.rows:
        name = nk if nautoma else k
        out[label] = None if name is None else score.get(name, 0)
    out["Total"] = score["total"]
    return out


@pytest.mark.parametrize(
    "setup", [Setup.solo_game(3), Setup.solo_game(4, ravel=3), Setup.multiplayer(4)],
    ids=["solo", "solo-ravel", "4-players"],
)  # fmt: skip
def test_scores_count_up_row_by_row_to_the_outcome(app, setup):
    scene = FinalScene(app, finished_game(setup, 5))
    app.push(scene)
    assert {label for label, _k, _n in scene.rows} >= {r[0] for r in ROWS if r[2] != "ravel"}
    first = scene.shown(0)
    assert all(v is None for k, v in first.items() if k != "Total") and first["Total"] == 0
    order = []
    frames = 0
    while not scene.counted_up and frames < 2000:
        app.step([], 1 / 60)
        frames += 1
        seats = [scene.shown(seat) for seat in range(len(scene.game.players))]
        for label, _k, _n in scene.rows:
            if any(s[label] is not None for s in seats) and label not in order:
                order.append(label)
    assert order == [label for label, _k, _n in scene.rows]  # one category after another
    for seat in range(len(scene.game.players)):
        assert scene.shown(seat) == _expected(scene, seat)


def test_a_key_shows_every_score_at_once_but_chooses_nothing(app, monkeypatch):
    started = []
    monkeypatch.setattr(app.nav, "start_game", lambda *a, **k: started.append(a))
    scene = FinalScene(app, finished_game(Setup.multiplayer(3), 5))
    app.push(scene)
    app.step([], 1 / 60)
    assert not scene.counted_up
    app.step([key(pygame.K_RETURN)], 1 / 60)
    assert scene.counted_up and started == [] and app.stack.top is scene
    for seat in range(3):
        assert scene.shown(seat) == _expected(scene, seat)


def test_the_celebration_plays_then_stops_by_itself(app):
    scene = FinalScene(app, finished_game(Setup.solo_game(2), 3))
    app.push(scene)
    app.step([key(pygame.K_SPACE)], 1 / 60)  # skip the count
    app.step([], 1 / 60)
    assert scene.celebration is not None and not scene.celebration.done
    assert scene.animating
    frames = 0
    while scene.animating and frames < 2000:
        app.step([], 1 / 60)
        frames += 1
    assert scene.celebration.done and not scene.animating
    assert frames <= round(celebration.CELEBRATION_S * 60) + 2
    drawn = app.frames_drawn
    app.run_frames(30)
    assert app.frames_drawn == drawn  # nothing moves any more: no frames drawn


def test_at_instant_speed_scores_show_at_once_with_no_celebration():
    app = make_app(Settings(animation_speed=0.0), headless=True)
    try:
        scene = FinalScene(app, finished_game(Setup.solo_game(3), 5))
        app.push(scene)
        app.step([], 1 / 60)
        assert scene.counted_up and scene.celebration is None
        app.run_frames(61)  # the first second, which keys wait out, is measured in frames
        assert scene.celebration is None and not scene.animating
    finally:
        pygame.display.quit()


def test_the_winners_ocean_is_shown_or_the_best_persons_if_nautoma_won(app):
    for seed in range(1, 30):
        game = finished_game(Setup.solo_game(5), seed)
        nautoma = next(p.seat for p in game.players if p.is_nautoma)
        if game.outcome().winners == [nautoma]:
            break
    scene = FinalScene(app, game)
    assert not game.players[scene.showcase].is_nautoma
    hotseat = FinalScene(app, finished_game(Setup.multiplayer(3), 5))
    assert hotseat.showcase in hotseat.winners


def test_a_first_win_and_a_personal_best_are_named(app):
    game = next(g for g in (finished_game(Setup.solo_game(1), s) for s in range(1, 20))
                if 0 in g.outcome().winners)  # fmt: skip
    record = stats.game_record(game)
    assert FinalScene(app, game).milestones == [
        "Player's first win against Nautoma at difficulty 1!"
    ]  # no earlier game: no personal best yet
    earlier = stats.GameRecord(stats.SOLO, "2026-01-01T00:00:00", (
        stats.SeatResult("Player", "human", record.human.total - 1, True),
        stats.SeatResult("Nautoma", "nautoma", 10, False)), difficulty=1, seed=999)  # fmt: skip
    stats._write(stats.stats_path(), [earlier.to_dict(), record.to_dict()])
    named = FinalScene(app, game).milestones  # this game is in the file: not "earlier"
    assert named == [
        f"A personal best for Player: {record.human.total} points "
        f"(before: {record.human.total - 1})"
    ]


def test_the_count_and_the_celebration_are_heard(app, monkeypatch):
    from finspan.frontend.shell import audio

    heard: list[str] = []
    monkeypatch.setattr(audio, "play", lambda name: heard.append(name) or True)
    scene = FinalScene(app, finished_game(Setup.solo_game(3), 5))
    app.push(scene)
    while scene.animating:
        app.step([], 1 / 60)
    scoring = [label for label, _k, _n in scene.rows if scene._scores_in(label)]
    assert heard.count("points_scored") == len(scoring) >= 3  # one per category that scores
    assert heard[-1] == "winning" and heard.count("winning") == 1


def _puzzle_played_out():
    """The example puzzle (a one-seat game named "You", begun in week 4), played out."""
    from pathlib import Path

    from finspan.engine import Rng, greedy_policy, load_position

    text = (Path(__file__).parents[2] / "saves" / "puzzle-last-turn.toml").read_text()
    game, rng = load_position(text), Rng(1)
    while not game.is_over:
        game.apply(greedy_policy(game, rng))
    return game


def test_a_seat_named_you_wins_and_has_its_winning_ocean(app):
    scene = FinalScene(app, _puzzle_played_out())
    app.push(scene)
    best = scene.outcome.totals[0]
    assert scene.verdict() == f"You win with {best} points!"
    assert scene.ocean_title() == "Your winning ocean"


def test_the_chart_names_the_weeks_a_game_begun_from_a_position_played(app):
    scene = FinalScene(app, _puzzle_played_out())
    app.push(scene)
    assert [week for week, _totals in scene.history] == [4]
    dealt = FinalScene(app, finished_game(Setup.multiplayer(2), 5))
    assert [week for week, _totals in dealt.history] == [1, 2, 3, 4]


def test_a_tie_against_nautoma_goes_to_you_in_words_that_read_right(app):
    from finspan.engine import TieBreak

    scene = FinalScene(app, finished_game(Setup.solo_game(2, name="You"), 5))
    # the same game's outcome as if it had been a tie with Nautoma (the words, not the rule)
    scene.outcome = dataclasses.replace(scene.outcome, tie_break=TieBreak.NAUTOMA, winners=(0,))
    assert "the tie goes to you, against Nautoma" in scene.verdict()


def test_without_the_table_beneath_there_is_no_table_to_look_at(app, monkeypatch):
    started = []
    monkeypatch.setattr(app.nav, "start_game", lambda *a, **k: started.append(a))
    app.nav.show_title()
    scene = FinalScene(app, finished_game(Setup.solo_game(2), 3))
    app.push(scene)
    assert not scene.enabled(0) and scene.buttons[scene.focus] == "title"  # Back to title
    app.run_frames(90, [key(pygame.K_SPACE)])
    app.run_frames(1, [key(pygame.K_1)])
    assert not scene.peeking and app.stack.top is scene and started == []

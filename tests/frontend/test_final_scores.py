"""The final scores count up category by category to exactly the engine's Outcome, a key shows
them at once, the celebration stops by itself, the winner's ocean is the one shown, and a
personal best or first win is named."""

from __future__ import annotations

import pygame
import pytest

from finspan import stats
from finspan.engine import Setup
from finspan.frontend.scenes import celebration
from finspan.frontend.scenes.final import ROWS, FinalScene
from finspan.frontend.shell.app import App
from finspan.frontend.shell.launch import finished_game
from finspan.frontend.shell.settings import Settings

from .helpers import key


@pytest.fixture
def app() -> App:
    application = App(Settings(animation_speed=1.0), headless=True)
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
    app = App(Settings(animation_speed=0.0), headless=True)
    try:
        scene = FinalScene(app, finished_game(Setup.solo_game(3), 5))
        app.push(scene)
        app.step([], 1 / 60)
        assert scene.counted_up and scene.celebration is None and not scene.animating
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

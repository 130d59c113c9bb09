"""The end of week counts each seat's achievement, bonus and Ravel points up to exactly the
engine's figures, beat by beat, and a key shows the end at once."""

from __future__ import annotations

import pygame
import pytest

from finspan import engine as E
from finspan.app import make_app
from finspan.engine import Game, Rng, Setup, greedy_policy
from finspan.frontend.finspan.week_end import WeekEndScene
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings


def _first_week_end(setup: Setup, seed: int) -> tuple[Game, list[E.Event]]:
    """A greedy game just after its first week's end, and the events of that move (the
    scene reads the game as it is then, as at the table)."""
    game, rng = Game(setup, seed), Rng(seed)
    while not game.is_over:
        events = game.apply(greedy_policy(game, rng))
        if any(isinstance(e, E.WeekEnded) for e in events):
            return game, list(events)
    raise AssertionError("the game had no week end")


@pytest.fixture
def app() -> App:
    application = make_app(Settings(animation_speed=1.0), headless=True)
    yield application
    pygame.display.quit()


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def _engine_figures(game: Game, events: list[E.Event], seat: int) -> dict:
    """What the engine says this seat scored this week (from its events and lists)."""
    week = next(e.week for e in events if isinstance(e, E.WeekEnded))
    ach = next(e for e in events if isinstance(e, E.AchievementScored) and e.player == seat)
    bonus = sum(e.points for e in events if isinstance(e, E.BonusScored) and e.player == seat)
    ravel = next((e for e in events if isinstance(e, E.RavelScored) and e.player == seat), None)
    p = game.players[seat]
    total = sum(p.achievements[:week]) + sum(p.bonuses[:week])
    if p.is_nautoma and game.nautoma is not None:
        total += sum(game.nautoma.ravel_points[:week])
    markers = None if ach.base is None or not ach.scores else ach.units - ach.base
    return {"units": ach.units, "points": ach.points, "bonus": bonus, "markers": markers,
            "ravel": None if ravel is None else ravel.points, "total": total}  # fmt: skip


@pytest.mark.parametrize(
    "setup", [Setup.solo_game(4, ravel=3), Setup.solo_game(2), Setup.multiplayer(3)],
    ids=["solo-ravel", "solo", "3-players"],
)  # fmt: skip
def test_the_count_reaches_exactly_the_engines_figures(app, setup):
    game, events = _first_week_end(setup, 3)
    scene = WeekEndScene(app, game, events)
    app.push(scene)
    assert scene.animating
    start = [scene.shown(p.seat) for p in game.players]
    assert all(s["units"] == 0 and s["points"] is None for s in start)  # nothing counted yet
    frames = 0
    while scene.animating and frames < 1000:
        app.step([], 1 / 60)
        frames += 1
    assert not scene.animating
    assert frames >= round(scene.count_seconds * 60) - 2  # it took its time at normal speed
    for p in game.players:
        assert scene.shown(p.seat) == _engine_figures(game, events, p.seat)


def test_figures_appear_beat_by_beat_and_the_track_only_grows(app):
    game, events = _first_week_end(Setup.solo_game(4, ravel=3), 3)
    scene = WeekEndScene(app, game, events)
    app.push(scene)
    seen = {p.seat: [] for p in game.players}
    while scene.animating:
        app.step([], 1 / 60)
        for seat in seen:
            seen[seat].append(scene.shown(seat))
    for rows in seen.values():
        totals = [r["total"] for r in rows]
        assert totals == sorted(totals)  # the score track never goes back
        units = [r["units"] for r in rows]
        assert units == sorted(units)
        first_points = next(i for i, r in enumerate(rows) if r["points"] is not None)
        assert rows[first_points - 1]["units"] == rows[-1]["units"]  # counted, then scored
    ravel_seat = next(p.seat for p in game.players if p.is_nautoma)
    first_ravel = next(i for i, r in enumerate(seen[ravel_seat]) if r["ravel"] is not None)
    assert seen[ravel_seat][first_ravel - 1]["points"] is not None  # Ravel after achievement


def test_a_key_shows_the_end_at_once_and_a_second_continues(app):
    game, events = _first_week_end(Setup.solo_game(3), 2)
    app.push(WeekEndScene(app, game, events))  # something beneath, as at the table
    scene = WeekEndScene(app, game, events)
    app.push(scene)
    app.step([], 1 / 60)
    assert scene.animating
    app.step([_key(pygame.K_a)], 1 / 60)
    assert not scene.animating
    for p in game.players:
        assert scene.shown(p.seat) == _engine_figures(game, events, p.seat)
    assert app.stack.top is scene  # the first key only finished the count
    app.step([_key(pygame.K_RETURN)], 1 / 60)
    assert app.stack.top is not scene


def test_at_instant_speed_the_end_shows_in_the_first_frame():
    app = make_app(Settings(animation_speed=0.0), headless=True)
    try:
        game, events = _first_week_end(Setup.solo_game(4, ravel=2), 4)
        scene = WeekEndScene(app, game, events)
        app.push(scene)
        app.step([], 1 / 60)
        assert not scene.animating
        for p in game.players:
            assert scene.shown(p.seat) == _engine_figures(game, events, p.seat)
    finally:
        pygame.display.quit()

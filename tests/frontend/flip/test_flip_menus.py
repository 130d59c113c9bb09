"""Fish'n'Flip's screens around the table (issue 34, findings 14 to 16): the New game
screen's Enter starts as its keys' line says, "Played by" draws every value at one size,
one frame looks chosen at a time; the Statistics screen whole at text 150 % with round steps
on its chart's axis and a bar per row; the title shows no help of a button the pointer only
rests on while the keyboard's focus is elsewhere."""

from __future__ import annotations

import itertools

import pygame
import pytest

from finspan.flip_stats import FlipRecord, FlipSeat, append_record, flip_stats_path, flip_summary
from finspan.frontend.flip import setup_choices as sc
from finspan.frontend.flip.setup import FlipSetupScene
from finspan.frontend.flip.stats_view import CoopView, Numbers, coop_heading
from finspan.frontend.look.theme import UI
from finspan.frontend.scenes.stats import StatsScene
from finspan.frontend.scenes.title import TitleScene
from finspan.frontend.ui.charts import axis_values, nice_scale

from .. import audit
from ..helpers import key


@pytest.fixture
def started(app, monkeypatch) -> list[tuple]:
    calls: list[tuple] = []
    monkeypatch.setattr(app.nav, "start_game", lambda *args: calls.append(args))
    return calls


def _setup(app) -> FlipSetupScene:
    app.nav.show_title()
    app.nav.open_setup(game="flip")
    app.run_frames(1)
    scene = app.stack.top
    assert isinstance(scene, FlipSetupScene)
    return scene


# --- New game ------------------------------------------------------------------------------------


def test_enter_on_played_by_starts_the_game_as_the_keys_line_says(app, started):
    scene = _setup(app)
    scene.players.set_value(2)
    scene._on_players(2)
    choice = scene.seat_players[1]
    scene.focus.focus(choice)
    before = choice.value
    app.run_frames(1, [key(pygame.K_RETURN)])
    assert choice.value == before
    assert len(started) == 1
    app.run_frames(1, [key(pygame.K_RIGHT)])  # Left/Right still change it
    assert choice.value != before


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_played_by_draws_a_computer_teammate_as_large_as_a_person(app, size, scale):
    app.set_ui_scale(scale)
    with audit.recording():
        scene = _setup(app)
        scene.players.set_value(2)
        scene._on_players(2)
        scene.seat_players[1].set_value(sc.TEAMMATE)
        scene._player_setter(1)(sc.TEAMMATE)
        app.theme.window_height = size[1]
        app.stack.resize(size)
        surface = audit.RecordingSurface(size)
        app.stack.draw(surface)
        sizes = {t.words: t.px for t in surface.records.items if isinstance(t, audit.Text)}
    assert "computer teammate" in sizes and "a person" in sizes
    assert sizes["computer teammate"] == sizes["a person"]


def _colour_count(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    rect = rect.clip(surface.get_rect())
    return sum(1 for x in range(rect.left, rect.right) for y in (rect.top, rect.top + 1)
               if surface.get_at((x, y))[:3] == tuple(colour))  # fmt: skip


def test_the_chosen_mode_s_tile_is_not_framed_in_the_focus_s_yellow_unless_focused(app):
    scene = _setup(app)
    scene.focus.focus(scene.start_button)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    tile = scene.mode.tiles[scene.mode.index]
    assert _colour_count(surface, tile, UI["focus"]) == 0
    assert _colour_count(surface, tile, UI["accent"]) > tile.w // 2
    scene.focus.focus(scene.mode)
    scene.draw(surface)
    assert _colour_count(surface, tile.inflate(app.theme.px(6), app.theme.px(6)),
                         UI["focus"]) > tile.w // 2  # fmt: skip


# --- Statistics ----------------------------------------------------------------------------------


def _record(players: int, won: bool, left: int | None) -> FlipRecord:
    seats = tuple(FlipSeat(f"Player {i + 1}", None, 0, won) for i in range(players))
    return FlipRecord(mode="coop", date="2026-11-29T09:00:00", seats=seats,
                      difficulty="normal", advanced=False, won=won, animals_left=left,
                      seed=1, hints=0)  # fmt: skip


def _two_rows() -> list[FlipRecord]:
    return [_record(1, True, 6), _record(1, True, 8), _record(2, True, 3)]


def test_the_chart_has_a_bar_for_each_row_of_the_table():
    pygame.init()
    numbers = Numbers()
    numbers.summary = flip_summary(_two_rows())
    view = CoopView(numbers)
    assert len(view.rows()) == 2
    from finspan.frontend.look.theme import Theme

    with audit.recording():
        surface = audit.RecordingSurface((600, 400))
        view.draw_charts(surface, pygame.Rect(10, 10, 580, 380), Theme(720, 1.0))
        words = [t.words for t in surface.records.items if isinstance(t, audit.Text)]
    assert "Normal, 1p" in words and "Normal, 2p" in words


@pytest.mark.parametrize("largest", [0, 3, 6, 10, 11, 17, 22, 30, 47, 70, 90, 130, 999])
def test_the_chart_s_axis_counts_in_even_round_steps(largest):
    top, step = nice_scale([largest])
    values = axis_values(top)
    assert values[0] == 0 and values[-1] == top >= largest
    steps = {b - a for a, b in itertools.pairwise(values)}
    assert len(steps) == 1
    (one,) = steps
    assert one == step and int(str(one).rstrip("0") or "0") in (1, 2, 5)
    assert 2 <= len(values) - 1 <= 5


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1920, 1080)])
def test_the_statistics_of_fish_n_flip_together_show_whole_at_text_150(app, size):
    for record in _two_rows():
        append_record(flip_stats_path(), record.to_dict(), FlipRecord.from_dict)
    app.set_ui_scale(1.5)
    with audit.recording():
        app.nav.show_title()
        app.nav.open_stats()
        scene = app.stack.top
        assert isinstance(scene, StatsScene)
        scene.view.set_value("flip_coop")
        scene._on_view("flip_coop")
        app.theme.window_height = size[1]
        app.stack.resize(size)
        surface = audit.RecordingSurface(size)
        app.stack.draw(surface)
        texts = [t for t in surface.records.items if isinstance(t, audit.Text)]
        found = audit.problems(surface.records, size)
    heading = coop_heading(flip_summary(_two_rows()))
    shown = " ".join(t.words for t in texts if t.role == "heading")
    assert heading in shown, shown
    assert "Players" in [t.words for t in texts], [t.words for t in texts]
    assert not [t.words for t in texts if t.words.endswith("…")]
    assert found == []


# --- The title -----------------------------------------------------------------------------------


def _moved(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_the_title_shows_no_help_of_a_button_the_pointer_rests_on_as_the_window_opens(app):
    app.push(TitleScene(app))
    title = app.stack.top
    app.run_frames(1)
    focused = title.focus.focused
    other = next(b for b in title.buttons if b is not focused and b.tooltip)
    # the window opens under the pointer, which rests on another button
    app.run_frames(10, [pygame.event.Event(pygame.WINDOWENTER), _moved(other.rect.center)],
                   dt=0.1)  # fmt: skip
    assert not title.tooltip.visible and not other.hovered
    assert title.focus.focused is focused
    # the pointer moves: its button lights and says what it does
    app.run_frames(10, [_moved((other.rect.centerx + 3, other.rect.centery))], dt=0.1)
    assert other.hovered and title.tooltip.visible and title.tooltip.text == other.tooltip
    # a key: the keyboard takes over, the pointer rests again
    app.run_frames(3, [key(pygame.K_DOWN)], dt=0.1)
    assert not title.tooltip.visible and not other.hovered

"""The App shell: no-display detection, frames with synthetic events, redraw only on change."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from finspan.frontend.shell.app import App, NoDisplayError, check_display
from finspan.frontend.shell.scene import Scene

from .helpers import key


class Counter(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.draws = 0
        self.keys: list[int] = []
        self.moving = False

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            return True
        return False

    @property
    def animating(self):
        return self.moving

    def draw(self, surface):
        self.draws += 1  # counts draw calls only (test instrumentation)
        surface.fill((10, 120, 200))


def test_no_display_on_linux_raises_a_clear_error():
    with pytest.raises(NoDisplayError, match=r"needs a display.*--screenshot"):
        check_display({}, "linux")


def test_a_display_or_an_explicit_driver_is_enough():
    check_display({"DISPLAY": ":0"}, "linux")
    check_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    check_display({"SDL_VIDEODRIVER": "dummy"}, "linux")
    check_display({}, "win32")


def test_an_idle_app_draws_once_and_then_only_after_input(app):
    scene = Counter(app)
    app.push(scene)
    drawn = app.run_frames(5)
    assert drawn == 1 and scene.draws == 1
    app.run_frames(3, [key(pygame.K_a)])
    assert scene.keys == [pygame.K_a]
    assert scene.draws == 2


def test_an_animating_scene_is_drawn_every_frame(app):
    scene = Counter(app)
    app.push(scene)
    scene.moving = True
    assert app.run_frames(4) == 4


def test_popping_the_last_scene_ends_the_loop(app):
    scene = Counter(app)
    app.push(scene)
    app.run_frames(10, [key(pygame.K_ESCAPE)])
    assert not app.stack
    assert app.running is False


def test_a_quit_event_stops_the_loop(app):
    app.push(Counter(app))
    app.run_frames(10, [pygame.event.Event(pygame.QUIT)])
    assert app.running is False


def test_a_screenshot_renders_the_top_scene_at_the_asked_size(app, tmp_path):
    app.push(Counter(app))
    path = app.screenshot(tmp_path / "shot.png", (1920, 1080))
    image = pygame.image.load(path)
    assert image.get_size() == (1920, 1080)
    assert image.get_at((5, 5))[:3] == (10, 120, 200)
    assert app.stack.top.size == (1280, 720), "the scene is laid out for the window again"


def test_the_logical_size_never_goes_below_1280_by_720(app):
    assert app.size == (1280, 720)
    app.window = pygame.display.set_mode((800, 600), pygame.HIDDEN)
    assert app.size == (1280, 720)
    app.push(Counter(app))
    app.step([], 0.0)  # drawn at 1280 x 720 and scaled into the small window


def test_a_resize_event_lays_out_scenes_again_and_scales_fonts(app):
    scene = Counter(app)
    app.push(scene)
    pygame.display.set_mode((1920, 1080), pygame.HIDDEN)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    assert scene.size == (1920, 1080)
    assert app.theme.window_height == 1080
    assert app.theme.scale == pytest.approx(1.5)


def test_f11_toggles_full_screen(app):
    app.push(Counter(app))
    app.dispatch(key(pygame.K_F11))
    assert app.settings.fullscreen is True
    app.dispatch(key(pygame.K_F11))
    assert app.settings.fullscreen is False


def test_ui_scale_and_colour_blind_mode_reach_the_theme(app):
    app.set_ui_scale(1.5)
    app.set_colour_blind(True)
    assert app.theme.scale == pytest.approx(1.5)
    assert app.theme.colour_blind


def test_an_app_without_headless_checks_for_a_display(monkeypatch):
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr("sys.platform", "linux")
    with pytest.raises(NoDisplayError):
        App()


def test_run_returns_when_the_window_is_closed(app):
    app.push(Counter(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0


def test_launching_without_a_display_prints_one_clear_line_and_exits_1():
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")
    }
    done = subprocess.run(
        [sys.executable, "-m", "finspan"], capture_output=True, text=True, env=env, timeout=60
    )
    if not sys.platform.startswith("linux"):
        pytest.skip("the display check is for Linux and BSD")
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().startswith("finspan: Finspan needs a display")
    assert done.stdout == ""


def test_a_first_window_takes_most_of_the_desktop_in_16_to_9_and_never_less_than_the_minimum():
    from finspan.frontend.shell.app import first_window_size

    assert first_window_size((2560, 1440)) == (2304, 1296)
    assert first_window_size((1920, 1080)) == (1728, 972)
    assert first_window_size((3840, 2160)) == (3456, 1944)
    assert first_window_size((1366, 768)) == (1280, 720)
    assert first_window_size((1280, 1024)) == (1280, 720)  # 5:4, too narrow for more


def _window_position() -> tuple[int, int]:
    import warnings

    with warnings.catch_warnings():  # the display module's window, read for the test only
        warnings.simplefilter("ignore", DeprecationWarning)
        return tuple(pygame.Window.from_display_module().position)  # type: ignore[return-value]


def test_a_first_launch_sizes_the_window_to_the_desktop_and_centres_it(monkeypatch):
    from finspan.frontend.shell.settings import Settings

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    app = App(Settings(), fit_desktop=True, sound=False)
    try:
        assert app.window.get_size() == (2304, 1296) == app.settings.window_size
    finally:
        pygame.display.quit()


def test_a_larger_window_grows_centred_on_the_desktop_not_from_its_corner():
    from finspan.frontend.shell.settings import Settings

    app = App(Settings(), sound=False)  # the dummy driver's desktop is 1024 x 768
    try:
        app.set_window_size((1600, 900))
        assert _window_position() == ((1024 - 1600) // 2, (768 - 900) // 2)
        app.toggle_fullscreen()
        app.toggle_fullscreen()  # F11 twice: a window again, centred
        assert app.window.get_size() == (1600, 900)
        assert _window_position() == ((1024 - 1600) // 2, (768 - 900) // 2)
    finally:
        pygame.display.quit()


def test_the_title_s_first_frame_imports_no_other_scene_and_no_game():
    """Start-up pays for the title alone: every other scene, each game's engine and the
    statistics are imported when they first open (importing them all made the first frame
    five times slower); the fish pictures with the title's first fish, after that frame."""
    code = (
        "import sys\n"
        "from finspan.app import make_app\n"
        "app = make_app(headless=True)\n"
        "app.nav.show_title()\n"
        "app.step([], 1 / 60)\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('finspan'))))\n"
    )
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}  # fmt: skip
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, check=True)  # fmt: skip
    loaded = set(out.stdout.split())
    assert "finspan.frontend.scenes.title" in loaded
    for later in ("finspan.frontend.finspan.scene", "finspan.frontend.flip.table",
                  "finspan.frontend.flip.setup", "finspan.frontend.finspan.setup",
                  "finspan.frontend.finspan.final", "finspan.frontend.scenes.load",
                  "finspan.frontend.finspan.encyclopedia", "finspan.engine.tasks", "finspan.flip",
                  "finspan.stats", "finspan.core", "finspan.frontend.art.fish_art"):  # fmt: skip
        assert later not in loaded, later

"""The App shell: the window, the scene stack and an event-driven main loop.

Owns the display (resizable window, full screen with F11, minimum logical size), the
`SceneStack`, the frame loop and headless helpers (render a scene to a PNG, run N frames
with synthetic events). The loop draws a frame whenever anything changed: input that a scene
took, a scene pushed or popped, a scene that asked (`request_redraw`), and every frame while
the top scene animates plus the first frame after it stops (so the state an animation or an
engine event ends in is always shown without further input). When nothing changes it sleeps.
The program ends when the window is closed, `quit` is called, or a frame ends with no scene
left; a stack that is empty only for a moment (the title replacing everything) goes on.
Knows no particular scene; the CLI chooses which scene to start.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

import pygame

import finspan

from ..look.resources import MissingAssetError, asset_path
from ..look.theme import (
    MIN_WINDOW,
    UI,
    WATER_SUNLIT,
    WATER_TWILIGHT,
    Theme,
    set_theme,
    text_scale,
)
from . import audio
from .pads import KEYBOARD_WANTED, Device, Pads
from .saving import SaveService
from .scene import Navigator, Scene, SceneStack
from .seats import SeatBinding
from .settings import Settings
from .settings_store import save_settings
from .touch import FINGER_EVENTS, Touch

#: While idle the loop sleeps this long between looks for input (seconds). Blocking in
#: pygame's event.wait cost about 4% of a core here (a bare pygame-ce window measured the
#: same, under X11 and the dummy driver); sleeping and polling costs about 0.4%, and adds at
#: most this much delay to the first input after a rest.
IDLE_POLL_S = 0.025
#: Frame rate while something animates.
ANIMATION_FPS = 60
#: Longest step given to `update`, so a long idle wait does not jump animations.
MAX_DT = 0.1


class _Clock(Protocol):
    def tick(self, framerate: float = 0, /) -> int: ...


#: How much of the desktop a first window takes (the rest: taskbars, title bars, a margin).
FIRST_WINDOW_SHARE = 0.9


def first_window_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The size of the first window on a ``desktop`` that size: the largest 16:9 window within
    `FIRST_WINDOW_SHARE` of it, never below the minimum window. Pure."""
    room_w, room_h = desktop[0] * FIRST_WINDOW_SHARE, desktop[1] * FIRST_WINDOW_SHARE
    h = int(min(room_h, room_w * MIN_WINDOW[1] / MIN_WINDOW[0])) // 2 * 2
    w = h * MIN_WINDOW[0] // MIN_WINDOW[1]
    return (w, h) if h >= MIN_WINDOW[1] else MIN_WINDOW


#: A desktop no larger than this is a small screen held at arm's length (a Steam Deck's is
#: 1280x800): a window would not fit beside a task bar above the minimum window, so a first
#: launch takes the whole screen, with text at `SMALL_SCREEN_TEXT`.
SMALL_SCREEN: tuple[int, int] = (1280, 800)
SMALL_SCREEN_TEXT = 1.5


def fit_first_launch(settings: Settings, desktop: tuple[int, int]) -> None:
    """Fit a first launch's ``settings`` (no settings file yet) to a ``desktop`` that size:
    a window of `first_window_size`; on a small screen (`SMALL_SCREEN`) full screen with large
    text. Mutates ``settings``."""
    settings.window_size = first_window_size(desktop)
    if desktop[0] <= SMALL_SCREEN[0] and desktop[1] <= SMALL_SCREEN[1]:
        settings.fullscreen = True
        settings.ui_scale = SMALL_SCREEN_TEXT


class NoDisplayError(RuntimeError):
    """There is no display to open a window on; the message says what to do instead."""


def check_display(environ: Mapping[str, str] | None = None, platform: str | None = None) -> None:
    """Raise NoDisplayError on Linux/BSD with no X11/Wayland display and no explicit driver.

    SDL would otherwise fall back silently to an invisible ``offscreen`` window.
    """
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not (platform.startswith("linux") or "bsd" in platform):
        return
    if environ.get("SDL_VIDEODRIVER") or environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return
    raise NoDisplayError(
        "Finspan needs a display, but none was found (neither DISPLAY nor WAYLAND_DISPLAY is "
        "set). Start it from a desktop session. Without a display, finspan --screenshot, "
        "finspan --autoplay, finspan simulate and finspan cards still work."
    )


def _window_icon() -> pygame.Surface:
    """The project's icon: the bundled PNG, or a plain disc of the app's water if it is
    missing (``assets/make_icon.py`` draws the PNG)."""
    try:
        return pygame.image.load(asset_path("icon.png"))
    except (MissingAssetError, pygame.error):
        plain = pygame.Surface((64, 64), pygame.SRCALPHA)
        pygame.draw.circle(plain, WATER_TWILIGHT, (32, 32), 31)
        pygame.draw.circle(plain, WATER_SUNLIT, (32, 32), 31, 4)
        return plain


class App:
    """The application: window, theme, settings and the scene stack.

    Scenes reach it as their ``app`` (see `AppContext`). Create one App per process.
    ``headless=True`` opens a hidden window (for screenshots and tests) and skips the
    display check.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        headless: bool = False,
        title: str = finspan.APP_TITLE,
        sound: bool | None = None,
        fit_desktop: bool = False,
        save_dir: str | Path | None = None,
        effects: Sequence[str] | Callable[[], Sequence[str]] = (),
    ) -> None:
        """``effects``: the games' sound effects, loaded beside the app's own (or a function
        giving them, asked when the sound starts, after the first frame).
        ``fit_desktop``: a first launch (no settings yet): the window is sized to the
        desktop rather than to the settings' window size, a small screen taken whole with
        large text (`fit_first_launch`).
        ``save_dir``: the save folder (the ``--save-dir`` flag; None: the user's)."""
        if not headless:
            check_display()
        self.settings = settings or Settings()
        self.headless = headless
        # every window pygame opens (the first, after F11, at a new size) is centred on the
        # desktop, instead of growing from its top-left corner off the screen
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
        pygame.display.init()
        pygame.font.init()
        if fit_desktop and not headless:
            with contextlib.suppress(pygame.error, IndexError):
                fit_first_launch(self.settings, pygame.display.get_desktop_sizes()[0])
        pygame.display.set_caption(title)
        pygame.display.set_icon(_window_icon())
        self._fullscreen = self.settings.fullscreen and not headless
        self.window = self._open_window(self.settings.window_size)
        self.theme = Theme(
            window_height=self.size[1],
            ui_scale=text_scale(self.settings.ui_scale, self.size),
            colour_blind=self.settings.colour_blind,
        )
        set_theme(self.theme)
        self.stack = SceneStack()
        #: Opens scenes for the scenes (they never import each other); set by whoever makes
        #: the app (`finspan.app.make_app`), the one place that knows every scene.
        self.nav: Navigator = _NoNavigator()
        #: The save folder in use and the autosaves.
        self.saves = SaveService(save_dir)
        self.running = False
        self.dirty = True
        self.frames_drawn = 0
        #: The last input events, for a crash report (`finspan.frontend.shell.guard`).
        self.recent_events: deque[pygame.event.Event] = deque(maxlen=64)
        #: The loop's clock and sleep; a test may give virtual ones (see tests/frontend/loop).
        self.clock: _Clock = pygame.time.Clock()
        self.sleep: Callable[[float], None] = time.sleep
        # sound starts after the first frame (`run`); headless runs are silent by default
        enabled = not headless if sound is None else sound
        self.audio = audio.Audio(self.settings, enabled=enabled, effects=effects)
        audio.install(self.audio)
        #: The game controllers: their buttons become the keys every scene answers; the
        #: prompts read ``pads.last_device`` and ``pads.layout``.
        #: SDL's controller layer starts after the first frame (`step`), like the sound.
        self.pads = Pads(on_lost=self._controller_lost)
        #: A touch screen: a finger's taps, holds and drags become the mouse's events.
        self.touch = Touch()
        #: Hot-seat with ``settings.pads_bound``: which controller plays which seat.
        self.seats = SeatBinding()

    # window ---------------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        if self._fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        flags = pygame.HIDDEN if self.headless else pygame.RESIZABLE
        return pygame.display.set_mode(size, flags)

    @property
    def size(self) -> tuple[int, int]:
        """The logical size: the window size, but never below the minimum (1280 x 720)."""
        w, h = self.window.get_size()
        return max(w, MIN_WINDOW[0]), max(h, MIN_WINDOW[1])

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Open the window at ``size`` (kept in the settings) and lay every scene out again."""
        self.settings.window_size = size
        if not self._fullscreen:
            self.window = self._open_window(size)
        self._resized()

    def toggle_fullscreen(self) -> None:
        self._fullscreen = not self._fullscreen
        self.settings.fullscreen = self._fullscreen
        self.window = self._open_window(self.settings.window_size)
        self._resized()

    def _resized(self) -> None:
        self.window = pygame.display.get_surface() or self.window
        if not self._fullscreen:
            self.settings.window_size = self.window.get_size()
        self.theme.window_height = self.size[1]
        self.theme.ui_scale = text_scale(self.settings.ui_scale, self.size)
        self.stack.resize(self.size)
        self.dirty = True

    def set_ui_scale(self, scale: float) -> None:
        """Change the text size (100/125/150 %, TV's 175 % in a large window) and lay every
        scene out again."""
        self.settings.ui_scale = scale
        self.theme.ui_scale = text_scale(scale, self.size)
        self.stack.resize(self.size)
        self.dirty = True

    def toggle_mute(self) -> None:
        """Sound off, or on again; remembered (the settings screen reports a settings file
        that cannot be written)."""
        self.audio.toggle_mute()
        with contextlib.suppress(OSError):
            save_settings(self.settings)
        self.dirty = True

    def set_colour_blind(self, on: bool) -> None:
        self.settings.colour_blind = on
        self.theme.colour_blind = on
        self.dirty = True

    # scenes ---------------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene, self.size)
        self.dirty = True

    def pop(self) -> Scene | None:
        """Pop the top scene. If no scene is pushed before the frame ends, the loop ends."""
        scene = self.stack.pop()
        self.dirty = True
        return scene

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene, self.size)
        self.dirty = True

    def request_redraw(self) -> None:
        self.dirty = True

    def quit(self) -> None:
        self.running = False

    # controllers ----------------------------------------------------------------------------
    @property
    def device(self) -> Device:
        """What the player used last: the keyboard, the mouse or a controller (the prompts
        follow it)."""
        return self.pads.last_device

    def _prompts_follow(self) -> None:
        """The key prompts show the device used last: the theme's ``pad_layout``."""
        pad = self.pads.last_device is Device.PAD
        self.theme.pad_layout = str(self.pads.layout) if pad else ""
        self.dirty = True

    def _controller_lost(self, name: str) -> None:
        """The controller in use was disconnected: the game pauses under a message (the
        navigator's dialog; the scene beneath keeps everything) and the prompts go back to
        the keyboard's keys."""
        self.pads.last_device = Device.KEYBOARD
        self._prompts_follow()
        if self.stack and not isinstance(self.nav, _NoNavigator):
            self.nav.controller_lost(name)

    def _not_this_pads_turn(self, event: pygame.event.Event) -> bool:
        """With controllers bound to seats: True (and "It is X's turn" shown) if the pad
        that sent ``event`` may not act in the turn at the table on top."""
        top = self.stack.top
        if not self.settings.pads_bound or top is None:
            return False
        refusal = self.seats.refusal(top, getattr(event, "instance_id", -1))
        if refusal is None:
            return False
        notice = getattr(top, "notice", None)
        if callable(notice):
            notice(refusal, 2.0)
        self.dirty = True
        return True

    def _pad_key(self, event: pygame.event.Event) -> bool:
        """A key a controller stands for. An arrow that no scene takes moves the focus as
        Tab / Shift+Tab do, so that the D-pad reaches every control. M (Back with the right
        stick's click) mutes on every screen (no scene takes it for something else)."""
        if event.key == pygame.K_m:
            self.toggle_mute()
            return True
        if self.dispatch(event):
            return True
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT):
            back = event.key in (pygame.K_UP, pygame.K_LEFT)
            tab = pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT if back else 0,
                unicode="", scancode=0, pad=True, layout=getattr(event, "layout", ""),
            )  # fmt: skip
            return self.dispatch(tab)
        return False

    # frames ---------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> bool:
        """Handle one event: a controller's buttons as the keys they stand for, app keys
        (F11, quit, resize) first, then the scene stack."""
        self.recent_events.append(event)
        if event.type in FINGER_EVENTS:
            consumed = False
            for mouse in self.touch.handle(event, self.window.get_size(), self.theme.px(48)):
                consumed = self.dispatch(mouse) or consumed
            return consumed
        if event.type in _PAD_EVENTS or event.type in _DEVICE_EVENTS:
            was = (self.pads.last_device, self.pads.layout)
            keys = self.pads.handle(event)
            if (self.pads.last_device, self.pads.layout) != was:
                self._prompts_follow()
            if event.type in _PAD_EVENTS:
                if event.type == pygame.CONTROLLERDEVICEREMOVED:
                    self.seats.forget(getattr(event, "instance_id", -1))
                if keys and self._not_this_pads_turn(event):
                    return True
                consumed = False
                for key in keys:
                    consumed = self._pad_key(key) or consumed
                return consumed
        if event.type == pygame.QUIT:
            self.running = False
            return True
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if event.type == KEYBOARD_WANTED:
            self.nav.open_keyboard(event.field)  # a text field without a keyboard
            return True
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.dirty = True
            return False
        consumed = self.stack.handle_event(event)
        if not consumed and event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            self.toggle_mute()  # M anywhere a scene does not take the key (typing)
            consumed = True
        if consumed or event.type in (pygame.MOUSEMOTION, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.dirty = True
        return consumed

    def step(self, events: Iterable[pygame.event.Event], dt: float) -> bool:
        """One frame: dispatch ``events``, update by ``dt`` seconds, draw if anything changed.

        Returns True if a frame was drawn.
        """
        if self.frames_drawn:
            self.pads.start()  # once: the first picture does not wait for SDL's controllers
        for event in events:
            self.dispatch(event)
        for key in self.pads.update(min(dt, MAX_DT)):  # a held stick repeats
            self._pad_key(key)
        self.touch.update(min(dt, MAX_DT))
        if not self.stack:  # the last scene left and none came instead: the program ends
            self.running = False
            return False
        was_animating = self.stack.animating
        self.stack.update(min(dt, MAX_DT))
        if was_animating or self.stack.animating:
            self.dirty = True  # also the frame after an animation ends: its end state shows
        if not self.stack:
            self.running = False
            return False
        if not self.dirty:
            return False
        self.render(self.window)
        pygame.display.flip()
        self.dirty = False
        self.frames_drawn += 1
        return True

    def render(self, target: pygame.Surface) -> None:
        """Draw the scene stack onto ``target``; if it is smaller than the logical size the
        scenes are drawn at the logical size and scaled down (only then)."""
        if target.get_size() == self.size:
            target.fill(UI["background"])
            self.stack.draw(target)
            return
        canvas = pygame.Surface(self.size)
        canvas.fill(UI["background"])
        self.stack.draw(canvas)
        pygame.transform.smoothscale(canvas, target.get_size(), target)

    def run(self) -> int:
        """The main loop until the window is closed, `quit` is called or a frame ends with no
        scene; returns 0."""
        self.running = bool(self.stack)
        self.clock.tick()
        while self.running:
            if self.frames_drawn and self.audio.pending:
                self.audio.prefetch()  # one small step per frame, after the first
            if self.stack.animating or self.dirty or self.pads.animating or self.touch.holding:
                events = pygame.event.get()
                dt = self.clock.tick(ANIMATION_FPS) / 1000
            else:
                top = self.stack.top
                if top is not None and not pygame.event.peek() and top.prefetch():
                    continue  # did a little work ahead of need; look for input again
                events = pygame.event.get()
                if not events:
                    self.sleep(IDLE_POLL_S)
                    continue
                dt = self.clock.tick() / 1000
            self.step(events, dt)
        return 0

    def idle(self) -> None:
        """Do all the idle work the top scene has (autosave, pre-rendering): what `run` does
        between frames while waiting for input. For headless drivers and tests."""
        while self.audio.prefetch():
            pass
        top = self.stack.top
        while top is not None and top.prefetch():
            pass

    def run_frames(
        self,
        frames: int,
        events: Iterable[pygame.event.Event] | Callable[[int], Iterable[pygame.event.Event]] = (),
        dt: float = 1 / ANIMATION_FPS,
    ) -> int:
        """Run ``frames`` frames with a fixed ``dt`` and synthetic events, without waiting.

        ``events`` is given in the first frame, or, if callable, called with the frame number
        to give that frame's events. Stops early when the last scene leaves; returns the
        number of frames drawn.
        """
        self.running = True
        drawn = 0
        for frame in range(frames):
            batch = events(frame) if callable(events) else (events if frame == 0 else ())
            drawn += self.step(list(batch), dt)
            if not self.running or not self.stack:
                break
        return drawn

    # headless -------------------------------------------------------------------------------
    def render_scene(self, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The current scene stack drawn at ``size`` (default: the logical size) on a new
        surface. Scenes are laid out for ``size`` and back again afterwards."""
        size = size or self.size
        previous = self.size
        self.theme.window_height = size[1]
        self.theme.ui_scale = text_scale(self.settings.ui_scale, size)
        self.stack.resize(size)
        surface = pygame.Surface(size)
        surface.fill(UI["background"])
        self.stack.draw(surface)
        self.theme.window_height = previous[1]
        self.theme.ui_scale = text_scale(self.settings.ui_scale, previous)
        self.stack.resize(previous)
        return surface

    def screenshot(self, path: str | Path, size: tuple[int, int] | None = None) -> Path:
        """Save the current scene stack at ``size`` as a PNG; returns the path written."""
        path = Path(path)
        if path.parent and not path.parent.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.render_scene(size), path)
        return path


#: A controller's own events (the pads turn them into keys), and the raw joystick events SDL
#: sends beside them (no scene reads those).
_PAD_EVENTS = frozenset((
    pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERDEVICEREMAPPED,
    pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION,
    pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED, pygame.JOYAXISMOTION, pygame.JOYBALLMOTION,
    pygame.JOYHATMOTION, pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP,
))  # fmt: skip
#: Input the pads watch to know which device was used last (then handled as usual).
_DEVICE_EVENTS = frozenset((
    pygame.KEYDOWN, pygame.TEXTINPUT, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEWHEEL,
))  # fmt: skip


class _NoNavigator:
    """The navigator of an app nobody wired: any navigation is a programming error."""

    last_setup: dict[str, dict[str, object]] = {}

    def __getattr__(self, name: str) -> Any:
        raise RuntimeError(f"this App has no navigator (make it with finspan.app.make_app): {name}")

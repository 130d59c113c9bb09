"""The scene stack: screens of the game as scenes with a lifecycle, stacked for overlays.

Owns the order in which scenes receive input, updates and draw calls, and the lifecycle
calls (enter, exit, pause, resume, resize). Knows nothing about particular scenes or about
the window: the `App` drives it. A scene changes its own state only in `handle_event`,
`update` and the lifecycle calls; `draw` never changes anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ..look.theme import Theme
from .prefs import TablePrefs
from .saving import SaveService
from .settings import Settings

if TYPE_CHECKING:
    from ...core import GameState
    from ...saves import Replay


class Navigator(Protocol):
    """Opens scenes for the scenes: they never import each other, they ask this ("open the
    title", "open the table for this game"). Held by the app (``app.nav``); the one module
    that knows every scene (`finspan.app.navigator`) implements it. Every method changes the
    scene stack and nothing else, unless it says so. A ``game`` is a game's name in
    `finspan.games`; None means the first game the app offers."""

    #: The choices last made on each game's New game screen (shown again next time), by the
    #: game's name.
    last_setup: dict[str, dict[str, object]]

    def show_title(self) -> None:
        """Leave everything and show the title (the program goes on)."""

    def open_setup(self, game: str | None = None) -> None:
        """New game of ``game``: its own setup screen."""

    def open_load(self) -> None: ...

    def open_encyclopedia(self, what: Any = None, game: str | None = None) -> None:
        """``game``'s encyclopedia, at ``what`` (the game's own key of a page)."""

    def open_rules(self, section: str | None = None, game: str | None = None) -> None:
        """How to play ``game``, at ``section`` (a heading; default: the game's first
        section to read)."""

    def open_settings(self) -> None: ...

    def open_stats(self) -> None: ...

    def open_puzzles(self, game: str | None = None) -> None:
        """The Puzzles room (at ``game``'s puzzles; None: the first game that has some)."""

    def open_daily(self) -> None:
        """The game of the day."""

    def stats_views(self) -> list[Any]:
        """Every game's views of the Statistics screen."""
        ...

    def start_game(self, setup: Any, seed: int, prefs: TablePrefs | None = None) -> None:
        """Begin a new game of the setup's game and show its table (every scene above the
        title leaves)."""

    def open_table(self, game: GameState, prefs: TablePrefs | None = None) -> None:
        """Show ``game`` at its own game's table, above the title."""

    def open_final(self, game: GameState) -> None:
        """The end screen of ``game``'s game."""

    def open_replay(self, replay: Replay, step: int = 0) -> None:
        """The replay viewer of ``replay`` at ``step`` (0: the start)."""

    def replay_view(self, replay: Replay, step: int = 0) -> Scene:
        """A replay viewer at ``step``, laid out but not on the stack (to draw a position)."""
        ...

    def reviewable(self, replay: Replay) -> list[int]:
        """The seats of ``replay``'s game a post-game review may follow."""
        ...

    def can_review(self, game_name: str) -> bool:
        """Whether games of ``game_name`` have a post-game review at all."""
        ...

    def review_finished(self, game: GameState, controllers: Sequence[str] = ()) -> None:
        """"Review this game" at a finished game's end screen."""

    def open_review(self, replay: Replay) -> None:
        """"Review this game" for a finished replay (Load → Replays)."""

    def continue_game(self) -> None:
        """The latest autosaved game at the decision where it stopped, at its own game's
        table, or a notice."""

    def open_save(self, path: str | Path) -> str | None:
        """Open a save file at its game's table; None on success, else the one-line
        reason."""

    def open_recovery(self, error: str, report: Path, *, autosave: bool) -> None:
        """After an unexpected error, on an emptied stack: the title and the recovery
        question on top."""

    def ask_profile_in_use(self, holder: str) -> None:
        """Another copy holds the profile: ask "Open read-only" or "Quit"."""

    def tell(self, message: str) -> None:
        """Show ``message`` on the top scene if it can show notices, else print it."""

    def controller_lost(self, name: str) -> None:
        """The controller in use (named ``name``) was disconnected: pause whatever is on
        top under a message until the player goes on (nothing of it is lost)."""

    def open_keyboard(self, field: Any) -> None:
        """The on-screen keyboard for the text field ``field`` (a controller or a finger
        has no keys)."""


class AppContext(Protocol):
    """What a scene may use of the application around it."""

    theme: Theme
    settings: Settings
    #: Opens other scenes ("the title", "the table for this game"); scenes never import each other.
    nav: Navigator
    #: The save folder and autosaves (`SaveService`).
    saves: SaveService
    stack: SceneStack

    @property
    def size(self) -> tuple[int, int]:
        """The logical size scenes lay themselves out in (never below the minimum window)."""
        ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene) -> None: ...

    def request_redraw(self) -> None: ...

    def quit(self) -> None: ...


class Scene:
    """One screen or overlay.

    ``transparent`` scenes let the scene beneath show (it is drawn first); ``modal`` scenes
    keep input they do not consume from reaching the scene beneath. Lifecycle, in order:
    `resize` then `enter` when pushed; `pause` when another scene is pushed on top;
    `resume` when it is on top again; `exit` when popped or replaced.
    """

    transparent: bool = False
    modal: bool = True
    #: For a passing overlay (`SceneStack.overlay`): overlays of a higher layer lie above.
    layer: int = 0

    def __init__(self, app: AppContext) -> None:
        self.app = app
        self.size: tuple[int, int] = app.size

    # lifecycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Called once when the scene is put on the stack (after `resize`)."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene is on top again."""

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out for a new logical size (also called before `enter`)."""
        self.size = size

    # frame -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer an input event; return True if the scene consumed it."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds (never read a clock)."""

    @property
    def animating(self) -> bool:
        """True while something moves, so the app keeps drawing frames without input."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any state."""

    def prefetch(self) -> bool:
        """Do one small piece of work ahead of need (e.g. render a tooltip) while the app is
        idle; return True if there may be more. Never changes what is shown."""
        return False


class SceneStack:
    """Scenes on a stack: input goes to the top first, drawing starts at the lowest visible.

    Passing overlays (a hovered card's zoom, an open discard pile) belong to the top scene:
    put there with `overlay`, they neither pause it nor stop its time (the top scene is still
    updated, and still `top`); they get input and are drawn before/after it, and leave the
    stack (`exit`) as soon as another scene is pushed, popped or replaced, or by `remove`.
    """

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self._overlays: list[Scene] = []  # passing overlays of the top scene, lowest first
        self._pressed_on: dict[int, Scene | None] = {}  # mouse button -> top scene at press

    def __len__(self) -> int:
        return len(self._scenes)

    def __bool__(self) -> bool:
        return bool(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """The scenes, bottom first (a copy)."""
        return tuple(self._scenes)

    @property
    def overlays(self) -> tuple[Scene, ...]:
        """The top scene's passing overlays, lowest first (a copy)."""
        return tuple(self._overlays)

    def overlay(self, scene: Scene, size: tuple[int, int]) -> None:
        """Lay out and enter ``scene`` as a passing overlay of the top scene (above the
        overlays of its layer and below those of higher layers); the top is not paused."""
        at = sum(1 for o in self._overlays if o.layer <= scene.layer)
        self._overlays.insert(at, scene)
        scene.resize(size)
        scene.enter()

    def remove(self, scene: Scene) -> None:
        """A passing overlay leaves (nothing if it is not there)."""
        if scene in self._overlays:
            self._overlays.remove(scene)
            scene.exit()

    def _drop_overlays(self) -> None:
        while self._overlays:
            self._overlays.pop().exit()

    def push(self, scene: Scene, size: tuple[int, int]) -> None:
        """Pause the current top, then lay out and enter ``scene`` on top."""
        self._drop_overlays()
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.resize(size)
        scene.enter()

    def pop(self) -> Scene | None:
        """Exit and remove the top scene, resume the one beneath; None if the stack is empty."""
        if not self._scenes:
            return None
        self._drop_overlays()
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene, size: tuple[int, int]) -> None:
        """Exit the top scene and put ``scene`` in its place (the one beneath is not resumed)."""
        self._drop_overlays()
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.resize(size)
        scene.enter()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer ``event`` from the top down until a scene consumes it or a modal scene stops it.

        A mouse button's release goes only to the scene that was on top when it was pressed:
        a click that opens a scene (the encyclopedia from a menu) never also clicks in it.
        """
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed_on[getattr(event, "button", 1)] = self.top
        elif event.type == pygame.MOUSEBUTTONUP:
            pressed_on = self._pressed_on.pop(getattr(event, "button", 1), self.top)
            if pressed_on is not self.top:
                return True  # swallowed: the press belonged to a scene no longer on top
        for overlay in reversed(self._overlays):
            if overlay.handle_event(event):
                return True
            if overlay.modal:
                return False
        for scene in reversed(self._scenes):
            if scene.handle_event(event):
                return True
            if scene.modal:
                return False
        return False

    def update(self, dt: float) -> None:
        """Update the top scene and its overlays only; scenes beneath are paused."""
        if self._scenes:
            self._scenes[-1].update(dt)
        for overlay in list(self._overlays):
            if overlay in self._overlays:  # not left meanwhile
                overlay.update(dt)

    @property
    def animating(self) -> bool:
        return bool(self._scenes) and (
            self._scenes[-1].animating or any(o.animating for o in self._overlays)
        )

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self._scenes + self._overlays:
            scene.resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the lowest scene that shows (below transparent ones) up to the top."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].transparent:
            start -= 1
        for scene in self._scenes[max(start, 0) :]:
            scene.draw(surface)
        for overlay in self._overlays:
            overlay.draw(surface)

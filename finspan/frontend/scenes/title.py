"""The title screen: the game's name over a drawn ocean, and the main menu.

Owns `TitleScene`: a procedural underwater backdrop (water through the three zones, light
rays, marine snow, a sea floor with kelp) baked once per window size, a few catalog fish
drifting across it (moved only while the title is the top scene and animations are on), the
game's name, and the menu buttons, which call `flow` to go anywhere. Draws no art from the
printed game.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

import finspan
from finspan.games import registration, registrations

from ..look import theme as th
from ..look.theme import UI, FontRole
from ..shell.scene import AppContext, Navigator
from ..ui.backdrop import paint_backdrop as _paint_backdrop
from ..ui.widgets import Button, FocusGroup, Tooltip
from .common import MenuScene, hint, message_box, message_height

if TYPE_CHECKING:
    from finspan.engine import Fish

#: The room of a game's front each of the title's per-game buttons opens.
_ROOMS = {"open_rules": "rules", "open_encyclopedia": "encyclopedia"}

#: The fish that swim past: (name, depth as a share of the height, length as a share of the
#: height, speed in heights per second, +1 swims right / -1 left). Chosen to show the range.
SWIMMERS: tuple[tuple[str, float, float, float, int], ...] = (
    ("Blue Tang", 0.16, 0.11, 0.05, 1),
    ("Atlantic Bluefin Tuna", 0.30, 0.2, 0.085, -1),
    ("Whale Shark", 0.47, 0.36, 0.03, 1),
    ("Giant Manta Ray", 0.62, 0.22, 0.04, -1),
    ("Ocean Sunfish", 0.40, 0.15, 0.025, -1),
    ("Humpback Anglerfish", 0.82, 0.12, 0.03, 1),
    ("Pelican Eel", 0.74, 0.2, 0.045, -1),
)


@dataclass
class Swimmer:
    fish: Fish  # finspan.engine.catalog.Fish
    depth: float
    length: float
    speed: float
    direction: int
    x: float  # position of the left edge as a share of the width (may be outside 0..1)
    phase: float


def _fish(name: str) -> Fish | None:
    from finspan.engine import CATALOG  # loaded after the first frame

    for f in CATALOG.all:
        if f.name == name:
            return f
    return None


class TitleScene(MenuScene):
    """The title and main menu.

    Buttons, top to bottom: Continue (only when an autosave exists), one New game per game
    (its registration's words: New game for Finspan, Fish'n'Flip), Puzzles & daily game
    (a small menu: Puzzles, Game of the day), Load game, Card
    encyclopedia and How to play (of the game the player then chooses), Settings,
    Statistics, Quit. A notice (the ``notice``
    argument or `notice()`, e.g. the message of a damaged settings file) is shown in a box
    until Esc or a button is pressed, or for the seconds given. Keyboard: Up/Down or Tab to
    move, Enter to choose, Esc closes the notice or focuses Quit.
    """

    def __init__(self, app: AppContext, notice: str | None = None) -> None:
        super().__init__(app)
        self.notice_text: str | None = notice
        self.notice_left: float | None = None  # seconds until the notice goes, None = stays
        self.tooltip = Tooltip(theme=app.theme)
        theme = app.theme

        def go(navigate: Callable[[Navigator], None]) -> Callable[[], None]:
            def run() -> None:  # asks the navigator at the click (tests may stand in for it)
                self.notice_text = None
                navigate(app.nav)

            return run

        self.continue_button = Button(
            "Continue",
            go(lambda nav: nav.continue_game()),
            tooltip="Resume the game you left",
            theme=theme,
        )
        def new_game(name: str) -> Callable[[], None]:
            return go(lambda nav: nav.open_setup(name))

        games = [Button(r.menu_words, new_game(r.name), tooltip=r.tagline, theme=theme)
                 for r in registrations()]  # one New game per game: its own setup screen
        self.menu: list[Button] = [
            *games,
            Button(
                "Puzzles & daily game",
                self._puzzles_or_daily,
                tooltip="Puzzles at your level, and the game of the day",
                theme=theme,
            ),
            Button(
                "Load game",
                go(lambda nav: nav.open_load()),
                tooltip="Open a saved game",
                theme=theme,
            ),
            Button(
                "Card encyclopedia",
                lambda: self._for_a_game("Card encyclopedia", "open_encyclopedia"),
                tooltip="Every card of each game, with filters and search",
                theme=theme,
            ),
            Button(
                "How to play",
                lambda: self._for_a_game("How to play", "open_rules"),
                tooltip="The rules of each game, step by step",
                theme=theme,
            ),
            Button(
                "Settings",
                go(lambda nav: nav.open_settings()),
                tooltip="Size, speed, colours",
                theme=theme,
            ),
            Button(
                "Statistics",
                go(lambda nav: nav.open_stats()),
                tooltip="Your finished games",
                theme=theme,
            ),
            Button("Quit", app.quit, theme=theme),
        ]
        self.quit_button = self.menu[-1]
        self.has_continue = False
        self.focus = FocusGroup(self.menu)
        self.swimmers: list[Swimmer] = []  # made after the first frame (`_prepare_one_fish`)
        self.clock = 0.0
        self._backdrop: pygame.Surface | None = None
        self._backdrop_key: tuple | None = None
        #: The pointer's resting place while it is not in use (None: in use): where the
        #: window opened under it, or where it was when a key was pressed. A pointer resting
        #: there lights no button and shows no help, so that only the keyboard's focus looks
        #: chosen; it is in use again once it moves.
        self._resting: tuple[int, int] | None = None
        self._entered = False
        self._pointer: tuple[int, int] | None = None
        self._refresh_continue()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.WINDOWENTER:  # the window opened under the pointer, or it
            self._entered = True  # came in: its first report is where it rests
        elif event.type == pygame.MOUSEMOTION:
            pos = (int(event.pos[0]), int(event.pos[1]))
            self._pointer = pos
            if self._entered:
                self._entered, self._resting = False, pos
            if pos == self._resting:
                return False
            self._resting = None
        handled = super().handle_event(event)
        if event.type == pygame.KEYDOWN:  # the keyboard took over: the pointer rests
            self.focus.unhover()
            self.tooltip.hide()
            self._resting = self._pointer
        return handled

    def _for_a_game(self, title: str, opener: str) -> None:
        """How to play or the encyclopedia: of the one game there is, or of the game the
        player chooses in a small menu (each game that has one)."""
        self.notice_text = None
        fronts = [(r, getattr(r.front.get(), _ROOMS[opener])) for r in registrations()]
        names = [r.name for r, room in fronts if room is not None]
        if len(names) == 1:
            getattr(self.app.nav, opener)(game=names[0])
            return
        from ..ui.dialogs import Menu

        items = [(registration(name).title,
                  lambda name=name: getattr(self.app.nav, opener)(game=name))
                 for name in names]  # fmt: skip
        self.app.push(Menu(self.app, f"{title}: which game?", items))

    def _puzzles_or_daily(self) -> None:
        """Puzzles or the game of the day, chosen in a small menu (one entry: the menu's
        buttons stay legible at the largest text size)."""
        self.notice_text = None
        from ..ui.dialogs import Menu

        nav = self.app.nav
        items = [("Puzzles", nav.open_puzzles), ("Game of the day", nav.open_daily)]
        self.app.push(Menu(self.app, "Puzzles & daily game", items))

    def notice(self, message: str, seconds: float | None = None) -> None:
        """Show ``message`` in a box (for ``seconds``, or until Esc or a button is used)."""
        self.notice_text = message
        self.notice_left = seconds
        self.app.request_redraw()

    # state ------------------------------------------------------------------------------------
    @staticmethod
    def _make_swimmers() -> list[Swimmer]:
        rng = random.Random(7)  # a fixed picture: the same every launch
        out = []
        for name, depth, length, speed, direction in SWIMMERS:
            fish = _fish(name)
            if fish is not None:
                out.append(
                    Swimmer(fish, depth, length, speed, direction, rng.uniform(-0.1, 1.0),
                            rng.uniform(0, math.tau))
                )  # fmt: skip
        return out

    def _refresh_continue(self) -> None:
        """Show Continue only if an autosave exists (and saving works at all)."""
        try:
            available = self.app.saves.autosave_exists()
        except Exception:  # no saves module yet, or an unreadable save: hide Continue
            available = False
        if available == self.has_continue and self.focus.widgets:
            return
        self.has_continue = available
        buttons = [self.continue_button, *self.menu] if available else list(self.menu)
        self.focus = FocusGroup(buttons)
        self.focus.focus(0)  # Continue if there is one, else New game
        self.resize(self.size)

    @property
    def buttons(self) -> list[Button]:
        return [w for w in self.focus.widgets if isinstance(w, Button)]

    # lifecycle --------------------------------------------------------------------------------
    def enter(self) -> None:
        self._refresh_continue()

    def resume(self) -> None:
        self._refresh_continue()
        self.app.request_redraw()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        w, h = size
        buttons = self.buttons
        n = len(buttons)
        bw = round(w * 0.25)
        # below the subtitle, whose height grows with the UI scale (see `_draw_name`)
        subtitle = self.app.theme.font(FontRole.HEADING).get_linesize()
        top = max(round(h * 0.36), round(h * 0.29) + subtitle + self.app.theme.px(26))
        bottom = round(h * 0.93)
        step = (bottom - top) / max(n, 1)
        bh = min(round(h * 0.066), round(step * 0.84))
        for i, b in enumerate(buttons):
            b.layout(pygame.Rect((w - bw) // 2, round(top + i * step), bw, bh))

    # frame ------------------------------------------------------------------------------------
    def on_escape(self) -> None:
        """Esc closes the notice, or moves the focus to Quit (the title is never popped)."""
        if self.notice_text:
            self.notice_text = None
        else:
            self.focus.focus(self.quit_button)

    @property
    def moving(self) -> bool:
        """True when the fish swim (animations are not switched off)."""
        return self.app.settings.animation_speed > 0

    _frames_seen = 0

    @property
    def animating(self) -> bool:
        timed = self.notice_text is not None and self.notice_left is not None
        return self.moving or self.tooltip.pending or timed

    def update(self, dt: float) -> None:
        if self._frames_seen:
            self._prepare_one_fish()
        self._frames_seen += 1
        if self.tooltip.update(dt):
            self.app.request_redraw()
        if self.notice_text and self.notice_left is not None:
            self.notice_left -= dt
            if self.notice_left <= 0:
                self.notice_text, self.notice_left = None, None
                self.app.request_redraw()
        if not self.moving:
            return
        speed = min(self.app.settings.animation_speed, 1.0)  # fast is not frantic here
        self.clock += dt * speed
        aspect = self.size[1] / max(1, self.size[0])
        for s in self.swimmers:
            s.x += s.direction * s.speed * aspect * dt * speed
            span = s.length * aspect * 1.6
            if s.direction > 0 and s.x > 1.05:
                s.x = -span - 0.05
            elif s.direction < 0 and s.x < -span - 0.05:
                s.x = 1.05

    # drawing ----------------------------------------------------------------------------------
    def still_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The still part of the picture, baked once per window size (a cache, not state)."""
        key = (size, self.app.theme.key)
        if self._backdrop is None or self._backdrop_key != key:
            self._backdrop = _paint_backdrop(size)
            self._backdrop_key = key
        return self._backdrop

    def _fish_surface(self, s: Swimmer, h: int) -> pygame.Surface:
        from ..art import fish_art  # imported after the first frame, with the fish

        length = max(16, round(s.length * h))
        pic = fish_art.fish_picture(s.fish, length, round(length * 0.62), backdrop=False)
        if s.direction < 0:
            pic = _flipped(pic)
        return pic

    _ready: set[tuple[str, int]] = set()  # swimmers whose picture is drawn at this height

    def _prepare_one_fish(self) -> None:
        """Draw one swimmer's picture that is not ready yet (pictures are made after the
        first frame, one per frame, so the title appears at once and the fish swim in)."""
        if not self.swimmers:
            self.swimmers = self._make_swimmers()
        h = self.size[1]
        for s in self.swimmers:
            key = (s.fish.name, h)
            if key not in self._ready:
                self._fish_surface(s, h)
                self._ready = self._ready | {key}
                self.app.request_redraw()  # it shows: drawn now, also when nothing swims
                return

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, h = surface.get_size()
        surface.blit(self.still_picture((w, h)), (0, 0))
        for s in self.swimmers:
            if (s.fish.name, h) not in self._ready:
                continue  # its picture is still being made (see `_prepare_one_fish`)
            pic = self._fish_surface(s, h)
            bob = math.sin(self.clock * 1.3 + s.phase) * h * 0.008
            surface.blit(pic, (round(s.x * w), round(s.depth * h - pic.get_height() / 2 + bob)))
        self._draw_name(surface, w, h)
        buttons = self.buttons
        if buttons:
            area = (
                buttons[0]
                .rect.unionall([b.rect for b in buttons])
                .inflate(theme.px(36), theme.px(30))
            )
            surface.blit(_veil(area.size, theme.px(14)), area)
        self.focus.draw(surface)
        if self.notice_text and buttons:  # beside the menu, clear of the name
            margin = theme.px(20)
            menu = buttons[0].rect.unionall([b.rect for b in buttons])
            width = min(round(w * 0.3), menu.left - 3 * margin)
            text = f"{self.notice_text} (Esc closes this message.)"
            box = pygame.Rect(margin, menu.top, width, message_height(text, width, theme))
            message_box(surface, text, box, theme, colour=UI["provisional"])
        version = theme.text(f"version {finspan.__version__}", FontRole.SMALL, UI["text_dim"])
        surface.blit(version, version.get_rect(bottomright=(w - theme.px(10), h - theme.px(6))))
        hint(surface, "Up, Down or Tab: choose · Enter: open · F11: full screen", (w, h), theme)
        self.tooltip.draw(surface)

    def _draw_name(self, surface: pygame.Surface, w: int, h: int) -> None:
        theme = self.app.theme
        px = round(h * 0.15)
        name = finspan.APP_TITLE.upper()
        title = th.text(name, FontRole.TITLE, px, UI["text"])
        shadow = th.text(name, FontRole.TITLE, px, th.shade(UI["background"], 0.6))
        centre = (w // 2, round(h * 0.17))
        rect = title.get_rect(center=centre)
        offset = max(2, round(h * 0.006))
        surface.blit(shadow, rect.move(offset, offset))
        surface.blit(title, rect)
        # a wave under the name
        wave_y = rect.bottom - round(px * 0.08)
        points = [
            (x, wave_y + math.sin((x - rect.left) / max(1, rect.w) * math.tau * 3) * px * 0.04)
            for x in range(rect.left, rect.right + 1, max(2, rect.w // 60))
        ]
        if len(points) > 1:
            pygame.draw.lines(surface, UI["accent"], False, points, max(2, round(px * 0.035)))
        sub = theme.text(
            "Fill your ocean with fish, then dive to set them to work.", FontRole.HEADING,
            th.shade(UI["text"], 0.95),
        )  # fmt: skip
        sub_rect = sub.get_rect(midtop=(w // 2, wave_y + round(h * 0.03)))
        sub_shadow = theme.text(
            "Fill your ocean with fish, then dive to set them to work.", FontRole.HEADING,
            th.shade(UI["background"], 0.6),
        )  # fmt: skip
        surface.blit(sub_shadow, sub_rect.move(1, 2))
        surface.blit(sub, sub_rect)


_VEILS: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def _veil(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The see-through panel behind the menu, cached by size."""
    key = (size, radius)
    veil = _VEILS.get(key)
    if veil is None:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*UI["background"][:3], 170), veil.get_rect(), border_radius=radius)
        if len(_VEILS) > 8:
            _VEILS.clear()
        _VEILS[key] = veil
    return veil


_FLIPPED: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}


def _flipped(pic: pygame.Surface) -> pygame.Surface:
    """A mirror image of a (cached, shared) fish picture, itself cached by the original."""
    cached = _FLIPPED.get(id(pic))
    if cached is None or cached[0] is not pic:
        cached = (pic, pygame.transform.flip(pic, True, False))
        _FLIPPED[id(pic)] = cached
        if len(_FLIPPED) > 64:
            _FLIPPED.pop(next(iter(_FLIPPED)))
    return cached[1]

"""The Settings screen: window, interface size, animation speed, table habits and colour-blind
support, applied at once and saved at once.

Owns `SettingsScene`. Each change goes to the running app (`set_ui_scale`,
`set_colour_blind`, `toggle_fullscreen`, the window size) and is written to the settings
file with `settings_store.save_settings`; a failure to save is shown, never raised. A live
preview shows the dive sites and tokens as the table will draw them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import fields

import pygame

from finspan.engine import COLUMNS

from ..art import icons, palette
from ..art.palette import DIVE_SITE_PATTERN
from ..look import theme as th
from ..look.theme import MIN_WINDOW, TEXT_SIZES, TV_SCALE, UI, FontRole
from ..shell import audio
from ..shell.scene import AppContext
from ..shell.settings import (
    ALL_PLAYERS_ANSWERS,
    ANIMATION_SPEEDS,
    VOLUMES,
    WINDOW_PRESETS,
    Settings,
)
from ..shell.settings_store import save_settings
from ..ui.backdrop import columns, grid
from ..ui.lists import RowPager
from ..ui.widgets import Button, Choice, FocusGroup, Label, Toggle, Tooltip
from .common import MenuScene, Run, draw_pieces, flow_text, hint, lay_heading, panel

ANSWER_WORDS: dict[str, str] = {"ask": "ask me", "take": "always take", "skip": "always skip"}

def text_size_words(scale: float) -> str:
    """A text size as the settings screen shows it: "150%", "175% (TV)"."""
    return f"{round(scale * 100)}%" + (" (TV)" if scale == TV_SCALE else "")


#: What each setting does, shown beside the list for the focused (or pointed at) setting.
ABOUT: dict[str, str] = {
    "window_size": "The size of the window when it is not full screen. You can also drag the "
    "window's edges; the layout follows.",
    "fullscreen": "Use the whole screen. F11 (on a controller: hold Back and press Start) "
    "switches full screen on and off on every screen.",
    "ui_scale": "Makes all text and controls larger. Use 125% or 150% if text is hard to read; "
    "175% (TV) reads from a sofa on a screen of 1920x1080 or more (a smaller window shows 150%).",
    "animation_speed": "How fast cards fly, eggs hatch and divers descend. Off shows every "
    "change at once. A click or a key always skips an animation.",
    "confirm_end_turn": "Ask before your turn ends, so that a slip of the mouse cannot end it.",
    "all_players_default": "When another player's fish offers everyone a benefit: the answer "
    "each seat starts with in New game (ask, always take or always skip). It can be changed "
    "per seat there.",
    "first_turn_guide": "A short guide walks you through your first turn of each game: its "
    "board, your cards and your first choices. It shows once per game; turn it on again to "
    "see each game's guide in your next new game (never in example puzzles). Skip it at any "
    "time.",
    "music_volume": "How loud the underwater music of the menus and the table plays. Off stops it.",
    "effects_volume": "How loud the sounds of the table are: cards, eggs, schools, the diver, "
    "points, the end of a week, and the clicks of buttons.",
    "muted": "All sound off, whatever the volumes. M (on a controller: click the right "
    "stick) switches it on and off on every screen.",
    "pass_screen": "Hot-seat games: when the turn passes from one person to another, the "
    "table is covered by a screen saying whose turn it is until that person presses Enter or "
    "clicks, so that players do not watch each other's choices. Never shown before a "
    "computer player's turn or in a solo game.",
    "pads_bound": "Hot-seat games with game controllers: any controller plays the seat whose "
    "turn it is, or each controller plays its own seat (the first controller used in a "
    "person's turn is theirs for the game; another's buttons then say whose turn it is). "
    "The keyboard, the mouse and touch play for every seat.",
    "colour_blind": "Dive sites get patterns (stripes, dots, crosshatch) as well as colours, "
    "and tokens use colours that stay apart for the common colour-vision differences. "
    "See the preview.",
}
PATTERN_WORDS: dict[str, str] = {"stripes": "stripes", "dots": "dots", "crosshatch": "crosshatch"}


def window_options(
    current: tuple[int, int], largest: tuple[int, int] | None
) -> list[tuple[tuple[int, int], str]]:
    """The window sizes to offer: the presets that fit ``largest`` (all if None; the minimum
    size always), plus ``current`` if it is not a preset. Pure."""
    sizes = [
        s
        for s in WINDOW_PRESETS
        if largest is None or s == MIN_WINDOW or (s[0] <= largest[0] and s[1] <= largest[1])
    ]
    options = [(s, f"{s[0]} × {s[1]}") for s in sizes]
    now = (current[0], current[1])  # a list when read from the settings file
    if now not in sizes:
        options.append((now, f"{now[0]} × {now[1]} (now)"))
    return options


def _sound_follows() -> None:
    """Make the playing sound follow the settings' volumes and mute now."""
    sound = audio.current()
    if sound is not None:
        sound.apply_settings()


class SettingsScene(MenuScene):
    """Every setting as a choice (Left/Right or click to change), with an explanation of the
    focused one and a preview. Changes apply and save at once. Keyboard: Tab or Up/Down to
    move, Left/Right to change, Esc to go back. The list keeps its text size: when it does
    not fit (a small window, large text) it scrolls, following the focus and the wheel."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        theme = app.theme
        s = app.settings
        self.status: str = ""
        self.status_ok = True
        self.tooltip = Tooltip(theme=theme)
        self.title = Label("Settings", FontRole.TITLE, theme=theme)
        self.back = Button("Back", app.pop, tooltip="Back (Esc)", theme=theme)
        self.window_size = Choice(
            "Window size", window_options(s.window_size, self._largest()), self._set_window,
            theme=theme,
        )  # fmt: skip
        self.window_size.set_value((s.window_size[0], s.window_size[1]))
        self.fullscreen = Toggle(
            "Full screen", self._set_fullscreen, value=s.fullscreen, theme=theme
        )
        self.ui_scale = Choice(
            "Text and interface size", [(v, text_size_words(v)) for v in TEXT_SIZES],
            self._set_ui_scale, index=TEXT_SIZES.index(s.ui_scale), theme=theme,
        )  # fmt: skip
        self.animation_speed = Choice(
            "Animation speed", list(ANIMATION_SPEEDS), self._setter("animation_speed"),
            theme=theme,
        )  # fmt: skip
        self._select(self.animation_speed, s.animation_speed)
        self.confirm_end_turn = Toggle(
            "Confirm before ending a turn", self._setter("confirm_end_turn"),
            value=s.confirm_end_turn, words=("no", "yes, ask me"), theme=theme,
        )  # fmt: skip
        self.all_players_default = Choice(
            "All-players benefits: new seats", [(a, ANSWER_WORDS[a]) for a in ALL_PLAYERS_ANSWERS],
            self._setter("all_players_default"), theme=theme,
        )  # fmt: skip
        self._select(self.all_players_default, s.all_players_default)
        self.first_turn_guide = Toggle(
            "Guided first turn", self._guide_setter,
            value=s.first_turn_guide, words=("off", "on: show me around"), theme=theme,
        )  # fmt: skip
        self.music_volume = Choice(
            "Music volume", list(VOLUMES), self._sound_setter("music_volume"), theme=theme
        )
        self._select(self.music_volume, s.music_volume)
        self.effects_volume = Choice(
            "Effects volume", list(VOLUMES), self._sound_setter("effects_volume"), theme=theme
        )
        self._select(self.effects_volume, s.effects_volume)
        self.muted = Toggle(
            "Sound (M)", self._sound_setter("muted"), value=s.muted,
            words=("on", "muted"), theme=theme,
        )  # fmt: skip
        self.pass_screen = Toggle(
            "Pass screen (hot-seat)", self._setter("pass_screen"), value=s.pass_screen,
            words=("off", "on: cover the table"), theme=theme,
        )  # fmt: skip
        self.pads_bound = Toggle(
            "Controllers (hot-seat)", self._setter("pads_bound"), value=s.pads_bound,
            words=("any plays the turn", "each plays its seat"), theme=theme,
        )  # fmt: skip
        self.colour_blind = Toggle(
            "Colour-blind support", self._set_colour_blind, value=s.colour_blind,
            words=("off", "on: patterns and safe colours"), theme=theme,
        )  # fmt: skip
        self.defaults = Button(
            "Restore defaults", self.restore_defaults, tooltip="Every setting back to the start",
            theme=theme,
        )  # fmt: skip
        self.rows: dict[str, Choice] = {
            "window_size": self.window_size,
            "fullscreen": self.fullscreen,
            "ui_scale": self.ui_scale,
            "animation_speed": self.animation_speed,
            "confirm_end_turn": self.confirm_end_turn,
            "all_players_default": self.all_players_default,
            "first_turn_guide": self.first_turn_guide,
            "music_volume": self.music_volume,
            "effects_volume": self.effects_volume,
            "muted": self.muted,
            "pass_screen": self.pass_screen,
            "colour_blind": self.colour_blind,
            "pads_bound": self.pads_bound,
        }
        self.pager = RowPager(list(self.rows.values()), theme)
        self.focus = FocusGroup([*self.rows.values(), self.defaults, self.back])

    # helpers ------------------------------------------------------------------------------------
    def _largest(self) -> tuple[int, int] | None:
        """The largest desktop, or None (offer every preset) when headless or unknown."""
        if getattr(self.app, "headless", False):
            return None
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            return None
        return max(sizes, key=lambda s: s[0] * s[1]) if sizes else None

    @staticmethod
    def _select(choice: Choice, value: object) -> None:
        """Show ``value`` in ``choice`` (the nearest option if it is not one)."""
        try:
            choice.set_value(value)
        except ValueError:
            if isinstance(value, int | float):
                nearest = min(choice.options, key=lambda o: abs(float(o[0]) - value))  # type: ignore[arg-type]
                choice.set_value(nearest[0])

    def _setter(self, name: str) -> Callable[[object], None]:
        def set_value(value: object) -> None:
            setattr(self.app.settings, name, value)
            self._saved()

        return set_value

    def _guide_setter(self, value: object) -> None:
        """The guided first turn on again shows every game's guide again."""
        self.app.settings.first_turn_guide = bool(value)
        if value:
            self.app.settings.guided = ()
        self._saved()

    def _sound_setter(self, name: str) -> Callable[[object], None]:
        """A setter that also makes the sound follow at once (volume, mute)."""

        def set_value(value: object) -> None:
            setattr(self.app.settings, name, value)
            _sound_follows()
            self._saved()

        return set_value

    def _saved(self) -> None:
        """Write the settings file; report the result in the status line."""
        try:
            path = save_settings(self.app.settings)
        except OSError as exc:
            self.status, self.status_ok = f"Could not save the settings: {exc}", False
        else:
            self.status, self.status_ok = f"Saved in {path}", True
        self.app.request_redraw()

    # appliers -----------------------------------------------------------------------------------
    def _set_window(self, size: tuple[int, int]) -> None:
        self.app.settings.window_size = tuple(size)  # type: ignore[assignment]
        if not self.app.settings.fullscreen and not getattr(self.app, "headless", False):
            # the window opens again at the new size, centred, and every scene follows; if
            # it cannot, the size is kept for the next start
            with contextlib.suppress(pygame.error, AttributeError):
                self.app.set_window_size(tuple(size))  # type: ignore[attr-defined]
        self._saved()

    def _set_fullscreen(self, on: bool) -> None:
        if on != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()  # type: ignore[attr-defined]
        self._saved()

    def _set_ui_scale(self, scale: float) -> None:
        self.app.set_ui_scale(scale)  # type: ignore[attr-defined]
        self._saved()

    def _set_colour_blind(self, on: bool) -> None:
        self.app.set_colour_blind(on)  # type: ignore[attr-defined]
        self._saved()

    def restore_defaults(self) -> None:
        """Every setting back to its default, applied at once and saved."""
        default = Settings()
        current = self.app.settings
        if current.fullscreen != default.fullscreen:
            self.app.toggle_fullscreen()  # type: ignore[attr-defined]
        if current.ui_scale != default.ui_scale:
            self.app.set_ui_scale(default.ui_scale)  # type: ignore[attr-defined]
        if current.colour_blind != default.colour_blind:
            self.app.set_colour_blind(default.colour_blind)  # type: ignore[attr-defined]
        for f in fields(Settings):
            if f.name not in ("fullscreen", "ui_scale", "colour_blind", "window_size"):
                setattr(current, f.name, getattr(default, f.name))
        _sound_follows()
        if tuple(current.window_size) != tuple(default.window_size):
            self._set_window(default.window_size)
        self.sync()
        self._saved()

    def sync(self) -> None:
        """Show the app's current settings in every control (e.g. after F11)."""
        s = self.app.settings
        self.window_size.options = window_options(s.window_size, self._largest())
        self._select(self.window_size, tuple(s.window_size))
        for name, choice in self.rows.items():
            if name != "window_size":
                self._select(choice, getattr(s, name))

    # lifecycle ---------------------------------------------------------------------------------
    def resume(self) -> None:
        self.sync()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.muted.value != self.app.settings.muted:  # M was pressed on this screen
            self._select(self.muted, self.app.settings.muted)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        theme = self.app.theme
        h = size[1]
        lay_heading(self.title, self.back, size, theme, width=0.4,
                    back_h=theme.font(FontRole.BODY_BOLD).get_linesize() + theme.px(12))
        back = self.back.rect
        words_w = theme.font(FontRole.BODY_BOLD).size(self.defaults.text)[0] + theme.px(32)
        defaults = pygame.Rect(0, back.y, max(back.w, words_w), back.h)
        defaults.right = self.back.rect.x - grid(theme, 2)
        self.defaults.layout(defaults)
        bottom = h - theme.font(FontRole.SMALL).get_linesize() - theme.px(12)
        self.list_panel, self.side_panel = columns(
            size, theme, round(h * 0.115), bottom, (0.47, 0.53)
        )  # on the menus' spacing grid
        inner = self.list_panel.inflate(-2 * theme.px(16), -2 * theme.px(14))
        self.pager.layout(inner, Choice.height_for(theme), theme.px(3))
        if hasattr(self, "rows"):
            self.sync()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.pager.handle_event(event):  # the wheel over the list
            self._aim_tooltip()
            self.app.request_redraw()
            return True
        used = super().handle_event(event)
        if self.pager.follow(self.focus.focused):  # Tab or an arrow went to a hidden row
            self._aim_tooltip()
            self.app.request_redraw()
        return used

    # frame -------------------------------------------------------------------------------------
    @property
    def explained(self) -> str | None:
        """The setting explained beside the list: the one pointed at, else the focused one."""
        for name, choice in self.rows.items():
            if choice.hovered:
                return name
        for name, choice in self.rows.items():
            if choice.focused:
                return name
        return None

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        self.backdrop.draw(surface)
        self.title.draw(surface)
        panel(surface, self.list_panel, theme)
        panel(surface, self.side_panel, theme)
        self.focus.draw(surface)
        self.pager.draw(surface)
        side = self.side_panel.inflate(-2 * theme.px(20), -2 * theme.px(16))
        y = side.y
        name = self.explained
        heading = self.rows[name].label if name else "Settings"
        about = ABOUT[name] if name else "Choose a setting on the left to see what it does."
        img = theme.text(heading, FontRole.HEADING, UI["text"])
        surface.blit(img, (side.x, y))
        y += img.get_height() + theme.px(6)
        pieces, used = flow_text([Run(about, FontRole.BODY, UI["text"])], side.w, theme)
        draw_pieces(surface, pieces, (side.x, y), theme)
        y += used + theme.px(22)
        y = self._draw_preview(surface, side, y)
        if self.status:
            colour = UI["text_dim"] if self.status_ok else UI["danger"]
            pieces, used = flow_text([Run(self.status, FontRole.SMALL, colour)], side.w, theme)
            draw_pieces(surface, pieces, (side.x, max(y, side.bottom - used)), theme)
        hint(surface, "Tab or Up/Down: next · Left/Right: change · Esc: back", self.size, theme)
        self.tooltip.draw(surface)

    def _draw_preview(self, surface: pygame.Surface, area: pygame.Rect, y: int) -> int:
        """Dive sites and tokens as the table draws them now; returns the y below."""
        theme = self.app.theme
        img = theme.text("Preview", FontRole.BODY_BOLD, UI["accent"])
        surface.blit(img, (area.x, y))
        y += img.get_height() + theme.px(6)
        gap = theme.px(10)
        site_w = (area.w - 2 * gap) // 3
        site_h = theme.px(58)
        small = theme.font(FontRole.SMALL).get_linesize()
        for i, column in enumerate(COLUMNS):
            rect = pygame.Rect(area.x + i * (site_w + gap), y, site_w, site_h)
            colour = palette.dive_site(theme, column)
            pygame.draw.rect(surface, colour, rect, border_radius=theme.px(6))
            if theme.colour_blind:
                pattern = DIVE_SITE_PATTERN[column]
                th.draw_pattern(surface, rect, pattern, th.shade(colour, 0.6))
            words = column.label
            if theme.colour_blind:
                words += f" · {PATTERN_WORDS[DIVE_SITE_PATTERN[column]]}"
            label = theme.text(words, FontRole.SMALL, UI["text"])
            surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + theme.px(3))))
        y += site_h + small + theme.px(14)
        size = theme.px(40)
        x = area.x
        for kind in ("egg", "young", "school"):
            icon = icons.icon(f"token.{kind}", size, theme)
            surface.blit(icon, (x, y))
            label = theme.text(kind, FontRole.SMALL, UI["text"])
            surface.blit(label, (x + size + theme.px(6), y + (size - label.get_height()) // 2))
            x += size + label.get_width() + theme.px(26)
        return y + size + theme.px(16)

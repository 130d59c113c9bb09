"""Display and interface settings the frontend reads (UI scale, colour-blind mode, ...).

Owns the in-memory settings record and the choices the settings screen offers for each field.
Saving to and loading from the user's config directory belongs to `settings_store`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..look.theme import MIN_WINDOW, TEXT_SIZES

#: Animation speeds the settings screen offers: (multiplier, name); 0 = animations off.
ANIMATION_SPEEDS: tuple[tuple[float, str], ...] = (
    (0.0, "off"), (2.0, "fast"), (1.0, "normal"), (0.5, "slow"),
)  # fmt: skip
#: Window sizes the settings screen offers (the window may also be resized freely).
WINDOW_PRESETS: tuple[tuple[int, int], ...] = (
    (1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160),
)  # fmt: skip
#: Volumes the settings screen offers: (volume 0..1, words).
VOLUMES: tuple[tuple[float, str], ...] = tuple(
    (v / 10, "off" if v == 0 else f"{v * 10}%") for v in range(11)
)
#: How a seat answers other players' all-players benefits (RULES.md 7; `flow.TablePrefs`).
ALL_PLAYERS_ANSWERS: tuple[str, ...] = ("ask", "take", "skip")


@dataclass
class Settings:
    """What the player chose; mutable, changed only by the settings screen or the CLI."""

    window_size: tuple[int, int] = MIN_WINDOW
    fullscreen: bool = False
    ui_scale: float = 1.0
    colour_blind: bool = False
    animation_speed: float = 1.0  # 0 = animations off
    confirm_end_turn: bool = False  # ask "end your turn?" before a turn ends
    all_players_default: str = "ask"  # each new seat's answer to all-players benefits
    first_turn_guide: bool = True  # walk a new player through their first turn at the table
    #: The games (by their names in `finspan.games`) whose first turn has been guided; with
    #: ``first_turn_guide`` on, each other game's first table shows its guide.
    guided: tuple[str, ...] = ()
    music_volume: float = 0.5  # 0..1 (`audio`)
    effects_volume: float = 0.8  # 0..1
    muted: bool = False  # all sound off (the M key)
    pass_screen: bool = False  # hot-seat: cover the table until the next person confirms
    pads_bound: bool = False  # hot-seat: each controller plays only its own seat (`seats`)

    def __post_init__(self) -> None:
        if self.ui_scale not in TEXT_SIZES:
            raise ValueError(f"UI scale must be one of {TEXT_SIZES}, not {self.ui_scale}")
        if self.all_players_default not in ALL_PLAYERS_ANSWERS:
            raise ValueError(
                f"the all-players answer must be one of {ALL_PLAYERS_ANSWERS}, "
                f"not {self.all_players_default!r}"
            )

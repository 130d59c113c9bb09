"""Display and interface settings the frontend reads (UI scale, colour-blind mode, ...).

Owns the in-memory settings record only. Saving to and loading from the user's config
directory belongs to the settings screen (issue 6) and is not done here.
"""

from __future__ import annotations

from dataclasses import dataclass

from .theme import MIN_WINDOW, UI_SCALES


@dataclass
class Settings:
    """What the player chose; mutable, changed only by the settings screen or the CLI."""

    window_size: tuple[int, int] = MIN_WINDOW
    fullscreen: bool = False
    ui_scale: float = 1.0
    colour_blind: bool = False
    animation_speed: float = 1.0  # 0 = animations off

    def __post_init__(self) -> None:
        if self.ui_scale not in UI_SCALES:
            raise ValueError(f"UI scale must be one of {UI_SCALES}, not {self.ui_scale}")

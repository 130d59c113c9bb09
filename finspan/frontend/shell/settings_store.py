"""Saving and restoring the player's settings as JSON in their config directory.

Owns the settings file's format (``settings.json``: a version number and one key per
`Settings` field) and its validation. Reading never raises: a missing file gives the
defaults quietly; an unreadable, corrupt, partial or wrong-typed file gives the defaults for
every field that could not be read, with a message to show the player. The file is read
through `finspan.boundary` (a regular file only, never waiting on a named pipe; at most
`MAX_FILE_BYTES`; strict UTF-8 with a byte order mark tolerated; JSON at most `MAX_DEPTH`
deep); each field then has a closed set of values or bounds. Writing is atomic (see
`finspan.userfiles`). Knows nothing about scenes or the window.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any

from ...boundary import BoundaryError, load_json, printable, read_text
from ...userfiles import config_dir, write_json_atomic
from ..look.theme import TEXT_SIZES
from .settings import ALL_PLAYERS_ANSWERS, ANIMATION_SPEEDS, Settings

SETTINGS_FILE = "settings.json"
FORMAT_VERSION = 1
#: Largest window side the file may ask for (8K); anything bigger is a corrupt value.
MAX_WINDOW_SIDE = 7680
MIN_WINDOW_SIDE = 320
#: A settings file is about 300 bytes and 2 levels deep; far more is not one of ours.
MAX_FILE_BYTES = 64 * 1024
MAX_DEPTH = 4


def settings_path() -> Path:
    """Where the settings live: ``<config dir>/settings.json`` (see `userfiles.config_dir`)."""
    return config_dir() / SETTINGS_FILE


def settings_to_dict(settings: Settings) -> dict[str, Any]:
    """The JSON-ready form of ``settings`` (with the format version). Pure."""
    data: dict[str, Any] = {"version": FORMAT_VERSION}
    for f in fields(Settings):
        value = getattr(settings, f.name)
        data[f.name] = list(value) if isinstance(value, tuple) else value
    return data


# --- Validation of each field: returns the value to use or raises ValueError(reason) --------


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{value!r:.40} is not true or false")
    return value


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"{value!r:.40} is not a number")
    return float(value)


def _window_size(value: Any) -> tuple[int, int]:
    if (
        not isinstance(value, list | tuple)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise ValueError(f"{value!r:.40} is not a width and a height")
    w, h = value
    if not (MIN_WINDOW_SIDE <= w <= MAX_WINDOW_SIDE and MIN_WINDOW_SIDE <= h <= MAX_WINDOW_SIDE):
        raise ValueError(f"{w} x {h} is not a usable window size")
    return int(w), int(h)


def _ui_scale(value: Any) -> float:
    scale = _number(value)
    if scale not in TEXT_SIZES:
        allowed = ", ".join(f"{round(s * 100)}%" for s in TEXT_SIZES)
        raise ValueError(f"{value!r:.40} is not one of {allowed}")
    return scale


def _animation_speed(value: Any) -> float:
    speed = _number(value)
    if speed not in {s for s, _ in ANIMATION_SPEEDS}:
        raise ValueError(f"{value!r:.40} is not one of the offered speeds")
    return speed


def _volume(value: Any) -> float:
    volume = _number(value)
    if not 0.0 <= volume <= 1.0:
        raise ValueError(f"{value!r} is not a volume from 0 to 1")
    return volume


def _names(value: Any) -> tuple[str, ...]:
    """A short list of short printable names (the games guided)."""
    if not isinstance(value, list | tuple) or len(value) > 20:
        raise ValueError(f"{value!r:.40} is not a list of names")
    if not all(isinstance(v, str) and 0 < len(v) <= 40 and v.isprintable() for v in value):
        raise ValueError(f"{value!r:.40} is not a list of names")
    return tuple(value)


def _answer(value: Any) -> str:
    if value not in ALL_PLAYERS_ANSWERS:
        raise ValueError(f"{value!r:.40} is not one of {', '.join(ALL_PLAYERS_ANSWERS)}")
    return value


_FIELDS: dict[str, Callable[[Any], Any]] = {
    "window_size": _window_size,
    "fullscreen": _bool,
    "ui_scale": _ui_scale,
    "colour_blind": _bool,
    "animation_speed": _animation_speed,
    "confirm_end_turn": _bool,
    "all_players_default": _answer,
    "first_turn_guide": _bool,
    "guided": _names,
    "music_volume": _volume,
    "effects_volume": _volume,
    "muted": _bool,
    "pass_screen": _bool,
    "pads_bound": _bool,
}


#: How the message names each field (the words of the settings screen).
FIELD_WORDS: dict[str, str] = {
    "window_size": "window size",
    "fullscreen": "full screen",
    "ui_scale": "interface size",
    "colour_blind": "colour-blind support",
    "animation_speed": "animation speed",
    "confirm_end_turn": "confirm before ending a turn",
    "all_players_default": "all-players answer",
    "first_turn_guide": "guided first turn",
    "guided": "games already guided",
    "music_volume": "music volume",
    "effects_volume": "effects volume",
    "muted": "sound muted",
    "pass_screen": "pass screen",
    "pads_bound": "controllers bound to seats",
}


def settings_from_dict(data: Any) -> tuple[Settings, list[str]]:
    """Settings from a parsed JSON value, field by field; never raises.

    Returns the settings (defaults for every field that is missing or invalid) and a list of
    problems in plain words (empty if everything was read). Missing fields are not problems
    (an older file simply lacks newer settings); unknown keys are ignored and reported.
    """
    settings = Settings()
    if not isinstance(data, dict):
        return settings, ["the file does not hold a settings record"]
    problems: list[str] = []
    for name, check in _FIELDS.items():
        if name not in data:
            continue
        try:
            setattr(settings, name, check(data[name]))
        except ValueError as exc:
            problems.append(f"{FIELD_WORDS[name]}: {exc}")
    unknown = sorted(str(k) for k in data if k not in _FIELDS and k != "version")
    if unknown:
        shown = ", ".join(printable(k, 40) for k in unknown[:5])
        more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
        problems.append(f"unknown settings ignored: {shown}{more}")
    return settings, problems


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and a message for the player, or None if all went well.

    ``path`` defaults to `settings_path()`. Never raises: a missing file gives the defaults
    and no message; anything unreadable gives defaults (field by field where possible) and a
    message saying what was reset. Does not write anything.
    """
    path = settings_path() if path is None else path
    try:
        raw = read_text(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        return Settings(), None
    except BoundaryError as exc:
        return Settings(), f"Could not read the settings file ({exc}); using the defaults."
    try:
        data = load_json(raw, MAX_DEPTH)
    except BoundaryError as exc:
        why = "nested too deeply" if "nested too deeply" in exc.problem else "not valid JSON"
        return Settings(), (
            f"The settings file {path} is damaged ({why}); using the defaults. "
            "Changing any setting writes a new file."
        )
    settings, problems = settings_from_dict(data)
    if not problems:
        return settings, None
    return settings, (
        "Some settings could not be read and use their defaults: " + "; ".join(problems) + "."
    )


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write ``settings`` atomically to ``path`` (default `settings_path()`); returns the path.

    Raises OSError if the file cannot be written (the old file is then untouched).
    """
    path = settings_path() if path is None else path
    write_json_atomic(path, settings_to_dict(settings))
    return path

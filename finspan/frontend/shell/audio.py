"""The game's sound: effects for what happens at the table, the music loop, volumes and mute.

Owns pygame's mixer and loading ``assets/sounds/``: the app's own effects (`UI_EFFECTS`) and
the games' (which event makes which effect is each game's own table). The mixer is opened
lazily, in small steps the app runs after its first frame (`Audio.prefetch`), so sound never
delays the first picture. Sound is never a reason to fail: no audio device,
``SDL_AUDIODRIVER=dummy``, a failed start or a missing file all mean silence, with the reason
kept in `Audio.problem` (a failed start is also said once on stderr). Reads the volumes and
mute from the app's `Settings`; never writes files and never opens scenes.

Scenes and widgets play through the module function `play`, which goes to the `Audio` the
app installed (`install`) and does nothing when there is none.
"""

from __future__ import annotations

import sys
import time
from collections import deque
from collections.abc import Callable, Sequence

import pygame

from ..look.resources import MissingAssetError, asset_path
from .settings import Settings

#: The app's own effects (buttons, a refused click), beside those of the games: every game's
#: registration names its effects (`finspan.frontend.kit.front.Sounds`), and the app that
#: makes the window gives them all to `Audio` (``effects``).
UI_EFFECTS: tuple[str, ...] = ("button_click", "illegal_click")
#: The music loop of the menus and the table (its loop lies between its LOOPSTART and
#: LOOPLENGTH comments, which pygame's music player follows).
MUSIC = "music_underwater"
#: The same effect is not started again within this many seconds: a skipped animation or
#: the "off" animation speed applies a whole turn's events at once, and twenty eggs in one
#: frame would be one loud noise, not twenty eggs.
MIN_GAP_S = 0.08
#: At most this many effects start within `MIN_GAP_S` of each other (a skipped turn is a
#: short flourish, not a din); the end of a week and winning are always heard.
MAX_TOGETHER = 3
ALWAYS_HEARD = frozenset({"week_ending", "winning"})
#: Mixer set-up: CD rate, 16-bit stereo, a 1024-frame buffer (23 ms: low latency for
#: clicks, yet few wake-ups of SDL's audio thread), channels for overlapping effects.
FREQUENCY, SAMPLE_SIZE, CHANNELS, BUFFER = 44100, -16, 2, 1024
MIX_CHANNELS = 12

class Audio:
    """The mixer, the loaded effects and the music, following ``settings``' volumes.

    States: ``off`` (never plays: headless runs), ``waiting`` (nothing opened yet),
    ``loading`` (mixer open, effects being read), ``ready``, ``failed`` (no sound; see
    `problem`). Nothing here raises for want of sound.
    """

    def __init__(
        self, settings: Settings, *, enabled: bool = True,
        clock: Callable[[], float] = time.monotonic,
        effects: Sequence[str] | Callable[[], Sequence[str]] = (),
    ) -> None:  # fmt: skip
        """``effects``: the games' effects, loaded beside `UI_EFFECTS`; or a function giving
        them, asked when the mixer opens (after the first frame: finding them imports each
        game's frontend)."""
        self.settings = settings
        self.state = "waiting" if enabled else "off"
        self.problem: str | None = None
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self._effects = effects
        self._to_load: list[str] = []
        self._music_loaded = False
        self._music_playing = False
        self._music_started = False
        self._last: dict[str, float] = {}
        self._clock = clock
        #: the effects started, latest last (the most recent 500; for tests and tools)
        self.played: deque[str] = deque(maxlen=500)

    # start-up ---------------------------------------------------------------------------
    @property
    def pending(self) -> bool:
        """True while start-up work remains (see `prefetch`)."""
        return self.state in ("waiting", "loading")

    def prefetch(self) -> bool:
        """Do one small step of the start-up: open the mixer, then read one effect per call,
        then start the music. Returns True while steps remain. For the app's idle time."""
        if self.state == "waiting":
            self._open()
        elif self.state == "loading":
            if self._to_load:
                self._load(self._to_load.pop(0))
            else:
                self._load_music()
                self.state = "ready"
                self.apply_settings()
        return self.pending

    def _open(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(FREQUENCY, SAMPLE_SIZE, CHANNELS, BUFFER)
            pygame.mixer.set_num_channels(MIX_CHANNELS)
        except (pygame.error, NotImplementedError, OSError) as exc:
            self._fail(f"no sound: the audio device could not be opened ({exc})")
        else:
            self.state = "loading"
            games = self._effects() if callable(self._effects) else self._effects
            self._to_load = list(dict.fromkeys((*UI_EFFECTS, *games)))

    def _load(self, name: str) -> None:
        try:
            self.sounds[name] = pygame.mixer.Sound(asset_path("sounds", f"{name}.ogg"))
        except (MissingAssetError, pygame.error, OSError) as exc:
            self.problem = f"sound {name!r} not loaded: {exc}"  # that one effect stays silent

    def _load_music(self) -> None:
        try:
            pygame.mixer.music.load(asset_path("sounds", f"{MUSIC}.ogg"))
        except (MissingAssetError, pygame.error, OSError) as exc:
            self.problem = f"music not loaded: {exc}"
        else:
            self._music_loaded = True

    def _fail(self, why: str) -> None:
        self.state = "failed"
        self.problem = why
        self.sounds.clear()
        print(f"finspan: {why}; the game goes on silently", file=sys.stderr)

    # settings -----------------------------------------------------------------------------
    @property
    def effects_volume(self) -> float:
        """The volume effects play at now (0 when muted)."""
        return 0.0 if self.settings.muted else _unit(self.settings.effects_volume)

    @property
    def music_volume(self) -> float:
        return 0.0 if self.settings.muted else _unit(self.settings.music_volume)

    @property
    def music_playing(self) -> bool:
        """True while the music loop is playing (not paused, muted or silenced)."""
        return self._music_playing

    def apply_settings(self) -> None:
        """Follow the settings' volumes and mute now: the music pauses at volume 0 or when
        muted (so the mixer decodes nothing) and resumes where it was."""
        if self.state != "ready" or not self._music_loaded:
            return
        volume = self.music_volume
        try:
            pygame.mixer.music.set_volume(volume)
            if volume > 0 and not self._music_playing:
                if self._music_started:
                    pygame.mixer.music.unpause()
                else:
                    pygame.mixer.music.play(loops=-1)
                    self._music_started = True
                self._music_playing = True
            elif volume == 0 and self._music_playing:
                pygame.mixer.music.pause()
                self._music_playing = False
        except pygame.error as exc:
            self._fail(f"no sound: the mixer stopped ({exc})")

    def toggle_mute(self) -> bool:
        """Mute or unmute everything (the M key); returns True if now muted."""
        self.settings.muted = not self.settings.muted
        self.apply_settings()
        return self.settings.muted

    # playing ------------------------------------------------------------------------------
    def play(self, name: str) -> bool:
        """Start effect ``name`` at the effects volume; True if it was started. Silently
        nothing when muted, not ready, unknown, or when the same effect (or `MAX_TOGETHER`
        others) began less than `MIN_GAP_S` ago."""
        volume = self.effects_volume
        sound = self.sounds.get(name)
        if self.state != "ready" or sound is None or volume <= 0:
            return False
        now = self._clock()
        if now - self._last.get(name, -1e9) < MIN_GAP_S:
            return False
        together = sum(1 for t in self._last.values() if now - t < MIN_GAP_S)
        if together >= MAX_TOGETHER and name not in ALWAYS_HEARD:
            return False
        self._last[name] = now
        try:
            sound.set_volume(volume)
            sound.play()
        except pygame.error as exc:
            self._fail(f"no sound: the mixer stopped ({exc})")
            return False
        self.played.append(name)
        return True


def _unit(value: float) -> float:
    return min(1.0, max(0.0, float(value)))


# --- The app's audio, for scenes and widgets --------------------------------------------------

_current: Audio | None = None


def install(audio: Audio | None) -> Audio | None:
    """Make ``audio`` the one `play` uses (None: silence); returns it."""
    global _current
    _current = audio
    return audio


def current() -> Audio | None:
    return _current


def play(name: str) -> bool:
    """Play effect ``name`` on the installed audio; False (and nothing) if there is none."""
    return _current is not None and _current.play(name)

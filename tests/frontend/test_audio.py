"""The sound: the event-to-effect table, the shipped files, and the audio layer under SDL's
dummy audio driver (set for every test in tests/conftest.py) or a failing one."""

from __future__ import annotations

import math
import os
import struct
import subprocess
import sys
from array import array
from collections import Counter

import pygame
import pytest

from finspan import engine as E
from finspan.app import app_effects, make_app
from finspan.engine import EVENT_TYPES, Game, Rng, Setup, greedy_policy
from finspan.frontend.finspan.launch import demo_game
from finspan.frontend.finspan.sounds import EVENT_SOUNDS, FINSPAN_EFFECTS, sound_for
from finspan.frontend.look.resources import asset_path
from finspan.frontend.shell import audio
from finspan.frontend.shell.app import App
from finspan.frontend.shell.audio import MIN_GAP_S, MUSIC, Audio
from finspan.frontend.shell.scene import Scene
from finspan.frontend.shell.settings import Settings
from finspan.frontend.shell.settings_store import (
    load_settings,
    save_settings,
    settings_from_dict,
    settings_to_dict,
)

EFFECTS = app_effects()


@pytest.fixture(autouse=True)
def _no_mixer_left_open():
    """Each test starts and ends with the mixer closed and no audio installed."""
    pygame.mixer.quit()
    yield
    audio.install(None)
    pygame.mixer.quit()


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def ready_audio(settings: Settings | None = None, clock=None) -> Audio:
    sound = Audio(settings or Settings(), clock=clock or FakeClock(), effects=EFFECTS)
    while sound.prefetch():
        pass
    return sound


# --- The table of events -----------------------------------------------------------------


def test_every_engine_event_type_has_an_entry_in_the_sound_table():
    assert len(EVENT_TYPES) > 30  # the engine's list of its events
    missing = sorted(t.__name__ for t in set(EVENT_TYPES) - set(EVENT_SOUNDS))
    assert missing == [], f"events with no sound entry (give one, or None for silence): {missing}"


def test_the_sound_table_names_only_engine_events_and_shipped_effects():
    assert set(EVENT_SOUNDS) <= set(EVENT_TYPES)
    named = {entry for entry in EVENT_SOUNDS.values() if isinstance(entry, str)}
    assert named <= set(EFFECTS)


def test_the_sound_loads_no_engine_events_until_it_plays_one():
    """The engine's events cost start-up time: the app's sounds (the shell's and every
    game's effects) leave them for later, until Finspan's table of them is first used."""
    code = (
        "import sys, finspan.app as r, finspan.frontend.finspan.sounds as s; r.app_effects(); "
        "print('finspan.engine.events' in sys.modules); s.sound_for(None); "
        "print('finspan.engine.events' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, timeout=60)  # fmt: skip
    assert done.stdout.split() == ["False", "True"]


def played_events() -> list[E.Event]:
    """All events of a 3-player game and a solo game against Nautoma (greedy, fixed seeds)."""
    found: list[E.Event] = []
    for setup in (Setup.multiplayer(3), Setup.solo_game(3, 2)):
        game = Game(setup, 7)
        rng = Rng(7)
        found += game.start_events
        while not game.is_over:
            found += game.apply(greedy_policy(game, rng))
    return found


def test_every_effect_of_the_table_is_heard_in_a_multiplayer_and_a_solo_game():
    heard = Counter(sound_for(e) for e in played_events())
    assert set(heard) - {None} <= set(FINSPAN_EFFECTS)
    assert set(FINSPAN_EFFECTS) - set(heard) == set()


def test_chosen_effects_depend_on_the_event():
    assert sound_for(E.FishPlayed(player=0, card=1, slot=0, consumed=None)) == "card_lay"
    assert sound_for(E.FishPlayed(player=0, card=1, slot=0, consumed=5)) == "fish_consumed"
    assert sound_for(E.DiverPlaced(player=0, site="play")) is None
    assert sound_for(E.DiverPlaced(player=0, site="blue")) == "diver_splash"
    tokens = {"player": 1, "eggs": 0, "young": 0, "schools": 0}
    assert sound_for(E.NautomaTokens(reason=E.TokenReason.HATCH, **tokens)) == "egg_hatching"
    assert sound_for(E.NautomaTokens(reason=E.TokenReason.SCHOOL, **tokens)) == "school_forming"
    no_points = E.AchievementScored(player=0, week=1, achievement="x", units=0, points=0)
    assert sound_for(no_points) is None
    assert sound_for(object()) is None  # not an engine event: silence


# --- The shipped files ----------------------------------------------------------------------


def decoded(name: str) -> array:
    """The file's samples as the mixer holds them (16-bit stereo, interleaved)."""
    raw = pygame.mixer.Sound(asset_path("sounds", f"{name}.ogg")).get_raw()
    return array("h", raw)


def dbfs(value: float) -> float:
    return 20 * math.log10(max(value, 1e-9) / 32768)


def rms(samples) -> float:
    return math.sqrt(sum(s * s for s in samples) / max(1, len(samples)))


@pytest.fixture
def mixer():
    pygame.mixer.init(44100, -16, 2, 1024)
    assert pygame.mixer.get_init() == (44100, -16, 2)
    return pygame.mixer


def test_every_effect_is_shipped_short_and_clearly_audible(mixer):
    for name in EFFECTS:
        samples = decoded(name)
        seconds = len(samples) / 2 / 44100
        assert 0.04 <= seconds <= 3.5, name
        assert dbfs(max(abs(s) for s in samples)) > -12, name  # peak
        assert dbfs(rms(samples)) > -30, name  # loudness over the whole effect


def mono_start(name: str, frames: int = 8000) -> list[int]:
    """The first ``frames`` frames mixed to mono, padded with silence."""
    s = decoded(name)[: 2 * frames]
    mono = [(s[i] + s[i + 1]) // 2 for i in range(0, len(s), 2)]
    return mono + [0] * (frames - len(mono))


def test_every_effect_differs_from_every_other(mixer):
    starts = {name: mono_start(name) for name in EFFECTS}
    level = {name: rms(x) for name, x in starts.items()}
    for i, a in enumerate(EFFECTS):
        for b in EFFECTS[i + 1 :]:
            difference = rms([x - y for x, y in zip(starts[a], starts[b], strict=True)])
            # identical sounds give 0; unrelated ones about 1
            assert difference / math.hypot(level[a], level[b]) > 0.5, (a, b)


def loop_points(path) -> tuple[int, int]:
    """(LOOPSTART, LOOPLENGTH) from the Vorbis comment header of an OGG file."""
    head = path.read_bytes()[:16384]
    at = head.index(b"\x03vorbis") + 7
    (vendor,) = struct.unpack_from("<I", head, at)
    at += 4 + vendor
    (count,) = struct.unpack_from("<I", head, at)
    at += 4
    tags = {}
    for _ in range(count):
        (length,) = struct.unpack_from("<I", head, at)
        key, _, value = head[at + 4 : at + 4 + length].decode().partition("=")
        tags[key.upper()] = value
        at += 4 + length
    return int(tags["LOOPSTART"]), int(tags["LOOPLENGTH"])


def test_the_music_loop_is_long_audible_and_seamless(mixer):
    start, length = loop_points(asset_path("sounds", f"{MUSIC}.ogg"))
    assert length / 44100 >= 20
    samples = decoded(MUSIC)
    assert len(samples) // 2 >= start + length
    loop = samples[2 * start : 2 * (start + length)]
    assert dbfs(max(abs(s) for s in loop)) > -12
    assert -30 < dbfs(rms(loop[::7])) < -12  # a quiet bed under the effects

    def at(frame: int, channel: int) -> int:
        return loop[2 * (frame % length) + channel]

    def jump(frame: int, channel: int) -> int:
        return abs(at(frame + 1, channel) - at(frame, channel))

    def bend(frame: int, channel: int) -> int:
        return abs(at(frame + 1, channel) - 2 * at(frame, channel) + at(frame - 1, channel))

    inside_jumps = sorted(jump(f, c) for f in range(1, length - 2, 5) for c in (0, 1))
    inside_bends = sorted(bend(f, c) for f in range(1, length - 2, 5) for c in (0, 1))
    p99 = inside_jumps[int(0.99 * len(inside_jumps))]
    # across the loop point (last frame -> first frame) the wave goes on as it does inside
    assert max(jump(length - 1, c) for c in (0, 1)) <= p99
    assert max(bend(f, c) for f in (length - 1, length) for c in (0, 1)) <= inside_bends[-1]


PLAY_THE_MUSIC = """
import os, sys, time
import pygame
out, seconds = sys.argv[1], float(sys.argv[2])
pygame.mixer.init(44100, -16, 2, 1024)
pygame.mixer.music.load(sys.argv[3])
pygame.mixer.music.set_volume(1.0)  # unity gain: the samples pass unchanged
pygame.mixer.music.play(loops=-1)
deadline = time.monotonic() + 120
while os.path.getsize(out) < seconds * 44100 * 4 and time.monotonic() < deadline:
    time.sleep(0.05)
pygame.mixer.music.stop()
pygame.mixer.quit()
"""


def test_the_music_player_repeats_exactly_the_tagged_loop(mixer, tmp_path):
    """What pygame's music player really plays (SDL's disk driver writes it to a file, as
    fast as it can): the lead-in, then the loop again and again, sample for sample."""
    path = asset_path("sounds", f"{MUSIC}.ogg")
    start, length = loop_points(path)
    out = tmp_path / "played.raw"
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(out),
           "SDL_DISKAUDIODELAY": "0"}  # fmt: skip
    seconds = (start + 2 * length) / 44100 + 12  # the device may run a few s before the music
    subprocess.run([sys.executable, "-c", PLAY_THE_MUSIC, str(out), str(seconds), str(path)],
                   env=env, check=True, capture_output=True, timeout=180)  # fmt: skip
    played = array("h", out.read_bytes())
    music = decoded(MUSIC)
    first = next(i for i, v in enumerate(played) if v != 0) // 2  # silence before the music
    assert played[2 * first : 2 * (first + 1000)] == music[: 2 * 1000]
    for loop_point in (start + length, start + 2 * length):  # end of the loop -> its start
        at = 2 * (first + loop_point)
        assert played[at - 200 : at] == music[2 * (start + length) - 200 : 2 * (start + length)]
        assert played[at : at + 200] == music[2 * start : 2 * start + 200]


# --- The audio layer ------------------------------------------------------------------------


def test_with_the_dummy_driver_everything_loads_and_the_music_plays():
    sound = Audio(Settings(), clock=FakeClock(), effects=EFFECTS)
    assert sound.pending and pygame.mixer.get_init() is None  # nothing opened yet
    steps = 0
    while sound.prefetch():
        steps += 1
    assert steps == len(EFFECTS) + 1  # one step to open, then one per effect
    assert sound.state == "ready" and sound.problem is None
    assert set(sound.sounds) == set(EFFECTS)
    assert sound.music_playing and pygame.mixer.music.get_busy()


def test_a_failing_audio_device_means_silence_and_no_error(monkeypatch, capsys):
    def no_device(*args, **kwargs):
        raise pygame.error("no available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Audio(Settings(), clock=FakeClock(), effects=EFFECTS)
    while sound.prefetch():
        pass
    assert sound.state == "failed" and "no available audio device" in sound.problem
    assert "no available audio device" in capsys.readouterr().err  # said once, for the player
    assert not sound.play("card_lay")
    assert not sound.play("egg_laid")
    assert sound.toggle_mute() is True and sound.settings.muted  # settings still change
    sound.apply_settings()
    assert not sound.music_playing


def test_a_missing_sound_file_silences_only_that_effect(monkeypatch):
    real = audio.asset_path

    def without_eggs(*parts: str):
        if parts[-1] == "egg_laid.ogg":
            raise audio.MissingAssetError("missing game file 'sounds/egg_laid.ogg'")
        return real(*parts)

    monkeypatch.setattr(audio, "asset_path", without_eggs)
    sound = ready_audio()
    assert sound.state == "ready" and "egg_laid" in sound.problem
    assert not sound.play("egg_laid")
    assert sound.play("egg_hatching")


def test_the_same_effect_is_not_restarted_within_the_minimum_gap():
    clock = FakeClock()
    sound = ready_audio(clock=clock)
    assert sound.play("egg_laid")
    assert not sound.play("egg_laid")  # twenty eggs in one frame are one sound
    assert sound.play("egg_hatching")  # another effect is not held back
    clock.now += MIN_GAP_S
    assert sound.play("egg_laid")
    assert list(sound.played) == ["egg_laid", "egg_hatching", "egg_laid"]
    assert not sound.play("no_such_effect")


def test_a_burst_of_different_effects_is_cut_to_a_few_but_a_week_end_is_always_heard():
    clock = FakeClock()
    sound = ready_audio(clock=clock)
    burst = ["card_pickup", "card_lay", "egg_laid", "egg_hatching", "diver_splash"]
    started = [name for name in burst if sound.play(name)]
    assert started == burst[: audio.MAX_TOGETHER]
    assert sound.play("week_ending")
    clock.now += MIN_GAP_S
    assert sound.play("diver_splash")


def test_mute_silences_effects_and_pauses_the_music_and_unmute_resumes_it():
    sound = ready_audio()
    assert sound.toggle_mute() is True
    assert sound.settings.muted and not sound.music_playing
    assert sound.effects_volume == 0 and not sound.play("points_scored")
    assert sound.toggle_mute() is False
    assert sound.music_playing and sound.play("points_scored")


def test_volumes_follow_the_settings():
    settings = Settings(music_volume=0.3, effects_volume=0.6)
    sound = ready_audio(settings)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.3, abs=0.01)
    assert sound.play("card_lay")
    assert sound.sounds["card_lay"].get_volume() == pytest.approx(0.6, abs=0.01)
    settings.music_volume = 0.0
    sound.apply_settings()
    assert not sound.music_playing  # volume off: paused, nothing decoded
    settings.music_volume = 0.8
    sound.apply_settings()
    assert sound.music_playing
    assert pygame.mixer.music.get_volume() == pytest.approx(0.8, abs=0.01)
    settings.effects_volume = 0.0
    assert not sound.play("card_drawn")


def test_module_functions_are_silent_without_installed_audio():
    audio.install(None)
    assert not audio.play("button_click")


# --- The app --------------------------------------------------------------------------------


def test_a_headless_app_is_silent_and_opens_no_mixer(app):
    assert app.audio.state == "off" and audio.current() is app.audio
    app.idle()
    assert pygame.mixer.get_init() is None
    assert not audio.play("button_click")


class FramesScene(Scene):
    """Animates for ``frames`` frames, noting whether the mixer was open at the first draw."""

    def __init__(self, app, frames: int) -> None:
        super().__init__(app)
        self.left = frames
        self.mixer_at_first_draw: object = "not drawn"

    @property
    def animating(self) -> bool:
        return True

    def update(self, dt: float) -> None:
        self.left -= 1
        if self.left <= 0:
            self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        if self.mixer_at_first_draw == "not drawn":
            self.mixer_at_first_draw = pygame.mixer.get_init()


def test_the_main_loop_opens_the_sound_only_after_the_first_frame():
    app = make_app(headless=True, sound=True)
    try:
        scene = FramesScene(app, len(EFFECTS) + 6)
        app.push(scene)
        app.run()
        assert scene.mixer_at_first_draw is None
        assert app.audio.state == "ready" and app.audio.music_playing
    finally:
        pygame.display.quit()


class Swallower(Scene):
    """Takes every key, as a focused text field does."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        return event.type == pygame.KEYDOWN


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="m")


def test_m_mutes_anywhere_and_is_remembered_in_the_settings_file(app):
    app.push(Scene(app))
    assert not app.settings.muted
    app.dispatch(key(pygame.K_m))
    assert app.settings.muted
    saved, problem = load_settings()
    assert saved.muted and problem is None
    app.dispatch(key(pygame.K_m))
    assert not app.settings.muted and not load_settings()[0].muted


def test_m_typed_into_a_scene_that_takes_keys_does_not_mute(app):
    app.push(Swallower(app))
    app.dispatch(key(pygame.K_m))
    assert not app.settings.muted


def is_in_order_within(part: list[str], whole: list[str]) -> bool:
    """True if ``part`` is ``whole`` with some items left out (order kept)."""
    rest = iter(whole)
    return all(any(item == other for other in rest) for item in part)


def test_the_table_plays_the_effects_of_the_events_it_shows():
    app = make_app(headless=True, sound=True)
    try:
        app.settings.animation_speed = 1.0  # normal speed, on a clock that follows the frames
        app.idle()  # the sound loads in idle time
        assert app.audio.state == "ready"
        clock = FakeClock()
        app.audio._clock = clock
        from finspan.frontend.finspan.scene import TableScene

        scene = TableScene(app, demo_game(Setup.multiplayer(2), 3))
        app.push(scene)
        shown: list[E.Event] = []
        real = scene.shown

        def spy(events):
            shown.extend(events)
            real(events)

        scene.shown = spy
        rng = Rng(3)
        for _ in range(12):
            if scene.game.decision is None:
                break
            scene.choose(greedy_policy(scene.game, rng))
            for _ in range(2000):
                if not scene.queue.busy:
                    break
                scene.update(1 / 60)
                clock.now += 1 / 60
        expected = [sound_for(e) for e in shown if sound_for(e) is not None]
        played = list(app.audio.played)
        assert len(expected) >= 10, "the turns played made almost no sound"
        assert is_in_order_within(played, expected)  # each effect is a shown event's
        assert set(played) == set(expected)  # every kind of event shown was heard
        assert len(played) >= len(expected) // 2  # (repeats close together are held back)
    finally:
        pygame.display.quit()


def test_clicking_a_button_clicks():
    from finspan.frontend.ui.widgets import Button

    sound = audio.install(ready_audio())
    pressed = []
    button = Button("Go", lambda: pressed.append(True))
    button.layout(pygame.Rect(0, 0, 100, 40))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        button.handle_event(pygame.event.Event(kind, pos=(10, 10), button=1))
    assert pressed and list(sound.played) == ["button_click"]


# --- The settings ---------------------------------------------------------------------------


def test_sound_settings_round_trip_through_the_settings_file():
    settings = Settings(music_volume=0.3, effects_volume=0.0, muted=True)
    save_settings(settings)
    loaded, problem = load_settings()
    assert problem is None
    assert (loaded.music_volume, loaded.effects_volume, loaded.muted) == (0.3, 0.0, True)
    assert settings_to_dict(Settings())["muted"] is False


def test_bad_sound_settings_fall_back_to_the_defaults_with_a_message():
    loaded, problems = settings_from_dict(
        {"music_volume": 1.5, "effects_volume": "loud", "muted": "yes"}
    )
    default = Settings()
    assert (loaded.music_volume, loaded.effects_volume, loaded.muted) == (
        default.music_volume, default.effects_volume, default.muted,
    )  # fmt: skip
    assert len(problems) == 3
    assert any("music volume" in p for p in problems)


def test_the_settings_screen_changes_the_volumes_mute_and_saves_them():
    from finspan.frontend.scenes.settings import SettingsScene

    app = make_app(headless=True, sound=True)
    try:
        app.idle()
        scene = SettingsScene(app)
        app.push(scene)
        assert app.audio.music_playing
        scene.music_volume.step(-5)  # 50% -> off
        assert app.settings.music_volume == 0.0 and not app.audio.music_playing
        scene.effects_volume.step(-2)  # 80% -> 60%
        assert app.settings.effects_volume == pytest.approx(0.6)
        scene.muted.step(1)
        assert app.settings.muted
        saved, _ = load_settings()
        assert (saved.music_volume, saved.muted) == (0.0, True)
        assert saved.effects_volume == pytest.approx(0.6)
        app.dispatch(key(pygame.K_m))  # M on this screen: the row follows
        app.step([], 1 / 60)
        assert not app.settings.muted and scene.muted.value is False
    finally:
        pygame.display.quit()


def test_restoring_the_default_settings_restores_the_sound():
    from finspan.frontend.scenes.settings import SettingsScene

    app = make_app(headless=True, sound=True)
    try:
        app.idle()
        scene = SettingsScene(app)
        app.push(scene)
        scene.muted.step(1)
        assert app.settings.muted and not app.audio.music_playing
        scene.restore_defaults()
        assert not app.settings.muted and app.audio.music_playing
        assert app.settings.music_volume == Settings().music_volume
        assert not load_settings()[0].muted
    finally:
        pygame.display.quit()


def test_the_first_frame_waits_for_neither_the_sound_nor_the_controllers():
    """The mixer, the games' effects and SDL's controllers start after the first picture:
    the effects are asked for when the mixer opens, the controllers at the next frame."""
    asked: list[str] = []

    def effects() -> tuple[str, ...]:
        asked.append("effects")
        return EFFECTS

    app = App(Settings(), headless=True, sound=True, effects=effects)
    app.stack.push(Swallower(app), app.size)
    assert app.step([], 1 / 60) and app.frames_drawn == 1
    assert not asked and not app.pads.started and app.audio.pending
    app.step([], 1 / 60)
    assert app.pads.started
    app.idle()
    assert asked == ["effects"] and not app.audio.pending
    if app.audio.state == "ready":
        assert set(EFFECTS) <= set(app.audio.sounds)

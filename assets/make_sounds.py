"""Write the game's sound effects and its music loop into ``assets/sounds/`` (OGG Vorbis).

Every sound is synthesised here from sine waves, filtered noise and envelopes: nothing is
recorded or taken from elsewhere. Run from the repository root, with the build-time tools
(not needed by the game itself):

    pip install -e ".[sounds]"
    python assets/make_sounds.py          # writes assets/sounds/*.ogg, prints a table
    python assets/make_sounds.py card_lay # only that one (each sound has its own seed)

Each sound's noise comes from its own seeded generator, so a run gives the same waveforms
(the OGG bytes differ from run to run: the Ogg stream's serial number is random). The names
written here are the ones `finspan.frontend.shell.audio` plays; adding a sound means adding it in
both places.

The music loop is built to be seamless: every frequency is a whole number of cycles per loop,
every slow change (chords, swells) is periodic with the loop, and the notes, bubbles and the
reverb's tail that run past the end wrap around to the start (circular convolution). A lossy
codec is least exact at a file's two ends, so the file holds the loop with two seconds of its
own end before it and two of its start after it, and names the loop with the ``LOOPSTART``
and ``LOOPLENGTH`` comments that SDL_mixer (pygame's music player) follows: playback starts
in the lead-in (which leads into the loop as the loop's end does) and then repeats the loop
itself, whose both ends lie well inside the file.
"""

from __future__ import annotations

import io
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

import numpy as np
import soundfile as sf
from mutagen.oggvorbis import OggVorbis

sys.path.insert(0, str(Path(__file__).resolve().parent))
import flip_sounds

SR = 44100
OUT = Path(__file__).resolve().parent / "sounds"
MUSIC = "music_underwater"
MUSIC_SECONDS = 32.0
#: Seconds of the loop's own end before it, and of its start after it, in the music file.
MUSIC_PAD_SECONDS = 2.0
MUSIC_COMPRESSION = 0.2
#: Starting points tried for the loop (see `write_loop`).
MUSIC_TURNS = 16
SEED = 1913

rng = np.random.default_rng(SEED)


def reseed(name: str) -> None:
    """Each sound draws its noise from its own seeded stream, so one can be rendered alone."""
    global rng
    rng = np.random.default_rng([SEED, zlib.crc32(name.encode())])


# --- Building blocks ------------------------------------------------------------------------


def times(seconds: float) -> np.ndarray:
    return np.arange(round(seconds * SR)) / SR


def tone(freq, seconds: float, *, shape: str = "sine") -> np.ndarray:
    """An oscillator; ``freq`` is a number or an array (a sweep) of len(times(seconds))."""
    n = round(seconds * SR)
    f = np.broadcast_to(np.asarray(freq, dtype=float), (n,))
    phase = 2 * np.pi * np.cumsum(f) / SR
    if shape == "sine":
        return np.sin(phase)
    if shape == "triangle":
        return 2 / np.pi * np.arcsin(np.sin(phase))
    if shape == "soft_square":
        return np.tanh(3 * np.sin(phase))
    raise ValueError(shape)


def noise(seconds: float) -> np.ndarray:
    return rng.standard_normal(round(seconds * SR))


def band(x: np.ndarray, low: float = 0.0, high: float = SR / 2, slope: float = 2.0) -> np.ndarray:
    """``x`` filtered (circularly, in the frequency domain) to keep low..high Hz."""
    spectrum = np.fft.rfft(x)
    f = np.fft.rfftfreq(len(x), 1 / SR)
    gain = np.ones_like(f)
    if low > 0:
        gain *= 1 / (1 + (low / np.maximum(f, 1e-3)) ** (2 * slope))
    if high < SR / 2:
        gain *= 1 / (1 + (f / high) ** (2 * slope))
    return np.fft.irfft(spectrum * gain, len(x))


def decay(seconds: float, tau: float, attack: float = 0.004) -> np.ndarray:
    """An envelope: a linear rise over ``attack`` s, then an exponential fall (time ``tau``)."""
    t = times(seconds)
    return np.minimum(1.0, t / attack) * np.exp(-t / tau)


def fade_edges(x: np.ndarray, start: float = 0.002, end: float = 0.02) -> np.ndarray:
    """No click at either end: short linear fades."""
    x = x.copy()
    a, b = round(start * SR), round(end * SR)
    if a:
        x[:a] *= np.linspace(0, 1, a)
    if b:
        x[-b:] *= np.linspace(1, 0, b)
    return x


def place(canvas: np.ndarray, sound: np.ndarray, at: float, *, wrap: bool = False) -> None:
    """Add ``sound`` into ``canvas`` starting at ``at`` seconds (wrapping past the end); its
    last 15 ms fade out, so that a sound cut before it has died away does not click."""
    sound = fade_edges(sound, 0.0, min(0.015, len(sound) / SR / 4))
    start = round(at * SR)
    if wrap:
        idx = (start + np.arange(len(sound))) % len(canvas)
        np.add.at(canvas, idx, sound)
    else:
        end = min(len(canvas), start + len(sound))
        canvas[start:end] += sound[: end - start]


def bubble(f0: float, seconds: float = 0.09, rise: float = 0.6, tau: float = 0.03) -> np.ndarray:
    """One bubble: a sine whose pitch rises as it dies away (as a real bubble's does)."""
    t = times(seconds)
    ring = tone(f0 * (1 + rise * t / seconds), seconds) * decay(seconds, tau, 0.002)
    return fade_edges(ring, 0.0, seconds / 3)  # no click where it is cut off


def bell(freq: float, seconds: float, tau: float, bright: float = 0.5) -> np.ndarray:
    """A soft bell: inharmonic partials, the high ones dying first."""
    out = np.zeros(round(seconds * SR))
    for ratio, amp, speed in ((1.0, 1.0, 1.0), (2.0, 0.35 * bright, 1.6), (2.76, 0.5 * bright, 2.2),
                              (5.4, 0.25 * bright, 3.5)):  # fmt: skip
        out += amp * tone(freq * ratio, seconds) * decay(seconds, tau / speed, 0.003)
    return fade_edges(out, 0.0, seconds / 4)


def reverb(x: np.ndarray, seconds: float, tau: float, mix: float, *, circular: bool = False):
    """``x`` with a diffuse tail (convolution with decaying, darkened noise). Linear
    convolution lengthens the sound by ``seconds``; circular keeps its length and wraps."""
    ir = band(noise(seconds), 200, 5000, 1) * decay(seconds, tau, 0.01)
    ir /= np.sqrt(np.sum(ir**2))
    if circular:
        n = len(x)
        wet = np.fft.irfft(np.fft.rfft(x) * np.fft.rfft(ir, n), n)
        return (1 - mix) * x + mix * wet
    x = fade_edges(x, 0.0, 0.015)  # the dry sound may stop short: no click where it does
    n = len(x) + len(ir)
    wet = np.fft.irfft(np.fft.rfft(x, n) * np.fft.rfft(ir, n), n)
    dry = np.concatenate([x, np.zeros(len(ir))])
    return (1 - mix) * dry + mix * wet


def normalise(x: np.ndarray, peak_db: float) -> np.ndarray:
    return x / np.max(np.abs(x)) * 10 ** (peak_db / 20)


def note(name: str) -> float:
    """Frequency of a note such as ``"D4"`` or ``"Bb3"`` (A4 = 440 Hz)."""
    names = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = names[name[0]] + (name[1] == "#") - (name[1] == "b")
    octave = int(name[-1])
    return 440.0 * 2 ** ((semis + 12 * (octave - 4)) / 12)


# --- The effects -----------------------------------------------------------------------------


def card_pickup() -> np.ndarray:
    """A light papery swish going up: a card lifted from the hand."""
    s = 0.16
    t = times(s)
    swish = band(noise(s), 1800, 7000) * np.sin(np.pi * t / s) ** 2
    return fade_edges(swish + 0.25 * tone(900 + 1400 * t / s, s) * decay(s, 0.05))


def card_lay() -> np.ndarray:
    """A card laid on the ocean: a short slap and a soft low thump."""
    s = 0.26
    slap = band(noise(s), 700, 4000) * decay(s, 0.018, 0.001)
    thump = tone(180 * np.exp(-times(s) * 6), s) * decay(s, 0.06, 0.002)
    return fade_edges(reverb(0.8 * slap + thump, 0.25, 0.06, 0.25))


def fish_consumed() -> np.ndarray:
    """A fish swallowed: a low gulp falling in pitch, then two small bubbles."""
    s = 0.42
    out = np.zeros(round(s * SR))
    t = times(0.2)
    place(out, tone(320 * np.exp(-t * 7), 0.2, shape="soft_square") * decay(0.2, 0.06), 0.0)
    place(out, band(noise(0.05), 300, 1500) * decay(0.05, 0.01), 0.0)
    place(out, 0.6 * bubble(520, 0.1, 0.8), 0.19)
    place(out, 0.45 * bubble(760, 0.08, 0.8), 0.28)
    return fade_edges(out)


def egg_laid() -> np.ndarray:
    """An egg settling: a round plop with a soft tail."""
    s = 0.3
    plop = tone(420 * (1 + 1.6 * times(s) / s), s) * decay(s, 0.045, 0.002)
    return fade_edges(reverb(plop, 0.3, 0.08, 0.2)[: round(0.45 * SR)])


def egg_hatching() -> np.ndarray:
    """An egg hatching: two dry cracks, then a bright rising chirp."""
    s = 0.62
    out = np.zeros(round(s * SR))
    for at in (0.0, 0.07):
        place(out, band(noise(0.03), 2500, 9000) * decay(0.03, 0.006, 0.0005), at)
    t = times(0.26)
    place(out, 0.7 * tone(1100 + 1300 * (t / 0.26) ** 2, 0.26) * decay(0.26, 0.09, 0.01), 0.16)
    place(out, 0.35 * bubble(1500, 0.08), 0.36)
    return fade_edges(out)


def school_forming() -> np.ndarray:
    """Three young becoming a school: three bubbly bell notes rising, ringing together."""
    s = 0.95
    out = np.zeros(round(s * SR))
    for i, name in enumerate(("G5", "B5", "D6")):
        place(out, bell(note(name), 0.75, 0.35, 0.4), 0.1 * i)
        place(out, 0.3 * bubble(700 + 250 * i, 0.07), 0.1 * i + 0.02)
    return fade_edges(reverb(out, 0.5, 0.15, 0.3)[: round(1.2 * SR)])


def diver_splash() -> np.ndarray:
    """The diver jumping in: a burst of bright noise darkening, and bubbles after it."""
    s = 0.75
    t = times(s)
    burst = noise(s) * decay(s, 0.12, 0.006)
    bright = band(burst[: round(0.2 * SR)], 2000, 10000)
    dark = band(burst, 150, 1800)
    out = 0.9 * dark
    place(out, 0.8 * bright * decay(0.2, 0.05), 0.0)
    for i, f in enumerate((900, 1250, 700, 1500, 1000)):
        place(out, 0.3 * bubble(f, 0.07), 0.18 + 0.07 * i + 0.02 * np.sin(i))
    out *= 1 - 0.3 * t / s
    return fade_edges(out)


def diver_descending() -> np.ndarray:
    """The diver going one row deeper: a soft falling whoosh and a low bubble."""
    s = 0.4
    t = times(s)
    whoosh = band(noise(s), 200, 900) * np.sin(np.pi * t / s) ** 1.5
    sink = tone(260 * np.exp(-t * 2.2), s, shape="triangle") * decay(s, 0.16, 0.03)
    out = 0.8 * whoosh + 0.5 * sink
    place(out, 0.35 * bubble(380, 0.09, 0.5), 0.12)
    return fade_edges(out)


def card_drawn() -> np.ndarray:
    """A card drawn from the deck: a quick downward swish and a light tick."""
    s = 0.22
    t = times(s)
    swish = band(noise(s), 1200, 5000) * np.sin(np.pi * t / s) ** 3
    tick = tone(2600, s) * decay(s, 0.008, 0.0005)
    return fade_edges(swish + 0.4 * tone(1500 - 900 * t / s, s) * decay(s, 0.06) + 0.5 * tick)


def points_scored() -> np.ndarray:
    """Points scored: a bright two-note ding (a fifth up)."""
    s = 0.7
    out = np.zeros(round(s * SR))
    place(out, bell(note("E6"), 0.5, 0.14, 0.7), 0.0)
    place(out, bell(note("B6"), 0.6, 0.2, 0.7), 0.07)
    return fade_edges(reverb(out, 0.4, 0.1, 0.2)[: round(0.9 * SR)])


def week_ending() -> np.ndarray:
    """The end of a week: a slow, falling then resolving chime under a held chord."""
    s = 1.7
    out = np.zeros(round(s * SR))
    for i, name in enumerate(("A5", "F#5", "D5", "A4")):
        place(out, bell(note(name), 1.2, 0.45, 0.35), 0.16 * i)
    t = times(s)
    pad = sum(tone(note(n), s) for n in ("D4", "F#4", "A4"))
    out += 0.25 * pad * np.minimum(1, t / 0.5) * np.exp(-np.maximum(0, t - 0.6) / 0.35)
    return fade_edges(reverb(out, 0.8, 0.25, 0.3)[: round(2.2 * SR)], end=0.1)


def winning() -> np.ndarray:
    """Winning: a rising fanfare of bells over a bright major chord, with a shower of bubbles."""
    s = 2.4
    out = np.zeros(round(s * SR))
    for i, name in enumerate(("C5", "E5", "G5", "C6", "E6", "G6")):
        place(out, bell(note(name), 1.4, 0.5, 0.6), 0.11 * i)
    t = times(1.8)
    chord = sum(tone(note(n), 1.8, shape="triangle") for n in ("C4", "E4", "G4", "C5"))
    place(out, 0.22 * chord * np.minimum(1, t / 0.15) * np.exp(-t / 0.7), 0.66)
    for i in range(10):
        place(out, 0.18 * bubble(900 + 120 * (i % 5) + 60 * i, 0.07), 0.7 + 0.09 * i)
    return fade_edges(reverb(out, 1.0, 0.3, 0.3)[: round(3.0 * SR)], end=0.15)


def button_click() -> np.ndarray:
    """A button pressed: a short, soft wooden tick."""
    s = 0.06
    return fade_edges(
        tone(1800, s) * decay(s, 0.008, 0.0005)
        + 0.4 * band(noise(s), 3000, 8000) * decay(s, 0.003, 0.0003),
        end=0.005,
    )


def illegal_click() -> np.ndarray:
    """A click on something that cannot be done: a low, muffled double bonk."""
    s = 0.32
    out = np.zeros(round(s * SR))
    for i, f in enumerate((196, 165)):
        t = times(0.13)
        place(out, tone(f * (1 - 0.1 * t / 0.13), 0.13, shape="soft_square")
              * decay(0.13, 0.05, 0.004), 0.14 * i)  # fmt: skip
    return fade_edges(band(out, 60, 1500))


def marker_placed() -> np.ndarray:
    """Nautoma placing or removing a marker: a hollow knock, like wood under water."""
    s = 0.22
    t = times(s)
    knock = tone(520 * (1 - 0.25 * t / s), s, shape="triangle") * decay(s, 0.035, 0.001)
    return fade_edges(reverb(knock + 0.5 * tone(1040, s) * decay(s, 0.012), 0.2, 0.05, 0.25))


#: name -> (how it is made, peak level in dBFS). `finspan.frontend.shell.audio.EFFECTS` plays these.
EFFECTS: dict[str, tuple[Callable[[], np.ndarray], float]] = {
    "card_pickup": (card_pickup, -6.0),
    "card_lay": (card_lay, -4.0),
    "fish_consumed": (fish_consumed, -4.0),
    "egg_laid": (egg_laid, -5.0),
    "egg_hatching": (egg_hatching, -5.0),
    "school_forming": (school_forming, -4.0),
    "diver_splash": (diver_splash, -4.0),
    "diver_descending": (diver_descending, -7.0),
    "card_drawn": (card_drawn, -6.0),
    "points_scored": (points_scored, -5.0),
    "week_ending": (week_ending, -3.0),
    "winning": (winning, -3.0),
    "button_click": (button_click, -9.0),
    "illegal_click": (illegal_click, -9.0),
    "marker_placed": (marker_placed, -6.0),
}
EFFECTS.update(flip_sounds.effects(sys.modules[__name__]))  # Fish'n'Flip's (flip_sounds.py)


# --- The music loop --------------------------------------------------------------------------


def music(seconds: float = MUSIC_SECONDS) -> np.ndarray:
    """The ambient underwater loop (stereo, ``seconds`` long, seamless at the loop point)."""
    n = round(seconds * SR)
    t = np.arange(n) / SR

    def whole(f: float) -> float:
        """The nearest frequency with a whole number of cycles in the loop."""
        return round(f * seconds) / seconds

    def cycles(k: int, offset: float = 0.0) -> np.ndarray:
        """A slow sine making ``k`` whole cycles per loop (for swells and pans)."""
        return np.sin(2 * np.pi * (k * t / seconds + offset))

    left, right = np.zeros(n), np.zeros(n)
    # Four chords (D minor 9, Bb major 7, F major 7 over A, C add 9), eight seconds each,
    # crossfading smoothly; the weights are periodic, so the last chord flows into the first.
    chords = (
        ("D3", "A3", "C4", "F4", "E4"),
        ("Bb2", "F3", "A3", "D4", "C4"),
        ("A2", "F3", "C4", "E4", "G4"),
        ("C3", "G3", "D4", "E4", "A4"),
    )
    weights = np.array([(0.5 + 0.5 * np.cos(2 * np.pi * (t / seconds - (i + 0.5) / 4))) ** 6
                        for i in range(4)])  # fmt: skip
    weights /= weights.sum(axis=0)
    for chord, w in zip(chords, weights, strict=True):
        for j, name in enumerate(chord):
            f = whole(note(name))
            detune = 3 / seconds  # a slow chorus: a few beats per loop
            voice = np.sin(2 * np.pi * f * t) + 0.6 * np.sin(2 * np.pi * (f + detune) * t + j)
            voice += 0.12 * np.sin(2 * np.pi * 2 * f * t + 2 * j)
            pan = 0.5 + 0.35 * np.sin(j * 1.7)
            gain = 0.09 * w * (0.8 + 0.2 * cycles(j + 2, j / 5))
            left += (1 - pan) * gain * voice
            right += pan * gain * voice
    # A deep drone on D that breathes twice per loop.
    drone = np.sin(2 * np.pi * whole(note("D2")) * t) * (0.75 + 0.25 * cycles(2))
    left += 0.12 * drone
    right += 0.12 * drone
    # Water: dark filtered noise, slowly swelling (independent in each ear).
    for side, offset in ((left, 0.0), (right, 0.37)):
        water = band(rng.standard_normal(n), 60, 420, 1.5)
        water /= np.std(water)
        side += 0.05 * water * (0.7 + 0.3 * cycles(3, offset)) * (0.85 + 0.15 * cycles(5))
    # A sparse, high melody of soft bells in D dorian, wrapping around the loop point.
    melody = (("A5", 1.0), ("F5", 3.0), ("E5", 4.5), ("D5", 7.0), ("C6", 10.0), ("A5", 11.5),
              ("G5", 14.0), ("F5", 17.5), ("A5", 19.0), ("E5", 22.0), ("D5", 25.0),
              ("C5", 27.5), ("D5", 31.2))  # fmt: skip
    for i, (name, at) in enumerate(melody):
        ring = 0.11 * bell(whole(note(name)), 3.0, 0.9, 0.3)
        pan = 0.5 + 0.3 * np.sin(i * 2.3)
        place(left, (1 - pan) * ring, at, wrap=True)
        place(right, pan * ring, at, wrap=True)
    # Bubbles rising now and then, in small clusters, some crossing the loop point.
    for cluster in range(9):
        at = (cluster * 3.55 + 0.8) % seconds
        for k in range(int(rng.integers(2, 6))):
            b = 0.06 * bubble(float(rng.uniform(500, 1600)), 0.1, 0.7, 0.03)
            pan = float(rng.uniform(0.15, 0.85))
            when = at + k * float(rng.uniform(0.06, 0.16))
            place(left, (1 - pan) * b, when, wrap=True)
            place(right, pan * b, when, wrap=True)
    # A wide, circular reverb: its tail at the end of the loop rings on into the start.
    left = reverb(left, 3.0, 0.9, 0.45, circular=True)
    right = reverb(right, 3.0, 0.9, 0.45, circular=True)
    stereo = np.stack([left, right], axis=1)
    return normalise(stereo, -6.0)


# --- Writing and measuring -------------------------------------------------------------------


def db(x: float) -> float:
    return 20 * np.log10(max(x, 1e-12))


def write(name: str, samples: np.ndarray) -> Path:
    """``samples`` as ``sounds/<name>.ogg`` (libvorbis's default quality)."""
    path = OUT / f"{name}.ogg"
    sf.write(path, np.clip(samples, -1, 1), SR, format="OGG", subtype="VORBIS")
    return path


def seam_bends(data: np.ndarray, start: int, length: int) -> tuple[float, np.ndarray]:
    """The largest second difference across the loop point of ``data[start:start+length]``,
    and every second difference inside the loop (per frame, the larger channel)."""
    loop = data[start : start + length]
    across = np.concatenate([loop[-2:], loop[:2]])
    seam = float(np.abs(np.diff(across, 2, axis=0)).max())
    return seam, np.abs(np.diff(loop, 2, axis=0)).max(axis=1)


def write_loop(name: str, loop: np.ndarray) -> Path:
    """The loop with its padding, tagged with where the loop lies (in samples).

    The codec's error differs on the two sides of the loop point (they are 32 s apart in the
    stream), which can leave a small step there even though the wave itself runs on smoothly.
    So the loop is tried turned to `MUSIC_TURNS` starting points (it is periodic: any point
    can be the loop point) and encoded each time; the one whose loop point bends least once
    decoded is kept. It is also encoded finer than the effects (`MUSIC_COMPRESSION`)."""
    pad = round(MUSIC_PAD_SECONDS * SR)
    n = len(loop)
    best: tuple[float, int, bytes] | None = None
    for k in range(MUSIC_TURNS):
        turned = np.roll(loop, -k * n // MUSIC_TURNS, axis=0)
        buffer = io.BytesIO()
        padded = np.clip(np.concatenate([turned[-pad:], turned, turned[:pad]]), -1, 1)
        sf.write(buffer, padded, SR, format="OGG", subtype="VORBIS",
                 compression_level=MUSIC_COMPRESSION)  # fmt: skip
        buffer.seek(0)
        seam, _ = seam_bends(sf.read(buffer, always_2d=True)[0], pad, n)
        if best is None or seam < best[0]:
            best = (seam, k, buffer.getvalue())
    assert best is not None
    print(f"loop point: turn {best[1]} of {MUSIC_TURNS} kept (bend {best[0]:.5f} there)")
    path = OUT / f"{name}.ogg"
    path.write_bytes(best[2])
    tags = OggVorbis(path)
    tags["LOOPSTART"] = str(pad)
    tags["LOOPLENGTH"] = str(n)
    tags.save()
    return path


def describe(path: Path, part: slice = slice(None)) -> str:
    """Duration, peak and RMS of the file as written (decoded again), or of ``part`` of it."""
    data, rate = sf.read(path, always_2d=True)
    data = data[part]
    mono = data.mean(axis=1)
    peak = db(float(np.max(np.abs(data))))
    rms = db(float(np.sqrt(np.mean(mono**2))))
    kb = path.stat().st_size / 1024
    return (f"{path.name:24} {len(data) / rate:6.2f} s  peak {peak:6.1f} dBFS  "
            f"RMS {rms:6.1f} dBFS  {kb:5.1f} KB")  # fmt: skip


def loop_part(path: Path) -> slice:
    tags = OggVorbis(path)
    start = int(tags["LOOPSTART"][0])
    return slice(start, start + int(tags["LOOPLENGTH"][0]))


def seam(path: Path) -> str:
    """How the loop's last sample meets its first (as decoded), against the rest of the loop:
    the jump (first difference) and the bend (second difference) across the loop point."""
    part = loop_part(path)
    data, _ = sf.read(path, always_2d=True)
    loop = data[part]
    jump = np.abs(loop[0] - loop[-1]).max()
    bend, bends = seam_bends(data, part.start, part.stop - part.start)
    steps = np.abs(np.diff(loop, axis=0)).max(axis=1)
    return (
        f"loop point: jump {jump:.5f} (inside the loop: median {np.median(steps):.5f}, "
        f"99th percentile {np.percentile(steps, 99):.5f}, largest {steps.max():.5f}); "
        f"bend {bend:.5f} (inside: median {np.median(bends):.5f}, 99th percentile "
        f"{np.percentile(bends, 99):.5f}, largest {bends.max():.5f})"
    )


def main(names: list[str]) -> None:
    """Render the sounds named (all if none are)."""
    OUT.mkdir(exist_ok=True)
    unknown = set(names) - set(EFFECTS) - {MUSIC}
    if unknown:
        raise SystemExit(f"unknown sounds: {', '.join(sorted(unknown))}")
    for name, (make, peak) in EFFECTS.items():
        if not names or name in names:
            reseed(name)
            print(describe(write(name, normalise(make(), peak))))
    if not names or MUSIC in names:
        reseed(MUSIC)
        path = write_loop(MUSIC, music())
        print(describe(path), "(whole file)")
        print(describe(path, loop_part(path)), "(the loop)")
        print(seam(path))


if __name__ == "__main__":
    main(sys.argv[1:])

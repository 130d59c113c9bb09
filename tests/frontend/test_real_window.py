"""The game in a real X11 window: Xvfb as the display, xdotool as the player's hands, Pillow's
ImageGrab as the eyes. Clicks through title -> new solo game -> play a fish -> dive -> menu ->
quit to title -> new 3-player game -> a few turns, and checks the window at each step: that the
program is alive, that each screen looks like itself, and that moving the mouse over nothing
reveals nothing new (a frame left stale until input is the bug this catches).

Skipped, saying why, where Xvfb, xdotool or Pillow is missing (`.ci/run` installs them when it
can). About 40 s.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")),
    reason="needs the Debian packages xvfb and xdotool (apt-get install -y xvfb xdotool)",
)
ImageGrab = pytest.importorskip("PIL.ImageGrab", reason="needs Pillow (the dev extra)")
ImageChops = pytest.importorskip("PIL.ImageChops", reason="needs Pillow (the dev extra)")
ImageStat = pytest.importorskip("PIL.ImageStat", reason="needs Pillow (the dev extra)")

SIZE = (1280, 720)
NEUTRAL = (700, 4)  # the top bar's empty middle: hovering it shows nothing
SHOTS = os.environ.get("FINSPAN_REAL_WINDOW_SHOTS")  # keep the screenshots in this folder


class RealWindow:
    """Xvfb on a free display with the game running in it, driven through xdotool."""

    def __init__(self, home: Path) -> None:
        read_end, write_end = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24",
             "-nolisten", "tcp"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        os.close(write_end)
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.xvfb.kill()
            pytest.skip("Xvfb is installed but did not start")
        self.display = f":{number}"
        self.env = {
            **os.environ, "DISPLAY": self.display, "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy", "HOME": str(home),
            "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_STATE_HOME": str(home / "state"), "XDG_CACHE_HOME": str(home / "cache"),
        }  # fmt: skip
        self.log = open(home / "game.log", "w+")  # noqa: SIM115 - closed in close()
        self.game = subprocess.Popen(
            [sys.executable, "-m", "finspan"], env=self.env, stdout=self.log,
            stderr=subprocess.STDOUT,
        )  # fmt: skip
        self.shots = 0

    def xdo(self, *words: str) -> None:
        subprocess.run(["xdotool", *words], env=self.env, check=False, capture_output=True)

    def key(self, *names: str, wait: float = 0.6) -> None:
        for name in names:
            self.xdo("key", name)
            time.sleep(0.15)
        time.sleep(wait)

    def click(self, pos: tuple[int, int], wait: float = 0.8) -> None:
        self.xdo("mousemove", str(pos[0]), str(pos[1]))
        time.sleep(0.15)
        self.xdo("click", "1")
        time.sleep(0.2)
        self.xdo("mousemove", str(NEUTRAL[0]), str(NEUTRAL[1]))  # the hand leaves the mouse
        time.sleep(wait)

    def type(self, text: str) -> None:
        self.xdo("type", "--delay", "60", text)
        time.sleep(0.4)

    def grab(self, name: str):
        image = ImageGrab.grab(xdisplay=self.display).convert("RGB")
        self.shots += 1
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            image.save(Path(SHOTS) / f"{self.shots:02d}-{name}.png")
        return image

    def alive(self) -> bool:
        return self.game.poll() is None

    def output(self) -> str:
        self.log.seek(0)
        return self.log.read()[-3000:]

    def close(self) -> None:
        if self.game.poll() is None:
            self.game.terminate()
            try:
                self.game.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.game.kill()
        self.xvfb.terminate()
        self.xvfb.wait(timeout=10)
        self.log.close()


def difference(a, b) -> float:
    """Mean absolute difference of two screenshots, 0-255."""
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


def settled(window: RealWindow, name: str, wait: float = 3.0):
    """Wait for the screen to come to rest, then check that moving the mouse over nothing shows
    nothing new: the window already showed the current state without input."""
    time.sleep(wait)
    before = window.grab(name)
    window.xdo("mousemove", str(NEUTRAL[0] + 3), str(NEUTRAL[1] + 1))
    time.sleep(0.6)
    after = window.grab(f"{name}-after-mouse")
    window.xdo("mousemove", str(NEUTRAL[0]), str(NEUTRAL[1]))
    assert difference(before, after) < 0.05, f"{name}: the window was stale until the mouse moved"
    assert window.alive(), f"the game ended at {name}:\n{window.output()}"
    return after


@pytest.fixture
def window(tmp_path):
    w = RealWindow(tmp_path)
    yield w
    w.close()


def test_a_real_window_from_title_to_a_solo_game_back_to_title_and_into_a_3_player_game(window):
    time.sleep(4)  # start-up
    window.xdo("mousemove", str(NEUTRAL[0]), str(NEUTRAL[1]))
    title = window.grab("title")
    assert window.alive(), window.output()
    assert ImageStat.Stat(title).stddev[2] > 10, "the title shows nothing"

    # New game -> solo (the default) with seed 5 -> Start.
    window.key("Return", wait=1.0)
    window.click((1010, 316))  # the seed field
    window.type("5")
    window.click((1010, 606), wait=0.5)  # Start game
    table = settled(window, "solo-table")
    assert difference(title, table) > 8, "the table looks like the title"

    # Dive at the blue dive site (its DIVE button) and take what it offers; the turn ends and
    # Nautoma plays hers.
    window.click((347, 68))
    window.key("1", "1")
    dived = settled(window, "dived-and-nautomas-turn")
    assert difference(table, dived) > 0.5, "the dive changed nothing on screen"

    # Play a fish (seed 5: the second card, Blue Lanternfish) on its first slot, paying with
    # the first choices offered.
    window.key("2", "1", "1", "1")
    played = settled(window, "fish-played")
    assert difference(dived, played) > 0.5, "playing a fish changed nothing on screen"

    # Menu -> Quit to title: the program goes on, at the title.
    window.click((1232, 21), wait=1.0)
    menu = window.grab("menu")
    assert difference(played, menu) > 0.5, "the menu did not open"
    window.key("Up", "Return", wait=2.0)
    back = window.grab("back-at-title")
    assert window.alive(), f"Quit to title ended the program:\n{window.output()}"
    assert difference(back, title) < difference(back, played), "Quit did not show the title"

    # New game (Continue is first now) -> hot-seat -> 3 players -> Start.
    window.key("Down", "Return", wait=1.0)
    window.click((318, 187))  # Game: the hot-seat tile
    window.click((705, 187))  # Players (beside the tiles): 2 -> 3
    window.click((1010, 316))  # the seed field
    window.type("11")
    setup = window.grab("setup-hot-seat")
    window.click((1010, 606), wait=0.5)  # Start game
    three = settled(window, "hot-seat-table")
    assert difference(setup, three) > 8, "the hot-seat table did not open"
    for k in range(3):  # a few turns, through the seats: each dives and takes the bonus
        window.click((347, 68), wait=0.3)
        window.key("1", "1", wait=0.3)
        settled(window, f"hot-seat-turn-{k}", wait=2.0)
    assert window.alive(), window.output()

"""The game in a real X11 window: Xvfb as the display, xdotool as the player's hands, Pillow's
ImageGrab as the eyes. Clicks through title -> new solo game -> play a fish -> dive -> menu ->
quit to title -> new 3-player game -> a few turns, and checks the window at each step: that the
program is alive, that each screen looks like itself, and that moving the mouse over nothing
reveals nothing new (a frame left stale until input is the bug this catches). Fish'n'Flip's
path: title -> Fish'n'Flip -> a cooperative turn by clicks -> menu -> title -> a competitive
round against two computer bidders; a `Mirror` of the program (headless, in this process,
given the same input) says where each widget and card is.

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


# --- Fish'n'Flip --------------------------------------------------------------------------------


class Mirror:
    """The same program headless in this process, at the window's size and given the same
    input (keys, clicks, the hand leaving the mouse): where the real window's widgets and
    cards are, since every layout is a function of the size, the text scale and the state.
    Its saves go to a folder of its own."""

    def __init__(self, save_dir: Path) -> None:
        from finspan.app import make_app
        from finspan.frontend.shell.app import fit_first_launch
        from finspan.frontend.shell.computers import InlineWorker
        from finspan.frontend.shell.settings import Settings

        first = Settings()  # the real program's first launch on a desktop of SIZE
        fit_first_launch(first, SIZE)  # (a small screen: full screen, larger text)
        self.app = make_app(Settings(window_size=SIZE,  # the guided first turn on, as there
                                     animation_speed=0.0, ui_scale=first.ui_scale),
                            headless=True, save_dir=save_dir)  # fmt: skip
        self.app.ai_worker_factory = InlineWorker  # type: ignore[attr-defined]
        self.app.ai_budget = 4  # type: ignore[attr-defined]
        self.app.nav.show_title()

    @property
    def top(self):
        return self.app.stack.top

    def send(self, events: list, seconds: float = 3.0) -> None:
        """The events, then ``seconds`` of time passing, and more until nothing moves (its
        animations are off)."""
        self.app.step(events, 1 / 60)
        for k in range(round(seconds * 15) + 600):
            if k >= seconds * 15 and not self.app.stack.animating:
                break
            self.app.step([], 1 / 15)

    def key(self, *names: str) -> None:
        import pygame

        codes = {"Down": pygame.K_DOWN, "Up": pygame.K_UP, "Return": pygame.K_RETURN,
                 "Escape": pygame.K_ESCAPE, "0": pygame.K_0, "1": pygame.K_1,
                 "x": pygame.K_x}  # fmt: skip
        for name in names:
            self.send([pygame.event.Event(pygame.KEYDOWN, key=codes[name], mod=0, unicode="",
                                          scancode=0),
                       pygame.event.Event(pygame.KEYUP, key=codes[name], mod=0, unicode="",
                                          scancode=0)], 0.3)  # fmt: skip

    def click(self, pos: tuple[int, int]) -> None:
        import pygame

        self.send([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                   pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                   pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos),
                   pygame.event.Event(pygame.MOUSEMOTION, pos=NEUTRAL, rel=(0, 0),
                                      buttons=(0, 0, 0))])  # fmt: skip

    def type(self, text: str) -> None:
        import pygame

        self.send([pygame.event.Event(pygame.TEXTINPUT, text=c) for c in text], 0.3)


def both_click(window: RealWindow, mirror: Mirror, pos: tuple[int, int], wait: float = 0.8):
    window.click(pos, wait=wait)
    mirror.click(pos)


def both_key(window: RealWindow, mirror: Mirror, *names: str, wait: float = 0.6):
    window.key(*names, wait=wait)
    mirror.key(*names)


def real_autosave(window: RealWindow) -> dict:
    """``finspan save-info`` of the real program's autosave ({} before there is one)."""
    from finspan.saves import AUTOSAVE
    from finspan.saves.store import SaveError, save_summary

    try:
        return save_summary(Path(window.env["FINSPAN_SAVE_DIR"]) / AUTOSAVE)
    except SaveError:
        return {}


@pytest.fixture
def mirror(tmp_path):
    import pygame

    m = Mirror(tmp_path / "mirror-saves")
    yield m
    pygame.display.quit()


def test_a_real_window_plays_a_fish_n_flip_turn_goes_back_to_the_title_and_bids(window, mirror):
    from finspan.flip_ai import choose
    from finspan.frontend.flip.clicks import next_click
    from finspan.frontend.flip.setup import FlipSetupScene
    from finspan.frontend.flip.table import FlipTable
    from finspan.frontend.scenes.title import TitleScene

    time.sleep(4)  # start-up
    window.xdo("mousemove", str(NEUTRAL[0]), str(NEUTRAL[1]))
    title = window.grab("flip-title")
    assert window.alive(), window.output()

    # Title -> Fish'n'Flip (the second button) -> seed 5 -> Enter starts (alone, together).
    both_key(window, mirror, "Down", "Return", wait=1.0)
    assert isinstance(mirror.top, FlipSetupScene)
    both_click(window, mirror, mirror.top.seed.rect.center)
    window.type("5")
    mirror.type("5")
    both_key(window, mirror, "Return", wait=0.5)
    table = getattr(mirror.top, "table", mirror.top)  # beneath its guided first turn
    assert isinstance(table, FlipTable) and table.game.coop
    assert type(mirror.top).__name__ == "GuideScene"  # the first game of Fish'n'Flip
    window.grab("flip-guide")
    both_key(window, mirror, "x", wait=0.5)  # X skips the guide: the turn is played by clicks
    assert mirror.top is table
    coop = settled(window, "flip-coop-table")
    assert difference(title, coop) > 8, "the Fish'n'Flip table looks like the title"

    # One turn by clicks: the action card in the hand, then its target on the net (then any
    # power's use), as the Easy player would choose; the mirror says where each one is.
    game = table.game
    for _ in range(8):
        if game.decision is None or game.public_state().turn > 1:
            break
        option = choose(game, "easy", len(game.history), 40)
        before = (len(game.history), table.choosing.action)
        point = next_click(table, option)
        assert point is not None, f"no click chooses {option}"
        both_click(window, mirror, point, wait=1.2)
        assert (len(game.history), table.choosing.action) != before, f"{option} did not take"
    assert game.public_state().turn == 2, "the turn did not end"
    played = settled(window, "flip-coop-turn-played")
    assert difference(coop, played) > 0.5, "the turn changed nothing on screen"
    assert real_autosave(window)["decisions"] == len(game.history), "the real game differs"

    # Esc opens the menu; its last item, Quit to title, goes back to the title.
    both_key(window, mirror, "Escape", wait=1.0)
    menu = window.grab("flip-menu")
    assert difference(played, menu) > 0.5, "the menu did not open"
    both_key(window, mirror, "Up", "Return", wait=2.0)
    back = window.grab("flip-back-at-title")
    assert isinstance(mirror.top, TitleScene)
    assert window.alive(), f"Quit to title ended the program:\n{window.output()}"
    assert difference(back, title) < difference(back, played), "Quit did not show the title"

    # Fish'n'Flip again (Continue is first now) -> Bidding, 3 seats, the 2nd an Easy and the
    # 3rd a Medium bidder -> Start.
    flip = next(b for b in mirror.top.buttons if b.text == "Fish'n'Flip")
    both_click(window, mirror, flip.rect.center, wait=1.0)
    setup = mirror.top
    assert isinstance(setup, FlipSetupScene)
    both_click(window, mirror, setup.mode.tiles[1].center)
    while setup.state.players < 3:
        both_click(window, mirror, (setup.players.rect.right - 12, setup.players.rect.centery))
    for seat, clicks in ((1, 1), (2, 2)):
        for _ in range(clicks):
            rect = setup.seat_players[seat].rect
            both_click(window, mirror, (rect.right - 12, rect.centery))
    assert [setup.state.controller(i) for i in range(3)] == ["person", "easy", "medium"]
    window.grab("flip-bidding-setup")
    both_click(window, mirror, setup.start_button.rect.center, wait=0.5)
    assert isinstance(mirror.top, FlipTable) and not mirror.top.game.coop

    # A round: the person passes when asked (0), the computer bidders bid and the winner
    # plays its action; the real game's autosave shows the next round begun.
    start = settled(window, "flip-bidding-table", wait=4.0)
    for _ in range(15):
        window.key("0", wait=2.5)
        saved = real_autosave(window)
        if saved.get("mode", "").startswith("competitive") and "round 1" not in saved["progress"]:
            break
    else:
        pytest.fail(f"the first round did not end: {window.output()}")
    time.sleep(3.0)
    assert window.alive(), window.output()
    assert difference(start, window.grab("flip-round-2")) > 0.5, "the round changed nothing"

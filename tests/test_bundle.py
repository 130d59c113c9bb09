"""The distributable game: what it ships (the example files of ``saves/``, the executable's
icon) and, marked ``bundle``, the PyInstaller one-folder build itself.

The ``bundle`` tests build ``build/finspan.spec`` once into a temporary folder (about half a
minute on two cores) and run the built program as a player's machine would: from another
folder, with temporary FINSPAN_* folders, SDL's dummy drivers and no ``FINSPAN_ASSETS``.
They are skipped when PyInstaller is not installed (``pip install -e ".[build]"``); leave them
out with ``pytest -m "not bundle"``.
"""

from __future__ import annotations

import ast
import importlib.util
import io
import os
import struct
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pygame
import pytest

import finspan
from finspan.engine import load_position
from finspan.saves import SaveStore

ROOT = Path(__file__).resolve().parent.parent
SAVES = ROOT / "saves"
EXAMPLES = sorted(p for p in SAVES.iterdir() if p.suffix in (".toml", ".json"))
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BUNDLE_BYTES = 80 * 1024 * 1024


def _module(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- the example files shipped in saves/ -------------------------------------------------


def test_there_are_example_positions_and_a_replay():
    suffixes = [p.suffix for p in EXAMPLES]
    assert suffixes.count(".toml") >= 3 and suffixes.count(".json") >= 1


@pytest.mark.parametrize("path", [p for p in EXAMPLES if p.suffix == ".toml"], ids=lambda p: p.name)
def test_every_example_position_loads_waiting_for_a_decision(path):
    game = load_position(path.read_text(encoding="utf-8"))
    assert not game.is_over and game.decision.options


@pytest.mark.parametrize("path", [p for p in EXAMPLES if p.suffix == ".json"], ids=lambda p: p.name)
def test_every_example_replay_loads_to_a_finished_game(path, tmp_path):
    replay = SaveStore(tmp_path).load_replay(path)
    assert len(replay) > 0 and replay.final.is_over


def test_every_example_file_is_described_in_the_saves_readme():
    readme = (SAVES / "README.md").read_text(encoding="utf-8")
    for path in EXAMPLES:
        assert f"`{path.name}`" in readme


def test_the_example_replay_is_what_make_replay_writes(tmp_path):
    make_replay = _module(SAVES / "make_replay.py")
    replay = SaveStore(tmp_path).load_replay(make_replay.REPLAY)
    assert replay.options == tuple(make_replay.replay_game().history)


def test_the_puzzle_solution_in_the_readme_scores_60():
    game = load_position((SAVES / "puzzle-last-turn.toml").read_text(encoding="utf-8"))
    assert game.outcome().scores[0].total == 52
    for option in ("play Speckled Butterflyfish", "place G2", "discard Angelshark"):
        game.apply(option)
    for option in ("activate G2", "hatch B2", "hatch P2", "hatch G2", "move young G2 G1"):
        game.apply(option)  # its GAME END ability
    assert game.is_over and game.outcome().totals[0] == 60


# --- the executable's icon ----------------------------------------------------------------


@pytest.fixture(scope="module")
def platform_icon():
    return _module(ROOT / "build" / "platform_icon.py")


def _png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_SIGNATURE)
    return pygame.image.load(io.BytesIO(data), "icon.png").get_size()


def test_the_windows_icon_holds_a_png_of_each_size(platform_icon):
    data = platform_icon.ico_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(platform_icon.ICO_SIZES))
    for i, size in enumerate(platform_icon.ICO_SIZES):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (w, h, planes, bits) == (size % 256, size % 256, 1, 32)
        assert _png_size(data[offset : offset + length]) == (size, size)


def test_the_macos_icon_holds_a_png_for_each_element(platform_icon):
    data = platform_icon.icns_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    pos, found = 8, []
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        found.append((kind, _png_size(data[pos + 8 : pos + length])[0]))
        pos += length
    assert pos == len(data) and found == list(platform_icon.ICNS_TYPES)


def test_linux_executables_get_no_icon_file(platform_icon, tmp_path):
    assert platform_icon.write_icon("linux", tmp_path) is None
    assert list(tmp_path.iterdir()) == []


# --- the built program ----------------------------------------------------------------------


class Built(NamedTuple):
    folder: Path  # dist/finspan
    toc: Path  # the list of frozen modules
    modules: frozenset[str]  # the game's modules in the checkout when the build started


def _modules_of_the_game() -> frozenset[str]:
    names = set()
    for path in (ROOT / "finspan").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return frozenset(names - {"finspan.__main__"})  # the entry script, frozen on its own


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Built:
    """The one-folder build of ``build/finspan.spec`` (a console program on every system)."""
    pytest.importorskip("PyInstaller")
    out = tmp_path_factory.mktemp("pyinstaller")
    modules = _modules_of_the_game()
    env = {**os.environ, "FINSPAN_CONSOLE": "1"}
    env.pop("FINSPAN_ONEFILE", None)
    command = [
        sys.executable, "-m", "PyInstaller", str(ROOT / "build" / "finspan.spec"),
        "--noconfirm", "--log-level", "WARN",
        "--distpath", str(out / "dist"), "--workpath", str(out / "work"),
    ]  # fmt: skip
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-4000:]
    return Built(out / "dist" / "finspan", out / "work" / "finspan" / "PYZ-00.toc", modules)


@pytest.fixture
def run(bundle, tmp_path):
    """Run the built program from an empty folder, as ``run(*args, display=False)``."""
    exe = bundle.folder / ("finspan.exe" if sys.platform == "win32" else "finspan")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FINSPAN_", "SDL_"))}
    env.update(
        FINSPAN_SAVE_DIR=str(tmp_path / "saves"),
        FINSPAN_DATA_DIR=str(tmp_path / "data"),
        FINSPAN_CONFIG_DIR=str(tmp_path / "config"),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )

    def run_it(*args: str, display: bool = True) -> subprocess.CompletedProcess[str]:
        env_here = dict(env)
        if not display:
            for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
                env_here.pop(name, None)
        return subprocess.run(
            [str(exe), *args], cwd=tmp_path, env=env_here, capture_output=True, text=True,
            timeout=300,
        )  # fmt: skip

    return run_it


@pytest.mark.bundle
def test_the_bundle_prints_the_version(run):
    done = run("--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"finspan {finspan.__version__}\n"


@pytest.mark.bundle
@pytest.mark.parametrize(
    "args",
    [("--scene", "table", "--players", "3", "--seed", "2"), ("--scene", "final", "--solo", "3")],
    ids=["table", "final"],
)
def test_the_bundle_renders_the_same_screenshot_as_the_source(run, tmp_path, args):
    done = run("--screenshot", "bundle.png", *args)
    assert done.returncode == 0, done.stderr
    source = tmp_path / "source.png"
    dirs = {f"FINSPAN_{d}_DIR": str(tmp_path / f"source-{d}") for d in ("SAVE", "DATA", "CONFIG")}
    env = {**os.environ, **dirs}  # the same empty settings as the bundle's run
    command = [sys.executable, "-m", "finspan", "--screenshot", str(source), *args]
    subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True, timeout=300)
    built = pygame.image.load(tmp_path / "bundle.png")
    assert built.get_size() == (1280, 720)
    expected = pygame.image.load(source)
    assert pygame.image.tobytes(built, "RGB") == pygame.image.tobytes(expected, "RGB")


@pytest.mark.bundle
def test_the_bundle_plays_a_whole_solo_game_by_autoplay(run):
    done = run("--autoplay", "--solo", "3", "--seed", "4")
    assert done.returncode == 0, done.stderr
    assert "autoplay finished" in done.stdout


@pytest.mark.bundle
def test_the_bundle_plays_a_game_against_a_computer_player_in_its_frozen_worker(run):
    """The computer seat thinks in a spawned worker process of the frozen program: a game
    that finishes proves the worker started, answered every decision and was ended."""
    done = run("--autoplay", "--players", "2", "--computers", "hard", "--seed", "6")
    assert done.returncode == 0, done.stderr
    assert "autoplay finished" in done.stdout and "Coral (Hard)" in done.stdout


@pytest.mark.bundle
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for X11/Wayland")
def test_the_bundle_without_a_display_says_so_and_exits_1(run):
    done = run(display=False)
    assert done.returncode == 1
    assert "needs a display" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.bundle
def test_the_bundle_ships_assets_data_and_examples_under_80_mb(bundle):
    inside = bundle.folder / "_internal"
    assert (inside / "assets" / "fonts" / "NotoSans-Regular.ttf").is_file()
    sounds = sorted(p.name for p in (ROOT / "assets" / "sounds").glob("*.ogg"))
    assert sounds and sorted(p.name for p in (inside / "assets" / "sounds").glob("*.ogg")) == sounds
    data = ROOT / "finspan" / "engine" / "data"
    for path in data.iterdir():
        if path.is_file() and path.suffix not in (".py", ".pyc"):
            assert (inside / path.relative_to(ROOT)).is_file()
    assert sorted(p.name for p in (inside / "saves").iterdir()) == sorted(
        [p.name for p in EXAMPLES] + ["README.md"]
    )
    size = sum(p.stat().st_size for p in bundle.folder.rglob("*") if p.is_file())
    assert size < MAX_BUNDLE_BYTES


@pytest.mark.bundle
def test_the_bundle_holds_every_module_of_the_game_also_those_imported_lazily(bundle):
    toc = ast.literal_eval(bundle.toc.read_text(encoding="utf-8"))
    assert bundle.modules <= {entry[0] for entry in toc[1]}


@pytest.mark.bundle
def test_the_bundle_reads_its_own_example_replay(run, bundle):
    replay = bundle.folder / "_internal" / "saves" / "replay-solo-d3-seed-4.json"
    done = run("save-info", str(replay))
    assert done.returncode == 0, done.stderr
    assert '"kind": "replay"' in done.stdout and '"phase": "over"' in done.stdout


@pytest.mark.bundle
def test_the_release_smoke_test_passes_on_the_bundle(bundle, tmp_path):
    exe = bundle.folder / ("finspan.exe" if sys.platform == "win32" else "finspan")
    done = subprocess.run(
        [sys.executable, str(ROOT / "build" / "smoke_test.py"), str(exe),
         "--version", finspan.__version__],
        cwd=tmp_path, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert [line.split()[:2] for line in done.stdout.splitlines()] == [
        ["ok", "--version"], ["ok", "--screenshot"], ["ok", "simulate"],
    ]  # fmt: skip

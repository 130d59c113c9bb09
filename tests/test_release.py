"""The release machinery: the workflow passes actionlint, the Windows version information
and the Linux desktop entry are well formed, and the desktop entry installs and uninstalls."""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import finspan

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def _module(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_there_is_a_release_workflow_for_the_three_systems():
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for needle in ("tags:", "windows-", "macos-", "python:3.11-bullseye", "smoke_test.py",
                   "glibc_floor.py", "--max 2.31", "gh release"):  # fmt: skip
        assert needle in text, needle


def test_the_workflows_pass_actionlint():
    actionlint = shutil.which("actionlint") or shutil.which(
        "actionlint", path=str(Path(sys.executable).parent)
    )
    if actionlint is None:
        pytest.skip("actionlint is not installed (pip install -e '.[dev]')")
    done = subprocess.run([actionlint, *map(str, WORKFLOWS)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_windows_version_information_carries_the_programs_version():
    version_info = _module(ROOT / "build" / "version_info.py")
    assert version_info.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert version_info.version_tuple("1.2.3rc4") == (1, 2, 3, 4)
    with pytest.raises(ValueError):
        version_info.version_tuple("beta")

    def record(kind):
        return lambda *args, **kwargs: (kind, args, kwargs)

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct")  # fmt: skip
    text = version_info.version_info_text(finspan.__version__)
    parsed = eval(text, {name: record(name) for name in names})  # PyInstaller reads it so
    kind, _, fields = parsed
    assert kind == "VSVersionInfo"
    assert fields["ffi"][2]["filevers"] == version_info.version_tuple(finspan.__version__)
    strings = {s[1][0]: s[1][1] for s in fields["kids"][0][1][0][0][1][1]}
    assert strings["ProductVersion"] == finspan.__version__
    assert strings["OriginalFilename"] == "finspan.exe"


def test_the_spec_gives_windows_builds_the_version_information():
    spec = (ROOT / "build" / "finspan.spec").read_text(encoding="utf-8")
    assert "version=VERSION_FILE" in spec and "write_version_info(" in spec


def test_the_desktop_entry_is_well_formed():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(ROOT / "build" / "linux" / "finspan.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application" and desktop["Name"] == "Finspan"
    assert desktop["Icon"] == "finspan" and desktop["Terminal"] == "false"
    assert desktop["Categories"].endswith(";") and "Game;" in desktop["Categories"]


@pytest.mark.skipif(os.name == "nt" or shutil.which("sh") is None, reason="a POSIX shell")
def test_the_desktop_entry_installs_for_the_user_and_is_removed_again(tmp_path):
    folder = tmp_path / "Games" / "finspan"  # the unpacked archive
    folder.mkdir(parents=True)
    for name in ("finspan.desktop", "install-desktop-entry.sh"):
        shutil.copy(ROOT / "build" / "linux" / name, folder / name)
    shutil.copy(ROOT / "assets" / "icon.png", folder / "finspan.png")
    program = folder / "finspan"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "share"), PATH="/usr/bin:/bin")
    script = str(folder / "install-desktop-entry.sh")
    done = subprocess.run(["sh", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    entry = tmp_path / "share" / "applications" / "finspan.desktop"
    icon = tmp_path / "share" / "icons" / "hicolor" / "256x256" / "apps" / "finspan.png"
    assert f'Exec="{program}"' in entry.read_text(encoding="utf-8").splitlines()
    assert icon.read_bytes() == (ROOT / "assets" / "icon.png").read_bytes()
    done = subprocess.run(["sh", script, "--remove"], env=env, capture_output=True, text=True,
                          timeout=60)  # fmt: skip
    assert done.returncode == 0 and not entry.exists() and not icon.exists()


def test_the_glibc_check_skips_files_that_are_not_programs(tmp_path):
    glibc_floor = _module(ROOT / "build" / "glibc_floor.py")
    data = tmp_path / "notes.txt"
    data.write_text("GLIBC_9.99")
    assert glibc_floor.needed(data) is None


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("objdump") is None,
                    reason="Linux with binutils")  # fmt: skip
def test_the_glibc_check_reads_what_a_library_needs():
    glibc_floor = _module(ROOT / "build" / "glibc_floor.py")
    import _ctypes  # a C extension of the running Python, linked against glibc

    version = glibc_floor.needed(Path(_ctypes.__file__))
    assert version is not None and version[0] == 2 and version >= (2, 2)

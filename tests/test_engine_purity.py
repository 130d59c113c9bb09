"""The rules engines and their core stay pure: no pygame, no clock, no file I/O, no global
random."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "finspan"
#: The pure packages: the game-neutral core and each game's rules.
PURE = [PACKAGE / name for name in ("core", "engine", "flip") if (PACKAGE / name).is_dir()]
FORBIDDEN_MODULES = {"pygame", "time", "datetime", "random", "os", "pathlib", "io", "shutil"}


def test_importing_the_engine_never_loads_pygame():
    code = (
        "import sys, finspan.core, finspan.engine, finspan.engine.policies, "
        "finspan.engine.simulation, finspan.engine.history, finspan.engine.narrate, "
        "finspan.flip, finspan.flip.game, finspan.flip.position, finspan.flip.definition; "
        "print(any(m == 'pygame' or m.startswith('pygame.') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_engine_modules_import_no_clock_files_or_global_random():
    offenders = []
    for path in sorted(p for package in PURE for p in package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module.split(".")[0]]
            where = path.relative_to(PACKAGE)
            offenders += [f"{where}: {n}" for n in names if n in FORBIDDEN_MODULES]
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "open":
                offenders.append(f"{where}: open()")
    assert not offenders, offenders

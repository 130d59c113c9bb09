"""finspan.puzzles is pure Python: no pygame, and the modules that mine and judge puzzles
read no clock and draw no unseeded randomness (only the commands read the CPU clock, and
the record and the model read files)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "finspan" / "puzzles"
#: Modules allowed to touch the clock or files: the commands, the record, the file reader
#: and the raw findings' file.
IO = {"cli.py", "record.py", "model.py", "raw.py"}


def test_importing_every_puzzle_module_never_loads_pygame() -> None:
    modules = ", ".join(f"finspan.puzzles.{p.stem}" for p in sorted(PACKAGE.glob("*.py"))
                        if p.stem != "__init__")  # fmt: skip
    code = (
        f"import sys, finspan.puzzles, {modules}; "
        "print(any(m == 'pygame' or m.startswith('pygame.') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_pure_modules_import_no_clock_random_or_files() -> None:
    offenders = []
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name in IO:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module.split(".")[0]]
            offenders += [f"{path.name}: {n}" for n in names
                          if n in {"pygame", "time", "random", "os", "pathlib"}]  # fmt: skip
    assert offenders == []


def test_every_module_is_at_most_600_lines() -> None:
    assert all(len(p.read_text("utf-8").splitlines()) <= 600 for p in PACKAGE.glob("*.py"))

"""The oldest glibc a built Linux program needs: the highest ``GLIBC_x.y`` symbol version any
ELF file in the bundle asks for (read with ``objdump -T`` from binutils).

    python build/glibc_floor.py dist/finspan [--max 2.31]

Prints the version and the file that needs it; with ``--max`` exits 1 if it is newer (the
release workflow's check that the build really happened on the old baseline).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
SYMBOL = re.compile(rb"GLIBC_(\d+)\.(\d+)(?:\.(\d+))?")


def needed(path: Path) -> tuple[int, ...] | None:
    """The highest glibc symbol version ``path`` needs, or None (not ELF, or none)."""
    with open(path, "rb") as f:
        if f.read(4) != ELF_MAGIC:
            return None
    out = subprocess.run(["objdump", "-T", str(path)], capture_output=True).stdout
    versions = [tuple(int(n) for n in m if n) for m in SYMBOL.findall(out)]
    return max(versions) if versions else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--max", help="fail if a newer glibc is needed, e.g. 2.31")
    args = parser.parse_args(argv)
    worst: tuple[tuple[int, ...], Path] | None = None
    for path in sorted(p for p in args.folder.rglob("*") if p.is_file() and not p.is_symlink()):
        version = needed(path)
        if version is not None and (worst is None or version > worst[0]):
            worst = (version, path)
    if worst is None:
        print("no glibc symbols found")
        return 1
    text = ".".join(map(str, worst[0]))
    print(f"needs glibc {text} (for {worst[1].relative_to(args.folder)})")
    if args.max and worst[0] > tuple(int(n) for n in args.max.split(".")):
        print(f"newer than the baseline glibc {args.max}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

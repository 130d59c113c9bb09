"""Smoke test of a built Finspan program, as the release workflow runs it on each system.

    python build/smoke_test.py PATH/TO/finspan [--version X] [--windowed]

Runs the program (not the source) from a temporary folder with temporary FINSPAN_* folders
and SDL's dummy drivers: ``--version``, ``--screenshot`` of the table (a PNG must appear) and
``simulate`` with ``--save-dir`` (a save per game must appear; its JSON must report no
errors). ``--windowed``: the program has no console (a Windows windowed build prints
nothing), so only exit codes and files are checked. Prints one line per check with its time;
exits 1 on the first failure. Needs only the standard library.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
GAMES = 3


def run(program: Path, args: list[str], env: dict[str, str], cwd: Path) -> tuple[str, float]:
    started = time.perf_counter()
    done = subprocess.run([str(program), *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=600)  # fmt: skip
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(
            f"FAIL {' '.join(args)}: exit {done.returncode}\n{done.stdout}\n{done.stderr}"
        )
    return done.stdout, seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("program", type=Path)
    parser.add_argument("--version", dest="expected", help="the version it must report")
    parser.add_argument("--windowed", action="store_true", help="no console output to check")
    args = parser.parse_args(argv)
    program = args.program.resolve()
    with tempfile.TemporaryDirectory(prefix="finspan-smoke-") as tmp:
        root = Path(tmp)
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        for var in ("SAVE", "DATA", "CONFIG", "LOG"):
            env[f"FINSPAN_{var}_DIR"] = str(root / var.lower())

        out, s = run(program, ["--version"], env, root)
        if not args.windowed:
            wanted = f"finspan {args.expected}" if args.expected else "finspan "
            if not out.strip().startswith(wanted):
                raise SystemExit(f"FAIL --version printed {out!r}, wanted {wanted!r}")
        print(f"ok  --version ({out.strip() or 'no console'}) {s:.2f} s")

        shot = root / "table.png"
        scene = ["--screenshot", str(shot), "--scene", "table", "--players", "3", "--seed", "2"]
        _, s = run(program, scene, env, root)
        if not shot.is_file() or shot.read_bytes()[:8] != PNG_SIGNATURE:
            raise SystemExit("FAIL --screenshot wrote no PNG")
        print(f"ok  --screenshot ({shot.stat().st_size} bytes) {s:.2f} s")

        sims = root / "simulated"
        sim = ["simulate", "--players", "2", "--games", str(GAMES), "--seed", "1", "--json",
               "--save-dir", str(sims)]  # fmt: skip
        out, s = run(program, sim, env, root)
        saves = sorted(sims.glob("*.json"))
        if len(saves) != GAMES:
            raise SystemExit(f"FAIL simulate wrote {len(saves)} saves, wanted {GAMES}")
        if not args.windowed:
            result = json.loads(out)
            if result["games"] != GAMES or result["errors"] != 0:
                raise SystemExit(f"FAIL simulate reported {result['games']} games, "
                                 f"{result['errors']} errors")  # fmt: skip
        print(f"ok  simulate ({GAMES} games, {len(saves)} saves) {s:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

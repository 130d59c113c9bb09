"""How long a running game takes to save and exit after SIGTERM (POSIX only).

    python benchmarks/bench_stop.py [--runs 5]

Starts ``finspan --position saves/sample-dive.toml`` with SDL's dummy drivers and temporary
user folders, waits until its first autosave is written and half a second more (the game is
idle at the table), sends SIGTERM and measures until the process has ended. Prints each run
(exit code, time, autosave size) and the median and the longest.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def one_run() -> tuple[int, float, int]:
    home = Path(tempfile.mkdtemp(prefix="finspan-stop-"))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for var in ("SAVE", "DATA", "CONFIG", "LOG"):
        env[f"FINSPAN_{var}_DIR"] = str(home / var.lower())
    command = [
        sys.executable,
        "-m",
        "finspan",
        "--position",
        str(ROOT / "saves" / "sample-dive.toml"),
    ]
    process = subprocess.Popen(command, env=env, stderr=subprocess.DEVNULL)
    autosave = home / "save" / "autosave.json"
    deadline = time.monotonic() + 60
    while not autosave.exists():
        if time.monotonic() > deadline or process.poll() is not None:
            process.kill()
            raise SystemExit("the game wrote no autosave within a minute")
        time.sleep(0.05)
    time.sleep(0.5)
    started = time.perf_counter()
    process.send_signal(signal.SIGTERM)
    process.wait()
    return process.returncode, time.perf_counter() - started, autosave.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    if os.name == "nt":
        raise SystemExit("POSIX signals only")
    times = []
    for n in range(args.runs):
        code, seconds, size = one_run()
        times.append(seconds)
        print(f"run {n + 1}: exit {code} after {seconds * 1000:.0f} ms (autosave {size} bytes)")
    print(f"median {statistics.median(times) * 1000:.0f} ms, longest {max(times) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The raw findings of a Finspan generation run: one JSON object a line, appended as they
come (a finding, or a game done with the CPU time it took), so that a run that is stopped
loses at most the game in progress and can go on where it stopped.

Reads and writes the file only; the mining itself is `finspan.puzzles.finspan_mine`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .finspan_mine import Finding, mine_game


def read_raw(path: Path) -> tuple[dict[int, float], list[dict[str, Any]]]:
    """(CPU seconds of each game done, the findings of those games) of a raw file; a
    missing file is empty. A line that cannot be read (a run stopped mid-write) is skipped."""
    done: dict[int, float] = {}
    findings: list[dict[str, Any]] = []
    if not path.exists():
        return done, findings
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue
        if item.get("type") == "game":
            done[int(item["index"])] = float(item["cpu"])
        elif item.get("type") == "finding":
            findings.append(item)
    return done, [f for f in findings if f["index"] in done]


def run_raw(
    path: Path, seed: int, games: int, clock: Callable[[], float],
    cpu_seconds: float | None = None, log: Callable[[str], None] = print,
) -> tuple[int, float]:  # fmt: skip
    """Mine games 0 .. ``games`` - 1 of the run from ``seed`` into ``path`` (games already
    done there are skipped), stopping between positions once ``cpu_seconds`` of ``clock``
    have been spent in this call. Returns (games done in the file, their CPU seconds)."""
    done, _ = read_raw(path)
    start = clock()

    def stop() -> bool:
        return cpu_seconds is not None and clock() - start >= cpu_seconds

    found: list[Finding] = []
    with path.open("a", encoding="utf-8") as out:

        def keep(f: Finding) -> None:
            found.append(f)
            out.write(json.dumps({"type": "finding", **f.to_dict()}) + "\n")
            out.flush()

        for index in range(games):
            if index in done:
                continue
            began = clock()
            found.clear()
            if not mine_game(seed, index, keep, stop=stop):
                break
            spent = clock() - began
            done[index] = spent
            out.write(json.dumps({"type": "game", "index": index, "cpu": round(spent, 3),
                                  "found": len(found)}) + "\n")  # fmt: skip
            out.flush()
            log(f"game {index}: {len(found)} puzzle(s) in {spent:.1f} s "
                f"({sum(done.values()):.0f} s in all)")  # fmt: skip
    return len(done), sum(done.values())

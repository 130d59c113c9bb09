"""A bounded fuzz run over every loader of outside input (saves, positions, settings,
statistics, boundary JSON, command-line values), in the normal suite: seeded mutations of
real files; each loader accepts or refuses in one line, never crashes or hangs. The longer
run is ``python benchmarks/fuzz_loaders.py --seconds N`` (the same harness)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from types import ModuleType

import pytest

HARNESS = Path(__file__).parent.parent / "benchmarks" / "fuzz_loaders.py"
INPUTS_PER_LOADER = 150


def _harness() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fuzz_loaders", HARNESS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FUZZ = _harness()


@pytest.fixture(scope="module")
def corpus() -> dict[str, list[bytes]]:
    return FUZZ.seeds()


@pytest.mark.parametrize("loader", sorted(FUZZ.TARGETS))
def test_a_bounded_fuzz_run_finds_no_crash_and_no_hang(
    loader: str, corpus: dict[str, list[bytes]], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setenv("FINSPAN_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("FINSPAN_CONFIG_DIR", str(tmp_path / "config"))
    rng = random.Random(f"fuzz {loader}")
    target = FUZZ.TARGETS[loader]
    results: dict[str, int] = {}
    bad: list[str] = []
    for _ in range(INPUTS_PER_LOADER):
        data = FUZZ.mutate_for(loader, rng.choice(corpus[loader]), rng)
        result, detail = FUZZ.run_one(target, data, tmp_path, 10.0)
        results[result] = results.get(result, 0) + 1
        if result in ("crash", "hang"):
            bad.append(f"{result}: {detail} <- {data[:100]!r}")
    assert bad == []
    assert sum(results.values()) == INPUTS_PER_LOADER


def test_the_seeds_themselves_are_accepted(corpus: dict[str, list[bytes]], tmp_path: Path) -> None:
    for loader in ("save", "position", "flip_position", "settings", "stats"):
        for data in corpus[loader]:
            assert FUZZ.run_one(FUZZ.TARGETS[loader], data, tmp_path, 10.0) == ("accepted", "")

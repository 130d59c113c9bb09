"""A short seeded monkey soak through the real main loop (`App.run`): random clicks, keys,
mouse wheel turns, window resizes and menu actions while games play themselves, with no
exception and no hang. The longer run is ``python benchmarks/soak.py --minutes N``."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

SOAK = Path(__file__).resolve().parents[2] / "benchmarks" / "soak.py"


def _soak_module():
    spec = importlib.util.spec_from_file_location("finspan_soak", SOAK)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_a_seeded_monkey_soak_through_the_real_main_loop_raises_nothing(app):
    soak = _soak_module()
    report = soak.soak(app, seed=7, inputs=700)
    print("\n".join(report.lines()))  # shown with pytest -s
    assert report.crashes == []
    assert report.hangs == []
    assert sum(report.inputs.values()) == 700
    kinds = {kind.split()[0] for kind in report.inputs}
    assert {"autoplay", "click", "key", "move", "wheel", "resize", "menu"} <= kinds
    assert report.decisions > 20  # games did advance under the noise
    assert len(report.screens) >= 5  # and the monkey got around

"""A few golden screenshots, compared with a tolerance: the table, the final scores, the title
and the encyclopedia at 1280x720 from deterministic positions.

Regenerate after an intended change of the look: ``FINSPAN_UPDATE_GOLDEN=1 pytest
tests/frontend/test_golden.py``, then look at the new PNGs before committing them.
"""

from __future__ import annotations

import os
from argparse import Namespace
from pathlib import Path

import pygame
import pytest

from finspan.app.launch import screenshot

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("FINSPAN_UPDATE_GOLDEN") == "1"
#: Tolerances: the mean difference per channel (0-255), and the share of pixels that may
#: differ by more than 48 in some channel (text antialiasing across library versions).
MEAN_LIMIT = 3.0
CHANGED_LIMIT = 0.02

CASES = {
    "table-3-players": dict(scene="table", players=3, solo=None, seed=2),
    "table-solo": dict(scene="table", players=None, solo=3, seed=2),
    "final-solo": dict(scene="final", players=None, solo=3, seed=5),
    "title": dict(scene="title", players=None, solo=None, seed=1),
    "encyclopedia": dict(scene="encyclopedia", players=None, solo=None, seed=1),
}


def difference(a: pygame.Surface, b: pygame.Surface) -> tuple[float, float]:
    """(mean channel difference, share of pixels differing by more than 48 somewhere)."""
    a, b = a.convert(), b.convert()
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_SUB)  # max(a - b, 0)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_SUB)  # max(b - a, 0)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_ADD)  # |a - b|
    r, g, bl, _ = pygame.transform.average_color(diff)
    close = pygame.mask.from_threshold(diff, (0, 0, 0), (49, 49, 49, 255)).count()
    w, h = diff.get_size()
    return (r + g + bl) / 3, 1 - close / (w * h)


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_scene_looks_like_its_golden_screenshot(app, tmp_path, name):
    args = Namespace(screenshot=str(tmp_path / f"{name}.png"), size=(1280, 720), **CASES[name])
    assert screenshot(app, args) == 0
    shot = pygame.image.load(args.screenshot)
    golden = GOLDEN / f"{name}.png"
    if UPDATE or not golden.exists():
        if not UPDATE:
            pytest.fail(f"no golden screenshot {golden.name}: run with FINSPAN_UPDATE_GOLDEN=1")
        pygame.image.save(shot, golden)
        return
    expected = pygame.image.load(golden)
    assert shot.get_size() == expected.get_size()
    mean, changed = difference(shot, expected)
    assert mean <= MEAN_LIMIT and changed <= CHANGED_LIMIT, (
        f"{name} differs from its golden screenshot: mean {mean:.2f}, changed {changed:.2%} "
        f"(look at {args.screenshot})"
    )

"""What Hard itself would score: the search's expected final scores, calibrated.

The search plays its playouts with the greedy rules of thumb and values the position at the
week's end with an evaluation fitted on greedy games (`finspan.ai.evaluation`), so its raw
mean final score estimates what the *greedy policy* would score from there: at turn 2 of a
solo game it says about 80 points where Hard ends with about 110. Hard plays better than
its playouts, so the values shown (the hint, the review) are mapped to Hard's own final
score: ``a + b * raw``, one line per kind of game (``solo`` or ``multi``) and week of the
decision, fitted on Hard's own games (``python benchmarks/hard_solo.py --fit ...``; the data
file ``data/own_scores.json`` says which). A kind and week without data is left as it is.

The map is the same for every option of a decision, so it never changes what the search
prefers (it ranks by its reward, not by these values); it changes the numbers shown.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from finspan.engine import Game

from .evaluation import model_key

#: The map that leaves a raw value as it is.
IDENTITY: tuple[float, float] = (0.0, 1.0)


def scale_key(game: Game) -> str:
    """The data file's key of ``game``'s pending decision: ``solo1``..``solo4``, ``multi1``..
    (the evaluation's `model_key`)."""
    return model_key(game)


@cache
def own_scales() -> dict[str, tuple[float, float]]:
    """The maps shipped with the game (``data/own_scores.json``), by `scale_key` (empty
    when there is no file)."""
    try:
        text = resources.files(__package__).joinpath("data/own_scores.json").read_text("utf-8")
    except (FileNotFoundError, OSError):
        return {}
    return scales_from(json.loads(text))


def scales_from(data: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """The maps of a data file's object; raises ValueError when one is not two numbers."""
    out: dict[str, tuple[float, float]] = {}
    for key, value in data.get("scales", {}).items():
        if not (isinstance(value, list) and len(value) == 2):
            raise ValueError(f"own score map {key!r} is not [a, b]: {value!r}")
        out[key] = (float(value[0]), float(value[1]))
    return out


def scale_for(game: Game) -> tuple[float, float]:
    """(a, b) mapping the search's raw expected final score to Hard's own in ``game``."""
    return own_scales().get(scale_key(game), IDENTITY)

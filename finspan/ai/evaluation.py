"""A learned evaluation: each seat's expected final score from the start of a week.

The search cuts its playouts at the end of the week they began in and asks this evaluation
what each seat will score from there, instead of playing the rest of the game with the
rollout policy. Its weights are a data file (``data/evaluation.json``) written by
``python benchmarks/train_evaluation.py`` from recorded games. The weights shipped now were
fitted on 3,000 games of the greedy policy (the file's ``trained`` says which); fitted on
Hard's own games (``--player hard``) the values would estimate what Hard scores rather than
what the greedy policy would.

A person's expected final score is a linear function of `features` (what a person at the
table sees: the score so far, the hand, the room left in the ocean, the fish that act on a
dive, the tokens on the way to schools), one set of weights per kind of game (solo or
multiplayer) and per week begun; Nautoma's, in a solo game, of her score so far and her
tokens, per difficulty and week. A finished game is scored exactly. Nothing here reads a
hidden card, and nothing changes the game.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from finspan.engine import CATALOG, N_SLOTS, Game, PointsIf, Trigger

#: The names of a person's features, in `features` order (the data file lists them too).
FEATURES: tuple[str, ...] = (
    "bias", "score", "hand", "hand_points", "empty_sunlight", "empty_twilight",
    "empty_midnight", "eggs", "young", "schools", "young_pairs", "activated", "activated_egg",
    "activated_draw", "activated_young", "activated_play", "game_end_unmet", "rows_full",
    "rows_two", "deck", "players", "bonuses", "affordable", "affordable_points",
)  # fmt: skip
#: The names of Nautoma's features.
NAUTOMA_FEATURES: tuple[str, ...] = ("bias", "score", "eggs", "young", "schools", "fish")

_ZONE_OF_SLOT = tuple(0 if s < 9 else 1 if s < 12 else 2 for s in range(N_SLOTS))
#: The slots of each zone of each dive site (rows 1-3, row 4, rows 5-6 of a column).
_SITE_ZONES: tuple[tuple[int, ...], ...] = tuple(
    tuple(r * 3 + c for r in rows) for c in range(3) for rows in ((0, 1, 2), (3,), (4, 5))
)
#: What each IF ACTIVATED icon mostly brings: eggs, cards, young (towards schools), a fish.
_ICON_GROUP = {
    "egg": "egg", "egg_each": "egg", "draw": "draw", "retrieve": "draw", "hatch": "young",
    "young": "young", "move": "young", "play": "play", "tuck": "play",
}  # fmt: skip


@cache
def _fish_facts(number: int) -> tuple[int, str | None, tuple[str, ...], int]:
    """(printed points, its trigger, its IF ACTIVATED icons' groups, its GAME END points)."""
    fish = CATALOG[number]
    ability = fish.ability
    if ability is None:
        return fish.points, None, (), 0
    groups = tuple(_ICON_GROUP.get(e.kind, "") for e in ability.effects)
    points = sum(e.points for e in ability.effects if isinstance(e, PointsIf))
    return fish.points, str(ability.trigger), groups, points


@cache
def _cost(number: int) -> tuple[int, int, int, int]:
    cost = CATALOG[number].cost
    return cost.cards, cost.eggs, cost.young, cost.schools


def features(game: Game, seat: int, score: int) -> list[float]:
    """A person's features (`FEATURES`) in ``game``; ``score`` is their score so far."""
    p = game.players[seat]
    hand_points = sum(_fish_facts(n)[0] for n in p.hand)
    empty = [0, 0, 0]
    eggs = young = schools = pairs = 0
    activated = [0, 0, 0, 0, 0]  # all, egg, draw, young, play
    unmet = 0
    filled = [0] * 6
    for slot, s in enumerate(p.ocean):
        eggs += s.egg
        young += s.young
        schools += s.school
        if s.young == 2 and not s.school:
            pairs += 1
        if not s.fish:
            empty[_ZONE_OF_SLOT[slot]] += 1
            continue
        filled[slot // 3] += 1
        _, trigger, groups, points = _fish_facts(s.fish[-1])
        if trigger == Trigger.IF_ACTIVATED:
            activated[0] += 1
            for g in groups:
                if g:
                    activated[("egg", "draw", "young", "play").index(g) + 1] += 1
        elif trigger == Trigger.GAME_END and points:
            unmet += points  # the score counts those whose condition holds already
    full = sum(1 for f in filled if f == 3)
    two = sum(1 for f in filled if f == 2)
    # dive-site bonuses a dive would give: a zone of a site with a fish in it (RULES.md 6.2)
    ocean = p.ocean
    bonuses = sum(
        1 for zone in _SITE_ZONES if any(ocean[s].fish for s in zone)
    )
    affordable = affordable_points = 0
    for number in set(p.hand):  # cards whose cost can be paid now (where they go aside)
        cards, e, y, sc = _cost(number)
        if cards < len(p.hand) and e <= eggs and y <= young and sc <= schools:
            affordable += 1
            affordable_points += _fish_facts(number)[0]
    return [
        1.0, score, len(p.hand), hand_points, *empty, eggs, young, schools, pairs, *activated,
        unmet, full, two, len(game.deck), len(game.players), bonuses, affordable,
        affordable_points,
    ]  # fmt: skip


def nautoma_features(game: Game, score: int) -> list[float]:
    """Nautoma's features (`NAUTOMA_FEATURES`); ``score`` is her score so far."""
    n = game.nautoma
    assert n is not None
    return [1.0, score, n.eggs, n.young, n.schools, len(n.fish)]


def model_key(game: Game, week: int | None = None) -> str:
    """Which weights value a person in ``game``: ``solo`` or ``multi``, and the week (the
    game's, or ``week``)."""
    return f"{'solo' if game.nautoma is not None else 'multi'}{game.week if week is None else week}"


def nautoma_key(game: Game) -> str:
    n = game.nautoma
    assert n is not None
    return f"d{n.difficulty}w{game.week}"


@dataclass(frozen=True)
class Evaluation:
    """Weights per model key (see `model_key`, `nautoma_key`) and the spread (standard
    deviation) of the final score around the estimate, per key."""

    people: dict[str, tuple[float, ...]]
    nautoma: dict[str, tuple[float, ...]]
    spread: dict[str, float]

    def finals(self, game: Game) -> tuple[list[float], float]:
        """Each seat's expected final score, and the spread of one seat's final score
        around it (0 once the game is over: then the totals are exact)."""
        totals = game.outcome().totals
        if game.is_over or game.week < 2:
            return [float(t) for t in totals], 0.0
        key = model_key(game)
        weights = self.people.get(key)
        out: list[float] = []
        for seat, p in enumerate(game.players):
            if p.is_nautoma:
                w = self.nautoma.get(nautoma_key(game))
                x = nautoma_features(game, totals[seat])
            else:
                w = weights
                x = features(game, seat, totals[seat])
            out.append(_dot(w, x) if w is not None else float(totals[seat]))
        return out, self.spread.get(key, 10.0)

    def person(self, game: Game, seat: int, week: int) -> float:
        """``seat``'s (a person's) expected final score in ``game``, part way through ``week``
        or at the start of a later one: their score so far, plus in ``week`` this week's
        achievement as it stands, valued by the weights of the week after it. Exact once the
        game is over; in week 4 (no weights), the score so far."""
        total = game.score_now(seat)
        if game.is_over:
            return float(total)
        if game.week == week:
            total += game.achievement_now(seat)
            begun = week + 1
        else:
            begun = game.week
        weights = self.people.get(model_key(game, begun))
        return _dot(weights, features(game, seat, total)) if weights else float(total)

    def to_dict(self) -> dict[str, Any]:
        return {
            "features": list(FEATURES), "nautoma_features": list(NAUTOMA_FEATURES),
            "people": {k: list(v) for k, v in self.people.items()},
            "nautoma": {k: list(v) for k, v in self.nautoma.items()},
            "spread": dict(self.spread),
        }  # fmt: skip

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Evaluation:
        """Raises ValueError when the data's features are not this module's."""
        if tuple(d["features"]) != FEATURES or tuple(d["nautoma_features"]) != NAUTOMA_FEATURES:
            raise ValueError("the evaluation data was trained on other features")
        return cls(
            {k: tuple(v) for k, v in d["people"].items()},
            {k: tuple(v) for k, v in d["nautoma"].items()},
            {k: float(v) for k, v in d["spread"].items()},
        )


def _dot(w: tuple[float, ...], x: list[float]) -> float:
    return sum(a * b for a, b in zip(w, x, strict=True))


def win_share(finals: list[float], spread: float, seat: int, solo: bool) -> float:
    """The chance that ``seat`` wins (a tie against Nautoma goes to the person; shared
    elsewhere), if each final score is its estimate plus an independent normal error of
    standard deviation ``spread``."""
    mine = finals[seat]
    if spread <= 0:
        best = max(f for s, f in enumerate(finals) if s != seat)
        if mine > best or (solo and mine == best):
            return 1.0
        return 0.0 if mine < best else 1.0 / sum(1 for f in finals if f == mine)
    share = 1.0
    for s, other in enumerate(finals):
        if s != seat:
            lead = mine - other + (0.5 if solo else 0.0)
            share *= 0.5 * (1.0 + math.erf(lead / (2.0 * spread)))
    return share


@cache
def default_evaluation() -> Evaluation | None:
    """The evaluation shipped with the game (``finspan/ai/data/evaluation.json``), or None
    when there is none."""
    try:
        text = resources.files(__package__).joinpath("data/evaluation.json").read_text("utf-8")
    except (FileNotFoundError, OSError):
        return None
    return Evaluation.from_dict(json.loads(text))

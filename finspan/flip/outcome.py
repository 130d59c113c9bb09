"""The result of a game: the cooperative score (animals left, lower is better) with its
rating and the "Fish'n'Flip!" turns, or the competitive scores (1 point per animal card,
-2 per waste card) with the ranking, ties shared (FLIP-RULES.md 5, 8). Also the gift a
computer player makes: its excess cards go to the lowest-scoring opponent.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CODE_KIND
from .events import Event, GameEnded
from .kinds import Mode
from .provisional import PROVISIONAL
from .state import Table

#: A waste card costs this many points (FLIP-RULES.md 8).
WASTE_POINTS = -2


@dataclass(frozen=True, slots=True)
class Outcome:
    """The game's result as it stands (final once ``over``).

    Cooperative: ``won`` (over without a 7th card), ``lost``, ``animals_left`` (animals in
    the net now; None once lost: a lost game has no score), ``rating`` (the provisional
    scale's words, once won), ``fish_n_flip_turns`` (the turns that freed 5 or more).
    Competitive: each seat's ``cards``, ``waste`` and ``scores``, its ``ranking`` (1 is
    first; equal scores share a place) and the ``winners`` (every seat with the top score).
    ``turns``: turns begun (competitive: bidding rounds). ``verdict``: the result in words.
    """

    mode: Mode
    over: bool
    turns: int
    won: bool = False
    lost: bool = False
    animals_left: int | None = None
    rating: str = ""
    fish_n_flip_turns: tuple[int, ...] = ()
    cards: tuple[int, ...] = ()
    waste: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    ranking: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    verdict: str = ""


def animals_in_net(g: Table) -> int:
    """The animal cards in the net (waste does not count)."""
    cells = g.cells
    return sum(1 for p in g.geo.places if cells[p] and CODE_KIND[cells[p]] < 8)


def scores(g: Table) -> tuple[int, ...]:
    """Each seat's competitive score: its animal cards, -2 per waste card."""
    return tuple(len(k) + WASTE_POINTS * w for k, w in zip(g.kept, g.waste, strict=True))


def _names(g: Table, seats: tuple[int, ...]) -> str:
    names = [g.names[s] for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def outcome(g: Table) -> Outcome:
    if g.coop:
        left = None if g.lost else animals_in_net(g)
        won = g.over and not g.lost
        rating = PROVISIONAL.rating(left) if won and left is not None else ""
        if g.lost:
            verdict = "A column received a 7th card: the game is lost."
        elif won:
            animals = "animal is" if left == 1 else "animals are"
            verdict = f"{left} {animals} left in the net: {rating}"
        else:
            verdict = f"{left} animals in the net so far."
        return Outcome(
            Mode.COOP, g.over, g.turn, won=won, lost=g.lost, animals_left=left, rating=rating,
            fish_n_flip_turns=tuple(g.fnf_turns), verdict=verdict,
        )  # fmt: skip
    points = scores(g)
    top = max(points)
    winners = tuple(s for s, p in enumerate(points) if p == top)
    ranking = tuple(1 + sum(1 for q in points if q > p) for p in points)
    who = _names(g, winners)
    if len(winners) == 1:
        verdict = f"{who} {'wins' if g.over else 'leads'} with {top} points."
    else:
        verdict = f"{who} {'share the win' if g.over else 'lead'} with {top} points."
    return Outcome(
        Mode.COMPETITIVE, g.over, g.turn, cards=tuple(len(k) for k in g.kept),
        waste=tuple(g.waste), scores=points, ranking=ranking, winners=winners, verdict=verdict,
    )  # fmt: skip


def finish(g: Table, ev: list[Event]) -> None:
    """End the game now and say so."""
    g.over = True
    g.stack.clear()
    result = outcome(g)
    ev.append(GameEnded(
        result.won, -1 if result.animals_left is None else result.animals_left, result.rating,
        result.scores, result.winners,
    ))  # fmt: skip


def lowest_scoring_opponent(g: Table, seat: int) -> int:
    """The opponent of ``seat`` with the lowest score now (on a tie, the first of them
    clockwise after ``seat``): where a computer player gives an excess card."""
    points = scores(g)
    n = len(g.names)
    others = [(seat + i) % n for i in range(1, n)]
    return min(others, key=lambda s: points[s])


"""The outcome of a game (RULES.md 10.2-10.3, 11): each seat's score, the ranking, the
winner(s) and the words explaining the tie-break. Reads the table; changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.frozen import set_slots_directly
from .kinds import Phase, TieBreak
from .nautoma import NautomaScore, nautoma_score
from .scoring import ScoreBreakdown, score
from .table import Table


@dataclass(frozen=True, slots=True)
class Outcome:
    """Scores as if the game ended now (final once ``over``).

    ``scores[seat]`` is a seat's breakdown: a `ScoreBreakdown` for a person, a `NautomaScore`
    for Nautoma (both have ``total`` and ``to_dict()``); ``totals[seat]`` its total.
    ``ranking`` lists the seats best first (ties broken as the rules say, then by seat);
    ``winners`` are the seats that win (more than one: a shared victory); ``verdict`` says
    who wins and how the tie-break decided it; ``tie_break`` says which rule decided it.
    """

    over: bool
    totals: tuple[int, ...]
    scores: tuple[ScoreBreakdown | NautomaScore, ...]
    ranking: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: TieBreak
    verdict: str


set_slots_directly(Outcome)  # every game's end, every playout's


def seat_score(g: Table, seat: int) -> ScoreBreakdown | NautomaScore:
    """One seat's score breakdown as if the game ended now."""
    if g.players[seat].is_nautoma:
        return nautoma_score(g)
    return score(g.players[seat])


def outcome(g: Table) -> Outcome:
    """The `Outcome` of the game on ``g`` as it stands."""
    players = g.players
    scores = [seat_score(g, p.seat) for p in players]
    totals = tuple(s.total for s in scores)
    hands = [len(p.hand) for p in players]
    solo = g.nautoma is not None

    def key(seat: int) -> tuple[int, int, int]:
        if solo:  # a tie against Nautoma goes to the human (RULES.md 11)
            return (-totals[seat], 1 if players[seat].is_nautoma else 0, seat)
        return (-totals[seat], -hands[seat], seat)

    ranking = tuple(sorted(range(len(players)), key=key))
    best = totals[ranking[0]]
    tied = [s for s in range(len(players)) if totals[s] == best]
    names = [p.name for p in players]
    winners: tuple[int, ...]
    if len(tied) == 1:
        winners, tie_break = (tied[0],), TieBreak.NONE
    elif solo:
        humans = [s for s in tied if not players[s].is_nautoma]
        winners, tie_break = tuple(humans or tied), TieBreak.NAUTOMA
    else:
        most = max(hands[s] for s in tied)
        winners = tuple(s for s in tied if hands[s] == most)
        tie_break = TieBreak.HAND if len(winners) == 1 else TieBreak.SHARED
    who = " and ".join(names[s] for s in winners)
    if tie_break == TieBreak.NONE:
        verdict = f"{who} wins with {best} points!"
    elif tie_break == TieBreak.NAUTOMA:
        verdict = f"A tie at {best}: the tie goes to {who}, against Nautoma."
    elif tie_break == TieBreak.HAND:
        verdict = f"A tie at {best}: {who} wins with the most cards in hand ({hands[winners[0]]})."
    else:
        verdict = f"A tie at {best} with as many cards in hand: {who} share the victory."
    return Outcome(
        over=g.phase == Phase.OVER,
        totals=totals,
        scores=tuple(scores),
        ranking=ranking,
        winners=winners,
        tie_break=tie_break,
        verdict=verdict,
    )

"""Fish'n'Flip's numbers on the Statistics screen: the rows of its two tables and the
values of its charts, from `finspan.flip_stats` (pure: no drawing).

Cooperative: per difficulty and player count, games, wins, win rate and the best result (the
fewest animals left in a game won). Competitive: per person and per computer level, games,
wins and win rate. `StatsScene` shows them beside Finspan's views.
"""

from __future__ import annotations

from finspan.flip_stats import CoopLine, FlipSummary, WinLine

COOP_HEADER = ("Difficulty", "Players", "Games", "Wins", "Win %", "Best")
COOP_WIDTHS = (0.3, 0.14, 0.14, 0.13, 0.14, 0.15)
COMPETITIVE_HEADER = ("Seat", "Games", "Wins", "Win %")
COMPETITIVE_WIDTHS = (0.46, 0.18, 0.18, 0.18)


def _rate(line: CoopLine | WinLine) -> str:
    return f"{round(line.wins * 100 / line.games)}%" if line.games else "–"


def coop_rows(summary: FlipSummary) -> list[list[str]]:
    """Cooperative rows: difficulty in words, players, games, wins, win %, best."""
    return [
        [words.capitalize(), str(players), str(line.games), str(line.wins), _rate(line),
         "–" if line.best is None else str(line.best)]
        for (words, players), line in summary.coop.items()
    ]  # fmt: skip


def competitive_rows(summary: FlipSummary) -> list[list[str]]:
    """Competitive rows: each person by name, then each computer level."""
    computers = summary.computers.items()
    seats = [*summary.people.items(),
             *((f"Computer · {level.title()}", line) for level, line in computers)]  # fmt: skip
    return [[name, str(line.games), str(line.wins), _rate(line)] for name, line in seats]


def coop_games(summary: FlipSummary) -> tuple[int, int]:
    """(cooperative games, games won)."""
    return (sum(line.games for line in summary.coop.values()),
            sum(line.wins for line in summary.coop.values()))  # fmt: skip


def coop_heading(summary: FlipSummary) -> str:
    games, wins = coop_games(summary)
    best = "" if summary.best is None else f" · best: {summary.best} left"
    return f"Fish'n'Flip together: {games} game{'s' * (games != 1)}, {wins} won{best}"


def competitive_heading(summary: FlipSummary) -> str:
    games = summary.games - coop_games(summary)[0]
    return f"Fish'n'Flip bidding: {games} game{'s' * (games != 1)}"


def best_by_difficulty(summary: FlipSummary) -> tuple[list[str], list[float | None]]:
    """The chart of the cooperative view: per difficulty (any player count), the fewest
    animals left in a game won (None: not won yet)."""
    names: list[str] = []
    best: list[float | None] = []
    for (words, _), line in summary.coop.items():
        if words not in names:
            names.append(words)
            best.append(None)
        i = names.index(words)
        if line.best is not None:
            best[i] = line.best if best[i] is None else min(best[i] or 0, line.best)
    return names, best


def wins_by_seat(summary: FlipSummary) -> tuple[list[str], list[float | None], list[float | None]]:
    """The chart of the competitive view: per seat (people, then levels), games and wins."""
    rows = competitive_rows(summary)
    return ([r[0] for r in rows], [float(r[1]) for r in rows], [float(r[2]) for r in rows])

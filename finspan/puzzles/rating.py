"""Glicko-2 ratings of players and puzzles, and choosing a puzzle at a player's level.

Glickman's Glicko-2 system ("Example of the Glicko-2 system", steps 1-8): a rating, its
deviation (RD) and its volatility; a new player or puzzle without a stored rating starts at
1500 / 350 / 0.06 (a shipped puzzle at its starting rating). Each try of a puzzle is one
rating period for both: the player's rating is updated as a game against the puzzle (won
when solved), the puzzle's as a game against the player (won when not solved), each from the
other's rating before the try.

Pure: no clock, no file, no randomness.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

#: Glicko-2's scale factor between the Glicko scale and its own (173.7178).
SCALE = 400 / math.log(10)
#: The system constant: how much the volatility may change (Glickman suggests 0.3-1.2).
TAU = 0.5
EPSILON = 1e-6
START_RATING, START_RD, START_VOLATILITY = 1500.0, 350.0, 0.06


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko-2 rating on the Glicko scale: ``rating``, ``rd`` (deviation), ``volatility``."""

    rating: float = START_RATING
    rd: float = START_RD
    volatility: float = START_VOLATILITY

    def to_dict(self) -> dict[str, float]:
        return {"rating": round(self.rating, 4), "rd": round(self.rd, 4),
                "volatility": round(self.volatility, 8)}  # fmt: skip


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected(player: Rating, opponent: Rating) -> float:
    """The chance that ``player`` beats ``opponent`` (Glicko-2's E)."""
    mu, mu_j = (player.rating - START_RATING) / SCALE, (opponent.rating - START_RATING) / SCALE
    return _e(mu, mu_j, opponent.rd / SCALE)


def update(player: Rating, results: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """``player``'s rating after one rating period with ``results``: (opponent, score) with
    score 1 for a win, 0.5 a draw, 0 a loss. With no results only the deviation grows."""
    mu = (player.rating - START_RATING) / SCALE
    phi = player.rd / SCALE
    sigma = player.volatility
    if not results:
        grown = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, grown * SCALE, sigma)
    v_inv = 0.0
    delta_sum = 0.0
    for opponent, score in results:
        mu_j = (opponent.rating - START_RATING) / SCALE
        phi_j = opponent.rd / SCALE
        g, e = _g(phi_j), _e(mu, mu_j, phi_j)
        v_inv += g * g * e * (1 - e)
        delta_sum += g * (score - e)
    v = 1 / v_inv
    delta = v * delta_sum
    sigma_new = _volatility(delta, phi, v, sigma, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    mu_new = mu + phi_new * phi_new * delta_sum
    return Rating(START_RATING + SCALE * mu_new, SCALE * phi_new, sigma_new)


def _volatility(delta: float, phi: float, v: float, sigma: float, tau: float) -> float:
    """Step 5 of the paper: the new volatility by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        d = phi * phi + v + ex
        return ex * (delta * delta - d) / (2 * d * d) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


def rate_try(player: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """(player, puzzle) after one try: each updated against the other's rating before it."""
    won = 1.0 if solved else 0.0
    return update(player, [(puzzle, won)]), update(puzzle, [(player, 1.0 - won)])


P = TypeVar("P")


def choose(
    puzzles: Iterable[P], player: Rating, rating_of: Callable[[P], float],
    solved: Callable[[P], bool], themes: Callable[[P], Sequence[str]] | None = None,
    theme: str | None = None, key: Callable[[P], str] = str,
) -> P | None:  # fmt: skip
    """The puzzle nearest the player's rating among those not yet ``solved`` (and having
    ``theme`` when given); ties go to the lower ``key``. None when none is left."""
    best: P | None = None
    best_key: tuple[float, str] = (math.inf, "")
    for p in puzzles:
        if solved(p) or (theme is not None and themes is not None and theme not in themes(p)):
            continue
        k = (abs(rating_of(p) - player.rating), key(p))
        if k < best_key:
            best, best_key = p, k
    return best

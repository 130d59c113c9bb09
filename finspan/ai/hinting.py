"""A hint: Hard's choice now and its next best, with a plain reason whose numbers agree with
its order.

Hard's search (`ComputerPlayer.think`) chooses and shortlists its top choices (at most three).
Its own means cannot be shown side by side: it drops options early, after fewer and other
deals than those it keeps, so an option it dropped may show a higher mean than its choice.
So the shortlist is played out again on the same deals (the hidden cards dealt again the same
way for each, the same rollout noise, played out as the search plays them:
`montecarlo.play_world`), and each other option is told by how far it trails Hard's choice
there, in the search's own measure (the win share plus `MARGIN_WEIGHT` per point of lead),
the nearest first; one that did as well or better on those few deals is "about as good"
(Hard's larger search preferred its choice).

Works for any decision of any seat; never changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from finspan.engine import Game, Option, Rng

from .montecarlo import MARGIN_WEIGHT, OptionStats, Settings, play_world
from .own_scores import scale_for
from .players import DEFAULT_BUDGET, ComputerPlayer

#: The share of a hint's budget (or time) spent comparing the shortlist on the same deals.
COMPARE_SHARE = 0.25
#: The fewest deals the shortlist is compared on.
MIN_DEALS = 4
#: Mixed into the hint's seed for the comparison's deals (other deals than the search's).
_DEALS_SALT = 0x48494E54


@dataclass(frozen=True, slots=True)
class Choice:
    """One option of the shortlist over the comparison's ``playouts`` deals: the final score
    Hard itself would expect after it (`finspan.ai.own_scores`), the playouts' win share and
    reward (the search's measure)."""

    option: Option
    score: float
    win_rate: float
    playouts: int
    reward: float = 0.0

    def behind(self, best: Choice) -> float:
        """How far it trails ``best`` on the same deals in the search's measure, in points of
        final lead (a win counts as 1 / `MARGIN_WEIGHT` points); 0 if it does not."""
        return max(0.0, best.reward - self.reward) / MARGIN_WEIGHT


@dataclass(frozen=True, slots=True)
class Hint:
    """Hard's choice (``option``), the shortlist (its choice first, then the others by how
    far they trail it on the same deals) and a sentence saying why."""

    seat: int
    option: Option
    top: tuple[Choice, ...]
    reason: str


def hint(
    game: Game, seed: int = 0, budget: int = DEFAULT_BUDGET, seconds: float | None = None,
    clock: Callable[[], float] | None = None,
) -> Hint:  # fmt: skip
    """What Hard would choose for the pending decision, and its next best (see the module).
    Raises ValueError when the game is over. With a fixed budget the hint is reproducible
    (same game, seed and budget); with ``seconds`` (and a ``clock``) it takes about that
    long."""
    d = game.decision
    if d is None:
        raise ValueError("the game is over: there is nothing to decide")
    if len(d.options) == 1:
        only = d.options[0]
        return Hint(d.player, only, (), f"{only} is the only choice.")
    search_seconds = seconds * (1 - COMPARE_SHARE) if seconds is not None else None
    player = ComputerPlayer("hard", seed, budget, search_seconds, clock)
    result = player.think(game)
    shortlist = [s.option for s in result.by_option()[:3]] or [result.best]
    deals = max(MIN_DEALS, round(budget * COMPARE_SHARE / len(shortlist)))
    deadline = None
    if seconds is not None and clock is not None:
        deadline = clock() + seconds * COMPARE_SHARE
    best, *others = compare(game, shortlist, player.settings, seed, deals, clock, deadline)
    others.sort(key=lambda c: -c.reward)  # the nearest to Hard's choice first
    top = (best, *others)
    return Hint(d.player, best.option, top, reason_text(top))


def compare(
    game: Game, options: list[Option], settings: Settings, seed: int, deals: int,
    clock: Callable[[], float] | None = None, deadline: float | None = None,
) -> tuple[Choice, ...]:  # fmt: skip
    """``options`` played out on the same ``deals`` (fewer if the ``clock`` passes the
    ``deadline``; at least one), in the order given."""
    d = game.decision
    assert d is not None
    seat = d.player
    scale = scale_for(game)  # the values of Hard itself (finspan.ai.own_scores)
    stats = [OptionStats(option, 0.0, rank, scale=scale) for rank, option in enumerate(options)]
    worlds = Rng(seed ^ _DEALS_SALT)
    played = 0
    while played < deals:
        if played and deadline is not None and clock is not None and clock() >= deadline:
            break
        play_world(game, stats, seat, worlds.next64(), settings)
        played += 1
    return tuple(Choice(s.option, s.mean_score, s.win_rate, played, s.mean_reward) for s in stats)


def reason_text(top: tuple[Choice, ...]) -> str:
    """'Best: dive blue (about 84 points at the end) · next: play Bonefish (about as good)
    · then: dive green (about 3 points worse)': Hard's choice with its expected final score,
    then each other option with how far it trails it (never less far than the one before)."""
    if not top:
        return "Hard found nothing to tell these options apart."
    best = top[0]
    parts = [f"Best: {best.option} (about {best.score:.0f} points at the end)"]
    for label, c in zip(("next", "then"), top[1:], strict=False):
        behind = round(c.behind(best))
        plural = "s" if behind > 1 else ""
        worse = "about as good" if behind < 1 else f"about {behind} point{plural} worse"
        parts.append(f"{label}: {c.option} ({worse})")
    return " · ".join(parts)

"""The competitive game's 60-second bidding clock (FLIP-RULES.md 8: "an optional 60-second
clock ends the bidding early"). The clock is the table's, not a rule of the engine (the setup
only records whether it is on): it starts with each bidding round, runs while a bid is
awaited and no animation plays, and once it has run out the table passes for each bidder
still asked, so that the last bidder wins (or, with no bid, the grid is dealt again). Pure:
no pygame."""

from __future__ import annotations

from dataclasses import dataclass

from ... import flip as F
from ...flip import DecisionKind, Game

#: Seconds each bidding round may last with the clock on.
CLOCK_SECONDS = 60.0


@dataclass
class BiddingClock:
    """The clock of one table: ``on`` as the setup chose, the seconds ``left`` in the round
    being bid (None: no bidding now), and which round it was started for."""

    on: bool
    left: float | None = None
    round: int = -1

    def follow(self, game: Game, round_: int) -> None:
        """After a change of the game: a new bidding round (``round_``) starts the clock;
        anything but a bid stops showing it."""
        d = game.decision
        if not self.on or d is None or d.kind is not DecisionKind.BID:
            self.left = None if d is None or d.kind is not DecisionKind.BID else self.left
            return
        if round_ != self.round:
            self.round, self.left = round_, CLOCK_SECONDS

    def tick(self, dt: float) -> bool:
        """Count ``dt`` seconds down; True once the time is up (and the bidding goes on)."""
        if self.left is None:
            return False
        self.left = max(0.0, self.left - dt)
        return self.left <= 0

    def expired_option(self, game: Game) -> F.Option | None:
        """The pass the table gives for the bidder asked once the time is up, if any."""
        d = game.decision
        if self.left != 0 or d is None or d.kind is not DecisionKind.BID:
            return None
        return next((o for o in d.options if isinstance(o, F.Pass)), None)

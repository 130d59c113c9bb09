"""Computer players think in a worker process, so the frame loop never waits on a search.

`AiWorker.request` sends the game (as `Game.to_dict` data) and who is thinking to one worker
process (multiprocessing's *spawn* context: the same on every platform, and inside the
PyInstaller bundle, whose entry point calls ``multiprocessing.freeze_support()``);
`AiWorker.poll` returns the answer once it is there and never blocks. Only the latest request
counts: a new request (or `cancel`, e.g. after Undo) makes earlier answers be dropped.
Owns the worker process; imports no pygame, so the worker starts quickly.
"""

from __future__ import annotations

import contextlib
import multiprocessing
from dataclasses import dataclass
from typing import Any

from ...engine import Game


@dataclass(frozen=True, slots=True)
class Answer:
    """A finished request: the chosen option's index in the decision's options, and for a
    hint the reason and the top choices' texts."""

    ticket: int
    index: int
    reason: str = ""
    top: tuple[str, ...] = ()


def _serve(conn: Any) -> None:
    """The worker's loop: one request at a time until told to stop (None) or the pipe closes."""
    import time

    from ...ai import ComputerPlayer, hint

    while True:
        try:
            message = conn.recv()
        except EOFError:
            return
        if message is None:
            return
        ticket, state, kind, level, seed, budget, seconds = message
        game = Game.from_dict(state)
        options = game.options
        clock = time.perf_counter if seconds is not None else None
        if kind == "hint":
            h = hint(game, seed, budget, seconds, clock)
            top = tuple(str(c.option) for c in h.top)
            conn.send(Answer(ticket, options.index(h.option), h.reason, top))
        else:
            option = ComputerPlayer(level, seed, budget, seconds, clock).choose(game)
            conn.send(Answer(ticket, options.index(option)))


class AiWorker:
    """One worker process for computer players' decisions and hints (started on first use)."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._conn: Any = None
        self._ticket = 0
        self._pending = False

    @property
    def busy(self) -> bool:
        """True while the latest request has not been answered (show "thinking")."""
        return self._pending

    def _start(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        parent, child = self._ctx.Pipe()
        self._process = self._ctx.Process(target=_serve, args=(child,), daemon=True)
        self._process.start()
        child.close()
        self._conn = parent

    def request(
        self, game: Game, level: str = "hard", seed: int = 0, budget: int | None = None,
        seconds: float | None = None, kind: str = "choose",
    ) -> int:  # fmt: skip
        """Ask for ``level``'s choice (``kind`` "choose") or Hard's hint ("hint") at the
        pending decision of ``game`` (not changed); returns the request's ticket.

        Without a ``budget`` the search is timed as in play (`finspan.ai.SECONDS` of the
        level, Hard's for a hint, at most `finspan.ai.PLAY_BUDGET` playouts); with one it is
        that fixed budget (reproducible) unless ``seconds`` is given too.
        """
        if game.decision is None:
            raise ValueError("the game is over: there is nothing to decide")
        if budget is None:
            from ...ai import PLAY_BUDGET, SECONDS

            budget = PLAY_BUDGET
            seconds = SECONDS["hard" if kind == "hint" else level]
        self._start()
        self._ticket += 1
        self._pending = True
        message = (self._ticket, game.to_dict(), kind, level, seed, budget, seconds)
        self._conn.send(message)
        return self._ticket

    def cancel(self) -> None:
        """Forget the pending request: its answer will be dropped when it arrives."""
        self._ticket += 1
        self._pending = False

    def poll(self) -> Answer | None:
        """The latest request's answer if it has arrived, else None; never blocks."""
        while self._conn is not None and self._conn.poll(0):
            answer = self._conn.recv()
            if answer.ticket == self._ticket:
                self._pending = False
                return answer
        return None

    def close(self) -> None:
        """Stop the worker process (waits for it briefly, then ends it)."""
        if self._process is None:
            return
        with contextlib.suppress(BrokenPipeError, OSError):
            self._conn.send(None)
        self._process.join(timeout=2)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(timeout=2)
        self._conn.close()
        self._process = self._conn = None
        self._pending = False

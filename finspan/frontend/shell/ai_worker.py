"""Computer players think in a worker process, so the frame loop never waits on a search.

`AiWorker.request` sends one typed `Request` (which game, its state as ``to_dict`` data, who
is thinking, how hard) to one worker process (multiprocessing's *spawn* context: the same on
every platform, and inside the PyInstaller bundle, whose entry point calls
``multiprocessing.freeze_support()``); `AiWorker.poll` returns the `Answer` once it is there
and never blocks. Only the latest request counts: a new request (or `cancel`, e.g. after
Undo) makes earlier answers be dropped. The worker finds the game by its name
(`finspan.games.game_definition`) and asks that game's computer players
(`finspan.games.game_players`): it knows no game itself. Imports no pygame, so the worker
starts quickly.
"""

from __future__ import annotations

import contextlib
import multiprocessing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from ...core.protocol import GameState

Kind = Literal["choose", "hint"]


@dataclass(frozen=True, slots=True)
class Request:
    """One question for the worker: ``level``'s choice (``kind`` "choose") or the hint
    ("hint") at the pending decision of the game named ``game`` whose state is ``state``.
    ``budget`` None: as in play (the game's own limits, timed by ``seconds`` if it has them);
    a budget with ``seconds`` None is a fixed, reproducible search."""

    ticket: int
    game: str
    state: dict[str, Any]
    kind: Kind
    level: str
    seed: int
    budget: int | None
    seconds: float | None


@dataclass(frozen=True, slots=True)
class Answer:
    """A finished request: the chosen option's index in the decision's options, and for a
    hint the reason, the top choices' texts and the plan's (the options of the whole turn
    from this decision, the chosen one first: each later one is the option to choose when
    its decision comes; empty for a game whose hint gives no plan)."""

    ticket: int
    index: int
    reason: str = ""
    top: tuple[str, ...] = ()
    plan: tuple[str, ...] = ()


def request_for(
    ticket: int, game: GameState, kind: Kind, level: str, seed: int, budget: int | None,
    seconds: float | None = None,
) -> Request:  # fmt: skip
    """The request about ``game``'s pending decision (``game`` is not changed)."""
    if game.decision is None:
        raise ValueError("the game is over: there is nothing to decide")
    return Request(ticket, game.OPTIONS.game, game.to_dict(), kind, level, seed, budget, seconds)


def answer(request: Request, clock: Callable[[], float] | None = None) -> Answer:
    """Search what ``request`` asks (in whichever process calls it). As in play (no budget),
    the game's players say their own limits (``in_play(level)``: a budget and seconds)."""
    from ...games import game_definition, game_players

    game = game_definition(request.game).game_from_dict(request.state)
    players = game_players(request.game)
    budget, seconds = request.budget, request.seconds
    if budget is None:
        level = "hard" if request.kind == "hint" else request.level
        in_play = getattr(players, "in_play", None)
        budget, seconds = in_play(level) if in_play is not None else (None, None)
    timed = clock if seconds is not None else None
    options = game.decision.options
    if request.kind == "hint":
        h = players.hint(game, request.seed, budget, seconds, timed)
        top = tuple(str(c.option) for c in h.top)
        plan = tuple(str(o) for o in getattr(h, "plan", ()))
        return Answer(request.ticket, options.index(h.option), h.reason, top, plan)
    option = players.choose(game, request.level, request.seed, budget, seconds, timed)
    return Answer(request.ticket, options.index(option))


def _serve(conn: Any) -> None:
    """The worker's loop: one request at a time until told to stop (None) or the pipe closes."""
    import time

    while True:
        try:
            request = conn.recv()
        except EOFError:
            return
        if request is None:
            return
        conn.send(answer(request, time.perf_counter))


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
        self, game: GameState, level: str = "hard", seed: int = 0, budget: int | None = None,
        seconds: float | None = None, kind: Kind = "choose",
    ) -> int:  # fmt: skip
        """Ask for ``level``'s choice (``kind`` "choose") or the hint ("hint") at the pending
        decision of ``game`` (not changed); returns the request's ticket. Without a
        ``budget`` the search is as in play; with one it is that fixed budget (reproducible)
        unless ``seconds`` is given too. Raises ValueError when the game is over."""
        request = request_for(self._ticket + 1, game, kind, level, seed, budget, seconds)
        self._start()
        self._ticket += 1
        self._pending = True
        self._conn.send(request)
        return self._ticket

    def cancel(self) -> None:
        """Forget the pending request: its answer will be dropped when it arrives."""
        self._ticket += 1
        self._pending = False

    def poll(self) -> Answer | None:
        """The latest request's answer if it has arrived, else None; never blocks."""
        while self._conn is not None and self._conn.poll(0):
            got = self._conn.recv()
            if got.ticket == self._ticket:
                self._pending = False
                return got  # type: ignore[no-any-return]
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

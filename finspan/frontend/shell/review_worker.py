"""A post-game review in background processes, so the window keeps its frame rate.

Either game: the job asks `finspan.games.game_review` for the game's review (Finspan's
`finspan.ai.review`, Fish'n'Flip's `finspan.flip_ai.review`). `ReviewJob` starts
``processes`` worker processes (multiprocessing's *spawn* context, as `ai_worker`), each
reviewing its share of one seat's decisions (``review_steps`` with ``share=(k, n)``: every
n-th decision, so the shares take about as long) and sending each reviewed decision back as
soon as it is done. Each decision is searched with its own seed, so the review does not
depend on how it was shared out. `poll` collects what has arrived and never blocks; `done`
and `total` are the progress; `review` is the game's review (Finspan's `Review`, a
`FlipReview`) once every decision is in; `cancel` ends the processes at once.
`InlineReviewJob` does the same in the calling process, one decision per `poll` (for tests
and headless drivers). Imports no pygame.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from collections.abc import Iterator
from typing import Any, Protocol

from ...games import GameReview, game_definition, game_name_of, game_review

#: Review processes at most (one per core; the window's own process needs little).
MAX_PROCESSES = 2


class Job(Protocol):
    """What the review's progress screen needs of a job (`ReviewJob`'s interface)."""

    total: int
    error: str
    #: True: the job works only when polled (in this process), so its screen asks for
    #: every frame; False: its processes work on their own and are polled now and then.
    needs_frames: bool

    @property
    def done(self) -> int: ...

    @property
    def finished(self) -> bool: ...

    def start(self) -> None: ...

    def poll(self) -> bool: ...

    def review(self) -> Any: ...

    def cancel(self) -> None: ...


def _work(conn: Any, name: str, state: dict[str, Any], seat: int, budget: int, seed: int,
          share: tuple[int, int]) -> None:  # fmt: skip
    """A worker process: review its share of the game named ``name``, sending each step
    (pickled whole: its scores unrounded), then None (or the error's words as a str)."""
    try:
        game = game_definition(name).game_from_dict(state)
        for step in game_review(name).review_steps(game, seat, budget, seed, share):
            conn.send(step)
        conn.send(None)
    except (BrokenPipeError, EOFError, OSError):
        return  # the window went away or cancelled: nothing to tell
    except Exception as exc:  # told to the window, which shows it instead of the review
        with contextlib.suppress(BrokenPipeError, OSError):
            conn.send(f"{type(exc).__name__}: {exc}")


class _Collected:
    """The decisions of one review as they arrive, and the review they make."""

    def __init__(self, game: Any, seat: int, budget: int, seed: int) -> None:
        self.game, self.seat, self.budget, self.seed = game, seat, budget, seed
        self.name = game_name_of(game)
        self.reviewer: GameReview = game_review(self.name)
        self.total = self.reviewer.decisions_of(game, seat)  # ValueError: not a person
        self.steps: dict[int, Any] = {}
        self.error = ""

    @property
    def done(self) -> int:
        return len(self.steps)

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    def review(self) -> Any:
        """The whole review (every decision in, in the order taken)."""
        if not self.finished:
            raise RuntimeError(f"the review has {self.done} of {self.total} decisions")
        steps = [self.steps[i] for i in sorted(self.steps)]
        return self.reviewer.review_from(self.game, self.seat, self.budget, self.seed, steps)


class ReviewJob(_Collected):
    """``seat``'s decisions in ``game`` reviewed at ``budget`` playouts each by ``processes``
    worker processes (default: one per core, at most `MAX_PROCESSES`). ``game`` is not
    changed (the workers get its data). Raises ValueError for a seat that is not a person."""

    needs_frames = False

    def __init__(self, game: Any, seat: int, budget: int, seed: int = 0,
                 processes: int | None = None) -> None:  # fmt: skip
        super().__init__(game, seat, budget, seed)
        n = processes or min(MAX_PROCESSES, os.cpu_count() or 1)
        self.processes = max(1, min(n, self.total))
        self._workers: list[tuple[Any, Any]] = []  # (process, parent's end of its pipe)
        self._running: set[int] = set()  # the workers not yet finished

    def start(self) -> None:
        """Start the workers (once)."""
        if self._workers or self.finished:
            return
        ctx = multiprocessing.get_context("spawn")
        state = self.game.to_dict()
        for k in range(self.processes):
            parent, child = ctx.Pipe()
            share = (k, self.processes)
            args = (child, self.name, state, self.seat, self.budget, self.seed, share)
            process = ctx.Process(target=_work, args=args, daemon=True)
            process.start()
            child.close()
            self._workers.append((process, parent))
            self._running.add(k)

    def poll(self) -> bool:
        """Collect what the workers sent; True if anything new arrived. A worker that died
        without finishing sets `error`."""
        new = False
        for k in list(self._running):
            conn = self._workers[k][1]
            try:
                while conn.poll(0):
                    got = conn.recv()
                    if got is None:
                        self._running.discard(k)
                        break
                    if isinstance(got, str):
                        self.error = got
                        self._running.discard(k)
                        break
                    self.steps[got.index] = got
                    new = True
            except (EOFError, OSError):
                self._running.discard(k)
                if not self.error and not self.finished:
                    self.error = "a review process ended before its work was done"
        if not self._running and self._workers:
            self._close()
        return new

    def cancel(self) -> None:
        """Stop the workers now (what they found is dropped)."""
        self._running.clear()
        self._close()

    def _close(self) -> None:
        for process, conn in self._workers:
            if process.is_alive():
                process.terminate()
            process.join(timeout=2)
            conn.close()
        self._workers = []


class InlineReviewJob(_Collected):
    """`ReviewJob` in the calling process: each `poll` reviews one more decision."""

    needs_frames = True

    def __init__(self, game: Any, seat: int, budget: int, seed: int = 0,
                 processes: int | None = None) -> None:  # fmt: skip
        super().__init__(game, seat, budget, seed)
        self._steps: Iterator[Any] = iter(())
        self.started = False

    def start(self) -> None:
        if not self.started:
            self.started = True
            self._steps = self.reviewer.review_steps(self.game, self.seat, self.budget, self.seed)

    def poll(self) -> bool:
        step = next(self._steps, None)
        if step is None:
            return False
        self.steps[step.index] = step
        return True

    def cancel(self) -> None:
        self._steps = iter(())

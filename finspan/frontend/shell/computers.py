"""Computer players at a table of any game, and the hint: who controls each seat, what is
being thought about, and what was just chosen.

Owns `Computers`, the controller a table consults when no animation runs (`drive`): for a
decision of a seat a computer controls it asks the worker (`AiWorker`, a separate process, so
the frame loop never waits) and, once the answer is there, returns the option. The table's
seat driver then shows it (`present`: one step of the computer's turn, held on screen for
`STEP_SECONDS`, scaled by the animation speed) before applying it through its normal choose
path; then a short pause with a notice of what was done ("Marlin (Easy) played Longfin
Batfish in slot 4.", worded by the table from the events the choice made) before the next
decision. A click or key skips the rest of that
computer's turn (`skip_pause`). For a person's
decision it asks for a hint on request (`ask_hint`) and keeps Hard's answer while that
decision stands. Which seat is a computer is a frontend matter (`TablePrefs.controllers`),
never a rule: the engine sees only its options being applied. What a game's options and
choices are called, and which decisions begin a turn, the table says through `SeatWords`.

Imports no pygame (the indicator is painted by the table) and no scene, and knows no game.
The worker is made by ``worker_factory`` (default `AiWorker`; tests may pass an in-process
one) and ended by `close` (the table calls it when it leaves; an ``atexit`` hook ends any
left at exit).
"""

from __future__ import annotations

import atexit
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ...core.decision import Decision
from ...core.options import Option
from ...core.protocol import GameState
from .ai_worker import Answer, Kind, Request, answer, request_for
from .prefs import PERSON

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
#: What may control a seat (saved per seat in the table's state).
CONTROLLERS: tuple[str, ...] = (PERSON, *LEVELS)
LEVEL_WORDS: dict[str, str] = {"easy": "Easy", "medium": "Medium", "hard": "Hard"}
CONTROLLER_WORDS: dict[str, str] = {PERSON: "a person", **LEVEL_WORDS}
#: First names of the computer players (each seat's own; the level is added).
COMPUTER_NAMES: tuple[str, ...] = ("Marlin", "Coral", "Finn", "Pearl", "Gill")
#: Seconds the notice of a computer's choice stays before its next decision, at normal speed.
PAUSE_SECONDS = 0.2
#: Seconds a computer's choice is shown before it is applied, at normal speed: the first
#: choice of its turn (a fish to play, a dive site), a follow-up (a slot, a cost, a benefit),
#: a decision with one option.
STEP_SECONDS: dict[str, float] = {"turn": 0.8, "choice": 0.4, "forced": 0.15}


def is_computer(controller: str) -> bool:
    return controller in LEVELS


def default_name(index: int, level: str) -> str:
    """A computer seat's default name: a fish-themed name and its level, e.g. "Coral (Hard)"."""
    return f"{COMPUTER_NAMES[index % len(COMPUTER_NAMES)]} ({LEVEL_WORDS[level]})"


def is_default_name(name: str) -> bool:
    """Whether ``name`` is one `default_name` gives (so a change of level may rename it)."""
    return any(name == default_name(i, lv) for i in range(len(COMPUTER_NAMES)) for lv in LEVELS)


class SeatWords(Protocol):
    """What a game's table says of its options and decisions, for the computer seats."""

    def option(self, game: GameState, option: Option) -> str:
        """The option in words ("play Porkfish", "flip row 2")."""

    def starts_turn(self, decision: Decision) -> bool:
        """Whether ``decision`` is the first choice of a turn (a new list of steps)."""

    def hintable(self, game: GameState, seat: int) -> bool:
        """Whether a hint may be asked for ``seat``'s pending decision (a person's own)."""

    def shown_card(self, decision: Decision, option: Option) -> int | None:
        """The card a turn's first choice plays, shown as a card while its steps show."""


@dataclass(frozen=True, slots=True)
class Chosen:
    """An option chosen for the pending decision by a seat no person plays (a computer, or
    an answer the seat gave in advance), not by a click or a key: the table applies it
    without the checks a person's input goes through."""

    option: Option
    seat: int


class Worker(Protocol):
    """What `Computers` needs of a worker (`AiWorker`'s interface)."""

    @property
    def busy(self) -> bool: ...

    def request(self, game: GameState, level: str = "hard", seed: int = 0,
                budget: int | None = None, seconds: float | None = None,
                kind: Kind = "choose") -> int: ...  # fmt: skip

    def poll(self) -> Answer | None: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


class InlineWorker:
    """A worker that searches in this process, at the first `poll` after a request (for tests
    and headless tools: deterministic with a fixed budget; the frame that polls waits)."""

    def __init__(self) -> None:
        self._request: Request | None = None
        self._ticket = 0
        self.requests = 0

    @property
    def busy(self) -> bool:
        return self._request is not None

    def request(self, game: GameState, level: str = "hard", seed: int = 0,
                budget: int | None = None, seconds: float | None = None,
                kind: Kind = "choose") -> int:  # fmt: skip
        self._ticket += 1
        self.requests += 1
        self._request = request_for(self._ticket, game, kind, level, seed, budget or 8)
        return self._ticket

    def poll(self) -> Answer | None:
        if self._request is None:
            return None
        request, self._request = self._request, None
        return answer(request)

    def cancel(self) -> None:
        self._request = None

    def close(self) -> None:
        self._request = None


_LIVE: weakref.WeakSet[Computers] = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    """At exit, end every worker process still running (no orphans)."""
    for computers in list(_LIVE):
        computers.close()


@dataclass(slots=True)
class Step:
    """A computer's choice shown before it is applied: the seat, the option, its words, the
    decision's key, and the seconds left of ``total`` to show it."""

    seat: int
    option: Option
    words: str
    key: tuple
    left: float
    total: float

    @property
    def progress(self) -> float:
        return 1.0 if self.total <= 0 else 1.0 - max(0.0, self.left) / self.total


@dataclass(frozen=True, slots=True)
class Hint:
    """Hard's choice at a person's decision (``key``: that decision's): the option's index,
    its words and the reason. ``plan``: the options (as text) of the whole turn the hint
    found, from the decision it was asked for; ``step``: which of them this decision's is
    (0: the decision asked about; a later one: the plan carried to its next decision)."""

    key: tuple
    index: int
    words: str
    reason: str
    plan: tuple[str, ...] = ()
    step: int = 0


@dataclass(frozen=True, slots=True)
class _Carried:
    """A hinted plan of several steps, kept while the player follows it: the hint as it came,
    the history before the decision it was asked for (``before``) and whose it is."""

    hint: Hint
    before: tuple[str, ...]
    seat: int


def decision_key(game: GameState) -> tuple[Any, ...]:
    """What identifies the pending decision (an answer to an older one is never applied, a
    hint for another is never shown)."""
    d = game.decision
    return (len(game.history), d.player if d else -1, d.options if d else ())


_decision_key = decision_key


class Computers:
    """The computer seats of one table (``controllers[seat]``: "person", "easy", "medium" or
    "hard") and the hint. Mutated only through its methods; never changes a game."""

    def __init__(
        self, controllers: Sequence[str], names: Sequence[str], words: SeatWords,
        worker_factory: Callable[[], Worker] | None = None, budget: int | None = None,
    ) -> None:  # fmt: skip
        self.controllers = [c if c in CONTROLLERS else PERSON for c in controllers]
        self.names = list(names)
        self.words = words
        self._factory = worker_factory
        self._worker: Worker | None = None
        #: A fixed search budget (reproducible, for tests); None: timed as in play.
        self.budget = budget
        self._asked: tuple | None = None  # the decision key a choice was asked for
        self._hint_asked: tuple | None = None
        self._answer: Answer | None = None  # the worker's answer, collected and not yet used
        self.hint: Hint | None = None
        self._carried: _Carried | None = None  # the hinted plan followed so far
        self._step: Hint | None = None  # its step for the pending decision (cached by key)
        self.thinking: int | None = None  # the seat whose choice is awaited
        self.think_time = 0.0
        self.pause = 0.0  # seconds left before the next computer decision
        self.notice = ""  # what the last computer chose, shown during the pause
        self.hints_used = 0
        self.step: Step | None = None  # the choice shown before it is applied
        self.turn_seat: int | None = None  # the computer whose turn is being shown
        self.turn_steps: list[str] = []  # what it chose so far in that turn, in order
        self.turn_card: int | None = None  # the card it plays in that turn, if any
        self.hurry: int | None = None  # a click skipped this seat's turn: no more steps
        _LIVE.add(self)

    # who controls what ---------------------------------------------------------------------
    def controls(self, seat: int) -> bool:
        return 0 <= seat < len(self.controllers) and is_computer(self.controllers[seat])

    @property
    def any(self) -> bool:
        return any(is_computer(c) for c in self.controllers)

    def decides(self, game: GameState) -> bool:
        """Whether the pending decision is a computer's (a person may not choose it)."""
        d = game.decision
        return d is not None and self.controls(d.player)

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"

    @property
    def animating(self) -> bool:
        """True while the notice of a computer's choice is shown (the frame loop is woken a
        few times a second meanwhile, `computer_view`)."""
        return self.pause > 0 or self.step is not None

    @property
    def status(self) -> str:
        """The line to show: who is thinking, or what was just chosen, or nothing."""
        if self.thinking is not None:
            return f"{self.name(self.thinking)} is thinking…"
        if self.pause > 0:
            return self.notice
        if self._hint_asked is not None:
            return "Looking for a hint…"
        return ""

    # the worker -----------------------------------------------------------------------------
    @property
    def worker(self) -> Worker:
        if self._worker is None:
            if self._factory is None:
                from .ai_worker import AiWorker

                self._worker = AiWorker()
            else:
                self._worker = self._factory()
        return self._worker

    def cancel(self) -> None:
        """Forget any question asked (after Undo, on leaving the table, on opening the menu):
        its answer will be dropped, and the question asked again if still pending."""
        if self._worker is not None and (self._asked or self._hint_asked):
            self._worker.cancel()
        self._asked = self._hint_asked = self._answer = None
        self.thinking = None
        self.think_time = 0.0

    def close(self) -> None:
        """End the worker process (leaving the table, at exit). Safe to call twice."""
        self.cancel()
        if self._worker is not None:
            self._worker.close()
            self._worker = None

    def _seed(self, seat: int) -> int:
        return 7919 * (seat + 1) + 17  # public: the seat only

    @property
    def waiting(self) -> bool:
        """True while a question (a computer's choice or a hint) is out with the worker."""
        return self._asked is not None or self._hint_asked is not None

    def collect(self) -> bool:
        """Take the worker's answer if it has come (never blocks); True if an answer is
        waiting to be used by `drive`."""
        if self._answer is None and self.waiting:
            self._answer = self.worker.poll()
        return self._answer is not None

    def _take(self) -> Answer | None:
        self.collect()
        got, self._answer = self._answer, None
        return got

    # every frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        """Count down the pause, the step shown and the thinking time; True if what is shown
        changed."""
        changed = False
        if self.pause > 0:
            self.pause = max(0.0, self.pause - dt)
            changed = self.pause == 0
        if self.step is not None and self.step.left > 0:
            self.step.left -= dt
            changed = changed or self.step.left <= 0
        if self.thinking is not None:
            before = int(self.think_time * 4)
            self.think_time += dt
            changed = changed or int(self.think_time * 4) != before
        return changed

    def wait(self, seconds: float) -> None:
        """No computer decision is asked for ``seconds`` (counted down by `update`; a click
        or key ends the wait, `skip_pause`)."""
        self.pause = max(self.pause, seconds)

    def skip_pause(self) -> None:
        """A click or key ends the notice's pause and the step shown at once, and the rest
        of that computer's turn is played without pauses (`hurry`)."""
        self.pause = 0.0
        if self.step is not None:
            self.step.left = 0.0
        if self.turn_seat is not None:
            self.hurry = self.turn_seat

    # the steps of a computer's turn ------------------------------------------------------
    def follow_turn(self, game: GameState) -> None:
        """Keep the shown turn in step with the game: a computer's decision starts that
        seat's list of steps (if not started); a person's decision, or none, ends it."""
        d = game.decision
        if d is None or not self.controls(d.player):
            self.turn_seat, self.turn_steps, self.turn_card, self.hurry = None, [], None, None
        elif d.player != self.turn_seat:
            self.turn_seat, self.turn_steps, self.turn_card = d.player, [], None
            if self.hurry != d.player:
                self.hurry = None

    def present(self, game: GameState, option: Option, speed: float = 1.0) -> bool:
        """Show a computer's ``option`` for the pending decision before it is applied: one
        step of its turn, for `STEP_SECONDS` divided by ``speed``. False when there is nothing
        to wait for: animations off, or the rest of the turn is skipped (`hurry`)."""
        d = game.decision
        if d is None:
            return False
        self.follow_turn(game)
        first = self.words.starts_turn(d)
        if first and self.turn_steps:  # a new turn of the same seat: a fresh list
            self.turn_steps, self.turn_card, self.hurry = [], None, None
        words = self.words.option(game, option)
        self.turn_steps.append(words)
        card = self.words.shown_card(d, option)
        if card is not None:
            self.turn_card = card
        if speed <= 0 or self.hurry == d.player:
            return False
        kind = "forced" if len(d.options) == 1 else ("turn" if first else "choice")
        seconds = STEP_SECONDS[kind] / speed
        self.step = Step(d.player, option, words, _decision_key(game), seconds, seconds)
        return True

    def presented(self, game: GameState) -> Option | None:
        """The shown option once its time is up (then it is no longer shown); None while it
        shows, or when none is. A step for a decision that changed (an undo) is dropped."""
        step = self.step
        if step is None:
            return None
        if step.key != _decision_key(game):
            self.step = None
            return None
        if step.left > 0:
            return None
        self.step = None
        return step.option

    def drive(self, game: GameState) -> Option | None:
        """Consulted when no animation runs: the option a computer seat chose for the pending
        decision once the worker has answered, else None (having asked it, if not yet).
        Also collects a hint's answer. Never blocks on the worker process."""
        d = game.decision
        key = _decision_key(game)
        if self._hint_asked is not None:
            self._collect_hint(game, key)
        if d is None or not self.controls(d.player):
            if self._asked is not None:
                self.cancel()
            return None
        if self.pause > 0:
            return None
        if self._asked != key:
            if len(d.options) == 1:  # nothing to think about
                return d.options[0]
            self.worker.request(game, self.controllers[d.player], self._seed(d.player),
                                self.budget, kind="choose")  # fmt: skip
            self._asked, self.thinking, self.think_time = key, d.player, 0.0
            return None
        got = self._take()
        if got is None:
            return None
        self._asked, self.thinking = None, None
        if not 0 <= got.index < len(d.options):
            return None  # cannot happen with our worker; asked again next frame
        return d.options[got.index]

    def chose(self, seat: int, words: str, forced: bool, speed: float = 1.0) -> None:
        """After a computer's choice was applied: the notice of what ``seat`` did (``words``,
        from the events the choice made), shown for `PAUSE_SECONDS` (a third of it when
        there was no choice, ``forced``; scaled by the animation ``speed``; 0 = no pause)."""
        self.notice = words
        seconds = PAUSE_SECONDS / 3 if forced else PAUSE_SECONDS
        self.pause = seconds / speed if speed > 0 and self.hurry != seat else 0.0

    # the hint -------------------------------------------------------------------------------
    def can_hint(self, game: GameState) -> bool:
        d = game.decision
        if d is None or self.controls(d.player):
            return False
        return self.words.hintable(game, d.player)

    def ask_hint(self, game: GameState) -> str:
        """Ask the worker what Hard would choose at the person's pending decision; returns
        a line to tell the player ("" when asked; else why not). Counts as a hint used. A
        hint already shown for this decision (asked here, or the step of a hinted plan the
        player follows) is not asked again."""
        if not self.can_hint(game):
            return "A hint is for a person's own decision."
        key = _decision_key(game)
        if self.hint_for(game) is not None:
            return ""  # already shown
        if self._hint_asked == key:
            return ""
        seat = game.decision.player  # type: ignore[union-attr]  # can_hint: not None
        self.worker.request(game, "hard", self._seed(seat), self.budget, kind="hint")
        self._hint_asked = key
        self.hints_used += 1
        return ""

    def _collect_hint(self, game: GameState, key: tuple[Any, ...]) -> None:
        if self._hint_asked != key:  # the decision changed: the question is moot
            self.cancel()
            return
        got = self._take()
        d = game.decision
        if got is None or d is None:
            return
        self._hint_asked = None
        if 0 <= got.index < len(d.options):
            words = self.words.option(game, d.options[got.index])
            self.hint = Hint(key, got.index, words, got.reason, got.plan)
            history = tuple(game.history)
            self._carried = _Carried(self.hint, history, d.player) if len(got.plan) > 1 else None
            self._step = None  # (a step worked out from an earlier plan is not this one's)

    def hint_for(self, game: GameState) -> Hint | None:
        """The hint for the pending decision, or None: the one asked for it, else the step of
        the hinted plan the player has followed so far (a plan is dropped once the player's
        choices depart from it, or its seat's turn is over)."""
        if self.hint is None and self._carried is None:
            return None  # (the common case, every frame: nothing to work out)
        key = _decision_key(game)
        if self.hint is not None and self.hint.key != key:
            self.hint = None
        if self.hint is not None:
            return self.hint
        if self._step is None or self._step.key != key:
            self._step = self._plan_step(game, key)
        return self._step

    def _plan_step(self, game: GameState, key: tuple[Any, ...]) -> Hint | None:
        carried, d = self._carried, game.decision
        if carried is None or d is None:
            return None
        history, start = tuple(game.history), len(carried.before)
        plan = carried.hint.plan
        if len(history) < start:
            return None  # undone to before the hinted decision: kept for a redo
        k = len(history) - start
        texts = [str(o) for o in d.options]
        if (history[:start] != carried.before or history[start:] != plan[:k] or k >= len(plan)
                or d.player != carried.seat or plan[k] not in texts):  # fmt: skip
            self._carried = self._step = None  # the player departed from the plan, or it is done
            return None
        index = texts.index(plan[k])
        words = self.words.option(game, d.options[index])
        return Hint(key, index, words, carried.hint.reason, plan, k)

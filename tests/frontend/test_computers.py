"""The computer seats' controller (`finspan.frontend.shell.computers`), without a table: it asks
the worker at a computer's decision, never blocks, applies nothing itself, pauses after a
choice, answers hints at a person's decision, and ends its worker process."""

from __future__ import annotations

from finspan.engine import Game, Seat, Setup
from finspan.frontend.finspan.computer_view import FINSPAN_WORDS
from finspan.frontend.shell.ai_worker import AiWorker, Answer
from finspan.frontend.shell.computers import (
    STEP_SECONDS,
    Computers,
    InlineWorker,
    default_name,
    is_default_name,
)


class HeldWorker:
    """A worker whose answer comes only when the test releases it (a long think)."""

    def __init__(self) -> None:
        self.asked: list[tuple] = []
        self.release: int | None = None
        self.cancelled = 0
        self.closed = False

    @property
    def busy(self) -> bool:
        return bool(self.asked) and self.release is None

    def request(self, game, level="hard", seed=0, budget=None, seconds=None, kind="choose"):
        self.asked.append((len(game.history), level, kind))
        self.release = None
        return len(self.asked)

    def poll(self):
        if self.release is None:
            return None
        index, self.release = self.release, None
        return Answer(len(self.asked), index, "because", ())

    def cancel(self) -> None:
        self.cancelled += 1
        self.release = None

    def close(self) -> None:
        self.closed = True


def _against_easy(factory, budget: int | None = None) -> Computers:
    """Ada (a person) and Coral (Easy), with Finspan's words."""
    return Computers(["person", "easy"], ["Ada", "Coral (Easy)"], FINSPAN_WORDS, factory,
                     budget=budget)  # fmt: skip


def _two_seats(first: int = 0) -> Game:
    setup = Setup((Seat("Ada"), Seat("Coral (Easy)")), first_player=first)
    return Game(setup, 21)


def test_default_names_are_fish_names_with_the_level() -> None:
    assert default_name(1, "hard") == "Coral (Hard)"
    assert is_default_name("Coral (Hard)") and not is_default_name("Ada")


def test_a_computer_decision_is_asked_of_the_worker_and_nothing_blocks_until_it_answers() -> None:
    game = _two_seats(first=1)
    worker = HeldWorker()
    c = _against_easy(lambda: worker)
    assert c.decides(game)
    for _ in range(5):  # frames pass while it thinks
        assert c.drive(game) is None
        c.update(1 / 60)
    assert worker.asked == [(0, "easy", "choose")]  # asked once
    assert c.status == "Coral (Easy) is thinking…"
    worker.release = 2
    assert c.drive(game) == game.options[2]
    assert c.thinking is None


def test_a_choice_is_announced_and_the_next_decision_waits_for_the_pause() -> None:
    game = _two_seats(first=1)
    c = _against_easy(InlineWorker, budget=4)
    c.drive(game)
    option = c.drive(game)
    assert option is not None
    game.apply(option)
    c.chose(1, "Coral (Easy) played a fish.", forced=False, speed=1.0)
    assert c.animating and c.status.startswith("Coral (Easy)")
    if c.decides(game):
        assert c.drive(game) is None  # the pause holds it
    c.skip_pause()
    assert not c.animating
    c.chose(1, "Coral (Easy) dived.", forced=False, speed=0.0)  # animations off: no pause
    assert not c.animating


def test_a_choice_is_shown_as_a_step_of_the_turn_before_it_is_applied() -> None:
    game = _two_seats(first=1)
    c = _against_easy(InlineWorker, budget=4)
    c.drive(game)
    option = c.drive(game)
    assert option is not None and game.decision.kind == "turn"
    assert c.present(game, option, speed=2.0)
    assert c.step is not None and c.step.seat == 1 and c.animating
    assert c.turn_seat == 1 and len(c.turn_steps) == 1 and c.turn_steps[0] == c.step.words
    assert c.step.total == STEP_SECONDS["turn"] / 2.0  # scaled by the animation speed
    assert c.presented(game) is None  # still shown
    c.update(c.step.total / 2)
    assert c.presented(game) is None and 0.4 < c.step.progress < 0.6
    c.update(c.step.total)
    assert c.presented(game) == option and c.step is None  # its time is up: applied next
    game.apply(option)
    if c.decides(game):  # a follow-up of the same turn joins the list
        follow_up = game.options[0]
        assert c.present(game, follow_up, speed=1.0)
        assert len(c.turn_steps) == 2 and c.turn_seat == 1


def test_no_step_with_animations_off_or_when_the_turn_is_skipped() -> None:
    game = _two_seats(first=1)
    c = _against_easy(InlineWorker, budget=4)
    c.drive(game)
    c.follow_turn(game)  # Coral thinks about her turn
    c.skip_pause()  # a click or key meanwhile: her turn goes without steps
    option = c.drive(game)
    assert c.hurry == 1 and not c.present(game, option, speed=1.0) and c.step is None
    assert c.turn_steps  # still listed: the panel says what it chose
    c.hurry = None
    assert not c.present(game, option, speed=0.0) and c.step is None  # animations off
    c.follow_turn(_two_seats(first=0))  # a person's decision: the turn shown ends
    assert c.turn_seat is None and c.hurry is None and c.turn_steps == []


def test_a_step_for_a_decision_that_changed_is_dropped() -> None:
    game = _two_seats(first=1)
    c = _against_easy(InlineWorker, budget=4)
    c.drive(game)
    option = c.drive(game)
    assert c.present(game, option, speed=1.0)
    other = game.clone()
    other.apply(option)
    c.update(10.0)
    assert c.presented(other) is None and c.step is None


def test_a_persons_decision_is_never_asked_and_a_stale_question_is_cancelled() -> None:
    game = _two_seats(first=1)
    worker = HeldWorker()
    c = _against_easy(lambda: worker)
    c.drive(game)
    person_game = _two_seats(first=0)
    assert not c.decides(person_game)
    assert c.drive(person_game) is None
    assert worker.cancelled == 1 and c.thinking is None and len(worker.asked) == 1


def test_a_hint_is_hards_choice_at_a_persons_decision_and_is_counted() -> None:
    game = _two_seats(first=0)
    c = _against_easy(InlineWorker, budget=4)
    assert c.ask_hint(game) == ""
    assert c.hints_used == 1
    c.drive(game)
    hint = c.hint_for(game)
    assert hint is not None and 0 <= hint.index < len(game.options)
    assert hint.reason.startswith("Best: ")
    assert c.ask_hint(game) == "" and c.hints_used == 1  # the same decision: shown already
    game.apply(game.options[hint.index])
    assert c.hint_for(game) is None  # it belonged to the decision before


def test_no_hint_for_a_computers_decision() -> None:
    game = _two_seats(first=1)
    c = _against_easy(InlineWorker, budget=4)
    assert c.ask_hint(game) != "" and c.hints_used == 0


def test_choice_words_read_like_the_log(app) -> None:
    """A computer's choice is worded from the events its one application made."""
    from finspan.frontend.finspan.scene import TableScene

    game = _two_seats(first=1)
    table = TableScene(app, game)
    applied = table.apply_option(game.options[0])
    assert applied is not None and applied.words.startswith("Coral (Easy)")
    assert len(game.history) == 1  # applied once, not again on a copy to word it


def test_the_real_worker_process_answers_and_is_ended_on_close() -> None:
    game = _two_seats(first=1)
    c = _against_easy(AiWorker, budget=4)
    c.drive(game)
    process = c.worker._process
    assert process is not None and process.is_alive()
    option = None
    import time

    for _ in range(3000):  # polls, never blocks: the answer arrives after a while
        option = c.drive(game)
        if option is not None:
            break
        time.sleep(0.01)
    assert option in game.options
    c.close()
    process.join(timeout=5)
    assert not process.is_alive()

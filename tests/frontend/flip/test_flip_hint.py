"""The hint at the Fish'n'Flip table (issue 34, findings 1, 2, 3, 4 and 7): a hinted plan is
carried to its later decisions, each step lit and focused when it comes, and never asked
again within the turn; the hint shown is always the one for the decision on screen; a power's
choices have a preview; under a hint at text 150 % the choices keep four rows."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.flip import DecisionKind, Game, Setup, decision_words
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.shell.computers import InlineWorker, decision_key
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings

from ..helpers import key


@pytest.fixture
def app():
    application = make_app(Settings(first_turn_guide=False, animation_speed=0.0), headless=True)
    application.ai_worker_factory = InlineWorker
    application.ai_budget = 300
    yield application
    pygame.display.quit()


def _table(app, seed: int, players: int = 1) -> FlipTable:
    table = FlipTable(app, Game(Setup.cooperative(players), seed=seed), TablePrefs())
    app.push(table)
    _settle(app)
    return table


def _settle(app, frames: int = 3) -> None:
    surface = pygame.Surface(app.size)
    for _ in range(frames):
        app.stack.update(0.1)
        app.stack.draw(surface)


def _press(app, k: int, mod: int = 0) -> None:
    app.stack.handle_event(key(k, mod))
    _settle(app)


def _focused(table: FlipTable):
    rows = table.rows()
    return rows[table.choosing.focus].option if rows else None


#: Seed 4's first turn: Hard's plan flips row 3, then uses the dolphin's power, then the
#: shark's (three decisions).
PLANNED = 4


def test_each_later_step_of_a_hinted_plan_is_lit_and_focused_when_its_decision_comes(app):
    """Finding 2: the plan's later steps were neither lit nor focused; the player had to
    remember the text."""
    table = _table(app, PLANNED)
    _press(app, pygame.K_h)
    plan = table.computers.hint.plan
    assert len(plan) == 3
    for step, wanted in enumerate(plan):
        assert table.game.decision.player == 0
        text, lit = table.shown_hint()
        assert str(lit) == wanted and str(_focused(table)) == wanted
        assert table.marks.hint  # its places ringed on the net
        if step:
            words = decision_words(lit, table.game.decision)
            assert text.startswith(f"step {step + 1} of 3: {words}.")
        _press(app, pygame.K_RETURN)  # the focused choice: the plan's step
    assert table.game.history[:3] == list(plan)


def test_the_hint_is_not_asked_again_while_its_plan_is_followed(app):
    """Finding 3: within one turn the plan changed ("power flips B4: frees 7", then "power
    flips C5: frees 5"): H at a later step of the plan shows that step, it does not search
    again."""
    table = _table(app, PLANNED)
    _press(app, pygame.K_h)
    worker = table.computers.worker
    asked, first = worker.requests, table.computers.hint.reason
    _press(app, pygame.K_RETURN)
    _press(app, pygame.K_h)
    assert worker.requests == asked
    assert table.shown_hint()[0].endswith(first[1:])


def test_after_undo_and_redo_the_hint_is_the_one_for_the_decision_on_screen(app):
    """Finding 1 (the screenshot's staleness did not come back on this code; the rule is
    made explicit): after an undo the hint shown is the plan's step for the decision on
    screen, or none; never the later decision's."""
    table = _table(app, PLANNED)
    _press(app, pygame.K_h)
    plan = table.computers.hint.plan
    _press(app, pygame.K_RETURN)
    _press(app, pygame.K_RETURN)  # at the plan's third step now
    for k in (pygame.K_z, pygame.K_z, pygame.K_y, pygame.K_y, pygame.K_z):
        _press(app, k, pygame.KMOD_CTRL)
        step = len(table.game.history)
        text, lit = table.shown_hint()
        assert str(lit) == plan[step] and str(_focused(table)) == plan[step]
        assert table.choosing.hint_key == decision_key(table.game)
        assert (f"step {step + 1} of 3" in text) == (step > 0)


def test_a_plan_the_player_departs_from_is_dropped(app):
    table = _table(app, PLANNED)
    _press(app, pygame.K_h)
    plan = table.computers.hint.plan
    other = next(e for e in table.rows() if e.option is not None and str(e.option) != plan[0])
    table.choose(other.option)
    _settle(app)
    assert table.shown_hint() == ("", None)
    assert "Hint" not in " ".join(table.words().notes)


def test_every_choice_of_a_power_has_a_preview_of_what_it_frees(app):
    """Finding 7: a power's choices had no "Frees …" line (an action's targets had one); the
    shark's (no target of its own) and Skip have one too."""
    table = _table(app, PLANNED)
    _press(app, pygame.K_h)
    for power in ("dolphin", "shark"):
        _press(app, pygame.K_RETURN)  # the plan's next step: that power's decision
        d = table.game.decision
        assert d.kind is DecisionKind.POWER and d.power == power
        for index in range(len(table.rows())):
            table.choosing.focus = index
            table.focus_changed()
            assert table.choosing.preview is not None
            assert any(n.startswith("Frees ") for n in table.words().notes)
        table.choosing.focus = 0
        table.focus_changed()


def test_under_a_hint_at_150_percent_the_choices_keep_four_rows():
    """Finding 4: at 1280x720 and text 150 % the 17 choices under a hint showed 3 rows (the
    how-to line and the preview give way first)."""
    application = make_app(Settings(first_turn_guide=False, animation_speed=0.0, ui_scale=1.5),
                           headless=True)  # fmt: skip
    application.ai_worker_factory = InlineWorker
    application.ai_budget = 300
    try:
        table = _table(application, 1)
        _press(application, pygame.K_h)
        assert len(table.rows()) == 17 and table.shown_hint()[0]
        assert len(table.layout.options) >= 4
        assert any(note.startswith("Hint: ") for note in table.layout.notes)
    finally:
        pygame.display.quit()

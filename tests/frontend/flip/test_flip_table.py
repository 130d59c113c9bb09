"""The Fish'n'Flip table played headless through key events: a seeded cooperative game to its
end with the keys alone, a computer teammate's turns, the mouse lighting targets, undo within
a turn, and the final scores opened at the end."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.flip import DecisionKind, Game, Setup
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.shell.computers import InlineWorker
from finspan.frontend.shell.prefs import TablePrefs
from finspan.frontend.shell.settings import Settings

from ..helpers import click, key


@pytest.fixture
def app():
    application = make_app(Settings(first_turn_guide=False, animation_speed=0.0), headless=True)
    application.ai_worker_factory = InlineWorker
    application.ai_budget = 4
    yield application
    pygame.display.quit()


def _table(app, players: int = 1, seed: int = 7, controllers=None) -> FlipTable:
    game = Game(Setup.cooperative(players), seed=seed)
    table = FlipTable(app, game, TablePrefs(controllers=controllers or []))
    app.push(table)
    return table


def _settle(app, table: FlipTable, frames: int = 3) -> None:
    surface = pygame.Surface(app.size)
    for _ in range(frames):
        app.stack.update(0.1)
        app.stack.draw(surface)


def _press(app, table: FlipTable, k: int) -> None:
    app.stack.handle_event(key(k))
    _settle(app, table)


def test_a_cooperative_game_is_played_to_its_end_with_the_keys_alone(app):
    table = _table(app, players=1, seed=7)
    for _ in range(400):
        if table.game.is_over:
            break
        # the first entry each time: an action card (1), then its first target (1), a
        # power's first use (1)
        _press(app, table, pygame.K_1)
    else:
        raise AssertionError("the game did not end in 400 key presses")
    _settle(app, table)
    assert table.finished
    assert table.view.over


def test_enter_confirms_the_highlighted_target_after_the_arrows_move_it(app):
    table = _table(app)
    _press(app, table, pygame.K_1)  # take up the first action card
    rows = table.rows()
    assert len(rows) > 1 and all(e.option is not None for e in rows)
    _press(app, table, pygame.K_DOWN)
    wanted = rows[1].option
    history = len(table.game.history)
    _press(app, table, pygame.K_RETURN)
    assert table.game.history[history] == str(wanted)


def test_esc_puts_the_action_card_back(app):
    table = _table(app)
    _press(app, table, pygame.K_1)
    assert table.choosing.action is not None
    _press(app, table, pygame.K_ESCAPE)
    assert table.choosing.action is None
    assert len(table.game.history) == 0


def test_a_card_taken_up_lights_its_targets_on_the_net(app):
    table = _table(app)
    _press(app, table, pygame.K_1)
    assert table.marks.legal
    assert all(p in table.layout.cells for p in table.marks.legal)


def test_a_card_taken_up_by_a_click_shows_no_help_until_the_pointer_leaves_it(app):
    """Its help would cover the decision panel, which now explains the card; on another
    card the help comes back."""
    table = _table(app)
    mine = [(hit, rect) for hit, rect in table.layout.actions if hit.seat == 0]
    (_, first), (_, second) = mine[0], mine[1]
    table.point_at(first.center)
    _settle(app, table, 5)
    assert table.tooltip.visible  # resting on a card in hand explains it
    for e in click(first.center):
        app.stack.handle_event(e)
    _settle(app, table, 5)
    assert table.choosing.action is not None
    table.point_at((first.centerx + 1, first.centery))  # still on it
    _settle(app, table, 5)
    assert not table.tooltip.visible
    table.point_at(second.center)
    _settle(app, table, 5)
    assert table.tooltip.visible


def test_clicking_a_lit_target_applies_the_option_the_pointer_means(app):
    table = _table(app)
    _press(app, table, pygame.K_1)
    place = sorted(table.marks.legal)[0]
    pos = table.layout.cells[place].center
    table.point_at(pos)
    meant = table.choosing.pointed
    assert meant is not None
    for e in click(pos):
        app.stack.handle_event(e)
    _settle(app, table)
    assert table.game.history[0] == str(meant)


def test_a_computer_teammate_plays_its_turns_and_hands_back(app):
    table = _table(app, players=2, controllers=["person", "easy"])
    for _ in range(300):  # the person presses 1 at each of their decisions, only
        d = table.game.decision
        if d is None:
            break
        if d.player == 0:
            _press(app, table, pygame.K_1)
        else:
            _settle(app, table)
    assert table.game.is_over
    # each turn's first line says what it played: "Player 2's turn 2: Flip row 1."
    assert any(line.startswith("Player 2's turn") and ": " in line
               for line, _ in table.choosing.log)  # fmt: skip
    assert any(line.startswith("Player 1's turn 3") for line, _ in table.choosing.log)


def test_undo_takes_back_a_power_decision_within_the_turn(app):
    table = _table(app, players=1, seed=7)
    for _ in range(200):
        d = table.game.decision
        if d.kind is DecisionKind.POWER:
            break
        _press(app, table, pygame.K_1)
    else:
        pytest.fail("seed 7 no longer reaches a power decision in 200 presses: pick another")
    history = list(table.game.history)
    assert table.can_undo
    app.stack.handle_event(key(pygame.K_z, pygame.KMOD_CTRL))
    _settle(app, table)
    assert len(table.game.history) == len(history) - 1


def test_h_shows_the_hint_its_card_taken_up_and_its_target_highlighted(app):
    table = _table(app, players=1, seed=5)
    _press(app, table, pygame.K_h)
    _settle(app, table, frames=5)
    c = table.choosing
    assert c.hint_option in table.game.options
    assert c.action is not None and c.hint
    assert table.rows()[c.focus].option == c.hint_option
    assert table.marks.pointed  # its places are lit on the net


def test_a_move_plays_out_step_by_step_and_the_table_ends_on_the_games_state():
    application = make_app(Settings(first_turn_guide=False, animation_speed=1.0), headless=True)
    try:
        table = _table(application, players=1, seed=5)
        before = table.view
        _press(application, table, pygame.K_1)
        _press(application, table, pygame.K_1)
        assert table.busy  # cards move: the table still shows the net before the move
        assert table.rows() == ()
        shown = {before}
        surface = pygame.Surface(application.size)
        for _ in range(300):
            if not table.busy:
                break
            application.stack.update(1 / 30)
            application.stack.draw(surface)
            shown.add(table.view)
        assert not table.busy
        assert len(shown) > 2  # stepped event by event, not at once
        assert table.view == table.game.public_state()
    finally:
        pygame.display.quit()


def test_a_click_during_the_animations_finishes_them(app):
    app.settings.animation_speed = 1.0
    table = _table(app, players=1, seed=5)
    table.queue.speed = 1.0
    _press(app, table, pygame.K_1)
    _press(app, table, pygame.K_1)
    assert table.busy
    app.stack.handle_event(key(pygame.K_SPACE))
    assert not table.busy
    assert table.view == table.game.public_state()


def _competitive(app, seed: int = 3, clock: bool = False) -> FlipTable:
    setup = Setup.competitive(2)
    if clock:
        setup = Setup.from_dict({**setup.to_dict(), "clock": True})
    return _table_of(app, Game(setup, seed=seed), ["person", "easy"])


def _table_of(app, game: Game, controllers) -> FlipTable:
    table = FlipTable(app, game, TablePrefs(controllers=controllers))
    app.push(table)
    return table


def test_a_competitive_game_against_a_computer_bidder_is_played_to_its_end_with_keys(app):
    table = _competitive(app)
    for _ in range(3000):
        d = table.game.decision
        if d is None:
            break
        if d.player != 0:
            _settle(app, table)
        elif d.kind is DecisionKind.BID:
            # bid 1 when nobody has bid yet, else pass (0)
            _press(app, table, pygame.K_1 if table.view.high_bid == 0 else pygame.K_0)
        else:
            _press(app, table, pygame.K_1)
    _settle(app, table)
    assert table.game.is_over and table.finished
    lines = [line for line, _ in table.choosing.log]
    assert any(" bids " in line for line in lines)
    assert any("wins the bidding" in line for line in lines)
    from finspan.frontend.flip.paint_side import _bid_words

    frame = table.frame()  # the game over: no seat still "carries out" its last bid
    assert [_bid_words(frame, seat) for seat in range(2)] == ["", ""]


def test_the_bids_are_laid_out_side_by_side_with_pass_among_them(app):
    table = _competitive(app)
    _settle(app, table)
    rows = table.rows()
    assert any(e.key == "0" for e in rows)  # pass
    shown = {k for k, _ in table.layout.options}
    assert shown == set(range(len(rows)))  # every bid and the pass on screen at once
    ys = {r.y for _, r in table.layout.options}
    assert len(ys) < len(rows)  # several on a line


def test_the_bidding_clock_passes_for_the_bidder_when_its_time_is_up(app):
    table = _competitive(app, clock=True)
    _settle(app, table)
    d = table.game.decision
    assert d.kind is DecisionKind.BID and d.player == 0
    assert table.clock.left is not None and table.clock.left > 50
    history = len(table.game.history)
    for _ in range(700):  # 70 seconds of frames
        app.stack.update(0.1)
        if len(table.game.history) > history:
            break
    assert table.game.history[history] == "pass"


class _Replay:
    """A replay of a finished game (what `finspan.saves.Replay` gives the viewer)."""

    def __init__(self, game: Game) -> None:
        self.setup, self.seed, self.options = game.setup, game.seed, list(game.history)

    def __len__(self) -> int:
        return len(self.options)

    def game_at(self, step: int) -> Game:
        game = Game(self.setup, self.seed)
        for option in self.options[:step]:
            game.apply(option)
        return game

    def step_events(self, step: int):
        game = self.game_at(step - 1)
        return game, game.apply(self.options[step - 1])


def test_the_replay_viewer_steps_forward_back_and_to_the_end_with_keys(app):
    from finspan.frontend.flip.replay import FlipReplay

    game = Game(Setup.cooperative(2), seed=7)
    while not game.is_over:
        game.apply(game.options[0])
    viewer = FlipReplay(app, _Replay(game))
    app.push(viewer)
    _press(app, viewer, pygame.K_RIGHT)
    _press(app, viewer, pygame.K_RIGHT)
    assert viewer.step == 2
    assert viewer.view == _Replay(game).game_at(2).public_state()
    _press(app, viewer, pygame.K_LEFT)
    assert viewer.step == 1
    _press(app, viewer, pygame.K_END)
    assert viewer.view == game.public_state()
    assert not viewer.layout.buttons  # nothing to choose, undo or save in a replay


def test_a_continued_game_opens_with_the_log_of_what_happened_before(app):
    """Continue (the table opened on a game under way) shows the same last lines of the log
    as the table that played them."""
    table = _table(app, players=1, seed=7)
    for _ in range(6):
        _press(app, table, pygame.K_1)
    assert len(table.game.history) >= 3
    played = [line for line, _ in table.choosing.log]
    game = Game(table.game.setup, seed=7)
    for option in table.game.history:
        game.apply(game.OPTIONS.parse(option) if isinstance(option, str) else option)
    again = FlipTable(app, game, TablePrefs(controllers=[]))
    shown = [line for line, _ in again.choosing.log]
    assert shown and shown == played[-len(shown):]

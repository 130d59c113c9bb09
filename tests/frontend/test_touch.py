"""A touch screen through the real main loop (tests/frontend/loop.py): SDL finger events posted
to the queue; a tap clicks, a held finger shows the hover help and clicks nothing, a drag
scrolls a list, a tap on a text field opens the on-screen keyboard."""

from __future__ import annotations

import pygame
import pytest

from finspan.engine import Setup, play_game
from finspan.frontend.shell.app import App

from .loop import LoopDriver


@pytest.fixture
def app(still_app) -> App:
    return still_app


def _finger(app: App, kind: int, pos: tuple[float, float]) -> pygame.event.Event:
    w, h = app.window.get_size()
    return pygame.event.Event(kind, touch_id=1, finger_id=7, x=pos[0] / w, y=pos[1] / h,
                              dx=0.0, dy=0.0, pressure=1.0)  # fmt: skip


def _post(kind: int, where):
    """Post a finger event at ``where(app)`` (a point on the screen, read when its time
    comes)."""

    def post(app: App) -> None:
        pygame.event.post(_finger(app, kind, where(app)))

    return post


def _top(app: App) -> str:
    return type(app.stack.top).__name__


def _title_button(words: str):
    def where(app: App) -> tuple[int, int]:
        buttons = [w for w in app.stack.top.focus.widgets if getattr(w, "text", "") == words]
        return buttons[0].rect.center

    return where


def _muted_toggle(app: App) -> tuple[int, int]:
    return app.stack.top.muted.rect.center


def test_a_tap_on_a_button_clicks_it(app):
    seen: list[str] = []
    driver = LoopDriver(app)
    driver.at(0.5, _post(pygame.FINGERDOWN, _title_button("Settings")))
    driver.at(0.6, _post(pygame.FINGERUP, _title_button("Settings")))
    driver.at(1.0, lambda a: seen.append(_top(a)))
    assert driver.run() == 0
    assert seen == ["SettingsScene"]
    assert driver.stale == []


def test_a_held_finger_shows_the_help_and_letting_go_clicks_nothing(app):
    def back(a: App) -> tuple[int, int]:
        return a.stack.top.back.rect.center

    seen: list[object] = []
    driver = LoopDriver(app).at(0.0, lambda a: a.nav.open_settings())
    driver.at(0.5, _post(pygame.FINGERDOWN, back))
    driver.at(1.5, lambda a: seen.extend([a.stack.top.tooltip.visible, a.stack.top.tooltip.text]))
    driver.at(1.6, _post(pygame.FINGERUP, back))
    driver.at(2.0, lambda a: seen.append(_top(a)))
    assert driver.run() == 0
    assert seen == [True, "Back (Esc)", "SettingsScene"]


def test_a_tap_on_a_choice_changes_it(app):
    driver = LoopDriver(app).at(0.0, lambda a: a.nav.open_settings())
    driver.at(0.5, _post(pygame.FINGERDOWN, _muted_toggle))
    driver.at(0.6, _post(pygame.FINGERUP, _muted_toggle))
    assert driver.run() == 0
    assert app.settings.muted is True


def test_a_finger_dragged_up_scrolls_the_list_of_saves(app):
    store = app.saves.store()
    game = play_game(Setup.solo_game(2), 4)
    for n in range(12):
        store.save_named(game, f"Game {n:02}")
    seen: list[int] = []
    driver = LoopDriver(app).at(0.0, lambda a: a.nav.open_load())

    def row(n: int):
        return lambda a: dict(a.stack.top.row_rects)[n].center

    driver.at(0.5, _post(pygame.FINGERDOWN, row(3)))
    driver.at(0.6, _post(pygame.FINGERMOTION, lambda a: (row(3)(a)[0], row(3)(a)[1] - 150)))
    driver.at(0.7, _post(pygame.FINGERMOTION, lambda a: (row(3)(a)[0], 40)))
    driver.at(0.8, _post(pygame.FINGERUP, lambda a: (row(3)(a)[0], 40)))
    driver.at(1.0, lambda a: seen.append(a.stack.top.selected))
    assert driver.run() == 0
    assert seen[0] > 3
    assert _top(app) == "LoadScene"  # a drag opens nothing


def test_a_finger_dragged_up_over_the_encyclopedias_cards_scrolls_them(app):
    def cards(a: App) -> tuple[int, int]:
        return a.stack.top.grid.rect.center

    seen: list[int] = []
    driver = LoopDriver(app).at(0.0, lambda a: a.nav.open_encyclopedia())
    driver.at(0.4, lambda a: seen.append(a.stack.top.grid.scroll))
    driver.at(0.5, _post(pygame.FINGERDOWN, cards))
    driver.at(0.6, _post(pygame.FINGERMOTION, lambda a: (cards(a)[0], cards(a)[1] - 200)))
    # read with the finger still down (the loop's rests lay the screen out again, which
    # brings the chosen card back into view)
    driver.at(0.65, lambda a: seen.append(a.stack.top.grid.scroll))
    driver.at(0.7, _post(pygame.FINGERUP, lambda a: (cards(a)[0], cards(a)[1] - 200)))
    assert driver.run() == 0
    assert seen[0] == 0 and seen[1] > 0, seen
    assert _top(app) == "EncyclopediaScene"  # a drag opens no card


def test_a_tap_on_a_name_field_opens_the_on_screen_keyboard(app):
    def name_field(a: App) -> tuple[int, int]:
        return a.stack.top.solo_name.rect.center

    seen: list[str] = []
    driver = LoopDriver(app).at(0.0, lambda a: a.nav.open_setup())
    driver.at(0.5, _post(pygame.FINGERDOWN, name_field))
    driver.at(0.6, _post(pygame.FINGERUP, name_field))
    driver.at(1.0, lambda a: seen.append(_top(a)))
    assert driver.run() == 0
    assert seen == ["ScreenKeyboard"]


class _Taps:
    """Autoplay's driver (Finspan's or Fish'n'Flip's) with a touch screen instead of a mouse
    and keys: each click becomes a tap (finger down and up where it was); the end of a week
    is tapped on its button, an open discard pile closed by a tap beside it. Any other key
    is counted (a touch-only player has none)."""

    def __init__(self, inner) -> None:
        self.inner = inner  # autoplay's driver of either game
        self.keys: list[int] = []

    @property
    def decisions(self) -> int:
        return self.inner.decisions

    @property
    def keyboard_fallbacks(self) -> int:
        return self.inner.keyboard_fallbacks

    def result(self, app: App) -> str | None:
        return self.inner.result(app)

    def events_for(self, app: App, frame: int) -> list[pygame.event.Event]:
        out = []
        for e in self.inner.events_for(app, frame):
            if e.type == pygame.MOUSEBUTTONDOWN:
                out.append(_finger(app, pygame.FINGERDOWN, e.pos))
            elif e.type == pygame.MOUSEBUTTONUP:
                out.append(_finger(app, pygame.FINGERUP, e.pos))
            elif e.type == pygame.KEYDOWN:
                top = app.stack.top
                if e.key == pygame.K_RETURN and type(top).__name__ == "WeekEndScene":
                    at = top.button.center
                elif e.key == pygame.K_ESCAPE and getattr(top, "choosing", None) is not None \
                        and top.choosing.pile_open:  # fmt: skip
                    at = (2, app.window.get_height() - 2)  # beside the pile's box
                else:
                    self.keys.append(e.key)
                    continue
                out += [_finger(app, pygame.FINGERDOWN, at), _finger(app, pygame.FINGERUP, at)]
        return out


def test_a_whole_solo_game_at_1280x800_is_played_by_taps_alone(app):
    """A Steam Deck's touch screen and nothing else: from the first decision to the final
    scores, every choice a tap where the mouse would click; no key is needed."""
    from finspan.app.autoplay import play
    from finspan.frontend.finspan.autoplay import Driver

    app.set_window_size((1280, 800))
    driver = _Taps(Driver(seed=5))
    assert play(app, driver, Setup.solo_game(2), 5) == 0
    assert type(app.stack.top).__name__ == "FinalScene"
    assert driver.keys == [] and driver.keyboard_fallbacks == 0
    assert driver.decisions > 50


def test_a_whole_fish_n_flip_bidding_game_at_1280x800_is_played_by_taps_alone(app):
    """Fish'n'Flip's competitive game against a computer bidder, by taps alone: each bid, pass,
    action card and target a tap."""
    from finspan.app.autoplay import play
    from finspan.flip import Setup as FlipSetup
    from finspan.frontend.flip.autoplay import FlipDriver
    from finspan.frontend.shell.computers import InlineWorker
    from finspan.frontend.shell.prefs import TablePrefs

    app.ai_worker_factory = InlineWorker
    app.ai_budget = 4
    app.set_window_size((1280, 800))
    driver = _Taps(FlipDriver(seed=4))
    prefs = TablePrefs(controllers=["person", "easy"])
    assert play(app, driver, FlipSetup.competitive(2), 4, prefs) == 0
    assert type(app.stack.top).__name__ == "FlipFinal"
    assert driver.keys == [] and driver.keyboard_fallbacks == 0
    assert driver.decisions >= 3

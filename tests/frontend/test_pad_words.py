"""Words that match the device: with a controller used last, both tables' and the
encyclopedia's visible texts (instructions, helps, zooms, the side panel's keys) name no
mouse click and no keyboard key; each screen is drawn recorded (tests/frontend/audit.py)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import Setup
from finspan.flip import Game as FlipGame, Setup as FlipSetup
from finspan.frontend.look.theme import Theme
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings
from finspan.frontend.ui.prompts import for_device

from . import audit

#: Mouse and keyboard words a controller user must not be asked to use.
KEYBOARD_WORDS = re.compile(
    r"\b(click|clicks|clicked|right-click|hover|mouse|wheel|esc|enter|tab|key|keys|press a key|"
    r"any key|backspace|ctrl|pgup|pgdn|scroll|up/down)\b",
    re.IGNORECASE,
)


def _finspan_table(app: App):
    app.nav.show_title()
    app.nav.start_game(Setup.solo_game(2), seed=5)
    return next(s for s in app.stack.scenes if type(s).__name__ == "TableScene")


def _finspan_turn(app: App) -> None:
    _finspan_table(app)


def _finspan_hand_card_focused(app: App) -> None:
    """The D-pad's focus on a card in hand: its zoom open."""
    from finspan.frontend.finspan.hits import HandHit

    table = _finspan_table(app)
    table.choosing.place = HandHit(table.layout.hand[0][0])
    table.relayout()
    table.overlays.keep()


def _finspan_place(app: App) -> None:
    """A fish played from hand: where it goes (the lit slots)."""
    from finspan.engine import PlayFish

    table = _finspan_table(app)
    table.choose(next(o for o in table.options if isinstance(o, PlayFish)))
    table.skip_animations()
    table.relayout()


def _flip(setup: FlipSetup, take_card: bool) -> Callable[[App], None]:
    def build(app: App) -> None:
        from finspan.frontend.flip.table import FlipTable
        from finspan.frontend.shell.prefs import TablePrefs

        table = FlipTable(app, FlipGame(setup, seed=7), TablePrefs(controllers=["person"]))
        app.push(table)
        if take_card:
            table.choosing.action = table.rows()[0].action
            table.focus_changed()

    return build


def _encyclopedia(app: App) -> None:
    app.nav.show_title()
    app.nav.open_encyclopedia()


SCREENS: dict[str, Callable[[App], None]] = {
    "finspan-turn": _finspan_turn,
    "finspan-hand-card-focused": _finspan_hand_card_focused,
    "finspan-place": _finspan_place,
    "flip-action-card": _flip(FlipSetup.cooperative(1), take_card=False),
    "flip-target": _flip(FlipSetup.cooperative(1), take_card=True),
    "flip-bid": _flip(FlipSetup.competitive(2), take_card=False),
    "encyclopedia": _encyclopedia,
}


def _texts(build: Callable[[App], None], pad: str) -> list[str]:
    size = (1280, 800)
    app = make_app(Settings(first_turn_guide=False, animation_speed=0.0), headless=True)
    try:
        with audit.recording():
            audit.forget_pictures()
            app.theme.pad_layout = pad  # the controller used last
            build(app)
            app.stack.resize(size)
            surface = audit.RecordingSurface(size)
            app.stack.draw(surface)
        area = pygame.Rect((0, 0), size)
        return [t.words for t in audit.visible_texts(surface.records, area)]
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("name", SCREENS)
def test_with_a_controller_used_last_no_visible_text_names_a_click_or_a_key(name):
    texts = _texts(SCREENS[name], "xbox")
    assert texts, "nothing drawn"
    found = [t for t in texts if KEYBOARD_WORDS.search(t)]
    assert found == []


def test_the_same_texts_name_the_keyboard_and_the_mouse_without_a_controller():
    texts = _texts(_finspan_turn, "")
    assert any(KEYBOARD_WORDS.search(t) for t in texts)  # the check above finds them


def test_an_instruction_is_rewritten_in_the_words_of_the_controllers_layout():
    text = "Moving from row 1: click where it goes (Esc: cancel)."
    assert for_device(text, Theme()) == text
    assert for_device(text, Theme(pad_layout="xbox")) == (
        "Moving from row 1: choose where it goes (B: cancel)."
    )
    assert for_device(text, Theme(pad_layout="playstation")).endswith("(circle: cancel).")

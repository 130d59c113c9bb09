"""A puzzle's box over the log at a small window and a large text size: the box takes a compact
form (the same words in fewer lines) where the table cannot make room for it whole, so that
Finspan's hand keeps cards a person can read and Fish'n'Flip's panel its entries; and a
table holding a puzzle has no Hint button (H says why)."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.frontend.finspan.column_layout import MIN_CARD
from finspan.frontend.look.theme import FontRole
from finspan.frontend.puzzles.box import box_height
from finspan.frontend.shell.settings import Settings

from .puzzle_screens import _puzzle

PHASES = {"solving": {}, "judged": {"judged": True}, "shown": {"shown": True}}


def _at(game: str, phase: str, size: tuple[int, int], scale: float):
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, window_size=size),
                   headless=True)  # fmt: skip
    kw = {"judged": False, **PHASES[phase]}
    _puzzle(game, **kw)(app)
    return app, app.stack.top


def _words(lines) -> set[str]:
    return {w.strip(".·:,()").lower() for words, _r, _c in lines for w in words.split()} - {""}


@pytest.fixture(autouse=True)
def _display():
    yield
    pygame.display.quit()


@pytest.mark.parametrize("phase", list(PHASES))
def test_at_1280x720_and_text_150_the_hand_keeps_its_least_cards_under_the_box(phase):
    """The hand's cards at least `MIN_CARD` tall (the least a hand keeps in a game) in every
    phase: before, the box's whole wording pushed them down to 82 px, names cut short."""
    app, scene = _at("finspan", phase, (1280, 720), 1.5)
    layout = scene.table.top.layout
    least = app.theme.px(MIN_CARD)
    assert layout.hand and min(r.h for _c, r in layout.hand) >= least
    assert scene.box.box.h <= scene.table.guide_room_most()


@pytest.mark.parametrize("game", ["finspan", "flip"])
@pytest.mark.parametrize("phase", list(PHASES))
def test_the_box_takes_its_roomiest_form_the_table_has_room_for(game, phase):
    """At text 100 % the box is as it always was; at 1280x800 and text 150 % (where the
    whole wording does not fit) a compact form that says every word the whole form says
    under its heading (the goal, what the move got or the solution, the themes, the
    rating), in small text."""
    for size, scale in (((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 800), 1.5)):
        app, scene = _at(game, phase, size, scale)
        forms = scene.forms()
        drawn = [words for words, _r, _c, _p in scene.box.lines]
        log = scene.table.guide_rects()["log"]
        heights = [box_height(log.w, f, scene.buttons(), app.theme) for f in forms]
        most = scene.table.guide_room_most()
        fitting = [i for i, h in enumerate(heights) if h <= most]
        chosen = fitting[0] if fitting else heights.index(min(heights))
        if scale == 1.0:
            assert chosen == 0, (size, heights, most)
        elif game == "finspan":
            assert chosen > 0, (heights, most)
        words = " ".join(w for w, _r, _c in forms[chosen])
        assert " ".join(drawn).split() == words.split()  # the box draws that form, wrapped
        # every word said under the heading as it was is said in the form chosen
        assert _words(forms[0][1:]) <= _words(forms[chosen]), phase
        assert all(role in (FontRole.SMALL, FontRole.BODY_BOLD)
                   for _w, role, _c in forms[chosen]) or chosen == 0  # fmt: skip
        pygame.display.quit()


@pytest.mark.parametrize("game", ["finspan", "flip"])
def test_a_table_holding_a_puzzle_has_no_hint_button_and_h_says_why(game):
    _app, scene = _at(game, "solving", (1280, 720), 1.0)
    table = scene.table
    layout = table.top.layout if game == "finspan" else table.layout
    assert "hint" not in layout.buttons and "undo" in layout.buttons
    table.ask_hint()
    assert table.choosing.message.startswith("No hint in a puzzle")

"""Finspan as a new player met it (issue 34): the achievement's lines, the deck's words, the
final scores' chart, Nautoma's turn in the header, the hand at larger text, the review's and
the replay list's words, the save's toast, the rule books' provisional marks."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import Setup, Standing
from finspan.frontend.finspan.board_layout import standing_lines
from finspan.frontend.finspan.launch import demo_game, finished_game
from finspan.frontend.look.theme import text_scale
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings

from . import audit
from .helpers import key
from .test_layout_audit import _table_when


@contextmanager
def shown(build: Callable[[App], None], size: tuple[int, int], scale: float) -> Iterator[App]:
    """An app built by ``build``, then laid out at ``size`` with text at ``scale``."""
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, animation_speed=0.0),
                   headless=True)  # fmt: skip
    try:
        build(app)
        app.theme.window_height = size[1]
        app.theme.ui_scale = text_scale(scale, size)
        app.stack.resize(size)
        app.stack.draw(pygame.Surface(size))
        yield app
    finally:
        pygame.display.quit()


def _table(setup: Setup, seed: int = 1) -> Callable[[App], None]:
    def build(app: App) -> None:
        app.nav.show_title()
        app.nav.open_table(demo_game(setup, seed))
        for _ in range(3):
            app.step([], 1 / 60)
        app.stack.top.queue.skip()

    return build


# --- 18: the achievement's lines say each thing once ---------------------------------------


def test_a_seats_achievement_line_says_its_points_once_with_1_point_each():
    assert standing_lines("You", Standing(0, 3, 3), 1) == ["You: 3 pts"]
    assert standing_lines("You", Standing(0, 3, 6), 2) == ["You: 3 × 2 = 6 pts", "You: 6 pts"]
    nautoma = Standing(1, 3, 3, True, 2, 1)
    assert standing_lines("Nautoma", nautoma, 1)[0] == "Nautoma: 2 + 1 marker = 3 pts"
    assert standing_lines("Nautoma", Standing(1, 4, 8, True, 2, 2), 2)[0] == (
        "Nautoma: (2 + 2 markers) × 2 = 8 pts")  # fmt: skip
    for lines in (standing_lines("You", Standing(0, n, n), 1) for n in range(6)):
        assert not any(f"{n} = {n} pts" in line for line in lines for n in range(6))
    assert standing_lines("Player", Standing(0, 1, 1), 1) == ["Player: 1 pt"]  # (1280x800)


# --- 23: the deck is named in the top bar ----------------------------------------------------


def test_the_top_bar_names_the_deck_at_larger_text_never_a_bare_number():
    """At 150 % on the small windows the week's words shorten before the deck goes nameless
    (1280x800 showed a bare "122")."""
    for size in ((1280, 720), (1280, 800), (1366, 768)):
        for setup in (Setup.solo_game(3), Setup.multiplayer(2), Setup.multiplayer(5)):
            with shown(_table(setup), size, 1.5) as app:
                words = app.stack.top.layout.deck_words
                assert words.startswith(("Deck ", "Fish deck: ")), (size, words)


# --- 17: the final scores' chart shows where there is room -----------------------------------


def drawn_words(build: Callable[[App], None], size: tuple[int, int], scale: float) -> list:
    """The texts drawn (the layout audit's records) of the screen ``build`` makes."""
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, animation_speed=0.0),
                   headless=True)  # fmt: skip
    try:
        with audit.recording():
            build(app)
            app.theme.window_height = size[1]
            app.theme.ui_scale = text_scale(scale, size)
            app.stack.resize(size)
            surface = audit.RecordingSurface(size)
            app.stack.draw(surface)
        return [i for i in surface.records.items if isinstance(i, audit.Text)]
    finally:
        pygame.display.quit()


def _final(setup: Setup) -> Callable[[App], None]:
    def build(app: App) -> None:
        app.nav.show_title()
        app.nav.open_final(finished_game(setup, 5))
        app.stack.top.skip()

    return build


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_final_scores_show_the_week_by_week_chart_with_fewer_labels_not_a_cut_note(
    size, scale
):
    """At 1280x720, text 150 %, the chart's panel showed "A larger window or a smaller text
    size shows…", itself cut, with room to spare: the chart fits there, its labels fewer."""
    for setup in (Setup.solo_game(3), Setup.multiplayer(5)):
        texts = drawn_words(_final(setup), size, scale)
        words = [t.words for t in texts]
        assert not any("larger window" in w for w in words), (size, scale)
        assert "week 4" in words or "4" in words  # the last week's label under the chart
        assert not any(t.words.endswith("…") and "window" in t.words for t in texts)


# --- 19, 24: the review's words ----------------------------------------------------------------


def test_the_review_of_a_seat_named_you_says_your_decisions_and_your_turn(app):
    """"Review of Your decisions", "Week 4, Your turn 6" for a seat named You (fixed on main
    with `possessive_after`; this keeps it); and no search jargon ("playouts")."""
    from finspan.ai.review import Review
    from finspan.frontend.finspan.review import ReviewScene

    from .reviews import reviewed_replay

    replay = reviewed_replay(finished_game(Setup.solo_game(3), 5))
    review = Review.from_dict(replay.review, "You")
    app.nav.show_title()
    scene = ReviewScene(app, replay, review)
    app.push(scene)
    assert scene.title() == "Review of your decisions"
    first = scene.detail(0)[0][0]
    assert ", your turn " in first and "Your" not in first
    assert "playout" not in scene.subtitle() and "playout" not in review.summary()


# --- 25: the save's toast, the menu button, the replay's last step -----------------------------


def test_a_save_says_its_name_in_one_toast_without_the_file_name(app):
    from finspan.frontend.finspan.paint_over import paint_message

    build = _table(Setup.solo_game(2))
    build(app)
    scene = app.stack.top
    scene._save_as("Solo, week 1")
    assert scene.choosing.message == "Saved as “Solo, week 1”."
    scene.choosing.message = "Saved as “A name long enough to need two lines on the ocean”."
    surface = pygame.Surface(app.size)
    boxes: list[pygame.Rect] = []
    real = pygame.draw.rect

    def rect(s, colour, r, *args, **kwargs):
        boxes.append(pygame.Rect(r))
        return real(s, colour, r, *args, **kwargs)

    pygame.draw.rect = rect
    try:
        paint_message(surface, scene.top.frame(scene.layout))
    finally:
        pygame.draw.rect = real
    assert len(boxes) == 1  # one box, however many lines (two pills before)


def test_the_menu_button_is_not_lit_after_coming_back_from_the_encyclopedia(app):
    _table(Setup.solo_game(2))(app)
    scene = app.stack.top
    menu = scene.layout.buttons["menu"]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=menu.center, rel=(1, 1),
                                 buttons=(0, 0, 0))], 1 / 60)  # fmt: skip
    assert scene.choosing.mouse == menu.center
    scene._menu_choice(4)  # Card encyclopedia (chosen in the menu, far from the button)
    assert app.stack.top is not scene
    app.pop()
    app.step([], 1 / 60)
    assert not menu.collidepoint(scene.choosing.mouse)


def test_the_replays_next_and_end_are_greyed_at_its_last_step_start_and_back_at_its_first(app):
    from .reviews import reviewed_replay

    app.nav.show_title()
    app.nav.open_replay(reviewed_replay(finished_game(Setup.solo_game(3), 5)), 0)
    viewer = app.stack.top
    assert not viewer.can("start") and not viewer.can("back") and viewer.can("next")
    viewer.jump(len(viewer.replay))
    assert not viewer.can("next") and not viewer.can("end") and viewer.can("back")


# --- 26: the rule books' provisional marks in a player's words ---------------------------------


@pytest.mark.parametrize("game", ["finspan", "flip"])
def test_the_rule_books_mark_our_reading_in_plain_words_with_a_help_on_hover(app, game):
    from finspan.frontend.scenes.common import PROVISIONAL_HELP, PROVISIONAL_WORD

    assert "provisional" not in PROVISIONAL_WORD and "printed card may differ" in (
        PROVISIONAL_HELP)  # fmt: skip
    app.nav.show_title()
    app.nav.open_rules(game=game)
    scene = app.stack.top
    assert "our reading" in scene.book.legend  # the legend says it the first time
    legend_tag = next(p for p in scene.legend if p.chip)
    pos = (scene.legend_pos[0] + legend_tag.x + 2, scene.legend_pos[1] + legend_tag.y + 2)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))],
             1 / 60)  # fmt: skip
    for _ in range(10):
        app.step([], 0.1)
    assert scene.tooltip.visible and scene.tooltip.text == PROVISIONAL_HELP
    inner = scene.view.inner
    tag = next(p for p in scene.view.doc.pieces if p.chip)  # one in the text, scrolled to
    scene.view.scroll_to(tag.y)
    pos = (inner.x + tag.x + 2, inner.y - scene.view.scroll + tag.y + 2)
    assert scene.tag_at(pos) is not None


# --- 24: the replay list ----------------------------------------------------------------------


def _six_replays(app: App) -> None:
    """Load game's Replays tab with six replays, one exported, names as older versions wrote."""
    import datetime as dt

    store = app.saves.store()
    for n in range(5):
        store.clock = lambda n=n: dt.datetime(2026, 1, 1 + n, tzinfo=dt.UTC)
        store.keep_replay(finished_game(Setup.solo_game(2), 5 + n))
    store.export_replay(finished_game(Setup.solo_game(2), 11))  # "Replay of seed 11"
    app.nav.show_title()
    app.nav.open_load()
    load = app.stack.top
    load.tab = 1
    load.refresh()


def test_the_replay_list_says_when_more_rows_are_scrolled_away():
    """At 1280x720, text 150 %, it showed 4 of 6 replays with no cue."""
    texts = [t.words for t in drawn_words(_six_replays, (1280, 720), 1.5)]
    assert any(" of 6" in w and w.startswith("1–") for w in texts), texts
    texts = [t.words for t in drawn_words(_six_replays, (2560, 1440), 1.0)]
    assert not any(" of 6" in w for w in texts)  # all shown: no cue


def test_the_replay_list_shows_no_seed_in_a_title():
    from finspan.frontend.scenes.load import shown_title

    assert shown_title("Finished game (solo, seed 1390594211)") == "Finished game (solo)"
    assert shown_title("Solo, week 3, seed 42") == "Solo, week 3"
    assert shown_title("Replay of seed 42") == "An exported replay"
    assert shown_title("My seed collection") == "My seed collection"
    texts = [t.words for t in drawn_words(_six_replays, (1920, 1080), 1.0)]
    assert not any("seed" in w for w in texts), texts


def test_the_reviews_position_shows_large_with_z_or_a_click_and_goes_back(app):
    """The position beside the words was a thumbnail too small to read (1280x720, 150 %)."""
    from .helpers import click
    from .reviews import reviewed_replay

    app.nav.show_title()
    app.nav.open_review(reviewed_replay(finished_game(Setup.solo_game(3), 5)))
    scene = app.stack.top
    small = scene.rects["picture"]
    app.step([key(pygame.K_z)], 1 / 60)
    assert scene.large and scene.large_rect().w >= 0.9 * app.size[0] > 1.5 * small.w
    app.step([key(pygame.K_ESCAPE)], 1 / 60)  # Esc closes the large view, not the review
    assert not scene.large and app.stack.top is scene
    app.step(click(small.center), 1 / 60)
    assert scene.large


# --- 20: Nautoma's turn as it shows --------------------------------------------------------------


def test_during_nautomas_shown_turn_the_panel_header_and_scores_follow_what_shows():
    """At her card the game is already at the person's next decision and her turn's points
    are counted: the panel says it is her turn (the next decision waits, dimmed, under it);
    the top bar's turn and her score are the shown state's, not the game's."""
    from finspan import engine as E

    from .her_turn import has, table_in_her_turn

    def build(app: App) -> None:
        app.settings.animation_speed = 1.0
        table_in_her_turn(app, Setup.solo_game(3, ravel=3), 3, has(E.NautomaMarker),
                          "nautoma_card_revealed")  # fmt: skip

    app = make_app(Settings(first_turn_guide=False), headless=True)
    try:
        with audit.recording():
            build(app)
            table = app.stack.top
            surface = audit.RecordingSurface(app.size)
            app.stack.draw(surface)
        words = [t.words for t in surface.records.items if isinstance(t, audit.Text)]
        shown, ahead = table.top.view, table.game.public_state()
        nautoma = next(p for p in shown.players if p.nautoma)
        assert ahead.players[nautoma.seat].score != nautoma.score  # her points still to come
        assert f"{nautoma.score} pts" in words  # her seat box: the shown score
        assert f"turn {shown.turn_in_week} of 6" in " ".join(words)
        assert any(w.startswith("Nautoma's turn · then") for w in words), words
    finally:
        pygame.display.quit()


def test_the_panel_turns_to_her_turn_after_showing_the_next_decision_a_frame_earlier():
    """The real window (1280x720, text 150 %): the panel, painted once when the person's
    option was taken (the shown state still theirs), stayed "Player" through her whole card:
    its cached picture did not follow whose turn shows."""
    from finspan import engine as E
    from finspan.frontend.ui.regions import RegionCache

    from .her_turn import has, table_in_her_turn

    app = make_app(Settings(first_turn_guide=False, animation_speed=1.0), headless=True)
    try:
        table = table_in_her_turn(app, Setup.solo_game(3, ravel=3), 3, has(E.NautomaMarker))
        app.stack.draw(pygame.Surface(app.size))  # the frame right after the choice
        for _ in range(5000):
            now = table.queue.items[0]
            if now.label == "nautoma_card_revealed" and now.elapsed >= 0.6 * now.duration:
                break
            table.queue.update(1 / 120)
        cached = pygame.Surface(app.size)
        for _ in range(3):  # (the region cache repaints a few regions a frame)
            app.stack.draw(cached)
        table.top.regions = RegionCache()  # the same frame painted afresh
        fresh = pygame.Surface(app.size)
        app.stack.draw(fresh)
        panel = table.top.layout.rects["panel"]
        assert pygame.image.tobytes(cached.subsurface(panel), "RGB") == pygame.image.tobytes(
            fresh.subsurface(panel), "RGB"), "the panel's cached picture is stale"
    finally:
        pygame.display.quit()


# --- 22: options and a large hand at larger text --------------------------------------


def test_an_option_too_long_for_body_text_shows_whole_in_small_text(app):
    from finspan.frontend.finspan.paint_panel import fitted_option
    from finspan.frontend.look.theme import FontRole

    t = app.theme
    t.ui_scale = 1.5
    words = "3  Pay the egg on Glasshead Grenadier (B6)"
    room = (t.font(FontRole.BODY).size(words)[0] + t.font(FontRole.SMALL).size(words)[0]) // 2
    assert fitted_option(words, t, room) == (words, FontRole.SMALL)  # whole, not "…"
    assert fitted_option(words, t, room * 2) == (words, FontRole.BODY)
    shortened, _ = fitted_option(words, t, room // 2)
    assert shortened.endswith("…")  # only where even small text has no room


def _big_hand(cards: int) -> Callable[[App], None]:
    """A solo table at the person's first decision with ``cards`` or more cards in hand."""

    def wanted(game) -> bool:
        d = game.decision
        return (d is not None and not game.players[d.player].is_nautoma
                and len(game.public_state().players[d.player].hand) >= cards)  # fmt: skip

    return _table_when(Setup.solo_game(2), 3, wanted)


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)])
def test_a_nine_card_hand_at_larger_text_is_nearly_as_large_as_at_100(size):
    """A 9-card hand at 1280x720, text 150 %, was two rows of cards 88 px tall (124 at
    100 %) beside a panel of two options and empty rows; at 1280x800 the rows left a fifth
    of the hand's panel empty."""
    heights = {}
    for scale in (1.0, 1.5):
        with shown(_big_hand(9), size, scale) as app:
            layout = app.stack.top.layout
            assert len(layout.hand) >= 9
            heights[scale] = layout.hand[0][1].h
    assert heights[1.5] >= 0.9 * heights[1.0], heights


# --- 21: the guide's "Play a fish" and the hand -------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)])
def test_the_guides_play_a_fish_step_leaves_the_hand_as_large_as_its_first_step(size):
    """Finding 21: at text 150 % step 3 ("Play a fish"), which is about the hand, took so
    much of the column with what Next waits for that the hand's cards were 72 px tall (100
    at step 1). Where the box would take over a third of the window, those words are said
    without their aside, and the hand keeps the size it had at the guide's first step."""
    from finspan.frontend.kit.guide_scene import short_until

    from .test_layout_audit_table import _guide_at, _guide_of, _table_of

    heights = []
    for step in (0, 2):
        with shown(_guide_at(step), size, 1.5) as app:
            app.stack.update(0.1)
            app.stack.draw(pygame.Surface(size))
            table, guide = _table_of(app), _guide_of(app)
            heights.append(min(r.h for _, r in table.hand_rects))
            if step == 2:
                said = [line for line, _ in guide.box.until]
                assert said and " ".join(said) == short_until(guide.guide.step.until)
    assert heights[1] >= heights[0], heights

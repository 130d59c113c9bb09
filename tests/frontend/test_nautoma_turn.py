"""Nautoma's turn as a sequence one can follow (table/nautoma_turn.py), through the table and
through the real main loop; and the Ravel card on the human's ocean and her panel."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from finspan import engine as E
from finspan.app import make_app
from finspan.engine import Game, Rng, Setup, Skip, decision_card_words, greedy_policy
from finspan.frontend.animation import AnimationQueue
from finspan.frontend.finspan import nautoma_turn
from finspan.frontend.finspan.animate import DRAWERS, animation_for
from finspan.frontend.finspan.layout import ravel_legend
from finspan.frontend.finspan.paint_board import paint_ocean
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings

from . import audit
from .her_turn import has, into_her_turn, table_in_her_turn
from .loop import LoopDriver, key

SOLO_RAVEL = Setup.solo_game(3, ravel=3)
HER_STEPS = (E.NautomaCardRevealed, E.NautomaMarker, E.NautomaFishTaken, E.NautomaTokens)


@pytest.fixture
def app() -> App:
    application = make_app(Settings(first_turn_guide=False, animation_speed=1.0), headless=True)
    yield application
    pygame.display.quit()


def _her_turns(setup: Setup, seed: int) -> list[list[E.Event]]:
    """The events of each of her turns in a greedy game: from her card to her last step."""
    game, rng = Game(setup, seed), Rng(seed)
    turns: list[list[E.Event]] = []
    while not game.is_over:
        for e in game.apply(greedy_policy(game, rng)):
            if isinstance(e, E.NautomaCardRevealed):
                turns.append([])
            if (
                turns
                and isinstance(e, (*HER_STEPS, E.NautomaGift))
                and not (isinstance(e, E.NautomaTokens) and e.reason == E.TokenReason.ALL_PLAYERS)
            ):
                turns[-1].append(e)
    return turns


def _texts(app: App) -> list[str]:
    """The words drawn on the window, in drawing order."""
    for scene in app.stack.scenes:
        if hasattr(scene, "top"):
            scene.top.regions.layer = None  # drawn afresh, onto a recording surface
    with audit.recording():
        surface = audit.RecordingSurface(app.size)
        app.stack.draw(surface)
    return [i.words for i in surface.records.items if isinstance(i, audit.Text)]


# --- The pace ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_of_her_turns_takes_two_to_four_seconds_at_normal_speed(seed):
    turns = _her_turns(SOLO_RAVEL, seed)
    assert len(turns) >= 20
    for events in turns:
        total = sum(nautoma_turn.duration(e) for e in events)
        assert 2.0 <= total <= 4.0, (total, [e.kind for e in events])


def test_fast_halves_her_turn_and_instant_shows_none_of_it(app):
    table = table_in_her_turn(app, SOLO_RAVEL, 3, has(E.NautomaFishTaken))
    table.queue.skip()
    _, _, events = into_her_turn(SOLO_RAVEL, 3, has(E.NautomaFishTaken))
    hers = sum(nautoma_turn.duration(e) for e in events)
    assert 2.0 <= hers <= 4.0
    for speed in (1.0, 2.0):  # normal, fast
        queue = AnimationQueue(speed=speed)
        animations = [animation_for(e, table.top.stage(), lambda e: None) for e in events]
        for animation in animations:
            queue.add(animation)
        ticks = 0
        while queue.busy:
            queue.update(1 / 100)
            ticks += 1
        expected = sum(a.duration for a in animations) / speed
        assert abs(ticks / 100 - expected) <= 0.03, (speed, ticks / 100, expected)
        assert expected >= hers / speed
    instant = AnimationQueue(speed=0.0)
    shown: list[E.Event] = []
    for e in events:
        instant.add(animation_for(e, table.top.stage(), shown.append))
    assert not instant.busy and shown == events


# --- The large card and each step ------------------------------------------------------------


def test_her_card_is_shown_large_with_the_engines_words_for_this_turn(app):
    table = table_in_her_turn(
        app, SOLO_RAVEL, 3, has(E.NautomaMarker, E.NautomaFishTaken), "nautoma_card_revealed"
    )
    card = table.queue.items[0]
    _, _, events = into_her_turn(SOLO_RAVEL, 3, has(E.NautomaMarker, E.NautomaFishTaken))
    revealed = next(e for e in events if isinstance(e, E.NautomaCardRevealed))
    words = decision_card_words(revealed.card, 3, table.view.week)
    drawn = " ".join(_texts(app))
    assert revealed.card in drawn and "Nautoma" in drawn
    for phrase in words:
        assert phrase in drawn, (phrase, drawn)
    rect = nautoma_turn.card_rect(table.top.stage())
    ocean = table.layout.rects["ocean"]
    assert rect.h >= ocean.h * 0.6 and rect.w >= ocean.w * 0.4, "not card-sized"
    assert card.duration > 0


def test_in_week_4_her_card_says_her_marker_step_is_ignored(app):
    table = table_in_her_turn(app, SOLO_RAVEL, 3, has(E.NautomaMarker), "nautoma_marker")
    stage = table.top.stage().live()
    card = stage.view.nautoma.card
    assert "her marker step is ignored" not in nautoma_turn.CardFace(stage, card, 0, "").words
    week_4 = replace(stage, view=replace(stage.view, week=4))
    words = nautoma_turn.CardFace(week_4, card, 0, "").words
    assert words == decision_card_words(card, 3, 4) and words[0] == "her marker step is ignored"


def test_at_difficulty_1_the_card_says_her_marker_step_is_ignored(app):
    setup = Setup.solo_game(1)
    table = table_in_her_turn(
        app, setup, 2, lambda evs: any(isinstance(e, E.NautomaMarker) for e in evs),
        "nautoma_marker",
    )  # fmt: skip
    drawn = " ".join(_texts(app))
    assert "her marker step is ignored" in drawn
    assert "Nautoma's achievement marker step is ignored." in drawn  # what happened, beneath
    assert table.queue.items[0].label == "nautoma_marker"


@pytest.mark.parametrize(
    ("wanted", "label", "caption"),
    [
        (has(E.NautomaMarker), "nautoma_marker", "places an achievement marker"),
        (has(E.NautomaFishTaken), "nautoma_fish_taken", "from the fish deck"),
        (lambda evs: any(isinstance(e, E.NautomaTokens) and e.young > 0
                         and e.reason == E.TokenReason.HATCH for e in evs),
         "nautoma_tokens", "hatches"),
    ],
)  # fmt: skip
def test_each_step_is_told_on_the_card_and_moves_something_to_her_panel(
    app, wanted, label, caption
):
    table = table_in_her_turn(app, SOLO_RAVEL, 3, wanted, label, fraction=0.3)
    if caption == "hatches":  # the first token step may be another one: find the hatch
        while caption not in " ".join(_texts(app)):
            table.queue.update(0.3)
            assert table.queue.busy, "no hatching shown"
    assert caption in " ".join(_texts(app))
    # late in the step, what it moves is on its way to (or at) her panel
    current = table.queue.items[0]
    current.elapsed = 0.95 * current.duration
    panel = table.layout.nautoma
    with_step = pygame.Surface(app.size)
    table.draw(with_step)
    without = pygame.Surface(app.size)
    items, table.queue.items = table.queue.items, []
    table.draw(without)
    table.queue.items = items
    diff = [
        (x, y)
        for x in range(panel.x, panel.right, 2)
        for y in range(panel.y, panel.bottom, 2)
        if with_step.get_at((x, y)) != without.get_at((x, y))
    ]
    assert diff, f"{label}: nothing shown on her panel"


def test_the_fish_she_takes_is_shown_as_a_readable_card_on_her_card(app):
    table = table_in_her_turn(app, SOLO_RAVEL, 3, has(E.NautomaFishTaken), "nautoma_fish_taken")
    face = nautoma_turn.CardFace(table.top.stage(), table.view.nautoma.card, 1, "")
    assert face.showcase.h >= table.theme.px(120), "too small a card to read"


# --- Through the real main loop ----------------------------------------------------------------


def _her_turn_in_the_loop(app: App, press: float | None):
    """Start at the human's decision before her turn; at 1 s the option is taken (as its
    button's number key); at ``press`` s (if given) a key is pressed during her turn."""
    game, option, events = into_her_turn(SOLO_RAVEL, 3, has(E.NautomaFishTaken))
    app.nav.show_title()
    app.nav.open_table(game)
    table = app.stack.top
    number = game.options.index(option)
    assert number < 9, "the scenario needs an option with a number key"
    driver = LoopDriver(app)
    if isinstance(option, Skip):  # "0" skips
        driver.at(1.0, *key(pygame.K_0, "0"))
    else:
        driver.at(1.0, *key(pygame.K_1 + number, str(number + 1)))
    if press is not None:
        driver.at(press, *key(pygame.K_SPACE, " "))
    turn = sum(nautoma_turn.duration(e) for e in events)
    return table, driver, turn


def _settled(table, app: App) -> list[str]:
    """What is wrong with the table shown now, if it should show the engine's state at rest."""
    wrong = []
    if table.busy:
        wrong.append("animations still run")
    if table.view != table.game.public_state():
        wrong.append("the view is not the engine's")
    if table.top.regions.pending:
        wrong.append("regions still to draw")
    shown = pygame.image.tobytes(app.window, "RGB")
    if shown != pygame.image.tobytes(app.render_scene(), "RGB"):
        wrong.append("the window is stale")
    return wrong


def test_after_her_turn_with_the_mouse_still_the_table_shows_it_within_a_few_frames(app):
    table, driver, turn = _her_turn_in_the_loop(app, press=None)
    during: list[bool] = []
    after: list[list[str]] = []
    driver.at(1.0 + turn / 2, lambda a: during.append(table.busy))
    driver.at(1.0 + turn + 0.12, lambda a: after.append(_settled(table, a)))
    assert driver.run() == 0
    assert during == [True], "her turn was not shown over time"
    assert after == [[]]
    n = table.game.nautoma_seat
    assert table.view.players[n].score == table.game.public_state().players[n].score
    d = table.game.decision
    assert d is not None and not table.game.players[d.player].is_nautoma
    drawn = " ".join(_texts(app))
    assert f"{table.view.players[n].score} pts" in drawn  # her new score, on her panel
    assert driver.stale == []


def test_a_key_during_her_turn_skips_to_its_end(app):
    table, driver, turn = _her_turn_in_the_loop(app, press=2.0)
    seen: list[list[str]] = []
    assert turn > 2.0 - 1.0 + 0.3, "the key would come after her turn"
    driver.at(2.0 + 0.12, lambda a: seen.append(_settled(table, a)))
    assert driver.run() == 0
    assert seen == [[]], "the key did not skip her turn"
    assert driver.stale == []


# --- The Ravel card ----------------------------------------------------------------------------


def _solo_table(app: App, setup: Setup, seed: int = 5):
    game, rng = Game(setup, seed), Rng(seed)
    for _ in range(40):  # a few of the human's fish on the ocean
        game.apply(greedy_policy(game, rng))
    app.nav.show_title()
    app.nav.open_table(game)
    table = app.stack.top
    table.queue.skip()
    for _ in range(8):
        app.step([], 1 / 60)
    return table


def test_the_ravel_legend_on_her_panel_is_the_engines_answer(app):
    table = _solo_table(app, Setup.solo_game(3, ravel=4))
    rv = table.view.nautoma.ravel_view
    gained, lost, points = E.ravel_points(table.game, rv.card, rv.strength)
    assert (rv.gained, rv.lost, rv.points) == (gained, lost, points)
    legend = dict(ravel_legend(table.view))
    assert f"= {points} point" in legend["points"] and f"{gained} – {lost}" in legend["points"]
    assert rv.column.label in legend["site"] and f"+{rv.strength}" in legend["site"]
    assert all(str(r) in legend["rows"] for r in rv.rows)
    drawn = _texts(app)
    assert any("Ravel 4" in line for line in drawn)
    assert any(f"= {points} point" in line for line in drawn), drawn


def test_the_ravel_card_marks_its_dive_site_and_rows_and_hides_nothing(app):
    marked = _solo_table(app, Setup.solo_game(3, ravel=3), seed=5)
    frame = marked.top.frame(marked.layout)
    n = frame.view.nautoma
    rv = n.ravel_view
    assert any(marked.view.players[0].ocean[s].fish for s in (*rv.slots_gained, *rv.slots_lost))
    plain = replace(frame, view=replace(frame.view, nautoma=replace(n, ravel_view=None)))
    before, after = pygame.Surface(app.size), pygame.Surface(app.size)
    paint_ocean(before, plain)
    paint_ocean(after, frame)
    lay = marked.layout.ocean
    gap = lay.slots[1].x - lay.slots[0].right

    def changed(points) -> int:
        return sum(1 for p in points if before.get_at(p) != after.get_at(p))

    site = lay.slots[rv.slots_gained[0]]
    left_of_site = [(site.x - gap // 2 + 1, y) for y in range(site.y, site.bottom, 3)]
    assert changed(left_of_site) > len(left_of_site) // 2, "no outline beside the dive site"
    unmarked = [s for s in range(18) if s not in rv.slots_gained and s not in rv.slots_lost]
    inside = [(x, y) for s in unmarked for x, y in [lay.slots[s].center, lay.slots[s].topleft]]
    assert changed(inside) == 0, "a slot that is not marked changed"
    for s in (*rv.slots_gained, *rv.slots_lost):  # marked slots: tinted, never covered
        r = lay.slots[s]
        a, b = before.get_at(r.center), after.get_at(r.center)
        assert max(abs(a[k] - b[k]) for k in range(3)) <= 40, "a slot's content is hidden"


def test_every_event_type_still_has_an_animation_entry():
    assert set(DRAWERS) == set(E.EVENT_TYPES)
    assert set(nautoma_turn.DRAWERS) <= set(DRAWERS)


def test_the_ravel_flag_opens_a_solo_game_with_the_ravel_card(capsys):
    from finspan.app.launch import setup_from
    from finspan.cli import build_parser, main

    setup = setup_from(build_parser().parse_args(["--solo", "3", "--ravel", "4"]))
    assert (setup.difficulty, setup.ravel) == (3, 4)
    assert setup_from(build_parser().parse_args(["--solo", "2"])).ravel == 0
    with pytest.raises(SystemExit) as info:
        main(["--ravel", "3"])
    assert info.value.code == 2 and "--ravel X goes with --solo D" in capsys.readouterr().err


def test_drawing_her_turn_changes_nothing(app):
    table = table_in_her_turn(app, SOLO_RAVEL, 3, has(E.NautomaFishTaken), "nautoma_fish_taken")
    current = table.queue.items[0]
    before = (
        table.view,
        table.layout,
        len(table.queue.items),
        current.elapsed,
        len(table.game.history),
    )
    surface = pygame.Surface(app.size)
    for _ in range(3):
        table.draw(surface)
    after = (
        table.view,
        table.layout,
        len(table.queue.items),
        current.elapsed,
        len(table.game.history),
    )
    assert after == before

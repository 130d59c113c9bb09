"""Fish'n'Flip's end screen shows how the game went (the last play-test: at 1280x720 with
text 150 % the cooperative chart was left out with room for it; a bidding game's "net as the
game ended" was an empty grid, and its chart was left out whenever a score went below zero,
as waste cards make it)."""

from __future__ import annotations

import pygame
import pytest

from finspan.flip import Game, Setup
from finspan.frontend.flip.final import FlipFinal, progress
from finspan.frontend.shell.app import App
from finspan.frontend.ui.charts import axis_values, nice_range

from .. import audit
from .test_flip_layout_audit import _competitive_final, _draw


def _won_together(app: App) -> None:
    """One player's cooperative game played by the Easy computer to a win (seed 3)."""
    from finspan.flip_ai import choose

    game = Game(Setup.cooperative(1), 3)
    while not game.is_over:
        game.apply(choose(game, "easy", len(game.history), 40))
    assert game.outcome().won
    app.push(FlipFinal(app, game))


def _words(build, size: tuple[int, int], scale: float) -> list[str]:
    with audit.recording():
        try:
            _app, records = _draw(build, size, scale)
        finally:
            pygame.display.quit()
    return [t.words for t in records.items if isinstance(t, audit.Text)]


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.5), ((1280, 720), 1.0),
                                             ((2560, 1440), 1.0), ((1920, 1080), 1.5)])  # fmt: skip
def test_a_cooperative_end_screen_shows_the_animals_freed_turn_by_turn(size, scale):
    words = _words(_won_together, size, scale)
    assert "The net as the game ended" in words
    assert "Animals freed, turn by turn" in words


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.5), ((2560, 1440), 1.0)])
def test_a_bidding_end_screen_charts_the_points_below_zero_instead_of_an_empty_grid(size, scale):
    words = _words(_competitive_final, size, scale)
    assert "The net as the game ended" not in words
    assert "Points, round by round" in words
    assert "-8" in words and "0" in words  # every seat ended on -8: the axis reaches it


def test_the_axis_of_scores_below_zero_keeps_zero_on_a_line():
    game = Game(Setup.competitive(3), seed=7)
    while not game.is_over:
        game.apply(game.options[-1] if game.decision.kind.value != "bid" else game.options[0])
    values = [v for line in progress(game) for v in line]
    bottom, top, _step = nice_range(values)
    labels = axis_values(top, bottom)
    assert bottom <= min(values) < 0 <= max(values) <= top
    assert 0 in labels and len(labels) <= 6
    for values, expected in (([30, -4], [-10, 0, 10, 20, 30]), ([-12, 5], [-15, -10, -5, 0, 5]),
                             ([1620, 1450], None)):  # fmt: skip
        floor = 1400 if expected is None else 0
        bottom, top, _ = nice_range(values, floor)
        labels = axis_values(top, bottom)
        assert labels == (expected or [1400, 1450, 1500, 1550, 1600, 1650])


def _review_of_nothing_lost(app: App) -> None:
    """The review of a game in which no turn lost more than the search's noise."""
    from dataclasses import replace

    from finspan.flip_ai import review_game
    from finspan.frontend.flip.review import FlipReviewScene
    from finspan.saves import Replay
    from finspan.saves.codec import replay_model

    game = Game(Setup.cooperative(1), seed=11)
    while not game.is_over:
        game.apply(game.options[0])
    review = replace(review_game(game, 0, 4), turns=(), bids=())
    replay = Replay(replay_model(game, "", "2026-11-29T09:00:00", ["person"]), game.clone())
    app.nav.show_title()
    app.push(FlipReviewScene(app, replay, review))


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_review_with_nothing_lost_says_so_in_sentences(scale):
    """The last play-test: "no animals lost" in lower case over two empty panels."""
    from finspan.frontend.kit.review import NONE_LOST

    words = " ".join(_words(_review_of_nothing_lost, (1280, 720), scale))
    assert "No animals lost" in words
    assert "no animals lost" not in words
    assert "None: every choice" in words and NONE_LOST.split()[-1] in words


def _careless_review(app: App) -> None:
    """The review of a careless player's game with 8 turns that lost (seed 17)."""
    from finspan.flip_ai import choose, review_game
    from finspan.frontend.flip.review import FlipReviewScene
    from finspan.saves import Replay
    from finspan.saves.codec import replay_model

    game = Game(Setup.cooperative(1), seed=17)
    while not game.is_over:
        game.apply(choose(game, "easy", len(game.history), 2))
    replay = Replay(replay_model(game, "", "2026-11-29T09:00:00", ["person"]), game.clone())
    app.nav.show_title()
    app.push(FlipReviewScene(app, replay, review_game(game, 0, 40)))


def test_a_review_list_with_rows_scrolled_away_says_which_it_shows():
    """The real window (1280x720, text 150 %): "About 10 points lost in 5 bids" over a list
    showing 4 of them with no cue that a fifth is under them."""
    with audit.recording():
        try:
            app, records = _draw(_careless_review, (1280, 720), 1.5)
            review = app.stack.top
            shown, ranked = len(review.row_rects), len(review.losses)
        finally:
            pygame.display.quit()
    words = [t.words for t in records.items if isinstance(t, audit.Text)]
    assert shown < ranked  # (the case: some rows scrolled away)
    assert f"1\u2013{shown} of {ranked}" in words


def _carrying_out_of_three(app: App) -> None:
    """Three bidders, the third carrying out its bid of 4 and freeing (the shipped puzzle
    flip-23a1ee3e's position, its first step taken)."""
    from finspan.frontend.flip.table import FlipTable
    from finspan.puzzles import shipped, start

    puzzle = next(p for p in shipped().puzzles if p.id == "flip-23a1ee3e")
    game = start(puzzle)
    game.apply(next(o for o in game.options if str(o) == puzzle.solution[0]))  # "free C2"
    app.push(FlipTable(app, game))  # the ray's power to use: what it frees shows as "+2"


def test_a_seat_carrying_out_its_bid_keeps_its_name_whole_at_150():
    """The real window (1280x720, text 150 %): "Playe… carries out 4" on the bidder's line;
    where the name would be cut, the bid is said shorter ("bid 4")."""
    words = _words(_carrying_out_of_three, (1280, 720), 1.5)
    cut = [w for w in words if w.endswith("\u2026") and "Player 3".startswith(w[:-1])]
    assert not cut, cut
    assert "bid 4" in words or "carries out 4" in words

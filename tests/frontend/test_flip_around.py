"""The app around Fish'n'Flip: How to play Fish'n'Flip and its encyclopedia pages open and
page through, its statistics show on the Statistics screen, and Load names a flip file's game
(opening one says it cannot be played in this version yet, while no table is registered)."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pygame
import pytest

from finspan import flip_stats, games
from finspan.flip import Game, Setup
from finspan.frontend.document import Picture
from finspan.frontend.finspan.encyclopedia import EncyclopediaScene
from finspan.frontend.flip.pages import flip_pages_book
from finspan.frontend.flip.rules_book import flip_rules_book
from finspan.frontend.flip.stats_view import (
    FLIP_COMPETITIVE_VIEW,
    FLIP_COOP_VIEW,
    competitive_rows,
    coop_rows,
)
from finspan.frontend.scenes.load import LoadScene, list_rows
from finspan.frontend.scenes.rules import RulesScene
from finspan.frontend.scenes.stats import StatsScene
from finspan.frontend.shell.prefs import TablePrefs

from .helpers import click, key

FIXTURES = Path(__file__).parent.parent / "saves" / "fixtures"


def _finished(setup: Setup, seed: int) -> Game:
    """``setup`` played to the end, always the last option offered (fixed seed)."""
    game = Game(setup, seed)
    while not game.is_over:
        assert game.decision is not None
        game.apply(game.decision.options[-1])
    return game


def _page_to_the_end(app, scene: RulesScene) -> list[str]:
    """Page Down until the text stops scrolling; the sections the contents passed through."""
    seen = [scene.current_section]
    last = -1
    while scene.view.scroll != last:
        last = scene.view.scroll
        app.run_frames(1, [key(pygame.K_PAGEDOWN)])
        if scene.current_section != seen[-1]:
            seen.append(scene.current_section)
    return seen


def _last_section_shows(scene: RulesScene) -> bool:
    """Whether the last section is being read, or its heading is in view below a
    section read (a last section shorter than the view)."""
    top = scene.view.doc.section_tops[scene.order[-1]]
    in_view = scene.view.scroll <= top < scene.view.scroll + scene.view.inner.h
    return scene.current_section == scene.order[-1] or in_view


# --- How to play Fish'n'Flip -------------------------------------------------------------------


def test_how_to_play_fish_n_flip_opens_at_its_overview_with_its_own_title(app):
    app.nav.open_rules(game="flip")
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    app.run_frames(1)
    book = flip_rules_book()
    assert scene.title.text == "How to play Fish'n'Flip"
    assert scene.current_section == book.first == scene.order[0]
    assert scene.order == [s.id for s in book.sections()]


def test_how_to_play_fish_n_flip_pages_through_every_section_to_the_end(app):
    app.nav.open_rules(game="flip")
    scene = app.stack.top
    app.run_frames(1)
    seen = _page_to_the_end(app, scene)
    assert 0 < scene.view.scroll == scene.view.max_scroll
    assert _last_section_shows(scene) and len(seen) > len(scene.order) // 2
    assert seen == [s for s in scene.order if s in seen]  # in the contents' order
    assert scene.contents.selected == scene.order.index(scene.current_section)
    app.run_frames(1, [key(pygame.K_HOME)])
    assert scene.view.scroll == 0


def test_every_picture_of_how_to_play_fish_n_flip_is_placed_and_drawn(app, tmp_path):
    app.nav.open_rules(game="flip")
    scene = app.stack.top
    app.run_frames(1)
    kinds = [b.kind for s in scene.sections for b in s.blocks if isinstance(b, Picture)]
    assert kinds and [p.kind for p in scene.view.doc.pictures] == kinds
    for placed in scene.view.doc.pictures:
        picture = scene.book.picture(placed.kind, placed.rect.w, app.theme)
        assert picture.get_width() == placed.rect.w and picture.get_height() > 0
    for section in scene.order:  # each section in turn, through the contents
        scene._jump(scene.order.index(section))
        app.screenshot(tmp_path / f"{section}.png", (1280, 720))
        assert scene.current_section == section


def test_how_to_play_fish_n_flip_keeps_its_section_at_150_percent_text(app, tmp_path):
    book = flip_rules_book()
    last = [s.id for s in book.sections()][-1]
    app.nav.open_rules(last, game="flip")
    scene = app.stack.top
    assert scene.current_section == last
    app.set_ui_scale(1.5)
    app.screenshot(tmp_path / "flip-rules-150.png", (1920, 1080))
    assert scene.current_section == last
    app.run_frames(1, [key(pygame.K_ESCAPE)])
    assert not app.stack


# --- The encyclopedia's Fish'n'Flip pages ------------------------------------------------------


def test_the_encyclopedia_opens_fish_n_flip_pages_by_its_button(app):
    scene = EncyclopediaScene(app)
    app.push(scene)
    app.run_frames(1)
    app.run_frames(1, click(scene.other_pages.rect.center))
    pages = app.stack.top
    assert isinstance(pages, RulesScene) and pages.book.title == flip_pages_book().title
    app.run_frames(1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is scene


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_encyclopedia_s_buttons_sit_below_the_line_saying_which_filters_show(app, scale):
    """Seen in a real window at 1280x720, text 150 %: the line "1-6 of 9 · scroll" lay across
    Clear filters once the Fish'n'Flip button took room below the filters."""
    app.set_ui_scale(scale)
    scene = EncyclopediaScene(app)
    app.push(scene)
    app.run_frames(1)
    pager = scene.pager
    line = pager._shown_line()
    if line is not None:  # drawn under the rows: the pager ends below it
        assert pager.bottom == pager.used.bottom + line.get_height() + app.theme.px(4)
    assert pager.bottom < scene.clear.rect.top < scene.count.rect.top < scene.other_pages.rect.top
    assert scene.other_pages.rect.bottom <= app.size[1]


def test_fish_n_flip_pages_cover_every_animal_action_card_and_waste_kind():
    from finspan.flip import ActionKind, AnimalType, WasteKind

    ids = [s.id for s in flip_pages_book().sections()]
    for animal in AnimalType:
        assert f"animal.{animal.value}" in ids
    words = " ".join(s.title.casefold() + " " + s.id for s in flip_pages_book().sections())
    for kind in (*ActionKind, *WasteKind):
        assert kind.value.replace("_", " ") in words or kind.value in words, kind


def test_fish_n_flip_pages_page_through_with_their_pictures(app, tmp_path):
    app.nav.open_encyclopedia(game="flip")
    scene = app.stack.top
    app.run_frames(1)
    assert scene.view.doc.pictures
    seen = _page_to_the_end(app, scene)
    assert scene.view.scroll == scene.view.max_scroll and _last_section_shows(scene)
    assert len(seen) > len(scene.order) // 2
    app.set_ui_scale(1.5)
    app.screenshot(tmp_path / "flip-pages-150.png", (1920, 1080))


# --- Statistics ---------------------------------------------------------------------------------


def test_a_finished_flip_game_is_recorded_in_its_own_statistics_with_its_computer_levels(app):
    coop = _finished(Setup.cooperative(2), 5)
    bidding = _finished(Setup.competitive(3), 5)
    app.saves.game_finished(coop, TablePrefs(controllers=["person", "hard"], hints=1))
    app.saves.game_finished(bidding, TablePrefs(controllers=["person", "easy", "medium"]))
    records = flip_stats.load_flip_records().records
    assert [r.mode for r in records] == [flip_stats.COOP, flip_stats.COMPETITIVE]
    assert [s.level for s in records[0].seats] == [None, "hard"] and records[0].hints == 1
    assert [s.level for s in records[1].seats] == [None, "easy", "medium"]
    summary = flip_stats.flip_summary()
    assert coop_rows(summary) == [["Normal", "2", "1", "0", "0%", "–"]]
    assert [r[0] for r in competitive_rows(summary)] == [
        "Player 1", "Computer · Easy", "Computer · Medium",
    ]  # fmt: skip


def test_the_statistics_screen_shows_fish_n_flip_records_in_their_own_views(app, tmp_path):
    won = flip_stats.FlipRecord(
        flip_stats.COOP, "2026-11-26T09:30:00", (flip_stats.FlipSeat("Ada", None, 0, True),),
        difficulty="difficult", advanced=True, won=True, animals_left=3, seed=1,
    )  # fmt: skip
    lost = flip_stats.FlipRecord(
        flip_stats.COMPETITIVE, "2026-11-26T10:00:00",
        (flip_stats.FlipSeat("Ada", None, 4, True), flip_stats.FlipSeat("Bo", "hard", 2, False)),
    )  # fmt: skip
    for record in (won, lost):
        flip_stats.append_record(
            flip_stats.flip_stats_path(), record.to_dict(), flip_stats.FlipRecord.from_dict
        )
    scene = StatsScene(app)
    app.push(scene)
    app.run_frames(1)
    assert scene.view.value == FLIP_COOP_VIEW  # no Finspan games: the first view with games
    assert scene.table.rows == [["Difficult, advanced", "1", "1", "1", "100%", "3"]]
    app.screenshot(tmp_path / "flip-stats.png", (1280, 720))
    app.run_frames(1, [key(pygame.K_RIGHT)])
    assert scene.view.value == FLIP_COMPETITIVE_VIEW
    assert scene.table.rows == [["Ada", "1", "1", "100%"], ["Computer · Hard", "1", "0", "0%"]]
    app.set_ui_scale(1.5)
    app.screenshot(tmp_path / "flip-stats-150.png", (1920, 1080))


# --- Load ---------------------------------------------------------------------------------------


@pytest.fixture
def flip_files(app):
    """The flip fixtures copied into the app's saves and replays folders."""
    store = app.saves.store()
    store.directory.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURES / "flip-coop-save.json", store.directory / "flip-coop-save.json")
    replays = store.replay_directory
    replays.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURES / "flip-competitive-replay.json", replays / "flip-bidding.json")
    return store


def test_the_load_screen_names_a_flip_save_s_game_mode_progress_and_animals_left(app, flip_files):
    (row,) = list_rows(flip_files, "Saved games")
    assert row.title == "Flip together"
    assert row.detail.startswith(
        "Fish'n'Flip · cooperative, 3 players, difficult, advanced · turn 7 · 10 cards in the "
        "pile · 10 animals left · "
    )  # fmt: skip


def test_the_load_screen_names_a_flip_replay_s_game_and_scores(app, flip_files):
    (row,) = list_rows(flip_files, "Replays")
    assert row.detail.startswith("Fish'n'Flip · competitive, 3 players · ")
    assert "Ada 1, Medium bidder 2, Hard bidder 4" in row.detail


def test_opening_a_save_of_a_game_without_a_table_says_so_and_opens_nothing(
    app, flip_files, monkeypatch
):
    gone = games.Part("finspan.frontend.no_such_module:FRONT")
    broken = dataclasses.replace(games.FLIP, front=gone)
    monkeypatch.setitem(games._REGISTRY, "flip", broken)  # a game whose rooms cannot be loaded
    scene = LoadScene(app)
    app.push(scene)
    app.step([key(pygame.K_RETURN)], 0.1)
    assert app.stack.top is scene
    assert scene.message == "Fish'n'Flip cannot be played in this version yet."


# --- The layout audit over How to play Fish'n'Flip and its pages --------------------------------


def _rules(game_book: str, section: str | None = None):
    def build(app) -> None:
        app.nav.show_title()
        if game_book == "pages":
            app.nav.open_encyclopedia(game="flip")
        else:
            app.nav.open_rules(game="flip")
        if section is not None:
            app.stack.top.show_section(section)  # kept across the audit's resize

    return build


AUDITED = {
    "flip-rules": _rules("rules"),
    "flip-rules-bidding": _rules("rules", "flip_competitive"),
    "flip-pages": _rules("pages"),
    "flip-pages-waste": _rules("pages", "waste.oil"),
}
AUDIT_CASES = [(n, s, k) for n in AUDITED for s in ((1280, 720), (1920, 1080)) for k in (1.0, 1.5)]


@pytest.mark.parametrize(("name", "size", "scale"), AUDIT_CASES)
def test_every_text_of_how_to_play_fish_n_flip_fits_and_none_overlaps(name, size, scale):
    from .test_layout_audit import audit_scene
    from .test_layout_rules import overlapping

    found = audit_scene(AUDITED[name], size, scale) + overlapping(AUDITED[name], size, scale)
    assert found == [], f"{name} at {size}, text {scale:.0%}:\n" + "\n".join(found)

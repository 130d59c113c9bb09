"""The Fish'n'Flip table's board and its words (issue 34, findings 5, 6, 8, 9, 10, 13): the
grid's rows and columns labelled as the words name its places, the colours named by the
options shown on the table with their swatches, the underwater backdrop and the seats' cards
growing in a large window, a focused action card's help clear of the decision panel's name
and question, a teammate's name and a computer's notice whole at text 150 %, "used" clear
of a power's picture."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from finspan.flip import ActionKind, Game, Setup
from finspan.frontend.art.flip_cards import colour_swatch
from finspan.frontend.flip.choosing import entry_label
from finspan.frontend.flip.input import _show_help
from finspan.frontend.flip.layout import PanelWords, build_layout
from finspan.frontend.flip.paint_side import paint_panel, paint_seats
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.look.theme import FontRole, Theme
from finspan.frontend.ui import backdrop
from finspan.frontend.ui.thinking import thinking_lines

from .. import audit
from ..helpers import key
from .test_flip_layout_audit import _draw, _table


def _texts(records: audit.Records) -> list[audit.Text]:
    return [i for i in records.items if isinstance(i, audit.Text)]


def _competitive(app) -> None:
    _table(app, Game(Setup.competitive(2), seed=5), ["person", "hard"])


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_bidding_grid_numbers_its_rows_and_letters_its_columns(scale):
    with audit.recording():
        try:
            app, records = _draw(_competitive, (1280, 720), scale)
            lay = app.stack.top.layout
            texts = _texts(records)
            for c, letter in enumerate("ABC"):
                cell = lay.cells[c * 7]
                assert any(t.words == letter and cell.left <= t.rect.centerx <= cell.right
                           and t.rect.top >= lay.net.bottom for t in texts), letter  # fmt: skip
            for r in range(3):
                cell = lay.cells[r]
                assert any(t.words == str(r + 1) and cell.top <= t.rect.centery <= cell.bottom
                           and t.rect.right <= lay.net.left for t in texts), r + 1  # fmt: skip
        finally:
            pygame.display.quit()


def _with_flip_colour(app) -> None:
    """One player holding "Flip a colour", taken up: its options name the four colours."""
    for seed in range(200):
        game = Game(Setup.cooperative(1), seed=seed)
        actions = game.public_state().seats[0].actions
        if ActionKind.FLIP_COLOUR in actions:
            break
    else:
        raise AssertionError("no seed deals Flip a colour")
    table = _table(app, game)
    table.handle_event(key(pygame.K_1 + actions.index(ActionKind.FLIP_COLOUR)))


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.5), ((1920, 1080), 1.0),
                                             ((2560, 1440), 1.0)])  # fmt: skip
def test_every_colour_an_option_names_is_shown_on_the_table_with_its_swatch(size, scale):
    with audit.recording():
        try:
            app, records = _draw(_with_flip_colour, size, scale)
            table = app.stack.top
            rows = [entry_label(e) for e in table.rows()]
            named = {c for c in ("coral", "sand", "kelp", "lagoon")
                     if any(f"every {c} card" in w.lower() for w in rows)}  # fmt: skip
            assert named == {"coral", "sand", "kelp", "lagoon"}, rows
            legend = dict(table.layout.legend)
            texts = _texts(records)
            for colour in named:
                entry = legend[colour]
                assert any(t.words.lower() == colour and entry.colliderect(t.rect)
                           for t in texts), colour  # fmt: skip
                assert any(entry.colliderect(p) for p in records.pictures)  # its swatch
        finally:
            pygame.display.quit()


def test_the_swatches_carry_the_cards_patterns_in_colour_blind_mode():
    pygame.init()
    plain, patterned = Theme(720, 1.0, False), Theme(720, 1.0, True)
    for colour in ("coral", "sand", "kelp", "lagoon"):
        a = colour_swatch(colour, 24, 16, theme=plain)
        b = colour_swatch(colour, 24, 16, theme=patterned)
        assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA"), colour


def test_the_table_lies_on_the_underwater_backdrop_painted_once_per_window_size(monkeypatch):
    painted: list[tuple[int, int]] = []
    real = backdrop.paint_backdrop

    def counting(size):
        painted.append(size)
        return real(size)

    backdrop._PICTURES.clear()
    monkeypatch.setattr(backdrop, "paint_backdrop", counting)
    app, _ = _draw(lambda app: _table(app, Game(Setup.cooperative(2), seed=3)), (1280, 720), 1.0)
    try:
        table = app.stack.top
        surface = pygame.Surface((1280, 720))
        for _ in range(5):
            table.draw(surface)
        assert painted == [(1280, 720)]
        # between the panels (the margin under the top bar) the sea shows, not the flat colour
        pic = backdrop.picture((1280, 720))
        x, y = 3, 400
        assert surface.get_at((x, y)) == pic.get_at((x, y))
    finally:
        pygame.display.quit()


def _teammates(app) -> None:
    setup = Setup(Setup.cooperative(3).mode, ("Player 1", "Coral (teammate)", "Finn (teammate)"))
    _table(app, Game(setup, seed=7), ["person", "hard", "hard"])


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1920, 1080)])
def test_a_teammate_s_name_shows_whole_beside_its_cards_at_text_150(size):
    with audit.recording():
        try:
            _app, records = _draw(_teammates, size, 1.5)
            words = [t.words for t in _texts(records)]
            assert "Coral (teammate)" in words and "Finn (teammate)" in words
            assert not [w for w in words if w.startswith("Coral (") and w.endswith("…")]
        finally:
            pygame.display.quit()


def test_a_computer_s_notice_takes_the_lines_it_needs_in_the_panel():
    pygame.init()
    t = Theme(720, 1.5)
    game = Game(Setup.cooperative(2), seed=7)
    notice = "Coral (teammate) flips the square B1–C2: 3 octopuses swimming left swim free"
    words = PanelWords("Coral (teammate)", "choose an action card and its target",
                       status=True, status_words=notice)
    lay = build_layout((1280, 720), t, game.public_state(), words, ())
    assert lay.status is not None
    lines = thinking_lines(notice, t, lay.status.w)
    assert len(lines) >= 2 and lay.status.h >= len(lines) * t.font(FontRole.SMALL).get_linesize()


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.0), ((1280, 720), 1.5),
                                             ((1920, 1080), 1.0), ((2560, 1440), 1.5)])  # fmt: skip
@pytest.mark.parametrize("seed", [7, 10, 21])
def test_the_help_of_an_action_card_focused_with_the_keys_leaves_the_panel_s_words_clear(
    size, scale, seed
):
    app, _ = _draw(lambda app: _table(app, Game(Setup.cooperative(1), seed=seed)), size, scale)
    try:
        table = app.stack.top
        assert isinstance(table, FlipTable)
        lay = table.layout
        panel, listed = lay.rects["panel"], lay.rects["list"]
        words = pygame.Rect(panel.x, panel.y, panel.w, listed.y - panel.y)  # name, question
        cards = [(h, r) for h, r in lay.actions if h.seat == 0]
        assert cards
        for hit, rect in cards:  # each action card with the focus, as the arrows put it there
            table.choosing.place = hit
            _show_help(table)
            table.update(1.0)
            box = table.tooltip.box
            assert table.tooltip.visible and box is not None
            assert not box.colliderect(words), (hit, tuple(box), tuple(words))
            assert not box.colliderect(rect)
            assert pygame.Rect((0, 0), size).contains(box)
    finally:
        pygame.display.quit()


def test_used_is_written_on_a_band_over_the_power_s_name_never_over_its_picture():
    def build(app) -> None:
        table = _table(app, Game(Setup.cooperative(2), seed=7))
        power = table.view.seats[table.view.current].powers[0]
        table.view = dataclasses.replace(table.view, used_powers=(power,))
        table.refresh()

    with audit.recording():
        try:
            app, _records = _draw(build, (1920, 1080), 1.0)
            table = app.stack.top
            surface = audit.RecordingSurface((1920, 1080))
            paint_seats(surface, table.frame())
            rect = next(r for p, r in table.layout.powers if p.seat == table.view.current)
            used = [t for t in _texts(surface.records) if t.words == "used"]
            assert len(used) == 1
            assert rect.contains(used[0].rect) and used[0].rect.bottom <= rect.y + rect.h // 3
        finally:
            pygame.display.quit()


def test_the_decision_panel_s_name_is_whole_before_the_count_of_choices():
    """A long name and a list that scrolls: the count of choices gives way, not the name."""
    from .test_flip_layout_audit import _full

    with audit.recording():
        try:
            app, _ = _draw(_full, (1280, 720), 1.5)
            table = app.stack.top
            surface = audit.RecordingSurface((1280, 720))
            paint_panel(surface, table.frame())
            assert "Ada Lovelace-Byron" in [t.words for t in _texts(surface.records)]
        finally:
            pygame.display.quit()

"""Hover help on every token and icon of the board: each kind of place has a typed hit and a
short help (a card's zoom for cards), found by the layout's own hit test at its place; and the
helps fit the window, with no text cut off or sticking out of their box, near every edge, at
every window size and text scale (the layout audit's recorder)."""

from __future__ import annotations

import pygame
import pytest

from finspan.app import make_app
from finspan.engine import Game, Rng, Setup, greedy_policy
from finspan.frontend.finspan import hits as H
from finspan.frontend.finspan.scene import TableScene
from finspan.frontend.shell.app import App
from finspan.frontend.shell.settings import Settings
from finspan.frontend.ui.zoom import ZoomScene, paint_zoom

from . import audit

SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]
SCALES = [1.0, 1.25, 1.5]


def solo_mid_dive() -> Game:
    """Solo with Ravel, week 2, Ada diving the green dive site (her diver above Sunlight),
    eggs, young and a school in her ocean, three fish and a decision card N7 for Nautoma."""
    game, rng = Game(Setup.solo_game(4, ravel=3), 2), Rng(2)
    for _ in range(28):
        game.apply(greedy_policy(game, rng))
    v = game.public_state()
    assert v.diver is not None and v.nautoma.card and v.nautoma.fish and v.week == 2
    return game


def board_places(table: TableScene) -> dict[type, tuple[H.Hit, pygame.Rect]]:
    """One place of each kind of token, icon or count on the table, with its rect."""
    lay = table.layout
    places: dict[type, tuple[H.Hit, pygame.Rect]] = {}

    def add(hit: H.Hit, rect: pygame.Rect | None) -> None:
        if rect is not None:
            places.setdefault((type(hit), getattr(hit, "kind", getattr(hit, "part", None))),
                              (hit, rect))  # fmt: skip

    for slot, kind, rect in lay.tokens:
        add(H.TokenHit(slot, kind), rect)
    add(H.DiverHit(), lay.diver)
    for (column, place), rect in lay.ocean.bonus.items():
        add(H.BonusHit(column, place), rect)
    add(H.DiveHit(0), lay.ocean.header[0])
    add(H.AchievementHit(None), lay.achievements)
    for seat, rect in lay.standings:
        add(H.AchievementHit(seat), rect)
    for seat, rect in lay.scores:
        add(H.ScoreHit(seat), rect)
    for seat, rect in lay.seat_lines:
        add(H.SeatLineHit(seat), rect)
    for part, rect in lay.nautoma_box.parts if lay.nautoma_box else ():
        add(H.NautomaPartHit(part), rect)
    add(H.DeckHit(), lay.deck)
    add(H.ButtonHit("discard"), lay.buttons["discard"])
    if lay.nautoma_box is not None:
        add(H.NautomaFishHit(lay.nautoma_box.fish[0][0]), lay.nautoma_box.fish[0][1])
    for seat, rect in lay.scores[-1:]:  # the last seat's, near the bottom edge
        places[ScoreHit, "last"] = (H.ScoreHit(seat), rect)
    for seat, rect in lay.seat_lines[-1:]:
        places[SeatLineHit, "last"] = (H.SeatLineHit(seat), rect)
    return places


ScoreHit, SeatLineHit = H.ScoreHit, H.SeatLineHit


def five_players() -> Game:
    """Five seats in week 2, the first seat deciding (score chips down to the bottom edge)."""
    game, rng = Game(Setup.multiplayer(5), 4), Rng(4)
    while game.week < 2 or game.decision.player != 0:
        game.apply(greedy_policy(game, rng))
    return game


def where(hit: H.Hit, rect: pygame.Rect, table: TableScene) -> tuple[int, int]:
    """A point of ``rect`` where the table's hit test answers ``hit`` (the diver and tokens
    lie over their slot; the achievement heading is the box outside its standing lines)."""
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            if table.layout.hit((x, y), pile_open=False) == hit:
                return (x, y)
    raise AssertionError(f"{hit} is nowhere in {rect}")


def open_table(app: App, game: Game) -> TableScene:
    app.nav.show_title()
    app.nav.open_table(game)
    for _ in range(3):
        app.step([], 1 / 60)
    table = app.stack.top
    table.queue.skip()
    app.step([], 1 / 60)
    return table


def hover(app: App, table: TableScene, pos: tuple[int, int]) -> ZoomScene | None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
             0.05)  # fmt: skip
    for _ in range(5):
        app.step([], 0.1)
    found = [s for s in app.stack.overlays if isinstance(s, ZoomScene)]
    return found[0] if found else None


KINDS = {
    ("TokenHit", "egg"), ("TokenHit", "young"), ("TokenHit", "school"), ("DiverHit", None),
    ("BonusHit", None), ("DiveHit", None), ("AchievementHit", None), ("ScoreHit", None),
    ("SeatLineHit", None), ("NautomaPartHit", "egg"), ("NautomaPartHit", "young"),
    ("NautomaPartHit", "school"), ("NautomaPartHit", "fish"), ("NautomaPartHit", "markers"),
    ("NautomaPartHit", "ravel"), ("NautomaPartHit", "card"), ("DeckHit", None),
    ("ButtonHit", None), ("NautomaFishHit", None),
}  # fmt: skip


def test_every_kind_of_token_icon_and_count_has_a_help_on_hover(app):
    table = open_table(app, solo_mid_dive())
    places = board_places(table)
    assert {(k.__name__, part) for k, part in places} >= KINDS
    for (hit, rect) in places.values():
        zoom = hover(app, table, where(hit, rect, table))
        assert zoom is not None, f"no help for {hit}"
        shown = zoom.source()
        assert table.hover == hit
        if isinstance(hit, H.NautomaFishHit):
            assert shown.card == hit.card  # her fish, as a readable card
        else:
            assert shown.title and shown.lines, f"{hit}: {shown}"


def test_a_help_says_what_it_is_now_in_the_engines_numbers(app):
    game = solo_mid_dive()
    table = open_table(app, game)
    v = game.public_state()
    texts = {}
    for (hit, rect) in board_places(table).values():
        shown = hover(app, table, where(hit, rect, table)).source()
        words = " ".join((shown.title, *shown.lines))
        texts[hit] = words
    assert f"Fish deck: {v.deck} cards" in texts[H.DeckHit()]
    assert f"Difficulty {v.nautoma.difficulty}" in texts[H.NautomaPartHit("markers")]
    assert f"card {v.nautoma.card}" in texts[H.NautomaPartHit("card")]
    assert f"{v.players[0].score} points" in texts[H.ScoreHit(0)]
    assert f"{v.players[1].score} points" in texts[H.ScoreHit(1)]
    assert "diver" in texts[H.DiverHit()]


def test_a_click_on_a_token_still_means_its_slot(app):
    from finspan.frontend.finspan.input import clicked

    table = open_table(app, solo_mid_dive())
    slot, kind, rect = table.layout.tokens[0]
    hit = table.layout.hit(rect.center, pile_open=False)
    assert hit == H.TokenHit(slot, kind)
    assert clicked(table.layout, hit, rect.center) == H.SlotHit(slot)


@pytest.mark.parametrize("game", [solo_mid_dive, five_players], ids=["solo", "5-players"])
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_every_help_fits_the_window_near_every_edge(size, scale, game):
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, animation_speed=0.0),
              headless=True)  # fmt: skip
    try:
        with audit.recording():
            table = open_table(app, game())
            app.theme.window_height = size[1]
            app.stack.resize(size)
            screen = pygame.Rect((0, 0), size)
            found = []
            for (hit, rect) in board_places(table).values():
                table.choosing.hover, table.choosing.hover_age = hit, 1.0
                table.choosing.mouse = rect.center
                zoom = table.overlays.zoom()
                assert zoom is not None, hit
                surface = audit.RecordingSurface(size)
                tip = paint_zoom(surface, zoom, app.theme)
                assert tip is not None and screen.contains(tip), f"{hit}: {tip} off {size}"
                found += [f"{hit}: {p}" for p in audit.problems(surface.records, size)]
        assert found == [], f"at {size[0]}x{size[1]}, text {scale:.0%}:\n" + "\n".join(found)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_the_open_pile_fits_the_window(size, scale):
    """The discard pile's scene at every size: its heading and cards inside its box, no text
    cut off or over another (the table beneath is audited on its own)."""
    app = make_app(Settings(first_turn_guide=False, ui_scale=scale, animation_speed=0.0),
              headless=True)  # fmt: skip
    try:
        with audit.recording():
            table = open_table(app, solo_mid_dive())
            app.theme.window_height = size[1]
            app.stack.resize(size)
            table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0))
            app.step([], 1 / 60)
            (pile,) = [s for s in app.stack.overlays if type(s).__name__ == "PileScene"]
            view = pile.source.pile_view()
            assert view.cards and all(view.box.contains(r) for _, r, _ in view.cards)
            surface = audit.RecordingSurface(size)
            pile.draw(surface)
            found = audit.problems(surface.records, size)
        assert found == [], f"at {size[0]}x{size[1]}, text {scale:.0%}:\n" + "\n".join(found)
    finally:
        pygame.display.quit()


def test_nautomas_box_has_a_help_with_all_of_it_even_what_has_no_room_in_a_small_box():
    app = make_app(Settings(first_turn_guide=False, ui_scale=1.5), headless=True)
    try:
        game = solo_mid_dive()
        table = open_table(app, game)
        parts = {part for part, _ in table.layout.nautoma_box.parts}
        assert "card" not in parts  # 1280x720 at text 150%: her card's line does not fit
        box = table.layout.nautoma
        heading = (box.x + app.theme.px(30), box.y + app.theme.px(8))  # her name
        assert table.layout.hit(heading, pile_open=False) == H.ThumbHit(1)
        shown = hover(app, table, heading).source()
        assert f"card {game.public_state().nautoma.card}" in " ".join(shown.lines)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_dive_site_names_fit_whole_and_the_deck_count_stays_clear_of_the_buttons(size, scale):
    """Each dive site's name whole at its full size, beside its DIVE tag or above it (a
    two-line header), and the deck's count never under the top bar's buttons."""
    from finspan.frontend.look.theme import FontRole, font

    app = make_app(Settings(first_turn_guide=False, ui_scale=scale), headless=True)
    try:
        table = open_table(app, solo_mid_dive())
        app.theme.window_height = size[1]
        app.stack.resize(size)
        t, lay = app.theme, table.layout
        ocean = lay.ocean
        bold = font(FontRole.BODY_BOLD, t.font_px(FontRole.SMALL))
        tag = t.font(FontRole.SMALL).size("DIVE")[0] + t.px(18)
        for c, header in enumerate(ocean.header):
            room = ocean.bonus[(c, "above_sunlight")].left - header.x - 8
            room -= 0 if ocean.tall_header else tag
            name = ("BLUE", "PURPLE", "GREEN")[c]
            assert bold.size(name)[0] <= room, (name, size, scale)
        assert lay.deck.right <= min(r.x for r in lay.buttons.values() if r.y < lay.deck.bottom)
    finally:
        pygame.display.quit()


def test_a_dive_sites_help_counts_this_weeks_dives_there(app):
    game = solo_mid_dive()
    table = open_table(app, game)
    ada = game.public_state().players[0]
    column = ("blue", "purple", "green").index(ada.divers[-1])  # the dive in progress
    shown = hover(app, table, table.layout.ocean.header[column].midleft).source()
    dives = ada.divers.count(ada.divers[-1])
    assert any(line.startswith(f"{dives} dive") for line in shown.lines), shown.lines

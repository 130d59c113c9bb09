"""The card encyclopedia (issue 6): every fish browsable, filterable, searchable and sortable.

Owns the query model (`CardQuery`, `query_fish`) and two scenes: `EncyclopediaScene`, a grid
of rendered cards with filters, a search box and a sort choice, and `CardDetailScene`, a modal
large view of one card with its ability explained in plain words. Reads the catalog only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import pygame

from finspan.engine import CATALOG, Column, Fish, Size, Trigger, Zone
from finspan.games import registrations

from ..art import card_help, cards, palette
from ..look import theme as th
from ..look.theme import UI, FontRole
from ..scenes.common import MenuScene
from ..shell.scene import AppContext, Scene
from ..ui.backdrop import WAKING_EVENTS
from ..ui.dialogs import Menu
from ..ui.lists import Grid, RowPager
from ..ui.pointing import HOVER_DELAY
from ..ui.prompts import prompt_column
from ..ui.widgets import Button, Choice, FocusGroup, Label, TextInput, Tooltip, event_pos, rel
from ..ui.zoom import Zoom, ZoomScene, keep_zoom

ANY = "any"

# --- The query -----------------------------------------------------------------------------

ZONE_OPTIONS: tuple[tuple[str, str], ...] = (
    (ANY, "any zone"), ("sunlight", "Sunlight"), ("twilight", "Twilight"), ("midnight", "Midnight"),
)  # fmt: skip
SITE_OPTIONS: tuple[tuple[str, str], ...] = (
    (ANY, "any"), ("blue", "blue only"), ("purple", "purple only"), ("green", "green only"),
    ("none", "no dive site band"),
)  # fmt: skip
SIZE_OPTIONS: tuple[tuple[str, str], ...] = (
    (ANY, "any size"), ("small", "small"), ("medium", "medium"), ("large", "large"),
)  # fmt: skip
TAG_OPTIONS: tuple[tuple[str, str], ...] = (
    (ANY, "any"), ("predator", "predator"), ("uber", "Über predator"),
    ("bioluminescent", "bioluminescent"), ("camouflage", "camouflage"),
    ("electrolocation", "electrolocation"), ("discharge", "electric discharge"),
    ("venomous", "venomous"), ("none", "no tags"),
)  # fmt: skip
TRIGGER_OPTIONS: tuple[tuple[str, str], ...] = (
    (ANY, "any"), ("when_played", "WHEN PLAYED"), ("if_activated", "IF ACTIVATED"),
    ("game_end", "GAME END"), ("none", "no ability"),
)  # fmt: skip
ALL_PLAYERS_OPTIONS: tuple[tuple[str, str], ...] = (
    (ANY, "any"), ("yes", "all players"), ("no", "not all players"),
)  # fmt: skip
COST_OPTIONS: tuple[tuple[str, str], ...] = (
    (ANY, "any cost"), ("cards", "cards"), ("eggs", "eggs"), ("young", "young"),
    ("schools", "school"), ("consume", "consume"), ("free", "free"),
)  # fmt: skip
POINTS_OPTIONS: tuple[tuple[str, str], ...] = (
    (ANY, "any points"), ("0-2", "0-2"), ("3-4", "3-4"), ("5-6", "5-6"), ("7-99", "7 or more"),
)  # fmt: skip
GROUP_OPTIONS: tuple[tuple[str, str], ...] = (
    (ANY, "all fish"), ("main", "fish deck"), ("starter", "starter deck"),
    ("forage", "forage fish"),
)  # fmt: skip
SORT_OPTIONS: tuple[tuple[str, str], ...] = (
    ("name", "name A-Z"), ("points", "points, high first"), ("length", "length, long first"),
    ("number", "card number"),
)  # fmt: skip


@dataclass(frozen=True)
class CardQuery:
    """Filters, search text and sort order of the encyclopedia (``"any"`` = no filter)."""

    zone: str = ANY
    site: str = ANY
    size: str = ANY
    tag: str = ANY
    trigger: str = ANY
    all_players: str = ANY
    cost: str = ANY
    points: str = ANY
    group: str = ANY
    text: str = ""
    sort: str = "name"

    def matches(self, fish: Fish) -> bool:
        """True if ``fish`` passes every filter and the search text."""
        if self.zone != ANY and Zone(self.zone) not in fish.zones:
            return False
        if self.site == "none" and fish.band is not None:
            return False
        if self.site not in (ANY, "none") and fish.band is not Column.parse(self.site):
            return False
        if self.size != ANY and fish.size is not Size(self.size):
            return False
        if self.tag != ANY and not _has_tag(fish, self.tag):
            return False
        if self.trigger == "none" and fish.ability is not None:
            return False
        if self.trigger not in (ANY, "none") and fish.trigger is not Trigger(self.trigger):
            return False
        if self.all_players != ANY and fish.all_players != (self.all_players == "yes"):
            return False
        if self.cost != ANY and not _has_cost(fish, self.cost):
            return False
        if self.points != ANY:
            low, high = (int(x) for x in self.points.split("-"))
            if not low <= fish.points <= high:
                return False
        if self.group != ANY and fish.group != self.group:
            return False
        text = self.text.strip().casefold()
        return not text or text in fish.name.casefold() or text in fish.scientific_name.casefold()


def _has_tag(fish: Fish, tag: str) -> bool:
    t = fish.tags
    return {
        "predator": t.predator >= 1,
        "uber": t.predator >= 2,
        "bioluminescent": bool(t.bioluminescent),
        "camouflage": bool(t.camouflage),
        "electrolocation": t.electric >= 1,  # electric discharge counts as electrolocation
        "discharge": t.electric >= 2,
        "venomous": bool(t.venomous),
        "none": not t.words,
    }[tag]


def _has_cost(fish: Fish, kind: str) -> bool:
    c = fish.cost
    if kind == "free":
        return c.is_free
    if kind == "consume":
        return c.consume
    return getattr(c, kind) > 0


_SORT_KEYS: dict[str, Callable[[Fish], tuple]] = {
    "name": lambda f: (f.name.casefold(),),
    "points": lambda f: (-f.points, f.name.casefold()),
    "length": lambda f: (-f.length_cm, f.name.casefold()),
    "number": lambda f: (f.number,),
}


def query_fish(query: CardQuery, fish: Sequence[Fish] = CATALOG.all) -> list[Fish]:
    """The fish matching ``query``, in its sort order. Pure."""
    return sorted((f for f in fish if query.matches(f)), key=_SORT_KEYS[query.sort])


# --- Scenes --------------------------------------------------------------------------------


class EncyclopediaScene(MenuScene):
    """A grid of all fish cards with filters (left), search and sort (top).

    Keyboard: Tab / Shift+Tab between controls, arrows in the grid, Enter opens a card,
    typing anywhere searches, Esc goes back. ``fish_number`` opens that card's large view at
    once (the table links here).
    """

    #: Card height as a share of the window height.
    CARD_HEIGHT = 0.235

    def __init__(self, app: AppContext, fish_number: int | None = None) -> None:
        super().__init__(app)
        self.query = CardQuery()
        self.results: list[Fish] = []
        self.open_number = fish_number
        self.tooltip = Tooltip(theme=app.theme)
        self.hover_cell: int | None = None  # the grid's card under the mouse
        self.hover_age = 0.0
        self.zoom: ZoomScene | None = None  # its zoom (the shared scene), once it rests there
        theme = app.theme
        self.title = Label("Card encyclopedia", FontRole.TITLE, theme=theme)
        self.search = TextInput(
            "Search by name…", self._on_search, on_submit=lambda _t: self.focus.focus(self.grid),
            tooltip="Type part of a common or scientific name", theme=theme,
        )  # fmt: skip
        self.sort = Choice("Sort", SORT_OPTIONS, lambda v: self._set(sort=v), theme=theme)
        self.back = Button("Back", app.pop, tooltip="Back (Esc)", theme=theme)
        filters: list[tuple[str, str, Sequence[tuple[str, str]], str]] = [
            ("zone", "Zone", ZONE_OPTIONS, "Fish that may live in this zone"),
            ("site", "Dive site", SITE_OPTIONS, "Fish restricted to one dive site (column)"),
            ("size", "Size class", SIZE_OPTIONS, "small < 30 cm, medium 30-99 cm, large 100+ cm"),
            ("tag", "Tag", TAG_OPTIONS, "Fish with this tag"),
            ("trigger", "Ability", TRIGGER_OPTIONS, "When the ability happens"),
            ("all_players", "All players", ALL_PLAYERS_OPTIONS, "Abilities every player may use"),
            ("cost", "Cost", COST_OPTIONS, "Fish whose cost includes this"),
            ("points", "Points", POINTS_OPTIONS, "Printed points"),
            ("group", "Deck", GROUP_OPTIONS, "Fish deck, starter deck or forage fish"),
        ]
        self.filters: dict[str, Choice[str]] = {
            field: Choice(label, options, self._filter_setter(field), tooltip=tip, theme=theme)
            for field, label, options, tip in filters
        }
        self.pager = RowPager(list(self.filters.values()), theme)  # scrolls at large text
        self.clear = Button("Clear filters", self.clear_filters, theme=theme)
        others = _other_encyclopedias()
        words = f"{others[0][1]} cards" if len(others) == 1 else "The other games' cards"
        self.other_pages = Button(
            words, self._other_pages, tooltip="The other games' pages: their cards explained",
            theme=theme,
        )  # fmt: skip
        self.count = Label("", FontRole.SMALL, UI["text_dim"], theme=theme)
        self.grid = Grid(self._draw_cell, self.open_card, theme=theme)
        self.focus = FocusGroup(
            [self.search, self.sort, *self.filters.values(), self.clear, self.grid, self.back,
             self.other_pages]
        )
        self._refresh()
        self.focus.focus(self.grid)

    # query ----------------------------------------------------------------------------------
    def _filter_setter(self, field: str) -> Callable[[str], None]:
        return lambda value: self._set(**{field: value})

    def _on_search(self, text: str) -> None:
        self._set(text=text)

    def _set(self, **changes: str) -> None:
        self.query = replace(self.query, **changes)
        self._refresh()

    def set_query(self, query: CardQuery) -> None:
        """Show the fish matching ``query`` and set every control to match it."""
        self.query = query
        for field, choice in self.filters.items():
            choice.set_value(getattr(query, field))
        self.sort.set_value(query.sort)
        self.search.set_text(query.text, notify=False)
        self._refresh()

    def _other_pages(self) -> None:
        """The other game's encyclopedia, or a choice of the other games'."""
        others = _other_encyclopedias()
        if len(others) == 1:
            self.app.nav.open_encyclopedia(game=others[0][0])
            return
        items = [(title, lambda name=name: self.app.nav.open_encyclopedia(game=name))
                 for name, title in others]  # fmt: skip
        self.app.push(Menu(self.app, "Whose cards?", items))

    def clear_filters(self) -> None:
        self.set_query(CardQuery(text=self.query.text, sort=self.query.sort))

    def _refresh(self) -> None:
        selected = self.selected_fish
        self.results = query_fish(self.query)
        self.grid.set_count(len(self.results))
        if selected is not None and selected in self.results:
            self.grid.select(self.results.index(selected))
        self.count.text = f"{len(self.results)} of {len(CATALOG)} fish"
        self.app.request_redraw()

    @property
    def selected_fish(self) -> Fish | None:
        results = getattr(self, "results", [])
        if not results:
            return None
        return results[min(self.grid.selected, len(results) - 1)]

    def open_card(self, index: int) -> None:
        """Open the large view of the ``index``-th fish shown."""
        if 0 <= index < len(self.results):
            self.app.push(CardDetailScene(self.app, self.results, index, on_close=self._closed))

    def _closed(self, index: int) -> None:
        self.grid.select(index)

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        if self.open_number is not None:
            fish = CATALOG[self.open_number]
            if fish not in self.results:
                self.set_query(CardQuery())
            self.grid.select(self.results.index(fish))
            self.open_number = None
            self.open_card(self.grid.selected)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        theme = self.app.theme
        self.title.layout(rel(size, 0.015, 0.015, 0.25, 0.07))
        self.search.layout(rel(size, 0.27, 0.02, 0.33, 0.06))
        self.back.layout(rel(size, 0.86, 0.02, 0.125, 0.06))
        sort = rel(size, 0.62, 0.015, 0.2, 0.07)
        sort.h = max(sort.h, Choice.height_for(theme))
        self.sort.layout(sort)
        # the filters keep their text size: as many whole rows as fit, the rest scroll; below
        # them Clear filters, the count of fish shown and (room permitting) the keys
        panel = rel(size, 0.012, 0.11, 0.17, 0.87)
        button_h = theme.font(FontRole.BODY_BOLD).get_linesize() + theme.px(12)
        count_h = theme.font(FontRole.SMALL).get_linesize()
        gap = theme.px(4)
        rows = pygame.Rect(panel.x, panel.y, panel.w, panel.h - 2 * button_h - count_h - 4 * gap)
        self.pager.layout(rows, Choice.height_for(theme), gap)
        # below the rows and the line saying which rows show
        self.clear.layout(pygame.Rect(panel.x, self.pager.bottom + 2 * gap, panel.w, button_h))
        self.count.layout(pygame.Rect(panel.x, self.clear.rect.bottom + gap, panel.w, count_h))
        self.other_pages.layout(
            pygame.Rect(panel.x, self.count.rect.bottom + gap, panel.w, button_h)
        )
        grid_rect = rel(size, 0.2, 0.115, 0.785, 0.87)
        # hand-sized cards, larger with the UI scale, but never switching to the large layout
        card_h = round(size[1] * self.CARD_HEIGHT * theme.ui_scale)
        card_h = min(card_h, palette.CARD_LARGE_FROM - 1)
        self.grid.cell_size = cards.card_size_for_height(card_h)
        self.grid.gap = theme.px(12)
        self.grid.layout(grid_rect)
        self.grid.set_count(len(self.results))
        self.grid.scroll_to(self.grid.selected)

    # frame ----------------------------------------------------------------------------------
    def zoom_source(self) -> Zoom | None:
        """The hovered card of the grid, large with its explanation, once the mouse rests."""
        i = self.hover_cell
        if i is None or self.hover_age < HOVER_DELAY or i >= len(self.results):
            return None
        return Zoom(self.grid.cell_rect(i), card=self.results[i].number,
                    card_tip=card_help.card_tip)  # fmt: skip

    def update(self, dt: float) -> None:
        super().update(dt)
        self.hover_age += dt
        self.zoom = keep_zoom(self.app, self.zoom, self.zoom_source)

    @property
    def animating(self) -> bool:
        waiting = self.hover_cell is not None and self.hover_age < HOVER_DELAY
        return waiting or super().animating

    def _aim_zoom(self, pos: tuple[int, int] | None) -> None:
        cell = self.grid.index_at(pos) if pos is not None else None
        if cell != self.hover_cell:
            self.hover_cell, self.hover_age = cell, 0.0

    def pause(self) -> None:
        self._aim_zoom(None)  # no zoom waiting behind a card's large view

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._aim_zoom(event.pos)
        elif event.type in (pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._aim_zoom(None)  # the grid scrolls or a card opens: the zoom waits again
        if event.type in WAKING_EVENTS:
            self.backdrop.wake()
        if event.type == pygame.WINDOWLEAVE:
            self._aim_zoom(None)
            return super().handle_event(event)  # the help goes with the pointer
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.search.focused and self.search.text:
                self.search.set_text("")
                return True
            self.app.pop()
            return True
        if self.pager.handle_event(event):  # the wheel over the filters
            self._aim_tooltip()
            return True
        if self.focus.handle_event(event):
            self.pager.follow(self.focus.focused)  # Tab or an arrow went to a hidden filter
            self._aim_tooltip()
            return True
        if event.type == pygame.TEXTINPUT and getattr(event, "text", "").strip():
            # typing anywhere searches
            self.focus.focus(self.search)
            return self.search.handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            self._aim_tooltip()
        return False

    def _draw_cell(
        self, surface: pygame.Surface, index: int, rect: pygame.Rect, focused: bool
    ) -> None:
        fish = self.results[index]
        theme = self.app.theme
        # the cards already grow with the text size (`resize`): their words grow with them,
        # not twice over (which squashed the picture under the length badge)
        card_theme = replace(theme, ui_scale=1.0)
        surface.blit(cards.render_card(fish, rect.w, rect.h, theme=card_theme), rect)
        if index == self.grid.selected:
            # the ring sits outside the card so it shows on every trigger colour
            width = max(2, theme.px(3))
            ring = rect.inflate(4 * width, 4 * width)
            colour = UI["focus"] if focused else UI["selected"]
            pygame.draw.rect(surface, colour, ring, width, border_radius=theme.px(10))
            if focused:
                inner = rect.inflate(2 * width, 2 * width)
                pygame.draw.rect(
                    surface, UI["text"], inner, max(1, width // 2), border_radius=theme.px(8)
                )

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        theme = self.app.theme
        panel = rel(self.size, 0.006, 0.1, 0.182, 0.89)
        pygame.draw.rect(
            surface, th.shade(UI["background"], 1.25), panel, border_radius=theme.px(8)
        )
        self.title.draw(surface)
        self.count.draw(surface)
        self.focus.draw(surface)
        self.pager.draw(surface)
        if not self.results:
            msg = theme.text("No fish match these filters.", FontRole.HEADING, UI["text_dim"])
            surface.blit(msg, msg.get_rect(center=self.grid.rect.center))
        top = self.other_pages.rect.bottom + theme.px(4)
        room = panel.inflate(-theme.px(4), -theme.px(4)).bottom - top
        for words in HINTS:  # the longest hint that fits below the filters, else none
            hint = prompt_column(words, FontRole.SMALL, UI["text_dim"], theme, self.count.rect.w)
            if hint.get_height() <= room and hint.get_width() <= self.count.rect.w:
                surface.blit(hint, (self.count.rect.x, top))
                break
        self.tooltip.draw(surface)


#: The keys, said at length or briefly: the side panel shows the longest that fits.
HINTS = (
    "Tab: next control · arrows: move · Enter: open a card · type to search · Esc: back",
    "Tab · arrows · Enter: open · type to search · Esc: back",
    "Enter: open · Esc: back",
)


class CardDetailScene(Scene):
    """A modal large view of one fish with its full explanation; browse with Left/Right.

    Esc, Enter, Backspace or a click outside closes it; ``on_close(index)`` reports the fish
    shown last so the grid can follow.
    """

    transparent = True
    modal = True

    def __init__(
        self, app: AppContext, fish: Sequence[Fish], index: int,
        on_close: Callable[[int], None] | None = None,
    ) -> None:  # fmt: skip
        super().__init__(app)
        if not fish:
            raise ValueError("CardDetailScene needs at least one fish")
        self.fish = list(fish)
        self.index = index
        self.on_close = on_close
        theme = app.theme
        self.prev = Button("‹ Previous", lambda: self.browse(-1), theme=theme)
        self.next = Button("Next ›", lambda: self.browse(1), theme=theme)
        self.close = Button("Close", self._close, theme=theme)
        self.focus = FocusGroup([self.prev, self.next, self.close])
        self.focus.focus(self.close)
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.panel_columns = 1
        self.counter_pos = (0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)

    @property
    def current(self) -> Fish:
        return self.fish[self.index]

    def browse(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.fish)
        self.resize(self.size)  # another fish may need its explanation in two columns
        self.app.request_redraw()

    def _close(self) -> None:
        if self.on_close is not None:
            self.on_close(self.index)
        self.app.pop()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        theme = self.app.theme
        w, h = size
        gap = theme.px(24)
        # the buttons along the bottom (with "n / N" beside them), the card above them
        bh = max(round(h * 0.065), theme.font(FontRole.BODY_BOLD).get_linesize() + theme.px(12))
        by = h - theme.px(10) - bh
        top = round(h * 0.04)
        card_w, card_h = cards.card_size_for_height(by - theme.px(12) - top)
        # the explanation beside the card: one column, or two where its text needs them
        room = w - card_w - 3 * gap
        panel_w, self.panel_columns = card_help.panel_shape(self.current, card_h, room, theme)
        left = (w - (card_w + gap + panel_w)) // 2
        self.card_rect = pygame.Rect(left, top, card_w, card_h)
        self.panel_rect = pygame.Rect(left + card_w + gap, top, panel_w, card_h)
        face = theme.font(FontRole.BODY_BOLD)
        bw = max(round(w * 0.12), *(face.size(b.text)[0] + theme.px(24)
                                    for b in (self.prev, self.close, self.next)))  # fmt: skip
        self.prev.layout(pygame.Rect(w // 2 - bw * 3 // 2 - gap, by, bw, bh))
        self.close.layout(pygame.Rect(w // 2 - bw // 2, by, bw, bh))
        self.next.layout(pygame.Rect(w // 2 + bw // 2 + gap, by, bw, bh))
        self.counter_pos = (self.next.rect.right + gap, self.next.rect.centery)
        count_w = theme.font(FontRole.SMALL).size(f"{len(self.fish)} / {len(self.fish)}")[0]
        self.bar = self.prev.rect.union(self.next.rect).inflate(2 * gap, theme.px(8))
        self.bar.w += count_w + gap

    @property
    def panel(self) -> pygame.Rect:
        """What this view covers: the card, its explanation and the bar of buttons."""
        return self.card_rect.unionall([self.panel_rect, self.bar])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self._close()
                return True
            if event.key == pygame.K_LEFT:
                self.browse(-1)
                return True
            if event.key == pygame.K_RIGHT:
                self.browse(1)
                return True
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.browse(-1 if event.key == pygame.K_PAGEUP else 1)
                return True
        if self.focus.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and (pos := event_pos(event)) is not None:
            inside = self.card_rect.union(self.panel_rect).collidepoint(pos)
            if not inside and not any(b.rect.collidepoint(pos) for b in self.focus.widgets):
                self._close()
                return True
        # modal: swallow everything else so the grid beneath does not react
        return event.type in (
            pygame.KEYDOWN,
            pygame.TEXTINPUT,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEWHEEL,
        )

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(UI["overlay"])
        surface.blit(veil, (0, 0))
        fish = self.current
        surface.blit(cards.render_card(fish, *self.card_rect.size, theme=theme), self.card_rect)
        panel = card_help.explanation_panel(fish, *self.panel_rect.size, theme,
                                            self.panel_columns)  # fmt: skip
        surface.blit(panel, self.panel_rect)
        pygame.draw.rect(surface, UI["panel"], self.bar, border_radius=theme.px(8))
        pos = theme.text(f"{self.index + 1} / {len(self.fish)}", FontRole.SMALL, UI["text_dim"])
        surface.blit(pos, pos.get_rect(midleft=self.counter_pos))
        self.focus.draw(surface)


def _other_encyclopedias() -> list[tuple[str, str]]:
    """(name, title) of each other game of the app that has an encyclopedia."""
    return [(r.name, r.title) for r in registrations()
            if r.name != "finspan" and r.front.get().encyclopedia is not None]  # fmt: skip

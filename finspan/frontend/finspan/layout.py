"""Where everything of the table goes: every rectangle, computed from the window size, the
text scale, the public state and the choosing state, outside drawing; and the typed hit test.

Owns `TableLayout` (built by `build_layout`); the hand's card arrangement is in `hand_layout`
(its names are importable from here too).
Reads the game and the choosing state; changes nothing (the option list's scroll it settles on
is returned as `TableLayout.list_scroll` for the scene to keep).

Panels re-flow with the text size: at larger text the decision panel and the hand grow taller
(the hand's cards, and so their text, grow with the text size) and the game log takes what is
left (it scrolls; the option list scrolls too).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...engine import Game, Option, PublicState
from ..art.board import OceanLayout, token_rects
from ..art.palette import CARD_ASPECT
from ..look.theme import FontRole, Theme, shorten, wrap
from ..ui.prompts import for_device
from ..ui.words import possessive, with_colour
from .board_layout import achievement_head, ocean_layout
from .choosing import HOW_TO, Choosing, extra_lines, fish_in_play, prompt_text, skip_index
from .column_layout import (
    USUAL_OPTIONS,
    Column,
    header_height,
    least_hand,
    panel_height,
    row_height,
    split_column,
    usual_panel,
)
from .hand_layout import (  # noqa: F401 (also here)
    HAND_RAISE,
    HAND_SIZES,
    hand_area,
    hand_layout,
    playing_rect,
)
from .hits import (
    AchievementHit,
    BonusHit,
    ButtonHit,
    DeckHit,
    DiscardHit,
    DiveHit,
    DiverHit,
    HandHit,
    Hit,
    NautomaFishHit,
    NautomaHit,
    NautomaPartHit,
    OptionHit,
    ScoreHit,
    SeatLineHit,
    SlotHit,
    ThumbHit,
    TokenHit,
)
from .nautoma_box import NautomaBox, nautoma_box, nautoma_lines, ravel_legend  # noqa: F401

#: The top bar's buttons, right to left ("hint" only with a hint provider).
TOP_BUTTONS = ("menu", "help", "redo", "undo", "hint")

#: Fewer option rows than this (of those the decision has) and the how-to hint gives way.
MIN_ROWS = 4

#: The regions of the resting table, each cached and redrawn only when what it shows changes.
REGIONS = ("ocean", "hand", "panel", "top", "left", "log")


def panel_rects(size: tuple[int, int], theme: Theme) -> dict[str, pygame.Rect]:
    """The table's panels: top bar, left column, ocean, and the right column ("column")
    split into decision panel, hand and log as for a usual decision (`build_layout` splits
    it for the decision shown, see `column_layout`)."""
    w, h = size
    t = theme
    pad = t.px(6)
    larger = max(0.0, t.ui_scale - 1)  # larger text: the right column widens and re-flows
    top = pygame.Rect(0, 0, w, max(t.px(40), round(h * 0.058)))
    body_h = h - top.bottom - 2 * pad
    left = pygame.Rect(pad, top.bottom + pad, round(w * 0.17), body_h)
    ocean_w = round(w * (0.42 - 0.05 * larger))  # a little narrower: the dive sites' names fit
    ocean = pygame.Rect(left.right + pad, top.bottom + pad, ocean_w, body_h)
    rx = ocean.right + 2 * pad
    column = pygame.Rect(rx, top.bottom + pad, w - rx - pad, body_h)
    usual_header = usual_panel(t, False) - panel_height(0, USUAL_OPTIONS, True, t)
    split = split_column(column, t, header=usual_header, listed=USUAL_OPTIONS, skip=True,
                         status=False)  # fmt: skip
    return {
        "top": top,
        "left": left,
        "ocean": ocean,
        "column": column,
        "panel": split.panel,
        "hand": split.hand,
        "log": split.log,
        "screen": pygame.Rect(0, 0, w, h),
    }


def region_rect(rects: dict[str, pygame.Rect], name: str) -> pygame.Rect:
    """The screen part a cached region owns (its panel and the gaps around it)."""
    r = rects
    screen, top = r["screen"], r["top"]
    if name == "left":
        return pygame.Rect(0, top.bottom, r["ocean"].x, screen.h - top.bottom)
    if name == "ocean":
        return pygame.Rect(
            r["ocean"].x, top.bottom, r["panel"].x - r["ocean"].x, screen.h - top.bottom
        )
    if name == "panel":
        return pygame.Rect(
            r["panel"].x, top.bottom, screen.w - r["panel"].x, r["hand"].y - top.bottom
        )
    if name == "hand":
        return pygame.Rect(
            r["hand"].x, r["hand"].y, screen.w - r["hand"].x, r["log"].y - r["hand"].y
        )
    if name == "log":
        return pygame.Rect(r["log"].x, r["log"].y, screen.w - r["log"].x, screen.h - r["log"].y)
    return top


def top_words(view: PublicState, game: Game) -> tuple[str, str | None]:
    """The top bar's week line, and whose turn or decision it is (None when over)."""
    week = (
        "Game over" if game.is_over else (f"Week {view.week} of 4 · turn {view.turn_in_week} of 6")
    )
    d = game.decision
    if d is None:
        return week, None
    if view.players[view.current].nautoma:  # her turn as it shows (her card, her steps)
        return week, f"{possessive(view.players[view.current].name)} turn"
    who = view.players[d.player]
    if d.player != game.current:
        return week, with_colour(who.name, who.colour) + " to decide"
    return week, with_colour(f"{possessive(who.name)} turn", who.colour)


def seat_heading(
    p, view: PublicState, game: Game, rect: pygame.Rect, t: Theme
) -> tuple[str, str]:
    """A seat box's name (with "(1st)") and score in its first row, the longest wordings
    that fit side by side: the whole name, else without a computer player's level; the score
    as "34 pts", else "34"; the name shortened with "…" only when nothing else fits."""
    first = p.seat == view.first_player and not p.nautoma and game.nautoma is None
    mark = " (1st)" if first else ""
    bold = t.font(FontRole.BODY_BOLD)
    scores = (f"{p.score} pts", f"{p.score}")
    for name in dict.fromkeys((p.name + mark, plain_name(p.name) + mark)):
        for score in scores:
            if bold.size(name)[0] <= rect.w - t.px(36) - bold.size(score)[0]:
                return name, score
    room = rect.w - t.px(36) - bold.size(scores[1])[0]
    return shorten(p.name + mark, bold, room), scores[1]


def plain_name(name: str) -> str:
    """A seat's name without what follows it in brackets (a computer player's level):
    "Marlin (Medium)" is "Marlin" where the whole name has no room."""
    return name.split(" (")[0] if name.endswith(")") and " (" in name else name


def week_wordings(view: PublicState, game: Game) -> list[str]:
    """The top bar's week line, longest first: "Week 1 of 4 · turn 2 of 6", then without
    the weeks' count, then without the turns' count."""
    week, _ = top_words(view, game)
    if game.is_over:
        return [week]
    short = f"Week {view.week} · turn {view.turn_in_week}"
    return [week, f"{short} of 6", short]


def who_wordings(view: PublicState, game: Game) -> list[str]:
    """The top bar's words for whose turn or decision it is, longest first: with the seat's
    colour, without it, and with a computer player's level left out."""
    d = game.decision
    if d is None:
        return [""]
    _, words = top_words(view, game)
    if view.players[view.current].nautoma:
        return [words or ""]
    who = view.players[d.player]
    out = []
    for name in dict.fromkeys((who.name, plain_name(who.name))):
        words = f"{name} to decide" if d.player != game.current else f"{possessive(name)} turn"
        out += [with_colour(words, who.colour), words]
    return list(dict.fromkeys(out))


@dataclass
class TableLayout:
    """Every rectangle of one table frame. Lists pair a card, option index or seat with its
    rect; ``buttons`` names the top bar's buttons and the hand's "discard" button."""

    rects: dict[str, pygame.Rect]
    ocean: OceanLayout
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    hand: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    playing: pygame.Rect | None = None  # the card chosen to play, apart from the hand
    options: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    list_scroll: int = 0
    header_h: int = 0  # the decision panel's heading, prompt and hints
    log_most: int = 0  # the tallest log a box over it may take (`Column.log_most`)
    hints: list[str] = field(default_factory=list)  # the hints under the prompt, as drawn
    pad_layout: str = ""  # the controller whose words the hints are in ("": the keyboard's)
    status: pygame.Rect | None = None  # a status line ("Ben is thinking…") in the panel
    thumbs: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    achievements: pygame.Rect | None = None
    nautoma: pygame.Rect | None = None  # Nautoma's seat box
    nautoma_box: NautomaBox | None = None
    deck: pygame.Rect | None = None  # "Fish deck: N" in the top bar
    deck_words: str = ""  # its words, shorter if the top bar is full
    week_words: str = ""  # the week and turn, shorter if the top bar is full
    who_words: str = ""  # whose turn or decision it is, shorter if the top bar is full
    pile_box: pygame.Rect | None = None  # the open discard pile
    discard: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    # what has a short help on hover (besides the above)
    tokens: list[tuple[int, str, pygame.Rect]] = field(default_factory=list)  # slot, kind
    diver: pygame.Rect | None = None
    standings: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    scores: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    score_words: dict[int, str] = field(default_factory=dict)  # "34 pts", or "34" if short
    names: dict[int, str] = field(default_factory=dict)  # each seat's name as its box shows it
    seat_lines: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    pictures: dict[int, pygame.Rect] = field(default_factory=dict)  # each seat's small ocean
    #: the same table at text size 100 % (at a larger text size): where each card and its
    #: words stand there, the least size its words keep (issue 23, rule (a))
    plain: TableLayout | None = None

    def hand_rect(self, card: int) -> pygame.Rect | None:
        for c, r in reversed(self.hand):
            if c == card:
                return r
        return None

    def least_card(self, card: int) -> tuple[int, int] | None:
        """The size of ``card`` of the shown hand (or the card chosen to play) at text size
        100 %, or None if not known."""
        plain = self.plain
        if plain is None:
            return None
        rect = plain.hand_rect(card)
        if rect is None and plain.playing is not None and card not in dict(plain.hand):
            rect = plain.playing
        return rect.size if rect is not None else None

    def least_hand_card(self) -> tuple[int, int] | None:
        """The size of the shown hand's cards at text size 100 % (a card drawn into it: about
        as large), or None if not known."""
        hand = self.plain.hand if self.plain is not None else []
        return hand[-1][1].size if hand else None

    def least_picture(self, seat: int) -> tuple[int, int] | None:
        """The size of a seat's small ocean at text size 100 %, or None if not known."""
        rect = self.plain.pictures.get(seat) if self.plain is not None else None
        return rect.size if rect is not None else None

    def raised_rect(self, card: int, theme: Theme) -> pygame.Rect | None:
        """Where the card of the hand under the mouse stands: raised into the room under
        the hand's title if it is in the first row (in a lower row it would cover the card
        above it: it stays)."""
        rect = self.hand_rect(card)
        if rect is None:
            return None
        first = min(r.y for _, r in self.hand)
        return rect.move(0, -theme.px(HAND_RAISE)) if rect.y == first else rect

    def seat_box(self, seat: int) -> pygame.Rect | None:
        for s, r in self.thumbs:
            if s == seat:
                return r
        return None

    def diver_point(self, column: str, place: str, theme: Theme) -> tuple[int, int]:
        """Where the diver stands: beside a row's slot or a bonus of a dive site."""
        c = ("blue", "purple", "green").index(column)
        if place.startswith("row"):
            r = self.ocean.slots[(int(place[3]) - 1) * 3 + c]
            return (r.right - theme.px(10), r.centery)
        r = self.ocean.bonus[(c, place)]
        return (r.left - theme.px(10), r.centery)

    def hit(self, pos: tuple[int, int], pile_open: bool) -> Hit | None:
        """What is at ``pos``, the topmost first. The open pile shades the whole table: then
        only its cards are there (a click beside it closes it)."""
        if pile_open:
            for card, rect in self.discard:
                if rect.collidepoint(pos):
                    return DiscardHit(card)
            return None
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                return ButtonHit(name)
        for card, rect in reversed(self.hand):
            if rect.collidepoint(pos):
                return HandHit(card)
        for card, rect in self.nautoma_box.fish if self.nautoma_box else ():
            if rect.collidepoint(pos):
                return NautomaFishHit(card)
        for part, rect in self.nautoma_box.parts if self.nautoma_box else ():
            if rect.collidepoint(pos):
                return NautomaPartHit(part)
        if self.diver is not None and self.diver.collidepoint(pos):
            return DiverHit()
        for slot, kind, rect in self.tokens:
            if rect.collidepoint(pos):
                return TokenHit(slot, kind)
        at = self.ocean.slot_at(pos)
        if at is not None:
            return SlotHit(at)
        for (c, place), rect in self.ocean.bonus.items():  # (above Sunlight: in the header)
            if rect.collidepoint(pos):
                return BonusHit(c, place)
        column = self.ocean.column_at(pos)
        if column is not None:
            return DiveHit(column)
        if self.deck is not None and self.deck.collidepoint(pos):
            return DeckHit()
        for seat, rect in self.standings:
            if rect.collidepoint(pos):
                return AchievementHit(seat)
        if self.achievements is not None and self.achievements.collidepoint(pos):
            return AchievementHit(None)
        for seat, rect in self.scores:
            if rect.collidepoint(pos):
                return ScoreHit(seat)
        for seat, rect in self.seat_lines:
            if rect.collidepoint(pos):
                return SeatLineHit(seat)
        for seat, rect in self.thumbs:
            if rect.collidepoint(pos):
                return ThumbHit(seat)
        if self.nautoma is not None and self.nautoma.collidepoint(pos):
            return NautomaHit()
        for k, rect in self.options:
            if rect.collidepoint(pos):
                return OptionHit(k)
        return None

    def target_rect(self, target: Hit, clickable_slots: bool) -> pygame.Rect | None:
        """The rect of an option's place on the table, if shown."""
        if isinstance(target, SlotHit):
            return self.ocean.slots[target.slot] if clickable_slots else None
        if isinstance(target, HandHit):
            return self.hand_rect(target.card)
        if isinstance(target, DiveHit):
            return self.ocean.header[target.column]
        if isinstance(target, DiscardHit):
            for card, rect in self.discard:
                if card == target.card:
                    return rect
        return None


def panel_header_height(
    game: Game, hints: list[str], width: int, theme: Theme, status: bool
) -> int:
    """The decision panel's heading, whole prompt, ``hints`` and status line."""
    prompt = prompt_text(game) if game.decision else ""
    return header_height(prompt, hints, width, theme, status)


def build_layout(
    size: tuple[int, int],
    theme: Theme,
    *,
    view: PublicState,
    game: Game,
    options: tuple[Option, ...],
    choosing: Choosing,
    hint: bool = False,
    status: bool = False,
    log_room: int = 0,
    panel_room: int = 0,
    top_buttons: tuple[str, ...] = TOP_BUTTONS,
    plain_rooms: tuple[int, int] = (0, 0),
) -> TableLayout:
    """The whole layout of one table frame. ``hint``: the top bar has a Hint button;
    ``status``: the panel keeps a line for a status text; ``log_room``: the least height of
    the log (the guide's box lies over it); ``panel_room``: the height of a panel of the
    host's own instead of the decision's (the replay viewer's); ``top_buttons``: the top
    bar's buttons there are; ``plain_rooms``: ``log_room`` and ``panel_room`` at text size
    100 % (at a larger text size, `TableLayout.plain` is laid out with them)."""
    plain = None
    if theme.ui_scale > 1:
        plain = _build(size, theme.plain(), view, game, options, choosing, hint, status,
                       *plain_rooms, top_buttons)  # fmt: skip
    lay = _build(size, theme, view, game, options, choosing, hint, status, log_room, panel_room,
                 top_buttons, plain)  # fmt: skip
    if plain is not None:
        lay.plain = plain
        lay.ocean.least = plain.ocean.slots[0].size
    return lay


def _build(
    size: tuple[int, int], theme: Theme, view: PublicState, game: Game,
    options: tuple[Option, ...], choosing: Choosing, hint: bool, status: bool, log_room: int,
    panel_room: int, top_buttons: tuple[str, ...], plain: TableLayout | None = None,
) -> TableLayout:  # fmt: skip
    """`build_layout` at one text size; ``plain``: the same table at text size 100 % (the
    hand's cards are no smaller than there where the hand has the room)."""
    t = theme
    rects = panel_rects(size, t)
    lay = TableLayout(rects=rects, ocean=ocean_layout(rects["ocean"], t))
    # The right column: the decision panel (its whole prompt), the hand and the log.
    skip = skip_index(options)
    listed = len(options) - (skip is not None)
    lay.hints = [for_device(h, t) for h in extra_lines(game, options, choosing)]  # pad words
    how_to = {for_device(h, t) for h in HOW_TO}
    lay.pad_layout = t.pad_layout
    width = rects["column"].w - t.px(20)

    def split(hints: list[str]) -> tuple[int, Column]:
        header = panel_room or panel_header_height(game, hints, width, t, status)
        return header, split_column(
            rects["column"], t, header=header, listed=listed, skip=skip is not None,
            status=status, log_room=log_room, cards=cards, playing=playing,
        )  # fmt: skip

    # the hand is planned for the largest hand at the table (so that it keeps its height
    # when the table shows another seat) and the card being played beside it
    in_play = fish_in_play(game)
    playing = in_play is not None and in_play[0] == choosing.shown_seat
    cards = max((len(p.hand) for p in view.players if not p.nautoma), default=0)
    cards = max(cards - playing, len(view.players[choosing.shown_seat].hand))

    lay.header_h, column = split(lay.hints)
    row_h = row_height(t)
    fits = (column.panel.h - lay.header_h - t.px(6)) // row_h - (skip is not None)
    if fits < min(listed, MIN_ROWS) and any(h in how_to for h in lay.hints):
        # larger text on a small window: how to answer on the table gives way to the options
        lay.hints = [h for h in lay.hints if h not in how_to]
        lay.header_h, column = split(lay.hints)
    if column.hand.h < least_hand(t) and any(h != choosing.hint for h in lay.hints):
        # and a dive's preview (its dive site's help says it too) to the hand's cards
        lay.hints = [h for h in lay.hints if h == choosing.hint]
        lay.header_h, column = split(lay.hints)
    rects.update(panel=column.panel, hand=column.hand, log=column.log)
    lay.log_most = column.log_most
    # Top bar buttons, right to left.
    top = rects["top"]
    bw, bh = t.px(74), top.h - t.px(10)
    x = top.right - t.px(8)
    for name in top_buttons:
        if name == "hint" and not hint:
            continue
        x -= bw
        lay.buttons[name] = pygame.Rect(x, top.y + t.px(5), bw - t.px(6), bh)
    _, who = top_words(view, game)
    bold, small = t.font(FontRole.BODY_BOLD), t.font(FontRole.SMALL)
    limit = min((r.x for r in lay.buttons.values()), default=top.right) - t.px(8)
    # the longest wordings that fit beside the buttons: the deck named ("Deck 116", never a
    # bare number) before the week said in full, before whose turn with its colour
    weeks = week_wordings(view, game)
    whos = who_wordings(view, game) if who is not None else [""]
    decks = [f"Fish deck: {view.deck}", f"Deck {view.deck}"]
    chip = t.px(16) + t.px(6) + t.px(18)

    def top_w(week: str, who: str, deck: str) -> int:
        return (t.px(10) + bold.size(week)[0] + t.px(18) + (chip + bold.size(who)[0] if who
                else 0) + small.size(deck)[0])  # fmt: skip

    fitting = next(((k, w, d) for group in (decks, [""]) for k in weeks for w in whos
                    for d in group if top_w(k, w, d) <= limit), None)  # fmt: skip
    start = t.px(10) + bold.size(weeks[-1])[0] + t.px(18)
    lay.week_words, lay.who_words, lay.deck_words = fitting if fitting else (
        weeks[-1],
        shorten(whos[-1], bold, max(0, limit - start - chip)) if who is not None else "", "")
    start = t.px(10) + bold.size(lay.week_words)[0] + t.px(18)
    x = start + (chip + bold.size(lay.who_words)[0] if lay.who_words else 0)
    deck_w, deck_h = small.size(lay.deck_words)
    lay.deck = pygame.Rect(x, top.centery - deck_h // 2, deck_w, deck_h) if deck_w else None
    # The hand: the card chosen to play stands apart at the right; the others as large as fit.
    shown = choosing.shown_seat
    hand = rects["hand"]
    button_h = t.px(22)
    pile_w = t.px(146)
    lay.buttons["discard"] = pygame.Rect(
        hand.right - pile_w - t.px(4), hand.y + t.px(2), pile_w, button_h
    )
    area = hand_area(hand, t)
    in_play = fish_in_play(game)
    hand_cards = view.players[shown].hand
    if in_play is not None and in_play[0] == shown:
        least = plain.playing.h if plain is not None and plain.playing is not None else 0
        lay.playing = playing_rect(area, len(hand_cards), t.px(4), small.get_linesize(), least)
        area.w -= lay.playing.w + t.px(8)
    least = plain.hand[0][1].h if plain is not None and plain.hand else 0
    lay.hand = list(
        zip(hand_cards, hand_layout(area, len(hand_cards), t.px(4), least), strict=True)
    )
    # The shown ocean's tokens and the diver (each has a short help on hover).
    seat = view.players[shown]
    if not seat.nautoma:
        for i, state in enumerate(seat.ocean):
            places = token_rects(lay.ocean.slots[i], state)
            for kind, count in (
                ("egg", state.egg),
                ("young", state.young),
                ("school", state.school),
            ):
                if count:
                    lay.tokens.append((i, kind, places[kind]))
    if view.diver is not None and view.diver[0] == shown:
        _, site, place = view.diver
        point = lay.diver_point(site, place, t)
        lay.diver = pygame.Rect(0, 0, t.px(20), t.px(20))
        lay.diver.center = point
    # Option buttons in the decision panel; "skip" is pinned at the bottom, always visible.
    panel = rects["panel"]
    if status:
        line = small.get_linesize()
        lay.status = pygame.Rect(
            panel.x + t.px(10), panel.y + lay.header_h - t.px(4) - line, panel.w - t.px(20), line
        )
    list_top = panel.y + lay.header_h
    n = len(options)
    bottom = panel.bottom - t.px(6)
    if skip is not None:
        skip_rect = pygame.Rect(
            panel.x + t.px(8), bottom - row_h + t.px(3), panel.w - t.px(16), row_h - t.px(3)
        )
        lay.options.append((skip, skip_rect))
        bottom = skip_rect.y - t.px(4)
        n -= 1
    visible = max(1, (bottom - list_top) // row_h)
    scroll = max(0, min(choosing.list_scroll, n - visible))
    focus = choosing.focus if choosing.focus != skip else scroll
    if focus < scroll:
        scroll = focus
    elif focus >= scroll + visible:
        scroll = focus - visible + 1
    lay.list_scroll = scroll
    for k in range(scroll, min(n, scroll + visible)):
        y = list_top + (k - scroll) * row_h
        lay.options.append(
            (k, pygame.Rect(panel.x + t.px(8), y, panel.w - t.px(16), row_h - t.px(3)))
        )
    # The left column: this week's achievement, then every seat's box.
    left = rects["left"]
    head = len(wrap(achievement_head(view, game), small, left.w - t.px(10)))  # all its lines
    ach_h = (head + len(view.players)) * small.get_linesize() + t.px(14)
    lay.achievements = pygame.Rect(left.x, left.y, left.w, ach_h - t.px(6))
    line_h = small.get_linesize()
    y = left.y + t.px(4) + line_h * head
    for standing in view.standings if view.achievement is not None else ():
        if y + line_h > lay.achievements.bottom:
            break
        lay.standings.append(
            (standing.seat, pygame.Rect(left.x + t.px(6), y, left.w - t.px(12), line_h))
        )
        y += line_h
    y = left.y + ach_h
    box_h = (left.bottom - y) // max(1, len(view.players))
    for p in view.players:
        rect = pygame.Rect(left.x, y, left.w, box_h - t.px(4))
        lay.thumbs.append((p.seat, rect))
        lay.names[p.seat], lay.score_words[p.seat] = seat_heading(p, view, game, rect, t)
        score_w, score_h = bold.size(lay.score_words[p.seat])
        lay.scores.append(
            (
                p.seat,
                pygame.Rect(rect.right - score_w - t.px(6), rect.y + t.px(3), score_w, score_h),
            )
        )
        if not p.nautoma and rect.y + t.px(24) + line_h <= rect.bottom:  # (else no room)
            lay.seat_lines.append(
                (
                    p.seat,
                    pygame.Rect(rect.x + t.px(6), rect.y + t.px(24), rect.w - t.px(12), line_h),
                )
            )
            top_y = rect.y + t.px(24) + line_h  # under the seat's line, if there is room
            picture = pygame.Rect(rect.x + t.px(4), top_y, rect.w - t.px(8),
                                  rect.bottom - top_y - t.px(4))  # fmt: skip
            if picture.h > t.px(30):
                lay.pictures[p.seat] = picture
        if p.nautoma and view.nautoma is not None:
            lay.nautoma = rect
            lay.nautoma_box = nautoma_box(rect, view, t)
        y += box_h
    # The discard pile, when open, over the ocean.
    if choosing.pile_open:
        box = rects["ocean"].inflate(-t.px(20), -t.px(60))
        lay.pile_box = box
        cw = t.px(100)
        ch = round(cw / CARD_ASPECT)
        head = bold.get_linesize() + t.px(14)
        cols = max(1, (box.w - t.px(20)) // (cw + t.px(8)))
        for i, card in enumerate(view.players[shown].discard):
            r = pygame.Rect(
                box.x + t.px(10) + (i % cols) * (cw + t.px(8)),
                box.y + head + (i // cols) * (ch + t.px(8)),
                cw,
                ch,
            )
            if r.bottom > box.bottom:
                break
            lay.discard.append((card, r))
    return lay

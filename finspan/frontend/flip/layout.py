"""Where everything of the Fish'n'Flip table goes, computed from the window size, the text size,
the shown state and the choosing state (never while drawing), and what a point means (`hit`).

The window: a top bar (the game's state in words and the buttons Menu, Keys, Hint, Undo,
Redo), the net on the left (cooperative: 4 columns of up to 6 cards under the boat at row 7,
each column's height beneath it, the draw pile beside; competitive: the 3 x 3 grid, the two
action cards and the two common powers), and on the right the seats (their action cards and
powers, or their scores and bids), the decision panel (whose decision, the question whole,
the preview or hint, the numbered entries) and the game log.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache, lru_cache

import pygame

from ...flip import COLOURS, Mode, PublicState
from ..art.flip_cards import FACE_HEIGHT
from ..look.theme import UI_SCALES, FontRole, Theme, wrap
from ..ui.thinking import thinking_lines
from .choosing import (
    ActionHit,
    CellHit,
    ColumnHit,
    Entry,
    Hit,
    PileHit,
    PowerHit,
    SeatHit,
    entry_label,
)

H = 7
#: The top bar's buttons, left to right, and their words.
TOP_BUTTONS: tuple[str, ...] = ("menu", "help", "hint", "undo", "redo")
BUTTON_WORDS: dict[str, str] = {
    "menu": "Menu", "help": "Help (F1)", "hint": "Hint (H)", "undo": "Undo", "redo": "Redo",
}  # fmt: skip
#: Options shown at least, and log lines at least (fewer when there are fewer).
MIN_ROWS = 3
LOG_LINES = 3
#: Options the panel keeps on screen (when it has them) before a note that may give way does.
KEPT_ROWS = 4
#: The boat's row is this share of a card's height at least (more where the room allows).
BOAT_SHARE = 0.7
#: The text size whose room decides the cards' size at every text size.
LARGEST = max(UI_SCALES)


@dataclass
class FlipLayout:
    """Every rectangle of the table. ``cells`` by place (the cooperative net's 7 rows, the
    grid's 3); ``gauges`` each column's height under it; ``actions`` and ``powers`` the cards
    of the seats' lines (seat -1: the competitive game's revealed and common ones);
    ``options`` the entries shown, by index, with the first shown ``list_scroll``;
    ``prompt`` and ``notes`` the decision panel's lines as wrapped."""

    size: tuple[int, int]
    mode: Mode
    rects: dict[str, pygame.Rect] = field(default_factory=dict)
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    cells: dict[int, pygame.Rect] = field(default_factory=dict)
    net: pygame.Rect = field(default_factory=pygame.Rect)  # the cells' bounds
    boat: pygame.Rect | None = None
    gauges: list[pygame.Rect] = field(default_factory=list)
    pile: pygame.Rect | None = None
    seats: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    names: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    actions: list[tuple[ActionHit, pygame.Rect]] = field(default_factory=list)
    powers: list[tuple[PowerHit, pygame.Rect]] = field(default_factory=list)
    options: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    list_scroll: int = 0
    prompt: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    status: pygame.Rect | None = None  # the decision panel's status line ("… is thinking")
    clock: pygame.Rect | None = None  # the bidding clock
    grid_rows: int = 6  # rows of cards the net holds (6, or the grid's 3)
    #: the colour legend: each background colour's swatch and, right of it, its name
    legend: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    card: tuple[int, int] = (0, 0)  # the size of the net's (or grid's) cards
    seat_card: tuple[int, int] = (0, 0)  # the size of the cards on the seats' lines
    #: the tallest log a box over it may take, the seats and the decision panel at their least
    log_most: int = 0

    # --- What a point means -------------------------------------------------------------------

    def hit(self, pos: tuple[int, int], view: PublicState) -> Hit | None:
        """What lies at ``pos``: a card of the net, an action card, a power, a column's gauge,
        the draw pile or a seat's line (buttons and entries are the input room's)."""
        for place, rect in self.cells.items():
            if rect.collidepoint(pos) and view.card_at(place) is not None:
                return CellHit(place)
        for hit, rect in self.actions:
            if rect.collidepoint(pos):
                return hit
        for power, rect in self.powers:
            if rect.collidepoint(pos):
                return power
        for column, rect in enumerate(self.gauges):
            if rect.collidepoint(pos):
                return ColumnHit(column)
        if self.pile is not None and self.pile.collidepoint(pos):
            return PileHit()
        for seat, rect in self.names:
            if rect.collidepoint(pos):
                return SeatHit(seat)
        return None

    def net_point(self, pos: tuple[int, int]) -> tuple[float, float]:
        """``pos`` in net units: x in columns from the left, y in rows from the bottom."""
        a = self.cells[0]
        step_x = self.cells[H].x - a.x if H in self.cells else a.w
        step_y = a.y - self.cells[1].y if 1 in self.cells else a.h
        x = (pos[0] - a.x) / max(1, step_x)
        y = (a.bottom - pos[1]) / max(1, step_y)
        return x, y

    def places_rect(self, places: tuple[int, ...]) -> pygame.Rect | None:
        rects = [self.cells[p] for p in places if p in self.cells]
        return rects[0].unionall(rects[1:]) if rects else None


# --- Building it ---------------------------------------------------------------------------------


def _top_bar(lay: FlipLayout, t: Theme, w: int, buttons: tuple[str, ...]) -> int:
    body = t.font(FontRole.BODY)
    pad = t.px(8)
    h = body.get_linesize() + 2 * pad
    lay.rects["top"] = pygame.Rect(0, 0, w, h)
    x = w - t.px(10)
    for name in reversed(buttons):
        bw = body.size(BUTTON_WORDS[name])[0] + 2 * t.px(12)
        x -= bw
        lay.buttons[name] = pygame.Rect(x, t.px(5), bw, h - 2 * t.px(5))
        x -= t.px(6)
    lay.rects["title"] = pygame.Rect(t.px(12), 0, max(0, x - t.px(24)), h)
    return h


def legend_swatch(t: Theme) -> tuple[int, int]:
    """The size of a colour's swatch in the legend (a small card of that colour)."""
    line = t.font(FontRole.SMALL).get_linesize()
    return round(line * 1.4), line - t.px(2)


def _legend(lay: FlipLayout, t: Theme, x: int, y: int, width: int) -> int:
    """The colour legend from (``x``, ``y``): each background colour's swatch and name
    ("Flip every coral card" names a colour: its swatch shows which cards those are), as
    many side by side as ``width`` holds. Its height."""
    small = t.font(FontRole.SMALL)
    line = small.get_linesize()
    sw, _ = legend_swatch(t)
    gap = t.px(12)
    cx, cy = x, y
    for colour in COLOURS:
        w = sw + t.px(6) + small.size(colour.capitalize())[0]
        if cx > x and cx + w > x + width:
            cx, cy = x, cy + line + t.px(4)
        lay.legend.append((colour, pygame.Rect(cx, cy, w, line)))
        cx += w + gap
    return cy + line - y


def legend_width(t: Theme) -> int:
    """The width of the colour legend as a column (one colour a line)."""
    return _legend_width(t.window_height, t.ui_scale)


def legend_height(t: Theme, width: int) -> int:
    """The height of the colour legend in ``width``."""
    return _legend_height(t.window_height, t.ui_scale, width)


@cache
def _legend_width(window_height: int, ui_scale: float) -> int:
    t = Theme(window_height, ui_scale)
    small = t.font(FontRole.SMALL)
    return legend_swatch(t)[0] + t.px(6) + max(small.size(c.capitalize())[0] for c in COLOURS)


@cache
def _legend_height(window_height: int, ui_scale: float, width: int) -> int:
    return _legend(FlipLayout((0, 0), Mode.COOP), Theme(window_height, ui_scale), 0, 0, width)


def net_width(t: Theme, area_h: int) -> int:
    """The width the cooperative net needs (row numbers, 4 columns, the pile's column, the
    margins) when its cards are as high as an area ``area_h`` high allows."""
    return _net_width(t.window_height, t.ui_scale, area_h)


@cache
def _net_width(window_height: int, ui_scale: float, area_h: int) -> int:
    t = Theme(window_height, ui_scale)
    small = t.font(FontRole.SMALL)
    gap = max(2, t.px(4))
    room_h = area_h - 2 * t.px(8) - small.get_linesize() - t.px(16)
    cw = max(10, (room_h - 6 * gap) / (6 + BOAT_SHARE) / FACE_HEIGHT)
    label_w = small.size("6")[0] + t.px(16)
    return round(label_w + 4 * cw + 3 * gap + t.px(12) + max(cw, legend_width(t)) + t.px(32))


def _net(lay: FlipLayout, t: Theme, area: pygame.Rect, card: tuple[int, int] | None) -> None:
    """The cooperative net: 4 columns and the 7th row (the boat's), row numbers on the left,
    each column's height under it, the draw pile to the right. The cards are ``card`` in size
    (their size at the largest text size), or (None) as large as the room allows with the
    boat's row at least `BOAT_SHARE` of a card high."""
    small = t.font(FontRole.SMALL)
    gap = max(2, t.px(4))
    area = area.inflate(0, -2 * t.px(8))  # the water reaches past the net's edge
    label_w = small.size("6")[0] + t.px(16)
    gauge_h = small.get_linesize() + t.px(16)
    room_h = area.h - gauge_h
    if card is None:
        cell_h = (room_h - 6 * gap) / (6 + BOAT_SHARE)
        room_w = area.w - label_w - t.px(16)
        cell_w = max(10, min(cell_h / FACE_HEIGHT, (room_w - 4 * gap - t.px(12)) / 5))
        legend_w = legend_width(t)  # the pile's column holds the colour legend too
        if legend_w > cell_w:
            cell_w = max(10, min(cell_w, (room_w - 4 * gap - t.px(12) - legend_w) / 4))
        card = (int(cell_w), int(cell_w * FACE_HEIGHT))
    cw, ch = card
    lay.card = card
    # the boat's row: a card's height, or what is left of the room
    boat_h = max(round(ch * BOAT_SHARE), min(ch, int(room_h - 6 * ch - 6 * gap)))
    net_h = boat_h + 6 * ch + 6 * gap
    net_w = 4 * cw + 3 * gap
    total_w = label_w + net_w + t.px(12) + max(cw, legend_width(t))
    x0 = area.x + (area.w - total_w) // 2 + label_w
    y0 = area.y + max(0, (area.h - gauge_h - net_h) // 2)
    for c in range(4):
        for r in range(6):
            lay.cells[c * H + r] = pygame.Rect(x0 + c * (cw + gap),
                                              y0 + boat_h + gap + (5 - r) * (ch + gap), cw, ch)
        lay.cells[c * H + 6] = pygame.Rect(x0 + c * (cw + gap), y0, cw, boat_h)  # fmt: skip
    lay.net = pygame.Rect(x0, y0, net_w, net_h)
    boat_w = min(net_w, 2 * cw + gap)
    lay.boat = pygame.Rect(x0 + (net_w - boat_w) // 2, y0, boat_w, boat_h)
    bottom = y0 + net_h
    lay.gauges = [pygame.Rect(x0 + c * (cw + gap), bottom + t.px(8), cw, gauge_h - t.px(8))
                  for c in range(4)]  # fmt: skip
    lay.pile = pygame.Rect(x0 + net_w + t.px(12), bottom - ch, cw, ch)
    lay.rects["rows"] = pygame.Rect(x0 - label_w, y0, label_w, net_h)
    # the colour legend over the pile, one colour a line
    high = legend_height(t, 1)
    _legend(lay, t, lay.pile.x, max(y0, lay.pile.y - t.px(12) - high), 1)


def _grid(lay: FlipLayout, t: Theme, area: pygame.Rect, view: PublicState,
          card: tuple[int, int] | None) -> None:  # fmt: skip
    """The competitive grid (3 x 3), its rows numbered on the left and its columns lettered
    under it (the options, the hint and the log name its places: "B1"), with the two action
    cards and the two common powers to its right, and the draw pile; the cards ``card`` in
    size, or (None) as the room allows."""
    small = t.font(FontRole.SMALL)
    gap = max(3, t.px(6))
    label_h = small.get_linesize() + t.px(4)
    label_w = small.size("3")[0] + t.px(20)
    # the colour legend: a column right of the side cards, or (if the cards are larger so)
    # a line under the grid
    legend_w = legend_width(t)
    legend_h = legend_height(t, area.w - t.px(24)) + t.px(6)
    beside = True
    if card is None:
        room_w = area.w - t.px(24) - label_w
        room_h = area.h - t.px(16) - 2 * label_h
        narrow = (room_w - legend_w - t.px(16) - 4 * gap - t.px(24)) / 5
        low = (room_w - 4 * gap - t.px(24)) / 5
        beside_w = min(narrow, room_h / 3.3 / FACE_HEIGHT)
        under_w = min(low, (room_h - legend_h) / 3.3 / FACE_HEIGHT)
        beside = beside_w >= under_w
        cell_w = max(10, beside_w if beside else under_w)
        card = (int(cell_w), int(cell_w * FACE_HEIGHT))
    else:  # as at the largest text size, where the choice was made
        spare = area.w - t.px(48) - label_w - 5 * card[0] - 4 * gap
        beside = spare >= legend_w + t.px(16)
    if not beside:
        legend_w = 0
    else:
        legend_h = 0
    cw, ch = card
    lay.card = card
    grid_w, grid_h = 3 * cw + 2 * gap, 3 * ch + 2 * gap
    total_w = label_w + grid_w + t.px(24) + 2 * cw + gap
    total_w += legend_w + t.px(16) if legend_w else 0
    x0 = area.x + max(t.px(8), (area.w - total_w) // 2) + label_w
    y0 = area.y + label_h + max(0, (area.h - 2 * label_h - legend_h - grid_h) // 2)
    for c in range(3):
        for r in range(3):
            lay.cells[c * H + r] = pygame.Rect(x0 + c * (cw + gap), y0 + (2 - r) * (ch + gap),
                                              cw, ch)  # fmt: skip
    lay.net = pygame.Rect(x0, y0, grid_w, grid_h)
    lay.rects["rows"] = pygame.Rect(x0 - label_w, y0, label_w, grid_h)
    lay.rects["columns"] = pygame.Rect(x0, y0 + grid_h + t.px(8), grid_w, label_h)
    side = x0 + grid_w + t.px(24)
    if legend_w:
        _legend(lay, t, side + 2 * cw + gap + t.px(16), y0, legend_w)
    else:
        _legend(lay, t, x0 - label_w, lay.rects["columns"].bottom + t.px(6),
                area.right - t.px(8) - (x0 - label_w))
    lay.rects["actions_label"] = pygame.Rect(side, y0 - label_h, 2 * cw + gap, label_h)
    for i in range(len(view.revealed) or 2):
        lay.actions.append((ActionHit(-1, i), pygame.Rect(side + i * (cw + gap), y0, cw, ch)))
    lay.rects["powers_label"] = pygame.Rect(side, y0 + ch + gap, 2 * cw + gap, label_h)
    for i in range(len(view.common_powers)):
        rect = pygame.Rect(side + i * (cw + gap), y0 + ch + gap + label_h, cw, ch)
        lay.powers.append((PowerHit(-1, i), rect))
    # the pile and its count under it end with the grid
    lay.pile = pygame.Rect(side, y0 + 2 * (ch + gap) + label_h, cw,
                           max(ch - 2 * label_h - t.px(4), ch // 3))  # fmt: skip
    lay.grid_rows = 3


def name_lines(t: Theme, name: str, height: int, kind: bool, width: int) -> list[str]:
    """A seat's name on its line ``height`` high: one line, or two where it is wider than
    ``width`` and the line holds two (and what plays it, ``kind``, under them)."""
    bold = t.font(FontRole.BODY_BOLD)
    lines = wrap(name, bold, width)
    rows = bold.get_linesize() * 2 + (t.font(FontRole.SMALL).get_linesize() if kind else 0)
    if bold.size(name)[0] <= width or len(lines) != 2 or rows > height:
        return [name]
    return lines


def name_width(t: Theme, name: str, height: int, kind: bool, width: int) -> int:
    """The width a seat's name takes on its line (`name_lines`)."""
    return _name_width(t.window_height, t.ui_scale, name, height, kind, width)


@lru_cache(maxsize=256)
def _name_width(window_height: int, ui_scale: float, name: str, height: int, kind: bool,
                width: int) -> int:  # fmt: skip
    t = Theme(window_height, ui_scale)
    bold = t.font(FontRole.BODY_BOLD)
    return max(bold.size(line)[0] for line in name_lines(t, name, height, kind, width))


def _seat_lines(lay: FlipLayout, t: Theme, area: pygame.Rect, view: PublicState,
                card_h: int, least: tuple[int, int] = (0, 0),
                kinds: tuple[str, ...] = ()) -> None:  # fmt: skip
    """Each cooperative seat's line: its name, then its power cards and action cards at the
    line's right end, as the line allows but at least ``least`` in size (their size at text
    100 %: the name gives way first), at most ``card_h`` high. The name has the room the
    cards leave ("Coral (teammate)" whole beside 3 cards at text 150 %), and where the cards
    fill the line, the room its name and ``kinds`` (what plays it: "Hard computer") need,
    up to half the line, the cards made narrower for it."""
    pad = t.px(6)
    n = len(view.seats)
    line_h = (area.h - (n - 1) * t.px(4)) // n
    y = area.y
    for seat in view.seats:
        row = pygame.Rect(area.x, y, area.w, line_h)
        lay.seats.append((seat.seat, row))
        inner = row.inflate(-2 * pad, -2 * t.px(3))
        cards = len(seat.powers) + len(seat.actions)
        ch = min(card_h, inner.h)
        cw = int(ch / FACE_HEIGHT)
        name_w = max(t.px(90), inner.w - cards * cw - (cards - 1) * t.px(4) - t.px(14))
        kind = kinds[seat.seat] if seat.seat < len(kinds) else ""
        # measured at the largest text size: the cards keep their size at 100 % there
        big = replace(t, ui_scale=max(t.ui_scale, LARGEST))
        need = 2 * max(3, big.px(6)) + big.px(4) + max(
            name_width(big, seat.name, inner.h, bool(kind), round(inner.w * 0.3)),
            big.font(FontRole.SMALL).size(kind)[0] if kind else 0)  # fmt: skip
        name_w = max(name_w, min(need, round(inner.w * 0.5)))
        room = inner.w - name_w - t.px(14)
        # the cards leave the name that room with the largest text size's spacing too
        big_room = row.w - 2 * big.px(6) - min(need, round(inner.w * 0.5)) - big.px(14)
        room = min(room, big_room - (cards - 1) * (big.px(4) - t.px(4)))
        if cards:
            cw = min(cw, (room - (cards - 1) * t.px(4)) // cards)
            ch = int(cw * FACE_HEIGHT)
            name_w = max(name_w, inner.w - cards * cw - (cards - 1) * t.px(4) - t.px(14))
            if cw < least[0] or ch < least[1]:
                cw, ch = least
                name_w = max(t.px(40), inner.w - cards * cw - (cards - 1) * t.px(4) - t.px(14))
            if not lay.seat_card[0]:
                lay.seat_card = (cw, ch)
        lay.names.append((seat.seat, pygame.Rect(inner.x, inner.y, name_w, inner.h)))
        x = inner.x + name_w + t.px(8)
        top = inner.y + (inner.h - ch) // 2
        for i in range(len(seat.powers)):
            lay.powers.append((PowerHit(seat.seat, i), pygame.Rect(x, top, cw, ch)))
            x += cw + t.px(4)
        x += t.px(6)
        for i in range(len(seat.actions)):
            lay.actions.append((ActionHit(seat.seat, i), pygame.Rect(x, top, cw, ch)))
            x += cw + t.px(4)
        y += line_h + t.px(4)


#: The seats' cards' height (at 720 px, text 100 %) and the window height from which they
#: grow faster than the window: a large window's room goes to the cards, not to empty space.
SEAT_CARD_PX = 56
ROOMY_HEIGHT = 1080


def seat_card_height(t: Theme) -> int:
    """The height the seats' cards want: pictures, the same at every text size, in
    proportion to the window up to `ROOMY_HEIGHT`, and above it growing as its square
    (2560x1440: 149 px, 10 % of the height, where 112 px left their words tiny)."""
    plain = SEAT_CARD_PX * t.window_height / 720
    return round(plain * max(1.0, t.window_height / ROOMY_HEIGHT))


def score_line_height(t: Theme) -> int:
    """One competitive seat's line: its name and score, and its animals as small pictures."""
    return t.font(FontRole.BODY_BOLD).get_linesize() + 2 * t.px(4)


def _scores_height(t: Theme, view: PublicState) -> int:
    """The height of the competitive seats' box beside the grid: one line a seat."""
    n = len(view.seats)
    return n * score_line_height(t) + (n - 1) * t.px(4) + 2 * t.px(6)


def _score_lines(lay: FlipLayout, t: Theme, box: pygame.Rect, view: PublicState) -> None:
    """Each competitive seat's line in ``box`` (its name, its animals freed, its score)."""
    line_h = score_line_height(t)
    y = box.y + t.px(6)
    for seat in view.seats:
        row = pygame.Rect(box.x + t.px(6), y, box.w - 2 * t.px(6), line_h)
        lay.seats.append((seat.seat, row))
        lay.names.append((seat.seat, row.inflate(-2 * t.px(6), -2 * t.px(4))))
        y += line_h + t.px(4)


def _seats_height(t: Theme, view: PublicState, want_card: int,
                  least_card: int = 0) -> tuple[int, int]:  # fmt: skip
    """(least, wanted) height of the cooperative seats' lines (cards ``least_card`` high)."""
    n = len(view.seats)
    bold = t.font(FontRole.BODY_BOLD)
    least_line = max(bold.get_linesize(), least_card) + t.px(6)
    return n * least_line + (n - 1) * t.px(4), n * (want_card + t.px(10)) + (n - 1) * t.px(4)


def _per_line(t: Theme, rows: tuple[Entry, ...], width: int) -> int:
    """How many entries go side by side (bids, as buttons) in ``width``: up to 5."""
    least = max(t.font(FontRole.BODY).size(entry_label(e))[0] for e in rows) + 2 * t.px(10)
    return max(1, min(5, (width + t.px(4)) // (least + t.px(4))))


def _decision(lay: FlipLayout, t: Theme, box: pygame.Rect, rows: tuple[Entry, ...],
              focus: int, scroll: int, grid: bool) -> None:  # fmt: skip
    """The option rows in the room left under the prompt and notes (``box``): one per row,
    or (``grid``, for bids) as buttons side by side; scrolled to show ``focus``."""
    body = t.font(FontRole.BODY)
    row_h = body.get_linesize() + 2 * t.px(6)
    gap = t.px(4)
    if not rows or box.h < row_h:
        lay.list_scroll = 0
        return
    per_line = _per_line(t, rows, box.w) if grid else 1
    lines = max(1, (box.h + gap) // (row_h + gap))
    shown = lines * per_line
    total = len(rows)
    if total <= shown:
        scroll = 0
    else:
        scroll = max(0, min(scroll, total - shown))
        if focus < scroll:
            scroll = focus - focus % per_line
        elif focus >= scroll + shown:
            scroll = focus - shown + 1 + (-(focus - shown + 1)) % per_line
        scroll = max(0, min(scroll, total - shown))
    lay.list_scroll = scroll
    cell_w = (box.w - (per_line - 1) * gap) // per_line
    for k in range(scroll, min(total, scroll + shown)):
        i = k - scroll
        line, col = divmod(i, per_line)
        lay.options.append((k, pygame.Rect(box.x + col * (cell_w + gap),
                                           box.y + line * (row_h + gap), cell_w, row_h)))


@dataclass(frozen=True)
class PanelWords:
    """The decision panel's words: whose decision (``heading``), the question whole
    (``prompt``), the notes under it (preview, hint, how to answer), and whether a status
    line ("… is thinking") and a clock line are kept. ``yielding``: the notes that give way,
    first first, where the options would otherwise show fewer than `KEPT_ROWS` rows, each
    with what it gives way to ("": nothing; the hint: its first sentence)."""

    heading: str = ""
    prompt: str = ""
    notes: tuple[str, ...] = ()
    status: bool = False
    clock: bool = False
    yielding: tuple[tuple[str, str], ...] = ()
    status_words: str = ""  # the status line's words now (it takes the lines they need)


def build_layout(
    size: tuple[int, int], theme: Theme, view: PublicState, words: PanelWords,
    rows: tuple[Entry, ...], focus: int = 0, scroll: int = 0, *,
    buttons: tuple[str, ...] = TOP_BUTTONS, grid_rows: bool = False, panel_room: int = 0,
    alone: bool = False, log_room: int = 0, kinds: tuple[str, ...] = (),
) -> FlipLayout:  # fmt: skip
    """The table's layout for a window of ``size`` at ``theme``'s text size. ``panel_room``:
    a height the host keeps at the decision panel's foot (the replay viewer's buttons);
    ``log_room``: the least height of the log (the guided first turn's box lies over it).

    The net's (or grid's) cards have one size at every text size: the size the room gives
    them at the largest text size, so that no word on them is smaller than at 100 % and the
    boat's row keeps its room. The seats' cards are at least their size at 100 %. (``alone``:
    this layout without those references, as the references themselves are made.)
    ``kinds``: what plays each seat, in words ("Hard computer"; "" for a person)."""
    t = theme
    w, h = size
    net_card: tuple[int, int] | None = None
    least_seat = (0, 0)
    if not alone:
        def at(scale: float) -> FlipLayout:
            return build_layout(size, replace(t, ui_scale=scale), view, words, rows, focus,
                                scroll, buttons=buttons, grid_rows=grid_rows,
                                panel_room=panel_room, alone=True,
                                log_room=log_room, kinds=kinds)  # fmt: skip

        if t.ui_scale < LARGEST:
            net_card = at(LARGEST).card
        if t.ui_scale > 1:  # the seats' cards keep their size at 100 % (and their words)
            least_seat = at(1.0).seat_card
    lay = FlipLayout(size, view.mode)
    lay.rects["screen"] = pygame.Rect(0, 0, w, h)
    top_h = _top_bar(lay, t, w, buttons)
    m = t.px(10)
    body_top = top_h + m // 2
    coop = view.mode is Mode.COOP
    if coop:  # the right side has what the net leaves (the net's height sets its width)
        panel_w = max(round(w * 0.40), min(t.px(400), round(w * 0.5)))
        # measured at the largest text size, so that it is the same at every text size
        big = replace(t, ui_scale=max(t.ui_scale, LARGEST))
        big_top = big.font(FontRole.BODY).get_linesize() + 2 * big.px(8) + big.px(10) // 2
        net_w = net_width(big, h - big_top - big.px(10))
        panel_w = max(panel_w, min(round(w * 0.55), w - net_w - 3 * big.px(10)))
    else:  # the grid, its cards and the seats' lines beside it keep more of the width
        panel_w = max(round(w * 0.36), min(t.px(340), round(w * 0.45)))
    panel = pygame.Rect(w - panel_w - m, body_top, panel_w, h - body_top - m)
    lay.rects["right"] = panel
    left = pygame.Rect(m, body_top, panel.x - 2 * m, h - body_top - m)
    gap = t.px(8)
    if coop:
        net_area = left
        _net(lay, t, net_area, net_card)
    else:  # the seats' lines under the grid, their animals beside it
        scores_h = _scores_height(t, view)
        net_area = pygame.Rect(left.x, left.y, left.w, left.h - scores_h - gap)
        scores = pygame.Rect(left.x, net_area.bottom + gap, left.w, scores_h)
        _grid(lay, t, net_area, view, net_card)
    lay.rects["net_area"] = net_area
    # the right side: (cooperative) the seats, the decision panel, the log
    small, body, bold = t.font(FontRole.SMALL), t.font(FontRole.BODY), t.font(FontRole.BODY_BOLD)
    heading = t.font(FontRole.HEADING)
    inner_w = panel.w - 2 * t.px(10)
    lay.prompt = wrap(words.prompt, body, inner_w) if words.prompt else []
    lay.notes = [part for note in words.notes for part in (wrap(note, small, inner_w) or [""])]
    head_h = (heading.get_linesize() + t.px(4) + len(lay.prompt) * body.get_linesize()
              + len(lay.notes) * small.get_linesize() + t.px(12))  # fmt: skip
    status_h = len(thinking_lines(words.status_words, t, inner_w)) * small.get_linesize()
    if words.status:
        head_h += status_h + t.px(2)
    if words.clock:
        head_h += bold.get_linesize() + t.px(6)
    row_h = body.get_linesize() + 2 * t.px(6) + t.px(4)
    wanted_rows = min(MIN_ROWS, len(rows)) if rows else 0
    decision_least = head_h + wanted_rows * row_h + t.px(8) + panel_room
    log_least = max(LOG_LINES * small.get_linesize() + t.px(10), log_room)
    want_card = seat_card_height(t)
    seats_least, seats_want = (_seats_height(t, view, want_card, least_seat[1]) if coop
                               else (0, 0))  # fmt: skip
    spare = panel.h - decision_least - log_least - seats_least - (2 if coop else 1) * gap
    lay.log_most = spare + log_least
    # the seats' cards take half the room left (7/8 of it in a roomy window: their words)
    share = 7 / 8 if h >= ROOMY_HEIGHT else 1 / 2
    seats_h = seats_least + max(0, min(seats_want - seats_least, int(spare * share)))
    spare -= seats_h - seats_least
    per_line = _per_line(t, rows, inner_w) if grid_rows and rows else 1
    all_rows = -(-len(rows) // per_line) * row_h
    decision_h = decision_least + max(0, min(all_rows - wanted_rows * row_h, spare))
    if spare < 0 and wanted_rows > 1:  # a short window: the entries scroll, down to one row
        decision_h = max(decision_least - (wanted_rows - 1) * row_h, decision_least + spare)
    spare -= decision_h - decision_least
    seats = pygame.Rect(panel.x, panel.y, panel.w, seats_h)
    decision = pygame.Rect(panel.x, seats.bottom + gap if coop else panel.y, panel.w, decision_h)
    log = pygame.Rect(panel.x, decision.bottom + gap, panel.w, panel.bottom - decision.bottom - gap)
    if coop and log.h < log_least:  # a short window: the log keeps its lines, the seats give way
        short = log_least - log.h
        one_line = t.font(FontRole.BODY_BOLD).get_linesize() + t.px(6)
        n = len(view.seats)
        seats.h = max(n * one_line + (n - 1) * t.px(4), seats.h - short)
        decision.y, log.y = seats.bottom + gap, seats.bottom + gap + decision.h + gap
        log.h = panel.bottom - log.y
    if coop:
        _seat_lines(lay, t, seats, view, want_card, least_seat, kinds)
    else:
        seats = scores
        _score_lines(lay, t, seats, view)
    lay.rects.update(seats=seats, panel=decision, log=log)
    y = decision.y + t.px(6) + heading.get_linesize() + t.px(4)
    y += len(lay.prompt) * body.get_linesize() + len(lay.notes) * small.get_linesize() + t.px(4)
    x = decision.x + t.px(10)
    if words.clock:
        lay.clock = pygame.Rect(x, y, inner_w, bold.get_linesize())
        y += bold.get_linesize() + t.px(6)
    if words.status:
        lay.status = pygame.Rect(x, y, inner_w, status_h)
        y += status_h + t.px(2)
    box = pygame.Rect(x, y + t.px(4), inner_w, decision.bottom - panel_room - t.px(8) - y - t.px(4))
    lay.rects["list"] = box
    _decision(lay, t, box, rows, focus, scroll, grid_rows)
    if len(lay.options) < min(KEPT_ROWS, len(rows)) and words.yielding:  # a note gives way
        (gone, instead), rest = words.yielding[0], words.yielding[1:]
        notes = tuple(instead if n == gone else n for n in words.notes)
        fewer = replace(words, notes=tuple(n for n in notes if n), yielding=rest)
        return build_layout(size, theme, view, fewer, rows, focus, scroll, buttons=buttons,
                            grid_rows=grid_rows, panel_room=panel_room, alone=alone,
                            log_room=log_room, kinds=kinds)  # fmt: skip
    return lay

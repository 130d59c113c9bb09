"""The table's right column: the decision panel, the hand and the game log, one under another,
each sized for what it must show (computed from the window size, the text scale and what is
shown; outside drawing).

Each has a least size that it always gets: the panel its heading, its whole prompt and hints
and `MIN_OPTIONS` option rows (and the pinned skip row); the log `LOG_LINES` lines (or the
room the guided first turn's box needs, which lies over it); the hand its title and cards of
`MIN_CARD` height. Beyond that the hand gets cards as tall as the column's width allows for a
hand of `PLANNED_HAND` cards (never an empty band under them), the panel the height that a
usual decision needs, and the log all that is left. So the column keeps its shape from one
decision to the next and changes only for a prompt longer than usual (the log, then the hand
give way to it) or the guide's box. Larger text on a small window gives the same: smaller
cards and fewer log lines, never smaller text.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..look.theme import FontRole, Theme, wrap
from .hand_layout import hand_title_h, planned_card_h, planned_rows_h

#: Option rows a decision panel always shows (fewer when the decision has fewer).
MIN_OPTIONS = 3
#: Option rows a usual decision panel has room for before it scrolls.
USUAL_OPTIONS = 6
#: Lines of the game log always shown.
LOG_LINES = 3
#: The least height of a card in the hand (at 720 px, text 100 %).
MIN_CARD = 60
#: Cards of a hand the hand's height is planned for (more: smaller or in rows); with fewer
#: cards, down to `planned_hand`'s floor, the cards grow, so their words grow with larger text.
PLANNED_HAND = 5
#: The share of the column a hand of more than `PLANNED_HAND` cards may take (in rows) at a
#: larger text size: a 9-card hand at 1280x720, text 150 %, was two rows of unreadable
#: cards beside an empty panel (issue 34). At 100 % the hand keeps 0.45.
LARGE_HAND_SHARE = 0.6


@dataclass(frozen=True)
class Column:
    """The right column's panel, hand and log; ``log_most``: the tallest log the column can
    give a box over it (the guide's, a puzzle's) and keep the panel and the hand at their
    least."""

    panel: pygame.Rect
    hand: pygame.Rect
    log: pygame.Rect
    log_most: int = 0


def row_height(theme: Theme) -> int:
    """The height of one option row of the decision panel (its gap included)."""
    return theme.px(27)


def header_height(prompt: str, hints: list[str], width: int, theme: Theme, status: bool) -> int:
    """The decision panel's heading, whole prompt, hints and status line."""
    t = theme
    body, small = t.font(FontRole.BODY), t.font(FontRole.SMALL)
    lines = len(wrap(prompt, body, width)) if prompt else 0
    extra = sum(len(wrap(x, small, width)) for x in hints) + (1 if status else 0)
    return (t.px(6) + heading_height(t) + lines * body.get_linesize()
            + extra * small.get_linesize() + t.px(4))  # fmt: skip


def heading_height(theme: Theme) -> int:
    """The panel's heading row (the deciding seat's name)."""
    return max(theme.px(28), theme.font(FontRole.HEADING).get_linesize())


def panel_height(header: int, rows: int, skip: bool, theme: Theme) -> int:
    """A decision panel with ``rows`` option rows under a ``header`` (and the skip row)."""
    t = theme
    return header + rows * row_height(t) + (row_height(t) + t.px(4) if skip else 0) + t.px(6)


def log_height(lines: int, theme: Theme) -> int:
    return lines * theme.font(FontRole.SMALL).get_linesize() + theme.px(8)


def usual_panel(theme: Theme, status: bool) -> int:
    """The panel a usual decision needs: a prompt of 2 lines, a hint of 2, `USUAL_OPTIONS`
    rows and the skip row."""
    t = theme
    body, small = t.font(FontRole.BODY), t.font(FontRole.SMALL)
    header = (t.px(6) + heading_height(t) + 2 * body.get_linesize()
              + (2 + (1 if status else 0)) * small.get_linesize() + t.px(4))  # fmt: skip
    return panel_height(header, USUAL_OPTIONS, True, t)


def planned_hand(cards: int, theme: Theme) -> int:
    """The cards in one row the hand's height is planned for: `PLANNED_HAND`, fewer for a
    smaller hand at larger text (4 at 125 %, 3 at 150 %: the cards and their words grow)."""
    floor = max(3, round(PLANNED_HAND / max(1.0, theme.ui_scale)))
    return max(floor, min(cards, PLANNED_HAND))


def least_hand(theme: Theme) -> int:
    """The least height of the hand panel: its title and cards `MIN_CARD` tall."""
    return hand_title_h(theme) + theme.px(MIN_CARD)


def split_column(
    column: pygame.Rect, theme: Theme, *, header: int, listed: int, skip: bool,
    status: bool, log_room: int = 0, cards: int = PLANNED_HAND, playing: bool = False,
) -> Column:  # fmt: skip
    """The panel, hand and log in ``column``: the panel under a ``header`` of that height,
    for ``listed`` options besides the skip row (``skip``); ``log_room`` the least height
    of the log (the guide's box over it); ``cards`` in the hand, and the card being played
    beside them (``playing``)."""
    t = theme
    gap = t.px(6)
    room = column.h - 2 * gap
    panel_least = panel_height(header, min(MIN_OPTIONS, listed), skip, t)
    log_least = max(log_height(LOG_LINES, t), log_room)
    title = hand_title_h(t)
    hand_least = least_hand(t)
    large = cards + playing > PLANNED_HAND
    grown = large and t.ui_scale > 1.0  # larger text: a large hand's cards would shrink
    most = round(room * (LARGE_HAND_SHARE if grown else 0.45))
    if not large:
        hand_want = title + planned_card_h(column.w, planned_hand(cards, t) + playing, t)
    else:  # a large hand: in rows, if there is room for them
        hand_want = title + planned_rows_h(column.w, cards + playing, most - title, t)
    hand_want = max(hand_least, min(hand_want, most))
    # (the usual panel whatever the decision's options: the hand stays where it is)
    panel_want = max(panel_least, usual_panel(t, status))
    if grown:  # a large hand's cards in rows: the panel only as tall as this decision needs
        panel_want = min(panel_want, max(panel_least, panel_height(
            header, max(listed, MIN_OPTIONS), skip, t)))  # fmt: skip
    hand = hand_want
    panel = max(panel_least, min(panel_want, room - hand - log_least))
    if panel + hand + log_least > room:  # a long prompt or the guide: the hand gives way
        hand = max(hand_least, room - panel - log_least)
    if panel + hand + log_least > room:  # even so: the panel keeps its least, the log too
        hand = max(title + t.px(20), room - panel - log_least)
    log = room - panel - hand
    x, w = column.x, column.w
    top = column.y
    panel_rect = pygame.Rect(x, top, w, panel)
    hand_rect = pygame.Rect(x, panel_rect.bottom + gap, w, hand)
    log_rect = pygame.Rect(x, hand_rect.bottom + gap, w, max(log, t.px(20)))
    return Column(panel_rect, hand_rect, log_rect, room - panel_least - hand_least)

"""Painters of the Fish'n'Flip table's top bar and right side: the game's state in words and
the buttons, each seat's line (cooperative: its power cards and action cards, the card taken
up raised; competitive: its score, cards, waste and bid), the decision panel (whose decision,
the question whole, the notes, the clock, the status line, the numbered entries) and the game
log. Draw from a `Frame`; change nothing."""

from __future__ import annotations

import pygame

from ...flip import ID_CARDS, DecisionKind, Mode
from ..art.animals import DIRECTIONS, animal_picture
from ..art.flip_cards import action_card, power_card
from ..look.theme import UI, Colour, FontRole, Theme, shade, shorten
from ..ui.banner import split_level
from ..ui.boxes import button, paint_log, panel_box
from ..ui.prompts import for_device
from ..ui.thinking import paint_thinking
from .choosing import entry_label
from .frame import Frame
from .layout import BUTTON_WORDS, name_lines
from .words import count_words


def seat_colour(seat: int, theme: Theme) -> Colour:
    """A seat's colour at the table (its chip, its line's edge, its log lines, its bids)."""
    return theme.diver(seat)


def top_words(f: Frame) -> str:
    """The game's state in a few words: the turn or round, the draw pile, the end coming."""
    v = f.view
    if v.mode is Mode.COOP:
        words = f"Turn {v.turn} · draw pile {v.pile} · freed {len(v.discard)}"
        if v.end_triggered and not v.over:
            words += f" · {v.turns_left} more turn{'s' if v.turns_left != 1 else ''}"
        return words
    return f"Round {v.turn} · draw pile {v.pile} · reshuffles {v.reshuffles} of 2"


def top_words_choices(f: Frame) -> list[str]:
    """The top bar's words, then shorter ones for a narrow bar (before any "…")."""
    full = top_words(f)
    return [full, full.replace("draw pile", "pile").replace("reshuffles ", "reshuffled ")
            .replace(" of 2", "/2").replace(" more turn", " more")]  # fmt: skip


def paint_top(surface: pygame.Surface, f: Frame) -> None:
    t, lay = f.theme, f.layout
    top = lay.rects["top"]
    pygame.draw.rect(surface, UI["panel"], top)
    pygame.draw.line(surface, UI["panel_edge"], top.bottomleft, top.bottomright)
    title = lay.rects["title"]
    heading, small = t.font(FontRole.BODY_BOLD), t.font(FontRole.SMALL)
    name = t.text("Fish'n'Flip", FontRole.BODY_BOLD, UI["accent"])
    x = title.x
    if name.get_width() < title.w:
        surface.blit(name, (x, top.centery - name.get_height() // 2))
        x += name.get_width() + t.px(14)
    room = title.right - x
    if room > heading.size("…")[0]:
        words = next((w for w in top_words_choices(f) if small.size(w)[0] <= room),
                     top_words_choices(f)[-1])  # fmt: skip
        img = t.text(shorten(words, small, room), FontRole.SMALL, UI["text_dim"])
        surface.blit(img, (x, top.centery - img.get_height() // 2))
    enabled = {"undo": f.can_undo, "redo": f.can_redo}
    for name_, rect in lay.buttons.items():
        on = enabled.get(name_, True)
        button(surface, rect, BUTTON_WORDS[name_], t, FontRole.BODY,
               lit=on and rect.collidepoint(f.mouse),
               ink=UI["text"] if on else UI["text_dim"])  # fmt: skip


# --- Seats ---------------------------------------------------------------------------------------


def seat_name(f: Frame, seat: int) -> tuple[str, str]:
    """A seat's name and what it is ("Easy computer", "" for a person)."""
    return name_and_kind(f.view.seats[seat].name, seat, f.computers)


def name_and_kind(name: str, seat: int, computers: tuple[str, ...]) -> tuple[str, str]:
    """A seat's name as its line shows it and what plays it ("Hard computer"; "" for a
    person), from each seat's controller."""
    controller = computers[seat] if seat < len(computers) else "person"
    if controller == "person":
        return name, ""
    base, level = split_level(name)
    return base, f"{level or controller.capitalize()} computer"


def paint_seats(surface: pygame.Surface, f: Frame) -> None:
    t, lay, v = f.theme, f.layout, f.view
    bold, small = t.font(FontRole.BODY_BOLD), t.font(FontRole.SMALL)
    decider = f.decider
    if v.mode is Mode.COMPETITIVE:
        panel_box(surface, lay.rects["seats"], t)
    for seat, row in lay.seats:
        colour = seat_colour(seat, t)
        deciding = seat == decider and not v.over
        pygame.draw.rect(surface, shade(colour, 0.3) if deciding else UI["panel"], row,
                         border_radius=t.px(6))  # fmt: skip
        pygame.draw.rect(surface, colour if deciding else UI["panel_edge"], row,
                         max(1, t.px(2)) if deciding else 1, border_radius=t.px(6))  # fmt: skip
    for seat, rect in lay.names:
        if v.mode is Mode.COMPETITIVE:
            _score_line(surface, f, seat, rect)
        else:
            _seat_name(surface, f, seat, rect)
    taken = f.choosing.action
    for hit, rect in lay.actions:
        if hit.seat < 0:
            continue
        kind = v.seats[hit.seat].actions[hit.index]
        raised = hit.seat == decider and kind == taken and not f.busy
        row = next(r for seat, r in lay.seats if seat == hit.seat)  # raised within its line
        r = rect.move(0, -min(t.px(4), max(0, rect.y - row.y - 3))) if raised else rect
        surface.blit(action_card(kind, r.w, r.h, theme=t), r)
        if raised:
            pygame.draw.rect(surface, UI["focus"], r.inflate(4, 4), max(2, t.px(2)),
                             border_radius=t.px(6))  # fmt: skip
    for power, rect in lay.powers:
        if power.seat < 0:
            continue
        animal = v.seats[power.seat].powers[power.index]
        surface.blit(power_card(animal, rect.w, rect.h, theme=t), rect)
        if power.seat == v.current and animal in v.used_powers and v.mode is Mode.COOP:
            _used(surface, rect, t)
    del bold, small


def _used(surface: pygame.Surface, rect: pygame.Rect, t: Theme) -> None:
    """A power used this turn: the card dimmed, and "used" on a band across its top, over
    its name (the animal's picture stays clear; the help names the power)."""
    shade_over = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade_over.fill((10, 20, 30, 150))
    surface.blit(shade_over, rect)
    img = t.text("used", FontRole.SMALL, UI["text"])
    band = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h // 3, img.get_height() + t.px(2)))
    pygame.draw.rect(surface, UI["panel"], band, border_top_left_radius=t.px(4),
                     border_top_right_radius=t.px(4))  # fmt: skip
    if img.get_width() <= rect.w and img.get_height() <= band.h + t.px(2):
        surface.blit(img, img.get_rect(center=band.center))


def _seat_name(surface: pygame.Surface, f: Frame, seat: int, rect: pygame.Rect) -> None:
    t = f.theme
    bold, small = t.font(FontRole.BODY_BOLD), t.font(FontRole.SMALL)
    colour = seat_colour(seat, t)
    chip = max(3, t.px(6))
    x = rect.x + 2 * chip + t.px(4)
    name, kind = seat_name(f, seat)
    two_lines = rect.h >= bold.get_linesize() + small.get_linesize()
    y = rect.y if two_lines else rect.centery - bold.get_linesize() // 2
    pygame.draw.circle(surface, colour, (rect.x + chip, y + bold.get_linesize() // 2), chip)
    room = rect.right - x
    lines = name_lines(t, name, rect.h, bool(kind), room) if two_lines else [name]
    for line in lines:  # a long name on two lines where the line holds them
        surface.blit(t.text(shorten(line, bold, room), FontRole.BODY_BOLD, shade(colour, 1.3)),
                     (x, y))  # fmt: skip
        y += bold.get_linesize()
    if kind and two_lines:
        img = t.text(shorten(kind, small, rect.right - x), FontRole.SMALL, UI["text_dim"])
        surface.blit(img, (x, y))


def freeing(f: Frame, seat: int) -> list[str]:
    """The animals ``seat`` has freed so far this round, carrying out its bid (they score
    when the bid is settled: FLIP-RULES.md 8)."""
    v = f.view
    if v.mode is not Mode.COMPETITIVE or not v.bid or seat != v.current:
        return []
    return [ID_CARDS[i].kind.value for i in v.freed]


def _score_line(surface: pygame.Surface, f: Frame, seat: int, rect: pygame.Rect) -> None:
    """A competitive seat's line: its name, its bid, its animals freed this game (a small
    picture of each animal and how many, plus what it frees this round), its waste and its
    score, in columns that line up from seat to seat. Where the line is short, the animals
    are written as a count of cards instead."""
    t, v = f.theme, f.view
    bold, small = t.font(FontRole.BODY_BOLD), t.font(FontRole.SMALL)
    s = v.seats[seat]
    colour = seat_colour(seat, t)
    gap = t.px(8)
    mid = rect.centery

    def put(img: pygame.Surface, right: int) -> None:
        surface.blit(img, (right - img.get_width(), mid - img.get_height() // 2))

    # each column as wide as its widest entry over the seats (they line up; the rest of the
    # line is the name's)
    score_w = max(bold.size(_points(other.score))[0] for other in v.seats)
    put(t.text(_points(s.score), FontRole.BODY_BOLD, UI["text"]), rect.right)
    right = rect.right - score_w - gap
    if any(other.waste for other in v.seats):
        if s.waste:
            put(t.text(f"{s.waste} waste", FontRole.SMALL, UI["danger"]), right)
        right -= max(small.size(f"{other.waste} waste")[0] for other in v.seats) + gap
    chip = max(3, t.px(6))
    x = rect.x + 2 * chip + t.px(4)
    pygame.draw.circle(surface, colour, (rect.x + chip, mid), chip)
    name, kind = seat_name(f, seat)
    bid = _bid_words(f, seat)
    bid_img = t.text(bid, FontRole.SMALL, shade(colour, 1.3)) if bid else None
    least_name = min(bold.size(name)[0], t.px(50)) + (bid_img.get_width() + gap if bid_img
                                                      else 0)  # fmt: skip
    new = freeing(f, seat)
    icon_h = rect.h
    icon_w = round(icon_h * 1.2)
    most = max((sum(1 for c in other.kept if c.kind is animal)
                for other in v.seats for animal in v.animals), default=0)
    count_w = bold.size("8" * len(str(most)))[0]  # as wide as the largest count: the name's room
    extra_w = small.size("+8")[0] if v.bid and v.freed else 0
    slot = icon_w + t.px(2) + count_w + extra_w + gap
    if right - x - len(v.animals) * slot >= least_name:
        for i, animal in enumerate(v.animals):
            at = right - (len(v.animals) - i) * slot + gap
            picture = animal_picture(animal.value, DIRECTIONS[animal.value][-1], icon_w, icon_h)
            surface.blit(picture, (at, rect.y))
            have = sum(1 for c in s.kept if c.kind is animal)
            put(t.text(f"{have}", FontRole.BODY_BOLD, UI["text"]), at + icon_w + t.px(2) + count_w)
            extra = sum(1 for a in new if a == animal.value)
            if extra:
                put(t.text(f"+{extra}", FontRole.SMALL, UI["accent"]), at + slot - gap)
        right -= len(v.animals) * slot
    else:  # a short line: the count of cards in words
        words = count_words(s.cards, "card") + (f" +{len(new)}" if new else "")
        img = t.text(words, FontRole.SMALL, UI["text_dim"])
        put(img, right)
        right -= img.get_width() + gap
    room = right - x - (bid_img.get_width() + gap if bid_img else 0)
    if bid.startswith("carries out") and bold.size(name)[0] > room:  # the name whole first
        bid = bid.replace("carries out", "bid")
        bid_img = t.text(bid, FontRole.SMALL, shade(colour, 1.3))
        room = right - x - bid_img.get_width() - gap
    shown = shorten(name, bold, room)
    img = t.text(shown, FontRole.BODY_BOLD, shade(colour, 1.3))
    surface.blit(img, (x, mid - img.get_height() // 2))
    x += img.get_width() + gap
    if bid_img is not None:
        surface.blit(bid_img, (x, mid - bid_img.get_height() // 2))
        x += bid_img.get_width() + gap
    if kind and shown == name and small.size(kind)[0] <= right - x:
        kind_img = t.text(kind, FontRole.SMALL, UI["text_dim"])
        surface.blit(kind_img, (x, mid - kind_img.get_height() // 2))


def _points(score: int) -> str:
    return f"{score} pt{'' if abs(score) == 1 else 's'}"


def _bid_words(f: Frame, seat: int) -> str:
    """A seat's part in the bidding now: 'bids 4', 'passed', 'carries out 4' (said 'bid 4'
    where the name would not show whole beside it), or '' (not asked yet, or the game is
    over)."""
    v = f.view
    d = f.game.decision
    if v.over:
        return ""
    if d is None or d.kind is not DecisionKind.BID:
        if v.bid and seat == v.current:
            return f"carries out {v.bid}"
        return ""
    if seat in v.passed:
        return "passed"
    if seat == v.high_bidder:
        return f"bids {v.high_bid}"
    return ""


# --- The decision panel ----------------------------------------------------------------------


def paint_panel(surface: pygame.Surface, f: Frame) -> None:
    t, lay = f.theme, f.layout
    panel = lay.rects["panel"]
    panel_box(surface, panel, t)
    heading, body, small = (t.font(r) for r in (FontRole.HEADING, FontRole.BODY, FontRole.SMALL))
    x, y = panel.x + t.px(10), panel.y + t.px(6)
    room = panel.w - t.px(20)
    decider = f.decider
    colour = seat_colour(decider, t) if decider is not None else UI["text"]
    listed = len(f.rows)
    more = None  # how many choices there are, beside the heading where it leaves room
    if lay.options and (lay.list_scroll > 0 or lay.options[-1][0] < listed - 1):
        more = t.text(for_device(f"{listed} choices · scroll or Up/Down", t), FontRole.SMALL,
                      UI["text_dim"])  # fmt: skip
    chip = max(3, t.px(7))
    lead = 3 * chip if decider is not None else 0
    beside = room - lead - (more.get_width() + t.px(16) if more is not None else 0)
    if more is not None and heading.size(f.words.heading)[0] > beside:
        more = None  # the name whole first: the count of choices only where it leaves room
    head_room = room - (more.get_width() + t.px(16) if more is not None else 0)
    if decider is not None:
        chip = max(3, t.px(7))
        pygame.draw.circle(surface, colour, (x + chip, y + heading.get_linesize() // 2), chip)
        words = shorten(f.words.heading, heading, head_room - 3 * chip)
        surface.blit(t.text(words, FontRole.HEADING, shade(colour, 1.3)), (x + 3 * chip, y))
    else:
        surface.blit(t.text(shorten(f.words.heading, heading, head_room), FontRole.HEADING,
                            UI["text"]), (x, y))  # fmt: skip
    if more is not None:
        surface.blit(more, (panel.right - more.get_width() - t.px(10),
                            y + heading.get_linesize() - small.get_linesize()))  # fmt: skip
    y += heading.get_linesize() + t.px(4)
    for line in lay.prompt:
        surface.blit(t.text(line, FontRole.BODY, UI["text"]), (x, y))
        y += body.get_linesize()
    for line in lay.notes:
        surface.blit(t.text(line, FontRole.SMALL, UI["focus"]), (x, y))
        y += small.get_linesize()
    if lay.clock is not None and f.clock_left is not None:
        _clock(surface, f, lay.clock)
    if lay.status is not None and f.status:
        paint_thinking(surface, lay.status, f.status, t, bubbles=f.thinking,
                       think_time=f.think_time)  # fmt: skip
    for k, rect in lay.options:
        entry = f.rows[k]
        lit = rect.collidepoint(f.mouse)
        pygame.draw.rect(surface, UI["button_active"] if lit else UI["button"], rect,
                         border_radius=t.px(5))  # fmt: skip
        if k == f.choosing.focus:
            pygame.draw.rect(surface, UI["focus"], rect, max(2, t.px(2)), border_radius=t.px(5))
        ink = UI["text_dim"] if entry.key == "0" else UI["text"]
        img = t.text(shorten(entry_label(entry), body, rect.w - t.px(16)), FontRole.BODY, ink)
        surface.blit(img, (rect.x + t.px(8), rect.centery - img.get_height() // 2))


def _clock(surface: pygame.Surface, f: Frame, rect: pygame.Rect) -> None:
    """The bidding clock: the seconds left, and a bar that empties (red in the last ten)."""
    t = f.theme
    left = max(0.0, f.clock_left or 0.0)
    ink = UI["danger"] if left <= 10 else UI["text"]
    secs = int(left + 0.999)
    words = t.text(f"Clock {secs // 60}:{secs % 60:02d}", FontRole.BODY_BOLD, ink)
    surface.blit(words, (rect.x, rect.y))
    bar = pygame.Rect(rect.x + words.get_width() + t.px(10), rect.centery - t.px(4),
                      max(0, rect.w - words.get_width() - t.px(10)), max(3, t.px(8)))  # fmt: skip
    if bar.w > 0:
        pygame.draw.rect(surface, UI["panel_edge"], bar, border_radius=t.px(4))
        full = bar.copy()
        full.w = round(bar.w * min(1.0, left / 60))
        pygame.draw.rect(surface, ink, full, border_radius=t.px(4))


def paint_log_box(surface: pygame.Surface, f: Frame) -> None:
    paint_log(surface, f.layout.rects["log"], f.choosing.log, f.choosing.log_scroll, f.theme)

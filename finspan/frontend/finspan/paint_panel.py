"""Painters of the table's decision side: the decision panel (who decides, the question,
hints, the status line, the numbered options), the shown hand and the game log. Draw from a
`Frame`; change nothing."""

from __future__ import annotations

import pygame

from ...engine import CATALOG, Skip, option_words
from ..art.board import seat_colour
from ..art.cards import render_card
from ..art.glyphs import pad_glyph
from ..art.render_budget import BUDGET, PER_FRAME
from ..look.theme import HIGHLIGHTS, UI, FontRole, Theme, shade, shorten, wrap
from ..ui.boxes import paint_log as log_box
from ..ui.prompts import for_device
from ..ui.words import possessive
from .choosing import (
    focused_card,
    option_key,
    options_at,
    pays_with_cards,
    prompt_text,
    skip_index,
)
from .column_layout import heading_height
from .hits import HandHit
from .paint_base import Frame, button, panel_box

SOURCES = {
    "all_players": " — an all-players benefit",
    "gift": " — from Nautoma's fish",
    "bonus": " — dive-site bonus",
    "ability": "",
}


def paint_panel(surface: pygame.Surface, f: Frame) -> None:
    t = f.theme
    panel = f.layout.rects["panel"]
    panel_box(surface, panel, t)
    d = f.game.decision
    x, y = panel.x + t.px(10), panel.y + t.px(6)
    if d is None:
        surface.blit(t.text("The game is over.", FontRole.HEADING, UI["text"]), (x, y))
        return
    p = f.view.players[d.player]
    # Nautoma's turn as it shows (her card, her steps): the game is already at the next
    # decision, which waits, dimmed, under her name until her turn has been seen
    her = f.view.players[f.view.current]
    waiting = her.nautoma and d.player != f.view.current
    if waiting:
        p = her
    pygame.draw.circle(surface, seat_colour(p), (x + t.px(8), y + t.px(11)), t.px(8))
    pygame.draw.circle(surface, UI["text_dark"], (x + t.px(8), y + t.px(11)), t.px(8), 1)
    skip = skip_index(f.options)
    total = len(f.options) - (1 if skip is not None else 0)
    listed = [k for k, _ in f.layout.options if k != skip]
    more = None
    if listed and (f.layout.list_scroll > 0 or listed[-1] < total - 1):
        more_words = for_device(f"{total} options · scroll or Up/Down", t)
        if t.font(FontRole.SMALL).size(more_words)[0] > panel.w // 3:
            more_words = f"{total} options" + ("" if t.pad_layout else " · scroll")
        more = t.text(more_words, FontRole.SMALL, UI["text_dim"])
    room = panel.right - t.px(10) - (more.get_width() + t.px(12) if more else 0) - x - t.px(22)
    heading = (her_turn_words(her.name, f.view.players[d.player].name, t, room) if waiting
               else heading_words(p.name, d.source, t, room))  # fmt: skip
    surface.blit(t.text(heading, FontRole.HEADING, shade(seat_colour(p), 1.3)),
                 (x + t.px(22), y))  # fmt: skip
    if more is not None:
        surface.blit(more, (panel.right - more.get_width() - t.px(10), panel.y + t.px(8)))
    y += heading_height(t)
    body, small = t.font(FontRole.BODY), t.font(FontRole.SMALL)
    for line in wrap(prompt_text(f.game), body, panel.w - t.px(20)):
        surface.blit(t.text(line, FontRole.BODY, UI["text"]), (x, y))
        y += body.get_linesize()
    for line in f.layout.hints:
        for part in wrap(line, small, panel.w - t.px(20)):
            surface.blit(t.text(part, FontRole.SMALL, UI["focus"]), (x, y))
            y += small.get_linesize()
    if f.layout.status is not None and f.status:
        words = shorten(f.status, small, f.layout.status.w)
        surface.blit(t.text(words, FontRole.SMALL, UI["accent"]), f.layout.status)
    for k, rect in f.layout.options:
        if k >= len(f.options):
            break
        option = f.options[k]
        pygame.draw.rect(
            surface,
            UI["button_active"] if rect.collidepoint(f.mouse) and not waiting else UI["button"],
            rect,
            border_radius=t.px(5),
        )
        if k == f.choosing.focus and not waiting:
            pygame.draw.rect(surface, HIGHLIGHTS["focus"], rect, t.px(2), border_radius=t.px(5))
        key = option_key(k, skip)
        x, room = rect.x + t.px(8), rect.w - t.px(16)
        prefix = f"{key}  " if key else "    "
        if t.pad_layout:  # a controller: no number keys; South takes the focused option
            prefix, glyph_h = "", body.get_linesize()
            if k == f.choosing.focus:
                glyph = pad_glyph(t.pad_layout, "south", glyph_h)
                surface.blit(glyph, glyph.get_rect(midleft=(x, rect.centery)))
            x, room = x + glyph_h + t.px(6), room - glyph_h - t.px(6)
        words, role = fitted_option(prefix + option_words(f.game, option), t, room)
        img = t.text(
            words, role,
            UI["text"] if not isinstance(option, Skip) and not waiting else UI["text_dim"],
        )  # fmt: skip
        surface.blit(img, (x, rect.centery - img.get_height() // 2))


def fitted_option(words: str, theme: Theme, room: int) -> tuple[str, FontRole]:
    """An option row's words and their size: in body text if they fit ``room``, else in
    small text (at a larger text size still no smaller than body text at 100 %: "Pay the egg
    on Glasshead Grenadier" whole at 150 %), shortened with "…" only if even that is too
    wide."""
    for role in (FontRole.BODY, FontRole.SMALL):
        if theme.font(role).size(words)[0] <= room:
            return words, role
    return shorten(words, theme.font(FontRole.SMALL), room), FontRole.SMALL


def her_turn_words(her: str, next_seat: str, theme: Theme, room: int) -> str:
    """The panel's heading while Nautoma's turn shows: hers, and whose decision waits
    ("Nautoma's turn · then Ada"), or hers alone when both do not fit."""
    face = theme.font(FontRole.HEADING)
    for words in (f"{possessive(her)} turn · then {next_seat}", f"{possessive(her)} turn"):
        if face.size(words)[0] <= room:
            return words
    return shorten(f"{possessive(her)} turn", face, room)


def heading_words(name: str, source: str, theme: Theme, room: int) -> str:
    """The panel's heading: the deciding seat's name and where the decision comes from
    ("Ada — dive-site bonus"), or the name alone when both do not fit (the prompt names
    the source too)."""
    face = theme.font(FontRole.HEADING)
    words = f"{name}{SOURCES.get(source, '')}"
    if face.size(words)[0] <= room:
        return words
    return shorten(name, face, room)


def hand_card(f: Frame, card: int, rect: pygame.Rect) -> pygame.Surface:
    """A card of the shown hand as it stands: ringed if it answers the decision (brighter if
    highlighted), dimmed if it cannot be played (on a turn) or cannot pay (paying)."""
    d = f.game.decision
    matches = options_at(f.options, HandHit(card), f.choosing.move_from) if f.deciding else []
    dim = (
        f.deciding
        and not matches
        and d is not None
        and (d.kind == "turn" or (d.kind == "pay" and pays_with_cards(f.options)))
    )
    highlight = None
    if matches:
        highlight = "focus" if card == focused_card(f.options, f.choosing, f.view) else "legal"
    return render_card(
        CATALOG.by_number[card],
        rect.w,
        rect.h,
        dimmed=bool(dim),
        highlight=highlight,
        theme=f.theme,
        least=f.layout.least_card(card),
    )


def paint_hand(surface: pygame.Surface, f: Frame) -> None:
    t = f.theme
    hand = f.layout.rects["hand"]
    panel_box(surface, hand, t)
    p = f.view.players[f.shown_seat]
    rect = f.layout.buttons["discard"]
    bold, room = t.font(FontRole.BODY_BOLD), rect.x - hand.x - t.px(16)
    titles = (f"{possessive(p.name)} hand ({len(p.hand)}) — public",
              f"{possessive(p.name)} hand ({len(p.hand)})", f"Hand ({len(p.hand)})")  # fmt: skip
    words = next((w for w in titles if bold.size(w)[0] <= room), shorten(titles[-1], bold, room))
    surface.blit(
        t.text(words, FontRole.BODY_BOLD, UI["text"]), (hand.x + t.px(8), hand.y + t.px(4))
    )
    key = "" if t.pad_layout else "  D"  # the D key means nothing on a controller (Back opens it)
    small = t.font(FontRole.SMALL)
    pile = shorten(f"Discard pile ({len(p.discard)}){key}", small, rect.w - t.px(8))
    button(surface, rect, pile, t, FontRole.SMALL, lit=rect.collidepoint(f.mouse))
    hovered = f.hover.card if isinstance(f.hover, HandHit) else None
    later: tuple[pygame.Surface, pygame.Rect] | None = None
    # a hand laid out anew: a few cards a frame, stand-ins till then (while frames run)
    with BUDGET.limited(PER_FRAME if f.live else None):
        surfaces = [(card, r, hand_card(f, card, r)) for card, r in f.layout.hand]
    for card, r, surf in surfaces:
        if card == hovered:
            later = (surf, f.layout.raised_rect(card, t) or r)
            continue
        surface.blit(surf, r)
    if later is not None:
        surface.blit(*later)
    playing, at = f.game.decision, f.layout.playing
    if at is not None and at.h and playing is not None and playing.card is not None and not f.busy:
        # the card chosen to play stands apart at the end of the hand (its own place), ringed
        img = render_card(CATALOG.by_number[playing.card], at.w, at.h, highlight="focus", theme=t,
                          least=f.layout.least_card(playing.card))  # fmt: skip
        surface.blit(img, at)
        tag = t.text("playing", FontRole.SMALL, UI["focus"])
        surface.blit(tag, tag.get_rect(bottomright=(at.right, at.top - t.px(2))))


def paint_log(surface: pygame.Surface, f: Frame) -> None:
    log_box(surface, f.layout.rects["log"], f.choosing.log, f.choosing.log_scroll, f.theme)

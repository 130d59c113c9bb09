"""What the zoom shows for each place of the table the mouse rests on: a card's zoom (with why
it cannot be played now), a seat's ocean, or a short help for a token, icon or count of the
board, in RULES.md's words and with what the engine says of it now (counts, standings, what a
dive would give, the options a click there means). Reads a `Frame`; decides no rule itself.
"""

from __future__ import annotations

import pygame

from ...engine import (
    PROVISIONAL,
    Column,
    DivePlace,
    dive_preview,
    option_words,
    preview_words,
    slot_name,
    why_unplayable,
)
from ..art.board import OceanLayout, draw_ocean, seat_colour
from ..art.card_help import card_tip, words_tooltip
from ..look.theme import UI, FontRole
from ..ui.prompts import for_device
from ..ui.words import possessive
from ..ui.zoom import Zoom
from .board_layout import achievement_head
from .choosing import hover_card, options_at, plural
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
    NautomaPartHit,
    ScoreHit,
    SeatLineHit,
    SlotHit,
    ThumbHit,
    TokenHit,
)
from .layout import nautoma_lines
from .paint_base import Frame

#: Most options named under a help ("click: ...").
MAX_CLICK_LINES = 3

TOKEN_WORDS = {
    "egg": (
        "An egg sits only on a fish, at most 1 per fish. A Hatch flips it to a young on the "
        "same slot. At the end of the game: 1 point per egg."
    ),
    "young": (
        "A young can be moved along its row or its column. When a slot holds 3 or more young "
        "and no school, 3 of them form a school at once. At the end of the game: 1 point per "
        "young."
    ),
    "school": (
        "A school: formed by 3 young, it never breaks up; a slot never holds 2 schools. It can "
        "be moved along its row or its column. At the end of the game: 6 points per school."
    ),
}

NAUTOMA_WORDS = {
    "egg": "Her dive steps: gain eggs takes 2 eggs; hatch flips all her eggs to young (at most "
    "4). At the end: 1 point per 2 eggs.",
    "young": "With 3 or more young, her school step makes 3 young into 1 school (once per "
    "turn). At the end: 1 point per young.",
    "school": "At the end: 5 or 6 points per school (by difficulty).",
    "fish": "Play a fish draws the top card of the fish deck into her area (hover one to read "
    "it). At the end: 3 or 4 points per fish (by difficulty).",
    "markers": "Her achievement quantity is this week's base value plus her markers; a marker "
    "is placed or removed by her decision card (at most 6; ignored at difficulty 1 and in "
    "week 4). Markers return after each week.",
    "ravel": "At the end of weeks 1-3 she gains X per fish in your highlighted dive site minus "
    "1 per fish in the highlighted rows, never below 0 for the week.",
    "card": "Each turn she turns a decision card and follows its steps top to bottom.",
}


def place_words(place: str) -> str:
    """A dive's place in RULES.md's words: "above Sunlight", "row 4", "bottom"."""
    if place.startswith("row"):
        return f"row {place[3:]}"
    if place.startswith("above_"):
        return f"above {place[6:].capitalize()}"
    return place


def hover_anchor(f: Frame) -> pygame.Rect:
    """The rect the hovered card's zoom opens beside (a card of the hand: where it rests and
    where it rises to)."""
    hover = f.hover
    if isinstance(hover, HandHit):
        r = f.layout.hand_rect(hover.card)
        if r is not None:
            return r.union(f.layout.raised_rect(hover.card, f.theme) or r)
    if isinstance(hover, SlotHit):
        return f.layout.ocean.slots[hover.slot]
    if isinstance(hover, DiscardHit | NautomaFishHit):
        pairs = (
            f.layout.discard
            if isinstance(hover, DiscardHit)
            else (f.layout.nautoma_box.fish if f.layout.nautoma_box else [])
        )
        for card, r in pairs:
            if card == hover.card:
                return r
    return pygame.Rect(f.mouse, (1, 1))


def zoom_for(f: Frame) -> Zoom | None:
    """What the zoom shows for the frame's hover (None: nothing, e.g. an option button)."""
    hover = f.hover
    if hover is None:
        return None
    card = hover_card(f.choosing, f.view)
    if card is not None:
        note = ""
        d = f.game.decision
        if isinstance(hover, HandHit) and d is not None and d.kind == "turn":
            reason = why_unplayable(f.game.players[d.player], card)
            if reason and d.player == f.shown_seat:
                note = f"Can't play it now: {reason}."
        focused = [r for k, r in f.layout.options if k == f.choosing.focus]
        return Zoom(hover_anchor(f), card=card, card_tip=card_tip, note=note,
                    keep_clear=tuple(focused))  # fmt: skip
    if isinstance(hover, ThumbHit):
        if f.view.players[hover.seat].nautoma:
            title, lines = nautoma_summary(f)
            return Zoom(anchor_of(f, hover), title=title,
                        lines=tuple(for_device(x, f.theme) for x in lines))  # fmt: skip
        return seat_ocean_zoom(f, hover.seat)
    words = token_words(f, hover)
    if words is None:
        return None
    title, lines = words
    lines = [for_device(x, f.theme) for x in lines]  # "Click: …" in a controller's words
    return Zoom(clear_anchor(f, title, lines, anchor_of(f, hover)), title=title,
                lines=tuple(lines))  # fmt: skip


def clear_anchor(f: Frame, title: str, lines: list[str], anchor: pygame.Rect) -> pygame.Rect:
    """The anchor to open a help beside so that it leaves the option list in sight (where
    the focused option is): ``anchor`` itself, or moved sideways until the help clears the
    list, or grown to take in the list (the help then opens below or above both)."""
    rows = [r for _, r in f.layout.options]
    if not rows:
        return anchor
    avoid = rows[0].unionall(rows)
    screen = f.layout.rects["screen"]
    gap = f.theme.px(6)

    def place(at: pygame.Rect) -> pygame.Rect:
        return words_tooltip(title, lines, at, screen, f.theme).rect

    tip = place(anchor)
    if not tip.colliderect(avoid):
        return anchor
    beside = anchor.move(min(0, avoid.left - gap - tip.right), 0)
    moved = place(beside)
    if not moved.colliderect(avoid) and not moved.colliderect(anchor):
        return beside
    both = anchor.union(avoid)
    grown = place(both)
    if not grown.colliderect(avoid) and not grown.colliderect(anchor):
        return both
    return anchor


def seat_ocean_zoom(f: Frame, seat: int) -> Zoom | None:
    """Another seat's ocean, large over the shown one (not Nautoma's: she has none)."""
    p = f.view.players[seat]
    if p.nautoma or seat == f.shown_seat:
        return None
    t = f.theme
    rect = f.layout.rects["ocean"].inflate(-t.px(40), -t.px(40))
    rect.left = f.layout.rects["left"].right + t.px(10)

    def paint(surface: pygame.Surface) -> None:
        bg = rect.inflate(t.px(12), t.px(36))
        pygame.draw.rect(surface, UI["panel"], bg, border_radius=t.px(10))
        pygame.draw.rect(surface, seat_colour(p), bg, 2, border_radius=t.px(10))
        head = t.text(for_device(f"{possessive(p.name)} ocean · click to keep it open", t),
                      FontRole.BODY_BOLD, UI["text"])  # fmt: skip
        surface.blit(head, (bg.x + t.px(8), bg.y + t.px(4)))
        inner = rect.copy()
        inner.top = bg.y + t.px(28)
        draw_ocean(surface, OceanLayout.fit(inner), p, t)

    return Zoom(rect, paint=paint)


def anchor_of(f: Frame, hover: Hit) -> pygame.Rect:
    """The rect of a token, icon or count the help is about."""
    lay = f.layout
    found: pygame.Rect | None = None
    if isinstance(hover, TokenHit):
        found = next((r for s, k, r in lay.tokens if (s, k) == (hover.slot, hover.kind)), None)
    elif isinstance(hover, DiverHit):
        found = lay.diver
    elif isinstance(hover, BonusHit):
        found = lay.ocean.bonus.get((hover.column, hover.place))
    elif isinstance(hover, DiveHit):
        found = lay.ocean.header[hover.column]
    elif isinstance(hover, AchievementHit):
        found = dict(lay.standings).get(hover.seat) if hover.seat is not None else None
        found = found or lay.achievements
    elif isinstance(hover, ScoreHit):
        found = dict(lay.scores).get(hover.seat)
    elif isinstance(hover, SeatLineHit):
        found = dict(lay.seat_lines).get(hover.seat)
    elif isinstance(hover, NautomaPartHit) and lay.nautoma_box is not None:
        found = next((r for part, r in lay.nautoma_box.parts if part == hover.part), None)
    elif isinstance(hover, DeckHit):
        found = lay.deck
    elif isinstance(hover, ButtonHit):
        found = lay.buttons.get(hover.name)
    return found if found is not None else pygame.Rect(f.mouse, (1, 1))


def click_lines(f: Frame, target: Hit) -> list[str]:
    """What a click on ``target`` means now, in the engine's words (the shown seat deciding)."""
    if not f.deciding:
        return []
    found = options_at(f.options, target, f.choosing.move_from)
    lines = [f"Click: {option_words(f.game, f.options[i])}" for i in found[:MAX_CLICK_LINES]]
    if len(found) > MAX_CLICK_LINES:
        lines.append(f"… and {len(found) - MAX_CLICK_LINES} more in the list")
    return lines


def token_words(f: Frame, hover: Hit) -> tuple[str, list[str]] | None:
    """The title and lines of the help for a token, icon or count; None if it has none."""
    v = f.view
    if isinstance(hover, TokenHit):
        state = v.players[f.shown_seat].ocean[hover.slot]
        count = {"egg": state.egg, "young": state.young, "school": state.school}[hover.kind]
        title = f"{plural(count, hover.kind)} on {slot_name(hover.slot)}"
        return title, [TOKEN_WORDS[hover.kind], *click_lines(f, SlotHit(hover.slot))]
    if isinstance(hover, DiverHit) and v.diver is not None:
        seat, column, place = v.diver
        where = place_words(DivePlace(place))
        return f"{possessive(v.players[seat].name)} diver: {column} dive site, {where}", [
            "A diver goes top to bottom: each bonus above a zone and each fish activated on "
            "the way, each optional; then the bottom bonus for the first diver to reach it "
            "this week."
        ]
    if isinstance(hover, BonusHit):
        return bonus_words(f, hover)
    if isinstance(hover, DiveHit):
        label = Column(hover.column).label
        p = f.game.players[f.shown_seat]
        if f.view.players[f.shown_seat].nautoma:
            return None
        steps = preview_words(dive_preview(p, hover.column))
        lines = [
            f"A dive here now would give: {'; '.join(steps)}."
            if steps
            else "A dive here now would give nothing."
        ]
        dives = sum(1 for d in f.view.players[f.shown_seat].divers if d == label)
        if dives:
            lines.append(f"{plural(dives, 'dive')} here this week (the dots beside the name).")
        return f"The {label} dive site", lines + click_lines(f, hover)
    if isinstance(hover, AchievementHit):
        return achievement_words(f, hover)
    if isinstance(hover, ScoreHit):
        shown = v.players[hover.seat]
        if shown.nautoma:
            return f"Nautoma: {shown.score} points", [
                "Her score as if the game ended now: her fish and schools (by difficulty), 1 "
                "per young, 1 per 2 eggs, her achievement points and Ravel points."
            ]
        return f"{possessive(shown.name)} score: {shown.score} points", [
            "As if the game ended now: the points of visible fish (printed and GAME END), 1 "
            "per consumed fish, 1 per egg, 1 per young, 6 per school, and the achievement "
            "points of weeks 1-3 so far."
        ]
    if isinstance(hover, SeatLineHit):
        shown = v.players[hover.seat]
        return shown.name, [
            f"{len(shown.hand)} cards in hand, {len(shown.discard)} in the discard pile, "
            f"{shown.divers_left} divers left this week (6 a week, one per turn).",
            "Hands and discard piles are public. Click the box to look at this ocean.",
        ]
    if isinstance(hover, NautomaPartHit):
        return nautoma_words(f, hover.part)
    if isinstance(hover, DeckHit):
        return f"Fish deck: {v.deck} cards", [
            "Draw takes its top card. When it is empty, all discard piles are shuffled into a "
            "new deck."
        ]
    if isinstance(hover, ButtonHit) and hover.name == "discard":
        shown = v.players[f.shown_seat]
        return f"{possessive(shown.name)} discard pile: {len(shown.discard)} cards", [
            "Cards discarded to pay costs. Public. Retrieve takes a card from it into hand. "
            "Click or press D to look at it."
        ]
    return None


def bonus_words(f: Frame, hover: BonusHit) -> tuple[str, list[str]]:
    label = Column(hover.column).label
    benefit = PROVISIONAL.dive_site_bonuses[label][hover.place]
    where = place_words(hover.place)
    p = f.view.players[f.shown_seat]
    lines = [f"{benefit}."]  # what "provisional" means is said once, in How to play
    if hover.place == "bottom":
        lines.append("Only for the first diver to reach this dive site's bottom this week.")
        if not p.nautoma and p.bottoms[hover.column]:
            lines.append(f"{p.name} took it this week (the dot beside it).")
    else:
        lines.append("Gained only with at least one fish in the zone below it.")
    if not p.nautoma and p.open_bonuses:
        now = p.bonus_available(hover.column, DivePlace(hover.place))
        lines.append("A diver would gain it now." if now else "A diver would not gain it now.")
    return f"{label.capitalize()} dive site, {where}", lines


def achievement_words(f: Frame, hover: AchievementHit) -> tuple[str, list[str]]:
    v = f.view
    head = achievement_head(v, f.game)
    if hover.seat is None or v.achievement is None:
        return head, [
            "Each player scores this week's achievement at the end of the week: points per "
            "unit × units."
        ]
    standing = next((s for s in v.standings if s.seat == hover.seat), None)
    p = v.players[hover.seat]
    if standing is None:
        return head, []
    if standing.base is not None and not standing.scores:
        line = f"{p.name} scores no achievements at this difficulty."
    elif standing.base is not None:
        line = (
            f"{p.name}: base value {standing.base} + {standing.markers} markers = "
            f"{standing.count}, {standing.points} points if the week ended now."
        )
    else:
        line = f"{p.name}: {standing.count}, {standing.points} points if the week ended now."
    return head, [line]


def nautoma_summary(f: Frame) -> tuple[str, list[str]]:
    """Her box as a whole: every line of it in full (what a small box cuts short)."""
    n = f.view.nautoma
    if n is None:
        return "Nautoma", []
    return "Nautoma", [
        f"{plural(n.eggs, 'egg')}, {plural(n.young, 'young')}, {plural(n.schools, 'school')}, "
        f"{plural(len(n.fish), 'fish')}",
        *(words for _, words in nautoma_lines(f.view)),
    ]


def nautoma_words(f: Frame, part: str) -> tuple[str, list[str]] | None:
    n = f.view.nautoma
    if n is None:
        return None
    if part in ("egg", "young", "school"):
        count = {"egg": n.eggs, "young": n.young, "school": n.schools}[part]
        return f"Nautoma: {plural(count, part)}", [NAUTOMA_WORDS[part]]
    if part == "fish":
        return f"Nautoma's fish: {len(n.fish)}", [NAUTOMA_WORDS["fish"]]
    if part == "markers":
        title = f"Difficulty {n.difficulty} · {plural(n.markers, 'marker')}"
        lines = [NAUTOMA_WORDS["markers"]]
        box = f.layout.nautoma_box
        shown = {p for p, _ in box.parts} if box is not None else set()
        if n.card and "card" not in shown:  # her card's line has no room in her box: here
            lines.append(f"Her decision card {n.card}: " + "; ".join(n.card_words))
        return title, lines
    if part == "ravel" and n.ravel_view is not None:
        rv = n.ravel_view
        return f"Ravel {rv.strength} ({rv.card})", [
            NAUTOMA_WORDS["ravel"].replace("X", str(rv.strength)),
            f"Now: {rv.gained} – {rv.lost} = {rv.points} points.",
        ]
    if part == "card" and n.card:
        return f"Her decision card {n.card}", [NAUTOMA_WORDS["card"], *n.card_words]
    return None

"""Nautoma's seat box at the table: her tokens, her lines (the Ravel card's legend in the
words of RULES.md, her difficulty and markers, her card) and her fish as small cards, each
the longest wording that fits (computed from the box's rect, the text scale and the public
state; outside drawing). Pure apart from measuring text."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ...engine import PublicState
from ..art.palette import CARD_ASPECT
from ..look.theme import FontRole, Theme, shorten, wrap


def ravel_legend(
    view: PublicState, fits: Callable[[str], bool] = lambda words: True
) -> list[tuple[str, str]]:
    """The Ravel card's legend, in the words of RULES.md (each line the longest wording that
    ``fits`` one line), with what it names ("site", "rows" as the ocean marks them,
    "points"); empty without a Ravel card."""
    n = view.nautoma
    rv = n.ravel_view if n is not None else None
    if rv is None:
        return []
    x, site = rv.strength, rv.column.label
    rows = [str(r) for r in rv.rows]
    rows_words = "row " + rows[0] if len(rows) == 1 else "rows " + ", ".join(rows[:-1])
    rows_words += f" and {rows[-1]}" if len(rows) > 1 else ""
    point = "point" if rv.points == 1 else "points"
    now = f"now {rv.gained} – {rv.lost} = {rv.points} {point}"
    short_rows = rows_words.replace(" and ", ", ")
    wordings = {
        "site": (f"Ravel {x} ({rv.card}): +{x} per fish in the {site} dive site",
                 f"Ravel {x} ({rv.card}): +{x} per fish in {site}",
                 f"Ravel {x}: +{x} per fish in {site}", f"Ravel {x}: {site} +{x}/fish"),
        "rows": (f"–1 per fish in {rows_words}", f"–1 per fish in {short_rows}",
                 f"{short_rows}: –1/fish"),
        "points": (f"{now} for her", now, f"now {rv.points} {point}"),
    }  # fmt: skip
    return [
        (kind, next((w for w in words if fits(w)), words[-1])) for kind, words in wordings.items()
    ]


def nautoma_lines(
    view: PublicState, fits: Callable[[str], bool] = lambda words: True
) -> list[tuple[str, str]]:
    """Nautoma's box, below her tokens: the Ravel legend, difficulty and markers (the
    longest wording that ``fits`` one line), her card; each line with its kind ("markers",
    "plain", or a `ravel_legend` kind). The box keeps the lines that fit, the first first."""
    n = view.nautoma
    if n is None:
        return []
    counts = (f"difficulty {n.difficulty} · markers {n.markers}", f"markers {n.markers}")
    lines = [
        *ravel_legend(view, fits),
        ("markers", next((w for w in counts if fits(w)), counts[-1])),
    ]
    if n.card:
        lines.append(("plain", f"Her card {n.card}: " + "; ".join(n.card_words)))
    return lines


#: The hover help's part for each kind of line of Nautoma's box (the others: the kind).
PART_OF_LINE = {"site": "ravel", "rows": "ravel", "points": "ravel", "plain": "card"}


@dataclass
class NautomaBox:
    """Nautoma's seat box: her token row (the egg, young and school icons), her text lines
    (wrapped, each with its kind) and her fish."""

    tokens_y: int
    fish_label: tuple[int, int]  # where "fish N" goes
    lines: list[tuple[str, tuple[int, int]]]
    fish: list[tuple[int, pygame.Rect]]
    tokens: list[pygame.Rect] = field(default_factory=list)  # egg, young, school icons
    kinds: list[str] = field(default_factory=list)  # of each line
    parts: list[tuple[str, pygame.Rect]] = field(default_factory=list)  # for hover help


def nautoma_box(rect: pygame.Rect, view: PublicState, theme: Theme) -> NautomaBox:
    t = theme
    n = view.nautoma
    assert n is not None
    y = rect.y + t.px(24)
    size = t.px(18)
    x = rect.x + t.px(6)
    bold = t.font(FontRole.BODY_BOLD)
    tokens = []
    parts: list[tuple[str, pygame.Rect]] = []  # for hover help
    for part, count in (("egg", n.eggs), ("young", n.young), ("school", n.schools)):
        tokens.append(pygame.Rect(x, y, size, size))
        w = size + t.px(2) + bold.size(f"{count}")[0]
        parts.append((part, pygame.Rect(x, y, w, size)))
        x += w + t.px(10) - t.px(2)
    tokens_y = y
    fish_w = bold.size(f"fish {len(n.fish)}")[0]
    if x + fish_w > rect.right - t.px(6):  # no room beside the tokens: below
        x, y = rect.x + t.px(6), y + size + t.px(2)
    label = (x, y)
    parts.append(("fish", pygame.Rect(x, y, fish_w, bold.get_linesize())))
    y += max(size, bold.get_linesize()) + t.px(4)
    small = t.font(FontRole.SMALL)
    line_h = small.get_linesize()
    lines: list[tuple[str, tuple[int, int]]] = []
    kinds: list[str] = []
    room = rect.w - t.px(12)
    cw = t.px(40)
    ch = round(cw / CARD_ASPECT)
    # her fish keep at least one row of small cards (hover one for the full card)
    reserve = t.px(26) + 3 + t.px(4) if n.fish else 0
    for kind, text_line in nautoma_lines(view, lambda words: small.size(words)[0] <= room):
        part = PART_OF_LINE.get(kind, kind)
        for line in wrap(text_line, small, room):
            if y + line_h > rect.bottom - reserve:
                if parts and parts[-1][0] == part:  # cut short: its last line says so
                    last, pos = lines[-1]
                    lines[-1] = (shorten(last + " …", small, room), pos)
                break
            lines.append((line, (rect.x + t.px(6), y)))
            kinds.append(kind)
            parts.append((part, pygame.Rect(rect.x + t.px(6), y, small.size(line)[0], line_h)))
            y += line_h
    left = rect.bottom - t.px(4) - y
    if n.fish and left < ch + 3:  # smaller cards rather than none
        ch = max(t.px(26), left - 3)
        cw = round(ch * CARD_ASPECT)
    per_row = max(1, (rect.w - t.px(12)) // (cw + 3))
    rows = max(0, left // (ch + 3))  # only rows that fit her box
    shown = n.fish[-per_row * rows :] if rows else []
    fish = [
        (
            number,
            pygame.Rect(
                rect.x + t.px(6) + (i % per_row) * (cw + 3), y + (i // per_row) * (ch + 3), cw, ch
            ),
        )
        for i, number in enumerate(shown)
    ]
    return NautomaBox(tokens_y, label, lines, fish, tokens, kinds, parts)

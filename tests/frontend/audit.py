"""A layout audit: draw a scene and record every text and every filled box as drawn.

While `recording()` is active, every surface made with ``pygame.Surface`` records what is
blitted or filled on it: texts (surfaces made by `finspan.frontend.look.theme.text`, with their
words), boxes (``pygame.draw.rect`` filled, and opaque blits/fills, which also hide what they
cover). Blitting a recording surface onto another carries its records along, moved and clipped.
`problems` then checks the final picture:

* a text cut off at a side (by a clip rectangle, the edge of the surface it was drawn on, or
  the window); cut at the top or bottom is a scrolled list's partly shown row, and allowed;
* two visible texts overlapping (their inked pixels' rectangles, not their line boxes);
* a text sticking out of the box it starts in (the last drawn under its top-left corner: a
  button, a card, a panel);
* a text shortened with "…" where its box has room to show it whole (issue 34,
  `cut_with_room`): the recording knows the words each shortened text stands for.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field

import pygame

from finspan.frontend.look import theme as th

_TEXTS: dict[int, tuple[str, pygame.Surface, int, str]] = {}  # id -> (words, surface, px, role)
_BASE_SURFACE = pygame.Surface
_BASE_RECT = pygame.draw.rect
_BASE_TEXT = th.text
_BASE_SHORTEN = th.shorten
#: Words drawn shortened with "…" -> the whole words they stand for (while recording).
_SHORTENED: dict[str, set[str]] = {}


@dataclass
class Text:
    words: str
    rect: pygame.Rect  # inked pixels, in the coordinates of the surface holding the record
    cut: str = ""  # why it is cut off, if it is
    px: int = 0  # its font size in pixels (0: not known)
    role: str = ""  # its font role (what the text is for)
    drawn: pygame.Rect | None = None  # its inked pixels as drawn, before anything covered it
    hidden_by: pygame.Rect | None = None  # what covered it whole, if something did

    def __post_init__(self) -> None:
        if self.drawn is None:
            self.drawn = self.rect.copy()


@dataclass
class Box:
    rect: pygame.Rect


@dataclass
class Records:
    items: list[Text | Box] = field(default_factory=list)
    #: texts something opaque was drawn over later (wholly or in part), with what covered them
    covered: list[tuple[Text, pygame.Rect]] = field(default_factory=list)
    hidden: list[Text] = field(default_factory=list)  # texts wholly covered by a later box
    #: every picture blitted (not a text: cards, icons, see-through ones too), where it lies
    pictures: list[pygame.Rect] = field(default_factory=list)

    def box(self, rect: pygame.Rect) -> None:
        """A filled box; stripes stacked one under another (a gradient) make one box."""
        last = self.items[-1] if self.items else None
        if (isinstance(last, Box) and (last.rect.x, last.rect.w) == (rect.x, rect.w)
                and last.rect.y < rect.y <= last.rect.bottom):  # fmt: skip
            last.rect = last.rect.union(rect)
        else:
            self.items.append(Box(rect))

    def hide(self, rect: pygame.Rect, note: bool = True) -> None:
        """Something opaque was drawn over ``rect``: texts wholly under it are gone, texts
        partly under it keep only the part that still shows (when that part is a rectangle).
        With ``note``, they are noted as `covered` (an icon's parts over its own number are
        not: the icon is a picture)."""
        kept: list[Text | Box] = []
        for i in self.items:
            if isinstance(i, Text) and rect.colliderect(i.rect):
                if note:
                    self.covered.append((Text(i.words, i.rect.copy(), i.cut, i.px, i.role),
                                         rect.copy()))  # fmt: skip
                if rect.contains(i.rect):
                    i.hidden_by = rect.copy()
                    self.hidden.append(i)
                    continue
                i.rect = _uncovered(i.rect, rect)
            kept.append(i)
        self.items = kept


class RecordingSurface(_BASE_SURFACE):  # type: ignore[misc, valid-type]
    """A pygame Surface that keeps `Records` of what was drawn on it."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.records = Records()

    def _cut(self, rect: pygame.Rect) -> str:
        """Why ``rect`` is cut off here, or "". Cut at the top or bottom is a scrolled list's
        partly shown row (scrolling shows the rest); cut at a side is text too wide."""
        visible = self.get_clip().clip(self.get_rect())
        if visible.colliderect(rect) and (rect.x < visible.x or rect.right > visible.right):
            return f"cut at the side by {tuple(visible)}"
        return ""

    def _add(self, words: str, rect: pygame.Rect, cut: str, px: int = 0, role: str = "",
             drawn: pygame.Rect | None = None) -> None:  # fmt: skip
        """Record a text; a row cut at the top or bottom (scrolled) keeps only what shows."""
        visible = self.get_clip().clip(self.get_rect())
        if not visible.colliderect(rect):
            return  # wholly clipped away: not shown
        cut = cut or self._cut(rect)
        drawn = (drawn or rect).clip(visible)
        if not cut:
            rect = rect.clip(visible)
        self.records.items.append(Text(words, rect, cut, px, role, drawn))

    def blit(self, source, dest, area=None, special_flags=0):
        result = super().blit(source, dest, area, special_flags)
        pos = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        src_rect = pygame.Rect(area) if area is not None else source.get_rect()
        offset = (pos[0] - src_rect.x, pos[1] - src_rect.y)
        shown = pygame.Rect(pos, src_rect.size).clip(self.get_clip())
        entry = _TEXTS.get(id(source))
        if entry is not None and entry[1] is source:
            inked = source.get_bounding_rect()
            if inked.w and inked.h:
                rect = inked.move(offset)
                cut = "" if src_rect.contains(inked) else "cut by a blit area"
                self._add(entry[0], rect, cut, entry[2], entry[3])
            return result
        if shown.w and shown.h:
            self.records.pictures.append(shown)
        if _opaque(source):
            self.records.hide(shown, note=min(shown.size) >= 32)
            if min(shown.size) >= 32:  # a card or a picture: a box of its own (not an icon)
                self.records.box(shown)
        carried = getattr(source, "records", Records())
        for text, cover in carried.covered:
            moved_text = Text(text.words, text.rect.move(offset), text.cut, text.px, text.role)
            self.records.covered.append((moved_text, cover.move(offset)))
        self.records.pictures += [r.move(offset).clip(shown) for r in carried.pictures]
        layer = source.get_size() == self.get_size()  # a layer of the picture, not a part
        for gone in carried.hidden if layer else ():
            self.records.hidden.append(Text(gone.words, gone.rect.move(offset), gone.cut,
                                            gone.px, gone.role,
                                            gone.drawn.move(offset),  # type: ignore[union-attr]
                                            gone.hidden_by.move(offset)))  # type: ignore[union-attr]
        for item in carried.items:
            moved = item.rect.move(offset)
            if isinstance(item, Text):
                cut = item.cut or ("" if src_rect.contains(item.rect) else "cut by a blit area")
                self._add(item.words, moved, cut, item.px, item.role,
                          item.drawn.move(offset))  # type: ignore[union-attr]
            else:
                self.records.items.append(Box(moved.clip(shown)))
        return result

    def fill(self, color, rect=None, special_flags=0):
        result = super().fill(color, rect, special_flags)
        area = pygame.Rect(rect).clip(self.get_clip()) if rect is not None else self.get_clip()
        if (len(color) < 4 or color[3] == 255) and area.contains(self.get_rect()):
            self.records = Records()  # painted over whole: a fresh picture
        elif len(color) < 4 or color[3] == 255:
            self.records.hide(area)
        return result

    def convert(self, *args):
        return self._same(super().convert(*args))

    def convert_alpha(self, *args):
        return self._same(super().convert_alpha(*args))

    def copy(self):
        return self._same(super().copy())

    def _same(self, plain: pygame.Surface) -> RecordingSurface:
        flags = pygame.SRCALPHA if plain.get_flags() & pygame.SRCALPHA else 0
        out = RecordingSurface(plain.get_size(), flags)
        _BASE_SURFACE.blit(out, plain, (0, 0))
        out.records = Records(list(self.records.items), list(self.records.covered),
                              list(self.records.hidden), list(self.records.pictures))
        return out


def _uncovered(r: pygame.Rect, cover: pygame.Rect) -> pygame.Rect:
    """What of ``r`` still shows beside or above/below ``cover``, if that is a rectangle."""
    r = r.copy()
    if cover.top <= r.top and cover.bottom >= r.bottom:  # covered across its full height
        if cover.left <= r.left:
            r.width, r.left = r.right - cover.right, cover.right
        elif cover.right >= r.right:
            r.width = cover.left - r.left
    elif cover.left <= r.left and cover.right >= r.right:  # across its full width
        if cover.top <= r.top:
            r.height, r.top = r.bottom - cover.bottom, cover.bottom
        elif cover.bottom >= r.bottom:
            r.height = cover.top - r.top
    return r


def _opaque(source: pygame.Surface) -> bool:
    """Whether ``source`` hides what is under it (sampled in its middle)."""
    if not (source.get_flags() & pygame.SRCALPHA) and source.get_alpha() in (None, 255):
        return source.get_colorkey() is None
    w, h = source.get_size()
    if not w or not h:
        return False
    return source.get_at((w // 2, h // 2)).a >= 200


def _rect(surface, color, rect, width=0, *args, **kwargs):
    result = _BASE_RECT(surface, color, rect, width, *args, **kwargs)
    records = getattr(surface, "records", None)
    if records is not None and width == 0:
        box = pygame.Rect(rect).clip(surface.get_clip())
        if len(color) < 4 or color[3] >= 200:  # see-through tints are not boxes
            records.hide(box)
            records.box(box)
    return result


def _text(content, role, px, colour, wraplength=0):
    surf = _BASE_TEXT(content, role, px, colour, wraplength)
    _TEXTS[id(surf)] = (content, surf, max(th.MIN_FONT_PX, int(px)), str(role))  # as drawn
    return surf


def _shorten(content, face, width):
    shown = _BASE_SHORTEN(content, face, width)
    if shown != content:
        _SHORTENED.setdefault(shown, set()).add(content)
    return shown


def _text_users() -> list:
    """The game's modules that imported `theme.text` by name (``from ..look.theme import
    text``): they call it through their own binding, which recording must reach too."""
    return [m for name, m in list(sys.modules.items())
            if name.startswith("finspan.") and getattr(m, "text", None) in (_BASE_TEXT, _text)]


def _shorten_users() -> list:
    """The game's modules that imported `theme.shorten` by name."""
    return [m for name, m in list(sys.modules.items()) if name.startswith("finspan.")
            and getattr(m, "shorten", None) in (_BASE_SHORTEN, _shorten)]  # fmt: skip


@contextlib.contextmanager
def recording() -> Iterator[None]:
    """Make every new surface a `RecordingSurface` and record texts and boxes (also the
    texts of modules that imported `theme.text` by name, whether they were imported before
    the recording or during it: what is recorded never depends on what ran before)."""
    th._TEXT_CACHE.clear()
    pygame.Surface = RecordingSurface  # type: ignore[misc]
    pygame.draw.rect = _rect
    th.text = _text
    th.shorten = _shorten
    for module in _text_users():
        module.text = _text
    for module in _shorten_users():
        module.shorten = _shorten
    try:
        yield
    finally:
        pygame.Surface = _BASE_SURFACE  # type: ignore[misc]
        pygame.draw.rect = _BASE_RECT
        th.text = _BASE_TEXT
        th.shorten = _BASE_SHORTEN
        for module in _text_users():
            module.text = _BASE_TEXT
        for module in _shorten_users():
            module.shorten = _BASE_SHORTEN
        th._TEXT_CACHE.clear()
        _TEXTS.clear()
        _SHORTENED.clear()


def problems(
    records: Records, size: tuple[int, int], excused: list[pygame.Rect] = ()  # type: ignore[assignment]
) -> list[str]:
    """What is wrong with the picture ``records`` describe, one line each. Texts inside an
    ``excused`` rectangle are left out (known problems of code audited elsewhere)."""
    screen = pygame.Rect((0, 0), size)
    out: list[str] = cut_with_room(records, size, excused)
    records = Records([i for i in records.items
                       if isinstance(i, Box)
                       or not any(r.collidepoint(i.rect.topleft) for r in excused)])
    texts = [i for i in records.items if isinstance(i, Text)]
    texts = [t for t in texts if screen.colliderect(t.rect)]  # off-screen: scrolled away
    for t in texts:
        if t.cut:
            out.append(f"{t.words!r} at {tuple(t.rect)} {t.cut}")
        elif t.rect.x < 0 or t.rect.right > screen.right:
            out.append(f"{t.words!r} at {tuple(t.rect)} runs off the window")
    for a, b in _overlapping(texts):
        out.append(f"{a.words!r} at {tuple(a.rect)} overlaps {b.words!r} at {tuple(b.rect)}")
    boxes: list[Box] = []
    for item in records.items:
        if isinstance(item, Box):
            boxes.append(item)
            continue
        corner = item.rect.inflate(-2, -2).topleft
        holders = [  # a band lower than the text is a stripe of a gradient, not its box
            b for b in boxes
            if b.rect.collidepoint(corner) and b.rect.h > item.rect.h and b.rect.w > 4
        ]  # fmt: skip
        if holders and not item.cut:
            box = holders[-1].rect  # the box drawn last under the text's corner: its own
            if not box.inflate(2, 2).contains(item.rect):
                out.append(f"{item.words!r} at {tuple(item.rect)} sticks out of its box "
                           f"{tuple(box)}")  # fmt: skip
    return out


# --- Issue 34: nothing is cut with "…" where its box has room to show it whole ---------------


def _holder(before: list[Text | Box], text: Text, screen: pygame.Rect) -> pygame.Rect:
    """The box ``text`` starts in: the last drawn before it under its top-left corner (as
    `problems` finds it), else the window."""
    corner = text.rect.inflate(-2, -2).topleft
    boxes = [i.rect for i in before if isinstance(i, Box) and i.rect.collidepoint(corner)
             and i.rect.h > text.rect.h and i.rect.w > 4]  # fmt: skip
    return boxes[-1] if boxes else screen


def _free_runs(start: int, stop: int, spans: list[tuple[int, int]], least: int) -> int:
    """The room from ``start`` to ``stop`` that no span takes, in runs of at least ``least``
    (narrower ones are the spacing between things, not room)."""
    free, at = 0, start
    for a, b in sorted(spans):
        if a > at and min(a, stop) - at >= least:
            free += min(a, stop) - at
        at = max(at, b)
    if stop - at >= least:
        free += stop - at
    return free


def cut_with_room(records: Records, size: tuple[int, int],
                  excused: list[pygame.Rect] = ()) -> list[str]:  # type: ignore[assignment]
    """Texts shortened with "…" whose whole words would show in their box (issue 34): the
    box (the last drawn under the text's corner, else the window) has, in the text's line,
    room no other text, box or picture takes for the words cut off (the line could be laid
    out again: the name before the cards; runs narrower than the font size are spacing, not
    room), or under everything in it room for the lines the whole words take wrapped at the
    box's edge (they could wrap). A padding of a quarter of the font size is kept at the
    box's sides and foot. One line each."""
    screen = pygame.Rect((0, 0), size)
    out: list[str] = []
    items = records.items
    for k, t in enumerate(items):
        if (not isinstance(t, Text) or not t.words.endswith("…") or not t.px or t.cut
                or not screen.colliderect(t.rect) or t.words not in _SHORTENED
                or any(r.collidepoint(t.rect.topleft) for r in excused)):  # fmt: skip
            continue
        try:
            face = th.font(th.FontRole(t.role), t.px)
        except ValueError:
            continue
        whole = min(_SHORTENED[t.words], key=len)
        holder = _holder(items[:k], t, screen)
        pad = max(2, t.px // 4)
        others = [r.clip(holder) for r in [*(i.rect for i in items if i is not t),
                                            *records.pictures]
                  if r.colliderect(holder) and not r.contains(t.rect)]  # fmt: skip
        # beside it: the free room of its line in the box
        line = [(r.x, r.right) for r in others if r.top < t.rect.bottom and r.bottom > t.rect.top]
        free = _free_runs(holder.x + pad, holder.right - pad, [*line, (t.rect.x, t.rect.right)],
                          t.px)
        need = face.size(whole)[0] - face.size(t.words)[0]
        if need <= free:
            out.append(f"{t.words!r} at {tuple(t.rect)} is cut, though its box {tuple(holder)} "
                       f"has {free} px free in its line for the {need} px of {whole!r}")
            continue
        # under it: the free room at the box's foot for the whole words wrapped
        lines = th.wrap(whole, face, holder.right - pad - t.rect.x)
        if len(lines) < 2 or any(face.size(x)[0] > holder.right - pad - t.rect.x for x in lines):
            continue
        lowest = max([t.rect.bottom, *(r.bottom for r in others if r.bottom > t.rect.top)])
        room = holder.bottom - pad - lowest
        extra = (len(lines) - 1) * face.get_linesize()
        if extra <= room:
            out.append(f"{t.words!r} at {tuple(t.rect)} is cut, though its box {tuple(holder)} "
                       f"has {room} px free at its foot for {whole!r} wrapped in "
                       f"{len(lines)} lines")  # fmt: skip
    return out


def _overlapping(texts: list[Text]) -> Iterator[tuple[Text, Text]]:
    ordered = sorted(texts, key=lambda t: t.rect.y)
    for i, a in enumerate(ordered):
        for b in ordered[i + 1 :]:
            if b.rect.y >= a.rect.bottom:
                break
            inner = a.rect.clip(b.rect)
            shadow = a.words == b.words and a.rect.size == b.rect.size  # a drop shadow
            if inner.w > 1 and inner.h > 1 and not shadow:
                yield a, b


# --- Rule (a): text is never smaller at a larger text size ------------------------------------


def text_sizes(records: Records, size: tuple[int, int]) -> dict[tuple[str, str], int]:
    """The smallest font size (px) each visible text is drawn at on a ``size`` window, by
    its words and role (bare numbers and signs of one or two characters left out: a card's
    points and an icon's number are both "3", and only one of them may show)."""
    screen = pygame.Rect((0, 0), size)
    out: dict[tuple[str, str], int] = {}
    for item in records.items:
        if not isinstance(item, Text) or not item.px or not screen.colliderect(item.rect):
            continue
        if len(item.words) <= 2 and not any(c.isalpha() for c in item.words):
            continue
        key = (item.words, item.role)
        out[key] = min(item.px, out.get(key, item.px))
    return out


def _base(at_100: dict[tuple[str, str], int], words: str, role: str) -> int | None:
    """The size at 100 % a text (words, role) is compared with: the same text's, or for a text
    shortened with "…" the smallest of the texts it is the start of; None if there is none."""
    base = at_100.get((words, role))
    if base is None and words.endswith("…") and len(words) > 1:
        starts = [p for (w, r), p in at_100.items() if r == role and w.startswith(words[:-1])]
        base = min(starts) if starts else None
    return base


def smaller_than_at_100(at_100: dict[tuple[str, str], int], larger: dict[tuple[str, str], int],
                        scale: float) -> list[str]:  # fmt: skip
    """Texts drawn smaller at the text size ``scale`` than the same text (words and role) at
    100 %, one line each: the smallest of each is compared. A text shortened with "…" is
    compared with the texts it is the start of."""
    out = []
    for (words, role), px in sorted(larger.items()):
        base = _base(at_100, words, role)
        if base is not None and px < base:
            out.append(f"{words!r} ({role}) is {px} px at {scale:.0%}, {base} px at 100%")
    return out


def compared(at_100: dict[tuple[str, str], int], larger: dict[tuple[str, str], int]
             ) -> list[tuple[str, str]]:  # fmt: skip
    """The texts (words, role) of ``larger`` that `smaller_than_at_100` compares with a text
    at 100 % (the rule holds for these; the others it cannot check)."""
    return [key for key in sorted(larger) if _base(at_100, *key) is not None]


# --- Rule (b): no two controls or text boxes overlap -------------------------------------------


def overlaps(controls: list[tuple[str, pygame.Rect]], records: Records,
             size: tuple[int, int]) -> list[str]:  # fmt: skip
    """Controls (``(name, rect)``: buttons, choices, fields, list rows) that overlap each
    other, texts something opaque was drawn over, and texts lying across a control they are
    not part of, one line each. ``records`` are of one scene drawn alone."""
    screen = pygame.Rect((0, 0), size)
    out: list[str] = []
    shown = [(n, r) for n, r in controls if r.w > 0 and r.h > 0 and screen.colliderect(r)]
    for i, (name_a, a) in enumerate(shown):
        for name_b, b in shown[i + 1 :]:
            inner = a.clip(b)
            if inner.w > 1 and inner.h > 1:
                out.append(f"{name_a} at {tuple(a)} overlaps {name_b} at {tuple(b)}")
    for text, cover in records.covered:
        inner = text.rect.clip(cover)
        visible = screen.colliderect(text.rect) and not cover.contains(screen)  # no backdrop
        if inner.w > 1 and inner.h > 1 and visible:
            out.append(f"{text.words!r} at {tuple(text.rect)} is covered by a box drawn later "
                       f"at {tuple(cover)}")  # fmt: skip
    texts = [i for i in records.items if isinstance(i, Text) and screen.colliderect(i.rect)]
    for t in texts:
        for name, r in shown:
            inner = t.rect.clip(r)
            if inner.w > 1 and inner.h > 1 and not r.inflate(2, 2).contains(t.rect):
                out.append(f"{t.words!r} at {tuple(t.rect)} lies across {name} at {tuple(r)}")
    return out


# --- Rule (d): a help never covers the focused control -----------------------------------------


def help_box(records: Records, words: str) -> pygame.Rect | None:
    """The box a help (tooltip) with ``words`` was drawn in: the last box drawn under its
    text before it, or None if the help was not drawn."""
    last_box: pygame.Rect | None = None
    for item in records.items:
        if isinstance(item, Box):
            last_box = item.rect
        elif item.words == words:
            if last_box is not None and last_box.contains(item.rect):
                return last_box
            return item.rect
    return None


# --- Fresh pictures: every text drawn while recording --------------------------------------


def forget_pictures() -> None:
    """Empty the caches of pictures that hold words (cards, their help panels, icons with
    numbers, the ocean's slot cards and thumbnails, How to play's pictures), so that a
    recording sees their texts whatever ran before (a picture cached outside a recording
    carries no records, and its words would go unchecked)."""
    from finspan.frontend.art import board, card_help, cards, icons, thumbnail
    from finspan.frontend.finspan import rules_pictures

    for cache in (cards._CACHE, card_help._PANELS, icons._CACHE):
        cache.clear()
    for plain in (board._SLOT_CARDS, thumbnail._THUMBS, board._WATER, rules_pictures._CACHE,
                  card_help._TIPS):  # fmt: skip
        plain.clear()


# --- Rules for screens with controls (the table's): (b) overlaps, (c) whole texts ------------


def visible_texts(records: Records, area: pygame.Rect) -> list[Text]:
    """The texts still showing whose top-left corner is in ``area``, in reading order."""
    inside = [i for i in records.items if isinstance(i, Text) and area.collidepoint(i.rect.topleft)]
    return sorted(inside, key=lambda t: (t.rect.centery // 4, t.rect.x))


def _meets(a: pygame.Rect, b: pygame.Rect) -> bool:
    inner = a.clip(b)
    return inner.w > 1 and inner.h > 1


def controls_overlap(
    records: Records, controls: list[tuple[str, pygame.Rect]],
    replaced: list[pygame.Rect] = (),  # type: ignore[assignment]
) -> list[str]:  # fmt: skip
    """(b) Controls and text boxes never overlap: no two ``controls`` (named rects: buttons,
    the rows of a list, cards to click, a box of words) meet, and no text meets a control
    that does not hold it whole (its label), whether the text still shows or a control drawn
    later covers it (a text covered whole counts when what covered it was the control).
    Controls named "group: ..." may lie inside the control named "group".
    Texts hidden inside a ``replaced`` rect are what a box drawn over them replaces (the log
    under the guide's box): not counted."""
    out: list[str] = []
    for i, (a, ra) in enumerate(controls):
        for b, rb in controls[i + 1 :]:
            nested = a.split(":")[0] == b.split(":")[0] and (ra.contains(rb) or rb.contains(ra))
            if _meets(ra, rb) and not nested:
                out.append(f"{a} at {tuple(ra)} overlaps {b} at {tuple(rb)}")
    for t in records.items:
        if not isinstance(t, Text):
            continue
        drawn = t.drawn or t.rect
        for name, r in controls:
            if _meets(drawn, r) and not r.inflate(2, 2).contains(drawn):
                out.append(f"{t.words!r} at {tuple(drawn)} overlaps {name} at {tuple(r)}")
    for t in records.hidden:
        drawn = t.drawn or t.rect
        if any(r.contains(drawn) for r in replaced):
            continue
        by = t.hidden_by or drawn
        for name, r in controls:
            if _meets(drawn, r) and r.inflate(2, 2).contains(by):
                out.append(f"{t.words!r} at {tuple(drawn)} is hidden under {name} at {tuple(r)}")
    return out


def words_shown(texts: list[Text]) -> str:
    """The words of ``texts`` one after another, as a reader reads them."""
    return " ".join(" ".join(t.words.split()) for t in texts)


def whole_words_missing(expected: str, texts: list[Text]) -> str:
    """"" if every word of ``expected`` shows in ``texts`` in order, none shortened with "…";
    else what is missing from where."""
    shown = words_shown(texts)
    if "…" in shown:
        return f"a text is shortened with '…': {shown!r}"
    words = shown.split()
    at = 0
    for k, word in enumerate(expected.split()):
        while at < len(words) and words[at] != word:
            at += 1
        if at == len(words):
            return f"missing from {word!r} ({' '.join(expected.split()[k:])!r}) in {shown!r}"
        at += 1
    return ""

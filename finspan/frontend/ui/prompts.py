"""Key prompts that match the device: a hint written with the keyboard's keys ("Enter: open ·
Esc: back") is shown with the controller's buttons when a controller was used last.

The app keeps the theme's ``pad_layout`` ("" while the keyboard or the mouse was used last,
else the layout of the controller used last; `finspan.frontend.shell.pads`). Hints stay
written once, in keyboard words; `pad_buttons` reads a hint's keys as the buttons that send
them (the pads' `BUTTON_KEYS`), and a part of a hint whose keys no button sends (F11, typing)
is left out on a pad. Drawn with the theme and the glyphs of `art.glyphs`; changes nothing.
"""

from __future__ import annotations

import re

import pygame

from ..art.glyphs import pad_glyph
from ..look.theme import UI, Colour, FontRole, Theme

#: A key's name in a hint -> the controller buttons (`art.glyphs` names) that send it.
KEY_BUTTONS: dict[str, tuple[str, ...]] = {
    "enter": ("south",), "space": ("south",), "esc": ("east",), "backspace": ("east",),
    "h": ("west",), "e": ("north",), "d": ("back",), "f1": ("lstick",), "?": ("lstick",),
    "z": ("rstick",), "f10": ("start",), "del": ("west",), "f11": ("back", "start"),
    "m": ("back", "rstick"), "r": ("north",), "ctrl+z": ("lb",), "ctrl+y": ("rb",),
    "pgup": ("lt",), "pgdn": ("rt",), "page up": ("lt",), "page down": ("rt",),
    "page up/down": ("lt", "rt"),
    "up": ("dpad",), "down": ("dpad",), "left": ("dpad",), "right": ("dpad",),
    "arrows": ("dpad",), "tab": ("dpad",), "shift+tab": ("dpad",), "up/down": ("dpad",),
    "left/right": ("dpad",),
}  # fmt: skip
#: What separates keys in a hint's key part ("Up, Down or Tab", "Ctrl+Z / Ctrl+Y").
_KEY_SEPARATORS = re.compile(r"\s*(?:,|\bor\b|\s/\s|·)\s*")
#: The separator of a hint's parts.
PART_SEPARATOR = " · "


def pad_buttons(keys: str) -> tuple[str, ...] | None:
    """The controller buttons that send the keys named in ``keys`` ("Up, Down or Tab" ->
    ("dpad",); "E or right-click" -> ("north",)), each once, in order; None if no button
    sends any of them ("1 - 9", "F11")."""
    out: list[str] = []
    for name in filter(None, _KEY_SEPARATORS.split(keys.strip())):
        found = KEY_BUTTONS.get(name.lower())
        if found is None and "/" in name:  # "PgUp/PgDn", "Up/Down"
            parts = [KEY_BUTTONS.get(part.strip().lower()) for part in name.split("/")]
            found = tuple(b for p in parts for b in p or ())
        out += [b for b in found or () if b not in out]
    return tuple(out) or None


def glyph_row(buttons: tuple[str, ...], height: int, theme: Theme) -> pygame.Surface:
    """The glyphs of ``buttons`` of the controller used last, side by side."""
    glyphs = [pad_glyph(theme.pad_layout or "generic", b, height) for b in buttons]
    gap = theme.px(4)
    out = pygame.Surface((sum(g.get_width() for g in glyphs) + gap * (len(glyphs) - 1), height),
                         pygame.SRCALPHA)  # fmt: skip
    x = 0
    for g in glyphs:
        out.blit(g, (x, 0))
        x += g.get_width() + gap
    return out


def pad_parts(hint: str) -> list[tuple[tuple[str, ...], str]]:
    """A hint's parts ("keys: words") as (buttons, words), leaving out the parts whose keys
    no controller button sends."""
    out = []
    for part in hint.split(PART_SEPARATOR):
        keys, colon, words = part.partition(":")
        buttons = pad_buttons(keys) if colon else None
        if buttons is not None:
            out.append((buttons, words.strip()))
    return out


def prompt_surface(hint: str, role: FontRole, colour: Colour, theme: Theme) -> pygame.Surface:
    """``hint`` drawn for the device used last: the words as written for the keyboard, or
    each part's buttons as the controller's glyphs followed by its words."""
    if not theme.pad_layout:
        return theme.text(hint, role, colour)
    face = theme.font(role)
    height = face.get_linesize()
    gap, between = theme.px(4), theme.px(14)
    pieces: list[tuple[pygame.Surface, int]] = []  # (surface, space before it)
    for n, (buttons, words) in enumerate(pad_parts(hint)):
        pieces.append((glyph_row(buttons, height, theme), between if n else 0))
        pieces.append((theme.text(words, role, colour), gap))
    width = sum(s.get_width() + space for s, space in pieces)
    out = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    x = 0
    for surface, space in pieces:
        x += space
        out.blit(surface, (x, (height - surface.get_height()) // 2))
        x += surface.get_width()
    return out


#: A controller's buttons as running text names them, by layout.
BUTTON_WORDS: dict[str, dict[str, str]] = {
    "xbox": {"south": "A", "east": "B", "north": "Y", "back": "View"},
    "playstation": {"south": "cross", "east": "circle", "north": "triangle", "back": "Create"},
    "nintendo": {"south": "B", "east": "A", "north": "X", "back": "Minus"},
    "generic": {"south": "South", "east": "East", "north": "North", "back": "Select"},
}
#: Running text written for the mouse and the keyboard -> the same for a controller (the
#: button words filled in from `BUTTON_WORDS`), tried in order.
_PAD_PHRASES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), words) for pattern, words in (
        (r"[Cc]lick or press (?:a|any) key to skip", "Press any button to skip"),
        (r"[Cc]lick or any key", "Any button"),
        (r"\(its number, or click it(?: in your hand)?\)", "(on the board, or in the list)"),
        (r" or press its number", ""),
        (r"[Cc]lick or press D to look at it", "Press {back} to look at it"),
        (r"\bscroll or Up/Down\b", "more with the D-pad"),
        (r"\bEsc\b", "{east}"),
        (r"\bClick: ", "{south}: "),
        (r"\bClick\b", "Choose"),
        (r"\bclick\b", "choose"),
        (r"\bHover\b", "Move the focus to"),
        (r"\bhover\b", "move the focus to"),
    )
)  # fmt: skip


def for_device(text: str, theme: Theme) -> str:
    """``text`` written for the mouse and the keyboard ("Click a lit slot", "Esc: cancel"), in
    a controller's words while one was used last ("Choose a lit slot", "B: cancel")."""
    if not theme.pad_layout:
        return text
    names = BUTTON_WORDS.get(theme.pad_layout, BUTTON_WORDS["generic"])
    for pattern, words in _PAD_PHRASES:
        text = pattern.sub(words.format(**names), text)
    return text


_KEY_SUFFIX = re.compile(r"^(.*\S)\s*\(([^()]+)\)$")


def label_with_buttons(label: str, role: FontRole, colour: Colour, theme: Theme) -> pygame.Surface:
    """A button's label that names its key in brackets ("Open (Enter)", "Back (Esc)"): with a
    controller used last, the words and that controller's button instead of the bracket (the
    words alone if no button sends those keys)."""
    found = _KEY_SUFFIX.match(label) if theme.pad_layout else None
    buttons = pad_buttons(found.group(2)) if found else None
    if found is None:
        return theme.text(label, role, colour)
    if buttons is None:  # keys no button sends ("Delete (Y)"): the words alone
        return theme.text(found.group(1), role, colour)
    words = theme.text(found.group(1), role, colour)
    glyphs = glyph_row(buttons, theme.font(role).get_linesize(), theme)
    gap = theme.px(6)
    height = max(words.get_height(), glyphs.get_height())
    out = pygame.Surface((words.get_width() + gap + glyphs.get_width(), height), pygame.SRCALPHA)
    out.blit(words, (0, (out.get_height() - words.get_height()) // 2))
    out.blit(glyphs, (words.get_width() + gap, (out.get_height() - glyphs.get_height()) // 2))
    return out


def prompt_column(hint: str, role: FontRole, colour: Colour, theme: Theme, width: int
                  ) -> pygame.Surface:  # fmt: skip
    """``hint`` for a narrow column ``width`` wide: the words wrapped for the keyboard, or one
    line per part with a controller's buttons (a part no button sends left out)."""
    if not theme.pad_layout:
        return theme.text(hint, role, colour, wraplength=width)
    lines = [prompt_surface(part, role, colour, theme) for part in hint.split(PART_SEPARATOR)
             if pad_parts(part)]  # fmt: skip
    out = pygame.Surface((max([1, *(s.get_width() for s in lines)]),
                          max(1, sum(s.get_height() for s in lines))), pygame.SRCALPHA)  # fmt: skip
    y = 0
    for line in lines:
        out.blit(line, (0, y))
        y += line.get_height()
    return out


def draw_hint(surface: pygame.Surface, hint: str, size: tuple[int, int], theme: Theme) -> None:
    """A one-line key hint centred along the bottom edge, for the device used last."""
    img = prompt_surface(hint, FontRole.SMALL, UI["text_dim"], theme)
    surface.blit(img, img.get_rect(midbottom=(size[0] // 2, size[1] - theme.px(6))))

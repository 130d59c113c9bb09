"""Small widgets with keyboard focus: Button, Choice/Toggle, TextInput, Label (the scrolling
Grid and ScrollList are in `ui.lists`).

Owns widget behaviour (hover, click, keys, focus ring) and a `FocusGroup` that moves focus
with Tab / Shift+Tab and the arrow keys. Widgets never import scenes: they report upward
through callbacks given at construction. Layout is by proportion: a scene computes rects from
the current surface size (see `rel`) and calls `layout` on resize. Widgets read input from
event attributes only (posted events may lack ``unicode``, ``mod`` or ``pos``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from ..look import theme as th
from ..look.theme import UI, FontRole, Theme, get_theme
from ..shell import audio
from ..shell.pads import KEYBOARD_WANTED
from .prompts import label_with_buttons

T = TypeVar("T")

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def rel(
    container: pygame.Rect | tuple[int, int], x: float, y: float, w: float, h: float
) -> pygame.Rect:
    """A rect at fractions of a container (a rect or a size): ``rel(size, .1, .1, .5, .08)``."""
    box = container if isinstance(container, pygame.Rect) else pygame.Rect((0, 0), container)
    return pygame.Rect(
        box.x + round(box.w * x), box.y + round(box.h * y), round(box.w * w), round(box.h * h)
    )


def _shift(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


def event_pos(event: pygame.event.Event) -> tuple[int, int] | None:
    """The mouse position an event carries, or None (posted events may have none)."""
    pos = getattr(event, "pos", None)
    return tuple(pos) if pos is not None else None  # type: ignore[return-value]


class Widget:
    """Base widget: a rect, focus and hover state, a tooltip text, and no behaviour."""

    focusable = True

    def __init__(self, *, tooltip: str | None = None, theme: Theme | None = None) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.hovered = False
        self.enabled = True
        self.tooltip = tooltip
        self.theme = theme or get_theme()

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    @property
    def focus_rect(self) -> pygame.Rect:
        """What the focus ring marks (the whole widget here; a list's chosen row)."""
        return self.rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to an event; True if consumed. Hover is tracked for every widget."""
        if event.type == pygame.MOUSEMOTION and (pos := event_pos(event)) is not None:
            self.hovered = self.rect.collidepoint(pos)
        return False

    def draw(self, surface: pygame.Surface) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The visible focus ring, drawn just outside the rect."""
        if self.focused:
            width = max(2, self.theme.px(3))
            pygame.draw.rect(
                surface, UI["focus"], self.rect.inflate(2 * width, 2 * width), width,
                border_radius=self.theme.px(8),
            )  # fmt: skip

    def clicked(self, event: pygame.event.Event) -> bool:
        """True for a left-button release inside the widget."""
        pos = event_pos(event)
        return (
            event.type == pygame.MOUSEBUTTONUP
            and getattr(event, "button", 1) == 1
            and pos is not None
            and self.rect.collidepoint(pos)
        )


def _panel(surface: pygame.Surface, rect: pygame.Rect, colour, theme: Theme) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=theme.px(6))
    pygame.draw.rect(surface, UI["panel_edge"], rect, 1, border_radius=theme.px(6))


class Label(Widget):
    """Text that cannot take focus; ``align`` is ``left``, ``centre`` or ``right``."""

    focusable = False

    def __init__(
        self, text: str, role: FontRole = FontRole.BODY, colour=UI["text"], *, align: str = "left",
        theme: Theme | None = None,
    ) -> None:  # fmt: skip
        super().__init__(theme=theme)
        self.text, self.role, self.colour, self.align = text, role, colour, align

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        px = th.fit_text(self.text, self.role, t.font_px(self.role), self.rect.w,
                         t.least_px(self.role))  # fmt: skip
        words = th.shorten(self.text, th.font(self.role, px), self.rect.w)
        img = th.text(words, self.role, px, self.colour)
        r = img.get_rect(centery=self.rect.centery)
        if self.align == "centre":
            r.centerx = self.rect.centerx
        elif self.align == "right":
            r.right = self.rect.right
        else:
            r.left = self.rect.left
        surface.blit(img, r)


class Button(Widget):
    """A push button: click, Enter or Space calls ``on_click()``."""

    def __init__(
        self, text: str, on_click: Callable[[], object], *, tooltip: str | None = None,
        theme: Theme | None = None,
    ) -> None:  # fmt: skip
        super().__init__(tooltip=tooltip, theme=theme)
        self.text = text
        self.on_click = on_click
        self._pressed = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled:
            return False
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            audio.play("button_click")
            self.on_click()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = event_pos(event)
            self._pressed = pos is not None and self.rect.collidepoint(pos)
            return self._pressed
        if self.clicked(event) and self._pressed:
            self._pressed = False
            audio.play("button_click")
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        colour = UI["button_active"] if self.hovered or self.focused else UI["button"]
        _panel(surface, self.rect, colour, self.theme)
        ink = UI["text"] if self.enabled else UI["text_dim"]
        img = label_with_buttons(self.text, FontRole.BODY_BOLD, ink, self.theme)
        room = self.rect.w - self.theme.px(8)
        if img.get_width() > room:  # a label too long at a large text size: shortened
            words = th.shorten(self.text, self.theme.font(FontRole.BODY_BOLD), room)
            img = self.theme.text(words, FontRole.BODY_BOLD, ink)
        surface.blit(img, img.get_rect(center=self.rect.center))
        self.draw_focus(surface)


class Choice(Widget, Generic[T]):
    """A labelled value cycled with Left/Right (or click on its halves, Enter/Space forward).

    ``on_change(value)`` is called after every change.
    """

    def __init__(
        self, label: str, options: Sequence[tuple[T, str]], on_change: Callable[[T], None], *,
        index: int = 0, tooltip: str | None = None, theme: Theme | None = None,
    ) -> None:  # fmt: skip
        super().__init__(tooltip=tooltip, theme=theme)
        if not options:
            raise ValueError("a Choice needs at least one option")
        self.label = label
        self.options = list(options)
        self.index = index
        self.on_change = on_change

    @property
    def value(self) -> T:
        return self.options[self.index][0]

    def set_value(self, value: T) -> None:
        """Select ``value`` without calling ``on_change``; ValueError if it is not an option."""
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self.index = i
                return
        raise ValueError(f"{value!r} is not an option of {self.label!r}")

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        self.on_change(self.value)
        audio.play("button_click")  # after the change: heard at a new effects volume

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled:
            return False
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, *ACTIVATE_KEYS):
                self.step(1)
                return True
        if self.clicked(event):
            pos = event_pos(event)
            self.step(-1 if pos is not None and pos[0] < self.rect.x + self.rect.w // 3 else 1)
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and bool(
            (pos := event_pos(event)) and self.rect.collidepoint(pos)
        )

    @staticmethod
    def height_for(theme: Theme) -> int:
        """The height a choice needs for its label over its value at the theme's text size
        (its text is never made smaller to fit a lower rect: lay it out at least this high)."""
        small, bold = theme.font(FontRole.SMALL), theme.font(FontRole.BODY_BOLD)
        return small.get_linesize() + bold.get_linesize() + theme.px(4)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        colour = UI["hover"] if self.hovered or self.focused else UI["panel"]
        _panel(surface, self.rect, colour, t)
        pad = t.px(8)
        # the label above the value, at the text size; a long value may be made smaller down
        # to its size at 100 % text, then shortened ("…"), a long label shortened
        small = t.font(FontRole.SMALL)
        label_words = th.shorten(self.label, small, self.rect.w - 2 * pad)
        label = t.text(label_words, FontRole.SMALL, UI["text_dim"])
        role = FontRole.BODY_BOLD
        arrow_w = t.px(16)
        room = self.rect.w - 2 * pad - 2 * arrow_w
        value_text = self.options[self.index][1]
        px = th.fit_text(value_text, role, t.font_px(role), room, t.least_px(role))
        value_text = th.shorten(value_text, th.font(role, px), room)
        value = th.text(value_text, role, px, UI["text"])
        top = self.rect.y + (self.rect.h - label.get_height() - value.get_height()) // 2
        surface.blit(label, (self.rect.x + pad, top))
        vy = top + label.get_height()
        arrows = t.text("‹", role, UI["accent"]), t.text("›", role, UI["accent"])
        surface.blit(arrows[0], (self.rect.x + pad, vy))
        surface.blit(arrows[1], (self.rect.right - pad - arrows[1].get_width(), vy))
        surface.blit(value, value.get_rect(midtop=(self.rect.centerx, vy)))
        self.draw_focus(surface)


def Toggle(
    label: str, on_change: Callable[[bool], None], *, value: bool = False,
    words: tuple[str, str] = ("off", "on"), tooltip: str | None = None, theme: Theme | None = None,
) -> Choice[bool]:  # fmt: skip
    """An on/off `Choice`."""
    return Choice(
        label, [(False, words[0]), (True, words[1])], on_change, index=int(value),
        tooltip=tooltip, theme=theme,
    )  # fmt: skip


class TextInput(Widget):
    """One line of text: typing (TEXTINPUT ``text``), Backspace, Delete, Left/Right, Home/End.

    ``on_change(text)`` after every edit, ``on_submit(text)`` on Enter. South on a
    controller (Enter from a pad) or a tap asks for the on-screen keyboard instead
    (posts `KEYBOARD_WANTED`).
    """

    def __init__(
        self, placeholder: str, on_change: Callable[[str], None], *,
        on_submit: Callable[[str], None] | None = None, max_length: int = 60,
        tooltip: str | None = None, theme: Theme | None = None, label: str = "",
    ) -> None:  # fmt: skip
        super().__init__(tooltip=tooltip, theme=theme)
        self.placeholder = placeholder
        #: What the field is for, as the on-screen keyboard's title (default: the placeholder).
        self.label = label or placeholder
        self.text = ""
        self.caret = 0
        self.on_change = on_change
        self.on_submit = on_submit
        self.max_length = max_length
        self.all_selected = False  # typing replaces it all; Ctrl+A selects all

    def set_text(self, text: str, *, notify: bool = True) -> None:
        self.text = text[: self.max_length]
        self.caret = len(self.text)
        self.all_selected = False
        if notify:
            self.on_change(self.text)

    def select_all(self) -> None:
        """Select the whole text: the next typed character or Backspace replaces it."""
        self.all_selected = bool(self.text)
        self.caret = len(self.text)

    def _take_selection(self) -> bool:
        """Remove the selected text (if all is selected); True if something was removed."""
        if not self.all_selected:
            return False
        self.all_selected = False
        self.text, self.caret = "", 0
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled:
            return False
        if event.type == pygame.TEXTINPUT and self.focused:
            typed = getattr(event, "text", "")
            if typed and self._take_selection():
                self.on_change(self.text)
            if typed and len(self.text) < self.max_length:
                typed = typed[: self.max_length - len(self.text)]
                self.text = self.text[: self.caret] + typed + self.text[self.caret :]
                self.caret += len(typed)
                self.on_change(self.text)
            return True
        if self._wants_keyboard(event):
            pygame.event.post(pygame.event.Event(KEYBOARD_WANTED, field=self))
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            key = event.key
            if key == pygame.K_a and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                self.select_all()
                return True
            if key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self._take_selection():
                self.on_change(self.text)
                return True
            if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.all_selected = False
            if key == pygame.K_BACKSPACE:
                if self.caret > 0:
                    self.text = self.text[: self.caret - 1] + self.text[self.caret :]
                    self.caret -= 1
                    self.on_change(self.text)
                return True
            if key == pygame.K_DELETE:
                if self.caret < len(self.text):
                    self.text = self.text[: self.caret] + self.text[self.caret + 1 :]
                    self.on_change(self.text)
                return True
            if key == pygame.K_LEFT:
                self.caret = max(0, self.caret - 1)
                return True
            if key == pygame.K_RIGHT:
                self.caret = min(len(self.text), self.caret + 1)
                return True
            if key == pygame.K_HOME:
                self.caret = 0
                return True
            if key == pygame.K_END:
                self.caret = len(self.text)
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_submit is not None:
                    self.on_submit(self.text)
                return True
            # a posted KEYDOWN for a printable key is answered by TEXTINPUT; swallow it
            return key == pygame.K_SPACE or bool(
                getattr(event, "unicode", "").isprintable() and getattr(event, "unicode", "")
            )
        return event.type == pygame.MOUSEBUTTONDOWN and bool(
            (pos := event_pos(event)) and self.rect.collidepoint(pos)
        )

    def _wants_keyboard(self, event: pygame.event.Event) -> bool:
        """South on a controller while focused, or a finger's tap on the field."""
        if event.type == pygame.KEYDOWN:
            pad = bool(getattr(event, "pad", False))
            return self.focused and pad and event.key == pygame.K_RETURN
        pos = event_pos(event)
        return (event.type == pygame.MOUSEBUTTONUP and getattr(event, "touch", False)
                and pos is not None and self.rect.collidepoint(pos))  # fmt: skip

    def draw(self, surface: pygame.Surface) -> None:
        _panel(surface, self.rect, UI["input"], self.theme)
        pad = self.theme.px(10)
        role = FontRole.BODY
        if self.text:
            img = self.theme.text(self.text, role, UI["text"])
        else:
            img = self.theme.text(self.placeholder, role, UI["text_dim"])
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        y = self.rect.centery - img.get_height() // 2
        if self.all_selected:  # the selection, shown behind the text
            marked = pygame.Rect(self.rect.x + pad - 2, y, img.get_width() + 4, img.get_height())
            pygame.draw.rect(surface, UI["selected"], marked)
        surface.blit(img, (self.rect.x + pad, y))
        if self.focused:
            caret_x = self.rect.x + pad + self.theme.font(role).size(self.text[: self.caret])[0]
            pygame.draw.line(
                surface, UI["focus"], (caret_x, y + 2), (caret_x, y + img.get_height() - 2), 2
            )
        surface.set_clip(clip)
        self.draw_focus(surface)


def place_help(
    sizes: Sequence[tuple[int, int]], anchor: pygame.Rect, screen: pygame.Rect, gap: int, *,
    keep_clear: pygame.Rect | None = None, avoid: Sequence[pygame.Rect] = (),
) -> tuple[int, pygame.Rect]:  # fmt: skip
    """Where a help box goes beside ``anchor`` (the control it explains), inside ``screen``,
    as (which of ``sizes`` it takes, its rect). Below, else to the right, to the left or
    above, at the first size that fits, whichever first covers neither the anchor, nor
    ``keep_clear`` (the focused control), nor any control in ``avoid``; failing that, the
    first that leaves the anchor and ``keep_clear`` clear, then the first that leaves
    ``keep_clear`` clear. Pure."""
    places: list[tuple[int, pygame.Rect]] = []
    for i, size in enumerate(sizes):
        box = pygame.Rect((0, 0), size)
        for attach, point in (("midtop", (anchor.centerx, anchor.bottom + gap)),
                              ("midleft", (anchor.right + gap, anchor.centery)),
                              ("midright", (anchor.left - gap, anchor.centery)),
                              ("midbottom", (anchor.centerx, anchor.top - gap))):  # fmt: skip
            side = box.copy()
            setattr(side, attach, point)
            places.append((i, side.clamp(screen)))

    def clear(side: pygame.Rect, rects: Sequence[pygame.Rect]) -> bool:
        return not any(side.colliderect(r) for r in rects if r.w and r.h)

    focused = [keep_clear] if keep_clear is not None else []
    for rects in ([anchor, *focused, *avoid], [anchor, *focused], focused):
        for place in places:
            if clear(place[1], rects):
                return place
    return places[0]


class Tooltip:
    """A text box shown near a control after the pointer rests there ``delay`` seconds.

    Where it goes is decided when it is aimed (`show` with the screen and the controls to
    keep clear, see `place_help`), never while drawing; a narrow control's help may wrap
    narrower to fit beside it. Time comes only from `update` (no clock), so tests are
    deterministic.
    """

    def __init__(self, *, delay: float = 0.45, theme: Theme | None = None) -> None:
        self.theme = theme or get_theme()
        self.delay = delay
        self.text: str | None = None
        self.anchor = pygame.Rect(0, 0, 0, 0)
        self.box: pygame.Rect | None = None  # where it is drawn (None: below the anchor)
        self.wrap = 0  # the width its words wrap at (0: the widest)
        self._waited = 0.0

    @property
    def visible(self) -> bool:
        return self.text is not None and self._waited >= self.delay

    def _image(self, text: str, wrap: int = 0) -> pygame.Surface:
        width = wrap or self.theme.px(360)
        return self.theme.text(text, FontRole.SMALL, UI["text"], wraplength=width)

    def show(
        self, text: str | None, anchor: pygame.Rect, *, screen: tuple[int, int] | None = None,
        keep_clear: pygame.Rect | None = None, avoid: Sequence[pygame.Rect] = (),
    ) -> None:  # fmt: skip
        """Aim the tooltip at ``anchor``; a new text restarts the delay; None hides it. With
        the ``screen`` size it is placed at once, clear of ``keep_clear`` (the focused
        control) and, where there is room, of the controls in ``avoid``."""
        if text != self.text:
            self._waited = 0.0
        self.text = text
        self.anchor = pygame.Rect(anchor)
        self.box, self.wrap = None, 0
        if text is not None and screen is not None:
            pad = self.theme.px(8)
            wraps = [0, max(self.theme.px(100), self.anchor.w - 2 * pad)]
            sizes = [self._image(text, w).get_rect().inflate(2 * pad, 2 * pad).size for w in wraps]
            which, self.box = place_help(sizes, self.anchor, pygame.Rect((0, 0), screen), pad,
                                         keep_clear=keep_clear, avoid=avoid)  # fmt: skip
            self.wrap = wraps[which]

    @property
    def pending(self) -> bool:
        """True while a text waits out its delay (the owner should keep frames coming)."""
        return self.text is not None and self._waited < self.delay

    def hide(self) -> None:
        self.text = None
        self.box, self.wrap = None, 0
        self._waited = 0.0

    def update(self, dt: float) -> bool:
        """Advance the delay; True when the tooltip just became visible (redraw needed)."""
        if self.text is None or self._waited >= self.delay:
            return False
        self._waited += dt
        return self._waited >= self.delay

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.text is None:
            return
        pad = self.theme.px(8)
        img = self._image(self.text, self.wrap)
        box = self.box
        if box is None:  # aimed without a screen: below the anchor (above at the bottom)
            box = img.get_rect().inflate(2 * pad, 2 * pad)
            box.midtop = (self.anchor.centerx, self.anchor.bottom + pad)
            if box.bottom > surface.get_height():
                box.midbottom = (self.anchor.centerx, self.anchor.top - pad)
            box = box.clamp(surface.get_rect())
        _panel(surface, box, UI["panel"], self.theme)
        surface.blit(img, (box.x + pad, box.y + pad))


class FocusGroup:
    """Widgets in focus order: Tab / Shift+Tab cycle, Up/Down (and Left/Right when the focused
    widget does not use them) move to the previous / next widget, the mouse focuses on click.

    The focused widget sees key events first; every widget sees mouse events.
    """

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.index = -1
        first = next((i for i, w in enumerate(self.widgets) if w.focusable), -1)
        if first >= 0:
            self.focus(first)

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.index] if 0 <= self.index < len(self.widgets) else None

    def focus(self, target: int | Widget) -> None:
        index = self.widgets.index(target) if isinstance(target, Widget) else target
        if not self.widgets[index].focusable:
            return
        for i, w in enumerate(self.widgets):
            w.focused = i == index
        self.index = index

    def move(self, delta: int) -> None:
        """Focus the next (+1) or previous (-1) focusable, enabled widget, wrapping around."""
        n = len(self.widgets)
        i = self.index
        for _ in range(n):
            i = (i + delta) % n
            if self.widgets[i].focusable and self.widgets[i].enabled:
                self.focus(i)
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.move(-1 if _shift(event) else 1)
            return True
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            current = self.focused
            if current is not None and current.handle_event(event):
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_LEFT):
                self.move(-1)
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_RIGHT):
                self.move(1)
                return True
            return False
        consumed = False
        for w in self.widgets:
            if w.handle_event(event):
                consumed = True
                if event.type == pygame.MOUSEBUTTONDOWN and w.focusable:
                    self.focus(w)
        return consumed

    def hovered_tooltip(self) -> tuple[str, pygame.Rect] | None:
        for w in self.widgets:
            if w.hovered and w.tooltip:
                return w.tooltip, w.rect
        return None

    def unhover(self) -> None:
        """The pointer left the window: no widget is under it any more."""
        for w in self.widgets:
            w.hovered = False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every widget that has a place (a row scrolled out of view has none)."""
        for w in self.widgets:
            if w.rect.w and w.rect.h:
                w.draw(surface)

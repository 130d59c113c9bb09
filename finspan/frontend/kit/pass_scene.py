"""The pass screen of hot-seat games of either game (the "pass screen" setting): an opaque
scene above the table when the decision passes from one person to another, so that neither
sees the other's hand and choices being made. It says whose turn it is, in that seat's
colour, and leaves on Enter, Space or a click; the table beneath is paused meanwhile (nothing
of it is drawn).
"""

from __future__ import annotations

import pygame

from ..look.theme import UI, FontRole, shorten
from ..shell.scene import AppContext, Scene
from ..ui.backdrop import picture
from ..ui.banner import Banner

#: Keys that confirm the pass screen.
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class PassScene(Scene):
    """The pass screen ("Pass the screen to Ben"): covers the whole table until confirmed."""

    transparent = False
    modal = True

    def __init__(self, app: AppContext, name: str, banner: Banner) -> None:
        super().__init__(app)
        self.name = name.strip() or "the next player"
        self.banner = banner

    @property
    def lines(self) -> tuple[str, str, str]:
        """The heading, the turn and the instruction."""
        return (
            f"Pass the screen to {self.name}",
            self.banner.title + (f": {self.banner.detail}" if self.banner.detail else ""),
            f"{self.name}: press Enter or click when you are ready",
        )

    def confirm(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            self.confirm()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.confirm()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            return False  # M mutes everywhere
        # everything else is held back: the table beneath waits for the next person
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        w, h = surface.get_size()
        surface.blit(picture((w, h)), (0, 0))  # the menus' still underwater backdrop
        colour = self.banner.colour
        box = pygame.Rect(0, 0, min(w - 2 * t.px(40), t.px(760)), 0)
        heading, turn, how = self.lines
        inner = box.w - 2 * t.px(28)
        parts = [
            (shorten(heading, t.font(FontRole.TITLE), inner), FontRole.TITLE, UI["text"]),
            (shorten(turn, t.font(FontRole.BODY), inner), FontRole.BODY, UI["text"]),
            (shorten(how, t.font(FontRole.BODY_BOLD), inner), FontRole.BODY_BOLD, UI["accent"]),
        ]
        images = [t.text(words, role, ink) for words, role, ink in parts]
        gap = t.px(16)
        box.h = sum(img.get_height() for img in images) + 2 * gap + 2 * t.px(30)
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, UI["panel"], box, border_radius=t.px(14))
        pygame.draw.rect(surface, colour, box, max(3, t.px(5)), border_radius=t.px(14))
        y = box.y + t.px(30)
        for img in images:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + gap
        chip = t.px(14)
        pygame.draw.circle(surface, colour, (box.centerx, box.y), chip)
        pygame.draw.circle(surface, UI["text_dark"], (box.centerx, box.y), chip, 1)

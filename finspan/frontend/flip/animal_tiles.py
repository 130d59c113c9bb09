"""The four animals of a Fish'n'Flip game chosen on their cards: `AnimalTiles`, a widget of
eight tiles (each animal's card, drawn by `art.flip_cards`), of which the player picks 4.

Keyboard: Left/Right move along the tiles (Up/Down and Tab leave the widget, as for every
field), Space or Enter picks or drops the one under the cursor; a click does the same. A
fifth pick drops the earliest. Disabled (dimmed, deaf) while the animals are drawn at random.
Reports through ``on_change(chosen)``; imports no scene.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..art.flip_cards import animal_card
from ..look.theme import UI, FontRole, Theme
from ..ui.widgets import ACTIVATE_KEYS, Widget, event_pos

#: The animals in the order the tiles show them, and the colour each tile's card is drawn in.
ANIMALS: tuple[str, ...] = ("whale", "swordfish", "octopus", "turtle", "dolphin", "jellyfish",
                            "ray", "shark")  # fmt: skip
TILE_COLOURS: tuple[str, ...] = ("lagoon", "coral", "sand", "kelp") * 2
PICK = 4
COLUMNS = 4


class AnimalTiles(Widget):
    """Eight animal tiles in 2 rows of 4; ``chosen`` holds the picked animals, oldest first."""

    def __init__(self, on_change: Callable[[list[str]], None], *,
                 chosen: Sequence[str] = (), **kw) -> None:  # fmt: skip
        super().__init__(**kw)
        self.on_change = on_change
        self.chosen: list[str] = [a for a in chosen if a in ANIMALS][:PICK]
        #: Animals marked on their tiles (the competitive game's common powers).
        self.marked: tuple[str, ...] = ()
        self.cursor = 0
        self.tiles: list[pygame.Rect] = []

    def set_chosen(self, chosen: Sequence[str]) -> None:
        """Pick ``chosen`` (unknown names skipped, at most 4) without calling on_change."""
        self.chosen = [a for a in dict.fromkeys(chosen) if a in ANIMALS][:PICK]

    def toggle(self, animal: str) -> None:
        """Pick ``animal`` or drop it; a fifth pick drops the earliest. Calls on_change."""
        if animal in self.chosen:
            self.chosen.remove(animal)
        else:
            self.chosen = [*self.chosen, animal][-PICK:]
        self.on_change(list(self.chosen))

    @staticmethod
    def height_for(width: int) -> int:
        """The height of the tiles at ``width`` (2 rows of cards 0.8 as high as wide)."""
        gap = max(4, width // 80)
        card_w = (width - (COLUMNS - 1) * gap) // COLUMNS
        return 2 * round(card_w * 0.8) + gap

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        gap = max(4, rect.w // 80)
        w = (rect.w - (COLUMNS - 1) * gap) // COLUMNS
        h = min(round(w * 0.8), (rect.h - gap) // 2)
        w = round(h / 0.8)
        x0 = rect.x + (rect.w - COLUMNS * w - (COLUMNS - 1) * gap) // 2
        self.tiles = [
            pygame.Rect(x0 + (i % COLUMNS) * (w + gap), rect.y + (i // COLUMNS) * (h + gap), w, h)
            for i in range(len(ANIMALS))
        ]

    @property
    def focus_rect(self) -> pygame.Rect:
        return self.tiles[self.cursor] if self.tiles else self.rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.enabled:
            return False
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.cursor = (self.cursor + (1 if event.key == pygame.K_RIGHT else -1)) % len(
                    ANIMALS
                )
                return True
            if event.key in ACTIVATE_KEYS:
                self.toggle(ANIMALS[self.cursor])
                return True
        pos = event_pos(event)
        if pos is None:
            return False
        hit = next((i for i, t in enumerate(self.tiles) if t.collidepoint(pos)), None)
        if hit is None:
            return False
        if self.clicked(event):
            self.cursor = hit
            self.toggle(ANIMALS[hit])
            return True
        return event.type == pygame.MOUSEBUTTONDOWN

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        line = max(2, t.px(3))
        for i, (animal, tile) in enumerate(zip(ANIMALS, self.tiles, strict=False)):
            face = animal_card(animal, "right" if animal != "jellyfish" else "up",
                               TILE_COLOURS[i], tile.w, tile.h, theme=t)  # fmt: skip
            surface.blit(face, tile)
            picked = animal in self.chosen
            if not picked or not self.enabled:
                shade = pygame.Surface(tile.size, pygame.SRCALPHA)
                shade.fill((10, 20, 34, 150 if self.enabled else 190))
                surface.blit(shade, tile)
            if picked and self.enabled:
                pygame.draw.rect(surface, UI["accent"], tile.inflate(line, line), line,
                                 border_radius=t.px(6))  # fmt: skip
                mark = t.text(str(self.chosen.index(animal) + 1), FontRole.SMALL, UI["text"])
                badge = mark.get_rect(topleft=(tile.x + t.px(5), tile.y + t.px(3)))
                pygame.draw.rect(surface, UI["accent"], badge.inflate(t.px(8), t.px(2)),
                                 border_radius=t.px(8))  # fmt: skip
                surface.blit(mark, badge)
            if animal in self.marked and self.enabled:  # a common power: said on its tile
                words = t.text("common", FontRole.SMALL, UI["text_dark"])
                pill = words.get_rect(center=(tile.centerx, tile.y + round(tile.h * 0.62)))
                pygame.draw.rect(surface, UI["legal"], tile.inflate(line, line), line,
                                 border_radius=t.px(6))  # fmt: skip
                if pill.w + t.px(14) <= tile.w:  # the word where it fits; the outline always
                    pygame.draw.rect(surface, UI["legal"], pill.inflate(t.px(10), t.px(2)),
                                     border_radius=t.px(8))  # fmt: skip
                    surface.blit(words, pill)
        if self.focused and self.tiles:
            pygame.draw.rect(surface, UI["focus"], self.focus_rect.inflate(3 * line, 3 * line),
                             line, border_radius=t.px(8))  # fmt: skip


#: The cards on each mode's tile of the setup screen: (animal, direction, colour).
MODE_CARDS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "coop": (("dolphin", "left", "lagoon"), ("turtle", "right", "sand"),
             ("whale", "left", "coral")),
    "competitive": (("shark", "right", "kelp"), ("ray", "left", "coral")),
}  # fmt: skip


def paint_mode(surface: pygame.Surface, mode: str, box: pygame.Rect, r: int, theme: Theme) -> None:
    """A mode tile's picture in ``box`` (`ui.mode_tiles.TilePainter`): its cards side by side
    (together: three animals freed as a team; bidding: two animals bid for)."""
    cards = MODE_CARDS.get(mode, ())
    if not cards:
        return
    gap = max(2, box.w // 40)
    w = min((box.w - gap * (len(cards) - 1)) // len(cards), round(box.h / 0.8))
    h = round(w * 0.8)
    x = box.centerx - (len(cards) * w + (len(cards) - 1) * gap) // 2
    for i, (animal, direction, colour) in enumerate(cards):
        face = animal_card(animal, direction, colour, w, h, theme=theme)
        surface.blit(face, (x + i * (w + gap), box.y + (box.h - h) // 2))

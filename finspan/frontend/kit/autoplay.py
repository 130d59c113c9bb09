"""What every game's autoplay driver shares (``finspan --autoplay``): the input it posts, a
mouse click or a key, and how long it waits for a posted choice to take effect. Each game's
driver (its registration's ``autoplay``) chooses for the people's seats at its table; the
loop that runs it is the app's (`finspan.app.autoplay`)."""

from __future__ import annotations

import pygame

#: Frames to wait for a posted choice to take effect before trying the keyboard instead.
PATIENCE = 90


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """A left click at ``pos`` (the pointer moved there first, as a hand does)."""
    pygame.mouse.set_pos(pos)
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def key(k: int, mod: int = 0) -> list[pygame.event.Event]:
    """A key pressed and let go."""
    return [
        pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""),
        pygame.event.Event(pygame.KEYUP, key=k, mod=mod),
    ]


def computers_from(text: str | None) -> list[str]:
    """The levels of ``--computers easy,hard`` (checked by the command line), else []."""
    return [w.strip() for w in text.split(",")] if text else []

"""The system clipboard: a line of text copied for the player to paste elsewhere (the game of
the day's share line).

pygame-ce 2.5's ``pygame.scrap.put_text`` writes through SDL's clipboard (no
``pygame.scrap.init()`` needed, any video driver SDL has); it needs the display. Where there is
no clipboard (no display, a desktop without one) the player is told so, and the screen shows
the line to copy by hand.
"""

from __future__ import annotations

import pygame

#: What the player is told when the clipboard cannot be reached.
NO_CLIPBOARD = "No clipboard here"


def copy_text(text: str) -> str | None:
    """Put ``text`` on the clipboard: None once it is there, else why not (one line, for the
    player). Never raises."""
    try:
        import pygame.scrap as scrap

        scrap.put_text(text)
        if scrap.get_text() != text:
            return NO_CLIPBOARD
    except (pygame.error, ImportError, NotImplementedError, AttributeError):
        return NO_CLIPBOARD
    return None

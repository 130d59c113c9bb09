"""The app's own pygame event types, numbered once here so that no two share a number.

pygame's ``custom_type()`` counts again from the start after ``pygame.quit()``, so two
modules that each asked for one at import, one before and one after a quit (the tests
start and quit pygame many times in one process), could be given the same type, and one
module's event would be read as the other's.
"""

from __future__ import annotations

import pygame

#: A text field asks for the on-screen keyboard (``field``: the field).
KEYBOARD_WANTED = pygame.USEREVENT + 1
#: Wakes the loop while a computer seat thinks (`computer_view`).
COMPUTER_TICK = pygame.USEREVENT + 2
#: Wakes the loop while a review is computed (`scenes.review_wait`).
REVIEW_TICK = pygame.USEREVENT + 3

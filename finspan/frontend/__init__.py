"""The pygame-ce frontend: theme, icons, cards, widgets, scenes and the App shell."""

import os

# pygame prints a greeting on import; the game's own messages are the only ones players see.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

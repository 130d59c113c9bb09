"""Shared test setup: pygame runs headless everywhere (set before any pygame import)."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

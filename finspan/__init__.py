"""Finspan for the desktop: the rules engine (`finspan.engine`), the pygame-ce frontend
(`finspan.frontend`), saves and the command line (`finspan.cli`)."""

__version__ = "0.1.0"
#: The application's name (its window, its title screen, its folders), which is also the
#: name of its first game.
APP_TITLE = "Finspan"

"""Finspan for the desktop: the rules engine (`finspan.engine`), the pygame-ce frontend
(`finspan.frontend`), saves and the command line (`finspan.cli`)."""

__version__ = "0.1.0"

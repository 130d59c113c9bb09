"""The one exception the saves package lets out: `SaveError`.

Owns the error type and its message shape only (one line: the file, then the problem).
"""

from __future__ import annotations

from os import PathLike


class SaveError(ValueError):
    """A save or replay file could not be read, checked or written.

    ``str(error)`` is one line naming the file and the problem, ready to show a player.
    ``path`` is the file as given; ``problem`` is the message without the file.
    """

    def __init__(self, path: str | PathLike[str], problem: str) -> None:
        problem = " ".join(str(problem).split())  # always one line
        super().__init__(f"{path}: {problem}")
        self.path = str(path)
        self.problem = problem

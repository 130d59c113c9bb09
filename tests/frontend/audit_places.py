"""Issue 34's audit rules over what `audit` records: every place a text names is labelled on
the board it names (`unlabelled_places`, with the game's `Board`), and the room is used (a
text never smaller in a larger window, `smaller_in_a_larger_window`; none under the
smallest size, `under_the_smallest`). The third, nothing cut with "…" where its box has room,
is `audit.cut_with_room`, part of `audit.problems`."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from finspan.frontend.look import theme as th

from .audit import Records, Text

# --- Issue 34: every place a text names is labelled on the board it names --------------------


@dataclass(frozen=True)
class Board:
    """A board whose places the words name, as laid out: ``pattern`` finds a place's name in
    a text (its groups: what ``labels`` takes), ``labels(groups)`` the labels that place
    needs, each as (the words a label starts with, the rect it must lie by: a label counts
    where its centre is level with the rect, across it or along it, as ``along`` says)."""

    pattern: re.Pattern[str]
    labels: object  # Callable[[tuple[str, ...]], list[tuple[str, pygame.Rect, str]] | None]


def unlabelled_places(records: Records, size: tuple[int, int], boards: list[Board]) -> list[str]:
    """The places the texts drawn name (options, hints, notices, the log) that are not
    labelled on their board, one line each: a place's labels are texts drawn by the board
    (a column's letter under it, a row's number beside it, a slot's name in it) whose words
    are, or start with, the label's words and whose centre lies by the place (under a
    column: within its width; beside a row: within its height; in a slot: inside it)."""
    screen = pygame.Rect((0, 0), size)
    texts = [t for t in records.items if isinstance(t, Text) and screen.colliderect(t.rect)]
    out: list[str] = []
    seen: set[tuple[str, str]] = set()
    for board in boards:
        for t in texts:
            for match in board.pattern.finditer(t.words):
                needs = board.labels(match.groups())  # type: ignore[operator]
                name = match.group(0)
                if needs is None:
                    if (name, "") not in seen:
                        seen.add((name, ""))
                        out.append(f"{t.words!r} names {name!r}, a place not on the board")
                    continue
                for words, rect, along in needs:
                    if (name, words) in seen:
                        continue
                    seen.add((name, words))
                    if not any(_labels(label, words, rect, along) for label in texts):
                        out.append(f"{t.words!r} names {name!r}, but no label {words!r} is "
                                   f"drawn by {tuple(rect)} ({along})")  # fmt: skip
    return out


def _labels(label: Text, words: str, rect: pygame.Rect, along: str) -> bool:
    w = label.words.strip()
    if not (w == words or w.startswith(words + ":") or w.startswith(words + " ")):
        return False
    c = label.rect.center
    if along == "column":  # under or over it, within its width
        return rect.left <= c[0] <= rect.right
    if along == "row":  # beside it, within its height
        return rect.top <= c[1] <= rect.bottom
    return rect.collidepoint(c)  # in it


# --- Issue 34: the room is used --------------------------------------------------------------


def smaller_in_a_larger_window(
    smaller: dict[tuple[str, str], int], larger: dict[tuple[str, str], int],
    sizes: tuple[tuple[int, int], tuple[int, int]],
) -> list[str]:  # fmt: skip
    """Texts (words and role, as `text_sizes` gives them) drawn smaller in the larger window
    than in the smaller one, one line each: a label grows with the window, never shrinks."""
    (w0, h0), (w1, h1) = sizes
    return [f"{words!r} ({role}) is {px} px at {w1}x{h1}, {smaller[words, role]} px at "
            f"{w0}x{h0}" for (words, role), px in sorted(larger.items())
            if (words, role) in smaller and px < smaller[words, role]]  # fmt: skip


def under_the_smallest(records: Records, size: tuple[int, int]) -> list[str]:
    """Texts drawn under the smallest size any text may have (`theme.MIN_FONT_PX`)."""
    screen = pygame.Rect((0, 0), size)
    return [f"{t.words!r} is {t.px} px, under {th.MIN_FONT_PX}" for t in records.items
            if isinstance(t, Text) and t.px and t.px < th.MIN_FONT_PX
            and screen.colliderect(t.rect)]  # fmt: skip

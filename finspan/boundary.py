"""The one door for files and text from outside: saves, the autosave, positions, settings,
statistics and command-line values all come in through here.

Owns the low-level checks every outside input gets before anything else looks at it:

* `read_bytes`: only a regular file (a named pipe, a device or a folder is refused without
  waiting: ``os.stat`` first, then an ``O_NONBLOCK`` open, then ``fstat`` of what was
  opened), and at most ``max_bytes`` (checked before reading, and again while reading);
* `decode_text`: strict UTF-8, a leading byte order mark tolerated;
* `load_json`: JSON with its nesting depth bounded before parsing (no ``NaN``/``Infinity``);
* `printable` / `check_printable`: names and other shown text without control characters.

Everything here raises `BoundaryError` (a ValueError, one line) and nothing else for bad
input; an OSError of the file system is turned into one too. Callers turn it into their own
error type (`SaveError`, `PositionError`, a settings message). Pure standard library; no
pygame, no engine.
"""

from __future__ import annotations

import json
import os
import re
import stat
import unicodedata
from pathlib import Path
from typing import Any

#: Default size limit of a file read through `read_bytes` (saves have their own).
DEFAULT_MAX_BYTES = 4 * 1024 * 1024
#: Default nesting limit of `load_json`: our files nest at most about 8 deep.
DEFAULT_MAX_DEPTH = 32

BOM = "\ufeff"
REPLACEMENT = "\ufffd"


class BoundaryError(ValueError):
    """Outside input refused at the boundary; ``str()`` is one line saying why."""

    def __init__(self, problem: str) -> None:
        super().__init__(" ".join(str(problem).split()))
        self.problem = str(self)


def _oserror(exc: OSError) -> BoundaryError:
    return BoundaryError(f"could not be read ({exc.strerror or type(exc).__name__})")


def read_bytes(path: str | os.PathLike[str], max_bytes: int = DEFAULT_MAX_BYTES) -> bytes:
    """The bytes of the regular file at ``path``, never more than ``max_bytes``.

    Never blocks on a named pipe or device: anything that is not a regular file is refused
    before it is opened. Raises FileNotFoundError if there is no file (so callers can treat
    "missing" apart), `BoundaryError` for everything else.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise _oserror(exc) from None
    _check_regular(info.st_mode)
    if info.st_size > max_bytes:
        raise BoundaryError(f"is too large ({info.st_size} bytes; at most {max_bytes})")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise _oserror(exc) from None
    try:
        _check_regular(os.fstat(fd).st_mode)  # the file may have been swapped meanwhile
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > max_bytes:
                raise BoundaryError(f"is too large (more than {max_bytes} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        raise _oserror(exc) from None
    finally:
        os.close(fd)


def _check_regular(mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise BoundaryError("is a folder, not a file")
    if stat.S_ISFIFO(mode):
        raise BoundaryError("is a named pipe, not a file")
    raise BoundaryError("is not a regular file")


def decode_text(raw: bytes) -> str:
    """``raw`` as strict UTF-8 text, without a leading byte order mark.

    Raises `BoundaryError` naming the first bad byte.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BoundaryError(f"is not UTF-8 text (bad byte at position {exc.start})") from None
    return text.removeprefix(BOM)


def read_text(path: str | os.PathLike[str], max_bytes: int = DEFAULT_MAX_BYTES) -> str:
    """`read_bytes` then `decode_text`. Raises FileNotFoundError or `BoundaryError`."""
    return decode_text(read_bytes(path, max_bytes))


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def json_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in JSON ``text`` (strings skipped); a
    malformed text gives a meaningful lower bound. Linear, no recursion."""
    depth = deepest = 0
    for match in _BRACKET.finditer(_STRING.sub('""', text)):
        if match.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth = max(0, depth - 1)
    return deepest


def json_unclosed(text: str) -> bool:
    """Whether JSON ``text`` ends with arrays or objects still open (it was cut short)."""
    depth = 0
    for match in _BRACKET.finditer(_STRING.sub('""', text)):
        depth += 1 if match.group() in "[{" else -1
    return depth > 0


def _refuse_constant(name: str) -> Any:
    raise BoundaryError(f"is not valid JSON ({name} is not a number here)")


def load_json(text: str, max_depth: int = DEFAULT_MAX_DEPTH) -> Any:
    """Parse JSON ``text`` whose nesting is at most ``max_depth`` deep.

    Raises `BoundaryError` ("nested too deeply", "not valid JSON (...)") and nothing else.
    """
    if json_depth(text) > max_depth:
        raise BoundaryError(f"is nested too deeply (more than {max_depth} levels)")
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise BoundaryError(
            f"is not valid JSON ({exc.msg}, line {exc.lineno} column {exc.colno})"
        ) from None
    except BoundaryError:
        raise
    except (ValueError, RecursionError) as exc:  # e.g. an integer of too many digits
        raise BoundaryError(f"is not valid JSON ({type(exc).__name__})") from None


_JOINERS = "\u200c\u200d"  # zero-width (non-)joiners: parts of emoji and some scripts


def is_printable_char(ch: str) -> bool:
    """False for control, format, surrogate, private-use and unassigned characters and line
    or paragraph separators (spaces are printable; tabs and newlines are not)."""
    category = unicodedata.category(ch)
    if category in ("Zl", "Zp"):
        return False
    return category[0] != "C" or ch in _JOINERS


def printable(text: str, max_length: int | None = None) -> str:
    """``text`` with every character that is not printable replaced by U+FFFD (a space for
    tabs and line breaks), shortened to ``max_length`` characters with "…"."""
    out = "".join(ch if is_printable_char(ch) else _replacement(ch) for ch in text)
    if max_length is not None and len(out) > max_length:
        out = out[: max(0, max_length - 1)] + "…"
    return out


def _replacement(ch: str) -> str:
    return " " if ch.isspace() else REPLACEMENT


def check_printable(text: str) -> str:
    """``text`` unchanged if every character is printable, else `BoundaryError` naming the
    first one (e.g. ``U+0000``). For names read from files: refused, not repaired."""
    for i, ch in enumerate(text):
        if not is_printable_char(ch):
            raise BoundaryError(f"holds a control character (U+{ord(ch):04X} at position {i})")
    return text


def file_label(path: str | os.PathLike[str]) -> str:
    """A path as shown in a message: printable, at most 200 characters."""
    return printable(str(Path(path)), 200)

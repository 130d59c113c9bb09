"""Reading a position text, for every game: the TOML, its typed and bounded values, and the
one error they raise.

Game-neutral and pure (no I/O). Every problem is a `PositionError` whose one-line message
starts with the field at fault; values from the text are shown escaped and shortened. Each
game's position module builds its game from these readers.
"""

from __future__ import annotations

import json
import tomllib
from typing import Any


class PositionError(ValueError):
    """A position text is malformed; the message starts with the field at fault."""

    def __init__(self, field: str, problem: str) -> None:
        field = shown(field, 80)
        problem = " ".join(shown(problem, 300).split())  # always one line
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


def shown(text: str, limit: int) -> str:
    """``text`` for a message: control characters escaped, at most ``limit`` characters."""
    out = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in str(text))
    return out if len(out) <= limit else out[: limit - 1] + "…"


def get_int(d: dict[str, Any], key: str, field: str, lo: int, hi: int, default: Any = ...) -> int:
    """A whole number ``lo``..``hi`` at ``d[key]`` (or ``default`` if missing)."""
    if key not in d and default is not ...:
        return int(default)
    value: int = get_value(d, key, int, field)
    if not lo <= value <= hi:
        raise PositionError(f"{field}{key}", f"must be {lo}..{hi}, not {shown(repr(value), 40)}")
    return value


def get_name(d: dict[str, Any], key: str, field: str, limit: int, default: Any = ...) -> str:
    """Printable text of at most ``limit`` characters (a seat's name or colour)."""
    value: str = get_value(d, key, str, field, default)
    if len(value) > limit:
        raise PositionError(field + key, f"is at most {limit} characters")
    bad = next((ch for ch in value if not ch.isprintable()), None)
    if bad is not None:
        raise PositionError(field + key, f"holds a control character (U+{ord(bad):04X})")
    return value


def get_value(
    d: dict[str, Any], key: str, kind: type | tuple[type, ...], field: str, default: Any = ...
) -> Any:
    """``d[key]`` if it is of type ``kind`` (a bool is not an int), ``default`` if missing
    (required when ``default`` is not given). Raises `PositionError`."""
    if key not in d:
        if default is ...:
            raise PositionError(f"{field}{key}", "is missing")
        return default
    value = d[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise PositionError(f"{field}{key}", f"must be {names}, not {shown(repr(value), 40)}")
    return value



def read_toml(text: Any, max_chars: int) -> dict[str, Any]:
    """The TOML table in ``text`` (at most ``max_chars`` characters). Raises `PositionError`
    (field ``position``) for anything else, never another exception."""
    if not isinstance(text, str):
        raise PositionError("position", f"must be text, not {type(text).__name__}")
    if len(text) > max_chars:
        raise PositionError(
            "position", f"is too long ({len(text)} characters; at most {max_chars})"
        )
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PositionError("position", f"not valid TOML: {exc}") from None
    except RecursionError:
        raise PositionError("position", "not valid TOML: nested too deeply") from None
    except ValueError as exc:  # e.g. an integer of thousands of digits
        raise PositionError("position", f"not valid TOML: {exc}") from None


def toml_string(text: str) -> str:
    """``text`` as a TOML basic string (JSON's escapes are TOML's; names are printable)."""
    return json.dumps(text, ensure_ascii=False)

"""Writes the ``if TYPE_CHECKING:`` block of `finspan.flip_ai`'s front door from its
``_EXPORTS`` table, as `tests.flip.front_door` does for `finspan.flip` (the two must agree:
`tests/test_front_doors.py`). After changing the table::

    .venv/bin/python -m tests.flip_ai.front_door
"""

from __future__ import annotations

from pathlib import Path

from tests.flip import front_door

DOOR = Path(__file__).resolve().parents[2] / "finspan" / "flip_ai" / "__init__.py"


def rewrite(source: str) -> str:
    """``source`` with its TYPE_CHECKING block written again from its table."""
    return front_door.rewrite(source).replace("tests.flip.front_door", "tests.flip_ai.front_door")


def main() -> None:
    DOOR.write_text(rewrite(DOOR.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"wrote {DOOR}")


if __name__ == "__main__":
    main()

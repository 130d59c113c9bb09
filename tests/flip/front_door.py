"""Writes the ``if TYPE_CHECKING:`` block of `finspan.flip`'s front door from its
``_EXPORTS`` table (the two must agree: `tests/test_front_doors.py`). After changing the
table::

    .venv/bin/python -m tests.flip.front_door
"""

from __future__ import annotations

import ast
from pathlib import Path

DOOR = Path(__file__).resolve().parents[2] / "finspan" / "flip" / "__init__.py"
_START = "if TYPE_CHECKING:"
_NOTE = (
    "    # Written from `_EXPORTS` by ``python -m tests.flip.front_door``: do not edit by hand.\n"
)


def _kind(name: str) -> tuple[int, str]:
    """isort's order: constants, then classes, then functions, each alphabetically (case
    aside)."""
    return (0 if name.isupper() else 1 if name[0].isupper() else 2, name.lower())


def block(exports: dict[str, str]) -> str:
    """The block's imports: the core's modules first, then the package's, each sorted."""
    modules: dict[str, list[str]] = {}
    for name, module in exports.items():
        modules.setdefault(module, []).append(name)
    parts = []
    for module in sorted(modules, key=lambda m: (not m.startswith(".."), m)):
        names = "".join(f"        {n} as {n},\n" for n in sorted(modules[module], key=_kind))
        parts.append(f"    from {module} import (\n{names}    )\n")
    return "".join(parts)


def exports(source: str) -> dict[str, str]:
    for node in ast.parse(source).body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "_EXPORTS":
            value: dict[str, str] = ast.literal_eval(node.value)
            return value
    raise ValueError("no _EXPORTS table")


def rewrite(source: str) -> str:
    """``source`` with its TYPE_CHECKING block written again from its table: the block's
    first line is kept; its body (up to the first blank line) is replaced."""
    lines = source.splitlines(keepends=True)
    first = next(i for i, line in enumerate(lines) if line.startswith(_START))
    end = next(i for i in range(first, len(lines)) if not lines[i].strip())
    new = [*lines[: first + 1], _NOTE, block(exports(source)), *lines[end:]]
    return "".join(new)


def main() -> None:
    source = DOOR.read_text(encoding="utf-8")
    DOOR.write_text(rewrite(source), encoding="utf-8")
    print(f"wrote {DOOR}")


if __name__ == "__main__":
    main()

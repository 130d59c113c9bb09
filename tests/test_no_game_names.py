"""The shell, the app, the interface pieces, the table kit, the game-neutral screens and the
Puzzles room know
no game by name: a game is a registration (`finspan.games`), and they ask it. So no code
there holds a game's name or title as a string (to compare with, to key a table by, to pass
on): adding a game must not mean editing them. Docstrings may name the games; the
application's own name is `finspan.APP_TITLE` and `finspan.userfiles.APP_NAME`."""

from __future__ import annotations

import ast
from pathlib import Path

import finspan
from finspan.games import registrations

ROOT = Path(finspan.__file__).parent
#: The game-neutral floors and rooms.
NEUTRAL = ("app", "frontend/shell", "frontend/ui", "frontend/look", "frontend/kit",
           "frontend/scenes", "frontend/puzzles")  # fmt: skip
NEUTRAL_MODULES = ("game_stats.py", "crash.py")


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _game_names_in(path: Path, names: set[str], root: Path = ROOT) -> list[str]:
    """Each string constant of ``path`` (not a docstring) that is one of ``names``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    return [f"{path.relative_to(root)}:{node.lineno} {node.value!r}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docs and node.value.casefold() in names]  # fmt: skip


def _neutral_files() -> list[Path]:
    files = [p for folder in NEUTRAL for p in sorted((ROOT / folder).rglob("*.py"))]
    return files + [ROOT / name for name in NEUTRAL_MODULES]


def test_no_game_is_named_in_the_game_neutral_code():
    names = {r.name for r in registrations()} | {r.title.casefold() for r in registrations()}
    found = [hit for path in _neutral_files() for hit in _game_names_in(path, names)]
    assert found == []


def test_the_check_sees_a_name_compared_and_skips_docstrings(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Finspan and flip named in words."""\n'
                      'def f(game):\n    """About flip."""\n    return game == "flip"\n')
    assert [hit.split()[-1] for hit in _game_names_in(sample, {"flip"}, tmp_path)] == ["'flip'"]

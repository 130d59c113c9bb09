"""Every character the program may print on screen exists in the bundled font.

Scans the string literals of the package's modules for non-ASCII characters and checks each
against the font, so no text is ever drawn as an empty box.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

from finspan.frontend.look.resources import asset_path

PACKAGE = Path(__file__).resolve().parents[1] / "finspan"
FACES = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf")


def _literal_characters() -> dict[str, str]:
    """Non-ASCII characters of string literals (not docstrings) -> where one was seen."""
    found: dict[str, str] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) in docstrings:
                    continue
                for ch in node.value:
                    if ord(ch) > 127:
                        found.setdefault(ch, f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    return found


@pytest.mark.parametrize("face", FACES)
def test_every_non_ascii_character_in_the_program_is_in_the_bundled_font(face):
    pygame.font.init()
    font = pygame.font.Font(asset_path("fonts", face), 16)
    missing_glyph = font.metrics("\uffff")[0]
    missing = {
        ch: where
        for ch, where in _literal_characters().items()
        if font.metrics(ch)[0] == missing_glyph
    }
    assert not missing, f"characters drawn as empty boxes in {face}: {missing}"

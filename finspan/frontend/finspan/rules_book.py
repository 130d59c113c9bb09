"""How to play Finspan as the rules screen shows it: its `document.RulesBook` (the sections
of `rules_text`, the pictures of `rules_pictures`)."""

from __future__ import annotations

from ..document import RulesBook
from . import rules_pictures
from .rules_text import FIRST_TURN, rules_document


def finspan_rules_book() -> RulesBook:
    """Finspan's How to play: `rules_text`'s sections and `rules_pictures`' pictures."""
    return RulesBook(
        "How to play", rules_document, FIRST_TURN,
        "Numbers the rulebooks do not print are our reading of the rules (the printed card "
        "may differ; Your first turn says more), marked",
        rules_pictures.picture, rules_pictures.height_for,
    )  # fmt: skip

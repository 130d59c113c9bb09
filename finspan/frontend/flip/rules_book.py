"""How to play Fish'n'Flip as the rules screen shows it: its `document.RulesBook` (the
sections of `flip.rules_text`, the pictures of `flip.pictures`)."""

from __future__ import annotations

from ..document import RulesBook
from . import pictures
from .rules_text import OVERVIEW, flip_rules_document


def flip_rules_book() -> RulesBook:
    """Fish'n'Flip's How to play, opening at its overview."""
    return RulesBook(
        "How to play Fish'n'Flip", flip_rules_document, OVERVIEW,
        "Numbers the rulebook does not print are our reading of the rules (the printed card "
        "may differ; At a glance says more), marked", pictures.picture, pictures.height_for,
    )  # fmt: skip

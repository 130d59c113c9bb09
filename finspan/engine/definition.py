"""Finspan as one of the app's games (`finspan.core.protocol.GameDefinition`): its name in
files, its title, its rules version, and how to deal, load and write its games."""

from __future__ import annotations

from ..core.protocol import GameDefinition
from .game import RULES_VERSION, Game
from .options import FAMILY
from .position import load_position, position_text
from .setup import Setup

FINSPAN: GameDefinition[Setup, Game] = GameDefinition(
    name="finspan",
    title="Finspan",
    rules_version=RULES_VERSION,
    new_game=Game,
    load_position=load_position,
    position_text=position_text,
    setup_from_dict=Setup.from_dict,
    game_from_dict=Game.from_dict,
    options=FAMILY,
)

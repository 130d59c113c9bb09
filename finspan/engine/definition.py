"""Finspan as one of the app's games (`finspan.core.protocol.GameDefinition`): its name in
files, its title, its rules version, and how to deal, load, write and summarise its games."""

from __future__ import annotations

from ..core.protocol import GameDefinition, MatchSummary
from .game import RULES_VERSION, WEEKS, Game
from .options import FAMILY
from .position import load_position, position_text
from .setup import Setup


def mode_text(setup: Setup) -> str:
    """``"solo difficulty 3 (Ravel 2)"``, ``"solo difficulty 1"`` or ``"4 players"``."""
    if setup.solo:
        text = f"solo difficulty {setup.difficulty}"
        return f"{text} (Ravel {setup.ravel})" if setup.ravel else text
    n = len(setup.seats)
    return f"{n} player{'s' if n != 1 else ''}"


def summarize(game: Game) -> MatchSummary:
    """The game as a list of saved games shows it (does not change the game): the mode, the
    week, the totals by seat (Nautoma's by her own scoring), who is to play, the winners."""
    decision = game.decision
    outcome = game.outcome()
    return MatchSummary(
        mode=mode_text(game.setup),
        players=tuple(p.name for p in game.players),
        progress=f"week {game.week} of {WEEKS}",
        phase=str(game.phase),
        scores=tuple(outcome.totals),
        animals_left=None,
        to_play=decision.player if decision is not None else None,
        winners=tuple(outcome.winners) if game.is_over else None,
        details={"board": str(game.setup.board), "week": game.week},
    )


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
    summarize=summarize,
)

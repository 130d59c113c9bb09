"""Fish'n'Flip as one of the app's games (`finspan.core.protocol.GameDefinition`): its name
in files, its title, its rules version, and how to deal, load, write and summarise its games."""

from __future__ import annotations

from ..core.protocol import GameDefinition, MatchSummary
from .game import RULES_VERSION, Game
from .options import FAMILY
from .position import load_position, position_text
from .setup import Setup


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def mode_text(setup: Setup) -> str:
    """``"cooperative, 2 players, difficult, advanced"`` or ``"competitive, 3 players"``."""
    players = _count(len(setup.names), "player")
    if not setup.coop:
        return f"competitive, {players}"
    advanced = ", advanced" if setup.advanced else ""
    return f"cooperative, {players}, {setup.difficulty}{advanced}"


def summarize(game: Game) -> MatchSummary:
    """The game as a list of saved games shows it (does not change the game): the mode, the
    turn (competitive: the round) and the draw pile, the animals left (cooperative) or the
    scores (competitive), who is to play, the winners (a cooperative game won: every seat;
    lost: none)."""
    shown = game.public_state()
    result = game.outcome()
    decision = game.decision
    turn = f"turn {shown.turn}" if game.coop else f"round {shown.turn}"
    if shown.over:
        progress = _count(shown.turn, "turn" if game.coop else "round")
    elif shown.end_triggered:
        progress = f"{turn} · the pile is empty: {_count(shown.turns_left, 'turn')} left"
    else:
        progress = f"{turn} · {_count(shown.pile, 'card')} in the pile"
    if not game.is_over:
        winners: tuple[int, ...] | None = None
    elif game.coop:
        winners = tuple(range(len(game.names))) if result.won else ()
    else:
        winners = result.winners
    return MatchSummary(
        mode=mode_text(game.setup),
        players=tuple(game.names),
        progress=progress,
        phase="over" if shown.over else "game_end" if shown.end_triggered else "play",
        scores=() if game.coop else result.scores,
        animals_left=result.animals_left if game.coop else None,
        to_play=decision.player if decision is not None else None,
        winners=winners,
    )


FLIP: GameDefinition[Setup, Game] = GameDefinition(
    name="flip",
    title="Fish'n'Flip",
    rules_version=RULES_VERSION,
    new_game=Game,
    load_position=load_position,
    position_text=position_text,
    setup_from_dict=Setup.from_dict,
    game_from_dict=Game.from_dict,
    options=FAMILY,
    summarize=summarize,
)

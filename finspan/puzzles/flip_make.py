"""Mining Fish'n'Flip puzzles from self-play (`flip_find` says what a position is).

Game ``i`` of a run from seed ``S`` is dealt from `finspan.puzzles.ids.deal_seed` (S, i)
with `setup_of` (mode, i): cooperative games cycle through one player at normal, one at
difficult, two players, three players and one player with the advanced waste; competitive
games have 2 or 3 players. Hard plays every seat (`finspan.flip_ai.choose`). At the start of
each cooperative turn, and of each bidding round, the position is written as text and read
back, and every plan of the turn is listed; the position is kept when it is a puzzle.

Pure: no clock, no file; the same seed and index give the same puzzles.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from finspan.flip import DecisionKind, Difficulty, Game, Setup, load_position, position_text
from finspan.flip_ai import choose

from .flip_find import (
    Analysis,
    analyse,
    bid_moves,
    goal_text,
    starting_rating,
    themes,
)
from .ids import deal_seed, puzzle_id
from .model import FlipCheck, Puzzle, Source

MODES = ("coop", "competitive")
#: The cooperative games' setups in turn: (players, waste, advanced).
_COOP = (
    (1, Difficulty.NORMAL, False), (1, Difficulty.DIFFICULT, False), (2, Difficulty.NORMAL, False),
    (3, Difficulty.NORMAL, False), (1, Difficulty.DIFFICULT, True),
)  # fmt: skip


def setup_of(mode: str, index: int) -> Setup:
    """The setup of game ``index`` of a run of ``mode`` (see the module)."""
    if mode == "competitive":
        return Setup.competitive(2 + index % 2)
    players, difficulty, advanced = _COOP[index % len(_COOP)]
    return Setup.cooperative(players, difficulty=difficulty, advanced=advanced)


def puzzle_at(text: str, source: Source) -> Puzzle | None:
    """The puzzle at the position ``text`` (the start of a cooperative turn or of a bidding
    round), or None when it is not one."""
    game = load_position(text)
    d = game.decision
    if d is None or d.kind not in (DecisionKind.ACTION, DecisionKind.BID):
        return None
    before: list[str] = []
    if d.kind is DecisionKind.BID:
        trial = game.clone()
        for move in bid_moves(game, 9):
            trial.apply(move)
        best = analyse(trial).best
        if best < 1:
            return None
        before = bid_moves(game, best)
    seat = d.player
    puzzle_game = game.clone()
    for move in before:
        puzzle_game.apply(move)
    a = analyse(puzzle_game)
    if not a.is_puzzle or (before and a.best != int(before[0].split()[1])):
        return None
    return make_puzzle(text, before, seat, puzzle_game, a, source)


def make_puzzle(text: str, before: list[str], seat: int, game: Game, a: Analysis,
                source: Source) -> Puzzle:  # fmt: skip
    """The puzzle of an analysed position (``a.is_puzzle``)."""
    assert a.answer is not None
    solution = [str(o) for o in a.answer.options]
    check = FlipCheck(
        plans=len(a.plans), nodes=a.nodes, best=a.best, next_best=a.next_best,
        obvious=[str(o) for o in a.obvious.options], obvious_freed=a.obvious.freed,
    )  # fmt: skip
    d = game.decision
    assert d is not None
    return Puzzle(
        id=puzzle_id("flip", text, solution), game="flip", position=text, before=before,
        seat=seat, goal=goal_text(game, a), solution=solution, themes=themes(game, a),
        rating=starting_rating(a), options=len(d.options), check=check, source=source,
    )  # fmt: skip


def positions(game: Game, seed: int) -> Iterator[tuple[int, str]]:
    """Play ``game`` to its end by Hard (seeded by ``seed``), yielding (decision index,
    position text) at the start of every turn and bidding round."""
    while not game.is_over:
        d = game.decision
        assert d is not None
        if d.kind in (DecisionKind.ACTION, DecisionKind.BID) and len(d.options) > 1:
            try:
                text = position_text(game)
            except ValueError:  # in the middle of a turn or of a bidding round
                text = ""
            if text:
                yield len(game.history), text
        game.apply(choose(game, "hard", seed))


def mine(mode: str, seed: int, games: int, on_puzzle: Callable[[Puzzle], None],
         count: int | None = None) -> int:  # fmt: skip
    """Mine games 0 .. ``games`` - 1 of ``mode`` (stopping once ``count`` puzzles were
    found); returns the games played. Each puzzle is reported once (by id)."""
    seen: set[str] = set()
    for index in range(games):
        deal = deal_seed(seed, index)
        for decision, text in positions(Game(setup_of(mode, index), deal), deal):
            puzzle = puzzle_at(text, Source(seed=seed, index=index, deal=deal,
                                            decision=decision))  # fmt: skip
            if puzzle is not None and puzzle.id not in seen:
                seen.add(puzzle.id)
                on_puzzle(puzzle)
                if count is not None and len(seen) >= count:
                    return index + 1
    return games

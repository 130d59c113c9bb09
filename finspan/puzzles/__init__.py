"""Puzzles and the game of the day, for both games: the engine and command-line side (no
screens, no pygame).

A puzzle (`Puzzle`, read from the shipped ``data/puzzles.json`` by `shipped`) is a position
where one answer is clearly best and the obvious move is not it; it was found by
``finspan puzzles make`` (self-play of the computer players) and is checked against the
engine by ``finspan puzzles check``. The screens need::

    from finspan.puzzles import judge, load_record, next_puzzle, record_try, shipped, start

    record = load_record().record
    puzzle = next_puzzle(record, "flip", shipped().puzzles)   # at the player's level
    game = start(puzzle)                      # the game at the puzzle's decision
    verdict = judge(puzzle, ["flip row 2", "dolphin: flip B3"])
    # verdict.done, .solved, .words: "Frees 4; 7 was possible."
    result, message = record_try(puzzle, verdict.solved, datetime.now())

    game = daily_game("finspan", date.today())                   # the day's deal
    line = share_line("finspan", date.today(), game)             # once it is over
    record_daily("finspan", date.today(), game)                  # result and streak

docs/PUZZLES.md describes the format, the generation and the checks.
"""

from typing import TYPE_CHECKING

from .._lazy import lazy_getattr

if TYPE_CHECKING:  # the real names for type checkers; at run time they load lazily
    from .check import (
        Result as Result,
        check_all as check_all,
        check_puzzle as check_puzzle,
    )
    from .daily import (
        FINSPAN_DIFFICULTY as FINSPAN_DIFFICULTY,
        daily_day as daily_day,
        daily_game as daily_game,
        daily_games as daily_games,
        daily_info as daily_info,
        daily_result as daily_result,
        daily_seed as daily_seed,
        daily_setup as daily_setup,
        setup_words as setup_words,
        share_line as share_line,
    )
    from .model import (
        Puzzle as Puzzle,
        PuzzleFile as PuzzleFile,
        PuzzleFileError as PuzzleFileError,
        parse_puzzles as parse_puzzles,
        read_puzzles as read_puzzles,
        shipped as shipped,
        theme_words as theme_words,
    )
    from .play import (
        Judgement as Judgement,
        judge as judge,
        start as start,
    )
    from .rating import (
        Rating as Rating,
        expected as expected,
        rate_try as rate_try,
        update as update,
    )
    from .record import (
        DailyResult as DailyResult,
        DailySummary as DailySummary,
        LoadedRecord as LoadedRecord,
        Record as Record,
        TryResult as TryResult,
        best_daily as best_daily,
        current_streak as current_streak,
        daily_of as daily_of,
        daily_summary as daily_summary,
        is_solved as is_solved,
        is_tried as is_tried,
        load_record as load_record,
        next_puzzle as next_puzzle,
        player_rating as player_rating,
        puzzle_rating as puzzle_rating,
        puzzle_streak as puzzle_streak,
        record_daily as record_daily,
        record_path as record_path,
        record_place as record_place,
        record_try as record_try,
        save_record as save_record,
        with_daily as with_daily,
        with_place as with_place,
        with_try as with_try,
    )

#: Public names and the module that defines each, imported on first use (PEP 562).
_EXPORTS: dict[str, str] = {
    "Puzzle": ".model",
    "PuzzleFile": ".model",
    "PuzzleFileError": ".model",
    "read_puzzles": ".model",
    "parse_puzzles": ".model",
    "shipped": ".model",
    "theme_words": ".model",
    "start": ".play",
    "judge": ".play",
    "Judgement": ".play",
    "Rating": ".rating",
    "update": ".rating",
    "rate_try": ".rating",
    "expected": ".rating",
    "Record": ".record",
    "TryResult": ".record",
    "DailyResult": ".record",
    "LoadedRecord": ".record",
    "load_record": ".record",
    "save_record": ".record",
    "record_try": ".record",
    "record_daily": ".record",
    "with_try": ".record",
    "with_daily": ".record",
    "next_puzzle": ".record",
    "player_rating": ".record",
    "puzzle_rating": ".record",
    "is_solved": ".record",
    "is_tried": ".record",
    "DailySummary": ".record",
    "daily_summary": ".record",
    "daily_of": ".record",
    "puzzle_streak": ".record",
    "with_place": ".record",
    "record_place": ".record",
    "current_streak": ".record",
    "record_path": ".record",
    "daily_seed": ".daily",
    "daily_setup": ".daily",
    "daily_game": ".daily",
    "daily_info": ".daily",
    "daily_result": ".daily",
    "share_line": ".daily",
    "setup_words": ".daily",
    "daily_day": ".daily",
    "daily_games": ".daily",
    "best_daily": ".record",
    "FINSPAN_DIFFICULTY": ".daily",
    "Result": ".check",
    "check_puzzle": ".check",
    "check_all": ".check",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS, globals())


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))

"""Computer players for any seat, a hint, and tournaments between them.

Built on the engine's public names only (`finspan.engine`). A computer player sees what a
person at the table sees: its search deals the hidden cards again in copies of the game
(`finspan.engine.redeal`) and never reads them.
"""

from typing import TYPE_CHECKING

from .._lazy import lazy_getattr

if TYPE_CHECKING:  # the real names for type checkers; at run time they load lazily
    from .hinting import (
        Hint as Hint,
        hint as hint,
    )
    from .montecarlo import (
        OptionStats as OptionStats,
        SearchResult as SearchResult,
        Settings as Settings,
        play_world as play_world,
        search as search,
    )
    from .own_scores import scale_for as scale_for
    from .players import (
        DEFAULT_BUDGET as DEFAULT_BUDGET,
        LEVELS as LEVELS,
        PLAY_BUDGET as PLAY_BUDGET,
        SECONDS as SECONDS,
        SOLO_WEIGHTS as SOLO_WEIGHTS,
        ComputerPlayer as ComputerPlayer,
        level_policy as level_policy,
        settings_for as settings_for,
    )
    from .tournament import (
        run_tournament as run_tournament,
        wilson as wilson,
    )

_EXPORTS: dict[str, str] = {
    "ComputerPlayer": ".players",
    "DEFAULT_BUDGET": ".players",
    "LEVELS": ".players",
    "SECONDS": ".players",
    "PLAY_BUDGET": ".players",
    "level_policy": ".players",
    "settings_for": ".players",
    "SOLO_WEIGHTS": ".players",
    "Settings": ".montecarlo",
    "SearchResult": ".montecarlo",
    "OptionStats": ".montecarlo",
    "play_world": ".montecarlo",
    "search": ".montecarlo",
    "scale_for": ".own_scores",
    "Hint": ".hinting",
    "hint": ".hinting",
    "run_tournament": ".tournament",
    "wilson": ".tournament",
}

__all__ = sorted(_EXPORTS)

__getattr__ = lazy_getattr(__name__, _EXPORTS, globals())


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))

"""The Finspan rules engine: pure Python, no pygame, no clock, no file I/O, no global random.

Public API::

    from finspan.engine import Game, Setup, load_position, parse_option

    game = Game(Setup.multiplayer(3), seed=7)
    while not game.is_over:
        decision = game.decision          # who decides, kind, prompt, options
        events = game.apply(decision.options[0])

See `finspan.engine.game` for the rules' flow, `finspan.engine.position` for the position
format and `finspan.engine.options` for the options' text forms.
"""

from .._lazy import lazy_getattr

#: Public names and the module that defines each. They are imported on first use (PEP 562),
#: so that importing one part of the engine (say, the catalog) does not import all of it.
_EXPORTS: dict[str, str] = {
    "CATALOG": ".catalog",
    "Catalog": ".catalog",
    "Fish": ".catalog",
    "Game": ".game",
    "GameOver": ".game",
    "IllegalOption": ".game",
    "Option": ".options",
    "OptionSyntaxError": ".options",
    "parse_option": ".options",
    "PositionError": ".position",
    "load_position": ".position",
    "position_text": ".position",
    "Seat": ".setup",
    "Setup": ".setup",
    "SetupError": ".setup",
    "Decision": ".task",
    "Rng": ".rng",
    "redeal": ".hidden",
    "unseen_fish": ".hidden",
    "unseen_decision_cards": ".hidden",
    "greedy_policy": ".policies",
    "random_policy": ".policies",
    "option_values": ".policies",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS, globals())


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))

"""The Finspan rules engine: pure Python, no pygame, no clock, no file I/O, no global random.

Everything a caller needs is importable from here (``from finspan.engine import ...``); no
code outside this package imports one of its modules (a test checks it). The concepts::

    from finspan.engine import Game, Setup, parse_option

    game = Game(Setup.multiplayer(3), seed=7)
    while not game.is_over:
        decision = game.decision          # who decides (a seat), kind, prompt, options
        events = game.apply(decision.options[0])   # past-tense events
        state = game.public_state()       # everything a player may see, immutable
    result = game.outcome()               # scores, ranking, winner(s), tie-break words

`Game`, `Decision`, `Option` (text forms: `parse_option`, ``str(option)``), `Event`,
`PublicState`, `Outcome`, and the position text (`load_position`, `position_text`).
Closed sets are `enum.StrEnum`s (`DecisionKind`, `Source`, `Token`, `DivePlace`, ...).
"""

from .._lazy import lazy_getattr

#: Public names and the module that defines each. They are imported on first use (PEP 562),
#: so that importing one part of the engine (say, the catalog) does not import all of it.
_EXPORTS: dict[str, str] = {
    # catalog
    "CATALOG": ".catalog",
    "Catalog": ".catalog",
    "Fish": ".catalog",
    "Ability": ".catalog",
    "Condition": ".catalog",
    "Cost": ".catalog",
    "Tags": ".catalog",
    "Effect": ".catalog",
    "Draw": ".catalog",
    "Egg": ".catalog",
    "EggOnEach": ".catalog",
    "Hatch": ".catalog",
    "Move": ".catalog",
    "PlayInto": ".catalog",
    "PointsIf": ".catalog",
    "Retrieve": ".catalog",
    "Tuck": ".catalog",
    "Young": ".catalog",
    "CHARACTERISTICS": ".catalog",
    "TAG_NAMES": ".catalog",
    "parse_ability": ".catalog",
    # kinds
    "BONUS_PLACES": ".kinds",
    "DecisionKind": ".kinds",
    "DivePlace": ".kinds",
    "Phase": ".kinds",
    "SeatKind": ".kinds",
    "Size": ".kinds",
    "Source": ".kinds",
    "TieBreak": ".kinds",
    "Token": ".kinds",
    "TokenReason": ".kinds",
    "Trigger": ".kinds",
    # events
    "AbilityActivated": ".events",
    "AchievementScored": ".events",
    "BenefitDeclined": ".events",
    "BenefitOffered": ".events",
    "BonusReached": ".events",
    "BonusScored": ".events",
    "CardDiscarded": ".events",
    "CardDrawn": ".events",
    "CardKept": ".events",
    "CardRetrieved": ".events",
    "CardTucked": ".events",
    "DeckReshuffled": ".events",
    "DiverMoved": ".events",
    "DiverPlaced": ".events",
    "DrawLost": ".events",
    "EggHatched": ".events",
    "EggLaid": ".events",
    "Event": ".events",
    "FirstPlayerPassed": ".events",
    "FishChosen": ".events",
    "FishPlayed": ".events",
    "GameEndStarted": ".events",
    "GameEnded": ".events",
    "GameStarted": ".events",
    "NautomaCardRevealed": ".events",
    "NautomaFishTaken": ".events",
    "NautomaGift": ".events",
    "NautomaMarker": ".events",
    "NautomaTokens": ".events",
    "RavelScored": ".events",
    "SchoolFormed": ".events",
    "TokenMoved": ".events",
    "TokenPaid": ".events",
    "TurnStarted": ".events",
    "WeekEnded": ".events",
    "WeekStarted": ".events",
    "YoungPlaced": ".events",
    # options
    "Activate": ".options",
    "AddYoung": ".options",
    "DRAW": ".options",
    "DiscardCard": ".options",
    "Dive": ".options",
    "DrawCard": ".options",
    "EggEach": ".options",
    "HatchEgg": ".options",
    "KeepCard": ".options",
    "LayEgg": ".options",
    "MoveToken": ".options",
    "Option": ".options",
    "OptionSyntaxError": ".options",
    "PayToken": ".options",
    "Place": ".options",
    "PlayFish": ".options",
    "RetrieveCard": ".options",
    "SKIP": ".options",
    "Skip": ".options",
    "TuckCard": ".options",
    "parse_option": ".options",
    # ocean
    "Column": ".ocean",
    "Zone": ".ocean",
    "Location": ".ocean",
    "COLUMNS": ".ocean",
    "ROWS": ".ocean",
    "ZONES": ".ocean",
    "ZONE_OF_ROW": ".ocean",
    "ROWS_OF_ZONE": ".ocean",
    "N_SLOTS": ".ocean",
    "SLOT_NAMES": ".ocean",
    "slot_name": ".ocean",
    "slot_of": ".ocean",
    "parse_slot": ".ocean",
    "row_of": ".ocean",
    "column_of": ".ocean",
    "zone_of": ".ocean",
    "zone_slots": ".ocean",
    "column_slots": ".ocean",
    "row_slots": ".ocean",
    # game
    "Game": ".game",
    "GameOver": ".game",
    "IllegalOption": ".game",
    "RULES_VERSION": ".game",
    "TURNS_PER_WEEK": ".public",
    "WEEKS": ".game",
    # table
    "Decision": ".table",
    # public
    "PublicState": ".public",
    "SeatState": ".public",
    "SlotState": ".public",
    "Standing": ".public",
    "NautomaView": ".public",
    "RavelView": ".public",
    # fold
    "advance": ".fold",
    "FOLDS": ".fold",
    "SENTENCES": ".narrate",
    "EVENT_TYPES": ".events",
    # outcome
    "Outcome": ".outcome",
    "decision_card_words": ".nautoma",
    # position
    "PositionError": ".position",
    "load_position": ".position",
    "position_text": ".position",
    # setup
    "Seat": ".setup",
    "Setup": ".setup",
    "SetupError": ".setup",
    "DIVER_COLOURS": ".setup",
    # replay
    "ReplayStep": ".replays",
    "replay": ".replays",
    "replay_game": ".replays",
    "restart": ".replays",
    "start_game": ".replays",
    # history
    "Session": ".history",
    "score_history": ".history",
    # narrate
    "describe": ".narrate",
    "option_words": ".narrate",
    # policies
    "POLICIES": ".policies",
    "greedy_policy": ".policies",
    "random_policy": ".policies",
    "greedy_with": ".policies",
    "Weights": ".policies",
    "GREEDY": ".policies",
    # preview
    "PreviewStep": ".preview",
    "dive_preview": ".preview",
    "preview_words": ".preview",
    # rng
    "Rng": ".rng",
    # rules
    "why_unplayable": ".rules",
    # scoring
    "SIDE_A": ".scoring",
    "TILE_WORDS": ".scoring",
    "tile_words": ".scoring",
    # provisional
    "PROVISIONAL": ".provisional",
    "AchievementTile": ".provisional",
    "DecisionCard": ".provisional",
    # state
    "NautomaState": ".state",
    # nautoma
    "DIFFICULTY": ".nautoma",
    "CALM_BASE": ".nautoma",
    "HATCH_CAP": ".nautoma",
    "EGGS_GAINED": ".nautoma",
    "MAX_MARKERS": ".nautoma",
    "DifficultyRules": ".nautoma",
    "NautomaScore": ".nautoma",
    "ravel_points": ".nautoma",
    # simulate
    "play_game": ".simulation",
    "simulate": ".simulation",
    "setup_for": ".simulation",
    "game_result": ".simulation",
    # hidden information (determinization)
    "redeal": ".hidden",
    "unseen_fish": ".hidden",
    "unseen_decision_cards": ".hidden",
    "option_values": ".policies",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS, globals())


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))

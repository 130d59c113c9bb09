"""Fish'n'Flip's rules engine: pure Python, no pygame, no clock, no file I/O, no global random.

Everything a caller needs is importable from here (``from finspan.flip import ...``); no
code outside this package imports one of its modules. The concepts::

    from finspan.flip import Game, Setup, parse_option

    game = Game(Setup.cooperative(2), seed=7)
    while not game.is_over:
        decision = game.decision          # who decides (a seat), kind, prompt, options
        events = game.apply(decision.options[0])   # past-tense events
        state = game.public_state()       # everything a player may see, immutable
    result = game.outcome()               # animals left and rating, or scores and winners

`Game`, `Setup`, `Decision`, `Option` (text forms: `parse_option`, ``str(option)``),
`Event`, `PublicState`, `Outcome`, the position text (`load_position`, `position_text`)
and `FLIP`, the game's `GameDefinition`. Closed sets are `enum.StrEnum`s (`Mode`,
`AnimalType`, `Direction`, `WasteKind`, `ActionKind`, `Difficulty`, `DecisionKind`,
`RayLines`). docs/FLIP.md describes it all.
"""

from typing import TYPE_CHECKING

from .._lazy import lazy_getattr

if TYPE_CHECKING:  # the real names for type checkers; at run time they load lazily
    # Written from `_EXPORTS` by ``python -m tests.flip.front_door``: do not edit by hand.
    from ..core.decision import (
        GameOver as GameOver,
        IllegalOption as IllegalOption,
    )
    from ..core.options import (
        OptionSyntaxError as OptionSyntaxError,
    )
    from ..core.position import (
        PositionError as PositionError,
    )
    from ..core.replay import (
        ReplayStep as ReplayStep,
        replay as replay,
    )
    from ..core.rng import (
        Rng as Rng,
    )
    from ..core.session import (
        Session as Session,
    )
    from .cards import (
        CARDS as CARDS,
        CODE_ID as CODE_ID,
        COLOURS as COLOURS,
        ID_CARDS as ID_CARDS,
        IDS_OF as IDS_OF,
        N_CARDS as N_CARDS,
        Card as Card,
        card_text as card_text,
        card_view as card_view,
        code as code,
        parse_card as parse_card,
    )
    from .definition import (
        FLIP as FLIP,
    )
    from .events import (
        EVENT_TYPES as EVENT_TYPES,
        ActionCardDrawn as ActionCardDrawn,
        ActionDeckReshuffled as ActionDeckReshuffled,
        ActionPassed as ActionPassed,
        ActionPlayed as ActionPlayed,
        ActionsRevealed as ActionsRevealed,
        AllPassed as AllPassed,
        BiddingStarted as BiddingStarted,
        BidMade as BidMade,
        BidPassed as BidPassed,
        BidSettled as BidSettled,
        BidWon as BidWon,
        CardAdded as CardAdded,
        CardFell as CardFell,
        CardFlipped as CardFlipped,
        CardFreed as CardFreed,
        CardGiven as CardGiven,
        CardMoved as CardMoved,
        CardsDiscarded as CardsDiscarded,
        CardsSwitched as CardsSwitched,
        DrawPileReshuffled as DrawPileReshuffled,
        EndTriggered as EndTriggered,
        Event as Event,
        FishNFlip as FishNFlip,
        GameEnded as GameEnded,
        GameLost as GameLost,
        GameStarted as GameStarted,
        GridDealt as GridDealt,
        GroupFreed as GroupFreed,
        HandsDealt as HandsDealt,
        NetDealt as NetDealt,
        PowersDealt as PowersDealt,
        PowerSkipped as PowerSkipped,
        PowerUsed as PowerUsed,
        TurnEnded as TurnEnded,
        TurnStarted as TurnStarted,
        WasteTaken as WasteTaken,
        WasteUnderPile as WasteUnderPile,
    )
    from .game import (
        RULES_VERSION as RULES_VERSION,
        Game as Game,
        computer_gift as computer_gift,
    )
    from .hidden import (
        redeal as redeal,
    )
    from .kinds import (
        ActionKind as ActionKind,
        AnimalType as AnimalType,
        DecisionKind as DecisionKind,
        Difficulty as Difficulty,
        Direction as Direction,
        Mode as Mode,
        RayLines as RayLines,
        WasteKind as WasteKind,
    )
    from .narrate import (
        decision_words as decision_words,
        option_words as option_words,
    )
    from .net import (
        COOP_NET as COOP_NET,
        GRID as GRID,
        LETTERS as LETTERS,
        PLACE_NAMES as PLACE_NAMES,
        Geometry as Geometry,
        column_of as column_of,
        parse_column as parse_column,
        parse_place as parse_place,
        row_of as row_of,
    )
    from .options import (
        ACTION_OF as ACTION_OF,
        MAX_BID as MAX_BID,
        OPTION_TYPES as OPTION_TYPES,
        POWER_OF as POWER_OF,
        Bid as Bid,
        DolphinFlip as DolphinFlip,
        FlipCard as FlipCard,
        FlipColour as FlipColour,
        FlipColumn as FlipColumn,
        FlipRow as FlipRow,
        FlipSquare as FlipSquare,
        Free as Free,
        Give as Give,
        JellyfishMove as JellyfishMove,
        OctopusFlip as OctopusFlip,
        Option as Option,
        Pass as Pass,
        RayFree as RayFree,
        SharkFree as SharkFree,
        Skip as Skip,
        Switch as Switch,
        SwitchFlip as SwitchFlip,
        SwordfishFree as SwordfishFree,
        TurtleMove as TurtleMove,
        WhaleSink as WhaleSink,
        parse_option as parse_option,
    )
    from .outcome import (
        WASTE_POINTS as WASTE_POINTS,
        Outcome as Outcome,
        lowest_scoring_opponent as lowest_scoring_opponent,
    )
    from .position import (
        load_position as load_position,
        position_text as position_text,
    )
    from .provisional import (
        PROVISIONAL as PROVISIONAL,
        Provisional as Provisional,
        Rating as Rating,
    )
    from .public import (
        PublicState as PublicState,
        SeatView as SeatView,
    )
    from .setup import (
        MAX_NAME as MAX_NAME,
        Setup as Setup,
        SetupError as SetupError,
    )
    from .state import (
        Decision as Decision,
    )
    from .tasks import (
        FISH_N_FLIP as FISH_N_FLIP,
    )


#: Public names and the module that defines each. They are imported on first use (PEP 562),
#: so that importing one part of the engine (say, the kinds) does not import all of it.
_EXPORTS: dict[str, str] = {
    "Game": ".game",
    "RULES_VERSION": ".game",
    "computer_gift": ".game",
    "FLIP": ".definition",
    "Setup": ".setup",
    "SetupError": ".setup",
    "MAX_NAME": ".setup",
    "Mode": ".kinds",
    "AnimalType": ".kinds",
    "Direction": ".kinds",
    "WasteKind": ".kinds",
    "ActionKind": ".kinds",
    "Difficulty": ".kinds",
    "DecisionKind": ".kinds",
    "RayLines": ".kinds",
    "Card": ".cards",
    "CARDS": ".cards",
    "CODE_ID": ".cards",
    "ID_CARDS": ".cards",
    "IDS_OF": ".cards",
    "code": ".cards",
    "COLOURS": ".cards",
    "N_CARDS": ".cards",
    "card_view": ".cards",
    "card_text": ".cards",
    "parse_card": ".cards",
    "Geometry": ".net",
    "COOP_NET": ".net",
    "GRID": ".net",
    "LETTERS": ".net",
    "PLACE_NAMES": ".net",
    "parse_place": ".net",
    "parse_column": ".net",
    "column_of": ".net",
    "row_of": ".net",
    "Decision": ".state",
    "Option": ".options",
    "OPTION_TYPES": ".options",
    "MAX_BID": ".options",
    "ACTION_OF": ".options",
    "POWER_OF": ".options",
    "parse_option": ".options",
    "FlipCard": ".options",
    "FlipRow": ".options",
    "FlipColumn": ".options",
    "FlipSquare": ".options",
    "FlipColour": ".options",
    "Switch": ".options",
    "SwitchFlip": ".options",
    "Free": ".options",
    "DolphinFlip": ".options",
    "OctopusFlip": ".options",
    "WhaleSink": ".options",
    "TurtleMove": ".options",
    "JellyfishMove": ".options",
    "SharkFree": ".options",
    "RayFree": ".options",
    "SwordfishFree": ".options",
    "Skip": ".options",
    "Bid": ".options",
    "Pass": ".options",
    "Give": ".options",
    "Event": ".events",
    "EVENT_TYPES": ".events",
    "PublicState": ".public",
    "SeatView": ".public",
    "Outcome": ".outcome",
    "WASTE_POINTS": ".outcome",
    "lowest_scoring_opponent": ".outcome",
    "FISH_N_FLIP": ".tasks",
    "load_position": ".position",
    "position_text": ".position",
    "PROVISIONAL": ".provisional",
    "Provisional": ".provisional",
    "Rating": ".provisional",
    "redeal": ".hidden",
    "option_words": ".narrate",
    "decision_words": ".narrate",
    "GameOver": "..core.decision",
    "IllegalOption": "..core.decision",
    "OptionSyntaxError": "..core.options",
    "PositionError": "..core.position",
    "ReplayStep": "..core.replay",
    "replay": "..core.replay",
    "Rng": "..core.rng",
    "Session": "..core.session",
    "GameStarted": ".events",
    "PowersDealt": ".events",
    "HandsDealt": ".events",
    "NetDealt": ".events",
    "TurnStarted": ".events",
    "ActionPlayed": ".events",
    "ActionPassed": ".events",
    "CardFlipped": ".events",
    "CardsSwitched": ".events",
    "PowerUsed": ".events",
    "PowerSkipped": ".events",
    "CardMoved": ".events",
    "GroupFreed": ".events",
    "CardFreed": ".events",
    "WasteUnderPile": ".events",
    "CardFell": ".events",
    "FishNFlip": ".events",
    "TurnEnded": ".events",
    "ActionCardDrawn": ".events",
    "ActionDeckReshuffled": ".events",
    "CardAdded": ".events",
    "EndTriggered": ".events",
    "GameLost": ".events",
    "GameEnded": ".events",
    "GridDealt": ".events",
    "ActionsRevealed": ".events",
    "BiddingStarted": ".events",
    "BidMade": ".events",
    "BidPassed": ".events",
    "AllPassed": ".events",
    "BidWon": ".events",
    "BidSettled": ".events",
    "WasteTaken": ".events",
    "CardGiven": ".events",
    "CardsDiscarded": ".events",
    "DrawPileReshuffled": ".events",
}

__all__ = sorted(_EXPORTS)


__getattr__ = lazy_getattr(__name__, _EXPORTS, globals())


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))

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

from typing import TYPE_CHECKING

from .._lazy import lazy_getattr

if TYPE_CHECKING:  # the real names for type checkers; at run time they load lazily
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
    from .catalog import (
        CATALOG as CATALOG,
        CHARACTERISTICS as CHARACTERISTICS,
        TAG_NAMES as TAG_NAMES,
        Ability as Ability,
        Catalog as Catalog,
        Condition as Condition,
        Cost as Cost,
        Draw as Draw,
        Effect as Effect,
        Egg as Egg,
        EggOnEach as EggOnEach,
        Fish as Fish,
        Hatch as Hatch,
        Move as Move,
        PlayInto as PlayInto,
        PointsIf as PointsIf,
        Retrieve as Retrieve,
        Tags as Tags,
        Tuck as Tuck,
        Young as Young,
        parse_ability as parse_ability,
    )
    from .definition import (
        FINSPAN as FINSPAN,
    )
    from .events import (
        EVENT_TYPES as EVENT_TYPES,
        AbilityActivated as AbilityActivated,
        AchievementScored as AchievementScored,
        BenefitDeclined as BenefitDeclined,
        BenefitOffered as BenefitOffered,
        BonusReached as BonusReached,
        BonusScored as BonusScored,
        CardDiscarded as CardDiscarded,
        CardDrawn as CardDrawn,
        CardKept as CardKept,
        CardRetrieved as CardRetrieved,
        CardTucked as CardTucked,
        DeckReshuffled as DeckReshuffled,
        DiverMoved as DiverMoved,
        DiverPlaced as DiverPlaced,
        DrawLost as DrawLost,
        EggHatched as EggHatched,
        EggLaid as EggLaid,
        Event as Event,
        FirstPlayerPassed as FirstPlayerPassed,
        FishChosen as FishChosen,
        FishPlayed as FishPlayed,
        GameEnded as GameEnded,
        GameEndStarted as GameEndStarted,
        GameStarted as GameStarted,
        NautomaCardRevealed as NautomaCardRevealed,
        NautomaFishTaken as NautomaFishTaken,
        NautomaGift as NautomaGift,
        NautomaMarker as NautomaMarker,
        NautomaTokens as NautomaTokens,
        RavelScored as RavelScored,
        SchoolFormed as SchoolFormed,
        TokenMoved as TokenMoved,
        TokenPaid as TokenPaid,
        TurnStarted as TurnStarted,
        WeekEnded as WeekEnded,
        WeekStarted as WeekStarted,
        YoungPlaced as YoungPlaced,
    )
    from .fold import (
        FOLDS as FOLDS,
        advance as advance,
    )
    from .game import (
        RULES_VERSION as RULES_VERSION,
        WEEKS as WEEKS,
        Game as Game,
    )
    from .hidden import (
        redeal as redeal,
        unseen_decision_cards as unseen_decision_cards,
        unseen_fish as unseen_fish,
    )
    from .history import (
        score_history as score_history,
    )
    from .kinds import (
        BONUS_PLACES as BONUS_PLACES,
        DecisionKind as DecisionKind,
        DivePlace as DivePlace,
        Phase as Phase,
        SeatKind as SeatKind,
        Size as Size,
        Source as Source,
        TieBreak as TieBreak,
        Token as Token,
        TokenReason as TokenReason,
        Trigger as Trigger,
    )
    from .narrate import (
        SENTENCES as SENTENCES,
        describe as describe,
        option_words as option_words,
    )
    from .nautoma import (
        CALM_BASE as CALM_BASE,
        DIFFICULTY as DIFFICULTY,
        EGGS_GAINED as EGGS_GAINED,
        HATCH_CAP as HATCH_CAP,
        MAX_MARKERS as MAX_MARKERS,
        DifficultyRules as DifficultyRules,
        NautomaScore as NautomaScore,
        decision_card_words as decision_card_words,
        ravel_points as ravel_points,
    )
    from .ocean import (
        COLUMNS as COLUMNS,
        N_SLOTS as N_SLOTS,
        ROWS as ROWS,
        ROWS_OF_ZONE as ROWS_OF_ZONE,
        SLOT_NAMES as SLOT_NAMES,
        ZONE_OF_ROW as ZONE_OF_ROW,
        ZONES as ZONES,
        Column as Column,
        Location as Location,
        Zone as Zone,
        column_of as column_of,
        column_slots as column_slots,
        parse_slot as parse_slot,
        row_of as row_of,
        row_slots as row_slots,
        slot_name as slot_name,
        slot_of as slot_of,
        zone_of as zone_of,
        zone_slots as zone_slots,
    )
    from .options import (
        DRAW as DRAW,
        SKIP as SKIP,
        Activate as Activate,
        AddYoung as AddYoung,
        DiscardCard as DiscardCard,
        Dive as Dive,
        DrawCard as DrawCard,
        EggEach as EggEach,
        HatchEgg as HatchEgg,
        KeepCard as KeepCard,
        LayEgg as LayEgg,
        MoveToken as MoveToken,
        Option as Option,
        PayToken as PayToken,
        Place as Place,
        PlayFish as PlayFish,
        RetrieveCard as RetrieveCard,
        Skip as Skip,
        TuckCard as TuckCard,
        parse_option as parse_option,
    )
    from .outcome import (
        Outcome as Outcome,
    )
    from .policies import (
        GREEDY as GREEDY,
        POLICIES as POLICIES,
        Weights as Weights,
        greedy_policy as greedy_policy,
        greedy_with as greedy_with,
        option_values as option_values,
        random_policy as random_policy,
    )
    from .position import (
        load_position as load_position,
        position_text as position_text,
    )
    from .preview import (
        PreviewStep as PreviewStep,
        dive_preview as dive_preview,
        preview_words as preview_words,
    )
    from .provisional import (
        PROVISIONAL as PROVISIONAL,
        AchievementTile as AchievementTile,
        DecisionCard as DecisionCard,
    )
    from .public import (
        TURNS_PER_WEEK as TURNS_PER_WEEK,
        NautomaView as NautomaView,
        PublicState as PublicState,
        RavelView as RavelView,
        SeatState as SeatState,
        SlotState as SlotState,
        Standing as Standing,
    )
    from .replays import (
        replay_game as replay_game,
        restart as restart,
        start_game as start_game,
    )
    from .rules import (
        why_unplayable as why_unplayable,
    )
    from .scoring import (
        SIDE_A as SIDE_A,
        TILE_WORDS as TILE_WORDS,
        tile_words as tile_words,
    )
    from .setup import (
        DIVER_COLOURS as DIVER_COLOURS,
        Seat as Seat,
        Setup as Setup,
        SetupError as SetupError,
    )
    from .simulation import (
        game_result as game_result,
        play_game as play_game,
        setup_for as setup_for,
        simulate as simulate,
    )
    from .state import (
        NautomaState as NautomaState,
    )
    from .table import (
        Decision as Decision,
    )

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
    "OptionSyntaxError": "..core.options",
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
    "FINSPAN": ".definition",
    "Game": ".game",
    "GameOver": "..core.decision",
    "IllegalOption": "..core.decision",
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
    "PositionError": "..core.position",
    "load_position": ".position",
    "position_text": ".position",
    # setup
    "Seat": ".setup",
    "Setup": ".setup",
    "SetupError": ".setup",
    "DIVER_COLOURS": ".setup",
    # replay
    "ReplayStep": "..core.replay",
    "replay": "..core.replay",
    "replay_game": ".replays",
    "restart": ".replays",
    "start_game": ".replays",
    # history
    "Session": "..core.session",
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
    "Rng": "..core.rng",
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

"""Finspan's sounds: its effects and which effect each engine event makes (`EVENT_SOUNDS`),
heard when the event's animation ends (`tabletop.Tabletop.step_view`). `SOUNDS` is what
Finspan's registration gives the app (`finspan.frontend.kit.front.Sounds`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

#: Finspan's effects in ``assets/sounds/<name>.ogg`` (written by ``assets/make_sounds.py``).
FINSPAN_EFFECTS: tuple[str, ...] = (
    "card_pickup", "card_lay", "card_drawn", "fish_consumed", "egg_laid", "egg_hatching",
    "school_forming", "diver_splash", "diver_descending", "points_scored", "week_ending",
    "winning", "marker_placed",
)  # fmt: skip
Chooser = Callable[[Any], str | None]


def _by_reason(event: Any) -> str | None:
    """Nautoma's supply: eggs gained, eggs hatching, a school formed."""
    return {"gain_eggs": "egg_laid", "hatch": "egg_hatching", "school": "school_forming",
            "all_players": "egg_laid"}.get(event.reason)  # fmt: skip


def _if_points(event: Any) -> str | None:
    return "points_scored" if event.points else None


@cache
def event_sounds() -> dict[type, str | Chooser | None]:
    """Engine event type -> the effect it makes: a name, None (explicitly silent), or a
    function of the event giving either. Every type of `finspan.engine.EVENT_TYPES` has an
    entry (a test checks). Silent events are shown by what follows them (e.g. the benefits a
    bonus gives make their own sounds) or are bookkeeping. Also `EVENT_SOUNDS`.

    Built on first use: the engine's events load only then, not before the title's first
    frame (their 37 dataclasses take 15-45 ms to create here).
    """
    from ... import engine as E

    return {
        # flow
        E.GameStarted: None,
        E.WeekStarted: None,
        E.TurnStarted: None,
        E.DiverPlaced: lambda e: None if e.site == "play" else "diver_splash",
        # playing a fish
        E.FishChosen: "card_pickup",
        E.CardDiscarded: "card_drawn",
        E.TokenPaid: None,  # the fish landing follows at once
        E.FishPlayed: lambda e: "card_lay" if e.consumed is None else "fish_consumed",
        # diving
        E.DiverMoved: "diver_descending",
        E.BonusReached: None,  # the benefit's own events sound
        E.AbilityActivated: None,  # its effects' own events sound
        E.BenefitOffered: None,
        E.BenefitDeclined: None,
        # benefits
        E.EggLaid: "egg_laid",
        E.EggHatched: "egg_hatching",
        E.YoungPlaced: "egg_laid",
        E.TokenMoved: "marker_placed",
        E.SchoolFormed: "school_forming",
        E.CardDrawn: "card_drawn",
        E.DrawLost: None,
        E.CardRetrieved: "card_drawn",
        E.CardTucked: "card_lay",
        E.CardKept: "card_lay",
        E.DeckReshuffled: "card_pickup",
        # scoring
        E.AchievementScored: _if_points,
        E.BonusScored: _if_points,
        E.WeekEnded: "week_ending",
        E.FirstPlayerPassed: None,
        E.GameEndStarted: None,
        E.GameEnded: "winning",
        # Nautoma
        E.NautomaCardRevealed: "card_drawn",
        E.NautomaMarker: lambda e: "marker_placed" if e.change else None,
        E.NautomaFishTaken: "card_drawn",
        E.NautomaTokens: _by_reason,
        E.NautomaGift: None,  # the human's answer to it sounds
        E.RavelScored: _if_points,
    }


def __getattr__(name: str) -> Any:
    """``EVENT_SOUNDS``: the table of `event_sounds`, built on first use (PEP 562)."""
    if name == "EVENT_SOUNDS":
        return event_sounds()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def sound_for(event: object) -> str | None:
    """The effect ``event`` makes, or None (silent, or not an engine event)."""
    entry = event_sounds().get(type(event))
    return entry(event) if callable(entry) else entry


class FinspanSounds:
    """Finspan's sounds for the app (`finspan.frontend.kit.front.Sounds`)."""

    effects = FINSPAN_EFFECTS

    def for_event(self, event: object) -> str | None:
        return sound_for(event)


SOUNDS = FinspanSounds()

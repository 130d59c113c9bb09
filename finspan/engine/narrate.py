"""Sentences for events, in the players' names: the game log, the command line, replays.

`describe(event, names)` returns one short past-tense sentence, or '' for events that are
not worth a log line (the diver's steps between places, for instance). Reads nothing but
the catalog; changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from . import events as E, options as O
from .catalog import CATALOG
from .game import Game
from .ocean import slot_name
from .rules import egg_each_slots
from .scoring import TILE_WORDS

_PLACES = {
    "above_sunlight": "above the Sunlight zone",
    "above_twilight": "above the Twilight zone",
    "above_midnight": "above the Midnight zone",
    "bottom": "at the bottom",
}
_BENEFIT_WORDS = {
    "draw": "draw a card",
    "egg": "lay an egg",
    "hatch": "hatch an egg",
    "move": "move a young or school",
    "retrieve": "take a card back from the discard pile",
}


def fish_name(number: int) -> str:
    return CATALOG.by_number[number].name


def describe(event: E.Event, names: Sequence[str]) -> str:
    """One sentence for ``event``; ``names`` are the seats' names. '' if not worth a line."""

    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"

    return SENTENCES[type(event)](event, who)


#: Names a seat in a sentence.
Who = Callable[[int], str]


def silent(e: Any, who: Who) -> str:
    """An event not worth a line of the log (the diver's steps, a turn beginning, ...)."""
    return ""


def _game_started(e: Any, who: Who) -> str:
    return f"The game begins; {who(e.first_player)} has the first-player token."


def _week_started(e: Any, who: Who) -> str:
    return f"Week {e.week} begins; {who(e.first_player)} goes first."


def _diver_placed(e: Any, who: Who) -> str:
    if e.site == "play":
        return f"{who(e.player)} places a diver to play a fish."
    return f"{who(e.player)} dives at the {e.site} dive site."


def _card_discarded(e: Any, who: Who) -> str:
    return f"{who(e.player)} discards {fish_name(e.card)} to pay."


def _token_paid(e: Any, who: Who) -> str:
    article = "an" if e.token == "egg" else "a"
    return f"{who(e.player)} pays {article} {e.token} from {slot_name(e.slot)}."


def _fish_played(e: Any, who: Who) -> str:
    text = f"{who(e.player)} plays {fish_name(e.card)} on {slot_name(e.slot)}"
    if e.consumed is not None:
        text += f", consuming {fish_name(e.consumed)}"
    return text + "."


def _bonus_reached(e: Any, who: Who) -> str:
    place = _PLACES.get(e.place, e.place)
    benefit = _BENEFIT_WORDS.get(e.benefit, e.benefit)
    if e.available:
        return f"{who(e.player)} may {benefit} ({e.column} bonus {place})."
    if e.place == "bottom":
        return f"The {e.column} bottom bonus was already taken this week."
    return f"No fish there: no {e.column} bonus {place}."


def _ability_activated(e: Any, who: Who) -> str:
    trigger = e.trigger.replace("_", " ").upper()
    return f"{who(e.player)}'s {fish_name(e.card)} activates ({trigger})."


def _benefit_offered(e: Any, who: Who) -> str:
    owner = f"{who(e.owner)}'s {fish_name(e.card)}"
    return f"{who(e.player)} may also gain {owner} benefit."


def _benefit_declined(e: Any, who: Who) -> str:
    return f"{who(e.player)} skips: {e.source}."


def _egg_laid(e: Any, who: Who) -> str:
    return f"{who(e.player)} lays an egg on {slot_name(e.slot)}."


def _egg_hatched(e: Any, who: Who) -> str:
    return f"{who(e.player)} hatches the egg on {slot_name(e.slot)}."


def _young_placed(e: Any, who: Who) -> str:
    return f"{who(e.player)} puts a young on {slot_name(e.slot)}."


def _token_moved(e: Any, who: Who) -> str:
    return (
        f"{who(e.player)} moves a {e.token} from {slot_name(e.from_slot)} "
        f"to {slot_name(e.to_slot)}."
    )


def _school_formed(e: Any, who: Who) -> str:
    return f"Three young form a school on {who(e.player)}'s {slot_name(e.slot)}."


def _card_drawn(e: Any, who: Who) -> str:
    return f"{who(e.player)} draws {fish_name(e.card)}."


def _draw_lost(e: Any, who: Who) -> str:
    return f"The fish deck is empty: {who(e.player)}'s draw is lost."


def _card_retrieved(e: Any, who: Who) -> str:
    return f"{who(e.player)} takes {fish_name(e.card)} back from the discard pile."


def _card_tucked(e: Any, who: Who) -> str:
    return f"{who(e.player)} tucks {fish_name(e.card)} under {slot_name(e.slot)}."


def _card_kept(e: Any, who: Who) -> str:
    return f"{who(e.player)} keeps {fish_name(e.card)} in the discard pile."


def _deck_reshuffled(e: Any, who: Who) -> str:
    return f"The discard piles are shuffled into a new fish deck ({e.cards} cards)."


def _achievement_scored(e: Any, who: Who) -> str:
    what = TILE_WORDS.get(e.achievement, e.achievement)
    return f"{who(e.player)} scores {e.points} for {e.units} × {what} (week {e.week})."


def _bonus_scored(e: Any, who: Who) -> str:
    return f"{who(e.player)} gains the +{e.points} bonus for the most achievement points."


def _week_ended(e: Any, who: Who) -> str:
    return f"Week {e.week} ends."


def _first_player_passed(e: Any, who: Who) -> str:
    return f"The first-player token passes to {who(e.player)}."


def _game_end_started(e: Any, who: Who) -> str:
    return "The game ends: GAME END abilities that award no points are resolved first."


def _game_ended(e: Any, who: Who) -> str:
    winners = " and ".join(who(s) for s in e.winners)
    scores = ", ".join(f"{who(s)} {t}" for s, t in enumerate(e.totals))
    verb = "win" if len(e.winners) > 1 else "wins"
    return f"{winners} {verb}! Final scores: {scores}."


def _nautoma_card_revealed(e: Any, who: Who) -> str:
    return f"{who(e.player)} reveals decision card {e.card}."


def _nautoma_marker(e: Any, who: Who) -> str:
    if e.ignored:
        return f"{who(e.player)}'s achievement marker step is ignored."
    if e.change > 0:
        return f"{who(e.player)} places an achievement marker ({e.markers} now)."
    if e.change < 0:
        return f"{who(e.player)} removes an achievement marker ({e.markers} left)."
    return f"{who(e.player)} has no achievement marker to move."


def _nautoma_fish_taken(e: Any, who: Who) -> str:
    return f"{who(e.player)} takes {fish_name(e.card)} from the fish deck."


def _nautoma_gift(e: Any, who: Who) -> str:
    return (
        f"{who(e.player)}'s {fish_name(e.card)} shows an all-players benefit: "
        f"{who(e.to_player)} may gain it once."
    )


def _nautoma_tokens(e: Any, who: Who) -> str:
    return _nautoma_tokens_words(e, who(e.player))


def _ravel_scored(e: Any, who: Who) -> str:
    return (
        f"Ravel: {who(e.player)} gains {e.gained} – {e.lost} = {e.points} points (week {e.week})."
    )


#: The sentence for each event type (`silent`: no line).
SENTENCES: dict[type[E.Event], Callable[[Any, Who], str]] = {
    E.GameStarted: _game_started,
    E.WeekStarted: _week_started,
    E.TurnStarted: silent,
    E.DiverPlaced: _diver_placed,
    E.FishChosen: silent,
    E.CardDiscarded: _card_discarded,
    E.TokenPaid: _token_paid,
    E.FishPlayed: _fish_played,
    E.DiverMoved: silent,
    E.BonusReached: _bonus_reached,
    E.AbilityActivated: _ability_activated,
    E.BenefitOffered: _benefit_offered,
    E.BenefitDeclined: _benefit_declined,
    E.EggLaid: _egg_laid,
    E.EggHatched: _egg_hatched,
    E.YoungPlaced: _young_placed,
    E.TokenMoved: _token_moved,
    E.SchoolFormed: _school_formed,
    E.CardDrawn: _card_drawn,
    E.DrawLost: _draw_lost,
    E.CardRetrieved: _card_retrieved,
    E.CardTucked: _card_tucked,
    E.CardKept: _card_kept,
    E.DeckReshuffled: _deck_reshuffled,
    E.AchievementScored: _achievement_scored,
    E.BonusScored: _bonus_scored,
    E.WeekEnded: _week_ended,
    E.FirstPlayerPassed: _first_player_passed,
    E.GameEndStarted: _game_end_started,
    E.GameEnded: _game_ended,
    E.NautomaCardRevealed: _nautoma_card_revealed,
    E.NautomaMarker: _nautoma_marker,
    E.NautomaFishTaken: _nautoma_fish_taken,
    E.NautomaTokens: _nautoma_tokens,
    E.NautomaGift: _nautoma_gift,
    E.RavelScored: _ravel_scored,
}


def _nautoma_tokens_words(event: E.NautomaTokens, name: str) -> str:
    if event.reason == "school":
        if event.schools:
            return f"{name} turns 3 young into a school."
        return f"{name} has fewer than 3 young: no school."
    if event.reason == "hatch":
        if event.young:
            return f"{name} hatches {event.young} egg{'s' if event.young > 1 else ''}."
        return f"{name} has no eggs to hatch."
    if event.reason == "gain_eggs":
        return f"{name} gains {event.eggs} eggs."
    token = "an egg" if event.eggs else "a young"
    return f"{name} gains {token} instead of the all-players benefit."


def option_words(game: Game, option: O.Option) -> str:
    """A plain-words label for one option of ``game``'s pending decision, for buttons."""
    d = game.decision
    p = game.players[d.player] if d else None

    def on(slot: int) -> str:
        top = p.ocean[slot].top if p else None
        where = slot_name(slot)
        return f"{fish_name(top)} ({where})" if top is not None else f"empty slot {where}"

    if isinstance(option, O.Skip):
        if d and d.kind == "keep":
            return "Keep no card"
        if d and d.kind == "egg_some":
            return "Done: no more eggs"
        if d and d.kind == "game_end":
            return "Done: score the game"
        if d and d.kind == "benefit" and len(d.remaining) > 1:
            return "Skip the rest"
        return "Skip"
    if isinstance(option, O.Dive):
        return f"Dive at the {('blue', 'purple', 'green')[option.column]} dive site"
    if isinstance(option, O.PlayFish):
        return f"Play {fish_name(option.card)}"
    if isinstance(option, O.Place):
        slot = p.ocean[option.slot] if p else None
        if slot is not None and slot.top is not None:
            return f"Place on {slot_name(option.slot)}, consuming {fish_name(slot.top)}"
        return f"Place on {slot_name(option.slot)}"
    if isinstance(option, O.DiscardCard):
        return f"Discard {fish_name(option.card)}"
    if isinstance(option, O.PayToken):
        return f"Pay the {option.token} on {on(option.slot)}"
    if isinstance(option, O.LayEgg):
        return f"Egg on {on(option.slot)}"
    if isinstance(option, O.HatchEgg):
        return f"Hatch the egg on {on(option.slot)}"
    if isinstance(option, O.AddYoung):
        return f"Young on {on(option.slot)}"
    if isinstance(option, O.MoveToken):
        a, b = slot_name(option.from_slot), slot_name(option.to_slot)
        return f"Move a {option.token} from {a} to {b}"
    if isinstance(option, O.DrawCard):
        return "Draw a card"
    if isinstance(option, O.RetrieveCard):
        return f"Take back {fish_name(option.card)}"
    if isinstance(option, O.TuckCard):
        return f"Tuck {fish_name(option.card)}"
    if isinstance(option, O.EggSome):
        return f"Egg on some {option.target} fish: choose which"
    if isinstance(option, O.EggEach):
        n = len(egg_each_slots(p, option.target)) if p else 0
        return f"Egg on each {option.target} fish ({n} egg{'s' if n != 1 else ''})"
    if isinstance(option, O.KeepCard):
        return f"Keep {fish_name(option.card)}"
    if isinstance(option, O.Activate):
        return f"Resolve {on(option.slot)}"
    return str(option)

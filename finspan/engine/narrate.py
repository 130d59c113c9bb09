"""Sentences for events, in the players' names: the game log, the command line, replays.

`describe(event, names)` returns one short past-tense sentence, or '' for events that are
not worth a log line (the diver's steps between places, for instance). Reads nothing but
the catalog; changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import events as E
from . import options as O
from .catalog import CATALOG
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

    if isinstance(event, E.GameStarted):
        return f"The game begins; {who(event.first_player)} has the first-player token."
    if isinstance(event, E.WeekStarted):
        return f"Week {event.week} begins; {who(event.first_player)} goes first."
    if isinstance(event, E.TurnStarted):
        return ""
    if isinstance(event, E.DiverPlaced):
        if event.site == "play":
            return f"{who(event.player)} places a diver to play a fish."
        return f"{who(event.player)} dives at the {event.site} dive site."
    if isinstance(event, E.FishChosen):
        return ""
    if isinstance(event, E.CardDiscarded):
        return f"{who(event.player)} discards {fish_name(event.card)} to pay."
    if isinstance(event, E.TokenPaid):
        article = "an" if event.token == "egg" else "a"
        return f"{who(event.player)} pays {article} {event.token} from {slot_name(event.slot)}."
    if isinstance(event, E.FishPlayed):
        text = f"{who(event.player)} plays {fish_name(event.card)} on {slot_name(event.slot)}"
        if event.consumed is not None:
            text += f", consuming {fish_name(event.consumed)}"
        return text + "."
    if isinstance(event, E.DiverMoved):
        return ""
    if isinstance(event, E.BonusReached):
        place = _PLACES.get(event.place, event.place)
        benefit = _BENEFIT_WORDS.get(event.benefit, event.benefit)
        if event.available:
            return f"{who(event.player)} may {benefit} ({event.column} bonus {place})."
        if event.place == "bottom":
            return f"The {event.column} bottom bonus was already taken this week."
        return f"No fish there: no {event.column} bonus {place}."
    if isinstance(event, E.AbilityActivated):
        trigger = event.trigger.replace("_", " ").upper()
        return f"{who(event.player)}'s {fish_name(event.card)} activates ({trigger})."
    if isinstance(event, E.BenefitOffered):
        owner = f"{who(event.owner)}'s {fish_name(event.card)}"
        return f"{who(event.player)} may also gain {owner} benefit."
    if isinstance(event, E.BenefitDeclined):
        return f"{who(event.player)} skips: {event.source}."
    if isinstance(event, E.EggLaid):
        return f"{who(event.player)} lays an egg on {slot_name(event.slot)}."
    if isinstance(event, E.EggHatched):
        return f"{who(event.player)} hatches the egg on {slot_name(event.slot)}."
    if isinstance(event, E.YoungPlaced):
        return f"{who(event.player)} puts a young on {slot_name(event.slot)}."
    if isinstance(event, E.TokenMoved):
        return (
            f"{who(event.player)} moves a {event.token} from {slot_name(event.from_slot)} "
            f"to {slot_name(event.to_slot)}."
        )
    if isinstance(event, E.SchoolFormed):
        return f"Three young form a school on {who(event.player)}'s {slot_name(event.slot)}."
    if isinstance(event, E.CardDrawn):
        return f"{who(event.player)} draws {fish_name(event.card)}."
    if isinstance(event, E.DrawLost):
        return f"The fish deck is empty: {who(event.player)}'s draw is lost."
    if isinstance(event, E.CardRetrieved):
        return f"{who(event.player)} takes {fish_name(event.card)} back from the discard pile."
    if isinstance(event, E.CardTucked):
        return f"{who(event.player)} tucks {fish_name(event.card)} under {slot_name(event.slot)}."
    if isinstance(event, E.CardKept):
        return f"{who(event.player)} keeps {fish_name(event.card)} in the discard pile."
    if isinstance(event, E.DeckReshuffled):
        return f"The discard piles are shuffled into a new fish deck ({event.cards} cards)."
    if isinstance(event, E.AchievementScored):
        what = TILE_WORDS.get(event.achievement, event.achievement)
        return (
            f"{who(event.player)} scores {event.points} for {event.units} × {what} "
            f"(week {event.week})."
        )
    if isinstance(event, E.BonusScored):
        return (
            f"{who(event.player)} gains the +{event.points} bonus for the most achievement points."
        )
    if isinstance(event, E.WeekEnded):
        return f"Week {event.week} ends."
    if isinstance(event, E.FirstPlayerPassed):
        return f"The first-player token passes to {who(event.player)}."
    if isinstance(event, E.GameEndStarted):
        return "The game ends: GAME END abilities that award no points are resolved first."
    if isinstance(event, E.GameEnded):
        winners = " and ".join(who(s) for s in event.winners)
        scores = ", ".join(f"{who(s)} {t}" for s, t in enumerate(event.totals))
        verb = "win" if len(event.winners) > 1 else "wins"
        return f"{winners} {verb}! Final scores: {scores}."
    if isinstance(event, E.NautomaCardRevealed):
        return f"{who(event.player)} reveals decision card {event.card}."
    if isinstance(event, E.NautomaMarker):
        if event.ignored:
            return f"{who(event.player)}'s achievement marker step is ignored."
        if event.change > 0:
            return f"{who(event.player)} places an achievement marker ({event.markers} now)."
        if event.change < 0:
            return f"{who(event.player)} removes an achievement marker ({event.markers} left)."
        return f"{who(event.player)} has no achievement marker to move."
    if isinstance(event, E.NautomaFishTaken):
        return f"{who(event.player)} takes {fish_name(event.card)} from the fish deck."
    if isinstance(event, E.NautomaGift):
        return (
            f"{who(event.player)}'s {fish_name(event.card)} shows an all-players benefit: "
            f"{who(event.to_player)} may gain it once."
        )
    if isinstance(event, E.NautomaTokens):
        return _nautoma_tokens(event, who(event.player))
    if isinstance(event, E.RavelScored):
        return (
            f"Ravel: {who(event.player)} gains {event.gained} – {event.lost} = {event.points} "
            f"points (week {event.week})."
        )
    return ""


def _nautoma_tokens(event: E.NautomaTokens, name: str) -> str:
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


def option_words(game, option) -> str:
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

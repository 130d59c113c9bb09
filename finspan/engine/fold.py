"""Stepping a `PublicState` forward by one event: for a table that animates a batch of
events one at a time and shows the game as it was after each.

`advance(state, event)` returns a new state (the old one is unchanged). Folding all the
events an `apply` returned onto the state before it gives exactly `Game.public_state()`
after it (a test checks this over whole games). `FOLDS` has one entry per event type;
events that change nothing a player sees map to `still`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from . import events as E
from .kinds import DivePlace, Phase, Token
from .ocean import Column
from .public import NautomaView, PublicState, finish

Handler = Callable[[PublicState, E.Event], PublicState]


def still(state: PublicState, event: E.Event) -> PublicState:
    """An event that changes nothing a player sees."""
    return state


def _seat(state: PublicState, seat: int, **changes: object) -> PublicState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)  # type: ignore[arg-type]
    return replace(state, players=tuple(players))


def _slot(state: PublicState, seat: int, slot: int, **changes: object) -> PublicState:
    ocean = list(state.players[seat].ocean)
    ocean[slot] = replace(ocean[slot], **changes)  # type: ignore[arg-type]
    return _seat(state, seat, ocean=tuple(ocean))


def _nautoma(state: PublicState, **changes: object) -> PublicState:
    n = state.nautoma
    assert n is not None
    new: NautomaView = replace(n, **changes)  # type: ignore[arg-type]
    return replace(state, nautoma=new)


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def _week_started(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.WeekStarted)
    s = replace(s, week=e.week, first_player=e.first_player, turn=0)
    return _nautoma(s, card=None) if s.nautoma is not None else s


def _turn_started(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.TurnStarted)
    return replace(s, current=e.player, turn=s.turn + 1, diver=None)


def _diver_placed(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.DiverPlaced)
    return _seat(s, e.player, divers=(*s.players[e.player].divers, e.site))


def _fish_chosen(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.FishChosen)
    s = _seat(s, e.player, hand=_without(s.players[e.player].hand, e.card))
    return replace(s, in_play=e.card, in_play_owner=e.player)


def _card_discarded(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.CardDiscarded)
    p = s.players[e.player]
    return _seat(s, e.player, hand=_without(p.hand, e.card), discard=(*p.discard, e.card))


def _token_paid(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.TokenPaid)
    slot = s.players[e.player].ocean[e.slot]
    field = Token(e.token).field
    return _slot(s, e.player, e.slot, **{field: getattr(slot, field) - 1})


def _fish_played(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.FishPlayed)
    slot = s.players[e.player].ocean[e.slot]
    s = _slot(s, e.player, e.slot, fish=(*slot.fish, e.card))
    return replace(s, in_play=None, in_play_owner=0)


def _diver_moved(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.DiverMoved)
    return replace(s, diver=(e.player, e.column, DivePlace(e.place)))


def _bonus_reached(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.BonusReached)
    if e.place != DivePlace.BOTTOM or not e.available:
        return s
    bottoms = list(s.players[e.player].bottoms)
    bottoms[Column.parse(e.column)] = True
    return _seat(s, e.player, bottoms=tuple(bottoms))


def _egg_laid(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.EggLaid)
    return _slot(s, e.player, e.slot, egg=1)


def _egg_hatched(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.EggHatched)
    slot = s.players[e.player].ocean[e.slot]
    return _slot(s, e.player, e.slot, egg=0, young=slot.young + 1)


def _young_placed(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.YoungPlaced)
    slot = s.players[e.player].ocean[e.slot]
    return _slot(s, e.player, e.slot, young=slot.young + 1)


def _token_moved(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.TokenMoved)
    ocean = s.players[e.player].ocean
    src, dst = ocean[e.from_slot], ocean[e.to_slot]
    if e.token == Token.YOUNG:
        s = _slot(s, e.player, e.from_slot, young=src.young - 1)
        return _slot(s, e.player, e.to_slot, young=dst.young + 1)
    s = _slot(s, e.player, e.from_slot, school=0)
    return _slot(s, e.player, e.to_slot, school=1)


def _school_formed(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.SchoolFormed)
    slot = s.players[e.player].ocean[e.slot]
    return _slot(s, e.player, e.slot, young=slot.young - 3, school=1)


def _card_drawn(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.CardDrawn)
    s = _seat(s, e.player, hand=(*s.players[e.player].hand, e.card))
    return replace(s, deck=s.deck - 1)


def _card_retrieved(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.CardRetrieved)
    p = s.players[e.player]
    return _seat(s, e.player, discard=_without(p.discard, e.card), hand=(*p.hand, e.card))


def _card_tucked(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.CardTucked)
    p = s.players[e.player]
    fish = p.ocean[e.slot].fish
    s = _seat(s, e.player, hand=_without(p.hand, e.card))
    return _slot(s, e.player, e.slot, fish=(*fish[:-1], e.card, fish[-1]))


def _deck_reshuffled(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.DeckReshuffled)
    def pile(seat: int) -> tuple[int, ...]:
        kept = e.kept[seat] if seat < len(e.kept) else None
        return () if kept is None else (kept,)

    # the kept cards stay; every other discarded card is in the new deck
    players = tuple(replace(p, discard=pile(p.seat)) for p in s.players)
    return replace(s, players=players, deck=s.deck + e.cards)


def _achievement_scored(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.AchievementScored)
    p = s.players[e.player]
    # every seat's +3 bonus of the week is recorded (0 unless a BonusScored follows)
    s = _seat(s, e.player, achievements=(*p.achievements, e.points), bonuses=(*p.bonuses, 0))
    if p.nautoma:
        s = _nautoma(s, markers=0)  # her markers return after scoring
    return s


def _bonus_scored(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.BonusScored)
    p = s.players[e.player]
    return _seat(s, e.player, bonuses=(*p.bonuses[:-1], e.points))


def _week_ended(s: PublicState, e: E.Event) -> PublicState:
    players = tuple(replace(p, divers=(), bottoms=(False, False, False)) for p in s.players)
    return replace(s, players=players, diver=None)


def _first_player_passed(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.FirstPlayerPassed)
    return replace(s, first_player=e.player)


def _game_end_started(s: PublicState, e: E.Event) -> PublicState:
    return replace(s, phase=Phase.GAME_END)


def _game_ended(s: PublicState, e: E.Event) -> PublicState:
    return replace(s, phase=Phase.OVER)


def _nautoma_card(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.NautomaCardRevealed)
    return _nautoma(s, card=e.card)


def _nautoma_marker(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.NautomaMarker)
    return _nautoma(s, markers=e.markers)


def _nautoma_fish(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.NautomaFishTaken) and s.nautoma is not None
    s = _nautoma(s, fish=(*s.nautoma.fish, e.card))
    return replace(s, deck=s.deck - 1)


def _nautoma_tokens(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.NautomaTokens) and s.nautoma is not None
    n = s.nautoma
    return _nautoma(
        s, eggs=n.eggs + e.eggs, young=n.young + e.young, schools=n.schools + e.schools
    )


def _ravel_scored(s: PublicState, e: E.Event) -> PublicState:
    assert isinstance(e, E.RavelScored) and s.nautoma is not None
    return _nautoma(s, ravel_points=(*s.nautoma.ravel_points, e.points))


#: How each event type changes what a player sees.
FOLDS: dict[type[E.Event], Handler] = {
    E.GameStarted: still,
    E.WeekStarted: _week_started,
    E.TurnStarted: _turn_started,
    E.DiverPlaced: _diver_placed,
    E.FishChosen: _fish_chosen,
    E.CardDiscarded: _card_discarded,
    E.TokenPaid: _token_paid,
    E.FishPlayed: _fish_played,
    E.DiverMoved: _diver_moved,
    E.BonusReached: _bonus_reached,
    E.AbilityActivated: still,
    E.BenefitOffered: still,
    E.BenefitDeclined: still,
    E.EggLaid: _egg_laid,
    E.EggHatched: _egg_hatched,
    E.YoungPlaced: _young_placed,
    E.TokenMoved: _token_moved,
    E.SchoolFormed: _school_formed,
    E.CardDrawn: _card_drawn,
    E.DrawLost: still,
    E.CardRetrieved: _card_retrieved,
    E.CardTucked: _card_tucked,
    E.CardKept: still,  # the card stays in its pile until the reshuffle
    E.DeckReshuffled: _deck_reshuffled,
    E.AchievementScored: _achievement_scored,
    E.BonusScored: _bonus_scored,
    E.WeekEnded: _week_ended,
    E.FirstPlayerPassed: _first_player_passed,
    E.GameEndStarted: _game_end_started,
    E.GameEnded: _game_ended,
    E.NautomaCardRevealed: _nautoma_card,
    E.NautomaMarker: _nautoma_marker,
    E.NautomaFishTaken: _nautoma_fish,
    E.NautomaTokens: _nautoma_tokens,
    E.NautomaGift: still,
    E.RavelScored: _ravel_scored,
}


def advance(state: PublicState, event: E.Event) -> PublicState:
    """The public state after ``event``, derived fields included. Does not change ``state``."""
    return finish(FOLDS[type(event)](state, event), before=state)


def advance_raw(state: PublicState, event: E.Event) -> PublicState:
    """Like `advance` but leaves the derived fields (scores, standings, ...) as they were:
    cheaper when many events are folded at once; call `finish` on the result."""
    return FOLDS[type(event)](state, event)


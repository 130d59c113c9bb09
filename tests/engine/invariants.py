"""Invariants every game state must satisfy, checked independently of the engine's own code
(used by the random-playthrough tests)."""

from __future__ import annotations

import json
from dataclasses import fields

from finspan.engine import CATALOG, Game
from finspan.engine.catalog import Condition, PointsIf, Trigger
from finspan.engine.events import Event
from finspan.engine.ocean import Zone

ALL_CARDS = sorted([*CATALOG.main, *CATALOG.starter])
FORAGE_AT = {f.slot: f.fish.number for f in CATALOG.forage}


def cards_in_play(g: Game) -> list[int]:
    """Every card's place: the deck, hands, discard piles, oceans (visible and consumed),
    out of the game, Nautoma's fish, and a card being played (left the hand, not yet placed)."""
    cards = [*g.deck, *g.out_of_game]
    for p in g.players:
        cards += p.hand + p.discard
        cards += [n for s in p.ocean for n in s.fish if not CATALOG[n].is_forage]
    if g.nautoma is not None:
        cards += g.nautoma.fish
    cards += [t.card for t in g.stack if t.KIND == "play_fish"]
    return sorted(cards)


def zone_of_row(row: int) -> Zone:
    return Zone.SUNLIGHT if row <= 3 else Zone.TWILIGHT if row == 4 else Zone.MIDNIGHT


def check_state(g: Game) -> None:
    """Cards conserved, tokens legal, stacks and placements legal."""
    assert cards_in_play(g) == ALL_CARDS
    for p in g.players:
        assert len(p.divers) <= 6
        assert all(x >= 0 for x in p.achievements + p.bonuses)
        if p.is_nautoma:
            continue
        for i, s in enumerate(p.ocean):
            where = f"{p.name} slot {i}"
            assert s.egg in (0, 1), where
            assert s.school in (0, 1), where
            assert s.young >= 0, where
            assert not s.egg or s.fish, f"{where}: an egg with no fish"
            assert not (s.young >= 3 and not s.school), f"{where}: 3+ young and no school"
            forage = [n for n in s.fish if CATALOG[n].is_forage]
            assert forage == ([FORAGE_AT[i]] if i in FORAGE_AT else []), where
            if i in FORAGE_AT:
                assert s.fish[0] == FORAGE_AT[i], f"{where}: forage fish not at the bottom"
            if s.fish:
                top = CATALOG[s.fish[-1]]
                assert all(CATALOG[n].length_cm < top.length_cm for n in s.fish[:-1]), where
                if not top.is_forage:
                    row, column = i // 3 + 1, i % 3
                    assert zone_of_row(row) in top.zones, where
                    assert not top.deepwater_only or row == 6, where
                    assert top.band is None or int(top.band) == column, where
    if g.nautoma is not None:
        n = g.nautoma
        assert min(n.eggs, n.young, n.schools, n.markers) >= 0
        assert n.markers <= 6


def condition(p, slot: int, effect: PointsIf) -> bool:
    s = p.ocean[slot]
    return {
        Condition.NO_TOKENS: not (s.egg or s.young or s.school),
        Condition.FISH_UNDER: len(s.fish) - 1 >= effect.amount,
        Condition.EXACTLY_YOUNG: s.young == effect.amount,
        Condition.IN_DEEPWATER: slot // 3 + 1 == 6,
        Condition.SCHOOL: s.school == 1,
        Condition.EGG_YOUNG_SCHOOL: bool(s.egg and s.young and s.school),
    }[effect.condition]


def check_scores(g: Game) -> None:
    """Each person's score breakdown agrees with their ocean and adds up to its total."""
    for seat, p in enumerate(g.players):
        if p.is_nautoma:
            continue
        s = g.outcome().scores[seat]
        visible = [(i, sl.fish[-1]) for i, sl in enumerate(p.ocean) if sl.fish]
        game_end = 0
        for i, n in visible:
            ability = CATALOG[n].ability
            if ability and ability.trigger is Trigger.GAME_END:
                game_end += sum(
                    e.points
                    for e in ability.effects
                    if isinstance(e, PointsIf) and condition(p, i, e)
                )
        expected = {
            "achievements": sum(p.achievements),
            "bonus": sum(p.bonuses),
            "fish": sum(CATALOG[n].points for _, n in visible),
            "game_end": game_end,
            "consumed": sum(len(sl.fish) - 1 for sl in p.ocean if sl.fish),
            "eggs": sum(sl.egg for sl in p.ocean),
            "young": sum(sl.young for sl in p.ocean),
            "schools": 6 * sum(sl.school for sl in p.ocean),
        }
        d = s.to_dict()
        assert {k: d[k] for k in expected} == expected
        assert d["total"] == sum(expected.values()) == s.total


_PLAIN = (int, str, bool, type(None))


def check_events(events: list[Event]) -> None:
    """Events carry plain values (ids, places), never object references, and serialize."""
    for e in events:
        for f in fields(e):
            value = getattr(e, f.name)
            items = value if isinstance(value, tuple) else (value,)
            assert all(isinstance(v, _PLAIN) for v in items), (e, f.name)
        json.dumps(e.to_dict())


def check_round_trip(g: Game) -> None:
    """The state serializes to JSON and back without loss, with the same decision."""
    data = g.to_dict()
    restored = Game.from_dict(json.loads(json.dumps(data)))
    assert restored.to_dict() == data
    assert restored.options == g.options
    assert restored.is_over == g.is_over

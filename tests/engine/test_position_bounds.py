"""Positions from outside: malformed ones give one line (`PositionError`), never a traceback;
nothing is accepted that crashes later or can never be saved; the empty-deck reshuffle and
Nautoma's week round-trip through `position_text` (issue 11's position gaps)."""

from __future__ import annotations

import json

import pytest

from finspan.engine import (
    Game,
    PositionError,
    Rng,
    Setup,
    events as E,
    load_position,
    position_text,
)
from finspan.engine.catalog import CATALOG

from .helpers import player, position

BASE = position(player("Ada", hand=["Haddock"]), player("Bob"))
SOLO_TABLE = "\n[nautoma]\ndifficulty = 3\n"
SOLO = position(player("Ada", hand=["Haddock"])) + SOLO_TABLE


def refused(text: str) -> PositionError:
    with pytest.raises(PositionError) as info:
        load_position(text)
    message = str(info.value)
    assert "\n" not in message and len(message) < 500
    return info.value


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("a = " + "[" * 5_000 + "]" * 5_000, "position"),  # deep nesting
        ("a = " + "{b = " * 3_000 + "1" + "}" * 3_000, "position"),
        ("seed = " + "7" * 5_000 + "\n" + BASE, "position"),  # thousands of digits
        (BASE + "# " + "x" * 300_000 + "\n", "position"),  # very large (valid) text
        (BASE.replace("seed = 1", "seed = -1"), "seed"),
        (BASE.replace("seed = 1", "seed = 18446744073709551616"), "seed"),
        (BASE.replace('name = "Ada"', 'name = "' + "A" * 101 + '"'), "player[0].name"),
        (BASE.replace('name = "Ada"', 'name = "Ada\\u0000"'), "player[0].name"),
        (BASE.replace('name = "Bob"', 'name = "Bob\\u001b[31m"'), "player[1].name"),
        (BASE.replace("week = 1", "week = 99999999999"), "week"),
        (BASE.replace("turn = 0", "turn = -1"), "turn"),
        (BASE.replace("achievements = []", 'achievements = ["x"]', 1), "player[0].achievements"),
        (BASE.replace("bonuses = []", "bonuses = [10000]", 1), "player[0].bonuses"),
        (BASE.replace('format = "finspan-position/1"', 'tiles = [[1]]\nboard = "B"', 1), None),
    ],
)
def test_a_malformed_position_gives_one_line(text: str, field: str | None) -> None:
    error = refused(text)
    if field is not None:
        assert error.field == field


def test_a_count_in_non_ascii_digits_is_refused() -> None:
    text = position(player("Ada", ocean={"B1": "Clown Anemonefish, ² young"}), player("Bob"))
    assert refused(text).field == "player[0].ocean.B1"


@pytest.mark.parametrize(
    ("table", "field"),
    [
        ('achievements = ["x"]', "nautoma.achievements"),
        ("achievements = [true]", "nautoma.achievements"),
        ("bonuses = [1.5]", "nautoma.bonuses"),
        ("ravel_points = [1]", "nautoma.ravel_points"),  # Ravel is not in play
        ("eggs = 100000", "nautoma.eggs"),
        ("markers = -1", "nautoma.markers"),
        ("deck = []", "nautoma.deck"),  # empty: she would have nothing to reveal
        ('deck = ["N1"]', "nautoma.deck"),  # short: her second turn would find none
        ('deck = ["N1", "N1", "N2", "N3", "N4", "N5"]', "nautoma.deck[1]"),  # repeated
        ('deck = ["N1", "N2", "N3", "N4", "N5", "N6", "N7"]', "nautoma.deck"),  # all 7
        ('deck = ["N1", "N2", "N3", "N4", "N5", "N8"]', "nautoma.deck[5]"),
        ("deck = [1, 2, 3, 4, 5, 6]", "nautoma.deck[0]"),
        ('revealed = ["N1"]', "nautoma.revealed"),  # she has taken no turn this week
    ],
)
def test_nautoma_values_that_would_crash_later_are_refused(table: str, field: str) -> None:
    assert refused(SOLO + table + "\n").field == field


def test_her_deck_and_revealed_cards_must_not_overlap() -> None:
    text = position(player("Ada", divers=["blue"]), turn=2) + SOLO_TABLE
    text += 'revealed = ["N1"]\ndeck = ["N1", "N2", "N3", "N4", "N5"]\n'
    assert "already revealed" in refused(text).problem


def test_a_full_week_of_her_cards_is_accepted_and_played_in_order() -> None:
    text = SOLO + 'deck = ["N4", "N2", "N3", "N1", "N5", "N6"]\n'
    game = load_position(text)
    assert sorted(game.nautoma.deck + game.nautoma.set_aside) == [f"N{i}" for i in range(1, 8)]
    assert game.nautoma.set_aside == ["N7"] and game.nautoma.revealed == []
    revealed = []
    while game.week == 1:
        for e in game.apply(game.options[-1]):
            if isinstance(e, E.NautomaCardRevealed):
                revealed.append(e.card)
    assert revealed == ["N4", "N2", "N3", "N1", "N5", "N6"]


def _solo_game_at_a_turn(seed: int, turns: int) -> Game:
    """A solo game with Ravel at the start of the human's turn after ``turns`` turns."""
    game = Game(Setup.solo_game(3, ravel=3), seed)
    rng = Rng(seed)
    while True:
        d = game.decision
        if d.kind == "turn" and len(game.stack) == 1 and game.turn >= turns:
            return game
        game.apply(game.options[rng.below(len(game.options))])


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_position_text_keeps_nautomas_week(seed: int) -> None:
    game = _solo_game_at_a_turn(seed, 5)
    assert game.nautoma.revealed  # she has revealed cards this week
    text = position_text(game)
    loaded = load_position(text)
    assert loaded.nautoma.revealed == game.nautoma.revealed
    assert sorted(loaded.nautoma.deck + loaded.nautoma.set_aside) == sorted(
        game.nautoma.deck + game.nautoma.set_aside
    )
    assert position_text(loaded) == text
    exact = load_position(position_text(game, include_deck=True))
    assert exact.nautoma.deck == game.nautoma.deck
    assert exact.nautoma.revealed == game.nautoma.revealed


def _game_after_the_reshuffle() -> Game:
    """A 1-player game whose fish deck is empty and whose discard pile holds every main card
    and two starter cards, run until the reshuffle, then to the start of the next turn."""
    main = [CATALOG.by_number[c].name for c in CATALOG.main]
    starters = [CATALOG.by_number[c].name for c in CATALOG.starter[:2]]
    text = position(player("Ada", discard=main + starters), seed=5)
    game = load_position(text)
    assert game.deck == []
    rng = Rng(5)
    reshuffled = False
    while not reshuffled or not (game.decision.kind == "turn" and len(game.stack) == 1):
        draws = [o for o in game.options if str(o).startswith(("dive", "draw"))]
        pool = draws or game.options
        events = game.apply(pool[rng.below(len(pool))])
        reshuffled = reshuffled or any(isinstance(e, E.DeckReshuffled) for e in events)
    return game


def test_starter_cards_in_the_deck_after_the_reshuffle_round_trip() -> None:
    game = _game_after_the_reshuffle()
    starters = sorted(c for c in game.deck if CATALOG.by_number[c].group != "main")
    assert starters
    text = position_text(game)
    assert "deck_starters" in text
    loaded = load_position(text)
    assert sorted(loaded.deck) == sorted(game.deck)
    assert sorted(loaded.out_of_game) == sorted(game.out_of_game)
    assert position_text(loaded) == text
    exact = load_position(position_text(game, include_deck=True))  # starters in `deck`
    assert exact.deck == game.deck


def test_a_main_card_is_not_a_deck_starter() -> None:
    text = BASE.replace("seed = 1", 'seed = 1\ndeck_starters = ["Pilotfish"]')
    assert refused(text).field == "deck_starters"


@pytest.mark.parametrize(
    "name", ['Quote "Q"', "Back\\slash", "Ümit 李", "O'Neil", "#not a comment"]
)
def test_a_name_with_toml_special_characters_round_trips(name: str) -> None:
    game = Game(Setup.multiplayer(2), 9)
    text = position_text(game).replace(
        'name = "Player 1"', f"name = {json.dumps(name, ensure_ascii=False)}"
    )
    loaded = load_position(text)
    assert loaded.players[0].name == name
    assert position_text(loaded) == text

"""Fish'n'Flip's sounds: every event the table animates starts its animation with an effect
the app ships (`animate.SOUNDS`, `animate.sound_for`), each of Fish'n'Flip's own effects is
heard in real games, and its files exist and load."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from finspan import flip as F
from finspan.app import app_effects
from finspan.flip import Difficulty, Game, Setup
from finspan.flip_ai import chooser
from finspan.frontend.flip import animate
from finspan.frontend.flip.front import FLIP_EFFECTS
from finspan.frontend.flip.table import FlipTable
from finspan.frontend.look.resources import asset_path
from finspan.frontend.look.theme import UI

EFFECTS = app_effects()

#: The whale, the turtle and the jellyfish move cards by their powers; waste and the
#: difficult net lose games (the net tears); bidding.
MOVERS = ("whale", "turtle", "jellyfish", "dolphin")
SETUPS = (Setup.cooperative(1, animals=MOVERS), Setup.competitive(3),
          Setup.cooperative(3, difficulty=Difficulty.DIFFICULT, advanced=True))  # fmt: skip


def played_runs(seeds: range) -> list[tuple[list[F.Event], F.PublicState]]:
    """The event runs the table animates, of whole games by the random and greedy players,
    each with the table shown before it."""
    out = []
    for seed in seeds:
        for setup in SETUPS:
            for policy in ("random", "greedy"):
                game = Game(setup, seed)
                choose = chooser(policy, seed, 30)
                events = list(game.start_events)
                while not game.is_over:
                    view = game.public_state()
                    events = game.apply(choose(game))
                    out += [(run, view) for run in animate.runs(events)]
    return out


@pytest.fixture(scope="module")
def runs() -> list[tuple[list[F.Event], F.PublicState]]:
    return played_runs(range(3))


def test_every_event_the_table_animates_starts_with_a_shipped_effect(runs):
    silent = set()
    for run, view in runs:
        animation = animate.animation_for(run, lambda: None, view, lambda: None,
                                          lambda seat: UI["text"])  # fmt: skip
        if animation.label == "turn":  # bookkeeping: not animated
            continue
        sound = animate.sound_for(run)
        if sound not in EFFECTS:
            silent.add(type(run[0]).__name__)
        assert animation.on_start is not None
    assert silent == set()


def test_each_of_fish_n_flip_s_own_effects_is_heard_in_real_games(runs):
    heard = Counter(animate.sound_for(run) for run, _ in runs)
    assert set(FLIP_EFFECTS) - set(heard) == set()


def test_a_whale_going_down_its_column_sinks_and_a_turtle_steps():
    whale = next(c.id for c in F.ID_CARDS if c.kind is F.AnimalType.WHALE)
    turtle = next(c.id for c in F.ID_CARDS if c.kind is F.AnimalType.TURTLE)
    other = next(c.id for c in F.ID_CARDS if c.kind is F.AnimalType.SHARK)
    sinking = [F.CardMoved(card=whale, place=3, to=0), F.CardMoved(card=other, place=0, to=1)]
    assert animate.sound_for(sinking) == "whale_sinking"
    assert animate.sound_for([F.CardMoved(card=turtle, place=2, to=9)]) == "animal_step"


def test_fish_n_flip_s_effect_files_exist_and_load():
    pygame.mixer.init(44100, -16, 2, 1024)
    try:
        for name in FLIP_EFFECTS:
            path = asset_path("sounds", f"{name}.ogg")
            assert path.is_file(), name
            assert pygame.mixer.Sound(path).get_length() > 0.1, name
    finally:
        pygame.mixer.quit()


def test_the_table_plays_each_event_s_sound_as_its_animation_starts(app, monkeypatch):
    played: list[str] = []
    monkeypatch.setattr(animate.audio, "play", lambda name: played.append(name) or True)
    table = FlipTable(app, Game(Setup.cooperative(1), 3))
    app.push(table)
    option = next(o for o in table.game.options if isinstance(o, F.FlipCard))
    expected = [s for run in animate.runs(table.game.clone().apply(option))
                if (s := animate.sound_for(run))]  # fmt: skip
    table.choose(option)
    table.queue.skip()
    assert played[: len(expected)] == expected and "card_flip" in played

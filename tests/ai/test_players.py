"""Computer players: reproducible at a fixed budget, every decision kind, never a change."""

from __future__ import annotations

from finspan.ai import ComputerPlayer, level_policy, search, settings_for
from finspan.ai.montecarlo import candidates
from finspan.ai.players import decision_seed
from finspan.core import decisions_with_a_choice
from finspan.engine import Game, Rng, Setup, greedy_policy, simulate


def _until(setup: Setup, seed: int, wanted) -> Game:
    """Play greedily until a decision with more than one option satisfies ``wanted``."""
    game = Game(setup, seed)
    rng = Rng(seed)
    while not game.is_over:
        d = game.decision
        if len(d.options) > 1 and wanted(d):
            return game
        game.apply(greedy_policy(game, rng))
    raise AssertionError("no such decision in this game")


def test_a_fixed_budget_gives_the_same_search_every_time_and_leaves_the_game_alone():
    game = Game(Setup.multiplayer(2), 5)
    before = game.to_dict()
    first = search(game, settings_for("hard", 16), seed=7)
    second = search(game, settings_for("hard", 16), seed=7)
    assert game.to_dict() == before
    assert [(s.option, s.reward, s.playouts) for s in first.ranked] == [
        (s.option, s.reward, s.playouts) for s in second.ranked
    ]
    assert first.playouts <= 16 + len(first.rounds) and first.best in game.options


def test_sequential_halving_spends_more_playouts_on_the_survivors():
    game = Game(Setup.multiplayer(2), 5)
    result = search(game, settings_for("hard", 64), seed=1)
    settings = settings_for("hard", 64)
    limit, _ = settings.for_kind(game.decision.kind)  # a turn action: the widest
    # each fish to play counts once per slot it is searched with (Settings.slot_pairs)
    paired = candidates(game, 99, settings.weights_for(game), slot_pairs=settings.slot_pairs)
    assert len(paired) > len(game.options) and result.rounds[0] == min(limit, len(paired))
    assert result.rounds == sorted(result.rounds, reverse=True)
    assert result.ranked[0].playouts == max(s.playouts for s in result.ranked)


def test_a_decision_with_one_option_costs_no_playout():
    game = _until(Setup.multiplayer(2), 3, lambda d: True)
    while len(game.options) > 1:
        game.apply(greedy_policy(game, Rng(0)))
    result = search(game, settings_for("hard", 64), seed=1)
    assert result.playouts == 0 and result.best == game.options[0]


def test_the_time_budget_stops_the_search_when_the_clock_says_so():
    ticks = iter(range(10_000))
    clock = lambda: next(ticks) * 0.1  # noqa: E731 - a fake clock: 0.1 s per reading
    game = Game(Setup.multiplayer(2), 5)
    player = ComputerPlayer("hard", 1, budget=500, seconds=0.35, clock=clock)
    result = player.think(game)
    assert 0 < result.worlds <= 3 and result.best in game.options


def test_the_search_seed_comes_from_public_facts_only():
    game = Game(Setup.multiplayer(2), 5)
    other = game.clone()
    other.deck.reverse()
    assert decision_seed(4, game) == decision_seed(4, other)
    assert decision_seed(4, game) != decision_seed(5, game)


def test_computer_players_answer_other_players_all_players_benefits():
    game = _until(Setup.multiplayer(2), 0, lambda d: d.source == "all_players")
    seat = game.decision.player
    assert seat != game.current  # another player's fish, answered by this seat
    option = ComputerPlayer("hard", 2, budget=8).choose(game)
    assert option in game.options
    game.apply(option)  # legal: the answering seat's own choice


def test_computer_players_take_or_leave_nautomas_gift_and_resolve_game_end_abilities():
    gift = _until(Setup.solo_game(3), 0, lambda d: d.source == "gift")
    assert ComputerPlayer("medium", 2, budget=12).choose(gift) in gift.options
    end = _until(Setup.multiplayer(2), 0, lambda d: d.kind == "game_end")
    assert ComputerPlayer("easy", 2, budget=48).choose(end) in end.options


def test_whole_games_by_computer_players_at_every_level_finish():
    for setup, levels in (
        (Setup.multiplayer(3), ("easy", "medium", "hard")),
        (Setup.solo_game(4), ("hard",)),
    ):
        game = Game(setup, 21)
        players = {
            seat: ComputerPlayer(levels[seat % len(levels)], seat, budget=4)
            for seat in range(len(setup.seats))
        }
        kinds = set()
        while not game.is_over:
            d = game.decision
            kinds.add(d.kind)
            game.apply(players[d.player].choose(game))
        assert {"turn", "place", "benefit"} <= kinds
        assert game.outcome().winners


def test_simulate_plays_the_human_seats_with_a_computer_level_reproducibly():
    policy = level_policy("medium", budget=12)
    first = simulate(Setup.solo_game(2), 1, seed=3, policy=policy)
    second = simulate(Setup.solo_game(2), 1, seed=3, policy=level_policy("medium", budget=12))
    assert first["errors"] == 0
    assert first["results"] == second["results"]


def test_the_simulate_command_takes_a_computer_level_as_policy(capsys):
    import json

    from finspan.cli import main

    args = ["simulate", "--solo", "--difficulty", "1", "--games", "1", "--seed", "2"]
    args += ["--policy", "easy"]
    assert main([*args, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["errors"] == 0 and len(result["results"][0]["scores"]) == 2


def test_hard_weighs_by_the_solo_weights_in_the_solo_game_only():
    from finspan.ai.players import SOLO_WEIGHTS
    from finspan.engine import GREEDY

    hard, medium = settings_for("hard"), settings_for("medium")
    assert hard.weights_for(Game(Setup.solo_game(3), 1)) == SOLO_WEIGHTS != GREEDY
    assert hard.weights_for(Game(Setup.multiplayer(2), 1)) == GREEDY
    assert medium.weights_for(Game(Setup.solo_game(3), 1)) == GREEDY


def test_a_search_can_include_an_option_outside_its_candidates_and_keeps_it_to_the_end():
    settings = settings_for("hard", 48)
    game = _until(Setup.solo_game(3), 4, lambda d: len(d.options) > settings.for_kind(d.kind)[0])
    plain = search(game, settings, seed=3)
    outside = next(o for o in game.options if all(s.option != o for s in plain.ranked))
    result = search(game, settings, seed=3, include=outside)
    mine = result.stats_of(outside)
    assert mine is not None and mine.playouts == max(s.playouts for s in result.ranked)
    assert result.stats_of(result.best).mean_reward >= mine.mean_reward
    assert [s.option for s in result.by_option()].count(outside) == 1


def test_a_search_refuses_to_include_an_option_the_decision_does_not_offer():
    game = Game(Setup.multiplayer(2), 5)
    other = Game(Setup.multiplayer(2), 6)
    stranger = next(o for o in other.options if o not in game.options)
    try:
        search(game, settings_for("hard", 8), seed=1, include=stranger)
    except ValueError as exc:
        assert "not one of the options" in str(exc)
    else:
        raise AssertionError("an option from another game was searched")


def test_a_fish_to_play_can_be_searched_with_its_best_slots_as_candidates_of_their_own():
    import dataclasses

    game = _until(Setup.solo_game(3), 4, lambda d: d.kind == "turn" and len(d.options) > 4)
    settings = dataclasses.replace(settings_for("hard", 64), slot_pairs=2)
    result = search(game, settings, seed=5)
    paired = [s for s in result.ranked if s.then is not None]
    assert paired and all(s.option.verb == "play" and s.then.verb == "place" for s in paired)
    assert len({s.option for s in result.by_option()}) == len(result.by_option())
    assert result.best in game.options


def test_decisions_with_a_choice_yields_only_choices_and_takes_forced_ones_to_the_end():
    game = Game(Setup.solo_game(3), 3)  # a deal with a decision of one option in it
    rng = Rng(3)
    yielded = 0
    for d in decisions_with_a_choice(game):
        assert d is game.decision and len(d.options) > 1
        yielded += 1
        game.apply(greedy_policy(game, rng))
    assert game.is_over
    replay = Game(Setup.solo_game(3), 3)
    choices = 0
    for text in game.history:
        choices += len(replay.options) > 1
        replay.apply(text)
    assert yielded == choices < len(game.history)  # the forced ones were taken, not yielded

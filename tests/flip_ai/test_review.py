"""The post-game review of Fish'n'Flip (finspan/flip_ai/review.py): it finds the turn or the
bid that cost the most and ranks it first, sees only what the players saw, is reproducible,
and never changes the game it reads."""

from __future__ import annotations

import json

import pytest

from finspan.flip import (
    ActionCardDrawn,
    CardAdded,
    DecisionKind,
    Game,
    GridDealt,
    Pass,
    Setup,
    load_position,
    option_words,
    parse_option,
    position_text,
)
from finspan.flip_ai import (
    FlipReview,
    ReviewedBid,
    ReviewedTurn,
    choose,
    review_game,
    review_steps,
    turn_plans,
)
from finspan.flip_ai.review import decisions_of, review_from

#: The scripted cooperative mistake: a solo game (seed 1) played by Hard, but for its turn 3
#: (the game's options 3 on), where the plan freeing the fewest animals is made; Hard's plan
#: there frees 8 more (the largest gap of the game). Played on by Hard, the game ends with 5
#: animals left instead of 2.
COOP_SEED, COOP_TURN, COOP_INDEX = 1, 3, 3
#: The scripted competitive mistake: a 3-player game (seed 2; Hard, Medium, Easy) where Hard
#: (seat 0) wins round 1 with a bid of 5, then carries out the plan freeing the fewest: the
#: bid is not kept (-2 instead of 5).
COMPETITIVE_SEED, COMPETITIVE_ROUND = 2, 1
LEVELS = ("hard", "medium", "easy")


def _fewest(game: Game):
    """The plan of the pending turn freeing the fewest animals (and not losing)."""
    return min((p for p in turn_plans(game).plans if not p.lost), key=lambda p: p.freed)


def scripted_coop(mistake: bool = True) -> Game:
    game = Game(Setup.cooperative(1), COOP_SEED)
    while not game.is_over:
        d = game.decision
        if mistake and d.kind is DecisionKind.ACTION and game.turn == COOP_TURN:
            for option in _fewest(game).options:
                game.apply(option)
        else:
            game.apply(choose(game, "hard", seed=COOP_SEED))
    return game


def scripted_competitive(mistake: bool = True) -> Game:
    game = Game(Setup.competitive(3), COMPETITIVE_SEED)
    while not game.is_over:
        d = game.decision
        if (
            mistake
            and d.player == 0
            and d.kind is DecisionKind.ACTION
            and (game.turn == COMPETITIVE_ROUND)
        ):
            for option in _fewest(game).options:
                game.apply(option)
        else:
            game.apply(choose(game, LEVELS[d.player], seed=COMPETITIVE_SEED))
    return game


@pytest.fixture(scope="module")
def coop() -> Game:
    return scripted_coop()


@pytest.fixture(scope="module")
def coop_review(coop: Game) -> FlipReview:
    return review_game(coop, 0)


@pytest.fixture(scope="module")
def competitive() -> Game:
    return scripted_competitive()


def test_the_scripted_cooperative_mistake_costs_animals_in_the_game_itself():
    assert scripted_coop(mistake=False).outcome().animals_left == 2
    assert scripted_coop().outcome().animals_left == 5


def test_the_review_finds_the_turn_that_freed_the_fewest_and_ranks_it_first(coop, coop_review):
    worst = coop_review.losses()[0]
    assert isinstance(worst, ReviewedTurn)
    assert worst.index == COOP_INDEX and worst.turn == COOP_TURN
    replayed = Game(Setup.cooperative(1), COOP_SEED)
    for text in coop.history[:COOP_INDEX]:
        replayed.apply(text)
    assert worst.chosen == tuple(str(o) for o in _fewest(replayed).options)
    assert worst.best_freed >= worst.chosen_freed + 4 and worst.lost > 3
    assert worst.lost > 3 * coop_review.losses()[1].lost
    first = option_words(parse_option(worst.chosen[0]))  # the panel's words for the option
    assert worst.chosen_words.startswith(first) and "frees" in worst.best_words
    assert coop_review.summary() == (
        f"about {round(coop_review.lost)} animals lost in {len(coop_review.losses())} turns"
    )


def test_a_cooperative_review_weighs_every_turn_of_the_seat_that_offered_a_choice(coop):
    review = review_game(coop, 0, budget=300)
    starts = []
    replayed = Game(Setup.cooperative(1), COOP_SEED)
    for index, text in enumerate(coop.history):
        d = replayed.decision
        if d.kind is DecisionKind.ACTION:
            starts.append(index)
        replayed.apply(text)
    assert [t.index for t in review.turns] == starts == [s.index for s in review.steps]
    assert review.bids == () and decisions_of(coop, 0) == len(starts)
    for turn in review.turns:
        taken = coop.history[turn.index : turn.index + len(turn.chosen)]
        assert list(turn.chosen) == taken
        assert 0 <= turn.lost <= turn.in_play


def test_a_plan_as_good_as_the_best_loses_nothing(coop_review):
    same = [t for t in coop_review.turns if t.chosen == t.best]
    assert same and all(t.lost == 0 and t.chosen_later == t.best_later for t in same)


def test_the_competitive_review_finds_the_bid_not_kept_and_ranks_it_first(competitive):
    review = review_game(competitive, 0)
    worst = review.losses()[0]
    assert isinstance(worst, ReviewedBid) and worst.round == COMPETITIVE_ROUND
    assert worst.won and worst.freed < worst.bid == 5 and worst.best >= worst.bid
    assert (worst.points, worst.best_points, worst.lost) == (-2, worst.best, worst.best + 2)
    assert worst.mistake == "a bid not kept"
    assert worst.plan and worst.best_plan and "frees" in worst.best_words
    assert review.summary() == f"about {worst.lost} points lost in 1 bid"
    assert review.turns == () and all(b.index < len(competitive.history) for b in review.bids)


def test_a_seat_that_always_passes_loses_every_keepable_bid_it_did_not_make():
    game = Game(Setup.competitive(2), 6)
    while not game.is_over:
        d = game.decision
        passing = d.player == 1 and d.kind is DecisionKind.BID
        game.apply(Pass() if passing else choose(game, "easy", seed=6))
    review = review_game(game, 1)
    assert review.bids and all(b.bid == 0 and not b.won for b in review.bids)
    for b in review.bids:
        assert b.lost == (b.best if b.best > b.others else 0)
        assert b.mistake == ("a keepable bid not made" if b.lost else "")
    assert review.losses() and review.lost == sum(b.lost for b in review.bids)


def test_hard_loses_no_point_in_a_competitive_game():
    game = scripted_competitive(mistake=False)
    assert review_game(game, 0).summary() == "no points lost"


def test_a_review_at_the_same_budget_and_seed_is_the_same(coop, competitive):
    assert review_game(coop, 0, 150, seed=3) == review_game(coop, 0, 150, seed=3)
    assert review_game(competitive, 1, seed=3) == review_game(competitive, 1, seed=3)


def test_shared_out_among_processes_the_steps_make_the_same_review(coop):
    steps = [s for k in range(3) for s in review_steps(coop, 0, 150, 5, share=(k, 3))]
    assert review_from(coop, 0, 150, 5, steps) == review_game(coop, 0, 150, 5)


def test_the_review_never_changes_the_game_it_reads(coop, competitive):
    for game in (coop, competitive):
        before = json.dumps(game.to_dict())
        review_game(game, 1 if game is competitive else 0, budget=100)
        assert json.dumps(game.to_dict()) == before and game.is_over


def test_a_review_reads_back_from_its_dict(coop_review, competitive):
    for review in (coop_review, review_game(competitive, 0)):
        data = json.loads(json.dumps(review.to_dict()))
        assert FlipReview.from_dict(data) == review
        assert data["summary"] == review.summary() and data["reviewed"] == len(review.steps)
        assert data["worst"] == [s.index for s in review.losses()]


def test_a_seat_not_at_the_table_is_refused(coop):
    with pytest.raises(ValueError, match="seat 1 is not at this table"):
        review_game(coop, 1)
    with pytest.raises(ValueError, match="budget"):
        next(review_steps(coop, 0, budget=0))


# --- Fair information -----------------------------------------------------------------------


def _replace_list(text: str, key: str, keep: int) -> str:
    """``text`` with the entries of its ``key = [...]`` list after the first ``keep`` (the
    cards no player has seen yet) reversed and, for animals, turned the other way."""
    turned = {"left": "right", "right": "left", "up": "down", "down": "up"}
    lines = text.splitlines()
    i = next(k for k, line in enumerate(lines) if line.startswith(f"{key} = "))
    entries = json.loads(lines[i].split(" = ", 1)[1])
    tail = [" ".join(turned.get(w, w) for w in e.split()) for e in reversed(entries[keep:])]
    lines[i] = f"{key} = {json.dumps(entries[:keep] + tail)}"
    return "\n".join(lines) + "\n"


def _played(text: str, decisions: int, levels: tuple[str, ...]) -> Game:
    game = load_position(text)
    while len(game.history) < decisions and not game.is_over:
        d = game.decision
        game.apply(choose(game, levels[d.player % len(levels)], seed=4))
    return game


@pytest.mark.parametrize(
    ("setup", "decisions", "levels"),
    [(Setup.cooperative(2), 14, ("easy", "hard")),
     (Setup.competitive(3), 16, ("easy", "hard", "medium"))],
)  # fmt: skip
def test_the_hidden_order_of_the_draw_pile_never_changes_the_review(setup, decisions, levels):
    start = position_text(Game(setup, 11), include_pile=True)
    game = _played(start, decisions, levels)
    replayed, seen, drawn = load_position(start), 0, 0
    for text in game.history:
        for e in replayed.apply(text):
            seen += len(e.cards) if isinstance(e, GridDealt) else isinstance(e, CardAdded)
            drawn += isinstance(e, ActionCardDrawn)
    other_start = _replace_list(start, "pile", seen)
    if setup.coop:
        other_start = _replace_list(other_start, "action_deck", drawn)
    other = load_position(other_start)
    for text in game.history:  # the same game, as far as anyone has seen
        other.apply(text)
    assert other.public_state() == game.public_state()
    assert len(other.pile) == len(game.pile) and other.pile != game.pile
    for seat in range(len(setup.names)):
        mine = review_game(game, seat, budget=300, seed=2)
        assert review_game(other, seat, budget=300, seed=2) == mine
        assert mine.steps


def test_a_round_not_yet_settled_at_the_end_of_a_game_in_progress_is_left_out():
    game = Game(Setup.competitive(2), 3)
    while True:
        d = game.decision
        mine = d.player == 0 and d.kind is DecisionKind.BID and game.turn >= 3
        game.apply(choose(game, "hard", seed=1))
        if mine:
            break
    review = review_game(game, 0)
    assert review.bids and max(b.round for b in review.bids) < game.turn
    assert len(review.bids) == decisions_of(game, 0)

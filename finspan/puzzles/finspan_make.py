"""Finspan puzzles from the raw findings of a generation run (`finspan.puzzles.raw`): each
option's value on the same deals, the fast check, the themes, the goal and a starting
rating.

The themes say what the answer's turn does, played out with the answer (and the slot the
searches played it into) and the greedy policy for the rest of the turn: ``last-turn`` (the
seat's last turn of the game), ``dive-site`` (a dive), ``school`` (a school forms),
``egg-timing`` (eggs hatch, three or more are laid, or eggs pay for the fish),
``achievement-race`` (this week's achievement grows, weeks 1-3) - these three only when the
greedy choice's turn does not do the same -, ``fish-to-play`` (a fish, when nothing else
applies).

Pure: no clock, no file; the same finding gives the same puzzle.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from finspan.ai import OptionStats, play_world, scale_for, settings_for
from finspan.engine import (
    Dive,
    EggHatched,
    EggLaid,
    Event,
    Game,
    PlayFish,
    Rng,
    SchoolFormed,
    Token,
    TokenPaid,
    greedy_policy,
    load_position,
    option_values,
    parse_option,
)

from .finspan_search import BUDGET, MARGIN
from .ids import puzzle_id
from .model import FinspanCheck, Puzzle, SearchCheck, Source

#: Deals on which every option of a puzzle is valued (`values`), and those of the fast check.
VALUE_DEALS = 24
QUICK_DEALS = 8
#: Points by which the answer must lead every other option on the `VALUE_DEALS` deals (the
#: searches compare only the options of their last round: this catches one dropped early).
VALUE_LEAD = 2.0
#: Mixed into the first search seed for the fast check's and the values' deals.
QUICK_SALT = 0x5155_4943
VALUE_SALT = 0x5641_4C55

THEMES = ("last-turn", "dive-site", "school", "egg-timing", "achievement-race",
          "fish-to-play")  # fmt: skip


def played(game: Game, options: Sequence[str], seeds: int, deals: int) -> dict[str, float]:
    """Each option (text; a fish may carry its slot as ``"play X|place P2"``) played out on
    the same ``deals`` (drawn from ``seeds``) as Hard's search plays them: its expected final
    score for the deciding seat."""
    d = game.decision
    assert d is not None
    settings = settings_for("hard", BUDGET)
    scale = scale_for(game)
    stats = []
    for rank, text in enumerate(options):
        option, _, slot = text.partition("|")
        then = parse_option(slot) if slot else None
        stats.append(OptionStats(parse_option(option), 0.0, rank, then, scale=scale))
    worlds = Rng(seeds)
    for _ in range(deals):
        play_world(game, stats, d.player, worlds.next64(), settings)
    return {text: s.mean_score for text, s in zip(options, stats, strict=True)}


def answer_text(solution: str, slot: str | None) -> str:
    return f"{solution}|{slot}" if slot else solution


def quick_check(game: Game, solution: str, slot: str | None, greedy: str, runner_up: str,
                seed: int, deals: int = QUICK_DEALS) -> bool:  # fmt: skip
    """The fast check: the answer (into its slot), the greedy choice and the runner-up on
    the same ``deals``; True when the answer scores the most."""
    rivals = list(dict.fromkeys(o for o in (greedy, runner_up) if o != solution))
    values = played(game, [answer_text(solution, slot), *rivals], seed ^ QUICK_SALT, deals)
    mine = values.pop(answer_text(solution, slot))
    return all(mine > v for v in values.values())


def turn_events(game: Game, solution: str, slot: str | None) -> list[Event]:
    """The events of the answer's turn: the answer, its slot, then the greedy policy (for
    every seat asked) until the next turn starts. ``game`` is not changed."""
    g = game.clone()
    events: list[Event] = []
    steps = [solution] + ([slot] if slot else [])
    while not g.is_over:
        step = steps.pop(0) if steps else greedy_policy(g, Rng(0))
        if isinstance(step, str):
            options = g.options
            chosen = next((o for o in options if str(o) == step), None)
            step = chosen if chosen is not None else greedy_policy(g, Rng(0))
        new = g.apply(step)
        for e in new:
            if e.starts_turn:
                return events
            events.append(e)
    return events


def _does(game: Game, option: str, slot: str | None) -> set[str]:
    """What the turn of ``option`` does for the deciding seat: ``school``, ``egg-timing``
    (eggs hatch or pay for the fish, or three or more are laid), ``achievement-race`` (this
    week's achievement grows, weeks 1-3)."""
    d = game.decision
    assert d is not None
    seat = d.player
    mine = [e for e in turn_events(game, option, slot) if getattr(e, "player", seat) == seat]
    out: set[str] = set()
    if any(isinstance(e, SchoolFormed) for e in mine):
        out.add("school")
    laid = sum(1 for e in mine if isinstance(e, EggLaid))
    paid = any(isinstance(e, TokenPaid) and e.token == Token.EGG for e in mine)
    if laid >= 3 or paid or any(isinstance(e, EggHatched) for e in mine):
        out.add("egg-timing")
    if game.week <= 3 and _achievement_after(game, option, slot) > game.achievement_now(seat):
        out.add("achievement-race")
    return out


def themes(game: Game, solution: str, slot: str | None, greedy: str | None = None) -> list[str]:
    """What the answer does, in `THEMES`' words (at least one). With ``greedy`` (the greedy
    policy's choice), a school, egg timing or an achievement race counts only when the
    greedy choice's turn does not do it too: the answer's point."""
    d = game.decision
    assert d is not None
    out: list[str] = []
    if game.week == 4 and len(game.players[d.player].divers) == 5:
        out.append("last-turn")
    option = parse_option(solution)
    if isinstance(option, Dive):
        out.append("dive-site")
    does = _does(game, solution, slot)
    if greedy is not None:
        does -= _does(game, greedy, None)
    out += [t for t in THEMES if t in does]
    if not out or (isinstance(option, PlayFish) and out == ["last-turn"]):
        out.append("fish-to-play" if isinstance(option, PlayFish) else "dive-site")
    return out


def _achievement_after(game: Game, solution: str, slot: str | None) -> int:
    d = game.decision
    assert d is not None
    g = game.clone()
    for step in [solution] + ([slot] if slot else []):
        chosen = next((o for o in g.options if str(o) == step), None) if g.decision else None
        if chosen is None:
            break
        g.apply(chosen)
    return g.achievement_now(d.player) if g.week == game.week else 0


def greedy_rank(game: Game, solution: str) -> int:
    """The answer's place among the options by the greedy policy's values (0: its first)."""
    values = option_values(game)
    d = game.decision
    assert d is not None
    mine = next(v for o, v in zip(d.options, values, strict=True) if str(o) == solution)
    return sum(1 for v in values if v > mine)


def starting_rating(options: int, rank: int, greedy_gap: float, margin: float) -> int:
    """A starting rating from how hard the answer is to find: the options to choose from,
    how far down the greedy policy ranks it, and how far ahead of the runner-up and of the
    greedy choice it is (a wide lead is easier to see). 800 to 2400."""
    r = 850 + 180 * math.log2(options) + 160 * math.log2(1 + rank)
    r -= 20 * max(0.0, margin - MARGIN) + 10 * max(0.0, greedy_gap - MARGIN)
    return int(round(min(2400, max(800, r)) / 5) * 5)


def goal_text(margin: float) -> str:
    """'Find the move worth the most: about 4 points better than any other'."""
    points = max(1, math.floor(margin))
    return (f"Find the move worth the most: about {points} point{'s' if points > 1 else ''} "
            "better than any other")  # fmt: skip


def agreeing_searches(searches: Sequence[SearchCheck], solution: str,
                      margin: float) -> list[SearchCheck]:  # fmt: skip
    """The searches that chose ``solution`` at least ``margin`` points ahead."""
    return [v for v in searches if v.best == solution
            and v.best_score - v.runner_up_score >= margin]  # fmt: skip


def runner_up(agreeing: Sequence[SearchCheck]) -> str:
    """The option nearest the answer: the runner-up scored highest among the agreeing
    searches (the fast check's rival beside the greedy choice)."""
    return max(agreeing, key=lambda v: v.runner_up_score).runner_up


def make_puzzle(raw: dict[str, Any], seed: int) -> Puzzle | None:
    """The puzzle of a raw finding (see `finspan.puzzles.finspan_mine.Finding.to_dict`), or
    None when it fails the fast check or another option, played on the same `VALUE_DEALS`
    deals, comes within `VALUE_LEAD` points of the answer."""
    game = load_position(raw["position"])
    d = game.decision
    assert d is not None
    solution, slot, greedy = raw["solution"], raw["slot"], raw["greedy"]
    verdicts = [SearchCheck.model_validate(v) for v in raw["verdicts"]]
    agreeing = agreeing_searches(verdicts, solution, raw["margin"])
    margin = min(v.best_score - v.runner_up_score for v in agreeing)
    runner = runner_up(agreeing)
    seeds = [v.seed for v in verdicts]
    if not quick_check(game, solution, slot, greedy, runner, seeds[0]):
        return None
    texts = [answer_text(solution, slot) if str(o) == solution else str(o) for o in d.options]
    values = played(game, texts, seeds[0] ^ VALUE_SALT, VALUE_DEALS)
    values = {t.partition("|")[0]: round(v, 2) for t, v in values.items()}
    if values[solution] - max(v for o, v in values.items() if o != solution) < VALUE_LEAD:
        return None  # an option the searches dropped early is about as good
    gap = values[solution] - values[greedy]
    check = FinspanCheck(
        budget=raw["budget"], margin=raw["margin"], agree=raw["agree"], agreed=len(agreeing),
        seeds=seeds, searches=verdicts, greedy=greedy, values=values, deals=VALUE_DEALS,
        quick=QUICK_DEALS,
    )  # fmt: skip
    answer = [solution]
    return Puzzle(
        id=puzzle_id("finspan", raw["position"], answer), game="finspan",
        position=raw["position"], seat=raw["seat"], goal=goal_text(margin), solution=answer,
        slot=slot,
        themes=themes(game, solution, slot, greedy),
        rating=starting_rating(len(d.options), greedy_rank(game, solution), gap, margin),
        options=len(d.options), check=check,
        source=Source(seed=seed, index=raw["index"], deal=raw["deal"],
                      decision=raw["decision"]),
    )  # fmt: skip

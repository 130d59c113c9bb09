"""The hint, in both modes: what Hard would choose now, the number it frees and why, in plain
words ("flip row 2, then the dolphin's power flips B3: frees 4 (two dolphin pairs); …").

Cooperative: the best plan of the search (`finspan.flip_ai.coop_search`); competitive: Hard's
bid or the plan it would carry out for the bid (`finspan.flip_ai.bidding`). Works for any
decision of any seat; never changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from finspan.flip import (
    ID_CARDS,
    PLACE_NAMES,
    Bid,
    CardFell,
    CardFreed,
    DecisionKind,
    Event,
    Game,
    GroupFreed,
    Option,
    Pass,
    WasteUnderPile,
    computer_gift,
)

from .bidding import best_count, bid_option, level_plans, plan_for_bid
from .evaluate import REFILL, heights
from .plans import DEFAULT_NODES, Plan
from .players import deadline_from, think


@dataclass(frozen=True, slots=True)
class Choice:
    """One plan Hard weighed: its first option, all its options, the animals it frees and
    its worth (cooperative: the search's value; competitive: the animals freed)."""

    option: Option
    plan: tuple[Option, ...]
    freed: int
    worth: float


@dataclass(frozen=True, slots=True)
class Hint:
    """Hard's choice (``option``, the first of ``plan``), what it frees, its top choices
    (best first, one per first option, at most three) and a sentence saying why."""

    seat: int
    option: Option
    plan: tuple[Option, ...]
    freed: int
    top: tuple[Choice, ...]
    reason: str


_NUMBERS = ("no", "a", "two", "three", "four", "five", "six")


def _count(n: int, word: str) -> str:
    """'a dolphin pair', 'an octopus pair', 'two dolphin pairs'."""
    if n == 1:
        return ("an " if word[0] in "aeiou" else "a ") + word
    text = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    return f"{text} {word}s"


def _and(words: list[str]) -> str:
    """'a, b and c'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def plural(animal: str) -> str:
    """'dolphins', 'octopuses', 'swordfish'."""
    if animal.endswith("fish"):
        return animal
    return animal + ("es" if animal.endswith("s") else "s")


def _group(animal: str, size: int) -> str:
    return f"{animal} pair" if size == 2 else f"group of {size} {plural(animal)}"


def _power_words(option: Option) -> str:
    """'the dolphin's power flips B3'."""
    text = str(option)
    power, _, what = text.partition(": ")
    verb = {
        "sink": "sinks the whale", "move": f"moves the {power}", "free": "frees the shark",
        "free rows": "frees the rays in its rows", "free columns": "frees the rays in its columns",
        "free both": "frees the rays in its rows and columns",
    }.get(what)  # fmt: skip
    if verb is None:
        verb = what.replace("flip", "flips", 1).replace("free", "frees", 1)
    return f"the {power}'s power {verb}"


def steps_text(options: tuple[Option, ...]) -> str:
    """The plan's choices in words: 'flip row 2, then the dolphin's power flips B3'."""
    words = [_power_words(o) if ": " in str(o) else str(o) for o in options if str(o) != "skip"]
    return ", then ".join(words) or "skip"


def freed_text(events: tuple[Event, ...]) -> tuple[int, str]:
    """How many animals the events free and what, round by round: (4, 'two dolphin pairs,
    then as cards fall a shark pair')."""
    rounds: list[list[str]] = [[]]
    count = 0
    for e in events:
        if isinstance(e, CardFell) and rounds[-1]:
            rounds.append([])
        elif isinstance(e, GroupFreed):
            rounds[-1].append(_group(e.animal, len(e.places)))
            count += len(e.places)
        elif isinstance(e, CardFreed):
            rounds[-1].append(f"the {ID_CARDS[e.card].kind} at {PLACE_NAMES[e.place]}")
            count += 1
        elif isinstance(e, WasteUnderPile):
            rounds[-1].append(f"sends the waste at {PLACE_NAMES[e.place]} under the draw pile")
    parts = []
    for i, found in enumerate(r for r in rounds if r):
        counted: dict[str, int] = {}
        for what in found:
            counted[what] = counted.get(what, 0) + 1
        text = _and([
            _count(n, w) if n > 1 or w.endswith("pair") or w.startswith("group") else w
            for w, n in counted.items()
        ])  # fmt: skip
        parts.append(text if i == 0 else f"then as cards fall {text}")
    return count, ", ".join(parts)


def plan_text(plan: Plan) -> str:
    """'flip row 2, then the dolphin's power flips B3: frees 4 (two dolphin pairs)'."""
    head = steps_text(plan.options)
    count, what = freed_text(plan.events)
    if not plan.freed:
        return f"{head}: frees nothing"
    if count == plan.freed:
        return f"{head}: frees {count} ({what})"
    if not count:
        return f"{head}: frees no more ({plan.freed} this turn)"
    return f"{head}: frees {count} more ({what}), {plan.freed} this turn"


def _why_not(best: Plan, others: list[Plan]) -> str:
    """Why the plan freeing the most was not chosen, if one frees more than the best."""
    most = max(others, key=lambda p: p.freed, default=None)
    if most is None or most.freed <= best.freed:
        return ""
    if most.lost:
        why = "the refill would then bring a 7th card and lose the game"
    else:
        why = "it leaves the net worse for the turns to come"
    return f" {most.first} would free {most.freed}, but {why}."


def _warning(plan: Plan, end_triggered: bool) -> str:
    if plan.lost:
        return " Every plan loses: the refill brings a 7th card."
    if plan.over or end_triggered or plan.pile <= REFILL:
        return ""
    full = [c for c, h in enumerate(heights(plan.net)) if h + 1 >= 6 and c < plan.pile]
    if full:
        columns = ", ".join("ABCD"[c] for c in full)
        return f" Column {columns} will then be full: the next turn must free from it."
    return ""


def _top(plans: list[tuple[Plan, float]]) -> tuple[Choice, ...]:
    seen: set[Option] = set()
    top: list[Choice] = []
    for plan, worth in plans:
        if plan.first not in seen:
            seen.add(plan.first)
            top.append(Choice(plan.first, plan.options, plan.freed, worth))
        if len(top) == 3:
            break
    return tuple(top)


def hint(
    game: Game, seed: int = 0, budget: int | None = None, seconds: float | None = None,
    clock: Callable[[], float] | None = None,
) -> Hint:  # fmt: skip
    """What Hard would choose for the pending decision, with the animals it frees and why.
    Raises ValueError when the game is over. With a fixed budget the hint is reproducible
    (same public state, seed and budget)."""
    d = game.decision
    if d is None:
        raise ValueError("the game is over: there is nothing to decide")
    if d.kind is DecisionKind.GIFT:
        gift = computer_gift(game)
        reason = f"{gift}: the lowest-scoring opponent gains least from the excess card."
        return Hint(d.player, gift, (gift,), 0, (), reason)
    if game.coop:
        result = think(game, "hard", seed, budget, seconds, clock)
        best = result.best
        reason = plan_text(best) + "." + _why_not(best, [s.plan for s in result.ranked])
        reason += _warning(best, game.end_triggered)
        top = _top([(s.plan, s.worth) for s in result.ranked])
        return Hint(d.player, best.first, best.options, best.freed, top, reason)
    nodes = DEFAULT_NODES if budget is None else budget
    plans = level_plans(game, "hard", seed, nodes, clock, deadline_from(seconds, clock)).plans
    ranked = sorted(plans, key=lambda p: -p.freed)
    top = _top([(p, float(p.freed)) for p in ranked])
    if d.kind is DecisionKind.BID:
        most = best_count(plans)
        option = bid_option(game, "hard", most)
        if isinstance(option, Pass):
            reason = f"pass: the best plan frees {most}, not more than the bid so far."
            return Hint(d.player, option, (option,), most, top, reason)
        assert isinstance(option, Bid)
        reason = f"bid {most}: {plan_text(ranked[0])}, the most this grid allows."
        return Hint(d.player, option, (option, *ranked[0].options), most, top, reason)
    chosen = plan_for_bid(plans, "hard", game.bid)
    if chosen.freed == game.bid:
        why = f"exactly the bid of {game.bid}"
    elif chosen.freed > game.bid:
        why = f"more than the bid of {game.bid}: the excess goes to an opponent"
    else:
        why = f"fewer than the bid of {game.bid}: no plan frees more"
    reason = f"{plan_text(chosen)}, {why}."
    return Hint(d.player, chosen.first, chosen.options, chosen.freed, top, reason)

"""The hint, in both modes: what Hard would choose now, the number it frees and why, in plain
words that name each option as the decision panel does ("Flip row 2, then Dolphin's power:
flip B3 — frees 4 (two dolphin pairs)."; `finspan.flip.option_words`).

Cooperative: the best plan of the search (`finspan.flip_ai.coop_search`); competitive: Hard's
bid or the plan it would carry out for the bid (`finspan.flip_ai.bidding`). Works for any
decision of any seat; never changes the game. Where the plan frees fewer than another, the
reason names what the search's evaluation (`finspan.flip_ai.evaluate`) holds against the other
(a column the refill would fill, pairs it would not leave, waste); where it frees nothing, what
it leaves for the next turn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from finspan.flip import (
    ID_CARDS,
    LETTERS,
    PLACE_NAMES,
    POWER_OF,
    Bid,
    CardFell,
    CardFreed,
    DecisionKind,
    Event,
    Game,
    GroupFreed,
    Option,
    Pass,
    PowerSkipped,
    PowerUsed,
    Skip,
    WasteUnderPile,
    computer_gift,
    option_words,
)

from .bidding import best_count, bid_option, level_plans, plan_for_bid
from .coop_search import Scored
from .evaluate import REFILL, WEIGHTS, Features, features, heights
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
    """Hard's choice (``option``, the first of ``plan``: the whole turn from this decision,
    each later step the option to choose when its decision comes), what it frees, its top
    choices (best first, one per first option, at most three) and why, in sentences."""

    seat: int
    option: Option
    plan: tuple[Option, ...]
    freed: int
    top: tuple[Choice, ...]
    reason: str


_NUMBERS = ("no", "a", "two", "three", "four", "five", "six")


def _count(n: int, word: str) -> str:
    """'no pairs', 'a dolphin pair', 'an octopus pair', 'two dolphin pairs'."""
    if n == 1:
        return ("an " if word[0] in "aeiou" else "a ") + word
    text = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    return f"{text} {word}s"


def _and(words: list[str]) -> str:
    """'a, b and c'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _columns(columns: list[int]) -> str:
    """'column D', 'columns C and D'."""
    names = [LETTERS[c] for c in columns]
    return ("column " if len(names) == 1 else "columns ") + _and(names)


def plural(animal: str) -> str:
    """'dolphins', 'octopuses', 'swordfish'."""
    if animal.endswith("fish"):
        return animal
    return animal + ("es" if animal.endswith("s") else "s")


def _group(animal: str, size: int) -> str:
    return f"{animal} pair" if size == 2 else f"group of {size} {plural(animal)}"


def step_words(options: tuple[Option, ...], events: tuple[Event, ...] = ()) -> list[str]:
    """Each option of a plan in the decision panel's words (`finspan.flip.decision_words`):
    a power's use or skip names the card whose power it is, from the plan's ``events`` (one
    `PowerUsed` or `PowerSkipped` for each, in order)."""
    powers = iter([e for e in events if isinstance(e, PowerUsed | PowerSkipped)])
    words = []
    for o in options:
        if POWER_OF.get(type(o)) is None and not isinstance(o, Skip):
            words.append(option_words(o))
            continue
        e = next(powers, None)
        words.append(option_words(o, e.power, e.place) if e is not None else option_words(o))
    return words


def steps_text(options: tuple[Option, ...], events: tuple[Event, ...] = ()) -> str:
    """The plan's choices in the panel's words: "Flip row 2, then Dolphin's power: flip B3"."""
    return ", then ".join(step_words(options, events))


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
    """The plan in words: "Flip row 2, then Dolphin's power: flip B3 — frees 4 (two dolphin
    pairs)"."""
    head = steps_text(plan.options, plan.events)
    count, what = freed_text(plan.events)
    if not plan.freed:
        return f"{head} — frees nothing"
    if count == plan.freed:
        return f"{head} — frees {count} ({what})"
    if not count:
        return f"{head} — frees no more ({plan.freed} this turn)"
    return f"{head} — frees {count} more ({what}), {plan.freed} this turn"


# --- Why: what the search's evaluation holds for or against a plan --------------------------


def refilled(plan: Plan, end_triggered: bool) -> list[int] | None:
    """Each column's height after the refill that follows ``plan`` (one card a column from
    the left while the draw pile lasts); None when no refill follows (the game ends, or the
    end is triggered)."""
    if plan.over or end_triggered or not plan.pile:
        return None
    cards = min(REFILL, plan.pile)
    return [h + (c < cards) for c, h in enumerate(heights(plan.net))]


def _torn(plan: Plan) -> str:
    """'column A': the column the refill after a losing plan brings a 7th card to."""
    cards = min(REFILL, plan.pile)
    full = [c for c, h in enumerate(heights(plan.net)) if h >= 6 and c < cards]
    return _columns(full) if full else "a column"


def _pairs(n: int, what: str) -> str:
    return f"{_count(n, 'pair')} {what}"


def _against(best: Plan, other: Plan, end: bool) -> str:
    """The concrete consequence that makes ``other`` worth less than ``best`` to the search:
    the term of the one-turn evaluation (`evaluate.value`) that favours ``best`` most; ""
    when none does."""
    fb, fo = features(best, end), features(other, end)
    w = WEIGHTS
    terms = {
        "columns": w.at_six * (fo.at_six - fb.at_six) + w.at_five * (fo.at_five - fb.at_five)
        + w.at_four * (fo.at_four - fb.at_four),
        "ready": w.ready * (fb.ready - fo.ready),
        "one_flip": w.one_flip * (fb.one_flip - fo.one_flip),
        "diagonal": w.diagonal * (fb.diagonal - fo.diagonal),
        "waste": w.waste * (fo.waste - fb.waste),
    }  # fmt: skip
    term, gain = max(terms.items(), key=lambda t: t[1])
    if gain <= 0:
        return ""
    if term == "columns":
        mine, theirs = refilled(best, end), refilled(other, end)
        if mine is not None and theirs is not None:
            worse = [c for c in range(len(theirs)) if theirs[c] > mine[c] and theirs[c] >= 4]
            if worse:
                c = max(worse, key=lambda c: (theirs[c], -c))
                return (f"column {LETTERS[c]} would then hold {theirs[c]} cards after the refill"
                        f" (this plan leaves it at {mine[c]})")  # fmt: skip
    return _feature_words(term, fb, fo)


def _feature_words(term: str, mine: Features, theirs: Features) -> str:
    if term == "ready":
        return (f"it would leave {_pairs(theirs.ready, 'ready to free')} next turn (this plan"
                f" leaves {_count(mine.ready, 'pair')})")  # fmt: skip
    if term == "one_flip":
        return (f"it would leave {_pairs(theirs.one_flip, 'one flip away from freeing')}"
                f" (this plan leaves {_count(mine.one_flip, 'pair')})")  # fmt: skip
    if term == "diagonal":
        return (f"it would leave {_pairs(theirs.diagonal, 'one switch away from freeing')}"
                f" (this plan leaves {_count(mine.diagonal, 'pair')})")  # fmt: skip
    if term == "waste":
        return (f"it would leave {_count(theirs.waste, 'waste card')} in the net (this plan"
                f" leaves {mine.waste or 'none'})")  # fmt: skip
    return "the search values the net this plan leaves more"


def _why_not(ranked: tuple[Scored, ...], end: bool, worlds: int) -> str:
    """Why the plan freeing the most was not chosen, if one frees more than the best (the
    first of ``ranked``): the refill would lose; or the term of the one-turn evaluation that
    decided; or, when the look past the refill decided, what it expects of the next turn."""
    best = ranked[0]
    most = max(ranked, key=lambda s: s.plan.freed)
    if most.plan.freed <= best.plan.freed:
        return ""
    if most.plan.lost:
        why = f"the refill would then bring a 7th card into {_torn(most.plan)} and lose the game"
    elif most.outlook is not None and best.outlook is not None and most.value > best.value:
        why = _looked_ahead(best, most, end, worlds)
    else:  # (a tie of worth: the search keeps the first plan it found)
        why = _against(best.plan, most.plan, end) or "the search finds both worth the same"
    other = steps_text(most.plan.options, most.plan.events)
    return f" {other} would free {most.plan.freed}, but {why}."


def _looked_ahead(best: Scored, most: Scored, end: bool, worlds: int) -> str:
    """Why ``most`` lost to ``best`` in the look past the refill (its worth the mean over the
    ``worlds`` refills dealt again of the animals freed now and the next turn's best plan): the
    next turn losing in some of them, or doing better after ``best``."""
    gap = (best.worth - best.plan.freed * WEIGHTS.freed) - (most.worth - most.plan.freed)
    lost = round(gap * worlds / WEIGHTS.loss)
    if lost >= 1:
        return (f"after it the next turn would lose the game in about {lost} of the {worlds}"
                " ways the refill could fall")  # fmt: skip
    why = f"over {worlds} ways the refill could fall the next turn does better after this plan"
    also = _against(best.plan, most.plan, end)
    return f"{why}: {also}" if also else why


def _leaves(plan: Plan, end: bool) -> str:
    """What a plan freeing nothing leaves for the next turn: 'It leaves two pairs ready to
    free, and column D at 5 cards after the refill.'"""
    f = features(plan, end)
    parts = []
    if f.ready:
        parts.append(_pairs(f.ready, "ready to free next turn"))
    elif f.one_flip:
        parts.append(_pairs(f.one_flip, "one flip away from freeing"))
    after = refilled(plan, end)
    if after is not None:
        fullest = max(range(len(after)), key=lambda c: (after[c], -c))
        parts.append(f"its fullest column, {LETTERS[fullest]}, at {after[fullest]} cards after "
                     "the refill")  # fmt: skip
    if not parts:
        return ""
    return " It leaves " + ", and ".join(parts) + "."


def _warning(plan: Plan, end_triggered: bool) -> str:
    if plan.lost:
        return f" Every plan loses: the refill brings a 7th card into {_torn(plan)}."
    if plan.over or end_triggered or plan.pile <= REFILL:
        return ""
    full = [c for c, h in enumerate(heights(plan.net)) if h + 1 >= 6 and c < plan.pile]
    if full:
        them = "it" if len(full) == 1 else "them"
        verb = "will" if len(full) == 1 else "will both" if len(full) == 2 else "will all"
        text = _columns(full)
        return (f" {text[:1].upper()}{text[1:]} {verb} then be full: the next turn must free"
                f" from {them}.")  # fmt: skip
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
        reason = f"{option_words(gift)}: the lowest-scoring opponent gains least from it."
        return Hint(d.player, gift, (gift,), 0, (), reason)
    if game.coop:
        result = think(game, "hard", seed, budget, seconds, clock)
        best, end = result.best, game.end_triggered
        why_not = _why_not(result.ranked, end, result.worlds)
        reason = plan_text(best) + "." + why_not
        if not best.freed and not why_not:
            reason += " No plan frees an animal this turn." + _leaves(best, end)
        reason += _warning(best, end)
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
            reason = f"Pass: the best plan frees {most}, not more than the bid so far."
            return Hint(d.player, option, (option,), most, top, reason)
        assert isinstance(option, Bid)
        reason = f"{option_words(option)}: {plan_text(ranked[0])}, the most this grid allows."
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

"""Golden transcripts of Fish'n'Flip: whole games written as text, every decision and every
event on a line of its own, so that any change to the rules shows up as a readable diff.

The games are played from fixed seeds by the policy that frees the most animals at once
(`tests.flip.invariants.freeing_policy`; bids and gifts at random). To write them again
after an intended rule change (then read the diff before committing it)::

    .venv/bin/python -m tests.flip.golden_games

`tests/flip/test_golden.py` compares each game with its file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from finspan.flip import PLACE_NAMES, Event, Game, Rng, Setup, card_text, code

from .invariants import freeing_policy

FOLDER = Path(__file__).resolve().parent / "golden"

#: name -> (setup, seed)
GAMES: dict[str, tuple[Setup, int]] = {
    "coop_2p_advanced": (Setup.cooperative(2, advanced=True), 23),
    "competitive_3p": (Setup.competitive(3), 35),
}

_PLACES = {"place", "other", "to"}
_CARDS = {"card", "other_card"}


def _shown(name: str, value: Any) -> str:
    """A field's value for a reader: places by name, cards by animal and colour."""
    if name in _PLACES:
        return PLACE_NAMES[value]
    if name == "places":
        return "[" + " ".join(PLACE_NAMES[p] for p in value) + "]"
    if name in _CARDS:
        return card_text(code(value), direction=False).replace(" ", "-")
    if name == "cards" and isinstance(value, (list, tuple)):
        return "[" + " ".join(card_text(code(c), direction=False).replace(" ", "-")
                              for c in value) + "]"  # fmt: skip
    return str(value)


def _event_line(e: Event) -> str:
    fields = " ".join(f"{k}={_shown(k, v)}" for k, v in e.to_dict().items() if k != "event")
    return f"  . {e.kind} {fields}".rstrip()


def transcript(setup: Setup, seed: int) -> str:
    """The whole game as text: a header, the deal's events, then for each decision a ``?``
    line (who, kind, question, options), a ``>`` line (the chosen option) and one ``.``
    line per event; finally the outcome."""
    game = Game(setup, seed)
    rng = Rng(seed)
    lines = [
        f"# Fish'n'Flip golden transcript: seed {seed}, setup {setup.to_dict()}",
        *(_event_line(e) for e in game.start_events),
    ]
    while not game.is_over:
        d = game.decision
        assert d is not None
        options = " | ".join(str(o) for o in d.options)
        lines.append(f"? {d.subject} [{d.kind}] {d.question} :: {options}")
        option = freeing_policy(game, rng)
        lines.append(f"> {option}")
        lines += [_event_line(e) for e in game.apply(option)]
    result = game.outcome()
    lines.append(f"= {result.verdict}")
    return "\n".join(lines) + "\n"


def main() -> None:
    FOLDER.mkdir(exist_ok=True)
    for name, (setup, seed) in GAMES.items():
        path = FOLDER / f"{name}.txt"
        path.write_text(transcript(setup, seed), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()

"""Golden transcripts: a few whole games written as text, every decision and every event on
a line of its own, so that any change to the rules shows up as a readable diff.

The games are played by the greedy policy from fixed seeds. To write the transcripts again
after an intended rule change (then read the diff before committing it)::

    .venv/bin/python -m tests.engine.golden_games

`tests/engine/test_golden.py` compares each game with its file.
"""

from __future__ import annotations

from pathlib import Path

from finspan.engine import Event, Game, Rng, Setup, greedy_policy

FOLDER = Path(__file__).resolve().parent / "golden"

#: name -> (setup, seed)
GAMES: dict[str, tuple[Setup, int]] = {
    "2p_side_a": (Setup.multiplayer(2), 11),
    "4p_side_b_keep_one": (Setup.multiplayer(4, board="B", keep_one_card=True), 12),
    "solo_d3_ravel_3": (Setup.solo_game(3, 3), 13),
}


def _event_line(e: Event) -> str:
    fields = " ".join(f"{k}={v}" for k, v in e.to_dict().items() if k != "event")
    return f"  . {e.kind} {fields}".rstrip()


def transcript(setup: Setup, seed: int) -> str:
    """The whole game as text: a header, the start's events, then for each decision a
    ``?`` line (who, kind, question, options), a ``>`` line (the chosen option) and one
    ``.`` line per event; finally the outcome."""
    game = Game(setup, seed)
    rng = Rng(seed)
    lines = [
        f"# Finspan golden transcript: seed {seed}, setup {setup.to_dict()}",
        *(_event_line(e) for e in game.start_events),
    ]
    while not game.is_over:
        d = game.decision
        assert d is not None
        options = " | ".join(str(o) for o in d.options)
        lines.append(f"? {d.subject} [{d.kind}] {d.question} :: {options}")
        option = greedy_policy(game, rng)
        lines.append(f"> {option}")
        lines += [_event_line(e) for e in game.apply(option)]
    result = game.outcome()
    lines.append(f"= totals {list(result.totals)} winners {list(result.winners)}")
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

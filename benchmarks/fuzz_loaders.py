"""Fuzz every loader of outside input: saves, positions (Finspan's and Fish'n'Flip's),
settings, statistics, JSON at the boundary and command-line values. Mutates real files
(seeded) and feeds each loader; a loader may refuse (its one documented error type, one
line) but never crash or hang.

    python benchmarks/fuzz_loaders.py --seconds 300 [--seed 1] [--timeout 5]

Prints, per loader and in total: inputs tried, refused, accepted, crashes (any other
exception, or a refusal that is not one line) and hangs (an input that took longer than
``--timeout`` seconds, cut off by a POSIX interval timer), and the first crashing inputs.
Exit code 1 if anything crashed or hung. ``tests/test_fuzz_loaders.py`` runs the same
harness (`run_one`, `TARGETS`, `mutate_for`) for a bounded number of inputs in the suite.
"Accepted" for settings, statistics and command-line values means "did not raise": by
contract they never raise (bad values fall back to defaults with a message, or argparse
exits with its usage error).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import signal
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from finspan.boundary import BoundaryError, load_json, read_text
from finspan.engine import (
    Game,
    PositionError,
    Rng,
    Setup,
    load_position,
    position_text,
    random_policy,
)


class Hang(Exception):
    """Raised by the interval timer when one input takes too long."""


class Refused(Exception):
    """A loader's documented refusal (wraps its own error type)."""


# --- Targets: each takes the input bytes and a scratch folder ------------------------------


def _save(data: bytes, folder: Path) -> None:
    from finspan.saves import SaveError, load_file

    path = folder / "fuzz.json"
    path.write_bytes(data)
    try:
        load_file(path)
    except SaveError as exc:
        raise Refused(str(exc)) from None


def _position(data: bytes, folder: Path) -> None:
    path = folder / "fuzz.toml"
    path.write_bytes(data)
    try:
        game = load_position(read_text(path))
    except (BoundaryError, PositionError) as exc:
        raise Refused(str(exc)) from None
    rng = Rng(len(data))  # accepted: it must play on without a crash
    for _ in range(200):
        if game.is_over:
            break
        game.apply(random_policy(game, rng))


def _flip_position(data: bytes, folder: Path) -> None:
    from finspan.flip import (
        PositionError as FlipPositionError,
        Rng as FlipRng,
        load_position as load_flip_position,
    )

    path = folder / "fuzz.toml"
    path.write_bytes(data)
    try:
        game = load_flip_position(read_text(path))
    except (BoundaryError, FlipPositionError) as exc:
        raise Refused(str(exc)) from None
    rng = FlipRng(len(data))  # accepted: it must play on without a crash
    for _ in range(200):
        if game.is_over:
            break
        decision = game.decision
        assert decision is not None
        game.apply(rng.choice(decision.options))


def _settings(data: bytes, folder: Path) -> None:
    from finspan.frontend.shell.settings_store import load_settings

    path = folder / "settings.json"
    path.write_bytes(data)
    _, message = load_settings(path)  # never raises
    if message is not None and "\n" in message:
        raise AssertionError("a settings message of more than one line")


def _stats(data: bytes, folder: Path) -> None:
    from finspan import stats

    path = folder / "stats.json"
    path.write_bytes(data)
    loaded = stats.load_records(path)  # never raises for a bad file
    summary = stats.summary(loaded.records)
    for line in summary.solo.values():
        _ = line.win_rate, line.average
    path.unlink(missing_ok=True)
    path.with_name("stats.json.corrupt").unlink(missing_ok=True)


def _json(data: bytes, folder: Path) -> None:
    try:
        load_json(data.decode("utf-8", "replace"))
    except BoundaryError as exc:
        raise Refused(str(exc)) from None


def _cli(data: bytes, folder: Path) -> None:
    from finspan.cli import build_parser

    text = data.decode("utf-8", "replace")[:200].replace("\x00", "")
    parser = build_parser()
    for flag in ("--size", "--seed", "--players", "--solo"):
        with contextlib.redirect_stderr(io.StringIO()), contextlib.suppress(SystemExit):
            parser.parse_args([flag, text])


TARGETS: dict[str, Callable[[bytes, Path], None]] = {
    "save": _save,
    "position": _position,
    "flip_position": _flip_position,
    "settings": _settings,
    "stats": _stats,
    "json": _json,
    "cli": _cli,
}


# --- Seeds and mutations -------------------------------------------------------------------


def seeds() -> dict[str, list[bytes]]:
    """Real inputs of each kind to mutate."""
    from finspan import stats
    from finspan.frontend.shell.settings import Settings
    from finspan.frontend.shell.settings_store import settings_to_dict
    from finspan.saves.codec import encode, save_model

    out: dict[str, list[bytes]] = {k: [] for k in TARGETS}
    now = datetime(2025, 6, 1, tzinfo=UTC)
    for setup, seed, steps in (
        (Setup.multiplayer(2), 1, 30),
        (Setup.solo_game(3, ravel=3), 2, 200),
    ):
        game, rng = Game(setup, seed), Rng(seed)
        for _ in range(steps):
            if game.is_over:
                break
            game.apply(random_policy(game, rng))
        out["save"].append(encode(save_model(game, "named", "Fuzz", now, now)))
        finished = game.clone()
        while not finished.is_over:
            finished.apply(random_policy(finished, rng))
        record = stats.game_record(finished, lambda: now)
        out["stats"].append(
            json.dumps({"version": 1, "games": [record.to_dict()] * 2}).encode("utf-8")
        )
    for setup, seed in ((Setup.multiplayer(3), 5), (Setup.solo_game(2), 6)):
        game = Game(setup, seed)
        out["position"].append(position_text(game).encode("utf-8"))
        out["position"].append(position_text(game, include_deck=True).encode("utf-8"))
    out["save"] += _flip_saves(now)
    out["flip_position"] = _flip_seeds()
    out["settings"].append(json.dumps(settings_to_dict(Settings())).encode("utf-8"))
    out["json"] = out["settings"] + out["stats"]
    out["cli"] = [b"1920x1080", b"7", b"3", b"-1"]
    return out


def _flip_saves(now: datetime) -> list[bytes]:
    """Fish'n'Flip files: a cooperative save mid-game (with computer teammates) and a
    competitive replay, each played by the first option a few times."""
    from finspan.flip import Game as FlipGame, Setup as FlipSetup
    from finspan.saves.codec import encode, replay_model, save_model, table_model

    coop = FlipGame(FlipSetup.cooperative(3, advanced=True), 11)
    competitive = FlipGame(FlipSetup.competitive(3), 12)
    for game in (coop, competitive):
        for _ in range(6):
            if game.decision is not None:
                game.apply(game.decision.options[0])
    table = table_model(None, [], None, 0, ["person", "easy", "hard"])
    return [
        encode(save_model(coop, "named", "Fuzz flip", now, now, table)),
        encode(replay_model(competitive, "Fuzz flip replay", now)),
    ]


def _flip_seeds() -> list[bytes]:
    """Fish'n'Flip positions of both modes, with and without the draw pile."""
    from finspan.flip import (
        Game as FlipGame,
        Setup as FlipSetup,
        position_text as flip_position_text,
    )

    out = []
    for setup, seed in (
        (FlipSetup.cooperative(2, advanced=True), 3),
        (FlipSetup.competitive(3), 4),
    ):
        game = FlipGame(setup, seed)
        for pile in (False, True):
            out.append(flip_position_text(game, include_pile=pile).encode("utf-8"))
    return out


JUNK = [
    b"\x00", b"\xef\xbb\xbf", b"\xff", b"[" * 3000, b"{" * 50, b'"', b"\\", b"\xc2\xb2",
    b"9" * 5000, b"-", b"1e999", b"NaN", b"null", b"true", b"\n", b" ", b"\x1b[31m",
    b'"N1"', b"[]", b"{}", b"\"Haddock\"", b"0", b"18446744073709551616",
]  # fmt: skip


def mutate(data: bytes, rng: random.Random) -> bytes:
    """One to three random changes: flip, cut, insert junk, duplicate or delete a span."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        if not out:
            out += rng.choice(JUNK)
            continue
        i = rng.randrange(len(out))
        action = rng.randrange(6)
        if action == 0:
            out[i] ^= 1 << rng.randrange(8)
        elif action == 1:
            del out[i:]
        elif action == 2:
            out[i:i] = rng.choice(JUNK)
        elif action == 3:
            j = min(len(out), i + rng.randint(1, 64))
            out[i:i] = out[i:j]
        elif action == 4:
            del out[i : i + rng.randint(1, 32)]
        else:  # a digit run replaced by a hostile number
            while i < len(out) and not chr(out[i]).isdigit():
                i += 1
            out[i:i] = rng.choice([b"9" * 30, b"-", b"\xc2\xb2", b"99999"])
    return bytes(out)


LINE_VALUES = [
    "0", "-1", "1", "2", "5", "99", "[]", '["N1"]', '["N1", "N1"]', '"²"', "18446744073709551616",
    '"\\u0000"', '["Haddock"]', "true", "{}", '"B"', '["N1", "N2", "N3", "N4", "N5", "N6"]',
]  # fmt: skip


def mutate_lines(data: bytes, rng: random.Random) -> bytes:
    """A change that keeps TOML's shape: a line deleted, doubled or given another value."""
    lines = data.decode("utf-8", "replace").splitlines()
    for _ in range(rng.randint(1, 2)):
        if not lines:
            break
        i = rng.randrange(len(lines))
        action = rng.randrange(3)
        if action == 0:
            del lines[i]
        elif action == 1:
            lines.insert(i, lines[i])
        elif " = " in lines[i]:
            lines[i] = lines[i].split(" = ")[0] + " = " + rng.choice(LINE_VALUES)
    return ("\n".join(lines) + "\n").encode("utf-8")


def mutate_for(loader: str, data: bytes, rng: random.Random) -> bytes:
    """`mutate`, or for positions (of either game) half the time `mutate_lines` (most
    byte changes break the TOML before the position checks are reached)."""
    if loader in ("position", "flip_position") and rng.random() < 0.5:
        return mutate_lines(data, rng)
    return mutate(data, rng)


# --- Running one input ---------------------------------------------------------------------


def run_one(target: Callable[[bytes, Path], None], data: bytes, folder: Path,
            timeout: float) -> tuple[str, str]:  # fmt: skip
    """Feed ``data`` to ``target``: ("accepted" | "refused" | "crash" | "hang", detail)."""
    timer = hasattr(signal, "setitimer") and timeout > 0

    def on_alarm(signum: int, frame: object) -> None:
        raise Hang

    if timer:
        previous = signal.signal(signal.SIGALRM, on_alarm)
        signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        target(data, folder)
        return "accepted", ""
    except Refused as exc:
        text = str(exc)
        if not text or "\n" in text:
            return "crash", f"a refusal of more than one line: {text[:200]!r}"
        return "refused", text
    except Hang:
        return "hang", f"more than {timeout} s"
    except Exception as exc:  # anything else is a crash: that is what we look for
        return "crash", f"{type(exc).__name__}: {str(exc)[:200]}"
    finally:
        if timer:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=5.0)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    corpus = seeds()
    counts: dict[str, Counter[str]] = {name: Counter() for name in TARGETS}
    examples: list[str] = []
    deadline = time.monotonic() + args.seconds
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ["FINSPAN_DATA_DIR"] = str(folder / "data")
        os.environ["FINSPAN_CONFIG_DIR"] = str(folder / "config")
        while time.monotonic() < deadline:
            for name, target in TARGETS.items():
                data = mutate_for(name, rng.choice(corpus[name]), rng)
                result, detail = run_one(target, data, folder, args.timeout)
                counts[name][result] += 1
                if result in ("crash", "hang") and len(examples) < 10:
                    examples.append(f"{name}: {result}: {detail} <- {data[:120]!r}")
    total: Counter[str] = Counter()
    print(f"fuzz_loaders: {args.seconds:.0f} s, seed {args.seed}, timeout {args.timeout} s")
    for name, c in counts.items():
        total += c
        print(f"  {name:13} tried {sum(c.values()):7}  refused {c['refused']:7}  "
              f"accepted {c['accepted']:7}  crashes {c['crash']}  hangs {c['hang']}")  # fmt: skip
    t = total
    print(f"  {'total':13} tried {sum(t.values()):7}  refused {t['refused']:7}  "
          f"accepted {t['accepted']:7}  crashes {t['crash']}  hangs {t['hang']}")  # fmt: skip
    for line in examples:
        print("  " + line)
    return 1 if total["crash"] or total["hang"] else 0


if __name__ == "__main__":
    sys.exit(main())

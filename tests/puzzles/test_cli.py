"""``finspan puzzles check`` and ``finspan puzzles make`` on small files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from finspan.cli import main
from finspan.puzzles.model import read_puzzles

from .helpers import small_file, some


def test_check_passes_good_puzzles_and_prints_json(tmp_path: Path, capsys) -> None:
    path = small_file(tmp_path, some("flip", 4) + some("finspan", 1))
    assert main(["puzzles", "check", "--file", str(path), "--quick", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["checked"] == 5 and out["failed"] == 0
    assert {r["game"] for r in out["results"]} == {"flip", "finspan"}


def test_check_fails_a_puzzle_whose_solution_is_not_the_best(tmp_path: Path, capsys) -> None:
    good = some("flip", 2)
    wrong = good[1].model_copy(update={"solution": good[1].check.obvious})
    path = small_file(tmp_path, [good[0], wrong])
    assert main(["puzzles", "check", "--file", str(path), "--game", "flip"]) == 1
    out = capsys.readouterr().out
    assert f"FAILED {wrong.id}: the best plan is now" in out
    assert "2 puzzles checked, 1 failed" in out


def test_check_of_a_corrupt_file_says_why_and_exits_2(tmp_path: Path, capsys) -> None:
    path = tmp_path / "p.json"
    path.write_text('{"format": "finspan-puzzles/2", "puzzles": []}', encoding="utf-8")
    assert main(["puzzles", "check", "--file", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("finspan: ") and "format" in err and err.count("\n") == 1


def test_make_flip_is_reproducible_from_its_seed_and_keeps_the_other_games_puzzles(
    tmp_path: Path,
) -> None:
    finspan = some("finspan", 1)
    out = small_file(tmp_path, finspan)
    args = ["puzzles", "make", "--game", "flip", "--seed", "7", "--count", "3", "--games", "6"]
    assert main([*args, "--out", str(out)]) == 0
    first = read_puzzles(out)
    assert first.of_game("finspan") == finspan
    flip = first.of_game("flip")
    assert 1 <= len(flip) <= 3 and all(p.source.seed == 7 for p in flip)
    assert main([*args, "--out", str(out)]) == 0
    assert read_puzzles(out).of_game("flip") == flip


def test_make_needs_its_arguments(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["puzzles", "make", "--game", "flip", "--seed", "1", "--out", str(tmp_path / "x")])
    assert exc.value.code == 2


def test_make_finspan_assembles_the_shipped_puzzle_again_from_its_raw_finding(
    tmp_path: Path,
) -> None:
    p = some("finspan", 1)[0]
    c = p.check
    finding = {
        "type": "finding", "index": p.source.index, "deal": p.source.deal,
        "decision": p.source.decision, "seat": p.seat, "position": p.position,
        "options": p.options, "solution": p.solution[0], "slot": p.slot, "greedy": c.greedy,
        "budget": c.budget, "margin": c.margin, "searches": len(c.seeds), "agree": c.agree,
        "verdicts": [v.model_dump() for v in c.searches],
    }  # fmt: skip
    games = [{"type": "game", "index": i, "cpu": 1.0} for i in range(p.source.index + 1)]
    raw = tmp_path / "raw.jsonl"
    raw.write_text("".join(json.dumps(x) + "\n" for x in [finding, *games]), encoding="utf-8")
    out = tmp_path / "p.json"
    args = ["puzzles", "make", "--game", "finspan", "--seed", str(p.source.seed), "--games",
            str(p.source.index + 1), "--raw", str(raw), "--out", str(out)]  # fmt: skip
    assert main(args) == 0
    assert read_puzzles(out).puzzles == [p]
    made = read_puzzles(out).made["finspan"]
    assert made["games"] == p.source.index + 1 and made["count"] == 1


def test_list_prints_each_puzzle_of_a_game_and_a_theme_as_json(tmp_path: Path, capsys) -> None:
    puzzles = some("flip", 6) + some("finspan", 2)
    path = small_file(tmp_path, puzzles)
    theme = puzzles[0].themes[0]
    assert main(["puzzles", "list", "--file", str(path), "--game", "flip", "--theme", theme,
                 "--json"]) == 0  # fmt: skip
    out = json.loads(capsys.readouterr().out)
    wanted = [p.id for p in sorted(puzzles, key=lambda p: (p.game != "finspan", p.id))
              if p.game == "flip" and theme in p.themes]  # fmt: skip
    assert [p["id"] for p in out] == wanted
    assert all(set(p) == {"id", "game", "rating", "themes", "goal", "seat", "options"}
               for p in out)  # fmt: skip
    assert main(["puzzles", "list", "--file", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "8 puzzles" and len(lines) == 9


def test_show_prints_one_puzzle_with_its_solution_and_position(capsys) -> None:
    p = some("flip", 1)[0]
    assert main(["puzzles", "show", p.id]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{p.id}: {p.goal}\n") and f"solution: {p.answer}" in out
    assert p.position.splitlines()[0] in out
    assert main(["puzzles", "show", p.id, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == p.model_dump(mode="json")


def test_list_and_show_refuse_bad_input_in_one_line_and_exit_2(tmp_path: Path, capsys) -> None:
    for args, words in ((["list", "--game", "chess"], "no puzzles of a game 'chess'"),
                        (["list", "--theme", "nonsense"], "no puzzle has the theme 'nonsense'"),
                        (["show", "flip-00000000"], "no puzzle 'flip-00000000'"),
                        (["show", "x", "--file", str(tmp_path / "none.json")],
                         "none.json: no such file")):  # fmt: skip
        assert main(["puzzles", *args]) == 2
        err = capsys.readouterr().err
        assert err.startswith("finspan: ") and words in err and err.count("\n") == 1, err

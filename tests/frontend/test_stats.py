"""Statistics: finished games recorded in the data directory, summarised per difficulty and per
player, a corrupt file moved aside with a message, and the statistics screen."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pygame
import pytest

from finspan import stats
from finspan.engine import Game, Seat, Setup, play_game
from finspan.frontend.finspan.stats_view import HOTSEAT_VIEW, SOLO_VIEW, hotseat_rows, solo_rows
from finspan.frontend.scenes.stats import StatsScene

from .helpers import key


@pytest.fixture(scope="module")
def games() -> dict[str, Game]:
    """A few quick finished games (fixed seeds)."""
    hotseat = Setup((Seat("Ann", "human", "red"), Seat("Bo", "human", "yellow")))
    return {
        "solo2a": play_game(Setup.solo_game(2), 1, "greedy"),
        "solo2b": play_game(Setup.solo_game(2), 2, "random"),
        "solo4r3": play_game(Setup.solo_game(4, ravel=3), 3, "greedy"),
        "hot1": play_game(hotseat, 4, "greedy"),
        "hot2": play_game(hotseat, 5, "random"),
    }


def _clock(day: int):
    return lambda: datetime(2025, 3, day, 20, 30)


def test_a_solo_record_holds_both_totals_the_winner_difficulty_and_ravel(games):
    game = games["solo4r3"]
    record = stats.game_record(game, _clock(1))
    assert record.mode == stats.SOLO and record.date == "2025-03-01T20:30:00"
    assert (record.difficulty, record.ravel, record.seed) == (4, 3, 3)
    me, her = record.seats
    assert (me.kind, her.kind) == ("human", "nautoma")
    assert me.total == game.outcome().scores[0].total
    assert her.total == game.outcome().scores[1].total
    assert [s.winner for s in record.seats] == [s in game.outcome().winners for s in (0, 1)]
    assert stats.GameRecord.from_dict(record.to_dict()) == record


def test_an_unfinished_game_cannot_be_recorded():
    with pytest.raises(ValueError, match="finished"):
        stats.game_record(Game(Setup.solo_game(2), 1))


def test_recorded_games_are_summarised_per_difficulty_and_per_player(games):
    for day, name in enumerate(games, start=1):
        assert stats.record_game(games[name], _clock(day)) is None
    path = Path(os.environ["FINSPAN_DATA_DIR"]) / "stats.json"
    assert stats.stats_path() == path and path.exists()
    summary = stats.summary()
    assert summary.games == 5

    def mine(name):
        return games[name].outcome().scores[0].total

    def won(name, seat=0):
        return seat in games[name].outcome().winners

    two = summary.solo[(2, 0)]
    assert two.games == 2
    assert two.wins == won("solo2a") + won("solo2b")
    assert two.best == max(mine("solo2a"), mine("solo2b"))
    assert two.average == pytest.approx((mine("solo2a") + mine("solo2b")) / 2)
    assert summary.solo[(4, 3)].games == 1 and summary.solo[(4, 3)].best == mine("solo4r3")
    assert set(summary.solo_by_difficulty) == {2, 4}
    assert [g.score for g in summary.recent_solo] == [mine(n) for n in ("solo2a", "solo2b",
                                                                         "solo4r3")]  # fmt: skip
    ann = summary.hotseat["Ann"]
    bo = summary.hotseat["Bo"]
    assert ann.games == bo.games == 2
    assert ann.wins == won("hot1", 0) + won("hot2", 0)
    assert bo.wins == won("hot1", 1) + won("hot2", 1)
    assert bo.best == max(games["hot1"].outcome().totals[1], games["hot2"].outcome().totals[1])
    assert solo_rows(summary)[0][:4] == ["2", "off", "2", str(two.wins)]
    assert [r[0] for r in hotseat_rows(summary)] == ["Ann", "Bo"]


def test_a_corrupt_file_is_moved_aside_and_a_fresh_record_started(games):
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    message = stats.record_game(games["solo2a"], _clock(2))
    assert message and "stats.json.corrupt" in message
    assert (path.parent / "stats.json.corrupt").read_text(encoding="utf-8") == "{not json"
    loaded = stats.load_records()
    assert len(loaded.records) == 1
    assert loaded.message == message  # kept until the statistics screen shows it
    stats.acknowledge_notice()
    assert stats.load_records().message is None
    assert len(stats.load_records().records) == 1


@pytest.mark.parametrize(
    "content",
    ['{"version": 1, "games": {}}', "[]", '{"version": 99, "games": []}', "\udcff"],
)
def test_reading_a_damaged_file_moves_it_aside_with_a_message(content):
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    loaded = stats.load_records()
    assert loaded.records == () and loaded.repaired
    assert "could not be read" in loaded.message
    assert not path.exists() and path.with_name("stats.json.corrupt").exists()


def test_unreadable_records_are_skipped_with_a_message_but_kept(games):
    stats.record_game(games["hot1"], _clock(3))
    path = stats.stats_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["games"].insert(0, {"mode": "chess", "seats": []})
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = stats.load_records()
    assert len(loaded.records) == 1 and "1 game record could not be read" in loaded.message
    stats.record_game(games["hot2"], _clock(4))
    assert len(json.loads(path.read_text(encoding="utf-8"))["games"]) == 3


def test_an_empty_summary_has_no_lines():
    summary = stats.summary([])
    assert summary.empty and not summary.solo and not summary.hotseat
    assert stats.ScoreLine.of([]).win_rate is None


# --- The screen ---------------------------------------------------------------------------------


def test_the_statistics_screen_shows_tables_and_charts(app, games, tmp_path):
    for day, name in enumerate(games, start=1):
        stats.record_game(games[name], _clock(day))
    scene = StatsScene(app)
    app.push(scene)
    app.run_frames(1)
    assert scene.view.value == SOLO_VIEW and len(scene.tables[SOLO_VIEW].rows) == 2
    app.screenshot(tmp_path / "stats.png", (1280, 720))
    app.run_frames(1, [key(pygame.K_RIGHT)])
    assert scene.view.value == HOTSEAT_VIEW and scene.table is scene.tables[HOTSEAT_VIEW]
    assert [r[0] for r in scene.table.rows] == ["Ann", "Bo"]
    app.set_ui_scale(1.5)
    app.screenshot(tmp_path / "stats150.png", (1920, 1080))
    app.run_frames(1, [key(pygame.K_ESCAPE)])
    assert not app.stack


def test_the_statistics_screen_reports_a_corrupt_file(app):
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    path.write_text("garbage", encoding="utf-8")
    scene = StatsScene(app)
    app.push(scene)
    app.run_frames(1)
    assert scene.message and "stats.json.corrupt" in scene.message
    assert scene.views[SOLO_VIEW].numbers.summary.empty


def test_only_hot_seat_games_open_the_hot_seat_view(app, games):
    stats.record_game(games["hot1"], _clock(5))
    scene = StatsScene(app)
    app.push(scene)
    assert scene.view.value == HOTSEAT_VIEW


def test_a_long_table_scrolls_by_keyboard(app):
    records = [
        stats.GameRecord("hotseat", "2025-01-01T00:00:00",
                         (stats.SeatResult(f"P{i:02}", "human", i, True),))
        for i in range(40)
    ]  # fmt: skip
    path = stats.stats_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": 1, "games": [r.to_dict() for r in records]}))
    scene = StatsScene(app)
    app.push(scene)
    assert scene.table is scene.tables[HOTSEAT_VIEW] and scene.table.max_top > 0
    app.run_frames(1, [key(pygame.K_TAB)])
    assert scene.focus.focused is scene.table
    app.run_frames(1, [key(pygame.K_PAGEDOWN)])
    assert scene.table.top > 0


def test_computer_seats_are_recorded_with_their_levels_and_hints_and_summarised(
    tmp_path,
) -> None:
    from finspan import stats as S
    from finspan.engine import Seat, Setup, play_game

    setup = Setup((Seat("Ada"), Seat("Coral (Hard)"), Seat("Finn (Easy)")))
    game = play_game(setup, 11)
    path = tmp_path / "stats.json"
    S.record_game(game, path=path, controllers=["person", "hard", "easy"], hints=4)
    records = S.load_records(path).records
    assert [s.level for s in records[0].seats] == [None, "hard", "easy"]
    assert records[0].hints == 4 and records[0].levels == ("hard", "easy")
    summary = S.summary(records)
    assert list(summary.hotseat) == ["Ada"]  # computers are not people
    assert set(summary.computers) == {"hard", "easy"} and summary.computers["hard"].games == 1
    assert list(summary.against_computers) == ["hard"] and summary.hints == 4


def test_the_statistics_screen_lists_computer_players_and_hints(app) -> None:
    from finspan import stats as S
    from finspan.engine import Seat, Setup, play_game
    from finspan.frontend.finspan.stats_view import hotseat_rows

    game = play_game(Setup((Seat("Ada"), Seat("Coral (Hard)"))), 12)
    S.record_game(game, controllers=["person", "hard"], hints=2)
    summary = S.summary()
    names = [row[0] for row in hotseat_rows(summary)]
    assert names == ["Ada", "Computer · Hard", "People vs Hard"] and summary.hints == 2


def test_a_game_with_computer_players_is_found_again_and_they_have_no_personal_bests(
    tmp_path,
) -> None:
    from finspan import stats as S
    from finspan.engine import Seat, Setup, play_game

    setup = Setup((Seat("Ada"), Seat("Coral (Hard)")))
    path = tmp_path / "stats.json"
    for seed in (3, 4, 5, 6):
        S.record_game(play_game(setup, seed), path=path, controllers=["person", "hard"])
    records = S.load_records(path).records
    last = play_game(setup, 6)
    plain = S.game_record(last)  # what the final scores screen makes: no levels
    assert S.earlier_records(plain, records) == list(records[:3])
    found = S.milestones(records[-1], records[:3])
    assert all(m.name == "Ada" for m in found)

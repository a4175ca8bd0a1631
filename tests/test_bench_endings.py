"""bench.endings keeps every finished game in a results file and resumes from it."""

from __future__ import annotations

import json

from bench import endings
from bench.endings import Game, new_jobs, read_results, run, table


def _game(players: int, seed: int, mode: str = "random", level: str | None = None, **options: str) -> Game:
    return Game("hope", players, mode, level, dict(options), seed, "some end", 10, 3, 0.1, "abc")


def test_new_jobs_skip_recorded_seeds_and_fill_each_count_to_the_wanted_number():
    recorded = [_game(2, 100), _game(2, 102), _game(3, 100)]
    jobs = new_jobs([2, 3], 3, 100, recorded)
    # interleaved over the counts; 2p lacks one game, 3p two, and no seed is played twice
    assert jobs == [(2, 101), (3, 101), (3, 102)]
    assert new_jobs([2, 3], 2, 100, recorded) == [(3, 101)]


def test_a_second_run_appends_only_the_missing_games_and_reports_them_all(tmp_path, capsys):
    results = tmp_path / "endings-hope.jsonl"
    first = run("hope", [2, 3], {}, 2, 1, 1, None, None, results)
    assert len(first) == 4
    second = run("hope", [2, 3], {}, 3, 1, 1, None, None, results)
    lines = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(lines) == 6 and len(second) == 6
    assert second[:4] == first  # the recorded games, read back unchanged
    seeds = {(g["players"], g["seed"]) for g in lines}
    assert len(seeds) == 6  # new games got new seeds
    row = lines[-1]
    assert row["game"] == "hope" and row["mode"] == "random" and row["level"] is None
    assert row["ending"] and row["decisions"] > 0 and row["rounds"] > 0 and row["commit"]
    # nothing is missing any more: a third run plays no game and still prints the full table
    third = run("hope", [2, 3], {}, 3, 1, 1, None, None, results)
    assert third == second and len(results.read_text().splitlines()) == 6
    text = "\n".join(table("hope", [2, 3], {}, None, third))
    assert "hope 2p  random play" in text and ": 3 games" in text


def test_games_of_another_mode_level_or_options_do_not_count(tmp_path):
    results = tmp_path / "r.jsonl"
    for other in (
        _game(2, 100_000, mode="ai", level="normal"),
        _game(2, 100_000, traitor="on"),
        Game("teg", 2, "random", None, {}, 100_000, "x", 1, 1, 0.1, "abc"),
    ):
        endings.append_result(results, other)
    played = run("hope", [2], {}, 1, 1, 1, None, None, results)
    assert [(g.players, g.seed, g.mode, g.options) for g in played] == [(2, 100_000, "random", {})]
    assert len(read_results(results)) == 4


def test_the_command_line_resumes_from_its_results_file(tmp_path, capsys):
    results = tmp_path / "endings-hope.jsonl"
    argv = ["hope", "--random", "1", "--players", "2", "--results", str(results)]
    assert endings.main(argv) == 0
    assert endings.main([*argv[:2], "2", *argv[3:]]) == 0
    assert len(read_results(results)) == 2
    assert "hope 2p  random play" in capsys.readouterr().out


def test_report_prints_the_recorded_games_and_plays_none(tmp_path, capsys):
    results = tmp_path / "endings-hope.jsonl"
    endings.main(["hope", "--random", "2", "--players", "2", "--results", str(results)])
    capsys.readouterr()
    assert endings.main(["hope", "--random", "50", "--players", "2", "--results", str(results), "--report"]) == 0
    assert len(read_results(results)) == 2
    assert ": 2 games" in capsys.readouterr().out

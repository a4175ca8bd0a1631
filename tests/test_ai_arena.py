"""The arena: seat rotation, win shares, the Wilson interval and the command line."""

from __future__ import annotations

import pytest

from games.ai.arena import main, run_arena, wilson


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_arena_rotates_seats_and_counts_win_shares():
    result = run_arena("toy-nim", "easy", "random", games=6, seed=3)
    assert result.players == 2 and result.games == 6
    assert [r.a_seat for r in result.records] == [0, 1, 0, 1, 0, 1]
    assert all(r.finished for r in result.records) and not result.errors
    assert all(r.a_share in (0.0, 1.0) for r in result.records)
    assert result.a_rate >= 0.5
    assert result.times("easy") and result.times("random")
    assert result.peak_rss_mb > 0


def test_arena_at_three_players_gives_one_seat_to_a():
    result = run_arena("toy-bids", "easy", "random", games=3, seed=1, players=3)
    assert [r.a_seat for r in result.records] == [0, 1, 2]
    assert result.fair == pytest.approx(1 / 3)
    assert sum(r.decisions for r in result.records) == 3 * 12  # 4 rounds of 3 bids


def test_arena_is_reproducible_from_its_seed():
    one = run_arena("toy-bids", "easy", "random", games=4, seed=9)
    two = run_arena("toy-bids", "easy", "random", games=4, seed=9, workers=2)
    assert [r.a_share for r in one.records] == [r.a_share for r in two.records]


def test_arena_command_line(capsys):
    assert main(["toy-nim", "--a", "easy", "--b", "random", "--games", "4", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "A win share" in out and "95% CI" in out and "median" in out and "peak memory" in out
    assert main(["no-such-game", "--games", "1"]) == 2
    with pytest.raises(SystemExit):
        main(["toy-nim", "--a", "godlike"])

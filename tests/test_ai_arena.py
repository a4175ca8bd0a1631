"""The arena: seat rotation, win shares, the Wilson interval and the command line."""

from __future__ import annotations

import pytest

from games.ai import scorecard
from games.ai.arena import run_arena, wilson
from games.ai.cli import main
from games.ai.scorecard import newcombe


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_arena_rotates_seats_and_counts_win_shares():
    result = run_arena("example", "easy", "random", games=6, seed=3)
    assert result.players == 2 and result.games == 6
    assert [r.a_seat for r in result.records] == [0, 1, 0, 1, 0, 1]
    assert all(r.finished for r in result.records) and not result.errors
    # a lone winner takes the whole share (which level wins six games says little: strength is
    # tested in test_ai_search)
    assert all(r.a_share == (1.0 if r.winners == [r.a_seat] else 0.0) for r in result.records)
    assert result.a_rate == sum(r.a_share for r in result.records) / 6
    assert result.times("easy") and result.times("random")
    assert result.peak_rss_mb > 0


def test_arena_at_three_players_gives_one_seat_to_a():
    result = run_arena("example", "easy", "random", games=3, seed=1, players=3)
    assert [r.a_seat for r in result.records] == [0, 1, 2]
    assert result.fair == pytest.approx(1 / 3)
    # two rounds of a card, a claim and a keep-or-pass by each of the three
    assert all(r.decisions == 18 for r in result.records)


def test_arena_is_reproducible_from_its_seed():
    one = run_arena("example", "easy", "random", games=4, seed=9)
    two = run_arena("example", "easy", "random", games=4, seed=9, workers=2, wall_cap=False)
    assert [r.a_share for r in one.records] == [r.a_share for r in two.records]
    # a match played in parts is the same match
    tail = run_arena("example", "easy", "random", games=2, seed=9, first=2)
    assert [(r.a_seat, r.a_share, r.decisions) for r in tail.records] == [
        (r.a_seat, r.a_share, r.decisions) for r in one.records[2:]
    ]


def test_arena_command_line(capsys):
    assert main(["example", "--a", "easy", "--b", "random", "--games", "4", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "A win share" in out and "95% CI" in out and "median" in out and "peak memory" in out
    assert main(["no-such-game", "--games", "1"]) == 2
    with pytest.raises(SystemExit):
        main(["example", "--a", "godlike"])


def test_newcombe_interval_of_a_difference():
    # Newcombe (1998), method 10, example (a): 56/70 - 48/80
    lo, hi = newcombe(56, 70, 48, 80)
    assert lo == pytest.approx(0.0524, abs=1e-3) and hi == pytest.approx(0.3339, abs=1e-3)
    lo, hi = newcombe(5, 10, 5, 10)
    assert lo < 0 < hi


def test_report_card_table(capsys):
    assert main(["--table", "example", "--games", "2"]) in (0, 1)
    out = capsys.readouterr().out
    header, _, row = out.splitlines()[:3]
    assert "hard vs random" in header and "hard vs easy" in header and "hard median" in header
    assert row.startswith("| example | 2 | ") and "n=2" in row
    assert main(["--table", "no-such-game"]) == 2
    with pytest.raises(SystemExit):
        main(["example", "orion"])  # one game unless --table


def test_cooperative_games_compare_whole_tables():
    better = run_arena("example", "easy", "easy", games=2, seed=1)
    worse = run_arena("example", "random", "random", games=2, seed=1)
    for r, won in ((better, [1, 1]), (worse, [0, 1])):
        for rec, w in zip(r.records, won, strict=True):
            rec.winners = [0, 1] if w else []
    s = scorecard._team_strength("hard table", better, worse)
    assert s.rate == 1.0 and s.games == 2 and not s.holds  # two games cannot show a difference
    assert "vs 50%" in s.label

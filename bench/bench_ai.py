"""AI strength and speed for every registered game (``python -m bench ai``; slow: minutes).

For each game at its common player count: hard against random and hard against easy (win
share of the hard seat with a 95% Wilson interval; targets: >= 90% against random at two
players, or twice the even share at more; the interval against easy must lie above the even
share), and the median time of a normal and a hard decision over positions from random play
(targets: normal <= 1 s, hard <= 3 s). Decisions with a single option are not timed.

Environment: ORRERY_BENCH_AI_GAMES (games per pairing, default 40), ORRERY_BENCH_AI_WORKERS
(parallel processes, default 2), ORRERY_BENCH_AI_ONLY (comma-separated game ids).
"""

from __future__ import annotations

import os
import random
import sys
import time

from bench import Figure, median, ms
from games import registry
from games.ai import choose_with_info, engine_for
from games.ai.arena import ArenaResult, run_arena

#: the player count a table usually has, per game (otherwise two, or the minimum)
COMMON_PLAYERS = {"plunder": 4, "orion": 2, "planetarium": 2, "hope": 2, "teg": 2}


def players_for(game_id: str) -> int:
    engine = engine_for(game_id)
    n = COMMON_PLAYERS.get(game_id, 2)
    return min(max(n, engine.min_players), engine.max_players)


def sample_positions(game_id: str, players: int, count: int, seed: int) -> list[tuple[dict, int]]:
    """Positions from random play where a seat has a real choice, spread over whole games."""
    engine = engine_for(game_id)
    rng = random.Random(seed)
    found: list[tuple[dict, int]] = []
    g = 0
    while len(found) < count and g < 50:
        state = engine.new(players, {}, seed + g)
        trail = []
        while engine.outcome(state) is None and len(trail) < engine.max_decisions:
            d = engine.pending(state)[0]
            if len(d.options) > 1:
                trail.append((state, d.seat))
            state = engine.apply(state, d.seat, rng.choice(d.options).id)
        rng.shuffle(trail)
        found += trail[: max(1, count // 4)]
        g += 1
    return found[:count]


def decision_times(game_id: str, level: str, positions: list[tuple[dict, int]]) -> list[float]:
    engine = engine_for(game_id)
    out = []
    for i, (state, seat) in enumerate(positions):
        start = time.perf_counter()
        choose_with_info(engine, state, seat, level, i)
        out.append(time.perf_counter() - start)
    return out


def share_figure(name: str, r: ArenaResult, target_share: float) -> Figure:
    lo, hi = r.ci
    ok = "ok" if r.a_rate >= target_share else "MISSED"
    return Figure(
        name,
        100 * r.a_rate,
        "%",
        None,
        f"[{100 * lo:.0f}, {100 * hi:.0f}] n={r.games} target >= {100 * target_share:.0f}% {ok}",
    )


def game_figures(game_id: str, games: int, workers: int, out=sys.stderr) -> list[Figure]:
    players = players_for(game_id)
    fair = 1.0 / players
    figs = []
    vs_random = run_arena(game_id, "hard", "random", games, seed=101, players=players, workers=workers)
    vs_easy = run_arena(game_id, "hard", "easy", games, seed=202, players=players, workers=workers)
    for r in (vs_random, vs_easy):
        print("\n".join(r.lines()), file=out, flush=True)
    figs.append(share_figure(f"{game_id} {players}p hard vs random", vs_random, 0.9 if players == 2 else 2 * fair))
    lo, _ = vs_easy.ci
    fig = share_figure(f"{game_id} {players}p hard vs easy", vs_easy, fair)
    fig.note += " CI above even" if lo > fair else " CI NOT above even"
    figs.append(fig)
    positions = sample_positions(game_id, players, 16, seed=7)
    for level, target in (("easy", None), ("normal", 1000.0), ("hard", 3000.0)):
        ts = decision_times(game_id, level, positions)
        note = f"max {ms(max(ts)):.0f}"
        figs.append(Figure(f"{game_id} {level} median decision", ms(median(ts)), "ms", target, note))
    figs.append(Figure(f"{game_id} peak memory (arena)", max(vs_random.peak_rss_mb, vs_easy.peak_rss_mb), "MB"))
    return figs


def run() -> list[Figure]:
    games = int(os.environ.get("ORRERY_BENCH_AI_GAMES", "40"))
    workers = int(os.environ.get("ORRERY_BENCH_AI_WORKERS", "2"))
    only = [g for g in os.environ.get("ORRERY_BENCH_AI_ONLY", "").split(",") if g]
    ids = only or registry.ids() or ["toy-bids"]
    figs = []
    for game_id in ids:
        figs += game_figures(game_id, games, workers)
    return figs


if __name__ == "__main__":
    for f in run():
        target = "" if f.target is None else f"<= {f.target:g}"
        print(f"{f.name:44} {f.value:>9.1f} {f.unit:<3} {target:>10}  {f.verdict} {f.note}", flush=True)

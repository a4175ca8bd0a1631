"""The Curious Rarities from Andromeda: random playouts per game, and the public picture's time and size."""

from __future__ import annotations

import random
import statistics
import time

from bench import Figure, median, ms, timings
from bench.before import before_note, compare
from games.i18n import localize
from games.playout import choose_random, random_playout
from games.plunder import GAME
from games.plunder import picture as pictures
from renderers.kit import to_png

NAMES = ["Alexander", "Ben", "Clara", "Dani", "Emil", "Fatima"]


def _midgame(players: int, steps: int) -> dict:
    state = GAME.new(players, seed=42)
    rng = random.Random(42)
    for _ in range(steps):
        if GAME.outcome(state) is not None:
            break
        state = GAME.apply(state, *choose_random(GAME, state, rng))
    return state


#: the most a random playout may cost on average
PLAYOUT_TARGET_MS = 10.0


def _playouts() -> list[Figure]:
    """Seeds 0-199, at 3 + seed % 4 players: today's mean and the ``BEFORE`` code's."""
    groups = [compare("plunder", players, None, list(range(players - 3, 200, 4))) for players in range(3, 7)]
    wall, cpu, applied = (
        statistics.fmean(g[i][k] for g in groups) for i, k in ((0, "wall_mean"), (0, "cpu_mean"), (1, "cpu_mean"))
    )
    befores = [g[2] for g in groups]
    before = (
        None if None in befores else {k: statistics.fmean(b[k] for b in befores) for k in ("wall_mean", "cpu_mean")}
    )
    return [
        Figure(
            "random playout, mean per game",
            wall,
            "ms",
            PLAYOUT_TARGET_MS,
            f"200 games, 3-6 players; {before_note(before, 'wall_mean')}",
        ),
        Figure("random playout, mean CPU time per game", cpu, "ms", PLAYOUT_TARGET_MS, before_note(before, "cpu_mean")),
        Figure("  same through apply (copies, marks), CPU time", applied, "ms", None),
    ]


def run() -> list[Figure]:
    games = 200
    decisions = 0
    wins = 0
    for seed in range(games):
        result = random_playout(GAME, 3 + seed % 4, seed=seed)
        decisions += result.decisions
        wins += "completed" in localize(GAME.outcome(result.state).reason) if result.finished else 0
    figures = [
        *_playouts(),
        Figure("random playout, mean decisions per game", decisions / games, "", None),
        Figure("random playouts ended by the win rule", 100.0 * wins / games, "%", None),
    ]
    view = GAME.view(_midgame(6, 300), None)
    names = NAMES[:6]
    figures.append(
        Figure(
            "public board render (6 players)", ms(median(timings(lambda: pictures.board(view, names), 20))), "ms", 40.0
        )
    )
    figures.append(
        Figure(
            "public board render + PNG",
            ms(median(timings(lambda: to_png(pictures.board(view, names)), 20))),
            "ms",
            40.0,
        )
    )
    cpu = time.process_time()
    for _ in range(20):
        to_png(pictures.board(view, names))
    figures.append(Figure("public board render + PNG, CPU time", ms((time.process_time() - cpu) / 20), "ms", 40.0))
    png = to_png(pictures.board(view, names))
    figures.append(Figure("public board PNG size", len(png) / 1000, "KB", 400.0))
    mine = GAME.view(_midgame(6, 300), 0)
    figures.append(
        Figure(
            "private hand render + PNG",
            ms(median(timings(lambda: to_png(pictures.private(mine, names)), 20))),
            "ms",
            40.0,
        )
    )
    return figures

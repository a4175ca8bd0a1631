"""Planetarium speed: random playouts, legal moves of a mid-game turn, the board picture."""

from __future__ import annotations

import random
import time

from bench import Figure, median, ms, timings
from games.planetarium import GAME
from games.planetarium import picture as planetarium
from games.planetarium.selfplay import greedy_choice, play_game
from games.playout import random_playout


def _mid_game(players: int = 4, seed: int = 11, decisions: int = 150) -> dict:
    rng = random.Random(seed)
    state = GAME.new(players, {}, seed)
    for _ in range(decisions):
        state = GAME.apply(state, *greedy_choice(state, rng))
    while state["steps"][-1]["kind"] != "move":  # the start of a turn: the widest choice
        state = GAME.apply(state, *greedy_choice(state, rng))
    return state


def _cpu_median(fn, repeat: int) -> float:
    """The median CPU time of ``repeat`` calls: steadier than wall time on a shared machine."""
    fn()
    values = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        values.append(time.process_time() - start)
    return median(values)


def run() -> list[Figure]:
    figures = []
    for players in (1, 2, 4):
        seeds = iter(range(10_000))
        values = timings(lambda p=players, s=seeds: random_playout(GAME, p, seed=next(s)), repeat=15)
        note = "uniformly random choices, wall time"
        figures.append(Figure(f"random playout, {players} player(s)", ms(median(values)), "ms", 60.0, note))
        seeds = iter(range(10_000))
        cpu = _cpu_median(lambda p=players, s=seeds: random_playout(GAME, p, seed=next(s)), 15)
        figures.append(Figure(f"random playout, {players} player(s), CPU time", ms(cpu), "ms", 60.0))
    seeds = iter(range(10_000))
    values = timings(lambda s=seeds: play_game(3, next(s)), repeat=15)
    figures.append(Figure("greedy self-play game, 3 players", ms(median(values)), "ms", None, "selfplay.py policy"))
    state = _mid_game()
    values = timings(lambda: GAME.pending(state), repeat=200)
    figures.append(Figure("legal moves of a mid-game turn (pending)", ms(median(values)), "ms", 2.0))
    choice = GAME.pending(state)[0].options[0].id
    values = timings(lambda: GAME.apply(state, state["current"], choice), repeat=200)
    figures.append(Figure("apply one decision (mid-game)", ms(median(values)), "ms", None))
    view = GAME.view(state, None)
    names = ["Ada", "Bea", "Cyd", "Dot"]
    values = timings(lambda: planetarium.board(view, names), repeat=30)
    figures.append(Figure("board render (4 players, mid-game)", ms(median(values)), "ms", 50.0))
    cpu = _cpu_median(lambda: planetarium.board(view, names), 30)
    figures.append(Figure("board render, CPU time", ms(cpu), "ms", 50.0))
    values = timings(lambda: planetarium.private(GAME.view(state, 0), names), repeat=30)
    figures.append(Figure("hand render", ms(median(values)), "ms", 50.0))
    return figures

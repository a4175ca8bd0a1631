"""Planetarium speed: random playouts, legal moves of a mid-game turn, the board picture."""

from __future__ import annotations

import random
import time

from bench import Figure, median, ms, timings
from bench.before import before_note, compare
from games.planetarium import GAME
from games.planetarium import picture as planetarium
from games.planetarium.selfplay import greedy_choice, play_game


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


#: the most a random playout may cost: the search AI plays thousands of such
#: rollouts' steps per decision, so cheaper playouts are a stronger AI at the same thinking time
PLAYOUT_TARGET_MS = 20.0


def run() -> list[Figure]:
    figures = []
    for players in (1, 2, 4):
        now, applied, before = compare("planetarium", players, None, list(range(15)))
        name = f"random playout, {players} player(s)"
        note = f"uniformly random choices, wall time; {before_note(before, 'wall')}"
        figures.append(Figure(name, now["wall"], "ms", PLAYOUT_TARGET_MS, note))
        figures.append(Figure("  same, CPU time", now["cpu"], "ms", PLAYOUT_TARGET_MS, before_note(before)))
        figures.append(Figure("  same through apply (copies, marks), CPU time", applied["cpu"], "ms", None))
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

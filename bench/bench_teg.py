"""Tiny Epic Galaxies: a random playout, the options of a dice decision, a board picture."""

from __future__ import annotations

import random
import time

from bench import Figure, median, ms, timings
from games.playout import random_playout
from games.teg import GAME as G
from games.teg import picture as R


def _mid_game(players: int, expansion: str, seed: int, stop: int):
    rng = random.Random(seed)
    s = G.new(players, {"expansion": expansion}, seed)
    for _ in range(stop):
        if G.outcome(s) is not None:
            break
        d = rng.choice(G.pending(s))
        s = G.apply(s, d.seat, rng.choice(d.options).id)
    return s


def run() -> list[Figure]:
    figures = []
    for players, exp in ((2, "off"), (3, "on")):
        seeds = iter(range(1000))
        t = timings(lambda p=players, e=exp, s=seeds: random_playout(G, p, {"expansion": e}, seed=next(s)), repeat=15)
        figures.append(Figure(f"random playout, {players}p expansion {exp}", ms(median(t)), "ms", 150))
        # the same games in CPU time, which a busy shared machine does not inflate
        seeds = iter(range(1000))
        cpu = []
        for _ in range(15):
            start = time.process_time()
            random_playout(G, players, {"expansion": exp}, seed=next(seeds))
            cpu.append(time.process_time() - start)
        figures.append(Figure("  same, CPU time", ms(median(cpu)), "ms", 150))
    s = _mid_game(4, "on", 3, 120)
    while s["steps"][-1]["kind"] != "play":  # a dice-activation decision
        d = G.pending(s)[0]
        s = G.apply(s, d.seat, d.default)
    figures.append(
        Figure("legal options of a dice decision (4p)", ms(median(timings(lambda: G.pending(s), 200))), "ms", 2)
    )
    s = _mid_game(5, "on", 4, 300)
    view, names = G.view(s, None), [f"P{k}" for k in range(5)]
    figures.append(
        Figure("board render (5p, expansion)", ms(median(timings(lambda: R.board(view, names), 15))), "ms", 60)
    )
    return figures

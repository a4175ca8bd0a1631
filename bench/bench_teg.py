"""Tiny Epic Galaxies: a random playout, the options of a dice decision, a board picture."""

from __future__ import annotations

import random

from bench import Figure, median, ms, timings
from bench.before import before_note, compare
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


#: the most a random playout may cost
PLAYOUT_TARGET_MS = 60.0


def run() -> list[Figure]:
    figures = []
    for players, exp in ((2, "off"), (3, "on")):
        now, applied, before = compare("teg", players, {"expansion": exp}, list(range(15)))
        name = f"random playout, {players}p expansion {exp}"
        figures.append(Figure(name, now["wall"], "ms", PLAYOUT_TARGET_MS, f"wall time; {before_note(before, 'wall')}"))
        # the same games in CPU time, which a busy shared machine does not inflate
        figures.append(Figure("  same, CPU time", now["cpu"], "ms", PLAYOUT_TARGET_MS, before_note(before)))
        figures.append(Figure("  same through apply (copies, marks), CPU time", applied["cpu"], "ms", None))
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

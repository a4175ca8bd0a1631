"""Pictures as Discord shows them: per game, the smallest text and the smallest headline at
550 px wide (over the board and every private picture at the start, middle and near the end of
a random game, with the longest table), the CPU time to draw one and make its PNG (cached
layers warm, as in a running bot), and its size."""

from __future__ import annotations

import time

from bench import Figure
from games import registry
from renderers import kit, measure


def run() -> list[Figure]:
    figures: list[Figure] = []
    for engine in registry.all():
        players, options = max(measure.tables(engine), key=lambda t: (t[0], len(t[1])))
        names = measure.LONG_NAMES[:players]
        small = head = float("inf")
        cpu: list[float] = []
        size = 0
        count = 0
        states = measure.stages(engine, players, seed=7, options=options)
        list(measure.pictures(engine, states[0], names))  # warm the cached layers, as a running bot has
        for state in states:
            start = time.process_time()
            drawn = list(measure.pictures(engine, state, names))
            pngs = [kit.to_png(d.image) for d in drawn]
            cpu.append((time.process_time() - start) / len(drawn))
            count += len(drawn)
            small = min([small, *(d.smallest() for d in drawn)])
            head = min([head, *(d.headline() for d in drawn)])
            size = max([size, *(len(p) for p in pngs)])
        note = f"{count} pictures, {players} players"
        g = engine.id
        figures += [
            Figure(f"{g}: smallest text at 550", small, "px", 7.0, note, at_least=True),
            Figure(f"{g}: smallest headline at 550", head, "px", 12.0, note, at_least=True),
            Figure(f"{g}: render+PNG CPU/picture", max(cpu) * 1000, "ms", 40.0, note),
            Figure(f"{g}: largest PNG", size / 1024, "KB", 400.0, note),
        ]
    return figures

"""One move through the session service with its SQLite commit (today's code and main's before
the move path was made faster, measured in turn in this sitting), and the memory of a store
holding 1,000 games that are loaded on demand.

Uses Plunder (4 players) when it is installed, otherwise the example game.
"""

from __future__ import annotations

import asyncio
import gc
import random
import resource
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path

from bench import Figure, ms, percentile
from bench.before import COMMANDS_BEFORE, MAIN_BEFORE, commands_before, measure_moves, moves_before
from bot.play.service import Service
from db.store import Store
from games import registry


def _engines():
    if "plunder" in registry.ids():
        return "plunder", 4, registry.get
    return "example", 2, registry.get


async def _play_table(service: Service, game: str, players: int, seed: int, moves: int, rng: random.Random):
    record = await service.create(game, "u0", "P0", seed=seed, turn_hours=0)
    for i in range(1, players):
        await service.join(record.id, f"u{i}", f"P{i}")
    await service.start(record.id, "u0")
    durations, phases = [], []
    for _ in range(moves):
        rec, state = await service.state(record.id)
        if rec.status != "running":
            break
        engine = service.engine_of(game)
        decision = rng.choice(engine.pending(state))
        option = rng.choice(decision.options).id
        start = time.perf_counter()
        await service.move(record.id, f"u{decision.seat}", option)
        durations.append(time.perf_counter() - start)
        phases.append(dict(service.last_move_timings))
    return record.id, durations, phases


#: the most the median move through the service and its commit may take
MOVE_TARGET_MS = 1.0


def _move_figures() -> list[Figure]:
    """Today's moves and main's before (``bench.before.MAIN_BEFORE``), measured in turn, twice
    each, so that a change in the machine's load falls on both."""
    now: dict = {"move": []}
    before: list[float] = []
    for _ in range(2):
        for phase, values in (moves_before(10, 60, None) or measure_moves(10, 60)).items():
            now[phase] = now.get(phase, []) + values if phase != "game" else values
        old = moves_before(10, 60)
        before += old["move"] if old else []
    moves = now["move"]
    note = f"n={len(moves)}, {now['game']}; " + (
        f"before {ms(statistics.median(before)):.2f} ms ({MAIN_BEFORE[:7]}, this sitting)"
        if before
        else "before: not measured (no git copy of the old code)"
    )
    figures = [
        Figure("move through the service + commit, median", ms(statistics.median(moves)), "ms", MOVE_TARGET_MS, note),
        Figure(
            "move through the service + commit, p99",
            ms(percentile(moves, 99)),
            "ms",
            None,
            f"before {ms(percentile(before, 99)):.2f} ms" if before else "",
        ),
    ]
    for phase in ("load", "rules", "write", "commit"):
        if now.get(phase):
            figures.append(Figure(f"  of which {phase} (median)", ms(statistics.median(now[phase])), "ms"))
    return figures


def _command_figures() -> list[Figure]:
    """``/orrery move`` through the bot's handler, to the player's panel (``measure_commands``),
    today's and main's before a command read its table once (``COMMANDS_BEFORE``), in turn."""
    now: dict = {"wall": [], "cpu": []}
    before: dict = {"wall": [], "cpu": []}
    for _ in range(2):
        for into, commit in ((now, None), (before, COMMANDS_BEFORE)):
            found = commands_before(6, 50, commit)
            for key in into:
                into[key] += found[key] if found else []
    figures = []
    for key, what in (("cpu", "processor"), ("wall", "wall")):
        old = f"before {ms(statistics.median(before[key])):.2f} ms ({COMMANDS_BEFORE[:7]}, this sitting)"
        figures.append(
            Figure(
                f"/orrery move through the handler, {what} (median)",
                ms(statistics.median(now[key])),
                "ms",
                note=f"n={len(now[key])}; " + (old if before[key] else "before: not measured"),
            )
        )
    return figures


async def _run() -> list[Figure]:
    game, players, engines = _engines()
    figures: list[Figure] = []
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(str(Path(tmp) / "bench.sqlite3"))
        service = Service(store, engines=engines)
        rng = random.Random(1)
        # 1,000 stored games: fill the store, then touch each one on demand
        for seed in range(1000):
            await _play_table(service, game, players, 1000 + seed, 8, rng)
        await store.close()

        gc.collect()
        tracemalloc.start()
        store = await Store.open(str(Path(tmp) / "bench.sqlite3"))
        service = Service(store, engines=engines)
        async with store.read() as db:
            ids = [r[0] for r in await db.execute_fetchall("SELECT id FROM games")]
        for game_id in ids:
            await service.state(game_id)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        size = (Path(tmp) / "bench.sqlite3").stat().st_size
        await store.close()
    figures.append(Figure(f"peak Python memory loading {len(ids)} stored games on demand", peak / 2**20, "MiB"))
    figures.append(
        Figure("process peak RSS (whole benchmark)", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "MiB")
    )
    figures.append(Figure("database size with those games", size / 2**20, "MiB"))
    return figures


def run() -> list[Figure]:
    moves = _move_figures()
    return moves + _command_figures() + asyncio.run(_run())

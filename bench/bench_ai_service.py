"""Human moves while a hundred tables wait on AI decisions.

The service runs the AI in the bot's process pool (``bot.play.machines.make_ai_chooser``); 100 ORION
tables each have an AI seat thinking at ``normal`` level, and a human-only Plunder table moves
meanwhile. The human move time is what a player feels; the target is p99 <= 200 ms.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bench import Figure, ms, percentile
from bot.play.machines import make_ai_chooser
from bot.play.service import Service
from db.store import Store
from games import registry

AI_TABLES = 100
HUMAN_MOVES = 150


async def _run() -> list[Figure]:
    chooser = make_ai_chooser()
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(str(Path(tmp) / "ai.sqlite3"))
        service = Service(store, ai_chooser=chooser)
        for i in range(AI_TABLES):  # the AI seat leads, so it is the first to think
            game = await service.create("orion", f"h{i}", "Human", {"leader": "seat2"}, seed=i, turn_hours=0)
            await service.add_ai(game.id, f"h{i}", "normal")
            await service.start(game.id, f"h{i}")
        human = await service.create("plunder", "u0", "P0", seed=5, turn_hours=0)
        for i in range(1, 4):
            await service.join(human.id, f"u{i}", f"P{i}")
        await service.start(human.id, "u0")
        engine = registry.get("plunder")
        rng = random.Random(2)
        times = []
        for _ in range(HUMAN_MOVES):
            record, state = await service.state(human.id)
            if record.status != "running":
                break
            decision = rng.choice(engine.pending(state))
            start = time.perf_counter()
            await service.move(human.id, f"u{decision.seat}", rng.choice(decision.options).id)
            times.append(time.perf_counter() - start)
            await asyncio.sleep(0.02)  # players are people: moves come apart
        async with store.read() as db:
            rows = await db.execute_fetchall("SELECT COUNT(*) FROM actions WHERE source = 'ai'")
        ai_moves = rows[0][0]
        for task in list(service.machines.tasks):
            task.cancel()
        await asyncio.gather(*service.machines.tasks, return_exceptions=True)
        chooser.shutdown()
        await store.close()
    return [
        Figure(
            f"human move while {AI_TABLES} tables wait on the AI, p99",
            ms(percentile(times, 99)),
            "ms",
            200.0,
            f"n={len(times)}",
        ),
        Figure("  same, median", ms(statistics.median(times)), "ms"),
        Figure("AI moves made meanwhile", ai_moves, "", None),
    ]


def run() -> list[Figure]:
    return asyncio.run(_run())

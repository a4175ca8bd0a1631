"""Figures of the code before a change (playouts, moves through the service), measured in the same
sitting as today's.

A figure measured on another day, on this shared machine, says little beside one measured now:
the load of the other sessions moves every timing. So the playout benchmarks measure the
engines as they were at ``BEFORE`` too, with the same function (``measure``), in a child
process run from a copy of that commit (``git archive``, kept in the temporary folder), and
print both. Without git or that commit the "before" figures are left out, and the benchmarks
still run.
"""

from __future__ import annotations

import contextlib
import inspect
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

#: the main commit before the playouts were made faster
BEFORE = "05cae67de52367d8b608f6bdb9459c0123151183"
#: main as it was before ORION's players'-choice set-up and the move path were made faster
MAIN_BEFORE = "6a5706d0f210d47c49920f42721cc3ea436a59e6"
#: main as it was before a player's command read its table once (and a move took two trips)
COMMANDS_BEFORE = "77f54aa0849cd7a0485ff47009abe5338e52ae45"

ROOT = Path(__file__).resolve().parent.parent


def measure(game_id: str, players: int, options: dict | None, seeds: list[int], through_apply: bool) -> dict:
    """Wall-clock and processor milliseconds per random playout (median and mean) of the
    engine importable here. ``through_apply`` plays through ``Engine.apply`` (a copy, the checks
    and the change marks per decision) instead of ``random_playout``. Runs unchanged in the
    child process on the old code, so it may use only what both versions have."""
    import random
    import statistics
    import time

    from games import registry
    from games.playout import choose_random, random_playout

    engine = registry.get(game_id)

    def play(seed: int) -> None:
        if not through_apply:
            random_playout(engine, players, options, seed=seed)
            return
        rng = random.Random(seed)
        state = engine.new(players, options, seed)
        while engine.outcome(state) is None:
            state = engine.apply(state, *choose_random(engine, state, rng))

    play(seeds[0] + 10_000)  # imports and first-use caches stay out of the figures
    wall, cpu = [], []
    for seed in seeds:
        start, start_cpu = time.perf_counter(), time.process_time()
        play(seed)
        wall.append(1000 * (time.perf_counter() - start))
        cpu.append(1000 * (time.process_time() - start_cpu))
    return {
        "wall": statistics.median(wall),
        "cpu": statistics.median(cpu),
        "wall_mean": statistics.fmean(wall),
        "cpu_mean": statistics.fmean(cpu),
    }


@cache
def before_tree(commit: str = BEFORE, parts: tuple[str, ...] = ("games",)) -> Path | None:
    """A copy of ``parts`` of the code at ``commit`` (made once, kept in the temporary folder),
    or None."""
    dest = Path(tempfile.gettempdir()) / f"orrery-before-{commit[:12]}-{'-'.join(parts)}"
    if (dest / "games" / "playout.py").is_file():
        return dest
    try:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "--format=tar", commit, *parts],
            capture_output=True,
            check=True,
            timeout=120,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    part = dest.with_name(dest.name + f".part{os.getpid()}")
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(part, filter="data")
    with contextlib.suppress(OSError):  # another run made it first
        part.rename(dest)
    return dest if (dest / "games" / "playout.py").is_file() else None


def _run_before(where: Path, function: Callable, call: str) -> object | None:
    """``call`` (an expression using ``function``, printing nothing) evaluated in a child
    process on the code in ``where``; what it returns, through JSON, or None on a failure."""
    code = f"import json\n{inspect.getsource(function)}\nprint(json.dumps({call}))\n"
    env = {**os.environ, "PYTHONPATH": str(where)}
    try:
        done = subprocess.run(
            [sys.executable, "-c", code], cwd=where, env=env, capture_output=True, text=True, check=True, timeout=900
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure_before(
    game_id: str, players: int, options: dict | None, seeds: list[int], commit: str = BEFORE
) -> dict | None:
    """``measure`` on the code at ``commit`` (at ``BEFORE``, random playouts went through ``apply``)."""
    where = before_tree(commit)
    if where is None:
        return None
    call = f"measure({game_id!r}, {players!r}, {options!r}, {seeds!r}, False)"
    return _run_before(where, measure, call)  # type: ignore[return-value]


def measure_moves(tables: int, moves: int) -> dict:
    """Moves through the session service and their commit, on an SQLite file: ``tables``
    4-player Plunder tables (the example game where Plunder is missing), ``moves`` random
    moves each, each timed from the call to its return. Seconds per move, and of the phases
    the service reports. Runs unchanged in a child process on the old code, so it may use
    only what both versions have."""
    import asyncio
    import random
    import tempfile
    import time
    from pathlib import Path

    from bot.play.service import Service
    from db.store import Store
    from games import registry

    game, players = ("plunder", 4) if "plunder" in registry.ids() else ("example", 2)

    async def table(service, seed: int, rng: random.Random, out: dict) -> None:
        record = await service.create(game, "u0", "P0", seed=seed, turn_hours=0)
        for i in range(1, players):
            await service.join(record.id, f"u{i}", f"P{i}")
        await service.start(record.id, "u0")
        for _ in range(moves):
            rec, state = await service.state(record.id)
            if rec.status != "running":
                break
            decision = rng.choice(registry.get(game).pending(state))
            option = rng.choice(decision.options).id
            start = time.perf_counter()
            await service.move(record.id, f"u{decision.seat}", option)
            out["move"].append(time.perf_counter() - start)
            for phase, seconds in getattr(service, "last_move_timings", {}).items():
                out.setdefault(phase, []).append(seconds)

    async def run() -> dict:
        out: dict = {"game": game, "move": []}
        with tempfile.TemporaryDirectory() as tmp:
            store = await Store.open(str(Path(tmp) / "bench.sqlite3"))
            service = Service(store, engines=registry.get)
            rng = random.Random(1)
            for seed in range(tables):
                await table(service, seed, rng, out)
            await store.close()
        return out

    return asyncio.run(run())


def measure_commands(tables: int, commands: int) -> dict:
    """``/orrery move`` through the bot's handler (Discord stubbed) to the panel drawn, not rendered:
    ``commands`` random moves at each of ``tables`` 4-player Plunder tables; seconds per command,
    wall and processor (the store's thread included). Uses only what the old code has too."""
    import asyncio
    import random
    import tempfile
    import time
    from pathlib import Path
    from types import SimpleNamespace

    from bot.adapter.handlers import play
    from bot.play.service import Service
    from db.store import Store
    from games import registry

    async def nothing(*args, **kwargs):
        return None

    async def run_now(interaction, work):
        await work()

    play.ack = play.answer = play.show = play.rendered = nothing
    play.guarded = run_now
    asked = {"guild_id": "100", "channel_id": None, "locale": "en-US", "extras": {}, "message": None}

    def asking(service, user: str) -> SimpleNamespace:
        by = SimpleNamespace(id=user, display_name=f"P{user}")
        return SimpleNamespace(client=SimpleNamespace(service=service), user=by, **asked)

    async def table(service, seed: int, rng: random.Random, out: dict, commands: int) -> None:
        record = await service.create("plunder", "0", "P0", seed=seed, guild_id="100", turn_hours=0)
        for i in range(1, 4):
            await service.join(record.id, str(i), f"P{i}")
        await service.start(record.id, "0")
        for _ in range(commands):
            rec, state = await service.state(record.id)
            if rec.status != "running":
                break
            decision = rng.choice(registry.get("plunder").pending(state))
            option = rng.choice(decision.options).id
            start, start_cpu = time.perf_counter(), time.process_time()
            await play.move_command(asking(service, str(decision.seat)), record.id, option)
            out["wall"].append(time.perf_counter() - start)
            out["cpu"].append(time.process_time() - start_cpu)

    async def run() -> dict:
        out: dict = {"wall": [], "cpu": []}
        with tempfile.TemporaryDirectory() as tmp:
            store = await Store.open(str(Path(tmp) / "bench.sqlite3"))
            service = Service(store, engines=registry.get)
            rng = random.Random(1)
            await table(service, 10_000, rng, {"wall": [], "cpu": []}, 3)  # imports and first uses
            for seed in range(tables):
                await table(service, seed, rng, out, commands)
            await store.close()
        return out

    return asyncio.run(run())


def commands_before(tables: int, commands: int, commit: str | None = COMMANDS_BEFORE) -> dict | None:
    """``measure_commands`` in a fresh process on the code at ``commit`` (None: today's), or
    None without git or that commit."""
    where = ROOT if commit is None else before_tree(commit, ("bot", "db", "games", "renderers"))
    if where is None:
        return None
    return _run_before(where, measure_commands, f"measure_commands({tables!r}, {commands!r})")  # type: ignore[return-value]


def moves_before(tables: int, moves: int, commit: str | None = MAIN_BEFORE) -> dict | None:
    """``measure_moves`` in a fresh process (what other benchmarks left in this one, such as
    ORION's memos, would slow its collector) on the code at ``commit`` (None: today's), or
    None without git or that commit."""
    where = ROOT if commit is None else before_tree(commit, ("bot", "db", "games", "renderers"))
    if where is None:
        return None
    return _run_before(where, measure_moves, f"measure_moves({tables!r}, {moves!r})")  # type: ignore[return-value]


def compare(game_id: str, players: int, options: dict | None, seeds: list[int]) -> tuple[dict, dict, dict | None]:
    """Today's figures (``random_playout``, and through ``apply``) and the ``BEFORE`` ones, in turn.
    The games through ``apply`` are other seeds': a cache that one run filled (ORION's set-up
    search remembers what it found) must not make the same games free the second time."""
    now = measure(game_id, players, options, seeds, False)
    applied = measure(game_id, players, options, [seed + 100_000 for seed in seeds], True)
    return now, applied, measure_before(game_id, players, options, seeds)


def before_note(before: dict | None, key: str = "cpu", commit: str = BEFORE) -> str:
    if before is None:
        return "before: not measured (no git copy of the old code)"
    return f"before {before[key]:.1f} ms ({commit[:7]}, this sitting)"


if __name__ == "__main__":  # python -m bench.before GAME PLAYERS [NAME=VALUE ...]
    opts = dict(a.split("=", 1) for a in sys.argv[3:]) or None
    for label, figures in zip(
        ("now", "through apply", "before"), compare(sys.argv[1], int(sys.argv[2]), opts, list(range(15))), strict=True
    ):
        print(f"{label:>14}: {figures}")

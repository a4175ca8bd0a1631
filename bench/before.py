"""Playout figures of the code before a change, measured in the same sitting as today's.

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
from functools import cache
from pathlib import Path

#: the main commit before the playouts were made faster
BEFORE = "05cae67de52367d8b608f6bdb9459c0123151183"

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
def before_tree() -> Path | None:
    """A copy of the code at ``BEFORE`` (made once, kept in the temporary folder), or None."""
    dest = Path(tempfile.gettempdir()) / f"orrery-before-{BEFORE[:12]}"
    if (dest / "games" / "playout.py").is_file():
        return dest
    try:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "--format=tar", BEFORE, "games"],
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


def measure_before(game_id: str, players: int, options: dict | None, seeds: list[int]) -> dict | None:
    """``measure`` on the code at ``BEFORE`` (whose random playouts went through ``apply``)."""
    where = before_tree()
    if where is None:
        return None
    source = inspect.getsource(measure)
    call = f"print(json.dumps(measure({game_id!r}, {players!r}, {options!r}, {seeds!r}, False)))"
    code = f"import json\n{source}\n{call}\n"
    env = {**os.environ, "PYTHONPATH": str(where)}
    try:
        done = subprocess.run(
            [sys.executable, "-c", code], cwd=where, env=env, capture_output=True, text=True, check=True, timeout=900
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def compare(game_id: str, players: int, options: dict | None, seeds: list[int]) -> tuple[dict, dict, dict | None]:
    """Today's figures (``random_playout``, and through ``apply``) and the ``BEFORE`` ones, in turn.
    The games through ``apply`` are other seeds': a cache that one run filled (ORION's set-up
    search remembers what it found) must not make the same games free the second time."""
    now = measure(game_id, players, options, seeds, False)
    applied = measure(game_id, players, options, [seed + 100_000 for seed in seeds], True)
    return now, applied, measure_before(game_id, players, options, seeds)


def before_note(before: dict | None, key: str = "cpu") -> str:
    if before is None:
        return "before: not measured (no git copy of the old code)"
    return f"before {before[key]:.1f} ms ({BEFORE[:7]}, this sitting)"


if __name__ == "__main__":  # python -m bench.before GAME PLAYERS [NAME=VALUE ...]
    opts = dict(a.split("=", 1) for a in sys.argv[3:]) or None
    for label, figures in zip(
        ("now", "through apply", "before"), compare(sys.argv[1], int(sys.argv[2]), opts, list(range(15))), strict=True
    ):
        print(f"{label:>14}: {figures}")

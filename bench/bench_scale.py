"""One bot process on SQLite against two on PostgreSQL, through the loopback Discord double with
Discord's limits on: 200 Plunder tables of 4 players (their lobbies spread over 20 servers) move
as fast as the bot allows for a minute. For each: moves/s, board p50/p99 (INTERACTION_CREATE sent
-> the board showing the move), requests answered 429, and moves or messages lost or doubled.

The two processes run gateway shards 0-1 and 2-3 of 4 (``ORRERY_SHARDS``), the servers spread
over the four shards, on one PostgreSQL server started for the run (``tests/postgres_server.py``:
the system's PostgreSQL programs). Target: two processes carry at least 1.6 x the
moves/s of one at a board p99 no worse. All of it shares the machine's cores with the double and
the 800 simulated players, so the ratio says more about where the cores go than about scaling.

Run by hand: ``python -m bench scale`` (about eight minutes). ``BENCH_SCALE_QUICK=1`` shrinks it.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

import bench
from bench import Figure

ROOT = Path(__file__).resolve().parents[1]
QUICK = bool(os.environ.get("BENCH_SCALE_QUICK"))
TABLES = 20 if QUICK else 200
SECONDS = 15 if QUICK else 60
SERVERS = 4 if QUICK else 20
SHARDS = 4


def run() -> list[Figure]:
    sys.path.insert(0, str(ROOT))
    return asyncio.run(_run())


async def _run() -> list[Figure]:
    one = await measure(processes=1)
    two = await measure(processes=2)
    figures: list[Figure] = []
    for phase in (one, two):
        label = phase["label"]
        figures += [
            Figure(f"{label}: moves/s ({TABLES} tables x 4, {SECONDS} s)", phase["moves_per_s"], "/s"),
            Figure(f"{label}: board p50", bench.ms(phase["board_p50"]), "ms"),
            Figure(f"{label}: board p99", bench.ms(phase["board_p99"]), "ms"),
            Figure(f"{label}: requests answered 429", float(phase["refused"]), "", note=phase["note"]),
            Figure(f"{label}: moves or messages lost or doubled", float(phase["problems"]), "", target=0),
        ]
    ratio = two["moves_per_s"] / one["moves_per_s"]
    figures.append(Figure("2 processes / 1: moves/s", ratio, "x", target=1.6, at_least=True))
    return figures


async def measure(processes: int) -> dict:
    """One run: the bot as ``processes`` processes (1: SQLite, one process, unsharded; 2:
    PostgreSQL, shards 0-1 and 2-3 of 4), the tables opened, a minute at saturation, an audit."""
    from bench.bench_discord import close_records
    from discord_double import DiscordDouble
    from tests.e2e.harness import BotProcess

    tmp = Path(tempfile.mkdtemp(prefix=f"bench-scale-{processes}-"))
    users = [f"p{i:03d}" for i in range(4 * TABLES)]
    server = None
    shards = 1 if processes == 1 else SHARDS
    try:
        if processes == 1:
            where: str | Path = tmp / "orrery.sqlite3"
        else:
            from tests.postgres_server import PostgresServer

            server = PostgresServer()
            await asyncio.to_thread(server.start)
            await asyncio.to_thread(server.prepare_template)  # it runs an event loop of its own
            where = server.database()
        async with DiscordDouble(users=users, shards=shards) as double:
            per = SHARDS // processes
            bots = [
                BotProcess(
                    double,
                    where,
                    tmp / f"bot{n}.log",
                    "plunder",
                    shards=None if processes == 1 else (range(n * per, (n + 1) * per), SHARDS),
                )
                for n in range(processes)
            ]
            try:
                return await _saturate(double, bots, users, shards, processes)
            finally:
                close_records()
                for bot in bots:
                    await bot.stop()
    finally:
        if server is not None:
            server.stop()


async def _saturate(double, bots: list, users: list[str], shards: int, processes: int) -> dict:
    """The bots started, the tables opened across the servers, a minute at saturation and the
    audit: the run's figures (printed as soon as known: a later failure does not lose them)."""
    from bench.bench_discord import BoardWatch, Offered, _drained, _load_phase, _open_tables

    await bots[0].sync()
    for bot in bots:
        await bot.start()
    await asyncio.sleep(2.2)  # discord.py's guild_ready_timeout before the bots are ready
    channels = [double.channel] + [await double.add_guild(f"server {i}", shard=i % shards) for i in range(1, SERVERS)]
    names = {u.id: u.username for u in double.users.values()}
    watch = BoardWatch(double)
    groups = [users[4 * i : 4 * i + 4] for i in range(TABLES)]
    t0 = time.monotonic()
    tables = await _open_tables(double, groups, watch, channels=channels)
    setup = time.monotonic() - t0
    await _drained(bots[0])
    phase = await _load_phase(double, watch, tables, names, Offered(None), bots[0], seconds=SECONDS)
    phase["problems"], audit = await _audit(double, bots[0], phase["moves"])
    phase["note"] = f"{phase['note']}; {audit}; setup {setup:.0f} s"
    phase["label"] = "1 process, SQLite" if processes == 1 else f"{processes} processes, PostgreSQL"
    print(  # as soon as known: a later failure does not lose it
        f"  {phase['label']}: {phase['moves_per_s']:.2f} moves/s, board p50 {phase['board_p50']:.2f} s, "
        f"p99 {phase['board_p99']:.2f} s, {phase['refused']} answered 429, {phase['problems']} problems; "
        f"{phase['note']}",
        file=sys.stderr,
        flush=True,
    )
    return phase


async def _audit(double, bot, moves: int) -> tuple[int, str]:
    """Every move answered "Done" is one action; every board and DM went out once."""
    from discord_double import DoubleClient
    from tests.e2e.harness import World

    async with DoubleClient(double.base_url) as api:
        world = World(double, api, bot, "plunder")
        try:
            problems, note = 0, ""
            try:
                counts = await world.audit_delivery()
            except AssertionError as e:
                problems, note, counts = 1, str(e)[:80], {}
            with world.db() as db:
                (actions,) = db.execute("SELECT COUNT(*) FROM actions").fetchone()
            if actions != moves:
                problems += 1
                note = f"{actions} actions for {moves} moves answered Done"
            note = (
                note or f"{counts.get('dms', 0)} DMs, {counts.get('boards', 0)} boards, {counts.get('edits', 0)} edits"
            )
            return problems, note
        finally:
            world.close()


if __name__ == "__main__":
    for fig in run():
        print(fig)

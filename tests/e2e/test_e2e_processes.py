"""Issue #19: two bot processes on one PostgreSQL database, two gateway shards each (0-1 and 2-3
of 4), a guild on each process's shards and a table in each. Both tables move at once; the
process holding the timer round is SIGKILLed as its table's move is answered, before what that
move owes is delivered. Time passes (its claims run out, and a turn timer with them): the other
process delivers what was owed and fires the timer, once. The killed process comes back and both
games are played to the end: no move and no message lost or doubled, the timer fired once."""

from __future__ import annotations

import asyncio
import json
import random

from discord_double import DiscordDouble, DoubleClient
from discord_double.server import shard_of
from tests.e2e.harness import USERS, BotProcess, Table, World, publish_commands

SHARDS = 4
TIMED_OUT = "Time ran out for"


def _owner(world: World, key: str) -> str | None:
    with world.db() as db:
        row = db.execute("SELECT owner FROM leases WHERE key = ?", (key,)).fetchone()
    return row[0] if row else None


def _backdate(world: World, table: Table, hours: float) -> None:
    """Time passes for the table's pending decisions (as a real wait would leave their stamps)."""
    with world.db() as db:
        (text,) = db.execute("SELECT waiting FROM games WHERE id = ?", (table.game_id,)).fetchone()
        waiting = json.loads(text)
        for stamp in waiting.values():
            stamp["t"] -= hours * 3600
        db.execute("UPDATE games SET waiting = ? WHERE id = ?", (json.dumps(waiting), table.game_id))


def _player_moves(world: World, game_id: int) -> int:
    with world.db() as db:
        query = "SELECT COUNT(*) FROM actions WHERE game_id = ? AND source = 'player'"
        return db.execute(query, (game_id,)).fetchone()[0]


async def _thread_lines(world: World, table: Table, text: str) -> int:
    said = await world.api.messages("alice", channel_id=table.thread_id)
    return sum(text in m["content"] for m in said if m["author_id"] == world.double.bot.id and not m["ephemeral"])


async def test_two_processes_share_shards_and_work_and_one_is_killed_midway(tmp_path, pg_server, monkeypatch) -> None:
    monkeypatch.setenv("ORRERY_TICK_SECONDS", "0.5")
    url = pg_server.database()
    async with DiscordDouble(users=USERS, shards=SHARDS) as double:
        channels = {}
        for shard in (0, 2):  # a guild served by each process
            home = shard_of(double.guild_id, SHARDS) == shard
            channels[shard] = double.channel if home else await double.add_guild(f"shard {shard}", shard=shard)
        procs = [
            BotProcess(double, url, tmp_path / f"bot{n}.log", "example", shards=(range(2 * n, 2 * n + 2), SHARDS))
            for n in range(2)
        ]
        await publish_commands(double, procs[0])
        world: World | None = None
        try:
            for proc in procs:
                await proc.start()
            async with DoubleClient(double.base_url) as api:
                world = World(double, api, procs[0], "example")
                state = await api.state()
                assert [s["shard"] for s in state["shards"]] == [[n, SHARDS] for n in range(SHARDS)]
                tables = [
                    await world.open_table(
                        host, [guest], channel_id=channels[shard].id, turn_hours=24, on_timeout="wait"
                    )
                    for host, guest, shard in (("alice", "bob", 0), ("carol", "dave", 2))
                ]
                rng = random.Random(19)
                made = [await world.play(table, rng, moves=2) for table in tables]

                # the process holding the timer round dies as its table's move is answered, while
                # the other table moves too
                async def ticking() -> str | None:
                    return _owner(world, "tick")

                tick_owner = await world.api.wait_for(ticking, 20, what="a process holding the timer round")
                victim = next(n for n, p in enumerate(procs) if f"/{p.proc.pid}/" in tick_owner)
                survivor = 1 - victim
                await world.wait_outbox_drained(rows=False)
                moving = []
                for table in tables:
                    user = world.waiting_users(table.game_id)[0]
                    board = (await world.boards(table))[-1]
                    moving.append(asyncio.create_task(world.move(user, table, board, rng, "command")))
                answered = await moving[victim]
                await procs[victim].kill()
                assert answered.text.startswith("Done:"), answered.text
                assert (await moving[survivor]).text.startswith("Done:")
                made = [m + 1 for m in made]
                pid = procs[victim].proc.pid

                # a day passes: the dead process's claims run out, and the victim's table's timer
                with world.db() as db:
                    db.execute("UPDATE leases SET expires = 0 WHERE owner LIKE ?", (f"%/{pid}/%",))
                _backdate(world, tables[victim], 25)

                async def timed_out() -> bool:
                    return await _thread_lines(world, tables[victim], TIMED_OUT) >= 1

                await world.api.wait_for(timed_out, 30, what="the timer, fired by the other process")
                await world.wait_outbox_drained(rows=False)  # what the dead process owed went out
                assert f"/{pid}/" not in (_owner(world, "tick") or "")
                # the survivor's table plays on meanwhile (commands in its own server)
                made[survivor] += await world.play(tables[survivor], rng, moves=2, ways=("command",))

                # the killed process comes back; both games are played to the end
                await procs[victim].start()
                for n, table in enumerate(tables):
                    made[n] += await world.play_to_end(table, rng)
                    assert world.status(table.game_id) == "finished"
                    assert _player_moves(world, table.game_id) == made[n], "a move lost or made twice"
                await world.audit_delivery()  # every message owed delivered once, none twice
                assert await _thread_lines(world, tables[victim], TIMED_OUT) == 1
                assert await _thread_lines(world, tables[survivor], TIMED_OUT) == 0
                assert all(proc.alive for proc in procs)
                # the processes took their IDENTIFY turns in the shared database: none too soon
                assert double.identify_refusals == 0 and double.identifies == SHARDS + 2  # the killed two again
        finally:
            if world is not None:
                world.close()
            for n, proc in enumerate(procs):
                await proc.stop()
                print(f"--- bot {n} log ---\n{proc.log_tail(30)}")
            pg_server.drop(url)

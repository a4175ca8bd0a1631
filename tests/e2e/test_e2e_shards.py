"""Issue #19: the real bot running two gateway shards (``ORRERY_SHARDS=0-1/2``) against a double
that routes each guild's events to its shard's session: a table in a guild on each shard, both
played to the end, every message delivered once."""

from __future__ import annotations

import random

from discord_double import DiscordDouble, DoubleClient
from discord_double.server import shard_of
from tests.e2e.harness import USERS, BotProcess, World, publish_commands


async def test_one_process_runs_two_shards_and_a_table_plays_on_each(tmp_path) -> None:
    async with DiscordDouble(users=USERS, shards=2) as double:
        home = shard_of(double.guild_id, 2)
        other = await double.add_guild("On the other shard", shard=1 - home)
        bot = BotProcess(double, tmp_path / "orrery.sqlite3", tmp_path / "bot.log", "example", shards=(range(2), 2))
        await publish_commands(double, bot)
        try:
            await bot.start()
            async with DoubleClient(double.base_url) as api:
                world = World(double, api, bot, "example")
                state = await api.state()
                assert [s["shard"] for s in state["shards"]] == [[0, 2], [1, 2]], state["shards"]
                assert all(s["connected"] for s in state["shards"])
                events = {tuple(s["shard"]): s["events"] for s in state["shards"]}
                tables = [
                    await world.open_table("alice", ["bob"]),
                    await world.open_table("carol", ["dave"], channel_id=other.id),
                ]
                for n, table in enumerate(tables):
                    await world.play_to_end(table, random.Random(n), ways=("dm", "board", "decide"))
                    assert world.status(table.game_id) == "finished"
                counts = await world.audit_delivery()
                assert counts["boards"] >= 4, counts
                # each guild's interactions came over its own shard's session
                after = {tuple(s["shard"]): s["events"] for s in (await api.state())["shards"]}
                assert all(after[k] > events[k] for k in events), (events, after)
                assert bot.alive
        finally:
            await bot.stop()
            print(f"--- bot log ---\n{bot.log_tail(40)}")

"""Gateway shards: ``ORRERY_SHARDS`` as the bot reads it, and the double speaking Discord's sharding
to discord.py's own ``AutoShardedClient`` (each session identified with [id, count], each shard
told only of its guilds, ``(guild_id >> 22) % count``, DMs on shard 0)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

import aiohttp
import discord
import pytest
import yarl
from discord import app_commands

from bot.cli import main
from bot.config import Config, ConfigError, Shards, parse_shards
from discord_double import DiscordDouble, DoubleClient
from discord_double.server import shard_of

# -- ORRERY_SHARDS ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shards"),
    [("0-1/4", Shards((0, 1), 4)), ("2/4", Shards((2,), 4)), (" 3-5/6 ", Shards((3, 4, 5), 6)), ("", None)],
)
def test_a_shard_range_is_read(text, shards):
    assert parse_shards(text) == shards


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("0-4/4", "shard 4 is not one of 4"),
        ("3-1/4", "runs backwards"),
        ("0/0", "at least 1"),
        ("two", "write FIRST-LAST/COUNT"),
        ("0-1", "write FIRST-LAST/COUNT"),
        ("-1/4", "write FIRST-LAST/COUNT"),
    ],
)
def test_a_bad_shard_range_is_refused_with_the_reason(text, says):
    with pytest.raises(ConfigError, match=says):
        parse_shards(text)


def test_the_bot_does_not_start_with_a_bad_shard_range(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("ORRERY_DB", str(tmp_path / "never.sqlite3"))
    monkeypatch.setenv("ORRERY_SHARDS", "2-3/3")
    assert main(["run"]) == 2
    assert "ORRERY_SHARDS='2-3/3': shard 3 is not one of 3 (0 to 2)" in capsys.readouterr().err
    assert not (tmp_path / "never.sqlite3").exists()  # refused before anything was opened
    monkeypatch.setenv("ORRERY_SHARDS", "0-1/2")
    assert Config.from_env().shards == Shards((0, 1), 2)


# -- the double, sharded ----------------------------------------------------------------------------


class ShardBot(discord.AutoShardedClient):
    """A bare sharded bot: ``/where`` says which shard carried the interaction."""

    def __init__(self, **sharding) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(intents=intents, guild_ready_timeout=0.1, **sharding)
        self.tree = app_commands.CommandTree(self)
        self.answered: list[tuple[str | None, int]] = []  # (guild id, shard id)

        @self.tree.command(name="where")
        async def where(interaction: discord.Interaction) -> None:
            shard = interaction.guild.shard_id if interaction.guild else 0
            self.answered.append((str(interaction.guild_id) if interaction.guild_id else None, shard))
            await interaction.response.send_message(f"shard {shard}")

    async def before_identify_hook(self, shard_id, *, initial=False) -> None:
        pass  # each shard identifies in its own max_concurrency bucket (the fixture's): no wait


@pytest.fixture
async def double(monkeypatch) -> AsyncIterator[DiscordDouble]:
    # as large bots are told: four shards may identify at once (the double refuses sooner ones)
    async with DiscordDouble(users=["alice"], shards=4, max_concurrency=4) as d:
        monkeypatch.setattr(discord.http.Route, "BASE", d.api_url)
        monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(d.gateway_url))
        # one more guild on each of the four shards, beside the first guild
        for shard in range(4):
            await d.add_guild(f"guild on shard {shard}", shard=shard)
        yield d


async def _run(bot: ShardBot, double: DiscordDouble) -> asyncio.Task:
    task = asyncio.create_task(bot.start(double.token))
    await asyncio.wait_for(bot.wait_until_ready(), 15)
    return task


async def _stop(*running: tuple[ShardBot, asyncio.Task]) -> None:
    for bot, task in running:
        await bot.close()
        await asyncio.wait_for(task, 5)


def _guilds_on(double: DiscordDouble, shards: set[int], count: int = 4) -> set[int]:
    return {int(g) for g in double.guilds if shard_of(g, count) in shards}


async def test_two_processes_share_four_shards_and_each_hears_only_its_guilds(double) -> None:
    first, second = ShardBot(shard_ids=[0, 1], shard_count=4), ShardBot(shard_ids=[2, 3], shard_count=4)
    running = [(first, await _run(first, double)), (second, await _run(second, double))]
    try:
        # each READY and GUILD_CREATE carried only the shard's own guilds
        assert {g.id for g in first.guilds} == _guilds_on(double, {0, 1})
        assert {g.id for g in second.guilds} == _guilds_on(double, {2, 3})
        assert len(first.guilds) + len(second.guilds) == len(double.guilds) == 5
        for bot in (first, second):
            for guild in bot.guilds:
                assert guild.shard_id == (guild.id >> 22) % 4
        async with DoubleClient(double.base_url) as api:
            state = await api.state()
            assert [s["shard"] for s in state["shards"]] == [[0, 4], [1, 4], [2, 4], [3, 4]]
            assert all(s["connected"] for s in state["shards"])
        # an interaction in each guild reaches the process (and the shard) carrying that guild
        await first.tree.sync()
        for guild_id, name in list(double.guilds.items()):
            channel = next(c for c in double.channels.values() if c.guild_id == guild_id and c.type == 0)
            await double.invoke("alice", "where", channel_id=channel.id)
            expected = shard_of(guild_id, 4)
            owner = first if expected < 2 else second
            for _ in range(200):
                if any(g == guild_id for g, _ in owner.answered):
                    break
                await asyncio.sleep(0.01)
            assert (guild_id, expected) in owner.answered, name
        # a DM interaction goes to shard 0
        dm = double.dm_channel(double.user("alice"))
        await double.invoke("alice", "where", channel_id=dm.id)
        for _ in range(200):
            if (None, 0) in first.answered:
                break
            await asyncio.sleep(0.01)
        assert (None, 0) in first.answered
        assert not any(g is None for g, _ in second.answered)
        assert len(first.answered) + len(second.answered) == 6  # nothing heard twice
        # a guild joined later is announced on its shard only
        late = await double.add_guild("late", shard=3)
        for _ in range(200):
            if second.get_guild(int(late.guild_id)):
                break
            await asyncio.sleep(0.01)
        assert second.get_guild(int(late.guild_id)) is not None
        assert first.get_guild(int(late.guild_id)) is None
    finally:
        await _stop(*running)


async def test_unsharded_the_client_runs_the_shard_count_the_double_recommends(double) -> None:
    async with (
        aiohttp.ClientSession(headers=double.auth_headers()) as s,
        s.get(double.api_url + "/gateway/bot") as r,
    ):
        assert (await r.json())["shards"] == 4
    bot = ShardBot()  # no shard_ids, no shard_count: discord.py asks GET /gateway/bot
    running = (bot, await _run(bot, double))
    try:
        assert bot.shard_count == 4 and sorted(bot.shards) == [0, 1, 2, 3]
        assert {g.id for g in bot.guilds} == {int(g) for g in double.guilds}
    finally:
        await _stop(running)


@pytest.mark.parametrize("shard", [[4, 4], [-1, 2], [0], "0/1"])
async def test_an_impossible_shard_is_refused_at_identify(double, shard) -> None:
    async with aiohttp.ClientSession() as s, s.ws_connect(double.gateway_url) as ws:
        hello = json.loads((await ws.receive()).data)
        assert hello["op"] == 10
        await ws.send_json({"op": 2, "d": {"token": double.token, "intents": 1, "shard": shard, "properties": {}}})
        closed = await ws.receive()
        assert closed.type == aiohttp.WSMsgType.CLOSE and closed.data == 4010
    assert double.identifies == 0


# -- the bot's own identify pacing ----------------------------------------------------------------


TURN = 5.25  # Discord's 5 s between IDENTIFYs of a bucket, and the bot's slack for clocks and connecting


@pytest.mark.parametrize(("concurrency", "turns"), [(1, [0, 1, 2, 3]), (2, [0, 0, 1, 1]), (4, [0, 0, 0, 0])])
async def test_shards_identify_one_per_bucket_every_five_seconds(tmp_path, monkeypatch, concurrency, turns) -> None:
    """Discord's session start limit: ``max_concurrency`` buckets (shard id modulo it), one
    IDENTIFY per bucket per 5 s; the bot asks for the limit once."""
    import bot.adapter.client as app
    from bot.adapter.client import IDENTIFY_SECONDS, IDENTIFY_SLACK, OrreryBot
    from db.store import Store

    assert IDENTIFY_SECONDS + IDENTIFY_SLACK == TURN
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    asked: list[int] = []

    async def limits():
        asked.append(1)
        return discord.shard.SessionStartLimits(total=1000, remaining=999, reset_after=0, max_concurrency=concurrency)

    monkeypatch.setattr(app.asyncio, "sleep", sleep)
    monkeypatch.setattr(app.time, "time", lambda: 100.0)  # the four arrive at once
    config = Config("x", str(tmp_path / "a.sqlite3"), None, None, None, 60, "INFO", shards=Shards((0, 1, 2, 3), 4))
    store = await Store.open(config.db_path)
    try:
        bot = OrreryBot(config, store)
        assert (bot.shard_ids, bot.shard_count) == ([0, 1, 2, 3], 4)
        monkeypatch.setattr(bot, "fetch_session_start_limits", limits)
        for shard in range(4):
            await bot.before_identify_hook(shard, initial=shard == 0)
        assert slept == [pytest.approx(TURN * n) for n in turns] and asked == [1]
    finally:
        await store.close()


async def test_processes_sharing_the_database_take_identify_turns_in_it(tmp_path, monkeypatch) -> None:
    """Two processes running shards 0-1 and 2-3 of one bot (max_concurrency 1): the second's
    shards wait for the first's turns, as if one process ran all four."""
    import bot.adapter.client as app
    from bot.adapter.client import OrreryBot
    from bot.play.service import Service
    from db.store import Store

    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    async def limits():
        return discord.shard.SessionStartLimits(total=1000, remaining=999, reset_after=0, max_concurrency=1)

    monkeypatch.setattr(app.asyncio, "sleep", sleep)
    monkeypatch.setattr(app.time, "time", lambda: 100.0)
    path = str(tmp_path / "shared.sqlite3")
    stores = [await Store.open(path), await Store.open(path)]
    try:
        bots = []
        for store, ids in zip(stores, [(0, 1), (2, 3)], strict=True):
            bot = OrreryBot(Config("x", path, None, None, None, 60, "INFO", shards=Shards(ids, 4)), store)
            monkeypatch.setattr(bot, "fetch_session_start_limits", limits)
            bot.service = Service(store)  # what setup_hook makes before the shards connect
            bots.append(bot)
        for bot, shard in [(bots[0], 0), (bots[1], 2), (bots[0], 1), (bots[1], 3)]:
            await bot.before_identify_hook(shard, initial=shard in (0, 2))
        assert slept == [pytest.approx(TURN * n) for n in range(4)]
    finally:
        for store in stores:
            await store.close()


async def test_one_start_asks_discord_for_the_gateway_once(tmp_path, monkeypatch) -> None:
    """discord.py asks ``GET /gateway/bot`` to launch unsharded and again for the session start
    limit; the bot sends one request for both."""
    from bot.adapter.client import OrreryBot
    from db.store import Store

    asked: list[str] = []

    async def request(route, **kwargs):
        asked.append(f"{route.method} {route.path}")
        url = "ws://127.0.0.1:1/gateway"
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return {"url": url, "shards": 2, "session_start_limit": limit}

    store = await Store.open(str(tmp_path / "a.sqlite3"))
    try:
        bot = OrreryBot(Config("x", str(tmp_path / "a.sqlite3"), None, None, None, 60, "INFO"), store)
        monkeypatch.setattr(bot.http, "request", request)
        assert (await bot.http.get_bot_gateway())[0] == 2  # what launching the shards asks
        assert (await bot.fetch_session_start_limits()).max_concurrency == 1  # what pacing asks
        assert asked == ["GET /gateway/bot"]
    finally:
        await store.close()

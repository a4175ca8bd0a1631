"""The double does what Discord does where an earlier double was kinder or wrong: a bucket per
route, bucket ids a 429 shares with the route's normal answers, the global limit sparing only
interaction endpoints, the invalid-request ban, archived and locked threads, history without
Read Message History, and the gateway's IDENTIFY pacing, heartbeats and ``max_concurrency``."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import replace

import aiohttp
import pytest

from discord_double import DISCORD_LIMITS, DiscordDouble, DoubleError
from discord_double.ratelimits import BANNED_BODY, DEFAULT, MESSAGES
from discord_double.server import Channel, RateLimitRule, Session


@pytest.fixture
async def double() -> AsyncIterator[DiscordDouble]:
    async with DiscordDouble(users=["alice", "bob"]) as d:
        yield d


@pytest.fixture
async def http(double: DiscordDouble) -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession(base_url=double.base_url, headers=double.auth_headers()) as s:
        yield s


def frozen(double: DiscordDouble, at: float = 1000.0) -> None:
    """Stops the limiter's clock, so a burst lands in one window however slow the machine is."""
    double.limiter.clock = lambda: at


async def get(http: aiohttp.ClientSession, path: str) -> tuple[int, aiohttp.typedefs.LooseHeaders]:
    async with http.get("/api/v10" + path) as r:
        await r.read()
        return r.status, r.headers


async def thread_with_board(double: DiscordDouble) -> tuple[Channel, str]:
    """A game thread under the main channel with one board message of the bot in it."""
    thread = double._add_channel(
        Channel(double.snowflake(), 11, name="t", parent_id=double.channel.id, guild_id=double.guild_id)
    )
    board = await double.create_message(thread, double.bot, {"content": "board"})
    return thread, board.id


def listening(double: DiscordDouble) -> None:
    """A /orrery command with an autocompleted option, and a gateway session nobody reads."""
    option = {"type": 3, "name": "word", "description": "d", "autocomplete": True}
    double._store_commands([{"name": "orrery", "description": "d", "options": [option]}], guild=False)
    double.sessions["s"] = Session("s")


# -- rate limits ------------------------------------------------------------------------------------


async def test_each_route_has_its_own_bucket_even_without_known_numbers(double, http) -> None:
    frozen(double)
    guild = double.guild_id
    statuses = [(await get(http, f"/guilds/{guild}/channels"))[0] for _ in range(DEFAULT.limit)]
    assert statuses == [200] * DEFAULT.limit
    spent, spent_headers = await get(http, f"/guilds/{guild}/channels")
    assert spent == 429 and spent_headers["X-RateLimit-Scope"] == "user"
    # another route of the same guild is untouched, and says it is another bucket
    status, headers = await get(http, f"/guilds/{guild}")
    assert status == 200 and headers["X-RateLimit-Remaining"] == str(DEFAULT.limit - 1)
    assert headers["X-RateLimit-Bucket"] != spent_headers["X-RateLimit-Bucket"]
    buckets = {(await get(http, p))[1]["X-RateLimit-Bucket"] for p in ("/users/@me", "/applications/@me", "/gateway")}
    assert len(buckets) == 3


async def test_an_injected_429_names_the_routes_own_bucket(double, http) -> None:
    route = "POST /channels/{channel_id}/messages"
    url = f"/api/v10/channels/{double.channel.id}/messages"
    async with http.post(url, json={"content": "first"}) as r:
        normal = r.headers["X-RateLimit-Bucket"]
    double.ratelimits.append(RateLimitRule(route, 1, 0.5))
    async with http.post(url, json={"content": "second"}) as r:
        assert r.status == 429
        assert r.headers["X-RateLimit-Bucket"] == normal
        assert r.headers["X-RateLimit-Limit"] == str(MESSAGES.limit)
        assert r.headers["X-RateLimit-Scope"] == "user"


async def test_the_global_limit_spares_interaction_endpoints_only(double, http) -> None:
    frozen(double)
    listening(double)
    inter = await double.invoke("alice", "orrery")
    for i in range(DISCORD_LIMITS.global_per_second):
        assert (await get(http, f"/channels/{double.channel.id}" if i % 2 else "/users/@me"))[0] == 200
    async with aiohttp.ClientSession(base_url=double.base_url) as plain:
        # a webhook of the server (not an interaction's) counts towards the global limit
        async with plain.post("/api/v10/webhooks/123/not-an-interaction", json={"content": "x"}) as r:
            assert r.status == 429 and r.headers["X-RateLimit-Scope"] == "global"
        url = f"/api/v10/interactions/{inter.id}/{inter.token}/callback"
        async with plain.post(url, json={"type": 4, "data": {"content": "pong"}}) as r:
            assert r.status in (200, 204)
        async with plain.post(f"/api/v10/webhooks/{double.app_id}/{inter.token}", json={"content": "more"}) as r:
            assert r.status == 200


async def test_too_many_invalid_requests_get_the_bot_banned_for_a_while() -> None:
    assert (DISCORD_LIMITS.invalid_requests, DISCORD_LIMITS.invalid_window) == (10_000, 600.0)
    limits = replace(DISCORD_LIMITS, invalid_requests=20, ban_seconds=60.0)
    async with (
        DiscordDouble(users=["alice"], limits=limits) as d,
        aiohttp.ClientSession(base_url=d.base_url, headers={"Authorization": "Bot wrong"}) as bad,
        aiohttp.ClientSession(base_url=d.base_url, headers=d.auth_headers()) as good,
    ):
        for _ in range(19):
            async with bad.get("/api/v10/users/@me") as r:
                assert r.status == 401
        assert (await get(good, "/users/@me"))[0] == 200  # 19 invalid: not yet
        async with bad.get("/api/v10/users/@me") as r:
            assert r.status == 401
        async with good.get("/api/v10/users/@me") as r:  # banned: Cloudflare answers, not Discord
            assert r.status == 429 and await r.text() == BANNED_BODY
            assert "Via" not in r.headers and "X-RateLimit-Bucket" not in r.headers
        d.clock.advance(61)
        assert (await get(good, "/users/@me"))[0] == 200


# -- archived and locked threads --------------------------------------------------------------------


async def test_an_interaction_cannot_edit_its_message_in_an_archived_thread(double) -> None:
    listening(double)
    thread, _ = await thread_with_board(double)
    inter = await double.invoke("alice", "orrery", channel_id=thread.id)
    await double._callback(inter, {"type": 4, "data": {"content": "answer"}}, [])
    await double.set_archived(thread, True)
    async with (
        aiohttp.ClientSession(base_url=double.base_url) as plain,
        plain.patch(
            f"/api/v10/webhooks/{double.app_id}/{inter.token}/messages/@original", json={"content": "edited"}
        ) as r,
    ):
        assert r.status == 400 and (await r.json())["code"] == 50083
    assert double.messages[inter.original_id].content == "answer"


async def test_locked_threads_take_messages_from_thread_managers_only(double, http) -> None:
    thread, _ = await thread_with_board(double)
    url = f"/api/v10/channels/{thread.id}/messages"
    # locked and archived: a bot holding Manage Threads posts, which reopens the thread
    await double.set_archived(thread, True, locked=True)
    async with http.post(url, json={"content": "moderator"}) as r:
        assert r.status == 200
    assert not thread.archived and thread.locked
    # locked and active: a bot without Manage Threads is refused
    double.channel.bot_deny = 1 << 34
    async with http.post(url, json={"content": "not a moderator"}) as r:
        assert r.status == 400 and (await r.json())["code"] == 160005
    await double.set_archived(thread, True)
    async with http.post(url, json={"content": "not a moderator"}) as r:
        assert r.status == 400 and (await r.json())["code"] == 50083
    assert thread.archived


async def test_no_autocomplete_inside_an_archived_thread(double) -> None:
    listening(double)
    thread, _ = await thread_with_board(double)
    await double.set_archived(thread, True)
    with pytest.raises(DoubleError) as refused:
        await double.invoke("alice", "orrery", {"word": "p"}, channel_id=thread.id, focused="word")
    assert refused.value.code == 50083


async def test_an_archived_thread_keeps_its_duration_unless_reopened_in_the_same_request(double, http) -> None:
    thread, _ = await thread_with_board(double)
    await double.set_archived(thread, True)
    url = f"/api/v10/channels/{thread.id}"
    async with http.patch(url, json={"auto_archive_duration": 60}) as r:
        assert r.status == 400 and (await r.json())["code"] == 50083
    assert thread.archived and thread.auto_archive_duration == 1440
    async with http.patch(url, json={"archived": False, "auto_archive_duration": 60}) as r:
        assert r.status == 200
    assert not thread.archived and thread.auto_archive_duration == 60


async def test_history_without_read_message_history_is_empty(double, http) -> None:
    await double.create_message(double.channel, double.bot, {"content": "hello"})
    double.channel.bot_deny = 1 << 16
    async with http.get(f"/api/v10/channels/{double.channel.id}/messages") as r:
        assert r.status == 200 and await r.json() == []
    double.channel.bot_deny = 1 << 10  # without View Channel it is refused
    async with http.get(f"/api/v10/channels/{double.channel.id}/messages") as r:
        assert r.status == 403


async def test_a_channel_tells_its_last_message_without_read_message_history(double, http) -> None:
    """What lets a bot that may not read a thread's history know whether anything was posted
    since a message it knows: the channel's last message id (a DM channel's too)."""
    first = await double.create_message(double.channel, double.bot, {"content": "board"})
    double.channel.bot_deny = 1 << 16
    async with http.get(f"/api/v10/channels/{double.channel.id}") as r:
        assert r.status == 200 and (await r.json())["last_message_id"] == first.id
    dm = double.dm_channel(double.user("alice"))
    async with http.get(f"/api/v10/channels/{dm.id}") as r:
        assert (await r.json())["last_message_id"] is None
    sent = await double.create_message(dm, double.bot, {"content": "your turn"})
    async with http.get(f"/api/v10/channels/{dm.id}") as r:
        assert (await r.json())["last_message_id"] == sent.id


# -- the gateway ------------------------------------------------------------------------------------


async def _hello(ws: aiohttp.ClientWebSocketResponse) -> None:
    assert json.loads((await ws.receive()).data)["op"] == 10


async def _identify(ws: aiohttp.ClientWebSocketResponse, token: str, shard: list[int]) -> dict:
    await ws.send_str(json.dumps({"op": 2, "d": {"token": token, "intents": 0, "properties": {}, "shard": shard}}))
    return json.loads((await ws.receive(timeout=5)).data)


async def test_identify_is_paced_per_max_concurrency_bucket() -> None:
    async with (
        DiscordDouble(users=["alice"], shards=4, max_concurrency=2) as d,
        aiohttp.ClientSession(headers=d.auth_headers()) as s,
    ):
        async with s.get(d.api_url + "/gateway/bot") as r:
            assert (await r.json())["session_start_limit"]["max_concurrency"] == 2
        now = [1000.0]  # the double's clock stands still but where the test moves it
        d.clock.now = lambda: now[0]
        sockets = [await s.ws_connect(d.gateway_url) for _ in range(4)]
        for ws in sockets:
            await _hello(ws)
        d.clock.offset = 0.0
        first = await _identify(sockets[0], d.token, [0, 4])
        other_bucket = await _identify(sockets[1], d.token, [1, 4])
        too_soon = await _identify(sockets[2], d.token, [2, 4])  # bucket 0 again, at once
        assert first["t"] == "READY" and other_bucket["t"] == "READY"
        assert too_soon == {"op": 9, "d": False}
        now[0] += 5.0
        assert (await _identify(sockets[3], d.token, [2, 4]))["t"] == "READY"
        assert d.identifies == 3 and d.identify_refusals == 1
        for ws in sockets:
            await ws.close()


async def test_a_connection_without_heartbeats_is_closed() -> None:
    async with (
        DiscordDouble(users=["alice"], heartbeat_interval_ms=500) as d,
        aiohttp.ClientSession() as s,
        s.ws_connect(d.gateway_url) as ws,
    ):
        await _hello(ws)
        assert (await _identify(ws, d.token, [0, 1]))["t"] == "READY"
        for _ in range(4):  # beating in time keeps it open
            await asyncio.sleep(0.2)
            await ws.send_str(json.dumps({"op": 1, "d": None}))
        msg = await ws.receive(timeout=5)
        while msg.type == aiohttp.WSMsgType.TEXT:  # acks and events, then silence
            msg = await ws.receive(timeout=5)
        assert ws.close_code == 4009 and d.heartbeat_timeouts == 1

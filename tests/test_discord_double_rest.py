"""The double speaking Discord's REST API to a plain HTTP client (no discord.py, no test API):
rate-limit headers and 429s as Discord sends them, the bot token, 201 for a new thread, and the
validator's refusals of what Discord refuses."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from discord_double import NO_LIMITS, DiscordDouble
from discord_double.ratelimits import DISCORD_LIMITS, MESSAGES
from discord_double.server import RateLimitRule, Session

RATELIMIT_HEADERS = ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Reset-After")


@pytest.fixture
async def double() -> AsyncIterator[DiscordDouble]:
    async with DiscordDouble(users=["alice", "bob"]) as d:
        yield d


@pytest.fixture
async def http(double: DiscordDouble) -> AsyncIterator[aiohttp.ClientSession]:
    """A session that is the bot: its token on every request."""
    async with aiohttp.ClientSession(base_url=double.base_url, headers=double.auth_headers()) as s:
        yield s


def frozen(double: DiscordDouble, at: float = 1000.0) -> None:
    """Stops the limiter's clock, so a burst lands in one window however slow the machine is."""
    double.limiter.clock = lambda: at


def listening(double: DiscordDouble) -> None:
    """A /ping command and a gateway session nobody reads, so users' interactions queue on it."""
    double._store_commands([{"name": "ping", "description": "d"}], guild=False)
    double.sessions["s"] = Session("s")


async def post(http: aiohttp.ClientSession, channel_id: str, body: dict) -> tuple[int, Any, Any]:
    async with http.post(f"/api/v10/channels/{channel_id}/messages", json=body) as r:
        return r.status, await r.json(), r.headers


# -- rate limits ------------------------------------------------------------------------------------


async def test_every_answer_carries_its_buckets_headers(double, http) -> None:
    async with http.get("/api/v10/users/@me") as r:
        assert r.status == 200
        for h in (*RATELIMIT_HEADERS, "X-RateLimit-Bucket"):
            assert h in r.headers, h
        assert int(r.headers["X-RateLimit-Remaining"]) == int(r.headers["X-RateLimit-Limit"]) - 1
        assert 0 < float(r.headers["X-RateLimit-Reset-After"]) <= 1.0
    status, _, headers = await post(http, double.channel.id, {"content": "hi"})
    assert status == 200
    assert headers["X-RateLimit-Limit"] == str(MESSAGES.limit) and headers["X-RateLimit-Remaining"] == "4"
    assert float(headers["X-RateLimit-Reset-After"]) == pytest.approx(MESSAGES.per, abs=0.5)


async def test_a_burst_into_one_channel_is_answered_429_with_retry_after(double, http) -> None:
    frozen(double)
    other = await double.add_guild()
    answers = [await post(http, double.channel.id, {"content": f"m{i}"}) for i in range(MESSAGES.limit + 1)]
    assert [a[0] for a in answers] == [200] * MESSAGES.limit + [429]
    _, body, headers = answers[-1]
    assert body == {
        "message": "You are being rate limited.",
        "retry_after": MESSAGES.per,
        "global": False,
    }
    assert isinstance(body["retry_after"], float)
    assert headers["X-RateLimit-Remaining"] == "0" and headers["X-RateLimit-Scope"] == "user"
    assert headers["Retry-After"] == "5" and "X-RateLimit-Global" not in headers
    # the message bucket is per channel: another channel (same bucket hash) is untouched
    status, _, other_headers = await post(http, other.id, {"content": "elsewhere"})
    assert status == 200 and other_headers["X-RateLimit-Bucket"] == headers["X-RateLimit-Bucket"]
    assert [m.content for m in double.channel.messages] == [f"m{i}" for i in range(MESSAGES.limit)]
    # once the window has passed the channel takes messages again
    frozen(double, 1000.0 + MESSAGES.per)
    assert (await post(http, double.channel.id, {"content": "later"}))[0] == 200


async def test_the_global_limit_is_50_per_second_and_spares_interactions(double, http) -> None:
    frozen(double)
    guild = double.guild_id
    statuses = []
    for i in range(50):  # two routes with their own buckets, so only the global limit can bite
        path = f"/api/v10/channels/{double.channel.id}" if i % 2 else f"/api/v10/guilds/{guild}"
        async with http.get(path) as r:
            statuses.append(r.status)
    assert statuses == [200] * 50
    async with http.get(f"/api/v10/guilds/{guild}") as r:
        body, headers = await r.json(), r.headers
        assert r.status == 429
    assert body == {"message": "You are being rate limited.", "retry_after": 1.0, "global": True}
    assert headers["X-RateLimit-Global"] == "true" and headers["X-RateLimit-Scope"] == "global"
    # an interaction callback is not bound by the global limit
    listening(double)
    inter = await double.invoke("alice", "ping")
    url = f"/api/v10/interactions/{inter.id}/{inter.token}/callback"
    async with aiohttp.ClientSession(base_url=double.base_url) as plain:  # no bot token needed
        async with plain.post(url, json={"type": 4, "data": {"content": "pong"}}) as r:
            assert r.status in (200, 204), await r.text()
        async with plain.post(f"/api/v10/webhooks/{double.app_id}/{inter.token}", json={"content": "more"}) as r:
            assert r.status == 200, await r.text()
    assert double.limiter.refused_global == 1


async def test_injected_global_429s_spare_interaction_callbacks(double) -> None:
    listening(double)
    double.ratelimits.append(RateLimitRule("*", 3, 0.1, is_global=True))
    inter = await double.invoke("alice", "ping")
    async with (
        aiohttp.ClientSession(base_url=double.base_url) as plain,
        plain.post(f"/api/v10/interactions/{inter.id}/{inter.token}/callback", json={"type": 5}) as r,
    ):
        assert r.status in (200, 204)
    assert double.ratelimits[0].count == 3  # untouched: the callback went through


async def test_no_limits_is_the_old_kindness_when_asked_for_by_name() -> None:
    async with (
        DiscordDouble(users=["alice"], limits=NO_LIMITS) as d,
        aiohttp.ClientSession(base_url=d.base_url, headers=d.auth_headers()) as http,
    ):
        answers = [await post(http, d.channel.id, {"content": f"m{i}"}) for i in range(12)]
        assert {a[0] for a in answers} == {200}
        assert "X-RateLimit-Limit" not in answers[0][2]


async def test_a_fast_clock_keeps_the_counts_and_shortens_the_windows_it_tells_the_bot() -> None:
    fast = DISCORD_LIMITS.scaled(0.1)
    async with (
        DiscordDouble(users=["alice"], limits=fast) as d,
        aiohttp.ClientSession(base_url=d.base_url, headers=d.auth_headers()) as http,
    ):
        frozen(d)
        answers = [await post(http, d.channel.id, {"content": f"m{i}"}) for i in range(MESSAGES.limit + 1)]
        assert [a[0] for a in answers] == [200] * MESSAGES.limit + [429]
        assert answers[-1][1]["retry_after"] == pytest.approx(MESSAGES.per * 0.1)
        assert d.env()["ORRERY_CHANNEL_WINDOW_SECONDS"] == "0.5"  # the bot paces its posts by it
        frozen(d, 1000.0 + MESSAGES.per * 0.1)
        assert (await post(http, d.channel.id, {"content": "later"}))[0] == 200


# -- REST shape ------------------------------------------------------------------------------------


async def test_a_new_thread_is_201_with_or_without_a_gateway_session(double, http) -> None:
    assert double.live_session() is None
    url = f"/api/v10/channels/{double.channel.id}/threads"
    async with http.post(url, json={"name": "game 1", "type": 11}) as r:
        assert r.status == 201
        thread = await r.json()
    assert thread["type"] == 11 and thread["parent_id"] == double.channel.id
    double.sessions["s"] = Session("s")
    status, message, _ = await post(http, double.channel.id, {"content": "lobby"})
    assert status == 200
    async with http.post(f"{url[:-8]}/messages/{message['id']}/threads", json={"name": "game 2"}) as r:
        assert r.status == 201 and (await r.json())["id"] == message["id"]
    assert [e["t"] for e in double.sessions["s"].events] == ["THREAD_CREATE"]


async def test_any_other_token_is_401_as_discord_answers(double) -> None:
    for headers in ({}, {"Authorization": "Bot wrong"}, {"Authorization": double.token}):
        async with (
            aiohttp.ClientSession(base_url=double.base_url, headers=headers) as s,
            s.get("/api/v10/users/@me") as r,
        ):
            assert r.status == 401
            assert await r.json() == {"message": "401: Unauthorized", "code": 0}
    assert double.messages == {}


async def test_the_double_takes_a_token_and_prints_the_one_it_uses() -> None:
    async def first_line(*args: str) -> dict:
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "discord_double", *args, stdout=asyncio.subprocess.PIPE
        )
        try:
            return json.loads(await asyncio.wait_for(proc.stdout.readline(), 30))
        finally:
            proc.terminate()
            await proc.wait()

    given = await first_line("--token", "T0k3n")
    assert given["token"] == "T0k3n"
    generated = await first_line()
    assert len(generated["token"]) >= 20 and generated["token"] != (await first_line())["token"]


# -- the validator -----------------------------------------------------------------------------------


def embed(**parts: Any) -> dict:
    return {"embeds": [parts]}


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"embeds": [{"description": "d" * 4000}, {"description": "e" * 2001}]}, "embeds"),
        (embed(fields=[{"name": "n", "value": "v" * 1025}]), "embeds.0.fields.0.value"),
        ({"content": "x", "nonce": "n" * 26}, "nonce"),
        ({"content": "x", "allowed_mentions": {"parse": ["users"], "users": ["1"]}}, "allowed_mentions.users"),
        ({"content": "x", "flags": 64}, "flags"),
        (
            {
                "content": "x",
                "components": [
                    {
                        "type": 1,
                        "components": [
                            {
                                "type": 3,
                                "custom_id": "s",
                                "max_values": 3,
                                "options": [{"label": "a", "value": "a"}, {"label": "b", "value": "b"}],
                            }
                        ],
                    }
                ],
            },
            "components.0.components.0.max_values",
        ),
    ],
    ids=["embeds-6000", "field-1024", "nonce-25", "mentions-parse-and-list", "ephemeral-channel", "select-max"],
)
async def test_messages_discord_refuses_are_refused(double, http, body: dict, field: str) -> None:
    status, answer, _ = await post(http, double.channel.id, body)
    assert status == 400 and answer["code"] == 50035
    assert field in answer["errors"], answer
    assert double.channel.messages == []


async def test_the_same_messages_within_the_limits_pass(double, http) -> None:
    ok = [
        {"embeds": [{"description": "d" * 4000}, {"description": "e" * 2000}]},
        embed(fields=[{"name": "n", "value": "v" * 1024}]),
        {"content": "x", "nonce": "n" * 25, "allowed_mentions": {"parse": [], "users": ["1"]}},
    ]
    for body in ok:
        status, answer, _ = await post(http, double.channel.id, body)
        assert status == 200, answer
        frozen(double, 1000.0 + len(double.channel.messages) * MESSAGES.per)


def command(chars: int) -> dict:
    """A command whose names, descriptions and choices add up to about ``chars`` characters."""
    options = []
    for i in range(0, chars // 200):
        choices = [{"name": f"c{i}-{j}".ljust(95, "x"), "value": f"v{j}"} for j in range(2)]
        options.append({"type": 3, "name": f"o{i}", "description": "d", "choices": choices})
    return {"name": "big", "description": "d", "options": options[:25]}


async def test_commands_may_hold_8000_characters_not_more(double, http) -> None:
    url = f"/api/v10/applications/{double.app_id}/commands"
    async with http.put(url, json=[command(5000)]) as r:  # over the old 4,000
        assert r.status == 200, await r.text()
    big = command(5000)
    big["options"][0]["choices"] = [
        {"name": f"{j}".ljust(100, "y"), "value": f"{j}".ljust(100, "z")} for j in range(25)
    ]
    async with http.put(url, json=[big]) as r:
        assert r.status == 400 and "0" in (await r.json())["errors"]


async def test_an_integer_option_refuses_string_autocomplete_values(double, http) -> None:
    double.sessions["s"] = Session("s")
    cmd = {
        "name": "pick",
        "description": "d",
        "options": [{"type": 4, "name": "n", "description": "d", "autocomplete": True}],
    }
    async with http.put(f"/api/v10/applications/{double.app_id}/commands", json=[cmd]) as r:
        assert r.status == 200
    plain = aiohttp.ClientSession(base_url=double.base_url)
    async with plain:
        for choices, status in (([{"name": "one", "value": "1"}], 400), ([{"name": "one", "value": 1}], 200)):
            inter = await double.invoke("alice", "pick", {"n": "1"}, focused="n")
            url = f"/api/v10/interactions/{inter.id}/{inter.token}/callback"
            async with plain.post(url, json={"type": 8, "data": {"choices": choices}}) as r:
                assert r.status in ((status, 204) if status == 200 else (status,)), await r.text()

"""The Discord double, exercised by a bare discord.py 2.7.1 client in the same process.

Each test starts a double and a tiny bot pointed at it (Route.BASE and DEFAULT_GATEWAY, as the real
bot does from ORRERY_DISCORD_API / ORRERY_DISCORD_GATEWAY), then acts as users through the test API.
"""

from __future__ import annotations

import asyncio
import io
import json
import re
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
import yarl
from discord import app_commands

from discord_double import DiscordDouble, DoubleClient, TestApiError

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + (64).to_bytes(4, "big") + (32).to_bytes(4, "big") + b"rest-of-png"


class Counter(discord.ui.DynamicItem[discord.ui.Button], template=r"count:(?P<n>\d+)"):
    """A persistent button that counts its presses in its own custom_id."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"pressed {n}", custom_id=f"count:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match) -> Counter:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Counter(self.n + 1))
        await interaction.response.edit_message(content=f"count {self.n + 1}", view=view)


class Pick(discord.ui.DynamicItem[discord.ui.Select], template=r"pick:(?P<game>\w+)"):
    def __init__(self, game: str) -> None:
        options = [discord.SelectOption(label=f"Option {c}", value=c) for c in "abc"]
        super().__init__(discord.ui.Select(custom_id=f"pick:{game}", options=options))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match) -> Pick:
        return cls(match["game"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"{self.game} picked {self.item.values[0]}", ephemeral=True)


class TinyBot(discord.Client):
    """The smallest bot that covers what Orrery's bot does with Discord."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.results: dict[str, Any] = {}
        self.release = asyncio.Event()
        group = app_commands.Group(name="orrery", description="Play board games")
        bot = self

        @group.command(description="Say pong")
        async def ping(interaction: discord.Interaction, word: str = "pong") -> None:
            await interaction.response.send_message(word)

        @ping.autocomplete("word")
        async def ping_words(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            words = ["pong", "pang", "ping-pong", "zap"]
            return [app_commands.Choice(name=w.upper(), value=w) for w in words if w.startswith(current)]

        @group.command(description="A board picture, after thinking")
        async def card(interaction: discord.Interaction, size: app_commands.Range[int, 1, 6] = 3) -> None:
            await interaction.response.defer(thinking=True)
            embed = discord.Embed(title=f"Board {size}").set_image(url="attachment://board.png")
            await interaction.followup.send(embed=embed, file=discord.File(io.BytesIO(PNG), "board.png"))

        @group.command(description="A secret")
        async def secret(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("only you", ephemeral=True)

        @group.command(description="Post the counter board")
        async def board(interaction: discord.Interaction) -> None:
            view = discord.ui.View(timeout=None)
            view.add_item(Counter(0))
            await interaction.response.send_message("count 0", view=view)
            pick = discord.ui.View(timeout=None)
            pick.add_item(Pick("plunder"))
            await interaction.channel.send("pick one", view=pick)

        @group.command(description="DM someone")
        async def dm(interaction: discord.Interaction, user: discord.User) -> None:
            await interaction.response.defer(ephemeral=True)
            try:
                await user.send(f"psst {user.name}")
            except discord.Forbidden as e:
                bot.results["dm_error"] = e.code
                await interaction.followup.send("their DMs are closed", ephemeral=True)
            else:
                await interaction.followup.send("sent", ephemeral=True)

        @group.command(description="Too slow")
        async def slow(interaction: discord.Interaction) -> None:
            await asyncio.sleep(3.5)
            try:
                await interaction.response.send_message("late")
            except discord.NotFound as e:
                bot.results["slow_error"] = e.code

        @group.command(description="Follow up after a while")
        async def later(interaction: discord.Interaction) -> None:
            await interaction.response.defer()
            await bot.release.wait()
            try:
                await interaction.followup.send("much later")
            except discord.HTTPException as e:
                bot.results["later_error"] = (e.status, e.code)

        @group.command(description="Post to the channel and open a thread")
        async def post(interaction: discord.Interaction, text: str) -> None:
            await interaction.response.defer(ephemeral=True)
            msg = await interaction.channel.send(text, file=discord.File(io.BytesIO(PNG), "p.png"))
            thread = await msg.create_thread(name=f"thread {text}")
            await thread.send(f"in thread: {text}")
            edited = await msg.edit(content=text + " (edited)")
            bot.results["post"] = (msg.id, thread.id, edited.content)
            await interaction.followup.send("posted", ephemeral=True)

        self.tree.add_command(group)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Counter, Pick)
        await self.tree.sync()


@pytest.fixture
async def world(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[tuple[DiscordDouble, DoubleClient, TinyBot]]:
    async with DiscordDouble(users=["alice", "bob", "carol", "dave"], heartbeat_interval_ms=2000) as double:
        monkeypatch.setattr(discord.http.Route, "BASE", double.api_url)
        monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(double.gateway_url))
        bot = TinyBot()
        task = asyncio.create_task(bot.start(double.token))
        await double.wait_ready()
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        async with DoubleClient(double.base_url) as api:
            yield double, api, bot
        await bot.close()
        await asyncio.wait_for(task, 5)


async def test_login_ready_and_command_sync(world) -> None:
    double, api, bot = world
    assert bot.user.id == int(double.bot.id)
    assert bot.application_id == int(double.app_id)
    guild = bot.get_guild(int(double.guild_id))
    assert guild is not None and guild.get_channel(int(double.channel.id)).name == "games"
    assert guild.member_count == 5
    state = await api.state()
    (orrery,) = state["commands"]
    assert orrery["name"] == "orrery"
    assert {o["name"] for o in orrery["options"]} == {"ping", "card", "secret", "board", "dm", "slow", "later", "post"}
    assert state["unknown_routes"] == []


async def test_replies_are_plain_application_json(world) -> None:
    double, _, _ = world
    async with aiohttp.ClientSession(headers=double.auth_headers()) as s, s.get(double.api_url + "/users/@me") as r:
        assert r.headers["Content-Type"] == "application/json"


@pytest.mark.parametrize(
    ("command", "field"),
    [
        ({"name": "Orrery", "description": "x"}, "0.name"),
        ({"name": "a" * 33, "description": "x"}, "0.name"),
        ({"name": "has space", "description": "x"}, "0.name"),
        ({"name": "ok", "description": ""}, "0.description"),
        (
            {"name": "ok", "description": "x", "options": [{"type": 12, "name": "o", "description": "d"}]},
            "0.options.0.type",
        ),
        (
            {
                "name": "ok",
                "description": "x",
                "options": [
                    {
                        "type": 3,
                        "name": "o",
                        "description": "d",
                        "autocomplete": True,
                        "choices": [{"name": "a", "value": "a"}],
                    }
                ],
            },
            "0.options.0.autocomplete",
        ),
        (
            {
                "name": "ok",
                "description": "x",
                "options": [{"type": 4, "name": "o", "description": "d", "choices": [{"name": "a", "value": "a"}]}],
            },
            "0.options.0.choices.0.value",
        ),
        (
            {
                "name": "ok",
                "description": "x",
                "options": [
                    {
                        "type": 2,
                        "name": "g",
                        "description": "d",
                        "options": [{"type": 3, "name": "s", "description": "d"}],
                    }
                ],
            },
            "0.options.0.options.0.type",
        ),
        (
            {
                "name": "ok",
                "description": "x",
                "options": [
                    {"type": 3, "name": "a", "description": "d"},
                    {"type": 3, "name": "b", "description": "d", "required": True},
                ],
            },
            "0.options.1.required",
        ),
        ({"name": "ok", "description": "x", "name_localizations": {"xx": "ok"}}, "0.name_localizations.xx"),
        ({"name": "ok", "description": "x", "name_localizations": {"fr": "Pas Bon"}}, "0.name_localizations.fr"),
    ],
)
async def test_invalid_commands_are_refused_like_discord(world, command: dict, field: str) -> None:
    double, _, _ = world
    url = f"{double.api_url}/applications/{double.app_id}/commands"
    async with aiohttp.ClientSession(headers=double.auth_headers()) as s, s.put(url, json=[command]) as r:
        body = await r.json()
    assert r.status == 400 and body["code"] == 50035
    assert field in body["errors"], body


async def test_valid_group_with_localizations_is_accepted(world) -> None:
    double, _, _ = world
    command = {
        "name": "orrery",
        "description": "games",
        "name_localizations": {"fr": "orrerie"},
        "description_localizations": {"fr": "jeux"},
        "options": [
            {
                "type": 2,
                "name": "admin",
                "description": "admin things",
                "options": [
                    {
                        "type": 1,
                        "name": "kick",
                        "description": "remove a player",
                        "options": [
                            {"type": 6, "name": "who", "description": "player", "required": True},
                            {"type": 4, "name": "seat", "description": "seat", "min_value": 0, "max_value": 5},
                            {
                                "type": 3,
                                "name": "why",
                                "description": "reason",
                                "choices": [{"name": "idle", "value": "idle"}],
                            },
                        ],
                    }
                ],
            }
        ],
    }
    async with (
        aiohttp.ClientSession(headers=double.auth_headers()) as s,
        s.put(f"{double.api_url}/applications/{double.app_id}/commands", json=[command]) as r,
    ):
        assert r.status == 200, await r.text()
        assert (await r.json())[0]["id"]


async def test_slash_command_and_autocomplete(world) -> None:
    _, api, _ = world
    choices = await api.autocomplete("alice", "orrery ping", focused="word", word="p")
    assert choices == [
        {"name": "PONG", "value": "pong"},
        {"name": "PANG", "value": "pang"},
        {"name": "PING-PONG", "value": "ping-pong"},
    ]
    done = await api.command("alice", "orrery ping", word="zap")
    assert done["response_type"] == 4
    msg = await api.wait_message("bob", lambda m: m["id"] == done["original_id"])
    assert msg["content"] == "zap" and not msg["ephemeral"]


async def test_deferred_reply_then_follow_up_with_attachment(world) -> None:
    _, api, _ = world
    done = await api.command("alice", "orrery card", size=5)
    assert done["response_type"] == 5
    msg = await api.wait_message("bob", lambda m: m["id"] == done["original_id"] and m["attachments"])
    assert msg["embeds"][0]["title"] == "Board 5"
    assert msg["embeds"][0]["image"]["url"] == "attachment://board.png"
    (att,) = msg["attachments"]
    assert att["filename"] == "board.png"
    assert await api.attachment(att["id"], user="bob") == PNG


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("orrery card", {"size": 9}),  # min/max registered by the bot
        ("orrery card", {"size": 0}),
        ("orrery dm", {}),  # a required option missing
        ("orrery dm", {"user": "nobody"}),
        ("orrery nope", {}),
        ("orrery ping", {"word": "x" * 6001}),
        ("orrery ping", {"other": "x"}),
    ],
)
async def test_the_discord_client_refuses_what_discord_would(world, command: str, options: dict) -> None:
    """Discord's own client enforces registered limits; so does the double (nothing is dispatched)."""
    double, api, _ = world
    with pytest.raises(TestApiError):
        await api.invoke("alice", command, **options)
    assert double.interactions == {}


async def test_persistent_dynamic_button_and_select(world) -> None:
    _double, api, _ = world
    done = await api.command("alice", "orrery board")
    board = await api.wait_message("bob", lambda m: m["id"] == done["original_id"])
    assert board["components"][0]["components"][0]["custom_id"] == "count:0"
    pressed = await api.press("bob", board["id"], "count:0")
    assert pressed["response_type"] == 7
    (now,) = [m for m in await api.messages("carol") if m["id"] == board["id"]]
    assert now["content"] == "count 1" and now["components"][0]["components"][0]["custom_id"] == "count:1"
    await api.press("carol", board["id"], "count:1")
    (now,) = [m for m in await api.messages("carol") if m["id"] == board["id"]]
    assert now["content"] == "count 2"
    with pytest.raises(TestApiError):  # the old button is gone from the message
        await api.press("carol", board["id"], "count:0")

    pick = await api.wait_message("alice", lambda m: m["content"] == "pick one")
    with pytest.raises(TestApiError):
        await api.press("dave", pick["id"], "pick:plunder", ["z"])
    picked = await api.press("dave", pick["id"], "pick:plunder", ["b"])
    reply = await api.wait_message("dave", lambda m: m["id"] == picked["original_id"])
    assert reply["content"] == "plunder picked b" and reply["ephemeral"]


async def test_ephemeral_reply_is_seen_by_its_user_only(world) -> None:
    _, api, _ = world
    done = await api.command("carol", "orrery secret")
    mine = await api.wait_message("carol", lambda m: m["id"] == done["original_id"])
    assert mine["content"] == "only you" and mine["ephemeral"]
    for other in ("alice", "bob", "dave"):
        assert all(m["id"] != done["original_id"] for m in await api.messages(other))
    with pytest.raises(TestApiError):
        await api.press("alice", done["original_id"], "anything")


async def test_dm_to_a_closed_user_fails_with_50007(world) -> None:
    _double, api, bot = world
    await api.set_user("carol", dms_closed=True)
    done = await api.command("alice", "orrery dm", user="carol")
    answer = await api.wait_message("alice", lambda m: m["id"] == done["original_id"] and m["content"])
    assert answer["content"] == "their DMs are closed" and answer["ephemeral"]
    assert bot.results["dm_error"] == 50007
    assert await api.dms("carol") == []
    assert all(m["id"] != done["original_id"] for m in await api.messages("bob"))

    done = await api.command("alice", "orrery dm", user="bob")
    await api.wait_message("alice", lambda m: m["id"] == done["original_id"] and m["content"] == "sent")
    (dm,) = await api.dms("bob")
    assert dm["content"] == "psst bob" and dm["channel_type"] == 1
    assert await api.dms("alice") == []


async def test_a_burst_of_429s_is_retried_by_discord_py(world) -> None:
    double, api, _ = world
    await api.ratelimit("POST /channels/{channel_id}/messages", count=3, retry_after=0.05)
    done = await api.command("alice", "orrery post", text="hello")
    await api.wait_message("alice", lambda m: m["id"] == done["original_id"] and m["content"] == "posted")
    posts = [m for m in await api.messages("bob") if m["content"].startswith("hello")]
    assert len(posts) == 1 and posts[0]["attachments"][0]["filename"] == "p.png"
    assert (await api.state())["ratelimit_hits"] == 3
    statuses = [
        s for _, method, route, s in double.requests if (method, route) == ("POST", "/channels/{channel_id}/messages")
    ]
    assert statuses.count(429) == 3


async def test_channel_message_thread_and_edit(world) -> None:
    _double, api, bot = world
    done = await api.command("alice", "orrery post", text="t1")
    await api.wait_message("alice", lambda m: m["id"] == done["original_id"] and m["content"] == "posted")
    msg_id, thread_id, edited = bot.results["post"]
    assert thread_id == msg_id  # a thread started from a message takes its id
    assert edited == "t1 (edited)"
    (in_thread,) = await api.messages("dave", channel_id=str(thread_id))
    assert in_thread["content"] == "in thread: t1" and in_thread["channel_type"] == 11
    (post,) = [m for m in await api.messages("dave") if m["id"] == str(msg_id)]
    assert post["edits"] == 1 and post["attachments"][0]["filename"] == "p.png"  # kept through the edit
    assert bot.get_channel(thread_id) is not None  # THREAD_CREATE reached the client
    # the guild's active threads list it, with the bot as a member (it created it)
    (active,) = await bot.get_guild(int(_double.guild_id)).active_threads()
    assert (active.id, active.name, active.parent_id) == (thread_id, "thread t1", int(_double.channel.id))
    assert [m.id for m in active.members] == [bot.user.id]


async def test_forced_reconnect_resumes_and_replays_missed_events(world) -> None:
    _double, api, bot = world
    resumed = asyncio.Event()

    async def on_resumed() -> None:
        resumed.set()

    bot.on_resumed = on_resumed
    await api.reconnect()
    await asyncio.wait_for(resumed.wait(), 10)
    state = await api.state()
    assert state["identifies"] == 1 and state["resumes"] == 1
    assert (await api.command("alice", "orrery ping"))["response_type"] == 4

    # drop the socket, and dispatch while it is down: the RESUME replays it
    resumed.clear()
    await api.reconnect(drop=True)
    inter = await api.invoke("bob", "orrery ping", word="while-away")
    await asyncio.wait_for(resumed.wait(), 10)
    done = await api.wait_ack(inter["id"])
    assert (await api.state())["resumes"] == 2
    msg = await api.wait_message("alice", lambda m: m["id"] == done["original_id"])
    assert msg["content"] == "while-away"


async def test_the_three_second_rule(world) -> None:
    _double, api, bot = world
    inter = await api.invoke("alice", "orrery slow")
    for _ in range(100):
        if "slow_error" in bot.results:
            break
        await asyncio.sleep(0.1)
    assert bot.results["slow_error"] == 10062
    summary = await api.interaction(inter["id"])
    assert summary["response_type"] is None and summary["errors"][0]["code"] == 10062
    assert all(m["content"] != "late" for m in await api.messages("alice"))


async def test_the_clock_expires_tokens_after_15_minutes(world) -> None:
    _double, api, bot = world
    done = await api.command("alice", "orrery later")
    assert done["response_type"] == 5
    await api.advance(15 * 60 + 1)
    bot.release.set()
    for _ in range(100):
        if "later_error" in bot.results:
            break
        await asyncio.sleep(0.05)
    assert bot.results["later_error"] == (401, 50027)


async def test_a_late_acknowledgement_by_the_clock(world) -> None:
    """Moving the clock past 3 s between dispatch and answer gives 10062 without waiting."""
    double, api, _bot = world
    double.clock.advance(0)  # the clock is shared; advance it from inside the dispatch hook
    double.listeners.append(lambda event, obj: event == "interaction" and double.clock.advance(5))
    inter = await api.invoke("alice", "orrery ping")
    await asyncio.sleep(0.3)
    summary = await api.interaction(inter["id"])
    assert summary["response_type"] is None and summary["errors"][0]["code"] == 10062


async def test_unknown_routes_are_reported(world) -> None:
    double, api, _ = world
    async with aiohttp.ClientSession(headers=double.auth_headers()) as s, s.get(double.api_url + "/no/such/route") as r:
        assert r.status == 404 and json.loads(await r.read())["code"] == 0
    assert (await api.state())["unknown_routes"] == ["GET /api/v10/no/such/route"]


async def test_a_repeated_nonce_returns_the_first_message(world) -> None:
    double, api, bot = world
    channel = bot.get_channel(int(double.channel.id))
    first = await channel.send("once", nonce="orrery-1")
    again = await channel.send("once", nonce="orrery-1")
    other = await channel.send("twice", nonce="orrery-2")
    assert first.id == again.id != other.id
    assert [m["content"] for m in await api.messages("alice")] == ["once", "twice"]
    assert (await api.state())["nonce_dedupes"] == 1

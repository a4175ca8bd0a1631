"""What members (and moderators) could do to the bot, through discord.py's real parsing of
constructed interactions: simultaneous ``/orrery new`` against the server's open-table limit,
``/orrery new`` in a thread, a table channel of another server or one the bot cannot post in,
and ``/orrery rematch`` under the server's rules for opening tables."""

from __future__ import annotations

import asyncio
import copy
import re
from types import SimpleNamespace

import discord

from bot.play.moderation import Member
from discord_double.server import pings
from games.hope.engine import BUG as HOPE_BUG
from tests.test_adapter import (  # noqa: F401
    APP_ID,
    CHANNEL_ID,
    GUILD_ID,
    _user,
    answered,
    bot,
    dispatch,
    message_of,
    press,
    slash,
    texts,
)
from tests.test_adapter_access import elsewhere, in_dm

G = str(GUILD_ID)
MOD = Member("99", "Mod", manage_server=True)
THREAD_ID = 2500
OTHER_GUILD_CHANNEL = 880000000000000001
CLOSED_CHANNEL = 260000000000000001
ANOTHER_CHANNEL = 200000000000000002  # of this server


def channel_payload(channel_id: int, guild_id: int = GUILD_ID, kind: int = 0, parent: int | None = None) -> dict:
    return {
        "id": str(channel_id),
        "type": kind,
        "guild_id": str(guild_id),
        "name": "games" if kind == 0 else "Example Duel #1",
        "position": 0,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": None if parent is None else str(parent),
    }


def channels_known(client, adapter) -> None:
    """``GET /channels/{id}`` and posting, as Discord would answer them: our channel, a channel
    of another server, and one where the bot may not post."""
    known = {
        CHANNEL_ID: channel_payload(CHANNEL_ID),
        CLOSED_CHANNEL: channel_payload(CLOSED_CHANNEL),
        ANOTHER_CHANNEL: channel_payload(ANOTHER_CHANNEL),
        OTHER_GUILD_CHANNEL: channel_payload(OTHER_GUILD_CHANNEL, guild_id=5000),
    }

    async def get_channel(channel_id):
        return copy.deepcopy(known[int(channel_id)])

    async def send_message(channel_id, *, params):
        if int(channel_id) == CLOSED_CHANNEL:
            raise discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"), {"code": 50013, "message": "x"})
        adapter.channel_messages.append({**params.payload, "channel_id": str(channel_id)})
        return {**adapter.message_for(params.payload), "channel_id": str(channel_id)}

    client.http.get_channel = get_channel
    client.http.send_message = send_message


async def dispatch_all(client, adapter, payloads: list[dict]) -> list[list[dict]]:
    """Feed several interactions at once, then wait until each has been answered."""
    for payload in payloads:
        client._connection.parse_interaction_create(payload)
    for _ in range(1000):
        await asyncio.sleep(0.01)
        if all(answered(adapter.for_token(p["token"])) for p in payloads):
            break
    return [adapter.for_token(p["token"]) for p in payloads]


def in_thread(payload: dict) -> dict:
    """The same interaction, from a thread of the channel (a game's thread, say)."""
    out = copy.deepcopy(payload)
    out["channel_id"] = str(THREAD_ID)
    out["channel"] = {
        **channel_payload(THREAD_ID, kind=11, parent=CHANNEL_ID),
        "owner_id": str(APP_ID),
        "message_count": 1,
        "member_count": 1,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": 1440,
            "archive_timestamp": "2026-01-01T00:00:00+00:00",
            "locked": False,
        },
    }
    return out


def set_channel(channel_id: int) -> dict:
    """``/orrery admin settings channel:<#id>`` by a member who manages the server."""
    payload = slash(1, "x")
    channel = {"name": "channel", "type": 3, "value": f"<#{channel_id}>"}
    settings = {"name": "settings", "type": 1, "options": [channel]}
    payload["data"]["options"] = [{"name": "admin", "type": 2, "options": [settings]}]
    return payload


async def _table_count(client) -> int:
    async with client.service.store.read() as db:
        return (await db.execute_fetchall("SELECT COUNT(*) FROM games"))[0][0]


async def test_ten_simultaneous_new_tables_against_a_limit_of_one_open_one(bot):  # noqa: F811
    client, adapter = bot
    await client.service.server_settings(G, MOD, max_open=1)
    answers = await dispatch_all(client, adapter, [slash(1, "new", game="example") for _ in range(10)])
    said = [texts(calls) for calls in answers]
    assert sum("is open" in s for s in said) == 1, said
    assert sum("You already host 1 open tables" in s for s in said) == 9, said
    assert await _table_count(client) == 1
    assert len(adapter.channel_messages) == 1  # one lobby


async def test_new_in_a_thread_opens_the_table_in_the_threads_channel(bot):  # noqa: F811
    client, adapter = bot
    channels_known(client, adapter)
    calls = await dispatch(client, adapter, in_thread(slash(1, "new", game="example", players=2)))
    assert "Table #1 is open" in texts(calls), texts(calls)
    (lobby,) = adapter.channel_messages
    assert lobby["channel_id"] == str(CHANNEL_ID)
    assert (await client.service.game(1)).channel_id == str(CHANNEL_ID)


async def test_a_table_channel_the_bot_cannot_post_in_leaves_no_table_behind(bot):  # noqa: F811
    client, adapter = bot
    channels_known(client, adapter)
    await client.service.server_settings(G, MOD, channel_id=str(CLOSED_CHANNEL))
    text = texts(await dispatch(client, adapter, slash(1, "new", game="example", players=2)))
    assert f"cannot open a table in <#{CLOSED_CHANNEL}>" in text and "Nothing was changed" in text, text
    assert await _table_count(client) == 0
    assert await client.service.mine("1", G) == []


async def test_a_channel_of_another_server_is_refused_when_set_and_when_used(bot):  # noqa: F811
    client, adapter = bot
    channels_known(client, adapter)
    text = texts(await dispatch(client, adapter, set_channel(OTHER_GUILD_CHANNEL)))
    assert f"cannot open a table in <#{OTHER_GUILD_CHANNEL}>" in text, text
    assert (await client.service.server_settings(G, MOD)).channel_id is None
    # one set before this check existed is refused where it is used, before anything is made
    await client.service.server_settings(G, MOD, channel_id=str(OTHER_GUILD_CHANNEL))
    text = texts(await dispatch(client, adapter, slash(1, "new", game="example", players=2)))
    assert f"cannot open a table in <#{OTHER_GUILD_CHANNEL}>" in text, text
    assert await _table_count(client) == 0 and adapter.channel_messages == []
    # a channel of this server is taken
    text = texts(await dispatch(client, adapter, set_channel(ANOTHER_CHANNEL)))
    assert f"<#{ANOTHER_CHANNEL}>" in text and "cannot" not in text, text
    assert (await client.service.server_settings(G, MOD)).channel_id == str(ANOTHER_CHANNEL)


async def test_rematch_follows_the_servers_opener_role(bot):  # noqa: F811
    client, adapter = bot
    channels_known(client, adapter)
    await dispatch(client, adapter, slash(1, "new", game="example", players=2))
    await dispatch(client, adapter, press(2, "orrery:j:1"))
    for _ in range(500):
        if (await client.service.game(1)).status == "running":
            break
        await asyncio.sleep(0.01)
    await client.service.resign(1, "2")
    await client.service.server_settings(G, MOD, opener_role="777")
    payload = slash(2, "rematch", table=1)
    payload["member"]["permissions"] = "0"  # no Manage Server
    text = texts(await dispatch(client, adapter, payload))
    assert "only members with the table-opening role" in text, text
    assert await _table_count(client) == 1
    payload = slash(2, "rematch", table=1)
    payload["member"]["permissions"] = "0"
    payload["member"]["roles"] = ["777"]
    text = texts(await dispatch(client, adapter, payload))
    assert "Table #2 is open" in text, text
    assert (await client.service.game(2)).host_id == "2"


async def test_the_standing_order_button_reaches_only_this_servers_tables(bot):  # noqa: F811
    client, adapter = bot
    await dispatch(client, adapter, slash(1, "new", game="hope", players=2))
    await dispatch(client, adapter, press(2, "orrery:j:1"))
    for _ in range(500):
        if (await client.service.game(1)).status == "running":
            break
        await asyncio.sleep(0.01)
    button = press(2, "orrery:so:1:hope.bug:never")
    text = texts(await dispatch(client, adapter, elsewhere(button)))
    assert text == "There is no table #1.", text
    assert await client.service.standing_orders_of(1, "2") == [(HOPE_BUG, "ask")]
    text = texts(await dispatch(client, adapter, press(2, "orrery:so:1:hope.bug:never")))
    assert "table #1" in text and "no table" not in text, text
    assert await client.service.standing_orders_of(1, "2") == [(HOPE_BUG, "never")]


async def _finished(service, guild: str, host: str, other: str) -> int:
    game = await service.create("example", host, f"User {host}", guild_id=guild)
    await service.join(game.id, other, f"User {other}")
    await service.start(game.id, host)
    await service.resign(game.id, other)
    return game.id


def about(payload: dict, user: int) -> dict:
    """The command asked about ``user`` (a USER option, resolved as Discord sends it)."""
    payload["data"]["options"][0]["options"].append({"name": "user", "type": 6, "value": str(user)})
    payload["data"]["resolved"] = {"users": {str(user): _user(user)}}
    return payload


async def test_in_dms_another_players_results_show_only_from_servers_both_share(bot):  # noqa: F811
    client, adapter = bot
    here = await _finished(client.service, G, "1", "2")
    there = await _finished(client.service, "5000", "2", "3")  # a server user 1 is not known in
    for command in ("history", "stats"):
        text = texts(await dispatch(client, adapter, in_dm(about(slash(1, command), 2))))
        assert f"#{here}" in text and f"#{there}" not in text, (command, text)
        # someone known in no server with them sees nothing of theirs
        text = texts(await dispatch(client, adapter, in_dm(about(slash(4, command), 2))))
        assert f"#{here}" not in text and f"#{there}" not in text, (command, text)
        # their own results, every server's
        text = texts(await dispatch(client, adapter, in_dm(slash(2, command))))
        assert f"#{here}" in text and f"#{there}" in text, (command, text)


async def test_members_named_like_mentions_are_shown_escaped_and_ping_nobody(bot):  # noqa: F811
    """A member called "@everyone", "<@&123>" or "<@456>": every answer, lobby and lobby edit
    says explicitly that it notifies nobody, and the names are shown so they mention nothing."""
    client, adapter = bot
    names = {1: "@everyone", 2: "<@&123>", 3: "<@456>"}

    def named(payload: dict, uid: int) -> dict:
        payload["member"]["user"]["global_name"] = names[uid]
        return payload

    calls = []
    calls += await dispatch(client, adapter, named(slash(1, "new", game="example", players=3), 1))
    calls += await dispatch(client, adapter, named(press(2, "orrery:j:1"), 2))
    calls += await dispatch(client, adapter, named(press(3, "orrery:j:1"), 3))
    for _ in range(500):
        if (await client.service.game(1)).status == "running":
            break
        await asyncio.sleep(0.01)
    calls += await dispatch(client, adapter, named(slash(1, "mine"), 1))
    calls += await dispatch(client, adapter, named(slash(3, "resign", table=1), 3))
    bodies = [m for m in map(message_of, calls) if m and m.get("content")] + adapter.channel_messages
    assert len(bodies) >= 5
    for body in bodies:
        assert body.get("allowed_mentions") == {"parse": []}, body
        assert not re.search(r"@(everyone|here)|<@[!&]?\d+>", body["content"]), body["content"]
    lobby = adapter.channel_messages[0]["content"]
    assert "hosted by @\u200beveryone" in lobby, lobby
    game = await client.service.game(1)
    assert game.names == ["@\u200beveryone", "<@\u200b&123>", "<@\u200b456>"]


def test_the_double_notifies_as_discord_does() -> None:
    """Whom a new message notifies, by its allowed_mentions (the double's rule the e2e tests
    rely on): without one, every mention in the text; with one, only what it allows."""
    text = "@everyone <@&5> <@7> <@!8> @here"
    assert pings(text, None) == (["7", "8"], ["5"], True)
    assert pings(text, {"parse": []}) == ([], [], False)
    assert pings(text, {"parse": [], "users": [8]}) == (["8"], [], False)
    assert pings(text, {"parse": ["users", "roles"]}) == (["7", "8"], ["5"], False)
    assert pings(text, {"parse": ["everyone"], "roles": ["5"]}) == ([], ["5"], True)
    assert pings("@\u200beveryone <@\u200b7>", None) == ([], [], False)

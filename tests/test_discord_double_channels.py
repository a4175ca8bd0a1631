"""The double's channel rules, met by a bare discord.py client: threads that archive after their
auto-archive duration on the double's clock, the bot's permissions per channel (50013), the
nonce window, and the count of deferred replies finished by the legacy first follow-up."""

from __future__ import annotations

import discord
import pytest

from discord_double import TestApiError
from tests.test_discord_double import world  # noqa: F401 - the fixture (a double and a tiny bot)

DAY = 24 * 3600.0


async def _thread(double, bot, name: str = "table", minutes: int = 1440) -> discord.Thread:
    channel = bot.get_channel(int(double.channel.id))
    message = await channel.send(f"lobby of {name}")
    return await message.create_thread(name=name, auto_archive_duration=minutes)


async def test_a_quiet_thread_archives_after_its_duration_and_a_message_reopens_it(world) -> None:  # noqa: F811
    double, api, bot = world
    thread = await _thread(double, bot, minutes=1440)
    board = await thread.send("board 1")
    await api.advance(DAY - 60)
    assert (await api.state())["archived_threads"] == []
    await api.advance(61)  # a whole day without a message
    assert (await api.state())["archived_threads"] == [str(thread.id)]
    meta = (await bot.http.get_channel(thread.id))["thread_metadata"]
    assert meta["archived"] is True and meta["auto_archive_duration"] == 1440 and meta["locked"] is False

    # no slash command, no button in an archived thread; editing a message there is refused too
    with pytest.raises(TestApiError) as refused:
        await api.invoke("alice", "orrery ping", channel_id=str(thread.id))
    assert refused.value.body["code"] == 50083
    with pytest.raises(discord.HTTPException) as edit:
        await board.edit(content="board 1 (edited)")
    assert edit.value.code == 50083

    # a message by the bot reopens it (it is not locked), and commands work again
    await thread.send("board 2")
    assert (await api.state())["archived_threads"] == []
    done = await api.command("alice", "orrery ping", channel_id=str(thread.id))
    assert done["response_type"] == 4

    # a user's message reopens it as well; the clock counts from the last message
    await api.advance(DAY)
    assert (await api.state())["archived_threads"] == [str(thread.id)]
    await api.say("bob", str(thread.id), "anyone there?")
    assert (await api.state())["archived_threads"] == []

    # PATCH archived=false reopens it; a locked thread refuses the message of a bot that may
    # not manage threads
    await api.set_thread(str(thread.id), archived=True, locked=True)
    await api.deny("manage_threads")
    with pytest.raises(discord.HTTPException) as locked:
        await thread.send("board 3")
    assert locked.value.code == 50083
    await api.deny()
    await api.set_thread(str(thread.id), archived=True, locked=False)
    reopened = await bot.http.edit_channel(thread.id, archived=False)
    assert reopened["thread_metadata"]["archived"] is False


async def test_thread_durations_are_discords_and_the_active_list_leaves_out_archived_ones(world) -> None:  # noqa: F811
    double, api, bot = world
    with pytest.raises(discord.HTTPException) as bad:
        await _thread(double, bot, "odd", minutes=100)
    assert bad.value.status == 400
    week = await _thread(double, bot, "week", minutes=10080)
    day = await _thread(double, bot, "day", minutes=1440)
    await api.advance(2 * DAY)
    active = await bot.get_guild(int(double.guild_id)).active_threads()
    assert [t.id for t in active] == [week.id]
    assert (await api.state())["archived_threads"] == [str(day.id)]


async def test_a_channel_without_permissions_refuses_with_50013(world) -> None:  # noqa: F811
    double, api, bot = world
    channel = bot.get_channel(int(double.channel.id))
    thread = await _thread(double, bot)
    await api.deny("attach_files", "create_public_threads", "read_message_history", "send_messages_in_threads")
    # what the bot may do there comes with every interaction
    done = await api.command("alice", "orrery ping")
    perms = discord.Permissions(int(double.interactions[done["id"]].payload["app_permissions"]))
    assert perms.send_messages and perms.embed_links
    assert not (perms.attach_files or perms.create_public_threads or perms.send_messages_in_threads)

    refusals = [
        thread.send("in the thread"),  # threads inherit the parent's overwrite
        channel.send("a picture", file=discord.File(__file__, "x.py")),
        channel.create_thread(name="plain", type=discord.ChannelType.public_thread),
    ]
    for call in refusals:
        with pytest.raises(discord.Forbidden) as refused:
            await call
        assert (refused.value.status, refused.value.code, refused.value.text) == (403, 50013, "Missing Permissions")
    assert (await api.state())["permission_refusals"] == 3
    assert await bot.http.logs_from(channel.id, 10) == []  # no history to read, and no refusal
    await channel.send("plain text is still allowed")

    await api.deny()  # everything given back
    await thread.send("in the thread")


async def test_a_repeated_nonce_makes_a_second_message_once_the_window_has_passed(world) -> None:  # noqa: F811
    double, api, bot = world
    channel = bot.get_channel(int(double.channel.id))
    first = await channel.send("once", nonce="orrery-1")
    await api.advance(4 * 60)
    assert (await channel.send("once", nonce="orrery-1")).id == first.id  # still within the window
    await api.advance(2 * 60)
    later = await channel.send("once", nonce="orrery-1")
    assert later.id != first.id
    assert [m["content"] for m in await api.messages("alice")] == ["once", "once"]


async def test_the_legacy_first_follow_up_is_counted(world) -> None:  # noqa: F811
    _double, api, _bot = world

    async def legacy() -> int:
        return (await api.state())["legacy_followup_edits"]

    await api.command("alice", "orrery card", size=2)  # defers, then finishes with a follow-up
    await api.sleep_until(lambda: _equals(legacy(), 1))
    await api.command("alice", "orrery ping")
    await api.command("alice", "orrery dm", user="bob")  # defers, then a follow-up: also counted
    await api.sleep_until(lambda: _equals(legacy(), 2))


async def _equals(value, expected) -> bool:
    return await value == expected

"""The bot's Discord transport against the double, driven by a bare discord.py client: DM channels
opened once and kept in the store, a board edit in an archived thread, and finding a message a
crash kept the bot from hearing about."""

from __future__ import annotations

import asyncio
import time

import discord
import pytest

from bot.adapter.client import DiscordTransport
from bot.outbox.delivery import DmChannels, HistoryUnreadable, Outgoing, ThreadGone, Undeliverable
from db import store as q
from db.store import GameRecord, Store
from tests.test_discord_double import world  # noqa: F401 - the fixture (a double and a tiny bot)


@pytest.fixture
async def store(tmp_path):
    s = await Store.open(str(tmp_path / "orrery.sqlite3"))
    yield s
    await s.close()


def _requests(double, method: str, route: str) -> int:
    return sum(1 for _, m, r, _ in double.requests if (m, r) == (method, route))


async def test_a_dm_channel_is_opened_once_and_kept_across_restarts(world, store) -> None:  # noqa: F811
    double, api, bot = world
    bob = double.user("bob").id
    transport = DiscordTransport(bot, DmChannels(store))
    for n in range(3):
        await transport.send_dm(bob, Outgoing(f"note {n}"))
    restarted = DiscordTransport(bot, DmChannels(store))  # a new process, same store
    await restarted.send_dm(bob, Outgoing("after a restart"))
    assert [m["content"] for m in await api.dms("bob")] == ["note 0", "note 1", "note 2", "after a restart"]
    assert _requests(double, "POST", "/users/@me/channels") == 1
    assert _requests(double, "GET", "/users/{user_id}") == 0
    async with store.read() as db:
        assert await q.dm_channel_of(db, bob) == (await api.dms("bob"))[0]["channel_id"]


async def test_a_board_edit_in_an_archived_thread_reopens_it(world, store) -> None:  # noqa: F811
    double, api, bot = world
    lobby = await bot.get_channel(int(double.channel.id)).send("lobby")
    thread = await lobby.create_thread(name="table", auto_archive_duration=60)
    board = await thread.send("board, move 1")
    await api.advance(3601)
    assert (await api.state())["archived_threads"] == [str(thread.id)]
    restarted = DiscordTransport(bot, DmChannels(store))
    await restarted.edit_in_thread(str(thread.id), str(board.id), Outgoing("board, move 2"))
    assert (await api.state())["archived_threads"] == []
    (shown,) = await api.messages("alice", channel_id=str(thread.id))
    assert shown["content"] == "board, move 2"


async def test_a_message_sent_unseen_is_found_among_the_latest(world, store) -> None:  # noqa: F811
    double, api, bot = world
    transport = DiscordTransport(bot, DmChannels(store))
    lobby = await bot.get_channel(int(double.channel.id)).send("lobby")
    thread = str((await lobby.create_thread(name="table")).id)
    bob = double.user("bob").id
    first = await transport.send_to_thread(thread, Outgoing("**Example Duel** #1 · move 1."))
    await transport.send_to_thread(thread, Outgoing("**Example Duel** #1 · move 2."))
    dm = await transport.send_dm(bob, Outgoing("your turn"))
    await api.say("alice", thread, "**Example Duel** #1 · move 3.")  # not the bot's: never taken for its own

    assert await transport.find_sent(("thread", thread), Outgoing("**Example Duel** #1 · move 1."), None) == first
    assert await transport.find_sent(("thread", thread), Outgoing("**Example Duel** #1 · move 1."), first) is None
    assert await transport.find_sent(("thread", thread), Outgoing("**Example Duel** #1 · move 3."), None) is None
    assert await transport.find_sent(("dm", bob), Outgoing("your turn"), None) == dm
    assert await transport.find_sent(("dm", bob), Outgoing("your turn"), dm) is None
    picture = Outgoing("your turn", b"\x89PNG\r\n\x1a\n", "private.png")  # the same words with a picture
    assert await transport.find_sent(("dm", bob), picture, None) is None


async def test_without_read_message_history_a_look_tells_nothing_sent_from_unknown(world, store) -> None:  # noqa: F811
    """Discord shows no history to a bot that may not read it (an empty list, no refusal). The
    look then asks the channel for its last message (a request that needs no Read Message
    History): none since the last message recorded means the message was not sent; a later one
    means the look cannot tell (``HistoryUnreadable``); the send again is deduplicated by its
    nonce while Discord keeps it."""
    double, api, bot = world
    transport = DiscordTransport(bot, DmChannels(store))
    lobby = await bot.get_channel(int(double.channel.id)).send("lobby")
    thread = str((await lobby.create_thread(name="table")).id)
    recorded = await transport.send_to_thread(thread, Outgoing("**Example Duel** #1 · move 1."))
    board = Outgoing("**Example Duel** #1 · move 2.", nonce="orrery-41")
    await api.deny("read_message_history")
    for _ in range(100):  # the bot's cache hears of the overwrite
        if (
            not bot.get_channel(int(double.channel.id))
            .permissions_for(bot.get_guild(int(double.guild_id)).me)
            .read_message_history
        ):
            break
        await asyncio.sleep(0.01)
    reads = _requests(double, "GET", "/channels/{channel_id}/messages")
    assert await transport.find_sent(("thread", thread), board, recorded) is None  # nothing posted since
    first = await transport.send_to_thread(thread, board)  # its answer lost in a crash, say
    with pytest.raises(HistoryUnreadable):
        await transport.find_sent(("thread", thread), board, recorded)
    assert _requests(double, "GET", "/channels/{channel_id}/messages") == reads  # a blind read is not sent
    assert _requests(double, "GET", "/channels/{channel_id}") == 2
    assert await transport.send_to_thread(thread, board) == first  # the nonce: no second message
    assert [m.content for m in double.channels[thread].messages] == ["**Example Duel** #1 · move 1.", board.text]


async def test_an_empty_read_where_messages_are_is_taken_for_a_blind_one(world, store) -> None:  # noqa: F811
    """The bot's cache may not know what it may read (a thread of a server on another process's
    shards): the read is sent, comes back empty, and the channel's last message shows it saw
    nothing of what is there."""
    double, _, bot = world
    transport = DiscordTransport(bot, DmChannels(store))
    lobby = await bot.get_channel(int(double.channel.id)).send("lobby")
    thread = str((await lobby.create_thread(name="table")).id)
    board = Outgoing("**Example Duel** #1 · move 1.")
    await transport.send_to_thread(thread, board)
    double.channels[thread].bot_deny = 1 << 16  # Read Message History: the bot's cache never hears of it
    with pytest.raises(HistoryUnreadable):
        await transport.find_sent(("thread", thread), board, None)
    assert _requests(double, "GET", "/channels/{channel_id}/messages") == 1


async def test_a_message_sent_unseen_is_found_under_any_number_of_newer_ones(world, store) -> None:  # noqa: F811
    """A long outage: after the bot's message, players went on talking (more than one page of
    history); Discord has long forgotten the nonce. The message is still found, and only one
    posted since its outbox row was written counts."""
    double, api, bot = world
    transport = DiscordTransport(bot, DmChannels(store))
    lobby = await bot.get_channel(int(double.channel.id)).send("lobby")
    thread = str((await lobby.create_thread(name="table")).id)
    delivered = await transport.send_to_thread(thread, Outgoing("**Example Duel** #1 · move 1."))
    for n in range(60):  # chat between the last board recorded and the one cut off by the crash
        await api.say("alice", thread, f"chat {n}")
    unseen = await transport.send_to_thread(thread, Outgoing("**Example Duel** #1 · move 2."))
    for n in range(60):
        await api.say("bob", thread, f"more chat {n}")
    move_2 = Outgoing("**Example Duel** #1 · move 2.")
    assert await transport.find_sent(("thread", thread), move_2, delivered) == unseen
    assert await transport.find_sent(("thread", thread), move_2, None) == unseen  # a new thread's first board

    # nothing recorded before it (the outbox forgot older rows): messages older than the row do not count
    bob = double.user("bob").id
    await transport.send_dm(bob, Outgoing("**Example Duel** #1: your turn. Pick a card."))
    await api.advance(600)  # the double's clock, and the times its snowflakes carry
    written = time.time() + 600
    await api.advance(1)
    turn = Outgoing("**Example Duel** #1: your turn. Pick a card.")
    assert await transport.find_sent(("dm", bob), turn, None, since=written) is None
    again = await transport.send_dm(bob, turn)
    assert await transport.find_sent(("dm", bob), turn, None, since=written) == again
    # a thread deleted meanwhile holds nothing
    await api.delete_thread(thread)
    assert await transport.find_sent(("thread", thread), move_2, delivered) is None


async def test_a_deleted_thread_and_a_channel_without_threads_are_told_apart_from_a_failure(world, store) -> None:  # noqa: F811
    double, api, bot = world
    transport = DiscordTransport(bot, DmChannels(store))
    lobby = await bot.get_channel(int(double.channel.id)).send("lobby")
    thread = str((await lobby.create_thread(name="table")).id)
    await transport.send_to_thread(thread, Outgoing("board"))
    await api.delete_thread(thread)
    with pytest.raises(ThreadGone):
        await transport.send_to_thread(thread, Outgoing("board"))
    # a table opened inside a thread: Discord opens no thread in a thread (50024)
    other = str((await lobby.channel.create_thread(name="chat", type=discord.ChannelType.public_thread)).id)
    inside = GameRecord(
        1, "example", "running", {}, 1, 2, "1", double.guild_id, other, None, None, 0, 0, "wait", None, {}, 0, 0
    )
    with pytest.raises(Undeliverable) as refused:
        await transport.create_thread(inside, "Example Duel #1")
    assert not isinstance(refused.value, ThreadGone)


async def test_pictures_go_as_plain_attachments_and_an_edit_drops_an_older_boards_embed(world, store) -> None:  # noqa: F811
    """Discord shows an attached picture in a 550 x 350 box and an embed's image in 400 x 300:
    boards, their edits and DMs carry the picture as a plain attachment, and editing a board an
    earlier version posted with its picture in an embed leaves no embed behind."""
    import io

    import discord
    from PIL import Image

    from renderers import kit

    double, api, bot = world
    transport = DiscordTransport(bot, DmChannels(store))
    lobby = await bot.get_channel(int(double.channel.id)).send("lobby")
    thread = await lobby.create_thread(name="table")
    png = kit.to_png(Image.new("RGB", (1100, 700), kit.BACKGROUND))
    sent = await transport.send_to_thread(str(thread.id), Outgoing("board, move 1", png, "board.png"))
    await transport.send_dm(double.user("bob").id, Outgoing("your turn", png, "private.png"))
    legacy = await thread.send(
        "board, move 2",
        file=discord.File(io.BytesIO(png), filename="board.png"),
        embed=discord.Embed().set_image(url="attachment://board.png"),
    )
    await transport.edit_in_thread(str(thread.id), str(legacy.id), Outgoing("board, move 3", png, "board.png"))
    shown = {m["id"]: m for m in await api.messages("alice", channel_id=str(thread.id))}
    dms = await api.dms("bob")
    for message in (shown[sent], shown[str(legacy.id)], *dms):
        assert [a["filename"] for a in message["attachments"]] in (["board.png"], ["private.png"])
        assert message["embeds"] == [], message["embeds"]


class _Refusing:
    """An interaction whose webhook answers ``status`` (an expired token: 401/404; Discord down: 500)."""

    def __init__(self, channel_id: int, status: int) -> None:
        self.id, self.channel_id, self.type = 1, channel_id, discord.InteractionType.application_command
        self.tried = 0
        response = type("Response", (), {"status": status, "reason": "refused"})()

        async def send(**_: object) -> None:
            self.tried += 1
            raise discord.HTTPException(response, {"code": 50027, "message": "Invalid Webhook Token"})

        self.followup = type("Followup", (), {"send": staticmethod(send)})()


async def test_a_board_whose_interaction_webhook_is_refused_goes_by_the_thread(world, store) -> None:  # noqa: F811
    from bot.adapter.webhooks import InteractionWebhooks

    double, api, bot = world
    lobby = await bot.get_channel(int(double.channel.id)).send("lobby")
    thread = await lobby.create_thread(name="table", auto_archive_duration=60)
    hooks = InteractionWebhooks()
    transport = DiscordTransport(bot, DmChannels(store), webhooks=hooks)
    expired = _Refusing(thread.id, 401)
    hooks.answered(expired)
    await transport.send_to_thread(str(thread.id), Outgoing("board, move 1"))
    assert expired.tried == 1 and hooks.usable(thread.id) is None  # not offered again
    assert [m["content"] for m in await api.messages("alice", channel_id=str(thread.id))] == ["board, move 1"]
    # a webhook that failed on Discord's side may have posted: no second copy by the thread now
    down = _Refusing(thread.id, 500)
    hooks.answered(down)
    with pytest.raises(discord.HTTPException):
        await transport.send_to_thread(str(thread.id), Outgoing("board, move 2"))
    assert [m["content"] for m in await api.messages("alice", channel_id=str(thread.id))] == ["board, move 1"]

"""``orrery local`` without a browser: the web client's routes show a member only what Discord
shows them, take their interactions the way Discord's client sends them, and the local double's
state survives a restart (the bot's tables live in SQLite; their threads and messages here)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest

from bot.cli import main
from discord_double.local import LocalDouble

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + (4).to_bytes(4, "big") + (3).to_bytes(4, "big") + b"rest"


@pytest.fixture
async def double(tmp_path: Path) -> AsyncIterator[LocalDouble]:
    d = LocalDouble(tmp_path / "state.json", port=0)
    await d.start()
    try:
        yield d
    finally:
        await d.stop()


async def _scene(d: LocalDouble) -> dict[str, str]:
    """A table's lobby in the channel, its thread with a board, Alice's DM with her hand, and an
    ephemeral reply to her in the channel."""
    alice = d.user("alice")
    lobby = await d.create_message(d.channel, d.bot, {"content": "table #1, hosted by Alice"})
    thread = d._add_channel(
        type(d.channel)(lobby.id, 11, name="Plunder #1", parent_id=d.channel.id, guild_id=d.guild_id)
    )
    board = await d.create_message(thread, d.bot, {"content": "board"}, [(0, "board.png", PNG, "image/png")])
    dm = await d.create_message(d.dm_channel(alice), d.bot, {"content": "your hand"}, [(0, "private.png", PNG, None)])
    secret = await d.create_message(d.channel, d.bot, {"content": "only Alice"}, ephemeral_to=alice.id)
    return {
        "thread": thread.id,
        "board": board.attachments[0].id,
        "dm": dm.channel_id,
        "hand": dm.attachments[0].id,
        "secret": secret.id,
    }


async def _get(session: aiohttp.ClientSession, url: str) -> tuple[int, object]:
    async with session.get(url) as r:
        return r.status, await r.json() if r.content_type == "application/json" else await r.read()


async def test_a_member_sees_neither_the_dms_nor_the_ephemeral_replies_of_another(double: LocalDouble) -> None:
    ids = await _scene(double)
    base = double.base_url
    async with aiohttp.ClientSession() as s:
        status, bob_dms = await _get(s, f"{base}/app/messages?member=bob&channel_id=dm")
        assert status == 200 and bob_dms == []
        status, _ = await _get(s, f"{base}/app/messages?member=bob&channel_id={ids['dm']}")
        assert status == 403  # Alice's DM channel, asked for by its id
        status, _ = await _get(s, f"{base}/app/attachments/{ids['hand']}?member=bob")
        assert status == 404
        status, channel = await _get(s, f"{base}/app/messages?member=bob&channel_id={double.channel.id}")
        assert [m["content"] for m in channel] == ["table #1, hosted by Alice"]
        status, state = await _get(s, f"{base}/app/state?member=bob")
        assert state["dm"] is None and [c["name"] for c in state["channels"]] == ["games", "Plunder #1"]

        status, alice_dms = await _get(s, f"{base}/app/messages?member=alice&channel_id=dm")
        assert [m["content"] for m in alice_dms] == ["your hand"]
        status, hand = await _get(s, base + alice_dms[0]["attachments"][0]["url"])
        assert status == 200 and hand == PNG
        status, channel = await _get(s, f"{base}/app/messages?member=alice&channel_id={double.channel.id}")
        assert [(m["content"], m["ephemeral"]) for m in channel] == [
            ("table #1, hosted by Alice", False),
            ("only Alice", True),
        ]
        status, thread = await _get(s, f"{base}/app/messages?member=bob&channel_id={ids['thread']}")
        status, board = await _get(s, base + thread[0]["attachments"][0]["url"])
        assert status == 200 and board == PNG  # a public picture, for any member


async def test_members_and_interactions_are_refused_with_a_reason(double: LocalDouble) -> None:
    base = double.base_url
    async with aiohttp.ClientSession() as s:
        async with s.post(f"{base}/app/members", json={"name": "Erin!", "locale": "fr"}) as r:
            assert r.status == 400 and "letters" in (await r.json())["message"]
        async with s.post(f"{base}/app/members", json={"name": "erin", "locale": "xx"}) as r:
            assert r.status == 400
        async with s.post(f"{base}/app/members", json={"name": "orrery"}) as r:
            assert r.status == 403  # the bot is not a member to play as
        async with s.post(f"{base}/app/members", json={"name": "erin", "locale": "de"}) as r:
            assert r.status == 200 and (await r.json())["locale"] == "de"
        assert double.user("erin").locale == "de"
        async with s.post(f"{base}/app/interactions", json={"member": "erin", "kind": "typing"}) as r:
            assert r.status == 400
        async with s.post(
            f"{base}/app/interactions", json={"member": "erin", "kind": "command", "command": "orrery new"}
        ) as r:
            assert r.status == 404  # no commands published: as Discord answers an unknown command


async def test_a_command_reaches_the_bot_as_discord_sends_it(double: LocalDouble) -> None:
    double._store_commands(
        [{"name": "orrery", "description": "d", "options": [{"type": 1, "name": "new", "description": "d"}]}], False
    )
    sent = []
    double.listeners.append(lambda event, obj: sent.append(obj) if event == "interaction" else None)
    async with (
        aiohttp.ClientSession() as s,
        s.post(
            f"{double.base_url}/app/interactions",
            json={"member": "camille", "kind": "command", "command": "orrery new", "channel_id": double.channel.id},
        ) as r,
    ):
        answer = await r.json()
    assert r.status == 409 and "no bot is connected" in answer["message"]  # the page says so
    (inter,) = sent
    assert inter.payload["locale"] == "fr" and inter.payload["member"]["user"]["username"] == "camille"
    assert inter.payload["data"]["options"] == [{"type": 1, "name": "new", "options": []}]


async def test_the_state_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    first = LocalDouble(path, port=0)
    ids = await _scene(first)
    first.user("camille").display = "Camille D."
    first.save()
    again = LocalDouble(path, port=0)
    assert again.guild_id == first.guild_id and again.bot.id == first.bot.id and again.channel.id == first.channel.id
    assert {u.username: u.locale for u in again.users.values()} == {
        "alice": "en-US",
        "bob": "en-US",
        "camille": "fr",
        "dora": "de",
    }
    assert again.user("camille").display == "Camille D."
    thread = again.get_channel(ids["thread"])
    assert thread.parent_id == again.channel.id and thread.name == "Plunder #1"
    assert [m.attachments[0].data for m in thread.messages] == [PNG]
    assert again.messages_for("alice", dm=True)[0].author is again.bot
    assert ids["secret"] not in again.messages  # an ephemeral reply is gone, as after a Discord reload
    known = [int(i) for i in [*again.channels, *again.messages, *again.users]]
    assert int(again.snowflake()) > max(known)  # new ids never collide with kept ones
    serials = [m.serial for m in again.messages.values()]
    assert next(again._serial) > max(serials)


def test_orrery_local_is_a_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["local", "--help"])
    assert exit_.value.code == 0
    assert "orrery local" in capsys.readouterr().out

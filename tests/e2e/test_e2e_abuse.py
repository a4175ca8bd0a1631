"""What members can do to the bot, through the real bot and the double: names that read as
mentions (every message the bot sends says whom it may notify, and notifies only the players
it means to), and a member's thread named like the next table (never taken for its thread)."""

from __future__ import annotations

import asyncio
import random
import re

from discord_double.server import Channel
from tests.e2e.harness import World, custom_ids

#: the members' display names: each would mention someone if the bot repeated it as it is
NAMES = {"alice": "@everyone", "bob": "<@&123>", "carol": "<@456>", "dave": "@here"}
RAW_MENTION = re.compile(r"@(everyone|here)|<@&\d+>|<@!?(\d+)>")


def _bot_messages(world: World) -> list:
    return [m for m in world.double.messages.values() if m.author.id == world.double.bot.id]


async def test_names_that_read_as_mentions_ping_nobody(world: World) -> None:
    for user, display in NAMES.items():
        world.double.user(user).display = display
    world.double.user("carol").dms_closed = True  # her "DMs closed" notice pings her in the thread
    table = await world.open_table("alice", ["bob", "carol"])
    await world.play(table, random.Random(31), moves=4, ways=("decide", "command"), closed=frozenset({"carol"}))
    paused = await world.command("alice", "orrery admin pause", table=table.game_id)  # a moderator's note
    assert "paused" in paused.text, paused.text
    await world.command("dave", "orrery join", table=table.game_id)  # a refusal, answered privately
    await world.wait_outbox_drained()
    players = {world.double.user(u).id for u in ("alice", "bob", "carol")}
    pinged: set[str] = set()
    sent = [m for m in _bot_messages(world) if m.mention_rules]
    assert len(sent) >= 10
    for m in sent:
        for rules in m.mention_rules:  # every create and edit said whom it may notify
            assert rules is not None, m.content
            assert rules.get("parse") == [] and not rules.get("roles"), rules
            assert {str(u) for u in rules.get("users") or []} <= players, rules
        assert not m.pinged_everyone and m.pinged_roles == [], m.content
        assert set(m.pinged_users) <= players, m.content
        pinged |= set(m.pinged_users)
        for found in RAW_MENTION.finditer(m.content):  # the only mention left is one the bot wrote
            assert found.group(2) in m.pinged_users, (found.group(0), m.content)
    # boards still ping the players whose turn it is, and Carol hears her DMs are closed
    assert world.double.user("carol").id in pinged and len(pinged) >= 2, pinged
    lobby = world.double.messages[table.lobby_id].content
    assert "@\u200beveryone" in lobby, lobby


async def test_a_members_thread_named_like_the_next_table_is_not_taken_for_it(world: World) -> None:
    double = world.double
    decoy = double._add_channel(
        Channel(
            double.snowflake(),
            11,
            name="Example Duel #1",
            parent_id=double.channel.id,
            owner_id=double.user("dave").id,
            guild_id=double.guild_id,
        )
    )
    table = await world.open_table("alice", ["bob"])
    assert table.thread_id == table.lobby_id != decoy.id  # the bot's own thread, from the lobby
    with world.db() as db:
        (thread_id,) = db.execute("SELECT thread_id FROM games WHERE id = ?", (table.game_id,)).fetchone()
    assert thread_id == table.lobby_id
    assert not any(m.author.id == double.bot.id for m in decoy.messages)


async def test_ten_simultaneous_new_tables_open_one_under_a_limit_of_one(world: World) -> None:
    limit = await world.command("alice", "orrery admin settings", max_open=1)
    assert "open tables per member 1" in limit.text, limit.text
    summaries = await asyncio.gather(
        *(world.api.command("bob", "orrery new", timeout=15, game=world.game) for _ in range(10)),
        return_exceptions=True,
    )
    # on a loaded machine an interaction may miss Discord's 3-second window: the bot then
    # does nothing for it (its acknowledgement is refused before any work), which this allows
    answered = [s for s in summaries if not isinstance(s, BaseException)]
    assert len(answered) >= 8, summaries
    said = [(await world.reply_of("bob", s)).text for s in answered]
    assert sum("is open" in s for s in said) == 1, said
    assert sum("You already host 1 open tables" in s for s in said) == len(answered) - 1, said
    with world.db() as db:
        assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
    lobbies = [m for m in _bot_messages(world) if m.channel_id == world.double.channel.id and m.components]
    assert len(lobbies) == 1


async def test_new_in_a_games_thread_opens_the_table_in_the_threads_channel(world: World) -> None:
    first = await world.open_table("alice", ["bob"])
    new = await world.command("carol", "orrery new", game=world.game, players=2, channel_id=first.thread_id)
    assert "Table #2 is open" in new.text, new.text
    lobby = await world.api.wait_message(
        "dave", lambda m: "orrery:j:2" in custom_ids(m), channel_id=world.double.channel.id
    )
    joined = await world.press("dave", lobby["id"], "orrery:j:2")
    assert "You joined" in joined.text, joined.text
    # its thread opens from the lobby in the channel, and its first board arrives there
    board = await world.api.wait_message(
        "carol", lambda m: m["channel_id"] == lobby["id"] and m["attachments"], timeout=20
    )
    assert world.double.channels[board["channel_id"]].parent_id == world.double.channel.id
    await world.wait_outbox_drained()
    assert world.undelivered() == 0

"""Scenario 2: a player whose DMs are closed is named in the thread (without the secret) and plays
on with the ephemeral ``hand`` command and ``/orrery move``."""

from __future__ import annotations

import random

from tests.e2e.harness import World


async def test_a_player_with_dms_closed_plays_with_the_hand_command(world: World) -> None:
    await world.api.set_user("carol", dms_closed=True)
    carol = world.ids["carol"]
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    rng = random.Random(11)

    # the table is told, once, and without the secret
    notice = await world.api.wait_message(
        "dave", lambda m: f"<@{carol}>" in m["content"] and "direct messages" in m["content"]
    )
    assert notice["channel_id"] == table.thread_id and not notice["attachments"] and not notice["ephemeral"]

    # carol reads her hand privately, as often as she likes
    hand = await world.command("carol", "orrery hand", table=table.game_id)
    assert hand.message["ephemeral"] and hand.message["ephemeral_to"] == carol
    (picture,) = hand.message["attachments"]
    assert picture["filename"] == "private.png"
    for other in ("alice", "bob", "dave", "erin"):
        assert all(m["id"] != hand.message["id"] for m in await world.api.messages(other))

    moves = await world.play_to_end(table, rng, closed=frozenset({"carol"}))
    assert world.actions(table.game_id) == moves
    assert await world.api.dms("carol") == []
    notices = [
        m
        for m in await world.api.messages("alice", channel_id=table.thread_id)
        if f"<@{carol}>" in m["content"] and "direct messages" in m["content"]
    ]
    assert len(notices) == 1
    assert world.used.get("command", 0) >= 1
    # carol's hand at the end, still only for her
    again = await world.command("carol", "orrery hand", table=table.game_id)
    assert again.message["ephemeral_to"] == carol and again.message["attachments"]
    await world.audit_delivery()
    await world.audit_privacy(table)
    assert world.bot.alive

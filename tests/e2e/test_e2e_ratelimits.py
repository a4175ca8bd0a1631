"""Scenario 5: a burst of 429s. Everything owed is delivered once the limits lift; nothing is dropped
or doubled."""

from __future__ import annotations

import random

from tests.e2e.harness import World


async def test_a_burst_of_429s_delays_but_loses_nothing(world: World) -> None:
    rng = random.Random(9)
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    await world.wait_outbox_drained()
    # longer than discord.py's five tries per request: the bot's own outbox retry must take over
    await world.api.ratelimit("POST /channels/{channel_id}/messages", count=14, retry_after=0.15)
    await world.api.ratelimit("*", count=4, retry_after=0.2, is_global=True)
    await world.play(table, rng, moves=8, ways=("command",))
    state = await world.api.state()
    assert state["ratelimits_pending"] == 0 and state["ratelimit_hits"] == 18
    counts = await world.audit_delivery()
    changes, _ = world.turns(table.game_id)
    assert counts["boards"] == changes
    assert len(await world.boards(table)) == changes
    for user in table.seats:  # every turn DM arrived, in order
        turns = [m["content"] for m in await world.api.dms(user) if "your turn" in m["content"]]
        assert turns, user
    assert world.bot.alive

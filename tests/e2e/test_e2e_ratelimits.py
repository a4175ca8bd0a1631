"""Scenario 5: rate limits. A burst of injected 429s, and Discord's own limits met by a burst of
moves on many tables: everything owed is delivered, once and in order."""

from __future__ import annotations

import asyncio
import random

from discord_double.ratelimits import MESSAGES
from tests.e2e.harness import Table, World, version_of


async def test_a_burst_of_429s_delays_but_loses_nothing(discord_world: World) -> None:
    world = discord_world
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


async def test_a_burst_of_moves_on_many_tables_under_discords_limits(discord_world: World) -> None:
    """Discord's limits are on (the double's default): six tables of the same five players move as
    fast as the players can press, so the threads' and the DM channels' message buckets (5 per 5 s
    each) and the global limit are met. Every message owed arrives once, in the order owed."""
    world = discord_world
    rng = random.Random(16)
    users = ["alice", "bob", "carol", "dave", "erin"]
    tables = [await world.open_table(users[i % 5], [users[(i + 1) % 5], users[(i + 2) % 5]]) for i in range(6)]

    async def burst(table: Table, moves: int) -> int:
        made = 0
        while made < moves and world.status(table.game_id) == "running":
            user = world.waiting_users(table.game_id)[0]
            choices = await world.api.autocomplete(user, "orrery move", focused="option", table=table.game_id)
            if not choices:  # the table moved on meanwhile (a step of the same player is being written)
                continue
            reply = await world.command(user, "orrery move", option=rng.choice(choices)["value"], table=table.game_id)
            made += reply.text.startswith("Done:")
        return made

    made = await asyncio.gather(*(burst(t, 10) for t in tables))
    assert sum(made) >= 50, made
    counts = await world.audit_delivery()  # nothing lost, nothing doubled
    assert counts["boards"] >= len(tables)
    # nothing reordered: in every channel, the bot's posts of one table come in the order the
    # outbox owed them (a player's DMs keep their order per table: one table's never wait on another's)
    for channel in world.double.channels.values():
        owed = [int(m.nonce[len("orrery-") :].rstrip("n")) for m in channel.messages if is_ours(m.nonce)]
        with world.db() as db:
            table_of = {row: db.execute("SELECT game_id FROM outbox WHERE id = ?", (row,)).fetchone() for row in owed}
        for game in set(table_of.values()):
            mine = [row for row in owed if table_of[row] == game]
            assert mine == sorted(mine), (channel.id, game)
    for table in tables:
        versions = [version_of(b) for b in await world.boards(table)]
        assert versions == sorted(versions) and len(set(versions)) == len(versions), versions
    # the limits were met and waited for, not run into again and again
    busiest = max(len([m for m in c.messages if is_ours(m.nonce)]) for c in world.double.channels.values())
    assert busiest > MESSAGES.limit
    state = await world.api.state()
    assert state["ratelimit_refusals_global"] == 0
    assert state["ratelimit_refusals"] <= len(tables), state["ratelimit_refusals"]
    assert world.bot.alive


def is_ours(nonce: str | None) -> bool:
    """A message the outbox owed (its nonce names its outbox row); discord.py numbers the others."""
    return bool(nonce and nonce.startswith("orrery-"))

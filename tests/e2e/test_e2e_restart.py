"""Scenario 3: the bot is SIGKILLed in the middle of a game and started again: the game goes on,
buttons on messages posted before the kill still work, and no message owed is lost or sent twice.

The bot speaks once per turn: a step inside a turn owes no DM. So each kill is armed first and
the players then move, one decision at a time, until a move owes what the kill waits for."""

from __future__ import annotations

import asyncio
import os
import random
import signal
from collections.abc import Awaitable, Callable

from tests.e2e.harness import World, custom_ids

MOVES_TO_WAIT = 40  # a Plunder turn change comes well within this many decisions


async def test_killed_mid_game_the_bot_picks_up_where_it_was(world: World) -> None:
    rng = random.Random(3)
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    await world.wait_outbox_drained(rows=False)

    # kill 1: the moment the double has stored a DM that carries a decision's buttons, but before
    # the bot hears back; the restarted bot finds it (Discord's nonce memory, or its own look at
    # the DM channel) and does not send it twice
    armed = {"on": True}
    cut_off: dict[str, str] = {}

    def kill_on_dm(event: str, obj: object) -> None:
        channel = world.double.channels[obj.channel_id] if event == "message" else None
        if armed["on"] and channel is not None and channel.type == 1 and obj.nonce and obj.components:
            armed["on"] = False
            cut_off.update(id=obj.id, user=channel.recipient.username)
            os.kill(world.bot.proc.pid, signal.SIGKILL)

    world.double.listeners.append(kill_on_dm)
    moves = await _move_until(world, table, rng, lambda: _async(not armed["on"]))
    await asyncio.wait_for(world.bot.proc.wait(), 15)
    assert not world.bot.alive and not armed["on"]
    await world.bot.start()
    await world.wait_outbox_drained(rows=False)

    # the buttons of the DM posted before the kill still work after the restart
    user = cut_off["user"]
    dm = next(m for m in await world.api.dms(user) if m["id"] == cut_off["id"])
    assert custom_ids(dm), "the DM cut off by the kill lost its buttons"
    reply = await world._pick_on(user, dm, rng, None)
    assert reply.text.startswith("Done:"), reply.text
    moves += 1

    # kill 2: while the bot is held back by a long 429 on its next message, with messages owed
    await world.wait_outbox_drained()
    await world.api.ratelimit("POST /channels/{channel_id}/messages", count=1, retry_after=30)
    moves += await _move_until(world, table, rng, lambda: _hits(world))
    owed = [r for r in world.outbox() if r["delivered"] is None]
    assert owed, "nothing was owed at the kill"
    await world.bot.kill()
    await world.bot.start()

    moves += await world.play_to_end(table, rng)
    assert world.actions(table.game_id) == moves
    counts = await world.audit_delivery()
    delivered = {r["id"] for r in world.outbox() if r["delivered"] is not None}
    assert {r["id"] for r in owed} <= delivered
    # by nonce, not by content: a later DM of the game may well read the same
    dms_to_user = [m for m in await world.api.dms(user) if m["nonce"] == dm["nonce"]]
    assert len(dms_to_user) == 1, "the DM cut off by the first kill was sent twice"
    # the DM cut off by the first kill was not sent again: the restarted bot found it among the
    # player's DMs, or Discord dropped the repeat by its nonce (audit_delivery: no doubles)
    found = "was already delivered" in world.bot.log_text()
    assert found or world.double.nonce_dedupes >= 1, "the DM cut off by the first kill was not accounted for"
    assert counts["boards"] == world.turns(table.game_id)[0]
    await world.audit_privacy(table)
    assert world.bot.starts == 3 and world.bot.alive


async def _move_until(world: World, table, rng: random.Random, done: Callable[[], Awaitable[bool]]) -> int:
    """Plays one decision at a time (whoever the table waits for) until ``done`` holds once the
    move's messages had their chance to go out; returns how many decisions were made."""
    for made in range(1, MOVES_TO_WAIT + 1):
        user = world.waiting_users(table.game_id)[0]
        board = (await world.boards(table))[-1]
        reply = await world.move(user, table, board, rng, "command")
        assert reply.text.startswith("Done:"), f"{user} got {reply.text!r}"

        async def settled() -> bool:
            return await done() or world.undelivered(edits=False) == 0

        await world.api.wait_for(settled, 30, what="the move's messages or the awaited event")
        if await done():
            return made
    raise AssertionError(f"no move owed what the kill waits for within {MOVES_TO_WAIT} decisions")


async def _async(value: bool) -> bool:
    return value


async def _hits(world: World) -> bool:
    return (await world.api.state())["ratelimit_hits"] >= 1

"""Scenario 3: the bot is SIGKILLed in the middle of a game and started again: the game goes on,
buttons on messages posted before the kill still work, and no DM owed is lost or sent twice."""

from __future__ import annotations

import os
import random
import signal

import pytest

from tests.e2e.harness import World, custom_ids


@pytest.mark.skip(
    reason="waits for the first move to owe a DM, which a step inside a turn no longer does (one board and one DM "
    "per turn): to be reworked; the 20-kill test covers kills while sending, after answering and idle"
)
async def test_killed_mid_game_the_bot_picks_up_where_it_was(world: World) -> None:
    rng = random.Random(3)
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    first_board = await world.latest_board(table)
    # everyone's DM with their first decision, posted before the kill
    before = {user: await world.my_controls(user, table) for user in ("bob", "carol", "dave")}

    # kill 1: the moment the double has stored a DM but before the bot hears back; the restarted
    # bot sends it again with the same nonce, and Discord (the double) keeps one
    armed = {"on": True}

    def kill_on_dm(event: str, obj: object) -> None:
        if armed["on"] and event == "message" and obj.nonce and world.double.channels[obj.channel_id].type == 1:
            armed["on"] = False
            os.kill(world.bot.proc.pid, signal.SIGKILL)

    world.double.listeners.append(kill_on_dm)
    reply = await world.move("alice", table, first_board, rng, "dm")
    assert reply.text.startswith("Done:")
    await world.bot.proc.wait()
    assert not world.bot.alive and not armed["on"]
    await world.bot.start()

    # the buttons posted before the kill still work
    press = await world.press("bob", before["bob"]["id"], custom_ids(before["bob"])[0])
    assert press.text.startswith("Done:"), press.text
    offer = await world.press("carol", first_board["id"], f"orrery:d:{table.game_id}")
    assert offer.message["ephemeral"] and custom_ids(offer.message), offer.text

    # kill 2: while the bot is held back by a long 429 on its next message, with a board and DMs owed
    board = await world.latest_board(table)
    await world.wait_outbox_drained()
    await world.api.ratelimit("POST /channels/{channel_id}/messages", count=1, retry_after=30)
    reply = await world.move("dave", table, board, rng, "dm")
    assert reply.text.startswith("Done:")
    await world.api.wait_for(lambda: _hits(world), 10, what="the 429 to be hit")
    owed = [r for r in world.outbox() if r["delivered"] is None]
    assert owed, "nothing was owed at the kill"
    await world.bot.kill()
    await world.bot.start()

    moves = 3 + await world.play_to_end(table, rng)
    assert world.actions(table.game_id) == moves
    counts = await world.audit_delivery()
    delivered = {r["id"] for r in world.outbox() if r["delivered"] is not None}
    assert {r["id"] for r in owed} <= delivered
    assert world.double.nonce_dedupes >= 1, "the DM cut off by the first kill was not sent again"
    assert counts["boards"] == world.turns(table.game_id)[0]
    await world.audit_privacy(table)
    assert world.bot.starts == 3 and world.bot.alive


async def _hits(world: World) -> bool:
    return (await world.api.state())["ratelimit_hits"] >= 1

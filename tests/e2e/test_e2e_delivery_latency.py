"""A move made while the outbox is busy with the previous one gets its board (here: the edit of the
current board) as soon as that round ends, not after the deliverer's idle timer (2 s)."""

from __future__ import annotations

import asyncio
import random
import time

from tests.e2e.harness import World, version_of


async def test_a_move_during_a_delivery_round_is_not_left_waiting(world: World) -> None:
    table = await world.open_table("alice", ["bob", "carol", "dave"])
    await world.wait_outbox_drained()
    # hold the next delivery round for 0.6 s (a 429 on its first message: the board's edit, as
    # alice's card is a step inside the open round), and move meanwhile
    await world.api.ratelimit("PATCH /channels/{channel_id}/messages/{message_id}", count=1, retry_after=0.6)
    first = await world.move("alice", table, await world.latest_board(table), random.Random(0), "command")
    assert first.text.startswith("Done:")
    await world.api.wait_for(_hit(world), 5, what="the 429")
    second = await world.command(
        "bob", "orrery move", option=await _any_option(world, "bob", table), table=table.game_id
    )
    assert second.text.startswith("Done:"), second.text
    moved_at = time.monotonic()
    board = await world.latest_board(table, after=1, timeout=10)
    assert version_of(board) == 2
    waited = time.monotonic() - moved_at
    # the round still has move 1's DMs to send after the 429 (about 1 s); the idle timer adds 2 s more
    assert waited < 1.8, f"the board of a move made during a delivery round came {waited:.2f} s later"


def _hit(world: World):
    async def probe() -> bool:
        return (await world.api.state())["ratelimit_hits"] >= 1

    return probe


async def _any_option(world: World, user: str, table) -> str:
    choices = await world.api.autocomplete(user, "orrery move", focused="option", table=table.game_id)
    assert choices
    await asyncio.sleep(0)
    return choices[0]["value"]

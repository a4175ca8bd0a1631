"""A board owed in a thread where a player was just answered goes as that interaction's public
follow-up, and the steps inside the turn edit it by the same webhook: the same board in the same
thread, outside Discord's global limit. A thread where nobody has used a command yet gets it the
usual way."""

from __future__ import annotations

import random

from tests.e2e.harness import World

FOLLOW_UP = "POST /webhooks/{app_id}/{token}"
CHANNEL_POST = "POST /channels/{channel_id}/messages"
FOLLOW_UP_EDIT = "PATCH /webhooks/{app_id}/{token}/messages/{message_id}"
CHANNEL_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


def _posts(world: World, since: int) -> list[str]:
    return [
        f"{method} {template}"
        for _at, method, template, _s in world.double.requests[since:]
        if f"{method} {template}" in (FOLLOW_UP, CHANNEL_POST, FOLLOW_UP_EDIT, CHANNEL_EDIT)
    ]


async def _move_in_thread(world: World, table, rng: random.Random) -> None:
    """The waiting player's ``/orrery move`` typed in the table's thread."""
    (user,) = world.waiting_users(table.game_id)[:1]
    where = {"channel_id": table.thread_id}
    choices = await world.api.autocomplete(user, "orrery move", focused="option", table=table.game_id, **where)
    done = await world.command(user, "orrery move", option=rng.choice(choices)["value"], table=table.game_id, **where)
    assert done.text.startswith("Done:"), done.text


async def test_a_board_after_a_move_made_in_its_thread_is_posted_by_the_interactions_webhook(world: World) -> None:
    rng = random.Random(7)
    table = await world.open_table("alice", ["bob"])
    await world.wait_outbox_drained()
    first = [m for m in await world.boards(table)]
    assert len(first) == 1 and first[0]["interaction_id"] is None  # nobody had spoken in the thread yet
    boards_before = len(first)
    since = len(world.double.requests)
    for _ in range(12):
        await _move_in_thread(world, table, rng)
        # edits too: a step's edit waits its gap, and a next move made meanwhile would fold it
        # into the next board, leaving this test no edit to look at
        await world.wait_outbox_drained()
    boards = await world.boards(table)
    new = boards[boards_before:]
    assert new, "twelve moves posted no new board"
    # every new board went as a follow-up of an interaction in the thread: public, in the thread,
    # by the bot, and none the usual way
    for board in new:
        assert board["interaction_id"] and not board["ephemeral"] and board["channel_id"] == table.thread_id
        assert board["author_id"] == world.double.bot.id and board["attachments"][0]["filename"] == "board.png"
    sent = _posts(world, since)
    assert sent.count(FOLLOW_UP) >= len(new)
    # the steps inside a turn (the simultaneous one) edit those boards by the same webhooks
    edited = sum(board["edits"] for board in new)
    assert edited and sent.count(FOLLOW_UP_EDIT) >= edited, (edited, sent)
    # nothing lost or doubled: each board row is one message, found by the id its row recorded
    counts = await world.audit_delivery()
    assert counts["boards"] >= len(boards)

"""Discord as the bot meets it in a channel: a game thread archived after a quiet week, a channel
where the bot lacks permissions, and a crash followed by an outage longer than Discord's nonce
window (the double forgets nonces after NONCE_WINDOW on its clock, as Discord does)."""

from __future__ import annotations

import random

import pytest

from discord_double import TestApiError
from discord_double.server import NONCE_WINDOW
from tests.e2e.harness import World, custom_ids
from tests.e2e.test_e2e_kills import _move_killed_while_sending

WEEK = 10080 * 60.0


async def _archived(world: World) -> list[str]:
    return (await world.api.state())["archived_threads"]


async def test_a_game_goes_on_after_its_thread_was_archived(world: World) -> None:
    rng = random.Random(16)
    table = await world.open_table("alice", ["bob", "carol"])
    assert world.double.channels[table.thread_id].auto_archive_duration == 10080  # the longest Discord allows
    await world.play(table, rng, moves=3)

    # a week without a message: Discord archives the thread; nothing can be used in it
    await world.api.advance(WEEK - 60)
    assert await _archived(world) == []
    await world.api.advance(61)
    assert await _archived(world) == [table.thread_id]
    with pytest.raises(TestApiError) as command:
        await world.api.invoke("alice", "orrery board", channel_id=table.thread_id)
    board = (await world.boards(table))[-1]
    with pytest.raises(TestApiError) as button:
        await world.api.press("bob", board["id"], f"orrery:h:{table.game_id}")
    assert command.value.body["code"] == button.value.body["code"] == 50083

    # the waiting player moves from their DMs (or with /orrery move in the channel): what the
    # move owes the thread reopens it, a new board by posting, a step by the bot reopening it
    world.panels.clear()  # their panels are in the archived thread
    user = world.waiting(board)[0]
    reply = await world.move(user, table, board, rng, "dm")
    assert reply.text.startswith("Done:"), reply.text
    await world.wait_outbox_drained(rows=False)
    assert await _archived(world) == []

    # commands and buttons in the thread work again, and the game goes on to its end
    summary = await world.api.command("carol", "orrery board", channel_id=table.thread_id, timeout=15)
    shown = await world.reply_of("carol", summary)
    assert shown.message["ephemeral"] and shown.message["attachments"][0]["filename"] == "board.png"
    board = (await world.boards(table, user="alice"))[-1]
    assert f"orrery:h:{table.game_id}" in custom_ids(board)
    await world.press("bob", board["id"], f"orrery:h:{table.game_id}")
    await world.play_to_end(table, rng, ways=("board", "decide", "dm", "command"))
    assert world.status(table.game_id) == "finished"
    await world.audit_delivery()
    assert world.double.legacy_followup_edits == 0
    assert "Traceback" not in world.bot.log_text()


async def test_a_channel_without_permissions_is_answered_clearly_at_new(world: World) -> None:
    await world.api.deny("create_public_threads", "attach_files")
    new = await world.command("alice", "orrery new", game=world.game, players=2)
    assert new.message["ephemeral"]
    assert "Create Public Threads" in new.text and "Attach Files" in new.text, new.text
    for fine in ("Embed Links", "Send Messages", "Read Message History"):
        assert fine not in new.text
    # nothing was created, nothing was even tried
    with world.db() as db:
        assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 0
    in_channel = await world.api.messages("bob", channel_id=world.double.channel.id)
    assert in_channel == []
    assert (await world.api.state())["permission_refusals"] == 0

    await world.api.deny()  # an admin fixes the channel: the same command works
    table = await world.open_table("alice", ["bob"])
    assert table.thread_id


async def test_a_kill_mid_delivery_then_an_outage_past_the_nonce_window_sends_nothing_twice(world: World) -> None:
    rng = random.Random(5)
    table = await world.open_table("alice", ["bob", "carol"])
    moves = 0
    for _ in range(4):
        await world.wait_outbox_drained(rows=False)
        board = await world.latest_board(table, after=-1)
        user = world.waiting(board)[0]
        world.panels.clear()
        await _move_killed_while_sending(world, table, board, user, rng, rng.choice(("dm", "command")))
        moves += 1
        assert world.version(table.game_id) == moves
        await world.api.advance(NONCE_WINDOW + 60)  # down longer than Discord remembers a nonce
        await world.bot.start()
        await world.wait_outbox_drained(rows=False)
    moves += await world.play(table, rng, moves=3)

    counts = await world.audit_delivery()  # every outbox row delivered exactly once
    assert counts["boards"] >= 1
    assert world.double.nonce_dedupes == 0  # the double's nonce memory never saved the bot
    found = world.bot.log_text().count("was already delivered")
    assert found >= 1, "no kill fell between a send and its confirmation"
    assert world.actions(table.game_id) == moves
    print(f"moves={moves} found_after_restart={found} delivered={counts}")

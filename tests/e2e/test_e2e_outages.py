"""Long outages and lost threads, with the real bot: a send cut off by a SIGKILL, then an outage
longer than Discord's nonce window during which the thread filled with more than a page (50) of
newer messages, for a new thread's first board, a "DMs closed" notice and a later board; and a
game thread a moderator deleted, opened again once, with a note, where the game goes on."""

from __future__ import annotations

import asyncio
import os
import random
import signal
from collections.abc import Callable

from discord_double.server import NONCE_WINDOW
from tests.e2e.harness import Table, World

CHAT = 60  # more than the 50 messages the bot used to read back


def _kill_when(world: World, wanted: Callable[[object], bool]) -> asyncio.Event:
    """SIGKILLs the bot the moment the double stores a message ``wanted`` accepts (the bot never
    hears that it went); the returned event is set then."""
    killed = asyncio.Event()

    def listener(event: str, obj: object) -> None:
        if not killed.is_set() and event == "message" and wanted(obj):
            killed.set()
            os.kill(world.bot.proc.pid, signal.SIGKILL)  # the process running then
            world.double.listeners.remove(listener)

    world.double.listeners.append(listener)
    return killed


def _in_thread(world: World, obj: object) -> bool:
    channel = world.double.channels.get(obj.channel_id)
    return channel is not None and channel.type == 11


async def _dead(world: World, killed: asyncio.Event, work: asyncio.Task | None = None) -> None:
    """Waits for the kill, then lets whatever the test was doing through the bot go."""
    await asyncio.wait_for(killed.wait(), 30)
    await asyncio.wait_for(world.bot.proc.wait(), 15)
    if work is not None:
        work.cancel()
        await asyncio.gather(work, return_exceptions=True)


async def _unless_killed(killed: asyncio.Event, work: asyncio.Task) -> None:
    """Waits for ``work``, or for the kill (then ``work``, which waited on the bot, is cancelled)."""
    waiter = asyncio.create_task(killed.wait())
    await asyncio.wait({work, waiter}, return_when=asyncio.FIRST_COMPLETED)
    waiter.cancel()
    if work.done():
        work.result()
    elif killed.is_set():
        work.cancel()
        await asyncio.gather(work, return_exceptions=True)


async def _chat_then_come_back(world: World, thread_id: str, after: str) -> None:
    """Players talk in the thread while the bot is down, past Discord's nonce window; then the
    bot starts again and delivers what it owes."""
    for n in range(CHAT):
        await world.api.say("dave", thread_id, f"{after} {n}")
    await world.api.advance(NONCE_WINDOW + 60)
    await world.bot.start()
    await world.wait_outbox_drained(rows=False)


def _table_of(world: World, game_id: int) -> Table:
    with world.db() as db:
        thread_id, lobby_id = db.execute(
            "SELECT thread_id, lobby_message_id FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        seats = dict(db.execute("SELECT user_id, seat FROM seats WHERE game_id = ?", (game_id,)).fetchall())
    return Table(game_id, lobby_id, thread_id, {world.names[u]: s for u, s in seats.items()})


async def test_sends_cut_off_before_a_long_outage_and_a_page_of_chat_are_not_sent_again(world: World) -> None:
    rng = random.Random(31)
    await world.api.set_user("carol", dms_closed=True)

    # 1. the first board of the table's new thread is stored, the bot killed before it hears back
    killed = _kill_when(world, lambda m: _in_thread(world, m) and m.nonce and m.attachments)
    opening = asyncio.create_task(world.open_table("alice", ["bob", "carol"]))
    await _dead(world, killed, opening)
    table = _table_of(world, 1)
    assert table.thread_id, "the thread was not recorded before its first board"
    # 2. back after the outage, it finds that board; carol's DMs are closed: the notice saying so
    # is stored, and the bot killed again
    killed = _kill_when(world, lambda m: _in_thread(world, m) and (m.nonce or "").endswith("n"))
    for n in range(CHAT):
        await world.api.say("dave", table.thread_id, f"chat {n}")
    await world.api.advance(NONCE_WINDOW + 60)
    await world.bot.start()
    await _dead(world, killed)
    await _chat_then_come_back(world, table.thread_id, "more chat")

    # 3. chat first, then a move whose board is cut off by a kill
    for n in range(CHAT):
        await world.api.say("dave", table.thread_id, f"later chat {n}")
    killed = _kill_when(world, lambda m: _in_thread(world, m) and m.nonce and m.attachments)
    for _ in range(40):  # a step inside a turn only edits the board: play until a new one is owed
        user = world.waiting_users(table.game_id)[0]
        board = (await world.boards(table))[-1]
        mover = asyncio.create_task(world.move(user, table, board, rng, "command"))
        await _unless_killed(killed, mover)
        if not killed.is_set():
            await _unless_killed(killed, asyncio.create_task(world.wait_outbox_drained(rows=False)))
        if killed.is_set():
            break
    await _dead(world, killed)
    await _chat_then_come_back(world, table.thread_id, "outage chat")

    counts = await world.audit_delivery()  # each outbox row at most once, by its nonce
    notices = [m for m in await world.api.messages(channel_id=table.thread_id) if "direct messages" in m["content"]]
    assert len(notices) == 1, [m["content"] for m in notices]
    assert world.double.nonce_dedupes == 0  # Discord's nonce memory never saved the bot
    assert world.bot.log_text().count("was already delivered") >= 3
    await world.play(table, rng, moves=3)  # and the game goes on
    await world.audit_delivery()
    print(f"delivered={counts}")


async def test_a_deleted_game_thread_is_opened_again_once_and_the_game_goes_on_there(world: World) -> None:
    rng = random.Random(9)
    table = await world.open_table("alice", ["bob"])
    await world.play(table, rng, moves=2)
    old = table.thread_id
    await world.api.delete_thread(old)  # a moderator deletes the game's thread

    world.panels.clear()  # the players' panels were in the deleted thread
    user = world.waiting_users(table.game_id)[0]
    reply = await world.move(user, table, {}, rng, "command")
    assert reply.text.startswith("Done:"), reply.text
    await world.wait_outbox_drained(rows=False)
    new = _table_of(world, table.game_id).thread_id
    assert new and new != old
    shown = await world.api.messages("alice", channel_id=new)
    assert "was deleted" in shown[0]["content"] and f"#{table.game_id}" in shown[0]["content"]
    assert any(a["filename"] == "board.png" for m in shown[1:] for a in m["attachments"])
    assert world.double.channels[new].parent_id == world.double.channel.id

    table.thread_id = new
    await world.play_to_end(table, rng, ways=("board", "decide", "dm", "command"))
    assert world.status(table.game_id) == "finished"
    assert "Traceback" not in world.bot.log_text()

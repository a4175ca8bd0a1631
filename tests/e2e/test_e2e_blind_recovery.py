"""Crash recovery where the bot may not read its thread's history (no Read Message History: Discord
then shows an empty history, no refusal). The bot is SIGKILLed between sending a board and
recording it, or while the board's request is held back and has not left; it is started again at
once, or after Discord has forgotten the board's nonce. In every case the board is in the thread
exactly once and the game goes on with nothing lost or doubled."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sqlite3

import pytest

from tests.e2e.harness import Table, World
from tests.e2e.records import is_url
from tests.e2e.test_e2e_restart import _hits, _move_until

#: later than Discord keeps a nonce (the double: five minutes) and than the bot trusts it
AWAY_SECONDS = 600.0


async def _blind_table(world: World) -> Table:
    """A table whose first board and DMs are out, in a channel where the bot has since lost Read
    Message History (its threads with it)."""
    table = await world.open_table("alice", ["bob", "carol"])
    await world.wait_outbox_drained(rows=False)
    await world.api.deny("read_message_history")
    return table


async def _kill_when_board_stored(world: World, table: Table, rng: random.Random) -> int:
    """Plays until the double stores a new board in the thread, and kills the bot that moment
    (before it hears back); returns the board's outbox row."""
    stored: dict[str, int] = {}

    def kill_on_board(event: str, obj: object) -> None:
        if not stored and event == "message" and obj.channel_id == table.thread_id and obj.nonce:
            stored["row"] = int(obj.nonce.removeprefix("orrery-"))
            os.kill(world.bot.proc.pid, signal.SIGKILL)

    world.double.listeners.append(kill_on_board)
    try:
        await _move_until(world, table, rng, lambda: _now(bool(stored)))
        await asyncio.wait_for(world.bot.proc.wait(), 15)
    finally:
        world.double.listeners.remove(kill_on_board)
    return stored["row"]


async def _now(value: bool) -> bool:
    return value


def _outbox_row(world: World, row: int) -> tuple[str | None, str | None]:
    with world.db() as db:
        return db.execute("SELECT message_id, error FROM outbox WHERE id = ?", (row,)).fetchone()


async def _back_later(world: World) -> None:
    """The bot comes back ``AWAY_SECONDS`` later: its rows are that much older (written in its
    database while it is down) and Discord's clock has moved on as far."""
    if is_url(world.bot.db_path):
        pytest.skip("ages the outbox rows in the bot's SQLite file")
    db = sqlite3.connect(world.bot.db_path)
    try:
        with db:
            db.execute("UPDATE outbox SET created_at = created_at - ?", (AWAY_SECONDS,))
    finally:
        db.close()
    await world.api.advance(AWAY_SECONDS)


def _thread_copies(world: World, row: int) -> int:
    """How many messages of the row's table thread carry the row's nonce."""
    with world.db() as db:
        (game_id,) = db.execute("SELECT game_id FROM outbox WHERE id = ?", (row,)).fetchone()
        (thread,) = db.execute("SELECT thread_id FROM games WHERE id = ?", (game_id,)).fetchone()
    return sum(1 for m in world.double.channels[thread].messages if m.nonce == f"orrery-{row}")


async def _goes_on(world: World, table: Table, rng: random.Random, moves: int) -> None:
    """The game goes on after the restart, and every message owed went exactly once."""
    await world.wait_outbox_drained(rows=False)
    moves += await world.play(table, rng, moves=6)
    assert world.actions(table.game_id) == moves == world.version(table.game_id)
    await world.audit_delivery()


@pytest.mark.parametrize("away", [False, True], ids=["back-at-once", "back-after-the-nonce-window"])
async def test_a_board_sent_unseen_in_a_thread_the_bot_cannot_read_is_there_once(world: World, away: bool) -> None:
    rng = random.Random(11)
    table = await _blind_table(world)
    row = await _kill_when_board_stored(world, table, rng)
    moves = world.actions(table.game_id)
    if away:
        await _back_later(world)
    await world.bot.start()
    await world.wait_outbox_drained(rows=False)
    assert _thread_copies(world, row) == 1
    message_id, error = _outbox_row(world, row)
    if away:  # Discord no longer answers the nonce: the board is left as it is, its id unknown
        assert message_id is None and error.startswith("sent, id unknown"), (message_id, error)
    else:  # sent again with its nonce: Discord hands back the board it made
        assert message_id is not None and world.double.nonce_dedupes >= 1
    await _goes_on(world, table, rng, moves)


async def test_a_board_whose_request_never_left_goes_after_the_nonce_window(world: World) -> None:
    """Killed while the board waits out a 429 (its request has not reached Discord), back ten
    minutes later: nothing was posted in the thread since the last board recorded, so the board
    cannot be there, and it is sent."""
    rng = random.Random(12)
    table = await _blind_table(world)
    await world.api.ratelimit("POST /channels/{channel_id}/messages", count=1, retry_after=60)
    await _move_until(world, table, rng, lambda: _hits(world))
    await world.bot.kill()
    moves = world.actions(table.game_id)
    (row,) = [r["id"] for r in world.outbox() if r["delivered"] is None and r["payload"].get("kind") == "board"][:1]
    assert _thread_copies(world, row) == 0
    await _back_later(world)
    await world.bot.start()
    await world.wait_outbox_drained(rows=False)
    message_id, error = _outbox_row(world, row)
    superseded = error == "superseded"  # a newer board followed it before it left: never posted
    assert _thread_copies(world, row) == (0 if superseded else 1)
    assert superseded or (message_id is not None and error is None), (message_id, error)
    await _goes_on(world, table, rng, moves)

"""Stops at awkward moments: a kill between opening a game's thread and storing its id (the
restarted bot finds that thread instead of opening a second), and the database file deleted
under the running bot (it refuses to go on: it logs one line and exits non-zero)."""

from __future__ import annotations

import asyncio
import os
import signal
import time

from tests.e2e.harness import World, custom_ids, is_running


async def _lobby(world: World) -> tuple[int, dict]:
    new = await world.command("alice", "orrery new", game=world.game, players=2)
    game_id = int(new.text.split("#", 1)[1].split()[0].rstrip(".:,"))
    lobby = await world.api.wait_message(
        "bob", lambda m: f"orrery:j:{game_id}" in custom_ids(m), channel_id=world.double.channel.id
    )
    return game_id, lobby


async def test_a_kill_between_opening_the_thread_and_storing_it_leaves_one_thread(world: World) -> None:
    game_id, lobby = await _lobby(world)
    opened: list[str] = []
    pid = world.bot.proc.pid

    def kill_on_thread(event: str, obj: object) -> None:
        if event == "thread" and not opened:  # Discord made it; the bot never hears its id
            opened.append(obj.id)
            os.kill(pid, signal.SIGKILL)

    world.double.listeners.append(kill_on_thread)
    await world.api.press("bob", lobby["id"], f"orrery:j:{game_id}", wait=False)  # the table fills and starts
    await asyncio.wait_for(world.bot.proc.wait(), 30)
    world.double.listeners.remove(kill_on_thread)
    assert opened, "the bot was not killed while opening the thread"
    with world.db() as db:
        assert db.execute("SELECT thread_id FROM games WHERE id = ?", (game_id,)).fetchone()[0] is None

    await world.bot.start()
    board = await world.api.wait_message(
        "alice", lambda m: m["attachments"] and m["channel_id"] == opened[0], timeout=20
    )
    await world.wait_outbox_drained()
    threads = (await world.api.state())["threads"]
    mine = [tid for tid, name in threads.items() if f"#{game_id}" in name]
    assert mine == opened, f"threads for table #{game_id}: {mine}"
    with world.db() as db:
        assert db.execute("SELECT thread_id FROM games WHERE id = ?", (game_id,)).fetchone()[0] == opened[0]
    assert board["channel_id"] == lobby["id"]  # the thread started from the lobby message
    assert world.double.unknown_routes == []


async def test_the_database_deleted_under_the_running_bot_stops_it(world: World) -> None:
    game_id, lobby = await _lobby(world)
    world.bot.db_path.unlink()
    started = time.monotonic()
    # the next write (Bob joining) finds the file gone: the bot says it in one line and exits
    await world.api.press("bob", lobby["id"], f"orrery:j:{game_id}", wait=False)
    code = await asyncio.wait_for(world.bot.proc.wait(), 20)
    assert code == 1, world.bot.log_tail()
    log = world.bot.log_text().split("===== start")[-1]
    errors = [line for line in log.splitlines() if "ERROR" in line]
    assert len(errors) == 1 and "was deleted while the bot was running" in errors[0], log
    assert "Traceback" not in log, log
    assert time.monotonic() - started < 10
    assert not world.bot.db_path.exists()  # nothing went on to write a fresh, empty file there


async def test_sigint_stops_the_bot_cleanly_and_its_workers_with_it(world: World) -> None:
    game_id, lobby = await _lobby(world)
    joined = await world.press("bob", lobby["id"], f"orrery:j:{game_id}")
    assert "You joined" in joined.text
    await world.wait_outbox_drained()
    workers = world.bot.children()
    world.bot.proc.send_signal(signal.SIGINT)  # Ctrl-C
    code = await asyncio.wait_for(world.bot.proc.wait(), 10)
    assert code == 0, world.bot.log_tail()
    log = world.bot.log_text().split("===== start")[-1]
    assert "stopping: SIGINT" in log and "Traceback" not in log, log
    for _ in range(100):
        if not any(is_running(p) for p in workers):
            break
        await asyncio.sleep(0.05)
    assert not any(is_running(p) for p in workers), f"workers left: {workers}"

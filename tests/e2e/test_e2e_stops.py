"""Stops at awkward moments: a kill between opening a game's thread and storing its id (the
restarted bot finds that thread instead of opening a second), and the database file deleted
under the running bot (it refuses to go on: it logs one line and exits non-zero)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.harness import LAUNCHER, ROOT, World, custom_ids, is_running


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


def _catches(pid: int, sig: signal.Signals) -> bool:
    """Whether the process has a handler of its own for ``sig`` (Linux's /proc says so)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            caught = next(line for line in status if line.startswith("SigCgt:"))
    except (FileNotFoundError, StopIteration):
        return False
    return bool(int(caught.split()[1], 16) & (1 << (sig - 1)))


def _loaded(pid: int, library: str) -> bool:
    """Whether the process has mapped a compiled part of ``library`` (it is importing it)."""
    try:
        with open(f"/proc/{pid}/maps") as maps:
            return f"/{library}/" in maps.read()
    except FileNotFoundError:
        return False


async def _until(ready, timeout: float = 20.0) -> None:
    for _ in range(int(timeout / 0.005)):
        if ready():
            return
        await asyncio.sleep(0.005)
    raise AssertionError("start-up never got there")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_a_stop_signal_early_in_start_up_exits_cleanly(world: World, sig: signal.Signals) -> None:
    assert await world.bot.stop() == 0
    lock = Path(f"{world.bot.db_path}.lock")
    # from the moment the bot's own code runs (it catches SIGTERM: /proc says so), while it loads
    # the Discord library (its compiled parts show in /proc's maps), one second after launch,
    # through opening the database, to logging in to Discord
    moments = ["handlers", "importing", "launch+1.0", "handlers+0.1", "handlers+0.3", "database", "connecting"]
    for moment in moments:
        identifies = world.double.identifies
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            str(LAUNCHER),
            "run",
            env=world.bot.env(),
            cwd=str(ROOT),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        started = time.monotonic()
        try:
            if moment.startswith("launch"):
                await asyncio.sleep(float(moment.partition("+")[2]))
            elif moment.startswith("handlers"):
                await _until(lambda pid=proc.pid: _catches(pid, signal.SIGTERM))
                await asyncio.sleep(float(moment.partition("+")[2] or 0))
            elif moment == "importing":
                await _until(lambda pid=proc.pid: _loaded(pid, "aiohttp"))
            elif moment == "database":
                await _until(lock.exists)
            else:
                await _until(lambda before=identifies: world.double.identifies > before)
            at = time.monotonic() - started
            proc.send_signal(sig)
            out, _ = await asyncio.wait_for(proc.communicate(), 20)
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
        text = out.decode(errors="replace")
        assert proc.returncode == 0, f"{sig.name} at {moment} ({at:.2f} s): exit {proc.returncode}\n{text}"
        assert "Traceback" not in text and f"stopping: {sig.name}" in text, f"{moment}:\n{text}"
        assert not lock.exists()  # the database is let go
        print(f"{sig.name} at {moment} ({at:.2f} s after launch): exit 0")


def test_an_unreachable_discord_at_start_exits_3_with_one_line(tmp_path) -> None:
    env = dict(os.environ)
    env.update(
        ORRERY_DB=str(tmp_path / "orrery.sqlite3"),
        DISCORD_TOKEN="test-not-a-real-token",
        ORRERY_DISCORD_API="http://127.0.0.1:9/api/v10",  # nothing listens there
        ORRERY_DISCORD_GATEWAY="ws://127.0.0.1:9/gateway",
        PYTHONPATH=str(ROOT),
    )
    env.pop("ORRERY_SHARDS", None)
    done = subprocess.run(
        [sys.executable, str(LAUNCHER), "run"], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 3, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    said = [line for line in done.stderr.splitlines() if "Discord cannot be reached" in line]
    problems = [line for line in done.stderr.splitlines() if " ERROR " in line or "Exception" in line]
    assert len(said) == 1 and done.stderr.strip().endswith(said[0]) and not problems, done.stderr
    assert not (tmp_path / "orrery.sqlite3.lock").exists()

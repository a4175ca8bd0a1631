"""Backups of the running bot's database, and putting one back: ``orrery backup`` while a game
is played and right after a SIGKILL holds every finished move (``orrery replay`` agrees on the
copy); ``orrery restore`` is refused while the bot runs, and after it the bot plays on from the
restored database. A copy put over the running bot's file by hand stops the bot (one line)
without its log undoing the copy."""

from __future__ import annotations

import asyncio
import random
import shutil
import sqlite3
import sys
import time
from pathlib import Path

from tests.e2e.harness import LAUNCHER, ROOT, World


async def _orrery(world: World, *args: str) -> tuple[int, str, str]:
    """The ``orrery`` command as a user runs it beside the bot (without blocking the double)."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(LAUNCHER),
        *args,
        env=world.bot.env(),
        cwd=str(ROOT),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    return proc.returncode, out.decode(), err.decode()


def _actions(path: Path, game_id: int) -> int:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return db.execute("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)).fetchone()[0]


async def _replay_matches(world: World, game_id: int, path: Path) -> None:
    code, out, err = await _orrery(world, "replay", str(game_id), "--db", str(path))
    assert code == 0 and "replay matches" in out, out + err


async def test_backups_while_playing_and_after_a_kill_restore_every_finished_move(world: World, tmp_path) -> None:
    rng = random.Random(31)
    table = await world.open_table("alice", ["bob", "carol"])
    gid = table.game_id
    db = world.bot.db_path

    # backups taken while the moves go on: each holds at least every move finished before it began
    playing = asyncio.create_task(world.play(table, rng, moves=10))
    taken: list[tuple[Path, int, int]] = []
    while not playing.done():
        before = world.actions(gid)
        copy = tmp_path / f"during-{len(taken)}.sqlite3"
        code, out, err = await _orrery(world, "backup", str(copy), "--db", str(db))
        assert code == 0, out + err
        taken.append((copy, before, world.actions(gid)))
    await playing
    assert len(taken) >= 2
    for copy, before, after in taken:
        assert before <= _actions(copy, gid) <= after
        await _replay_matches(world, gid, copy)

    # a SIGKILL: the moves since the bot started are in the log beside the main file
    finished = world.actions(gid)
    await world.bot.kill()
    alone = tmp_path / "main-file-alone.sqlite3"
    shutil.copyfile(db, alone)
    print(f"moves finished {finished}; in a copy of the main file alone {_actions(alone, gid)}")
    after_kill = tmp_path / "after-kill.sqlite3"
    code, out, err = await _orrery(world, "backup", str(after_kill), "--db", str(db))
    assert code == 0 and f"{finished} moves" in out, out + err
    assert _actions(after_kill, gid) == finished
    await _replay_matches(world, gid, after_kill)

    # the bot plays on; a restore is refused while it runs, and changes nothing
    await world.bot.start()
    await world.play(table, rng, moves=3)
    played_on = world.actions(gid)
    code, out, err = await _orrery(world, "restore", str(after_kill), "--db", str(db))
    assert code == 2 and err.strip().startswith(f"A bot is running on the database at {db}"), out + err
    assert world.actions(gid) == played_on and world.bot.alive

    # stopped, the backup goes back, and the bot plays on from it
    assert await world.bot.stop() == 0, world.bot.log_tail()
    code, out, err = await _orrery(world, "restore", str(after_kill), "--db", str(db))
    assert code == 0, out + err
    assert not Path(f"{db}-wal").exists() and not Path(f"{db}-shm").exists()
    assert _actions(db, gid) == finished
    await _replay_matches(world, gid, db)
    await world.bot.start()
    assert world.version(gid) == finished
    await world.play(table, rng, moves=2)
    assert world.actions(gid) == finished + 2


async def test_a_copy_put_over_the_running_bots_file_stops_it_and_is_kept(world: World, tmp_path) -> None:
    rng = random.Random(32)
    table = await world.open_table("alice", ["bob"])
    db = world.bot.db_path
    copy = tmp_path / "backup.sqlite3"
    code, out, err = await _orrery(world, "backup", str(copy), "--db", str(db))
    assert code == 0, out + err
    kept = _actions(copy, table.game_id)
    await world.play(table, rng, moves=3)

    shutil.copyfile(copy, db)  # `cp backup.sqlite3 orrery.sqlite3` over the running bot's file
    started = time.monotonic()
    # the next write finds the file is not the one it marked: one line, exit 1
    await world.command("alice", "orrery new", game=world.game, players=2)
    code = await asyncio.wait_for(world.bot.proc.wait(), 20)
    assert code == 1, world.bot.log_tail()
    assert time.monotonic() - started < 10
    log = world.bot.log_text().split("===== start")[-1]
    errors = [line for line in log.splitlines() if "ERROR" in line]
    assert len(errors) == 1 and "was overwritten with another copy while the bot was running" in errors[0], log
    assert "Traceback" not in log, log
    # the bot's log did not undo the copy, and cannot at the next start
    assert db.read_bytes() == copy.read_bytes()
    assert not Path(f"{db}-wal").exists() and Path(f"{db}-wal.stale").exists()
    await world.bot.start()
    assert world.actions(table.game_id) == kept

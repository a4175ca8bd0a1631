"""Backups of an SQLite database, taken while the bot runs, and putting one back.

A copy of the main file alone is not a backup: in WAL mode everything since the last
checkpoint is in ``FILE-wal`` (after a SIGKILL, possibly every table). ``backup`` reads the
database through SQLite (its online backup API), so the copy holds every committed
transaction, log included, as of one moment, while the bot goes on writing. ``restore`` puts
a copy back only while no bot runs on the database (``DatabaseLock``), and never leaves a
log beside a main file it does not belong to.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import aiosqlite

from db.store import (
    HEADER_SIZE,
    LOCK_WAIT_MS,
    DatabaseLock,
    StoreError,
    _check_ours,
    _check_path,
    _explain,
    _file_mode,
)

#: how long ``restore`` waits for a reader elsewhere (``orrery replay``, say) before it gives up
FOLD_TRIES = 20


@dataclass
class Copied:
    """What a backup or a restore copied."""

    tables: int
    moves: int
    size: int

    def summary(self) -> str:
        return f"{self.tables} tables, {self.moves} moves, {max(1, self.size // 1024)} KB"


async def backup(source: str, target: str) -> Copied:
    """Copies the database at ``source`` (a bot may be running on it) into the file ``target``,
    which appears whole or not at all. ``StoreError`` with one line when it cannot."""
    _check_path(Path(source), create=False)
    _check_target(source, target)
    conn = await _open_checked(source)
    try:
        return await _copy_into(conn, target)
    finally:
        await conn.close()


async def restore(copy: str, database: str) -> tuple[Copied, str | None]:
    """Puts the backup ``copy`` in place of the database at ``database``, refusing while a bot
    runs on it. Returns what was restored, and where the database it replaced was kept (None
    when there was none)."""
    _check_path(Path(copy), create=False)
    _check_path(Path(database), create=True)
    _check_target(copy, database)
    held = DatabaseLock(database).take()
    try:
        conn = await _open_checked(copy)
        staged = f"{database}.restoring"
        try:
            copied = await _copy_into(conn, staged)
        finally:
            await conn.close()
        try:
            kept = await _set_aside(database)
            os.replace(staged, database)
            _sync_folder(database)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(staged)
        return copied, kept
    finally:
        held.release()


def _check_target(source: str, target: str) -> None:
    mode = _file_mode(Path(target))
    if mode is not None and os.path.samefile(source, target):
        raise StoreError(f"{target} is the database itself.")
    if Path(target).is_dir():
        raise StoreError(f"{target} is a directory: name the file to write.")
    if not Path(target).parent.is_dir():
        raise StoreError(f"The folder does not exist: {Path(target).parent}")


async def _open_checked(path: str) -> aiosqlite.Connection:
    """A connection to Orrery's database at ``path``, refused (``StoreError``) when it is not
    one the bot would serve, or has no tables at all (then it holds nothing to copy)."""
    with open(path, "rb") as file:  # before SQLite opens it: closing it then drops no lock of SQLite's
        header = file.read(HEADER_SIZE)
    try:
        conn = await aiosqlite.connect(path, isolation_level=None)
    except sqlite3.Error as exc:
        raise StoreError(_explain(path, exc)) from None
    try:
        await conn.execute_fetchall(f"PRAGMA busy_timeout={LOCK_WAIT_MS}")
        await _check_ours(conn, path, header)
        tables = await conn.execute_fetchall("SELECT name FROM sqlite_master WHERE name = 'games'")
        if not tables:
            raise StoreError(f"The database at {path} has no tables: there is nothing in it to copy.")
    except BaseException as exc:
        await conn.close()
        if isinstance(exc, sqlite3.Error):
            raise StoreError(_explain(path, exc)) from None
        raise
    return conn


async def _copy_into(conn: aiosqlite.Connection, target: str) -> Copied:
    """Copies the database of ``conn`` (one read transaction: one moment of it) into
    ``target`` through a file beside it that is renamed into place once complete."""
    partial = f"{target}.partial"
    with contextlib.suppress(FileNotFoundError):
        os.unlink(partial)
    try:
        dest = await aiosqlite.connect(partial, isolation_level=None)
        try:
            await conn.backup(dest)
            # one file, standing alone: no log beside it, and not the running bot's mark
            # (a copy put over the bot's file must not pass for the file it watches)
            await dest.execute_fetchall("PRAGMA journal_mode=DELETE")
            await dest.execute_fetchall("PRAGMA user_version = 0")
            problems = [r[0] for r in await dest.execute_fetchall("PRAGMA quick_check(3)")]
            if problems != ["ok"]:
                raise StoreError(f"The copy at {target} did not check out ({' '.join(problems)[:160]}).")
            ((tables,),) = await dest.execute_fetchall("SELECT COUNT(*) FROM games")
            ((moves,),) = await dest.execute_fetchall("SELECT COUNT(*) FROM actions")
        finally:
            await dest.close()
        _sync(partial)
        os.replace(partial, target)
        _sync_folder(target)
    except sqlite3.Error as exc:
        raise StoreError(_explain(target, exc)) from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(partial)
    return Copied(tables, moves, os.path.getsize(target))


async def _set_aside(database: str) -> str | None:
    """Moves the database at ``database`` (main file and log) to ``….before-restore``. Its log
    is first folded into its main file, so no step of the move leaves a log with content
    beside a main file it does not belong to; a file SQLite cannot fold is moved as it is."""
    if not os.path.lexists(database):
        for side in ("-wal", "-shm"):  # a log left without its database belongs to nothing
            with contextlib.suppress(FileNotFoundError):
                os.unlink(database + side)
        return None
    kept = f"{database}.before-restore"
    for side in ("", "-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            os.unlink(kept + side)
    await _fold_log(database)
    for side in ("-wal", "-shm", ""):
        with contextlib.suppress(FileNotFoundError):
            os.replace(database + side, kept + side)
    return kept


async def _fold_log(database: str) -> None:
    """Folds the log of the database into its main file, waiting a little for a reader
    elsewhere; a file that is not a database SQLite can read is left as it is."""
    try:
        conn = await aiosqlite.connect(database, isolation_level=None)
    except sqlite3.Error:
        return
    try:
        await conn.execute_fetchall(f"PRAGMA busy_timeout={LOCK_WAIT_MS}")
        for _ in range(FOLD_TRIES):
            ((busy, logged, folded),) = await conn.execute_fetchall("PRAGMA wal_checkpoint(TRUNCATE)")
            if busy == 0 and logged == folded:
                return
            await asyncio.sleep(0.25)
        raise StoreError(f"The database at {database} is being read by another program: try again once it is done.")
    except sqlite3.Error:
        return  # damaged, or not SQLite: moved aside untouched
    finally:
        await conn.close()


def _sync(path: str) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _sync_folder(path: str) -> None:
    """Makes a rename in the folder of ``path`` survive a power cut."""
    fd = os.open(Path(path).parent, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)

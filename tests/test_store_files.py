"""Database files the bot cannot use, and one that vanishes under it.

``Store.open`` refuses each with one line naming the problem and leaves a file that is not ours
exactly as it was; ``orrery run`` and ``orrery replay`` (in real subprocesses, as a user would run
them) exit non-zero with that line, quickly, instead of hanging. A file deleted or replaced while
the store is open is noticed before the next write."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bot.play.service import Service, UserError
from db.store import APPLICATION_ID, DatabaseBusy, Store, StoreError, StoreGone
from games import registry

ROOT = Path(__file__).resolve().parents[1]


def _orrery_file(path: Path) -> None:
    """A healthy Orrery database with one table in it."""

    async def make() -> None:
        store = await Store.open(str(path))
        service = Service(store, engines=registry.get)
        game = await service.create("example", "u0", "Ann")
        await service.join(game.id, "u1", "Bob")
        await store.close()

    # from sync and async tests alike: its own event loop, in its own thread
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, make()).result()


def _foreign(path: Path) -> None:
    """Another application's database that happens to have a ``games`` table."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("CREATE TABLE games (title TEXT, price REAL)")
        db.execute("INSERT INTO games VALUES ('Chess', 9.5)")
        db.commit()


def _foreign_marked(path: Path) -> None:
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA application_id = 1234")
        db.execute("CREATE TABLE notes (body TEXT)")
        db.commit()


def _random(path: Path) -> None:
    path.write_bytes(os.urandom(8192))


def _corrupt(path: Path) -> None:
    _orrery_file(path)
    with contextlib.closing(sqlite3.connect(path)) as db:  # fold the WAL in, so the damage sticks
        db.execute("PRAGMA journal_mode=DELETE")
    data = bytearray(path.read_bytes())
    page = 4096
    data[2 * page : 5 * page] = b"\x0d\xff\xff\xff" * (3 * page // 4)  # b-tree pages 3-5: garbage
    path.write_bytes(bytes(data))


def _directory(path: Path) -> None:
    path.mkdir()


def _missing_folder(path: Path) -> Path:
    return path.parent / "no-such-folder" / path.name


def _changed(*statements: str) -> Callable[[Path], None]:
    """An Orrery database, then changed by hand with ``statements``."""

    def make(path: Path) -> None:
        _orrery_file(path)
        with contextlib.closing(sqlite3.connect(path)) as db:
            for statement in statements:
                db.execute(statement)
            db.commit()

    return make


def _foreign_our_names(path: Path) -> None:
    """Another application's database whose six tables happen to have Orrery's names."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        for name in ("schema_migrations", "games", "seats", "actions", "snapshots", "outbox"):
            db.execute(f"CREATE TABLE {name} (id INTEGER PRIMARY KEY, body TEXT)")
        db.execute("INSERT INTO games (body) VALUES ('Chess')")
        db.commit()


def _main_file_alone(path: Path) -> None:
    """The main file of a database whose every table is still in its log (copied alone, or
    its -wal deleted): what a SIGKILL before the first checkpoint leaves on disk."""
    source = path.parent / "live.sqlite3"
    db = sqlite3.connect(source, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA wal_autocheckpoint=0")
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
    shutil.copyfile(source, path)
    db.close()


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _dangling(path: Path) -> None:
    path.symlink_to(path.parent / "gone.sqlite3")


def _loop(path: Path) -> None:
    (path.parent / "other.sqlite3").symlink_to(path)
    path.symlink_to(path.parent / "other.sqlite3")


# name -> (make the file at path, what the one line must say)
DAMAGED: dict[str, tuple[Callable[[Path], object], str]] = {
    "missing folder": (lambda p: None, "folder for the database does not exist"),
    "directory": (_directory, "is a directory"),
    "corrupt": (_corrupt, "is damaged"),
    "random bytes": (_random, "not an SQLite database"),
    "foreign": (_foreign, "belongs to another application"),
    "foreign, marked": (_foreign_marked, "belongs to another application (application_id 1234)"),
    "foreign, our table names": (_foreign_our_names, "belongs to another application (it is missing columns"),
    "made by a newer Orrery": (
        _changed("INSERT INTO schema_migrations VALUES (99, 0)"),
        "was made by a newer Orrery (migration 99",
    ),
    "outbox dropped": (_changed("DROP TABLE outbox"), "is missing Orrery's table outbox"),
    "seats dropped": (_changed("DROP TABLE seats"), "is missing Orrery's table seats"),
    "a column dropped": (_changed("ALTER TABLE games DROP COLUMN locale"), "missing columns of Orrery's table games"),
    "main file without its log": (_main_file_alone, "its data was in"),
    "FIFO": (_fifo, "is a FIFO (named pipe), not a file"),
    "dangling symlink": (_dangling, "is a symbolic link to"),
    "symlink loop": (_loop, "is a symbolic link loop"),
}


def _target(name: str, tmp: Path) -> Path:
    path = tmp / "orrery.sqlite3"
    make, _ = DAMAGED[name]
    make(path)
    return _missing_folder(path) if name == "missing folder" else path


@pytest.mark.parametrize("name", list(DAMAGED))
async def test_a_database_the_bot_cannot_use_is_refused_with_one_line(tmp_path, name):
    path = _target(name, tmp_path)
    before = path.read_bytes() if path.is_file() else None
    files = sorted(os.listdir(tmp_path))
    with pytest.raises(StoreError) as err:
        await Store.open(str(path))
    message = str(err.value)
    assert DAMAGED[name][1] in message and "\n" not in message, message
    if before is not None:
        assert path.read_bytes() == before  # not a byte written to a file we refused
    assert sorted(os.listdir(tmp_path)) == files  # nor a file left beside it


async def test_a_foreign_database_is_left_byte_for_byte_unchanged(tmp_path):
    path = tmp_path / "theirs.sqlite3"
    _foreign(path)
    before = path.read_bytes()
    with pytest.raises(StoreError, match="another application"):
        await Store.open(str(path))
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["theirs.sqlite3"]  # no journal, no WAL left
    with contextlib.closing(sqlite3.connect(path)) as db:
        assert [r[0] for r in db.execute("SELECT name FROM sqlite_master")] == ["games"]


async def test_ours_is_marked_and_older_or_empty_files_are_adopted(tmp_path):
    new = tmp_path / "new.sqlite3"
    await (await Store.open(str(new))).close()
    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    await (await Store.open(str(empty))).close()
    older = tmp_path / "older.sqlite3"  # made by an Orrery from before the mark
    _orrery_file(older)
    with contextlib.closing(sqlite3.connect(older)) as db:
        db.execute("PRAGMA application_id = 0")
        db.commit()
    store = await Store.open(str(older))
    async with store.read() as db:
        assert (await db.execute_fetchall("SELECT COUNT(*) FROM seats"))[0][0] == 2  # its data kept
    await store.close()
    for path in (new, empty, older):
        with contextlib.closing(sqlite3.connect(path)) as db:
            assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


async def test_a_deleted_or_replaced_database_file_stops_the_next_write(tmp_path):
    for how in ("deleted", "replaced"):
        path = tmp_path / f"{how}.sqlite3"
        store = await Store.open(str(path))
        try:
            lost: list[StoreGone] = []
            store.on_lost = lost.append
            service = Service(store, engines=registry.get)
            game = await service.create("example", "u0", "Ann")
            if how == "deleted":
                path.unlink()
            else:
                _orrery_file(tmp_path / "other.sqlite3")
                other = (tmp_path / "other.sqlite3").read_bytes()
                os.replace(tmp_path / "other.sqlite3", path)
            async with store.read() as db:  # reading on is harmless
                assert (await db.execute_fetchall("SELECT COUNT(*) FROM games"))[0][0] == 1
            with pytest.raises(StoreGone, match=f"was {how}"):
                async with store.transaction() as db:
                    await db.execute("UPDATE games SET host_id = 'x'")
            assert len(lost) == 1
            with pytest.raises((StoreGone, UserError)):  # the service's writes are refused too
                await service.join(game.id, "u1", "Bob")
            assert len(lost) == 2
        finally:
            await store.close()
        if how == "replaced":  # the file now at the path was never written to by the old store
            assert path.read_bytes() == other
            with contextlib.closing(sqlite3.connect(path)) as db:
                assert db.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 2


# --- the command-line tools, as a user runs them --------------------------------------------------


@contextlib.contextmanager
def _shared_folder() -> Iterator[Path]:
    """A folder another user can enter (pytest's own temporary folders are private to us)."""
    folder = Path(tempfile.mkdtemp(prefix="orrery-db-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _orrery(args: list[str], db: Path, prefix: tuple[str, ...] = ()) -> tuple[subprocess.CompletedProcess, float]:
    env = dict(os.environ)
    env.update(
        ORRERY_DB=str(db),
        DISCORD_TOKEN="test-not-a-real-token",
        ORRERY_DISCORD_API="http://127.0.0.1:9/api/v10",  # nothing listens there: never the real Discord
        ORRERY_DISCORD_GATEWAY="ws://127.0.0.1:9/gateway",
        PYTHONPATH=str(ROOT),
    )
    started = time.monotonic()
    done = subprocess.run(
        [*prefix, sys.executable, "-m", "bot.cli", *args], env=env, cwd=ROOT, capture_output=True, text=True, timeout=30
    )
    return done, time.monotonic() - started


def _assert_refused(done: subprocess.CompletedProcess, took: float, says: str) -> None:
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2, done
    assert took < 10, f"took {took:.1f} s"
    assert len(lines) == 1 and says in lines[0] and "Traceback" not in done.stderr, done.stderr


@pytest.mark.parametrize("command", [["run"], ["replay", "1"]])
@pytest.mark.parametrize("name", list(DAMAGED))
def test_run_and_replay_refuse_a_damaged_database_at_once(tmp_path, name, command):
    path = _target(name, tmp_path)
    before = path.read_bytes() if path.is_file() else None
    args = command + (["--db", str(path)] if command[0] == "replay" else [])
    done, took = _orrery(args, path)
    _assert_refused(done, took, DAMAGED[name][1])
    if before is not None:
        assert path.read_bytes() == before


@pytest.mark.parametrize("command", [["run"], ["replay", "1"]])
def test_run_and_replay_refuse_a_locked_database_after_a_short_wait(tmp_path, command):
    path = tmp_path / "orrery.sqlite3"
    _orrery_file(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another process writing, and not letting go
    try:
        args = command + (["--db", str(path)] if command[0] == "replay" else [])
        done, took = _orrery(args, path)
    finally:
        holder.rollback()
        holder.close()
    _assert_refused(done, took, "locked by another process")


@pytest.mark.parametrize("command", [["run"], ["replay", "1"]])
@pytest.mark.parametrize("what", ["file", "folder"])
def test_run_and_replay_refuse_a_read_only_database(command, what):
    # root may write anywhere: the tools then run as the unprivileged user "nobody"
    as_other: tuple[str, ...] = ()
    if os.geteuid() == 0:
        if not shutil.which("setpriv"):
            pytest.skip("running as root without setpriv: cannot make a file read-only for the bot")
        as_other = ("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups")
    with _shared_folder() as folder:
        path = folder / "orrery.sqlite3"
        _orrery_file(path)
        with contextlib.closing(sqlite3.connect(path)) as db:
            db.execute("PRAGMA journal_mode=DELETE")  # no WAL files left beside it
        if as_other:  # they own the folder (a read-only file) or the file (in a read-only folder)
            os.chown(folder if what == "file" else path, 65534, 65534)
        path.chmod(0o444 if what == "file" else 0o644)
        if what == "folder":
            folder.chmod(0o555)
        before = path.read_bytes()
        args = command + (["--db", str(path)] if command[0] == "replay" else [])
        done, took = _orrery(args, path, as_other)
        folder.chmod(0o755)
        assert path.read_bytes() == before
    _assert_refused(done, took, "read-only")


# --- the running bot's file: held, and watched for a rewrite ---------------------------------------


async def _bot_store(path: Path) -> tuple[Store, list[StoreGone]]:
    """The store as the bot opens it (holding the file), with one table written."""
    store = await Store.open(str(path), hold=True)
    lost: list[StoreGone] = []
    store.on_lost = lost.append
    await Service(store, engines=registry.get).create("example", "u0", "Ann")
    return store, lost


@pytest.mark.parametrize("how", ["a backup copied over it", "emptied"])
async def test_a_database_rewritten_in_place_stops_the_next_write_and_its_log_stays_out(tmp_path, how):
    path = tmp_path / "orrery.sqlite3"
    store, lost = await _bot_store(path)
    inode = path.stat().st_ino
    if how == "emptied":
        os.truncate(path, 0)
        expected = b""
    else:  # `cp backup orrery.sqlite3`: the same inode, another database's bytes
        _orrery_file(tmp_path / "backup.sqlite3")
        expected = (tmp_path / "backup.sqlite3").read_bytes()
        shutil.copyfile(tmp_path / "backup.sqlite3", path)
    assert path.stat().st_ino == inode
    try:
        with pytest.raises(StoreGone, match="emptied" if how == "emptied" else "overwritten with another copy"):
            async with store.transaction() as db:
                await db.execute("UPDATE games SET host_id = 'x'")
        assert len(lost) == 1 and "\n" not in str(lost[0])
    finally:
        await store.close()
    assert len(lost) == 1  # said once
    # the bot's log was not folded into what is there now, and cannot be replayed into it later
    assert path.read_bytes() == expected
    assert not (tmp_path / "orrery.sqlite3-wal").exists()
    assert (tmp_path / "orrery.sqlite3-wal.stale").exists()
    if how != "emptied":
        restored = await Store.open(str(path), create=False)
        async with restored.read() as db:
            assert (await db.execute_fetchall("SELECT COUNT(*) FROM seats"))[0][0] == 2  # the backup's table
        await restored.close()


async def test_a_rewrite_between_writes_is_not_folded_in_when_the_bot_stops(tmp_path):
    """SIGTERM before the next write: the stop itself must not fold the log into the new file."""
    path = tmp_path / "orrery.sqlite3"
    store, lost = await _bot_store(path)
    _orrery_file(tmp_path / "backup.sqlite3")
    expected = (tmp_path / "backup.sqlite3").read_bytes()
    shutil.copyfile(tmp_path / "backup.sqlite3", path)
    await store.close()
    assert len(lost) == 1 and "overwritten" in str(lost[0])
    assert path.read_bytes() == expected


async def test_the_bot_holds_its_database_and_lets_go_when_it_stops(tmp_path):
    path = tmp_path / "orrery.sqlite3"
    store, lost = await _bot_store(path)
    try:
        with pytest.raises(DatabaseBusy) as busy:
            await Store.open(str(path), hold=True)
        assert str(busy.value) == f"A bot is running on the database at {path} (process {os.getpid()}): stop it first."
        # the tools that only read and write through SQLite still may
        other = await Store.open(str(path), create=False)
        await other.close()
        async with store.transaction() as db:  # and the bot's own writes go on unhindered
            await db.execute("UPDATE games SET host_id = 'x'")
    finally:
        await store.close()
    assert not lost
    assert not (tmp_path / "orrery.sqlite3.lock").exists()
    again = await Store.open(str(path), hold=True)
    await again.close()


def test_a_forked_worker_does_not_keep_the_bots_lock(tmp_path):
    """The AI and picture workers are forked from the bot: a worker still alive for a moment
    after its bot was killed must not hold the lock (``orrery restore`` would be refused)."""
    from db.store import DatabaseLock

    path = str(tmp_path / "orrery.sqlite3")
    lock = DatabaseLock(path).take()
    started, running = os.pipe()
    child = os.fork()
    if child == 0:  # the worker: alive while the bot dies
        os.write(running, b"x")
        time.sleep(3)
        os._exit(0)
    try:
        assert os.read(started, 1) == b"x"
        os.close(lock._fd)  # the bot killed: its descriptor closed by the kernel, the file left behind
        assert os.path.exists(f"{path}.lock")
        again = DatabaseLock(path).take()
        again.release()
    finally:
        os.kill(child, 9)
        os.waitpid(child, 0)
        os.close(started)
        os.close(running)


def test_a_second_bot_on_a_held_database_is_refused_with_one_line(tmp_path):
    from db.store import DatabaseLock

    path = tmp_path / "orrery.sqlite3"
    _orrery_file(path)
    before = path.read_bytes()
    held = DatabaseLock(str(path)).take()  # the first bot, running
    try:
        done, took = _orrery(["run"], path)
    finally:
        held.release()
    _assert_refused(done, took, f"A bot is running on the database at {path} (process {os.getpid()}): stop it first.")
    assert path.read_bytes() == before

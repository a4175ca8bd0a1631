"""The store: one aiosqlite connection in WAL mode (or, for a ``postgresql://`` URL, a small
pool of asyncpg connections: ``db.postgres``), numbered migrations at start, and transactions
that are all-or-nothing.

A move is written as one transaction: the action, the snapshot, the version + 1 (only if the
version is still the one read) and the messages it owes in the outbox.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import errno
import fcntl
import functools
import importlib.util
import json
import os
import re
import secrets
import sqlite3
import stat
import time
from collections.abc import AsyncIterator, Callable, Generator, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import aiosqlite
import orjson

MIGRATIONS = Path(__file__).parent / "migrations"


class StoreError(Exception):
    """The database cannot be used (missing, locked, damaged, or not ours)."""


class StoreGone(StoreError):
    """The database file was deleted or replaced under the running bot: writing on would go to
    a file nobody will ever open again. ``in_place``: the file is still there but its content
    was rewritten (a copy put over it, or emptied), so the bot's write-ahead log no longer
    belongs to it."""

    def __init__(self, message: str, in_place: bool = False) -> None:
        super().__init__(message)
        self.in_place = in_place


class DatabaseBusy(StoreError):
    """A bot is running on the database (it holds the lock file beside it)."""


#: Orrery's mark in the SQLite header (``PRAGMA application_id``), "Orry" in ASCII: a file
#: with tables but without it belongs to someone else and is never written to.
APPLICATION_ID = 0x4F727279
#: the tables an Orrery database made before the mark existed always has
_OUR_TABLES = frozenset({"schema_migrations", "games", "seats", "actions", "snapshots", "outbox"})
LOCK_WAIT_MS = 3000
#: the first bytes of every SQLite file, and where the header keeps the marks we watch
SQLITE_MAGIC = b"SQLite format 3\x00"
HEADER_SIZE = 100
#: bytes 60-71 of the header: user_version (this run's mark, set by the bot at start) and
#: application_id; nothing writes them while the bot runs, so a change means another file
_MARKS = slice(60, 72)


class VersionConflict(Exception):
    """The game moved on between reading and writing."""


#: what in a name Discord would read as more than text: an "@" starting a mention (@everyone,
#: @here, <@user>, <@!user>, <@&role>), a masked link's "](", a link's "://"
_ACTIVE = re.compile(r"@(?=everyone|here|[!&]?\d)|\](?=\()|:(?=//)")


def safe_name(name: str) -> str:
    """A member's name as Orrery keeps and repeats it: a zero-width space after each "@" that
    would start a mention and inside each link, so a member called "@everyone", "<@&123>" or
    "[prize](https://…)" is shown by that name (it looks the same, in messages and pictures)
    and mentions nobody and links nowhere. Names written before this rule are made safe as
    they are read."""
    return _ACTIVE.sub(lambda found: found.group(0) + "\u200b", name)


@dataclass
class Seat:
    seat: int
    user_id: str
    name: str
    kind: str = "human"
    ai_level: str | None = None
    resigned: bool = False
    away: bool = False
    private_hash: str | None = None
    dm_notice: bool = False

    def __post_init__(self) -> None:
        self.name = safe_name(self.name)

    @property
    def machine(self) -> bool:
        """Played by the computer: an AI seat, a resigned seat, or an absent player's."""
        return self.kind == "ai" or self.resigned or self.away


@dataclass
class GameRecord:
    id: int
    game: str
    status: str
    options: dict[str, str]
    seed: int
    max_seats: int | None
    host_id: str
    guild_id: str | None
    channel_id: str | None
    thread_id: str | None
    lobby_message_id: str | None
    version: int
    turn_hours: float
    on_timeout: str
    result: dict[str, Any] | None
    waiting: dict[str, dict[str, Any]]
    created_at: float
    updated_at: float
    #: hours a reactive decision waits for its answer before the safe default is played
    react_hours: float = 3.0
    #: the language of the table's thread and public pictures
    locale: str = "en"
    seats: list[Seat] = field(default_factory=list)

    def seat_of(self, user_id: str) -> Seat | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s
        return None

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]


_GAME_COLUMNS = (
    "id, game, status, options, seed, max_seats, host_id, guild_id, channel_id, thread_id, lobby_message_id, "
    "version, turn_hours, on_timeout, result, waiting, created_at, updated_at, react_hours, locale"
)


def _game_from_row(row: tuple) -> GameRecord:
    values = list(row)
    values[3] = orjson.loads(values[3])
    values[14] = orjson.loads(values[14]) if values[14] else None
    values[15] = orjson.loads(values[15])
    return GameRecord(*values)


def dumps(value: Any) -> str:
    """``value`` as the JSON text the store keeps (outbox payloads, a table's waiting): orjson,
    several times faster than ``json`` on a board's payload, whose view is most of a move's
    text; compact, and UTF-8 where ``json`` would escape. Any JSON reader (and PostgreSQL's
    ``::json``) reads both. A value orjson refuses (an integer past 64 bits) goes through ``json``."""
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:  # orjson.JSONEncodeError is one
        return json.dumps(value)


class _Connection(aiosqlite.Connection):
    """aiosqlite's connection, whose transactions cost two fewer trips to its thread (each
    some 40-90 µs, more than most statements): ``BEGIN IMMEDIATE`` is sent with the first
    statement of the transaction, and the plans put off to its end (``at_commit``) with the
    ``COMMIT``. What a transaction does, and when it holds the write lock, is unchanged: nothing
    reaches the database between the BEGIN and that first statement."""

    def __init__(self, connector: Callable[[], sqlite3.Connection], path: str) -> None:
        super().__init__(connector, 64)
        self.path = path
        #: a transaction was asked for, and its BEGIN waits for its first statement
        self.begin_pending = False
        #: plans the transaction runs with its COMMIT (``run_at_commit``)
        self.at_commit: list[Plan] = []

    async def _execute(self, fn, *args, **kwargs):
        if not self.begin_pending:
            return await super()._execute(fn, *args, **kwargs)
        self.begin_pending = False
        try:
            return await super()._execute(_begun, self._conn, functools.partial(fn, *args, **kwargs))
        except _NotBegun as failed:
            raise StoreError(_explain(self.path, failed.error)) from None


class _NotBegun(Exception):
    def __init__(self, error: sqlite3.Error) -> None:
        self.error = error


def _begun(conn: sqlite3.Connection, then: Callable[[], Any]) -> Any:
    """``then`` as the first statement of a transaction, begun here (in the connection's thread)."""
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        raise _NotBegun(exc) from None
    return then()


def _roll_back_if_open(conn: sqlite3.Connection) -> None:
    if conn.in_transaction:
        conn.execute("ROLLBACK")


def _commit_after(conn: sqlite3.Connection, plans: list[Plan]) -> None:
    """The plans put off to the end of a transaction, then its COMMIT, in one trip."""
    for plan in plans:
        _run_here(conn, plan)
    conn.execute("COMMIT")


class Store:
    """The database. All access goes through ``read()`` or ``transaction()``, which serialise
    use of the single connection so one coroutine's transaction never interleaves another's."""

    #: whether other processes may share the database (then work is claimed: ``claim``)
    shared = False

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self.conn = conn
        self.path = path
        # who uses the connection next: first come first served, unless ``queue_by`` says otherwise
        self._lock: contextlib.AbstractAsyncContextManager = asyncio.Lock()
        self._identity = _identity(path)
        #: called once with the error when the file is found deleted or replaced
        self.on_lost: Callable[[StoreGone], None] | None = None
        #: the database file, kept open to read its header: closing any descriptor of the file
        #: would drop the locks SQLite holds on it in this process, so it stays open until the end
        self._watch: int | None = None
        #: whether the header is checked before writes (once the file surely has one)
        self._watching = False
        #: the header's marks as the bot left them at start (None: not watched)
        self._marks: bytes | None = None
        self._held: DatabaseLock | None = None
        self._reported = False

    @classmethod
    async def open(cls, path: str, create: bool = True, hold: bool = False) -> Store:
        """Opens (or creates) Orrery's database; ``StoreError`` with one line naming the problem
        when it cannot be used. A file that is not ours is only read, never written. A
        ``postgresql://`` URL opens the PostgreSQL store instead (``db.postgres``).

        ``hold``: the running bot's store. It holds the lock beside the file (``DatabaseLock``:
        a second bot, or ``orrery restore``, is refused while it runs) and marks the file's
        header for this run, so a file rewritten under it is noticed (``check_file``)."""
        if path.startswith(("postgresql://", "postgres://")):
            backend = BACKENDS.get("postgresql")
            if backend is None:
                raise StoreError("PostgreSQL databases need the PostgreSQL backend (db.postgres, asyncpg).")
            return await backend.open(path, create)
        on_disk = path != ":memory:" and not path.startswith("file:")
        if on_disk:
            _check_path(Path(path), create)
        held = DatabaseLock(path).take() if hold and on_disk else None
        try:
            conn = await _Connection(functools.partial(sqlite3.connect, path, isolation_level=None), path)
        except sqlite3.Error as exc:
            if held:
                held.release()
            raise StoreError(_explain(path, exc)) from None
        store = cls(conn, path)
        store._held = held
        try:
            if on_disk:
                store._watch = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
            await conn.execute_fetchall(f"PRAGMA busy_timeout={LOCK_WAIT_MS}")
            await _check_ours(conn, path, store._header())
            await conn.execute_fetchall("PRAGMA synchronous=NORMAL")
            await conn.execute_fetchall("PRAGMA foreign_keys=ON")
            # a new file gets its tables before it turns to WAL: its main file is never one
            # without tables whose data sits in a log beside it (and a statement left unfinished
            # would hold the switch back: each is read to its end)
            await store.migrate()
            await conn.execute_fetchall("PRAGMA journal_mode=WAL")
            if held:
                await store._mark_run()
            store._watching = store._watch is not None
        except BaseException as exc:
            # the connection's thread is not a daemon: left open, it keeps the process alive
            await store._shut(checkpoint=False)  # SQLite folds nothing: a refused file was never written
            if isinstance(exc, sqlite3.Error):
                raise StoreError(_explain(path, exc)) from None
            raise
        return store

    async def _mark_run(self) -> None:
        """Writes this run's mark into the header and folds the log into the file, so the main
        file's header is final: from now on only another file changes those bytes. When a
        reader elsewhere keeps the log from being folded in, the marks are not watched."""
        mark = secrets.randbelow(2**31 - 1) + 1
        await self.conn.execute_fetchall(f"PRAGMA user_version = {mark}")
        # PASSIVE: start-up never waits for a reader elsewhere (then the marks are not watched)
        ((busy, logged, folded),) = await self.conn.execute_fetchall("PRAGMA wal_checkpoint(PASSIVE)")
        header = self._header()
        folded_all = busy == 0 and logged == folded and header is not None and len(header) == HEADER_SIZE
        if folded_all and int.from_bytes(header[60:64], "big") == mark:
            self._marks = header[_MARKS]

    def _header(self) -> bytes | None:
        """The first 100 bytes of the database file as they are on disk (not through SQLite,
        which would show pages still in the log)."""
        if self._watch is None:
            return None
        return os.pread(self._watch, HEADER_SIZE, 0)

    def queue_by(self, gate: contextlib.AbstractAsyncContextManager) -> None:
        """Lets the coroutines waiting for the connection in by ``gate`` (one at a time, in an
        order of its choosing) rather than first come first served: the bot lets a move's reads
        and writes go before those of the DMs queued beside it (``bot.outbox.urgency``). Call it before
        the store is used."""
        self._lock = gate

    async def close(self) -> None:
        """Closes the connection once no read or transaction is under way. Everything is first
        folded from the WAL into the database file, so the file alone is complete (a copy of it
        is a backup) even while a forgotten cursor delays SQLite's own final checkpoint.

        Unless the file was rewritten under us: then the log is not folded into what is there
        now (that would undo a restore), and it is set aside beside it as ``…-wal.stale``."""
        async with self._lock:
            lost = self._lost()
            if lost is not None and not self._reported:
                self._report(lost)
            in_place = lost is not None and lost.in_place
            await self._shut(checkpoint=not in_place, keep_log=in_place)
            if in_place:
                _set_aside_log(self.path)

    async def _shut(self, checkpoint: bool, keep_log: bool = False) -> None:
        """Closes the connection, the watched file and the lock. ``checkpoint``: fold the log in
        first; ``keep_log``: SQLite may not fold it in either, as it would when closing."""
        if checkpoint:
            with contextlib.suppress(sqlite3.Error, ValueError):
                await self.conn.execute_fetchall("PRAGMA wal_checkpoint(TRUNCATE)")
        if keep_log:
            with contextlib.suppress(sqlite3.Error, ValueError, AttributeError):
                await self.conn._execute(_no_checkpoint_on_close, self.conn._conn)
        await self.conn.close()
        if self._watch is not None:
            os.close(self._watch)
            self._watch = None
        if self._held is not None:
            self._held.release()
            self._held = None

    def check_file(self) -> None:
        """Raises ``StoreGone`` when the path no longer names the file we opened (deleted, or
        replaced by another file), or when that file was emptied or rewritten in place; costs
        one stat() and one read of 100 bytes."""
        lost = self._lost()
        if lost is not None:
            self._report(lost)
            raise lost

    def _report(self, lost: StoreGone) -> None:
        if self.on_lost is not None:
            self.on_lost(lost)
        self._reported = True

    def _lost(self) -> StoreGone | None:
        if self._identity is None:
            return None
        now = _identity(self.path)
        if now != self._identity:
            what = "deleted" if now is None else "replaced by another file"
            return StoreGone(f"The database file {self.path} was {what} while the bot was running; stopping.")
        header = self._header() if self._watching else None
        if header is None:
            return None
        if not header.startswith(SQLITE_MAGIC) or len(header) < HEADER_SIZE:
            what = "emptied" if not header.strip(b"\x00") else "overwritten with something that is not a database"
        elif self._marks is not None and header[_MARKS] != self._marks:
            what = "overwritten with another copy"
        else:
            return None
        return StoreGone(
            f"The database file {self.path} was {what} while the bot was running; stopping without writing to it.",
            in_place=True,
        )

    async def migrate(self) -> list[int]:
        """Apply the numbered migrations not yet applied; returns their numbers."""
        applied: list[int] = []
        async with self.transaction() as db:
            await db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            await db.execute("CREATE TABLE IF NOT EXISTS schema_migrations (number INTEGER PRIMARY KEY, at REAL)")
            done = {r[0] for r in await db.execute_fetchall("SELECT number FROM schema_migrations")}
            for number, file in migration_files("sqlite"):
                if number in done:
                    continue
                if file.suffix == ".py":
                    await run_data_migration(db, file)
                else:
                    for statement in _statements(file.read_text()):
                        await db.execute(statement)
                await db.execute("INSERT INTO schema_migrations VALUES (?, ?)", (number, time.time()))
                applied.append(number)
        return applied

    # --- claims, for several processes on one database (only ``db.postgres`` has them) ----
    async def claim(self, keys: Iterable[str], owner: str, seconds: float) -> dict[str, str]:
        """Claims the leases on ``keys`` that are free, expired, or ``owner``'s already, for
        ``seconds``; returns {key: its previous owner} of those ``owner`` now holds ('' when it
        was free). One process on a file needs no claims: it holds everything."""
        return {key: owner for key in keys}

    async def release(self, key: str, owner: str) -> bool:
        """Gives a lease up, unless another process asked its holder to look again (then that
        request is cleared and False returned: the holder looks again and keeps the lease)."""
        return True

    async def ask_again(self, key: str, owner: str) -> bool:
        """Asks the other process holding ``key`` to look again before it releases it; False
        when nobody else holds it (the caller may claim it itself)."""
        return False

    @asynccontextmanager
    async def read(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            yield self.conn

    @asynccontextmanager
    async def transaction(self, table: int | None = None) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE … COMMIT, or ROLLBACK if the block raises. Refuses to start when the
        database file has vanished or been replaced (``StoreGone``).

        ``table``: the transaction writes only rows of that table (its game, seats, actions,
        snapshot, outbox rows, standing orders), and shared rows only behind ``guard_shared``.
        On PostgreSQL two tables' transactions then commit side by side (``db.postgres``);
        without it a transaction excludes every other. SQLite's writers always take turns,
        so here it changes nothing."""
        async with self._lock:
            self.check_file()
            conn = self.conn
            conn.at_commit = []
            conn.begin_pending = True  # begun with the block's first statement (``_Connection``)
            try:
                yield conn
            except BaseException:
                await self._undo()
                raise
            try:
                await self._commit()
            except BaseException:
                # a COMMIT refused (a full disk: SQLITE_FULL) may leave the transaction open,
                # and every later BEGIN would fail with it: it is ended here, undone; so is
                # one whose last writes were refused (a version moved on)
                await self._undo()
                raise

    async def _commit(self) -> None:
        conn = self.conn
        plans, conn.at_commit = conn.at_commit, []
        if plans:  # begun here too, when the block itself sent nothing
            await conn._execute(_commit_after, conn._conn, plans)
        elif conn.begin_pending:
            conn.begin_pending = False  # the block sent nothing: there is nothing to commit
        else:
            await conn.execute("COMMIT")

    async def _undo(self) -> None:
        """Ends the transaction, undone, if it was begun. Whether it was is asked in the
        connection's thread, after whatever was sent before: a block cancelled during its first
        trip has the BEGIN still to come there."""
        conn = self.conn
        sent = not conn.begin_pending
        conn.begin_pending, conn.at_commit = False, []
        if sent:
            with contextlib.suppress(sqlite3.Error):
                await conn._execute(_roll_back_if_open, conn._conn)


#: the other backends, by URL scheme: ``db.postgres`` adds itself (imported by the ``db`` package),
#: so this module depends on none of them
BACKENDS: dict[str, type[Store]] = {}


def migration_files(dialect: str) -> list[tuple[int, Path]]:
    """The numbered migrations in order, for ``dialect`` ("sqlite" or "postgresql"). Each is
    written once; where one dialect needs other statements, ``NNNN_name.<dialect>.sql`` stands
    beside it and replaces it for that dialect. A data migration that SQL cannot say is a
    Python file, ``NNNN_name.py``, for both (``run_data_migration``)."""
    chosen: dict[int, Path] = {}
    for file in sorted([*MIGRATIONS.glob("*.sql"), *MIGRATIONS.glob("*.py")]):
        number = int(file.name.split("_", 1)[0])
        parts = file.name.split(".")
        if len(parts) == 2:
            chosen.setdefault(number, file)
        elif parts[-2] == dialect:
            chosen[number] = file
    return sorted(chosen.items())


def data_migration(file: Path) -> ModuleType:
    """The module of a Python migration (its name starts with its number, so it is loaded from
    its file rather than imported)."""
    spec = importlib.util.spec_from_file_location(f"orrery_migration_{file.stem}", file)
    if spec is None or spec.loader is None:
        raise StoreError(f"migration {file.name} cannot be loaded")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


async def run_data_migration(db: Any, file: Path) -> None:
    """Runs a Python migration's ``migrate(db)`` inside the transaction that records it as
    applied: its rows are rewritten with the version's bump or not at all. It speaks to the
    connection as the query functions do (SQLite's dialect), so one file serves both backends."""
    await data_migration(file).migrate(db)


async def guard_shared(db: Any, rows: str) -> None:
    """Call before reading rows that tables share (``rows``: "ratings") in order to write them,
    inside a table's transaction: it then waits for the other tables' transactions doing the
    same, so no update of those rows is lost. Elsewhere it costs nothing (SQLite's writers
    take turns anyway, and a PostgreSQL transaction given no table excludes every other)."""
    guard = getattr(db, "guard_shared", None)
    if guard is not None:
        await guard(rows)


def dialect(db: Any) -> str:
    """The SQL dialect a connection speaks: "sqlite" or "postgresql"."""
    return getattr(db, "dialect", "sqlite")


def _identity(path: str) -> tuple[int, int] | None:
    """(device, inode) of the file at ``path``; None for a memory database or no file."""
    if path == ":memory:" or path.startswith("file:"):
        return None
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return (st.st_dev, st.st_ino)


#: what ``os.stat`` says a path is, for the ones a database cannot be
_NOT_FILES = {
    stat.S_IFIFO: "a FIFO (named pipe)",
    stat.S_IFSOCK: "a socket",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
}


def _check_path(file: Path, create: bool) -> None:
    mode = _file_mode(file)
    if mode is not None and stat.S_ISDIR(mode):
        raise StoreError(f"The database path {file} is a directory, not a file.")
    if mode is not None and not stat.S_ISREG(mode):
        kind = _NOT_FILES.get(stat.S_IFMT(mode), "not a regular file")
        raise StoreError(f"The database path {file} is {kind}, not a file.")
    if not file.parent.is_dir():
        raise StoreError(f"The folder for the database does not exist: {file.parent}")
    if mode is None:
        if not create:
            raise StoreError(f"There is no database at {file}.")
        if not os.access(file.parent, os.W_OK):
            raise StoreError(f"Cannot create the database at {file}: its folder is read-only.")
        return
    if not os.access(file, os.R_OK):
        raise StoreError(f"The database at {file} cannot be read (permission denied).")
    if not os.access(file, os.W_OK) or not os.access(file.parent, os.W_OK):
        # SQLite would open it read-only without a word, and every write would fail later
        where = "file" if not os.access(file, os.W_OK) else "folder (SQLite needs to write its journal there)"
        raise StoreError(f"The database at {file} is read-only: its {where} is not writable.")


def _file_mode(file: Path) -> int | None:
    """What ``file`` is (its ``st_mode``, through symbolic links), None when nothing is there.
    A symbolic link that leads nowhere is refused rather than followed: SQLite would create
    the database wherever it points."""
    try:
        return os.stat(file).st_mode
    except FileNotFoundError:
        pass
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise StoreError(f"The database path {file} is a symbolic link loop.") from None
        raise StoreError(f"The database path {file} cannot be used: {exc.strerror}.") from None
    if os.path.islink(file):
        raise StoreError(f"The database path {file} is a symbolic link to {os.readlink(file)}, which does not exist.")
    return None


async def _check_ours(conn: aiosqlite.Connection, path: str, header: bytes | None = None) -> None:
    """Reads, never writes: refuses a file that another application made, one that is
    damaged, one a newer Orrery made, and one that lacks tables or columns its migrations
    made. Ours is marked; an empty file, or one an older Orrery made before the mark, is
    adopted (marked by the migration that follows). ``header``: the file's first bytes as on
    disk, if known."""
    ((app_id,),) = await conn.execute_fetchall("PRAGMA application_id")
    columns = await _columns(conn)
    ours = app_id == APPLICATION_ID
    if not ours and app_id != 0:
        raise StoreError(f"The database at {path} belongs to another application (application_id {app_id}).")
    if not columns:
        if header is not None and len(header) == HEADER_SIZE and header[18:20] == b"\x02\x02":
            # a file in WAL mode without a single table: what it held was in its log
            raise StoreError(
                f"The database at {path} has no tables but is in WAL mode: its data was in {path}-wal, "
                "which is missing (a main file copied or kept without its -wal file)."
            )
        return
    if not ours and not _OUR_TABLES.issubset(columns):
        shown = ", ".join(sorted(columns)[:5])
        raise StoreError(f"The database at {path} belongs to another application (its tables: {shown}).")
    problems = [r[0] for r in await conn.execute_fetchall("PRAGMA quick_check(3)")]
    if problems != ["ok"]:
        found = " ".join(" ".join(problems).replace("*** in database main ***", "").split())
        raise StoreError(f"The database at {path} is damaged ({found[:160]}).")
    applied = await _applied(conn) if "number" in columns.get("schema_migrations", ()) else set()
    problem = schema_problem(applied, columns)
    if problem is None:
        return
    if not ours:  # our table names without our columns or migrations: another application's
        raise StoreError(f"The database at {path} belongs to another application (it {problem}).")
    raise StoreError(f"The database at {path} cannot be served: it {problem}.")


async def _columns(conn: aiosqlite.Connection) -> dict[str, set[str]]:
    """{table: its column names} of the file's own tables."""
    names = [
        r[0]
        for r in await conn.execute_fetchall(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
        )
    ]
    found: dict[str, set[str]] = {}
    for name in names:
        quoted = name.replace('"', '""')
        found[name] = {r[1] for r in await conn.execute_fetchall(f'PRAGMA table_info("{quoted}")')}
    return found


async def _applied(conn: aiosqlite.Connection) -> set[int]:
    rows = await conn.execute_fetchall("SELECT number FROM schema_migrations")
    return {r[0] for r in rows if isinstance(r[0], int)}


def schema_problem(applied: set[int], columns: dict[str, set[str]]) -> str | None:
    """What keeps a database with migrations ``applied`` and tables ``columns`` ({table:
    column names}) from being served, as the end of a sentence; None when nothing does. A
    migration this Orrery does not know means a newer one made the file; a table or column
    the applied migrations made and the file lacks means it was changed outside Orrery."""
    known = {number for number, _ in migration_files("sqlite")}
    if unknown := sorted(applied - known):
        return (
            f"was made by a newer Orrery (migration {unknown[-1]}; this one knows up to {max(known)}): "
            "upgrade Orrery first"
        )
    expected = expected_schema(frozenset(applied))
    if missing := sorted(set(expected) - set(columns)):
        return f"is missing Orrery's {'table' if len(missing) == 1 else 'tables'} {', '.join(missing)}"
    for table, wanted in sorted(expected.items()):
        if lacking := sorted(wanted - columns[table]):
            return f"is missing columns of Orrery's table {table}: {', '.join(lacking)}"
    return None


@functools.lru_cache(maxsize=8)
def expected_schema(applied: frozenset[int]) -> dict[str, frozenset[str]]:
    """{table: column names} that migrations ``applied`` make, found by applying them to an
    empty database in memory (so the migrations stay the one description of the schema)."""
    with contextlib.closing(sqlite3.connect(":memory:")) as ref:
        ref.execute("CREATE TABLE schema_migrations (number INTEGER PRIMARY KEY, at REAL)")
        for number, file in migration_files("sqlite"):
            if number in applied and file.suffix == ".sql":  # a Python migration changes rows only
                for statement in _statements(file.read_text()):
                    ref.execute(statement)
        names = [r[0] for r in ref.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {name: frozenset(r[1] for r in ref.execute(f'PRAGMA table_info("{name}")')) for name in names}


class DatabaseLock:
    """The lock a running bot holds on ``FILE.lock`` beside its database file (``flock``, so
    the kernel lets it go when the process ends, however it ends). ``orrery restore`` takes
    it too: neither ever works on a file the other is using."""

    def __init__(self, path: str) -> None:
        self.path = path
        # beside the file itself: a symbolic link and its target name one database (as for
        # SQLite's own -wal and -shm files)
        self.file = f"{os.path.realpath(path)}.lock"
        self._fd: int | None = None

    def take(self) -> DatabaseLock:
        """Takes the lock at once, or raises ``DatabaseBusy``."""
        while True:
            try:
                fd = os.open(self.file, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
            except OSError as exc:
                raise StoreError(f"Cannot lock the database at {self.path}: {self.file}: {exc.strerror}.") from None
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = os.pread(fd, 32, 0).decode(errors="replace").strip()
                os.close(fd)
                who = f" (process {holder})" if holder.isdigit() else ""
                raise DatabaseBusy(f"A bot is running on the database at {self.path}{who}: stop it first.") from None
            # the file may have been removed by its last holder between our open and our lock:
            # then the lock is on a file nobody else will open, and we start again
            try:
                same = os.fstat(fd).st_ino == os.stat(self.file).st_ino
            except FileNotFoundError:
                same = False
            if same:
                break
            os.close(fd)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd = fd
        _HELD.add(fd)
        return self

    def release(self) -> None:
        if self._fd is None:
            return
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.file)  # still holding it: whoever opened it before waits and retries
        _HELD.discard(self._fd)
        os.close(self._fd)
        self._fd = None


#: descriptors of the locks this process holds: a forked child (an AI or picture worker) closes
#: its copies, so a lock is never held by a worker that outlives its bot for a moment
_HELD: set[int] = set()


def _forget_held_locks() -> None:
    for fd in _HELD:
        with contextlib.suppress(OSError):
            os.close(fd)
    _HELD.clear()


os.register_at_fork(after_in_child=_forget_held_locks)


#: ``sqlite3_db_config`` option: closing the connection does not fold the log into the file
_NO_CKPT_ON_CLOSE = 1006


def _no_checkpoint_on_close(conn: sqlite3.Connection) -> None:
    """Keeps SQLite from folding the log into the database file when ``conn`` closes (the
    file was rewritten under us: folding would undo that). Python 3.12 says so directly; on
    3.11 the same SQLite call is made through ctypes, with CPython's connection layout."""
    setconfig = getattr(conn, "setconfig", None)
    if setconfig is not None:
        setconfig(sqlite3.SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, True)
        return
    import _sqlite3

    library = ctypes.CDLL(_sqlite3.__file__)
    handle = ctypes.c_void_p.from_address(id(conn) + object.__basicsize__)
    done = ctypes.c_int(0)
    library.sqlite3_db_config(handle, ctypes.c_int(_NO_CKPT_ON_CLOSE), ctypes.c_int(1), ctypes.byref(done))


def _set_aside_log(path: str) -> None:
    """The log of a file that was rewritten belongs to nothing there now: SQLite would replay
    it into the new file at the next start. It is kept, renamed, for whoever wants to look."""
    with contextlib.suppress(FileNotFoundError):
        os.replace(f"{path}-wal", f"{path}-wal.stale")
    with contextlib.suppress(FileNotFoundError):
        os.unlink(f"{path}-shm")


def _explain(path: str, exc: sqlite3.Error) -> str:
    """One line naming what is wrong with the database, from SQLite's error."""
    text = str(exc)
    if "not a database" in text:
        return f"The file at {path} is not an SQLite database (or it is damaged beyond reading)."
    if "malformed" in text or "corrupt" in text:
        return f"The database at {path} is damaged ({text})."
    if "locked" in text or "busy" in text:
        return f"The database at {path} is locked by another process (waited {LOCK_WAIT_MS / 1000:g} s)."
    if "readonly" in text or "read-only" in text:
        return f"The database at {path} is read-only ({text})."
    return f"Cannot use the database at {path}: {text}"


def _statements(script: str) -> list[str]:
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]


# --- queries, each taking the connection of a read() or transaction() block -------------


async def load_game(db: aiosqlite.Connection, game_id: int) -> GameRecord | None:
    rows = await db.execute_fetchall(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
    if not rows:
        return None
    game = _game_from_row(rows[0])
    game.seats = await load_seats(db, game_id)
    return game


# --- plans: several statements in one trip to the connection --------------------------------
# aiosqlite runs each statement in its own thread, and every statement is a trip there and back
# (some 40 µs, more than most statements take). A plan is a generator that yields statements,
# each ("rows" | "count" | "many", sql, parameters), and is sent back each one's rows, changed
# row count or None; on SQLite the whole plan runs in one trip, elsewhere a statement at a time.

PlanStep = tuple[str, str, Any]
Plan = Generator[PlanStep, Any, Any]


async def run_plan(db: Any, plan: Plan) -> Any:
    """What ``plan`` returns, run on ``db``."""
    if dialect(db) == "sqlite" and isinstance(db, aiosqlite.Connection):
        return await db._execute(_run_here, db._conn, plan)
    result: Any = None
    try:
        while True:
            kind, sql, params = plan.send(result)
            if kind == "many":
                result = await db.executemany(sql, params)
            elif kind == "rows":
                result = await db.execute_fetchall(sql, params)
            else:
                result = (await db.execute(sql, params)).rowcount
    except StopIteration as done:
        return done.value


async def run_at_commit(db: Any, plan: Plan) -> None:
    """``plan`` run at the end of the transaction, just before its COMMIT (in the same trip on
    SQLite): the last writes of a move. What it raises (``VersionConflict``) undoes the whole
    transaction, as if raised in the block. Statements sent after this one in the block run
    before it."""
    db.at_commit.append(plan)


def _run_here(conn: sqlite3.Connection, plan: Plan) -> Any:
    """``plan`` run on an SQLite connection, in the thread that owns it."""
    result: Any = None
    try:
        while True:
            kind, sql, params = plan.send(result)
            if kind == "many":
                result = conn.executemany(sql, params) and None
            elif kind == "rows":
                result = conn.execute(sql, params).fetchall()
            else:
                result = conn.execute(sql, params).rowcount
    except StopIteration as done:
        return done.value


@dataclass
class TableNow:
    """What a move reads of its table, in one query beside the seats': the table, whether a
    moderator paused it, its stored state, and its current board."""

    game: GameRecord
    paused_at: float | None
    #: the stored state's version, and its JSON text (None when it is the version the reader
    #: said it holds already, or when there is none)
    state_version: int | None
    state: str | None
    board_post: int | None
    board_message_id: str | None


async def load_for_move(db: aiosqlite.Connection, game_id: int, held: int | None = None) -> TableNow | None:
    """``TableNow`` of the table; ``held``: the version of its state the reader holds already."""
    return await run_plan(db, _load_for_move(game_id, held))


def _load_for_move(game_id: int, held: int | None) -> Plan:
    rows = yield (
        "rows",
        f"SELECT {_GAME_COLUMNS}, board_post, board_message_id, "
        "(SELECT paused_at FROM table_pauses WHERE game_id = games.id), "
        "(SELECT version FROM snapshots WHERE game_id = games.id), "
        "(SELECT CASE WHEN version = ? THEN NULL ELSE state END FROM snapshots WHERE game_id = games.id) "
        "FROM games WHERE id = ?",
        (held, game_id),
    )
    if not rows:
        return None
    row = rows[0]
    width = _GAME_COLUMNS.count(",") + 1
    game = _game_from_row(row[:width])
    game.seats = _seats_from_rows((yield ("rows", _SEATS_SQL, (game_id,))))
    board_post, board_message_id, paused_at, state_version, state = row[width:]
    return TableNow(game, paused_at, state_version, state, board_post, board_message_id)


@dataclass
class TableAdvance:
    """What a move writes to its table's rows beside the messages it owes: its actions, each
    (n, seat, option, label, source, public), the table's new version and waiting, and the
    state it leaves (its snapshot's JSON). The version moves from ``expected`` (several steps
    when standing orders answered)."""

    expected: int
    version: int
    waiting: dict
    actions: list[tuple[int, int, str, str, str, bool]]
    state: str | None = None


async def write_turn(
    db: aiosqlite.Connection,
    game_id: int,
    payloads: list[dict[str, Any]],
    board_first: bool = False,
) -> list[int]:
    """Outbox rows (``payloads``, in order), in one trip; the rows' ids, in order."""
    return await run_plan(db, _write_turn(game_id, payloads, None, board_first))


async def write_move(
    db: aiosqlite.Connection, game_id: int, payloads: list[dict[str, Any]], advance: TableAdvance, board_first: bool
) -> None:
    """A move's last writes, sent with the transaction's COMMIT (``run_at_commit``): its
    actions, its snapshot, the outbox rows (``payloads``, in order) and the table's new version
    (its board: the first row, with ``board_first``). ``VersionConflict``, raised at the commit,
    when the table's version is no longer ``advance.expected``."""
    await run_at_commit(db, _write_turn(game_id, payloads, advance, board_first))


async def append_actions(db: aiosqlite.Connection, game_id: int, actions: list[tuple]) -> None:
    """Moves into the action log, in one statement: (n, seat, option, label, source, public) each."""
    await run_plan(db, _append_actions(game_id, actions, time.time()))


def _append_actions(game_id: int, actions: list[tuple], at: float) -> Plan:
    if actions:
        yield (
            "many",
            "INSERT INTO actions (game_id, n, seat, option_id, label, source, at, public) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (game_id, n, seat, option, label, source, at, int(public))
                for n, seat, option, label, source, public in actions
            ],
        )


def _write_turn(game_id: int, payloads: list[dict[str, Any]], advance: TableAdvance | None, board_first: bool) -> Plan:
    now = time.time()
    if advance is not None:
        yield from _append_actions(game_id, advance.actions, now)
        if advance.state is not None:
            yield ("count", _SAVE_SNAPSHOT, (game_id, advance.version, advance.state))
    ids: list[int] = []
    for start in range(0, len(payloads), 200):  # within any SQLite's limit on parameters
        chunk = payloads[start : start + 200]
        values = ", ".join(["(?, ?, ?)"] * len(chunk))
        rows = yield (
            "rows",
            f"INSERT INTO outbox (game_id, payload, created_at) VALUES {values} RETURNING id",
            [value for payload in chunk for value in (game_id, dumps(payload), now)],
        )
        ids += sorted(r[0] for r in rows)  # numbered as inserted: sorted, they follow the payloads
    if advance is not None:
        board = {"board_post": ids[0], "board_message_id": None} if board_first and ids else {}
        fields = {"version": advance.version, "waiting": dumps(advance.waiting), "updated_at": now, **board}
        sets = ", ".join(f"{k} = ?" for k in fields)
        changed = yield (
            "count",
            f"UPDATE games SET {sets} WHERE id = ? AND version = ?",
            (*fields.values(), game_id, advance.expected),
        )
        if changed != 1:
            raise VersionConflict(game_id)
    return ids


_SEATS_SQL = (
    "SELECT seat, user_id, name, kind, ai_level, resigned, away, private_hash, dm_notice "
    "FROM seats WHERE game_id = ? ORDER BY seat"
)


async def load_seats(db: aiosqlite.Connection, game_id: int) -> list[Seat]:
    return _seats_from_rows(await db.execute_fetchall(_SEATS_SQL, (game_id,)))


def _seats_from_rows(rows: Iterable[tuple]) -> list[Seat]:
    return [Seat(r[0], r[1], r[2], r[3], r[4], bool(r[5]), bool(r[6]), r[7], bool(r[8])) for r in rows]


async def game_in_thread(db: aiosqlite.Connection, thread_id: str) -> int | None:
    rows = await db.execute_fetchall("SELECT id FROM games WHERE thread_id = ?", (thread_id,))
    return rows[0][0] if rows else None


async def games_of_user(db: aiosqlite.Connection, user_id: str, statuses: tuple[str, ...]) -> list[GameRecord]:
    marks = ",".join("?" * len(statuses))
    rows = await db.execute_fetchall(
        f"SELECT {', '.join('g.' + c.strip() for c in _GAME_COLUMNS.split(','))} FROM games g "
        f"JOIN seats s ON s.game_id = g.id WHERE s.user_id = ? AND g.status IN ({marks}) ORDER BY g.id",
        (user_id, *statuses),
    )
    games = [_game_from_row(r) for r in rows]
    for g in games:
        g.seats = await load_seats(db, g.id)
    return games


async def rematch_of(db: aiosqlite.Connection, game_id: int) -> int | None:
    """The table opened as the rematch of ``game_id`` and not cancelled, if there is one."""
    rows = await db.execute_fetchall(
        "SELECT id FROM games WHERE rematch_of = ? AND status != 'cancelled' ORDER BY id LIMIT 1", (game_id,)
    )
    return rows[0][0] if rows else None


async def running_with_machine_seats(db: aiosqlite.Connection) -> list[int]:
    """The running tables with a seat the computer plays (an AI, a resigned or absent player)."""
    rows = await db.execute_fetchall(
        "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE g.status = 'running' "
        "AND (s.kind = 'ai' OR s.resigned != 0 OR s.away != 0) ORDER BY g.id"
    )
    return [r[0] for r in rows]


async def game_ids_with_status(db: aiosqlite.Connection, status: str) -> list[int]:
    return [r[0] for r in await db.execute_fetchall("SELECT id FROM games WHERE status = ? ORDER BY id", (status,))]


async def insert_game(
    db: aiosqlite.Connection,
    game: str,
    options: dict[str, str],
    seed: int,
    host_id: str,
    max_seats: int | None,
    guild_id: str | None,
    channel_id: str | None,
    turn_hours: float,
    on_timeout: str,
    locale: str = "en",
) -> int:
    now = time.time()
    rows = await db.execute_fetchall(
        "INSERT INTO games (game, status, options, seed, max_seats, host_id, guild_id, channel_id, turn_hours, "
        "on_timeout, created_at, updated_at, locale) VALUES (?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        (
            game,
            json.dumps(options),
            seed,
            max_seats,
            host_id,
            guild_id,
            channel_id,
            turn_hours,
            on_timeout,
            now,
            now,
            locale,
        ),
    )
    return rows[0][0]


async def delete_unseen_lobby(db: aiosqlite.Connection, game_id: int) -> bool:
    """Delete a table still in its lobby whose lobby message was never posted (nothing else
    refers to it yet but its seats and the messages owed to its lobby); whether it was deleted."""
    rows = await db.execute_fetchall(
        "SELECT 1 FROM games WHERE id = ? AND status = 'lobby' AND lobby_message_id IS NULL", (game_id,)
    )
    if not rows:
        return False
    await db.execute("DELETE FROM outbox WHERE game_id = ?", (game_id,))
    await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    await db.execute("DELETE FROM games WHERE id = ?", (game_id,))
    return True


async def update_game(db: aiosqlite.Connection, game_id: int, **fields: Any) -> None:
    fields["updated_at"] = time.time()
    for key in ("options", "waiting", "result"):
        if key in fields:
            fields[key] = json.dumps(fields[key])
    sets = ", ".join(f"{k} = ?" for k in fields)
    await db.execute(f"UPDATE games SET {sets} WHERE id = ?", (*fields.values(), game_id))


async def bump_version(db: aiosqlite.Connection, game_id: int, expected: int, waiting: dict) -> int:
    """version + 1, only if it is still ``expected``; raises ``VersionConflict`` otherwise."""
    cursor = await db.execute(
        "UPDATE games SET version = version + 1, waiting = ?, updated_at = ? WHERE id = ? AND version = ?",
        (json.dumps(waiting), time.time(), game_id, expected),
    )
    if cursor.rowcount != 1:
        raise VersionConflict(game_id)
    return expected + 1


async def insert_seat(db: aiosqlite.Connection, game_id: int, seat: Seat) -> None:
    await db.execute(
        "INSERT INTO seats (game_id, seat, user_id, name, kind, ai_level) VALUES (?, ?, ?, ?, ?, ?)",
        (game_id, seat.seat, seat.user_id, seat.name, seat.kind, seat.ai_level),
    )


async def replace_seats(db: aiosqlite.Connection, game_id: int, seats: list[Seat]) -> None:
    await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    for s in seats:
        await insert_seat(db, game_id, s)


async def update_seat(db: aiosqlite.Connection, game_id: int, seat: int, **fields: Any) -> None:
    sets = ", ".join(f"{k} = ?" for k in fields)
    await db.execute(f"UPDATE seats SET {sets} WHERE game_id = ? AND seat = ?", (*fields.values(), game_id, seat))


async def give_seat(db: aiosqlite.Connection, game_id: int, seat: Seat) -> None:
    """Seat ``seat.seat`` passes to a new holder (a moderator's replacement): who holds it and
    how it is played change, and nothing of its former player stays (resigned, away, the
    fingerprint of the last private picture sent, the closed-DMs notice)."""
    await db.execute(
        "UPDATE seats SET user_id = ?, name = ?, kind = ?, ai_level = ?, resigned = 0, away = 0, "
        "private_hash = NULL, dm_notice = 0 WHERE game_id = ? AND seat = ?",
        (seat.user_id, seat.name, seat.kind, seat.ai_level, game_id, seat.seat),
    )


async def append_action(
    db: aiosqlite.Connection,
    game_id: int,
    n: int,
    seat: int,
    option_id: str,
    source: str,
    label: str = "",
    public: bool = False,
) -> None:
    """One move. ``public``: its option may be named to everyone (see migration 0002)."""
    await db.execute(
        "INSERT INTO actions (game_id, n, seat, option_id, label, source, at, public) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (game_id, n, seat, option_id, label, source, time.time(), int(public)),
    )


async def machine_actions(db: aiosqlite.Connection, game_id: int, last: int) -> list[tuple[int, int, str, str, bool]]:
    """(n, seat, label, source, public) of the latest moves not made by the players themselves."""
    rows = await db.execute_fetchall(
        "SELECT n, seat, label, source, public FROM actions WHERE game_id = ? AND source != 'player' "
        "ORDER BY n DESC LIMIT ?",
        (game_id, last),
    )
    return [(n, seat, label, source, bool(public)) for n, seat, label, source, public in reversed(rows)]


async def machine_run(db: aiosqlite.Connection, game_id: int, last: int) -> list[tuple[int, int, str, str, bool]]:
    """(n, seat, label, source, public) of the moves the computer made since the last move a
    player made themselves (at most the ``last`` latest of them), oldest first."""
    rows = await db.execute_fetchall(
        "SELECT n, seat, label, source, public FROM actions WHERE game_id = ? AND source IN ('ai', 'auto', 'window') "
        "AND n > COALESCE((SELECT MAX(n) FROM actions WHERE game_id = ? AND source = 'player'), 0) "
        "ORDER BY n DESC LIMIT ?",
        (game_id, game_id, last),
    )
    return [(n, seat, label, source, bool(public)) for n, seat, label, source, public in reversed(rows)]


async def load_actions(db: aiosqlite.Connection, game_id: int) -> list[tuple[int, int, str, str]]:
    """(n, seat, option_id, source) in order."""
    return list(
        await db.execute_fetchall(
            "SELECT n, seat, option_id, source FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        )
    )


_SAVE_SNAPSHOT = (
    "INSERT INTO snapshots (game_id, version, state) VALUES (?, ?, ?) "
    "ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, state = excluded.state"
)


async def save_snapshot(db: aiosqlite.Connection, game_id: int, version: int, state_json: str) -> None:
    await db.execute(_SAVE_SNAPSHOT, (game_id, version, state_json))


async def load_snapshot(
    db: aiosqlite.Connection, game_id: int, held: int | None = None
) -> tuple[int, str | None] | None:
    """The stored state's version and JSON text; the text is None when it is the version
    ``held``, which the reader holds already."""
    rows = await db.execute_fetchall(
        "SELECT version, CASE WHEN version = ? THEN NULL ELSE state END FROM snapshots WHERE game_id = ?",
        (held, game_id),
    )
    return (rows[0][0], rows[0][1]) if rows else None


async def enqueue(db: aiosqlite.Connection, game_id: int | None, payload: dict[str, Any]) -> int:
    rows = await db.execute_fetchall(
        "INSERT INTO outbox (game_id, payload, created_at) VALUES (?, ?, ?) RETURNING id",
        (game_id, dumps(payload), time.time()),
    )
    return rows[0][0]


async def undelivered_messages(db: aiosqlite.Connection, limit: int = 200) -> list[tuple[int, int | None, dict, float]]:
    """(id, game_id, payload, next_try) of the oldest undelivered messages, due or not, in the
    order they were written: a message still backing off must hold back those behind it."""
    heads = await undelivered_heads(db, limit)
    found = await payloads(db, [message_id for message_id, _, _ in heads])
    return [(i, game_id, json.loads(found[i]), next_try) for i, game_id, next_try in heads if i in found]


async def undelivered_heads(db: aiosqlite.Connection, limit: int = 200) -> list[tuple[int, int | None, float]]:
    """(id, game_id, next_try) of the oldest ``limit`` undelivered rows, without their payloads:
    a reader that keeps the messages it has read fetches only the new ones (``payloads``)."""
    return await db.execute_fetchall(
        "SELECT id, game_id, next_try FROM outbox WHERE delivered_at IS NULL ORDER BY id LIMIT ?", (limit,)
    )


async def payloads(db: aiosqlite.Connection, ids: list[int]) -> dict[int, str]:
    """The payloads (JSON text, as written) of those of outbox rows ``ids`` still undelivered
    (a delivered row keeps only where it went: ``mark_delivered``)."""
    found: dict[int, str] = {}
    for start in range(0, len(ids), 500):  # within any SQLite's limit on parameters
        chunk = ids[start : start + 500]
        marks = ",".join("?" * len(chunk))
        found.update(
            await db.execute_fetchall(
                f"SELECT id, payload FROM outbox WHERE id IN ({marks}) AND delivered_at IS NULL", chunk
            )
        )
    return found


async def undelivered_count(db: aiosqlite.Connection) -> int:
    rows = await db.execute_fetchall("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL")
    return rows[0][0]


async def mark_delivered(
    db: aiosqlite.Connection, message_id: int, at: float | None = None, discord_id: str | None = None
) -> None:
    """Delivered (or settled): the row keeps where it went, when, and the Discord message id;
    the views its pictures were drawn from are dropped, so the outbox stays small."""
    when = time.time() if at is None else at
    if dialect(db) == "postgresql":
        kept = "json_build_object('to', payload::json -> 'to', 'kind', payload::json ->> 'kind')::text"
    else:
        kept = "json_object('to', json(json_extract(payload, '$.to')), 'kind', json_extract(payload, '$.kind'))"
    await db.execute(
        f"UPDATE outbox SET delivered_at = ?, error = NULL, message_id = ?, payload = {kept} WHERE id = ?",
        (when, discord_id, message_id),
    )


async def mark_superseded(db: aiosqlite.Connection, message_id: int) -> None:
    """A delivered row that was settled unsent, out of date when its turn came."""
    await db.execute("UPDATE outbox SET error = 'superseded' WHERE id = ?", (message_id,))


async def postpone(db: aiosqlite.Connection, message_id: int, until: float) -> None:
    """Try this message again at ``until`` (not a failure: it waits its turn)."""
    await db.execute("UPDATE outbox SET next_try = ? WHERE id = ?", (until, message_id))


async def set_board_post(db: aiosqlite.Connection, game_id: int, outbox_id: int) -> None:
    """The outbox row that posts the game's current board (its message is not known yet)."""
    await db.execute("UPDATE games SET board_post = ?, board_message_id = NULL WHERE id = ?", (outbox_id, game_id))


async def board_of(db: aiosqlite.Connection, game_id: int) -> tuple[int | None, str | None]:
    """(outbox row of the current board, its Discord message id once posted)."""
    rows = await db.execute_fetchall("SELECT board_post, board_message_id FROM games WHERE id = ?", (game_id,))
    return (rows[0][0], rows[0][1]) if rows else (None, None)


async def sent_message_id(db: aiosqlite.Connection, outbox_id: int) -> str | None:
    """The Discord message an outbox row became (None: not sent, or nothing had to be sent)."""
    rows = await db.execute_fetchall("SELECT message_id FROM outbox WHERE id = ?", (outbox_id,))
    return rows[0][0] if rows else None


async def set_board_message(db: aiosqlite.Connection, game_id: int, outbox_id: int, discord_id: str) -> None:
    """The Discord message the board row ``outbox_id`` became, if it is still the current board."""
    await db.execute(
        "UPDATE games SET board_message_id = ? WHERE id = ? AND board_post = ?", (discord_id, game_id, outbox_id)
    )


async def newer_edit_waiting(db: aiosqlite.Connection, game_id: int, outbox_id: int, board_post: int) -> bool:
    """Whether a later, undelivered edit of the same board supersedes the edit ``outbox_id``."""
    if dialect(db) == "postgresql":
        edits, board = "payload::json ->> 'kind' = 'edit' AND payload::json ->> 'board' = ?", str(board_post)
    else:
        edits, board = "json_extract(payload, '$.kind') = 'edit' AND json_extract(payload, '$.board') = ?", board_post
    rows = await db.execute_fetchall(
        f"SELECT 1 FROM outbox WHERE game_id = ? AND id > ? AND delivered_at IS NULL AND {edits} LIMIT 1",
        (game_id, outbox_id, board),
    )
    return bool(rows)


async def newer_board_waiting(db: aiosqlite.Connection, game_id: int, outbox_id: int) -> bool:
    """Whether a later, undelivered new board of the same table supersedes the edit ``outbox_id``
    (the new board shows everything the edit would have, and takes the old board's place)."""
    if dialect(db) == "postgresql":
        boards = "payload::json ->> 'kind' = 'board'"
    else:
        boards = "json_extract(payload, '$.kind') = 'board'"
    rows = await db.execute_fetchall(
        f"SELECT 1 FROM outbox WHERE game_id = ? AND id > ? AND delivered_at IS NULL AND {boards} LIMIT 1",
        (game_id, outbox_id),
    )
    return bool(rows)


async def mark_failed(db: aiosqlite.Connection, message_id: int, error: str, retry_at: float) -> None:
    await db.execute(
        "UPDATE outbox SET attempts = attempts + 1, error = ?, next_try = ? WHERE id = ?",
        (error[:500], retry_at, message_id),
    )


async def attempts_of(db: aiosqlite.Connection, message_id: int) -> int:
    """How many times sending outbox row ``message_id`` has failed so far."""
    rows = await db.execute_fetchall("SELECT attempts FROM outbox WHERE id = ?", (message_id,))
    return rows[0][0] if rows else 0


async def give_up(db: aiosqlite.Connection, message_id: int, error: str, at: float) -> None:
    """Settle a message that will never go through: marked delivered (so it holds back nothing
    behind it), with why it was given up kept on the row."""
    await mark_delivered(db, message_id, at)
    await db.execute("UPDATE outbox SET error = ? WHERE id = ?", (error[:500], message_id))


async def prune_delivered(db: aiosqlite.Connection, before: float) -> int:
    """Forget messages delivered before ``before``; returns how many."""
    cursor = await db.execute("DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?", (before,))
    return cursor.rowcount


async def user_dms_closed(db: aiosqlite.Connection, user_id: str) -> bool:
    rows = await db.execute_fetchall("SELECT dms_closed FROM users WHERE user_id = ?", (user_id,))
    return bool(rows and rows[0][0])


async def set_dms_closed(db: aiosqlite.Connection, user_id: str, closed: bool) -> None:
    await db.execute(
        "INSERT INTO users (user_id, dms_closed) VALUES (?, ?) "
        "ON CONFLICT (user_id) DO UPDATE SET dms_closed = excluded.dms_closed",
        (user_id, int(closed)),
    )


async def dm_channel_of(db: aiosqlite.Connection, user_id: str) -> str | None:
    """The id of the user's DM channel with the bot, once opened."""
    rows = await db.execute_fetchall("SELECT dm_channel_id FROM users WHERE user_id = ?", (user_id,))
    return rows[0][0] if rows else None


async def set_dm_channel(db: aiosqlite.Connection, user_id: str, channel_id: str | None) -> None:
    """Keep (or, with None, forget) the user's DM channel id."""
    await db.execute(
        "INSERT INTO users (user_id, dm_channel_id) VALUES (?, ?) "
        "ON CONFLICT (user_id) DO UPDATE SET dm_channel_id = excluded.dm_channel_id",
        (user_id, channel_id),
    )


async def user_locales(db: aiosqlite.Connection, user_id: str) -> tuple[str | None, str | None]:
    """The user's Discord locale as last seen, and the language they fixed (None: follow Discord)."""
    rows = await db.execute_fetchall("SELECT locale, language FROM users WHERE user_id = ?", (user_id,))
    return (rows[0][0], rows[0][1]) if rows else (None, None)


async def set_user_locale(db: aiosqlite.Connection, user_id: str, locale: str) -> None:
    """Keep the Discord locale the user's latest interaction carried."""
    await db.execute(
        "INSERT INTO users (user_id, locale) VALUES (?, ?) "
        "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
        (user_id, locale),
    )


async def set_user_language(db: aiosqlite.Connection, user_id: str, language: str | None) -> None:
    """Fix the user's language (None: follow their Discord locale again)."""
    await db.execute(
        "INSERT INTO users (user_id, language) VALUES (?, ?) "
        "ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
        (user_id, language),
    )


async def reading_locales(db: aiosqlite.Connection, user_ids: list[str]) -> dict[str, str]:
    """The language each user reads (the fixed one, else their Discord locale; unknown users
    are left out)."""
    if not user_ids:
        return {}
    marks = ",".join("?" * len(user_ids))
    rows = await db.execute_fetchall(
        f"SELECT user_id, COALESCE(language, locale) FROM users WHERE user_id IN ({marks})", tuple(user_ids)
    )
    return {r[0]: r[1] for r in rows if r[1]}


async def take_identify_turn(db: aiosqlite.Connection, bucket: int, now: float, gap: float) -> float:
    """Takes the next moment a shard of ``bucket`` may identify: ``now``, or ``gap`` seconds
    after the bucket's last turn taken by any process, whichever is later (call it inside a
    transaction, so two processes never take the same turn)."""
    rows = await db.execute_fetchall("SELECT at FROM identify_turns WHERE bucket = ?", (bucket,))
    turn = now if not rows else max(now, rows[0][0] + gap)
    await db.execute(
        "INSERT INTO identify_turns (bucket, at) VALUES (?, ?) ON CONFLICT (bucket) DO UPDATE SET at = excluded.at",
        (bucket, turn),
    )
    return turn


async def last_sent_to(db: aiosqlite.Connection, outbox_id: int, where: tuple[str, str]) -> str | None:
    """The Discord id of the last message delivered to ``where`` (a game's thread, or a user's
    DMs) before outbox row ``outbox_id``, as far as the outbox still remembers it."""
    kind, key = where
    field = "game_thread" if kind == "thread" else "user"
    if dialect(db) == "postgresql":
        to, what = f"payload::json #>> '{{to,{field}}}'", "payload::json ->> 'kind'"
    else:
        to, what = f"CAST(json_extract(payload, '$.to.{field}') AS TEXT)", "json_extract(payload, '$.kind')"
    rows = await db.execute_fetchall(
        "SELECT message_id FROM outbox WHERE id < ? AND delivered_at IS NOT NULL AND message_id IS NOT NULL "
        f"AND {to} = ? AND COALESCE({what}, '') != 'edit' ORDER BY id DESC LIMIT 1",
        (outbox_id, key),
    )
    return rows[0][0] if rows else None


async def written_at(db: aiosqlite.Connection, outbox_id: int) -> float | None:
    """When outbox row ``outbox_id`` was written (its message cannot have been sent before)."""
    rows = await db.execute_fetchall("SELECT created_at FROM outbox WHERE id = ?", (outbox_id,))
    return rows[0][0] if rows else None


async def standing_orders(db: aiosqlite.Connection, game_id: int) -> dict[tuple[int, str], str]:
    """The standing orders at a table: (seat, reactive kind) -> order."""
    rows = await db.execute_fetchall("SELECT seat, kind, order_id FROM standing_orders WHERE game_id = ?", (game_id,))
    return {(seat, kind): order for seat, kind, order in rows}


async def set_standing_order(db: aiosqlite.Connection, game_id: int, seat: int, kind: str, order: str | None) -> None:
    """Store ``seat``'s standing order for ``kind``; None (ask me) removes it."""
    if order is None:
        await db.execute(
            "DELETE FROM standing_orders WHERE game_id = ? AND seat = ? AND kind = ?", (game_id, seat, kind)
        )
    else:
        await db.execute(
            "INSERT INTO standing_orders (game_id, seat, kind, order_id) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (game_id, seat, kind) DO UPDATE SET order_id = excluded.order_id",
            (game_id, seat, kind, order),
        )


async def clear_standing_orders(db: aiosqlite.Connection, game_id: int, seat: int) -> None:
    """Remove every standing order of ``seat`` at the table (they were its former player's)."""
    await db.execute("DELETE FROM standing_orders WHERE game_id = ? AND seat = ?", (game_id, seat))

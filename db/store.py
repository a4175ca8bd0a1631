"""The SQLite store: one aiosqlite connection in WAL mode, numbered migrations at start,
and transactions that are all-or-nothing.

A move is written as one transaction: the action, the snapshot, the version + 1 (only if the
version is still the one read) and the messages it owes in the outbox.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

MIGRATIONS = Path(__file__).parent / "migrations"


class StoreError(Exception):
    """The database cannot be used (missing, locked, or not ours)."""


class VersionConflict(Exception):
    """The game moved on between reading and writing."""


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
    "version, turn_hours, on_timeout, result, waiting, created_at, updated_at, react_hours"
)


def _game_from_row(row: tuple) -> GameRecord:
    values = list(row)
    values[3] = json.loads(values[3])
    values[14] = json.loads(values[14]) if values[14] else None
    values[15] = json.loads(values[15])
    return GameRecord(*values)


class Store:
    """The database. All access goes through ``read()`` or ``transaction()``, which serialise
    use of the single connection so one coroutine's transaction never interleaves another's."""

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self.conn = conn
        self.path = path
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str, create: bool = True) -> Store:
        if path != ":memory:":
            file = Path(path)
            if not create and not file.exists():
                raise StoreError(f"There is no database at {path}.")
            if not file.parent.exists():
                raise StoreError(f"The folder for the database does not exist: {file.parent}")
        try:
            conn = await aiosqlite.connect(path, isolation_level=None)
            await conn.execute("PRAGMA journal_mode=WAL")
            await conn.execute("PRAGMA synchronous=NORMAL")
            await conn.execute("PRAGMA foreign_keys=ON")
            await conn.execute("PRAGMA busy_timeout=3000")
        except sqlite3.Error as exc:
            raise StoreError(f"Cannot open the database at {path}: {exc}") from exc
        store = cls(conn, path)
        await store.migrate()
        return store

    async def close(self) -> None:
        await self.conn.close()

    async def migrate(self) -> list[int]:
        """Apply the numbered migrations not yet applied; returns their numbers."""
        applied: list[int] = []
        async with self.transaction() as db:
            await db.execute("CREATE TABLE IF NOT EXISTS schema_migrations (number INTEGER PRIMARY KEY, at REAL)")
            done = {r[0] for r in await db.execute_fetchall("SELECT number FROM schema_migrations")}
            for file in sorted(MIGRATIONS.glob("*.sql")):
                number = int(file.name.split("_", 1)[0])
                if number in done:
                    continue
                for statement in _statements(file.read_text()):
                    await db.execute(statement)
                await db.execute("INSERT INTO schema_migrations VALUES (?, ?)", (number, time.time()))
                applied.append(number)
        return applied

    @asynccontextmanager
    async def read(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            yield self.conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE … COMMIT, or ROLLBACK if the block raises."""
        async with self._lock:
            try:
                await self.conn.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as exc:
                raise StoreError(f"The database is busy: {exc}") from exc
            try:
                yield self.conn
            except BaseException:
                await self.conn.execute("ROLLBACK")
                raise
            else:
                await self.conn.execute("COMMIT")


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


async def load_seats(db: aiosqlite.Connection, game_id: int) -> list[Seat]:
    rows = await db.execute_fetchall(
        "SELECT seat, user_id, name, kind, ai_level, resigned, away, private_hash, dm_notice "
        "FROM seats WHERE game_id = ? ORDER BY seat",
        (game_id,),
    )
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
) -> int:
    now = time.time()
    cursor = await db.execute(
        "INSERT INTO games (game, status, options, seed, max_seats, host_id, guild_id, channel_id, turn_hours, "
        "on_timeout, created_at, updated_at) VALUES (?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (game, json.dumps(options), seed, max_seats, host_id, guild_id, channel_id, turn_hours, on_timeout, now, now),
    )
    return cursor.lastrowid


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


async def load_actions(db: aiosqlite.Connection, game_id: int) -> list[tuple[int, int, str, str]]:
    """(n, seat, option_id, source) in order."""
    return list(
        await db.execute_fetchall(
            "SELECT n, seat, option_id, source FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        )
    )


async def save_snapshot(db: aiosqlite.Connection, game_id: int, version: int, state_json: str) -> None:
    await db.execute(
        "INSERT INTO snapshots (game_id, version, state) VALUES (?, ?, ?) "
        "ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, state = excluded.state",
        (game_id, version, state_json),
    )


async def load_snapshot(db: aiosqlite.Connection, game_id: int) -> tuple[int, str] | None:
    rows = await db.execute_fetchall("SELECT version, state FROM snapshots WHERE game_id = ?", (game_id,))
    return (rows[0][0], rows[0][1]) if rows else None


async def enqueue(db: aiosqlite.Connection, game_id: int | None, payload: dict[str, Any]) -> int:
    cursor = await db.execute(
        "INSERT INTO outbox (game_id, payload, created_at) VALUES (?, ?, ?)",
        (game_id, json.dumps(payload), time.time()),
    )
    return cursor.lastrowid


async def due_messages(db: aiosqlite.Connection, now: float, limit: int = 50) -> list[tuple[int, int | None, dict]]:
    rows = await db.execute_fetchall(
        "SELECT id, game_id, payload FROM outbox WHERE delivered_at IS NULL AND next_try <= ? ORDER BY id LIMIT ?",
        (now, limit),
    )
    return [(r[0], r[1], json.loads(r[2])) for r in rows]


async def undelivered_count(db: aiosqlite.Connection) -> int:
    rows = await db.execute_fetchall("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL")
    return rows[0][0]


async def mark_delivered(db: aiosqlite.Connection, message_id: int, at: float | None = None) -> None:
    when = time.time() if at is None else at
    await db.execute("UPDATE outbox SET delivered_at = ?, error = NULL WHERE id = ?", (when, message_id))


async def mark_failed(db: aiosqlite.Connection, message_id: int, error: str, retry_at: float) -> None:
    await db.execute(
        "UPDATE outbox SET attempts = attempts + 1, error = ?, next_try = ? WHERE id = ?",
        (error[:500], retry_at, message_id),
    )


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

"""The bot's own records as the end-to-end tests and benchmarks read them: its SQLite file, or its
PostgreSQL database. Both answer ``execute(sql, params).fetchone()/fetchall()`` with SQLite's
``?`` placeholders, as ``sqlite3`` does, so the harness's checks read the same on either."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
from pathlib import Path
from typing import Any


def is_url(where: str | Path) -> bool:
    return str(where).startswith(("postgresql://", "postgres://"))


def json_field(where: str | Path, column: str, key: str) -> str:
    """SQL for one key of a JSON text column, in the database's dialect."""
    if is_url(where):
        return f"(({column})::json ->> '{key}')"
    return f"json_extract({column}, '$.{key}')"


class _Rows:
    def __init__(self, rows: list[tuple]) -> None:
        self.rows = rows

    def fetchone(self) -> tuple | None:
        return self.rows[0] if self.rows else None

    def fetchall(self) -> list[tuple]:
        return self.rows

    def __iter__(self):
        return iter(self.rows)


class PgRecords:
    """A PostgreSQL database read synchronously: asyncpg on an event loop of its own thread, so a
    test's own loop (which serves the double) is never blocked on it for long."""

    def __init__(self, url: str) -> None:
        import asyncpg

        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="pg-records", daemon=True)
        self._thread.start()
        self._conn = self._run(asyncpg.connect(url))

    def _run(self, coro) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(30)

    def execute(self, sql: str, params: tuple | list = ()) -> _Rows:
        from db.postgres import numbered

        rows = self._run(self._conn.fetch(numbered(sql), *params))
        return _Rows([tuple(r) for r in rows])

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._run(self._conn.close())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)
        self._loop.close()


class Records:
    """Opens the bot's database for reading once, and hands it out (``with records.db() as db``).

    An SQLite file is opened anew for each ``db()`` (a test may put another file in its place),
    unless ``keep``: then one connection serves every look (a benchmark looks thousands of times
    a second; each statement still reads the latest commit, as no transaction is left open)."""

    def __init__(self, where: str | Path, keep: bool = False) -> None:
        self.where, self.keep = where, keep
        self._pg: PgRecords | None = None
        self._sqlite: sqlite3.Connection | None = None

    def db(self):
        if is_url(self.where):
            if self._pg is None:
                self._pg = PgRecords(str(self.where))
            return contextlib.nullcontext(self._pg)
        if not self.keep:
            return contextlib.closing(self._open())
        if self._sqlite is None:
            self._sqlite = self._open()
        return contextlib.nullcontext(self._sqlite)

    def _open(self) -> sqlite3.Connection:
        return sqlite3.connect(f"file:{self.where}?mode=ro", uri=True, timeout=10, check_same_thread=not self.keep)

    def close(self) -> None:
        if self._pg is not None:
            self._pg.close()
            self._pg = None
        if self._sqlite is not None:
            self._sqlite.close()
            self._sqlite = None

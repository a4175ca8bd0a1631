"""Moving up: copying an SQLite database into an empty PostgreSQL one (``orrery migrate``).

Both stores are opened (so both stand at the same, latest migration), then every table of the
SQLite file is copied row for row in one PostgreSQL transaction: tables, seats, the action log,
snapshots, the outbox (delivered rows too: the undelivered ones refer to them, and so does
each table's current board), settings, ratings. The identity counters are then set past the
copied ids, so the next table or message gets a fresh number. Claims (``leases``) belong to
running processes and are not copied, nor are the gateway's identify turns (``identify_turns``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from db.postgres import PgStore, shown
from db.store import Store, StoreError

#: bookkeeping of each database itself, never copied
_NOT_COPIED = frozenset({"schema_migrations", "leases", "identify_turns"})
BATCH = 2000


@dataclass
class Copied:
    rows: dict[str, int] = field(default_factory=dict)
    undelivered: int = 0

    def summary(self) -> str:
        counts = ", ".join(f"{table} {n}" for table, n in self.rows.items())
        return f"copied {sum(self.rows.values())} rows ({counts}); {self.undelivered} messages still to deliver"


async def copy_database(source: Store, target: PgStore) -> Copied:
    """Copies ``source`` into ``target``, which must hold no table yet; ``StoreError`` if not."""
    if source.shared or not target.shared:
        raise StoreError("migrate copies an SQLite file into a PostgreSQL database.")
    async with source.read() as src:
        tables = [
            r[0]
            for r in await src.execute_fetchall(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
            if r[0] not in _NOT_COPIED
        ]
        undelivered = (await src.execute_fetchall("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL"))[0][0]
    tables.sort(key=lambda name: name != "games")  # every other table refers to the games
    copied = Copied(undelivered=undelivered)
    async with target.transaction() as db:
        (present,) = (await db.execute_fetchall("SELECT COUNT(*) FROM games"))[0]
        if present:
            where = shown(target.path)
            raise StoreError(f"The database at {where} already holds {present} tables; migrate into an empty one.")
        for table in tables:
            copied.rows[table] = await _copy_table(source, db, table)
        await _advance_identities(db)
    return copied


async def _copy_table(source: Store, db: Any, table: str) -> int:
    kinds = dict(
        await db.execute_fetchall(
            "SELECT column_name, data_type FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = ?",
            (table,),
        )
    )
    if not kinds:
        raise StoreError(f"The PostgreSQL database has no table {table}: is it an older Orrery?")
    async with source.read() as src:
        present = [r[1] for r in await src.execute_fetchall(f"PRAGMA table_info({table})")]
    missing = [c for c in present if c not in kinds]
    if missing:
        raise StoreError(f"The PostgreSQL table {table} lacks the columns {', '.join(missing)}.")
    columns = ", ".join(present)
    count = 0
    while True:
        async with source.read() as src:
            rows = await src.execute_fetchall(
                f"SELECT {columns} FROM {table} ORDER BY rowid LIMIT ? OFFSET ?", (BATCH, count)
            )
        if not rows:
            return count
        records = [tuple(_as(kinds[c], v) for c, v in zip(present, row, strict=True)) for row in rows]
        await db.raw.copy_records_to_table(table, records=records, columns=present)
        count += len(rows)


def _as(kind: str, value: Any) -> Any:
    """A value read from SQLite (which keeps what it is given) in the column's PostgreSQL type."""
    if value is None:
        return None
    if kind in ("bigint", "integer", "smallint"):
        return int(value)
    if kind in ("double precision", "real", "numeric"):
        return float(value)
    if kind == "text":
        return value if isinstance(value, str) else str(value)
    return value


async def _advance_identities(db: Any) -> None:
    """Sets each numbered table's counter past its highest copied id."""
    for table, column in await db.execute_fetchall(
        "SELECT table_name, column_name FROM information_schema.columns "
        "WHERE table_schema = current_schema() AND is_identity = 'YES'"
    ):
        await db.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
            f"GREATEST(COALESCE((SELECT MAX({column}) FROM {table}), 0), 1), "
            f"(SELECT MAX({column}) FROM {table}) IS NOT NULL)"
        )

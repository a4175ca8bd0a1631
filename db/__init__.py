"""The store (SQLite through aiosqlite, or PostgreSQL through asyncpg): games, seats, action
log, snapshots, outbox, migrations."""

from db import postgres as _postgres  # noqa: F401  (registers the PostgreSQL backend)
from db.store import GameRecord, Seat, Store, StoreError, VersionConflict

__all__ = ["GameRecord", "Seat", "Store", "StoreError", "VersionConflict"]

"""The SQLite store (aiosqlite): games, seats, action log, snapshots, outbox, migrations."""

from db.store import GameRecord, Seat, Store, StoreError, VersionConflict

__all__ = ["GameRecord", "Seat", "Store", "StoreError", "VersionConflict"]

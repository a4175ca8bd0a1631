"""Queries for a server's settings, moderators' controls and players' time away (migration
0008), each taking the connection of a ``Store.read()`` or ``Store.transaction()`` block."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields

import aiosqlite

from db.store import safe_name


@dataclass
class GuildSettings:
    """A server's settings; None means the built-in default."""

    guild_id: str
    mod_role: str | None = None
    channel_id: str | None = None
    turn_hours: float | None = None
    on_timeout: str | None = None
    games: list[str] | None = None
    opener_role: str | None = None
    language: str | None = None
    max_open: int | None = None
    away_days: int = 21
    stall_days: int = 14


_SETTING_COLUMNS = [f.name for f in fields(GuildSettings)]


async def guild_settings(db: aiosqlite.Connection, guild_id: str) -> GuildSettings:
    rows = await db.execute_fetchall(
        f"SELECT {', '.join(_SETTING_COLUMNS)} FROM guild_settings WHERE guild_id = ?", (guild_id,)
    )
    if not rows:
        return GuildSettings(guild_id)
    values = dict(zip(_SETTING_COLUMNS, rows[0], strict=True))
    values["games"] = json.loads(values["games"]) if values["games"] else None
    return GuildSettings(**values)


async def save_guild_settings(db: aiosqlite.Connection, settings: GuildSettings) -> None:
    values = [getattr(settings, c) for c in _SETTING_COLUMNS]
    values[_SETTING_COLUMNS.index("games")] = json.dumps(settings.games) if settings.games else None
    updates = ", ".join(f"{c} = excluded.{c}" for c in _SETTING_COLUMNS[1:])
    await db.execute(
        f"INSERT INTO guild_settings ({', '.join(_SETTING_COLUMNS)}) VALUES ({', '.join('?' * len(values))}) "
        f"ON CONFLICT (guild_id) DO UPDATE SET {updates}",
        values,
    )


async def pause_of(db: aiosqlite.Connection, game_id: int) -> float | None:
    """When the table was paused, or None when it is not."""
    rows = await db.execute_fetchall("SELECT paused_at FROM table_pauses WHERE game_id = ?", (game_id,))
    return rows[0][0] if rows else None


async def set_pause(db: aiosqlite.Connection, game_id: int, at: float | None, by_user: str = "") -> None:
    if at is None:
        await db.execute("DELETE FROM table_pauses WHERE game_id = ?", (game_id,))
    else:
        await db.execute(
            "INSERT INTO table_pauses (game_id, paused_at, by_user) VALUES (?, ?, ?)", (game_id, at, by_user)
        )


async def stall_of(db: aiosqlite.Connection, game_id: int) -> tuple[int, float, bool] | None:
    """(version, since when the table stood at it, whether its stall was announced)."""
    rows = await db.execute_fetchall("SELECT version, seen_at, announced FROM stalls WHERE game_id = ?", (game_id,))
    return (rows[0][0], rows[0][1], bool(rows[0][2])) if rows else None


async def set_stall(
    db: aiosqlite.Connection, game_id: int, version: int | None, seen_at: float = 0.0, announced: bool = False
) -> None:
    """Record the table's version and since when; None forgets it (the next tick starts over)."""
    if version is None:
        await db.execute("DELETE FROM stalls WHERE game_id = ?", (game_id,))
    else:
        await db.execute(
            "INSERT INTO stalls (game_id, version, seen_at, announced) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, seen_at = excluded.seen_at, "
            "announced = excluded.announced",
            (game_id, version, seen_at, int(announced)),
        )


async def add_audit(
    db: aiosqlite.Connection, guild_id: str, game_id: int | None, actor: str, action: str, detail: str, at: float
) -> None:
    await db.execute(
        "INSERT INTO audit (guild_id, game_id, actor, action, detail, at) VALUES (?, ?, ?, ?, ?, ?)",
        (guild_id, game_id, actor, action, detail, at),
    )


async def audit_of(db: aiosqlite.Connection, guild_id: str, last: int) -> list[tuple[int | None, str, str, str, float]]:
    """(game_id, actor, action, detail, at) of the server's latest moderator actions, oldest first."""
    rows = await db.execute_fetchall(
        "SELECT game_id, actor, action, detail, at FROM audit WHERE guild_id = ? ORDER BY id DESC LIMIT ?",
        (guild_id, last),
    )
    return [tuple(r) for r in reversed(rows)]


async def guild_game_ids(db: aiosqlite.Connection, guild_id: str, statuses: tuple[str, ...]) -> list[int]:
    marks = ",".join("?" * len(statuses))
    rows = await db.execute_fetchall(
        f"SELECT id FROM games WHERE guild_id = ? AND status IN ({marks}) ORDER BY id", (guild_id, *statuses)
    )
    return [r[0] for r in rows]


async def open_tables_hosted(db: aiosqlite.Connection, guild_id: str, host_id: str) -> int:
    rows = await db.execute_fetchall(
        "SELECT COUNT(*) FROM games WHERE guild_id = ? AND host_id = ? AND status IN ('lobby', 'running')",
        (guild_id, host_id),
    )
    return rows[0][0]


@dataclass
class Away:
    id: int
    guild_id: str
    user_id: str
    name: str
    mode: str
    level: str | None
    start: float
    until: float
    ended: float | None = None

    def __post_init__(self) -> None:
        self.name = safe_name(self.name)

    def end(self) -> float:
        return self.until if self.ended is None else min(self.ended, self.until)


_AWAY_COLUMNS = "id, guild_id, user_id, name, mode, level, start, until, ended"


async def current_away(db: aiosqlite.Connection, guild_id: str, user_id: str) -> Away | None:
    rows = await db.execute_fetchall(
        f"SELECT {_AWAY_COLUMNS} FROM aways WHERE guild_id = ? AND user_id = ? AND ended IS NULL", (guild_id, user_id)
    )
    return Away(*rows[0]) if rows else None


async def aways_open(db: aiosqlite.Connection) -> list[Away]:
    rows = await db.execute_fetchall(f"SELECT {_AWAY_COLUMNS} FROM aways WHERE ended IS NULL ORDER BY id")
    return [Away(*r) for r in rows]


async def aways_since(db: aiosqlite.Connection, guild_id: str, user_id: str, since: float) -> list[Away]:
    rows = await db.execute_fetchall(
        f"SELECT {_AWAY_COLUMNS} FROM aways WHERE guild_id = ? AND user_id = ? AND until > ?",
        (guild_id, user_id, since),
    )
    return [Away(*r) for r in rows]


async def insert_away(
    db: aiosqlite.Connection,
    guild_id: str,
    user_id: str,
    name: str,
    mode: str,
    level: str | None,
    start: float,
    until: float,
) -> int:
    rows = await db.execute_fetchall(
        "INSERT INTO aways (guild_id, user_id, name, mode, level, start, until) VALUES (?, ?, ?, ?, ?, ?, ?) "
        "RETURNING id",
        (guild_id, user_id, name, mode, level, start, until),
    )
    return rows[0][0]


async def end_away(db: aiosqlite.Connection, away_id: int, at: float) -> None:
    await db.execute("UPDATE aways SET ended = ? WHERE id = ?", (at, away_id))


async def running_seats_of(db: aiosqlite.Connection, guild_id: str, user_id: str) -> list[tuple[int, int]]:
    """(game_id, seat) of the user's seats at the server's running tables."""
    rows = await db.execute_fetchall(
        "SELECT g.id, s.seat FROM games g JOIN seats s ON s.game_id = g.id "
        "WHERE g.guild_id = ? AND s.user_id = ? AND g.status = 'running' AND s.resigned = 0 ORDER BY g.id",
        (guild_id, user_id),
    )
    return [(r[0], r[1]) for r in rows]

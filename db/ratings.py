"""The ratings tables (migration 0009): queries taking the connection of a ``Store.read()`` or
``Store.transaction()`` block, like ``db.store``'s."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

import aiosqlite


@dataclass
class RatingRow:
    guild_id: str
    game: str
    player: str
    name: str
    mu: float
    sigma: float
    games: int
    wins: int


_COLUMNS = "guild_id, game, player, name, mu, sigma, games, wins"


async def load(db: aiosqlite.Connection, guild_id: str, game: str, players: list[str]) -> dict[str, RatingRow]:
    """The stored ratings of ``players`` in ``game`` on one server (absent: never rated)."""
    if not players:
        return {}
    marks = ",".join("?" * len(players))
    rows = await db.execute_fetchall(
        f"SELECT {_COLUMNS} FROM ratings WHERE guild_id = ? AND game = ? AND player IN ({marks})",
        (guild_id, game, *players),
    )
    return {r[2]: RatingRow(*r) for r in rows}


async def save(db: aiosqlite.Connection, row: RatingRow) -> None:
    await db.execute(
        f"INSERT INTO ratings ({_COLUMNS}, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (guild_id, game, player) DO UPDATE SET name = excluded.name, mu = excluded.mu, "
        "sigma = excluded.sigma, games = excluded.games, wins = excluded.wins, updated_at = excluded.updated_at",
        (row.guild_id, row.game, row.player, row.name, row.mu, row.sigma, row.games, row.wins, time.time()),
    )


async def mark_rated(db: aiosqlite.Connection, game_id: int, places: list[dict[str, Any]]) -> bool:
    """Record that ``game_id`` was rated; False (and nothing written) if it already was."""
    cursor = await db.execute(
        "INSERT INTO rated_games (game_id, at, places) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
        (game_id, time.time(), json.dumps(places)),
    )
    return cursor.rowcount == 1


async def places_of(db: aiosqlite.Connection, game_id: int) -> list[dict[str, Any]] | None:
    rows = await db.execute_fetchall("SELECT places FROM rated_games WHERE game_id = ?", (game_id,))
    return json.loads(rows[0][0]) if rows else None


async def leaderboard(db: aiosqlite.Connection, guild_id: str, game: str) -> list[RatingRow]:
    """Every rated player of ``game`` on the server, best first (by mu - 3 sigma)."""
    rows = await db.execute_fetchall(
        f"SELECT {_COLUMNS} FROM ratings WHERE guild_id = ? AND game = ? ORDER BY mu - 3 * sigma DESC, games DESC",
        (guild_id, game),
    )
    return [RatingRow(*r) for r in rows]


async def of_player(db: aiosqlite.Connection, guild_id: str, player: str) -> list[RatingRow]:
    rows = await db.execute_fetchall(
        f"SELECT {_COLUMNS} FROM ratings WHERE guild_id = ? AND player = ? ORDER BY game", (guild_id, player)
    )
    return [RatingRow(*r) for r in rows]


async def finished_games_of(
    db: aiosqlite.Connection,
    guild_id: str | None,
    user_id: str,
    game: str | None,
    limit: int,
    among: list[str] | None = None,
) -> list[tuple[int, str, float, dict[str, Any] | None, str | None]]:
    """(table id, game, finished at, result, places JSON) of ``user_id``'s finished tables,
    newest first; ``guild_id`` None: every server (or, with ``among``, those servers only)."""
    sql = (
        "SELECT g.id, g.game, g.updated_at, g.result, r.places FROM games g JOIN seats s ON s.game_id = g.id "
        "LEFT JOIN rated_games r ON r.game_id = g.id WHERE s.user_id = ? AND g.status = 'finished'"
    )
    args: list[Any] = [user_id]
    if guild_id is not None:
        sql += " AND g.guild_id = ?"
        args.append(guild_id)
    elif among is not None:
        if not among:
            return []
        sql += f" AND g.guild_id IN ({','.join('?' * len(among))})"
        args.extend(among)
    if game is not None:
        sql += " AND g.game = ?"
        args.append(game)
    sql += " ORDER BY g.updated_at DESC, g.id DESC LIMIT ?"
    args.append(limit)
    rows = await db.execute_fetchall(sql, args)
    return [(r[0], r[1], r[2], json.loads(r[3]) if r[3] else None, r[4]) for r in rows]


async def boards(db: aiosqlite.Connection, game: str | None) -> dict[tuple[str, str], list[RatingRow]]:
    """Every leaderboard (per server and game; only ``game``'s if given), best first."""
    sql = f"SELECT {_COLUMNS} FROM ratings"
    args: tuple = ()
    if game is not None:
        sql += " WHERE game = ?"
        args = (game,)
    rows = await db.execute_fetchall(sql + " ORDER BY guild_id, game, mu - 3 * sigma DESC, games DESC", args)
    out: dict[tuple[str, str], list[RatingRow]] = {}
    for r in rows:
        out.setdefault((r[0], r[1]), []).append(RatingRow(*r))
    return out


async def servers_of(db: aiosqlite.Connection, user_id: str) -> list[str]:
    """The servers where ``user_id`` has sat at a table: those the bot knows them to be in."""
    rows = await db.execute_fetchall(
        "SELECT DISTINCT g.guild_id FROM games g JOIN seats s ON s.game_id = g.id "
        "WHERE s.user_id = ? AND g.guild_id IS NOT NULL ORDER BY g.guild_id",
        (user_id,),
    )
    return [r[0] for r in rows]

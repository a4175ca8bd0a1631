"""What ``/orrery stats``, ``leaderboard``, ``history`` and ``replay`` read: a player's ratings
and finished tables, a game's leaderboard on a server, a finished table's replay. A part of
``bot.play.service.Service``: the adapter asks it and never reads the store itself.

A server sees only its own tables and ratings. In direct messages, another player's results are
shown only for the servers both players are known to be in (each has sat at a table there).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.play import replays
from bot.play.shared import Core
from db import ratings as rq
from db.ratings import RatingRow

#: a finished table as the history lists it: (table, game id, when it ended, result, places)
FinishedRow = tuple[int, str, float, dict | None, str | None]


@dataclass
class PlayerStats:
    """A player's ratings (one row per game), their last finished tables, and each rated game's
    leaderboard (to say where "the game" itself stands)."""

    rows: list[RatingRow] = field(default_factory=list)
    recent: list[FinishedRow] = field(default_factory=list)
    boards: dict[str, list[RatingRow]] = field(default_factory=dict)


class Standings:
    """The read-only queries behind the records commands."""

    def __init__(self, core: Core) -> None:
        self.core = core

    async def _shared_servers(self, db, guild: str | None, asker: str, user_id: str) -> list[str] | None:
        """Where ``user_id``'s results may be shown to ``asker`` in direct messages; None: no
        limit (asked in a server, which limits itself, or about oneself)."""
        if guild is not None or user_id == asker:
            return None
        return sorted(set(await rq.servers_of(db, asker)) & set(await rq.servers_of(db, user_id)))

    async def stats(self, guild: str | None, asker: str, user_id: str, game: str | None, recent: int) -> PlayerStats:
        """``user_id``'s ratings on the server (one game's, or every game's when ``game`` is None)
        and their ``recent`` last finished tables."""
        async with self.core.store.read() as db:
            rows = [r for r in await rq.of_player(db, guild or "", user_id) if game in (None, r.game)]
            shared = await self._shared_servers(db, guild, asker, user_id)
            last = await rq.finished_games_of(db, guild, user_id, game, recent, among=shared)
            boards = {r.game: await rq.leaderboard(db, guild or "", r.game) for r in rows}
        return PlayerStats(rows, last, boards)

    async def leaderboard(self, guild: str | None, game: str) -> list[RatingRow]:
        """Every rated player of ``game`` on the server, best first."""
        async with self.core.store.read() as db:
            return await rq.leaderboard(db, guild or "", game)

    async def history(
        self, guild: str | None, asker: str, user_id: str, game: str | None, limit: int
    ) -> list[FinishedRow]:
        """``user_id``'s last ``limit`` finished tables (of ``game``, or of any game)."""
        async with self.core.store.read() as db:
            shared = await self._shared_servers(db, guild, asker, user_id)
            return await rq.finished_games_of(db, guild, user_id, game, limit, among=shared)

    async def replay(self, game_id: int) -> replays.Replay:
        """The replay of finished table ``game_id`` (refused for a table not finished)."""
        return await replays.load(self.core.store, game_id, self.core.engine_of)

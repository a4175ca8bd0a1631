"""A player's time away (``/orrery away DAYS [mode]``, ``/orrery back``). While away, the
player's running tables in that server do what they chose: their turn timers pause (up to the
server's days a year, like vacation days), an AI of a chosen level plays for them, or their
default choices are played. The threads say once that they are away and until when; coming
back (or the days running out) hands the seats back and restarts paused timers fairly.
A part of ``bot.play.service.Service``.
"""

from __future__ import annotations

import math
import time

from bot.config import MAX_DAYS
from bot.play.errors import UserError
from bot.play.lobby import AI_LEVELS
from bot.play.shared import DAY, Core, Member
from bot.words import say
from db import moderation as m
from db import store as q
from db.store import GameRecord

AWAY_MODES = ("pause", "ai", "auto")
YEAR = 365 * DAY


def away_days_used(aways: list[m.Away], now: float) -> int:
    """Days of paused timers taken in the year up to ``now``: an ended stay counts the days
    begun, one under way counts all it asked for."""
    used = 0
    for away in aways:
        if away.mode != "pause" or away.start <= now - YEAR:
            continue
        span = away.until - away.start if away.ended is None else away.end() - away.start
        used += max(1, math.ceil(span / DAY - 1e-9))
    return used


def shift_stamp(stamp: dict, start: float, end: float) -> None:
    """Give back to a decision's timer the part of [start, end) it spent paused."""
    if stamp["t"] < end:
        stamp["t"] += end - max(stamp["t"], start)


async def timers_held(db, game: GameRecord) -> set[int] | None:
    """The seats whose turn timers do not run now: all of them (None) while a moderator holds
    the table paused; else the seats of players away with their timers paused."""
    if await m.pause_of(db, game.id) is not None:
        return None
    held = set()
    if game.guild_id is None:
        return held
    for seat in game.seats:
        away = await m.current_away(db, game.guild_id, seat.user_id) if seat.kind == "human" else None
        if away is not None and away.mode == "pause":
            held.add(seat.seat)
    return held


async def chose_away(db, game: GameRecord, user_id: str) -> bool:
    """Whether the user is away by their own choice in the table's server."""
    return game.guild_id is not None and await m.current_away(db, game.guild_id, user_id) is not None


class TimeAway:
    """The time-away part of ``Service``."""

    def __init__(self, core: Core) -> None:
        self.core = core

    async def go_away(
        self, guild_id: str | None, member: Member, days: int, mode: str = "pause", level: str | None = None
    ) -> m.Away:
        if guild_id is None:
            raise UserError("in_server_only")
        if not 1 <= days <= MAX_DAYS:
            raise UserError("bad_away_days", most=MAX_DAYS)
        if mode not in AWAY_MODES:
            raise UserError("bad_away_mode")
        if mode == "ai":
            level = level or "normal"
            if level not in AI_LEVELS:
                raise UserError("bad_ai_level")
        else:
            level = None
        now = self.core.clock()
        touched: list[int] = []
        async with self.core.store.transaction() as db:
            current = await m.current_away(db, guild_id, member.user_id)
            if current is not None:
                raise UserError("already_away", until=away_date(current.until))
            if mode == "pause":
                settings = await m.guild_settings(db, guild_id)
                used = away_days_used(await m.aways_since(db, guild_id, member.user_id, now - YEAR), now)
                if used + days > settings.away_days:
                    raise UserError("away_cap", cap=settings.away_days, left=max(0, settings.away_days - used))
            until = now + days * DAY
            await m.insert_away(db, guild_id, member.user_id, member.name, mode, level, now, until)
            for game_id, seat in await m.running_seats_of(db, guild_id, member.user_id):
                if mode != "pause":  # the machine plays the seat: AI at ``level``, or the defaults
                    await q.update_seat(db, game_id, seat, away=1, ai_level=level or "auto")
                how = say(f"away_how_{mode}", level=level or "")
                await self.core.say(db, game_id, say("away_until", name=member.name, date=away_date(until), how=how))
                touched.append(game_id)
            away = await m.current_away(db, guild_id, member.user_id)
        for game_id in touched:
            self.core.changed(await self.core.game(game_id))
        self.core.notify()
        return away

    async def come_back(self, guild_id: str | None, member: Member) -> m.Away:
        if guild_id is None:
            raise UserError("in_server_only")
        async with self.core.store.transaction() as db:
            away = await m.current_away(db, guild_id, member.user_id)
            if away is None:
                raise UserError("not_away")
            touched = await self._end_away(db, away, self.core.clock())
        for game_id in touched:
            self.core.changed(await self.core.game(game_id))
        self.core.notify()
        return away

    async def _end_away(self, db, away: m.Away, at: float) -> list[int]:
        """Ends ``away`` at ``at``: seats back to their player, paused timers given back the
        time they were held. Returns the tables touched."""
        end = min(at, away.until)
        await m.end_away(db, away.id, end)
        touched = []
        for game_id, seat_no in await m.running_seats_of(db, away.guild_id, away.user_id):
            game = await q.load_game(db, game_id)
            if away.mode == "pause":
                stamp = game.waiting.get(str(seat_no))
                if stamp is not None:
                    shift_stamp(stamp, away.start, end)
                    await q.update_game(db, game_id, waiting=game.waiting)
            elif game.seats[seat_no].kind == "human":
                await q.update_seat(db, game_id, seat_no, away=0, ai_level=None)
            await self.core.say(db, game_id, say("away_back", name=away.name, game_id=game_id))
            touched.append(game_id)
        return touched

    async def tick_aways(self) -> int:
        """Ends the stays whose days have run out."""
        now = self.core.clock()
        ended = 0
        async with self.core.store.read() as db:
            if not any(away.until <= now for away in await m.aways_open(db)):
                return 0  # (the write lock, which holds off every table, only when there is work)
        async with self.core.store.transaction() as db:
            for away in await m.aways_open(db):
                if away.until <= now:
                    await self._end_away(db, away, now)
                    ended += 1
        if ended:
            self.core.notify()
        return ended


def away_date(at: float) -> str:
    return time.strftime("%Y-%m-%d", time.gmtime(at))

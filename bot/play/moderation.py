"""A server's moderators and settings: list every table, pause, resume, cancel, hand a seat to
another member or to an AI, the audit list, the server's settings for new tables, and stalled
tables announced once. A part of ``bot.play.service.Service``; it knows nothing of Discord: the
adapter says who the member is (``Member``: their Manage Server permission and their roles).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from bot.config import MAX_DAYS, MAX_OPEN_LIMIT, MAX_TURN_HOURS
from bot.outbox.shapes import DirectMessage, private_picture
from bot.outbox.wording import stored
from bot.play.away import timers_held
from bot.play.errors import UserError
from bot.play.lobby import AI_LEVELS, POLICIES, check_opener
from bot.play.moves import decision_dm
from bot.play.shared import DAY, Core, Member
from bot.words import label_to_store, stored_label, t, word
from bot.words import say as speak  # "say" names _audit's flag here
from db import moderation as m
from db import store as q
from db.store import GameRecord, Seat
from games.i18n import Msg

__all__ = ["DAY", "MAX_DAYS", "MAX_OPEN_LIMIT", "Member", "Moderation", "TableLine"]


@dataclass
class TableLine:
    """One table as ``/orrery admin tables`` lists it."""

    game: GameRecord
    paused: bool
    stalled: bool
    waited: float  # seconds since the oldest pending decision began (0: nobody is waited on)
    waiting_on: list[str]


class Moderation:
    """The moderators' part of ``Service``."""

    def __init__(self, core: Core) -> None:
        self.core = core

    # --- who may -----------------------------------------------------------------------
    async def _check_moderator(self, db, guild_id: str | None, member: Member) -> m.GuildSettings:
        if guild_id is None:
            raise UserError("in_server_only")
        settings = await m.guild_settings(db, guild_id)
        if not (member.manage_server or (settings.mod_role and settings.mod_role in member.roles)):
            raise UserError("mods_only")
        return settings

    async def is_moderator(self, guild_id: str | None, member: Member) -> bool:
        async with self.core.store.read() as db:
            try:
                await self._check_moderator(db, guild_id, member)
            except UserError:
                return False
        return True

    async def _server_table(self, db, guild_id: str, game_id: int) -> GameRecord:
        """A table of this server; any other is "no such table" (numbers are not enumerable)."""
        game = await self.core.load(db, game_id)
        if game.guild_id != guild_id:
            raise UserError("no_such_table", game_id=game_id)
        return game

    async def _audit(
        self, db, guild_id: str, game_id: int | None, member: Member, action: str, detail: Msg, say: bool = True
    ) -> None:
        """Every moderator action goes to the audit list and, for a table, its thread (``say``
        False: a lobby that has no thread yet, which is not opened just for this). The detail is
        kept as a message, worded for whoever reads it."""
        await m.add_audit(db, guild_id, game_id, member.name, action, label_to_store(detail), self.core.clock())
        if game_id is not None and say:
            await self.core.say(db, game_id, speak("mod_said", name=member.name, detail=detail))

    # --- the tables ----------------------------------------------------------------------
    async def admin_tables(self, guild_id: str | None, member: Member) -> list[TableLine]:
        now = self.core.clock()
        async with self.core.store.read() as db:
            settings = await self._check_moderator(db, guild_id, member)
            lines = []
            for game_id in await m.guild_game_ids(db, guild_id, ("lobby", "running")):
                game = await q.load_game(db, game_id)
                paused = await m.pause_of(db, game_id)
                stamps = [s["t"] for s in game.waiting.values()] if game.status == "running" else []
                since = min(stamps) if stamps else game.updated_at
                waited = (paused if paused is not None else now) - since
                on = [game.seats[int(k)].name for k in sorted(game.waiting, key=int)] if stamps else []
                stalled = game.status == "running" and await self._is_stalled(db, game, settings, now)
                lines.append(TableLine(game, paused is not None, stalled, max(0.0, waited), on))
        return lines

    async def pause_table(self, guild_id: str | None, member: Member, game_id: int) -> GameRecord:
        async with self.core.store.transaction() as db:
            await self._check_moderator(db, guild_id, member)
            game = await self._server_table(db, guild_id, game_id)
            if game.status != "running":
                raise UserError("not_running", game_id=game_id, status=speak(f"status_{game.status}"))
            if await m.pause_of(db, game_id) is not None:
                raise UserError("already_paused", game_id=game_id)
            await m.set_pause(db, game_id, self.core.clock(), member.user_id)
            await self._audit(db, guild_id, game_id, member, "pause", speak("mod_paused", game_id=game_id))
        self.core.notify()
        return game

    async def resume_table(self, guild_id: str | None, member: Member, game_id: int) -> GameRecord:
        """Timers restart where they stood: every pending decision gets back the time the
        pause took, so nobody's clock ran while the table was held."""
        async with self.core.store.transaction() as db:
            await self._check_moderator(db, guild_id, member)
            game = await self._server_table(db, guild_id, game_id)
            paused_at = await m.pause_of(db, game_id)
            if paused_at is None:
                raise UserError("not_paused", game_id=game_id)
            held = max(0.0, self.core.clock() - paused_at)
            for stamp in game.waiting.values():
                stamp["t"] += held
            await q.update_game(db, game_id, waiting=game.waiting)
            await m.set_pause(db, game_id, None)
            await m.set_stall(db, game_id, None)  # the days it stood paused were no stall
            await self._audit(db, guild_id, game_id, member, "resume", speak("mod_resumed", game_id=game_id))
            game = await self.core.load(db, game_id)
        self.core.changed(game)
        return game

    async def admin_cancel(self, guild_id: str | None, member: Member, game_id: int) -> GameRecord:
        async with self.core.store.transaction() as db:
            await self._check_moderator(db, guild_id, member)
            game = await self._server_table(db, guild_id, game_id)
            if game.status not in ("lobby", "running"):
                raise UserError("not_running", game_id=game_id, status=speak(f"status_{game.status}"))
            await q.update_game(db, game_id, status="cancelled", waiting={})
            await m.set_pause(db, game_id, None)
            detail = speak("mod_cancelled", game_id=game_id)
            in_thread = bool(game.thread_id) or game.status == "running"
            await self._audit(db, guild_id, game_id, member, "cancel", detail, say=in_thread)
            game = await self.core.load(db, game_id)
        self.core.notify()
        return game

    async def replace_seat(
        self,
        guild_id: str | None,
        member: Member,
        game_id: int,
        seat_no: int,
        to_user: tuple[str, str] | None = None,
        level: str | None = None,
    ) -> GameRecord:
        """Hand seat ``seat_no`` (0-based) to another member (``to_user``: id, name) or, with
        ``level``, to an AI. The newcomer is sent the seat's private view from now on; the
        player who left it can no longer act or read it (nothing they hold names the seat)."""
        if (to_user is None) == (level is None):
            raise UserError("replace_whom")
        if level is not None and level not in AI_LEVELS:
            raise UserError("bad_ai_level")
        async with self.core.store.transaction() as db:
            await self._check_moderator(db, guild_id, member)
            game = await self._server_table(db, guild_id, game_id)
            if game.status != "running":
                raise UserError("not_running", game_id=game_id, status=speak(f"status_{game.status}"))
            if not 0 <= seat_no < len(game.seats):
                raise UserError("no_such_seat", game_id=game_id, seats=len(game.seats))
            old = game.seats[seat_no]
            if to_user is not None:
                if game.seat_of(to_user[0]) is not None:
                    raise UserError("already_playing", name=to_user[1], game_id=game_id)
                new = Seat(seat_no, to_user[0], to_user[1])
                detail = speak("mod_replaced", seat=seat_no + 1, old=old.name, new=new.name, game_id=game_id)
            else:
                new = Seat(seat_no, f"ai:{game_id}:r{seat_no}", f"AI ({level})", kind="ai", ai_level=level)
                detail = speak("mod_replaced_ai", seat=seat_no + 1, old=old.name, level=level, game_id=game_id)
            await q.give_seat(db, game_id, new)
            await q.clear_standing_orders(db, game_id, seat_no)  # they were the old player's, not the seat's
            await self._audit(db, guild_id, game_id, member, "replace", detail)
            game = await self.core.load(db, game_id)
            if new.kind == "human":
                await self._send_seat(db, game, seat_no)
        self.core.changed(game)
        return game

    async def _send_seat(self, db, game: GameRecord, seat_no: int) -> None:
        """The seat's private view, and its pending decision if there is one, by DM to the
        member who now holds it."""
        engine = self.core.engine(game.game)
        snap = await q.load_snapshot(db, game.id)
        state = engine.from_json(snap[1])
        decision = next((d for d in engine.pending(state) if d.seat == seat_no), None)
        seat = game.seats[seat_no]
        picture = private_picture(engine, engine.view(state, seat_no), game.names, decision)
        given = speak("seat_given_dm", game=engine.name, game_id=game.id)
        if decision is None:
            message = DirectMessage(seat.user_id, game.id, seat_no, stored(given), "hand", picture, link=True)
        else:
            message = decision_dm(game, engine, state, seat, decision, picture, self.core.clock(), first=(given,))
        await self.core.enqueue(db, game.id, message)

    async def audit_log(self, guild_id: str | None, member: Member, last: int = 20, locale: str = "en") -> list[str]:
        async with self.core.store.read() as db:
            await self._check_moderator(db, guild_id, member)
            rows = await m.audit_of(db, guild_id, last)
        return [
            t(
                "audit_line",
                locale,
                when=time.strftime("%Y-%m-%d %H:%M", time.gmtime(at)),
                actor=actor,
                detail=word(stored_label(detail), locale),
            )
            for _game_id, actor, _action, detail, at in rows
        ]

    # --- the server's settings -------------------------------------------------------------
    async def server_settings(self, guild_id: str | None, member: Member, **changes: object) -> m.GuildSettings:
        """Show (no changes) or change the server's settings; they apply to the next table.
        A value of "" clears a setting back to its default."""
        async with self.core.store.transaction() as db:
            settings = await self._check_moderator(db, guild_id, member)
            if not any(v is not None for v in changes.values()):
                return settings
            for key, value in changes.items():
                if value is None:
                    continue
                setattr(settings, key, None if value == "" else value)
            self._check_settings(settings)
            await m.save_guild_settings(db, settings)
            shown = ", ".join(f"{k}={v}" for k, v in changes.items() if v is not None)
            await self._audit(db, guild_id, None, member, "settings", speak("mod_settings", changes=shown))
        return settings

    def _check_settings(self, s: m.GuildSettings) -> None:
        if s.turn_hours is not None and not 0 <= s.turn_hours <= MAX_TURN_HOURS:
            raise UserError("bad_hours")
        if s.on_timeout is not None and s.on_timeout not in POLICIES:
            raise UserError("bad_policy", value=str(s.on_timeout)[:40])
        for game in s.games or []:
            self.core.engine(game)  # "unknown_game" for one the bot does not have
        if s.max_open is not None and not 1 <= s.max_open <= MAX_OPEN_LIMIT:
            raise UserError("bad_limit", most=MAX_OPEN_LIMIT)
        if not 0 <= s.away_days <= MAX_DAYS or not 1 <= s.stall_days <= MAX_DAYS:
            raise UserError("bad_days", most=MAX_DAYS)

    async def table_defaults(self, guild_id: str, member: Member, game_name: str) -> m.GuildSettings:
        """Whether ``member`` may open a table of ``game_name`` here, by the server's settings;
        returns them (the new table's channel, timer and policy defaults). An early answer only:
        ``Lobby.create`` checks again in the transaction that creates the table."""
        async with self.core.store.read() as db:
            return await check_opener(db, guild_id, game_name, member.user_id, member)

    # --- stalled tables ----------------------------------------------------------------------
    async def _is_stalled(self, db, game: GameRecord, settings: m.GuildSettings, now: float) -> bool:
        """Nobody has moved for the server's stall days: the table stood at its version that
        long (as the tick saw it) and so did every pending decision. A table held on purpose (a
        moderator's pause, or every awaited player away with their timers paused) is not stalled."""
        mark = await m.stall_of(db, game.id)
        if not game.waiting or mark is None or mark[0] != game.version:
            return False
        held = await timers_held(db, game)
        if held is None or {int(k) for k in game.waiting} <= held:
            return False
        last = max([mark[1], *(s["t"] for s in game.waiting.values())])
        return now - last >= settings.stall_days * DAY

    async def tick_stalls(self) -> int:
        """Announce, once, each table nobody has moved for the server's stall days; it is then
        listed as stalled for the moderators. A move starts the count again, so a later stall
        is news again."""
        now = self.core.clock()
        async with self.core.store.read() as db:
            running = await q.game_ids_with_status(db, "running")
        announced = 0
        for game_id in running:  # each table in a transaction of its own: the others move meanwhile
            announced += await self._tick_stall(game_id, now)
        if announced:
            self.core.notify()
        return announced

    async def _tick_stall(self, game_id: int, now: float) -> int:
        """The stall count of one table: 1 if its stall is announced now."""
        async with self.core.store.transaction(table=game_id) as db:
            game = await q.load_game(db, game_id)
            if game is None or game.status != "running" or game.guild_id is None:
                return 0
            mark = await m.stall_of(db, game_id)
            if mark is None or mark[0] != game.version:  # it moved: count from now
                await m.set_stall(db, game_id, game.version, now)
                return 0
            if mark[2]:
                return 0  # told already, and nothing moved since
            settings = await m.guild_settings(db, game.guild_id)
            if not await self._is_stalled(db, game, settings, now):
                return 0
            await m.set_stall(db, game_id, game.version, mark[1], announced=True)
            names = ", ".join(game.seats[int(k)].name for k in sorted(game.waiting, key=int))
            stalled = speak("stalled", game_id=game_id, days=settings.stall_days, names=names)
            await self.core.say(db, game_id, stalled)
            return 1

"""Tables before and around play: create, join, seat an AI, leave, start, cancel, rematch and
the table's settings. A part of ``bot.play.service.Service``."""

from __future__ import annotations

import random

from bot.config import DEFAULT_REACT_HOURS, DEFAULT_TURN_HOURS, MAX_REACT_HOURS, MAX_TURN_HOURS
from bot.outbox.offers import decision_stamps
from bot.outbox.shapes import LobbyEdit, LobbyPost
from bot.play.errors import UserError
from bot.play.moves import Moves
from bot.play.shared import Core, Member
from bot.words import say
from db import moderation as m
from db import store as q
from db.store import GameRecord, Seat
from games import IllegalMove
from games.ai.levels import SEAT_LEVELS

AI_LEVELS = SEAT_LEVELS
#: what happens when a player's time runs out: nothing but a note, the default option, or the AI
POLICIES = ("wait", "auto", "ai")


def check_timer(turn_hours: float, on_timeout: str) -> None:
    """A turn timer and a policy for when it runs out, as a table or a server may set them."""
    if not 0 <= turn_hours <= MAX_TURN_HOURS:
        raise UserError("bad_hours")
    if on_timeout not in POLICIES:
        raise UserError("bad_policy", value=str(on_timeout)[:40])


async def check_opener(db, guild_id: str, game_name: str, user_id: str, member: Member | None) -> m.GuildSettings:
    """The server's settings, if ``user_id`` may open a table of ``game_name`` there: the game is
    offered, they hold the opening role (or manage the server), and they host fewer open tables
    than the server's limit. Called inside the transaction that creates the table, so
    simultaneous requests cannot all pass the limit before any of them has counted. ``member``
    None: asked from direct messages, where the member's roles are not known."""
    settings = await m.guild_settings(db, guild_id)
    if settings.games is not None and game_name not in settings.games:
        raise UserError("game_not_offered", name=game_name[:40], offered=", ".join(settings.games))
    if settings.opener_role:
        if member is None:
            raise UserError("open_in_server")
        if settings.opener_role not in member.roles and not member.manage_server:
            raise UserError("openers_only")
    if settings.max_open is not None:
        hosted = await m.open_tables_hosted(db, guild_id, user_id)
        if hosted >= settings.max_open:
            raise UserError("too_many_open", limit=settings.max_open)
    return settings


class Lobby:
    """The lobby part of ``Service``; ``moves`` posts a started table's first turn."""

    def __init__(self, core: Core, moves: Moves) -> None:
        self.core = core
        self.moves = moves

    async def create(
        self,
        game_name: str,
        host_id: str,
        host_name: str,
        options: dict[str, str] | None = None,
        max_seats: int | None = None,
        guild_id: str | None = None,
        channel_id: str | None = None,
        turn_hours: float = DEFAULT_TURN_HOURS,
        on_timeout: str = "wait",
        seed: int | None = None,
        locale: str = "en",
        opener: Member | None = None,
    ) -> GameRecord:
        """A new table in its lobby, ``host_id`` seated first. ``opener``: the member opening it in
        server ``guild_id``, held to the server's rules for opening tables (``check_opener``)."""
        engine = self.core.engine(game_name)
        try:
            resolved = engine.resolve_options(options)
        except IllegalMove as exc:
            raise UserError("bad_setting", reason=exc.text) from None  # worded for whoever reads it
        if max_seats is not None and not engine.min_players <= max_seats <= engine.max_players:
            raise UserError(
                "too_few",
                game=engine.name,
                min=engine.min_players,
                max=engine.max_players,
                game_id="?",
                seats=max_seats,
            )
        check_timer(turn_hours, on_timeout)
        seed = random.SystemRandom().getrandbits(48) if seed is None else seed
        async with self.core.store.transaction() as db:
            if opener is not None and guild_id is not None:
                await check_opener(db, guild_id, engine.id, host_id, opener)
            game_id = await q.insert_game(
                db, engine.id, resolved, seed, host_id, max_seats, guild_id, channel_id, turn_hours, on_timeout, locale
            )
            await q.update_game(db, game_id, react_hours=DEFAULT_REACT_HOURS)
            await q.insert_seat(db, game_id, Seat(0, host_id, host_name))
            game = await self._post_lobby(db, game_id)
        self.core.notify()
        return game

    async def rematch(self, game_id: int, user_id: str, opener: Member | None = None) -> GameRecord:
        """A new table for the same players, in the same seats, with the options the game gives
        a rematch (e.g. a two-player game's roles swap), hosted by the player who asked for it. It opens as a
        lobby: anyone may leave before the start. At a server's table, whoever asks is held to
        the server's rules for opening tables (``opener``: the member, None from DMs)."""
        async with self.core.store.transaction() as db:
            old = await self.core.load(db, game_id)
            if old.seat_of(user_id) is None:
                raise UserError("not_seated", game_id=game_id)
            if old.status not in ("finished", "cancelled"):
                raise UserError("not_over", game_id=game_id)
            # one rematch per table: pressing again points to it (a cancelled one frees the way)
            earlier = await q.rematch_of(db, game_id)
            if earlier is not None:
                raise UserError("rematch_exists", game_id=game_id, rematch_id=earlier)
            if old.guild_id is not None:
                await check_opener(db, old.guild_id, old.game, user_id, opener)
            engine = self.core.engine(old.game)
            seed = random.SystemRandom().getrandbits(48)
            new_id = await q.insert_game(
                db,
                engine.id,
                engine.rematch_options(old.options),
                seed,
                user_id,
                old.max_seats,
                old.guild_id,
                old.channel_id,
                old.turn_hours,
                old.on_timeout,
                old.locale,
            )
            await q.update_game(db, new_id, rematch_of=game_id, react_hours=old.react_hours)
            for seat in old.seats:
                await q.insert_seat(db, new_id, Seat(seat.seat, seat.user_id, seat.name, seat.kind, seat.ai_level))
            game = await self._post_lobby(db, new_id)
        self.core.notify()
        return game

    async def join(self, game_id: int, user_id: str, name: str) -> GameRecord:
        async with self.core.store.transaction(table=game_id) as db:
            game = await self.core.load(db, game_id)
            if game.status != "lobby":
                raise UserError("not_in_lobby", game_id=game_id)
            if game.seat_of(user_id):
                raise UserError("already_seated", game_id=game_id)
            engine = self.core.engine(game.game)
            limit = game.max_seats or engine.max_players
            if len(game.seats) >= limit:
                raise UserError("table_full", game_id=game_id, seats=limit)
            await q.insert_seat(db, game_id, Seat(len(game.seats), user_id, name))
            game = await self._show_lobby(db, game_id)
        self.core.notify()
        return game

    async def add_ai(self, game_id: int, host_id: str, level: str) -> GameRecord:
        if level not in AI_LEVELS:
            raise UserError("bad_ai_level")
        async with self.core.store.transaction(table=game_id) as db:
            game = await self.core.load(db, game_id)
            self._host_only(game, host_id)
            if game.status != "lobby":
                raise UserError("not_in_lobby", game_id=game_id)
            limit = game.max_seats or self.core.engine(game.game).max_players
            if len(game.seats) >= limit:
                raise UserError("table_full", game_id=game_id, seats=limit)
            n = sum(1 for s in game.seats if s.kind == "ai") + 1
            seat = Seat(len(game.seats), f"ai:{game_id}:{n}", f"AI {n} ({level})", kind="ai", ai_level=level)
            await q.insert_seat(db, game_id, seat)
            game = await self._show_lobby(db, game_id)
        self.core.notify()
        return game

    async def leave(self, game_id: int, user_id: str) -> GameRecord:
        async with self.core.store.transaction(table=game_id) as db:
            game = await self.core.load(db, game_id)
            if game.status == "running" and game.seat_of(user_id):
                raise UserError("leave_running", game_id=game_id)  # a seat in play is given up by resigning
            if game.status != "lobby":
                raise UserError("not_in_lobby", game_id=game_id)
            if not game.seat_of(user_id):
                raise UserError("not_seated", game_id=game_id)
            if user_id == game.host_id:
                raise UserError("host_cannot_leave", game_id=game_id)
            remaining = [s for s in game.seats if s.user_id != user_id]
            for i, s in enumerate(remaining):
                s.seat = i
            await q.replace_seats(db, game_id, remaining)
            game = await self._show_lobby(db, game_id)
        self.core.notify()
        return game

    async def cancel(self, game_id: int, user_id: str) -> GameRecord:
        async with self.core.store.transaction(table=game_id) as db:
            game = await self.core.load(db, game_id)
            self._host_only(game, user_id)
            if game.status not in ("lobby", "running"):
                raise UserError("not_running", game_id=game_id, status=say(f"status_{game.status}"))
            await q.update_game(db, game_id, status="cancelled")
            if game.thread_id or game.status == "running":
                await self.core.say(db, game_id, say("cancelled", game_id=game_id))
            game = await self._show_lobby(db, game_id)
        self.core.notify()
        return game

    async def _post_lobby(self, db, game_id: int) -> GameRecord:
        """A new table, and its lobby message owed to its channel (a table made outside Discord
        has none); call ``notify`` after the commit."""
        game = await self.core.load(db, game_id)
        if game.channel_id:
            await self.core.enqueue(db, game_id, LobbyPost(game_id))
        return game

    async def _show_lobby(self, db, game_id: int) -> GameRecord:
        """The table as it now is, and its lobby message edited to show it (by the outbox, in the
        table's order, after the post: a lobby not yet posted shows the table as it is when it
        goes); call ``notify`` after the commit."""
        game = await self.core.load(db, game_id)
        if game.lobby_message_id or game.channel_id:
            await self.core.enqueue(db, game_id, LobbyEdit(game_id))
        return game

    def _host_only(self, game: GameRecord, user_id: str) -> None:
        if user_id != game.host_id:
            host = game.seat_of(game.host_id)
            raise UserError("host_only", host=host.name if host else game.host_id, game_id=game.id)

    async def discard(self, game_id: int) -> None:
        """Forget a table just made whose lobby could not be posted: nobody saw it or joined it,
        so it leaves nothing behind (a table whose lobby was posted is never discarded)."""
        async with self.core.store.transaction() as db:
            await q.delete_unseen_lobby(db, game_id)

    async def set_lobby_message(self, game_id: int, message_id: str) -> None:
        async with self.core.store.transaction(table=game_id) as db:
            await q.update_game(db, game_id, lobby_message_id=message_id)

    async def set_thread(self, game_id: int, thread_id: str) -> None:
        async with self.core.store.transaction(table=game_id) as db:
            await q.update_game(db, game_id, thread_id=thread_id)

    async def start(self, game_id: int, user_id: str) -> GameRecord:
        async with self.core.store.transaction(table=game_id) as db:
            game = await self.core.load(db, game_id)
            self._host_only(game, user_id)
            if game.status != "lobby":
                raise UserError("not_in_lobby", game_id=game_id)
            engine = self.core.engine(game.game)
            if not engine.min_players <= len(game.seats) <= engine.max_players:
                raise UserError(
                    "too_few",
                    game=engine.name,
                    min=engine.min_players,
                    max=engine.max_players,
                    game_id=game_id,
                    seats=len(game.seats),
                )
            state = engine.new(len(game.seats), game.options, game.seed)
            await q.save_snapshot(db, game_id, 0, engine.to_json(state))
            await q.update_game(db, game_id, status="running")
            game.status = "running"
            await self._show_lobby(db, game_id)
            waiting = decision_stamps({}, engine.pending(state), 0, None, self.core.clock())
            await q.update_game(db, game_id, waiting=waiting)
            game.waiting = waiting
            await self.moves.enqueue_turn(db, game, engine, state, waiting)
            game = await self.core.load(db, game_id)
        self.core.keep(game_id, 0, state)  # the first move needs not decode what it stored
        self.core.changed(game)
        return game

    async def settings(
        self,
        game_id: int,
        user_id: str,
        turn_hours: float | None = None,
        on_timeout: str | None = None,
        react_hours: float | None = None,
    ) -> GameRecord:
        async with self.core.store.transaction(table=game_id) as db:
            game = await self.core.load(db, game_id)
            if turn_hours is None and on_timeout is None and react_hours is None:
                return game
            self._host_only(game, user_id)
            hours = game.turn_hours if turn_hours is None else turn_hours
            policy = game.on_timeout if on_timeout is None else on_timeout
            check_timer(hours, policy)
            react = game.react_hours if react_hours is None else react_hours
            if not 0 < react <= MAX_REACT_HOURS:
                raise UserError("bad_react_hours", most=MAX_REACT_HOURS)
            await q.update_game(db, game_id, turn_hours=hours, on_timeout=policy, react_hours=react)
            return await self.core.load(db, game_id)

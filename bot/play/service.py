"""The session service: tables, turns, resignations, machine seats, moderation and the outbox.

It knows nothing of Discord: the adapter, the tests and the command line drive it alike.
Every change is one store transaction, and every message a change owes is written to the
outbox inside that transaction; ``bot.outbox.delivery`` sends them after commit.

``Service`` is assembled from parts, each a class holding the shared ``bot.play.shared.Core`` (the
store, the clock, the games; loading a table, saying a line, enqueueing a message, waking the
deliverer): ``Moves`` (playing, ``bot.play.moves``), ``Lobby`` (``bot.play.lobby``), ``MachineSeats`` and
the turn timers (``bot.play.machines``), ``Reactions`` (``bot.play.reactions``), ``Moderation``
(``bot.play.moderation``), ``TimeAway`` (``bot.play.away``) and ``Standings`` (ratings, history and
replays, ``bot.play.standings``). Here they are wired together; the service's
own methods are the read-only queries behind the commands, the timer tick that visits every
part, and the replay audit. The parts' methods the handlers call are offered on the service
itself, so its callers need not know which part does what.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.config import Config
from bot.outbox import readers
from bot.outbox.offers import controls_for, options_controls
from bot.outbox.shapes import private_picture, without_turn_words
from bot.play.away import TimeAway
from bot.play.errors import UserError
from bot.play.lobby import Lobby
from bot.play.machines import AiChooser, MachineSeats
from bot.play.moderation import Moderation
from bot.play.moves import (
    Asked,
    MoveResult,
    Moves,
    board_caption,
    board_picture,
    log_places,
    machine_line,
    may_name_choice,
)
from bot.play.reactions import Reactions
from bot.play.shared import MAX_TABLE_ID, Core, reachable
from bot.play.standings import Standings
from bot.words import stored_label, word
from db import store as q
from db.store import GameRecord, Store
from games import Decision, Engine, IllegalMove, registry
from games.core import State
from games.i18n import Msg

__all__ = [
    "MAX_TABLE_ID",
    "Asked",
    "MoveResult",
    "ReplayReport",
    "Service",
    "UserError",
    "board_picture",
    "controls_for",
    "may_name_choice",
    "options_controls",
    "private_picture",
    "reachable",
    "without_turn_words",
]


@dataclass
class ReplayReport:
    game_id: int
    actions: int
    matches: bool
    detail: str


class Service:
    """Tables and their games. ``clock`` is injectable so tests can move time."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], float] = time.time,
        ai_chooser: AiChooser | None = None,
        engines: Callable[[str], Engine] = registry.get,
        config: Config | None = None,
    ) -> None:
        self.core = core = Core(store, clock, engines, config)
        self.moves = Moves(core)
        self.machines = MachineSeats(core, self.moves.move, ai_chooser)
        self.lobby = Lobby(core, self.moves)
        self.reactions = Reactions(core, self.moves.move)
        core.on_change = self._changed
        self.moderation = Moderation(core)
        self.away = TimeAway(core)
        self.standings = Standings(core)
        self._offer_tables(store, clock, engines)
        self._offer_parts()

    # what the handlers, the deliverer and the command line call, part by part: the service's
    # callers see one object, its parts stay apart
    def _offer_tables(self, store: Store, clock: Callable[[], float], engines: Callable[[str], Engine]) -> None:
        self.store = store
        self.clock = clock
        self.engine_of = engines
        self.outbox_ready = self.core.outbox_ready
        self.engine = self.core.engine
        self.game = self.core.game
        self.state = self.core.state
        self.board_gate = self.core.board_gate
        # playing
        self.move = self.moves.move
        self.resign = self.moves.resign
        # the lobby
        self.create = self.lobby.create
        self.join = self.lobby.join
        self.add_ai = self.lobby.add_ai
        self.leave = self.lobby.leave
        self.start = self.lobby.start
        self.cancel = self.lobby.cancel
        self.rematch = self.lobby.rematch
        self.settings = self.lobby.settings
        self.set_lobby_message = self.lobby.set_lobby_message
        self.discard = self.lobby.discard
        self.set_thread = self.lobby.set_thread

    def _offer_parts(self) -> None:
        # the machine seats
        self.play_machines = self.machines.play_machines
        self.settle = self.machines.settle
        self.resume = self.machines.resume
        self.present = self.machines.present
        # reactions
        self.set_standing_order = self.reactions.set_standing_order
        self.standing_orders_of = self.reactions.standing_orders_of
        self.close_windows = self.reactions.close_windows
        self.ahead = self.reactions.ahead
        self.ahead_of = self.reactions.ahead_of
        self.choose_ahead = self.reactions.choose_ahead
        self.press_ahead = self.reactions.press_ahead
        # the moderators
        self.is_moderator = self.moderation.is_moderator
        self.admin_tables = self.moderation.admin_tables
        self.pause_table = self.moderation.pause_table
        self.resume_table = self.moderation.resume_table
        self.admin_cancel = self.moderation.admin_cancel
        self.replace_seat = self.moderation.replace_seat
        self.audit_log = self.moderation.audit_log
        self.server_settings = self.moderation.server_settings
        self.table_defaults = self.moderation.table_defaults
        self.tick_stalls = self.moderation.tick_stalls
        # ratings, history and replays
        self.stats = self.standings.stats
        self.leaderboard = self.standings.leaderboard
        self.history = self.standings.history
        self.replay_of = self.standings.replay
        # time away
        self.go_away = self.away.go_away
        self.come_back = self.away.come_back
        self.tick_aways = self.away.tick_aways

    async def reader_locale(self, user_id: str, discord_locale: str | None) -> str:
        """The language ``user_id`` reads, keeping the Discord locale their interaction carried."""
        return await readers.reader_locale(self.store, user_id, discord_locale)

    async def set_language(self, user_id: str, language: str) -> str | None:
        """Fix the user's language (``readers.AUTO``: follow Discord again); the fixed one or None."""
        return await readers.set_language(self.store, user_id, language)

    def _changed(self, game: GameRecord) -> None:
        """A committed change: machine seats whose turn came play on, and a reactive round
        it opened is closed when its window ends."""
        self.machines.schedule(game)
        self.reactions.wake_at_window_end(game)

    @property
    def worker(self) -> str:
        """This process among those sharing the database (the owner of the leases it claims)."""
        return self.core.worker

    async def take_identify_turn(self, bucket: int, now: float, spacing: float) -> float:
        """When this process may IDENTIFY in session-start ``bucket``: the turns are taken in
        the database every process shares, ``spacing`` seconds apart."""
        async with self.store.transaction() as db:
            return await q.take_identify_turn(db, bucket, now, spacing)

    def board_gate(self, game_id: int) -> asyncio.Lock:
        """Held by delivery while the table's newest board leaves (``Core.board_gate``)."""
        return self.core.board_gate(game_id)

    @property
    def machine_lease_seconds(self) -> float:
        return self.core.machine_lease_seconds

    @machine_lease_seconds.setter
    def machine_lease_seconds(self, seconds: float) -> None:
        self.core.machine_lease_seconds = seconds

    @property
    def tick_lease_seconds(self) -> float:
        return self.core.tick_lease_seconds

    @tick_lease_seconds.setter
    def tick_lease_seconds(self, seconds: float) -> None:
        self.core.tick_lease_seconds = seconds

    @property
    def ai_chooser(self) -> AiChooser | None:
        return self.machines.ai_chooser

    @ai_chooser.setter
    def ai_chooser(self, chooser: AiChooser | None) -> None:
        self.machines.ai_chooser = chooser

    @property
    def last_move_timings(self) -> dict[str, float]:
        """Seconds spent in the phases of the last move: load, rules, write, commit."""
        return self.moves.last_timings

    async def table_seen_from(self, game_id: int, guild_id: str | None, user_id: str) -> GameRecord:
        """The table ``game_id`` as seen from a server (or, with ``guild_id`` None, from a
        user's direct messages); one that may not be reached from there is "no such table"."""
        game = await self.game(game_id)
        if not reachable(game, guild_id, user_id):
            raise UserError("no_such_table", game_id=game_id)
        return game

    async def game_for_thread(self, thread_id: str) -> int | None:
        async with self.store.read() as db:
            return await q.game_in_thread(db, thread_id)

    # --- the timers ------------------------------------------------------------------
    async def tick(self) -> int:
        """Send due reminders and act on expired timers; returns how many seats it acted on.

        Of several processes sharing the database, the one holding the timer lease ticks (it
        renews it each time; when it dies, another takes over once the lease runs out), and
        it takes up the machine seats of tables whose process died."""
        if not await self.store.claim(["tick"], self.core.worker, self.core.tick_lease_seconds):
            return 0
        await self.machines.adopt_orphans()
        await self.away.tick_aways()  # stays away that ran out end first
        await self.moderation.tick_stalls()
        async with self.store.read() as db:
            running = await q.game_ids_with_status(db, "running")
        acted = 0
        for game_id in running:
            acted += await self.machines.tick_game(game_id)
            acted += await self.reactions.close_windows(game_id)  # reactive decisions' windows
        return acted

    # --- queries behind the commands -------------------------------------------------
    async def looked_at(self, game_id: int, user_id: str, seen_from: Asked | None = None) -> tuple[GameRecord, State]:
        """The table and its state for a look that changes nothing (``Core.state`` with
        ``kept``). ``seen_from``: the command asking, from where the table must be reachable
        (checked on this read: "no such table" otherwise)."""
        game, state = await self.state(game_id, kept=True)
        if seen_from is not None and not reachable(game, seen_from.guild_id, user_id):
            raise UserError("no_such_table", game_id=game_id)
        return game, state

    async def decision_for(
        self, game_id: int, user_id: str, seen_from: Asked | None = None
    ) -> tuple[GameRecord, Decision | None]:
        """The table and ``user_id``'s pending decision there (None: none now), ``seen_from``
        as ``looked_at``."""
        game, state = await self.looked_at(game_id, user_id, seen_from)
        seat = game.seat_of(user_id)
        if seat is None:
            raise UserError("not_seated", game_id=game_id)
        if game.status != "running":
            return game, None
        engine = self.core.engine(game.game)
        return game, next((d for d in engine.pending(state) if d.seat == seat.seat), None)

    async def panel(self, game_id: int, user_id: str) -> tuple[GameRecord, Decision | None, dict[str, Any] | None]:
        """What ``user_id``'s own panel shows: their pending decision (or None) and the board as
        they see it, with whatever that decision's options name marked on it (no decision: what
        they alone see, unmarked; None while the table is not running)."""
        game, state = await self.state(game_id, kept=True)
        return self.panel_of(game, state, user_id)

    def panel_of(
        self, game: GameRecord, state: State, user_id: str
    ) -> tuple[GameRecord, Decision | None, dict[str, Any] | None]:
        """``panel`` of a table already read (the one a move just left: ``MoveResult``)."""
        seat = game.seat_of(user_id)
        if seat is None:
            raise UserError("not_seated", game_id=game.id)
        engine = self.core.engine(game.game)
        decision = next((d for d in engine.pending(state) if d.seat == seat.seat), None)
        if game.status != "running":
            return game, None, None
        view = engine.view(state, seat.seat)
        # the seat's private picture shows the step with its candidates marked (a game with
        # nothing private draws the board as the seat sees it, marked the same way); with no
        # step left, the hand as it now stands
        picture = private_picture(engine, view, game.names, decision)
        return game, decision, picture

    async def board(self, game_id: int) -> tuple[GameRecord, dict[str, Any], Msg]:
        """The table, the public picture's payload (rendered by the caller off the loop) and its
        caption: whose turn it is (named, not pinged), or the result."""
        game, state = await self.state(game_id, kept=True)
        engine = self.core.engine(game.game)
        pending = engine.pending(state) if game.status == "running" else []
        public = engine.view(state, None)
        return game, board_picture(engine, public, game.names, pending), board_caption(game, engine, state)

    async def private(self, game_id: int, user_id: str) -> tuple[GameRecord, dict[str, Any]]:
        game, state = await self.state(game_id, kept=True)
        seat = game.seat_of(user_id)
        if seat is None:
            raise UserError("not_seated", game_id=game_id)
        engine = self.core.engine(game.game)
        view = engine.view(state, seat.seat)
        pending = engine.pending(state) if game.status == "running" else []
        decision = next((d for d in pending if d.seat == seat.seat), None)
        return game, private_picture(engine, view, game.names, decision)

    async def log_lines(self, game_id: int, user_id: str | None, last: int = 20, locale: str = "en") -> list[str]:
        """What ``user_id`` may read of the game's history, worded in ``locale``, with the latest
        moves made for absent or computer players each in its place among them."""
        game, state = await self.state(game_id, kept=True)
        seat = game.seat_of(user_id) if user_id else None
        engine = self.core.engine(game.game)
        entries = engine.view(state, seat.seat if seat else None).get("log", [])[-last:]
        async with self.core.store.read() as db:
            machine = await q.machine_actions(db, game_id, 5)
            actions = await q.load_actions(db, game_id) if machine else []
        wanted = {n for n, *_ in machine}
        places = await asyncio.to_thread(log_places, engine, game, actions, wanted) if machine else {}
        first = entries[0].get("n", 0) if entries else 0
        lines: list[tuple[tuple[float, int, int], str]] = [
            ((entry.get("n", i), 0, i), word(entry["text"], locale, game.names)) for i, entry in enumerate(entries)
        ]
        for j, (n, seat_no, label, source, public) in enumerate(machine):
            place = places.get(n, math.inf)  # not found by the replay: after the lines shown
            if place < first - 1:
                continue  # older than the lines shown
            # the seat's own player (a resigned or absent one) may read what was played for them
            told = stored_label(label) if public or (seat is not None and seat.seat == seat_no) else None
            lines.append(((place, 1, j), word(machine_line(game, seat_no, source, told), locale, game.names)))
        return [line for _, line in sorted(lines)]

    async def mine(self, user_id: str, guild_id: str | None = None, finished: int = 5) -> list[GameRecord]:
        """The user's tables that can be reached from ``guild_id`` (None: from DMs, all): first
        those waiting on them, then the others being played or in the lobby, then the
        ``finished`` most recently finished."""
        async with self.core.store.read() as db:
            games = await q.games_of_user(db, user_id, ("lobby", "running", "finished"))
        games = [g for g in games if reachable(g, guild_id, user_id)]

        def waits_on_me(game: GameRecord) -> bool:
            seat = game.seat_of(user_id)
            return game.status == "running" and seat is not None and str(seat.seat) in game.waiting

        open_tables = sorted((g for g in games if g.status != "finished"), key=lambda g: (not waits_on_me(g), g.id))
        done = sorted((g for g in games if g.status == "finished"), key=lambda g: g.updated_at, reverse=True)
        return open_tables + done[:finished]

    # --- audit -----------------------------------------------------------------------
    async def replay(self, game_id: int) -> ReplayReport:
        """Rebuild the game from its seed and action log; compare with the stored snapshot."""
        async with self.core.store.read() as db:
            game = await self.core.load(db, game_id)
            actions = await q.load_actions(db, game_id)
            snap = await q.load_snapshot(db, game_id)
        if snap is None:
            return ReplayReport(game_id, 0, True, "never started: nothing to replay")
        engine = self.core.engine(game.game)
        state = engine.new(len(game.seats), game.options, game.seed)
        for n, seat, option_id, _source in actions:
            try:
                state = engine.apply(state, seat, option_id)
            except IllegalMove as exc:
                return ReplayReport(game_id, len(actions), False, f"action {n} ({option_id}) is refused: {exc}")
        # the stored snapshot is compared as loaded: one saved before a schema change is upgraded first
        stored = engine.to_json(engine.from_json(snap[1]))
        matches = engine.to_json(state) == stored and snap[0] == (actions[-1][0] if actions else 0)
        detail = "replay matches the stored snapshot" if matches else "replay differs from the stored snapshot"
        return ReplayReport(game_id, len(actions), matches, detail)

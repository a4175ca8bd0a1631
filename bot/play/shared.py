"""What the session service's parts share: the store, the clock, the games, and the few acts
every part performs (load a table, say a line in its thread, put a message in the outbox, wake
the deliverer).

``bot.play.service.Service`` makes one ``Core`` and hands it to each part (``lobby``, ``moves``,
``machines``, ``reactions``, ``moderation``, ``away`` in ``bot.play``); no part reaches into
another's attributes. What one part needs of another is passed to it explicitly: a way to make
a move (``MoveMaker``), or the ``on_change`` hook through which the machine seats hear that a
table changed.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import socket
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.config import Config
from bot.outbox.shapes import Note, OutboxMessage
from bot.outbox.wording import stored
from bot.play.errors import UserError
from bot.words import say
from db import store as q
from db.store import GameRecord, Store
from games import Engine, registry
from games.core import State
from games.i18n import Text

#: the largest table number there can be (SQLite's integers are 64-bit, signed)
MAX_TABLE_ID = (1 << 63) - 1
DAY = 86400.0


@dataclass(frozen=True)
class Member:
    """Who asks, as the adapter found them in the server."""

    user_id: str
    name: str
    manage_server: bool = False
    roles: frozenset[str] = field(default_factory=frozenset)


def reachable(game: GameRecord, guild_id: str | None, user_id: str) -> bool:
    """Whether a command or button from ``guild_id`` (None: a direct message) may address
    ``game``. A table belongs to the server it was opened in: from any other server it does not
    exist, so table numbers cannot be enumerated across servers. In direct messages a player
    reaches the tables they sit at, wherever those are (their DMs carry their decisions).
    A table with no server (made outside Discord) belongs to no server: only DMs reach it."""
    if guild_id is None:
        return game.seat_of(user_id) is not None
    return game.guild_id == guild_id


class MoveMaker(Protocol):
    """Makes a move at a table (``bot.play.moves.Moves.move``): the parts that play for a seat (the
    machine seats, the reaction windows, standing orders) are given this, not the whole part."""

    async def __call__(
        self,
        game_id: int,
        user_id: str,
        option_id: str,
        version: int | None = None,
        source: str = "player",
        seat: int | None = None,
    ) -> Any: ...


#: the longest a move waits for its table's board in flight to reach Discord: a post takes
#: 0.1-0.3 s there (more on a busy machine); one held up longer is not worth a slower answer
BOARD_GATE_PATIENCE = 1.0

#: how many tables' latest states a process keeps for their next move and their players' panels
HELD_STATES = 100

#: a process that stops renewing its claims (it died) loses them after this long
MACHINE_LEASE_SECONDS = 60.0


class Core:
    """The store, the clock and the games, with the acts every part of the service shares.
    ``clock`` is injectable so tests can move time; ``engines`` finds a game by its id."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], float] = time.time,
        engines: Callable[[str], Engine] = registry.get,
        config: Config | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self.engine_of = engines
        #: set when the outbox holds new messages; the deliverer waits on it
        self.outbox_ready = asyncio.Event()
        #: this process among those sharing the database (the owner of the leases it claims)
        self.worker = f"{socket.gethostname()}/{os.getpid()}/{secrets.token_hex(3)}"
        #: how long a claim on a table's machine seats, and on the timer round, lasts unrenewed
        self.machine_lease_seconds = MACHINE_LEASE_SECONDS
        self.tick_lease_seconds = (config or Config()).tick_lease_seconds
        #: called with a table after a change to it committed (the service wires the machine
        #: seats here, so a machine whose turn came plays on)
        self.on_change: Callable[[GameRecord], None] = lambda game: None
        #: per table: held while its newest board is checked and sent, and while a move there
        #: writes (``board_gate``), so a move cannot make a board out of date on its way
        self._board_gates: dict[int, asyncio.Lock] = {}
        #: per table, the version and state last read or committed here, and what a move worked
        #: out of it (``keep``)
        self._held: dict[int, tuple[int, State, Any]] = {}

    def board_gate(self, game_id: int) -> asyncio.Lock:
        """The lock that keeps a table's moves from writing while its board is leaving: the
        deliverer holds it from its last look at whether the board is still the newest until
        Discord has the board; a move holds it while it writes (``hold_board_gate``)."""
        return self._board_gates.setdefault(game_id, asyncio.Lock())

    @asynccontextmanager
    async def hold_board_gate(self, game_id: int, patience: float = BOARD_GATE_PATIENCE) -> AsyncIterator[None]:
        """Holds the table's board gate around a move's write, waiting at most ``patience``
        seconds for a board in flight to arrive (a slow send never holds a move up for long:
        then the move goes on, and the board it outdates may arrive after it)."""
        gate = self.board_gate(game_id)
        try:
            async with asyncio.timeout(patience):  # a free gate is taken at once, with no task
                await gate.acquire()
            held = True
        except TimeoutError:
            held = False
        try:
            yield
        finally:
            if held:
                gate.release()

    def engine(self, name: str) -> Engine:
        """The game called ``name``; "unknown game" for one this bot does not have."""
        try:
            return self.engine_of(name)
        except KeyError:
            raise UserError(
                "unknown_game", name=name, known=", ".join(f"`{e.id}`" for e in registry.listed())
            ) from None

    async def load(self, db, game_id: int) -> GameRecord:
        """Table ``game_id`` read inside a ``read()`` or ``transaction()`` block."""
        if not 0 < game_id <= MAX_TABLE_ID:  # SQLite's integers stop at 64 bits
            raise UserError("no_such_table", game_id=str(game_id)[:24])
        game = await q.load_game(db, game_id)
        if game is None:
            raise UserError("no_such_table", game_id=game_id)
        return game

    async def game(self, game_id: int) -> GameRecord:
        async with self.store.read() as db:
            return await self.load(db, game_id)

    async def state(self, game_id: int, kept: bool = False) -> tuple[GameRecord, State]:
        """The table and its game's current state ("not running" before it started).

        ``kept``: the caller only looks at the state, never changes it, so it may be the one
        the process keeps for the table (``keep``), if that is still the stored version: the
        stored text is then not read, nor decoded (a long game's state takes some 0.5 ms to decode).
        One read here is kept in turn, for the table's next move."""
        held = self._held.get(game_id) if kept else None
        async with self.store.read() as db:
            game = await self.load(db, game_id)
            snap = await q.load_snapshot(db, game_id, held[0] if held else None)
        if snap is None:
            raise UserError("not_running", game_id=game_id, status=say(f"status_{game.status}"))
        version, text = snap
        if text is None and held is not None:
            return game, held[1]
        state = self.engine(game.game).from_json(text)
        if kept:
            self.keep(game_id, version, state)
        return game, state

    def keep(self, game_id: int, version: int, state: State, looks: Any = None) -> None:
        """Keeps a table's state at ``version`` (the latest tables' only), for its next move and
        for looks at it that change nothing (``state(kept=True)``), with what the move that left
        it worked out of it (``bot.play.moves.Looks``). Whoever reads them never changes them in
        place: a move makes new states (``Engine.apply``)."""
        self._held.pop(game_id, None)
        self._held[game_id] = (version, state, looks)
        while len(self._held) > HELD_STATES:
            del self._held[next(iter(self._held))]

    def kept(self, game_id: int) -> tuple[int, State, Any] | None:
        """The version, state and looks kept for the table, if any (maybe no longer the stored one)."""
        return self._held.get(game_id)

    def forget(self, game_id: int) -> None:
        """Drops the state kept for a table whose stored state was rewritten outside a move."""
        self._held.pop(game_id, None)

    async def public_view(self, db, game: GameRecord) -> dict[str, Any] | None:
        """The public view of the table's stored state (None before it started)."""
        snap = await q.load_snapshot(db, game.id)
        if snap is None:
            return None
        engine = self.engine(game.game)
        return engine.view(engine.from_json(snap[1]), None)

    async def enqueue(self, db, game_id: int | None, message: OutboxMessage) -> int:
        """``message`` into the outbox, inside the caller's transaction; its outbox row id."""
        return await q.enqueue(db, game_id, message.to_payload())

    async def say(self, db, game_id: int, text: Text) -> None:
        """A plain line in the game's thread (a message, worded in the table's language at delivery)."""
        await self.enqueue(db, game_id, Note(game_id, stored(text)))

    def notify(self) -> None:
        """Wake the deliverer: the outbox holds new messages (call after the commit)."""
        self.outbox_ready.set()

    def changed(self, game: GameRecord) -> None:
        """After a committed change to ``game``: wake the deliverer and the machine seats."""
        self.notify()
        self.on_change(game)

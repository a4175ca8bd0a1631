"""Delivery of the outbox: messages owed to players, sent after the move that owes them has
committed, in order per destination, retried until they go through.

A restart loses nothing: what was not marked delivered is sent again. Nothing is sent twice
either: each message carries a nonce derived from its outbox id, which Discord honours for a
few minutes; a message whose send may have happened unseen (the first one owed in each order
when the bot starts, and any whose send failed) is first looked for among everything posted at
its destination since its row was written, which covers an outage of any length. Where the
bot may not read a thread's history (Discord then shows it none), a row written within the
nonce's trusted window is sent again with its nonce, and Discord hands back the message it made;
an older one is sent again if nothing at all was posted there since the last message recorded,
and otherwise settled as "sent, id unknown": never posted twice, and missing only if the bot
stopped before the request left and someone posted in the thread since. A send whose record the
database refused (a full disk) is remembered until it is recorded, while its lane waits longer
after each refusal. A message Discord refuses for good is settled after a few tries, and a
player's DMs keep their order per table, so one table's trouble holds back no other.

Each destination (a table's thread, a player's DMs) has a lane: one task sending its messages
one at a time. Lanes start as soon as their messages are written and run beside each other;
when the bot is busy, boards go before DMs and DMs before cosmetic edits (``bot.outbox.urgency``), so
the board everybody watches is not kept waiting behind private pictures.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import sqlite3
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from bot.config import Config
from bot.outbox.lobby import lobby_controls, lobby_text
from bot.outbox.shapes import Board, BoardEdit, DirectMessage, LobbyEdit, LobbyPost, OutboxMessage, message_of
from bot.outbox.urgency import NOW, SOON, PriorityGate, urgent
from bot.outbox.wording import worded, worded_controls, worded_picture
from bot.words import t
from db import store as q
from db.store import GameRecord, Store, StoreError
from games import Engine, pictures
from games.i18n import normalize_locale

log = logging.getLogger("orrery.delivery")

MAX_ATTEMPTS = 30
#: tries of a message Discord refuses for good (its thread or channel is gone, the channel is of
#: the wrong kind, the bot may not post there): settled soon, so it holds nothing back for long
REFUSED_ATTEMPTS = 3
#: a lane whose database writes fail (a full or failing disk) waits this long, doubling per
#: failure up to the cap, before its destination is tried again
STORE_BACKOFF_SECONDS = 0.5
STORE_BACKOFF_CAP_SECONDS = 30.0
#: a database that refuses writes is reported at most this often (with how many were refused)
STORE_REPORT_SECONDS = 60.0
KEEP_DELIVERED_SECONDS = 7 * 24 * 3600  # delivered messages are kept a week, for support questions
PRUNE_EVERY_SECONDS = 3600
# Lanes sending at once, to threads and to DMs each (a board never waits for a slot behind
# DMs). Requests are kept under Discord's limits elsewhere (the global pacer, the per-channel
# window below, discord.py's route buckets) and the pictures are drawn in worker processes, so
# this only bounds what is in flight: 4 lanes capped a busy bot at about 13 moves/s, each lane
# waiting on one upload at a time.
PARALLEL_DESTINATIONS = 16
#: undelivered rows looked at each time, oldest first: enough that a new board is seen behind a
#: backlog of DMs (each row is read as a message once, then kept while it waits)
WAITING_ROWS = 1000
#: the shortest time between two looks at the outbox: each look reads up to ``WAITING_ROWS``
#: rows, and a busy bot is woken by every move and every lane that ends (a hundred times a
#: second at 40 moves/s), so under load one look gathers what came in this long; an idle
#: bot's first look after a move is not delayed
LOOK_GAP_SECONDS = 0.02
# Discord lets a bot post about 5 messages per 5 s into one channel (a thread, a DM channel).
# Past that, a destination's next message waits its turn in the outbox instead of inside
# discord.py, where it would hold a lane's slot while other tables wait.
CHANNEL_MESSAGES = 5
# Of several processes sharing the database, one at a time delivers a destination's messages
# (so they keep their order and none goes twice): it claims the destination for this long,
# renews the claim before each message, and lets go once the destination has nothing left.
DELIVERY_LEASE_SECONDS = 60.0
#: a message looked for after a crash is among those posted since its outbox row was written,
#: less this margin for the difference between our clock and Discord's
CLOCK_MARGIN_SECONDS = 120.0
#: how long a board that waits only on seats the computer plays (a player resigned after it was
#: written) is held for their move, whose board replaces it: they move at once, or nearly
MACHINE_MOVE_WAIT_SECONDS = 3.0
#: Discord returns the earlier message for a repeated nonce (``enforce_nonce``) only within "the
#: past few minutes": a send may count on it for a row written no longer ago than this
NONCE_TRUST_SECONDS = 120.0


class DMsClosed(Exception):
    """The user does not accept direct messages from the bot."""


class TransientError(Exception):
    """Sending failed for now; try again later."""


class Undeliverable(Exception):
    """Discord refuses this message for good (the channel is gone or of the wrong kind, the bot
    may not post there): tried ``REFUSED_ATTEMPTS`` times, then settled."""


class ThreadGone(Undeliverable):
    """The game's thread no longer exists (a moderator deleted it)."""


class HistoryUnreadable(Exception):
    """The destination's history cannot be read (no Read Message History: Discord shows an empty
    list), and messages were posted there since the one a look starts after."""


class SentUnseen(Exception):
    """A row that may have gone before a crash, whose destination can tell neither way: settled
    as "sent, id unknown" rather than risk posting it twice."""


class Postponed(Exception):
    """Not yet: the message waits until ``until`` (a board edit too soon after the last one)."""

    def __init__(self, until: float) -> None:
        super().__init__(until)
        self.until = until


@dataclass
class Outgoing:
    """One message ready to send: text, an optional PNG and optional decision controls."""

    text: str
    picture: bytes | None = None
    filename: str = "board.png"
    controls: dict[str, Any] | None = None
    nonce: str = ""


class Transport(Protocol):
    """Sends and edits raise ``ThreadGone`` when the thread was deleted, ``Undeliverable`` when
    Discord refuses the message for good, and anything else when it may go later."""

    async def send_to_thread(self, thread_id: str, message: Outgoing) -> str | None: ...

    async def send_to_channel(self, channel_id: str, message: Outgoing) -> str:
        """Post a message in a server's channel (a table's lobby)."""
        ...

    async def edit_in_thread(self, thread_id: str, message_id: str, message: Outgoing) -> None:
        """Replace the text, picture and controls of a message the bot posted in a thread."""
        ...

    async def edit_in_channel(self, channel_id: str, message_id: str, message: Outgoing) -> None:
        """Replace the text and controls of a message the bot posted in a channel (a lobby)."""
        ...

    async def send_dm(self, user_id: str, message: Outgoing) -> str | None:
        """Raises ``DMsClosed`` when the user refuses direct messages."""
        ...

    async def find_thread(self, game: GameRecord, name: str) -> str | None:
        """The id of an open thread called ``name`` under the game's channel, if there is one."""
        ...

    async def create_thread(self, game: GameRecord, name: str) -> str: ...

    async def find_sent(
        self, where: tuple[str, str], message: Outgoing, after: str | None, since: float | None = None
    ) -> str | None:
        """The id of a message like ``message`` already posted at ``where`` (("thread", thread
        id), ("channel", channel id) or ("dm", user id)) after the message ``after`` and no earlier
        than the time ``since`` (None: no bound), however many messages came after it, if any.
        Raises ``HistoryUnreadable`` when the history reads empty though messages came after
        ``after``."""
        ...


#: the messages that change one already posted, rather than post one: harmless to repeat, and
#: not counted against a channel's posts
EDITS = (BoardEdit, LobbyEdit)


def destination(message: OutboxMessage) -> tuple[str, str]:
    """Where a message lands, as far as order goes: a game's thread, or a user's DMs (one
    channel for all their tables)."""
    if isinstance(message, DirectMessage):
        return ("dm", str(message.user))
    return ("thread", str(message.game_id))


#: an outbox row as delivery reads it: (id, table, the message, when it may be tried next)
Row = tuple[int, int | None, OutboxMessage, float]
#: a row in its destination's lane: (id, table, the message)
Queued = tuple[int, int | None, OutboxMessage]


def lease_key(where: tuple[str, str]) -> str:
    """The lease a process holds while it delivers to ``where``."""
    return "out:" + ":".join(where)


def order_key(message: OutboxMessage) -> tuple[str, ...]:
    """What a message keeps its order within: its destination, and for DMs its table too (a
    player's DMs for one table never wait behind those of another table that cannot go)."""
    where = destination(message)
    if isinstance(message, DirectMessage):
        return (*where, str(message.game_id))
    return where


def _shows_hand(message: OutboxMessage) -> bool:
    """A DM that shows its player's private picture as it is when it leaves."""
    return isinstance(message, DirectMessage) and message.kind in ("turn", "hand")


def _only_hand(message: OutboxMessage) -> bool:
    """A DM with nothing to decide: it only shows what changed in its player's hand."""
    return isinstance(message, DirectMessage) and message.kind == "hand"


def _in_flight(waiting: list[Row]) -> set[int]:
    """The rows a previous run may have been sending when it stopped. A destination sends one
    message at a time, in order: its first undelivered row; and past a row that failed (or
    waited) the first of each other ``order_key``, which may have gone on ahead of it. An edit
    is harmless to repeat, and is left out."""
    seen: set[tuple[str, ...]] = set()
    started: set[tuple[str, str]] = set()  # destinations whose first row was met
    overtaken: set[tuple[str, str]] = set()  # destinations where later rows may have gone first
    unsure: set[int] = set()
    for message_id, _game_id, message, next_try in waiting:
        where, key = destination(message), order_key(message)
        if key in seen:
            continue
        seen.add(key)
        if not isinstance(message, EDITS) and (where not in started or where in overtaken):
            unsure.add(message_id)
        started.add(where)
        if next_try > 0:
            overtaken.add(where)
    return unsure


def _no_fingerprint(game_id: str, view: dict[str, Any], names: list[str], options: Any = None) -> None:
    return None


#: draws a picture payload (the board or a seat's private picture, in its ``locale``) in this process
render = pictures.render_payload


class DmChannels:
    """Each user's DM channel, kept in the store once a transport opened it, so that a DM costs
    one request (not a user fetch and a channel open first) in this process and the next."""

    def __init__(self, store: Store) -> None:
        self.store = store
        # a user's DM channel with the bot never changes while it exists: kept here too, so a DM
        # does not wait its turn at the connection (behind every move) to learn it again
        self._known: dict[str, str] = {}

    async def of(self, user_id: str) -> str | None:
        if user_id in self._known:
            return self._known[user_id]
        async with self.store.read() as db:
            channel_id = await q.dm_channel_of(db, user_id)
        if channel_id is not None:
            self._known[user_id] = channel_id
        return channel_id

    async def keep(self, user_id: str, channel_id: str | None) -> None:
        """Remember ``user_id``'s DM channel (None: forget it, it is gone)."""
        async with self.store.transaction() as db:
            await q.set_dm_channel(db, user_id, channel_id)
        if channel_id is None:
            self._known.pop(user_id, None)
        else:
            self._known[user_id] = channel_id


class OutboxOwner(Protocol):
    """What delivery needs of the table service (``bot.play.service.Service`` is one): the store
    the outbox lives in, its clock, the signal that new messages wait, this process's name for
    the leases it claims, the tables and their games, where to report a thread it opened, and
    the gate that keeps a table's moves from outdating its board on the way."""

    store: Store
    outbox_ready: asyncio.Event

    @property
    def worker(self) -> str: ...

    def clock(self) -> float: ...

    def engine_of(self, name: str) -> Engine: ...

    async def game(self, game_id: int) -> GameRecord: ...

    async def set_thread(self, game_id: int, thread_id: str) -> None: ...

    def board_gate(self, game_id: int) -> asyncio.Lock:
        """Held from the last look at whether a board is the newest until Discord has it: the
        table's moves wait for it (briefly) before they write."""
        ...


class Deliverer:
    """Sends what the outbox holds through a ``Transport``."""

    def __init__(
        self,
        service: OutboxOwner,
        transport: Transport,
        renderer=render,
        fingerprint=None,
        painter: Callable[[dict[str, Any]], Awaitable[bytes | None]] | None = None,
        config: Config | None = None,
    ) -> None:
        # a deliverer made without the operator's settings (tests, benchmarks) holds no hand DM back
        config = config or Config(hand_hold_seconds=0.0)
        self.service = service
        self.render = renderer
        # what draws a picture off the event loop: the bot's worker processes (bot.outbox.workers.Painter),
        # else a thread running ``renderer``
        self.draw = painter or (lambda picture: asyncio.to_thread(self.render, picture))
        # a stand-in renderer comes without fingerprints unless it brings its own
        self.fingerprint = fingerprint or (pictures.private_digest if renderer is render else _no_fingerprint)
        self._thread_locks: dict[int, asyncio.Lock] = {}
        self.store = service.store
        self.transport = transport
        self._lock = asyncio.Lock()
        self.edit_gap = config.board_edit_seconds
        #: how long a DM that only shows a player's changed hand waits for a "your turn" DM of the
        #: same table, which would show it anyway (``bot.config.HAND_HOLD_SECONDS``; 0: it goes at once)
        self.hand_hold = config.hand_hold_seconds
        self._held_hands: set[int] = set()  # hand DMs this run has held back once
        self._held_boards: set[int] = set()  # boards held once for a machine seat's move (``_machines_to_move``)
        self._stale_hands: set[int] = set()  # hand DMs a newer picture DM of their table follows
        self._last_edit: dict[int, float] = {}  # game id -> when its board was last edited
        self._wake_at: float | None = None  # when the earliest postponed message is due
        self.channel_messages, self.channel_window = CHANNEL_MESSAGES, config.channel_window_seconds
        self._posted: dict[tuple[str, str], deque[float]] = {}  # destination -> when its last posts went
        # outbox rows that may have reached Discord without our hearing back: known at the first
        # look of a run (what a crash left in flight), and added to whenever a send fails
        self._unsure: set[int] | None = None
        self._lanes: dict[tuple[str, str], asyncio.Task[int]] = {}  # destination -> the lane sending there
        self._lane_ended = asyncio.Event()
        self._gates = {"thread": PriorityGate(PARALLEL_DESTINATIONS), "dm": PriorityGate(PARALLEL_DESTINATIONS)}
        self._read: dict[int, OutboxMessage] = {}  # outbox rows already read as messages, by id
        # rows this process settled (sent, or given up) that a look begun before it wrote so may
        # still show as owed, once that look goes on (on PostgreSQL, after claiming destinations)
        self._settled: set[int] = set()
        self.lease_seconds = DELIVERY_LEASE_SECONDS
        #: rows found out of date when their turn came (a board a newer one follows, a "your
        #: turn" DM whose decision closed): settled unsent (``_out_of_date``)
        self._superseded: set[int] = set()
        # sends Discord answered whose delivery is not recorded yet (the database refused the
        # write): by nonce, the message each became, so a retry records it instead of sending again
        self._sent: dict[str, str | None] = {}
        self._backoff: dict[tuple[str, str], tuple[float, int]] = {}  # destination -> (until, failures)
        self._refused_writes = 0  # database writes refused since the last report
        self._reported_at: float | None = None
        self._reopened: set[int] = set()  # tables whose deleted thread this process opened again
        self._posted_ids: set[str] = set()  # nonces already counted in ``_posted`` (a retry is not a post)
        self.nonce_trust = NONCE_TRUST_SECONDS
        self.wall = time.time  # the clock the store stamps a row's writing with (``q.written_at``)

    async def run(self, stop: asyncio.Event, idle: float = 2.0) -> None:
        """Deliver whenever the service signals new messages, a destination's lane ends, and
        every ``idle`` seconds. Lanes go on beside the loop: a board written now starts at
        once, without waiting for the DMs of the moves before it."""
        last_prune = 0.0
        loop = asyncio.get_running_loop()
        looked_at = -LOOK_GAP_SECONDS
        try:
            while not stop.is_set():
                gap = looked_at + LOOK_GAP_SECONDS - loop.time()
                if gap > 0:
                    await asyncio.sleep(gap)
                    continue  # stopped meanwhile?
                looked_at = loop.time()
                # cleared before looking, so a move committed meanwhile wakes the next look
                self.service.outbox_ready.clear()
                self._lane_ended.clear()
                try:
                    await self.dispatch()
                    now = self.service.clock()
                    if now - last_prune > PRUNE_EVERY_SECONDS:
                        last_prune = now
                        async with self.store.transaction() as db:
                            await q.prune_delivered(db, now - KEEP_DELIVERED_SECONDS)
                except Exception:
                    log.exception("looking at the outbox failed")
                wakers = {
                    asyncio.create_task(self.service.outbox_ready.wait()),
                    asyncio.create_task(self._lane_ended.wait()),
                    asyncio.create_task(stop.wait()),
                }
                # a postponed board edit is due before the idle timer runs out: wake for it
                timeout = idle if self._wake_at is None else max(0.0, min(idle, self._wake_at - self.service.clock()))
                self._wake_at = None
                await asyncio.wait(wakers, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
                for waker in wakers:
                    waker.cancel()
        finally:  # stopping: what is under way is abandoned (a send cut short is looked for at the next start)
            under_way = list(self._lanes.values())
            for task in under_way:
                task.cancel()
            await asyncio.gather(*under_way, return_exceptions=True)

    async def deliver_due(self) -> int:
        """Delivers what is due and waits until it is through (a DM held back for its table's
        board goes once the board is up); returns how many messages were sent or settled."""
        total = idle = 0
        while idle < 2:  # a look that sends nothing (failures, claims lost) may free held DMs; two end it
            started = await self.dispatch()
            if not started:
                break
            done = sum(await asyncio.gather(*started))
            total += done
            idle = 0 if done else idle + 1
        return total

    async def deliver_to(self, where: tuple[str, str]) -> None:
        """Delivers what is owed at ``where`` now, and returns once it went or failed its first
        try: a new table's lobby, whose refusal refuses the table while its host waits to hear."""
        while True:
            running = self._lanes.get(where)
            if running is not None:  # the loop took it up already: what it left is looked at after
                await asyncio.wait([running])
            started = await self.dispatch(only=where)
            if started:
                await asyncio.wait(started)
                return
            # the loop's own look, begun just before this one, may have started the lane meanwhile
            if where not in self._lanes:
                return

    async def dispatch(self, only: tuple[str, str] | None = None) -> list[asyncio.Task[int]]:
        """Starts a lane for each destination (a thread, a player's DMs) with messages due and no
        lane running, or for ``only`` that one; returns the lanes started.

        A lane sends its destination's messages in the order written, one at a time, and a
        message waiting to be retried holds back the later ones for its destination; lanes run
        side by side, boards before DMs when they wait for a slot (``bot.outbox.urgency``). A DM waits
        for the board of its table written before it, which it links to."""
        async with self._lock:
            waiting = await self._waiting()
            self._settled &= {row[0] for row in waiting}  # a look without them began after they were settled
            if self._unsure is None:
                self._unsure = _in_flight(waiting)
            if only is not None:
                waiting = [row for row in waiting if destination(row[2]) == only]
            claimed: set[str] = set()
            if self.store.shared:
                sending = [row for row in waiting if destination(row[2]) in self._lanes]
                idle = [row for row in waiting if destination(row[2]) not in self._lanes]
                mine, claimed = await self._claim_destinations(idle)
                waiting = sorted(sending + mine, key=lambda row: row[0])
            waiting = [row for row in waiting if row[0] not in self._settled]
            now = self.service.clock()
            newest_board = {g: i for i, g, m, _ in waiting if isinstance(m, Board)}  # rows come oldest first
            newest_picture = {order_key(m): i for i, _, m, _ in waiting if _shows_hand(m)}
            board_owed: dict[int | None, int] = {}  # table -> its first board that can go now
            queues: dict[tuple[str, str], list[Queued]] = {}
            held: set[tuple[str, ...]] = set()  # order keys whose next message must wait
            for message_id, game_id, message, next_try in waiting:
                where, key = destination(message), order_key(message)
                if key in held or self._backing_off(where, now):
                    continue
                # an edit postponed for its gap goes at once when a new board has come after it
                # (it is settled unsent): the new board does not wait behind the old one's edit
                superseded = isinstance(message, (BoardEdit, Board)) and newest_board.get(game_id, 0) > message_id
                # so does a held hand DM when a newer DM of its table shows the hand (it is settled unsent)
                if _only_hand(message) and newest_picture.get(key, 0) > message_id:
                    superseded = True
                    self._stale_hands.add(message_id)
                if next_try > now and not superseded:  # backing off, or postponed: what follows waits too
                    held.add(key)
                    self._wake_at = next_try if self._wake_at is None else min(self._wake_at, next_try)
                    continue
                if isinstance(message, Board):
                    board_owed.setdefault(game_id, message_id)
                if where in self._lanes:  # being sent to: what is new there goes when its lane ends
                    continue
                if isinstance(message, DirectMessage) and board_owed.get(game_id, message_id) < message_id:
                    held.add(key)  # it links to that board: it goes once the board is up
                    continue
                queues.setdefault(where, []).append((message_id, game_id, message))
            return [self._start_lane(where, queue, lease_key(where) in claimed) for where, queue in queues.items()]

    def _backing_off(self, where: tuple[str, str], now: float) -> bool:
        """Whether the destination waits after its database writes failed (and when to look again)."""
        until = self._backoff.get(where, (0.0, 0))[0]
        if until <= now:
            return False
        self._wake_at = until if self._wake_at is None else min(self._wake_at, until)
        return True

    def _store_refused(self, where: tuple[str, str], exc: BaseException) -> None:
        """A database write of the destination's lane failed (a full or failing disk): the lane
        waits, longer each time, and the trouble is reported once per ``STORE_REPORT_SECONDS``."""
        now = self.service.clock()
        failures = self._backoff.get(where, (0.0, 0))[1] + 1
        until = now + min(STORE_BACKOFF_CAP_SECONDS, STORE_BACKOFF_SECONDS * 2 ** (failures - 1))
        self._backoff[where] = (until, failures)
        self._wake_at = until if self._wake_at is None else min(self._wake_at, until)
        self._refused_writes += 1
        if self._reported_at is None or now - self._reported_at >= STORE_REPORT_SECONDS:
            log.error(
                "the database refused a write (%s: %s; %d refused since the last report); "
                "deliveries wait and try again, nothing is sent twice",
                type(exc).__name__,
                exc,
                self._refused_writes,
                exc_info=None if isinstance(exc, (sqlite3.Error, OSError, StoreError)) else exc,  # a bug: its trace
            )
            self._reported_at, self._refused_writes = now, 0

    def _start_lane(self, where: tuple[str, str], queue: list[Queued], claimed: bool):
        lane = asyncio.create_task(self._lane(where, queue, claimed))
        self._lanes[where] = lane

        def ended(_: asyncio.Task) -> None:
            if self._lanes.get(where) is lane:
                del self._lanes[where]
            self._lane_ended.set()  # its destination may have more by now, or a DM waited for it

        lane.add_done_callback(ended)
        return lane

    async def _lane(self, where: tuple[str, str], queue: list[Queued], claimed: bool) -> int:
        done = 0
        try:
            with urgent(NOW if where[0] == "thread" else SOON):  # a board is watched now; a DM is read later
                done = await self._deliver_queue(queue, self._gates[where[0]])
            if claimed:
                await self._release_finished({lease_key(where)})
        except Exception as exc:  # the database failed it: the lane waits before its next try
            self._store_refused(where, exc)
        return done

    async def _waiting(self) -> list[Row]:
        """The undelivered rows, oldest first, read as messages. A row that cannot be read as
        one (no version of the bot wrote it) is given up at once: it would never go through."""
        read, self._read = self._read, {}
        async with self.store.read() as db:
            heads = await q.undelivered_heads(db, limit=WAITING_ROWS)
            new = await q.payloads(db, [message_id for message_id, _, _ in heads if message_id not in read])
        waiting: list[Row] = []
        for message_id, game_id, next_try in heads:
            if message_id not in read and message_id not in new:
                continue  # delivered between the two reads (on PostgreSQL each read sees its own moment)
            try:
                message = read.get(message_id) or message_of(json.loads(new[message_id]))
                self._read[message_id] = message
                waiting.append((message_id, game_id, message, next_try))
            except (KeyError, TypeError, ValueError) as exc:
                log.error("outbox message %s cannot be read (%r); giving it up", message_id, exc)
                async with self.store.transaction(table=game_id) as db:
                    await q.give_up(db, message_id, f"unreadable: {exc!r}", self.service.clock())
        return waiting

    async def _claim_destinations(self, waiting: list[Row]) -> tuple[list[Row], set[str]]:
        """The rows of the destinations this process now holds, read again after claiming
        them (another process may have delivered some meanwhile), and the claims it holds.
        A destination taken over from a process that stopped renewing its claim may have had
        its first row sent unseen: that row is looked for before it is sent."""
        keys = {lease_key(destination(message)) for _, _, message, _ in waiting}
        held = await self.store.claim(keys, self.service.worker, self.lease_seconds)
        if not held:
            return [], set()
        mine = [row for row in await self._waiting() if lease_key(destination(row[2])) in held]
        taken_over = {key for key, was in held.items() if was not in ("", self.service.worker)}
        if taken_over:
            first = _in_flight([row for row in mine if lease_key(destination(row[2])) in taken_over])
            self._unsure |= first
        return mine, set(held)

    async def _release_finished(self, claimed: set[str]) -> None:
        """Lets go of the destinations with nothing left to deliver (a destination whose
        message waits to be retried stays with this process, which knows what it tried)."""
        busy = {lease_key(destination(message)) for _, _, message, _ in await self._waiting()}
        for key in sorted(claimed - busy):
            await self.store.release(key, self.service.worker)

    async def _deliver_queue(self, queue: list[Queued], gate: PriorityGate) -> int:
        """One destination's messages in order. A message that fails holds back those after it
        with the same ``order_key`` (a DM: only its table's); a database that will not record a
        send holds back the whole lane, which waits (``_store_refused``) and never sends the
        message again (``_sent``)."""
        done = 0
        blocked: set[tuple[str, ...]] = set()
        async with gate:
            for message_id, game_id, message in queue:
                where, key = destination(message), order_key(message)
                if key in blocked:
                    continue
                if self.store.shared and not await self.store.claim(
                    [lease_key(where)], self.service.worker, self.lease_seconds
                ):
                    log.warning("lost the claim on %s; another process delivers there", where)
                    return done
                try:
                    self._wait_for_room(where, message)
                    sent = await self._deliver(message_id, message)
                except Postponed as wait:  # its time comes later; what follows waits with it
                    await self._postpone(message_id, game_id, wait.until)
                    return done
                except SentUnseen as unseen:
                    log.warning("outbox message %s settled as sent, id unknown: %s", message_id, unseen)
                    await self._give_up(message_id, game_id, f"sent, id unknown: {unseen}")
                    self._unsure.discard(message_id)
                    done += 1
                    continue
                except Exception as exc:  # kept in the outbox, retried later with what follows it
                    self._unsure.add(message_id)  # the send may have happened all the same
                    blocked.add(key)
                    await self._failed(message_id, game_id, exc)
                    continue
                dropped = message_id in self._superseded
                if (
                    sent
                    and not dropped
                    and not isinstance(message, EDITS)
                    and f"orrery-{message_id}" not in self._posted_ids
                ):
                    self._posted_ids.add(f"orrery-{message_id}")
                    self._posted.setdefault(where, deque()).append(self.service.clock())
                self._unsure.discard(message_id)
                # the board before keeps its buttons: a press there is refused by the version in
                # its custom_id, which costs nothing, where taking them off cost a request a board
                await self._record(message_id, game_id, message, sent, superseded=dropped)
                self._superseded.discard(message_id)
                self._backoff.pop(where, None)
                done += 1
        return done

    async def _record(
        self, message_id: int, game_id: int | None, message: OutboxMessage, sent: str | None, superseded: bool = False
    ) -> None:
        """Writes that the message went (as Discord message ``sent``), or was settled unsent as
        ``superseded``. Raises when the database refuses the write: the send is remembered
        (``_sent``), so the next try records it without sending again."""
        async with self.store.transaction(table=game_id) as db:
            await q.mark_delivered(db, message_id, self.service.clock(), sent)
            if superseded:
                await q.mark_superseded(db, message_id)
            if sent and isinstance(message, Board) and game_id is not None:
                await q.set_board_message(db, game_id, message_id, sent)
            if sent and isinstance(message, LobbyPost):
                await q.update_game(db, message.game_id, lobby_message_id=sent)
        self._settle(message_id)

    def _settle(self, message_id: int) -> None:
        """The row's fate is committed: a look begun before may still show it, and what this
        process remembers of its sends is no longer needed."""
        self._settled.add(message_id)
        for nonce in (f"orrery-{message_id}", f"orrery-{message_id}n"):
            self._sent.pop(nonce, None)
            self._posted_ids.discard(nonce)

    async def _give_up(self, message_id: int, game_id: int | None, why: str) -> None:
        async with self.store.transaction(table=game_id) as db:
            await q.give_up(db, message_id, why, self.service.clock())
        self._settle(message_id)

    async def _postpone(self, message_id: int, game_id: int | None, until: float) -> None:
        async with self.store.transaction(table=game_id) as db:
            await q.postpone(db, message_id, until)
        self._wake_at = until if self._wake_at is None else min(self._wake_at, until)

    async def _send_once(self, nonce: str, send: Callable[[], Awaitable[str | None]]) -> str | None:
        """``send()``, unless this process already heard the message with ``nonce`` go through
        (recording it failed since): then the message it became."""
        if nonce in self._sent:
            return self._sent[nonce]
        sent = await send()
        self._sent[nonce] = sent
        return sent

    def _wait_for_room(self, where: tuple[str, str], message: OutboxMessage) -> None:
        """Raises ``Postponed`` while the destination has had its ``channel_messages`` posts in
        the last ``channel_window`` seconds (an edit is not a post: it has its own gap)."""
        if isinstance(message, EDITS):
            return
        posted = self._posted.get(where)
        if not posted:
            return
        now = self.service.clock()
        while posted and posted[0] <= now - self.channel_window:
            posted.popleft()
        if len(posted) >= self.channel_messages:
            raise Postponed(posted[0] + self.channel_window)

    async def _failed(self, message_id: int, game_id: int | None, exc: Exception) -> None:
        """Counts a failed try; the message is tried again later, or settled once it had its
        tries (fewer when Discord refuses it for good: ``Undeliverable``)."""
        limit = REFUSED_ATTEMPTS if isinstance(exc, Undeliverable) else MAX_ATTEMPTS
        async with self.store.transaction(table=game_id) as db:
            attempts = await q.attempts_of(db, message_id) + 1
            if attempts >= limit:
                log.error("giving up on outbox message %s after %s attempts: %s", message_id, attempts, exc)
                await q.give_up(db, message_id, f"gave up: {exc}", self.service.clock())
            else:
                delay = min(60.0, 0.5 * 2**attempts)
                log.warning("outbox message %s failed (%s); retrying in %.1fs", message_id, exc, delay)
                await q.mark_failed(db, message_id, f"{type(exc).__name__}: {exc}", self.service.clock() + delay)
        if attempts >= limit:
            self._settle(message_id)

    async def _deliver(self, message_id: int, message: OutboxMessage) -> str | None:
        """Send one message; returns its Discord id (None when nothing had to be sent)."""
        nonce = f"orrery-{message_id}"
        if isinstance(message, DirectMessage):
            return await self._deliver_dm(message_id, message, nonce)
        game = await self.service.game(message.game_id)
        if isinstance(message, BoardEdit):
            return await self._deliver_edit(message_id, game, message)
        if isinstance(message, LobbyEdit):
            return await self._deliver_lobby(game)
        if isinstance(message, LobbyPost):
            return await self._post_lobby(message_id, game, nonce)
        thread_id = game.thread_id or await self._open_thread(game)
        # the thread reads the table's language, with the table's names as they are now
        picture = worded_picture(message.picture if isinstance(message, Board) else None, game.locale)
        controls = worded_controls(message.controls if isinstance(message, Board) else None, game.locale, game.names)
        if isinstance(message, Board) and (carried := await self._board_out_of_date(message_id, message)):
            return carried[0]
        if isinstance(message, Board) and self._machines_to_move(message_id, game):
            raise Postponed(self.service.clock() + MACHINE_MOVE_WAIT_SECONDS)
        png = await self.draw(picture) if picture else None
        text = worded(message.text, game.locale, game.names)
        if not isinstance(message, Board):
            return await self._post_once(
                message_id, message, game, thread_id, Outgoing(text, png, "board.png", controls, nonce)
            )
        # looked at again once drawn, and from then until Discord has it no move at the table
        # writes (the board gate): a board is never overtaken by a move while on its way
        async with self.service.board_gate(game.id):
            if carried := await self._board_out_of_date(message_id, message):
                return carried[0]
            text = await self._closed_mentions_named(game.id, message, text)
            return await self._post_once(
                message_id, message, game, thread_id, Outgoing(text, png, "board.png", controls, nonce)
            )

    async def _post_once(
        self, message_id: int, message: OutboxMessage, game: GameRecord, thread_id: str, outgoing: Outgoing
    ) -> str | None:
        """Posts a row's message in the thread, unless an earlier send went through unseen."""
        where = destination(message)
        found = await self._already_sent(message_id, outgoing.nonce, ("thread", thread_id), where, outgoing)
        return found or await self._send_once(outgoing.nonce, lambda: self._post(game, thread_id, outgoing))

    async def _post(self, game: GameRecord, thread_id: str, message: Outgoing) -> str | None:
        """Posts in the table's thread; a thread a moderator deleted is opened again (once)."""
        try:
            return await self.transport.send_to_thread(thread_id, message)
        except ThreadGone:
            thread_id = await self._reopen_thread(game, thread_id)
            return await self.transport.send_to_thread(thread_id, message)

    async def _reopen_thread(self, game: GameRecord, gone: str) -> str:
        """A new thread for a table whose thread was deleted, with a note saying why it is new;
        opened once per table (a thread deleted again makes its messages ``Undeliverable``)."""
        async with self._thread_locks.setdefault(game.id, asyncio.Lock()):
            current = await self.service.game(game.id)
            if current.thread_id and current.thread_id != gone:
                return current.thread_id  # another message of the table opened it already
            if game.id in self._reopened:
                raise ThreadGone(f"the thread of table {game.id} was deleted again")
            self._reopened.add(game.id)
            log.warning("the thread of table %s was deleted; opening a new one", game.id)
            name = t("thread_name", game.locale, game=self.service.engine_of(game.game).name, game_id=game.id)
            # not from the lobby message, whose thread it was: a plain thread in the table's channel
            thread_id = await self.transport.create_thread(replace(current, lobby_message_id=None), name)
            await self.service.set_thread(game.id, thread_id)
        note = Outgoing(t("thread_reopened", game.locale, game_id=game.id))
        try:
            await self.transport.send_to_thread(thread_id, note)
        except Exception as exc:  # the note is a courtesy: the table's messages go on without it
            log.info("could not post the note in the new thread of table %s: %s", game.id, exc)
        return thread_id

    # A board is posted only if it is still the newest when it leaves, and mentions only players
    # whose decision is still open then; a "your turn" DM goes only while its decision is open.
    async def _board_out_of_date(self, message_id: int, board: Board) -> tuple[str | None] | None:
        """None while ``board`` is its table's newest; else it is settled unsent, handing on the
        message it was to replace (the board still up, which stays the table's board)."""
        async with self.store.read() as db:
            if not await q.newer_board_waiting(db, board.game_id, message_id):
                return None
            carried = await q.sent_message_id(db, board.replaces) if board.replaces else None
        self._superseded.add(message_id)
        return (carried,)

    def _machines_to_move(self, message_id: int, game: GameRecord) -> bool:
        """Whether a board is held back once: everyone the table waits on is now a seat the
        computer plays (its player resigned or went away after the board was written) while a
        person still plays there, so the board their moves lead to will replace it."""
        if message_id in self._held_boards:
            self._held_boards.discard(message_id)
            return False
        waiting = [game.seats[int(seat)] for seat in game.waiting]
        if game.status != "running" or not waiting or not all(seat.machine for seat in waiting):
            return False
        if all(seat.machine for seat in game.seats):
            return False  # no board comes after their moves (nobody left to wait for): it goes now
        self._held_boards.add(message_id)
        return True

    async def _closed_mentions_named(self, game_id: int, board: Board, text: str) -> str:
        """The board's text with a mention of a player whose decision has closed since it was
        written (or whose seat the computer now plays) turned into their name."""
        if not board.ping or (board.controls or {}).get("mode") == "over":
            return text  # the final board's mentions tell the players the game is over
        game = await self.service.game(game_id)
        version = (board.controls or {}).get("version", -1)
        for seat_no in board.ping:
            seat = game.seats[seat_no]
            stamp = game.waiting.get(str(seat_no))
            if seat.machine or stamp is None or stamp["v"] > version:
                text = text.replace(f"<@{seat.user_id}>", seat.name)
        return text

    def _dm_out_of_date(self, message_id: int, game: GameRecord, dm: DirectMessage) -> bool:
        """Whether a DM is settled unsent: a hand DM a newer DM showing the hand follows, or a
        "your turn" DM whose decision closed. A hand DM not yet held is held (``Postponed``)."""
        if message_id in self._stale_hands or self._turn_closed(game, dm):
            self._stale_hands.discard(message_id)
            self._held_hands.discard(message_id)
            self._superseded.add(message_id)
            return True
        if _only_hand(dm) and self.hand_hold > 0 and message_id not in self._held_hands:
            self._held_hands.add(message_id)
            raise Postponed(self.service.clock() + self.hand_hold)
        self._held_hands.discard(message_id)
        return False

    def _turn_closed(self, game: GameRecord, dm: DirectMessage) -> bool:
        """Whether the decision a "your turn" DM asks for has closed (answered, or played for the
        seat) before the DM left: then it is not sent."""
        if dm.kind != "turn" or not dm.controls or "version" not in dm.controls:
            return False
        stamp = game.waiting.get(str(dm.seat))
        return game.seats[dm.seat].machine or stamp is None or stamp["v"] > dm.controls["version"]

    async def _deliver_edit(self, message_id: int, game: GameRecord, edit: BoardEdit) -> str | None:
        """A step inside a turn shown on the current board: skipped when a newer board or a newer
        edit of it is owed anyway, and sent at most once every ``edit_gap`` seconds per table."""
        async with self.store.read() as db:
            board_post, board_message = await q.board_of(db, game.id)
            superseded = (
                board_post != edit.board
                or await q.newer_edit_waiting(db, game.id, message_id, edit.board)
                or await q.newer_board_waiting(db, game.id, message_id)
            )
        if superseded or board_message is None or game.thread_id is None:
            return None
        now = self.service.clock()
        last = self._last_edit.get(game.id)
        if last is not None and now < last + self.edit_gap:
            raise Postponed(last + self.edit_gap)
        png = await self.draw(worded_picture(edit.picture, game.locale))
        text = worded(edit.text, game.locale, game.names)
        outgoing = Outgoing(text, png, "board.png", worded_controls(edit.controls, game.locale, game.names))
        nonce = f"orrery-{message_id}"  # not sent with an edit: it keeps the edit from going twice

        async def change() -> str:
            await self.transport.edit_in_thread(game.thread_id, board_message, outgoing)
            return board_message

        try:
            await self._send_once(nonce, change)
        except ThreadGone:  # the board went with its thread: it is posted anew in a new thread
            board_message = await self._send_once(nonce, lambda: self._post(game, game.thread_id, outgoing))
            async with self.store.transaction(table=game.id) as db:
                await q.set_board_message(db, game.id, edit.board, board_message)
        self._last_edit[game.id] = self.service.clock()
        return board_message

    async def _post_lobby(self, message_id: int, game: GameRecord, nonce: str) -> str | None:
        """A new table's lobby message, posted in its channel (the table records it with the
        row). A channel that refuses it for good refuses the table: nobody saw it, so it goes."""
        if game.lobby_message_id or not game.channel_id:
            return game.lobby_message_id
        engine = self.service.engine_of(game.game)
        outgoing = Outgoing(lobby_text(game, engine), controls=lobby_controls(game, engine), nonce=nonce)
        channel = ("channel", game.channel_id)
        try:
            found = await self._already_sent(message_id, nonce, channel, destination(LobbyPost(game.id)), outgoing)
            return found or await self._send_once(
                nonce, lambda: self.transport.send_to_channel(game.channel_id, outgoing)
            )
        except Undeliverable as exc:
            log.info("channel %s refuses the lobby of table %s (%s); the table goes", game.channel_id, game.id, exc)
            async with self.store.transaction(table=game.id) as db:
                await q.delete_unseen_lobby(db, game.id)
            return None

    async def _deliver_lobby(self, game: GameRecord) -> str | None:
        """The lobby message edited to show the table as it is now. Best effort: the lobby is only
        a display, and a lobby a moderator deleted holds back none of the table's messages."""
        if not (game.lobby_message_id and game.channel_id):
            return None
        engine = self.service.engine_of(game.game)
        outgoing = Outgoing(lobby_text(game, engine), controls=lobby_controls(game, engine))
        try:
            await self.transport.edit_in_channel(game.channel_id, game.lobby_message_id, outgoing)
        except Exception as exc:
            log.info("could not show table %s on its lobby message: %s", game.id, exc)
            return None
        return game.lobby_message_id

    async def _open_thread(self, game: GameRecord) -> str:
        """The game's thread, opened once even when several destinations need it at once."""
        async with self._thread_locks.setdefault(game.id, asyncio.Lock()):
            current = await self.service.game(game.id)
            if current.thread_id:
                return current.thread_id
            return await self._create_thread(game)

    async def _create_thread(self, game: GameRecord) -> str:
        name = t("thread_name", game.locale, game=self.service.engine_of(game.game).name, game_id=game.id)
        # a run that died between opening the thread and storing its id left it there: use it
        thread_id = await self.transport.find_thread(game, name) or await self.transport.create_thread(game, name)
        await self.service.set_thread(game.id, thread_id)
        return thread_id

    async def _deliver_dm(self, message_id: int, dm: DirectMessage, nonce: str) -> str | None:
        """A DM to a seat's player (``DirectMessage`` says when its picture is left out). A DM
        that only shows a changed hand first waits ``hand_hold`` seconds: a "your turn" DM of
        the same table written meanwhile shows the hand, and it is then not sent."""
        game = await self.service.game(dm.game_id)
        if self._dm_out_of_date(message_id, game, dm):
            return None
        seat = game.seats[dm.seat]
        if seat.kind == "ai":
            return None
        # a DM reads its player's language (``bot.outbox.readers``), with the table's names as they are now
        locale, closed, board_message = await self._reader(game, seat.user_id)
        picture = worded_picture(dm.picture, locale)
        only_if_changed = dm.only_if_changed or dm.picture_if_changed
        digest = (
            self.fingerprint(picture["game"], picture["view"], picture["names"], picture.get("options"))
            if picture
            else None
        )
        unchanged = digest is not None and only_if_changed and digest == seat.private_hash
        if unchanged and dm.only_if_changed:
            return None  # nothing new to show this player, known without drawing it
        png = None if unchanged or not picture else await self.draw(picture)
        if digest is None and png is not None:
            digest = hashlib.blake2b(png, digest_size=12).hexdigest()
        if only_if_changed and digest == seat.private_hash:
            if dm.only_if_changed:
                return None  # nothing new to show this player
            png = None
        if png is None and dm.only_if_changed:
            return None  # this seat has nothing private to show (a game without hidden information)
        said = worded(dm.text, locale, game.names)
        text = said
        link = await self._link(game, locale, board_message) if dm.link else None
        if link:
            text = f"{text}\n{link}"
        sent: str | None = None
        if not closed:
            controls = worded_controls(dm.controls, locale, game.names)
            message = Outgoing(text, png, "private.png", controls, nonce)
            try:
                where = ("dm", str(seat.user_id))
                # matched without the link, which may point to a newer board than the one sent
                probe = Outgoing(said, png, "private.png")
                sent = await self._already_sent(message_id, nonce, where, where, probe)
                sent = sent or await self._send_once(nonce, lambda: self.transport.send_dm(seat.user_id, message))
            except DMsClosed:
                closed = True
                async with self.store.transaction() as db:
                    await q.set_dms_closed(db, seat.user_id, True)
        if closed and not seat.dm_notice:
            await self._dms_closed_notice(message_id, game, seat.user_id, nonce + "n")
            async with self.store.transaction(table=game.id) as db:
                await q.update_seat(db, game.id, seat.seat, dm_notice=1)
        if digest is not None and digest != seat.private_hash:
            async with self.store.transaction(table=game.id) as db:
                await q.update_seat(db, game.id, seat.seat, private_hash=digest)
        return sent

    async def _dms_closed_notice(self, message_id: int, game: GameRecord, user_id: str, nonce: str) -> None:
        """Says in the table's thread that the player's DMs are closed (never what they hide),
        once: looked for first when an earlier try may have posted it unseen."""
        thread_id = game.thread_id or await self._open_thread(game)
        notice = Outgoing(t("dms_closed_notice", game.locale, mention=f"<@{user_id}>"), nonce=nonce)
        where = ("thread", str(game.id))
        if not await self._already_sent(message_id, nonce, ("thread", thread_id), where, notice):
            await self._send_once(nonce, lambda: self._post(game, thread_id, notice))

    async def _already_sent(
        self, message_id: int, nonce: str, channel: tuple[str, str], where: tuple[str, str], message: Outgoing
    ) -> str | None:
        """For a row whose earlier send may have gone through unseen: the message it became, if
        this process heard it go (``_sent``) or the destination shows it. Only messages after the
        last one delivered there count, and none older than the row (less a margin for clocks)."""
        if nonce in self._sent:
            return self._sent[nonce]
        if self._unsure is None or message_id not in self._unsure:
            return None
        async with self.store.read() as db:
            after = await q.last_sent_to(db, message_id, where)
            written = await q.written_at(db, message_id)
        since = None if written is None else written - CLOCK_MARGIN_SECONDS
        try:
            found = await self.transport.find_sent(channel, message, after, since)
        except HistoryUnreadable:
            return self._unreadable(message_id, written)
        if found:
            log.info("outbox message %s was already delivered (as %s) before the bot stopped", message_id, found)
        return found

    def _unreadable(self, message_id: int, written: float | None) -> None:
        """What to do with a row that may have gone unseen where the history cannot be read: send
        it again while its nonce still makes Discord hand back the earlier message (None), else
        settle it unsent (``SentUnseen``): a second copy is the one thing the bot can avoid."""
        if written is not None and self.wall() - written < self.nonce_trust:
            log.info("outbox message %s may have gone unseen; sent again with its nonce", message_id)
            return None
        raise SentUnseen(f"may have been sent before the bot stopped; the history cannot be read ({message_id})")

    async def _reader(self, game: GameRecord, user_id: str) -> tuple[str, bool, str | None]:
        """What a DM needs to know in one use of the connection (a DM waits its turn there behind
        every move, and four turns cost a DM a third of a second at 20 moves/s): the language its
        player reads, whether their DMs are closed, and the table's current board message."""
        async with self.store.read() as db:
            known = await q.reading_locales(db, [user_id])
            closed = await q.user_dms_closed(db, user_id)
            _, board_message = await q.board_of(db, game.id)
        return normalize_locale(known.get(user_id)), closed, board_message

    async def _link(self, game: GameRecord, locale: str = "en", board_message: str | None = None) -> str | None:
        """Where the table is read: its current board message, else its thread (None: the
        table has no thread and none can be opened; its DMs go without the link)."""
        try:
            thread_id = game.thread_id or await self._open_thread(game)
        except Undeliverable as exc:
            log.info("table %s has no thread to link to: %s", game.id, exc)
            return None
        if board_message is None or thread_id != game.thread_id:  # not read yet, or a thread just opened
            async with self.store.read() as db:
                _, board_message = await q.board_of(db, game.id)
        base = f"https://discord.com/channels/{game.guild_id or '@me'}/{thread_id}"
        if board_message:
            return t("board_link", locale, link=f"{base}/{board_message}")
        return t("thread_link", locale, link=base)

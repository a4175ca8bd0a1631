"""Delivery of the outbox: messages owed to players, sent after the move that owes them has
committed, in order per destination, retried until they go through.

A restart loses nothing: what was not marked delivered is sent again, and each message
carries a nonce derived from its outbox id so Discord drops a repeat of a send whose
acknowledgement was lost in a crash.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from dataclasses import dataclass
from typing import Any, Protocol

import renderers
from bot.messages import t
from bot.service import Service
from db import store as q
from db.store import GameRecord

log = logging.getLogger("orrery.delivery")

MAX_ATTEMPTS = 30
KEEP_DELIVERED_SECONDS = 7 * 24 * 3600  # delivered messages are kept a week, for support questions
PRUNE_EVERY_SECONDS = 3600
PARALLEL_DESTINATIONS = 4


class DMsClosed(Exception):
    """The user does not accept direct messages from the bot."""


class TransientError(Exception):
    """Sending failed for now; try again later."""


@dataclass
class Outgoing:
    """One message ready to send: text, an optional PNG and optional decision controls."""

    text: str
    picture: bytes | None = None
    filename: str = "board.png"
    controls: dict[str, Any] | None = None
    nonce: str = ""


class Transport(Protocol):
    async def send_to_thread(self, thread_id: str, message: Outgoing) -> str | None: ...

    async def send_dm(self, user_id: str, message: Outgoing) -> str | None:
        """Raises ``DMsClosed`` when the user refuses direct messages."""
        ...

    async def create_thread(self, game: GameRecord, name: str) -> str: ...


def _no_fingerprint(game_id: str, view: dict[str, Any], names: list[str], options: Any = None) -> None:
    return None


def render(picture: dict[str, Any]) -> bytes | None:
    """A picture payload drawn: the board or a seat's private picture, marking the options it
    names (``[id, label, mark]`` each: the decision its viewer faces)."""
    options = picture.get("options")
    if picture["kind"] == "board":
        return renderers.render_board(picture["game"], picture["view"], picture["names"], options)
    return renderers.render_private(picture["game"], picture["view"], picture["names"], options)


class Deliverer:
    """Sends what the outbox holds through a ``Transport``."""

    def __init__(self, service: Service, transport: Transport, renderer=render, fingerprint=None) -> None:
        self.service = service
        self.render = renderer
        # a stand-in renderer comes without fingerprints unless it brings its own
        self.fingerprint = fingerprint or (renderers.private_digest if renderer is render else _no_fingerprint)
        self._thread_locks: dict[int, asyncio.Lock] = {}
        self.store = service.store
        self.transport = transport
        self._lock = asyncio.Lock()

    async def run(self, stop: asyncio.Event, idle: float = 2.0) -> None:
        """Deliver whenever the service signals new messages, and every ``idle`` seconds."""
        last_prune = 0.0
        while not stop.is_set():
            # cleared before the round, so a move committed during the round wakes the next one
            self.service.outbox_ready.clear()
            try:
                await self.deliver_due()
                now = self.service.clock()
                if now - last_prune > PRUNE_EVERY_SECONDS:
                    last_prune = now
                    async with self.store.transaction() as db:
                        await q.prune_delivered(db, now - KEEP_DELIVERED_SECONDS)
            except Exception:
                log.exception("delivery round failed")
            waiter = asyncio.create_task(self.service.outbox_ready.wait())
            stopper = asyncio.create_task(stop.wait())
            await asyncio.wait({waiter, stopper}, timeout=idle, return_when=asyncio.FIRST_COMPLETED)
            waiter.cancel()
            stopper.cancel()

    async def deliver_due(self) -> int:
        """One round over the due messages; returns how many were sent or settled.

        Each destination (a thread, a player's DMs) gets its messages in order, one at a time;
        different destinations are served side by side, so a board is not kept waiting behind
        the private pictures of a busy table."""
        async with self._lock:
            async with self.store.read() as db:
                due = await q.due_messages(db, self.service.clock(), limit=200)
            queues: dict[str, list[tuple[int, int | None, dict]]] = {}
            for item in due:
                queues.setdefault(repr(sorted(item[2]["to"].items())), []).append(item)
            gate = asyncio.Semaphore(PARALLEL_DESTINATIONS)
            done = await asyncio.gather(*(self._deliver_queue(queue, gate) for queue in queues.values()))
            return sum(done)

    async def _deliver_queue(self, queue: list[tuple[int, int | None, dict]], gate: asyncio.Semaphore) -> int:
        """One destination's messages in order; the first failure holds back the rest."""
        done = 0
        async with gate:
            for message_id, game_id, payload in queue:
                try:
                    await self._deliver(message_id, game_id, payload)
                except Exception as exc:  # kept in the outbox, retried later with what follows it
                    await self._failed(message_id, exc)
                    return done
                async with self.store.transaction() as db:
                    await q.mark_delivered(db, message_id, self.service.clock())
                done += 1
        return done

    async def _failed(self, message_id: int, exc: Exception) -> None:
        async with self.store.transaction() as db:
            rows = await db.execute_fetchall("SELECT attempts FROM outbox WHERE id = ?", (message_id,))
            attempts = rows[0][0] + 1
            if attempts >= MAX_ATTEMPTS:
                log.error("giving up on outbox message %s after %s attempts: %s", message_id, attempts, exc)
                await q.mark_delivered(db, message_id, self.service.clock())
                await db.execute("UPDATE outbox SET error = ? WHERE id = ?", (f"gave up: {exc}"[:500], message_id))
                return
            delay = min(60.0, 0.5 * 2**attempts)
            log.warning("outbox message %s failed (%s); retrying in %.1fs", message_id, exc, delay)
            await q.mark_failed(db, message_id, f"{type(exc).__name__}: {exc}", self.service.clock() + delay)

    async def _deliver(self, message_id: int, game_id: int | None, payload: dict[str, Any]) -> None:
        to = payload["to"]
        nonce = f"orrery-{message_id}"
        if "game_thread" in to:
            game = await self.service.game(to["game_thread"])
            thread_id = game.thread_id or await self._open_thread(game)
            picture = payload.get("picture")
            png = await asyncio.to_thread(self.render, picture) if picture else None
            message = Outgoing(payload.get("text", ""), png, "board.png", payload.get("controls"), nonce)
            await self.transport.send_to_thread(thread_id, message)
        elif "user" in to:
            await self._deliver_dm(payload, nonce)
        else:
            raise ValueError(f"unknown destination {to!r}")

    async def _open_thread(self, game: GameRecord) -> str:
        """The game's thread, opened once even when several destinations need it at once."""
        async with self._thread_locks.setdefault(game.id, asyncio.Lock()):
            current = await self.service.game(game.id)
            if current.thread_id:
                return current.thread_id
            return await self._create_thread(game)

    async def _create_thread(self, game: GameRecord) -> str:
        name = t("thread_name", game=self.service.engine_of(game.game).name, game_id=game.id)
        thread_id = await self.transport.create_thread(game, name)
        await self.service.set_thread(game.id, thread_id)
        return thread_id

    async def _deliver_dm(self, payload: dict[str, Any], nonce: str) -> None:
        to = payload["to"]
        game = await self.service.game(to["game_id"])
        seat = game.seats[to["seat"]]
        if seat.kind == "ai":
            return
        picture = payload.get("picture")
        digest = (
            self.fingerprint(picture["game"], picture["view"], picture["names"], picture.get("options"))
            if picture
            else None
        )
        if digest is not None and payload.get("only_if_changed") and digest == seat.private_hash:
            return  # nothing new to show this player, known without drawing it
        png = await asyncio.to_thread(self.render, picture) if picture else None
        if digest is None and png is not None:
            digest = hashlib.blake2b(png, digest_size=12).hexdigest()
        if payload.get("only_if_changed") and digest == seat.private_hash:
            return  # nothing new to show this player
        async with self.store.read() as db:
            closed = await q.user_dms_closed(db, seat.user_id)
        if not closed:
            message = Outgoing(payload.get("text", ""), png, "private.png", payload.get("controls"), nonce)
            try:
                await self.transport.send_dm(seat.user_id, message)
            except DMsClosed:
                closed = True
                async with self.store.transaction() as db:
                    await q.set_dms_closed(db, seat.user_id, True)
        if closed and not seat.dm_notice:
            thread_id = game.thread_id or await self._open_thread(game)
            notice = t("dms_closed_notice", mention=f"<@{seat.user_id}>")
            await self.transport.send_to_thread(thread_id, Outgoing(notice, nonce=nonce + "n"))
            async with self.store.transaction() as db:
                await q.update_seat(db, game.id, seat.seat, dm_notice=1)
        if digest is not None:
            async with self.store.transaction() as db:
                await q.update_seat(db, game.id, seat.seat, private_hash=digest)

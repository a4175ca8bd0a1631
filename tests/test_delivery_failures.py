"""Delivery when things go wrong: a database that refuses writes after a send (a full disk), a
table whose thread cannot be reached, a game thread deleted by a moderator, and a notice whose
send a crash left unconfirmed. Nothing is sent twice, retries come at a bounded rate, and one
table's trouble holds back no other table's messages."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from contextlib import asynccontextmanager

import pytest
from doubles import render_stub
from test_service import RecordingTransport, _play_turn, _table, _undelivered, world  # noqa: F401 - the fixture

from bot.outbox.delivery import (
    MAX_ATTEMPTS,
    REFUSED_ATTEMPTS,
    Deliverer,
    HistoryUnreadable,
    Outgoing,
    ThreadGone,
    TransientError,
    Undeliverable,
    _in_flight,
)
from bot.outbox.shapes import Board, DirectMessage
from bot.play.service import Service
from bot.words import t
from db import store as q
from db.store import Store
from games import registry


class FullDisk:
    """Makes every write transaction of ``store`` fail at its end, as a COMMIT on a full disk
    does (SQLITE_FULL), while ``full``; reads go on."""

    def __init__(self, store: Store) -> None:
        self.full = False
        self.refused = 0
        real = store.transaction

        @asynccontextmanager
        async def transaction(table: int | None = None):
            async with real(table) as db:
                yield db
                if self.full:
                    self.refused += 1
                    raise sqlite3.OperationalError("database or disk is full")

        store.transaction = transaction


def _nonces(transport: RecordingTransport) -> list[str]:
    return [m.nonce for _, m in transport.thread_messages + transport.dms if m.nonce]


async def test_a_full_disk_after_a_send_sends_nothing_twice_and_retries_at_a_bounded_rate(db_url, caplog):
    store = await Store.open(db_url)
    service = Service(store, clock=time.time, engines=registry.get)
    transport = RecordingTransport()
    deliverer = Deliverer(service, transport, renderer=render_stub)
    game_id = await _table(service, 2)
    await deliverer.deliver_due()
    owed: list[int] = []
    while not owed:  # until a move owes a new board (a step inside a turn only edits it)
        await _play_turn(service, game_id, ("u0", "u1"))
        owed = await _undelivered(service, "game_thread", posts_only=True)
    edits = len(await _undelivered(service, "game_thread")) - len(owed)
    owed += await _undelivered(service, "user")
    disk = FullDisk(store)
    disk.full = True
    stop = asyncio.Event()
    caplog.set_level(logging.INFO, logger="orrery.delivery")
    runner = asyncio.create_task(deliverer.run(stop, idle=0.05))
    try:
        await asyncio.sleep(2.5)
        # each destination tries to record at 0, 0.5, 1.5 s...: a handful of writes, not a hot loop
        assert disk.refused <= 20, f"{disk.refused} writes tried in 2.5 s"
        print(f"writes tried on the full disk in 2.5 s: {disk.refused}; sends: {len(_nonces(transport))}")
        # every message owed went out once; none was sent again though none could be recorded
        sent = _nonces(transport)
        assert len(sent) == len(set(sent)), f"sent again: {sorted(sent)}"
        assert len(transport.edits) <= edits, f"{len(transport.edits)} edits made for {edits}"
        assert {f"orrery-{i}" for i in owed} & set(sent)
        refused = [r for r in caplog.records if "database refused a write" in r.getMessage()]
        assert len(refused) == 1  # reported once a minute, not per attempt
        async with store.read() as db:
            assert await q.undelivered_count(db) >= len(owed)

        disk.full = False  # space comes back: delivery carries on by itself
        for _ in range(200):
            async with store.read() as db:
                if await q.undelivered_count(db) == 0:
                    break
            await asyncio.sleep(0.05)
        async with store.read() as db:
            assert await q.undelivered_count(db) == 0
    finally:
        stop.set()
        await runner
    sent = _nonces(transport)
    assert len(sent) == len(set(sent)), "a message was sent twice once the disk had room"
    assert {f"orrery-{i}" for i in owed if f"orrery-{i}" in sent}
    await service.settle()
    await store.close()


class Unreachable(RecordingTransport):
    """A table whose thread cannot be opened (its channel is a thread: Discord refuses, 50024),
    and game threads a moderator deleted (``gone``)."""

    def __init__(self, broken: set[int]) -> None:
        super().__init__()
        self.broken = broken
        self.gone: set[str] = set()
        self.made: list[tuple[int, str | None, str]] = []  # (table, lobby message, thread id)

    async def create_thread(self, game, name: str) -> str:
        if game.id in self.broken:
            raise Undeliverable("400 (code 50024): Cannot execute action on this channel type")
        thread_id = f"thread-{game.id}-{len(self.made) + 1}"
        self.made.append((game.id, game.lobby_message_id, thread_id))
        return thread_id

    async def send_to_thread(self, thread_id: str, message) -> str:
        if thread_id in self.gone:
            raise ThreadGone(thread_id)
        return await super().send_to_thread(thread_id, message)

    async def edit_in_thread(self, thread_id: str, message_id: str, message) -> None:
        if thread_id in self.gone:
            raise ThreadGone(thread_id)
        await super().edit_in_thread(thread_id, message_id, message)


async def test_a_table_that_cannot_be_reached_holds_back_no_dm_of_another_table(db_url, clock):
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    broken = await _table(service, 2)  # written first: its messages come before the other table's
    fine = await _table(service, 2)
    transport = Unreachable({broken})
    deliverer = Deliverer(service, transport, renderer=render_stub)
    await deliverer.deliver_due()
    # the players' DMs for the other table went at once, with its board
    for user in ("u0", "u1"):
        assert any(f"#{fine}" in m.text for m in transport.dms_to(user)), transport.dms_to(user)
    assert [m for _, m in transport.thread_messages if f"#{fine}" in m.text]
    # the broken table's DMs went too, without a link to a thread it does not have
    for user in ("u0", "u1"):
        (dm,) = [m for m in transport.dms_to(user) if f"#{broken}" in m.text]
        assert "Thread:" not in dm.text and "Board:" not in dm.text

    # its board is settled after a few tries (seconds), not thirty (about 25 minutes)
    (board,) = await _undelivered(service, "game_thread")
    for _ in range(REFUSED_ATTEMPTS):
        clock.advance(seconds=60)
        await deliverer.deliver_due()
    async with store.read() as db:
        rows = await db.execute_fetchall("SELECT attempts, error, delivered_at FROM outbox WHERE id = ?", (board,))
    attempts, error, settled = rows[0]
    assert settled is not None and "gave up" in error and attempts < REFUSED_ATTEMPTS < MAX_ATTEMPTS
    assert await _undelivered(service, "game_thread") == []
    await service.settle()
    await store.close()


async def test_a_failed_dm_holds_back_only_the_dms_of_its_own_table(world):  # noqa: F811
    service, transport, deliverer = world
    first, second = await _table(service, 2), await _table(service, 2)
    rows = await _undelivered(service, "user")
    async with service.store.read() as db:
        payloads = {r[0]: r[2] for r in await q.undelivered_messages(db)}
    failing = next(i for i in rows if payloads[i]["to"]["user"] == "u0" and payloads[i]["to"]["game_id"] == first)
    transport.fail_nonces = {f"orrery-{failing}"}
    await deliverer.deliver_due()
    # u0's DM for the second table is not held behind the first table's DM, which waits to be retried
    assert [m for m in transport.dms_to("u0") if f"#{second}" in m.text]
    assert not [m for m in transport.dms_to("u0") if f"#{first}" in m.text]
    assert failing in await _undelivered(service, "user")


async def test_a_deleted_thread_is_opened_again_once_with_a_note(db_url, clock):
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    game_id = await _table(service, 2)
    transport = Unreachable(set())
    deliverer = Deliverer(service, transport, renderer=render_stub)
    await deliverer.deliver_due()
    first = (await service.game(game_id)).thread_id
    assert first == "thread-1-1"

    transport.gone.add(first)  # a moderator deletes the game's thread
    await _play_turn(service, game_id, ("u0", "u1"))
    clock.advance(seconds=10)
    await deliverer.deliver_due()
    second = (await service.game(game_id)).thread_id
    assert second != first and transport.made[-1] == (game_id, None, second)  # a plain thread, not the lobby's
    in_new = [m for where, m in transport.thread_messages if where == second]
    assert in_new[0].text == t("thread_reopened", game_id=game_id)
    # the board goes to the new thread (a new one, or the current one posted anew with its step)
    assert any(m.picture for m in in_new[1:]), "the board did not go to the new thread"
    async with store.read() as db:
        _, board_message = await q.board_of(db, game_id)
    assert board_message == str(len(transport.thread_messages))  # buttons and edits go to it from now on
    assert await _undelivered(service, "game_thread") == []

    # deleted again: no third thread; its messages are settled after a few tries
    transport.gone.add(second)
    await _play_turn(service, game_id, ("u0", "u1"))
    for _ in range(REFUSED_ATTEMPTS + 1):
        clock.advance(seconds=60)
        await deliverer.deliver_due()
    assert len(transport.made) == 2
    assert await _undelivered(service, "game_thread") == []
    await service.settle()
    await store.close()


async def test_a_dms_closed_notice_posted_before_a_crash_is_not_posted_again(db_url, clock):
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    game_id = await _table(service, 2)
    transport = RecordingTransport()
    transport.closed_dms.add("u1")
    rows = await _undelivered(service, "user")
    async with store.read() as db:
        payloads = {r[0]: r[2] for r in await q.undelivered_messages(db)}
    to_u1 = next(i for i in rows if payloads[i]["to"]["user"] == "u1")
    transport.lose_answer_nonces = {f"orrery-{to_u1}n"}  # the notice is posted, its answer lost
    await Deliverer(service, transport, renderer=render_stub).deliver_due()
    await service.settle()
    await store.close()  # the bot dies; hours pass

    clock.advance(hours=6)
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    await Deliverer(service, transport, renderer=render_stub).deliver_due()
    notices = [m for _, m in transport.thread_messages if "direct messages" in m.text]
    assert len(notices) == 1
    async with store.read() as db:
        assert await q.undelivered_count(db) == 0
    assert (await service.game(game_id)).seats[1].dm_notice
    await store.close()


async def test_a_commit_refused_by_a_full_disk_is_undone_and_the_next_transaction_works(tmp_path):
    """SQLite may leave a transaction open when its COMMIT fails (SQLITE_FULL): the store ends
    it, so nothing of it is seen and the next write can begin once there is room."""
    store = await Store.open(str(tmp_path / "orrery.sqlite3"))
    real = store.conn.execute
    full = True

    async def execute(sql, *args):
        if sql == "COMMIT" and full:
            raise sqlite3.OperationalError("database or disk is full")
        return await real(sql, *args)

    store.conn.execute = execute
    with pytest.raises(sqlite3.OperationalError):
        async with store.transaction() as db:
            await q.set_dms_closed(db, "u1", True)
    full = False
    async with store.read() as db:
        assert not await q.user_dms_closed(db, "u1")
    async with store.transaction() as db:
        await q.set_dms_closed(db, "u2", True)
    async with store.read() as db:
        assert await q.user_dms_closed(db, "u2") and not await q.user_dms_closed(db, "u1")
    await store.close()


def test_after_a_crash_only_what_may_have_been_in_flight_is_looked_for():
    def dm(user: str, table: int) -> DirectMessage:
        return DirectMessage(user, table, 0, "hello")

    board = Board(1, "board", None, None)
    # one DM channel sends one message at a time, in order: only its first row may have gone unseen
    calm = [(1, 1, board, 0.0), (2, 1, dm("u0", 1), 0.0), (3, 2, dm("u0", 2), 0.0), (4, 1, dm("u1", 1), 0.0)]
    assert _in_flight(calm) == {1, 2, 4}
    # past a DM that failed, the other tables' DMs to the same player may have gone on ahead
    failed = [(2, 1, dm("u0", 1), 50.0), (3, 2, dm("u0", 2), 0.0), (5, 2, dm("u0", 2), 0.0), (6, 3, dm("u0", 3), 0.0)]
    assert _in_flight(failed) == {2, 3, 6}


class BlindTransport(RecordingTransport):
    """A thread whose history the bot may not read: Discord shows it none, so a look for a
    message sent unseen cannot tell whether it is there once anything was posted since."""

    def __init__(self) -> None:
        super().__init__()
        self.nonce_memory: dict[str, str] = {}  # what Discord's enforce_nonce hands back
        self.chat_since = False  # someone else posted in the thread after the bot's last message

    async def send_to_thread(self, thread_id: str, message: Outgoing) -> str:
        if message.nonce in self.nonce_memory:
            return self.nonce_memory[message.nonce]
        lost = message.nonce in self.lose_answer_nonces
        self.lose_answer_nonces.discard(message.nonce)
        sent = await super().send_to_thread(thread_id, message)
        self.nonce_memory[message.nonce] = sent
        if lost:
            raise TransientError("connection reset")
        return sent

    async def find_sent(self, where, message, after, since=None):
        if where[0] != "thread":
            return await super().find_sent(where, message, after, since)
        ours = [m for to, m in self.thread_messages if to == where[1]]
        if self.chat_since or len(ours) > int(after or 0):
            raise HistoryUnreadable(where[1])
        return None


async def _board_lost_in_a_crash(db_url, clock, transport: BlindTransport) -> tuple[int, int]:
    """A table whose first board went to Discord while the bot died before recording it;
    returns (the table, the board's outbox row)."""
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    game_id = await _table(service, 3)
    (board_row, *_) = await _undelivered(service, "game_thread")
    transport.lose_answer_nonces = {f"orrery-{board_row}"}
    await Deliverer(service, transport, renderer=render_stub).deliver_due()
    async with store.transaction() as db:  # as if the bot had died before recording the board
        await db.execute("UPDATE outbox SET next_try = 0, attempts = 0, error = NULL WHERE id = ?", (board_row,))
    await store.close()
    return game_id, board_row


@asynccontextmanager
async def _reopened(db_url, clock=time.time):
    store = await Store.open(db_url)
    try:
        yield store, Service(store, clock=clock, engines=registry.get)
    finally:
        await store.close()


async def test_a_board_sent_unseen_in_a_blind_thread_goes_again_with_its_nonce_while_discord_keeps_it(db_url, clock):
    transport = BlindTransport()
    game_id, board_row = await _board_lost_in_a_crash(db_url, clock, transport)
    async with _reopened(db_url, clock) as (store, service):
        await Deliverer(service, transport, renderer=render_stub).deliver_due()  # restarted at once
        async with store.read() as db:
            (sent,) = await db.execute_fetchall("SELECT message_id, error FROM outbox WHERE id = ?", (board_row,))
            _, board_message = await q.board_of(db, game_id)
    assert len(transport.boards()) == 1  # Discord handed back the board it had made
    assert sent == ("1", None) and board_message == "1"


@pytest.mark.parametrize("chat_since", [False, True])
async def test_a_board_sent_unseen_in_a_blind_thread_is_never_posted_twice_after_the_nonce_window(
    db_url, clock, chat_since
):
    transport = BlindTransport()
    transport.chat_since = chat_since
    _, board_row = await _board_lost_in_a_crash(db_url, clock, transport)
    transport.nonce_memory.clear()  # Discord has forgotten the nonce
    async with _reopened(db_url, clock) as (store, service):
        deliverer = Deliverer(service, transport, renderer=render_stub)
        deliverer.wall = lambda: time.time() + 600  # the bot comes back ten minutes later
        await deliverer.deliver_due()
        async with store.read() as db:
            (settled,) = await db.execute_fetchall("SELECT message_id, error FROM outbox WHERE id = ?", (board_row,))
            assert await q.undelivered_count(db) == 0
    assert len(transport.boards()) == 1  # the one made before the crash, whatever the thread shows
    assert settled[0] is None and settled[1].startswith("sent, id unknown")


async def test_a_board_never_sent_in_a_blind_thread_is_sent_after_the_nonce_window(db_url, clock):
    """Nothing was posted in the thread after the last message recorded: the board cannot have
    gone, and it goes now."""
    transport = BlindTransport()
    _, board_row = await _board_lost_in_a_crash(db_url, clock, transport)
    transport.thread_messages.clear()  # the crash came before the request left
    transport.nonce_memory.clear()
    async with _reopened(db_url, clock) as (store, service):
        deliverer = Deliverer(service, transport, renderer=render_stub)
        deliverer.wall = lambda: time.time() + 600
        await deliverer.deliver_due()
        async with store.read() as db:
            (sent,) = await db.execute_fetchall("SELECT message_id, error FROM outbox WHERE id = ?", (board_row,))
    assert len(transport.boards()) == 1 and sent == ("1", None)

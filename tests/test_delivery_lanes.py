"""Delivery's lanes seen from whoever waits on them: a host told their table is open finds its
lobby posted, even when the delivery loop took the lobby up a moment before they asked."""

from __future__ import annotations

import asyncio

from doubles import render_stub
from test_service import RecordingTransport

from bot.outbox.delivery import Deliverer, destination
from bot.outbox.shapes import LobbyPost
from bot.play.service import Service
from db.store import Store
from games import registry


class SlowChannel(RecordingTransport):
    """A channel post that takes a while, as it does on a busy Discord."""

    async def send_to_channel(self, channel_id: str, message) -> str:
        await asyncio.sleep(0.2)
        return await super().send_to_channel(channel_id, message)


async def test_a_lobby_the_loop_took_up_first_is_posted_before_deliver_to_returns(db_url, clock):
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    transport = SlowChannel()
    deliverer = Deliverer(service, transport, renderer=render_stub)
    try:
        game = await service.create("example", "u0", "Ann", guild_id="g1", channel_id="c1")
        looking = asyncio.create_task(deliverer.dispatch())  # the loop's look, begun just before
        await asyncio.sleep(0)
        await deliverer.deliver_to(destination(LobbyPost(game.id)))
        assert [to for to, _ in transport.channel_messages] == ["c1"]
        assert (await service.game(game.id)).lobby_message_id == "lobby-1"
        await asyncio.gather(*await looking)
        assert len(transport.channel_messages) == 1
    finally:
        await service.settle()
        await store.close()


async def test_a_dm_takes_its_turn_at_the_connection_twice_before_it_is_sent(db_url, clock):
    """A DM waits behind every move for each use of the one connection: the table, then its
    player's language, DMs-closed mark and the board to link to, read at once."""
    from contextlib import asynccontextmanager

    from test_service import _table, _undelivered

    from bot.outbox.shapes import DirectMessage

    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    transport = RecordingTransport()
    deliverer = Deliverer(service, transport, renderer=render_stub)
    try:
        game_id = await _table(service, 2)
        dms = set(await _undelivered(service, "user"))
        rows = [row for row in await _rows(store) if row[0] in dms]  # read while still owed
        await deliverer.deliver_due()  # the board first (a DM links to it), then the DMs
        assert rows and transport.dms
        # the same DMs once more, counting the uses of the connection each makes before it goes
        uses = 0
        real = store.read

        @asynccontextmanager
        async def counted():
            nonlocal uses
            uses += 1
            async with real() as db:
                yield db

        store.read = counted
        for message_id, message in rows:
            assert isinstance(message, DirectMessage)
            deliverer._sent.pop(f"orrery-{message_id}", None)
            await deliverer._deliver(message_id, message)
        store.read = real
        assert uses <= 2 * len(rows), f"{uses} reads for {len(rows)} DMs of table {game_id}"
    finally:
        await service.settle()
        await store.close()


async def _rows(store: Store) -> list:
    import json

    from bot.outbox.shapes import message_of

    async with store.read() as db:
        owed = await db.execute_fetchall("SELECT id, payload FROM outbox WHERE delivered_at IS NULL")
    return [(row_id, message_of(json.loads(payload))) for row_id, payload in owed]


async def test_a_burst_of_wake_ups_is_one_look_per_gap_and_a_lone_one_is_looked_at_at_once(db_url, clock, monkeypatch):
    """Every move and every lane's end wakes the delivery loop, and each look reads the waiting
    rows: a busy bot looks at most once per ``LOOK_GAP_SECONDS``, a quiet one at once."""
    from bot.outbox import delivery

    monkeypatch.setattr(delivery, "LOOK_GAP_SECONDS", 0.5)  # wide, so a slow machine cannot blur it
    store = await Store.open(db_url)
    service = Service(store, clock=clock, engines=registry.get)
    deliverer = Deliverer(service, RecordingTransport(), renderer=render_stub)
    loop = asyncio.get_running_loop()
    looks: list[float] = []
    real = deliverer.dispatch

    async def counted(only=None):
        looks.append(loop.time())
        return await real(only)

    deliverer.dispatch = counted
    stop = asyncio.Event()
    runner = asyncio.create_task(deliverer.run(stop, idle=30))
    try:
        while not looks:
            await asyncio.sleep(0.01)
        start = loop.time()
        while loop.time() - start < 0.4:  # a burst of moves, shorter than the gap
            service.outbox_ready.set()
            await asyncio.sleep(0.002)
        assert len(looks) == 1  # the first look's gap covers the whole burst
        while len(looks) < 2:  # ... and one look follows it, for what the burst wrote
            await asyncio.sleep(0.01)
        assert looks[1] - looks[0] >= 0.5
        await asyncio.sleep(0.6)  # quiet for longer than the gap
        woken = loop.time()
        service.outbox_ready.set()
        while len(looks) < 3:
            await asyncio.sleep(0.005)
        assert looks[2] - woken < 0.25  # not held for a gap
    finally:
        stop.set()
        await runner
        await service.settle()
        await store.close()

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

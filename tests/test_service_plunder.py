"""A whole Plunder game through the service and the outbox, with the real pictures: every
board goes to the thread, and every private picture only to its own player."""

from __future__ import annotations

import json
import random

import pytest
from test_service import RecordingTransport

from bot.delivery import Deliverer
from bot.service import Service, UserError
from db.store import Store
from games import registry

pytestmark = pytest.mark.skipif("plunder" not in registry.ids(), reason="Plunder is not installed")


async def test_four_players_play_plunder_to_the_end(tmp_path, clock):
    store = await Store.open(str(tmp_path / "p.sqlite3"))
    service = Service(store, clock=clock)
    transport = RecordingTransport()
    deliverer = Deliverer(service, transport)
    game = await service.create("plunder", "u0", "Ann", seed=11)
    for i, name in enumerate(("Bob", "Cid", "Dee"), start=1):
        await service.join(game.id, f"u{i}", name)
    await service.start(game.id, "u0")
    rng = random.Random(4)
    engine = registry.get("plunder")
    moves = 0
    while True:
        record, state = await service.state(game.id)
        if record.status != "running":
            break
        decision = rng.choice(engine.pending(state))
        try:
            await service.move(game.id, f"u{decision.seat}", rng.choice(decision.options).id, version=record.version)
        except UserError as exc:  # never expected: the choice was legal and current
            raise AssertionError(exc.text()) from None
        moves += 1
        if moves <= 30:
            await deliverer.deliver_due()
    record = await service.game(game.id)
    assert record.status == "finished" and record.result["winners"]
    assert (await service.replay(game.id)).matches

    async with store.read() as db:
        rows = await db.execute_fetchall("SELECT payload FROM outbox ORDER BY id")
    boards = dms = 0
    for (raw,) in rows:
        payload = json.loads(raw)
        picture = payload.get("picture")
        if "game_thread" in payload["to"] and picture:
            boards += 1
            assert picture["kind"] == "board" and picture["view"]["seat"] is None
        elif "user" in payload["to"] and picture:
            dms += 1
            seat = picture["view"]["seat"]
            assert payload["to"]["user"] == f"u{seat}" and payload["to"]["seat"] == seat
    assert boards == moves + 1
    assert dms == 4 * (moves + 1)
    # what was delivered: each board a PNG in the thread; each private picture to its owner
    delivered = [m for _, m in transport.thread_messages if m.picture]
    assert len(delivered) >= 30 and all(m.picture[:4] == b"\x89PNG" for m in delivered)
    assert {u for u, _ in transport.dms} == {"u0", "u1", "u2", "u3"}
    await store.close()
